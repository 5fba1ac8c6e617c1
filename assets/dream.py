"""The dream: dream_inputs -> digest_nodes -> interest_topics, daily partitions, every collective on its own.

A partition is a day D. `dream_inputs` compares the daily notes of D's scan
window with the dream catalog; `digest_nodes` integrates what changed into
`<cid>/digest/{personal,procedure,wiki}/`; `interest_topics` writes
`<cid>/memory/<D>/interests.yaml`. The engine is `reverie.dream`.
"""

import dagster as dg
from pydantic import Field

from assets.edge import reverie_failure
from assets.metadata import check_results, dagster_metadata, md_table, settings_metadata
from assets.outages import llm_asset, step_retries
from assets.partitions import daily_asset
from resources import LLMResource, ReverieSettings
from reverie.dream import pick_topics, read_nodes, window_days, write_interests
from reverie.dream.runs import LazyEmbedder, dream_collectives, scan_collectives
from reverie.workspace import collective_workspaces

GROUP = "dream"
__all__ = ["LazyEmbedder", "digest_nodes", "dream_inputs", "interest_topics"]


class DreamConfig(dg.Config):
    collectives: list[str] = Field(default_factory=list, description="Only these collectives; empty = all.")
    hint: str = Field(default="", description="A hint for the dream (passed to the model with an LLM).")


@daily_asset(
    group_name=GROUP,
    kinds={"markdown", "sqlite"},
    deps=[dg.AssetKey("session_notes"), dg.AssetKey("resource_notes"), dg.AssetKey("daily_note_files")],
    versioned_by=("dream_scan_days",),
    logic=("reverie.dream.run", "reverie.dream.runs", "reverie.dream.catalog"),
)
def dream_inputs(
    context: dg.AssetExecutionContext, config: DreamConfig, settings: ReverieSettings
) -> dg.MaterializeResult:
    """The daily notes the dream has not integrated yet: new, changed, pending or deleted, per collective and day.

    For day D, the notes of `<cid>/memory/` of D and the REVERIE_DREAM_SCAN_DAYS - 1
    days before it (default 2 days in all) are compared by content hash with
    the dream catalog (`<cid>/mem_metadata/files.sqlite`). Nothing is written.
    """
    cfg = settings.resolved()
    with reverie_failure():
        workspaces = collective_workspaces(cfg.workspace_dir, config.collectives)
        report = scan_collectives(workspaces, list(context.partition_keys), cfg.dream_scan_days, context.log)
    return dg.MaterializeResult(metadata={**settings_metadata(cfg), **dagster_metadata(report.metadata())})


@llm_asset(
    group_name=GROUP,
    kinds={"markdown", "python"},
    deps=[dream_inputs],
    versioned_by=("dream_max_units", "dream_run_budget", "embed_backend", "embed_dtype"),
    logic=("reverie.dream",),
    check_specs=[
        dg.AssetCheckSpec(
            "digest_nodes_sourced",
            asset="digest_nodes",
            description="Every digest node names a source note, and every source it names still exists "
            "(or is marked deleted).",
        )
    ],
)
def digest_nodes(
    context: dg.AssetExecutionContext, config: DreamConfig, settings: ReverieSettings, llm: LLMResource
) -> dg.MaterializeResult:
    """Long-term digest nodes (`<cid>/digest/{personal,procedure,wiki}/<slug>.md`) integrated from daily notes.

    For each day of the run (oldest first) and each collective: the new and
    changed notes of the scan window are split into units (facts, preferences,
    procedures) and each unit lands in exactly one node after a search of the
    similar and linked nodes: CREATE, CORROBORATE (another source, support + 1),
    REFINE (a detail added) or CORRECT (the old statement kept under
    "Superseded" with the date and source that corrected it). With
    REVERIE_LLM_MODEL the model proposes units and actions (validated JSON,
    one retry); offline, embedding similarity and conflict detection decide.
    Units go in batches of REVERIE_DREAM_MAX_UNITS; at most
    REVERIE_DREAM_RUN_BUDGET units per run, the rest stay pending for the
    next run. A note is marked dreamed only when all its units landed; a
    failed unit is retried next run. A day with no change writes nothing and
    calls no model. An LLM outage fails the step (retried with backoff);
    nothing already integrated is undone and the rest stays pending.
    """
    with step_retries(context):
        cfg = settings.resolved()
        report = dream_collectives(
            cfg,
            list(context.partition_keys),
            llm.client(),
            collectives=config.collectives,
            hint=config.hint,
            scheduled=bool(context.run.tags.get("dagster/schedule_name")),
            log=context.log,
        )
    return dg.MaterializeResult(
        metadata={**dagster_metadata(report.metadata()), **settings_metadata(cfg)},
        check_results=check_results(context, report.checks()),
    )


@daily_asset(
    group_name=GROUP,
    kinds={"yaml"},
    deps=[digest_nodes],
    versioned_by=("topic_count", "topic_diversity_days"),
    logic=("reverie.dream.topics", "reverie.dream.runs"),
)
def interest_topics(
    context: dg.AssetExecutionContext, config: DreamConfig, settings: ReverieSettings
) -> dg.MaterializeResult:
    """Up to REVERIE_TOPIC_COUNT topics per collective and day in `<cid>/memory/<D>/interests.yaml`.

    Topics are the digest nodes the scan window's notes fed, ranked by recent
    and total sources and recent corrections; a topic chosen on any of the
    REVERIE_TOPIC_DIVERSITY_DAYS days before is not chosen again. Each topic
    has a title, reason, evidence, keywords and paths (the node and its recent
    notes). The file is rewritten only when its content changes.
    """
    cfg = settings.resolved()
    rows, written = [], []
    with reverie_failure():
        workspaces = collective_workspaces(cfg.workspace_dir, config.collectives)
    for cid, ws in workspaces.items():
        nodes = read_nodes(ws)
        for day in sorted(context.partition_keys):
            topics = pick_topics(
                ws,
                day,
                window_days(day, cfg.dream_scan_days),
                nodes,
                topic_count=cfg.topic_count,
                diversity_days=cfg.topic_diversity_days,
            )
            if write_interests(ws, day, topics, cfg.topic_count, cfg.topic_diversity_days):
                written.append(f"{cid}/memory/{day}/interests.yaml")
            rows += [[cid, day, t["title"], t["reason"], ", ".join(t["keywords"])] for t in topics]
    context.log.info(f"{len(rows)} topics, {len(written)} interests files written")
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(cfg),
            "topics": len(rows),
            "files_written": dg.MetadataValue.json(written[:100]),
            "topic_table": dg.MetadataValue.md(md_table(["collective", "day", "title", "reason", "keywords"], rows)),
        }
    )
