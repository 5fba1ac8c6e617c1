"""Episode validation and ingestion: bad input is named by file and line, good lines still land."""

import json
from pathlib import Path

import numpy as np
import pytest

from reverie.embedding.model import HashEmbedder
from reverie.episodes import EpisodeError, episode_from_dict, read_episode_file
from reverie.stores.lance import LanceStore

GOOD = {
    "cid": "acme",
    "agent_id": "ingester-1",
    "role_label": "ingester",
    "ts": "2026-03-02T10:00:00Z",
    "title": "Ingest report.pdf",
    "text": "The ingester ran out of memory on a 40MB PDF.",
    "outcome": "Failed",
    "reward": 0.1,
    "metadata": {"attempts": 2},
}


def write_lines(path: Path, lines: list[bytes]) -> Path:
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def test_bad_lines_are_reported_with_file_and_line_and_good_lines_kept(tmp_path):
    path = write_lines(
        tmp_path / "drop.jsonl",
        [
            json.dumps(GOOD).encode(),
            b'{"cid": "acme", "agent_id": ',  # 2 malformed JSON
            b'{"cid": "acme", "text": "\xff\xfe broken"}',  # 3 invalid UTF-8
            json.dumps({k: v for k, v in GOOD.items() if k != "ts"}).encode(),  # 4 missing ts
            json.dumps({**GOOD, "colour": "blue"}).encode(),  # 5 unknown field
            json.dumps({**GOOD, "agent_id": "../../etc/passwd"}).encode(),  # 6 path trick in an id
            json.dumps({**GOOD, "ts": "yesterday"}).encode(),  # 7 bad timestamp
            json.dumps({**GOOD, "text": "second good one"}).encode(),  # 8 good
            b"[1, 2, 3]",  # 9 not an object
        ],
    )
    report = read_episode_file(path, max_bytes=1 << 20)
    assert [e.text for e in report.episodes] == [GOOD["text"], "second good one"]
    errors = "\n".join(report.errors)
    for line, reason in [
        (2, "malformed JSON"),
        (3, "invalid UTF-8"),
        (4, "missing required field(s) ['ts']"),
        (5, "unknown field(s) ['colour']"),
        (6, "agent_id '../../etc/passwd' is not a safe id"),
        (7, "not an ISO-8601 timestamp"),
        (9, "expected a JSON object"),
    ]:
        assert f"{path}:{line}: " in errors and reason in errors, (line, reason, errors)
    assert len(report.errors) == 7


def test_oversized_file_is_skipped_whole_with_a_clear_error(tmp_path):
    path = write_lines(tmp_path / "huge.jsonl", [json.dumps(GOOD).encode()] * 50)
    report = read_episode_file(path, max_bytes=100)
    assert report.episodes == []
    assert "over the limit of 100" in report.errors[0] and str(path) in report.errors[0]


def test_ids_are_content_addressed_and_timestamps_are_utc():
    a = episode_from_dict(GOOD)
    b = episode_from_dict({**GOOD, "ts": "2026-03-02T11:00:00+01:00"})  # same instant
    assert a.id == b.id and a.ts.tzinfo is not None and a.ts.hour == 10
    assert a.id != episode_from_dict({**GOOD, "text": "other"}).id
    with pytest.raises(EpisodeError, match="kind 'bogus' is not one of"):
        episode_from_dict({**GOOD, "kind": "bogus"})


def test_storing_the_same_episodes_twice_adds_nothing(tmp_path):
    store, embedder = LanceStore(str(tmp_path / "lancedb")), HashEmbedder()
    eps = [episode_from_dict({**GOOD, "text": f"episode {i}"}) for i in range(5)]
    vectors = embedder.embed([e.embedding_text for e in eps])
    assert store.add_episodes(eps, vectors, embedder.model_id) == 5
    assert store.add_episodes(eps + eps[:2], np.vstack([vectors, vectors[:2]]), embedder.model_id) == 0
    rows = store.episodes_for_days("2026-03-02", "2026-03-02")
    assert rows.num_rows == 5
    assert set(rows.column("embedding_model").to_pylist()) == {"hash-384"}
    hits = store.search_episodes(vectors[3], cid="acme", agent_id="ingester-1", embedding_model="hash-384", limit=1)
    assert hits[0]["text"] == "episode 3"
    assert store.search_episodes(vectors[3], cid="globex", embedding_model="hash-384") == []
    assert store.search_episodes(vectors[3], cid="acme", embedding_model="other-model") == []


def test_agents_record_episodes_directly_and_invalid_records_store_nothing(tmp_path):
    store = LanceStore(str(tmp_path / "lancedb"))
    assert store.record_episodes([GOOD, {**GOOD, "text": "another"}], HashEmbedder()) == 2
    assert store.record_episodes([GOOD], HashEmbedder()) == 0
    with pytest.raises(EpisodeError, match="record 1: missing required field"):
        store.record_episodes([{**GOOD, "text": "third"}, {"cid": "acme"}], HashEmbedder())
    rows = store.episodes_for_days("2026-03-02", "2026-03-02", columns=["text", "source"]).to_pylist()
    assert sorted(r["text"] for r in rows) == sorted([GOOD["text"], "another"])
    assert {r["source"] for r in rows} == {"api"}
