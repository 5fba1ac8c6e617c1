"""Turning a cluster of episodes into one memory-note summary.

Two summarisers share one interface, `summarise(texts, cohesion) -> Summary`:
`ExtractiveSummariser` (offline, deterministic: the sentence whose content
words recur across most episodes of the cluster) and `LLMSummariser` (litellm,
asks for JSON and validates it).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Protocol, Sequence

from reverie.llm import LLMClient
from reverie.text import content_words, sentences

MAX_SUMMARY_CHARS = 280


@dataclass(frozen=True)
class Summary:
    text: str
    confidence: float


class Summariser(Protocol):
    model_id: str

    def summarise(self, texts: Sequence[str], cohesion: float) -> Summary: ...


def _support_confidence(cohesion: float, n: int) -> float:
    support = min(1.0, n / 5.0)
    return round(max(0.0, min(1.0, 0.5 * cohesion + 0.5 * support)), 3)


class ExtractiveSummariser:
    """Picks the sentence that best states what the cluster's episodes share."""

    model_id = "extractive-v1"

    def summarise(self, texts: Sequence[str], cohesion: float) -> Summary:
        doc_freq: Counter[str] = Counter()
        for text in texts:
            doc_freq.update(set(content_words(text)))
        best, best_score = "", -1.0
        seen: set[str] = set()
        for text in texts:
            for sentence in sentences(text):
                if sentence in seen:
                    continue
                seen.add(sentence)
                words = set(content_words(sentence))
                if not words:
                    continue
                # Mean document frequency of its words, lightly favouring fuller sentences.
                score = sum(doc_freq[w] for w in words) / len(words) * min(1.0, len(words) / 4)
                if score > best_score or (score == best_score and len(sentence) < len(best)):
                    best, best_score = sentence, score
        if not best:
            best = (texts[0] if texts else "").strip()
        if len(best) > MAX_SUMMARY_CHARS:
            best = best[: MAX_SUMMARY_CHARS - 1].rstrip() + "…"
        return Summary(best, _support_confidence(cohesion, len(texts)))


SUMMARY_SYSTEM_PROMPT = (
    "You distil an AI agent's past task episodes into one durable lesson for its future self. "
    'Answer with a JSON object only: {"summary": "<one sentence, at most 200 characters, stating the '
    'reusable lesson>", "confidence": <number from 0 to 1>}.'
)


def _validate_summary(answer: object) -> Summary:
    if not isinstance(answer, dict):
        raise ValueError(f"expected a JSON object, got {type(answer).__name__}")
    summary = answer.get("summary")
    if not isinstance(summary, str) or not summary.strip():
        raise ValueError("field 'summary' is missing or not a non-empty string")
    confidence = answer.get("confidence", 0.5)
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)) or not 0 <= confidence <= 1:
        raise ValueError(f"field 'confidence' {confidence!r} is not a number in [0, 1]")
    text = " ".join(summary.split())
    if len(text) > MAX_SUMMARY_CHARS:
        text = text[: MAX_SUMMARY_CHARS - 1].rstrip() + "…"
    return Summary(text, round(float(confidence), 3))


class LLMSummariser:
    """Summarises through litellm; raises LLMAnswerError when two answers are not valid JSON."""

    def __init__(self, client: LLMClient, max_episodes: int = 12, max_chars: int = 600) -> None:
        self.client = client
        self.model_id = f"litellm:{client.model}"
        self.max_episodes = max_episodes
        self.max_chars = max_chars

    def summarise(self, texts: Sequence[str], cohesion: float) -> Summary:
        shown = [t[: self.max_chars] for t in texts[: self.max_episodes]]
        user = f"{len(texts)} similar episodes (showing {len(shown)}):\n\n" + "\n\n".join(
            f"Episode {i + 1}:\n{t}" for i, t in enumerate(shown)
        )
        return self.client.complete_json(SUMMARY_SYSTEM_PROMPT, user, _validate_summary)
