"""Schedules and sensors: they start in the state the settings say, and what their ticks request
is what a user expects to run (build_schedule_context / build_sensor_context, real stores)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, date, datetime
from pathlib import Path

import dagster as dg
import pytest

from tests.dagster_procs import REPO_ROOT

STATES = """
import json
from pipelines.definitions import defs
print(json.dumps({
    "schedules": {s.name: [s.default_status.value, s.cron_schedule] for s in defs.schedules},
    "sensors": {s.name: s.default_status.value for s in defs.sensors},
}))
"""


def code_location_states(**env: str) -> dict:
    """Load the code location in a fresh interpreter with `env`, as `dagster dev` would, and read its states."""
    full = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("REVERIE_REFLECTION") and k not in ("REVERIE_FILE_SENSORS", "REVERIE_DREAM_CRON_ENABLED")
    }
    full.update(env)
    out = subprocess.run(
        [sys.executable, "-c", STATES], cwd=REPO_ROOT, env=full, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.integration
@pytest.mark.slow  # loads the code location in new processes
def test_free_automation_starts_running_and_reflection_stopped_by_default():
    states = code_location_states()
    assert states["schedules"]["reflection_schedule"][0] == "STOPPED"  # reflection costs LLM calls: off
    # A file dropped into <root>/<cid>/resource/ becomes a note with nothing switched on by hand.
    assert states["sensors"]["resource_sensor"] == "RUNNING"
    assert states["sensors"]["session_sensor"] == "RUNNING"
    if "dream_schedule" in states["schedules"]:
        assert states["schedules"]["dream_schedule"][0] == "RUNNING"


@pytest.mark.integration
@pytest.mark.slow  # loads the code location in new processes
def test_settings_switch_schedules_and_sensors_on_and_off():
    states = code_location_states(
        REVERIE_REFLECTION_INTERVAL_S="600", REVERIE_FILE_SENSORS="0", REVERIE_DREAM_CRON_ENABLED="0"
    )
    assert states["schedules"]["reflection_schedule"] == ["RUNNING", "*/10 * * * *"]
    assert states["sensors"]["resource_sensor"] == "STOPPED"
    assert states["sensors"]["session_sensor"] == "STOPPED"
    if "dream_schedule" in states["schedules"]:
        assert states["schedules"]["dream_schedule"][0] == "STOPPED"


def test_reflection_is_off_by_default():
    from pipelines.schedules import build_reflection_schedule

    schedule = build_reflection_schedule(0)
    assert schedule.default_status == dg.DefaultScheduleStatus.STOPPED
    ctx = dg.build_schedule_context(scheduled_execution_time=datetime(2026, 3, 10, 2, 0, tzinfo=UTC))
    result = schedule.evaluate_tick(ctx)
    assert not result.run_requests and "REVERIE_REFLECTION_INTERVAL_S is 0" in result.skip_message


def test_reflection_interval_becomes_an_exact_cron_cadence():
    from pipelines.schedules import build_reflection_schedule
    from reverie.reflection.cadence import EVERY_MINUTE, interval_crons

    assert build_reflection_schedule(1800).cron_schedule == "*/30 * * * *"
    assert interval_crons(3 * 3600) == ["0 0,3,6,9,12,15,18,21 * * *"]
    assert interval_crons(5400) == ["0 0,3,6,9,12,15,18,21 * * *", "30 1,4,7,10,13,16,19,22 * * *"]
    assert interval_crons(86400) == ["0 0 * * *"] and len(interval_crons(25200)) == 7
    assert interval_crons(10) == interval_crons(2 * 86400) == [EVERY_MINUTE]  # checked every minute instead
    # (tests/test_reflection_cadence.py: what the ticks cover, around midnight and over a DST change)


@pytest.mark.integration
def test_reflection_schedule_tick_reflects_that_day(reverie_env: Path, monkeypatch: pytest.MonkeyPatch):
    from pipelines.definitions import defs
    from pipelines.schedules import build_reflection_schedule
    from reverie.sample import SampleSpec, write_sample
    from reverie.stores.lance import LanceStore

    write_sample(
        reverie_env / "inbox" / "episodes",
        reverie_env / "roles",
        SampleSpec(episodes=120, days=1, end_day=date(2024, 3, 10)),
    )
    monkeypatch.setenv("REVERIE_REFLECTION_INTERVAL_S", "3600")
    schedule = build_reflection_schedule()  # reads the setting, as the code location does when it loads
    assert schedule.cron_schedule == "0 * * * *"
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING
    repo = dg.Definitions(
        assets=defs.assets, jobs=defs.jobs, schedules=[schedule], resources=defs.resources
    ).get_repository_def()

    with dg.DagsterInstance.ephemeral() as instance:
        tick = datetime(2024, 3, 10, 15, 0, tzinfo=UTC)
        context = dg.build_schedule_context(instance=instance, scheduled_execution_time=tick, repository_def=repo)
        [request] = schedule.evaluate_tick(context).run_requests
        assert request.partition_key == "2024-03-10"
        later = dg.build_schedule_context(
            instance=instance, scheduled_execution_time=tick.replace(hour=16), repository_def=repo
        )
        [next_request] = schedule.evaluate_tick(later).run_requests
        assert next_request.run_key != request.run_key  # every tick runs again: the day is still filling up

        # What the daemon would launch for that request.
        result = defs.resolve_job_def("reflection_job").execute_in_process(
            instance=instance, partition_key=request.partition_key, tags=request.tags
        )
        assert result.success
    notes = LanceStore(str(reverie_env / "data" / "lancedb")).notes_for_days("2024-03-10", "2024-03-10")
    assert notes.num_rows > 0


def tick_twice(defs: dg.Definitions, sensor: dg.SensorDefinition, instance: dg.DagsterInstance):
    """Two ticks of `sensor`, the second with the cursor the first returned."""
    repo = defs.get_repository_def()
    with dg.build_sensor_context(instance=instance, resources=defs.resources, repository_def=repo) as context:
        first = sensor.evaluate_tick(context)
    with dg.build_sensor_context(
        instance=instance, resources=defs.resources, repository_def=repo, cursor=first.cursor
    ) as context:
        again = sensor.evaluate_tick(context)
    return first, again


def test_every_sensor_ticks_cleanly_and_its_cursor_stops_repeats(reverie_env: Path):
    from pipelines.definitions import defs

    assert defs.sensors, "the code location has no sensors"
    with dg.DagsterInstance.ephemeral() as instance:
        for sensor in defs.sensors:
            first, again = tick_twice(defs, sensor, instance)
            assert not again.run_requests, f"{sensor.name} asked twice for the same input"
            if not first.run_requests:
                assert first.skip_message, f"{sensor.name} neither requested a run nor said why not"


def test_every_file_sensor_asks_once_for_new_input(reverie_env: Path):
    """With input waiting, each file sensor requests that day once; the tick after it asks for nothing."""
    from pipelines.definitions import defs

    root = reverie_env / "workspace" / "default"
    (root / "resource" / "2024-03-10").mkdir(parents=True)
    (root / "resource" / "2024-03-10" / "runbook.md").write_text("# Runbook\n\nSplit PDFs over 10MB first.\n")
    (root / "mem_session" / "inbox").mkdir(parents=True)
    turns = [
        {
            "id": f"u{i}",
            "role": "user",
            "content": f"Fact {i}: the Globex invoice total was {100 + i} EUR.",
            "created_at": f"2024-03-10T10:{i:02d}:00Z",
        }
        for i in range(6)
    ]
    (root / "mem_session" / "inbox" / "support-1.jsonl").write_text("".join(json.dumps(t) + "\n" for t in turns))
    with dg.DagsterInstance.ephemeral() as instance:
        for name in ("resource_sensor", "session_sensor"):
            first, again = tick_twice(defs, defs.resolve_sensor_def(name), instance)
            assert [r.partition_key for r in first.run_requests] == ["2024-03-10"], name
            assert not again.run_requests and again.skip_message, name


def test_resource_sensor_requests_the_day_of_a_dropped_file(reverie_env: Path):
    from pipelines.definitions import defs

    sensor = defs.resolve_sensor_def("resource_sensor")
    dropped = reverie_env / "workspace" / "default" / "resource" / "2024-03-10" / "ingest-runbook.md"
    dropped.parent.mkdir(parents=True)
    dropped.write_text("# Ingest runbook\n\nSplit PDFs over 10MB into 50-page chunks before ingesting.\n")
    with dg.DagsterInstance.ephemeral() as instance:
        first, again = tick_twice(defs, sensor, instance)
    assert [r.partition_key for r in first.run_requests] == ["2024-03-10"]
    assert first.run_requests[0].run_config == {"ops": {"resource_notes": {"config": {"collectives": ["default"]}}}}
    assert not again.run_requests and again.skip_message
