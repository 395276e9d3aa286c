"""secread (issue 25): a code in a line-oriented layout: a whiteboard, an OCR'd label, a call sheet, a notice.

The sentence readers want the label and the code in one clause; a photographed board or a label puts them on lines
of their own ("LOCKER 59 / J. Mwangi / comb. 3008", "SANDĖLIS / Spyna: 830", "Crew entrance keypad:" / "2580"). Here
a code-shaped value that *ends its line* (3-8 digits, or single digits spaced, with an optional keypad "#" / "*") is
read with the short label before it on its line (after a colon, a dash or an arrow), or with the line above when it
stands alone, and counts when:

* the label holds a word that names a secret number by itself (``_locales``'s ``pin`` column: PIN, keypad, passcode,
  "الرقم السري"), or a code word (its ``code`` column, or "comb." / "combi") with a lock noun (its ``lock`` column)
  in the label or in the lines above it in the same block ("CACIFO 12 / João / código 914");
* the label names a lock itself, not a place a lock guards ("Spyna: 830", "Kandado: 6467", "Padlock: 4471"): a
  locker's, a door's or a gate's own number is its name ("LOCKER 59", "Gate: 12"), a padlock's is its code;
* the value ends with a keypad's key ("Side door: 14985#", "GATE — 4471#", "Trailer 2: 1379*"): after a lock noun,
  or after a short label of a place and its number.

A number that names the thing (two digits, or a lock noun right before it: "locker 143") is no code; a label that
says what kind of number it is (booking, postal, order: ``_locales._NOT_CODE_BEFORE``) is none either. Texts with
no run of three digits cost one C pass; only memory-sized texts are read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import product

from zeusmem.rules.secrets._engine import digit_runs, digit_spans
from zeusmem.rules.secrets._general import counted
from zeusmem.rules.secrets._locales import (
    _CJK_COMPOUND,
    _LOCKS,
    _NOT_CODE_AFTER,
    _NOT_CODE_BEFORE,
    _NOT_RECORD_LOCK,
    _POSTAL_PIN,
    _ROLE,
    _bounded,
    _trie,
    triggers,
)
from zeusmem.rules.secrets._unlocks import _noun_at

_MAX_TEXT = 8 * 1024
# the findings' kind: a generic one, so that a sentence reader's finding of the same span keeps its own kind, and
# none that ``find_secrets`` refutes as a keyword's read value (a "now" before the number is no other label's)
_KIND = "generic_secret"
# the value, ending its line: 3-8 digits or 4-8 single digits spaced ("4 7 1 9"), a keypad key glued or spaced
_VALUE = re.compile(
    r"(?<![\w.,:/#*+@$€£%-])(?P<v>\d{3,8}+|\d(?: \d){3,7}+)(?P<k>[ \t]?[#*])?(?=[ \t]*+[.!;]?[ \t]*+(?:\n|$))",
    re.MULTILINE,
)
# what separates a label from its value on a line: blanks, a colon, an equals sign, dashes, an arrow, a pipe
_SEPARATOR = re.compile(r"[\s:：=|>→⇒–—-]*+$")
_LABEL_MAX = 48
_LABEL_WORDS = 5
_BLOCK_LINES = 3
# the abbreviations of "combination" on a label
_COMBO = re.compile(r"(?<![^\W\d_])(?:comb\.|combi|comb)(?![^\W\d_])")
# a place and its number: "trailer 2", "cabin 4b", "unit 12"
_NUMBERED_PLACE = re.compile(r"[^\W\d_]{3,20}+(?: [^\W\d_]{2,20}+)? \d{1,3}[a-z]?")
# a lock itself (its number opens it; a locker's or a door's names it), in the languages of ``_locales``'s table; not
# the words that name other things too (Malay "mangga" a mango, Dutch "slot" a time slot, German "Schloss" a castle)
_LOCK_ITSELF = frozenset(
    """lock padlock keypad antivol spyna spyną spynos kandado kufuli kilidi kilide zámek zamek zámok lakat zár lokot
    katanac katanec ključavnica kljucavnica lacăt lacat yală lucchetto serratura cadenas serrure candado cerradura
    cadeado fechadura hangslot kłódka klodka vorhängeschloss hänglås lås hængelås hengelås lukko
    riippulukko tabalukk lukk piekaramā slēdzene замок катинар ключалка замък kilit qıfıl λουκέτο κλειδαριά
    gembok قفل מנעול تالا ताला तालाचा ताल्चा 南京錠 자물쇠 挂锁 掛鎖 锁 鎖 ổ khóa khóa""".split()
)
# a label is a few words: no clause's punctuation, no code's characters ("assert r.status_code == 401")
_NOT_LABEL = re.compile(r"[,;:!?=_(){}\[\]\"'`<>$%&@]")
_GLUED = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_OF = frozenset("on for of at du de des del da do na za ng la ya für am an zu ke k od на за от".split())
_ARTICLES = frozenset("the a der die das le la el o a il lo de het".split())


def _words_in(label: str, tail: bool = True) -> tuple[bool, bool]:
    """(a PIN word, a code word) among the table's words in ``label`` (lower case), each at most two words before
    the label's end when ``tail`` ("PIN kodas vokelyje, kortelė baigiasi" is a sentence about a card, no label of a
    PIN)."""
    pin = code = False
    ascii_words, other_words = triggers()
    for pattern in (ascii_words,) if label.isascii() else (ascii_words, other_words):
        for m in pattern.finditer(label):
            w = m.group()
            if not _bounded(label, m.start(), m.end(), w) or _NOT_CODE_AFTER.match(label, m.end()):
                continue
            if _NOT_CODE_BEFORE.search(label, 0, m.start()) or w in _POSTAL_PIN:
                continue
            if tail and len(label[m.end() :].split()) > 2:
                continue
            if _CJK_COMPOUND.match(label, max(0, m.start() - 1)):
                continue  # "部门编码 2802": a department's number
            role = _ROLE.get(w, "")
            pin = pin or role == "pin"
            code = code or role == "code"
    return pin, code or _COMBO.search(label) is not None


def _lock_itself(label: str) -> bool:
    """The label names a lock itself: the lock alone or last ("Spyna", "depo kilidi"), or first with what it locks
    after a preposition ("zámek na kolo", "cadenas du local")."""
    words = [w for w in label.split() if w not in _ARTICLES]
    if not 1 <= len(words) <= 3:
        return False
    if len(words) == 3 and not (words[0] in _LOCK_ITSELF and words[1] in _OF):
        return False
    if " ".join(words) in _LOCK_ITSELF or words[-1] in _LOCK_ITSELF or len(words) == 3:
        return True
    got = _noun_at(label, label.find(words[0]))  # _unlocks' padlocks, key safes, safes ("key safe: 4471")
    return got is not None and got[0] == len(label) and got[1] in ("combination", "key box", "safe")


def _label(lowered: str, start: int, s: int) -> tuple[int, str] | None:
    """The label of a value at ``s`` on the line starting at ``start``: the line before it less its separator, or
    the line above when the value stands alone; with where that label's line starts."""
    if s - start > _LABEL_MAX + 16:
        return None  # a long line is a sentence, no label's (and its separator is not looked for over all of it)
    sep = _SEPARATOR.search(lowered, start, s)
    end = sep.start() if sep is not None else s
    if end > start:
        return start, lowered[start:end]
    if start == 0:
        return None
    above = lowered.rfind("\n", max(0, start - _LABEL_MAX - 18), start - 1) + 1
    if above == 0 and start - 1 > _LABEL_MAX + 16:
        return None  # the line above is a long one (its start not within reach)
    sep = _SEPARATOR.search(lowered, above, start - 1)
    end = sep.start() if sep is not None else start - 1
    return (above, lowered[above:end]) if end > above else None


def _locked(lowered: str, lo: int, hi: int) -> bool:
    """A lock noun in ``lowered[lo:hi]`` that is no card's or bank's word ("Tarjeta terminada en 4818 / Código de
    autorización 923116": a payment's code) and not inside a word of a glued script ("部门": a department)."""
    for m in _LOCKS.finditer(lowered, lo, hi):
        w = m.group()
        if not _bounded(lowered, m.start(), m.end(), w) or _NOT_RECORD_LOCK.match(w):
            continue
        if _GLUED.match(w) and (m.start() > lo and _GLUED.match(lowered[m.start() - 1])):
            continue
        return True
    return False


def _block_lock(lowered: str, line: int) -> bool:
    """A lock noun in the (at most three) lines above ``line`` in its block (no blank line between)."""
    lo = line
    for _ in range(_BLOCK_LINES):
        if lo == 0:
            break
        prev = lowered.rfind("\n", 0, lo - 1) + 1
        if not lowered[prev : lo - 1].strip():
            break
        lo = prev
    return lo < line and _locked(lowered, lo, line)


def _line_values(text: str) -> Iterator[re.Match[str]]:
    """The values that end a line: each line (``str.split``) whose last characters are a digit and at most a keypad
    key and a full stop, matched there (a regex over the whole text would step through every character of it)."""
    pos = 0
    for line in text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        tail = line.rstrip(" \t.!;#*")
        if not tail[-1:].isdigit() or len(line) - len(tail) > 4:
            continue
        end = start + len(line)
        v = _VALUE.search(text, max(start, start + len(tail) - 20), end)
        if v is not None:
            yield v


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """The codes of a line-oriented text (see the module's docstring)."""
    if len(text) > _MAX_TEXT or b"111" not in digit_runs(text):
        return
    for v in _line_values(text):
        s, e = v.span("v")
        digits = v["v"].replace(" ", "")
        if len(set(digits)) < 2 or counted(text, lowered, s, e):
            continue
        start = lowered.rfind("\n", 0, s) + 1
        got = _label(lowered, start, s)
        if got is None:
            continue
        line, label = got
        label = label.strip(" \t*•-·")
        if not label or len(label) > _LABEL_MAX or len(label.split()) > _LABEL_WORDS or _NOT_LABEL.search(label):
            continue
        pin, code = _words_in(label)
        key = v["k"] is not None
        if pin or code and (_locked(label, 0, len(label)) or _block_lock(lowered, line)):
            yield s, v.end(), _KIND
        elif key and len(digits) >= 4 and (
            _locked(label, 0, len(label)) or _NUMBERED_PLACE.fullmatch(label) is not None
        ):
            yield s, v.end(), _KIND
        elif line == start and ":" in lowered[start:s] and _lock_itself(label):
            yield s, v.end(), _KIND


# --- the numbers of 4-8 digits a text holds: ``changed`` and ``one_time`` look around each ------------------------
_DATE_ON = re.compile(r"[.,:/-]\d")


def _numbers(text: str) -> Iterator[tuple[int, int]]:
    """Each run of 4-8 digits not inside a token (:func:`~zeusmem.rules.secrets._engine.digit_spans`)."""
    for s, e in digit_spans(text):
        if e - s <= 8 and not (s and (text[s - 1].isalnum() or text[s - 1] in "._,:/#*+@$€£%-")):
            if not (e < len(text) and (text[e].isalnum() or text[e] in "_@$€£%" or _DATE_ON.match(text, e))):
                yield s, e  # not "2027-07-08", "1234.50"




# --- a code changed: "Vartų kodas pasikeitė, dabar 68989", "kapı şifresi bugün değişti, yenisi 7862" ---------------
# The word right before the number says it is the code's current or new value ("now", "the new one"), or the code
# went "from 1111 to 4826": the sentence readers take such a word for another label's ("…, ticket 4471").
_NOW_WORDS = frozenset(
    """now dabar naujas jetzt neu neue neuer maintenant désormais nouveau nouvelle ahora nuevo nueva agora novo nova
    adesso ora nuovo nuova nu nieuwe teraz nowy nowa nyní teď ted nový nová most új acum noul noua сейчас теперь
    новый новая тепер новий нова сега новият zdaj sada sad nyt uusi nüüd uus tagad jaunais nå nya nye ny núna nýi
    nýja nýr şimdi artık yenisi yeni τώρα νέος sekarang baru giờ mới ngayon bago sasa mpya अब नया नयाँ עכשיו החדש
    الآن الجديد حالا اکنون جدید""".split()
)
# "the new one is", "new code:" — what may stand between the word and the number
_NOW_TAIL = frozenset("one code is ist est es é è je jest on er är e là ni ay हो है : = -> → la le el il o a".split())
_NOW_GLUED = ("ตอนนี้", "ใหม่", "现在", "現在", "新的", "新しい", "지금", "새")
_FROM_TO = re.compile(r"(?:from|von|de|da|od|van|från|fra)[ \t]++\d{3,8}+[#*]?[ \t]++(?:to|auf|à|a|na|do|naar|till|til)"
                      r"[ \t]++$")
_SENTENCE = re.compile(r"[.!?。！？](?:\s|$)|\n")
# a clause: a sentence, or a part of one after a comma, a semicolon, a dash or a parenthesis
_CLAUSE = re.compile(r"[.!?。！？](?:\s|$)|\n|[,;，；()（）]|\s[–—-]\s")
_CHANGED_WINDOW = 90


def _now_before(lowered: str, s: int) -> bool:
    """A "now" / "new one" word (and a copula, a colon) right before ``s``, or "from <old> to"."""
    tail = lowered[max(0, s - 32) : s]
    words = tail.replace(":", " : ").split()
    while words and words[-1] in _NOW_TAIL:
        words.pop()
    if words and (words[-1].strip(",") in _NOW_WORDS or words[-1].endswith(_NOW_GLUED)):
        return True
    return _FROM_TO.search(tail) is not None


# a number corrected: "the canteen door is 3905 not 8470", "c'est 4471, pas 4417" (the wrong one of as many digits)
_CORRECTED = re.compile(r"[#*]?,?[ \t]++\(?(?:not|nicht|pas|no|não|nao|non|niet|nie|ne|inte|ikke|ei|nem|не)[ \t]++"
                        r"(?P<old>\d{4,8}+)(?!\d)")
_YEAR = re.compile(r"(?:19|20)\d\d")
_COPULA_BEFORE = re.compile(r"(?<![^\W\d_])(?:is|ist|est|es|é|è|je|jest|on|er|är|e|c['’]est|it['’]s|'s|=|:)[ \t]*+$")


def _lock_is(lowered: str, s: int) -> bool:
    """A lock noun, then a copula, right before ``s`` ("canteen door is 3905"; not "the room extension is 7391")."""
    c = _COPULA_BEFORE.search(lowered, max(0, s - 8), s)
    if c is None:
        return False
    w = _LAST_WORD.search(lowered, max(0, c.start() - 24), c.start())
    return w is not None and _locked(lowered, w.start(), w.end())


_LAST_WORD = re.compile(r"[^\W\d_]++[ \t]*+$")


def changed(text: str, lowered: str, numbers: list[tuple[int, int]]) -> Iterator[tuple[int, int, str]]:
    """A code's new value: 4-8 digits right after a "now" / "new one" word (any of the languages above), after
    "from <old> to", or said and corrected ("is 3905 not 8470"), with a PIN word, or a code word and a lock noun,
    earlier in its sentence (a corrected one: a lock noun is enough)."""
    for s, e in numbers:
        corrected = _CORRECTED.match(text, e)
        if corrected is not None and (
            len(corrected["old"]) != e - s or _YEAR.fullmatch(text, s, e) or not _lock_is(lowered, s)
        ):
            corrected = None  # "the door is 2024 not 2023": a year's; "the staff room extension is …": a phone's
        if corrected is None and not _now_before(lowered, s) or len(set(text[s:e])) < 2:
            continue
        if counted(text, lowered, s, e):
            continue
        lo = max(0, s - _CHANGED_WINDOW)
        for n in _SENTENCE.finditer(lowered, lo, s):
            lo = n.end()
        clause = lowered[lo:s]
        pin, code = _words_in(clause, tail=False)
        if pin or (code or corrected is not None) and _locked(clause, 0, len(clause)):
            yield s, e, _KIND


# --- an SMS's one-time code: "Your code is 482913. Do not share it", "725551 is your one-time passcode" -------------
# A message that tells its reader not to share what it holds, or how long it is valid, and a code word of the table
# (or OTP / TAN / TAC) right before or after 4-8 digits in one of its sentences: the digits are the code it sent.
def _phrases(*parts: str) -> list[str]:
    """Every phrase made of one alternative ("|") of each part, in order."""
    return ["".join(p) for p in product(*(part.split("|") for part in parts))]


_NO_SHARE_PHRASES = [
    *_phrases("do not |don't |don’t |never |not to ", "share|give|tell|disclose|forward"),
    "nicht weiter", "niemals weiter", "niemandem",
    *_phrases("ne |ne le |ne la ", "partagez|communiquez|donnez|divulguez|transmettez"),
    "ne jamais partager", "ne jamais communiquer",
    *_phrases("no |no lo |no la ", "compartas|comparta|des |dé |facilites|reveles"),
    *_phrases("nunca ", "compartas|comparta|compartilhe"),
    *_phrases("não ", "compartilhe|partilhe|forneça|divulgue"),
    *_phrases("non ", "condividere|comunicare|divulgare"),
    "niet delen", "deel deze niet", "deel hem niet", "deel het niet", "met niemand",
    *_phrases("nie ", "udostępniaj|podawaj|przekazuj"),
    "nikomu", "nesdílejte", "nesdělujte", "neposkytujte", "ne add meg", "senkivel",
    *_phrases("nu ", "divulga|comunica|transmite"),
    "никому", "не сообщайте", "не передавайте", "не повідомляйте",
    "paylaşmayın", "kimseyle", *_phrases("jangan ", "berikan|bagikan|beritahu|kongsi"),
    *_phrases("không |đừng ", "chia sẻ|cung cấp"), "huwag ibahagi", "huwag ibigay", "usishiriki", "usimpe mtu",
    "साझा न", "किसी को न", "אל תמסור", "אל תשתף", "لا تشارك", "لا تعط", "لا تفصح", "به کسی ندهید",
    "请勿", "請勿", "切勿", "不要告诉", "不要告訴", "教えないで", "誰にも", "타인에게", "알려주지 마",
    "อย่าบอก", "ห้ามบอก", "ekki deila", "deildu ekki",
    *_phrases("μην ", "το κοινοποιήσετε|κοινοποιήσετε|δώσετε|το δώσετε"),
]
# a validity's duration ("valid for 10 minutes", "gültig für 5 Minuten", "berlaku 5 menit"), not a card's "until"
_VALID_WORDS = (
    "valid|gültig|válido|válida|valable|valido|valida|geldig|ważny|platný|érvényes|valabil|действителен|действует"
    "|дійсний|geçerli|berlaku|hiệu lực|expires in|expire in"
).split("|")
_VALID_FOR = (
    "for |für |por |durante |pendant |per |voor |przez |po dobu |timp de |в течение |протягом |trong "
).split("|")
# as tries (``_locales._trie``): an alternation of a hundred phrases tried at each character is several times slower
_NO_SHARE = re.compile(
    _trie(_NO_SHARE_PHRASES)
    + "|" + _trie(_VALID_WORDS) + r"[ \t]++" + "(?:" + _trie(_VALID_FOR) + r")?\d"
    + r"|\d+[ \t]*+(?:分钟内有效|分以内)"
)
_OTP_WORDS = re.compile(r"(?<![^\W\d_])(?:otp|tan|tac|2fa|mfa|one-time|one time|einmal|jednorázov|jednorazow)")
_OTP_LITERALS = ("otp", "tan", "tac", "2fa", "mfa", "one-time", "one time", "einmal", "jednoráz", "jednoraz")
_OTP_WINDOW = 40
# the code before its word: "725551 is your one-time passcode", "482913 est votre code"
_COPULA_AFTER = re.compile(r"[ \t]*+(?:is|est|ist|es|é|è|là|adalah|ialah|ni|ay|je|jest|on|er|är)(?![^\W\d_])")


# "code" inflected ("kodunuz", "kodem", "codice") or as a compound's last part ("Bestätigungscode", "sms-koden"): in a
# message that says not to share it, that is enough (not a public compound's: "postcode", "barcode", "Fehlercode")
_CODE_INFLECTED = re.compile(
    r"(?<![^\W\d_])(?:code|kode|kod|kód|koodi|kood)(?:s|u|a|e|y|i|o|em|om|en|et|ul|ot|ov|ok|ja|ją|as|us|ą|ų|ai|ia|ie"
    r"|un|unu|unuz|umuz|iniz|un|nu|ni|ni|ului)?(?![^\W\d_])"
    r"|(?<![^\W\d_])(?P<head>[^\W\d_]{3,20}-?)(?:code|kode|koden|kod|kód|koodi|kood|kóði|kóðinn|kóða|kóðann)"
    r"(?![^\W\d_])"  # secfix30: Icelandic "staðfestingarkóðinn"
)
_PUBLIC_HEAD = re.compile(
    r"(?:post|zip|bar|qr|uni|en|de|op|source|promo|rabatt|gutschein|fehler|error|status|area|country|dial|land"
    r"|vorwahl|bank|swift|sort|tax|steuer|produkt|product|artikel|item|order|bestell|kunden|customer|gift|discount"
    r"|voucher|coupon|tracking|sendungs|referenz|reference|buchungs|booking|dress|farb|colour|color|zugriffs)-?$"
)


def _inflected(clause: str) -> bool:
    for m in _CODE_INFLECTED.finditer(clause):
        if m["head"] is not None and _PUBLIC_HEAD.search(m["head"]):
            continue
        if not (_NOT_CODE_BEFORE.search(clause, 0, m.start()) or _NOT_CODE_AFTER.match(clause, m.end())):
            return True
    return False


def _worded(clause: str) -> bool:
    pin, code = _words_in(clause, tail=False)
    return (
        pin or code or _inflected(clause)
        or any(w in clause for w in _OTP_LITERALS) and _OTP_WORDS.search(clause) is not None
    )


def one_time(text: str, lowered: str, numbers: list[tuple[int, int]]) -> Iterator[tuple[int, int, str]]:
    """The code of a one-time-code message (see above): a number with a code word before it in its clause, or
    followed by "is" and a code word ("725551 is your one-time passcode"), the message's "do not share" or validity
    words within 240 characters."""
    values = list(numbers)
    if b"1112111" in digit_runs(text):
        values += ((m.start(), m.end()) for m in _DASHED.finditer(text))
    for s, e in values:
        if e - s > 8 or len(set(text[s:e])) < 2 or _YEAR.fullmatch(text, s, e):
            continue  # a year ("valid until 2027") is no one-time code
        lo, hi = max(0, s - _OTP_WINDOW), min(len(text), e + _OTP_WINDOW)
        for n in _CLAUSE.finditer(lowered, lo, s):
            lo = n.end()
        stop = _CLAUSE.search(lowered, e, hi)
        hi = stop.start() if stop is not None else hi
        if not _worded(lowered[lo:s]) and not (_COPULA_AFTER.match(lowered, e, hi) and _worded(lowered[e:hi])):
            continue
        if _NO_SHARE.search(lowered, max(0, s - 120), e + 160) is not None and not counted(text, lowered, s, e):
            yield s, e, _KIND


_DASHED = re.compile(r"(?<![\w.,:/#*+@$€£%-])\d{3}-\d{3}(?![\w@$€£%]|[.,:/-]\d)")


def codes(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """``changed`` and ``one_time`` on the text's 4-8 digit numbers, found once here and handed to both."""
    if len(text) > _MAX_TEXT:
        return
    runs = digit_runs(text)
    numbers = list(_numbers(text)) if b"1111" in runs else []
    if numbers:
        yield from changed(text, lowered, numbers)
    if numbers or b"1112111" in runs:
        yield from one_time(text, lowered, numbers)
