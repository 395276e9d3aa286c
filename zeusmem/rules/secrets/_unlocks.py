"""A lock named, then the number that opens it, with no code word between them (branch secfix12).

"shed padlock 8468", "the key safe at the car park takes 6706", "Der Schlüsseltresor neben der Tür geht mit
1-1-8-2 auf", "o cofre do quarto tá com 7375", "cadenas du vélo : 4715", "kode gembok koper 056",
"キーボックスの番号は8-0-7-4", "la alarma se desactiva con 3961", "grandma's phone unlocks with 679999": the
other rules want a code word ("code", "PIN", "combination") or a lock noun beside one; here the noun of a
thing that only a code opens is enough, in 20 languages:

* ``combination`` locks (padlocks, key safes / key boxes, luggage and bike locks): the first number of the
  clause after the noun, of 3-8 digits (a luggage lock has three wheels), or its digits one by one with
  dashes or spaces ("1-1-8-2", "86-32-90");
* ``safe`` words (safe, Tresor, coffre, cofre, сейф, 金庫, خزنة...): the same with 4-8 digits;
* ``alarm`` and ``phone`` words: only with a verb that disarms the alarm or unlocks the phone between the noun
  and the number ("se desactiva con 3961", "entsperrst du mit 868125"): an alarm clock "set for 0630" is none.

The number is none when a time or price preposition comes right before it ("bought the safe in 2019", "a
padlock for 1299"), a unit or a currency follows it ("the safe is 1200 mm", "4500 kr"), it repeats one digit,
or it is a place's number ("the safe in room 1214"); between the noun and the number the clause holds no
sentence end, line break, comma or semicolon, and at most 48 characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import _anchor, _anchor_hits, digit_runs

# class: words (lower case). A trailing "*" marks a stem (any letters may follow); other Latin, Cyrillic and
# Greek words end at a non-letter; words in scripts that glue words together are matched anywhere.
_NOUNS: dict[str, str] = {
    "combination": (
        "padlock*|combination lock*|luggage lock*|suitcase lock*|bike lock*|bicycle lock*|cable lock*|lockbox*"
        "|lock box*|key safe*|keysafe*|key box*|keybox*|key lockbox*"
        "|key-box*|key-safe*|lock-box*"  # secfix23: with a hyphen ("the key-safe by the porch opens with 4418")
        "|vorhängeschloss*|vorhangeschloss*|zahlenschloss*|zahlenkombi*|fahrradschloss*|kofferschloss*|schlüsseltresor*"
        "|schlüsselkasten*|schlüsselbox*|schlusseltresor*"
        "|cadenas|boîte à clés|boite à clés|boîte à clefs|coffre à clés"
        "|candado*|caja de llaves|cadeado*|caixa de chaves|lucchetto|lucchetti|cassetta delle chiavi|cassetta chiavi"
        "|kłódk*|klodk*|visací zámek|visacího zámku|kódový zámek|hangslot*|cijferslot*|fietsslot*|sleutelkluis*"
        "|sleutelkastje*|hänglås*|hanglas*|cykellås*|nyckelbox*|nyckelskåp*|hængelås*|nøgleboks*|hengelås*"
        "|nøkkelboks*|gembok|kotak kunci|навесн* замок|навесн* замк*|кодов* замок|кодов* замк*|велозам*"
        "|asma kilit*|şifreli kilit*|λουκέτο*|κλειδαριά ποδηλάτου"
        # secfix25: padlocks and combination locks in Hungarian, Vietnamese, Chinese, Arabic, Romanian
        "|lakat*|számzár*|khóa số|ổ khóa số|khoá số|挂锁|掛鎖|号码锁|號碼鎖|القفل الرقمي|قفل رقمي|lacăt*|lacat*"
        "|キーボックス|南京錠|ダイヤル錠|ダイヤルロック|密码锁|密碼鎖|钥匙盒|鑰匙盒|자물쇠|키박스|열쇠함"
        # secread: padlocks in Swahili, Tagalog, Lithuanian, the South Slavic languages, Bulgarian
        "|kufuli|kandado|spyna|spynos|spyną|spynai|lokot|lokota|lokotu|katanac|katanca|katancu|катанац|катанца"
        "|ključavnic*|kljucavnic*|катинар*"
    ),
    "safe": (
        "safe|tresor*|coffre-fort|coffre fort|coffre|caja fuerte|cofre|cassaforte|sejf*|trezor*|сейф*|kassaskåp*"
        "|pengeskab*|kluis|brankas|χρηματοκιβώτιο*|χρηματοκιβωτ*|seif*|kasa sejfowa"  # secfix25: Romanian, Greek stem
        "|金庫|保险柜|保險櫃|保险箱|保險箱|금고|خزنة|الخزنة"
        "|خزانة|گاوصندوق|כספת"
    ),
    "alarm": (
        "alarm|alarms|alarme|alarma|allarme|alarmanlage|larm|larmet|сигнализац*|signalizac*|συναγερμ*"
    ),
    # secfix13: a door or gate opened at a keypad: only with the keypad's key said after the number ("garage thing
    # is 6133 then hash key", "el portón 4471 y luego almohadilla")
    "entry": (
        "garage|garage door|gate|front door|door|entrance|lobby|building|portal|portail|portón|porton|portão|portao"
        "|puerta|porta|cancello|garagentor|haustür|tor|poort|brama|furtka|geti|lango|mlango"
    ),
    "phone": (
        "phone|iphone|handy|telefon|téléphone|telephone|teléfono|telefono|telefone|celular|cellulare|телефон*"
        "|smartphone"
    ),
    # secfix25: a dial's combination named by its own word (a safe's or a strongroom's: "Combination R40 L97 R99",
    # "шифр 88-84-06", "cifrul seifului e 706564", "o segredo do cofre é …"): a dial's numbers only (dashed pairs, turns
    # "R40 L97 R99"), or 4-8 digits with a safe named in the clause
    "dial": (
        "combination|combinations|combinación|combinacion|combinaison|combinazione|combinação|combinacao"
        "|kombination|kombinationen|combinatie|kombinacja|kombinace|kombinasjon|kombinasyon|kombinasi|комбинаци*"
        "|шифр|шифра|шифру|cifru|cifrul|cifrului|segredo|συνδυασμ*|kombinaatio*|számkombináció*"
    ),
    # a word that names a safe among other things (Turkish "kasa": a safe, a till, a case): a dial's numbers only
    "dial safe": "kasa*",
    # secfix17: key boxes in more languages ("lyklaboxið er 5958": the key box is 5958)
    "key box": (
        "lyklabox*|lyklaskáp*|avainboksi*|avainlaatik*|võtmekarp*|võtmekarbi*|nyckelskåp*|atslēgu kastīt*"
        "|raktų dėžut*|kutia e çelësave|kutinë e çelësave"
    ),
}
# English "safe" is an adjective too ("keep it safe 2024"): a noun after one of these only
_SAFE_EN = re.compile(
    r"(?<![^\W\d_])(?:the|a|my|our|your|his|her|their|hotel|room|wall|gun|home|office|floor|in-room|der|den|dem|im"
    r"|ein|einen|unser|unseren|mein|meinen)\s++$"
)
# the verbs that disarm an alarm or unlock a phone (lower case, matched anywhere between the noun and the number)
_VERBS = {
    "alarm": (
        "disarm", "turn off", "turn it off", "switch off", "switch it off", "deactivat", "desactiv", "désactiv",
        "disattiv", "disinser", "deaktivier", "ausschalt", "schaltest", "unscharf", "vypn", "vypín", "wyłącz",
        "rozbroj", "снима", "сним", "отключ", "выключ", "stäng", "slå av", "slår av", "desarm", "deslig",
        "uitschakel", "schakel", "kapat", "matikan", "απενεργοπ",
    ),
    "phone": (
        "unlock", "entsperr", "déverrouill", "deverrouill", "desbloque", "sblocc", "разблокир", "odblok",
        "ontgrendel", "lås upp", "låser upp", "låse op", "mở khóa", "kilidini", "ξεκλειδ",
    ),
}
# the key pressed after an entry code (English, Spanish, French, German, Portuguese, Swahili)
_ENTRY_AFTER = re.compile(
    # secread: the keypad's key said right after the number ("front gate is 7710 hash, over")
    r"[ \t]++(?:hash|pound|star|almohadilla|dièse|diese|raute)(?![^\W\d_])|"
    r"[ \t]*+,?[ \t]*+(?:then|and then|followed by|and|luego|y luego|y|puis|et|dann|und|depois|e|kisha|\+)[ \t]++"
    r"(?:press[ \t]++|hit[ \t]++|push[ \t]++|pulsa[ \t]++|appuie sur[ \t]++|drück[ \t]++|aperta[ \t]++|bonyeza[ \t]++)?"
    r"(?:the[ \t]++|la[ \t]++|el[ \t]++|die[ \t]++)?(?:hash|pound|#|enter|ok\b|star|\*|green|almohadilla|dièse|diese"
    r"|raute|jogo da velha|kijani|verde|vert|grün|gruen)"
)
_CLASS: dict[str, str] = {}
_STEMS: set[str] = set()
for _cls, _words in _NOUNS.items():
    for _w in _words.split("|"):
        _CLASS[_w.rstrip("*")] = _cls
        if _w.endswith("*"):
            _STEMS.add(_w.rstrip("*"))
# a stem written with an inner "*" ("навесн* замок"): its first part is the literal looked for
_INNER = {w: re.compile(re.escape(w).replace(r"\*", r"[^\W\d_]*+")) for w in _CLASS if "*" in w}
_LITERALS = sorted({w.split("*")[0] for w in _CLASS}, key=len, reverse=True)
# each literal's words, the longest first: (word, class, the pattern of a word with an inner "*")
_BY_LITERAL: dict[str, list[tuple[str, str, re.Pattern[str] | None]]] = {}
for _w in sorted(_CLASS, key=len, reverse=True):
    _BY_LITERAL.setdefault(_w.split("*")[0], []).append((_w, _CLASS[_w], _INNER.get(_w)))
_ANCHOR = _anchor("|".join(_LITERALS))
#: texts longer than this are not read here (the gate's texts are far shorter; the rules read the rest)
MAX_TEXT = 64 * 1024
_GLUED = re.compile("[\u0590-\u06ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_LETTERS = re.compile(r"[^\W\d_]*+")
_BREAK = re.compile(r"[.!?。！？](?:\s|$)|[\n,;]")
_MAX_GAP = 48
# the number: 4-8 digits, 3 (a luggage lock's wheels), or digits one by one ("1-1-8-2", "8 0 7 4") or a dial's
# pairs ("86-32-90")
_VALUE = re.compile(
    r"(?P<s>\d(?:[- ]\d){3,7}+|\d{1,2}(?:-\d{1,2}){2,3}+|\d{3,8}+)[#*]?(?![0-9A-Za-zÀ-ɏ_'’]|[.,:/-]\d| \d)"
)
# secfix25: a dial's numbers: pairs with spaced dashes ("93 - 79 - 84", "36 - 5 - 32") or turns right and left
# ("R40 L97 R99", "r8 l78 r68"; lower case: read on the lowered text)
_DIAL = re.compile(
    r"(?P<s>\d{1,2}(?:[ \t]*+[-–][ \t]*+\d{1,2}){2,3}+(?![0-9a-zà-ɏ_'’]|[.,:/-]\d| ?[-–] ?\d)"
    r"|[rl]\d{1,2}(?:[ \t,]++[rl]\d{1,2}){2,3}+(?![0-9a-zà-ɏ_'’]|[.,:/]\d))"
)
_SOFT_BREAK = re.compile(r"[.!?。！？](?:\s|$)|[\n;]")
_DIGIT = re.compile(r"\d")
_BEFORE_WORD = re.compile(r"(\S+)\s*+$")
_NOT_BEFORE = frozenset(
    """in since until till from by at on about around approx ca. circa for under over than of per to-do no. nr.
    # model size weighs seit im ab bis um für für pour depuis vers desde hasta por para a las los dal dallo fino
    alle per da dès em com? за с до в от к на во около voor sinds om för sedan från klockan kl. kl w od za do
    o godz. sejak pada tahun jam costs cost costed price priced kostet kosten coûte coute cuesta custa costa
    стоит kosztuje kost kostar koster model size weighs""".split()
) - {"com?"}
_PLACE = frozenset(
    """room floor level unit flat apt apartment block building locker no. nr. number # bay platform storey spot
    zimmer raum chambre pièce habitación habitacion cuarto quarto sala camera stanza pokój pokoj pokoju номер
    комната kamer kamar rum værelse""".split()
)
# a capitalised word right before the number is a product's name ("the Kryptonite 1520"), unless it names the code
# (German nouns are capitalised: "hat die Kombination 9688", "hat die Zahlen 6764")
_CODE_NOUNS = frozenset(
    "kombination zahlen zahl code nummer pin combinación combinacion combinaison combinazione combinação kombinace"
    " kombinacja kod код código codigo codice".split()
)
_UNITS = re.compile(
    r"\s*+(?:mm|cm|m|kg|g|lbs?|pounds?|kilos?|liters?|litres?|l|ml|€|\$|£|eur|euros?|usd|kr|sek|nok|dkk|zł|zl"
    r"|pln|kč|czk|руб|₽|rs|rp|¥|円|元|원|tl|lei|ft|shilingi|shillings?|ksh|tsh|ugx|piso|pesos?|php|digits?|chiffres?|ziffern?|stellig|dígitos?|cifre|цифр"
    r"|characters?|zeichen|times|mal|fois|veces|days?|jours?|tage|years?|ans|jahre|años|anni|лет|год|%|x\b"
    r"|h\b|hours?|min\b|minutes?|uhr|am\b|pm\b|o['’]clock|w\b|v\b|watts?|volts?|mah)(?![^\W\d_])",
    re.IGNORECASE,
)
_CURRENCY_BEFORE = re.compile(r"[$€£¥₹₽]\s*+$|(?:rs\.?|rp\.?|r\$|us\$|eur|usd)\s*+$")


def _noun_at(lowered: str, i: int) -> tuple[int, str] | None:
    """The end of the lock noun starting at ``i`` and its class, or ``None`` (inside a word, or no noun)."""
    m = _ANCHOR.literals.match(lowered, i)
    if m is None:
        return None
    lit = m.group()
    glued = _GLUED.match(lit) is not None
    if not glued and i > 0 and lowered[i - 1].isalpha():
        return None
    for w, cls, inner in _BY_LITERAL[lit]:
        if inner is not None:
            n = inner.match(lowered, i)
            if n is None:
                continue
            e = n.end()
        elif lowered.startswith(w, i):
            e = i + len(w)
        else:
            continue
        if w in _STEMS:
            e = _LETTERS.match(lowered, e).end()  # type: ignore[union-attr]
        elif not glued and e < len(lowered) and lowered[e].isalpha():
            continue
        return e, cls
    return None


def _code(text: str, lowered: str, s: int, e: int, cls: str) -> tuple[int, int] | None:
    stop = min(len(lowered), e + _MAX_GAP + 1)
    b = _BREAK.search(lowered, e, stop)
    stop = b.start() if b is not None else stop
    pos = e
    for _ in range(2):  # the place's number first ("the safe in room 1214 opens with 4471"), then the code
        d = _DIGIT.search(lowered, pos, stop)
        if d is None:
            return None
        i = d.start()
        if i > 0 and (lowered[i - 1].isascii() and lowered[i - 1].isalnum() or lowered[i - 1] in "-+/.,:#№"):
            return None
        v = _VALUE.match(lowered, i)
        if v is None:
            return None
        word = _BEFORE_WORD.search(lowered, max(e, i - 16), i)
        prev = word.group(1) if word is not None else ""
        if prev in _PLACE and v.end("s") - i <= 4:
            pos = v.end()
            continue
        digits = v["s"].replace("-", "").replace(" ", "")
        if (
            prev in _NOT_BEFORE
            or len(set(digits)) < 2
            or (len(digits) == 3 and (cls != "combination" or v["s"] != digits))
            or _UNITS.match(lowered, v.end())
            or _CURRENCY_BEFORE.search(lowered, max(e, i - 5), i)
        ):
            return None
        model = word is not None and word.start(1) > e and text[word.start(1)].isupper() and prev not in _CODE_NOUNS
        if model and text[word.end(1) - 1].isalpha():  # type: ignore[union-attr]
            return None  # a product's name and model ("the Kryptonite 1520"), not what opens the lock
        if cls in _VERBS and not any(map(lowered[e:i].__contains__, _VERBS[cls])):
            return None
        if cls == "entry" and _ENTRY_AFTER.match(lowered, v.end()) is None:
            return None
        return i, v.end("s")
    return None


def _dial(lowered: str, e: int) -> tuple[int, int] | None:
    """secfix25: the first number of the sentence after a lock's or a dial's noun at ``e``, when it is a dial's numbers
    (:data:`_DIAL`: spaced dashes, turns "R40 L97 R99"); a comma does not end the sentence here ("combination ng safe
    sa opisina, 42-25-41")."""
    stop = min(len(lowered), e + _MAX_GAP + 24)
    b = _SOFT_BREAK.search(lowered, e, stop)
    stop = b.start() if b is not None else stop
    d = _DIGIT.search(lowered, e, stop)
    if d is None:
        return None
    i = d.start()
    if i > 0 and lowered[i - 1] in "rl" and (i == 1 or not lowered[i - 2].isalnum()):
        i -= 1
    elif i > 0 and (lowered[i - 1].isascii() and lowered[i - 1].isalnum() or lowered[i - 1] in "-+/.,:#№"):
        return None
    v = _DIAL.match(lowered, i, stop)
    if v is None:
        return None
    word = _BEFORE_WORD.search(lowered, max(e, i - 16), i)
    if word is not None and word.group(1) in _NOT_BEFORE:
        return None
    if len(set(c for c in v["s"] if c.isdigit())) < 2:
        return None
    return v.span("s")


_DIAL_CLASSES = frozenset(("dial", "dial safe", "safe", "combination", "key box"))
# a dial's noun ("combination") reads dashed numbers only with a lock, a safe or a box named in its sentence (a
# colour's or a lottery's combination is none); turns ("R40 L97 R99") are a dial's by themselves
_DIAL_LOCK = re.compile(
    r"safe|lock|locker|padlock|strongroom|vault|box|store|cabinet|tresor|schrank|schloss|coffre|cadenas|caja|cofre"
    r"|candado|cadeado|cassaforte|lucchetto|kluis|slot|sejf|kłódk|seif|lacăt|kasa|kilit|сейф|замок|ящик|χρηματοκιβ"
    r"|λουκέτο|כספת|מנעול|خزنة|قفل|金庫|保险|保險|锁|鎖|금고|자물쇠|két|khóa|brankas|gembok"
)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """The codes of ``text``: each lock noun (found with ``str.find``, only the nouns whose first letters start
    a word of the text) and the first number of its clause. A text over ``MAX_TEXT`` is not read here (the
    gate's texts are far shorter)."""
    if len(text) > MAX_TEXT:
        return
    runs = digit_runs(text)
    if b"111" not in runs and b"12121" not in runs and b"11211" not in runs and b"12221" not in runs:
        if b"0112011" not in runs:  # secfix25: a dial's pairs, spaced or turned ("R40 L97 R99")
            return
    end = -1
    for i in _anchor_hits(_ANCHOR, lowered, True):
        if i < end:
            continue
        got = _noun_at(lowered, i)
        if got is None:
            continue
        e, cls = got
        if cls == "safe" and lowered.startswith("safe", i) and not _SAFE_EN.search(lowered, max(0, i - 12), i):
            continue
        code = _dial(lowered, e) if cls in _DIAL_CLASSES else None
        if code is not None and cls == "dial" and lowered[code[0]] not in "rl":
            start = max(0, i - 80)
            sentence = max(lowered.rfind(c, start, i) for c in ".!?\n")
            if _DIAL_LOCK.search(lowered, max(start, sentence + 1), code[0]) is None:
                code = None
        if code is None and cls not in ("dial", "dial safe"):
            code = _code(text, lowered, i, e, cls)
        if code is not None:
            end = code[1]
            yield code[0], code[1], "password_in_prose"
