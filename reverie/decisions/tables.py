"""Arrow schemas of the LanceDB tables `decisions`, `trajectories` and `feedback`, and row builders.

Every row keeps the text that was embedded and names the model that embedded
it (`embedding_model`), so rows of another model can be re-embedded and are
never compared with this model's vectors.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Sequence

import numpy as np
import pyarrow as pa

from reverie.decisions.records import Decision, Feedback, Trajectory
from reverie.embedding.model import EMBED_DIM

DECISIONS = "decisions"
TRAJECTORIES = "trajectories"
FEEDBACK = "feedback"


def _common(dim: int) -> list[pa.Field]:
    return [
        pa.field("text", pa.string(), nullable=False),
        pa.field("embedding", pa.list_(pa.float32(), dim)),
        pa.field("embedding_model", pa.string(), nullable=False),
        pa.field("ts", pa.timestamp("us", tz="UTC"), nullable=False),
        pa.field("day", pa.string(), nullable=False),
        pa.field("source", pa.string(), nullable=False),
        pa.field("stored_at", pa.timestamp("us", tz="UTC"), nullable=False),
    ]


def decisions_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema([
        pa.field("id", pa.string(), nullable=False),
        pa.field("cid", pa.string(), nullable=False),
        pa.field("conflict_title", pa.string(), nullable=False),
        pa.field("action_type", pa.string(), nullable=False),
        pa.field("target_domain", pa.string(), nullable=False),
        pa.field("reward", pa.float64(), nullable=False),
        pa.field("metrics_snapshot", pa.string(), nullable=False),  # JSON object
        pa.field("reasoning", pa.string(), nullable=False),
        pa.field("episode_id", pa.string()),
        *_common(dim),
    ])


def trajectories_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema([
        pa.field("id", pa.string(), nullable=False),
        pa.field("cid", pa.string(), nullable=False),
        pa.field("task_id", pa.string(), nullable=False),
        pa.field("route_taken", pa.string(), nullable=False),
        pa.field("total_reward", pa.float64(), nullable=False),
        pa.field("trajectory_summary", pa.string(), nullable=False),  # JSON object
        pa.field("task_domain", pa.string(), nullable=False),
        *_common(dim),
    ])


def feedback_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema([
        pa.field("id", pa.string(), nullable=False),  # fb_{episode_id}
        pa.field("cid", pa.string(), nullable=False),
        pa.field("episode_id", pa.string(), nullable=False),
        pa.field("overall_effectiveness", pa.int32(), nullable=False),
        pa.field("domains_improved", pa.list_(pa.string()), nullable=False),
        pa.field("domains_worsened", pa.list_(pa.string()), nullable=False),
        pa.field("unexpected_effects", pa.string(), nullable=False),
        pa.field("resolution_time_hours", pa.float64(), nullable=False),
        *_common(dim),
    ])


SCHEMAS = {DECISIONS: decisions_schema, TRAJECTORIES: trajectories_schema, FEEDBACK: feedback_schema}


def vector_column(vectors: np.ndarray, dim: int) -> pa.Array:
    flat = np.ascontiguousarray(vectors, dtype=np.float32).reshape(-1)
    return pa.FixedSizeListArray.from_arrays(pa.array(flat), dim)


def _common_columns(records: Sequence, vectors: np.ndarray, model: str, dim: int) -> dict[str, object]:
    now = datetime.now(timezone.utc)
    return {
        "text": [r.text for r in records],
        "embedding": vector_column(vectors, dim),
        "embedding_model": [model] * len(records),
        "ts": [r.ts for r in records],
        "day": [r.ts.strftime("%Y-%m-%d") for r in records],
        "source": [r.source for r in records],
        "stored_at": [now] * len(records),
    }


def decision_rows(records: Sequence[Decision], vectors: np.ndarray, model: str, dim: int = EMBED_DIM) -> pa.Table:
    return pa.table({
        "id": [r.id for r in records],
        "cid": [r.cid for r in records],
        "conflict_title": [r.conflict_title for r in records],
        "action_type": [r.action_type for r in records],
        "target_domain": [r.target_domain for r in records],
        "reward": [r.reward for r in records],
        "metrics_snapshot": [json.dumps(r.metrics_snapshot, sort_keys=True) for r in records],
        "reasoning": [r.reasoning for r in records],
        "episode_id": [r.episode_id for r in records],
        **_common_columns(records, vectors, model, dim),
    }, schema=decisions_schema(dim))


def trajectory_rows(records: Sequence[Trajectory], vectors: np.ndarray, model: str, dim: int = EMBED_DIM) -> pa.Table:
    return pa.table({
        "id": [r.id for r in records],
        "cid": [r.cid for r in records],
        "task_id": [r.task_id for r in records],
        "route_taken": [r.route_taken for r in records],
        "total_reward": [r.total_reward for r in records],
        "trajectory_summary": [json.dumps(r.trajectory_summary, sort_keys=True) for r in records],
        "task_domain": [r.task_domain for r in records],
        **_common_columns(records, vectors, model, dim),
    }, schema=trajectories_schema(dim))


def feedback_rows(records: Sequence[Feedback], vectors: np.ndarray, model: str, dim: int = EMBED_DIM) -> pa.Table:
    return pa.table({
        "id": [r.id for r in records],
        "cid": [r.cid for r in records],
        "episode_id": [r.episode_id for r in records],
        "overall_effectiveness": [r.overall_effectiveness for r in records],
        "domains_improved": [list(r.domains_improved) for r in records],
        "domains_worsened": [list(r.domains_worsened) for r in records],
        "unexpected_effects": [r.unexpected_effects for r in records],
        "resolution_time_hours": [r.resolution_time_hours for r in records],
        **_common_columns(records, vectors, model, dim),
    }, schema=feedback_schema(dim))


ROW_BUILDERS = {Decision: decision_rows, Trajectory: trajectory_rows, Feedback: feedback_rows}
TABLE_OF = {Decision: DECISIONS, Trajectory: TRAJECTORIES, Feedback: FEEDBACK}
