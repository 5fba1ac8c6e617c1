"""The chunk table of one collective in LanceDB: opened (or rebuilt when of another layout or collective), read
by file, its manifest kept beside it, and its housekeeping (the path index, compaction) after an update."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from reverie.search.manifest import StoredFile, read_manifest, write_manifest
from reverie.search.schema import OWNER_KEY, TABLE_PREFIX, chunk_schema, table_name
from reverie.stores.lance import sql_str

log = logging.getLogger(__name__)

_CONNECTIONS: dict[str, Any] = {}
_CONNECTIONS_LOCK = threading.Lock()


def _connection(uri: str) -> Any:
    """One LanceDB connection per database and process: its caches of table metadata and index pages make a
    process's second update of a table cheaper than its first. Each read still sees the latest version."""
    with _CONNECTIONS_LOCK:
        if uri not in _CONNECTIONS:
            import lancedb

            _CONNECTIONS[uri] = lancedb.connect(uri, read_consistency_interval=timedelta(0))
        return _CONNECTIONS[uri]


class ChunkTable:
    """The `search__<cid>` table of one collective (opened on first use, never at import)."""

    def __init__(self, uri: str, cid: str, dim: int) -> None:
        self.uri, self.cid, self.dim = uri, cid, dim
        self.name = table_name(cid)
        self.manifest_name = "search_files__" + self.name[len(TABLE_PREFIX) :]
        local = "://" not in uri or uri.startswith("file://")
        self.manifest_path = (Path(uri.removeprefix("file://")) / f"{self.manifest_name}.arrow") if local else None
        self._db: Any = None
        self._table: Any = None

    def db(self) -> Any:
        if self._db is None:
            self._db = _connection(self.uri)
        return self._db

    def open(self, create: bool = False) -> Any:
        """The table (opened once; each read sees the latest version); None when it does not exist (and `create`
        is off). A table of an older layout is rebuilt: it only holds what the workspace files give again."""
        if self._table is not None:
            return self._table
        db = self.db()
        schema = chunk_schema(self.dim).with_metadata({OWNER_KEY: self.cid.encode()})
        try:
            table = db.open_table(self.name)
        except (ValueError, FileNotFoundError):
            if not create:
                return None
            table = db.create_table(self.name, schema=schema, exist_ok=True)
        owner = (table.schema.metadata or {}).get(OWNER_KEY)
        if set(table.schema.names) != set(schema.names) or owner != self.cid.encode():
            why = "has an older layout" if owner is None else f"was built for collective {owner.decode()!r}"
            log.warning(
                "search table %s %s; rebuilding it from the workspace files of collective %r", self.name, why, self.cid
            )
            db.drop_table(self.name)
            self.drop_manifest()
            if not create:
                return None
            table = db.create_table(self.name, schema=schema, exist_ok=True)
        self._table = table
        return table

    def stored_files(self, paths: Sequence[str] | None = None) -> dict[str, StoredFile]:
        """{path: StoredFile} of every file in the table (or of `paths` only): one columnar read and one
        group-by, so a scan of 100,000 chunks makes one Python object per file, not per chunk."""
        table = self.open()
        if table is None or (paths is not None and not paths):
            return {}
        query = table.search().select(["path", "file_hash", "file_size", "file_mtime_ns"]).limit(None)
        if paths is not None:
            query = query.where(_in_paths(paths))
        rows = query.to_arrow()
        if not rows.num_rows:
            return {}
        codes = pc.dictionary_encode(rows.column("path").combine_chunks())
        # Every row of a file is written by one update, so its first row's hash and stat are the file's.
        _, first, counts = np.unique(codes.indices.to_numpy(), return_index=True, return_counts=True)
        take = pa.array(first)
        return dict(
            zip(
                codes.dictionary.to_pylist(),
                map(
                    StoredFile,
                    *(rows.column(c).take(take).to_pylist() for c in ("file_hash", "file_size", "file_mtime_ns")),
                    counts.tolist(),
                ),
                strict=False,
            )
        )

    def manifest(self) -> tuple[dict[str, StoredFile], int] | None:
        """(the file state of the whole table, the table version it describes) from the manifest; None when it is
        missing, unreadable or not of the table's current version (then `stored_files()` reads the chunk rows)."""
        table = self.open()
        if table is None or self.manifest_path is None:
            return None
        return read_manifest(self.manifest_path, self.cid, table)

    def write_manifest(self, files: dict[str, StoredFile], version: int) -> None:
        """Replace the manifest by `files`, stamped with the chunk table `version` they describe (see
        `reverie.search.manifest.write_manifest`); no files: no manifest."""
        if self.manifest_path is None:
            return
        if not files:
            self.drop_manifest()
            return
        write_manifest(self.manifest_path, self.cid, files, version)

    def drop_manifest(self) -> None:
        if self.manifest_path is not None:
            self.manifest_path.unlink(missing_ok=True)
        self.db().drop_table(self.manifest_name, ignore_missing=True)  # where a version before kept it

    def stored_chunks(
        self, paths: Sequence[str], model_id: str
    ) -> tuple[dict[str, dict[int, str]], dict[str, np.ndarray]]:
        """For those files: {path: {ordinal: chunk_id}} (to count added, changed and removed chunks) and
        {embed_key: vector} of their rows embedded by `model_id` (reused when a paragraph did not change)."""
        table = self.open()
        ids: dict[str, dict[int, str]] = {}
        vectors: dict[str, np.ndarray] = {}
        if table is None or not paths:
            return ids, vectors
        for start in range(0, len(paths), 500):
            rows = (
                table.search()
                .where(_in_paths(paths[start : start + 500]))
                .select(["path", "ordinal", "chunk_id", "embed_key", "embedding_model", "vector"])
                .limit(None)
                .to_arrow()
            )
            for path, ordinal, chunk_id in zip(
                *(rows.column(c).to_pylist() for c in ("path", "ordinal", "chunk_id")), strict=False
            ):
                ids.setdefault(path, {})[ordinal] = chunk_id
            rows = rows.filter(pc.fill_null(pc.equal(rows.column("embedding_model"), model_id), False))
            if rows.num_rows:
                vectors.update(
                    zip(
                        rows.column("embed_key").to_pylist(),
                        _vector_matrix(rows.column("vector"), self.dim),
                        strict=False,
                    )
                )
        return ids, vectors


def _vector_matrix(column: pa.ChunkedArray | pa.Array, dim: int) -> np.ndarray:
    arr = column.combine_chunks() if isinstance(column, pa.ChunkedArray) else column
    if len(arr) == 0:
        return np.zeros((0, dim), dtype=np.float32)
    flat = arr.flatten().to_numpy(zero_copy_only=False)
    return np.ascontiguousarray(flat.reshape(len(arr), dim), dtype=np.float32)


def _in_paths(paths: Iterable[str]) -> str:
    return "path IN (" + ", ".join(sql_str(p) for p in paths) + ")"


def _ensure_path_index(table: Any) -> None:
    """A B-tree index on `path`: finding one file's rows (to replace or delete them) reads a few pages."""
    try:
        if not any("path" in (getattr(ix, "columns", None) or []) for ix in table.list_indices()):
            from lancedb.index import BTree

            table.create_index("path", config=BTree())
    except Exception as exc:  # noqa: BLE001 - an index only makes updates faster; the rows are written
        log.warning("search table %s: no index on path (%r); updates scan the table", getattr(table, "name", "?"), exc)


def _compact(table: Any) -> None:
    try:
        if table.stats()["fragment_stats"]["num_fragments"] > 32:
            table.optimize(cleanup_older_than=timedelta(days=1))  # also brings new rows into the path index
    except Exception as exc:  # noqa: BLE001 - compaction is housekeeping; the rows are written
        log.warning("search table %s: compaction skipped: %r", getattr(table, "name", "?"), exc)
