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


def record_rows(records: Sequence[Decision | Trajectory | Feedback], vectors: np.ndarray, model: str,
                dim: int = EMBED_DIM) -> pa.Table:
    """Rows of one kind's table: each record field under its own name (mappings as JSON), plus the common columns."""
    schema = SCHEMAS[TABLE_OF[type(records[0])]](dim)
    common = _common_columns(records, vectors, model, dim)

    def value(record: object, name: str) -> object:
        v = getattr(record, name)
        return json.dumps(v, sort_keys=True) if isinstance(v, dict) else v

    return pa.table({name: common[name] if name in common else [value(r, name) for r in records]
                     for name in schema.names}, schema=schema)


TABLE_OF = {Decision: DECISIONS, Trajectory: TRAJECTORIES, Feedback: FEEDBACK}
