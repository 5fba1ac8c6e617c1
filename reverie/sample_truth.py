"""What the sample generator's lines mean, and how well a dream's digest kept it (the demo's quality line).

Each template line of `reverie.sample_files` that states lasting knowledge names its fact, with the subject
it is about (`billing.format@Globex`: the invoice format of one customer); small talk, to-dos and one-off
reports are `junk`. `write_truth` stores, per sample session, its filled lines with their fact
(`mem_metadata/sample_truth.json`); `digest_quality` compares the digest nodes of a workspace with it: nodes
that mix facts and carry a correction (false corrections), facts held by more than one node (duplicates),
nodes holding only junk, and the share of facts kept.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict

from reverie.workspace import Workspace, atomic_write_text

TRUTH_FILE = "sample_truth.json"
JUNK = "junk"

# template text -> fact key (with {slot}s for whose fact it is) or JUNK; lines not listed say nothing to keep.
TRUTH: dict[str, str] = {
    "Hi! I need help setting up the invoice export for {customer}.": JUNK,
    "They want CSV with semicolons as delimiters. Their ERP is SAP S/4HANA and it rejects comma files.": "billing.format@{customer}",
    "Understood: semicolon-separated CSV for the SAP import.": "billing.format@{customer}",
    "I prefer amounts in cents, not decimals, so rounding never bites us.": "pref.cents",
    "Let's go with a nightly export at 0{hour}:00 UTC to sftp://{slug}.example.com/in.": "billing.export@{slug}",
    "Remind me to ask {person} about the VAT field by Friday.": JUNK,
    "thanks!": JUNK,
    "I always fly with an aisle seat and I'm vegetarian, so order the veggie meal.": "pref.aisle-veggie",
    "My budget for the hotel is {budget} EUR per night and it must be within walking distance of the venue.": "travel.budget",
    "We decided on the second hotel, the Hotel Miramar, for {nights} nights.": JUNK,
    "Please never book red-eye flights for me again.": "pref.no-red-eye",
    "Booked the Miramar and a 09:40 flight; confirmation code {code}.": JUNK,
    "The {service} service is paging again, latency p99 is {latency} ms.": JUNK,
    "The connection pool is saturated: 312 waits in the last five minutes.": JUNK,
    "The pool size is 20 and the database allows 200 connections.": "oncall.pool",
    "Decided: the pool size is now 60 instead of 20, with a 2 second acquire timeout.": "oncall.pool",
    "Pool size raised to 60 with a 2 s acquire timeout; latency is back under 300 ms.": "oncall.pool",
    "We need to write the postmortem by end of week, {person} owns it.": JUNK,
    "ok": JUNK,
    "Then set the delimiter to ';' in the loader config.": "loader.delimiter",
    "From now on we'll use the shared loader profile {slug}-semicolon for all {customer} files.": "loader.profile@{customer}",
    "I'll save that profile and use it for the next {customer} loads.": "loader.profile@{customer}",
    "We still have to backfill March, it is blocked on {person} granting bucket access.": JUNK,
    "{city} covers up to {pct}% of installation costs, capped at {budget} EUR.": "research.subsidy@{city}",
    "Applications must be filed before installation starts, that is the catch.": "research.apply-first",
    "I prefer sources from the city council over news sites.": "pref.council-sources",
    "Let's use the council FAQ as the primary reference in the report.": "research.faq",
    "Next step: compare with the national programme by {weekday}.": JUNK,
    "I like short answers with bullet points, no long intros.": "pref.short-answers",
    "My team is in {city} and we work from 08:00 to 16:00 local time.": "profile.team-hours",
    "We agreed that status reports go out every Monday at 10:00.": "profile.status-reports",
    "hey": JUNK,
    "just saying hi, nothing needed": JUNK,
    "thanks, you too": JUNK,
    "The release of version {version} is planned for {weekday}.": "release.date@{version}",
    "We decided to keep the v1 endpoints for one more release because {customer} still calls them.": "release.keep-v1",
    "Noted: v1 stays until the next release.": "release.keep-v1",
    "TODO: email {customer} about the v1 shutdown date, {person} drafts it.": JUNK,
    "Also, the staging database is db-staging-{n}.internal on port 5432.": "ops.staging-db",
    "Our on-call rotation changes every Tuesday at 09:00.": "ops.on-call",
    "The {customer} contract renews on {renewal} and the price goes up by {pct}%.": "contract@{customer}",
    "I prefer getting alerts in Slack rather than email.": "pref.slack-alerts",
    "Let's keep the retention of raw logs at {days} days.": "ops.log-retention",
    "Retention stays at {days} days.": "ops.log-retention",
    "Can you check whether the nightly job finished?": JUNK,
    "The nightly job finished at 02:14 with {rows} rows written.": JUNK,
    "We need to rotate the API key before {renewal}.": JUNK,
    "{person} is the owner of the payments dashboard.": "ops.payments-dashboard-owner",
}


def _pattern(template: str) -> re.Pattern:
    seen: set[str] = set()

    def slot(m: re.Match) -> str:
        name = m.group(1)
        if name in seen:
            return ".+?"
        seen.add(name)
        return f"(?P<{name}>.+?)"

    return re.compile("^" + re.sub(r"\\\{(\w+)\\\}", slot, re.escape(template)) + "$")


_PATTERNS = [(_pattern(t), key) for t, key in TRUTH.items()]


def fact_of_line(text: str) -> str | None:
    """The fact key of one filled sample line (its subject filled in), JUNK, or None."""
    for pattern, key in _PATTERNS:
        m = pattern.match(text.strip())
        if m:
            try:
                return key if key == JUNK else key.format(**m.groupdict())
            except KeyError:  # a reply that restates the fact without naming whose it is: not scored
                return None
    return None


def write_truth(ws: Workspace, sessions: list[tuple[str, list[dict]]]) -> None:
    truth = {
        sid: [
            [r["content"], fact_of_line(r["content"])]
            for r in records
            if isinstance(r.get("content"), str) and fact_of_line(r["content"])
        ]
        for sid, records in sessions
    }
    ws.metadata_dir.mkdir(parents=True, exist_ok=True)
    atomic_write_text(ws.metadata_dir / TRUTH_FILE, json.dumps(truth, indent=1, ensure_ascii=False))


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def digest_quality(ws: Workspace) -> dict | None:
    """Figures of the workspace's digest against the sample's truth (None without a truth file)."""
    from reverie import frontmatter
    from reverie.dream import read_nodes
    from reverie.dream.catalog import open_dream_catalog
    from reverie.dream.integrate import unheaded

    path = ws.metadata_dir / TRUTH_FILE
    if not path.exists():
        return None
    truth: dict[str, list[list[str]]] = json.loads(path.read_text(encoding="utf-8"))
    session_of: dict[str, str] = {}
    with open_dream_catalog(ws.metadata_dir) as cat:
        absorbed = cat.node_texts()
    nodes = read_nodes(ws)
    holders: dict[str, set[str]] = defaultdict(set)
    false_corrections = junk_nodes = 0
    for node in nodes:
        lines = []
        for s in node.sources:
            if s.path not in session_of:
                try:
                    meta, _ = frontmatter.split((ws.root / s.path).read_text(encoding="utf-8"), s.path)
                except (OSError, frontmatter.FrontmatterError, UnicodeDecodeError):
                    meta = {}
                session_of[s.path] = str(meta.get("session_id") or "")
            lines += truth.get(session_of[s.path], [])

        def key_of(text: str, lines: list = lines) -> str | None:
            words = _words(unheaded(text).split(": ", 1)[-1])
            best = max(lines, key=lambda line: len(words & _words(line[0])) / max(1, len(words)), default=None)
            return best[1] if best and len(words & _words(best[0])) / max(1, len(words)) >= 0.5 else None

        keys = Counter(k for k in map(key_of, absorbed.get(node.path, []) or [node.statement]) if k)
        facts = {k for k in keys if k != JUNK}
        if keys and not facts:
            junk_nodes += 1
        now = key_of(node.statement)
        if any(key_of(old.statement) not in (None, now) for old in node.superseded):
            false_corrections += 1  # the node's history holds another fact's statement: it was corrected by it
        for k in facts:
            holders[k].add(node.path)
    stated = {k for lines in truth.values() for _, k in lines if k != JUNK}
    return {
        "nodes": len(nodes),
        "facts": len(stated),
        "facts_kept": len(set(holders) & stated),
        "duplicate_nodes": sum(len(v) - 1 for v in holders.values()),
        "junk_nodes": junk_nodes,
        "false_corrections": false_corrections,
    }
