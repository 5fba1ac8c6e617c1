"""Bounds on the work one input file may cause, whatever its shape.

Every reader of outside input (episode inbox, session inbox, resource files,
frontmatter) checks what it parsed against `InputLimits` before walking it:

- `max_line_bytes`   one JSONL line or one text line (REVERIE_MAX_LINE_BYTES)
- `max_depth`        nesting of lists/mappings (REVERIE_MAX_NESTING_DEPTH)
- `max_nodes`        values visited, YAML aliases counted each time they are
                     used, so a "billion laughs" file stops here (REVERIE_MAX_INPUT_NODES)
- `max_keys`         keys of one mapping (REVERIE_MAX_KEYS)
- `max_text_chars`   characters of text taken from one file (REVERIE_MAX_EXTRACTED_CHARS)

A value over a limit raises `InputLimitError`, whose message names the limit
and its setting; the caller reports it as that file's (or line's) error and
goes on with the rest. Hostile values are quoted by `preview`, never whole.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

from reverie.errors import ReverieError


class LimitSettings(Protocol):
    """The fields of reverie.config.Settings the limits come from (named here: config imports this module)."""

    max_line_bytes: int
    max_nesting_depth: int
    max_input_nodes: int
    max_keys: int
    max_extracted_chars: int


_PREVIEW_CHARS = 40


def preview(value: object, limit: int = _PREVIEW_CHARS) -> str:
    """`repr` of a value cut to a short prefix, so an error line never repeats a 5,000-character id."""
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}... ({len(value)} chars)"
    if isinstance(value, (bytes, bytearray)) and len(value) > limit:
        return f"{bytes(value[:limit])!r}... ({len(value)} bytes)"
    text = repr(value)
    return text if len(text) <= limit + 2 else f"{text[:limit]}... ({type(value).__name__})"


class InputLimitError(ReverieError, ValueError):
    """Input over one of the limits; the message names the limit and the setting that raises it."""

    def __init__(self, what: str, limit: int, env: str) -> None:
        super().__init__(f"{what}, over the limit of {limit} ({env})")
        self.limit, self.env = limit, env


class NonFiniteNumberError(ReverieError, ValueError):
    """NaN or an infinite number in JSON: JSON has no such numbers, and they poison sums and rankings."""


@dataclass(frozen=True)
class InputLimits:
    max_line_bytes: int = 4 << 20
    max_depth: int = 64
    max_nodes: int = 1_000_000
    max_keys: int = 10_000
    max_text_chars: int = 24_000_000
    # a JSON text no longer than this cannot exceed max_nodes, max_keys or max_text_chars (see check_json)
    _flat_chars: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_flat_chars", min(self.max_nodes, 4 * self.max_keys, self.max_text_chars))

    @classmethod
    def from_settings(cls, settings: LimitSettings) -> InputLimits:
        return cls(
            max_line_bytes=settings.max_line_bytes,
            max_depth=settings.max_nesting_depth,
            max_nodes=settings.max_input_nodes,
            max_keys=settings.max_keys,
            max_text_chars=settings.max_extracted_chars,
        )

    def check_json(self, text: str, value: Any) -> None:
        """`check_tree` for a value parsed from JSON `text`, skipped when the text cannot break a limit.

        In JSON every value takes at least one character, every distinct key
        of a mapping at least four (`"k":0`), and every level of nesting one
        `[` or `{`; so a text shorter than `max_nodes`, 4 x `max_keys` and
        `max_text_chars`, with at most `max_depth` brackets, is within the
        limits without a walk. That is nearly every real line, which keeps
        the guard's cost on good input small.
        """
        if (len(text) > self._flat_chars or text.count("[") + text.count("{") > self.max_depth) and isinstance(
            value, (dict, list)
        ):
            self.check_tree(value)

    def check_line(self, size: int, what: str = "line") -> None:
        if size > self.max_line_bytes:
            raise InputLimitError(f"{what} is {size} bytes", self.max_line_bytes, "REVERIE_MAX_LINE_BYTES")

    def check_tree(self, value: Any, *, finite: bool = True) -> int:
        """Walk a parsed JSON/YAML value within the limits; return the number of values visited.

        Iterative (no recursion), and a shared object (a YAML alias) is counted
        every time it is reached, so the walk stops after `max_nodes` visits
        however large the alias expansion would be. Floats must be finite
        unless `finite=False` (YAML has .nan and .inf; JSON has neither).
        """
        nodes, chars = 0, 0
        stack: list[tuple[Any, int]] = [(value, 1)]
        while stack:
            item, depth = stack.pop()
            nodes += 1
            if nodes > self.max_nodes:
                raise InputLimitError(
                    f"more than {self.max_nodes} values (YAML aliases counted each time used)",
                    self.max_nodes,
                    "REVERIE_MAX_INPUT_NODES",
                )
            kind = type(item)
            if kind is str:
                chars += len(item)
                if chars > self.max_text_chars:
                    raise InputLimitError(
                        f"more than {self.max_text_chars} characters of text",
                        self.max_text_chars,
                        "REVERIE_MAX_EXTRACTED_CHARS",
                    )
                continue
            if kind is float:
                if finite and not math.isfinite(item):
                    raise NonFiniteNumberError(f"number {item!r} is not finite (NaN and infinities are refused)")
                continue
            if isinstance(item, (dict, list, tuple)):
                if depth > self.max_depth:
                    raise InputLimitError(
                        f"nested more than {self.max_depth} levels deep", self.max_depth, "REVERIE_MAX_NESTING_DEPTH"
                    )
                if isinstance(item, dict):
                    if len(item) > self.max_keys:
                        raise InputLimitError(f"a mapping has {len(item)} keys", self.max_keys, "REVERIE_MAX_KEYS")
                    stack.extend((k, depth + 1) for k in item)
                    stack.extend((v, depth + 1) for v in item.values())
                else:
                    stack.extend((v, depth + 1) for v in item)
            elif isinstance(item, str):  # a str subclass
                chars += len(item)
        return nodes


DEFAULT_LIMITS = InputLimits()


def _refuse_constant(name: str) -> float:
    raise NonFiniteNumberError(f"{name} is not a JSON number (NaN and infinities are refused)")


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (math.inf, -math.inf):  # 1e999
        raise NonFiniteNumberError(f"number {text[:40]} is too large for a float (read as infinity)")
    return value


_DECODER = json.JSONDecoder(parse_constant=_refuse_constant, parse_float=_finite_float)
decode_json = _DECODER.decode  # the raw strict decoder; callers turn its exceptions into reasons with json_problem
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def json_error_reason(exc: json.JSONDecodeError) -> str:
    """'Expecting value, line 2 column 5' (the decoder's own "... at" messages lose their dangling "at")."""
    msg = exc.msg[:-3] if exc.msg.endswith(" at") else exc.msg
    return f"{msg}, line {exc.lineno} column {exc.colno}" if exc.lineno > 1 else f"{msg}, column {exc.colno}"


def json_problem(exc: BaseException, limits: InputLimits | None = None) -> ValueError:
    """The ValueError to report for an exception of the JSON decoder (`decode_json`), with a reason to act on.

    The C decoder raises RecursionError on deep nesting and plain ValueError on
    integers of more than 4,300 digits; JSONDecodeError gets its column.
    """
    if isinstance(exc, (NonFiniteNumberError, InputLimitError)):
        return exc
    if isinstance(exc, json.JSONDecodeError):
        return ValueError(f"malformed JSON ({json_error_reason(exc)})")
    if isinstance(exc, RecursionError):
        if limits is not None:
            return InputLimitError(
                f"nested more than {limits.max_depth} levels deep", limits.max_depth, "REVERIE_MAX_NESTING_DEPTH"
            )
        return ValueError("malformed JSON (nested too deeply to parse)")
    return ValueError(f"malformed JSON ({str(exc)[:120]})")


def check_surrogates(text: str, value: Any) -> None:
    """Refuse a lone UTF-16 surrogate escape (`\\ud800`): it cannot be written as UTF-8 anywhere later."""
    if _SURROGATE_ESCAPE.search(text):
        try:  # a pair makes one character and encodes fine
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ValueError("malformed JSON (a lone UTF-16 surrogate escape such as \\ud800)") from exc


def loads_json(text: str, limits: InputLimits | None = None) -> Any:
    """json.loads that refuses NaN, Infinity, 1e999 and lone surrogates; every failure is a ValueError.

    See `json_problem` for the reasons given; InputLimitError (a ValueError)
    when the text is nested deeper than the parser can go and `limits` is given.
    """
    try:
        value = decode_json(text)
    except (ValueError, RecursionError) as exc:
        raise json_problem(exc, limits) from exc
    if "\\" in text:
        check_surrogates(text, value)
    return value


def load_yaml(text: str, loader: type, limits: InputLimits = DEFAULT_LIMITS) -> Any:
    """Parse YAML with `loader` (a safe loader), then walk it within `limits` (alias expansion included).

    yaml.YAMLError is left to the caller (malformed YAML); nesting too deep for
    the parser and expansion over the limits raise InputLimitError.
    """
    import yaml

    try:
        value = yaml.load(text, Loader=loader)
    except RecursionError as exc:
        raise InputLimitError(
            f"nested more than {limits.max_depth} levels deep", limits.max_depth, "REVERIE_MAX_NESTING_DEPTH"
        ) from exc
    if isinstance(value, (dict, list)):
        limits.check_tree(value, finite=False)
    return value
