"""The periods a search query names ("on 7 July, 2023", "in March 2024", "last week"): pure, fast.

A question about a day ("What did Maria share on 16 June, 2023?", "what did we decide yesterday?")
is about what was said or happened then; :func:`zeusmem.rules.ranking.period_bonus` ranks the
memories said in that period (or told within :data:`TOLD_WITHIN` after it, people tell things a few
days later), or holding from it, higher. Only the query is read here, at every search, so this
is a handful of regular expressions (a few microseconds on a query without a date), not the full
parser :mod:`zeusmem.rules.validity` uses for stored memories (2-40 ms per text).

Read: a day with a month name ("7 July 2023", "July 7th, 2023", "7. Juli", "7 de julio de 2023"),
a month with a year ("July 2023", "julio de 2023"), an ISO date (2023-07-07), a year after "in" /
"during" / "since" ("in 2023"), and English relative days and periods ("yesterday", "today",
"last week", "this month", "3 days ago"). Month names (and their abbreviations of three letters or
more) come from dateparser's language data for the languages the conflict rules read. A day
without a year takes the year another date of the query names, else its latest occurrence up to
the day the query is asked about (``now``).

>>> from datetime import datetime, timezone
>>> now = datetime(2024, 1, 10, tzinfo=timezone.utc)
>>> [(a.date().isoformat(), b.date().isoformat()) for a, b in named_periods("What did Tim do on 7 July, 2023?", now)]
[('2023-07-07', '2023-07-08')]
>>> [(a.date().isoformat(), b.date().isoformat()) for a, b in named_periods("what did we decide last week", now)]
[('2024-01-01', '2024-01-08')]
>>> named_periods("What are Caroline's plans for the summer?", now)
()
"""

from __future__ import annotations

import importlib
import re
from datetime import UTC, datetime, timedelta
from functools import lru_cache

#: a memory told this long after the period a query names still counts as said in it
TOLD_WITHIN = timedelta(days=7)
#: languages whose month names are read (those of zeusmem.rules.validity, less Chinese: its dates
#: are digits and characters, read by the ISO form or not at all)
LANGUAGES = ("en", "de", "fr", "es", "pt", "it")
_MONTH_KEYS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
               "october", "november", "december")
_ORD = r"(?:st|nd|rd|th|er|º|ª|\.)?"
_YEAR = r"(?:19|20)\d\d"

Period = tuple[datetime, datetime]


@lru_cache(maxsize=1)
def _months() -> tuple[dict[str, int], re.Pattern[str]]:
    """Month name -> number, and one regular expression of every date form read."""
    names: dict[str, int] = {}
    for lang in LANGUAGES:
        info = importlib.import_module(f"dateparser.data.date_translation_data.{lang}").info
        for number, key in enumerate(_MONTH_KEYS, start=1):
            for name in info.get(key, []):
                name = str(name).lower().rstrip(".")
                if len(name) >= 3 and name.isalpha():
                    names.setdefault(name, number)
    month = "(?:" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\.?"
    day = rf"(?:[12]\d|3[01]|0?[1-9]){_ORD}"
    pattern = re.compile(
        rf"(?<![\w-])(?:"
        rf"(?P<iso>{_YEAR})-(?P<iso_m>0[1-9]|1[0-2])-(?P<iso_d>0[1-9]|[12]\d|3[01])"
        rf"|(?P<d1>{day})\s+(?:of\s+|de\s+|di\s+)?(?P<m1>{month})(?:,?\s+(?:de\s+|del\s+)?(?P<y1>{_YEAR}))?"
        rf"|(?P<m2>{month})\s+(?P<d2>{day})(?!\d)(?:,?\s+(?P<y2>{_YEAR}))?"
        rf"|(?P<m3>{month}),?\s+(?:of\s+|de\s+|del\s+)?(?P<y3>{_YEAR})"
        rf"|(?:in|during|since|throughout)\s+(?P<y4>{_YEAR})"
        rf")(?![\w-])",
        re.IGNORECASE,
    )
    return names, pattern


_RELATIVE = re.compile(
    r"\b(?:(?P<word>yesterday|today|tonight|last\s+night)"
    r"|(?P<which>last|this|past)\s+(?P<unit>week|month|year|weekend)"
    r"|(?P<n>\d{1,2}|a|an|one|two|three|four|five|six)\s+(?P<units>days?|weeks?|months?|years?)\s+ago)\b",
    re.IGNORECASE,
)
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_YEAR_RE = re.compile(rf"(?<!\d){_YEAR}(?!\d)")
_WORD = re.compile(r"[^\W\d_]+")
#: cheap test before the expressions: a digit, or a word the relative forms need
_MAYBE = re.compile(r"\d|yesterday|today|tonight|night|week|month|year|ago", re.IGNORECASE)


def _day(d: datetime) -> datetime:
    return d.replace(hour=0, minute=0, second=0, microsecond=0)


def _month_after(d: datetime) -> datetime:
    return d.replace(year=d.year + 1, month=1) if d.month == 12 else d.replace(month=d.month + 1)


def _relative(m: re.Match[str], today: datetime) -> Period | None:
    word = (m.group("word") or "").lower()
    if word == "yesterday" or word.startswith("last"):
        return today - timedelta(days=1), today
    if word in ("today", "tonight"):
        return today, today + timedelta(days=1)
    unit = (m.group("unit") or "").lower()
    if unit:
        last = m.group("which").lower() != "this"
        if unit in ("week", "weekend"):
            start = today - timedelta(days=today.weekday())
            start = start - timedelta(days=7) if last else start
            return (start + timedelta(days=5), start + timedelta(days=7)) if unit == "weekend" else (
                start, start + timedelta(days=7))
        if unit == "month":
            start = today.replace(day=1)
            if last:
                start = (start - timedelta(days=1)).replace(day=1)
            return start, _month_after(start)
        start = today.replace(month=1, day=1)
        start = start.replace(year=start.year - 1) if last else start
        return start, start.replace(year=start.year + 1)
    raw = m.group("n").lower()
    n = _COUNT.get(raw) or int(raw)
    units = m.group("units").lower().rstrip("s")
    days = {"day": 1, "week": 7, "month": 30, "year": 365}[units] * n
    at = today - timedelta(days=days)
    # "3 days ago" is one day; a week, month or year ago is about then: its unit around it
    half = timedelta(days={"day": 0, "week": 3, "month": 15, "year": 182}[units])
    return at - half, at + half + timedelta(days=1)


def named_periods(query: str, now: datetime) -> tuple[Period, ...]:
    """The periods ``query`` names, each ``[start, end)`` in UTC; ``now`` (timezone-aware) is the day
    relative expressions and yearless days are read from. Empty when it names none."""
    if not _MAYBE.search(query):
        return ()
    names, pattern = _months()
    today = _day(now.astimezone(UTC))
    found: list[tuple[int | None, int, int | None]] = []  # (year, month, day) read in the query
    # the long expression only when a month name or a year is there (most queries: neither)
    dated = _YEAR_RE.search(query) or any(w.lower() in names for w in _WORD.findall(query))
    for m in pattern.finditer(query) if dated else ():
        if m.group(0) == "may" or m.group(0).startswith("may "):  # "I may 5 times": lowercase may is a verb
            continue
        if m.group("iso"):
            found.append((int(m.group("iso")), int(m.group("iso_m")), int(m.group("iso_d"))))
        elif m.group("y4"):
            found.append((int(m.group("y4")), 0, None))
        else:
            i = next(i for i in "123" if m.group(f"m{i}"))
            month = names.get(m.group(f"m{i}").lower().rstrip("."))
            if month is None:
                continue
            day = m.group(f"d{i}") if i != "3" else None
            year = m.group(f"y{i}")
            found.append((int(year) if year else None, month,
                          int(re.sub(r"\D", "", day)) if day else None))
    years = [y for y, _m, _d in found if y is not None]
    out: list[Period] = []
    for year, month, day in found:
        try:
            if month == 0:  # a year
                start = today.replace(year=year or today.year, month=1, day=1)
                out.append((start, start.replace(year=start.year + 1)))
                continue
            if year is None:  # the year another date names, else the latest occurrence
                year = years[0] if years else today.year
                if not years and today.replace(month=month, day=day or 1) > today:
                    year -= 1
            start = today.replace(year=year, month=month, day=day or 1)
        except ValueError:  # 31 February
            continue
        out.append((start, start + timedelta(days=1)) if day else (start, _month_after(start)))
    out.extend(p for m in _RELATIVE.finditer(query) if (p := _relative(m, today)) is not None)
    return tuple(dict.fromkeys(out))


def said_in(periods: tuple[Period, ...], said: datetime | None, valid_from: datetime | None = None) -> bool:
    """Whether a memory said at ``said`` (told up to :data:`TOLD_WITHIN` after a period counts) or
    holding from ``valid_from`` falls in one of ``periods``."""
    for start, end in periods:
        if said is not None and start <= said < end + TOLD_WITHIN:
            return True
        if valid_from is not None and start <= valid_from < end:
            return True
    return False
