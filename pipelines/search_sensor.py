"""search_sensor: keeps every collective's search index fresh, like the original design's index loop.

Each tick (every REVERIE_FILE_SENSOR_INTERVAL_S seconds, 10 s at the least)
it brings each collective's search table in step with the changed files of
its memory/ and digest/ (`reverie.search.index_collective`: a stat per file,
a content hash only for files whose size or mtime moved, embeddings only for
changed paragraphs), in the sensor's own process, so a note written a minute
ago is found by `reverie.search.search` without a run. What changed is
recorded as an AssetObservation of `search_index` (metadata per collective).
RUNNING by default (pipelines/automation.py); REVERIE_SEARCH_SENSOR=0 starts
it STOPPED. The `search_index` asset remains the full, scheduled refresh.
"""

from __future__ import annotations

import dagster as dg

from pipelines.automation import sensor_status
from resources import ReverieSettings
from reverie.config import Settings

DESCRIPTION = (
    "Every tick, indexes the changed Markdown files of every collective's memory/ and digest/ into its "
    "search table (a stat per file; embeddings only for changed paragraphs), so `reverie.search.search` "
    "finds a note within one tick of it being written. RUNNING unless REVERIE_SEARCH_SENSOR=0."
)


def refresh_search_indexes(cfg: Settings) -> tuple[list, list[str]]:
    """(reports of the collectives whose index changed, errors) after refreshing every collective's index."""
    from reverie.search import index_collective, list_collectives, settings_embedder

    embedder = settings_embedder(cfg)  # loaded once per process: the daemon's ticks reuse it
    changed, errors = [], []
    for cid in list_collectives(cfg.workspace_dir):
        report = index_collective(cid, settings=cfg, embedder=embedder)
        errors += [f"{cid}: {e}" for e in report.errors]
        if report.files_changed or report.files_deleted:
            changed.append(report)
    return changed, errors


def build_search_sensor(enabled: bool | None = None) -> dg.SensorDefinition:
    """search_sensor, RUNNING unless `enabled` or REVERIE_SEARCH_SENSOR says otherwise."""
    cfg = Settings()

    @dg.sensor(
        name="search_sensor",
        minimum_interval_seconds=max(10, cfg.file_sensor_interval_s),
        default_status=sensor_status(cfg.search_sensor if enabled is None else enabled),
        description=DESCRIPTION,
    )
    def search_sensor(context: dg.SensorEvaluationContext, settings: ReverieSettings):
        changed, errors = refresh_search_indexes(settings.resolved())
        for err in errors[:20]:
            context.log.warning(f"not indexed: {err}")
        if not changed:
            return dg.SkipReason("no memory/ or digest/ file changed since the last refresh")
        events = [
            dg.AssetObservation(
                asset_key="search_index",
                metadata={
                    "collective": r.collective,
                    "trigger": "search_sensor",
                    "files_changed": r.files_changed,
                    "files_deleted": r.files_deleted,
                    "chunks_added": r.chunks_added,
                    "chunks_changed": r.chunks_changed,
                    "chunks_removed": r.chunks_removed,
                    "chunks_total": r.chunks_total,
                    "seconds": r.seconds,
                },
            )
            for r in changed
        ]
        summary = ", ".join(f"{r.collective}: {r.files_changed} changed, {r.files_deleted} deleted" for r in changed)
        context.log.info(f"search index refreshed ({summary})")
        return dg.SensorResult(
            skip_reason=dg.SkipReason(f"refreshed in place, no run needed ({summary})"), asset_events=events
        )

    return search_sensor
