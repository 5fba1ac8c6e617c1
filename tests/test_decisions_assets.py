"""Decision memory through the pipeline: inbox episodes -> decisions / trajectories / feedback -> decision_memory."""

import json
from pathlib import Path

import dagster as dg
import pytest

from assets.decisions import decision_memory, decisions, feedback, trajectories
from assets.reflection import episodes
from pipelines.definitions import defs
from reverie.config import Settings
from reverie.decisions import DecisionMemory
from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES
from reverie.embedding.model import HashEmbedder

D1, D2 = "2026-03-02", "2026-03-03"
ASSETS = [episodes, decisions, trajectories, feedback, decision_memory]


def episode(
    day: str, hour: int, kind: str, text: str, cid: str = "default", title: str = "", reward=None, **metadata
) -> dict:
    out = {
        "cid": cid,
        "agent_id": "planner-1",
        "role_label": "planner",
        "ts": f"{day}T{hour:02d}:00:00Z",
        "kind": kind,
        "text": text,
        "title": title,
        "metadata": metadata,
    }
    if reward is not None:
        out["reward"] = reward
    return out


INBOX = [
    episode(
        D1,
        9,
        "DECISION",
        "A quick call prevents relationship erosion.",
        title="Friday 6PM",
        reward=0.8,
        action_type="communicate",
        target_domain="relationships",
        episode_id="ep-1",
        metrics_snapshot={"relationships.romantic": 30, "mental_wellbeing.stress_level": 90},
    ),
    episode(
        D1,
        10,
        "DECISION",
        "Worked through the night.",
        title="Friday 6PM",
        reward=-0.2,
        action_type="overwork",
        target_domain="career",
        episode_id="ep-1",
        metrics_snapshot={"career.workload": 95},
    ),
    episode(D1, 11, "DECISION", "No action type given.", title="Friday 6PM", reward=0.5, target_domain="career"),
    episode(
        D1,
        12,
        "TRAJECTORY",
        "Called, then rested.",
        title="friday-6pm-1",
        reward=0.6,
        route_taken="communicate+overwork",
        task_domain="deadline_crunch",
        trajectory_summary={"steps": 2},
    ),
    episode(
        D1,
        13,
        "FEEDBACK",
        "First impression: it helped a little.",
        episode_id="ep-1",
        overall_effectiveness=4,
        domains_improved=["relationships"],
        resolution_time_hours=3,
    ),
    episode(D1, 14, "TASK", "An ordinary task episode, not decision memory."),
    episode(
        D2,
        9,
        "DECISION",
        "Asked for a new deadline.",
        cid="acme",
        title="Release slip",
        reward=0.7,
        action_type="negotiate",
        target_domain="career",
        episode_id="ep-9",
        metrics_snapshot={"career.workload": 92},
    ),
    episode(
        D2,
        10,
        "FEEDBACK",
        "Partner appreciated the transparency.",
        episode_id="ep-1",
        overall_effectiveness=8,
        domains_improved=["relationships"],
        domains_worsened=[],
        resolution_time_hours=26,
    ),
    episode(
        D2,
        11,
        "FEEDBACK",
        "Feedback on an episode nobody decided anything in.",
        episode_id="ep-404",
        overall_effectiveness=5,
        resolution_time_hours=1,
    ),
    episode(
        D2,
        12,
        "FEEDBACK",
        "Rated eleven.",
        cid="acme",
        episode_id="ep-9",
        overall_effectiveness=11,
        resolution_time_hours=1,
    ),
]


@pytest.fixture
def inbox(reverie_env: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("REVERIE_DECISIONS_SEED_DIR", "off")
    folder = Settings().inbox_dir / "episodes"
    folder.mkdir(parents=True)
    path = folder / "decisions.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in INBOX))
    return path


def materialize(day: str, instance: dg.DagsterInstance) -> dg.ExecuteInProcessResult:
    result = dg.materialize(ASSETS, partition_key=day, resources=defs.resources, instance=instance)
    assert result.success
    return result


def metadata(result: dg.ExecuteInProcessResult, asset: str) -> dict:
    return {k: v.value for k, v in result.asset_materializations_for_node(asset)[-1].metadata.items()}


def checks(result: dg.ExecuteInProcessResult) -> dict:
    return {e.check_name: e for e in result.get_asset_check_evaluations()}


def rows(name: str) -> list[dict]:
    memory = DecisionMemory(embedder=HashEmbedder(), hydrate=False)
    table = memory.table(name).to_arrow().drop_columns(["embedding", "stored_at"])
    return sorted(table.to_pylist(), key=lambda r: (r["cid"], r["id"]))


@pytest.mark.integration
@pytest.mark.slow  # four pipeline runs
def test_inbox_episodes_flow_into_decision_memory_and_a_two_day_backfill_rebuilds_it(inbox: Path) -> None:
    instance = dg.DagsterInstance.ephemeral()
    first = materialize(D1, instance)
    assert [(r["action_type"], r["reward"], r["day"]) for r in rows(DECISIONS)] in (
        [("communicate", 0.8, D1), ("overwork", -0.2, D1)],
        [("overwork", -0.2, D1), ("communicate", 0.8, D1)],
    )
    assert [(r["task_id"], r["route_taken"], r["total_reward"]) for r in rows(TRAJECTORIES)] == [
        ("friday-6pm-1", "communicate+overwork", 0.6)
    ]
    assert [(r["id"], r["overall_effectiveness"]) for r in rows(FEEDBACK)] == [("fb_ep-1", 4)]
    c = checks(first)
    assert not c["decision_episodes_valid"].passed
    assert "metadata.action_type: is missing" in json.dumps(
        c["decision_episodes_valid"].metadata["first_rejected"].value
    )
    assert c["trajectory_episodes_valid"].passed and c["feedback_episodes_valid"].passed
    m = metadata(first, "decision_memory")
    assert (m["total_decisions"], m["total_trajectories"], m["total_feedback"], m["feedback_coverage"]) == (
        2,
        1,
        1,
        1.0,
    )
    assert "HUMAN FEEDBACK: Rated 4/10. Notes: First impression: it helped a little." in m["sample_few_shot"]

    second = materialize(D2, instance)
    assert {(r["cid"], r["action_type"]) for r in rows(DECISIONS)} == {
        ("default", "communicate"),
        ("default", "overwork"),
        ("acme", "negotiate"),
    }
    assert [(r["cid"], r["id"], r["overall_effectiveness"], r["day"]) for r in rows(FEEDBACK)] == [
        ("default", "fb_ep-1", 8, D2)
    ]  # the later record replaced the first; ep-404 and the rating 11 rejected
    rejected = json.dumps(checks(second)["feedback_episodes_valid"].metadata["first_rejected"].value)
    assert "unknown episode 'ep-404'" in rejected and "overall_effectiveness: 11 is out of range" in rejected
    m = metadata(second, "decision_memory")
    assert (m["total_decisions"], m["total_feedback"], m["average_reward"]) == (3, 1, 0.433)
    assert m["episodes_with_feedback"] == "1 of 2" and m["feedback_coverage"] == 0.5
    assert (
        "| communicate | 1 | 0.8 | 0 |" in m["by_action_type"] and "| overwork | 1 | -0.2 | 1 |" in m["by_action_type"]
    )
    assert "HUMAN FEEDBACK: Rated 8/10. Notes: Partner appreciated the transparency." in m["sample_few_shot"]
    assert "**acme**" in m["sample_few_shot"]

    # Stats are as of the partition: re-running day 1 reports day 1's memory, and changes no row.
    state = {name: rows(name) for name in (DECISIONS, TRAJECTORIES, FEEDBACK)}
    again = materialize(D1, instance)
    assert metadata(again, "decision_memory")["total_decisions"] == 2
    assert metadata(again, "feedback")["kept_newer_feedback"] == 1  # day 1's rating 4 does not replace day 2's 8
    assert {name: rows(name) for name in state} == state

    # A backfill over both days rebuilds the tables from the episodes: same rows, nothing duplicated,
    # and rows stored through the API are left alone.
    api = DecisionMemory(embedder=HashEmbedder(), hydrate=False)
    api_id = api.store_decision("Monday standup", "delegate", "career", 0.5, {}, "Stored by an agent directly.")
    for name in (DECISIONS, TRAJECTORIES, FEEDBACK):
        api.table(name).delete("source LIKE 'episode:%'")
    for day in (D1, D2):
        materialize(day, instance)
    rebuilt = {name: rows(name) for name in state}
    assert [r for r in rebuilt[DECISIONS] if r["id"] != api_id] == state[DECISIONS]
    assert rebuilt[TRAJECTORIES] == state[TRAJECTORIES]
    assert [{**r, "ts": None} for r in rebuilt[FEEDBACK]] == [{**r, "ts": None} for r in state[FEEDBACK]]
    assert instance.get_materialized_partitions(dg.AssetKey("decision_memory")) == {D1, D2}


@pytest.mark.integration
def test_an_episode_gone_from_the_inbox_is_removed_from_its_day_on_rerun(inbox: Path) -> None:
    instance = dg.DagsterInstance.ephemeral()
    materialize(D1, instance)
    assert len(rows(DECISIONS)) == 2
    inbox.write_text(
        "".join(json.dumps(e) + "\n" for e in INBOX if e["kind"] != "DECISION" or "night" not in e["text"])
    )
    # The episode store keeps what it ingested; removing the episode there is what a correction looks like.
    from reverie.stores.lance import LanceStore

    LanceStore(Settings().lancedb_path).episodes_table().delete("text = 'Worked through the night.'")
    result = materialize(D1, instance)
    assert [r["action_type"] for r in rows(DECISIONS)] == ["communicate"]
    assert metadata(result, "decisions")["stale_rows_removed"] == 1


@pytest.mark.integration
def test_an_empty_decision_memory_is_hydrated_by_the_pipeline_once(
    reverie_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from reverie.decisions.seed import write

    seeds = write(reverie_env / "seeds", episodes=4, seed=5).parent
    doc = json.loads((seeds / "decision_memory.json").read_text())
    monkeypatch.setenv("REVERIE_DECISIONS_SEED_DIR", str(seeds))
    instance = dg.DagsterInstance.ephemeral()
    m = metadata(materialize(D1, instance), "decision_memory")
    assert m["total_decisions"] == 0  # the seeds are dated 2026-10: as of D1 they do not exist yet
    assert len(rows(DECISIONS)) == len(doc["decisions"])
    m = metadata(materialize("2026-11-01", instance), "decision_memory")
    assert m["total_decisions"] == len(doc["decisions"]) and "already hydrated" in m["hydration"]
    assert len(rows(DECISIONS)) == len(doc["decisions"])
    assert "HUMAN FEEDBACK" in m["sample_few_shot"] or not doc["feedback"]


@pytest.mark.integration
def test_decision_memory_reembeds_rows_another_model_made(inbox: Path) -> None:
    from tests.test_decisions import OtherModel

    old = DecisionMemory(embedder=OtherModel(), hydrate=False)
    old.store_decision("Friday 6PM", "rest", "health", 0.5, {}, "Stored under another model.")
    instance = dg.DagsterInstance.ephemeral()
    m = metadata(materialize(D1, instance), "decision_memory")
    assert m["reembedded_rows"] == {"decisions": 1, "trajectories": 0, "feedback": 0}
    assert m["embedding_models"] == {"hash-384": 4}  # 3 decisions and 1 trajectory... and the feedback
    assert {r["embedding_model"] for r in rows(DECISIONS)} == {"hash-384"}


def test_reverie_decisions_show_hydrates_queries_and_prints_the_few_shot_block(
    reverie_env: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pipelines.cli import main
    from reverie.decisions.seed import write

    monkeypatch.setenv("REVERIE_DECISIONS_SEED_DIR", str(write(reverie_env / "seeds", episodes=12, seed=2).parent))
    assert (
        main(
            [
                "decisions",
                "show",
                "--title",
                "Friday 6PM deadline collision",
                "--metric",
                "career.workload=95",
                "--metric",
                "relationships.romantic=20",
                "-n",
                "3",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "hydration: hydrated from" in out and "get_stats():" in out
    assert "--- PAST EXPERIENCE & HUMAN VERIFICATION ---" in out and "- Action Taken: [" in out
    assert "human_feedback_reward(situation) = " in out
    assert main(["decisions", "show", "--metric", "career.workload=high"]) == 2
    assert "refused: --metric 'career.workload=high': 'high' is not a number" in capsys.readouterr().out
