"""Asset jobs, one per memory layer."""

import dagster as dg

reflection_job = dg.define_asset_job(
    "reflection_job",
    selection=dg.AssetSelection.groups("reflection"),
    description="Ingest episodes, reflect them into memory notes and publish the hot cache.",
)
