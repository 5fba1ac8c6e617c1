"""`reverie search` and `reverie eval retrieval`: the memory search from the command line."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

if TYPE_CHECKING:  # the engine loads on first use, not when the CLI starts
    from reverie.search import SearchConfig

console = Console()


def refuse(label: str, exc: Exception) -> int:
    """Print a usage error as one line (`label: what was wrong`, never wrapped) and give exit status 2."""
    console.print(f"[red]{label}:[/red] {escape(str(exc))}", soft_wrap=True)
    return 2


def cmd_search(args: argparse.Namespace) -> int:
    from resources.embedder import EmbedderResource
    from reverie.config import Settings
    from reverie.search import SearchQueryError, check_query, check_search_options, index_collective, search
    from reverie.workspace import WorkspacePathError, check_collective, collective_workspace

    settings = Settings()
    try:  # every option before the index refresh: a typo costs nothing
        check_query(args.query)
        check_search_options(
            limit=args.limit,
            min_score=args.min_score,
            folder=args.folder,
            since=args.since,
            until=args.until,
            per_file=args.per_file,
            linked_limit=args.linked_limit,
        )
        cid = check_collective(args.collective or settings.default_collective)
        collective_workspace(settings.workspace_dir, cid)  # (refuses a case twin of another collective's folder)
    except (SearchQueryError, WorkspacePathError) as exc:
        return refuse("search refused", exc)
    embedder = EmbedderResource().embedder  # the pipelines' embedder and cache
    if not args.no_refresh:
        report = index_collective(cid, settings=settings, embedder=embedder)
        for err in report.errors:
            console.print(f"[yellow]not indexed:[/yellow] {escape(err)}")
        for line in report.repaired:
            console.print(f"[yellow]{escape(line)}[/yellow]", soft_wrap=True)
        if not args.json and (report.files_changed or report.files_deleted):
            console.print(
                f"[dim]index {cid}: {report.chunks_added} chunks added, {report.chunks_changed} changed, "
                f"{report.chunks_removed} removed in {report.seconds:.2f} s[/dim]"
            )
    try:
        hits = search(
            args.query,
            limit=args.limit,
            min_score=args.min_score,
            folder=args.folder,
            since=args.since,
            until=args.until,
            collective=cid,
            expand=not args.no_expand,
            per_file=args.per_file,
            linked_limit=args.linked_limit,
            refresh=False,
            settings=settings,
            embedder=embedder,
        )
    except SearchQueryError as exc:
        return refuse("search refused", exc)
    if args.json:
        print(json.dumps({"query": args.query, "collective": cid, **hits.as_dict()}, ensure_ascii=False, indent=2))
        return 0
    print_hits(hits, f"search {args.query!r} in collective {cid}")
    return 0


def print_hits(hits: list, title: str) -> None:
    console.rule(escape(title))
    if not hits:
        console.print("no results")
    for h in [*hits, *getattr(hits, "linked", [])]:
        where = h.path + (f" > {h.heading}" if h.heading else "")
        if h.expanded:
            console.print(
                f"  [cyan]{h.score:.3f}[/cyan] [dim]linked[/dim] {escape(where)} "
                f"[dim](linked with {escape(h.via)})[/dim]"
            )
            continue
        console.print(
            f"[green]{h.score:.3f}[/green] [bold]{escape(where)}[/bold]" + (f" [dim]{h.day}[/dim]" if h.day else "")
        )
        text = " ".join(h.text.split())
        console.print("      " + escape(text[:300] + ("..." if len(text) > 300 else "")), highlight=False)
        for lk in h.links[:6]:
            arrow = "->" if lk.direction == "out" else "<-"
            console.print(f"      [dim]{arrow} {lk.predicate} {escape(lk.path)}[/dim]")


def parse_cutoffs(text: str) -> list[int]:
    """`--k 5,10` -> [5, 10]; ValueError naming the option and value for anything but integers 1.. between commas."""
    from reverie.search.evaluate import check_cutoffs

    for item in text.split(","):
        if not re.fullmatch(r"\s*[0-9]+\s*", item):  # not int(): it takes "+5", "1_0" and other digits
            what = "an empty cut-off" if not item.strip() else f"{item.strip()!r} is not a cut-off"
            raise ValueError(f"--k {text!r}: {what}; give integers separated by commas, such as 5,10")
    return check_cutoffs([int(item) for item in text.split(",")])


def parse_settings(pairs: list[str]) -> tuple[dict[str, str], SearchConfig]:
    """`--set NAME=VALUE ...` -> (the overrides, the search settings with them applied); ValueError naming the pair."""
    from reverie.search.config import DEFAULT_CONFIG, setting_names

    overrides: dict[str, str] = {}
    config = DEFAULT_CONFIG
    for pair in pairs:
        name, eq, value = pair.partition("=")
        if not eq:
            raise ValueError(f"--set {pair!r} is not NAME=VALUE; search settings: {', '.join(setting_names())}")
        try:
            config = config.with_overrides({name.strip(): value})
        except ValueError as exc:
            raise ValueError(f"--set {pair!r}: {exc}") from exc
        overrides[name.strip()] = value
    return overrides, config


def check_json_target(path: str | None) -> None:
    """ValueError when `--json FILE` could not be written: found now, not after the whole evaluation."""
    if path is None:
        return
    target = Path(path)
    if target.is_dir():
        raise ValueError(f"--json {path!r} is a folder; give a file name")
    if not target.parent.is_dir():
        raise ValueError(f"--json {path!r}: folder {str(target.parent)!r} does not exist")


def cmd_eval_retrieval(args: argparse.Namespace) -> int:
    from resources.embedder import EmbedderResource
    from reverie.search.evaluate import EvalDataError, check_eval_dir, evaluate_retrieval

    try:  # every option before the model loads
        ks = parse_cutoffs(args.k)
        overrides, config = parse_settings(args.set or [])
        data_dir = check_eval_dir(Path(args.dir))
        check_json_target(args.json)
    except ValueError as exc:  # EvalDataError is one
        return refuse("refused", exc)
    embedder = EmbedderResource().embedder
    console.print(f"embedder {embedder.model_id}; settings: {overrides if overrides else 'defaults'}")
    try:
        result = evaluate_retrieval(
            data_dir, embedder, ks, config, progress=lambda m: console.print(f"[dim]{escape(m)}[/dim]")
        )
    except (EvalDataError, ValueError) as exc:
        return refuse("refused", exc)
    out = result.as_json()
    from rich.table import Table

    table = Table(title=f"retrieval on {args.dir} ({result.queries} queries)")
    cols = [f"recall@{k}" for k in ks] + [f"hit@{k}" for k in ks]
    for c in ["category", "queries"] + cols:
        table.add_column(c, justify="right" if c != "category" else "left")
    for cat, row in out["by_category"].items():
        table.add_row(cat, str(row["queries"]), *(f"{row[c]:.3f}" for c in cols))
    table.add_row("[bold]all[/bold]", str(result.queries), *(f"[bold]{out[c]:.3f}[/bold]" for c in cols))
    console.print(table)
    console.print(f"indexing {out['index_seconds']} s, search {out['search_ms_per_query']} ms per query")
    if args.json:
        try:
            Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:  # the figures are printed above; only the file is missing
            console.print(
                f"[red]not written:[/red] --json {escape(args.json)}: {escape(exc.strerror or str(exc))}",
                soft_wrap=True,
            )
            return 1
        console.print(f"wrote {args.json}")
    return 0


def add_search_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("search", help="hybrid search of a collective's memory/ and digest/ notes")
    p.add_argument("query")
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--min-score", type=float, default=0.0, help="drop hits scored below this (0..1)")
    p.add_argument("--folder", help="only under this folder: memory, digest, digest/wiki, memory/2026-11-28 ...")
    p.add_argument("--since", help="only chunks of notes dated on or after this day (YYYY-MM-DD)")
    p.add_argument("--until", help="only chunks of notes dated on or before this day (YYYY-MM-DD)")
    p.add_argument("--collective", help="the collective searched (default REVERIE_DEFAULT_COLLECTIVE)")
    p.add_argument("--json", action="store_true", help="print the results as JSON")
    p.add_argument("--no-expand", action="store_true", help="direct hits only, no linked notes")
    p.add_argument("--per-file", type=int, help="at most this many chunks of one file (default: --limit minus 1)")
    p.add_argument(
        "--linked-limit",
        type=int,
        help="at most this many linked notes, listed after the hits (default: --limit; 0 = none)",
    )
    p.add_argument(
        "--no-refresh",
        action="store_true",
        help="search the index as it is (default: update it first, a hash check per file)",
    )
    p.set_defaults(func=cmd_search)

    p = sub.add_parser("eval", help="measure the product on external data")
    esub = p.add_subparsers(dest="eval_command", required=True)
    q = esub.add_parser("retrieval", help="recall@k / hit@k of `reverie search` on DIR/docs.jsonl + queries.jsonl")
    q.add_argument("dir")
    q.add_argument("--k", default="5,10", help="comma-separated cut-offs (default 5,10)")
    q.add_argument("--json", help="also write the figures to this JSON file")
    q.add_argument(
        "--set",
        action="append",
        metavar="NAME=VALUE",
        help="change one search setting (ablations); default: the product's defaults",
    )
    q.set_defaults(func=cmd_eval_retrieval)


DEMO_QUERY = "which delimiter does the SAP invoice export need"


def demo_search(query: str = DEMO_QUERY) -> int:
    """The demo's last step: search_job (index every collective), then one search of the default collective."""
    from pipelines.instance import execute_locally, local_instance
    from resources.embedder import EmbedderResource
    from reverie.config import Settings
    from reverie.search import search

    console.print("[bold]search_job[/bold] (search_index: chunks of every collective's memory/ and digest/)")
    with local_instance(console.print) as instance:
        outcome = execute_locally(instance, "search_job", tags={})
    if not outcome.success:
        console.print("[red]search_job failed[/red]" + "".join(f"\n  {e}" for e in outcome.errors))
        return 1
    meta = next(m for key, m in outcome.materializations if key == "search_index")
    console.print(
        f"indexed {meta['chunks_total']} chunks in {meta['collectives']} collectives: "
        f"{meta['chunks_added']} added, {meta['chunks_changed']} changed, "
        f"{meta['chunks_removed']} removed in {meta['seconds']} s"
    )
    settings = Settings()
    hits = search(
        query, limit=5, collective=settings.default_collective, settings=settings, embedder=EmbedderResource().embedder
    )
    print_hits(hits, f"reverie search {query!r} (collective {settings.default_collective})")
    if not hits.linked:
        console.print(
            "[dim]no linked notes among these hits (links come from digest nodes and "
            + escape("[[wikilinks]]")
            + ")[/dim]"
        )
    return 0
