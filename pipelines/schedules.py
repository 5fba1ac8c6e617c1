"""Schedules. Reflection runs every REVERIE_REFLECTION_INTERVAL_S seconds; 0 (default) = off."""

from __future__ import annotations

from datetime import timezone

import dagster as dg

from pipelines.automation import schedule_status
from pipelines.jobs import reflection_job
from reverie.config import Settings


def interval_to_cron(seconds: int) -> str:
    """The cron expression closest to an interval (minute resolution, at least one minute)."""
    minutes = max(1, round(seconds / 60))
    if minutes < 60:
        return f"*/{minutes} * * * *"
    hours = max(1, round(minutes / 60))
    if hours < 24:
        return f"0 */{hours} * * *"
    return f"0 0 */{max(1, round(hours / 24))} * *"


# Every schedule takes its default status from pipelines/automation.py (one rule): the dream schedule starts
# RUNNING unless REVERIE_DREAM_CRON_ENABLED=0 (schedule_status(settings.dream_cron_enabled)), reflection only
# when REVERIE_REFLECTION_INTERVAL_S > 0.
def build_reflection_schedule(interval_s: int | None = None) -> dg.ScheduleDefinition:
    interval_s = Settings().reflection_interval_s if interval_s is None else interval_s
    enabled = interval_s > 0

    @dg.schedule(
        name="reflection_schedule",
        job=reflection_job,
        cron_schedule=interval_to_cron(interval_s) if enabled else "0 * * * *",
        execution_timezone="UTC",
        default_status=schedule_status(enabled),
        description=("Reflect today's episodes into memory notes and republish the hot cache. "
                     f"Interval: REVERIE_REFLECTION_INTERVAL_S={interval_s} (0 = off)."),
    )
    def reflection_schedule(context: dg.ScheduleEvaluationContext):
        if not enabled:
            return dg.SkipReason("reflection is off: REVERIE_REFLECTION_INTERVAL_S is 0")
        tick = context.scheduled_execution_time.astimezone(timezone.utc)
        day = tick.strftime("%Y-%m-%d")
        return dg.RunRequest(run_key=f"reflection-{tick.isoformat()}", partition_key=day)

    return reflection_schedule
