"""Results announced where a user sees them: `mem_metadata/inbox.jsonl`, one event per run that changed something.

ReMe pushes an inbox event when auto memory, auto resource or the dream
changed memory. Reverie appends one JSON line per such run to the
collective's `mem_metadata/inbox.jsonl`, and only when something changed:

    {"at": "2026-03-10T09:12:03+00:00", "source": "auto_memory" | "auto_resource" | "dream",
     "summary": "2 notes created, 1 updated", "days": ["2026-03-10"],
     "changes": [{"path": "memory/2026-03-10/billing.md", "action": "created"}, ...]}

`reverie inbox [--collective CID]` prints them, newest first; the runs'
Dagster metadata carries the same event.
"""

from __future__ import annotations

import json
import logging
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.workspace import Workspace

log = logging.getLogger(__name__)

INBOX_FILE = "inbox.jsonl"
MAX_CHANGES = 200  # paths listed in one event; the summary counts all of them
# What a note write did that changed memory (unchanged, kept-* and nothing-to-note did not).
CHANGED_NOTE_ACTIONS = frozenset({"created", "updated", "appended", "recreated", "deleted"})
_NOUNS = {"auto_memory": "note", "auto_resource": "note", "dream": "digest node"}


def inbox_path(ws: Workspace) -> Path:
    return ws.metadata_dir / INBOX_FILE


def _summary(source: str, changes: Sequence[dict]) -> str:
    """ "2 notes created, 1 updated": counts per action, the most frequent first."""
    noun = _NOUNS.get(source, "file")
    parts = []
    counts = sorted(Counter(c["action"] for c in changes).items(), key=lambda kv: (-kv[1], kv[0]))
    for i, (action, n) in enumerate(counts):
        parts.append(f"{n} {noun}{'' if n == 1 else 's'} {action}" if i == 0 else f"{n} {action}")
    return ", ".join(parts)


def announce(
    ws: Workspace,
    source: str,
    changes: Iterable[tuple[str, str]],
    *,
    days: Iterable[str] = (),
    detail: dict | None = None,
) -> dict | None:
    """Append an event for `changes` ((path, action) pairs) to the inbox; None (nothing written) when empty."""
    listed = [{"path": path, "action": action} for path, action in changes]
    if not listed:
        return None
    event = {
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
        "source": source,
        "summary": _summary(source, listed),
        "days": sorted(set(days)),
        "changes": listed[:MAX_CHANGES],
        **(detail or {}),
    }
    line = (json.dumps(event, ensure_ascii=False) + "\n").encode("utf-8")
    path = inbox_path(ws)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        os.write(fd, line)  # one write of one line with O_APPEND: concurrent runs never interleave lines
    finally:
        os.close(fd)
    return event


def note_changes(writes: Iterable[Any], renamed: Iterable[tuple[str, str]] = ()) -> list[tuple[str, str]]:
    """(path, action) of the note writes (`NoteWrite`s) that changed a note, then the renames."""
    out = [(w.path, w.action) for w in writes if w.action in CHANGED_NOTE_ACTIONS and w.path]
    return out + [(new, "renamed") for _, new in renamed]


def announce_dream(ws: Workspace, report: object) -> dict | None:
    """The dream run's event: the digest nodes its actions wrote and those marked as having lost a source."""
    changes = [(a.node, a.action) for a in getattr(report, "actions", []) if a.node]
    changes += [(node, "source-deleted") for node in getattr(report, "nodes_marked_source_deleted", [])]
    if not getattr(report, "writes", 0) and not changes:
        return None
    return announce(ws, "dream", changes, days=getattr(report, "days", []))


def read_events(ws: Workspace, limit: int | None = None) -> list[dict]:
    """The inbox's events, newest first (a line that does not parse is logged and skipped)."""
    path = inbox_path(ws)
    if not path.exists():
        return []
    events = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for lineno, line in enumerate(f, start=1):
            if not line.strip():
                continue
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError as exc:
                log.warning("%s:%d: not an inbox event (%s); skipped", path, lineno, exc)
    events.reverse()
    return events[:limit] if limit else events
