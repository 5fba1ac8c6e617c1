"""What a statement is about: its subject (the words before its first verb), its key terms, the named things and
qualifiers it mentions, and whether it says that something changed.

The offline integrator asks these to tell one thing from another (`same_subject`, `other_entity`: Globex /
Initech, staging / production; `other_subject`), how much a statement repeats or adds (`word_overlap`,
`adds_detail`), and whether it corrects a value (`change_cue`).
"""

from __future__ import annotations

import re

from reverie.dream.stated_values import _IDENT, _MONTH, _WEEKDAY, mentions, values
from reverie.text import STOPWORDS, content_words, sentences, tokenize


def _stem(word: str) -> str:
    word = re.sub(r"['’]s?$", "", word)
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in content_words(text)}


def key_terms(text: str) -> set[str]:
    """The words that carry a statement's subject: content words (stemmed) of at least 3 letters, without the
    numbers and the host names / versions / codes it states (two hosts share "lab" and "internal", not a subject)."""
    value_tokens = {t for v in values(text).idents for t in tokenize(v)}
    return {w for w in _stems(text) if len(w) > 2 and not w.isdigit() and w not in value_tokens}


# The first verb ends a statement's subject ("The Globex contract | renews on ...").
_VERB = re.compile(
    r"\b(?:is|are|was|were|be|been|has|have|had|will|would|should|must|can|could|may|might|does|do|did|runs?|"
    r"uses?|used|owns?|owned|lives?|works?|costs?|takes?|needs?|requires?|renews?|leaves?|starts?|started|"
    r"happens?|hands?|goes|go|gets?|got|moved?|changed?|prefers?|preferred|likes?|liked|wants?|wanted|decided|"
    r"agreed|planned|follows?|belongs?|allows?|supports?|expires?|opens?|closes?|ships?|shipped|runs|ran|"
    r"comes?|came|keeps?|kept|stays?|stayed|becomes?|became|means?|contains?|includes?|sits?|holds?|"
    # "Meetings last an hour", not "last week's casks"
    r"lasts?(?!\s+(?:week|month|year|night|time|weekend|season|summer|winter|spring|autumn|term)\b)|"
    r"reports?|handles?|produces?|produced|manages?|leads?|hosts?|serves?|meets?|met|pays?|paid|upgraded|"
    r"switched|replaced|bumped|raised|lowered|joined|wants?|asks?)\b",
    re.IGNORECASE,
)


# A line that starts with a short label and a colon ("Glove supplier: ...", "night shift lead: ...") or an equals sign
# ("Late shift sup = Kasia N."); a label that only says what kind of line it is ("Note:", "Update:") is no subject.
_LABEL = re.compile(
    r"^(?!(?:note|notes|update|updates|reminder|fyi|nb|ps|changes|todo|rule|also|correction)\s*:)"
    r"([\w'’&/ -]{2,40}?)(?::|\s=)\s+\S",
    re.IGNORECASE,
)


# A word of the verb list that opens a statement is a noun when a content word follows it ("Start time ...", "Work
# experience students ..."), not a function word or a value ("Starts at 16:30", "Costs £5", "Uses the old key").
_NOUN_AFTER = re.compile(
    r" (?!(?:the|a|an|at|on|in|to|for|from|by|with|up|out|off|over|it|them|us|me|you|all|every|each|no|not|only|also|"
    r"now|still|about|around|before|after|until|till|and|or|but|as|if|when|once|here|there|late|early)\b)[a-z]{3,}\b"
)


_FIRST_STEP = re.compile(r":\s*1\.\s")


def subject_phrase(text: str) -> str:
    """What a statement is about: the words before its first verb (else, for a terse line like "redis maxmemory
    4gb", the words before its first value, at most five). A how-to is about what its label names ("Members of the
    public wishing to speak: 1. Register ...; 3. ... the chair may allow longer"), not about its steps' words."""
    steps = _FIRST_STEP.search(text)
    if steps:
        text = text[: steps.start()]
    label = _LABEL.match(text)
    if label and not _VERB.search(label.group(1)):
        return label.group(1).strip()  # "Glove supplier: Medline, boxes of 100": the label is the subject
    m = _VERB.search(text)
    if m and m.start() == 0 and _NOUN_AFTER.match(text, m.end()):
        m = _VERB.search(text, m.end())  # "Start time for home matches | changed to 19:45": a noun, then its verb
    if m:
        return text[: m.start()].strip()
    words = text.split()[:5]
    cut = next((i for i, w in enumerate(words) if i and values(w).all()), len(words))
    return " ".join(words[:cut])


# A preposition ends a subject's head phrase ("orders | for the north warehouse", "cost | of a pass").
# (not inside a hyphenated word: "end-of-shift", "pay-per-view")
_PREPOSITION = re.compile(r"(?<![\w-])(?:of|for|at|in|on|from|to|with|by|per|about)(?![\w-])", re.IGNORECASE)


def subject_head(text: str) -> str:
    """The head noun of a statement's subject, stemmed: its last content word before any preposition, values aside
    ("the book club discount" -> "discount", "orders for the north warehouse" -> "order", "API v2" -> "api"); ""
    when it has none."""
    words = content_words(_PREPOSITION.split(_ADVERBS.sub(" ", subject_phrase(text)), maxsplit=1)[0])
    words = [w for w in words if not any(c.isdigit() for c in w)]
    return _stem(words[-1]) if words else ""


# What a how-to's label starts with before its topic ("How I do a customer order", "To book the Kestrel Room",
# "Setting bindings") and what only says it is a how-to ("process", "steps").
_HOW_TO_LEAD = re.compile(r"^(?:how (?:i|we|you|to)(?: \w+)?|to \w+|\w+ing)\s+(?=\S)", re.IGNORECASE)
_HOW_TO_WORDS = {
    "process",
    "procedure",
    "steps",
    "routine",
    "checklist",
    "flow",
    "workflow",
    "drill",
    "runbook",
    "protocol",
}
_CLAUSE_START = re.compile(r"\b(?:when|if|once|after|before|while|whenever|unless)\b", re.IGNORECASE)


def how_to_topic(text: str) -> tuple[str, ...]:
    """The thing a how-to is about, from its label: the words before its colon, without the lead that says it is a
    how-to or the clause of when to follow it ("OOB when mgmt is down: 1. ..." -> oob, "To book the Kestrel Room
    for a group: ..." -> kestrel, room, "Non-cultivation process: ..." -> non, cultivation); empty without a
    label, or when it is one common word."""
    label = text.split(":", 1)[0].split(",", 1)[0] if ":" in text[:60] else ""
    label = _CLAUSE_START.split(_HOW_TO_LEAD.sub("", label.strip()), maxsplit=1)[0]
    label = _PREPOSITION.split(label, maxsplit=1)[0]
    topic = tuple(dict.fromkeys(_stem(w) for w in content_words(label) if w not in _HOW_TO_WORDS))
    # one common word ("To load a file", "Returns") names too many things to find the how-to by
    return topic if len(topic) >= 2 or entities(label) & set(topic) else ()


def names_topic(topic: tuple[str, ...], text: str) -> bool:
    """`text` names the how-to's topic (its label's words in order): every word of it but one, at least two
    ("Visitor permits ..." for "Visitor parking permits"), its head and the word before it ("Kit check ..." for
    "Post-job kit check"), or a topic of one word ("OOB: ...")."""
    said = _stems(text)
    return bool(topic) and (
        len(set(topic) & said) >= max(min(2, len(topic)), len(topic) - 1) or set(topic[-2:]) <= said
    )


# A measured amount: a number with a unit or a currency ("71°C", "3 min", "12 kg", "£65", "40%"). It is what is said
# of a subject, never which thing the subject is, as a label's number is ("priority 2 tickets", "Ward 5").
_MEASURE = re.compile(
    r"[£$€]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:°\s?[CF]?|%|(?:kg|g|t|l|ml|cl|hl|mins?|minutes?|hrs?|hours?|h|s|secs?|seconds?|"
    r"mm|cm|m|km|mph|kph|kn|knots?|kw|lbs?|oz|ft|days?|weeks?|months?|years?|nights?)\b)",
    re.IGNORECASE,
)


# The year a value holds for, after its subject ("Adult subscription for 2026-27"): when, not which ("the 2025
# accounts" names which accounts).
_FOR_YEAR = re.compile(r"\b(?:for|in|from|during)\s+(?:the\s+)?(?:19|20)\d\d(?:[-/]\d{2,4})?\b", re.IGNORECASE)


def subject_terms(text: str) -> set[str]:
    """The words and named values of a statement's subject (`subject_phrase`), so "The Globex contract renews ..."
    and "The Initech contract renews ..." have other subjects. A measured amount in it ("Disinfect 71°C, 3 min
    hold") is a value said of the subject, and the year it holds for ("Adult subscription for 2026-27") says when:
    neither is part of it."""
    head = _FOR_YEAR.sub(" ", _MEASURE.sub(" ", _ADVERBS.sub(" ", subject_phrase(text))))
    v = values(head)
    # Values in the subject name which thing it is ("priority 2 tickets", "the Globex contract").
    return (_stems(head) - {t for x in v.idents for t in tokenize(x)} - set(v.numbers)) | v.all()


def same_subject(old: str, new: str) -> bool:
    """The two statements are about the same thing (one subject contains the other, or they mostly agree)."""
    a, b = subject_terms(old), subject_terms(new)
    if a <= b or b <= a:
        return True
    return len(a & b) / len(a | b) > 0.5


def word_overlap(old: str, new: str) -> float:
    """Share of `old`'s content words that `new` repeats (1.0: `new` keeps every word of `old`)."""
    a = _stems(old)
    return len(a & _stems(new)) / len(a) if a else 0.0


def adds_detail(old: str, new: str) -> bool:
    """True when `new` says more than `old`: values `old` lacks, or `old`'s words plus at least two more."""
    a, b = values(old), values(new)
    if any(not mentions(old, v) for v in b.all() - a.all()):
        return True
    extra = _stems(new) - _stems(old)
    return word_overlap(old, new) >= 0.7 and len(extra) >= 2 and len(_stems(new)) >= len(_stems(old)) + 2


# Words that only say when or how sure ("now", "no longer", "actually") are not part of a statement's subject.
_ADVERBS = re.compile(
    r"\b(?:now|still|actually|currently|already|also|always|usually|no longer|not|never|"
    r"just|only|recently|meanwhile|today)\b",
    re.IGNORECASE,
)
# "From next month ...": a new value from a coming date.
_NEXT_PERIOD = r"next (?:week|wk|month|term|season|year)"
# A statement that says a value changed: "now", "actually", "no longer", "moved/changed ... (from X) to Y", ...
CHANGE_CUE = re.compile(
    rf"\b(?:now|from {_NEXT_PERIOD}|actually|no longer|any ?more|instead|previously|"
    r"formerly|used to|correction|anymore|was changed|"
    r"(?:moved|changed|switched|migrated|upgraded|downgraded|increased|decreased|raised|lowered|reduced|"
    # "cut" only as a change of a value ("cut to £5", "cut by 10%"), not the word of a trade ("keys I cut by hand")
    r"extended|shortened|replaced|renamed|updated|shifted|bumped|cut(?= (?:to|from|back)\b| by \d)|postponed|"
    r"rescheduled|joined|lifted|"
    r"took over|takes over|taken over|taking over|pushed)|"
    # the same change said as it happens or will ("the window moves to 01:00", "the sub goes up to £6")
    r"(?:moves|changes|switches|shifts|goes (?:up|down)|rises|drops|increases|decreases|"
    r"will (?:move|change|switch|shift|go up|go down|rise|drop|increase|decrease)) to)\b",
    re.IGNORECASE,
)
# Mutually exclusive qualifiers of one kind: two statements that each name another one are about two things
# ("the staging database" / "the production database"), whatever else they share.
_QUALIFIER_KINDS = [
    {
        "staging",
        "stage",
        "production",
        "prod",
        "dev",
        "development",
        "test",
        "testing",
        "qa",
        "sandbox",
        "preview",
        "demo",
        "local",
        "uat",
    },
    {"primary", "replica", "secondary", "standby", "leader", "follower"},
    {"internal", "external"},
    {"public", "private"},
    {"frontend", "backend"},
    {"ios", "android", "web", "desktop", "mobile"},
    {
        "sister",
        "brother",
        "mother",
        "father",
        "mum",
        "mom",
        "dad",
        "son",
        "daughter",
        "wife",
        "husband",
        "partner",
        "grandmother",
        "grandfather",
        "aunt",
        "uncle",
        "cousin",
        "niece",
        "nephew",
    },
    {"weekday", "weekdays", "weekend", "weekends"},
    {"inbound", "outbound"},
    {"read", "write"},
    {"upload", "download"},
    {"input", "output"},
]
# Parts of host names and addresses that name no particular thing.
_GENERIC_PARTS = {
    "www",
    "com",
    "net",
    "org",
    "io",
    "example",
    "internal",
    "lab",
    "local",
    "http",
    "https",
    "sftp",
    "ftp",
    "ssh",
    "api",
    "app",
    "mail",
    "corp",
    "int",
    "prod",
    "dev",
    "in",
    "out",
    "co",
    "uk",
    "de",
}


def _address_parts(text: str) -> set[str]:
    """The word parts of the host names and addresses a statement names, without digits (sftp://globex.example.net
    -> globex)."""
    out: set[str] = set()
    for m in _IDENT.finditer(text):
        token = m.group(0)
        if not any(c.isdigit() for c in token) and ("." in token or "/" in token or "_" in token):
            out |= {t for t in tokenize(token) if t not in _GENERIC_PARTS and len(t) > 2 and not t.isdigit()}
    return out


def entities(text: str) -> set[str]:
    """The named things a statement mentions, lower-cased: names written with capitals inside a sentence,
    acronyms (EU, AWS), product names in CamelCase (PetDesk), the word parts of host names / addresses
    without digits (sftp://globex.example.net -> globex), and qualifier words (staging, production, sister,
    ...). Values with digits (ci-runner-04, v2, tangerine-77) are values, not entities."""
    out = _address_parts(text)
    for sentence in sentences(text):
        words = sentence.split()
        for i, w in enumerate(words):
            clean = re.sub(r"['’]s$", "", w.strip(".,;:!?()\"'"))
            clean = re.sub(r"(?<=[A-Z]{2})s$", "", clean)  # "PDFs" is "PDF"
            if len(clean) < 2 or any(c.isdigit() for c in clean) or not clean[:1].isupper():
                continue
            if re.fullmatch(r"I['’]\w+", clean):  # "I'm", "I'll": the writer, not a name
                continue
            acronym = clean.isupper() and clean.isalpha() and len(clean) <= 5
            camel = clean.isalpha() and any(c.isupper() for c in clean[1:]) and any(c.islower() for c in clean)
            if acronym and i and any(c.isdigit() for c in words[i - 1]):
                continue  # "500 MB", "2 GB": the unit of a value, not a thing
            if (
                acronym
                or camel
                or (
                    i
                    and clean[1:].islower()
                    and not words[i - 1].endswith((":", "="))
                    and not _WEEKDAY.fullmatch(clean)
                    and not _MONTH_WORD.fullmatch(clean)
                )
            ):
                out.add(clean.lower())
    terms = set(tokenize(text))
    for kind in _QUALIFIER_KINDS:
        out |= terms & kind
    return out


_MONTH_WORD = re.compile(_MONTH + r"\.?", re.IGNORECASE)


def _qualifier_clash(a: set[str], b: set[str]) -> bool:
    """Each side names a qualifier of one kind that the other does not (staging / production)."""
    for kind in _QUALIFIER_KINDS:
        x, y = _singular(a & kind, kind), _singular(b & kind, kind)  # "weekday" / "weekdays": one qualifier
        x, y = {w for w in x if not _akin(w, y)}, {w for w in y if not _akin(w, x)}  # "prod" / "production": one
        if x and y and x != y and not (x <= y or y <= x):
            return True
    return False


def _singular(words: set[str], kind: set[str]) -> set[str]:
    return {w[:-1] if w.endswith("s") and w[:-1] in kind else w for w in words}


def other_entity(old_texts: list[str], new: str) -> bool:
    """`new` is about another thing than every text of a node: it names an entity none of them names while each
    of them names one `new` does not (the same sentence about Globex and about Initech, about the staging and the
    production database, about my sister and my brother). An old value that `new` mentions ("moved from Lyon to
    Berlin") is no such entity."""
    mine = entities(new)
    new_text = new.lower()
    for old in old_texts:
        theirs = entities(old)
        if _qualifier_clash(theirs, mine):
            continue
        if theirs & mine:
            return False  # both name the same one ("Priya wants Word" / "send Priya editable documents")
        only_new = {e for e in mine - theirs if not mentions(old, e) and not _akin(e, theirs) and not _initials(e, old)}
        only_old = {
            e for e in theirs - mine if not mentions(new_text, e) and not _akin(e, mine) and not _initials(e, new)
        }
        if not (only_new and only_old) or _values_of_one_subject(old, new, only_old, only_new):
            return False
    return True


def _values_of_one_subject(old: str, new: str, only_old: set[str], only_new: set[str]) -> bool:
    """The names that differ lie outside the two statements' subject, which is one and names a thing ("My corn
    tortillas come from La Milpa" / "Corn tortillas are from Tortilleria Azteca"): they are the subject's values,
    not other things. A pronoun is no such subject ("we'll use profile X for Acme files" / "... Y for Umbrella
    files" are two customers' facts), nor is a host or address ("pushes to sftp://globex..." / "...initech...")."""
    a, b = subject_terms(old), subject_terms(new)
    if not (_names_a_thing(a) and _names_a_thing(b)) or not same_subject(old, new):
        return False
    if only_old & _address_parts(old) or only_new & _address_parts(new):
        return False
    return not ({_stem(e) for e in only_old} & a or {_stem(e) for e in only_new} & b or only_old & a or only_new & b)


def _names_a_thing(terms: set[str]) -> bool:
    """Subject words beyond pronouns and their contractions ("we'll", "I'm")."""
    return any(re.split(r"['’]", t)[0] not in STOPWORDS and len(t) > 1 for t in terms)


def other_subject(old_texts: list[str], new: str) -> bool:
    """Each side's subject has a word the other statement never uses ("orders for the north warehouse ..." /
    "orders for the south warehouse ..."), for every text of a node; "the platform team owns the export" /
    "the export is owned by the platform team" is one subject said two ways."""
    new_words = _stems(new)
    new_subject = subject_terms(new) & new_words
    for old in old_texts:
        old_words = _stems(old)
        if not ((subject_terms(old) & old_words) - new_words and new_subject - old_words):
            return False
    return bool(old_texts)


def _initials(acronym: str, text: str) -> bool:
    """`acronym` is made of the first letters of words that follow one another in `text`, with the small words or
    without ("nbt" for "National Book Tokens", "ooh" for "out of hours", "rspb" for "Royal Society for the Protection
    of Birds")."""
    if not 3 <= len(acronym) <= 5 or not acronym.isalpha():
        return False
    words = re.findall(r"[a-z]+", text.lower())
    every = "".join(w[0] for w in words)
    content = "".join(w[0] for w in words if w not in STOPWORDS)
    return acronym in every or acronym in content


def _akin(word: str, others: set[str]) -> bool:
    """`word` is another form of one of `others` (German / Germany, Acme / Acme's): one starts with the other."""
    return any(min(len(word), len(o)) >= 4 and (word.startswith(o) or o.startswith(word)) for o in others)


def change_cue(text: str, *, from_now_on: bool = False) -> bool:
    """`text` says that something changed or was wrong ("now", "actually", "no longer", "moved from").
    "From now on" counts only with `from_now_on`: said of a node's own subject it changes that node's value
    ("Oilbrook collect on Tuesdays from now on"), but it never says another entity's value changed."""
    return bool(CHANGE_CUE.search(text if from_now_on else _FROM_NOW_ON.sub(" ", text)))


# "From now on we use X for Umbrella files" starts a rule; it does not say Vandelay's profile changed. "From next
# month ..." starts one at a later date, the same way.
_FROM_NOW_ON = re.compile(rf"\bfrom (?:now on|{_NEXT_PERIOD})\b", re.IGNORECASE)


# Words that join the parts of one name ("Fellowship of the Pint", "Barlow & Co").
_NAME_JOINERS = {"of", "the", "&", "and", "de", "van", "von", "du", "la"}


_ENDS = (",", ";", ":", ".", ")")  # punctuation that ends a name


def name_runs(text: str) -> list[tuple[int, int]]:
    """The spans (first, last word index) of the names a statement holds: runs of capitalised words ("Lou
    Bannerman", "Hollis Heating", "Fellowship of the Pint"). A sentence's first word starts a name only with a second
    capitalised word after it ("Gary Osei is ..."); weekdays, months and short acronyms (VHF, DM) are no names."""
    words = text.split()
    out, i = [], 0

    def capital(k: int) -> bool:
        w = re.sub(r"['’]s$", "", words[k].strip(".,;:!?()\"'"))
        if not w[:1].isupper() or any(c.isdigit() for c in w) or _WEEKDAY.fullmatch(w) or re.fullmatch(_MONTH, w, re.I):
            return False
        return not (w.isupper() and len(w) <= 4)

    while i < len(words):
        start = i == 0 or words[i - 1].endswith((".", "!", "?"))
        joined = i + 1 < len(words) and capital(i + 1) and "(" not in words[i + 1] and not words[i].endswith(_ENDS)
        if not capital(i) or (start and not joined):
            i += 1
            continue
        j = i
        while j + 1 < len(words) and not words[j].endswith(_ENDS) and "(" not in words[j + 1]:
            joins = words[j + 1].lower() in _NAME_JOINERS and any(
                capital(k) for k in range(j + 2, min(j + 4, len(words)))
            )
            if not (capital(j + 1) or joins):
                break
            j += 1
        end = j
        while j > i and words[j].lower().strip(".,;:") in _NAME_JOINERS:
            j -= 1
        while i < j and words[i].lower() in _NAME_JOINERS:  # "The Fellowship of the Pint": the name starts after
            i += 1
        if words[i].lower().strip(".,;:") not in _NAME_JOINERS:
            out.append((i, j))
        i = end + 1
    return out


def names_in(text: str) -> list[str]:
    """The names of `name_runs`, as written (without trailing punctuation or possessive)."""
    words = text.split()
    return [re.sub(r"['’]s$", "", " ".join(words[a : b + 1]).strip(".,;:!?()\"'")) for a, b in name_runs(text)]


def without_names(text: str) -> str:
    """The statement with each name replaced by "someone": what it says about whoever it names."""
    words = text.split()
    for a, b in reversed(name_runs(text)):
        tail = words[b][len(words[b].rstrip(".,;:!?)")) :]  # the name's punctuation stays: "someone's captain"
        if words[b].rstrip(".,;:!?)").endswith(("'s", "’s")):
            tail = words[b].rstrip(".,;:!?)")[-2:] + tail
        head = words[a][: len(words[a]) - len(words[a].lstrip("(\"'"))]  # "(Barlow & Co)": the bracket stays
        words[a : b + 1] = [head + "someone" + tail]
    return " ".join(words)
