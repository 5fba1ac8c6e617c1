"""Helpers for MaterializeResult metadata shared by the asset modules."""

from collections.abc import Sequence

import dagster as dg

from reverie.config import Settings


def settings_metadata(settings: Settings | None = None) -> dict[str, dg.MetadataValue]:
    """`settings`: the resolved configuration a materialisation ran with, for the UI's metadata panel.

    Resources leave unset fields to the REVERIE_* environment when a run
    starts, so the Launchpad and the resource pages show null for them; every
    asset adds this to its MaterializeResult so the values actually used are
    visible per materialisation (passwords in URLs masked).
    """
    return {"settings": dg.MetadataValue.json((settings or Settings()).public_dict())}


def md_table(header: Sequence[str], rows: Sequence[Sequence[object]], limit: int = 40) -> str:
    """A Markdown table (cells flattened to one line, `|` escaped), at most `limit` rows plus a "more" row."""

    def cell(v: object) -> str:
        return str(v).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows[:limit]]
    if len(rows) > limit:
        lines.append(f"| … {len(rows) - limit} more | " + " | " * (len(header) - 1))
    return "\n".join(lines)


def collectives_metadata(settings: Settings, days: Sequence[str], header: Sequence[str],
                         rows: Sequence[Sequence[object]]) -> dict[str, dg.MetadataValue]:
    """What a run over every collective's workspace reports after its settings: the days, the workspace root
    and a table with one row per collective (`header` names its columns after "collective")."""
    return {
        "days": dg.MetadataValue.json(days),
        "workspace_root": dg.MetadataValue.path(str(settings.workspace_dir)),
        "collectives": dg.MetadataValue.md(md_table(["collective", *header], rows)),
    }


MAX_LOGGED_ERRORS = 1000


def log_errors(log, what: str, errors: list[str], limit: int = MAX_LOGGED_ERRORS) -> None:
    """One warning per input error (`path[:line]: reason`), up to `limit`, then how many more there were."""
    for err in errors[:limit]:
        log.warning(f"{what}: {err}")
    if len(errors) > limit:
        log.warning(f"{what}: ... and {len(errors) - limit} more (see the run metadata and the asset check)")
