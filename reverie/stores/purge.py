"""Deleting rows and pages so the data leaves the disk, not only the latest version: LanceDB tables and SQLite files.

Used by `reverie.forget`. A LanceDB delete only writes a deletion file, compaction rewrites a data file only when
enough of it is deleted, an index keeps the values of rows deleted after it was built, and an SQLite delete leaves
the old pages in the file and its WAL; each function here closes one of those gaps.
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

log = logging.getLogger(__name__)


def purge_rows(table, where: str, key: str | None = "id") -> tuple[int, int]:
    """Delete the rows matching `where` so that compaction removes them from disk: (deleted, rows rewritten).

    A delete only marks rows in a deletion file, and compaction rewrites a
    data file only when enough of it is deleted: a lone forgotten row would
    stay on disk. So the other rows of every data file (fragment) that held
    a forgotten row are rewritten too (moved, unchanged, by a merge on `key`
    in one commit; appended then deleted when `key` is None, for a table
    whose rows may repeat a key), leaving those fragments wholly deleted:
    they leave the table, and `cleanup_old_versions` removes their files.
    """
    hits = table.search().where(where).with_row_id(True).select([key or "key"]).to_arrow()
    if hits.num_rows == 0:
        return 0, 0
    fragments = {r >> 32 for r in hits["_rowid"].to_pylist()}
    every = table.search().with_row_id(True).select([key or "key"]).to_arrow()
    doomed = set(hits["_rowid"].to_pylist())
    neighbours = [r for r in every["_rowid"].to_pylist() if r >> 32 in fragments and r not in doomed]
    table.delete(where)
    moved = 0
    for start in range(0, len(neighbours), 2000):
        part = neighbours[start : start + 2000]
        ids = "_rowid IN (" + ", ".join(str(r) for r in part) + ")"
        rows = table.search().where(ids).with_row_id(False).to_arrow()
        if rows.num_rows == 0:
            continue
        if key is not None:
            table.merge_insert(key).when_matched_update_all().execute(rows)
        else:
            table.add(rows)
            table.delete(ids)
        moved += rows.num_rows
    return hits.num_rows, moved


def rebuild_indexes(table) -> int:
    """Build the table's indexes again from its rows: an index keeps the values of rows deleted after it was built.

    Scalar indexes (B-tree, bitmap, label list) are rebuilt as they were; the
    decisions' vector index by the code that made it; any other index is
    dropped (its owner builds it again when the table is large enough).
    """
    from lancedb.index import Bitmap, BTree, LabelList

    scalar = {"btree": BTree, "bitmap": Bitmap, "labellist": LabelList}
    n = 0
    for ix in table.list_indices():
        kind = ix.index_type.lower().replace("_", "")
        if kind in scalar and len(ix.columns) == 1:
            table.create_index(ix.columns[0], config=scalar[kind](), replace=True)
        elif kind == "ivfsq" and ix.columns == ["embedding"]:
            from reverie.decisions.memory import build_vector_index

            build_vector_index(table, table.count_rows())
        else:
            log.warning(
                "LanceDB table %s: index %s (%s) dropped after a forget; it is built again by its owner",
                table.name,
                ix.name,
                ix.index_type,
            )
            table.drop_index(ix.name)
        n += 1
    return n


def vacuum_sqlite(path: Path) -> None:
    """Rewrite an SQLite file without the pages deleted rows left (and fold its WAL in first)."""
    if not path.exists():
        return
    db = sqlite3.connect(path, timeout=60, isolation_level=None)
    try:
        db.execute("PRAGMA secure_delete=ON")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.execute("VACUUM")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()


__all__ = ["purge_rows", "rebuild_indexes", "vacuum_sqlite"]
