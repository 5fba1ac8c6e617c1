"""What an engine run reports, in a form any front end can show: plain values, JSON, Markdown tables.

An engine report's `metadata()` returns a dict of plain values (numbers, strings), JSON values (lists, dicts)
and `Markdown` strings; the asset layer turns it into Dagster metadata (`assets.metadata.dagster_metadata`), the
CLI prints it. Keeping the report in the engine keeps the tallies testable without Dagster.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Markdown(str):
    """A metadata value to show as Markdown (a table, usually)."""


class FilePath(str):
    """A metadata value that is a path on disk."""


class Log(Protocol):
    """Where a long run says what it did: `logging.Logger`, or Dagster's `context.log`."""

    def info(self, msg: str, *args: object) -> object: ...

    def warning(self, msg: str, *args: object) -> object: ...

    def error(self, msg: str, *args: object) -> object: ...


def md_table(header: Sequence[str], rows: Sequence[Sequence[object]], limit: int = 40) -> Markdown:
    """A Markdown table (cells flattened to one line, `|` escaped), at most `limit` rows plus a "more" row."""

    def cell(v: object) -> str:
        return str(v).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows[:limit]]
    if len(rows) > limit:
        lines.append(f"| … {len(rows) - limit} more | " + " | " * (len(header) - 1))
    return Markdown("\n".join(lines))


def collectives_metadata(
    workspace_root: object, days: Sequence[str], header: Sequence[str], rows: Sequence[Sequence[object]]
) -> dict[str, object]:
    """What a run over every collective's workspace reports: the days, the workspace root and a table with one
    row per collective (`header` names its columns after "collective")."""
    return {
        "days": list(days),
        "workspace_root": FilePath(str(workspace_root)),
        "collectives": md_table(["collective", *header], rows),
    }


MAX_LOGGED_ERRORS = 1000


def log_errors(log: Log, what: str, errors: list[str], limit: int = MAX_LOGGED_ERRORS) -> None:
    """One warning per input error (`path[:line]: reason`), up to `limit`, then how many more there were."""
    for err in errors[:limit]:
        log.warning(f"{what}: {err}")
    if len(errors) > limit:
        log.warning(f"{what}: ... and {len(errors) - limit} more (see the run metadata and the asset check)")
