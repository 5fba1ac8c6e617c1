"""`LoadedIndex`: the searchable in-memory form of one collective's chunk table (a BM25 term matrix and the
vector matrix), built from every row or patched from the one loaded before; `top_rows` picks the best scores."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from itertools import compress
from typing import Any

import numpy as np
import pyarrow as pa

from reverie.files.links import Link
from reverie.search.bm25 import _bm25_weights, _term_counts
from reverie.search.config import SearchConfig
from reverie.search.table import _vector_matrix

# Above this many chunks, vector recall first scores every chunk in a 128-dimension projection (the principal
# components of the index's own vectors: ~3x less memory to stream), then scores the best `REDUCED_POOL` exactly.
REDUCE_ABOVE = 20_000
REDUCED_DIM = 128
REDUCED_POOL = 2_000

_ROW_ATTRIBUTES = {
    "path": "path",
    "ordinal": "ordinal",
    "heading": "heading",
    "text": "text",
    "title": "title",
    "anchor": "anchor",
    "day": "day",
    "links": "link_json",
    "embedding_model": "embedding_model",
    "batch": "batch",
}  # column -> LoadedIndex attribute


def _kept_plus(old: np.ndarray, keep: np.ndarray, new: np.ndarray) -> np.ndarray:
    """The rows of `old` that `keep` marks, then `new`, in one new array (one allocation: on a VM, touching a
    fresh 150 MB costs more than copying into it)."""
    kept = int(keep.sum())
    out = np.empty((kept + len(new), old.shape[1]), dtype=old.dtype)
    np.compress(keep, old, axis=0, out=out[:kept])
    out[kept:] = new
    return out


def _row_lists(rows: pa.Table) -> dict[str, list[Any]]:
    return {name: rows.column(name).to_pylist() for name in _ROW_ATTRIBUTES}


def _neighbours(path: list[str], ordinal: list[int]) -> tuple[dict[str, list[int]], np.ndarray, np.ndarray]:
    """{path: its rows by ordinal}, and the row of each row's previous / next paragraph in the same file (the
    row itself at a file's edge)."""
    n = len(path)
    by_path: dict[str, list[int]] = {}
    for i, p in enumerate(path):
        by_path.setdefault(p, []).append(i)
    prev_row, next_row = np.arange(n), np.arange(n)
    for rows_of in by_path.values():
        rows_of.sort(key=ordinal.__getitem__)
        for first, second in zip(rows_of, rows_of[1:], strict=False):
            next_row[first], prev_row[second] = second, first
    return by_path, prev_row, next_row


class LoadedIndex:
    """One collective's chunks as arrays: a BM25 weight matrix (chunks x terms) and the vector matrix.

    Built from every row of the table, or by `patched` from the one loaded before and the rows an update
    wrote since: rows of the files it replaced or deleted are dropped, its new rows appended, and the BM25
    weights recomputed from the kept term counts, so the result ranks as a full load of the same rows would.
    """

    def __init__(self, rows: pa.Table, dim: int, config: SearchConfig) -> None:
        started = time.perf_counter()
        n = rows.num_rows
        vectors = _vector_matrix(rows.column("vector"), dim) if n else np.zeros((0, dim), np.float32)
        self._set_rows(config, _row_lists(rows), vectors)
        self.counts, terms = _term_counts(rows, self.day, self.prev_row, self.next_row, config)
        self.vocab = {t: j for j, t in enumerate(terms)}
        self.basis = self.reduced = None
        if n > REDUCE_ABOVE:
            # Principal directions from the covariance of a sample (an eigen-decomposition of 384 x 384; a full
            # SVD of the sample took 20 s on a busy 2-core machine).
            sample = self.vectors[np.random.default_rng(0).choice(n, size=min(n, 4096), replace=False)]
            centred = (sample - sample.mean(axis=0)).astype(np.float64)
            _, eigvecs = np.linalg.eigh(centred.T @ centred)
            self.basis = np.ascontiguousarray(eigvecs[:, ::-1][:, :REDUCED_DIM], dtype=np.float32)
            self.reduced = np.ascontiguousarray(self.vectors @ self.basis, dtype=np.float32)
        self.bm25 = _bm25_weights(self.counts, config)
        self.rows_since_full = 0
        self.load_seconds = time.perf_counter() - started

    def _set_rows(self, config: SearchConfig, col: dict[str, list[Any]], vectors: np.ndarray) -> None:
        """Every per-row attribute but the term matrices, from the rows' column lists and vectors."""
        self.config = config
        self.path, self.ordinal, self.heading = col["path"], col["ordinal"], col["heading"]
        self.text, self.title, self.anchor, self.day = col["text"], col["title"], col["anchor"], col["day"]
        self.batch, self.embedding_model, self.link_json = col["batch"], col["embedding_model"], col["links"]
        # {row: links} of the rows that have any (most have none)
        self.links = {
            i: [Link(p, t) for p, t in json.loads(x)] for i, x in enumerate(self.link_json) if x and x != "[]"
        }
        self.models = set(self.embedding_model)
        self.vectors = vectors
        self.day_arr = np.array([d or "" for d in self.day], dtype="U10")
        self.by_path, self.prev_row, self.next_row = _neighbours(self.path, self.ordinal)

    @classmethod
    def patched(cls, old: LoadedIndex, keep: np.ndarray, new_rows: pa.Table) -> LoadedIndex:
        """`old` without the rows `keep` leaves out, with `new_rows` (whole files) appended."""
        from scipy import sparse

        started = time.perf_counter()
        config, dim = old.config, old.vectors.shape[1]
        index = cls.__new__(cls)
        fresh = _row_lists(new_rows)
        kept = keep.tolist()
        col = {name: list(compress(getattr(old, attr), kept)) + fresh[name] for name, attr in _ROW_ATTRIBUTES.items()}
        new_vectors = _vector_matrix(new_rows.column("vector"), dim)
        index._set_rows(config, col, _kept_plus(old.vectors, keep, new_vectors))
        # The new rows' term counts, by their own neighbours (a file's rows are all new or all kept), with their
        # terms numbered after the vocabulary's.
        base = len(fresh["path"])
        _, prev_new, next_new = _neighbours(fresh["path"], fresh["ordinal"])
        counts, terms = _term_counts(new_rows, fresh["day"], prev_new, next_new, config)
        vocab = dict(old.vocab)
        for t in terms:
            vocab.setdefault(t, len(vocab))
        remap = np.array([vocab[t] for t in terms], dtype=np.int32)
        counts = sparse.csr_matrix((counts.data, remap[counts.indices], counts.indptr), shape=(base, len(vocab)))
        kept_counts = old.counts[keep]
        kept_counts = sparse.csr_matrix(
            (kept_counts.data, kept_counts.indices, kept_counts.indptr), shape=(kept_counts.shape[0], len(vocab))
        )
        index.counts, index.vocab = sparse.vstack([kept_counts, counts], format="csr"), vocab
        index.basis = old.basis
        index.reduced = (
            None if old.basis is None or old.reduced is None else _kept_plus(old.reduced, keep, new_vectors @ old.basis)
        )
        index.bm25 = _bm25_weights(index.counts, config)
        index.rows_since_full = old.rows_since_full + int((~keep).sum()) + base
        index.load_seconds = time.perf_counter() - started
        return index

    def __len__(self) -> int:
        return len(self.path)

    def vector_ranking(
        self, query_vector: np.ndarray, allowed: np.ndarray | None, n: int, context_weight: float = 0.0
    ) -> np.ndarray:
        """Rows of the `n` chunks closest to the query (cosine; plus `context_weight` x the mean of the
        neighbours' cosines), best first, among `allowed` rows (a boolean mask, None = all)."""
        # einsum, not BLAS: one query is a matrix-vector product, and BLAS threads only wait on a busy machine.
        if self.reduced is None:
            cos = np.einsum("ij,j->i", self.vectors, query_vector)
            among = None
        else:
            approx = np.einsum("ij,j->i", self.reduced, query_vector @ self.basis)
            if allowed is not None:
                approx[~allowed] = -np.inf
            among = top_rows(approx, REDUCED_POOL)
            cos = np.full(len(self), -np.inf, dtype=np.float32)
            cos[among] = np.einsum("ij,j->i", self.vectors[among], query_vector)  # exact, for the pool only
        if context_weight > 0:
            cos = cos + context_weight * 0.5 * (cos[self.prev_row] + cos[self.next_row])
        if among is None:
            among = np.arange(len(self)) if allowed is None else np.flatnonzero(allowed)
        return among[top_rows(cos[among], n)]

    def bm25_scores(self, query_terms: Sequence[str]) -> np.ndarray:
        scores = np.zeros(len(self), dtype=np.float32)
        for t in dict.fromkeys(query_terms):  # a repeated query word counts once
            j = self.vocab.get(t)
            if j is None:
                continue
            lo, hi = self.bm25.indptr[j], self.bm25.indptr[j + 1]
            scores[self.bm25.indices[lo:hi]] += self.bm25.data[lo:hi]
        return scores


def top_rows(scores: np.ndarray, n: int) -> np.ndarray:
    """Positions of the `n` highest finite scores, highest first (ties: lower position first)."""
    if n <= 0:
        return np.zeros(0, dtype=np.int64)
    if np.isfinite(scores).all():  # the common case: select in place, no copy of the scores
        rows = (
            np.argpartition(scores, len(scores) - n)[len(scores) - n :] if len(scores) > n else np.arange(len(scores))
        )
    else:
        rows = np.flatnonzero(np.isfinite(scores))
        if len(rows) > n:
            rows = rows[np.argpartition(-scores[rows], n - 1)[:n]]
    return rows[np.lexsort((rows, -scores[rows]))]
