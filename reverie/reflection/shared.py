"""The offline lesson sentence: what a cluster's episodes share, stated once (no episode copied as it was).

`shared_lesson(episodes, background)` builds one sentence from
- the topic: the words the episodes' titles share ("Nightly ETL");
- the shared phrases of what happened and how it ended, found as word
  sequences most episodes contain (numbers stand for any number: "loaded N
  rows in one batch"), kept when their words are typical of the cluster and
  not of the agent's other episodes (`background`);
- a rule an episode states, when one does ("run OCR before extracting"), else
  the problem with the conditions it came with ("OOM killed when loaded N
  rows in one batch");
- what worked, when some episodes went well where the others failed.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence

from reverie.reflection.lessons import names_problem
from reverie.text import STOPWORDS, content_words, sentences

MAX_PHRASE_WORDS = 8
MAX_EPISODES = 30  # the most central ones (they come first): a lesson is stated from what they share
MAX_DOC_CHARS = 4000  # of each episode's text and outcome: bounded time whatever an episode holds
MIN_LIFT = 0.25  # a phrase's words: share of the cluster's episodes using them minus the background's share
_WORD = re.compile(r"[^\W_]+(?:['’.,][^\W_]+)*", re.UNICODE)
_CLAUSE = re.compile(r"[;:!?]|\.(?:\s|$)|,\s|\s[-–—]\s|\(|\)")


def _words(clause: str) -> list[tuple[str, str]]:
    """(key, original) per word; any word with a digit has the key "N"."""
    return [("N" if any(c.isdigit() for c in w) else w.lower(), w) for w in _WORD.findall(clause)]


def _clauses(text: str) -> list[list[tuple[str, str]]]:
    return [w for w in (_words(c) for c in _CLAUSE.split(text or "")) if w]


def _grams(clauses: list[list[tuple[str, str]]]) -> dict[tuple[str, ...], str]:
    """Every word sequence (up to MAX_PHRASE_WORDS) of the clauses, with its original words."""
    out: dict[tuple[str, ...], str] = {}
    for words in clauses:
        for i in range(len(words)):
            for j in range(i + 1, min(len(words), i + MAX_PHRASE_WORDS) + 1):
                key = tuple(k for k, _ in words[i:j])
                if key[0] in STOPWORDS or key[-1] in STOPWORDS:
                    continue
                out.setdefault(key, " ".join(o for _, o in words[i:j]))
    return out


_ID = re.compile(r"[#\w./-]*\d[\w./-]*")


def _topic(titles: list[str], need: int) -> str:
    """The longest run of words of the first title that `need` titles share (numbers and ids left out)."""
    titles = [_ID.sub(" ", t) for t in titles]  # "doc-101.pdf", "#4411": an id says nothing shared
    if not titles:
        return ""
    sets = [{k for k, _ in _words(t)} for t in titles]
    words = _words(titles[0])
    best: list[str] = []
    run: list[tuple[str, str]] = []
    for key, orig in words + [("", "")]:
        if key and key != "N" and sum(key in s for s in sets) >= need:
            run.append((key, orig))
            continue
        while run and run[-1][0] in STOPWORDS:
            run.pop()
        while run and run[0][0] in STOPWORDS:
            run.pop(0)
        if len(run) > len(best):
            best = [o for _, o in run]
        run = []
    return " ".join(best)


def _shared_phrases(docs: list[str], back: Counter, n_back: int) -> list[tuple[str, tuple[str, ...], int]]:
    """(phrase, key, first position in docs[0]) of the word sequences at least half the docs share."""
    need = max(2, math.ceil(len(docs) / 2))
    grams = [_grams(_clauses(d)) for d in docs]
    support: Counter = Counter()
    for g in grams:
        support.update(g.keys())
    word_freq: Counter = Counter()
    for d in docs:
        word_freq.update(set(content_words(d)))
    cands = []
    for key, n in support.items():
        if n < need:
            continue
        words = [w for w in key if w != "N" and w not in STOPWORDS and len(w) > 1]
        if not words:
            continue
        lift = sum(word_freq[w] / len(docs) - back[w] / max(n_back, 1) for w in words) / len(words)
        if lift >= MIN_LIFT:
            cands.append((key, n))
    # Maximal phrases only: one inside a longer shared phrase with as much support says nothing more.
    support_of = dict(cands)
    covered = set()
    for key, n in cands:
        for i in range(len(key)):
            for j in range(i + 1, len(key) + 1):
                sub = key[i:j]
                if sub != key and support_of.get(sub, n + 1) <= n:
                    covered.add(sub)
    kept = [(key, n) for key, n in cands if key not in covered]
    first = " ".join(k for k, _ in _words(docs[0]))
    out = []
    for key, _ in kept:
        said = {g[key] for g in grams if key in g}
        # A number every episode gives the same ("HTTP 429") is kept; numbers that vary read "N".
        phrase = (
            said.pop()
            if len(said) == 1
            else " ".join(
                "N" if k == "N" else w
                for k, w in zip(key, next(g[key] for g in grams if key in g).split(), strict=False)
            )
        )
        pos = first.find(" ".join(key))
        out.append((phrase, key, pos if pos >= 0 else 10_000))
    out.sort(key=lambda p: p[2])
    return out


def _what_worked(good: list[str], bad: list[str]) -> str:
    """The sentence of what a successful episode did whose words the failed ones use least."""
    bad_words = {w for d in bad for w in content_words(d)}
    best, score = "", 0.0
    for doc in good:
        for s in sentences(doc):
            words = set(content_words(s))
            if len(words) < 2 or names_problem(s):
                continue
            new = len(words - bad_words) / len(words)
            if new > score:
                best, score = s.strip().rstrip("."), new
    return best


def _lower_first(text: str) -> str:
    """ "Loaded N rows" -> "loaded N rows" inside a sentence; "SSO login" stays as it is."""
    return text[0].lower() + text[1:] if text[:1].isupper() and text[1:2].islower() else text


def shared_lesson(episodes: Sequence[dict], background: Sequence[str], rule: str = "") -> str:
    """One sentence of what the episodes share (see the module doc); "" when they share nothing to state."""
    episodes = list(episodes[:MAX_EPISODES])
    if len(episodes) < 2:
        return ""
    topic = _topic([e.get("title") or "" for e in episodes], len(episodes))  # the task every episode was
    docs = [" ".join(p for p in (e.get("text"), e.get("outcome")) if p)[:MAX_DOC_CHARS] for e in episodes]
    did = [(e.get("text") or "")[:MAX_DOC_CHARS] for e in episodes]
    back: Counter = Counter()
    for doc in background:
        back.update(set(content_words(doc)))
    troubled = [
        names_problem(d) or (isinstance(e.get("reward"), (int, float)) and e["reward"] < 0.5)
        for e, d in zip(episodes, docs, strict=False)
    ]
    bad = [d for d, t in zip(docs, troubled, strict=False) if t] or docs
    good = [d for d, t in zip(did, troubled, strict=False) if not t]
    phrases = _shared_phrases(bad, back, len(background)) if len(bad) >= 2 else []
    outcomes = " ".join(k for e in episodes for k, _ in _words((e.get("outcome") or "")[:MAX_DOC_CHARS]))
    problems = [p for p, key, _ in phrases if names_problem(p) or (len(key) >= 2 and " ".join(key) in outcomes)]
    # A condition says something of its own: two words at least ("one batch"), not a stray "checked".
    conditions = [p for p, key, _ in phrases if p not in problems and len(key) >= 2][:2]
    problems = problems[:3]
    if rule:
        body = rule.rstrip(" .")
    elif problems:
        body = ", ".join(problems) + (f" when {', '.join(map(_lower_first, conditions))}" if conditions else "")
    else:
        return ""
    worked = _what_worked(good, bad) if good and not rule else ""
    if worked:
        body += f"; what worked: {_lower_first(worked)}"
    text = f"{topic}: {body}" if topic and topic.lower() not in body.lower() else body
    return text[0].upper() + text[1:] + "."
