"""The code location: every asset, check, job, schedule, sensor and resource of Reverie."""

import os
from typing import Any, TypeVar, get_args

import dagster as dg

from assets import decisions, dream, files, inputs, reflection, search
from pipelines.forget_job import forget_job
from pipelines.jobs import decisions_job, dream_job, files_job, reflection_job, search_job
from pipelines.schedules import build_dream_schedule, build_reflection_schedule
from pipelines.search_sensor import build_search_sensor
from pipelines.sensors import build_resource_sensor, build_session_sensor
from resources import EmbedderResource, HotCacheResource, LanceDBResource, LLMResource, ReverieSettings
from reverie.config import Settings, env_names

R = TypeVar("R", bound=dg.ConfigurableResource)

# Resource field -> the variable that feeds it (those of ReverieSettings are named after Settings' fields).
RESOURCE_VARIABLES: dict[type[dg.ConfigurableResource], dict[str, str]] = {
    ReverieSettings: {name: env_names(name)[0] for name in ReverieSettings.model_fields},
    LanceDBResource: {"uri": "REVERIE_LANCEDB_URI"},
    EmbedderResource: {
        "backend": "REVERIE_EMBED_BACKEND",
        "dtype": "REVERIE_EMBED_DTYPE",
        "runtime": "REVERIE_EMBED_RUNTIME",
        "threads": "REVERIE_EMBED_THREADS",
    },
    LLMResource: {"model": "REVERIE_LLM_MODEL", "api_base": "REVERIE_LLM_API_BASE"},
    HotCacheResource: {
        "redis_url": "REDIS_URL",
        "key_template": "REVERIE_HOT_CACHE_KEY",
        "ttl_s": "REVERIE_HOT_CACHE_TTL_S",
        "top_n": "REVERIE_HOT_CACHE_TOP_N",
    },
}


def env_configured(resource: type[R]) -> R:
    """`resource` with each field fed by `dg.EnvVar` of its variable, for the variables set when the code location
    loads (the UI then names the variable a run used); fields whose variable is unset stay None, and the resource
    falls back to `Settings()`'s default. Only str and int fields are fed (dg.EnvVar has no float or bool form);
    the others come from Settings() when a run starts, as the environment's values."""
    fields: dict[str, Any] = {}
    for field, variable in RESOURCE_VARIABLES[resource].items():
        annotation = resource.model_fields[field].annotation
        if not os.environ.get(variable, "").strip():
            continue
        if int in get_args(annotation):
            fields[field] = dg.EnvVar.int(variable)
        elif str in get_args(annotation):
            fields[field] = dg.EnvVar(variable)
    return resource(**fields)


def step_executor() -> dg.ExecutorDefinition | None:
    """How each run executes its steps, chosen by REVERIE_EXECUTOR when the code location loads.

    Unset (the embedded instance): Dagster's default, one subprocess per step.
    `celery` (deploy/, "Beyond one machine" in docs/operations.md): every step is a
    Celery task run by a worker (`deploy/run.sh worker`), with the broker and
    result backend from REVERIE_CELERY_BROKER / REVERIE_CELERY_BACKEND.
    """
    kind = Settings().executor.lower()
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
        "settings": env_configured(ReverieSettings),
        "lancedb": env_configured(LanceDBResource),
        "embedder": env_configured(EmbedderResource),
        "llm": env_configured(LLMResource),
        "hot_cache": env_configured(HotCacheResource),
    },
    executor=step_executor(),
)
