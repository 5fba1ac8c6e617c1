"""The `Embedder` type every consumer of vectors is written against (re-exported as `reverie.embedding.Embedder`).

A module of its own so that the embedders (`model`, `cache`) can name it without importing the package's
`__init__`, which builds them: no import cycle.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    import numpy as np


@runtime_checkable
class Embedder(Protocol):
    """What every embedder offers: `embed` returns L2-normalised float32 rows in the caller's order."""

    @property
    def model_id(self) -> str:
        """Model and precision of every vector, recorded in each row's `embedding_model`."""
        ...

    @property
    def dim(self) -> int:
        """Length of every vector."""
        ...

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of `texts`, shape (len(texts), dim)."""
        ...
