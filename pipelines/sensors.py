"""Sensors of the files layer: resource_sensor (resource/ folder) and session_sensor (session turns).

Both are STOPPED by default, like every schedule and sensor here: set
REVERIE_FILE_SENSORS=1 to have them start RUNNING, or switch them on in the UI.
They tick every REVERIE_FILE_SENSOR_INTERVAL_S seconds (default 60).

Cursors (kept in the Dagster instance, so they survive restarts) are small
JSON objects: the session sensor keeps, per session with turns still pending,
the user-turn count at which it last asked for a run; the resource sensor
keeps, per day, the hash of the change set it last asked for. The catalog in
`workspace/mem_metadata/` stays the truth of what was distilled, so a failed
run leaves its inputs pending and the next change asks again.
"""

from __future__ import annotations

import json

import dagster as dg

from assets.files import resource_notes, session_notes
from assets.partitions import daily_partitions
from resources import ReverieSettings
from reverie.config import Settings
from reverie.files import ingest_session_inbox, open_catalog, scan_resources
from reverie.hashing import content_hash
from reverie.workspace import Workspace


def _cursor(raw: str | None) -> dict:
    try:
        value = json.loads(raw) if raw else {}
    except json.JSONDecodeError:
        value = {}
    return value if isinstance(value, dict) else {}


def _status(enabled: bool | None) -> dg.DefaultSensorStatus:
    on = Settings().file_sensors if enabled is None else enabled
    return dg.DefaultSensorStatus.RUNNING if on else dg.DefaultSensorStatus.STOPPED


def build_session_sensor(enabled: bool | None = None) -> dg.SensorDefinition:
    """session_sensor: asks for session_notes runs when sessions have `auto_memory_interval` new user turns."""

    @dg.sensor(
        name="session_sensor",
        target=session_notes,
        minimum_interval_seconds=max(10, Settings().file_sensor_interval_s),
        default_status=_status(enabled),
        description=("Moves JSONL dropped in workspace/mem_session/inbox/ into the session dialogs, then requests "
                     "session_notes for the sessions with REVERIE_AUTO_MEMORY_INTERVAL (default 5) or more user "
                     "turns not yet in their daily note (0 or 'none' = off). STOPPED unless REVERIE_FILE_SENSORS=1."),
    )
    def session_sensor(context: dg.SensorEvaluationContext, settings: ReverieSettings):
        cfg = settings.resolved()
        interval = cfg.auto_memory_interval
        if interval is None or interval <= 0:
            return dg.SkipReason(f"auto memory is off: REVERIE_AUTO_MEMORY_INTERVAL is {interval!r}; "
                                 "materialise session_notes by hand to flush sessions")
        ws = Workspace(cfg.workspace_dir).ensure()
        cursor = _cursor(context.cursor)
        requested: dict[str, int] = {k: int(v) for k, v in (cursor.get("requested") or {}).items()}
        with open_catalog(ws.metadata_dir) as cat:
            inbox = ingest_session_inbox(ws, tz=cfg.timezone, auto_memory_interval=interval,
                                         max_file_bytes=cfg.max_inbox_file_bytes, catalog=cat)
            pending = cat.pending_sessions()
            totals = cat.session_user_turns()
        for err in inbox.errors[:20]:
            context.log.warning(f"session inbox: {err}")
        if inbox.files:
            context.log.info(f"session inbox: {inbox.files} files, {inbox.turns_appended} turns appended")
        requested = {sid: n for sid, n in requested.items() if sid in pending}  # flushed sessions leave the cursor
        by_day: dict[str, list[str]] = {}
        waiting, outside = [], []
        for sid, days in pending.items():
            count = sum(days.values())
            if count < interval:
                waiting.append(f"{sid} {count}/{interval}")
                continue
            if totals.get(sid, 0) <= requested.get(sid, -1):
                continue  # already asked for at this count; a failed run is retried after the next turn
            for day in days:
                if daily_partitions.has_partition_key(day):
                    by_day.setdefault(day, []).append(sid)
                else:
                    outside.append(f"{sid}@{day}")
            requested[sid] = totals.get(sid, 0)
        if outside:
            context.log.warning(f"turns dated outside the partitions, not requested: {outside[:20]}")
        new_cursor = json.dumps({"requested": requested}, sort_keys=True)
        if not by_day:
            reason = (f"no session has {interval} new user turns"
                      + (f" ({len(waiting)} pending: {', '.join(waiting[:5])})" if waiting else "")
                      if not requested else
                      f"runs already requested for {len(requested)} session(s); waiting for them or for new turns")
            return dg.SensorResult(skip_reason=dg.SkipReason(reason), cursor=new_cursor)
        runs = []
        for day, sids in sorted(by_day.items()):
            key = content_hash(day, sorted((s, totals.get(s, 0)) for s in sids), length=16)
            runs.append(dg.RunRequest(
                run_key=f"session-notes-{day}-{key}", partition_key=day,
                run_config={"ops": {"session_notes": {"config": {"sessions": sorted(sids)}}}},
                tags={"reverie/trigger": "session_sensor", "reverie/sessions": str(len(sids))},
            ))
        return dg.SensorResult(run_requests=runs, cursor=new_cursor)

    return session_sensor


def build_resource_sensor(enabled: bool | None = None) -> dg.SensorDefinition:
    """resource_sensor: asks for resource_notes runs for the days whose resource files changed (by content hash)."""

    @dg.sensor(
        name="resource_sensor",
        target=resource_notes,
        minimum_interval_seconds=max(10, Settings().file_sensor_interval_s),
        default_status=_status(enabled),
        description=("Hashes the files under workspace/resource/ and requests resource_notes for each day with "
                     "added, modified or deleted files. STOPPED unless REVERIE_FILE_SENSORS=1."),
    )
    def resource_sensor(context: dg.SensorEvaluationContext, settings: ReverieSettings):
        cfg = settings.resolved()
        ws = Workspace(cfg.workspace_dir)
        if not ws.resource_dir.is_dir():
            return dg.SkipReason(f"no resource folder at {ws.resource_dir}")
        cursor = _cursor(context.cursor)
        requested: dict[str, str] = dict(cursor.get("requested") or {})
        with open_catalog(ws.metadata_dir) as cat:
            scan = scan_resources(ws, cat.resources(), tz=cfg.timezone, max_bytes=cfg.max_resource_bytes)
        by_day = scan.changes_by_day()
        requested = {day: h for day, h in requested.items() if day in by_day}
        runs, outside = [], []
        for day, changes in sorted(by_day.items()):
            key = content_hash(sorted((c.rel, c.change, c.file.content_hash if c.file else "") for c in changes),
                               length=16)
            if requested.get(day) == key:
                continue
            if not daily_partitions.has_partition_key(day):
                outside.append(day)
                continue
            kinds = sorted({c.change for c in changes})
            runs.append(dg.RunRequest(run_key=f"resource-notes-{day}-{key}", partition_key=day,
                                      tags={"reverie/trigger": "resource_sensor",
                                            "reverie/changes": f"{len(changes)} ({', '.join(kinds)})"}))
            requested[day] = key
        if outside:
            context.log.warning(f"resource changes dated outside the partitions, not requested: {outside[:20]}")
        new_cursor = json.dumps({"requested": requested}, sort_keys=True)
        if not runs:
            reason = (f"{len(scan.files)} resource files, none changed since the last run" if not by_day else
                      f"changes on {len(by_day)} day(s) already requested; waiting for those runs")
            return dg.SensorResult(skip_reason=dg.SkipReason(reason), cursor=new_cursor)
        return dg.SensorResult(run_requests=runs, cursor=new_cursor)

    return resource_sensor
