"""The asset edge of `ReverieError`: an error the engine raised on purpose fails the step with its message.

A `ReverieError` says what was wrong and where (bad input, a missing service, a busy lock); the step fails
with that one message as its description, not a chained traceback. Anything else is a bug and propagates as is.
"""

from collections.abc import Iterator
from contextlib import contextmanager

import dagster as dg

from reverie.errors import ReverieError


def step_failure(exc: ReverieError) -> dg.Failure:
    """The step failure a `ReverieError` becomes: its message as the description, nothing chained to it."""
    return dg.Failure(description=str(exc).strip() or type(exc).__name__)


@contextmanager
def reverie_failure() -> Iterator[None]:
    """Run an engine call; a `ReverieError` becomes a `dg.Failure` whose description is its message.

    The failure allows retries, as the error did before: a step's retry policy still retries a busy lock.
    """
    try:
        yield
    except ReverieError as exc:
        raise step_failure(exc) from None
