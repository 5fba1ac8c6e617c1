"""The dream: dream_inputs -> digest_nodes -> interest_topics, daily partitions, every collective on its own.

A partition is a day D. `dream_inputs` compares the daily notes of D's scan
window with the dream catalog; `digest_nodes` integrates what changed into
`<cid>/digest/{personal,procedure,wiki}/`; `interest_topics` writes
`<cid>/memory/<D>/interests.yaml`. The engine is `reverie.dream`.
"""

import logging
import random
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import dagster as dg
from pydantic import Field

from assets.metadata import md_table, settings_metadata
from assets.outages import fail_on_llm_outage, llm_asset
from assets.partitions import daily_asset
from resources import LLMResource, ReverieSettings
from reverie.config import Settings
from reverie.dream import dream, make_integrator, node_problems, pick_topics, read_nodes, window_days, write_interests
from reverie.dream import dream_inputs as scan_days
from reverie.llm import LLMOutage
from reverie.workspace import collective_workspaces

GROUP = "dream"
# The CLI (`reverie dream`) prints these lines as the run goes: one per collective and day.
progress_log = logging.getLogger("reverie.dream.progress")


class DreamConfig(dg.Config):
    collectives: list[str] = Field(default_factory=list, description="Only these collectives; empty = all.")
    hint: str = Field(default="", description="A hint for the dream (passed to the model with an LLM).")


class LazyEmbedder:
    """all-MiniLM-L6-v2 (REVERIE_EMBED_* settings), loaded only when a day has something to integrate.

    The dream keeps node vectors in its own SQLite catalog, so the LanceDB
    embedding cache is not used here; a no-change day loads no model.
    """

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._embedder: Any = None

    def _get(self) -> Any:
        if self._embedder is None:
            from reverie.embedding.model import make_embedder

            s = self._settings
            self._embedder = make_embedder(s.embed_backend, s.embed_dtype, s.embed_runtime, cache_dir=s.model_cache_dir)
        return self._embedder

    @property
    def model_id(self) -> str:
        return self._get().model_id

    @property
    def dim(self) -> int:
        return self._get().dim

    def embed(self, texts: Sequence[str]):
        return self._get().embed(texts)


@daily_asset(
    group_name=GROUP,
    kinds={"markdown", "sqlite"},
    deps=[dg.AssetKey("session_notes"), dg.AssetKey("resource_notes"), dg.AssetKey("daily_note_files")],
    versioned_by=("dream_scan_days",),
    logic=("reverie.dream.run", "reverie.dream.catalog"),
)
def dream_inputs(
    context: dg.AssetExecutionContext, config: DreamConfig, settings: ReverieSettings
) -> dg.MaterializeResult:
    """The daily notes the dream has not integrated yet: new, changed, pending or deleted, per collective and day.

    For day D, the notes of `<cid>/memory/` of D and the REVERIE_DREAM_SCAN_DAYS - 1
    days before it (default 2 days in all) are compared by content hash with
    the dream catalog (`<cid>/mem_metadata/files.sqlite`). Nothing is written.
    """
    cfg = settings.resolved()
    days = list(context.partition_keys)
    rows: list[list[object]] = []
    totals: Counter[str] = Counter()
    for cid, ws in collective_workspaces(cfg.workspace_dir, config.collectives).items():
        for inp in scan_days(ws, days, cfg.dream_scan_days):
            totals.update(
                seen=inp.notes_seen, changed=len(inp.changed), pending=len(inp.pending_notes), deleted=len(inp.deleted)
            )
            if not inp.no_change:
                rows.append(
                    [
                        cid,
                        inp.day,
                        inp.notes_seen,
                        len(inp.changed),
                        len(inp.pending_notes),
                        len(inp.deleted),
                        ", ".join(c.path for c in inp.changed[:5]),
                    ]
                )
    context.log.info(f"{days[0]}..{days[-1]}: {dict(totals)}")
    return dg.MaterializeResult(
        metadata={
            "notes_changed": totals["changed"],
            "notes_seen": totals["seen"],
            **settings_metadata(cfg),
            "days": dg.MetadataValue.json(days),
            "scan_days": cfg.dream_scan_days,
            "notes_pending": totals["pending"],
            "notes_deleted": totals["deleted"],
            "no_change": not rows,
            "changes": dg.MetadataValue.md(
                md_table(["collective", "day", "seen", "changed", "pending", "deleted", "changed notes"], rows)
            ),
        }
    )


@llm_asset(
    group_name=GROUP,
    kinds={"markdown", "python"},
    deps=[dream_inputs],
    versioned_by=("dream_max_units", "dream_run_budget", "embed_backend", "embed_dtype"),
    logic=("reverie.dream",),
    check_specs=[
        dg.AssetCheckSpec(
            "digest_nodes_sourced",
            asset="digest_nodes",
            description="Every digest node names a source note, and every source it names still exists "
            "(or is marked deleted).",
        )
    ],
)
def digest_nodes(
    context: dg.AssetExecutionContext, config: DreamConfig, settings: ReverieSettings, llm: LLMResource
) -> dg.MaterializeResult:
    """Long-term digest nodes (`<cid>/digest/{personal,procedure,wiki}/<slug>.md`) integrated from daily notes.

    For each day of the run (oldest first) and each collective: the new and
    changed notes of the scan window are split into units (facts, preferences,
    procedures) and each unit lands in exactly one node after a search of the
    similar and linked nodes: CREATE, CORROBORATE (another source, support + 1),
    REFINE (a detail added) or CORRECT (the old statement kept under
    "Superseded" with the date and source that corrected it). With
    REVERIE_LLM_MODEL the model proposes units and actions (validated JSON,
    one retry); offline, embedding similarity and conflict detection decide.
    Units go in batches of REVERIE_DREAM_MAX_UNITS; at most
    REVERIE_DREAM_RUN_BUDGET units per run, the rest stay pending for the
    next run. A note is marked dreamed only when all its units landed; a
    failed unit is retried next run. A day with no change writes nothing and
    calls no model. An LLM outage fails the step (retried with backoff);
    nothing already integrated is undone and the rest stays pending.
    """
    cfg = settings.resolved()
    days = list(context.partition_keys)
    jitter = 0.0
    if context.run.tags.get("dagster/schedule_name") and cfg.dream_jitter_s > 0:
        jitter = random.uniform(0, cfg.dream_jitter_s)  # scheduled dreams of many instances start spread out
        context.log.info(f"scheduled dream: waiting {jitter:.1f} s (REVERIE_DREAM_JITTER_S={cfg.dream_jitter_s:g})")
        time.sleep(jitter)
    client = llm.client()
    embedder = LazyEmbedder(cfg)
    reports = {}
    for cid, ws in collective_workspaces(cfg.workspace_dir, config.collectives).items():
        integrator = make_integrator(client)

        def progress(summary: dict, cid: str = cid) -> None:
            line = (
                f"[{cid}] {summary['day']}: {summary['notes_seen']} notes, {summary['notes_changed']} changed, "
                f"{summary['units']} units, actions {summary['actions'] or '-'}"
                + (f", {summary['failed']} failed" if summary["failed"] else "")
                + f" ({summary['seconds']} s)"
            )
            context.log.info(line)
            progress_log.info(line, extra={"dream_day": summary, "collective": cid})

        reports[cid] = dream(
            ws,
            days,
            integrator,
            embedder,
            scan_days=cfg.dream_scan_days,
            max_units=cfg.dream_max_units,
            budget=cfg.dream_run_budget,
            hint=config.hint,
            progress=progress,
        )
        progress_log.debug(f"[{cid}] dream done", extra={"dream_report": reports[cid], "collective": cid})
    actions = [(cid, a) for cid, r in reports.items() for a in r.actions]
    counts = Counter(a.action for _, a in actions)
    failures = [f"[{cid}] {f}" for cid, r in reports.items() for f in r.units_failed]
    refused = [f"[{cid}] {f}" for cid, r in reports.items() for f in r.notes_refused + r.links_refused]
    for line in (failures + refused)[:50]:
        context.log.warning(line)
    problems = {
        cid: node_problems(ws) for cid, ws in collective_workspaces(cfg.workspace_dir, config.collectives).items()
    }
    no_source = [f"{cid}/{p}" for cid, (ns, _) in problems.items() for p in ns]
    missing = [f"{cid}/{p}" for cid, (_, ms) in problems.items() for p in ms]
    metadata: dict[str, Any] = {
        "units_integrated": sum(r.units_integrated for r in reports.values()),
        "node_writes": sum(r.writes for r in reports.values()),
        "days": dg.MetadataValue.json(days),
        "integrator": next(iter(reports.values())).generator if reports else make_integrator(client).generator,
        "collectives": len(reports),
        "notes_seen": sum(r.notes_seen for r in reports.values()),
        "notes_changed": sum(r.notes_changed for r in reports.values()),
        "notes_deleted": sum(r.notes_deleted for r in reports.values()),
        "notes_refused": sum(len(r.notes_refused) for r in reports.values()),
        "units_extracted": sum(r.units_extracted for r in reports.values()),
        "units_failed": len(failures),
        "instructions_set_aside": sum(r.instructions_set_aside for r in reports.values()),
        "units_pending": sum(r.units_pending for r in reports.values()),
        "units_set_aside": dg.MetadataValue.json(
            dict(sum((Counter(r.units_set_aside) for r in reports.values()), Counter()))
        ),
        "llm_corrections_refused": dg.MetadataValue.json(
            [f"[{cid}] {x}" for cid, r in reports.items() for x in r.corrections_refused][:50]
        ),
        "start_jitter_s": round(jitter, 3),
        **{f"actions_{k.lower()}": counts.get(k, 0) for k in ("CREATE", "CORROBORATE", "REFINE", "CORRECT")},
        "llm_calls": sum(r.llm_calls for r in reports.values()),
        "llm_tokens": sum(r.llm_tokens for r in reports.values()),
        "actions": dg.MetadataValue.md(
            md_table(
                ["collective", "day", "action", "node", "source", "statement"],
                [[cid, a.day, a.action, a.node, a.source, a.statement[:160]] for cid, a in actions],
                limit=100,
            )
        ),
        "per_day": dg.MetadataValue.json([{"collective": cid, **d} for cid, r in reports.items() for d in r.per_day]),
        "failures": dg.MetadataValue.json(failures[:50]),
        "refused": dg.MetadataValue.json(refused[:50]),
        "sources_marked_deleted": dg.MetadataValue.json(
            [f"{cid}/{p}" for cid, r in reports.items() for p in r.nodes_marked_source_deleted][:50]
        ),
    }
    fail_on_llm_outage(
        LLMOutage.across({cid: r.outage for cid, r in reports.items()}),
        "notes and units",
        kept="every node written before it is kept; the rest stays pending for the retry",
        metadata={k: metadata[k] for k in ("units_integrated", "node_writes")},
    )
    context.log.info(
        f"{days[0]}..{days[-1]}: actions {dict(counts)}, {len(failures)} failed, {metadata['units_pending']} pending"
    )
    return dg.MaterializeResult(
        metadata={**metadata, **settings_metadata(cfg)},
        check_results=[
            dg.AssetCheckResult(
                check_name="digest_nodes_sourced",
                passed=not no_source and not missing,
                severity=dg.AssetCheckSeverity.WARN,
                metadata={
                    "nodes_without_source": dg.MetadataValue.json(no_source[:50]),
                    "sources_missing": dg.MetadataValue.json(missing[:50]),
                },
            )
        ],
    )


@daily_asset(
    group_name=GROUP,
    kinds={"yaml"},
    deps=[digest_nodes],
    versioned_by=("topic_count", "topic_diversity_days"),
    logic=("reverie.dream.topics",),
)
def interest_topics(
    context: dg.AssetExecutionContext, config: DreamConfig, settings: ReverieSettings
) -> dg.MaterializeResult:
    """Up to REVERIE_TOPIC_COUNT topics per collective and day in `<cid>/memory/<D>/interests.yaml`.

    Topics are the digest nodes the scan window's notes fed, ranked by recent
    and total sources and recent corrections; a topic chosen on any of the
    REVERIE_TOPIC_DIVERSITY_DAYS days before is not chosen again. Each topic
    has a title, reason, evidence, keywords and paths (the node and its recent
    notes). The file is rewritten only when its content changes.
    """
    cfg = settings.resolved()
    rows, written = [], []
    for cid, ws in collective_workspaces(cfg.workspace_dir, config.collectives).items():
        nodes = read_nodes(ws)
        for day in sorted(context.partition_keys):
            topics = pick_topics(
                ws,
                day,
                window_days(day, cfg.dream_scan_days),
                nodes,
                topic_count=cfg.topic_count,
                diversity_days=cfg.topic_diversity_days,
            )
            if write_interests(ws, day, topics, cfg.topic_count, cfg.topic_diversity_days):
                written.append(f"{cid}/memory/{day}/interests.yaml")
            rows += [[cid, day, t["title"], t["reason"], ", ".join(t["keywords"])] for t in topics]
    context.log.info(f"{len(rows)} topics, {len(written)} interests files written")
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(cfg),
            "topics": len(rows),
            "files_written": dg.MetadataValue.json(written[:100]),
            "topic_table": dg.MetadataValue.md(md_table(["collective", "day", "title", "reason", "keywords"], rows)),
        }
    )
