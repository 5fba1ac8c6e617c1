"""The local Dagster instance and the one way Reverie executes a job on it.

- `ensure_dagster_home`: $DAGSTER_HOME, or `.dagster_home/` with the repo's
  dagster.yaml, so every local run shows in the UI (`make ui`).
- `local_instance`: that instance, after marking failed the runs a killed
  `reverie` process on this host left STARTED (orphaned-run recovery).
- `execute_locally`: the one local execution path, used by `reverie run`,
  `reverie files run`, `reverie demo` and `reverie backfill`: one run of a job
  (or of an asset selection, or a re-execution from failure) in this process,
  tagged with its partition(s), this host and this process.

Dagster imports stay inside the functions: the CLI imports this module at start.
"""

from __future__ import annotations

import os
import shutil
import socket
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pipelines.errors import root_cause

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFINITIONS_MODULE = "pipelines.definitions"

BACKFILL_TAG = "reverie/backfill"  # the id of the `reverie backfill` a run belongs to
PID_TAG = "reverie/pid"
PROCESS_START_TAG = "reverie/pid_start"  # with the pid, tells a live process from a new one that reuses its pid
HOST_TAG = "reverie/host"
PARTITION_TAG = "dagster/partition"
RANGE_START_TAG = "dagster/asset_partition_range_start"
RANGE_END_TAG = "dagster/asset_partition_range_end"


def partition_tags(first_day: str, last_day: str) -> dict[str, str]:
    """The run tags that make a run cover one day, or the range first_day..last_day in one run."""
    if first_day == last_day:
        return {PARTITION_TAG: first_day}
    return {RANGE_START_TAG: first_day, RANGE_END_TAG: last_day}


def ensure_dagster_home() -> Path:
    """Use $DAGSTER_HOME, or `.dagster_home/` here with the repo's dagster.yaml, so runs show in the UI."""
    home = Path(os.environ.get("DAGSTER_HOME") or Path.cwd() / ".dagster_home").resolve()
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    if not config.exists() and (REPO_ROOT / "dagster.yaml").exists():
        shutil.copyfile(REPO_ROOT / "dagster.yaml", config)
    os.environ["DAGSTER_HOME"] = str(home)
    return home


# -- Dagster internals we rely on (no public equivalent in dagster 1.13) --------------------------------------------


def reconstructable_job(job_name: str):
    """The job as Dagster rebuilds it in other processes: by name, from the `reverie` code location.

    Why private (`dagster._core...ReconstructableRepository`): `dg.execute_job`
    needs a reconstructable job, and the public `dg.reconstructable` /
    `dg.build_reconstructable_job` rebuild a job from a function, which gives
    the implicit asset job another origin. Built from the repository (as
    `dagster asset materialize` does), `__ASSET_JOB` keeps its name and the UI
    can re-execute these runs like any other.
    """
    from dagster._core.definitions.reconstruct import ReconstructableRepository

    return ReconstructableRepository.for_module(
        DEFINITIONS_MODULE, "defs", working_directory=str(REPO_ROOT)
    ).get_reconstructable_job(job_name)


def free_pool_slots(instance, run_id: str) -> None:
    """Give back the concurrency-pool slots (e.g. `llm`) a killed run still holds.

    Why internal (`instance.event_log_storage`, not a documented API): a killed
    process never frees its slots, so without this the retry of its run waits
    forever for `llm`; the UI offers the same as "free concurrency slots".
    """
    if instance.event_log_storage.supports_global_concurrency_limits:
        instance.event_log_storage.free_concurrency_slots_for_run(run_id)


def daemon_tick_times(schedule, start_timestamp: float, count: int) -> list:
    """The first `count` times the daemon fires `schedule` from `start_timestamp` on (timezone-aware datetimes).

    Why private (`dagster._utils.schedules`): the daemon's own tick iterator,
    with its daylight-saving handling, has no public equivalent; the cadence
    tests use it to check the reflection schedule the way the daemon fires it.
    """
    from itertools import islice

    from dagster._utils.schedules import schedule_execution_time_iterator

    return list(
        islice(
            schedule_execution_time_iterator(start_timestamp, schedule.cron_schedule, schedule.execution_timezone),
            count,
        )
    )


# -- orphaned runs ---------------------------------------------------------------------------------------------------


def _stat(pid: int) -> list[bytes]:
    """Fields 3.. of /proc/<pid>/stat (state, ppid, ...: after the command name); [] when unreadable."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return []


def _process_start(pid: int) -> str:
    """When process `pid` started (clock ticks since boot, /proc/<pid>/stat field 22); '' when unknown."""
    fields = _stat(pid)
    return fields[19].decode() if len(fields) > 19 else ""


def process_exists(pid: int) -> bool:
    """True while process `pid` exists and is not a zombie (a killed process not yet reaped is gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return _stat(pid)[:1] != [b"Z"]


def _pid_alive(pid: int, started: str = "") -> bool:
    if not process_exists(pid):
        return False
    if started:  # the same process, not a new one that got its pid
        return _process_start(pid) in (started, "")
    try:  # runs tagged before PROCESS_START_TAG existed: a backfill's command line says so
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return b"backfill" in f.read()
    except OSError:
        return True


def fail_orphaned_runs(instance) -> list:
    """Mark failed the runs a killed `reverie` process on this host left in flight; return those runs."""
    import dagster as dg

    in_flight = [dg.DagsterRunStatus.STARTED, dg.DagsterRunStatus.STARTING, dg.DagsterRunStatus.NOT_STARTED]
    orphans = []
    for run in instance.get_runs(dg.RunsFilter(statuses=in_flight, tags={HOST_TAG: socket.gethostname()})):
        pid = int(run.tags.get(PID_TAG, "0") or 0)
        if pid and not _pid_alive(pid, run.tags.get(PROCESS_START_TAG, "")):
            instance.report_run_failed(
                run,
                f"the `reverie` process (pid {pid}) that ran this run is gone; "
                "re-run with --resume to re-execute it from the failed step",
            )
            free_pool_slots(instance, run.run_id)
            orphans.append(run)
    return orphans


@contextmanager
def local_instance(report: Callable[[str], Any] | None = None) -> Iterator[Any]:
    """The local instance (see `ensure_dagster_home`), with orphaned runs of this host marked failed first."""
    import dagster as dg

    ensure_dagster_home()
    with dg.DagsterInstance.get() as instance:
        orphans = fail_orphaned_runs(instance)
        if orphans and report is not None:
            what = "backfill" if all(BACKFILL_TAG in r.tags for r in orphans) else "reverie process"
            report(
                f"[yellow]marked {len(orphans)} run(s) of a killed {what} as failed:[/yellow] "
                + ", ".join(r.run_id[:8] for r in orphans)
            )
        yield instance


# -- the one local execution path ----------------------------------------------------------------------------------


@dataclass
class RunOutcome:
    """What one local run did: its id, whether it succeeded, its step failures and materialisations."""

    run_id: str
    success: bool
    seconds: float
    errors: list[str] = field(default_factory=list)  # "step_key: message", one per failed step
    materializations: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (asset key, metadata)


def execute_locally(
    instance,
    job_name: str,
    *,
    tags: dict[str, str],
    asset_keys: Sequence[str] | None = None,
    parent_run_id: str | None = None,
    run_config: dict[str, Any] | None = None,
    verbose: bool = True,
) -> RunOutcome:
    """Execute one run of `job_name` in this process (or on the job's executor when it is not the default one).

    `asset_keys` ("a/b" strings) selects assets of the job; `parent_run_id`
    re-executes that run from its failed step instead (the UI's "re-execute
    from failure"). `run_config` configures the ops; `verbose=False` keeps
    Dagster's own logs to warnings.
    """
    import dagster as dg

    recon = reconstructable_job(job_name)
    run_config = dict(run_config or {})  # e.g. {"ops": {...}}; execution and loggers are set here
    if recon.get_definition().executor_def.name == dg.multi_or_in_process_executor.name:
        # Dagster's default executor: run the steps here rather than one subprocess per step.
        run_config["execution"] = {"config": {"in_process": {}}}
    if not verbose:
        run_config["loggers"] = {"console": {"config": {"log_level": "WARNING"}}}
    pid = os.getpid()
    tags = {**tags, PID_TAG: str(pid), PROCESS_START_TAG: _process_start(pid), HOST_TAG: socket.gethostname()}
    started = time.perf_counter()
    if parent_run_id:
        # The tags the UI's "re-execute" puts on a retry, so the UI groups it with the failed run.
        parent = instance.get_run_by_id(parent_run_id)
        tags.update(
            {"dagster/parent_run_id": parent.run_id, "dagster/root_run_id": parent.root_run_id or parent.run_id}
        )
        options = dg.ReexecutionOptions.from_failure(parent_run_id, instance)
        result = dg.execute_job(recon, instance, run_config=run_config, tags=tags, reexecution_options=options)
    else:
        selection = [dg.AssetKey.from_user_string(k) for k in asset_keys] if asset_keys else None
        result = dg.execute_job(recon, instance, run_config=run_config, tags=tags, asset_selection=selection)
    outcome = RunOutcome(result.run_id, result.success, time.perf_counter() - started)
    for event in result.all_events:
        if event.is_step_materialization:
            mat = event.step_materialization_data.materialization
            outcome.materializations.append(
                (mat.asset_key.to_user_string(), {k: v.value for k, v in mat.metadata.items()})
            )
        elif event.is_step_failure:
            outcome.errors.append(f"{event.step_key}: {root_cause(event.step_failure_data.error)}")
    return outcome


def stale_partition_status(instance, defs) -> Callable[[Any, str], bool]:
    """`is_stale(asset_key, partition_key)` as the UI computes it (code version or an input's data version changed).

    Why private (`dagster._core...CachingStaleStatusResolver`, `AssetGraphView`): Dagster 1.13 has no public API
    for an asset partition's stale status; the webserver and the stale-asset sensor use this resolver, so
    `reverie backfill --stale` recomputes exactly what the UI marks stale.
    """
    from dagster._core.asset_graph_view.asset_graph_view import AssetGraphView, TemporalContext
    from dagster._core.definitions.data_version import CachingStaleStatusResolver, StaleStatus
    from dagster._time import get_current_datetime

    graph = defs.resolve_asset_graph()
    view = AssetGraphView(
        temporal_context=TemporalContext(effective_dt=get_current_datetime(), last_event_id=None),
        instance=instance,
        asset_graph=graph,
    )
    resolver = CachingStaleStatusResolver(instance, graph, view)
    return lambda key, partition: resolver.get_status(key, partition) == StaleStatus.STALE
