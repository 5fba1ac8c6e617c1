"""Seeded generator of the pre-seeded decision memory shipped in `reverie/decisions/preseeded/`.

    python -m reverie.decisions.seed                 # rewrites preseeded/decision_memory.json (seed 14)
    python -m reverie.decisions.seed --out DIR --episodes 200 --seed 3

An agent that manages a person's life under pressure: each episode is one
conflict (a deadline collision, a rent rise, a cancelled flight...), seen
through a snapshot of metrics (`domain.metric`, 0-100; `stress_level`,
`workload` and `debt_pressure` are higher-is-worse), handled in two to four
decisions. Acting on the most stressed domain tends to earn a high reward;
some actions backfire (rewards below 0.05, even negative). Every episode is
also a trajectory; about 60% get a human's rating and notes. Same seed, same
file, byte for byte.
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from reverie.decisions.hydrate import PACKAGED_SEED_DIR, SEED_FORMAT

HIGHER_IS_WORSE = ("stress_level", "workload", "debt_pressure")
METRICS = [
    "career.workload",
    "career.stability",
    "finances.savings",
    "finances.debt_pressure",
    "relationships.romantic",
    "relationships.family",
    "mental_wellbeing.stress_level",
    "mental_wellbeing.emotional_stability",
    "physical_health.energy",
    "physical_health.sleep",
    "time.free_hours",
]

# title, task domain, stressed metrics, good (action, domain) pairs, backfiring pairs
CONFLICTS: list[dict[str, Any]] = [
    {
        "title": "Friday 6PM deadline collision",
        "domain": "deadline_crunch",
        "stressed": ["career.workload", "mental_wellbeing.stress_level", "relationships.romantic"],
        "good": [("negotiate", "career"), ("communicate", "relationships"), ("delegate", "career")],
        "bad": [("overwork", "career"), ("cancel_plans", "relationships")],
    },
    {
        "title": "The Perfect Storm",
        "domain": "financial_crisis",
        "stressed": ["finances.savings", "career.stability", "mental_wellbeing.stress_level"],
        "good": [("budget", "finances"), ("communicate", "relationships"), ("negotiate", "finances")],
        "bad": [("spend", "finances"), ("withdraw", "relationships")],
    },
    {
        "title": "Flight cancelled before the wedding",
        "domain": "travel_disruption",
        "stressed": ["time.free_hours", "mental_wellbeing.stress_level", "relationships.family"],
        "good": [("reschedule", "time"), ("spend", "finances"), ("communicate", "relationships")],
        "bad": [("wait", "time"), ("cancel_plans", "relationships")],
    },
    {
        "title": "Burnout warning at quarter end",
        "domain": "burnout",
        "stressed": ["physical_health.sleep", "physical_health.energy", "career.workload"],
        "good": [("rest", "mental_wellbeing"), ("delegate", "career"), ("decline", "career")],
        "bad": [("overwork", "career"), ("stimulants", "physical_health")],
    },
    {
        "title": "Landlord raises the rent by 30%",
        "domain": "housing",
        "stressed": ["finances.savings", "finances.debt_pressure", "mental_wellbeing.emotional_stability"],
        "good": [("negotiate", "finances"), ("budget", "finances"), ("research", "finances")],
        "bad": [("borrow", "finances"), ("ignore", "finances")],
    },
    {
        "title": "Parent in hospital during launch week",
        "domain": "family_emergency",
        "stressed": ["relationships.family", "career.workload", "time.free_hours"],
        "good": [("delegate", "career"), ("communicate", "relationships"), ("reschedule", "time")],
        "bad": [("overwork", "career"), ("withdraw", "relationships")],
    },
    {
        "title": "Doctor's warning after a missed checkup",
        "domain": "health",
        "stressed": ["physical_health.energy", "physical_health.sleep", "mental_wellbeing.stress_level"],
        "good": [("exercise", "physical_health"), ("rest", "physical_health"), ("reschedule", "time")],
        "bad": [("ignore", "physical_health"), ("stimulants", "physical_health")],
    },
    {
        "title": "Team conflict over code ownership",
        "domain": "team_conflict",
        "stressed": ["career.stability", "mental_wellbeing.emotional_stability", "career.workload"],
        "good": [("communicate", "career"), ("negotiate", "career"), ("escalate", "career")],
        "bad": [("withdraw", "career"), ("overwork", "career")],
    },
]

REASONS = {
    "negotiate": "Asking for a concrete new date or terms turned an impossible {domain} demand into a plan both sides accepted.",
    "communicate": "A short honest call about the situation kept trust in {domain} from eroding while the crisis ran its course.",
    "delegate": "Handing the well-defined parts to a colleague freed hours for the one {domain} task only I could do.",
    "budget": "Cutting discretionary spending for two months protected savings and lowered {domain} pressure quickly.",
    "reschedule": "Moving the fixed appointments created the buffer the {domain} situation needed without dropping anything.",
    "spend": "Paying for the faster option cost money but bought back the hours that mattered most in {domain}.",
    "rest": "Stopping early and sleeping properly restored enough energy to handle {domain} the next day.",
    "decline": "Saying no to a new request kept the {domain} load within what could actually be done well.",
    "research": "Comparing the local market gave hard numbers to argue with instead of guessing about {domain}.",
    "exercise": "Short daily walks were the smallest step that visibly improved {domain} within a week.",
    "escalate": "Bringing the manager in early settled the {domain} question before it turned personal.",
    "overwork": "Pushing through the night looked like the fastest way to clear the {domain} backlog.",
    "cancel_plans": "Cancelling the evening seemed to free time, at the cost of {domain}.",
    "withdraw": "Going quiet avoided a hard conversation about {domain} for now.",
    "wait": "Waiting for the airline to rebook automatically seemed cheaper than acting on {domain}.",
    "stimulants": "Extra coffee and energy drinks were meant to cover the {domain} deficit for a few days.",
    "borrow": "A short-term loan covered the gap in {domain} without changing anything else.",
    "ignore": "Postponing the {domain} problem kept attention on the urgent work.",
}

NOTES_GOOD = {
    "deadline_crunch": [
        "Partner appreciated the transparency and offered to help with the weekend.",
        "The new deadline held and the team delivered without overtime.",
    ],
    "financial_crisis": [
        "Savings stopped shrinking within a month; the bank agreed to a payment pause.",
        "Talking it through at home took the panic out of the numbers.",
    ],
    "travel_disruption": [
        "Made it to the ceremony on time; the extra cost was worth it.",
        "Family rearranged the rehearsal dinner once they knew early.",
    ],
    "burnout": [
        "Stress dropped noticeably within two days; sleep came back.",
        "Colleague took over the release notes and was glad to be asked.",
    ],
    "housing": [
        "The landlord agreed to a smaller increase once comparable rents were on the table.",
        "The budget freed enough to absorb the rise without new debt.",
    ],
    "family_emergency": [
        "Launch went out on time with the deputy in charge; visiting hours were never missed.",
        "Siblings split the hospital shifts after one clear call.",
    ],
    "health": ["Blood pressure was back in range at the follow-up.", "Energy improved within a week of regular walks."],
    "team_conflict": [
        "Ownership was written down and the arguments stopped.",
        "The manager's decision was accepted because both sides were heard.",
    ],
}
NOTES_MIXED = [
    "Worked in the short term, but the same pressure came back the following week.",
    "Helped with the main problem; family felt left out of the decision.",
    "Savings held, though the cuts were hard to keep up.",
]
NOTES_BAD = [
    "Backfired: the same crisis came back worse a week later.",
    "Little changed; the underlying pressure was never addressed.",
    "Made things worse at home; the quick fix cost more trust than it saved.",
]


def _reasoning(action: str, domain: str, metrics: dict[str, float], stressed: list[str]) -> str:
    """The action's rationale plus the reading that prompted it (so no two episodes read the same)."""
    worst = stressed[0]
    reading = f"{worst.split('.')[-1].replace('_', ' ')} at {metrics[worst]:.0f}"
    return f"{REASONS[action].format(domain=domain.replace('_', ' '))} Trigger: {reading}."


def _snapshot(rng: random.Random, stressed: list[str]) -> dict[str, float]:
    out = {}
    for metric in METRICS:
        worse_high = metric.rsplit(".", 1)[-1] in HIGHER_IS_WORSE
        if metric in stressed:
            value = rng.uniform(75, 98) if worse_high else rng.uniform(8, 35)
        else:
            value = rng.uniform(20, 50) if worse_high else rng.uniform(45, 85)
        out[metric] = round(value, 1)
    return out


def _decision_steps(
    rng: random.Random, conflict: dict, steps: int, metrics: dict, episode_id: str, start: datetime
) -> tuple[list[dict], list[float], set[str], set[str]]:
    """(decisions, rewards, domains improved, domains worsened) of one episode's `steps` moves, an hour apart."""
    decisions: list[dict] = []
    rewards: list[float] = []
    improved: set[str] = set()
    worsened: set[str] = set()
    for step in range(steps):
        roll = rng.random()
        if roll < 0.62:
            action, domain = rng.choice(conflict["good"])
            reward = rng.uniform(0.45, 0.92)
            improved.add(domain)
        elif roll < 0.82:
            action, domain = rng.choice(conflict["good"])  # the right kind of move, done late or half-way
            reward = rng.uniform(0.06, 0.4)
        else:
            action, domain = rng.choice(conflict["bad"])
            reward = rng.uniform(-0.45, 0.04)
            worsened.add(domain)
        rewards.append(reward)
        decisions.append(
            {
                "conflict_title": conflict["title"],
                "action_type": action,
                "target_domain": domain,
                "reward": round(reward, 3),
                "metrics_snapshot": metrics,
                "reasoning": _reasoning(action, domain, metrics, conflict["stressed"]),
                "episode_id": episode_id,
                "ts": (start + timedelta(hours=step)).strftime("%Y-%m-%dT%H:%M:%SZ"),
            }
        )
    return decisions, rewards, improved, worsened


def _feedback(
    rng: random.Random,
    conflict: dict,
    episode_id: str,
    mean: float,
    improved: set[str],
    worsened: set[str],
    start: datetime,
    steps: int,
) -> dict:
    """A person's feedback on one episode: a rating near its mean reward, a note to match, a resolution time."""
    rating = int(min(10, max(0, round(mean * 10 + rng.uniform(0.5, 2.5)))))
    pool = NOTES_GOOD[conflict["domain"]] if rating >= 7 else NOTES_MIXED if rating >= 4 else NOTES_BAD
    notes = rng.choice(pool)
    return {
        "episode_id": episode_id,
        "overall_effectiveness": rating,
        "domains_improved": sorted(improved - worsened),
        "domains_worsened": sorted(worsened),
        "unexpected_effects": notes,
        "resolution_time_hours": round(rng.uniform(1, 72), 1),
        "ts": (start + timedelta(hours=steps + rng.uniform(24, 96))).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }


def generate(episodes: int = 45, seed: int = 14, end: datetime | None = None) -> dict[str, Any]:
    """The seed document: `episodes` conflicts over the 30 days before `end` (default 2026-11-01 UTC)."""
    rng = random.Random(seed)
    end = end or datetime(2026, 11, 1, tzinfo=UTC)
    decisions, trajectories, feedback = [], [], []
    for e in range(episodes):
        conflict = rng.choice(CONFLICTS)
        episode_id = f"ep-{seed:02d}-{e:04d}"
        start = end - timedelta(days=rng.uniform(1, 30))
        metrics = _snapshot(rng, conflict["stressed"])
        steps = rng.randint(2, 4)
        moves, rewards, improved, worsened = _decision_steps(rng, conflict, steps, metrics, episode_id, start)
        decisions += moves
        final = {
            m: round(min(100.0, max(0.0, v + rng.uniform(-10, 25))), 1)
            for m, v in metrics.items()
            if m in conflict["stressed"]
        }
        total = round(sum(rewards), 3)
        trajectories.append(
            {
                "task_id": f"{conflict['domain']}-{e:04d}",
                "route_taken": "+".join(d["action_type"] for d in moves),
                "total_reward": total,
                "task_domain": conflict["domain"],
                "trajectory_summary": {"steps": steps, "milestones_hit": sum(r >= 0.45 for r in rewards), **final},
                "ts": (start + timedelta(hours=steps)).strftime("%Y-%m-%dT%H:%M:%SZ"),
            }
        )
        if rng.random() < 0.6:
            feedback.append(_feedback(rng, conflict, episode_id, total / steps, improved, worsened, start, steps))
    return {
        "format": SEED_FORMAT,
        "generator": f"python -m reverie.decisions.seed --episodes {episodes} --seed {seed}",
        "decisions": decisions,
        "trajectories": trajectories,
        "feedback": feedback,
    }


def inbox_episodes(day: str, episodes: int = 4, seed: int = 41, cid: str = "default") -> list[dict[str, Any]]:
    """The same kind of data as agent episodes for the inbox (kinds DECISION, TRAJECTORY, FEEDBACK), all on `day`.

    The mapping is the one `reverie.decisions.episodes` reads back.
    """
    doc = generate(episodes, seed, end=datetime.fromisoformat(day).replace(tzinfo=UTC) + timedelta(days=30))
    start = datetime.fromisoformat(day).replace(hour=8, tzinfo=UTC)
    out: list[dict[str, Any]] = []

    def ts(i: int) -> str:
        return (start + timedelta(minutes=7 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")

    base = {"cid": cid, "agent_id": "life-planner-1", "role_label": "planner"}
    for d in doc["decisions"]:
        out.append(
            {
                **base,
                "ts": ts(len(out)),
                "kind": "DECISION",
                "title": d["conflict_title"],
                "text": d["reasoning"],
                "reward": d["reward"],
                "metadata": {k: d[k] for k in ("action_type", "target_domain", "metrics_snapshot", "episode_id")},
            }
        )
    for t in doc["trajectories"]:
        out.append(
            {
                **base,
                "ts": ts(len(out)),
                "kind": "TRAJECTORY",
                "title": t["task_id"],
                "text": f"Route {t['route_taken']}",
                "reward": t["total_reward"],
                "metadata": {k: t[k] for k in ("route_taken", "task_domain", "trajectory_summary")},
            }
        )
    for f in doc["feedback"]:
        out.append(
            {
                **base,
                "ts": ts(len(out)),
                "kind": "FEEDBACK",
                "text": f["unexpected_effects"],
                "metadata": {
                    k: f[k]
                    for k in (
                        "episode_id",
                        "overall_effectiveness",
                        "domains_improved",
                        "domains_worsened",
                        "resolution_time_hours",
                    )
                },
            }
        )
    return out


def write(out_dir: Path, episodes: int = 45, seed: int = 14) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "decision_memory.json"
    doc = generate(episodes, seed)
    # One record a line: readable, and a regenerated file diffs record by record.
    parts = [f' "format": {json.dumps(doc["format"])}', f' "generator": {json.dumps(doc["generator"])}']
    for section in ("decisions", "trajectories", "feedback"):
        lines = ",\n".join("  " + json.dumps(r, ensure_ascii=False) for r in doc[section])
        parts.append(f' "{section}": [\n{lines}\n ]')
    path.write_text("{\n" + ",\n".join(parts) + "\n}\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m reverie.decisions.seed", description=__doc__.split("\n")[0])
    p.add_argument("--out", type=Path, default=PACKAGED_SEED_DIR)
    p.add_argument("--episodes", type=int, default=45)
    p.add_argument("--seed", type=int, default=14)
    args = p.parse_args(argv)
    path = write(args.out, args.episodes, args.seed)
    doc = json.loads(path.read_text(encoding="utf-8"))
    print(
        f"wrote {path}: {len(doc['decisions'])} decisions, {len(doc['trajectories'])} trajectories, "
        f"{len(doc['feedback'])} feedback records"
    )


if __name__ == "__main__":
    main()
