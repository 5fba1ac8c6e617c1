"""The hot cache holds distinct lessons, is gated by blocking checks, and survives a Redis outage.

Real LanceDB, the SQLite hot cache and Redis; the sameness test with the real all-MiniLM-L6-v2.
"""

import json
from datetime import UTC, date, datetime
from pathlib import Path

import dagster as dg
import numpy as np
import pyarrow as pa
import pytest

import reverie.reflection.batch as reflection_assets  # where memory_notes calls reflect_day
from assets.reflection import episodes, memory_notes, memory_notes_hot_cache
from pipelines.definitions import defs
from reverie.config import Settings
from reverie.reflection.lessons import states_lesson
from reverie.reflection.reflect import rank_hot_notes
from reverie.sample import FILLER, SampleSpec, write_sample
from reverie.stores.hotcache import RedisHotCache, read_memory_notes
from reverie.stores.lance import LanceStore, memory_notes_schema

ASSETS = [episodes, memory_notes, memory_notes_hot_cache]
DAYS = ["2026-03-02", "2026-03-03", "2026-03-04"]


def note(i: int, summary: str, day: str, sources: list[str], confidence: float = 0.6, role: str = "ingester") -> dict:
    return {
        "id": f"n{i}",
        "cid": "acme",
        "agent_id": f"{role}-{i % 2 + 1}",
        "role_label": role,
        "ts": datetime.fromisoformat(day).replace(tzinfo=UTC),
        "day": day,
        "summary": summary,
        "source_count": len(sources),
        "confidence": confidence,
        "source_ids": sources,
        "embedding": np.zeros(384, dtype=np.float32),
        "embedding_model": "x",
        "summary_model": "x",
    }


@pytest.mark.slow
def test_one_lesson_in_other_numbers_and_words_is_one_entry(minilm):
    rows = [
        note(
            1,
            "The ingester ran out of memory on a 75MB PDF; large PDFs must be split before ingesting.",
            "2026-03-01",
            ["e1", "e2", "e3"],
        ),
        note(
            2,
            "The ingester ran out of memory on a 28MB PDF; large PDFs must be split before ingesting.",
            "2026-03-02",
            ["e4", "e5"],
        ),
        note(
            3,
            "PDFs over 10MB reliably exhaust the ingester; split them into chunks of 50 pages first.",
            "2026-03-03",
            ["e6", "e7", "e3"],
        ),
        note(4, "Scanned PDFs have no text layer; run OCR before extracting text.", "2026-03-02", ["e8", "e9"]),
        note(5, "Logged the result in the tracker.", "2026-03-03", ["e10", "e11", "e12", "e13"], confidence=0.9),
    ]
    table = pa.Table.from_pylist(rows, schema=memory_notes_schema())
    ranking = rank_hot_notes(table, "2026-03-04", top_n=8, embed=minilm.embed)
    [entries] = ranking.entries.values()
    assert ranking.non_lessons_dropped == 1
    assert all("tracker" not in e["summary"] for e in entries)
    assert len(entries) == 2, [e["summary"] for e in entries]
    big_pdfs = next(e for e in entries if "OCR" not in e["summary"])
    assert big_pdfs["merged_notes"] == 3 and big_pdfs["note_ids"] == ["n1", "n2", "n3"]
    assert big_pdfs["source_ids"] == sorted(f"e{i}" for i in range(1, 8))  # e3 counted once
    assert big_pdfs["source_count"] == 7 and big_pdfs["day"] == "2026-03-03" and big_pdfs["first_day"] == "2026-03-01"
    assert big_pdfs["confidence"] > 0.6  # repetition from new episodes raised it
    assert entries[0] is big_pdfs  # more support ranks first
    assert ranking.near_duplicate_pairs == 0 and ranking.max_pair_cosine[("acme", "ingester")] < 0.8


@pytest.mark.slow
def test_the_same_episodes_reflected_twice_do_not_raise_confidence(minilm):
    text = "Scanned PDFs have no text layer; run OCR before extracting text."
    rows = [note(1, text, "2026-03-02", ["e1", "e2"]), note(2, text, "2026-03-03", ["e1", "e2"])]
    [[entry]] = rank_hot_notes(
        pa.Table.from_pylist(rows, schema=memory_notes_schema()), "2026-03-04", 8, embed=minilm.embed
    ).entries.values()
    assert entry["confidence"] == 0.6 and entry["source_count"] == 2 and entry["merged_notes"] == 2


def test_routine_sentences_are_not_lessons():
    assert not any(states_lesson(f) for f in FILLER)
    assert states_lesson("Hit HTTP 429 from the search API again; pacing requests under 60 per minute avoids it.")


@pytest.fixture
def sample(reverie_env: Path) -> dict:
    s = Settings()
    return write_sample(
        s.inbox_dir / "episodes", s.roles_dir, SampleSpec(episodes=900, days=3, end_day=date(2026, 3, 4), seed=3)
    )


def run(
    partition_key: str | None = None, *, first: str | None = None, last: str | None = None, selection=ASSETS
) -> dg.ExecuteInProcessResult:
    kwargs: dict = (
        {"partition_key": partition_key}
        if partition_key
        else {"tags": {"dagster/asset_partition_range_start": first, "dagster/asset_partition_range_end": last}}
    )
    return dg.materialize(selection, resources=defs.resources, raise_on_error=False, **kwargs)


def hot_meta(result: dg.ExecuteInProcessResult) -> dict:
    return {
        k: v.value for k, v in result.asset_materializations_for_node("memory_notes_hot_cache")[-1].metadata.items()
    }


@pytest.mark.integration
def test_the_published_hot_cache_holds_distinct_lessons_and_says_so(sample):
    result = run(first=DAYS[0], last=DAYS[-1])
    assert result.success
    meta = hot_meta(result)
    assert meta["near_duplicate_pairs_at_0.8"] == 0 and meta["max_pair_cosine_in_a_key"] < 0.8
    assert meta["entries"] > 0 and meta["notes_merged_into_entries"] > 0
    store = LanceStore(Settings().lancedb_path)
    stored = {r["id"] for r in store.episodes_for_days(DAYS[0], DAYS[-1], columns=["id"]).to_pylist()}
    for role in ("ingester", "researcher", "support"):
        entries = read_memory_notes("acme", role)
        assert 0 < len(entries) <= Settings().hot_cache_top_n
        for e in entries:
            assert states_lesson(e["summary"]) and not any(f in e["summary"] for f in FILLER)
            assert set(e["source_ids"]) <= stored and e["source_count"] == len(e["source_ids"])
    # memory_notes still owns its rows per day: a rerun of one day changes only that day's notes.
    others = sorted(r["id"] for r in store.notes_for_days("0000", "9999").to_pylist() if r["day"] != DAYS[1])
    assert run(DAYS[1]).success
    assert sorted(r["id"] for r in store.notes_for_days("0000", "9999").to_pylist() if r["day"] != DAYS[1]) == others


@pytest.mark.integration
def test_with_an_llm_a_routine_answer_never_reaches_the_hot_cache(sample, llm_server):
    llm_server.answers.extend(
        [json.dumps({"lesson": False}), json.dumps({"summary": "Logged the result in the tracker.", "confidence": 0.9})]
    )
    llm_server.default = json.dumps({"summary": "Split PDFs over 10MB before ingesting them.", "confidence": 0.8})
    result = run(DAYS[1])
    assert result.success
    meta = result.asset_materializations_for_node("memory_notes")[-1].metadata
    assert meta["clusters_without_a_lesson"].value == 2
    summaries = [r["summary"] for r in LanceStore(Settings().lancedb_path).notes_for_days("0000", "9999").to_pylist()]
    assert "Logged the result in the tracker." not in summaries
    for role in ("ingester", "researcher", "support"):
        assert all("tracker" not in e["summary"] for e in read_memory_notes("acme", role))


def check(result: dg.ExecuteInProcessResult, name: str):
    [c] = [c for c in result.get_asset_check_evaluations() if c.check_name == name]
    return c


@pytest.mark.integration
def test_a_key_whose_notes_collapse_blocks_the_publish_and_the_previous_cache_stays(sample):
    assert run(DAYS[1]).success
    before = read_memory_notes("acme", "ingester")
    assert len(before) >= 2
    # The episodes behind acme's ingester notes vanish from the store (a bad migration, say); the role still reflects.
    store = LanceStore(Settings().lancedb_path)
    store.episodes_table().delete("cid = 'acme' AND role_label = 'ingester'")
    (Settings().inbox_dir / "episodes" / "acme-2026-03-03.jsonl").unlink()
    result = run(DAYS[1])
    assert not result.success
    c = check(result, "notes_keep_every_key")
    assert not c.passed and c.metadata["collapsed_keys"].value == 1
    assert "acme/ingester" in c.metadata["collapsed"].value
    assert not [e for e in result.all_events if e.step_key == "memory_notes_hot_cache" and e.is_step_success]
    assert read_memory_notes("acme", "ingester") == before


@pytest.mark.integration
def test_a_note_tracing_to_another_collective_blocks_the_publish(sample, monkeypatch):
    assert run(DAYS[1]).success
    before = {role: read_memory_notes("acme", role) for role in ("ingester", "support")}
    globex = LanceStore(Settings().lancedb_path).episodes_for_days(DAYS[1], DAYS[1], cid="globex", columns=["id"])
    foreign = globex.column("id")[0].as_py()
    real = reflection_assets.reflect_day

    def reflect_with_a_bug(*args, **kwargs):  # a reflection bug that mixes in another collective's episode
        from dataclasses import replace

        report = real(*args, **kwargs)
        report.notes[0] = replace(report.notes[0], source_ids=report.notes[0].source_ids + (foreign,))
        return report

    monkeypatch.setattr(reflection_assets, "reflect_day", reflect_with_a_bug)
    result = run(DAYS[1])
    assert not result.success
    c = check(result, "notes_trace_to_episodes")
    assert not c.passed and f"source {foreign} belongs to globex" in json.dumps(c.metadata["first_problems"].value)
    assert {role: read_memory_notes("acme", role) for role in before} == before


@pytest.mark.integration
@pytest.mark.slow  # reflection runs with the publish step's retries
def test_with_redis_down_notes_are_kept_the_publish_fails_retries_and_the_next_run_publishes(
    sample, redis_url, monkeypatch
):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:1/0")  # nothing listens there
    result = run(DAYS[2])
    assert not result.success
    assert LanceStore(Settings().lancedb_path).notes_for_days(DAYS[2], DAYS[2]).num_rows > 0  # notes persisted
    [failure] = [e for e in result.all_events if e.step_key == "memory_notes_hot_cache" and e.is_step_failure]
    message = failure.event_specific_data.user_failure_data.description
    assert "unreachable" in message and "The notes are safe" in message and "will be retried" in message
    retries = [e for e in result.all_events if e.step_key == "memory_notes_hot_cache" and e.is_step_up_for_retry]
    assert len(retries) == Settings().step_retries
    # Redis is back; the next successful run, even a backfill of an older day, publishes what was pending.
    monkeypatch.setenv("REDIS_URL", redis_url)
    assert run(DAYS[0]).success
    value = json.loads(RedisHotCache(redis_url).get("acc:acme:memory_notes:ingester"))
    assert value["as_of"] == DAYS[2] and value["notes"]
    assert any(e["day"] == DAYS[2] for e in value["notes"])
