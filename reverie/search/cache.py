"""`load_index`: the loaded indexes of this process, one per table and ranking, reused while the table's version
holds, patched with the rows an update wrote when it moved, loaded whole again past PATCH_LIMIT."""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import pyarrow as pa

from reverie.search.config import DEFAULT_CONFIG, SearchConfig
from reverie.search.gc_pause import _gc_paused
from reverie.search.loaded import LoadedIndex
from reverie.search.schema import table_name
from reverie.search.table import ChunkTable, _in_paths

# An index loaded in memory is patched with the rows an update wrote, until the rows patched since its full load
# reach this share of the table; then it is loaded whole again.
PATCH_LIMIT = 0.2

MAX_LOADED = 8
_LOADED: dict[tuple[str, str, tuple], tuple[int, LoadedIndex]] = {}  # (uri, table, ranking) -> (version, index)
_LOADED_LOCK = threading.Lock()


def forget_loaded(lancedb_uri: str, cid: str) -> None:
    """Drop this process's loaded index of `cid` (its table was dropped and is being rebuilt)."""
    name = table_name(cid)
    with _LOADED_LOCK:
        for key in [k for k in _LOADED if k[0] == lancedb_uri and k[1] == name]:
            del _LOADED[key]


def load_index(lancedb_uri: str, cid: str, dim: int, config: SearchConfig = DEFAULT_CONFIG) -> LoadedIndex | None:
    """The searchable form of `cid`'s table (None when it was never indexed), reused while the table is unchanged
    and patched with the files an update wrote (see `LoadedIndex.patched`) when it moved."""
    store = ChunkTable(lancedb_uri, cid, dim)
    table = store.open()
    if table is None:
        return None
    version = table.version
    ranking = (
        config.bm25_k1,
        config.bm25_b,
        config.title_weight,
        config.before_weight,
        config.after_weight,
        config.near_weight,
        config.day_weight,
    )
    key = (lancedb_uri, store.name, ranking)
    with _LOADED_LOCK:
        hit = _LOADED.get(key)
        if hit and hit[0] == version:
            return hit[1]
    pinned = store.db().open_table(store.name)
    pinned.checkout(version)  # every read below sees this one version, whatever is written meanwhile
    from threadpoolctl import threadpool_limits

    # One BLAS/LAPACK thread: on a machine whose cores are busy, waiting threads cost more than they give.
    with threadpool_limits(1), _gc_paused():  # (a load makes a few Python objects per row)
        loaded = _patch(hit[1], pinned) if hit else None
        if loaded is None:
            loaded = LoadedIndex(pinned.to_arrow(), dim, config)
    with _LOADED_LOCK:
        _LOADED.pop(key, None)
        _LOADED[key] = (version, loaded)
        while len(_LOADED) > MAX_LOADED:  # the least recently loaded goes (a process searching many collectives)
            _LOADED.pop(next(iter(_LOADED)))
    return loaded


def _patch(old: LoadedIndex, table: Any) -> LoadedIndex | None:
    """`old` brought up to `table` by the rows written since it was loaded (each file's rows are written by one
    update, under one batch id); None when a full load is due: changes over PATCH_LIMIT of the rows since the
    last full load (the vocabulary only grows, the vector projection was fitted then) or rows that do not add up.
    """
    current = table.search().select(["path", "batch"]).limit(None).to_arrow()
    groups = current.group_by(["path", "batch"]).aggregate([("path", "count")])
    counts = dict(
        zip(
            zip(groups.column("path").to_pylist(), groups.column("batch").to_pylist(), strict=False),
            groups.column("path_count").to_pylist(),
            strict=False,
        )
    )
    keep = np.fromiter(((p, b) in counts for p, b in zip(old.path, old.batch, strict=False)), bool, len(old))
    new_pairs = set(counts) - set(zip(old.path, old.batch, strict=False))
    added = sum(counts[pair] for pair in new_pairs)
    if old.rows_since_full + int((~keep).sum()) + added > PATCH_LIMIT * max(current.num_rows, len(old), 1):
        return None
    if not new_pairs and keep.all():
        return old if len(old) == current.num_rows else None  # compacted or re-indexed: the same rows
    paths = sorted({p for p, _ in new_pairs})
    parts = [
        table.search().where(_in_paths(paths[start : start + 500])).limit(None).to_arrow()
        for start in range(0, len(paths), 500)
    ]
    rows = pa.concat_tables(parts) if parts else table.schema.empty_table()
    if rows.num_rows:
        mine = [
            (p, b) in new_pairs
            for p, b in zip(rows.column("path").to_pylist(), rows.column("batch").to_pylist(), strict=False)
        ]
        rows = rows.filter(pa.array(mine))
    if int(keep.sum()) + rows.num_rows != current.num_rows:
        return None
    return LoadedIndex.patched(old, keep, rows)
