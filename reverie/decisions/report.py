"""Statistics of decision memory, computed by DuckDB straight over the Arrow tables LanceDB returns."""

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
    """`{"total_memories", "average_reward", "by_action_type"}` of a table with action_type and reward."""
    con = _connect(d=decisions)
    total, average = con.execute("SELECT count(*), coalesce(avg(reward), 0) FROM d").fetchone()
    by_action = con.execute("SELECT action_type, count(*) FROM d GROUP BY 1 ORDER BY 2 DESC, 1").fetchall()
    return {"total_memories": int(total), "average_reward": round(float(average), 3),
            "by_action_type": {a: int(c) for a, c in by_action}}


def memory_report(decisions: pa.Table, trajectories: pa.Table, feedback: pa.Table) -> dict[str, Any]:
    """Totals, average rewards, counts by action type, feedback coverage and embedding models.

    Feedback coverage: of the episodes that decisions name, how many have
    human feedback (per collective, and overall).
    """
    con = _connect(d=decisions, t=trajectories, f=feedback)
    totals = dict(zip(
        ["decisions", "trajectories", "feedback", "average_reward", "average_trajectory_reward"],
        con.execute("""SELECT (SELECT count(*) FROM d), (SELECT count(*) FROM t), (SELECT count(*) FROM f),
                              (SELECT coalesce(avg(reward), 0) FROM d), (SELECT coalesce(avg(total_reward), 0) FROM t)
                    """).fetchone(), strict=False))
    coverage_sql = """
        WITH episodes AS (SELECT DISTINCT cid, episode_id FROM d WHERE episode_id IS NOT NULL AND episode_id <> '')
        SELECT e.cid, count(*) AS episodes, count(f.episode_id) AS with_feedback
        FROM episodes e LEFT JOIN (SELECT DISTINCT cid, episode_id FROM f) f
             ON e.cid = f.cid AND e.episode_id = f.episode_id
        GROUP BY ALL ORDER BY 1"""
    coverage = con.execute(coverage_sql).fetchall()
    episodes = sum(r[1] for r in coverage)
    covered = sum(r[2] for r in coverage)
    per_collective = con.execute("""
        SELECT c.cid,
               (SELECT count(*) FROM d WHERE d.cid = c.cid),
               (SELECT coalesce(avg(reward), 0) FROM d WHERE d.cid = c.cid),
               (SELECT count(*) FROM t WHERE t.cid = c.cid),
               (SELECT count(*) FROM f WHERE f.cid = c.cid)
        FROM (SELECT cid FROM d UNION SELECT cid FROM t UNION SELECT cid FROM f) c ORDER BY 1""").fetchall()
    by_action = con.execute("""SELECT action_type, count(*), avg(reward), count(*) FILTER (WHERE reward < 0.05)
                               FROM d GROUP BY 1 ORDER BY 2 DESC, 1""").fetchall()
    models = con.execute("""SELECT embedding_model, count(*) FROM
                              (SELECT embedding_model FROM d UNION ALL SELECT embedding_model FROM t
                               UNION ALL SELECT embedding_model FROM f) GROUP BY 1 ORDER BY 2 DESC""").fetchall()
    return {
        "total_decisions": int(totals["decisions"]),
        "total_trajectories": int(totals["trajectories"]),
        "total_feedback": int(totals["feedback"]),
        "average_reward": round(float(totals["average_reward"]), 3),
        "average_trajectory_reward": round(float(totals["average_trajectory_reward"]), 3),
        "by_action_type": [{"action_type": a, "decisions": int(c), "average_reward": round(float(r), 3),
                            "below_min_reward": int(low)} for a, c, r, low in by_action],
        "feedback_coverage": round(covered / episodes, 3) if episodes else 0.0,
        "episodes_with_decisions": episodes,
        "episodes_with_feedback": covered,
        "per_collective": [{"cid": cid, "decisions": int(nd), "average_reward": round(float(ar), 3),
                            "trajectories": int(nt), "feedback": int(nf),
                            "feedback_coverage": next((round(w / e, 3) for c, e, w in coverage if c == cid and e), 0.0)}
                           for cid, nd, ar, nt, nf in per_collective],
        "embedding_models": {m: int(c) for m, c in models},
    }
