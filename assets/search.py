"""Search: `search_index`, the hybrid (BM25 + vector) index of every collective's memory/ and digest/ notes.

The engine is `reverie.search`; `reverie search "..."` and `reverie.search.search(...)` read what this
asset keeps up to date.
"""

import dagster as dg

from assets.edge import reverie_failure
from assets.metadata import dagster_metadata, settings_metadata
from assets.partitions import versioned_asset
from resources import EmbedderResource, ReverieSettings
from reverie.search import list_collectives
from reverie.search.runs import index_collectives

GROUP = "search"


@versioned_asset(
    group_name=GROUP,
    kinds={"lancedb", "python"},
    versioned_by=("embed_backend", "embed_dtype"),
    logic=("reverie.search",),
    deps=[dg.AssetKey("session_notes"), dg.AssetKey("resource_notes"), dg.AssetKey("digest_nodes")],
    check_specs=[
        dg.AssetCheckSpec(
            "search_files_readable",
            asset="search_index",
            description="Every Markdown file under memory/ and digest/ could be indexed.",
        )
    ],
)
def search_index(
    context: dg.AssetExecutionContext, settings: ReverieSettings, embedder: EmbedderResource
) -> dg.MaterializeResult:
    """One search table per collective (`search__<cid>` in LanceDB): chunks of its memory/ and digest/ Markdown.

    Incremental by content hash: an unchanged file costs a hash and no
    embedding; a changed file has only its own chunks replaced (paragraphs
    whose text did not change keep their vectors); a deleted file's chunks are
    removed. A file that cannot be read (not UTF-8, broken frontmatter) is
    reported and keeps the chunks it had. Not partitioned: the index is the
    state of the workspace now, whatever day the notes belong to.
    """
    cfg = settings.resolved()
    with reverie_failure():
        report = index_collectives(
            list_collectives(cfg.workspace_dir), settings=cfg, embedder=embedder.embedder, log=context.log
        )
    return dg.MaterializeResult(
        metadata={**settings_metadata(cfg), **dagster_metadata(report.metadata()), **embedder.describe()},
        check_results=[
            dg.AssetCheckResult(
                check_name="search_files_readable",
                passed=not report.errors,
                severity=dg.AssetCheckSeverity.WARN,
                metadata=dagster_metadata(report.check_metadata()),
            )
        ],
    )
