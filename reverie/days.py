"""One day for one instant: the single rule that gives every record its calendar day.

An instant's day is its date in `REVERIE_TIMEZONE` (default UTC), written as a zero-padded ISO date
(`2026-11-28`, `0001-01-01`). Episodes, session turns, resources, the dream and the partitions all take their
day from `day_of`, so one instant never falls on two days: with America/New_York, `2026-11-28T23:30-05:00` is
2026-11-28 for a session turn and for an episode alike.

Timestamps are accepted from 1970-01-01T00:00Z to one day after now; anything else is refused (`DayError`) by
the reader, which names the file and line.
"""

from __future__ import annotations

import functools
import os
from datetime import UTC, date, datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
FUTURE_SLACK = timedelta(days=1)  # clocks disagree; a day ahead is a typo or a wrong year


class DayError(ValueError):
    """A timestamp outside what a record may carry (before 1970, or more than a day in the future)."""


def zone(name: str) -> ZoneInfo:
    """The IANA zone `name`; ValueError naming REVERIE_TIMEZONE when it is not one."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"timezone {name!r} is not a known IANA zone (REVERIE_TIMEZONE)") from exc


def configured_zone() -> ZoneInfo:
    """The zone of REVERIE_TIMEZONE (read now, never at import; the settings are built once per value of the
    variable, since the prompt path asks on every call and a whole Settings() costs milliseconds)."""
    return _zone_of_setting(os.environ.get("REVERIE_TIMEZONE"))


@functools.lru_cache(maxsize=16)
def _zone_of_setting(raw: str | None) -> ZoneInfo:
    from reverie.config import Settings

    return zone(Settings().timezone)


def iso_day(d: date) -> str:
    """`d` as a zero-padded ISO date (YYYY-MM-DD, whatever the year; strftime drops the zeros of year 1)."""
    return f"{d.year:04d}-{d.month:02d}-{d.day:02d}"


def day_of(instant: datetime, tz: str | tzinfo | None = None) -> str:
    """The day of `instant` in `tz` (a zone name or tzinfo; default REVERIE_TIMEZONE); a naive instant is UTC."""
    tzi = configured_zone() if tz is None else zone(tz) if isinstance(tz, str) else tz
    aware = instant if instant.tzinfo is not None else instant.replace(tzinfo=UTC)
    return iso_day(aware.astimezone(tzi).date())


def today(tz: str | tzinfo | None = None) -> str:
    """Today's day in `tz` (default REVERIE_TIMEZONE)."""
    return day_of(datetime.now(UTC), tz)


def check_instant(instant: datetime, now: datetime | None = None) -> datetime:
    """`instant` (naive = UTC) as UTC when a record may carry it, else DayError saying why."""
    aware = instant if instant.tzinfo is not None else instant.replace(tzinfo=UTC)
    if aware < EARLIEST:
        raise DayError(f"{aware.isoformat()} is before 1970-01-01: not a time a record can have")
    latest = (now or datetime.now(UTC)) + FUTURE_SLACK
    if aware > latest:
        raise DayError(
            f"{aware.isoformat()} is more than a day in the future (now is "
            f"{(latest - FUTURE_SLACK).isoformat(timespec='seconds')})"
        )
    return aware.astimezone(UTC)
