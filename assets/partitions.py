"""One day = one partition. `end_offset=2` makes today's (still open) day a valid partition in every timezone: days
are assigned in REVERIE_TIMEZONE (reverie/days.py), and east of UTC today there can be tomorrow in UTC."""

from collections.abc import Sequence

import dagster as dg

from reverie.config import Settings
from reverie.versions import code_version

PARTITIONS_START = "2024-01-01"

daily_partitions = dg.DailyPartitionsDefinition(start_date=PARTITIONS_START, timezone="UTC", end_offset=2)


def versioned_asset(*, versioned_by: Sequence[str] = (), logic: Sequence[str] = (), **asset_args):
    """`@dg.asset` whose `code_version` follows its code, its engine `logic` and the settings it reads.

    The version is a hash of the function's source, the engine modules named
    in `logic` (e.g. "reverie.reflection": its algorithms and prompt
    versions) and the `Settings` fields named in `versioned_by` (e.g.
    "cluster_threshold", "llm_model"), read when the code location loads:
    when any of them changes, every partition of the asset shows as stale.
    """

    def declare(fn):
        return dg.asset(code_version=code_version(fn, Settings(), versioned_by, logic), **asset_args)(fn)

    return declare


def daily_asset(*, versioned_by: Sequence[str] = (), logic: Sequence[str] = (), **asset_args):
    """`@dg.asset` over `daily_partitions`, a range of days materialised in one run (`BackfillPolicy.single_run`).

    Every daily asset is declared with it, so the partitioning, backfill
    policy and code version live in one place; `asset_args` are `dg.asset`'s
    (group, kinds, deps, checks ...); `versioned_by` and `logic` make its
    `code_version` (see `versioned_asset`).
    """
    return versioned_asset(
        versioned_by=versioned_by,
        logic=logic,
        partitions_def=daily_partitions,
        backfill_policy=dg.BackfillPolicy.single_run(),
        **asset_args,
    )
