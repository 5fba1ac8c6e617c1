"""The values a statement commits to: the numbers, times, dates, identifiers, weekdays and named values it holds,
and its polarity (negated or not). A quantity of time is one value however it is said ("21 days" / "three weeks"),
and so is a clock time ("half past seven" is 07:30 or 19:30).

`values` is what the offline integrator compares (`reverie.dream.contradictions.conflicts`); `_drop_old_values`
leaves out the values a statement names as former ones ("(was 60)", "moved from Tuesday to ..."), and `mentions`
tells whether a text names a value as a whole word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from reverie.text import tokenize

_TIME = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b|\b(\d{1,2}):(\d{2})\b", re.IGNORECASE)
_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
# A number: "45,000" (a thousands separator), "2.5" / "2,5" (a decimal point or comma), "12".
_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+(?![\d.,]\d)|\d+(?:[.,]\d+)?)")
_IDENT = re.compile(r"\b[\w]+(?:[-_.][\w]+)+\b|\b[A-Z][a-zA-Z]*[A-Z0-9][\w]*\b")
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
# a weekday, written out or short with a capital, one or the run of them ("Fri", "Weds", "Sats": not "sat", "wed"
# or "Thus", which are other words)
_WEEKDAY = re.compile(
    rf"\b(?:({'|'.join(WEEKDAYS)})s?|(?-i:(Mons?|Tues?|Weds?|Thu|Thurs?|Fris?|Sats?|Suns?))\.?)\b", re.IGNORECASE
)


def weekday(m: re.Match) -> str:
    """The weekday a `_WEEKDAY` match names ("Fri" -> "friday")."""
    if m.group(1):
        return m.group(1).lower()
    return next(d for d in WEEKDAYS if d.startswith(m.group(2).lower()[:3]))


_NEGATION = re.compile(
    r"\b(?:not|never|no longer|don'?t|doesn'?t|isn'?t|aren'?t|won'?t|can'?t|cannot|no(?! changes?\b)|none|"
    r"without|stop(?:ped)?|avoid)\b|n't\b",
    re.IGNORECASE,
)  # ("no change": the value holds, said again)
_WORD_NUMBERS = {
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
    "eleven": "11",
    "twelve": "12",
    "thirteen": "13",
    "fourteen": "14",
    "fifteen": "15",
    "sixteen": "16",
    "seventeen": "17",
    "eighteen": "18",
    "nineteen": "19",
    "twenty": "20",
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
    "sixty": "60",
    "seventy": "70",
    "eighty": "80",
    "ninety": "90",
    "hundred": "100",
}


_HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_HOURS = {w: i + 1 for i, w in enumerate(_HOUR_WORDS)}
_HOUR = rf"({'|'.join(_HOUR_WORDS)}|1[0-2]|[1-9])"
# Clock times said in words: "half past seven", "quarter to nine", "half seven", "six o'clock" (a 12-hour clock
# with no am/pm: kept as ambiguous, "07:30~"), "noon", "midnight".
_SPOKEN_TIME = re.compile(
    rf"\b(?:(?P<part>half|quarter) past {_HOUR}|quarter to (?P<to>{_HOUR[1:-1]})|half (?P<half>{_HOUR[1:-1]})"
    rf"(?![\w-]|\s+(?:an?|of|the|minutes?|hours?|days?|weeks?|months?|years?|percent|per)\b|\s*%)|"
    rf"(?P<oclock>{_HOUR[1:-1]}) o['’]?clock|(?P<noon>noon|midday|midnight))\b",
    re.IGNORECASE,
)
# A number with a unit of time: "21 days" and "three weeks" are one quantity ("21d"); "90 minutes" and "1.5 hours"
# another ("90min"). Months and years stay in their own units (a month is no fixed number of days).
_UNITS = {
    "minute": ("min", 1),
    "min": ("min", 1),
    "hour": ("min", 60),
    "hr": ("min", 60),
    "day": ("d", 1),
    "week": ("d", 7),
    "fortnight": ("d", 14),
    "month": ("mo", 1),
    "year": ("y", 1),
}
_TIME_UNIT = "minute|min|hour|hr|day|week|fortnight|month|year"
_QUANTITY = re.compile(
    # and a half, however placed: "an hour and a half", "two and a half days"; a quarter of an hour
    rf"\b(?P<whole>\d+|{'|'.join(_HOUR_WORDS[:12])}|a|an)(?: and a half[\s-]+(?P<unit1>{_TIME_UNIT})s?|[\s-]+"
    rf"(?P<unit2>{_TIME_UNIT})s? and a half)\b|\b(?P<quarters>a|one|three) quarters? of an hour\b|"
    # hours written short: "5h30", "48 h", "6hrs"
    r"(?<![\w.:])(?P<short_h>\d{1,3}(?:\.\d+)?)\s?(?:h|hrs?)(?P<short_m>\d{2})?(?:m(?:ins?)?)?\b|"
    r"(?<![\w.:])(?P<amount>\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|"
    rf"twenty|thirty|forty|fifty|sixty|ninety|a|an)[\s-]+(?P<unit>{_TIME_UNIT})s?\b['’]?s?|"
    r"\b(?P<fortnight>fortnightly|every (?:other|second) week)\b|\b(?P<halfhour>half an hour)\b",
    re.IGNORECASE,
)
_TENS = [w for w, n in _WORD_NUMBERS.items() if 20 <= int(n) <= 90]
_COMPOUND_NUMBER = re.compile(rf"\b({'|'.join(_TENS)})[- ]({'|'.join(_HOUR_WORDS[:9])})\b", re.IGNORECASE)
# An amount of money said in words: "two pounds fifty" is 2.50, like "£2.50".
_NUMBER_WORD = "|".join(_WORD_NUMBERS)
_SPOKEN_MONEY = re.compile(
    rf"\b({_NUMBER_WORD}|\d+) (?:pounds?|quid|dollars?|euros?|bucks) (?:and )?({_NUMBER_WORD}|\d{{1,2}})"
    r"(?:\s*(?:pence|p|cents?))?\b",
    re.IGNORECASE,
)
_QUANTITY_KEY = re.compile(r"^\d+(?:\.\d+)?(?:min|d|mo|y)$")


def _spoken_time_key(m: re.Match) -> str:
    if m.group("noon"):
        return "00:00" if m.group("noon").lower() == "midnight" else "12:00"

    def hour(word: str) -> int:
        return _HOURS.get(word.lower()) or int(word)

    if m.group("part"):
        h, mm = hour(m.group(2)), "30" if m.group("part").lower() == "half" else "15"
    elif m.group("to"):
        h, mm = hour(m.group("to")) - 1 or 12, "45"
    else:
        h, mm = hour(m.group("half") or m.group("oclock")), "30" if m.group("half") else "00"
    return f"{h % 12:02d}:{mm}~"


def _quantity_key(m: re.Match) -> str:
    """The quantity a `_QUANTITY` match says, in its unit's key ("90min", "21d", "1.5d"); "" for a rate or a moment."""
    if m.group("quarters"):
        return "45min" if m.group("quarters").lower() == "three" else "15min"
    if m.group("fortnight"):
        return "14d"
    if m.group("halfhour"):
        return "30min"
    if m.group("short_h"):
        return _in_unit(float(m.group("short_h")) * 60 + int(m.group("short_m") or 0), "min")
    if m.group("whole"):  # and a half
        whole = m.group("whole").lower()
        n = 1.0 if whole in ("a", "an") else float(_WORD_NUMBERS.get(whole, whole))
        suffix, factor = _UNITS[(m.group("unit1") or m.group("unit2")).lower()]
        return _in_unit((n + 0.5) * factor, suffix)
    amount, unit = m.group("amount").lower(), m.group("unit").lower()
    if amount in ("a", "an"):
        if unit != "fortnight":
            return ""  # "once a week", "an hour ago": a rate or a moment, not an amount
        amount = "1"
    suffix, factor = _UNITS[unit]
    return _in_unit(float(_WORD_NUMBERS.get(amount, amount).replace(",", ".")) * factor, suffix)


def _in_unit(total: float, suffix: str) -> str:
    return f"{int(total) if total == int(total) else round(total, 2)}{suffix}"


def _money_key(m: re.Match) -> str:
    whole, cents = (int(_WORD_NUMBERS.get(g.lower(), g)) for g in m.groups())
    return f"{whole + cents / 100:.2f}".rstrip("0").rstrip(".")


def _amount(value: str) -> str:
    """The number of a quantity ("7y" -> "7")."""
    return value.rstrip("abcdefghijklmnopqrstuvwxyz")


def twelve_hour(time: str) -> str:
    """A time on a 12-hour clock without its am/pm ("19:30" and "07:30~" -> "07:30")."""
    hh, mm = time.rstrip("~").split(":")
    return f"{int(hh) % 12:02d}:{mm}"


@dataclass(frozen=True)
class Values:
    times: frozenset[str]
    dates: frozenset[str]
    numbers: frozenset[str]
    idents: frozenset[str]
    names: frozenset[str]
    weekdays: frozenset[str]
    negated: bool

    def all(self) -> frozenset[str]:
        return self.times | self.dates | self.numbers | self.idents | self.names | self.weekdays


MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_MONTH_DATE = re.compile(
    rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b|\b(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)?\s+"
    rf"(?:of\s+)?{_MONTH}\b",
    re.IGNORECASE,
)


def _is_ident(token: str) -> bool:
    """A host name, version, key or code (has a digit, a dot or an underscore), not a hyphenated word like on-call
    nor a decimal, with its unit or not ("9.50", "41.5p", "2.5kg": a number)."""
    if re.fullmatch(r"\d+[.,]\d+(?:[a-z]{1,3}|%)?", token, re.IGNORECASE):
        return False
    return any(c.isdigit() for c in token) or "." in token or "_" in token


def _time_key(m: re.Match) -> str:
    if m.group(4):
        return f"{int(m.group(4)):02d}:{m.group(5)}"
    hour = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "pm" else 0)
    return f"{hour:02d}:{m.group(2) or '00'}"


# The number of a step in a how-to's list, as the dream joins it ("To hire the minibus: 1. Check ...; 2. Fill ...").
_STEP_NUMBER = re.compile(r"(?:^|(?<=[:;]))\s*\d{1,2}\.\s+(?=[^\d\s])")


@lru_cache(maxsize=8192)
def values(text: str) -> Values:
    """The concrete values a statement commits to (see module doc)."""
    text = _STEP_NUMBER.sub(". ", text)  # "1. Take ...; 2. Start ...": a how-to's numbering is no value of it
    spoken = {_spoken_time_key(m) for m in _SPOKEN_TIME.finditer(text)}
    unspoken = _SPOKEN_TIME.sub(" ", text)
    times = frozenset({_time_key(m) for m in _TIME.finditer(unspoken)} | spoken)
    rest = _TIME.sub(" ", unspoken)
    dates = set(_DATE.findall(rest))
    rest = _DATE.sub(" ", rest)
    for m in _MONTH_DATE.finditer(rest):
        month = m.group(1) or m.group(4)
        dates.add(f"{MONTHS.index(month.lower()[:3]) + 1:02d}-{int(m.group(2) or m.group(3)):02d}")
    rest = _MONTH_DATE.sub(" ", rest)
    quantities = {k for k in (_quantity_key(m) for m in _QUANTITY.finditer(rest)) if k}
    rest = _QUANTITY.sub(lambda m: " " if _quantity_key(m) else m.group(0), rest)
    quantities |= {_money_key(m) for m in _SPOKEN_MONEY.finditer(rest)}
    rest = _SPOKEN_MONEY.sub(" ", rest)
    found = [m.group(0) for m in _IDENT.finditer(rest) if _is_ident(m.group(0))]
    rest2 = _IDENT.sub(lambda m: " " if m.group(0) in found else m.group(0), rest)
    # a code in the plural is the code ("K1s", "PDFs": more than one K1)
    idents = frozenset(re.sub(r"(?<=[A-Z0-9])s$", "", i).lower() for i in found)
    numbers = quantities
    for m in _NUMBER.finditer(rest2):
        n = m.group(1)
        if re.fullmatch(r"\d{1,3}(?:,\d{3})+", n):
            n = n.replace(",", "")
        elif "." in n or "," in n:
            n = n.replace(",", ".").rstrip("0").rstrip(".")
        numbers.add(n)
    for m in _COMPOUND_NUMBER.finditer(rest2):  # "thirty-four pounds": 34, not 30 and 4
        numbers.add(str(int(_WORD_NUMBERS[m.group(1).lower()]) + int(_WORD_NUMBERS[m.group(2).lower()])))
    for w in tokenize(_COMPOUND_NUMBER.sub(" ", rest2)):
        if w in _WORD_NUMBERS:
            numbers.add(_WORD_NUMBERS[w])
    words = rest2.split()
    names = set()
    for i, w in enumerate(words):
        clean = re.sub(r"['’]s$", "", w.strip(".,;:!?()\"'"))  # "Biscuit's slots": the name is Biscuit
        if (
            i
            and clean[:1].isupper()
            and clean[1:].islower()
            and len(clean) > 1
            and not _WEEKDAY.fullmatch(clean)
            and not words[i - 1].endswith((".", "!", "?", ":", ";"))  # a sentence's, a label's or a step's start
            and clean.lower() not in ("i", "i'm", "i'll", "i've", "i'd")
        ):
            names.add(clean.lower())
    weekdays = frozenset(weekday(m) for m in _WEEKDAY.finditer(text))
    return Values(
        times, frozenset(dates), frozenset(numbers), idents, frozenset(names), weekdays, bool(_NEGATION.search(text))
    )


_OLD_VALUE = re.compile(
    r"\((?:was|previously|formerly|not|used to be)\b[^)]*\)|,\s*not\s+[^,;.]*|"
    r"\b(?:instead of|rather than|previously|formerly|in place of|replac(?:es|ing|ed)|succeed(?:s|ed|ing)|"
    r"(?:took|takes|taken|taking) over(?:\s+[^,;.]{0,30}?)?\s+from|used to be|no longer)"
    r"\s+[^,;.]*?(?=\s+as\b|[,;.]|$)|"
    r"\b(?:moved|changed|switched|upgraded|downgraded|increased|decreased|raised|"
    r"lowered|reduced|shifted|went|extended|cut)\b[^.;]*?\b(from\s+\S+(?:\s+\S+){0,3}?)(?=\s+to\b)",
    re.IGNORECASE,
)


def _drop_old_values(text: str) -> str:
    """`text` without the values it names as former ones ("(was 60)", "moved from Tuesday to ...", "replaces Ned
    Calloway as 1st AD")."""

    def cut(m: re.Match) -> str:
        if m.group(1):  # "<changed> ... from X to": keep the verb, drop "from X"
            return m.group(0)[: m.start(1) - m.start(0)]
        return " "

    return _OLD_VALUE.sub(cut, text)


def _former_parts(text: str) -> list[str]:
    """The parts of `text` that name former values (what `_drop_old_values` cuts)."""
    return [m.group(1) or m.group(0) for m in _OLD_VALUE.finditer(text)]


def mentions(text: str, value: str) -> bool:
    """`text` names `value` as a whole word (not "30" inside "02:30"), or in another form of one time or quantity
    ("7:30am" for "07:30", "three weeks" for "21d")."""
    if re.search(r"(?<![\w:.-])" + re.escape(value) + r"(?![\w:-]|\.\w)", text.lower()) is not None:
        return True
    if _QUANTITY_KEY.match(value) or re.fullmatch(r"\d+(?:\.\d+)?", value):
        # "seven years" and "year seven" name one number; "21 days" and "three weeks" one quantity
        theirs = values(text).numbers
        if value in theirs:
            return True
        if _QUANTITY_KEY.match(value):
            return _amount(value) in theirs
        return value in {_amount(n) for n in theirs}
    if re.fullmatch(r"\d{2}:\d{2}~?", value):
        theirs = values(text).times
        if value in theirs:
            return True
        return any(t.endswith("~") for t in (*theirs, value)) and twelve_hour(value) in {twelve_hour(t) for t in theirs}
    return False
