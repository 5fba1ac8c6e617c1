"""Decision-memory records: validation, the texts that get embedded, and the query texts.

Every public entry point validates its input here first, so a rejected call
raises `DecisionInputError` (naming the field) before anything is written.
"""

from __future__ import annotations

import json
import math
import numbers
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from reverie.errors import ReverieError
from reverie.hashing import content_hash
from reverie.ids import InvalidIdError, safe_id
from reverie.limits import preview

DEFAULT_COLLECTIVE = "default"
MIN_REWARD = 0.05  # decisions rewarded below this never become few-shot examples
STRESSED_METRICS = 3  # how many of the most stressed metrics go into a query
RATING_RANGE = (0, 10)


class DecisionInputError(ReverieError, ValueError):
    """Input decision memory refused; `field` names what was wrong (and `where`, the record, when known)."""

    def __init__(self, field_name: str, message: str, where: str = "") -> None:
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}{field_name}: {message}")
        self.field = field_name
        self.where = where
        self.reason = message


# -- field checks ---------------------------------------------------------------------------------------------


def text_field(value: Any, name: str, *, required: bool = True) -> str:
    """A string; `required` ones must hold more than whitespace."""
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise DecisionInputError(name, f"expected a string, got {type(value).__name__} {preview(value)}")
    if required and not value.strip():
        raise DecisionInputError(name, "is missing (empty)")
    return value.strip() if required else value


def finite_number(value: Any, name: str) -> float:
    """A real, finite number (booleans, NaN and infinities refused)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise DecisionInputError(name, f"expected a number, got {type(value).__name__} {preview(value)}")
    try:
        number = float(value)
    except OverflowError:  # an integer too large for a float
        number = math.inf
    if not math.isfinite(number):
        raise DecisionInputError(name, f"{preview(value)} is not a finite number")
    return number


def metrics_field(value: Any, name: str, *, allow_bool: bool = False) -> dict[str, float | bool]:
    """A mapping of metric name -> finite number (or boolean, for world states)."""
    if not isinstance(value, Mapping):
        raise DecisionInputError(name, f"expected a mapping of metric name to number, got {type(value).__name__}")
    out: dict[str, float | bool] = {}
    for key, metric in value.items():
        if not isinstance(key, str) or not key.strip():
            raise DecisionInputError(name, f"metric name {preview(key)} is not a non-empty string")
        if allow_bool and isinstance(metric, bool):
            out[key] = metric
        else:
            out[key] = finite_number(metric, f"{name}[{preview(key)}]")
    return out


def episode_id_field(value: Any, name: str = "episode_id", *, required: bool = False) -> str | None:
    if value is None or value == "":
        if required:
            raise DecisionInputError(name, "is missing (empty)")
        return None
    try:
        return safe_id(value, name)
    except InvalidIdError as exc:
        raise DecisionInputError(name, str(exc)) from exc


def rating_field(value: Any, name: str = "overall_effectiveness") -> int:
    """A whole-number rating from 0 to 10."""
    number = finite_number(value, name)
    low, high = RATING_RANGE
    if not number.is_integer() or not low <= number <= high:
        raise DecisionInputError(
            name, f"{preview(value)} is out of range: expected a whole number from {low} to {high}"
        )
    return int(number)


def domains_field(value: Any, name: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise DecisionInputError(name, f"expected a list of domain names, got {type(value).__name__}")
    return [text_field(d, f"{name}[{i}]") for i, d in enumerate(value)]


def json_object_field(value: Any, name: str) -> dict[str, Any]:
    """A JSON-serialisable mapping without NaN or infinities."""
    if not isinstance(value, Mapping):
        raise DecisionInputError(name, f"expected a mapping, got {type(value).__name__}")
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise DecisionInputError(name, f"is not plain JSON (numbers must be finite): {exc}") from exc
    return dict(value)


def count_field(value: Any, name: str = "n") -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or int(value) < 1:
        raise DecisionInputError(name, f"expected a whole number >= 1, got {preview(value)}")
    return int(value)


def timestamp_field(value: Any, name: str = "ts") -> datetime:
    """A UTC datetime from a datetime or an ISO-8601 string; None means now."""
    if value is None:
        return datetime.now(UTC)
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError as exc:
            raise DecisionInputError(name, f"{preview(value)} is not an ISO-8601 timestamp") from exc
    if not isinstance(value, datetime):
        raise DecisionInputError(name, f"expected a timestamp, got {type(value).__name__}")
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def collective_field(value: Any) -> str:
    try:
        return safe_id(value, "cid")
    except InvalidIdError as exc:
        raise DecisionInputError("cid", str(exc)) from exc


def _one_line(text: str) -> str:
    """Whitespace runs (newlines included) as single spaces: a record cannot add lines to a prompt block."""
    return " ".join(text.split())


def format_value(value: float | bool) -> str:
    return str(value) if isinstance(value, bool) else f"{value:g}"


# -- records ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class _Stored:
    """Whose record it is and where it came from, the same for every kind (keyword-only, after the record's own)."""

    cid: str = DEFAULT_COLLECTIVE
    ts: datetime = field(default_factory=lambda: datetime.now(UTC))
    source: str = "api"


@dataclass(frozen=True)
class Decision(_Stored):
    """One decision an agent took under pressure, and the reward it earned."""

    conflict_title: str
    action_type: str
    target_domain: str
    reward: float
    metrics_snapshot: dict[str, float]
    reasoning: str
    episode_id: str | None = None

    @property
    def id(self) -> str:
        return content_hash(
            "decision",
            self.cid,
            self.conflict_title,
            self.action_type,
            self.target_domain,
            self.reward,
            self.metrics_snapshot,
            self.reasoning,
            self.episode_id,
            self.ts.isoformat(),
        )

    @property
    def text(self) -> str:
        """The embedded text (the format other agents' decision memories use)."""
        return (
            f"{self.conflict_title} Action: {self.action_type} Domain: {self.target_domain} "
            f"Reward: {self.reward:.2f} {self.reasoning[:100]}"
        )


@dataclass(frozen=True)
class Trajectory(_Stored):
    """A whole task episode: the route taken and the total reward."""

    task_id: str
    route_taken: str
    total_reward: float
    trajectory_summary: dict[str, Any]
    task_domain: str = ""

    @property
    def id(self) -> str:
        return content_hash(
            "trajectory",
            self.cid,
            self.task_id,
            self.route_taken,
            self.total_reward,
            self.trajectory_summary,
            self.task_domain,
            self.ts.isoformat(),
        )

    @property
    def text(self) -> str:
        """Domain, task, route, reward and the summary's scalar values (the world state it ended in)."""
        facts = " ".join(
            f"{k}:{format_value(v) if isinstance(v, (int, float)) else v}"
            for k, v in self.trajectory_summary.items()
            if isinstance(v, (str, int, float, bool))
        )
        head = f"TaskDomain: {self.task_domain} " if self.task_domain else ""
        return _one_line(
            f"{head}Task: {self.task_id} Route: {self.route_taken} Reward: {self.total_reward:.2f} {facts[:200]}"
        )


@dataclass(frozen=True)
class Feedback(_Stored):
    """What a human said about how an episode's decisions worked out; one per episode."""

    episode_id: str
    overall_effectiveness: int
    domains_improved: list[str]
    domains_worsened: list[str]
    unexpected_effects: str
    resolution_time_hours: float

    @property
    def id(self) -> str:
        return f"fb_{self.episode_id}"

    @property
    def text(self) -> str:
        return _one_line(
            f"Episode: {self.episode_id} Effectiveness: {self.overall_effectiveness}/10 "
            f"Improved: {', '.join(self.domains_improved) or '-'} Worsened: {', '.join(self.domains_worsened) or '-'} "
            f"Resolution: {self.resolution_time_hours:g}h {self.unexpected_effects}"
        )


def make_decision(
    conflict_title: Any,
    action_type: Any,
    target_domain: Any,
    reward: Any,
    metrics_snapshot: Any,
    reasoning: Any,
    episode_id: Any = None,
    *,
    cid: Any = DEFAULT_COLLECTIVE,
    ts: Any = None,
    source: str = "api",
) -> Decision:
    """A validated Decision; raises DecisionInputError naming the first bad field."""
    return Decision(
        conflict_title=text_field(conflict_title, "conflict_title"),
        action_type=text_field(action_type, "action_type"),
        target_domain=text_field(target_domain, "target_domain"),
        reward=finite_number(reward, "reward"),
        metrics_snapshot=metrics_field(metrics_snapshot, "metrics_snapshot"),
        reasoning=text_field(reasoning, "reasoning", required=False),
        episode_id=episode_id_field(episode_id),
        cid=collective_field(cid),
        ts=timestamp_field(ts),
        source=source,
    )


def make_trajectory(
    task_id: Any,
    route_taken: Any,
    total_reward: Any,
    trajectory_summary: Any,
    task_domain: Any = None,
    *,
    cid: Any = DEFAULT_COLLECTIVE,
    ts: Any = None,
    source: str = "api",
) -> Trajectory:
    return Trajectory(
        task_id=text_field(task_id, "task_id"),
        route_taken=text_field(route_taken, "route_taken"),
        total_reward=finite_number(total_reward, "total_reward"),
        trajectory_summary=json_object_field(trajectory_summary, "trajectory_summary"),
        task_domain=text_field(task_domain, "task_domain", required=False).strip(),
        cid=collective_field(cid),
        ts=timestamp_field(ts),
        source=source,
    )


def make_feedback(
    episode_id: Any,
    overall_effectiveness: Any,
    domains_improved: Any,
    domains_worsened: Any,
    unexpected_effects: Any,
    resolution_time_hours: Any,
    *,
    cid: Any = DEFAULT_COLLECTIVE,
    ts: Any = None,
    source: str = "api",
) -> Feedback:
    hours = finite_number(resolution_time_hours, "resolution_time_hours")
    if hours < 0:
        raise DecisionInputError("resolution_time_hours", f"{preview(resolution_time_hours)} is negative")
    return Feedback(
        episode_id=episode_id_field(episode_id, required=True) or "",  # required: never empty
        overall_effectiveness=rating_field(overall_effectiveness),
        domains_improved=domains_field(domains_improved, "domains_improved"),
        domains_worsened=domains_field(domains_worsened, "domains_worsened"),
        unexpected_effects=text_field(unexpected_effects, "unexpected_effects", required=False),
        resolution_time_hours=hours,
        cid=collective_field(cid),
        ts=timestamp_field(ts),
        source=source,
    )


# -- queries ------------------------------------------------------------------------------------------------


def declared_higher_is_worse(metric: str, higher_is_worse: frozenset[str]) -> bool:
    """A declaration names the whole metric (`mental_wellbeing.stress_level`) or its last part (`stress_level`)."""
    return metric in higher_is_worse or metric.rsplit(".", 1)[-1] in higher_is_worse


def most_stressed(
    metrics: Mapping[str, float | bool], higher_is_worse: frozenset[str], k: int = STRESSED_METRICS
) -> list[tuple[str, float | bool]]:
    """The `k` most stressed metrics: the lowest values, or the highest for metrics declared higher-is-worse.

    Ties go by metric name, so the same situation always gives the same query.
    """

    def stress(item: tuple[str, float | bool]) -> tuple[float, str]:
        name, value = item
        v = float(value)
        return (-v if declared_higher_is_worse(name, higher_is_worse) else v, name)

    return sorted(metrics.items(), key=stress)[:k]


def decision_query(conflict_title: str, metrics: Mapping[str, float], higher_is_worse: frozenset[str]) -> str:
    """`"{conflict_title} name:value name:value name:value"` over the three most stressed metrics."""
    stressed = " ".join(f"{k}:{format_value(v)}" for k, v in most_stressed(metrics, higher_is_worse))
    return f"{conflict_title} {stressed}".strip()


def trajectory_query(task_domain: str, world: Mapping[str, float | bool], higher_is_worse: frozenset[str]) -> str:
    """`"TaskDomain: {task_domain} name:value ..."` over the three most stressed world values."""
    stressed = " ".join(f"{k}:{format_value(v)}" for k, v in most_stressed(world, higher_is_worse))
    return f"TaskDomain: {task_domain} {stressed}".strip()


def few_shot_entry(decision: Mapping[str, Any], feedback: Mapping[str, Any] | None, reasoning_chars: int = 120) -> str:
    """One example of the few-shot block; the feedback line only when feedback exists."""
    reasoning = _one_line(decision["reasoning"] or "")
    if len(reasoning) > reasoning_chars:
        reasoning = reasoning[: reasoning_chars - 3].rstrip() + "..."
    lines = [
        f"- Action Taken: [{_one_line(decision['action_type']).upper()}] on "
        f"{_one_line(decision['target_domain']).upper()}",
        f"  Agent's Initial Reasoning: {reasoning}",
    ]
    if feedback is not None:
        lines.append(
            f"  HUMAN FEEDBACK: Rated {feedback['overall_effectiveness']}/10. "
            f"Notes: {_one_line(feedback['unexpected_effects'] or '')}"
        )
    return "\n".join(lines)


FEW_SHOT_HEADER = "--- PAST EXPERIENCE & HUMAN VERIFICATION ---"
