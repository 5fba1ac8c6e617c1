"""The files layer over every collective: what the `session_notes` and `resource_notes` assets run.

`session_notes_run` and `resource_notes_run` process each collective's workspace in turn (each with its own
catalog), log what happened per collective, and return a report whose `metadata()` is what the
materialisation shows; an LLM outage is in `report.outage`, for the caller to fail on. No Dagster here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reverie.files import SessionRun, distil_resources, distil_sessions
from reverie.files.distil import NoteDistiller
from reverie.files.resource_notes import ResourceReport
from reverie.files.resource_scan import ResourceScan
from reverie.limits import InputLimits
from reverie.llm import LLMOutage
from reverie.reporting import Log, collectives_metadata, log_errors, md_table
from reverie.workspace import Workspace

WRITTEN = ("created", "updated", "appended", "recreated")


def _in(cid: str, messages: list[str]) -> list[str]:
    return [f"[{cid}] {m}" for m in messages]


def note_rows(per_collective: dict[str, list]) -> list[list[object]]:
    return [
        [cid, n.day, n.owner, n.path or "-", n.action, n.items_added, n.description]
        for cid, notes in per_collective.items()
        for n in notes
        if n.action != "unchanged"
    ]


@dataclass
class SessionNotesReport:
    """Every collective's SessionRun of one `session_notes` run."""

    workspace_root: Path
    days: list[str]
    distiller: str
    runs: dict[str, SessionRun] = field(default_factory=dict)

    @property
    def errors(self) -> list[str]:
        return [e for cid, run in self.runs.items() for e in _in(cid, run.inbox.errors + run.flush.dialog_errors)]

    @property
    def failures(self) -> list[str]:
        return [f for cid, run in self.runs.items() for f in _in(cid, run.flush.failures)]

    @property
    def outage(self) -> LLMOutage:
        return LLMOutage.across({cid: run.flush.outage for cid, run in self.runs.items()})

    @property
    def written(self) -> list[str]:
        return sorted(
            f"{cid}/{n.path}" for cid, run in self.runs.items() for n in run.flush.notes if n.action in WRITTEN
        )

    @property
    def turns_appended(self) -> int:
        return sum(run.inbox.turns_appended for run in self.runs.values())

    def metadata(self) -> dict[str, Any]:
        runs = self.runs.values()
        actions = Counter(n.action for run in runs for n in run.flush.notes)
        per_collective = [
            [
                cid,
                run.inbox.files,
                run.inbox.turns_appended,
                run.flush.sessions_seen,
                sum(n.action in WRITTEN for n in run.flush.notes),
                len(run.flush.failures),
            ]
            for cid, run in self.runs.items()
        ]
        failures, errors = self.failures, self.errors
        return {
            **collectives_metadata(
                self.workspace_root,
                self.days,
                ["inbox files", "turns appended", "session-days", "notes written", "failed"],
                per_collective,
            ),
            "distiller": self.distiller,
            # events announced in <cid>/mem_metadata/inbox.jsonl (`reverie inbox`), one per collective that changed
            "inbox_events": {cid: run.event for cid, run in self.runs.items() if run.event},
            "inbox_files": sum(run.inbox.files for run in runs),
            "turns_appended": self.turns_appended,
            "automation_turns_skipped": sum(run.inbox.skipped_automation for run in runs),
            "duplicate_turns": sum(run.inbox.duplicates for run in runs),
            "session_days": sum(run.flush.sessions_seen for run in runs),
            "notes_created": actions["created"],
            "notes_updated": actions["updated"],
            "notes_appended_after_hand_edit": actions["appended"] + actions["recreated"],
            "notes_unchanged": actions["unchanged"] + actions["kept-edited"] + actions["kept-deleted"],
            "sessions_with_nothing_to_note": actions["nothing-to-note"],
            "failed_sessions": len(failures),
            "instructions_quoted": sum(run.flush.instructions_quoted for run in runs),
            "failures": failures[:20],
            "refused_lines": len(errors),
            # every non-blank line of every inbox file is stored, duplicated, skipped on purpose or rejected
            "lines_per_file": md_table(
                ["collective", "file", "lines read", "stored", "duplicated", "skipped", "rejected", "file refused"],
                [
                    [cid, f.file, f.lines, f.stored, f.duplicated, f.skipped, f.rejected, f.error.split(": ", 1)[-1]]
                    for cid, run in self.runs.items()
                    for f in run.inbox.per_file
                ],
            ),
            "notes_written": self.written[:200],
            "notes": md_table(
                ["collective", "day", "session", "note", "action", "items", "description"],
                note_rows({cid: run.flush.notes for cid, run in self.runs.items()}),
            ),
        }

    def check_metadata(self) -> dict[str, Any]:
        """The `session_inputs_valid` check's metadata (it passes when there are no errors)."""
        errors = self.errors
        return {
            "refused_lines": len(errors),
            "first_errors": errors[:20],
            "rejected_files": [f"{cid}/{name}" for cid, run in self.runs.items() for name in run.inbox.rejected_files],
        }


def session_notes_run(
    workspaces: dict[str, Workspace],
    workspace_root: Path,
    days: Sequence[str],
    distiller: NoteDistiller,
    *,
    tz: str,
    auto_memory_interval: int | None,
    max_inbox_bytes: int,
    sessions: list[str] | None,
    force: bool,
    limits: InputLimits,
    log: Log,
) -> SessionNotesReport:
    """Distil every collective's sessions of `days`; refused input is logged, one warning per error."""
    report = SessionNotesReport(workspace_root, list(days), distiller.generator)
    for cid, ws in workspaces.items():
        run = report.runs[cid] = distil_sessions(
            ws,
            days,
            distiller,
            tz=tz,
            auto_memory_interval=auto_memory_interval,
            max_inbox_bytes=max_inbox_bytes,
            sessions=sessions,
            force=force,
            limits=limits,
        )
        log_errors(log, f"[{cid}] session input refused", run.inbox.errors + run.flush.dialog_errors)
        for failure in run.flush.failures[:50]:
            log.error(f"[{cid}] {failure}")
        log.info(
            f"[{cid}] {days[0]}..{days[-1]}: inbox {run.inbox.files} files, {run.inbox.turns_appended} "
            f"turns appended; {run.flush.sessions_seen} session-days, notes "
            f"{dict(Counter(n.action for n in run.flush.notes))}"
        )
    if not report.runs:
        log.info(f"no collective under {workspace_root} yet: nothing to distil")
    return report


@dataclass
class ResourceNotesReport:
    """Every collective's (scan, report) of one `resource_notes` run."""

    workspace_root: Path
    days: list[str]
    distiller: str
    results: dict[str, tuple[ResourceScan, ResourceReport]] = field(default_factory=dict)

    @property
    def errors(self) -> list[str]:
        return [e for cid, (_, r) in self.results.items() for e in _in(cid, r.errors)]

    @property
    def failures(self) -> list[str]:
        return [f for cid, (_, r) in self.results.items() for f in _in(cid, r.failures)]

    @property
    def outage(self) -> LLMOutage:
        return LLMOutage.across({cid: report.outage for cid, (_, report) in self.results.items()})

    def per_collective(self) -> list[list[object]]:
        days = set(self.days)
        return [
            [
                cid,
                len(scan.files),
                scan.unchanged,
                sum(c.day in days for c in scan.changes),
                sum(n.action != "unchanged" for n in report.notes),
                len(report.errors) + len(report.failures),
            ]
            for cid, (scan, report) in self.results.items()
        ]

    @property
    def notes_touched(self) -> int:
        return sum(int(str(row[4])) for row in self.per_collective())

    def metadata(self) -> dict[str, Any]:
        days, results = set(self.days), self.results
        changes = Counter(c.change for scan, _ in results.values() for c in scan.changes if c.day in days)
        actions = Counter(n.action for _, report in results.values() for n in report.notes)
        skipped = [[f"{cid}/{path}", reason] for cid, (_, r) in results.items() for path, reason in r.skipped]
        later = sorted({c.day for scan, _ in results.values() for c in scan.changes} - days)
        return {
            **collectives_metadata(
                self.workspace_root,
                self.days,
                ["files", "unchanged", "changes in this run", "notes touched", "errors"],
                self.per_collective(),
            ),
            "distiller": self.distiller,
            "inbox_events": {cid: r.event for cid, (_, r) in results.items() if r.event},
            "files_scanned": sum(len(scan.files) for scan, _ in results.values()),
            "files_unchanged": sum(scan.unchanged for scan, _ in results.values()),
            "added": changes["added"],
            "modified": changes["modified"],
            "deleted": changes["deleted"],
            "notes_created": actions["created"],
            "notes_updated": actions["updated"] + actions["appended"] + actions["recreated"],
            "notes_deleted": actions["deleted"],
            "notes_kept_after_source_deleted": actions["kept-source-deleted"],
            "skipped_files": len(skipped),
            "skipped": md_table(["file", "reason"], skipped),
            "errors": self.errors[:30],
            "failures": self.failures[:20],
            "refused_files": sum(f["status"] == "refused" for _, r in results.values() for f in r.per_file),
            "instructions_quoted": sum(r.instructions_quoted for _, r in results.values()),
            "files": md_table(
                ["collective", "file", "status", "lines", "problems", "first problem"],
                [
                    [cid, f["file"], f["status"], f["lines"], f["problems"], f["reason"][:200]]
                    for cid, (_, r) in results.items()
                    for f in r.per_file
                ],
                limit=200,
            ),
            "links_marked_deleted_in": [f"{cid}/{rel}" for cid, (_, r) in results.items() for rel in r.annotated][:50],
            "changes_left_for_other_days": later[:30],
            "notes": md_table(
                ["collective", "day", "resource", "note", "action", "items", "description"],
                note_rows({cid: r.notes for cid, (_, r) in results.items()}),
            ),
        }

    def check_metadata(self) -> dict[str, Any]:
        """The `resources_readable` check's metadata (it passes when there are no errors and no failures)."""
        problems = self.errors + self.failures
        return {"errors": len(problems), "first_errors": problems[:20]}


def resource_notes_run(
    workspaces: dict[str, Workspace],
    workspace_root: Path,
    days: Sequence[str],
    distiller: NoteDistiller,
    *,
    tz: str,
    max_bytes: int,
    today: str,
    limits: InputLimits,
    log: Log,
) -> ResourceNotesReport:
    """Turn every collective's changed resources of `days` into notes; refused files are logged."""
    report = ResourceNotesReport(workspace_root, list(days), distiller.generator)
    for cid, ws in workspaces.items():
        scan, result = report.results[cid] = distil_resources(
            ws, days, distiller, tz=tz, max_bytes=max_bytes, today=today, limits=limits
        )
        log_errors(log, f"[{cid}] resource refused", result.errors)
        for path, reason in result.skipped[:50]:
            log.info(f"[{cid}] resource skipped: {path}: {reason}")
        for failure in result.failures[:50]:
            log.error(f"[{cid}] {failure}")
        later = sorted({c.day for c in scan.changes} - set(days))
        if later:
            log.info(f"[{cid}] changes dated outside this run are left for their own partitions: {later[:10]}")
        log.info(
            f"[{cid}] {len(scan.files)} resource files, {scan.unchanged} unchanged; notes "
            f"{dict(Counter(n.action for n in result.notes))}"
        )
    if not report.results:
        log.info(f"no collective under {workspace_root} yet: nothing to read")
    return report
