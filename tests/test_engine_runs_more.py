"""The engine runs behind the thin dream, search and decision assets, called without Dagster."""

import json
import logging
from pathlib import Path
from types import SimpleNamespace

import pytest

from reverie.config import Settings
from reverie.decisions import DecisionMemory
from reverie.decisions.runs import ingest_episode_days, refresh_memory
from reverie.dream.runs import dream_collectives, scan_collectives, start_jitter
from reverie.embedding.model import HashEmbedder
from reverie.ingest import ingest_inbox
from reverie.reporting import Markdown
from reverie.search.runs import index_collectives
from reverie.stores.lance import LanceStore
from reverie.workspace import collective_workspace, collective_workspaces

DAY = "2026-10-05"
D1 = "2026-03-02"
log = logging.getLogger("test_engine_runs_more")


def write_note(root: Path, cid: str, day: str, name: str, facts: list[str]) -> Path:
    ws = collective_workspace(root, cid).ensure()
    path = ws.memory_dir / day / f"{name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"---\nname: {name}\ndescription: notes\n---\n# {name}\n\n## Facts\n\n" + "".join(f"- {f}\n" for f in facts),
        encoding="utf-8",
    )
    return path


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "workspace"
    write_note(
        root,
        "acme",
        DAY,
        "network",
        [
            "The VPN endpoint is vpn-1.acme.example for every engineer.",
            "The staging cluster runs Kubernetes 1.29 on three nodes.",
        ],
    )
    write_note(root, "globex", DAY, "network", ["The VPN endpoint is vpn-9.globex.example for every engineer."])
    return root


def test_scan_and_dream_every_collective_then_a_rerun_changes_nothing(
    workspace: Path, caplog: pytest.LogCaptureFixture
) -> None:
    workspaces = collective_workspaces(workspace)
    dream_settings = Settings(workspace_dir=workspace, dream_scan_days=2, dream_max_units=5, dream_run_budget=0)
    scan = scan_collectives(workspaces, [DAY], 2, log).metadata()
    assert scan["notes_changed"] == scan["notes_seen"] == 2 and scan["no_change"] is False
    assert isinstance(scan["changes"], Markdown) and "| acme |" in scan["changes"] and "| globex |" in scan["changes"]
    assert scan["days"] == [DAY] and scan["scan_days"] == 2

    with caplog.at_level(logging.INFO):
        report = dream_collectives(dream_settings, [DAY], None, embedder=HashEmbedder(), log=log)
    meta = report.metadata()
    assert not report.outage and report.sourced and not report.failures
    assert meta["collectives"] == 2 and meta["units_integrated"] >= 3 and meta["actions_create"] >= 2
    assert meta["node_writes"] > 0 and meta["integrator"] and meta["start_jitter_s"] == 0
    assert {d["collective"] for d in meta["per_day"]} == {"acme", "globex"}
    assert isinstance(meta["actions"], Markdown) and "vpn-9.globex.example" in meta["actions"]
    progress = [r.getMessage() for r in caplog.records if r.name == "reverie.dream.progress"]
    assert any(line.startswith(f"[acme] {DAY}: ") for line in progress), progress
    assert report.check_metadata() == {"nodes_without_source": [], "sources_missing": []}
    assert any((workspace / "acme" / "digest").rglob("*.md")) and any((workspace / "globex" / "digest").rglob("*.md"))

    assert scan_collectives(workspaces, [DAY], 2, log).metadata()["no_change"] is True
    again = dream_collectives(dream_settings, [DAY], None, embedder=HashEmbedder(), log=log)
    assert again.metadata()["node_writes"] == 0 and again.metadata()["units_integrated"] == 0


def test_a_dream_over_no_collective_reports_an_empty_run(tmp_path: Path) -> None:
    report = dream_collectives(Settings(workspace_dir=tmp_path), [DAY], None, embedder=HashEmbedder(), log=log)
    meta = report.metadata()
    assert meta["collectives"] == 0 and meta["units_integrated"] == 0 and meta["integrator"]
    assert report.sourced and not report.outage


def test_start_jitter_waits_at_most_the_setting(caplog: pytest.LogCaptureFixture) -> None:
    assert start_jitter(0.0, log) == 0.0
    with caplog.at_level(logging.INFO, logger="test_engine_runs_more"):
        waited = start_jitter(0.02, log)
    assert 0.0 <= waited <= 0.02 and "REVERIE_DREAM_JITTER_S=0.02" in caplog.text


def test_search_index_over_collectives_reports_totals_errors_and_is_incremental(
    workspace: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (workspace / "acme" / "memory" / DAY / "broken.md").write_bytes(b"# broken\n\n\xff\xfe not utf-8\n")
    settings = SimpleNamespace(workspace_dir=workspace, lancedb_path=str(tmp_path / "lancedb"))
    with caplog.at_level(logging.WARNING, logger="test_engine_runs_more"):
        report = index_collectives(["acme", "globex"], settings=settings, embedder=HashEmbedder(), log=log)
    meta = report.metadata()
    assert meta["collectives"] == 2 and meta["files_scanned"] >= 2 and meta["chunks_total"] > 0
    assert meta["texts_embedded"] > 0 and isinstance(meta["seconds"], float)
    assert isinstance(meta["per_collective"], Markdown) and "| globex |" in meta["per_collective"]
    assert len(report.errors) == 1 and report.errors[0].startswith("acme: ") and "broken.md" in report.errors[0]
    assert report.check_metadata() == {"unreadable": 1, "first": report.errors}
    assert "not indexed: acme: " in caplog.text

    again = index_collectives(["acme", "globex"], settings=settings, embedder=HashEmbedder(), log=log).metadata()
    assert again["files_changed"] == 0 and again["texts_embedded"] == 0
    assert again["chunks_total"] == meta["chunks_total"]


def episode(hour: int, kind: str, text: str, title: str = "", reward: float | None = None, **metadata) -> dict:
    out = {
        "cid": "default",
        "agent_id": "planner-1",
        "role_label": "planner",
        "ts": f"{D1}T{hour:02d}:00:00Z",
        "kind": kind,
        "text": text,
        "title": title,
        "metadata": metadata,
    }
    if reward is not None:
        out["reward"] = reward
    return out


EPISODES = [
    episode(
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
    episode(10, "DECISION", "No action type given.", title="Friday 6PM", reward=0.5, target_domain="career"),
    episode(
        11,
        "FEEDBACK",
        "It helped.",
        episode_id="ep-1",
        overall_effectiveness=7,
        domains_improved=["relationships"],
        resolution_time_hours=3,
    ),
    episode(
        12, "FEEDBACK", "Nobody decided this.", episode_id="ep-404", overall_effectiveness=5, resolution_time_hours=1
    ),
    episode(13, "TASK", "An ordinary task episode, not decision memory."),
]


@pytest.fixture
def decision_store(tmp_path: Path) -> tuple[LanceStore, DecisionMemory]:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "decisions.jsonl").write_text("".join(json.dumps(e) + "\n" for e in EPISODES), encoding="utf-8")
    store = LanceStore(str(tmp_path / "lancedb"))
    embedder = HashEmbedder()
    report = ingest_inbox(store, inbox, [D1], embedder, Settings(timezone="UTC", max_inbox_file_bytes=1 << 30), log=log)
    assert report.added == len(EPISODES) and not report.errors
    return store, DecisionMemory(store.uri, embedder=embedder, hydrate=False, persistent=True)


def test_episode_days_become_rows_and_a_rerun_replaces_them(decision_store, caplog: pytest.LogCaptureFixture) -> None:
    store, memory = decision_store
    with caplog.at_level(logging.INFO, logger="test_engine_runs_more"):
        decisions = ingest_episode_days(memory, store, "DECISION", [D1], log)
    meta = decisions.metadata()
    assert meta["decision_episodes"] == 2 and meta["rows_stored"] == 1 and meta["rejected_episodes"] == 1
    assert meta["rows_in_table"] == 1 and meta["embedding_model"] == "hash-384" and meta["days"] == [D1]
    assert "kept_newer_feedback" not in meta and isinstance(meta["per_day"], Markdown)
    assert decisions.check_metadata()["first_rejected"][0].startswith(f"{D1} episode ")
    assert "rejected DECISION episode" in caplog.text

    feedback = ingest_episode_days(memory, store, "FEEDBACK", [D1], log).metadata()
    assert feedback["feedback_episodes"] == 2 and feedback["rows_stored"] == 1 and feedback["rejected_episodes"] == 1
    assert feedback["kept_newer_feedback"] == 0

    rerun = ingest_episode_days(memory, store, "DECISION", [D1], log).metadata()
    assert rerun["rows_in_table"] == 1 and rerun["stale_rows_removed"] == 0

    report = refresh_memory(memory, D1, log).metadata()
    assert report["total_decisions"] == 1 and report["total_feedback"] == 1 and report["as_of"] == D1
    assert report["episodes_with_feedback"] == "1 of 1" and report["hydration"] == "off"
    assert isinstance(report["sample_few_shot"], Markdown) and "**default**: `Friday 6PM`" in report["sample_few_shot"]
    assert isinstance(report["by_action_type"], Markdown) and "communicate" in report["by_action_type"]


def test_a_reverie_error_fails_the_asset_step_with_its_message_only(workspace: Path) -> None:
    """The asset edge (the one Dagster import here): a missing collective named in the run config is a ReverieError,
    which becomes a step failure saying so, without the engine's traceback chained to it."""
    import dagster as dg

    from assets.edge import reverie_failure

    with pytest.raises(dg.Failure) as failed, reverie_failure():
        collective_workspaces(workspace, ["initech"])
    assert failed.value.description.startswith("no collective 'initech' under ")
    assert failed.value.__cause__ is None and failed.value.__suppress_context__
    with pytest.raises(KeyError), reverie_failure():  # anything else is a bug and propagates as it was
        raise KeyError("x")
