"""A value dictated character by character, read as the string it spells (fifth independent corpus).

People read a Wi-Fi key or a password aloud, or space it out so it can be read over the phone: "the key is
m a r m o l a d a 4 4", "capital B, lowercase r, a, m, b, l, e, then 4, 7, exclamation mark", "Kilo Echo
Sierra Tango Romeo Echo Lima, then nine nine, all capitals", "a b seven f dash nine nine c two dash …",
"zonnebloem streepje vier zeven uitroepteken", "büyük a küçük y d ı n alt çizgi iki sıfır sekiz yedi".
:func:`respelled` rewrites each such run as the string it spells (single characters, NATO / ICAO words,
digit words, symbol words, "capital" / "lowercase" before a letter, "all capitals" after the run); the
password and key rules then read the rewritten text, and what they find is mapped back onto the original
(``_rewrite``). A run alone is no secret: only a run where a password, key or code word makes it one.

A run has four spelled tokens or more in a row (a plain word may start it when a symbol word follows it:
"zonnebloem streepje …"), spells six characters or more and at least one letter (digits alone are
``_spelled``'s).
"""

from __future__ import annotations

import re

from zeusmem.rules.secrets._engine import _word_starts
from zeusmem.rules.secrets._rewrite import Rewrite
from zeusmem.rules.secrets._spelled import _CONTEXT, _DIGIT_OF

_NATO = {
    w: w[0] for w in "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike"
    " november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray x-ray yankee zulu".split()
}
# symbol words (two-word ones as "first second"), by language: en, nl, de, fr, es, tr, nb/da/sv
_SYMBOLS = {
    "dash": "-", "hyphen": "-", "minus": "-", "underscore": "_", "exclamation mark": "!", "exclamation point": "!",
    "bang": "!", "question mark": "?", "at sign": "@", "hash": "#", "hashtag": "#", "pound sign": "#",
    "dot": ".", "period": ".", "full stop": ".", "star": "*", "asterisk": "*", "dollar": "$", "dollar sign": "$",
    "percent": "%", "ampersand": "&", "plus": "+", "slash": "/", "equals": "=", "tilde": "~", "caret": "^",
    "streepje": "-", "liggend streepje": "_", "uitroepteken": "!", "vraagteken": "?", "apenstaartje": "@",
    "punt": ".", "sterretje": "*", "bindestrich": "-", "unterstrich": "_", "ausrufezeichen": "!",
    "tiret": "-", "trait d'union": "-", "tiret bas": "_", "point d'exclamation": "!", "arobase": "@",
    "guion": "-", "guión": "-", "guion bajo": "_", "exclamación": "!", "arroba": "@",
    "tire": "-", "alt çizgi": "_", "ünlem": "!", "ünlem işareti": "!", "nokta": ".", "yıldız": "*",
    "bindestrek": "-", "understrek": "_", "utropstegn": "!", "snabel-a": "@", "bindestreg": "-",
    "understregning": "_", "udråbstegn": "!",
}
_UPPER = frozenset("capital uppercase upper-case big büyük hoofdletter großes grosses majuscule mayúscula stor".split())
_LOWER = frozenset("lowercase lower-case small küçük kleine kleines minuscule minúscula lille liten".split())
_FILLERS = frozenset("then dan sonra så puis luego dann".split())
# Turkish, Norwegian / Danish digit words besides ``_spelled``'s (the dictation's digits)
_MORE_DIGITS = {
    **dict.fromkeys(("sıfır", "sifir"), "0"), "bir": "1", "iki": "2", "üç": "3", "dört": "4", "beş": "5",
    "altı": "6", "yedi": "7", "sekiz": "8", "dokuz": "9",
    "ett": "1", "én": "1", "tre": "3", "fire": "4", "fem": "5", "seks": "6", "sju": "7", "syv": "7",
    "åtte": "8", "otte": "8", "oh": "0",
}
_ALL_CAPS = re.compile(r"[\s,.;:(]*+(?:all|in|alle|hepsi)\s++(?:capitals?|caps|upper ?case|hoofdletters|büyük)")
_ALL_LOWER = re.compile(
    r"[\s,.;:(]*+(?:all|in|alles|alle|hepsi)\s++(?:one word\s++)?(?:lower ?case|small|kleine|küçük)"
)
_TOKEN = re.compile(r"[^\s,;]++")
_STRIP = ".:;!?()\"'“”"
_TWO_WORDS = frozenset(w.split()[0] for w in _SYMBOLS if " " in w)
# what a spelled token can be (for the cheap look: four in a row), lower case, with a comma or not
_SPELLED = frozenset(
    [*_NATO, *_SYMBOLS, *(w.split()[0] for w in _SYMBOLS), *_UPPER, *_LOWER, *_FILLERS, *_DIGIT_OF, *_MORE_DIGITS,
     *(chr(c) for c in range(33, 127)), *"ıöüçşğåæøéäàèñ"]
)
_CONTEXT_MORE = (
    "key", "wifi", "wi-fi", "şifre", "sifre", "nøkkel", "nøgle", "kodeord", "passord", "lösen", "pw", "mdp", "parol",
    "jelsz", "laluan", "sandi",
)


# bytes.translate: an ASCII letter or digit, or the first byte of another character, becomes "a"; whitespace a
# space; the other bytes "-"; commas and UTF-8 continuation bytes are dropped ("r, a, m" -> "a a a")
_SHAPE = bytes(
    97 if (48 <= c <= 57 or 97 <= c <= 122 or c >= 0xC0) else 32 if c in b" \t\r\n" else 45 for c in range(256)
)
_DROP = bytes(range(0x80, 0xC0)) + b","
# words that a dictation has and prose seldom does, by the first three letters they start a word with (looked
# up in the text's word starts, then as substrings): symbol and case words
_DICTATION_WORDS = {
    b"das": "dash ", b"hyp": "hyphen", b"und": "underscore", b"exc": "exclamation", b"cap": "capital ",
    b"low": "lowercase", b"upp": "uppercase", b"str": "streepje", b"uit": "uitroepteken", b"hoo": "hoofdletter",
    b"unt": "unterstrich", b"tir": "tiret", b"gui": "guion",
}
_OTHER_SCRIPT_WORDS = ("çizgi", "ünlem", "büyük", "küçük", "guión")
# NATO words that start few other words: two of them, and four NATO starts in all, before a NATO run is looked for
_NATO_STARTS = frozenset(w[:3].encode() for w in _NATO if w.isalpha())
_RARE_NATO = frozenset(
    w.encode() for w in ("kil", "ech", "sie", "fox", "osc", "pap", "vic", "yan", "zul", "jul", "alf", "alp", "mik")
)


# single letters as words (not "a", "i"): three of them in a text before four single characters in a row are
# looked for
_SINGLE_LETTERS = frozenset(c.encode() for c in "bcdefghjklmnopqrstuvwxyz")


def _worth_reading(lowered: str) -> bool:
    """A cheap look (set operations on the text's word starts, shared with the other rules, and C passes):
    four single characters in a row, a symbol or case word, or four NATO words."""
    starts = _word_starts(lowered)
    if len(_SINGLE_LETTERS & starts) >= 3 and b" a a a a " in lowered.encode("utf-8", "replace").translate(
        _SHAPE, _DROP
    ):
        return True
    if any(_DICTATION_WORDS[k] in lowered for k in _DICTATION_WORDS.keys() & starts):
        return True
    if not lowered.isascii() and any(map(lowered.__contains__, _OTHER_SCRIPT_WORDS)):
        return True
    return len(_RARE_NATO & starts) >= 2 and len(_NATO_STARTS & starts) >= 4


def _cheap_look(lowered: str) -> bool:
    """Four tokens in a row that can be spelled ones (a single character, a NATO word...)."""
    words = lowered.replace(",", " ").split()
    return b"\1\1\1\1" in bytes(map(_SPELLED.__contains__, words))  # C calls, no bytecode per word


def _char(words: list[str], i: int) -> tuple[str, int, str] | None:
    """The spelled token at ``words[i]``: (its character(s), how many words it takes, its class) or None."""
    w = words[i].strip(_STRIP) if len(words[i]) > 1 else words[i]
    low = w.lower()
    if i + 1 < len(words) and low in _TWO_WORDS:
        two = f"{low} {words[i + 1].strip(_STRIP).lower()}"
        if two in _SYMBOLS:
            return _SYMBOLS[two], 2, "sym"
    if len(w) == 1 and not w.isspace():
        return w, 1, "char" if w.isalnum() else "sym"
    if low in _NATO:
        return _NATO[low], 1, "nato"
    if low in _SYMBOLS:
        return _SYMBOLS[low], 1, "sym"
    if low in _DIGIT_OF or low in _MORE_DIGITS:
        return _DIGIT_OF.get(low) or _MORE_DIGITS[low], 1, "digit"
    if low in _UPPER:
        return "", 1, "upper"
    if low in _LOWER:
        return "", 1, "lower"
    if low in _FILLERS:
        return "", 1, "filler"
    return None


def respelled(text: str, lowered: str) -> Rewrite | None:
    """``text`` with every dictated run written as the string it spells; None when there is none (or no
    password, key or code word to make one a secret)."""
    if not _worth_reading(lowered) or not _cheap_look(lowered):
        return None
    if not (any(map(lowered.__contains__, _CONTEXT)) or any(map(lowered.__contains__, _CONTEXT_MORE))):
        return None
    tokens = list(_TOKEN.finditer(text))
    words = [t.group() for t in tokens]
    out = Rewrite(text)
    pos = i = 0
    while i < len(words):
        run = _run(words, i)
        if run is None:
            i += 1
            continue
        end, pieces = run
        last = tokens[end - 1].end()
        if _ALL_CAPS.match(lowered, last):
            pieces = [(c.upper(), a, k) for c, a, k in pieces]
        elif _ALL_LOWER.match(lowered, last):
            pieces = [(c.lower(), a, k) for c, a, k in pieces]
        out.copy(pos, tokens[i].start())
        for c, a, k in pieces:
            if len(c) == 1:
                out.put(c, tokens[a].start(), tokens[k].end())
            else:  # a plain word that starts the run: copied
                out.copy(tokens[k].start(), tokens[k].start() + len(c))
        pos, i = last, end
    if pos == 0:
        return None
    out.copy(pos, len(text))
    return out


def _run(words: list[str], i: int) -> tuple[int, list[tuple[str, int, int]]] | None:
    """The dictated run that starts at ``words[i]``: (the index after it, [(character or word, first and last
    token index)]; the first is a "capital" before a letter)."""
    pieces: list[tuple[str, int, int]] = []
    spelled = letters = 0
    case, case_at = "", i
    j = i
    first = words[i].strip(_STRIP)
    if _char(words, i) is None and first.isalpha() and i + 1 < len(words):
        nxt = _char(words, i + 1)
        if nxt is None or nxt[2] != "sym":
            return None
        pieces.append((first, i, i))  # "zonnebloem streepje vier zeven": a word, then a symbol word
        letters += 1
        j += 1
    while j < len(words):
        got = _char(words, j)
        if got is None:
            break
        c, n, kind = got
        if kind in ("upper", "lower"):
            case, case_at = kind, j
        elif kind != "filler":
            if kind in ("char", "nato") and c.isalpha():
                c = c.upper() if case == "upper" else c.lower() if case == "lower" else c
                letters += 1
            pieces.append((c, case_at if case else j, j + n - 1))
            case = ""
            spelled += 1
        j += n
    while j > i and (last := _char(words, j - 1)) is not None and last[2] in ("filler", "upper", "lower"):
        j -= 1  # a trailing "then": not part of the run
    size = sum(len(c) for c, _, _ in pieces)
    if spelled < 4 or size < 6 or not letters:
        return None
    return j, pieces
