"""Which partitions are stale: their code version changed, an input day they read changed, or an upstream partition
of the same day is stale (it will change when recomputed). `reverie backfill --stale ASSET` recomputes those."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def observe_inputs(instance: Any, defs: Any) -> bool:
    """Record today's data version of every raw input day (`observe_inputs_job`) on `instance`."""
    result = defs.resolve_job_def("observe_inputs_job").execute_in_process(instance=instance, raise_on_error=False)
    return result.success


def stale_partitions(instance: Any, defs: Any, assets: Sequence[str]) -> dict[str, list[str]]:
    """{asset: its materialized partitions that are stale, oldest first}.

    Stale: Dagster says so (code version or an input's data version changed
    since it was materialized), or the same day of an asset upstream is stale.
    Never-materialized partitions are missing, not stale, and are left out.
    """
    import dagster as dg

    from pipelines.instance import stale_partition_status

    graph = defs.resolve_asset_graph()
    stale_now = stale_partition_status(instance, defs)
    memo: dict[tuple[Any, str], bool] = {}

    def is_stale(key: Any, day: str) -> bool:
        if (key, day) not in memo:
            memo[(key, day)] = False  # a cycle cannot make itself stale
            node = graph.get(key)
            own = node.is_materializable and node.partitions_def is not None and stale_now(key, day)
            upstream = any(
                graph.get(parent).is_materializable
                and graph.get(parent).partitions_def is not None
                and day in materialized(parent)
                and is_stale(parent, day)
                for parent in node.parent_keys
            )
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


__all__ = ["observe_inputs", "stale_partitions"]
