"""What a fresh search costs: `search(refresh=True)` (REVERIE_SEARCH_REFRESH=1) against `search()` on the index.

One run builds a workspace of FILES daily notes (synthetic sentences, PARAGRAPHS each), indexes it, then measures
in the same process, interleaved, p50/p90 over ROUNDS queries each:
- baseline: `search(query)` on the index as it is (the query embedding included);
- refresh, nothing changed: `search(query, refresh=True)`: a stat of every file under memory/ and digest/ first;
- refresh, one note written since: the same after writing one new note (chunked and embedded, then searched).
Prints each with its ratio to the baseline. The embedder is the configured one (all-MiniLM-L6-v2 by default).
Run: .venv/bin/python bench/bench_search_fresh.py [--files 2000] [--rounds 30]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

WORDS = [
    "ingester",
    "invoice",
    "billing",
    "report",
    "vault",
    "token",
    "rota",
    "deploy",
    "queue",
    "drain",
    "host",
    "cache",
    "memory",
    "export",
    "partner",
    "deadline",
    "budget",
    "release",
    "staging",
    "database",
    "backup",
    "restore",
    "rotate",
    "schedule",
    "monday",
    "friday",
    "weekly",
]


def note(rng: random.Random, paragraphs: int) -> str:
    body = "\n\n".join(" ".join(rng.choice(WORDS) for _ in range(14)).capitalize() + "." for _ in range(paragraphs))
    return f"# Note\n{body}\n"


def p(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))] * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--paragraphs", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=30)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-search-fresh-"))
    os.environ["REVERIE_WORKSPACE"] = str(tmp / "workspace")
    os.environ["REVERIE_DATA_DIR"] = str(tmp / "data")
    from reverie.config import Settings
    from reverie.search import index_collective, search, settings_embedder

    settings = Settings()
    root = settings.workspace_dir / "default"
    rng = random.Random(7)
    for i in range(args.files):
        path = root / "memory" / f"2026-11-{1 + i % 28:02d}" / f"note-{i}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(note(rng, args.paragraphs), encoding="utf-8")
    embedder = settings_embedder(settings)
    started = time.perf_counter()
    report = index_collective(settings=settings, embedder=embedder)
    print(
        f"{args.files} files, {report.chunks_total} chunks indexed in {time.perf_counter() - started:.1f} s "
        f"({embedder.model_id})"
    )
    search("warm up the loaded index", settings=settings, embedder=embedder)
    times: dict[str, list[float]] = {"baseline": [], "refresh, nothing changed": [], "refresh, one new note": []}
    for r in range(args.rounds):
        query = " ".join(rng.choice(WORDS) for _ in range(4))
        for kind in times:
            if kind == "refresh, one new note":
                (root / "memory" / "2026-12-01").mkdir(parents=True, exist_ok=True)
                (root / "memory" / "2026-12-01" / f"fresh-{r}.md").write_text(note(rng, args.paragraphs))
            t = time.perf_counter()
            search(query, refresh=kind != "baseline", settings=settings, embedder=embedder)
            times[kind].append(time.perf_counter() - t)
    base = statistics.median(times["baseline"])
    for kind, values in times.items():
        print(
            f"{kind:26} p50 {p(values, 0.5):7.1f} ms  p90 {p(values, 0.9):7.1f} ms  "
            f"x{statistics.median(values) / base:5.2f} of baseline"
        )


if __name__ == "__main__":
    main()
