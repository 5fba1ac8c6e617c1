"""Which workspace files search covers: Markdown under memory/ and digest/, no day index, nothing hidden, never a
link out of the workspace; `workspace_files` finds them in one walk."""

from __future__ import annotations

import os
import re
from operator import attrgetter
from pathlib import Path

from reverie.workspace import Workspace

INDEXED_FOLDERS = ("memory", "digest")
_DAY_INDEX = re.compile(r"^memory/\d{4}-\d{2}-\d{2}\.md$")  # generated day indexes repeat their notes' descriptions
_DAY_INDEX_LENGTH = len("memory/2026-01-01.md")  # (only a path this long can be one: most skip the pattern)


def covered(rel: str) -> bool:
    """True for a workspace-relative path search indexes: Markdown under memory/ or digest/, no day index,
    nothing hidden."""
    return (
        rel.split("/", 1)[0] in INDEXED_FOLDERS
        and rel.endswith(".md")
        and not _DAY_INDEX.match(rel)
        and not any(p.startswith(".") for p in rel.split("/"))
    )


def workspace_files(ws: Workspace) -> dict[str, str]:
    """{workspace-relative path: absolute path} of the Markdown files search covers, in path order.

    One `os.scandir` walk (links to folders are not followed, as `rglob` does not); only an entry that is a
    link, or everything under a folder that is itself a link out, is resolved to check it stays in the workspace.
    """
    found: dict[str, str] = {}
    for folder in INDEXED_FOLDERS:
        base = ws.root / folder
        if base.is_dir():
            check_all = base.is_symlink() and not ws.contains(base)
            entries: list[tuple[str, str, bool]] = []
            _markdown_entries(str(base), folder, entries)
            for rel, path, is_link in entries:
                # (the walk gives what `covered` asks but the day-index rule: Markdown, nothing hidden)
                if (is_link or check_all) and not (os.path.isfile(path) and ws.contains(Path(path))):
                    continue  # never a link out of the workspace
                if len(rel) != _DAY_INDEX_LENGTH or not _DAY_INDEX.match(rel):
                    found[rel] = path
    return found


def _markdown_entries(folder: str, rel: str, out: list[tuple[str, str, bool]]) -> None:
    """Append (relative path, path, is a link) of the regular files and links named *.md under `folder` to `out`,
    hidden entries left out, links to folders not followed; each folder's entries in name order (so the whole in
    the order paths sort). File types come from the directory entries: no system call per file."""
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=_NAME)
    except OSError:
        return
    for entry in entries:
        name = entry.name
        if name[0] == ".":
            continue
        try:
            if entry.is_dir(follow_symlinks=False):
                _markdown_entries(entry.path, f"{rel}/{name}", out)
            elif name.endswith(".md"):
                link = entry.is_symlink()
                if link or entry.is_file(follow_symlinks=False):
                    out.append((f"{rel}/{name}", entry.path, link))
        except OSError:
            continue


_NAME = attrgetter("name")
