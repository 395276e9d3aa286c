"""secfix30: a code read back on the radio or the phone: "code 7731, say again 7731", "ma szyfr 471, powtarzam 471".

A dispatcher or a caller who gives a code says it twice with a word for "I repeat" between (a concept × language
table below); the number said twice is a code when the clause before it names one: a code or PIN word, or a lock noun
(``_locales``'s columns, any language), with no other number between that word and the code, and no label of another
kind of number (booking, order, postal: ``_locales._NOT_CODE_BEFORE``). A number said twice without such a word
("ETA 1530, repeat 1530", "booking 4471, I say again 4471") is none. Spelled digits ("seven seven three one, say
again seven seven three one", "cztery siedem jeden, powtarzam cztery siedem jeden") reach this reader through
``_spelled``, which writes a run of three digit words as digits when it is read back (:func:`read_back`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import digit_runs
from zeusmem.rules.secrets._locales import (
    _LOCKS,
    _NOT_CODE_BEFORE,
    _ROLE,
    _alternation,
    _bounded,
    triggers,
)

# "I repeat", "say again" by language (a radio's procedure words and their everyday forms)
_REPEAT_WORDS: dict[str, str] = {
    "en": "repeat|i repeat|say again|i say again|repeating",
    "de": "ich wiederhole|wiederhole|nochmal|noch einmal|noch mal",
    "fr": "je répète|je repete|répète|repete|je redis",
    "es": "repito|le repito|te repito|repite",
    "pt": "repito|repetindo|repete",
    "it": "ripeto|ripetiamo",
    "nl": "ik herhaal|herhaal|nogmaals",
    "pl": "powtarzam|jeszcze raz",
    "ro": "repet|încă o dată|inca o data",
    "uk": "повторюю|повторю|ще раз",
    "ru": "повторяю|повторю|ещё раз|еще раз",
    "cs": "opakuji|opakuju|ještě jednou",
    "sk": "opakujem|ešte raz",
    "hu": "ismétlem|még egyszer",
    "sv": "jag upprepar|upprepar|en gång till",
    "da": "jeg gentager|gentager",
    "nb": "jeg gjentar|gjentar",
    "fi": "toistan|vielä kerran",
    "tr": "tekrar ediyorum|tekrarlıyorum|tekrar",
    "el": "επαναλαμβάνω",
    "hi": "दोबारा|फिर से|dobara|phir se",
    "zh": "重复|重複|再说一遍",
    "ja": "繰り返します|繰り返す|もう一度",
    "ko": "반복합니다|반복|다시 한번",
    "ms": "ulang|ulangi|saya ulang|saya ulangi",
    "vi": "nhắc lại|xin nhắc lại",
    "ar": "أكرر|اكرر",
    "he": "אני חוזר|חוזר",
    "sw": "narudia",
    "is": "ég endurtek|endurtek",
    "tl": "uulitin ko",
}
# (the gap between two sayings is read with a trie of the words; a text is searched for the words that hold no other)
_ALL_REPEAT_WORDS = {w for ws in _REPEAT_WORDS.values() for w in ws.split("|")}
_REPEAT_CORES = tuple(w for w in _ALL_REPEAT_WORDS if not any(o != w and o in w for o in _ALL_REPEAT_WORDS))
_REPEAT = _alternation(sorted(_ALL_REPEAT_WORDS))
# between the two sayings: the repeat word, blanks and a clause's marks only ("7731, say again, 7731"; "946，重复，946")
_MARKS = r"[\s,.;:!…—–\-/，、：。！]{0,4}"
_GAP = re.compile(rf"{_MARKS}(?:{_REPEAT.pattern}){_MARKS}")
_NUMBER = re.compile(r"(?<!\d)\d{3,8}+(?!\d)")
_GAP_MAX = 40
_MAX_TEXT = 32 * 1024  # a memory-sized text (each number said twice is looked for in the whole text)
# bytes.translate: a digit stays, any other byte -> a space
_ONLY_DIGITS = bytes(c if 48 <= c <= 57 else 32 for c in range(256))
_CLAUSE_BACK = 80
_CLAUSE_END = ".!?\n;。！？"


def read_back(lowered: str, s: int, e: int, t: int, u: int, same: bool = True) -> bool:
    """Whether the numbers at ``[s, e)`` and ``[t, u)`` are one said twice: a repeat word and marks between (and the
    same characters, unless ``same`` is false: spelled digits said once with dashes, once without)."""
    return (not same or lowered[s:e] == lowered[t:u]) and _GAP.fullmatch(lowered, e, t) is not None


def repeated(lowered: str) -> bool:
    """Whether ``lowered`` holds a repeat word (``_spelled``'s look before it reads three spelled digits): ``str``'s
    C search for each word that holds no other (a regex of them steps through every position, 0.3 ms per 2 KB)."""
    return any(map(lowered.__contains__, _REPEAT_CORES))


def _named(lowered: str, s: int) -> bool:
    """A code or PIN word or a lock noun in the clause before ``s``, no number between it and ``s``, no other
    number's label right before ``s``."""
    lo = max(0, s - _CLAUSE_BACK)
    lo = max([lo] + [lowered.rfind(c, lo, s) + 1 for c in _CLAUSE_END])
    if _NOT_CODE_BEFORE.search(lowered, lo, s):
        return False
    last = -1
    for pattern in triggers():
        for m in pattern.finditer(lowered, lo, s):
            if _ROLE.get(m.group()) in ("code", "pin") and _bounded(lowered, m.start(), m.end(), m.group()):
                last = max(last, m.end())
    for m in _LOCKS.finditer(lowered, lo, s):
        if _bounded(lowered, m.start(), m.end(), m.group()):
            last = max(last, m.end())
    return last >= 0 and not any(c.isdigit() for c in lowered[last:s])


def _twice(text: str) -> bool:
    """Whether a number of 3-8 ASCII digits is said twice with a repeat word between: the text's numbers split out
    by ``bytes.translate`` (C speed; a regex steps through every character), the gap's regex only between two
    sayings of one number."""
    if len(text) > _MAX_TEXT or b"111" not in digit_runs(text):
        return False
    raw = text.encode("utf-8", "replace")
    seen: set[bytes] = set()
    said_twice: set[bytes] = set()
    for number in raw.translate(_ONLY_DIGITS).split():
        if 3 <= len(number) <= 8:
            (said_twice if number in seen else seen).add(number)
    for number in said_twice:
        last = -_GAP_MAX - 1
        i = raw.find(number)
        while i >= 0:
            j = i + len(number)
            if (i == 0 or not raw[i - 1 : i].isdigit()) and not raw[j : j + 1].isdigit():
                if i - last <= _GAP_MAX and _GAP.fullmatch(raw[last:i].decode("utf-8", "replace").lower()):
                    return True
                last = j
            i = raw.find(number, j)
    return False


def scan(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The codes said twice (see the module's docstring)."""
    if not _twice(text):
        return
    numbers = [m.span() for m in _NUMBER.finditer(text)]
    for (s, e), (t, u) in zip(numbers, numbers[1:], strict=False):
        if len(set(text[s:e])) > 1 and read_back(lowered, s, e, t, u) and _named(lowered, s):
            yield s, e
            yield t, u
