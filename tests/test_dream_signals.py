"""Each signal of the dream's decision on data where it changes the answer, through real files, the real SQLite
catalog and the real embedder (all-MiniLM-L6-v2); the LLM path against the loopback server."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from reverie.dream import OfflineIntegrator, dream, parse_node, read_nodes
from reverie.dream.integrate import LLMIntegrator
from reverie.dream.scope import scope_of
from reverie.dream.topics import pick_topics, write_interests
from reverie.llm import LLMClient
from reverie.workspace import Workspace

pytestmark = pytest.mark.slow  # every test dreams with the real embedder, which costs seconds to load


@pytest.fixture
def embedder(minilm):
    return minilm


@pytest.fixture
def ws(tmp_path: Path) -> Workspace:
    return Workspace(tmp_path / "ws").ensure()


def note(ws: Workspace, day: str, name: str, body: str) -> str:
    path = ws.memory_dir / day / f"{name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(body, encoding="utf-8")
    return f"memory/{day}/{name}.md"


def bullets(title: str, sections: dict[str, list[str]]) -> str:
    parts = [f"# {title}", ""]
    for heading, lines in sections.items():
        parts += [f"## {heading}", ""] + [f"- {x}" for x in lines] + [""]
    return "\n".join(parts)


def node_with(ws: Workspace, text: str):
    found = [
        n for n in read_nodes(ws) if text.lower() in (n.statement + " ".join(s.statement for s in n.superseded)).lower()
    ]
    assert len(found) == 1, [n.statement for n in read_nodes(ws)]
    return found[0]


def test_scope_from_the_note_title_keeps_two_cities_apart_and_corrects_only_its_own(ws, embedder):
    note(
        ws,
        "2026-03-02",
        "lisbon-trip",
        bullets(
            "Lisbon trip",
            {
                "Facts": [
                    "The city charges a tourist tax of 2 euros per night.",
                    "Check-in at the hotel starts at 14:00.",
                ]
            },
        ),
    )
    note(
        ws,
        "2026-03-03",
        "porto-trip",
        bullets(
            "Porto trip",
            {
                "Facts": [
                    "The city charges a tourist tax of 3 euros per night.",
                    "Check-in at the hotel starts at 15:00.",
                ]
            },
        ),
    )
    note(
        ws,
        "2026-03-04",
        "lisbon-trip",
        bullets("Lisbon trip", {"Facts": ["Check-in at the hotel actually starts at 13:00."]}),
    )
    report = dream(ws, ["2026-03-02", "2026-03-03", "2026-03-04"], OfflineIntegrator(), embedder)
    nodes = read_nodes(ws)
    assert len(nodes) == 4, [n.statement for n in nodes]
    lisbon_tax = node_with(ws, "2 euros")
    assert lisbon_tax.statement.startswith("Lisbon trip: ") and lisbon_tax.extra_meta["scope"] == "Lisbon trip"
    assert ("relates_to", node_with(ws, "3 euros").path) in lisbon_tax.relations or (
        "relates_to",
        lisbon_tax.path,
    ) in node_with(ws, "3 euros").relations
    lisbon_checkin = node_with(ws, "13:00")
    assert "14:00" in lisbon_checkin.superseded[0].statement and "Lisbon" in lisbon_checkin.statement
    assert not node_with(ws, "15:00").superseded
    assert report.counts()["CORRECT"] == 1


def test_sibling_facts_of_one_shape_in_one_note_are_two_nodes(ws, embedder):
    note(
        ws,
        "2026-06-01",
        "sync",
        bullets(
            "Weekly sync",
            {
                "Billing dashboard": ["Marco owns the dashboard and answers questions about it."],
                "Growth dashboard": ["Sofia owns the dashboard and keeps its numbers honest."],
                "Support": [
                    "Enterprise customers get a first response within 1 hour.",
                    "Starter customers get a first response within 24 hours.",
                ],
            },
        ),
    )
    report = dream(ws, ["2026-06-01"], OfflineIntegrator(), embedder)
    assert len(read_nodes(ws)) == 4 and report.counts()["CREATE"] == 4
    assert node_with(ws, "Marco").extra_meta["scope"] == "Billing dashboard"


def test_small_talk_and_one_off_events_stay_in_the_daily_notes_and_are_counted(ws, embedder):
    note(
        ws,
        "2026-05-04",
        "loader",
        bullets(
            "Loader",
            {
                "Log": [
                    "That worked, 80333 rows loaded.",
                    "The nightly job finished at 02:14 with 66105 rows written.",
                    "Thanks for the quick help!",
                    "The booking confirmation code is XK3P9Q.",
                    "The loader accepts files of at most 500 MB.",
                ]
            },
        ),
    )
    note(
        ws,
        "2026-05-05",
        "loader",
        bullets(
            "Loader", {"Log": ["That worked, 91200 rows loaded.", "Haha, I hope the weather is better than last time."]}
        ),
    )
    report = dream(ws, ["2026-05-04", "2026-05-05"], OfflineIntegrator(), embedder)
    assert [n.statement for n in read_nodes(ws)] == ["The loader accepts files of at most 500 MB."]
    assert report.counts()["CORRECT"] == 0
    assert report.units_set_aside == {"conversation": 2, "one-off": 4}


def test_a_line_set_aside_that_says_what_a_node_says_adds_its_note_as_a_source(ws, embedder):
    """A restatement in the form of a one-off report is evidence for the node that holds its fact: the node gains
    the note as a source, its words unchanged; a one-off report that says nothing a node says stays aside."""
    first = note(ws, "2026-05-04", "clinic", bullets("Clinic", {"Facts": ["The Harbour Street clinic opens at 8:00."]}))
    later = note(
        ws,
        "2026-05-06",
        "clinic",
        bullets(
            "Clinic",
            {
                "Log": [
                    "As I was reminded this morning, the Harbour Street clinic opens at 8:00.",
                    "The printer jammed twice this morning.",
                ]
            },
        ),
    )
    report = dream(ws, ["2026-05-04", "2026-05-06"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert node.statement == "The Harbour Street clinic opens at 8:00."
    assert [s.path for s in node.sources] == [first, later]
    assert report.counts()["CORROBORATE"] == 1 and report.units_set_aside == {"one-off": 1}


def test_a_paraphrase_at_high_similarity_is_one_node(ws, embedder):
    note(ws, "2026-07-01", "ops-log", "# Ops log\n\n- uploads: PDFs capped at 25 MB\n")
    note(ws, "2026-07-02", "ops-log", "# Ops log\n\n- a single PDF upload may not exceed 25 MB\n")
    report = dream(ws, ["2026-07-01", "2026-07-02"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert report.counts()["CORROBORATE"] == 1 and len(node.sources) == 2


def test_a_change_of_owner_by_name_corrects_and_another_service_stays(ws, embedder):
    note(ws, "2026-05-04", "ops", bullets("Ops", {"Ownership": ["Omar owns the loader service."]}))
    note(ws, "2026-05-05", "ops", bullets("Ops", {"Ownership": ["Priya owns the billing export."]}))
    note(ws, "2026-05-07", "ops", bullets("Ops", {"Ownership": ["Nadia owns the loader service since the reorg."]}))
    report = dream(ws, ["2026-05-04", "2026-05-05", "2026-05-07"], OfflineIntegrator(), embedder)
    loader = node_with(ws, "Nadia")
    assert loader.superseded[0].statement == "Omar owns the loader service."
    assert "superseded on 2026-05-07" in loader.superseded[0].note and loader.title.startswith("Nadia")
    assert not node_with(ws, "Priya").superseded and report.counts()["CORRECT"] == 1


def _edit(ws: Workspace, rel: str, statement: str) -> None:
    path = ws.root / rel
    node = parse_node(rel, path.read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    end = text.index("\n---\n", 4) + 5  # a person edits the body; the frontmatter stays as it was
    path.write_text(text[:end] + text[end:].replace(node.statement, statement), encoding="utf-8")


def test_a_correction_of_a_hand_edited_node_is_suggested_beside_the_persons_words(ws, embedder):
    note(ws, "2026-07-01", "ops", bullets("Ops", {"Facts": ["Redis maxmemory is 4gb."]}))
    dream(ws, ["2026-07-01"], OfflineIntegrator(), embedder)
    rel = read_nodes(ws)[0].path
    _edit(ws, rel, "Redis maxmemory is 4gb on the cache cluster (I checked the config).")
    note(ws, "2026-07-03", "ops", bullets("Ops", {"Facts": ["Redis maxmemory was bumped to 8gb."]}))
    report = dream(ws, ["2026-07-03"], OfflineIntegrator(), embedder)
    node = parse_node(rel, (ws.root / rel).read_text(encoding="utf-8"))
    assert report.counts()["CORRECT"] == 1
    assert node.statement == "Redis maxmemory is 4gb on the cache cluster (I checked the config)."
    assert not node.superseded  # the person's line is not struck through
    [(_, text)] = [s for s in node.extra_sections if s[0] == "Suggested corrections"]
    assert "8gb" in text and "(suggested on 2026-07-03 from [[memory/2026-07-03/ops.md]])" in text
    assert node.description == node.statement and node.title.startswith("Redis maxmemory is 4gb on the cache")
    assert "memory/2026-07-03/ops.md" in node.source_paths


def test_a_refinement_of_a_hand_edited_node_adds_only_the_detail(ws, embedder):
    note(
        ws,
        "2026-07-01",
        "ops",
        bullets(
            "Runbook",
            {"Procedure": ["To renew the certificate, run certbot renew on edge-1, then copy the bundle to edge-2."]},
        ),
    )
    dream(ws, ["2026-07-01"], OfflineIntegrator(), embedder)
    rel = read_nodes(ws)[0].path
    mine = "To renew the certificate: certbot renew on edge-1, copy the bundle to edge-2 (ask Ana first)."
    _edit(ws, rel, mine)
    note(
        ws,
        "2026-07-06",
        "ops",
        bullets(
            "Runbook",
            {
                "Procedure": [
                    "To renew the certificate, run certbot renew on edge-1, copy the bundle to edge-2, "
                    "then reload nginx."
                ]
            },
        ),
    )
    report = dream(ws, ["2026-07-06"], OfflineIntegrator(), embedder)
    text = (ws.root / rel).read_text(encoding="utf-8")
    node = parse_node(rel, text)
    assert (
        report.counts()["REFINE"] == 1
        and node.statement == mine
        and text.split("\n---\n", 1)[1].count("ask Ana first") == 1
    )  # the person's paragraph is not copied again
    [(_, refinements)] = [s for s in node.extra_sections if s[0] == "Refinements"]
    assert "reload nginx" in refinements and refinements.count("\n") == 0


def test_two_nodes_holding_the_same_knowledge_merge_keeping_sources_and_history(ws, embedder):
    from reverie.dream.catalog import open_dream_catalog
    from reverie.dream.integrate import NodeIndex
    from reverie.dream.run import DreamReport, _Writer

    note(ws, "2026-07-01", "a", bullets("Ops", {"Facts": ["The backup job keeps copies for 14 days."]}))
    note(ws, "2026-07-02", "b", bullets("Ops", {"Facts": ["The backup job now keeps copies for 30 days."]}))
    note(ws, "2026-07-03", "c", bullets("Ops", {"Facts": ["Grafana runs on grafana.ops.example.com."]}))
    dream(ws, ["2026-07-01", "2026-07-02", "2026-07-03"], OfflineIntegrator(), embedder)
    backup = node_with(ws, "30 days")
    # A second node with the same knowledge (as a run with another wording or an older version could leave).
    twin_text = (ws.root / backup.path).read_text(encoding="utf-8").replace("name: ", "name: twin-", 1)
    twin_text = twin_text.replace("memory/2026-07-01/a.md", "memory/2026-07-03/c.md").replace(
        "created: '2026-07-01'", "created: '2026-07-03'"
    )
    twin_rel = backup.path.replace(".md", "-twin.md")
    (ws.root / twin_rel).write_text(twin_text, encoding="utf-8")
    with open_dream_catalog(ws.metadata_dir) as cat:
        from reverie.hashing import content_hash

        cat.set_node_hash(twin_rel, content_hash(twin_text))  # written by the dream, not a person
        index = NodeIndex(ws.root, cat, embedder).load()
        writer = _Writer(ws, cat, index, DreamReport(), "2026-07-04")
        writer.merge_same({twin_rel})
        assert writer.report.merged == [f"{twin_rel} -> {backup.path}"]
    assert not (ws.root / twin_rel).exists()
    kept = parse_node(backup.path, (ws.root / backup.path).read_text(encoding="utf-8"))
    assert set(kept.source_paths) == {"memory/2026-07-01/a.md", "memory/2026-07-02/b.md", "memory/2026-07-03/c.md"}
    assert [s.statement for s in kept.superseded] == ["The backup job keeps copies for 14 days."]
    assert kept.extra_meta["merged_from"] == [twin_rel]


def test_a_procedure_naming_another_procedure_as_prerequisite_depends_on_it(ws, embedder):
    note(
        ws,
        "2026-11-02",
        "runbook",
        bullets(
            "Cluster runbook",
            {
                "Draining a node": [
                    "To drain a node, cordon it, drain it with --ignore-daemonsets and wait for the pods to reschedule."
                ]
            },
        ),
    )
    note(
        ws,
        "2026-11-03",
        "runbook",
        bullets(
            "Database runbook",
            {
                "Credentials": [
                    "To rotate the database credentials, first drain the worker node that runs the migrator, "
                    "then update the "
                    "secret in Vault and restart the API pods."
                ]
            },
        ),
    )
    dream(ws, ["2026-11-02", "2026-11-03"], OfflineIntegrator(), embedder)
    rotate, drain = node_with(ws, "rotate the database"), node_with(ws, "ignore-daemonsets")
    assert ("depends_on", drain.path) in rotate.relations and not drain.relations


def test_a_corroboration_links_the_other_close_nodes(ws, embedder):
    note(
        ws,
        "2026-02-02",
        "api",
        bullets("API", {"Facts": ["The public API v2 allows 100 requests per second per key."]}),
    )
    note(
        ws, "2026-02-03", "api", bullets("API", {"Facts": ["The public API v1 allows 20 requests per second per key."]})
    )
    note(ws, "2026-02-04", "api", bullets("API", {"Facts": ["API v1 is limited to 20 requests per second per key."]}))
    report = dream(ws, ["2026-02-02", "2026-02-03", "2026-02-04"], OfflineIntegrator(), embedder)
    v1, v2 = node_with(ws, "v1"), node_with(ws, "v2")
    assert report.counts()["CORROBORATE"] == 1 and ("relates_to", v2.path) in v1.relations


def test_a_topic_chosen_days_ago_is_not_chosen_again_inside_the_diversity_window(ws, embedder):
    note(ws, "2026-03-01", "a", bullets("Ops", {"Facts": ["The backup job keeps copies for 14 days."]}))
    dream(ws, ["2026-03-01"], OfflineIntegrator(), embedder)
    [first] = pick_topics(ws, "2026-03-01", ["2026-02-28", "2026-03-01"], read_nodes(ws), topic_count=1)
    write_interests(ws, "2026-03-01", [first], 1, 7)
    note(ws, "2026-03-03", "b", bullets("Ops", {"Facts": ["Backups are now kept for 30 days."]}))
    dream(ws, ["2026-03-03"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert node.superseded  # reworded by a correction: another title, the same node
    assert pick_topics(ws, "2026-03-03", ["2026-03-02", "2026-03-03"], [node], topic_count=1) == []


def test_llm_correct_across_scopes_is_refused_logged_and_made_a_related_node(ws, embedder, llm_server):
    note(
        ws,
        "2026-09-01",
        "globex",
        bullets("Exports", {"Facts": ["The nightly export job pushes to sftp://globex.example.net/in at 01:00 UTC."]}),
    )
    note(
        ws,
        "2026-09-02",
        "initech",
        bullets(
            "Exports", {"Facts": ["The nightly export job pushes to sftp://initech.example.net/drop at 02:00 UTC."]}
        ),
    )
    unit = lambda s: json.dumps({"units": [{"name": "export", "bucket": "wiki", "statement": s}]})  # noqa: E731
    llm_server.answers.extend(
        [
            unit("The nightly export job pushes to sftp://globex.example.net/in at 01:00 UTC."),
            json.dumps(
                {
                    "decisions": [
                        {
                            "unit": 1,
                            "action": "CREATE",
                            "target": None,
                            "statement": "The nightly export job pushes to sftp://globex.example.net/in at 01:00 UTC.",
                            "name": "globex-export",
                        }
                    ]
                }
            ),
            unit("The nightly export job pushes to sftp://initech.example.net/drop at 02:00 UTC."),
            json.dumps(
                {
                    "decisions": [
                        {
                            "unit": 1,
                            "action": "CORRECT",
                            "target": 1,
                            "statement": (
                                "The nightly export job pushes to sftp://initech.example.net/drop at 02:00 UTC."
                            ),
                        }
                    ]
                }
            ),
        ]
    )
    integrator = LLMIntegrator(
        LLMClient(os.environ["REVERIE_LLM_MODEL"], api_base=os.environ["REVERIE_LLM_API_BASE"], max_tokens=2000)
    )
    report = dream(ws, ["2026-09-01", "2026-09-02"], integrator, embedder)
    assert "never correct across subjects" in llm_server.requests[1]["messages"][0]["content"].lower()
    assert "small talk" in llm_server.requests[0]["messages"][0]["content"]
    assert report.counts() == {"CREATE": 2, "CORROBORATE": 0, "REFINE": 0, "CORRECT": 0}
    assert len(report.corrections_refused) == 1 and "initech" in report.corrections_refused[0]
    globex, initech = node_with(ws, "globex"), node_with(ws, "initech")
    assert not globex.superseded and ("relates_to", globex.path) in initech.relations


def test_the_sample_generator_knows_its_truth_and_grades_the_digest(ws, embedder):
    from datetime import date

    from reverie.files import flush_session, ingest_session_inbox
    from reverie.sample_files import FilesSampleSpec, write_sample_files
    from reverie.sample_truth import TRUTH_FILE, digest_quality

    info = write_sample_files(ws, FilesSampleSpec(end_day=date(2026, 11, 3)), resources=False)
    ingest_session_inbox(ws, auto_memory_interval=None)
    for sid in json.loads((ws.metadata_dir / TRUTH_FILE).read_text(encoding="utf-8")):
        flush_session(ws, sid)
    report = dream(ws, info["days"], OfflineIntegrator(), embedder)
    q = digest_quality(ws)
    # Facts of different customers stay apart: no node's history holds another fact's statement.
    assert q["false_corrections"] == 0 and q["facts_kept"] >= q["facts"] - 1
    assert q["junk_nodes"] <= 0.1 * q["nodes"] and report.units_set_aside.get("one-off", 0) > 0
    profiles = [n for n in read_nodes(ws) if "loader profile" in n.statement]
    assert len(profiles) >= 2 and not any(n.superseded for n in profiles)


def test_a_restatement_naming_the_same_value_in_other_words_is_one_node(ws, embedder):
    """Few shared words, similarity under 0.5, one distinctive value (17:30) on both sides: one fact."""
    note(ws, "2026-06-08", "dock", bullets("Dock", {"Carriers": ["The carrier cut-off at the dock is 17:30."]}))
    note(ws, "2026-06-09", "dock-2", bullets("Dock", {"Carriers": ["Last truck out leaves at 17:30 sharp."]}))
    report = dream(ws, ["2026-06-08", "2026-06-09"], OfflineIntegrator(), embedder)
    assert report.counts().get("CREATE") == 1, [(a.action, a.unit) for a in report.actions]
    node = node_with(ws, "17:30")
    assert sorted(s.path for s in node.sources) == ["memory/2026-06-08/dock.md", "memory/2026-06-09/dock-2.md"]


def test_a_how_to_naming_a_things_name_is_not_that_things_fact(ws, embedder):
    note(
        ws,
        "2026-02-01",
        "clinic",
        bullets("Clinic", {"Rooms": ["The X-ray room is in the basement, next to the lab."]}),
    )
    note(
        ws,
        "2026-02-02",
        "closing",
        bullets("Clinic", {"Closing": ["To close the clinic: switch off the X-ray machine, then set the alarm."]}),
    )
    dream(ws, ["2026-02-01", "2026-02-02"], OfflineIntegrator(), embedder)
    buckets = sorted(n.bucket for n in read_nodes(ws))
    assert buckets == ["procedure", "wiki"], [(n.bucket, n.statement) for n in read_nodes(ws)]


def test_a_change_from_today_is_a_correction_not_a_one_off(ws, embedder):
    note(
        ws, "2026-04-13", "office", bullets("Office", {"People": ["Marta, our paralegal, works from home on Fridays."]})
    )
    note(
        ws, "2026-04-16", "office-2", bullets("Office", {"People": ["From today Marta works from home on Thursdays."]})
    )
    report = dream(ws, ["2026-04-13", "2026-04-16"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit) for a in report.actions]
    node = node_with(ws, "Thursdays")
    assert "Thursdays" in node.statement and "Fridays" in node.superseded[0].statement


def test_a_detail_said_in_new_words_refines_the_node(ws, embedder):
    """The new clause shares few words with the node and means something it does not say: a refinement."""
    note(ws, "2026-01-20", "contacts", bullets("Ward", {"Contacts": ["The site bed manager is on extension 5520."]}))
    note(
        ws,
        "2026-01-21",
        "contacts-2",
        bullets("Ward", {"Contacts": ["The bed manager is on 5520; out of hours go through switchboard."]}),
    )
    report = dream(ws, ["2026-01-20", "2026-01-21"], OfflineIntegrator(), embedder)
    assert report.counts().get("REFINE") == 1, [(a.action, a.unit) for a in report.actions]
    assert "switchboard" in node_with(ws, "5520").statement


def test_chatter_in_other_words_is_set_aside_by_meaning_and_counted(ws, embedder):
    note(
        ws,
        "2026-06-10",
        "shift",
        bullets(
            "Shift log",
            {
                "": [
                    # ("quiet morning, rain" was the first line here; a rule now sets it aside, as a remark on how a
                    # stretch of time went, before its meaning is read)
                    "rain all morning, yard like a pond",
                    "mezzanine hot again, fans out",
                    "Returns are graded A, B or C on the bench by the window.",
                ]
            },
        ),
    )
    report = dream(ws, ["2026-06-10"], OfflineIntegrator(), embedder)
    assert [n.statement for n in read_nodes(ws)] == ["Returns are graded A, B or C on the bench by the window."]
    assert report.units_set_aside.get("chatter") == 2


def test_a_list_lead_line_leads_its_numbered_steps(ws, embedder):
    body = (
        "# Matters\n\n## Opening\n\n"
        "Before a new matter is opened:\n1. Run the conflict search.\n2. Get the partner's sign-off.\n"
    )
    note(ws, "2026-04-14", "matters", body)
    dream(ws, ["2026-04-14"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert node.bucket == "procedure"
    assert node.statement.startswith("Before a new matter is opened: 1. Run the conflict search")


def test_one_frame_with_another_name_corrects_that_slot(ws, embedder):
    # Two people's names weigh so much in the embedding that the two lines score under the similarity a value
    # change needs; the same words up to and past the colon, with another filler, say the slot changed.
    note(ws, "2026-08-03", "front-desk", "# Front desk log\n\n- duty vet on call: Hana Sato\n")
    note(ws, "2026-08-10", "front-desk", "# Front desk log\n\n- duty vet on call: Rob McKinley\n")
    report = dream(ws, ["2026-08-03", "2026-08-10"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert "Rob" in node.statement and "Hana" in node.superseded[0].statement
    assert report.counts()["CORRECT"] == 1


def test_a_correction_naming_the_nodes_value_as_the_old_one_corrects_it(ws, embedder):
    note(ws, "2026-09-01", "studio", "# Studio\n\n- The lease on the pottery studio renews on 9 October.\n")
    note(ws, "2026-09-04", "studio", "# Studio\n\n- Actually the renewal date is 19 October, not the 9th.\n")
    report = dream(ws, ["2026-09-01", "2026-09-04"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert "19 October" in node.statement and "9 October" in node.superseded[0].statement
    assert report.counts()["CORRECT"] == 1


def test_a_value_of_one_site_never_corrects_its_sibling_sites(ws, embedder):
    # Neither line says which depot it is about: only the logs' titles do. Each depot keeps its own first bus.
    note(ws, "2026-10-05", "harbour-log", "# Harbour depot shift log\n\n- first bus out at 04:50, route 12\n")
    note(ws, "2026-10-05", "canal-log", "# Canal depot shift log\n\n- first bus out at 05:20, route 12\n")
    report = dream(ws, ["2026-10-05"], OfflineIntegrator(), embedder)
    assert report.counts()["CORRECT"] == 0
    assert not node_with(ws, "04:50").superseded and not node_with(ws, "05:20").superseded


def test_a_restatement_in_other_words_lands_in_the_node_that_stands_out(ws, embedder):
    # The second wording shares almost no words with the first and scores about 0.5, under every fixed bar of
    # sameness; its fact's node is still much closer than any other node, so it corroborates that node.
    note(
        ws,
        "2026-11-02",
        "kitchen",
        bullets(
            "Community kitchen",
            {
                "Facts": [
                    "Volunteers must finish the washing-up before the hall closes at nine.",
                    "The walk-in fridge is defrosted on the first Monday of each month.",
                    "Donated bread goes to the shelter on Park Street.",
                ]
            },
        ),
    )
    note(
        ws,
        "2026-11-09",
        "kitchen",
        bullets("Community kitchen", {"Facts": ["Whatever loaves are left over are handed to the homeless."]}),
    )
    report = dream(ws, ["2026-11-02", "2026-11-09"], OfflineIntegrator(), embedder)
    assert len(read_nodes(ws)) == 3 and report.counts()["CORROBORATE"] + report.counts()["REFINE"] == 1
    assert len(node_with(ws, "Donated bread").sources) == 2


def test_a_new_holder_of_a_role_said_another_way_corrects_the_role(ws, embedder):
    note(ws, "2026-11-16", "office", "# Office notes\n\n- Marta Lind is our office manager.\n")
    note(ws, "2026-11-23", "office", "# Office notes\n\n- Parking permits go to Joe Bakker, the office manager.\n")
    report = dream(ws, ["2026-11-16", "2026-11-23"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert "Joe Bakker" in node.statement and "Marta Lind" in node.superseded[0].statement
    assert report.counts()["CORRECT"] == 1


def test_a_line_about_this_building_never_corrects_another_buildings_node(ws, embedder):
    note(
        ws,
        "2026-10-12",
        "offices",
        bullets("IT runbook", {"Harbour Street": ["The main printer is PRN-HS-02 on the second floor."]}),
    )
    note(
        ws,
        "2026-10-19",
        "offices",
        bullets("IT runbook", {"Mill Lane": ["PRN-ML-01 on the second floor is the main printer for this building."]}),
    )
    report = dream(ws, ["2026-10-12", "2026-10-19"], OfflineIntegrator(), embedder)
    assert report.counts()["CORRECT"] == 0
    assert not node_with(ws, "PRN-HS-02").superseded and not node_with(ws, "PRN-ML-01").superseded


def test_a_new_value_after_the_same_label_corrects_it(ws, embedder):
    note(ws, "2026-06-01", "call-sheet", "# Call sheet\n\n- unit base: Harrowgate quarry car park\n")
    note(ws, "2026-06-08", "call-sheet", "# Call sheet\n\n- unit base: Fenwick Farm yard, off the B3306\n")
    report = dream(ws, ["2026-06-01", "2026-06-08"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert "Fenwick" in node.statement and "Harrowgate" in node.superseded[0].statement
    assert report.counts()["CORRECT"] == 1


def test_steps_restated_under_another_heading_are_one_procedure(ws, embedder):
    # "their" in a how-to names the person it is done for, not the heading: the steps carry no scope, so the
    # same steps under another heading land in the same node.
    note(
        ws,
        "2026-04-06",
        "handbook",
        "# Handbook\n\n## Joiners\n\nNew joiner:\n\n1. Create their account in the directory\n"
        "2. Order their building badge\n3. Book their induction session\n",
    )
    note(
        ws,
        "2026-04-13",
        "handbook",
        bullets(
            "Handbook",
            {
                "Induction": [
                    "For a new joiner, create their directory account, order their badge and book their induction."
                ]
            },
        ),
    )
    dream(ws, ["2026-04-06", "2026-04-13"], OfflineIntegrator(), embedder)
    [node] = [n for n in read_nodes(ws) if n.bucket == "procedure"]
    assert len(node.sources) == 2 and len(read_nodes(ws)) == 1


def test_one_quantity_or_clock_time_in_other_words_is_one_fact_not_a_correction(ws, embedder):
    # "three weeks" is "21 days" and "half past eight" is 08:30 or 20:30: the same value, so a restatement, never a
    # correction of 21 by 3; another amount of the same unit still corrects.
    lines = ["Printed proofs are kept for 21 days before shredding.", "The press room opens at 08:30."]
    note(ws, "2026-05-04", "press", bullets("Print shop", {"Rules": lines}))
    again = ["We shred printed proofs after three weeks.", "Press room doors open at half past eight."]
    note(ws, "2026-05-11", "press", bullets("Print shop", {"Rules": again}))
    report = dream(ws, ["2026-05-04", "2026-05-11"], OfflineIntegrator(), embedder)
    assert report.counts().get("CREATE") == 2 and not report.counts().get("CORRECT"), [
        (a.action, a.unit) for a in report.actions
    ]
    assert len(node_with(ws, "21 days").sources) == 2 and len(node_with(ws, "08:30").sources) == 2
    note(ws, "2026-05-18", "press", bullets("Print shop", {"Rules": ["Printed proofs are now kept for four weeks."]}))
    report = dream(ws, ["2026-05-18"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1
    node = node_with(ws, "four weeks")
    assert "four weeks" in node.statement and "21 days" in node.superseded[0].statement


def test_a_note_never_corrects_itself_two_values_in_one_note_are_two_facts(ws, embedder):
    # Two tenants' rents under their own headings of one note: the second line names no tenant, yet a writer does not
    # contradict what they wrote a few lines up, so it is another fact, not a correction of the first.
    body = bullets(
        "Tenants",
        {
            "Harbour Yoga": ["They pay us a fixed rent of £900 a month."],
            "Kestrel Dance": ["Fixed rent of £750 a month."],
        },
    )
    note(ws, "2026-02-02", "tenants", body)
    report = dream(ws, ["2026-02-02"], OfflineIntegrator(), embedder)
    assert report.counts().get("CREATE") == 2 and not report.counts().get("CORRECT"), report.actions
    assert not any(n.superseded for n in read_nodes(ws))


def test_a_change_said_of_the_same_subject_finds_its_node_however_it_is_worded(ws, embedder):
    # "changed to 0830" about "morning briefing": the node about the morning briefing is found by its subject, not by
    # the similarity of the whole sentence (the reason given after "so" pulls it towards the vans' node).
    lines = ["Morning briefing 0900 in the canteen.", "Vans are loaded from bay 2 and leave by 09:30."]
    note(ws, "2026-03-02", "depot-log", bullets("Depot log", {"Standing": lines}))
    again = ["Morning briefing changed to 0830 so the vans are loaded and away earlier."]
    note(ws, "2026-03-09", "depot-log", bullets("Depot log", {"Changes": again}))
    report = dream(ws, ["2026-03-02", "2026-03-09"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    node = node_with(ws, "0830")
    assert "0900" in node.superseded[0].statement and len(read_nodes(ws)) == 2


def test_actually_sets_the_node_right_and_a_decimal_price_is_a_number(ws, embedder):
    # "actually" marks what follows as the right statement: it replaces the node's (kept as superseded), it is not
    # appended as a detail; "41.5p" is an amount like "38p", so the new price conflicts with the old one.
    lines = ["Invoices go out on the first working day of the month.", "The creamery pays us 38p a litre."]
    note(ws, "2026-03-02", "office", bullets("Farm office", {"Money": lines}))
    again = ["Invoicing actually runs on the 25th, so clients pay by month end.", "The creamery pays us 41.5p a litre."]
    note(ws, "2026-03-16", "office", bullets("Farm office", {"Money": again}))
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 2, [(a.action, a.unit) for a in report.actions]
    assert "first working day" in node_with(ws, "25th").superseded[0].statement
    price = node_with(ws, "41.5p")
    assert "38p" not in price.statement and "38p" in price.superseded[0].statement


def test_two_tanks_named_by_code_in_their_headings_never_correct_each_other(ws, embedder):
    # "FV1" / "FV2" are one shape with two numbers, like "Ward 5" / "Ward 7": the same words under each heading state
    # each tank's own value; a new value under FV2 corrects FV2's node only.
    note(ws, "2026-05-04", "cellar", bullets("Cellar log", {"FV1": ["Ferment at 19°C."], "FV2": ["Ferment at 17°C."]}))
    note(ws, "2026-05-11", "cellar", bullets("Cellar log", {"FV2": ["Ferment at 18°C."]}))
    dream(ws, ["2026-05-04", "2026-05-11"], OfflineIntegrator(), embedder)
    assert not any("19°C" in s.statement for n in read_nodes(ws) for s in n.superseded)
    assert any("19°C" in n.statement for n in read_nodes(ws))


def test_a_line_with_no_subject_of_its_own_is_about_its_heading(ws, embedder):
    # "Actually starts at 14:30 from now on" under "Knitting Circle": the circle starts later, not the chess club.
    clubs = {
        "Chess Club": ["Chess Club meets on Tuesdays at 18:00 in room 2."],
        "Knitting Circle": ["Knitting Circle meets on Tuesdays at 14:00 in the lounge."],
    }
    note(ws, "2026-01-13", "centre-minutes", bullets("Community centre meeting", clubs))
    later = {"Knitting Circle": ["Actually starts at 14:30 from now on, after the lunch club clears the lounge."]}
    note(ws, "2026-02-10", "centre-minutes", bullets("Community centre meeting", later))
    dream(ws, ["2026-01-13", "2026-02-10"], OfflineIntegrator(), embedder)
    assert not node_with(ws, "18:00").superseded
    knitting = node_with(ws, "14:30")
    assert "14:00" in knitting.superseded[0].statement


def test_one_log_on_two_days_is_one_context_and_a_role_taken_over_corrects(ws, embedder):
    # "Stores log, Mon 13 Apr" and "Stores log, Tue 21 Apr" are one log on two days, not two sibling logs: a new value
    # after the same label corrects; "has taken over from" names the old holder, so the role's node is corrected.
    first = "# Stores log, Mon 13 Apr\n\n- Glove supplier: Medline, boxes of 100, delivered Mondays.\n"
    first += "- The first-aid lead is Dana Moss; ask her for the accident book.\n"
    note(ws, "2026-04-13", "stores-log", first)
    later = "# Stores log, Tue 21 Apr\n\n- Glove supplier: Unigloves, boxes of 200, delivered Mondays.\n"
    later += "- The first-aid lead is now Omar Haddad, who has taken over from Dana Moss.\n"
    note(ws, "2026-04-21", "stores-log", later)
    report = dream(ws, ["2026-04-13", "2026-04-21"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 2, [(a.action, a.unit) for a in report.actions]
    assert "Medline" in node_with(ws, "Unigloves").superseded[0].statement
    lead = node_with(ws, "Omar Haddad")
    assert "Dana Moss is" not in lead.statement and "Dana Moss" in lead.superseded[0].statement


def test_a_node_that_names_the_units_scope_is_corrected_from_any_section(ws, embedder):
    # The node sat under "Groups and events" but names the Knitting Circle itself; a later line under the circle's own
    # heading corrects it: the node's words say whose fact it is, not the section it happened to sit in.
    events = {"Groups and events": ["Knitting Circle meets on Tuesdays at 14:00 in the lounge."]}
    note(ws, "2026-01-13", "centre-minutes", bullets("Community centre meeting", events))
    later = {"Knitting Circle": ["Actually starts at 14:30 from now on, after the lunch club clears the lounge."]}
    note(ws, "2026-02-10", "centre-minutes", bullets("Community centre meeting", later))
    report = dream(ws, ["2026-01-13", "2026-02-10"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit) for a in report.actions]
    assert "14:00" in node_with(ws, "14:30").superseded[0].statement


def test_a_new_holder_named_beside_the_old_one_corrects_the_role(ws, embedder):
    # The old holder is still named ("... has retired"), so no value differs by itself: the role held by another
    # person is the conflict.
    first = "# Branch minutes\n\n- Rita Okafor remains our district nurse and visits weekly.\n"
    note(ws, "2026-01-12", "minutes", first)
    later = "# Branch minutes\n\n- Paul Lindgren is now our district nurse; Rita Okafor has retired.\n"
    note(ws, "2026-03-09", "minutes", later)
    report = dream(ws, ["2026-01-12", "2026-03-09"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit) for a in report.actions]
    assert "Rita Okafor remains" in node_with(ws, "Paul Lindgren").superseded[0].statement


def test_from_now_on_said_of_the_nodes_own_supplier_corrects_it(ws, embedder):
    # "from now on" with another weekday, naming the same firm as the node: that firm's day changed. (It never lets a
    # rule for one customer correct another customer's node: the loader scenario tests keep Acme and Vandelay apart.)
    note(ws, "2026-09-07", "yard-log", "# Yard log\n\n- Skips emptied by Greyfield Waste, alternate Mondays.\n")
    note(ws, "2026-09-21", "yard-log", "# Yard log\n\n- Greyfield come on Wednesdays from now on, still fortnightly.\n")
    report = dream(ws, ["2026-09-07", "2026-09-21"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "Mondays" in node_with(ws, "Wednesdays").superseded[0].statement


def test_a_new_value_reported_as_updated_is_kept_and_corrects(ws, embedder):
    # "Rate card updated" reads like a one-off report, but "updated" says a standing value changed, like "changed" or
    # "replaced": the line is kept, and its new price corrects the old one.
    note(ws, "2026-03-02", "hire-log", "# Hire desk log\n\n- Van hire £45/day + fuel.\n")
    note(
        ws,
        "2026-03-16",
        "hire-log",
        "# Hire desk log\n\n- Van hire £52/day + fuel. Rate card on the counter updated.\n",
    )
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "£45" in node_with(ws, "£52").superseded[0].statement


def test_a_price_in_pence_or_in_words_is_a_number_like_its_figure(ws, embedder):
    # "£7.50" is an amount, not a code: it corrects "£7"; "four pounds fifty" is "£4.50" said in words: the same value,
    # so no correction.
    lines = ["A day pass at the pool costs £7.", "Replacement locker keys cost £4.50."]
    note(ws, "2026-06-01", "front-desk", bullets("Front desk", {"Prices": lines}))
    again = ["Price list updated: a pool day pass, £7.50.", "A lost locker key is four pounds fifty to replace."]
    note(ws, "2026-06-15", "front-desk", bullets("Front desk", {"Prices": again}))
    report = dream(ws, ["2026-06-01", "2026-06-15"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "£7." in node_with(ws, "£7.50").superseded[0].statement
    assert not node_with(ws, "£4.50").superseded


def test_a_role_named_without_an_article_or_as_a_label_changes_holder(ws, embedder):
    # "Yard marshal: Petra. ..." then "From today Kwame Mensah is yard marshal; ...": one office, another holder. The
    # label form holds with a remark after it, the other form without "the" / "our" before an office's noun.
    note(ws, "2026-05-04", "depot-log", "# Depot log\n\n- Yard marshal: Petra. Ask her for the gate keys.\n")
    later = "# Depot log\n\n- From today Kwame Mensah is yard marshal; Petra moves to dispatch.\n"
    note(ws, "2026-05-18", "depot-log", later)
    report = dream(ws, ["2026-05-04", "2026-05-18"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "Petra" in node_with(ws, "Kwame Mensah").superseded[0].statement


def test_a_shift_log_by_day_and_by_night_is_one_log(ws, embedder):
    # "(days)" and "(nights)" in a log's title say which shift wrote it, like its date: the same log, so a new value
    # on the night shift corrects the day shift's line (before, the titles read as two sibling logs).
    note(ws, "2026-02-03", "plant-log", "# Plant room log, Tue 03 Feb (days)\n\n- Boiler 2 flow temp set to 75C.\n")
    later = "# Plant room log, Tue 10 Feb (nights)\n\n- Boiler 2 flow temp: 70C now, per the energy audit.\n"
    note(ws, "2026-02-10", "plant-log", later)
    report = dream(ws, ["2026-02-03", "2026-02-10"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "75C" in node_with(ws, "70C").superseded[0].statement


def test_one_subject_with_another_head_noun_is_not_a_sibling(ws, embedder):
    # "Loyalty card holders" / "loyalty card discount": the same modifier with another head noun is one subject said
    # two ways, so the new rate corrects the old; siblings share the head and differ in a modifier ("the squash
    # court" / "the tennis court"), and stay two facts.
    lines = ["Loyalty card holders get 5% off every order.", "The squash court costs £9 an hour."]
    note(ws, "2026-04-06", "shop-notes", bullets("Shop notes", {"Customers": lines}))
    again = ["Loyalty card discount: 8% off every order.", "The tennis court costs £12 an hour."]
    note(ws, "2026-04-20", "shop-notes", bullets("Shop notes", {"Customers": again}))
    report = dream(ws, ["2026-04-06", "2026-04-20"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "5%" in node_with(ws, "8%").superseded[0].statement
    assert not node_with(ws, "tennis court").superseded


def test_a_statement_naming_a_how_tos_topic_details_that_how_to(ws, embedder):
    # "Club minibus: drivers over 70 ..." names the topic of "To hire the club minibus: 1. ...", however little the two
    # wordings share: it details the how-to instead of becoming a node of its own. A how-to named by one common word
    # ("To load a file") is never found that way.
    steps = "To hire the club minibus for a trip:\n1. Check the diary.\n2. Fill in the hire form.\n3. Collect the keys."
    note(ws, "2026-05-04", "club-handbook", f"# Club handbook\n\n## Transport\n\n{steps}\n")
    later = (
        "# Club handbook\n\n## Transport\n\n- Club minibus: drivers over 70 bring a yearly medical form (D1 rules).\n"
    )
    note(ws, "2026-05-18", "club-handbook", later)
    # a detail with no value of its own and few words in common is still a detail, not a restatement
    last = "# Club handbook\n\n## Transport\n\n- Club minibus: spare key in the bar safe ONLY if the office is shut.\n"
    note(ws, "2026-06-01", "club-handbook", last)
    report = dream(ws, ["2026-05-04", "2026-05-18", "2026-06-01"], OfflineIntegrator(), embedder)
    assert report.counts().get("REFINE") == 2, [(a.action, a.unit, a.node) for a in report.actions]
    node = node_with(ws, "medical form")
    assert node.bucket == "procedure" and "Fill in the hire form" in node.statement and "bar safe" in node.statement


def test_a_how_tos_topic_is_its_labels_noun_phrase(ws, embedder):
    # The topic a detail must name is the label's noun phrase: up to its first comma ("..., every Monday at 10:00"),
    # a hyphenated word kept whole ("end-of-shift" holds no preposition), and named by its head with the word before
    # it ("van inspection" for "End-of-shift van inspection"). A how-to's step numbers are no values of it: the
    # sepsis detail's "4" contradicts nothing. Before, the first detail corrected the protocol (its steps superseded
    # by one line) and the other two became nodes of their own.
    how_tos = [
        "Sepsis protocol:\n1. Take blood cultures.\n2. Start antibiotics within the hour.\n3. Give a fluid bolus.",
        "Fire alarm test, every Monday at 10:00:\n1. Tell reception.\n2. Trigger call point 3.\n3. Log the result.",
        "End-of-shift van inspection:\n1. Check tyre pressures.\n2. Top up the screen wash.\n3. Sign the sheet.",
    ]
    note(ws, "2026-05-04", "handbook", "# Handbook\n\n## How we work\n\n" + "\n\n".join(how_tos) + "\n")
    details = [
        "Sepsis: if lactate is above 4, call the outreach team straight away.",
        "Fire alarm test: contractors on site must be warned by 9:30.",
        "Van inspection covers the first-aid kit expiry dates too.",
    ]
    note(ws, "2026-05-18", "handbook", "# Handbook\n\n## How we work\n\n" + "".join(f"- {d}\n" for d in details))
    report = dream(ws, ["2026-05-04", "2026-05-18"], OfflineIntegrator(), embedder)
    assert report.counts().get("REFINE") == 3, [(a.action, a.unit, a.node) for a in report.actions]
    assert len(read_nodes(ws)) == 3
    for steps, detail in (("blood cultures", "outreach team"), ("call point", "contractors"), ("tyre", "first-aid")):
        node = node_with(ws, steps)
        assert node.bucket == "procedure" and detail in node.statement.lower() and not node.superseded


def test_an_agenda_items_number_names_nothing(ws, embedder):
    # Minutes number their agenda items: "2. Premises" in March and "2. Maintenance" in April are no sibling sections
    # (as "Ward 5" / "Ward 7" are), so April's new contractor corrects March's. Before, the shared "2" made them
    # siblings and the two meetings left two contradicting nodes.
    march = "# Hall committee minutes, March\n\n## 1. Welcome\n\n- The chair welcomed members.\n\n## 2. Premises\n\n"
    note(ws, "2026-03-04", "minutes", march + "- The fire alarm is serviced by Chubb every March.\n")
    april = "# Hall committee minutes, April\n\n## 1. Apologies\n\n- None received.\n\n## 2. Maintenance\n\n"
    note(ws, "2026-04-01", "minutes", april + "- The fire alarm is now serviced by Ansell Fire every March.\n")
    report = dream(ws, ["2026-03-04", "2026-04-01"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    node = node_with(ws, "Ansell")
    assert "Chubb" in node.superseded[0].statement


def test_a_handbooks_rule_for_its_people_is_personal_and_its_i_is_not_the_persons(ws, embedder):
    # A file's statements are claims of the file, never the person's preferences; a rule that binds the team's people
    # ("Visitors must sign in ...") is the team's rule, personal, while the file's "I" stays a claim (wiki).
    from reverie import frontmatter

    meta = {"name": "yard-handbook", "source_resource": "[[resources/yard-handbook.md]]", "date": "2026-03-02"}
    lines = [
        "Visitors must sign in at the gatehouse and wear a hi-vis vest on the yard.",
        "I never answer the phone before 8, so email the office instead.",
        "The weighbridge is calibrated every spring by Avery Weigh.",
    ]
    body = "# Yard handbook\n\n## Site\n\n" + "".join(f"- {x}\n" for x in lines)
    note(ws, "2026-03-02", "yard-handbook", frontmatter.render(meta, body))
    dream(ws, ["2026-03-02"], OfflineIntegrator(), embedder)
    assert node_with(ws, "Visitors must sign in").bucket == "personal"
    assert node_with(ws, "answer the phone").bucket == "wiki"
    assert node_with(ws, "weighbridge").bucket == "wiki"


def test_a_change_said_in_the_present_tense_corrects(ws, embedder):
    # "moves to" says the value changes as surely as "moved to": the new hours correct the old ones (before, the two
    # read as two facts, since nothing said the first one changed).
    first = "# Service desk log\n\n- Patching: Wed 22:00-23:30 GMT. Outside that = urgent fixes only, with sign-off.\n"
    note(ws, "2026-01-05", "desk-log", first)
    note(
        ws, "2026-01-19", "desk-log", "# Service desk log\n\n- From February the patch slot moves to 21:00-22:30 GMT.\n"
    )
    report = dream(ws, ["2026-01-05", "2026-01-19"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "22:00" in node_with(ws, "21:00").superseded[0].statement


def test_buckets_by_meaning_file_how_tos_the_wording_rules_miss(ws, embedder):
    # Two instructions that open with a condition or a verb the wording rules do not list read as facts to them; the
    # learnt bucket model reads them as how-tos. Facts and a person's preference stay where they were.
    lines = [
        "When the freezer alarm goes off, move the samples to the backup unit and phone facilities.",
        "Shut the fume cupboard sash, log the spill in the book and tell the lab manager.",
        "The kiln reaches 1280 degrees for stoneware firings.",
        "I prefer a phone call to a long email when something is urgent.",
    ]
    note(ws, "2026-03-02", "lab-notes", "# Lab notes\n\n" + "".join(f"- {x}\n" for x in lines))
    dream(ws, ["2026-03-02"], OfflineIntegrator(), embedder)
    assert node_with(ws, "freezer alarm").bucket == "procedure"
    assert node_with(ws, "fume cupboard").bucket == "procedure"
    assert node_with(ws, "kiln").bucket == "wiki"
    assert node_with(ws, "phone call").bucket == "personal"


def test_the_bucket_model_is_only_used_with_the_embedder_it_was_fitted_on(embedder):
    from reverie.dream.buckets import BucketsByMeaning
    from reverie.dream.learned import LinearModel

    model = LinearModel.load("bucket")
    assert model is not None and model.embedder == "all-MiniLM-L6-v2" and model.fits(embedder.model_id, embedder.dim)
    assert BucketsByMeaning.for_embedder(embedder.embed, embedder.model_id, embedder.dim) is not None
    assert BucketsByMeaning.for_embedder(embedder.embed, "hash-384", 384) is None


def test_a_files_team_conventions_stay_personal_but_it_never_speaks_for_a_person(ws, embedder):
    # A handbook's conventions for its people are the team's, personal, however they are worded (before, only a rule
    # with a rule's words stayed personal); a file's "I" or someone's preference in it is the file's claim (wiki).
    from reverie import frontmatter

    meta = {"name": "gallery-handbook", "source_resource": "[[resources/gallery-handbook.md]]", "date": "2026-03-02"}
    lines = [
        "Front-of-house staff keep their phones in the office during opening hours.",
        "Priya prefers her rota by text message rather than email.",
        "I'm usually in the print room on Thursdays.",
        "The east gallery holds 120 people for openings.",
    ]
    body = "# Gallery handbook\n\n## Front of house\n\n" + "".join(f"- {x}\n" for x in lines)
    note(ws, "2026-03-02", "gallery-handbook", frontmatter.render(meta, body))
    dream(ws, ["2026-03-02"], OfflineIntegrator(), embedder)
    assert node_with(ws, "keep their phones").bucket == "personal"
    assert node_with(ws, "rota by text").bucket == "wiki"
    assert node_with(ws, "print room").bucket == "wiki"
    assert node_with(ws, "east gallery").bucket == "wiki"


def test_another_name_as_the_value_of_one_subject_corrects_and_another_subject_stays_apart(ws, embedder):
    # The names that differ sit outside one subject ("printer toner"): another supplier, a correction by name
    # (before, any two different names read as two things). A pronoun subject with other names ("we use ... for
    # Acme / Umbrella files") is still two customers' facts (the demo's loader profiles, above).
    note(
        ws,
        "2026-04-01",
        "office",
        bullets("Office", {"Supplies": ["Printer toner comes from Cartridge World on Mill Road."]}),
    )
    note(
        ws,
        "2026-04-08",
        "office",
        bullets(
            "Office",
            {
                "Supplies": [
                    "The printer toner is from Ink Depot in Leeds.",
                    "Printer paper comes from Banner Office Supplies.",
                ]
            },
        ),
    )
    report = dream(ws, ["2026-04-01", "2026-04-08"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    toner = node_with(ws, "Ink Depot")
    assert "Cartridge World" in toner.superseded[0].statement
    assert not node_with(ws, "Banner Office").superseded


def test_from_next_month_says_a_value_changes(ws, embedder):
    # "From next month X is Y" starts a new value of a standing fact, as "from now on" does: it corrects the node of
    # its own subject (before, without "now" or "actually", the new holder stood beside the old one as a new fact).
    note(ws, "2026-02-02", "cafe-log", "# Cafe log\n\n- Relief cook days: Maria Costa does Mon and Tue lunches.\n")
    later = "# Cafe log\n\n- From next week relief cook is Tom Ebbs, Mon and Tue as before.\n"
    note(ws, "2026-02-16", "cafe-log", later)
    report = dream(ws, ["2026-02-02", "2026-02-16"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "Maria Costa" in node_with(ws, "Tom Ebbs").superseded[0].statement


def test_the_same_words_about_someone_else_change_the_holder(ws, embedder):
    # Names weigh so much in a sentence's vector that "Priya Shah is captain of ..." and "... captain is Dan Reyes"
    # score low; with the names taken out they say the same, so the new name corrects the old. A depot named in each
    # statement is another subject: its manager is another fact.
    first = (
        "# League notes\n\n- Priya Shah is captain of the Brewery Owls.\n- Lena Ortiz manages the Riverside depot.\n"
    )
    later = (
        "# League notes\n\n- The Brewery Owls' captain is Dan Reyes; his number is on the board.\n"
        "- The Harbour depot is managed by Raj Patel.\n"
    )
    note(ws, "2026-03-02", "league", first)
    note(ws, "2026-03-16", "league", later)
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "Priya Shah" in node_with(ws, "Dan Reyes").superseded[0].statement
    assert not node_with(ws, "Raj Patel").superseded and not node_with(ws, "Lena Ortiz").superseded


def test_the_same_words_about_two_named_things_are_two_facts(ws, embedder):
    # "Orders for Acme Ltd ..." / "Orders for Initech ...": the names qualify what each sentence is about, so the same
    # words say two customers' facts (before, Initech's corrected Acme's; the two huts' beds became one node). A name
    # that is the value ("done by Hartley Accounts") still changes with a word of change.
    first = (
        "# Dispatch notes\n\n- Orders for Acme Ltd go out by DHL.\n- Tarn Hut sleeps 16 in two bunkrooms.\n"
        "- Payroll is done by Barlow & Co.\n"
    )
    later = (
        "# Dispatch notes\n\n- Orders for Initech go out by DHL.\n- Stony Creek Hut sleeps 16 in two bunkrooms.\n"
        "- Payroll is now done by Hartley Accounts.\n"
    )
    note(ws, "2026-03-02", "dispatch", first)
    note(ws, "2026-03-16", "dispatch", later)
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert [a.unit for a in report.actions if a.action == "CORRECT"] == ["Payroll is now done by Hartley Accounts."]
    for name in ("Acme", "Initech", "Tarn Hut", "Stony Creek"):
        assert not node_with(ws, name).superseded, name


def test_two_headings_that_list_topics_are_no_siblings(ws, embedder):
    # "2. Officers and finance" in May's minutes and "2. Officers and premises" in June's are one agenda item, not two
    # things of one shape (as "Ward 5" / "Ward 7" are): June's new treasurer corrects May's.
    may = "# Allotment committee, 5 May\n\n## 2. Officers and finance\n\n- Treasurer to the committee: Mr Ken Dodd.\n"
    june = (
        "# Allotment committee, 2 June\n\n## 2. Officers and premises\n\n"
        "- Mr Dodd has stood down; Ms Ada Byron is now treasurer to the committee.\n"
    )
    note(ws, "2026-05-05", "committee", may)
    note(ws, "2026-06-02", "committee", june)
    report = dream(ws, ["2026-05-05", "2026-06-02"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "Ken Dodd" in node_with(ws, "Ada Byron").superseded[0].statement


def test_a_how_to_does_not_correct_a_statement(ws, embedder):
    # A how-to and a standing statement are two kinds of knowledge: the refund steps' "within two days" is no new
    # value of "answered within 14 days" (before, the steps corrected the rule away).
    note(ws, "2026-04-01", "desk", "# Desk notes\n\n- Refund requests must be answered within 14 days.\n")
    steps = "Refund process: 1. Log the request within two days; 2. Check the receipt; 3. Issue the credit note."
    note(ws, "2026-04-08", "desk", f"# Desk notes\n\n- {steps}\n")
    report = dream(ws, ["2026-04-01", "2026-04-08"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 0, [(a.action, a.unit, a.node) for a in report.actions]
    assert not node_with(ws, "within 14 days").superseded
    assert node_with(ws, "Check the receipt").bucket == "procedure"


def test_a_new_holder_named_where_the_old_one_stood_corrects_the_place(ws, embedder):
    # "Joan Pryce is head ranger" then "From now on Omar Sadiq is head ranger and signs off ...": a subject that is only
    # a name says who holds the place, and the clause holding the names says the same of each (before, the two names
    # read as two entities and the new ranger stood beside the old one). Another walker of another loop stays apart.
    # A name that qualifies a noun ("for all Harwood school groups") says whose thing it is: no holder.
    first = (
        "# Ranger notes\n\n- Joan Pryce is head ranger. Any question about the trails goes to her.\n"
        "- Ivy Marsh walks the north loop on Mondays.\n"
        "- From now on we hand out the orange map to all Harwood school groups.\n"
    )
    later = (
        "# Ranger notes\n\n- From now on Omar Sadiq is head ranger and signs off every trail closure.\n"
        "- Leo Hart walks the south loop on Thursdays.\n"
        "- From now on we hand out the orange map to all Kestrel school groups.\n"
    )
    note(ws, "2026-05-04", "rangers", first)
    note(ws, "2026-05-18", "rangers", later)
    report = dream(ws, ["2026-05-04", "2026-05-18"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node) for a in report.actions]
    assert "Joan Pryce" in node_with(ws, "Omar Sadiq").superseded[0].statement
    assert not node_with(ws, "Leo Hart").superseded and not node_with(ws, "Ivy Marsh").superseded
    assert not node_with(ws, "Kestrel").superseded and not node_with(ws, "Harwood").superseded


def test_a_detail_of_a_how_to_refines_it_and_corrects_nothing(ws, embedder):
    # A statement's value beside a how-to's ("lock-up ... by 22:30" / "Closing the hall, every night at 22:00: ...")
    # is a detail of the steps, not their new value: it refines the how-to, whose steps stay current (before, it
    # corrected the how-to and the steps were struck out as superseded).
    steps = (
        "Closing the hall, every night at 22:00:\n1. Check the toilets are empty.\n2. Switch off the urn.\n"
        "3. Set the alarm."
    )
    note(ws, "2026-06-01", "hall", f"# Hall handbook\n\n## Closing\n\n{steps}\n")
    detail = "Closing the hall at night: the alarm must be set and the doors locked by 22:30."
    note(ws, "2026-06-15", "hall", f"# Hall handbook\n\n## Closing\n\n- {detail}\n")
    report = dream(ws, ["2026-06-01", "2026-06-15"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 0, [(a.action, a.unit, a.node) for a in report.actions]
    node = node_with(ws, "Switch off the urn")
    assert "22:30" in node.statement and not node.superseded and len(read_nodes(ws)) == 1


def test_a_span_from_one_month_to_another_names_no_old_value(ws, embedder):
    # "from April to September" is a season, not "moved from X to Y": two headings' mowing heights in one note stay
    # two facts (before, the span read as a word of change and the outfield's height corrected the square's).
    body = (
        "# Ground handbook\n\n## The square\n\n- Mown at 10 mm, three times a week from April to September.\n\n"
        "## Outfield\n\n- Mown at 15 mm, twice a week from April to September.\n"
    )
    note(ws, "2026-04-06", "ground", body)
    report = dream(ws, ["2026-04-06"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 0, [(a.action, a.unit, a.node) for a in report.actions]
    assert not node_with(ws, "10 mm").superseded and not node_with(ws, "15 mm").superseded
    assert not any(a.unit.startswith("Mown at 15") and a.action != "CREATE" for a in report.actions)


def test_a_word_of_change_on_the_node_that_stands_out_corrects_it(ws, embedder):
    # "From next month the Northgate law lecture moves to Tuesday 2pm" says its value changes; the lecture's node is
    # close and far closer than any other, so the subject said in other words is the same subject (before, the
    # differing subject words made it another fact and the old time stood beside the new).
    first = (
        "# Notes\n\n- Tuesdays: the second-year law lecture at Northgate, Room B12, 10am.\n"
        "- Music folders are kept in the vestry cupboard.\n- Subs are £6 a week, paid to the treasurer.\n"
    )
    later = "# Notes\n\n- From next month the Northgate law lecture moves to Tuesday 2pm, same room.\n"
    note(ws, "2026-09-02", "notes", first)
    note(ws, "2026-09-23", "notes", later)
    report = dream(ws, ["2026-09-02", "2026-09-23"], OfflineIntegrator(), embedder)
    assert report.counts().get("CORRECT") == 1, [(a.action, a.unit, a.node, a.reason) for a in report.actions]
    assert "10am" in node_with(ws, "2pm").superseded[0].statement


def test_a_detail_of_the_how_to_that_stands_out_lands_in_it(ws, embedder):
    # "Grade C returns get photographed before they go to recycling" does not name the how-to's topic ("Returns")
    # word for word and reads as a fact, not a step, yet the returns how-to is by far its closest node: it details
    # the steps (before, it became a node of its own beside them).
    steps = (
        "Returns:\n1. Scan the RMA label.\n2. Inspect and grade A, B or C.\n"
        "3. A goes back to stock, B to the outlet shelf, C to recycling."
    )
    others = "- The tea urn lives in the pavilion kitchen.\n- Nets are booked through the club secretary.\n"
    first = f"# Warehouse notes\n\n{steps}\n\n{others}"
    note(ws, "2026-09-02", "warehouse", first)
    note(
        ws,
        "2026-09-23",
        "warehouse",
        "# Warehouse notes\n\n- Grade C returns get photographed before they go to recycling.\n",
    )
    report = dream(ws, ["2026-09-02", "2026-09-23"], OfflineIntegrator(), embedder)
    assert report.counts().get("REFINE") == 1, [(a.action, a.unit, a.node, a.reason) for a in report.actions]
    node = node_with(ws, "Scan the RMA label")
    assert "photographed" in node.statement and node.bucket == "procedure" and len(read_nodes(ws)) == 3


def test_a_restatement_under_a_naming_heading_lands_in_that_headings_node(ws, embedder):
    # "North car park" / "South car park" hold one rule with other dates; a later note restates the south one under
    # its heading: the node of the same heading is tried first (before, the north node, a little closer, took it).
    first = (
        "# Site handbook\n\n## North car park\n\n- Gates open from 1 March to 31 October.\n\n"
        "## South car park\n\n- Gates open from 15 March to 15 October.\n"
    )
    later = "# Site notes\n\n## South car park\n\n- The gates are open from mid-March until mid-October.\n"
    note(ws, "2026-03-02", "handbook", first)
    note(ws, "2026-03-16", "site", later)
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert report.counts().get("CREATE") == 2, [(a.action, a.unit, a.node) for a in report.actions]
    south, north = node_with(ws, "15 March"), node_with(ws, "1 March")
    assert "memory/2026-03-16/site.md" in [s.path for s in south.sources]
    assert "memory/2026-03-16/site.md" not in [s.path for s in north.sources]


def test_a_new_name_or_value_beside_a_word_of_change_replaces_the_old(ws, embedder):
    # "Bethany Lowe is now in charge of ..." and "... changed to Quayside Chandlery" put a name the node does not hold
    # right beside the word of change: the new holder before "is now", the new value after "changed to". That
    # replaces what the node says, though the old name is still mentioned (before, both were appended to the old
    # statement as details, so the node named two people in charge). "Now" elsewhere adds a detail: the first-aid
    # kit's checker is no replacement.
    first = (
        "# Club notes\n\n- Malik Osei runs the junior sailing sessions and keeps the training register.\n"
        "- Fuel for the rescue boats comes from Harbour Marine and is collected on Fridays.\n"
        "- The first-aid kit lives in the race hut, on the shelf by the door.\n"
    )
    later = (
        "# Club notes\n\n- Bethany Lowe is now in charge of the junior sailing sessions; Malik Osei has gone back to "
        "racing.\n- Rescue boat fuel supplier changed to Quayside Chandlery, since Harbour Marine stopped collections "
        "on Fridays.\n"
        "- The first-aid kit in the race hut is now checked by Priya Shah after every regatta.\n"
    )
    note(ws, "2026-04-04", "club", first)
    note(ws, "2026-05-02", "club", later)
    report = dream(ws, ["2026-04-04", "2026-05-02"], OfflineIntegrator(), embedder)
    acts = [(a.action, a.unit, a.node, a.reason) for a in report.actions]
    assert report.counts().get("CORRECT") == 2, acts
    assert "Malik Osei" in node_with(ws, "Bethany Lowe").superseded[0].statement
    assert "Harbour Marine" in node_with(ws, "Quayside").superseded[0].statement
    kit = node_with(ws, "Priya Shah")
    assert not kit.superseded and "shelf by the door" in kit.statement
    # "From today <new holder> is ...": a day on which the new holder starts, the old one still named after it
    note(ws, "2026-05-09", "log", "# Station log\n\n- Nominated boat key holder Crew Tom Okoro.\n")
    note(
        ws,
        "2026-05-16",
        "log",
        "# Station log\n\n- From today Crew Sam Lewis is nominated boat key holder; Tom Okoro has gone to Brixham.\n",
    )
    report = dream(ws, ["2026-05-09", "2026-05-16"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-05-16"] == ["CORRECT"], report.actions
    assert "Tom Okoro" in node_with(ws, "Sam Lewis").superseded[0].statement


def test_a_quantity_of_time_with_a_half_or_written_short_is_one_value(ws, embedder):
    # "an hour and a half" is "90 minutes", "four and a half hours" is "4h30": the same value, so the restatements,
    # worded far apart (cosine under 0.55), land in their facts' nodes (before, neither was read as a quantity of
    # time and both became nodes of their own).
    first = [
        "I like my kit set up and sound-checked 90 minutes before the first dance.",
        "I never play requests for novelty songs.",
        "Drivers of the van take a break after 4h30 at the wheel.",
    ]
    again = [
        "I want to be ready and tested an hour and a half before the couple walk in.",
        "Nobody drives the van for more than four and a half hours without a rest.",
    ]
    note(ws, "2026-03-02", "gigs", bullets("Gig notes", {"How I work": first}))
    note(ws, "2026-03-16", "gigs", bullets("Gig notes", {"How I work": again}))
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert len(read_nodes(ws)) == 3 and not report.counts().get("CORRECT"), [(a.action, a.unit) for a in report.actions]
    assert len(node_with(ws, "90 minutes").sources) == 2 and len(node_with(ws, "4h30").sources) == 2
    from reverie.dream.stated_values import values

    assert values("a quarter of an hour").all() == {"15min"} and values("two and a half days").all() == {"2.5d"}
    assert values("48 h notice").all() == values("48 hours' notice").all() == {"2880min"}


def test_two_how_tos_are_two_procedures_unless_close_in_meaning(ws, embedder):
    # Checking a dog in and sending it home share words ("weigh the dog") and score 0.47: weak evidence that once put
    # the second how-to's steps into the first as a refinement. Two how-tos are two procedures unless close in
    # meaning. A step that takes "the balance at the desk" is no account balance of one day: the how-to is kept.
    first = (
        "# Kennel handbook\n\n- Checking a dog in: 1. Scan the microchip; 2. Read the vaccination card; 3. Weigh the "
        "dog and write it on the kennel board.\n- The kennels open at 07:30 on weekdays.\n"
        "- Dogs on the isolation block are walked last, by one named person.\n"
    )
    later = (
        "# Kennel handbook\n\n- Sending a dog home, as agreed: 1. Weigh the dog again; 2. Hand back its lead, bedding "
        "and card; 3. Take the balance at the desk.\n"
    )
    note(ws, "2026-02-02", "kennels", first)
    note(ws, "2026-02-16", "kennels", later)
    report = dream(ws, ["2026-02-02", "2026-02-16"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.unit.startswith("Sending")] == ["CREATE"], [
        (a.action, a.unit, a.reason) for a in report.actions
    ]
    assert "Hand back" not in node_with(ws, "Scan the microchip").statement
    assert node_with(ws, "Hand back its lead").bucket == "procedure"


def test_one_frame_with_another_thing_in_a_slot_is_another_fact(ws, embedder):
    # "The piano in the main hall is booked through the office" is the projector's sentence with another thing in
    # one slot (0.66): before, it corroborated the projector's node and the piano was lost. "The finance team owns
    # the supplier register" read as a new value of "... owns the expenses dashboard" and corrected it; a team owns
    # both. A name in the slot is still a new value ("Omar owns ..." / "Nadia owns ..."), and the projector's own
    # line said again still corroborates.
    first = (
        "# Hall notes\n\n- The projector in the main hall is booked through the office.\n"
        "- The finance team owns the expenses dashboard.\n- Omar owns the loader service.\n"
        "- Chairs are stacked in tens after every event.\n"
    )
    later = (
        "# Hall notes\n\n- The piano in the main hall is booked through the office.\n"
        "- The projector in the main hall is booked through the office.\n"
        "- The finance team owns the supplier register.\n- Nadia owns the loader service.\n"
    )
    note(ws, "2026-01-12", "hall", first)
    note(ws, "2026-01-26", "hall", later)
    report = dream(ws, ["2026-01-12", "2026-01-26"], OfflineIntegrator(), embedder)
    acts = {a.unit: a.action for a in report.actions if a.day == "2026-01-26"}
    assert acts == {
        "The piano in the main hall is booked through the office.": "CREATE",
        "The projector in the main hall is booked through the office.": "CORROBORATE",
        "The finance team owns the supplier register.": "CREATE",
        "Nadia owns the loader service.": "CORRECT",
    }, acts
    assert not node_with(ws, "expenses dashboard").superseded


def test_a_word_of_addition_adds_to_the_closest_node(ws, embedder):
    # "One more thing for after a session: ..." says it adds to something already written; the closest node (the
    # clean-up after a session, at 0.41) takes it in as a refinement (before, it was a node of its own).
    first = (
        "# Studio notes\n\n- Cleaning the glazing room after a session: 1. Sweep the floor with a damp mop; 2. Wipe "
        "the benches; 3. Empty the slop bucket into the settling tank.\n- Clay is ordered from Potclays in 12.5 kg "
        "bags.\n- The kiln is fired on Fridays after 18:00.\n"
    )
    later = "# Studio notes\n\n- One more thing for after a session: nobody pours glaze water down the sink, ever.\n"
    note(ws, "2026-06-01", "studio", first)
    note(ws, "2026-06-15", "studio", later)
    report = dream(ws, ["2026-06-01", "2026-06-15"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-06-15"] == ["REFINE"], report.actions
    node = node_with(ws, "settling tank")
    assert "glaze water down the sink" in node.statement and len(read_nodes(ws)) == 3


def test_the_old_value_named_in_brackets_corrects_across_short_weekdays(ws, embedder):
    # "(was £13.50)" names the node's value as the old one: the node's subject, whatever else differs, so the new
    # rate corrects it (old kept as superseded). "Fri" and "Mon" are weekdays, not names of two things: before, they
    # made the two lines about two entities and the new rate a node of its own beside the old.
    note(ws, "2026-09-21", "harvest-log", "# Harvest log\n\n- Pickers £13.50/h, paid Fri.\n- Sort table by the barn.\n")
    note(ws, "2026-09-28", "harvest-log", "# Harvest log\n\n- Picker rate £14.20/h from Mon (was £13.50).\n")
    report = dream(ws, ["2026-09-21", "2026-09-28"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-09-28"] == ["CORRECT"], report.actions
    node = node_with(ws, "14.20")
    assert [s.statement for s in node.superseded] == ["Pickers £13.50/h, paid Fri."] and len(read_nodes(ws)) == 2
    from reverie.dream.stated_values import values

    assert values("Wages Fri, training Weds").weekdays == {"friday", "wednesday"}
    assert not values("We sat out on the patio and wed in June.").weekdays


def test_a_detail_told_in_the_past_tense_refines_but_a_dated_report_only_corroborates(ws, embedder):
    # A line the worth rules set aside only because it is told in the past tense ("I've added a step ...") adds a
    # detail to the how-to it names: the how-to takes it in (before, it was only a source, its words lost). A line
    # dated to one occasion ("this morning", a ticket number) stays a report: a source of the node at most.
    first = (
        "# Shop notes\n\n- Returns at the counter: 1. Check the receipt; 2. Inspect the item; 3. Refund to the "
        "original card.\n- The shop opens at 9:00 on weekdays.\n"
    )
    later = (
        "# Shop notes\n\n- I've added a step to returns at the counter: photographed any damage before refunding.\n"
        "- This morning a return at the counter was refunded to the original card, ticket 4471.\n"
    )
    note(ws, "2026-06-01", "shop", first)
    note(ws, "2026-06-15", "shop", later)
    report = dream(ws, ["2026-06-01", "2026-06-15"], OfflineIntegrator(), embedder)
    node = node_with(ws, "Inspect the item")
    assert "photographed any damage" in node.statement + str(node.extra_sections), report.actions
    assert "4471" not in node.statement + str(node.extra_sections) and len(read_nodes(ws)) == 2


def test_headings_that_differ_only_in_word_forms_are_one_section(ws, embedder):
    # "Pre-records" and "Pre-recorded shows" name one thing in two word forms, not two things of one shape ("Ward 5"
    # / "Ward 7"): a detail under the second lands in the how-to under the first (before, the two headings read as
    # sibling sections, so the detail became a node of its own).
    first = bullets(
        "Volunteer handbook",
        {
            "Pre-records": [
                "To deliver a pre-record: 1. Book the small studio; 2. Export the show as a WAV file; 3. Upload it "
                "to the shared folder."
            ],
            "Transmitter": ["Faults on the transmitter go to the engineer on call."],
        },
    )
    later = bullets(
        "Volunteer handbook", {"Pre-recorded shows": ["Pre-records need a cue sheet with the running order."]}
    )
    note(ws, "2026-02-04", "handbook", first)
    note(ws, "2026-03-03", "handbook", later)
    report = dream(ws, ["2026-02-04", "2026-03-03"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-03-03"] == ["REFINE"], report.actions
    node = node_with(ws, "shared folder")
    assert "cue sheet" in node.statement + str(node.extra_sections) and len(read_nodes(ws)) == 2


def test_a_short_form_or_an_acronym_of_the_same_words_names_the_same_thing(ws, embedder):
    # "prod" is "production" written short and "RSPB" the initials of "Royal Society for the Protection of Birds":
    # the same thing, so the restatements land in their facts' nodes (before, "prod" read as another environment
    # than "production" and its restatement made a node of its own). "staging" / "production" stay two things.
    first = [
        "The reporting replica is refreshed from production every night at 02:00.",
        "Members get a discount card from the Royal Society for the Protection of Birds shop.",
        "The staging cluster runs Kubernetes 1.29.",
    ]
    again = [
        "Every night at 2am the reporting replica gets a fresh copy of prod.",
        "Our members have an RSPB shop discount card.",
        "The production cluster runs Kubernetes 1.29.",
    ]
    note(ws, "2026-04-01", "ops", bullets("Ops notes", {"Notes": first}))
    note(ws, "2026-04-15", "ops", bullets("Ops notes", {"Notes": again}))
    report = dream(ws, ["2026-04-01", "2026-04-15"], OfflineIntegrator(), embedder)
    assert len(read_nodes(ws)) == 4 and not report.counts().get("CORRECT"), [(a.action, a.unit) for a in report.actions]
    assert len(node_with(ws, "refreshed from production").sources) == 2
    assert len(node_with(ws, "Royal Society").sources) == 2
    from reverie.dream.subjects import _initials, other_entity

    assert _initials("rspb", first[1]) and _initials("nbt", "We take National Book Tokens.")  # small words or not
    assert not other_entity([first[1]], again[1]) and not other_entity([first[0]], again[0])
    assert other_entity([first[2]], again[2])  # staging / production: two environments


def test_a_measured_amount_is_what_is_said_of_a_subject_not_which_one(ws, embedder):
    # "72°C, 15 s" is what the pasteuriser is set to, not which pasteuriser: a later line with other amounts is a new
    # value of the same setting and corrects it (before, the amounts read as words of the subject, so the two lines
    # had "other subjects" and the new setting became a node beside the old). A number that labels ("Tank 2" /
    # "Tank 3") still tells two things apart.
    note(ws, "2026-05-04", "dairy-log", "# Dairy log\n\n- Pasteurise 72°C, 15 s hold.\n- Tank 2: skimmed only.\n")
    note(ws, "2026-05-18", "dairy-log", "# Dairy log\n\n- Pasteurise 75°C, 20 s hold.\n- Tank 3: whole milk only.\n")
    report = dream(ws, ["2026-05-04", "2026-05-18"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-05-18"] == ["CORRECT", "CREATE"], report.actions
    node = node_with(ws, "75°C")
    assert [s.statement for s in node.superseded] == ["Pasteurise 72°C, 15 s hold."] and len(read_nodes(ws)) == 3


def test_a_label_with_an_equals_sign_names_the_slot_its_value_fills(ws, embedder):
    # A log writes "Duty electrician = Priya S." as a label and its value, as "Duty electrician: Priya S." is: a new
    # name there is a new holder of that place and corrects it (before, the whole line read as the subject, so the
    # two names made two "named subjects" and the new holder a node beside the old). Another label ("Duty fitter")
    # is another place.
    note(ws, "2026-06-01", "plant-log", "# Plant log\n\n- Duty electrician = Priya S.\n- Boiler 2 on standby.\n")
    note(ws, "2026-06-08", "plant-log", "# Plant log\n\n- Duty electrician = Tom B.\n- Duty fitter = Ana P.\n")
    report = dream(ws, ["2026-06-01", "2026-06-08"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-06-08"] == ["CORRECT", "CREATE"], report.actions
    node = node_with(ws, "Tom B")
    assert [s.statement for s in node.superseded] == ["Duty electrician = Priya S."] and len(read_nodes(ws)) == 3


def test_a_holder_taking_up_a_role_replaces_the_one_before_and_initials_name_the_same_person(ws, embedder):
    # Minutes name people with their initials in brackets and say a change of office as "takes over as": the new
    # holder of the club secretary's place corrects the node (before, neither line read as who holds the role and
    # the new holder became a node of its own). Initials name the same person as the full name, no change of holder.
    # The membership secretary is another office and stays apart.
    first = (
        "# Committee minutes\n\n- Marion Hale (MH) remains club secretary.\n- Raj Patel remains membership secretary.\n"
    )
    note(ws, "2026-01-12", "minutes", first)
    note(ws, "2026-03-09", "minutes", "# Committee minutes\n\n- Tom Adeyemi (TA) takes over as secretary.\n")
    report = dream(ws, ["2026-01-12", "2026-03-09"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-03-09"] == ["CORRECT"], report.actions
    node = node_with(ws, "Tom Adeyemi")
    assert [s.statement for s in node.superseded] == ["Marion Hale (MH) remains club secretary."]
    assert len(read_nodes(ws)) == 2
    from reverie.dream.integrate import _holder_change

    assert not _holder_change("Tom Adeyemi (TA) takes over as secretary.", "Secretary: TA.")
    assert _holder_change("Tom Adeyemi (TA) takes over as secretary.", "Secretary: RP.")


def test_a_line_written_beside_a_notes_steps_is_a_fact_of_its_own(ws, embedder):
    # A handbook puts where the keys live and a room's beds beside the check-out steps, not among them: each is a
    # fact of its own, as two lines of one note are (before, the steps stood out as the closest node, so the key
    # safe line was taken in as a detail of the steps). A later note's detail of the steps still lands in them.
    first = (
        "# Bunkhouse handbook\n\n## Departures\n\nChecking a group out:\n1. Walk the rooms with the group leader.\n"
        "2. Collect every key.\n3. Note any damage on the booking.\n- Every room has a key safe by the door.\n\n"
        "## Rooms\n\n- Curlew room: ten beds in five bunks, next to the boot room.\n"
    )
    later = "# Bunkhouse handbook\n\n## Departures\n\n- When checking a group out, also read the gas meter.\n"
    note(ws, "2026-03-02", "handbook", first)
    note(ws, "2026-04-06", "handbook", later)
    report = dream(ws, ["2026-03-02", "2026-04-06"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions] == ["CREATE", "CREATE", "CREATE", "REFINE"], report.actions
    steps = node_with(ws, "Collect every key")
    assert "key safe" not in steps.statement and "gas meter" in steps.statement
    assert len(node_with(ws, "key safe by the door").sources) == 1


def test_a_new_step_of_a_how_to_is_told_from_a_restated_one_step_by_step(ws, embedder):
    # A detail that uses the how-to's words (the pool, the chlorine, the deep end, the hall), though no single step
    # says it, adds a step: the how-to takes it in whole (before, the how-to's words all together covered it, so it
    # was only a source and the new step was lost). A line that says again what one step says (more than half of its
    # words, the how-to's label aside, in that step) adds nothing.
    steps = (
        "Opening the pool: 1. Test the chlorine at the deep end; 2. Unlock the changing rooms; 3. Switch on the "
        "lights in the hall; 4. Put the lane ropes in."
    )
    note(ws, "2026-05-04", "pool", f"# Pool handbook\n\n- {steps}\n")
    later = (
        "# Pool handbook\n\n- When opening the pool, the lifeguard writes the chlorine reading from the deep end on "
        "the whiteboard in the hall.\n"
    )
    note(ws, "2026-05-18", "pool", later)
    note(ws, "2026-06-01", "pool", "# Pool handbook\n\n- The lane ropes are put in when the pool is opened.\n")
    report = dream(ws, ["2026-05-04", "2026-05-18", "2026-06-01"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions] == ["CREATE", "REFINE", "CORROBORATE"], report.actions
    node = node_with(ws, "Unlock the changing rooms")
    assert "writes the chlorine reading from the deep end on the whiteboard" in node.statement
    assert node.statement.count("lane ropes") == 1 and len(read_nodes(ws)) == 1


def test_the_year_a_value_holds_for_says_when_not_which(ws, embedder):
    # "for 2026-27" after the subject says when the rent holds, not which rent: the new year's figure corrects the
    # old one (before, the year read as a word of the subject, another subject, and the two rents became two nodes).
    note(ws, "2026-01-10", "minutes", "# Society minutes\n\n- The yearly plot rent stays at £48 for full plots.\n")
    note(ws, "2026-03-14", "minutes", "# Society minutes\n\n- Full plot rent for 2026-27: £52.\n")
    report = dream(ws, ["2026-01-10", "2026-03-14"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-03-14"] == ["CORRECT"], report.actions
    node = node_with(ws, "£52")
    assert [s.statement for s in node.superseded] == ["The yearly plot rent stays at £48 for full plots."]
    from reverie.dream.subjects import subject_terms

    assert "2025" in subject_terms("The 2025 accounts were approved.")  # which accounts


def test_a_how_to_ahead_of_the_rest_by_the_margin_takes_in_a_detail(ws, embedder):
    # The closing-up steps are the closest node to a later rule about them, ahead of the next one (the spray booth's
    # filters) by more than the margin though not by twice it: the rule lands in the steps (before, a how-to had to be
    # twice the margin ahead, and the rule became a node of its own beside them).
    first = [
        "Closing the workshop: 1. Sweep the floor; 2. Empty the dust extractor; 3. Switch off the compressor; "
        "4. Lock the roller door.",
        "The workshop compressor is serviced by Airtech every March.",
        "Members pay £15 a month for workshop access.",
        "The spray booth filters are changed every month.",
    ]
    note(ws, "2026-02-02", "handbook", bullets("Workshop handbook", {"Notes": first}))
    rule = "Never pull the roller door down while anyone is still in the spray booth."
    note(ws, "2026-02-16", "handbook", bullets("Workshop handbook", {"Notes": [rule]}))
    report = dream(ws, ["2026-02-02", "2026-02-16"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-02-16"] == ["REFINE"], report.actions
    assert "anyone is still in the spray booth" in node_with(ws, "Sweep the floor").statement
    assert len(read_nodes(ws)) == 4


def test_a_line_under_a_heading_that_names_its_subject_is_read_with_that_heading(ws, embedder):
    # "AB still looks after the place day to day" says nothing of which place; its heading ("Kestrel Lodge") does:
    # read with the heading, it lands in the Kestrel Lodge site lead's node (before, its own words were too far from
    # that node's and it became a node of its own). Each lodge's beds stay with their own lodge.
    first = (
        "# Site notes\n\n## Kestrel Lodge\n\n- Anna Byrne (AB) is site lead for Kestrel Lodge.\n- Kestrel Lodge "
        "sleeps 12 in four bedrooms, with a drying room by the porch.\n\n## Heron Lodge\n\n- Heron Lodge sleeps 8 in "
        "three bedrooms.\n"
    )
    later = (
        "# Site notes\n\n## Kestrel Lodge\n\n- AB still looks after the place day to day.\n- Twelve beds over four "
        "bedrooms.\n\n## Heron Lodge\n\n- Eight beds over three bedrooms.\n"
    )
    note(ws, "2026-03-02", "site-notes", first)
    note(ws, "2026-04-06", "site-notes", later)
    report = dream(ws, ["2026-03-02", "2026-04-06"], OfflineIntegrator(), embedder)
    later_actions = [a for a in report.actions if a.day == "2026-04-06"]
    assert [a.action in ("CORROBORATE", "REFINE") for a in later_actions] == [True, True, True], report.actions
    assert len(read_nodes(ws)) == 3
    assert len(node_with(ws, "Anna Byrne").sources) == 2 and len(node_with(ws, "Heron Lodge sleeps 8").sources) == 2
    # the node is found by the line read with its heading; every check on its words (the LLM path's cross-scope
    # check too) sees the words as said
    from reverie.dream.catalog import open_dream_catalog
    from reverie.dream.integrate import NodeIndex

    with open_dream_catalog(ws.metadata_dir) as cat:
        index = NodeIndex(ws.root, cat, embedder).load()
        path = node_with(ws, "Anna Byrne").path
        assert "Kestrel Lodge ▸ AB still looks after the place day to day." in index.texts_of(path, headed=True)
        assert "AB still looks after the place day to day." in index.texts_of(path)
        assert not any("▸" in t for t in index.texts_of(path))


def test_a_correction_must_hold_on_the_statements_own_words_not_its_headings(ws, embedder):
    # Read with its heading ("Bramhall round"), a price line looks like a new value of the travel rule under the same
    # heading; on its own words it is another fact. Lines under one heading share it, so the heading never makes one
    # of them a correction of another: the price is a node of its own and the rule stays as it was.
    note(
        ws,
        "2026-02-02",
        "n",
        "# Notes\n\n## Bramhall round\n\n- I only go out to clients within eight miles of my house.\n",
    )
    note(ws, "2026-02-16", "n", "# Notes\n\n## Bramhall round\n\n- A cut and blow-dry is £38.\n")
    report = dream(ws, ["2026-02-02", "2026-02-16"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-02-16"] == ["CREATE"], report.actions
    assert not node_with(ws, "eight miles").superseded and len(read_nodes(ws)) == 2


def test_cut_says_a_change_only_of_a_value():
    # "cut" is a change of a value when it says to what or by how much ("opening hours cut to 10-4"); in "keys I cut by
    # hand" or "a cut and blow-dry" it is the work itself, and no word of change that would let the line correct
    # another thing's node (before, a key machine's line corrected the supplier's node through it).
    from reverie.dream.subjects import change_cue

    assert change_cue("Opening hours cut to 10-4 from March.") and change_cue("The grant was cut by 10%.")
    assert not change_cue("Mortice keys I still cut by hand on the old machine.")
    assert not change_cue("A ladies' cut and blow-dry is £38.")


def test_a_run_of_weekdays_short_and_plural_is_a_value_not_a_name(ws, embedder):
    # "Sats" and "Fris" in a terse log are the run of Saturdays and Fridays, not a name: before, "Sats" read as an
    # entity the first line lacked, so the restatement was "about another thing" and made a second node.
    log = "# Delivery log\n\n- {}\n"
    note(ws, "2026-05-04", "log", log.format("Hillcrest school: we collect Mon + Fri, 08:30."))
    note(ws, "2026-05-18", "log", log.format("Hillcrest = Mons & Fris, half eight pick-up."))
    report = dream(ws, ["2026-05-04", "2026-05-18"], OfflineIntegrator(), embedder)
    [action] = [a.action for a in report.actions if a.day == "2026-05-18"]
    assert action in ("CORROBORATE", "REFINE"), report.actions
    assert len(read_nodes(ws)) == 1
    from reverie.dream.stated_values import values

    assert values("Thus the van goes out on Sats.").weekdays == {"saturday"}  # "Thus" is no Thursday


def test_a_noun_that_opens_a_statement_is_its_subject_not_its_verb(ws, embedder):
    # "Start time for home games changed to 19:45": "Start" is a noun here, so the subject is "start time for home
    # games". Before, it read as the verb, the subject was empty and so "the same" as any other, and a line about
    # posting results by noon corrected the start-time node.
    minutes = "# Club minutes\n\n- {}\n"
    note(ws, "2026-01-14", "minutes", minutes.format("Home games start at 19:30; boards out by 19:15."))
    note(ws, "2026-02-11", "minutes", minutes.format("Start time for home games changed to 19:45 to suit players."))
    note(
        ws,
        "2026-03-11",
        "minutes",
        minutes.format("Results: the home captain puts the score on the league site by noon the day after the game."),
    )
    report = dream(ws, ["2026-01-14", "2026-02-11", "2026-03-11"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-03-11"] == ["CREATE"], report.actions
    assert "19:45" in node_with(ws, "19:45").statement
    from reverie.dream.subjects import subject_phrase

    assert subject_phrase("Work experience students start at 9.") == "Work experience students"
    assert subject_phrase("Starts at 16:30 from now on.") == ""  # the verb: the heading says what starts


def test_a_role_said_with_the_verb_of_its_office_changes_holder_by_name(ws, embedder):
    # "Ruth Obi captains the B side" holds the role "b side captain"; "B side captain: Dan Kerr" names a new holder
    # of that role and corrects it, while the A side's captain, one letter apart, stays as it was. Before, the verb
    # said no role, the two lines shared too little, and the new captain became a second node.
    minutes = "# Committee minutes\n\n" + "".join(f"- {line}\n" for line in ("{}", "{}"))
    note(
        ws,
        "2026-04-02",
        "minutes",
        minutes.format(
            "Tom Hale (TH) captains the A side in the county league.",
            "Ruth Obi (RO) captains the B side in Division 2.",
        ),
    )
    note(
        ws,
        "2026-05-07",
        "minutes",
        "# Committee minutes\n\n- B side captain: Dan Kerr (DK), with RO staying on at number four.\n",
    )
    report = dream(ws, ["2026-04-02", "2026-05-07"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-05-07"] == ["CORRECT"], report.actions
    node = node_with(ws, "Dan Kerr")
    assert [s.statement for s in node.superseded] == ["Ruth Obi (RO) captains the B side in Division 2."]
    assert not node_with(ws, "Tom Hale").superseded
    from reverie.dream.integrate import role_holder

    assert role_holder("James Moreton (JM) continues as club secretary.") == ("club secretary", "james moreton")


def test_one_of_a_kind_named_by_its_letter_never_corrects_another(ws, embedder):
    # "Bay C closes to lorries at 2pm" is about bay C: it must not correct bay A's hours, however close the two
    # sentences are (before, it did: the letters were no words of either subject).
    note(
        ws,
        "2026-03-02",
        "yard",
        "# Yard handbook\n\n- Bay A is open to lorries from 06:00 to 18:00.\n\n## Bay C\n\n"
        "- Lorries may use it from 07:00 to 15:00 on weekdays.\n",
    )
    note(ws, "2026-03-16", "yard-log", "# Yard log\n\n- Bay C closes to lorries at 2pm.\n")
    report = dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    assert not node_with(ws, "Bay A").superseded, report.actions
    assert "06:00" in node_with(ws, "Bay A").statement


def test_a_line_set_aside_is_a_source_of_the_node_that_later_says_it(ws, embedder):
    # "Front desk staffed 8am to 6pm, weekdays" reads as a report (a past participle), so it is set aside and no
    # node says it. When a later note states the same fact and makes its node, the first note is a source of it
    # too: in the same run, and in a later run (the catalog keeps what was set aside).
    note(ws, "2026-02-02", "log", "# Site log\n\n- Front desk staffed 8am to 6pm, weekdays.\n")
    dream(ws, ["2026-02-02"], OfflineIntegrator(), embedder)
    assert read_nodes(ws) == []
    note(
        ws, "2026-02-09", "handbook", "# Site handbook\n\n- The front desk is open from 8am to 6pm, Monday to Friday.\n"
    )
    report = dream(ws, ["2026-02-09"], OfflineIntegrator(), embedder)
    [node] = read_nodes(ws)
    assert {s.path for s in node.sources} == {"memory/2026-02-02/log.md", "memory/2026-02-09/handbook.md"}
    assert [a.action for a in report.actions] == ["CREATE", "CORROBORATE"], report.actions


def test_initials_then_the_name_in_brackets_name_who_holds_a_role(ws, embedder):
    # Minutes that write "JR (Jane Reid)": the role's holder is Jane Reid, so a new chair named the same way corrects
    # the old one (before, the initials ahead of the name hid who held the role and the two became two nodes).
    note(ws, "2026-01-20", "minutes", "# Club minutes\n\n- JR (Jane Reid) continues as chair for the year.\n")
    note(
        ws,
        "2026-06-16",
        "minutes",
        "# Club minutes\n\n- SO (Sam Okafor) is now chair, elected unopposed following JR's resignation.\n",
    )
    report = dream(ws, ["2026-01-20", "2026-06-16"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if a.day == "2026-06-16"] == ["CORRECT"], report.actions
    [node] = read_nodes(ws)
    assert "Sam Okafor" in node.statement and "Jane Reid" in node.superseded[0].statement
    from reverie.dream.integrate import role_holder

    assert role_holder("MP continues as PCC treasurer.") == ("pcc treasurer", "mp")  # a role named with an acronym


def test_no_change_and_a_plural_code_restate_a_value_not_correct_it(ws, embedder):
    # "No change." after a log line says the value holds (before, "no" read as a negation and the line corrected its
    # own fact); "C2s" is more than one C2, the same code (before, a conflict of codes "c2" -> "c2s").
    log = "# Bake log\n\n- {}\n- {}\n"
    note(
        ws, "2026-03-02", "log", log.format("Deck oven: rye at 230°C, 10 s steam, 45 min.", "C2 canoes live in bay 3.")
    )
    note(
        ws,
        "2026-03-09",
        "log",
        log.format("Deck oven: rye at 230°C, 10 s steam, 45 min. No change.", "The C2s are kept in bay 3."),
    )
    report = dream(ws, ["2026-03-02", "2026-03-09"], OfflineIntegrator(), embedder)
    assert "CORRECT" not in [a.action for a in report.actions], report.actions
    assert not any(n.superseded for n in read_nodes(ws))


def test_a_name_the_other_statement_says_anywhere_tells_no_subjects_apart(ws, embedder):
    # "Sunday hall at Elmfield" and "Room hire at Elmfield Hall ... Sunday afternoons" are one subject: "Sunday" is in
    # both statements. Before, it read as a name only one subject has, so the line missed its own node and corrected
    # the other venue's price instead.
    note(
        ws,
        "2026-01-05",
        "venues",
        bullets(
            "Rehearsal venues",
            {
                "Hire": [
                    "Room hire at Elmfield Hall is £22 an hour (large hall, Sunday afternoons).",
                    "Room hire at Brookside Chapel is £18 an hour (vestry, Monday and Wednesday evenings).",
                ]
            },
        ),
    )
    note(
        ws, "2026-01-19", "venues", bullets("Rehearsal venues", {"Hire": ["Sunday hall at Elmfield is £25 per hour."]})
    )
    report = dream(ws, ["2026-01-05", "2026-01-19"], OfflineIntegrator(), embedder)
    corrected = [a for a in report.actions if a.action == "CORRECT"]
    assert len(corrected) == 1 and "£25" in corrected[0].statement, report.actions
    elmfield = node_with(ws, "£25")
    assert "Elmfield" in elmfield.superseded[0].statement and "£22" in elmfield.superseded[0].statement
    assert not node_with(ws, "Brookside").superseded


def test_a_holder_named_as_the_former_one_finds_their_node_however_far_the_wording(ws, embedder):
    # "... has taken over the shift planning from Joan" names Joan as the former holder: her rota node, which shares a
    # subject word with it ("shift"), is the one to correct, however differently the rest is worded (before, it made
    # a second node). Her other node, on another subject, is left alone.
    note(
        ws,
        "2026-02-02",
        "handbook",
        bullets(
            "Volunteers' handbook",
            {
                "People": [
                    "Joan Pryce runs the volunteer rota; tell her by Friday if you can't make your shift.",
                    "Joan Pryce keeps the petty cash tin in the office safe.",
                    "The shop opens at 8am on weekdays.",
                ]
            },
        ),
    )
    note(
        ws,
        "2026-03-02",
        "handbook",
        bullets(
            "Volunteers' handbook",
            {"People": ["Sam Okeke has taken over the shift planning from Joan; message him about swaps."]},
        ),
    )
    report = dream(ws, ["2026-02-02", "2026-03-02"], OfflineIntegrator(), embedder)
    corrected = [a for a in report.actions if a.action == "CORRECT"]
    assert len(corrected) == 1 and "Sam Okeke" in corrected[0].statement, report.actions
    rota = node_with(ws, "Sam Okeke")
    assert "volunteer rota" in rota.superseded[0].statement
    assert not node_with(ws, "petty cash").superseded


def test_a_new_name_by_whom_it_is_now_done_replaces_the_holder(ws, embedder):
    # "now led by <name>" names the new holder after the word of change, as "changed to <name>" does, when the node
    # names who holds the role: the line corrects it (before, it made a second node, and two leaders stood side by
    # side). A node naming no holder only gains a detail ("The first-aid kit ... is now checked by Priya Shah":
    # test_a_new_name_or_value_beside_a_word_of_change_replaces_the_old).
    note(ws, "2026-01-10", "club", bullets("Club notes", {"People": ["Dana is shift leader for the Sunday crew."]}))
    note(
        ws,
        "2026-02-14",
        "club",
        bullets("Club notes", {"People": ["The Sunday crew is now led by Omar Haddad; Dana moves over to weekdays."]}),
    )
    report = dream(ws, ["2026-01-10", "2026-02-14"], OfflineIntegrator(), embedder)
    assert [a.action for a in report.actions if "Omar Haddad" in a.unit] == ["CORRECT"], report.actions
    crew = node_with(ws, "Omar Haddad")
    assert "Dana is shift leader" in crew.superseded[0].statement


def test_two_quantities_both_statements_commit_to_are_one_fact_in_other_words(ws, embedder):
    # "Level 2 groups are capped at six learners" and "I never have more than six children in a beginners (level 2)
    # session" share little wording (similarity 0.50, and 0.47 to level 5's cap) but commit to the same two
    # quantities, 2 and 6, and to no other: one fact. Level 5's cap stays its own node, uncorrected.
    note(
        ws,
        "2026-02-02",
        "term-plan",
        bullets(
            "Spring term plan",
            {
                "Classes": [
                    "Level 2 groups are capped at six learners.",
                    "Level 5 groups are capped at ten learners.",
                    "Lessons run for forty minutes in the teaching pool.",
                ]
            },
        ),
    )
    note(
        ws,
        "2026-02-16",
        "catch-up",
        bullets("Catch-up", {"Notes": ["I never have more than six children in a beginners (level 2) session."]}),
    )
    dream(ws, ["2026-02-02", "2026-02-16"], OfflineIntegrator(), embedder)
    level2 = node_with(ws, "Level 2 groups")
    assert len(level2.sources) == 2, [n.statement for n in read_nodes(ws)]
    assert len(read_nodes(ws)) == 3 and not node_with(ws, "Level 5").superseded


def test_a_pronoun_after_a_subject_in_common_words_refers_back_to_it_not_to_the_heading(ws, embedder):
    # "Kids under 12: a helmet goes on their head ..." under "Hire contracts": "their" is the kids', not the
    # contracts'. Before, any pronoun under a naming heading took the heading as scope, so this restatement of the
    # front desk's rule was another scope's fact and became a second node. A subject that is only a name still leans
    # on its heading ("Nadia owns it since the reorg").
    note(
        ws,
        "2026-03-02",
        "shop-rules",
        bullets(
            "Shop rules",
            {"Front desk": ["Children under 12 always ride in a helmet; staff fit it before they leave the shop."]},
        ),
    )
    note(
        ws,
        "2026-03-16",
        "shop-rules",
        bullets("Shop rules", {"Hire contracts": ["Kids under 12: a helmet goes on their head before they ride off."]}),
    )
    dream(ws, ["2026-03-02", "2026-03-16"], OfflineIntegrator(), embedder)
    nodes = read_nodes(ws)
    assert len(nodes) == 1 and len(nodes[0].sources) == 2, [(n.statement, n.extra_meta) for n in nodes]
    assert scope_of("Nadia owns it since the reorg.", "Billing dashboard", "Team sync") == "Billing dashboard"
