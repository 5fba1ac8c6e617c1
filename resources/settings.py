"""Paths and reflection knobs; unset fields fall back to the REVERIE_* environment variables."""

from __future__ import annotations

import dagster as dg

from reverie.config import Settings


class ReverieSettings(dg.ConfigurableResource):
    """Where inputs live and how reflection clusters; None means the environment's value (or its default).

    pipelines/definitions.py feeds each field from its `REVERIE_*` variable with `dg.EnvVar`, so the UI's
    resource page names the variable a run used; values are validated by `reverie.config.Settings`.
    """

    inbox_dir: str | None = None
    roles_dir: str | None = None
    workspace_dir: str | None = None
    reflection_window_days: int | None = None
    cluster_threshold: float | None = None
    min_cluster_size: int | None = None
    max_inbox_file_bytes: int | None = None
    timezone: str | None = None

    def resolved(self) -> Settings:
        """The environment's settings with this resource's fields (those set) on top."""
        return Settings(**{k: v for k, v in self.model_dump().items() if v is not None})
