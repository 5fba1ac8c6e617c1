"""`ReverieError`: the one base of the errors Reverie raises on purpose.

Every error class of the engine inherits it next to its old base (most are also `ValueError` or
`RuntimeError`, so existing `except` clauses keep working). The CLI and the asset edges catch it once:
a `ReverieError` is a message for the user (bad input, a missing service, a busy lock), anything else a bug.
"""

from __future__ import annotations


class ReverieError(Exception):
    """An error whose message says what was wrong and where; the CLI prints it without a traceback."""
