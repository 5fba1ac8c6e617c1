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

import csv
import io
import json
import logging
import os
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Iterable, Sequence

import yaml

from reverie.files.catalog import FilesCatalog, ResourceRecord
from reverie.files.daily_notes import DayNotes, NoteWrite, annotate_links, refresh_day_index, remove_note, upsert_note
from reverie.files.distil import NoteDistiller, ResourceReading
from reverie.frontmatter import FrontmatterError
from reverie.hashing import file_hash
from reverie.text import sentences
from reverie.workspace import Workspace, WorkspacePathError, check_component, is_day, today_in, wikilink

log = logging.getLogger(__name__)

SUPPORTED = {".md": "Markdown", ".txt": "text", ".json": "JSON", ".jsonl": "JSON Lines", ".csv": "CSV",
             ".yaml": "YAML", ".html": "HTML"}
_IGNORED_SUFFIXES = (".swp", ".swo", ".tmp", ".part", ".crdownload", "~")
_HINTS = {".yml": "rename it to .yaml to have it read", ".htm": "rename it to .html to have it read",
          ".markdown": "rename it to .md to have it read"}


@dataclass(slots=True)
class ResourceFile:
    """A file found under resource/: where it is, its day, and its content hash ('' when not read)."""

    rel: str
    day: str
    content_hash: str
    size: int
    status: str = "ok"  # ok | skipped | error (decided by the scan: suffix, size, path)
    reason: str = ""


@dataclass(frozen=True)
class ResourceChange:
    rel: str
    change: str  # added | modified | deleted
    day: str
    file: ResourceFile | None = None


@dataclass
class ResourceScan:
    files: list[ResourceFile] = field(default_factory=list)
    changes: list[ResourceChange] = field(default_factory=list)
    unchanged: int = 0

    def changes_by_day(self) -> dict[str, list[ResourceChange]]:
        out: dict[str, list[ResourceChange]] = {}
        for c in self.changes:
            out.setdefault(c.day, []).append(c)
        return out


def _ignored(name: str) -> bool:
    return name.startswith(".") or name.endswith(_IGNORED_SUFFIXES)


def _walk(folder: str, rel: str, bad_dir: str | None = None) -> Iterable[tuple[os.DirEntry, str, str | None]]:
    """(entry, workspace-relative path, why its folder is refused or None) of every file, in name order.

    Plain strings rather than Path objects: on an unchanged folder the walk is
    the overhead on top of hashing, so it is kept small.
    """
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as exc:
        log.warning("cannot list %s: %s", folder, exc)
        return
    for entry in entries:
        name = entry.name
        if _ignored(name):
            continue
        if entry.is_dir(follow_symlinks=False):
            why = bad_dir
            if why is None:
                try:
                    check_component(name, f"{rel}/{name}", "folder")
                except WorkspacePathError as exc:
                    why = str(exc)
            yield from _walk(entry.path, f"{rel}/{name}", why)
        elif entry.is_file(follow_symlinks=True):
            yield entry, f"{rel}/{name}", bad_dir


def scan_resources(ws: Workspace, known: dict[str, ResourceRecord], *, tz: str, max_bytes: int,
                   today: str | None = None) -> ResourceScan:
    """Hash every file under resource/ and diff it with the catalog: added, modified, deleted."""
    today = today or today_in(tz)
    scan = ResourceScan()
    root = ws.resource_dir
    seen: set[str] = set()
    if root.is_dir():
        for entry, rel, bad_dir in _walk(str(root), "resource"):
            parts = rel.split("/")
            rec = known.get(rel)
            dated = len(parts) > 2 and is_day(parts[1])
            day = parts[1] if dated else (rec.day if rec else today)
            try:
                size = entry.stat(follow_symlinks=True).st_size
            except OSError:  # gone (or a dangling link) between listing and stat: treated as not there
                continue
            try:
                if bad_dir:
                    raise WorkspacePathError(bad_dir)
                check_component(entry.name, rel, "resource path")
                if entry.is_symlink():
                    ws.resolve(rel, "resource path")
            except WorkspacePathError as exc:
                found = ResourceFile(rel, day, f"size:{size}", size, "error", str(exc))
            else:
                suffix = os.path.splitext(entry.name)[1].lower()
                if len(parts) > 2 and not dated:
                    found = ResourceFile(rel, day, f"size:{size}", size, "skipped",
                                         f"not at resource/ root or under resource/YYYY-MM-DD/ "
                                         f"(folder {parts[1]!r} is not a date)")
                elif suffix not in SUPPORTED:
                    hint = _HINTS.get(suffix, "only " + " ".join(sorted(SUPPORTED)) + " are read")
                    found = ResourceFile(rel, day, f"size:{size}", size, "skipped",
                                         f"{suffix or 'no suffix'} files are not read ({hint})")
                elif size > max_bytes:
                    found = ResourceFile(rel, day, f"size:{size}", size, "error",
                                         f"file is {size} bytes, over the limit of {max_bytes} "
                                         "(REVERIE_MAX_RESOURCE_BYTES); no note written")
                else:
                    try:
                        found = ResourceFile(rel, day, file_hash(entry.path), size)
                    except OSError as exc:
                        found = ResourceFile(rel, day, f"size:{size}", size, "error", f"cannot read: {exc}")
            seen.add(rel)
            scan.files.append(found)
            if rec is None:
                scan.changes.append(ResourceChange(rel, "added", day, found))
            elif rec.content_hash != found.content_hash:
                scan.changes.append(ResourceChange(rel, "modified", day, found))
            else:
                scan.unchanged += 1
    for rel, rec in known.items():
        if rel not in seen:
            scan.changes.append(ResourceChange(rel, "deleted", rec.day))
    return scan


# --- reading a resource ----------------------------------------------------------------------------------------------
class _HTMLText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.title = ""
        self.headings: list[str] = []
        self.chunks: list[str] = []
        self._stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self._stack.append(tag)
        if tag in ("p", "li", "br", "div", "tr", "h1", "h2", "h3", "h4"):
            self.chunks.append("\n")

    def handle_endtag(self, tag: str) -> None:
        while self._stack and self._stack.pop() != tag:
            pass
        if tag in ("p", "li", "div", "tr", "h1", "h2", "h3", "h4"):
            self.chunks.append(".\n" if tag == "li" else "\n")

    def handle_data(self, data: str) -> None:
        if any(t in ("script", "style", "noscript") for t in self._stack):
            return
        current = self._stack[-1] if self._stack else ""
        text = " ".join(data.split())
        if not text:
            return
        if current == "title":
            self.title = (self.title + " " + text).strip()
            return
        if current in ("h1", "h2", "h3"):
            self.headings.append(f"{current}: {text}")
        self.chunks.append(text + " ")


def _line_of(text: str, char_index: int) -> int:
    return text.count("\n", 0, char_index) + 1


def _scalar_lines(value: object, prefix: str = "", depth: int = 0, out: list[str] | None = None) -> list[str]:
    out = [] if out is None else out
    if len(out) >= 40 or depth > 3:
        return out
    if isinstance(value, dict):
        for k, v in value.items():
            key = f"{prefix}.{k}" if prefix else str(k)
            if isinstance(v, (dict, list)):
                kind = f"{len(v)} keys" if isinstance(v, dict) else f"{len(v)} items"
                out.append(f"{key}: ({kind})")
                _scalar_lines(v, key, depth + 1, out)
            else:
                out.append(f"{key}: {v}")
    elif isinstance(value, list) and value and isinstance(value[0], dict):
        keys = sorted({k for item in value if isinstance(item, dict) for k in item})
        out.append(f"{prefix or 'items'}: list of {len(value)} objects with keys {', '.join(keys[:15])}")
    elif isinstance(value, list):
        out.append(f"{prefix or 'items'}: " + ", ".join(str(v) for v in value[:15]))
    return out


def _prose(text: str) -> list[str]:
    """Sentences of running text (headings, code blocks and table rows left out)."""
    out, in_code = [], False
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("```"):
            in_code = not in_code
            continue
        if in_code or not s or s.startswith(("#", "|", "<!--")):
            continue
        out += sentences(re.sub(r"^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?", "", s))
    return out


def read_resource(rel: str, text: str) -> ResourceReading:
    """A deterministic reading of a resource's text: title, structure, key points, action items, errors."""
    suffix = Path(rel).suffix.lower()
    stem = Path(rel).stem
    r = ResourceReading(rel=rel, stem=stem, suffix=suffix, label=SUPPORTED.get(suffix, "text"), title=stem, text=text)
    lines = text.splitlines()
    r.stats = f"{len(text.encode('utf-8'))} bytes, {len(lines)} lines"
    if suffix in (".md", ".txt"):
        body = text
        if suffix == ".md" and text.startswith("---"):
            from reverie import frontmatter
            try:
                meta, body = frontmatter.split(text, rel)
                if isinstance(meta.get("title") or meta.get("name"), str):
                    r.title = meta.get("title") or meta.get("name")
            except frontmatter.FrontmatterError as exc:
                r.errors.append(str(exc))
        for line in body.splitlines():
            s = line.strip()
            m = re.match(r"^(#{1,3})\s+(.+)$", s) if suffix == ".md" else None
            if m:
                if len(m.group(1)) == 1 and r.title == stem:
                    r.title = m.group(2).strip()
                else:
                    r.structure.append(f"Section: {m.group(2).strip()}")
            if re.match(r"^[-*]\s+\[ \]\s+", s) or re.match(r"^(?:TODO|FIXME|ACTION)\b[:\s]", s, re.IGNORECASE):
                r.action_items.append(re.sub(r"^[-*]\s+\[ \]\s+|^(?:TODO|FIXME|ACTION)\b[:\s]*", "", s,
                                             flags=re.IGNORECASE))
        r.sentences = _prose(body)
    elif suffix == ".html":
        parser = _HTMLText()
        try:
            parser.feed(text)
            parser.close()
        except Exception as exc:  # noqa: BLE001 - html.parser is lenient; anything left is reported, text kept
            r.errors.append(f"{rel}: HTML could not be fully parsed ({exc})")
        r.title = parser.title or next((h.split(": ", 1)[1] for h in parser.headings if h.startswith("h1")), stem)
        r.structure = [f"Section: {h.split(': ', 1)[1]}" for h in parser.headings if not h.startswith("h1")]
        r.sentences = _prose("".join(parser.chunks))
        r.text = "".join(parser.chunks)
    elif suffix == ".csv":
        _read_csv(r, text)
    elif suffix == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            r.errors.append(f"{rel}:{exc.lineno}: malformed JSON ({exc.msg}, column {exc.colno}); read as text")
            r.sentences = _prose(text)
        else:
            r.structure = _scalar_lines(data)
            r.sentences = _strings(data)
    elif suffix == ".jsonl":
        records = []
        for lineno, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as exc:
                r.errors.append(f"{rel}:{lineno}: malformed JSON line ({exc.msg}, column {exc.colno}); line skipped")
        keys: dict[str, int] = {}
        for rec in records:
            if isinstance(rec, dict):
                for k in rec:
                    keys[k] = keys.get(k, 0) + 1
        r.structure = [f"{len(records)} records" + ("; keys: " + ", ".join(f"{k} ({n})" for k, n in
                                                                              list(keys.items())[:15]) if keys else "")]
        for rec in records[:200]:
            r.sentences += _strings(rec)
    elif suffix == ".yaml":
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = f":{mark.line + 1}" if mark is not None else ""
            r.errors.append(f"{rel}{line}: malformed YAML ({getattr(exc, 'problem', exc)}); read as text")
            r.sentences = _prose(text)
        else:
            r.structure = _scalar_lines(data)
            r.sentences = _strings(data)
    return r


def _strings(value: object, out: list[str] | None = None) -> list[str]:
    """Sentences of the longer string values in a JSON/YAML document (descriptions, notes, messages)."""
    out = [] if out is None else out
    if len(out) > 400:
        return out
    if isinstance(value, str) and len(value.split()) >= 4:
        out += sentences(value)
    elif isinstance(value, dict):
        for v in value.values():
            _strings(v, out)
    elif isinstance(value, list):
        for v in value[:200]:
            _strings(v, out)
    return out


def _read_csv(r: ResourceReading, text: str) -> None:
    sample = text[:8192]
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    rows = list(csv.reader(io.StringIO(text), dialect))
    rows = [row for row in rows if any(cell.strip() for cell in row)]
    if not rows:
        r.structure = ["empty CSV"]
        return
    header, data = rows[0], rows[1:]
    delim = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}.get(dialect.delimiter, dialect.delimiter)
    r.structure = [f"{len(data)} rows, {len(header)} columns ({delim}-separated): {', '.join(header[:20])}"]
    bad = [i + 2 for i, row in enumerate(data) if len(row) != len(header)]
    for line in bad[:20]:
        r.errors.append(f"{r.rel}:{line}: row has a different number of columns than the header ({len(header)})")
    for ci, name in enumerate(header[:20]):
        values = [row[ci].strip() for row in data if ci < len(row) and row[ci].strip()]
        numbers = []
        for v in values:
            try:
                numbers.append(float(v.replace(",", "")) if dialect.delimiter != "," else float(v))
            except ValueError:
                break
        else:
            if numbers:
                total = sum(numbers)
                r.key_points.append(f"{name}: min {min(numbers):g}, max {max(numbers):g}, "
                                    f"total {total:g} over {len(numbers)} rows")
                continue
        distinct = list(dict.fromkeys(values))
        if 0 < len(distinct) <= 8 and len(values) > len(distinct):
            r.key_points.append(f"{name}: {len(distinct)} values ({', '.join(distinct)})")
    for row in data[:3]:
        r.structure.append("Row: " + ", ".join(f"{h}={v}" for h, v in zip(header, row)))
    for row in data[:200]:
        for cell in row:
            if len(cell.split()) >= 6:
                r.sentences += sentences(cell)


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


def _decode(rel: str, data: bytes) -> str:
    try:
        return data.decode("utf-8").lstrip("\ufeff")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ValueError(f"{rel}:{line}: invalid UTF-8 at byte {exc.start}; resources are read as UTF-8, "
                         "no note written") from exc


def process_resource_changes(ws: Workspace, cat: FilesCatalog, changes: Sequence[ResourceChange],
                             distiller: NoteDistiller) -> ResourceReport:
    """Create, update or delete the notes of changed resources, then refresh the touched day indexes."""
    report = ResourceReport()
    day_notes: dict[str, DayNotes] = {}
    gone: dict[str, str] = {}
    for change in changes:
        notes = day_notes.setdefault(change.day, DayNotes(ws, change.day))
        report.days.add(change.day)
        if change.change == "deleted":
            reason = f"source {change.rel} was deleted"
            with cat.transaction():
                removed = remove_note(ws, cat, notes, kind="resource", owner=change.rel, day=change.day, reason=reason)
                cat.drop_resource(change.rel)
            gone[change.rel] = "the file was deleted"
            if removed is not None:
                report.notes.append(removed)
                if removed.action == "deleted":
                    gone[removed.path] = f"its source {change.rel} was deleted"
            continue
        f = change.file
        assert f is not None
        if f.status in ("skipped", "error"):
            (report.skipped.append((f.rel, f.reason)) if f.status == "skipped"
             else report.errors.append(f"{f.rel}: {f.reason}"))
            with cat.transaction():
                cat.put_resource(ResourceRecord(f.rel, f.day, f.content_hash, f.size, f.status, f.reason))
            continue
        path = ws.root / f.rel
        try:
            data = path.read_bytes()
            text = _decode(f.rel, data)
        except FileNotFoundError:
            continue  # deleted between scan and read: the next scan sees the deletion
        except ValueError as exc:
            report.errors.append(str(exc))
            with cat.transaction():
                cat.put_resource(ResourceRecord(f.rel, f.day, f.content_hash, f.size, "error", str(exc)))
            continue
        reading = read_resource(f.rel, text)
        report.errors += reading.errors
        try:
            draft = distiller.resource_note(reading)
        except Exception as exc:  # noqa: BLE001 - reported; not recorded, so the next run retries the file
            msg = f"{f.rel}: distilling failed: {exc}"
            log.error(msg)
            report.failures.append(msg)
            continue
        meta = {"source_resource": wikilink(f.rel), "resource_hash": f.content_hash,
                "resource_type": f.rel.rsplit(".", 1)[-1].lower(), "resource_bytes": f.size, "date": f.day}
        intro = f"Source: {wikilink(f.rel)} ({reading.label}, {reading.stats})."
        if reading.errors:
            intro += f" {len(reading.errors)} problem(s) reading it, e.g. {reading.errors[0]}"
        try:
            with cat.transaction():
                write = upsert_note(ws, cat, notes, kind="resource", owner=f.rel, day=f.day, draft=draft,
                                    meta=meta, intro=intro)
                cat.put_resource(ResourceRecord(f.rel, f.day, f.content_hash, f.size, "noted",
                                                "; ".join(reading.errors[:3]), write.path))
        except (UnicodeDecodeError, FrontmatterError) as exc:  # its note was saved broken by hand; retried next run
            report.failures.append(f"{f.rel}: its note could not be read, nothing written: {exc}")
            continue
        report.notes.append(write)
    for day in sorted(report.days):
        refresh_day_index(ws, day, cat)
    if gone:  # after the day indexes, whose auto blocks no longer list the removed notes
        with cat.transaction():
            report.annotated = annotate_links(ws, cat, gone)
    for err in report.errors[:50]:
        log.warning("resource: %s", err)
    return report
