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

LifeStack's own export is read too: files named `preseeded_memory*.json`
(LifeStack's `data/preseeded_memory.json`, `_p1`, `_p2`), each a ChromaDB
dump of its collections:

    {"decisions":    {"ids": [...], "documents": [...], "metadatas": [{"conflict_title", "action_type",
                      "target_domain", "reward", "reasoning", "episode_id", "timestamp", ...}], "embeddings": [...]},
     "trajectories": {"ids": [...], "metadatas": [{"task_id", "route_taken", "reward", "summary": "<JSON>",
                      "timestamp"}], ...},
     "feedback":     {"ids": [...], "metadatas": [{"episode_id", "effectiveness", "domains_improved": "<JSON>",
                      "domains_worsened": "<JSON>", "unexpected_effects", "resolution_time", "timestamp"}]}}

A decision's `metrics_snapshot` (absent in LifeStack's metadata) is `{}`
unless the metadata carries one; LifeStack's older route rows in `decisions`
(a `route_taken` and no `action_type`) become trajectories; its vectors and
documents are not used (rows are embedded by the model in use, as above).
The same record in two shards is stored once. In a folder, JSON files that
are neither Reverie seed files nor `preseeded_memory*.json` (LifeStack's
`data/` also holds `conflicts.json` and others) are skipped and named in the
hydration's `skipped`, so REVERIE_DECISIONS_SEED_DIR can point at LifeStack's
`data/` folder itself. Feedback is stored whether or not a seed decision names
its episode (it joins that episode's decisions later).

"Once" is kept by a marker file written after the rows; "only when empty" by
checking `decisions` under an exclusive file lock, so two processes starting
at once hydrate one time between them. An in-memory store (the fallback of
an unusable path) has no marker: it is filled whenever it starts empty.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.decisions.records import (
    DEFAULT_COLLECTIVE,
    DecisionInputError,
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
    skipped: list[str] = field(default_factory=list)  # JSON files of the folder in neither seed format


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


LIFESTACK_PATTERN = "preseeded_memory*.json"


def read_seed_files(seed_dir: Path) -> tuple[list[Any], list[str]]:
    """Validated records (decisions, trajectories, feedback) of every seed file, and the file names read.

    Raises DecisionInputError naming file, record and field for the first bad one.
    """
    records, files, _ = read_seed_folder(seed_dir)
    return records, files


def read_seed_folder(seed_dir: Path) -> tuple[list[Any], list[str], list[str]]:
    """(records, files read, JSON files skipped) of a seed folder, each record validated, duplicates once."""
    records: list[Any] = []
    files, skipped = [], []
    for path in sorted(p for p in seed_dir.glob("*.json") if p.is_file()):
        try:
            doc = json.loads(path.read_text(encoding="utf-8-sig"))
        except (OSError, ValueError) as exc:
            raise DecisionInputError("file", f"not readable JSON ({exc})", where=str(path)) from exc
        if isinstance(doc, dict) and "format" in doc:
            records += _reverie_records(path, doc)
        elif path.match(LIFESTACK_PATTERN):
            records += _lifestack_records(path, doc)
        else:
            log.info("decision memory seeds: %s skipped (neither %s nor %s)", path, SEED_FORMAT, LIFESTACK_PATTERN)
            skipped.append(path.name)
            continue
        files.append(path.name)
    unique = {(type(r).__name__, r.cid, r.id): r for r in records}  # a shard's shared part counts once
    order = {"Decision": 0, "Trajectory": 1, "Feedback": 2}
    return sorted(unique.values(), key=lambda r: order[type(r).__name__]), files, skipped


def _make(make: Any, fields: dict[str, Any], where: str, source: str) -> Any:
    cid, ts = fields.pop("cid", DEFAULT_COLLECTIVE), fields.pop("ts", None)
    try:
        return make(**fields, cid=cid, ts=ts, source=source)
    except DecisionInputError as exc:
        raise DecisionInputError(exc.field, exc.reason, where=where) from exc
    except TypeError as exc:  # unknown or missing field names
        raise DecisionInputError("record", str(exc).split("() ", 1)[-1], where=where) from exc


def _reverie_records(path: Path, doc: dict[str, Any]) -> list[Any]:
    if doc.get("format") != SEED_FORMAT:
        raise DecisionInputError("format", f'expected a JSON object with "format": "{SEED_FORMAT}"', where=str(path))
    unknown = sorted(set(doc) - {"format", "decisions", "trajectories", "feedback", "generator"})
    if unknown:
        raise DecisionInputError("keys", f"unknown top-level key(s) {unknown}", where=str(path))
    out = []
    for section, make in (("decisions", make_decision), ("trajectories", make_trajectory), ("feedback", make_feedback)):
        records = doc.get(section, [])
        if not isinstance(records, list):
            raise DecisionInputError(section, "expected a list of records", where=str(path))
        for i, record in enumerate(records):
            where = f"{path}: {section}[{i}]"
            if not isinstance(record, dict):
                raise DecisionInputError("record", "expected a JSON object", where=where)
            out.append(_make(make, dict(record), where, f"preseeded:{path.name}"))
    return out


def _json_value(value: Any, default: Any) -> Any:
    """A metadata value ChromaDB kept as a JSON string (lists, dicts), decoded; `default` when absent."""
    if value is None or value == "":
        return default
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value  # left as it is: the field's validation names it
    return value


def _lifestack_records(path: Path, doc: Any) -> list[Any]:
    """Records of one LifeStack export (ChromaDB collections as {"ids", "documents", "metadatas", "embeddings"})."""
    if not isinstance(doc, dict) or not any(isinstance(doc.get(k), dict) for k in ("decisions", "trajectories")):
        raise DecisionInputError(
            "format",
            'expected LifeStack\'s export: an object whose "decisions" / "trajectories" hold {"ids", "metadatas", ...}',
            where=str(path),
        )
    source = f"preseeded:{path.name}"
    out = []
    for section in ("decisions", "trajectories", "feedback"):
        collection = doc.get(section) or {}
        metadatas = collection.get("metadatas") if isinstance(collection, dict) else None
        if not isinstance(metadatas, list):
            if collection:
                raise DecisionInputError(section, 'expected {"ids": [...], "metadatas": [...]}', where=str(path))
            continue
        for i, meta in enumerate(metadatas):
            where = f"{path}: {section}.metadatas[{i}]"
            if not isinstance(meta, dict):
                raise DecisionInputError("record", "expected a JSON object", where=where)
            out.append(_lifestack_record(section, meta, where, source))
    return out


def _lifestack_record(section: str, meta: dict[str, Any], where: str, source: str) -> Any:
    ts = meta.get("timestamp") or None
    if section == "feedback":
        return _make(
            make_feedback,
            {
                "episode_id": meta.get("episode_id"),
                "overall_effectiveness": meta.get("effectiveness"),
                "domains_improved": _json_value(meta.get("domains_improved"), []),
                "domains_worsened": _json_value(meta.get("domains_worsened"), []),
                "unexpected_effects": meta.get("unexpected_effects") or "",
                "resolution_time_hours": meta.get("resolution_time", 0.0),
                "ts": ts,
            },
            where,
            source,
        )
    if section == "decisions" and "action_type" in meta:
        return _make(
            make_decision,
            {
                "conflict_title": meta.get("conflict_title"),
                "action_type": meta.get("action_type"),
                "target_domain": meta.get("target_domain"),
                "reward": meta.get("reward"),
                "metrics_snapshot": _json_value(meta.get("metrics_snapshot"), {}),
                "reasoning": meta.get("reasoning") or "",
                "episode_id": meta.get("episode_id") or None,
                "ts": ts,
            },
            where,
            source,
        )
    if section == "decisions":  # LifeStack's older trajectory rows, kept in its decisions collection
        summary = {k: meta[k] for k in ("metrics_diff", "reasoning") if meta.get(k)}
        return _make(
            make_trajectory,
            {
                "task_id": meta.get("conflict_title"),
                "route_taken": meta.get("route_taken"),
                "total_reward": meta.get("reward"),
                "trajectory_summary": summary,
                "ts": ts,
            },
            where,
            source,
        )
    return _make(
        make_trajectory,
        {
            "task_id": meta.get("task_id"),
            "route_taken": meta.get("route_taken"),
            "total_reward": meta.get("reward"),
            "trajectory_summary": _json_value(meta.get("summary"), {}),
            "task_domain": meta.get("task_domain") or "",
            "ts": ts,
        },
        where,
        source,
    )


def _already(marker: Path, by: str = "") -> Hydration:
    """The hydration a marker records (when, from which files, how many rows)."""
    try:
        done = json.loads(marker.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        done = {}
    when = f" at {done['hydrated_at']}" if done.get("hydrated_at") else ""
    return Hydration(
        False, f"already hydrated{by}{when} ({marker})", list(done.get("files", [])), dict(done.get("counts", {}))
    )


def hydrate_if_empty(memory: Any, seed_dir: Path | None) -> Hydration:
    """Fill decision memory from `seed_dir` if `decisions` is empty and it was never hydrated; see module doc."""
    if seed_dir is None:
        return Hydration(False, "hydration is off")
    if not getattr(memory, "persistent", True):  # nothing outlives the process, so neither may the marker
        return Hydration(False, "decisions is not empty") if memory.count(DECISIONS) else _fill(memory, seed_dir)
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
            done = _fill(memory, seed_dir)
            if done.hydrated:
                atomic_write_text(
                    marker,
                    json.dumps(
                        {
                            "hydrated_at": datetime.now(UTC).isoformat(),
                            "seed_dir": str(seed_dir),
                            "files": done.files,
                            "counts": done.counts,
                            "embedding_model": memory.model_id,
                            "skipped": done.skipped,
                        },
                        indent=2,
                        sort_keys=True,
                    )
                    + "\n",
                )
            return done
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _fill(memory: Any, seed_dir: Path) -> Hydration:
    """Store every record of the seed folder (decisions last); what was done."""
    if not seed_dir.is_dir():
        return Hydration(False, f"no seed folder {seed_dir}")
    records, files, skipped = read_seed_folder(seed_dir)
    if not records:
        return Hydration(False, f"no seed records in {seed_dir}", files, skipped=skipped)
    # Decisions last: until they are in, the table still reads as empty and a crash is redone
    # (ids are content hashes, so rows written before the crash are not duplicated).
    order = {"Trajectory": 0, "Feedback": 1, "Decision": 2}
    by_kind: dict[str, list[Any]] = {}
    for r in records:
        by_kind.setdefault(type(r).__name__, []).append(r)
    for kind in sorted(by_kind, key=order.__getitem__):
        memory.store_records(by_kind[kind])
    counts = {k.lower(): len(v) for k, v in by_kind.items()}
    log.info("decision memory hydrated from %s: %s", seed_dir, counts)
    return Hydration(True, f"hydrated from {seed_dir}", files, counts, skipped)
