"""Memory as files, as ReMe's users would try it: what a note keeps, renames, the day index, the inbox."""

from pathlib import Path

import pytest

from reverie import frontmatter
from reverie.files import OfflineDistiller, Workspace, distil_resources, flush_session, list_notes, record_turns
from reverie.workspace import default_workspace

DAY = "2026-03-10"


@pytest.fixture
def ws(reverie_env: Path) -> Workspace:
    return default_workspace().ensure()


def session_note(ws: Workspace, sid: str) -> tuple[str, dict, str]:
    [found] = [n for n in list_notes(ws) if n[1].get("session_id") == sid]
    return found


def test_a_spoken_procedure_and_five_facts_survive_distillation_whole(ws):
    said = ("Some things about our setup. The staging database lives on pg-stage-2. Our on-call rotation changes "
            "every Monday. Maria owns the billing service. The VPN gateway is vpn.acme.io. Backups run nightly "
            "at 02:00.")
    record_turns(ws, "ops-1", [{"role": "user", "content": said, "date": DAY},
                               {"role": "assistant", "content": "Noted.", "date": DAY},
                               {"role": "user", "date": DAY, "content": "To rotate the API key: 1. open the vault "
                                "2. generate a new key 3. update the billing config 4. restart billing"}])
    flush_session(ws, "ops-1")
    _, meta, body = session_note(ws, "ops-1")
    facts = body.split("## Facts")[1].split("##")[0]
    for fact in ("pg-stage-2", "every Monday", "Maria owns the billing service", "vpn.acme.io", "02:00"):
        assert fact in facts
    procedure = body.split("## Procedures")[1]
    assert ("To rotate the API key: 1. open the vault; 2. generate a new key; 3. update the billing config; "
            "4. restart billing") in procedure
    assert "To rotate the API key: 1." not in facts and "generate a new key 3." not in body


def test_a_runbooks_note_keeps_its_steps_so_drain_the_queue_can_be_found(ws):
    path = ws.resource_dir / DAY / "ingester-runbook.md"
    path.parent.mkdir(parents=True)
    path.write_text("# Ingester runbook\n\nThe ingester host is ingest-01.internal.\n\n## Restart procedure\n\n"
                    "1. Drain the queue with `ingestctl drain`.\n2. Stop the ingester service.\n"
                    "3. Start it again and check the lag dashboard.\n")
    distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 20)
    [(rel, meta, body)] = list_notes(ws)
    assert "The ingester host is ingest-01.internal." in body.split("## Key points")[1]
    steps = body.split("## Procedures")[1]
    assert ("Restart procedure: 1. Drain the queue with `ingestctl drain`; 2. Stop the ingester service; "
            "3. Start it again and check the lag dashboard") in steps
