"""`reverie inbox`: what auto memory, auto resource and the dream changed, newest first (mem_metadata/inbox.jsonl)."""

from __future__ import annotations

import argparse
import json

from rich.console import Console
from rich.markup import escape
from rich.table import Table

console = Console()


def cmd_inbox(args: argparse.Namespace) -> int:
    from reverie.config import Settings
    from reverie.files import read_events
    from reverie.workspace import collective_workspaces

    s = Settings()
    events = []
    for cid, ws in collective_workspaces(s.workspace_dir, args.collective or None).items():
        events += [{"collective": cid, **e} for e in read_events(ws)]
    events.sort(key=lambda e: e.get("at", ""), reverse=True)
    events = events[: args.limit] if args.limit > 0 else events
    if args.json:
        print(json.dumps(events, ensure_ascii=False, indent=2))
        return 0
    if not events:
        console.print("inbox empty: no run has changed memory yet")
        return 0
    table = Table(title=f"inbox ({len(events)} events, newest first)")
    for col in ("at", "collective", "source", "summary", "changes"):
        table.add_column(col)
    for e in events:
        changes = e.get("changes") or []
        shown = ", ".join(f"{c.get('path')} ({c.get('action')})" for c in changes[:3])
        more = f" and {len(changes) - 3} more" if len(changes) > 3 else ""
        table.add_row(
            escape(str(e.get("at", ""))),
            escape(e["collective"]),
            escape(str(e.get("source", ""))),
            escape(str(e.get("summary", ""))),
            escape(shown + more),
        )
    console.print(table)
    return 0


def add_inbox_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("inbox", help="what auto memory, auto resource and the dream changed (newest first)")
    p.add_argument("--collective", action="append", help="only this collective (repeatable; default: all)")
    p.add_argument("--limit", type=int, default=50, help="events to show (0: all; default 50)")
    p.add_argument("--json", action="store_true", help="print the events as JSON")
    p.set_defaults(func=cmd_inbox)


__all__ = ["add_inbox_parser"]
