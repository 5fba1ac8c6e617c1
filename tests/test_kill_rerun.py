"""A reflection run killed midway is re-executed and ends exactly where an uninterrupted run ends.

Two ways a run dies in practice, both on a real instance with real stores:

* the process running the LLM-heavy `memory_notes` step is SIGKILLed (what the
  kernel's OOM killer does) in a run the Dagster daemon launched: the run fails,
  and "re-execute from failure" (the UI's button, here its GraphQL mutation)
  finishes it;
* the `reverie backfill` process itself is SIGKILLed between two days: the run
  it was executing is left STARTED; `reverie backfill --resume` marks it failed,
  skips the days already done and re-executes it from the failed step.

Either way the LanceDB notes and episodes and the hot cache must equal those
of an uninterrupted run, with no duplicated row, and the instance must hold
the failed run and its retry (what the UI's run list shows).
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import FakeOpenAIServer, serve_llm
from tests.dagster_procs import BIN, DagsterStack, ManagedProcess, base_env, make_dagster_home, wait_until

pytestmark = [pytest.mark.integration, pytest.mark.slow]  # dagster dev, killed and re-run

FIRST_DAY, LAST_DAY = "2024-03-07", "2024-03-10"
RANGE_TAGS = {"dagster/asset_partition_range_start": FIRST_DAY, "dagster/asset_partition_range_end": LAST_DAY}
NO_NUX = "nux:\n  enabled: false\n"


class SlowLLM(FakeOpenAIServer):
    """The loopback LLM, answering with a function of the prompt, after `delay_s`.

    The delay stretches `memory_notes` over seconds so a kill lands between
    two of its days; answers do not depend on timing, so killed-and-resumed
    and uninterrupted runs must store identical notes.
    """

    def answer(self, body: dict) -> str:
        digest = hashlib.sha256(body["messages"][-1]["content"].encode()).hexdigest()[:12]
        return json.dumps({"summary": f"Lesson {digest}: split large inputs before processing.", "confidence": 0.75})


@pytest.fixture
def slow_llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[SlowLLM]:
    yield from serve_llm(SlowLLM(), monkeypatch)


@pytest.fixture
def sample(reverie_env: Path) -> Path:
    from reverie.sample import SampleSpec, write_sample

    write_sample(
        reverie_env / "inbox" / "episodes",
        reverie_env / "roles",
        SampleSpec(episodes=400, days=4, end_day=date.fromisoformat(LAST_DAY)),
    )
    return reverie_env


def snapshot(data_dir: Path) -> dict:
    """What a reader of Reverie's stores sees: notes, episode ids, hot-cache values."""
    from reverie.stores.lance import LanceStore

    store = LanceStore(str(data_dir / "lancedb"))
    notes = store.notes_for_days("0000-01-01", "9999-12-31").to_pylist()
    episodes = store.episodes_for_days("0000-01-01", "9999-12-31", columns=["id"]).to_pylist()
    cache = {}
    if (data_dir / "hotcache.db").exists():
        conn = sqlite3.connect(f"file:{data_dir / 'hotcache.db'}?mode=ro", uri=True)
        try:
            cache = {k: json.loads(v) for k, v in conn.execute("SELECT key, value FROM hot_cache")}
        except sqlite3.OperationalError:  # created, table not yet written
            pass
        finally:
            conn.close()
    return {
        "note_ids": [n["id"] for n in notes],
        "notes": sorted(
            (
                n["day"],
                n["cid"],
                n["agent_id"],
                n["role_label"],
                n["summary"],
                n["source_count"],
                round(float(n["confidence"]), 4),
                tuple(sorted(n["source_ids"])),
            )
            for n in notes
        ),
        "episode_ids": [e["id"] for e in episodes],
        "hot_cache": cache,
    }


def uninterrupted_reference(sample: Path, monkeypatch: pytest.MonkeyPatch) -> dict:
    """reflection_job over all four days in one uninterrupted in-process run, into a data dir of its own."""
    import dagster as dg

    from pipelines.definitions import defs

    ref_dir = sample / "reference-data"
    monkeypatch.setenv("REVERIE_DATA_DIR", str(ref_dir))
    try:
        result = defs.resolve_job_def("reflection_job").execute_in_process(
            instance=dg.DagsterInstance.ephemeral(), tags=RANGE_TAGS
        )
        assert result.success
    finally:
        monkeypatch.setenv("REVERIE_DATA_DIR", str(sample / "data"))
    return snapshot(ref_dir)


def assert_same_as_reference(sample: Path, reference: dict) -> None:
    got = snapshot(sample / "data")
    assert len(got["note_ids"]) == len(set(got["note_ids"])), "duplicated memory notes"
    assert len(got["episode_ids"]) == len(set(got["episode_ids"])), "duplicated episodes"
    assert got["notes"] == reference["notes"]
    assert sorted(got["episode_ids"]) == sorted(reference["episode_ids"])
    assert got["hot_cache"] == reference["hot_cache"]
    assert reference["notes"] and reference["hot_cache"], "the reference run produced no notes: sample too small?"


def test_killed_step_is_reexecuted_from_failure_through_the_deployment(
    sample: Path, slow_llm: SlowLLM, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    reference = uninterrupted_reference(sample, monkeypatch)
    home = make_dagster_home(tmp_path / "dagster_home", extra_yaml=NO_NUX)
    slow_llm.delay_s = 0.2
    # No step retries: with its retry policy (docs/reflection.md, "When the LLM is down") the deployment would
    # re-run the killed step itself and the run would succeed; this test is about re-executing a failed run.
    with DagsterStack(home, base_env(home, REVERIE_STEP_RETRIES="0"), tmp_path / "logs", dev=True) as stack:
        from pipelines.graphql import DagsterGraphQL

        gql = DagsterGraphQL(stack.url)
        run_id = gql.launch_run("reverie", "reflection_job", RANGE_TAGS)

        def step_pid_after_first_day() -> int | None:
            events = gql.events(run_id)
            if gql.run(run_id)["status"] in ("SUCCESS", "FAILURE", "CANCELED"):
                raise AssertionError(f"run {run_id} ended before it could be interrupted")
            pids = [
                int(m["text"])
                for e in events
                if e.get("stepKey") == "memory_notes" and e.get("eventType") == "STEP_WORKER_STARTED"
                for m in e.get("metadataEntries", [])
                if m["label"] == "pid"
            ]
            days_done = [
                e for e in events if e.get("stepKey") == "memory_notes" and "clusters ->" in e.get("message", "")
            ]
            return pids[0] if pids and days_done else None

        pid = wait_until(
            step_pid_after_first_day, 180, "memory_notes to finish its first day", interval_s=0.2, on_timeout=stack.logs
        )
        os.kill(pid, signal.SIGKILL)  # the step's process dies midway, as under the OOM killer
        wait_until(lambda: gql.run(run_id)["status"] in ("FAILURE", "CANCELED", "SUCCESS"), 120, "the run to end")
        killed = gql.run(run_id)
        assert killed["status"] == "FAILURE"
        partial = snapshot(sample / "data")
        assert partial["notes"] != reference["notes"], "the kill came too late: memory_notes had finished"

        retry_id = gql.reexecute_from_failure(run_id, {"reverie/test": "kill-rerun"})
        wait_until(
            lambda: gql.run(retry_id)["status"] in ("FAILURE", "CANCELED", "SUCCESS"),
            180,
            "the re-execution to end",
            on_timeout=stack.logs,
        )
        retry = gql.run(retry_id)
        assert retry["status"] == "SUCCESS", stack.logs()
        assert retry["parentRunId"] == run_id and retry["rootRunId"] == run_id
        # The retry re-ran only what had not succeeded; episodes were not ingested twice.
        retried_steps = {e["stepKey"] for e in gql.events(retry_id) if e.get("eventType") == "STEP_SUCCESS"}
        assert retried_steps == {"memory_notes", "memory_notes_hot_cache"}
        # What the UI's run list shows: the failed run and its retry, in one group.
        listed = {r["runId"]: r for r in gql.runs({"dagster/root_run_id": run_id})}
        assert listed[retry_id]["status"] == "SUCCESS"
        assert gql.run(run_id)["status"] == "FAILURE"

    assert_same_as_reference(sample, reference)


def test_killed_backfill_process_resumes_with_retry(
    sample: Path, slow_llm: SlowLLM, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    import dagster as dg

    reference = uninterrupted_reference(sample, monkeypatch)
    home = make_dagster_home(tmp_path / "dagster_home", extra_yaml=NO_NUX)
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    env = base_env(home, REVERIE_STEP_RETRIES="0")
    cmd = [str(BIN / "reverie"), "backfill", "reflection_job", "--from", FIRST_DAY, "--to", LAST_DAY]
    slow_llm.delay_s = 0.2
    # Create the instance's SQLite schemas before another process opens the same fresh home.
    with dg.DagsterInstance.get() as instance:
        cli = ManagedProcess("backfill", cmd, env, tmp_path / "logs" / "backfill-killed.log")
        try:

            def second_day_in_memory_notes() -> str | None:
                if not cli.running():
                    raise AssertionError(f"backfill ended before it could be killed:\n{cli.log_tail()}")
                for run in instance.get_runs(dg.RunsFilter(tags={"dagster/partition": "2024-03-08"})):
                    steps = {e.step_key for e in instance.all_logs(run.run_id, of_type=dg.DagsterEventType.STEP_START)}
                    if "memory_notes" in steps:
                        return run.run_id
                return None

            killed_run = wait_until(
                second_day_in_memory_notes,
                180,
                "the second day's run to reach memory_notes",
                interval_s=0.2,
                on_timeout=cli.log_tail,
            )
            os.killpg(cli.pid, signal.SIGKILL)
            cli.proc.wait(timeout=30)
            assert instance.get_run_by_id(killed_run).status == dg.DagsterRunStatus.STARTED  # orphaned

            slow_llm.delay_s = 0.0
            resumed = subprocess.run(cmd + ["--resume"], env=env, capture_output=True, text=True, timeout=300)
            assert resumed.returncode == 0, resumed.stdout + resumed.stderr
            assert "marked 1 run(s) of a killed backfill as failed" in resumed.stdout
            assert f"retry of {killed_run[:8]}" in resumed.stdout
            assert "4 partitions:" in resumed.stdout and "success" in resumed.stdout

            killed = instance.get_run_by_id(killed_run)
            assert killed.status == dg.DagsterRunStatus.FAILURE
            retries = instance.get_runs(dg.RunsFilter(tags={"dagster/parent_run_id": killed_run}))
            assert [r.status for r in retries] == [dg.DagsterRunStatus.SUCCESS]
            # Each day ends with exactly one successful run: the first day was skipped, not redone.
            for day in ("2024-03-07", "2024-03-08", "2024-03-09", "2024-03-10"):
                runs = instance.get_runs(
                    dg.RunsFilter(tags={"dagster/partition": day}, statuses=[dg.DagsterRunStatus.SUCCESS])
                )
                assert len(runs) == 1, (day, [r.run_id for r in runs])
        finally:
            cli.stop()

    assert_same_as_reference(sample, reference)
