"""The workspace folder (memory as files): its layout, safe paths inside it, and atomic writes.

Layout (DESIGN.md, "Workspace"):

    workspace/
      mem_session/inbox/*.jsonl            conversation turns dropped by agents
      mem_session/dialog/<session_id>.jsonl source conversations, sanitised
      resource/[YYYY-MM-DD/]<file>          watched resource files
      memory/YYYY-MM-DD.md                  day index
      memory/YYYY-MM-DD/<note>.md           daily notes
      digest/{personal,procedure,wiki}/     long-term nodes (the dream)
      mem_metadata/                         catalogs (not hand-edited)

Every path that comes from outside (a session id, a resource path) goes
through `safe_relpath` / `Workspace.resolve`, which refuse anything that
could leave the workspace or break a `[[wikilink]]`.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path, PurePosixPath
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from reverie.ids import safe_id

# Characters refused in a path component: control characters, Windows-reserved characters, and the ones that
# would break a [[target#anchor|alias]] wikilink.
_ODD_CHARS = re.compile(r"[\x00-\x1f\x7f\\:*?\"<>|\[\]#^]")
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class WorkspacePathError(ValueError):
    """A path or id that would escape the workspace (or could not be linked safely)."""


def safe_relpath(rel: str, what: str = "path") -> PurePosixPath:
    """A workspace-relative POSIX path, or WorkspacePathError saying what is wrong with it.

    Refused: absolute paths (`/x`, `C:\\x`), empty components, `.` and `..`,
    control characters, `\\ : * ? " < > | [ ] # ^`, and leading/trailing spaces.
    """
    if not isinstance(rel, str) or not rel.strip():
        raise WorkspacePathError(f"{what} {rel!r} is empty or not a string")
    if rel.startswith(("/", "\\", "~")) or re.match(r"^[A-Za-z]:", rel):
        raise WorkspacePathError(f"{what} {rel!r} is absolute; give a path relative to the workspace")
    parts = rel.split("/")
    for part in parts:
        check_component(part, rel, what)
    return PurePosixPath(*parts)


def check_component(part: str, rel: str, what: str = "path") -> None:
    """Refuse one path component (a file or folder name) of `rel`; see `safe_relpath`."""
    if part in ("", ".", ".."):
        raise WorkspacePathError(
            f"{what} {rel!r} contains {part or 'an empty component'!r}; '..', '.' and '//' are refused "
            "so nothing can leave the workspace")
    if _ODD_CHARS.search(part):
        bad = sorted(set(_ODD_CHARS.findall(part)))
        raise WorkspacePathError(
            f"{what} {rel!r} contains the character(s) {bad!r}, which are refused in workspace paths "
            "(control characters, \\ : * ? \" < > | [ ] # ^); rename the file")
    if part != part.strip():
        raise WorkspacePathError(f"{what} {rel!r} has a component with leading or trailing spaces")


def is_day(text: str) -> bool:
    """True for a valid `YYYY-MM-DD` date."""
    if not isinstance(text, str) or not _DAY.match(text):
        return False
    try:
        date.fromisoformat(text)
        return True
    except ValueError:
        return False


def check_day(text: str, what: str = "date") -> str:
    if not is_day(text):
        raise ValueError(f"{what} {text!r} is not a valid YYYY-MM-DD date")
    return text


def zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"timezone {name!r} is not a known IANA zone (REVERIE_TIMEZONE)") from exc


def today_in(tz: str) -> str:
    """Today's date in the configured timezone, as YYYY-MM-DD."""
    return datetime.now(zone(tz)).date().isoformat()


def _written_temp_file(path: Path, text: str) -> str:
    """A hidden temp file beside `path` holding `text`, flushed to disk; the caller moves or removes it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(tmp: str) -> None:
    try:
        os.unlink(tmp)
    except FileNotFoundError:
        pass


def atomic_write_text(path: Path, text: str) -> None:
    """Write text so a reader (or a crash) sees either the old file or the new one, never half of it.

    The text goes to a hidden temp file in the same folder, is flushed to disk,
    and replaces the target with os.replace (atomic on POSIX and Windows).
    """
    tmp = _written_temp_file(path, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise


def atomic_create_text(path: Path, text: str) -> bool:
    """Like atomic_write_text, but only if `path` does not exist yet; False (nothing written) if it does.

    Two processes choosing the same new note name cannot overwrite each other:
    the complete temp file is hard-linked into place, which fails if the name
    is taken.
    """
    tmp = _written_temp_file(path, text)
    try:
        os.link(tmp, path)
    except FileExistsError:
        return False
    finally:
        _remove(tmp)
    return True


@dataclass(frozen=True)
class Workspace:
    """One collective's workspace folder."""

    root: Path

    def __post_init__(self) -> None:
        object.__setattr__(self, "root", Path(self.root).expanduser().resolve())

    @classmethod
    def from_settings(cls, settings: "object") -> "Workspace":
        return cls(settings.workspace_dir)

    # --- layout -----------------------------------------------------------------------------------------
    @property
    def session_inbox(self) -> Path:
        return self.root / "mem_session" / "inbox"

    @property
    def dialog_dir(self) -> Path:
        return self.root / "mem_session" / "dialog"

    @property
    def resource_dir(self) -> Path:
        return self.root / "resource"

    @property
    def memory_dir(self) -> Path:
        return self.root / "memory"

    @property
    def digest_dir(self) -> Path:
        return self.root / "digest"

    @property
    def metadata_dir(self) -> Path:
        return self.root / "mem_metadata"

    def ensure(self) -> "Workspace":
        for d in (self.session_inbox, self.dialog_dir, self.resource_dir, self.memory_dir, self.metadata_dir):
            d.mkdir(parents=True, exist_ok=True)
        return self

    def day_dir(self, day: str) -> Path:
        return self.memory_dir / check_day(day, "note date")

    def day_index_path(self, day: str) -> Path:
        return self.memory_dir / f"{check_day(day, 'note date')}.md"

    def dialog_path(self, session_id: str) -> Path:
        """`mem_session/dialog/<session_id>.jsonl`; the id must be a safe id (no `..`, `/`, odd characters)."""
        try:
            safe_id(session_id, "session id")
        except ValueError as exc:
            raise WorkspacePathError(str(exc)) from exc
        return self.dialog_dir / f"{session_id}.jsonl"

    # --- paths --------------------------------------------------------------------------------------------
    def resolve(self, rel: str, what: str = "path") -> Path:
        """The absolute path of a workspace-relative path; refuses anything that ends up outside.

        Symlinks are followed, so a link inside the workspace that points out of
        it is refused too.
        """
        path = self.root.joinpath(*safe_relpath(rel, what).parts)
        real = path.resolve()
        if not real.is_relative_to(self.root):
            raise WorkspacePathError(f"{what} {rel!r} resolves to {real}, outside the workspace {self.root}")
        return path

    def rel(self, path: Path) -> str:
        """The workspace-relative POSIX path of a path inside the workspace (used in wikilinks and catalogs)."""
        try:
            return Path(path).relative_to(self.root).as_posix()
        except ValueError:
            try:
                return Path(path).resolve().relative_to(self.root).as_posix()
            except ValueError as exc:
                raise WorkspacePathError(f"{path} is not inside the workspace {self.root}") from exc

    def resource_path(self, rel: str) -> Path:
        """A file under `resource/`, given relative to `resource/` (or to the workspace, starting `resource/`)."""
        rel = rel[len("resource/"):] if rel.startswith("resource/") else rel
        return self.resolve(f"resource/{safe_relpath(rel, 'resource path').as_posix()}", "resource path")


def wikilink(rel: str) -> str:
    """A `[[workspace/relative/path]]` link (literal path, as ReMe's grammar)."""
    return f"[[{rel}]]"
