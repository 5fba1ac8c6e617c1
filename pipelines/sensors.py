"""Sensors of the files layer: resource_sensor (resource/ folders) and session_sensor (session turns).

Both watch every collective under the workspace root (`<root>/<cid>/`) and
ask for runs of one collective at a time. Both start RUNNING when the daemon
runs (the original design's auto memory and auto resource are on);
REVERIE_FILE_SENSORS=0 starts them STOPPED (pipelines/automation.py). They
tick every REVERIE_FILE_SENSOR_INTERVAL_S seconds (default 60).

Cursors (kept in the Dagster instance, so they survive restarts) are small
JSON objects: the session sensor keeps, per `<cid>/<session>` with turns
still pending, the user-turn count at which it last asked for a run; the
resource sensor keeps, per `<cid>/<day>`, the hash of the change set it last
asked for. The catalog in each `<cid>/mem_metadata/` stays the truth of what
was distilled, so a failed run leaves its inputs pending and the next change
asks again.
"""

from __future__ import annotations

import json

import dagster as dg

from assets.files import resource_notes, session_notes
from assets.partitions import daily_partitions
from pipelines.automation import sensor_status
from resources import ReverieSettings
from reverie.config import Settings
from reverie.files import ingest_session_inbox, open_catalog, scan_resources
from reverie.hashing import content_hash
from reverie.workspace import collective_workspaces, default_workspace


def _cursor(raw: str | None) -> dict:
    try:
        value = json.loads(raw) if raw else {}
    except json.JSONDecodeError:
        value = {}
    return value if isinstance(value, dict) else {}


def _file_sensor(name: str, target: dg.AssetsDefinition, enabled: bool | None, description: str):
    """`@dg.sensor` of a sensor watching the workspace files: evaluated every REVERIE_FILE_SENSOR_INTERVAL_S
    (10 s at the least), RUNNING unless `enabled` or REVERIE_FILE_SENSORS says otherwise."""
    cfg = Settings()
    return dg.sensor(
        name=name,
        target=target,
        minimum_interval_seconds=max(10, cfg.file_sensor_interval_s),
        default_status=sensor_status(cfg.file_sensors if enabled is None else enabled),
        description=description,
    )


def _watched(cfg: Settings) -> dict:
    """Every collective's workspace; the default collective's is created, so there is always a place to drop in."""
    default_workspace(cfg).ensure()
    return collective_workspaces(cfg.workspace_dir)


def build_session_sensor(enabled: bool | None = None) -> dg.SensorDefinition:
    """session_sensor: asks for session_notes runs when sessions have `auto_memory_interval` new user turns."""

    @_file_sensor(
        "session_sensor",
        session_notes,
        enabled,
        (
            "For every collective <cid>: moves JSONL dropped in <cid>/mem_session/inbox/ into the session "
            "dialogs, then requests session_notes for the sessions with REVERIE_AUTO_MEMORY_INTERVAL "
            "(default 5) or more user turns not yet in their daily note (0 or 'none' = off). "
            "RUNNING unless REVERIE_FILE_SENSORS=0."
        ),
    )
    def session_sensor(context: dg.SensorEvaluationContext, settings: ReverieSettings):
        cfg = settings.resolved()
        interval = cfg.auto_memory_interval
        if interval is None or interval <= 0:
            return dg.SkipReason(
                f"auto memory is off: REVERIE_AUTO_MEMORY_INTERVAL is {interval!r}; "
                "materialise session_notes by hand to flush sessions"
            )
        cursor = _cursor(context.cursor)
        requested: dict[str, int] = {k: int(v) for k, v in (cursor.get("requested") or {}).items()}
        pending, totals = _scan_session_inboxes(context, cfg, interval)
        requested = {key: n for key, n in requested.items() if key in pending}  # flushed sessions leave the cursor
        by_run, waiting, outside = _sessions_due(pending, totals, requested, interval)
        if outside:
            context.log.warning(f"turns dated outside the partitions, not requested: {outside[:20]}")
        new_cursor = json.dumps({"requested": requested}, sort_keys=True)
        if not by_run:
            reason = (
                f"no session has {interval} new user turns"
                + (f" ({len(waiting)} pending: {', '.join(waiting[:5])})" if waiting else "")
                if not requested
                else f"runs already requested for {len(requested)} session(s); waiting for them or for new turns"
            )
            return dg.SensorResult(skip_reason=dg.SkipReason(reason), cursor=new_cursor)
        runs = [_session_notes_request(cid, day, sids, totals) for (cid, day), sids in sorted(by_run.items())]
        return dg.SensorResult(run_requests=runs, cursor=new_cursor)

    return session_sensor


def _resource_changes(cfg) -> tuple[dict[str, list], int]:
    """The resource changes of every watched collective per "<cid>/<day>", and how many files were hashed."""
    by_run: dict[str, list] = {}
    files = 0
    for cid, ws in _watched(cfg).items():
        if not ws.resource_dir.is_dir():
            continue
        with open_catalog(ws.metadata_dir) as cat:
            scan = scan_resources(ws, cat.resources(), tz=cfg.timezone, max_bytes=cfg.max_resource_bytes)
        files += len(scan.files)
        by_run.update({f"{cid}/{day}": changes for day, changes in scan.changes_by_day().items()})
    return by_run, files


def _resource_notes_request(cid: str, day: str, key: str, changes: list) -> dg.RunRequest:
    """One resource_notes run for a collective's day, keyed by its change set."""
    kinds = sorted({c.change for c in changes})
    return dg.RunRequest(
        run_key=f"resource-notes-{cid}-{day}-{key}",
        partition_key=day,
        run_config={"ops": {"resource_notes": {"config": {"collectives": [cid]}}}},
        tags={
            "reverie/trigger": "resource_sensor",
            "reverie/collective": cid,
            "reverie/changes": f"{len(changes)} ({', '.join(kinds)})",
        },
    )


def _scan_session_inboxes(
    context: dg.SensorEvaluationContext, cfg, interval: int
) -> tuple[dict[str, dict[str, int]], dict[str, int]]:
    """Moves each watched collective's session inbox into its dialogs; returns the user turns not yet in a daily
    note ("<cid>/<session>" -> {day: turns}) and each session's total user turns."""
    pending: dict[str, dict[str, int]] = {}
    totals: dict[str, int] = {}
    for cid, ws in _watched(cfg).items():
        with open_catalog(ws.metadata_dir) as cat:
            inbox = ingest_session_inbox(
                ws,
                tz=cfg.timezone,
                auto_memory_interval=interval,
                max_file_bytes=cfg.max_inbox_file_bytes,
                catalog=cat,
            )
            pending.update({f"{cid}/{sid}": days for sid, days in cat.pending_sessions().items()})
            totals.update({f"{cid}/{sid}": n for sid, n in cat.session_user_turns().items()})
        for err in inbox.errors[:20]:
            context.log.warning(f"[{cid}] session inbox: {err}")
        if inbox.files:
            context.log.info(f"[{cid}] session inbox: {inbox.files} files, {inbox.turns_appended} turns appended")
    return pending, totals


def _sessions_due(
    pending: dict[str, dict[str, int]], totals: dict[str, int], requested: dict[str, int], interval: int
) -> tuple[dict[tuple[str, str], list[str]], list[str], list[str]]:
    """The sessions to flush per (collective, day), those still under `interval` turns, and the turns dated
    outside the partitions; `requested` records the turn count each session was asked for at."""
    by_run: dict[tuple[str, str], list[str]] = {}  # (cid, day) -> sessions
    waiting, outside = [], []
    for key, days in pending.items():
        count = sum(days.values())
        if count < interval:
            waiting.append(f"{key} {count}/{interval}")
            continue
        if totals.get(key, 0) <= requested.get(key, -1):
            continue  # already asked for at this count; a failed run is retried after the next turn
        cid, sid = key.split("/", 1)
        for day in days:
            if daily_partitions.has_partition_key(day):
                by_run.setdefault((cid, day), []).append(sid)
            else:
                outside.append(f"{key}@{day}")
        requested[key] = totals.get(key, 0)
    return by_run, waiting, outside


def _session_notes_request(cid: str, day: str, sids: list[str], totals: dict[str, int]) -> dg.RunRequest:
    """One session_notes run for a collective's day, keyed by its sessions and their turn counts."""
    key = content_hash(cid, day, sorted((s, totals.get(f"{cid}/{s}", 0)) for s in sids), length=16)
    return dg.RunRequest(
        run_key=f"session-notes-{cid}-{day}-{key}",
        partition_key=day,
        run_config={"ops": {"session_notes": {"config": {"collectives": [cid], "sessions": sorted(sids)}}}},
        tags={
            "reverie/trigger": "session_sensor",
            "reverie/collective": cid,
            "reverie/sessions": str(len(sids)),
        },
    )


def build_resource_sensor(enabled: bool | None = None) -> dg.SensorDefinition:
    """resource_sensor: asks for resource_notes runs for the days whose resource files changed (by content hash)."""

    @_file_sensor(
        "resource_sensor",
        resource_notes,
        enabled,
        (
            "Hashes the files under every collective's <cid>/resource/ and requests resource_notes for "
            "each collective and day with added, modified or deleted files. "
            "RUNNING unless REVERIE_FILE_SENSORS=0."
        ),
    )
    def resource_sensor(context: dg.SensorEvaluationContext, settings: ReverieSettings):
        cfg = settings.resolved()
        cursor = _cursor(context.cursor)
        requested: dict[str, str] = dict(cursor.get("requested") or {})  # "<cid>/<day>" -> change-set hash
        by_run, files = _resource_changes(cfg)
        requested = {key: h for key, h in requested.items() if key in by_run}
        runs, outside = [], []
        for run_of, changes in sorted(by_run.items()):
            cid, day = run_of.split("/", 1)
            key = content_hash(
                sorted((c.rel, c.change, c.file.content_hash if c.file else "") for c in changes), length=16
            )
            if requested.get(run_of) == key:
                continue
            if not daily_partitions.has_partition_key(day):
                outside.append(run_of)
                continue
            runs.append(_resource_notes_request(cid, day, key, changes))
            requested[run_of] = key
        if outside:
            context.log.warning(f"resource changes dated outside the partitions, not requested: {outside[:20]}")
        new_cursor = json.dumps({"requested": requested}, sort_keys=True)
        if not runs:
            reason = (
                f"{files} resource files, none changed since the last run"
                if not by_run
                else f"changes on {len(by_run)} collective-day(s) already requested; waiting for those runs"
            )
            return dg.SensorResult(skip_reason=dg.SkipReason(reason), cursor=new_cursor)
        return dg.SensorResult(run_requests=runs, cursor=new_cursor)

    return resource_sensor
