"""The dream engine through real files, the real SQLite catalog and the real embedder (all-MiniLM-L6-v2)."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from reverie.dream import OfflineIntegrator, dream, node_problems, parse_node, read_nodes, render_node
from reverie.dream.integrate import LLMIntegrator, UnitFailed
from reverie.dream.units import conflicts, extract_units
from reverie.llm import LLMClient
from reverie.workspace import Workspace
from tests import dream_scenario as sc
from tests.conftest import FakeOpenAIServer, serve_llm


# Tests on the real embedder are marked slow: loading it costs seconds on 2 cores.
@pytest.fixture
def embedder(minilm):
    return minilm


@pytest.fixture
def ws(tmp_path: Path) -> Workspace:
    return Workspace(tmp_path / "ws").ensure()


def snapshot(ws: Workspace) -> dict[str, tuple[int, str]]:
    """Every file outside mem_metadata/ with its mtime and content."""
    out = {}
    for path in ws.root.rglob("*"):
        if path.is_file() and "mem_metadata" not in path.parts:
            out[str(path)] = (path.stat().st_mtime_ns, path.read_text(encoding="utf-8", errors="replace"))
    return out


def assert_scenario_quality(ws: Workspace) -> dict:
    figures = sc.evaluate(ws)
    assert figures["problems"] == [], figures
    assert figures["merged_nodes"] == 0
    assert figures["one_node_per_fact"] == figures["facts"] == 13
    assert figures["right_bucket"] == figures["final_statement_ok"] == figures["superseded_kept"] == 13
    assert figures["all_sources_linked"] == 13
    return figures


@pytest.mark.slow
def test_scenario_offline_one_node_per_fact_with_refinements_and_corrections(ws, embedder):
    sc.write_all(ws)
    report = dream(ws, sc.DAYS, OfflineIntegrator(), embedder)
    assert_scenario_quality(ws)
    counts = report.counts()
    assert counts["CORRECT"] >= 3 and counts["REFINE"] >= 3 and counts["CORROBORATE"] >= 10
    assert report.llm_calls == 0 and not report.units_failed
    backups = next(n for n in read_nodes(ws) if "orders database" in n.statement)
    assert "30 days" in backups.statement and backups.support == 3
    assert "superseded on 2026-10-08 by [[memory/2026-10-08/infra-change.md]]" in backups.superseded[0].note
    # To-dos, small talk and one-off events made no node.
    statements = " ".join(n.statement for n in read_nodes(ws))
    assert "TLS certificate" not in statements and "coffee machine" not in statements and "hi, quick" not in statements


@pytest.mark.slow
def test_day_by_day_equals_one_range_and_rerun_changes_nothing(ws, embedder):
    sc.write_all(ws)
    for day in sc.DAYS:
        dream(ws, [day], OfflineIntegrator(), embedder)
    assert_scenario_quality(ws)
    before = snapshot(ws)
    again = dream(ws, sc.DAYS, OfflineIntegrator(), embedder)
    assert again.writes == 0 and again.notes_changed == 0 and again.actions == [] and again.llm_calls == 0
    assert snapshot(ws) == before


@pytest.mark.slow
def test_node_format_round_trips_and_keeps_a_persons_sections(ws, embedder):
    sc.write_all(ws)
    dream(ws, sc.DAYS[:2], OfflineIntegrator(), embedder)
    for node in read_nodes(ws):
        text = (ws.root / node.path).read_text(encoding="utf-8")
        assert render_node(parse_node(node.path, text)) == text
        assert text.startswith("---\nname: ") and "\n## Sources\n\n- derived_from:: [[memory/" in text
        assert node.bucket in node.path and node.status == "active" and node.support == len(node.sources)


@pytest.mark.slow
def test_hand_edited_node_is_added_to_never_reverted(ws, embedder):
    sc.write_all(ws)
    dream(ws, sc.DAYS[:2], OfflineIntegrator(), embedder)
    node = next(n for n in read_nodes(ws) if "Marta" in n.statement)
    path = ws.root / node.path
    edited = path.read_text(encoding="utf-8").replace(
        node.statement, "Marta reviews code before 11:00; mornings are her focus time (she told me twice)."
    )
    edited += "\n## My notes\n\nAsk her before moving the review slot.\n"
    path.write_text(edited, encoding="utf-8")
    dream(ws, sc.DAYS[2:], OfflineIntegrator(), embedder)
    after = path.read_text(encoding="utf-8")
    assert "mornings are her focus time (she told me twice)" in after
    assert "## My notes\n\nAsk her before moving the review slot." in after
    fresh = parse_node(node.path, after)
    assert "memory/2026-10-07/retro.md" in fresh.source_paths and "memory/2026-10-09/weekly.md" in fresh.source_paths


@pytest.mark.slow
def test_deleted_source_note_is_stated_and_the_check_sees_no_dangling_source(ws, embedder):
    sc.write_all(ws)
    dream(ws, sc.DAYS[:3], OfflineIntegrator(), embedder)
    (ws.root / "memory/2026-10-06/standup.md").unlink()
    assert node_problems(ws)[1], "before the next dream the source is dangling"
    report = dream(ws, sc.DAYS[3:4], OfflineIntegrator(), embedder)
    assert report.notes_deleted == 1 and report.nodes_marked_source_deleted
    text = (ws.root / report.nodes_marked_source_deleted[0]).read_text(encoding="utf-8")
    assert "derived_from:: [[memory/2026-10-06/standup.md]] (source deleted, noticed 2026-10-08)" in text
    assert node_problems(ws) == ([], [])


@pytest.mark.slow
def test_failed_unit_is_reported_kept_pending_and_retried_next_run(ws, embedder):
    sc.write_all(ws)

    class FlakyOnce(OfflineIntegrator):
        failed = False

        def integrate(self, units, index, hint="", apply=None):
            def flaky(unit, decision):
                if "Renovate" in unit.statement and not FlakyOnce.failed:
                    FlakyOnce.failed = True
                    raise UnitFailed("disk full while writing the node")
                return apply(unit, decision)

            return super().integrate(units, index, hint, apply=flaky)

    first = dream(ws, sc.DAYS[:1], FlakyOnce(), embedder)
    assert len(first.units_failed) == 1 and "disk full" in first.units_failed[0]
    assert first.units_pending == 1
    assert not any("Renovate" in n.statement for n in read_nodes(ws))
    second = dream(ws, sc.DAYS[:1], FlakyOnce(), embedder)
    assert second.units_integrated == 1 and second.units_pending == 0 and not second.units_failed
    assert any("Renovate" in n.statement for n in read_nodes(ws))
    third = dream(ws, sc.DAYS[:1], FlakyOnce(), embedder)
    assert third.writes == 0 and third.units_integrated == 0


@pytest.mark.slow
def test_run_budget_leaves_units_pending_for_the_next_run(ws, embedder):
    sc.write_all(ws)
    first = dream(ws, sc.DAYS, OfflineIntegrator(), embedder, budget=10, max_units=5)
    assert first.units_integrated == 10 and first.units_pending == first.units_extracted - 10 > 0
    second = dream(ws, [sc.DAYS[-1]], OfflineIntegrator(), embedder)
    assert second.units_pending == 0
    assert_scenario_quality(ws)


@pytest.mark.slow
def test_hostile_notes_are_refused_and_never_executed_or_followed(ws, embedder, tmp_path):
    day = "2026-10-05"
    folder = ws.memory_dir / day
    folder.mkdir(parents=True)
    marker = tmp_path / "pwned"
    (folder / "tag.md").write_text(
        f"---\nname: !!python/object/apply:os.system ['touch {marker}']\n---\n- The API gateway is gw-7.\n",
        encoding="utf-8",
    )
    (folder / "open.md").write_text(
        "---\nname: never closed\n- The VPN endpoint is vpn-2.example.org.\n", encoding="utf-8"
    )
    secret = tmp_path / "secret.md"
    secret.write_text("The root password is hunter2.", encoding="utf-8")
    (folder / "links.md").write_text(
        "# Links\n\n- The runbook index lives at [[../../secret.md]] and [[/etc/passwd|the passwords]] for the "
        "on-call engineers.\n- The deploy freeze starts on December 20 for every team.\n",
        encoding="utf-8",
    )
    outside = tmp_path / "outside.md"
    outside.write_text("- The production database password is swordfish-99 for everyone.\n", encoding="utf-8")
    (folder / "planted.md").symlink_to(outside)
    report = dream(ws, [day], OfflineIntegrator(), embedder)
    assert not marker.exists()
    refused = "\n".join(report.notes_refused)
    assert "memory/2026-10-05/tag.md" in refused and "python/object" in refused
    assert "memory/2026-10-05/open.md" in refused and "never closed" in refused
    assert any("../../secret.md" in r and "not followed" in r for r in report.links_refused)
    assert any("/etc/passwd" in r for r in report.links_refused)
    text = " ".join((ws.root / n.path).read_text(encoding="utf-8") for n in read_nodes(ws))
    assert (
        "swordfish" not in text
        and "hunter2" not in text
        and "[[../../secret.md]]" not in text
        and "[[/etc/passwd" not in text
    )
    assert "deploy freeze" in text
    # Refused notes are not retried until they change; the rerun does nothing.
    again = dream(ws, [day], OfflineIntegrator(), embedder)
    assert again.notes_changed == 0 and again.writes == 0


@pytest.mark.slow
def test_a_node_linking_outside_the_workspace_is_not_followed(ws, embedder):
    node = ws.root / "digest/wiki/gateway.md"
    node.parent.mkdir(parents=True)
    node.write_text(
        "---\nname: gateway\nbucket: wiki\n---\n# Gateway\n\nThe API gateway is gw-7.\n\n## Related\n\n"
        "- relates_to:: [[../../../etc/passwd]]\n\n## Sources\n\n- derived_from:: [[memory/x/../../y.md]]\n",
        encoding="utf-8",
    )
    parsed = parse_node("digest/wiki/gateway.md", node.read_text(encoding="utf-8"))
    assert parsed.relations == [] and parsed.sources == []
    assert len(parsed.refused_links) == 2 and all("outside the workspace" in r for r in parsed.refused_links)


@pytest.mark.slow
def test_two_dreams_at_once_do_not_corrupt_nodes(ws, embedder):
    sc.write_all(ws)
    errors = []

    def run():
        try:
            dream(ws, sc.DAYS, OfflineIntegrator(), embedder)
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert_scenario_quality(ws)
    assert not list(ws.digest_dir.rglob(".*.tmp"))


def test_conflict_detection():
    assert conflicts("Backups are kept for 14 days.", "Backups are now kept for 30 days.")
    assert conflicts("The handover is on Tuesday at 09:00.", "The handover moved to Wednesday at 09:00.")
    assert conflicts("The host is ci-runner-04.lab.internal.", "The host is ci-runner-09.lab.internal.")
    assert conflicts("Feature flags are enabled in staging.", "Feature flags are not enabled in staging.")
    assert not conflicts("Jonas is vegetarian.", "Jonas does not eat meat, pick vegetarian dishes.")
    assert not conflicts("Backups run at 02:30 UTC.", "Backups run nightly at 02:30 UTC and are kept 30 days.")
    assert conflicts("The pool size is 60.", "The pool size is now 80 (was 60).")
    # one duration in two units is one value; another duration is another
    assert not conflicts("Return the extractor within 48 hours.", "Return the extractor within two days.")
    assert conflicts("Return the extractor within 48 hours.", "Return the extractor within three days.")
    # a duration and a bare amount are no two values of one thing; a thousands separator is no decimal point
    assert not conflicts("To take a plot, pay a £10 key deposit.", "New plot-holders serve a six-month probation.")
    assert not conflicts("My budget is 45,000 euros.", "The 45000 euro budget has a 10% contingency in it.")
    assert conflicts("My budget is 45,000 euros.", "My budget is now 50,000 euros.")


def test_units_skip_todos_context_and_small_talk():
    body = (
        "# Title\n\nConversation of 4 turns (2 from the user). Source: [[mem_session/dialog/s.jsonl]]\n\n"
        "## Context\n\n- Can you help me with the export?\n\n## Facts\n\n- The export runs nightly at 02:00 UTC.\n"
        "- ok\n\n## Open items\n\n- Ask Dana about the VAT field by Friday.\n\n## Steps\n\n1. Stop the worker.\n"
        "2. Drain the queue.\n3. Start the worker again.\n"
    )
    units, refused = extract_units("memory/2026-10-05/x.md", "2026-10-05", body)
    statements = [u.statement for u in units]
    assert statements[0] == "The export runs nightly at 02:00 UTC." and units[0].bucket == "wiki"
    assert (
        units[1].bucket == "procedure"
        and "1. Stop the worker; 2. Drain the queue; 3. Start the worker again" in statements[1]
    )
    assert len(units) == 2 and refused == []


# --- with an LLM (the loopback OpenAI-compatible server, through litellm) ---------------------------------------------
class ScenarioModel(FakeOpenAIServer):
    """Answers like a careful model (sc.oracle_answer), after `bad[kind]` malformed answers to that kind of prompt."""

    bad = {"units": 0, "decisions": 0}

    def answer(self, body: dict) -> str:
        kind = "units" if '"units"' in body["messages"][0]["content"] else "decisions"
        if self.bad[kind] > 0:
            self.bad[kind] -= 1
            return (
                "Sure! Here is what I found: ..."
                if kind == "units"
                else '{"decisions": [{"unit": 99, "action": "MERGE"}]}'
            )
        return sc.oracle_answer(body)


@pytest.fixture
def model(monkeypatch):
    yield from serve_llm(ScenarioModel(), monkeypatch)


def llm_integrator() -> LLMIntegrator:
    return LLMIntegrator(
        LLMClient(os.environ["REVERIE_LLM_MODEL"], api_base=os.environ["REVERIE_LLM_API_BASE"], max_tokens=2000)
    )


@pytest.mark.slow
def test_scenario_with_the_llm_and_a_no_change_rerun_without_calls(ws, embedder, model):
    sc.write_all(ws)
    report = dream(ws, sc.DAYS, llm_integrator(), embedder)
    assert_scenario_quality(ws)
    # The loopback server reports 20 tokens per call (usage.total_tokens), as a provider would.
    assert report.llm_calls == len(model.requests) > 0 and report.llm_tokens == 20 * report.llm_calls
    assert not report.units_failed
    extract_calls = sum('"units"' in r["messages"][0]["content"] for r in model.requests)
    assert extract_calls == sum(len(v) for v in sc.NOTES.values())
    calls, before = len(model.requests), snapshot(ws)
    again = dream(ws, sc.DAYS, llm_integrator(), embedder)
    assert len(model.requests) == calls and again.llm_calls == 0 and again.writes == 0
    assert snapshot(ws) == before


@pytest.mark.slow
def test_malformed_llm_answer_is_retried_once_then_the_unit_fails_and_is_retried_next_run(ws, embedder, model):
    sc.write_day(ws, "2026-10-05")
    model.bad = {"units": 1, "decisions": 0}  # one malformed extraction answer: the retry gets it right
    first = dream(ws, ["2026-10-05"], llm_integrator(), embedder, max_units=5)
    assert not first.units_failed and first.units_integrated == 8
    assert "Your previous answer was not valid" in model.requests[1]["messages"][1]["content"]
    # Integration answers malformed twice (answer and retry): the batch's units fail and stay pending.
    sc.write_day(ws, "2026-10-06")
    model.bad = {"units": 0, "decisions": 2}
    second = dream(ws, ["2026-10-06"], llm_integrator(), embedder, max_units=5)
    assert len(second.units_failed) == 5 and "did not return the JSON asked for" in second.units_failed[0]
    assert second.units_pending == 5 and second.units_integrated == 1  # 6 units: a batch of 5 failed, 1 landed
    with_failures = {n for n in sc.NOTES["2026-10-06"]}
    from reverie.dream.catalog import open_dream_catalog

    with open_dream_catalog(ws.metadata_dir) as cat:
        statuses = {p: n.status for p, n in cat.dreamed_notes(days=["2026-10-06"]).items()}
    assert statuses == {f"memory/2026-10-06/{n}.md": "pending" for n in with_failures}
    third = dream(ws, ["2026-10-06"], llm_integrator(), embedder, max_units=5)
    assert third.units_integrated == 5 and third.units_pending == 0 and not third.units_failed
    assert any("Grafana" in n.statement for n in read_nodes(ws))
    with open_dream_catalog(ws.metadata_dir) as cat:
        assert {n.status for n in cat.dreamed_notes().values()} == {"integrated"}


@pytest.mark.slow
def test_llm_outage_stops_the_dream_and_advances_nothing(ws, embedder, monkeypatch):
    sc.write_day(ws, "2026-10-05")
    server = FakeOpenAIServer()
    gen = serve_llm(server, monkeypatch)
    next(gen)
    server.close()  # nothing listens any more: a connection error, not a content failure
    client = LLMClient(
        os.environ["REVERIE_LLM_MODEL"], api_base=os.environ["REVERIE_LLM_API_BASE"], timeout_s=2, retries=0
    )
    report = dream(ws, ["2026-10-05"], LLMIntegrator(client), embedder)
    assert report.outage and report.outage.cause == "connection" and report.outage.hit == 1
    assert read_nodes(ws) == [] and report.writes == 0
    from reverie.dream.catalog import open_dream_catalog

    with open_dream_catalog(ws.metadata_dir) as cat:
        assert cat.dreamed_notes() == {}  # both notes stay "changed": the retry extracts them


@pytest.mark.slow
def test_the_model_is_never_asked_about_lines_an_offline_run_set_aside(ws, embedder, llm_server):
    # Units extracted offline and left pending (a budget, an outage) may be integrated by a later run with a model:
    # a line set aside as no knowledge of its own stays aside there, with no call.
    from reverie.dream.catalog import open_dream_catalog
    from reverie.dream.integrate import SET_ASIDE, NodeIndex
    from reverie.dream.units import Unit

    client = LLMClient(os.environ["REVERIE_LLM_MODEL"], api_base=os.environ["REVERIE_LLM_API_BASE"], retries=0)
    unit = Unit("Thanks, that helps!", "wiki", "memory/2026-10-05/x.md", "2026-10-05", aside="conversation")
    with open_dream_catalog(ws.metadata_dir) as cat:
        index = NodeIndex(ws.root, cat, embedder).load()
        integrator = LLMIntegrator(client)
        [decision] = integrator.integrate([unit], index)
    assert decision.action == SET_ASIDE and llm_server.requests == []
    assert integrator.set_aside == {"conversation": 1}  # counted in the run's units_set_aside


@pytest.mark.slow
def test_the_same_sentence_about_another_subject_is_another_fact(ws, embedder):
    def note(day: str, name: str, lines: list[str]) -> None:
        path = ws.memory_dir / day / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("## Facts\n\n" + "".join(f"- {line}\n" for line in lines), encoding="utf-8")

    note("2026-10-05", "globex", ["The Globex contract renews on 2027-04-15 and the price goes up by 38%."])
    note(
        "2026-10-05",
        "initech",
        [
            "The Initech contract renews on 2027-05-15 and the price goes up by 28%.",
            "The checkout service pages when latency p99 passes 900 ms.",
        ],
    )
    note(
        "2026-10-06",
        "renewals",
        [
            "The Globex contract renewal moved to 2027-06-15.",
            "The search service pages when latency p99 passes 1500 ms.",
        ],
    )
    report = dream(ws, ["2026-10-05", "2026-10-06"], OfflineIntegrator(), embedder)
    nodes = {n.statement: n for n in read_nodes(ws)}
    assert len(nodes) == 4, list(nodes)
    globex = next(n for s, n in nodes.items() if "Globex" in s)
    assert "2027-06-15" in globex.statement and "2027-04-15" in globex.superseded[0].statement
    initech = next(n for s, n in nodes.items() if "Initech" in s)
    assert not initech.superseded and initech.source_paths == ["memory/2026-10-05/initech.md"]
    assert report.counts()["CORRECT"] == 1


@pytest.mark.parametrize("module,name", [s for s in sc.SCENARIOS if s != ("dream_scenario", "OPS")])
@pytest.mark.slow
def test_scenarios_written_after_tuning(ws, embedder, module, name):
    """Scenarios in other styles than the one the thresholds were measured on: the whole quality bar offline."""
    import importlib

    scenario = getattr(importlib.import_module(f"tests.{module}"), name)
    sc.write_all(ws, scenario)
    report = dream(ws, scenario.days, OfflineIntegrator(), embedder)
    figures = sc.evaluate(ws, scenario)
    assert figures["problems"] == [] and figures["merged_nodes"] == 0, figures
    assert (
        figures["one_node_per_fact"]
        == figures["right_bucket"]
        == figures["final_statement_ok"]
        == figures["superseded_kept"]
        == figures["all_sources_linked"]
        == figures["facts"]
    ), figures
    assert figures["nodes"] == figures["facts"] and not report.units_failed
    corrections = sum(change == "correct" for _, change in sc.line_facts(scenario).values())
    assert report.counts()["CORRECT"] == corrections  # no restatement or other entity taken for a correction


@pytest.mark.slow
def test_another_customer_environment_or_person_is_another_fact_not_a_correction(ws, embedder):
    """The entity that differs may be the object ("pushes to sftp://globex..." / "... sftp://initech..."), a
    qualifier with the same value ("staging" / "production database runs PostgreSQL 15") or a relative; a
    statement that says what changed corrects the node of its own entity."""
    lines = {
        "2026-09-01": [
            "The nightly export job pushes to sftp://globex.example.net/in at 01:00 UTC.",
            "The staging database runs PostgreSQL 15.",
        ],
        "2026-09-02": [
            "The nightly export job pushes to sftp://initech.example.net/drop at 01:00 UTC.",
            "The production database runs PostgreSQL 15.",
            "My sister Lea lives in Lyon.",
            "My brother Tom lives in Lyon.",
        ],
        "2026-09-03": [
            "The nightly export job for Globex moved from 01:00 to 02:00 UTC.",
            "The production database was upgraded from PostgreSQL 15 to PostgreSQL 16.",
            "Tom moved from Lyon to Berlin.",
        ],
    }
    for day, texts in lines.items():
        path = ws.memory_dir / day / "chat.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("## Facts\n\n" + "".join(f"- {t}\n" for t in texts), encoding="utf-8")
    report = dream(ws, list(lines), OfflineIntegrator(), embedder)
    nodes = read_nodes(ws)
    assert len(nodes) == 6, [n.statement for n in nodes]

    def node(word: str):
        (found,) = [n for n in nodes if word in n.statement]
        return found

    assert "02:00" in node("Globex").statement and "globex" in node("Globex").superseded[0].statement
    assert not node("initech").superseded
    assert "16" in node("production").statement and "15" in node("production").superseded[0].statement
    assert not node("staging").superseded and node("staging").source_paths == ["memory/2026-09-01/chat.md"]
    assert "Berlin" in node("Tom").statement and not node("Lea").superseded
    assert report.counts()["CORRECT"] == 3


def test_what_a_correction_retracts_and_what_one_note_lists():
    # "no longer use SAP" retracts the node's value even with no value of the same kind in its place.
    assert conflicts(
        "Stock levels are tracked in the SAP warehouse management system.",
        "We no longer use SAP; stock levels are now tracked in the Manhattan system.",
    ) == ["retracted: sap"]
    # "X, not Y" names the former value: no flipped negation against a restatement of X.
    assert conflicts("The Redis cache maxmemory is 8gb, not 4gb.", "Redis maxmemory is set to 8gb.") == []
    assert conflicts(
        "Appointments are booked in VetBook.", "We switched the booking system from VetBook to PetDesk."
    ) == ["retracted: vetbook"]
    assert conflicts("Parcels to Germany go out with DHL Express.", "DHL Express handles our German parcels.") == []


def test_refine_appends_only_what_is_new():
    from reverie.dream.integrate import _merge

    old = "The support desk is open from 08:00 to 18:00 CET on weekdays."
    merged = _merge(old, "Desk hours: 08:00-18:00 on weekdays, and until 20:00 on Mondays.")
    assert merged == old + " Until 20:00 on Mondays."
    longer = "The staging environment runs PostgreSQL 15 with the pgvector extension enabled."
    assert _merge("Staging runs PostgreSQL 15.", longer) == longer


def test_buckets_by_kind_of_statement():
    from reverie.dream.units import classify_bucket

    assert classify_bucket("My thesis submission deadline is May 15.") == "wiki"
    assert classify_bucket("My gym membership costs 35 euros a month.") == "wiki"
    assert classify_bucket("My sister Lea lives in Lyon.") == "personal"
    assert classify_bucket("Our wedding anniversary with Anna is on June 12.") == "personal"
    assert classify_bucket("I prefer aisle seats on flights.") == "personal"
    assert classify_bucket("Don't page Priya between 22:00 and 07:00.") == "personal"
    assert classify_bucket("To renew my passport, book an appointment at the town hall.") == "procedure"
    assert classify_bucket("A churned account is one with no paid invoice for 60 days.") == "wiki"
    # a sequence of actions done to a thing is how it is done, not a fact about it
    assert classify_bucket("Returned parcels are scanned, graded and restocked by the evening team.") == "procedure"
    assert classify_bucket("Samples are labelled at the bench and logged in the freezer book.") == "procedure"
    assert classify_bucket("The archive is located in the basement and opened in 1998.") == "wiki"  # a state
    # a rule on what people may or must do is the team's constraint; a limit of a thing is the thing's fact
    assert classify_bucket("Visitors must sign in at reception before going upstairs.") == "personal"
    assert classify_bucket("Interns may not approve their own expense claims.") == "personal"
    assert classify_bucket("Nothing ships to a customer until QA has signed it off.") == "personal"
    assert classify_bucket("The goods lift must not exceed 500 kg.") == "wiki"
    # a rule by its wording, whoever it binds: forbidden, required at all times, without exception, "Never ..."
    assert classify_bucket("Dogs are not permitted in the reading room.") == "personal"
    assert classify_bucket("Hard hats on in the yard at all times.") == "personal"
    assert classify_bucket("No smoking anywhere on the premises, ever.") == "personal"
    assert classify_bucket("The van is parked in the lane. Never leave it unlocked.") == "personal"
    assert classify_bucket("Apprentices do not use the lathe unless a fitter is present.") == "personal"
    assert classify_bucket("For catering jobs I only quote for 30 covers or more.") == "personal"
    # first person alone does not make a fact about a named thing personal; kin and preferences do
    assert classify_bucket("My invoices go out through FreeAgent every Friday.") == "wiki"
    assert classify_bucket("I buy our flour from Shipton Mill in Tetbury.") == "wiki"
    assert classify_bucket("My brother Tom lives in Leeds.") == "personal"
    assert classify_bucket("I take my tea with oat milk.") == "personal"


@pytest.mark.parametrize(
    "module,name",
    [
        ("dream_scenarios_more", "SUPPORT"),
        ("dream_scenarios_unseen", "CHATOPS"),
        ("dream_scenarios_unseen", "ASSISTANT"),
        ("dream_scenarios_unseen", "PRODUCT"),
        ("dream_scenarios_unseen", "WAREHOUSE"),
        ("dream_scenarios_unseen", "CLINIC"),
    ],
)
@pytest.mark.slow
def test_scenarios_with_the_llm(ws, embedder, monkeypatch, module, name):
    """The same quality bar through the LLM path (loopback server, a model that answers like a careful one): the
    node that holds a fact must be among the candidates the dream shows the model."""
    import importlib

    scenario = getattr(importlib.import_module(f"tests.{module}"), name)

    class ScenarioModel(FakeOpenAIServer):
        def answer(self, body: dict) -> str:
            return sc.oracle_answer(body, scenario)

    gen = serve_llm(ScenarioModel(), monkeypatch)
    server = next(gen)
    try:
        sc.write_all(ws, scenario)
        report = dream(ws, scenario.days, llm_integrator(), embedder)
        figures = sc.evaluate(ws, scenario)
        assert figures["problems"] == [] and figures["merged_nodes"] == 0, figures
        assert figures["one_node_per_fact"] == figures["right_bucket"] == figures["facts"]
        assert report.llm_calls == len(server.requests) and not report.units_failed
    finally:
        gen.close()


def test_what_is_set_aside_by_rule_and_what_is_kept():
    from reverie.dream.worth import set_aside_reason

    # kept: a hyphenated word is no greeting, an instruction after a label is no report, codes say something
    assert set_aside_reason("hi-fi cables are stored in the blue crate") == ""
    assert set_aside_reason("Fridge: wipe the shelves, bin anything opened over three days, restock.") == ""
    assert set_aside_reason("routes N4 and X12 leave from bay C") == ""
    assert set_aside_reason("Radio: channel 4.") == ""  # a label and its value
    assert set_aside_reason("We shred old timesheets after six months.") == ""  # a pronoun, then a present verb
    assert set_aside_reason("The welcome pack is in the top drawer.") == ""
    # set aside: greetings, what happened once, too little to be knowledge
    assert set_aside_reason("Hi all, quick update") == "conversation"
    assert set_aside_reason("Rotated the key at 14:02.") == "one-off"
    assert set_aside_reason("The job finished at 03:12 with 48,211 rows written.") == "one-off"
    assert set_aside_reason("all good") == "short"
    assert set_aside_reason("Welcome back to Dana after her leave.") == "conversation"
    assert set_aside_reason("Forty-two tickets closed so far this sprint.") == "one-off"  # a running count
    assert set_aside_reason("Apologies from Sam Hart and Lee Doyle.") == "one-off"  # who was not at the meeting
    assert set_aside_reason("Congratulations to Ola on passing her HGV test.") == "conversation"
    assert set_aside_reason("The skip is collected this Friday at 8.") == "one-off"  # one occasion
    assert set_aside_reason("From next week the skip is collected on Fridays.") == ""  # a standing change
    assert set_aside_reason("Note to self: label the spare keys.") == "request"
    assert set_aside_reason("Morning! I would like all my allotment notes in one place.") == "conversation"
    assert set_aside_reason("Morning briefing is at 08:30 in the yard.") == ""
    # a line that opens with an exclamation is talk, whatever greeting word it uses
    assert set_aside_reason("Hiya! I fix bikes out of a van, so bear with me.") == "conversation"
    assert set_aside_reason("Taxi to the airport booked, confirmation TX-40417.") == "one-off"
    # a habit or a price is standing knowledge, however terse: "tested monthly", "cards cost 2.50"
    assert set_aside_reason("Smoke alarm on the landing; tested first Monday monthly.") == ""
    assert set_aside_reason("Replacement fobs cost 4 pounds each.") == ""
    assert set_aside_reason("02:10 nightly backup done, 412 GB, took 38 min") == "one-off"  # a job's name
    # a verb of change reports one event unless it says what changed to or from; a remark after a standing fact does
    # not make the line a report; "this year's" names one occasion; a past verb and then a count is what was done
    assert set_aside_reason("Forklift 3 back from service, mast chain replaced.") == "one-off"
    assert set_aside_reason("Incident form raised for a slip in aisle 4 at 14:20.") == "one-off"
    assert set_aside_reason("Gym fee raised to £30 a month.") == ""
    assert set_aside_reason("Hall hire £25/hour. Notice board in the foyer updated.") == ""
    assert set_aside_reason("This summer's fete is on 12 July on the green.") == "one-off"
    assert set_aside_reason("Bottled 400 cases of the summer ale.") == "one-off"
    assert set_aside_reason("Limited to 20 people per class.") == ""
    assert set_aside_reason("Sorry for the late notes, the printer was down.") == "conversation"  # an apology
    assert set_aside_reason("That's all from the early shift, see you tomorrow.") == "conversation"  # a sign-off
    assert set_aside_reason("Boiler warranty claim open with Vantage, ref VT-55012.") == "one-off"  # a reference number
    assert set_aside_reason("Heavy rain forecast for Friday, sandbags by the back door.") == "one-off"
    assert set_aside_reason("Sorry, we cannot take cheques at the counter.") == ""  # a rule said with an apology
    assert set_aside_reason("Cheques are referred to the office manager.") == ""
    # good wishes and thanks to someone are talk; a thing named after them is not
    assert set_aside_reason("A big thank-you to Pauline for ten years of keeping the club going.") == "conversation"
    assert set_aside_reason("Best wishes to Sam, who is stepping back for a while.") == "conversation"
    assert set_aside_reason("The thank-you card list is kept by the secretary.") == ""
    assert set_aside_reason("Best practice is to label every crate.") == ""
    assert set_aside_reason("Float account balance £812.40 after the March payroll.") == "one-off"  # one day's figure
    assert set_aside_reason("Our minimum balance with the bank is £500.") == ""
    # a meeting's action item is a task for someone, not knowledge; a line stamped with the time something happened
    # and a shift's totals are that night's news; a time that opens a standing schedule or a how-to is kept
    assert set_aside_reason("Action: RB to book the hall for the AGM by 3 March.") == "request"
    assert set_aside_reason("Action points: KT to chase the roofer.") == "request"
    assert set_aside_reason("The action plan is reviewed every quarter.") == ""
    assert set_aside_reason("03:40 lift 2 stuck between floors, engineer out, freed by 04:25.") == "one-off"
    assert set_aside_reason("Totals: 31 admissions, 4 transfers.") == "one-off"
    assert set_aside_reason("Quiet on the ward after midnight, thx Jo for the tea.") == "conversation"
    assert set_aside_reason("07:00-19:00 the front desk is staffed.") == ""
    assert set_aside_reason("0630 fish auction every weekday in the market hall.") == ""
    assert set_aside_reason("19:30 lock-up: 1. Check the fire doors; 2. Set the alarm.") == ""
    # a state that holds for now and will pass (out of use, off the road, on order, still broken) is news; one that
    # recurs is a standing schedule
    assert set_aside_reason("Van 6 off road, gearbox, back Thursday.") == "one-off"
    # a line that says outright it happens once
    assert set_aside_reason("The Parkers want the barn for a christening on 3 May, just the once.") == "one-off"
    assert set_aside_reason("We're opening on the bank holiday as a one-off.") == "one-off"
    assert set_aside_reason("A one-off joining fee of £20 is due with the first subscription.") == ""
    # a job, claim or invoice named by its number is one occasion; an apology for the notes themselves is talk
    assert set_aside_reason("Boiler engineer came out, job HX-20417, new fan fitted.") == "one-off"
    assert set_aside_reason("Paint delivered from Dulux Trade, inv D-88120.") == "one-off"
    assert set_aside_reason("Every job gets a job sheet signed by the customer.") == ""
    # so is a run or call-out named by its code; a distance or a count after "run" is no code
    assert set_aside_reason("Run B-207: 38 L of spirit, cuts as usual.") == "one-off"
    assert set_aside_reason("Callout 0093: injured climber, stretchered to the road.") == "one-off"
    assert set_aside_reason("Planning case PL/25/118 was noted by the committee.") == "one-off"
    assert set_aside_reason("We run 12 laps of the track every Tuesday.") == ""
    assert set_aside_reason("Sorry if these notes jump about, I wrote them on the bus.") == "conversation"
    # "has" / "have" before a past participle tells what was done, not what is
    assert set_aside_reason("The new boiler pump came on Monday and has been fitted.") == "one-off"
    assert set_aside_reason("Tuesday's class was cancelled for the storm; pupils have been told.") == "one-off"
    assert set_aside_reason("The minibus has nine seats and a tail lift.") == ""
    assert set_aside_reason("Dishwasher still broken; a new pump is on order.") == "one-off"
    assert set_aside_reason("The climbing wall is out of use every first Monday for inspection.") == ""
    assert set_aside_reason("Deposits stay non-refundable and are taken off the final bill.") == ""
    # reported speech is judged by what it reports: a minute that restates a rule is the rule, a minute of what
    # happened is news
    assert set_aside_reason("The secretary reminded members that guests must be signed in at the bar.") == ""
    assert set_aside_reason("JP said the Tuesday session suits the older players better.") == ""
    assert set_aside_reason("The chair confirmed that the hall was booked and the urn repaired.") == "one-off"
    # "reported that" introduces what it reports; "reported" with a figure is the figure of one day
    assert set_aside_reason("The warden reported that the car park gate is locked at 21:00.") == ""
    assert set_aside_reason("The warden reported that 312 cars were parked there in May.") == "one-off"
    assert set_aside_reason("The treasurer reported a balance of £920 at the year end.") == "one-off"
    assert set_aside_reason("Hedges were cut back in May.") == "one-off"  # the month, not the word "may"
    # an appointment on one date, work in hand on one, "last <day>": one occasion; a recurring date, a booking
    # system, a time of day or the last day of a month are standing knowledge
    assert set_aside_reason("Gas safety check booked for Tuesday 4 November at 2pm.") == "one-off"
    assert set_aside_reason("The lift is being serviced on 9 June.") == "one-off"
    assert set_aside_reason("We lost to Harton 3-1 last Saturday.") == "one-off"
    assert set_aside_reason("The window cleaner is booked for the 3rd of each month.") == ""
    assert set_aside_reason("Rooms are booked through the front desk.") == ""
    assert set_aside_reason("Team meetings are scheduled for 10am on Mondays.") == ""
    assert set_aside_reason("The AGM is held on the last Friday of June.") == ""
    # a meeting's courtesies are talk about the meeting, not a report to keep; a welcome that is a standing rule stays
    assert set_aside_reason("The chair thanked the Crown for the sandwiches.") == "conversation"
    assert set_aside_reason("MD welcomed two new residents who came to observe.") == "conversation"
    assert set_aside_reason("Guests are always welcomed at the door by a steward.") == ""
    # a rate is a standing price and a condition a rule, however many past participles follow; an order of a
    # quantity is no order number
    assert set_aside_reason("Kiln firing: £12 a load, paid at the counter.") == ""
    assert set_aside_reason("Pool closed if the chlorine reading is out of range.") == ""
    assert set_aside_reason("We order 40 sacks of grit every October.") == ""
    assert set_aside_reason("Order 51876 dispatched by courier.") == "one-off"
    assert set_aside_reason("Balance at 28 Feb: £1,204.50.") == "one-off"  # one day's figure, not a step's balance
    assert set_aside_reason("From tonight the duty vet is Anna Roe.") == ""  # a standing state from tonight on
    assert set_aside_reason("No coach goes on the water until their first-aid course is up to date.") == ""
    assert set_aside_reason("The generator tripped twice tonight.") == "one-off"
    assert set_aside_reason("Collecting a dog: 1. Weigh it; 2. Take the balance at the desk.") == ""


def test_a_past_verb_with_a_figure_for_its_object_reports_one_occasion():
    from reverie.dream.worth import set_aside_reason

    # what came of one occasion: a past verb whose object is a figure (before, the preposition after the figure read
    # it as a state, "capped at 25 MB")
    assert set_aside_reason("The summer fete raised £1,180 for the church roof.") == "one-off"
    assert set_aside_reason("Yesterday's car boot sale took £230 in pitch fees.") == "one-off"
    # a state, a rate or a habit with a past participle stays knowledge
    assert set_aside_reason("Uploads capped at 25 MB per file.") == ""
    assert set_aside_reason("Pickers are paid £13.50 an hour.") == ""
    assert set_aside_reason("Deliveries received 6am to 9am only.") == ""


def test_a_hyphenated_participle_is_a_compound_adjective_not_a_past_verb():
    from reverie.dream.worth import set_aside_reason

    # "grass-fed beef" describes the beef (before, "-fed" read as a past verb, and the supplier's line as a report)
    assert set_aside_reason("Greenway Farm supplies grass-fed beef to both cafés.") == ""
    # a verb with a verb's prefix is still a past verb: what was done once
    assert set_aside_reason("Nick re-plotted cue 34 after the tech run.") == "one-off"
    assert set_aside_reason("Sam double-checked the float and signed it off.") == "one-off"


def test_a_habit_begun_or_given_up_is_standing_knowledge():
    from reverie.dream.worth import set_aside_reason

    # "stopped" / "started" with a verb and its object say what is done from now on (before: a past verb, a report)
    assert set_aside_reason("I stopped doing home visits after the van went.") == ""
    assert set_aside_reason("We have started charging a £5 deposit for every booking.") == ""
    # what a machine stopped or started doing, on a day, is what happened
    assert set_aside_reason("The printer stopped working on Tuesday.") == "one-off"
    assert set_aside_reason("The boiler started leaking again last night.") == "one-off"


def test_a_figure_or_code_for_one_period_is_a_one_off():
    from reverie.dream.worth import set_aside_reason

    # a numbered week, a week ending, one month: the figure or code holds for that period only
    assert set_aside_reason("Bar takings w/e 14/06: £3,210.") == "one-off"
    assert set_aside_reason("League week 7: Harriers 3, Rovers 1.") == "one-off"
    assert set_aside_reason("Side gate padlock code for March: 5081.") == "one-off"
    assert set_aside_reason("The shed key box code this month is 2270.") == "one-off"
    # a code for whom, a year's rate and a week of every month stand
    assert set_aside_reason("Side gate padlock code for members: 5081.") == ""
    assert set_aside_reason("Adult subs for 2026: £40, due in January.") == ""
    assert set_aside_reason("Green bins go out in week 2 of every month.") == ""


def test_a_remark_on_how_a_stretch_of_time_went_is_small_talk():
    from reverie.dream.worth import set_aside_reason

    assert set_aside_reason("Wet afternoon, barely a customer through the door.") == "conversation"
    assert set_aside_reason("Kettle on, lads singing, great shift.") == "conversation"
    assert set_aside_reason("Hard one. Two call-outs before midnight.") == "conversation"
    # a rule about such shifts, or days named as the busy ones, stand
    assert set_aside_reason("On a busy Saturday, two staff must be on the till at all times.") == ""
    assert set_aside_reason("Long shifts must include a 30-minute break.") == ""


def test_a_closure_on_a_calendar_date_is_an_interruption_not_a_rule():
    from reverie.dream.worth import set_aside_reason

    # (before, "until" made the date a state's end, as in "fees frozen until 31 March")
    assert set_aside_reason("The cycle path by the weir is closed until 20 May for bank repairs.") == "one-off"
    assert set_aside_reason("The kiln room is shut on Friday 9 October while the vents are replaced.") == "one-off"
    # a closure with no date, or every year on one, is how things stand
    assert set_aside_reason("The kiln room is shut on Sundays.") == ""
    assert set_aside_reason("The office is closed from 24 December to 2 January every year.") == ""
    assert set_aside_reason("Hall hire fees frozen at 2025 rates until 31 March.") == ""


def test_a_clock_time_with_a_dot_is_a_time_of_day_like_one_with_a_colon():
    from reverie.dream.worth import set_aside_reason

    assert set_aside_reason("The AGM closed at 9.40pm.") == "one-off"  # as "closed at 21:40" is
    assert set_aside_reason("The bar shuts at 10.30pm on weeknights.") == ""
    assert set_aside_reason("Doors open 7.30pm, curtain up at 8pm.") == ""


def test_an_appointment_on_one_weekday_is_one_occasion():
    from reverie.dream.worth import set_aside_reason

    # as one on a date was ("booked for 11 March")
    assert set_aside_reason("Gas engineer booked for Tuesday afternoon.") == "one-off"
    assert set_aside_reason("The signer is booked for the Friday night at the Corn Exchange.") == "one-off"
    # a run of weekdays, or the same weekday every week, recurs
    assert set_aside_reason("Choir practice is booked for Wednesday evenings in the hall.") == ""
    assert set_aside_reason("Rehearsals scheduled for Tuesday and Thursday evenings.") == ""
    assert set_aside_reason("The hall is booked for Tuesday night every week.") == ""


def test_a_reference_after_a_label_that_says_what_it_is_for_names_one_occasion():
    from reverie.dream.worth import set_aside_reason

    assert set_aside_reason("Claim ref for the Hendry kitchen (flood 2 Feb): AXA-551082.") == "one-off"
    assert set_aside_reason("Confirmation for the Leeds venue hire: LVH-40233.") == "one-off"
    assert set_aside_reason("Reference books for the exam: the orange Haynes manual and the wiring guide.") == ""


def test_how_late_something_was_is_one_occasion():
    from reverie.dream.worth import set_aside_reason

    assert set_aside_reason("Milk drop 25 min late, lorry stuck at the level crossing.") == "one-off"
    assert set_aside_reason("Latecomers more than 10 minutes late wait for the break.") == ""


def test_a_date_on_the_calendar_says_when_something_happened_unless_it_starts_or_ends_a_state():
    from reverie.dream.worth import set_aside_reason

    # a participle then a preposition reads as a state ("capped at 25 MB"), unless a date says when it happened, as a
    # time of day already did
    assert set_aside_reason("Roof leak above the kitchen, patched by Dave on 9 November.") == "one-off"
    assert set_aside_reason("Both kayak trailers damaged on the 3 June outing; repairs quoted at £260.") == "one-off"
    # a date that starts, ends or bounds a standing state
    assert set_aside_reason("Membership capped at 120 from 1 January.") == ""
    assert set_aside_reason("Hall hire fees frozen at 2025 rates until 31 March.") == ""
    assert set_aside_reason("Fees payable by 1 April each year.") == ""


def test_a_step_added_and_what_a_check_found_are_knowledge_not_one_occasion():
    from reverie.dream.worth import set_aside_reason

    # "added ... to" says what a standing thing now holds, as "moved ... to" does; a check is judged by what it found
    assert set_aside_reason("I've added a step to my closing routine: the float gets counted twice.") == ""
    assert set_aside_reason("Checked the lease: it lets us sublet the back room to other traders.") == ""
    assert set_aside_reason("Checked the warranty and it covers the compressor for five years.") == ""
    # what was done once stays a report
    assert set_aside_reason("Checked the fire extinguishers on 3 June.") == "one-off"
    assert set_aside_reason("Rotated the key at 14:02.") == "one-off"


def test_a_line_about_the_note_itself_is_talk_about_it_not_knowledge():
    from reverie.dream.worth import set_aside_reason

    # how to read the document, whom to ask when it is unclear: about the note, as a greeting is about the talk
    assert set_aside_reason("Do read this guide end to end before your first shift on the till.") == "conversation"
    assert set_aside_reason("If anything here is out of date, tell Marta at the Monday briefing.") == "conversation"
    assert set_aside_reason("These pages were rewritten after the spring volunteers' meeting.") == "conversation"
    # what the document says, with "anything" or "here" in it, stays knowledge, and so does a rule the note states
    # of its own scope
    assert set_aside_reason("Log anything below 20% charge in the fleet book.") == ""
    assert set_aside_reason("Everything in this section applies to volunteers under 18.") == ""
    assert set_aside_reason("Keys to the store are kept here, in the grey safe.") == ""


def test_one_qualifier_in_two_forms_is_no_other_entity():
    from reverie.dream.subjects import other_entity

    old = "The north branch keeps shorter hours: 09:00 to 17:30 on weekdays."
    assert not other_entity([old], "The north branch's weekday hours are 09:00 to 18:00.")
    assert other_entity(["The staging database runs PostgreSQL 15."], "The production database runs PostgreSQL 15.")


def test_a_capitalised_first_word_is_a_name_only_as_the_whole_subject():
    from reverie.dream.contradictions import conflicts

    assert conflicts("Donated bread goes to the shelter on Park Street.", "Leftover bread goes to the shelter.") == []
    assert conflicts("Omar owns the loader service.", "Nadia owns the loader service.") == ["names: omar -> nadia"]
    # the first word of a clause after a semicolon and "I've" are no names: a detail of steps run together with
    # semicolons conflicts with nothing in them
    steps = "Lockouts: check proof of address; Pick or bypass the lock; Fit a new cylinder; Test the keys."
    assert conflicts(steps, "For lockouts I've added a step: photograph the door before starting.") == []


def test_numbers_said_in_words_are_their_figures():
    from reverie.dream.contradictions import conflicts
    from reverie.dream.stated_values import values

    # "thirty-four pounds" is 34 (not 30 and 4), so it restates "£34" and conflicts with "£62"
    assert values("Half-plot rent remains thirty-four pounds.").numbers == {"34"}
    assert values("Invoiced at sixty-eight pounds.").numbers == {"68"}
    assert values("A lost card is two pounds fifty to replace.").numbers == {"2.5"}
    assert conflicts("Half plots are £34 a year.", "Half plots remain thirty-four pounds a year.") == []
    assert conflicts("Full plots are £62 a year.", "Full plots are seventy-one pounds a year.")


def test_a_name_in_the_possessive_is_that_name():
    from reverie.dream.contradictions import conflicts
    from reverie.dream.stated_values import values

    # "Pepper's slot" names Pepper: no other name than the one the first statement opens with
    assert values("Tuesdays at 09:00 are Pepper's slot.").names == {"pepper"}
    assert (
        conflicts("Pepper, the Okafors' spaniel, goes out Tuesdays at 09:00.", "Tuesdays at 09:00 are Pepper's slot.")
        == []
    )


def test_a_linear_model_learns_separable_classes_and_refuses_a_malformed_file(tmp_path):
    import numpy as np

    from reverie.dream.learned import LinearModel, fit

    rng = np.random.default_rng(0)
    x = np.vstack([rng.normal(2, 0.3, (20, 4)), rng.normal(-2, 0.3, (20, 4))])
    labels = ["wiki"] * 20 + ["personal"] * 20
    classes, w, b = fit(x, labels, c=1.0)
    model = LinearModel("toy", "toy-embedder", classes, w, b, floor=0.0)
    assert model.predict(np.array([[2.0] * 4, [-2.0] * 4])) == ["wiki", "personal"]
    assert fit(x, labels, c=1.0)[1].tolist() == w.tolist()  # the same data, the same model
    saved = tmp_path / "toy.json"
    model.save(saved)
    again = LinearModel.from_json(json.loads(saved.read_text(encoding="utf-8")))
    assert again.predict(np.array([[2.0] * 4])) == ["wiki"] and again.fits("toy-embedder@fp32", 4)
    assert not again.fits("other-embedder", 4) and not again.fits("toy-embedder", 8)
    unsure = LinearModel("toy", "toy-embedder", classes, w, b, floor=0.99)
    assert unsure.predict(np.zeros((1, 4))) == [None]  # half way between: under the floor, no decision
    broken = again.to_json() | {"classes": ["wiki"]}
    with pytest.raises(ValueError, match="toy"):
        LinearModel.from_json(broken)


def test_a_damaged_learnt_model_file_is_named_in_the_error(tmp_path, monkeypatch):
    from reverie.dream import learned

    (tmp_path / learned.MODELS).mkdir()
    (tmp_path / learned.MODELS / "bucket.json").write_text('{"name": "bucket", "weights": [1', encoding="utf-8")
    monkeypatch.setattr(learned, "model_file", lambda name: tmp_path / learned.MODELS / f"{name}.json")
    learned._load.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"models/bucket\.json: unreadable"):
            learned.LinearModel.load("bucket")
        assert learned.LinearModel.load("absent") is None
    finally:
        learned._load.cache_clear()  # the shipped model again for the next test


def test_a_how_to_is_about_what_its_label_names_not_its_steps_words():
    from reverie.dream.subjects import same_subject, subject_phrase

    # the steps' own words ("... on the day of the meeting", "the chair may allow longer") are no part of the how-to's
    # subject; before, the subject ran to the steps' first verb ("may"), and a statement about meetings was about the
    # same thing as these steps, which a word of change then corrected
    how_to = (
        "Parents hoping to speak on an agenda item: 1. Tell the clerk by noon on the day of the meeting; "
        "2. Wait for the chair to call the item; 3. Keep to three minutes; the chair may allow longer."
    )
    assert subject_phrase(how_to) == subject_phrase("Parents hoping to speak on an agenda item")
    assert not same_subject(how_to, "Meetings will now start at 6.30pm so that governors can get there from work.")
