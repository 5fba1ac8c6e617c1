"""Schedules. Reflection runs every REVERIE_REFLECTION_INTERVAL_S seconds (0, the default, = off); the dream
at REVERIE_DREAM_CRON (`0 23 * * *`) in REVERIE_TIMEZONE, on unless REVERIE_DREAM_CRON_ENABLED=0."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import dagster as dg

from assets.partitions import PARTITIONS_START, daily_partitions
from pipelines.automation import schedule_status
from pipelines.jobs import dream_job, reflection_job
from reverie.config import Settings
from reverie.days import day_of, zone
from reverie.reflection.cadence import EVERY_MINUTE, interval_crons, partitions_overlapping, tick_window, today_key

WINDOW_START_TAG, WINDOW_END_TAG = "reverie/reflection_window_start", "reverie/reflection_window_end"
# After the daemon was down, a tick reaches back to where the schedule's last run stopped, at most this far.
MAX_CATCH_UP = timedelta(days=7)


def _previous_window_end(context: dg.ScheduleEvaluationContext, before: datetime) -> datetime | None:
    """Where the last run this schedule launched stopped covering (from its tags), if it ran before `before`."""
    try:
        runs = context.instance.get_runs(
            filters=dg.RunsFilter(tags={"dagster/schedule_name": "reflection_schedule"}), limit=20
        )
    except Exception:  # noqa: BLE001 - without run history the tick covers its own interval
        return None
    ends = []
    for run in runs:
        raw = run.tags.get(WINDOW_END_TAG)
        try:
            end = datetime.fromisoformat(raw) if raw else None
        except ValueError:
            end = None
        if end is not None and end < before:
            ends.append(end)
    return max(ends) if ends else None


def reflection_requests(context: dg.ScheduleEvaluationContext, interval_s: int, cron_exact: bool):
    """The runs one tick asks for: one per partition overlapping the time since the previous tick."""
    tick = context.scheduled_execution_time or datetime.now(UTC)
    window = tick_window(tick, interval_s, cron_exact)
    if window is None:
        return dg.SkipReason(f"no {interval_s} s boundary in the minute up to {tick.isoformat()}")
    start, end = window
    previous = _previous_window_end(context, end)
    if previous is not None and start > previous >= end - MAX_CATCH_UP:
        start = previous  # ticks were missed (daemon down): cover the gap too
    tz = daily_partitions.timezone or "UTC"
    days = partitions_overlapping(start, end, tz, first=PARTITIONS_START, last=today_key(end, tz))
    tags = {WINDOW_START_TAG: start.isoformat(), WINDOW_END_TAG: end.isoformat()}
    return [
        dg.RunRequest(run_key=f"reflection:{day}:{end.isoformat()}", partition_key=day, tags=tags) for day in days
    ] or dg.SkipReason(f"no partition overlaps {start.isoformat()}..{end.isoformat()}")


def build_reflection_schedule(interval_s: int | None = None) -> dg.ScheduleDefinition:
    """`reflection_schedule`: every REVERIE_REFLECTION_INTERVAL_S (alias ACC_REFLECTION_INTERVAL_S) seconds.

    STOPPED when the interval is 0 (reflection costs LLM calls); RUNNING when
    it is set. If both names are set and differ, the schedule starts RUNNING
    and each tick fails with an error naming both, so it shows in Automation.
    """
    problem = ""
    if interval_s is None:
        try:
            interval_s = Settings().reflection_interval_s
        except ValueError as exc:
            problem, interval_s = str(exc), 0
    enabled = interval_s > 0
    crons = interval_crons(interval_s) if enabled else ["0 * * * *"]
    cron_exact = crons != [EVERY_MINUTE]
    if problem:
        description = f"Reflection cadence is misconfigured: {problem}"
    elif enabled:
        description = (
            f"Every {interval_s} s (REVERIE_REFLECTION_INTERVAL_S), on UTC boundaries k x {interval_s} s "
            "after the epoch: reflects every day overlapping the time since the previous tick, so the "
            "first tick after midnight finishes yesterday"
            + ("." if cron_exact else "; checked every minute, since no cron list fits this interval.")
        )
    else:
        description = "Off: REVERIE_REFLECTION_INTERVAL_S is 0 (reflection costs LLM calls)."

    @dg.schedule(
        name="reflection_schedule",
        job=reflection_job,
        cron_schedule=crons if len(crons) > 1 else crons[0],
        execution_timezone="UTC",
        default_status=schedule_status(enabled or bool(problem)),
        description=description,
    )
    def reflection_schedule(context: dg.ScheduleEvaluationContext):
        if problem:
            raise ValueError(problem)
        if not enabled:
            return dg.SkipReason("reflection is off: REVERIE_REFLECTION_INTERVAL_S is 0")
        return reflection_requests(context, interval_s, cron_exact)

    return reflection_schedule


def build_dream_schedule(settings: Settings | None = None) -> dg.ScheduleDefinition:
    """`dream_schedule`: each evening, dream the day that is ending (its partition) in REVERIE_TIMEZONE."""
    s = settings or Settings()

    @dg.schedule(
        name="dream_schedule",
        job=dream_job,
        cron_schedule=s.dream_cron,
        execution_timezone=s.timezone,
        default_status=schedule_status(s.dream_cron_enabled),
        description=(
            f"Dream the day's notes into digest nodes and pick interest topics, at {s.dream_cron!r} "
            f"({s.timezone}); REVERIE_DREAM_CRON / REVERIE_DREAM_CRON_ENABLED="
            f"{int(s.dream_cron_enabled)}."
        ),
    )
    def dream_schedule(context: dg.ScheduleEvaluationContext):
        tick = context.scheduled_execution_time.astimezone(zone(s.timezone))
        day = day_of(tick, s.timezone)
        return dg.RunRequest(run_key=f"dream-{day}-{tick.strftime('%H%M')}", partition_key=day)

    return dream_schedule
