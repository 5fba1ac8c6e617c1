"""Reflection layer: episodes -> memory_notes -> memory_notes_hot_cache (daily partitions)."""


import time
from collections import Counter
from datetime import date, timedelta

import dagster as dg

from assets.metadata import log_errors, md_table
from assets.outages import LLM_RETRY_POLICY, fail_on_llm_outage
from assets.partitions import daily_partitions
from resources import EmbedderResource, HotCacheResource, LanceDBResource, LLMResource, ReverieSettings
from reverie.episodes import iter_inbox_files, read_episode_file
from reverie.llm import LLMOutage
from reverie.reflection.reflect import rank_hot_notes, reflect_day, window_days
from reverie.stores.hotcache import memory_notes_key, publish_memory_notes
from reverie.roles import reflects

GROUP = "reflection"
HOT_CACHE_HORIZON_DAYS = 30


@dg.asset(
    group_name=GROUP,
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    kinds={"lancedb", "python"},
    check_specs=[dg.AssetCheckSpec("inbox_lines_valid", asset="episodes",
                                   description="Every line of the episode inbox files in this run parsed as an episode.")],
)
def episodes(
    context: dg.AssetExecutionContext,
    settings: ReverieSettings,
    lancedb: LanceDBResource,
    embedder: EmbedderResource,
) -> dg.MaterializeResult:
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


@dg.asset(
    group_name=GROUP,
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    deps=[episodes],
    pool="llm",
    retry_policy=LLM_RETRY_POLICY,
    kinds={"lancedb", "python"},
    check_specs=[
        dg.AssetCheckSpec("notes_trace_to_episodes", asset="memory_notes",
                          description="Every note of these days is unique and names episodes that are "
                                      "stored, of its own collective, agent and role, up to its day."),
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
    table_rows: list[list[object]] = []
    per_role: Counter[tuple[str, str]] = Counter()
    outage, outage_days, stored_days = LLMOutage(), [], []
    for day in context.partition_keys:
        first, last = window_days(day, cfg.reflection_window_days)
        window = store.episodes_for_days(first, last, exclude_kinds=["MEMORY_NOTE"])
        report = reflect_day(
            day, window, embed=embedder.embed, embedding_model=embedder.model_id, summariser=summariser,
            threshold=cfg.cluster_threshold, min_cluster_size=cfg.min_cluster_size, reflects=role_reflects,
        )
        if report.outage:
            # Not one cluster's fault: nothing of this day is replaced or deleted.
            outage.extend(report.outage)
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
        content_failures.extend(f"{day} {f}" for f in report.failures if "LLMAnswerError" in f)
        totals.update(groups=report.groups, episodes=report.episodes, clusters=report.clusters,
                      small_clusters=report.small_clusters,
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
    return dg.MaterializeResult(
        check_results=[dg.AssetCheckResult(
            check_name="notes_trace_to_episodes", passed=not problems,
            metadata={"problems": len(problems), "first_problems": dg.MetadataValue.json(problems[:20])},
        ), dg.AssetCheckResult(
            check_name="clusters_summarised", passed=not content_failures, severity=dg.AssetCheckSeverity.WARN,
            metadata={"skipped_clusters": len(content_failures),
                      "first_skipped": dg.MetadataValue.json(content_failures[:20])},
        )],
        metadata={
            "notes": totals["notes"],
            "failed_clusters": len(failures),
            "clusters_skipped_invalid_llm_answer": len(content_failures),
            "episodes_considered": totals["episodes"],
            "reflecting_groups": totals["groups"],
            "clusters": totals["clusters"],
            "clusters_below_min_size": totals["small_clusters"],
            "routine_clusters_skipped": totals["routine_clusters"],
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


def _trace_problems(store, first_day: str, last_day: str, window: int) -> list[str]:
    """Duplicate notes, or notes whose sources are missing, foreign or later than the note's day."""
    notes = store.notes_for_days(first_day, last_day).to_pylist()
    window_first, _ = window_days(first_day, window)
    episodes_by_id = {r["id"]: r for r in store.episodes_for_days(
        window_first, last_day, columns=["id", "cid", "agent_id", "role_label", "day"]).to_pylist()}
    problems, seen = [], set()
    for note in notes:
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


@dg.asset(
    group_name=GROUP,
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    deps=[memory_notes],
    kinds={"redis", "sqlite"},
)
def memory_notes_hot_cache(
    context: dg.AssetExecutionContext, lancedb: LanceDBResource, hot_cache: HotCacheResource
) -> dg.MaterializeResult:
    """Top-N memory notes per (cid, role) published under `acc:{cid}:memory_notes:{role}` with a TTL.

    Ranked as of the run's last day from the notes of the 30 days before it;
    near-duplicates are merged. A backfill of an older day never replaces a
    newer day's cache. Agents read it with `read_memory_notes(cid, role)`.
    """
    as_of = max(context.partition_keys)
    s = hot_cache.settings()
    first = (date.fromisoformat(as_of) - timedelta(days=HOT_CACHE_HORIZON_DAYS - 1)).isoformat()
    ranked = rank_hot_notes(lancedb.store.notes_for_days(first, as_of), as_of, s.hot_cache_top_n)
    written, kept_newer, rows = 0, 0, []
    for (cid, role), notes in ranked.items():
        if publish_memory_notes(hot_cache.cache, cid, role, notes, as_of, s.hot_cache_ttl_s, s.hot_cache_key_template):
            written += 1
            rows += [[memory_notes_key(cid, role, s.hot_cache_key_template), n["source_count"], n["summary"]] for n in notes[:3]]
        else:
            kept_newer += 1
    context.log.info(f"hot cache ({hot_cache.describe()}): {written} keys written, {kept_newer} kept (newer day cached)")
    return dg.MaterializeResult(
        metadata={
            "as_of": as_of,
            "cache": hot_cache.describe(),
            "keys_written": written,
            "keys_kept_newer": kept_newer,
            "ttl_s": s.hot_cache_ttl_s,
            "top_n": s.hot_cache_top_n,
            "published": dg.MetadataValue.md(md_table(["key", "sources", "summary"], rows)),
        }
    )
