"""Embedder resource: loads the model once per process, in setup_for_execution (never at import)."""

from __future__ import annotations

from typing import Any, Optional, Sequence

import dagster as dg
import numpy as np
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.embedding import Embedder
from reverie.embedding.cache import CACHE_TABLE, CachedEmbedder, EmbeddingCache
from reverie.embedding.model import make_embedder


class EmbedderResource(dg.ConfigurableResource):
    """all-MiniLM-L6-v2 (packaged, offline) or, only when configured, the hash fallback.

    Precision: bf16 where the CPU supports it and a self-test against fp32
    passes, else fp32 (`dtype`, default REVERIE_EMBED_DTYPE or "auto"); run by
    OpenVINO, else torch (`runtime`, default REVERIE_EMBED_RUNTIME or "auto").
    Texts already embedded by the same model and precision come from the
    `embedding_cache` LanceDB table (`cache`, default REVERIE_EMBED_CACHE or on).
    """

    backend: Optional[str] = None
    dtype: Optional[str] = None
    runtime: Optional[str] = None
    cache: Optional[bool] = None
    threads: Optional[int] = None
    lancedb_uri: Optional[str] = None
    _embedder: Any = PrivateAttr(default=None)
    _cache_note: str = PrivateAttr(default="")

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._load()
        if context.log is not None:
            d = self.describe()
            context.log.info(f"embedder {d['embedding_model']} via {d['embedding_runtime']}: {d['dtype_reason']}; "
                             f"cache {d['embed_cache']}")

    def _load(self) -> Any:
        if self._embedder is None:
            env = Settings()
            embedder = make_embedder(self.backend or env.embed_backend, self.dtype or env.embed_dtype,
                                     self.runtime or env.embed_runtime, cache_dir=env.model_cache_dir,
                                     threads=(self.threads or env.embed_threads) or None)
            use_cache = env.embed_cache if self.cache is None else self.cache
            if not use_cache:
                self._cache_note = "off (disabled by configuration)"
            elif embedder.model_id.startswith("hash-"):
                self._cache_note = "off (hash embeddings cost less to compute than to look up)"
            else:
                uri = self.lancedb_uri or env.lancedb_path
                embedder = CachedEmbedder(embedder, EmbeddingCache(uri))
                self._cache_note = f"LanceDB {uri} table {CACHE_TABLE}"
            self._embedder = embedder
        return self._embedder

    @property
    def embedder(self) -> Embedder:
        """The embedder itself (cached when the cache is on): `.embed`, `.model_id`, `.dim`, `.dtype`."""
        return self._load()

    @property
    def model_id(self) -> str:
        return self._load().model_id

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Vectors of `texts`, shape (len(texts), dim), float32, L2-normalised, in the caller's order."""
        return self._load().embed(list(texts))

    def describe(self) -> dict[str, Any]:
        """What produced the vectors, for logs and materialisation metadata.

        Cache hits and misses count texts since this process loaded the resource.
        """
        e = self._load()
        stats = e.stats() if isinstance(e, CachedEmbedder) else {"embed_cache_hits": 0, "embed_cache_misses": 0, "embed_cache_errors": 0}
        return {
            "embedding_model": e.model_id,
            "embedding_dtype": e.dtype,
            "embedding_runtime": e.runtime,
            "dtype_reason": e.dtype_reason,
            "embedding_threads": getattr(getattr(e, "embedder", e), "workers", 1),  # cores one embed call uses
            "embed_cache": self._cache_note,
            **stats,
        }
