"""Helpers for MaterializeResult metadata shared by the asset modules."""

from collections.abc import Sequence
from typing import Any

import dagster as dg

from reverie.config import Settings
from reverie.reporting import MAX_LOGGED_ERRORS, FilePath, Markdown, log_errors, md_table

__all__ = [
    "MAX_LOGGED_ERRORS",
    "check_results",
    "collectives_metadata",
    "dagster_metadata",
    "log_errors",
    "md_table",
    "settings_metadata",
]


def settings_metadata(settings: Settings | None = None) -> dict[str, dg.MetadataValue]:
    """`settings`: the resolved configuration a materialisation ran with, for the UI's metadata panel.

    Resources leave unset fields to the REVERIE_* environment when a run
    starts, so the Launchpad and the resource pages show null for them; every
    asset adds this to its MaterializeResult so the values actually used are
    visible per materialisation (passwords in URLs masked).
    """
    return {"settings": dg.MetadataValue.json((settings or Settings()).public_dict())}


def collectives_metadata(
    settings: Settings, days: Sequence[str], header: Sequence[str], rows: Sequence[Sequence[object]]
) -> dict[str, dg.MetadataValue]:
    """What a run over every collective's workspace reports after its settings: the days, the workspace root
    and a table with one row per collective (`header` names its columns after "collective")."""
    return {
        "days": dg.MetadataValue.json(days),
        "workspace_root": dg.MetadataValue.path(str(settings.workspace_dir)),
        "collectives": dg.MetadataValue.md(md_table(["collective", *header], rows)),
    }


def dagster_metadata(values: dict[str, Any]) -> dict[str, Any]:
    """An engine report's `metadata()` as Dagster metadata: Markdown as md, lists and dicts as json."""
    out: dict[str, Any] = {}
    for key, value in values.items():
        if isinstance(value, Markdown):
            out[key] = dg.MetadataValue.md(str(value))
        elif isinstance(value, FilePath):
            out[key] = dg.MetadataValue.path(str(value))
        elif isinstance(value, (list, dict, tuple)):
            out[key] = dg.MetadataValue.json(list(value) if isinstance(value, tuple) else value)
        else:
            out[key] = value
    return out


def check_results(
    context: dg.AssetExecutionContext, checks: dict[str, tuple[bool, dict[str, Any]]]
) -> list[dg.AssetCheckResult]:
    """An engine report's `checks()` (name -> passed, metadata) as the asset's check results.

    A blocking check (its spec says `blocking=True`) fails as an error, which is what keeps what depends on the
    asset from running; any other check fails as a warning.
    """
    blocking = {spec.name for spec in context.assets_def.check_specs if spec.blocking}
    return [
        dg.AssetCheckResult(
            check_name=name,
            passed=passed,
            severity=dg.AssetCheckSeverity.ERROR if name in blocking else dg.AssetCheckSeverity.WARN,
            metadata=dagster_metadata(metadata),
        )
        for name, (passed, metadata) in checks.items()
    ]
