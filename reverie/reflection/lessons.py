"""What counts as a lesson: the one test every memory note passes before it is written or published.

A lesson names a problem ("ran out of memory", "HTTP 429", "stale"), a rule
("must", "always", "before", "instead", "over 10MB") or a cause ("because",
"so", "until"). Routine success with nothing learned ("Logged the result in
the tracker.", "Followed the standard runbook.") names none, so it never
becomes a note and never reaches the hot cache, whichever summariser wrote it.
"""

from __future__ import annotations

import re

# Something went wrong, or cannot be done.
_PROBLEM = (
    r"fail\w*|error\w*|exception|crash\w*|time[sd]? ?out|timeout|out of memory|oom|exhaust\w*|rejected|"
    r"denied|broke\w*|wrong|incorrect|mistake\w*|stale|outdated|withdrawn|empty|missing|collapse\w*|"
    r"delay\w*|greylist\w*|rate[- ]limit\w*|throttl\w*|cannot|can't|unable|not supported|do(?:es)? not "
    r"support|no text|\d{3} errors?|http \d{3}|429|5\d\d"
)
# A rule to follow next time.
_RULE = (
    r"must|should|need(?:s|ed)? to|ha(?:s|ve) to|always|never|avoid\w*|instead|before|first|only|unless|"
    r"make sure|remember|don'?t|do not|prefer\w*|requires?|verify|confirm|check (?:its|the|that|whether|if)|"
    r"set the|use \w+ (?:not|rather)|not \w+,? (?:but|as)|(?:over|under|more than|less than|at (?:least|most)|"
    r"up to|above|below) \d|pac(?:e|ing)|back ?off|split|batch"
)
# Why it happened, or what fixed it.
_CAUSE = (
    r"(?:delimiter|encoding|limit|quota|format|cause|fix|workaround|culprit) (?:is|was|are)|because|since|so that|"
    r", so |; so |due to|which (?:broke|caused)|until|otherwise|or else|fixe[sd]|avoids?|reliably|whenever"
)

_LESSON = re.compile(rf"\b(?:{_PROBLEM}|{_RULE}|{_CAUSE})\b", re.IGNORECASE)


def states_lesson(text: str) -> bool:
    """True when `text` names a problem, a rule or a cause; False for routine statements."""
    return bool(_LESSON.search(text or ""))


_PROBLEM_RE = re.compile(rf"\b(?:{_PROBLEM})\b", re.IGNORECASE)
# Advice proper: what to do next time or why, not a report that merely mentions "first", "only" or "batch".
_ADVICE_RE = re.compile(
    rf"\b(?:{_CAUSE}|must|should|need(?:s|ed)? to|ha(?:s|ve) to|always|never|avoid\w*|instead|unless|make sure|"
    r"remember|don'?t|do not|requires?|verify|confirm|check (?:its|the|that|whether|if)|set the|"
    r"use \w+ (?:not|rather)|not \w+,? (?:but|as)|before \w+ing|(?<!the )first(?! attempt| time| try)|"
    r"split (?:them|it|the|files?)|due to|fix(?:ed|es)?|back ?off|or every)\b",
    re.IGNORECASE,
)


def names_problem(text: str) -> bool:
    """True when `text` says something went wrong ("OOM killed", "HTTP 429", "rejected")."""
    return bool(_PROBLEM_RE.search(text or ""))


def states_rule(text: str) -> bool:
    """True when `text` says what to do or why ("split them first", "because the PDF was a scan")."""
    return bool(_ADVICE_RE.search(text or ""))
