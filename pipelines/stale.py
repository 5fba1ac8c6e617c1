"""Which partitions are stale: their code version changed, an input day they read changed, or an upstream partition
of the same day is stale (it will change when recomputed). `reverie backfill --stale ASSET` recomputes those."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def observe_inputs(instance: Any, defs: Any) -> bool:
    """Record today's data version of every raw input day (`observe_inputs_job`) on `instance`."""
    result = defs.resolve_job_def("observe_inputs_job").execute_in_process(instance=instance, raise_on_error=False)
    return result.success


def stale_resolver(instance: Any, defs: Any) -> Any:
    """Dagster's stale-status resolver over the code location's asset graph (the one the UI uses)."""
    from dagster._core.asset_graph_view.asset_graph_view import (
        AssetGraphView,
        TemporalContext,
    )
    from dagster._core.definitions.data_version import CachingStaleStatusResolver
    from dagster._time import get_current_datetime

    graph = defs.resolve_asset_graph()
    view = AssetGraphView(temporal_context=TemporalContext(effective_dt=get_current_datetime(), last_event_id=None),
                          instance=instance, asset_graph=graph)
    return CachingStaleStatusResolver(instance, graph, view)


def stale_partitions(instance: Any, defs: Any, assets: Sequence[str]) -> dict[str, list[str]]:
    """{asset: its materialized partitions that are stale, oldest first}.

    Stale: Dagster says so (code version or an input's data version changed
    since it was materialized), or the same day of an asset upstream is stale.
    Never-materialized partitions are missing, not stale, and are left out.
    """
    import dagster as dg
    from dagster._core.definitions.data_version import StaleStatus

    graph = defs.resolve_asset_graph()
    resolver = stale_resolver(instance, defs)
    memo: dict[tuple[Any, str], bool] = {}

    def is_stale(key: Any, day: str) -> bool:
        if (key, day) not in memo:
            memo[(key, day)] = False  # a cycle cannot make itself stale
            node = graph.get(key)
            own = node.is_materializable and node.partitions_def is not None \
                and resolver.get_status(key, day) == StaleStatus.STALE
            upstream = any(graph.get(parent).is_materializable and graph.get(parent).partitions_def is not None
                           and day in materialized(parent) and is_stale(parent, day) for parent in node.parent_keys)
            memo[(key, day)] = own or upstream
        return memo[(key, day)]

    done: dict[Any, set[str]] = {}

    def materialized(key: Any) -> set[str]:
        if key not in done:
            done[key] = set(instance.get_materialized_partitions(key))
        return done[key]

    out = {}
    for name in assets:
        key = dg.AssetKey.from_user_string(name)
        out[name] = [day for day in sorted(materialized(key)) if is_stale(key, day)]
    return out


__all__ = ["observe_inputs", "stale_partitions", "stale_resolver"]
