"""What is worth keeping: a statement that is not reusable knowledge is set aside and stays in the daily notes.

By rule, `set_aside_reason` names why: a request or question, talk about the conversation, a report of one
occasion (this run's figures, today's event, a booking code), fewer than three content words, or the note's own
intro line.

By meaning, `ChatterFilter` sets aside a unit that reads like talk about the conversation or a report of one
occasion even when no rule of `set_aside_reason` names it. The signal is a nearest-example vote in the embedder's
space: a unit whose three closest examples of chatter and one-off reports (greetings, weather, lunch, this run's
figures, an order number, last night's incident) are closer, by `margin`, than its three closest examples of
standing knowledge (facts, preferences, rules, how-tos) is chatter. The examples below are written for no
particular domain; the rules catch what they name exactly, this catches their paraphrases ("quiet morning, rain",
"mezzanine hot again, fans out").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from reverie.dream.buckets import _IMPERATIVE
from reverie.dream.stated_values import _MONTH, _MONTH_DATE, WEEKDAYS, values
from reverie.dream.subjects import _VERB
from reverie.text import GREETINGS, content_words, sentences

_INTRO = re.compile(r"^(?:conversation of \d+ turns|source: \[\[)", re.IGNORECASE)
_TODO = re.compile(
    r"^(?:todo|to-do|note to self|remind me|next step|follow[- ]up|we (?:still )?need to|i need to|"
    r"can you|could you|would you|please (?:check|look|send|find|help)|"
    # what someone asked the assistant to do then: a request, not lasting knowledge
    r"summari[sz]e|explain|tell me|show me|find me|look up|help me|draft|write me|give me|"
    r"translate|search for|i need help|i'?m trying to)\b|\?$|"
    # a meeting's action item: a task given to someone ("Action: DW to circulate the agenda by 29 October")
    r"^actions?(?: points?| items?)?\s*[:–-]",
    re.IGNORECASE,
)


# An exchange about the conversation itself: greetings, thanks, good wishes, "say that again", exclamations.
_CONVERSATION = re.compile(
    rf"^(?:{GREETINGS}|thx|morning all|ttyl|what a|ugh|oops|wow|yay|meh|phew|welcome (?:to|back|aboard)|"
    r"happy \w+day|congratulations|congrats|well done)\b(?!-)|"
    r"\b(?:thanks|thx|thank you|thank-you to|rephrase|say that again|repeat the|more briefly)\b|!$|^morning!|"
    # good wishes to someone
    r"^(?:(?:our |with )?(?:best|warm|good) wishes|good luck|get well)\b|"
    # a meeting's courtesies, told in its minutes ("The chair thanked Mrs Pardoe for the tea", "MD welcomed two new
    # residents"): an exchange about the meeting itself
    r"^(?:(?!\b(?:are|is|was|were|be|been|get|gets)\b)[^.;:]){0,40}?\b(?:thanked|welcomed|congratulated)\b|"
    # an apology for oneself, a sign-off
    r"^(?:sorry|apologies) (?:i|we|for|about|if)\b|\bsee you (?:all|soon|tomorrow|later|then|next|in)\b|\benjoy your\b",
    re.IGNORECASE,
)
# A line about the note itself, as greetings are about the conversation: how to read it, whom to ask when it is
# unclear, who keeps it ("Please read the whole handbook before your first session", "If this page is confusing, grab
# Sam", "This section has been reworded after feedback"). The note named, and its reading or upkeep: "Everything in
# this section applies to under-18s" is a rule the section states.
_THE_NOTE = re.compile(
    r"\b(?:this|these|the whole) (?:handbook|page|pages|section|guide|document|manual|sheet|notes)\b|"
    r"\banything (?:here|on this page|in (?:this|these|it))\b|\bif (?:anything|something|this)(?: here)? is\b",
    re.IGNORECASE,
)
_READING_IT = re.compile(
    r"\b(?:read|reword\w*|rewrit\w*|edit\w*|proofread\w*|updated?|up to date|out of date|unclear|confusing|wrong|"
    r"make sense|makes sense|ask)\b",
    re.IGNORECASE,
)
# Words that place a statement on one occasion: what happened then is news, not knowledge to keep ("from today" /
# "as of today" start a standing state instead).
_NOT_A_START = r"(?<!from )(?<!as of )(?<!starting )(?<!since )"
_DEICTIC = re.compile(
    rf"\b(?:this (?:morning|afternoon|evening)|{_NOT_A_START}(?:today|tonight)|yesterday|right now|just now|"
    rf"last night|so far|(?<!up )to date|{_NOT_A_START}(?:this|next) (?:coming )?(?:{'|'.join(WEEKDAYS)}|weekend|week)|"
    # "this year's AGM", "this spring's skip": one occasion of something that recurs
    r"this (?:week|month|year|season|term|spring|summer|autumn|winter)['’]s|"
    # the last one before now ("beat Ripley last Tuesday"), not the last of a month ("the last Saturday of March")
    rf"last (?:{'|'.join(WEEKDAYS)}|weekend)(?! of\b)|"
    # said outright to happen once: "an updo for her wedding, just the once"
    r"(?:just|only) the once|(?:just )?this once|for once|as a one-off)\b",
    re.IGNORECASE,
)
# A reference that only matters for one booking, ticket or incident; an attendance list.
_ONE_OFF_REF = re.compile(
    r"\b(?:confirmation|booking|reservation|order|tracking|invoice|ticket|case|incident) (?:code|number|no\.?|"
    r"reference|ref|id)\b|\bbooking reference|"
    # "ticket 4471", "order #A-1182", "invoice INV-20931": a number that names one of them, not a quantity ("order 30
    # bags every September")
    r"\b(?:invoice|inv\.?|ticket|incident|order|job|claim|case) (?:#\s?\w*\d|[A-Z]{1,6}[-/]?\d+|\d{3,})\b|"
    # a run or call-out named by its code ("Run A-112: 41 L hearts", "Callout 0114: ..."), not a distance or a
    # count ("I run 10 km", "run 30 cycles")
    r"\b(?:run|call-?out|shout|sortie) (?:#\s?\w*\d|[A-Z]{1,4}-\d+|0\d{2,})\b|"
    r"\bconfirmation:?\s+#?[A-Z]+-?\d|"
    # the same after a label that says what it is for ("Insurance claim ref for Bramble (RTA 3 Aug): CLM-448120")
    r"\b(?:confirmation|ref(?:erence)?)\b[^.;:]{0,40}:\s*#?[A-Z]{1,6}-?\d{3,}|"
    # "ref GRD-55130", "Ref: 88213": a reference number, for one booking, job or fault
    r"\bref(?:erence)?\b\.?:?\s*#?[A-Z]{0,6}-?\d{3,}|"
    # an account's balance is its figure on one day ("Balance at 28 Feb: ...", "balance £3,418.60 after ...")
    # (not "take the balance at the desk", a step)
    rf"\bbalance (?:(?:at|as at|as of|on) (?:the )?(?:\d|(?:end|close|{_MONTH})\b)|(?:after|now)\b)|"
    r"\bbalance:?\s*[£$€]\s*\d|"
    # a figure or code for one period: a numbered week, a week ending, one month ("Takings w/e 29/03: £18,460",
    # "Week 5 scores: ...", "Boathouse door code for February: 4183", "key safe code this month is 4471")
    r"\bw/e\b|\b(?:week|wk)\s*\d+\b(?! of (?:each|every|the)\b)|"
    rf"\b(?:for {_MONTH}|this month)\b\s*(?::|is\b|was\b|came to\b)|"
    # a forecast is about one coming day
    r"\bforecast (?:for|tonight|tomorrow|this|next)\b|"
    r"^(?:present|attendees|apologies|absent)\b|"
    # a shift's or a day's totals
    r"^(?:totals?|tally)\s*:",
    re.IGNORECASE,
)
# An appointment on one date ("boiler service booked for Wednesday 11 March", "HMRC visit pencilled in for Thu
# 23rd"), or work in hand on one ("the car park is being resurfaced on 21 April"): a date, not a time of day.
_BOOKED = r"(?:booked|pencilled(?: in)?|scheduled|arranged)"
_APPOINTMENT = re.compile(
    rf"\b(?:{_BOOKED}|(?:is|are) being \w+ed)\b[^.;]{{0,20}}?\b(?:for|on) "
    r"(?:the )?(?:night of )?(?:[A-Za-z]{3,9},? )?\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:am|pm|[:.]\d|%|h\b))|"
    # one weekday, not a run of them ("booked for Thursday morning", not "for Tuesday and Thursday evenings")
    rf"\b{_BOOKED}\b[^.;]{{0,20}}?\b(?:for|on) (?:the |this |next )?"
    rf"(?:{'|'.join(WEEKDAYS)})\b(?!\s+(?:mornings|afternoons|evenings|nights)\b)"
    r"(?!\s*(?:and|or|to|through|till|until)\b|\s*[&/-])",
    re.IGNORECASE,
)
# A state that holds for now and will pass: a machine or service out of use, late, on order or being mended ("bus
# 2214 off road, coolant leak", "canteen heating still broken", "a replacement is on order").
_TEMPORARY = re.compile(
    r"\b(?:still (?:broken|down|closed|waiting|not working)|out of (?:use|order|action|service)|off (?:the )?road|"
    r"on order|is late|running late|awaiting|temporarily|(?:is|are) being (?:serviced|repaired|fixed|mended)|"
    # how late something was ("Courier from St Luke's 40 min late"), not a threshold ("more than 10 minutes late")
    r"(?<!than )(?<!over )(?<!least )\b\d+\s*(?:mins?|minutes|hrs?|hours?)\s+late)\b",
    re.IGNORECASE,
)
# A log entry stamped with the clock time it happened ("02:14 table wouldn't move, error E-217; rebooted"), not a
# time range or a schedule ("07:00-19:00 office staffed") and not steps to follow ("08:00 handover: 1. ...").
_STAMPED = re.compile(r"^~?\d{1,2}[:.]?\d{2}\b(?!\s*(?:-|–|to|till|until)\s*\d)(?!\s*(?:am|pm)\b)", re.IGNORECASE)
# A statement that says a standing state changed ("moved to", "switched ... to", "joined ... as", "raised to £5")
# or what was decided, not a report of one event: a verb of change that says what it changed to or from, or "now",
# "since", "no longer". A verb of change alone reports one event ("keystone replaced", "Datix raised for a fall").
_CHANGED = re.compile(
    r"\b(?:moved|switched|changed|upgraded|downgraded|replaced|joined|raised|lowered|bumped|lifted|pushed|renamed|added|"
    r"migrated|increased|decreased|reduced|extended|shortened|postponed|rescheduled|updated|revised|amended)\b"
    r"(?=\s*:|[^.;]{0,30}?\b(?:to|from|by|with|as|into|instead)\b)|"
    r"\b(?:decided|agreed|chose|chosen|picked|selected|adopted|approved|settled|took over)\b|"
    # a habit begun or given up: "I've stopped taking cash" (a verb with its object; "the printer stopped working on
    # Tuesday" says what happened)
    r"\b(?:stopped|started|begun|quit)\s+\w+ing\s+(?!(?:on|at|in|again|yesterday|today|tonight|this|last)\b)\w|"
    r"\b(?:now|since|no longer|any ?more)\b",
    re.IGNORECASE,
)
# Present tense, habit or rule: a standing statement.
# A habit or a standing schedule: what recurs ("tested monthly", "out of use every first Monday"); "the nightly
# backup" names a job.
_HABIT = re.compile(
    r"\b(?:never|always|usually|every|each|at all times|(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:daily|weekly|fortnightly|monthly|yearly|annually|nightly|hourly)(?=\s*(?:[.,;)]|$)))\b",
    re.IGNORECASE,
)
# A rate ("£6/hr", "£32 a month", "95p a mile", "£12 a load") is a standing price, and a condition ("suspended if
# gusts >45 kn", "even if a reboot fixed it") or "no exceptions" a rule: none of them reports one event.
_RATE = (
    r"(?:[£$€]\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:p|quid|pounds?|euros?|dollars?))\s*(?:/\s*|\ban?\s+|\bper\s+)"
    r"[a-z]+\b(?!\s+ago\b)"
)
_STANDING = re.compile(
    # ("has" / "have" as a verb of their own: "has 12 beds", not "he has replaced it", which tells what was done)
    r"\b(?:is|are|am|(?:has|have)(?!\s+(?:\w+ed|been|done|made|gone|taken|given|seen|put|set|sent|got)\b)|will|shall|"
    r"should|must|can|(?-i:may)|does|do|don'?t|doesn'?t|per|only|if|unless|whenever|"
    r"no exceptions?)\b|" + _RATE + "|" + _HABIT.pattern,
    re.IGNORECASE,
)
# Numbered steps ("Closing up: 1. ...; 2. ..."): a how-to, never a report.
STEPS = re.compile(r"(?:^|: )1\. ")
_IRREGULAR_PAST = {
    "was",
    "were",
    "came",
    "took",
    "went",
    "hit",
    "ran",
    "paid",
    "told",
    "brought",
    "broke",
    "got",
    "made",
    "saw",
    "left",
    "had",
    "did",
    "sent",
    "won",
    "lost",
    "found",
    "gave",
    "fell",
    "met",
    "said",
    "sold",
    "spent",
    "began",
    "wrote",
    "done",
    "crashed",
}
_DETERMINERS = {
    "the",
    "a",
    "an",
    "its",
    "my",
    "our",
    "his",
    "her",
    "their",
    "this",
    "that",
    "these",
    "those",
    "to",
    "of",
    "in",
    "on",
    "for",
    "with",
    "by",
    "at",
    "from",
    "is",
    "are",
    "be",
    "been",
    "being",
    "get",
    "gets",
    "not",
    "no",
}


_PREPOSITIONS = {
    "in",
    "by",
    "at",
    "on",
    "to",
    "for",
    "as",
    "with",
    "from",
    "under",
    "up",
    "into",
    "through",
    "via",
    "after",
    "before",
    "during",
    "within",
    "without",
    "per",
}
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\.\d{2}\s*[ap]\.?m\b", re.IGNORECASE)  # "02:14", "9.05pm"


# An instruction, after a label or not: a word then an article or pronoun as its object ("Kennels: strip the
# bedding, ...", "wipe the bench"), which a report of what happened does not start with.
_TOLD_TO = re.compile(
    r"^(?:[\w' -]{1,30}:\s*)?[a-z]+(?<!ed) (?:the|a|an|your|any|all|each|every|it|them)\b(?! (?:was|were|had)\b)",
    re.IGNORECASE,
)


# Prefixes that make a verb of a verb ("re-plotted", "double-checked"): a hyphenated word with another first part
# is a compound adjective.
_VERB_PREFIXES = {"re", "pre", "co", "de", "un", "dis", "mis", "over", "under", "out", "up", "double", "cross", "back"}


def _is_past(word: str) -> bool:
    """A past form: an irregular one, or "-ed" that is no present verb ending in it ("need", "proceed", "shred";
    "agreed" and "guaranteed" are past)."""
    base, *rest = word.split("-")
    if rest and base not in _VERB_PREFIXES and not _is_past(base):
        return False  # a compound adjective: "well-rotted manure", "bike-related", "DC-controlled"
    if base in _IRREGULAR_PAST:
        return True
    ends_in_ed = base.endswith("eed") and not base.endswith(("reed", "teed")) or base in ("shred", "embed", "shed")
    return word.endswith("ed") and len(word) > 4 and not ends_in_ed


# Words before a date that make it the start, end or deadline of a standing state ("capped at 120 from 1 January",
# "frozen until 31 March", "payable by 1 April"), not the day something happened.
_SPAN_START = {"from", "until", "till", "by", "before", "after", "starting", "effective", "of", "since"}


def _happened_on(text: str) -> bool:
    """A date on the calendar that says when something happened ("cleared by staff on 24 March", "damaged on the
    14 March trip"), as a time of day does ("02:14"); a date that starts or ends a state does not."""
    for m in _MONTH_DATE.finditer(text):
        before = [w for w in re.findall(r"[a-z]+", text[: m.start()].lower()) if w not in WEEKDAYS and w != "the"]
        if not before or before[-1] not in _SPAN_START:
            return True
    return False


def _past_event(text: str) -> bool:
    """The statement reports what happened once: its first verb is in the past (not a present tense, habit, rule,
    instruction or change of state), and it reads as an event ("finished at 02:14", "rows loaded", "rotated the
    key"), not as a state ("tenants hosted in eu-central-1", "PDFs capped at 25 MB")."""
    if (
        _STANDING.search(text)
        or _CHANGED.search(text)
        or _IMPERATIVE.match(text)
        or re.match(r"^to \w+", text, re.IGNORECASE)
        or _TOLD_TO.match(text)
    ):
        return False
    present = _VERB.search(text)
    words = re.findall(r"[a-z][a-z'-]*", text.lower())
    if len(words) > 1 and words[0] in ("i", "we", "you", "they") and not _is_past(words[1]):
        return False  # "We shred printed proofs after three weeks": a pronoun, then a verb in the present
    for i, w in enumerate(words):
        irregular = w.split("-")[0] in _IRREGULAR_PAST
        past = _is_past(w)
        if not past:
            if (
                present
                and present.group(0).lower() == w
                and not w.endswith("ed")
                and w not in _IRREGULAR_PAST
                and w not in ("used", "had", "did", "got", "came", "kept", "ran", "met", "paid", "became")
            ):
                return False  # a present verb comes first ("Raj wants ... done, next, blocked")
            continue
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if i == 0:  # "rotated the key", "That worked", "Brewed 20 hl": a verb when an object or nothing follows
            if not nxt or nxt in _DETERMINERS or irregular or re.match(r"^\S+\s+\d", text):
                return True
            continue
        if words[i - 1] in (_DETERMINERS | {"it", "them", "as"}) - {"was", "were"}:
            continue  # "the encrypted disk", "is rejected": an adjective or a present passive
        if re.search(rf"\b{re.escape(w)}\s+[£$€]?\d", text, re.IGNORECASE):
            return True  # a figure as its object says what came of one occasion ("The Lent lunches raised £412")
        if (
            irregular
            or words[i - 1] in ("was", "were")
            or not nxt
            or nxt not in _PREPOSITIONS
            or _CLOCK.search(text)
            or _happened_on(text)
        ):
            return True
    return False


# Reported speech: who said, confirmed or reminded, then what ("MI reminded members that nobody swims without a
# cap", "TA said the Sunday session suits families"). "Reported" only with "that" before its clause: minutes use it
# for the figures of one day ("The treasurer reported a balance of ...").
_REPORTED = re.compile(
    r"^[^.;:]{0,50}?\b(?:said|says|confirmed|noted|reminded|restated|clarified|stressed|explained|stated|repeated|"
    r"emphasi[sz]ed|reported(?=\s+that\b))\b"
    r"(?:\s+(?:again|everyone|all|members|the (?:board|committee|meeting|members|group|team))){0,2}"
    r"\s+(?:that\s+)?(?P<clause>.+)$",
    re.IGNORECASE,
)


# A check and what it found ("Checked the policy wording and it covers me teaching online", "Checked the Tradesure
# policy: it includes tools in transit"): the finding says how things stand.
_FOUND = re.compile(
    r"^(?:i\s+|we\s+)?(?:checked|double-checked|looked (?:at|into)|read through|went through)\b[^.;:]{0,60}?"
    r"(?::|,?\s+and\b|\s+that\b)\s*(?P<clause>.+)$",
    re.IGNORECASE,
)


def _reported(sentence: str) -> str:
    """What a sentence of reported speech reports ("The clerk reminded the board that decisions need a quorum of
    five" -> "decisions need a quorum of five"): the minute of a meeting restates a standing rule, which is no event
    because it was said at the meeting; so does what a check found. Any other sentence as it is."""
    m = _REPORTED.match(sentence) or _FOUND.match(sentence)
    return m.group("clause") if m else sentence


def _stamped_event(text: str) -> bool:
    """A log line that opens with the time something happened and says no standing rule, habit or steps."""
    return bool(_STAMPED.match(text)) and not _STANDING.search(text) and not STEPS.search(text)


# A remark on how a stretch of time went ("Quiet night, all pts settled", "Radio on, crew singing, good day", "Cold
# one. -9 at the CP"): small talk about the shift, as the weather is about the day.
_PERIOD_REMARK = re.compile(
    r"(?:^|[,;.]\s*)(?:good|great|quiet|busy|long|cold|hot|wet|lovely|grim|mad|slow|clear|calm|hard|tough|nice|manic) "
    rf"(?:day|night|shift|one|week|weekend|morning|evening|afternoon|{'|'.join(WEEKDAYS)})\b"
    r"(?=\s*(?:[,.;!]|$|for\b|all\b|today\b|tonight\b|again\b))",
    re.IGNORECASE,
)


def set_aside_reason(text: str) -> str:
    """Why a statement is not reusable knowledge ("" when it is): `request` (a to-do or question), `conversation`
    (greetings, thanks, rephrasing, small talk), `one-off` (this run's figures, today's event, a booking code), `short`
    (fewer than three content words), `context` (the note's own intro line). Such lines stay in the daily notes."""
    if _INTRO.match(text):
        return "context"
    if len(content_words(text)) + len(values(text).all()) < 3:  # "radio: channel 1", "routes N4 and X12" say enough
        return "short"
    if _TODO.search(text):
        return "request"
    first = (sentences(text) or [text])[0].strip()
    about_the_note = bool(_THE_NOTE.search(text) and _READING_IT.search(text))
    remark = bool(_PERIOD_REMARK.search(text)) and not _STANDING.search(text)
    if _CONVERSATION.search(text) or first.endswith("!") or about_the_note or remark:  # "Hiya! ...": an exclamation
        return "conversation"
    # A report's first sentence says what the line is; a remark after a standing fact ("Labour £72/hr + VAT. Price
    # board in reception updated.") does not make the line a report.
    if dated_to_one_occasion(text) or _past_event(_reported(first)):
        return "one-off"
    return ""


# A place or thing closed: with a date on the calendar, an interruption of how things stand, not a rule ("closed on
# Mondays" is one). (Out of use or off the road, dated or not, is `_TEMPORARY`.)
_CLOSURE = re.compile(r"\b(?:closed|shut|out of the water)\b", re.IGNORECASE)


def dated_to_one_occasion(text: str) -> bool:
    """The statement's own words tie it to one occasion: a day ("today", "next Thursday", "last Saturday"), an
    appointment on one date, a ticket, order or booking reference, a clock stamp at the start of a log line, or a
    state that will pass ("off for repair"). A statement only told in the past tense is not so tied: it may describe
    how things are done ("DG: declaration checked, placards checked against it, load last")."""
    if _DEICTIC.search(text) or _ONE_OFF_REF.search(text) or _stamped_event(text):
        return True
    if _CLOSURE.search(text) and _MONTH_DATE.search(text) and not _HABIT.search(text):  # "Studio B is closed on 14 May"
        return True
    if _APPOINTMENT.search(text) and not _HABIT.search(text):  # "... booked for the 1st of every month" recurs
        return True
    return bool(_TEMPORARY.search(text)) and not _HABIT.search(text) and not STEPS.search(text)


CHATTER = (
    "Thanks a lot, that helps!",
    "Good morning everyone.",
    "Can you say that again more simply?",
    "The weather is lovely today.",
    "It's pouring outside again.",
    "Lunch was pizza from the place downstairs.",
    "The coffee machine is out of order again.",
    "Haha, that's funny.",
    "The job finished at 03:12 with 48,211 rows written.",
    "Server load spiked to 95% around noon and then recovered.",
    "We shipped 8,450 parcels yesterday.",
    "Two new patients were admitted overnight.",
    "The order number for the replacement part is ZX-88231.",
    "Ticket 4471 was opened for the broken login page.",
    "The printer jammed twice this morning.",
    "Quiet day, nothing much happened.",
    "Ten people came to the meeting.",
    "The train was late so I arrived at half past nine.",
    "Alarm went off at 02:40, false alarm, reset at 02:55.",
    "Sorry, I meant the other file.",
    "Have a nice weekend!",
    "Great, let's continue tomorrow.",
    "Fire drill at 11, everyone out in four minutes.",
    "It was so hot in the office that we opened all the windows.",
    "The delivery van got stuck in traffic today.",
)

KNOWLEDGE = (
    # about people and teams: preferences, identity, rules
    "I prefer short answers without bullet points.",
    "My manager wants the weekly report as a PDF.",
    "Our team never deploys on Fridays.",
    "She is vegetarian and allergic to nuts.",
    "I work at the Berlin office as a data engineer.",
    "Every document we send to customers must be reviewed by a second person.",
    "Nobody on the team works more than ten hours a shift.",
    "We always write dates in ISO format.",
    "He doesn't want calls before 9 am.",
    "The team's rule is that pull requests need two approvals.",
    "Staff may only enter the lab with a badge.",
    "I'm based in Lisbon and my time zone is WET.",
    "Please keep my replies in Dutch.",
    "My budget for the trip is 2,000 euros and I won't go over it.",
    "Interns are not allowed to approve expenses.",
    "Our convention is to name branches after ticket numbers.",
    "The CFO expects numbers rounded to thousands.",
    "We bill clients in fifteen-minute increments.",
    "Anna decides on anything related to design.",
    "I train in the mornings before work.",
    # how things are done
    "To reset a password, open the admin console, find the user and click reset.",
    "Restart the worker, then clear the cache and rerun the job.",
    "When a pallet arrives damaged, photograph it, note it on the delivery note and refuse it.",
    "Backups: stop the service, copy the data folder, then start the service again.",
    "If the alarm fires, page the on-call engineer and open an incident.",
    "New hires get a laptop from IT, then sign the security policy, then get access.",
    "Samples are labelled, logged in the register and stored at minus 80.",
    "Invoices are checked against the purchase order before they are paid.",
    "Each evening the cash register is counted by two people and the total is logged.",
    "Steps to release: tag the commit, build the image, push it, deploy to staging first.",
    "Check the fuse box first, then test the outlet with a meter.",
    "For a refund, verify the receipt, issue a credit note and email the customer.",
    "Returned items are inspected, graded and put back into stock or scrapped.",
    "Patients with a fever get checked every hour and the reading goes on the chart.",
    "Rotate the keys every 90 days using the vault CLI.",
    # facts about things
    "The Berlin office opens at 8:00.",
    "The API rate limit is 100 requests per minute.",
    "Acme's contract renews on 1 March.",
    "The museum is closed on Mondays.",
    "The staging database runs PostgreSQL 15 on db2.internal.",
    "Maria is the account manager for Globex.",
    "Delivery from the supplier takes three working days.",
    "The warehouse in Lyon ships until 17:00.",
    "Plan B costs 40 euros a month.",
    "The conference room on floor 3 seats twelve.",
    "Our main competitor launched a cheaper tier last year.",
    "The grant covers 80% of eligible costs.",
    "The city's tourist tax is 3 euros per night.",
    "Tickets are handled in Zendesk.",
    "The printer on the second floor uses A3 paper.",
)


class ChatterFilter:
    """`chatter(statements)`: which statements read as chatter or a one-off report (module doc)."""

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray], margin: float = 0.1, k: int = 3) -> None:
        self.embed = embed  # the dream's NodeIndex.embed: vectors cached in its catalog, shared with the decision
        self.margin = margin
        self.k = k
        self._examples: tuple[np.ndarray, np.ndarray] | None = None

    def _vectors(self) -> tuple[np.ndarray, np.ndarray]:
        if self._examples is None:
            vecs = np.asarray(self.embed([*CHATTER, *KNOWLEDGE]), dtype=np.float32)
            self._examples = (vecs[: len(CHATTER)], vecs[len(CHATTER) :])
        return self._examples

    def chatter(self, statements: Sequence[str]) -> list[bool]:
        if not statements:
            return []
        chatter, knowledge = self._vectors()
        vecs = np.asarray(self.embed(list(statements)), dtype=np.float32)
        near_chatter = np.sort(vecs @ chatter.T, axis=1)[:, -self.k :].mean(axis=1)
        near_knowledge = np.sort(vecs @ knowledge.T, axis=1)[:, -self.k :].mean(axis=1)
        return [bool(c > k + self.margin) for c, k in zip(near_chatter, near_knowledge, strict=True)]
