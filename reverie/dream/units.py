"""Units: the reusable pieces of knowledge the dream takes out of daily notes.

A unit is one statement (a fact, a preference, a procedure) with a bucket and
the note it came from. Offline, units are the note's items (bullets under
its sections, numbered steps of a procedure as one unit, plain sentences of a
hand-written note); transient items (open items, action items, the
conversation's context line, structure listings) are not units. With an LLM
the model proposes the units (`reverie.dream.integrate.LLMIntegrator`).

A unit's bucket, scope and whether it is worth keeping come from `buckets`, `scope` and `worth`. The names this
module held before it was split (values, conflicts, subjects, scopes, ...) are re-exported here from the modules
that now hold them (see the map in `reverie.dream`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reverie.dream.buckets import Classify, classify_bucket
from reverie.dream.contradictions import conflicts
from reverie.dream.scope import GENERIC_HEADINGS, context_of, different_scopes, scope_of, scope_words
from reverie.dream.stated_values import Values, _drop_old_values, mentions, values
from reverie.dream.subjects import (
    CHANGE_CUE,
    adds_detail,
    change_cue,
    entities,
    key_terms,
    other_entity,
    other_subject,
    same_subject,
    subject_phrase,
    subject_terms,
    word_overlap,
)
from reverie.dream.worth import set_aside_reason
from reverie.files.distil import MAX_ITEM_CHARS, normalise_item
from reverie.files.markup import unescape
from reverie.hashing import content_hash
from reverie.text import content_words, sentences, tokenize
from reverie.workspace import WorkspacePathError, safe_relpath

__all__ = [
    "CHANGE_CUE",
    "GENERIC_HEADINGS",
    "TRANSIENT_SECTIONS",
    "Unit",
    "Values",
    "_drop_old_values",
    "adds_detail",
    "change_cue",
    "classify_bucket",
    "clean_statement",
    "conflicts",
    "default_name",
    "different_scopes",
    "entities",
    "extract_units",
    "key_terms",
    "mentions",
    "other_entity",
    "other_subject",
    "same_subject",
    "scope_of",
    "scope_words",
    "set_aside_reason",
    "subject_phrase",
    "subject_terms",
    "values",
    "word_overlap",
]

# Sections of daily notes whose items are not lasting knowledge (what was asked, to-dos, file structure).
TRANSIENT_SECTIONS = {
    "context",
    "open items",
    "action items",
    "structure",
    "summary",
    "open questions",
    "todo",
    "todos",
    "next steps",
}
_ITEM_PREFIX = re.compile(
    r"^(?:decision|preference|fact|key point|open item|action item|context|structure)s?:\s*", re.IGNORECASE
)
_TRANSIENT_PREFIX = re.compile(r"^(?:open item|action item|context|structure)s?:", re.IGNORECASE)
_BULLET = re.compile(r"^\s*(?:[-*+]|(\d+)[.)])\s+(?:\[[ xX]\]\s+)?(.*)$")
_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_LINK = re.compile(r"!?\[\[([^\]|#]*)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]")


@dataclass
class Unit:
    """One statement to integrate, from one source note (workspace-relative path)."""

    statement: str
    bucket: str
    source: str
    day: str
    name: str = ""
    hint: str = ""  # the section or heading it sat under
    uid: str = ""
    refused: list[str] = field(default_factory=list)
    speaker: str = ""  # person | agent | file (reverie.speakers); set by reverie.dream.speaker
    scope: str = ""  # whose fact it is when the statement does not say: the heading or note title it needs
    context: str = ""  # the heading or note title that names what its note line sits in (reverie.dream.scope)
    # Why the line is no knowledge of its own (`set_aside_reason`, or "chatter" by meaning), "" when it is: such a
    # unit never makes or changes a node; it only adds its note as a source of a node that already says it.
    aside: str = ""

    def __post_init__(self) -> None:
        if not self.uid:
            self.uid = content_hash(self.source, normalise_item(self.statement), length=16)
        if not self.name:
            self.name = default_name(self.statement)

    def to_json(self) -> dict:
        return {
            "statement": self.statement,
            "bucket": self.bucket,
            "source": self.source,
            "day": self.day,
            "name": self.name,
            "hint": self.hint,
            "uid": self.uid,
            "speaker": self.speaker,
            "scope": self.scope,
            "context": self.context,
            "aside": self.aside,
        }

    @classmethod
    def from_json(cls, data: dict) -> Unit:
        return cls(
            **{
                k: data[k]
                for k in (
                    "statement",
                    "bucket",
                    "source",
                    "day",
                    "name",
                    "hint",
                    "uid",
                    "speaker",
                    "scope",
                    "context",
                    "aside",
                )
                if k in data
            }
        )


def default_name(statement: str, words: int = 6) -> str:
    """A node name from the statement's subject words (values left out: they may be corrected later)."""
    v = values(statement)
    drop = {w for item in v.all() if any(c.isdigit() for c in item) for w in tokenize(item)} | set(v.weekdays)
    picked = [
        re.sub(r"['’]s?$", "", w).replace("'", "").replace("’", "")
        for w in content_words(statement)
        if not w.isdigit() and w not in drop
    ]
    return "-".join([w for w in picked if w][:words]) or "note"


def clean_statement(text: str) -> tuple[str, list[str]]:
    """The statement without bullet marks or section prefixes; links outside the workspace refused (returned)."""
    refused: list[str] = []

    def link(m: re.Match) -> str:
        target, alias = m.group(1).strip(), m.group(2)
        try:
            safe_relpath(target, "link")
        except WorkspacePathError as exc:
            refused.append(str(exc))
            return alias or "(link refused)"
        return m.group(0)

    text = _LINK.sub(link, text)
    text = unescape(_ITEM_PREFIX.sub("", " ".join(text.split()).strip(" -*•")))  # notes' text is escaped Markdown
    if len(text) > MAX_ITEM_CHARS:
        text = text[: MAX_ITEM_CHARS - 1].rstrip() + "…"
    return text, refused


def extract_units(
    rel: str,
    day: str,
    body: str,
    meta: dict | None = None,
    set_aside: dict | None = None,
    classify: Classify | None = None,
    with_aside: bool = False,
) -> tuple[list[Unit], list[str]]:
    """Offline units of one note's body, and the refusals (links outside the workspace) found in it.

    `set_aside` (a dict) counts the lines left out, per reason (`set_aside_reason`, and `transient` for the
    sections of to-dos and context). With `with_aside`, a line `set_aside_reason` names (a note's intro line
    excepted) is a unit with that reason as its `aside` instead: the integrator counts it only when no node says
    what it says. `classify(statements, hints)` gives the buckets of the units that numbered steps do not make a
    procedure (`reverie.dream.buckets.BucketsByMeaning`); `classify_bucket` by default."""
    title = str((meta or {}).get("name") or "").replace("-", " ")
    m_title = re.search(r"^# +(.+)$", body, re.MULTILINE)
    if m_title:
        title = m_title.group(1).strip()
    reader = _UnitReader(rel, day, title, set_aside, with_aside)
    if (meta or {}).get("session_id") or (meta or {}).get("source_conversation"):
        # A session note's title is made from the words of its talk ("Staging database deploys"), not the name of
        # the site or client it sits under: two sessions' titles are no siblings, only their headings may be.
        reader.context_title = ""
    in_code = False
    for raw in body.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            in_code = not in_code
            continue
        if in_code or not line.strip() or line.strip().startswith(("<!--", ">", "|")):
            continue
        reader.read(line)
    reader.finish()
    return reader.build(classify), reader.refused


class _UnitReader:
    """Reads one note's lines in order: headings set the section, numbered steps gather under the line that led
    them ("To open a matter:"), bullets and sentences become units (see `extract_units`)."""

    def __init__(self, rel: str, day: str, title: str, set_aside: dict | None, with_aside: bool = False) -> None:
        self.rel, self.day, self.title, self.set_aside = rel, day, title, set_aside
        self.with_aside = with_aside
        self.context_title = title
        # (statement, hint, bucket if told, context, why it is no knowledge of its own)
        self.items: list[tuple[str, str, str | None, str, str]] = []
        self.refused: list[str] = []
        self.seen: set[str] = set()
        self.heading = ""
        self.steps: list[str] = []
        self.steps_heading = ""
        self.steps_lead = ""  # the line that introduced the steps ("To open a matter:"), if any
        self.lead = ""  # a line ending with ":" (the lead of the numbered steps that may follow)

    def aside(self, reason: str) -> None:
        if self.set_aside is not None:
            self.set_aside[reason] = self.set_aside.get(reason, 0) + 1

    def add(self, text: str, hint: str, bucket: str | None = None) -> None:
        statement, bad = clean_statement(text)
        self.refused.extend(f"{self.rel}: {b}; not followed" for b in bad)
        reason = set_aside_reason(statement)
        if reason and (reason == "context" or not self.with_aside):  # (a note's intro line is never evidence)
            self.aside(reason)
            return
        key = normalise_item(statement)
        if key in self.seen:
            return
        self.seen.add(key)
        self.items.append((statement, hint, bucket, context_of(hint, self.context_title), reason))

    def build(self, classify: Classify | None) -> list[Unit]:
        """The units of the items read, their buckets decided together (`classify`: by meaning, in one batch)."""
        todo = [i for i, (_, _, bucket, _, _) in enumerate(self.items) if not bucket]
        statements, hints = [self.items[i][0] for i in todo], [self.items[i][1] for i in todo]
        decided = (
            classify(statements, hints)
            if classify
            else [classify_bucket(s, h) for s, h in zip(statements, hints, strict=True)]
        )
        buckets = {i: b for i, b in zip(todo, decided, strict=True)}
        units = []
        for i, (statement, hint, bucket, context, aside) in enumerate(self.items):
            bucket = bucket or buckets[i]
            # Steps carry no scope: "add them to their group" in a how-to names the person it is done for, not the
            # heading; a how-to is the same whatever note it sits in.
            scope = "" if bucket == "procedure" else scope_of(statement, hint, self.title)
            units.append(
                Unit(statement, bucket, self.rel, self.day, hint=hint, scope=scope, context=context, aside=aside)
            )
        return units

    def flush_steps(self) -> None:
        steps, lead = self.steps, self.steps_lead
        if len(steps) >= 2:
            numbered = "; ".join(f"{i + 1}. {s.rstrip('.')}" for i, s in enumerate(steps))
            self.add(f"{lead or self.steps_heading or 'Steps'}: {numbered}.", self.steps_heading, "procedure")
        elif steps:
            self.add(f"{lead}: {steps[0]}" if lead else steps[0], self.steps_heading)
        self.steps, self.steps_heading, self.steps_lead = [], "", ""

    def read(self, line: str) -> None:
        h = _HEADING.match(line)
        if h:
            self.flush_steps()
            self.heading = h.group(2).strip() if len(h.group(1)) > 1 else self.heading
            if self.heading.lower().startswith("added by reverie"):
                self.heading = ""
            return
        if self.heading.lower() in TRANSIENT_SECTIONS:
            if _BULLET.match(line) or line.strip():
                self.aside("transient")
            return
        b = _BULLET.match(line)
        if b and b.group(1):  # a numbered step, led by the line that introduced the list ("To open a matter:")
            if not self.steps:
                self.steps_heading, self.steps_lead, self.lead = self.heading, self.lead[:-1].strip(), ""
            self.steps.append(clean_statement(b.group(2))[0])
            return
        self.flush_steps()
        if self.lead:
            self.add(self.lead, self.heading)
            self.lead = ""
        item = b.group(2) if b else line
        if b and _TRANSIENT_PREFIX.match(item.strip()):
            return
        if item.rstrip().endswith(":"):
            self.lead = item.strip()  # a list may follow
            return
        for sentence in [item] if b else sentences(line):
            self.add(sentence, self.heading)

    def finish(self) -> None:
        self.flush_steps()
        if self.lead:
            self.add(self.lead, self.heading)
