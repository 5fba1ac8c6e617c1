"""The one content-hash function: ids, change detection and caches all use it."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def content_hash(*parts: Any, length: int = 32) -> str:
    """Stable hex digest of the given parts (strings, numbers, JSON-able values, or bytes-like buffers).

    A buffer (bytes, bytearray, memoryview of a contiguous array) is hashed in place, not copied.
    """
    h = hashlib.blake2b(digest_size=32)
    for part in parts:
        if isinstance(part, (bytes, bytearray, memoryview)):
            data = part if isinstance(part, bytes) else memoryview(part).cast("B")
        elif isinstance(part, str):
            data = part.encode("utf-8")
        else:
            data = json.dumps(part, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8")
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:length]


def file_hash(path: str | bytes | Any, chunk: int = 1 << 20) -> str:
    """Content hash of a file's bytes (never its mtime)."""
    h = hashlib.blake2b(digest_size=32)
    with open(path, "rb") as f:
        while block := f.read(chunk):
            h.update(block)
    return h.hexdigest()[:32]
