"""The one JSONL line reader: every bad line becomes one `path:line: reason` error, the rest is kept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator


def read_jsonl(path: Path, errors: list[str], max_line_bytes: int | None = None) -> Iterator[tuple[Any, str]]:
    """Yield (parsed value, "path:line") for each good line; append a reason to `errors` for each bad one.

    Blank lines are skipped; over-long lines, invalid UTF-8 and malformed JSON are reported, never fatal.
    """
    with open(path, "rb") as f:
        for lineno, raw in enumerate(f, start=1):
            where = f"{path}:{lineno}"
            if max_line_bytes is not None and len(raw) > max_line_bytes:
                errors.append(f"{where}: line is {len(raw)} bytes, over {max_line_bytes}")
                continue
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                errors.append(f"{where}: invalid UTF-8 at byte {exc.start}")
                continue
            if not line.strip():
                continue
            try:
                yield json.loads(line), where
            except json.JSONDecodeError as exc:
                errors.append(f"{where}: malformed JSON ({exc.msg} at column {exc.colno})")
