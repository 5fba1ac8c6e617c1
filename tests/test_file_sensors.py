"""session_sensor and resource_sensor against a real ephemeral instance: requests, skip reasons, cursors."""

import json
from pathlib import Path

import dagster as dg
import pytest

from assets.files import resource_notes, session_notes
from pipelines.definitions import defs
from pipelines.sensors import build_resource_sensor, build_session_sensor
from resources import LLMResource, ReverieSettings
from reverie.files import Workspace, list_notes, record_turns
from reverie.workspace import collective_workspace, default_workspace

DAY = "2026-03-10"


@pytest.fixture
def ws(reverie_env: Path) -> Workspace:
    return default_workspace().ensure()


@pytest.fixture
def instance():
    with dg.DagsterInstance.ephemeral() as inst:
        yield inst


def tick(sensor: dg.SensorDefinition, instance, cursor: str | None = None):
    ctx = dg.build_sensor_context(
        instance=instance, cursor=cursor, resources={"settings": ReverieSettings()}, definitions=defs
    )
    return sensor.evaluate_tick(ctx)


def user_turns(n: int, start: int = 0) -> list[dict]:
    return [
        {
            "id": f"u{i}",
            "role": "user",
            "content": f"Fact number {i}: the Globex invoice total was {100 + i} EUR.",
            "created_at": f"{DAY}T10:{i:02d}:00Z",
        }
        for i in range(start, start + n)
    ]


def materialize(asset, day: str, run_config: dict | None = None, instance=None) -> dg.ExecuteInProcessResult:
    return dg.materialize(
        [asset],
        partition_key=day,
        instance=instance or dg.DagsterInstance.ephemeral(),
        resources={"settings": ReverieSettings(), "llm": LLMResource()},
        run_config=run_config,
    )


def test_sensors_are_running_unless_the_setting_says_otherwise(monkeypatch):
    monkeypatch.delenv("REVERIE_FILE_SENSORS", raising=False)
    assert build_session_sensor().default_status == dg.DefaultSensorStatus.RUNNING
    assert build_resource_sensor().default_status == dg.DefaultSensorStatus.RUNNING
    monkeypatch.setenv("REVERIE_FILE_SENSORS", "0")
    assert build_session_sensor().default_status == dg.DefaultSensorStatus.STOPPED
    assert build_resource_sensor().default_status == dg.DefaultSensorStatus.STOPPED
    names = {s.name for s in defs.sensors}
    assert {"session_sensor", "resource_sensor"} <= names
    assert defs.resolve_job_def("files_job").partitions_def is not None
    assert session_notes.op.pool == "llm" and resource_notes.op.pool == "llm"


@pytest.mark.integration
def test_session_sensor_requests_a_run_once_a_session_has_enough_user_turns(ws, instance):
    sensor = build_session_sensor()
    first = tick(sensor, instance)
    assert not first.run_requests and "no session has 5 new user turns" in first.skip_message

    record_turns(ws, "s1", user_turns(3))
    record_turns(ws, "s2", user_turns(1))
    waiting = tick(sensor, instance, first.cursor)
    assert not waiting.run_requests and "s1 3/5" in waiting.skip_message and "s2 1/5" in waiting.skip_message

    record_turns(ws, "s1", user_turns(2, start=3) + [{"role": "user", "content": "beat", "source": "heartbeat"}])
    due = tick(sensor, instance, waiting.cursor)
    [request] = due.run_requests
    assert request.partition_key == DAY
    assert request.run_config == {
        "ops": {"session_notes": {"config": {"collectives": ["default"], "sessions": ["s1"]}}}
    }
    assert json.loads(due.cursor) == {"requested": {"default/s1": 5}}

    # The cursor round trip (a restarted daemon gets the stored cursor): no second request for the same turns.
    again = tick(sensor, instance, due.cursor)
    assert not again.run_requests and "already requested" in again.skip_message

    result = materialize(session_notes, DAY, request.run_config, instance)
    assert result.success
    notes = [m.get("session_id") for _, m, _ in list_notes(ws)]
    assert notes == ["s1"]  # only the session the sensor asked for; s2 waits for its own turns
    after = tick(sensor, instance, again.cursor)
    assert not after.run_requests and json.loads(after.cursor) == {"requested": {}}
    assert "s2 1/5" in after.skip_message

    record_turns(ws, "s1", user_turns(5, start=10))  # five more: flushed again, into the same note
    [request] = tick(sensor, instance, after.cursor).run_requests
    assert materialize(session_notes, DAY, request.run_config, instance).success
    assert [m.get("session_id") for _, m, _ in list_notes(ws)] == ["s1"]


def test_session_sensor_counts_dropped_inbox_files_and_retries_a_failed_run_after_new_turns(ws, instance):
    lines = [json.dumps({"session_id": "inbox-s", **t}) for t in user_turns(5)]
    (ws.session_inbox / "drop.jsonl").write_text("\n".join(lines) + "\n")
    sensor = build_session_sensor()
    due = tick(sensor, instance)
    [request] = due.run_requests
    assert request.run_config["ops"]["session_notes"]["config"]["sessions"] == ["inbox-s"]
    assert not list(ws.session_inbox.glob("*.jsonl"))  # moved into the dialog by the tick
    # Suppose that run failed: nothing flushed. No new request until the session moves on ...
    assert not tick(sensor, instance, due.cursor).run_requests
    record_turns(ws, "inbox-s", user_turns(1, start=20))
    # ... then it is asked for again, with every pending turn.
    [retry] = tick(sensor, instance, due.cursor).run_requests
    assert retry.run_key != request.run_key


@pytest.mark.parametrize("value", ["0", "none", "-1"])
def test_session_sensor_skips_when_auto_memory_is_off(ws, instance, monkeypatch, value):
    monkeypatch.setenv("REVERIE_AUTO_MEMORY_INTERVAL", value)
    record_turns(ws, "s1", user_turns(8))
    result = tick(build_session_sensor(), instance)
    assert not result.run_requests and "auto memory is off" in result.skip_message


def test_session_sensor_honours_the_interval_setting(ws, instance, monkeypatch):
    monkeypatch.setenv("REVERIE_AUTO_MEMORY_INTERVAL", "2")
    record_turns(ws, "s1", user_turns(2))
    assert len(tick(build_session_sensor(), instance).run_requests) == 1


@pytest.mark.integration
def test_resource_sensor_requests_runs_for_added_modified_and_deleted_files(ws, instance):
    sensor = build_resource_sensor()
    empty = tick(sensor, instance)
    assert not empty.run_requests and "0 resource files, none changed" in empty.skip_message

    folder = ws.resource_dir / DAY
    folder.mkdir()
    (folder / "runbook.txt").write_text("When p99 latency exceeds 1500 ms, check the connection pool first.\n")
    (folder / "scan.pdf").write_bytes(b"%PDF")
    added = tick(sensor, instance, empty.cursor)
    [request] = added.run_requests
    assert request.partition_key == DAY and request.tags["reverie/changes"] == "2 (added)"
    again = tick(sensor, instance, added.cursor)  # cursor round trip: the same changes are not asked for twice
    assert not again.run_requests and "already requested" in again.skip_message

    assert materialize(resource_notes, DAY, instance=instance).success
    settled = tick(sensor, instance, again.cursor)
    assert not settled.run_requests and "2 resource files, none changed" in settled.skip_message
    assert json.loads(settled.cursor) == {"requested": {}}

    (folder / "runbook.txt").write_text("When p99 latency exceeds 1200 ms, raise the pool size to 60.\n")
    [modified] = tick(sensor, instance, settled.cursor).run_requests
    assert modified.tags["reverie/changes"] == "1 (modified)"
    assert materialize(resource_notes, DAY, instance=instance).success

    (folder / "runbook.txt").unlink()
    [deleted] = tick(sensor, instance, settled.cursor).run_requests
    assert deleted.tags["reverie/changes"] == "1 (deleted)" and deleted.partition_key == DAY
    assert materialize(resource_notes, DAY, instance=instance).success
    assert not list_notes(ws)


def test_on_a_fresh_root_the_sensors_create_the_default_collective_to_drop_into(reverie_env, instance):
    result = tick(build_resource_sensor(), instance)
    assert not result.run_requests and "0 resource files, none changed" in result.skip_message
    ws = default_workspace()
    assert ws.root == (reverie_env / "workspace" / "default").resolve()
    assert ws.resource_dir.is_dir() and ws.session_inbox.is_dir()


@pytest.mark.integration
def test_the_sensors_watch_every_collective_and_ask_for_one_collective_at_a_time(reverie_env, instance):
    root = reverie_env / "workspace"
    acme, globex = collective_workspace(root, "acme").ensure(), collective_workspace(root, "globex").ensure()
    record_turns(acme, "s1", user_turns(5))
    record_turns(globex, "s1", user_turns(2))  # the same session id in another collective is another session
    (globex.session_inbox / "drop.jsonl").write_text(
        "\n".join(json.dumps({"session_id": "s9", "cid": "globex", **t}) for t in user_turns(5)) + "\n"
    )
    due = tick(build_session_sensor(), instance)
    assert sorted(
        (r.tags["reverie/collective"], r.run_config["ops"]["session_notes"]["config"]["sessions"][0])
        for r in due.run_requests
    ) == [("acme", "s1"), ("globex", "s9")]
    assert json.loads(due.cursor)["requested"] == {"acme/s1": 5, "globex/s9": 5}
    for request in due.run_requests:
        assert materialize(session_notes, DAY, request.run_config, instance).success
    assert "globex/s1 2/5" in tick(build_session_sensor(), instance, due.cursor).skip_message
    assert [m["session_id"] for _, m, _ in list_notes(acme)] == ["s1"]
    assert [m["session_id"] for _, m, _ in list_notes(globex)] == ["s9"]

    (acme.resource_dir / "runbook.txt").write_text("Restart the ingester after a deploy.\n")
    [request] = tick(build_resource_sensor(), instance).run_requests
    assert request.tags["reverie/collective"] == "acme"
    assert request.run_config == {"ops": {"resource_notes": {"config": {"collectives": ["acme"]}}}}
    assert materialize(resource_notes, request.partition_key, request.run_config, instance).success
    assert [m.get("source_resource") for _, m, _ in list_notes(acme) if m.get("source_resource")] == [
        "[[resource/runbook.txt]]"
    ]
    assert not [m for _, m, _ in list_notes(globex) if m.get("source_resource")]


@pytest.mark.integration
def test_the_sensors_run_request_runs_the_sensors_own_job(ws, instance):
    record_turns(ws, "s1", user_turns(5))
    repo = defs.get_repository_def()
    sensor = repo.get_sensor_def("session_sensor")
    [request] = tick(sensor, instance).run_requests
    result = repo.get_job(sensor.job_name).execute_in_process(
        run_config=request.run_config, partition_key=request.partition_key, instance=instance
    )
    assert result.success
    assert [m.get("session_id") for _, m, _ in list_notes(ws)] == ["s1"]
