"""Reflection layer: episodes -> memory_notes -> memory_notes_hot_cache (daily partitions)."""


import json
import time
from collections import Counter
from datetime import date, timedelta

import dagster as dg

from assets.metadata import log_errors, md_table, settings_metadata
from assets.outages import PUBLISH_RETRY_POLICY, describe_retry, fail_on_llm_outage, llm_asset
from assets.partitions import daily_asset
from resources import EmbedderResource, HotCacheResource, LanceDBResource, LLMResource, ReverieSettings
from reverie.episodes import iter_inbox_files, read_episode_file
from reverie.llm import LLMOutage
from reverie.reflection.reflect import NEAR_DUPLICATE_COSINE, rank_hot_notes, reflect_day, window_days
from reverie.stores.hotcache import memory_notes_key, publish_memory_notes
from reverie.roles import reflects

GROUP = "reflection"
HOT_CACHE_HORIZON_DAYS = 30


@daily_asset(
    group_name=GROUP,
    kinds={"lancedb", "python"},
    check_specs=[dg.AssetCheckSpec("inbox_lines_valid", asset="episodes",
                                   description="Every line of the episode inbox files in this run parsed as an episode.")],
)
def episodes(context: dg.AssetExecutionContext, settings: ReverieSettings, lancedb: LanceDBResource,
             embedder: EmbedderResource) -> dg.MaterializeResult:
    """Agent episodes of the partition's days, validated, embedded and stored in LanceDB `episodes`.

    Reads the JSONL files dropped in `inbox/episodes/` and keeps the records
    whose `ts` falls on a day of this run. Ids are content hashes: ingesting a
    file twice adds nothing. Bad lines are reported (file:line: reason) and the
    good lines of the same file are still stored. Episodes agents wrote
    directly through the episode store are counted too.
    """
    days = set(context.partition_keys)
    cfg = settings.resolved()
    inbox = cfg.episode_inbox
    first, last = min(days), max(days)
    seen = set(lancedb.store.episodes_for_days(first, last, columns=["id"]).column("id").to_pylist())
    found, errors, per_file, valid = [], [], [], 0
    for path in iter_inbox_files(inbox):
        report = read_episode_file(path, cfg.max_inbox_file_bytes, cfg.input_limits)
        errors.extend(report.errors)
        row = {"file": path.name, "lines": report.lines, "stored": 0, "duplicated": 0,
               "rejected": report.rejected, "other_days": 0, "error": report.file_error}
        for ep in report.episodes:
            if ep.ts.strftime("%Y-%m-%d") not in days:
                row["other_days"] += 1
            elif ep.id in seen:  # already stored, or earlier in this run's inbox
                row["duplicated"] += 1
            else:
                seen.add(ep.id)
                row["stored"] += 1
                found.append((ep, path.name))
        valid += row["stored"] + row["duplicated"]
        per_file.append(row)
    log_errors(context.log, "rejected episode input", errors)
    started = time.perf_counter()
    vectors = embedder.embed([ep.embedding_text for ep, _ in found])
    embed_s = time.perf_counter() - started
    added = lancedb.store.add_episodes([ep for ep, _ in found], vectors, embedder.model_id,
                                       source=[f"inbox:{src}" for _, src in found])
    if added != len(found):  # another writer stored some of them in between: they count as duplicates then
        context.log.info(f"{len(found) - added} of {len(found)} new inbox episodes were stored meanwhile by another writer")
    reembedded = lancedb.store.reembed_episodes(first, last, embedder)
    if reembedded:
        context.log.info(f"re-embedded {reembedded} stored episodes made by another embedding model")
    stored = lancedb.store.count_episodes_for_days(first, last)
    context.log.info(f"{len(found)} inbox episodes for {first}..{last}: {added} new; {stored} stored in total")
    per_collective = Counter(ep.cid for ep, _ in found)
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(cfg),
            "days": dg.MetadataValue.json(sorted(days)),
            "inbox_files": len(per_file),
            "inbox_episodes": valid,
            "new_episodes": added,
            "reembedded_episodes": reembedded,
            "stored_episodes_in_days": stored,
            "rejected_lines": sum(r["rejected"] for r in per_file),
            "rejected_files": sum(bool(r["error"]) for r in per_file),
            # every non-blank line of every file is stored, duplicated, rejected or of another day
            "lines_per_file": dg.MetadataValue.md(md_table(
                ["file", "lines read", "stored", "duplicated", "rejected", "other days", "file refused"],
                [[r["file"], r["lines"], r["stored"], r["duplicated"], r["rejected"], r["other_days"],
                  r["error"].split(": ", 1)[-1] if r["error"] else ""] for r in per_file])),
            "lines_accounting": dg.MetadataValue.json(per_file[:200]),
            **embedder.describe(),
            "embed_texts_per_s": round(len(found) / embed_s, 1) if found and embed_s > 0 else 0.0,
            "per_collective": dg.MetadataValue.md(md_table(["cid", "episodes"], sorted(per_collective.items()))),
        },
        check_results=[dg.AssetCheckResult(
            check_name="inbox_lines_valid", passed=not errors, severity=dg.AssetCheckSeverity.WARN,
            metadata={"rejected_lines": sum(r["rejected"] for r in per_file),
                      "rejected_files": dg.MetadataValue.json([r["error"] for r in per_file if r["error"]][:50]),
                      "first_errors": dg.MetadataValue.json(errors[:20])},
        )],
    )


@llm_asset(
    group_name=GROUP,
    deps=[episodes],
    kinds={"lancedb", "python"},
    check_specs=[
        dg.AssetCheckSpec("notes_trace_to_episodes", asset="memory_notes", blocking=True,
                          description="Every note of these days is unique and names episodes that are "
                                      "stored, of its own collective, agent and role, up to its day. "
                                      "Blocking: when it fails the hot cache is not published."),
        dg.AssetCheckSpec("notes_keep_every_key", asset="memory_notes", blocking=True,
                          description="No (collective, role) that reflects lost all its notes: a key that had "
                                      "several published entries or notes in the hot cache's 30 days still has "
                                      "notes. Blocking: when it fails the previous hot cache stays."),
        dg.AssetCheckSpec("clusters_summarised", asset="memory_notes",
                          description="Every cluster worth a note got one: none was skipped because the "
                                      "LLM's answer was still not the JSON asked for after a retry."),
    ],
)
def memory_notes(
    context: dg.AssetExecutionContext,
    settings: ReverieSettings,
    lancedb: LanceDBResource,
    embedder: EmbedderResource,
    llm: LLMResource,
    hot_cache: HotCacheResource,
) -> dg.MaterializeResult:
    """Memory notes: each reflecting (cid, agent, role)'s recent episodes, clustered and summarised.

    For day D it reads episodes of the window ending at the end of D (never
    later ones), leaves out MEMORY_NOTE episodes (no notes of notes), clusters
    them by greedy cosine similarity and summarises each cluster into one note
    (litellm when REVERIE_LLM_MODEL is set, extractive otherwise). A rerun
    replaces the notes the day owns.

    LLM failures: an answer that is still not the JSON asked for after one
    retry skips that cluster (its previous note, if any, is kept) and is
    reported in the metadata and the `clusters_summarised` check. An outage
    (authentication, connection, timeout, rate limit, unknown model) fails
    the step with its cause and the clusters it hit, leaving the notes of
    the days it hit exactly as they were; the retry policy runs it again.

    Blocking checks gate the hot-cache publish: `notes_trace_to_episodes`
    (every note names stored episodes of its own collective, agent and role)
    and `notes_keep_every_key` (no reflecting key's notes collapsed to none).
    """
    cfg = settings.resolved()
    summariser = llm.summariser(embed=embedder.embed)
    store = lancedb.store
    role_cache: dict[str, bool] = {}

    def role_reflects(role: str) -> bool:
        if role not in role_cache:
            role_cache[role] = reflects(cfg.roles_dir, role)
        return role_cache[role]

    totals: Counter[str] = Counter()
    failures: list[str] = []
    content_failures: list[str] = []
    discarded: list[str] = []
    table_rows: list[list[object]] = []
    per_role: Counter[tuple[str, str]] = Counter()
    outage, outage_days, stored_days = LLMOutage(), [], []
    horizon_end = max(max(context.partition_keys), store.latest_note_day() or "")
    before = _notes_per_key(store, horizon_end)
    published = _published_entries(hot_cache, before)
    for day in context.partition_keys:
        first, last = window_days(day, cfg.reflection_window_days)
        window = store.episodes_for_days(first, last, exclude_kinds=["MEMORY_NOTE"])
        report = reflect_day(
            day, window, embed=embedder.embed, embedding_model=embedder.model_id, summariser=summariser,
            threshold=cfg.cluster_threshold, min_cluster_size=cfg.min_cluster_size, reflects=role_reflects,
        )
        if report.outage:
            # Not one cluster's fault: nothing of this day is replaced or deleted.
            outage.extend(LLMOutage.across({day: report.outage}))
            outage_days.append(day)
            context.log.error(f"{day}: LLM unavailable ({report.outage.cause}) for {report.outage.hit} clusters; "
                              "the day's notes are kept exactly as they were")
            continue
        keep: list[str] = []
        if report.kept_note_ids or report.kept_groups:
            previous = store.notes_for_days(day, day).select(["id", "cid", "agent_id", "role_label"]).to_pylist()
            keep = report.keep_ids(previous)
        try:
            written, removed = store.replace_day_notes(day, report.notes, keep)
        except Exception as exc:  # noqa: BLE001 - a store failure for one day is reported, others go on
            msg = f"{day}: storing {len(report.notes)} notes failed: {exc!r}"
            context.log.error(msg)
            failures.append(msg)
            continue
        stored_days.append(day)
        failures.extend(f"{day} {f}" for f in report.failures)
        discarded.extend(f"{day} {d}" for d in report.discarded)
        content_failures.extend(f"{day} {f}" for f in report.failures if "LLMAnswerError" in f)
        totals.update(groups=report.groups, episodes=report.episodes, clusters=report.clusters,
                      small_clusters=report.small_clusters, no_lesson=report.no_lesson_clusters,
                      routine_clusters=report.routine_clusters, notes=written, replaced_stale=removed)
        for note in report.notes:
            per_role[(note.cid, note.role_label)] += 1
            table_rows.append([day, note.cid, note.role_label, note.agent_id, note.source_count,
                               f"{note.confidence:.2f}", note.summary])
        context.log.info(f"{day}: {report.groups} groups, {report.episodes} episodes, "
                         f"{report.clusters} clusters -> {written} notes ({removed} stale removed, "
                         f"{len(report.failures)} failed)")
    for f in failures[:50]:
        context.log.warning(f"memory note failure: {f}")
    fail_on_llm_outage(
        outage, "clusters",
        kept=f"the notes of {', '.join(outage_days)} were kept exactly as they were"
             + (f" (the notes of {', '.join(stored_days)} were written: none of their clusters needed the LLM)"
                if stored_days else ""),
        metadata={"days_hit": dg.MetadataValue.json(outage_days), "days_written": dg.MetadataValue.json(stored_days)},
    )
    table_rows.sort(key=lambda r: (-int(r[4]), r[0]))
    problems = _trace_problems(store, min(context.partition_keys), max(context.partition_keys), cfg.reflection_window_days)
    after = _notes_per_key(store, horizon_end)
    collapsed = [[f"{cid}/{role}", max(n, published.get((cid, role), 0)), after.get((cid, role), 0)]
                 for (cid, role), n in sorted(before.items())
                 if max(n, published.get((cid, role), 0)) >= 2 and not after.get((cid, role)) and role_reflects(role)]
    for key, was, _ in collapsed:
        context.log.error(f"notes of {key} collapsed: {was} before this run, none now; the hot cache is not published")
    return dg.MaterializeResult(
        check_results=[dg.AssetCheckResult(
            check_name="notes_trace_to_episodes", passed=not problems,
            metadata={"problems": len(problems), "first_problems": dg.MetadataValue.json(problems[:20])},
        ), dg.AssetCheckResult(
            check_name="notes_keep_every_key", passed=not collapsed,
            metadata={"collapsed_keys": len(collapsed), "keys_checked": len(before),
                      "previous_publish_read": published is not _UNREAD,
                      "collapsed": dg.MetadataValue.md(md_table(["key", "before (notes or entries)", "now"],
                                                                collapsed))},
        ), dg.AssetCheckResult(
            check_name="clusters_summarised", passed=not content_failures, severity=dg.AssetCheckSeverity.WARN,
            metadata={"skipped_clusters": len(content_failures),
                      "first_skipped": dg.MetadataValue.json(content_failures[:20])},
        )],
        metadata={
            **settings_metadata(cfg),
            "notes": totals["notes"],
            "failed_clusters": len(failures),
            "clusters_skipped_invalid_llm_answer": len(content_failures),
            "episodes_considered": totals["episodes"],
            "reflecting_groups": totals["groups"],
            "clusters": totals["clusters"],
            "clusters_below_min_size": totals["small_clusters"],
            "routine_clusters_skipped": totals["routine_clusters"],
            "clusters_without_a_lesson": totals["no_lesson"],
            "discarded_summaries": len(discarded),  # each summary judged to state no lesson, and who judged
            "first_discarded_summaries": dg.MetadataValue.json(discarded[:20]),
            "stale_notes_removed": totals["replaced_stale"],
            "summariser": summariser.model_id,
            **embedder.describe(),
            "window_days": cfg.reflection_window_days,
            "failures": dg.MetadataValue.json(failures[:20]),
            "notes_per_role": dg.MetadataValue.md(md_table(["cid", "role", "notes"],
                                                            [[c, r, n] for (c, r), n in sorted(per_role.items())])),
            "top_notes": dg.MetadataValue.md(md_table(["day", "cid", "role", "agent", "sources", "confidence", "summary"],
                                                       table_rows, limit=25)),
        }
    )


_UNREAD: dict = {}  # the previous publish could not be read: the notes before the run are the measure


def _notes_per_key(store, as_of: str) -> Counter:
    """Notes per (cid, role) in the hot cache's horizon ending at `as_of`."""
    first = (date.fromisoformat(as_of) - timedelta(days=HOT_CACHE_HORIZON_DAYS - 1)).isoformat()
    rows = store.notes_for_days(first, as_of).select(["cid", "role_label"]).to_pylist()
    return Counter((r["cid"], r["role_label"]) for r in rows)


def _published_entries(hot_cache: HotCacheResource, keys) -> dict:
    """Entries per (cid, role) in the hot cache now, or _UNREAD when the cache cannot be read."""
    s = hot_cache.settings()
    out = {}
    try:
        for cid, role in keys:
            raw = hot_cache.cache.get(memory_notes_key(cid, role, s.hot_cache_key_template))
            out[(cid, role)] = len(json.loads(raw).get("notes", [])) if raw else 0
    except Exception:  # noqa: BLE001 - unreadable cache or value: compare with the stored notes instead
        return _UNREAD
    return out


def _trace_problems(store, first_day: str, last_day: str, window: int) -> list[str]:
    """Duplicate notes, or notes whose sources are missing, foreign or later than the note's day."""
    notes = store.notes_for_days(first_day, last_day).to_pylist()
    window_first, _ = window_days(first_day, window)
    episodes_by_id = {r["id"]: r for r in store.episodes_for_days(
        window_first, last_day, columns=["id", "cid", "agent_id", "role_label", "day"]).to_pylist()}
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
                problems.append(f"note {note['id']} ({note['day']}): source episode {source} is not stored in its window")
            elif (ep["cid"], ep["agent_id"], ep["role_label"]) != (note["cid"], note["agent_id"], note["role_label"]):
                problems.append(f"note {note['id']}: source {source} belongs to {ep['cid']}/{ep['agent_id']}")
            elif ep["day"] > note["day"]:
                problems.append(f"note {note['id']} ({note['day']}): source {source} is from a later day {ep['day']}")
    return problems


@daily_asset(
    group_name=GROUP,
    deps=[memory_notes],
    retry_policy=PUBLISH_RETRY_POLICY,
    kinds={"redis", "sqlite"},
)
def memory_notes_hot_cache(
    context: dg.AssetExecutionContext, lancedb: LanceDBResource, hot_cache: HotCacheResource,
    embedder: EmbedderResource,
) -> dg.MaterializeResult:
    """Top-N distinct lessons per (cid, role) published under `acc:{cid}:memory_notes:{role}` with a TTL.

    Ranked from the notes of the 30 days up to the newest day that has notes
    (at least the run's last day), so a run after a failed publish publishes
    everything pending. Notes that state no lesson are left out; notes that
    say the same thing (their summaries' embeddings within
    REVERIE_HOT_CACHE_SAME_LESSON cosine) become one entry with their support
    summed, their ids kept, the clearest wording and a confidence that rises
    with repetition. A key already holding a newer day is left alone. Runs
    only when the blocking checks on `memory_notes` pass, so a failed check
    leaves the previous hot cache in place. With the cache unreachable the
    step fails saying the notes are safe, and its retry policy retries it.
    Agents read it with `read_memory_notes(cid, role)`.
    """
    s = hot_cache.settings()
    store = lancedb.store
    as_of = max(max(context.partition_keys), store.latest_note_day() or "")
    first = (date.fromisoformat(as_of) - timedelta(days=HOT_CACHE_HORIZON_DAYS - 1)).isoformat()
    ranking = rank_hot_notes(store.notes_for_days(first, as_of), as_of, s.hot_cache_top_n, embed=embedder.embed,
                             same_lesson=s.hot_cache_same_lesson)
    written, kept_newer, rows = 0, 0, []
    try:
        for (cid, role), notes in ranking.entries.items():
            if publish_memory_notes(hot_cache.cache, cid, role, notes, as_of, s.hot_cache_ttl_s,
                                    s.hot_cache_key_template):
                written += 1
                rows += [[memory_notes_key(cid, role, s.hot_cache_key_template), n["source_count"],
                          n["merged_notes"], n["summary"]] for n in notes[:3]]
            else:
                kept_newer += 1
    except Exception as exc:  # noqa: BLE001 - any cache failure is an outage of the publish, not of memory
        raise dg.Failure(
            description=(f"hot cache {hot_cache.describe()} unreachable ({type(exc).__name__}: {exc}) after "
                         f"{written} of {len(ranking.entries)} keys. The notes are safe: they are stored in LanceDB "
                         f"memory_notes up to {as_of}. The publish will be retried ({describe_retry()}), and the "
                         "next successful run publishes everything pending."),
            metadata={"keys_written": written, "keys_pending": len(ranking.entries) - written, "as_of": as_of},
            allow_retries=True,
        ) from exc
    context.log.info(f"hot cache ({hot_cache.describe()}) as of {as_of}: {written} keys written, {kept_newer} kept "
                     f"(newer day cached); {ranking.entry_count} entries from {ranking.notes_considered} notes, "
                     f"{ranking.notes_merged} merged, {ranking.non_lessons_dropped} non-lessons left out, "
                     f"{ranking.near_duplicate_pairs} near-duplicate pairs")
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(s),
            "as_of": as_of,
            "cache": hot_cache.describe(),
            "keys_written": written,
            "keys_kept_newer": kept_newer,
            "ttl_s": s.hot_cache_ttl_s,
            "top_n": s.hot_cache_top_n,
            "entries": ranking.entry_count,
            "notes_considered": ranking.notes_considered,
            "notes_merged_into_entries": ranking.notes_merged,
            "non_lesson_notes_left_out": ranking.non_lessons_dropped,
            "same_lesson_cosine": s.hot_cache_same_lesson,
            f"near_duplicate_pairs_at_{NEAR_DUPLICATE_COSINE}": ranking.near_duplicate_pairs,
            "max_pair_cosine_in_a_key": max(ranking.max_pair_cosine.values(), default=0.0),
            "distinctness": dg.MetadataValue.md(md_table(
                ["key", "entries", "max pair cosine"],
                [[memory_notes_key(c, r, s.hot_cache_key_template), len(ranking.entries[(c, r)]), v]
                 for (c, r), v in sorted(ranking.max_pair_cosine.items())])),
            "published": dg.MetadataValue.md(md_table(["key", "sources", "notes merged", "summary"], rows)),
        }
    )
