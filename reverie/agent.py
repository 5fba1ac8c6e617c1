"""The agent-side write in one call: `record_episodes`, with the configured store and embedder."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reverie.config import Settings
    from reverie.embedding import Embedder
    from reverie.episodes import Episode


def record_episodes(
    records: Sequence[dict[str, Any] | Episode], *, settings: Settings | None = None, embedder: Embedder | None = None
) -> int:
    """Validate, embed and store episodes (dicts with `cid`, `agent_id`, `role_label`, `ts`, `text`, ...).

    Uses LanceDB at `settings.lancedb_path` and the configured embedder unless given. Raises EpisodeError
    naming the record's position when one is invalid; nothing is stored then. Returns how many were new.
    """
    from reverie.config import Settings
    from reverie.embedding import configured_embedder
    from reverie.stores.lance import LanceStore

    settings = settings or Settings()
    if embedder is None:
        embedder, _ = configured_embedder(settings)
    return LanceStore(settings.lancedb_path).record_episodes(records, embedder)
