"""Whether a schedule or sensor starts RUNNING when the daemon runs: one rule for every automation.

Automation that costs nothing to have on starts RUNNING unless its setting
turns it off: the session and resource sensors (REVERIE_FILE_SENSORS, default
on) and the dream schedule (REVERIE_DREAM_CRON_ENABLED, default on; owned by
the dream). Reflection costs LLM calls, so its schedule starts STOPPED unless
REVERIE_REFLECTION_INTERVAL_S is set. Every schedule and sensor takes its
default status from these two functions, so the rule lives in one place.
"""

from __future__ import annotations

import dagster as dg


def schedule_status(on: bool) -> dg.DefaultScheduleStatus:
    return dg.DefaultScheduleStatus.RUNNING if on else dg.DefaultScheduleStatus.STOPPED


def sensor_status(on: bool) -> dg.DefaultSensorStatus:
    return dg.DefaultSensorStatus.RUNNING if on else dg.DefaultSensorStatus.STOPPED
