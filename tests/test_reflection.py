"""The reflection pipeline end to end on real LanceDB, SQLite and Redis: episodes -> notes -> hot cache."""

import json
import os
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import dagster as dg
import pytest

from assets.reflection import episodes, memory_notes, memory_notes_hot_cache
from pipelines.definitions import defs
from reverie.config import Settings
from reverie.reflection.prompt import EPISODES_HEADER, MEMORY_NOTES_HEADER, build_user_message
from reverie.sample import SampleSpec, write_sample
from reverie.stores.hotcache import RedisHotCache, SQLiteHotCache, publish_memory_notes, read_memory_notes
from reverie.stores.lance import LanceStore

REPO = Path(__file__).resolve().parent.parent
END = date(2026, 3, 4)
DAYS = ["2026-03-02", "2026-03-03", "2026-03-04"]
ASSETS = [episodes, memory_notes, memory_notes_hot_cache]


@pytest.fixture
def sample(reverie_env: Path) -> dict:
    s = Settings()
    return write_sample(s.episode_inbox, s.roles_dir, SampleSpec(episodes=900, days=3, end_day=END, seed=3))


def materialize(
    partition_key: str | None = None,
    *,
    first: str | None = None,
    last: str | None = None,
    instance: dg.DagsterInstance | None = None,
) -> dg.ExecuteInProcessResult:
    kwargs: dict = (
        {"partition_key": partition_key}
        if partition_key
        else {"tags": {"dagster/asset_partition_range_start": first, "dagster/asset_partition_range_end": last}}
    )
    return dg.materialize(ASSETS, resources=defs.resources, instance=instance, **kwargs)


def notes_table() -> list[dict]:
    return LanceStore(Settings().lancedb_path).notes_for_days("0000", "9999").to_pylist()


def metadata(result: dg.ExecuteInProcessResult, asset: str) -> dict:
    mat = result.asset_materializations_for_node(asset)[-1]  # one per partition, same metadata
    return {k: v.value for k, v in mat.metadata.items()}


@pytest.mark.integration
def test_a_day_of_episodes_becomes_notes_and_a_hot_cache(sample):
    result = materialize("2026-03-03")
    assert result.success
    ep_meta = metadata(result, "episodes")
    assert ep_meta["new_episodes"] == ep_meta["inbox_episodes"] > 200
    assert all(c.passed for c in result.get_asset_check_evaluations())
    assert ep_meta["rejected_lines"] == 0
    notes = notes_table()
    assert notes and {n["day"] for n in notes} == {"2026-03-03"}
    # Only roles that opted in reflect (coder has memory_reflection: false).
    assert {n["role_label"] for n in notes} <= {"ingester", "researcher", "support"}
    for n in notes:
        assert n["source_count"] == len(n["source_ids"]) >= 2
        assert 0 < n["confidence"] <= 1 and n["summary"] and len(n["embedding"]) == 384
        assert n["cid"] in {"acme", "globex", "initech"} and n["summary_model"] == "extractive-v1"
    published = read_memory_notes("acme", "ingester")
    assert 0 < len(published) <= Settings().hot_cache_top_n
    assert any("PDF" in n["summary"] or "OCR" in n["summary"] or "delimiter" in n["summary"] for n in published)
    assert read_memory_notes("acme", "coder") == []
    assert read_memory_notes("nobody", "ingester") == []


@pytest.mark.integration
def test_rerunning_a_partition_replaces_its_notes_without_duplicates(sample):
    assert materialize("2026-03-03").success
    first = sorted(n["id"] for n in notes_table())
    again = materialize("2026-03-03")
    assert again.success and metadata(again, "episodes")["new_episodes"] == 0
    assert sorted(n["id"] for n in notes_table()) == first


@pytest.mark.integration
def test_a_role_that_stops_reflecting_loses_its_notes_on_rerun(sample):
    assert materialize("2026-03-03").success
    assert any(n["role_label"] == "support" for n in notes_table())
    (Settings().roles_dir / "support" / "role.yaml").write_text("memory_reflection: false\n")
    assert materialize("2026-03-03").success
    notes = notes_table()
    assert notes and not any(n["role_label"] == "support" for n in notes)


@pytest.mark.integration
def test_a_day_only_reads_episodes_up_to_its_end(sample):
    store = LanceStore(Settings().lancedb_path)
    assert materialize(first="2026-03-02", last="2026-03-04").success
    by_day = {}
    for n in notes_table():
        by_day.setdefault(n["day"], []).append(n)
    assert sorted(by_day) == DAYS
    day_of = {
        r["id"]: r["day"]
        for r in store.episodes_for_days("2026-03-02", "2026-03-04", columns=["id", "day"]).to_pylist()
    }
    for day, notes in by_day.items():
        assert all(day_of[i] <= day for n in notes for i in n["source_ids"])
    # Backfilling 03-03 alone after the later days gives the same notes as the range run did.
    before = sorted(n["id"] for n in by_day["2026-03-03"])
    assert materialize("2026-03-03").success
    assert sorted(n["id"] for n in notes_table() if n["day"] == "2026-03-03") == before


@pytest.mark.integration
def test_memory_note_episodes_are_never_reflected(sample):
    assert materialize("2026-03-03").success
    store = LanceStore(Settings().lancedb_path)
    kinds = {
        r["id"]: r["kind"]
        for r in store.episodes_for_days("2026-03-03", "2026-03-03", columns=["id", "kind"]).to_pylist()
    }
    assert "MEMORY_NOTE" in kinds.values()
    assert all(kinds[i] != "MEMORY_NOTE" for n in notes_table() for i in n["source_ids"])


@pytest.mark.integration
def test_range_backfill_in_one_run_materialises_every_partition(sample):
    instance = dg.DagsterInstance.ephemeral()
    result = materialize(first="2026-03-02", last="2026-03-04", instance=instance)
    assert result.success
    for asset in ("episodes", "memory_notes", "memory_notes_hot_cache"):
        assert instance.get_materialized_partitions(dg.AssetKey(asset)) == set(DAYS)
    assert metadata(result, "memory_notes_hot_cache")["as_of"] == "2026-03-04"


@pytest.mark.integration
def test_bad_inbox_lines_warn_and_the_rest_is_ingested(sample):
    inbox = Settings().episode_inbox
    good = json.loads((inbox / "acme-2026-03-03.jsonl").read_text().splitlines()[0])
    (inbox / "zz-bad.jsonl").write_bytes(
        b'{"not json\n' + json.dumps({**good, "text": "a fresh lesson"}).encode() + b"\n\xff\xfe\n"
    )
    result = materialize("2026-03-03")
    assert result.success
    meta = metadata(result, "episodes")
    assert meta["rejected_lines"] == 2
    [check] = [c for c in result.get_asset_check_evaluations() if c.check_name == "inbox_lines_valid"]
    assert not check.passed and check.severity == dg.AssetCheckSeverity.WARN
    errors = check.metadata["first_errors"].value
    assert any("zz-bad.jsonl:1: malformed JSON" in e for e in errors)
    assert any("zz-bad.jsonl:3: invalid UTF-8" in e for e in errors)
    texts = LanceStore(Settings().lancedb_path).episodes_for_days("2026-03-03", "2026-03-03", columns=["text"])
    assert "a fresh lesson" in texts.column("text").to_pylist()


@pytest.mark.integration
def test_llm_summaries_are_validated_retried_and_skipped_when_still_invalid(sample, llm_server):
    llm_server.default = json.dumps({"summary": "Split PDFs over 10MB before ingesting them.", "confidence": 0.9})
    # First cluster: garbage twice -> skipped. Second: garbage then valid -> kept after one retry.
    llm_server.answers.extend(
        [
            "not json at all",
            '{"summary": ""}',
            "```json\nnope",
            '{"summary": "Retry worked: split PDFs first.", "confidence": 0.7}',
        ]
    )
    result = materialize("2026-03-03")
    assert result.success
    meta = metadata(result, "memory_notes")
    assert meta["failed_clusters"] == 1 and "did not return the JSON asked for" in meta["failures"][0]
    assert meta["summariser"] == "litellm:openai/test-model"
    summaries = [n["summary"] for n in notes_table()]
    assert "Retry worked: split PDFs first." in summaries and "Split PDFs over 10MB before ingesting them." in summaries
    assert meta["notes"] == len(summaries) == len(llm_server.requests) - 3
    sent = llm_server.requests[0]
    assert sent["model"] == "test-model" and "Episode 1: task:" in sent["messages"][1]["content"]


@pytest.mark.integration
def test_hot_cache_in_redis_with_ttl(sample, redis_url, monkeypatch):
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("REVERIE_HOT_CACHE_TTL_S", "600")
    assert materialize("2026-03-03").success
    cache = RedisHotCache(redis_url)
    value = json.loads(cache.get("acc:acme:memory_notes:ingester"))
    assert value["as_of"] == "2026-03-03" and value["notes"]
    assert 0 < cache.ttl("acc:acme:memory_notes:ingester") <= 600
    assert read_memory_notes("acme", "ingester") == value["notes"]
    assert not Path(Settings().hot_cache_sqlite_path).exists()


@pytest.mark.integration
def test_hot_cache_key_template_is_configurable(sample, monkeypatch):
    monkeypatch.setenv("REVERIE_HOT_CACHE_KEY", "team/{cid}/{role}/notes")
    assert materialize("2026-03-03").success
    cache = SQLiteHotCache(Settings().hot_cache_sqlite_path)
    assert cache.get("team/acme/ingester/notes") and cache.get("acc:acme:memory_notes:ingester") is None
    assert read_memory_notes("acme", "ingester")


def test_a_backfill_of_an_older_day_keeps_the_newer_cache(tmp_path):
    cache = SQLiteHotCache(tmp_path / "hot.db")
    assert publish_memory_notes(cache, "acme", "ingester", [{"summary": "new"}], "2026-03-04", 60)
    assert not publish_memory_notes(cache, "acme", "ingester", [{"summary": "old"}], "2026-03-01", 60)
    assert read_memory_notes("acme", "ingester", cache=cache) == [{"summary": "new"}]


def test_reading_an_unreachable_or_broken_cache_returns_nothing_quickly(tmp_path):
    dead = RedisHotCache("redis://127.0.0.1:1/0", timeout_s=0.2)
    started = time.perf_counter()
    assert read_memory_notes("acme", "ingester", cache=dead) == []
    assert time.perf_counter() - started < 2
    broken = SQLiteHotCache(tmp_path / "hot.db")
    broken.set("acc:acme:memory_notes:ingester", "{not json", 60)
    assert read_memory_notes("acme", "ingester", cache=broken) == []
    assert read_memory_notes("../x", "ingester", cache=broken) == []


def test_expired_keys_are_misses(tmp_path, monkeypatch):
    import types

    import reverie.stores.hotcache as hotcache

    cache = SQLiteHotCache(tmp_path / "hot.db")
    publish_memory_notes(cache, "acme", "ingester", [{"summary": "s"}], "2026-03-04", 1)
    assert read_memory_notes("acme", "ingester", cache=cache)
    later = time.time() + 1.1  # the cache's clock moves on; no sleeping
    monkeypatch.setattr(hotcache, "time", types.SimpleNamespace(time=lambda: later))
    assert read_memory_notes("acme", "ingester", cache=cache) == []


@pytest.mark.integration
def test_prompt_puts_memory_before_the_task_and_leaves_the_system_prompt_alone(sample, monkeypatch):
    from reverie.embedding.model import HashEmbedder

    monkeypatch.setenv("REVERIE_RECENT_EPISODES_DAYS", "3650")  # the sample's days count as recent
    assert materialize("2026-03-03").success
    store = LanceStore(Settings().lancedb_path)
    task = "Ingest the annual report big.pdf (48MB) into the knowledge base"
    message = build_user_message(
        task, cid="acme", role="ingester", agent_id="ingester-1", store=store, embedder=HashEmbedder()
    )
    assert message.startswith(MEMORY_NOTES_HEADER)
    assert message.index(MEMORY_NOTES_HEADER) < message.index(EPISODES_HEADER) < message.index(task)
    assert message.endswith(task)
    episode_lines = message.split(EPISODES_HEADER)[1].strip().splitlines()[:5]
    assert len(episode_lines) == 5 and all(line.startswith("- [2026-03-0") for line in episode_lines)
    # Nothing published for this collective: only the task is left.
    assert (
        build_user_message(task, cid="nobody", role="ingester", agent_id="x", store=store, embedder=HashEmbedder())
        == task
    )


@pytest.mark.integration
@pytest.mark.slow  # `reverie backfill` in its own process over a Dagster instance
def test_cli_partition_range_backfill_through_dagster(sample, tmp_path):
    env = {**os.environ, "DAGSTER_HOME": str(tmp_path / "dagster_home")}
    (tmp_path / "dagster_home").mkdir()
    (tmp_path / "dagster_home" / "dagster.yaml").write_text((REPO / "dagster.yaml").read_text())
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "dagster",
            "asset",
            "materialize",
            "-m",
            "pipelines.definitions",
            "--select",
            "episodes,memory_notes,memory_notes_hot_cache",
            "--partition-range",
            "2026-03-02...2026-03-03",
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert {n["day"] for n in notes_table()} == {"2026-03-02", "2026-03-03"}


@pytest.mark.integration
@pytest.mark.slow  # loads the real embedder
def test_the_packaged_model_embeds_episodes_and_is_recorded_per_row(reverie_env, monkeypatch):
    monkeypatch.setenv("REVERIE_EMBED_BACKEND", "sentence-transformers")
    s = Settings()
    write_sample(s.episode_inbox, s.roles_dir, SampleSpec(episodes=120, days=1, end_day=END, seed=5))
    result = dg.materialize([episodes], partition_key="2026-03-04", resources=defs.resources)
    assert result.success
    meta = metadata(result, "episodes")
    assert meta["embedding_model"].startswith("all-MiniLM-L6-v2@")
    # The materialisation says which precision the embedder chose and why.
    assert meta["embedding_model"].endswith("@" + meta["embedding_dtype"]) and meta["dtype_reason"]
    assert meta["embed_cache_misses"] >= meta["new_episodes"]
    rows = LanceStore(s.lancedb_path).episodes_for_days("2026-03-04", "2026-03-04").to_pylist()
    assert len(rows) == meta["new_episodes"] > 100
    assert {r["embedding_model"] for r in rows} == {meta["embedding_model"]}
    import numpy as np

    v = np.asarray([r["embedding"] for r in rows[:5]])
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-3)


def test_the_trace_check_names_notes_whose_sources_are_missing_or_foreign(tmp_path):
    import numpy as np

    from reverie.embedding.model import HashEmbedder
    from reverie.episodes import episode_from_dict
    from reverie.reflection.batch import trace_problems as _trace_problems
    from reverie.stores.lance import MemoryNote

    store = LanceStore(str(tmp_path / "lancedb"))
    base = {"cid": "acme", "agent_id": "a1", "role_label": "ingester", "ts": "2026-03-03T10:00:00Z", "text": "x"}
    mine, foreign = episode_from_dict(base), episode_from_dict({**base, "cid": "globex"})
    store.record_episodes([mine, foreign], HashEmbedder())

    def note(ids: list[str]) -> MemoryNote:
        return MemoryNote(
            "acme", "a1", "ingester", "2026-03-03", mine.ts, "s", tuple(ids), 0.5, np.ones(384, dtype=np.float32)
        )

    store.replace_day_notes("2026-03-03", [note([mine.id]), note([mine.id, "missing"]), note([foreign.id])])
    problems = _trace_problems(store, "2026-03-03", "2026-03-03", 1)
    assert len(problems) == 2
    assert any("source episode missing is not stored" in p for p in problems)
    assert any(f"source {foreign.id} belongs to globex/a1" in p for p in problems)


@pytest.mark.integration
def test_episodes_of_another_embedding_model_are_reembedded_so_search_keeps_working(sample):
    import numpy as np

    from reverie.embedding.model import HashEmbedder
    from reverie.episodes import episode_from_dict

    store = LanceStore(Settings().lancedb_path)
    direct = episode_from_dict(
        {
            "cid": "acme",
            "agent_id": "ingester-1",
            "role_label": "ingester",
            "ts": "2026-03-03T09:00:00Z",
            "text": "written by an older embedder",
        }
    )
    store.add_episodes([direct], np.ones((1, 384), dtype=np.float32) / np.sqrt(384), "old-model@fp32")
    result = materialize("2026-03-03")
    assert result.success and metadata(result, "episodes")["reembedded_episodes"] == 1
    rows = store.episodes_for_days("2026-03-03", "2026-03-03").to_pylist()
    assert {r["embedding_model"] for r in rows} == {"hash-384"}
    [row] = [r for r in rows if r["id"] == direct.id]
    assert np.allclose(row["embedding"], HashEmbedder().embed([direct.embedding_text])[0], atol=1e-6)
    hits = store.search_episodes(
        row["embedding"], cid="acme", agent_id="ingester-1", embedding_model="hash-384", limit=1
    )
    assert hits[0]["id"] == direct.id
    assert metadata(materialize("2026-03-03"), "episodes")["reembedded_episodes"] == 0


@pytest.mark.integration
def test_a_role_with_memory_retrieval_off_reads_no_memory(sample):
    from reverie.embedding.model import HashEmbedder

    assert materialize("2026-03-03").success
    store = LanceStore(Settings().lancedb_path)
    task = "Ingest the annual report big.pdf (48MB) into the knowledge base"
    role_yaml = Settings().roles_dir / "ingester" / "role.yaml"
    assert MEMORY_NOTES_HEADER in build_user_message(
        task, cid="acme", role="ingester", agent_id="ingester-1", store=store, embedder=HashEmbedder()
    )  # on by default
    role_yaml.write_text("memory_reflection: true\nmemory_retrieval: false\n")
    assert (
        build_user_message(
            task, cid="acme", role="ingester", agent_id="ingester-1", store=store, embedder=HashEmbedder()
        )
        == task
    )
    role_yaml.write_text("memory_reflection: true\nmemory_retrieval: maybe\n")  # unreadable: stays on, silently
    assert MEMORY_NOTES_HEADER in build_user_message(task, cid="acme", role="ingester", agent_id="ingester-1")
