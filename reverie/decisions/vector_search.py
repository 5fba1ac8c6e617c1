"""Similarity search over decision memory: nearest rows of this collective and model, and their result fields."""

from __future__ import annotations

import json
import logging
from typing import Any

import numpy as np

from reverie.decisions.store import TableStore
from reverie.decisions.tables import DECISIONS, RESULT_FIELDS, TRAJECTORIES
from reverie.stores.lance import sql_str

log = logging.getLogger(__name__)

# What a result shows (cid and embedding_model are known from the search's filter). A search reads id, the reward
# and `record` (these fields packed into one column: each column costs a random read per hit).
_DECISION_COLUMNS = ["id", *RESULT_FIELDS[DECISIONS]]
_TRAJECTORY_COLUMNS = ["id", *RESULT_FIELDS[TRAJECTORIES]]


class VectorSearch(TableStore):
    """Nearest-neighbour reads (exact or through the IVF index), with rows of another model left out."""

    nprobes: int
    refine_factor: int
    exact: bool
    warnings: list[str]
    _foreign_checked: set[str]
    _search_views: dict[str, tuple[int, Any, bool]]

    def _embed_query(self, text: str) -> np.ndarray:
        """A query's vector, past the embedding cache: situations rarely repeat exactly, and caching each one
        would add a LanceDB commit to every search. Stored rows do go through the cache."""
        return np.asarray(getattr(self.embedder, "embedder", self.embedder).embed([text])[0], dtype=np.float32)

    def _nearest(
        self, name: str, vector: np.ndarray, limit: int, columns: list[str], extra_where: str | None = None
    ) -> list[dict[str, Any]]:
        """Rows of this collective and this embedding model nearest to `vector` by cosine, nearest first.

        Each hit has `id`, `_rowid`, `_distance` and `columns`, plus `cid` and `embedding_model`.
        """
        self._warn_foreign(name)
        view, all_searchable = self._search_view(name)
        where = extra_where
        if not all_searchable:
            where = " AND ".join(filter(None, [self._searchable(), extra_where]))
        query = (
            view.search(np.asarray(vector, dtype=np.float32), vector_column_name="embedding")
            .metric("cosine")
            .limit(limit)
            .with_row_id(True)
        )
        if where:
            query = query.where(where, prefilter=True)
        if self.exact:
            query = query.bypass_vector_index()
        else:
            query = query.nprobes(self.nprobes)
            if self.refine_factor:
                query = query.refine_factor(self.refine_factor)
        hits = query.select(["id", *columns, "_distance"]).to_list()
        return [{**h, "cid": self.cid, "embedding_model": self.model_id} for h in hits]

    def _searchable(self) -> str:
        return f"{self._mine()} AND embedding_model = {sql_str(self.model_id)}"

    def _search_view(self, name: str) -> tuple[Any, bool]:
        """The table pinned at its latest version, and whether every row in it is this collective's and model's.

        When every row is, a search needs no filter: the prefilter alone costs
        ~3 ms a query at 1,000,000 rows even with bitmap indexes. The answer
        is counted once per table version, and the search runs on that very
        version, so a row another collective or model writes meanwhile is
        never returned unfiltered.
        """
        version = self.table(name).version
        cached = self._search_views.get(name)
        if cached is None or cached[0] != version:
            view = self._db.open_table(name)
            view.checkout(version)
            cached = (version, view, view.count_rows(self._searchable()) == view.count_rows())
            self._search_views[name] = cached
        return cached[1], cached[2]

    def _unpack(self, name: str, hits: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The hits with their result fields, from `record`; a row written before `record` existed is read
        field by field. In the hits' order."""
        old = [h for h in hits if not h.get("record")]
        fetched = {h["id"]: h for h in self._fetch(name, old, ["id", *RESULT_FIELDS[name]])} if old else {}
        out = []
        for h in hits:
            if h.get("record"):
                out.append({**json.loads(h["record"]), **h})
            elif h["id"] in fetched:
                out.append(fetched[h["id"]])
        return out

    def _fetch(self, name: str, hits: list[dict[str, Any]], columns: list[str]) -> list[dict[str, Any]]:
        """`columns` of the hits' rows, merged into the hits, in the hits' order.

        Read by row address (about twice as fast as a search that reads them all);
        if a compaction moved the rows since the search, they are looked up by id.
        """
        if not hits:
            return []
        table = self.table(name)
        wanted = {h["id"] for h in hits}
        try:
            by_id = {r["id"]: r for r in table.take_row_ids([h["_rowid"] for h in hits]).select(columns).to_list()}
        except Exception:  # noqa: BLE001 - a row address that no longer exists: use the slow path below
            by_id = {}
        if set(by_id) != wanted:
            where = f"{self._mine()} AND id IN (" + ", ".join(sql_str(i) for i in sorted(wanted)) + ")"
            by_id = {r["id"]: r for r in table.search().where(where).select(columns).to_list()}
        return [{**by_id[h["id"]], **h} for h in hits if h["id"] in by_id]

    def _warn_foreign(self, name: str) -> None:
        """Once per table: say how many of this collective's rows another model embedded (they are left out)."""
        if name in self._foreign_checked:
            return
        self._foreign_checked.add(name)
        foreign = self.count(name, f"{self._mine()} AND embedding_model != {sql_str(self.model_id)}")
        if foreign:
            msg = (
                f"{foreign} rows of {name} (collective {self.cid}) were embedded by another model than "
                f"{self.model_id}; they are left out of similarity search until re-embedded "
                f"(DecisionMemory.reembed(), run by the decision_memory asset)"
            )
            log.warning(msg)
            self.warnings.append(msg)


def iso(ts: Any) -> str:
    return ts.isoformat() if hasattr(ts, "isoformat") else str(ts)


def _search_result(row: dict[str, Any], columns: list[str], json_field: str) -> dict[str, Any]:
    out = {k: row[k] for k in columns}
    out[json_field] = json.loads(row[json_field])
    out["ts"] = iso(row["ts"])
    out["similarity_score"] = round(1.0 - float(row["_distance"]), 4)
    return out


def decision_result(row: dict[str, Any]) -> dict[str, Any]:
    return _search_result(row, [*_DECISION_COLUMNS, "reward", "cid", "embedding_model"], "metrics_snapshot")


def trajectory_result(row: dict[str, Any]) -> dict[str, Any]:
    return _search_result(row, [*_TRAJECTORY_COLUMNS, "total_reward", "cid", "embedding_model"], "trajectory_summary")
