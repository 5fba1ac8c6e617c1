"""The dream's assets, asset check, schedule and CLI, on real files, SQLite and Dagster instances."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import dagster as dg
import pytest

from reverie.workspace import collective_workspace
from tests import dream_scenario as sc

DAY = "2026-10-05"


def write_note(root: Path, cid: str, day: str, name: str, facts: list[str]) -> None:
    ws = collective_workspace(root, cid).ensure()
    path = ws.memory_dir / day / f"{name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"---\nname: {name}\ndescription: notes\n---\n# {name}\n\n## Facts\n\n" + "".join(f"- {f}\n" for f in facts),
        encoding="utf-8",
    )


def materialize(day: str, instance: dg.DagsterInstance) -> dict[str, dict]:
    from assets.dream import digest_nodes, dream_inputs, interest_topics
    from resources import LLMResource, ReverieSettings

    result = dg.materialize(
        [dream_inputs, digest_nodes, interest_topics],
        partition_key=day,
        instance=instance,
        resources={"settings": ReverieSettings(), "llm": LLMResource()},
    )
    assert result.success
    out = {}
    for event in result.get_asset_materialization_events():
        mat = event.step_materialization_data.materialization
        out[mat.asset_key.to_user_string()] = {k: v.value for k, v in mat.metadata.items()}
    checks = {e.check_name: e.passed for e in result.get_asset_check_evaluations()}
    out["checks"] = checks
    return out


@pytest.mark.integration
def test_each_collective_dreams_alone_and_a_rerun_changes_nothing(reverie_env: Path):
    root = reverie_env / "workspace"
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
    with dg.DagsterInstance.ephemeral() as instance:
        first = materialize(DAY, instance)
        meta = first["digest_nodes"]
        assert meta["actions_create"] == 3 and meta["actions_correct"] == 0 and meta["units_failed"] == 0
        assert meta["collectives"] == 2 and meta["llm_calls"] == 0 and meta["node_writes"] == 3
        assert first["checks"] == {"digest_nodes_sourced": True}
        assert first["dream_inputs"]["notes_changed"] == 2
        from reverie.dream import read_nodes

        acme = " ".join(n.statement for n in read_nodes(collective_workspace(root, "acme")))
        globex = read_nodes(collective_workspace(root, "globex"))
        assert "vpn-1.acme" in acme and "vpn-9" not in acme
        assert len(globex) == 1 and "vpn-9.globex" in globex[0].statement and not globex[0].superseded
        assert globex[0].source_paths == [f"memory/{DAY}/network.md"]
        assert (collective_workspace(root, "acme").memory_dir / DAY / "interests.yaml").exists()
        files = {p: p.read_bytes() for p in root.rglob("*") if p.is_file() and "mem_metadata" not in p.parts}
        mtimes = {p: p.stat().st_mtime_ns for p in files}

        again = materialize(DAY, instance)
        assert again["dream_inputs"]["no_change"] is True and again["dream_inputs"]["notes_changed"] == 0
        assert again["digest_nodes"]["node_writes"] == 0 and again["digest_nodes"]["llm_calls"] == 0
        assert again["digest_nodes"]["units_extracted"] == 0
        assert {p: p.read_bytes() for p in files} == files
        assert {p: p.stat().st_mtime_ns for p in files} == mtimes


@pytest.mark.integration
def test_the_check_flags_a_node_without_sources_and_a_dangling_source(reverie_env: Path):
    root = reverie_env / "workspace"
    write_note(root, "acme", DAY, "network", ["The VPN endpoint is vpn-1.acme.example for every engineer."])
    ws = collective_workspace(root, "acme")
    orphan = ws.digest_dir / "wiki" / "orphan.md"
    orphan.parent.mkdir(parents=True)
    orphan.write_text(
        "---\nname: orphan\nbucket: wiki\n---\n# Orphan\n\nA claim nobody made.\n\n## Sources\n\n"
        "- derived_from:: [[memory/2026-01-01/gone.md]]\n",
        encoding="utf-8",
    )
    with dg.DagsterInstance.ephemeral() as instance:
        result = materialize(DAY, instance)
    assert result["checks"] == {"digest_nodes_sourced": False}


def test_dream_schedule_ticks_in_the_configured_timezone(monkeypatch: pytest.MonkeyPatch):
    from pipelines.definitions import defs  # loaded before the variables below: they must not stay in it
    from pipelines.schedules import build_dream_schedule

    monkeypatch.setenv("REVERIE_TIMEZONE", "Europe/Berlin")
    monkeypatch.delenv("REVERIE_DREAM_CRON", raising=False)
    monkeypatch.delenv("REVERIE_DREAM_CRON_ENABLED", raising=False)
    schedule = build_dream_schedule()
    assert schedule.cron_schedule == "0 23 * * *" and schedule.execution_timezone == "Europe/Berlin"
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING
    repo = dg.Definitions(
        assets=defs.assets, jobs=defs.jobs, schedules=[schedule], resources=defs.resources
    ).get_repository_def()
    with dg.DagsterInstance.ephemeral() as instance:
        tick = datetime(2026, 10, 5, 23, 0, tzinfo=ZoneInfo("Europe/Berlin"))  # 21:00 UTC
        [request] = schedule.evaluate_tick(
            dg.build_schedule_context(instance=instance, scheduled_execution_time=tick, repository_def=repo)
        ).run_requests
    assert request.partition_key == "2026-10-05" and schedule.job_name == "dream_job"
    monkeypatch.setenv("REVERIE_DREAM_CRON", "30 5 * * 1-5")
    monkeypatch.setenv("REVERIE_DREAM_CRON_ENABLED", "0")
    off = build_dream_schedule()
    assert off.cron_schedule == "30 5 * * 1-5" and off.default_status == dg.DefaultScheduleStatus.STOPPED


@pytest.mark.integration
def test_cli_dream_prints_a_line_per_day_and_the_runs_are_in_the_instance(reverie_env: Path, monkeypatch, capsys):
    from pipelines.cli import main
    from reverie.workspace import collective_workspace

    monkeypatch.setenv("DAGSTER_HOME", str(reverie_env / "dagster_home"))
    monkeypatch.setenv("COLUMNS", "200")
    sc.write_all(collective_workspace(reverie_env / "workspace", "default"))
    assert main(["dream", "--from", sc.DAYS[0], "--to", sc.DAYS[-1], "--hint", "ops notes"]) == 0
    out = capsys.readouterr().out
    for day in sc.DAYS:
        assert f"[default] {day}: " in out
    assert "dream summary: CREATE" in out and "CORRECT" in out and "run succeeded" in out
    assert "set aside: " in out and "one-off 1" in out  # "The coffee machine ... was broken this morning."
    with dg.DagsterInstance.get() as instance:
        runs = instance.get_runs()
        assert [r.job_name for r in runs] == ["dream_job"] and runs[0].is_success
    assert main(["proactive", "--date", sc.DAYS[0]]) == 0
    out = capsys.readouterr().out
    assert f"interest topics for {sc.DAYS[0]}" in out and "evidence:" in out
    assert main(["proactive", "--date", "2026-01-01"]) == 0
    assert "no interest topics for 2026-01-01" in capsys.readouterr().out
    assert main(["dream", "--date", "2026-13-40"]) == 2
    assert "not a valid YYYY-MM-DD date" in capsys.readouterr().out


@pytest.mark.integration
def test_a_scheduled_dream_waits_a_random_jitter_and_a_run_by_hand_does_not(reverie_env: Path, monkeypatch):
    from assets.dream import digest_nodes, dream_inputs
    from resources import LLMResource, ReverieSettings

    monkeypatch.setenv("REVERIE_DREAM_JITTER_S", "0.3")
    write_note(reverie_env / "workspace", "acme", DAY, "network", ["The VPN endpoint is vpn-1.acme.example."])

    def waited(tags: dict) -> float:
        with dg.DagsterInstance.ephemeral() as instance:
            result = dg.materialize(
                [dream_inputs, digest_nodes],
                partition_key=DAY,
                instance=instance,
                tags=tags,
                resources={"settings": ReverieSettings(), "llm": LLMResource()},
            )
        [meta] = [
            e.step_materialization_data.materialization.metadata
            for e in result.get_asset_materialization_events()
            if e.step_materialization_data.materialization.asset_key.to_user_string() == "digest_nodes"
        ]
        assert meta["units_set_aside"].value == {}
        return meta["start_jitter_s"].value

    assert 0 <= waited({"dagster/schedule_name": "dream_schedule"}) <= 0.3
    assert waited({}) == 0
