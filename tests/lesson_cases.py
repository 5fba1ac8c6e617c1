"""The shape of an offline-lesson case and how a summary is scored (shared by the tuning and holdout suites).

A case is one cluster of episodes (title, what happened, outcome, reward) and
the agent's other episodes (the background). Its summary must be one sentence
that names each of `must` (each a list of acceptable phrases, any one
enough), state a lesson (`states_lesson`), and never be one episode's report
copied as it was (`reports`: sentences the summary must not equal).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reverie.reflection.lessons import states_lesson
from reverie.reflection.summarise import ExtractiveSummariser


@dataclass
class LessonCase:
    name: str
    episodes: list[tuple[str, str, str, float]]
    background: list[str] = field(default_factory=list)
    must: list[list[str]] = field(default_factory=list)
    reports: list[str] = field(default_factory=list)


def summary_for(case: LessonCase) -> str:
    episodes = [{"title": t, "text": x, "outcome": o, "reward": r} for t, x, o, r in case.episodes]
    background = [" ".join((t, x, o)) for t, x, o, _ in case.episodes] + case.background
    return ExtractiveSummariser().summarise(episodes, 0.8, background).text


def problems(case: LessonCase) -> list[str]:
    """What is wrong with the case's summary (empty: it passes)."""
    text = summary_for(case)
    low = text.lower()
    out = []
    for options in case.must:
        if not any(o.lower() in low for o in options):
            out.append(f"{case.name}: {text!r} names none of {options}")
    if len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]) != 1:
        out.append(f"{case.name}: {text!r} is not one sentence")
    if not states_lesson(text):
        out.append(f"{case.name}: {text!r} states no lesson")
    norm = low.strip().rstrip(".")
    if any(norm == r.lower().strip().rstrip(".") for r in case.reports):
        out.append(f"{case.name}: {text!r} is an episode's report copied verbatim")
    return out
