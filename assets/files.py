"""Memory as files: session_notes (auto memory) and resource_notes (auto resource), daily partitions.

A partition is a note date (YYYY-MM-DD in REVERIE_TIMEZONE). Both assets
process every collective's workspace (`<root>/<cid>/`, see reverie.workspace)
one after the other, each with its own catalog; they write Markdown under
`<cid>/memory/<date>/` and refresh the day index `<cid>/memory/<date>.md`.
The engine is `reverie.files`.
"""

import dagster as dg
from pydantic import Field

from assets.metadata import check_results, dagster_metadata, settings_metadata
from assets.outages import llm_asset, step_retries
from resources import LLMResource, ReverieSettings
from reverie.files import make_distiller
from reverie.files.runs import resource_notes_run, session_notes_run

GROUP = "files"


class CollectivesConfig(dg.Config):
    collectives: list[str] = Field(
        default_factory=list, description="Only these collectives (the sensors set this); empty = all."
    )


class SessionNotesConfig(CollectivesConfig):
    sessions: list[str] = Field(
        default_factory=list, description="Only these session ids (the session sensor sets this); empty = all."
    )
    force: bool = Field(default=False, description="Distil again even when a session's turns did not change.")


@llm_asset(
    group_name=GROUP,
    kinds={"markdown", "python"},
    deps=[dg.AssetKey("session_dialogs")],
    versioned_by=("timezone", "auto_memory_interval"),
    logic=("reverie.files",),
    check_specs=[
        dg.AssetCheckSpec(
            "session_inputs_valid",
            asset="session_notes",
            description="Every inbox line and stored turn of this run could be read.",
        )
    ],
)
def session_notes(
    context: dg.AssetExecutionContext, config: SessionNotesConfig, settings: ReverieSettings, llm: LLMResource
) -> dg.MaterializeResult:
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
    untouched and their turns pending; the step is retried (REVERIE_STEP_RETRIES).
    """
    with step_retries(context):
        cfg = settings.resolved()
        report = session_notes_run(
            cfg,
            list(context.partition_keys),
            make_distiller(llm.client()),
            collectives=config.collectives,
            sessions=config.sessions or None,
            force=config.force,
            log=context.log,
        )
    return dg.MaterializeResult(
        metadata={**settings_metadata(cfg), **dagster_metadata(report.metadata())},
        check_results=check_results(context, report.checks()),
    )


@llm_asset(
    group_name=GROUP,
    kinds={"markdown", "python"},
    deps=[dg.AssetKey("resource_files")],
    versioned_by=("timezone", "max_resource_bytes"),
    logic=("reverie.files",),
    check_specs=[
        dg.AssetCheckSpec(
            "resources_readable",
            asset="resource_notes",
            description="Every changed resource of this run was read without error.",
        )
    ],
)
def resource_notes(
    context: dg.AssetExecutionContext, config: CollectivesConfig, settings: ReverieSettings, llm: LLMResource
) -> dg.MaterializeResult:
    """Notes of the files people drop in `<cid>/resource/`, linked to their source, for every collective.

    Each collective's resources become notes in its own `<cid>/memory/`. Files at the root of resource/ are
    dated by the day they were first seen
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
    with step_retries(context):
        cfg = settings.resolved()
        days = list(context.partition_keys)
        report = resource_notes_run(
            cfg, days, make_distiller(llm.client()), collectives=config.collectives, log=context.log
        )
    return dg.MaterializeResult(
        metadata={**settings_metadata(cfg), **dagster_metadata(report.metadata())},
        check_results=check_results(context, report.checks()),
    )
