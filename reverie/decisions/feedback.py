"""Human outcome feedback: `OutcomeFeedback` records, stored one per episode, and the reward they give.

Feedback is stored under `fb_{episode_id}` whether or not a decision names the
episode yet (the original design's `ep_12345` case): it joins every decision
of that episode stored before or after it, and until one is stored it counts
as not yet joined (`get_stats()["feedback_not_joined"]`, the decision_memory
asset's `feedback_not_joined`).

`human_feedback_reward(prompt)` scores a prompt by the ratings of the episodes
whose decisions are nearest to it, each weighted by how similar it is: a
prompt unrelated to every rated episode scores the neutral 0.5, one very close
to a rated episode scores that episode's rating / 10.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from reverie.decisions.records import (
    DecisionInputError,
    count_field,
    episode_id_field,
    make_feedback,
    text_field,
)
from reverie.decisions.tables import DECISIONS, FEEDBACK
from reverie.decisions.vector_search import VectorSearch, iso
from reverie.stores.lance import sql_str

_FEEDBACK_COLUMNS = [
    "id",
    "cid",
    "episode_id",
    "overall_effectiveness",
    "domains_improved",
    "domains_worsened",
    "unexpected_effects",
    "resolution_time_hours",
    "ts",
    "source",
]

# human_feedback_reward: an episode counts fully from cosine FULL_WEIGHT_AT up and not at all at NO_WEIGHT_AT or
# below (linear between). The grid optimum on the tuning part of tests/decision_feedback_prompts.py with
# all-MiniLM-L6-v2 (unrelated prompts there reach cosine 0.115, paraphrases 0.17-0.65); its holdout part was frozen
# before tuning; both are reported in docs/decisions.md.
NO_WEIGHT_AT = 0.32
FULL_WEIGHT_AT = 0.38
NEUTRAL_REWARD = 0.5


@dataclass
class OutcomeFeedback:
    """What a human said about how an episode's decisions worked out (the original design's record, same fields).

    `submitted_at` becomes the stored record's timestamp (a later record for the same episode replaces it).
    """

    episode_id: str
    submitted_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    overall_effectiveness: int = 5  # 0-10
    domains_improved: list[str] = field(default_factory=list)
    domains_worsened: list[str] = field(default_factory=list)
    unexpected_effects: str = ""
    resolution_time_hours: float = 0.0


_UNSET: Any = object()


def similarity_weight(similarity: float) -> float:
    """How much an episode's rating counts for a prompt this similar (0 .. 1)."""
    return min(1.0, max(0.0, (similarity - NO_WEIGHT_AT) / (FULL_WEIGHT_AT - NO_WEIGHT_AT)))


def shrunk_reward(rated: Sequence[tuple[float, float]]) -> float:
    """(rating 0-1, weight 0-1) pairs -> 0.5 + the weighted mean deviation from 0.5, shrunk towards 0.5 while the
    weights sum to less than 1 (one half-similar episode moves the score half-way to its rating)."""
    total = sum(w for _, w in rated)
    return round(NEUTRAL_REWARD + sum(w * (r - NEUTRAL_REWARD) for r, w in rated) / max(total, 1.0), 4)


class FeedbackMemory(VectorSearch):
    """store_feedback / feedback_for / human_feedback_reward, and what feedback is not yet joined."""

    def store_feedback(
        self,
        episode_id: Any,
        overall_effectiveness: Any = _UNSET,
        domains_improved: Any = (),
        domains_worsened: Any = (),
        unexpected_effects: Any = "",
        resolution_time_hours: Any = 0.0,
    ) -> str:
        """Store a human's verdict on an episode (rating 0-10); returns its id `fb_{episode_id}`.

        Takes an `OutcomeFeedback` (this package's, or any object with its
        fields, such as the original design's), `store_feedback(feedback)`, or
        the fields themselves. One record per episode: a later one replaces it.
        The episode need not be one a stored decision names yet: the feedback
        joins that episode's decisions whenever they are stored.
        """
        ts = None
        if not isinstance(episode_id, str) and hasattr(episode_id, "episode_id"):
            record = episode_id
            if overall_effectiveness is not _UNSET:
                raise DecisionInputError(
                    "overall_effectiveness", "given twice: in the OutcomeFeedback and as an argument"
                )
            episode_id, overall_effectiveness = record.episode_id, getattr(record, "overall_effectiveness", 5)
            domains_improved = getattr(record, "domains_improved", [])
            domains_worsened = getattr(record, "domains_worsened", [])
            unexpected_effects = getattr(record, "unexpected_effects", "")
            resolution_time_hours = getattr(record, "resolution_time_hours", 0.0)
            ts = getattr(record, "submitted_at", None)
        elif overall_effectiveness is _UNSET:
            raise DecisionInputError("overall_effectiveness", "is missing (a rating from 0 to 10)")
        feedback = make_feedback(
            episode_id,
            overall_effectiveness,
            domains_improved,
            domains_worsened,
            unexpected_effects,
            resolution_time_hours,
            cid=self.cid,
            ts=ts,
        )
        self._write([feedback])
        return feedback.id

    def known_episodes(self, episode_ids: Iterable[str], cid: str | None = None) -> set[str]:
        """Those of `episode_ids` that a stored decision of the collective names."""
        ids = sorted(set(episode_ids))
        if not ids:
            return set()
        where = f"cid = {sql_str(cid or self.cid)} AND episode_id IN (" + ", ".join(sql_str(i) for i in ids) + ")"
        rows = self.table(DECISIONS).search().where(where).select(["episode_id"]).to_arrow()
        return set(rows.column("episode_id").to_pylist())

    def require_known_episode(self, episode_id: str) -> None:
        """DecisionInputError unless a stored decision of this collective names the episode."""
        episode = episode_id_field(episode_id, required=True)
        if episode is None or not self.known_episodes([episode]):
            raise DecisionInputError(
                "episode_id", f"unknown episode {episode!r}: no stored decision of collective {self.cid} names it"
            )

    def unjoined_feedback(self) -> list[str]:
        """Episodes of this collective with feedback but no stored decision yet, sorted."""
        rows = self.table(FEEDBACK).search().where(self._mine()).select(["episode_id"]).to_arrow()
        rated = set(rows.column("episode_id").to_pylist())
        return sorted(rated - self.known_episodes(rated))

    def feedback_for(self, episode_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Stored feedback by episode id, for those of `episode_ids` that have some."""
        ids = sorted(set(episode_ids))
        if not ids:
            return {}
        where = f"{self._mine()} AND id IN (" + ", ".join(sql_str(f"fb_{i}") for i in ids) + ")"
        rows = self.table(FEEDBACK).search().where(where).select(_FEEDBACK_COLUMNS).to_list()
        return {r["episode_id"]: {**{k: r[k] for k in _FEEDBACK_COLUMNS}, "ts": iso(r["ts"])} for r in rows}

    def human_feedback_reward(self, prompt_text: str, n: int = 3) -> float:
        """A reward in [0, 1] for training loops: human ratings of the episodes most similar to `prompt_text`.

        Finds the `n` rated episodes whose decisions are nearest to the prompt
        and weights each rating / 10 by its similarity (`similarity_weight`):
        a close episode counts fully, an unrelated one not at all, so a prompt
        unrelated to every rated episode scores the neutral 0.5. 0.0 when no
        feedback is stored in this collective (or no rated episode has a decision).
        """
        text = text_field(prompt_text, "prompt_text")
        n = count_field(n)
        rated = (
            self.table(FEEDBACK).search().where(self._mine()).select(["episode_id", "overall_effectiveness"]).to_arrow()
        )
        if rated.num_rows == 0:
            return 0.0
        rating = dict(
            zip(rated.column("episode_id").to_pylist(), rated.column("overall_effectiveness").to_pylist(), strict=True)
        )
        vector = self._embed_query(text)
        where = "episode_id IN (" + ", ".join(sql_str(e) for e in rating) + ")"
        best: dict[str, float] = {}
        for row in self._nearest(DECISIONS, vector, 4 * n, ["episode_id"], extra_where=where):
            best.setdefault(row["episode_id"], 1.0 - float(row["_distance"]))
        top = list(best.items())[:n]
        if not top:
            return 0.0
        return shrunk_reward([(rating[e] / 10, similarity_weight(sim)) for e, sim in top])
