"""Embedder start-up benchmark: what one Dagster step pays to embed a day's texts in a fresh process.

Each run is a new Python process (as the multiprocess executor starts one per
step) that loads the model, builds the embedder (precision choice, self-test,
OpenVINO graph read from or written to the model cache) and embeds `--texts`
new texts once, without the embedding cache. The torch runtime is the baseline;
OpenVINO is timed with an empty graph cache (first process on a machine) and
with a filled one (every later process). Times start once torch and the
model are loaded (the same for both); OpenVINO's import counts against it.
Run: .venv/bin/python bench/bench_embed_start.py [--texts 100] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import json, os, sys, time
sys.path[:0] = [{root!r}, {bench!r}]
os.environ["HF_HUB_OFFLINE"] = "1"
from pathlib import Path
from bench_embedding import bench_texts
from reverie.embedding.model import SentenceEmbedder, load_sentence_transformer
texts = bench_texts({n}, seed={seed})
model = load_sentence_transformer()  # torch and sentence-transformers imported and loaded: the same for both
started = time.perf_counter()
embedder = SentenceEmbedder(runtime={runtime!r}, model=model, cache_dir=Path({cache!r}))
built = time.perf_counter()
embedder.embed(texts)
print(json.dumps({{"build": built - started, "embed": time.perf_counter() - built, "runtime": embedder.runtime,
                  "model_id": embedder.model_id}}))
"""


def run_child(runtime: str, cache: str, n: int, seed: int) -> dict:
    code = CHILD.format(root=str(ROOT), bench=str(ROOT / "bench"), n=n, seed=seed, runtime=runtime, cache=cache)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    best: dict[str, dict] = {}
    for round_no in range(args.rounds):
        with tempfile.TemporaryDirectory(prefix="reverie-bench-models-") as cache:
            runs = {
                "torch": run_child("torch", cache, args.texts, round_no),
                "openvino, empty graph cache": run_child("auto", cache, args.texts, round_no),
                "openvino, filled graph cache": run_child("auto", cache, args.texts, round_no),
            }
        for name, r in runs.items():
            total = r["build"] + r["embed"]
            print(
                f"  round {round_no + 1}: {name:29s} build {r['build']:5.2f} s  embed {r['embed']:5.2f} s  "
                f"({r['model_id']} via {r['runtime']})",
                flush=True,
            )
            if name not in best or total < best[name]["build"] + best[name]["embed"]:
                best[name] = r
    base = best["torch"]["build"] + best["torch"]["embed"]
    print(f"\nbest of {args.rounds} fresh processes, {args.texts} texts each:")
    print(f"{'variant':30s} {'build s':>8s} {'embed s':>8s} {'total s':>8s} {'x torch':>8s}")
    for name, r in best.items():
        total = r["build"] + r["embed"]
        print(f"{name:30s} {r['build']:8.2f} {r['embed']:8.2f} {total:8.2f} {base / total:7.2f}x")


if __name__ == "__main__":
    main()
