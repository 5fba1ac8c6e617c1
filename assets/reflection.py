"""Reflection layer: episodes -> memory_notes -> memory_notes_hot_cache (daily partitions)."""

import dagster as dg

from assets.inputs import report_input_versions, stored_episodes
from assets.metadata import check_results, dagster_metadata, settings_metadata
from assets.outages import STEP_RETRY_POLICY, llm_asset, step_retries
from assets.partitions import daily_asset
from resources import EmbedderResource, HotCacheResource, LanceDBResource, LLMResource, ReverieSettings
from reverie.ingest import ingest_inbox
from reverie.reflection.batch import HOT_CACHE_HORIZON_DAYS, publish_hot_cache, reflect_days
from reverie.versions import stored_episode_day_versions

GROUP = "reflection"
__all__ = ["HOT_CACHE_HORIZON_DAYS", "episodes", "memory_notes", "memory_notes_hot_cache"]


@daily_asset(
    group_name=GROUP,
    kinds={"lancedb", "python"},
    deps=[dg.AssetKey("episode_inbox")],
    versioned_by=("embed_backend", "embed_dtype", "max_inbox_file_bytes"),
    logic=("reverie.episodes", "reverie.ingest"),
    check_specs=[
        dg.AssetCheckSpec(
            "inbox_lines_valid",
            asset="episodes",
            description="Every line of the episode inbox files in this run parsed as an episode.",
        )
    ],
)
def episodes(
    context: dg.AssetExecutionContext,
    settings: ReverieSettings,
    lancedb: LanceDBResource,
    embedder: EmbedderResource,
    hot_cache: HotCacheResource,
) -> dg.MaterializeResult:
    """Agent episodes of the partition's days, validated, embedded and stored in LanceDB `episodes`.

    Reads the JSONL files dropped in `inbox/episodes/` and keeps the records
    whose `ts` falls on a day of this run. Ids are content hashes: ingesting a
    file twice adds nothing. Bad lines are reported (file:line: reason) and the
    good lines of the same file are still stored. Episodes agents wrote
    directly through the episode store are counted too.

    Then each day of the run inside REVERIE_RECENT_EPISODES_DAYS is rewritten
    in the agents' recent windows in the hot cache (what prompts rank as
    RECENT_RELEVANT_EPISODES) from what LanceDB holds for it, so a rerun or a
    backfill neither doubles nor drops entries. An unreachable hot cache is
    reported (`recent_window_error`) and the episodes stay stored.
    """
    cfg = settings.resolved()
    days = list(context.partition_keys)
    report = ingest_inbox(
        lancedb.store, cfg.episode_inbox, days, embedder.embedder, cfg, log=context.log, hot_cache=hot_cache.cache
    )
    report_input_versions(context, stored_episodes, stored_episode_day_versions(lancedb.store.uri, report.days))
    return dg.MaterializeResult(
        metadata={**settings_metadata(cfg), **dagster_metadata(report.metadata()), **embedder.describe()},
        check_results=check_results(context, report.checks()),
    )


@llm_asset(
    group_name=GROUP,
    deps=[episodes, dg.AssetKey("stored_episodes")],
    versioned_by=("cluster_threshold", "min_cluster_size", "reflection_window_days", "embed_backend", "embed_dtype"),
    logic=("reverie.reflection", "reverie.roles"),
    kinds={"lancedb", "python"},
    check_specs=[
        dg.AssetCheckSpec(
            "notes_trace_to_episodes",
            asset="memory_notes",
            blocking=True,
            description="Every note of these days is unique and names episodes that are "
            "stored, of its own collective, agent and role, up to its day. "
            "Blocking: when it fails the hot cache is not published.",
        ),
        dg.AssetCheckSpec(
            "notes_keep_every_key",
            asset="memory_notes",
            blocking=True,
            description="No (collective, role) that reflects lost all its notes: a key that had "
            "several published entries or notes in the hot cache's 30 days still has "
            "notes. Blocking: when it fails the previous hot cache stays.",
        ),
        dg.AssetCheckSpec(
            "clusters_summarised",
            asset="memory_notes",
            description="Every cluster worth a note got one: none was skipped because the "
            "LLM's answer was still not the JSON asked for after a retry.",
        ),
    ],
)
def memory_notes(
    context: dg.AssetExecutionContext,
    settings: ReverieSettings,
    lancedb: LanceDBResource,
    embedder: EmbedderResource,
    llm: LLMResource,
    hot_cache: HotCacheResource,
) -> dg.MaterializeResult:
    """Memory notes: each reflecting (cid, agent, role)'s recent episodes, clustered and summarised.

    For day D it reads episodes of the window ending at the end of D (never later ones), leaves out
    MEMORY_NOTE episodes (no notes of notes), clusters them by greedy cosine similarity and summarises each
    cluster into one note (litellm when REVERIE_LLM_MODEL is set, extractive otherwise). A rerun replaces the
    notes the day owns.

    LLM failures: an answer that is still not the JSON asked for after one retry skips that cluster (its
    previous note, if any, is kept) and is reported in the metadata and the `clusters_summarised` check. An
    outage (authentication, connection, timeout, rate limit, unknown model) fails the step with its cause and
    the clusters it hit, leaving the notes of the days it hit exactly as they were; the step is retried
    (REVERIE_STEP_RETRIES).

    Blocking checks gate the hot-cache publish: `notes_trace_to_episodes` (every note names stored episodes
    of its own collective, agent and role) and `notes_keep_every_key` (no reflecting key's notes collapsed to none).
    """
    with step_retries(context):
        cfg = settings.resolved()
        report = reflect_days(
            lancedb.store,
            list(context.partition_keys),
            cfg,
            embedder=embedder.embedder,
            summariser=llm.summariser(embed=embedder.embed),
            open_cache=lambda: hot_cache.cache,
            key_template=hot_cache.settings().hot_cache_key_template,
            log=context.log,
        )
    return dg.MaterializeResult(
        check_results=check_results(context, report.checks()),
        metadata={**settings_metadata(cfg), **dagster_metadata(report.metadata()), **embedder.describe()},
    )


@daily_asset(
    group_name=GROUP,
    deps=[memory_notes],
    versioned_by=("hot_cache_top_n", "hot_cache_same_lesson", "hot_cache_key_template", "hot_cache_ttl_s"),
    logic=("reverie.reflection.reflect", "reverie.reflection.batch", "reverie.stores.hotcache"),
    retry_policy=STEP_RETRY_POLICY,
    kinds={"redis", "sqlite"},
)
def memory_notes_hot_cache(
    context: dg.AssetExecutionContext,
    lancedb: LanceDBResource,
    hot_cache: HotCacheResource,
    embedder: EmbedderResource,
) -> dg.MaterializeResult:
    """Top-N distinct lessons per (cid, role) published under `acc:{cid}:memory_notes:{role}` with a TTL.

    Ranked from the notes of the 30 days up to the newest day that has notes
    (at least the run's last day), so a run after a failed publish publishes
    everything pending. Notes that state no lesson are left out; notes that
    say the same thing (their summaries' embeddings within
    REVERIE_HOT_CACHE_SAME_LESSON cosine) become one entry with their support
    summed, their ids kept, the clearest wording and a confidence that rises
    with repetition. A key already holding a newer day is left alone. Runs
    only when the blocking checks on `memory_notes` pass, so a failed check
    leaves the previous hot cache in place. With the cache unreachable the
    step fails saying the notes are safe, and is retried (REVERIE_STEP_RETRIES).
    Agents read it with `read_memory_notes(cid, role)`.
    """
    with step_retries(context):
        s = hot_cache.settings()
        report = publish_hot_cache(
            lancedb.store,
            lambda: hot_cache.cache,
            max(context.partition_keys),
            s,
            cache_name=hot_cache.describe(),
            log=context.log,
            embed=embedder.embed,
        )
    return dg.MaterializeResult(metadata={**settings_metadata(s), **dagster_metadata(report.metadata())})
