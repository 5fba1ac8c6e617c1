"""Planning a forget: what a request removes and recomputes, read from the stores (nothing changes)."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from reverie.forget.model import (
    ForgetPlan,
    ForgetRequest,
    Stores,
    _chunks,
    _q,
    _rows,
)
from reverie.hashing import content_hash
from reverie.workspace import (
    Workspace,
    is_day,
)

log = logging.getLogger(__name__)


def _note_owner(path: Path) -> tuple[str, str]:
    """(session_id, source_resource target) of a daily note's frontmatter ('' when absent or unreadable)."""
    from reverie import frontmatter
    from reverie.files.links import link_target

    try:
        meta, _ = frontmatter.read(path)
    except Exception:  # noqa: BLE001 - a note a person broke is not ours to judge here; it names no owner
        return "", ""
    sid = meta.get("session_id")
    res = meta.get("source_resource")
    return (sid if isinstance(sid, str) else ""), (link_target(res) if isinstance(res, str) else "")


def _daily_notes(ws: Workspace) -> Iterable[tuple[str, str, Path]]:
    """(day, rel, path) of every daily note (interest files and hidden files excluded)."""
    if not ws.memory_dir.is_dir():
        return
    for day_dir in sorted(ws.memory_dir.iterdir()):
        if not day_dir.is_dir() or not is_day(day_dir.name):
            continue
        for path in sorted(day_dir.glob("*.md")):
            if not path.name.startswith("."):
                yield day_dir.name, ws.rel(path), path


def _plan_before(ws: Workspace, day: str, plan: ForgetPlan) -> None:
    """Plan a forget of everything before `day`: whole dialogs, dialogs to trim, and the daily notes of those days."""
    from reverie.files.sessions import read_dialog

    for path in sorted(ws.dialog_dir.glob("*.jsonl")) if ws.dialog_dir.is_dir() else []:
        sid = path.stem
        turns, _ = read_dialog(ws, sid)
        if turns and all(t.day < day for t in turns):
            plan.dialogs.append(sid)
            plan.sessions.append(sid)
        elif any(t.day < day for t in turns):
            plan.dialog_trims.append(sid)
            plan.sessions.append(sid)
    for note_day, rel, path in _daily_notes(ws):
        if note_day < day and any(_note_owner(path)):
            plan.daily_notes.append(rel)


def plan_forget(stores: Stores, req: ForgetRequest) -> ForgetPlan:
    """What `req` removes and recomputes, read from the stores as they are now (nothing is changed)."""
    from reverie.stores.catalog import FilesCatalog

    ws, plan = stores.ws, ForgetPlan()
    cat_path = ws.metadata_dir / "files.sqlite"
    cat = FilesCatalog(cat_path) if cat_path.exists() else None
    try:
        # -- sessions and their daily notes
        if req.kind == "session":
            sid = req.value
            if ws.dialog_path(sid).exists():
                plan.dialogs.append(sid)
            plan.sessions.append(sid)
            for _, rel, path in _daily_notes(ws):
                if _note_owner(path)[0] == sid:
                    plan.daily_notes.append(rel)
            if cat is not None:
                plan.daily_notes += [r.path for r in cat.notes_of("session", sid) if r.path not in plan.daily_notes]
        if req.kind == "before":
            _plan_before(ws, req.value, plan)
        # -- resources and their notes
        if req.kind in ("resource", "before") and cat is not None:
            for rel_path, rec in cat.resources().items():
                if (req.kind == "resource" and rel_path in (req.value, f"resource/{req.value}")) or (
                    req.kind == "before" and rec.day < req.value
                ):
                    plan.resources.append(rel_path)
                    if rec.note_path:
                        plan.daily_notes.append(rec.note_path)
        if req.kind == "resource":
            wanted = f"resource/{req.value}"
            if (ws.root / wanted).exists() and wanted not in plan.resources:
                plan.resources.append(wanted)
            for _, rel, path in _daily_notes(ws):
                if _note_owner(path)[1] in (wanted, req.value):
                    plan.daily_notes.append(rel)
        plan.daily_notes = sorted(dict.fromkeys(plan.daily_notes))
        for rel in plan.daily_notes:
            path = ws.root / rel
            if path.exists():
                text = path.read_text(encoding="utf-8", errors="replace")
                plan.forgotten_texts.append(text)
                plan.dream_vectors += _unit_hashes(rel, text)
    finally:
        if cat is not None:
            cat.close()
    _plan_digest(ws, plan)
    _plan_inbox(stores, req, plan)
    _plan_lance(stores, req, plan)
    return plan


def _inbox_lines(path: Path) -> Iterable[tuple[str, Any]]:
    """(line, Episode or None) of an episode inbox file; a line that is not an episode gives None."""
    from reverie.episodes import EpisodeError, episode_from_dict

    for line in path.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True):
        try:
            yield line, episode_from_dict(json.loads(line))
        except (ValueError, EpisodeError):
            yield line, None


def _episode_matches(req: ForgetRequest, ep: Any) -> bool:
    if ep is None or ep.cid != req.cid:
        return False
    return {
        "episode": lambda: ep.id == req.value,
        "agent": lambda: ep.agent_id == req.value,
        "before": lambda: ep.ts.strftime("%Y-%m-%d") < req.value,
    }.get(req.kind, lambda: False)()


def _plan_inbox(stores: Stores, req: ForgetRequest, plan: ForgetPlan) -> None:
    """Episode inbox files (shared by the collectives) holding the request's episodes: else the next run of
    `episodes` would store them again."""
    from reverie.episodes import iter_inbox_files

    if req.kind not in ("episode", "agent", "before"):
        return
    for path in iter_inbox_files(stores.settings.episode_inbox):
        hits = [ep.id for _, ep in _inbox_lines(path) if _episode_matches(req, ep)]
        if hits:
            plan.inbox_files.append(str(path.relative_to(stores.settings.episode_inbox)))
            plan.episodes += [h for h in hits if h not in plan.episodes]


def _unit_hashes(rel: str, text: str) -> list[str]:
    """Hashes of the statements the dream extracts from a note: the keys of their vectors in `dream_vectors`."""
    from reverie import frontmatter
    from reverie.dream.units import extract_units

    try:
        meta, body = frontmatter.split(text, rel)
        units, _ = extract_units(rel, rel.split("/")[1], body, meta)
    except Exception as exc:  # noqa: BLE001 - a note the dream could not read has no vectors to drop
        log.info("units of %s not read (%r); no dream vectors to drop for it", rel, exc)
        return []
    return [content_hash(u.statement, length=24) for u in units]


def _plan_digest(ws: Workspace, plan: ForgetPlan) -> None:
    """Digest nodes citing a forgotten note: edited when they keep another source, removed when not."""
    from reverie.dream.nodes import parse_node

    gone = set(plan.daily_notes)
    if not gone or not ws.digest_dir.is_dir():
        return
    for path in sorted(ws.digest_dir.rglob("*.md")):
        if path.name.startswith("."):
            continue
        rel = ws.rel(path)
        text = path.read_text(encoding="utf-8", errors="replace")
        if not any(g in text for g in gone):
            continue
        try:
            node = parse_node(rel, text)
        except ValueError:
            log.warning("digest node %s does not parse; a forget leaves it for a person", rel)
            continue
        if not [s for s in node.sources if s.path in gone] and not any(
            g in s.note for s in node.superseded for g in gone
        ):
            continue
        left = [s for s in node.sources if s.path not in gone]
        (plan.digest_edit if left else plan.digest_remove).append(rel)


def _plan_decision_rows(stores: Stores, req: ForgetRequest, plan: ForgetPlan) -> None:
    """Plan the decision, trajectory and feedback rows made from the planned episodes (or, for `before`, older)."""
    from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES
    from reverie.embedding.cache import cache_key
    from reverie.stores.lance import sql_str

    cid = sql_str(req.cid)
    # decision rows made from these episodes (source "episode:<id>"), and feedback naming them
    # and the id itself: decision memory's `episode_id` may name an episode never stored as a row here
    linked = set(plan.episodes) | ({req.value} if req.kind == "episode" else set())
    sources = [f"episode:{i}" for i in linked]
    for name, attr, extra in (
        (DECISIONS, "decisions", "episode_id"),
        (TRAJECTORIES, "trajectories", None),
        (FEEDBACK, "feedback", "episode_id"),
    ):
        table = stores.table(name)
        if table is None:
            continue
        found: list[dict] = []
        for part in _chunks(sources):
            found += _rows(table, f"cid = {cid} AND source IN {_q(part)}", ["id", "text", "embedding_model"])
        if extra:
            for part in _chunks(sorted(linked)):
                found += _rows(table, f"cid = {cid} AND {extra} IN {_q(part)}", ["id", "text", "embedding_model"])
        if req.kind == "before":
            found += _rows(table, f"cid = {cid} AND day < {sql_str(req.value)}", ["id", "text", "embedding_model"])
        getattr(plan, attr).extend(sorted({r["id"] for r in found}))
        plan.cache_keys += [cache_key(r["text"], r["embedding_model"]) for r in found if r["embedding_model"]]


def _plan_memory_notes(stores: Stores, req: ForgetRequest, plan: ForgetPlan) -> None:
    """Plan the memory notes summarising a planned episode, and the (agent, role, day) groups to recompute."""
    from reverie.embedding.cache import cache_key
    from reverie.stores.lance import MEMORY_NOTES, sql_str

    notes = stores.table(MEMORY_NOTES)
    if notes is None or not plan.episodes:
        return
    gone = set(plan.episodes)
    columns = ["id", "agent_id", "role_label", "day", "source_ids", "summary", "embedding_model"]
    for r in _rows(notes, f"cid = {sql_str(req.cid)}", columns):
        if gone.intersection(r["source_ids"] or []):
            plan.memory_notes.append(r["id"])
            plan.groups.append([r["agent_id"], r["role_label"], r["day"]])
            plan.roles.append(r["role_label"])
            if r["embedding_model"]:
                plan.cache_keys.append(cache_key(r["summary"], r["embedding_model"]))


def _plan_search_chunks(stores: Stores, req: ForgetRequest, plan: ForgetPlan) -> None:
    """Plan the cached embeddings of the search chunks of the notes that go, and of the nodes that change."""
    from reverie.search.index import ChunkTable

    chunk_paths = plan.daily_notes + plan.digest_edit + plan.digest_remove
    if chunk_paths and Path(stores.settings.lancedb_path).is_dir():
        chunks = ChunkTable(stores.settings.lancedb_path, req.cid, stores.embedder.dim if stores.embedder else 384)
        table = chunks.open()
        if table is not None:
            for part in _chunks(chunk_paths):
                plan.cache_keys += [r["embed_key"] for r in _rows(table, f"path IN {_q(part)}", ["embed_key"])]


def _plan_lance(stores: Stores, req: ForgetRequest, plan: ForgetPlan) -> None:
    """Plan the LanceDB rows that go (episodes, decision rows, memory notes) and the cached embeddings of them."""
    from reverie.embedding.cache import cache_key
    from reverie.episodes import embedding_text
    from reverie.stores.lance import EPISODES, sql_str

    cid = sql_str(req.cid)
    episodes = stores.table(EPISODES)
    where = {
        "episode": f"id = {sql_str(req.value)}",
        "agent": f"agent_id = {sql_str(req.value)}",
        "before": f"day < {sql_str(req.value)}",
    }.get(req.kind)
    if where:
        rows = _rows(
            episodes,
            f"cid = {cid} AND {where}",
            ["id", "agent_id", "role_label", "day", "title", "text", "outcome", "embedding_model"],
        )
        plan.episodes += [r["id"] for r in rows if r["id"] not in plan.episodes]
        plan.cache_keys += [
            cache_key(embedding_text(r["title"], r["text"], r["outcome"]), r["embedding_model"])
            for r in rows
            if r["embedding_model"]
        ]
        plan.roles += sorted({r["role_label"] for r in rows})
        _plan_decision_rows(stores, req, plan)
    _plan_memory_notes(stores, req, plan)
    plan.roles = sorted(set(plan.roles))
    plan.groups = [list(g) for g in sorted({tuple(g) for g in plan.groups})]
    _plan_search_chunks(stores, req, plan)
    plan.cache_keys = sorted(set(plan.cache_keys))
