"""One day = one partition. `end_offset=1` makes today's (still open) day a valid partition."""

import dagster as dg

PARTITIONS_START = "2024-01-01"

daily_partitions = dg.DailyPartitionsDefinition(start_date=PARTITIONS_START, timezone="UTC", end_offset=1)
