"""The dream over every collective: what the `dream_inputs` and `digest_nodes` assets run.

`scan_collectives` compares each collective's daily notes with its dream catalog (nothing written);
`dream_collectives` dreams each collective's workspace in turn, logs one progress line per collective and day,
and checks the nodes' sources afterwards. Both return a report whose `metadata()` is what the materialisation
shows; an LLM outage in the dream raises `ServiceOutage` once every collective was tried. No Dagster here.
"""

from __future__ import annotations

import logging
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from reverie.config import Settings
from reverie.dream.integrate import make_integrator
from reverie.dream.run import DreamReport, dream, dream_inputs, node_problems
from reverie.llm import LLMOutage
from reverie.reporting import Log, md_table
from reverie.workspace import Workspace, collective_workspaces

# The CLI (`reverie dream`) prints these lines as the run goes: one per collective and day.
progress_log = logging.getLogger("reverie.dream.progress")
ACTIONS = ("CREATE", "CORROBORATE", "REFINE", "CORRECT")


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


@dataclass
class DreamInputsReport:
    """What `scan_collectives` found: tallies over every collective and day, one row per day with a change."""

    days: list[str]
    scan_days: int
    totals: Counter[str] = field(default_factory=Counter)
    rows: list[list[object]] = field(default_factory=list)

    def metadata(self) -> dict[str, Any]:
        header = ["collective", "day", "seen", "changed", "pending", "deleted", "changed notes"]
        return {
            "notes_changed": self.totals["changed"],
            "notes_seen": self.totals["seen"],
            "days": self.days,
            "scan_days": self.scan_days,
            "notes_pending": self.totals["pending"],
            "notes_deleted": self.totals["deleted"],
            "no_change": not self.rows,
            "changes": md_table(header, self.rows),
        }


def scan_collectives(
    workspaces: dict[str, Workspace], days: Sequence[str], scan_days: int, log: Log
) -> DreamInputsReport:
    """The notes each collective's dream has not integrated yet, per day (new, changed, pending, deleted)."""
    report = DreamInputsReport(list(days), scan_days)
    for cid, ws in workspaces.items():
        for inp in dream_inputs(ws, days, scan_days):
            changed, pending, deleted = len(inp.changed), len(inp.pending_notes), len(inp.deleted)
            report.totals.update(seen=inp.notes_seen, changed=changed, pending=pending, deleted=deleted)
            if not inp.no_change:
                paths = ", ".join(c.path for c in inp.changed[:5])
                report.rows.append([cid, inp.day, inp.notes_seen, changed, pending, deleted, paths])
    log.info(f"{days[0]}..{days[-1]}: {dict(report.totals)}")
    return report


@dataclass
class DigestNodesReport:
    """Every collective's DreamReport of one `digest_nodes` run, and the source problems of its nodes after it."""

    days: list[str]
    integrator: str
    start_jitter_s: float = 0.0
    reports: dict[str, DreamReport] = field(default_factory=dict)
    no_source: list[str] = field(default_factory=list)  # "<cid>/<node>" naming no source note
    missing: list[str] = field(default_factory=list)  # "<cid>/<node>" naming a source that is gone

    @property
    def failures(self) -> list[str]:
        return [f"[{cid}] {f}" for cid, r in self.reports.items() for f in r.units_failed]

    @property
    def refused(self) -> list[str]:
        return [f"[{cid}] {f}" for cid, r in self.reports.items() for f in r.notes_refused + r.links_refused]

    @property
    def outage(self) -> LLMOutage:
        return LLMOutage.across({cid: r.outage for cid, r in self.reports.items()})

    @property
    def action_counts(self) -> Counter[str]:
        return Counter(a.action for r in self.reports.values() for a in r.actions)

    def total(self, name: str) -> int:
        """The sum over collectives of a DreamReport count (`units_integrated`, `writes`, ...)."""
        return sum(getattr(r, name) for r in self.reports.values())

    def metadata(self) -> dict[str, Any]:
        reports, counts = self.reports, self.action_counts
        set_aside = sum((Counter(r.units_set_aside) for r in reports.values()), Counter())
        actions = [
            [cid, a.day, a.action, a.node, a.source, a.statement[:160]] for cid, r in reports.items() for a in r.actions
        ]
        return {
            "units_integrated": self.total("units_integrated"),
            "node_writes": self.total("writes"),
            "days": self.days,
            "integrator": self.integrator,
            "collectives": len(reports),
            "notes_seen": self.total("notes_seen"),
            "notes_changed": self.total("notes_changed"),
            "notes_deleted": self.total("notes_deleted"),
            "notes_refused": sum(len(r.notes_refused) for r in reports.values()),
            "units_extracted": self.total("units_extracted"),
            "units_failed": len(self.failures),
            "instructions_set_aside": self.total("instructions_set_aside"),
            "units_pending": self.total("units_pending"),
            "units_set_aside": dict(set_aside),
            "llm_corrections_refused": [f"[{cid}] {x}" for cid, r in reports.items() for x in r.corrections_refused][
                :50
            ],
            "start_jitter_s": round(self.start_jitter_s, 3),
            **{f"actions_{k.lower()}": counts.get(k, 0) for k in ACTIONS},
            "llm_calls": self.total("llm_calls"),
            "llm_tokens": self.total("llm_tokens"),
            "actions": md_table(["collective", "day", "action", "node", "source", "statement"], actions, limit=100),
            "per_day": [{"collective": cid, **d} for cid, r in reports.items() for d in r.per_day],
            "failures": self.failures[:50],
            "refused": self.refused[:50],
            "sources_marked_deleted": [
                f"{cid}/{p}" for cid, r in reports.items() for p in r.nodes_marked_source_deleted
            ][:50],
        }

    @property
    def sourced(self) -> bool:
        """The `digest_nodes_sourced` check: every node names a source, and every source it names exists."""
        return not self.no_source and not self.missing

    def check_metadata(self) -> dict[str, Any]:
        return {"nodes_without_source": self.no_source[:50], "sources_missing": self.missing[:50]}

    def checks(self) -> dict[str, tuple[bool, dict[str, Any]]]:
        """Each asset check's (passed, metadata): `digest_nodes_sourced` (see `sourced`)."""
        return {"digest_nodes_sourced": (self.sourced, self.check_metadata())}

    def raise_on_outage(self) -> None:
        """Raise `ServiceOutage` if the LLM was down: every node written before it is kept, the rest stays pending."""
        self.outage.raise_if_any(
            "notes and units",
            "every node written before it is kept; the rest stays pending for the retry",
            units_integrated=self.total("units_integrated"),
            node_writes=self.total("writes"),
        )


def _progress(cid: str, log: Log) -> Callable[[dict], None]:
    """The per-day progress callback of collective `cid`: one line to `log` and to `progress_log` (the CLI)."""

    def progress(summary: dict) -> None:
        line = (
            f"[{cid}] {summary['day']}: {summary['notes_seen']} notes, {summary['notes_changed']} changed, "
            f"{summary['units']} units, actions {summary['actions'] or '-'}"
            + (f", {summary['failed']} failed" if summary["failed"] else "")
            + f" ({summary['seconds']} s)"
        )
        log.info(line)
        progress_log.info(line, extra={"dream_day": summary, "collective": cid})

    return progress


def start_jitter(jitter_s: float, log: Log) -> float:
    """Wait a random 0..`jitter_s` seconds (scheduled dreams of many instances start spread out); the wait."""
    if jitter_s <= 0:
        return 0.0
    jitter = random.uniform(0, jitter_s)
    log.info(f"scheduled dream: waiting {jitter:.1f} s (REVERIE_DREAM_JITTER_S={jitter_s:g})")
    time.sleep(jitter)
    return jitter


def dream_collectives(
    settings: Settings,
    days: Sequence[str],
    client: Any,
    *,
    collectives: Sequence[str] = (),
    embedder: Any = None,
    hint: str = "",
    scheduled: bool = False,
    log: Log,
) -> DigestNodesReport:
    """Dream over `days` (see `reverie.dream.run.dream`) every collective's workspace under the settings' root (or
    those of `collectives`, an unknown one being a `ReverieError`), each with its own integrator made from the LLM
    `client` (None: offline) and the `embedder` (by default `LazyEmbedder(settings)`).

    The scan window, the units per batch and the run's budget are the `settings`'; a `scheduled` dream first
    waits a random jitter of up to REVERIE_DREAM_JITTER_S. Failed units and refused notes or links are logged
    (up to 50); the nodes' sources are checked at the end. An LLM outage raises `ServiceOutage` then
    (`DigestNodesReport.raise_on_outage`).
    """
    workspaces = collective_workspaces(settings.workspace_dir, collectives)
    embedder = embedder if embedder is not None else LazyEmbedder(settings)
    report = DigestNodesReport(list(days), "", start_jitter(settings.dream_jitter_s if scheduled else 0.0, log))
    for cid, ws in workspaces.items():
        integrator = make_integrator(client)
        report.integrator = report.integrator or integrator.generator
        report.reports[cid] = dream(
            ws,
            days,
            integrator,
            embedder,
            scan_days=settings.dream_scan_days,
            max_units=settings.dream_max_units,
            budget=settings.dream_run_budget,
            hint=hint,
            progress=_progress(cid, log),
        )
        progress_log.debug(f"[{cid}] dream done", extra={"dream_report": report.reports[cid], "collective": cid})
    report.integrator = report.integrator or make_integrator(client).generator
    for line in (report.failures + report.refused)[:50]:
        log.warning(line)
    for cid, ws in workspaces.items():
        no_source, missing = node_problems(ws)
        report.no_source += [f"{cid}/{p}" for p in no_source]
        report.missing += [f"{cid}/{p}" for p in missing]
    log.info(
        f"{days[0]}..{days[-1]}: actions {dict(report.action_counts)}, {len(report.failures)} failed, "
        f"{report.total('units_pending')} pending"
    )
    report.raise_on_outage()
    return report
