"""The values a statement commits to: the numbers, times, dates, identifiers, weekdays and named values it holds,
and its polarity (negated or not).

`values` is what the offline integrator compares (`reverie.dream.contradictions.conflicts`); `_drop_old_values`
leaves out the values a statement names as former ones ("(was 60)", "moved from Tuesday to ..."), and `mentions`
tells whether a text names a value as a whole word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from reverie.text import tokenize

_TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b|\b(\d{1,2}):(\d{2})\b", re.IGNORECASE)
_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_NUMBER = re.compile(r"(?<![\w.])(\d+(?:[.,]\d+)?)")
_IDENT = re.compile(r"\b[\w]+(?:[-_.][\w]+)+\b|\b[A-Z][a-zA-Z]*[A-Z0-9][\w]*\b")
_WEEKDAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b", re.IGNORECASE)
_NEGATION = re.compile(
    r"\b(?:not|never|no longer|don'?t|doesn'?t|isn'?t|aren'?t|won'?t|can'?t|cannot|no|none|"
    r"without|stop(?:ped)?|avoid)\b|n't\b",
    re.IGNORECASE,
)
_WORD_NUMBERS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "fifteen": "15",
    "twenty": "20",
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
    "sixty": "60",
    "ninety": "90",
    "hundred": "100",
}


@dataclass(frozen=True)
class Values:
    times: frozenset[str]
    dates: frozenset[str]
    numbers: frozenset[str]
    idents: frozenset[str]
    names: frozenset[str]
    weekdays: frozenset[str]
    negated: bool

    def all(self) -> frozenset[str]:
        return self.times | self.dates | self.numbers | self.idents | self.names | self.weekdays


_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_MONTH_DATE = re.compile(
    rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b|\b(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+"
    rf"(?:of\s+)?{_MONTH}\b",
    re.IGNORECASE,
)


def _is_ident(token: str) -> bool:
    """A host name, version, key or code (has a digit, a dot or an underscore), not a hyphenated word like on-call."""
    return any(c.isdigit() for c in token) or "." in token or "_" in token


def _time_key(m: re.Match) -> str:
    if m.group(4):
        return f"{int(m.group(4)):02d}:{m.group(5)}"
    hour = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "pm" else 0)
    return f"{hour:02d}:{m.group(2) or '00'}"


@lru_cache(maxsize=8192)
def values(text: str) -> Values:
    """The concrete values a statement commits to (see module doc)."""
    times = frozenset(_time_key(m) for m in _TIME.finditer(text))
    rest = _TIME.sub(" ", text)
    dates = set(_DATE.findall(rest))
    rest = _DATE.sub(" ", rest)
    for m in _MONTH_DATE.finditer(rest):
        month = m.group(1) or m.group(4)
        dates.add(f"{_MONTHS.index(month.lower()[:3]) + 1:02d}-{int(m.group(2) or m.group(3)):02d}")
    rest = _MONTH_DATE.sub(" ", rest)
    idents = frozenset(m.group(0).lower() for m in _IDENT.finditer(rest) if _is_ident(m.group(0)))
    rest2 = _IDENT.sub(lambda m: " " if m.group(0).lower() in idents else m.group(0), rest)
    numbers = set()
    for m in _NUMBER.finditer(rest2):
        numbers.add(
            m.group(1).replace(",", ".").rstrip("0").rstrip(".")
            if "." in m.group(1) or "," in m.group(1)
            else m.group(1)
        )
    for w in tokenize(rest2):
        if w in _WORD_NUMBERS:
            numbers.add(_WORD_NUMBERS[w])
    words = rest2.split()
    names = set()
    for i, w in enumerate(words):
        clean = w.strip(".,;:!?()\"'")
        if (
            i
            and clean[:1].isupper()
            and clean[1:].islower()
            and len(clean) > 1
            and not _WEEKDAY.fullmatch(clean)
            and not words[i - 1].endswith((".", "!", "?", ":"))
            and clean.lower() not in ("i", "i'm", "i'll")
        ):
            names.add(clean.lower())
    weekdays = frozenset(m.group(1).lower() for m in _WEEKDAY.finditer(text))
    return Values(
        times, frozenset(dates), frozenset(numbers), idents, frozenset(names), weekdays, bool(_NEGATION.search(text))
    )


_OLD_VALUE = re.compile(
    r"\((?:was|previously|formerly|not|used to be)\b[^)]*\)|,\s*not\s+[^,;.]*|"
    r"\b(?:instead of|rather than|previously|formerly|in place of|replac(?:es|ing|ed)|succeed(?:s|ed|ing)|"
    r"took over from|takes over from|taking over from|used to be|no longer)\s+[^,;.]*?(?=\s+as\b|[,;.]|$)|"
    r"\b(?:moved|changed|switched|upgraded|downgraded|increased|decreased|raised|"
    r"lowered|reduced|shifted|went|extended|cut)\b[^.;]*?\b(from\s+\S+(?:\s+\S+){0,3}?)(?=\s+to\b)",
    re.IGNORECASE,
)


def _drop_old_values(text: str) -> str:
    """`text` without the values it names as former ones ("(was 60)", "moved from Tuesday to ...", "replaces Ned
    Calloway as 1st AD")."""

    def cut(m: re.Match) -> str:
        if m.group(1):  # "<changed> ... from X to": keep the verb, drop "from X"
            return m.group(0)[: m.start(1) - m.start(0)]
        return " "

    return _OLD_VALUE.sub(cut, text)


def _former_parts(text: str) -> list[str]:
    """The parts of `text` that name former values (what `_drop_old_values` cuts)."""
    return [m.group(1) or m.group(0) for m in _OLD_VALUE.finditer(text)]


def mentions(text: str, value: str) -> bool:
    """`text` names `value` as a whole word (not "30" inside "02:30")."""
    return re.search(r"(?<![\w:.-])" + re.escape(value) + r"(?![\w:-]|\.\w)", text.lower()) is not None
