"""Backfill benchmark: 30 days of reflection on the embedded instance vs the production instance.

Same sample (seeded episodes over 30 days), same code location, launched the way a user launches it:
- embedded: `dagster dev` (SQLite, multiprocess executor: one subprocess per step);
- production: deploy/run.sh (Postgres, queued run coordinator with limits, Celery workers, Redis
  broker) with 2 workers.
Two kinds of backfill on each:
- a UI/GraphQL asset backfill of the reflection group (launchPartitionBackfill): with the assets'
  single-run policy this is ONE run over the 30 days;
- with --per-day, `reverie backfill reflection --url ...`: one run per day, queued, at most 2 at a time.
Printed: wall time from launch to the last run's end (and to the backfill's COMPLETED status, which
waits for the backfill daemon's 30-second tick), and production / embedded ratios.

Needs Postgres on 127.0.0.1:5432 (trust auth, user postgres) and Redis on 127.0.0.1:6379.
Run: .venv/bin/python bench/bench_backfill.py [--days 30] [--episodes 6000] [--embed hash] [--per-day]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from pipelines.graphql import BACKFILL_STATUS, LAUNCH_BACKFILL, DagsterGraphQL  # noqa: E402
from tests.dagster_procs import BIN, DagsterStack, base_env, make_dagster_home, wait_until  # noqa: E402

REFLECTION = ("episodes", "memory_notes", "memory_notes_hot_cache")
PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"


def asset_backfill(stack: DagsterStack, first: str, last: str) -> dict:
    """Launch the reflection group over [first, last] as a UI backfill; wait for it; time it."""
    gql = DagsterGraphQL(stack.url)
    started = time.time()
    launched = gql.query(
        LAUNCH_BACKFILL,
        {
            "params": {
                "partitionsByAssets": [
                    {"assetKey": {"path": [key]}, "partitions": {"range": {"start": first, "end": last}}}
                    for key in REFLECTION
                ],
                "title": "bench_backfill",
            }
        },
    )["launchPartitionBackfill"]
    if launched["__typename"] != "LaunchBackfillSuccess":
        raise RuntimeError(f"backfill launch failed: {launched}")

    def done():
        state = gql.query(BACKFILL_STATUS, {"id": launched["backfillId"]})["partitionBackfillOrError"]
        if state["__typename"] != "PartitionBackfill":
            return None
        if state["status"] in ("FAILED", "COMPLETED_FAILED", "CANCELED"):
            raise RuntimeError(f"backfill ended {state['status']}:\n{stack.logs()}")
        return state if state["status"] in ("COMPLETED", "COMPLETED_SUCCESS") else None

    state = wait_until(done, 3600, "the backfill", interval_s=1, on_timeout=stack.logs)
    completed = time.time()
    runs = state["runs"]
    if not all(r["status"] == "SUCCESS" for r in runs):
        raise RuntimeError(f"runs did not all succeed: {runs}")
    return {
        "runs": len(runs),
        "to_last_run_end_s": max(r["endTime"] for r in runs) - started,
        "to_completed_s": completed - started,
        "run_s": sum(r["endTime"] - r["startTime"] for r in runs),
    }


def per_day_backfill(stack: DagsterStack, first: str, last: str) -> dict:
    """`reverie backfill reflection --url`: one run per day, queued by the deployment."""
    started = time.time()
    out = subprocess.run(
        [str(BIN / "reverie"), "backfill", "reflection", "--from", first, "--to", last, "--url", stack.url],
        env=stack.env,
        capture_output=True,
        text=True,
        timeout=7200,
    )
    if out.returncode:
        raise RuntimeError(f"reverie backfill failed:\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}")
    gql = DagsterGraphQL(stack.url)
    runs = [r for r in gql.runs({"reverie/target": ",".join(REFLECTION)}, limit=500) if r["startTime"]]
    return {
        "runs": len(runs),
        "to_last_run_end_s": max(r["endTime"] for r in runs) - started,
        "to_completed_s": time.time() - started,
        "run_s": sum(r["endTime"] - r["startTime"] for r in runs),
    }


def scenario(name: str, stack: DagsterStack, first: str, last: str, per_day: bool) -> dict:
    results = {}
    with stack:
        print(f"{name}: stack ready", flush=True)
        results["asset"] = asset_backfill(stack, first, last)
        print(f"{name}: asset backfill {results['asset']}", flush=True)
        if per_day:
            results["per_day"] = per_day_backfill(stack, first, last)
            print(f"{name}: per-day backfill {results['per_day']}", flush=True)
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--episodes", type=int, default=6000)
    parser.add_argument("--embed", default="sentence-transformers", choices=["sentence-transformers", "hash"])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--per-day",
        action="store_true",
        help="also time `reverie backfill --url` (one run per day; ~15 min per instance on 2 cores)",
    )
    args = parser.parse_args()

    import psycopg2
    import redis

    try:
        psycopg2.connect(PG_ADMIN, connect_timeout=2).close()
        redis.Redis(socket_connect_timeout=1).ping()
    except Exception as exc:  # noqa: BLE001
        print(f"bench_backfill: skipped, Postgres and Redis are needed ({exc})")
        return 0

    from reverie.sample import SampleSpec, write_sample

    work = Path(tempfile.mkdtemp(prefix="reverie-bench-backfill-"))
    last_day = date.today() - timedelta(days=1)
    first, last = (last_day - timedelta(days=args.days - 1)).isoformat(), last_day.isoformat()
    write_sample(
        work / "inbox" / "episodes",
        work / "roles",
        SampleSpec(episodes=args.episodes, days=args.days, end_day=last_day),
    )
    common = {
        "REVERIE_INBOX_DIR": str(work / "inbox"),
        "REVERIE_ROLES_DIR": str(work / "roles"),
        "REVERIE_EMBED_BACKEND": args.embed,
        "REDIS_URL": "",
    }
    for var in ("REVERIE_LLM_MODEL", "REVERIE_EXECUTOR", "DAGSTER_HOME"):
        os.environ.pop(var, None)
    print(
        f"sample: {args.episodes} episodes over {args.days} days ({first} .. {last}), embedder {args.embed}; "
        f"{os.cpu_count()} cores",
        flush=True,
    )

    db = f"reverie_bench_{uuid.uuid4().hex[:8]}"
    admin = psycopg2.connect(PG_ADMIN)
    admin.autocommit = True
    results = {}
    try:
        home = make_dagster_home(work / "embedded" / "home", extra_yaml="nux:\n  enabled: false\n")
        env = base_env(
            home,
            REVERIE_DATA_DIR=str(work / "embedded" / "data"),
            REVERIE_WORKSPACE=str(work / "embedded" / "workspace"),
            **common,
        )
        results["embedded"] = scenario(
            "embedded", DagsterStack(home, env, work / "embedded" / "logs", dev=True), first, last, args.per_day
        )

        admin.cursor().execute(f'CREATE DATABASE "{db}"')
        home = (work / "production" / "home").resolve()
        env = base_env(
            home,
            REVERIE_DATA_DIR=str(work / "production" / "data"),
            REVERIE_WORKSPACE=str(work / "production" / "workspace"),
            DAGSTER_PG_URL=f"postgresql+psycopg2://postgres@127.0.0.1:5432/{db}",
            REVERIE_CELERY_BROKER="redis://127.0.0.1:6379/12",
            REVERIE_CELERY_BACKEND="redis://127.0.0.1:6379/13",
            **common,
        )
        stack = DagsterStack(
            home,
            env,
            work / "production" / "logs",
            dev=False,
            workers=args.workers,
            deploy_script=ROOT / "deploy" / "run.sh",
        )
        results["production"] = scenario(f"production ({args.workers} workers)", stack, first, last, args.per_day)
    finally:
        admin.cursor().execute(f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)')
        admin.close()
        shutil.rmtree(work, ignore_errors=True)

    print()
    print(
        f"{args.days}-day reflection backfill, {args.episodes} episodes, embedder {args.embed}, "
        f"{os.cpu_count()} cores; production = Postgres + queued runs + {args.workers} Celery workers"
    )
    print(f"{'backfill':<34}{'runs':>5}{'embedded s':>12}{'production s':>14}{'ratio prod/emb':>16}")
    rows = [
        ("asset", "run_s", "UI backfill: the run itself"),
        ("asset", "to_last_run_end_s", "UI backfill: launch to run end"),
        ("asset", "to_completed_s", "UI backfill: launch to COMPLETED"),
        ("per_day", "to_last_run_end_s", "reverie backfill --url, 1 run/day"),
        ("per_day", "run_s", "  sum of the runs' own durations"),
    ]
    for kind, key, label in rows:
        if kind not in results["embedded"]:
            continue
        emb, prod = results["embedded"][kind], results["production"][kind]
        print(f"{label:<34}{prod['runs']:>5}{emb[key]:>12.1f}{prod[key]:>14.1f}{prod[key] / emb[key]:>16.2f}")
    print("(launch-to-end times include the daemons' ticks: the backfill daemon looks every 30 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
