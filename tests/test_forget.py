"""Forget on request: every kind of input, against real LanceDB, SQLite, files and a Dagster instance.

Each test feeds a workspace through every layer (tests/forget_workspace.py), where what the forgotten input fed
also has other sources, forgets it, then reads every byte under the data and workspace folders for the marker
string planted in the input, and checks that what had other sources is still there and still right.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.dream import parse_node
from reverie.forget import ForgetError, ForgetRequest, forget, forget_records
from reverie.hashing import content_hash
from reverie.search.index import load_index
from reverie.search.query import search_index
from reverie.stores.hotcache import SQLiteHotCache, memory_notes_key
from reverie.stores.lance import LanceStore
from tests import forget_workspace as fw

ROOT = Path(__file__).resolve().parents[1]
DEPLOY_NODE = "digest/wiki/decided-deploys-production-happen-tuesdays-change.md"
KEEP_NOTE = "memory/2026-03-10/staging-deploys-production.md"
RUNBOOK_NOTE = "memory/2026-03-10/runbook-secret.md"  # states the deploy rule too


@pytest.fixture
def env(reverie_env: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("REVERIE_DECISIONS_SEED_DIR", "off")
    return reverie_env


def files_holding(root: Path, marker: str, skip: str | None = None) -> list[str]:
    """Every file under `root` (LanceDB data, deletion files, indexes, SQLite, WAL, Markdown) holding `marker`
    in its bytes or its name."""
    needle = marker.encode()
    out = []
    for path in root.rglob("*"):
        rel = str(path.relative_to(root))
        if skip and skip in path.parts:
            continue
        if marker in rel or (path.is_file() and needle in path.read_bytes()):
            out.append(rel)
    return sorted(out)


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def run_forget(**what) -> object:
    return forget(Settings(), ForgetRequest("acme", **what), embedder=fw.embedder())


def node(ws, rel: str):
    return parse_node(rel, (ws.root / rel).read_text(encoding="utf-8"))


def dream_vector_hashes(ws) -> set[str]:
    import sqlite3

    db = sqlite3.connect(ws.metadata_dir / "files.sqlite")
    try:
        return {r[0] for r in db.execute("SELECT text_hash FROM dream_vectors")}
    finally:
        db.close()


def search_paths(cid: str, query: str) -> set[str]:
    index = load_index(Settings().lancedb_path, cid, fw.embedder().dim)
    return {hit.path for hit in search_index(index, query, None, limit=20)} if index else set()


def hot_entries(cid: str = "acme") -> list[dict]:
    s = Settings()
    raw = SQLiteHotCache(s.hot_cache_sqlite_path).get(memory_notes_key(cid, "ingester", s.hot_cache_key_template))
    return json.loads(raw)["notes"] if raw else []


def test_forget_a_session_removes_it_everywhere_and_keeps_what_other_sessions_said(env: Path) -> None:
    ws = fw.build("acme")
    forgotten_note = next(p for p in (ws.root / "memory" / fw.DAY2).glob("*.md"))
    rel = str(forgotten_note.relative_to(ws.root))
    assert files_holding(env, fw.SESSION_MARK), "the marker is planted in every layer before the forget"
    vault = content_hash(f"The vault unlock phrase is {fw.SESSION_MARK} and only Dana may use it.", length=24)
    assert vault in dream_vector_hashes(ws), "the dream embedded the forgotten statement"
    report = run_forget(session="s-forget")
    assert vault not in dream_vector_hashes(ws), "its vector is gone with it"
    assert files_holding(env, fw.SESSION_MARK) == []
    assert files_holding(env, "s-forget") == [], "the session id is gone too, not only its text"
    assert not ws.dialog_path("s-forget").exists() and not forgotten_note.exists()
    # the rule both sessions stated keeps its node, now with the other session's note as its only source
    deploy = node(ws, DEPLOY_NODE)
    assert sorted(deploy.source_paths) == [RUNBOOK_NOTE, KEEP_NOTE] and deploy.support == 2
    assert "Tuesdays after the change review" in deploy.statement
    # facts only the forgotten session stated are gone; the other session's note, node and search hits stay
    assert not any("vault" in p.name for p in ws.digest_dir.rglob("*.md"))
    assert (ws.root / KEEP_NOTE).exists() and (
        ws.root / "digest/wiki/staging-database-host-db-staging-three.md"
    ).exists()
    assert KEEP_NOTE in search_paths("acme", "Tuesdays change review")
    assert rel not in search_paths("acme", "vault unlock phrase Dana")
    assert rel not in (ws.memory_dir / f"{fw.DAY2}.md").read_text()
    interests = (ws.memory_dir / fw.DAY2 / "interests.yaml").read_text()
    assert rel not in interests and "Tuesdays" in interests
    # the vault node had only the forgotten session; its staging-host value corrected the other session's node,
    # and that correction is reverted (the dream takes a new value of one subject as a correction)
    digest = report.counts["digest"]
    assert report.counts["files"]["dialogs_removed"] == 1 and digest["nodes_removed"] == 1
    assert digest["statements_reverted"] == 1
    [record] = forget_records(ws)
    assert record["request"]["kind"] == "session" and record["request"]["target"].startswith("hash:")
    assert record["counts"] == report.counts and "s-forget" not in json.dumps(record)


def test_a_correction_from_a_forgotten_session_is_undone(env: Path) -> None:
    ws = fw.build("acme")
    gone = str(next((ws.root / "memory" / fw.DAY2).glob("*.md")).relative_to(ws.root))
    rel = "digest/wiki/staging-database-host-db-staging-three.md"
    n = node(ws, rel)  # as the dream writes a CORRECT: the new statement current, the old one struck through
    n.supersede(f"The staging database host is db-{fw.SESSION_MARK}.internal on port 5432.", fw.DAY2, gone)
    n.add_source(gone)
    from reverie.dream import render_node

    (ws.root / rel).write_text(render_node(n), encoding="utf-8")
    run_forget(session="s-forget")
    after = node(ws, rel)
    assert after.statement == "The staging database host is db-staging-three.internal on port 5432."
    assert after.superseded == [] and after.source_paths == [KEEP_NOTE]
    assert files_holding(env, fw.SESSION_MARK) == []


def test_forget_a_resource_removes_the_file_its_note_and_what_only_it_said(env: Path) -> None:
    ws = fw.build("acme")
    before = node(ws, DEPLOY_NODE).source_paths
    report = run_forget(resource=f"{fw.DAY1}/runbook-secret.md")
    assert files_holding(env, fw.RESOURCE_MARK) == []
    assert files_holding(env, "runbook-secret") == []
    assert not (ws.resource_dir / fw.DAY1 / "runbook-secret.md").exists()
    assert (ws.resource_dir / fw.DAY1 / "price-list.md").exists()
    assert node(ws, DEPLOY_NODE).source_paths == [p for p in before if "runbook" not in p]
    assert "memory/2026-03-10/price-list.md" in search_paths("acme", "Globex plan seat")
    assert report.counts["catalog"]["resources"] == 1


def test_forget_an_episode_recomputes_its_memory_note_from_the_others(env: Path) -> None:
    ws = fw.build("acme")
    episode = fw.episodes("acme")[fw.EPISODE_WITH_MARK]
    store = LanceStore(Settings().lancedb_path)
    [old] = [n for n in store.notes_for_days(fw.DAY1, fw.DAY1, cid="acme").to_pylist() if n["agent_id"] == "ing-1"]
    assert episode.id in old["source_ids"] and len(old["source_ids"]) == 4
    report = run_forget(episode=episode.id)
    assert files_holding(env, fw.EPISODE_MARK) == []
    assert files_holding(env, episode.id) == [], "no store keeps the forgotten episode's id"
    [new] = [n for n in store.notes_for_days(fw.DAY1, fw.DAY1, cid="acme").to_pylist() if n["agent_id"] == "ing-1"]
    assert len(new["source_ids"]) == 3 and episode.id not in new["source_ids"]
    entries = hot_entries()
    assert entries and all(episode.id not in json.dumps(e) for e in entries)
    assert any(new["id"] in json.dumps(e) for e in entries), "the hot cache holds the recomputed note"
    assert report.counts["lancedb"]["partitions_recomputed"] == 1
    assert ws.dialog_path("s-forget").exists(), "files are not touched by an episode's forget"


def test_forget_a_decision_episode_deletes_its_decision_row_only(env: Path) -> None:
    fw.build("acme")
    episode = fw.episodes("acme")[fw.DECISION_WITH_MARK]
    memory_uri = Settings().lancedb_path
    import lancedb

    db = lancedb.connect(memory_uri)
    before = {t: db.open_table(t).count_rows() for t in ("decisions", "trajectories", "feedback")}
    report = run_forget(episode=episode.id)
    assert files_holding(env, fw.DECISION_MARK) == []
    after = {t: db.open_table(t).count_rows() for t in ("decisions", "trajectories", "feedback")}
    assert after == {**before, "decisions": before["decisions"] - 1}
    assert report.counts["lancedb"]["decisions"] == 1


def test_forget_an_agent_removes_its_episodes_notes_and_decisions(env: Path) -> None:
    fw.build("acme")
    store = LanceStore(Settings().lancedb_path)
    run_forget(agent="ing-2")
    assert files_holding(env, fw.AGENT_MARK) == []
    agents = set(store.episodes_for_days(fw.DAY1, fw.DAY2, cid="acme").column("agent_id").to_pylist())
    assert agents == {"ing-1"}
    assert {n["agent_id"] for n in store.notes_for_days(fw.DAY1, fw.DAY1, cid="acme").to_pylist()} == {"ing-1"}
    assert hot_entries(), "ing-1's lessons stay published"


def test_forget_before_a_day_keeps_what_is_dated_on_or_after_it(env: Path) -> None:
    ws = fw.build("acme")
    run_forget(before=fw.DAY2)
    for marker in (fw.RESOURCE_MARK, fw.EPISODE_MARK, fw.AGENT_MARK, fw.DECISION_MARK, "s-keep"):
        assert files_holding(env, marker) == [], marker
    assert ws.dialog_path("s-forget").exists() and not ws.dialog_path("s-keep").exists()
    assert list((ws.memory_dir / fw.DAY2).glob("*.md")), "the later day's note stays"
    deploy = node(ws, DEPLOY_NODE)
    assert [p.split("/")[1] for p in deploy.source_paths] == [fw.DAY2]
    assert LanceStore(Settings().lancedb_path).episodes_for_days("2000-01-01", "2100-01-01", cid="acme").num_rows == 0


def test_dry_run_lists_what_would_change_and_changes_nothing(env: Path) -> None:
    fw.build("acme")
    before = snapshot(env)
    report = forget(Settings(), ForgetRequest("acme", session="s-forget"), dry_run=True)
    assert snapshot(env) == before
    assert report.dry_run and "mem_session/dialog/s-forget.jsonl" in report.would_change["files"]
    assert any("removed: no source left" in d for d in report.would_change["digest"])


def test_two_collectives_with_the_same_session_id(env: Path) -> None:
    fw.build("acme")
    other = fw.build("globex")
    globex_files = snapshot(other.root)
    store = LanceStore(Settings().lancedb_path)
    globex_rows = store.episodes_for_days(fw.DAY1, fw.DAY2, cid="globex").sort_by("id").to_pylist()
    globex_notes = store.notes_for_days(fw.DAY1, fw.DAY2, cid="globex").sort_by("id").to_pylist()
    globex_hot = hot_entries("globex")
    run_forget(session="s-forget")
    assert files_holding(env / "workspace" / "acme", fw.SESSION_MARK) == []
    assert snapshot(other.root) == globex_files, "globex's workspace is byte for byte as it was"
    assert store.episodes_for_days(fw.DAY1, fw.DAY2, cid="globex").sort_by("id").to_pylist() == globex_rows
    assert store.notes_for_days(fw.DAY1, fw.DAY2, cid="globex").sort_by("id").to_pylist() == globex_notes
    assert hot_entries("globex") == globex_hot
    assert other.dialog_path("s-forget").exists()
    assert f"memory/{fw.DAY2}" in " ".join(search_paths("globex", "vault unlock phrase Dana"))


@pytest.mark.integration
@pytest.mark.slow  # a forget process is killed, then rerun
def test_a_killed_forget_completes_on_rerun(env: Path) -> None:
    fw.build("acme")
    episode = fw.episodes("acme")[fw.EPISODE_WITH_MARK]
    started = env / "started"
    script = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from reverie.config import Settings\n"
        "from reverie.forget import ForgetRequest, forget\n"
        "from tests.forget_workspace import embedder\n"
        "def progress(msg):\n"
        "    if msg.endswith('memory_notes'):\n"
        "        Path(sys.argv[2]).write_text('x')\n"
        "        time.sleep(120)\n"
        "forget(Settings(), ForgetRequest('acme', session='s-forget'), embedder=embedder(), progress=progress)\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script, "x", str(started)], cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}
    )
    try:
        deadline = time.monotonic() + 120
        while not started.exists():
            assert proc.poll() is None, "the forget process ended before it was killed"
            assert time.monotonic() < deadline, "the forget process never reached its memory-notes step"
            time.sleep(0.1)
        os.kill(proc.pid, signal.SIGKILL)  # files, digest, catalog and episodes are done; the rest is not
    finally:
        proc.wait(timeout=30)
    ws = fw.collective_workspace(Settings().workspace_dir, "acme")
    assert list((ws.metadata_dir / "forgetting").glob(".pending-*.json")), "the journal says a forget is underway"
    assert files_holding(env, fw.SESSION_MARK), "killed before compaction: old versions still hold the text"
    report = run_forget(session="s-forget")
    assert report.resumed
    assert files_holding(env, fw.SESSION_MARK) == [] and files_holding(env, "s-forget") == []
    assert not list((ws.metadata_dir / "forgetting").glob(".pending-*.json"))
    assert sorted(node(ws, DEPLOY_NODE).source_paths) == [RUNBOOK_NOTE, KEEP_NOTE]
    assert episode.id  # the episodes were not part of this request: still stored
    assert LanceStore(Settings().lancedb_path).episodes_for_days(fw.DAY1, fw.DAY1, cid="acme").num_rows == 11
    again = run_forget(session="s-forget")
    assert again.total() <= again.counts.get("lancedb", {}).get("tables_compacted", 0) + 1, "a second run is a no-op"


def test_bad_requests_are_refused_naming_what_is_wrong(env: Path) -> None:
    with pytest.raises(ForgetError, match="exactly one"):
        ForgetRequest("acme", session="a", agent="b")
    with pytest.raises(ValueError, match="--before"):
        ForgetRequest("acme", before="last week")
    with pytest.raises(ValueError, match="session id"):
        ForgetRequest("acme", session="../etc")


@pytest.mark.integration
@pytest.mark.slow  # `reverie forget` in its own process, three times
def test_cli_dry_run_and_forget(env: Path) -> None:
    fw.build("acme")
    cli = [sys.executable, "-m", "pipelines.cli", "forget", "--collective", "acme", "--session", "s-forget"]
    run_env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "200"}
    dry = subprocess.run(
        [*cli, "--dry-run"], check=False, cwd=ROOT, env=run_env, capture_output=True, text=True, timeout=300
    )
    assert dry.returncode == 0, dry.stderr
    assert "mem_session/dialog/s-forget.jsonl" in dry.stdout and "nothing was changed" in dry.stdout
    assert files_holding(env, fw.SESSION_MARK)
    done = subprocess.run(cli, check=False, cwd=ROOT, env=run_env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "dialogs_removed" in done.stdout and files_holding(env, fw.SESSION_MARK) == []
    bad = subprocess.run(
        [*cli[:-2], "--before", "yesterday"],
        check=False,
        cwd=ROOT,
        env=run_env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert bad.returncode == 2 and "forget refused" in bad.stdout


@pytest.mark.integration
def test_forget_job_shows_what_it_removed_per_store(env: Path) -> None:
    import dagster as dg

    from pipelines.definitions import defs

    fw.build("acme")
    job = defs.resolve_job_def("forget_job")
    with dg.DagsterInstance.ephemeral() as instance:
        result = job.execute_in_process(
            instance=instance,
            run_config={"ops": {"forget_input": {"config": {"collective": "acme", "session": "s-forget"}}}},
        )
        assert result.success
        [event] = [e for e in result.all_events if e.event_type_value == "STEP_OUTPUT"]
        meta = event.event_specific_data.metadata
        assert meta["counts"].value["files"]["dialogs_removed"] == 1
        assert "dialogs_removed" in meta["per_store"].value
    assert files_holding(env, fw.SESSION_MARK) == []
    with dg.DagsterInstance.ephemeral() as instance:
        bad = job.execute_in_process(
            instance=instance,
            raise_on_error=False,
            run_config={"ops": {"forget_input": {"config": {"collective": "acme"}}}},
        )
        assert not bad.success


def _redis_value(client, key: bytes) -> bytes:
    """Every byte a key holds: the notes' strings, the recent-episodes windows' hashes, the windows' day sets."""
    kind = client.type(key)
    if kind == b"hash":
        return b"".join(k + v for k, v in client.hgetall(key).items())
    if kind == b"set":
        return b"".join(client.smembers(key))
    if kind == b"zset":
        return b"".join(client.zrange(key, 0, -1))
    return client.get(key) or b""


@pytest.mark.integration  # a real Redis
def test_forget_republishes_the_redis_hot_cache(env: Path, redis_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import redis

    monkeypatch.setenv("REDIS_URL", redis_url)
    fw.build("acme")
    client = redis.Redis.from_url(redis_url)
    key = memory_notes_key("acme", "ingester", Settings().hot_cache_key_template)
    store = LanceStore(Settings().lancedb_path)
    [old] = [n for n in store.notes_for_days(fw.DAY1, fw.DAY1, cid="acme").to_pylist() if n["agent_id"] == "ing-1"]
    assert old["id"] in client.get(key).decode()
    episode = fw.episodes("acme")[fw.EPISODE_WITH_MARK]
    run_forget(episode=episode.id)
    [new] = [n for n in store.notes_for_days(fw.DAY1, fw.DAY1, cid="acme").to_pylist() if n["agent_id"] == "ing-1"]
    values = b"".join(_redis_value(client, k) for k in client.keys("*"))
    assert old["id"].encode() not in values and fw.EPISODE_MARK.encode() not in values
    assert new["id"] in client.get(key).decode()
    assert files_holding(env, fw.EPISODE_MARK) == []
