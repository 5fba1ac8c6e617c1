"""LLM outage vs content failure, through the same litellm client users run, against the loopback server.

An outage (HTTP 401, a dropped connection, an unknown model, missing credentials) fails the step with
its cause and the items it hit, and leaves every stored note exactly as it was; the step's retry
policy runs it again. A content failure (still not the JSON asked for after a retry) skips that item,
keeps its previous note, and is reported in the metadata and an asset check.
"""

import json
from datetime import date
from pathlib import Path

import dagster as dg
import pytest

from assets.files import session_notes
from assets.reflection import episodes, memory_notes, memory_notes_hot_cache
from pipelines.definitions import defs
from resources import LLMResource, ReverieSettings
from reverie.config import Settings
from reverie.files import list_notes, open_catalog, record_turns
from reverie.llm import LLMAnswerError, LLMClient, LLMUnavailableError
from reverie.sample import SampleSpec, write_sample
from reverie.stores.hotcache import read_memory_notes
from reverie.stores.lance import LanceStore
from reverie.workspace import default_workspace
from tests.conftest import FakeOpenAIServer

DAY = "2026-03-03"
GOOD = json.dumps({"summary": "Split PDFs over 10MB before ingesting them.", "confidence": 0.9})


def client(server: FakeOpenAIServer, **kw) -> LLMClient:
    return LLMClient(
        "openai/test-model",
        api_base=server.api_base,
        api_key="sk-test",
        timeout_s=5,
        retries=kw.pop("retries", 2),
        backoff_s=0.01,
        **kw,
    )


def ask(c: LLMClient):
    return c.complete_json("system", "user", lambda a: a)


# --- the client's classification -------------------------------------------------------------------------------------
def test_http_401_is_an_authentication_outage_and_is_not_retried(llm_server):
    llm_server.default = 401
    c = client(llm_server)
    with pytest.raises(LLMUnavailableError) as err:
        ask(c)
    assert err.value.cause == "authentication" and len(llm_server.requests) == 1
    # The client does not call a dead provider again within the step.
    with pytest.raises(LLMUnavailableError, match="not called again"):
        ask(c)
    assert len(llm_server.requests) == 1


def test_a_dropped_connection_is_retried_then_is_a_connection_outage(llm_server):
    llm_server.default = FakeOpenAIServer.DROP
    with pytest.raises(LLMUnavailableError) as err:
        ask(client(llm_server, retries=2))
    assert err.value.cause == "connection" and "after 3 attempts" in str(err.value)
    assert len(llm_server.requests) == 3


def test_a_rate_limit_that_clears_within_the_retries_is_no_failure(llm_server):
    llm_server.answers.extend([429, 429, GOOD])
    assert ask(client(llm_server, retries=2))["confidence"] == 0.9


def test_a_rate_limit_that_outlasts_the_retries_is_an_outage(llm_server):
    llm_server.default = 429
    with pytest.raises(LLMUnavailableError) as err:
        ask(client(llm_server, retries=1))
    assert err.value.cause == "rate_limit" and len(llm_server.requests) == 2


def test_malformed_answers_are_a_content_failure_after_one_retry(llm_server):
    llm_server.answers.extend(["not json", '{"summary": '])
    with pytest.raises(LLMAnswerError, match="did not return the JSON asked for"):
        ask(client(llm_server))
    assert len(llm_server.requests) == 2


def test_unknown_provider_and_missing_credentials_are_outages(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("REVERIE_LLM_API_KEY", raising=False)
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    with pytest.raises(LLMUnavailableError) as err:
        ask(LLMClient("nosuchprovider/model-x", retries=0))
    assert err.value.cause == "unknown_model"
    # The case: a real provider's model name and no key at all.
    with pytest.raises(LLMUnavailableError) as err:
        ask(LLMClient("openai/gpt-4o-mini", retries=1, backoff_s=0.01))
    assert err.value.cause == "authentication" and "Missing credentials" in str(err.value)


# --- reflection: a partition that already has notes ------------------------------------------------------------------
@pytest.fixture
def reflected(reverie_env: Path, llm_server: FakeOpenAIServer) -> dict:
    """Day DAY reflected once with a working LLM: its notes and hot cache exist before the outage."""
    s = Settings()
    write_sample(
        s.inbox_dir / "episodes", s.roles_dir, SampleSpec(episodes=600, days=1, end_day=date(2026, 3, 3), seed=3)
    )
    llm_server.default = GOOD
    result = run_reflection()
    assert result.success
    notes = notes_of_day()
    assert len(notes) >= 3
    return {"server": llm_server, "notes": notes, "cache": read_memory_notes("acme", "ingester")}


def run_reflection() -> dg.ExecuteInProcessResult:
    return dg.materialize(
        [episodes, memory_notes, memory_notes_hot_cache],
        partition_key=DAY,
        resources=defs.resources,
        raise_on_error=False,
    )


def notes_of_day() -> list[tuple]:
    rows = LanceStore(Settings().lancedb_path).notes_for_days(DAY, DAY).to_pylist()
    return sorted((r["id"], r["summary"], r["confidence"], tuple(r["source_ids"])) for r in rows)


def step_events(result: dg.ExecuteInProcessResult, step: str, kind: str) -> list:
    return [e for e in result.all_events if e.step_key == step and e.event_type_value == kind]


@pytest.mark.parametrize("reply, cause", [(401, "authentication"), (FakeOpenAIServer.DROP, "connection")])
@pytest.mark.integration
@pytest.mark.slow  # reflection runs, then an outage and the step's retries
def test_an_outage_fails_the_step_keeps_the_notes_and_is_retried(reflected, reply, cause):
    server = reflected["server"]
    server.default = reply
    before = len(server.requests)
    result = run_reflection()
    assert not result.success
    [failure] = step_events(result, "memory_notes", "STEP_FAILURE")
    message = failure.event_specific_data.error.message + str(failure.event_specific_data.user_failure_data)
    assert f"unavailable ({cause})" in message and "clusters not processed" in message
    assert f"the notes of {DAY} were kept exactly as they were" in message
    hit = failure.event_specific_data.user_failure_data.metadata["clusters_hit"].value
    assert hit == len(reflected["notes"])  # every cluster of the day, counted, though only the first was tried
    # The retry policy ran the step again, with backoff, before giving up.
    retries = Settings().step_retries
    assert len(step_events(result, "memory_notes", "STEP_UP_FOR_RETRY")) == retries
    calls_per_attempt = 1 if cause == "authentication" else Settings().llm_retries + 1
    assert len(server.requests) - before == (retries + 1) * calls_per_attempt
    # Nothing was lost: the day's notes and the hot cache are exactly as before; nothing was published.
    assert notes_of_day() == reflected["notes"]
    assert read_memory_notes("acme", "ingester") == reflected["cache"]
    assert not step_events(result, "memory_notes_hot_cache", "STEP_SUCCESS")


@pytest.mark.integration
@pytest.mark.slow  # reflection runs, then an outage and the step's retries
def test_the_step_succeeds_on_retry_when_the_provider_comes_back(reflected):
    server = reflected["server"]
    server.answers.extend([401])  # the first attempt's first call fails; the retry finds it working
    result = run_reflection()
    assert result.success
    assert len(step_events(result, "memory_notes", "STEP_UP_FOR_RETRY")) == 1
    assert notes_of_day() == reflected["notes"]


@pytest.mark.integration
@pytest.mark.slow  # two reflection runs
def test_a_malformed_answer_skips_one_cluster_and_keeps_its_previous_note(reflected):
    server = reflected["server"]
    server.answers.extend(["not json at all", "```json\n{nope"])  # the first cluster, twice
    result = run_reflection()
    assert result.success
    meta = result.asset_materializations_for_node("memory_notes")[-1].metadata
    assert meta["clusters_skipped_invalid_llm_answer"].value == 1
    [check] = [c for c in result.get_asset_check_evaluations() if c.check_name == "clusters_summarised"]
    assert not check.passed and check.severity == dg.AssetCheckSeverity.WARN
    assert "did not return the JSON asked for" in check.metadata["first_skipped"].value[0]
    assert notes_of_day() == reflected["notes"]  # the skipped cluster's previous note is still there


# --- session distillation ----------------------------------------------------------------------------------------
@pytest.mark.integration
@pytest.mark.slow  # files runs, then an outage and the step's retries
def test_a_session_distillation_outage_fails_the_step_and_keeps_the_note(reverie_env, llm_server):
    ws = default_workspace().ensure()
    day = "2026-03-10"
    turns = [
        {
            "id": f"m{i}",
            "role": "user",
            "created_at": f"{day}T09:0{i}:00Z",
            "content": f"Decided: the Globex export runs nightly, variant {i}.",
        }
        for i in range(5)
    ]
    record_turns(ws, "s1", turns)
    llm_server.default = json.dumps(
        {"name": "globex export", "description": "Globex export.", "decisions": ["The Globex export runs nightly."]}
    )

    def run() -> dg.ExecuteInProcessResult:
        return dg.materialize(
            [session_notes],
            partition_key=day,
            raise_on_error=False,
            resources={"settings": ReverieSettings(), "llm": LLMResource()},
        )

    assert run().success
    [(path, _, body)] = [n for n in list_notes(ws) if n[1].get("session_id") == "s1"]
    record_turns(
        ws,
        "s1",
        [
            {
                "id": "m9",
                "role": "user",
                "created_at": f"{day}T10:00:00Z",
                "content": "Decided: also send a copy to finance.",
            }
        ],
    )
    llm_server.default = 401
    result = run()
    assert not result.success
    [failure] = step_events(result, "session_notes", "STEP_FAILURE")
    message = str(failure.event_specific_data.user_failure_data.description)
    assert (
        "unavailable (authentication)" in message
        and "1 session-days not processed (default/session s1 on 2026-03-10)" in message
    )
    assert len(step_events(result, "session_notes", "STEP_UP_FOR_RETRY")) == Settings().step_retries
    assert (ws.root / path).read_text().split("---", 2)[2].strip() == body.strip()
    with open_catalog(ws.metadata_dir) as cat:
        assert cat.pending_sessions() == {"s1": {day: 1}}  # the new turn waits for the next run


@pytest.mark.integration
@pytest.mark.slow  # files runs, then an outage and the step's retries
def test_a_resource_distillation_outage_fails_the_step_and_leaves_the_file_pending(reverie_env, llm_server):
    from assets.files import resource_notes

    ws = default_workspace().ensure()
    day = "2026-03-10"
    (ws.root / "resource" / day).mkdir(parents=True, exist_ok=True)
    (ws.root / "resource" / day / "runbook.md").write_text("# Runbook\n\nSplit PDFs over 10MB before ingesting.\n")

    def run() -> dg.ExecuteInProcessResult:
        return dg.materialize(
            [resource_notes],
            partition_key=day,
            raise_on_error=False,
            resources={"settings": ReverieSettings(), "llm": LLMResource()},
        )

    llm_server.default = FakeOpenAIServer.DROP
    result = run()
    assert not result.success
    [failure] = step_events(result, "resource_notes", "STEP_FAILURE")
    message = str(failure.event_specific_data.user_failure_data.description)
    assert (
        "unavailable (connection)" in message
        and f"1 resource files not processed (default/resource/{day}/runbook.md)" in message
    )
    assert not [n for n in list_notes(ws) if n[1].get("source_resource")]
    llm_server.default = json.dumps(
        {
            "name": "runbook",
            "description": "The ingest runbook.",
            "key_points": ["Split PDFs over 10MB before ingesting."],
        }
    )
    assert run().success  # the file was left pending, so the next run picks it up
    assert [n for n in list_notes(ws) if n[1].get("source_resource")]
