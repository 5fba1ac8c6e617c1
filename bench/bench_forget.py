"""Forget benchmark: forgetting one session against a full rebuild of the same stores, in the same process.

The workspace: `--notes` sessions (one daily note each, spread over `--days` days), the dream's digest nodes over
them, the search index of memory/ and digest/, and `--episodes` episodes in LanceDB reflected into memory notes
with a hot cache. The baseline is the full rebuild of the derived stores from the same raw inputs (daily notes,
digest, memory notes, hot cache, search index), timed while the workspace is built; then one session is
forgotten and timed, with the work it did (rows purged and rewritten, partitions recomputed, files touched).
Hash embeddings on both sides, so the figures compare store work, not the embedding model.

The issue asks for 10,000 notes and 1,000,000 episodes; on 2 shared cores the default is smaller and the sizes
run are printed. Run: .venv/bin/python bench/bench_forget.py [--notes N] [--episodes M] [--quick]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
import warnings
from datetime import date, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

END = date(2026, 3, 14)


def timed(fn, *args, **kwargs):
    started = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=1000, help="sessions, one daily note each (issue: 10,000)")
    parser.add_argument("--episodes", type=int, default=100_000, help="episodes (issue: 1,000,000)")
    parser.add_argument("--days", type=int, default=10)
    parser.add_argument("--quick", action="store_true", help="100 notes and 10,000 episodes")
    parser.add_argument("--keep", action="store_true", help="keep the temporary data folder")
    args = parser.parse_args()
    if args.quick:
        args.notes, args.episodes = 100, 10_000
    root = Path(tempfile.mkdtemp(prefix="reverie-bench-forget-"))
    for name, sub in [
        ("REVERIE_DATA_DIR", "data"),
        ("REVERIE_WORKSPACE", "workspace"),
        ("REVERIE_ROLES_DIR", "roles"),
        ("REVERIE_INBOX_DIR", "inbox"),
    ]:
        os.environ[name] = str(root / sub)
    os.environ.update(REVERIE_EMBED_BACKEND="hash", REVERIE_DECISIONS_SEED_DIR="off")
    for name in ("REDIS_URL", "REVERIE_LLM_MODEL", "REVERIE_LANCEDB_URI"):
        os.environ.pop(name, None)
    warnings.simplefilter("ignore")
    try:
        run(root, args)
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)


def run(root: Path, args: argparse.Namespace) -> None:
    import numpy as np
    import pyarrow.compute as pc

    from reverie.config import Settings
    from reverie.dream import OfflineIntegrator, dream
    from reverie.embedding.model import make_embedder
    from reverie.episodes import Episode
    from reverie.files import OfflineDistiller, distil_sessions, record_turns
    from reverie.forget import ForgetRequest, Stores, _upsert_notes, forget
    from reverie.reflection.reflect import rank_hot_notes, reflect_day
    from reverie.reflection.summarise import ExtractiveSummariser
    from reverie.sample_files import FilesSampleSpec, generate_sessions
    from reverie.search.index import update_index
    from reverie.stores.hotcache import SQLiteHotCache, publish_memory_notes
    from reverie.stores.lance import LanceStore
    from reverie.workspace import collective_workspace

    s = Settings()
    emb = make_embedder("hash")
    ws = collective_workspace(s.workspace_dir, "acme").ensure()
    role = s.roles_dir / "ingester" / "role.yaml"
    role.parent.mkdir(parents=True)
    role.write_text("memory_reflection: true\n")
    days = [(END - timedelta(days=args.days - 1 - i)).isoformat() for i in range(args.days)]
    print(
        f"sizes run: {args.notes:,} notes (sessions) over {args.days} days, {args.episodes:,} episodes "
        f"(the issue asks 10,000 notes and 1,000,000 episodes; this is smaller, for 2 shared cores)"
    )

    # raw inputs (not part of either timing)
    sessions = generate_sessions(
        FilesSampleSpec(
            sessions=args.notes,
            turns_per_session=8,
            days=args.days,
            end_day=END,
            heartbeat_rate=0.0,
            with_bad_line=False,
        )
    )
    for sid, turns in sessions:
        record_turns(ws, sid, [t for t in turns if isinstance(t, dict)])
    store = LanceStore(s.lancedb_path)
    rng = np.random.default_rng(7)
    topics = [
        "PDF over 10MB exhausted the ingester",
        "CSV export timed out at night",
        "token expired on the API",
        "disk full on the build runner",
        "schema drift in the orders feed",
    ]
    batch = 20_000
    for start in range(0, args.episodes, batch):
        eps = []
        for i in range(start, min(args.episodes, start + batch)):
            day = days[i % args.days]
            at = datetime.fromisoformat(f"{day}T00:00:00+00:00") + timedelta(seconds=int(rng.integers(0, 86_000)))
            eps.append(
                Episode(
                    "acme",
                    f"agent-{i % 50}",
                    "ingester",
                    at,
                    f"{topics[i % 5]} (run {i})",
                    title="ingest",
                    outcome="failed",
                    reward=0.1,
                )
            )
        store.add_episodes(eps, emb.embed([e.embedding_text for e in eps]), emb.model_id)

    # the baseline: a full rebuild of every derived store from the raw inputs
    def rebuild() -> dict[str, int]:
        run_ = distil_sessions(
            ws, days, OfflineDistiller(), tz="UTC", auto_memory_interval=None, max_inbox_bytes=1 << 30, force=True
        )
        report = dream(ws, days, OfflineIntegrator(), emb, scan_days=2, budget=None)
        notes = 0
        for day in days:
            window = store.episodes_for_days(day, day, cid="acme", exclude_kinds=["MEMORY_NOTE"])
            r = reflect_day(
                day,
                window,
                embed=emb.embed,
                embedding_model=emb.model_id,
                summariser=ExtractiveSummariser(emb.embed),
                threshold=s.cluster_threshold,
                min_cluster_size=s.min_cluster_size,
                reflects=lambda role_: True,
            )
            if r.notes:
                _upsert_notes(Stores(s, ws, emb), r.notes)
            notes += len(r.notes)
        cache = SQLiteHotCache(s.hot_cache_sqlite_path)
        ranking = rank_hot_notes(
            store.notes_for_days(days[0], days[-1], cid="acme"),
            days[-1],
            s.hot_cache_top_n,
            embed=emb.embed,
            same_lesson=s.hot_cache_same_lesson,
        )
        for (c, r_), entries in ranking.entries.items():
            publish_memory_notes(cache, c, r_, entries, days[-1], s.hot_cache_ttl_s, s.hot_cache_key_template)
        index = update_index(ws, "acme", s.lancedb_path, emb)
        return {
            "daily notes written": sum(n.action != "unchanged" for n in run_.flush.notes),
            "digest actions": len(report.actions),
            "memory notes": notes,
            "search chunks": index.chunks_added,
            "partitions recomputed": len(days) * 2,
        }

    work, rebuild_s = timed(rebuild)
    print(
        f"full rebuild of the derived stores: {rebuild_s:.1f} s; work: "
        + ", ".join(f"{k} {v:,}" for k, v in work.items())
    )
    # forget one session that fed a note, a digest node and the search index
    sid = sessions[len(sessions) // 2][0]
    report, forget_s = timed(forget, s, ForgetRequest("acme", session=sid), embedder=emb)
    counts = {f"{store_}.{what}": n for store_, per in report.counts.items() for what, n in per.items()}
    print(f"forget one session: {forget_s:.1f} s; work: " + ", ".join(f"{k} {v:,}" for k, v in sorted(counts.items())))
    print(
        f"ratio: forgetting one session took {forget_s / rebuild_s:.3f}x the full rebuild "
        f"({rebuild_s / forget_s:.1f}x faster)"
    )
    # one episode: its memory-note partition recomputed, against reflecting every day again
    ep = store.episodes_for_days(days[3], days[3], cid="acme", columns=["id", "agent_id"])
    ep = ep.filter(pc.equal(ep["agent_id"], "agent-3")).column("id")[0].as_py()
    report, ep_s = timed(forget, s, ForgetRequest("acme", episode=ep), embedder=emb)
    print(
        f"forget one episode: {ep_s:.1f} s; partitions recomputed "
        f"{report.counts.get('lancedb', {}).get('partitions_recomputed', 0)} of {len(days)} reflection days; "
        f"ratio {ep_s / rebuild_s:.3f}x the full rebuild"
    )


if __name__ == "__main__":
    main()
