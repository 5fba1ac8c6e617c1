"""When reflection runs and which days a run covers: exact intervals, every moment reflected.

Ticks fall on the boundaries k x interval seconds after the Unix epoch (UTC
midnight, 1970-01-01), so an interval that divides a day ticks at UTC
midnight every day, and any interval keeps its exact spacing forever, over
day ends and daylight-saving changes alike (no local clock is involved).

A tick at boundary B covers the time since the previous boundary, [B - I, B),
and reflects every daily partition whose day overlaps it. So the first tick
at or after midnight finishes yesterday (at 3600 s the 00:00 tick covers
23:00-24:00 and reflects yesterday), and a day is never left half done.

A cron list expresses the boundaries exactly when the interval is whole
minutes and divides a week (60, 600, 3600, 5400, 25200, 86400, 604800 s, ...);
any other interval is checked every minute and a tick fires in the first
minute at or after each boundary, covering the exact window.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

from reverie.days import day_of

WEEK_S = 7 * 86400
EVERY_MINUTE = "* * * * *"
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)  # a Thursday


def _cron_join(values: list[int]) -> str:
    return ",".join(str(v) for v in sorted(values))


def interval_crons(interval_s: int) -> list[str]:
    """Cron strings (UTC) that fire exactly on the interval's boundaries, or [EVERY_MINUTE] when none can."""
    if interval_s < 60 or interval_s % 60 or WEEK_S % interval_s:
        return [EVERY_MINUTE]
    minutes = interval_s // 60
    if minutes < 60 and 60 % minutes == 0:
        return [f"*/{minutes} * * * *"]
    if minutes == 60:
        return ["0 * * * *"]
    ticks = [EPOCH + timedelta(seconds=k * interval_s) for k in range(WEEK_S // interval_s)]
    if 86400 % interval_s == 0:
        by_minute: dict[int, list[int]] = defaultdict(list)
        for t in ticks:
            if t.weekday() == EPOCH.weekday():  # one day's boundaries repeat every day
                by_minute[t.minute].append(t.hour)
        return [f"{m} {_cron_join(hours)} * * *" for m, hours in sorted(by_minute.items())]
    by_slot: dict[tuple[int, int], list[int]] = defaultdict(list)  # (minute, day of week) -> hours
    for t in ticks:
        by_slot[(t.minute, (t.weekday() + 1) % 7)].append(t.hour)  # cron: 0 = Sunday
    return [f"{m} {_cron_join(hours)} * * {dow}" for (m, dow), hours in sorted(by_slot.items())]


def latest_boundary(at: datetime, interval_s: int) -> datetime:
    """The last interval boundary at or before `at`."""
    seconds = int((at.astimezone(UTC) - EPOCH).total_seconds())
    return EPOCH + timedelta(seconds=seconds - seconds % interval_s)


def tick_window(tick: datetime, interval_s: int, cron_exact: bool) -> tuple[datetime, datetime] | None:
    """[start, end) a tick at `tick` covers, or None when this (every-minute) check is not due.

    An exact cron tick is itself a boundary and covers the interval before it.
    An every-minute check is due when a boundary fell within the minute up to
    `tick`; it covers from where the previous minute's check stopped (the last
    boundary a minute earlier) to that boundary, so intervals under a minute
    leave no gap either.
    """
    end = latest_boundary(tick, interval_s)
    if cron_exact:
        return end - timedelta(seconds=interval_s), end
    start = latest_boundary(tick - timedelta(minutes=1), interval_s)
    return (start, end) if end > start else None


def partitions_overlapping(
    start: datetime, end: datetime, partition_tz: str = "UTC", first: str | None = None, last: str | None = None
) -> list[str]:
    """The days (YYYY-MM-DD in `partition_tz`) whose span overlaps [start, end), within [first, last]."""
    if end <= start:
        return []
    tz = ZoneInfo(partition_tz)
    day = start.astimezone(tz).date()
    out = []
    while True:
        day_start = datetime.combine(day, time.min, tzinfo=tz)
        if day_start >= end:
            break
        key = day.isoformat()
        if (first is None or key >= first) and (last is None or key <= last):
            out.append(key)
        day += timedelta(days=1)
    return out


def today_key(now: datetime, partition_tz: str = "UTC") -> str:
    return day_of(now, partition_tz)
