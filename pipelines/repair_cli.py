"""`reverie repair`: check the stores, rebuild the derived ones that are damaged, name the way back for the rest.

reverie repair [--collective C ...]             # search indexes (+ manifests) and the embedding cache
reverie repair --restore TABLE --version N      # a primary LanceDB table back to a version that reads
"""

from __future__ import annotations

import argparse

from rich.markup import escape

from pipelines.cli_common import collectives_arg, console


def say(line: str, style: str = "") -> None:
    console.print(f"[{style}]{escape(line)}[/{style}]" if style else escape(line), soft_wrap=True, highlight=False)


def cmd_repair(args: argparse.Namespace) -> int:
    from reverie.config import Settings
    from reverie.stores.repair import restore_version

    settings = Settings()
    if args.restore:
        if args.version is None:
            say("refused: --restore TABLE needs --version N (`reverie repair` names the last good version)", "red")
            return 2
        try:
            rows = restore_version(settings.lancedb_path, args.restore, args.version)
        except (ValueError, FileNotFoundError) as exc:
            say(f"refused: {exc}", "red")
            return 2
        say(
            f"restored: table {args.restore} in {settings.lancedb_path} is version {args.version} again "
            f"({rows} rows); the versions after it stay in its history",
            "green",
        )
        return 0
    damaged = check_primary_tables(settings.lancedb_path) if not args.collective else []
    for line in damaged:
        say(line, "red")
    if not args.collective and not damaged:
        say(f"ok: primary tables in {settings.lancedb_path} read whole")
    for line in repair_derived(settings, collectives_arg(args, default_all=True)):
        say(line, "yellow" if line.startswith("repaired:") else "")
    return 1 if damaged else 0


def check_primary_tables(db_uri: str) -> list[str]:
    """One `damaged: ...` line per primary table whose newest version cannot be read (with the way back)."""
    import lancedb

    from reverie.stores.repair import PRIMARY_TABLES, damaged_primary_line, table_readable

    db = lancedb.connect(db_uri)
    present = set(db.list_tables().tables) if hasattr(db, "list_tables") else set(db.table_names())
    out = []
    for name in PRIMARY_TABLES:
        if name in present:
            problem = table_readable(db.open_table(name))
            if problem:
                out.append(damaged_primary_line(db_uri, name, problem))
    return out


def repair_derived(settings, cids: list[str]) -> list[str]:
    """Check and, where damaged, rebuild each collective's search index and the embedding cache; one line each."""
    from reverie.embedding.cache import EmbeddingCache
    from reverie.search import index_collective, rebuild_index, settings_embedder
    from reverie.search.index import ChunkTable
    from reverie.stores.repair import table_readable

    embedder = settings_embedder(settings)
    out = []
    cache = EmbeddingCache(settings.lancedb_path)
    problem = table_readable(cache.table())
    if problem:
        out.append(cache.reset(problem, log_it=False))
    for cid in cids:
        table = ChunkTable(settings.lancedb_path, cid, embedder.dim).open()
        problem = table_readable(table) if table is not None else None
        if problem:
            report = rebuild_index(cid, problem, settings=settings, embedder=embedder)
        else:
            report = index_collective(cid, settings=settings, embedder=embedder)
        out += report.repaired or [
            f"ok: search index of collective {cid} ({report.chunks_total} chunks, "
            f"{report.files_changed} files brought up to date)"
        ]
    return out


def add_repair_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "repair",
        help="check the stores; rebuild damaged search indexes and the embedding cache, "
        "or restore a primary table to a version",
    )
    p.add_argument(
        "--collective",
        action="append",
        metavar="C",
        help="this collective's search index (repeat for several; default: every collective)",
    )
    p.add_argument("--restore", metavar="TABLE", help="a primary LanceDB table (episodes, decisions, ...) to restore")
    p.add_argument("--version", type=int, metavar="N", help="the version --restore brings back")
    p.set_defaults(func=cmd_repair)
