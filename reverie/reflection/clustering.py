"""Greedy cosine clustering (leader clustering), vectorised in blocks.

Each vector, in order, joins the most similar existing leader when that
similarity is at least `threshold`, otherwise it becomes a new leader. Per
block of vectors: one matrix product against all earlier leaders; a short
loop over the few vectors that no earlier leader reaches decides which of
them found clusters; one masked product assigns the rest. The result equals
the one-at-a-time algorithm.
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
        # Only points with no old leader in reach can found a cluster; decide which do, in order.
        candidates = np.flatnonzero(best_sim < threshold)
        among = chunk[candidates] @ chunk[candidates].T
        founders_at: list[int] = []  # positions within `candidates`
        for i in range(len(candidates)):
            if not founders_at or among[i, founders_at].max() < threshold:
                founders_at.append(i)
        new_local = candidates[founders_at].tolist()
        chunk_labels = best.copy()
        if new_local:
            founders = np.asarray(new_local)
            # A point may join a new leader only if that leader came before it (or is itself).
            sims = chunk @ chunk[founders].T
            sims[np.arange(len(chunk))[:, None] < founders[None, :]] = -np.inf
            k = sims.argmax(axis=1)
            k_sim = sims[np.arange(len(chunk)), k]
            better = k_sim > best_sim
            chunk_labels[better] = n_leaders + k[better]
        labels[start : start + len(chunk)] = chunk_labels
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
