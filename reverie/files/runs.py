"""The files layer over every collective: what the `session_notes` and `resource_notes` assets run.

`session_notes_run` and `resource_notes_run` process each collective's workspace in turn (each with its own
catalog), with the knobs of the resolved `Settings`, log what happened per collective, and return a report whose
`metadata()` and `checks()` are what the materialisation shows. An LLM outage raises `ServiceOutage` once every
collective was tried, naming what it hit and that it stays pending. No Dagster here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reverie.config import Settings
from reverie.files import SessionRun, distil_resources, distil_sessions
from reverie.files.distil import NoteDistiller
from reverie.files.resource_notes import ResourceReport
from reverie.files.resource_scan import ResourceScan
from reverie.llm import LLMOutage
from reverie.reporting import Log, collectives_metadata, log_errors, md_table
from reverie.workspace import collective_workspaces, today_in

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

    def checks(self) -> dict[str, tuple[bool, dict[str, Any]]]:
        """Each asset check's (passed, metadata): `session_inputs_valid` passes when every line could be read."""
        return {"session_inputs_valid": (not self.errors, self.check_metadata())}

    def raise_on_outage(self) -> None:
        """Raise `ServiceOutage` if the LLM was down: the session-days it hit keep their notes, their turns pending."""
        self.outage.raise_if_any(
            "session-days",
            "their notes are unchanged and their turns stay pending for the retry",
            turns_appended=self.turns_appended,
            notes_written=len(self.written),
        )


def session_notes_run(
    settings: Settings,
    days: Sequence[str],
    distiller: NoteDistiller,
    *,
    collectives: Sequence[str] = (),
    sessions: list[str] | None = None,
    force: bool = False,
    log: Log,
) -> SessionNotesReport:
    """Distil the sessions of `days` of every collective under the settings' workspace root (or of `collectives`,
    an unknown one being a `ReverieError`), only `sessions` when given, again when `force`.

    Days, the auto-memory interval, the inbox file size and the input limits are the `settings`'. Refused input
    is logged, one warning per error. An LLM outage raises `ServiceOutage` (`SessionNotesReport.raise_on_outage`).
    """
    root = settings.workspace_dir
    report = SessionNotesReport(root, list(days), distiller.generator)
    limits = settings.input_limits
    for cid, ws in collective_workspaces(root, collectives).items():
        run = report.runs[cid] = distil_sessions(
            ws,
            days,
            distiller,
            tz=settings.timezone,
            auto_memory_interval=settings.auto_memory_interval,
            max_inbox_bytes=settings.max_inbox_file_bytes,
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
        log.info(f"no collective under {root} yet: nothing to distil")
    report.raise_on_outage()
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

    def checks(self) -> dict[str, tuple[bool, dict[str, Any]]]:
        """Each asset check's (passed, metadata): `resources_readable` passes with no error and no failure."""
        return {"resources_readable": (not self.errors and not self.failures, self.check_metadata())}

    def raise_on_outage(self) -> None:
        """Raise `ServiceOutage` if the LLM was down: the files it hit keep their notes and stay pending."""
        self.outage.raise_if_any(
            "resource files",
            "their notes are unchanged and the files stay pending for the retry",
            notes_touched=self.notes_touched,
        )


def resource_notes_run(
    settings: Settings,
    days: Sequence[str],
    distiller: NoteDistiller,
    *,
    collectives: Sequence[str] = (),
    today: str | None = None,
    log: Log,
) -> ResourceNotesReport:
    """Turn the changed resources of `days` of every collective under the settings' workspace root (or of
    `collectives`, an unknown one being a `ReverieError`) into notes; refused files are logged.

    Days, the file size and the input limits are the `settings`'; undated resources are dated `today` (by
    default today in REVERIE_TIMEZONE). An LLM outage raises `ServiceOutage` (`ResourceNotesReport.raise_on_outage`).
    """
    root, tz = settings.workspace_dir, settings.timezone
    report = ResourceNotesReport(root, list(days), distiller.generator)
    today, limits = today or today_in(tz), settings.input_limits
    for cid, ws in collective_workspaces(root, collectives).items():
        scan, result = report.results[cid] = distil_resources(
            ws, days, distiller, tz=tz, max_bytes=settings.max_resource_bytes, today=today, limits=limits
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
        log.info(f"no collective under {root} yet: nothing to read")
    report.raise_on_outage()
    return report
