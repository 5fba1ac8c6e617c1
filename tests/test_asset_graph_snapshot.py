"""The asset graph as the code location defines it: assets, partitions, checks, jobs, schedules, sensors.

A refactor that changes the graph shows up here, in review. After an intended change (a new asset, job,
schedule or sensor), regenerate the snapshot and commit the diff:

    make snapshot        # = .venv/bin/python -m tests.test_asset_graph_snapshot
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

SNAPSHOT = Path(__file__).resolve().parent / "snapshots" / "asset_graph.json"
# Settings that change the graph's schedules and default states; the snapshot is taken with their defaults.
GRAPH_SETTINGS = (
    "REVERIE_DREAM_CRON",
    "REVERIE_REFLECTION_INTERVAL_S",
    "ACC_REFLECTION_INTERVAL_S",
    "REVERIE_FILE_SENSOR_INTERVAL_S",
    "REVERIE_TIMEZONE",
    "REVERIE_EXECUTOR",
)


def _partitions(definition: Any) -> dict[str, Any] | None:
    if definition is None:
        return None
    out: dict[str, Any] = {"kind": type(definition).__name__}
    for attr in ("start", "timezone", "fmt", "cron_schedule", "end_offset"):
        value = getattr(definition, attr, None)
        if value is not None:
            out[attr] = value.isoformat() if hasattr(value, "isoformat") else value
    return out


def asset_graph() -> dict[str, Any]:
    """The graph of `pipelines.definitions.defs`, as plain sorted JSON."""
    from pipelines.definitions import defs

    graph = defs.resolve_asset_graph()
    assets = {}
    for key in sorted(graph.get_all_asset_keys(), key=lambda k: k.to_user_string()):
        node = graph.get(key)
        assets[key.to_user_string()] = {
            "group": node.group_name,
            "deps": sorted(k.to_user_string() for k in node.parent_keys),
            "partitions": _partitions(node.partitions_def),
            "kinds": sorted(node.kinds),
            "checks": sorted(k.name for k in node.check_keys),
            "pools": sorted(node.pools or []),
            "retry_policy": node.assets_def.op.retry_policy is not None,
        }
    jobs = {}
    for job in sorted(defs.jobs or [], key=lambda j: j.name):
        resolved = defs.resolve_job_def(job.name)
        jobs[job.name] = sorted(k.to_user_string() for k in resolved.asset_layer.executable_asset_keys)
    schedules = {
        s.name: {"cron": s.cron_schedule, "timezone": s.execution_timezone, "job": s.job_name}
        for s in sorted(defs.schedules or [], key=lambda s: s.name)
    }
    sensors = {
        s.name: {"interval_s": s.minimum_interval_seconds, "jobs": sorted(j.name for j in s.jobs) if s.has_jobs else []}
        for s in sorted(defs.sensors or [], key=lambda s: s.name)
    }
    checks = sorted(f"{k.asset_key.to_user_string()}:{k.name}" for k in graph.asset_check_keys)
    return {"assets": assets, "asset_checks": checks, "jobs": jobs, "schedules": schedules, "sensors": sensors}


def test_the_asset_graph_matches_its_snapshot(monkeypatch) -> None:
    for name in GRAPH_SETTINGS:
        monkeypatch.delenv(name, raising=False)
    current = json.loads(json.dumps(asset_graph(), sort_keys=True))
    committed = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    assert current == committed, (
        "the asset graph changed; if intended, run `make snapshot` (python -m tests.test_asset_graph_snapshot) "
        "and commit tests/snapshots/asset_graph.json"
    )


if __name__ == "__main__":
    for name in GRAPH_SETTINGS:
        os.environ.pop(name, None)
    SNAPSHOT.parent.mkdir(exist_ok=True)
    SNAPSHOT.write_text(json.dumps(asset_graph(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {SNAPSHOT}")
