"""Embedder resource: loads the model once per process, in setup_for_execution (never at import)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Mapping, Sequence
from typing import Any

import dagster as dg
import numpy as np
from pydantic import PrivateAttr

from reverie.config import Settings
from reverie.embedding import Embedder, configured_embedder
from reverie.embedding.cache import CachedEmbedder


def step_core_share(run_config: Mapping[str, Any] | None) -> int | None:
    """Cores per step when this process is one step of a run whose steps run side by side, else None.

    Dagster's multiprocess executor starts each step in a child process
    (multiprocessing) and runs up to `max_concurrent` (default: every core) at
    once; each embedding step then keeps to cores / max_concurrent instead of
    every core, so steps do not fight over the cores. In-process runs (the CLI,
    tests, agents) and other executors get None: no cap.
    """
    if multiprocessing.parent_process() is None:
        return None
    execution = (run_config or {}).get("execution") or {}
    config = execution.get("config", execution) or {}
    if "in_process" in config:
        return None
    cores = os.cpu_count() or 1
    max_concurrent = (config.get("multiprocess") or {}).get("max_concurrent") or cores
    return max(1, cores // max_concurrent)


class EmbedderResource(dg.ConfigurableResource):
    """all-MiniLM-L6-v2 (packaged, offline) or, only when configured, the hash fallback.

    Precision: bf16 where the CPU supports it and a self-test against fp32
    passes, else fp32 (`dtype`, default REVERIE_EMBED_DTYPE or "auto"); run by
    OpenVINO, else torch (`runtime`, default REVERIE_EMBED_RUNTIME or "auto").
    Texts already embedded by the same model and precision come from the
    `embedding_cache` LanceDB table (`cache`, default REVERIE_EMBED_CACHE or on).
    Cores per embed call (`threads`, default REVERIE_EMBED_THREADS): unset,
    every core, except in a step process of the multiprocess executor, where
    steps run side by side: there it is that step's share, cores / max_concurrent.
    """

    backend: str | None = None
    dtype: str | None = None
    runtime: str | None = None
    cache: bool | None = None
    threads: int | None = None
    lancedb_uri: str | None = None
    _embedder: Any = PrivateAttr(default=None)
    _cache_note: str = PrivateAttr(default="")
    _step_share: int | None = PrivateAttr(default=None)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._step_share = step_core_share(context.run.run_config if context.run else None)
        self._load()
        if context.log is not None:
            d = self.describe()
            context.log.info(
                f"embedder {d['embedding_model']} via {d['embedding_runtime']}: {d['dtype_reason']}; "
                f"cache {d['embed_cache']}"
            )

    def _load(self) -> Any:
        if self._embedder is None:
            self._embedder, self._cache_note = configured_embedder(
                Settings(),
                self.lancedb_uri,
                backend=self.backend,
                dtype=self.dtype,
                runtime=self.runtime,
                cache=self.cache,
                threads=self.threads or Settings().embed_threads or self._step_share,
            )
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
        stats = (
            e.stats()
            if isinstance(e, CachedEmbedder)
            else {"embed_cache_hits": 0, "embed_cache_misses": 0, "embed_cache_errors": 0}
        )
        return {
            "embedding_model": e.model_id,
            "embedding_dtype": e.dtype,
            "embedding_runtime": e.runtime,
            "dtype_reason": e.dtype_reason,
            "embedding_threads": getattr(getattr(e, "embedder", e), "workers", 1),  # cores one embed call uses
            "embed_cache": self._cache_note,
            **stats,
        }
