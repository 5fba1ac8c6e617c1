"""The search index over every collective: what the `search_index` asset runs.

`index_collectives` updates each collective's search table in turn (see `index_collective`), logs the files it
could not index and the tables it repaired, and returns a report whose `metadata()` is what the materialisation
shows. No Dagster here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.embedding import Embedder
from reverie.reporting import Log, md_table
from reverie.search import index_collective
from reverie.search.index import IndexReport

TOTALS = (
    "files_scanned",
    "files_changed",
    "files_deleted",
    "chunks_added",
    "chunks_changed",
    "chunks_removed",
    "chunks_total",
    "texts_embedded",
)
HEADER = ["collective", "files", "changed", "deleted", "chunks added", "changed", "removed", "total", "embedded", "s"]


@dataclass
class SearchIndexReport:
    """Every collective's IndexReport of one `search_index` run."""

    reports: list[IndexReport] = field(default_factory=list)

    @property
    def errors(self) -> list[str]:
        """Files not indexed, `<cid>: <path>: <reason>`."""
        return [f"{r.collective}: {e}" for r in self.reports for e in r.errors]

    @property
    def repaired(self) -> list[str]:
        return [line for r in self.reports for line in r.repaired]

    def totals(self) -> dict[str, int]:
        return {k: sum(getattr(r, k) for r in self.reports) for k in TOTALS}

    @property
    def seconds(self) -> float:
        return float(round(sum(r.seconds for r in self.reports), 3))

    def metadata(self) -> dict[str, Any]:
        rows = [[r.collective, *(getattr(r, k) for k in TOTALS), r.seconds] for r in self.reports]
        return {
            "collectives": len(self.reports),
            **self.totals(),
            "seconds": self.seconds,
            "per_collective": md_table(HEADER, rows),
            "errors": self.errors[:100],
            "repaired": self.repaired,
        }

    def check_metadata(self) -> dict[str, Any]:
        """The `search_files_readable` check's metadata (it passes when every file could be indexed)."""
        return {"unreadable": len(self.errors), "first": self.errors[:10]}


def index_collectives(collectives: Sequence[str], *, settings: Any, embedder: Embedder, log: Log) -> SearchIndexReport:
    """Update the search table of each of `collectives` from its workspace; unindexed files and repairs are logged."""
    report = SearchIndexReport([index_collective(cid, settings=settings, embedder=embedder) for cid in collectives])
    for err in report.errors[:50]:
        log.warning(f"not indexed: {err}")
    for line in report.repaired:
        log.warning(line)
    log.info(f"{len(report.reports)} collectives: {report.totals()}, {report.seconds} s")
    return report
