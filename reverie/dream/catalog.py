"""The dream catalog: which daily notes were dreamed (by content hash), units still pending, nodes written.

Tables in the files catalog's SQLite file (`mem_metadata/files.sqlite`):

- `dream_notes`: per daily note the content hash last dreamed and its status
  (`integrated` = every unit landed; `pending` = units left for a later run;
  `refused` = unreadable, kept until the file changes; `deleted` = the file
  went away after it was dreamed).
- `dream_units`: the units of notes not fully integrated yet (`pending` or
  `failed` with the error), so no fact is lost when a run stops early.
- `dream_nodes`: the content hash of what the dream last wrote to each node;
  a node whose file differs was edited by a person.
- `dream_node_writes`: a node write under way (the hash the file will have), so a run killed between the
  file write and the catalog's record of it still knows the file as the dream's on the next run.
- `dream_node_texts`: every statement a node absorbed (its units' wording), so
  a restatement still finds its node after a person reworded it.
- `dream_vectors`: statement embeddings, keyed by model and text hash.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from reverie.hashing import content_hash
from reverie.stores.catalog import FilesCatalog, now_iso

DREAM_SCHEMA = """
CREATE TABLE IF NOT EXISTS dream_notes (
    path TEXT PRIMARY KEY,
    day TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    status TEXT NOT NULL,
    units INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS dream_notes_day ON dream_notes(day);
CREATE INDEX IF NOT EXISTS dream_notes_status ON dream_notes(status, day);
CREATE TABLE IF NOT EXISTS dream_units (
    uid TEXT NOT NULL,
    note_path TEXT NOT NULL,
    note_hash TEXT NOT NULL,
    day TEXT NOT NULL,
    seq INTEGER NOT NULL,
    unit TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (note_path, uid)
);
CREATE TABLE IF NOT EXISTS dream_nodes (
    path TEXT PRIMARY KEY,
    written_hash TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS dream_node_writes (
    path TEXT PRIMARY KEY,
    intended_hash TEXT NOT NULL,
    absorbed TEXT NOT NULL DEFAULT '',
    persons INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS dream_node_texts (
    path TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (path, text)
);
-- lines set aside with no node saying them yet: a node that says them later takes them in as sources
CREATE TABLE IF NOT EXISTS dream_aside (
    note_path TEXT NOT NULL,
    uid TEXT NOT NULL,
    day TEXT NOT NULL,
    unit TEXT NOT NULL,
    PRIMARY KEY (note_path, uid)
);
CREATE TABLE IF NOT EXISTS dream_vectors (
    model TEXT NOT NULL,
    text_hash TEXT NOT NULL,
    vec BLOB NOT NULL,
    PRIMARY KEY (model, text_hash)
);
"""


@dataclass(frozen=True)
class DreamedNote:
    path: str
    day: str
    content_hash: str
    status: str
    error: str = ""


class DreamCatalog(FilesCatalog):
    """The files catalog plus the dream's tables (one SQLite file per workspace)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.db.executescript(DREAM_SCHEMA)

    # --- notes -------------------------------------------------------------------------------------------------
    def dreamed_notes(self, days: list[str] | None = None, up_to: str | None = None) -> dict[str, DreamedNote]:
        sql, args = "SELECT path, day, content_hash, status, error FROM dream_notes", tuple[str, ...]()
        if days is not None:
            sql += f" WHERE day IN ({','.join('?' * len(days))})"
            args = tuple(days)
        elif up_to is not None:
            sql += " WHERE day <= ?"
            args = (up_to,)
        return {r[0]: DreamedNote(*r) for r in self.db.execute(sql, args)}

    def notes_with_status(self, status: str, up_to: str) -> list[DreamedNote]:
        return [
            DreamedNote(*r)
            for r in self.db.execute(
                "SELECT path, day, content_hash, status, error FROM dream_notes WHERE status = ? AND day <= ? "
                "ORDER BY day, path",
                (status, up_to),
            )
        ]

    def set_note(self, path: str, day: str, content_hash: str, status: str, units: int = 0, error: str = "") -> None:
        self.db.execute(
            "INSERT INTO dream_notes (path, day, content_hash, status, units, error, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(path) DO UPDATE SET day = excluded.day, "
            "content_hash = excluded.content_hash, status = excluded.status, units = excluded.units, "
            "error = excluded.error, updated_at = excluded.updated_at",
            (path, day, content_hash, status, units, error, now_iso()),
        )

    # --- units ---------------------------------------------------------------------------------------------------
    def replace_units(self, note_path: str, note_hash: str, day: str, units: list[dict]) -> None:
        """The note's units to integrate (a changed note's earlier pending units are dropped)."""
        self.db.execute("DELETE FROM dream_units WHERE note_path = ?", (note_path,))
        self.db.execute("DELETE FROM dream_aside WHERE note_path = ?", (note_path,))
        self.db.executemany(
            "INSERT OR IGNORE INTO dream_units (uid, note_path, note_hash, day, seq, unit, status) "
            "VALUES (?, ?, ?, ?, ?, ?, 'pending')",
            [(u["uid"], note_path, note_hash, day, i, json.dumps(u, ensure_ascii=False)) for i, u in enumerate(units)],
        )

    def open_units(self, up_to: str) -> list[tuple[str, dict, int]]:
        """(note path, unit, attempts) of every unit not integrated yet, oldest day first."""
        return [
            (r[0], json.loads(r[1]), r[2])
            for r in self.db.execute(
                "SELECT note_path, unit, attempts FROM dream_units WHERE day <= ? ORDER BY day, note_path, seq",
                (up_to,),
            )
        ]

    def unit_done(self, note_path: str, uid: str) -> None:
        self.db.execute("DELETE FROM dream_units WHERE note_path = ? AND uid = ?", (note_path, uid))

    def keep_aside(self, note_path: str, unit: dict) -> None:
        """A unit set aside with no node saying it: kept to be looked at again when nodes change."""
        self.db.execute(
            "INSERT OR REPLACE INTO dream_aside (note_path, uid, day, unit) VALUES (?, ?, ?, ?)",
            (note_path, unit["uid"], unit.get("day", ""), json.dumps(unit, ensure_ascii=False)),
        )

    def forget_aside(self, before: str) -> None:
        """Units kept aside from notes of days before `before` wait no longer (they stay in their daily notes)."""
        self.db.execute("DELETE FROM dream_aside WHERE day < ?", (before,))

    def aside_units(self, up_to: str) -> list[tuple[str, dict]]:
        """(note path, unit) of the units kept aside from the notes of days up to `up_to`, oldest first."""
        rows = self.db.execute(
            "SELECT note_path, unit FROM dream_aside WHERE day <= ? ORDER BY day, note_path, uid", (up_to,)
        )
        return [(r[0], json.loads(r[1])) for r in rows]

    def drop_aside(self, note_path: str, uid: str) -> None:
        self.db.execute("DELETE FROM dream_aside WHERE note_path = ? AND uid = ?", (note_path, uid))

    def unit_failed(self, note_path: str, uid: str, error: str) -> None:
        self.db.execute(
            "UPDATE dream_units SET status = 'failed', attempts = attempts + 1, error = ? "
            "WHERE note_path = ? AND uid = ?",
            (error[:1000], note_path, uid),
        )

    def settle_notes(self) -> list[str]:
        """Mark `integrated` every pending note none of whose units is left (whenever its last unit landed: a
        run killed between a unit and its note's mark leaves such notes); returns their paths."""
        with self.transaction():
            done = [
                r[0]
                for r in self.db.execute(
                    "SELECT path FROM dream_notes n WHERE status = 'pending' AND NOT EXISTS "
                    "(SELECT 1 FROM dream_units u WHERE u.note_path = n.path) ORDER BY path"
                )
            ]
            self.db.executemany(
                "UPDATE dream_notes SET status = 'integrated', error = '', updated_at = ? "
                "WHERE path = ? AND status = 'pending'",
                [(now_iso(), p) for p in done],
            )
        return done

    def units_left(self, note_path: str) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM dream_units WHERE note_path = ?", (note_path,)).fetchone()[0])

    # --- nodes ---------------------------------------------------------------------------------------------------
    def node_hashes(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT path, written_hash FROM dream_nodes"))

    def set_node_hash(self, path: str, written_hash: str) -> None:
        self.db.execute(
            "INSERT INTO dream_nodes (path, written_hash, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT(path) DO UPDATE SET written_hash = excluded.written_hash, "
            "updated_at = excluded.updated_at",
            (path, written_hash, now_iso()),
        )

    def begin_node_write(self, path: str, intended_hash: str, absorbed: str, persons: bool) -> None:
        """Record a node write before the file changes (`finish_node_write` clears it once all is recorded)."""
        self.db.execute(
            "INSERT OR REPLACE INTO dream_node_writes (path, intended_hash, absorbed, persons) VALUES (?, ?, ?, ?)",
            (path, intended_hash, absorbed, int(persons)),
        )

    def finish_node_write(self, path: str) -> None:
        self.db.execute("DELETE FROM dream_node_writes WHERE path = ?", (path,))

    def settle_node_writes(self, root: Path) -> list[str]:
        """Finish the records of node writes a killed run left: a file that holds what was to be written gets its
        hash and absorbed statement recorded (as the run would have); a write that never happened is forgotten."""
        done = []
        for path, intended, absorbed, persons in list(
            self.db.execute("SELECT path, intended_hash, absorbed, persons FROM dream_node_writes ORDER BY path")
        ):
            try:
                current = content_hash(Path(root, path).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError):
                current = None
            with self.transaction():
                if current == intended:
                    if not persons:
                        self.set_node_hash(path, intended)
                    if absorbed:
                        self.add_node_text(path, absorbed)
                    done.append(path)
                self.finish_node_write(path)
        return done

    def node_texts(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for path, text in self.db.execute("SELECT path, text FROM dream_node_texts ORDER BY rowid"):
            out.setdefault(path, []).append(text)
        return out

    def add_node_text(self, path: str, text: str) -> None:
        self.db.execute("INSERT OR IGNORE INTO dream_node_texts (path, text) VALUES (?, ?)", (path, text))

    # --- vectors -------------------------------------------------------------------------------------------------
    def vectors(self, model: str, text_hashes: list[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        for i in range(0, len(text_hashes), 500):
            chunk = text_hashes[i : i + 500]
            for h, blob in self.db.execute(
                f"SELECT text_hash, vec FROM dream_vectors WHERE model = ? AND text_hash IN "
                f"({','.join('?' * len(chunk))})",
                (model, *chunk),
            ):
                out[h] = np.frombuffer(blob, dtype=np.float32)
        return out

    def put_vectors(self, model: str, rows: dict[str, np.ndarray]) -> None:
        self.db.executemany(
            "INSERT OR REPLACE INTO dream_vectors (model, text_hash, vec) VALUES (?, ?, ?)",
            [(model, h, np.asarray(v, dtype=np.float32).tobytes()) for h, v in rows.items()],
        )


def open_dream_catalog(metadata_dir: Path) -> DreamCatalog:
    return DreamCatalog(Path(metadata_dir) / "files.sqlite")
