"""Distilling a day of a conversation, or a resource file, into a note draft.

Two distillers share one interface (`session_note`, `resource_note`):

- `OfflineDistiller` (default, deterministic): sentence-level extraction of
  decisions, preferences, facts and open items from the turns; for resources,
  a structural reading (headings, columns, keys) plus the same extraction.
- `LLMDistiller` (litellm, when REVERIE_LLM_MODEL is set): asks for a JSON
  object, validates it (one retry, then LLMAnswerError), and keeps the
  deterministic structure of resources alongside the model's summary.

Both return a `NoteDraft`: named sections of one-sentence items, rendered to
Markdown by `reverie.files.daily_notes`. Items are the unit of merging: a
note a person edited only ever gets items appended that it does not hold.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from reverie.files.procedures import extract_procedures
from reverie.files.sessions import Turn
from reverie.hashing import content_hash
from reverie.speakers import SPEAKER_RULE
from reverie.text import GREETINGS, content_words, search_terms, sentences, slugify, tokenize

if TYPE_CHECKING:
    from reverie.llm import LLMClient

SESSION_SECTIONS = ("Context", "Decisions", "Preferences", "Facts", "Procedures", "Open items")
RESOURCE_SECTIONS = ("Key points", "Procedures", "Structure", "Action items")
MAX_ITEM_CHARS = 400
MAX_PROCEDURE_CHARS = 2400  # a procedure is one item (whole and in order), so it may be longer than a sentence
MAX_TRANSCRIPT_CHARS = 24000
MAX_RESOURCE_SENTENCES = 20000  # sentences of one resource the offline distiller looks at (bounded time per file)


@dataclass
class NoteDraft:
    """What a note should say: a slug name, a one-line description, and sections of items."""

    name: str
    title: str
    description: str
    sections: dict[str, list[str]] = field(default_factory=dict)
    summary: str = ""
    generator: str = ""

    def items(self) -> list[str]:
        return [item for values in self.sections.values() for item in values]

    def without(self, item_keys: set[str]) -> NoteDraft:
        """A copy with only the items whose keys are not in `item_keys`; name and description follow them."""
        kept = {s: [i for i in v if item_key(i) not in item_keys] for s, v in self.sections.items()}
        kept = {s: v for s, v in kept.items() if v}
        items = [i for v in kept.values() for i in v]
        if not items:
            return NoteDraft(self.name, self.title, self.description, {}, "", self.generator)
        topic = _topic_words(items)
        name = slugify(" ".join(topic)) or self.name
        return NoteDraft(name, " ".join(topic).capitalize() or self.title, _clean(items[0]), kept, "", self.generator)


def normalise_item(text: str) -> str:
    """An item's identity text: bullet markers, section prefixes, case and punctuation ignored."""
    text = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?", "", text)
    text = re.sub(
        r"^(?:decision|preference|fact|procedure|open item|context|key point|action item|structure)s?:\s*",
        "",
        text,
        flags=re.IGNORECASE,
    )
    return " ".join(tokenize(text))


def item_key(text: str) -> str:
    return content_hash(normalise_item(text), length=16)


# --- offline extraction ----------------------------------------------------------------------------------------
_DECISION = re.compile(
    r"\b(decided|decide to|decision|we(?:'ll| will| are going to|'re going to) (?:go with|use|keep|switch|move|adopt|"
    r"stick|drop|ship)|let'?s (?:go with|use|keep|switch|move|stick|adopt|drop|ship|do)|going with|agreed|"
    r"settled on|chose|opted|switch(?:ed)? to|from now on|the plan is|approved)\b",
    re.IGNORECASE,
)
_PREFERENCE = re.compile(
    r"\b(?:i|we) (?:really |strongly |usually |always |generally )?(?:prefer|like|love|hate|dislike|don'?t like|"
    r"do not like|can'?t stand|would rather|'d rather|want(?! to))\b|\bplease (?:always|never|don'?t|do not|keep|"
    r"use|avoid|stop)\b|\bmy (?:favou?rite|preferred)\b|\bcall me\b|\b(?:always|never) (?:use|send|write|include|"
    r"cc|reply|put|schedule|book|call)\b|\bi'?m (?:allergic|vegetarian|vegan)\b",
    re.IGNORECASE,
)
_OPEN = re.compile(
    r"\b(todo|to-do|next steps?|follow[- ]up|remind me|still (?:need|have) to|needs? to (?:be )?|blocked|pending|"
    r"waiting (?:on|for)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|eod|"
    r"end of (?:the )?(?:day|week|month|quarter))|deadline|due (?:on|by)|action item)\b",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"^(?:i need (?:help|you|a hand)|(?:can|could|would) you|help me|please (?!always|never|don'?t|do not|keep|use|"
    r"avoid|stop)|i(?:'d| would) like (?:you )?to|i want you to|i'?m trying to|i'?m looking for)\b",
    re.IGNORECASE,
)
_SMALL_TALK = re.compile(
    rf"^(?:{GREETINGS}|sure|great|cool|perfect|sounds good|got it|no problem|you'?re welcome|nice|awesome|yes|no|"
    r"yep|nope)\b[\s!.,]*",
    re.IGNORECASE,
)
_ASSISTANT_FILLER = re.compile(
    r"^(?:sure|certainly|of course|great|got it|happy to|let me|i'?ll|i will|i can|i could|here(?:'s| is| are)|"
    r"okay|absolutely|no problem|good question|thanks|you'?re welcome|would you like|do you want|shall i)\b",
    re.IGNORECASE,
)
_IDENTIFIER = re.compile(r"\d|[\w-]+\.[A-Za-z]{2,5}\b|/[\w.-]+|@[\w-]+|\b[A-Z][a-z]+[A-Z]\w*|\b[A-Z]{2,}\b")
_COPULA = re.compile(
    r"\b(is|are|was|were|has|have|uses|runs|lives|works|costs|takes|means|needs|requires|"
    r"supports|limits?|expires?)\b",
    re.IGNORECASE,
)
# Chatter that reads like a statement ("Not bad, just a long day honestly.", "Hope you get some rest.").
_CHATTER = re.compile(
    r"^(?:not bad|not much|just (?:a|an|the|some)\b|honestly|i think|i guess|i suppose|maybe|perhaps|hope|"
    r"that'?s (?:fine|ok|okay|good|great|nice|cool|all)|it'?s (?:fine|ok|okay|good|great|nice|been)|sounds|"
    r"all good|how about|same here|me too|fair enough|no worries|anyway)\b",
    re.IGNORECASE,
)
_GENERIC = frozenset(
    [
        "please",
        "thanks",
        "thank",
        "need",
        "use",
        "like",
        "prefer",
        "decided",
        "decide",
        "let",
        "lets",
        "going",
        "want",
        "would",
        "could",
        "should",
        "also",
        "really",
        "just",
        "think",
        "know",
        "get",
        "got",
        "make",
        "made",
        "see",
        "okay",
        "yes",
        "no",
        "sure",
        "one",
        "two",
        "new",
        "way",
        "thing",
        "things",
        "time",
        "today",
        "tomorrow",
        "week",
        "good",
        "great",
        "well",
        "still",
        "yeah",
        "hey",
        "hi",
        "hello",
        "right",
        "much",
        "many",
        "let's",
        "i'll",
        "we'll",
        "it's",
        "that's",
        "agreed",
        "remind",
        "asked",
        "ask",
        "way",
        "anything",
        "something",
        "mr",
        "ms",
        "go",
        "keep",
        "set",
    ]
)


def _clean(sentence: str, max_chars: int = MAX_ITEM_CHARS) -> str:
    s = " ".join(sentence.split()).strip(" -*•")
    if len(s) > max_chars:
        s = s[: max_chars - 1].rstrip() + "…"
    return s


def _proper_noun(sentence: str) -> bool:
    words = sentence.split()
    return any(w[:1].isupper() and w[1:2].islower() for w in words[1:] if w.lower() not in ("i", "i'm", "i'll"))


def classify_sentence(sentence: str, role: str) -> str | None:
    """'Context' (what the user asked for) / 'Decisions' / 'Preferences' / 'Open items' / 'Facts', or None
    for chatter, questions and filler."""
    s = sentence.strip()
    words = content_words(s)
    if len(words) < 3 or (_SMALL_TALK.match(s) and len(words) < 5):
        return None
    if role == "assistant" and _ASSISTANT_FILLER.match(s) and not _DECISION.search(s):
        return None
    question = s.endswith("?")
    if role == "user" and _REQUEST.match(s) and not _DECISION.search(s):
        return "Context"
    if _DECISION.search(s) and not question:
        return "Decisions"
    if role == "user" and _PREFERENCE.search(s) and not question:
        return "Preferences"
    if _OPEN.search(s) and not question:
        return "Open items"
    if question:
        return None
    informative = bool(_IDENTIFIER.search(s)) or _proper_noun(s)
    if role == "user" and (informative or (_COPULA.search(s) and len(words) >= 4)):
        return "Facts"
    # Any other statement of the user's about their world ("Maria owns the billing service.") is a fact,
    # unless it is chatter or says nothing specific.
    if role == "user" and not _CHATTER.match(s) and sum(1 for w in words if w not in _GENERIC and len(w) >= 4) >= 2:
        return "Facts"
    if role == "assistant" and informative and len(words) >= 4:
        return "Facts"
    return None


class _ItemSet:
    """Ordered, deduplicated items per section (exact and near duplicates dropped)."""

    def __init__(self, sections: Sequence[str], limits: dict[str, int]) -> None:
        self.sections: dict[str, list[str]] = {s: [] for s in sections}
        self.limits = limits
        self._seen: list[set[str]] = []
        self._keys: set[str] = set()

    def add(self, section: str, text: str) -> bool:
        text = _clean(text, MAX_PROCEDURE_CHARS if section == "Procedures" else MAX_ITEM_CHARS)
        key = item_key(text)
        if not normalise_item(text) or key in self._keys:
            return False
        words = set(content_words(text))
        for other in self._seen:
            if words and len(words & other) / len(words | other) >= 0.8:
                return False
        if len(self.sections[section]) >= self.limits.get(section, 12):
            return False
        self.sections[section].append(text)
        self._keys.add(key)
        self._seen.append(words)
        return True

    def full(self, section: str) -> bool:
        return len(self.sections[section]) >= self.limits.get(section, 12)

    def result(self) -> dict[str, list[str]]:
        return {s: v for s, v in self.sections.items() if v}


def _topic_words(texts: Sequence[str], k: int = 3) -> list[str]:
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    for text in texts:
        for w in content_words(text):
            if w in _GENERIC or w.isdigit() or len(w) < 3:
                continue
            counts[w] += 1
            first.setdefault(w, len(first))
    return [w for w, _ in sorted(counts.items(), key=lambda kv: (-kv[1], first[kv[0]]))[:k]]


def _describe(kind: str, sections: dict[str, list[str]], topic: list[str]) -> str:
    counts = [
        f"{len(v)} {s.lower() if len(v) != 1 else s.lower().rstrip('s')}"
        for s, v in sections.items()
        if s not in ("Context", "Structure") and v
    ]
    lead = next(
        (sections[s][0] for s in ("Decisions", "Preferences", "Key points", "Facts", "Open items") if sections.get(s)),
        "",
    )
    about = f" about {', '.join(topic)}" if topic else ""
    text = f"{kind}{about}" + (f" ({', '.join(counts)})" if counts else "") + (f": {lead}" if lead else "")
    return _clean(text)


class OfflineDistiller:
    """Deterministic extraction; the default when no LLM is configured."""

    generator = "offline-extract-v1"

    def session_note(
        self, session_id: str, day: str, turns: Sequence[Turn], current_note: str | None = None, hint: str | None = None
    ) -> NoteDraft | None:
        # What the caller's hint names: a statement naming it is kept even when it would not count on its own.
        hinted = {w for w in search_terms(hint or "") if w not in _GENERIC and len(w) >= 3}
        items = _ItemSet(SESSION_SECTIONS, {"Context": 2, "Facts": 40, "Procedures": 12})
        first_user = next((t for t in turns if t.role == "user"), None)
        for turn in turns:
            procedures, rest = extract_procedures(turn.content)  # before sentences: a step list stays whole
            for procedure in procedures:
                items.add("Procedures", procedure.render())
            for sentence in sentences(rest):
                section = classify_sentence(sentence, turn.role)
                if (
                    section is None
                    and hinted
                    and not sentence.rstrip().endswith("?")
                    and len(content_words(sentence)) >= 3
                    and hinted & set(search_terms(sentence))
                ):
                    section = "Facts"
                if section:
                    items.add(section, sentence)
        found = items.result()
        if not found:
            return None  # small talk only: nothing worth a note
        if first_user is not None and not found.get("Context"):
            # The first thing the user asked frames the note, unless it is already one of its items.
            said = extract_procedures(first_user.content)[1]
            request = next((s for s in sentences(said) if len(content_words(s)) >= 3), "")
            known = {item_key(i) for values in found.values() for i in values}
            if request and item_key(request) not in known:
                items.sections["Context"].insert(0, _clean(request))
            found = items.result()
        topic = _topic_words([i for v in found.values() for i in v])
        name = slugify(" ".join(topic)) or f"session-{slugify(session_id)}"
        title = " ".join(topic).capitalize() if topic else f"Session {session_id}"
        return NoteDraft(
            name=name,
            title=title,
            description=_describe("Conversation", found, topic),
            sections=found,
            generator=self.generator,
        )

    def resource_note(self, resource: ResourceReading) -> NoteDraft:
        items = _ItemSet(RESOURCE_SECTIONS, {"Key points": 40, "Procedures": 12, "Structure": 15, "Action items": 10})
        for procedure in resource.procedures:
            items.add("Procedures", procedure)
        for line in resource.structure:
            items.add("Structure", line)
        for line in resource.action_items:
            items.add("Action items", line)
        # The first sentences fill the sections; a 20 MB file must not cost minutes of classifying the rest.
        for sentence in resource.sentences[:MAX_RESOURCE_SENTENCES]:
            if items.full("Key points") and items.full("Action items"):
                break
            section = classify_sentence(sentence, "user")
            if section == "Open items":
                items.add("Action items", sentence)
            elif section:
                items.add("Key points", sentence)
        for point in resource.key_points:
            items.add("Key points", point)
        found = items.result()
        lead = next((found[s][0] for s in ("Key points", "Action items", "Structure") if found.get(s)), "")
        what = f"{resource.label} file {resource.rel}"
        if resource.title != resource.stem:
            what += f" ({resource.title})"
        return NoteDraft(
            name=slugify(resource.stem) or "resource",
            title=resource.title,
            description=_clean(f"{what}: {lead}" if lead else what),
            sections=found,
            generator=self.generator,
        )


@dataclass
class ResourceReading:
    """What a resource file says, read deterministically (by `reverie.files.resource_notes.read_resource`)."""

    rel: str
    stem: str
    suffix: str
    label: str
    title: str
    text: str
    structure: list[str] = field(default_factory=list)
    key_points: list[str] = field(default_factory=list)
    action_items: list[str] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    procedures: list[str] = field(default_factory=list)  # each whole, in order (`Procedure.render()`)
    errors: list[str] = field(default_factory=list)
    stats: str = ""


# --- the LLM path ----------------------------------------------------------------------------------------------
SESSION_SYSTEM_PROMPT = (
    "You keep an AI agent's daily memory notes. Read the conversation like a person who will need it later: "
    "write down what would be hard to find again - facts about the user and their world, decisions and why, "
    "preferences, the current state and open items. Quote numbers, names, paths and amounts exactly. Leave out "
    "small talk and anything the assistant merely offered. If a current note is given, it may contain a "
    "person's corrections: treat it as true and keep its facts unless the conversation changes them. "
    "Answer with one JSON object only:\n"
    '{"skip": false, "name": "<stable topic slug: 2-5 lowercase words joined by -, no dates>", '
    '"title": "<short title>", "description": "<one or two sentences saying what this note holds>", '
    '"summary": "<2-4 sentences>", "decisions": ["<one self-contained sentence>", ...], '
    '"preferences": [...], "facts": [...], "open_items": [...]}\n'
    'If the conversation is small talk with nothing worth remembering, answer {"skip": true}.'
) + SPEAKER_RULE

RESOURCE_SYSTEM_PROMPT = (
    "You turn a file a person dropped into an agent's workspace into a memory note. Say what the file is, "
    "its core content, key details (quote numbers, names, dates exactly) and any action items. Answer with one "
    'JSON object only: {"name": "<2-5 lowercase words joined by ->", "title": "<short title>", '
    '"description": "<one or two sentences saying what the file holds>", "summary": "<2-4 sentences>", '
    '"key_points": ["<one self-contained sentence>", ...], "action_items": [...]}'
) + SPEAKER_RULE


class _Skip:
    pass


SKIP = _Skip()


def _str_list(answer: dict, key: str, limit: int = 30) -> list[str]:
    value = answer.get(key, [])
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"field {key!r} must be a list of strings")
    return [_clean(v) for v in value if v.strip()][:limit]


def _optional_str(answer: dict, key: str) -> str:
    value = answer.get(key)
    return value if isinstance(value, str) else ""


def _required_str(answer: dict, key: str) -> str:
    value = answer.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"field {key!r} is missing or not a non-empty string")
    return " ".join(value.split())


def validate_session_answer(answer: object) -> NoteDraft | _Skip:
    if not isinstance(answer, dict):
        raise ValueError(f"expected a JSON object, got {type(answer).__name__}")
    if answer.get("skip") is True:
        return SKIP
    name = slugify(_required_str(answer, "name"))
    if not name:
        raise ValueError("field 'name' has no letters or digits")
    description = _clean(_required_str(answer, "description"))
    sections = {
        "Decisions": _str_list(answer, "decisions"),
        "Preferences": _str_list(answer, "preferences"),
        "Facts": _str_list(answer, "facts"),
        "Open items": _str_list(answer, "open_items"),
    }
    summary = _optional_str(answer, "summary")
    if not any(sections.values()) and not summary.strip():
        raise ValueError('no decisions, preferences, facts, open items or summary; answer {"skip": true} instead')
    title = _optional_str(answer, "title").strip() or name
    return NoteDraft(
        name=name,
        title=" ".join(title.split())[:120],
        description=description,
        sections={k: v for k, v in sections.items() if v},
        summary=" ".join(summary.split()),
    )


def validate_resource_answer(answer: object) -> NoteDraft:
    if not isinstance(answer, dict):
        raise ValueError(f"expected a JSON object, got {type(answer).__name__}")
    name = slugify(_required_str(answer, "name"))
    if not name:
        raise ValueError("field 'name' has no letters or digits")
    summary = _optional_str(answer, "summary")
    title = _optional_str(answer, "title").strip() or name
    return NoteDraft(
        name=name,
        title=" ".join(title.split())[:120],
        description=_clean(_required_str(answer, "description")),
        sections={
            k: v
            for k, v in {
                "Key points": _str_list(answer, "key_points"),
                "Action items": _str_list(answer, "action_items"),
            }.items()
            if v
        },
        summary=" ".join(summary.split()),
    )


def transcript(turns: Sequence[Turn], max_chars: int = MAX_TRANSCRIPT_CHARS) -> str:
    """`[HH:MM] role: text` lines; when too long, the start and the (more recent) end are kept."""
    lines = [f"[{t.created_at[11:16] or '--:--'}] {t.role}: {t.content}" for t in turns]
    text = "\n".join(lines)
    if len(text) <= max_chars:
        return text
    head = max_chars // 10
    return text[:head] + "\n[... earlier turns omitted ...]\n" + text[-(max_chars - head) :]


class LLMDistiller:
    """Distils through litellm (`reverie.llm.LLMClient`); invalid answers raise LLMAnswerError."""

    def __init__(self, client: LLMClient, max_tokens: int = 1500) -> None:
        self.client = client
        if getattr(client, "max_tokens", max_tokens) < max_tokens:
            client.max_tokens = max_tokens  # notes are longer than one-line summaries
        self.generator = f"litellm:{getattr(client, 'model', '?')}"

    def session_note(
        self, session_id: str, day: str, turns: Sequence[Turn], current_note: str | None = None, hint: str | None = None
    ) -> NoteDraft | None:
        user = f"Date: {day}\nSession: {session_id}\n\n"
        if hint:
            user += f"Hint from the caller (what to pay attention to): {hint[:2000]}\n\n"
        if current_note:
            user += f"Current note (may hold a person's edits; keep them):\n{current_note[:8000]}\n\n"
        user += f"Conversation ({len(turns)} turns):\n{transcript(turns)}"
        answer = self.client.complete_json(SESSION_SYSTEM_PROMPT, user, validate_session_answer)
        if isinstance(answer, _Skip):
            return None
        answer.generator = self.generator
        return answer

    def resource_note(self, resource: ResourceReading) -> NoteDraft:
        structure = "".join(f"- {s}\n" for s in resource.structure[:30])
        user = (
            f"File: {resource.rel} ({resource.label}; {resource.stats})\n"
            + (f"Structure:\n{structure}" if structure else "")
            + f"\nContent:\n{resource.text[:MAX_TRANSCRIPT_CHARS]}"
        )
        draft = self.client.complete_json(RESOURCE_SYSTEM_PROMPT, user, validate_resource_answer)
        if resource.structure:  # the deterministic reading of the structure is exact; keep it beside the summary
            draft.sections["Structure"] = [_clean(s) for s in resource.structure[:15]]
        draft.generator = self.generator
        return draft


class NoteDistiller(Protocol):
    generator: str

    def session_note(
        self, session_id: str, day: str, turns: Sequence[Turn], current_note: str | None = None, hint: str | None = None
    ) -> NoteDraft | None: ...

    def resource_note(self, resource: ResourceReading) -> NoteDraft: ...


def make_distiller(client: LLMClient | None) -> NoteDistiller:
    """LLMDistiller for a configured LLM client, else the offline extractor."""
    return LLMDistiller(client) if client is not None else OfflineDistiller()
