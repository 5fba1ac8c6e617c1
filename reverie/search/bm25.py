"""BM25 over the chunk rows: weighted term counts (paragraph, title and heading, day phrases, neighbouring
paragraphs) and their BM25 weights, as sparse matrices."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from reverie.search.chunks import day_phrases
from reverie.search.config import SearchConfig
from reverie.text import search_terms


def _term_counts(
    rows: pa.Table, day: list[str], prev_row: np.ndarray, next_row: np.ndarray, config: SearchConfig
) -> tuple[Any, list[str]]:
    """Weighted term counts (CSR, rows x terms) and the terms: tf = tf(paragraph) + w_title tf(title and
    heading) + w_day tf(day phrases) + w_before tf(previous paragraph) + w_after tf(next) + w_near tf(two away).

    The terms come from one Arrow dictionary encoding of the split term columns, and the neighbours' counts
    from shifting the paragraph matrix by a row, so 100,000 chunks cost no Python loop over tokens.
    """
    from scipy import sparse

    n = rows.num_rows
    day_terms = {d: " ".join(search_terms(day_phrases(d), config.stemming)) for d in set(day) if d}
    columns = [
        (rows.column("terms"), 1.0),
        (rows.column("title_terms"), config.title_weight),
        (pa.chunked_array([pa.array([day_terms.get(d or "", "") for d in day], pa.string())]), config.day_weight),
    ]
    tokens, row_ids, field_ids = [], [], []
    for f, (column, _) in enumerate(columns):
        lists = pc.split_pattern(pc.fill_null(column, ""), " ").combine_chunks()
        tokens.append(lists.flatten())
        row_ids.append(np.repeat(np.arange(n), np.diff(lists.offsets.to_numpy())))
        field_ids.append(np.full(len(tokens[-1]), f, np.int8))
    all_tokens = pa.concat_arrays(tokens)
    keep = pc.not_equal(all_tokens, "").to_numpy(zero_copy_only=False) if len(all_tokens) else np.zeros(0, bool)
    encoded = pc.dictionary_encode(all_tokens.filter(pa.array(keep)))
    terms = encoded.dictionary.to_pylist()
    cols = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
    rows_i, fields = np.concatenate(row_ids)[keep], np.concatenate(field_ids)[keep]
    shape = (n, max(len(terms), 1))

    def field(f: int) -> Any:
        sel = fields == f
        return sparse.csr_matrix((np.ones(int(sel.sum()), np.float32), (rows_i[sel], cols[sel])), shape=shape)

    body = field(0)
    tf = body + config.title_weight * field(1) + config.day_weight * field(2)
    rows_all = np.arange(n)
    prev2, next2 = prev_row[prev_row], next_row[next_row]
    for weight, source, present in (
        (config.before_weight, prev_row, prev_row != rows_all),
        (config.after_weight, next_row, next_row != rows_all),
        (config.near_weight, prev2, (prev_row != rows_all) & (prev2 != prev_row)),
        (config.near_weight, next2, (next_row != rows_all) & (next2 != next_row)),
    ):
        if weight > 0 and present.any():
            shift = sparse.csr_matrix(
                (np.full(int(present.sum()), weight, np.float32), (rows_all[present], source[present])), shape=(n, n)
            )
            tf = tf + shift @ body
    tf = sparse.csr_matrix(tf, dtype=np.float32)
    tf.eliminate_zeros()
    return tf, terms


def _bm25_weights(tf: Any, config: SearchConfig) -> Any:
    """BM25 weights (CSC, rows x terms) of the term counts: document frequency and lengths over these rows."""
    from scipy import sparse

    n = tf.shape[0]
    lengths = np.asarray(tf.sum(axis=1)).ravel()
    avg = float(lengths.mean()) if n else 1.0
    df = np.bincount(tf.indices, minlength=tf.shape[1]).astype(np.float32)
    idf = np.log(1.0 + (n - df + 0.5) / (df + 0.5)).astype(np.float32)
    k1, b = config.bm25_k1, config.bm25_b
    norm = (k1 * (1 - b + b * lengths / max(avg, 1e-9))).astype(np.float32)
    row_of = np.repeat(np.arange(n), np.diff(tf.indptr))
    data = (tf.data * (k1 + 1) / (tf.data + norm[row_of]) * idf[tf.indices]).astype(np.float32)
    return sparse.csr_matrix((data, tf.indices, tf.indptr), shape=tf.shape).tocsc()  # (the counts' structure)
