"""When a statement holds in the world, read from its text relative to when it was said (pure).

``"I moved to Lisbon last year"`` said on 2023-05-08 holds from 2022-01-01; ``"I'm in Berlin
until Friday"`` until the end of the Friday after it was said. The date expressions are found and
resolved by `dateparser <https://dateparser.readthedocs.io>`_ (a maintained parser, pure Python,
its language data shipped as modules), in the languages the conflict rules read
(:mod:`zeusmem.rules.claims`: English, German, French, Spanish, Portuguese, Italian, Chinese).
It was chosen over parsedatetime and ctparse on a corpus of real phrasings (``docs/time.md``).

What this module adds is small: the period the parser says an expression names (a year, a month,
a week, a day) becomes its first instant; an expression after "until" (``bis``, ``jusqu'à``,
``hasta``, ``até``, ``fino a``, ``直到``) closes the validity at the end of its period, any other
opens it. An expression the parser cannot read gives no validity and no error.

>>> from datetime import datetime, timezone
>>> said = datetime(2023, 5, 8, 13, 56, tzinfo=timezone.utc)
>>> validity("I moved to Lisbon last year", said).valid_from.date()
datetime.date(2022, 1, 1)
>>> validity("Hey Mel! Good to see you!", said)
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

#: the languages the conflict rules read (zeusmem.rules.claims), in the order dateparser tries them
LANGUAGES = ("en", "de", "fr", "es", "pt", "it", "zh")

#: words right before an expression that make it the end of the validity ("until Friday")
_UNTIL = frozenset(
    "until till til through thru bis jusqu'à jusqu'au jusqu'aux jusqu'en jusque hasta até fino finché 直到 到".split()
)
#: the parser reads these single words as dates; in running text they are mostly something else
_AMBIGUOUS = frozenset("sat sun mon wed we me je now a an second".split())
#: month names that are also common words: a month only when capitalised ("since May", not "I may")
_LOWER_AMBIGUOUS = frozenset("may march".split())
#: longest text read (a longer memory is read in its first part only: the parser is linear in it)
MAX_TEXT = 2000


@dataclass(frozen=True, slots=True)
class Validity:
    """When a statement holds: ``valid_from <= t < valid_to``; None is open."""

    valid_from: datetime | None = None
    valid_to: datetime | None = None


_lock = threading.Lock()
_search: Any = None


def _searcher() -> Any:
    """dateparser's search, imported on first use (it loads its language data: about a second)."""
    global _search
    if _search is None:
        with _lock:
            if _search is None:
                from dateparser.search import search_dates  # type: ignore[import-untyped]

                _search = search_dates
    return _search


#: units and names whose words make a text worth parsing (with a digit); taken from dateparser's
#: own language data, less the generic words of its relative phrases
_LEXICON_KEYS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "year", "month", "week", "day", "decade", "fortnight", "century", "ago", "night", "morning",
)
_GENERIC = frozenset(
    "this last next before after till date the of de del la le el il lo di da du der die das now ant don".split()
)
_WORD = re.compile(r"[^\W\d_]+", re.U)


@lru_cache(maxsize=1)
def _lexicon() -> dict[str, tuple[frozenset[str], tuple[str, ...]]]:
    """Per language of :data:`LANGUAGES`: the (words, CJK phrases) a date expression is made of."""
    import importlib

    out = {}
    for lang in LANGUAGES:
        words: set[str] = set()
        cjk: set[str] = set()
        info = importlib.import_module(f"dateparser.data.date_translation_data.{lang}").info
        phrases = [p for k in _LEXICON_KEYS for p in info.get(k, [])]
        phrases += [p for ps in info.get("relative-type", {}).values() for p in ps]
        for phrase in phrases:
            phrase = str(phrase).lower()
            if any("\u3040" <= ch <= "\u9fff" for ch in phrase):
                cjk.update(p.strip() for p in phrase.split(" / ") if p.strip())
                continue
            for w in _WORD.findall(phrase):
                if len(w) > 2 and w not in _GENERIC:
                    words.add(w)
        out[lang] = (frozenset(words), tuple(sorted(cjk)))
    return out


def _hits(text: str) -> dict[str, int]:
    """How many words of each language's date lexicon ``text`` holds (languages without any left out)."""
    tokens = _WORD.findall(text.lower())
    out = {}
    for lang, (words, cjk) in _lexicon().items():
        n = sum(t in words for t in tokens) + sum(p in text for p in cjk)
        if n:
            out[lang] = n
    return out


_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|2[01]\d\d|2200)(?!\d)")


def may_name_a_time(text: str) -> bool:
    """Whether ``text`` may hold an expression :func:`_plausible` keeps: a word of the parser's
    date lexicon, a year (1800-2200) or a CJK date character. Cheap, and exact: a text without any
    of them gives no validity however it is parsed, so most texts ("ticket 4512") are not parsed.

    >>> may_name_a_time("Prefers dark mode (noted 4512)"), may_name_a_time("since 2019")
    (False, True)
    """
    if _YEAR.search(text) or any(ch in text for ch in "年月日周天"):
        return True
    return bool(_hits(text))


def _languages(text: str) -> list[str]:
    """The languages to read ``text`` in: those whose date words it holds, most first. The parser
    otherwise settles on the first language one short word fits ("me" is French for Wednesday)
    and misses the English "last year" after it. A text without date words (a year, or CJK date
    characters) is read in one language: numbers read the same in all, and seven cost seven times
    as much."""
    hits = _hits(text)
    if not hits:  # a year or a CJK date character only: numbers read the same in every language
        return ["zh"] if any("\u4e00" <= ch <= "\u9fff" for ch in text) else ["en"]
    return sorted(hits, key=lambda lang: (-hits[lang], LANGUAGES.index(lang)))


def _start(d: datetime, period: str) -> datetime:
    """The first instant of the ``period`` (year, month, week, day; any other, a quarter, is read as
    a day) that holds ``d``."""
    d = d.replace(hour=0, minute=0, second=0, microsecond=0)
    if period == "year":
        return d.replace(month=1, day=1)
    if period == "month":
        return d.replace(day=1)
    if period == "week":
        return d - timedelta(days=d.weekday())
    return d


def _end(d: datetime, period: str) -> datetime:
    """The first instant after the ``period`` that holds ``d``."""
    s = _start(d, period)
    if period == "year":
        return s.replace(year=s.year + 1)
    if period == "month":
        return s.replace(year=s.year + 1, month=1) if s.month == 12 else s.replace(month=s.month + 1)
    if period == "week":
        return s + timedelta(days=7)
    return s + timedelta(days=1)


def _plausible(expr: str) -> bool:
    """False for the parser's usual false friends in running text: short words ("we", "may", "Je",
    "we just") and bare numbers ("note 3", "Python 3.12" are no dates; "2024", "3 days ago",
    "March 3" are). An expression needs a word of the date lexicon or, with digits only, a year."""
    raw = expr.strip(".,;:!?")
    w = raw.lower()
    if any("\u4e00" <= ch <= "\u9fff" for ch in raw):
        return any(ch in raw for ch in "年月日周天") or bool(_hits(raw))
    if any(ch.isdigit() for ch in raw):
        return bool(_hits(raw)) or any(len(n) == 4 and 1800 <= int(n) <= 2200 for n in re.findall(r"\d+", raw))
    if len(raw.split()) > 1:
        return bool(_hits(raw))
    if w in _LOWER_AMBIGUOUS:
        return raw != w
    return w not in _AMBIGUOUS and len(w) > 3 and bool(_hits(raw))


def _until_before(text: str, start: int) -> bool:
    """Whether the words just before ``start`` say "until"."""
    before = text[max(0, start - 24) : start].lower().replace("’", "'")
    words = before.replace(",", " ").split()[-2:]
    return any(w in _UNTIL or w.startswith("jusqu") for w in words) or before.rstrip().endswith(("直到", "到"))


@lru_cache(maxsize=1024)
def _period(expr: str, prefer: str) -> str:
    """The period dateparser says ``expr`` names when it reads it alone: year, month, week or day
    (the form of the expression decides it, not the day it is read: kept per expression). The
    search gives the period of each expression it finds; this second reading checks its months."""
    data = _parser(prefer).get_date_data(expr)
    if data is None or data.date_obj is None:
        return "day"
    return str(data.period or "day")


@lru_cache(maxsize=2)
def _parser(prefer: str) -> Any:
    from dateparser.date import DateDataParser  # type: ignore[import-untyped]

    return DateDataParser(languages=list(LANGUAGES), settings={"PREFER_DATES_FROM": prefer})


#: a ticket, booking or invoice id ("SEC-23401", "INV-6445"): searched as blanks (the offsets stay),
#: else the parser reads it with the date beside it, fails, and reads the pieces ("February" alone)
_ID = re.compile(r"(?<![\w-])([A-Za-z]{2,})-\d{3,}(?![\w-])")


def _blank(m: re.Match[str]) -> str:
    """An :data:`_ID` as blanks, unless its letters are a date word ("Jan-2024", "Mai-2023")."""
    return m.group(0) if _hits(m.group(1)) else " " * len(m.group(0))


@lru_cache(maxsize=4096)
def _read(text: str, base: datetime) -> tuple[tuple[str, int, datetime, str, str], ...]:
    """Every plausible date expression of ``text`` (naive ``base``): (expression, offset, date, role,
    the period the parser says it names)."""
    if not may_name_a_time(text):
        return ()
    languages = _languages(text)
    search = _searcher()
    found = []
    pos = 0
    settings = {"RELATIVE_BASE": base, "PREFER_DATES_FROM": "past", "RETURN_AS_TIMEZONE_AWARE": False}
    masked = _ID.sub(_blank, text)  # "SEC-23401": no date, and it hides the one beside it
    try:
        hits = search(masked, languages=languages, settings=settings, add_period=True) or []
    except Exception:  # noqa: BLE001 - an expression the parser cannot read: no validity
        return ()
    for expr, when, period in hits:
        if not _plausible(expr) or not 1000 <= when.year <= 9000:
            continue
        start = text.find(expr, pos)
        if start < 0:
            start = text.find(expr)
        pos = max(pos, start + len(expr))
        role = "until" if _until_before(text, start) else "from"
        if role == "until":  # "until Friday": the coming one
            try:
                again = search(expr, languages=languages,
                               settings={**settings, "PREFER_DATES_FROM": "future"}, add_period=True) or []
            except Exception:  # noqa: BLE001
                again = []
            if again:
                when, period = again[0][1], again[0][2]
        found.append((expr, start, when, role, str(period or "day")))
    return tuple(found)


#: one phrase per language of :data:`LANGUAGES`, read by :func:`warm_up`
_WARM_UP = ("since last year", "seit letztem Jahr", "depuis l'année dernière", "desde el año pasado",
            "desde o ano passado", "dall'anno scorso", "从去年开始", "until 2019")


@lru_cache(maxsize=1)
def warm_up() -> None:
    """Load the parser and its language data now (a second or two, blocking) rather than in the
    first writes that name a time; :func:`zeusmem.open_memory` runs it in a thread at start. Once
    per process: a later call returns at once."""
    from datetime import UTC

    for text in _WARM_UP:
        validity(text, datetime(2024, 1, 1, tzinfo=UTC))


def _base(observed_at: datetime) -> datetime:
    return observed_at.replace(tzinfo=None, microsecond=0)


def without_dates(text: str, observed_at: datetime) -> str:
    """``text`` without its date expressions ("I moved to Porto in March 2024" -> "I moved to
    Porto"): what the conflict rules compare when only the times differ. ``text`` unchanged when
    it names no time.

    >>> from datetime import datetime, timezone
    >>> without_dates("I moved to Porto in March 2024.", datetime(2024, 4, 2, tzinfo=timezone.utc))
    'I moved to Porto.'
    """
    if not text or observed_at.tzinfo is None:
        return text
    return remove_spans(text, date_spans(text, observed_at))


def date_spans(text: str, observed_at: datetime) -> tuple[int, ...]:
    """Where :func:`without_dates` cuts ``text``: (start, end) of each date expression, flat, in
    order; ``()`` when it names no time. Kept with a memory when it is written, so that comparing a
    later statement with it needs no second parse (:func:`remove_spans`).

    >>> from datetime import datetime, timezone
    >>> date_spans("I moved to Porto in March 2024.", datetime(2024, 4, 2, tzinfo=timezone.utc))
    (17, 30)
    """
    if not text or observed_at.tzinfo is None:
        return ()
    found = _read(text[:MAX_TEXT], _base(observed_at))
    out: list[int] = []
    pos = 0
    for expr, start, *_ in sorted(found, key=lambda f: f[1]):
        if start < pos:
            continue  # not found as written ("Dec  4" read as "Dec 4"), or inside the one before
        out += (start, start + len(expr))
        pos = start + len(expr)
    # a time named but no expression found as written: nothing to cut, the spaces are still tidied
    return tuple(out) if out or not found else (0, 0)


def remove_spans(text: str, spans: Sequence[int]) -> str:
    """``text`` without the spans :func:`date_spans` found in it (``text`` itself when there are none)."""
    if not spans:
        return text
    out, pos = [], 0
    for start, end in zip(spans[::2], spans[1::2], strict=True):
        out.append(text[pos:start])
        pos = end
    out.append(text[pos:])
    joined = " ".join("".join(out).split())
    for p in ".,;:!?":
        joined = joined.replace(f" {p}", p)
    return joined.strip(" ,;:")


def validity(text: str, observed_at: datetime) -> Validity | None:
    """When ``text``, said at ``observed_at`` (timezone-aware), holds: None when it names no time.

    The first expression that opens a validity gives ``valid_from`` (the start of its period), the
    first after "until" gives ``valid_to`` (the end of its period). A validity that would end
    before it starts keeps only its start.
    """
    if not text or observed_at.tzinfo is None:
        return None
    tz = observed_at.tzinfo
    found = _read(text[:MAX_TEXT], _base(observed_at))
    if not found:
        return None
    start = end = None
    for expr, _offset, when, role, period in found:
        if period == "month":  # said of a few day expressions read in a longer text ("sábado às 9h")
            period = _period(expr, "future" if role == "until" else "past")
        if role == "until" and end is None:
            end = _end(when, period).replace(tzinfo=tz)
        elif role == "from" and start is None:
            start = _start(when, period).replace(tzinfo=tz)
    if start is not None and end is not None and end <= start:
        end = None
    if start is None and end is None:
        return None
    return Validity(start, end)
