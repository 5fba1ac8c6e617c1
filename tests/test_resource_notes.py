"""Resources -> notes: added, modified, unchanged, deleted; skipped types; bad input; the asset; the LLM path."""

import json
import os
from pathlib import Path

import dagster as dg
import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # litellm must not fetch its price list (no network)

from assets.files import resource_notes  # noqa: E402
from resources import LLMResource, ReverieSettings  # noqa: E402
from reverie import frontmatter  # noqa: E402
from reverie.config import Settings  # noqa: E402
from reverie.files import OfflineDistiller, Workspace, distil_resources, list_notes, open_catalog  # noqa: E402
from reverie.workspace import default_workspace, today_in  # noqa: E402

DAY = "2026-03-10"
MEETING = """# Q3 planning with Globex

## Decisions
- We decided to move the Globex invoice export to a nightly job at 03:00 UTC.

## Risks
The SAP import rejects files with comma delimiters, so all exports must use semicolons.

## Action items
- [ ] Dana sends the updated price list to Globex by Friday.
"""


@pytest.fixture
def ws(reverie_env: Path) -> Workspace:
    return default_workspace().ensure()  # the default collective, which the assets process


def drop(ws: Workspace, rel: str, data: str | bytes) -> Path:
    path = ws.resource_dir / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def run(ws: Workspace, days=None, max_bytes: int = 1 << 20, distiller=None, today: str | None = None):
    return distil_resources(ws, days, distiller or OfflineDistiller(), tz="UTC", max_bytes=max_bytes, today=today)


def resource_note(ws: Workspace, rel: str) -> tuple[str, dict, str] | None:
    found = [n for n in list_notes(ws) if n[1].get("source_resource") == f"[[resource/{rel}]]"]
    assert len(found) <= 1
    return found[0] if found else None


def test_an_added_resource_becomes_a_note_linked_to_its_source_dated_by_its_folder(ws):
    drop(ws, f"{DAY}/q3-planning.md", MEETING)
    scan, report = run(ws)
    [write] = report.notes
    assert write.action == "created" and write.path == f"memory/{DAY}/q3-planning.md"
    rel, meta, body = resource_note(ws, f"{DAY}/q3-planning.md")
    assert meta["source_resource"] == f"[[resource/{DAY}/q3-planning.md]]" and meta["date"] == DAY
    assert meta["name"] == "q3-planning" and "Q3 planning with Globex" in meta["description"]
    assert "nightly job at 03:00 UTC" in body.split("## Key points")[1]
    assert "Dana sends the updated price list to Globex by Friday." in body.split("## Action items")[1]
    assert "Section: Risks" in body
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert f"[[memory/{DAY}/q3-planning.md]]" in index and f"source: [[resource/{DAY}/q3-planning.md]]" in index


def test_root_level_files_are_dated_today_in_the_timezone_and_keep_that_day(ws):
    drop(ws, "team.md", "# Team\n\nWe prefer Slack alerts over email for anything urgent.\n")
    _, report = run(ws, today="2026-03-11")
    assert report.notes[0].path == "memory/2026-03-11/team.md"
    drop(ws, "team.md", "# Team\n\nWe prefer Slack alerts over email, and pages for outages.\n")
    _, report = run(ws, today="2026-03-12")  # modified a day later: still the day it was first seen
    assert [(n.path, n.action) for n in report.notes] == [("memory/2026-03-11/team.md", "updated")]


@pytest.mark.integration
def test_the_asset_dates_root_files_by_today_in_the_configured_timezone(ws, monkeypatch):
    monkeypatch.setenv("REVERIE_TIMEZONE", "Pacific/Pago_Pago")  # UTC-11: "today" there is often yesterday in UTC
    today = today_in("Pacific/Pago_Pago")
    drop(ws, "team.md", "# Team\n\nWe prefer Slack alerts over email for anything urgent.\n")
    assert _materialize(today).success
    assert (ws.memory_dir / today / "team.md").exists()


def test_modified_updates_the_note_unchanged_costs_nothing_and_touching_is_not_a_change(ws):
    path = drop(ws, f"{DAY}/runbook.txt", "When p99 latency exceeds 1500 ms, check the connection pool first.\n")
    [created] = run(ws)[1].notes
    note = ws.root / created.path
    first = note.read_text()
    os.utime(path, (1, 1))  # a touch / rsync / git checkout: new mtime, same bytes
    scan, report = run(ws)
    assert scan.unchanged == 1 and not scan.changes and not report.notes
    path.write_text("When p99 latency exceeds 1200 ms, raise the pool size to 60.\n")
    scan, report = run(ws)
    assert [(c.change, c.rel) for c in scan.changes] == [("modified", f"resource/{DAY}/runbook.txt")]
    assert [(n.path, n.action) for n in report.notes] == [(created.path, "updated")]
    text = note.read_text()
    assert text != first and "1200 ms" in text and "1500 ms" not in text
    assert frontmatter.split(text)[0]["resource_hash"] != frontmatter.split(first)[0]["resource_hash"]


def test_deleting_a_resource_deletes_its_note_and_everything_pointing_at_it_says_so(ws):
    drop(ws, f"{DAY}/q3-planning.md", MEETING)
    drop(ws, f"{DAY}/other.txt", "The Globex contract renews on 2027-03-15 and prices rise by 4%.\n")
    run(ws)
    digest = ws.digest_dir / "wiki" / "globex.md"
    digest.parent.mkdir(parents=True)
    digest.write_text(
        f"---\nname: globex\n---\nGlobex moved its export to 03:00, see [[memory/{DAY}/q3-planning.md]] "
        f"and the source [[resource/{DAY}/q3-planning.md|minutes]].\n"
    )
    (ws.resource_dir / DAY / "q3-planning.md").unlink()
    scan, report = run(ws)
    assert [(c.change, c.rel) for c in scan.changes] == [("deleted", f"resource/{DAY}/q3-planning.md")]
    assert [(n.path, n.action) for n in report.notes] == [(f"memory/{DAY}/q3-planning.md", "deleted")]
    assert not (ws.memory_dir / DAY / "q3-planning.md").exists() and resource_note(ws, f"{DAY}/q3-planning.md") is None
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert f"[[memory/{DAY}/q3-planning.md]]" not in index
    assert f"~~memory/{DAY}/q3-planning.md~~ removed" in index and "was deleted" in index
    assert "1 note(s) today." in index
    text = digest.read_text()
    assert f"[[memory/{DAY}/q3-planning.md]] (deleted on " in text
    assert f"[[resource/{DAY}/q3-planning.md|minutes]] (deleted on " in text
    assert report.annotated == ["digest/wiki/globex.md"]
    assert not run(ws)[0].changes  # the deletion is done once
    drop(ws, f"{DAY}/q3-planning.md", MEETING)  # it comes back: a note again, and no longer listed as removed
    run(ws)
    index = (ws.memory_dir / f"{DAY}.md").read_text()
    assert f"[[memory/{DAY}/q3-planning.md]]" in index and "~~" not in index


def test_a_hand_edited_note_outlives_its_deleted_source_and_says_so(ws):
    drop(ws, f"{DAY}/runbook.txt", "When p99 latency exceeds 1500 ms, check the connection pool first.\n")
    [w] = run(ws)[1].notes
    note = ws.root / w.path
    note.write_text(note.read_text() + "\nMy own addition: the pool was raised to 60 on March 3.\n")
    drop(ws, f"{DAY}/runbook.txt", "When p99 latency exceeds 1500 ms, page the database owner.\n")
    [appended] = run(ws)[1].notes
    assert appended.action == "appended" and "My own addition" in note.read_text()
    assert "page the database owner" in note.read_text().split("## Added by Reverie")[1]
    (ws.resource_dir / DAY / "runbook.txt").unlink()
    [kept] = run(ws)[1].notes
    assert kept.action == "kept-source-deleted"
    meta, body = frontmatter.read(note)
    assert meta["source_status"] == "deleted" and body.startswith(f"> source resource/{DAY}/runbook.txt was deleted")
    assert "My own addition" in body


def test_unsupported_files_are_skipped_with_a_reason_once(ws):
    drop(ws, f"{DAY}/contract.pdf", b"%PDF-1.4\n")
    drop(ws, f"{DAY}/whiteboard.png", b"\x89PNG\r\n")
    drop(ws, "compose.yml", "services: {}\n")
    drop(ws, "misc/notes.md", "# Somewhere else\n")
    drop(ws, f"{DAY}/.hidden.md", "ignored")
    drop(ws, f"{DAY}/draft.md~", "ignored")
    scan, report = run(ws)
    reasons = dict(report.skipped)
    assert set(reasons) == {
        f"resource/{DAY}/contract.pdf",
        f"resource/{DAY}/whiteboard.png",
        "resource/compose.yml",
        "resource/misc/notes.md",
    }
    assert reasons[f"resource/{DAY}/contract.pdf"].startswith(".pdf files are not read")
    assert "rename it to .yaml" in reasons["resource/compose.yml"]
    assert "not at resource/ root or under resource/YYYY-MM-DD/" in reasons["resource/misc/notes.md"]
    assert not report.notes
    assert not run(ws)[1].skipped  # reported once, not on every scan


def test_bad_input_names_the_file_and_line_and_the_rest_is_still_processed(ws, monkeypatch):
    drop(ws, f"{DAY}/latin1.txt", "Caf\xe9 prices went up.\nSecond line \xff\n".encode("latin-1"))
    drop(ws, f"{DAY}/big.txt", "x" * 5000)
    drop(
        ws,
        f"{DAY}/events.jsonl",
        "\n".join(
            [
                json.dumps({"event": "ticket_opened", "message": "SSO login fails for users on the legacy plan."}),
                '{"event": "ticket_opened", "message": "trunc',
                json.dumps({"event": "refund", "message": "Refund of 240 EUR requested for a duplicate invoice."}),
            ]
        )
        + "\n",
    )
    drop(ws, f"{DAY}/broken.json", '{"a": 1,\n  "b": }\n')
    drop(ws, f"{DAY}/good.md", MEETING)
    scan, report = run(ws, max_bytes=4096)
    errors = "\n".join(report.errors)
    assert f"resource/{DAY}/latin1.txt:1: invalid UTF-8 at byte 3" in errors
    assert f"resource/{DAY}/big.txt: file is 5000 bytes, over the limit of 4096" in errors
    assert f"resource/{DAY}/events.jsonl:2: malformed JSON (Unterminated string" in errors
    assert f"resource/{DAY}/broken.json:2: malformed JSON" in errors
    written = {n.path for n in report.notes}
    assert written == {f"memory/{DAY}/events.md", f"memory/{DAY}/broken.md", f"memory/{DAY}/good.md"}
    body = (ws.memory_dir / DAY / "events.md").read_text()
    assert "2 records" in body and "Refund of 240 EUR" in body and "1 problem(s) reading it" in body
    # fixed files are picked up by hash; the limit is a setting
    drop(ws, f"{DAY}/latin1.txt", "Café prices went up by 4% in March.\n")
    monkeypatch.setenv("REVERIE_MAX_RESOURCE_BYTES", "10000")
    assert Settings().max_resource_bytes == 10000
    _, report = run(ws, max_bytes=Settings().max_resource_bytes)
    assert {n.path for n in report.notes} == {f"memory/{DAY}/latin1.md", f"memory/{DAY}/big.md"}


def test_paths_that_escape_or_break_links_are_refused(ws, tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("The root password is hunter2, keep it safe.\n")
    (ws.resource_dir / DAY).mkdir()
    os.symlink(outside, ws.resource_dir / DAY / "link.txt")
    drop(ws, f"{DAY}/notes[1].md", "# Odd name\n")
    drop(ws, f"{DAY}/a|b.md", "# Pipe\n")
    drop(ws, f"{DAY}/fine.md", MEETING)
    _, report = run(ws)
    errors = "\n".join(report.errors)
    assert "link.txt' is a link to somewhere outside the workspace" in errors and str(tmp_path) not in errors
    assert "notes[1].md' contains the character(s) ['[', ']']" in errors
    assert "a|b.md' contains the character(s) ['|']" in errors
    assert [n.path for n in report.notes] == [f"memory/{DAY}/fine.md"]
    assert "hunter2" not in "".join(p.read_text() for p in ws.memory_dir.rglob("*.md"))
    with pytest.raises(ValueError, match="outside the workspace|'..'"):
        ws.resource_path("../mem_metadata/files.sqlite")


def test_csv_yaml_and_html_are_read_for_their_structure(ws):
    drop(ws, f"{DAY}/pricing.csv", "plan;seats;monthly_eur\nstarter;5;49\nteam;25;199\nbusiness;100;699\n")
    drop(ws, f"{DAY}/service.yaml", "service: ledger\ndatabase:\n  pool_size: 60\n")
    drop(
        ws,
        f"{DAY}/release.html",
        "<html><head><title>Release 2.6</title></head><body><h2>Exports</h2>"
        "<p>CSV exports now use semicolons by default for SAP.</p><script>x()</script></body></html>",
    )
    run(ws)
    pricing = (ws.memory_dir / DAY / "pricing.md").read_text()
    assert "3 rows, 3 columns (semicolon-separated): plan, seats, monthly_eur" in pricing
    assert "monthly_eur: min 49, max 699, total 947 over 3 rows" in pricing
    assert "database.pool_size: 60" in (ws.memory_dir / DAY / "service.md").read_text()
    release = (ws.memory_dir / DAY / "release.md").read_text()
    assert "# Release 2.6" in release and "semicolons by default" in release and "x()" not in release


def _materialize(day: str) -> dg.ExecuteInProcessResult:
    return dg.materialize(
        [resource_notes],
        partition_key=day,
        instance=dg.DagsterInstance.ephemeral(),
        resources={"settings": ReverieSettings(), "llm": LLMResource()},
    )


@pytest.mark.integration
def test_resource_notes_asset_reports_changes_skips_and_errors_in_metadata(ws):
    drop(ws, f"{DAY}/q3-planning.md", MEETING)
    drop(ws, f"{DAY}/scan.pdf", b"%PDF")
    drop(ws, "2026-03-11/later.md", "# Later\n\nThe Globex renewal is on 2027-03-15.\n")
    result = _materialize(DAY)
    assert result.success
    meta = result.asset_materializations_for_node("resource_notes")[0].metadata
    assert (meta["added"].value, meta["notes_created"].value, meta["skipped_files"].value) == (2, 1, 1)
    assert ".pdf files are not read" in meta["skipped"].value
    assert meta["changes_left_for_other_days"].value == ["2026-03-11"]
    assert not (ws.memory_dir / "2026-03-11").exists()  # another partition's file waits for its own run
    [check] = result.get_asset_check_evaluations()
    assert check.passed
    (ws.resource_dir / DAY / "q3-planning.md").unlink()
    meta = _materialize(DAY).asset_materializations_for_node("resource_notes")[0].metadata
    assert (meta["deleted"].value, meta["notes_deleted"].value) == (1, 1)


@pytest.mark.integration
def test_llm_path_keeps_the_exact_structure_beside_the_model_summary(ws, llm_server):
    drop(ws, f"{DAY}/pricing.csv", "plan;seats;monthly_eur\nstarter;5;49\nteam;25;199\n")
    llm_server.answers.append(
        json.dumps(
            {
                "name": "Pricing 2027",
                "title": "Price list 2027",
                "description": "Monthly EUR prices per plan for 2027.",
                "summary": "Two plans, starter and team.",
                "key_points": ["The team plan costs 199 EUR a month for 25 seats."],
                "action_items": [],
            }
        )
    )
    with open_catalog(ws.metadata_dir):
        pass
    result = _materialize(DAY)
    assert result.success
    rel, meta, body = resource_note(ws, f"{DAY}/pricing.csv")
    assert rel == f"memory/{DAY}/pricing-2027.md" and meta["generator"] == "litellm:openai/test-model"
    assert "The team plan costs 199 EUR" in body and "2 rows, 3 columns (semicolon-separated)" in body
    assert "starter;5;49" in llm_server.requests[-1]["messages"][1]["content"]


def test_a_note_a_person_broke_is_reported_and_the_other_files_still_processed(ws):
    drop(ws, f"{DAY}/a.txt", "The Globex contract renews on 2027-03-15 and prices rise by 4%.\n")
    drop(ws, f"{DAY}/b.txt", "When p99 latency exceeds 1500 ms, check the connection pool first.\n")
    run(ws)
    (ws.memory_dir / DAY / "a.md").write_bytes("---\nname: a\n---\nCaf\xe9 note saved as Latin-1\n".encode("latin-1"))
    (ws.memory_dir / DAY / "b.md").write_text("---\nname: [broken\n---\nMy notes on the pool.\n")
    drop(ws, f"{DAY}/a.txt", "The Globex contract renews on 2027-04-01 and prices rise by 5%.\n")
    (ws.resource_dir / DAY / "b.txt").unlink()
    drop(ws, f"{DAY}/c.txt", "Status reports go out every Monday at 10:00 for Globex.\n")
    _, report = run(ws)
    assert [f.split(":")[0] for f in report.failures] == [f"resource/{DAY}/a.txt"]
    actions = {n.path: n.action for n in report.notes}
    assert actions == {f"memory/{DAY}/b.md": "kept-source-deleted", f"memory/{DAY}/c.md": "created"}
    assert (ws.memory_dir / DAY / "b.md").read_text().startswith("---\nname: [broken\n---\nMy notes on the pool.")
    assert "was deleted on" in (ws.memory_dir / DAY / "b.md").read_text()
