"""Paths and reflection knobs; unset fields fall back to the REVERIE_* environment variables."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import dagster as dg

from reverie.config import Settings


class ReverieSettings(dg.ConfigurableResource):
    """Where inputs live and how reflection clusters; None means the environment's default."""

    inbox_dir: Optional[str] = None
    roles_dir: Optional[str] = None
    workspace_dir: Optional[str] = None
    reflection_window_days: Optional[int] = None
    cluster_threshold: Optional[float] = None
    min_cluster_size: Optional[int] = None
    max_inbox_file_bytes: Optional[int] = None
    timezone: Optional[str] = None

    def resolved(self) -> Settings:
        env = Settings()
        overrides = {k: v for k, v in {
            "inbox_dir": Path(self.inbox_dir).resolve() if self.inbox_dir else None,
            "roles_dir": Path(self.roles_dir).resolve() if self.roles_dir else None,
            "workspace_dir": Path(self.workspace_dir).resolve() if self.workspace_dir else None,
            "reflection_window_days": self.reflection_window_days,
            "cluster_threshold": self.cluster_threshold,
            "min_cluster_size": self.min_cluster_size,
            "max_inbox_file_bytes": self.max_inbox_file_bytes,
            "timezone": self.timezone,
        }.items() if v is not None}
        from dataclasses import replace

        return replace(env, **overrides)
