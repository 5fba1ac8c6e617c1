"""Content-hash embedding cache: a text already embedded by a model is never embedded again.

Vectors live in the LanceDB table `embedding_cache` of Reverie's LanceDB
database, keyed by `cache_key(text, model_id)`. The model id names model and
precision ("all-MiniLM-L6-v2@bf16"), so vectors of different models or dtypes
never stand in for each other; each row also records `embedding_model`.
The cache is shared by every pipeline and survives runs: a backfill over
unchanged data embeds nothing.

Several processes (Dagster steps) may write at once: rows are only ever
appended, which LanceDB commits safely from concurrent writers. Two writers
racing on the same text append two identical-key rows; readers take either.
LanceDB is opened on first use, never at import (it is not fork-safe).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pyarrow as pa

from reverie.embedding.protocol import Embedder
from reverie.hashing import content_hash
from reverie.stores.repair import error_line, is_damaged

log = logging.getLogger(__name__)

CACHE_TABLE = "embedding_cache"
_LOOKUP_CHUNK = 1000  # keys per `IN (...)` filter; keeps each query string small
_COMPACT_AFTER_FRAGMENTS = 64  # every append adds a fragment; many fragments slow lookups

CACHE_SCHEMA = pa.schema(
    [
        pa.field("key", pa.string(), nullable=False),
        pa.field("embedding_model", pa.string(), nullable=False),
        # Variable length so one table serves models of any dimension.
        pa.field("vector", pa.list_(pa.float32()), nullable=False),
        pa.field("created_at", pa.timestamp("us", tz="UTC"), nullable=False),
    ]
)


def cache_key(text: str, model_id: str) -> str:
    """Content hash of a text under one model and precision."""
    return content_hash("embedding", model_id, text)


class EmbeddingCache:
    """The `embedding_cache` table in a LanceDB database (a directory or object-store URI)."""

    def __init__(self, uri: str) -> None:
        self.uri = uri
        self._table: Any = None
        self._lock = threading.Lock()

    def table(self) -> Any:
        """The LanceDB table, opened (or created) on first use."""
        with self._lock:
            if self._table is None:
                import lancedb

                # Strong read consistency: every lookup sees rows other processes appended.
                db = lancedb.connect(self.uri, read_consistency_interval=timedelta(0))
                try:
                    self._table = db.create_table(CACHE_TABLE, schema=CACHE_SCHEMA, exist_ok=True)
                except (ValueError, OSError):
                    # Another process created it between our check and create.
                    self._table = db.open_table(CACHE_TABLE)
            return self._table

    def get(self, keys: Sequence[str], dim: int) -> dict[str, np.ndarray]:
        """Cached vectors of those `keys` that are present, as {key: float32 vector of length dim}."""
        found: dict[str, np.ndarray] = {}
        wanted = list(dict.fromkeys(keys))
        table = self.table()
        for start in range(0, len(wanted), _LOOKUP_CHUNK):
            chunk = wanted[start : start + _LOOKUP_CHUNK]
            # Keys are hex digests, so quoting needs no escaping.
            where = "key IN (" + ", ".join(f"'{k}'" for k in chunk) + ")"
            rows = table.search().where(where).select(["key", "vector"]).to_arrow()
            if rows.num_rows == 0:
                continue
            vectors = rows.column("vector").combine_chunks()
            flat = vectors.values.to_numpy(zero_copy_only=False).astype(np.float32, copy=False)
            lengths = np.diff(vectors.offsets.to_numpy())
            if np.any(lengths != dim):
                bad = rows.column("key")[int(np.argmax(lengths != dim))].as_py()
                raise ValueError(
                    f"{CACHE_TABLE} in {self.uri}: key {bad} has a vector of the wrong "
                    f"dimension (expected {dim}); delete that row or the table"
                )
            for key, vector in zip(rows.column("key").to_pylist(), flat.reshape(-1, dim), strict=False):
                found[key] = vector
        return found

    def put(self, keys: Sequence[str], model_id: str, vectors: np.ndarray) -> None:
        """Append vectors under their keys (one LanceDB commit)."""
        if not len(keys):
            return
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        dim = vectors.shape[1]
        offsets = pa.array(np.arange(0, len(keys) * dim + 1, dim, dtype=np.int32))
        rows = pa.table(
            {
                "key": pa.array(list(keys), pa.string()),
                "embedding_model": pa.array([model_id] * len(keys), pa.string()),
                "vector": pa.ListArray.from_arrays(offsets, pa.array(vectors.reshape(-1), pa.float32())),
                "created_at": pa.array([datetime.now(UTC)] * len(keys), pa.timestamp("us", tz="UTC")),
            },
            schema=CACHE_SCHEMA,
        )
        table = self.table()
        table.add(rows)
        self._maybe_compact(table)

    def _maybe_compact(self, table: Any) -> None:
        try:
            fragments = table.stats()["fragment_stats"]["num_fragments"]
            if fragments > _COMPACT_AFTER_FRAGMENTS:
                table.optimize()
        except Exception as exc:  # noqa: BLE001 - compaction is housekeeping; the rows are already written
            log.warning(
                "%s in %s: compaction skipped (%r); lookups stay correct, only slower", CACHE_TABLE, self.uri, exc
            )

    def reset(self, why: BaseException | str, log_it: bool = True) -> str:
        """Drop the damaged table (it is derived: every vector is embedded again on demand); the one line that says
        so is logged (unless `log_it` is off) and returned."""
        import lancedb

        with self._lock:
            lancedb.connect(self.uri).drop_table(CACHE_TABLE, ignore_missing=True)  # type: ignore[call-arg]
            self._table = None
        line = (
            f"repaired: {CACHE_TABLE} in {self.uri} was damaged ({error_line(why)}); dropped, vectors are "
            "embedded again as they are needed"
        )
        if log_it:
            log.warning(line)
        return line

    def count(self) -> int:
        """Rows in the cache (duplicates from racing writers included)."""
        return int(self.table().count_rows())


class CachedEmbedder:
    """An embedder behind the content-hash cache, with the embedder's own interface.

    `embed(texts)` looks every text up by `cache_key(text, model_id)`, embeds
    only the misses (each distinct text once), appends them to the cache, and
    returns all vectors in the caller's order. `hits` and `misses` count texts
    (not distinct texts) since this object was made.
    """

    def __init__(self, embedder: Embedder, cache: EmbeddingCache) -> None:
        self.embedder = embedder
        self.cache = cache
        self.hits = 0
        self.misses = 0
        self.errors = 0

    @property
    def model_id(self) -> str:
        return self.embedder.model_id

    @property
    def dim(self) -> int:
        return self.embedder.dim

    @property
    def dtype(self) -> str:
        return getattr(self.embedder, "dtype", "fp32")

    @property
    def runtime(self) -> str:
        return getattr(self.embedder, "runtime", "")

    @property
    def dtype_reason(self) -> str:
        return getattr(self.embedder, "dtype_reason", "")

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of `texts`, shape (len(texts), dim), float32, L2-normalised, in the caller's order.

        A cache that cannot be read or written is logged and bypassed: the
        texts are embedded anyway, so a cache fault costs time, never results.
        """
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        keys = [cache_key(t, self.model_id) for t in texts]
        try:
            found = self.cache.get(keys, self.dim)
        except Exception as exc:  # noqa: BLE001 - see docstring
            if is_damaged(exc):
                self.cache.reset(exc)
            else:
                log.warning(
                    "%s in %s unreadable, embedding all %d texts: %r", CACHE_TABLE, self.cache.uri, len(keys), exc
                )
            self.errors += 1
            found = {}
        missing = {k: t for k, t in zip(keys, texts, strict=False) if k not in found}
        if missing:
            vectors = self.embedder.embed(list(missing.values()))
            try:
                self.cache.put(list(missing), self.model_id, vectors)
            except Exception as exc:  # noqa: BLE001 - see docstring
                log.warning(
                    "%s in %s: could not store %d vectors, they will be embedded again next time: %r",
                    CACHE_TABLE,
                    self.cache.uri,
                    len(missing),
                    exc,
                )
                self.errors += 1
            found.update(zip(missing, vectors, strict=False))
        missed = sum(1 for k in keys if k in missing)
        self.misses += missed
        self.hits += len(keys) - missed
        return np.stack([found[k] for k in keys]).astype(np.float32, copy=False)

    def stats(self) -> dict[str, int]:
        """Texts served from the cache, texts embedded, and failed cache reads/writes, since this object was made."""
        return {"embed_cache_hits": self.hits, "embed_cache_misses": self.misses, "embed_cache_errors": self.errors}
