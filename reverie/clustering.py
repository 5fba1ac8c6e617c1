"""Greedy cosine clustering (leader clustering), vectorised in blocks.

Each vector joins the most similar existing leader when that similarity is at
least `threshold`, otherwise it becomes a new leader. Vectors are compared to
all leaders with one matrix product per block, and to the block's own new
leaders through a precomputed block-by-block similarity matrix, so the result
equals the one-at-a-time algorithm without its quadratic Python loop.
"""

from __future__ import annotations

import numpy as np


def normalise(vectors: np.ndarray) -> np.ndarray:
    x = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return x / norms


def greedy_cluster(vectors: np.ndarray, threshold: float, block: int = 512) -> np.ndarray:
    """Cluster label per row (0..k-1, in order of first appearance)."""
    x = normalise(vectors)
    n, dim = x.shape
    labels = np.empty(n, dtype=np.int64)
    leaders = np.empty((max(n, 1), dim), dtype=np.float32)
    n_leaders = 0
    for start in range(0, n, block):
        chunk = x[start : start + block]
        if n_leaders:
            sims = chunk @ leaders[:n_leaders].T
            best = sims.argmax(axis=1)
            best_sim = sims[np.arange(len(chunk)), best]
        else:
            best = np.full(len(chunk), -1)
            best_sim = np.full(len(chunk), -np.inf, dtype=np.float32)
        inner = chunk @ chunk.T
        new_local: list[int] = []
        for j in range(len(chunk)):
            label, sim = int(best[j]), float(best_sim[j])
            if new_local:
                cand = inner[j, new_local]
                k = int(cand.argmax())
                if cand[k] > sim:
                    label, sim = n_leaders + k, float(cand[k])
            if sim >= threshold:
                labels[start + j] = label
            else:
                labels[start + j] = n_leaders + len(new_local)
                new_local.append(j)
        if new_local:
            leaders[n_leaders : n_leaders + len(new_local)] = chunk[new_local]
            n_leaders += len(new_local)
    return labels


def clusters_from_labels(labels: np.ndarray) -> list[np.ndarray]:
    """Row indices of each cluster, largest first (ties: first appearance)."""
    if len(labels) == 0:
        return []
    order = np.argsort(labels, kind="stable")
    bounds = np.flatnonzero(np.diff(labels[order])) + 1
    groups = np.split(order, bounds)
    return sorted(groups, key=lambda g: (-len(g), int(g[0])))
