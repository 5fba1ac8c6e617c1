"""`reverie forget`: forget a conversation, a dropped file, an episode, an agent or everything before a day."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.markup import escape
from rich.table import Table

console = Console()


def forget_request(args: argparse.Namespace):
    from reverie.forget import ForgetRequest

    return ForgetRequest(
        args.collective,
        session=args.session,
        resource=args.resource,
        episode=args.episode,
        agent=args.agent,
        before=args.before,
    )


def print_report(report) -> None:
    """Counts per store (never the content); a dry run lists what would change, per store."""
    what = "would change" if report.dry_run else "removed or recomputed"
    console.print(
        f"[bold]forget {report.request['kind']}[/bold] in collective {escape(report.request['collective'])}"
        f": {report.total()} {what}" + (" (completing an interrupted forget)" if report.resumed else ""),
        highlight=False,
    )
    if report.dry_run:
        for store, items in report.would_change.items():
            if items:
                console.print(f"[bold]{store}[/bold] ({len(items)})", highlight=False)
                for item in items[:50]:
                    console.print(f"  {escape(item)}", highlight=False, soft_wrap=True)
                if len(items) > 50:
                    console.print(f"  ... and {len(items) - 50} more", highlight=False)
        console.print("dry run: nothing was changed", highlight=False)
        return
    table = Table("store", "what", "count")
    for store, counts in sorted(report.counts.items()):
        for what_, n in sorted(counts.items()):
            table.add_row(store, what_, str(n))
    console.print(table)
    console.print(f"record: {escape(report.record_path)}", highlight=False)


def cmd_forget(args: argparse.Namespace) -> int:
    from reverie.config import Settings
    from reverie.forget import ForgetError, forget
    from reverie.workspace import WorkspacePathError

    try:
        request = forget_request(args)
    except (ForgetError, WorkspacePathError, ValueError) as exc:
        console.print(f"[red]forget refused:[/red] {escape(str(exc))}", soft_wrap=True)
        return 2
    settings = Settings()
    embedder = summariser = None
    if not args.dry_run:
        from resources.embedder import EmbedderResource
        from resources.llm import LLMResource

        embedder = EmbedderResource().embedder
        summariser = LLMResource().summariser(embed=embedder.embed)
    try:
        report = forget(
            settings,
            request,
            dry_run=args.dry_run,
            embedder=embedder,
            summariser=summariser,
            progress=lambda msg: console.print(f"[dim]{escape(msg)}[/dim]", highlight=False),
        )
    except ForgetError as exc:
        console.print(f"[red]forget stopped:[/red] {escape(str(exc))}", soft_wrap=True)
        return 1
    print_report(report)
    return 0


def add_forget_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("forget", help="forget an input and everything derived only from it, in every store")
    p.add_argument("--collective", required=True, help="the collective (nothing of another one is touched)")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--session", help="a conversation: its dialog, daily notes and what the dream made of them")
    what.add_argument("--resource", metavar="PATH", help="a dropped file (resource/ relative path) and its note")
    what.add_argument("--episode", metavar="ID", help="one episode, and decision rows made from it")
    what.add_argument("--agent", metavar="ID", help="every episode of an agent")
    what.add_argument("--before", metavar="DATE", help="everything dated before this day (YYYY-MM-DD)")
    p.add_argument("--dry-run", action="store_true", help="list what would change, per store; change nothing")
    p.set_defaults(func=cmd_forget)


__all__ = ["add_forget_parser", "cmd_forget", "print_report"]
