"""The prompt path at fleet scale: RECENT_RELEVANT_EPISODES at 100,000 and 1,000,000 stored episodes.

Data (temp dirs, deleted at the end; Redis keys of the bench collectives deleted too): 3 collectives x 4 roles
x 52 agents = 624 agents. Vectors are clustered unit vectors: 4,000 topic centres drawn from a normal
distribution and normalised; each agent works on 6 of them; an episode is normalise(centre + noise) with noise
of norm 0.75 in a random direction (cosine ~0.8 to its centre, ~0.64 between two episodes of one topic, ~0
across topics). 16 probe agents have the same own history at both sizes: 1,700 episodes spread evenly over
the last 90 days (about 570 in a 30-day window). The other 608 agents fill the store to 100,000, then to
1,000,000 episodes, over the last 365 days. A query is normalise(centre + noise) of one of the probe's topics.

Printed for both sizes, in one run:
- baseline: `LanceStore.search_episodes` as the prompt path called it before (prefiltered brute-force LanceDB
  query, cid + agent + role + model, no window), p50/p99;
- option A: the same LanceDB query limited to the window (`day >= first`) with scalar indexes on cid,
  agent_id, role_label and day (BTREE / BITMAP), p50/p99;
- the new path: `build_user_message` as a whole reading the agent's window from the hot cache (Redis and
  SQLite), the query vector given (query embedding timed separately), p50/p99, and the ratio to the baseline;
- recall@5 of the new path against an exact float32 cosine search of the same window with the same floor;
- the write side: time and hot-cache bytes per 10,000 episodes put into the windows (`add_recent_entries`,
  the agent-side write; the `episodes` asset's day rewrite uses the same encoding and transaction).

Run once: .venv/bin/python bench/bench_prompt_path.py [--sizes 100000,1000000] [--redis-url URL]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from reverie.stores.hotcache import RedisHotCache, SQLiteHotCache
from reverie.stores.lance import LanceStore, episodes_schema, sql_str
from reverie.stores.recent import (
    RecentEntry,
    add_recent_entries,
    encode_entry,
    recent_key,
    window_backend,
    window_first_day,
)

DIM = 384
MODEL = "bench-clustered-384"
COLLECTIVES = ["bench-c0", "bench-c1", "bench-c2"]
ROLES = ["coder", "ingester", "researcher", "support"]
AGENTS_PER_ROLE = 52
PROBES = 16
PROBE_HISTORY = 1700
PROBE_DAYS, FLEET_DAYS = 90, 365
TOPICS, TOPICS_PER_AGENT, NOISE = 4000, 6, 0.75
WINDOW_DAYS, FLOOR, K = 30, 0.25, 5
TITLES = [
    "Ingest {t} export into the knowledge base",
    "Fix the failing build of service {t}",
    "Answer a customer question about invoice {t}",
    "Summarise research notes on topic {t}",
]
OUTCOMES = [
    "Done after splitting the file into pages; took two retries.",
    "Failed: the parser ran out of memory on the largest attachment.",
    "Succeeded; the customer confirmed the answer in the same thread.",
    "Partial: three of five sources were unreachable, summary marked provisional.",
]


class GivenVector:
    """The prompt path's embedder with the query vector already made (embedding is timed on its own)."""

    model_id = MODEL
    dim = DIM

    def __init__(self) -> None:
        self.vector = np.zeros(DIM, dtype=np.float32)

    def embed(self, texts):
        return self.vector[None, :]


def unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def noisy(rng: np.random.Generator, centres: np.ndarray) -> np.ndarray:
    noise = unit(rng.standard_normal((len(centres), DIM), dtype=np.float32)) * NOISE
    return unit(centres + noise)


class Fleet:
    def __init__(self, seed: int = 11) -> None:
        rng = np.random.default_rng(seed)
        self.centres = unit(rng.standard_normal((TOPICS, DIM), dtype=np.float32))
        self.agents = [
            (cid, role, f"{role}-{i + 1}") for cid in COLLECTIVES for role in ROLES for i in range(AGENTS_PER_ROLE)
        ]
        self.topics = rng.integers(0, TOPICS, size=(len(self.agents), TOPICS_PER_AGENT))
        # probes: spread over collectives and roles
        self.probes = list(range(0, len(self.agents), len(self.agents) // PROBES))[:PROBES]
        self.today = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)

    def batch(self, rng: np.random.Generator, agent_idx: np.ndarray, span_days: int) -> pa.Table:
        n = len(agent_idx)
        topic = self.topics[agent_idx, rng.integers(0, TOPICS_PER_AGENT, size=n)]
        vectors = noisy(rng, self.centres[topic])
        age_s = rng.integers(0, span_days * 86400, size=n)
        ts_us = (int(self.today.timestamp()) - age_s) * 1_000_000
        days = np.array([(self.today - timedelta(seconds=int(a))).strftime("%Y-%m-%d") for a in age_s], dtype=object)
        raw = rng.bytes(16 * n)
        tmpl = rng.integers(0, len(TITLES), size=n)
        agents = [self.agents[i] for i in agent_idx]
        titles = [TITLES[k].format(t=t) for k, t in zip(tmpl, topic, strict=False)]
        return pa.table(
            {
                "id": [raw[i * 16 : (i + 1) * 16].hex() for i in range(n)],
                "cid": [a[0] for a in agents],
                "agent_id": [a[2] for a in agents],
                "role_label": [a[1] for a in agents],
                "ts": pa.array(ts_us, pa.timestamp("us", tz="UTC")),
                "day": days.tolist(),
                "kind": ["TASK"] * n,
                "title": titles,
                "text": [t + ": the agent read the inputs, planned the steps and ran them in order." for t in titles],
                "outcome": [OUTCOMES[k] for k in tmpl],
                "reward": rng.random(n),
                "metadata": ["{}"] * n,
                "source": ["bench"] * n,
                "embedding": pa.FixedSizeListArray.from_arrays(pa.array(vectors.ravel()), DIM),
                "embedding_model": [MODEL] * n,
                "ingested_at": pa.array(ts_us, pa.timestamp("us", tz="UTC")),
            },
            schema=episodes_schema(DIM),
        )

    def probe_history(self) -> pa.Table:
        rng = np.random.default_rng(101)
        return self.batch(rng, np.repeat(np.array(self.probes), PROBE_HISTORY), PROBE_DAYS)

    def fleet_rows(self, n: int, seed: int) -> pa.Table:
        rng = np.random.default_rng(seed)
        others = np.array([i for i in range(len(self.agents)) if i not in set(self.probes)])
        return self.batch(rng, others[rng.integers(0, len(others), size=n)], FLEET_DAYS)


def pct(samples: list[float]) -> tuple[float, float]:
    ms = np.asarray(samples) * 1000
    return float(np.percentile(ms, 50)), float(np.percentile(ms, 99))


def window_entries(table: pa.Table, first_day: str) -> list[RecentEntry]:
    mask = pa.compute.greater_equal(table.column("day"), first_day)
    rows = table.filter(mask)
    vecs = rows.column("embedding").combine_chunks().flatten().to_numpy().reshape(-1, DIM)
    cols = {
        c: rows.column(c).to_pylist()
        for c in ["id", "cid", "agent_id", "role_label", "day", "ts", "kind", "title", "text", "outcome", "reward"]
    }
    out = []
    for i in range(rows.num_rows):
        meta = {
            "ts": cols["ts"][i].isoformat(),
            "kind": cols["kind"][i],
            "title": cols["title"][i][:120],
            "text": cols["text"][i][:120],
            "outcome": cols["outcome"][i][:240],
            "reward": cols["reward"][i],
        }
        out.append(
            RecentEntry(
                recent_key(cols["cid"][i], cols["role_label"][i], cols["agent_id"][i]),
                cols["cid"][i],
                cols["day"][i],
                encode_entry(cols["id"][i], vecs[i], MODEL, meta),
            )
        )
    return out


def write_windows(backends: dict, entries: list[RecentEntry], first_day: str) -> dict[str, float]:
    """Add entries to each backend in batches of 10,000; seconds per 10,000 entries."""
    out = {}
    for name, backend in backends.items():
        started = time.perf_counter()
        for i in range(0, len(entries), 10_000):
            add_recent_entries(backend, entries[i : i + 10_000], WINDOW_DAYS, DIM)
        out[name] = (time.perf_counter() - started) / max(len(entries), 1) * 10_000
    return out


def redis_bytes(client, keys: set[str]) -> int:
    return sum(client.memory_usage(k) or 0 for k in keys)


def sqlite_bytes(path: Path) -> int:
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))


def exact_window(probe_rows: dict, agent: int, q: np.ndarray, first_day: str) -> list[str]:
    ids, days, vecs = probe_rows[agent]
    keep = days >= first_day
    scores = vecs[keep] @ q
    order = np.argsort(-scores)[:K]
    return [ids[keep][i] for i in order if scores[i] >= FLOOR]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--redis-url", default=os.environ.get("REVERIE_TEST_REDIS_URL", "redis://127.0.0.1:6379/4"))
    ap.add_argument("--queries", type=int, default=400, help="new-path prompts per size and backend")
    ap.add_argument("--lance-queries", type=int, default=30, help="LanceDB queries per size and option")
    ap.add_argument("--keep", action="store_true", help="keep the temp dir (printed)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]

    from reverie.config import Settings
    from reverie.reflection.prompt import build_user_message

    tmp = Path(tempfile.mkdtemp(prefix="reverie-bench-prompt-"))
    os.environ.update(
        {
            "REVERIE_DATA_DIR": str(tmp / "data"),
            "REVERIE_ROLES_DIR": str(tmp / "roles"),
            "REVERIE_RECENT_EPISODES_DAYS": str(WINDOW_DAYS),
            "REVERIE_RECENT_EPISODES_MIN_SIMILARITY": str(FLOOR),
            "REVERIE_PROMPT_MEMORY_TIMEOUT_S": "5",
        }
    )  # measure the reads, not the timeout
    settings = Settings()
    fleet = Fleet()
    store = LanceStore(str(tmp / "lancedb"), dim=DIM)
    caches = {"sqlite": SQLiteHotCache(tmp / "hotcache.db")}
    try:
        import redis

        redis.Redis.from_url(args.redis_url, socket_connect_timeout=0.5).ping()
        caches["redis"] = RedisHotCache(args.redis_url, timeout_s=2.0)
    except Exception as exc:  # noqa: BLE001
        print(f"Redis at {args.redis_url} unreachable ({exc!r}): SQLite only")
    backends = {name: window_backend(c) for name, c in caches.items()}
    first_day = window_first_day(WINDOW_DAYS)
    print(f"CPU: {os.cpu_count()} cores; temp dir {tmp}; window {WINDOW_DAYS} days from {first_day}, floor {FLOOR}")

    probe_tab = fleet.probe_history()
    probe_rows = {}
    for a in fleet.probes:
        sub = probe_tab.filter(
            pa.compute.and_(
                pa.compute.equal(probe_tab.column("agent_id"), fleet.agents[a][2]),
                pa.compute.equal(probe_tab.column("cid"), fleet.agents[a][0]),
            )
        )
        probe_rows[a] = (
            np.asarray(sub.column("id").to_pylist()),
            np.asarray(sub.column("day").to_pylist()),
            sub.column("embedding").combine_chunks().flatten().to_numpy().reshape(-1, DIM),
        )
    rng = np.random.default_rng(5)
    stored, results, written = 0, [], 0
    write_s = {n: 0.0 for n in backends}
    try:
        for size in sizes:
            started = time.perf_counter()
            parts = [probe_tab] if stored == 0 else []
            fleet_n = size - stored - (probe_tab.num_rows if stored == 0 else 0)
            for i in range(0, fleet_n, 100_000):
                parts.append(fleet.fleet_rows(min(100_000, fleet_n - i), seed=1000 + stored + i))
            for part in parts:
                if store.has_table("episodes"):
                    store.episodes_table().add(part)
                else:
                    store.db.create_table("episodes", data=part, schema=episodes_schema(DIM))
                entries = window_entries(part, first_day)
                for name, per10k in write_windows(backends, entries, first_day).items():
                    write_s[name] += per10k * len(entries) / 10_000
                written += len(entries)
            stored = store.episodes_table().count_rows()
            print(
                f"\n== {stored:,} episodes stored ({time.perf_counter() - started:.0f} s to write this step); "
                f"{written:,} in the windows of {len(fleet.agents)} agents"
            )
            row = {"episodes": stored}

            queries = []
            for _ in range(max(args.queries, args.lance_queries)):
                a = fleet.probes[rng.integers(0, len(fleet.probes))]
                topic = fleet.topics[a, rng.integers(0, TOPICS_PER_AGENT)]
                queries.append((a, noisy(rng, fleet.centres[topic][None, :])[0]))

            base = []
            for a, q in queries[: args.lance_queries]:
                cid, role, agent = fleet.agents[a]
                t = time.perf_counter()
                store.search_episodes(q, cid=cid, agent_id=agent, role_label=role, embedding_model=MODEL, limit=K)
                base.append(time.perf_counter() - t)
            row["baseline"] = pct(base)

            t = time.perf_counter()
            table = store.episodes_table()
            for col, kind in (("cid", "BITMAP"), ("role_label", "BITMAP"), ("agent_id", "BTREE"), ("day", "BTREE")):
                table.create_scalar_index(col, index_type=kind, replace=True)  # the 0.40 name of create_index
            row["index_build_s"] = time.perf_counter() - t
            indexed = []
            for a, q in queries[: args.lance_queries]:
                cid, role, agent = fleet.agents[a]
                where = (
                    f"cid = {sql_str(cid)} AND agent_id = {sql_str(agent)} AND role_label = {sql_str(role)} "
                    f"AND embedding_model = {sql_str(MODEL)} AND day >= {sql_str(first_day)}"
                )
                t = time.perf_counter()
                (
                    store.episodes_table()
                    .search(q, vector_column_name="embedding")
                    .metric("cosine")
                    .where(where, prefilter=True)
                    .select(["id", "title", "outcome", "_distance"])
                    .limit(K)
                    .to_list()
                )
                indexed.append(time.perf_counter() - t)
            row["lance_window_indexed"] = pct(indexed)

            embedder = GivenVector()
            noise_m, noise_q = np.zeros((64, DIM), dtype=np.float32), np.zeros(DIM, dtype=np.float32)
            for name, cache in caches.items():
                lat, hits, total, noise = [], 0, 0, []
                for a, q in queries[: args.queries]:
                    cid, role, agent = fleet.agents[a]
                    embedder.vector = q
                    t = time.perf_counter()
                    noise_m @ noise_q  # a fixed ~10 us step: its p99 is the machine's scheduling noise
                    noise.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    msg = build_user_message(
                        "the task",
                        cid=cid,
                        role=role,
                        agent_id=agent,
                        embedder=embedder,
                        cache=cache,
                        settings=settings,
                    )
                    lat.append(time.perf_counter() - t)
                    got = set(recent_ids(backends[name], q, fleet.agents[a]))
                    exact = exact_window(probe_rows, a, q, first_day)
                    hits += len(got & set(exact))
                    total += len(exact)
                    assert "RECENT_RELEVANT_EPISODES" in msg or not exact
                row[f"new_{name}"] = pct(lat)
                row[f"noise_{name}"] = pct(noise)
                row[f"recall_{name}"] = hits / max(total, 1)
            keys = {recent_key(c, r, g) for c, r, g in fleet.agents}
            if "redis" in caches:
                row["redis_bytes"] = redis_bytes(backends["redis"].client, keys)
            row["sqlite_bytes"] = sqlite_bytes(tmp / "hotcache.db")
            row["window_entries"] = written
            results.append(row)
            report(row, write_s, written)
    finally:
        if "redis" in caches:
            client = backends["redis"].client
            doomed = (
                [recent_key(c, r, g) for c, r, g in fleet.agents]
                + [f"acc:{c}:recent_episodes:keys" for c in COLLECTIVES]
                + [
                    k
                    for k in client.scan_iter("acc:recent_episodes:day:*")
                    if all(m.decode().startswith("acc:bench-") for m in client.smembers(k))
                ]
            )
            for i in range(0, len(doomed), 500):
                client.delete(*doomed[i : i + 500])
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    print("\n" + json.dumps(results, default=float))
    return 0


def recent_ids(backend, q: np.ndarray, agent: tuple[str, str, str]) -> list[str]:
    from reverie.stores.recent import recent_relevant_episodes

    cid, role, name = agent
    return [
        e["id"]
        for e in recent_relevant_episodes(
            backend, q, cid=cid, role=role, agent_id=name, model_id=MODEL, days=WINDOW_DAYS, min_similarity=FLOOR, k=K
        )
    ]


def report(row: dict, write_s: dict, written: int) -> None:
    b50, b99 = row["baseline"]
    i50, i99 = row["lance_window_indexed"]
    print(f"baseline  LanceStore.search_episodes (no window)       p50 {b50:9.2f} ms  p99 {b99:9.2f} ms")
    print(
        f"option A  LanceDB window query + scalar indexes       p50 {i50:9.2f} ms  p99 {i99:9.2f} ms"
        f"  (indexes built in {row['index_build_s']:.1f} s)"
    )
    for name in ("redis", "sqlite"):
        if f"new_{name}" not in row:
            continue
        n50, n99 = row[f"new_{name}"]
        print(
            f"new path  build_user_message, {name:6s} window       p50 {n50:9.2f} ms  p99 {n99:9.2f} ms"
            f"  baseline/new p50 {b50 / n50:7.1f}x p99 {b99 / n99:7.1f}x  recall@5 {row[f'recall_{name}']:.3f}"
            f"  (a fixed 10 us step in the same loop: p99 {row[f'noise_{name}'][1]:.2f} ms)"
        )
    per10k, ingested = written / 10_000, row["episodes"] / 10_000
    for name, secs in write_s.items():
        size = row.get(f"{name}_bytes", 0)
        print(
            f"write side {name:6s}: {secs / per10k:.2f} s and {size / per10k / 1e6:.2f} MB per 10,000 window "
            f"entries ({written:,} entries, {size / 1e6:.1f} MB, {secs:.1f} s); per 10,000 episodes ingested "
            f"(the rest are older than the window): {secs / ingested:.2f} s, {size / ingested / 1e6:.2f} MB"
        )


if __name__ == "__main__":
    raise SystemExit(main())
