"""The code location: every asset, check, job, schedule, sensor and resource of Reverie."""

import dagster as dg

from assets import reflection
from pipelines.jobs import reflection_job
from pipelines.schedules import build_reflection_schedule
from resources import EmbedderResource, HotCacheResource, LanceDBResource, LLMResource, ReverieSettings

defs = dg.Definitions(
    assets=dg.load_assets_from_modules([reflection]),
    asset_checks=dg.load_asset_checks_from_modules([reflection]),
    jobs=[reflection_job],
    schedules=[build_reflection_schedule()],
    resources={
        "settings": ReverieSettings(),
        "lancedb": LanceDBResource(),
        "embedder": EmbedderResource(),
        "llm": LLMResource(),
        "hot_cache": HotCacheResource(),
    },
)
