"""Recompute only what is stale: code versions and per-day input versions on a real local Dagster instance.

The files layer is the subject: `session_notes` reads each day's conversation turns (the observable input
`session_dialogs`) and `dream_inputs` is downstream of it. Runs go through `reverie backfill`, one per day.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.files import record_turns
from reverie.workspace import collective_workspace

ROOT = Path(__file__).resolve().parents[1]
DAYS = ["2026-03-10", "2026-03-11", "2026-03-12"]
ASSETS = ["session_notes", "dream_inputs"]


@pytest.fixture
def instance_env(reverie_env: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DAGSTER_HOME", str(reverie_env / "dagster_home"))
    (reverie_env / "dagster_home").mkdir()
    ws = collective_workspace(Settings().workspace_dir, "acme").ensure()
    for i, day in enumerate(DAYS):
        record_turns(
            ws,
            f"s{i}",
            [
                {
                    "role": "user",
                    "content": f"We decided the export for day {i} runs at 0{i}:00 UTC to the Globex SFTP.",
                    "created_at": f"{day}T09:00:00Z",
                }
            ],
        )
    return reverie_env


def load_defs():
    from pipelines.definitions import defs

    return defs


def stale_in_a_new_process() -> dict[str, list[str]]:
    """What a freshly loaded code location (code versions are computed when it loads) says is stale."""
    script = (
        "import json, warnings; warnings.simplefilter('ignore')\n"
        "from tests.test_stale import load_defs, stale\n"
        "print('STALE=' + json.dumps(stale(load_defs())))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.split("STALE=", 1)[1])


def stale(defs) -> dict[str, list[str]]:
    import dagster as dg

    from pipelines.stale import observe_inputs, stale_partitions

    with dg.DagsterInstance.get() as instance:
        assert observe_inputs(instance, defs)
        return stale_partitions(instance, defs, ASSETS)


def backfill(*args: str) -> int:
    from pipelines.cli import main

    return main(["backfill", *args])


def runs() -> int:
    import dagster as dg

    with dg.DagsterInstance.get() as instance:
        return len(instance.get_runs())


@pytest.mark.integration
@pytest.mark.slow  # backfills on a Dagster instance; a new process reads what is stale
def test_unchanged_rerun_is_not_stale_and_a_changed_day_is_the_only_stale_one(instance_env: Path) -> None:
    defs = load_defs()
    assert backfill(*ASSETS, "--from", DAYS[0], "--to", DAYS[-1]) == 0
    assert stale(defs) == {"session_notes": [], "dream_inputs": []}
    assert backfill(*ASSETS, "--from", DAYS[0], "--to", DAYS[-1]) == 0  # an unchanged rerun
    assert stale(defs) == {"session_notes": [], "dream_inputs": []}
    ws = collective_workspace(Settings().workspace_dir, "acme")
    record_turns(
        ws,
        "s1",
        [{"role": "user", "content": "Also, Priya owns the export from now on.", "created_at": f"{DAYS[1]}T10:00:00Z"}],
    )
    assert stale(defs) == {"session_notes": [DAYS[1]], "dream_inputs": [DAYS[1]]}, "that day and downstream only"
    before = runs()
    assert backfill("session_notes", "--stale") == 0
    assert runs() == before + 1 + 1, "one observation run and exactly one recompute run"
    assert stale(defs)["session_notes"] == []
    assert "Priya" in "".join(p.read_text() for p in (ws.memory_dir / DAYS[1]).glob("*.md"))


@pytest.mark.integration
@pytest.mark.slow  # backfills on a Dagster instance; a new process reads what is stale
def test_changing_a_setting_a_version_covers_marks_every_partition(
    instance_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    defs = load_defs()
    assert backfill(*ASSETS, "--from", DAYS[0], "--to", DAYS[-1]) == 0
    assert stale(defs)["session_notes"] == []
    assert stale_in_a_new_process() == {"session_notes": [], "dream_inputs": []}
    monkeypatch.setenv("REVERIE_TOPIC_COUNT", "9")  # read by interest_topics only
    assert stale_in_a_new_process() == {"session_notes": [], "dream_inputs": []}
    monkeypatch.setenv("REVERIE_AUTO_MEMORY_INTERVAL", "9")  # session_notes is versioned by it
    assert stale_in_a_new_process() == {"session_notes": DAYS, "dream_inputs": DAYS}


def test_code_version_follows_code_settings_and_engine_logic(monkeypatch: pytest.MonkeyPatch) -> None:
    from reverie.versions import code_version

    def asset_body() -> int:
        return 1

    base = code_version(asset_body, Settings(), ["cluster_threshold"], ["reverie.reflection"])
    assert code_version(asset_body, Settings(), ["cluster_threshold"], ["reverie.reflection"]) == base
    monkeypatch.setenv("REVERIE_CLUSTER_THRESHOLD", "0.7")
    assert code_version(asset_body, Settings(), ["cluster_threshold"], ["reverie.reflection"]) != base
    assert code_version(asset_body, Settings(), ["cluster_threshold"], ["reverie.dream"]) != base
    with pytest.raises(ValueError, match="not found"):
        code_version(asset_body, Settings(), [], ["reverie.nothing_here"])


@pytest.mark.integration
@pytest.mark.slow  # backfills on a Dagster instance; a new process reads what is stale
def test_memory_notes_read_in_the_same_run_as_episodes_are_not_stale_after(instance_env: Path) -> None:
    """`episodes` stores new episodes and reports their days' versions, so `memory_notes` records what it read."""
    from reverie.sample import SampleSpec, write_sample

    s = Settings()
    write_sample(s.episode_inbox, s.roles_dir, SampleSpec(episodes=60, days=2, end_day=date(2026, 3, 12), seed=3))
    keys = ["episodes", "memory_notes"]
    assert backfill(*keys, "--from", DAYS[1], "--to", DAYS[2]) == 0
    import dagster as dg

    from pipelines.stale import observe_inputs, stale_partitions

    with dg.DagsterInstance.get() as instance:
        assert observe_inputs(instance, load_defs())
        assert stale_partitions(instance, load_defs(), keys) == {"episodes": [], "memory_notes": []}
