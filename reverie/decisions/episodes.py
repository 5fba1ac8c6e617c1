"""Episodes of kind DECISION, TRAJECTORY and FEEDBACK become decision-memory rows, one day at a time.

An episode (see `reverie.episodes`; dropped in `inbox/episodes/` or written
through the episode store) maps to a record like this:

- DECISION: `title` -> conflict_title, `text` -> reasoning, `reward` -> reward;
  `metadata`: `action_type`, `target_domain` (required), `metrics_snapshot`
  (object of numbers), `episode_id` (links human feedback).
- TRAJECTORY: `reward` -> total_reward; `metadata`: `route_taken` (required),
  `task_id` (default: `title`), `task_domain`, `trajectory_summary` (object;
  default `{"summary": text}`).
- FEEDBACK: `text` -> unexpected_effects; `metadata`: `episode_id`,
  `overall_effectiveness` (whole number 0-10), `resolution_time_hours`
  (required), `domains_improved`, `domains_worsened` (lists).

A day's rows derived from episodes are replaced by a rerun of that day (ids
are content hashes, so nothing is duplicated); rows stored through the API or
by hydration are never touched. Feedback keeps the latest record per episode:
re-running an older day does not replace newer feedback.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reverie.decisions.records import (
    Decision,
    DecisionInputError,
    Feedback,
    Trajectory,
    make_decision,
    make_feedback,
    make_trajectory,
)
from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES
from reverie.stores.lance import sql_str

SOURCE_PREFIX = "episode:"


def _metadata(row: dict[str, Any]) -> dict[str, Any]:
    raw = row.get("metadata") or "{}"
    meta = json.loads(raw) if isinstance(raw, str) else dict(raw)
    if not isinstance(meta, dict):
        raise DecisionInputError("metadata", "expected a JSON object")
    return meta


def _required(meta: dict[str, Any], key: str) -> Any:
    if meta.get(key) in (None, ""):
        raise DecisionInputError(f"metadata.{key}", "is missing")
    return meta[key]


def decision_from_episode(row: dict[str, Any]) -> Decision:
    meta = _metadata(row)
    return make_decision(
        row.get("title"),
        _required(meta, "action_type"),
        _required(meta, "target_domain"),
        row.get("reward"),
        meta.get("metrics_snapshot", {}),
        row.get("text") or "",
        meta.get("episode_id"),
        cid=row["cid"],
        ts=row["ts"],
        source=SOURCE_PREFIX + row["id"],
    )


def trajectory_from_episode(row: dict[str, Any]) -> Trajectory:
    meta = _metadata(row)
    summary = meta.get("trajectory_summary")
    return make_trajectory(
        meta.get("task_id") or row.get("title"),
        _required(meta, "route_taken"),
        row.get("reward"),
        {"summary": row.get("text") or ""} if summary is None else summary,
        meta.get("task_domain"),
        cid=row["cid"],
        ts=row["ts"],
        source=SOURCE_PREFIX + row["id"],
    )


def feedback_from_episode(row: dict[str, Any]) -> Feedback:
    meta = _metadata(row)
    return make_feedback(
        _required(meta, "episode_id"),
        _required(meta, "overall_effectiveness"),
        meta.get("domains_improved", []),
        meta.get("domains_worsened", []),
        row.get("text") or "",
        _required(meta, "resolution_time_hours"),
        cid=row["cid"],
        ts=row["ts"],
        source=SOURCE_PREFIX + row["id"],
    )


KINDS: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {
    "DECISION": (DECISIONS, decision_from_episode),
    "TRAJECTORY": (TRAJECTORIES, trajectory_from_episode),
    "FEEDBACK": (FEEDBACK, feedback_from_episode),
}


@dataclass
class DayIngest:
    """What one day's episodes of one kind did to its table."""

    day: str
    episodes: int = 0
    stored: int = 0  # rows inserted or replaced
    removed: int = 0  # rows of this day whose episode is gone
    kept_newer: int = 0  # feedback not applied because a later record exists
    rejected: list[str] = field(default_factory=list)  # "episode <id> (<source>): field: reason"


def ingest_day(memory: Any, kind: str, rows: list[dict[str, Any]], day: str) -> DayIngest:
    """Make the day's `kind` episodes (episode-store rows) the day's episode-derived rows of its table."""
    table_name, convert = KINDS[kind]
    report = DayIngest(day, episodes=len(rows))
    records = []
    for row in rows:
        try:
            records.append(convert(row))
        except (DecisionInputError, ValueError) as exc:
            report.rejected.append(f"episode {row['id']} ({row.get('source') or 'api'}): {exc}")
    if kind == "FEEDBACK":
        records = _known_feedback(memory, records, report)
    table = memory.table(table_name)
    if records:
        before = {r.id: r for r in records}
        report.stored = memory.store_records(records)
        if kind == "FEEDBACK":
            report.kept_newer = _newer_elsewhere(table, list(before.values()))
    stale = f"day = {sql_str(day)} AND source LIKE '{SOURCE_PREFIX}%'"
    if records:
        stale += " AND id NOT IN (" + ", ".join(sql_str(r.id) for r in records) + ")"
    report.removed = table.count_rows(stale)
    if report.removed:
        table.delete(stale)
    return report


def _known_feedback(memory: Any, records: list[Feedback], report: DayIngest) -> list[Feedback]:
    """Feedback whose episode a stored decision of its collective names; the rest is rejected."""
    known: dict[str, set[str]] = {}
    for cid in {r.cid for r in records}:
        known[cid] = memory.known_episodes([r.episode_id for r in records if r.cid == cid], cid=cid)
    kept = []
    for r in records:
        if r.episode_id in known[r.cid]:
            kept.append(r)
        else:
            report.rejected.append(
                f"episode {r.source.removeprefix(SOURCE_PREFIX)}: episode_id: unknown episode "
                f"{r.episode_id!r}: no stored decision of collective {r.cid} names it"
            )
    return kept


def _newer_elsewhere(table: Any, records: list[Feedback]) -> int:
    """How many of these feedback records lost to a later one for the same episode."""
    where = "id IN (" + ", ".join(sql_str(r.id) for r in records) + ")"
    stored = {
        (r["cid"], r["id"]): r["source"] for r in table.search().where(where).select(["cid", "id", "source"]).to_list()
    }
    return sum(1 for r in records if stored.get((r.cid, r.id)) != r.source)
