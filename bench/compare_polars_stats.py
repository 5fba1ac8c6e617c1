"""Would polars do decision memory's statistics better? Same Arrow tables, same answers, timed in one process.

The design card names polars; decision memory computed its statistics with DuckDB over the Arrow tables LanceDB
returns (reverie/decisions/report.py). This compares the two calls that run on every `get_stats()` and every
`decision_memory` materialisation, written in DuckDB (`get_stats` as it was; `memory_report` as it is), polars
and plain pyarrow.compute (`get_stats` as it is now, after this comparison), at 10,000 / 100,000 / 1,000,000
decisions (synthetic rows: 40 action types, 8 collectives, a third of the episodes with feedback). Answers are
checked equal before timing. polars is not a dependency: run it in a scratch environment, e.g.
`python -m venv /tmp/pl && /tmp/pl/bin/pip install polars duckdb pyarrow numpy`, then
`/tmp/pl/bin/python bench/compare_polars_stats.py`. Result and decision: docs/decisions.md.
"""

from __future__ import annotations

import importlib.util
import statistics
import time
from pathlib import Path

import numpy as np
import pyarrow as pa

# report.py needs only pyarrow and duckdb: loaded by path, so the scratch environment needs no other package.
_spec = importlib.util.spec_from_file_location(
    "decision_report", Path(__file__).resolve().parent.parent / "reverie" / "decisions" / "report.py"
)
_report = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_report)
decision_stats, memory_report = _report.decision_stats, _report.memory_report


def tables(n: int, seed: int = 1) -> tuple[pa.Table, pa.Table, pa.Table]:
    rng = np.random.default_rng(seed)
    episodes = np.array([f"ep-{i}" for i in range(n // 3)])
    cids = np.array([f"c{i}" for i in range(8)])
    d = pa.table(
        {
            "cid": rng.choice(cids, n),
            "action_type": rng.choice([f"a{i}" for i in range(40)], n),
            "reward": rng.normal(0.4, 0.3, n),
            "episode_id": rng.choice(episodes, n),
            "embedding_model": ["all-MiniLM-L6-v2@fp32"] * n,
        }
    )
    t = pa.table(
        {
            "cid": rng.choice(cids, n // 4),
            "total_reward": rng.normal(1, 1, n // 4),
            "embedding_model": ["all-MiniLM-L6-v2@fp32"] * (n // 4),
        }
    )
    fe = rng.choice(episodes, len(episodes) // 3, replace=False)
    f = pa.table(
        {
            "cid": rng.choice(cids, len(fe)),
            "episode_id": fe,
            "overall_effectiveness": rng.integers(0, 11, len(fe)).astype(np.int32),
            "embedding_model": ["all-MiniLM-L6-v2@fp32"] * len(fe),
        }
    )
    return d, t, f


def stats_duckdb(d: pa.Table) -> dict:
    """get_stats() as it was: a DuckDB connection over the Arrow table."""
    import duckdb

    con = duckdb.connect()
    con.register("d", d)
    total, average = con.execute("SELECT count(*), coalesce(avg(reward), 0) FROM d").fetchone()
    by_action = con.execute("SELECT action_type, count(*) FROM d GROUP BY 1 ORDER BY 2 DESC, 1").fetchall()
    return {
        "total_memories": int(total),
        "average_reward": round(float(average), 3),
        "by_action_type": {a: int(c) for a, c in by_action},
    }


def stats_polars(d: pa.Table) -> dict:
    import polars as pl

    df = pl.from_arrow(d.select(["action_type", "reward"]))
    by = df.group_by("action_type").len().sort(["len", "action_type"], descending=[True, False])
    return {
        "total_memories": df.height,
        "average_reward": round(float(df["reward"].mean() or 0.0), 3),
        "by_action_type": dict(zip(by["action_type"].to_list(), by["len"].to_list(), strict=True)),
    }


def report_polars(d: pa.Table, t: pa.Table, f: pa.Table) -> dict:
    """The parts of memory_report that cost: per-action aggregates, coverage join, per-collective counts."""
    import polars as pl

    D, T, F = pl.from_arrow(d), pl.from_arrow(t), pl.from_arrow(f)
    by_action = (
        D.group_by("action_type")
        .agg(pl.len().alias("n"), pl.col("reward").mean().alias("r"), (pl.col("reward") < 0.05).sum().alias("low"))
        .sort(["n", "action_type"], descending=[True, False])
    )
    episodes = (
        D.filter(pl.col("episode_id").is_not_null() & (pl.col("episode_id") != ""))
        .select(["cid", "episode_id"])
        .unique()
    )
    covered = episodes.join(F.select(["cid", "episode_id"]).unique(), on=["cid", "episode_id"], how="inner").height
    per_cid = (
        D.group_by("cid")
        .agg(pl.len().alias("d"), pl.col("reward").mean().alias("r"))
        .join(T.group_by("cid").len().rename({"len": "t"}), on="cid", how="full", coalesce=True)
        .join(F.group_by("cid").len().rename({"len": "f"}), on="cid", how="full", coalesce=True)
        .sort("cid")
    )
    return {"by_action_type": by_action.height, "episodes_with_feedback": covered, "collectives": per_cid.height}


def timed(fn, *args, rounds: int = 7) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def main() -> None:
    import polars as pl

    print(f"polars {pl.__version__}")
    for n in (10_000, 100_000, 1_000_000):
        d, t, f = tables(n)
        assert stats_polars(d) == decision_stats(d) == stats_duckdb(d)
        product = memory_report(d, t, f)
        other = report_polars(d, t, f)
        assert (other["by_action_type"], other["episodes_with_feedback"], other["collectives"]) == (
            len(product["by_action_type"]),
            product["episodes_with_feedback"],
            len(product["per_collective"]),
        )
        duck_s, pol_s, arr_s = timed(stats_duckdb, d), timed(stats_polars, d), timed(decision_stats, d)
        duck_r, pol_r = timed(memory_report, d, t, f, rounds=5), timed(report_polars, d, t, f, rounds=5)
        print(
            f"{n:>9,} decisions  get_stats: duckdb {duck_s:7.1f} ms, polars {pol_s:7.1f} ms (x{pol_s / duck_s:.2f}), "
            f"pyarrow {arr_s:7.1f} ms (x{arr_s / duck_s:.2f})  |  report: duckdb {duck_r:7.1f} ms, "
            f"polars (its costly parts only) {pol_r:7.1f} ms (x{pol_r / duck_r:.2f})"
        )


if __name__ == "__main__":
    main()
