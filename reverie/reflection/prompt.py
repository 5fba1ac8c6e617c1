"""Assembling an agent's user message from memory; the system prompt is never touched.

    MEMORY_NOTES (...)
    RECENT_RELEVANT_EPISODES (...)
    <the task>

Keeping memory in the user message leaves the role's system prompt a stable,
cacheable prefix.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from datetime import datetime
from typing import Any

from reverie.days import day_of
from reverie.embedding import Embedder

log = logging.getLogger(__name__)

MEMORY_NOTES_HEADER = "MEMORY_NOTES (durable lessons from this role's past work; apply them when relevant)"
EPISODES_HEADER = "RECENT_RELEVANT_EPISODES (similar past tasks of this agent and how they went)"


# A block header's name inside remembered text is escaped (MEMORY\_NOTES): content never opens a block.
_HEADER_NAMES = re.compile(r"MEMORY_NOTES|RECENT_RELEVANT_EPISODES", re.IGNORECASE)


def _clip(text: str, limit: int) -> str:
    """Remembered text as one line (it can never start a line of the message), at most `limit` characters."""
    text = " ".join(str(text or "").split())
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return _HEADER_NAMES.sub(lambda m: m.group(0).replace("_", "\\_"), text)


def format_user_message(
    task: str, notes: Sequence[dict[str, Any]], episodes: Sequence[dict[str, Any]], max_chars: int = 240
) -> str:
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
            day = day_of(ts) if isinstance(ts, datetime) else str(ts or "")[:10]
            head = _clip(ep.get("title") or ep.get("text", ""), 120)
            outcome = _clip(ep.get("outcome", ""), max_chars)
            reward = ep.get("reward")
            reward_s = f" reward={reward:g}" if isinstance(reward, (int, float)) else ""
            lines.append(f"- [{day}] {head} -> {outcome or 'no outcome recorded'}{reward_s}")
        blocks.append("\n".join(lines))
    blocks.append(task)
    return "\n\n".join(blocks)


def _task_vector(embedder: Embedder | None, task: str, cid: str, agent_id: str) -> Any:
    """The task's embedding; None without an embedder or when embedding failed (logged: recall is skipped)."""
    if embedder is None:
        return None
    try:
        return embedder.embed([task])[0]
    except Exception as exc:  # noqa: BLE001 - memory is optional on the prompt path
        log.warning("episode recall skipped for %s/%s: the task could not be embedded: %r", cid, agent_id, exc)
        return None


def _wait_for_reads(done: Future, timeout: float, cid: str, role: str, agent_id: str) -> None:
    """Wait up to `timeout` seconds for the memory reads; a slow or failed read leaves what was read by then."""
    try:
        done.result(timeout=timeout)
    except FutureTimeout:
        log.debug(
            "memory reads for %s/%s/%s took over %.3f s: the prompt goes with what was read",
            cid,
            role,
            agent_id,
            timeout,
        )
    except Exception as exc:  # noqa: BLE001 - never fail the prompt on memory
        log.debug("memory reads for %s/%s failed: %r", cid, agent_id, exc)


def build_user_message(
    task: str,
    *,
    cid: str,
    role: str,
    agent_id: str,
    store=None,
    embedder: Embedder | None = None,
    cache=None,
    k_episodes: int = 5,
    roles_dir=None,
    settings=None,
) -> str:
    """Read the role's notes (one hot-cache key) and the agent's recent relevant episodes, then format.

    RECENT_RELEVANT_EPISODES: this agent's episodes in this role of the last REVERIE_RECENT_EPISODES_DAYS days,
    the `k_episodes` most similar to the task, none below REVERIE_RECENT_EPISODES_MIN_SIMILARITY; read from the
    agent's recent window in the hot cache (`cache`, default the environment's) in one read, ranked in process.
    LanceDB is never opened here: `store` is accepted for older callers and not used. Without an `embedder`
    the episode block is left out; an empty block is always left out.

    A role whose role.yaml sets `memory_retrieval: false` reads no memory at all: the message is the task.
    Memory problems never fail the prompt: the reads get REVERIE_PROMPT_MEMORY_TIMEOUT_S in all, and a slow
    or dead store gives the message with what was read by then (silently, like a hot-cache miss).
    """
    from reverie.roles import retrieves_memory

    if settings is None:  # built once here: it is most of this path's cost
        from reverie.config import Settings

        with contextlib.suppress(ValueError):  # a malformed setting elsewhere must not fail the prompt
            settings = Settings()
    if roles_dir is None:
        roles_dir = settings.roles_dir if settings is not None else "roles"
    if not retrieves_memory(roles_dir, role):
        return task
    vector = _task_vector(embedder, task, cid, agent_id)
    read: dict[str, list[dict[str, Any]]] = {}
    done = _READS.submit(
        _read_memory,
        read,
        task,
        cid,
        role,
        agent_id,
        cache,
        settings,
        vector,
        getattr(embedder, "model_id", ""),
        k_episodes,
    )
    _wait_for_reads(done, settings.prompt_memory_timeout_s if settings is not None else 0.25, cid, role, agent_id)
    return format_user_message(task, list(read.get("notes", [])), list(read.get("episodes", [])))


# Memory reads run here so a hung store costs a prompt its timeout, never more; a few threads, since one
# stuck on a dead socket must not hold the next prompt's reads.
_READS = ThreadPoolExecutor(max_workers=4, thread_name_prefix="reverie-prompt-memory")


def _read_memory(
    read: dict, task: str, cid: str, role: str, agent_id: str, cache, settings, vector, model_id: str, k: int
) -> None:
    from reverie.stores.hotcache import _cache_for_env, read_memory_notes

    read["notes"] = read_memory_notes(cid, role, cache=cache, settings=settings)
    if vector is None or settings is None:
        return
    try:
        from reverie.stores.recent import recent_relevant_episodes, window_backend

        if cache is None:
            cache, _ = _cache_for_env(settings)
        read["episodes"] = recent_relevant_episodes(
            window_backend(cache),
            vector,
            cid=cid,
            role=role,
            agent_id=agent_id,
            model_id=model_id,
            days=settings.recent_episodes_days,
            min_similarity=settings.recent_episodes_min_similarity,
            k=k,
        )
    except Exception as exc:  # noqa: BLE001 - memory is optional on the prompt path
        log.warning("episode recall skipped for %s/%s: %r", cid, agent_id, exc)
