"""What a forget is asked, plans, reports, and the stores it works on."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reverie.config import Settings
from reverie.hashing import content_hash
from reverie.ids import safe_id
from reverie.workspace import (
    Workspace,
    check_day,
    safe_relpath,
)

log = logging.getLogger(__name__)


KINDS = ("session", "resource", "episode", "agent", "before")
FORGETTING_DIR = "forgetting"
HOT_CACHE_HORIZON_DAYS = 30
_FORGOTTEN_LINK = "forgotten"


class ForgetError(ValueError):
    """A forget request that cannot be carried out as asked (what is wrong, and that nothing was changed)."""


@dataclass(frozen=True)
class ForgetRequest:
    """What to forget in collective `cid`: exactly one of session, resource, episode, agent, before."""

    cid: str
    session: str | None = None
    resource: str | None = None
    episode: str | None = None
    agent: str | None = None
    before: str | None = None

    def __post_init__(self) -> None:
        safe_id(self.cid, "collective id")
        given = [k for k in KINDS if getattr(self, k)]
        if len(given) != 1:
            raise ForgetError(
                f"name exactly one of --session, --resource, --episode, --agent, --before "
                f"(got {len(given)}: {', '.join(given) or 'none'}); nothing was forgotten"
            )
        if self.session:
            safe_id(self.session, "session id")
        if self.resource:
            safe_relpath(self.resource.removeprefix("resource/"), "resource path")
        if self.before:
            check_day(self.before, "--before date")

    @property
    def kind(self) -> str:
        return next(k for k in KINDS if getattr(self, k))

    @property
    def value(self) -> str:
        value = str(getattr(self, self.kind))
        return value.removeprefix("resource/") if self.kind == "resource" else value

    @property
    def key(self) -> str:
        """The request's id: a hash (the journal and record are named by it; no id appears in a file name)."""
        return content_hash("forget", self.cid, self.kind, self.value, length=20)

    def public(self) -> dict[str, str]:
        """What was asked, as the record keeps it: a date as is, any id or path only as its hash."""
        value = self.value if self.kind == "before" else "hash:" + content_hash(self.kind, self.value, length=16)
        return {"collective": self.cid, "kind": self.kind, "target": value}


@dataclass
class ForgetPlan:
    """Everything one request removes or recomputes (ids and paths; kept only in the journal until done)."""

    dialogs: list[str] = field(default_factory=list)  # session ids whose dialog file goes
    dialog_trims: list[str] = field(default_factory=list)  # session ids whose turns before a date go
    sessions: list[str] = field(default_factory=list)  # session ids whose catalog rows go
    resources: list[str] = field(default_factory=list)  # resource/... paths (files and catalog rows)
    daily_notes: list[str] = field(default_factory=list)  # memory/<day>/<note>.md
    episodes: list[str] = field(default_factory=list)  # episode ids
    inbox_files: list[str] = field(default_factory=list)  # episode inbox files holding forgotten lines
    memory_notes: list[str] = field(default_factory=list)  # memory-note ids whose clusters held them
    groups: list[list[str]] = field(default_factory=list)  # [agent, role, day] reflected again
    roles: list[str] = field(default_factory=list)  # hot-cache roles republished
    decisions: list[str] = field(default_factory=list)
    trajectories: list[str] = field(default_factory=list)
    feedback: list[str] = field(default_factory=list)
    digest_edit: list[str] = field(default_factory=list)  # nodes that keep other sources
    digest_remove: list[str] = field(default_factory=list)  # nodes left with no source
    cache_keys: list[str] = field(default_factory=list)  # embedding-cache keys of forgotten texts
    forgotten_texts: list[str] = field(default_factory=list)  # texts of removed notes (for the digest)
    dream_vectors: list[str] = field(default_factory=list)  # text hashes of the removed notes' dream units

    def merge(self, other: ForgetPlan) -> ForgetPlan:
        out = ForgetPlan()
        for name in self.__dataclass_fields__:
            mine, theirs = getattr(self, name), getattr(other, name)
            seen, merged = set(), []
            for item in [*mine, *theirs]:
                k = json.dumps(item)
                if k not in seen:
                    seen.add(k)
                    merged.append(item)
            setattr(out, name, merged)
        return out

    def is_empty(self) -> bool:
        return not any(getattr(self, n) for n in self.__dataclass_fields__ if n != "forgotten_texts")


@dataclass
class ForgetReport:
    """What a forget did (or, with dry_run, would do): counts per store, and for a dry run the items."""

    request: dict[str, str]
    dry_run: bool
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    would_change: dict[str, list[str]] = field(default_factory=dict)  # dry run only: per store, what changes
    resumed: bool = False
    record_path: str = ""
    started_at: str = ""
    finished_at: str = ""

    def add(self, store: str, what: str, n: int) -> None:
        if n:
            self.counts.setdefault(store, {})
            self.counts[store][what] = self.counts[store].get(what, 0) + n

    def total(self) -> int:
        return sum(n for per in self.counts.values() for n in per.values())


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --- the stores ------------------------------------------------------------------------------------------------
@dataclass
class Stores:
    """The stores a forget touches, opened from settings (each is optional: a missing one is skipped)."""

    settings: Settings
    ws: Workspace
    embedder: Any = None  # for re-indexing search and reflecting again
    summariser: Any = None  # for reflecting again (extractive when None)
    hot_cache: Any = None  # reverie.stores.hotcache.HotCache
    progress: Callable[[str], None] = lambda msg: log.info(msg)
    purged: set[str] = field(default_factory=set)  # LanceDB tables rows were purged from (their indexes rebuilt)
    rows_rewritten: int = 0  # rows moved, unchanged, out of data files that held a forgotten row
    _lance: Any = None

    @property
    def lance(self):
        if self._lance is None:
            from reverie.stores.lance import LanceStore

            self._lance = LanceStore(self.settings.lancedb_path)
        return self._lance

    def table(self, name: str):
        """A LanceDB table by name, or None when the database or table does not exist."""
        uri = self.settings.lancedb_path
        if "://" not in uri and not Path(uri).is_dir():
            return None
        if not self.lance.has_table(name):
            return None
        return self.lance.db.open_table(name)


def _q(values: Iterable[str]) -> str:
    from reverie.stores.lance import sql_str

    return "(" + ", ".join(sql_str(v) for v in values) + ")"


def _chunks(items: Sequence[Any], n: int = 500) -> Iterable[Sequence[Any]]:
    for i in range(0, len(items), n):
        yield items[i : i + n]


def _rows(table, where: str, columns: list[str]) -> list[dict]:
    if table is None:
        return []
    return table.search().where(where).select(columns).to_arrow().to_pylist()


# --- planning --------------------------------------------------------------------------------------------------
