"""The shape of a distiller case and how a note is scored against it (shared by the tuning and holdout suites).

A case is a session (turns) or a resource (a file name and its text) with what
its note must keep: `facts` (a distinctive phrase of each fact, matched
case-insensitively inside one item), `procedures` (each a title phrase and its
steps' phrases, which must sit in one item of the "Procedures" section, in
order) and `chatter` (phrases no item may hold).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reverie.files.distil import NoteDraft, OfflineDistiller
from reverie.files.readers import read_resource
from reverie.files.sessions import Turn


@dataclass
class Case:
    name: str
    turns: list[tuple[str, str]] = field(default_factory=list)
    resource: tuple[str, str] | None = None
    facts: list[str] = field(default_factory=list)
    procedures: list[list[str]] = field(default_factory=list)
    chatter: list[str] = field(default_factory=list)


@dataclass
class Score:
    facts: int = 0
    facts_kept: int = 0
    procedures: int = 0
    procedures_whole: int = 0
    chatter: int = 0
    chatter_kept: int = 0
    misses: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        for k in ("facts", "facts_kept", "procedures", "procedures_whole", "chatter", "chatter_kept"):
            setattr(self, k, getattr(self, k) + getattr(other, k))
        self.misses += other.misses

    def line(self) -> str:
        return (
            f"facts kept {self.facts_kept}/{self.facts}, procedures whole {self.procedures_whole}/"
            f"{self.procedures}, chatter kept {self.chatter_kept}/{self.chatter}"
        )


def draft_for(case: Case) -> NoteDraft | None:
    distiller = OfflineDistiller()
    if case.resource is not None:
        rel, text = case.resource
        return distiller.resource_note(read_resource(rel, text))
    turns = [Turn(id=str(i), role=role, content=text, day="2026-03-01") for i, (role, text) in enumerate(case.turns)]
    return distiller.session_note(case.name, "2026-03-01", turns)


def _in_order(item: str, phrases: list[str]) -> bool:
    at = 0
    for phrase in phrases:
        found = item.find(phrase.lower(), at)
        if found < 0:
            return False
        at = found + len(phrase)
    return True


def score(case: Case) -> Score:
    draft = draft_for(case)
    items = [i.lower() for i in draft.items()] if draft else []
    procedures = [i.lower() for i in draft.sections.get("Procedures", [])] if draft else []
    s = Score(facts=len(case.facts), procedures=len(case.procedures), chatter=len(case.chatter))
    for fact in case.facts:
        if any(fact.lower() in i for i in items):
            s.facts_kept += 1
        else:
            s.misses.append(f"{case.name}: fact {fact!r} lost")
    for steps in case.procedures:
        if any(_in_order(i, steps) for i in procedures):
            s.procedures_whole += 1
        else:
            s.misses.append(f"{case.name}: procedure {steps[0]!r} not whole and in order")
    for phrase in case.chatter:
        if any(phrase.lower() in i for i in items):
            s.chatter_kept += 1
            s.misses.append(f"{case.name}: chatter {phrase!r} kept")
    return s


def score_all(cases: list[Case]) -> Score:
    total = Score()
    for case in cases:
        total.add(score(case))
    return total
