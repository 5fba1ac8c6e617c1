"""`ReverieError`: the one base of the errors Reverie raises on purpose.

Every error class of the engine inherits it next to its old base (most are also `ValueError` or
`RuntimeError`, so existing `except` clauses keep working). The CLI and the asset edges catch it once:
a `ReverieError` is a message for the user (bad input, a missing service, a busy lock), anything else a bug.
"""

from __future__ import annotations


class ReverieError(Exception):
    """An error whose message says what was wrong and where; the CLI prints it without a traceback."""


class ServiceOutage(ReverieError, RuntimeError):
    """A service a run needs (the LLM, the hot cache) is down; nothing stored was lost and running it again may work.

    The message says the cause, what it hit and what was kept; `metadata` holds the figures a step failure shows
    with it (the asset edge fails the step with both and lets its retries run it again).
    """

    def __init__(self, message: str, metadata: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.metadata: dict[str, object] = metadata or {}
