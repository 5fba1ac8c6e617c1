"""Validation of identifiers that end up in keys, filters and file paths."""

from __future__ import annotations

import re

_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}$")


class InvalidIdError(ValueError):
    """An id that could escape a folder, a key or a query filter."""


def safe_id(value: object, what: str) -> str:
    """Return value if it is a safe identifier (letters, digits, `_ . -`, no `..`), else raise."""
    if not isinstance(value, str) or not _SAFE_ID.match(value) or ".." in value:
        raise InvalidIdError(
            f"{what} {value!r} is not a safe id: use 1-128 letters, digits, '_', '.', '-' "
            "(starting with a letter or digit, no '..')"
        )
    return value
