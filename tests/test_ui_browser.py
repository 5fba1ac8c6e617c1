"""The web UI in a real browser: `dagster dev` (webserver + daemon) on a temporary Dagster home,
its asset graph opened in headless Chromium, and a backfill of memory_notes over three past days
launched through the UI's GraphQL API and followed until it succeeds.

Chromium is Debian's `chromium` package (CI installs it); Playwright drives it through
`executable_path`, never a downloaded browser. Without Chromium the test skips on a user's
machine and fails under CI. Screenshots are kept in test-artifacts/ui/ (or $REVERIE_TEST_ARTIFACTS).
"""

from __future__ import annotations

import contextlib
import os
import time
from datetime import date, timedelta
from pathlib import Path

import pytest

from pipelines.graphql import BACKFILL_STATUS, LAUNCH_BACKFILL
from tests.conftest import require_service
from tests.dagster_procs import (
    CHROMIUM_ARGS,
    LOCATION,
    REPO_ROOT,
    DagsterStack,
    base_env,
    chromium_executable,
    make_dagster_home,
    wait_until,
)

pytestmark = [pytest.mark.browser, pytest.mark.integration, pytest.mark.slow]  # Chromium on dagster dev

ARTIFACTS = Path(os.environ.get("REVERIE_TEST_ARTIFACTS") or REPO_ROOT / "test-artifacts") / "ui"
NO_NUX = "nux:\n  enabled: false\n"  # the first-visit "join the community" dialog would cover the graph

ASSET_GROUPS = "{ assetNodes { assetKey { path } groupName } }"


@pytest.fixture
def chromium() -> str:
    """The system Chromium's path; skips (fails under CI) when Chromium or Playwright is missing."""
    executable = chromium_executable()
    require_service(
        executable is not None,
        "Chromium is not installed (Debian: apt-get install chromium); the browser test needs it",
    )
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        require_service(False, "playwright is not installed (pip install -e '.[test]')")
    return executable


def open_graph(page, url: str, group: str, keys: list[str]) -> None:
    """Open a group's asset graph and wait until every asset node and its partition counts are drawn."""
    page.goto(f"{url}/locations/{LOCATION}/asset-groups/{group}")
    for key in keys:
        page.get_by_text(key.split("/")[-1], exact=True).first.wait_for(timeout=60_000)
    with contextlib.suppress(TimeoutError):  # a slow status query only makes the screenshot less informative
        wait_until(lambda: page.get_by_text("Loading...").count() == 0, 20, "asset nodes to finish loading")


def test_asset_graph_in_chromium_and_memory_notes_backfill(
    reverie_env: Path, chromium: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    from playwright.sync_api import sync_playwright

    from pipelines.cli import main
    from reverie.sample import SampleSpec, write_sample
    from reverie.stores.lance import LanceStore

    last = date.today() - timedelta(days=1)
    days = [(last - timedelta(days=n)).isoformat() for n in (2, 1, 0)]
    write_sample(
        reverie_env / "inbox" / "episodes", reverie_env / "roles", SampleSpec(episodes=240, days=3, end_day=last)
    )
    home = make_dagster_home(tmp_path / "dagster_home", extra_yaml=NO_NUX)
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    # The episodes of those days are ingested first, as an earlier run would have done.
    assert main(["backfill", "episodes", "--from", days[0], "--to", days[-1], "--per-run", "3"]) == 0

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with DagsterStack(home, base_env(home), tmp_path / "logs", dev=True) as stack, sync_playwright() as pw:
        from pipelines.graphql import DagsterGraphQL

        gql = DagsterGraphQL(stack.url)
        groups: dict[str, list[str]] = {}
        for node in gql.query(ASSET_GROUPS)["assetNodes"]:
            groups.setdefault(node["groupName"], []).append("/".join(node["assetKey"]["path"]))
        assert {"episodes", "memory_notes", "memory_notes_hot_cache"} <= set(groups.get("reflection", []))

        browser = pw.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"),
            executable_path=chromium,
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1600, "height": 1000},
        )
        page = browser.new_page()
        # Every memory layer's group graph shows all of its assets (more layers may come; all are checked).
        for group, keys in sorted(groups.items()):
            open_graph(page, stack.url, group, keys)
            page.screenshot(path=str(ARTIFACTS / f"asset-graph-{group}.png"))
        # The global lineage lists every group.
        page.goto(f"{stack.url}/asset-groups")
        for group in groups:
            page.get_by_text(group, exact=True).first.wait_for(timeout=60_000)
        page.screenshot(path=str(ARTIFACTS / "asset-lineage.png"))

        started = time.monotonic()
        launched = gql.query(
            LAUNCH_BACKFILL,
            {
                "params": {
                    "partitionsByAssets": [
                        {
                            "assetKey": {"path": ["memory_notes"]},
                            "partitions": {"range": {"start": days[0], "end": days[-1]}},
                        }
                    ],
                    "title": "browser test: memory_notes over three past days",
                }
            },
        )["launchPartitionBackfill"]
        assert launched["__typename"] == "LaunchBackfillSuccess", launched
        backfill_id = launched["backfillId"]

        def backfill_done() -> dict | None:
            state = gql.query(BACKFILL_STATUS, {"id": backfill_id})["partitionBackfillOrError"]
            if state["__typename"] != "PartitionBackfill":
                return None  # a transient PythonError while the daemon writes; ask again
            if state["status"] in ("FAILED", "COMPLETED_FAILED", "CANCELED", "FAILING", "CANCELING"):
                raise AssertionError(f"backfill {backfill_id} ended {state['status']}: {state}\n{stack.logs()}")
            return state if state["status"] in ("COMPLETED", "COMPLETED_SUCCESS") else None

        state = wait_until(
            backfill_done, 240, f"backfill {backfill_id} to succeed", interval_s=2, on_timeout=stack.logs
        )
        assert state["numPartitions"] == 3
        assert state["runs"] and all(r["status"] == "SUCCESS" for r in state["runs"])
        # One run covers the three days: memory_notes has a single-run backfill policy.
        assert len(state["runs"]) == 1
        print(f"backfill {backfill_id}: {state['status']} in {time.monotonic() - started:.1f} s")

        # What a user watching the UI sees: the backfill succeeded, and the graph shows the new partitions.
        page.goto(f"{stack.url}/runs/b/{backfill_id}")
        page.get_by_text("Succeeded", exact=True).first.wait_for(timeout=60_000)
        page.screenshot(path=str(ARTIFACTS / "backfill.png"))
        open_graph(page, stack.url, "reflection", groups["reflection"])
        page.screenshot(path=str(ARTIFACTS / "asset-graph-reflection-after-backfill.png"))
        browser.close()

    notes = LanceStore(str(reverie_env / "data" / "lancedb")).notes_for_days(days[0], days[-1]).to_pylist()
    assert {n["day"] for n in notes} == set(days)
    assert all(n["summary"] and n["source_count"] >= 2 for n in notes)
    assert (ARTIFACTS / "asset-graph-reflection.png").stat().st_size > 10_000
