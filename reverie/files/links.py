"""Wikilinks: writing `[[path]]`, reading the target of one, reading a note's typed links
(`derived_from:: [[...]]`, `relates_to::`, `depends_on::`, plain `[[...]]`), and marking links to deleted files."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from reverie import days
from reverie.hashing import content_hash
from reverie.stores.catalog import FilesCatalog
from reverie.workspace import Workspace, atomic_write_text

log = logging.getLogger(__name__)

_LINK = re.compile(r"^\[\[([^\]|#]+)")
_WIKILINK = re.compile(r"\[\[([^\[\]|#^]+)(?:[#^][^\[\]|]*)?(?:\|([^\[\]]*))?\]\]")
# `pred:: [[a]], [[b]] (a remark)` as a line of its own (optionally a list item), or inline `[pred:: [[a]]]`.
_TYPED_LINE = re.compile(r"^\s*(?:[-*+]\s+)?([A-Za-z][A-Za-z0-9_]*)::\s*(\[\[.*)$")
_TYPED_INLINE = re.compile(r"\[([A-Za-z][A-Za-z0-9_]*)::\s*((?:\[\[[^\]]*\]\][\s,]*)+)\]")


def wikilink(rel: str) -> str:
    """A `[[workspace/relative/path]]` link (literal path, as ReMe's grammar)."""
    return f"[[{rel}]]"


def link_target(value: str) -> str:
    """The path a `[[path#anchor|alias]]` link points at; text that is no link is returned stripped."""
    m = _LINK.match(value.strip())
    return m.group(1) if m else value.strip()


@dataclass(frozen=True)
class Link:
    """A link from a note: `predicate` is `derived_from`, `relates_to`, ... or "link" for a plain wikilink."""

    predicate: str
    target: str


def parse_links(text: str) -> tuple[list[Link], str]:
    """(links, text without typed-link lines) of a Markdown body."""
    links: list[Link] = []
    kept: list[str] = []
    for line in text.split("\n"):
        m = _TYPED_LINE.match(line)
        if m:
            links += [Link(m.group(1), t.strip()) for t, _ in _WIKILINK.findall(m.group(2))]
            continue
        for pred, targets in _TYPED_INLINE.findall(line):
            links += [Link(pred, t.strip()) for t, _ in _WIKILINK.findall(targets)]
        line_plain = _TYPED_INLINE.sub("", line)
        links += [Link("link", t.strip()) for t, _ in _WIKILINK.findall(line_plain)]
        kept.append(line)
    return links, "\n".join(kept)


def without_link_syntax(text: str) -> str:
    """Text as a reader sees it: `[[a/b.md|alias]]` -> "alias", `[[a/b.md]]` -> "a/b.md", typed inline links kept."""
    return _WIKILINK.sub(lambda m: m.group(2) or m.group(1), text)


# --- links to removed files -----------------------------------------------------------------------------------
def annotate_links(ws: Workspace, cat: FilesCatalog, targets: dict[str, str]) -> list[str]:
    """Mark every `[[target]]` in memory/ and digest/ Markdown with `(deleted on <date>: <reason>)`.

    `targets` maps a workspace-relative path to the reason. Returns the files
    changed. Notes Reverie owns keep counting as Reverie's (their catalog
    hash follows), so the marker never makes them look hand-edited.
    """
    if not targets:
        return []
    today = days.today()
    pattern = re.compile(
        r"(!?\[\[("
        + "|".join(re.escape(t) for t in sorted(targets, key=len, reverse=True))
        + r")(?:#[^\]|]*)?(?:\|[^\]]*)?\]\])(?! \(deleted on )"
    )
    return _rewrite_linking_notes(
        ws,
        cat,
        targets,
        lambda text: pattern.sub(lambda m: f"{m.group(1)} (deleted on {today}: {targets[m.group(2)]})", text),
        "links to deleted files",
    )


# --- links to moved files -------------------------------------------------------------------------------------
def retarget_links(ws: Workspace, cat: FilesCatalog, moves: dict[str, str]) -> list[str]:
    """Rewrite every `[[old]]` (with any `#anchor` or `|alias`) in memory/ and digest/ Markdown to `[[new]]`.

    `moves` maps old workspace-relative paths to new ones. Returns the files
    changed; notes Reverie owns keep counting as Reverie's (their catalog hash
    follows), so a rename never makes a linking note look hand-edited.
    """
    if not moves:
        return []
    pattern = re.compile(
        r"(!?\[\[)(" + "|".join(re.escape(t) for t in sorted(moves, key=len, reverse=True)) + r")(?=[#^|\]])"
    )
    return _rewrite_linking_notes(
        ws, cat, moves, lambda text: pattern.sub(lambda m: m.group(1) + moves[m.group(2)], text), "links to moved notes"
    )


def _rewrite_linking_notes(
    ws: Workspace, cat: FilesCatalog, needles: Iterable[str], rewrite: Callable[[str], str], what: str
) -> list[str]:
    """Apply `rewrite` to every memory/ and digest/ Markdown file holding one of `needles` (symlinks and hidden
    files left alone); a note Reverie owns keeps counting as Reverie's (its catalog hash follows). Returns the
    files changed."""
    needles = list(needles)
    changed: list[str] = []
    for folder in (ws.memory_dir, ws.digest_dir):
        if not folder.is_dir():
            continue
        for path in folder.rglob("*.md"):
            if path.name.startswith(".") or path.is_symlink():
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError) as exc:
                log.warning("could not check %s for %s: %s", path, what, exc)
                continue
            if not any(n in text for n in needles):
                continue
            new = rewrite(text)
            if new == text:
                continue
            rel = ws.rel(path)
            rec = cat.note(rel)
            atomic_write_text(path, new)
            if rec is not None and rec.written_hash == content_hash(text):
                cat.set_written_hash(rel, content_hash(new))
            changed.append(rel)
    return changed
