"""secfix19: what the nineteenth corpus's trades and documents showed the other rules missed.

* ``narrowed``: a text with full-width Latin letters and digits ("登录密码：ｗａｌｎｕｔ-ｍｅａｄｏｗ-６２") or Eastern
  Arabic / Persian digits ("رمز باب العمارة ٩٤٧٢") read again with them as ASCII, one character for one (the spans
  are the same): every rule then reads the value as it would read it typed in ASCII;
* ``licence_keys``: a licence key in groups of five (or four, or six) after the word for a licence in other
  languages than English ("DAW-lisensnøkkelen min (Cubase Pro): A1UV0-57O2J-…", "የፈቃድ ቁልፍ፡ XH9R6-U9B79-…"):
  ``_layouts``'s product keys, with its checks, named in Norwegian, Danish, Swedish, German, Dutch, the Romance and
  Slavic languages, Finnish, Turkish, Amharic, Russian, Ukrainian, Greek, Arabic, Persian, Hebrew, Chinese,
  Japanese and Korean.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon
from zeusmem.rules.secrets._context import _weak_ok
from zeusmem.rules.secrets._engine import _non_ascii, _word_starts, line_window, longest_run
from zeusmem.rules.secrets._layouts import _GROUPED_KEY, _PUBLISHED_KEY
from zeusmem.rules.secrets._prose import _value_at
from zeusmem.rules.secrets._rewrite import Rewrite

# memory-sized texts only (a megabyte is not read twice)
_MAX = 64_000


class _Words:
    """Words looked for in a text with C passes: those that start with two or three ASCII letters by their start
    among the text's words' starts (``_engine._word_starts``), the others by their first character among the
    text's non-ASCII characters, then with ``in``."""

    def __init__(self, words: tuple[str, ...]) -> None:
        self.by_key: dict[bytes, list[str]] = {}
        self.by_char: dict[str, list[str]] = {}  # by their first non-ASCII character ("lösenord": "ö")
        for w in words:
            n = next((k for k, c in enumerate(w[:3]) if not (c.isascii() and c.isalnum())), 3)
            if n >= 2:
                self.by_key.setdefault(w[:n].encode(), []).append(w)
            else:
                self.by_char.setdefault(next(c for c in w if not c.isascii()), []).append(w)
        self.keys = frozenset(self.by_key)
        self.chars = frozenset(self.by_char)
        # one search per group (its words share their first letters: the regex engine looks for those at C speed)
        self.key_re = {k: _any_of(ws) for k, ws in self.by_key.items()}
        self.char_re = {c: _any_of(ws) for c, ws in self.by_char.items()}

    def present(self, lowered: str) -> list[str]:
        """The words of the groups one of whose words is in ``lowered`` (a superset of the words in it)."""
        found = [w for k in self.keys & _word_starts(lowered) if self.key_re[k].search(lowered) for w in self.by_key[k]]
        if not lowered.isascii():
            found += [
                w for c in self.chars & _non_ascii(lowered) if self.char_re[c].search(lowered) for w in self.by_char[c]
            ]
        return found


def _any_of(words: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


_NARROW = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
_NARROW.update({c: c - 0x0660 + 48 for c in range(0x0660, 0x066A)})
_NARROW.update({c: c - 0x06F0 + 48 for c in range(0x06F0, 0x06FA)})


# a full-width letter or digit (not the full-width punctuation every CJK text has: "：", "（"), an Eastern Arabic digit;
# lower case, as ``lowered`` has them
_WIDE_CHARS = frozenset(chr(c) for c in (*range(0xFF10, 0xFF1A), *range(0xFF41, 0xFF5B), *range(0x0660, 0x066A),
                                         *range(0x06F0, 0x06FA)))


def narrowed(text: str, lowered: str) -> str | None:
    """``text`` with full-width ASCII and Eastern Arabic digits as ASCII (same length), or None when it has none."""
    if len(text) > _MAX or lowered.isascii() or _WIDE_CHARS.isdisjoint(_non_ascii(lowered)):
        return None
    return text.translate(_NARROW)


_LICENCE_WORDS = (
    "lisens", "licens", "lizenz", "licentie", "licencia", "licença", "licenca", "licenza", "licence", "licencj",
    "licenc", "lisanss", "lisans", "lisenc", "лиценз", "ліценз", "άδεια", "άδειας", "ترخيص", "مجوز", "רישיון",
    "许可证", "許可證", "授权码", "授權碼", "序列号", "序列號", "ライセンス", "シリアル", "라이선스", "라이센스",
    "제품 키", "ፈቃድ", "aktivierungs", "activeringscode", "aktiverings", "aktivointi",
)


_LICENCE = _Words(_LICENCE_WORDS)


def licence_keys(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A grouped licence key within 100 characters after a licence word of another language, on its line."""
    if len(text) > _MAX or "-" not in text or longest_run(text) < 17:
        return
    for w in _LICENCE.present(lowered):
        i = lowered.find(w)
        while i >= 0:
            line_start, line_end = line_window(lowered, i, i + len(w), 120, 160)
            if _PUBLISHED_KEY.search(lowered, line_start, line_end) is None:
                k = _GROUPED_KEY.search(text, i + len(w), min(line_end, i + len(w) + 100))
                if k is not None:
                    v = k.group().replace("-", "")
                    digits = sum(c.isdigit() for c in v)
                    if len(set(v)) >= 6 and 0 < digits < len(v):
                        yield k.span()
                        return
            i = lowered.find(w, i + 1)


# --- a password word, a label of a few words, a colon, the value ---------------------------------------------
# "Cyfrinair y porth talu ysgol i rieni: aYFH3yAi64kT", "Pasfhocal an chórais seolta tacsaí: hlHH3TUMRHw": the
# password word of a language ``_context`` does not read (or reads with a shorter label) starts a label that
# ends with a colon; the first token after it is the value when it passes ``_context``'s checks after a connector
_LABEL_WORDS = tuple(w for w in _lexicon.WORDS if len(w) >= 5)
_LABEL = re.compile(r"[^\W\d_]++(?:['’-][^\W\d_]++)*+")
_LABEL_END = re.compile(r"[ \t]*+[:：][ \t]++")
_COLON = re.compile(r"[:：][ \t]++")
_LABELLED = _Words(_LABEL_WORDS)


def labelled(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a password word and a label of two to seven words that ends with a colon."""
    if len(text) > _MAX or (":" not in text and "：" not in text) or not (words := _LABELLED.present(lowered)):
        return
    c = _COLON.search(lowered)
    while c is not None:  # each colon, then the password words in the 100 characters before it
        before = lowered[max(0, c.start() - 100) : c.start()]
        for w in words:
            if w in before:
                i = lowered.find(w, max(0, c.start() - 100), c.start())
                if (i == 0 or not lowered[i - 1].isalnum()) and _label_end(lowered, i + len(w)) == c.end():
                    got = _value_at(text, c.end())
                    if got is not None and _weak_ok(text[got[0] : got[1]], got[2]):
                        yield got[0], got[1]
                        break
        c = _COLON.search(lowered, c.end())


def _label_end(lowered: str, i: int) -> int:
    """Where the value starts after a label of two to seven words from ``i`` that ends with a colon, or -1."""
    n = 0
    while n < 8:
        m = _LABEL.match(lowered, i + 1) if lowered.startswith(" ", i) else None
        if m is None:
            break
        i, n = m.end(), n + 1
    if not 2 <= n <= 7:
        return -1
    end = _LABEL_END.match(lowered, i)
    return end.end() if end is not None else -1


# --- a voice transcript's correction: "it's four... no, sorry, nine six two zero" ------------------------------
_CORRECTION = re.compile(
    r"(?:\.{2,3}|…)[ \t]*+(?:no|na|nee|nein|non|nie|не|ні|ne|nej|nei|ei|hayır|hapana)[ \t]*+,?"
    r"[ \t]*+(?:sorry|sori|sorri|entschuldigung|pardon|perdón|perdon|desculpa|scusa|scusi|przepraszam|sorki|извините"
    r"|вибачте|promiň|pardón|förlåt|unnskyld|undskyld|anteeksi|pardon|özür dilerim|samahani)[ \t]*+,?[ \t]*+"
)


def corrected(text: str, lowered: str) -> Rewrite | None:
    """``text`` without the value a speaker took back ("pedwar... na, sori, naw chwech dau dim": read as "naw
    chwech dau dim"), or None when it has no such correction."""
    if len(text) > _MAX or ("..." not in text and "…" not in text):
        return None
    out = Rewrite(text)
    pos = 0
    for dots in ("...", "…"):
        i = lowered.find(dots, pos)
        while i >= 0:
            m = _CORRECTION.match(lowered, i)
            if m is not None:
                start = i  # the value taken back: the word before the dots
                while start > pos and start > i - 20 and not lowered[start - 1].isspace():
                    start -= 1
                out.copy(pos, start)
                out.put(" ", start, m.end())
                pos = m.end()
            i = lowered.find(dots, max(i + 1, pos))
    if pos == 0:
        return None
    out.copy(pos, len(text))
    return out


# --- a sheet's column of a thing's PIN: "Navn;Rolle;Brukernavn;Kasse-PIN" -------------------------------------
_PIN_CELL = re.compile(
    r"[^\W\d_]{2,20}+[- ]pin(?:[- ]?(?:code|kode|kod|kood|koodi|kodu))?|pin[- ]?(?:kode|kod|kood|koodi)"
)
_PIN_VALUE = re.compile(r"\d{4,8}")
_CELL_DELIMITERS = (";", "\t", "|", ",")
# a header cell that may be one of those: "pin" (and a code word) ending at a delimiter or the line's end
_PIN_HEADER = re.compile(r"pin(?:[- ]?(?:code|kode|kod|kood|koodi|kodu))?[ \t\"']*+(?:[;,\t|\r\n]|$)")


def pin_columns(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The 4-8 digit cells under a header cell that names a thing's PIN ("Kasse-PIN", "Door PIN", "PIN-kode")."""
    if len(text) > _MAX or "pin" not in lowered or "\n" not in text or _PIN_HEADER.search(lowered) is None:
        return
    lines = lowered.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    for n, line in enumerate(lines):
        if "pin" not in line:
            continue
        delim = next((d for d in _CELL_DELIMITERS if d in line), None)
        if delim is None:
            continue
        cells = [c.strip(" \t\"'") for c in line.split(delim)]
        cols = [k for k, c in enumerate(cells) if _PIN_CELL.fullmatch(c)]
        if not cols:
            continue
        for m in range(n + 1, min(len(lines), n + 50)):
            row = lines[m].split(delim)
            if len(row) != len(cells):
                break
            for k in cols:
                offset = starts[m] + sum(len(c) + 1 for c in row[:k])
                cell = row[k]
                v = cell.strip(" \t\"'\r")
                if _PIN_VALUE.fullmatch(v) and len(set(v)) > 1:
                    s = offset + cell.index(v)
                    yield s, s + len(v)
