"""Hybrid memory search: the notes, digest nodes and memory of one collective, by words and by meaning.

    from reverie.search import search, index_collective
    index_collective("acme")                       # incremental: only changed files are re-chunked
    hits = search("why did the ingester crash", collective="acme", limit=5, folder="digest")

Modules: `chunks` (Markdown -> chunks, links, dates), `index` (the per-collective
LanceDB table, incremental updates, the in-memory BM25 and vector matrices),
`query` (fusion, filters, link expansion), `evaluate` (`reverie eval retrieval`).
The engine never imports Dagster; the asset `search_index` calls `index_collective`.
"""

from __future__ import annotations

import sys
import types
from typing import Any

from reverie.embedding import Embedder, configured_embedder
from reverie.search.config import DEFAULT_CONFIG, SearchConfig
from reverie.search.index import IndexReport, load_index, update_index
from reverie.search.query import (
    MAX_QUERY_CHARS,
    LinkedNote,
    SearchHit,
    SearchQueryError,
    check_query,
    check_search_options,
    search_index,
)
from reverie.workspace import check_collective, collective_workspace, list_collectives

_EMBEDDERS: dict[tuple, Embedder] = {}


def settings_embedder(settings: Any) -> Embedder:
    """The embedder the settings name, behind Reverie's content-hash cache (as the pipelines' EmbedderResource).

    Loaded once per process and settings: an agent calling `search()` as a memory tool pays the model load
    (seconds) on its first call only.
    """
    key = tuple(str(getattr(settings, name, "")) for name in
                ("embed_backend", "embed_dtype", "embed_runtime", "embed_cache", "embed_threads", "lancedb_path",
                 "model_cache_dir"))
    if key not in _EMBEDDERS:
        _EMBEDDERS[key] = configured_embedder(settings)[0]
    return _EMBEDDERS[key]


def index_collective(cid: str | None = None, *, settings: Any = None, embedder: Embedder | None = None,
                     config: SearchConfig = DEFAULT_CONFIG) -> IndexReport:
    """Update the search index of collective `cid` (default: the default collective) from its workspace."""
    from reverie.config import Settings

    settings = settings or Settings()
    cid = check_collective(cid or settings.default_collective)
    embedder = embedder or settings_embedder(settings)
    ws = collective_workspace(settings.workspace_dir, cid)
    return update_index(ws, cid, settings.lancedb_path, embedder, config)


def search(query: str, *, limit: int = 10, min_score: float = 0.0, folder: str | None = None,
           since: str | None = None, until: str | None = None, collective: str | None = None,
           expand: bool = True, settings: Any = None, embedder: Embedder | None = None,
           config: SearchConfig = DEFAULT_CONFIG) -> list[SearchHit]:
    """The most relevant fragments of one collective's memory/ and digest/ (see `reverie.search.query`).

    Searches what `index_collective` (or the `search_index` asset) indexed;
    an empty list when that collective has no index yet. Raises
    SearchQueryError for an empty, whitespace-only or over-long query, and
    for a limit, min_score, folder or date that cannot be searched.
    """
    from reverie.config import Settings

    query = check_query(query)
    check_search_options(limit=limit, min_score=min_score, folder=folder, since=since, until=until)
    settings = settings or Settings()
    cid = check_collective(collective or settings.default_collective)
    embedder = embedder or settings_embedder(settings)
    index = load_index(settings.lancedb_path, cid, embedder.dim, config)
    if index is None or len(index) == 0:
        return []
    vector = None
    if config.vector_weight > 0 and embedder.model_id in index.models:
        # Straight to the model: a query is rarely asked twice, and a cache lookup costs more than embedding it.
        vector = getattr(embedder, "embedder", embedder).embed([query])[0]
    return search_index(index, query, vector, limit=limit, min_score=min_score, folder=folder, since=since,
                        until=until, expand=expand, config=config)


__all__ = ["DEFAULT_CONFIG", "IndexReport", "LinkedNote", "MAX_QUERY_CHARS", "SearchConfig", "SearchHit",
           "SearchQueryError", "check_query", "check_search_options", "index_collective", "list_collectives",
           "search", "search_index", "settings_embedder", "update_index"]


class _CallableSearchModule(types.ModuleType):
    """`reverie.search(...)` is `reverie.search.search(...)`: the front door's `search` is this package itself
    (a package attribute cannot be both the subpackage and a function), made callable."""

    def __call__(self, query: str, **options: Any) -> list[SearchHit]:
        return search(query, **options)


sys.modules[__name__].__class__ = _CallableSearchModule
