"""Session logs (auto memory): conversation turns, sanitised, appended to `mem_session/dialog/<id>.jsonl`.

Agents hand turns over in two ways:

- Python: `record_turns(workspace, "support-42", [{"role": "user", "content": "..."}, ...])`
- Files: JSONL dropped in `<root>/<cid>/mem_session/inbox/`, one turn a line, each
  with a `session_id` (or the file is named `<session_id>.jsonl`).

A turn is `{"role": "user"|"assistant", "content": str | [blocks], "created_at": ISO-8601 | epoch,
"id": optional, "source": optional, "date": optional YYYY-MM-DD, "cid": optional}`. The workspace is
one collective's (`collective_workspace(root, cid)`), so a turn's collective is implied by where it is
handed over; a turn that names another collective in `cid` is refused, never recorded here. Sanitising
keeps what a person said and the assistant answered, and removes:

- tool results (`tool_result` / `function_call_output` blocks, `tool` role messages),
  so recalled memory or tool output never passes for something the user said;
- base64 data (image/audio/file blocks, `data:...;base64,` URLs, long base64 runs);
- system/developer prompts and hidden reasoning blocks.

Turns whose `source` (or `metadata.source`, `origin`, `trigger`) is `cron` or
`heartbeat` come from automation, not from a person, and are skipped. A turn's
day is the explicit `date`, else its timestamp in the configured timezone, else
today there. Turns are deduplicated by id (given, or the hash of role, content
and timestamp), so handing the same turns over twice appends nothing.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.days import DayError, day_of
from reverie.episodes import EpisodeError, parse_ts
from reverie.errors import ReverieError
from reverie.files.hints import save_hint
from reverie.hashing import content_hash
from reverie.jsonl import read_jsonl
from reverie.limits import DEFAULT_LIMITS, InputLimits, preview
from reverie.stores.catalog import FilesCatalog, open_catalog
from reverie.workspace import Workspace, WorkspacePathError, check_day, input_file_problem, is_day, today_in

log = logging.getLogger(__name__)

AUTOMATION_SOURCES = frozenset({"cron", "heartbeat"})
_USER_ROLES = {"user", "human"}
_ASSISTANT_ROLES = {"assistant", "ai", "model", "bot"}
_SYSTEM_ROLES = {"system", "developer"}
_TOOL_ROLES = {"tool", "function", "tool_result"}
_TS_KEYS = ("created_at", "time_created", "timestamp", "createdAt", "timeCreated", "created_time", "ts")
_ID_KEYS = ("id", "message_id", "uuid")
_SOURCE_KEYS = ("source", "origin", "trigger")
_TOOL_RESULT_BLOCKS = {
    "tool_result",
    "function_call_output",
    "tool_output",
    "function_result",
    "computer_call_output",
    "web_search_tool_result",
    "mcp_tool_result",
}
_BINARY_BLOCKS = {
    "image",
    "image_url",
    "input_image",
    "document",
    "file",
    "input_file",
    "audio",
    "input_audio",
    "video",
}
_HIDDEN_BLOCKS = {"thinking", "redacted_thinking", "reasoning"}
_DATA_URL = re.compile(r"data:[\w.+/-]+;base64,[A-Za-z0-9+/=\s]+")
_LONG_BASE64 = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{256,}={0,2}(?![A-Za-z0-9+/])")
BASE64_MARK = "[base64 data removed]"


class TurnError(ReverieError, ValueError):
    """A turn that cannot be recorded; the message names where (file:line or turn index) and why."""


@dataclass(frozen=True)
class Turn:
    """One sanitised conversation turn as stored in the dialog file."""

    id: str
    role: str
    content: str
    day: str
    created_at: str = ""
    name: str = ""

    def to_dict(self) -> dict[str, str]:
        d = {"id": self.id, "role": self.role, "content": self.content, "day": self.day}
        if self.created_at:
            d["created_at"] = self.created_at
        if self.name:
            d["name"] = self.name
        return d

    @property
    def is_user(self) -> bool:
        return self.role == "user"


@dataclass
class TurnsRecorded:
    """What happened to the turns handed over for one session."""

    session_id: str
    appended: int = 0
    appended_user_turns: int = 0
    duplicates: int = 0
    skipped_automation: int = 0
    dropped: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    days: list[str] = field(default_factory=list)
    pending_user_turns: int = 0
    due: bool = False


# --- sanitising ------------------------------------------------------------------------------------------------
def scrub_base64(text: str) -> str:
    """Replace `data:...;base64,` URLs and long base64 runs with a short marker."""
    if len(text) < 64:
        return text
    text = _DATA_URL.sub(BASE64_MARK, text)
    return _LONG_BASE64.sub(BASE64_MARK, text)


def _content_text(content: Any, dropped: Counter) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return scrub_base64(content)
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        raise TurnError(f"content must be a string or a list of blocks, got {type(content).__name__}")
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(scrub_base64(block))
            continue
        if not isinstance(block, dict):
            continue
        kind = str(block.get("type", "text"))
        if kind in _TOOL_RESULT_BLOCKS:
            dropped["tool result block"] += 1
        elif kind in _BINARY_BLOCKS:
            dropped["binary/base64 block"] += 1
            parts.append(f"[{kind.replace('input_', '').replace('_url', '')} removed]")
        elif kind in _HIDDEN_BLOCKS:
            dropped["reasoning block"] += 1
        elif kind in ("tool_use", "function_call", "server_tool_use", "mcp_tool_use"):
            parts.append(f"[called tool {block.get('name') or '?'}]")
        elif isinstance(block.get("text"), str):
            parts.append(scrub_base64(block["text"]))
    return "\n".join(p for p in parts if p.strip())


def _source_of(raw: dict) -> str:
    metadata = raw.get("metadata")
    meta = metadata if isinstance(metadata, dict) else {}
    for holder in (raw, meta):
        for key in _SOURCE_KEYS:
            value = holder.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip().lower()
    return ""


def _timestamp(raw: dict) -> datetime | None:
    for key in _TS_KEYS:
        value = raw.get(key)
        if value in (None, ""):
            continue
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 1e11:
            value = value / 1000.0  # epoch milliseconds (JavaScript Date.now())
        try:
            return parse_ts(value)
        except EpisodeError as exc:
            if isinstance(exc.__cause__, DayError):  # a time, but not one a turn can have
                raise TurnError(f"{key} {exc.__cause__}") from exc
            raise TurnError(f"{key} {preview(value)} is not a timestamp (ISO-8601 or epoch seconds)") from exc
        except (ValueError, OverflowError, OSError) as exc:
            raise TurnError(f"{key} {preview(value)} is not a timestamp (ISO-8601 or epoch seconds)") from exc
    return None


def sanitise_turn(
    raw: Any, *, tz: str, day: str | None = None, source: str | None = None, today: str | None = None
) -> tuple[Turn | None, str]:
    """(turn, "") for a turn to keep, (None, reason) for one skipped on purpose; TurnError if invalid."""
    if not isinstance(raw, dict):
        raise TurnError(f"expected a JSON object, got {type(raw).__name__}")
    role = raw.get("role")
    if not isinstance(role, str) or not role.strip():
        raise TurnError("missing field 'role'")
    role = role.strip().lower()
    src = (source or "").strip().lower() or _source_of(raw)
    if src in AUTOMATION_SOURCES:
        return None, f"automation source ({src})"
    if role in _SYSTEM_ROLES:
        return None, "system prompt"
    if role in _TOOL_ROLES:
        return None, "tool result"
    if role in _USER_ROLES:
        role = "user"
    elif role in _ASSISTANT_ROLES:
        role = "assistant"
    else:
        raise TurnError(f"role {preview(role)} is not one of user, assistant, system, tool")
    dropped: Counter = Counter()
    if "content" not in raw and "text" in raw:
        text = _content_text(raw.get("text"), dropped)
    else:
        text = _content_text(raw.get("content"), dropped)
    calls = raw.get("tool_calls") or []
    if not isinstance(calls, list):
        raise TurnError(f"tool_calls must be a list, got {type(calls).__name__}")
    for call in calls:
        name = (call.get("function") or {}).get("name") if isinstance(call, dict) else None
        text += f"\n[called tool {name or '?'}]"
    text = text.strip()
    if not text or all(line.startswith("[called tool ") for line in text.splitlines()):
        return None, "tool result" if dropped["tool result block"] else "empty after sanitising"
    ts = _timestamp(raw)
    explicit = raw.get("date") or day
    if explicit:
        turn_day = check_day(str(explicit), "date")
    elif ts is not None:
        turn_day = day_of(ts, tz)
    else:
        turn_day = today or today_in(tz)
    created_at = ts.isoformat() if ts else ""
    given = next((raw[k] for k in _ID_KEYS if raw.get(k) not in (None, "")), None)
    turn_id = str(given)[:128] if given is not None else content_hash(role, text, created_at, length=20)
    name = raw.get("name")
    name = name if isinstance(name, str) else ""
    return Turn(id=turn_id, role=role, content=text, day=turn_day, created_at=created_at, name=name[:64]), ""


# --- dialog files ------------------------------------------------------------------------------------------------
@contextmanager
def _session_lock(ws: Workspace, session_id: str) -> Iterator[None]:
    """One lock per session (never one global lock), so sessions are recorded in parallel."""
    lock_dir = ws.metadata_dir / "locks"
    lock_dir.mkdir(parents=True, exist_ok=True)
    with open(lock_dir / f"session-{session_id}.lock", "a") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def read_dialog(ws: Workspace, session_id: str) -> tuple[list[Turn], list[str]]:
    """The stored turns of a session and one error per unreadable line (path:line: reason)."""
    path = ws.dialog_path(session_id)
    turns: list[Turn] = []
    errors: list[str] = []
    if not os.path.lexists(path):
        return turns, errors
    rel = ws.rel(path) if path.parent.resolve() == ws.dialog_dir.resolve() else path.name
    problem = input_file_problem(path, ws.root)
    if problem:  # a link planted in dialog/ pointing out of the workspace is never read
        errors.append(f"{rel}: {problem}")
        return turns, errors
    for rec, where in read_jsonl(path, errors, where=rel):
        if (
            not isinstance(rec, dict)
            or not isinstance(rec.get("content"), str)
            or rec.get("role") not in ("user", "assistant")
            or not is_day(str(rec.get("day", "")))
        ):
            errors.append(f"{where}: not a stored turn (needs role user/assistant, content, day)")
            continue
        turns.append(
            Turn(
                id=str(rec.get("id") or content_hash(rec["role"], rec["content"], length=20)),
                role=rec["role"],
                content=rec["content"],
                day=rec["day"],
                created_at=str(rec.get("created_at") or ""),
                name=str(rec.get("name") or ""),
            )
        )
    return turns, errors


def _append_lines(path: Path, lines: list[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "ab+") as f:
        f.seek(0, os.SEEK_END)
        if f.tell() > 0:
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":  # a crash left a partial line: never glue a new turn onto it
                f.write(b"\n")
        # No fsync per append: a killed process loses nothing already written, a torn last line is detected
        # on read (path:line) and never glued to the next turn; notes, which are replaced, are fsynced.
        f.write("".join(line + "\n" for line in lines).encode("utf-8"))


def _accepted_turn(
    ws: Workspace,
    raw: Any,
    where: str,
    day: str | None,
    *,
    tz: str,
    source: str | None,
    today: str,
    result: TurnsRecorded,
    dropped: Counter,
) -> Turn | None:
    """The sanitised turn to record; None when it is refused (an error), automation, or dropped (counted)."""
    owner = raw.get("cid") if isinstance(raw, dict) else None
    if owner is not None and owner != ws.cid:  # never file one collective's turn in another's memory
        result.errors.append(
            f"{where}: the turn belongs to collective {preview(owner)}, not to {ws.cid!r} whose "
            f"workspace this is; not recorded (give it to {preview(owner)})"
        )
        return None
    try:
        turn, reason = sanitise_turn(raw, tz=tz, day=day, source=source, today=today)
    except (TurnError, ValueError) as exc:
        result.errors.append(f"{where}: {exc}")
        return None
    except Exception as exc:  # noqa: BLE001 - one odd turn is that turn's error, never the batch's
        result.errors.append(f"{where}: turn not readable ({type(exc).__name__}: {str(exc)[:120]})")
        return None
    if turn is None:
        if reason.startswith("automation"):
            result.skipped_automation += 1
        else:
            dropped[reason] += 1
    return turn


def _turns_per_day(turns: list[Turn]) -> dict[str, tuple[int, int]]:
    """(turns, user turns) per day of `turns`."""
    per_day: dict[str, list[int]] = {}
    for t in turns:
        counts = per_day.setdefault(t.day, [0, 0])
        counts[0] += 1
        counts[1] += int(t.is_user)
    return {d: (c[0], c[1]) for d, c in per_day.items()}


def _record(
    ws: Workspace,
    cat: FilesCatalog,
    session_id: str,
    items: list[tuple[Any, str, str | None]],
    *,
    tz: str,
    source: str | None,
    interval: int | None,
) -> TurnsRecorded:
    result = TurnsRecorded(session_id=session_id)
    path = ws.dialog_path(session_id)
    today = today_in(tz)
    dropped: Counter = Counter()
    with _session_lock(ws, session_id):
        existing, _ = read_dialog(ws, session_id)
        seen = {t.id for t in existing}
        new: list[Turn] = []
        for raw, where, day in items:
            turn = _accepted_turn(
                ws, raw, where, day, tz=tz, source=source, today=today, result=result, dropped=dropped
            )
            if turn is None:
                continue
            if turn.id in seen:
                result.duplicates += 1
                continue
            seen.add(turn.id)
            new.append(turn)
        if new:
            _append_lines(path, [json.dumps(t.to_dict(), ensure_ascii=False) for t in new])
            with cat.transaction():
                cat.add_session_turns(session_id, _turns_per_day(new))
    result.appended = len(new)
    result.appended_user_turns = sum(t.is_user for t in new)
    result.days = sorted({t.day for t in new})
    result.dropped = dict(dropped)
    result.pending_user_turns = cat.pending_user_turns(session_id)
    result.due = bool(interval and interval > 0 and result.pending_user_turns >= interval)
    for err in result.errors[:20]:
        log.warning("session %s: turn not recorded: %s", session_id, err)
    return result


def record_turns(
    ws: Workspace,
    session_id: str,
    turns: Iterable[Any],
    *,
    date: str | None = None,
    source: str | None = None,
    tz: str = "UTC",
    auto_memory_interval: int | None = 5,
    catalog: FilesCatalog | None = None,
    memory_hint: str | None = None,
) -> TurnsRecorded:
    """Sanitise and append a session's turns to `mem_session/dialog/<session_id>.jsonl`.

    `date` pins every turn to that day's note; `source="cron"` (or "heartbeat")
    skips the whole batch. Invalid turns are reported in `.errors` ("turn 3:
    missing field 'role'") and the others are still recorded. `.due` is True
    when the session has `auto_memory_interval` or more user turns not yet
    distilled: the session sensor (or `flush_session`) then writes its note.
    `memory_hint` (what the note should pay attention to) is kept for the
    session's flushes (`reverie.files.auto_memory`).
    Raises WorkspacePathError for a session id that could escape the workspace.
    """
    ws.dialog_path(session_id)  # validates the id before anything is touched
    if date is not None:
        check_day(date, "date")
    if memory_hint is not None:
        save_hint(ws, session_id, memory_hint)
    with open_catalog(ws.metadata_dir, catalog) as cat:
        items = [(raw, f"turn {i}", date) for i, raw in enumerate(turns)]
        return _record(ws, cat, session_id, items, tz=tz, source=source, interval=auto_memory_interval)


# --- the inbox -------------------------------------------------------------------------------------------------
@dataclass
class InboxFile:
    """What happened to the lines of one inbox file; `lines == stored + duplicated + skipped + rejected`."""

    file: str
    lines: int = 0
    stored: int = 0
    duplicated: int = 0
    skipped: int = 0  # on purpose: automation, system prompts, tool results, empty after sanitising
    rejected: int = 0
    error: str = ""  # the whole file was refused (too large, a link out of the workspace, unreadable)


@dataclass
class InboxReport:
    """What ingesting `mem_session/inbox/` did."""

    files: int = 0
    turns_appended: int = 0
    user_turns_appended: int = 0
    duplicates: int = 0
    skipped_automation: int = 0
    sessions: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    rejected_files: list[str] = field(default_factory=list)
    per_file: list[InboxFile] = field(default_factory=list)


def _move_done(path: Path, folder: Path, errors: list[str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    target = folder / f"{path.stem}.{stamp}{path.suffix}"
    try:
        os.replace(path, target)
    except FileNotFoundError:  # another process (sensor tick vs run) ingested it first; ids made that harmless
        return
    if errors:
        target.with_name(target.name + ".errors.txt").write_text("\n".join(errors) + "\n", encoding="utf-8")


def _inbox_entries(inbox: Path) -> list[Path]:
    """The `*.jsonl` entries of the inbox that are not hidden or folders (links and odd files included,
    so they are reported rather than silently left)."""
    out = []
    for entry in sorted(os.scandir(inbox), key=lambda e: e.name):
        if entry.name.endswith(".jsonl") and not entry.name.startswith(".") and not entry.is_dir(follow_symlinks=False):
            out.append(Path(entry.path))
    return out


def _ingest_file(
    ws: Workspace,
    cat: FilesCatalog,
    path: Path,
    rel: str,
    acc: InboxFile,
    errors: list[str],
    *,
    tz: str,
    auto_memory_interval: int | None,
    limits: InputLimits,
    sessions: set[str],
    report: InboxReport,
) -> None:
    blank = [0]
    parsed: list[tuple[Any, str]] = list(read_jsonl(path, errors, limits=limits, where=rel, blank=blank))
    acc.lines = len(parsed) + len(errors)
    # A file is either one session's (named <session_id>.jsonl, no line names a session) or a batch
    # whose every line names its session; a batch line without one is an error, never a guess.
    batch = any(isinstance(rec, dict) and "session_id" in rec for rec, _ in parsed)
    by_session: dict[str, list[tuple[Any, str, str | None]]] = {}
    for rec, where in parsed:
        sid = rec.get("session_id") if batch and isinstance(rec, dict) else None if batch else path.stem
        if sid is None:
            errors.append(f"{where}: no session_id (lines of a batch file must each name their session)")
            continue
        try:
            ws.dialog_path(sid)
        except WorkspacePathError as exc:
            where_name = "" if batch else " (from the file name)"
            errors.append(f"{where}: {exc}{where_name}")
            continue
        day = rec.get("date") if isinstance(rec, dict) else None
        by_session.setdefault(sid, []).append((rec, where, str(day)[:40] if day else None))
    for sid, items in by_session.items():
        rec_result = _record(ws, cat, sid, items, tz=tz, source=None, interval=auto_memory_interval)
        errors.extend(rec_result.errors)
        report.turns_appended += rec_result.appended
        report.user_turns_appended += rec_result.appended_user_turns
        report.duplicates += rec_result.duplicates
        report.skipped_automation += rec_result.skipped_automation
        acc.stored += rec_result.appended
        acc.duplicated += rec_result.duplicates
        acc.skipped += rec_result.skipped_automation + sum(rec_result.dropped.values())
        if rec_result.appended:
            sessions.add(sid)
    acc.rejected = len(errors)


def _ingest_inbox_entry(
    ws: Workspace,
    cat: FilesCatalog,
    path: Path,
    *,
    tz: str,
    auto_memory_interval: int | None,
    max_file_bytes: int,
    limits: InputLimits,
    sessions: set[str],
    report: InboxReport,
) -> None:
    """Record the turns of one inbox file, then move it to `processed/`, or to `rejected/` when refused or broken."""
    inbox = ws.session_inbox
    report.files += 1
    rel = f"{ws.rel(inbox)}/{path.name}"
    acc = InboxFile(rel)
    report.per_file.append(acc)
    errors: list[str] = []
    problem = input_file_problem(path, ws.root, max_file_bytes, "REVERIE_MAX_INBOX_FILE_BYTES")
    if not problem:
        try:
            _ingest_file(
                ws,
                cat,
                path,
                rel,
                acc,
                errors,
                tz=tz,
                auto_memory_interval=auto_memory_interval,
                limits=limits,
                sessions=sessions,
                report=report,
            )
        except Exception as exc:  # noqa: BLE001 - a poison file is that file's error; the batch goes on
            log.exception("session inbox file %s failed", rel)
            problem = f"reading stopped ({type(exc).__name__}: {str(exc)[:200]})"
    if problem:
        acc.error = f"{rel}: {problem}"
        errors.append(acc.error)
        report.errors.extend(errors)
        report.rejected_files.append(path.name)
        _move_done(path, inbox / "rejected", errors)
        return
    report.errors.extend(errors)
    _move_done(path, inbox / "processed", errors)


def ingest_session_inbox(
    ws: Workspace,
    *,
    tz: str = "UTC",
    auto_memory_interval: int | None = 5,
    max_file_bytes: int = 256 << 20,
    catalog: FilesCatalog | None = None,
    limits: InputLimits = DEFAULT_LIMITS,
) -> InboxReport:
    """Append every turn of the JSONL files in `mem_session/inbox/` to its session's dialog.

    Each line needs a `session_id` unless the file is named `<session_id>.jsonl`.
    Bad lines are reported as `mem_session/inbox/<file>:line: reason` and the
    good ones are still recorded; `per_file` accounts for every line. A
    processed file moves to `inbox/processed/` (with a `.errors.txt` beside it
    when some lines were refused); a file refused as a whole (too large, a link
    out of the workspace, not a regular file) or one whose reading failed moves
    to `inbox/rejected/`.
    """
    report = InboxReport()
    inbox = ws.session_inbox
    if not inbox.is_dir():
        return report
    with open_catalog(ws.metadata_dir, catalog) as cat:
        sessions: set[str] = set()
        for path in _inbox_entries(inbox):
            _ingest_inbox_entry(
                ws,
                cat,
                path,
                tz=tz,
                auto_memory_interval=auto_memory_interval,
                max_file_bytes=max_file_bytes,
                limits=limits,
                sessions=sessions,
                report=report,
            )
        report.sessions = sorted(sessions)
    for err in report.errors[:50]:
        log.warning("session inbox: %s", err)
    return report


def inbox_days(
    ws: Workspace, *, tz: str = "UTC", max_file_bytes: int = 256 << 20, limits: InputLimits = DEFAULT_LIMITS
) -> set[str]:
    """The note dates the turns waiting in `mem_session/inbox/` would land on (read only; nothing is moved).

    Lets a caller choose which partitions to run before the run ingests the
    inbox (and reports its bad lines in its own metadata).
    """
    days: set[str] = set()
    today = today_in(tz)
    for path in _inbox_entries(ws.session_inbox) if ws.session_inbox.is_dir() else []:
        if input_file_problem(path, ws.root, max_file_bytes, "REVERIE_MAX_INBOX_FILE_BYTES"):
            continue  # a pipe would block the sensor, a link leads out: the run reports them
        try:
            for rec, _ in read_jsonl(path, [], limits=limits):  # bad lines are the run's to report
                try:
                    turn, _ = sanitise_turn(rec, tz=tz, today=today)
                except Exception:  # noqa: BLE001 - a turn the run will refuse (and report) lands on no day
                    continue
                if turn is not None:
                    days.add(turn.day)
        except OSError as exc:
            log.warning("cannot read %s: %s", path, exc)
    return days
