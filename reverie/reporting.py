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
