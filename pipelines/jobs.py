"""Asset jobs, one per memory layer."""

import dagster as dg

reflection_job = dg.define_asset_job(
    "reflection_job",
    selection=dg.AssetSelection.groups("reflection"),
    description="Ingest episodes, reflect them into memory notes and publish the hot cache.",
)

files_job = dg.define_asset_job(
    "files_job",
    selection=dg.AssetSelection.groups("files"),
    description=("Memory as files: distil sessions and dropped resources into daily Markdown notes, for every "
                 "collective under the workspace root (run config `collectives` limits it)."),
)

decisions_job = dg.define_asset_job(
    "decisions_job",
    selection=dg.AssetSelection.assets("episodes") | dg.AssetSelection.groups("decisions"),
    description="Ingest episodes, then DECISION / TRAJECTORY / FEEDBACK episodes into decision memory and its stats.",
)

search_job = dg.define_asset_job(
    "search_job",
    selection=dg.AssetSelection.groups("search"),
    description="Bring every collective's search index up to date with its memory/ and digest/ notes.",
)

dream_job = dg.define_asset_job(
    "dream_job",
    selection=dg.AssetSelection.groups("dream"),
    description="The dream: integrate the changed daily notes into digest nodes and pick interest topics.",
)
