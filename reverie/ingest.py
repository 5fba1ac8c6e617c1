"""Ingesting the episode inbox for some days: every line accounted for, new episodes embedded and stored.

`ingest_inbox` is what the `episodes` asset runs. Every non-blank line of every inbox file is stored,
duplicated, rejected or of another day; the report says which, per file (each rejected line is logged too),
and its `metadata()` and `checks()` are what the materialisation shows. Episodes other writers stored
directly count too; vectors another model made are re-embedded so episode search keeps working.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from reverie.config import Settings
from reverie.days import day_of, zone
from reverie.embedding import Embedder
from reverie.episodes import Episode, ParseReport, iter_inbox_files, read_episode_file
from reverie.reporting import Log, log_errors, md_table
from reverie.stores.lance import LanceStore
from reverie.stores.recent import refresh_recent_days


@dataclass
class InboxReport:
    """What one ingest found, per inbox file, and what it stored."""

    days: list[str]
    per_file: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # `file:line: reason` of every rejected line or file
    found: list[tuple[Episode, str]] = field(default_factory=list)  # new episodes and their file's name
    valid: int = 0
    added: int = 0
    reembedded: int = 0
    stored: int = 0
    embed_s: float = 0.0
    window: dict[str, Any] = field(default_factory=dict)  # day -> what rewriting its recent-window entries did
    window_error: str = ""  # why the recent window could not be rewritten (the episodes are stored all the same)

    def metadata(self) -> dict[str, Any]:
        per_collective = Counter(ep.cid for ep, _ in self.found)
        return {
            "days": self.days,
            "recent_window_days_rewritten": sum(1 for w in self.window.values() if w.keys or w.entries),
            "recent_window_entries": sum(w.entries for w in self.window.values()),
            "recent_window_keys": sum(w.keys for w in self.window.values()),
            "recent_window_error": self.window_error,
            "inbox_files": len(self.per_file),
            "inbox_episodes": self.valid,
            "new_episodes": self.added,
            "reembedded_episodes": self.reembedded,
            "stored_episodes_in_days": self.stored,
            "rejected_lines": self.rejected_lines,
            "rejected_files": sum(bool(r["error"]) for r in self.per_file),
            # every non-blank line of every file is stored, duplicated, rejected or of another day
            "lines_per_file": md_table(
                ["file", "lines read", "stored", "duplicated", "rejected", "other days", "file refused"],
                [
                    [
                        r["file"],
                        r["lines"],
                        r["stored"],
                        r["duplicated"],
                        r["rejected"],
                        r["other_days"],
                        r["error"].split(": ", 1)[-1] if r["error"] else "",
                    ]
                    for r in self.per_file
                ],
            ),
            "lines_accounting": self.per_file[:200],
            "embed_texts_per_s": round(len(self.found) / self.embed_s, 1) if self.found and self.embed_s > 0 else 0.0,
            "per_collective": md_table(["cid", "episodes"], sorted(per_collective.items())),
        }

    @property
    def rejected_lines(self) -> int:
        return sum(r["rejected"] for r in self.per_file)

    def check_metadata(self) -> dict[str, Any]:
        """The `inbox_lines_valid` check's metadata (it passes when there are no errors)."""
        return {
            "rejected_lines": self.rejected_lines,
            "rejected_files": [r["error"] for r in self.per_file if r["error"]][:50],
            "first_errors": self.errors[:20],
        }

    def checks(self) -> dict[str, tuple[bool, dict[str, Any]]]:
        """Each asset check's (passed, metadata): `inbox_lines_valid` passes when no line or file was rejected."""
        return {"inbox_lines_valid": (not self.errors, self.check_metadata())}


def _sort_file_episodes(
    name: str, parsed: ParseReport, zone_: ZoneInfo, day_set: set[str], seen: set[str], report: InboxReport
) -> dict[str, Any]:
    """One file's row of the report; its new episodes of the run's days go to `report.found` (and `seen`)."""
    row: dict[str, Any] = {
        "file": name,
        "lines": parsed.lines,
        "stored": 0,
        "duplicated": 0,
        "rejected": parsed.rejected,
        "other_days": 0,
        "error": parsed.file_error,
    }
    for ep in parsed.episodes:
        if day_of(ep.ts, zone_) not in day_set:
            row["other_days"] += 1
        elif ep.id in seen:  # already stored, or earlier in this run's inbox
            row["duplicated"] += 1
        else:
            seen.add(ep.id)
            row["stored"] += 1
            report.found.append((ep, name))
    return row


def _store_found(store: LanceStore, embedder: Embedder, report: InboxReport, log: Log) -> None:
    """Embed and store the episodes the run found; `report` gets the embedding time and how many were added."""
    started = time.perf_counter()
    vectors = embedder.embed([ep.embedding_text for ep, _ in report.found])
    report.embed_s = time.perf_counter() - started
    report.added = store.add_episodes(
        [ep for ep, _ in report.found], vectors, embedder.model_id, source=[f"inbox:{src}" for _, src in report.found]
    )
    if report.added != len(report.found):  # another writer stored some meanwhile: they count as duplicates then
        log.info(
            f"{len(report.found) - report.added} of {len(report.found)} new inbox episodes were stored "
            "meanwhile by another writer"
        )


def ingest_inbox(
    store: LanceStore,
    inbox: Path,
    days: Sequence[str],
    embedder: Embedder,
    settings: Settings,
    *,
    log: Log,
    hot_cache: Any = None,
) -> InboxReport:
    """Store the new episodes of `days` from the inbox files; see the module doc.

    Days are those of REVERIE_TIMEZONE and files and lines are bounded as REVERIE_MAX_INBOX_FILE_BYTES and the
    input limits say (all from `settings`); each rejected line or file is logged as a warning. With a
    `hot_cache`, each day inside the last REVERIE_RECENT_EPISODES_DAYS is then rewritten in the agents' recent
    windows (what prompts rank as RECENT_RELEVANT_EPISODES) from what LanceDB holds for it, so a rerun or a
    backfill neither doubles nor drops entries; a hot cache that cannot be written is reported, the episodes
    stay stored.
    """
    zone_ = zone(settings.timezone)
    day_set = set(days)
    first, last = min(day_set), max(day_set)
    report = InboxReport(days=sorted(day_set))
    seen = set(store.episodes_for_days(first, last, columns=["id"]).column("id").to_pylist())
    limits = settings.input_limits
    for path in iter_inbox_files(inbox):
        parsed = read_episode_file(path, settings.max_inbox_file_bytes, limits)
        report.errors.extend(parsed.errors)
        row = _sort_file_episodes(path.name, parsed, zone_, day_set, seen, report)
        report.valid += row["stored"] + row["duplicated"]
        report.per_file.append(row)
    _store_found(store, embedder, report, log)
    report.reembedded = store.reembed_episodes(first, last, embedder)
    if report.reembedded:
        log.info(f"re-embedded {report.reembedded} stored episodes made by another embedding model")
    report.stored = store.count_episodes_for_days(first, last)
    log_errors(log, "rejected episode input", report.errors)
    if hot_cache is not None:
        try:
            report.window = refresh_recent_days(store, hot_cache, day_set, settings.recent_episodes_days)
        except Exception as exc:  # noqa: BLE001 - the episodes are stored; the next run of these days rewrites it
            report.window_error = f"{type(exc).__name__}: {exc}"
            log.warning(
                f"recent-episodes window not refreshed ({report.window_error}); the episodes are stored "
                "and the next run of these days rewrites it"
            )
    log.info(
        f"{len(report.found)} inbox episodes for {first}..{last}: {report.added} new; {report.stored} stored in total"
    )
    return report
