"""Assembling an agent's user message from memory; the system prompt is never touched.

    MEMORY_NOTES (...)
    RECENT_RELEVANT_EPISODES (...)
    <the task>

Keeping memory in the user message leaves the role's system prompt a stable,
cacheable prefix.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from reverie.embedding import Embedder

MEMORY_NOTES_HEADER = "MEMORY_NOTES (durable lessons from this role's past work; apply them when relevant)"
EPISODES_HEADER = "RECENT_RELEVANT_EPISODES (similar past tasks of this agent and how they went)"


def _clip(text: str, limit: int) -> str:
    text = " ".join(str(text or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def format_user_message(task: str, notes: Sequence[dict[str, Any]], episodes: Sequence[dict[str, Any]],
                        max_chars: int = 240) -> str:
    """The user message: memory blocks (only when non-empty) followed by the task."""
    blocks: list[str] = []
    if notes:
        lines = [MEMORY_NOTES_HEADER]
        for note in notes:
            support = note.get("source_count")
            suffix = f" (seen {support}x)" if support else ""
            lines.append(f"- {_clip(note.get('summary', ''), max_chars)}{suffix}")
        blocks.append("\n".join(lines))
    if episodes:
        lines = [EPISODES_HEADER]
        for ep in episodes:
            ts = ep.get("ts")
            day = ts.strftime("%Y-%m-%d") if isinstance(ts, datetime) else str(ts or "")[:10]
            head = _clip(ep.get("title") or ep.get("text", ""), 120)
            outcome = _clip(ep.get("outcome", ""), max_chars)
            reward = ep.get("reward")
            reward_s = f" reward={reward:g}" if isinstance(reward, (int, float)) else ""
            lines.append(f"- [{day}] {head} -> {outcome or 'no outcome recorded'}{reward_s}")
        blocks.append("\n".join(lines))
    blocks.append(task)
    return "\n\n".join(blocks)


def build_user_message(task: str, *, cid: str, role: str, agent_id: str, store=None, embedder: Embedder | None = None,
                       cache=None, k_episodes: int = 5, roles_dir=None) -> str:
    """Read the role's notes from the hot cache (one key) and the agent's nearest episodes, then format.

    `store` is a `reverie.stores.lance.LanceStore` and `embedder` any `Embedder`;
    without them the episode block is left out. A role whose role.yaml sets
    `memory_retrieval: false` reads no memory at all: the message is the task.
    Memory problems never fail the prompt: missing pieces are simply left out.
    """
    from reverie.roles import retrieves_memory
    from reverie.stores.hotcache import read_memory_notes

    settings = None
    if roles_dir is None or cache is None:  # built once here: it is most of this path's cost
        from reverie.config import Settings

        with contextlib.suppress(ValueError):  # a malformed setting elsewhere must not fail the prompt
            settings = Settings()
    if roles_dir is None:
        roles_dir = settings.roles_dir if settings is not None else "roles"
    if not retrieves_memory(roles_dir, role):
        return task
    notes = read_memory_notes(cid, role, cache=cache, settings=settings)
    episodes: list[dict[str, Any]] = []
    if store is not None and embedder is not None:
        import logging

        try:
            vector = embedder.embed([task])[0]
            episodes = store.search_episodes(vector, cid=cid, agent_id=agent_id, role_label=role,
                                             embedding_model=embedder.model_id, limit=k_episodes)
        except Exception as exc:  # noqa: BLE001 - memory is optional on the prompt path
            logging.getLogger(__name__).warning("episode recall skipped for %s/%s: %r", cid, agent_id, exc)
    return format_user_message(task, notes, episodes)
