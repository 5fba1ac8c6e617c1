"""What an LLM-calling or publishing step does when it fails, above all when a service it needs is down.

Contract (docs/reflection.md, "When the LLM is down"): an outage is not about one item, so the step fails
with the cause and how many items it hit, having replaced or deleted nothing it stores (the engine raises
`ServiceOutage` saying so), and is run again with exponential backoff. Every such asset is declared with
`llm_asset` (or `retry_policy=STEP_RETRY_POLICY`) and runs its work inside `step_retries`.

No setting is read when the code location loads: how many retries and how long they wait
(REVERIE_STEP_RETRIES, REVERIE_STEP_RETRY_DELAY_S) are read by `step_retries` each time a step runs.
"""

from collections.abc import Iterator
from contextlib import contextmanager

import dagster as dg

from assets.edge import step_failure
from assets.metadata import dagster_metadata
from assets.partitions import daily_asset
from reverie.config import Settings
from reverie.errors import ReverieError, ServiceOutage

# Fixed, so that loading the code location reads no setting. Dagster applies it only to an attempt that ended
# without the step's own error handling: its process died (say under the OOM killer) or the run was interrupted.
# Then it starts the next attempt after 10 s (doubling, jittered), at most 10 times; `step_retries` fails an
# attempt beyond REVERIE_STEP_RETRIES at once, so the settings bound these retries too.
STEP_RETRY_POLICY = dg.RetryPolicy(
    max_retries=10, delay=10, backoff=dg.Backoff.EXPONENTIAL, jitter=dg.Jitter.PLUS_MINUS
)


def settings_retry_policy(settings: Settings) -> dg.RetryPolicy:
    """REVERIE_STEP_RETRIES retries (3), waiting REVERIE_STEP_RETRY_DELAY_S (60 s), then twice as long each time."""
    return dg.RetryPolicy(
        max_retries=settings.step_retries,
        delay=settings.step_retry_delay_s,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    )


def llm_asset(*, versioned_by: tuple[str, ...] = (), **asset_args):
    """A daily asset that calls an LLM: in pool "llm", with `STEP_RETRY_POLICY` (`asset_args` as `dg.asset`'s).

    Its body runs inside `step_retries`. Its code version covers the model (`llm_model`) besides what
    `versioned_by` names (see `daily_asset`).
    """
    return daily_asset(
        pool="llm", retry_policy=STEP_RETRY_POLICY, versioned_by=("llm_model", *versioned_by), **asset_args
    )


def describe_retry(policy: dg.RetryPolicy) -> str:
    return f"up to {policy.max_retries} retries, the first after {policy.delay:g} s, doubling"


def _attempt_failure(exc: Exception, policy: dg.RetryPolicy) -> Exception:
    """What an attempt's error shows as: a `ServiceOutage` its message, that it will be retried, and its figures;
    any other `ReverieError` its message alone (`step_failure`); anything else itself, traceback and all."""
    if isinstance(exc, ServiceOutage):
        return dg.Failure(
            description=f"{exc} The step will be retried ({describe_retry(policy)}).",
            metadata=dagster_metadata(exc.metadata),
        )
    if isinstance(exc, ReverieError):
        return step_failure(exc)
    return exc


@contextmanager
def step_retries(context: dg.AssetExecutionContext) -> Iterator[None]:
    """Run a step's work; when it raises, ask Dagster to run the step again as REVERIE_STEP_* say, read now.

    Up to REVERIE_STEP_RETRIES retries, the first after REVERIE_STEP_RETRY_DELAY_S, then twice as long each
    time (jittered); the last failure is the step's, shown as `_attempt_failure` says. A `dg.Failure` that
    allows no retries is not retried; neither is a setting that is not valid, nor an attempt beyond
    REVERIE_STEP_RETRIES (one `STEP_RETRY_POLICY` started after a process died): those fail at once.
    """
    try:
        policy = settings_retry_policy(Settings())
    except ReverieError as exc:  # a setting that is not valid: no retry can mend it
        raise dg.Failure(description=str(exc), allow_retries=False) from None
    attempt = context.retry_number
    if attempt > policy.max_retries:
        raise dg.Failure(
            description=f"attempt {attempt + 1} not run: the previous one ended without finishing (its process "
            f"died or the run was interrupted) and REVERIE_STEP_RETRIES={policy.max_retries} retries are used up",
            allow_retries=False,
        )
    try:
        yield
    except (dg.DagsterError, dg.RetryRequested):
        raise
    except dg.Failure as failure:
        if not failure.allow_retries:
            raise
        raise dg.RetryRequested(policy.max_retries, policy.calculate_delay(attempt + 1)) from failure
    except Exception as exc:
        raise dg.RetryRequested(policy.max_retries, policy.calculate_delay(attempt + 1)) from _attempt_failure(
            exc, policy
        )
