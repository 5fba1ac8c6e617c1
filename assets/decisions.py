"""Decision memory: DECISION / TRAJECTORY / FEEDBACK episodes -> decisions, trajectories, feedback -> decision_memory.

Daily partitions: a run for day D turns the episodes of D (already in the
episode store, written by the `episodes` asset from `inbox/episodes/` or by
agents directly) into rows of the LanceDB tables, replacing what earlier runs
of D derived, so a backfill rebuilds past days. The engine is
`reverie.decisions`; these assets only read, call it and report.
"""

import dagster as dg

from assets.edge import reverie_failure
from assets.metadata import dagster_metadata, settings_metadata
from assets.partitions import daily_asset
from resources import EmbedderResource, LanceDBResource
from reverie.decisions import DecisionMemory
from reverie.decisions.runs import ingest_episode_days, refresh_memory

GROUP = "decisions"
EPISODES = dg.AssetKey("episodes")  # the reflection layer's episode store, which these assets read


def open_memory(lancedb: LanceDBResource, embedder: EmbedderResource, cid: str = "default") -> DecisionMemory:
    """Decision memory in the pipelines' LanceDB database with their embedder and cache (hydrated when empty).

    Never the in-memory fallback: a run that cannot write where it should fails instead of losing what it stores.
    """
    return DecisionMemory(lancedb.store.uri, embedder=embedder.embedder, cid=cid, persistent=True)


def _ingest_asset(name: str, kind: str, description: str, deps: list) -> dg.AssetsDefinition:
    check = f"{kind.lower()}_episodes_valid"

    @daily_asset(
        name=name,
        group_name=GROUP,
        deps=[*deps, dg.AssetKey("stored_episodes")],
        kinds={"lancedb", "python"},
        description=description,
        versioned_by=("embed_backend", "embed_dtype"),
        logic=("reverie.decisions",),
        check_specs=[
            dg.AssetCheckSpec(
                check, asset=name, description=f"Every {kind} episode of these days became a row of `{name}`."
            )
        ],
    )
    def _asset(
        context: dg.AssetExecutionContext, lancedb: LanceDBResource, embedder: EmbedderResource
    ) -> dg.MaterializeResult:
        with reverie_failure():
            memory = open_memory(lancedb, embedder)
            report = ingest_episode_days(memory, lancedb.store, kind, list(context.partition_keys), context.log)
        return dg.MaterializeResult(
            metadata={**settings_metadata(), **dagster_metadata(report.metadata())},
            check_results=[
                dg.AssetCheckResult(
                    check_name=check,
                    passed=not report.rejected,
                    severity=dg.AssetCheckSeverity.WARN,
                    metadata=dagster_metadata(report.check_metadata()),
                )
            ],
        )

    return _asset


decisions = _ingest_asset(
    "decisions",
    "DECISION",
    "Decisions agents took, with their rewards: DECISION episodes of the partition's days in LanceDB `decisions`.\n\n"
    "Each row keeps the embedded text (`{conflict_title} Action: ... Domain: ... Reward: ... {reasoning}`) and its "
    "embedding model. A rerun replaces the day's episode-derived rows; rows from the API or the pre-seeded files "
    "are left alone. Invalid episodes are reported (episode id, field) and skipped.",
    [EPISODES],
)
trajectories = _ingest_asset(
    "trajectories",
    "TRAJECTORY",
    "Whole task episodes (route taken, total reward, summary): TRAJECTORY episodes of the partition's days in "
    "LanceDB `trajectories`. A rerun replaces the day's episode-derived rows.",
    [EPISODES],
)
feedback = _ingest_asset(
    "feedback",
    "FEEDBACK",
    "Human outcome feedback: FEEDBACK episodes of the partition's days in LanceDB `feedback`, one record per "
    "episode (`fb_{episode_id}`), the latest one winning (an older day's rerun never replaces newer feedback). "
    "Feedback naming an episode no stored decision names is rejected and reported.",
    [EPISODES, decisions],
)


@daily_asset(
    group_name=GROUP,
    deps=[decisions, trajectories, feedback],
    kinds={"lancedb", "duckdb"},
    logic=("reverie.decisions",),
)
def decision_memory(
    context: dg.AssetExecutionContext, lancedb: LanceDBResource, embedder: EmbedderResource
) -> dg.MaterializeResult:
    """Decision memory as agents query it: one embedding model, indexed when large, with its statistics.

    Re-embeds rows another embedding model made (searches compare one model's
    vectors only), builds the vector index on `decisions` once it is large,
    and reports, as of the run's last day: totals, average reward, counts by
    action type, feedback coverage (episodes with decisions that have human
    feedback), feedback not yet joined (stored for an episode no decision
    names yet), embedding models, and a sample few-shot block per collective.
    """
    with reverie_failure():
        report = refresh_memory(open_memory(lancedb, embedder), max(context.partition_keys), context.log)
    return dg.MaterializeResult(metadata={**settings_metadata(), **dagster_metadata(report.metadata())})
