"""Scanning `workspace/resource/`: which files are there, their day and content hash, and what changed.

- `resource/<file>` is dated by the day Reverie first saw it (today in the
  configured timezone); `resource/YYYY-MM-DD/...` (any depth) by its folder.
  Files in other sub-folders are skipped with a reason.
- Only the suffixes of `reverie.files.readers.READERS` are read; anything
  else (pdf, docx, images, `.yml`, ...) is skipped with a reason.
  Hidden files and editor temp files (`.x`, `x~`, `.swp`, `.tmp`, `.part`) are ignored.
- Change detection is by content hash: a file touched or copied with the same
  bytes is unchanged.
"""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field

from reverie.files.readers import SUPPORTED
from reverie.hashing import file_hash
from reverie.limits import preview
from reverie.stores.catalog import ResourceRecord
from reverie.workspace import Workspace, WorkspacePathError, check_component, is_day, today_in

log = logging.getLogger(__name__)
_IGNORED_SUFFIXES = (".swp", ".swo", ".tmp", ".part", ".crdownload", "~")
_HINTS = {
    ".yml": "rename it to .yaml to have it read",
    ".htm": "rename it to .html to have it read",
    ".markdown": "rename it to .md to have it read",
}


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
        else:  # files, and links, pipes and devices too: those are refused by the scan with a reason, never skipped
            yield entry, f"{rel}/{name}", bad_dir


def _entry_problem(
    ws: Workspace, entry: os.DirEntry, rel: str, st: os.stat_result | None, bad_dir: str | None
) -> tuple[str, str] | None:
    """(kind, reason) when a listed entry must not be read: a bad name, a link out of the workspace (to a file or
    a folder), a dangling or looping link, a link to a folder, or something that is not a regular file."""
    try:
        if bad_dir:
            raise WorkspacePathError(bad_dir)
        check_component(entry.name, rel, "resource path")
        if entry.is_symlink():
            if st is None:
                return "link", f"resource path {preview(rel, 80)} is a dangling or looping link; nothing read"
            ws.resolve(rel, "resource path")
    except WorkspacePathError as exc:
        return "name", str(exc)
    if st is None:  # not a link, and its stat failed: it went away (or cannot be read) while listed
        return "special", f"resource path {preview(rel, 80)} could not be read (stat failed); nothing read"
    if stat.S_ISDIR(st.st_mode):
        return "link", f"resource path {preview(rel, 80)} is a link to a folder; links to folders are not followed"
    if not stat.S_ISREG(st.st_mode):
        return (
            "special",
            f"resource path {preview(rel, 80)} is not a regular file (a pipe, socket or device); nothing read",
        )
    return None


def _readable_file(
    entry: os.DirEntry, rel: str, day: str, size: int, max_bytes: int, *, misplaced: bool
) -> ResourceFile:
    """A listed file with an acceptable name, hashed; skipped or refused (with a reason) when it is not to be read."""
    suffix = os.path.splitext(entry.name)[1].lower()
    if misplaced:
        folder = rel.split("/")[1]
        reason = f"not at resource/ root or under resource/YYYY-MM-DD/ (folder {preview(folder)} is not a date)"
        return ResourceFile(rel, day, f"size:{size}", size, "skipped", reason)
    if suffix not in SUPPORTED:
        hint = _HINTS.get(suffix, "only " + " ".join(sorted(SUPPORTED)) + " are read")
        reason = f"{suffix or 'no suffix'} files are not read ({hint})"
        return ResourceFile(rel, day, f"size:{size}", size, "skipped", reason)
    if size > max_bytes:
        reason = f"file is {size} bytes, over the limit of {max_bytes} (REVERIE_MAX_RESOURCE_BYTES); no note written"
        return ResourceFile(rel, day, f"size:{size}", size, "error", reason)
    try:
        return ResourceFile(rel, day, file_hash(entry.path), size)
    except OSError as exc:
        return ResourceFile(rel, day, f"size:{size}", size, "error", f"cannot read: {exc}")


def scan_resources(
    ws: Workspace, known: dict[str, ResourceRecord], *, tz: str, max_bytes: int, today: str | None = None
) -> ResourceScan:
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
                st = entry.stat(follow_symlinks=True)
                size = st.st_size
            except OSError:
                if not entry.is_symlink():
                    continue  # gone between listing and stat: treated as not there
                st, size = None, 0
            problem = _entry_problem(ws, entry, rel, st, bad_dir)
            if problem:
                found = ResourceFile(rel, day, f"{problem[0]}:{size}", size, "error", problem[1])
            else:
                found = _readable_file(entry, rel, day, size, max_bytes, misplaced=len(parts) > 2 and not dated)
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
