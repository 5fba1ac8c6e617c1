"""The one JSONL line reader: every bad line becomes one `path:line: reason` error, the rest is kept."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from reverie.limits import DEFAULT_LIMITS, InputLimits, check_surrogates, decode_json, json_problem


def read_jsonl(
    path: Path,
    errors: list[str],
    max_line_bytes: int | None = None,
    *,
    limits: InputLimits | None = None,
    where: str | None = None,
    blank: list[int] | None = None,
) -> Iterator[tuple[Any, str]]:
    """Yield (parsed value, "where:line") for each good line; append a reason to `errors` for each bad one.

    A UTF-8 byte-order mark and CRLF line ends are accepted. Blank lines are
    skipped (counted in `blank[0]` when given). Over-long lines, invalid UTF-8,
    malformed JSON (NUL bytes included), NaN/Infinity and values nested deeper than the
    limits allow are reported, never fatal. `where` replaces the path in the
    messages (a workspace-relative name, say).
    """
    limits = limits or DEFAULT_LIMITS
    max_line = limits.max_line_bytes if max_line_bytes is None else max_line_bytes
    name = str(path) if where is None else where
    flat, depth = limits._flat_chars, limits.max_depth
    with open(path, "rb") as f:
        for lineno, raw in enumerate(f, start=1):
            here = f"{name}:{lineno}"
            if len(raw) > max_line:
                errors.append(
                    f"{here}: line is {len(raw)} bytes, over the limit of {max_line} (REVERIE_MAX_LINE_BYTES)"
                )
                continue
            if lineno == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                errors.append(f"{here}: invalid UTF-8 at byte {exc.start} (lines are read as UTF-8)")
                continue
            if not line.strip():
                if blank is not None:
                    blank[0] += 1
                continue
            try:  # loads_json inlined (and limits.check_json): this runs once per line of every inbox file
                value = decode_json(line)
            except (ValueError, RecursionError) as exc:
                errors.append(f"{here}: {json_problem(exc, limits)}")
                continue
            try:
                if "\\" in line:  # one character: a memchr, where "\\u" would be a slower substring search
                    check_surrogates(line, value)
                if (len(line) > flat or line.count("[") + line.count("{") > depth) and isinstance(value, (dict, list)):
                    limits.check_tree(value)
            except ValueError as exc:
                errors.append(f"{here}: {exc}")
                continue
            yield value, here
