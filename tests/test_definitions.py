"""The code location loads and names what the issues promise (schedules: tests/test_schedules.py)."""

import dagster as dg
import pytest

from assets.reflection import memory_notes
from pipelines.definitions import defs


def test_definitions_load_with_the_reflection_assets_and_job():
    dg.Definitions.validate_loadable(defs)
    keys = {k.to_user_string() for k in defs.resolve_asset_graph().get_all_asset_keys()}
    assert {"episodes", "memory_notes", "memory_notes_hot_cache"} <= keys
    job = defs.resolve_job_def("reflection_job")
    assert job.partitions_def is not None
    assert memory_notes.op.pool == "llm"


@pytest.mark.integration
def test_every_materialisation_reports_the_settings_it_ran_with(reverie_env):
    """The resources leave fields to the environment, so each materialisation records what it really used."""
    from assets.files import resource_notes, session_notes
    from assets.reflection import episodes, memory_notes_hot_cache
    from reverie.config import Settings

    assets = [episodes, memory_notes, memory_notes_hot_cache, session_notes, resource_notes]
    result = dg.materialize(assets, partition_key="2026-03-03", resources=defs.resources)
    assert result.success
    for asset in ("episodes", "memory_notes", "memory_notes_hot_cache", "session_notes", "resource_notes"):
        settings = result.asset_materializations_for_node(asset)[-1].metadata["settings"].value
        assert settings["inbox_dir"] == str(reverie_env / "inbox"), asset
        assert settings["embed_backend"] == "hash", asset
    masked = Settings(redis_url="redis://:s3cret@cache:6379/0").public_dict()["redis_url"]
    assert masked == "redis://:***@cache:6379/0"
