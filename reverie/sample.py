"""Seeded generator of realistic sample episodes and role configs for the demo and benchmarks.

Several collectives, agents and roles; tasks drawn from per-role templates;
recurring lessons phrased differently each time they show up, plus noise.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

ROLES: dict[str, dict] = {
    "ingester": {
        "reflects": True,
        "tasks": [
            "Ingest the quarterly report {doc}.pdf into the knowledge base",
            "Parse the vendor catalogue {doc}.pdf and extract product rows",
            "Import the scanned contract {doc}.pdf for clause search",
            "Load the CSV export {doc}.csv into the analytics store",
            "Index the meeting transcripts folder {doc} for retrieval",
        ],
        "lessons": [
            [
                "PDFs over 10MB reliably exhaust the ingester; split them into chunks of 50 pages first.",
                "The ingester ran out of memory on a {size}MB PDF; large PDFs must be split before ingesting.",
                "Big PDF files (more than 10 MB) crash the ingest worker, so split the file before loading it.",
            ],
            [
                "Scanned PDFs have no text layer; run OCR before extracting text.",
                "Extraction returned empty pages because the PDF was a scan; OCR has to run first.",
                "No text came out of the scanned document until OCR was applied to it.",
            ],
            [
                "CSV exports from the billing system use semicolons, not commas, as delimiters.",
                "The billing CSV parsed into a single column; the delimiter is a semicolon.",
                "Set the delimiter to ';' for billing system CSV exports or every row collapses into one field.",
            ],
        ],
    },
    "researcher": {
        "reflects": True,
        "tasks": [
            "Research the market size for {topic} in Europe",
            "Summarise recent papers on {topic}",
            "Compare three vendors offering {topic}",
            "Find regulatory requirements for {topic} in Germany",
        ],
        "lessons": [
            [
                "The search API rate-limits at 60 requests per minute; batch queries and back off on HTTP 429.",
                "Hit HTTP 429 from the search API again; pacing requests under 60 per minute avoids it.",
                "Too many search calls in a minute triggered rate limiting; exponential backoff on 429 fixed it.",
            ],
            [
                "Vendor pricing pages are often outdated; confirm prices with the sales contact before reporting.",
                "The listed vendor price was a year old; pricing has to be confirmed directly with sales.",
                "Reported prices turned out stale because the vendor website was not updated; "
                "always verify with the vendor.",
            ],
            [
                "Preprint servers list withdrawn papers; check the withdrawal notice before citing.",
                "Cited a paper that had been withdrawn from the preprint server; check its status first.",
                "A withdrawn preprint slipped into the summary; verify papers are not withdrawn before citing them.",
            ],
        ],
    },
    "support": {
        "reflects": True,
        "tasks": [
            "Answer customer ticket #{n} about {topic}",
            "Resolve login issue for account {n}",
            "Explain the refund policy to customer {n}",
            "Escalate outage report #{n} to on-call",
        ],
        "lessons": [
            [
                "Customers on the legacy plan cannot use single sign-on; offer the migration guide instead.",
                "SSO failed because the customer was still on the legacy plan; point them to the migration guide.",
                "Legacy-plan accounts do not support single sign-on, so the fix is migrating the plan.",
            ],
            [
                "Password reset emails are delayed up to 15 minutes for corporate domains with greylisting.",
                "The reset email arrived after a quarter of an hour because the corporate mail server greylists us.",
                "Corporate domains greylist our reset emails, so tell customers to wait 15 minutes before retrying.",
            ],
        ],
    },
    "coder": {
        "reflects": False,
        "tasks": [
            "Fix failing unit test in module {topic}",
            "Add pagination to the {topic} endpoint",
            "Upgrade dependency for {topic} service",
        ],
        "lessons": [
            [
                "Integration tests need the database migrated first; run migrations in the test fixture.",
                "Tests failed on a missing table until the fixture ran the migrations.",
                "The CI database was not migrated, which broke the integration tests.",
            ],
        ],
    },
}
TOPICS = [
    "vector databases",
    "battery recycling",
    "payroll software",
    "heat pumps",
    "e-invoicing",
    "fraud detection",
    "cold-chain logistics",
    "solar inverters",
    "data residency",
    "LLM evaluation",
]
FILLER = [
    "Checked the inputs and the configuration.",
    "Followed the standard runbook.",
    "Coordinated with the requester on scope.",
    "Logged the result in the tracker.",
    "Double-checked the output format.",
    "Kept the summary short for the requester.",
]
COLLECTIVES = {
    "acme": {"ingester": 2, "researcher": 2, "support": 1, "coder": 1},
    "globex": {"ingester": 1, "researcher": 1, "support": 2, "coder": 1},
    "initech": {"ingester": 1, "support": 1, "coder": 1, "researcher": 1},
}


@dataclass(frozen=True)
class SampleSpec:
    episodes: int = 6000
    days: int = 14
    end_day: date | None = None  # default: yesterday (UTC)
    seed: int = 7
    lesson_rate: float = 0.45
    note_rate: float = 0.02


def _note_to_self(rng: random.Random, cfg: dict, cid: str, agent_id: str, role: str, ts: datetime) -> dict:
    """A MEMORY_NOTE record: one of the role's lessons, written down by the agent."""
    lesson = rng.choice(rng.choice(cfg["lessons"]))
    return {
        "cid": cid,
        "agent_id": agent_id,
        "role_label": role,
        "ts": ts.isoformat(),
        "kind": "MEMORY_NOTE",
        "title": "note to self",
        "text": lesson.format(size=rng.randrange(11, 80)),
        "outcome": "",
    }


def _lesson_episode(rng: random.Random, cfg: dict, role: str, filler: str) -> tuple[str, str, float, dict]:
    """Text, outcome, reward and metadata of an episode that teaches one of the role's lessons."""
    lesson_idx = rng.randrange(len(cfg["lessons"]))
    lesson = rng.choice(cfg["lessons"][lesson_idx]).format(size=rng.randrange(11, 80))
    failed = rng.random() < 0.6
    text = f"{lesson} {filler}"
    outcome = ("Failed on the first attempt; " if failed else "Done; ") + lesson.split(";")[0].rstrip(".") + "."
    reward = round(rng.uniform(0.0, 0.4) if failed else rng.uniform(0.6, 1.0), 2)
    metadata = {"lesson": f"{role}-{lesson_idx}", "attempts": 2 if failed else 1}
    return text, outcome, reward, metadata


def _routine_episode(rng: random.Random, task: str, filler: str) -> tuple[str, str, float, dict]:
    """Text, outcome, reward and metadata of an ordinary task that went fine."""
    text = f"Worked on: {task}. {filler}"
    outcome = rng.choice(["Completed as requested.", "Delivered to the requester.", "Closed with no issues."])
    reward = round(rng.uniform(0.7, 1.0), 2)
    return text, outcome, reward, {"attempts": 1}


def generate_episodes(spec: SampleSpec) -> list[dict]:
    """Episode records (as JSON-ready dicts), deterministic for a given spec."""
    rng = random.Random(spec.seed)
    end = spec.end_day or (datetime.now(UTC).date() - timedelta(days=1))
    start = end - timedelta(days=spec.days - 1)
    agents = [
        (cid, f"{role}-{i + 1}", role)
        for cid, roles in COLLECTIVES.items()
        for role, count in roles.items()
        for i in range(count)
    ]
    records = []
    for _ in range(spec.episodes):
        cid, agent_id, role = rng.choice(agents)
        cfg = ROLES[role]
        day = start + timedelta(days=rng.randrange(spec.days))
        ts = datetime(day.year, day.month, day.day, tzinfo=UTC) + timedelta(seconds=rng.randrange(86400))
        task = rng.choice(cfg["tasks"]).format(
            doc=f"doc-{rng.randrange(1000):03d}", topic=rng.choice(TOPICS), n=rng.randrange(10000, 99999)
        )
        filler = " ".join(rng.sample(FILLER, 2))
        if rng.random() < spec.note_rate:
            records.append(_note_to_self(rng, cfg, cid, agent_id, role, ts))
            continue
        if rng.random() < spec.lesson_rate:
            text, outcome, reward, metadata = _lesson_episode(rng, cfg, role, filler)
        else:
            text, outcome, reward, metadata = _routine_episode(rng, task, filler)
        records.append(
            {
                "cid": cid,
                "agent_id": agent_id,
                "role_label": role,
                "ts": ts.isoformat(),
                "kind": "DECISION" if rng.random() < 0.1 else "TASK",
                "title": task,
                "text": text,
                "outcome": outcome,
                "reward": reward,
                "metadata": metadata,
            }
        )
    records.sort(key=lambda r: r["ts"])
    return records


def write_sample(inbox_dir: Path, roles_dir: Path, spec: SampleSpec = SampleSpec()) -> dict:
    """Write episodes as one JSONL file per (collective, day) into the inbox and a role.yaml per role."""
    records = generate_episodes(spec)
    inbox_dir.mkdir(parents=True, exist_ok=True)
    files: dict[Path, list[str]] = {}
    for rec in records:
        files.setdefault(inbox_dir / f"{rec['cid']}-{rec['ts'][:10]}.jsonl", []).append(json.dumps(rec))
    for path, lines in files.items():
        tmp = path.with_suffix(".jsonl.tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        tmp.replace(path)
    for role, cfg in ROLES.items():
        role_dir = roles_dir / role
        role_dir.mkdir(parents=True, exist_ok=True)
        (role_dir / "role.yaml").write_text(
            f"name: {role}\nmemory_reflection: {'true' if cfg['reflects'] else 'false'}\n", encoding="utf-8"
        )
    days = sorted({r["ts"][:10] for r in records})
    return {
        "episodes": len(records),
        "files": len(files),
        "first_day": days[0],
        "last_day": days[-1],
        "collectives": sorted(COLLECTIVES),
        "roles": sorted(ROLES),
    }
