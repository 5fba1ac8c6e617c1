"""The raw inputs each day's partitions read, as observable source assets reporting a content hash per day.

Observing them (`observe_inputs_job`, the UI's "Observe sources", or
`reverie backfill --stale`) records each day's data version; a daily asset
that depends on one remembers the version it read, so a day whose input
changed since (an inbox drop, a session's new turns, a modified resource, a
hand-edited note) shows as stale, and only that day.
"""

import dagster as dg

from assets.partitions import daily_partitions
from resources import LanceDBResource, ReverieSettings
from reverie import versions

GROUP = "inputs"
DATA_VERSION_TAG = "dagster/data_version"  # the tag Dagster reads an observation's data version from


def _observed(day_versions: dict[str, str]) -> dg.DataVersionsByPartition:
    # Days the partitions do not cover (before the first partition) are left out: Dagster refuses unknown keys.
    first = daily_partitions.start.strftime("%Y-%m-%d")
    return dg.DataVersionsByPartition({day: v for day, v in day_versions.items() if day >= first})


@dg.observable_source_asset(group_name=GROUP, partitions_def=daily_partitions)
def episode_inbox(settings: ReverieSettings) -> dg.DataVersionsByPartition:
    """Episodes dropped in `inbox/episodes/`, per day of their `ts`: a hash of their (content-hashed) ids."""
    cfg = settings.resolved()
    return _observed(versions.episode_inbox_day_versions(cfg.episode_inbox, cfg.max_inbox_file_bytes))


@dg.observable_source_asset(group_name=GROUP, partitions_def=daily_partitions)
def stored_episodes(lancedb: LanceDBResource) -> dg.DataVersionsByPartition:
    """Episodes in LanceDB `episodes` (from the inbox or written by agents directly), per day: a hash of their ids."""
    return _observed(versions.stored_episode_day_versions(lancedb.store.uri))


@dg.observable_source_asset(group_name=GROUP, partitions_def=daily_partitions)
def session_dialogs(settings: ReverieSettings) -> dg.DataVersionsByPartition:
    """Every collective's stored conversation turns (`mem_session/dialog/`), per day: a hash of the turns."""
    return _observed(versions.session_day_versions(settings.resolved().workspace_dir))


@dg.observable_source_asset(group_name=GROUP, partitions_def=daily_partitions)
def resource_files(settings: ReverieSettings) -> dg.DataVersionsByPartition:
    """Every collective's resource files, per day they are dated: a hash of their contents."""
    return _observed(versions.resource_day_versions(settings.resolved().workspace_dir))


@dg.observable_source_asset(group_name=GROUP, partitions_def=daily_partitions)
def daily_note_files(settings: ReverieSettings) -> dg.DataVersionsByPartition:
    """Daily notes people wrote or edited by hand (`memory/<day>/*.md`), per day: a hash of their contents.

    What session_notes and resource_notes wrote is versioned by those assets.
    """
    return _observed(versions.hand_note_day_versions(settings.resolved().workspace_dir))


def report_input_versions(
    context: dg.AssetExecutionContext, source: dg.AssetsDefinition | dg.SourceAsset, day_versions: dict[str, str]
) -> None:
    """An asset that writes an input (episodes writes `stored_episodes`) reports the days' new versions, so
    what reads them later in the same run records what it read, and an unchanged rerun is not stale."""
    first = daily_partitions.start.strftime("%Y-%m-%d")
    for day, version in sorted(day_versions.items()):
        if day >= first:
            context.log_event(
                dg.AssetObservation(asset_key=source.key, partition=day, tags={DATA_VERSION_TAG: version})
            )


INPUTS = [episode_inbox, stored_episodes, session_dialogs, resource_files, daily_note_files]

observe_inputs_job = dg.define_asset_job(
    "observe_inputs_job",
    selection=dg.AssetSelection.assets(*(a.key for a in INPUTS)),
    description="Record each day's data version of every raw input, so the UI shows which partitions are stale.",
)
