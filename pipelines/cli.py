"""`reverie` command line: sample data, run the pipelines on the local instance, show what memory holds."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from datetime import date, timedelta
from pathlib import Path

from rich.console import Console
from rich.table import Table

console = Console()
REPO_ROOT = Path(__file__).resolve().parent.parent


def ensure_dagster_home() -> Path:
    """Use $DAGSTER_HOME, or `.dagster_home/` here with the repo's dagster.yaml, so runs show in the UI."""
    home = Path(os.environ.get("DAGSTER_HOME") or Path.cwd() / ".dagster_home").resolve()
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    if not config.exists() and (REPO_ROOT / "dagster.yaml").exists():
        shutil.copyfile(REPO_ROOT / "dagster.yaml", config)
    os.environ["DAGSTER_HOME"] = str(home)
    return home


def run_job(job_name: str, first_day: str, last_day: str) -> bool:
    """Execute a partitioned job in this process over [first_day, last_day] as one range run."""
    import dagster as dg

    from pipelines.definitions import defs

    ensure_dagster_home()
    job = defs.resolve_job_def(job_name)
    tags = {"dagster/asset_partition_range_start": first_day, "dagster/asset_partition_range_end": last_day}
    with dg.DagsterInstance.get() as instance:
        result = job.execute_in_process(instance=instance, tags=tags, raise_on_error=False)
    for event in result.all_events:
        if event.is_step_failure:
            console.print(f"[red]step failed:[/red] {event.step_key}: {event.event_specific_data.error.message}")
    return result.success


def cmd_sample(args: argparse.Namespace) -> int:
    from reverie.config import Settings
    from reverie.sample import SampleSpec, write_sample

    s = Settings()
    end = date.fromisoformat(args.end_day) if args.end_day else None
    info = write_sample(s.inbox_dir / "episodes", s.roles_dir,
                        SampleSpec(episodes=args.episodes, days=args.days, end_day=end, seed=args.seed))
    console.print(f"wrote {info['episodes']} episodes in {info['files']} files to {s.inbox_dir / 'episodes'} "
                  f"({info['first_day']} .. {info['last_day']}), roles in {s.roles_dir}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    first, last = _day_range(args)
    console.print(f"[bold]reflection_job[/bold] over {first} .. {last} (one range run)")
    ok = run_job("reflection_job", first, last)
    console.print("[green]run succeeded[/green]" if ok else "[red]run failed[/red]")
    return 0 if ok else 1


def _day_range(args: argparse.Namespace) -> tuple[str, str]:
    from reverie.config import Settings
    from reverie.episodes import iter_inbox_files

    if args.from_day and args.to_day:
        return args.from_day, args.to_day
    # Default: the days the inbox files cover (their names or, failing that, yesterday).
    days = sorted(p.stem[-10:] for p in iter_inbox_files(Settings().inbox_dir / "episodes") if _is_day(p.stem[-10:]))
    yesterday = (date.today() - timedelta(days=1)).isoformat()
    return args.from_day or (days[0] if days else yesterday), args.to_day or (days[-1] if days else yesterday)


def _is_day(text: str) -> bool:
    try:
        date.fromisoformat(text)
        return True
    except ValueError:
        return False


def cmd_show(args: argparse.Namespace) -> int:
    """Print notes per role, the hot-cache contents and one assembled prompt."""
    from reverie.config import Settings
    from reverie.hotcache import memory_notes_key, open_hot_cache, read_memory_notes
    from reverie.store import LanceStore

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
    backend = f"redis {s.redis_url}" if s.redis_url else f"sqlite {s.hot_cache_sqlite_path}"
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
    return 0


def _prompt(cid: str, role: str, agent: str, task: str) -> str:
    from reverie.config import Settings
    from reverie.embedding import make_embedder
    from reverie.prompt import build_user_message
    from reverie.store import LanceStore

    s = Settings()
    return build_user_message(task, cid=cid, role=role, agent_id=agent, store=LanceStore(s.lancedb_path),
                              embedder=make_embedder(s.embed_backend, s.embed_dtype))


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
    return cmd_show(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reverie", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    def sample_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--episodes", type=int, default=6000)
        p.add_argument("--days", type=int, default=14)
        p.add_argument("--end-day", help="last day of the sample (default: yesterday, UTC)")
        p.add_argument("--seed", type=int, default=7)

    def show_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--per-role", type=int, default=5, help="hot-cache notes shown per role")
        p.add_argument("--cid")
        p.add_argument("--role")
        p.add_argument("--agent")
        p.add_argument("--task", default="Ingest the annual report annual-2025.pdf (48MB) into the knowledge base")

    p = sub.add_parser("sample", help="write the seeded sample episodes and role configs")
    sample_args(p)
    p.set_defaults(func=cmd_sample)

    p = sub.add_parser("run", help="run reflection_job over a day range on the local Dagster instance")
    p.add_argument("--from", dest="from_day")
    p.add_argument("--to", dest="to_day")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("show", help="print notes per role, the hot cache and one assembled prompt")
    show_args(p)
    p.set_defaults(func=cmd_show)

    p = sub.add_parser("prompt", help="print the user message an agent would get for a task")
    p.add_argument("--cid", required=True)
    p.add_argument("--role", required=True)
    p.add_argument("--agent", required=True)
    p.add_argument("--task", required=True)
    p.set_defaults(func=cmd_prompt)

    p = sub.add_parser("demo", help="sample + run + show: the README's main command")
    sample_args(p)
    show_args(p)
    p.add_argument("--skip-sample", action="store_true")
    p.set_defaults(func=cmd_demo)

    from pipelines.backfill import add_backfill_parser

    add_backfill_parser(sub)  # reverie backfill ASSET --from D1 --to D2
    return parser


def main(argv: list[str] | None = None) -> int:
    import warnings

    # Single-run backfill policies are beta in Dagster 1.13 but are what make range runs work.
    warnings.filterwarnings("ignore", message="Parameter `backfill_policy`")
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
