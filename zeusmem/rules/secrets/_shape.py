"""A password by its shape alone, with no word naming it: the last look when neither the rules nor
the score (``_score``) found anything.

People hand a password over in prose with no "password:" before it ("my laptop unlocks with
Chico2006!", "changed it to Juniper!canyon24", "the admin panel is admin / Pepper1983#"). What a
password policy makes people type has a shape ordinary text almost never has: letters, at least one
digit and a symbol in one token, with a capital or the symbol inside the word. Read here:

* ``password_shaped``: a token of 8-40 characters of letters, digits and ``!@#$%^&*?~`` with letters
  (3 or more, one lower case), a digit and such a symbol, and a capital or a symbol inside it;
  not an e-mail or ``user@host``, a handle or hashtag, a ``Name#1234`` game tag, an id with ``~``, a
  URL-encoded or masked value, a bcrypt hash, an expression (``==``, ``&&``, ``->``) nor the
  textbook ``P@ssw0rd``;
* a generated passphrase: three lower-case words or more joined by hyphens, a number at the end
  ("canyon-maple-tiger3");
* ``login_pair``: ``user / value`` where the value mixes letters and digits and is no version
  (``python / python3.11``, ``v1.2``).

No dictionary, no language: measured on every benign list of the secret corpora, the corrections
corpora and LoCoMo's turns (21,607 texts), it flags none the rules let through (docs/secrets.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

#: texts longer than this are not read here (a memory is far shorter; the rules read the rest)
MAX_TEXT = 64 * 1024

_SYMBOLS = frozenset("!@#$%^&*?~")
_SYMBOL = re.compile(r"[!@#$%^&*?~]")  # a token without one is no password here: not looked at further
_SYMBOL_CHARS = "!@#$%^&*?~"
_DECIMAL = re.compile(r"\d")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")
# (secfix12: a token may end before kana, CJK or Hangul: "Zanzibar@01야", "orchid55!Zanzibar이고"; the look-ahead
# is only tried where a token of 8-40 characters matched)
_TOKEN = re.compile(
    r"(?<![\w@#/.:=+%*$-])[A-Za-z0-9!@#$%^&*?~_-]{8,40}(?![^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[=+/%*]|\.\w)"
)
# secfix12: in a text holding kana, CJK or Hangul, a token glued after them ("パスはQu@rtz321", "密码改成Simba2010*了"):
# led by that character (the engine skips to one at C speed), it may end before another
_GLUED = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_TOKEN_AFTER_GLUED = re.compile(
    "[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af](?P<t>[A-Za-z0-9!@#$%^&*?~_-]{8,40}+)(?![A-Za-z0-9_=+/%*]|\\.\\w)"
)
_NOT_A_PASSWORD = (
    # an e-mail, user@host (not Lune@2017, nor an "a" written "@" after a capital: "C@ny0n762", "Qu@rtz321")
    re.compile(r"[\w.-]+@[\w-]+\.[a-z]|^(?![A-Z][a-z]?@[a-z0-9]*\d)[\w.-]+@[\w.-]*[a-z][\w.-]*$"),
    re.compile(r"^\w+#\w{2,5}$|^[\w-]+~\d+$|^[a-z][a-z0-9-]*@\d+$"),  # Name#1234, an id~123, package@7
    re.compile(r"%[0-9A-Fa-f]{2}|==|!=|&&|\|\||->|\?=|\*\*|\$2"),  # URL-encoded, code, masked, bcrypt
    re.compile(r"^[a-z]{1,4}-#?[\d.,]+$"),  # secfix17: a particle glued to a number ("ngu-#881986692": Zulu "is #…")
)
_TEXTBOOK = frozenset({"passw0rd", "p4ssw0rd", "passw0rd1", "p4ssword"})
_PAIR = re.compile(r"(?<![\w/.])[a-z][\w.-]{1,30}\s+/\s+(?P<v>[\w!@#$%^&*?~.-]{6,40})")
_GOES_ON = re.compile(r"[ \t]+[a-z0-9]")
# secfix12: a generated passphrase, three words or more of lower-case letters joined by hyphens with a number at the
# end ("canyon-maple-tiger3", "quartz-canyon-glacier7"): no benign text of the corpora, corrections corpora or
# LoCoMo has one (a kebab-case name has a short part, a version or no number at its end)
_PASSPHRASE = re.compile(r"[a-z]{3,}+(?:-[a-z]{3,}+){2,}+\d{1,3}+")
# its last word, found first (a literal "-" leads the pattern: the engine skips to each dash at C speed)
_PASSPHRASE_TAIL = re.compile(r"-[a-z]{3,}+\d{1,3}+(?![\w/.-])")
_PASSPHRASE_WORD = frozenset("abcdefghijklmnopqrstuvwxyz-")
_PASSPHRASE_LEFT = frozenset("./-_")
_VERSION = re.compile(r"[a-z]+\d+(?:\.\d+)*|v?\d+(?:\.\d+)+\w*")


def password_shaped(token: str) -> bool:
    """``token`` has the shape of a typed password.

    >>> password_shaped("Chico2006!"), password_shaped("Juniper!canyon24"), password_shaped("Mirelle#0911")
    (True, True, False)
    """
    t = token.rstrip(".,;:)")
    if len(t) < 8 or t[0] in "@#" or "://" in t or any(rx.search(t) for rx in _NOT_A_PASSWORD):
        return False
    if _NOT_ALNUM.sub("", t.lower().replace("@", "a").replace("$", "s")) in _TEXTBOOK:  # "P@ssw0rd", "Pa$$w0rd"
        return False
    lower = sum(c.islower() for c in t)
    letters = lower + sum(c.isupper() for c in t)
    symbols = [i for i, c in enumerate(t) if c in _SYMBOLS]
    if letters < 3 or not lower or not any(c.isdigit() for c in t) or not symbols:
        return False
    return letters > lower or any(0 < i < len(t) - 1 for i in symbols)


def _pair_value(v: str) -> bool:
    v = v.rstrip(".,;:)")
    return (any(c.isalpha() for c in v) and any(c.isdigit() for c in v) and _VERSION.fullmatch(v) is None)


def scan(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, kind)`` of each password-shaped token and ``user / value`` pair of ``text``."""
    if len(text) > MAX_TEXT or (
        _DECIMAL.search(text) is None and (text.isascii() or not any(c.isdigit() for c in set(text)))
    ):
        return
    # (secfix12: the symbols looked for one ``in`` each, C speed, not by a regex scan of the text)
    if any(map(text.__contains__, _SYMBOL_CHARS)):
        spans = [m.span() for m in _TOKEN.finditer(text)]
        if not text.isascii() and _GLUED.search(text) is not None:  # a token right after kana, CJK or Hangul
            spans += [m.span("t") for m in _TOKEN_AFTER_GLUED.finditer(text)]
        for s, e in spans:
            token = text[s:e]
            if token[-1] in "!?" and not _GOES_ON.match(text, e):
                token = token[:-1]  # "Got the iPhone15!": the sentence's mark, unless the sentence goes on
            if _SYMBOL.search(token) is not None and password_shaped(token):
                yield s, e, "password_shaped"
    for m in _PASSPHRASE_TAIL.finditer(text) if "-" in text else ():
        s = m.start()
        lo = max(0, s - 120)
        while s > lo and text[s - 1] in _PASSPHRASE_WORD:
            s -= 1
        if (s == 0 or not (text[s - 1].isalnum() or text[s - 1] in _PASSPHRASE_LEFT)) and _PASSPHRASE.fullmatch(
            text, s, m.end()
        ):
            yield s, m.end(), "password_shaped"
    for m in _PAIR.finditer(text) if "/" in text else ():  # (secfix12: no regex scan of a text without "/")
        if _pair_value(m.group("v")):
            yield m.start("v"), m.end("v"), "login_pair"
