"""RECENT_RELEVANT_EPISODES on the prompt path: each agent's recent window in the real hot cache (Redis and SQLite).

The window and the similarity floor decide what a prompt shows; the `episodes` asset and agent-side
`record_episodes` keep the window fresh (backfills and reruns neither double nor drop entries); another
collective's episodes never appear; a dead or slow store gives the task alone within the timeout.
"""

from __future__ import annotations

import json
import shutil
import socket
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import dagster as dg
import pytest

from assets.reflection import episodes as episodes_asset
from pipelines.definitions import defs
from reverie.config import Settings
from reverie.embedding.model import HashEmbedder
from reverie.episodes import episode_from_dict
from reverie.reflection.prompt import (
    EPISODES_HEADER,
    MEMORY_NOTES_HEADER,
    build_user_message,
)
from reverie.stores.hotcache import RedisHotCache, SQLiteHotCache, publish_memory_notes
from reverie.stores.lance import LanceStore, sql_str
from reverie.stores.recent import (
    forget_recent_episodes,
    recent_relevant_episodes,
    window_backend,
)

NOW = datetime.now(UTC).replace(microsecond=0)
TASK = "Ingest the big quarterly PDF report: the PDF parser ran out of memory"


def ago(days: float) -> str:
    return (NOW - timedelta(days=days)).isoformat()


def on_day(days_ago: int, minute: int = 0) -> str:
    """A time at noon (plus `minute`) of the UTC day `days_ago` days before today: never near midnight."""
    noon = datetime.combine(NOW.date() - timedelta(days=days_ago), datetime.min.time(), UTC)
    return (noon + timedelta(hours=12, minutes=minute)).isoformat()


def episode(
    text: str,
    days_ago: float,
    *,
    cid: str = "acme",
    agent: str = "ingester-1",
    role: str = "ingester",
    outcome: str = "Done",
) -> dict:
    return {
        "cid": cid,
        "agent_id": agent,
        "role_label": role,
        "ts": ago(days_ago),
        "title": text,
        "text": text,
        "outcome": outcome,
    }


@pytest.fixture(params=["sqlite", pytest.param("redis", marks=pytest.mark.integration)])
def cache(request, reverie_env, monkeypatch):
    """The hot cache the prompt path and the writers use: a real SQLite file or a real Redis."""
    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        monkeypatch.setenv("REDIS_URL", url)
        return RedisHotCache(url)
    return SQLiteHotCache(Settings().hot_cache_sqlite_path)


def prompt(cache, task: str = TASK, **who) -> str:
    who = {"cid": "acme", "role": "ingester", "agent_id": "ingester-1", **who}
    return build_user_message(task, **who, embedder=HashEmbedder(), cache=cache)


def shown(message: str) -> list[str]:
    """The episode lines of a message (empty when the block is left out)."""
    if EPISODES_HEADER not in message:
        return []
    return [line for line in message.split(EPISODES_HEADER)[1].split("\n\n")[0].splitlines() if line.startswith("- ")]


def window_ids(cache, cid="acme", role="ingester", agent="ingester-1") -> list[str]:
    hits = recent_relevant_episodes(
        window_backend(cache),
        HashEmbedder().embed([TASK])[0],
        cid=cid,
        role=role,
        agent_id=agent,
        model_id="hash-384",
        days=Settings().recent_episodes_days,
        min_similarity=-2.0,
        k=1000,
    )
    return sorted(h["id"] for h in hits)


def test_the_window_and_the_floor_decide_which_episodes_a_prompt_shows(cache, monkeypatch):
    near = "Ingest the annual PDF report: the PDF parser ran out of memory, split it into pages"
    old = "Ingest the big quarterly PDF report again: the PDF parser ran out of memory on scans"
    unrelated = "Rotate the billing database credentials before Friday"
    monkeypatch.setenv("REVERIE_RECENT_EPISODES_DAYS", "60")
    store = LanceStore(Settings().lancedb_path)
    assert (
        store.record_episodes(
            [
                episode(near, 2),
                episode(old, 40),
                episode(unrelated, 1),
                episode("out of every window: PDF parser memory", 90),
            ],
            HashEmbedder(),
        )
        == 4
    )
    shutil.rmtree(Settings().lancedb_path)  # the prompt path never opens LanceDB: the window is in the hot cache

    lines = shown(prompt(cache))
    assert len(lines) == 2 and near[:60] in lines[0] + lines[1] and old[:60] in lines[0] + lines[1]
    assert all(line.startswith(("- [" + ago(2)[:10], "- [" + ago(40)[:10])) for line in lines)  # with their day

    monkeypatch.setenv("REVERIE_RECENT_EPISODES_DAYS", "30")  # the 40-day-old episode is no longer recent
    assert [near[:60] in line for line in shown(prompt(cache))] == [True]

    monkeypatch.setenv("REVERIE_RECENT_EPISODES_MIN_SIMILARITY", "-1")  # no floor: the unrelated one too
    assert any(unrelated in line for line in shown(prompt(cache)))

    monkeypatch.setenv("REVERIE_RECENT_EPISODES_MIN_SIMILARITY", "0.99")  # nothing close enough: no block at all
    message = prompt(cache)
    assert EPISODES_HEADER not in message and message == TASK


@pytest.mark.integration
@pytest.mark.slow  # three reflection runs
def test_a_backfill_of_an_old_day_and_a_rerun_leave_the_same_recent_set(cache, monkeypatch):
    settings = Settings()
    inbox = settings.episode_inbox
    inbox.mkdir(parents=True)
    days_ago = {1: 4, 2: 3, 120: 5}  # days ago -> episodes that day
    records = [
        {**episode(f"Ingest file {d}-{i}.pdf: the PDF parser ran out of memory", 0), "ts": on_day(d, i)}
        for d, n in days_ago.items()
        for i in range(n)
    ]
    records.append(
        {**episode("Ingest file foreign.pdf: the PDF parser ran out of memory", 0, cid="globex"), "ts": on_day(1)}
    )
    (inbox / "batch.jsonl").write_text("\n".join(json.dumps(r) for r in records) + "\n")
    recent_days = [on_day(1)[:10], on_day(2)[:10]]

    def run(day: str) -> dict:
        result = dg.materialize([episodes_asset], partition_key=day, resources=defs.resources)
        assert result.success
        mat = result.asset_materializations_for_node("episodes")[-1]
        return {k: v.value for k, v in mat.metadata.items()}

    for day in recent_days:
        assert run(day)["recent_window_error"] == ""
    recent = window_ids(cache)
    assert len(recent) == 7
    assert sorted(shown(prompt(cache, k_episodes=20))) and len(shown(prompt(cache, k_episodes=20))) == 7

    old = run(on_day(120)[:10])  # a backfill of a day older than the window
    assert old["new_episodes"] == 5 and old["recent_window_entries"] == 0
    assert window_ids(cache) == recent
    again = run(recent_days[0])  # a rerun
    assert again["new_episodes"] == 0 and again["recent_window_entries"] == 5  # 4 of acme, 1 of globex
    assert window_ids(cache) == recent

    # An agent records one more at once: the next prompt sees it; a rerun of its day keeps it exactly once.
    store = LanceStore(settings.lancedb_path)
    extra = {**episode("Ingest file late.pdf: the PDF parser ran out of memory", 0), "ts": on_day(1, 30)}
    store.record_episodes([extra], HashEmbedder())
    with_extra = window_ids(cache)
    assert len(with_extra) == 8 and episode_from_dict(extra).id in with_extra
    run(recent_days[0])
    assert window_ids(cache) == with_extra

    # A row deleted from LanceDB (the agent's, not in the inbox) leaves the window when its day is rewritten.
    gone = episode_from_dict(extra).id
    store.episodes_table().delete(f"id = {sql_str(gone)}")
    run(recent_days[0])
    assert window_ids(cache) == sorted(set(with_extra) - {gone})


def test_another_collectives_episodes_never_appear_and_forgetting_is_per_collective(cache):
    store = LanceStore(Settings().lancedb_path)
    text = "Ingest the big quarterly PDF report: the PDF parser ran out of memory"
    mine = [episode(text, 1, outcome="acme kept the pages"), episode(text + " twice", 2, outcome="acme again")]
    theirs = [episode(text, 1, cid="globex", outcome="globex secret outcome")]
    store.record_episodes(mine + theirs, HashEmbedder())

    lines = shown(prompt(cache))
    assert len(lines) == 2 and all("acme" in line and "globex" not in line for line in lines)
    assert [("globex secret outcome" in line) for line in shown(prompt(cache, cid="globex"))] == [True]
    assert shown(prompt(cache, cid="initech")) == []

    backend = window_backend(cache)
    their_id = episode_from_dict(theirs[0]).id
    # Forgetting in one collective touches nothing of another, even for the same agent and role names.
    assert forget_recent_episodes(backend, "acme", episode_ids=[their_id]) == 0
    assert len(shown(prompt(cache, cid="globex"))) == 1
    assert forget_recent_episodes(backend, "acme", episode_ids=[episode_from_dict(mine[0]).id]) == 1
    assert [("acme again" in line) for line in shown(prompt(cache))] == [True]
    assert forget_recent_episodes(cache, "globex", agent_id="ingester-1") == 1  # the hot cache itself will do
    assert shown(prompt(cache, cid="globex")) == [] and len(shown(prompt(cache))) == 1
    with pytest.raises(ValueError, match="needs episode_ids or an agent_id"):
        forget_recent_episodes(backend, "acme")


class SilentServer:
    """A TCP port that accepts connections and never answers: a hung store. Counts connections."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


@pytest.fixture
def silent_server():
    server = SilentServer()
    yield server
    server.close()


def test_a_dead_or_slow_store_gives_the_task_alone_within_the_timeout(reverie_env, monkeypatch, silent_server):
    monkeypatch.setenv("REVERIE_PROMPT_MEMORY_TIMEOUT_S", "0.3")
    for label, cache in [
        ("dead redis", RedisHotCache("redis://127.0.0.1:1/0")),
        ("hung redis", RedisHotCache(f"redis://127.0.0.1:{silent_server.port}/0", timeout_s=30)),
        ("unopenable sqlite", SQLiteHotCache(Path(reverie_env) / "not-a-dir" / "hot.db")),
    ]:
        if label == "unopenable sqlite":
            (Path(reverie_env) / "not-a-dir").write_text("a file where the cache's folder should be")
        started = time.monotonic()
        assert prompt(cache) == TASK, label
        assert time.monotonic() - started < 3, label  # bounded by the 0.3 s timeout, not the 30 s socket one


def test_what_was_read_before_the_timeout_is_kept(reverie_env, monkeypatch):
    """Notes read in time are kept when the episodes read is what hangs."""
    from reverie.stores import recent

    cache = SQLiteHotCache(Settings().hot_cache_sqlite_path)
    publish_memory_notes(cache, "acme", "ingester", [{"summary": "Split big PDFs into pages first"}], ago(0)[:10], 3600)
    monkeypatch.setenv("REVERIE_PROMPT_MEMORY_TIMEOUT_S", "0.3")
    release = threading.Event()
    monkeypatch.setattr(recent.SQLiteWindow, "read_days", lambda *a, **k: release.wait(10) and [])
    try:
        message = prompt(cache)
    finally:
        release.set()
    assert message.startswith(MEMORY_NOTES_HEADER) and EPISODES_HEADER not in message and message.endswith(TASK)


def test_a_role_with_memory_retrieval_off_still_reads_nothing(reverie_env, silent_server):
    roles = Settings().roles_dir / "ingester"
    roles.mkdir(parents=True)
    (roles / "role.yaml").write_text("memory_reflection: true\nmemory_retrieval: false\n")
    cache = RedisHotCache(f"redis://127.0.0.1:{silent_server.port}/0", timeout_s=5)
    assert prompt(cache) == TASK
    time.sleep(0.2)  # a connection attempt would have been accepted by now
    assert silent_server.accepted == []
