"""Content stays content: text from sessions, resources and notes written into Markdown without becoming structure.

    escape("## Backups are kept 30 days")   -> "\\## Backups are kept 30 days"
    escape("derived_from:: [[memory/x.md]]") -> "derived_from\\:: \\[\\[memory/x.md]]"
    unescape(escape(text)) == text          (for every text)

Reverie writes a statement, an item, a title or a summary into a daily note,
a day index or a digest node with CommonMark backslash escapes in front of
what would otherwise be structure:

- at the start of a line (after its indentation and list markers): `#` (a heading or a node's
  section), `>`, `|`, `<`, a code fence (`` ` ``, `~`), and a line made only of
  `-`, `=`, `*` or `_` (a thematic break, a setext underline, a frontmatter
  delimiter): the first character is escaped;
- anywhere: `[[` (a wikilink), `word::` (a typed link such as
  `derived_from::`), `<!--` (an HTML comment, the day index's
  `<!-- notes:auto -->` marker) and every `~` (`~~` strikes through superseded
  statements, and a `~` at the end would close one early);
- a backslash already in the text before punctuation (or at its end) is doubled, so unescaping
  gives back exactly what was written.

A person reading the file (or a Markdown viewer) sees the text as written; every
parser (nodes, daily notes, the search chunker, links) sees one statement, and
`unescape` (CommonMark's rule: a backslash before ASCII punctuation is dropped)
gives the text back. Lists (`- `, `1. `) are left alone: they are no structure
a parser reads, and a person's own lists in a node stay lists.
"""

from __future__ import annotations

import re

_PUNCT = r"!\"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~"
_BACKSLASH = re.compile(rf"\\(?=[{_PUNCT}]|\Z)")  # at the very end too: text may be followed by `~~`, `]]`
_LIST = r"(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*"  # list markers before it: `- ## x` is a heading inside a list item
_LINE_START = re.compile(rf"^([ \t]*{_LIST})([#>|<`~])", re.MULTILINE)
_RULE_LINE = re.compile(rf"^([ \t]*{_LIST})([-=*_])(?=[-=*_ \t]*$)", re.MULTILINE)
_WIKI = re.compile(r"\[(?=\[)|(?<=\[)\[")
_TYPED = re.compile(r"(?<=\w)::")
_COMMENT = re.compile(r"<!")
_STRIKE = re.compile(r"~")
_UNESCAPE = re.compile(rf"\\([{_PUNCT}])")


def escape(text: str) -> str:
    """`text` as Markdown that shows it as written and holds no structure (see the module doc)."""
    text = _BACKSLASH.sub(r"\\\\", text)
    text = _WIKI.sub(r"\\[", text)
    text = _TYPED.sub(r"\\::", text)
    text = _COMMENT.sub(r"<\\!", text)
    text = _STRIKE.sub(r"\\~", text)
    text = _RULE_LINE.sub(r"\1\\\2", text)
    # A line start that is already escaped (`\~~`, `\[`) needs nothing more.
    return _LINE_START.sub(r"\1\\\2", text)


def unescape(text: str) -> str:
    """The text `escape` was given (CommonMark: a backslash before ASCII punctuation is dropped)."""
    return _UNESCAPE.sub(r"\1", text)
