"""Embedding: the one model, its OpenVINO runtime, the content-hash cache, and the `Embedder` type.

Modules: `protocol` (the `Embedder` type), `model` (all-MiniLM-L6-v2 `SentenceEmbedder`, the `HashEmbedder`
fallback, `make_embedder`), `openvino` (the fused OpenVINO encoder and its
converted-graph cache), `cache` (`CachedEmbedder` over a LanceDB table).
Every consumer types its embedder as `Embedder` and builds the configured one
with `configured_embedder`; this module imports nothing heavy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reverie.embedding.protocol import Embedder

if TYPE_CHECKING:
    from reverie.config import Settings

__all__ = ["Embedder", "configured_embedder"]


def configured_embedder(
    settings: Settings,
    lancedb_uri: str | None = None,
    *,
    backend: str | None = None,
    dtype: str | None = None,
    runtime: str | None = None,
    cache: bool | None = None,
    threads: int | None = None,
) -> tuple[Embedder, str]:
    """The embedder the settings name (each keyword overrides its setting), behind the content-hash cache.

    The one place that turns settings into an embedder: the pipelines'
    EmbedderResource, search and decision memory all call it. Returns the
    embedder and a note saying where its cache is, or why it has none.
    """
    from reverie.embedding.cache import CACHE_TABLE, CachedEmbedder, EmbeddingCache
    from reverie.embedding.model import make_embedder

    embedder: Embedder = make_embedder(
        backend or settings.embed_backend,
        dtype or settings.embed_dtype,
        runtime or settings.embed_runtime,
        cache_dir=settings.model_cache_dir,
        threads=(threads or settings.embed_threads) or None,
    )
    if not (settings.embed_cache if cache is None else cache):
        return embedder, "off (disabled by configuration)"
    if embedder.model_id.startswith("hash-"):
        return embedder, "off (hash embeddings cost less to compute than to look up)"
    uri = lancedb_uri or settings.lancedb_path
    return CachedEmbedder(embedder, EmbeddingCache(uri)), f"LanceDB {uri} table {CACHE_TABLE}"
