"""`reverie backfill`: what it selects, how it cuts the days into runs, what it prints, how it fails."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from assets.partitions import daily_partitions
from pipelines.backfill import ASSET_JOB, plan_chunks, resolve_target
from pipelines.cli import main


def test_names_resolve_to_assets_groups_or_a_job():
    target, partitions = resolve_target(["reflection"])
    assert target.job_name == ASSET_JOB and target.select_assets
    assert {"episodes", "memory_notes", "memory_notes_hot_cache"} <= set(target.asset_keys)
    assert partitions == daily_partitions

    target, _ = resolve_target(["memory_notes"])
    assert target.asset_keys == ("memory_notes",)

    target, _ = resolve_target(["reflection_job"])
    assert target.job_name == "reflection_job" and not target.select_assets
    assert set(target.asset_keys) == {"episodes", "memory_notes", "memory_notes_hot_cache"}

    with pytest.raises(ValueError, match="'memory_note' is not an asset.*memory_notes"):
        resolve_target(["memory_note"])


def test_days_are_cut_into_runs():
    chunks = plan_chunks(daily_partitions, "2024-03-01", "2024-03-10", 4)
    assert [c.label for c in chunks] == ["2024-03-01..2024-03-04", "2024-03-05..2024-03-08", "2024-03-09..2024-03-10"]
    assert chunks[0].tags() == {
        "dagster/asset_partition_range_start": "2024-03-01",
        "dagster/asset_partition_range_end": "2024-03-04",
    }
    assert plan_chunks(daily_partitions, "2024-03-01", "2024-03-01", 1)[0].tags() == {"dagster/partition": "2024-03-01"}
    for first, last, per_run, message in [
        ("2024-03-05", "2024-03-01", 1, "is after"),
        ("2024-3-1", "2024-03-02", 1, "is not a day"),
        ("2024-03-01", "2024-03-02", 0, "at least one day"),
        ("2020-01-01", "2020-01-05", 1, "no partitions"),
    ]:
        with pytest.raises(ValueError, match=message):
            plan_chunks(daily_partitions, first, last, per_run)


@pytest.mark.integration
@pytest.mark.slow  # three days of reflection runs on a Dagster instance, twice
def test_local_backfill_prints_each_day_and_a_summary(reverie_env: Path, tmp_path: Path, monkeypatch, capsys):
    from pipelines.backfill import console
    from reverie.sample import SampleSpec, write_sample
    from reverie.stores.lance import LanceStore

    write_sample(
        reverie_env / "inbox" / "episodes",
        reverie_env / "roles",
        SampleSpec(episodes=150, days=3, end_day=date(2024, 3, 3)),
    )
    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "dagster_home"))
    monkeypatch.setattr(console, "width", 200)
    assert main(["backfill", "reflection", "--from", "2024-03-01", "--to", "2024-03-03"]) == 0
    out = capsys.readouterr().out
    for day in ("2024-03-01", "2024-03-02", "2024-03-03"):
        assert f"ok {day}" in out  # one progress line per partition
    assert "memory_notes: notes=" in out
    assert "3 partitions: 3 success" in out
    notes = LanceStore(str(reverie_env / "data" / "lancedb")).notes_for_days("2024-03-01", "2024-03-03")
    assert sorted(set(notes.column("day").to_pylist())) == ["2024-03-01", "2024-03-02", "2024-03-03"]

    # --resume after a complete backfill has nothing left to do.
    assert main(["backfill", "reflection", "--from", "2024-03-01", "--to", "2024-03-03", "--resume"]) == 0
    assert "3 partitions: 3 skipped" in capsys.readouterr().out


def test_bad_arguments_are_reported_not_raised(reverie_env: Path, capsys):
    assert main(["backfill", "dreams", "--from", "2024-03-01", "--to", "2024-03-02"]) == 2
    assert "'dreams' is not an asset, asset group or job" in capsys.readouterr().out
    assert main(["backfill", "memory_notes", "--from", "2024-03-02", "--to", "2024-03-01"]) == 2
    assert (
        main(["backfill", "memory_notes", "--from", "2024-03-01", "--to", "2024-03-01", "--url", "http://127.0.0.1:9"])
        == 1
    )
    assert "cannot reach the Dagster webserver" in capsys.readouterr().out
