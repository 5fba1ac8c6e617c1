"""Versions for recomputing only what is stale: an asset's code version, and per-day versions of its inputs.

`code_version(fn, settings, fields, modules)` changes when the asset's own
code, the engine modules it names (their prompts and prompt versions
included), or the settings fields it reads (model id, thresholds) change.

The `*_day_versions` functions give, per day, a content hash of one kind of
input across every collective: what the pipelines read for that day. They are
reported as data versions of Dagster's observable input assets, so a day whose
input changed, and only that day, shows as stale.
"""

from __future__ import annotations

import importlib.util
import inspect
import logging
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from reverie.config import Settings
from reverie.hashing import content_hash, file_hash
from reverie.workspace import Workspace, collective_workspace, is_day, list_collectives

log = logging.getLogger(__name__)


def module_sources(modules: Iterable[str]) -> list[tuple[str, str]]:
    """(name, source hash) of each module, or of every .py file of a package, in a stable order."""
    out = []
    for name in modules:
        spec = importlib.util.find_spec(name)  # located, not imported: nothing heavy loads with the code location
        if spec is None or spec.origin is None:
            raise ValueError(f"code version: engine module {name!r} not found")
        path = Path(spec.origin)
        files = sorted(path.parent.rglob("*.py")) if path.name == "__init__.py" else [path]
        for f in files:
            out.append((f"{name}:{f.relative_to(path.parent).as_posix()}", content_hash(f.read_bytes(), length=16)))
    return out


def code_version(
    fn: Callable[..., Any], settings: Settings, fields: Sequence[str] = (), modules: Sequence[str] = ()
) -> str:
    """A short hash of the asset function's source, the named engine modules' sources and `settings.<fields>`."""
    try:
        source = inspect.getsource(fn)
    except (OSError, TypeError):  # no source file (an interactive definition): the name stands in
        source = getattr(fn, "__qualname__", repr(fn))
    values = {f: str(getattr(settings, f)) for f in sorted(fields)}
    return content_hash("code_version", source, module_sources(modules), values, length=16)


def _versions(per_day: dict[str, list]) -> dict[str, str]:
    return {day: content_hash(sorted(items), length=16) for day, items in sorted(per_day.items()) if is_day(day)}


def _workspaces(root: Path) -> dict[str, Workspace]:
    return {cid: collective_workspace(root, cid) for cid in list_collectives(root)}


def stored_episode_day_versions(lancedb_path: str, days: Sequence[str] | None = None) -> dict[str, str]:
    """Per day (every day, or `days`): a hash of the ids of the episodes stored for it (every collective)."""
    from reverie.stores.lance import EPISODES, LanceStore

    if "://" not in lancedb_path and not Path(lancedb_path).is_dir():
        return {}
    store = LanceStore(lancedb_path)
    if not store.has_table(EPISODES):
        return {}
    if days:
        rows = store.episodes_for_days(min(days), max(days), columns=["day", "id"])
    else:
        rows = store.episodes_table().search().select(["day", "id"]).to_arrow()
    per_day: dict[str, list] = defaultdict(list)
    for day, eid in zip(rows.column("day").to_pylist(), rows.column("id").to_pylist(), strict=False):
        per_day[day].append(eid)
    if days:
        return {d: content_hash(sorted(per_day.get(d, [])), length=16) for d in days}
    return _versions(per_day)


def episode_inbox_day_versions(inbox: Path, max_bytes: int) -> dict[str, str]:
    """Per day: a hash of the ids of the episodes the inbox files hold for it."""
    from reverie.episodes import iter_inbox_files, read_episode_file

    per_day: dict[str, list] = defaultdict(list)
    for path in iter_inbox_files(inbox) if inbox.is_dir() else []:
        for ep in read_episode_file(path, max_bytes).episodes:
            per_day[ep.ts.strftime("%Y-%m-%d")].append(ep.id)
    return _versions(per_day)


def session_day_versions(root: Path) -> dict[str, str]:
    """Per day: a hash of every collective's stored conversation turns of that day (and their sessions)."""
    from reverie.files.sessions import read_dialog

    per_day: dict[str, list] = defaultdict(list)
    for cid, ws in _workspaces(root).items():
        for path in sorted(ws.dialog_dir.glob("*.jsonl")) if ws.dialog_dir.is_dir() else []:
            turns, _ = read_dialog(ws, path.stem)
            for t in turns:
                per_day[t.day].append([cid, path.stem, t.id, content_hash(t.role, t.content, length=16)])
    return _versions(per_day)


def resource_day_versions(root: Path) -> dict[str, str]:
    """Per day: a hash of the resource files dated that day (`resource/<day>/...` and the catalog's dates)."""
    from reverie.stores.catalog import FilesCatalog

    per_day: dict[str, list] = defaultdict(list)
    for cid, ws in _workspaces(root).items():
        dated: dict[str, str] = {}
        catalog = ws.metadata_dir / "files.sqlite"
        if catalog.exists():
            with FilesCatalog(catalog) as cat:
                dated = {path: rec.day for path, rec in cat.resources().items()}
        if not ws.resource_dir.is_dir():
            continue
        for path in sorted(p for p in ws.resource_dir.rglob("*") if p.is_file() and not p.name.startswith(".")):
            rel = ws.rel(path)
            parts = rel.split("/")
            day = parts[1] if len(parts) > 2 and is_day(parts[1]) else dated.get(rel, "")
            if day:
                per_day[day].append([cid, rel, file_hash(path)])
    return _versions(per_day)


def hand_note_day_versions(root: Path) -> dict[str, str]:
    """Per day: a hash of the daily notes a person wrote or edited (the rest is what session_notes and
    resource_notes wrote, versioned by those assets): a note counts when the files catalog has no record of
    Reverie writing it, or its content is not what Reverie wrote."""
    from reverie.stores.catalog import FilesCatalog

    per_day: dict[str, list] = defaultdict(list)
    for cid, ws in _workspaces(root).items():
        if not ws.memory_dir.is_dir():
            continue
        written: dict[str, str] = {}
        catalog = ws.metadata_dir / "files.sqlite"
        if catalog.exists():
            with FilesCatalog(catalog) as cat:
                written = dict(cat.db.execute("SELECT path, written_hash FROM notes"))
        for day_dir in sorted(p for p in ws.memory_dir.iterdir() if p.is_dir() and is_day(p.name)):
            for path in sorted(day_dir.glob("*.md")):
                if path.name.startswith("."):
                    continue
                digest = content_hash(path.read_text(encoding="utf-8", errors="replace"))
                if written.get(ws.rel(path)) != digest:
                    per_day[day_dir.name].append([cid, path.name, digest])
    return _versions(per_day)


__all__ = [
    "code_version",
    "episode_inbox_day_versions",
    "hand_note_day_versions",
    "module_sources",
    "resource_day_versions",
    "session_day_versions",
    "stored_episode_day_versions",
]
