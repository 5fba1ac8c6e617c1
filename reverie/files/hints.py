"""A session's memory hint: what its caller wants the notes to pay attention to (see `auto_memory`)."""

from __future__ import annotations

from pathlib import Path

from reverie.workspace import Workspace, atomic_write_text

MAX_HINT_CHARS = 2000


def hint_path(ws: Workspace, session_id: str) -> Path:
    ws.dialog_path(session_id)  # validates the id
    return ws.root / "mem_session" / "hints" / f"{session_id}.txt"


def save_hint(ws: Workspace, session_id: str, hint: str) -> None:
    """Keep `hint` as the session's memory hint (the latest one wins; an empty hint clears it)."""
    path = hint_path(ws, session_id)
    hint = " ".join(str(hint).split())[:MAX_HINT_CHARS]
    if not hint:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, hint + "\n")


def read_hint(ws: Workspace, session_id: str) -> str:
    """The session's memory hint, or "" when none was given."""
    try:
        return hint_path(ws, session_id).read_text(encoding="utf-8").strip()
    except (FileNotFoundError, UnicodeDecodeError):
        return ""
