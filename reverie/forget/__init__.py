"""Forget on request: an input and everything derived only from it, in every store; the rest recomputed.

`forget(settings, request)` removes a conversation (`session`), a dropped file
(`resource`), one episode, all of an agent's episodes, or everything dated
before a day, for ONE collective:

- files: the dialog or resource file, the daily notes made from it (the day
  index is refreshed), digest nodes' `derived_from::` links to those notes, the
  statements, refinements and corrections that came only from them (the
  superseded history too); a node left with no source is removed and links to
  it are marked; interest topics citing a removed note lose that evidence.
- catalogs (`mem_metadata/files.sqlite`): the notes', sessions', resources' and
  dream rows (hashes, units, node texts, vectors); the file is vacuumed.
- LanceDB: the episodes, the memory notes whose clusters held them (their
  (agent, role, day) groups are reflected again without them), decisions,
  trajectories and feedback of those episodes, the collective's search chunks
  of changed files (re-indexed) and the embedding-cache rows of the forgotten
  texts; every touched table is compacted and its old versions removed, so
  the data is gone from disk, not only from the latest version.
- hot cache: the affected (collective, role) keys are republished.

Nothing of another collective is read or written (rows are filtered by `cid`,
files live in the collective's own folder). A forget is idempotent and safe to
interrupt: its plan is journaled in `mem_metadata/forgetting/` before anything
is removed, every step can run twice, and a rerun of the same request merges
the journal and completes it. At the end a record is kept there: what was
asked (ids as hashes), when, and counts per store, never the content.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from reverie.config import Settings
from reverie.forget.files import _forget_announcements, _forget_catalog, _forget_digest, _forget_files
from reverie.forget.model import (
    FORGETTING_DIR,
    ForgetError,
    ForgetPlan,
    ForgetReport,
    ForgetRequest,
    Stores,
    _now,
)
from reverie.forget.plan import plan_forget
from reverie.forget.stores import (
    _compact_all,
    _forget_cache,
    _forget_lance_rows,
    _recompute_memory_notes,
    _reindex_search,
    _republish_hot_cache,
    _upsert_notes,
    drop_forgotten_from_recent_episodes,
)
from reverie.stores.purge import vacuum_sqlite
from reverie.workspace import Workspace, atomic_write_text, collective_workspace

log = logging.getLogger(__name__)


# --- the journal and the record --------------------------------------------------------------------------------
def _journal_path(ws: Workspace, req: ForgetRequest) -> Path:
    return ws.metadata_dir / FORGETTING_DIR / f".pending-{req.key}.json"


def _record_path(ws: Workspace, req: ForgetRequest, at: str) -> Path:
    return ws.metadata_dir / FORGETTING_DIR / f"{at[:19].replace(':', '')}-{req.key}.json"


def _load_journal(path: Path) -> ForgetPlan | None:
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return ForgetPlan(**{k: v for k, v in data["plan"].items() if k in ForgetPlan.__dataclass_fields__})
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("forget journal %s is unreadable (%r); planning again from the stores", path, exc)
        return None


# --- execution -------------------------------------------------------------------------------------------------
def _open_stores(
    settings: Settings,
    ws: Workspace,
    embedder: Any,
    summariser: Any,
    hot_cache: Any,
    progress: Callable[[str], None] | None,
    *,
    dry_run: bool,
) -> Stores:
    """The stores a forget works on; the configured embedder and hot cache unless given (or a dry run)."""
    if embedder is None and not dry_run:
        from reverie.embedding import configured_embedder

        embedder, _ = configured_embedder(settings)
    if hot_cache is None and not dry_run:
        from reverie.stores.hotcache import open_hot_cache

        hot_cache = open_hot_cache(settings)
    return Stores(settings, ws, embedder, summariser, hot_cache, progress or (lambda msg: log.info(msg)))


def _write_record(ws: Workspace, request: ForgetRequest, report: ForgetReport) -> Path:
    """Write the forgetting record of a finished forget (what was asked, when, what changed); its path."""
    record = _record_path(ws, request, report.finished_at)
    summary = {
        "request": report.request,
        "asked_at": report.started_at,
        "finished_at": report.finished_at,
        "resumed": report.resumed,
        "counts": report.counts,
    }
    atomic_write_text(record, json.dumps(summary, indent=2, sort_keys=True) + "\n")
    return record


def forget(
    settings: Settings,
    request: ForgetRequest,
    *,
    dry_run: bool = False,
    embedder: Any = None,
    summariser: Any = None,
    hot_cache: Any = None,
    progress: Callable[[str], None] | None = None,
) -> ForgetReport:
    """Forget `request` in every store (see the module doc); with `dry_run`, only report what would change.

    `embedder` (default: the configured one) re-indexes search and reflects
    again; `summariser` (default: extractive) writes the recomputed memory
    notes; `hot_cache` (default: the configured one) is republished.
    """
    ws = collective_workspace(settings.workspace_dir, request.cid)
    stores = _open_stores(settings, ws, embedder, summariser, hot_cache, progress, dry_run=dry_run)
    report = ForgetReport(request.public(), dry_run, started_at=_now())
    journal = _journal_path(ws, request)
    plan = plan_forget(stores, request)
    earlier = _load_journal(journal)
    if earlier is not None:
        plan, report.resumed = earlier.merge(plan), True
    if dry_run:
        report.would_change = _describe_plan(plan)
        report.counts = {store: {"items": len(items)} for store, items in report.would_change.items() if items}
        return report
    if plan.is_empty():  # nothing matches (or an earlier forget of it completed): nothing to do, nothing recorded
        report.finished_at = _now()
        return report
    journal.parent.mkdir(parents=True, exist_ok=True)  # a collective with episodes only gets a folder for its record
    atomic_write_text(
        journal, json.dumps({"request": request.public(), "started_at": report.started_at, "plan": asdict(plan)})
    )
    steps = [
        ("files", _forget_files),
        ("digest", _forget_digest),
        ("announcements", _forget_announcements),
        ("catalog", _forget_catalog),
        ("episodes", _forget_lance_rows),
        ("memory_notes", _recompute_memory_notes),
        ("hot_cache", _republish_hot_cache),
        ("search", _reindex_search),
        ("embedding_cache", _forget_cache),
        ("compaction", _compact_all),
    ]
    for name, step in steps:
        stores.progress(f"forget {request.kind}: {name}")
        step(stores, request, plan, report)
    report.add("lancedb", "rows_rewritten", stores.rows_rewritten)
    report.finished_at = _now()
    report.record_path = ws.rel(_write_record(ws, request, report))
    journal.unlink(missing_ok=True)
    vacuum_sqlite(ws.metadata_dir / "files.sqlite")
    return report


def _describe_plan(plan: ForgetPlan) -> dict[str, list[str]]:
    return {
        "files": [f"mem_session/dialog/{s}.jsonl" for s in plan.dialogs]
        + [f"mem_session/dialog/{s}.jsonl (turns before the date)" for s in plan.dialog_trims]
        + list(plan.resources)
        + list(plan.daily_notes),
        "digest": [f"{p} (loses the forgotten sources)" for p in plan.digest_edit]
        + [f"{p} (removed: no source left)" for p in plan.digest_remove],
        "catalog": [f"session {s}" for s in plan.sessions] + [f"resource {r}" for r in plan.resources],
        "episodes": list(plan.episodes) + [f"inbox/episodes/{n} (lines of these episodes)" for n in plan.inbox_files],
        "memory_notes": [f"{n} (its day is reflected again)" for n in plan.memory_notes],
        "decisions": list(plan.decisions),
        "trajectories": list(plan.trajectories),
        "feedback": list(plan.feedback),
        "hot_cache": [f"role {r} (republished)" for r in plan.roles],
        "embedding_cache": list(plan.cache_keys),
    }


def forget_records(ws: Workspace) -> list[dict]:
    """The forgetting records of a workspace, oldest first."""
    folder = ws.metadata_dir / FORGETTING_DIR
    out = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            out.append(json.loads(path.read_text(encoding="utf-8")))
        except ValueError as exc:
            log.warning("forgetting record %s is unreadable: %r", path, exc)
    return out


__all__ = [
    "ForgetError",
    "ForgetPlan",
    "ForgetReport",
    "ForgetRequest",
    "Stores",
    "_upsert_notes",
    "drop_forgotten_from_recent_episodes",
    "forget",
    "forget_records",
    "plan_forget",
]
