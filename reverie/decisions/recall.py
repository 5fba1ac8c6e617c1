"""Decisions and trajectories: storing them, and recalling the most similar ones as few-shot context."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from reverie.decisions.feedback import FeedbackMemory
from reverie.decisions.records import (
    FEW_SHOT_HEADER,
    MIN_REWARD,
    DecisionInputError,
    count_field,
    decision_query,
    few_shot_entry,
    make_decision,
    make_trajectory,
    metrics_field,
    text_field,
    trajectory_query,
)
from reverie.decisions.tables import DECISIONS, TRAJECTORIES
from reverie.decisions.vector_search import decision_result, trajectory_result


def metric_names(value: Iterable[str], name: str) -> frozenset[str]:
    """A set of metric names (a `higher_is_worse` declaration); a single string is refused, not split."""
    if isinstance(value, (str, bytes)):
        raise DecisionInputError(name, "expected a list of metric names, got a single string")
    try:
        names = list(value)
    except TypeError as exc:
        raise DecisionInputError(name, f"expected a list of metric names, got {type(value).__name__}") from exc
    return frozenset(text_field(v, f"{name}[{i}]") for i, v in enumerate(names))


class DecisionRecall(FeedbackMemory):
    """store_decision / retrieve_similar / build_few_shot_prompt and store_trajectory /
    retrieve_similar_trajectories: the calls of the original decision memory, with its argument names."""

    higher_is_worse: frozenset[str]

    def _declared(self, higher_is_worse: Iterable[str] | None) -> frozenset[str]:
        return self.higher_is_worse if higher_is_worse is None else metric_names(higher_is_worse, "higher_is_worse")

    def store_decision(
        self,
        conflict_title: str,
        action_type: str,
        target_domain: str,
        reward: float,
        metrics_snapshot: dict[str, float],
        reasoning: str,
        episode_id: str | None = None,
    ) -> str:
        """Store one decision with its reward; returns its id.

        The embedded text is `"{conflict_title} Action: {action_type} Domain:
        {target_domain} Reward: {reward:.2f} {reasoning[:100]}"`.
        """
        decision = make_decision(
            conflict_title, action_type, target_domain, reward, metrics_snapshot, reasoning, episode_id, cid=self.cid
        )
        self._write([decision])
        return decision.id

    def retrieve_similar(
        self,
        conflict_title: str,
        current_metrics: dict[str, float],
        n: int = 3,
        *,
        higher_is_worse: Iterable[str] | None = None,
    ) -> list[dict[str, Any]]:
        """The `n` past decisions most similar to the situation, among those rewarded at least 0.05.

        Query: the title plus the three most stressed metrics (lowest values;
        highest for metrics declared higher-is-worse). It fetches the `2n`
        nearest decisions, drops those with reward < 0.05 and returns the top
        `n` by cosine similarity, each with its fields and `similarity_score`.
        """
        title = text_field(conflict_title, "conflict_title")
        metrics = metrics_field(current_metrics, "current_metrics")
        n = count_field(n)
        vector = self._embed_query(decision_query(title, metrics, self._declared(higher_is_worse)))
        candidates = self._nearest(DECISIONS, vector, 2 * n, ["reward", "record"])
        kept = [c for c in candidates if c["reward"] >= MIN_REWARD][:n]
        return [decision_result(r) for r in self._unpack(DECISIONS, kept)]

    def build_few_shot_prompt(
        self,
        conflict_title: str,
        current_metrics: dict[str, float],
        n: int = 3,
        *,
        higher_is_worse: Iterable[str] | None = None,
    ) -> str:
        """The retrieved decisions as a few-shot block ("" when there are none):

            --- PAST EXPERIENCE & HUMAN VERIFICATION ---
            - Action Taken: [COMMUNICATE] on RELATIONSHIPS
              Agent's Initial Reasoning: ...
              HUMAN FEEDBACK: Rated 8/10. Notes: ...

        The feedback line appears only where feedback exists for the decision's episode.
        """
        decisions = self.retrieve_similar(conflict_title, current_metrics, n, higher_is_worse=higher_is_worse)
        if not decisions:
            return ""
        feedback = self.feedback_for([d["episode_id"] for d in decisions if d["episode_id"]])
        entries = [few_shot_entry(d, feedback.get(d["episode_id"] or "")) for d in decisions]
        return "\n".join([FEW_SHOT_HEADER, *entries])

    def store_trajectory(
        self,
        task_id: str,
        route_taken: str,
        total_reward: float,
        trajectory_summary: dict[str, Any],
        task_domain: str | None = None,
    ) -> str:
        """Store a whole task episode (route and total reward); returns its id."""
        trajectory = make_trajectory(task_id, route_taken, total_reward, trajectory_summary, task_domain, cid=self.cid)
        self._write([trajectory])
        return trajectory.id

    def retrieve_similar_trajectories(
        self,
        task_domain: str,
        current_world: dict[str, Any],
        n: int = 3,
        *,
        higher_is_worse: Iterable[str] | None = None,
    ) -> list[dict[str, Any]]:
        """The `n` trajectories nearest to `"TaskDomain: {task_domain} <3 most stressed world values>"`.

        World values are numbers or booleans (False counts as 0, the most stressed).
        """
        domain = text_field(task_domain, "task_domain")
        world = metrics_field(current_world, "current_world", allow_bool=True)
        n = count_field(n)
        vector = self._embed_query(trajectory_query(domain, world, self._declared(higher_is_worse)))
        hits = self._nearest(TRAJECTORIES, vector, n, ["total_reward", "record"])
        return [trajectory_result(r) for r in self._unpack(TRAJECTORIES, hits)]
