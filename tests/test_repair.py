"""Derived stores repair themselves; primary data and full or read-only storage fail with one clear line.

Through the real CLI (`reverie search`, `reverie repair`, `reverie files record`) on real LanceDB tables, SQLite
catalogs and files. Disk full and read-only storage use a real small tmpfs (root only: skipped otherwise, failed
under CI=true when mounting should work). After each failure a rerun on repaired storage leaves what an
undisturbed run leaves.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from pipelines.cli import main
from reverie.config import Settings
from reverie.decisions.memory import DecisionMemory
from reverie.embedding.model import HashEmbedder
from tests.conftest import IN_CI

NOTES = {
    f"memory/2026-11-2{i % 3}/note-{i}.md": f"# Note {i}\nThe backup job number {i} runs nightly at the depot.\n"
    for i in range(12)
}


def write_notes(root: Path, notes: dict[str, str] = NOTES) -> None:
    for rel, text in notes.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def search_json(capsys, *extra: str) -> tuple[int, list[tuple[str, str]], str]:
    """`reverie search ... --json` as a fresh process runs it (no index or connection kept from a call before)."""
    from reverie.search import index as search_index

    search_index._LOADED.clear()
    search_index._CONNECTIONS.clear()
    rc = main(["search", "backup depot", "--collective", "acme", "--json", "--limit", "20", *extra])
    captured = capsys.readouterr()
    out = captured.out
    hits = json.loads(out[out.index("{") :])["results"] if rc == 0 else []
    return rc, sorted((h["path"], h["text"]) for h in hits), captured.out + captured.err


def data_files(table_dir: Path) -> list[Path]:
    return sorted((table_dir / "data").glob("*.lance"), key=lambda p: p.stat().st_mtime_ns)


@pytest.fixture
def acme(reverie_env: Path) -> Path:
    write_notes(Settings().workspace_dir / "acme")
    return Path(Settings().lancedb_path)


def test_a_deleted_data_file_of_the_search_table_is_repaired_once_on_the_next_search(
    acme: Path, capsys, caplog
) -> None:
    rc, undisturbed, _ = search_json(capsys)
    assert rc == 0 and len(undisturbed) == len(NOTES)
    data_files(acme / "search__acme.lance")[0].unlink()
    with caplog.at_level("WARNING"):
        rc, hits, out = search_json(capsys)
    assert rc == 0 and hits == undisturbed
    lines = [r.getMessage() for r in caplog.records if r.getMessage().startswith("repaired:")]
    lines += [ln for ln in out.splitlines() if ln.startswith("repaired:")]
    assert len(lines) == 1 and "search__acme" in lines[0] and "rebuilt from 12 workspace files" in lines[0], lines
    assert "Traceback" not in out and "RuntimeError" not in out
    caplog.clear()
    rc, again, out = search_json(capsys)  # repaired for good: no second report
    assert again == undisturbed and "repaired" not in out and not caplog.records


def test_a_damaged_search_table_is_repaired_by_a_refresh_and_by_reverie_repair(acme: Path, capsys) -> None:
    _, undisturbed, _ = search_json(capsys)
    # damage found by the refresh: a changed note makes it write to the broken table
    for f in data_files(acme / "search__acme.lance"):
        f.unlink()
    (Settings().workspace_dir / "acme" / "memory/2026-11-20/note-0.md").write_text(
        NOTES["memory/2026-11-20/note-0.md"] + "\nAlso on Sundays.\n"
    )
    rc, hits, out = search_json(capsys)
    assert rc == 0 and out.count("repaired:") == 1 and {p for p, _ in hits} == set(NOTES)
    assert ("memory/2026-11-20/note-0.md", "Also on Sundays.") in hits  # the rebuilt index has the change
    # on demand
    for f in data_files(acme / "search__acme.lance"):
        f.unlink()
    (acme / "search_files__acme.arrow").write_bytes(b"torn")
    assert main(["repair", "--collective", "acme"]) == 0
    out = capsys.readouterr().out
    assert out.count("repaired:") == 1 and "search__acme" in out
    assert main(["repair"]) == 0
    out = capsys.readouterr().out
    assert "repaired" not in out and "ok: search index of collective acme (13 chunks" in out
    rc, hits, _ = search_json(capsys, "--no-refresh")
    assert [h for h in hits if h[1] != "Also on Sundays."] == undisturbed


def test_a_damaged_embedding_cache_is_dropped_and_refilled(reverie_env: Path, capsys, caplog) -> None:
    from reverie.embedding.cache import CachedEmbedder, EmbeddingCache

    uri = Settings().lancedb_path
    texts = [f"the depot backup {i}" for i in range(5)]
    embedder = CachedEmbedder(HashEmbedder(), EmbeddingCache(uri))
    undisturbed = embedder.embed(texts)
    data_files(Path(uri) / "embedding_cache.lance")[0].unlink()
    with caplog.at_level("WARNING"):  # found by the next lookup: dropped, the texts embedded again
        again = CachedEmbedder(HashEmbedder(), EmbeddingCache(uri)).embed(texts)
    assert (again == undisturbed).all()
    assert [r.getMessage() for r in caplog.records if r.getMessage().startswith("repaired:")] != []
    assert EmbeddingCache(uri).count() == len(texts)  # refilled
    data_files(Path(uri) / "embedding_cache.lance")[0].unlink()
    assert main(["repair"]) == 0  # on demand
    out = capsys.readouterr().out
    assert out.count("repaired:") == 1 and "embedding_cache" in out and "Traceback" not in out
    assert main(["repair"]) == 0 and "repaired" not in capsys.readouterr().out


def test_a_damaged_primary_table_names_its_last_good_version_and_the_restore_command(reverie_env: Path, capsys) -> None:
    uri = Path(Settings().lancedb_path)
    memory = DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False)
    for i in range(3):
        memory.store_decision(f"ingester crash {i}", "split_input", "ingest", 0.5, {"memory": 0.1}, f"reason {i}")
    good = memory.table("decisions").version - 1
    kept = sorted(r["reasoning"] for r in memory.table("decisions").to_arrow().to_pylist())[:2]
    data_files(uri / "decisions.lance")[-1].unlink()  # the newest append's file
    assert main(["repair"]) == 1
    out = " ".join(capsys.readouterr().out.split())
    restore = f"reverie repair --restore decisions --version {good}"
    assert "damaged: table decisions" in out and restore in out and "Traceback" not in out
    assert main(["decisions", "show"]) == 2  # the normal command says the same in one line
    shown = " ".join(capsys.readouterr().out.split())
    assert "damaged: table decisions" in shown and restore in shown
    assert main(restore.split()[1:]) == 0
    assert "restored: table decisions" in capsys.readouterr().out
    assert main(["repair"]) == 0
    again = DecisionMemory(uri, embedder=HashEmbedder(), hydrate=False)
    assert sorted(r["reasoning"] for r in again.table("decisions").to_arrow().to_pylist()) == kept
    assert main(["repair", "--restore", "decisions", "--version", "999"]) == 2
    assert "refused: table decisions" in capsys.readouterr().out


# --- disk full and read-only storage on a real tmpfs ----------------------------------------------------------


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)], capture_output=True)
    if done.returncode != 0:
        reason = f"cannot mount a tmpfs here ({done.stderr.decode().strip()[:120]})"
        if IN_CI and os.geteuid() == 0:
            pytest.fail(reason + " (CI=true, running as root: it should work)")
        pytest.skip(reason)
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path) -> Path:
    filler = disk / "filler"
    try:
        with open(filler, "wb", buffering=0) as out:
            while True:
                out.write(b"\0" * 4096)
    except OSError:  # full (the close may say so too)
        pass
    return filler


TURNS = (
    "\n".join(
        json.dumps(t)
        for t in [
            {
                "id": "m1",
                "role": "user",
                "content": "I prefer CSV exports with semicolons for Globex.",
                "created_at": "2026-11-20T10:00:00Z",
            },
            {
                "id": "m2",
                "role": "assistant",
                "content": "Noted, semicolons it is.",
                "created_at": "2026-11-20T10:01:00Z",
            },
        ]
    )
    + "\n"
)


def tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and "mem_metadata" not in p.parts
    }


def record(tmp_path: Path, capsys) -> tuple[int, str]:
    turns = tmp_path / "turns.jsonl"
    turns.write_text(TURNS, encoding="utf-8")
    rc = main(["files", "record", "s1", str(turns), "--collective", "acme"])
    return rc, " ".join(capsys.readouterr().out.split())


@pytest.mark.integration  # mounts a tmpfs (root only)
def test_disk_full_and_read_only_workspace_are_refused_in_one_line(
    reverie_env: Path, small_disk: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    # the undisturbed run, elsewhere
    rc, out = record(reverie_env, capsys)
    assert rc == 0
    reference = tree(Settings().workspace_dir / "acme")
    shutil.rmtree(Settings().workspace_dir)
    monkeypatch.setenv("REVERIE_WORKSPACE", str(small_disk))
    (small_disk / "acme" / "memory").mkdir(parents=True)
    filler = fill(small_disk)
    rc, out = record(reverie_env, capsys)
    assert rc == 2 and out.startswith("refused: disk full") and str(small_disk / "acme") in out, out
    assert "Traceback" not in out
    filler.unlink()
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    rc, out = record(reverie_env, capsys)
    assert rc == 2 and out.startswith("refused: read-only storage") and str(small_disk / "acme") in out, out
    subprocess.run(["mount", "-o", "remount,rw", str(small_disk)], check=True)
    rc, out = record(reverie_env, capsys)  # on repaired storage: what the undisturbed run left
    assert rc == 0 and "2 turns appended" in out
    assert tree(small_disk / "acme") == reference


@pytest.mark.integration  # mounts a tmpfs (root only)
def test_disk_full_and_read_only_lancedb_are_refused_in_one_line(
    acme: Path, small_disk: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    _, undisturbed, _ = search_json(capsys)
    shutil.rmtree(acme)
    monkeypatch.setenv("REVERIE_LANCEDB_URI", str(small_disk / "lancedb"))
    filler = fill(small_disk)
    rc, _, out = search_json(capsys)
    assert rc == 2 and out.startswith("refused: disk full") and str(small_disk) in out and "Traceback" not in out
    filler.unlink()
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    rc, _, out = search_json(capsys)
    assert rc == 2 and out.startswith("refused: read-only storage") and str(small_disk) in out
    subprocess.run(["mount", "-o", "remount,rw", str(small_disk)], check=True)
    rc, hits, out = search_json(capsys)
    assert rc == 0 and hits == undisturbed, out
