"""Units: the reusable pieces of knowledge the dream takes out of daily notes, and what they say.

A unit is one statement (a fact, a preference, a procedure) with a bucket and
the note it came from. Offline, units are the note's items (bullets under
its sections, numbered steps of a procedure as one unit, plain sentences of a
hand-written note); transient items (open items, action items, the
conversation's context line, structure listings) are not units. With an LLM
the model proposes the units (`reverie.dream.integrate.LLMIntegrator`).

`values` / `conflicts` are the offline integrator's conflict detection: the
numbers, times, dates, identifiers and named values a statement holds, and
its polarity (negated or not).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reverie.files.distil import MAX_ITEM_CHARS, normalise_item
from reverie.files.markup import unescape
from reverie.hashing import content_hash
from reverie.text import content_words, sentences, tokenize
from reverie.workspace import WorkspacePathError, safe_relpath

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
_INTRO = re.compile(r"^(?:conversation of \d+ turns|source: \[\[)", re.IGNORECASE)
_TODO = re.compile(
    r"^(?:todo|to-do|remind me|next step|follow[- ]up|we (?:still )?need to|i need to|"
    r"can you|could you|would you|please (?:check|look|send|find|help)|"
    # what someone asked the assistant to do then: a request, not lasting knowledge
    r"summari[sz]e|explain|tell me|show me|find me|look up|help me|draft|write me|give me|"
    r"translate|search for|i need help|i'?m trying to)\b|\?$",
    re.IGNORECASE,
)

_PERSONAL = re.compile(
    r"\b(?:i|we) (?:really |strongly |usually |always |generally )?(?:prefer|like|love|hate|dislike|don'?t like|"
    r"do not like|can'?t stand|would rather|'d rather)\b|\b(?:call me|my name|i am|i'?m|i live|i work|my (?:team|"
    r"manager|boss|timezone|time zone|wife|husband|partner|kids?|favou?rite|preferred|pronouns|role))\b|"
    r"\bplease (?:always|never|don'?t|do not|avoid)\b|\b(?:never|don'?t|do not|avoid) (?:book|send|schedule|use|"
    r"call|email|cc|write|put|reply|ping|page)\b|\b(?:for|with|to|about) me\b|\bmy\b|\bour (?:convention|rule|"
    r"policy|style)\b|\b(?:allergic|vegetarian|vegan)\b|\b(?:preference|prefers|likes)\b",
    re.IGNORECASE,
)
_PROCEDURE = re.compile(
    r"^(?:to [a-z]+\b.*,|how to\b|steps?\b|first\b|run\b|restart\b|install\b|deploy\b|set\b|open\b|click\b|"
    r"create\b|add\b|check\b|rotate\b|reset\b|drain\b|roll ?back\b|rollback\b|configure\b|export\b|import\b|"
    r"copy\b|update\b|upgrade\b|log in\b|login\b|ssh\b|build\b|tag\b|merge\b|push\b|pull\b|start\b|stop\b|"
    r"enable\b|disable\b|flush\b|clear\b|re-?run\b|execute\b|call\b|page\b|escalate\b)|\bthen\b.*\b(?:then|"
    r"finally|after that)\b|\b(?:runbook|procedure|step \d|steps:|workflow)\b|,\s*then\b|\bfirst\b.*\bthen\b",
    re.IGNORECASE,
)


# A sentence that starts with a verb in the imperative is an instruction ("Water the plant weekly").
_IMPERATIVE = re.compile(
    r"^(?:always |never |first |then |please )?(?:water|feed|clean|wash|book|send|use|make|take|put|keep|ask|tell|"
    r"write|save|back up|turn|switch|plug|press|go to|bring|pay|submit|file|sign|tap|scan|remove|delete|replace|"
    r"reboot|log out|wipe|charge|lock|unlock|label|store|move|renew|test|verify|run|restart|install|deploy|set|"
    r"open|click|create|add|check|rotate|reset|drain|configure|copy|update|upgrade|build|tag|merge|push|pull|start|"
    r"stop|enable|disable|flush|clear|rerun|execute|call|page|escalate|repot|prune|schedule|order|fill|empty|"
    r"download|upload|print|review|approve|archive|export|import|mount|unmount|generate|log)\b(?!-)",
    re.IGNORECASE,
)
# "My <thing> is / costs / renews <value>": a fact about something one has, not about the person (who they are,
# whom they are related to, what they prefer).
_OWNED_FACT = re.compile(
    r"^(?:my|our)\s+(?!(?:name|names|role|job|title|pronouns?|time ?zone|favou?rite|preferred|preferences?|"
    r"conventions?|rules?|style|policy|habits?|diet|allerg\w*|family|sister|brother|mother|father|mum|mom|dad|son|"
    r"daughter|wife|husband|partner|kids?|children|parents?|boss|manager|team)\b)[\w'’ -]{1,40}?\s(?:is|are|was|"
    r"costs?|renews?|expires?|starts?|ends?|opens?|closes?|falls?|lasts?|runs?|leaves?|arrives?)\b",
    re.IGNORECASE,
)
_PREFERS = re.compile(r"\b(?:prefer\w*|like\w*|love\w*|hate\w*|dislike\w*|rather|favou?rite)\b", re.IGNORECASE)
# "I go to the gym on Thursdays", "we always ...": about the people themselves (habits, conventions).
_FIRST_PERSON = re.compile(
    r"^(?:i|i'm|i've|i'd|we always|we never|we usually)\b|\b(?:birthday|anniversary|"
    r"intolerant|allerg\w*|diet|pronouns?|nickname|hobby|hobbies|"
    r"(?:dog|cat|pet|puppy|kitten)s?)\b",
    re.IGNORECASE,
)


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
        }

    @classmethod
    def from_json(cls, data: dict) -> Unit:
        return cls(
            **{
                k: data[k]
                for k in ("statement", "bucket", "source", "day", "name", "hint", "uid", "speaker", "scope")
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


# What people or a team want, ask for, or keep as a rule or convention: personal (their constraints), not wiki.
_PEOPLES_RULE = re.compile(
    r"\b(?:team|group|staff|everyone|nobody|people|we|lab|kids|children)\b[^.;]{0,30}\b(?:never|not|always|only|"
    r"no)\b|\b(?:wants|asks|expects|insists)\b|\b(?:team |house |my |our )?(?:rule|convention)s?\b|"
    r"\bare named\b|^no \w+s\b|^nothing gets\b",
    re.IGNORECASE,
)
# "Every time a box goes in, write its position ...": an instruction after a condition.
_THEN_DO = re.compile(
    r"^(?:every time|whenever|when|if|before|after)\b[^,]{3,60},\s*(?:then\s+)?(?:write|log|note|"
    r"record|check|call|send|put|add|run|open|ask|tell)\b",
    re.IGNORECASE,
)


def classify_bucket(statement: str, hint: str = "") -> str:
    """personal (preferences, identity, conventions, avoid-rules) / procedure (how-to) / wiki (facts, decisions)."""
    h = hint.lower()
    if h.startswith(("preference", "personal", "about me", "profile")):
        return "personal"
    if any(k in h for k in ("procedure", "runbook", "how to", "how-to", "steps", "workflow", "playbook")):
        return "procedure"
    s = statement.strip()
    hyphen_first = "-" in (s.split() or [""])[0]  # "Check-in at the hotel ...": a noun, not the verb "check"
    if (
        (_PROCEDURE.search(s) or _IMPERATIVE.match(s) or _THEN_DO.search(s))
        and not hyphen_first
        and not re.match(r"^(?:i|we|my|our)\b", s, re.IGNORECASE)
    ):
        return "procedure"
    if _PEOPLES_RULE.search(s):
        return "personal"
    if _OWNED_FACT.match(s) and values(s).all() and not _PREFERS.search(s) and not _FIRST_PERSON.search(s):
        return "wiki"  # "My thesis deadline is May 15", "my gym membership costs 35 euros": a fact, with its value
    if _PERSONAL.search(s) or _FIRST_PERSON.search(s):
        return "personal"
    return "wiki"


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


# --- what is worth keeping ----------------------------------------------------------------------------------------
# An exchange about the conversation itself: greetings, thanks, "say that again", exclamations.
_CONVERSATION = re.compile(
    r"^(?:hi|hello|hey|thanks|thank you|thx|cheers|good (?:morning|night|evening|afternoon)|morning all|haha|lol|"
    r"ok(?:ay)?|bye|ttyl|what a|ugh|oops|wow|yay|meh|phew)\b|"
    r"\b(?:thanks|thank you|rephrase|say that again|repeat the|more briefly)\b|!$",
    re.IGNORECASE,
)
# Words that place a statement on one occasion: what happened then is news, not knowledge to keep ("from today" /
# "as of today" start a standing state instead).
_DEICTIC = re.compile(
    r"\b(?:this (?:morning|afternoon|evening)|(?<!from )(?<!as of )(?<!starting )(?<!since )today|yesterday|"
    r"tonight|right now|just now|last night)\b",
    re.IGNORECASE,
)
# A reference that only matters for one booking, ticket or incident; an attendance list.
_ONE_OFF_REF = re.compile(
    r"\b(?:confirmation|booking|reservation|order|tracking|invoice|ticket|case|incident) (?:code|number|no\.?|"
    r"reference|ref|id)\b|\bbooking reference|"
    r"\b(?:invoice|ticket|incident|order) #?[A-Z-]*\d|^(?:present|attendees)\b",
    re.IGNORECASE,
)
# A statement that says a standing state changed ("moved to", "switched ... to", "joined ... as") or what was
# decided, not a report of one event.
_CHANGED = re.compile(
    r"\b(?:moved|switched|changed|upgraded|downgraded|replaced|joined|raised|lowered|bumped|lifted|pushed|renamed|"
    r"migrated|increased|decreased|reduced|extended|shortened|postponed|rescheduled|decided|agreed|chose|chosen|"
    r"picked|selected|adopted|approved|settled|took over)\b|\b(?:now|since|no longer|any ?more)\b",
    re.IGNORECASE,
)
# Present tense, habit or rule: a standing statement.
_STANDING = re.compile(
    r"\b(?:is|are|am|has|have|will|shall|should|must|can|may|does|do|don'?t|doesn'?t|never|"
    r"always|usually|every|each|per|(?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)days)\b",
    re.IGNORECASE,
)
_IRREGULAR_PAST = {
    "was",
    "were",
    "came",
    "took",
    "went",
    "hit",
    "ran",
    "paid",
    "told",
    "brought",
    "broke",
    "got",
    "made",
    "saw",
    "left",
    "had",
    "did",
    "sent",
    "won",
    "lost",
    "cost",
    "found",
    "gave",
    "fell",
    "met",
    "said",
    "sold",
    "spent",
    "began",
    "wrote",
    "done",
    "crashed",
}
_DETERMINERS = {
    "the",
    "a",
    "an",
    "its",
    "my",
    "our",
    "his",
    "her",
    "their",
    "this",
    "that",
    "these",
    "those",
    "to",
    "of",
    "in",
    "on",
    "for",
    "with",
    "by",
    "at",
    "from",
    "is",
    "are",
    "be",
    "been",
    "being",
    "get",
    "gets",
    "not",
    "no",
}


_PREPOSITIONS = {
    "in",
    "by",
    "at",
    "on",
    "to",
    "for",
    "as",
    "with",
    "from",
    "under",
    "up",
    "into",
    "through",
    "via",
    "after",
    "before",
    "during",
    "within",
    "without",
    "per",
}
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b")


def _past_event(text: str) -> bool:
    """The statement reports what happened once: its first verb is in the past (not a present tense, habit, rule,
    instruction or change of state), and it reads as an event ("finished at 02:14", "rows loaded", "rotated the
    key"), not as a state ("tenants hosted in eu-central-1", "PDFs capped at 25 MB")."""
    if (
        _STANDING.search(text)
        or _CHANGED.search(text)
        or _IMPERATIVE.match(text)
        or re.match(r"^to \w+", text, re.IGNORECASE)
    ):
        return False
    present = _VERB.search(text)
    words = re.findall(r"[a-z][a-z'-]*", text.lower())
    for i, w in enumerate(words):
        base = w.split("-")[0]
        irregular = base in _IRREGULAR_PAST
        past = irregular or (w.endswith("ed") and len(w) > 4 and base not in ("need", "speed"))
        if not past:
            if (
                present
                and present.group(0).lower() == w
                and not w.endswith("ed")
                and w not in _IRREGULAR_PAST
                and w not in ("used", "had", "did", "got", "came", "kept", "ran", "met", "paid", "became")
            ):
                return False  # a present verb comes first ("Raj wants ... done, next, blocked")
            continue
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if i == 0:  # "rotated the key", "That worked": a verb when an object or nothing follows
            if not nxt or nxt in _DETERMINERS or irregular:
                return True
            continue
        if words[i - 1] in (_DETERMINERS | {"it", "them", "as"}) - {"was", "were"}:
            continue  # "the encrypted disk", "is rejected": an adjective or a present passive
        if irregular or words[i - 1] in ("was", "were") or not nxt or nxt not in _PREPOSITIONS or _CLOCK.search(text):
            return True
    return False


def set_aside_reason(text: str) -> str:
    """Why a statement is not reusable knowledge ("" when it is): `request` (a to-do or question), `conversation`
    (greetings, thanks, rephrasing, small talk), `one-off` (this run's figures, today's event, a booking code), `short`
    (fewer than three content words), `context` (the note's own intro line). Such lines stay in the daily notes."""
    if _INTRO.match(text):
        return "context"
    if len(content_words(text)) < 3:
        return "short"
    if _TODO.search(text):
        return "request"
    if _CONVERSATION.search(text):
        return "conversation"
    if _DEICTIC.search(text) or _ONE_OFF_REF.search(text) or _past_event(text):
        return "one-off"
    return ""


def _worth_a_unit(text: str) -> bool:
    return not set_aside_reason(text)


# --- whose fact it is -----------------------------------------------------------------------------------------------
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
# A statement that leans on its note for what it is about: a pronoun, or "the city" / "the hotel" kind of reference.
_CONTEXTUAL = re.compile(
    r"\b(?:it|its|they|their|them|he|his|him|she|her|here|there)\b|\bthe (?:city|town|hotel|place|customer|client|"
    r"account|company|venue|site|shop|store|project|course|dashboard|child|school|clinic|office|building|region|"
    r"country|airport|strain|team|service|product)\b",
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
    leans = bool(_CONTEXTUAL.search(subject))
    named = scope_words(heading) if heading else set()
    if named and (
        leans
        or _PRONOUN.search(statement)
        or any(re.search(rf"\bthe {re.escape(w)}\b", statement, re.IGNORECASE) for w in named)
    ):
        return heading
    if leans and title and scope_words(title):
        return title
    return ""


def different_scopes(a: str, b: str) -> bool:
    """Two scopes that name different things: each has a naming word the other lacks ("Lisbon trip" / "Porto
    trip"); an empty scope (the statement says it itself) never differs."""
    x, y = scope_words(a), scope_words(b)
    return bool(x and y and (x - y) and (y - x))


def extract_units(
    rel: str, day: str, body: str, meta: dict | None = None, set_aside: dict | None = None
) -> tuple[list[Unit], list[str]]:
    """Offline units of one note's body, and the refusals (links outside the workspace) found in it.

    `set_aside` (a dict) counts the lines left out, per reason (`set_aside_reason`, and `transient` for the
    sections of to-dos and context)."""
    units: list[Unit] = []
    title = str((meta or {}).get("name") or "").replace("-", " ")
    m_title = re.search(r"^# +(.+)$", body, re.MULTILINE)
    if m_title:
        title = m_title.group(1).strip()

    def aside(reason: str) -> None:
        if set_aside is not None:
            set_aside[reason] = set_aside.get(reason, 0) + 1

    refused: list[str] = []
    seen: set[str] = set()
    heading = ""
    steps: list[str] = []
    steps_heading = ""
    steps_lead = ""  # the line that introduced the steps ("To open a matter:"), if any
    lead = ""  # a line ending with ":" (the lead of the numbered steps that may follow)

    def add(text: str, hint: str, bucket: str | None = None) -> None:
        statement, bad = clean_statement(text)
        refused.extend(f"{rel}: {b}; not followed" for b in bad)
        reason = set_aside_reason(statement)
        if reason:
            aside(reason)
            return
        key = normalise_item(statement)
        if key in seen:
            return
        seen.add(key)
        units.append(
            Unit(
                statement,
                bucket or classify_bucket(statement, hint),
                rel,
                day,
                hint=hint,
                scope=scope_of(statement, hint, title),
            )
        )

    def flush_steps() -> None:
        nonlocal steps, steps_heading, steps_lead
        if len(steps) >= 2:
            add(
                f"{steps_lead or steps_heading or 'Steps'}: "
                + "; ".join(f"{i + 1}. {s.rstrip('.')}" for i, s in enumerate(steps))
                + ".",
                steps_heading,
                "procedure",
            )
        elif steps:
            add(f"{steps_lead}: {steps[0]}" if steps_lead else steps[0], steps_heading)
        steps, steps_heading, steps_lead = [], "", ""

    in_code = False
    for raw in body.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            in_code = not in_code
            continue
        if in_code or not line.strip() or line.strip().startswith(("<!--", ">", "|")):
            continue
        h = _HEADING.match(line)
        if h:
            flush_steps()
            heading = h.group(2).strip() if len(h.group(1)) > 1 else heading
            if heading.lower().startswith("added by reverie"):
                heading = ""
            continue
        if heading.lower() in TRANSIENT_SECTIONS:
            if _BULLET.match(line) or line.strip():
                aside("transient")
            continue
        b = _BULLET.match(line)
        if b and b.group(1):  # a numbered step, led by the line that introduced the list ("To open a matter:")
            if not steps:
                steps_heading, steps_lead, lead = heading, lead[:-1].strip(), ""
            steps.append(clean_statement(b.group(2))[0])
            continue
        flush_steps()
        if lead:
            add(lead, heading)
            lead = ""
        item = b.group(2) if b else line
        if b and _TRANSIENT_PREFIX.match(item.strip()):
            continue
        if item.rstrip().endswith(":"):
            lead = item.strip()  # a list may follow
            continue
        for sentence in [item] if b else sentences(line):
            add(sentence, heading)
    flush_steps()
    if lead:
        add(lead, heading)
    return units, refused


# --- values and conflicts -----------------------------------------------------------------------------------------
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
    r"\b(?:instead of|rather than|previously|formerly|"
    r"used to be|no longer)\s+[^,;.]*|\b(?:moved|changed|switched|upgraded|downgraded|increased|decreased|raised|"
    r"lowered|reduced|shifted|went|extended|cut)\b[^.;]*?\b(from\s+\S+(?:\s+\S+){0,3}?)(?=\s+to\b)",
    re.IGNORECASE,
)


def _drop_old_values(text: str) -> str:
    """`text` without the values it names as former ones ("(was 60)", "moved from Tuesday to ...")."""

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


def conflicts(old: str, new: str) -> list[str]:
    """What `new` contradicts in `old`: differing values of a kind both state, or a flipped negation."""
    found = []
    new_full = new
    new = _drop_old_values(new)  # "(was 60)", "instead of Tuesday": the old value, not a new one
    a, b = values(old), values(new)
    for kind in ("times", "dates", "numbers", "idents", "weekdays", "names"):
        x, y = getattr(a, kind), getattr(b, kind)
        # A value one side names anywhere in its text (a name at the start of a sentence, say) is not a change.
        x, y = {v for v in x if not mentions(new, v)} | (x & y), {v for v in y if not mentions(old, v)} | (x & y)
        if kind == "names":  # "Germany" / "German": one name in two forms
            x, y = {v for v in x if not _akin(v, y)}, {v for v in y if not _akin(v, x)}
        if x and y and not (x <= y) and not (y <= x):
            found.append(f"{kind}: {', '.join(sorted(x - y))} -> {', '.join(sorted(y - x))}")
    # "X, not Y" / "no longer Y" name a former value: the statement itself is not negated.
    old_negated = values(_drop_old_values(old)).negated
    # "We no longer use SAP", "instead of Jenkins", "moved from Lyon": a value of `old` that `new` retracts.
    retracted = sorted(
        e
        for e in entities(" ".join(_former_parts(new_full))) | set(values(" ".join(_former_parts(new_full))).all())
        if mentions(old, e) and not mentions(new, e)
    )
    if retracted and not found:
        found.append(f"retracted: {', '.join(retracted)}")
    first_old, first_new = (old.split() or [""])[0].strip(",.:"), (new.split() or [""])[0].strip(",.:")
    if (
        not found
        and first_old != first_new
        and first_old[:1].isupper()
        and first_new[:1].isupper()
        and first_old.isalpha()
        and first_new.isalpha()
        and first_old.lower() not in _COMMON_START
        and first_new.lower() not in _COMMON_START
        and not mentions(new, first_old.lower())
        and not mentions(old, first_new.lower())
        and word_overlap(old.split(None, 1)[-1], new) >= 0.5
    ):
        found.append(f"names: {first_old.lower()} -> {first_new.lower()}")  # "Omar owns X" / "Nadia owns X"
    if old_negated != b.negated and word_overlap(old, new) >= 0.75 and word_overlap(new, old) >= 0.75:
        # Only a flipped negation in otherwise the same words ("X is enabled" / "X is not enabled") is a
        # contradiction; "is vegetarian" / "does not eat meat" say the same thing.
        found.append("negation: " + ("negated -> affirmed" if old_negated else "affirmed -> negated"))
    return found


# Capitalised words that start sentences without naming anyone.
_COMMON_START = {
    "the",
    "a",
    "an",
    "our",
    "my",
    "we",
    "i",
    "it",
    "they",
    "this",
    "that",
    "there",
    "every",
    "each",
    "all",
    "no",
    "some",
    "any",
    "when",
    "if",
    "to",
    "for",
    "in",
    "on",
    "at",
    "after",
    "before",
    "from",
    "with",
    "now",
    "actually",
    "also",
    "his",
    "her",
    "their",
    "its",
    "please",
    "never",
    "always",
}


def _stems(text: str) -> set[str]:
    return {
        w[:-1] if w.endswith("s") and len(w) > 3 else w
        for w in (re.sub(r"['’]s?$", "", w) for w in content_words(text))
    }


def key_terms(text: str) -> set[str]:
    """The words that carry a statement's subject: content words (stemmed) of at least 3 letters, without the
    numbers and the host names / versions / codes it states (two hosts share "lab" and "internal", not a subject)."""
    value_tokens = {t for v in values(text).idents for t in tokenize(v)}
    return {w for w in _stems(text) if len(w) > 2 and not w.isdigit() and w not in value_tokens}


# The first verb ends a statement's subject ("The Globex contract | renews on ...").
_VERB = re.compile(
    r"\b(?:is|are|was|were|be|been|has|have|had|will|would|should|must|can|could|may|might|does|do|did|runs?|"
    r"uses?|used|owns?|owned|lives?|works?|costs?|takes?|needs?|requires?|renews?|leaves?|starts?|started|"
    r"happens?|hands?|goes|go|gets?|got|moved?|changed?|prefers?|preferred|likes?|liked|wants?|wanted|decided|"
    r"agreed|planned|follows?|belongs?|allows?|supports?|expires?|opens?|closes?|ships?|shipped|runs|ran|"
    r"comes?|came|keeps?|kept|stays?|stayed|becomes?|became|lasts?|means?|contains?|includes?|sits?|holds?|"
    r"reports?|handles?|produces?|produced|manages?|leads?|hosts?|serves?|meets?|met|pays?|paid|upgraded|"
    r"switched|replaced|bumped|raised|lowered|joined|wants?|asks?)\b",
    re.IGNORECASE,
)


def subject_phrase(text: str) -> str:
    """What a statement is about: the words before its first verb (else, for a terse line like "redis maxmemory
    4gb", the words before its first value, at most five)."""
    m = _VERB.search(text)
    if m:
        return text[: m.start()].strip()
    words = text.split()[:5]
    cut = next((i for i, w in enumerate(words) if i and values(w).all()), len(words))
    return " ".join(words[:cut])


def subject_terms(text: str) -> set[str]:
    """The words and named values of a statement's subject (`subject_phrase`), so "The Globex contract renews ..."
    and "The Initech contract renews ..." have other subjects."""
    head = _ADVERBS.sub(" ", subject_phrase(text))
    v = values(head)
    # Values in the subject name which thing it is ("priority 2 tickets", "the Globex contract").
    return (_stems(head) - {t for x in v.idents for t in tokenize(x)} - set(v.numbers)) | v.all()


def same_subject(old: str, new: str) -> bool:
    """The two statements are about the same thing (one subject contains the other, or they mostly agree)."""
    a, b = subject_terms(old), subject_terms(new)
    if a <= b or b <= a:
        return True
    return len(a & b) / len(a | b) > 0.5


def word_overlap(old: str, new: str) -> float:
    """Share of `old`'s content words that `new` repeats (1.0: `new` keeps every word of `old`)."""
    a = _stems(old)
    return len(a & _stems(new)) / len(a) if a else 0.0


def adds_detail(old: str, new: str) -> bool:
    """True when `new` says more than `old`: values `old` lacks, or `old`'s words plus at least two more."""
    a, b = values(old), values(new)
    if any(not mentions(old, v) for v in b.all() - a.all()):
        return True
    extra = _stems(new) - _stems(old)
    return word_overlap(old, new) >= 0.7 and len(extra) >= 2 and len(_stems(new)) >= len(_stems(old)) + 2


# --- which thing a statement is about: entities and qualifiers ------------------------------------------------------
# Words that only say when or how sure ("now", "no longer", "actually") are not part of a statement's subject.
_ADVERBS = re.compile(
    r"\b(?:now|still|actually|currently|already|also|always|usually|no longer|not|never|"
    r"just|only|recently|meanwhile|today)\b",
    re.IGNORECASE,
)
# A statement that says a value changed: "now", "actually", "no longer", "moved/changed ... (from X) to Y", ...
CHANGE_CUE = re.compile(
    r"\b(?:now|actually|no longer|any ?more|instead|previously|formerly|used to|correction|anymore|was changed|"
    r"(?:moved|changed|switched|migrated|upgraded|downgraded|increased|decreased|raised|lowered|reduced|"
    r"extended|shortened|replaced|renamed|updated|shifted|bumped|cut|postponed|rescheduled|joined|lifted|"
    r"took over|takes over|pushed))\b",
    re.IGNORECASE,
)
# Mutually exclusive qualifiers of one kind: two statements that each name another one are about two things
# ("the staging database" / "the production database"), whatever else they share.
_QUALIFIER_KINDS = [
    {
        "staging",
        "stage",
        "production",
        "prod",
        "dev",
        "development",
        "test",
        "testing",
        "qa",
        "sandbox",
        "preview",
        "demo",
        "local",
        "uat",
    },
    {"primary", "replica", "secondary", "standby", "leader", "follower"},
    {"internal", "external"},
    {"public", "private"},
    {"frontend", "backend"},
    {"ios", "android", "web", "desktop", "mobile"},
    {
        "sister",
        "brother",
        "mother",
        "father",
        "mum",
        "mom",
        "dad",
        "son",
        "daughter",
        "wife",
        "husband",
        "partner",
        "grandmother",
        "grandfather",
        "aunt",
        "uncle",
        "cousin",
        "niece",
        "nephew",
    },
    {"weekday", "weekdays", "weekend", "weekends"},
    {"inbound", "outbound"},
    {"read", "write"},
    {"upload", "download"},
    {"input", "output"},
]
# Parts of host names and addresses that name no particular thing.
_GENERIC_PARTS = {
    "www",
    "com",
    "net",
    "org",
    "io",
    "example",
    "internal",
    "lab",
    "local",
    "http",
    "https",
    "sftp",
    "ftp",
    "ssh",
    "api",
    "app",
    "mail",
    "corp",
    "int",
    "prod",
    "dev",
    "in",
    "out",
    "co",
    "uk",
    "de",
}


def entities(text: str) -> set[str]:
    """The named things a statement mentions, lower-cased: names written with capitals inside a sentence,
    acronyms (EU, AWS), product names in CamelCase (PetDesk), the word parts of host names / addresses
    without digits (sftp://globex.example.net -> globex), and qualifier words (staging, production, sister,
    ...). Values with digits (ci-runner-04, v2, tangerine-77) are values, not entities."""
    out: set[str] = set()
    for m in _IDENT.finditer(text):
        token = m.group(0)
        if not any(c.isdigit() for c in token) and ("." in token or "/" in token or "_" in token):
            out |= {t for t in tokenize(token) if t not in _GENERIC_PARTS and len(t) > 2 and not t.isdigit()}
    for sentence in sentences(text):
        words = sentence.split()
        for i, w in enumerate(words):
            clean = re.sub(r"['’]s$", "", w.strip(".,;:!?()\"'"))
            clean = re.sub(r"(?<=[A-Z]{2})s$", "", clean)  # "PDFs" is "PDF"
            if len(clean) < 2 or any(c.isdigit() for c in clean) or not clean[:1].isupper():
                continue
            acronym = clean.isupper() and clean.isalpha() and len(clean) <= 5
            camel = clean.isalpha() and any(c.isupper() for c in clean[1:]) and any(c.islower() for c in clean)
            if acronym and i and any(c.isdigit() for c in words[i - 1]):
                continue  # "500 MB", "2 GB": the unit of a value, not a thing
            if (
                acronym
                or camel
                or (
                    i
                    and clean[1:].islower()
                    and not words[i - 1].endswith((":", "="))
                    and not _WEEKDAY.fullmatch(clean)
                    and not _MONTH_WORD.fullmatch(clean)
                )
            ):
                out.add(clean.lower())
    terms = set(tokenize(text))
    for kind in _QUALIFIER_KINDS:
        out |= terms & kind
    return out


_MONTH_WORD = re.compile(_MONTH + r"\.?", re.IGNORECASE)


def _qualifier_clash(a: set[str], b: set[str]) -> bool:
    """Each side names a qualifier of one kind that the other does not (staging / production)."""
    for kind in _QUALIFIER_KINDS:
        x, y = a & kind, b & kind
        if x and y and x != y and not (x <= y or y <= x):
            return True
    return False


def other_entity(old_texts: list[str], new: str) -> bool:
    """`new` is about another thing than every text of a node: it names an entity none of them names while each
    of them names one `new` does not (the same sentence about Globex and about Initech, about the staging and the
    production database, about my sister and my brother). An old value that `new` mentions ("moved from Lyon to
    Berlin") is no such entity."""
    mine = entities(new)
    new_text = new.lower()
    for old in old_texts:
        theirs = entities(old)
        if _qualifier_clash(theirs, mine):
            continue
        if theirs & mine:
            return False  # both name the same one ("Priya wants Word" / "send Priya editable documents")
        only_new = {e for e in mine - theirs if not mentions(old, e) and not _akin(e, theirs)}
        only_old = {e for e in theirs - mine if not mentions(new_text, e) and not _akin(e, mine)}
        if not (only_new and only_old):
            return False
    return True


def other_subject(old_texts: list[str], new: str) -> bool:
    """Each side's subject has a word the other statement never uses ("orders for the north warehouse ..." /
    "orders for the south warehouse ..."), for every text of a node; "the platform team owns the export" /
    "the export is owned by the platform team" is one subject said two ways."""
    new_words = _stems(new)
    new_subject = subject_terms(new) & new_words
    for old in old_texts:
        old_words = _stems(old)
        if not ((subject_terms(old) & old_words) - new_words and new_subject - old_words):
            return False
    return bool(old_texts)


def _akin(word: str, others: set[str]) -> bool:
    """`word` is another form of one of `others` (German / Germany, Acme / Acme's): one starts with the other."""
    return any(min(len(word), len(o)) >= 4 and (word.startswith(o) or o.startswith(word)) for o in others)


def change_cue(text: str) -> bool:
    """`text` says that something changed or was wrong ("now", "actually", "no longer", "moved from")."""
    return bool(CHANGE_CUE.search(_FROM_NOW_ON.sub(" ", text)))


# "From now on we use X for Umbrella files" starts a rule; it does not say an existing value changed.
_FROM_NOW_ON = re.compile(r"\bfrom now on\b", re.IGNORECASE)
