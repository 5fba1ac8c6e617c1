"""Session logs -> daily notes: sanitising, dates, flush cadence, update-not-duplicate, hand edits, bad input."""

import json
import os
from pathlib import Path

import dagster as dg
import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm must not fetch its price list (no network)

from assets.files import session_notes
from resources import LLMResource, ReverieSettings
from reverie import frontmatter
from reverie.files import (
    Workspace,
    WorkspacePathError,
    flush_session,
    ingest_session_inbox,
    list_notes,
    open_catalog,
    read_dialog,
    record_turns,
)
from reverie.files.distil import LLMDistiller
from reverie.workspace import default_workspace, safe_relpath, today_in

DAY = "2026-03-10"


def ts(minute: int, day: str = DAY) -> str:
    return f"{day}T09:{minute:02d}:00Z"


def billing_turns(day: str = DAY) -> list[dict]:
    return [
        {
            "id": "m1",
            "role": "user",
            "content": "I need help setting up the invoice export for Globex.",
            "created_at": ts(1, day),
        },
        {
            "id": "m2",
            "role": "assistant",
            "content": "Sure. Which format does Globex expect?",
            "created_at": ts(2, day),
        },
        {
            "id": "m3",
            "role": "user",
            "content": "They want CSV with semicolons. Their ERP is SAP S/4HANA and rejects comma files.",
            "created_at": ts(3, day),
        },
        {"id": "m4", "role": "user", "content": "I prefer amounts in cents, not decimals.", "created_at": ts(4, day)},
        {
            "id": "m5",
            "role": "user",
            "content": "Let's go with a nightly export at 02:00 UTC.",
            "created_at": ts(5, day),
        },
        {"id": "m6", "role": "user", "content": "thanks!", "created_at": ts(6, day)},
    ]


@pytest.fixture
def ws(reverie_env: Path) -> Workspace:
    return default_workspace().ensure()  # the default collective, which the assets process


def notes_of(ws: Workspace, session_id: str) -> list[tuple[str, dict, str]]:
    return [n for n in list_notes(ws) if n[1].get("session_id") == session_id]


# --- sanitising ---------------------------------------------------------------------------------------------
def test_tool_results_base64_system_and_automation_turns_never_reach_the_dialog(ws):
    b64 = "QUJD" * 200
    turns = [
        {"role": "system", "content": "You are a helpful agent."},
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "Here is the screenshot"},
                {"type": "image", "source": {"type": "base64", "data": b64}},
            ],
        },
        {"role": "assistant", "content": [{"type": "tool_use", "name": "read_file", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "content": "recalled memory: restart fixes it"}]},
        {"role": "tool", "content": '{"rows": 3}'},
        {"role": "assistant", "content": f"Inline data:image/png;base64,{b64} and a bare run {b64}"},
        {"role": "user", "content": "ping", "source": "heartbeat"},
        {"role": "user", "content": "nightly digest", "metadata": {"source": "cron"}},
    ]
    result = record_turns(ws, "s1", turns, date=DAY)
    assert result.skipped_automation == 2
    assert result.appended == 2 and result.appended_user_turns == 1
    stored = ws.dialog_path("s1").read_text()
    for leaked in (b64[:40], "recalled memory", "You are a helpful agent", '"rows"', "nightly digest"):
        assert leaked not in stored
    turns_back, errors = read_dialog(ws, "s1")
    assert not errors
    assert turns_back[0].content == "Here is the screenshot\n[image removed]"
    assert "[base64 data removed]" in turns_back[1].content


def test_invalid_turns_are_reported_by_index_and_the_rest_recorded(ws):
    result = record_turns(
        ws,
        "s1",
        [
            {"content": "no role"},
            {"role": "wizard", "content": "x"},
            {"role": "user", "content": "Fine turn about the Globex export.", "created_at": "yesterday"},
            {"role": "user", "content": "Fine turn about the Globex export."},
        ],
        date=DAY,
    )
    assert result.appended == 1
    assert [e.split(":")[0] for e in result.errors] == ["turn 0", "turn 1", "turn 2"]
    assert "missing field 'role'" in result.errors[0] and "'yesterday' is not a timestamp" in result.errors[2]


# --- dates and cadence --------------------------------------------------------------------------------------
def test_note_date_is_explicit_date_else_timestamp_in_the_timezone_else_today(ws, monkeypatch):
    monkeypatch.setenv("REVERIE_TIMEZONE", "Asia/Tokyo")
    record_turns(
        ws,
        "tz",
        [{"role": "user", "content": "Late note about Osaka.", "created_at": "2026-03-01T23:30:00Z"}],
        tz="Asia/Tokyo",
    )
    record_turns(
        ws, "tz", [{"role": "user", "content": "Pinned note about Osaka."}], date="2026-02-14", tz="Asia/Tokyo"
    )
    record_turns(ws, "tz", [{"role": "user", "content": "Undated note about Osaka."}], tz="Asia/Tokyo")
    days = [t.day for t in read_dialog(ws, "tz")[0]]
    assert days == ["2026-03-02", "2026-02-14", today_in("Asia/Tokyo")]
    # epoch milliseconds and the createdAt alias are understood too
    record_turns(ws, "ms", [{"role": "user", "content": "Epoch ms about Osaka.", "createdAt": 1772700000000}])
    assert read_dialog(ws, "ms")[0][0].day == "2026-03-05"


def test_session_is_due_after_every_interval_user_turns_and_recording_twice_adds_nothing(ws):
    turns = billing_turns()
    first = record_turns(ws, "s1", turns[:4], auto_memory_interval=5)
    assert (first.appended_user_turns, first.pending_user_turns, first.due) == (3, 3, False)
    second = record_turns(ws, "s1", turns, auto_memory_interval=5)
    assert second.duplicates == 4 and second.appended == 2
    assert (second.pending_user_turns, second.due) == (5, True)
    flush_session(ws, "s1")
    after = record_turns(
        ws, "s1", [{"role": "user", "content": "One more thing about Globex."}], date=DAY, auto_memory_interval=5
    )
    assert (after.pending_user_turns, after.due) == (1, False)
    for off in (0, None, -3):
        assert not record_turns(ws, "s2", turns, auto_memory_interval=off).due


# --- notes --------------------------------------------------------------------------------------------------
def test_flush_writes_a_daily_note_with_frontmatter_and_the_day_index_lists_it(ws):
    record_turns(ws, "globex-billing", billing_turns())
    report = flush_session(ws, "globex-billing")
    [write] = report.notes
    assert write.action == "created" and write.path.startswith(f"memory/{DAY}/")
    meta, body = frontmatter.read(ws.root / write.path)
    assert meta["session_id"] == "globex-billing"
    assert meta["source_conversation"] == "[[mem_session/dialog/globex-billing.jsonl]]"
    assert meta["date"] == DAY and isinstance(meta["date"], str)
    assert meta["name"] and meta["description"]
    assert "Let's go with a nightly export at 02:00 UTC." in body.split("## Decisions")[1]
    assert "I prefer amounts in cents, not decimals." in body.split("## Preferences")[1]
    assert "SAP S/4HANA" in body and "thanks" not in body
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert f"[[{write.path}]]" in index and "1 note(s) today." in index


def test_a_session_flushed_twice_updates_its_one_note(ws):
    record_turns(ws, "s1", billing_turns()[:3])
    [first] = flush_session(ws, "s1").notes
    record_turns(ws, "s1", billing_turns())
    [second] = flush_session(ws, "s1").notes
    assert second.action == "updated" and second.path == first.path
    assert len(notes_of(ws, "s1")) == 1
    assert "nightly export" in (ws.root / first.path).read_text()
    [third] = flush_session(ws, "s1").notes  # nothing new: nothing written
    assert third.action == "unchanged"


def test_small_talk_only_writes_no_note(ws):
    record_turns(
        ws,
        "chat",
        [
            {"role": "user", "content": "hey"},
            {"role": "assistant", "content": "Hello!"},
            {"role": "user", "content": "thanks, bye"},
        ],
        date=DAY,
    )
    assert [n.action for n in flush_session(ws, "chat").notes] == ["nothing-to-note"]
    assert not notes_of(ws, "chat")


def test_hand_edits_are_kept_and_new_facts_appended_without_reviving_deleted_ones(ws):
    record_turns(ws, "s1", billing_turns())
    [write] = flush_session(ws, "s1").notes
    path = ws.root / write.path
    meta, body = frontmatter.read(path)
    body = body.replace("- I prefer amounts in cents, not decimals.\n", "")  # the person deletes a wrong item
    body += "\nHuman note: Globex's finance contact is Dana.\n"
    frontmatter.write(path, {**meta, "description": "Edited by a person"}, body)
    human_text = path.read_text()

    record_turns(
        ws,
        "s1",
        [{"role": "user", "content": "Decided: the export file name is globex-YYYYMMDD.csv.", "created_at": ts(30)}],
    )
    [again] = flush_session(ws, "s1").notes
    assert again.action == "appended" and again.path == write.path and again.items_added == 1
    text = path.read_text()
    assert text.startswith(human_text.rstrip("\n"))  # the person's text, byte for byte
    assert "## Added by Reverie" in text and "globex-YYYYMMDD.csv" in text.split("## Added by Reverie")[1]
    assert "I prefer amounts in cents" not in text
    record_turns(ws, "s1", [{"role": "user", "content": "We agreed to send the file over SFTP.", "created_at": ts(40)}])
    flush_session(ws, "s1")
    assert path.read_text().count("globex-YYYYMMDD.csv") == 1  # append-only from now on, no duplicates


def test_a_note_deleted_by_hand_comes_back_only_with_new_items(ws):
    record_turns(ws, "s1", billing_turns())
    [write] = flush_session(ws, "s1").notes
    (ws.root / write.path).unlink()
    assert [n.action for n in flush_session(ws, "s1", force=True).notes] == ["kept-deleted"]
    assert not notes_of(ws, "s1")
    record_turns(
        ws, "s1", [{"role": "user", "content": "Decided: invoices are archived for 10 years.", "created_at": ts(50)}]
    )
    [back] = flush_session(ws, "s1").notes
    assert back.action == "recreated"
    text = (ws.root / back.path).read_text()
    assert "archived for 10 years" in text and "nightly export" not in text


def test_a_crash_while_writing_a_note_leaves_the_old_note_whole(ws, monkeypatch):
    record_turns(ws, "s1", billing_turns()[:3])
    [write] = flush_session(ws, "s1").notes
    path = ws.root / write.path
    before = path.read_text()

    def crash(src, dst):
        raise OSError("disk full (simulated crash before the rename)")

    monkeypatch.setattr(os, "replace", crash)
    record_turns(ws, "s1", billing_turns())
    with pytest.raises(OSError, match="simulated crash"):
        flush_session(ws, "s1")
    monkeypatch.undo()
    assert path.read_text() == before
    assert not [p for p in path.parent.iterdir() if p.name.startswith(".")]  # no half-written temp file left
    assert flush_session(ws, "s1").notes[0].action == "updated"  # the turns were left pending, not lost


def test_two_writers_choosing_the_same_new_name_never_overwrite_each_other(ws):
    from reverie.files import DayNotes

    first, second = DayNotes(ws, DAY), DayNotes(ws, DAY)  # two processes, each with its own view of the folder
    a = first.create("globex-export", "session-a", "note A\n")
    b = second.create("globex-export", "session-b", "note B\n")
    assert a != b
    assert (ws.root / a).read_text() == "note A\n" and (ws.root / b).read_text() == "note B\n"


# --- bad input ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["../escape", "/etc/passwd", "a/b", "..", "", "sess ion", "x\x00y", "s:1", "..hidden"])
def test_session_ids_that_could_escape_the_workspace_are_refused(ws, bad):
    with pytest.raises(WorkspacePathError, match="session id"):
        record_turns(ws, bad, [{"role": "user", "content": "hello there friend"}])
    assert not any(ws.root.parent.glob("*.jsonl")) and not list(ws.dialog_dir.glob("*"))


@pytest.mark.parametrize(
    "bad",
    [
        "../x.md",
        "/abs.md",
        "C:\\x.md",
        "a/../../b.md",
        "a//b.md",
        "notes[1].md",
        "a|b.md",
        "line\nbreak.md",
        " lead.md",
    ],
)
def test_workspace_paths_are_refused_with_a_reason(bad):
    with pytest.raises(WorkspacePathError) as err:
        safe_relpath(bad, "resource path")
    assert repr(bad) in str(err.value)


def test_inbox_reports_bad_lines_by_file_and_line_and_keeps_the_rest(ws):
    inbox = ws.session_inbox
    lines = [
        json.dumps({"session_id": "s1", "role": "user", "content": "The warehouse is in Lisbon.", "created_at": ts(1)}),
        '{"session_id": "s1", "role": "user", "content": "cut off',
        json.dumps({"session_id": "../../etc", "role": "user", "content": "escape"}),
        json.dumps({"role": "user", "content": "no session id"}),
        json.dumps({"session_id": "s1", "role": "user", "content": "Delivery cut-off is 16:00.", "created_at": ts(2)}),
    ]
    (inbox / "drop.jsonl").write_bytes(("\n".join(lines) + "\n").encode() + b"\xff\xfe bad bytes\n")
    (inbox / "s2.jsonl").write_text(json.dumps({"role": "user", "content": "Named by the file."}) + "\n")
    (inbox / "huge.jsonl").write_text("x" * 2000)
    report = ingest_session_inbox(ws, max_file_bytes=1000)
    drop = "mem_session/inbox/drop.jsonl"  # workspace-relative: the .errors.txt beside it names no host path
    assert report.turns_appended == 3
    assert any(e.startswith(f"{drop}:2: malformed JSON") for e in report.errors)
    assert any(e.startswith(f"{drop}:3: session id '../../etc' is not a safe id") for e in report.errors)
    assert any(e.startswith(f"{drop}:4: no session_id") for e in report.errors)
    assert any(e.startswith(f"{drop}:6: invalid UTF-8") for e in report.errors)
    assert any("huge.jsonl: file is 2000 bytes, over the limit of 1000" in e for e in report.errors)
    assert [t.content for t in read_dialog(ws, "s1")[0]] == [
        "The warehouse is in Lisbon.",
        "Delivery cut-off is 16:00.",
    ]
    assert read_dialog(ws, "s2")[0][0].content == "Named by the file."
    assert not list(inbox.glob("*.jsonl"))
    assert len(list((inbox / "processed").glob("drop.*.jsonl.errors.txt"))) == 1
    assert len(list((inbox / "rejected").glob("huge.*.jsonl"))) == 1
    per_file = {f.file.rsplit("/", 1)[1]: f for f in report.per_file}
    assert (per_file["drop.jsonl"].lines, per_file["drop.jsonl"].stored, per_file["drop.jsonl"].rejected) == (6, 2, 4)
    assert all(f.lines == f.stored + f.duplicated + f.skipped + f.rejected for f in report.per_file if not f.error)


def test_a_broken_dialog_line_is_reported_and_the_other_turns_still_distilled(ws):
    record_turns(ws, "s1", billing_turns())
    with open(ws.dialog_path("s1"), "a") as f:
        f.write('{"role": "user", "content": "half a line')  # a crash mid-append
    record_turns(ws, "s1", [{"role": "user", "content": "Decided: keep the CSV export.", "created_at": ts(9)}])
    turns, errors = read_dialog(ws, "s1")
    assert len(turns) == 7 and len(errors) == 1
    assert errors[0].startswith(
        "mem_session/dialog/s1.jsonl:7: malformed JSON"
    )  # the half line; the next turn is whole
    report = flush_session(ws, "s1")
    assert report.dialog_errors and report.notes[0].action == "created"


# --- frontmatter --------------------------------------------------------------------------------------------
def test_frontmatter_round_trip_keeps_strings_order_and_unicode(tmp_path):
    meta = {
        "name": "café-notes",
        "date": "2026-03-10",
        "when": "2026-03-10T09:00:00Z",
        "link": "[[memory/x.md]]",
        "n": 3,
        "tags": ["a", "b"],
    }
    path = tmp_path / "n.md"
    frontmatter.write(path, meta, "# Body\n")
    back, body = frontmatter.read(path)
    assert back == meta and list(back) == list(meta) and body == "# Body\n"
    assert frontmatter.split("no frontmatter here") == ({}, "no frontmatter here")
    with pytest.raises(frontmatter.FrontmatterError, match=r"n\.md:3: frontmatter is not valid YAML"):
        frontmatter.split("---\nname: a\nbad: [unclosed\n---\nbody", "n.md")
    with pytest.raises(frontmatter.FrontmatterError, match="never closed"):
        frontmatter.split("---\nname: a\n", "n.md")


# --- the asset, offline and through a loopback LLM ----------------------------------------------------------
def _materialize(day: str, **config) -> dg.ExecuteInProcessResult:
    return dg.materialize(
        [session_notes],
        partition_key=day,
        instance=dg.DagsterInstance.ephemeral(),
        resources={"settings": ReverieSettings(), "llm": LLMResource()},
        run_config={"ops": {"session_notes": {"config": config}}} if config else None,
    )


@pytest.mark.integration
def test_session_notes_asset_ingests_the_inbox_and_reports_what_it_wrote(ws):
    lines = [json.dumps({"session_id": "globex-billing", **t}) for t in billing_turns()]
    (ws.session_inbox / "batch.jsonl").write_text("\n".join(lines) + "\nnot json\n")
    result = _materialize(DAY)
    assert result.success
    meta = result.asset_materializations_for_node("session_notes")[0].metadata
    assert meta["turns_appended"].value == 6 and meta["notes_created"].value == 1
    assert meta["refused_lines"].value == 1 and meta["distiller"].value == "offline-extract-v1"
    [check] = result.get_asset_check_evaluations()
    assert not check.passed and "batch.jsonl:7: malformed JSON" in json.dumps(check.metadata["first_errors"].value)
    assert len(notes_of(ws, "globex-billing")) == 1
    assert _materialize(DAY).asset_materializations_for_node("session_notes")[0].metadata["notes_unchanged"].value == 1


@pytest.mark.integration
def test_llm_path_writes_the_validated_answer_and_sees_only_sanitised_turns(ws, llm_server):
    b64 = "QUJD" * 200
    turns = billing_turns() + [
        {"role": "user", "content": [{"type": "tool_result", "content": "SECRET TOOL OUTPUT"}]},
        {"role": "assistant", "content": f"data:image/png;base64,{b64}", "created_at": ts(7)},
    ]
    record_turns(ws, "globex-billing", turns)
    llm_server.answers.append("not json at all")  # the retry path
    llm_server.answers.append(
        json.dumps(
            {
                "name": "Globex invoice export",
                "title": "Globex invoice export",
                "description": "How Globex wants its nightly invoice export.",
                "summary": "Globex needs semicolon CSV.",
                "decisions": ["Nightly export at 02:00 UTC."],
                "preferences": ["Amounts in cents."],
                "facts": ["Globex runs SAP S/4HANA, which rejects comma-separated files."],
                "open_items": [],
            }
        )
    )
    result = _materialize(DAY)
    assert result.success
    [path] = [rel for rel, meta, _ in notes_of(ws, "globex-billing")]
    assert path == f"memory/{DAY}/globex-invoice-export.md"
    meta, body = frontmatter.read(ws.root / path)
    assert meta["generator"] == "litellm:openai/test-model" and meta["session_id"] == "globex-billing"
    assert "## Summary" in body and "Nightly export at 02:00 UTC." in body
    prompt = llm_server.requests[-1]["messages"][1]["content"]
    assert "Their ERP is SAP S/4HANA" in prompt and "SECRET TOOL OUTPUT" not in prompt and b64[:40] not in prompt
    assert "not valid" in prompt  # the retry said what was wrong


@pytest.mark.integration
def test_an_llm_content_failure_is_reported_and_retried_once_the_session_changes(ws, llm_server):
    record_turns(ws, "s1", billing_turns())
    llm_server.default = '{"nothing": "useful"}'
    result = _materialize(DAY)
    meta = result.asset_materializations_for_node("session_notes")[0].metadata
    assert meta["failed_sessions"].value == 1 and not notes_of(ws, "s1")
    asked = len(llm_server.requests)
    with open_catalog(ws.metadata_dir) as cat:
        assert cat.pending_sessions() == {}  # a poison session-day is not asked again on every run
    assert _materialize(DAY).success and len(llm_server.requests) == asked
    llm_server.default = json.dumps({"skip": True})
    record_turns(ws, "s1", [{"role": "user", "content": "One more thing about the export.", "created_at": ts(30)}])
    assert _materialize(DAY).success and len(llm_server.requests) > asked
    with open_catalog(ws.metadata_dir) as cat:
        assert cat.pending_sessions() == {}


def test_llm_distiller_sends_the_hand_edited_note_as_input(ws, llm_server):
    record_turns(ws, "s1", billing_turns())
    [write] = flush_session(ws, "s1").notes  # offline first
    path = ws.root / write.path
    path.write_text(path.read_text() + "\nCorrection by Dana: the export runs at 03:00, not 02:00.\n")
    record_turns(ws, "s1", [{"role": "user", "content": "Decided: also send a copy to finance.", "created_at": ts(20)}])
    llm_server.answers.append(
        json.dumps(
            {
                "name": "globex export",
                "description": "Globex export.",
                "decisions": ["Send a copy of the export to finance."],
            }
        )
    )
    client = LLMResource().client()
    [again] = flush_session(ws, "s1", LLMDistiller(client)).notes
    assert again.action == "appended"
    assert "Correction by Dana" in llm_server.requests[-1]["messages"][1]["content"]
    assert "Correction by Dana" in path.read_text() and "Send a copy of the export to finance." in path.read_text()
