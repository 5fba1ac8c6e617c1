"""`reverie sql`: read-only DuckDB over one collective's LanceDB tables, real LanceDB, hash embeddings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.decisions import DecisionMemory
from reverie.sql import SqlQueryError, collective_sql


@pytest.fixture
def stored(reverie_env: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("REVERIE_DECISIONS_SEED_DIR", "off")
    uri = Settings().lancedb_path
    mine, theirs = DecisionMemory(uri), DecisionMemory(uri, cid="acme")
    for action, reward in [("rest", 0.5), ("rest", 0.7), ("negotiate", 0.2)]:
        mine.store_decision("Crunch", action, "health", reward, {}, "")
    theirs.store_decision("Secret", "spend", "finances", 0.9, {}, "")
    return uri


def test_sql_reads_one_collectives_rows_without_vectors(stored: str) -> None:
    result = collective_sql(
        "SELECT action_type, count(*) AS n, round(avg(reward), 2) AS r FROM decisions GROUP BY 1 ORDER BY 1",
        cid="default",
        lancedb_uri=stored,
    )
    assert result.to_pylist() == [
        {"action_type": "negotiate", "n": 1, "r": 0.2},
        {"action_type": "rest", "n": 2, "r": 0.6},
    ]
    assert collective_sql("SELECT conflict_title FROM decisions", cid="acme", lancedb_uri=stored).to_pylist() == [
        {"conflict_title": "Secret"}
    ]
    columns = collective_sql("SELECT * FROM decisions LIMIT 1", cid="acme", lancedb_uri=stored).column_names
    assert "embedding" not in columns and "reward" in columns
    assert (
        "embedding"
        in collective_sql("SELECT * FROM decisions", cid="acme", lancedb_uri=stored, vectors=True).column_names
    )


@pytest.mark.parametrize(
    "query,fragment",
    [
        ("", "the query is empty"),
        ("SELECT 1", "names none of the tables"),
        ("COPY (SELECT * FROM decisions) TO '/tmp/out.csv'", "file system operations are disabled"),
        ("SELECT * FROM read_csv('/etc/passwd'), decisions", "disabled"),
        ("SET enable_external_access = true; SELECT * FROM decisions", "locked"),
        ("SELECT * FROM feedback", "no LanceDB table feedback"),
    ],
)
def test_sql_refuses_what_it_cannot_or_must_not_run(stored: str, query: str, fragment: str) -> None:
    with pytest.raises(SqlQueryError, match=fragment):
        collective_sql(query, cid="default", lancedb_uri=stored)


def test_cli_sql_prints_json_and_refuses_cleanly(stored: str, capsys) -> None:
    from pipelines.cli import main

    assert main(["sql", "SELECT count(*) AS n FROM decisions", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["rows"] == [{"n": 3}]
    assert main(["sql", "SELECT count(*) AS n FROM decisions", "--collective", "acme"]) == 0
    assert "collective acme: 1 rows" in capsys.readouterr().out
    assert main(["sql", "DROP TABLE decisions"]) == 2
    assert "sql refused" in capsys.readouterr().out
    assert DecisionMemory(stored, hydrate=False).count("decisions") == 4  # nothing stored changed
