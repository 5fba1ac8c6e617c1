"""The files catalog: what Reverie last wrote and read, by content hash, in `mem_metadata/files.sqlite`.

It is rebuildable state, never edited by hand. It holds:

- `notes`: every note Reverie wrote (path, owner, the content hash of what it
  wrote, the hashes of the items it wrote, whether a person has edited it).
  A note whose file hash differs from `written_hash` was edited by hand.
- `session_days`: per (session, day) how many turns and user turns the dialog
  holds and how many were distilled into the note (the session sensor's
  "pending user turns").
- `resources`: per resource file its content hash, day, status
  (noted / skipped / error) and note.
- `tombstones`: notes removed because their source was deleted, so the day
  index (and anyone reading it) can say so.

SQLite rather than DuckDB: the sensor process, run processes and agents write
at the same time, and SQLite (WAL) lets several processes do that while DuckDB
holds one writer per file.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple, Self

from reverie.stores.repair import storage_refusal

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    path TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    owner TEXT NOT NULL,
    day TEXT NOT NULL,
    written_hash TEXT NOT NULL,
    hand_edited INTEGER NOT NULL DEFAULT 0,
    items TEXT NOT NULL DEFAULT '[]',
    generator TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notes_owner ON notes(kind, owner, day);
CREATE TABLE IF NOT EXISTS session_days (
    session_id TEXT NOT NULL,
    day TEXT NOT NULL,
    turns INTEGER NOT NULL DEFAULT 0,
    user_turns INTEGER NOT NULL DEFAULT 0,
    flushed_user_turns INTEGER NOT NULL DEFAULT 0,
    flushed_hash TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT '',
    flushed_at TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (session_id, day)
);
CREATE TABLE IF NOT EXISTS resources (
    path TEXT PRIMARY KEY,
    day TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    size INTEGER NOT NULL,
    status TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    note_path TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tombstones (
    path TEXT PRIMARY KEY,
    day TEXT NOT NULL,
    reason TEXT NOT NULL,
    removed_at TEXT NOT NULL
);
"""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class NoteRecord:
    path: str
    kind: str
    owner: str
    day: str
    written_hash: str
    hand_edited: bool = False
    items: list[str] = field(default_factory=list)
    generator: str = ""


class ResourceRecord(NamedTuple):  # a tuple: a rescan loads one per resource file, so it stays cheap
    path: str
    day: str
    content_hash: str
    size: int
    status: str
    reason: str = ""
    note_path: str = ""


class _CatalogConnection(sqlite3.Connection):
    """A connection whose failed statements on a full disk or read-only storage say so, with the catalog's path
    (sqlite's own words are `disk I/O error` or `unable to open database file`)."""

    path: Path

    def _refused(self, exc: sqlite3.Error) -> Exception:
        return storage_refusal(exc, self.path) or exc

    def execute(self, *args: Any) -> sqlite3.Cursor:
        try:
            return super().execute(*args)
        except sqlite3.OperationalError as exc:
            raise self._refused(exc) from exc

    def executemany(self, *args: Any) -> sqlite3.Cursor:
        try:
            return super().executemany(*args)
        except sqlite3.OperationalError as exc:
            raise self._refused(exc) from exc

    def executescript(self, *args: Any) -> sqlite3.Cursor:
        try:
            return super().executescript(*args)
        except sqlite3.OperationalError as exc:
            raise self._refused(exc) from exc


class FilesCatalog:
    """One SQLite file per workspace; open it per batch of work (`with FilesCatalog(path) as cat:`).

    On a full disk or read-only storage it raises `StorageRefused` naming the catalog's path."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=60, isolation_level=None, factory=_CatalogConnection)
        except (OSError, sqlite3.OperationalError) as exc:
            raise (storage_refusal(exc, self.path) or exc) from exc
        db.path = self.path
        self.db = db
        try:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(SCHEMA)
        except BaseException:
            db.close()  # (no `with` will close it)
            raise

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Self:  # a DreamCatalog opened with `with` stays one
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # --- notes ---------------------------------------------------------------------------------------------
    def note(self, path: str) -> NoteRecord | None:
        row = self.db.execute(
            "SELECT path, kind, owner, day, written_hash, hand_edited, items, generator FROM notes WHERE path = ?",
            (path,),
        ).fetchone()
        return _note(row) if row else None

    def notes_of(self, kind: str, owner: str, day: str | None = None) -> list[NoteRecord]:
        sql = (
            "SELECT path, kind, owner, day, written_hash, hand_edited, items, generator FROM notes "
            "WHERE kind = ? AND owner = ?"
        )
        args: tuple = (kind, owner)
        if day is not None:
            sql += " AND day = ?"
            args += (day,)
        return [_note(r) for r in self.db.execute(sql + " ORDER BY path", args)]

    def put_note(self, rec: NoteRecord) -> None:
        self.db.execute(
            "INSERT INTO notes (path, kind, owner, day, written_hash, hand_edited, items, generator, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET kind = excluded.kind, "
            "owner = excluded.owner, day = excluded.day, written_hash = excluded.written_hash, "
            "hand_edited = excluded.hand_edited, items = excluded.items, generator = excluded.generator, "
            "updated_at = excluded.updated_at",
            (
                rec.path,
                rec.kind,
                rec.owner,
                rec.day,
                rec.written_hash,
                int(rec.hand_edited),
                json.dumps(rec.items),
                rec.generator,
                now_iso(),
            ),
        )

    def move_note(self, old: str, new: str) -> None:
        self.db.execute("UPDATE notes SET path = ? WHERE path = ?", (new, old))

    def drop_note(self, path: str) -> None:
        self.db.execute("DELETE FROM notes WHERE path = ?", (path,))

    def set_written_hash(self, path: str, written_hash: str) -> None:
        self.db.execute(
            "UPDATE notes SET written_hash = ?, updated_at = ? WHERE path = ?", (written_hash, now_iso(), path)
        )

    # --- sessions ------------------------------------------------------------------------------------------
    def add_session_turns(self, session_id: str, per_day: dict[str, tuple[int, int]]) -> None:
        """Count newly appended (turns, user_turns) per day of a session."""
        for day, (turns, user_turns) in per_day.items():
            self.db.execute(
                "INSERT INTO session_days (session_id, day, turns, user_turns) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(session_id, day) DO UPDATE SET turns = turns + excluded.turns, "
                "user_turns = user_turns + excluded.user_turns",
                (session_id, day, turns, user_turns),
            )

    def session_day(self, session_id: str, day: str) -> dict | None:
        cur = self.db.execute("SELECT * FROM session_days WHERE session_id = ? AND day = ?", (session_id, day))
        row = cur.fetchone()
        return dict(zip([c[0] for c in cur.description], row, strict=False)) if row else None

    def sessions_on(self, day: str) -> list[str]:
        return [
            r[0]
            for r in self.db.execute("SELECT session_id FROM session_days WHERE day = ? ORDER BY session_id", (day,))
        ]

    def mark_flushed(
        self, session_id: str, day: str, turns: int, user_turns: int, turns_hash: str, status: str
    ) -> None:
        """Record a flush: the dialog's real counts for the day become the flushed counts."""
        self.db.execute(
            "INSERT INTO session_days (session_id, day, turns, user_turns, flushed_user_turns, flushed_hash, "
            "status, flushed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(session_id, day) DO UPDATE SET "
            "turns = excluded.turns, user_turns = excluded.user_turns, "
            "flushed_user_turns = excluded.flushed_user_turns, flushed_hash = excluded.flushed_hash, "
            "status = excluded.status, flushed_at = excluded.flushed_at",
            (session_id, day, turns, user_turns, user_turns, turns_hash, status, now_iso()),
        )

    def pending_sessions(self) -> dict[str, dict[str, int]]:
        """session id -> {day: user turns not yet distilled}, for sessions with any."""
        out: dict[str, dict[str, int]] = {}
        for sid, day, pending in self.db.execute(
            "SELECT session_id, day, user_turns - flushed_user_turns FROM session_days "
            "WHERE user_turns > flushed_user_turns ORDER BY session_id, day"
        ):
            out.setdefault(sid, {})[day] = pending
        return out

    def pending_user_turns(self, session_id: str) -> int:
        """User turns of one session not yet distilled (all days)."""
        row = self.db.execute(
            "SELECT COALESCE(SUM(user_turns - flushed_user_turns), 0) FROM session_days "
            "WHERE session_id = ? AND user_turns > flushed_user_turns",
            (session_id,),
        ).fetchone()
        return int(row[0])

    def session_user_turns(self) -> dict[str, int]:
        return dict(self.db.execute("SELECT session_id, SUM(user_turns) FROM session_days GROUP BY session_id"))

    # --- resources -----------------------------------------------------------------------------------------
    def resources(self) -> dict[str, ResourceRecord]:
        return {
            r[0]: ResourceRecord._make(r)
            for r in self.db.execute("SELECT path, day, content_hash, size, status, reason, note_path FROM resources")
        }

    def put_resource(self, rec: ResourceRecord) -> None:
        self.db.execute(
            "INSERT INTO resources (path, day, content_hash, size, status, reason, note_path, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET day = excluded.day, "
            "content_hash = excluded.content_hash, size = excluded.size, status = excluded.status, "
            "reason = excluded.reason, note_path = excluded.note_path, updated_at = excluded.updated_at",
            (rec.path, rec.day, rec.content_hash, rec.size, rec.status, rec.reason, rec.note_path, now_iso()),
        )

    def drop_resource(self, path: str) -> None:
        self.db.execute("DELETE FROM resources WHERE path = ?", (path,))

    # --- tombstones ----------------------------------------------------------------------------------------
    def add_tombstone(self, path: str, day: str, reason: str) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO tombstones (path, day, reason, removed_at) VALUES (?, ?, ?, ?)",
            (path, day, reason, now_iso()),
        )

    def clear_tombstone(self, path: str) -> None:
        self.db.execute("DELETE FROM tombstones WHERE path = ?", (path,))

    def tombstones(self, day: str) -> list[tuple[str, str, str]]:
        """(path, reason, removed_at) of notes of `day` removed because their source went away."""
        return list(
            self.db.execute("SELECT path, reason, removed_at FROM tombstones WHERE day = ? ORDER BY path", (day,))
        )


def _note(row: tuple) -> NoteRecord:
    return NoteRecord(
        path=row[0],
        kind=row[1],
        owner=row[2],
        day=row[3],
        written_hash=row[4],
        hand_edited=bool(row[5]),
        items=json.loads(row[6] or "[]"),
        generator=row[7],
    )


@contextmanager
def open_catalog(metadata_dir: Path, given: FilesCatalog | None = None) -> Iterator[FilesCatalog]:
    """The one way to use the catalog: `with open_catalog(ws.metadata_dir, catalog) as cat:`.

    Opens `<metadata_dir>/files.sqlite` and closes it on exit, or, when the
    caller passes the catalog it already has open (`given`), uses that one and
    leaves closing it to its owner.
    """
    if given is not None:
        yield given
        return
    with FilesCatalog(Path(metadata_dir) / "files.sqlite") as cat:
        yield cat
