"""Damaged stores and full or read-only storage, told apart and named: what to rebuild, what to restore, what to free.

Derived stores (the search tables and manifests, the embedding cache) are rebuilt from the workspace when they are
damaged. Primary data (episodes, memory notes, decisions, trajectories, feedback) is not derivable: a damaged table
is named with its last good version in LanceDB's version history and the command that restores it. A write that
fails because the disk is full or the storage is read-only is a `StorageRefused` naming the path, never a
traceback.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import sqlite3
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# LanceDB tables that hold primary data (everything else in the database is derived and rebuilt).
PRIMARY_TABLES = ("episodes", "memory_notes", "decisions", "trajectories", "feedback")
_FULL = re.compile(r"no space left on device|database or disk is full|disk quota exceeded|os error 28\b", re.I)
_READ_ONLY = re.compile(r"read-only file system|readonly database|os error 30\b|permission denied|os error 13\b", re.I)
_AMBIGUOUS = re.compile(r"disk I/O error|unable to open database file", re.I)  # sqlite: the storage says which
# A file of a table missing or cut short (not a commit conflict or a bad query, which a rebuild would not cure).
_DAMAGED = re.compile(
    r"not found: \S*\.lance/|corrupt|unexpected end of file|failed to fill whole buffer|"
    r"invalid (?:file|manifest|data file)",
    re.I,
)


class StorageRefused(OSError):
    """A write the storage refused: disk full or read-only, with the path. `str()` is the one line to show."""


def storage_refusal(exc: BaseException, path: Path | str) -> StorageRefused | None:
    """A StorageRefused naming `path` when `exc` is a full disk or read-only storage, else None."""
    if isinstance(exc, StorageRefused):
        return exc
    text = f"{type(exc).__name__}: {exc}"
    code = getattr(exc, "errno", None)
    kind = None
    if code in (errno.ENOSPC, errno.EDQUOT) or _FULL.search(text):
        kind = "full"
    elif code in (errno.EROFS, errno.EACCES, errno.EPERM) or _READ_ONLY.search(text):
        kind = "read-only"
    elif isinstance(exc, sqlite3.OperationalError | OSError) and _AMBIGUOUS.search(text):
        kind = _storage_state(Path(path))
    if kind is None:
        return None
    what = "disk full: no space left on the storage holding" if kind == "full" else "read-only storage: cannot write"
    where = Path(path)
    refused = StorageRefused(
        f"{what} {where} ({error_line(exc)}); nothing stored was changed "
        "half-way: " + ("free space" if kind == "full" else "make it writable") + " and run the command again"
    )
    refused.path = where  # type: ignore[attr-defined]
    return refused


def _storage_state(path: Path) -> str | None:
    """'full' or 'read-only' for the file system holding `path` when it is so, else None."""
    probe = path
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    try:
        st = os.statvfs(probe)
    except OSError:
        return None
    if st.f_flag & os.ST_RDONLY or not os.access(probe if probe.is_dir() else probe.parent, os.W_OK):
        return "read-only"
    if st.f_bavail * st.f_frsize < 1 << 20:  # under 1 MiB left
        return "full"
    return None


def is_damaged(exc: BaseException) -> bool:
    """True for an error reading a LanceDB table whose files are missing or unreadable (not a full disk)."""
    text = f"{type(exc).__name__}: {exc}"
    return (
        isinstance(exc, RuntimeError | OSError | ValueError)
        and bool(_DAMAGED.search(text))
        and not _FULL.search(text)
        and not _READ_ONLY.search(text)
    )


def error_line(exc: BaseException | str, limit: int = 200) -> str:
    """The error as one short line, without the Rust source locations LanceDB appends."""
    text = re.sub(r",? ?/\S*\.cargo/\S*\.rs:\d+:\d+", "", " ".join(str(exc).split()))
    return text[:limit]


def table_readable(table: Any) -> str | None:
    """None when every row of the table's checked-out version can be read, else the first line of the error."""
    try:
        table.to_arrow()
    except Exception as exc:  # noqa: BLE001 - the error is the answer
        return error_line(exc, 300)
    return None


def last_good_version(db: Any, name: str) -> int | None:
    """The newest version of table `name` whose rows can all be read, or None when none can."""
    table = db.open_table(name)
    for version in sorted((v["version"] for v in table.list_versions()), reverse=True):
        try:
            table.checkout(version)
        except Exception:  # noqa: BLE001 - a version whose manifest is gone is not good
            continue
        if table_readable(table) is None:
            return version
    return None


def restore_command(name: str, version: int) -> str:
    return f"reverie repair --restore {name} --version {version}"


def damaged_primary_line(db_uri: str, name: str, error: str) -> str:
    """One line naming a damaged primary table, its last good version and the command that restores it."""
    import lancedb

    good = last_good_version(lancedb.connect(db_uri), name)
    way = (
        f"its last good version is {good}: `{restore_command(name, good)}` restores it (rows written after "
        f"version {good} are lost; run their inputs again)"
        if good is not None
        else "no version of it can be read; restore the LanceDB folder from a backup"
    )
    return f"damaged: table {name} in {db_uri} ({error[:200]}); {way}"


def restore_version(db_uri: str, name: str, version: int) -> int:
    """Make `version` of table `name` its newest version again (a new version; history is kept). Returns the number
    of rows it holds. ValueError when that version cannot be read."""
    import lancedb

    table = lancedb.connect(db_uri).open_table(name)
    known = [v["version"] for v in table.list_versions()]
    if version not in known:
        raise ValueError(f"table {name} in {db_uri} has no version {version} (versions {known[0]}..{known[-1]})")
    table.checkout(version)
    problem = table_readable(table)
    if problem:
        raise ValueError(f"version {version} of table {name} cannot be read either ({problem[:200]})")
    table.restore()
    return int(table.count_rows())


_LANCE_PATH = re.compile(r"(/?[^\s,:'\"]+?)/([A-Za-z0-9_.\-]+)\.lance/")


def explain_failure(error: BaseException | str) -> str | None:
    """The one line for a failure a user acts on without a traceback, or None: `refused: disk full ... <path>` /
    `refused: read-only storage ... <path>`, or `damaged: table T ...` with its last good version."""
    from reverie.config import Settings

    text = str(error)
    if not isinstance(error, BaseException) and "StorageRefused: " in text:  # a run's step said it already
        return "refused: " + re.sub(r" \(at [^()]*\)$", "", text.split("StorageRefused: ", 1)[1])
    where = _LANCE_PATH.search(text)
    db_uri = None
    if where:
        db_uri = where.group(1) if where.group(1).startswith("/") else "/" + where.group(1)
    settings = Settings()
    path = (
        getattr(error, "path", None)
        or getattr(error, "filename", None)
        or db_uri
        or (settings.lancedb_path if "lance" in text.lower() else settings.data_dir)
    )
    refused = storage_refusal(error if isinstance(error, BaseException) else OSError(text), path)
    if refused is not None:
        return f"refused: {refused}"
    if not where or not is_damaged(error if isinstance(error, BaseException) else RuntimeError(text)):
        return None
    table = where.group(2)
    if table in PRIMARY_TABLES:
        try:
            return damaged_primary_line(str(db_uri or settings.lancedb_path), str(table), error_line(text))
        except Exception:  # noqa: BLE001 - naming the table is still better than a traceback
            return (
                f"damaged: table {table} in {db_uri} ({error_line(text)}); `reverie repair` names its last good version"
            )
    return f"damaged: table {table} in {db_uri} ({error_line(text)}); `reverie repair` rebuilds what is derived"
