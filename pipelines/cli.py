"""`reverie` command line: sample data, run the pipelines on the local instance, show what memory holds."""

from __future__ import annotations

import argparse
import re
import sys
from datetime import date, timedelta

from rich.console import Console
from rich.table import Table

from pipelines.cli_common import collectives_arg, run_job

console = Console()


def cmd_sample(args: argparse.Namespace) -> int:
    from reverie.config import Settings
    from reverie.sample import SampleSpec, write_sample

    s = Settings()
    end = date.fromisoformat(args.end_day) if args.end_day else None
    info = write_sample(
        s.episode_inbox, s.roles_dir, SampleSpec(episodes=args.episodes, days=args.days, end_day=end, seed=args.seed)
    )
    console.print(
        f"wrote {info['episodes']} episodes in {info['files']} files to {s.episode_inbox} "
        f"({info['first_day']} .. {info['last_day']}), roles in {s.roles_dir}"
    )
    return cmd_files_sample(args)


def cmd_run(args: argparse.Namespace) -> int:
    first, last = _day_range(args)
    console.print(f"[bold]reflection_job[/bold] over {first} .. {last} (one range run)")
    ok = run_job("reflection_job", first, last)
    console.print("[green]run succeeded[/green]" if ok else "[red]run failed[/red]")
    return 0 if ok else 1


def _day_range(args: argparse.Namespace) -> tuple[str, str]:
    from reverie.config import Settings
    from reverie.days import today
    from reverie.episodes import iter_inbox_files
    from reverie.workspace import is_day

    if args.from_day and args.to_day:
        return args.from_day, args.to_day
    # Default: the days the inbox files cover (their names or, failing that, yesterday).
    days = sorted(p.stem[-10:] for p in iter_inbox_files(Settings().episode_inbox) if is_day(p.stem[-10:]))
    yesterday = (date.fromisoformat(today()) - timedelta(days=1)).isoformat()
    return args.from_day or (days[0] if days else yesterday), args.to_day or (days[-1] if days else yesterday)


def cmd_show(args: argparse.Namespace) -> int:
    """Print notes per role, the hot-cache contents and one assembled prompt."""
    from reverie.config import Settings
    from reverie.stores.hotcache import describe_hot_cache, memory_notes_key, open_hot_cache, read_memory_notes
    from reverie.stores.lance import LanceStore

    s = Settings()
    store = LanceStore(s.lancedb_path)
    notes = store.notes_for_days("0000-01-01", "9999-12-31").to_pylist()
    counts: dict[tuple[str, str], int] = {}
    for n in notes:
        counts[(n["cid"], n["role_label"])] = counts.get((n["cid"], n["role_label"]), 0) + 1
    table = Table(title=f"memory notes per role ({len(notes)} in LanceDB {s.lancedb_path})")
    for col in ("cid", "role", "notes"):
        table.add_column(col)
    for (cid, role), n in sorted(counts.items()):
        table.add_row(cid, role, str(n))
    console.print(table)

    cache = open_hot_cache(s)
    backend = describe_hot_cache(s)
    for cid, role in sorted(counts):
        key = memory_notes_key(cid, role, s.hot_cache_key_template)
        published = read_memory_notes(cid, role)
        table = Table(title=f"hot cache {key} ({backend}, ttl {cache.ttl(key)} s)", show_lines=False)
        for col in ("sources", "conf", "summary"):
            table.add_column(col)
        for note in published[: args.per_role]:
            table.add_row(str(note["source_count"]), f"{note['confidence']:.2f}", note["summary"])
        console.print(table)

    if counts:
        cid, role = args.cid or sorted(counts)[0][0], args.role or sorted(counts)[0][1]
        agent = args.agent or next((n["agent_id"] for n in notes if n["cid"] == cid and n["role_label"] == role), "")
        console.rule(f"assembled user message for {cid}/{role}/{agent}")
        console.print(_prompt(cid, role, agent, args.task), markup=False, highlight=False)
    _show_files(getattr(args, "notes", 12))
    return 0


def _prompt(cid: str, role: str, agent: str, task: str) -> str:
    from resources.embedder import EmbedderResource
    from reverie.config import Settings
    from reverie.reflection.prompt import build_user_message
    from reverie.stores.lance import LanceStore

    s = Settings()
    return build_user_message(
        task, cid=cid, role=role, agent_id=agent, store=LanceStore(s.lancedb_path), embedder=EmbedderResource().embedder
    )  # same embedder and cache as the pipelines


def cmd_prompt(args: argparse.Namespace) -> int:
    print(_prompt(args.cid, args.role, args.agent, args.task))
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    """Sample data, a reflection run over all its days, then what memory now holds."""
    if not args.skip_sample:
        rc = cmd_sample(args)
        if rc:
            return rc
    args.from_day = args.to_day = None
    rc = cmd_run(args)
    if rc:
        return rc
    rc = cmd_files_run(args)
    if rc:
        return rc
    rc = cmd_show(args)
    if rc:
        return rc
    from pipelines.decisions_cli import cmd_decisions_demo

    rc = cmd_decisions_demo(args)  # decision memory: hydrate, ingest, query, few-shot block with feedback
    if rc:
        return rc
    from pipelines.dream_cli import demo_dream

    rc = demo_dream()  # the dream over the sample days: digest nodes and the actions that made them
    if rc:
        return rc
    from pipelines.search_cli import demo_search

    return demo_search()  # index every collective, then one search with its linked notes


# --- memory as files: sessions and resources -> daily notes ------------------------------------------------------
# The demo's sample: the default collective and a second one, so each shows only what its own agents said.
DEMO_COLLECTIVES = ("globex",)


def cmd_files_sample(args: argparse.Namespace) -> int:
    """Drop seeded sample sessions into <cid>/mem_session/inbox/ and sample files into <cid>/resource/."""
    from reverie.config import Settings
    from reverie.sample_files import FilesSampleSpec, write_sample_files
    from reverie.workspace import WorkspacePathError, collective_workspace

    s = Settings()
    end = date.fromisoformat(args.end_day) if getattr(args, "end_day", None) else None
    # Called by `reverie sample` (no --collective option): the demo's two collectives.
    cids = (
        collectives_arg(args, default_all=False)
        if hasattr(args, "collective")
        else [s.default_collective, *(c for c in DEMO_COLLECTIVES if c != s.default_collective)]
    )
    for i, cid in enumerate(cids):
        try:
            ws = collective_workspace(s.workspace_dir, cid)
        except WorkspacePathError as exc:
            console.print(f"[red]refused:[/red] {exc}")
            return 2
        # The notes' days end today (the episode sample ends yesterday), so root-level resources land with them.
        # Each collective gets its own seed: its own people, customers and numbers.
        spec = FilesSampleSpec(sessions=getattr(args, "sessions", 24), days=3, end_day=end, seed=args.seed + 101 * i)
        info = write_sample_files(ws, spec)
        console.print(
            f"collective {cid}: wrote {info['sessions']} sample sessions ({info['turns']} turns, "
            f"{info['inbox_files']} inbox files) to {ws.session_inbox} and {len(info['resources'])} files "
            f"to {ws.resource_dir}"
        )
    return 0


def _files_day_range(args: argparse.Namespace, cids: list[str]) -> tuple[str, str] | None:
    """--from/--to, else the days with turns waiting (inbox or dialogs) or changed resources in those collectives."""
    from assets.partitions import daily_partitions
    from reverie.config import Settings
    from reverie.files import inbox_days, open_catalog, scan_resources
    from reverie.workspace import collective_workspaces

    if getattr(args, "from_day", None) and getattr(args, "to_day", None):
        return args.from_day, args.to_day
    s = Settings()
    days: set[str] = set()
    for ws in collective_workspaces(s.workspace_dir, cids).values():
        days |= inbox_days(ws, tz=s.timezone)
        with open_catalog(ws.metadata_dir) as cat:
            days |= {d for per_day in cat.pending_sessions().values() for d in per_day}
            days |= {
                c.day
                for c in scan_resources(ws, cat.resources(), tz=s.timezone, max_bytes=s.max_resource_bytes).changes
            }
    days = {d for d in days if daily_partitions.has_partition_key(d)}
    if not days:
        return None
    return getattr(args, "from_day", None) or min(days), getattr(args, "to_day", None) or max(days)


def cmd_files_run(args: argparse.Namespace) -> int:
    """Materialise session_notes and resource_notes (files_job) on the local instance, for the chosen collectives."""
    from reverie.workspace import WorkspacePathError

    named = list(dict.fromkeys(getattr(args, "collective", None) or []))
    cids = collectives_arg(args, default_all=True)
    try:
        span = _files_day_range(args, cids) if cids else None
    except WorkspacePathError as exc:
        console.print(f"[red]refused:[/red] {exc}")
        return 2
    if span is None:
        console.print("files_job: no pending sessions or changed resources; nothing to run")
        return 0
    first, last = span
    console.print(
        f"[bold]files_job[/bold] (session_notes, resource_notes) over {first} .. {last} (one range run), "
        f"collectives: {', '.join(cids)}"
    )
    # Empty = every collective, decided by the run itself (a collective created meanwhile is included).
    config = {"config": {"collectives": named}}
    ok = run_job("files_job", first, last, {"ops": {"session_notes": config, "resource_notes": config}})
    console.print("[green]run succeeded[/green]" if ok else "[red]run failed[/red]")
    return 0 if ok else 1


def _show_files(limit: int = 12, cids: list[str] | None = None) -> None:
    """Print the daily notes written (newest day first) in each collective, one session note, one resource note
    and a day index."""
    from reverie.config import Settings
    from reverie.files import list_notes
    from reverie.workspace import collective_workspaces

    root = Settings().workspace_dir
    notes = [
        (cid, ws, rel, meta) for cid, ws in collective_workspaces(root, cids).items() for rel, meta, _ in list_notes(ws)
    ]
    if not notes:
        return
    from rich.markup import escape

    table = Table(title=f"daily notes ({len(notes)} in {root}/<collective>/memory)")
    table.add_column("collective")
    table.add_column("note", overflow="fold")
    table.add_column("from", overflow="fold")
    table.add_column("description")
    per = max(1, limit // len({cid for cid, *_ in notes}))
    shown_per: dict[str, int] = {}
    for cid, _, rel, meta in notes:
        shown_per[cid] = shown_per.get(cid, 0) + 1
        if shown_per[cid] > per:
            continue
        source = meta.get("session_id") and f"session {meta['session_id']}" or str(meta.get("source_resource", ""))
        table.add_row(cid, escape(rel), escape(source), escape(str(meta.get("description", ""))[:140]))
    for cid, n in shown_per.items():
        if n > per:
            table.add_row(cid, f"... {n - per} more", "", "")
    console.print(table)
    for key in ("session_id", "source_resource"):
        shown = next(((cid, ws, rel) for cid, ws, rel, meta in notes if meta.get(key)), None)
        if shown:
            cid, ws, rel = shown
            console.rule(f"{cid}/{rel}")
            console.print((ws.root / rel).read_text(encoding="utf-8"), markup=False, highlight=False)
    cid, ws, rel, _ = notes[0]
    day = rel.split("/")[1]
    if ws.day_index_path(day).exists():
        console.rule(f"{cid}/memory/{day}.md (day index)")
        console.print(ws.day_index_path(day).read_text(encoding="utf-8"), markup=False, highlight=False)


def cmd_files_show(args: argparse.Namespace) -> int:
    from reverie.workspace import WorkspacePathError

    try:
        _show_files(args.notes, list(dict.fromkeys(args.collective or [])))
    except WorkspacePathError as exc:
        console.print(f"[red]refused:[/red] {exc}")
        return 2
    return 0


def cmd_files_record(args: argparse.Namespace) -> int:
    """Record a session's turns from a JSONL file (or stdin), as an agent would through record_turns."""

    from pathlib import Path

    from reverie.config import Settings
    from reverie.files import record_turns
    from reverie.jsonl import read_jsonl
    from reverie.limits import loads_json
    from reverie.workspace import WorkspacePathError, collective_workspace

    s = Settings()
    try:  # the collective first: a wrong one reads nothing
        ws = collective_workspace(s.workspace_dir, args.collective or s.default_collective)
    except WorkspacePathError as exc:
        console.print(f"[red]refused:[/red] {exc}")
        return 2
    turns: list[dict] = []
    bad: list[str] = []
    lines: list[str] = []  # where each turn is (file:line), for the errors of record_turns
    if args.turns != "-":  # the one JSONL reader: BOM, CRLF, NaN, bad UTF-8 and the input limits handled
        read = list(read_jsonl(Path(args.turns), bad, limits=s.input_limits, where=args.turns))
        turns, lines = [rec for rec, _ in read], [where for _, where in read]
    else:
        for lineno, line in enumerate(sys.stdin, start=1):
            if line.strip():
                try:
                    value = loads_json(line, s.input_limits)
                    s.input_limits.check_json(line, value)
                except ValueError as exc:
                    bad.append(f"-:{lineno}: {exc}")
                else:
                    turns.append(value)
                    lines.append(f"-:{lineno}")
    try:
        result = record_turns(
            ws.ensure(),
            args.session,
            turns,
            date=args.date,
            memory_hint=args.hint,
            tz=s.timezone,
            auto_memory_interval=s.auto_memory_interval,
        )
    except (WorkspacePathError, ValueError) as exc:
        console.print(f"[red]refused:[/red] {exc}")
        return 2
    at_line = re.compile(r"^turn (\d+):")  # record_turns names a turn by its index; the file by its line
    errors = [
        at_line.sub(lambda m: f"{lines[int(m[1])]}:" if int(m[1]) < len(lines) else m[0], e) for e in result.errors
    ]
    for err in bad + errors:
        console.print(f"[yellow]not recorded:[/yellow] {err}", highlight=False)
    console.print(
        f"collective {ws.cid}: session {args.session}: {result.appended} turns appended "
        f"({result.appended_user_turns} user), "
        f"{result.duplicates} duplicates, {result.skipped_automation} automation turns skipped; "
        f"{result.pending_user_turns} user turns pending" + (" -> due for its note" if result.due else "")
    )
    return 1 if (bad or result.errors) and not result.appended else 0


def add_files_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("files", help="memory as files: sessions and resources -> daily Markdown notes")
    fsub = p.add_subparsers(dest="files_command", required=True)
    many = dict(action="append", metavar="C", help="this collective (repeat for several; default: every collective)")
    one = dict(metavar="C", help="the collective (default: REVERIE_DEFAULT_COLLECTIVE, 'default')")
    q = fsub.add_parser("sample", help="write sample sessions (inbox) and resource files into a collective's workspace")
    q.add_argument("--sessions", type=int, default=24)
    q.add_argument("--end-day", help="last day of the sample (default: today, UTC)")
    q.add_argument("--seed", type=int, default=7)
    q.add_argument(
        "--collective",
        action="append",
        metavar="C",
        help="write into this collective (repeat for several; default: the default collective)",
    )
    q.set_defaults(func=cmd_files_sample)
    q = fsub.add_parser("run", help="run files_job (session_notes, resource_notes) on the local instance")
    q.add_argument("--from", dest="from_day", help="first day (default: the earliest day with pending input)")
    q.add_argument("--to", dest="to_day", help="last day (default: the latest day with pending input)")
    q.add_argument("--collective", **many)
    q.set_defaults(func=cmd_files_run)
    q = fsub.add_parser("show", help="print the daily notes, one session note, one resource note, a day index")
    q.add_argument("--notes", type=int, default=12, help="rows in the notes table")
    q.add_argument("--collective", **many)
    q.set_defaults(func=cmd_files_show)
    q = fsub.add_parser("record", help="record a session's turns (JSONL file or - for stdin)")
    q.add_argument("session", help="session id (letters, digits, _ . -)")
    q.add_argument("turns", help="JSONL file of turns, or - for stdin")
    q.add_argument("--date", help="pin the turns to this note date (YYYY-MM-DD)")
    q.add_argument("--hint", help="memory hint: what the session's notes should pay attention to")
    q.add_argument("--collective", **one)
    q.set_defaults(func=cmd_files_record)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reverie", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    _add_main_parsers(sub)
    add_files_parser(sub)  # reverie files sample|run|show|record
    for add in _command_parsers():
        add(sub)
    return parser


def _sample_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--episodes", type=int, default=6000)
    p.add_argument("--days", type=int, default=14)
    p.add_argument("--end-day", help="last day of the sample (default: yesterday, UTC)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--sessions", type=int, default=24, help="sample conversations for the files layer")


def _show_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--per-role", type=int, default=5, help="hot-cache notes shown per role")
    p.add_argument("--cid")
    p.add_argument("--role")
    p.add_argument("--agent")
    p.add_argument("--task", default="Ingest the annual report annual-2025.pdf (48MB) into the knowledge base")
    p.add_argument("--notes", type=int, default=12, help="rows in the daily-notes table")


def _add_main_parsers(sub) -> None:
    """reverie sample | run | show | prompt | demo."""
    p = sub.add_parser("sample", help="write the seeded sample episodes and role configs")
    _sample_args(p)
    p.set_defaults(func=cmd_sample)

    p = sub.add_parser("run", help="run reflection_job over a day range on the local Dagster instance")
    p.add_argument("--from", dest="from_day")
    p.add_argument("--to", dest="to_day")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("show", help="print notes per role, the hot cache and one assembled prompt")
    _show_args(p)
    p.set_defaults(func=cmd_show)

    p = sub.add_parser("prompt", help="print the user message an agent would get for a task")
    p.add_argument("--cid", required=True)
    p.add_argument("--role", required=True)
    p.add_argument("--agent", required=True)
    p.add_argument("--task", required=True)
    p.set_defaults(func=cmd_prompt)

    p = sub.add_parser("demo", help="sample + run + show: the README's main command")
    _sample_args(p)
    _show_args(p)
    p.add_argument("--skip-sample", action="store_true")
    p.set_defaults(func=cmd_demo)


def _command_parsers() -> list:
    """The parser builders of the other commands (imported here: each module imports this one's helpers)."""
    from pipelines.backfill import add_backfill_parser  # reverie backfill ASSET --from D1 --to D2
    from pipelines.decisions_cli import add_decisions_parser  # reverie decisions show|run
    from pipelines.dream_cli import add_dream_parsers  # reverie dream [--date D | --from D1 --to D2], proactive
    from pipelines.forget_cli import add_forget_parser  # reverie forget --collective CID (--session ID | ...)
    from pipelines.inbox_cli import add_inbox_parser  # reverie inbox [--collective CID] [--limit N] [--json]
    from pipelines.repair_cli import add_repair_parser  # reverie repair [--collective C] | --restore TABLE ...
    from pipelines.search_cli import add_search_parsers  # reverie search QUERY ..., reverie eval retrieval DIR
    from pipelines.settings_cli import add_settings_parser  # reverie settings [--markdown]
    from pipelines.sql_cli import add_sql_parser  # reverie sql "SELECT ..." [--collective C]

    return [
        add_backfill_parser,
        add_search_parsers,
        add_decisions_parser,
        add_dream_parsers,
        add_sql_parser,
        add_repair_parser,
        add_forget_parser,
        add_settings_parser,
        add_inbox_parser,
    ]


def main(argv: list[str] | None = None) -> int:
    import warnings

    # Single-run backfill policies are beta in Dagster 1.13 but are what make range runs work.
    warnings.filterwarnings("ignore", message="Parameter `backfill_policy`")
    args = build_parser().parse_args(argv)
    from reverie.config import Settings

    try:  # a setting that cannot work is refused before any command starts, naming its variable
        Settings()
    except ValueError as exc:
        from rich.markup import escape

        console.print(f"[red]refused:[/red] {escape(str(exc))}", soft_wrap=True)
        return 2
    try:
        return args.func(args)
    except Exception as exc:  # a full disk, read-only storage, a damaged table, bad input: one line, no traceback
        from rich.markup import escape

        from reverie.errors import ReverieError
        from reverie.stores.repair import explain_failure

        line = explain_failure(exc)
        if line is None and not isinstance(exc, ReverieError):
            raise
        if line is None:
            console.print(f"[red]error:[/red] {escape(str(exc))}", highlight=False, soft_wrap=True)
        else:
            console.print(f"[red]{escape(line)}[/red]", soft_wrap=True)
        return 2


if __name__ == "__main__":
    sys.exit(main())
