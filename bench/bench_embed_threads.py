"""Embedding thread caps: two step processes embedding at once, uncapped vs REVERIE_EMBED_THREADS.

Dagster runs each step in its own process; on a small machine two steps that
embed at the same time (episodes of one run, search_index of another) each
start one OpenVINO stream / torch worker per core, so the machine runs twice
as many busy threads as it has cores. This starts `--procs` worker processes
that each load the real embedder (all-MiniLM-L6-v2, packaged, offline; the
same texts as bench_embedding.py), wait until all are loaded, then embed
`--texts` texts at the same moment. Variants, interleaved `--rounds` times,
best wall time kept:
- alone, uncapped: one process, every core (the baseline for a single step);
- alone, capped:   one process with the cap (what the cap costs a lone step);
- together, uncapped: `--procs` processes at once, every core each (the baseline);
- together, capped:   `--procs` processes at once, each capped to cores / procs.
Printed as texts/s and as ratios to the matching baseline.
Run: .venv/bin/python bench/bench_embed_threads.py [--texts 600] [--procs 2] [--rounds 2]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKER = """
import sys, time
sys.path.insert(0, {root!r})
from bench.bench_embedding import bench_texts
from reverie.embedding.model import SentenceEmbedder
texts = bench_texts({texts})
embedder = SentenceEmbedder(threads={threads})
embedder.embed(texts[:16])  # compile and warm up before the start line
print("ready", flush=True)
sys.stdin.readline()
started = time.perf_counter()
embedder.embed(texts)
print(f"{{time.perf_counter() - started:.3f}}", flush=True)
"""


def run(procs: int, threads: int | None, texts: int) -> float:
    """Wall seconds for `procs` processes, started together, each embedding `texts` texts."""
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
    code = WORKER.format(root=str(ROOT), texts=texts, threads=threads)
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", code],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        for _ in range(procs)
    ]
    try:
        for w in workers:
            line = w.stdout.readline().strip()
            if line != "ready":
                raise RuntimeError(f"worker did not start: {line!r}")
        started = time.perf_counter()
        for w in workers:
            w.stdin.write("go\n")
            w.stdin.flush()
        for w in workers:
            float(w.stdout.readline())
        return time.perf_counter() - started
    finally:
        for w in workers:
            w.wait(timeout=600)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--texts", type=int, default=600)
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    cap = max(1, cores // args.procs)
    variants = {
        "alone, uncapped": (1, None),
        "alone, capped": (1, cap),
        "together, uncapped": (args.procs, None),
        "together, capped": (args.procs, cap),
    }
    best = {name: float("inf") for name in variants}
    print(
        f"{cores} cores, load average {os.getloadavg()[0]:.2f} at start; {args.texts} texts per process; "
        f"cap {cap} thread(s) per process; best of {args.rounds}",
        flush=True,
    )
    for r in range(args.rounds):
        for name, (procs, threads) in variants.items():
            best[name] = min(best[name], run(procs, threads, args.texts))
            print(f"  round {r + 1}: {name} {best[name]:.2f} s", flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    for name, (procs, _) in variants.items():
        baseline = best["alone, uncapped" if procs == 1 else "together, uncapped"]
        print(
            f"  {name:20s} {best[name]:7.2f} s  {procs * args.texts / best[name]:7.1f} texts/s  "
            f"x{baseline / best[name]:.2f} vs uncapped"
        )


if __name__ == "__main__":
    main()
