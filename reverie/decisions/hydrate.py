"""First start: an empty `decisions` table is filled once from pre-seeded JSON files.

Seed files are the `*.json` files of one folder (REVERIE_DECISIONS_SEED_DIR;
default: the set shipped in `reverie/decisions/preseeded/`, written by
`python -m reverie.decisions.seed`; `off` disables hydration), read in name
order. Each file is one JSON object:

    {
      "format": "reverie-decision-memory/1",
      "decisions": [{"conflict_title": "Friday 6PM", "action_type": "negotiate", "target_domain": "career",
                     "reward": 0.72, "metrics_snapshot": {"career.workload": 95.0},
                     "reasoning": "...", "episode_id": "ep-0001", "ts": "2026-11-02T18:00:00Z", "cid": "default"}],
      "trajectories": [{"task_id": "...", "route_taken": "...", "total_reward": 1.9,
                        "trajectory_summary": {"steps": 6}, "task_domain": "deadline_crunch", "ts": "..."}],
      "feedback": [{"episode_id": "ep-0001", "overall_effectiveness": 8, "domains_improved": ["career"],
                    "domains_worsened": [], "unexpected_effects": "...", "resolution_time_hours": 4.0, "ts": "..."}]
    }

Fields are those of `store_decision`, `store_trajectory` and `store_feedback`,
plus optional `ts` (ISO-8601, default: hydration time) and `cid` (default
`default`). Feedback must name an episode a seed decision names. No vectors
are stored in the files: rows are embedded by the model in use, so seeds never
mix models. Every record is validated before anything is written; one bad
record refuses the whole hydration with `file: decisions[i]: field: reason`.

"Once" is kept by a marker file written after the rows; "only when empty" by
checking `decisions` under an exclusive file lock, so two processes starting
at once hydrate one time between them.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.decisions.records import (
    DEFAULT_COLLECTIVE,
    Decision,
    DecisionInputError,
    Feedback,
    Trajectory,
    make_decision,
    make_feedback,
    make_trajectory,
)
from reverie.decisions.tables import DECISIONS
from reverie.workspace import atomic_write_text

log = logging.getLogger(__name__)

SEED_FORMAT = "reverie-decision-memory/1"
PACKAGED_SEED_DIR = Path(__file__).resolve().parent / "preseeded"
MARKER = "decision_memory.hydrated.json"
LOCK = "decision_memory.lock"


@dataclass
class Hydration:
    """What a start did about pre-seeded data."""

    hydrated: bool
    reason: str
    files: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)


def resolve_seed_dir(seed_dir: str | Path | None, settings: Any) -> Path | None:
    """The seed folder: the argument, else REVERIE_DECISIONS_SEED_DIR, else the packaged set; None for `off`."""
    raw = str(seed_dir) if seed_dir is not None else getattr(settings, "decisions_seed_dir", "")
    if raw.strip().lower() in {"off", "none", "no", "0"}:
        return None
    return Path(raw).expanduser().resolve() if raw.strip() else PACKAGED_SEED_DIR


def state_dir(uri: str, settings: Any = None) -> Path:
    """Where the lock and marker live: the LanceDB folder itself, or for an object-store URI a local folder."""
    if "://" not in uri:
        path = Path(uri)
    else:
        from reverie.config import Settings

        data_dir = (settings or Settings()).data_dir
        path = data_dir / "decision_memory_state" / hashlib.blake2b(uri.encode(), digest_size=8).hexdigest()
    path.mkdir(parents=True, exist_ok=True)
    return path


def read_seed_files(seed_dir: Path) -> tuple[list[Any], list[str]]:
    """Validated records (decisions, trajectories, feedback) of every seed file, and the file names.

    Raises DecisionInputError naming file, record and field for the first bad one.
    """
    files = sorted(p for p in seed_dir.glob("*.json") if p.is_file())
    decisions: list[Decision] = []
    trajectories: list[Trajectory] = []
    feedback: list[Feedback] = []
    makers: dict[str, tuple[Callable[..., Any], list[Any]]] = {"decisions": (make_decision, decisions), "trajectories": (make_trajectory, trajectories),
              "feedback": (make_feedback, feedback)}
    for path in files:
        try:
            doc = json.loads(path.read_text(encoding="utf-8-sig"))
        except (OSError, ValueError) as exc:
            raise DecisionInputError("file", f"not readable JSON ({exc})", where=str(path)) from exc
        if not isinstance(doc, dict) or doc.get("format") != SEED_FORMAT:
            raise DecisionInputError("format", f"expected a JSON object with \"format\": \"{SEED_FORMAT}\"",
                                     where=str(path))
        unknown = sorted(set(doc) - {"format", "decisions", "trajectories", "feedback", "generator"})
        if unknown:
            raise DecisionInputError("keys", f"unknown top-level key(s) {unknown}", where=str(path))
        for section, (make, out) in makers.items():
            records = doc.get(section, [])
            if not isinstance(records, list):
                raise DecisionInputError(section, "expected a list of records", where=str(path))
            for i, record in enumerate(records):
                where = f"{path}: {section}[{i}]"
                if not isinstance(record, dict):
                    raise DecisionInputError("record", "expected a JSON object", where=where)
                fields = dict(record)
                cid, ts = fields.pop("cid", DEFAULT_COLLECTIVE), fields.pop("ts", None)
                try:
                    out.append(make(**fields, cid=cid, ts=ts, source=f"preseeded:{path.name}"))
                except DecisionInputError as exc:
                    raise DecisionInputError(exc.field, exc.reason, where=where) from exc
                except TypeError as exc:  # unknown or missing field names
                    raise DecisionInputError("record", str(exc).split("() ", 1)[-1], where=where) from exc
    named = {(d.cid, d.episode_id) for d in decisions if d.episode_id}
    for i, fb in enumerate(feedback):
        if (fb.cid, fb.episode_id) not in named:
            raise DecisionInputError("episode_id", f"unknown episode {fb.episode_id!r}: no seed decision of "
                                                   f"collective {fb.cid} names it", where=f"feedback #{i}")
    return decisions + trajectories + feedback, [p.name for p in files]


def _already(marker: Path, by: str = "") -> Hydration:
    """The hydration a marker records (when, from which files, how many rows)."""
    try:
        done = json.loads(marker.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        done = {}
    when = f" at {done['hydrated_at']}" if done.get("hydrated_at") else ""
    return Hydration(False, f"already hydrated{by}{when} ({marker})", list(done.get("files", [])),
                     dict(done.get("counts", {})))


def hydrate_if_empty(memory: Any, seed_dir: Path | None) -> Hydration:
    """Fill decision memory from `seed_dir` if `decisions` is empty and it was never hydrated; see module doc."""
    if seed_dir is None:
        return Hydration(False, "hydration is off")
    state = state_dir(memory.uri)
    marker = state / MARKER
    if marker.exists():
        return _already(marker)
    if memory.count(DECISIONS):
        return Hydration(False, "decisions is not empty")
    with open(state / LOCK, "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, also if this process dies
        try:
            if marker.exists():
                return _already(marker, " by another process")
            if memory.count(DECISIONS):
                return Hydration(False, "decisions is not empty")
            if not seed_dir.is_dir():
                return Hydration(False, f"no seed folder {seed_dir}")
            records, files = read_seed_files(seed_dir)
            if not records:
                return Hydration(False, f"no seed records in {seed_dir}")
            # Decisions last: until they are in, the table still reads as empty and a crash is redone
            # (ids are content hashes, so rows written before the crash are not duplicated).
            order = {"Trajectory": 0, "Feedback": 1, "Decision": 2}
            by_kind: dict[str, list[Any]] = {}
            for r in records:
                by_kind.setdefault(type(r).__name__, []).append(r)
            for kind in sorted(by_kind, key=order.__getitem__):
                memory.store_records(by_kind[kind])
            counts = {k.lower(): len(v) for k, v in by_kind.items()}
            atomic_write_text(marker, json.dumps({"hydrated_at": datetime.now(UTC).isoformat(), "seed_dir": str(seed_dir),
                                   "files": files, "counts": counts, "embedding_model": memory.model_id},
                                                indent=2, sort_keys=True) + "\n")
            log.info("decision memory hydrated from %s: %s", seed_dir, counts)
            return Hydration(True, f"hydrated from {seed_dir}", files, counts)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)

