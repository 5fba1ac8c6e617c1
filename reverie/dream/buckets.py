"""The bucket of a statement: personal (preferences, identity, conventions, avoid-rules), procedure (how-to) or
wiki (facts, decisions), from the section it sat under and its wording (`classify_bucket`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from reverie.dream.learned import LinearModel
from reverie.dream.stated_values import values

_PERSONAL = re.compile(
    r"\b(?:i|we) (?:really |strongly |usually |always |generally )?(?:prefer|like|love|hate|dislike|don'?t like|"
    r"do not like|can'?t stand|would rather|'d rather)\b|\b(?:call me|my name|i live|i work|my (?:team|"
    r"manager|boss|timezone|time zone|wife|husband|partner|kids?|children|sister|brother|mother|father|mum|mom|"
    r"dad|son|daughter|parents?|family|favou?rite|preferred|pronouns|role))\b|"
    r"\bplease (?:always|never|don'?t|do not|avoid)\b|\b(?:never|don'?t|do not|avoid) (?:book|send|schedule|use|"
    r"call|email|cc|write|put|reply|ping|page)\b|\bour (?:convention|rule|"
    r"policy|style)\b|\b(?:allergic|vegetarian|vegan)\b|\b(?:preference|prefers|likes)\b",
    re.IGNORECASE,
)
# Only first person: personal when the statement is about the person, a fact about a named thing when it names one
# ("I'm insured with Barkshire Pro", "My corn tortillas come from La Milpa").
_ME = re.compile(r"\b(?:my|me|i am|i'm)\b|^(?:i|i've|i'd)\b", re.IGNORECASE)
_PRODUCT = re.compile(r"\b[A-Z][a-z]+[A-Z]\w*\b")  # a product named in CamelCase: FreeAgent, PetDesk
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
# "We always ...", birthdays, diets, pets: about the people themselves (habits, conventions).
_FIRST_PERSON = re.compile(
    r"^(?:we always|we never|we usually)\b|\b(?:birthday|anniversary|"
    r"intolerant|allerg\w*|diet|pronouns?|nickname|hobby|hobbies|"
    r"(?:dog|cat|pet|puppy|kitten)s?)\b",
    re.IGNORECASE,
)


# What people or a team want, ask for, or keep as a rule or convention: personal (their constraints), not wiki.
_PEOPLES_RULE = re.compile(
    r"\b(?:team|group|staff|everyone|nobody|people|we|i|lab|kids|children)\b[^.;]{0,30}\b(?:never|not|always|only|"
    r"no)\b|\b(?:wants|asks|expects|insists)\b|\b(?:team |house |my |our )?(?:rule|convention)s?\b|"
    r"\bare named\b|^no \w+s\b|^nothing gets\b",
    re.IGNORECASE,
)
# Words that make a statement a rule whoever it binds: "Hosepipes are not permitted", "goggles on, no exceptions",
# "hi-vis on at all times", "No glass in the cellar. Ever.", a sentence that opens with "Never".
_RULE_WORDS = re.compile(
    r"\b(?:not permitted|not allowed|prohibited|forbidden|banned|no exceptions|mandatory|compulsory|at all times|"
    r"every time|ever)\b(?! since)|(?:^|[.;!]\s+)never\b",
    re.IGNORECASE,
)
# A rule on what people may or must do ("Junior members may not open a hive ...", "Clients must get their receipts to
# us by the 5th", "nobody leaves the station ... while on shift"): the team's constraint. What a thing must do or be
# ("P1 tickets must get a first response within 1 hour", "Orders must be picked by 16:00") is a fact about the thing.
_PEOPLE = (
    r"(?:we|you|they|everyone|everybody|anyone|staff|people|members?|visitors?|guests?|clients?|customers?|users?|"
    r"drivers?|nurses?|doctors?|interns?|juniors?|students?|pupils?|kids|children|crew|volunteers?|employees?|"
    r"contractors?|managers?|parents?|players?|tenants?|residents?)"
)
_DEONTIC = re.compile(
    rf"^(?:[^.;:]*\b)?{_PEOPLE}\b[^.;:]{{0,40}}?\b(?:must|mustn'?t|may not|may only|can only|are not allowed|"
    r"is not allowed|are not permitted|are to|has to|have to)\b|"
    r"\b(?:nobody|no one|nothing)\b[^.;]{0,40}\b(?:until|unless|without|while|before)\b|"
    r"\b(?:not|no|never)\b[^.;]{0,40}\b(?:until|unless|without)\b",
    re.IGNORECASE,
)
# "Every time a box goes in, write its position ...": an instruction after a condition.
_THEN_DO = re.compile(
    r"^(?:every time|whenever|when|if|before|after)\b[^,]{3,60},\s*(?:then\s+)?(?:write|log|note|"
    r"record|check|call|send|put|add|run|open|ask|tell)\b",
    re.IGNORECASE,
)


# How something is done, told as a sequence of actions: "are paginated, indexed and filed", "counted by two nurses
# and signed in the register", "gets a red band, and the allergy is written on the chart". Participles of a state or
# a history ("located ... and opened in 1998") describe a thing, not what to do with it.
_STATIVE = (
    r"(?!(?:located|based|situated|built|founded|opened|closed|owned|named|called|made|known|married|born|"
    r"established|designed|painted|married|divorced|related|connected|included|used|supposed|expected|allowed)\b)"
)
_ACTIONS = re.compile(
    rf"\b(?:is|are|gets?|be)\s+(?:\w+ly\s+)?{_STATIVE}\w+(?:ed|en)\b[^.;]{{0,60}}?(?:,|\band\b)\s*"
    rf"(?:(?:is|are)\s+)?(?:\w+ly\s+)?{_STATIVE}\w+(?:ed|en)\b|"
    r"\b(?:gets?|receives?)\b[^.;]{3,60},?\s+and\b[^.;]{0,40}\b(?:is|are)\s+\w+(?:ed|en)\b",
    re.IGNORECASE,
)


def _is_procedure(s: str) -> bool:
    """Steps or an instruction: an imperative opening, numbered steps or a "first ... then" sequence, an
    instruction after a condition (none of them when the first word is a hyphenated noun like "Check-in"), or a
    sequence of actions done to a thing."""
    if re.match(r"^(?:i|we|my|our)\b", s, re.IGNORECASE):
        return False
    hyphen_first = "-" in (s.split() or [""])[0]  # "Check-in at the hotel ...": a noun, not the verb "check"
    told = bool(_PROCEDURE.search(s) or _IMPERATIVE.match(s) or _THEN_DO.search(s)) and not hyphen_first
    return told or bool(_ACTIONS.search(s))


def files_claim(statement: str) -> bool:
    """A file's statement that speaks for a person: its "I" / "my" (the file's author, never the person) or a
    preference ("Priya prefers ...", "the user likes ..."): a claim of the file, not anyone's profile."""
    s = statement.strip()
    return bool(_ME.search(s) or _PREFERS.search(s))


def hinted_bucket(hint: str) -> str | None:
    """The bucket a section's heading says its items have ("Preferences", "Runbook: ..."), or None."""
    h = hint.lower()
    if h.startswith(("preference", "personal", "about me", "profile")):
        return "personal"
    if any(k in h for k in ("procedure", "runbook", "how to", "how-to", "steps", "workflow", "playbook")):
        return "procedure"
    return None


def classify_bucket(statement: str, hint: str = "") -> str:
    """personal (identity, preferences, a person's or team's rules and conventions) / procedure (steps, how-to) /
    wiki (facts about things, decisions), by the wording rules of this module (`BucketsByMeaning` reads the
    meaning instead, where the embedder it was fitted on runs)."""
    hinted = hinted_bucket(hint)
    if hinted:
        return hinted
    s = statement.strip()
    if _is_procedure(s):
        return "procedure"
    if _PEOPLES_RULE.search(s) or _DEONTIC.search(s) or _RULE_WORDS.search(s):
        return "personal"
    if _OWNED_FACT.match(s) and values(s).all() and not _PREFERS.search(s) and not _FIRST_PERSON.search(s):
        return "wiki"  # "My thesis deadline is May 15", "my gym membership costs 35 euros": a fact, with its value
    if _PERSONAL.search(s) or _FIRST_PERSON.search(s):
        return "personal"
    if _ME.search(s):
        return "wiki" if values(s).names or _PRODUCT.search(s) else "personal"
    return "wiki"


# `classify(statements, hints)`: the bucket of each statement.
Classify = Callable[[Sequence[str], Sequence[str]], list[str]]


class BucketsByMeaning:
    """The buckets of statements from what they mean: a heading that says it decides ("Preferences"), else the
    learnt bucket model (`reverie.dream.learned`, fitted on the dream suite's tuning halves) reads the sentence's
    vector, and where it is unsure (under its floor) the wording rules decide. On the suite's eleven holdout halves,
    which it never saw, it gave the bucket of 0.87 of the facts' first statements (695) where the wording rules
    alone gave 0.73. `for_embedder` is None when the embedder is not the one the model was fitted on; the wording
    rules decide then."""

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray], model: LinearModel) -> None:
        self.embed = embed
        self.model = model

    @classmethod
    def for_embedder(
        cls, embed: Callable[[Sequence[str]], np.ndarray], model_id: str, dim: int
    ) -> BucketsByMeaning | None:
        model = LinearModel.load("bucket")
        return cls(embed, model) if model is not None and model.fits(model_id, dim) else None

    def __call__(self, statements: Sequence[str], hints: Sequence[str]) -> list[str]:
        hinted = [hinted_bucket(h) for h in hints]
        todo = [i for i, b in enumerate(hinted) if b is None]
        read = (
            dict(zip(todo, self.model.predict(self.embed([statements[i] for i in todo])), strict=True)) if todo else {}
        )
        # unsure (under the model's floor): the wording rules
        return [hinted[i] or read[i] or classify_bucket(statements[i], hints[i]) for i in range(len(statements))]
