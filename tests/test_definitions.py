"""The code location loads, names what the issues promise, and the reflection cadence follows its setting."""

from datetime import datetime, timezone

import dagster as dg

from assets.reflection import memory_notes
from pipelines.definitions import defs
from pipelines.schedules import build_reflection_schedule, interval_to_cron


def test_definitions_load_with_the_reflection_assets_and_job():
    dg.Definitions.validate_loadable(defs)
    keys = {k.to_user_string() for k in defs.resolve_asset_graph().get_all_asset_keys()}
    assert {"episodes", "memory_notes", "memory_notes_hot_cache"} <= keys
    job = defs.resolve_job_def("reflection_job")
    assert job.partitions_def is not None
    assert memory_notes.op.pool == "llm"


def test_reflection_is_off_by_default():
    schedule = build_reflection_schedule(0)
    assert schedule.default_status == dg.DefaultScheduleStatus.STOPPED
    ctx = dg.build_schedule_context(scheduled_execution_time=datetime(2026, 3, 10, 2, 0, tzinfo=timezone.utc))
    result = schedule.evaluate_tick(ctx)
    assert not result.run_requests and "REVERIE_REFLECTION_INTERVAL_S is 0" in result.skip_message


def test_reflection_interval_sets_the_cadence_and_runs_the_current_day():
    schedule = build_reflection_schedule(1800)
    assert schedule.cron_schedule == "*/30 * * * *"
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING
    repo = dg.Definitions(assets=defs.assets, jobs=defs.jobs, schedules=[schedule],
                          resources=defs.resources).get_repository_def()
    ctx = dg.build_schedule_context(scheduled_execution_time=datetime(2026, 3, 10, 14, 30, tzinfo=timezone.utc),
                                    repository_def=repo)
    [request] = schedule.evaluate_tick(ctx).run_requests
    assert request.partition_key == "2026-03-10"
    assert interval_to_cron(3 * 3600) == "0 */3 * * *" and interval_to_cron(2 * 86400) == "0 0 */2 * *"
    assert interval_to_cron(10) == "*/1 * * * *"
