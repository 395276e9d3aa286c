"""Secrets as an agent meets them in what it reads and does (secfix18, from the eighteenth held-out corpus).

* A password handed over in two parts: a password word, then "starts with X", "the rest is Y", "first part X,
  second Y" in the same or the next sentence ("Het wachtwoord … begint met wuzQSN. De rest is uLiwo7.", "Parola
  … are două părți. Prima e sBDtbI, a doua VJmiwXa"): each part that is a fragment of a random string (mixed case
  inside, letters and digits, or a symbol; no word) is a secret.
* SMB / CIFS logins on a command line: ``smbclient //host/share -U user%password``, ``rpcclient -U user%password``,
  ``mount -t cifs … -o username=u,password=p`` (the last is ``_context``'s "password=" already): the part after "%".
* A LastPass export row pasted without its header: the third field of ``url,username,password,…,fav``.
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
from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _key, _key_bytes, _near, _word_starts

# --- a password in two parts ------------------------------------------------------------------------------
_PART_MARKERS = (  # (no article first: "rest is" for "the rest is", "doua" for "a doua": fewer, rarer anchors)
    "begins with|starts with|start with|begin with|rest is|rest:|second part is|second half is|first part is"
    "|first half is|second part|second half|ends with"
    "|begint met|eindigt op|tweede deel is|tweede deel|eerste deel is"
    "|beginnt mit|fängt mit|rest ist|zweite hälfte|erste hälfte|endet mit"
    "|commence par|termine par|reste est|suite est|deuxième partie|première partie"
    "|empieza por|empieza con|comienza con|termina en|resto es|segunda parte|primera parte"
    "|começa com|começa por|termina com|resto é|primeira parte"
    "|inizia con|comincia con|finisce con|resto è|seconda parte|prima parte"
    "|zaczyna się od|kończy się na|reszta to|druga część|pierwsza część"
    "|začíná na|začíná|končí na|zbytek je|druhá část|první část|začína na|zvyšok je|druhá časť|prvá časť"
    "|începe cu|termină cu|restul e|restul este|prima e|prima este|doua e|doua este|doua"
    "|kezdődik|vége|többi|második fele|első fele"
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


# the password words by their first letters (``_engine._word_starts``, cached per text and shared by the rules): only
# the words whose first letters start a word of the text are looked for (a few C passes, most texts none)
_PW_BY_KEY: dict[bytes, tuple[str, ...]] = {}
for _w in _PASSWORD_WORDS:
    if _key(_w):
        _PW_BY_KEY[_key_bytes(_key(_w))] = (*_PW_BY_KEY.get(_key_bytes(_key(_w)), ()), _w)
_PW_KEYS = frozenset(_PW_BY_KEY)
_PW_OTHER = tuple(w for w in _PASSWORD_WORDS if not _key(w))


def _names_password(lowered: str) -> bool:
    for k in _PW_KEYS & _word_starts(lowered):
        if any(map(lowered.__contains__, _PW_BY_KEY[k])):
            return True
    return not lowered.isascii() and any(map(lowered.__contains__, _PW_OTHER))


def _halves(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if not _names_password(lowered):
        return
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


_SMB_COMMANDS = ("smbclient", "rpcclient", "smbmap", "smbcacls", "smbget", "net use", "net rpc", "net ads")
# a memory-sized text only (a megabyte of text is read by the other rules; these classes live in short ones)
MAX_TEXT = 64_000


def _smb(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "%" not in text or not any(map(lowered.__contains__, _SMB_COMMANDS)):
        return
    for m in _SMB_USER.finditer(text):
        v = m["s"]
        if not (_is_placeholder(v) or _REFERENCE.search(v) or v.startswith(("$", "%"))):
            yield m.span("s")


# --- form fills --------------------------------------------------------------------------------------------
_FIELD = r"[#\[\"'.]?[\w\[\]=\"'.#:-]{0,40}?(?:password|passwd|pwd|passcode|pin|otp|passphrase)[\w\]\"'-]{0,20}"
_FILL_VERBS = (
    "typed|types|type|entered|enters|enter|filled|fills|fill|input|inputs|sent keys|send_keys|sendkeys|pasted|paste"
    "|press_sequentially"
)
_FILL_ANCHOR = _anchor(_FILL_VERBS)
_FIELD_HINTS = ("password", "passwd", "pwd", "passcode", "passphrase", "#pin", "=pin", "pin\"", "pin'", "_pin", "-pin",
                "otp")
_FILL = re.compile(
    r"(?:typed|types|type|entered|enters|enter|filled|fills|fill|input|inputs|sent keys|send_keys|sendkeys"
    r"|pasted|paste)[ \t(]++(?:text[ \t]*+=[ \t]*+)?[\"'](?P<s>[^\"'\n]{4,128}+)[\"'][ \t]*+,?[ \t]*+"
    r"(?:(?:into|in|to|on)[ \t]++(?:the[ \t]++)?)?(?:selector[ \t]*+=[ \t]*+)?" + _FIELD
    + r"|(?:fill|type|press_sequentially)[ \t]*+\([ \t]*+(?:selector[ \t]*+=[ \t]*+)?[\"']" + _FIELD
    + r"[\"'][ \t]*+,[ \t]*+(?:text[ \t]*+=[ \t]*+|value[ \t]*+=[ \t]*+)?[\"'](?P<t>[^\"'\n]{4,128}+)[\"']"
)


def _fills(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if ('"' not in text and "'" not in text) or not any(map(lowered.__contains__, _FIELD_HINTS)):
        return
    for m in _near(_FILL, lowered, lowered, _FILL_ANCHOR, _ALNUM):
        g = "s" if m["s"] is not None else "t"
        v = m[g]
        if not (_is_placeholder(v) or _REFERENCE.search(v) or v.startswith(("$", "{", "<"))):
            yield m.span(g)


# --- LastPass export rows without their header ---------------------------------------------------------------
# LastPass's CSV has a fixed column order (url,username,password[,totp],extra,name,grouping,fav): a row pasted
# without its header line ("LastPass export, regel 14: https://…,mkovac,Will0w606!,,DigiD,Overheid,0") still
# holds the password in its third field
_LASTPASS_ROW = re.compile(
    r"(?:^|(?<=[\s:]))(?:https?://[^\s,]{1,200}+|http://sn),[^,\n]{0,100}+,(?P<s>[^,\n]{1,128}+)(?:,[^,\n]{0,400}+){3,4}"
    r",[01][ \t]*+$",
    re.MULTILINE,
)


def _lastpass_rows(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "lastpass" not in lowered or "http" not in lowered:
        return
    for m in _LASTPASS_ROW.finditer(text):
        v = m["s"]
        if not (_is_placeholder(v) or _REFERENCE.search(v)) and len(v) >= 4:
            yield m.span("s")


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if len(text) > MAX_TEXT:
        return
    for s, e in _halves(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _smb(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _fills(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _lastpass_rows(text, lowered):
        yield s, e, "password_in_prose"
