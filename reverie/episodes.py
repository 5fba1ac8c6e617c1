"""Episodes: one record per agent task, validated from JSONL or from Python.

An episode's id is the content hash of its fields, so ingesting the same
record twice adds nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.days import DayError, check_instant
from reverie.errors import ReverieError
from reverie.hashing import content_hash
from reverie.ids import InvalidIdError, safe_id
from reverie.jsonl import read_jsonl
from reverie.limits import DEFAULT_LIMITS, InputLimits, preview
from reverie.workspace import input_file_problem

KINDS = ("TASK", "DECISION", "MEMORY_NOTE", "OBSERVATION", "FEEDBACK", "TRAJECTORY")
_FIELDS = {"cid", "agent_id", "role_label", "ts", "kind", "title", "task", "text", "outcome", "reward", "metadata"}
_REQUIRED = ("cid", "agent_id", "role_label", "ts", "text")


def embedding_text(title: str | None, text: str | None, outcome: str | None) -> str:
    """What an episode is embedded from: the task and what happened, not the bookkeeping.

    The one definition: ingest, re-embedding and reflection all call it, so a
    stored vector always matches the text it is compared with.
    """
    return "\n".join(p for p in (title, text, outcome) if p)


class EpisodeError(ReverieError, ValueError):
    """A record that is not a valid episode; `where` names file and line when known."""

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.reason = message


@dataclass(frozen=True)
class Episode:
    cid: str
    agent_id: str
    role_label: str
    ts: datetime
    text: str
    kind: str = "TASK"
    title: str = ""
    outcome: str = ""
    reward: float | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return content_hash(
            self.cid,
            self.agent_id,
            self.role_label,
            self.ts.isoformat(),
            self.kind,
            self.title,
            self.text,
            self.outcome,
            self.reward,
            self.metadata,
        )

    @property
    def embedding_text(self) -> str:
        """What gets embedded: see `embedding_text`."""
        return embedding_text(self.title, self.text, self.outcome)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["ts"] = self.ts.isoformat()
        return d


def parse_ts(value: Any) -> datetime:
    """A UTC datetime from an ISO-8601 string (naive means UTC) or epoch seconds, from 1970 to a day from now
    (`reverie.days.check_instant`)."""
    if isinstance(value, datetime):
        ts = value
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            ts = datetime.fromtimestamp(float(value), tz=UTC)
        except (ValueError, OverflowError, OSError) as exc:
            raise EpisodeError(f"ts {preview(value)} is not a timestamp (epoch seconds out of range)") from exc
    elif isinstance(value, str) and value.strip():
        try:
            ts = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError as exc:
            raise EpisodeError(f"ts {preview(value)} is not an ISO-8601 timestamp") from exc
    else:
        raise EpisodeError(f"ts {preview(value)} is not a timestamp")
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=UTC)
    try:
        return check_instant(ts)
    except DayError as exc:
        raise EpisodeError(f"ts {exc}") from exc


def _checked_reward(reward: Any, where: str) -> float | None:
    """The record's reward as a finite float (None when absent); raise EpisodeError otherwise."""
    if reward is None:
        return None
    if isinstance(reward, bool) or not isinstance(reward, (int, float)):
        raise EpisodeError(f"reward {preview(reward)} is not a number", where)
    try:
        reward = float(reward)
    except OverflowError:  # an integer too large for a float
        reward = math.inf
    if not math.isfinite(reward):
        raise EpisodeError(f"reward {preview(reward)} is not a finite number (NaN and infinities are refused)", where)
    return reward


def _checked_metadata(metadata: Any, where: str, limits: InputLimits | None) -> dict:
    """The record's metadata as a dict ({} when absent), within `limits`; raise EpisodeError otherwise."""
    metadata = {} if metadata is None else metadata
    if not isinstance(metadata, dict):
        raise EpisodeError(f"metadata must be a JSON object, got {type(metadata).__name__}", where)
    if metadata and limits is not None:
        try:
            limits.check_tree(metadata)
        except ValueError as exc:
            raise EpisodeError(f"metadata: {exc}", where) from exc
    return metadata


def episode_from_dict(record: Any, where: str = "", limits: InputLimits | None = DEFAULT_LIMITS) -> Episode:
    """Validate one record; raise EpisodeError naming the field that is wrong.

    `limits` bound the shape of `metadata`; None when the record was parsed
    by `read_jsonl`, which checked the whole line already.
    """
    if not isinstance(record, dict):
        raise EpisodeError(f"expected a JSON object, got {type(record).__name__}", where)
    unknown = sorted(set(record) - _FIELDS)
    if unknown:
        raise EpisodeError(f"unknown field(s) {preview(unknown, 80)}; allowed: {sorted(_FIELDS)}", where)
    missing = [k for k in _REQUIRED if record.get(k) in (None, "")]
    if missing:
        raise EpisodeError(f"missing required field(s) {missing}", where)
    try:
        for key in ("cid", "agent_id", "role_label"):
            safe_id(record[key], key)
    except InvalidIdError as exc:
        raise EpisodeError(str(exc), where) from exc
    for key in ("text", "title", "task", "outcome"):
        if key in record and record[key] is not None and not isinstance(record[key], str):
            raise EpisodeError(f"{key} must be a string, got {type(record[key]).__name__}", where)
    kind = record.get("kind")
    kind = kind.upper() if isinstance(kind, str) and kind else "TASK" if kind in (None, "") else None
    if kind not in KINDS:
        raise EpisodeError(f"kind {preview(record.get('kind'))} is not one of {list(KINDS)}", where)
    reward = _checked_reward(record.get("reward"), where)
    metadata = _checked_metadata(record.get("metadata"), where, limits)
    try:
        ts = parse_ts(record["ts"])
    except EpisodeError as exc:
        raise EpisodeError(exc.reason, where) from exc
    return Episode(
        cid=record["cid"],
        agent_id=record["agent_id"],
        role_label=record["role_label"],
        ts=ts,
        text=record["text"],
        kind=kind,
        title=record.get("title") or record.get("task") or "",
        outcome=record.get("outcome") or "",
        reward=reward,
        metadata=metadata,
    )


@dataclass
class ParseReport:
    """Good episodes of a file and one error per bad line (file:line: reason).

    `lines` counts the non-blank lines read: every one is either in `episodes`
    or has one error, so `lines == len(episodes) + rejected`. A file refused
    whole (too large, unreadable, a link out of the inbox) has `file_error` set.
    """

    episodes: list[Episode] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    lines: int = 0
    file_error: str = ""

    @property
    def rejected(self) -> int:
        return self.lines - len(self.episodes)


def read_episode_file(path: Path, max_bytes: int, limits: InputLimits = DEFAULT_LIMITS) -> ParseReport:
    """Parse a JSONL file of episodes; bad lines are reported, good lines kept; never raises for bad input."""
    report = ParseReport()
    problem = input_file_problem(path, path.parent, max_bytes, "REVERIE_MAX_INBOX_FILE_BYTES")
    if problem:
        report.file_error = f"{path}: {problem.replace('the workspace', 'the inbox')}"
    if report.file_error:
        report.errors.append(report.file_error)
        return report
    try:
        for record, where in read_jsonl(path, report.errors, limits=limits):
            try:
                report.episodes.append(episode_from_dict(record, where, None))
            except EpisodeError as exc:
                report.errors.append(str(exc))
    except Exception as exc:  # noqa: BLE001 - any failure on one file is that file's error; the batch goes on
        report.file_error = f"{path}: reading stopped: {type(exc).__name__}: {str(exc)[:200]}"
        report.errors.append(report.file_error)
    report.lines = len(report.episodes) + len(report.errors) - bool(report.file_error)
    return report


def iter_inbox_files(inbox: Path) -> Iterator[Path]:
    """JSONL files dropped in the episode inbox, in name order (hidden files and folders left out)."""
    if not inbox.is_dir():
        return iter(())
    return iter(sorted(p for p in inbox.glob("*.jsonl") if not p.name.startswith(".") and not p.is_dir()))
