"""Resources (auto resource): files dropped in `workspace/resource/` become notes linked to their source.

- `resource/<file>` is dated by the day Reverie first saw it (today in the
  configured timezone); `resource/YYYY-MM-DD/...` (any depth) by its folder.
  Files in other sub-folders are skipped with a reason.
- `.md .txt .json .jsonl .csv .yaml .html` are read as UTF-8 and noted;
  anything else (pdf, docx, images, `.yml`, ...) is skipped with a reason.
  Hidden files and editor temp files (`.x`, `x~`, `.swp`, `.tmp`, `.part`) are ignored.
- Change detection is by content hash: a file touched or copied with the same
  bytes is unchanged; a modified file updates its note; a deleted file deletes
  its note (see `daily_notes.remove_note` for hand-edited notes), the day index
  lists it as removed, and links to it elsewhere are marked.
- Bad input is reported as `resource/<path>[:line]: reason` and the other
  files (and the good lines of a JSONL file) are still processed.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from reverie.files.daily_notes import DayNotes, NoteWrite, refresh_day_index, remove_note, upsert_note
from reverie.files.day_sync import DaySync
from reverie.files.distil import NoteDistiller, NoteDraft, ResourceReading
from reverie.files.links import annotate_links, wikilink
from reverie.files.markup import escape
from reverie.files.readers import read_resource
from reverie.files.resource_scan import ResourceChange, ResourceFile
from reverie.frontmatter import FrontmatterError
from reverie.limits import DEFAULT_LIMITS, InputLimits
from reverie.llm import LLMOutage, LLMUnavailableError
from reverie.speakers import quote_instructions
from reverie.stores.catalog import FilesCatalog, ResourceRecord
from reverie.workspace import Workspace

log = logging.getLogger(__name__)


# --- processing changes ----------------------------------------------------------------------------------------------
@dataclass
class ResourceReport:
    """What one run did with resource changes."""

    notes: list[NoteWrite] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, reason)
    errors: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    annotated: list[str] = field(default_factory=list)
    days: set[str] = field(default_factory=set)
    unchanged: int = 0
    # one row per changed file: file, status (noted | refused | skipped | deleted), lines, problems, reason
    per_file: list[dict] = field(default_factory=list)
    outage: LLMOutage = field(default_factory=LLMOutage)  # resources an LLM outage left for the next run
    instructions_quoted: int = 0  # lines instructing the agent, quoted under "Instructions in the file (not followed)"
    sync: DaySync = field(default_factory=DaySync)  # notes renamed to their names, day indexes refreshed
    event: dict | None = None  # what was announced in mem_metadata/inbox.jsonl (None: nothing changed)


def _decode(rel: str, data: bytes) -> str:
    try:
        return data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ValueError(
            f"{rel}:{line}: invalid UTF-8 at byte {exc.start}; resources are read as UTF-8, no note written"
        ) from exc


def _refuse(
    cat: FilesCatalog, report: ResourceReport, f: ResourceFile, reason: str, *, failure: bool = False, lines: int = 0
) -> None:
    """Record a file's error by its content hash: it is reported now and retried only once its bytes change."""
    (report.failures if failure else report.errors).append(reason)
    report.per_file.append({"file": f.rel, "status": "refused", "lines": lines, "problems": 1, "reason": reason})
    with cat.transaction():
        cat.put_resource(ResourceRecord(f.rel, f.day, f.content_hash, f.size, "error", reason[:2000]))


def _reason(exc: BaseException) -> str:
    """The message of an exception, short; its type too when the message alone would not say what broke."""
    text = " ".join(str(exc).split())[:300]
    return text if isinstance(exc, ValueError) and text else f"{type(exc).__name__}: {text}"


def _note_deleted_resource(
    ws: Workspace, cat: FilesCatalog, notes: DayNotes, rel: str, day: str, report: ResourceReport, gone: dict[str, str]
) -> None:
    """Remove the note of a deleted resource; `gone` gains the paths whose links are to be marked."""
    reason = f"source {rel} was deleted"
    with cat.transaction():
        removed = remove_note(ws, cat, notes, kind="resource", owner=rel, day=day, reason=reason)
        cat.drop_resource(rel)
    gone[rel] = "the file was deleted"
    if removed is not None:
        report.notes.append(removed)
        if removed.action == "deleted":
            gone[removed.path] = f"its source {rel} was deleted"


def _record_skipped(cat: FilesCatalog, report: ResourceReport, f: ResourceFile) -> None:
    """Report a skipped resource with its reason and record it, so it is not looked at again until it changes."""
    report.skipped.append((f.rel, f.reason))
    report.per_file.append({"file": f.rel, "status": "skipped", "lines": 0, "problems": 0, "reason": f.reason})
    with cat.transaction():
        cat.put_resource(ResourceRecord(f.rel, f.day, f.content_hash, f.size, f.status, f.reason))


def _read_resource_text(ws: Workspace, cat: FilesCatalog, report: ResourceReport, f: ResourceFile) -> str | None:
    """The resource's text; None when it is gone or refused (unreadable, or not UTF-8)."""
    try:
        return _decode(f.rel, (ws.root / f.rel).read_bytes())
    except FileNotFoundError:
        return None  # deleted between scan and read: the next scan sees the deletion
    except (ValueError, OSError) as exc:
        _refuse(cat, report, f, str(exc) if isinstance(exc, ValueError) else f"{f.rel}: cannot be read ({exc})")
        return None


def _read_parts(
    cat: FilesCatalog, report: ResourceReport, f: ResourceFile, text: str, limits: InputLimits
) -> ResourceReading | None:
    """The resource read into parts; None when reading failed (the file's error is recorded)."""
    try:
        return read_resource(f.rel, text, limits)
    except Exception as exc:  # noqa: BLE001 - a poison file (over a limit, or a reader bug) is that file's error
        if not isinstance(exc, ValueError):
            log.exception("reading %s failed", f.rel)
        _refuse(cat, report, f, f"{f.rel}: {_reason(exc)}; no note written", lines=text.count("\n") + 1)
        return None


def _distil_resource(
    cat: FilesCatalog,
    report: ResourceReport,
    f: ResourceFile,
    reading: ResourceReading,
    text: str,
    distiller: NoteDistiller,
) -> NoteDraft | None:
    """The draft note of a resource; None when the LLM is out (nothing recorded) or distilling failed (recorded)."""
    try:
        return distiller.resource_note(reading)
    except LLMUnavailableError as exc:  # not this file's fault: not recorded, its note stays as it was
        report.outage.record(f.rel, exc)
        return None
    except Exception as exc:  # noqa: BLE001 - a content failure is this file's; retried once the file changes
        msg = f"{f.rel}: distilling failed: {_reason(exc)}"
        log.error(msg)
        _refuse(cat, report, f, msg, failure=True, lines=text.count("\n") + 1)
        return None


def _note_header(f: ResourceFile, reading: ResourceReading) -> tuple[dict, str]:
    """The frontmatter and the intro line of a resource's note."""
    meta = {
        "source_resource": wikilink(f.rel),
        "resource_hash": f.content_hash,
        "resource_type": f.rel.rsplit(".", 1)[-1].lower(),
        "resource_bytes": f.size,
        "date": f.day,
    }
    intro = f"Source: {wikilink(f.rel)} ({reading.label}, {reading.stats})."
    if reading.errors:
        intro += f" {len(reading.errors)} problem(s) reading it, e.g. {escape(reading.errors[0])}"
    return meta, intro


def _note_resource(
    ws: Workspace,
    cat: FilesCatalog,
    notes: DayNotes,
    f: ResourceFile,
    distiller: NoteDistiller,
    limits: InputLimits,
    report: ResourceReport,
) -> None:
    """Read, distil and write the note of one new or modified resource; its problems go to `report`."""
    text = _read_resource_text(ws, cat, report, f)
    if text is None:
        return
    reading = _read_parts(cat, report, f, text, limits)
    if reading is None:
        return
    report.errors += reading.errors
    draft = _distil_resource(cat, report, f, reading, text, distiller)
    if draft is None:
        return
    # Instructions to the agent inside the file stay its quoted claims, never points to act on.
    draft.sections, quoted = quote_instructions(draft.sections)
    report.instructions_quoted += quoted
    meta, intro = _note_header(f, reading)
    try:
        with cat.transaction():
            write = upsert_note(
                ws, cat, notes, kind="resource", owner=f.rel, day=f.day, draft=draft, meta=meta, intro=intro
            )
            cat.put_resource(
                ResourceRecord(f.rel, f.day, f.content_hash, f.size, "noted", "; ".join(reading.errors[:3]), write.path)
            )
    except (UnicodeDecodeError, FrontmatterError) as exc:  # its note was saved broken by hand; retried next run
        report.failures.append(f"{f.rel}: its note could not be read, nothing written: {exc}")
        return
    report.notes.append(write)
    lines, problems = text.count("\n") + 1, len(reading.errors)
    reason = "; ".join(reading.errors[:1])
    report.per_file.append({"file": f.rel, "status": "noted", "lines": lines, "problems": problems, "reason": reason})


def process_resource_changes(
    ws: Workspace,
    cat: FilesCatalog,
    changes: Sequence[ResourceChange],
    distiller: NoteDistiller,
    limits: InputLimits = DEFAULT_LIMITS,
) -> ResourceReport:
    """Create, update or delete the notes of changed resources, then refresh the touched day indexes.

    A file that cannot be read or distilled (whatever the exception) is that
    file's error: reported as `resource/<path>: reason`, recorded with its
    content hash so it is not tried again until it changes, and the other
    files go on. Only an LLM outage (not tied to one file) stops the batch.
    """
    report = ResourceReport()
    day_notes: dict[str, DayNotes] = {}
    gone: dict[str, str] = {}
    for change in changes:
        notes = day_notes.setdefault(change.day, DayNotes(ws, change.day))
        report.days.add(change.day)
        if change.change == "deleted":
            _note_deleted_resource(ws, cat, notes, change.rel, change.day, report, gone)
            continue
        f = change.file
        assert f is not None
        if f.status == "skipped":
            _record_skipped(cat, report, f)
        elif f.status == "error":  # a refused name may hold a newline: shown escaped, so a log line stays one line
            _refuse(cat, report, f, f"{f.rel if f.rel.isprintable() else repr(f.rel)[1:-1]}: {f.reason}")
        else:
            _note_resource(ws, cat, notes, f, distiller, limits, report)
    for day in sorted(report.days):
        refresh_day_index(ws, day, cat)
    if gone:  # after the day indexes, whose auto blocks no longer list the removed notes
        with cat.transaction():
            report.annotated = annotate_links(ws, cat, gone)
    for err in report.errors[:50]:
        log.warning("resource: %s", err)
    return report
