"""DecisionMemory: past decisions, trajectories and human feedback, retrieved as few-shot context.

An agent process imports it without Dagster:

    from reverie.decisions import DecisionMemory
    memory = DecisionMemory()                      # LanceDB under REVERIE_DATA_DIR (or DecisionMemory(path=...))
    memory.store_decision("Friday 6PM", "negotiate", "career", 0.72, {"career.workload": 95}, "Moved the deadline.")
    block = memory.build_few_shot_prompt("Friday 6PM", {"career.workload": 90, "finances.savings": 40})

Vectors come from Reverie's embedder and its content-hash cache
(all-MiniLM-L6-v2); the hash embedding is used only when the model cannot
load, and that is recorded (`embedding_fallback`, each row's
`embedding_model`). A search compares only vectors of the model in use: rows
another model embedded are left out with a warning until `reembed()` (which
the `decision_memory` asset runs) re-embeds them.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np

from reverie.decisions.records import (
    DEFAULT_COLLECTIVE,
    FEW_SHOT_HEADER,
    MIN_REWARD,
    DecisionInputError,
    Feedback,
    collective_field,
    count_field,
    decision_query,
    few_shot_entry,
    make_decision,
    make_feedback,
    make_trajectory,
    metrics_field,
    text_field,
    trajectory_query,
)
from reverie.decisions.tables import (
    DECISIONS,
    FEEDBACK,
    RESULT_FIELDS,
    SCHEMAS,
    TABLE_OF,
    TRAJECTORIES,
    record_rows,
    vector_column,
)
from reverie.embedding import Embedder
from reverie.stores.lance import sql_str

log = logging.getLogger(__name__)

# What a result shows (cid and embedding_model are known from the search's filter). A search reads id, the reward
# and `record` (these fields packed into one column: each column costs a random read per hit).
_DECISION_COLUMNS = ["id", *RESULT_FIELDS[DECISIONS]]
_TRAJECTORY_COLUMNS = ["id", *RESULT_FIELDS[TRAJECTORIES]]
_FEEDBACK_COLUMNS = ["id", "cid", "episode_id", "overall_effectiveness", "domains_improved", "domains_worsened",
                     "unexpected_effects", "resolution_time_hours", "ts", "source"]
INDEX_MIN_ROWS = 50_000  # below this a flat scan is fast enough and an IVF index would train on too little


def load_embedder(settings: Any, lancedb_uri: str) -> tuple[Embedder, str]:
    """Reverie's configured embedder behind its LanceDB cache, and the fallback note ('' when none).

    Only when the model cannot load (package or weights missing, runtime
    failure) is the hash embedding used; the returned note says why.
    """
    from reverie.embedding import configured_embedder
    from reverie.embedding.model import HashEmbedder

    try:
        return configured_embedder(settings, lancedb_uri)[0], ""
    except (ImportError, OSError, RuntimeError) as exc:
        note = f"{settings.embed_backend} could not load ({type(exc).__name__}: {exc}); hash embedding used"
        log.warning("decision memory: %s", note)
        return HashEmbedder(), note


class DecisionMemory:
    """The LanceDB tables `decisions`, `trajectories` and `feedback` of one collective.

    `path`: a LanceDB directory or URI (default: Settings().lancedb_path, under
    REVERIE_DATA_DIR). `embedder`: any object with `embed(texts)`, `model_id`
    and `dim` (default: Reverie's configured embedder and cache). `cid`: the
    collective whose rows are read and written. `higher_is_worse`: metric
    names (whole, or the part after the last dot) whose high values are the
    stressed ones, e.g. {"stress_level", "workload"}. `hydrate`: fill an empty
    `decisions` table from the pre-seeded JSON files once (see
    `reverie.decisions.hydrate`); `seed_dir` overrides where they are (None:
    REVERIE_DECISIONS_SEED_DIR, else the packaged set; "off": none).

    Bad input raises `DecisionInputError` naming the field, before anything
    is written.
    """

    def __init__(self, path: str | Path | None = None, *, embedder: Embedder | None = None, cid: str = DEFAULT_COLLECTIVE,
                 higher_is_worse: Iterable[str] = (), hydrate: bool = True,
                 seed_dir: str | Path | None = None) -> None:
        from reverie.config import Settings

        settings = Settings()
        self.uri = str(path) if path is not None else settings.lancedb_path
        self.cid = collective_field(cid)
        self.higher_is_worse = _names(higher_is_worse, "higher_is_worse")
        self.embedding_fallback = ""
        if embedder is None:
            embedder, self.embedding_fallback = load_embedder(settings, self.uri)
        self.embedder = embedder
        self.dim = int(embedder.dim)
        # Vector-index search knobs (used once an index exists); bench/bench_decisions.py measured them.
        self.nprobes = 20
        self.refine_factor = 5
        self.exact = False  # True: scan every vector (exact top-k) even when an index exists
        self.warnings: list[str] = []
        self._db: Any = None
        self._tables: dict[str, Any] = {}
        self._foreign_checked: set[str] = set()
        self._search_views: dict[str, tuple[int, Any, bool]] = {}
        self.hydration = None
        if hydrate:
            from reverie.decisions.hydrate import hydrate_if_empty, resolve_seed_dir

            self.hydration = hydrate_if_empty(self, resolve_seed_dir(seed_dir, settings))

    @property
    def model_id(self) -> str:
        return self.embedder.model_id

    # -- tables -------------------------------------------------------------------------------------------------

    def table(self, name: str) -> Any:
        """A LanceDB table of decision memory, created empty on first use (never at import)."""
        if name not in self._tables:
            if self._db is None:
                import lancedb

                # Strong consistency: every read sees what other processes committed (hydration relies on it).
                self._db = lancedb.connect(self.uri, read_consistency_interval=timedelta(0))
            schema = SCHEMAS[name](self.dim)
            try:
                table = self._db.create_table(name, schema=schema, exist_ok=True)
            except (ValueError, OSError):
                table = self._db.open_table(name)  # another process created it meanwhile
            stored_dim = table.schema.field("embedding").type.list_size
            if stored_dim != self.dim:
                raise ValueError(f"LanceDB table {name} in {self.uri} holds {stored_dim}-d vectors but the embedder "
                                 f"{self.model_id} makes {self.dim}-d ones; use another path")
            if "record" in schema.names and "record" not in table.schema.names:
                try:  # a table from before `record`: the column is added, null in its old rows
                    table.add_columns(schema.field("record"))
                except (ValueError, OSError, RuntimeError):  # e.g. another process added it meanwhile
                    table = self._db.open_table(name)
                    if "record" not in table.schema.names:
                        raise
            self._tables[name] = table
        return self._tables[name]

    def count(self, name: str, where: str | None = None) -> int:
        return int(self.table(name).count_rows(where) if where else self.table(name).count_rows())

    def _mine(self) -> str:
        return f"cid = {sql_str(self.cid)}"

    def _write(self, records: Sequence[Any]) -> int:
        """Embed and upsert records of one kind; a record with an id already stored is kept (feedback: replaced
        by a later one). Returns how many rows were inserted or replaced."""
        if not records:
            return 0
        kind = type(records[0])
        latest: dict[tuple[str, str], Any] = {}
        for r in records:
            key = (r.cid, r.id)
            if key not in latest or r.ts >= latest[key].ts:
                latest[key] = r
        records = list(latest.values())
        vectors = np.asarray(self.embedder.embed([r.text for r in records]), dtype=np.float32)
        rows = record_rows(records, vectors, self.model_id, self.dim)
        merge = self.table(TABLE_OF[kind]).merge_insert(["cid", "id"])
        if kind is Feedback:
            merge = merge.when_matched_update_all(where="target.ts <= source.ts")
        result = merge.when_not_matched_insert_all().execute(rows)
        return int(result.num_inserted_rows) + int(result.num_updated_rows)

    def store_records(self, records: Sequence[Any]) -> int:
        """Store validated Decision / Trajectory / Feedback records (any mix) in one go per table."""
        by_kind: dict[type, list[Any]] = {}
        for r in records:
            by_kind.setdefault(type(r), []).append(r)
        return sum(self._write(rs) for rs in by_kind.values())

    def _embed_query(self, text: str) -> np.ndarray:
        """A query's vector, past the embedding cache: situations rarely repeat exactly, and caching each one
        would add a LanceDB commit to every search. Stored rows do go through the cache."""
        return np.asarray(getattr(self.embedder, "embedder", self.embedder).embed([text])[0], dtype=np.float32)

    def _nearest(self, name: str, vector: np.ndarray, limit: int, columns: list[str],
                 extra_where: str | None = None) -> list[dict[str, Any]]:
        """Rows of this collective and this embedding model nearest to `vector` by cosine, nearest first.

        Each hit has `id`, `_rowid`, `_distance` and `columns`, plus `cid` and `embedding_model`.
        """
        self._warn_foreign(name)
        view, all_searchable = self._search_view(name)
        where = extra_where
        if not all_searchable:
            where = " AND ".join(filter(None, [self._searchable(), extra_where]))
        query = (view.search(np.asarray(vector, dtype=np.float32), vector_column_name="embedding")
                 .metric("cosine").limit(limit).with_row_id(True))
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
            msg = (f"{foreign} rows of {name} (collective {self.cid}) were embedded by another model than "
                   f"{self.model_id}; they are left out of similarity search until re-embedded "
                   f"(DecisionMemory.reembed(), run by the decision_memory asset)")
            log.warning(msg)
            self.warnings.append(msg)

    # -- decisions ----------------------------------------------------------------------------------------------

    def store_decision(self, conflict_title: str, action_type: str, target_domain: str, reward: float,
                       metrics_snapshot: dict[str, float], reasoning: str, episode_id: str | None = None) -> str:
        """Store one decision with its reward; returns its id.

        The embedded text is `"{conflict_title} Action: {action_type} Domain:
        {target_domain} Reward: {reward:.2f} {reasoning[:100]}"`.
        """
        decision = make_decision(conflict_title, action_type, target_domain, reward, metrics_snapshot, reasoning,
                                 episode_id, cid=self.cid)
        self._write([decision])
        return decision.id

    def retrieve_similar(self, conflict_title: str, current_metrics: dict[str, float], n: int = 3, *,
                         higher_is_worse: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """The `n` past decisions most similar to the situation, among those rewarded at least 0.05.

        Query: the title plus the three most stressed metrics (lowest values;
        highest for metrics declared higher-is-worse). It fetches the `2n`
        nearest decisions, drops those with reward < 0.05 and returns the top
        `n` by cosine similarity, each with its fields and `similarity_score`.
        """
        title = text_field(conflict_title, "conflict_title")
        metrics = metrics_field(current_metrics, "current_metrics")
        n = count_field(n)
        declared = self.higher_is_worse if higher_is_worse is None else _names(higher_is_worse, "higher_is_worse")
        vector = self._embed_query(decision_query(title, metrics, declared))
        candidates = self._nearest(DECISIONS, vector, 2 * n, ["reward", "record"])
        kept = [c for c in candidates if c["reward"] >= MIN_REWARD][:n]
        return [_decision_result(r) for r in self._unpack(DECISIONS, kept)]

    def build_few_shot_prompt(self, conflict_title: str, current_metrics: dict[str, float], n: int = 3, *,
                              higher_is_worse: Iterable[str] | None = None) -> str:
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
        return "\n".join([FEW_SHOT_HEADER] + [few_shot_entry(d, feedback.get(d["episode_id"] or "")) for d in decisions])

    # -- trajectories -------------------------------------------------------------------------------------------

    def store_trajectory(self, task_id: str, route_taken: str, total_reward: float,
                         trajectory_summary: dict[str, Any], task_domain: str | None = None) -> str:
        """Store a whole task episode (route and total reward); returns its id."""
        trajectory = make_trajectory(task_id, route_taken, total_reward, trajectory_summary, task_domain, cid=self.cid)
        self._write([trajectory])
        return trajectory.id

    def retrieve_similar_trajectories(self, task_domain: str, current_world: dict[str, Any], n: int = 3, *,
                                      higher_is_worse: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """The `n` trajectories nearest to `"TaskDomain: {task_domain} <3 most stressed world values>"`.

        World values are numbers or booleans (False counts as 0, the most stressed).
        """
        domain = text_field(task_domain, "task_domain")
        world = metrics_field(current_world, "current_world", allow_bool=True)
        n = count_field(n)
        declared = self.higher_is_worse if higher_is_worse is None else _names(higher_is_worse, "higher_is_worse")
        vector = self._embed_query(trajectory_query(domain, world, declared))
        hits = self._nearest(TRAJECTORIES, vector, n, ["total_reward", "record"])
        return [_trajectory_result(r) for r in self._unpack(TRAJECTORIES, hits)]

    # -- feedback -----------------------------------------------------------------------------------------------

    def store_feedback(self, episode_id: str, overall_effectiveness: int, domains_improved: Sequence[str],
                       domains_worsened: Sequence[str], unexpected_effects: str,
                       resolution_time_hours: float) -> str:
        """Store a human's verdict on an episode (rating 0-10); returns its id `fb_{episode_id}`.

        One record per episode: a later one replaces it. The episode must be
        one a stored decision of this collective names.
        """
        feedback = make_feedback(episode_id, overall_effectiveness, domains_improved, domains_worsened,
                                 unexpected_effects, resolution_time_hours, cid=self.cid)
        self.require_known_episode(feedback.episode_id)
        self._write([feedback])
        return feedback.id

    def known_episodes(self, episode_ids: Iterable[str], cid: str | None = None) -> set[str]:
        """Those of `episode_ids` that a stored decision of the collective names."""
        ids = sorted(set(episode_ids))
        if not ids:
            return set()
        where = (f"cid = {sql_str(cid or self.cid)} AND episode_id IN (" + ", ".join(sql_str(i) for i in ids) + ")")
        rows = self.table(DECISIONS).search().where(where).select(["episode_id"]).to_arrow()
        return set(rows.column("episode_id").to_pylist())

    def require_known_episode(self, episode_id: str) -> None:
        if not self.known_episodes([episode_id]):
            raise DecisionInputError("episode_id", f"unknown episode {episode_id!r}: no stored decision of "
                                                   f"collective {self.cid} names it")

    def feedback_for(self, episode_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Stored feedback by episode id, for those of `episode_ids` that have some."""
        ids = sorted(set(episode_ids))
        if not ids:
            return {}
        where = f"{self._mine()} AND id IN (" + ", ".join(sql_str(f"fb_{i}") for i in ids) + ")"
        rows = self.table(FEEDBACK).search().where(where).select(_FEEDBACK_COLUMNS).to_list()
        return {r["episode_id"]: _feedback_result(r) for r in rows}

    def human_feedback_reward(self, prompt_text: str, n: int = 3) -> float:
        """A reward in [0, 1] for training loops: human ratings of the episodes most similar to `prompt_text`.

        Finds the `n` episodes with feedback whose decisions are nearest to the
        prompt and averages their ratings / 10, weighted by cosine similarity.
        0.0 when no feedback is stored (or nothing similar is found).
        """
        text = text_field(prompt_text, "prompt_text")
        n = count_field(n)
        rated = self.table(FEEDBACK).search().where(self._mine()).select(["episode_id", "overall_effectiveness"]).to_arrow()
        if rated.num_rows == 0:
            return 0.0
        rating = dict(zip(rated.column("episode_id").to_pylist(), rated.column("overall_effectiveness").to_pylist(), strict=False))
        vector = self._embed_query(text)
        where = "episode_id IN (" + ", ".join(sql_str(e) for e in rating) + ")"
        best: dict[str, float] = {}
        for row in self._nearest(DECISIONS, vector, 4 * n, ["episode_id"], extra_where=where):
            best.setdefault(row["episode_id"], 1.0 - float(row["_distance"]))
        top = list(best.items())[:n]
        weights = [max(sim, 0.0) for _, sim in top]
        if not top or sum(weights) == 0:
            return 0.0
        return round(sum(w * rating[e] / 10 for (e, _), w in zip(top, weights, strict=False)) / sum(weights), 4)

    # -- upkeep and reporting -----------------------------------------------------------------------------------

    def get_stats(self) -> dict[str, Any]:
        """`{"total_memories", "average_reward", "by_action_type"}` over this collective's decisions."""
        from reverie.decisions.report import decision_stats

        rows = self.table(DECISIONS).search().where(self._mine()).select(["action_type", "reward"]).to_arrow()
        return decision_stats(rows)

    def report(self, as_of_day: str | None = None) -> dict[str, Any]:
        """Totals, rewards, action types, feedback coverage and embedding models of every collective.

        `as_of_day` (YYYY-MM-DD) counts only rows of that day and earlier.
        """
        from reverie.decisions.report import memory_report

        def rows(name: str, columns: list[str]) -> Any:
            query = self.table(name).search()
            if as_of_day:
                query = query.where(f"day <= {sql_str(as_of_day)}")
            return query.select(columns).to_arrow()

        return memory_report(
            rows(DECISIONS, ["cid", "action_type", "reward", "episode_id", "embedding_model"]),
            rows(TRAJECTORIES, ["cid", "total_reward", "embedding_model"]),
            rows(FEEDBACK, ["cid", "episode_id", "overall_effectiveness", "embedding_model"]),
        )

    def latest_decision(self, as_of_day: str | None = None) -> dict[str, Any] | None:
        """This collective's most recent decision rewarded at least 0.05 (up to `as_of_day`), as a sample situation."""
        where = f"{self._mine()} AND reward >= {MIN_REWARD}"
        if as_of_day:
            where += f" AND day <= {sql_str(as_of_day)}"
        import pyarrow.compute as pc

        ids = self.table(DECISIONS).search().where(where).select(["id", "ts"]).to_arrow()
        if ids.num_rows == 0:
            return None
        newest = ids.column("id")[pc.index(ids.column("ts"), pc.max(ids.column("ts"))).as_py()].as_py()
        row = self.table(DECISIONS).search().where(f"{self._mine()} AND id = {sql_str(newest)}").select(
            ["conflict_title", "metrics_snapshot"]).to_list()[0]
        return {"conflict_title": row["conflict_title"], "metrics_snapshot": json.loads(row["metrics_snapshot"])}

    def reembed(self, batch: int = 4096) -> dict[str, int]:
        """Re-embed, in every collective, the rows another model embedded (from their stored text).

        Returns rows re-embedded per table. Afterwards every row is searchable again.
        """
        done: dict[str, int] = {}
        for name in (DECISIONS, TRAJECTORIES, FEEDBACK):
            table = self.table(name)
            stale = (table.search().where(f"embedding_model != {sql_str(self.model_id)}")
                     .select(SCHEMAS[name](self.dim).names).to_arrow())
            for start in range(0, stale.num_rows, batch):
                part = stale.slice(start, batch)
                vectors = np.asarray(self.embedder.embed(part.column("text").to_pylist()), dtype=np.float32)
                part = part.set_column(part.schema.get_field_index("embedding"), "embedding",
                                       vector_column(vectors, self.dim))
                part = part.set_column(part.schema.get_field_index("embedding_model"), "embedding_model",
                                       [[self.model_id] * part.num_rows])
                table.merge_insert(["cid", "id"]).when_matched_update_all().execute(
                    part.cast(SCHEMAS[name](self.dim)))
            done[name] = stale.num_rows
        self._foreign_checked.clear()
        return done

    def ensure_index(self, min_rows: int = INDEX_MIN_ROWS) -> dict[str, Any]:
        """Build (or rebuild) the vector index on `decisions` once it has `min_rows`; says what it did."""
        import time

        table = self.table(DECISIONS)
        rows = table.count_rows()
        indexed = [i for i in table.list_indices() if "embedding" in i.columns]
        unindexed = rows
        if indexed:
            stats = table.index_stats(indexed[0].name)
            unindexed = int(getattr(stats, "num_unindexed_rows", 0) or 0)
        if rows < min_rows:
            return {"index": "none (flat scan)", "rows": rows, "reason": f"fewer than {min_rows} rows"}
        if indexed and unindexed < 0.1 * rows:
            if unindexed:
                table.optimize()  # folds new rows into the existing index
            return {"index": indexed[0].index_type, "rows": rows, "unindexed_rows": unindexed, "built_s": 0.0}
        started = time.perf_counter()
        build_vector_index(table, rows)
        return {"index": "IVF_SQ", "rows": rows, "unindexed_rows": 0,
                "built_s": round(time.perf_counter() - started, 2)}


def build_vector_index(table: Any, rows: int) -> None:
    """IVF_SQ on `embedding` (cosine), plus bitmap indexes on the columns every search filters on.

    About one partition per 4,096 rows; vectors quantised to 8 bits per
    dimension, and searches re-rank `refine_factor` x the candidates by exact
    distance, which keeps recall at the exact search's. Without the bitmap
    indexes the `cid` / `embedding_model` prefilter would scan those columns
    on every query (measured: ~50 ms at 1,000,000 rows, against ~1 ms).
    IVF_PQ was measured too: 20x slower to build, with lower recall on
    near-duplicate decisions. bench/bench_decisions.py has the figures.
    """
    from lancedb.index import Bitmap, IvfSq

    table.create_index("embedding", config=IvfSq(distance_type="cosine", num_partitions=max(16, rows // 4096)),
                       replace=True)
    for column in ("cid", "embedding_model"):
        table.create_index(column, config=Bitmap(), replace=True)


def _names(value: Iterable[str], name: str) -> frozenset[str]:
    if isinstance(value, (str, bytes)):
        raise DecisionInputError(name, "expected a list of metric names, got a single string")
    try:
        names = list(value)
    except TypeError as exc:
        raise DecisionInputError(name, f"expected a list of metric names, got {type(value).__name__}") from exc
    return frozenset(text_field(v, f"{name}[{i}]") for i, v in enumerate(names))


def _iso(ts: Any) -> str:
    return ts.isoformat() if hasattr(ts, "isoformat") else str(ts)


def _search_result(row: dict[str, Any], columns: list[str], json_field: str) -> dict[str, Any]:
    out = {k: row[k] for k in columns}
    out[json_field] = json.loads(row[json_field])
    out["ts"] = _iso(row["ts"])
    out["similarity_score"] = round(1.0 - float(row["_distance"]), 4)
    return out


def _decision_result(row: dict[str, Any]) -> dict[str, Any]:
    return _search_result(row, [*_DECISION_COLUMNS, "reward", "cid", "embedding_model"], "metrics_snapshot")


def _trajectory_result(row: dict[str, Any]) -> dict[str, Any]:
    return _search_result(row, [*_TRAJECTORY_COLUMNS, "total_reward", "cid", "embedding_model"], "trajectory_summary")


def _feedback_result(row: dict[str, Any]) -> dict[str, Any]:
    out = {k: row[k] for k in _FEEDBACK_COLUMNS}
    out["ts"] = _iso(row["ts"])
    return out
