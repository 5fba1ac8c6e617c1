"""Memory as files, as ReMe's users would try it: what a note keeps, renames, the day index, the inbox."""

from pathlib import Path

import pytest

from reverie import frontmatter
from reverie.files import (
    OfflineDistiller,
    Workspace,
    distil_resources,
    flush_session,
    list_notes,
    record_turns,
)
from reverie.workspace import default_workspace

DAY = "2026-03-10"


@pytest.fixture
def ws(reverie_env: Path) -> Workspace:
    return default_workspace().ensure()


def session_note(ws: Workspace, sid: str) -> tuple[str, dict, str]:
    [found] = [n for n in list_notes(ws) if n[1].get("session_id") == sid]
    return found


def test_a_spoken_procedure_and_five_facts_survive_distillation_whole(ws):
    said = (
        "Some things about our setup. The staging database lives on pg-stage-2. Our on-call rotation changes "
        "every Monday. Maria owns the billing service. The VPN gateway is vpn.acme.io. Backups run nightly "
        "at 02:00."
    )
    record_turns(
        ws,
        "ops-1",
        [
            {"role": "user", "content": said, "date": DAY},
            {"role": "assistant", "content": "Noted.", "date": DAY},
            {
                "role": "user",
                "date": DAY,
                "content": "To rotate the API key: 1. open the vault "
                "2. generate a new key 3. update the billing config 4. restart billing",
            },
        ],
    )
    flush_session(ws, "ops-1")
    _, _, body = session_note(ws, "ops-1")
    facts = body.split("## Facts")[1].split("##")[0]
    for fact in ("pg-stage-2", "every Monday", "Maria owns the billing service", "vpn.acme.io", "02:00"):
        assert fact in facts
    procedure = body.split("## Procedures")[1]
    assert (
        "To rotate the API key: 1. open the vault; 2. generate a new key; 3. update the billing config; "
        "4. restart billing"
    ) in procedure
    assert "To rotate the API key: 1." not in facts and "generate a new key 3." not in body


def test_a_runbooks_note_keeps_its_steps_so_drain_the_queue_can_be_found(ws):
    path = ws.resource_dir / DAY / "ingester-runbook.md"
    path.parent.mkdir(parents=True)
    path.write_text(
        "# Ingester runbook\n\nThe ingester host is ingest-01.internal.\n\n## Restart procedure\n\n"
        "1. Drain the queue with `ingestctl drain`.\n2. Stop the ingester service.\n"
        "3. Start it again and check the lag dashboard.\n"
    )
    distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 20)
    [(_, _, body)] = list_notes(ws)
    assert "The ingester host is ingest-01.internal." in body.split("## Key points")[1]
    steps = body.split("## Procedures")[1]
    assert (
        "Restart procedure: 1. Drain the queue with `ingestctl drain`; 2. Stop the ingester service; "
        "3. Start it again and check the lag dashboard"
    ) in steps


def _set_name(ws: Workspace, rel: str, name: str) -> None:
    meta, body = frontmatter.read(ws.root / rel)
    (ws.root / rel).write_text(frontmatter.render({**meta, "name": name}, body))


def _talk(ws: Workspace, sid: str, text: str) -> None:
    record_turns(ws, sid, [{"role": "user", "content": text, "date": DAY}])
    flush_session(ws, sid)


def test_a_note_renamed_through_its_name_is_renamed_on_disk_and_links_follow(ws):
    _talk(ws, "s1", "The billing API key lives in vault path secret/billing. Maria owns the billing service.")
    _talk(ws, "s2", "The staging database lives on pg-stage-2 and is rebuilt every Sunday.")
    old, _, _ = session_note(ws, "s1")
    other, _, _ = session_note(ws, "s2")
    digest = ws.digest_dir / "wiki" / "billing.md"
    digest.parent.mkdir(parents=True, exist_ok=True)
    digest.write_text(f"---\nname: billing\n---\nSee [[{old}]] and [[{old}#Facts|the key]].\n")
    _set_name(ws, old, "Billing key rotation")
    _set_name(ws, other, "billing-key-rotation")  # a clash: the second one gets a suffix

    _talk(ws, "s1", "The key is rotated every 90 days.")  # the next run
    new, _, body = session_note(ws, "s1")
    assert new == f"memory/{DAY}/billing-key-rotation.md" and not (ws.root / old).exists()
    assert "rotated every 90 days" in body  # the update went to the renamed note
    clash, _, _ = session_note(ws, "s2")
    assert clash.startswith(f"memory/{DAY}/billing-key-rotation--") and not (ws.root / other).exists()
    assert digest.read_text().endswith(f"See [[{new}]] and [[{new}#Facts|the key]].\n")
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert f"[[{new}]]" in index and f"[[{clash}]]" in index and old not in index and other not in index


def test_a_note_deleted_by_hand_leaves_the_day_index_on_the_next_run(ws):
    _talk(ws, "s1", "The staging database lives on pg-stage-2 and is rebuilt every Sunday.")
    _talk(ws, "s2", "The VPN gateway is vpn.acme.io and needs the hardware token.")
    gone, _, _ = session_note(ws, "s2")
    kept, _, _ = session_note(ws, "s1")
    (ws.root / gone).unlink()
    # The next run touches another day only.
    record_turns(
        ws, "s3", [{"role": "user", "content": "Backups run nightly at 02:00 on the NAS.", "date": "2026-03-11"}]
    )
    flush_session(ws, "s3")
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert gone not in index and f"[[{kept}]]" in index and "1 note(s) today." in index


REFUND = [
    {"role": "user", "content": "What happens with refunds for the annual plan?", "date": DAY},
    {"role": "assistant", "content": "The refund window for annual plans is thirty days after renewal.", "date": DAY},
]


def test_a_memory_hint_keeps_what_it_names_offline(ws):
    record_turns(ws, "plain", REFUND)
    flush_session(ws, "plain")
    assert not [n for n in list_notes(ws) if "thirty days" in n[2]]  # on its own, an assistant remark
    record_turns(ws, "hinted", REFUND, memory_hint="the refund policy")
    flush_session(ws, "hinted")  # the sensor's flush: the hint kept with the session is used
    _, _, body = session_note(ws, "hinted")
    assert "The refund window for annual plans is thirty days after renewal." in body.split("## Facts")[1]


def test_the_llm_distiller_reads_the_callers_hint(ws, llm_server):
    import json

    from reverie.files.distil import LLMDistiller
    from reverie.llm import LLMClient

    llm_server.default = json.dumps({"name": "refunds", "description": "Refund rules.", "facts": ["30 days."]})
    record_turns(ws, "s1", REFUND)
    client = LLMClient("openai/test-model", api_base=llm_server.api_base, api_key="sk-test", timeout_s=5)
    flush_session(ws, "s1", LLMDistiller(client), memory_hint="the refund policy for annual plans")
    prompt = llm_server.requests[-1]["messages"][1]["content"]
    assert "Hint from the caller (what to pay attention to): the refund policy for annual plans" in prompt


def test_a_flush_before_compaction_writes_the_notes_now(ws):
    from reverie.files import flush_before_compaction

    early = [{"role": "user", "content": "The warehouse in Leeds closes at 18:00 on Fridays.", "date": DAY}]
    recorded = record_turns(ws, "long-day", early)  # fewer user turns than auto_memory_interval: not due
    assert not recorded.due and not list_notes(ws)
    about_to_go = [{"role": "user", "content": "Karim Haddad runs the night shift there.", "date": DAY}]
    turns, report = flush_before_compaction(ws, "long-day", about_to_go, memory_hint="warehouse staffing")
    assert turns.appended == 1 and [n.action for n in report.notes] == ["created"]
    _, _, body = session_note(ws, "long-day")
    assert "closes at 18:00 on Fridays" in body and "Karim Haddad runs the night shift" in body


def test_the_inbox_records_only_runs_that_changed_memory(ws, capsys):
    import json

    from pipelines.cli import main
    from reverie.files import read_events

    _talk(ws, "s1", "The staging database lives on pg-stage-2 and is rebuilt every Sunday.")
    [event] = read_events(ws)
    assert event["source"] == "auto_memory" and event["summary"] == "1 note created" and event["days"] == [DAY]
    [change] = event["changes"]
    assert change["action"] == "created" and change["path"].startswith(f"memory/{DAY}/")
    flush_session(ws, "s1")  # nothing new said: nothing announced
    distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 20)  # no resources: nothing either
    assert len(read_events(ws)) == 1

    path = ws.resource_dir / DAY / "vendors.md"
    path.parent.mkdir(parents=True)
    path.write_text("# Vendors\n\nAcme Corp invoices are paid within 30 days.\n")
    distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 20)
    distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 20)  # unchanged: no event
    path.unlink()
    distil_resources(ws, None, OfflineDistiller(), tz="UTC", max_bytes=1 << 20)
    events = read_events(ws)
    assert [(e["source"], e["summary"]) for e in events] == [
        ("auto_resource", "1 note deleted"),
        ("auto_resource", "1 note created"),
        ("auto_memory", "1 note created"),
    ]

    assert main(["inbox", "--collective", "default", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [e["summary"] for e in shown] == [e["summary"] for e in events]
    assert {e["collective"] for e in shown} == {"default"}
    assert main(["inbox"]) == 0 and "auto_resource" in capsys.readouterr().out


@pytest.mark.slow  # loads the real embedder
def test_a_dream_that_changed_the_digest_is_announced_and_a_quiet_one_is_not(ws):
    from reverie.dream import OfflineIntegrator, dream
    from reverie.embedding.model import make_embedder
    from reverie.files import read_events

    _talk(ws, "s1", "We decided to use Buttondown for the newsletter. The list has 12,400 subscribers.")
    embedder = make_embedder("sentence-transformers")
    dream(ws, [DAY], OfflineIntegrator(), embedder)
    dream(ws, [DAY], OfflineIntegrator(), embedder)  # nothing new: no event
    dreams = [e for e in read_events(ws) if e["source"] == "dream"]
    assert len(dreams) == 1 and dreams[0]["changes"]
    assert all(c["path"].startswith("digest/") for c in dreams[0]["changes"])
