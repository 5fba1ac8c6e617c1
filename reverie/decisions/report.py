"""Statistics of decision memory over the Arrow tables LanceDB returns: DuckDB for the report's joins, pyarrow for
the per-call `get_stats()` (docs/decisions.md, "The named stack", has the measurements)."""

from __future__ import annotations

from typing import Any

import pyarrow as pa


def _connect(**tables: pa.Table) -> Any:
    import duckdb

    con = duckdb.connect()
    for name, table in tables.items():
        con.register(name, table)
    return con


def decision_stats(decisions: pa.Table) -> dict[str, Any]:
    """`{"total_memories", "average_reward", "by_action_type"}` of a table with action_type and reward.

    pyarrow.compute, not DuckDB: `get_stats()` runs on an agent's path, and a DuckDB connection costs more than the
    whole computation (bench/compare_polars_stats.py: 0.8 ms against 440 ms at 10,000 decisions on a loaded VM).
    """
    import pyarrow.compute as pc

    counts = decisions.group_by("action_type").aggregate([("reward", "count")]).to_pylist()
    counts.sort(key=lambda r: (-r["reward_count"], r["action_type"]))
    average = pc.mean(decisions["reward"]).as_py() if decisions.num_rows else 0.0
    return {
        "total_memories": decisions.num_rows,
        "average_reward": round(float(average or 0.0), 3),
        "by_action_type": {r["action_type"]: int(r["reward_count"]) for r in counts},
    }


# The queries of `memory_report`, over the decisions (d), trajectories (t) and feedback (f) of every collective.
_TOTALS_SQL = """SELECT (SELECT count(*) FROM d), (SELECT count(*) FROM t), (SELECT count(*) FROM f),
                        (SELECT coalesce(avg(reward), 0) FROM d), (SELECT coalesce(avg(total_reward), 0) FROM t)"""
_COVERAGE_SQL = """
    WITH episodes AS (SELECT DISTINCT cid, episode_id FROM d WHERE episode_id IS NOT NULL AND episode_id <> '')
    SELECT e.cid, count(*) AS episodes, count(f.episode_id) AS with_feedback
    FROM episodes e LEFT JOIN (SELECT DISTINCT cid, episode_id FROM f) f
         ON e.cid = f.cid AND e.episode_id = f.episode_id
    GROUP BY ALL ORDER BY 1"""
_UNJOINED_SQL = """
    SELECT f.cid, count(*) FROM (SELECT DISTINCT cid, episode_id FROM f) f
    WHERE NOT EXISTS (SELECT 1 FROM d WHERE d.cid = f.cid AND d.episode_id = f.episode_id)
    GROUP BY 1"""
_PER_COLLECTIVE_SQL = """
    SELECT c.cid,
           (SELECT count(*) FROM d WHERE d.cid = c.cid),
           (SELECT coalesce(avg(reward), 0) FROM d WHERE d.cid = c.cid),
           (SELECT count(*) FROM t WHERE t.cid = c.cid),
           (SELECT count(*) FROM f WHERE f.cid = c.cid)
    FROM (SELECT cid FROM d UNION SELECT cid FROM t UNION SELECT cid FROM f) c ORDER BY 1"""
_BY_ACTION_SQL = """SELECT action_type, count(*), avg(reward), count(*) FILTER (WHERE reward < 0.05)
                    FROM d GROUP BY 1 ORDER BY 2 DESC, 1"""
_MODELS_SQL = """SELECT embedding_model, count(*) FROM
                   (SELECT embedding_model FROM d UNION ALL SELECT embedding_model FROM t
                    UNION ALL SELECT embedding_model FROM f) GROUP BY 1 ORDER BY 2 DESC"""


def memory_report(decisions: pa.Table, trajectories: pa.Table, feedback: pa.Table) -> dict[str, Any]:
    """Totals, average rewards, counts by action type, feedback coverage and embedding models.

    Feedback coverage: of the episodes that decisions name, how many have
    human feedback (per collective, and overall). Feedback not joined: feedback
    records whose episode no decision of the collective names (yet).
    """
    con = _connect(d=decisions, t=trajectories, f=feedback)
    totals = dict(
        zip(
            ["decisions", "trajectories", "feedback", "average_reward", "average_trajectory_reward"],
            con.execute(_TOTALS_SQL).fetchone(),
            strict=False,
        )
    )
    coverage = con.execute(_COVERAGE_SQL).fetchall()
    episodes = sum(r[1] for r in coverage)
    covered = sum(r[2] for r in coverage)
    unjoined = dict(con.execute(_UNJOINED_SQL).fetchall())
    per_collective = con.execute(_PER_COLLECTIVE_SQL).fetchall()
    by_action = con.execute(_BY_ACTION_SQL).fetchall()
    models = con.execute(_MODELS_SQL).fetchall()
    return {
        "total_decisions": int(totals["decisions"]),
        "total_trajectories": int(totals["trajectories"]),
        "total_feedback": int(totals["feedback"]),
        "average_reward": round(float(totals["average_reward"]), 3),
        "average_trajectory_reward": round(float(totals["average_trajectory_reward"]), 3),
        "by_action_type": [
            {"action_type": a, "decisions": int(c), "average_reward": round(float(r), 3), "below_min_reward": int(low)}
            for a, c, r, low in by_action
        ],
        "feedback_coverage": round(covered / episodes, 3) if episodes else 0.0,
        "episodes_with_decisions": episodes,
        "episodes_with_feedback": covered,
        "feedback_not_joined": int(sum(unjoined.values())),
        "per_collective": [
            {
                "cid": cid,
                "decisions": int(nd),
                "average_reward": round(float(ar), 3),
                "trajectories": int(nt),
                "feedback": int(nf),
                "feedback_coverage": next((round(w / e, 3) for c, e, w in coverage if c == cid and e), 0.0),
                "feedback_not_joined": int(unjoined.get(cid, 0)),
            }
            for cid, nd, ar, nt, nf in per_collective
        ],
        "embedding_models": {m: int(c) for m, c in models},
    }
