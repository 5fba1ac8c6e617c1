"""The one tokenizer and sentence splitter."""

from __future__ import annotations

import re

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
STOPWORDS = frozenset(
    """a an the and or but if then else of to in on at by for with from as is are was were be been being it its
    this that these those there here we you they he she i me my our your their them his her not no so do does did
    done have has had will would can could should may might must than too very just also into over under after
    before again when while what which who whom how why all any each few more most other some such only own same
    up down out off about because until once during""".split()
)


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits; keeps inner apostrophes)."""
    return [t.lower() for t in _WORD.findall(text)]


def content_words(text: str) -> list[str]:
    return [t for t in tokenize(text) if t not in STOPWORDS and len(t) > 1]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]


def slugify(text: str, max_len: int = 60) -> str:
    """A file-name slug of `text`: its tokens joined by '-', at most `max_len` characters."""
    words = tokenize(text)
    slug = "-".join(words)[:max_len].strip("-")
    return re.sub(r"-+", "-", slug)
