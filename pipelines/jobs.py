"""Asset jobs, one per memory layer: every job of the code location is defined here."""

import dagster as dg


def layer_job(layer: str, description: str, selection: dg.AssetSelection | None = None):
    """`<layer>_job`: the assets of group `layer` (or `selection`), as one job."""
    return dg.define_asset_job(
        f"{layer}_job", selection=selection or dg.AssetSelection.groups(layer), description=description
    )


reflection_job = layer_job("reflection", "Ingest episodes, reflect them into memory notes and publish the hot cache.")

files_job = layer_job(
    "files",
    "Memory as files: distil sessions and dropped resources into daily Markdown notes, "
    "for every collective under the workspace root (run config `collectives` limits it).",
)

decisions_job = layer_job(
    "decisions",
    "Ingest episodes, then DECISION / TRAJECTORY / FEEDBACK episodes into decision memory and its stats.",
    selection=dg.AssetSelection.assets("episodes") | dg.AssetSelection.groups("decisions"),
)

search_job = layer_job("search", "Bring every collective's search index up to date with its memory/ and digest/ notes.")

dream_job = layer_job(
    "dream", "The dream: integrate the changed daily notes into digest nodes and pick interest topics."
)
