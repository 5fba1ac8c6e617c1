"""Procedures in what was said or written: numbered steps, "Step 1: ...", "first ..., then ..., finally ...".

`extract_procedures(text)` returns each procedure found (a title and its steps,
in order) and the text with those steps taken out, so the sentence extraction
that follows never cuts a step list into fragments ("To rotate the API key: 1.",
"generate a new key 3."). A note keeps a procedure as one item
(`Procedure.render()`): "To rotate the API key: 1. open the vault; 2. generate
a new key; ...", whole and in order, which is what a search for one step finds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise

MIN_STEPS = 2  # a numbered list needs two steps; a spoken "first ... then ..." needs three (or a "finally")
MAX_STEPS = 40
MAX_STEP_CHARS = 300

_LINE_STEP = re.compile(r"^\s*(?:step\s+)?(\d{1,2})\s*[.):]\s+(\S.*)$", re.IGNORECASE)
_LINE_BULLET = re.compile(r"^\s*[-*+•]\s+(?:\[[ xX]\]\s+)?(\S.*)$")
_HEADING = re.compile(r"^\s*#{1,6}\s+(.+?)\s*#*\s*$")
# A lead-in that announces steps ("To file a claim:", "Here are the steps to ...:", "Method:").
_LEAD_IN = re.compile(
    r"\b(?:steps?|procedure|process|how to|how we|to \w+|method|instructions|runbook|checklist|"
    r"recipe|works like this|as follows)\b",
    re.IGNORECASE,
)
_INLINE_MARK = r"(?:(?<=\s)|(?<=^)|(?<=:))(?:step\s+)?{n}\s*[.):]\s+"
_SPOKEN_FIRST = re.compile(r"\bfirst(?:ly)?\b,?\s+", re.IGNORECASE)
_SPOKEN_NEXT = re.compile(
    r"(?:[,;.]\s*|\s+)(?:and\s+)?(?:then|next|after that|afterwards|finally|lastly)\b,?\s+", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


@dataclass
class Procedure:
    """A title (may be empty) and its steps, in the order given."""

    title: str
    steps: list[str] = field(default_factory=list)

    def render(self) -> str:
        steps = "; ".join(f"{i}. {s}" for i, s in enumerate(self.steps, start=1))
        return f"{self.title}: {steps}" if self.title else steps


def _step(text: str) -> str:
    text = " ".join(text.split()).strip(" ;,")
    text = re.sub(r"^(?:and|then)\s+", "", text, flags=re.IGNORECASE).rstrip(" .;,")
    return text[:MAX_STEP_CHARS]


def _title(text: str) -> str:
    """The lead-in of a procedure: its last sentence, without the closing colon or a trailing "and"."""
    text = " ".join(text.split())
    parts = [p for p in _SENTENCE_END.split(text) if p.strip()]
    title = parts[-1] if parts else ""
    return title.strip().rstrip(":-–—,.").strip()


def _step_run(lines: list[str], start: int, *, numbered: bool) -> tuple[list[str], list[int], int]:
    """(steps, their line numbers, the line after the run) of the numbered or bulleted run at `start`."""
    steps: list[str] = []
    rows: list[int] = []
    j, expect = start, 1
    while j < len(lines) and len(steps) < MAX_STEPS:
        if not lines[j].strip():
            j += 1
            continue
        if numbered:
            step = _LINE_STEP.match(lines[j])
            if not step or int(step.group(1)) != expect:
                break
            text = step.group(2)
        else:
            step = _LINE_BULLET.match(lines[j])
            if not step:
                break
            text = step.group(1)
        steps.append(_step(text))
        rows.append(j)
        expect += 1
        j += 1
    return steps, rows, j


def _numbered_lines(lines: list[str]) -> tuple[list[Procedure], set[int]]:
    """Runs of lines numbered 1, 2, 3 ... (blank lines between allowed), and bullet lists under a lead-in."""
    found: list[Procedure] = []
    used: set[int] = set()
    heading = ""
    i = 0
    while i < len(lines):
        if not lines[i].strip():
            i += 1
            continue
        h = _HEADING.match(lines[i])
        if h:
            heading = h.group(1).strip()
        m = _LINE_STEP.match(lines[i])
        bullet = None if m else _LINE_BULLET.match(lines[i])
        lead = _lead_line(lines, i) if (m and m.group(1) == "1") or bullet else None
        if (m and m.group(1) == "1") or (
            bullet
            and lead is not None
            and (lead[1].rstrip().endswith(":") or _HEADING.match(lead[1]))
            and _LEAD_IN.search(lead[1])
        ):
            steps, rows, j = _step_run(lines, i, numbered=m is not None)
            if len(steps) >= MIN_STEPS:
                title = ""
                if (
                    lead is not None
                    and not _HEADING.match(lead[1])
                    and (lead[1].rstrip().endswith(":") or _LEAD_IN.search(lead[1]))
                ):
                    title = _title(lead[1])
                    if not lead[1].rstrip().endswith(":"):  # a sentence that leads in stays a sentence too
                        lead = None
                    else:
                        rows.append(lead[0])
                elif lead is not None and (heading_match := _HEADING.match(lead[1])):
                    title = heading_match.group(1).strip()
                elif heading:
                    title = heading
                found.append(Procedure(title, [s for s in steps if s]))
                used.update(rows)
                i = j
                continue
        i += 1
    return found, used


def _lead_line(lines: list[str], i: int) -> tuple[int, str] | None:
    """The closest non-blank line of the three before line i (the line that introduces a list), if any."""
    for k in range(i - 1, max(i - 4, -1), -1):  # bounded: a file of blank lines stays linear
        if lines[k].strip():
            if _LINE_STEP.match(lines[k]) or _LINE_BULLET.match(lines[k]):
                return None  # inside another list
            return k, lines[k]
    return None


def _inline_numbered(line: str) -> tuple[Procedure | None, str]:
    """ "... : 1. a 2. b 3. c" (or "Step 1: a. Step 2: b.") within one line."""
    first = re.search(_INLINE_MARK.format(n="1"), line, re.IGNORECASE) if "1" in line else None
    if not first:
        return None, line
    marks = [first]
    while len(marks) < MAX_STEPS:
        nxt = re.compile(_INLINE_MARK.format(n=len(marks) + 1), re.IGNORECASE).search(line, marks[-1].end())
        if not nxt:
            break
        marks.append(nxt)
    if len(marks) < MIN_STEPS:
        return None, line
    steps = [_step(line[a.end() : b.start()]) for a, b in pairwise(marks)]
    tail = line[marks[-1].end() :]
    end = _SENTENCE_END.search(tail)  # the last step runs to the end of its sentence
    rest = ""
    if end and len(steps) >= MIN_STEPS:
        rest, tail = tail[end.end() :], tail[: end.start()]
    steps.append(_step(tail))
    before = line[: first.start()]
    return Procedure(_title(before), [s for s in steps if s]), _without_title(before) + " " + rest


def _without_title(before: str) -> str:
    """The text before a procedure minus its lead-in sentence (that sentence is the procedure's title)."""
    parts = [p for p in _SENTENCE_END.split(before.strip()) if p.strip()]
    return " ".join(parts[:-1])


def _spoken(sentence: str) -> Procedure | None:
    """ "first do a, then b, then c, and finally d" within one sentence."""
    first = _SPOKEN_FIRST.search(sentence) if "first" in sentence.lower() else None
    if not first:
        return None
    body = sentence[first.end() :]
    cuts = list(_SPOKEN_NEXT.finditer(body))
    finally_said = any(re.search(r"finally|lastly", c.group(0), re.IGNORECASE) for c in cuts)
    if len(cuts) + 1 < 3 and not (finally_said and cuts):
        return None
    bounds = [0] + [c.start() for c in cuts] + [len(body)]
    starts = [0] + [c.end() for c in cuts]
    steps = [_step(body[s:e]) for s, e in zip(starts, bounds[1:], strict=False)]
    return Procedure(_title(sentence[: first.start()]), [s for s in steps if s])


def extract_procedures(text: str) -> tuple[list[Procedure], str]:
    """The procedures in `text` and the text left once they (and their lead-in lines) are taken out."""
    lines = text.splitlines()
    found, used = _numbered_lines(lines)
    rest_lines: list[str] = []
    for k, line in enumerate(lines):
        if k in used:
            continue
        if not line.strip():
            rest_lines.append(line)
            continue
        proc, line = _inline_numbered(line)
        if proc is not None:
            found.append(proc)
        kept = []
        for sentence in _SENTENCE_END.split(line):
            spoken = _spoken(sentence)
            if spoken is not None:
                found.append(spoken)
            else:
                kept.append(sentence)
        rest_lines.append(" ".join(kept))
    return [p for p in found if len(p.steps) >= MIN_STEPS], "\n".join(rest_lines)
