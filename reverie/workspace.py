"""The workspace folders (memory as files): one per collective, their layout, safe paths, atomic writes.

The configured root (`Settings.workspace_dir`, REVERIE_WORKSPACE) holds one
workspace per collective, `<root>/<cid>/`; nothing one collective wrote is
read for another. `collective_workspace(root, cid)` gives a collective's
workspace, `list_collectives(root)` the collectives present. The collective
used when none is named is `Settings().default_collective`
(REVERIE_DEFAULT_COLLECTIVE, default `DEFAULT_COLLECTIVE` = "default"). A
workspace of the old single-collective layout (memory/, mem_session/, ...
directly under the root) is moved into the default collective the first time
either function looks at the root (`migrate_legacy_workspace`).

Layout of one collective's workspace (DESIGN.md, "Workspace"):

    <root>/<cid>/
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

import contextlib
import errno
import logging
import os
import re
import stat
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path, PurePosixPath

from reverie import days
from reverie.config import DEFAULT_COLLECTIVE as DEFAULT_COLLECTIVE  # re-exported: the default collective's id
from reverie.config import Settings
from reverie.errors import ReverieError
from reverie.ids import is_windows_reserved, safe_id
from reverie.limits import preview

log = logging.getLogger(__name__)

# Characters refused in a path component: control characters, Windows-reserved characters, and the ones that
# would break a [[target#anchor|alias]] wikilink.
_ODD_CHARS = re.compile(r"[\x00-\x1f\x7f\\:*?\"<>|\[\]#^]")
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class WorkspacePathError(ReverieError, ValueError):
    """A path or id that would escape the workspace (or could not be linked safely)."""


def safe_relpath(rel: str, what: str = "path") -> PurePosixPath:
    """A workspace-relative POSIX path, or WorkspacePathError saying what is wrong with it.

    Refused: absolute paths (`/x`, `C:\\x`), empty components, `.` and `..`,
    control characters, `\\ : * ? " < > | [ ] # ^`, and leading/trailing spaces.
    """
    if not isinstance(rel, str) or not rel.strip():
        raise WorkspacePathError(f"{what} {preview(rel)} is empty or not a string")
    if rel.startswith(("/", "\\", "~")) or re.match(r"^[A-Za-z]:", rel):
        raise WorkspacePathError(f"{what} {preview(rel)} is absolute; give a path relative to the workspace")
    parts = rel.split("/")
    for part in parts:
        check_component(part, rel, what)
    return PurePosixPath(*parts)


def check_component(part: str, rel: str, what: str = "path") -> None:
    """Refuse one path component (a file or folder name) of `rel`; see `safe_relpath`."""
    if part in ("", ".", ".."):
        raise WorkspacePathError(
            f"{what} {preview(rel)} contains {part or 'an empty component'!r}; '..', '.' and '//' are refused "
            "so nothing can leave the workspace"
        )
    if _ODD_CHARS.search(part):
        bad = sorted(set(_ODD_CHARS.findall(part)))[:8]
        raise WorkspacePathError(
            f"{what} {preview(rel)} contains the character(s) {bad!r}, which are refused in workspace paths "
            '(control characters, \\ : * ? " < > | [ ] # ^); rename the file'
        )
    if part != part.strip():
        raise WorkspacePathError(f"{what} {preview(rel)} has a component with leading or trailing spaces")
    if part.endswith("."):
        raise WorkspacePathError(f"{what} {preview(rel)} has a component ending with '.', which Windows drops")
    if is_windows_reserved(part):
        raise WorkspacePathError(
            f"{what} {preview(rel)} has a component {preview(part)} that Windows reserves "
            "(CON, PRN, AUX, NUL, COM1-9, LPT1-9); rename it"
        )
    if len(part.encode("utf-8")) > 255:
        raise WorkspacePathError(f"{what} {preview(rel)} has a component longer than 255 bytes")


def input_file_problem(path: Path, inside: Path, max_bytes: int | None = None, limit_env: str = "") -> str:
    """Why an input file must not be read (a reason a person can act on), or "" when it can be.

    Refused: a link (or a link to a folder) that points outside `inside`, a
    dangling or looping link, anything that is not a regular file (a FIFO
    would block the reader forever, a device never ends), and a file over
    `max_bytes`. The reason never names the host path a link points at.
    """
    try:
        if os.path.islink(path):
            target = os.path.realpath(path)
            if not os.path.exists(target):
                return "is a dangling or looping link; nothing read"
            if not Path(target).is_relative_to(Path(inside).resolve()):
                return "is a link to somewhere outside the workspace; links out of it are refused"
        st = os.stat(path)
    except OSError as exc:
        return f"cannot be read ({exc.strerror or type(exc).__name__})"
    if stat.S_ISDIR(st.st_mode):
        return "is a folder"
    if not stat.S_ISREG(st.st_mode):
        return "is not a regular file (a pipe, socket or device); nothing read"
    if max_bytes is not None and st.st_size > max_bytes:
        return f"file is {st.st_size} bytes, over the limit of {max_bytes} ({limit_env}); nothing read"
    return ""


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
        raise ValueError(f"{what} {preview(text)} is not a valid YYYY-MM-DD date")
    return text


zone = days.zone  # (the one day rule lives in reverie.days)


def today_in(tz: str) -> str:
    """Today's date in the configured timezone, as YYYY-MM-DD."""
    return days.today(tz)


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
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)


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
    """One collective's workspace folder (get it with `collective_workspace(root, cid)`)."""

    root: Path

    @property
    def cid(self) -> str:
        """The collective this workspace belongs to: the name of its folder under the workspace root."""
        return self.root.name

    def __post_init__(self) -> None:
        object.__setattr__(self, "root", Path(self.root).expanduser().resolve())

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

    def ensure(self) -> Workspace:
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
            # No host path in the message: it ends up in run metadata and catalogs people and agents read.
            raise WorkspacePathError(
                f"{what} {preview(rel)} is a link to somewhere outside the workspace; "
                "links out of the workspace are refused"
            )
        return path

    def contains(self, path: Path) -> bool:
        """True when `path`, every link followed, is inside this workspace.

        A note, digest node or folder that is a link to somewhere else on the
        host is never read into memory, an index or a search result: readers
        skip it, and it is logged here (for the operator) as refused.
        """
        real = os.path.realpath(path)
        root = str(self.root)
        if real == root or real.startswith(root + os.sep):
            return True
        log.warning("%s is a link to somewhere outside the workspace %s; refused, nothing read", path, root)
        return False

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
        rel = rel[len("resource/") :] if rel.startswith("resource/") else rel
        return self.resolve(f"resource/{safe_relpath(rel, 'resource path').as_posix()}", "resource path")


# The folders of one workspace. Directly under the root they mark the legacy single-collective layout, which
# is why no collective may take one of these names.
WORKSPACE_PARTS = ("memory", "mem_session", "resource", "digest", "mem_metadata")


def check_collective(cid: object) -> str:
    """`cid` if it can name a collective (a safe id, not a workspace folder name), else WorkspacePathError."""
    try:
        safe_id(cid, "collective id")
    except ValueError as exc:
        raise WorkspacePathError(str(exc)) from None
    if cid in WORKSPACE_PARTS:
        raise WorkspacePathError(
            f"collective id {preview(cid)} is refused: {', '.join(WORKSPACE_PARTS)} are the folders of a workspace"
        )
    return cid  # type: ignore[return-value]


def _merge_tree(src: Path, dst: Path) -> list[str]:
    """Move what `src` holds into the folder `dst`, entry by entry, never replacing anything `dst` has.

    A folder `dst` lacks is renamed in one step; a file is hard-linked into
    place (which fails if the name is taken) and then unlinked from `src`.
    Returns the entries left in `src` because `dst` holds something else
    under the same name.
    """
    kept: list[str] = []
    try:
        entries = sorted(os.scandir(src), key=lambda e: e.name)
    except FileNotFoundError:
        return kept  # another process moved it
    for entry in entries:
        s, d = src / entry.name, dst / entry.name
        if entry.is_dir(follow_symlinks=False):
            try:
                os.rename(s, d)  # dst has no such folder (or an empty one)
                continue
            except FileNotFoundError:
                continue
            except OSError as exc:
                if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOTDIR):
                    raise
            if d.is_dir() and not d.is_symlink():
                kept += _merge_tree(s, d)
            else:
                kept.append(str(s))
            continue
        try:
            os.link(s, d, follow_symlinks=False)
        except FileNotFoundError:
            continue
        except FileExistsError:
            try:
                same = os.path.samefile(s, d)  # another process linked this very file a moment ago
            except OSError:
                same = False
            if not same:
                kept.append(str(s))
                continue
        with contextlib.suppress(FileNotFoundError):
            os.unlink(s)
    with contextlib.suppress(OSError):  # not empty: something was kept (or just dropped in); it stays for the next look
        os.rmdir(src)
    return kept


def migrate_legacy_workspace(root: Path | str, cid: str | None = None) -> list[str]:
    """Move a legacy single workspace at `root` into `<root>/<cid>/` (default: the configured default collective).

    Each of memory/, mem_session/, resource/, digest/, mem_metadata/ found
    directly under the root is renamed (atomically) into the collective's
    folder; if the collective already has that folder, the legacy one's
    entries are moved in one by one, and a file the collective already holds
    under the same name (with other content) is never replaced: it stays at
    the root, with a warning saying what to merge by hand. So a file dropped
    into `<root>/resource/` later still reaches the default collective. Safe
    when several processes do it at once. Returns the folders moved or merged.
    """
    root_path = Path(root).expanduser().resolve()
    legacy = [name for name in WORKSPACE_PARTS if (root_path / name).is_dir()]
    if not legacy:
        return []
    cid = check_collective(cid if cid is not None else Settings().default_collective)
    target = root_path / cid
    target.mkdir(parents=True, exist_ok=True)
    moved, kept = [], []
    for name in legacy:
        try:
            os.rename(root_path / name, target / name)
        except FileNotFoundError:
            continue  # another process moved it first
        except OSError as exc:
            if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST):
                raise
            left = _merge_tree(root_path / name, target / name)
            kept += left
            if left:
                continue
        moved.append(name)
    if moved:
        log.warning(
            "workspace migration: moved the single workspace at %s into collective %r: %s/ -> %s/",
            root_path,
            cid,
            "/, ".join(moved),
            target,
        )
    if kept:
        log.warning(
            "workspace migration: kept %d file(s) at %s because collective %r already holds other files "
            "of the same names; merge them by hand (the collective reads only %s): %s",
            len(kept),
            root_path,
            cid,
            target,
            ", ".join(kept[:10]),
        )
    return moved


def collective_workspace(root: Path | str, cid: str) -> Workspace:
    """The workspace of collective `cid`: `<root>/<cid>/` (not created; call `.ensure()` to create it).

    Refuses an unsafe id, and a collective folder that is a symlink (it could
    point at another collective's data). Migrates a legacy root workspace first.
    """
    check_collective(cid)
    root_path = Path(root).expanduser().resolve()
    migrate_legacy_workspace(root_path)
    path = root_path / cid
    if path.is_symlink():
        raise WorkspacePathError(
            f"collective folder {path} is a symlink; each collective needs a folder of its own under the workspace root"
        )
    _refuse_case_twin(root_path, cid)
    return Workspace(path)


def _refuse_case_twin(root: Path, cid: str) -> None:
    """WorkspacePathError when a folder under `root` names `cid` in other letter case: on a file system that
    ignores case both would be one folder, so one collective would read the other's files."""
    try:
        entries = os.listdir(root)
    except (FileNotFoundError, NotADirectoryError):
        return
    folded = cid.casefold()
    twins = sorted(name for name in entries if name != cid and name.casefold() == folded)
    if twins:
        raise WorkspacePathError(
            f"collective id {cid!r} differs only by letter case from the collective folder {root / twins[0]}; "
            "collective ids must differ in more than case (use that collective's exact id, or another name)"
        )


def _looks_like_workspace(path: Path) -> bool:
    return path.is_dir() and not path.is_symlink() and any((path / part).is_dir() for part in WORKSPACE_PARTS)


def list_collectives(root: Path | str) -> list[str]:
    """The collectives under `root`, sorted: folders named by a valid collective id holding a workspace folder.

    Migrates a legacy root workspace first, so its data shows as the default collective.
    """
    root_path = Path(root).expanduser().resolve()
    migrate_legacy_workspace(root_path)
    try:
        entries = sorted(os.listdir(root_path))
    except FileNotFoundError:
        return []
    found = []
    for name in entries:
        try:
            check_collective(name)
        except WorkspacePathError:
            continue
        if _looks_like_workspace(root_path / name):
            found.append(name)
    return found


def collective_workspaces(root: Path | str, cids: Sequence[str] | None = None) -> dict[str, Workspace]:
    """The workspaces of the named collectives (None or empty: every collective under `root`), by collective id.

    A named collective with no folder under the root is an error naming the ones that exist.
    """
    present = list_collectives(root)
    if not cids:
        return {cid: collective_workspace(root, cid) for cid in present}
    missing = [cid for cid in cids if check_collective(cid) not in present]
    if missing:
        raise WorkspacePathError(
            f"no collective {', '.join(map(repr, missing))} under {Path(root)}; "
            f"the collectives there are {present or 'none'}"
        )
    return {cid: collective_workspace(root, cid) for cid in dict.fromkeys(cids)}


def default_workspace(settings: Settings | None = None) -> Workspace:
    """The configured default collective's workspace (REVERIE_WORKSPACE / REVERIE_DEFAULT_COLLECTIVE)."""
    settings = settings or Settings()
    return collective_workspace(settings.workspace_dir, settings.default_collective)
