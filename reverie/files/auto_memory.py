"""Auto memory's caller-facing extras (ReMe's `memory_hint` and the flush before context compaction).

- A hint is what the caller wants the note to pay attention to ("the
  customer's billing setup"). `record_turns(..., memory_hint=...)` keeps the
  latest hint of a session in `mem_session/hints/<session_id>.txt`, so the
  sensor's later flush uses it too; `flush_session(..., memory_hint=...)`
  passes one for that flush. The LLM distiller reads it in its prompt; the
  offline distiller keeps the sentences that name what the hint names even
  when they would not count as a fact, decision or preference on their own.
- `flush_before_compaction(ws, session_id, turns)` is what an agent calls just
  before it compacts its context: the turns about to scroll out are recorded
  and the session's notes are written now, whatever
  REVERIE_AUTO_MEMORY_INTERVAL says, so nothing said early in a long day is
  lost to the compaction (QwenPaw #6555).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from reverie.files.distil import NoteDistiller
from reverie.files.hints import read_hint, save_hint
from reverie.files.session_notes import FlushReport, flush_session
from reverie.files.sessions import TurnsRecorded, record_turns
from reverie.stores.catalog import FilesCatalog, open_catalog
from reverie.workspace import Workspace

__all__ = ["flush_before_compaction", "read_hint", "save_hint"]


def flush_before_compaction(
    ws: Workspace,
    session_id: str,
    turns: Iterable[Any] = (),
    *,
    memory_hint: str | None = None,
    tz: str = "UTC",
    distiller: NoteDistiller | None = None,
    catalog: FilesCatalog | None = None,
) -> tuple[TurnsRecorded, FlushReport]:
    """Record `turns` (those about to be compacted away) and write the session's notes now.

    Returns what was recorded and what the flush wrote; notes of every day
    the session has turns on are brought up to date, so the agent may drop
    the turns from its context once this returns.
    """
    with open_catalog(ws.metadata_dir, catalog) as cat:
        recorded = record_turns(
            ws, session_id, turns, tz=tz, memory_hint=memory_hint, auto_memory_interval=None, catalog=cat
        )
        report = flush_session(ws, session_id, distiller, tz=tz, catalog=cat)
    return recorded, report
