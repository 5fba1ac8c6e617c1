"""Memory as files: session logs and dropped resources become daily Markdown notes.

The engine behind the `session_notes` and `resource_notes` assets, usable
without Dagster:

    from reverie.files import record_turns, flush_session
    from reverie.workspace import collective_workspace
    ws = collective_workspace("workspace", "acme").ensure()   # one collective's workspace: workspace/acme/
    result = record_turns(ws, "support-42", [{"role": "user", "content": "I prefer invoices as PDF."}])
    if result.due:                      # auto_memory_interval user turns are waiting
        flush_session(ws, "support-42")  # the session sensor does this in production

Modules: `sessions` (turns, sanitising, the inbox), `auto_memory` (memory
hints, the flush before context compaction), `session_notes` (a session's
turns of a day -> its note, the day flush), `distil` and `procedures` (offline
and LLM note drafts), `daily_notes` (writing notes, hand edits, the day index),
`day_sync` (names and day indexes follow hand edits), `results_inbox` (events
of runs that changed memory, `mem_metadata/inbox.jsonl`), `links` (wikilinks:
write, parse, retarget, mark links to deleted files), `resource_scan` (scan
resource/, hash, what changed), `readers` (one reader per file format),
`resource_notes` (notes of changed resources). The catalog
under mem_metadata/ is `reverie.stores.catalog`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from reverie.files.auto_memory import flush_before_compaction
from reverie.files.daily_notes import DayNotes, NoteWrite, list_notes, refresh_day_index
from reverie.files.day_sync import DaySync, sync_days
from reverie.files.distil import LLMDistiller, NoteDistiller, NoteDraft, OfflineDistiller, make_distiller
from reverie.files.resource_notes import ResourceReport, process_resource_changes
from reverie.files.resource_scan import ResourceScan, scan_resources
from reverie.files.results_inbox import announce, note_changes, read_events
from reverie.files.session_notes import FlushReport, flush_day, flush_session, reindex_dialogs
from reverie.files.sessions import (
    InboxReport,
    Turn,
    TurnError,
    TurnsRecorded,
    inbox_days,
    ingest_session_inbox,
    read_dialog,
    record_turns,
)
from reverie.limits import DEFAULT_LIMITS, InputLimits
from reverie.stores.catalog import FilesCatalog, open_catalog
from reverie.workspace import Workspace, WorkspacePathError


@dataclass
class SessionRun:
    inbox: InboxReport
    flush: FlushReport = field(default_factory=FlushReport)
    reindexed_sessions: int = 0
    sync: DaySync = field(default_factory=DaySync)  # notes renamed to their names, day indexes refreshed
    event: dict | None = None  # what was announced in mem_metadata/inbox.jsonl (None: nothing changed)


def distil_sessions(
    ws: Workspace,
    days: Sequence[str],
    distiller: NoteDistiller,
    *,
    tz: str,
    auto_memory_interval: int | None,
    max_inbox_bytes: int,
    sessions: Sequence[str] | None = None,
    force: bool = False,
    limits: InputLimits = DEFAULT_LIMITS,
) -> SessionRun:
    """Ingest the session inbox, then distil the sessions of each day into their notes."""
    ws.ensure()
    with open_catalog(ws.metadata_dir) as cat:
        run = SessionRun(
            inbox=ingest_session_inbox(
                ws,
                tz=tz,
                auto_memory_interval=auto_memory_interval,
                max_file_bytes=max_inbox_bytes,
                catalog=cat,
                limits=limits,
            )
        )
        if not cat.session_user_turns() and any(ws.dialog_dir.glob("*.jsonl")):
            run.reindexed_sessions = reindex_dialogs(ws, cat)  # the catalog was deleted: count dialogs again
        for day in sorted(days):
            run.flush.extend(flush_day(ws, cat, day, distiller, tz=tz, sessions=sessions, force=force))
        run.sync = sync_days(ws, cat, run.flush.days)
    run.event = announce(ws, "auto_memory", note_changes(run.flush.notes, run.sync.renamed), days=run.flush.days)
    return run


def distil_resources(
    ws: Workspace,
    days: Sequence[str] | None,
    distiller: NoteDistiller,
    *,
    tz: str,
    max_bytes: int,
    today: str | None = None,
    limits: InputLimits = DEFAULT_LIMITS,
) -> tuple[ResourceScan, ResourceReport]:
    """Scan resource/, and turn the changes dated on `days` (None = all) into note updates."""
    ws.ensure()
    with open_catalog(ws.metadata_dir) as cat:
        scan = scan_resources(ws, cat.resources(), tz=tz, max_bytes=max_bytes, today=today)
        wanted = set(days) if days is not None else None
        changes = [c for c in scan.changes if wanted is None or c.day in wanted]
        report = process_resource_changes(ws, cat, changes, distiller, limits)
        report.unchanged = scan.unchanged
        report.sync = sync_days(ws, cat, report.days)
    report.event = announce(ws, "auto_resource", note_changes(report.notes, report.sync.renamed), days=report.days)
    return scan, report


__all__ = [
    "DaySync",
    "DayNotes",
    "FilesCatalog",
    "FlushReport",
    "InboxReport",
    "LLMDistiller",
    "NoteDistiller",
    "NoteDraft",
    "NoteWrite",
    "OfflineDistiller",
    "ResourceReport",
    "ResourceScan",
    "SessionRun",
    "Turn",
    "TurnError",
    "TurnsRecorded",
    "Workspace",
    "WorkspacePathError",
    "distil_resources",
    "distil_sessions",
    "flush_day",
    "flush_before_compaction",
    "flush_session",
    "inbox_days",
    "ingest_session_inbox",
    "list_notes",
    "make_distiller",
    "open_catalog",
    "process_resource_changes",
    "read_dialog",
    "read_events",
    "record_turns",
    "refresh_day_index",
    "scan_resources",
    "sync_days",
]
