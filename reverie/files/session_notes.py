"""Session notes: one session's turns of one day distilled into its daily note, and the day flush.

`flush_session` is what the `session_notes` asset does for each session,
callable without Dagster; `flush_day` does every session with turns on a day.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from reverie import frontmatter
from reverie.files.daily_notes import DayNotes, NoteWrite, refresh_day_index, upsert_note
from reverie.files.day_sync import DaySync, sync_days
from reverie.files.distil import NoteDistiller, NoteDraft, OfflineDistiller
from reverie.files.hints import read_hint
from reverie.files.links import wikilink
from reverie.files.results_inbox import announce, note_changes
from reverie.files.sessions import Turn, read_dialog
from reverie.hashing import content_hash
from reverie.llm import LLMOutage, LLMUnavailableError
from reverie.speakers import quote_instructions
from reverie.stores.catalog import FilesCatalog, open_catalog
from reverie.workspace import Workspace, zone

log = logging.getLogger(__name__)


# --- flushing sessions into notes -------------------------------------------------------------------------------------
@dataclass
class FlushReport:
    """What distilling sessions into daily notes did (one run, any number of days)."""

    notes: list[NoteWrite] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    dialog_errors: list[str] = field(default_factory=list)
    sessions_seen: int = 0
    days: set[str] = field(default_factory=set)
    outage: LLMOutage = field(default_factory=LLMOutage)  # session-days an LLM outage left pending
    instructions_quoted: int = 0  # agent lines instructing the agent, quoted under their own section
    sync: DaySync = field(default_factory=DaySync)  # notes renamed to their names, day indexes refreshed
    event: dict | None = None  # what flush_session announced in mem_metadata/inbox.jsonl (None: nothing changed)

    def extend(self, other: FlushReport) -> None:
        self.notes += other.notes
        self.failures += other.failures
        self.outage.extend(other.outage)
        self.dialog_errors += other.dialog_errors
        self.sessions_seen += other.sessions_seen
        self.days |= other.days
        self.instructions_quoted += other.instructions_quoted


def turns_hash(turns: Sequence[Turn]) -> str:
    return content_hash([(t.id, t.role, t.content) for t in turns])


def _session_intro(session_id: str, turns: Sequence[Turn], tz: str) -> str:
    times = []
    for t in turns:
        if t.created_at:
            with contextlib.suppress(ValueError):
                times.append(datetime.fromisoformat(t.created_at).astimezone(zone(tz)).strftime("%H:%M"))
    span = f", {times[0]}-{times[-1]} {tz}" if times else ""
    users = sum(t.is_user for t in turns)
    return (
        f"Conversation of {len(turns)} turns ({users} from the user){span}. "
        f"Source: {wikilink(f'mem_session/dialog/{session_id}.jsonl')}"
    )


def _write_session_note(
    ws: Workspace,
    cat: FilesCatalog,
    day_notes: DayNotes,
    session_id: str,
    day: str,
    day_turns: Sequence[Turn],
    draft: NoteDraft | None,
    users: int,
    digest: str,
    *,
    tz: str,
    report: FlushReport,
) -> None:
    """Write the session's note of the day from `draft` and mark its turns flushed; a broken note is a failure."""
    meta = {
        "session_id": session_id,
        "source_conversation": wikilink(f"mem_session/dialog/{session_id}.jsonl"),
        "date": day,
        "turns": len(day_turns),
        "user_turns": users,
    }
    try:
        with cat.transaction():
            write = upsert_note(
                ws,
                cat,
                day_notes,
                kind="session",
                owner=session_id,
                day=day,
                draft=draft,
                meta=meta,
                intro=_session_intro(session_id, day_turns, tz),
            )
            cat.mark_flushed(session_id, day, len(day_turns), users, digest, write.action)
    except (UnicodeDecodeError, frontmatter.FrontmatterError) as exc:  # a note a person saved in a broken state
        msg = f"session {session_id} on {day}: its note could not be read, nothing written: {exc}"
        log.error(msg)
        report.failures.append(msg)
        return
    report.notes.append(write)


def flush_session_day(
    ws: Workspace,
    cat: FilesCatalog,
    day_notes: DayNotes,
    distiller: NoteDistiller,
    session_id: str,
    day: str,
    turns: Sequence[Turn],
    *,
    tz: str,
    force: bool = False,
    report: FlushReport,
    hint: str = "",
) -> None:
    """Distil one session's turns of one day into its note (created once, updated after)."""
    day_turns = [t for t in turns if t.day == day]
    if not day_turns:
        return
    users = sum(t.is_user for t in day_turns)
    digest = turns_hash(day_turns)
    state = cat.session_day(session_id, day)
    if not force and state and state["flushed_hash"] == digest:
        if state["user_turns"] != users or state["flushed_user_turns"] != users:
            cat.mark_flushed(session_id, day, len(day_turns), users, digest, state["status"])
        report.notes.append(NoteWrite("", "unchanged", session_id, day))
        return
    existing = day_notes.find("session", session_id)
    current = (ws.root / existing).read_text(encoding="utf-8", errors="replace") if existing else None
    try:
        # A hint is passed only when there is one, so a distiller written before hints existed still works.
        draft = distiller.session_note(session_id, day, day_turns, current, **({"hint": hint} if hint else {}))
    except LLMUnavailableError as exc:  # not this session's fault: its note and turns stay as they were
        report.outage.record(f"session {session_id} on {day}", exc)
        return
    except Exception as exc:  # noqa: BLE001 - a content failure is this session-day's; retried once its turns change
        msg = f"session {session_id} on {day}: distilling {len(day_turns)} turns failed: {str(exc)[:300]}"
        log.error(msg)
        report.failures.append(msg)
        cat.mark_flushed(session_id, day, len(day_turns), users, digest, "failed")
        return
    if draft is not None:  # what the agent said to itself ("ignore previous instructions ...") is quoted, not kept
        draft.sections, quoted = quote_instructions(draft.sections, [(t.role, t.content) for t in day_turns])
        report.instructions_quoted += quoted
    _write_session_note(ws, cat, day_notes, session_id, day, day_turns, draft, users, digest, tz=tz, report=report)


def flush_day(
    ws: Workspace,
    cat: FilesCatalog,
    day: str,
    distiller: NoteDistiller,
    *,
    tz: str,
    sessions: Sequence[str] | None = None,
    force: bool = False,
) -> FlushReport:
    """Distil every session with turns on `day` (or only `sessions`) and refresh the day index."""
    report = FlushReport(days={day})
    day_notes = DayNotes(ws, day)
    wanted = set(sessions) if sessions else None
    for sid in cat.sessions_on(day):
        if wanted is not None and sid not in wanted:
            continue
        report.sessions_seen += 1
        try:
            turns, errors = read_dialog(ws, sid)
            report.dialog_errors += errors
            flush_session_day(
                ws,
                cat,
                day_notes,
                distiller,
                sid,
                day,
                turns,
                tz=tz,
                force=force,
                report=report,
                hint=read_hint(ws, sid),
            )
        except LLMUnavailableError:
            raise
        except Exception as exc:  # noqa: BLE001 - a poison dialog is that session's error; the others go on
            log.exception("session %s on %s failed", sid, day)
            report.failures.append(f"session {sid} on {day}: {type(exc).__name__}: {str(exc)[:300]}")
    if (
        any(n.action not in ("unchanged", "nothing-to-note", "kept-deleted", "kept-edited") for n in report.notes)
        or not ws.day_index_path(day).exists()
    ):
        refresh_day_index(ws, day, cat)
    return report


def flush_session(
    ws: Workspace,
    session_id: str,
    distiller: NoteDistiller | None = None,
    *,
    tz: str = "UTC",
    days: Sequence[str] | None = None,
    force: bool = False,
    catalog: FilesCatalog | None = None,
    memory_hint: str | None = None,
) -> FlushReport:
    """Distil one session now (every day it has turns on, or `days`), without Dagster.

    This is what the `session_notes` asset does for each session; agents and
    tests call it directly. Uses the offline distiller unless one is given.
    `memory_hint` guides this flush (default: the hint kept by `record_turns`).
    """
    ws.dialog_path(session_id)
    hint = read_hint(ws, session_id) if memory_hint is None else " ".join(memory_hint.split())
    distiller = distiller or OfflineDistiller()
    report = FlushReport()
    with open_catalog(ws.metadata_dir, catalog) as cat:
        turns, errors = read_dialog(ws, session_id)
        report.dialog_errors += errors
        report.sessions_seen = 1
        for day in sorted(set(days or {t.day for t in turns})):
            day_notes = DayNotes(ws, day)
            flush_session_day(
                ws, cat, day_notes, distiller, session_id, day, turns, tz=tz, force=force, report=report, hint=hint
            )
            report.days.add(day)
        report.sync = sync_days(ws, cat, report.days)  # names followed, indexes current (also of hand-deleted notes)
    report.event = announce(ws, "auto_memory", note_changes(report.notes, report.sync.renamed), days=report.days)
    return report


def reindex_dialogs(ws: Workspace, cat: FilesCatalog) -> int:
    """Count the turns of every dialog file into the catalog (after the catalog was deleted); returns sessions."""
    n = 0
    for path in sorted(ws.dialog_dir.glob("*.jsonl")) if ws.dialog_dir.is_dir() else []:
        try:
            sid = path.stem
            turns, _ = read_dialog(ws, sid)
        except ValueError as exc:
            log.warning("dialog %s skipped: %s", path, exc)
            continue
        per_day: dict[str, tuple[int, int]] = {}
        for t in turns:
            c = per_day.get(t.day, (0, 0))
            per_day[t.day] = (c[0] + 1, c[1] + int(t.is_user))
        with cat.transaction():
            for day, (count, users) in per_day.items():
                if cat.session_day(sid, day) is None:
                    cat.add_session_turns(sid, {day: (count, users)})
        n += 1
    return n
