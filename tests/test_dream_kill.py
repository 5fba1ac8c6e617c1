"""A dream SIGKILLed at any point, then rerun, leaves the catalog and the nodes of an uninterrupted run.

Each killed dream is a real process (`python -c ...` running the engine on the scenario workspace) that
SIGKILLs itself at a chosen call of the catalog or the file writer: after the n-th unit landed (the window
in which a note's last unit is done but the note is not yet marked integrated), right after a node file was
written and before the catalog learnt its hash, in the middle of extracting notes' units. The rerun is an
ordinary dream; what a user compares afterwards is the dream catalog (every note's status and hash, the
units left) and every digest node's text.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.dream import OfflineIntegrator, dream, dream_inputs
from reverie.workspace import Workspace
from tests import dream_scenario as sc

pytestmark = pytest.mark.integration  # each case kills a dream running in a child process

ROOT = Path(__file__).resolve().parents[1]

# The child: the dream over the scenario days, with `target` (module:attribute) wrapped to SIGKILL the process
# at its n-th call, before or after the call does its work.
CHILD = r"""
import importlib, os, signal, sys
from pathlib import Path
target, nth, when, root = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
module, _, attr = target.partition(":")
owner_name, _, method = attr.partition(".")
mod = importlib.import_module(module)
owner = getattr(mod, owner_name) if method else mod
name = method or owner_name
real = getattr(owner, name)
calls = [0]
def wrapped(*a, **k):
    calls[0] += 1
    if calls[0] == nth and when == "before":
        os.kill(os.getpid(), signal.SIGKILL)
    out = real(*a, **k)
    if calls[0] == nth and when == "after":
        os.kill(os.getpid(), signal.SIGKILL)
    return out
setattr(owner, name, wrapped)
from reverie.dream import OfflineIntegrator, dream, dream_inputs
from reverie.embedding.model import make_embedder
from reverie.workspace import Workspace
from tests import dream_scenario as sc
report = dream(Workspace(Path(root)), sc.DAYS, OfflineIntegrator(), make_embedder("hash"))
print("FINISHED", report.units_integrated)
"""

KILL_POINTS = [
    # A note's last unit is done and the process dies before the note is marked (issue 18, item 4).
    ("reverie.dream.catalog:DreamCatalog.unit_done", 4, "after"),
    ("reverie.dream.catalog:DreamCatalog.unit_done", 17, "after"),
    # A node file is written; its hash never reaches the catalog.
    ("reverie.dream.run:atomic_write_text", 3, "after"),
    ("reverie.dream.run:atomic_create_text", 6, "after"),
    # In the middle of storing extracted units.
    ("reverie.dream.catalog:DreamCatalog.replace_units", 3, "after"),
    # Right after the first unit's node was written, before anything was marked.
    ("reverie.dream.catalog:DreamCatalog.set_node_hash", 1, "after"),
]


@pytest.fixture(scope="module")
def embedder():
    from reverie.embedding.model import make_embedder

    return make_embedder("hash")


def catalog_state(ws: Workspace) -> dict:
    """What the catalog says a dream did: every note's status and hash, the units left, the nodes it wrote."""
    db = sqlite3.connect(ws.metadata_dir / "files.sqlite")
    try:
        return {
            "notes": sorted(db.execute("SELECT path, day, content_hash, status, units, error FROM dream_notes")),
            "units": sorted(db.execute("SELECT note_path, uid, status FROM dream_units")),
            "nodes": sorted(db.execute("SELECT path, written_hash FROM dream_nodes")),
            "texts": sorted(db.execute("SELECT path, text FROM dream_node_texts")),
        }
    finally:
        db.close()


def node_texts(ws: Workspace) -> dict[str, str]:
    return {str(p.relative_to(ws.root)): p.read_text(encoding="utf-8") for p in sorted(ws.digest_dir.rglob("*.md"))}


@pytest.fixture(scope="module")
def reference(tmp_path_factory, embedder) -> tuple[dict, dict]:
    ws = Workspace(tmp_path_factory.mktemp("reference") / "ws").ensure()
    sc.write_all(ws)
    report = dream(ws, sc.DAYS, OfflineIntegrator(), embedder)
    assert report.units_integrated > 17 and not report.units_failed
    state = catalog_state(ws)
    assert {n[3] for n in state["notes"]} == {"integrated"} and state["units"] == []
    return state, node_texts(ws)


@pytest.mark.parametrize("target,nth,when", KILL_POINTS, ids=[f"{t.split(':')[1]}-{n}-{w}" for t, n, w in KILL_POINTS])
def test_a_dream_killed_at_any_point_and_rerun_equals_an_uninterrupted_one(
    tmp_path, embedder, reference, target, nth, when
):
    ws = Workspace(tmp_path / "ws").ensure()
    sc.write_all(ws)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, target, str(nth), when, str(ws.root)],
        check=False,
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == -signal.SIGKILL, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert "FINISHED" not in proc.stdout
    killed = catalog_state(ws)
    assert killed != reference[0]  # the kill left work undone

    rerun = dream(ws, sc.DAYS, OfflineIntegrator(), embedder)
    assert not rerun.units_failed and rerun.units_pending == 0
    assert catalog_state(ws) == reference[0]
    assert node_texts(ws) == reference[1]
    # Nothing is left for a later dream: the next run takes the no-change path.
    again = dream(ws, sc.DAYS, OfflineIntegrator(), embedder)
    assert again.notes_changed == 0 and again.writes == 0 and again.actions == []
    assert all(inputs.no_change for inputs in dream_inputs(ws, sc.DAYS))
