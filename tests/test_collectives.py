"""Collectives: one workspace per collective under the workspace root, and the legacy layout's migration."""

import logging
import multiprocessing as mp
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.workspace import (DEFAULT_COLLECTIVE, WorkspacePathError, collective_workspace, default_workspace,
                               list_collectives, migrate_legacy_workspace)


def legacy_workspace(root: Path) -> None:
    """A workspace of the old single-collective layout, directly under `root`."""
    (root / "memory" / "2026-03-10").mkdir(parents=True)
    (root / "memory" / "2026-03-10" / "globex.md").write_text("Globex wants CSV with semicolons.\n")
    (root / "memory" / "2026-03-10.md").write_text("# 2026-03-10\n")
    (root / "mem_session" / "dialog").mkdir(parents=True)
    (root / "mem_session" / "dialog" / "s1.jsonl").write_text('{"role": "user"}\n')
    (root / "resource").mkdir()
    (root / "resource" / "runbook.md").write_text("restart the ingester\n")
    (root / "mem_metadata").mkdir()
    (root / "mem_metadata" / "files.sqlite").write_bytes(b"catalog")


def files_under(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_collective_workspace_is_a_folder_per_collective(tmp_path: Path) -> None:
    a = collective_workspace(tmp_path, "acme")
    b = collective_workspace(tmp_path, "globex")
    assert a.root == tmp_path.resolve() / "acme"
    assert b.root == tmp_path.resolve() / "globex"
    assert a.memory_dir == tmp_path.resolve() / "acme" / "memory"
    assert not a.root.exists(), "collective_workspace does not create anything; ensure() does"
    a.ensure()
    assert a.session_inbox.is_dir() and not b.root.exists()


@pytest.mark.parametrize("cid", ["", "..", "../other", "a/b", ".hidden", "a b", "memory", "resource",
                                 "mem_metadata", None, 7, "x" * 129])
def test_unsafe_collective_ids_are_refused(tmp_path: Path, cid: object) -> None:
    with pytest.raises(WorkspacePathError, match="collective id"):
        collective_workspace(tmp_path, cid)  # type: ignore[arg-type]


def test_a_symlinked_collective_folder_is_refused(tmp_path: Path) -> None:
    collective_workspace(tmp_path, "acme").ensure()
    (tmp_path / "mirror").symlink_to(tmp_path / "acme")
    with pytest.raises(WorkspacePathError, match="symlink"):
        collective_workspace(tmp_path, "mirror")
    assert list_collectives(tmp_path) == ["acme"]


def test_list_collectives_lists_workspaces_only(tmp_path: Path) -> None:
    assert list_collectives(tmp_path / "missing") == []
    for cid in ("globex", "acme"):
        collective_workspace(tmp_path, cid).ensure()
    (tmp_path / "notes-by-hand").mkdir()            # a folder that holds no workspace
    (tmp_path / "bad name").mkdir()
    (tmp_path / "bad name" / "memory").mkdir()      # not a valid collective id
    (tmp_path / ".trash" / "memory").mkdir(parents=True)
    (tmp_path / "readme.txt").write_text("x")
    (tmp_path / "initech" / "resource").mkdir(parents=True)  # someone dropped a file into a new collective
    assert list_collectives(tmp_path) == ["acme", "globex", "initech"]


def test_the_default_collective_is_configurable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("REVERIE_DEFAULT_COLLECTIVE", raising=False)
    monkeypatch.setenv("REVERIE_WORKSPACE", str(tmp_path))
    assert DEFAULT_COLLECTIVE == "default" and Settings().default_collective == "default"
    assert default_workspace().root == tmp_path.resolve() / "default"
    monkeypatch.setenv("REVERIE_DEFAULT_COLLECTIVE", "acme")
    assert default_workspace().root == tmp_path.resolve() / "acme"
    monkeypatch.setenv("REVERIE_DEFAULT_COLLECTIVE", "../etc")
    with pytest.raises(ValueError, match="REVERIE_DEFAULT_COLLECTIVE"):
        Settings()


def test_a_legacy_workspace_moves_into_the_default_collective(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.delenv("REVERIE_DEFAULT_COLLECTIVE", raising=False)
    legacy_workspace(tmp_path)
    before = files_under(tmp_path)
    with caplog.at_level(logging.WARNING, logger="reverie.workspace"):
        assert list_collectives(tmp_path) == ["default"]
    assert "moved the single workspace" in caplog.text
    assert files_under(tmp_path / "default") == before, "every file moved, byte for byte"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["default"]
    # Done once: nothing left to move, and the collective reads the old notes.
    assert migrate_legacy_workspace(tmp_path) == []
    ws = collective_workspace(tmp_path, "default")
    assert (ws.day_dir("2026-03-10") / "globex.md").read_text() == "Globex wants CSV with semicolons.\n"


def test_migration_goes_to_the_configured_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REVERIE_DEFAULT_COLLECTIVE", "acme")
    legacy_workspace(tmp_path)
    ws = collective_workspace(tmp_path, "globex")   # any look at the root migrates
    assert not ws.root.exists()
    assert (tmp_path / "acme" / "resource" / "runbook.md").is_file()
    assert list_collectives(tmp_path) == ["acme"]


def test_migration_never_overwrites_what_the_collective_has(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    legacy_workspace(tmp_path)
    (tmp_path / "default" / "resource").mkdir(parents=True)
    (tmp_path / "default" / "resource" / "newer.md").write_text("newer\n")
    with caplog.at_level(logging.WARNING, logger="reverie.workspace"):
        moved = migrate_legacy_workspace(tmp_path, "default")
    assert sorted(moved) == ["mem_metadata", "mem_session", "memory"]
    assert (tmp_path / "resource" / "runbook.md").read_text() == "restart the ingester\n"
    assert (tmp_path / "default" / "resource" / "newer.md").read_text() == "newer\n"
    assert "merge the two by hand" in caplog.text and "resource" in caplog.text


def _migrate(root: str, start: "mp.synchronize.Event", out: "mp.Queue") -> None:
    start.wait()
    out.put(migrate_legacy_workspace(root, "default"))


def test_two_processes_migrating_at_once_move_each_folder_once(tmp_path: Path) -> None:
    legacy_workspace(tmp_path)
    before = files_under(tmp_path)
    ctx = mp.get_context("spawn")
    start, out = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=_migrate, args=(str(tmp_path), start, out)) for _ in range(3)]
    for p in procs:
        p.start()
    start.set()
    moved = [out.get(timeout=60) for _ in procs]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    assert sorted(name for m in moved for name in m) == ["mem_metadata", "mem_session", "memory", "resource"]
    assert files_under(tmp_path / "default") == before
