"""Reverie's memory engine: pure Python, no Dagster import.

The calls an agent makes, from one import (each loaded on first use, so `import reverie` stays cheap)::

    import reverie
    reverie.record_episodes([{"cid": "acme", "agent_id": "ingester-1", "role_label": "ingester",
                              "ts": "2026-11-28T10:00:00Z", "text": "The 40MB PDF crashed the ingester"}])
    notes = reverie.read_memory_notes("acme", "ingester")          # one hot-cache read
    message = reverie.build_user_message("Ingest q3.pdf", cid="acme", role="ingester", agent_id="ingester-1")
    hits = reverie.search("why did the ingester crash", collective="acme")
    memory = reverie.DecisionMemory()                              # decisions, rewards, few-shot context

Heavy libraries (lancedb, torch, sentence-transformers, litellm) are imported
inside the functions that need them, so importing this package stays cheap for
the CLI, the webserver and agents on the prompt path.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from reverie.errors import ReverieError

if TYPE_CHECKING:
    from reverie.agent import record_episodes as record_episodes
    from reverie.config import Settings as Settings
    from reverie.decisions import DecisionMemory as DecisionMemory
    from reverie.reflection.prompt import build_user_message as build_user_message
    from reverie.stores.hotcache import read_memory_notes as read_memory_notes

# name -> the module that defines it, imported on first access
_EXPORTS = {
    "record_episodes": "reverie.agent",
    "build_user_message": "reverie.reflection.prompt",
    "read_memory_notes": "reverie.stores.hotcache",
    "search": "reverie.search",  # the package, callable: reverie.search(query, collective=...)
    "DecisionMemory": "reverie.decisions",
    "OutcomeFeedback": "reverie.decisions",
    "Settings": "reverie.config",
}

__all__ = ["ReverieError", *_EXPORTS]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'reverie' has no attribute {name!r}")
    imported = importlib.import_module(module)
    # `search` is the package reverie.search itself, callable as reverie.search(query, ...)
    value = imported if module == f"reverie.{name}" else getattr(imported, name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
