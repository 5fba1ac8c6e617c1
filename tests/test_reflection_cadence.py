"""reflection_schedule: exact cadence for any interval, every moment reflected, yesterday finished after midnight.

Ticks are generated the way the daemon generates them (Dagster's own iterator over the schedule's cron
list and execution timezone), then evaluated with build_schedule_context.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import dagster as dg
import pytest

from pipelines.instance import daemon_tick_times
from pipelines.schedules import WINDOW_END_TAG, WINDOW_START_TAG, build_reflection_schedule
from reverie.config import Settings
from reverie.reflection.cadence import EVERY_MINUTE

UTC = UTC


_repos: dict[int, dg.RepositoryDefinition] = {}


def requests_at(schedule: dg.ScheduleDefinition, tick: datetime, instance=None) -> list[dg.RunRequest]:
    """What one tick at `tick` asks for, checked against the real job and partitions, as the daemon does."""
    from pipelines.definitions import defs

    if id(schedule) not in _repos:
        _repos[id(schedule)] = dg.Definitions(
            assets=defs.assets, jobs=defs.jobs, schedules=[schedule], resources=defs.resources
        ).get_repository_def()
    context = dg.build_schedule_context(
        scheduled_execution_time=tick, instance=instance, repository_def=_repos[id(schedule)]
    )
    return list(schedule.evaluate_tick(context).run_requests or [])


def window(requests: list[dg.RunRequest]) -> tuple[datetime, datetime]:
    [(start, end)] = {(r.tags[WINDOW_START_TAG], r.tags[WINDOW_END_TAG]) for r in requests}
    return datetime.fromisoformat(start), datetime.fromisoformat(end)


def daemon_ticks(schedule: dg.ScheduleDefinition, start: datetime, count: int) -> list[datetime]:
    return daemon_tick_times(schedule, start.timestamp(), count)


@pytest.mark.parametrize("interval", [3600, 5400, 25200, 86400])
def test_ticks_are_exactly_one_interval_apart_and_cover_every_moment_over_a_dst_change(interval, monkeypatch):
    # Europe/Berlin moves its clocks forward on 2026-03-29 at 01:00 UTC; the cadence must not notice.
    monkeypatch.setenv("REVERIE_TIMEZONE", "Europe/Berlin")
    schedule = build_reflection_schedule(interval)
    assert schedule.execution_timezone == "UTC" and schedule.cron_schedule != EVERY_MINUTE
    start = datetime(2026, 3, 25, tzinfo=UTC)
    ticks = daemon_ticks(schedule, start, count=max(8, 14 * 86400 // interval))
    assert {b - a for a, b in zip(ticks, ticks[1:], strict=False)} == {timedelta(seconds=interval)}
    windows = [window(requests_at(schedule, t)) for t in ticks]
    assert all(end == t for (_, end), t in zip(windows, ticks, strict=False))
    assert all(prev_end == next_start for (_, prev_end), (next_start, _) in zip(windows, windows[1:], strict=False))
    # Every day the ticks span is reflected, and a day's last reflection comes from the first tick at or after
    # its midnight (UTC, the partitions' zone), whatever the local clock did that night.
    last_request: dict[str, datetime] = {}
    for t in ticks:
        for r in requests_at(schedule, t):
            last_request[r.partition_key] = t
    for day in ("2026-03-28", "2026-03-29", "2026-03-30"):
        midnight = datetime.fromisoformat(day).replace(tzinfo=UTC) + timedelta(days=1)
        assert last_request[day] == min(t for t in ticks if t >= midnight)


@pytest.mark.parametrize("interval", [60, 3600, 5400, 86400])
def test_ticks_around_midnight(interval):
    schedule = build_reflection_schedule(interval)
    day, next_day = "2026-03-10", "2026-03-11"
    midnight = datetime(2026, 3, 11, tzinfo=UTC)
    at_midnight = requests_at(schedule, midnight)
    assert [r.partition_key for r in at_midnight] == [day]  # the first tick after midnight finishes yesterday
    assert window(at_midnight) == (midnight - timedelta(seconds=interval), midnight)
    if interval == 60:
        assert [r.partition_key for r in requests_at(schedule, midnight - timedelta(minutes=1))] == [day]
        assert [r.partition_key for r in requests_at(schedule, midnight + timedelta(minutes=1))] == [next_day]


def test_an_interval_of_two_days_reflects_both_days():
    schedule = build_reflection_schedule(2 * 86400)  # does not divide a week: checked every minute
    assert schedule.cron_schedule == EVERY_MINUTE
    boundary = datetime(2026, 3, 11, tzinfo=UTC)  # 20523 days after the epoch: odd, so not a boundary
    if (boundary - datetime(1970, 1, 1, tzinfo=UTC)).days % 2:
        boundary += timedelta(days=1)
    assert requests_at(schedule, boundary - timedelta(minutes=1)) == []
    [first, second] = requests_at(schedule, boundary + timedelta(seconds=30))
    assert (first.partition_key, second.partition_key) == (
        (boundary - timedelta(days=2)).date().isoformat(),
        (boundary - timedelta(days=1)).date().isoformat(),
    )
    assert requests_at(schedule, boundary + timedelta(minutes=1, seconds=30)) == []


@pytest.mark.parametrize("interval", [90, 4000, 45])
def test_intervals_no_cron_list_fits_leave_no_gap(interval):
    schedule = build_reflection_schedule(interval)
    assert schedule.cron_schedule == EVERY_MINUTE
    start = datetime(2026, 3, 10, 23, 0, tzinfo=UTC)
    windows = [window(r) for r in (requests_at(schedule, start + timedelta(minutes=m)) for m in range(121)) if r]
    assert all(a_end == b_start for (_, a_end), (b_start, _) in zip(windows, windows[1:], strict=False))
    assert all((end - start).total_seconds() % interval == 0 for start, end in windows)
    fired = len(windows)
    assert fired == pytest.approx(min(121, 120 * 60 / interval), abs=1)


@pytest.mark.integration
def test_after_missed_ticks_the_next_tick_covers_the_gap():
    schedule = build_reflection_schedule(3600)

    @dg.op
    def noop() -> None:
        pass

    @dg.job
    def earlier_run():
        noop()

    with dg.instance_for_test() as instance:
        # The schedule's last run covered up to 2026-03-10 20:00; the daemon was down until 2026-03-11 02:00.
        earlier_run.execute_in_process(
            instance=instance,
            tags={"dagster/schedule_name": "reflection_schedule", WINDOW_END_TAG: "2026-03-10T20:00:00+00:00"},
        )
        requests = requests_at(schedule, datetime(2026, 3, 11, 2, tzinfo=UTC), instance)
    assert [r.partition_key for r in requests] == ["2026-03-10", "2026-03-11"]
    assert window(requests)[0] == datetime(2026, 3, 10, 20, tzinfo=UTC)


def test_the_seed_name_is_an_alias_and_a_conflict_names_both(monkeypatch):
    monkeypatch.delenv("REVERIE_REFLECTION_INTERVAL_S", raising=False)
    monkeypatch.setenv("ACC_REFLECTION_INTERVAL_S", "5400")
    assert Settings().reflection_interval_s == 5400
    schedule = build_reflection_schedule()
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING and len(schedule.cron_schedule) == 2
    monkeypatch.setenv("REVERIE_REFLECTION_INTERVAL_S", "5400")
    assert Settings().reflection_interval_s == 5400  # both set, same value: fine
    monkeypatch.setenv("REVERIE_REFLECTION_INTERVAL_S", "3600")
    with pytest.raises(ValueError, match="REVERIE_REFLECTION_INTERVAL_S=3600 and ACC_REFLECTION_INTERVAL_S=5400"):
        _ = Settings().reflection_interval_s
    schedule = build_reflection_schedule()  # the code location still loads; the schedule says what is wrong
    assert schedule.default_status == dg.DefaultScheduleStatus.RUNNING
    assert "ACC_REFLECTION_INTERVAL_S=5400" in schedule.description
    with pytest.raises(Exception) as tick_error:  # a failed tick in Automation, with the cause
        requests_at(schedule, datetime(2026, 3, 11, tzinfo=UTC))
    assert "REVERIE_REFLECTION_INTERVAL_S=3600 and ACC_REFLECTION_INTERVAL_S=5400" in str(tick_error.value.__cause__)


def test_reflection_stays_stopped_by_default(monkeypatch):
    monkeypatch.delenv("REVERIE_REFLECTION_INTERVAL_S", raising=False)
    monkeypatch.delenv("ACC_REFLECTION_INTERVAL_S", raising=False)
    schedule = build_reflection_schedule()
    assert schedule.default_status == dg.DefaultScheduleStatus.STOPPED
    assert requests_at(schedule, datetime(2026, 3, 11, tzinfo=UTC)) == []


def test_the_partitions_zone_not_the_local_clock_decides_the_days():
    # Midnight in Berlin is 23:00 UTC the day before: no partition boundary there, one run for that UTC day.
    schedule = build_reflection_schedule(3600)
    local_midnight = datetime(2026, 3, 11, tzinfo=ZoneInfo("Europe/Berlin"))
    assert [r.partition_key for r in requests_at(schedule, local_midnight)] == ["2026-03-10"]
