"""`reverie decisions show|run`: decision memory from the command line (and its part of `reverie demo`)."""

from __future__ import annotations

import argparse
from datetime import date, timedelta

from rich.console import Console
from rich.markup import escape
from rich.table import Table

console = Console()

DEMO_TITLE = "Friday 6PM deadline collision"
DEMO_METRICS = {
    "career.workload": 94.0,
    "mental_wellbeing.stress_level": 88.0,
    "relationships.romantic": 31.0,
    "finances.savings": 62.0,
    "physical_health.sleep": 45.0,
    "time.free_hours": 52.0,
}
DEMO_HIGHER_IS_WORSE = ["stress_level", "workload", "debt_pressure"]


def _metrics(pairs: list[str] | None) -> dict[str, float]:
    out: dict[str, float] = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--metric {pair!r}: expected NAME=NUMBER")
        try:
            out[name.strip()] = float(value)
        except ValueError as exc:
            raise ValueError(f"--metric {pair!r}: {value!r} is not a number") from exc
    return out


def cmd_decisions_show(args: argparse.Namespace) -> int:
    """Open decision memory (hydrating it when empty), print its stats, a query, the few-shot block and a reward."""
    from reverie.decisions import DecisionInputError, DecisionMemory

    try:
        metrics = _metrics(args.metric) or DEMO_METRICS
        higher = [m.strip() for m in args.higher_is_worse.split(",") if m.strip()]
        memory = DecisionMemory(cid=args.collective, higher_is_worse=higher)
        hydration = memory.hydration
        console.print(
            f"decision memory in {memory.uri} (embedder {memory.model_id}"
            + (f"; [yellow]{escape(memory.embedding_fallback)}[/yellow]" if memory.embedding_fallback else "")
            + ")"
        )
        if not memory.persistent:
            console.print(f"[red]not persistent:[/red] {escape(memory.fallback_reason)}; an in-memory store is shown")
        if hydration is not None:
            counts = ", ".join(f"{n} {k}" for k, n in hydration.counts.items())
            console.print(f"hydration: {escape(hydration.reason)}" + (f" ({counts})" if counts else ""))
        stats = memory.get_stats()
        table = Table(
            title=f"get_stats(): {stats['total_memories']} decisions, average reward {stats['average_reward']}"
        )
        table.add_column("action type")
        table.add_column("decisions", justify="right")
        for action, n in list(stats["by_action_type"].items())[:8]:
            table.add_row(action, str(n))
        console.print(table)
        if stats.get("feedback_not_joined"):
            console.print(
                f"feedback not yet joined: {stats['feedback_not_joined']} episode(s) have feedback and no "
                "stored decision"
            )
        results = memory.retrieve_similar(args.title, metrics, n=args.n)
        block = memory.build_few_shot_prompt(args.title, metrics, n=args.n)
        reward = memory.human_feedback_reward(f"{args.title} " + " ".join(f"{k}:{v:g}" for k, v in metrics.items()))
    except (DecisionInputError, ValueError) as exc:
        console.print(f"[red]refused:[/red] {escape(str(exc))}")
        return 2
    table = Table(title=f"retrieve_similar({args.title!r}, n={args.n}): 2n candidates, reward >= 0.05, top n by cosine")
    for col in ("similarity", "reward", "action", "domain", "episode", "conflict"):
        table.add_column(col)
    for r in results:
        table.add_row(
            f"{r['similarity_score']:.3f}",
            f"{r['reward']:.2f}",
            r["action_type"],
            r["target_domain"],
            r["episode_id"] or "",
            escape(r["conflict_title"]),
        )
    console.print(table)
    console.rule("build_few_shot_prompt(...)")
    console.print(block or "(no past decisions rewarded >= 0.05 yet)", markup=False, highlight=False, soft_wrap=True)
    console.rule()
    console.print(f"human_feedback_reward(situation) = {reward}")
    return 0


def cmd_decisions_run(args: argparse.Namespace) -> int:
    """decisions_job (episodes -> decisions, trajectories, feedback -> decision_memory) over a day range."""
    from pipelines.cli_common import run_job

    yesterday = (date.today() - timedelta(days=1)).isoformat()
    first, last = args.from_day or yesterday, args.to_day or args.from_day or yesterday
    console.print(f"[bold]decisions_job[/bold] over {first} .. {last} (one range run)")
    ok = run_job("decisions_job", first, last)
    console.print("[green]run succeeded[/green]" if ok else "[red]run failed[/red]")
    return 0 if ok else 1


def cmd_decisions_demo(args: argparse.Namespace) -> int:
    """The demo's decision-memory part: the pipeline over the last sample day, then `decisions show`."""
    import json

    from reverie.config import Settings
    from reverie.decisions.seed import inbox_episodes

    last = getattr(args, "end_day", None) or (date.today() - timedelta(days=1)).isoformat()
    inbox = Settings().inbox_dir / "episodes"
    inbox.mkdir(parents=True, exist_ok=True)
    path = inbox / f"decisions-{last}.jsonl"
    episodes = inbox_episodes(last)
    path.write_text("".join(json.dumps(e) + "\n" for e in episodes), encoding="utf-8")
    kinds = {k: sum(e["kind"] == k for e in episodes) for k in ("DECISION", "TRAJECTORY", "FEEDBACK")}
    console.print(f"wrote {path} ({', '.join(f'{n} {k}' for k, n in kinds.items())} episodes)")
    rc = cmd_decisions_run(argparse.Namespace(from_day=last, to_day=last))
    if rc:
        return rc
    return cmd_decisions_show(
        argparse.Namespace(
            title=DEMO_TITLE, metric=None, higher_is_worse=",".join(DEMO_HIGHER_IS_WORSE), n=3, collective="default"
        )
    )


def add_decisions_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("decisions", help="decision memory: past decisions, rewards and human feedback")
    dsub = p.add_subparsers(dest="decisions_command", required=True)
    q = dsub.add_parser("show", help="hydrate when empty, print stats, similar decisions and the few-shot block")
    q.add_argument("--title", default=DEMO_TITLE, help="the conflict the agent faces")
    q.add_argument(
        "--metric",
        action="append",
        metavar="NAME=NUMBER",
        help="current metric (repeatable; default: a sample deadline-crunch situation)",
    )
    q.add_argument(
        "--higher-is-worse",
        default=",".join(DEMO_HIGHER_IS_WORSE),
        help="comma-separated metric names whose high values are the stressed ones",
    )
    q.add_argument("-n", type=int, default=3, help="decisions to retrieve")
    q.add_argument("--collective", default="default")
    q.set_defaults(func=cmd_decisions_show)
    q = dsub.add_parser("run", help="run decisions_job over a day range on the local instance")
    q.add_argument("--from", dest="from_day", help="first day (default: yesterday)")
    q.add_argument("--to", dest="to_day", help="last day (default: --from)")
    q.set_defaults(func=cmd_decisions_run)
