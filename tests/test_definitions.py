"""The code location loads and names what the issues promise (schedules: tests/test_schedules.py)."""

import dagster as dg

from assets.reflection import memory_notes
from pipelines.definitions import defs


def test_definitions_load_with_the_reflection_assets_and_job():
    dg.Definitions.validate_loadable(defs)
    keys = {k.to_user_string() for k in defs.resolve_asset_graph().get_all_asset_keys()}
    assert {"episodes", "memory_notes", "memory_notes_hot_cache"} <= keys
    job = defs.resolve_job_def("reflection_job")
    assert job.partitions_def is not None
    assert memory_notes.op.pool == "llm"
