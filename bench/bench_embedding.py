"""Embedding benchmark: the pipeline embedder against raw SentenceTransformer.encode, in one process.

Same texts for every variant (default 2,000 distinct texts of 5 to 200 words,
cut from the sample episodes), each timed as a ratio to raw fp32 encode
(batch 64) with the lowest cosine to the raw fp32 vectors:
- raw fp32:   SentenceTransformer.encode, the baseline;
- raw bf16:   the same model cast with model.to(torch.bfloat16);
- cold:       Reverie's cached embedder with an empty embedding cache (dtype and runtime as chosen by "auto");
- cold torch: the same with the runtime held to torch (bf16 autocast where chosen), for comparison;
- warm:       the same texts again through a fresh cache connection (every text cached).
The machine may be shared, so each variant runs `--rounds` times, interleaved,
and the best time counts; the load average is printed next to the numbers.
Run: .venv/bin/python bench/bench_embedding.py [--texts 2000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from reverie.embedding.cache import CachedEmbedder, EmbeddingCache  # noqa: E402
from reverie.embedding.model import SentenceEmbedder, cpu_supports_bf16, load_sentence_transformer  # noqa: E402
from reverie.sample import SampleSpec, generate_episodes  # noqa: E402

COLD_TARGET, WARM_TARGET = 4.0, 50.0


def bench_texts(n: int, min_words: int = 5, max_words: int = 200, seed: int = 11) -> list[str]:
    """`n` distinct texts of min..max words, cut at random places from a stream of sample episodes."""
    rng = random.Random(seed)
    episodes = generate_episodes(SampleSpec(episodes=3000, seed=seed))
    words = " ".join(f"{e['title']}. {e['text']} {e['outcome']}" for e in episodes).split()
    texts: dict[str, None] = {}
    while len(texts) < n:
        k = rng.randint(min_words, max_words)
        start = rng.randrange(len(words) - k)
        texts[" ".join(words[start : start + k])] = None
    return list(texts)


def min_cosine(a: np.ndarray, b: np.ndarray) -> float:
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    b = b / np.linalg.norm(b, axis=1, keepdims=True)
    return float(np.min(np.sum(a * b, axis=1)))


def model_flops(token_lengths: list[int], layers: int = 6, hidden: int = 384, ffn: int = 1536) -> float:
    """Floating-point operations of one MiniLM forward pass over texts of these token lengths (unpadded)."""
    linear = sum(token_lengths) * layers * 2 * (4 * hidden * hidden + 2 * hidden * ffn)
    attention = sum(n * n for n in token_lengths) * layers * 2 * 2 * hidden
    return float(linear + attention)


def gemm_gflops(dtype_name: str, rounds: int = 30) -> float:
    """This machine's matrix-multiply speed (all torch threads) at the shape of MiniLM's FFN layer."""
    import torch

    dtype = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype_name]
    a, b = torch.randn(4096, 384).to(dtype), torch.randn(384, 1536).to(dtype)
    for _ in range(3):
        a @ b
    started = time.perf_counter()
    for _ in range(rounds):
        a @ b
    return 2 * 4096 * 384 * 1536 * rounds / (time.perf_counter() - started) / 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    import torch

    texts = bench_texts(args.texts)
    raw32 = load_sentence_transformer()
    raw16 = load_sentence_transformer().to(torch.bfloat16)
    embedder = SentenceEmbedder("auto", model=raw32)  # shares raw32's weights; neither runtime changes them
    torch_embedder = SentenceEmbedder("auto", model=raw32, runtime="torch")
    tokens = embedder.token_lengths(texts)
    print(
        f"texts: {len(texts)} distinct, {min(len(t.split()) for t in texts)}-{max(len(t.split()) for t in texts)} "
        f"words, {sum(tokens)} tokens (mean {np.mean(tokens):.0f}, {sum(t >= embedder.max_tokens for t in tokens)} "
        f"at the {embedder.max_tokens}-token limit)"
    )
    print(
        f"cpu: {os.cpu_count()} cores, torch {torch.__version__} with {torch.get_num_threads()} threads, "
        f"capability {torch.backends.cpu.get_cpu_capability()}, native bf16: {cpu_supports_bf16()}"
    )
    print(f"pipeline embedder: {embedder.model_id} via {embedder.runtime} ({embedder.dtype_reason})")

    def raw(model) -> Callable[[], np.ndarray]:
        def run() -> np.ndarray:
            out = model.encode(
                texts, batch_size=64, normalize_embeddings=True, show_progress_bar=False, convert_to_tensor=True
            )
            return out.float().numpy()

        return run

    cache_dirs: list[str] = []

    def cold() -> np.ndarray:
        cache_dirs.append(tempfile.mkdtemp(prefix="reverie-bench-cache-"))
        return CachedEmbedder(embedder, EmbeddingCache(cache_dirs[-1])).embed(texts)

    def cold_torch() -> np.ndarray:
        path = tempfile.mkdtemp(prefix="reverie-bench-cache-")
        try:
            return CachedEmbedder(torch_embedder, EmbeddingCache(path)).embed(texts)
        finally:
            shutil.rmtree(path, ignore_errors=True)

    warm_model_calls: list[int] = []

    def warm() -> np.ndarray:
        # A new connection to what cold just wrote, as the next run of a backfill would see it.
        calls = embedder.model_calls
        out = CachedEmbedder(embedder, EmbeddingCache(cache_dirs[-1])).embed(texts)
        warm_model_calls.append(embedder.model_calls - calls)
        return out

    # Warm-up outside the timings (first calls allocate and pick kernels); never through the cache.
    warmup = texts[:: max(1, len(texts) // 64)][:64]
    raw32.encode(warmup, batch_size=64, show_progress_bar=False)
    raw16.encode(warmup, batch_size=64, show_progress_bar=False)
    embedder.embed(warmup)
    torch_embedder.embed(warmup)

    variants = {
        "raw fp32 encode": raw(raw32),
        "raw bf16 encode": raw(raw16),
        "pipeline cold": cold,
        "pipeline warm": warm,
        "cold, torch runtime": cold_torch,
    }
    best: dict[str, float] = {}
    vectors: dict[str, np.ndarray] = {}
    load_before = os.getloadavg()[0]
    for round_no in range(args.rounds):
        for name, run in variants.items():
            started = time.perf_counter()
            vectors[name] = run()
            elapsed = time.perf_counter() - started
            best[name] = min(best.get(name, elapsed), elapsed)
            print(f"  round {round_no + 1}: {name:19s} {elapsed:7.2f} s", flush=True)
    load_after = os.getloadavg()[0]
    for path in cache_dirs:
        shutil.rmtree(path, ignore_errors=True)

    base = best["raw fp32 encode"]
    reference = vectors["raw fp32 encode"]
    print(f"\nbest of {args.rounds} rounds (1-min load average {load_before:.1f} before, {load_after:.1f} after):")
    print(f"{'variant':21s} {'seconds':>9s} {'texts/s':>9s} {'x raw fp32':>11s} {'min cos to fp32':>16s}")
    for name, seconds in best.items():
        print(
            f"{name:21s} {seconds:9.3f} {len(texts) / seconds:9.0f} {base / seconds:10.2f}x "
            f"{min_cosine(vectors[name], reference):16.5f}"
        )
    print(f"warm runs called the model {max(warm_model_calls)} times")
    # What the hardware allows: the model's arithmetic at this machine's matrix-multiply peak.
    flops = model_flops(tokens)
    peak = {name: gemm_gflops(name) for name in ("fp32", "bf16")}
    print(
        f"arithmetic: {flops / 1e12:.2f} TFLOP; raw fp32 ran at {flops / base / 1e9:.0f} GFLOPS, "
        f"pipeline cold at {flops / best['pipeline cold'] / 1e9:.0f}; matrix-multiply peak here "
        f"fp32 {peak['fp32']:.0f}, bf16 {peak['bf16']:.0f} GFLOPS"
    )
    print(
        f"ceiling: every operation at the bf16 peak would take {flops / peak['bf16'] / 1e9:.2f} s = "
        f"{base / (flops / peak['bf16'] / 1e9):.2f}x raw fp32; {COLD_TARGET:.0f}x needs "
        f"{COLD_TARGET * flops / base / 1e9:.0f} GFLOPS"
    )
    for name, target in [("pipeline cold", COLD_TARGET), ("pipeline warm", WARM_TARGET)]:
        ratio = base / best[name]
        print(f"{name}: {ratio:.2f}x raw fp32, target {target:.0f}x: {'met' if ratio >= target else 'NOT met'}")


if __name__ == "__main__":
    main()
