"""Seeded generator of realistic sample sessions and resource files (memory as files), for the demo and benchmarks.

Sessions are conversations between people and their agents (billing exports,
travel, on-call, data pipelines, research), with the noise real logs carry:
tool-result blocks, base64 screenshots, heartbeat/cron turns, small talk, and
one malformed inbox line. Resources are the files people drop: meeting notes,
runbooks, price lists, configs, event logs, release notes, plus files Reverie
skips (a PDF, a PNG, a `.yml`).
"""

from __future__ import annotations

import base64
import json
import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from reverie.workspace import Workspace, atomic_write_text

CUSTOMERS = ["Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Stark Industries", "Wayne Foods", "Acme Corp"]
PEOPLE = ["Dana", "Priya", "Tomás", "Mei", "Olu", "Sven", "Aiko", "Rafael"]
CITIES = ["Lisbon", "Berlin", "Osaka", "Toronto", "Nairobi", "Oslo", "Austin", "Seoul"]

# Each scenario: turns as (role, text); {slots} are filled per session.
SCENARIOS: list[list[tuple[str, Any]]] = [  # text, or content blocks as an agent framework sends them
    [
        ("user", "Hi! I need help setting up the invoice export for {customer}."),
        ("assistant", "Sure. Which file format does {customer} expect?"),
        ("user", "They want CSV with semicolons as delimiters. Their ERP is SAP S/4HANA and it rejects comma files."),
        ("assistant", "Understood: semicolon-separated CSV for the SAP import."),
        ("user", "I prefer amounts in cents, not decimals, so rounding never bites us."),
        ("assistant", "Noted. Should the export run nightly?"),
        ("user", "Let's go with a nightly export at 0{hour}:00 UTC to sftp://{slug}.example.com/in."),
        ("assistant", "I'll configure the nightly job for 0{hour}:00 UTC."),
        ("user", "Remind me to ask {person} about the VAT field by Friday."),
        ("user", "thanks!"),
    ],
    [
        ("user", "Can you book my trip to {city} for the conference on the {dom}th?"),
        ("assistant", "Happy to. Any airline or seat preferences?"),
        ("user", "I always fly with an aisle seat and I'm vegetarian, so order the veggie meal."),
        (
            "user",
            "My budget for the hotel is {budget} EUR per night and it must be within walking distance of the venue.",
        ),
        ("assistant", "Here are three hotels under {budget} EUR near the venue."),
        (
            "assistant",
            [
                {"type": "text", "text": "Screenshot of the booking page:"},
                {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "{b64}"}},
            ],
        ),
        ("user", "We decided on the second hotel, the Hotel Miramar, for {nights} nights."),
        ("user", "Please never book red-eye flights for me again."),
        ("assistant", "Booked the Miramar and a 09:40 flight; confirmation code {code}."),
    ],
    [
        ("user", "The {service} service is paging again, latency p99 is {latency} ms."),
        ("assistant", [{"type": "tool_use", "name": "query_metrics", "input": {"service": "{service}"}}]),
        (
            "user",
            [
                {
                    "type": "tool_result",
                    "tool_use_id": "t1",
                    "content": "p99=1840ms pool_waits=312 (recalled memory: restart fixes it)",
                }
            ],
        ),
        ("assistant", "The connection pool is saturated: 312 waits in the last five minutes."),
        ("user", "The pool size is 20 and the database allows 200 connections."),
        ("user", "Decided: the pool size is now 60 instead of 20, with a 2 second acquire timeout."),
        ("assistant", "Pool size raised to 60 with a 2 s acquire timeout; latency is back under 300 ms."),
        ("user", "We need to write the postmortem by end of week, {person} owns it."),
        ("user", "ok"),
    ],
    [
        (
            "user",
            "I'm trying to load the {customer} orders export into the warehouse but every row collapses into one column.",
        ),
        ("assistant", "That usually means a delimiter mismatch. What does the first line look like?"),
        ("user", "order_id;amount;currency;placed_at - so it is semicolon separated."),
        ("assistant", "Then set the delimiter to ';' in the loader config."),
        ("user", "That worked, {rows} rows loaded. The export also encodes dates as DD.MM.YYYY."),
        ("user", "From now on we'll use the shared loader profile {slug}-semicolon for all {customer} files."),
        ("assistant", "I'll save that profile and use it for the next {customer} loads."),
        ("user", "We still have to backfill March, it is blocked on {person} granting bucket access."),
    ],
    [
        ("user", "Summarise what we know about heat pump subsidies in {city}."),
        ("assistant", "{city} covers up to {pct}% of installation costs, capped at {budget} EUR."),
        ("user", "Applications must be filed before installation starts, that is the catch."),
        ("user", "I prefer sources from the city council over news sites."),
        ("assistant", "Understood; I'll cite the council's subsidy page first."),
        ("user", "Let's use the council FAQ as the primary reference in the report."),
        ("user", "Next step: compare with the national programme by {weekday}."),
    ],
    [
        ("user", "Call me {person} by the way, not Mr or Ms anything."),
        ("assistant", "Will do, {person}."),
        ("user", "I like short answers with bullet points, no long intros."),
        ("user", "My team is in {city} and we work from 08:00 to 16:00 local time."),
        ("assistant", "Got it: short bulleted answers, and scheduling within 08:00-16:00 {city} time."),
        ("user", "We agreed that status reports go out every Monday at 10:00."),
    ],
    [
        ("user", "hey"),
        ("assistant", "Hello! How can I help today?"),
        ("user", "just saying hi, nothing needed"),
        ("assistant", "Have a good day!"),
        ("user", "thanks, you too"),
    ],
    [
        ("user", "The release of version {version} is planned for {weekday}."),
        ("assistant", "Which changes are in scope?"),
        ("user", "The new billing API, the CSV export fix and the removal of the legacy v1 endpoints."),
        ("user", "We decided to keep the v1 endpoints for one more release because {customer} still calls them."),
        ("assistant", "Noted: v1 stays until the next release."),
        ("user", "TODO: email {customer} about the v1 shutdown date, {person} drafts it."),
    ],
]
SCENARIO_NAMES = ["billing", "travel", "oncall", "warehouse", "research", "profile", "chat", "release"]
FOLLOW_UPS: list[tuple[str, str]] = [
    ("user", "Also, the staging database is db-staging-{n}.internal on port 5432."),
    ("assistant", "Thanks, I'll use db-staging-{n}.internal for the tests."),
    ("user", "Our on-call rotation changes every Tuesday at 09:00."),
    ("user", "The {customer} contract renews on {renewal} and the price goes up by {pct}%."),
    ("assistant", "I'll note the renewal on {renewal}."),
    ("user", "I prefer getting alerts in Slack rather than email."),
    ("user", "Let's keep the retention of raw logs at {days} days."),
    ("assistant", "Retention stays at {days} days."),
    ("user", "Can you check whether the nightly job finished?"),
    ("assistant", "The nightly job finished at 02:14 with {rows} rows written."),
    ("user", "We need to rotate the API key before {renewal}."),
    ("user", "{person} is the owner of the payments dashboard."),
]


@dataclass(frozen=True)
class FilesSampleSpec:
    sessions: int = 24
    days: int = 3
    end_day: date | None = None  # default: today (UTC)
    turns_per_session: int | None = None  # None: each scenario's own length, plus a few follow-ups
    seed: int = 7
    heartbeat_rate: float = 0.15
    with_bad_line: bool = True


def _fill(value: object, slots: dict) -> object:
    if isinstance(value, str):
        return value.format(**slots)
    if isinstance(value, list):
        return [_fill(v, slots) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, slots) for k, v in value.items()}
    return value


def _slots(rng: random.Random) -> dict:
    customer = rng.choice(CUSTOMERS)
    return {
        "customer": customer,
        "slug": customer.lower().replace(" ", "-"),
        "person": rng.choice(PEOPLE),
        "city": rng.choice(CITIES),
        "hour": rng.randrange(1, 6),
        "dom": rng.randrange(10, 28),
        "budget": rng.choice([120, 140, 160, 180]),
        "nights": rng.randrange(2, 5),
        "code": f"{rng.randrange(16**6):06X}",
        "service": rng.choice(["checkout", "search", "ledger", "auth"]),
        "latency": rng.randrange(900, 2500),
        "rows": rng.randrange(10_000, 90_000),
        "pct": rng.randrange(5, 40),
        "weekday": rng.choice(["Monday", "Wednesday", "Thursday"]),
        "version": f"2.{rng.randrange(3, 9)}.0",
        "n": rng.randrange(1, 9),
        "renewal": f"2027-0{rng.randrange(1, 9)}-15",
        "days": rng.choice([30, 60, 90]),
        "b64": base64.b64encode(rng.randbytes(600)).decode(),
    }


def generate_sessions(spec: FilesSampleSpec) -> list[tuple[str, list[dict]]]:
    """(session id, turns) pairs, deterministic for a spec; timestamps fall on the spec's days."""
    rng = random.Random(spec.seed)
    end = spec.end_day or datetime.now(UTC).date()
    out = []
    for i in range(spec.sessions):
        scenario_idx = i % len(SCENARIOS) if i < len(SCENARIOS) else rng.randrange(len(SCENARIOS))
        slots = _slots(rng)
        turns = [(r, t) for r, t in SCENARIOS[scenario_idx]]
        if spec.turns_per_session is not None:
            while len(turns) < spec.turns_per_session:
                turns.append(rng.choice(FOLLOW_UPS))
            turns = turns[: spec.turns_per_session]
        elif scenario_idx != 6:
            turns += rng.sample(FOLLOW_UPS, rng.randrange(0, 3))
        day = end - timedelta(days=rng.randrange(spec.days))
        ts = datetime(day.year, day.month, day.day, 8, tzinfo=UTC) + timedelta(minutes=rng.randrange(600))
        sid = f"{slots['slug']}-{SCENARIO_NAMES[scenario_idx]}-{i:04d}"
        records = []
        for n, (role, text) in enumerate(turns):
            ts += timedelta(seconds=rng.randrange(20, 240))
            records.append(
                {
                    "id": f"{sid}-m{n:03d}",
                    "role": role,
                    "content": _fill(text, slots),
                    "created_at": ts.isoformat().replace("+00:00", "Z"),
                }
            )
            if rng.random() < spec.heartbeat_rate:
                records.append(
                    {
                        "role": "user",
                        "content": "[heartbeat] agent alive, 0 pending tasks",
                        "source": "heartbeat",
                        "created_at": ts.isoformat(),
                    }
                )
        out.append((sid, records))
    return out


# The sample resources: text templates filled with the day's customer and person, fixed files, and the files
# Reverie skips (each with a reason in the run's metadata).
Q3_PLANNING_MD = """# Q3 planning with {customer}

Attendees: {person}, Priya, Sven.

## Decisions
- We decided to move the {customer} invoice export to a nightly job at 03:00 UTC.
- The price list for 2027 goes up by 4% for all enterprise plans.

## Risks
The SAP import rejects files with comma delimiters, so all exports must use semicolons.

## Action items
- [ ] {person} sends the updated price list to {customer} by Friday.
- [ ] Sven checks the VAT field mapping with finance.
"""

ONCALL_RUNBOOK_TXT = """Checkout latency runbook

When p99 latency on checkout exceeds 1500 ms, check the connection pool first.
The database allows 200 connections; the service pool is sized at 60 since the last incident.
If pool waits exceed 100 per minute, raise the acquire timeout to 2 seconds and page the database owner.
TODO: automate the pool-wait alert in Grafana.
"""

PRICING_ROWS = [
    ("starter", 5, 49, "EU"),
    ("team", 25, 199, "EU"),
    ("business", 100, 699, "EU"),
    ("enterprise", 500, 2490, "EU"),
    ("starter", 5, 55, "US"),
    ("team", 25, 219, "US"),
]

SERVICE_CONFIG_YAML = """service: ledger
owner: payments-team
replicas: 3
database:
  host: db-ledger-1.internal
  pool_size: 60
  acquire_timeout_s: 2
alerts:
  - name: ledger-latency
    threshold_ms: 1500
    description: Page the on-call engineer when p99 latency stays above 1.5 seconds for ten minutes.
"""

RELEASE_NOTES_HTML = """<!doctype html><html><head><title>Release notes 2.6</title></head>
<body><h1>Release 2.6</h1>
<h2>Billing</h2><p>The new billing API is available to 25% of workspaces. Amounts are returned in cents.</p>
<h2>Exports</h2><ul><li>CSV exports now use semicolons by default for SAP compatibility.</li>
<li>The nightly export runs at 03:00 UTC.</li></ul>
<h2>Deprecations</h2><p>We decided to keep the v1 endpoints for one more release because {customer} still depends on them.</p>
<script>console.log("ignored")</script></body></html>
"""

TEAM_PREFERENCES_MD = """# Team working agreements

- Status reports go out every Monday at 10:00.
- We prefer Slack alerts over email for anything urgent.
- {person} owns the payments dashboard.
"""

CONTRACT_SCAN_PDF = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n"
DOCKER_COMPOSE_YML = b"services:\n  app:\n    image: reverie:latest\n"


def _pricing_csv() -> str:
    """The semicolon-delimited 2027 price list."""
    return "plan;seats;monthly_eur;region\n" + "\n".join(f"{p};{s};{m};{r}" for p, s, m, r in PRICING_ROWS) + "\n"


def _feature_flags_json(customer: str, person: str) -> str:
    """The feature-flag file, naming the flag owner and the customer still on the v1 endpoints."""
    flags = {
        "new_billing_api": {"enabled": True, "rollout_pct": 25, "owner": person},
        "legacy_v1_endpoints": {
            "enabled": True,
            "note": f"Keep the v1 endpoints until {customer} migrates off them.",
        },
        "csv_export_semicolon": {"enabled": True},
    }
    return json.dumps(flags, indent=2) + "\n"


def _support_events_jsonl(day: str, customer: str) -> str:
    """A day of support events, one of them a line cut off mid-record."""
    sso_failed = "SSO login fails for users on the legacy plan after the migration."
    sso_answer = "Legacy-plan accounts do not support single sign-on; customer moved to the business plan."
    refund = "Refund of 240 EUR requested for a duplicate invoice from October."
    lines = [
        json.dumps({"ts": f"{day}T09:12:00Z", "customer": customer, "event": "ticket_opened", "message": sso_failed}),
        json.dumps({"ts": f"{day}T09:40:00Z", "customer": customer, "event": "ticket_resolved", "message": sso_answer}),
        '{"ts": "'
        + day
        + 'T10:02:00Z", "customer": "'
        + customer
        + '", "event": "ticket_opened", "message": "truncated',
        json.dumps({"ts": f"{day}T11:30:00Z", "customer": "Hooli", "event": "refund_requested", "message": refund}),
    ]
    return "\n".join(lines) + "\n"


def _resources(rng: random.Random, end: date, days: int) -> dict[str, bytes]:
    """The sample resource files by path under `resource/`, spread over the last three days up to `end`."""
    d0 = end.isoformat()
    d1 = (end - timedelta(days=1 % max(days, 1))).isoformat()
    d2 = (end - timedelta(days=min(2, days - 1))).isoformat() if days > 1 else d0
    customer, person = rng.choice(CUSTOMERS), rng.choice(PEOPLE)
    files: dict[str, str | bytes] = {
        f"{d1}/q3-planning.md": Q3_PLANNING_MD.format(customer=customer, person=person),
        f"{d1}/oncall-runbook.txt": ONCALL_RUNBOOK_TXT,
        f"{d2}/pricing-2027.csv": _pricing_csv(),
        f"{d2}/service-config.yaml": SERVICE_CONFIG_YAML,
        f"{d0}/feature-flags.json": _feature_flags_json(customer, person),
        f"{d0}/support-events.jsonl": _support_events_jsonl(d0, customer),
        "release-notes-2.6.html": RELEASE_NOTES_HTML.format(customer=customer),
        "team-preferences.md": TEAM_PREFERENCES_MD.format(person=person),
        # Files Reverie skips, each with a reason in the run's metadata.
        f"{d1}/contract-scan.pdf": CONTRACT_SCAN_PDF,
        f"{d1}/whiteboard.png": b"\x89PNG\r\n\x1a\n" + rng.randbytes(64),
        "docker-compose.yml": DOCKER_COMPOSE_YML,
    }
    return {k: v.encode("utf-8") if isinstance(v, str) else v for k, v in files.items()}


def write_sample_files(ws: Workspace, spec: FilesSampleSpec = FilesSampleSpec(), *, resources: bool = True) -> dict:
    """Drop the sample sessions into `mem_session/inbox/` (one JSONL per day) and the resources into `resource/`.

    `ws` is one collective's workspace; every turn names that collective (`cid`).
    """
    ws.ensure()
    rng = random.Random(spec.seed + 1)
    sessions = generate_sessions(spec)
    per_day: dict[str, list[str]] = {}
    turns = 0
    for sid, records in sessions:
        for rec in records:
            per_day.setdefault(rec["created_at"][:10], []).append(json.dumps({"session_id": sid, "cid": ws.cid, **rec}))
            turns += 1
    days = sorted(per_day)
    if spec.with_bad_line and days:
        per_day[days[-1]].insert(1, '{"session_id": "broken-line", "role": "user", "content": "cut off')
    for day, lines in per_day.items():
        atomic_write_text(ws.session_inbox / f"sample-{day}.jsonl", "\n".join(lines) + "\n")
    written = []
    if resources:
        end = spec.end_day or datetime.now(UTC).date()
        for rel, data in _resources(rng, end, spec.days).items():
            path = ws.resource_dir / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            written.append(f"resource/{rel}")
    from reverie.sample_truth import write_truth

    write_truth(ws, sessions)  # what each sample line means, for the demo's digest-quality line
    return {
        "sessions": len(sessions),
        "turns": turns,
        "inbox_files": len(per_day),
        "days": days,
        "resources": sorted(written),
    }
