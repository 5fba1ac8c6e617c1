"""`reverie backfill`: materialise assets over a range of days, with progress per partition.

Every chunk of `--per-run` days (default 1) is one Dagster run, tagged
`reverie/backfill=<id>`, so a failed day shows up on its own, can be retried
on its own, and does not hold back the other days. Two places to run them:

* locally (default): the runs execute one after the other in this process,
  on the Dagster instance at $DAGSTER_HOME (`.dagster_home/` by default: the
  one `make ui` shows);
* `--url http://host:3000`: the runs are submitted to a running Dagster
  deployment (webserver + daemon, e.g. the one in deploy/), whose run queue,
  pool limits and executor (Celery workers) run them; this command follows
  them until they finish.

`--resume` continues an interrupted backfill of the same assets and days:
chunks whose last run succeeded are skipped and failed ones are re-executed
from the failed step (Dagster's "re-execute from failure", shown in the UI as a
retry of the failed run). A local run whose process was killed is marked
failed first, so the UI never shows it as still running.
"""

from __future__ import annotations

import argparse
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from pipelines.graphql import DagsterGraphQL, GraphQLError
from pipelines.instance import BACKFILL_TAG, execute_locally, local_instance, partition_tags

TARGET_TAG = "reverie/target"
ASSET_JOB = "__ASSET_JOB"
DONE = ("SUCCESS", "FAILURE", "CANCELED")
METRICS_PER_ASSET = 2
Metrics = dict[str, dict[str, float]]  # asset key -> {metadata label: number}

console = Console()


# -- what to backfill ----------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """A job, or a selection of assets run through Dagster's implicit asset job."""

    job_name: str
    asset_keys: tuple[str, ...]  # asset keys as "a/b" strings; all of the job's assets for a job
    select_assets: bool  # True: launch `job_name` with `asset_keys` as the asset selection

    @property
    def label(self) -> str:
        return self.job_name if not self.select_assets else ",".join(self.asset_keys)


@dataclass
class Chunk:
    """One run's worth of days and what became of it."""

    days: list[str]
    action: str = "run"  # run | retry (from the failed step of parent_run_id) | skip (done) | follow (in flight)
    status: str = "PENDING"
    run_id: str = ""
    parent_run_id: str = ""
    seconds: float = 0.0
    metrics: Metrics = field(default_factory=dict)
    error: str = ""

    @property
    def label(self) -> str:
        return self.days[0] if len(self.days) == 1 else f"{self.days[0]}..{self.days[-1]}"

    def tags(self) -> dict[str, str]:
        return partition_tags(self.days[0], self.days[-1])


def resolve_target(names: Sequence[str]):
    """Turn names (a job, asset keys, or asset group names) into a Target and its daily partitions."""
    import dagster as dg

    from pipelines.definitions import defs

    graph = defs.resolve_asset_graph()
    jobs = {j.name: j for j in defs.resolve_all_job_defs() if not j.name.startswith("__")}
    wanted = [n.strip() for name in names for n in name.split(",") if n.strip()]
    if not wanted:
        raise ValueError("name at least one asset, asset group or job to backfill")
    if len(wanted) == 1 and wanted[0] in jobs:
        job = jobs[wanted[0]]
        keys = sorted(k.to_user_string() for k in job.asset_layer.executable_asset_keys)
        target = Target(job.name, tuple(keys), select_assets=False)
    else:
        all_keys = {k.to_user_string(): k for k in graph.get_all_asset_keys()}
        groups = set(graph.all_group_names)
        selected: set[str] = set()
        for name in wanted:
            if name in all_keys:
                selected.add(name)
            elif name in groups:
                selected.update(k.to_user_string() for k in graph.asset_keys_for_group(name))
            elif name in jobs:
                raise ValueError(f"{name!r} is a job: backfill it on its own, not together with assets")
            else:
                raise ValueError(
                    f"{name!r} is not an asset, asset group or job of the `reverie` code location; "
                    f"assets: {', '.join(sorted(all_keys))}; groups: {', '.join(sorted(groups))}; "
                    f"jobs: {', '.join(sorted(jobs))}"
                )
        target = Target(ASSET_JOB, tuple(sorted(selected)), select_assets=True)
    partitions = {graph.get(dg.AssetKey.from_user_string(k)).partitions_def for k in target.asset_keys}
    if len(partitions) != 1 or None in partitions:
        raise ValueError(
            f"{target.label}: a backfill needs assets that share one daily partitioning; "
            f"found {', '.join(sorted(str(p) for p in partitions))}"
        )
    return target, partitions.pop()


def plan_chunks(partitions_def, first_day: str, last_day: str, per_run: int) -> list[Chunk]:
    """The partition keys from first_day to last_day (inclusive), cut into runs of `per_run` days."""
    for label, day in (("--from", first_day), ("--to", last_day)):
        try:
            date.fromisoformat(day)
        except ValueError:
            raise ValueError(f"{label} {day!r} is not a day (YYYY-MM-DD)") from None
    if first_day > last_day:
        raise ValueError(f"--from {first_day} is after --to {last_day}")
    keys = [k for k in partitions_def.get_partition_keys() if first_day <= k <= last_day]
    if not keys:
        raise ValueError(f"no partitions between {first_day} and {last_day}: {partitions_def}")
    if per_run < 1:
        raise ValueError(f"--per-run {per_run}: a run covers at least one day")
    return [Chunk(keys[i : i + per_run]) for i in range(0, len(keys), per_run)]


# -- running in this process ---------------------------------------------------


def _previous_run_local(instance, target: Target, chunk: Chunk):
    import dagster as dg

    runs = instance.get_runs(dg.RunsFilter(tags={TARGET_TAG: target.label, **chunk.tags()}), limit=1)
    return runs[0] if runs else None


def _metrics_from_materializations(materializations: Iterable[tuple[str, dict[str, Any]]]) -> Metrics:
    """The first few numeric metadata values of each asset (a range run repeats them per partition)."""
    out: dict[str, dict[str, float]] = {}
    for key, entries in materializations:
        if key in out:
            continue
        numbers = {k: v for k, v in entries.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
        out[key] = dict(list(numbers.items())[:METRICS_PER_ASSET])
    return out


def run_chunk_locally(instance, target: Target, chunk: Chunk, backfill_id: str, verbose: bool) -> None:
    """Execute one chunk in this process, through the one local execution path (`pipelines.instance`)."""
    outcome = execute_locally(
        instance,
        target.job_name,
        tags={BACKFILL_TAG: backfill_id, TARGET_TAG: target.label, **chunk.tags()},
        asset_keys=target.asset_keys if target.select_assets else None,
        parent_run_id=chunk.parent_run_id if chunk.action == "retry" else None,
        verbose=verbose,
    )
    chunk.seconds, chunk.run_id = outcome.seconds, outcome.run_id
    chunk.status = "SUCCESS" if outcome.success else "FAILURE"
    chunk.error = outcome.errors[0] if outcome.errors else ""
    chunk.metrics = _metrics_from_materializations(outcome.materializations)


def backfill_locally(
    target: Target, chunks: list[Chunk], *, resume: bool, fail_fast: bool, verbose: bool, backfill_id: str
) -> list[Chunk]:
    with local_instance(console.print) as instance:
        home = instance.root_directory
        if resume:
            _plan_resume(chunks, lambda c: _previous_run_local(instance, target, c))
        console.print(
            f"backfill [bold]{backfill_id}[/bold] of [bold]{target.label}[/bold]: {len(chunks)} run(s) "
            f"over {sum(len(c.days) for c in chunks)} partition(s), in this process, instance {home}"
        )
        with _progress() as progress:
            task = progress.add_task("backfill", total=len(chunks))
            for i, chunk in enumerate(chunks):
                if chunk.action in ("skip", "follow"):
                    if chunk.action == "follow":
                        chunk.error = f"its run {chunk.run_id} is {chunk.status} in another live process; not run again"
                    progress.advance(task)
                    _print_chunk(progress.console, chunk)
                    continue
                progress.update(task, description=f"{chunk.label} ({chunk.action})")
                try:
                    run_chunk_locally(instance, target, chunk, backfill_id, verbose)
                except Exception as exc:  # noqa: BLE001 - one chunk's crash is reported; the others still run
                    chunk.status, chunk.error = "FAILURE", f"{type(exc).__name__}: {exc}"
                progress.advance(task)
                _print_chunk(progress.console, chunk)
                if fail_fast and chunk.status != "SUCCESS":
                    for rest in chunks[i + 1 :]:
                        rest.status = "NOT RUN"
                    break
    return chunks


def _plan_resume(chunks: list[Chunk], previous) -> None:
    """Skip chunks whose last run succeeded; re-execute from failure those whose last run failed."""
    for chunk in chunks:
        run = previous(chunk)
        if run is None:
            continue
        status = run["status"] if isinstance(run, dict) else run.status.value
        run_id = run["runId"] if isinstance(run, dict) else run.run_id
        if status == "SUCCESS":
            chunk.action, chunk.status, chunk.run_id = "skip", "SKIPPED", run_id
        elif status in ("FAILURE", "CANCELED"):
            chunk.action, chunk.parent_run_id = "retry", run_id
        else:  # queued or running: launching it again would run the day twice
            chunk.action, chunk.status, chunk.run_id = "follow", status, run_id


# -- running on a deployment, through its GraphQL API ---------------------------


def _summarise_remote_run(gql: DagsterGraphQL, chunk: Chunk, run: dict) -> None:
    chunk.status = run["status"]
    if run.get("startTime") and run.get("endTime"):
        chunk.seconds = run["endTime"] - run["startTime"]
    materializations = []
    for event in gql.events(chunk.run_id):
        if event["__typename"] == "MaterializationEvent":
            entries = {e["label"]: e.get("intValue", e.get("floatValue")) for e in event["metadataEntries"]}
            materializations.append(("/".join(event["assetKey"]["path"]), entries))
        elif event["__typename"] in ("ExecutionStepFailureEvent", "RunFailureEvent") and not chunk.error:
            error = (event.get("error") or {}).get("message") or event.get("message", "")
            chunk.error = f"{event.get('stepKey') or 'run'}: {error.strip()}"
    chunk.metrics = _metrics_from_materializations(materializations)


def backfill_remotely(
    target: Target,
    chunks: list[Chunk],
    *,
    url: str,
    location: str,
    resume: bool,
    backfill_id: str,
    poll_s: float,
    timeout_s: float,
) -> list[Chunk]:
    gql = DagsterGraphQL(url)
    if not gql.location_loaded(location):
        raise GraphQLError(f"code location {location!r} is not loaded in the deployment at {url}")
    if resume:

        def previous(chunk: Chunk):
            runs = gql.runs({TARGET_TAG: target.label, **chunk.tags()}, limit=1)
            return runs[0] if runs else None

        _plan_resume(chunks, previous)
    console.print(
        f"backfill [bold]{backfill_id}[/bold] of [bold]{target.label}[/bold]: {len(chunks)} run(s) over "
        f"{sum(len(c.days) for c in chunks)} partition(s), submitted to {url} (location {location})"
    )
    _submit_chunks(gql, target, chunks, location, backfill_id)
    _wait_for_runs(gql, chunks, url, poll_s, timeout_s)
    return chunks


def _submit_chunks(gql: DagsterGraphQL, target: Target, chunks: list[Chunk], location: str, backfill_id: str) -> None:
    """Launches each chunk to run and re-executes each to retry from its failure, tagged with the backfill."""
    tags = {BACKFILL_TAG: backfill_id, TARGET_TAG: target.label}
    for chunk in chunks:
        if chunk.action == "run":
            chunk.run_id = gql.launch_run(
                location,
                target.job_name,
                {**tags, **chunk.tags()},
                list(target.asset_keys) if target.select_assets else None,
            )
        elif chunk.action == "retry":
            chunk.run_id = gql.reexecute_from_failure(chunk.parent_run_id, tags)
        if chunk.action in ("run", "retry"):
            chunk.status = "QUEUED"


def _wait_for_runs(gql: DagsterGraphQL, chunks: list[Chunk], url: str, poll_s: float, timeout_s: float) -> None:
    """Polls the submitted runs until each is done or `timeout_s` passes, printing each chunk as it ends; asks
    again after a transient GraphQL error (up to 30 in a row)."""
    deadline = time.monotonic() + timeout_s
    with _progress() as progress:
        task = progress.add_task("waiting", total=len(chunks))
        for chunk in chunks:
            if chunk.action == "skip":
                progress.advance(task)
                _print_chunk(progress.console, chunk)
        pending = {c.run_id: c for c in chunks if c.action != "skip"}
        errors = 0
        while pending:
            try:
                runs = {r["runId"]: r for r in gql.runs_by_id(list(pending))}
                errors = 0
            except GraphQLError as exc:  # a webserver restart or a transient resolver error: ask again
                errors += 1
                if errors > 30:
                    raise
                progress.console.print(f"[yellow]asking {url} again after: {exc}[/yellow]")
                runs = {}
            for run_id, run in runs.items():
                chunk = pending[run_id]
                chunk.status = run["status"]
                if chunk.status in DONE:
                    _summarise_remote_run(gql, chunk, run)
                    del pending[run_id]
                    progress.advance(task)
                    _print_chunk(progress.console, chunk)
            states: dict[str, int] = {}
            for chunk in pending.values():
                states[chunk.status] = states.get(chunk.status, 0) + 1
            waiting = ", ".join(f"{n} {s.lower()}" for s, n in sorted(states.items()))
            progress.update(task, description=waiting or "done")
            if pending:
                if time.monotonic() > deadline:
                    for chunk in pending.values():
                        chunk.error = f"still {chunk.status} after {timeout_s:.0f} s (the runs go on in the deployment)"
                    break
                time.sleep(poll_s)


# -- output --------------------------------------------------------------------


def _progress() -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )


def _metrics_text(metrics: Metrics) -> str:
    return "; ".join(
        f"{asset}: " + " ".join(f"{k}={v:g}" for k, v in values.items()) for asset, values in metrics.items() if values
    )


def _print_chunk(out: Console, chunk: Chunk) -> None:
    marks = {"SUCCESS": "[green]ok[/green]", "SKIPPED": "[dim]skip[/dim]"}
    mark = marks.get(chunk.status, f"[red]{chunk.status.lower()}[/red]")
    retry = {"retry": f" retry of {chunk.parent_run_id[:8]}", "follow": " (started earlier)"}.get(chunk.action, "")
    out.print(
        f"{mark} {chunk.label}  run {chunk.run_id[:8] or '-'}{retry}  {chunk.seconds:5.1f} s  "
        f"{_metrics_text(chunk.metrics)}",
        highlight=False,
    )
    if chunk.error:
        out.print(f"   [red]{chunk.error.splitlines()[0][:300]}[/red]", highlight=False)


def print_summary(target: Target, chunks: list[Chunk], wall_s: float, rerun_hint: str) -> None:
    table = Table(title=f"backfill of {target.label}: {len(chunks)} run(s), {wall_s:.1f} s")
    table.add_column("partitions", no_wrap=True)
    table.add_column("status", no_wrap=True)
    table.add_column("run", no_wrap=True)
    table.add_column("s", justify="right", no_wrap=True)
    table.add_column("materialised (first numbers of each asset)")
    for chunk in chunks:
        numbers = "\n".join(
            f"{asset}: " + " ".join(f"{k}={v:g}" for k, v in values.items()) for asset, values in chunk.metrics.items()
        )
        table.add_row(chunk.label, chunk.status, chunk.run_id[:8], f"{chunk.seconds:.1f}", numbers)
    console.print(table)
    by_status: dict[str, int] = {}
    for chunk in chunks:
        by_status[chunk.status] = by_status.get(chunk.status, 0) + len(chunk.days)
    counts = ", ".join(f"{n} {s.lower()}" for s, n in sorted(by_status.items()))
    console.print(f"{sum(len(c.days) for c in chunks)} partitions: {counts}; wall time {wall_s:.1f} s")
    failed = [c for c in chunks if c.status not in ("SUCCESS", "SKIPPED")]
    if failed:
        console.print(f"[red]{len(failed)} run(s) did not succeed[/red]; continue with:\n  {rerun_hint} --resume")


# -- command line --------------------------------------------------------------


def add_backfill_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "backfill",
        help="materialise assets over a day range, one run per partition, with progress",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "assets",
        nargs="+",
        metavar="ASSET",
        help="asset keys (e.g. memory_notes), asset groups (e.g. reflection) or one job (reflection_job)",
    )
    p.add_argument("--from", dest="from_day", help="first day, YYYY-MM-DD (required unless --stale)")
    p.add_argument("--to", dest="to_day", help="last day, YYYY-MM-DD (inclusive; required unless --stale)")
    p.add_argument(
        "--stale",
        action="store_true",
        help="recompute exactly the stale partitions of ASSET (inputs observed first), within --from/--to",
    )
    p.add_argument("--per-run", type=int, default=1, help="days per run (default 1: one run per partition)")
    p.add_argument(
        "--resume",
        action="store_true",
        help="skip days whose last run succeeded, re-execute failed ones from the failed step",
    )
    p.add_argument("--url", help="submit the runs to the Dagster webserver at this URL instead of running them here")
    p.add_argument("--location", default="reverie", help="code location name on the deployment (default reverie)")
    p.add_argument("--fail-fast", action="store_true", help="stop at the first failed run (local runs only)")
    p.add_argument("--timeout", type=float, default=6 * 3600, help="seconds to follow submitted runs (with --url)")
    p.add_argument("--verbose", action="store_true", help="print Dagster's own step logs too (local runs)")
    p.set_defaults(func=cmd_backfill)


def cmd_backfill(args: argparse.Namespace) -> int:
    try:
        target, partitions_def = resolve_target(args.assets)
        if args.stale:
            from pipelines.stale_cli import stale_days

            chunks = [Chunk(days) for days in stale_days(target, args.from_day, args.to_day, args.per_run)]
            if not chunks:
                console.print(f"{target.label}: no stale partition; nothing to recompute")
                return 0
        elif not (args.from_day and args.to_day):
            raise ValueError("give --from and --to (or --stale)")
        else:
            chunks = plan_chunks(partitions_def, args.from_day, args.to_day, args.per_run)
    except ValueError as exc:
        console.print(f"[red]reverie backfill: {exc}[/red]")
        return 2
    backfill_id = uuid.uuid4().hex[:8]
    hint = (
        f"reverie backfill {' '.join(args.assets)}"
        + (" --stale" if args.stale else "")
        + (f" --from {args.from_day} --to {args.to_day}" if args.from_day and args.to_day else "")
        + (f" --per-run {args.per_run}" if args.per_run != 1 else "")
        + (f" --url {args.url}" if args.url else "")
    )
    started = time.perf_counter()
    if args.url:
        try:
            backfill_remotely(
                target,
                chunks,
                url=args.url,
                location=args.location,
                resume=args.resume,
                backfill_id=backfill_id,
                poll_s=1.0,
                timeout_s=args.timeout,
            )
        except GraphQLError as exc:
            console.print(f"[red]reverie backfill: {exc}[/red]")
            return 1
    else:
        if not args.stale:  # record what the inputs are now, so these runs remember what they read
            from pipelines.stale_cli import observe_locally

            observe_locally()
        backfill_locally(
            target, chunks, resume=args.resume, fail_fast=args.fail_fast, verbose=args.verbose, backfill_id=backfill_id
        )
    print_summary(target, chunks, time.perf_counter() - started, hint)
    return 0 if all(c.status in ("SUCCESS", "SKIPPED") for c in chunks) else 1
