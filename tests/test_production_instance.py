"""Reverie on the production instance of deploy/: Postgres storage, the queued run coordinator with
run and pool limits, and a Celery worker (Redis broker) that runs the steps.

The pieces are started with deploy/run.sh, as the README tells an operator to; a partitioned
reflection run is launched with `reverie backfill ... --url`, and the test then reads Postgres
directly: the run, its events, and the engine events naming the Celery worker that ran each step.
"""

from __future__ import annotations

import json
import subprocess
import uuid
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tests.conftest import require_service
from tests.dagster_procs import BIN, REPO_ROOT, DagsterStack, base_env

pytestmark = [pytest.mark.integration, pytest.mark.slow]  # Postgres, daemon, a Celery worker

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"
BROKER, BACKEND = "redis://127.0.0.1:6379/12", "redis://127.0.0.1:6379/13"
DAYS = ("2024-05-01", "2024-05-03")
STEPS = {"episodes", "memory_notes", "memory_notes_hot_cache"}


def _reachable() -> tuple[bool, str]:
    try:
        import psycopg2
        import redis

        psycopg2.connect(PG_ADMIN, connect_timeout=2).close()
        redis.Redis.from_url(BROKER, socket_connect_timeout=1).ping()
        return True, ""
    except Exception as exc:  # noqa: BLE001 - any failure means "not available here"
        return False, f"{type(exc).__name__}: {exc}"


@pytest.fixture
def postgres_db() -> Iterator[str]:
    """A fresh Postgres database for one Dagster instance, dropped afterwards."""
    ok, why = _reachable()
    require_service(ok, f"Postgres at 127.0.0.1:5432 and Redis at 127.0.0.1:6379 are needed ({why})")
    import psycopg2

    name = f"reverie_test_{uuid.uuid4().hex[:10]}"
    admin = psycopg2.connect(PG_ADMIN)
    admin.autocommit = True
    try:
        with admin.cursor() as cur:
            cur.execute(f'CREATE DATABASE "{name}"')
        yield name
    finally:
        with admin.cursor() as cur:
            cur.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.close()


def test_reflection_run_on_postgres_with_a_celery_worker(reverie_env: Path, postgres_db: str, tmp_path: Path):
    import psycopg2

    from reverie.sample import SampleSpec, write_sample
    from reverie.stores.lance import LanceStore

    write_sample(
        reverie_env / "inbox" / "episodes",
        reverie_env / "roles",
        SampleSpec(episodes=240, days=3, end_day=date.fromisoformat(DAYS[1])),
    )
    home = (tmp_path / "dagster_home").resolve()
    env = base_env(
        home,
        DAGSTER_PG_URL=f"postgresql+psycopg2://postgres@127.0.0.1:5432/{postgres_db}",
        REVERIE_CELERY_BROKER=BROKER,
        REVERIE_CELERY_BACKEND=BACKEND,
    )
    deploy = REPO_ROOT / "deploy" / "run.sh"
    with DagsterStack(home, env, tmp_path / "logs", dev=False, daemon=True, workers=1, deploy_script=deploy) as stack:
        backfill = subprocess.run(
            [
                str(BIN / "reverie"),
                "backfill",
                "reflection_job",
                "--from",
                DAYS[0],
                "--to",
                DAYS[1],
                "--per-run",
                "3",
                "--url",
                stack.url,
                "--timeout",
                "240",
            ],
            env=stack.env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert backfill.returncode == 0, backfill.stdout + backfill.stderr + stack.logs()
        assert "3 partitions: 3 success" in backfill.stdout
        worker_log = next(p for p in stack.procs if p.name == "reverie-worker-1").log_tail(200_000)

    assert (home / "dagster.yaml").resolve() == (REPO_ROOT / "deploy" / "dagster.yaml").resolve()
    assert not (home / "history").exists(), "the instance wrote SQLite history instead of Postgres"

    conn = psycopg2.connect(f"postgresql://postgres@127.0.0.1:5432/{postgres_db}")
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT run_id, pipeline_name, status FROM runs")
            [(run_id, job, status)] = cur.fetchall()
            assert (job, status) == ("reflection_job", "SUCCESS")
            cur.execute("SELECT key, value FROM run_tags WHERE run_id = %s", (run_id,))
            tags = dict(cur.fetchall())
            assert tags["dagster/asset_partition_range_start"] == DAYS[0]
            assert tags["dagster/asset_partition_range_end"] == DAYS[1]
            assert "reverie/backfill" in tags

            cur.execute(
                "SELECT dagster_event_type, step_key, event FROM event_logs WHERE run_id = %s ORDER BY id", (run_id,)
            )
            events = cur.fetchall()
            types = [t for t, _, _ in events]
            for expected in (
                "PIPELINE_ENQUEUED",
                "PIPELINE_START",
                "STEP_START",
                "ASSET_MATERIALIZATION",
                "PIPELINE_SUCCESS",
            ):
                assert expected in types, expected
            assert {s for t, s, _ in events if t == "STEP_SUCCESS"} == STEPS
            # The Celery executor records which worker ran each step.
            workers = {}
            for event_type, step, body in events:
                if event_type != "ENGINE_EVENT" or "in celery worker" not in body:
                    continue
                entries = json.loads(body)["dagster_event"]["event_specific_data"]["metadata_entries"]
                workers[step] = next(e["entry_data"]["text"] for e in entries if e["label"] == "Celery worker")
            assert set(workers) == STEPS
            assert all(w.startswith("reverie-worker-1@") for w in workers.values()), workers

            # The llm pool limit that deploy/run.sh init set is stored in Postgres too.
            cur.execute('SELECT concurrency_key, "limit" FROM concurrency_limits')
            assert ("llm", 2) in cur.fetchall()
    finally:
        conn.close()

    assert worker_log.count("Task execute_plan[") >= len(STEPS) and " succeeded in " in worker_log
    notes = LanceStore(str(reverie_env / "data" / "lancedb")).notes_for_days(*DAYS).to_pylist()
    assert {n["day"] for n in notes} == {"2024-05-01", "2024-05-02", "2024-05-03"}
