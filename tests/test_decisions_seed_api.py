"""The original decision memory's calls, written as its users write them, against real LanceDB.

Also: feedback before its decisions (`ep_12345`), LifeStack's own pre-seeded export, the in-memory fallback of
an unusable path, and how `human_feedback_reward` spreads over related and unrelated prompts.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from reverie.decisions import DecisionMemory, OutcomeFeedback
from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES


@pytest.fixture
def seeds_off(reverie_env: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("REVERIE_DECISIONS_SEED_DIR", "off")
    return reverie_env


def test_the_original_calls_work_as_written(seeds_off: Path) -> None:
    memory = DecisionMemory(path=str(seeds_off / "lifestack_memory"))
    memory.store_decision(
        conflict_title="Friday 6PM",
        action_type="negotiate",
        target_domain="career",
        reward=0.72,
        metrics_snapshot={"career.workload": 100, "mental_wellbeing.stress_level": 95},
        reasoning="Negotiating the deadline directly reduced workload pressure quickly.",
    )
    memory.store_decision(
        conflict_title="Friday 6PM",
        action_type="rest",
        target_domain="mental_wellbeing",
        reward=0.61,
        metrics_snapshot={"mental_wellbeing.stress_level": 95},
        reasoning="A short rest during peak stress restored energy.",
    )
    memory.store_decision(
        conflict_title="Check Engine Light",
        action_type="spend",
        target_domain="finances",
        reward=0.02,
        metrics_snapshot={"finances.liquidity": 40},
        reasoning="Overspent on repair.",
    )
    metrics = {"career.workload": 95, "mental_wellbeing.stress_level": 90, "finances.liquidity": 35}
    similar = memory.retrieve_similar(conflict_title="Friday 6PM", current_metrics=metrics, n=3)
    assert {s["action_type"] for s in similar} == {"negotiate", "rest"}  # the 0.02 decision is never an example
    assert all(0 < s["similarity_score"] <= 1 and s["reward"] >= 0.05 for s in similar)
    block = memory.build_few_shot_prompt("Friday 6PM", metrics)
    assert block.startswith("--- PAST EXPERIENCE & HUMAN VERIFICATION ---") and "[NEGOTIATE] on CAREER" in block

    memory.store_trajectory(
        task_id="flight_crisis_1",
        route_taken="rebook_premium",
        total_reward=2.4,
        trajectory_summary={"milestones_hit": ["rebooked"], "steps": 7},
    )
    [t] = memory.retrieve_similar_trajectories(
        task_domain="flight_crisis", current_world={"flight_rebooked": False}, n=3
    )
    assert (t["task_id"], t["route_taken"], t["total_reward"]) == ("flight_crisis_1", "rebook_premium", 2.4)

    assert (
        memory.store_feedback(
            OutcomeFeedback(
                episode_id="ep_12345",
                overall_effectiveness=8,
                domains_improved=["career"],
                domains_worsened=[],
                unexpected_effects="Boss appreciated the honesty",
                resolution_time_hours=4.0,
            )
        )
        == "fb_ep_12345"
    )
    assert memory.get_stats() == {
        "total_memories": 3,
        "average_reward": 0.45,
        "by_action_type": {"negotiate": 1, "rest": 1, "spend": 1},
        "feedback_not_joined": 1,
    }


def test_feedback_for_an_episode_no_decision_names_yet_joins_its_later_decisions(seeds_off: Path) -> None:
    memory = DecisionMemory(path=seeds_off / "m")
    memory.store_feedback(
        OutcomeFeedback(
            episode_id="ep_12345",
            overall_effectiveness=8,
            domains_improved=["career"],
            domains_worsened=[],
            unexpected_effects="Boss appreciated the honesty",
            resolution_time_hours=4.0,
        )
    )
    memory.store_feedback("ep_777", 3, [], ["finances"], "Too expensive.", 2)  # keyword/positional form still works
    assert memory.get_stats()["feedback_not_joined"] == 2
    assert memory.report()["feedback_not_joined"] == 2 and memory.count(FEEDBACK) == 2

    memory.store_decision(
        "Friday 6PM", "negotiate", "career", 0.7, {"career.workload": 95}, "Moved the deadline.", episode_id="ep_12345"
    )
    block = memory.build_few_shot_prompt("Friday 6PM", {"career.workload": 95})
    assert "  HUMAN FEEDBACK: Rated 8/10. Notes: Boss appreciated the honesty" in block.splitlines()
    assert memory.get_stats()["feedback_not_joined"] == 1  # ep_777 still waits for its decision
    with pytest.raises(Exception, match="overall_effectiveness: given twice"):
        memory.store_feedback(OutcomeFeedback(episode_id="ep_1"), 5)


def _chroma_collection(metadatas: list[dict]) -> dict:
    return {
        "ids": [f"id-{i}" for i in range(len(metadatas))],
        "documents": ["doc"] * len(metadatas),
        "metadatas": metadatas,
        "embeddings": [[0.1] * 384 for _ in metadatas],
    }


def _lifestack_export(folder: Path) -> None:
    """LifeStack's data/ folder: its export split in two shards sharing the trajectories, plus other JSON."""
    decisions = [
        {
            "conflict_title": "Friday 6PM",
            "action_type": "negotiate",
            "target_domain": "career",
            "reward": 0.72,
            "reasoning": "Negotiated the deadline.",
            "route_outcome": "",
            "episode_id": "ep-1",
            "personality_type": "unknown",
            "timestamp": "2026-04-10T18:00:00.123456",
        },
        {
            "conflict_title": "Health Scare",
            "action_type": "rest",
            "target_domain": "physical_health",
            "reward": 0.8,
            "reasoning": "Aggressive rest protocol.",
            "route_outcome": "",
            "episode_id": "",
            "timestamp": "2026-04-11T09:00:00",
        },
        {
            "conflict_title": "The Perfect Storm",
            "route_taken": "communicate then rest",
            "metrics_diff": "+5 stress",
            "reward": 0.4,
            "reasoning": "Older route row.",
            "timestamp": "2026-04-12T09:00:00",
        },
    ]
    trajectories = _chroma_collection(
        [
            {
                "task_id": "flight_crisis",
                "route_taken": "rebook_premium",
                "reward": 1.9,
                "summary": json.dumps({"milestones_hit": ["rebooked"]}),
                "timestamp": "2026-04-12T10:00:00",
            }
        ]
    )
    folder.mkdir(parents=True)
    for name, part in (("preseeded_memory_p1.json", decisions[:1]), ("preseeded_memory_p2.json", decisions[1:])):
        (folder / name).write_text(json.dumps({"trajectories": trajectories, "decisions": _chroma_collection(part)}))
    (folder / "conflicts.json").write_text(json.dumps([{"title": "Friday 6PM"}]))


def test_lifestack_preseeded_export_hydrates_once_and_only_when_empty(seeds_off: Path) -> None:
    data = seeds_off / "lifestack" / "data"
    _lifestack_export(data)
    first = DecisionMemory(path=seeds_off / "m", seed_dir=data)
    h = first.hydration
    assert h.hydrated and h.files == ["preseeded_memory_p1.json", "preseeded_memory_p2.json"]
    assert h.skipped == ["conflicts.json"] and h.counts == {"decision": 2, "trajectory": 2}
    assert (first.count(DECISIONS), first.count(TRAJECTORIES)) == (2, 2)  # the shared trajectory is stored once
    assert {t["task_id"] for t in first.retrieve_similar_trajectories("x", {}, n=3)} == {
        "flight_crisis",
        "The Perfect Storm",
    }
    got = first.retrieve_similar("Friday 6PM", {}, n=1)[0]
    assert (got["action_type"], got["episode_id"], got["metrics_snapshot"]) == ("negotiate", "ep-1", {})
    assert not DecisionMemory(path=seeds_off / "m", seed_dir=data).hydration.hydrated  # once

    bad = json.loads((data / "preseeded_memory_p2.json").read_text())
    bad["decisions"]["metadatas"][0]["reward"] = "high"
    (data / "preseeded_memory_p2.json").write_text(json.dumps(bad))
    with pytest.raises(Exception, match=r"memory_p2.json: decisions.metadatas\[0\]: reward: expected a number"):
        DecisionMemory(path=seeds_off / "other", seed_dir=data)


def test_an_unusable_path_falls_back_to_memory_loudly_and_the_assets_refuse_it(seeds_off: Path, caplog) -> None:
    not_a_dir = seeds_off / "memory.db"
    not_a_dir.write_text("a file where the store should be")
    with caplog.at_level(logging.WARNING):
        memory = DecisionMemory(path=not_a_dir)
    assert memory.persistent is False and "is a file" in memory.fallback_reason
    assert "NOT PERSISTENT" in caplog.text and memory.warnings
    memory.store_decision("Friday 6PM", "negotiate", "career", 0.7, {}, "Moved it.")
    assert memory.get_stats()["total_memories"] == 1 and not_a_dir.read_text().startswith("a file")
    assert DecisionMemory(path=seeds_off / "ok").persistent is True
    with pytest.raises(OSError, match="refusing the in-memory fallback"):
        DecisionMemory(path=not_a_dir, persistent=True)  # what the pipeline assets open


@pytest.mark.slow  # loads the real embedder
def test_human_feedback_reward_is_neutral_for_unrelated_prompts_and_follows_similar_episodes(reverie_env: Path) -> None:
    from reverie.embedding.model import make_embedder
    from tests.decision_feedback_prompts import EPISODES, HOLDOUT, TUNE

    memory = DecisionMemory(reverie_env / "m", embedder=make_embedder("sentence-transformers"), hydrate=False)
    for episode, (title, action, domain, reward, why, rating) in EPISODES.items():
        memory.store_decision(title, action, domain, reward, {}, why, episode_id=episode)
        memory.store_feedback(OutcomeFeedback(episode_id=episode, overall_effectiveness=rating))
    spread = {}
    for part, suite in (("tune", TUNE), ("holdout", HOLDOUT)):
        scores = [(memory.human_feedback_reward(p), e) for p, e in suite]
        related = [abs(s - EPISODES[e][5] / 10) for s, e in scores if e]
        unrelated = [abs(s - 0.5) for s, e in scores if not e]
        spread[part] = (round(sum(related) / len(related), 3), round(max(unrelated), 3))
    print("human_feedback_reward |score - rating/10| on related, max |score - 0.5| on unrelated:", spread)
    assert memory.human_feedback_reward("quantum chromodynamics lecture") == 0.5
    assert memory.human_feedback_reward("I have to work late on Friday and it is our anniversary") >= 0.85
    for part, (related, unrelated) in spread.items():
        assert unrelated <= 0.05 and related <= 0.1, (part, spread)
