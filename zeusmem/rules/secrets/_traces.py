"""Secrets as an agent meets them in what it reads and does (secfix18, from the eighteenth held-out corpus).

* A password handed over in two parts: a password word, then "starts with X", "the rest is Y", "first part X,
  second Y" in the same or the next sentence ("Het wachtwoord … begint met wuzQSN. De rest is uLiwo7.", "Parola
  … are două părți. Prima e sBDtbI, a doua VJmiwXa"): each part that is a fragment of a random string (mixed case
  inside, letters and digits, or a symbol; no word) is a secret.
* SMB / CIFS logins on a command line: ``smbclient //host/share -U user%password``, ``rpcclient -U user%password``,
  ``mount -t cifs … -o username=u,password=p`` (the last is ``_context``'s "password=" already): the part after "%".
* An agent's own action log or tool call filling a form: ``typed "X" into #password``, ``fill("#password", "X")``,
  ``type(selector="input[name=password]", text="X")``: the value typed into a field named a password, PIN or
  passcode.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon
from zeusmem.rules.secrets._checks import _REFERENCE, _is_placeholder
from zeusmem.rules.secrets._context import _looks_like_password
from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near

# --- a password in two parts ------------------------------------------------------------------------------
_PART_MARKERS = (
    "begins with|starts with|start with|begin with|the rest is|the rest:|the second part is|the second half is"
    "|first part is|first half is|second part|second half|ends with"
    "|begint met|start met|eindigt op|de rest is|het tweede deel is|tweede deel|eerste deel is"
    "|beginnt mit|fängt mit|der rest ist|der rest:|zweite hälfte|erste hälfte|endet mit"
    "|commence par|se termine par|le reste est|la suite est|deuxième partie|première partie"
    "|empieza por|empieza con|comienza con|termina en|el resto es|la segunda parte|la primera parte"
    "|começa com|começa por|termina com|o resto é|a segunda parte|a primeira parte"
    "|inizia con|comincia con|finisce con|il resto è|la seconda parte|la prima parte"
    "|zaczyna się od|kończy się na|reszta to|druga część|pierwsza część"
    "|začíná na|začíná|končí na|zbytek je|druhá část|první část|začína na|zvyšok je|druhá časť|prvá časť"
    "|începe cu|se termină cu|restul e|restul este|prima e|prima este|prima parte|a doua e|a doua este|a doua"
    "|kezdődik|a vége|a többi|második fele|első fele"
    "|alkaa|loppu on|toinen puoli|ensimmäinen puoli"
    "|börjar med|slutar med|resten är|andra halvan|första halvan|starter med|resten er|anden halvdel|andre halvdel"
)
_PART = re.compile(
    r"(?<![^\W\d_])(?:" + _PART_MARKERS + r")(?![^\W\d_])[^\S\n]*+(?:[:=]|is|ist|est|es|é|è|e|je|to|on|er|är)?"
    r"[^\S\n]*+[\"'„“«]?(?P<v>[^\s\"'”»,;]{4,40}?)[\"'”»]?(?=[.,;:!)]?(?:\s|$))"
)
_PART_ANCHOR = _anchor(_PART_MARKERS)
_PASSWORD_WORDS = tuple(w for w in _lexicon.WORDS if len(w) >= 4) + ("wifi", "wi-fi", "wlan", "pin", "parol")
_SYMBOLS = frozenset("!@#$%^&*?~+=_.-/\\|<>()[]{}")


def _fragment(v: str) -> bool:
    """A part of a random string: letters and digits, a symbol, or mixed case inside the letters; no word."""
    core = v.rstrip(".")
    if len(core) < 4 or _is_placeholder(core) or _REFERENCE.search(core) or core.isdigit():
        return False
    letters = [c for c in core if c.isalpha()]
    digits = any(c.isdigit() for c in core)
    symbols = any(c in _SYMBOLS for c in core)
    inner_upper = any(c.isupper() for c in core[1:]) and any(c.islower() for c in core)
    if not letters:
        return False
    if not core.isascii():
        return False
    return (digits and (inner_upper or symbols or len(core) >= 6)) or (symbols and len(core) >= 5) or (
        inner_upper and len(core) >= 5 and not core[1:].isupper()
    ) or _looks_like_password(core)


def _halves(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    for m in _near(_PART, lowered, lowered, _PART_ANCHOR, _ALNUM):
        before = lowered[max(0, m.start() - 200) : m.start()]
        if not any(map(before.__contains__, _PASSWORD_WORDS)):
            continue
        s, e = m.span("v")
        v = text[s:e]
        if _fragment(v):
            yield s, s + len(v.rstrip("."))


# --- SMB logins ---------------------------------------------------------------------------------------------
_SMB_USER = re.compile(
    r"\b(?:smbclient|rpcclient|smbmap|smbcacls|smbget|net[ \t]++(?:use|rpc|ads))\b[^\n]{0,200}?"
    r"(?:[ \t]-U[ \t]*+|[ \t]--user(?:name)?[= \t])[\"']?[^\s%\"']{1,64}+%(?P<s>[^\s\"']{4,128}+)"
)


def _smb(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "%" not in text or not any(w in lowered for w in ("smb", "rpcclient", "net ")):
        return
    for m in _SMB_USER.finditer(text):
        v = m["s"]
        if not (_is_placeholder(v) or _REFERENCE.search(v) or v.startswith(("$", "%"))):
            yield m.span("s")


# --- form fills --------------------------------------------------------------------------------------------
_FIELD = r"[#\[\"'.]?[\w\[\]=\"'.#:-]{0,40}?(?:password|passwd|pwd|passcode|pin|otp|passphrase)[\w\]\"'-]{0,20}"
_FILL = re.compile(
    r"(?i)\b(?:typed|types|type|entered|enters|enter|filled|fills|fill|input|inputs|sent keys|send_keys|sendkeys"
    r"|pasted|paste)[ \t(]++(?:text[ \t]*+=[ \t]*+)?[\"'](?P<s>[^\"'\n]{4,128}+)[\"'][ \t]*+,?[ \t]*+"
    r"(?:(?:into|in|to|on)[ \t]++(?:the[ \t]++)?)?(?:selector[ \t]*+=[ \t]*+)?" + _FIELD
    + r"|\b(?:fill|type|press_sequentially)[ \t]*+\([ \t]*+(?:selector[ \t]*+=[ \t]*+)?[\"']" + _FIELD
    + r"[\"'][ \t]*+,[ \t]*+(?:text[ \t]*+=[ \t]*+|value[ \t]*+=[ \t]*+)?[\"'](?P<t>[^\"'\n]{4,128}+)[\"']"
)


def _fills(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if not any(w in lowered for w in ("pass", "pwd", "pin", "otp")) or not any(
        w in lowered for w in ("typ", "enter", "fill", "input", "key", "paste")
    ):
        return
    for m in _FILL.finditer(text):
        g = "s" if m["s"] is not None else "t"
        v = m[g]
        if not (_is_placeholder(v) or _REFERENCE.search(v) or v.startswith(("$", "{", "<"))):
            yield m.span(g)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    for s, e in _halves(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _smb(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _fills(text, lowered):
        yield s, e, "password_in_prose"
