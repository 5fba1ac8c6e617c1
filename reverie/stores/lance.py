"""LanceDB tables of the reflection layer: `episodes` and `memory_notes`.

Both tables are keyed by content-addressed ids and written with merge-insert,
so a repeated write adds nothing. Nothing here opens LanceDB at import time
(LanceDB is not fork-safe once used; see DESIGN.md).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import numpy as np
import pyarrow as pa

from reverie.days import configured_zone, day_of
from reverie.embedding import Embedder
from reverie.embedding.model import EMBED_DIM
from reverie.episodes import Episode, embedding_text

EPISODES = "episodes"
MEMORY_NOTES = "memory_notes"


STRING = pa.string()
UTC_TIMESTAMP = pa.timestamp("us", tz="UTC")


def vector_type(dim: int) -> pa.DataType:
    """An embedding column: `dim` float32 values."""
    return pa.list_(pa.float32(), dim)


def required(**types: pa.DataType) -> list[pa.Field]:
    """Non-nullable Arrow fields `name=type`, in the order given (the table schemas are built from these)."""
    return [pa.field(name, kind, nullable=False) for name, kind in types.items()]


def optional(**types: pa.DataType) -> list[pa.Field]:
    """Nullable Arrow fields `name=type`, in the order given."""
    return [pa.field(name, kind) for name, kind in types.items()]


def _written_by() -> list[pa.Field]:
    """Whose row it is and when: the leading columns of both tables."""
    return required(id=STRING, cid=STRING, agent_id=STRING, role_label=STRING, ts=UTC_TIMESTAMP, day=STRING)


def episodes_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema(
        [
            *_written_by(),
            *required(kind=STRING),
            *optional(
                title=STRING,
                text=STRING,
                outcome=STRING,
                reward=pa.float64(),
                metadata=STRING,
                source=STRING,
                embedding=vector_type(dim),
                embedding_model=STRING,
                ingested_at=UTC_TIMESTAMP,
            ),
        ]
    )


def memory_notes_schema(dim: int = EMBED_DIM) -> pa.Schema:
    return pa.schema(
        [
            *_written_by(),
            *required(summary=STRING, source_count=pa.int32(), confidence=pa.float32()),
            *optional(
                source_ids=pa.list_(STRING), embedding=vector_type(dim), embedding_model=STRING, summary_model=STRING
            ),
        ]
    )


def memory_notes_arrow(notes: Sequence[Any], dim: int) -> pa.Table:
    """`MemoryNote`s as rows of the `memory_notes` table."""
    return pa.table(
        {
            "id": [n.id for n in notes],
            "cid": [n.cid for n in notes],
            "agent_id": [n.agent_id for n in notes],
            "role_label": [n.role_label for n in notes],
            "ts": [n.ts for n in notes],
            "day": [n.day for n in notes],
            "summary": [n.summary for n in notes],
            "source_count": [n.source_count for n in notes],
            "confidence": [float(n.confidence) for n in notes],
            "source_ids": [list(n.source_ids) for n in notes],
            "embedding": pa.FixedSizeListArray.from_arrays(
                pa.array(np.stack([n.embedding for n in notes]).astype(np.float32).ravel()), dim
            ),
            "embedding_model": [n.embedding_model for n in notes],
            "summary_model": [n.summary_model for n in notes],
        },
        schema=memory_notes_schema(dim),
    )


def sql_str(value: str) -> str:
    """Quote a string literal for a LanceDB filter."""
    return "'" + value.replace("'", "''") + "'"


def note_id(cid: str, agent_id: str, role_label: str, day: str, source_ids: Iterable[str]) -> str:
    """A memory note's content-addressed id: the same cluster on the same day always gets the same id."""
    from reverie.hashing import content_hash

    return content_hash("memory_note", cid, agent_id, role_label, day, sorted(source_ids))


@dataclass(frozen=True)
class MemoryNote:
    """A durable lesson distilled from a cluster of one agent's episodes."""

    cid: str
    agent_id: str
    role_label: str
    day: str
    ts: datetime
    summary: str
    source_ids: tuple[str, ...]
    confidence: float
    embedding: np.ndarray = field(repr=False, compare=False)
    embedding_model: str = ""
    summary_model: str = ""

    @property
    def id(self) -> str:
        return note_id(self.cid, self.agent_id, self.role_label, self.day, self.source_ids)

    @property
    def source_count(self) -> int:
        return len(self.source_ids)


class LanceStore:
    """One LanceDB database (a directory or object-store URI) holding Reverie's tables."""

    def __init__(self, uri: str, dim: int = EMBED_DIM) -> None:
        self.uri = uri
        self.dim = dim
        self._db: Any = None  # a lancedb connection, opened on first use (lancedb is imported then)
        self._lock = threading.Lock()

    @property
    def db(self):
        with self._lock:
            if self._db is None:
                import lancedb

                self._db = lancedb.connect(self.uri)
            return self._db

    def table(self, name: str, schema: pa.Schema):
        try:
            return self.db.open_table(name)
        except (ValueError, FileNotFoundError):
            try:
                return self.db.create_table(name, schema=schema)
            except (ValueError, OSError):
                # Another process created it between our open and create.
                return self.db.open_table(name)

    def has_table(self, name: str) -> bool:
        return name in self.db.list_tables().tables

    # -- episodes ---------------------------------------------------------

    def episodes_table(self):
        return self.table(EPISODES, episodes_schema(self.dim))

    def add_episodes(
        self,
        episodes: Sequence[Episode],
        vectors: np.ndarray,
        embedding_model: str,
        source: str | Sequence[str] = "api",
    ) -> int:
        """Insert episodes not stored yet; return how many were new."""
        if not episodes:
            return 0
        if vectors.shape != (len(episodes), self.dim):
            raise ValueError(f"expected vectors of shape {(len(episodes), self.dim)}, got {vectors.shape}")
        sources = [source] * len(episodes) if isinstance(source, str) else list(source)
        now = datetime.now(UTC)
        tz = configured_zone()  # the one day rule (reverie.days), read once per batch
        unique: dict[str, int] = {}
        for i, ep in enumerate(episodes):
            unique.setdefault(ep.id, i)
        rows = list(unique.values())
        table = pa.table(
            {
                "id": [episodes[i].id for i in rows],
                "cid": [episodes[i].cid for i in rows],
                "agent_id": [episodes[i].agent_id for i in rows],
                "role_label": [episodes[i].role_label for i in rows],
                "ts": [episodes[i].ts for i in rows],
                "day": [day_of(episodes[i].ts, tz) for i in rows],
                "kind": [episodes[i].kind for i in rows],
                "title": [episodes[i].title for i in rows],
                "text": [episodes[i].text for i in rows],
                "outcome": [episodes[i].outcome for i in rows],
                "reward": [episodes[i].reward for i in rows],
                "metadata": [json.dumps(episodes[i].metadata, sort_keys=True) for i in rows],
                "source": [sources[i] for i in rows],
                "embedding": pa.FixedSizeListArray.from_arrays(
                    pa.array(np.ascontiguousarray(vectors[rows], dtype=np.float32).ravel()), self.dim
                ),
                "embedding_model": [embedding_model] * len(rows),
                "ingested_at": [now] * len(rows),
            },
            schema=episodes_schema(self.dim),
        )
        result = self.episodes_table().merge_insert("id").when_not_matched_insert_all().execute(table)
        return int(result.num_inserted_rows)

    def record_episodes(
        self, records: Sequence[dict[str, Any] | Episode], embedder: Embedder, *, hot_cache=None
    ) -> int:
        """The agent-side write: validate records (dicts or Episodes), embed them, store the new ones.

        Raises EpisodeError naming the record's position when one is invalid;
        nothing is stored in that case. Returns how many episodes were new.
        The episodes also go at once into their agents' recent windows in the
        hot cache (`hot_cache`, default the environment's), so the next prompt
        finds them; a window that cannot be written is logged, never raised.
        """
        from reverie.episodes import episode_from_dict
        from reverie.stores.recent import remember_recent_episodes

        episodes = [
            r if isinstance(r, Episode) else episode_from_dict(r, where=f"record {i}") for i, r in enumerate(records)
        ]
        vectors = embedder.embed([e.embedding_text for e in episodes])
        added = self.add_episodes(episodes, vectors, embedder.model_id, source="api")
        if episodes:
            remember_recent_episodes(
                episodes, np.asarray(vectors, dtype=np.float32), embedder.model_id, cache=hot_cache
            )
        return added

    def reembed_episodes(self, first_day: str, last_day: str, embedder: Embedder) -> int:
        """Re-embed the days' episodes whose vectors another model or precision made; return how many.

        Keeps episode search working after the embedder changes (say, a machine
        without bf16), since vectors of two model ids are never compared.
        """
        if not self.has_table(EPISODES):
            return 0
        table = self.episodes_table()
        stale = (
            table.search()
            .where(
                f"day >= {sql_str(first_day)} AND day <= {sql_str(last_day)} "
                f"AND embedding_model != {sql_str(embedder.model_id)}"
            )
            .to_arrow()
            .select(episodes_schema(self.dim).names)
        )
        if stale.num_rows == 0:
            return 0
        rows = stale.select(["title", "text", "outcome"]).to_pylist()
        vectors = np.asarray(
            embedder.embed([embedding_text(r["title"], r["text"], r["outcome"]) for r in rows]), dtype=np.float32
        )
        stale = stale.set_column(
            stale.schema.get_field_index("embedding"),
            "embedding",
            pa.FixedSizeListArray.from_arrays(pa.array(vectors.ravel()), self.dim),
        )
        stale = stale.set_column(
            stale.schema.get_field_index("embedding_model"),
            "embedding_model",
            pa.array([embedder.model_id] * stale.num_rows),
        )
        table.merge_insert("id").when_matched_update_all().execute(stale.cast(episodes_schema(self.dim)))
        return stale.num_rows

    def episodes_for_days(
        self,
        first_day: str,
        last_day: str,
        *,
        cid: str | None = None,
        exclude_kinds: Iterable[str] = (),
        columns: Sequence[str] | None = None,
    ) -> pa.Table:
        """Episodes whose UTC day lies in [first_day, last_day] (inclusive)."""
        if not self.has_table(EPISODES):
            return episodes_schema(self.dim).empty_table()
        where = [f"day >= {sql_str(first_day)}", f"day <= {sql_str(last_day)}"]
        if cid is not None:
            where.append(f"cid = {sql_str(cid)}")
        kinds = list(exclude_kinds)
        if kinds:
            where.append("kind NOT IN (" + ", ".join(sql_str(k) for k in kinds) + ")")
        query = self.episodes_table().search().where(" AND ".join(where))
        if columns:
            query = query.select(list(columns))
        return query.to_arrow()

    def count_episodes_for_days(self, first_day: str, last_day: str) -> int:
        if not self.has_table(EPISODES):
            return 0
        return self.episodes_table().count_rows(f"day >= {sql_str(first_day)} AND day <= {sql_str(last_day)}")

    def search_episodes(
        self,
        vector: np.ndarray,
        *,
        cid: str,
        embedding_model: str,
        agent_id: str | None = None,
        role_label: str | None = None,
        limit: int = 5,
        exclude_kinds: Iterable[str] = ("MEMORY_NOTE",),
    ) -> list[dict[str, Any]]:
        """Nearest episodes of one collective (and agent/role), same embedding model only."""
        if not self.has_table(EPISODES):
            return []
        where = [f"cid = {sql_str(cid)}", f"embedding_model = {sql_str(embedding_model)}"]
        if agent_id:
            where.append(f"agent_id = {sql_str(agent_id)}")
        if role_label:
            where.append(f"role_label = {sql_str(role_label)}")
        kinds = list(exclude_kinds)
        if kinds:
            where.append("kind NOT IN (" + ", ".join(sql_str(k) for k in kinds) + ")")
        rows = (
            self.episodes_table()
            .search(np.asarray(vector, dtype=np.float32), vector_column_name="embedding")
            .metric("cosine")
            .where(" AND ".join(where), prefilter=True)
            .select(["id", "agent_id", "ts", "kind", "title", "text", "outcome", "reward", "_distance"])
            .limit(limit)
            .to_list()
        )
        return rows

    # -- memory notes -----------------------------------------------------

    def memory_notes_table(self):
        return self.table(MEMORY_NOTES, memory_notes_schema(self.dim))

    def replace_day_notes(self, day: str, notes: Sequence[MemoryNote], keep_ids: Iterable[str] = ()) -> tuple[int, int]:
        """Make `notes` the notes of `day`: upsert them, then drop that day's other notes but `keep_ids`.

        Upsert first so a crash in between leaves extra notes (removed by the
        next run), never a day without its notes. `keep_ids` are previous notes
        whose clusters failed this time: they stay as they were. Returns
        (written, removed).
        """
        table = self.memory_notes_table()
        if notes:
            arrow = memory_notes_arrow(notes, self.dim)
            (table.merge_insert("id").when_matched_update_all().when_not_matched_insert_all().execute(arrow))
        stale = f"day = {sql_str(day)}"
        keep = sorted({n.id for n in notes} | set(keep_ids))
        if keep:
            stale += " AND id NOT IN (" + ", ".join(sql_str(i) for i in keep) + ")"
        removed = table.count_rows(stale)
        if removed:
            table.delete(stale)
        return len(notes), removed

    def latest_note_day(self) -> str | None:
        """The newest day that has memory notes, or None."""
        if not self.has_table(MEMORY_NOTES):
            return None
        days = self.memory_notes_table().search().select(["day"]).to_arrow().column("day")
        return max(days.to_pylist(), default=None)

    def notes_for_days(self, first_day: str, last_day: str, *, cid: str | None = None) -> pa.Table:
        if not self.has_table(MEMORY_NOTES):
            return memory_notes_schema(self.dim).empty_table()
        where = f"day >= {sql_str(first_day)} AND day <= {sql_str(last_day)}"
        if cid is not None:
            where += f" AND cid = {sql_str(cid)}"
        return self.memory_notes_table().search().where(where).to_arrow()
