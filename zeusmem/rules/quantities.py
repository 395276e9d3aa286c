"""Measured values and the scale they are stated on, so that a value restated in another unit or on
another sizing scale is not read as a new value.

"12 km" and "about seven and a half miles", "65 m²" and "700 sq ft", "8pm" and "20:00", "14 May" and
"14/05", "1,75 m" and "175 cm" state one value; "UK 10" and "EU 44.5", "L" and "chest 42 in" state a
size on two scales that have no exact conversion (a person decides, the old one stays).

>>> same_measure("User's commute is about seven and a half miles each way.", "User's commute is 12 km each way.")
'same'
>>> same_measure("Shoe size: UK 6.", "Shoe size: EU 39.")
'other_scale'
>>> same_measure("My commute is 15 km now.", "My commute is 12 km.") is None
True
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal, NamedTuple

from zeusmem.rules.words import TIME_WORDS, is_stop, stem, tokens

#: unit -> (dimension, factor to the dimension's base unit)
_UNITS: dict[str, tuple[str, float]] = {}
for _names, _dim, _f in (
    ("mm millimetre millimetres millimeter millimeters", "length", 0.001),
    ("cm centimetre centimetres centimeter centimeters", "length", 0.01),
    ("m metre metres meter meters", "length", 1.0),
    ("km kms kilometre kilometres kilometer kilometers", "length", 1000.0),
    ("in inch inches \"", "length", 0.0254),
    ("ft foot feet '", "length", 0.3048),
    ("yd yard yards", "length", 0.9144),
    ("mi mile miles", "length", 1609.344),
    ("m² m2 sqm sq.m sq_m square_metres square_meters square_metre square_meter", "area", 1.0),
    ("ft² ft2 sqft sq_ft sq.ft square_feet square_foot", "area", 0.09290304),
    ("g gram grams gramme grammes", "mass", 0.001),
    ("kg kgs kilo kilos kilogram kilograms", "mass", 1.0),
    ("lb lbs pound pounds", "mass", 0.45359237),
    ("stone stones", "mass", 6.35029318),
    ("s sec secs second seconds", "duration", 1.0),
    ("min mins minute minutes", "duration", 60.0),
    ("h hr hrs hour hours", "duration", 3600.0),
    ("ml millilitre millilitres milliliter milliliters", "volume", 0.001),
    ("l litre litres liter liters", "volume", 1.0),
    ("pint pints", "volume", 0.56826125),
):
    for _n in _names.split():
        _UNITS[_n.replace("_", " ")] = (_dim, _f)

_WORD_NUMBERS = {
    w: i for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_WORDNUM = r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)" \
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|" \
    r"zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" \
    r"seventeen|eighteen|nineteen)"
_SPELLED = re.compile(rf"\b(?:{_WORDNUM}|noon|midday|midnight)\b", re.I)
_NUMBER = rf"(?P<num>\d+(?:[.,]\d+)?(?:\s*(?:and\s+)?(?:a\s+)?half)?|{_WORDNUM}(?:\s+and\s+a\s+half)?)"
_UNIT_ALT = "|".join(sorted((re.escape(u).replace(r"\ ", r"\s+") for u in _UNITS), key=len, reverse=True))
_MEASURE = re.compile(rf"(?<![\w.,]){_NUMBER}\s*(?P<unit>{_UNIT_ALT})(?![\w²])", re.I)
_FEET_INCHES = re.compile(
    r"(?<![\w.])(?P<ft>\d)\s*(?:'|’|ft|foot|feet)\s*(?P<inch>\d{1,2}(?:\.\d)?)\s*(?:\"|”|''|in\b|inches\b)?", re.I
)
#: "11 st 0 lb", "12 stone 4": stones and pounds (a number after "st", so "1st floor" is none)
_STONE_POUNDS = re.compile(
    r"(?<![\w.])(?P<st>\d{1,2})\s*(?:st|stone)\s+(?P<lb>\d{1,2}(?:\.\d)?)\s*(?:lb|lbs|pounds?)?\b", re.I
)

_MONTHS = {m: i + 1 for i, m in enumerate(
    "jan feb mar apr may jun jul aug sep oct nov dec".split()
)}
_MONTH = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|" \
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_DATE_DM = re.compile(rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH}\b", re.I)
_DATE_MD = re.compile(rf"\b{_MONTH}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b", re.I)
_DATE_NUM = re.compile(  # "14/05", "14/05/2026", "14.05.2026" (not "2.07", a room or a version)
    r"(?<![\d.:/])(?P<a>\d{1,2})(?:/(?P<b>\d{1,2})(?:/\d{2,4})?|\.(?P<c>\d{1,2})\.(?:\d{2,4})?)(?![\d:/]|\.\d)"
)
_CLOCK_12 = re.compile(r"(?<![\d:.])(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<ap>a\.?m\.?|p\.?m\.?)(?!\w)", re.I)
_CLOCK_24 = re.compile(r"(?<![\d:.])(?P<h>[01]?\d|2[0-3])[:h](?P<m>[0-5]\d)(?![\d:])", re.I)
_CLOCK_PAST = re.compile(
    rf"\b(?P<part>half|quarter|\d{{1,2}}|ten|twenty|five)\s+(?P<rel>past|to)\s+(?P<h>\d{{1,2}}|{_WORDNUM})\b", re.I
)
_CLOCK_WORD = re.compile(r"\b(?P<w>noon|midday|midnight)\b", re.I)

#: sizing scales: a size named on one of them ("UK 10", "EU 44.5", "US 8", "size L")
_SYSTEM = re.compile(r"\b(?P<sys>uk|eu|us|fr|it|jp|au)\s*(?:size\s*)?\d+(?:[.,]\d+)?\b", re.I)
_LETTER_SIZE = re.compile(r"(?<![\w'’-])(?P<letter>xxs|xs|s|m|l|xl|xxl|xxxl|[2-5]xl)(?![\w'’-])", re.I)
_SIZE_WORDS = re.compile(r"\b(?:sizes?|pointure|taille|talla|größe|grösse|taglia|tamanho|maat)\b", re.I)


class Quantity(NamedTuple):
    dim: str  # "length", "area", "clock", "date", ...
    value: float
    unit: str  # how it is written ("km", "mi", "24h", "12h", "numeric", "named")


def _number(text: str) -> float | None:
    t = text.lower().strip()
    half = 0.0
    if re.search(r"half$", t):
        half, t = 0.5, re.sub(r"\s*(?:and\s+)?(?:a\s+)?half$", "", t).strip()
    if re.fullmatch(r"\d+,\d{3}", t):
        t = t.replace(",", "")
    t = t.replace(",", ".")
    try:
        return float(t) + half
    except ValueError:
        pass
    parts = re.split(r"[- ]", t)
    if all(p in _WORD_NUMBERS for p in parts):
        return float(sum(_WORD_NUMBERS[p] for p in parts)) + half
    return None


def _hour(text: str) -> int | None:
    n = _number(text)
    return int(n) if n is not None and n == int(n) and 0 <= n <= 24 else None


def quantities(text: str) -> tuple[Quantity, ...]:
    """The measured values ``text`` states, with the unit or format each is written in.

    >>> [(q.dim, round(q.value, 2), q.unit) for q in quantities("commute: seven and a half miles, leaves 8pm")]
    [('clock', 1200.0, '12h'), ('length', 12070.08, 'miles')]
    """
    return _measured(text)[0]


def _rest(text: str) -> str:
    """``text`` without the measured values it states."""
    spans = _measured(text)[1]
    return "".join(" " if any(a <= i < b for a, b in spans) else ch for i, ch in enumerate(text))


@lru_cache(maxsize=8192)
def _measured(text: str) -> tuple[tuple[Quantity, ...], tuple[tuple[int, int], ...]]:
    out: list[Quantity] = []
    spans: list[tuple[int, int]] = []
    if not any(c.isdigit() for c in text) and not _SPELLED.search(text):
        return (), ()  # most statements state no measure: one scan instead of ten

    def free(m: re.Match[str]) -> bool:
        return all(m.end() <= a or m.start() >= b for a, b in spans)

    for m in _FEET_INCHES.finditer(text):
        out.append(Quantity("length", (int(m.group("ft")) * 12 + float(m.group("inch"))) * 0.0254, "ft+in"))
        spans.append(m.span())
    for m in _STONE_POUNDS.finditer(text):
        out.append(Quantity("mass", (int(m.group("st")) * 14 + float(m.group("lb"))) * 0.45359237, "st+lb"))
        spans.append(m.span())
    for m in _CLOCK_12.finditer(text):
        if free(m) and 1 <= int(m.group("h")) <= 12:
            h = int(m.group("h")) % 12 + (12 if m.group("ap").lower().startswith("p") else 0)
            out.append(Quantity("clock", h * 60.0 + int(m.group("m") or 0), "12h"))
            spans.append(m.span())
    for m in _CLOCK_24.finditer(text):
        if free(m):
            out.append(Quantity("clock", int(m.group("h")) * 60.0 + int(m.group("m")), "24h"))
            spans.append(m.span())
    for m in _CLOCK_PAST.finditer(text):
        hour = _hour(m.group("h"))
        part = {"half": 30, "quarter": 15}.get(m.group("part").lower())
        mins = part if part is not None else _number(m.group("part"))
        if free(m) and hour is not None and mins is not None:
            v = hour * 60.0 + (mins if m.group("rel").lower() == "past" else -mins)
            out.append(Quantity("clock", v % 1440, "spoken"))
            spans.append(m.span())
    for m in _CLOCK_WORD.finditer(text):
        out.append(Quantity("clock", 0.0 if m.group("w").lower() == "midnight" else 720.0, "spoken"))
        spans.append(m.span())
    for rx in (_DATE_DM, _DATE_MD):
        for m in rx.finditer(text):
            if free(m) and 1 <= int(m.group("day")) <= 31:
                out.append(Quantity("date", _MONTHS[m.group("mon").lower()[:3]] * 100.0 + int(m.group("day")), "named"))
                spans.append(m.span())
    for m in _DATE_NUM.finditer(text):
        a, b = int(m.group("a")), int(m.group("b") or m.group("c"))
        if free(m) and 1 <= a <= 31 and 1 <= b <= 12:
            out.append(Quantity("date", b * 100.0 + a, "numeric"))  # day/month first (most of the world)
            if a <= 12 and a != b:
                out.append(Quantity("date", a * 100.0 + b, "numeric"))
            spans.append(m.span())
    for m in _MEASURE.finditer(text):
        unit = re.sub(r"\s+", " ", m.group("unit").lower())
        n = _number(m.group("num"))
        if unit == "in" and re.match(r"\s*[^\W\d]", text[m.end():]):
            continue  # "3 in a row": a preposition
        if free(m) and n is not None and unit in _UNITS:
            dim, f = _UNITS[unit]
            out.append(Quantity(dim, n * f, unit))
            spans.append(m.span())
    return tuple(out), tuple(spans)


def _close(a: Quantity, b: Quantity) -> bool:
    if a.dim in ("clock", "date"):
        if a.dim == "clock" and "spoken" in (a.unit, b.unit):
            return abs(a.value - b.value) % 720 == 0  # "half past two" is 2:30 or 14:30
        return a.value == b.value
    return abs(a.value - b.value) <= 0.015 * max(abs(a.value), abs(b.value))  # "about 700 sq ft" for 65 m²


def _nothing_else(new: str, old: str) -> bool:
    """No value (a name, a day, a number) in ``new`` beyond its measures that ``old`` does not hold
    ("moved to Wednesday at 19:00" of "Tuesday at 7 pm" restates the hour, not the day)."""
    have = {stem(t.norm) for t in tokens(_rest(old))}
    return all(stem(t.norm) in have for t in tokens(_rest(new)) if t.value)


def _scales(text: str) -> frozenset[str]:
    """The sizing scales a size is stated on in ``text`` (empty when it names no size)."""
    if not _SIZE_WORDS.search(text):
        return frozenset()
    out = {m.group("sys").lower() for m in _SYSTEM.finditer(text)}
    if _LETTER_SIZE.search(text):
        out.add("letter")
    out |= {q.dim for q in quantities(text) if q.dim in ("length", "mass")}
    if not out and re.search(r"\d", text):
        out.add("bare")
    return frozenset(out)


@lru_cache(maxsize=4096)
def same_measure(new: str, old: str) -> Literal["same", "other_scale"] | None:
    """"same": every measured value of ``new`` restates one of ``old`` in another unit or format;
    "other_scale": both state a size on different sizing scales; None otherwise."""
    qn, qo = quantities(new), quantities(old)
    if qn and qo:
        converted = False
        for b in qn:
            match = [a for a in qo if a.dim == b.dim and _close(a, b)]
            if not match:
                if any(a.dim == b.dim for a in qo):
                    break  # another value of a measure the old one states
                continue
            converted = converted or all(a.unit != b.unit for a in match)
        else:
            if converted and _nothing_else(new, old):
                return "same"
    sn, so = _scales(new), _scales(old)
    if sn and so and not sn & so:
        return "other_scale"
    return None


#: a number, the currency sign before it and the letters stuck to it ("£950", "6.2p", "3歳", "38k")
_NUM_AT = re.compile(r"(?P<cur>[£$€¥₹₺])?(?P<num>\d+(?:[.,:]\d+)*)(?P<stuck>[^\W\d_]{1,4}|%|°)?", re.U)
#: a multiplier stuck to a number ("4.1k followers", "£14.5k", "2m downloads"): the unit is the word after it
_MULTIPLIERS = {"k": 1_000, "m": 1_000_000}
_WORD_AT = re.compile(r"[^\W\d_]+", re.U)
_CLOCK_OR_DAY = re.compile(r"\d{1,2}[:.]\d{2}|\d{1,2}/\d{1,2}")
#: words around a number that say nothing of what it counts: beside the stop words (:func:`words.is_stop`),
#: these and the time words
_WEAK = frozenset(
    "now till until around w z session sessions sesión sessão sitzung séance day days week weeks part chapter "
    "episode step round page line version v x user".split()
) | TIME_WORDS


def _weak(word: str) -> bool:
    return word in _WEAK or is_stop(word)


#: at most this many words in each statement: a status line, not a story with numbers in it
MOVED_MAX_WORDS = 15


def _anchored(text: str) -> list[tuple[str, frozenset[str], str]]:
    """(value, the words that label it, its unit) of each number: the nearest word before it that is not
    :func:`_weak` (within three) with its currency sign; the letters stuck to it or the next word. A clock
    time or a day and month is none (the rules of times read them)."""
    low = text.lower()
    words = [(m.start(), m.end(), m.group(0)) for m in _WORD_AT.finditer(low)]
    out = []
    prev_end = 0
    for m in _NUM_AT.finditer(low):
        start, prev_end = prev_end, m.end()
        if _CLOCK_OR_DAY.fullmatch(m.group("num")):
            continue
        before = [w for s, e, w in words if start <= s and e <= m.start()][-3:]  # not past another number
        after = next((w for s, e, w in words if s >= m.end() and w not in ("a", "an", "per")), "")
        label = next((w for w in reversed(before) if not _weak(w)), "")
        num = m.group("num")
        stuck = m.group("stuck")
        labels = frozenset({(m.group("cur") or "") + label} if label or m.group("cur") else ())
        if stuck in _MULTIPLIERS and re.fullmatch(r"\d+(?:\.\d+)?", num):
            num = str(round(float(num) * _MULTIPLIERS[stuck]))  # "4.1k followers": 4100, of "k" and of followers
            if after and not _weak(after) and low[m.end():].lstrip()[:1].isalpha():
                out.append((num, labels, after))
        unit = stuck or (after if not _weak(after) and low[m.end():].lstrip()[:1].isalpha() else "")
        unit = {"mo": "month", "yr": "year", "wk": "week"}.get(unit, unit)
        out.append((num.replace(",", "").replace(".", "").lstrip("0") or "0", labels, unit))
    return out


def _same_thing(a: tuple[str, frozenset[str], str], b: tuple[str, frozenset[str], str]) -> bool:
    """Two numbers count the same thing: a label or the unit in common, and no two different units."""
    if a[2] and b[2] and a[2] != b[2]:
        return False
    return bool((a[1] & b[1]) or (a[2] and a[2] == b[2]))


@lru_cache(maxsize=4096)
def moved(new: str, old: str) -> bool:
    """Both are short status lines and a number named by the same word (the unit after it, the label
    or currency before it) holds another value: "Rent: £950 a month" / "rent will be £1,010 a month",
    "HbA1c was 52" / "HbA1c came back at 46", "息子は3歳" / "4歳になりました".

    >>> moved("Lægen har sat dosis op til 100 mg om dagen.", "Dosis: 50 mg om dagen.")
    True
    >>> moved("I ran 5 km with Sam.", "I ran 5 km.")
    False
    """
    if len(tokens(new)) > MOVED_MAX_WORDS or len(tokens(old)) > MOVED_MAX_WORDS or "?" in new:
        return False
    if same_measure(new, old) is not None:
        return False  # one value on two scales ("172 cm" / "5 ft 7.7 in")
    a, b = _anchored(new), _anchored(old)
    if not a or not b or len(a) > 3 or len(b) > 3:
        return False
    return any(x[0] != y[0] and _same_thing(x, y) for x in a for y in b)
