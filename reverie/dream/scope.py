"""Whose fact it is: the heading or note title a statement needs to be understood when it leans on its note
("It opens at 8" under "Globex"), and whether two scopes name different things ("Lisbon trip" / "Porto trip").
"""

from __future__ import annotations

import re

from reverie.dream.buckets import _IMPERATIVE
from reverie.dream.stated_values import MONTHS, WEEKDAYS
from reverie.dream.subjects import _VERB
from reverie.text import stem_words, tokenize

# Headings and title words that sort statements (Facts, Rules, Team, Log) rather than name what they are about.
GENERIC_HEADINGS = {
    "facts",
    "fact",
    "preferences",
    "preference",
    "decisions",
    "decision",
    "procedure",
    "procedures",
    "rules",
    "rule",
    "settings",
    "context",
    "team",
    "policies",
    "policy",
    "ownership",
    "owners",
    "access",
    "safety",
    "service",
    "menu",
    "incidents",
    "incident",
    "present",
    "attendees",
    "process",
    "protocols",
    "general",
    "other",
    "notes",
    "note",
    "log",
    "logs",
    "journal",
    "meeting",
    "meetings",
    "sync",
    "weekly",
    "daily",
    "handover",
    "shift",
    "notebook",
    "runbook",
    "admin",
    "operations",
    "summary",
    "key",
    "points",
    "items",
    "updates",
    "changes",
    "update",
    "status",
    "agenda",
    "minutes",
    "info",
    "details",
    "definitions",
    "conventions",
    "steps",
    "workflow",
    "how",
    "misc",
    "todo",
    "chat",
    "session",
    "conversation",
    "about",
    "personal",
    "profile",
    "reference",
    "resources",
    "resource",
    "overview",
    "background",
    "questions",
    "answers",
    "tips",
    "trip",
    "me",
    "my",
    "our",
    "the",
    "and",
    "of",
    "for",
    "a",
    "an",
    "on",
    "in",
    "to",
    "with",
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "sizing",
    "support",
    "hiring",
    "releases",
    "suppliers",
    "household",
    "family",
    "structure",
    "open",
    "action",
    "next",
    "how-to",
    "pages",
    "added",
    "by",
    "reverie",
    "teaching",
}
# A statement that leans on its note for what it is about: a pronoun, or "the city" / "this building" kind of
# reference.
_CONTEXTUAL = re.compile(
    r"\b(?:it|its|they|their|them|he|his|him|she|her|here|there)\b|\b(?:the|this|that) (?:city|town|hotel|place|"
    r"customer|client|account|company|venue|site|shop|store|project|course|dashboard|child|school|clinic|office|"
    r"building|region|country|airport|strain|team|service|product)\b",
    re.IGNORECASE,
)
# "here", "this building", "at this site" anywhere in a statement: it is about the place its section names.
_HERE = re.compile(
    r"\bhere\b|\b(?:this|that) (?:city|town|hotel|place|site|shop|store|office|building|branch|"
    r"depot|ward|clinic|school|venue|location|warehouse|terminal|surgery|campus|floor)\b",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"\b(?:it|its|they|their|them)\b", re.IGNORECASE)  # under a heading: the thing it names
_HOW_TO = re.compile(r"^(?:to \w+|\w+ing\b[^.:]{0,40}:)", re.IGNORECASE)  # "To rotate ...", "Escalating a ticket: ..."
_FIRST_PERSON_OR_ORDER = re.compile(r"^(?:i|i'm|i'd|i've|my|we|we're|we'd|our|me|please)\b", re.IGNORECASE)


def scope_words(label: str) -> set[str]:
    """The words of a heading or title that name something (generic section words, dates and numbers left out)."""
    return {
        w
        for w in tokenize(label)
        if w not in GENERIC_HEADINGS
        and not w.isdigit()
        and not re.fullmatch(r"\d{4}-\d{2}-\d{2}|\d+(?:st|nd|rd|th)?", w)
    }


def scope_of(statement: str, heading: str, title: str) -> str:
    """The scope a statement needs to be understood, when it leans on its note: its subject is a pronoun or a
    reference like "the city" / "her lesson", or it names "the <thing>" its heading names ("Billing dashboard":
    "Marco owns the dashboard"). The scope is the heading when that heading names something ("Globex", "Strain
    A"), else the note's title; "" when the statement says whose fact it is itself."""
    if _FIRST_PERSON_OR_ORDER.match(statement) or _IMPERATIVE.match(statement) or _HOW_TO.match(statement):
        return ""  # the speaker's own fact or an instruction: the same whatever note it is in
    verb = _VERB.search(statement)
    subject = re.split(r"[,:;]", statement[: verb.start()] if verb else " ".join(statement.split()[:5]))[0]
    # "Actually starts at 16:30 from now on": no subject before the verb, so the heading is what starts
    elliptic = bool(verb) and not re.sub(
        r"\b(?:actually|now|also|still|currently|usually|always|then)\b|\W", "", subject, flags=re.IGNORECASE
    )
    leans = bool(_CONTEXTUAL.search(subject) or _HERE.search(statement) or elliptic)
    named = scope_words(heading) if heading else set()
    if named and (
        leans
        or (_PRONOUN.search(statement) and not _common_noun(subject))
        or any(re.search(rf"\bthe {re.escape(w)}\b", statement, re.IGNORECASE) for w in named)
    ):
        return heading
    if leans and title and scope_words(title):
        return title
    return ""


def _common_noun(subject: str) -> bool:
    """The subject names a thing in common words ("Kids under 14", "Every new member", "Work clothes"), not only
    by name ("Nadia", "Marco Rossi"): a pronoun after it ("Kids under 14: helmet on their head") most likely
    refers back to it, not to the heading."""
    words = re.findall(r"[A-Za-z][\w'-]*", subject)
    return any(not w[0].isupper() for w in words)


def context_of(heading: str, title: str) -> str:
    """What a note line sits in, whatever it says: its heading when that names something ("Ward 7", "North Street
    surgery"), else its note's title ("Venlo DC shift log")."""
    return heading if heading and _context_words(heading) else title


# Words next to which a short number is a date or a running count, not a sibling's name ("March 4", "Week 12").
_COUNTED = {
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "week",
    "day",
    "sprint",
    "part",
    "round",
}


def _context_words(label: str) -> set[str]:
    """The naming words of a heading or title, with the short numbers and letters that tell siblings apart ("Ward
    5", "Bay B"), not dates or week numbers."""
    label = re.sub(r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\b", " ", label)
    words = tokenize(label)
    out = scope_words(label) - _WHEN
    for i, w in enumerate(words):
        near = words[max(0, i - 1) : i + 2]
        if re.fullmatch(r"\d{1,3}|[a-z]", w) and not (_COUNTED | _WHEN) & set(near):
            out.add(w)
    return out


# The words of a date or a time of day in a log's title ("Cellar log, Tue 21 Apr", "Red Watch log: 13 July
# (night)", "NOC shift log, Mon 15 Jun (nights)"): the same log on another day, not a sibling.
_WHEN = {
    *WEEKDAYS,
    *(d[:3] for d in WEEKDAYS),
    "tues",
    "thur",
    "thurs",
    *MONTHS,
    "sept",
    *["late", "early", "am", "pm", "noon", "midnight", "overnight"],
    # "(night)", "(nights)", "days": a shift's time of day, said of one shift or of the run of them
    *(w + s for w in ("morning", "afternoon", "evening", "night", "day") for s in ("", "s")),
}


def sibling_contexts(a: str, b: str) -> bool:
    """Two headings or titles of one shape about different things: they share a word and each has a naming word
    the other lacks ("Ward 5" / "Ward 7", "Tilburg DC shift log" / "Venlo DC shift log", "North Street surgery" /
    "Harbour Road surgery"). Unrelated titles ("Kitchen" / "Budget") are not siblings: a person's notes of
    different days name different things and still restate and correct one fact; nor are two lists of topics
    ("Apologies and quorum" / "Apologies and administration": one agenda item in two meetings' minutes)."""
    if _TOPIC_LIST.search(a) or _TOPIC_LIST.search(b):
        return False
    a, b = _split_codes(_ITEM_NUMBER.sub("", a)), _split_codes(_ITEM_NUMBER.sub("", b))
    # word stems: "Pre-records" / "Pre-recorded shows" name one thing, not two of one shape
    x, y = set(stem_words(sorted(_context_words(a)))), set(stem_words(sorted(_context_words(b))))
    shared = set(tokenize(a)) & set(tokenize(b)) - {"the", "and", "of", "a", "an", "for", "on", "in", "to"}
    return bool(x - y and y - x and shared)


# A heading that lists topics rather than naming one thing.
_TOPIC_LIST = re.compile(r"\s(?:and|&)\s", re.IGNORECASE)


# The place of a heading in its list ("2. Clerking", "Item 4: Staffing", "3) Premises"): minutes number their agenda
# items, and the same number in two meetings' minutes names nothing.
_ITEM_NUMBER = re.compile(r"^\s*(?:(?:agenda )?item\s+)?\d{1,2}(?:[.):]\s+|\s*[-–]\s+)", re.IGNORECASE)


def _split_codes(label: str) -> str:
    """Letters and digits of a short code apart ("FV1" -> "FV 1", "14P2" -> "14 P 2"), so "FV1" / "FV2" read as one
    shape with two numbers, like "Ward 5" / "Ward 7"."""

    def split(m: re.Match) -> str:
        return " ".join(re.findall(r"[A-Za-z]+|\d+", m.group(0)))

    return re.sub(r"\b(?=\w{2,6}\b)(?=\w*[A-Za-z])(?=\w*\d)\w+\b", split, label)


def different_scopes(a: str, b: str) -> bool:
    """Two scopes that name different things: each has a naming word the other lacks ("Lisbon trip" / "Porto
    trip"); an empty scope (the statement says it itself) never differs."""
    x, y = scope_words(a), scope_words(b)
    return bool(x and y and (x - y) and (y - x))
