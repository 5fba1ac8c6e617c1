"""Embedder resource: loads the model once per process, in setup_for_execution (never at import)."""

from __future__ import annotations

from typing import Optional, Sequence

import dagster as dg
import numpy as np
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.embedding import make_embedder


class EmbedderResource(dg.ConfigurableResource):
    """all-MiniLM-L6-v2 (packaged, offline) or, only when configured, the hash fallback."""

    backend: Optional[str] = None
    dtype: Optional[str] = None
    _embedder: object = PrivateAttr(default=None)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._load()

    def _load(self):
        if self._embedder is None:
            env = Settings()
            self._embedder = make_embedder(self.backend or env.embed_backend, self.dtype or env.embed_dtype)
        return self._embedder

    @property
    def embedder(self):
        return self._load()

    @property
    def model_id(self) -> str:
        return self._load().model_id

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._load().embed(list(texts))

    def describe(self) -> dict:
        e = self._load()
        return {"embedding_model": e.model_id, "dtype_reason": getattr(e, "dtype_reason", "")}
