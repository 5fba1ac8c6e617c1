"""The forget steps on files: dialogs, resources, daily notes, interest topics, digest nodes, the files catalog."""

from __future__ import annotations

import contextlib
import json
import logging
import re
import sqlite3
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from reverie.forget.model import (
    _FORGOTTEN_LINK,
    ForgetPlan,
    ForgetReport,
    ForgetRequest,
    Stores,
)
from reverie.forget.plan import _inbox_lines
from reverie.hashing import content_hash
from reverie.workspace import (
    Workspace,
    atomic_write_text,
    is_day,
)

if TYPE_CHECKING:
    from reverie.dream.nodes import Superseded
    from reverie.stores.catalog import FilesCatalog

log = logging.getLogger(__name__)


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


def _drop_interest_evidence(
    ws: Workspace, gone: set[str], report: ForgetReport, edited: frozenset[str] | set[str] = frozenset()
) -> None:
    """Interest topics lose evidence that names a forgotten note or node; a topic with none left goes, and so does
    a topic about an `edited` node that no longer says what the topic quotes (its words came from what went)."""
    import yaml

    if not (gone or edited) or not ws.memory_dir.is_dir():
        return
    for path in sorted(ws.memory_dir.glob("*/interests.yaml")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if not any(g in text for g in gone | edited):
            continue
        data = yaml.safe_load(text) or {}
        topics = []
        for topic in data.get("topics") or []:
            paths = [p for p in topic.get("paths") or [] if p not in gone]
            node = (topic.get("paths") or [""])[0]
            node_gone = bool(node) and node in gone
            if node_gone or not paths or (node in edited and not _node_still_says(ws, node, topic)):
                report.add("files", "interest_topics_removed", 1)
                continue
            topics.append({**topic, "paths": paths})
        data["topics"] = topics
        atomic_write_text(path, yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100000))
        report.add("files", "interest_files_rewritten", 1)


def _node_still_says(ws: Workspace, rel: str, topic: dict) -> bool:
    """Whether the node at `rel` still holds the statement the topic quotes as its evidence."""
    evidence = _norm(str(topic.get("evidence") or topic.get("title") or "").rstrip("…"))
    return bool(evidence) and evidence in _norm(_read(ws, rel).replace("\\", ""))


def _forget_announcements(stores: Stores, req: ForgetRequest, plan: ForgetPlan, report: ForgetReport) -> None:
    """After the digest changed: topics quoting what went are dropped, and the results inbox
    (`mem_metadata/inbox.jsonl`) forgets the notes and nodes that went (an event left with no change goes)."""
    from reverie.files.results_inbox import inbox_path

    ws = stores.ws
    gone = set(plan.daily_notes) | set(plan.digest_remove) | set(plan.resources)
    _drop_interest_evidence(ws, gone, report, edited=set(plan.digest_edit))
    path = inbox_path(ws)
    if not path.is_file():
        return
    kept, dropped = [], 0
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            kept.append(line)
            continue
        changes = [c for c in event.get("changes") or [] if c.get("path") not in gone]
        dropped += len(event.get("changes") or []) - len(changes)
        if changes:
            kept.append(json.dumps({**event, "changes": changes}, ensure_ascii=False))
    if dropped:
        atomic_write_text(path, "".join(f"{line}\n" for line in kept))
        report.add("files", "inbox_changes_forgotten", dropped)


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def _only_from_forgotten(statement: str, forgotten: list[str], kept: list[str]) -> bool:
    """True when the statement's words are in a forgotten note and in no source the node keeps."""
    s = _norm(statement)
    if not s:
        return False
    return any(s in f for f in forgotten) and not any(s in k for k in kept)


def _kept_history(
    superseded: list[Superseded],
    gone: set[str],
    forgotten: list[str],
    kept: list[str],
    dropped_texts: list[str],
    report: ForgetReport,
) -> list[Superseded]:
    """A digest node's superseded statements minus those only forgotten notes made (added to `dropped_texts`)."""
    history = []
    for old in superseded:
        by_forgotten = any(g in old.note for g in gone)
        if _only_from_forgotten(old.statement, forgotten, kept):
            dropped_texts.append(old.statement)
            report.add("digest", "superseded_statements_removed", 1)
            continue
        if by_forgotten:  # the correction came from a forgotten note: its link in the history goes
            old.note = "(superseded by a forgotten source)"
        history.append(old)
    return history


def _drop_dream_vectors(cat: FilesCatalog, hashes: set[str], report: ForgetReport) -> None:
    """Delete the dream's cached vectors of the given text hashes."""
    for h in hashes:
        try:  # a vector of a text a kept source has too is only computed again by the next dream
            n = cat.db.execute("DELETE FROM dream_vectors WHERE text_hash = ?", (h,)).rowcount
        except sqlite3.OperationalError:  # no dream has run in this workspace
            break
        report.add("catalog", "dream_vectors", n)


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
            node.superseded = _kept_history(node.superseded, gone, forgotten, kept, dropped_texts, report)
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
        _drop_dream_vectors(cat, {content_hash(t, length=24) for t in dropped_texts} | set(plan.dream_vectors), report)
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
        with contextlib.suppress(sqlite3.OperationalError):
            cat.db.execute(sql, (rel,))


def _mark_links(ws: Workspace, removed: list[str]) -> int:
    """Links to removed nodes become `[[forgotten]] (removed on <date> by a forget request)`.

    The target is not kept: a node's path is made from its statement's words.
    """
    today = datetime.now(UTC).date().isoformat()
    pattern = re.compile(
        r"!?\[\[("
        + "|".join(re.escape(r) for r in sorted(removed, key=len, reverse=True))
        + r")(?:#[^\]|]*)?(?:\|[^\]]*)?\]\]"
    )
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
            n = cat.db.execute("DELETE FROM session_days WHERE session_id = ? AND day < ?", (sid, req.before)).rowcount
            report.add("catalog", "session_days", n)
        for rel in plan.resources:
            n = cat.db.execute("DELETE FROM resources WHERE path = ?", (rel,)).rowcount
            report.add("catalog", "resources", n)
        for rel in plan.daily_notes:
            n = cat.db.execute("DELETE FROM notes WHERE path = ?", (rel,)).rowcount
            report.add("catalog", "notes", n)
            for sql in ("DELETE FROM dream_notes WHERE path = ?", "DELETE FROM dream_units WHERE note_path = ?"):
                with contextlib.suppress(sqlite3.OperationalError):
                    report.add("catalog", "dream_rows", cat.db.execute(sql, (rel,)).rowcount)
