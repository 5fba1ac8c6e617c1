"""Keeping each day folder, its notes' file names and its index in step with what is on disk.

- A note whose frontmatter `name` no longer matches its file name (a person
  changed it, or a later distillation named the topic differently) is renamed
  to `memory/<day>/<slug of name>.md`, as ReMe does; a clash gets
  `--<hash of the old path>` and then `-2` .. `-99`. Links to it in memory/
  and digest/ are rewritten and the catalog follows, so nothing dangles.
- A day whose folder changed since its index was written (a note deleted,
  added or edited by hand) has its index refreshed on the next run, even when
  that run writes nothing for the day. Which days changed is read from
  modification times (a deletion always changes its folder's); whether the
  index changes is decided by its content, so a touched file costs a re-read
  and nothing more.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass, field

from reverie import frontmatter
from reverie.files.daily_notes import refresh_day_index
from reverie.files.links import retarget_links
from reverie.hashing import content_hash
from reverie.stores.catalog import FilesCatalog
from reverie.text import slugify
from reverie.workspace import Workspace, is_day

log = logging.getLogger(__name__)


@dataclass
class DaySync:
    """What syncing day folders did: notes renamed (old, new), files whose links followed, indexes rewritten."""

    renamed: list[tuple[str, str]] = field(default_factory=list)
    links_rewritten: list[str] = field(default_factory=list)
    indexes_refreshed: list[str] = field(default_factory=list)

    def extend(self, other: DaySync) -> None:
        self.renamed += other.renamed
        self.links_rewritten += other.links_rewritten
        self.indexes_refreshed += other.indexes_refreshed


def _named_as(stem: str, slug: str) -> bool:
    """True when a file stem already carries `slug` (itself, or with a clash suffix `--...`)."""
    return stem == slug or stem.startswith(slug + "--")


def _move_no_clobber(ws: Workspace, old: str, name: str) -> str | None:
    """Move `old` to a free `memory/<day>/<name>[--hash[-n]].md`; None when no name is free."""
    folder = (ws.root / old).parent
    tag = content_hash(old, length=8)
    for cand in [name, f"{name}--{tag}"] + [f"{name}--{tag}-{i}" for i in range(2, 100)]:
        target = folder / f"{cand}.md"
        if target.exists():
            continue
        try:
            os.link(ws.root / old, target)  # fails if another process took the name meanwhile: never overwrites
        except FileExistsError:
            continue
        os.unlink(ws.root / old)
        return ws.rel(target)
    return None


def rename_to_names(ws: Workspace, cat: FilesCatalog, day: str) -> list[tuple[str, str]]:
    """Rename the notes of `day` whose frontmatter `name` differs from their file name; returns (old, new)."""
    folder = ws.day_dir(day)
    moves: list[tuple[str, str]] = []
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        if path.name.startswith(".") or path.is_symlink() or not ws.contains(path):
            continue
        rel = ws.rel(path)
        try:
            meta, _ = frontmatter.read(path, rel)
        except (frontmatter.FrontmatterError, UnicodeDecodeError, OSError):
            continue  # the day index reports an unreadable note; its name is not to be guessed
        name = meta.get("name")
        slug = slugify(name) if isinstance(name, str) else ""
        if not slug or _named_as(path.stem, slug):
            continue
        new = _move_no_clobber(ws, rel, slug)
        if new is None:
            log.warning("note %s: no free file name for its name %r; left as it is", rel, name)
            continue
        cat.move_note(rel, new)
        moves.append((rel, new))
        log.info("note %s renamed to %s (its frontmatter name is %r)", rel, new, name)
    return moves


def changed_days(ws: Workspace) -> list[str]:
    """Days whose folder or notes were modified after their index was last written (or that have no index)."""
    out: list[str] = []
    if not ws.memory_dir.is_dir():
        return out
    for entry in os.scandir(ws.memory_dir):
        if not entry.is_dir(follow_symlinks=False) or not is_day(entry.name):
            continue
        try:
            index = os.stat(ws.day_index_path(entry.name)).st_mtime_ns
        except FileNotFoundError:
            index = -1
        newest = entry.stat(follow_symlinks=False).st_mtime_ns
        with os.scandir(entry.path) as notes:
            for note in notes:
                if note.name.endswith(".md") and note.is_file(follow_symlinks=False):
                    newest = max(newest, note.stat(follow_symlinks=False).st_mtime_ns)
        if newest >= index:
            out.append(entry.name)
    return sorted(out)


def sync_days(ws: Workspace, cat: FilesCatalog, days: Iterable[str] = ()) -> DaySync:
    """Rename notes to their names and refresh the indexes of `days` and of every day changed on disk."""
    report = DaySync()
    todo = sorted(set(days) | set(changed_days(ws)))
    moves: dict[str, str] = {}
    for day in todo:
        if not ws.day_dir(day).is_dir():
            continue
        with cat.transaction():
            renamed = rename_to_names(ws, cat, day)
        report.renamed += renamed
        moves.update(renamed)
    if moves:
        with cat.transaction():
            report.links_rewritten = retarget_links(ws, cat, moves)
    for day in todo:
        if refresh_day_index(ws, day, cat):
            report.indexes_refreshed.append(day)
        elif ws.day_index_path(day).exists():
            os.utime(ws.day_index_path(day))  # checked and current: not re-read until the day changes again
    return report
