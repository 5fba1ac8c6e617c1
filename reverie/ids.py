"""Validation of identifiers that end up in keys, filters and file paths."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import cast

from reverie.errors import ReverieError
from reverie.limits import preview

_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,127}")
# Names Windows refuses for a file or folder, with or without an extension (CON, con.txt, COM1, LPT9.log, ...):
# harmless on Linux, but a workspace synced to a Windows machine breaks on them.
_WINDOWS_RESERVED = re.compile(r"(?:CON|PRN|AUX|NUL|CLOCK\$|COM[0-9¹²³]|LPT[0-9¹²³])(?:\..*)?", re.IGNORECASE)


class InvalidIdError(ReverieError, ValueError):
    """An id that could escape a folder, a key or a query filter."""


_RESERVED_STEMS = frozenset({"CON", "PRN", "AUX", "NUL", "CLO", "COM", "LPT"})


def is_windows_reserved(name: str) -> bool:
    """True for CON, PRN, AUX, NUL, COM0-9, LPT0-9 (any case, any extension), which Windows cannot store."""
    # the set lookup first: ids are checked on every record, and almost none starts like a reserved name
    return name[:3].upper() in _RESERVED_STEMS and bool(_WINDOWS_RESERVED.fullmatch(name.rstrip(" .")))


@lru_cache(maxsize=4096)
def _id_problem(value: str) -> str:
    """Why `value` is not a safe id ('' when it is); cached, since the same few ids come on every record."""
    if not _SAFE_ID.fullmatch(value) or ".." in value or value.endswith("."):
        return "pattern"
    if is_windows_reserved(value):
        return "reserved"
    return ""


def safe_id(value: object, what: str) -> str:
    """Return value if it is a safe identifier, else raise InvalidIdError.

    Safe: 1-128 letters, digits, `_ . -`, starting with a letter or digit,
    the whole string (a trailing newline is refused), no `..`, no trailing
    `.`, and not a Windows-reserved name (CON, NUL, COM1, ...).
    """
    problem = _id_problem(value) if isinstance(value, str) and len(value) <= 128 else "pattern"
    if problem == "pattern":
        raise InvalidIdError(
            f"{what} {preview(value)} is not a safe id: use 1-128 letters, digits, '_', '.', '-' "
            "(starting with a letter or digit, no '..', not ending with '.')"
        )
    if problem:
        raise InvalidIdError(f"{what} {value!r} is a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9)")
    return cast(str, value)  # a str: anything else failed the pattern check
