"""Greedy cosine clustering: the blocked, vectorised version equals the one-at-a-time algorithm."""

import numpy as np

from reverie.reflection.clustering import clusters_from_labels, greedy_cluster, normalise


def one_at_a_time(x: np.ndarray, threshold: float) -> np.ndarray:
    x = normalise(x)
    leaders: list[int] = []
    labels = np.empty(len(x), dtype=np.int64)
    for i, v in enumerate(x):
        sims = [float(x[j] @ v) for j in leaders]
        if sims and max(sims) >= threshold:
            labels[i] = int(np.argmax(sims))
        else:
            labels[i] = len(leaders)
            leaders.append(i)
    return labels


def test_blocked_clustering_matches_the_sequential_definition():
    rng = np.random.default_rng(0)
    centres = rng.normal(size=(12, 16))
    x = centres[rng.integers(0, 12, size=700)] + rng.normal(scale=0.4, size=(700, 16))
    for threshold in (0.3, 0.6, 0.9):
        for block in (1, 7, 64, 1000):
            assert np.array_equal(greedy_cluster(x, threshold, block=block), one_at_a_time(x, threshold))


def test_well_separated_groups_become_separate_clusters_largest_first():
    x = np.array([[1, 0, 0], [0.99, 0.05, 0], [0, 1, 0], [0.02, 0.98, 0], [0.01, 1, 0.02], [0, 0, 1]], dtype=np.float32)
    groups = clusters_from_labels(greedy_cluster(x, 0.9))
    assert [sorted(g.tolist()) for g in groups] == [[2, 3, 4], [0, 1], [5]]


def test_empty_input():
    assert greedy_cluster(np.zeros((0, 4)), 0.5).shape == (0,)
    assert clusters_from_labels(np.zeros(0, dtype=np.int64)) == []
