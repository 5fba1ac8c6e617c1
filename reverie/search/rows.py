"""What the chunk table holds of one chunk: its row (ids, text, search terms, links, the file's hash and stat,
the vector) and the text its vector is embedded from."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import numpy as np

from reverie.files.links import without_link_syntax
from reverie.hashing import content_hash
from reverie.search.chunks import Chunk
from reverie.search.config import SearchConfig
from reverie.text import search_terms


def embed_text(chunk: Chunk, config: SearchConfig) -> str:
    """What the embedder sees for a chunk: "heading: paragraph" (and the previous paragraph, if configured)."""
    text = without_link_syntax(chunk.text)
    head = chunk.heading or chunk.title
    out = f"{head}: {text}" if head else text
    if config.embed_context and chunk.before:
        out = f"{out}\n(after: {without_link_syntax(chunk.before)})"
    return out


def _terms(text: str, stem: bool) -> str:
    return " ".join(search_terms(without_link_syntax(text), stem))


def _rows(
    chunks: Sequence[Chunk],
    file_digest: str,
    stat: tuple[int, int],
    vectors: np.ndarray,
    keys: Sequence[str],
    model_id: str,
    stem: bool,
) -> list[dict[str, Any]]:
    rows = []
    for c, vec, key in zip(chunks, vectors, keys, strict=False):
        rows.append(
            {
                "chunk_id": content_hash(
                    "chunk", c.path, c.ordinal, c.heading, c.text, c.title, c.before, c.after, c.near, c.day, c.anchor
                ),
                "path": c.path,
                "ordinal": c.ordinal,
                "heading": c.heading,
                "text": c.text,
                "title": c.title,
                "anchor": c.anchor,
                "day": c.day,
                "terms": _terms(c.text, stem),
                "title_terms": _terms(f"{c.title} {c.heading}", stem),
                "links": json.dumps([[lk.predicate, lk.target] for lk in c.links], ensure_ascii=False),
                "file_hash": file_digest,
                "file_size": stat[0],
                "file_mtime_ns": stat[1],
                "embed_key": key,
                "vector": vec,
                "embedding_model": model_id,
            }
        )
    return rows
