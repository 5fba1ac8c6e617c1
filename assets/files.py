"""Memory as files: session_notes (auto memory) and resource_notes (auto resource), daily partitions.

A partition is a note date (YYYY-MM-DD in REVERIE_TIMEZONE). Both assets
process every collective's workspace (`<root>/<cid>/`, see reverie.workspace)
one after the other, each with its own catalog; they write Markdown under
`<cid>/memory/<date>/` and refresh the day index `<cid>/memory/<date>.md`.
The engine is `reverie.files`.
"""

from collections import Counter

import dagster as dg
from pydantic import Field

from assets.metadata import collectives_metadata, log_errors, md_table, settings_metadata
from assets.outages import fail_on_llm_outage, llm_asset
from resources import LLMResource, ReverieSettings
from reverie.files import distil_resources, distil_sessions, make_distiller
from reverie.llm import LLMOutage
from reverie.workspace import collective_workspaces, today_in

GROUP = "files"


class CollectivesConfig(dg.Config):
    collectives: list[str] = Field(default_factory=list,
                                   description="Only these collectives (the sensors set this); empty = all.")


class SessionNotesConfig(CollectivesConfig):
    sessions: list[str] = Field(default_factory=list,
                                description="Only these session ids (the session sensor sets this); empty = all.")
    force: bool = Field(default=False, description="Distil again even when a session's turns did not change.")


def _note_rows(per_collective: dict[str, list]) -> list[list[object]]:
    return [[cid, n.day, n.owner, n.path or "-", n.action, n.items_added, n.description]
            for cid, notes in per_collective.items() for n in notes if n.action != "unchanged"]


def _in(cid: str, messages: list[str]) -> list[str]:
    return [f"[{cid}] {m}" for m in messages]


@llm_asset(
    group_name=GROUP,
    kinds={"markdown", "python"},
    check_specs=[dg.AssetCheckSpec("session_inputs_valid", asset="session_notes",
                                   description="Every inbox line and stored turn of this run could be read.")],
)
def session_notes(context: dg.AssetExecutionContext, config: SessionNotesConfig, settings: ReverieSettings,
                  llm: LLMResource) -> dg.MaterializeResult:
    """Daily notes distilled from agents' conversations: `<cid>/memory/<date>/<note>.md`, one per session and day.

    For each collective `<cid>` under the workspace root (or those the run's
    config names), on its own: first the JSONL files dropped in
    `<cid>/mem_session/inbox/` are sanitised (tool
    results and base64 data removed, cron/heartbeat turns skipped) and appended
    to `mem_session/dialog/<session_id>.jsonl`. Then every session with turns
    on the partition's days is distilled (litellm when REVERIE_LLM_MODEL is
    set, deterministic extraction otherwise) into its note, with frontmatter
    `session_id` and `source_conversation`. A later flush updates the same
    note; a note a person edited is kept and only gets new items appended.
    Sessions whose turns did not change are left alone; a session that fails
    stays pending for the next run. An LLM outage (not one session's fault)
    fails the step with its cause and the session-days it hit, their notes
    untouched and their turns pending; the retry policy runs it again.
    """
    cfg = settings.resolved()
    distiller = make_distiller(llm.client())
    days = list(context.partition_keys)
    runs = {}
    for cid, ws in collective_workspaces(cfg.workspace_dir, config.collectives).items():
        run = runs[cid] = distil_sessions(
            ws, days, distiller, tz=cfg.timezone, auto_memory_interval=cfg.auto_memory_interval,
            max_inbox_bytes=cfg.max_inbox_file_bytes, sessions=config.sessions or None, force=config.force,
            limits=cfg.input_limits)
        log_errors(context.log, f"[{cid}] session input refused", run.inbox.errors + run.flush.dialog_errors)
        for failure in run.flush.failures[:50]:
            context.log.error(f"[{cid}] {failure}")
        context.log.info(f"[{cid}] {days[0]}..{days[-1]}: inbox {run.inbox.files} files, {run.inbox.turns_appended} "
                         f"turns appended; {run.flush.sessions_seen} session-days, notes "
                         f"{dict(Counter(n.action for n in run.flush.notes))}")
    if not runs:
        context.log.info(f"no collective under {cfg.workspace_dir} yet: nothing to distil")
    actions = Counter(n.action for run in runs.values() for n in run.flush.notes)
    errors = [e for cid, run in runs.items() for e in _in(cid, run.inbox.errors + run.flush.dialog_errors)]
    failures = [f for cid, run in runs.items() for f in _in(cid, run.flush.failures)]
    written = sorted(f"{cid}/{n.path}" for cid, run in runs.items() for n in run.flush.notes
                     if n.action in ("created", "updated", "appended", "recreated"))
    per_collective = [[cid, run.inbox.files, run.inbox.turns_appended, run.flush.sessions_seen,
                       sum(n.action in ("created", "updated", "appended", "recreated") for n in run.flush.notes),
                       len(run.flush.failures)] for cid, run in runs.items()]
    fail_on_llm_outage(LLMOutage.across({cid: run.flush.outage for cid, run in runs.items()}), "session-days",
                       kept="their notes are unchanged and their turns stay pending for the retry",
                       metadata={"turns_appended": sum(run.inbox.turns_appended for run in runs.values()),
                                 "notes_written": len(written)})
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(cfg),
            **collectives_metadata(cfg, days, ["inbox files", "turns appended", "session-days", "notes written",
                                               "failed"], per_collective),
            "distiller": distiller.generator,
            # events announced in <cid>/mem_metadata/inbox.jsonl (`reverie inbox`), one per collective that changed
            "inbox_events": dg.MetadataValue.json({cid: run.event for cid, run in runs.items() if run.event}),
            "inbox_files": sum(run.inbox.files for run in runs.values()),
            "turns_appended": sum(run.inbox.turns_appended for run in runs.values()),
            "automation_turns_skipped": sum(run.inbox.skipped_automation for run in runs.values()),
            "duplicate_turns": sum(run.inbox.duplicates for run in runs.values()),
            "session_days": sum(run.flush.sessions_seen for run in runs.values()),
            "notes_created": actions["created"],
            "notes_updated": actions["updated"],
            "notes_appended_after_hand_edit": actions["appended"] + actions["recreated"],
            "notes_unchanged": actions["unchanged"] + actions["kept-edited"] + actions["kept-deleted"],
            "sessions_with_nothing_to_note": actions["nothing-to-note"],
            "failed_sessions": len(failures),
            "failures": dg.MetadataValue.json(failures[:20]),
            "refused_lines": len(errors),
            # every non-blank line of every inbox file is stored, duplicated, skipped on purpose or rejected
            "lines_per_file": dg.MetadataValue.md(md_table(
                ["collective", "file", "lines read", "stored", "duplicated", "skipped", "rejected", "file refused"],
                [[cid, f.file, f.lines, f.stored, f.duplicated, f.skipped, f.rejected, f.error.split(": ", 1)[-1]]
                 for cid, run in runs.items() for f in run.inbox.per_file])),
            "notes_written": dg.MetadataValue.json(written[:200]),
            "notes": dg.MetadataValue.md(md_table(
                ["collective", "day", "session", "note", "action", "items", "description"],
                _note_rows({cid: run.flush.notes for cid, run in runs.items()}))),
        },
        check_results=[dg.AssetCheckResult(
            check_name="session_inputs_valid", passed=not errors, severity=dg.AssetCheckSeverity.WARN,
            metadata={"refused_lines": len(errors), "first_errors": dg.MetadataValue.json(errors[:20]),
                      "rejected_files": dg.MetadataValue.json(
                          [f"{cid}/{name}" for cid, run in runs.items() for name in run.inbox.rejected_files])},
        )],
    )


@llm_asset(
    group_name=GROUP,
    kinds={"markdown", "python"},
    check_specs=[dg.AssetCheckSpec("resources_readable", asset="resource_notes",
                                   description="Every changed resource of this run was read without error.")],
)
def resource_notes(context: dg.AssetExecutionContext, config: CollectivesConfig, settings: ReverieSettings,
                   llm: LLMResource) -> dg.MaterializeResult:
    """Notes of the files people drop in `<cid>/resource/`, linked to their source, for every collective.

    Each collective's resources become notes in its own `<cid>/memory/`. Files at the root of resource/ are dated by the day they were first seen
    (today in REVERIE_TIMEZONE); files under `resource/YYYY-MM-DD/` by their
    folder. md, txt, json, jsonl, csv, yaml and html are read as UTF-8 and
    turned into `memory/<date>/<name>.md` with `source_resource: [[resource/...]]`;
    other files are skipped with a reason. Changes are found by content hash:
    an unchanged file costs one hash, a modified one updates its note, a
    deleted one deletes its note (the day index lists it as removed and links
    to it are marked). Invalid UTF-8, oversized files and malformed lines are
    reported as `path[:line]: reason` while the rest is processed. An LLM
    outage fails the step with its cause and the files it hit, their notes
    untouched and the files left for the retry.
    """
    cfg = settings.resolved()
    distiller = make_distiller(llm.client())
    days = list(context.partition_keys)
    today = today_in(cfg.timezone)
    results = {}
    for cid, ws in collective_workspaces(cfg.workspace_dir, config.collectives).items():
        scan, report = results[cid] = distil_resources(ws, days, distiller, tz=cfg.timezone,
                                                       max_bytes=cfg.max_resource_bytes, today=today,
                                                       limits=cfg.input_limits)
        log_errors(context.log, f"[{cid}] resource refused", report.errors)
        for path, reason in report.skipped[:50]:
            context.log.info(f"[{cid}] resource skipped: {path}: {reason}")
        for failure in report.failures[:50]:
            context.log.error(f"[{cid}] {failure}")
        later = sorted({c.day for c in scan.changes} - set(days))
        if later:
            context.log.info(f"[{cid}] changes dated outside this run are left for their own partitions: "
                             f"{later[:10]}")
        context.log.info(f"[{cid}] {len(scan.files)} resource files, {scan.unchanged} unchanged; notes "
                         f"{dict(Counter(n.action for n in report.notes))}")
    if not results:
        context.log.info(f"no collective under {cfg.workspace_dir} yet: nothing to read")
    changes = Counter(c.change for scan, _ in results.values() for c in scan.changes if c.day in set(days))
    actions = Counter(n.action for _, report in results.values() for n in report.notes)
    errors = [e for cid, (_, r) in results.items() for e in _in(cid, r.errors)]
    failures = [f for cid, (_, r) in results.items() for f in _in(cid, r.failures)]
    skipped = [[f"{cid}/{path}", reason] for cid, (_, r) in results.items() for path, reason in r.skipped]
    later = sorted({c.day for scan, _ in results.values() for c in scan.changes} - set(days))
    per_collective = [[cid, len(scan.files), scan.unchanged, sum(c.day in set(days) for c in scan.changes),
                       sum(n.action != "unchanged" for n in report.notes), len(report.errors) + len(report.failures)]
                      for cid, (scan, report) in results.items()]
    fail_on_llm_outage(LLMOutage.across({cid: report.outage for cid, (_, report) in results.items()}),
                       "resource files", kept="their notes are unchanged and the files stay pending for the retry",
                       metadata={"notes_touched": sum(row[4] for row in per_collective)})
    return dg.MaterializeResult(
        metadata={
            **settings_metadata(cfg),
            **collectives_metadata(cfg, days, ["files", "unchanged", "changes in this run", "notes touched",
                                               "errors"], per_collective),
            "distiller": distiller.generator,
            "inbox_events": dg.MetadataValue.json({cid: r.event for cid, (_, r) in results.items() if r.event}),
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
            "skipped": dg.MetadataValue.md(md_table(["file", "reason"], skipped)),
            "errors": dg.MetadataValue.json(errors[:30]),
            "failures": dg.MetadataValue.json(failures[:20]),
            "refused_files": sum(f["status"] == "refused" for _, r in results.values() for f in r.per_file),
            "files": dg.MetadataValue.md(md_table(
                ["collective", "file", "status", "lines", "problems", "first problem"],
                [[cid, f["file"], f["status"], f["lines"], f["problems"], f["reason"][:200]]
                 for cid, (_, r) in results.items() for f in r.per_file], limit=200)),
            "links_marked_deleted_in": dg.MetadataValue.json(
                [f"{cid}/{rel}" for cid, (_, r) in results.items() for rel in r.annotated][:50]),
            "changes_left_for_other_days": dg.MetadataValue.json(later[:30]),
            "notes": dg.MetadataValue.md(md_table(
                ["collective", "day", "resource", "note", "action", "items", "description"],
                _note_rows({cid: r.notes for cid, (_, r) in results.items()}))),
        },
        check_results=[dg.AssetCheckResult(
            check_name="resources_readable", passed=not errors and not failures,
            severity=dg.AssetCheckSeverity.WARN,
            metadata={"errors": len(errors) + len(failures),
                      "first_errors": dg.MetadataValue.json((errors + failures)[:20])},
        )],
    )
