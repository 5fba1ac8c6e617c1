"""Dagster wiring: definitions, partitions, jobs, schedules, sensors, and the `reverie` CLI."""
