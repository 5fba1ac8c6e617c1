"""The whole hostile corpus through every input surface at once, under an address-space limit.

Good records are stored, every bad one is reported with its place, nothing
is read from or written outside the workspace, no host path reaches what
agents read, and memory and time stay bounded (issue 11).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.files import read_dialog
from reverie.ids import InvalidIdError, safe_id
from reverie.stores.catalog import open_catalog
from reverie.stores.lance import LanceStore
from reverie.workspace import collective_workspace
from tests.hostile_corpus import write_corpus

DAY = "2026-03-02"
REPO = Path(__file__).resolve().parents[1]
MAX_AS = 4 << 30  # the child may map 4 GiB at most: an unbounded alias expansion would die, not the machine
TIMEOUT_S = 600


def _tree(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in root.rglob("*")}


def run_bounded(tmp: Path, day: str) -> dict:
    out = tmp / "result.json"
    env = {**os.environ, "PYTHONPATH": str(REPO), "HF_HUB_OFFLINE": "1"}
    subprocess.run(
        [sys.executable, "-m", "tests.hostile_run", str(out), day, str(MAX_AS)],
        cwd=REPO,
        env=env,
        timeout=TIMEOUT_S,
        check=True,
    )
    return json.loads(out.read_text())


@pytest.mark.parametrize("value", ["trail\n", "CON", "nul.txt", "com1", "LPT9", "x..y", "dot.", "a" * 200, "-x"])
def test_safe_id_matches_the_whole_string_and_refuses_windows_names(value):
    with pytest.raises(InvalidIdError) as err:
        safe_id(value, "session id")
    assert len(str(err.value)) < 300  # a hostile value is quoted by a short prefix only


@pytest.mark.integration
@pytest.mark.slow  # a whole hostile corpus through every pipeline, in a memory-bounded process
def test_the_hostile_corpus_through_every_input_surface(reverie_env: Path):
    settings = Settings()
    ws = collective_workspace(settings.workspace_dir, "default")
    outside = reverie_env / "outside"
    corpus = write_corpus(episode_inbox=settings.inbox_dir / "episodes", workspace=ws.root, outside=outside, day=DAY)
    outside_before = _tree(outside)

    result = run_bounded(reverie_env, DAY)
    if os.environ.get("HOSTILE_DEBUG"):
        import shutil

        shutil.copy(reverie_env / "result.json", os.environ["HOSTILE_DEBUG"])

    # the run finished, in bounded memory and time, and no step failed on input
    assert result["success"], result["failures"]
    assert result["max_rss_bytes"] < MAX_AS and result["seconds"] < TIMEOUT_S
    logs = "\n".join(result["logs"])
    assert max(len(line) for line in result["logs"]) < 2000  # hostile values are quoted by a short prefix only

    # every good record is stored
    store = LanceStore(settings.lancedb_path)
    texts = set(store.episodes_for_days(DAY, DAY, columns=["text"]).column("text").to_pylist())
    assert set(corpus.good_episodes) <= texts, set(corpus.good_episodes) - texts
    for sid, contents in corpus.good_turns.items():
        stored = "\n".join(t.content for t in read_dialog(ws, sid)[0])
        assert all(c in stored for c in contents), (sid, [c for c in contents if c not in stored])
    with open_catalog(ws.metadata_dir) as cat:
        resources = cat.resources()
    noted = {rel for rel, rec in resources.items() if rec.status == "noted"}
    assert set(corpus.good_resources) <= noted, set(corpus.good_resources) - noted

    # every bad one is reported with its place, in the logs (and recorded as an error for resources)
    for place in corpus.bad_episodes + corpus.bad_turns:
        assert f"{place}:" in logs, place
    for place in corpus.bad_resources:
        assert f"{place}:" in logs, place
        rec = resources.get(place)
        if rec is not None and rec.status != "error":  # read as far as it goes, problem named
            assert rec.status == "noted" and rec.reason, place

    # every record is accounted for, per input file
    for row in result["metadata"]["episodes"]["lines_accounting"]:
        assert row["lines"] == row["stored"] + row["duplicated"] + row["rejected"] + row["other_days"], row
    assert result["metadata"]["episodes"]["new_episodes"] == len(set(corpus.good_episodes))
    assert not result["checks"]["inbox_lines_valid"] and not result["checks"]["resources_readable"]

    # nothing outside the workspace was read into memory or written to; no host path where agents read
    assert _tree(outside) == outside_before
    assert not Path("/tmp/reverie-pwned").exists()
    assert not (texts & set(corpus.secrets))
    host = str(reverie_env)
    checked = 0
    for folder, _, names in os.walk(ws.root):  # links are not followed: what Reverie itself wrote
        for name in names:
            path = Path(folder) / name
            if (
                path.is_symlink()
                or not path.is_file()
                or path.suffix not in (".md", ".jsonl", ".txt", ".yaml")
                or path.relative_to(ws.root).parts[0] == "resource"
            ):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            assert host not in text, path
            assert not any(s in text for s in corpus.secrets), path
            checked += 1
    assert checked > 10 and (ws.memory_dir / f"{DAY}.md").exists()  # the day index was written and checked


def test_a_poison_resource_is_reported_once_and_retried_only_after_it_changes(reverie_env: Path):
    from reverie.files import OfflineDistiller, distil_resources
    from tests.hostile_corpus import BILLION_LAUGHS

    ws = collective_workspace(Settings().workspace_dir, "default").ensure()
    (ws.resource_dir / DAY).mkdir(parents=True)
    (ws.resource_dir / DAY / "laughs.yaml").write_text(BILLION_LAUGHS)
    (ws.resource_dir / DAY / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (ws.resource_dir / DAY / "fine.md").write_text("# Fine\n\nThe exporter runs nightly at three in the morning.\n")

    def run():
        return distil_resources(ws, [DAY], OfflineDistiller(), tz="UTC", max_bytes=1 << 20)[1]

    first = run()
    assert [n.path for n in first.notes] == [f"memory/{DAY}/fine.md"]
    assert any("laughs.yaml: more than 1000000 values" in e and "REVERIE_MAX_INPUT_NODES" in e for e in first.errors)
    assert any("deep.json: nested more than 64 levels" in e and "REVERIE_MAX_NESTING_DEPTH" in e for e in first.errors)
    assert run().errors == []  # not read again while unchanged
    (ws.resource_dir / DAY / "laughs.yaml").write_text("service: exporter\nnotes: The exporter runs after backup.\n")
    third = run()
    assert [n.path for n in third.notes] == [f"memory/{DAY}/laughs.md"] and third.errors == []


@pytest.mark.integration
@pytest.mark.slow  # a files run on a Dagster instance
def test_a_step_failure_prints_its_root_cause(reverie_env: Path, monkeypatch, capsys):
    import reverie.files.runs  # where resource_notes calls distil_resources
    from pipelines import cli

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setenv("DAGSTER_HOME", str(reverie_env / "dagster_home"))
    collective_workspace(Settings().workspace_dir, "default").ensure()
    monkeypatch.setattr(reverie.files.runs, "distil_resources", broken)
    assert not cli.run_job("files_job", DAY, DAY)
    out = capsys.readouterr().out
    assert "resource_notes" in out and "OSError" in out and "No space left on device" in out


def test_notes_and_digest_nodes_linked_from_outside_are_never_indexed(reverie_env: Path, caplog):
    from reverie.files import refresh_day_index
    from reverie.search.index import workspace_files

    ws = collective_workspace(Settings().workspace_dir, "default").ensure()
    outside = reverie_env / "outside"
    outside.mkdir()
    (outside / "note.md").write_text("---\ndescription: SECRET host file\n---\nSECRET host file.\n")
    (ws.memory_dir / DAY).mkdir(parents=True)
    (ws.memory_dir / DAY / "real.md").write_text("---\ndescription: a real note\n---\nThe export runs nightly.\n")
    os.symlink(outside / "note.md", ws.memory_dir / DAY / "leak.md")
    (ws.digest_dir / "wiki").mkdir(parents=True)
    os.symlink(outside, ws.digest_dir / "wiki" / "linked")
    refresh_day_index(ws, DAY)
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert "real.md" in index and "leak.md" not in index and "SECRET" not in index
    assert sorted(workspace_files(ws)) == [f"memory/{DAY}/real.md"]
    assert "outside the workspace" in caplog.text  # refused, and said so in the operator's log


def test_choosing_partitions_never_blocks_on_a_pipe_or_follows_a_link(reverie_env: Path):
    import threading

    from reverie.files import inbox_days

    ws = collective_workspace(Settings().workspace_dir, "default").ensure()
    os.mkfifo(ws.session_inbox / "pipe.jsonl")
    (reverie_env / "outside.jsonl").write_text(json.dumps({"role": "user", "content": "x", "date": "2020-01-01"}))
    os.symlink(reverie_env / "outside.jsonl", ws.session_inbox / "link.jsonl")
    (ws.session_inbox / "deep.jsonl").write_text(
        "[" * 100_000 + "]" * 100_000 + "\n" + json.dumps({"role": "user", "content": "hi", "date": DAY}) + "\n"
    )
    found: list[set[str]] = []
    worker = threading.Thread(target=lambda: found.append(inbox_days(ws)), daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive() and found == [{DAY}]


def test_reverie_files_record_reads_a_hostile_file_like_the_inbox(reverie_env: Path, capsys, monkeypatch):
    from pipelines import cli
    from pipelines.cli import main

    monkeypatch.setattr(cli.console, "width", 400)  # one message a line, as a wide terminal shows it

    turns = reverie_env / "turns.jsonl"
    turns.write_bytes(
        b"\xef\xbb\xbf"
        + json.dumps({"role": "user", "content": "Invoices go out as PDF."}).encode()
        + b"\r\n"
        + b'{"role": "user", "content": "x", "n": NaN}\r\n'
        + b"\xff\xfe\r\n"
        + b"[" * 100_000
        + b"]" * 100_000
        + b"\r\n"
    )
    assert main(["files", "record", "s1", str(turns)]) == 0
    out = capsys.readouterr().out
    assert "1 turns appended" in out
    assert f"{turns}:2: NaN is not a JSON number" in out and f"{turns}:3: invalid UTF-8" in out
    assert f"{turns}:4: nested more than 64 levels deep" in out and "REVERIE_MAX_NESTING_DEPTH" in out
