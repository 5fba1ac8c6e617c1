"""Speakers of the dream's units, and the units set aside because they instruct the agent.

    kept, set_aside = assign_speakers(ws, "memory/2026-11-02/ops.md", meta, units)

A resource note's units are the file's; a session note's units are matched to
the turns of its conversation (the user's -> person, the assistant's -> agent;
a statement found in no turn is a person's addition to the note); any other
note is the person's. Then (reverie.speakers): a unit of a file or the agent
that instructs the agent is set aside, as is every unit of a note's
quoted-instructions section; the agent's statement is never personal (it goes
to the wiki as a claim of its source), nor is a file's that speaks for a person:
its "I" or "my" (the file's author) or someone's preference. A file's other
personal statements are its team's rules and conventions ("Visitors must sign
in", "Staff keep their phones in the office"), which stay personal.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from reverie.dream.buckets import files_claim
from reverie.dream.units import Unit
from reverie.files.sessions import Turn, read_dialog
from reverie.speakers import (
    FILE,
    PERSON,
    QUOTED_SECTIONS,
    is_instruction_to_agent,
    note_speaker,
    turn_speaker,
)
from reverie.text import tokenize
from reverie.workspace import Workspace

log = logging.getLogger(__name__)


def _session_turns(ws: Workspace, meta: dict) -> list[Turn]:
    sid = meta.get("session_id")
    if not isinstance(sid, str) or not sid:
        return []
    try:
        turns, _ = read_dialog(ws, sid)
    except (OSError, ValueError) as exc:  # a missing or refused dialog: speakers fall back to the person
        log.warning("dialog of session %s unreadable for speakers: %s", sid, exc)
        return []
    return turns


def assign_speakers(ws: Workspace, rel: str, meta: dict, units: Sequence[Unit]) -> tuple[list[Unit], list[Unit]]:
    """Set each unit's speaker; return (units to integrate, units set aside as instructions to the agent)."""
    base = note_speaker(meta)
    turns = [(t.role, set(tokenize(t.content))) for t in _session_turns(ws, meta)] if base == PERSON else []
    kept, set_aside = [], []
    for unit in units:
        unit.speaker = base if base == FILE or not turns else turn_speaker(unit.statement, turns)
        if unit.hint in QUOTED_SECTIONS or (unit.speaker != PERSON and is_instruction_to_agent(unit.statement)):
            set_aside.append(unit)
            continue
        if (
            unit.speaker != PERSON
            and unit.bucket == "personal"
            and not (unit.speaker == FILE and not files_claim(unit.statement))
        ):
            unit.bucket = "wiki"
        kept.append(unit)
    return kept, set_aside
