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
import re
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from reverie.config import Settings
from reverie.hashing import content_hash
from reverie.ids import safe_id
from reverie.stores.purge import vacuum_sqlite
from reverie.workspace import (
    Workspace,
    atomic_write_text,
    check_day,
    collective_workspace,
    is_day,
    safe_relpath,
)

log = logging.getLogger(__name__)

KINDS = ("session", "resource", "episode", "agent", "before")
FORGETTING_DIR = "forgetting"
HOT_CACHE_HORIZON_DAYS = 30
_FORGOTTEN_LINK = "forgotten"


class ForgetError(ValueError):
    """A forget request that cannot be carried out as asked (what is wrong, and that nothing was changed)."""


@dataclass(frozen=True)
class ForgetRequest:
    """What to forget in collective `cid`: exactly one of session, resource, episode, agent, before."""

    cid: str
    session: str | None = None
    resource: str | None = None
    episode: str | None = None
    agent: str | None = None
    before: str | None = None

    def __post_init__(self) -> None:
        safe_id(self.cid, "collective id")
        given = [k for k in KINDS if getattr(self, k)]
        if len(given) != 1:
            raise ForgetError(f"name exactly one of --session, --resource, --episode, --agent, --before "
                              f"(got {len(given)}: {', '.join(given) or 'none'}); nothing was forgotten")
        if self.session:
            safe_id(self.session, "session id")
        if self.resource:
            safe_relpath(self.resource.removeprefix("resource/"), "resource path")
        if self.before:
            check_day(self.before, "--before date")

    @property
    def kind(self) -> str:
        return next(k for k in KINDS if getattr(self, k))

    @property
    def value(self) -> str:
        value = str(getattr(self, self.kind))
        return value.removeprefix("resource/") if self.kind == "resource" else value

    @property
    def key(self) -> str:
        """The request's id: a hash (the journal and record are named by it; no id appears in a file name)."""
        return content_hash("forget", self.cid, self.kind, self.value, length=20)

    def public(self) -> dict[str, str]:
        """What was asked, as the record keeps it: a date as is, any id or path only as its hash."""
        value = self.value if self.kind == "before" else "hash:" + content_hash(self.kind, self.value, length=16)
        return {"collective": self.cid, "kind": self.kind, "target": value}


@dataclass
class ForgetPlan:
    """Everything one request removes or recomputes (ids and paths; kept only in the journal until done)."""

    dialogs: list[str] = field(default_factory=list)          # session ids whose dialog file goes
    dialog_trims: list[str] = field(default_factory=list)     # session ids whose turns before a date go
    sessions: list[str] = field(default_factory=list)         # session ids whose catalog rows go
    resources: list[str] = field(default_factory=list)        # resource/... paths (files and catalog rows)
    daily_notes: list[str] = field(default_factory=list)      # memory/<day>/<note>.md
    episodes: list[str] = field(default_factory=list)         # episode ids
    inbox_files: list[str] = field(default_factory=list)      # episode inbox files holding forgotten lines
    memory_notes: list[str] = field(default_factory=list)     # memory-note ids whose clusters held them
    groups: list[list[str]] = field(default_factory=list)     # [agent, role, day] reflected again
    roles: list[str] = field(default_factory=list)            # hot-cache roles republished
    decisions: list[str] = field(default_factory=list)
    trajectories: list[str] = field(default_factory=list)
    feedback: list[str] = field(default_factory=list)
    digest_edit: list[str] = field(default_factory=list)      # nodes that keep other sources
    digest_remove: list[str] = field(default_factory=list)    # nodes left with no source
    cache_keys: list[str] = field(default_factory=list)       # embedding-cache keys of forgotten texts
    forgotten_texts: list[str] = field(default_factory=list)  # texts of removed notes (for the digest)
    dream_vectors: list[str] = field(default_factory=list)    # text hashes of the removed notes' dream units

    def merge(self, other: ForgetPlan) -> ForgetPlan:
        out = ForgetPlan()
        for name in self.__dataclass_fields__:
            mine, theirs = getattr(self, name), getattr(other, name)
            seen, merged = set(), []
            for item in [*mine, *theirs]:
                k = json.dumps(item)
                if k not in seen:
                    seen.add(k)
                    merged.append(item)
            setattr(out, name, merged)
        return out

    def is_empty(self) -> bool:
        return not any(getattr(self, n) for n in self.__dataclass_fields__ if n != "forgotten_texts")


@dataclass
class ForgetReport:
    """What a forget did (or, with dry_run, would do): counts per store, and for a dry run the items."""

    request: dict[str, str]
    dry_run: bool
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    would_change: dict[str, list[str]] = field(default_factory=dict)  # dry run only: per store, what changes
    resumed: bool = False
    record_path: str = ""
    started_at: str = ""
    finished_at: str = ""

    def add(self, store: str, what: str, n: int) -> None:
        if n:
            self.counts.setdefault(store, {})
            self.counts[store][what] = self.counts[store].get(what, 0) + n

    def total(self) -> int:
        return sum(n for per in self.counts.values() for n in per.values())


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --- the stores ------------------------------------------------------------------------------------------------
@dataclass
class Stores:
    """The stores a forget touches, opened from settings (each is optional: a missing one is skipped)."""

    settings: Settings
    ws: Workspace
    embedder: Any = None                      # for re-indexing search and reflecting again
    summariser: Any = None                    # for reflecting again (extractive when None)
    hot_cache: Any = None                     # reverie.stores.hotcache.HotCache
    progress: Callable[[str], None] = lambda msg: log.info(msg)
    purged: set[str] = field(default_factory=set)  # LanceDB tables rows were purged from (their indexes rebuilt)
    rows_rewritten: int = 0  # rows moved, unchanged, out of data files that held a forgotten row
    _lance: Any = None

    @property
    def lance(self):
        if self._lance is None:
            from reverie.stores.lance import LanceStore

            self._lance = LanceStore(self.settings.lancedb_path)
        return self._lance

    def table(self, name: str):
        """A LanceDB table by name, or None when the database or table does not exist."""
        uri = self.settings.lancedb_path
        if "://" not in uri and not Path(uri).is_dir():
            return None
        if not self.lance.has_table(name):
            return None
        return self.lance.db.open_table(name)


def _q(values: Iterable[str]) -> str:
    from reverie.stores.lance import sql_str

    return "(" + ", ".join(sql_str(v) for v in values) + ")"


def _chunks(items: Sequence[Any], n: int = 500) -> Iterable[Sequence[Any]]:
    for i in range(0, len(items), n):
        yield items[i:i + n]


def _rows(table, where: str, columns: list[str]) -> list[dict]:
    if table is None:
        return []
    return table.search().where(where).select(columns).to_arrow().to_pylist()


# --- planning --------------------------------------------------------------------------------------------------
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


def plan_forget(stores: Stores, req: ForgetRequest) -> ForgetPlan:
    """What `req` removes and recomputes, read from the stores as they are now (nothing is changed)."""
    from reverie.files.sessions import read_dialog
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
            d = req.value
            for path in sorted(ws.dialog_dir.glob("*.jsonl")) if ws.dialog_dir.is_dir() else []:
                sid = path.stem
                turns, _ = read_dialog(ws, sid)
                if turns and all(t.day < d for t in turns):
                    plan.dialogs.append(sid)
                    plan.sessions.append(sid)
                elif any(t.day < d for t in turns):
                    plan.dialog_trims.append(sid)
                    plan.sessions.append(sid)
            for day, rel, path in _daily_notes(ws):
                if day < d and any(_note_owner(path)):
                    plan.daily_notes.append(rel)
        # -- resources and their notes
        if req.kind in ("resource", "before") and cat is not None:
            for rel_path, rec in cat.resources().items():
                if (req.kind == "resource" and rel_path in (req.value, f"resource/{req.value}")) or \
                        (req.kind == "before" and rec.day < req.value):
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
    return {"episode": lambda: ep.id == req.value, "agent": lambda: ep.agent_id == req.value,
            "before": lambda: ep.ts.strftime("%Y-%m-%d") < req.value}.get(req.kind, lambda: False)()


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
                g in s.note for s in node.superseded for g in gone):
            continue
        left = [s for s in node.sources if s.path not in gone]
        (plan.digest_edit if left else plan.digest_remove).append(rel)


def _plan_lance(stores: Stores, req: ForgetRequest, plan: ForgetPlan) -> None:
    from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES
    from reverie.embedding.cache import cache_key
    from reverie.episodes import embedding_text
    from reverie.stores.lance import EPISODES, MEMORY_NOTES, sql_str

    cid = sql_str(req.cid)
    episodes = stores.table(EPISODES)
    where = {"episode": f"id = {sql_str(req.value)}", "agent": f"agent_id = {sql_str(req.value)}",
             "before": f"day < {sql_str(req.value)}"}.get(req.kind)
    if where:
        rows = _rows(episodes, f"cid = {cid} AND {where}",
                     ["id", "agent_id", "role_label", "day", "title", "text", "outcome", "embedding_model"])
        plan.episodes += [r["id"] for r in rows if r["id"] not in plan.episodes]
        plan.cache_keys += [cache_key(embedding_text(r["title"], r["text"], r["outcome"]), r["embedding_model"])
                            for r in rows if r["embedding_model"]]
        plan.roles += sorted({r["role_label"] for r in rows})
        # decision rows made from these episodes (source "episode:<id>"), and feedback naming them
        # and the id itself: decision memory's `episode_id` may name an episode never stored as a row here
        linked = set(plan.episodes) | ({req.value} if req.kind == "episode" else set())
        sources = [f"episode:{i}" for i in linked]
        for name, attr, extra in ((DECISIONS, "decisions", "episode_id"), (TRAJECTORIES, "trajectories", None),
                                  (FEEDBACK, "feedback", "episode_id")):
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
    notes = stores.table(MEMORY_NOTES)
    if notes is not None and plan.episodes:
        gone = set(plan.episodes)
        for r in _rows(notes, f"cid = {cid}", ["id", "agent_id", "role_label", "day", "source_ids", "summary",
                                               "embedding_model"]):
            if gone.intersection(r["source_ids"] or []):
                plan.memory_notes.append(r["id"])
                plan.groups.append([r["agent_id"], r["role_label"], r["day"]])
                plan.roles.append(r["role_label"])
                if r["embedding_model"]:
                    plan.cache_keys.append(cache_key(r["summary"], r["embedding_model"]))
    plan.roles = sorted(set(plan.roles))
    plan.groups = [list(g) for g in sorted({tuple(g) for g in plan.groups})]
    # search chunks of the notes that go, and of the nodes that change
    from reverie.search.index import ChunkTable

    chunk_paths = plan.daily_notes + plan.digest_edit + plan.digest_remove
    if chunk_paths and Path(stores.settings.lancedb_path).is_dir():
        chunks = ChunkTable(stores.settings.lancedb_path, req.cid, stores.embedder.dim if stores.embedder else 384)
        table = chunks.open()
        if table is not None:
            for part in _chunks(chunk_paths):
                plan.cache_keys += [r["embed_key"] for r in _rows(table, f"path IN {_q(part)}", ["embed_key"])]
    plan.cache_keys = sorted(set(plan.cache_keys))


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


# --- the hook for the recent-episodes window -------------------------------------------------------------------
def drop_forgotten_from_recent_episodes(stores: Stores, cid: str, episode_ids: Sequence[str]) -> int:
    """HOOK: remove forgotten episodes from the per-agent recent-episodes window of the hot cache.

    The window (being added beside `acc:{cid}:memory_notes:{role}`) must drop
    `episode_ids` of collective `cid` here; it returns how many entries it
    removed. Until the window exists there is nothing to drop.
    """
    return 0


# --- execution -------------------------------------------------------------------------------------------------
def forget(settings: Settings, request: ForgetRequest, *, dry_run: bool = False, embedder: Any = None,
           summariser: Any = None, hot_cache: Any = None,
           progress: Callable[[str], None] | None = None) -> ForgetReport:
    """Forget `request` in every store (see the module doc); with `dry_run`, only report what would change.

    `embedder` (default: the configured one) re-indexes search and reflects
    again; `summariser` (default: extractive) writes the recomputed memory
    notes; `hot_cache` (default: the configured one) is republished.
    """
    ws = collective_workspace(settings.workspace_dir, request.cid)
    if embedder is None and not dry_run:
        from reverie.embedding import configured_embedder

        embedder, _ = configured_embedder(settings)
    if hot_cache is None and not dry_run:
        from reverie.stores.hotcache import open_hot_cache

        hot_cache = open_hot_cache(settings)
    stores = Stores(settings, ws, embedder, summariser, hot_cache, progress or (lambda msg: log.info(msg)))
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
    atomic_write_text(journal, json.dumps({"request": request.public(), "started_at": report.started_at,
                                           "plan": asdict(plan)}))
    steps = [("files", _forget_files), ("digest", _forget_digest), ("catalog", _forget_catalog),
             ("episodes", _forget_lance_rows), ("memory_notes", _recompute_memory_notes),
             ("hot_cache", _republish_hot_cache), ("search", _reindex_search), ("embedding_cache", _forget_cache),
             ("compaction", _compact_all)]
    for name, step in steps:
        stores.progress(f"forget {request.kind}: {name}")
        step(stores, request, plan, report)
    report.add("lancedb", "rows_rewritten", stores.rows_rewritten)
    report.finished_at = _now()
    record = _record_path(ws, request, report.finished_at)
    atomic_write_text(record, json.dumps({"request": report.request, "asked_at": report.started_at,
                                          "finished_at": report.finished_at, "resumed": report.resumed,
                                          "counts": report.counts}, indent=2, sort_keys=True) + "\n")
    report.record_path = ws.rel(record)
    journal.unlink(missing_ok=True)
    vacuum_sqlite(ws.metadata_dir / "files.sqlite")
    return report


def _describe_plan(plan: ForgetPlan) -> dict[str, list[str]]:
    return {
        "files": [f"mem_session/dialog/{s}.jsonl" for s in plan.dialogs]
        + [f"mem_session/dialog/{s}.jsonl (turns before the date)" for s in plan.dialog_trims]
        + list(plan.resources) + list(plan.daily_notes),
        "digest": [f"{p} (loses the forgotten sources)" for p in plan.digest_edit]
        + [f"{p} (removed: no source left)" for p in plan.digest_remove],
        "catalog": [f"session {s}" for s in plan.sessions] + [f"resource {r}" for r in plan.resources],
        "episodes": list(plan.episodes) + [f"inbox/episodes/{n} (lines of these episodes)" for n in plan.inbox_files],
        "memory_notes": [f"{n} (its day is reflected again)" for n in plan.memory_notes],
        "decisions": list(plan.decisions), "trajectories": list(plan.trajectories), "feedback": list(plan.feedback),
        "hot_cache": [f"role {r} (republished)" for r in plan.roles],
        "embedding_cache": list(plan.cache_keys),
    }


def _forget_files(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    from reverie.files.daily_notes import refresh_day_index
    from reverie.files.sessions import read_dialog

    ws = stores.ws
    days = set()
    for rel in plan.daily_notes:
        path = ws.root / rel
        if path.exists():
            path.unlink()
            report.add("files", "daily_notes_removed", 1)
        parts = rel.split("/")
        if len(parts) == 3 and is_day(parts[1]):
            days.add(parts[1])
    for sid in plan.dialog_trims:
        turns, _ = read_dialog(ws, sid)
        keep = [t for t in turns if t.day >= str(req.before)]
        if len(keep) != len(turns):
            text = "".join(json.dumps(t.to_dict(), ensure_ascii=False) + "\n" for t in keep)
            atomic_write_text(ws.dialog_path(sid), text)
            report.add("files", "dialog_turns_removed", len(turns) - len(keep))
    for sid in plan.dialogs:
        path = ws.dialog_path(sid)
        if path.exists():
            path.unlink()
            report.add("files", "dialogs_removed", 1)
        (ws.metadata_dir / "locks" / f"session-{sid}.lock").unlink(missing_ok=True)  # its name is the id
    for rel in plan.resources:
        path = ws.root / rel
        if path.is_file():
            path.unlink()
            report.add("files", "resources_removed", 1)
    gone = set(plan.episodes)
    for name in plan.inbox_files:
        path = stores.settings.episode_inbox / name
        if not path.is_file():
            continue
        kept = [line for line, ep in _inbox_lines(path) if not (ep is not None and ep.cid == req.cid and ep.id in gone)]
        removed = sum(1 for _ in _inbox_lines(path)) - len(kept)
        if removed:
            atomic_write_text(path, "".join(kept))
            report.add("files", "inbox_episode_lines_removed", removed)
    for day in sorted(days):
        _forget_in_interests(ws, day, set(plan.daily_notes), report)
    _drop_interest_evidence(ws, set(plan.daily_notes) | set(plan.digest_remove), report)
    from reverie.files import open_catalog

    with open_catalog(ws.metadata_dir) as cat:
        for rel in plan.daily_notes:
            cat.drop_note(rel)
            cat.clear_tombstone(rel)
        for day in sorted(days):
            if refresh_day_index(ws, day, cat):
                report.add("files", "day_indexes_refreshed", 1)


def _forget_in_interests(ws: Workspace, day: str, gone: set[str], report: ForgetReport) -> None:
    """Nothing to do per day beyond `_drop_interest_evidence` (kept for the day folders the notes left)."""
    day_dir = ws.memory_dir / day
    if day_dir.is_dir() and not any(p for p in day_dir.iterdir() if not p.name.startswith(".")):
        day_dir.rmdir()


def _drop_interest_evidence(ws: Workspace, gone: set[str], report: ForgetReport) -> None:
    """Interest topics lose evidence that names a forgotten note or node; a topic with none left goes."""
    import yaml

    if not gone or not ws.memory_dir.is_dir():
        return
    for path in sorted(ws.memory_dir.glob("*/interests.yaml")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if not any(g in text for g in gone):
            continue
        data = yaml.safe_load(text) or {}
        topics = []
        for topic in data.get("topics") or []:
            paths = [p for p in topic.get("paths") or [] if p not in gone]
            node_gone = bool(topic.get("paths")) and topic["paths"][0] in gone
            if node_gone or not paths:
                report.add("files", "interest_topics_removed", 1)
                continue
            topics.append({**topic, "paths": paths})
        data["topics"] = topics
        atomic_write_text(path, yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100000))
        report.add("files", "interest_files_rewritten", 1)


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def _only_from_forgotten(statement: str, forgotten: list[str], kept: list[str]) -> bool:
    """True when the statement's words are in a forgotten note and in no source the node keeps."""
    s = _norm(statement)
    if not s:
        return False
    return any(s in f for f in forgotten) and not any(s in k for k in kept)


def _forget_digest(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    from reverie.dream.nodes import parse_node, render_node
    from reverie.files import open_catalog

    ws = stores.ws
    gone = set(plan.daily_notes)
    forgotten = [_norm(t) for t in plan.forgotten_texts]
    removed: list[str] = []
    dropped_texts: list[str] = []
    with open_catalog(ws.metadata_dir) as cat:
        texts_of = _node_texts(cat)
        for rel in plan.digest_edit + plan.digest_remove:
            path = ws.root / rel
            if not path.exists():
                continue
            node = parse_node(rel, path.read_text(encoding="utf-8", errors="replace"))
            node.sources = [s for s in node.sources if s.path not in gone]
            if not node.sources:
                path.unlink()
                removed.append(rel)
                dropped_texts += texts_of.get(rel, [])
                _drop_node_rows(cat, rel)
                report.add("digest", "nodes_removed", 1)
                continue
            kept = [_norm(_read(ws, s.path)) for s in node.sources]
            history = []
            for old in node.superseded:
                by_forgotten = any(g in old.note for g in gone)
                if _only_from_forgotten(old.statement, forgotten, kept):
                    dropped_texts.append(old.statement)
                    report.add("digest", "superseded_statements_removed", 1)
                    continue
                if by_forgotten:  # the correction came from a forgotten note: its link in the history goes
                    old.note = "(superseded by a forgotten source)"
                history.append(old)
            node.superseded = history
            if _only_from_forgotten(node.statement, forgotten, kept):
                dropped_texts.append(node.statement)
                # back to the last statement a kept source made (corrections and refinements of it undone)
                restore = next((h for h in reversed(node.superseded)), None)
                if restore is not None:
                    node.superseded.remove(restore)
                    node.statement = restore.statement
                else:
                    candidates = [t for t in texts_of.get(rel, []) if not _only_from_forgotten(t, forgotten, kept)]
                    if not candidates:
                        path.unlink()
                        removed.append(rel)
                        _drop_node_rows(cat, rel)
                        report.add("digest", "nodes_removed", 1)
                        continue
                    node.statement = candidates[-1]
                node.description = node.statement[:200]
                node.title = ""
                report.add("digest", "statements_reverted", 1)
            node.support = len({s.path for s in node.sources})
            text = render_node(node)
            atomic_write_text(path, text)
            cat.db.execute("UPDATE dream_nodes SET written_hash = ? WHERE path = ?", (content_hash(text), rel))
            for t in texts_of.get(rel, []):
                if _only_from_forgotten(t, forgotten, kept):
                    cat.db.execute("DELETE FROM dream_node_texts WHERE path = ? AND text = ?", (rel, t))
                    dropped_texts.append(t)
            report.add("digest", "nodes_edited", 1)
        for h in {content_hash(t, length=24) for t in dropped_texts} | set(plan.dream_vectors):
            try:  # a vector of a text a kept source has too is only computed again by the next dream
                n = cat.db.execute("DELETE FROM dream_vectors WHERE text_hash = ?", (h,)).rowcount
            except sqlite3.OperationalError:  # no dream has run in this workspace
                break
            report.add("catalog", "dream_vectors", n)
    if removed:
        report.add("digest", "links_marked", _mark_links(ws, removed))


def _read(ws: Workspace, rel: str) -> str:
    try:
        return (ws.root / rel).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _node_texts(cat) -> dict[str, list[str]]:
    try:
        out: dict[str, list[str]] = {}
        for path, text in cat.db.execute("SELECT path, text FROM dream_node_texts ORDER BY rowid"):
            out.setdefault(path, []).append(text)
        return out
    except sqlite3.OperationalError:  # no dream has run in this workspace
        return {}


def _drop_node_rows(cat, rel: str) -> None:
    for sql in ("DELETE FROM dream_nodes WHERE path = ?", "DELETE FROM dream_node_texts WHERE path = ?"):
        try:
            cat.db.execute(sql, (rel,))
        except sqlite3.OperationalError:
            pass


def _mark_links(ws: Workspace, removed: list[str]) -> int:
    """Links to removed nodes become `[[forgotten]] (removed on <date> by a forget request)`.

    The target is not kept: a node's path is made from its statement's words.
    """
    today = datetime.now(UTC).date().isoformat()
    pattern = re.compile(r"!?\[\[(" + "|".join(re.escape(r) for r in sorted(removed, key=len, reverse=True))
                         + r")(?:#[^\]|]*)?(?:\|[^\]]*)?\]\]")
    marked = 0
    for folder in (ws.memory_dir, ws.digest_dir):
        for path in sorted(folder.rglob("*.md")) if folder.is_dir() else []:
            text = path.read_text(encoding="utf-8", errors="replace")
            if not any(r in text for r in removed):
                continue
            new, n = pattern.subn(f"[[{_FORGOTTEN_LINK}]] (removed on {today} by a forget request)", text)
            if n:
                atomic_write_text(path, new)
                marked += n
    return marked


def _forget_catalog(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    from reverie.files import open_catalog

    ws = stores.ws
    if not (ws.metadata_dir / "files.sqlite").exists():
        return
    with open_catalog(ws.metadata_dir) as cat:
        for sid in plan.dialogs:
            n = cat.db.execute("DELETE FROM session_days WHERE session_id = ?", (sid,)).rowcount
            report.add("catalog", "session_days", n)
        for sid in plan.dialog_trims:
            n = cat.db.execute("DELETE FROM session_days WHERE session_id = ? AND day < ?",
                               (sid, req.before)).rowcount
            report.add("catalog", "session_days", n)
        for rel in plan.resources:
            n = cat.db.execute("DELETE FROM resources WHERE path = ?", (rel,)).rowcount
            report.add("catalog", "resources", n)
        for rel in plan.daily_notes:
            n = cat.db.execute("DELETE FROM notes WHERE path = ?", (rel,)).rowcount
            report.add("catalog", "notes", n)
            for sql in ("DELETE FROM dream_notes WHERE path = ?", "DELETE FROM dream_units WHERE note_path = ?"):
                try:
                    report.add("catalog", "dream_rows", cat.db.execute(sql, (rel,)).rowcount)
                except sqlite3.OperationalError:
                    pass


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

    drop_forgotten_from_recent_episodes(stores, req.cid, plan.episodes)
    for name, ids in ((EPISODES, plan.episodes), (DECISIONS, plan.decisions), (TRAJECTORIES, plan.trajectories),
                      (FEEDBACK, plan.feedback)):
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
        result = reflect_day(day, window, embed=stores.embedder.embed, embedding_model=stores.embedder.model_id,
                             summariser=summariser, threshold=s.cluster_threshold,
                             min_cluster_size=s.min_cluster_size, reflects=lambda r: reflects(s.roles_dir, r))
        if result.outage:
            raise ForgetError(f"reflecting {req.cid}/{agent}/{role} on {day} again needs the LLM, which is "
                              f"unavailable ({result.outage.cause}); run the forget again: it completes")
        scope = (f"cid = {sql_str(req.cid)} AND agent_id = {sql_str(agent)} AND role_label = {sql_str(role)} "
                 f"AND day = {sql_str(day)}")
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
    import numpy as np
    import pyarrow as pa

    from reverie.stores.lance import memory_notes_schema

    dim = stores.lance.dim
    arrow = pa.table({
        "id": [n.id for n in notes], "cid": [n.cid for n in notes], "agent_id": [n.agent_id for n in notes],
        "role_label": [n.role_label for n in notes], "ts": [n.ts for n in notes], "day": [n.day for n in notes],
        "summary": [n.summary for n in notes], "source_count": [n.source_count for n in notes],
        "confidence": [float(n.confidence) for n in notes], "source_ids": [list(n.source_ids) for n in notes],
        "embedding": pa.FixedSizeListArray.from_arrays(
            pa.array(np.stack([n.embedding for n in notes]).astype(np.float32).ravel()), dim),
        "embedding_model": [n.embedding_model for n in notes], "summary_model": [n.summary_model for n in notes],
    }, schema=memory_notes_schema(dim))
    stores.lance.memory_notes_table().merge_insert("id").when_matched_update_all() \
        .when_not_matched_insert_all().execute(arrow)


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
        ranking = rank_hot_notes(mine, as_of, s.hot_cache_top_n, embed=stores.embedder.embed,
                                 same_lesson=s.hot_cache_same_lesson)
        entries = ranking.entries.get((req.cid, role), [])
        try:
            cached_as_of = json.loads(current).get("as_of", as_of)
        except (ValueError, AttributeError):
            cached_as_of = as_of
        stores.hot_cache.set(key, json.dumps({"as_of": max(as_of, cached_as_of), "cid": req.cid, "role": role,
                                              "notes": entries}, ensure_ascii=False), s.hot_cache_ttl_s)
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
            raise ForgetError(f"compacting LanceDB table {name} in {uri} failed ({exc!r}): its old versions may "
                              "still hold forgotten rows; run the forget again") from exc
    from reverie.search.index import ChunkTable

    chunks = ChunkTable(uri, req.cid, stores.lance.dim)
    if chunks.manifest_path is not None and chunks.manifest_path.exists():
        table = chunks.open()
        chunks.drop_manifest()  # rebuilt from the compacted rows by the next search update
        if table is not None:
            report.add("search", "manifest_rebuilt", 1)


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


__all__ = ["ForgetError", "ForgetPlan", "ForgetReport", "ForgetRequest", "drop_forgotten_from_recent_episodes",
           "forget", "forget_records", "plan_forget"]
