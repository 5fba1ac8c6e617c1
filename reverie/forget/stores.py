"""The forget steps on LanceDB (episodes, decision rows, memory notes, search chunks, embedding cache), the hot
cache, and the compaction that takes the purged rows off the disk."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from reverie.forget.model import (
    HOT_CACHE_HORIZON_DAYS,
    ForgetError,
    ForgetPlan,
    ForgetReport,
    ForgetRequest,
    Stores,
    _chunks,
    _q,
    _rows,
)
from reverie.stores.purge import vacuum_sqlite

log = logging.getLogger(__name__)


# --- the hook for the recent-episodes window -------------------------------------------------------------------
def drop_forgotten_from_recent_episodes(stores: Stores, cid: str, episode_ids: Sequence[str]) -> int:
    """Remove forgotten episodes of collective `cid` from the agents' recent-episodes windows in the hot cache
    (what the prompt path ranks); return how many entries were removed."""
    if stores.hot_cache is None or not episode_ids:
        return 0
    from reverie.stores.recent import forget_recent_episodes

    removed = forget_recent_episodes(stores.hot_cache, cid, episode_ids=episode_ids)
    if removed and hasattr(stores.hot_cache, "path"):  # the embedded SQLite cache keeps old pages until vacuumed
        vacuum_sqlite(Path(stores.hot_cache.path))
    return removed


def _delete_ids(stores: Stores, table, cid: str, ids: Sequence[str]) -> int:
    from reverie.stores.lance import sql_str

    stores.purged.add(table.name)
    return sum(_purge(stores, table, f"cid = {sql_str(cid)} AND id IN {_q(part)}") for part in _chunks(list(ids)))


def _purge(stores: Stores, table, where: str, key: str | None = "id") -> int:
    """`purge_rows` on a table, remembered for compaction; returns the rows deleted."""
    from reverie.stores.purge import purge_rows

    stores.purged.add(table.name)
    deleted, moved = purge_rows(table, where, key)
    stores.rows_rewritten += moved
    return deleted


def _forget_lance_rows(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES
    from reverie.stores.lance import EPISODES

    report.add(
        "hot_cache", "recent_entries_removed", drop_forgotten_from_recent_episodes(stores, req.cid, plan.episodes)
    )
    for name, ids in (
        (EPISODES, plan.episodes),
        (DECISIONS, plan.decisions),
        (TRAJECTORIES, plan.trajectories),
        (FEEDBACK, plan.feedback),
    ):
        table = stores.table(name) if ids else None
        if table is not None:
            report.add("lancedb", name, _delete_ids(stores, table, req.cid, ids))


def _recompute_memory_notes(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    """Reflect each affected (agent, role, day) again without the forgotten episodes; replace its notes."""
    from reverie.reflection.reflect import reflect_day, window_days
    from reverie.reflection.summarise import ExtractiveSummariser
    from reverie.roles import reflects
    from reverie.stores.lance import MEMORY_NOTES, sql_str

    notes = stores.table(MEMORY_NOTES)
    if notes is None or not plan.groups:
        return
    s = stores.settings
    summariser = stores.summariser or ExtractiveSummariser(stores.embedder.embed)
    import pyarrow.compute as pc

    for agent, role, day in plan.groups:
        first, last = window_days(day, s.reflection_window_days)
        window = stores.lance.episodes_for_days(first, last, cid=req.cid, exclude_kinds=["MEMORY_NOTE"])
        window = window.filter(pc.and_(pc.equal(window["agent_id"], agent), pc.equal(window["role_label"], role)))
        result = reflect_day(
            day,
            window,
            embed=stores.embedder.embed,
            embedding_model=stores.embedder.model_id,
            summariser=summariser,
            threshold=s.cluster_threshold,
            min_cluster_size=s.min_cluster_size,
            reflects=lambda r: reflects(s.roles_dir, r),
        )
        if result.outage:
            raise ForgetError(
                f"reflecting {req.cid}/{agent}/{role} on {day} again needs the LLM, which is "
                f"unavailable ({result.outage.cause}); run the forget again: it completes"
            )
        scope = (
            f"cid = {sql_str(req.cid)} AND agent_id = {sql_str(agent)} AND role_label = {sql_str(role)} "
            f"AND day = {sql_str(day)}"
        )
        new_ids = {n.id for n in result.notes}
        if result.notes:
            _upsert_notes(stores, result.notes)
        stale = scope + (f" AND id NOT IN {_q(sorted(new_ids))}" if new_ids else "")
        removed = _purge(stores, notes, stale)
        stores.purged.add(notes.name)
        report.add("lancedb", "memory_notes_removed", removed)
        report.add("lancedb", "memory_notes_rewritten", len(result.notes))
        report.add("lancedb", "partitions_recomputed", 1)


def _upsert_notes(stores: Stores, notes: Sequence[Any]) -> None:
    from reverie.stores.lance import memory_notes_arrow

    arrow = memory_notes_arrow(notes, stores.lance.dim)
    stores.lance.memory_notes_table().merge_insert(
        "id"
    ).when_matched_update_all().when_not_matched_insert_all().execute(arrow)


def _republish_hot_cache(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    """Republish the affected roles' keys from the notes left (an empty list when none is left)."""
    from reverie.reflection.reflect import rank_hot_notes
    from reverie.stores.hotcache import memory_notes_key

    if not plan.roles or stores.hot_cache is None:
        return
    s = stores.settings
    as_of = stores.lance.latest_note_day() or datetime.now(UTC).date().isoformat()
    first = (datetime.fromisoformat(as_of) - timedelta(days=HOT_CACHE_HORIZON_DAYS - 1)).date().isoformat()
    import pyarrow.compute as pc

    notes = stores.lance.notes_for_days(first, as_of, cid=req.cid)
    for role in plan.roles:
        key = memory_notes_key(req.cid, role, s.hot_cache_key_template)
        current = stores.hot_cache.get(key)
        if current is None:
            continue
        mine = notes.filter(pc.equal(notes["role_label"], role))
        ranking = rank_hot_notes(
            mine, as_of, s.hot_cache_top_n, embed=stores.embedder.embed, same_lesson=s.hot_cache_same_lesson
        )
        entries = ranking.entries.get((req.cid, role), [])
        try:
            cached_as_of = json.loads(current).get("as_of", as_of)
        except (ValueError, AttributeError):
            cached_as_of = as_of
        stores.hot_cache.set(
            key,
            json.dumps(
                {"as_of": max(as_of, cached_as_of), "cid": req.cid, "role": role, "notes": entries}, ensure_ascii=False
            ),
            s.hot_cache_ttl_s,
        )
        report.add("hot_cache", "keys_republished", 1)
    if hasattr(stores.hot_cache, "path"):  # the embedded SQLite cache keeps old pages until vacuumed
        vacuum_sqlite(Path(stores.hot_cache.path))


def _reindex_search(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    from reverie.search.index import update_index

    paths = plan.daily_notes + plan.digest_edit + plan.digest_remove
    if not paths or stores.embedder is None or not Path(stores.settings.lancedb_path).is_dir():
        return
    from reverie.search.index import ChunkTable

    chunks = ChunkTable(stores.settings.lancedb_path, req.cid, stores.lance.dim)
    table = chunks.open()
    if table is not None:  # the rows go from disk too; the files still there are indexed again below
        n = sum(_purge(stores, table, f"path IN {_q(part)}", key="chunk_id") for part in _chunks(paths))
        stores.purged.add(table.name)
        report.add("search", "chunks_purged", n)
        chunks.drop_manifest()
    result = update_index(stores.ws, req.cid, stores.settings.lancedb_path, stores.embedder)
    report.add("search", "chunks_removed", result.chunks_removed)
    report.add("search", "chunks_changed", result.chunks_changed + result.chunks_added)
    report.add("search", "files_reindexed", result.files_changed + result.files_deleted)


def _forget_cache(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    """Embedding-cache rows of forgotten texts (a key still used by the collective's search chunks stays)."""
    from reverie.embedding.cache import CACHE_TABLE
    from reverie.search.index import ChunkTable

    table = stores.table(CACHE_TABLE) if plan.cache_keys else None
    if table is None:
        return
    keys = set(plan.cache_keys)
    chunks = ChunkTable(stores.settings.lancedb_path, req.cid, stores.lance.dim).open()
    if chunks is not None:
        for part in _chunks(sorted(keys)):
            keys -= {r["embed_key"] for r in _rows(chunks, f"embed_key IN {_q(part)}", ["embed_key"])}
    n = sum(_purge(stores, table, f"key IN {_q(part)}", key=None) for part in _chunks(sorted(keys)))
    stores.purged.add(table.name)
    report.add("lancedb", "embedding_cache", n)


def _compact_all(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    """Compact the tables rows were purged from and drop their old versions now, so those rows leave the disk.

    Only those tables: zero retention fails a reader still on an old version, so no other table is touched.
    """
    from reverie.stores.purge import rebuild_indexes

    uri = stores.settings.lancedb_path
    if "://" in uri or not Path(uri).is_dir():
        return
    db = stores.lance.db
    for name in sorted(stores.purged):
        table = db.open_table(name)
        try:
            report.add("lancedb", "indexes_rebuilt", rebuild_indexes(table))
            table.optimize(cleanup_older_than=timedelta(0), delete_unverified=True)
            report.add("lancedb", "tables_compacted", 1)
        except Exception as exc:
            raise ForgetError(
                f"compacting LanceDB table {name} in {uri} failed ({exc!r}): its old versions may "
                "still hold forgotten rows; run the forget again"
            ) from exc
    from reverie.search.index import ChunkTable

    chunks = ChunkTable(uri, req.cid, stores.lance.dim)
    if chunks.manifest_path is not None and chunks.manifest_path.exists():
        table = chunks.open()
        chunks.drop_manifest()  # rebuilt from the compacted rows by the next search update
        if table is not None:
            report.add("search", "manifest_rebuilt", 1)
