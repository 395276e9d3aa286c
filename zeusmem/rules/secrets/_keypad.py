"""secfix30: a number typed with a keypad's key in it ("*2994", "2046#", "11#29", "520#") after a code word or a lock.

A door's or a gate's keypad takes a star before the code or a hash after it (or between two parts); a number written
with one is a keypad's code when the clause before it has a code or PIN word or a lock noun (``_locales``'s columns,
any language), even when the clause names no lock ("de code beneden is *2994", "use code 11#29 instead", "kod teraz
2046#"). Not a phone's service code (``*123#``, a star before and a hash after, ``*31#``), not a number's sign
("ticket #4471": the hash before), not a card's masked last digits ("kartı *8387": a card, a bank, an account's word
before the star), not another number's label (``_locales._NOT_CODE_BEFORE``: an order, a postal code).
``_spelled`` writes a keypad key said aloud ("star one one four five", "sterretje twee negen negen vier",
"幺五五八井号") as the key, so that this reader sees it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._locales import (
    _LOCKS,
    _NOT_CODE_BEFORE,
    _NOT_RECORD_LOCK,
    _ROLE,
    _bounded,
    triggers,
)

_MAX_TEXT = 16 * 1024
# a star before 3-8 digits, or 3-8 digits with a hash after them, or two parts with a hash between ("11#29")
_KEYED = re.compile(
    r"(?<![\w*#+/.-])(?:\*(?P<a>\d{3,8}+)(?![\d#*])|(?P<b>\d{3,8}+)#(?![\w#*])|(?P<c>\d{1,4}#\d{1,4})(?![\w#*]))"
)
_CLAUSE_BACK = 60
_MAX_KEYS = 64
_CLAUSE_END = ".!?\n;。！？"


def _named(lowered: str, s: int) -> bool:
    """A code or PIN word or a lock noun in the clause before ``s``, and no other number's label right before."""
    lo = max(0, s - _CLAUSE_BACK)
    lo = max([lo] + [lowered.rfind(c, lo, s) + 1 for c in _CLAUSE_END])
    if _NOT_CODE_BEFORE.search(lowered, lo, s):
        return False
    for pattern in triggers():
        for m in pattern.finditer(lowered, lo, s):
            if _ROLE.get(m.group()) in ("code", "pin") and _bounded(lowered, m.start(), m.end(), m.group()):
                return True
    return any(_bounded(lowered, m.start(), m.end(), m.group()) for m in _LOCKS.finditer(lowered, lo, s))


def _keyed(text: str) -> Iterator[re.Match[str]]:
    """The keyed numbers, the regex tried only around each star and hash (``str.find``: C speed; a regex without a
    literal steps through every character)."""
    done = -1
    stars = hashes = 0
    for key in "*#":
        i = text.find(key)
        while i >= 0 and stars + hashes < _MAX_KEYS:
            stars, hashes = (stars + 1, hashes) if key == "*" else (stars, hashes + 1)
            for m in _KEYED.finditer(text, max(0, i - 9, done if key == "#" else 0), min(len(text), i + 10)):
                if key == "#" or m.start() == i:
                    done = max(done, m.end())
                    yield m
            i = text.find(key, i + 1)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The keyed numbers of ``text`` after a code word or a lock (see the module's docstring)."""
    if len(text) > _MAX_TEXT or "#" not in text and "*" not in text:
        return
    for m in _keyed(text):
        digits = (m["a"] or m["b"] or m["c"]).replace("#", "")
        if len(digits) < 3 or len(set(digits)) < 2:
            continue
        if m["a"] and _NOT_RECORD_LOCK.search(lowered, max(0, m.start() - _CLAUSE_BACK), m.start()):
            continue  # "harcırah kartı *8387", "Visa card *4471": a card's last digits, masked
        if _named(lowered, m.start()):
            yield m.span()
