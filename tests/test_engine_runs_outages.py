"""The engine runs' own failure policy, without Dagster: an LLM outage raises `ServiceOutage` once the run has
tried everything, naming the cause, what it hit and what was kept, with the figures the step failure shows;
nothing the outage hit is replaced. Also what moved out of the assets: checks, logging, collective choice."""

import logging
from datetime import date
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.dream.runs import dream_collectives
from reverie.embedding.model import HashEmbedder
from reverie.errors import ReverieError, ServiceOutage
from reverie.files import list_notes, make_distiller
from reverie.files.runs import resource_notes_run, session_notes_run
from reverie.ingest import ingest_inbox
from reverie.llm import LLMClient, LLMOutage, LLMUnavailableError
from reverie.reflection.batch import publish_hot_cache, reflect_days
from reverie.reflection.summarise import ExtractiveSummariser
from reverie.sample import SampleSpec, write_sample
from reverie.sample_files import FilesSampleSpec, write_sample_files
from reverie.stores.hotcache import SQLiteHotCache
from reverie.stores.lance import LanceStore
from reverie.workspace import collective_workspace
from tests.conftest import FakeOpenAIServer
from tests.test_engine_runs_more import DAY, write_note

END = date(2026, 3, 4)
DAYS = ["2026-03-03", "2026-03-04"]
KEY = "acc:{cid}:memory_notes:{role}"
log = logging.getLogger("test_engine_runs_outages")


def run_settings(root: Path, **fields: object) -> Settings:
    values: dict[str, object] = {
        "timezone": "UTC",
        "inbox_dir": root / "inbox",
        "roles_dir": root / "roles",
        "workspace_dir": root / "workspace",
        "reflection_window_days": 1,
        "min_cluster_size": 2,
        "dream_jitter_s": 0.0,
    }
    return Settings(**{**values, **fields})


def down_client(server: FakeOpenAIServer) -> LLMClient:
    server.default = 401  # every call: an authentication outage
    return LLMClient("openai/test-model", api_base=server.api_base, api_key="sk-test", timeout_s=5, retries=0)


class DownSummariser:
    """A summariser whose provider is down: every cluster it is asked about is an outage."""

    model_id = "litellm:openai/down"

    def summarise(self, *args, **kwargs):
        raise LLMUnavailableError("openai/down", "authentication", "invalid api key")


def test_the_outage_error_carries_what_the_step_failure_shows() -> None:
    outage = LLMOutage()
    outage.raise_if_any("resource files", "kept")  # no outage: nothing raised
    for item in ("acme/a.md", "globex/b.md"):
        outage.record(item, LLMUnavailableError("openai/m", "timeout", "read timed out"))
    with pytest.raises(ServiceOutage) as caught:
        outage.raise_if_any("resource files", "their notes are unchanged", notes_touched=3)
    assert isinstance(caught.value, ReverieError)
    assert str(caught.value) == (
        "LLM openai/m unavailable (timeout): read timed out -- 2 resource files not processed "
        "(acme/a.md, globex/b.md); their notes are unchanged."
    )
    assert caught.value.metadata == {
        "llm_cause": "timeout",
        "resource_files_hit": 2,
        "hit": ["acme/a.md", "globex/b.md"],
        "notes_touched": 3,
    }


def test_reflection_with_the_llm_down_raises_and_keeps_every_days_notes(tmp_path: Path) -> None:
    write_sample(tmp_path / "inbox" / "episodes", tmp_path / "roles", SampleSpec(episodes=300, days=2, end_day=END))
    store, embedder, cache = LanceStore(str(tmp_path / "lancedb")), HashEmbedder(), SQLiteHotCache(tmp_path / "h.db")
    cfg = run_settings(tmp_path)
    ingest_inbox(store, cfg.episode_inbox, DAYS, embedder, cfg, log=log)
    first = reflect_days(
        store,
        DAYS,
        cfg,
        embedder=embedder,
        summariser=ExtractiveSummariser(embedder.embed),
        open_cache=lambda: cache,
        key_template=KEY,
        log=log,
    )
    notes = sorted(store.notes_for_days(DAYS[0], DAYS[-1]).column("id").to_pylist())
    assert first.metadata()["notes"] == len(notes) > 0

    with pytest.raises(ServiceOutage) as caught:
        reflect_days(
            store,
            DAYS,
            cfg,
            embedder=embedder,
            summariser=DownSummariser(),
            open_cache=lambda: cache,
            key_template=KEY,
            log=log,
        )
    outage = caught.value
    assert "LLM openai/down unavailable (authentication): invalid api key --" in str(outage)
    assert "were kept exactly as they were" in str(outage) and str(outage).endswith(".")
    meta = outage.metadata
    assert meta["llm_cause"] == "authentication" and meta["clusters_hit"] >= len(meta["hit"]) > 0
    assert meta["days_hit"] and sorted(meta["days_hit"] + meta["days_written"]) == DAYS
    assert sorted(store.notes_for_days(DAYS[0], DAYS[-1]).column("id").to_pylist()) == notes


def test_the_files_runs_with_the_llm_down_raise_and_leave_the_work_pending(tmp_path: Path, llm_server) -> None:
    cfg = run_settings(tmp_path)
    ws = collective_workspace(cfg.workspace_dir, "acme")
    write_sample_files(ws, FilesSampleSpec(sessions=2, days=1, end_day=END, with_bad_line=False))
    days = [END.isoformat()]
    with pytest.raises(ServiceOutage) as sessions:
        session_notes_run(cfg, days, make_distiller(down_client(llm_server)), log=log)
    assert "session-days not processed (acme/" in str(sessions.value)
    assert str(sessions.value).endswith("their notes are unchanged and their turns stay pending for the retry.")
    meta = sessions.value.metadata
    assert meta["llm_cause"] == "authentication" and meta["session-days_hit"] > 0
    assert meta["turns_appended"] > 0 and meta["notes_written"] == 0
    assert not [n for n in list_notes(ws) if n[1].get("session_id")], "no session note was written"

    with pytest.raises(ServiceOutage) as resources:
        resource_notes_run(cfg, days, make_distiller(down_client(llm_server)), today=days[0], log=log)
    assert "resource files not processed (acme/" in str(resources.value)
    assert resources.value.metadata["notes_touched"] == 0 and resources.value.metadata["resource_files_hit"] > 0


def test_the_dream_with_the_llm_down_raises_naming_what_stays_pending(tmp_path: Path, llm_server) -> None:
    cfg = run_settings(tmp_path)
    write_note(cfg.workspace_dir, "acme", DAY, "network", ["The VPN endpoint is vpn-1.acme.example."])
    with pytest.raises(ServiceOutage) as caught:
        dream_collectives(cfg, [DAY], down_client(llm_server), embedder=HashEmbedder(), log=log)
    assert "notes and units not processed" in str(caught.value)
    assert "every node written before it is kept; the rest stays pending for the retry." in str(caught.value)
    assert caught.value.metadata["units_integrated"] == 0 and caught.value.metadata["llm_cause"] == "authentication"


def test_the_runs_choose_collectives_check_and_log_what_the_assets_did(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    cfg = run_settings(tmp_path)
    for cid in ("acme", "globex"):
        ws = collective_workspace(cfg.workspace_dir, cid)
        write_sample_files(ws, FilesSampleSpec(sessions=2, days=1, end_day=END, with_bad_line=cid == "acme"))
    days = [END.isoformat()]
    with caplog.at_level(logging.INFO, logger="test_engine_runs_outages"):
        only = session_notes_run(cfg, days, make_distiller(None), collectives=["globex"], log=log)
        everyone = session_notes_run(cfg, days, make_distiller(None), log=log)
    assert set(only.runs) == {"globex"} and set(everyone.runs) == {"acme", "globex"}
    assert only.checks() == {"session_inputs_valid": (True, only.check_metadata())}
    passed, metadata = everyone.checks()["session_inputs_valid"]
    assert not passed and metadata["refused_lines"] > 0 and "[acme] session input refused" in caplog.text
    with pytest.raises(ReverieError, match="no collective 'initech'"):
        resource_notes_run(cfg, days, make_distiller(None), collectives=["initech"], log=log)
    resources = resource_notes_run(cfg, days, make_distiller(None), log=log)  # today: today in REVERIE_TIMEZONE
    assert set(resources.results) == {"acme", "globex"}
    # the sample's resources carry a malformed JSONL line: reported, logged, and the check fails
    assert resources.checks() == {"resources_readable": (False, resources.check_metadata())}
    assert "[globex] resource refused: resource/" in caplog.text
    with pytest.raises(ReverieError, match="no collective 'initech'"):
        dream_collectives(cfg, days, None, collectives=["initech"], embedder=HashEmbedder(), log=log)


def test_ingest_logs_each_rejected_line_and_publish_logs_what_it_wrote(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    write_sample(tmp_path / "inbox" / "episodes", tmp_path / "roles", SampleSpec(episodes=200, days=1, end_day=END))
    (tmp_path / "inbox" / "episodes" / "broken.jsonl").write_text('{"not": "an episode"}\n', encoding="utf-8")
    store, embedder, cache = LanceStore(str(tmp_path / "lancedb")), HashEmbedder(), SQLiteHotCache(tmp_path / "h.db")
    cfg = run_settings(tmp_path)
    day = [END.isoformat()]
    with caplog.at_level(logging.INFO, logger="test_engine_runs_outages"):
        report = ingest_inbox(store, cfg.episode_inbox, day, embedder, cfg, log=log)
        reflect_days(
            store,
            day,
            cfg,
            embedder=embedder,
            summariser=ExtractiveSummariser(embedder.embed),
            open_cache=lambda: cache,
            key_template=KEY,
            log=log,
        )
        published = publish_hot_cache(store, lambda: cache, day[0], cfg, cache_name="sqlite", log=log)
    passed, metadata = report.checks()["inbox_lines_valid"]
    assert not passed and metadata == report.check_metadata() and metadata["rejected_lines"] == 1
    assert "rejected episode input: " in caplog.text and "broken.jsonl:1:" in caplog.text
    assert published.top_n == cfg.hot_cache_top_n and published.ttl_s == cfg.hot_cache_ttl_s
    assert f"hot cache (sqlite) as of {day[0]}: {published.written} keys written" in caplog.text
