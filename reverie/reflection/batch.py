"""A reflection run over several days, and the hot-cache publish: the loops, the failure policy and the tallies.

`reflect_days` is what the `memory_notes` asset runs: for each day, reflect the window ending on it and replace
the notes the day owns; an LLM outage keeps that day's notes exactly as they were; then check that every note
traces to its episodes and that no key's notes collapsed. `publish_hot_cache` is `memory_notes_hot_cache`.
Both take their knobs from the resolved `Settings` and return a report whose `metadata()` is what the
materialisation shows; an outage (the LLM, the hot cache) raises `ServiceOutage` saying what was kept.
Neither imports Dagster.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import numpy as np

from reverie.config import Settings
from reverie.embedding.protocol import Embedder
from reverie.errors import ServiceOutage
from reverie.llm import LLMOutage
from reverie.reflection.reflect import (
    NEAR_DUPLICATE_COSINE,
    HotRanking,
    ReflectionReport,
    rank_hot_notes,
    reflect_day,
    window_days,
)
from reverie.reflection.summarise import Summariser
from reverie.reporting import Log, md_table
from reverie.roles import reflects
from reverie.stores.hotcache import HotCache, memory_notes_key, publish_memory_notes
from reverie.stores.lance import LanceStore

HOT_CACHE_HORIZON_DAYS = 30
Embed = Callable[[Sequence[str]], np.ndarray]


@dataclass
class MemoryNotesReport:
    """What `reflect_days` did: tallies over the days, what failed, and what the blocking checks measured."""

    summariser: str = ""
    window_days: int = 1
    totals: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    content_failures: list[str] = field(default_factory=list)  # clusters skipped: LLM answer still not valid JSON
    discarded: list[str] = field(default_factory=list)  # summaries judged to state no lesson, and who judged
    table_rows: list[list[object]] = field(default_factory=list)
    per_role: Counter[tuple[str, str]] = field(default_factory=Counter)
    outage: LLMOutage = field(default_factory=LLMOutage)
    outage_days: list[str] = field(default_factory=list)
    stored_days: list[str] = field(default_factory=list)
    trace_problems: list[str] = field(default_factory=list)
    collapsed: list[list[object]] = field(default_factory=list)  # [key, notes or entries before, notes now]
    keys_checked: int = 0
    previous_publish_read: bool = True

    def kept_on_outage(self) -> str:
        """What an outage left in place, for the step failure's message."""
        return f"the notes of {', '.join(self.outage_days)} were kept exactly as they were" + (
            f" (the notes of {', '.join(self.stored_days)} were written: none of their clusters needed the LLM)"
            if self.stored_days
            else ""
        )

    def raise_on_outage(self) -> None:
        """Raise `ServiceOutage` if the LLM was down: the clusters it hit, the days it hit (their notes kept exactly
        as they were, `days_hit`) and the days written all the same (`days_written`)."""
        self.outage.raise_if_any(
            "clusters", self.kept_on_outage(), days_hit=self.outage_days, days_written=self.stored_days
        )

    def metadata(self) -> dict[str, Any]:
        t = self.totals
        return {
            "notes": t["notes"],
            "failed_clusters": len(self.failures),
            "clusters_skipped_invalid_llm_answer": len(self.content_failures),
            "episodes_considered": t["episodes"],
            "reflecting_groups": t["groups"],
            "clusters": t["clusters"],
            "clusters_below_min_size": t["small_clusters"],
            "routine_clusters_skipped": t["routine_clusters"],
            "clusters_without_a_lesson": t["no_lesson"],
            "discarded_summaries": len(self.discarded),  # each summary judged to state no lesson, and who judged
            "first_discarded_summaries": self.discarded[:20],
            "stale_notes_removed": t["replaced_stale"],
            "summariser": self.summariser,
            "window_days": self.window_days,
            "failures": self.failures[:20],
            "notes_per_role": md_table(
                ["cid", "role", "notes"], [[c, r, n] for (c, r), n in sorted(self.per_role.items())]
            ),
            "top_notes": md_table(
                ["day", "cid", "role", "agent", "sources", "confidence", "summary"], self.table_rows, limit=25
            ),
        }

    def checks(self) -> dict[str, tuple[bool, dict[str, Any]]]:
        """Each asset check's (passed, metadata)."""
        return {
            "notes_trace_to_episodes": (
                not self.trace_problems,
                {"problems": len(self.trace_problems), "first_problems": self.trace_problems[:20]},
            ),
            "notes_keep_every_key": (
                not self.collapsed,
                {
                    "collapsed_keys": len(self.collapsed),
                    "keys_checked": self.keys_checked,
                    "previous_publish_read": self.previous_publish_read,
                    "collapsed": md_table(["key", "before (notes or entries)", "now"], self.collapsed),
                },
            ),
            "clusters_summarised": (
                not self.content_failures,
                {"skipped_clusters": len(self.content_failures), "first_skipped": self.content_failures[:20]},
            ),
        }


def reflect_days(
    store: LanceStore,
    days: Sequence[str],
    settings: Settings,
    *,
    embedder: Embedder,
    summariser: Summariser,
    open_cache: Callable[[], HotCache],
    key_template: str,
    log: Log,
) -> MemoryNotesReport:
    """Reflect each of `days` and replace the notes it owns; see the module doc.

    The roles, the window, the cluster threshold and the minimum cluster size are the `settings`'; the hot cache
    (`open_cache`, keys by `key_template`) is only read, for the `notes_keep_every_key` check. One day's store
    failure is reported and the other days go on. An LLM outage raises `ServiceOutage` once every day was tried
    (`MemoryNotesReport.raise_on_outage`): the days it hit keep their notes exactly as they were.
    """
    window = settings.reflection_window_days
    report = MemoryNotesReport(summariser=summariser.model_id, window_days=window)
    role_cache: dict[str, bool] = {}

    def role_reflects(role: str) -> bool:
        if role not in role_cache:
            role_cache[role] = reflects(settings.roles_dir, role)
        return role_cache[role]

    horizon_end = max(max(days), store.latest_note_day() or "")
    before = notes_per_key(store, horizon_end)
    published = published_entries(open_cache, key_template, before)
    for day in days:
        _reflect_one_day(
            store,
            day,
            report,
            embed=embedder.embed,
            embedding_model=embedder.model_id,
            summariser=summariser,
            window=window,
            threshold=settings.cluster_threshold,
            min_cluster_size=settings.min_cluster_size,
            reflects=role_reflects,
            log=log,
        )
    for f in report.failures[:50]:
        log.warning(f"memory note failure: {f}")
    report.table_rows.sort(key=lambda r: (-int(str(r[4])), str(r[0])))
    report.trace_problems = trace_problems(store, min(days), max(days), window)
    after = notes_per_key(store, horizon_end)
    counts = published or {}
    report.collapsed = [
        [f"{cid}/{role}", max(n, counts.get((cid, role), 0)), after.get((cid, role), 0)]
        for (cid, role), n in sorted(before.items())
        if max(n, counts.get((cid, role), 0)) >= 2 and not after.get((cid, role)) and role_reflects(role)
    ]
    report.keys_checked, report.previous_publish_read = len(before), published is not None
    for key, was, _ in report.collapsed:
        log.error(f"notes of {key} collapsed: {was} before this run, none now; the hot cache is not published")
    report.raise_on_outage()
    return report


def _add_stored_day(
    report: MemoryNotesReport, day: str, day_report: ReflectionReport, written: int, removed: int
) -> None:
    """Add a day whose notes were stored to the run's report: failures, discarded summaries, totals, table rows."""
    report.stored_days.append(day)
    report.failures.extend(f"{day} {f}" for f in day_report.failures)
    report.content_failures.extend(f"{day} {f}" for f in day_report.failures if "LLMAnswerError" in f)
    report.discarded.extend(f"{day} {d}" for d in day_report.discarded)
    report.totals.update(
        groups=day_report.groups,
        episodes=day_report.episodes,
        clusters=day_report.clusters,
        small_clusters=day_report.small_clusters,
        no_lesson=day_report.no_lesson_clusters,
        routine_clusters=day_report.routine_clusters,
        notes=written,
        replaced_stale=removed,
    )
    for note in day_report.notes:
        report.per_role[(note.cid, note.role_label)] += 1
        report.table_rows.append(
            [day, note.cid, note.role_label, note.agent_id, note.source_count, f"{note.confidence:.2f}", note.summary]
        )


def _reflect_one_day(
    store: LanceStore,
    day: str,
    report: MemoryNotesReport,
    *,
    embed: Embed,
    embedding_model: str,
    summariser: Summariser,
    window: int,
    threshold: float,
    min_cluster_size: int,
    reflects: Callable[[str], bool],
    log: Log,
) -> None:
    first, last = window_days(day, window)
    episodes = store.episodes_for_days(first, last, exclude_kinds=["MEMORY_NOTE"])
    day_report = reflect_day(
        day,
        episodes,
        embed=embed,
        embedding_model=embedding_model,
        summariser=summariser,
        threshold=threshold,
        min_cluster_size=min_cluster_size,
        reflects=reflects,
    )
    if day_report.outage:
        # Not one cluster's fault: nothing of this day is replaced or deleted.
        report.outage.extend(LLMOutage.across({day: day_report.outage}))
        report.outage_days.append(day)
        log.error(
            f"{day}: LLM unavailable ({day_report.outage.cause}) for {day_report.outage.hit} clusters; "
            "the day's notes are kept exactly as they were"
        )
        return
    keep: list[str] = []
    if day_report.kept_note_ids or day_report.kept_groups:
        previous = store.notes_for_days(day, day).select(["id", "cid", "agent_id", "role_label"]).to_pylist()
        keep = day_report.keep_ids(previous)
    try:
        written, removed = store.replace_day_notes(day, day_report.notes, keep)
    except Exception as exc:  # noqa: BLE001 - a store failure for one day is reported, others go on
        msg = f"{day}: storing {len(day_report.notes)} notes failed: {exc!r}"
        log.error(msg)
        report.failures.append(msg)
        return
    _add_stored_day(report, day, day_report, written, removed)
    log.info(
        f"{day}: {day_report.groups} groups, {day_report.episodes} episodes, "
        f"{day_report.clusters} clusters -> {written} notes ({removed} stale removed, "
        f"{len(day_report.failures)} failed)"
    )


def hot_cache_horizon(as_of: str) -> str:
    """The first day of the hot cache's horizon ending at `as_of`."""
    return (date.fromisoformat(as_of) - timedelta(days=HOT_CACHE_HORIZON_DAYS - 1)).isoformat()


def notes_per_key(store: LanceStore, as_of: str) -> Counter[tuple[str, str]]:
    """Notes per (cid, role) in the hot cache's horizon ending at `as_of`."""
    rows = store.notes_for_days(hot_cache_horizon(as_of), as_of).select(["cid", "role_label"]).to_pylist()
    return Counter((r["cid"], r["role_label"]) for r in rows)


def published_entries(
    open_cache: Callable[[], HotCache], key_template: str, keys: Any
) -> dict[tuple[str, str], int] | None:
    """Entries per (cid, role) in the hot cache now, or None when the cache cannot be read."""
    out = {}
    try:
        cache = open_cache()
        for cid, role in keys:
            raw = cache.get(memory_notes_key(cid, role, key_template))
            out[(cid, role)] = len(json.loads(raw).get("notes", [])) if raw else 0
    except Exception:  # noqa: BLE001 - unreadable cache or value: compare with the stored notes instead
        return None
    return out


def trace_problems(store: LanceStore, first_day: str, last_day: str, window: int) -> list[str]:
    """Duplicate notes, or notes whose sources are missing, foreign or later than the note's day."""
    notes = store.notes_for_days(first_day, last_day).to_pylist()
    window_first, _ = window_days(first_day, window)
    episodes_by_id = {
        r["id"]: r
        for r in store.episodes_for_days(
            window_first, last_day, columns=["id", "cid", "agent_id", "role_label", "day"]
        ).to_pylist()
    }
    problems, seen = [], set()
    for note in notes:
        if not note["source_ids"]:
            problems.append(f"note {note['id']} ({note['cid']}/{note['role_label']}, {note['day']}) names no episode")
        if note["id"] in seen:
            problems.append(f"note {note['id']} is stored twice")
        seen.add(note["id"])
        for source in note["source_ids"]:
            ep = episodes_by_id.get(source)
            if ep is None:
                problems.append(
                    f"note {note['id']} ({note['day']}): source episode {source} is not stored in its window"
                )
            elif (ep["cid"], ep["agent_id"], ep["role_label"]) != (note["cid"], note["agent_id"], note["role_label"]):
                problems.append(f"note {note['id']}: source {source} belongs to {ep['cid']}/{ep['agent_id']}")
            elif ep["day"] > note["day"]:
                problems.append(f"note {note['id']} ({note['day']}): source {source} is from a later day {ep['day']}")
    return problems


class HotCacheUnavailable(ServiceOutage):
    """The hot cache failed mid-publish; the notes are safe in LanceDB and the next run publishes them."""

    def __init__(self, safe: str, written: int, pending: int, as_of: str) -> None:
        super().__init__(
            f"{safe} The next successful run publishes everything pending.",
            {"keys_written": written, "keys_pending": pending, "as_of": as_of},
        )
        self.safe, self.written, self.pending, self.as_of = safe, written, pending, as_of


@dataclass
class HotCacheReport:
    """What one publish wrote, and what ranking the notes measured."""

    as_of: str
    cache: str
    ttl_s: int
    top_n: int
    same_lesson: float
    key_template: str
    ranking: HotRanking
    written: int = 0
    kept_newer: int = 0
    rows: list[list[object]] = field(default_factory=list)

    def summary(self) -> str:
        r = self.ranking
        return (
            f"hot cache ({self.cache}) as of {self.as_of}: {self.written} keys written, {self.kept_newer} kept "
            f"(newer day cached); {r.entry_count} entries from {r.notes_considered} notes, "
            f"{r.notes_merged} merged, {r.non_lessons_dropped} non-lessons left out, "
            f"{r.near_duplicate_pairs} near-duplicate pairs"
        )

    def metadata(self) -> dict[str, Any]:
        r = self.ranking
        return {
            "as_of": self.as_of,
            "cache": self.cache,
            "keys_written": self.written,
            "keys_kept_newer": self.kept_newer,
            "ttl_s": self.ttl_s,
            "top_n": self.top_n,
            "entries": r.entry_count,
            "notes_considered": r.notes_considered,
            "notes_merged_into_entries": r.notes_merged,
            "non_lesson_notes_left_out": r.non_lessons_dropped,
            "same_lesson_cosine": self.same_lesson,
            f"near_duplicate_pairs_at_{NEAR_DUPLICATE_COSINE}": r.near_duplicate_pairs,
            "max_pair_cosine_in_a_key": max(r.max_pair_cosine.values(), default=0.0),
            "distinctness": md_table(
                ["key", "entries", "max pair cosine"],
                [
                    [memory_notes_key(c, role, self.key_template), len(r.entries[(c, role)]), v]
                    for (c, role), v in sorted(r.max_pair_cosine.items())
                ],
            ),
            "published": md_table(["key", "sources", "notes merged", "summary"], self.rows),
        }


def publish_hot_cache(
    store: LanceStore,
    open_cache: Callable[[], HotCache],
    last_day: str,
    settings: Settings,
    *,
    cache_name: str,
    log: Log,
    embed: Embed | None = None,
) -> HotCacheReport:
    """Publish the top-N distinct lessons per (cid, role) as of the newest day with notes (at least `last_day`).

    N, the entries' lifetime, how close two notes are to state one lesson and the keys are the `settings`'
    (`hot_cache_top_n`, `hot_cache_ttl_s`, `hot_cache_same_lesson`, `hot_cache_key_template`); what was
    published is logged in one line. Raises HotCacheUnavailable (a `ServiceOutage`) when the cache fails
    part-way, saying the notes are safe and what is pending.
    """
    top_n, ttl_s = settings.hot_cache_top_n, settings.hot_cache_ttl_s
    same_lesson, key_template = settings.hot_cache_same_lesson, settings.hot_cache_key_template
    as_of = max(last_day, store.latest_note_day() or "")
    ranking = rank_hot_notes(
        store.notes_for_days(hot_cache_horizon(as_of), as_of), as_of, top_n, embed=embed, same_lesson=same_lesson
    )
    report = HotCacheReport(as_of, cache_name, ttl_s, top_n, same_lesson, key_template, ranking)
    try:
        cache = open_cache()
        for (cid, role), notes in ranking.entries.items():
            if publish_memory_notes(cache, cid, role, notes, as_of, ttl_s, key_template):
                report.written += 1
                report.rows += [
                    [memory_notes_key(cid, role, key_template), n["source_count"], n["merged_notes"], n["summary"]]
                    for n in notes[:3]
                ]
            else:
                report.kept_newer += 1
    except Exception as exc:  # noqa: BLE001 - any cache failure is an outage of the publish, not of memory
        pending = len(ranking.entries) - report.written
        raise HotCacheUnavailable(
            f"hot cache {cache_name} unreachable ({type(exc).__name__}: {exc}) after {report.written} of "
            f"{len(ranking.entries)} keys. The notes are safe: they are stored in LanceDB memory_notes up to "
            f"{as_of}.",
            report.written,
            pending,
            as_of,
        ) from exc
    log.info(report.summary())
    return report
