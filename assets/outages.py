"""What an LLM-calling or publishing step does when a service it needs is down.

Contract (docs/reflection.md, "When the LLM is down"): an outage is not
about one item, so the step fails with the cause and how many items it hit,
having replaced or deleted nothing it stores; the step's RetryPolicy runs it
again with exponential backoff. Every asset that calls an LLM uses
`LLM_RETRY_POLICY` and `fail_on_llm_outage`.
"""

import dagster as dg

from assets.partitions import daily_asset
from reverie.config import Settings
from reverie.llm import LLMOutage


def step_retry_policy() -> dg.RetryPolicy:
    """REVERIE_STEP_RETRIES retries (3), waiting REVERIE_STEP_RETRY_DELAY_S (60 s), then twice as long each time."""
    s = Settings()
    return dg.RetryPolicy(
        max_retries=s.step_retries,
        delay=s.step_retry_delay_s,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    )


# Read once when the code location loads, like the schedules' intervals.
LLM_RETRY_POLICY = step_retry_policy()
PUBLISH_RETRY_POLICY = LLM_RETRY_POLICY


def llm_asset(*, versioned_by: tuple[str, ...] = (), **asset_args):
    """A daily asset that calls an LLM: in pool "llm", retried by `LLM_RETRY_POLICY` (`asset_args` as `dg.asset`'s).

    Its code version covers the model (`llm_model`) besides what `versioned_by` names (see `daily_asset`).
    """
    return daily_asset(
        pool="llm", retry_policy=LLM_RETRY_POLICY, versioned_by=("llm_model", *versioned_by), **asset_args
    )


def describe_retry(policy: dg.RetryPolicy = LLM_RETRY_POLICY) -> str:
    return f"up to {policy.max_retries} retries, the first after {policy.delay:g} s, doubling"


def fail_on_llm_outage(outage: LLMOutage, what: str, kept: str, metadata: dict | None = None) -> None:
    """Raise a step failure naming the outage's cause and the `what` it hit, if there was one."""
    if not outage:
        return
    raise dg.Failure(
        description=outage.message(what, kept) + f". The step will be retried ({describe_retry()}).",
        metadata={
            "llm_cause": outage.cause,
            f"{what.replace(' ', '_')}_hit": outage.hit,
            "hit": dg.MetadataValue.json(outage.items[:50]),
            **(metadata or {}),
        },
        allow_retries=True,
    )
