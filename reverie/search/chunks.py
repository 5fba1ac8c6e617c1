"""Markdown -> search chunks: one chunk per paragraph, under its heading, with the links and dates it carries.

A note

    ---
    name: pdf-ingest-limits
    description: Split PDFs over 10MB before ingesting them
    ---
    # Ingest
    Large PDFs crash the ingester. ^crash

    derived_from:: [[memory/2026-11-28/support-42.md]]

gives one chunk for the paragraph (heading "Ingest", anchor "crash") whose
searchable context holds the note's `name` and `description`, the heading,
its neighbouring paragraphs and the note's day. Lines of typed links
(`derived_from::`, `relates_to::`, `depends_on::`, any `word::`) are links of
the note, not chunks; plain `[[wikilinks]]` inside a paragraph are links too (both read by
`reverie.files.links.parse_links`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from reverie import frontmatter
from reverie.files.links import Link, parse_links
from reverie.files.markup import unescape
from reverie.workspace import is_day

MAX_CHUNK_CHARS = 1500  # longer paragraphs are split at sentence ends

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_BLOCK_ID = re.compile(r"\s+\^([A-Za-z0-9][A-Za-z0-9-]*)\s*$")
_DAY_IN_PATH = re.compile(r"(?:^|/)(\d{4}-\d{2}-\d{2})(?:/|\.md$|$)")
_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


@dataclass
class Chunk:
    """One searchable fragment of a Markdown file."""

    path: str  # workspace-relative POSIX path
    ordinal: int  # position in the file, from 0
    heading: str  # heading path, "Title > Section"
    text: str  # the paragraph as written (wikilink brackets kept; block id removed)
    title: str = ""  # frontmatter name and description
    before: str = ""  # the previous paragraph of the same file (context)
    after: str = ""  # the next paragraph of the same file (context)
    near: str = ""  # the paragraphs two before and two after (wider context)
    day: str = ""  # YYYY-MM-DD the note belongs to, or ""
    anchor: str = ""  # Obsidian block id (`^id`), or ""
    links: list[Link] = field(default_factory=list)  # links of this paragraph (and, on ordinal 0, of the note)


def day_phrases(day: str) -> str:
    """The ways a question may name a day: "2023-05-08 8 May 2023 May 2023 Monday"."""
    if not is_day(day):
        return ""
    d = date.fromisoformat(day)
    month = _MONTHS[d.month - 1]
    return f"{day} {d.day} {month} {d.year} {month} {d.year} {d.strftime('%A')}"


def note_day(rel: str, meta: dict[str, Any]) -> str:
    """The note's day: `memory/YYYY-MM-DD/...` in its path, else frontmatter `date`/`day`, else ""."""
    m = _DAY_IN_PATH.search(rel)
    if m and is_day(m.group(1)):
        return m.group(1)
    for key in ("date", "day"):
        value = str(meta.get(key) or "")[:10]
        if is_day(value):
            return value
    return ""


def _paragraphs(body: str) -> list[tuple[str, str]]:
    """(heading path, paragraph) pairs; code fences stay inside one paragraph and never start a heading."""
    out: list[tuple[str, str]] = []
    stack: list[tuple[int, str]] = []
    current: list[str] = []
    in_fence = False

    def flush() -> None:
        text = "\n".join(current).strip()
        if text:
            out.append((" > ".join(h for _, h in stack), text))
        current.clear()

    for line in body.split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
            current.append(line)
            continue
        if not in_fence:
            m = _HEADING.match(line)
            if m:
                flush()
                level = len(m.group(1))
                stack = [(lv, h) for lv, h in stack if lv < level] + [(level, m.group(2).strip())]
                continue
            if not line.strip():
                flush()
                continue
        current.append(line)
    flush()
    return out


def _split_long(text: str) -> list[str]:
    if len(text) <= MAX_CHUNK_CHARS:
        return [text]
    from reverie.text import sentences

    pieces, current = [], ""
    for s in sentences(text):
        while len(s) > MAX_CHUNK_CHARS:  # one sentence longer than a chunk: cut it
            if current:
                pieces.append(current)
                current = ""
            pieces.append(s[:MAX_CHUNK_CHARS])
            s = s[MAX_CHUNK_CHARS:]
        if current and len(current) + 1 + len(s) > MAX_CHUNK_CHARS:
            pieces.append(current)
            current = s
        else:
            current = f"{current} {s}".strip()
    if current:
        pieces.append(current)
    return pieces


def chunk_markdown(rel: str, text: str) -> list[Chunk]:
    """The chunks of one Markdown file (at least one: a file with no paragraph gives its title or path).

    Raises `frontmatter.FrontmatterError` when the frontmatter is broken.
    """
    meta, body = frontmatter.split(text, rel)
    title = " ".join(str(meta[k]).strip() for k in ("name", "description") if meta.get(k))
    day = note_day(rel, meta)
    note_links, body = parse_links(body)
    pieces: list[tuple[str, str, str, list[Link]]] = []
    for heading, para in _paragraphs(body):
        anchor = ""
        m = _BLOCK_ID.search(para)
        if m:
            anchor, para = m.group(1), para[: m.start()].rstrip()
        links, _ = parse_links(para)
        for piece in _split_long(para):  # links were read from the Markdown; the text is what a reader sees
            pieces.append((unescape(heading), unescape(piece), anchor, links))
            links = []
    if not pieces:
        pieces.append(("", title or rel, "", []))
    note_seen = {(lk.predicate, lk.target) for _, _, _, lks in pieces for lk in lks}
    extra = [lk for lk in dict.fromkeys(note_links) if (lk.predicate, lk.target) not in note_seen]
    chunks = []
    for i, (heading, piece, anchor, links) in enumerate(pieces):
        chunks.append(
            Chunk(
                path=rel,
                ordinal=i,
                heading=heading,
                text=piece,
                title=title,
                before=pieces[i - 1][1] if i > 0 else "",
                after=pieces[i + 1][1] if i + 1 < len(pieces) else "",
                near="\n".join(pieces[j][1] for j in (i - 2, i + 2) if 0 <= j < len(pieces)),
                day=day,
                anchor=anchor,
                links=list(dict.fromkeys(links + (extra if i == 0 else []))),
            )
        )
    return chunks
