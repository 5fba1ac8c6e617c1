"""Decision-memory retrieval at 10,000 and 1,000,000 decisions: LanceDB vector index vs brute-force scan.

One run prints, per table size: `retrieve_similar` latency p50/p99 with the
vector index `DecisionMemory.ensure_index` builds (IVF_SQ + bitmap indexes on
the filtered columns) and with a brute-force scan of every vector (the baseline, same
process, same queries), their ratio, recall@3 of the indexed search against
the exact top 3, and the time to build the index.

Rows are synthetic: 1,000,000 real embeddings would take hours on this
machine's 2 shared cores, so each row is one of ~1,100 real all-MiniLM-L6-v2
embeddings of decision texts (the seed generator's) plus Gaussian noise,
re-normalised: clusters of near-duplicate decisions, the hard case for an
approximate index. Queries are real: situations (title + three most stressed
metrics) embedded by the real model, whose time is printed separately.
Latencies are of `DecisionMemory.retrieve_similar` itself (every row is one
collective's and model's, so no filter is needed; 2n candidates, reward filter), given the
query's vector. Recall is over every query, against the exact answer computed
in numpy (the brute-force scan is timed on fewer queries at 1,000,000 rows,
3 s each, and checked to give that same answer); a sweep of `nprobes` shows
the latency/recall trade-off.

Run: .venv/bin/python bench/bench_decisions.py [--sizes 10000,1000000] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pyarrow as pa

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from reverie.decisions import DecisionMemory  # noqa: E402
from reverie.decisions.records import decision_query, make_decision  # noqa: E402
from reverie.decisions.seed import HIGHER_IS_WORSE, generate  # noqa: E402
from reverie.decisions.tables import DECISIONS, decisions_schema, result_record, vector_column  # noqa: E402
from reverie.embedding.model import make_embedder  # noqa: E402

BATCH = 100_000
NOISE = 0.03  # per dimension: a row's cosine to its centre is about 0.86


class KnownVectors:
    """The real model's vectors of the benchmark's query texts, so latencies measure the search alone."""

    def __init__(self, model_id: str, vectors: dict[str, np.ndarray]) -> None:
        self.model_id, self.dim, self.vectors = model_id, 384, vectors

    def embed(self, texts):
        return np.stack([self.vectors[t] for t in texts])


def percentiles(samples: list[float]) -> tuple[float, float]:
    ms = np.asarray(samples) * 1000
    return float(np.percentile(ms, 50)), float(np.percentile(ms, 99))


def fill(
    memory: DecisionMemory, n: int, centres: np.ndarray, texts: list[dict], rng: np.random.Generator
) -> tuple[float, np.ndarray, np.ndarray]:
    """Append n synthetic decisions around the centres; returns seconds, the vectors and the rewards."""
    started = time.perf_counter()
    all_vectors, all_rewards = [], []
    table = memory.table(DECISIONS)
    now = datetime.now(UTC)
    for start in range(0, n, BATCH):
        size = min(BATCH, n - start)
        which = rng.integers(0, len(centres), size)
        vectors = centres[which] + rng.normal(0, NOISE, (size, centres.shape[1])).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        picked = [texts[i] for i in which]
        rewards = rng.uniform(-0.3, 1.0, size)
        all_vectors.append(vectors)
        all_rewards.append(rewards)
        table.add(
            pa.table(
                {
                    "id": [f"syn-{start + i}" for i in range(size)],
                    "cid": ["default"] * size,
                    "conflict_title": [p["conflict_title"] for p in picked],
                    "action_type": [p["action_type"] for p in picked],
                    "target_domain": [p["target_domain"] for p in picked],
                    "reward": rewards,
                    "metrics_snapshot": ["{}"] * size,
                    "reasoning": [p["reasoning"] for p in picked],
                    "episode_id": [None] * size,
                    "text": [p["text"] for p in picked],
                    "embedding": vector_column(vectors, centres.shape[1]),
                    "embedding_model": [memory.model_id] * size,
                    "ts": [now] * size,
                    "day": [now.strftime("%Y-%m-%d")] * size,
                    "source": ["bench"] * size,
                    "stored_at": [now] * size,
                    "record": [
                        result_record(
                            {
                                "conflict_title": p["conflict_title"],
                                "action_type": p["action_type"],
                                "target_domain": p["target_domain"],
                                "metrics_snapshot": "{}",
                                "reasoning": p["reasoning"],
                                "episode_id": None,
                                "ts": now,
                            }
                        )
                        for p in picked
                    ],
                },
                schema=decisions_schema(centres.shape[1]),
            )
        )
    return time.perf_counter() - started, np.concatenate(all_vectors), np.concatenate(all_rewards)


def exact_top(vectors: np.ndarray, rewards: np.ndarray, queries: np.ndarray, n: int = 3) -> list[list[str]]:
    """What `retrieve_similar` must return, computed in numpy: the 2n nearest by cosine, reward >= 0.05, top n."""
    best_sim = np.full((len(queries), 2 * n), -np.inf, dtype=np.float32)
    best_idx = np.zeros((len(queries), 2 * n), dtype=np.int64)
    for start in range(0, len(vectors), BATCH):
        sims = queries @ vectors[start : start + BATCH].T
        top = np.argpartition(-sims, 2 * n, axis=1)[:, : 2 * n]
        sim = np.concatenate([best_sim, np.take_along_axis(sims, top, 1)], axis=1)
        idx = np.concatenate([best_idx, top + start], axis=1)
        keep = np.argsort(-sim, axis=1)[:, : 2 * n]
        best_sim, best_idx = np.take_along_axis(sim, keep, 1), np.take_along_axis(idx, keep, 1)
    return [[f"syn-{i}" for i in row if rewards[i] >= 0.05][:n] for row in best_idx]


def run_queries(memory: DecisionMemory, situations: list[tuple[str, dict]], exact: bool) -> tuple[list, list[float]]:
    memory.exact = exact
    results, times = [], []
    for title, metrics in situations:
        started = time.perf_counter()
        got = memory.retrieve_similar(title, metrics, n=3)
        times.append(time.perf_counter() - started)
        results.append([r["id"] for r in got])
    return results, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,1000000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--exact-queries", type=int, default=20, help="brute-force queries at the largest size")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    rng = np.random.default_rng(7)

    started = time.perf_counter()
    model = make_embedder("sentence-transformers")
    print(
        f"model {model.model_id} via {model.runtime} loaded in {time.perf_counter() - started:.1f} s; "
        f"CPU: {os.cpu_count()} cores"
    )
    doc = generate(episodes=400, seed=99)
    decisions = {}
    for d in doc["decisions"]:
        rec = make_decision(
            d["conflict_title"],
            d["action_type"],
            d["target_domain"],
            d["reward"],
            d["metrics_snapshot"],
            d["reasoning"],
        )
        decisions.setdefault(rec.text, {**d, "text": rec.text})
    texts = list(decisions.values())
    started = time.perf_counter()
    centres = model.embed([t["text"] for t in texts])
    print(f"{len(texts)} cluster centres: real embeddings of decision texts ({time.perf_counter() - started:.1f} s)")

    situations = []
    for d in generate(episodes=args.queries, seed=123)["decisions"][: args.queries]:
        situations.append((d["conflict_title"], d["metrics_snapshot"]))
    query_texts = [decision_query(t, m, frozenset(HIGHER_IS_WORSE)) for t, m in situations]
    embed_times = []
    vectors = {}
    for q in query_texts:
        t0 = time.perf_counter()
        vectors[q] = model.embed([q])[0]
        embed_times.append(time.perf_counter() - t0)
    e50, e99 = percentiles(embed_times)
    print(f"query embedding (real model, one text per call): p50 {e50:.2f} ms, p99 {e99:.2f} ms")

    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-decisions-") as tmp:
        for n in sizes:
            memory = DecisionMemory(
                Path(tmp) / f"n{n}",
                embedder=KnownVectors(model.model_id, vectors),
                hydrate=False,
                higher_is_worse=HIGHER_IS_WORSE,
            )
            fill_s, stored, rewards = fill(memory, n, centres, texts, rng)
            exact = exact_top(stored, rewards, np.stack([vectors[q] for q in query_texts]))
            del stored
            exact_n = len(situations) if n <= 100_000 else min(args.exact_queries, len(situations))
            run_queries(memory, situations[:3], exact=True)  # warm-up
            scanned, flat_times = run_queries(memory, situations[:exact_n], exact=True)
            agree = np.mean(
                [a == b for a, b in zip(scanned, exact, strict=False)]
            )  # LanceDB's scan vs numpy: the same answer
            started = time.perf_counter()
            index = memory.ensure_index(min_rows=0)
            build_s = time.perf_counter() - started
            run_queries(memory, situations[:3], exact=False)  # warm-up: the index is read into cache
            sweep, default_nprobes = [], memory.nprobes
            for nprobes in (5, 10, 20, 40):
                memory.nprobes = nprobes
                got, times = run_queries(memory, situations, exact=False)
                sweep.append(
                    (
                        nprobes,
                        percentiles(times),
                        np.mean([len(set(a) & set(b)) / len(b) for a, b in zip(got, exact, strict=False) if b]),
                    )
                )
                print(
                    f"  nprobes {nprobes:>2}: p50 {sweep[-1][1][0]:.2f} ms, p99 {sweep[-1][1][1]:.2f} ms, "
                    f"recall@3 {sweep[-1][2]:.3f}"
                )
            memory.nprobes = default_nprobes
            indexed, index_times = run_queries(memory, situations, exact=False)
            recall = np.mean([len(set(a) & set(b)) / len(b) for a, b in zip(indexed, exact, strict=False) if b])
            f50, f99 = percentiles(flat_times)
            i50, i99 = percentiles(index_times)
            rows.append(
                {
                    "decisions": n,
                    "index": index["index"],
                    "write_s": round(fill_s, 1),
                    "index_build_s": round(build_s, 1),
                    "flat_p50_ms": round(f50, 2),
                    "flat_p99_ms": round(f99, 2),
                    "indexed_p50_ms": round(i50, 2),
                    "indexed_p99_ms": round(i99, 2),
                    "speedup_p50": round(f50 / i50, 1),
                    "recall_at_3": round(float(recall), 3),
                    "flat_queries": exact_n,
                    "indexed_queries": len(situations),
                    "scan_equals_numpy_exact": round(float(agree), 3),
                    "nprobes_sweep": [
                        {
                            "nprobes": p,
                            "p50_ms": round(lat[0], 2),
                            "p99_ms": round(lat[1], 2),
                            "recall_at_3": round(float(r), 3),
                        }
                        for p, lat, r in sweep
                    ],
                }
            )
            print(
                f"{n:>9,} decisions: written in {fill_s:.1f} s; index built in {build_s:.1f} s; "
                f"brute force p50 {f50:.2f} ms p99 {f99:.2f} ms ({exact_n} queries); "
                f"indexed p50 {i50:.2f} ms p99 {i99:.2f} ms ({len(situations)} queries); "
                f"p50 ratio {f50 / i50:.1f}x; recall@3 {recall:.3f} "
                f"(nprobes {memory.nprobes}, refine_factor {memory.refine_factor})"
            )
    print(json.dumps({"query_embed_p50_ms": round(e50, 2), "results": rows}, indent=1))
    big = rows[-1]
    verdict = big["indexed_p50_ms"] < 10 and big["recall_at_3"] >= 0.95
    print(
        f"target (p50 < 10 ms with recall@3 >= 0.95 at the largest size, {big['decisions']:,}): "
        f"{'met' if verdict else 'NOT met'}; load average during the run: {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} cores"
    )


if __name__ == "__main__":
    main()
