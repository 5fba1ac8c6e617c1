"""The code location: every asset, check, job, schedule, sensor and resource of Reverie."""

import os

import dagster as dg

from assets import decisions, dream, files, inputs, reflection, search
from pipelines.forget_job import forget_job
from pipelines.jobs import decisions_job, dream_job, files_job, reflection_job, search_job
from pipelines.schedules import build_dream_schedule, build_reflection_schedule
from pipelines.search_sensor import build_search_sensor
from pipelines.sensors import build_resource_sensor, build_session_sensor
from resources import EmbedderResource, HotCacheResource, LanceDBResource, LLMResource, ReverieSettings

def step_executor() -> dg.ExecutorDefinition | None:
    """How each run executes its steps, chosen by REVERIE_EXECUTOR when the code location loads.

    Unset (the embedded instance): Dagster's default, one subprocess per step.
    `celery` (deploy/, "Beyond one machine" in the README): every step is a
    Celery task run by a worker (`deploy/run.sh worker`), with the broker and
    result backend from REVERIE_CELERY_BROKER / REVERIE_CELERY_BACKEND.
    """
    kind = os.environ.get("REVERIE_EXECUTOR", "").strip().lower()
    if kind in ("", "default", "multiprocess"):
        return None
    if kind == "celery":
        from dagster_celery import celery_executor

        return celery_executor.configured(
            {"broker": {"env": "REVERIE_CELERY_BROKER"}, "backend": {"env": "REVERIE_CELERY_BACKEND"}},
            name="celery",
        )
    raise ValueError(f"REVERIE_EXECUTOR={kind!r} is not one of: celery, multiprocess (or unset)")


defs = dg.Definitions(
    assets=dg.load_assets_from_modules([reflection, files, decisions, search, dream, inputs]),
    asset_checks=dg.load_asset_checks_from_modules([reflection, files, decisions, search, dream]),
    jobs=[reflection_job, files_job, decisions_job, search_job, dream_job, forget_job, inputs.observe_inputs_job],
    schedules=[build_reflection_schedule(), build_dream_schedule()],
    sensors=[build_resource_sensor(), build_session_sensor(), build_search_sensor()],
    resources={
        "settings": ReverieSettings(),
        "lancedb": LanceDBResource(),
        "embedder": EmbedderResource(),
        "llm": LLMResource(),
        "hot_cache": HotCacheResource(),
    },
    executor=step_executor(),
)
