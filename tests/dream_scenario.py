"""A five-day scenario for the dream: 13 facts restated in other words, refined, corrected, with distractors.

Each line of a note is (fact id or None, change, text): change is "" (a
statement or restatement), "refine" (adds a detail) or "correct" (a value
changed). Facts are recognised in node statements by their `markers` (a
regex that only that fact's statements match), which is how `evaluate`
finds out which node holds which fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reverie import frontmatter
from reverie.workspace import Workspace

DAYS = ["2026-10-05", "2026-10-06", "2026-10-07", "2026-10-08", "2026-10-09"]


@dataclass
class Fact:
    fid: str
    bucket: str
    markers: str  # regex matching any statement of this fact (and no other fact's)
    final: list[str] = field(default_factory=list)  # regexes the final statement must match
    superseded: list[str] = field(default_factory=list)  # regexes a superseded statement must match


@dataclass
class Scenario:
    """Days of notes: {day: {note name: {section: [(fact id or None, change, text)]}}}; `prose` writes each note
    as one hand-written paragraph (no frontmatter, no sections) instead of a session note."""

    days: list[str]
    facts: list[Fact]
    notes: dict
    prose: bool = False


FACTS = [
    Fact(
        "build-host",
        "wiki",
        r"ci-runner-0\d|build (?:server|agent)s? (?:for|of) (?:the )?ci|ci (?:jobs|pipelines?) run",
        final=[r"ci-runner-09"],
        superseded=[r"ci-runner-04"],
    ),
    Fact("prod-build-host", "wiki", r"release builds|ci-prod-01"),
    Fact("marta-reviews", "personal", r"marta"),
    Fact("grafana-rotation", "procedure", r"grafana", final=[r"log ?in|login"]),
    Fact("orders-backup", "wiki", r"orders database", final=[r"30 days"], superseded=[r"14 days"]),
    Fact("no-friday-deploys", "personal", r"friday"),
    Fact("staging-postgres", "wiki", r"staging", final=[r"pgvector"]),
    Fact("renovate", "wiki", r"renovate"),
    Fact("jonas-vegetarian", "personal", r"jonas"),
    Fact("oncall-handover", "wiki", r"on-?call", final=[r"wednesday"], superseded=[r"tuesday"]),
    Fact("onboarding", "procedure", r"onboard|new engineer|new hire"),
    Fact("portal-rate-limit", "wiki", r"rate limit|requests per minute|600 requests", final=[r"burst"]),
    Fact("conventional-commits", "personal", r"conventional commits"),
]

# (fact, change, text) per note; None = a distractor line. Sections follow the files layer's notes.
NOTES: dict[str, dict[str, dict[str, list[tuple[str | None, str, str]]]]] = {
    "2026-10-05": {
        "ci-setup": {
            "Context": [(None, "", "Can you help me figure out why the pipeline is slow today?")],
            "Facts": [
                ("build-host", "", "CI jobs run on the build host ci-runner-04.lab.internal."),
                ("staging-postgres", "", "The staging environment runs PostgreSQL 15."),
                (
                    "portal-rate-limit",
                    "",
                    "The customer portal API has a rate limit of 600 requests per minute per token.",
                ),
            ],
            "Decisions": [("renovate", "", "We decided to use Renovate for dependency updates instead of Dependabot.")],
            "Open items": [(None, "", "Ask Jonas about the offsite agenda by Thursday.")],
        },
        "team-habits": {
            "Preferences": [
                ("marta-reviews", "", "Marta prefers to do code reviews in the morning, before 11:00."),
                ("no-friday-deploys", "", "Never schedule production deployments on a Friday."),
                ("jonas-vegetarian", "", "Jonas is vegetarian, so order the veggie option for team lunches."),
            ],
            "Facts": [
                (
                    "orders-backup",
                    "",
                    "Backups of the orders database run nightly at 02:30 UTC and are kept for 14 days.",
                )
            ],
        },
    },
    "2026-10-06": {
        "grafana-password": {
            "Context": [(None, "", "I need help with the Grafana admin login.")],
            "Procedure": [
                (
                    "grafana-rotation",
                    "",
                    "To rotate the Grafana admin password, generate a new password in Vault, "
                    "update the grafana-admin Kubernetes secret, then restart the grafana pod.",
                )
            ],
            "Facts": [
                ("oncall-handover", "", "The on-call rotation hands over every Tuesday at 09:00."),
                ("build-host", "", "Our CI pipelines run on ci-runner-04.lab.internal."),
                (None, "", "The coffee machine on the third floor was broken this morning."),
            ],
        },
        "standup": {
            "Facts": [
                ("prod-build-host", "", "Release builds are produced on ci-prod-01.lab.internal, a separate machine."),
                (
                    "onboarding",
                    "",
                    "To onboard a new engineer, create their LDAP account, add them to the dev-team "
                    "group and book a pairing session for their first week.",
                ),
            ],
            "Preferences": [("conventional-commits", "", "Our commit messages follow the Conventional Commits style.")],
            "Open items": [(None, "", "TODO: renew the TLS certificate for the wiki before it expires.")],
        },
    },
    "2026-10-07": {
        "retro": {
            "Preferences": [
                ("marta-reviews", "", "Marta likes reviewing pull requests early in the day, ideally before 11:00."),
                (
                    "jonas-vegetarian",
                    "",
                    "Remember that Jonas does not eat meat; pick vegetarian dishes when ordering lunch for the team.",
                ),
            ],
            "Decisions": [
                ("renovate", "", "Dependency update PRs now come from Renovate; Dependabot is switched off.")
            ],
            "Facts": [
                (
                    "staging-postgres",
                    "refine",
                    "The staging environment runs PostgreSQL 15 with the pgvector extension enabled.",
                ),
                (
                    "portal-rate-limit",
                    "",
                    "Each token may send at most 600 requests per minute to the customer portal API.",
                ),
            ],
        },
        "ops-notes": {
            "Procedure": [
                (
                    "grafana-rotation",
                    "refine",
                    "To rotate the Grafana admin password, generate a new password in Vault, "
                    "update the grafana-admin Kubernetes secret, restart the grafana pod, "
                    "then log in at grafana.lab.internal to check the new password works.",
                )
            ],
            "Facts": [
                (
                    "orders-backup",
                    "",
                    "The orders database is backed up every night at 02:30 UTC; copies are retained for 14 days.",
                ),
                (None, "", "The team lunch on Thursday was moved to the Italian place across the street."),
            ],
        },
    },
    "2026-10-08": {
        "infra-change": {
            "Facts": [
                ("build-host", "correct", "CI jobs now run on the build host ci-runner-09.lab.internal."),
                ("oncall-handover", "correct", "The on-call rotation now hands over every Wednesday at 09:00."),
                (
                    "orders-backup",
                    "correct",
                    "Backups of the orders database run nightly at 02:30 UTC and are now kept for 30 days.",
                ),
            ],
            "Preferences": [("no-friday-deploys", "", "Do not deploy to production on Fridays.")],
            "Open items": [(None, "", "Can someone check why the nightly report was late?")],
        },
        "new-hire": {
            "Procedure": [
                (
                    "onboarding",
                    "",
                    "Onboarding a new hire: create the LDAP account, add the person to the dev-team "
                    "group, and book a pairing session in their first week.",
                )
            ],
            "Facts": [("prod-build-host", "", "Release builds are still produced on ci-prod-01.lab.internal.")],
        },
    },
    "2026-10-09": {
        "weekly": {
            "Facts": [
                (
                    "portal-rate-limit",
                    "refine",
                    "The customer portal API allows 600 requests per minute per token, "
                    "with bursts of up to 100 requests per second.",
                ),
                ("oncall-handover", "", "The on-call handover happens on Wednesdays at 09:00."),
                ("staging-postgres", "", "Staging runs PostgreSQL 15 with the pgvector extension enabled."),
            ],
            "Preferences": [
                ("conventional-commits", "", "We write commit messages in the Conventional Commits format."),
                ("marta-reviews", "", "Marta does code reviews in the mornings before 11:00."),
            ],
            "Context": [(None, "", "hi, quick sync before the weekend")],
        },
    },
}


def note_text(day: str, name: str, sections: dict[str, list[tuple[str | None, str, str]]], prose: bool = False) -> str:
    if prose:
        return f"# {name}\n\n" + " ".join(text for lines in sections.values() for _, _, text in lines) + "\n"
    meta = {
        "name": name,
        "description": f"Notes on {name.replace('-', ' ')}",
        "session_id": f"s-{day}-{name}",
        "source_conversation": f"[[mem_session/dialog/s-{day}-{name}.jsonl]]",
        "date": day,
        "generator": "scenario",
    }
    parts = [
        f"# {name.replace('-', ' ').capitalize()}",
        "",
        f"Conversation of 8 turns (5 from the user). Source: [[mem_session/dialog/s-{day}-{name}.jsonl]]",
        "",
    ]
    for section, lines in sections.items():
        parts += [f"## {section}", ""] + [f"- {text}" for _, _, text in lines] + [""]
    return frontmatter.render(meta, "\n".join(parts))


def write_day(ws: Workspace, day: str, scenario: Scenario | None = None) -> list[str]:
    scenario = scenario or OPS
    out = []
    for name, sections in scenario.notes[day].items():
        path = ws.memory_dir / day / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(note_text(day, name, sections, scenario.prose), encoding="utf-8")
        out.append(f"memory/{day}/{name}.md")
    return out


def write_all(ws: Workspace, scenario: Scenario | None = None) -> None:
    ws.ensure()
    for day in (scenario or OPS).days:
        write_day(ws, day, scenario)


def fact_of(text: str, scenario: Scenario | None = None) -> list[str]:
    return [f.fid for f in (scenario or OPS).facts if re.search(f.markers, text, re.IGNORECASE)]


def fact_sources(scenario: Scenario | None = None) -> dict[str, set[str]]:
    scenario = scenario or OPS
    out: dict[str, set[str]] = {f.fid: set() for f in scenario.facts}
    for day, notes in scenario.notes.items():
        for name, sections in notes.items():
            for lines in sections.values():
                for fid, _, _ in lines:
                    if fid:
                        out[fid].add(f"memory/{day}/{name}.md")
    return out


def line_facts(scenario: Scenario | None = None) -> dict[str, tuple[str | None, str]]:
    """Each scenario line's text -> (fact id, change)."""
    return {
        text: (fid, change)
        for notes in (scenario or OPS).notes.values()
        for sections in notes.values()
        for lines in sections.values()
        for fid, change, text in lines
    }


def evaluate(ws: Workspace, scenario: Scenario | None = None) -> dict:
    """The quality figures of the digest nodes against the scenario (see the issue's quality bar)."""
    from reverie.dream import read_nodes

    scenario = scenario or OPS
    nodes = read_nodes(ws)
    by_fact: dict[str, list] = {f.fid: [] for f in scenario.facts}
    merged, stray = [], []
    for node in nodes:
        texts = [node.statement] + [s.statement for s in node.superseded]
        fids = sorted({fid for t in texts for fid in fact_of(t, scenario)})
        if len(fids) > 1:
            merged.append((node.path, fids))
        if not fids:
            stray.append(node.path)
        for fid in fids:
            by_fact[fid].append(node)
    sources = fact_sources(scenario)
    one_node = [fid for fid, ns in by_fact.items() if len(ns) == 1]
    facts = {f.fid: f for f in scenario.facts}
    bucket_ok, final_ok, superseded_ok, sources_ok, problems = [], [], [], [], []
    for fid, ns in by_fact.items():
        if len(ns) != 1:
            problems.append(f"{fid}: {len(ns)} nodes {[n.path for n in ns]}")
            continue
        node, fact = ns[0], facts[fid]
        (bucket_ok if node.bucket == fact.bucket else problems).append(
            fid if node.bucket == fact.bucket else f"{fid}: bucket {node.bucket}, expected {fact.bucket}"
        )
        if all(re.search(r, node.statement, re.IGNORECASE) for r in fact.final):
            final_ok.append(fid)
        else:
            problems.append(f"{fid}: final statement {node.statement!r} misses {fact.final}")
        if all(any(re.search(r, s.statement, re.IGNORECASE) for s in node.superseded) for r in fact.superseded):
            superseded_ok.append(fid)
        else:
            problems.append(f"{fid}: superseded {[s.statement for s in node.superseded]} misses {fact.superseded}")
        if sources[fid] <= set(node.source_paths):
            sources_ok.append(fid)
        else:
            problems.append(f"{fid}: sources miss {sorted(sources[fid] - set(node.source_paths))}")
    return {
        "facts": len(scenario.facts),
        "nodes": len(nodes),
        "one_node_per_fact": len(one_node),
        "merged_nodes": len(merged),
        "stray_nodes": len(stray),
        "right_bucket": len(bucket_ok),
        "final_statement_ok": len(final_ok),
        "superseded_kept": len(superseded_ok),
        "all_sources_linked": len(sources_ok),
        "problems": problems,
        "merged": merged,
        "stray": stray,
    }


OPS = Scenario(DAYS, FACTS, NOTES)

# Every scenario of the dream's earlier rounds, as (module under tests/, name): OPS above, the others written later
# (tests/dream_scenarios_more.py, tests/dream_scenarios_unseen.py).
SCENARIOS = [
    ("dream_scenario", "OPS"),
    ("dream_scenarios_more", "HOME"),
    ("dream_scenarios_more", "SUPPORT"),
    ("dream_scenarios_unseen", "CHATOPS"),
    ("dream_scenarios_unseen", "ASSISTANT"),
    ("dream_scenarios_unseen", "PRODUCT"),
    ("dream_scenarios_unseen", "WAREHOUSE"),
    ("dream_scenarios_unseen", "CLINIC"),
]

__all__ = ["DAYS", "FACTS", "NOTES", "OPS", "Scenario", "evaluate", "fact_of", "line_facts", "write_all", "write_day"]


# --- a scripted model for the loopback LLM server ------------------------------------------------------------------
_UNIT_LINE = re.compile(r"^Unit (\d+) \(bucket (\w+), from ([^)]+)\): (.*)$")
_CAND_LINE = re.compile(r"^  candidate \[(\d+)\] (\S+) \(similarity [-\d.]+\): (.*)$")


def oracle_answer(body: dict, scenario: Scenario | None = None) -> str:
    """What a careful model answers the dream's prompts for this scenario (as JSON text).

    Extraction: every line of the note that states a fact becomes a unit (to-dos,
    small talk and one-off events are left out). Integration: the candidate that
    holds the same fact is corroborated, refined or corrected as the line says;
    a fact seen earlier in the same batch points at that unit; otherwise CREATE.
    """
    import json

    system, user = body["messages"][0]["content"], body["messages"][1]["content"]
    scenario = scenario or OPS
    lines = line_facts(scenario)
    facts = {f.fid: f for f in scenario.facts}
    if '"units"' in system:
        units = [
            {"name": fid, "bucket": facts[fid].bucket, "statement": text}
            for text, (fid, _) in lines.items()
            if fid and text in user
        ]
        return json.dumps({"units": units})
    decisions, seen_in_batch = [], {}
    unit, cands = None, []

    def decide() -> None:
        n, statement = unit
        fid, change = lines.get(statement, (None, ""))
        match = next((c for c, text in cands if fid and fid in fact_of(text, scenario)), None)
        if match is not None:
            action = {"refine": "REFINE", "correct": "CORRECT"}.get(change, "CORROBORATE")
            decisions.append({"unit": n, "action": action, "target": match, "statement": statement})
        elif fid in seen_in_batch:
            decisions.append(
                {
                    "unit": n,
                    "action": "CORROBORATE",
                    "target": None,
                    "same_as_unit": seen_in_batch[fid],
                    "statement": statement,
                }
            )
        else:
            decisions.append(
                {"unit": n, "action": "CREATE", "target": None, "statement": statement, "name": fid or "note"}
            )
        if fid and fid not in seen_in_batch:
            seen_in_batch[fid] = n

    for line in user.splitlines():
        m = _UNIT_LINE.match(line)
        if m:
            if unit:
                decide()
            unit, cands = (int(m.group(1)), m.group(4)), []
            continue
        c = _CAND_LINE.match(line)
        if c and unit:
            cands.append((int(c.group(1)), c.group(3)))
    if unit:
        decide()
    return json.dumps({"decisions": decisions})
