"""Decision memory runs: what the `decisions` / `trajectories` / `feedback` and `decision_memory` assets run.

`ingest_episode_days` makes each day's episodes of one kind the day's episode-derived rows of its table;
`refresh_memory` re-embeds, indexes and reports the memory as of a day. Both log what they did and return a
report whose `metadata()` is what the materialisation shows. No Dagster here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.decisions.episodes import KINDS, ingest_day
from reverie.decisions.memory import DecisionMemory
from reverie.episodes import KINDS as EPISODE_KINDS
from reverie.reporting import Log, Markdown, md_table
from reverie.stores.lance import LanceStore


@dataclass
class EpisodeIngestReport:
    """What one run of a decision-memory ingest asset did over its days."""

    kind: str  # DECISION, TRAJECTORY or FEEDBACK
    days: list[str]
    totals: Counter[str] = field(default_factory=Counter)
    rejected: list[str] = field(default_factory=list)  # "<day> episode <id> (<source>): field: reason"
    per_day: list[list[object]] = field(default_factory=list)
    rows_in_table: int = 0
    embedding_model: str = ""

    def metadata(self) -> dict[str, Any]:
        t = self.totals
        return {
            "days": self.days,
            f"{self.kind.lower()}_episodes": t["episodes"],
            "rows_stored": t["stored"],
            "stale_rows_removed": t["removed"],
            **({"kept_newer_feedback": t["kept_newer"]} if self.kind == "FEEDBACK" else {}),
            "rejected_episodes": len(self.rejected),
            "rows_in_table": self.rows_in_table,
            "embedding_model": self.embedding_model,
            "per_day": md_table(["day", "episodes", "stored", "stale removed", "rejected"], self.per_day),
        }

    def check_metadata(self) -> dict[str, Any]:
        """The `<kind>_episodes_valid` check's metadata (it passes when no episode was rejected)."""
        return {"rejected": len(self.rejected), "first_rejected": self.rejected[:20]}


def ingest_episode_days(
    memory: DecisionMemory, store: LanceStore, kind: str, days: Sequence[str], log: Log
) -> EpisodeIngestReport:
    """Make each of `days`' `kind` episodes in the episode `store` the day's episode-derived rows of its table.

    A rerun of a day replaces what earlier runs of it derived; rejected episodes are logged (up to 50).
    """
    if memory.hydration and memory.hydration.hydrated:
        log.info(f"decision memory was empty: {memory.hydration.reason} {memory.hydration.counts}")
    days = sorted(days)
    report = EpisodeIngestReport(kind, days)
    others = [k for k in EPISODE_KINDS if k != kind]
    rows = store.episodes_for_days(days[0], days[-1], exclude_kinds=others).to_pylist()
    for day in days:
        result = ingest_day(memory, kind, [r for r in rows if r["day"] == day], day)
        report.totals.update(
            episodes=result.episodes, stored=result.stored, removed=result.removed, kept_newer=result.kept_newer
        )
        report.rejected += [f"{day} {r}" for r in result.rejected]
        report.per_day.append([day, result.episodes, result.stored, result.removed, len(result.rejected)])
        log.info(
            f"{day}: {result.episodes} {kind} episodes -> {result.stored} rows stored, "
            f"{result.removed} stale removed, {len(result.rejected)} rejected"
        )
    for r in report.rejected[:50]:
        log.warning(f"rejected {kind} episode: {r}")
    report.rows_in_table = memory.count(KINDS[kind][0])
    report.embedding_model = memory.model_id
    return report


@dataclass
class DecisionMemoryReport:
    """The decision memory as of a day after `refresh_memory`: its statistics and what the upkeep did."""

    as_of: str
    stats: dict[str, Any]  # DecisionMemory.report(as_of_day=...)
    reembedded: dict[str, int]
    index: dict[str, Any]
    hydration: str
    samples: list[str] = field(default_factory=list)  # a few-shot block per collective (Markdown)

    def metadata(self) -> dict[str, Any]:
        r = self.stats
        return {
            "as_of": self.as_of,
            "total_decisions": r["total_decisions"],
            "total_trajectories": r["total_trajectories"],
            "total_feedback": r["total_feedback"],
            "average_reward": r["average_reward"],
            "average_trajectory_reward": r["average_trajectory_reward"],
            "feedback_coverage": r["feedback_coverage"],
            "episodes_with_feedback": f"{r['episodes_with_feedback']} of {r['episodes_with_decisions']}",
            "feedback_not_joined": r["feedback_not_joined"],
            "by_action_type": md_table(
                ["action type", "decisions", "average reward", "below 0.05 (never retrieved)"],
                [
                    [a["action_type"], a["decisions"], a["average_reward"], a["below_min_reward"]]
                    for a in r["by_action_type"]
                ],
            ),
            "per_collective": md_table(
                ["cid", "decisions", "average reward", "trajectories", "feedback", "feedback coverage", "not joined"],
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
                    for c in r["per_collective"]
                ],
            ),
            "embedding_models": r["embedding_models"],
            "reembedded_rows": self.reembedded,
            "vector_index": self.index,
            "hydration": self.hydration,
            "sample_few_shot": Markdown("\n\n".join(self.samples) or "(no decisions yet)"),
        }


def few_shot_samples(memory: DecisionMemory, cids: Sequence[str], as_of: str) -> list[str]:
    """For each of `cids`: its latest decision up to `as_of` and the few-shot block an agent would get for it."""
    samples = []
    for cid in cids:
        scoped = DecisionMemory(memory.uri, embedder=memory.embedder, cid=cid, hydrate=False, persistent=True)
        situation = scoped.latest_decision(as_of)
        if situation:
            block = scoped.build_few_shot_prompt(situation["conflict_title"], situation["metrics_snapshot"])
            samples.append(f"**{cid}**: `{situation['conflict_title']}`\n\n```\n{block}\n```")
    return samples


def refresh_memory(memory: DecisionMemory, as_of: str, log: Log) -> DecisionMemoryReport:
    """Re-embed rows another embedding model made, build the vector index once `decisions` is large, and report
    the memory as of `as_of` with a sample few-shot block for up to three collectives."""
    reembedded = memory.reembed()
    if any(reembedded.values()):
        log.info(f"re-embedded rows made by another model: {reembedded}")
    index = memory.ensure_index()
    stats = memory.report(as_of_day=as_of)
    hydration = memory.hydration.reason if memory.hydration else "off"
    report = DecisionMemoryReport(as_of, stats, reembedded, index, hydration)
    report.samples = few_shot_samples(memory, [row["cid"] for row in stats["per_collective"][:3]], as_of)
    log.info(
        f"decision memory as of {as_of}: {stats['total_decisions']} decisions, "
        f"{stats['total_trajectories']} trajectories, {stats['total_feedback']} feedback; "
        f"coverage {stats['feedback_coverage']:.0%}"
    )
    return report
