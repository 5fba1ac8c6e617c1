"""`reverie backfill --stale`: the stale partitions of the named assets, as backfill chunks."""

from __future__ import annotations

from rich.console import Console

console = Console()


def observe_locally() -> None:
    """Observe every raw input on the local instance (a failure is reported; the backfill goes on)."""
    from pipelines.definitions import defs
    from pipelines.instance import local_instance
    from pipelines.stale import observe_inputs

    with local_instance(console.print) as instance:
        if not observe_inputs(instance, defs):
            console.print("[yellow]observing the inputs failed; staleness after this backfill may be off[/yellow]")


def stale_days(target, first_day: str | None, last_day: str | None, per_run: int) -> list[list[str]]:
    """Observe the inputs, then cut the days on which any named asset is stale (within the bounds) into runs."""
    from pipelines.definitions import defs
    from pipelines.instance import local_instance
    from pipelines.stale import observe_inputs, stale_partitions

    if per_run < 1:
        raise ValueError(f"--per-run {per_run}: a run covers at least one day")
    with local_instance(console.print) as instance:
        if not observe_inputs(instance, defs):
            raise ValueError("observing the inputs (observe_inputs_job) failed; see the instance's run logs")
        stale = stale_partitions(instance, defs, target.asset_keys)
    for asset, days in stale.items():
        console.print(
            f"{asset}: {len(days)} stale partition(s)" + (f": {', '.join(days[:20])}" if days else ""), highlight=False
        )
    days = sorted(
        {
            d
            for ds in stale.values()
            for d in ds
            if (not first_day or d >= first_day) and (not last_day or d <= last_day)
        }
    )
    return [days[i : i + per_run] for i in range(0, len(days), per_run)]
