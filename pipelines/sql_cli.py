"""`reverie sql "SELECT ..."`: read-only DuckDB SQL over one collective's LanceDB tables (reverie.sql)."""

from __future__ import annotations

import argparse
import json

from rich.markup import escape

from pipelines.cli_common import console


def cmd_sql(args: argparse.Namespace) -> int:
    from reverie.config import Settings
    from reverie.sql import SqlQueryError, collective_sql
    from reverie.workspace import WorkspacePathError, check_collective

    settings = Settings()
    try:
        cid = check_collective(args.collective or settings.default_collective)
        result = collective_sql(args.query, cid=cid, lancedb_uri=settings.lancedb_path, vectors=args.vectors)
    except (SqlQueryError, WorkspacePathError) as exc:
        console.print(f"[red]sql refused:[/red] {escape(str(exc))}", soft_wrap=True)
        return 2
    rows = result.slice(0, args.max_rows).to_pylist()
    if args.json:
        print(
            json.dumps(
                {"collective": cid, "rows": rows, "total_rows": result.num_rows},
                default=str,
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    from rich.table import Table

    console.print(f"collective {cid}: {result.num_rows} rows", soft_wrap=True)
    table = Table()
    for name in result.column_names:
        table.add_column(escape(name))
    for row in rows:
        table.add_row(*(escape(str(v)) for v in row.values()))
    console.print(table)
    if result.num_rows > len(rows):
        console.print(f"[dim]{result.num_rows - len(rows)} more rows (--max-rows, or --json)[/dim]")
    return 0


def add_sql_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sql", help="read-only SQL (DuckDB) over one collective's LanceDB tables")
    p.add_argument(
        "query",
        help='e.g. "SELECT action_type, avg(reward) FROM decisions GROUP BY 1"; tables: '
        "episodes, memory_notes, decisions, trajectories, feedback, search",
    )
    p.add_argument("--collective", help="whose rows (default REVERIE_DEFAULT_COLLECTIVE)")
    p.add_argument("--json", action="store_true", help="print the rows as JSON")
    p.add_argument("--max-rows", type=int, default=50, help="rows printed (default 50)")
    p.add_argument("--vectors", action="store_true", help="keep embedding columns (left out by default)")
    p.set_defaults(func=cmd_sql)
