"""Decision memory: DECISION / TRAJECTORY / FEEDBACK episodes -> decisions, trajectories, feedback -> decision_memory.

Daily partitions: a run for day D turns the episodes of D (already in the
episode store, written by the `episodes` asset from `inbox/episodes/` or by
agents directly) into rows of the LanceDB tables, replacing what earlier runs
of D derived, so a backfill rebuilds past days. The engine is
`reverie.decisions`; these assets only read, call it and report.
"""

from collections import Counter

import dagster as dg

from assets.metadata import md_table, settings_metadata
from assets.partitions import daily_asset
from resources import EmbedderResource, LanceDBResource
from reverie.decisions import DecisionMemory
from reverie.decisions.episodes import ingest_day
from reverie.episodes import KINDS as EPISODE_KINDS

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
        memory = open_memory(lancedb, embedder)
        if memory.hydration and memory.hydration.hydrated:
            context.log.info(f"decision memory was empty: {memory.hydration.reason} {memory.hydration.counts}")
        days = sorted(context.partition_keys)
        others = [k for k in EPISODE_KINDS if k != kind]
        rows = lancedb.store.episodes_for_days(days[0], days[-1], exclude_kinds=others).to_pylist()
        totals: Counter[str] = Counter()
        rejected: list[str] = []
        per_day = []
        for day in days:
            report = ingest_day(memory, kind, [r for r in rows if r["day"] == day], day)
            totals.update(
                episodes=report.episodes, stored=report.stored, removed=report.removed, kept_newer=report.kept_newer
            )
            rejected += [f"{day} {r}" for r in report.rejected]
            per_day.append([day, report.episodes, report.stored, report.removed, len(report.rejected)])
            context.log.info(
                f"{day}: {report.episodes} {kind} episodes -> {report.stored} rows stored, "
                f"{report.removed} stale removed, {len(report.rejected)} rejected"
            )
        for r in rejected[:50]:
            context.log.warning(f"rejected {kind} episode: {r}")
        return dg.MaterializeResult(
            metadata={
                **settings_metadata(),
                "days": dg.MetadataValue.json(days),
                f"{kind.lower()}_episodes": totals["episodes"],
                "rows_stored": totals["stored"],
                "stale_rows_removed": totals["removed"],
                **({"kept_newer_feedback": totals["kept_newer"]} if kind == "FEEDBACK" else {}),
                "rejected_episodes": len(rejected),
                "rows_in_table": memory.count(name),
                "embedding_model": memory.model_id,
                "per_day": dg.MetadataValue.md(
                    md_table(["day", "episodes", "stored", "stale removed", "rejected"], per_day)
                ),
            },
            check_results=[
                dg.AssetCheckResult(
                    check_name=check,
                    passed=not rejected,
                    severity=dg.AssetCheckSeverity.WARN,
                    metadata={"rejected": len(rejected), "first_rejected": dg.MetadataValue.json(rejected[:20])},
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
    as_of = max(context.partition_keys)
    memory = open_memory(lancedb, embedder)
    reembedded = memory.reembed()
    if any(reembedded.values()):
        context.log.info(f"re-embedded rows made by another model: {reembedded}")
    index = memory.ensure_index()
    report = memory.report(as_of_day=as_of)
    samples = []
    for row in report["per_collective"][:3]:
        scoped = DecisionMemory(memory.uri, embedder=memory.embedder, cid=row["cid"], hydrate=False, persistent=True)
        situation = scoped.latest_decision(as_of)
        if situation:
            block = scoped.build_few_shot_prompt(situation["conflict_title"], situation["metrics_snapshot"])
            samples.append(f"**{row['cid']}**: `{situation['conflict_title']}`\n\n```\n{block}\n```")
    context.log.info(
        f"decision memory as of {as_of}: {report['total_decisions']} decisions, "
        f"{report['total_trajectories']} trajectories, {report['total_feedback']} feedback; "
        f"coverage {report['feedback_coverage']:.0%}"
    )
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(),
            "as_of": as_of,
            "total_decisions": report["total_decisions"],
            "total_trajectories": report["total_trajectories"],
            "total_feedback": report["total_feedback"],
            "average_reward": report["average_reward"],
            "average_trajectory_reward": report["average_trajectory_reward"],
            "feedback_coverage": report["feedback_coverage"],
            "episodes_with_feedback": f"{report['episodes_with_feedback']} of {report['episodes_with_decisions']}",
            "feedback_not_joined": report["feedback_not_joined"],
            "by_action_type": dg.MetadataValue.md(
                md_table(
                    ["action type", "decisions", "average reward", "below 0.05 (never retrieved)"],
                    [
                        [a["action_type"], a["decisions"], a["average_reward"], a["below_min_reward"]]
                        for a in report["by_action_type"]
                    ],
                )
            ),
            "per_collective": dg.MetadataValue.md(
                md_table(
                    [
                        "cid",
                        "decisions",
                        "average reward",
                        "trajectories",
                        "feedback",
                        "feedback coverage",
                        "not joined",
                    ],
                    [
                        [
                            c["cid"],
                            c["decisions"],
                            c["average_reward"],
                            c["trajectories"],
                            c["feedback"],
                            c["feedback_coverage"],
                            c["feedback_not_joined"],
                        ]
                        for c in report["per_collective"]
                    ],
                )
            ),
            "embedding_models": dg.MetadataValue.json(report["embedding_models"]),
            "reembedded_rows": dg.MetadataValue.json(reembedded),
            "vector_index": dg.MetadataValue.json(index),
            "hydration": (memory.hydration.reason if memory.hydration else "off"),
            "sample_few_shot": dg.MetadataValue.md("\n\n".join(samples) or "(no decisions yet)"),
        }
    )
