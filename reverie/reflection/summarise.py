"""Turning a cluster of episodes into one memory-note summary.

Two summarisers share one interface, `summarise(episodes, cohesion, background)
-> Summary`: `ExtractiveSummariser` (offline, deterministic: the sentence that
states what the cluster's episodes share) and `LLMSummariser` (litellm, asks
for JSON and validates it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from reverie.llm import LLMClient
from reverie.reflection.lessons import states_lesson, states_rule
from reverie.reflection.shared import shared_lesson
from reverie.text import content_words, sentences

MAX_SUMMARY_CHARS = 280
LESSON_BONUS = 1.0  # above any lift + centrality gap between two sentences of one cluster


@dataclass(frozen=True)
class Summary:
    text: str
    confidence: float
    lesson: bool = True  # False: the summariser found nothing learned (routine success); no note is written
    # Who decided `lesson`: "llm" (its answer's "lesson" field), "rule" (an LLM answer without that field,
    # judged by the English rule in lessons.py) or "offline" (the extractive summariser, by the same rule).
    decided_by: str = "offline"


class Summariser(Protocol):
    model_id: str

    def summarise(
        self,
        episodes: Sequence[dict],
        cohesion: float,
        background: Sequence[str] = (),
        centroid: np.ndarray | None = None,
    ) -> Summary:
        """One summary for a cluster of episodes (dicts with title, text, outcome, reward)."""
        ...


def _support_confidence(cohesion: float, n: int) -> float:
    support = min(1.0, n / 5.0)
    return round(max(0.0, min(1.0, 0.5 * cohesion + 0.5 * support)), 3)


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_SUMMARY_CHARS else text[: MAX_SUMMARY_CHARS - 1].rstrip() + "…"


class ExtractiveSummariser:
    """Picks the sentence that best states what the cluster's episodes share.

    Candidates are the sentences of what happened (`text`, `outcome`), never
    the task statement itself. Each scores by
    - lift: for each of its words, the share of the cluster's episodes that
      use it minus the share of the agent's other episodes (`background`)
      that do, averaged, so boilerplate every episode carries weighs nothing;
    - centrality (when built with `embed` and given the cluster `centroid`):
      the cosine of the sentence's embedding to the cluster centroid, so the
      sentence that is what the cluster is about beats a chance repetition;
    - a lesson bonus: a sentence that names a problem, a rule or a cause
      (`states_lesson`) beats routine ones ("Logged the result in the tracker.").
    `lesson` is False when no candidate states a lesson.
    """

    model_id = "extractive-v1"

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray] | None = None) -> None:
        self.embed = embed
        self._vectors: dict[str, np.ndarray] = {}  # the same sentences recur across clusters and days

    def _sentence_vectors(self, texts: list[str]) -> np.ndarray:
        missing = [t for t in texts if t not in self._vectors]
        if missing and self.embed is not None:
            if len(self._vectors) > 50_000:
                self._vectors.clear()
            self._vectors.update(zip(missing, np.asarray(self.embed(missing), dtype=np.float32), strict=False))
        return np.stack([self._vectors[t] for t in texts])

    def summarise(
        self,
        episodes: Sequence[dict],
        cohesion: float,
        background: Sequence[str] = (),
        centroid: np.ndarray | None = None,
    ) -> Summary:
        docs = [" ".join(p for p in (e.get("text"), e.get("outcome")) if p) for e in episodes]
        doc_freq: Counter[str] = Counter()
        for doc in docs:
            doc_freq.update(set(content_words(doc)))
        back_freq: Counter[str] = Counter()
        for doc in background:
            back_freq.update(set(content_words(doc)))
        n_in, n_back = max(len(docs), 1), max(len(background), 1)
        titles = {" ".join((e.get("title") or "").split()).lower() for e in episodes} - {""}
        candidates: dict[str, float] = {}
        for doc in docs:
            for sentence in sentences(doc):
                key = sentence.lower()
                if key in candidates or any(t in key for t in titles):
                    continue
                words = set(content_words(sentence))
                if not words:
                    continue
                lift = sum(max(0.0, doc_freq[w] / n_in - back_freq[w] / n_back) for w in words)
                candidates[sentence] = lift / len(words) * min(1.0, len(words) / 5)
        if not candidates:
            composed = shared_lesson(episodes, background)
            if composed:
                return Summary(_clip(composed), _support_confidence(cohesion, len(episodes)), states_lesson(composed))
            first = episodes[0] if episodes else {}
            text = first.get("outcome") or first.get("text") or first.get("title") or ""
            return Summary(_clip(text), _support_confidence(cohesion, len(episodes)), states_lesson(text))
        texts = list(candidates)
        scores: np.ndarray = np.array([candidates[t] for t in texts], dtype=np.float32)
        if self.embed is not None and centroid is not None:
            scores = scores + self._sentence_vectors(texts) @ np.asarray(centroid, dtype=np.float32)
        lessons = np.array([states_lesson(t) for t in texts])
        scores = scores + LESSON_BONUS * lessons
        # Highest score; ties go to the shorter sentence, then the first seen.
        order = sorted(range(len(texts)), key=lambda i: (-float(scores[i]), len(texts[i]), i))
        best = order[0]
        # The lesson is stated from what the episodes share, with the best advice an episode gives (a sentence
        # of what happened that says what to do or why), never as one episode's report copied as it was.
        said = {s.lower() for e in episodes for s in sentences(e.get("text") or "")}
        rule = next(
            (
                texts[i]
                for i in order
                if texts[i].lower() in said and states_rule(texts[i]) and candidates[texts[i]] > 0
            ),
            "",
        )
        composed = shared_lesson(episodes, background, rule)
        if composed:
            return Summary(_clip(composed), _support_confidence(cohesion, len(episodes)), states_lesson(composed))
        return Summary(_clip(texts[best]), _support_confidence(cohesion, len(episodes)), bool(lessons[best]))


SUMMARY_SYSTEM_PROMPT = (
    "You distil an AI agent's past task episodes into one durable lesson for its future self: a problem to "
    "expect, a rule to follow, or a cause and its fix. "
    'Answer with a JSON object only: {"lesson": true, "summary": "<one sentence, at most 200 characters, stating '
    'the reusable lesson>", "confidence": <number from 0 to 1>}. If the episodes are routine successes that teach '
    'nothing (the work was simply done), answer {"lesson": false}.'
)


def _validate_summary(answer: object) -> Summary:
    if not isinstance(answer, dict):
        raise ValueError(f"expected a JSON object, got {type(answer).__name__}")
    if answer.get("lesson") is False:  # the model's own decision: nothing learned
        return Summary("", 0.0, lesson=False, decided_by="llm")
    summary = answer.get("summary")
    if not isinstance(summary, str) or not summary.strip():
        raise ValueError("field 'summary' is missing or not a non-empty string")
    confidence = answer.get("confidence", 0.5)
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)) or not 0 <= confidence <= 1:
        raise ValueError(f"field 'confidence' {confidence!r} is not a number in [0, 1]")
    if answer.get("lesson") is True:
        # The model said it is a lesson: that is the decision. The English rule of `states_lesson` is not asked
        # ("SAP CSV exports use ';' as delimiter." names no problem word and is a lesson).
        return Summary(_clip(summary), round(float(confidence), 3), True, decided_by="llm")
    # The answer does not say (no "lesson" field): the rule decides, as it does offline.
    return Summary(_clip(summary), round(float(confidence), 3), states_lesson(summary), decided_by="rule")


class LLMSummariser:
    """Summarises through litellm; raises LLMAnswerError when two answers are not valid JSON."""

    def __init__(self, client: LLMClient, max_episodes: int = 12, max_chars: int = 600) -> None:
        self.client = client
        self.model_id = f"litellm:{client.model}"
        self.max_episodes = max_episodes
        self.max_chars = max_chars

    def summarise(
        self,
        episodes: Sequence[dict],
        cohesion: float,
        background: Sequence[str] = (),
        centroid: np.ndarray | None = None,
    ) -> Summary:
        shown = episodes[: self.max_episodes]
        blocks = []
        for i, e in enumerate(shown):
            reward = e.get("reward")
            lines = [
                f"Episode {i + 1}: task: {e.get('title') or '-'}",
                f"what happened: {e.get('text') or '-'}",
                f"outcome: {e.get('outcome') or '-'}"
                + (f" (reward {reward:g})" if isinstance(reward, (int, float)) else ""),
            ]
            blocks.append("\n".join(lines)[: self.max_chars])
        user = f"{len(episodes)} similar episodes (showing {len(shown)}):\n\n" + "\n\n".join(blocks)
        return self.client.complete_json(SUMMARY_SYSTEM_PROMPT, user, _validate_summary)
