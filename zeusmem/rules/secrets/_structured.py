"""secfix29 (issue 25): credentials in structured exports, their names read with the concept tables of any language.

* **Tables** (CSV / TSV / ``;`` / ``|``): a header line followed by rows with as many cells. A header cell names a
  credential column when its words (split on blanks, ``_``, ``-``, ``.``, camelCase: "wifi_key", "kodBramy",
  "door code") are, by ``_locales``'s concept columns and ``_lexicon``'s password words: a password word ("סיסמה",
  "κωδικός"); a PIN / combination word; a code word with a lock noun in the same cell ("kod_bramy", "código portão")
  or, for a bare code word ("Code", "kod"), a lock noun in another header cell ("Tür,Code"); or a Wi-Fi key's word
  with a Wi-Fi word in the cell or the header ("wifi_key", "SSID,Schlüssel"). A column that holds a number word
  ("gate no.", "Nummer", "番号") names the thing, not its code.
* **YAML / JSON key paths**: a key that is only a code, key, PIN or password word ("code:", "key:") read with its
  parent key ("wifi:\\n  ssid: …\\n  key: …", "stage_door:\\n  code: 4821", ``"gate": {"code": "4821"}``), and a key
  that names a key safe or a lock box itself ("key_safe: 4825", "keysafe:", "boîte_à_clés:"), whose number is its code.
* **Whiteboards**: a short line of a lock's label (``_locales``'s lock column, any language) and a code of 4-8 digits,
  either way round ("Back door: 4821", "alarm w biurze: 4821 + OFF", "4821# = porte du studio"); not a thing its
  number names (a locker, a room, a flat), a time ("Door opens: 1930"), a boarding gate, a computer's port.
* **Passphrases** of three to six words joined by "-" after a password word of any language, with at most three
  words between and no remark's ("in", "see": where it is kept).
* **Record values** ``_locales``'s record reader leaves: a long all-digit Wi-Fi password after a password word, and a
  code word's value in a record that names a Wi-Fi ({"wifi": "…", "รหัส": "5829104736"}).

A value counts only when shaped like a code (3-8 digits, an optional keypad "#" / "*") or like a password; a
withheld value ("ask reception", "in 1Password": ``_withheld``) does not. Texts with no line break and no record
separator cost a few C passes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lines, _withheld
from zeusmem.rules.secrets._checks import _REFERENCE, _is_placeholder, kept_somewhere
from zeusmem.rules.secrets._concepts30 import ROLES
from zeusmem.rules.secrets._engine import digit_spans, four_digits, other_digits
from zeusmem.rules.secrets._layouts import _REMARK_WORDS
from zeusmem.rules.secrets._lines import _ARTICLES
from zeusmem.rules.secrets._locales import (
    _CODE_PARTS,
    _COMBINATION_PARTS,
    _KEY_PARTS,
    _KEY_PARTS_WORDS,
    _LOCKS,
    _NETS,
    _NOT_RECORD_LOCK,
    _PASSWORD_PARTS,
    _PASSWORD_PHRASES,
    _PASSWORD_WORDS,
    _PIN_PARTS,
    _POSTAL_PIN,
    _has,
    _in,
    _passphrase,
    _shaped,
    triggers,
)
from zeusmem.rules.secrets._prose import _password_ok
from zeusmem.rules.secrets._unlocks import _PLACE, _UNITS, _noun_at

_MAX_TEXT = 32 * 1024
_MAX_LINES = 400
_DELIMITERS = (",", ";", "\t", "|")
_SENTENCE_END = frozenset(".?!。？！]")
_CELL_MAX = 40
# a number's word: the column names the thing ("locker no.", "Gate Nr", "número", "番号"), not its code
_NUMBER_WORD = re.compile(
    r"(?<![^\W\d_])(?:no|nr|num|number|numbers|nummer|numéro|numero|número|numer|numara|numarası|αριθμός|номер"
    r"|מספר|رقم|หมายเลข|เลขที่|ref|id)(?![^\W\d_])|#|番号|号码|號碼|번호|№",
)
# a column about a credential, not the credential ("password hint", "PIN changed", "code expiry")
_ABOUT = frozenset(
    "hint hints reset changed change expiry expires expiration expired date policy length manager status set"
    " updated last rotation owner holder location where note notes type".split()
)
_SECURITY = re.compile(r"(?:wpa[123]?|wep|rsn)(?:[-_/ ]?(?:wpa[123]?|psk|sae|personal|enterprise|eap|aes|ccmp|tkip))*+",
                       re.IGNORECASE)
_CODE_VALUE = re.compile(r"\*?(?P<d>\d{3,8}+)[#*]?")
_DIGITS = re.compile(r"\d{6,16}+")
_PARTS = re.compile(r"[^\s_.\-/()]+")


def _parts(name: str) -> list[str]:
    """A header cell's or a key's words, lower case: split on blanks, "_", "-", ".", "/", camelCase."""
    out: list[str] = []
    for chunk in _PARTS.findall(name):
        got = _KEY_PARTS.findall(chunk)
        out += [p.lower() for p in got] if "".join(got) == chunk else [chunk.lower()]  # a mark: "รหัส" whole
    return out


def _password_part(p: str) -> bool:
    return p in _PASSWORD_PARTS


def _column(name: str, header: str) -> str:
    """The kind of credential a header cell names ("password", "code", "pin", or ""); ``header``: the whole header
    line, lower case (a bare code word's lock, a key word's Wi-Fi)."""
    low = name.strip().strip("\"'").strip().lower()
    if not low or len(low) > _CELL_MAX or len(low.split()) > 4 or _NUMBER_WORD.search(low):
        return ""
    parts = _parts(name.strip().strip("\"'"))
    if not parts or any(p in _ABOUT for p in parts):
        return ""
    if low in _PASSWORD_PHRASES or " ".join(parts) in _PASSWORD_PHRASES:
        return "password"
    if _holder(parts):
        return "pin"
    if "".join(parts) == "pincode" or low in _POSTAL_PIN:  # India's postal PIN code, unless a lock is named
        return "bare" if _has(_LOCKS, header, 0, len(header)) else ""
    last, rest = parts[-1], " ".join(parts[:-1])
    first, after = parts[0], " ".join(parts[1:])
    if _password_part(last) or _password_part(first) and len(parts) <= 3:
        return "password"
    if rest and _NOT_RECORD_LOCK.search(rest) or after and _NOT_RECORD_LOCK.search(after):
        return ""
    for head, other in ((last, rest), (first, after)) if len(parts) > 1 else ((last, ""),):
        if head in _COMBINATION_PARTS or _in(head, _PIN_PARTS) and head not in _CODE_PARTS[0]:
            return "pin"
        if _in(head, _CODE_PARTS) and other and _has(_LOCKS, other, 0, len(other)):
            return "code"
        # secfix30: a privileged holder's code ("admin_code", "kod_serwisowy") in a table that names a lock
        if _in(head, _CODE_PARTS) and other and all(p in ROLES for p in other.split()) and _has(
            _LOCKS, header, 0, len(header)
        ):
            return "code"
        if _in(head, _KEY_PARTS_WORDS) and (
            other and _has(_NETS, other, 0, len(other)) or _has(_NETS, header, 0, len(header))
        ):
            return "password"
    if len(parts) == 1 and _in(last, _CODE_PARTS) and _has(_LOCKS, header, 0, len(header)):
        return "bare"
    return ""


def _code_value(v: str, least: int) -> bool:
    m = _CODE_VALUE.fullmatch(v)
    return m is not None and least <= len(m["d"]) and len(set(m["d"])) > 1


def _password_value(v: str) -> bool:
    if " " in v or _is_placeholder(v) or _REFERENCE.search(v) or kept_somewhere(v) or _withheld.withheld(v):
        return False
    if _SECURITY.fullmatch(v):
        return False  # a Wi-Fi's security mode in a "key" column ("WPA2-PSK"), not its key
    if v.isdigit():
        return 6 <= len(v) <= 16 and len(set(v)) > 2
    return _password_ok(v, True, "weak", "") or _shaped(v) or _passphrase(v)


def _value(kind: str, v: str) -> bool:
    if not v or len(v) > 64:
        return False
    if kind == "password":
        return _password_value(v) or _code_value(v, 4)
    return _code_value(v, 3 if kind in ("pin", "code") else 4)


def tables(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The credential cells of the tables in ``text`` (see the module's docstring)."""
    if len(text) > _MAX_TEXT or "\n" not in text or not any(map(text.__contains__, _DELIMITERS)):
        return
    lines = text.split("\n", _MAX_LINES)[:_MAX_LINES]
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    i = 0
    while i < len(lines) - 1:
        header, row = lines[i], lines[i + 1]
        # (a long line, or one that ends a sentence, is no header: C checks before the delimiters are counted)
        if len(header) > 300 or header.rstrip()[-1:] in _SENTENCE_END:
            i += 1
            continue
        d = next((d for d in _DELIMITERS if d in header and header.count(d) == row.count(d)), "")
        if not d:
            i += 1
            continue
        names = header.split(d)
        if max(map(len, names)) > _CELL_MAX + 4:  # a sentence's clauses, no header's names
            i += 1
            continue
        low_header = lowered[offsets[i] : offsets[i] + len(header)]
        kinds = [_column(n, low_header) for n in names]
        if not any(kinds):
            i += 1
            continue
        r = i + 1
        while r < len(lines) and lines[r].count(d) == len(names) - 1 and lines[r].strip():
            p = offsets[r]
            for cell, kind in zip(lines[r].split(d), kinds, strict=True):
                v = cell.strip().strip("\"'").strip()
                if kind and _value(kind, v):
                    s = p + cell.index(v)
                    yield s, s + len(v)
                p += len(cell) + 1
            r += 1
        i = r


# --- YAML / JSON key paths ----------------------------------------------------------------------------------
# a key and a value of one token ending its line ("key_safe: 1671", "  code: '4821#'"); a chat's "Name: a sentence"
# lines fail at the value's first blank
_YAML_KEY = re.compile(
    r"^(?P<i>[ \t]*+)(?:- )?(?P<k>[^\W\d][^:\n\"'{}\[\],#]{0,39}?)[ \t]*+:[ \t]*+"
    r"(?P<v>[\"']?[^\s\"']{3,64}+[\"']?)[ \t]*+$",
    re.MULTILINE,
)
_COLON_VALUE = re.compile(r":[ \t]*+[\"']?[^\s\"']{3,64}+[\"']?[ \t]*+$", re.MULTILINE)
_JSON_KEY = re.compile(r"\"(?P<k>[^\W\d][^\"\n]{0,39}+)\"[ \t]*+:[ \t]*+(?P<v>\"[^\"\n]{0,64}+\"|[\d#*]{3,16}+)")
_JSON_PARENT = re.compile(r"\"(?P<k>[^\W\d][^\"\n]{0,39}+)\"[ \t]*+:[ \t]*+$")
# a lock whose number is its code (``_unlocks``' key boxes, padlocks and safes in any language: "key_safe",
# "boîte à clés", "Schlüsselkasten", "kłódka"); a locker's, a gate's number names it
_HOLDERS = ("combination", "safe")


def _holder(parts: list[str]) -> bool:
    for name in (" ".join(parts), "".join(parts)):
        got = _noun_at(name, 0)
        if got is not None and got[0] == len(name) and got[1] in _HOLDERS:
            return True
    return False


# secfix30: a parent key that says its children are a site's ways in ("access:", "dostęp:", "доступ:", "门禁:"): each
# child that names a place has its code as value ("access:\n  pedestrian_gate: '2217'\n  cage_room: '9090'"), when
# a child names a lock and has a code for value (the block is a list of entry codes, not a server's "access:\n  port:
# 8080" nor a building's "access:\n  door: front\n  parking_spaces: 1200")
_ACCESS = frozenset(
    """access acceso acesso accès acces accesso dostep dostęp доступ zugang zutritt toegang adgang tilgang åtkomst
    tillträde pääsy přístup pristup prístup hozzáférés erişim giriş πρόσβαση גישה وصول دسترسی akses truy cập
    पहुँच पहुंच 门禁 門禁 出入 アクセス 출입 entry entrance entrances codes""".split()
)
# a child that names a number or a setting, not a place: a port, a phone, a floor, a time, a file mode, an owner
_NOT_PLACE = frozenset(
    """port ports phone tel telefon telephone mobile fax floor level hours hour time timeout ttl count limit max min
    size year zip postcode postal contact ext extension mode umask uid gid user group owner perm permissions log logs
    retention days age interval""".split()
)
_CHILD_KEY = re.compile(
    r"(?:^[ \t]+(?:- )?(?P<y>[^\W\d][^:\n\"'{}\[\],#]{0,39}?)|\"(?P<j>[^\W\d][^\"\n]{0,39}+)\")[ \t]*+:[ \t]*+"
    r"[\"']?(?P<v>[^\s\"',}]{0,16})",
    re.MULTILINE,
)


def _access_kind(parts: list[str], parent: str, block: str) -> str:
    """"access" when ``parent`` says its children are ways in, the key (``parts``) names a place, and a key of the
    ``block`` (the record's lines around it) names a lock (not a computer's port) and has a code for value."""
    if not any(p in _ACCESS for p in _parts(parent)) or any(
        p in _NOT_PLACE or p in _ABOUT or _NUMBER_WORD.fullmatch(p) for p in parts
    ):
        return ""
    for m in _CHILD_KEY.finditer(block):
        if _code_value(m["v"], 4) and any(
            p not in _NOT_BOARD_LOCK and _has(_LOCKS, p, 0, len(p)) for p in _parts(m["y"] or m["j"])
        ):
            return "access"
    return ""


def _key_kind(key: str, parent: str, record: str, block: str = "") -> str:
    """The kind of credential a record's key names, read with its parent key and the record's other keys (and, for
    a way in, the keys of its ``block``)."""
    parts = _parts(key)
    if not parts:
        return ""
    if _holder(parts):
        return "holder"
    if parent and block and (kind := _access_kind(parts, parent, block)):
        return kind
    if len(parts) != 1:
        return ""
    only = parts[0]
    if _password_part(only):
        return "password" if parent or _has(_NETS, record, 0, len(record)) else ""
    context = " ".join(_parts(parent))
    if not context or _NOT_RECORD_LOCK.search(context) or _NUMBER_WORD.search(context):
        if _in(only, _CODE_PARTS) and _has(_NETS, record, 0, len(record)):
            return "password"  # {"wifi": "…", "รหัส": "…"}: the Wi-Fi's code
        return ""
    if (_in(only, _CODE_PARTS) or _in(only, _PIN_PARTS) or only in _COMBINATION_PARTS) and _has(
        _LOCKS, context, 0, len(context)
    ):
        return "code"
    if (_in(only, _KEY_PARTS_WORDS) or _in(only, _CODE_PARTS)) and _has(_NETS, context, 0, len(context)):
        return "password"
    return ""


def _yaml_parent(lowered: str, start: int, indent: int) -> str:
    """The key of the nearest line above ``start`` indented less than ``indent`` and ending with a colon."""
    pos, seen = start, 0
    while pos > 0 and seen < 12:
        above = lowered.rfind("\n", 0, pos - 1) + 1
        line = lowered[above : pos - 1]
        pos, seen = above, seen + 1
        if not line.strip():
            continue
        width = len(line) - len(line.lstrip(" \t"))
        if width < indent:
            body = line.strip()
            return body[:-1].lstrip("- ") if body.endswith(":") and len(body) <= 41 else ""
    return ""


def _json_parent(lowered: str, s: int) -> tuple[str, str]:
    """(the key of the object the key at ``s`` is in, that object's text up to ``s``)."""
    lo = max(0, s - 400)
    brace = lowered.rfind("{", lo, s)
    if brace < 0 or "}" in lowered[brace:s]:
        return "", lowered[lo:s]
    m = _JSON_PARENT.search(lowered, max(0, brace - 48), brace)
    return (m["k"] if m is not None else ""), lowered[brace:s]


def _unquoted(v: str) -> tuple[str, int]:
    """A value less its quotes and blanks, and its offset in ``v``."""
    w = v.strip()
    q = w[:1] if w[:1] in "\"'" and len(w) > 1 and w[-1] == w[0] else ""
    w = w[1:-1].strip() if q else w
    return w, v.find(w) if w else -1


def records(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The credential values of YAML and JSON records (see the module's docstring)."""
    if len(text) > _MAX_TEXT or ":" not in text:
        return
    for c in _COLON_VALUE.finditer(text):  # a colon and one token ending its line (led by the colon: C speed)
        start = text.rfind("\n", 0, c.start()) + 1
        if c.start() - start > 48:
            continue
        m = _YAML_KEY.match(text, start, c.end())
        if m is not None:
            v, off = _unquoted(m["v"])
            if not v or not v[-1].isalnum() and v[-1] not in "#*" or "{" in v:
                continue
            parent = _yaml_parent(lowered, m.start(), len(m["i"]))
            lo = lowered.rfind("\n\n", 0, m.start()) + 1
            hi = lowered.find("\n\n", m.end())
            block = text[max(lo, m.start() - 300) : min(m.end() + 300, len(text) if hi < 0 else hi)]
            kind = _key_kind(m["k"], parent, lowered[max(lo, m.start() - 300) : m.start()], block)
            if kind and _value(kind if kind != "holder" else "pin", v) and not _withheld.withheld(v):
                s = m.start("v") + off
                yield s, s + len(v)
    if '"' in text and "{" in text:
        for m in _JSON_KEY.finditer(text):
            v, off = _unquoted(m["v"])
            if not v:
                continue
            parent, record = _json_parent(lowered, m.start())
            end = lowered.find("}", m.end())
            kind = _key_kind(m["k"], parent, record, record + lowered[m.start() : m.end() + 300 if end < 0 else end])
            if kind and _value(kind if kind != "holder" else "pin", v) and not _withheld.withheld(v):
                s = m.start("v") + off
                yield s, s + len(v)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    for s, e in tables(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in records(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in boards(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in passphrases(text, lowered):
        yield s, e, "password_in_prose"


# --- whiteboards: "Back door: 4821", "alarm w biurze: 4821 + OFF", "4821# = porte du studio" ----------------------
# (a label, a separator, the code and at most two words: "+ OFF"; or the code first; secfix30: a list's bullet
# before the label, a place's number of 1-3 digits in it: "- sleutelkluis bij dock 4: 8205", "Schlüsseltresor Halle 2:
# 6612")
_BOARD_LINE = re.compile(
    r"(?P<l>(?:[-*•][ \t])?[^\W\d_](?:[^\d:=\n←→]|(?<= )\d{1,3}+(?!\d))"
    r"{1,38}?)[ \t]*+(?::|：|=|←|→|—|–|(?<=[ \t])-)[ \t]*+(?P<v>\d{4,8}+#?)"
    r"(?P<t>[^\d\n]{0,16})"
    r"|(?P<w>\d{4,8}+#?)[ \t]*+(?:←|<-|=|—|–|:)[ \t]*+(?P<m>[^\W\d_][^\d\n]{1,38})"
)


_BOARD_NUMBER = re.compile(r"\d{4,8}+")
# a time's word after the number ("Gate: 1800 hrs", "1930 sharp"; ``_unlocks._UNITS`` has "h", "Uhr", currencies)
_TIME_TAIL = re.compile(r"(?:hrs|hr|hod|hodin|saat|godz|sharp|heures|horas|ore|uur|tim|timer)(?![^\W\d_])")
_BEFORE_CODE = frozenset(":：=←→—–-")
# a computer's port ("port = 5432"), no door's ("porta", "porte" are)
_NOT_BOARD_LOCK = frozenset(("port", "ports"))
# a thing whose number names it ("Locker: 1423", "Flat — 1204"): ``_unlocks``' places and lockers in the languages of
# the lock column
_NAMED_BY_NUMBER = frozenset(
    """locker lockers spind schließfach casier taquilla cacifo armadietto kluisje szafka skříňka skrinka kaappi skåp
    skab skap шкафчик шафка dolap dolabı ντουλάπι ντουλαπάκι לוקר ロッカー 락커 사물함 储物柜 儲物櫃 ล็อกเกอร์ ล็อคเกอร์
    tủ""".split()
)


# a time's words on a label (the number after them is a time: "Door opens: 1930", "Alarm set: 0630")
_WHEN = re.compile(
    r"(?<![^\W\d_])(?:opens?|closes?|set|from|until|till|time|öffnet|schließt|ab|um|bis|ouvre|ferme|dès|abre|cierra"
    r"|apre|chiude|otwiera|zamyka|godz|saat|kl|klo|открывается|закрывается)(?![^\W\d_])"
)
# a journey's words: a gate's or a door's number is a boarding one ("Flight LH 2490 … Gate: 1204")
_TRAVEL = re.compile(
    r"flight|boarding|terminal|airport|departure|flug|abflug|vol\b|embarquement|vuelo|embarque|voo|volo|imbarco"
    r"|lot\b|рейс|посадк|uçuş|航班|登机|搭乗|便名|탑승|항공편"
)


def _board_lock(label: str) -> int:
    """Where the first lock noun in a board's label ends (-1: none), none a card's, a bank's or a port's
    (``_lines._locked``)."""
    if "." in label or "_" in label:
        return -1  # a configuration's key ("server.port", "ansible_port")
    for m in _LOCKS.finditer(label):
        w = m.group()
        if w not in _NOT_BOARD_LOCK and _lines._locked(label, m.start(), m.end()):
            return m.end()
    return -1


def _board_numbers(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The runs of four or more digits: found with ``bytes.find`` on the text's digit shape (C speed; a regex without
    a literal steps through every character), by the regex in a text with other scripts' digits."""
    if other_digits(lowered):
        yield from (m.span() for m in _BOARD_NUMBER.finditer(text))
        return
    yield from digit_spans(text)


def _clock(digits: str) -> bool:
    """Four digits read as a time of day on a board: "0630" (a leading zero) or a round quarter hour ("1830")."""
    if len(digits) != 4 or not digits.isascii():
        return False
    hours, minutes = int(digits[:2]), int(digits[2:])
    return hours < 24 and minutes < 60 and (digits[0] == "0" or minutes % 15 == 0)


def boards(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A short line of a lock's label and a code of 4-8 digits, either way round."""
    if len(text) > _MAX_TEXT or "\n" not in text or not four_digits(text) and not other_digits(lowered):
        return
    done = -1
    for n_start, n_end in _board_numbers(text, lowered):  # the lines of the numbers of 4-8 digits, not every line
        if n_start < done:
            continue
        start = text.rfind("\n", 0, n_start) + 1
        end = text.find("\n", n_end)
        done = end = len(text) if end < 0 else end
        if end - start > 64:
            continue
        # (a separator before the number, or the number first with one after it: C checks before the regex)
        before = text[start:n_start].rstrip()
        if before[-1:] not in _BEFORE_CODE if before else text[n_end:end].lstrip("#").lstrip()[:1] not in "←<=—–:":
            continue
        m = _BOARD_LINE.fullmatch(lowered, start, end)
        if m is None:
            continue
        label, g = (m["l"].lstrip("-*• \t"), "v") if m["l"] is not None else (m["m"], "w")
        tail = (m["t"] or "").strip()
        if tail and (_UNITS.match(tail) or _TIME_TAIL.match(tail)):
            continue  # "Tor: 1800 Uhr", "Alarm system — 1299 EUR": a time, a price
        words = [w for w in label.split() if not w.isdigit()]
        if len(words) > 4 or len(tail.split()) > 2 or _NUMBER_WORD.search(label):
            continue
        # a thing its number names ("Locker: 1423", "bay 3 door"), unless it only says where the lock is, after it
        # (secfix30: "sleutelkluis bij dock 4: 8205")
        lock = _board_lock(label)
        if lock < 0 or any(w in _NAMED_BY_NUMBER or w in _PLACE for w in label[:lock].split()) or any(
            w in _NAMED_BY_NUMBER for w in words
        ):
            continue
        if _WHEN.search(label) or _TRAVEL.search(lowered):
            continue  # "Door opens: 1930", "Alarm set: 0630": a time; "Flight … Gate: 1204": a gate's number
        digits = m[g].rstrip("#")
        if len(set(digits)) > 1 and not (m[g] == digits and _clock(digits)):
            yield m.span(g)


# --- a passphrase after a password word: "heslo je medved-jablko-pivo", "PW apple-pickup-sparks" -----------------
# three to six words of three or more letters joined by "-" ("state-of-the-art", "up-to-date" have shorter ones)
_HYPHENED = re.compile(r"(?<![\w.@/-])[^\W\d_]{3,20}+(?:-[^\W\d_]{3,20}+){2,5}+(?![\w@/]|[-.]\w)")
_PASSWORD_BEFORE = 40
_MIDDLE_WORD = re.compile(r"-[^\W\d_]{3,20}+-")
# the token's start: after a blank, an opening bracket or quote, a colon
_TOKEN_BACK = re.compile(r"[^\s(\"'“«:]*+$")
# a token's end: a blank, or its clause's mark before a blank or the text's end
_TOKEN_END = re.compile(r"\s|[.,;:!?)\"'”»](?:\s|$)|$")
_WORD = re.compile(r"[^\W\d_]++")
# the table's password words that are also its PIN words ("Passwort", "Kennwort", "heslo"); not "pass" (a boarding
# pass, a day pass)
_PASSWORD_NAMES = _PASSWORD_PARTS - {"pass"}


def _password_word_before(lowered: str, s: int) -> bool:
    """A password word (``_locales``' table and ``_lexicon``) in the clause before ``s``, with at most three words
    between it and ``s``, none a remark's ("in", "see", "via": where it is, not what it is)."""
    lo = max(0, s - _PASSWORD_BEFORE)
    cut = max(lowered.rfind(c, lo, s) for c in ".!?\n;")
    lo = max(lo, cut + 1)
    found = -1
    for t in _WORD.finditer(lowered, lo, s):  # a word of its own ("Passwort", "heslo", "비밀번호")
        if t.group() in _PASSWORD_WORDS or t.group() in _PASSWORD_NAMES:
            found = t.end()
    if found < 0 and not lowered.isascii():  # a word glued to others ("รหัสผ่านชั่วคราว")
        for m in triggers()[1].finditer(lowered, lo, s):
            if m.group() in _PASSWORD_WORDS or m.group() in _PASSWORD_NAMES:
                found = max(found, m.end())
    if found < 0:
        return False
    between = {w.strip(":,") for w in lowered[found:s].split()}
    # none a remark's, an article's ("after the long-overdue-security audit": a compound before its noun) nor what a
    # password's record is about ("policy: follow-the-leader-style")
    return len(between) <= 3 and _REMARK_WORDS.isdisjoint(between) and _ARTICLES.isdisjoint(between) and (
        _ABOUT.isdisjoint(between))


def passphrases(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """Words joined by "-" (see above) after a password word, none a placeholder's or a Wi-Fi's ("ye-Wi-Fi-ul")."""
    if len(text) > _MAX_TEXT or text.count("-") < 2:
        return
    done = -1
    for h in _MIDDLE_WORD.finditer(text):  # a word between two hyphens (led by a literal: C speed), then its token
        if h.start() < done or not text[h.end() : h.end() + 1].isalpha() or not text[h.start() - 1].isalpha():
            continue  # "eu-west-1": a digit after the words
        start = _TOKEN_BACK.search(text, max(0, h.start() - 64), h.start()).start()  # type: ignore[union-attr]
        end = _TOKEN_END.search(text, h.end())
        stop = len(text) if end is None else end.start()
        done = stop
        m = _HYPHENED.fullmatch(text, start, stop)
        if m is None:
            continue
        v = m.group()
        low = lowered[m.start() : m.end()]
        if not _passphrase(v) or "wi-fi" in low or "e-mail" in low:
            continue
        if _password_word_before(lowered, m.start()):
            yield m.span()
