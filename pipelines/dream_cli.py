"""`reverie dream` and `reverie proactive`: the dream on the local instance, and the interest topics it picked."""

from __future__ import annotations

import argparse
import logging
from datetime import date

from rich.console import Console
from rich.markup import escape
from rich.table import Table

console = Console()


def _days(args: argparse.Namespace) -> tuple[str, str]:
    from reverie.config import Settings
    from reverie.workspace import check_day, today_in

    if args.date and (args.from_day or args.to_day):
        raise ValueError("give --date, or --from and --to, not both")
    if args.date:
        return check_day(args.date, "--date"), args.date
    if args.from_day or args.to_day:
        first = check_day(args.from_day or args.to_day, "--from")
        last = check_day(args.to_day or args.from_day, "--to")
        if first > last:
            raise ValueError(f"--from {first} is after --to {last}")
        return first, last
    today = today_in(Settings().timezone)
    return today, today


class _Progress(logging.Handler):
    """Prints each day's line as the run goes, and keeps the engine's reports for the summary."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.reports: dict[str, object] = {}

    def emit(self, record: logging.LogRecord) -> None:
        if hasattr(record, "dream_report"):
            self.reports[getattr(record, "collective", "")] = record.dream_report
        elif hasattr(record, "dream_day"):
            console.print(escape(record.getMessage()), highlight=False)


def print_actions(reports: dict, limit: int = 30) -> None:
    from collections import Counter

    counts = Counter(a.action for r in reports.values() for a in r.actions)
    failed = sum(len(r.units_failed) for r in reports.values())
    pending = sum(r.units_pending for r in reports.values())
    console.print(
        "[bold]dream summary[/bold]: "
        + ", ".join(f"{k} {counts.get(k, 0)}" for k in ("CREATE", "CORROBORATE", "REFINE", "CORRECT"))
        + f"; {failed} failed, {pending} pending; LLM calls "
        + str(sum(r.llm_calls for r in reports.values())),
        highlight=False,
    )
    aside: Counter[str] = Counter()
    for r in reports.values():
        aside.update(getattr(r, "units_set_aside", {}) or {})
    if aside:  # lines kept in the daily notes only: small talk, one-off reports, requests, ...
        console.print("set aside: " + ", ".join(f"{k} {v}" for k, v in sorted(aside.items())), highlight=False)
    for cid, r in reports.items():
        for line in (getattr(r, "corrections_refused", None) or [])[:10]:
            console.print(f"[yellow][{cid}] {escape(line)}[/yellow]", highlight=False)
    rows = [(cid, a) for cid, r in reports.items() for a in r.actions if a.action != "CORROBORATE"]
    if not rows:
        return
    table = Table(title="actions (CORROBORATE left out)")
    for col in ("collective", "day", "action", "node", "statement"):
        table.add_column(col, overflow="fold")
    for cid, a in rows[:limit]:
        table.add_row(cid, a.day, a.action, escape(a.node), escape(a.statement[:120]))
    if len(rows) > limit:
        table.add_row("", "", f"... {len(rows) - limit} more", "", "")
    console.print(table)
    for cid, r in reports.items():
        for line in (r.units_failed + r.notes_refused)[:10]:
            console.print(f"[yellow][{cid}] {escape(line)}[/yellow]", highlight=False)


def show_digest(cids: list[str], limit: int = 25) -> None:
    """A table of each collective's digest nodes, then one node in full."""
    from reverie.config import Settings
    from reverie.dream import read_nodes
    from reverie.workspace import collective_workspaces

    s = Settings()
    shown = None
    for cid, ws in collective_workspaces(s.workspace_dir, cids).items():
        nodes = sorted(read_nodes(ws), key=lambda n: (-n.support, n.path))
        if not nodes:
            continue
        table = Table(title=f"digest nodes of {cid} ({len(nodes)} in {ws.digest_dir})")
        for col in ("bucket", "node", "support", "statement"):
            table.add_column(col, overflow="fold")
        for n in nodes[:limit]:
            table.add_row(
                n.bucket,
                escape(n.path.split("/")[-1]),
                str(n.support),
                escape(n.statement[:140]) + (" [dim](corrected)[/dim]" if n.superseded else ""),
            )
        if len(nodes) > limit:
            table.add_row("", f"... {len(nodes) - limit} more", "", "")
        console.print(table)
        shown = shown or next(((ws, n) for n in nodes if n.superseded), None) or (ws, nodes[0])
    if shown:
        ws, node = shown
        console.rule(f"{ws.root.name}/{node.path}")
        console.print((ws.root / node.path).read_text(encoding="utf-8"), markup=False, highlight=False)


def cmd_dream(args: argparse.Namespace) -> int:
    """Run dream_job (dream_inputs, digest_nodes, interest_topics) over the days, on the local instance."""
    from pipelines.cli_common import collectives_arg, run_job
    from reverie.workspace import WorkspacePathError, collective_workspaces

    try:
        first, last = _days(args)
        cids = collectives_arg(args, default_all=True)
        from reverie.config import Settings

        collective_workspaces(Settings().workspace_dir, cids)  # refuses unknown collectives before the run
    except (ValueError, WorkspacePathError) as exc:
        console.print(f"[red]reverie dream: {escape(str(exc))}[/red]")
        return 2
    if not cids:
        console.print("reverie dream: no collective in the workspace yet (run `reverie files run` first)")
        return 0
    n_days = (date.fromisoformat(last) - date.fromisoformat(first)).days + 1
    console.print(
        f"[bold]dream_job[/bold] over {first} .. {last} ({n_days} day(s), one range run), "
        f"collectives: {', '.join(cids)}" + (f", hint: {args.hint!r}" if args.hint else "")
    )
    named = list(dict.fromkeys(getattr(args, "collective", None) or []))
    config = {"config": {"collectives": named, "hint": args.hint or ""}}
    quiet = {"console": {"config": {"log_level": "WARNING"}}}  # the day lines below say what happens
    handler = _Progress()
    log = logging.getLogger("reverie.dream.progress")
    log.addHandler(handler)
    log.setLevel(logging.DEBUG)
    try:
        ok = run_job(
            "dream_job",
            first,
            last,
            {"ops": {"dream_inputs": config, "digest_nodes": config, "interest_topics": config}, "loggers": quiet},
        )
    finally:
        log.removeHandler(handler)
    if handler.reports:
        print_actions(handler.reports)
    console.print("[green]run succeeded[/green]" if ok else "[red]run failed[/red]")
    return 0 if ok else 1


def cmd_proactive(args: argparse.Namespace) -> int:
    """Print a day's interest topics (memory/<date>/interests.yaml) for each collective."""
    from pipelines.cli_common import collectives_arg
    from reverie.config import Settings
    from reverie.dream import read_interests
    from reverie.workspace import WorkspacePathError, check_day, collective_workspaces, today_in

    s = Settings()
    try:
        day = check_day(args.date, "--date") if args.date else today_in(s.timezone)
        workspaces = collective_workspaces(s.workspace_dir, collectives_arg(args, default_all=True))
    except (ValueError, WorkspacePathError) as exc:
        console.print(f"[red]reverie proactive: {escape(str(exc))}[/red]")
        return 2
    if not workspaces:
        console.print(f"no collective under {s.workspace_dir}: no interest topics for {day}")
        return 0
    for cid, ws in workspaces.items():
        try:
            data = read_interests(ws, day)
        except ValueError as exc:
            console.print(f"[red][{cid}] {escape(str(exc))}[/red]")
            continue
        topics = (data or {}).get("topics") or []
        if not topics:
            why = "no interests file" if data is None else "the dream found none"
            console.print(
                escape(f"[{cid}] no interest topics for {day} ({why}; `reverie dream --date {day}` picks them)"),
                highlight=False,
            )
            continue
        console.rule(
            f"[{cid}] interest topics for {day} ({len(topics)}, diversity over "
            f"{(data or {}).get('diversity_days')} days)"
        )
        for i, t in enumerate(topics, start=1):
            console.print(
                f"{i}. [bold]{escape(str(t.get('title')))}[/bold]: {escape(str(t.get('reason')))}", highlight=False
            )
            console.print(f"   evidence: {escape(str(t.get('evidence')))}", highlight=False)
            console.print(
                f"   keywords: {', '.join(map(str, t.get('keywords') or []))}; "
                f"paths: {', '.join(map(str, t.get('paths') or []))}",
                highlight=False,
                markup=False,
            )
    return 0


def demo_dream() -> int:
    """`reverie demo`: dream over every day that has notes, then show the digest nodes and the actions."""
    from reverie.config import Settings
    from reverie.workspace import collective_workspaces, is_day

    s = Settings()
    days = sorted(
        {
            p.name
            for ws in collective_workspaces(s.workspace_dir).values()
            if ws.memory_dir.is_dir()
            for p in ws.memory_dir.iterdir()
            if p.is_dir() and is_day(p.name)
        }
    )
    if not days:
        console.print("dream: no daily notes yet; nothing to dream")
        return 0
    args = argparse.Namespace(date=None, from_day=days[0], to_day=days[-1], hint="", collective=None)
    rc = cmd_dream(args)
    if rc:
        return rc
    show_digest(list(collective_workspaces(s.workspace_dir)))
    from reverie.sample_truth import digest_quality

    for cid, ws in collective_workspaces(s.workspace_dir).items():
        q = digest_quality(ws)  # against what the sample generator meant (only where the sample was written)
        if q:
            console.print(
                f"[bold]digest quality[/bold] [{cid}] against the sample's truth: {q['false_corrections']} "
                f"false corrections, {q['duplicate_nodes']} duplicate nodes, {q['junk_nodes']} junk nodes, "
                f"{q['facts_kept']}/{q['facts']} facts kept ({q['nodes']} nodes)",
                highlight=False,
            )
    return 0


def add_dream_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("dream", help="dream daily notes into digest nodes on the local instance (dream_job)")
    p.add_argument("--date", help="the day to dream (default: today in REVERIE_TIMEZONE)")
    p.add_argument("--from", dest="from_day", help="first day of a range")
    p.add_argument("--to", dest="to_day", help="last day of a range (inclusive)")
    p.add_argument("--hint", help="a hint for the dream (given to the model when an LLM is configured)")
    p.add_argument("--collective", action="append", help="only this collective (repeatable; default: all)")
    p.set_defaults(func=cmd_dream)
    p = sub.add_parser("proactive", help="print a day's interest topics (memory/<date>/interests.yaml)")
    p.add_argument("--date", help="the day (default: today in REVERIE_TIMEZONE)")
    p.add_argument("--collective", action="append", help="only this collective (repeatable; default: all)")
    p.set_defaults(func=cmd_proactive)


__all__ = ["add_dream_parsers", "show_digest"]
