"""Memory as files: session_notes (auto memory) and resource_notes (auto resource), daily partitions.

A partition is a note date (YYYY-MM-DD in REVERIE_TIMEZONE). Both assets
write Markdown under `workspace/memory/<date>/` and refresh the day index
`memory/<date>.md`; the engine is `reverie.files`.
"""

from collections import Counter

import dagster as dg
from pydantic import Field

from assets.metadata import md_table
from assets.partitions import daily_partitions
from resources import LLMResource, ReverieSettings
from reverie.files import distil_resources, distil_sessions, make_distiller
from reverie.workspace import Workspace, today_in

GROUP = "files"


class SessionNotesConfig(dg.Config):
    sessions: list[str] = Field(default_factory=list,
                                description="Only these session ids (the session sensor sets this); empty = all.")
    force: bool = Field(default=False, description="Distil again even when a session's turns did not change.")


def _note_rows(notes) -> list[list[object]]:
    return [[n.day, n.owner, n.path or "-", n.action, n.items_added, n.description]
            for n in notes if n.action != "unchanged"]


@dg.asset(
    group_name=GROUP,
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    pool="llm",
    kinds={"markdown", "python"},
    check_specs=[dg.AssetCheckSpec("session_inputs_valid", asset="session_notes",
                                   description="Every inbox line and stored turn of this run could be read.")],
)
def session_notes(
    context: dg.AssetExecutionContext,
    config: SessionNotesConfig,
    settings: ReverieSettings,
    llm: LLMResource,
) -> dg.MaterializeResult:
    """Daily notes distilled from agents' conversations: `memory/<date>/<note>.md`, one per session and day.

    First the JSONL files dropped in `mem_session/inbox/` are sanitised (tool
    results and base64 data removed, cron/heartbeat turns skipped) and appended
    to `mem_session/dialog/<session_id>.jsonl`. Then every session with turns
    on the partition's days is distilled (litellm when REVERIE_LLM_MODEL is
    set, deterministic extraction otherwise) into its note, with frontmatter
    `session_id` and `source_conversation`. A later flush updates the same
    note; a note a person edited is kept and only gets new items appended.
    Sessions whose turns did not change are left alone; a session that fails
    stays pending for the next run.
    """
    cfg = settings.resolved()
    ws = Workspace(cfg.workspace_dir)
    distiller = make_distiller(llm.client())
    days = list(context.partition_keys)
    run = distil_sessions(ws, days, distiller, tz=cfg.timezone, auto_memory_interval=cfg.auto_memory_interval,
                          max_inbox_bytes=cfg.max_inbox_file_bytes, sessions=config.sessions or None,
                          force=config.force)
    inbox, flush = run.inbox, run.flush
    actions = Counter(n.action for n in flush.notes)
    for err in (inbox.errors + flush.dialog_errors)[:50]:
        context.log.warning(f"session input refused: {err}")
    for failure in flush.failures[:50]:
        context.log.error(failure)
    context.log.info(f"{days[0]}..{days[-1]}: inbox {inbox.files} files, {inbox.turns_appended} turns appended; "
                     f"{flush.sessions_seen} session-days, notes {dict(actions)}")
    errors = inbox.errors + flush.dialog_errors
    written = sorted(n.path for n in flush.notes if n.action in ("created", "updated", "appended", "recreated"))
    return dg.MaterializeResult(
        metadata={
            "days": dg.MetadataValue.json(days),
            "workspace": dg.MetadataValue.path(str(ws.root)),
            "distiller": distiller.generator,
            "inbox_files": inbox.files,
            "turns_appended": inbox.turns_appended,
            "automation_turns_skipped": inbox.skipped_automation,
            "duplicate_turns": inbox.duplicates,
            "session_days": flush.sessions_seen,
            "notes_created": actions["created"],
            "notes_updated": actions["updated"],
            "notes_appended_after_hand_edit": actions["appended"] + actions["recreated"],
            "notes_unchanged": actions["unchanged"] + actions["kept-edited"] + actions["kept-deleted"],
            "sessions_with_nothing_to_note": actions["nothing-to-note"],
            "failed_sessions": len(flush.failures),
            "failures": dg.MetadataValue.json(flush.failures[:20]),
            "refused_lines": len(errors),
            "notes_written": dg.MetadataValue.json(written[:200]),
            "notes": dg.MetadataValue.md(md_table(["day", "session", "note", "action", "items", "description"],
                                                  _note_rows(flush.notes))),
        },
        check_results=[dg.AssetCheckResult(
            check_name="session_inputs_valid", passed=not errors, severity=dg.AssetCheckSeverity.WARN,
            metadata={"refused_lines": len(errors), "first_errors": dg.MetadataValue.json(errors[:20]),
                      "rejected_files": dg.MetadataValue.json(inbox.rejected_files)},
        )],
    )


@dg.asset(
    group_name=GROUP,
    partitions_def=daily_partitions,
    backfill_policy=dg.BackfillPolicy.single_run(),
    pool="llm",
    kinds={"markdown", "python"},
    check_specs=[dg.AssetCheckSpec("resources_readable", asset="resource_notes",
                                   description="Every changed resource of this run was read without error.")],
)
def resource_notes(
    context: dg.AssetExecutionContext,
    settings: ReverieSettings,
    llm: LLMResource,
) -> dg.MaterializeResult:
    """Notes of the files people drop in `workspace/resource/`, linked to their source.

    Files at the root of resource/ are dated by the day they were first seen
    (today in REVERIE_TIMEZONE); files under `resource/YYYY-MM-DD/` by their
    folder. md, txt, json, jsonl, csv, yaml and html are read as UTF-8 and
    turned into `memory/<date>/<name>.md` with `source_resource: [[resource/...]]`;
    other files are skipped with a reason. Changes are found by content hash:
    an unchanged file costs one hash, a modified one updates its note, a
    deleted one deletes its note (the day index lists it as removed and links
    to it are marked). Invalid UTF-8, oversized files and malformed lines are
    reported as `path[:line]: reason` while the rest is processed.
    """
    cfg = settings.resolved()
    ws = Workspace(cfg.workspace_dir)
    distiller = make_distiller(llm.client())
    days = list(context.partition_keys)
    today = today_in(cfg.timezone)
    scan, report = distil_resources(ws, days, distiller, tz=cfg.timezone, max_bytes=cfg.max_resource_bytes,
                                    today=today)
    changes = Counter(c.change for c in scan.changes if c.day in set(days))
    actions = Counter(n.action for n in report.notes)
    for err in report.errors[:50]:
        context.log.warning(f"resource refused: {err}")
    for path, reason in report.skipped[:50]:
        context.log.info(f"resource skipped: {path}: {reason}")
    for failure in report.failures[:50]:
        context.log.error(failure)
    later = sorted({c.day for c in scan.changes} - set(days))
    if later:
        context.log.info(f"changes dated outside this run are left for their own partitions: {later[:10]}")
    context.log.info(f"{len(scan.files)} resource files, {scan.unchanged} unchanged; changes in this run "
                     f"{dict(changes)}; notes {dict(actions)}")
    return dg.MaterializeResult(
        metadata={
            "days": dg.MetadataValue.json(days),
            "workspace": dg.MetadataValue.path(str(ws.root)),
            "distiller": distiller.generator,
            "files_scanned": len(scan.files),
            "files_unchanged": scan.unchanged,
            "added": changes["added"],
            "modified": changes["modified"],
            "deleted": changes["deleted"],
            "notes_created": actions["created"],
            "notes_updated": actions["updated"] + actions["appended"] + actions["recreated"],
            "notes_deleted": actions["deleted"],
            "notes_kept_after_source_deleted": actions["kept-source-deleted"],
            "skipped_files": len(report.skipped),
            "skipped": dg.MetadataValue.md(md_table(["file", "reason"], [list(s) for s in report.skipped])),
            "errors": dg.MetadataValue.json(report.errors[:30]),
            "failures": dg.MetadataValue.json(report.failures[:20]),
            "links_marked_deleted_in": dg.MetadataValue.json(report.annotated[:50]),
            "changes_left_for_other_days": dg.MetadataValue.json(later[:30]),
            "notes": dg.MetadataValue.md(md_table(["day", "resource", "note", "action", "items", "description"],
                                                  _note_rows(report.notes))),
        },
        check_results=[dg.AssetCheckResult(
            check_name="resources_readable", passed=not report.errors and not report.failures,
            severity=dg.AssetCheckSeverity.WARN,
            metadata={"errors": len(report.errors) + len(report.failures),
                      "first_errors": dg.MetadataValue.json((report.errors + report.failures)[:20])},
        )],
    )
