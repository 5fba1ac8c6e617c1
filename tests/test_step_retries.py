"""Step retries: the retry policy is fixed when the code location loads (no setting read then); how often and how
long a failing step is retried (REVERIE_STEP_RETRIES, REVERIE_STEP_RETRY_DELAY_S) is read when the step runs."""

from types import SimpleNamespace

import dagster as dg
import pytest

from assets.outages import STEP_RETRY_POLICY, step_retries
from reverie.errors import ReverieError, ServiceOutage


def failing_asset(error: Exception) -> dg.AssetsDefinition:
    @dg.asset(name="failing", retry_policy=STEP_RETRY_POLICY)
    def failing(context: dg.AssetExecutionContext) -> None:
        with step_retries(context):
            raise error

    return failing


def attempts(error: Exception) -> tuple[int, dg.DagsterEvent]:
    result = dg.materialize([failing_asset(error)], raise_on_error=False)
    events = [e for e in result.all_events if e.step_key == "failing"]
    [failure] = [e for e in events if e.is_step_failure]
    return sum(e.is_step_up_for_retry for e in events), failure


def test_the_retry_policy_is_fixed_whatever_the_environment_said_at_import() -> None:
    from pipelines.definitions import defs

    graph = defs.resolve_asset_graph()
    policies = {
        key.to_user_string(): graph.get(key).assets_def.op.retry_policy
        for key in graph.get_all_asset_keys()
        if graph.get(key).assets_def.op.retry_policy is not None
    }
    # conftest sets REVERIE_STEP_RETRY_DELAY_S=0.1 before anything is imported: the policy does not follow it
    assert set(policies) == {
        "memory_notes",
        "memory_notes_hot_cache",
        "session_notes",
        "resource_notes",
        "digest_nodes",
    }
    assert all(p == STEP_RETRY_POLICY and p.delay == 10 and p.max_retries == 10 for p in policies.values())


@pytest.mark.integration
def test_an_outage_is_retried_as_the_settings_say_when_the_step_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVERIE_STEP_RETRIES", "2")  # set after the code location was imported
    monkeypatch.setenv("REVERIE_STEP_RETRY_DELAY_S", "0.05")
    retries, failure = attempts(ServiceOutage("hot cache down. The notes are safe.", {"keys_pending": 3}))
    assert retries == 2
    data = failure.event_specific_data.user_failure_data
    assert data.description == (
        "hot cache down. The notes are safe. The step will be retried (up to 2 retries, the first after 0.05 s, "
        "doubling)."
    )
    assert data.metadata["keys_pending"].value == 3

    monkeypatch.setenv("REVERIE_STEP_RETRIES", "0")
    assert attempts(ServiceOutage("down"))[0] == 0


@pytest.mark.integration
def test_other_errors_are_retried_too_and_a_failure_that_allows_none_is_not(monkeypatch) -> None:
    monkeypatch.setenv("REVERIE_STEP_RETRIES", "1")
    retries, failure = attempts(ReverieError("the dream catalog is busy (another dream holds its lock)"))
    assert retries == 1
    assert failure.event_specific_data.user_failure_data.description.startswith("the dream catalog is busy")
    retries, failure = attempts(OSError(28, "No space left on device"))
    assert retries == 1 and "No space left on device" in str(failure.event_specific_data.error.to_string())
    retries, failure = attempts(dg.Failure(description="bad input", allow_retries=False))
    assert retries == 0 and failure.event_specific_data.user_failure_data.description == "bad input"


def test_an_attempt_beyond_the_settings_retries_or_with_a_bad_setting_fails_at_once(monkeypatch) -> None:
    # What the fixed policy starts after a step's process died: past REVERIE_STEP_RETRIES, nothing runs.
    monkeypatch.setenv("REVERIE_STEP_RETRIES", "2")
    ran = []
    with pytest.raises(dg.Failure) as failed, step_retries(SimpleNamespace(retry_number=3)):  # type: ignore[arg-type]
        ran.append(True)
    assert not ran and not failed.value.allow_retries
    assert "REVERIE_STEP_RETRIES=2 retries are used up" in failed.value.description
    with step_retries(SimpleNamespace(retry_number=2)):  # type: ignore[arg-type]
        ran.append(True)
    assert ran == [True]

    monkeypatch.setenv("REVERIE_STEP_RETRIES", "many")
    with pytest.raises(dg.Failure) as failed, step_retries(SimpleNamespace(retry_number=0)):  # type: ignore[arg-type]
        ran.append(True)
    assert (
        not failed.value.allow_retries and "REVERIE_STEP_RETRIES='many' is not an integer" in failed.value.description
    )
