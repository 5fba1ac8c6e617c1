"""The webserver's GraphQL API (what the UI shows) lists Reverie's asset keys, jobs, schedules and
sensors, in the states the settings give them, and evaluates the reflection schedule."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.dagster_procs import LOCATION, DagsterStack, base_env, make_dagster_home

pytestmark = pytest.mark.integration  # a Dagster webserver process

REPOSITORY = """
{ repositoriesOrError { __typename ... on RepositoryConnection { nodes {
    name location { name }
    jobs { name }
    schedules { name cronSchedule executionTimezone scheduleState { status } }
    sensors { name sensorState { status } }
} } } }"""

ASSETS = """
{ assetNodes { assetKey { path } groupName isPartitioned jobNames
               partitionDefinition { description } } }"""

SCHEDULE_DRY_RUN = """
mutation DryRun($selector: ScheduleSelector!, $ts: Float) {
  scheduleDryRun(selectorData: $selector, timestamp: $ts) {
    __typename
    ... on DryRunInstigationTick {
      evaluationResult { runRequests { runKey tags { key value } } skipReason error { message } }
    }
    ... on PythonError { message }
  }
}"""


def test_graphql_lists_assets_schedules_and_sensors(reverie_env: Path, tmp_path: Path, monkeypatch):
    from pipelines.definitions import defs

    monkeypatch.setenv("REVERIE_REFLECTION_INTERVAL_S", "900")  # reflection on, every 15 minutes
    monkeypatch.delenv("REVERIE_FILE_SENSORS", raising=False)
    home = make_dagster_home(tmp_path / "dagster_home")
    with DagsterStack(home, base_env(home), tmp_path / "logs", dev=False, daemon=False) as stack:
        from pipelines.graphql import DagsterGraphQL

        gql = DagsterGraphQL(stack.url)
        nodes = gql.query(ASSETS)["assetNodes"]
        listed = {"/".join(n["assetKey"]["path"]): n for n in nodes}
        # Exactly the code location's assets, whatever layers it has by now.
        assert set(listed) == {k.to_user_string() for k in defs.resolve_asset_graph().get_all_asset_keys()}
        for key in ("episodes", "memory_notes", "memory_notes_hot_cache"):
            node = listed[key]
            assert node["groupName"] == "reflection" and node["isPartitioned"]
            assert "reflection_job" in node["jobNames"]
            assert "Daily" in node["partitionDefinition"]["description"]

        [repo] = gql.query(REPOSITORY)["repositoriesOrError"]["nodes"]
        assert repo["location"]["name"] == LOCATION
        assert "reflection_job" in {j["name"] for j in repo["jobs"]}
        schedules = {s["name"]: s for s in repo["schedules"]}
        sensors = {s["name"]: s["sensorState"]["status"] for s in repo["sensors"]}
        assert set(schedules) == {s.name for s in defs.schedules}
        assert set(sensors) == {s.name for s in defs.sensors}
        reflection = schedules["reflection_schedule"]
        assert reflection["cronSchedule"] == "*/15 * * * *" and reflection["executionTimezone"] == "UTC"
        assert reflection["scheduleState"]["status"] == "RUNNING"  # on, because the interval is set
        for name in ("resource_sensor", "session_sensor"):  # on unless REVERIE_FILE_SENSORS=0
            assert sensors[name] == "RUNNING"

        tick = datetime(2026, 3, 10, 14, 30, tzinfo=UTC).timestamp()
        selector = {
            "repositoryLocationName": LOCATION,
            "repositoryName": "__repository__",
            "scheduleName": "reflection_schedule",
        }
        result = gql.query(SCHEDULE_DRY_RUN, {"selector": selector, "ts": tick})["scheduleDryRun"]
        assert result["__typename"] == "DryRunInstigationTick", result
        evaluation = result["evaluationResult"]
        assert evaluation["error"] is None
        [request] = evaluation["runRequests"]
        assert {"key": "dagster/partition", "value": "2026-03-10"} in request["tags"]
