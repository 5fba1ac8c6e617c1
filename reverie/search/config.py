"""Search settings: what is indexed with what weight, and how the two rankings are fused.

The defaults were chosen by measurement on external conversation-retrieval
data (`reverie eval retrieval`, docs/search-quality.md), not by habit; every field can
be changed for an ablation (`reverie eval retrieval DIR --set lexical_weight=0`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class SearchConfig:
    # Lexical (BM25 over `reverie.text.search_terms`): a term in the paragraph counts 1, in the note's
    # title/heading `title_weight`, in the previous / next paragraph `before_weight` / `after_weight`, in the
    # paragraphs two away `near_weight`, in the note's day (as "8 May 2023", "2023-05-08", ...) `day_weight`.
    # A paragraph often answers the one before it ("Yes, last Friday!"), so its neighbours' words count too.
    stemming: bool = True  # English word forms ("paintings" ~ "painted") match
    bm25_k1: float = 1.2
    bm25_b: float = 0.75
    title_weight: float = 0.3
    before_weight: float = 0.5
    after_weight: float = 0.5
    near_weight: float = 0.2
    day_weight: float = 0.5
    # Vector recall embeds "heading: paragraph", plus the previous paragraph when `embed_context` is on.
    embed_context: bool = True
    # A chunk's vector score also counts its neighbours' cosines, at this weight (0 = off).
    vector_context_weight: float = 0.0
    # Weighted reciprocal-rank fusion: weight / (rrf_k + rank) from each ranking.
    lexical_weight: float = 1.0
    vector_weight: float = 0.6
    rrf_k: int = 10
    candidates: int = 200  # per ranking, before fusion
    # Link expansion: linked notes come after the direct hits, at `expand_factor` x their hit's score.
    expand_factor: float = 0.5
    expand_per_hit: int = 3

    def with_overrides(self, pairs: dict[str, str]) -> SearchConfig:
        """A copy with `name=value` strings applied (for ablations).

        ValueError for an unknown name (the message lists the known ones) or a value
        that is not of the setting's type: a finite number, an integer, or a boolean
        (1/0, true/false, yes/no, on/off).
        """
        known = setting_names()
        changes: dict[str, Any] = {}
        for name, raw in pairs.items():
            if name not in known:
                raise ValueError(f"unknown search setting {name!r}; known: {', '.join(known)}")
            changes[name] = _parse_setting(name, raw, type(getattr(self, name)))
        return replace(self, **changes)


_BOOLEANS = {"1": True, "true": True, "yes": True, "on": True, "0": False, "false": False, "no": False, "off": False}
_KINDS = {bool: "a boolean (1/0, true/false, yes/no, on/off)", int: "an integer", float: "a finite number"}


def setting_names() -> list[str]:
    """The names `SearchConfig.with_overrides` (and `reverie eval retrieval --set`) accepts, sorted."""
    return sorted(f.name for f in fields(SearchConfig))


def _parse_setting(name: str, raw: str, kind: type) -> Any:
    text = raw.strip()
    try:
        if kind is bool:
            return _BOOLEANS[text.lower()]  # anything else would silently mean False
        value = kind(text)
        if kind is float and not math.isfinite(value):
            raise ValueError(text)
        return value
    except (KeyError, ValueError):
        raise ValueError(f"search setting {name} takes {_KINDS[kind]}, not {raw!r}") from None


DEFAULT_CONFIG = SearchConfig()
