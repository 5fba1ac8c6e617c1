"""A small client for the Dagster webserver's GraphQL API (the one its UI uses), with its query texts.

Used by `reverie backfill --url`, by the tests that drive a real webserver and
daemon, and by bench/bench_backfill.py. Standard library only.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Sequence
from typing import Any

from reverie.errors import ReverieError

REPOSITORY = "__repository__"  # the repository name Dagster gives a code location's `Definitions`


class GraphQLError(ReverieError, RuntimeError):
    pass


class DagsterGraphQL:
    """A small client for the Dagster webserver's GraphQL API (the one its UI uses)."""

    def __init__(self, url: str, timeout_s: float = 30.0) -> None:
        self.url = url.rstrip("/")
        self.timeout_s = timeout_s

    def query(self, text: str, variables: dict | None = None) -> dict:
        body = json.dumps({"query": text, "variables": variables or {}}).encode()
        request = urllib.request.Request(self.url + "/graphql", data=body, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as resp:
                payload = json.loads(resp.read())
        except urllib.error.HTTPError as exc:
            # Dagster answers 500 when a resolver raised; the body still says what went wrong.
            body = exc.read()
            try:
                payload = json.loads(body)
            except ValueError:
                raise GraphQLError(f"{self.url}/graphql answered HTTP {exc.code}: {body[:500]!r}") from exc
        except urllib.error.URLError as exc:
            raise GraphQLError(f"cannot reach the Dagster webserver at {self.url}: {exc.reason}") from exc
        if payload.get("errors"):
            raise GraphQLError("; ".join(e.get("message", str(e)) for e in payload["errors"]))
        return payload["data"]

    def location_loaded(self, location: str) -> bool:
        data = self.query("""{ workspaceOrError { __typename ... on Workspace { locationEntries {
            name loadStatus locationOrLoadError { __typename ... on PythonError { message } } } } } }""")
        for entry in data["workspaceOrError"].get("locationEntries", []):
            if entry["name"] == location and entry["loadStatus"] == "LOADED":
                error = entry["locationOrLoadError"]
                if error and error["__typename"] == "PythonError":
                    raise GraphQLError(f"code location {location!r} failed to load: {error['message']}")
                return True
        return False

    def launch_run(
        self, location: str, job_name: str, tags: dict[str, str], asset_keys: Sequence[str] | None = None
    ) -> str:
        selector: dict[str, Any] = {
            "repositoryLocationName": location,
            "repositoryName": REPOSITORY,
            "jobName": job_name,
        }
        if asset_keys:
            selector["assetSelection"] = [{"path": k.split("/")} for k in asset_keys]
        params = {
            "selector": selector,
            "runConfigData": {},
            "executionMetadata": {"tags": [{"key": k, "value": v} for k, v in tags.items()]},
        }
        data = self.query(LAUNCH_RUN, {"params": params})["launchRun"]
        return _run_id_or_raise(data, f"launching {job_name}")

    def reexecute_from_failure(self, parent_run_id: str, tags: dict[str, str]) -> str:
        params = {
            "parentRunId": parent_run_id,
            "strategy": "FROM_FAILURE",
            "extraTags": [{"key": k, "value": v} for k, v in tags.items()],
        }
        data = self.query(REEXECUTE, {"params": params})["launchRunReexecution"]
        return _run_id_or_raise(data, f"re-executing run {parent_run_id}")

    def run(self, run_id: str) -> dict:
        data = self.query(RUN_STATUS, {"runId": run_id})["runOrError"]
        if data["__typename"] != "Run":
            raise GraphQLError(f"run {run_id}: {data.get('message', data['__typename'])}")
        return data

    def runs(self, tags: dict[str, str], limit: int = 50) -> list[dict]:
        flt = {"tags": [{"key": k, "value": v} for k, v in tags.items()]}
        data = self.query(RUNS, {"filter": flt, "limit": limit})["runsOrError"]
        if data["__typename"] != "Runs":
            raise GraphQLError(data.get("message", data["__typename"]))
        return data["results"]

    def runs_by_id(self, run_ids: Sequence[str]) -> list[dict]:
        data = self.query(RUNS, {"filter": {"runIds": list(run_ids)}, "limit": len(run_ids)})["runsOrError"]
        if data["__typename"] != "Runs":
            raise GraphQLError(data.get("message", data["__typename"]))
        return data["results"]

    def events(self, run_id: str) -> list[dict]:
        """Every event of a run (paged)."""
        events, cursor = [], None
        while True:
            data = self.query(RUN_EVENTS, {"runId": run_id, "after": cursor})["logsForRun"]
            if data["__typename"] != "EventConnection":
                raise GraphQLError(f"events of run {run_id}: {data.get('message', data['__typename'])}")
            events += data["events"]
            cursor = data["cursor"]
            if not data["hasMore"]:
                return events


def _run_id_or_raise(data: dict, what: str) -> str:
    if data["__typename"] == "LaunchRunSuccess":
        return data["run"]["runId"]
    detail = data.get("message") or "; ".join(e["message"] for e in data.get("errors", [])) or data["__typename"]
    raise GraphQLError(f"{what} failed: {data['__typename']}: {detail}")


# The answers a launch gives instead of a run or a backfill: each names its `message`.
_REFUSED = """
    ... on InvalidSubsetError { message }
    ... on UnauthorizedError { message }
    ... on PythonError { message stack }"""
_LAUNCHED_RUN = (
    """
    __typename
    ... on LaunchRunSuccess { run { runId status } }
    ... on RunConfigValidationInvalid { errors { message } }
    ... on PipelineNotFoundError { message }
    ... on RunConflict { message }"""
    + _REFUSED
)

LAUNCH_RUN = f"""
mutation LaunchRun($params: ExecutionParams!) {{
  launchRun(executionParams: $params) {{{_LAUNCHED_RUN}
  }}
}}"""

REEXECUTE = f"""
mutation Reexecute($params: ReexecutionParams!) {{
  launchRunReexecution(reexecutionParams: $params) {{{_LAUNCHED_RUN}
  }}
}}"""

# A partition backfill of assets, as the UI's "Materialize all" launches one, and its progress.
LAUNCH_BACKFILL = f"""
mutation Backfill($params: LaunchBackfillParams!) {{
  launchPartitionBackfill(backfillParams: $params) {{
    __typename
    ... on LaunchBackfillSuccess {{ backfillId }}
    ... on PartitionKeysNotFoundError {{ message }}{_REFUSED}
  }}
}}"""

BACKFILL_STATUS = """
query Backfill($id: String!) {
  partitionBackfillOrError(backfillId: $id) {
    __typename
    ... on PartitionBackfill { id status numPartitions runs { runId status startTime endTime } }
    ... on BackfillNotFoundError { message }
    ... on PythonError { message }
  }
}"""

RUN_STATUS = """
query RunStatus($runId: ID!) {
  runOrError(runId: $runId) {
    __typename
    ... on Run { runId status jobName startTime endTime parentRunId rootRunId tags { key value } }
    ... on RunNotFoundError { message }
    ... on PythonError { message }
  }
}"""

RUNS = """
query Runs($filter: RunsFilter, $limit: Int) {
  runsOrError(filter: $filter, limit: $limit) {
    __typename
    ... on Runs { results { runId status jobName startTime endTime parentRunId rootRunId tags { key value } } }
    ... on InvalidPipelineRunsFilterError { message }
    ... on PythonError { message }
  }
}"""

RUN_EVENTS = """
query RunEvents($runId: ID!, $after: String) {
  logsForRun(runId: $runId, afterCursor: $after, limit: 1000) {
    __typename
    ... on EventConnection {
      cursor hasMore
      events {
        __typename
        ... on MessageEvent { message stepKey timestamp eventType }
        ... on MaterializationEvent { assetKey { path } partition }
        ... on DisplayableEvent {
          metadataEntries { label __typename
            ... on IntMetadataEntry { intValue }
            ... on FloatMetadataEntry { floatValue }
            ... on TextMetadataEntry { text } }
        }
        ... on ErrorEvent { error { message } }
      }
    }
    ... on RunNotFoundError { message }
    ... on PythonError { message }
  }
}"""
