"""The file manifest of a search table: the content hash, stat and chunk count of every indexed file, read by a
scan instead of every chunk row (`ChunkTable.manifest`, `ChunkTable.write_manifest` call these)."""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any, NamedTuple

import pyarrow as pa

from reverie.search.schema import OWNER_KEY
from reverie.stores.lance import STRING, required

log = logging.getLogger(__name__)

# The file manifest: one row per indexed file, in an Arrow file beside the LanceDB tables (a local database only),
# replaced whole after each update and stamped with the chunk table version it describes. A scan reads these 10,000
# rows (about 1 ms) instead of 100,000 chunk rows; when the stamp is not the table's version (a crash, another
# writer in between, a table of a version before the manifest) the file state is read from the chunk rows again.
# (It was a LanceDB table: each overwrite cost 10 ms and kept a copy of the whole manifest per version.)
MANIFEST_SCHEMA = pa.schema(
    [
        *required(path=STRING, file_hash=STRING, file_size=pa.int64(), file_mtime_ns=pa.int64(), chunks=pa.int64()),
    ]
)


class StoredFile(NamedTuple):
    """What the table holds of one file: its content hash, size and mtime_ns when indexed, how many chunks."""

    file_hash: str
    size: int
    mtime_ns: int
    chunks: int


def read_manifest(path: Path, cid: str, table: Any) -> tuple[dict[str, StoredFile], int] | None:
    """(the file state of the whole table, the table version it describes) from the manifest at `path`; None when
    it is missing, unreadable, of another collective or not of `table`'s current version."""
    try:
        with pa.memory_map(str(path)) as source:
            rows = pa.ipc.open_file(source).read_all()
    except (OSError, pa.ArrowInvalid):
        return None
    version = table.version
    stamp = (rows.schema.metadata or {}).get(b"chunk_table_version")
    owner = (rows.schema.metadata or {}).get(OWNER_KEY)
    if rows.schema.remove_metadata() != MANIFEST_SCHEMA or stamp != str(version).encode() or owner != cid.encode():
        return None
    files = dict(
        zip(
            rows.column("path").to_pylist(),
            map(
                StoredFile,
                *(rows.column(c).to_pylist() for c in ("file_hash", "file_size", "file_mtime_ns", "chunks")),
            ),
            strict=False,
        )
    )
    return files, version


def write_manifest(path: Path, cid: str, files: dict[str, StoredFile], version: int) -> None:
    """Replace the manifest at `path` by `files` (not empty), stamped with the chunk table `version` they describe
    (atomically: a reader sees the old manifest or the new one, and a torn file is unreadable, so it is rebuilt)."""
    columns = list(zip(*files.values(), strict=False))
    rows = pa.table(
        [list(files), *columns],
        schema=MANIFEST_SCHEMA.with_metadata({"chunk_table_version": str(version), OWNER_KEY: cid.encode()}),
    )
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with pa.OSFile(str(tmp), "wb") as sink, pa.ipc.new_file(sink, rows.schema) as writer:
            writer.write_table(rows)
        os.replace(tmp, path)
    except OSError as exc:  # the manifest only saves reading the chunk rows; they are written
        log.warning("search manifest %s not written (%r); the next scan reads the chunk rows", tmp, exc)
        tmp.unlink(missing_ok=True)
