"""The one tokenizer and sentence splitter."""

from __future__ import annotations

import re

_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
# Words that open an exchange about the conversation itself (a greeting, thanks, a laugh, a sign-off), for a
# pattern anchored at a line's start: the distillers' small talk and the dream's conversation both start here.
GREETINGS = r"hi|hello|hey|thanks|thank you|cheers|bye|good (?:morning|night|evening|afternoon)|ok(?:ay)?|lol|haha"
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "then",
        "else",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "we",
        "you",
        "they",
        "he",
        "she",
        "i",
        "me",
        "my",
        "our",
        "your",
        "their",
        "them",
        "his",
        "her",
        "not",
        "no",
        "so",
        "do",
        "does",
        "did",
        "done",
        "have",
        "has",
        "had",
        "will",
        "would",
        "can",
        "could",
        "should",
        "may",
        "might",
        "must",
        "than",
        "too",
        "very",
        "just",
        "also",
        "into",
        "over",
        "under",
        "after",
        "before",
        "again",
        "when",
        "while",
        "what",
        "which",
        "who",
        "whom",
        "how",
        "why",
        "all",
        "any",
        "each",
        "few",
        "more",
        "most",
        "other",
        "some",
        "such",
        "only",
        "own",
        "same",
        "up",
        "down",
        "out",
        "off",
        "about",
        "because",
        "until",
        "once",
        "during",
    ]
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


# --- search terms: the same tokenizer, plus CJK n-grams, stop words and stemming -----------------------------------
# CJK scripts are written without spaces, so `tokenize` returns a whole run ("我喜欢混合搜索") as one token.
# Search splits such runs into single characters and overlapping character pairs: a query word of one or two
# characters then matches inside any run, with no dictionary to ship (ReMe's default is unigrams only; pairs
# keep "搜索" from matching every text that has 搜 and 索 apart).
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u31f0-\u31ff]+")
_STEMMER = None


def stem_words(words: list[str]) -> list[str]:
    """Snowball's English stems of `words` ("records", "recorded" -> "record")."""
    global _STEMMER
    if _STEMMER is None:
        import Stemmer  # PyStemmer: Snowball's English stemmer in C (~1 us a word)

        _STEMMER = Stemmer.Stemmer("english")
    return _STEMMER.stemWords(words)


def _cjk_grams(run: str) -> list[str]:
    return list(run) + [run[i : i + 2] for i in range(len(run) - 1)]


def search_terms(text: str, stem: bool = True) -> list[str]:
    """Index and query terms for lexical search: `tokenize`, then stop words out and English words stemmed.

    "Caroline's paintings" -> ["carolin", "paint"]; numbers stay as they are;
    runs of Chinese, Japanese or Korean characters become their characters and
    character pairs, so mixed-language text and queries match in both scripts.
    """
    out: list[str] = []
    words: list[str] = []
    for token in tokenize(text):
        if _CJK.search(token):
            for piece in re.split(f"({_CJK.pattern})", token):
                if not piece:
                    continue
                if _CJK.fullmatch(piece):
                    out += _cjk_grams(piece)
                elif piece not in STOPWORDS:
                    words.append(piece)
            continue
        token = token.replace("’", "'")
        if token.endswith("'s"):
            token = token[:-2]
        if token in STOPWORDS or (len(token) < 2 and not token.isdigit()):
            continue
        words.append(token)
    if not stem:
        return words + out
    return stem_words(words) + out if words else out
