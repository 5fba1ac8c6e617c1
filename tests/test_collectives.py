"""Collectives: one workspace per collective under the workspace root, and the legacy layout's migration."""

import json
import logging
import multiprocessing as mp
import os
from pathlib import Path

import pytest

from reverie.config import Settings
from reverie.workspace import (
    DEFAULT_COLLECTIVE,
    WorkspacePathError,
    collective_workspace,
    default_workspace,
    list_collectives,
    migrate_legacy_workspace,
)


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


@pytest.mark.parametrize(
    "cid", ["", "..", "../other", "a/b", ".hidden", "a b", "memory", "resource", "mem_metadata", None, 7, "x" * 129]
)
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
    (tmp_path / "notes-by-hand").mkdir()  # a folder that holds no workspace
    (tmp_path / "bad name").mkdir()
    (tmp_path / "bad name" / "memory").mkdir()  # not a valid collective id
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


def test_a_legacy_workspace_moves_into_the_default_collective(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
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
    ws = collective_workspace(tmp_path, "globex")  # any look at the root migrates
    assert not ws.root.exists()
    assert (tmp_path / "acme" / "resource" / "runbook.md").is_file()
    assert list_collectives(tmp_path) == ["acme"]


def test_migration_merges_into_what_the_collective_has_and_never_overwrites(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    legacy_workspace(tmp_path)
    (tmp_path / "resource" / "same.md").write_text("same\n")
    (tmp_path / "resource" / "clash.md").write_text("the old text\n")
    have = tmp_path / "default" / "resource"
    have.mkdir(parents=True)
    (have / "newer.md").write_text("newer\n")
    (have / "same.md").write_text("same\n")
    os.link(tmp_path / "resource" / "same.md", have / "linked.md")
    (have / "clash.md").write_text("the collective's text\n")
    with caplog.at_level(logging.WARNING, logger="reverie.workspace"):
        moved = migrate_legacy_workspace(tmp_path, "default")
    assert sorted(moved) == ["mem_metadata", "mem_session", "memory"]
    assert (have / "runbook.md").read_text() == "restart the ingester\n"  # merged in
    assert (have / "newer.md").read_text() == "newer\n"
    assert (have / "clash.md").read_text() == "the collective's text\n"  # never replaced ...
    assert sorted(p.name for p in (tmp_path / "resource").iterdir()) == ["clash.md", "same.md"]  # ... kept here
    assert "merge them by hand" in caplog.text and "clash.md" in caplog.text


def test_a_file_dropped_at_the_root_later_still_reaches_the_default_collective(tmp_path: Path) -> None:
    legacy_workspace(tmp_path)
    assert list_collectives(tmp_path) == ["default"]
    (tmp_path / "resource" / "2026-03-11").mkdir(parents=True)
    (tmp_path / "resource" / "2026-03-11" / "late.md").write_text("dropped where the old README said\n")
    ws = collective_workspace(tmp_path, "default")
    assert (ws.resource_dir / "2026-03-11" / "late.md").read_text() == "dropped where the old README said\n"
    assert (ws.resource_dir / "runbook.md").is_file() and not (tmp_path / "resource").exists()


def _migrate(root: str, start: "mp.synchronize.Event", out: "mp.Queue") -> None:
    start.wait()
    out.put(migrate_legacy_workspace(root, "default"))


@pytest.mark.parametrize("collective_has_resources", [False, True])
@pytest.mark.integration  # three processes migrate at once
def test_processes_migrating_at_once_move_each_file_once(tmp_path: Path, collective_has_resources: bool) -> None:
    legacy_workspace(tmp_path)
    for i in range(40):
        (tmp_path / "resource" / f"drop-{i}.md").write_text(f"drop {i}\n")
    before = files_under(tmp_path)
    if collective_has_resources:  # the folders then merge file by file
        (tmp_path / "default" / "resource").mkdir(parents=True)
        (tmp_path / "default" / "resource" / "newer.md").write_text("newer\n")
        before["resource/newer.md"] = b"newer\n"
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
    assert sorted(name for m in moved for name in m if name != "resource") == ["mem_metadata", "mem_session", "memory"]
    assert files_under(tmp_path / "default") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["default"]


# --- the files layer per collective: two collectives whose notes state conflicting facts ------------------------
DAY = "2026-03-10"
# What each collective's people said and dropped: the same session id, the same resource name, opposite facts.
FACTS = {
    "acme": {"time": "02:40 UTC", "format": "semicolons", "pool": "pool size of 60"},
    "globex": {"time": "05:50 UTC", "format": "commas", "pool": "pool size of 20"},
}


def _turns(cid: str, start: int = 0) -> list[dict]:
    f = FACTS[cid]
    said = [
        f"Decided: the Vandelay export runs nightly at {f['time']}.",
        f"Vandelay wants CSV with {f['format']}, their ERP rejects anything else.",
        "I prefer amounts in cents, not decimals.",
        f"Remember the export time is {f['time']}.",
        "Let's keep the raw logs for 30 days.",
        "ok thanks",
    ]
    return [
        {"id": f"{cid}-{start + i}", "role": "user", "content": text, "created_at": f"{DAY}T09:{start + i:02d}:00Z"}
        for i, text in enumerate(said)
    ]


def _materialize_files(config: dict | None = None) -> "object":
    import dagster as dg

    from assets.files import resource_notes, session_notes
    from resources import LLMResource, ReverieSettings

    run_config = {"ops": {name: {"config": config} for name in ("session_notes", "resource_notes")}} if config else None
    result = dg.materialize(
        [session_notes, resource_notes],
        partition_key=DAY,
        instance=dg.DagsterInstance.ephemeral(),
        run_config=run_config,
        resources={"settings": ReverieSettings(), "llm": LLMResource()},
    )
    assert result.success
    return result


def _texts(ws) -> str:
    """Everything Reverie wrote in a collective's workspace: notes, day indexes, dialogs."""
    files = [p for d in (ws.memory_dir, ws.dialog_dir) for p in d.rglob("*") if p.is_file()]
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def _links(ws) -> list[str]:
    import re

    return [m for p in ws.memory_dir.rglob("*.md") for m in re.findall(r"\[\[([^\]|#]+)", p.read_text())]


@pytest.fixture
def two_collectives(reverie_env: Path):
    from reverie.files import record_turns

    root = reverie_env / "workspace"
    spaces = {cid: collective_workspace(root, cid).ensure() for cid in FACTS}
    for cid, ws in spaces.items():
        record_turns(ws, "export-1", _turns(cid))
        (ws.resource_dir / DAY).mkdir()
        (ws.resource_dir / DAY / "runbook.md").write_text(
            f"# Ingester runbook\n\nRestart the ingester with a {FACTS[cid]['pool']}.\n"
        )
    return spaces


@pytest.mark.integration
def test_nothing_one_collective_wrote_is_read_merged_or_linked_for_the_other(two_collectives):
    from reverie.files import list_notes, open_catalog

    result = _materialize_files()  # no config: every collective
    meta = result.asset_materializations_for_node("session_notes")[0].metadata
    assert meta["notes_created"].value == 2 and "| acme |" in meta["collectives"].value
    for cid, ws in two_collectives.items():
        other = FACTS["globex" if cid == "acme" else "acme"]
        notes = list_notes(ws)
        assert sorted(m.get("session_id") or m.get("source_resource") for _, m, _ in notes) == [
            "[[resource/2026-03-10/runbook.md]]",
            "export-1",
        ]
        text = _texts(ws)
        for value in FACTS[cid].values():
            assert value in text, f"{cid} lost its own fact {value!r}"
        for value in other.values():
            assert value not in text, f"{cid}'s memory holds the other collective's fact {value!r}"
        for target in _links(ws):  # every link resolves inside the collective's own workspace
            assert ws.resolve(target).exists(), f"{cid}: [[{target}]] points at nothing in {ws.root}"
        with open_catalog(ws.metadata_dir) as cat:
            assert cat.session_user_turns() == {"export-1": 6}
            assert sorted(cat.resources()) == ["resource/2026-03-10/runbook.md"]


@pytest.mark.integration
def test_a_deleted_resource_and_a_hand_edit_stay_in_their_collective(two_collectives):
    from reverie.files import list_notes

    _materialize_files()
    acme, globex = two_collectives["acme"], two_collectives["globex"]
    before = {p: p.read_bytes() for p in globex.memory_dir.rglob("*") if p.is_file()}
    (acme.resource_dir / DAY / "runbook.md").unlink()
    [session_note] = [rel for rel, m, _ in list_notes(acme) if m.get("session_id")]
    (acme.root / session_note).write_text((acme.root / session_note).read_text() + "\nEdited by hand in acme.\n")
    acme_more = _turns("acme", start=10)
    from reverie.files import record_turns

    record_turns(acme, "export-1", acme_more)
    _materialize_files()
    assert not [m for _, m, _ in list_notes(acme) if m.get("source_resource")], "acme's resource note is removed"
    assert "Edited by hand in acme." in (acme.root / session_note).read_text()
    after = {p: p.read_bytes() for p in globex.memory_dir.rglob("*") if p.is_file()}
    assert after == before, "globex's notes and index are byte for byte what they were"
    assert "deleted on" not in _texts(globex)


@pytest.mark.integration
def test_a_turn_naming_another_collective_is_refused_and_a_run_can_be_limited_to_one(two_collectives):
    acme, globex = two_collectives["acme"], two_collectives["globex"]
    stray = {
        "session_id": "s2",
        "cid": "globex",
        "role": "user",
        "content": "Globex's secret: the code is 4417.",
        "created_at": f"{DAY}T11:00:00Z",
    }
    (acme.session_inbox / "drop.jsonl").write_text(json.dumps(stray) + "\n")
    (globex.session_inbox / "waiting.jsonl").write_text(json.dumps({**stray, "content": "hello"}) + "\n")
    result = _materialize_files({"collectives": ["acme"]})
    [check] = [c for c in result.get_asset_check_evaluations() if c.check_name == "session_inputs_valid"]
    assert not check.passed
    assert "belongs to collective 'globex', not to 'acme'" in json.dumps(check.metadata["first_errors"].value)
    assert "4417" not in _texts(acme) and "4417" not in _texts(globex)
    assert (globex.session_inbox / "waiting.jsonl").exists(), "a run for acme leaves globex's inbox alone"
    meta = result.asset_materializations_for_node("resource_notes")[0].metadata
    assert meta["files_scanned"].value == 1 and "globex" not in meta["collectives"].value


@pytest.mark.integration
@pytest.mark.slow  # the files pipeline for two collectives
def test_the_llm_sees_one_collective_at_a_time(two_collectives, llm_server):
    llm_server.default = json.dumps({"name": "export", "description": "The export.", "facts": ["A fact."]})
    _materialize_files()
    prompts = [" ".join(m["content"] for m in r["messages"]) for r in llm_server.requests]
    assert len(prompts) == 4  # one session note and one resource note per collective
    for prompt in prompts:
        owners = {cid for cid, facts in FACTS.items() if any(v in prompt for v in facts.values())}
        assert len(owners) == 1, f"one prompt mixed collectives {owners}: {prompt[:300]}"


@pytest.mark.integration
@pytest.mark.slow  # the files pipeline through the CLI, three times
def test_the_files_cli_works_per_collective(reverie_env: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    import io

    from pipelines.cli import main
    from reverie.files import list_notes

    monkeypatch.setenv("DAGSTER_HOME", str(reverie_env / "dagster_home"))
    monkeypatch.setenv("COLUMNS", "200")
    root = reverie_env / "workspace"
    assert main(["files", "sample", "--sessions", "3"]) == 0  # the default collective
    assert main(["files", "sample", "--sessions", "3", "--collective", "globex", "--seed", "9"]) == 0
    assert list_collectives(root) == ["default", "globex"]
    assert main(["files", "run", "--collective", "globex"]) == 0
    assert list_notes(collective_workspace(root, "globex")) and not list_notes(collective_workspace(root, "default"))
    assert main(["files", "run"]) == 0  # every collective
    assert list_notes(collective_workspace(root, "default"))
    capsys.readouterr()
    assert main(["files", "show", "--collective", "globex"]) == 0
    shown = capsys.readouterr().out
    assert "globex" in shown and "│ default" not in shown
    assert main(["files", "show", "--collective", "nope"]) == 2
    assert "no collective 'nope'" in capsys.readouterr().out

    monkeypatch.setattr("sys.stdin", io.StringIO('{"role": "user", "content": "The standup moved to 09:30."}\n'))
    assert main(["files", "record", "standup", "-", "--collective", "globex"]) == 0
    assert "collective globex: session standup: 1 turns appended" in capsys.readouterr().out
    assert (root / "globex" / "mem_session" / "dialog" / "standup.jsonl").is_file()
    assert not (root / "default" / "mem_session" / "dialog" / "standup.jsonl").exists()
    assert main(["files", "record", "standup", "-", "--collective", "../etc"]) == 2
