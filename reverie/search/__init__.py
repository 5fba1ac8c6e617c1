"""Hybrid memory search: the notes, digest nodes and memory of one collective, by words and by meaning.

    from reverie.search import search, index_collective
    index_collective("acme")                       # incremental: only changed files are re-chunked
    hits = search("why did the ingester crash", collective="acme", limit=5, folder="digest")

Modules, in the order they build on each other:

- `config`: the ranking and embedding knobs (`SearchConfig`).
- `chunks`: Markdown -> chunks, links, dates.
- `walk`: which workspace files search covers (memory/ and digest/ Markdown), found in one walk.
- `schema`: the per-collective table `search__<cid>`: its name, owner record and row layout.
- `manifest`: the per-file manifest beside the table (hash, stat, chunk count) that a scan reads.
- `table`: `ChunkTable`, the LanceDB table of one collective: open, read by file, manifest, housekeeping.
- `rows`: a chunk's row and the text its vector is embedded from.
- `update`: `update_index`, the incremental update by content hash (`IndexReport`).
- `bm25`: the weighted term counts and BM25 weights of the rows.
- `loaded`: `LoadedIndex`, the in-memory BM25 and vector matrices, and how a patched one is built.
- `cache`: `load_index`, the process's loaded indexes, reused, patched or loaded whole.
- `gc_pause`: cyclic garbage collection paused around bulk work.
- `index`: the former single module's names, re-exported.
- `query`: fusion, filters, link expansion (`search_index`).
- `evaluate`: `reverie eval retrieval`.

The engine never imports Dagster; the asset `search_index` calls `index_collective`.
"""

from __future__ import annotations

import logging
import sys
import types
from typing import Any

from reverie.embedding import Embedder, configured_embedder
from reverie.search.cache import forget_loaded, load_index
from reverie.search.config import DEFAULT_CONFIG, SearchConfig
from reverie.search.loaded import LoadedIndex
from reverie.search.query import (
    MAX_QUERY_CHARS,
    LinkedNote,
    SearchHit,
    SearchQueryError,
    SearchResults,
    check_query,
    check_search_options,
    search_index,
)
from reverie.search.table import ChunkTable
from reverie.search.update import IndexReport, update_index
from reverie.stores.repair import error_line, is_damaged
from reverie.workspace import check_collective, collective_workspace, list_collectives

log = logging.getLogger(__name__)
_EMBEDDERS: dict[tuple, Embedder] = {}


def settings_embedder(settings: Any) -> Embedder:
    """The embedder the settings name, behind Reverie's content-hash cache (as the pipelines' EmbedderResource).

    Loaded once per process and settings: an agent calling `search()` as a memory tool pays the model load
    (seconds) on its first call only.
    """
    key = tuple(
        str(getattr(settings, name, ""))
        for name in (
            "embed_backend",
            "embed_dtype",
            "embed_runtime",
            "embed_cache",
            "embed_threads",
            "lancedb_path",
            "model_cache_dir",
        )
    )
    if key not in _EMBEDDERS:
        _EMBEDDERS[key] = configured_embedder(settings)[0]
    return _EMBEDDERS[key]


def index_collective(
    cid: str | None = None,
    *,
    settings: Any = None,
    embedder: Embedder | None = None,
    config: SearchConfig = DEFAULT_CONFIG,
) -> IndexReport:
    """Update the search index of collective `cid` (default: the default collective) from its workspace."""
    from reverie.config import Settings

    settings = settings or Settings()
    cid = check_collective(cid or settings.default_collective)
    embedder = embedder or settings_embedder(settings)
    ws = collective_workspace(settings.workspace_dir, cid)
    try:
        return update_index(ws, cid, settings.lancedb_path, embedder, config)
    except Exception as exc:
        if not is_damaged(exc):
            raise
        return rebuild_index(cid, exc, settings=settings, embedder=embedder, config=config)


def rebuild_index(
    cid: str, why: BaseException | str, *, settings: Any, embedder: Embedder, config: SearchConfig = DEFAULT_CONFIG
) -> IndexReport:
    """Drop collective `cid`'s search table and manifest (derived data) and index its workspace files again; the
    report's `repaired` holds the one line that says so (not logged: the caller shows it)."""
    store = ChunkTable(settings.lancedb_path, cid, embedder.dim)
    store.db().drop_table(store.name, ignore_missing=True)
    store.drop_manifest()
    forget_loaded(settings.lancedb_path, cid)
    report = update_index(
        collective_workspace(settings.workspace_dir, cid), cid, settings.lancedb_path, embedder, config
    )
    reason = error_line(why)
    line = (
        f"repaired: search index of collective {cid} (table {store.name}) was damaged ({reason}); "
        f"rebuilt from {report.files_changed} workspace files, {report.chunks_total} chunks"
    )
    report.repaired.append(line)
    return report


def _current_index(
    cid: str, settings: Any, embedder: Embedder, config: SearchConfig, *, refresh: bool | None
) -> LoadedIndex | None:
    """The collective's loaded search index (None when it has none yet).

    With `refresh` (default REVERIE_SEARCH_REFRESH) its changed files are indexed first; a damaged index is rebuilt.
    """
    if settings.search_refresh if refresh is None else refresh:
        index_collective(cid, settings=settings, embedder=embedder, config=config)
    try:
        return load_index(settings.lancedb_path, cid, embedder.dim, config)
    except Exception as exc:
        if not is_damaged(exc):
            raise
        log.warning(rebuild_index(cid, exc, settings=settings, embedder=embedder, config=config).repaired[0])
        return load_index(settings.lancedb_path, cid, embedder.dim, config)


def _query_vector(index: LoadedIndex, embedder: Embedder, query: str, config: SearchConfig) -> Any:
    """The query's embedding; None when vectors do not count or the index holds none of this embedder's model."""
    if config.vector_weight > 0 and embedder.model_id in index.models:
        # Straight to the model: a query is rarely asked twice, and a cache lookup costs more than embedding it.
        return getattr(embedder, "embedder", embedder).embed([query])[0]
    return None


def search(
    query: str,
    *,
    limit: int = 10,
    min_score: float = 0.0,
    folder: str | None = None,
    since: str | None = None,
    until: str | None = None,
    collective: str | None = None,
    expand: bool = True,
    per_file: int | None = None,
    linked_limit: int | None = None,
    refresh: bool | None = None,
    settings: Any = None,
    embedder: Embedder | None = None,
    config: SearchConfig = DEFAULT_CONFIG,
) -> SearchResults:
    """The most relevant fragments of one collective's memory/ and digest/ (see `reverie.search.query`).

    Searches what `index_collective` (the `search_index` asset, the
    `search_sensor`) indexed; with `refresh` (default REVERIE_SEARCH_REFRESH)
    the collective's changed files are indexed first, so a note written a
    moment ago is found. Every hit keeps `limit` and `min_score`; at most
    `per_file` come from one file (default: `limit` - 1); linked notes are
    in the result's `linked`, at most `linked_limit` (default `limit`). Empty
    when the collective has no index yet. Raises SearchQueryError for an empty,
    whitespace-only or over-long query, and for an option that cannot be searched.
    """
    from reverie.config import Settings

    query = check_query(query)
    check_search_options(
        limit=limit,
        min_score=min_score,
        folder=folder,
        since=since,
        until=until,
        per_file=per_file,
        linked_limit=linked_limit,
    )
    settings = settings or Settings()
    cid = check_collective(collective or settings.default_collective)
    embedder = embedder or settings_embedder(settings)
    index = _current_index(cid, settings, embedder, config, refresh=refresh)
    if index is None or len(index) == 0:
        return SearchResults()
    return search_index(
        index,
        query,
        _query_vector(index, embedder, query, config),
        limit=limit,
        min_score=min_score,
        folder=folder,
        since=since,
        until=until,
        expand=expand,
        per_file=per_file,
        linked_limit=linked_limit,
        config=config,
    )


__all__ = [
    "DEFAULT_CONFIG",
    "IndexReport",
    "LinkedNote",
    "MAX_QUERY_CHARS",
    "SearchConfig",
    "SearchHit",
    "SearchQueryError",
    "SearchResults",
    "check_query",
    "check_search_options",
    "index_collective",
    "list_collectives",
    "rebuild_index",
    "search",
    "search_index",
    "settings_embedder",
    "update_index",
]


class _CallableSearchModule(types.ModuleType):
    """`reverie.search(...)` is `reverie.search.search(...)`: the front door's `search` is this package itself
    (a package attribute cannot be both the subpackage and a function), made callable."""

    def __call__(self, query: str, **options: Any) -> SearchResults:
        return search(query, **options)


sys.modules[__name__].__class__ = _CallableSearchModule
