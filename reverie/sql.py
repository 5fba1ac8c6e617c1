"""Read-only SQL over one collective's LanceDB tables: DuckDB over the Arrow data LanceDB returns (`reverie sql`).

    from reverie.sql import collective_sql
    rows = collective_sql("SELECT action_type, avg(reward) FROM decisions GROUP BY 1", cid="acme")

A query names the tables it reads; only those are loaded, each with this
collective's rows alone (`cid = ...` is pushed into LanceDB's scan; `search`
is the collective's own chunk table). Vector columns are left out unless
`vectors` is set. The DuckDB connection lives in memory and is locked before
the query runs: no file, network or extension access and no way to turn it
back on, so a query reads these tables and nothing else, and cannot change
anything stored. The tables are SQL_TABLES' keys.
"""

from __future__ import annotations

import re
from typing import Any

import pyarrow as pa

from reverie.stores.lance import sql_str

# name in SQL -> LanceDB table (None: the collective's search table, named by reverie.search.index.table_name)
SQL_TABLES: dict[str, str | None] = {
    "episodes": "episodes",
    "memory_notes": "memory_notes",
    "decisions": "decisions",
    "trajectories": "trajectories",
    "feedback": "feedback",
    "search": None,
}


class SqlQueryError(ValueError):
    """A query that cannot run: empty, naming no known table, or refused by DuckDB (the message says why)."""


def _lance_table(db: Any, name: str) -> Any | None:
    try:
        return db.open_table(name)
    except (ValueError, FileNotFoundError, OSError):  # not created yet
        return None


def _rows(table: Any, per_collective: bool, cid: str, vectors: bool) -> pa.Table:
    columns = [
        f.name
        for f in table.schema
        if vectors
        or not (
            pa.types.is_fixed_size_list(f.type) or pa.types.is_list(f.type) and pa.types.is_floating(f.type.value_type)
        )
    ]
    query = table.search()
    if per_collective and "cid" in table.schema.names:
        query = query.where(f"cid = {sql_str(cid)}")
    return query.select(columns).to_arrow()


def named_tables(query: str) -> list[str]:
    """The SQL_TABLES a query names (as whole words, any case)."""
    return [name for name in SQL_TABLES if re.search(rf"\b{name}\b", query, re.IGNORECASE)]


def collective_sql(query: str, *, cid: str, lancedb_uri: str, vectors: bool = False) -> pa.Table:
    """The result of a read-only DuckDB `query` over collective `cid`'s tables (see the module doc)."""
    import duckdb
    import lancedb

    from reverie.search.index import table_name

    if not isinstance(query, str) or not query.strip():
        raise SqlQueryError("the query is empty; give a SELECT over " + ", ".join(SQL_TABLES))
    names = named_tables(query)
    if not names:
        raise SqlQueryError(f"the query names none of the tables {', '.join(SQL_TABLES)}")
    db = lancedb.connect(lancedb_uri)
    con = duckdb.connect()
    missing = []
    for name in names:
        source = SQL_TABLES[name] or table_name(cid)
        table = _lance_table(db, source)
        if table is None:
            missing.append(f"{name} (no LanceDB table {source} in {lancedb_uri} yet)")
            continue
        con.register(name, _rows(table, SQL_TABLES[name] is not None, cid, vectors))
    con.execute("SET enable_external_access = false")
    con.execute("SET lock_configuration = true")
    try:
        return con.sql(query).to_arrow_table()
    except duckdb.Error as exc:
        hint = f"; not available: {', '.join(missing)}" if missing else ""
        raise SqlQueryError(f"{type(exc).__name__}: {exc}{hint}") from exc
    finally:
        con.close()
