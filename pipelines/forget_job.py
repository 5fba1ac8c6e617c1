"""`forget_job`: forget on request from the UI, with what it removed per store in the run's metadata."""

import dagster as dg
from pydantic import Field

from assets.metadata import md_table
from resources import EmbedderResource, HotCacheResource, LLMResource, ReverieSettings


class ForgetConfig(dg.Config):
    """What to forget: a collective and exactly one of session, resource, episode, agent, before."""

    collective: str = Field(description="The collective; nothing of another one is touched.")
    session: str | None = Field(default=None, description="A conversation (session id).")
    resource: str | None = Field(default=None, description="A dropped file, as its resource/ relative path.")
    episode: str | None = Field(default=None, description="One episode id.")
    agent: str | None = Field(default=None, description="Every episode of this agent.")
    before: str | None = Field(default=None, description="Everything dated before this day (YYYY-MM-DD).")
    dry_run: bool = Field(default=False, description="List what would change, per store; change nothing.")


@dg.op(
    description="Forget the input the config names and everything derived only from it, in every store; "
    "recompute what had other sources. Idempotent: a rerun completes an interrupted forget."
)
def forget_input(
    context: dg.OpExecutionContext,
    config: ForgetConfig,
    settings: ReverieSettings,
    embedder: EmbedderResource,
    llm: LLMResource,
    hot_cache: HotCacheResource,
) -> dg.Output[dict]:
    from reverie.forget import ForgetError, ForgetRequest, forget

    try:
        request = ForgetRequest(
            config.collective,
            session=config.session,
            resource=config.resource,
            episode=config.episode,
            agent=config.agent,
            before=config.before,
        )
        report = forget(
            settings.resolved(),
            request,
            dry_run=config.dry_run,
            embedder=embedder.embedder,
            summariser=llm.summariser(embed=embedder.embed),
            hot_cache=hot_cache.cache,
            progress=context.log.info,
        )
    except (ForgetError, ValueError) as exc:
        raise dg.Failure(description=str(exc), allow_retries=False) from exc
    rows = [[store, what, n] for store, counts in sorted(report.counts.items()) for what, n in sorted(counts.items())]
    metadata = {
        "request": dg.MetadataValue.json(report.request),
        "dry_run": report.dry_run,
        "resumed": report.resumed,
        "total": report.total(),
        "per_store": dg.MetadataValue.md(md_table(["store", "what", "count"], rows)),
        "counts": dg.MetadataValue.json(report.counts),
        "record": report.record_path,
    }
    # A dry run shows counts only: the event log keeps metadata for good, and the ids and paths that would go
    # (`reverie forget --dry-run` lists them) must not outlive the forget.
    return dg.Output({"request": report.request, "counts": report.counts}, metadata=metadata)  # type: ignore[arg-type]


@dg.job(
    description="Forget on request: a session, a resource, an episode, an agent's episodes or everything "
    "before a day, with everything derived only from it; its metadata lists what was removed "
    "per store.",
    tags={"reverie/kind": "forget"},
)
def forget_job() -> None:
    forget_input()


__all__ = ["ForgetConfig", "forget_job"]
