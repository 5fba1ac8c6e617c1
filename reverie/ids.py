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


_PLAIN_NAME = re.compile(r"[a-z0-9_\-]*")


def store_name(value: str) -> str:
    """`value` as a name part a store can hold whatever its case rules: injective, reversible, lower-case only.

    Characters `a-z 0-9 _ -` stay as they are (so ids made only of those keep the names they always had); every
    other character, `.` and upper-case letters included, becomes `.` and the two hex digits of each of its UTF-8
    bytes (`Acme.eu` -> `.41cme.2eeu`). Two different ids never give one name, even on a file system or a
    database that ignores case, and `store_name_id` gives the id back.
    """
    if _PLAIN_NAME.fullmatch(value):
        return value
    return "".join(ch if _PLAIN_NAME.fullmatch(ch) else "".join(f".{b:02x}" for b in ch.encode()) for ch in value)


def store_name_id(name: str) -> str:
    """The id `store_name` made `name` from (ValueError for a name it cannot have made)."""
    out, i = bytearray(), 0
    while i < len(name):
        if name[i] != ".":
            out += name[i].encode()
            i += 1
            continue
        if not _ESCAPE.fullmatch(name, i, i + 3):
            raise ValueError(f"{name!r} is not a name store_name makes (bad escape at {i})")
        out.append(int(name[i + 1 : i + 3], 16))
        i += 3
    return out.decode()


_ESCAPE = re.compile(r"\.[0-9a-f]{2}")
