"""DecisionMemory: past decisions, trajectories and human feedback, retrieved as few-shot context.

An agent process imports it without Dagster:

    from reverie.decisions import DecisionMemory
    memory = DecisionMemory()                      # LanceDB under REVERIE_DATA_DIR (or DecisionMemory(path=...))
    memory.store_decision("Friday 6PM", "negotiate", "career", 0.72, {"career.workload": 95}, "Moved the deadline.")
    block = memory.build_few_shot_prompt("Friday 6PM", {"career.workload": 90, "finances.savings": 40})

Vectors come from Reverie's embedder and its content-hash cache
(all-MiniLM-L6-v2); the hash embedding is used only when the model cannot
load, and that is recorded (`embedding_fallback`, each row's
`embedding_model`). A search compares only vectors of the model in use: rows
another model embedded are left out with a warning until `reembed()` (which
the `decision_memory` asset runs) re-embeds them.

The class is assembled from one module per concern (see the package docstring).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from reverie.decisions.recall import DecisionRecall, metric_names
from reverie.decisions.records import DEFAULT_COLLECTIVE, collective_field
from reverie.decisions.store import open_location
from reverie.decisions.upkeep import INDEX_MIN_ROWS, MemoryUpkeep, build_vector_index
from reverie.embedding import Embedder

log = logging.getLogger(__name__)

__all__ = ["INDEX_MIN_ROWS", "DecisionMemory", "build_vector_index", "load_embedder"]


def load_embedder(settings: Any, lancedb_uri: str, cache: bool | None = None) -> tuple[Embedder, str]:
    """Reverie's configured embedder behind its LanceDB cache, and the fallback note ('' when none).

    Only when the model cannot load (package or weights missing, runtime
    failure) is the hash embedding used; the returned note says why.
    """
    from reverie.embedding import configured_embedder
    from reverie.embedding.model import HashEmbedder

    try:
        return configured_embedder(settings, lancedb_uri, cache=cache)[0], ""
    except (ImportError, OSError, RuntimeError) as exc:
        note = f"{settings.embed_backend} could not load ({type(exc).__name__}: {exc}); hash embedding used"
        log.warning("decision memory: %s", note)
        return HashEmbedder(), note


class DecisionMemory(DecisionRecall, MemoryUpkeep):
    """The LanceDB tables `decisions`, `trajectories` and `feedback` of one collective.

    `path`: a LanceDB directory or URI (default: Settings().lancedb_path, under
    REVERIE_DATA_DIR). When it cannot be used (a file, not creatable, not
    writable, an object store that refuses the connection) the memory falls
    back to an in-memory store with a loud warning: `persistent` is then False
    and `fallback_reason` says why; `persistent=True` raises OSError instead
    (the pipeline assets ask for that). `embedder`: any object with
    `embed(texts)`, `model_id` and `dim` (default: Reverie's configured
    embedder and cache). `cid`: the collective whose rows are read and
    written. `higher_is_worse`: metric names (whole, or the part after the
    last dot) whose high values are the stressed ones, e.g. {"stress_level",
    "workload"}. `hydrate`: fill an empty `decisions` table from the
    pre-seeded JSON files once (see `reverie.decisions.hydrate`); `seed_dir`
    overrides where they are (None: REVERIE_DECISIONS_SEED_DIR, else the
    packaged set; "off": none).

    Bad input raises `DecisionInputError` naming the field, before anything
    is written.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        embedder: Embedder | None = None,
        cid: str = DEFAULT_COLLECTIVE,
        higher_is_worse: Iterable[str] = (),
        hydrate: bool = True,
        seed_dir: str | Path | None = None,
        persistent: bool = False,
    ) -> None:
        from reverie.config import Settings

        settings = Settings()
        self.cid = collective_field(cid)
        self.higher_is_worse = metric_names(higher_is_worse, "higher_is_worse")
        self._db, self.uri, self.fallback_reason = open_location(
            str(path) if path is not None else settings.lancedb_path, allow_fallback=not persistent
        )
        self.embedding_fallback = ""
        if embedder is None:
            # An in-memory store keeps no embedding cache either: the cache table would live where it cannot.
            cache = None if self.persistent else False
            embedder, self.embedding_fallback = load_embedder(settings, self.uri, cache=cache)
        self.embedder = embedder
        self.dim = int(embedder.dim)
        # Vector-index search knobs (used once an index exists); bench/bench_decisions.py measured them.
        self.nprobes = 20
        self.refine_factor = 5
        self.exact = False  # True: scan every vector (exact top-k) even when an index exists
        self.warnings: list[str] = [f"not persistent: {self.fallback_reason}"] if self.fallback_reason else []
        self._tables: dict[str, Any] = {}
        self._foreign_checked: set[str] = set()
        self._search_views: dict[str, tuple[int, Any, bool]] = {}
        self.hydration = None
        if hydrate:
            from reverie.decisions.hydrate import hydrate_if_empty, resolve_seed_dir

            self.hydration = hydrate_if_empty(self, resolve_seed_dir(seed_dir, settings))
