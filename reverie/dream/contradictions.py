"""What a new statement contradicts in an old one: the offline integrator's conflict detection.

`conflicts` names a value of a kind both statements state that differs, a value the new one retracts ("no
longer", "instead of"), another name at the start of an otherwise same sentence, or a flipped negation. It reads the
statements' values (`reverie.dream.stated_values`) and the things they name (`reverie.dream.subjects`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from reverie.dream.scope import scope_words
from reverie.dream.stated_values import _drop_old_values, _former_parts, mentions, twelve_hour, values
from reverie.dream.subjects import _VERB, _akin, entities, word_overlap
from reverie.text import STOPWORDS


def conflicts(old: str, new: str) -> list[str]:
    """What `new` contradicts in `old`: differing values of a kind both state, or a flipped negation."""
    found = []
    new_full = new
    new = _drop_old_values(new)  # "(was 60)", "instead of Tuesday": the old value, not a new one
    a, b = values(old), values(new)
    for kind in ("times", "dates", "numbers", "idents", "weekdays", "names"):
        x, y = getattr(a, kind), getattr(b, kind)
        if kind == "times" and any(t.endswith("~") for t in x | y):  # "half past seven": am or pm
            x, y = frozenset(map(twelve_hour, x)), frozenset(map(twelve_hour, y))
        if kind == "numbers":  # "48 hours" and "two days" are one duration
            x, y = frozenset(map(_in_minutes, x)), frozenset(map(_in_minutes, y))
        # A value one side names anywhere in its text (a name at the start of a sentence, say) is not a change.
        x, y = {v for v in x if not mentions(new, v)} | (x & y), {v for v in y if not mentions(old, v)} | (x & y)
        if kind == "names":  # "Germany" / "German": one name in two forms
            x, y = {v for v in x if not _akin(v, y)}, {v for v in y if not _akin(v, x)}
        if kind == "numbers":  # "£10" and "six months" are no two values of one thing: compare like with like
            x, y = _of_a_shared_unit(x, y)
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
    if retracted:  # the node's value named as the old one says first what the statement is about
        found.insert(0, f"retracted: {', '.join(retracted)}")
    first_old, first_new = (old.split() or [""])[0].strip(",.:"), (new.split() or [""])[0].strip(",.:")
    if (
        not found
        and _name_as_subject(old)
        and _name_as_subject(new)
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
    if not found:
        found += other_filler(old, new)
    if old_negated != b.negated and word_overlap(old, new) >= 0.75 and word_overlap(new, old) >= 0.75:
        # Only a flipped negation in otherwise the same words ("X is enabled" / "X is not enabled") is a
        # contradiction; "is vegetarian" / "does not eat meat" say the same thing.
        found.append("negation: " + ("negated -> affirmed" if old_negated else "affirmed -> negated"))
    return found


def _of_a_shared_unit(x: set[str], y: set[str]) -> tuple[set[str], set[str]]:
    """The numbers of each side whose unit ("min", "mo", "y", or none) the other side also states."""

    def unit(v: str) -> str:
        return re.sub(r"^\d+(?:\.\d+)?", "", v)

    shared = {unit(v) for v in x} & {unit(v) for v in y}
    return {v for v in x if unit(v) in shared}, {v for v in y if unit(v) in shared}


def _in_minutes(value: str) -> str:
    """A duration in days ("2d") in minutes ("2880min"), as hours and minutes are keyed; other values as they are."""
    m = re.fullmatch(r"(\d+(?:\.\d+)?)d", value)
    if not m:
        return value
    total = float(m.group(1)) * 1440
    return f"{int(total) if total == int(total) else round(total, 2)}min"


def _name_as_subject(text: str) -> bool:
    """The sentence opens with a name that is its whole subject: "Omar owns ...", "Nadia Ruiz runs ..." (not
    "Donated bread goes ...", an adjective that happens to be capitalised)."""
    words = text.split()
    if len(words) > 1 and _VERB.fullmatch(words[1].strip(",.:")):
        return True
    return len(words) > 2 and words[1][:1].isupper() and bool(_VERB.fullmatch(words[2].strip(",.:")))


_TOKEN = re.compile(r"[\w'’&.-]+|:")


@lru_cache(maxsize=4096)
def _frame(old: str, new: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...], int, int]:
    """The two statements' tokens (as written and lowercased) and how many they share at the start and at the end:
    what lies between is the span in which they differ. Cached: `other_filler` and `other_thing` split one pair."""
    a, b = tuple(_TOKEN.findall(old.rstrip(" ."))), tuple(_TOKEN.findall(new.rstrip(" .")))
    la, lb = tuple(t.lower().strip(".") for t in a), tuple(t.lower().strip(".") for t in b)
    pre = 0
    while pre < min(len(la), len(lb)) and la[pre] == lb[pre]:
        pre += 1
    post = 0
    while post < min(len(la), len(lb)) - pre and la[-1 - post] == lb[-1 - post]:
        post += 1
    return a, b, la, lb, pre, post


def other_filler(old: str, new: str) -> list[str]:
    """One frame, another filler: the two statements say the same words up to and past their verb or colon and
    differ only in a short span after it that holds at most one value ("ops duty manager: Carla Benn" / "ops duty
    manager: Femi Adeyemi"). A difference before the verb is another subject ("Ward 5 ..." / "Ward 7 ..."); a span
    of several values, or a host name or code ("pushes to sftp://globex..." / "... sftp://initech..."), names
    another thing: never a changed value. After a shared label ("unit base: ..."), all that follows is the value."""
    a, b, la, lb, pre, post = _frame(old, new)
    mid_a, mid_b = la[pre : len(la) - post], lb[pre : len(lb) - post]
    frame = la[:pre] + la[len(la) - post :]
    if not mid_a or not mid_b or {"not", "no", "never"} & set(mid_a + mid_b):
        return []  # nothing differs, or a flipped negation (told apart by `conflicts`)
    found = [f"value: {' '.join(mid_a)} -> {' '.join(mid_b)}"]
    if _labelled(la[:pre]):
        return found  # "unit base: Harrowgate ..." / "unit base: Fenwick ..."
    if (
        max(len(mid_a), len(mid_b)) > 4
        or any(_not_one_value(" ".join(t[pre : len(t) - post])) for t in (a, b))
        or not (":" in la[:pre] or _VERB.search(" ".join(a[:pre])))  # the subject and its verb are the same
        or sum(t not in STOPWORDS and t != ":" for t in frame) < 2
        or any(t in STOPWORDS for t in mid_a + mid_b)  # the filler is one value, not a phrase ("X for all X")
        # another thing in the slot, no value ("owns the expenses dashboard" / "... owns the supplier register")
        or other_thing(old, new)
    ):
        return []
    return found


def other_thing(old: str, new: str) -> bool:
    """One frame with another thing in one slot: the same words around one short span of common nouns on each side,
    the two spans sharing no word ("The backup job is owned by the platform team" / "The log retention is owned by
    the platform team", "The payments team owns the data warehouse" / "... owns the load balancer"). Two things'
    facts, not one fact said twice. A span that holds a value (a number, time, day, name or code) is left to
    `other_filler` and `conflicts`; a flipped negation too."""
    a, b, la, lb, pre, post = _frame(old, new)
    mid_a, mid_b = la[pre : len(la) - post], lb[pre : len(lb) - post]
    if not mid_a or not mid_b or max(len(mid_a), len(mid_b)) > 4 or {"not", "no", "never"} & set(mid_a + mid_b):
        return False
    if sum(t not in STOPWORDS and t != ":" for t in la[:pre] + la[len(la) - post :]) < 2:
        return False
    words_a, words_b = set(mid_a) - STOPWORDS, set(mid_b) - STOPWORDS
    if not words_a or not words_b or words_a & words_b:
        return False
    spans = (a[pre : len(a) - post], b[pre : len(b) - post])
    # a capitalised word names someone ("Omar owns ..." / "Nadia owns ..."); an acronym ("the SSO provider") does not
    capitalised = any(
        t[:1].isupper() and not t.isupper() and t.lower() not in _COMMON_START for span in spans for t in span
    )
    return not capitalised and not any(values(" ".join(span)).all() for span in spans)  # a name is a value


def _labelled(prefix: Sequence[str]) -> bool:
    """The shared words are a label and its colon ("unit base:", "night duty manager:"): what follows is the
    label's value, however long. A label that names nothing ("Note:", "Update:") is no slot."""
    if ":" not in prefix or prefix.index(":") > 5 or prefix.index(":") != len(prefix) - 1:
        return False
    return bool(scope_words(" ".join(prefix[:-1])))


def _not_one_value(span: str) -> bool:
    """A span that names more than one value, or an identifier (a host, a path, a code): another thing."""
    v = values(span)
    return len(v.all()) > 1 or bool(v.idents)


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
