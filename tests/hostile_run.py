"""Run the input assets over one day in a process with an address-space limit; write what happened as JSON.

    python -m tests.hostile_run OUT.json DAY MAX_AS_BYTES

Run as a child of a test so that a guard that stops working fails the test
(MemoryError, killed child) instead of taking the machine down. The
environment (REVERIE_* dirs, hash embeddings) comes from the parent.
"""

from __future__ import annotations

import json
import resource
import sys
import time


def main(out: str, day: str, max_as: int) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (max_as, max_as))
    started = time.perf_counter()
    import dagster as dg

    from assets.files import resource_notes, session_notes
    from assets.reflection import episodes
    from pipelines.definitions import defs
    from pipelines.errors import root_cause

    instance = dg.DagsterInstance.ephemeral()
    result = dg.materialize(
        [episodes, session_notes, resource_notes],
        partition_key=day,
        resources=defs.resources,
        instance=instance,
        raise_on_error=False,
    )
    logs = [e.user_message for e in instance.all_logs(result.run_id) if e.user_message]
    failures = [
        f"{e.step_key}: {root_cause(e.event_specific_data.error)}" for e in result.all_events if e.is_step_failure
    ]
    metadata = {}
    for node in ("episodes", "session_notes", "resource_notes"):
        mats = result.asset_materializations_for_node(node) if result.success else []
        metadata[node] = {k: getattr(v, "value", v) for k, v in mats[0].metadata.items()} if mats else {}
    checks = {c.check_name: c.passed for c in result.get_asset_check_evaluations()} if result.success else {}
    with open(out, "w") as f:
        json.dump(
            {
                "success": result.success,
                "failures": failures,
                "logs": logs,
                "metadata": metadata,
                "checks": checks,
                "seconds": time.perf_counter() - started,
                "max_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
            },
            f,
            default=str,
        )


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
