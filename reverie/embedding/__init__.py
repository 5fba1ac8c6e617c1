"""Embedding: the one model, its OpenVINO runtime, the content-hash cache, and the `Embedder` type.

Modules: `model` (all-MiniLM-L6-v2 `SentenceEmbedder`, the `HashEmbedder`
fallback, `make_embedder`), `openvino` (the fused OpenVINO encoder and its
converted-graph cache), `cache` (`CachedEmbedder` over a LanceDB table).
Every consumer types its embedder as `Embedder`; this module imports nothing heavy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Sequence, runtime_checkable

if TYPE_CHECKING:
    import numpy as np


@runtime_checkable
class Embedder(Protocol):
    """What every embedder offers: `embed` returns L2-normalised float32 rows in the caller's order."""

    model_id: str  # model and precision of every vector, recorded in each row's `embedding_model`
    dim: int

    def embed(self, texts: Sequence[str]) -> "np.ndarray":
        """Vectors of `texts`, shape (len(texts), dim)."""
        ...
