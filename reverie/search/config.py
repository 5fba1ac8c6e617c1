"""Search settings: what is indexed with what weight, and how the two rankings are fused.

The defaults were chosen by measurement on external conversation-retrieval
data (`reverie eval retrieval`, README "Search"), not by habit; every field can
be changed for an ablation (`reverie eval retrieval DIR --set lexical_weight=0`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class SearchConfig:
    # Lexical (BM25 over `reverie.text.search_terms`): a term in the paragraph counts 1, in the note's
    # title/heading `title_weight`, in a neighbouring paragraph `context_weight`, in the note's day `day_weight`.
    bm25_k1: float = 1.2
    bm25_b: float = 0.75
    title_weight: float = 0.3
    context_weight: float = 0.3
    day_weight: float = 0.5
    # Vector recall embeds "heading: paragraph", plus the previous paragraph when `embed_context` is on.
    embed_context: bool = False
    # Weighted reciprocal-rank fusion: weight / (rrf_k + rank) from each ranking.
    lexical_weight: float = 1.0
    vector_weight: float = 1.0
    rrf_k: int = 60
    candidates: int = 200  # per ranking, before fusion
    # Link expansion: linked notes come after the direct hits, at `expand_factor` x their hit's score.
    expand_factor: float = 0.5
    expand_per_hit: int = 3

    def with_overrides(self, pairs: dict[str, str]) -> "SearchConfig":
        """A copy with `name=value` strings applied (for ablations); unknown names are refused."""
        known = {f.name: f.type for f in fields(self)}
        changes: dict[str, Any] = {}
        for name, raw in pairs.items():
            if name not in known:
                raise ValueError(f"unknown search setting {name!r}; known: {', '.join(sorted(known))}")
            kind = type(getattr(self, name))
            if kind is bool:
                changes[name] = raw.strip().lower() in ("1", "true", "yes", "on")
            else:
                try:
                    changes[name] = kind(raw)
                except ValueError as exc:
                    raise ValueError(f"search setting {name}={raw!r} is not a {kind.__name__}") from exc
        return replace(self, **changes)

    def index_key(self) -> tuple:
        """The settings that change what is stored (the rest only change ranking)."""
        return (self.embed_context,)


DEFAULT_CONFIG = SearchConfig()
