"""Digest nodes: `digest/<bucket>/<slug>.md`, the long-term knowledge the dream writes.

    ---
    name: staging-database-host
    description: The staging database is db-staging-3.internal on port 5432.
    bucket: wiki
    created: '2026-11-01'
    updated: '2026-11-03'
    support: 3
    status: active
    ---
    # The staging database is db-staging-3.internal on port 5432

    The staging database is db-staging-3.internal on port 5432.

    ## Superseded

    - ~~The staging database is db-staging-2.internal.~~ (superseded on 2026-11-03 by [[memory/2026-11-03/ops.md]])

    ## Related

    - relates_to:: [[digest/procedure/reset-staging.md]]

    ## Sources

    - derived_from:: [[memory/2026-11-01/ops.md]]
    - derived_from:: [[memory/2026-11-02/deploy.md]] (source deleted, noticed 2026-11-05)

The statement is the text between the title and the first `##` section.
Updates are additive: sources, superseded statements and links are kept;
sections the dream does not know (a person's) are kept verbatim.
`support` = the number of distinct source notes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from reverie import frontmatter
from reverie.errors import ReverieError
from reverie.files.links import wikilink
from reverie.files.markup import escape, unescape
from reverie.text import slugify
from reverie.workspace import WorkspacePathError, safe_relpath

BUCKETS = ("personal", "procedure", "wiki")
RELATIONS = ("relates_to", "depends_on")
SUPERSEDED, RELATED, SOURCES = "Superseded", "Related", "Sources"
_KNOWN = (SUPERSEDED, RELATED, SOURCES)
_SECTION = re.compile(r"^## +(.+?)\s*$", re.MULTILINE)
_TYPED_LINK = re.compile(r"^\s*-?\s*([A-Za-z][A-Za-z0-9_]*):: *\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|[^\]]*)?\]\](.*)$")
_STRUCK = re.compile(r"^\s*-\s*~~((?:\\.|[^\\])+?)~~\s*(.*)$")  # escapes (`\~`) are read as one character
_DELETED = re.compile(r"\(?(?:source )?deleted(?: on| ,| noticed)?", re.IGNORECASE)


class NodeFormatError(ReverieError, ValueError):
    """A digest node that cannot be read (its path says where)."""


@dataclass
class Superseded:
    statement: str
    note: str  # "(superseded on <date> by [[source]])"


@dataclass
class Source:
    path: str
    deleted: bool = False
    suffix: str = ""  # what follows the link on its line (a deletion marker), kept verbatim


@dataclass
class DigestNode:
    """One node as read from (or about to be written to) its file."""

    path: str  # workspace-relative, digest/<bucket>/<slug>.md
    name: str
    description: str
    bucket: str
    created: str
    updated: str
    statement: str
    title: str = ""
    support: int = 0
    status: str = "active"
    superseded: list[Superseded] = field(default_factory=list)
    relations: list[tuple[str, str]] = field(default_factory=list)  # (relation, digest path)
    sources: list[Source] = field(default_factory=list)
    extra_meta: dict = field(default_factory=dict)
    extra_sections: list[tuple[str, str]] = field(default_factory=list)  # (heading, text) kept verbatim
    refused_links: list[str] = field(default_factory=list)

    @property
    def source_paths(self) -> list[str]:
        return [s.path for s in self.sources]

    def add_source(self, path: str) -> bool:
        if path in self.source_paths:
            return False
        self.sources.append(Source(path))
        self.support = len({s.path for s in self.sources})
        return True

    def add_relation(self, relation: str, target: str) -> bool:
        if relation not in RELATIONS or target == self.path or (relation, target) in self.relations:
            return False
        self.relations.append((relation, target))
        return True

    def supersede(self, new_statement: str, day: str, source: str) -> None:
        """CORRECT: the new statement becomes current; the old one stays, struck through, with date and source."""
        if _norm(new_statement) == _norm(self.statement):
            return
        self.superseded.append(Superseded(self.statement, f"(superseded on {day} by {wikilink(source)})"))
        self.statement = new_statement

    def search_text(self) -> str:
        return self.statement


def _norm(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".")


def node_path(bucket: str, slug: str) -> str:
    if bucket not in BUCKETS:
        raise ValueError(f"bucket {bucket!r} is not one of {', '.join(BUCKETS)}")
    return f"digest/{bucket}/{slug}.md"


def short_title(statement: str, max_chars: int = 70) -> str:
    """A heading for a node: its statement's first clause, cut at a word boundary."""
    first = re.split(r"(?<=[.;!?])\s|,\s(?:so|and|but|then|which)\s", statement.strip(), maxsplit=1)[0].rstrip(".;:!? ")
    if len(first) > max_chars:
        first = first[:max_chars].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return first[:1].upper() + first[1:]


def title_of(name: str) -> str:
    words = name.replace("-", " ").strip()
    return words[:1].upper() + words[1:]


def _link_ok(target: str) -> bool:
    try:
        safe_relpath(target, "link")
    except WorkspacePathError:
        return False
    return True


def parse_node(rel: str, text: str) -> DigestNode:
    """Read a node's text; NodeFormatError (naming the file) if its frontmatter is broken."""
    try:
        meta, body = frontmatter.split(text, rel)
    except frontmatter.FrontmatterError as exc:
        raise NodeFormatError(str(exc)) from exc
    parts = rel.split("/")
    bucket = str(meta.get("bucket") or (parts[1] if len(parts) > 2 else "wiki"))
    head, sections = _split_sections(body)
    lines = head.strip("\n").split("\n")
    title = ""
    if lines and lines[0].startswith("# "):
        title = unescape(lines[0][2:].strip())
        lines = lines[1:]
    node = DigestNode(
        path=rel,
        name=str(meta.get("name") or Path(rel).stem),
        description=str(meta.get("description") or ""),
        bucket=bucket if bucket in BUCKETS else "wiki",
        created=str(meta.get("created") or ""),
        updated=str(meta.get("updated") or ""),
        statement=unescape("\n".join(lines).strip()),
        title=title,
        status=str(meta.get("status") or "active"),
        extra_meta={
            k: v
            for k, v in meta.items()
            if k not in ("name", "description", "bucket", "created", "updated", "support", "status")
        },
    )
    for heading, content in sections:
        if heading == SUPERSEDED:
            for line in content.splitlines():
                m = _STRUCK.match(line)
                if m:
                    node.superseded.append(Superseded(unescape(m.group(1).strip()), m.group(2).strip()))
        elif heading in (RELATED, SOURCES):
            for line in content.splitlines():
                m = _TYPED_LINK.match(line)
                if not m:
                    continue
                relation, target, rest = m.group(1), m.group(2).strip(), m.group(3)
                if not _link_ok(target):
                    node.refused_links.append(f"{rel}: link [[{target}]] points outside the workspace; not followed")
                    continue
                if relation == "derived_from":
                    if target not in node.source_paths:
                        node.sources.append(Source(target, bool(_DELETED.search(rest)), rest.strip()))
                elif relation in RELATIONS:
                    node.add_relation(relation, target)
        else:
            node.extra_sections.append((heading, content))
    try:
        node.support = max(int(meta.get("support") or 0), len(node.sources))
    except (TypeError, ValueError):
        node.support = len(node.sources)
    return node


def _split_sections(body: str) -> tuple[str, list[tuple[str, str]]]:
    matches = list(_SECTION.finditer(body))
    if not matches:
        return body, []
    head = body[: matches[0].start()]
    out = []
    for i, m in enumerate(matches):
        end = matches[i + 1].start() if i + 1 < len(matches) else len(body)
        out.append((m.group(1).strip(), body[m.end() : end].strip("\n")))
    return head, out


def render_node(node: DigestNode) -> str:
    """The node's Markdown; parse_node(render_node(n)) gives n back."""
    node.support = max(node.support, len({s.path for s in node.sources}))
    if node.sources and all(s.deleted for s in node.sources):
        node.status = "sources-deleted"
    elif node.status == "sources-deleted":
        node.status = "active"
    meta = {
        "name": node.name,
        "description": node.description,
        "bucket": node.bucket,
        "created": node.created,
        "updated": node.updated,
        "support": node.support,
        "status": node.status,
        **node.extra_meta,
    }
    # Title, statement and superseded statements are content: escaped (reverie.files.markup), unescaped on parse.
    parts = [f"# {escape(node.title or title_of(node.name))}", "", escape(node.statement.strip()), ""]
    if node.superseded:
        parts += (
            [f"## {SUPERSEDED}", ""]
            + [f"- ~~{escape(s.statement)}~~ {s.note}".rstrip() for s in node.superseded]
            + [""]
        )
    for heading, content in node.extra_sections:
        parts += [f"## {heading}", "", content.strip("\n"), ""]
    if node.relations:
        parts += [f"## {RELATED}", ""] + [f"- {r}:: {wikilink(t)}" for r, t in node.relations] + [""]
    if node.sources:
        lines = []
        for s in node.sources:
            suffix = s.suffix or ("(source deleted)" if s.deleted else "")
            lines.append(f"- derived_from:: {wikilink(s.path)}" + (f" {suffix}" if suffix else ""))
        parts += [f"## {SOURCES}", ""] + lines + [""]
    return frontmatter.render(meta, "\n".join(parts).rstrip("\n") + "\n")


def new_slug(name: str, taken: set[str]) -> str:
    base = slugify(name) or "node"
    slug, n = base, 2
    while slug in taken:
        slug, n = f"{base}-{n}", n + 1
    return slug
