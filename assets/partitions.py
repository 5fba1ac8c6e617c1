"""One day = one partition. `end_offset=2` makes today's (still open) day a valid partition in every timezone: days
are assigned in REVERIE_TIMEZONE (reverie/days.py), and east of UTC today there can be tomorrow in UTC."""

import dagster as dg

PARTITIONS_START = "2024-01-01"

daily_partitions = dg.DailyPartitionsDefinition(start_date=PARTITIONS_START, timezone="UTC", end_offset=2)


def daily_asset(**asset_args):
    """`@dg.asset` over `daily_partitions`, a range of days materialised in one run (`BackfillPolicy.single_run`).

    Every daily asset is declared with it, so the partitioning and backfill
    policy live in one place; `asset_args` are `dg.asset`'s (group, kinds, deps, checks ...).
    """
    return dg.asset(partitions_def=daily_partitions, backfill_policy=dg.BackfillPolicy.single_run(), **asset_args)
