"""Validation of identifiers that end up in keys, filters and file paths."""

from __future__ import annotations

import re

from reverie.limits import preview

_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}")
# Names Windows refuses for a file or folder, with or without an extension (CON, con.txt, COM1, LPT9.log, ...):
# harmless on Linux, but a workspace synced to a Windows machine breaks on them.
_WINDOWS_RESERVED = re.compile(r"(?:CON|PRN|AUX|NUL|CLOCK\$|COM[0-9¹²³]|LPT[0-9¹²³])(?:\..*)?", re.IGNORECASE)


class InvalidIdError(ValueError):
    """An id that could escape a folder, a key or a query filter."""


def is_windows_reserved(name: str) -> bool:
    """True for CON, PRN, AUX, NUL, COM0-9, LPT0-9 (any case, any extension), which Windows cannot store."""
    return bool(_WINDOWS_RESERVED.fullmatch(name.rstrip(" .")))


def safe_id(value: object, what: str) -> str:
    """Return value if it is a safe identifier, else raise InvalidIdError.

    Safe: 1-128 letters, digits, `_ . -`, starting with a letter or digit,
    the whole string (a trailing newline is refused), no `..`, no trailing
    `.`, and not a Windows-reserved name (CON, NUL, COM1, ...).
    """
    if not isinstance(value, str) or not _SAFE_ID.fullmatch(value) or ".." in value or value.endswith("."):
        raise InvalidIdError(
            f"{what} {preview(value)} is not a safe id: use 1-128 letters, digits, '_', '.', '-' "
            "(starting with a letter or digit, no '..', not ending with '.')"
        )
    if is_windows_reserved(value):
        raise InvalidIdError(f"{what} {value!r} is a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9)")
    return value
