"""What the `reverie` subcommand modules share: running a job on the local instance, and --collective.

`cli.py` and the `*_cli.py` modules import from here, never from each other's
command modules, so the CLI has no import cycle.
"""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console
from rich.markup import escape

console = Console()


def run_job(
    job_name: str, first_day: str | None = None, last_day: str | None = None, run_config: dict[str, Any] | None = None
) -> bool:
    """Execute a job on the local instance as one run: over [first_day, last_day] when it is partitioned."""
    from pipelines.instance import execute_locally, local_instance, partition_tags

    tags = partition_tags(first_day, last_day or first_day) if first_day else {}
    with local_instance(console.print) as instance:
        outcome = execute_locally(instance, job_name, tags=tags, run_config=run_config)
    from reverie.stores.repair import explain_failure

    for error in outcome.errors:
        line = explain_failure(error)  # a full disk, read-only storage, a damaged table: said as such
        console.print(f"[red]{escape(line)}[/red]" if line else f"[red]step failed:[/red] {error}", soft_wrap=True)
    return outcome.success


def collectives_arg(args: argparse.Namespace, default_all: bool) -> list[str]:
    """--collective values; none given: every collective (default_all) or the default collective."""
    from reverie.config import Settings
    from reverie.workspace import list_collectives

    s = Settings()
    named = getattr(args, "collective", None)
    if named:
        return list(dict.fromkeys(named))
    return list_collectives(s.workspace_dir) if default_all else [s.default_collective]
