"""Search: `search_index`, the hybrid (BM25 + vector) index of every collective's memory/ and digest/ notes.

The engine is `reverie.search`; `reverie search "..."` and `reverie.search.search(...)` read what this
asset keeps up to date.
"""

import dagster as dg

from assets.metadata import md_table, settings_metadata
from assets.partitions import versioned_asset
from resources import EmbedderResource, ReverieSettings
from reverie.search import index_collective, list_collectives

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
    reports = [
        index_collective(cid, settings=cfg, embedder=embedder.embedder) for cid in list_collectives(cfg.workspace_dir)
    ]
    errors = [f"{r.collective}: {e}" for r in reports for e in r.errors]
    for err in errors[:50]:
        context.log.warning(f"not indexed: {err}")
    repaired = [line for r in reports for line in r.repaired]
    for line in repaired:
        context.log.warning(line)
    total = {
        k: sum(getattr(r, k) for r in reports)
        for k in (
            "files_scanned",
            "files_changed",
            "files_deleted",
            "chunks_added",
            "chunks_changed",
            "chunks_removed",
            "chunks_total",
            "texts_embedded",
        )
    }
    seconds = round(sum(r.seconds for r in reports), 3)
    context.log.info(f"{len(reports)} collectives: {total}, {seconds} s")
    rows = [
        [
            r.collective,
            r.files_scanned,
            r.files_changed,
            r.files_deleted,
            r.chunks_added,
            r.chunks_changed,
            r.chunks_removed,
            r.chunks_total,
            r.texts_embedded,
            r.seconds,
        ]
        for r in reports
    ]
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(cfg),
            "collectives": len(reports),
            **{k: dg.MetadataValue.int(v) for k, v in total.items()},
            "seconds": dg.MetadataValue.float(seconds),
            "per_collective": dg.MetadataValue.md(
                md_table(
                    [
                        "collective",
                        "files",
                        "changed",
                        "deleted",
                        "chunks added",
                        "changed",
                        "removed",
                        "total",
                        "embedded",
                        "s",
                    ],
                    rows,
                )
            ),
            "errors": dg.MetadataValue.json(errors[:100]),
            "repaired": dg.MetadataValue.json(repaired),
            **embedder.describe(),
        },
        check_results=[
            dg.AssetCheckResult(
                check_name="search_files_readable",
                passed=not errors,
                severity=dg.AssetCheckSeverity.WARN,
                metadata={"unreadable": len(errors), "first": dg.MetadataValue.json(errors[:10])},
            )
        ],
    )
