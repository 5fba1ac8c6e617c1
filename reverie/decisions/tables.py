"""Arrow schemas of the LanceDB tables `decisions`, `trajectories` and `feedback`, and row builders.

Every row keeps the text that was embedded and names the model that embedded
it (`embedding_model`), so rows of another model can be re-embedded and are
never compared with this model's vectors.

Rows of `decisions` and `trajectories` also carry `record`: the fields a search
result shows, as one JSON object (RESULT_FIELDS). A similarity search returns
it with its hits, so each hit costs one more column read instead of one per
field (at 1,000,000 decisions: about 5 ms a search against 8; see
bench/bench_decisions.py). The fields keep their own columns for filters and
reports; rows written before `record` existed have it null and are read field
by field.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime

import numpy as np
import pyarrow as pa

from reverie.days import configured_zone, day_of
from reverie.decisions.records import Decision, Feedback, Trajectory
from reverie.embedding.model import EMBED_DIM
from reverie.stores.lance import STRING, UTC_TIMESTAMP, optional, required, vector_type

DECISIONS = "decisions"
TRAJECTORIES = "trajectories"
FEEDBACK = "feedback"


def _common(dim: int) -> list[pa.Field]:
    return [
        *required(text=STRING),
        *optional(embedding=vector_type(dim)),
        *required(embedding_model=STRING, ts=UTC_TIMESTAMP, day=STRING, source=STRING, stored_at=UTC_TIMESTAMP),
    ]


def decisions_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema(
        [
            *required(
                id=STRING,
                cid=STRING,
                conflict_title=STRING,
                action_type=STRING,
                target_domain=STRING,
                reward=pa.float64(),
                metrics_snapshot=STRING,
                reasoning=STRING,
            ),  # metrics_snapshot: JSON object
            *optional(episode_id=STRING),
            *_common(dim),
            *optional(record=STRING),  # JSON object of RESULT_FIELDS[DECISIONS]
        ]
    )


def trajectories_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema(
        [
            *required(
                id=STRING,
                cid=STRING,
                task_id=STRING,
                route_taken=STRING,
                total_reward=pa.float64(),
                trajectory_summary=STRING,
                task_domain=STRING,
            ),  # trajectory_summary: JSON object
            *_common(dim),
            *optional(record=STRING),  # JSON object of RESULT_FIELDS[TRAJECTORIES]
        ]
    )


def feedback_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema(
        [
            *required(
                id=STRING,
                cid=STRING,
                episode_id=STRING,
                overall_effectiveness=pa.int32(),  # id: fb_{episode_id}
                domains_improved=pa.list_(STRING),
                domains_worsened=pa.list_(STRING),
                unexpected_effects=STRING,
                resolution_time_hours=pa.float64(),
            ),
            *_common(dim),
        ]
    )


SCHEMAS = {DECISIONS: decisions_schema, TRAJECTORIES: trajectories_schema, FEEDBACK: feedback_schema}
# What a search result shows of a row besides its id, reward and similarity, packed into `record`.
RESULT_FIELDS = {
    DECISIONS: ("conflict_title", "action_type", "target_domain", "metrics_snapshot", "reasoning", "episode_id", "ts"),
    TRAJECTORIES: ("task_id", "route_taken", "trajectory_summary", "task_domain", "ts"),
}


def result_record(values: dict[str, object]) -> str:
    """`record` of a row from its column values (JSON columns as their JSON text, `ts` as a datetime)."""
    return json.dumps(
        {k: v.isoformat() if isinstance(v, datetime) else v for k, v in values.items()}, ensure_ascii=False
    )


def vector_column(vectors: np.ndarray, dim: int) -> pa.Array:
    flat = np.ascontiguousarray(vectors, dtype=np.float32).reshape(-1)
    return pa.FixedSizeListArray.from_arrays(pa.array(flat), dim)


def _common_columns(records: Sequence, vectors: np.ndarray, model: str, dim: int) -> dict[str, object]:
    now = datetime.now(UTC)
    tz = configured_zone()  # the one day rule (reverie.days)
    return {
        "text": [r.text for r in records],
        "embedding": vector_column(vectors, dim),
        "embedding_model": [model] * len(records),
        "ts": [r.ts for r in records],
        "day": [day_of(r.ts, tz) for r in records],
        "source": [r.source for r in records],
        "stored_at": [now] * len(records),
    }


def record_rows(
    records: Sequence[Decision | Trajectory | Feedback], vectors: np.ndarray, model: str, dim: int = EMBED_DIM
) -> pa.Table:
    """Rows of one kind's table: each record field under its own name (mappings as JSON), plus the common columns."""
    schema = SCHEMAS[TABLE_OF[type(records[0])]](dim)
    common = _common_columns(records, vectors, model, dim)

    def value(record: object, name: str) -> object:
        v = getattr(record, name)
        return json.dumps(v, sort_keys=True) if isinstance(v, dict) else v

    fields = RESULT_FIELDS.get(TABLE_OF[type(records[0])], ())
    if fields:
        common["record"] = [result_record({f: value(r, f) for f in fields}) for r in records]
    return pa.table(
        {name: common[name] if name in common else [value(r, name) for r in records] for name in schema.names},
        schema=schema,
    )


TABLE_OF = {Decision: DECISIONS, Trajectory: TRAJECTORIES, Feedback: FEEDBACK}
