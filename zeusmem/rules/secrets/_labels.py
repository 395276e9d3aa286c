"""Secrets named by what they are for, in the formats their providers document (seventh independent corpus).

Each rule is a label (keyword in context) and a value shape that the provider documents, with a check that the
value is random rather than words:

* recovery, revocation and restore codes: "recovery code: UBTPX-…" (Microsoft: groups of letters and digits),
  a BitLocker key (eight groups of six digits) after its name, even a few sentences later or failing the
  key's multiple-of-11 rule (a mistyped key is still the key), Steam Guard's revocation code ("R12345"),
  Battle.net's restore code (ten capitals);
* app passwords in four groups of four letters ("abcd efgh ijkl mnop", Google and Apple) after "app password";
* a safe's or a padlock's combination in pairs of digits ("the safe in the hall is 12-34-56");
* alarm codes said without a code word ("alarm 3620 (disarm within 30s)"; a time such as "alarm 0630" is
  none) and voice-purchase, parental or screen-time codes ("voice code set to 4135");
* TOTP seeds in spaced groups of base32 ("jbsw y3dp ehpk 3pxp") under a 2FA / seed word, or read by OCR off a
  setup page ("enter this key": O read as 0, I as 1, B as 8, the key broken over two lines);
* smart-home and game credentials: a Tuya device's ``local_key`` (16 characters), a Philips Hue bridge's
  application key / "username" (40 characters), a Roblox ``.ROBLOSECURITY`` cookie (its documented warning
  prefix, then hex).

Cheap gates first: each rule runs only when its label's words are in the lower-cased text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near, _word_starts, finditer_at, longest_run

# --- recovery, revocation, restore codes ------------------------------------------------------------------
_RECOVERY_LABEL = re.compile(
    r"(?<![a-z])(?:recovery|revocation|restore|rescue)[ -](?:code|key|password)s?(?![a-z])"
)
_GROUPED = re.compile(r"(?<![A-Za-z0-9-])[A-Z0-9]{4,6}+(?:-[A-Z0-9]{4,6}+){3,7}+(?![A-Za-z0-9-])")
_BITLOCKER = re.compile(r"(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])")
_SINGLE = re.compile(r"(?<![A-Za-z0-9-])[A-Z0-9]{6,16}+(?![A-Za-z0-9-])")
# (secfix13: or what it is for before the colon: "recovery code for my acc: R67376")
_CONNECT = re.compile(
    r"\s*+(?:\([^()\n]{0,40}+\)\s*+)?(?:(?:for|of|on|to)\s[^:\n]{1,30}?(?=:))?(?:,?\s*+(?:it['’]s|it\s++is|that['’]s)|is|was|:|=|-|–)?\s*+[`'\"“]?"
)
_VOWELS = frozenset("AEIOU")


def _random_caps(v: str) -> bool:
    """A code of capitals and digits, not a word: a digit and a letter, or ten or so letters with few vowels."""
    letters = [c for c in v if c.isalpha()]
    if any(c.isdigit() for c in v):
        return bool(letters) or len(v) >= 8 and len(set(v)) > 3
    return len(v) >= 8 and len(set(v)) >= 6 and sum(c in _VOWELS for c in v) <= len(v) * 0.3


def _recovery_codes(text: str, lowered: str, words: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    for m in finditer_at(_RECOVERY_LABEL, lowered, words):
        line_end = lowered.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        c = _CONNECT.match(text, m.end())
        at = c.end() if c is not None else m.end()
        g = _GROUPED.search(text, m.end(), min(line_end, m.end() + 120))
        if g is not None and any(ch.isdigit() for ch in g.group()) and any(ch.isalpha() for ch in g.group()):
            yield g.span()
            continue
        b = _BITLOCKER.search(text, m.end(), min(len(text), m.end() + 240))
        if b is not None:
            yield b.span()
            continue
        s = _SINGLE.match(text, at)
        if s is not None and _random_caps(s.group()):
            yield s.span()


# secfix18: a recovery key or code named in other languages ("A BitLocker helyreállítási kulcs a laptophoz: 108514-…",
# "cheia de recuperare", "atkūrimo raktas", "palautusavain", "klíč pro obnovení", "herstelsleutel",
# "Wiederherstellungsschlüssel", "clé de récupération", "clave de recuperación", "ключ восстановления"): its groups
# (letters and digits, or BitLocker's eight groups of six digits) within the next 240 characters
_RECOVERY_LABEL_INTL = re.compile(
    r"helyreállítási (?:kulcs|kód)|helyreállító kulcs|cheia de recuperare|cheie de recuperare|codul de recuperare"
    r"|atkūrimo rakt|atkūrimo kod|palautusavain|palautuskoodi|klíč pro obnovení|obnovovací klíč|kľúč na obnovenie"
    r"|obnovovací kľúč|ključ za oporavak|återställningsnyckel|gendannelsesnøgle|gjenopprettingsnøkkel"
    r"|herstelsleutel|wiederherstellungsschlüssel|clé de récupération|clave de recuperación|chave de recuperação"
    r"|chiave di ripristino|chiave di recupero|klucz odzyskiwania|kurtarma anahtar|ключ восстановления"
    r"|ключ відновлення|ключ за възстановяване|מפתח שחזור|מפתח השחזור|کلید بازیابی|مفتاح الاسترداد"
)
_RECOVERY_INTL_ANCHOR = _anchor(
    "helyreállítási|helyreállító|cheia de|cheie de|codul de|atkūrimo|palautusavain|palautuskoodi|klíč pro"
    "|obnovovací|kľúč na|ključ za|återställningsnyckel|gendannelsesnøgle|gjenopprettingsnøkkel|herstelsleutel"
    "|wiederherstellungsschlüssel|clé de|clave de|chave de|chiave di|klucz odzyskiwania|kurtarma|ключ"
    "|מפתח|کلید|مفتاح"
)


def _recovery_codes_intl(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if len(text) > 64_000:  # memory-sized texts only (a megabyte is read by the rules before)
        return
    for m in _near(_RECOVERY_LABEL_INTL, lowered, lowered, _RECOVERY_INTL_ANCHOR, _ALNUM):
        line_end = lowered.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        g = _GROUPED.search(text, m.end(), min(line_end, m.end() + 120))
        if g is not None and any(ch.isdigit() for ch in g.group()) and any(ch.isalpha() for ch in g.group()):
            yield g.span()
            continue
        b = _BITLOCKER.search(text, m.end(), min(len(text), m.end() + 240))
        if b is not None:
            yield b.span()


# --- app passwords --------------------------------------------------------------------------------------
_APP_LABEL = re.compile(r"(?<![a-z])app(?:lication)?[- ](?:specific[- ])?(?:password|passcode)s?(?![a-z])")
_FOUR_BY_FOUR = re.compile(
    r"(?<![A-Za-z0-9])(?:[a-z]{4}(?:[ -][a-z]{4}){3}|[A-Z]{4}(?:[ -][A-Z]{4}){3})(?![A-Za-z0-9])"
)
_COMMON = frozenset(
    """that this with have from will your they been were what when then them into just like make some time than more
    only also back here there over very much want need said each which their would could about know take code work
    sent mail send sync""".split()
)


def _not_words(groups: list[str]) -> bool:
    from zeusmem.rules.secrets._recovery import _word_index

    index = _word_index()
    words = sum(g.lower() in _COMMON or g.lower() in index for g in groups)
    return words <= 1 and len(set("".join(groups).lower())) >= 9


# secfix25: WordPress's application passwords: six groups of four letters and digits of both cases ("rXY1 kqnK 3T48
# F21q fDWR yOFm"), after an application password's name on its line
_SIX_BY_FOUR = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5}(?![A-Za-z0-9])")


def _app_passwords(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    for m in finditer_at(_APP_LABEL, lowered, ("app",)):
        line_end = lowered.find("\n", m.end())
        stop = min(len(text), m.end() + 120) if line_end < 0 else min(line_end, m.end() + 120)
        v = _FOUR_BY_FOUR.search(text, m.end(), stop)
        if v is not None and _not_words(re.split("[ -]", v.group())):
            yield v.span()
            continue
        w = _SIX_BY_FOUR.search(text, m.end(), stop)
        if w is not None:
            g = w.group()
            if any(c.isdigit() for c in g) and any(c.islower() for c in g) and any(c.isupper() for c in g):
                yield w.span()


# --- safe and padlock combinations in pairs of digits -------------------------------------------------------
# "safe" (or a lock's "combination") first, then where it is, then the pairs; what comes before "safe" is looked at
# apart (a noun or a determiner: "the safe", "office safe"; or "safe:" itself)
_COMBINATION = re.compile(
    r"(?:safe|combination|combo)(?![a-z])(?:\s++(?:in|at|on|behind|under|inside)\s++(?:the\s++|my\s++|our\s++)?"
    r"[a-z]++(?:\s++[a-z]++)?)?(?:\s++(?:combination|combo|code))?\s*+(?P<c>is|=|:|-|–)?\s*+"
    r"(?P<v>\d{1,2}(?:[-–/. ]\d{1,2}){2,3})(?![\d-]|\.\d)"
)
_SAFE_BEFORE = re.compile(
    r"(?<![a-z])(?:the|a|my|our|his|her|their|office|wall|floor|gun|hotel|room|home|fire|document|key|small|big"
    r"|closet|bedroom)\s++$"
)
_COMBINATION_BEFORE = re.compile(r"(?<![a-z])(?:padlock|locker|lock|safe)\s++$")
# "keep it safe: 12-04-22", "stay safe - 24.12.25": "safe" the adjective, a date after it
_SAFE_ADJECTIVE = re.compile(r"(?:\bit|\bstay|\bbe|\bis|\bare|\bfeel|\bkeep|\bkept|\bplay)\s++$")
_SAFE_LABEL = re.compile(r"safe\s*+(?:combination|combo|code)?\s*+[:=]")
def _combinations(lowered: str, words: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    for m in finditer_at(_COMBINATION, lowered, words):
        if m.start() and lowered[m.start() - 1].isalpha():
            continue
        lo = max(0, m.start() - 16)
        if lowered.startswith("safe", m.start()):
            if _SAFE_ADJECTIVE.search(lowered, max(0, m.start() - 8), m.start()):
                continue
            if not (_SAFE_BEFORE.search(lowered, lo, m.start()) or _SAFE_LABEL.match(lowered, m.start())):
                continue
        elif not _COMBINATION_BEFORE.search(lowered, lo, m.start()):
            continue
        yield m.span("v")


# secfix17: a dial's combination named by its word in several languages (not "combo": a boxer's "1-2-3") and given
# after a connector, as numbers ("dial combination is 29-9-21", "la combinación es 20-34-23") or as a post-office box
# dial's letters ("kombinimi është J-I-F"), with a box, a lock or a safe named before it on its line (a lottery's
# "winning combination" is none)
_DIAL_COMBINATION = re.compile(
    r"(?<![^\W\d_])(?:combination|combinación|combinacion|combinaison|combinazione|combinação|combinacao"
    r"|kombinimi|kombinimin|kombination|kombinationen|kombinacja|kombinace|combinatie|kombinasjon|kombinasjonen"
    r"|комбинация|комбинацию)(?![^\W\d_])"
    r"\s*+(?::|=|is|es|est|ist|është|eshte|è|é|lautet|jest|je|er|är|—|–)\s*+"
    r"(?P<v>\d{1,2}(?:-\d{1,2}){2,3}+|[A-Z](?:-[A-Z]){2,3}+)(?=[.,;!)]?(?:\s|$))",
    re.IGNORECASE,
)
_DIAL_BOX = re.compile(
    r"(?<![^\W\d_])(?:box|p\.?o\.? box|mailbox|letterbox|postbox|apartado|casilla|buzón|buzon|kutia|kutinë|kuti"
    r"|boîte|boite|postfach|caixa|casella|skrytk\w*|postbus|postboks|lock|padlock|locker|safe|cadenas|candado"
    r"|cadeado|lucchetto|vorhängeschloss|schloss|tresor|coffre|caja fuerte|cofre|cassaforte|sejf|kłódk\w*"
    r"|ящик|замок|сейф)(?![^\W\d_])",
    re.IGNORECASE,
)
# the words' common beginnings: one ``find`` each, where a word of the text starts with their first letters
_DIAL_PREFIXES = ("combina", "kombin", "комбина")


def _dial_combinations(text: str, lowered: str, starts: set[bytes]) -> Iterator[tuple[int, int]]:
    if "-" not in text:
        return
    for prefix in _DIAL_PREFIXES:
        if (prefix[:3].encode() not in starts) if prefix.isascii() else lowered.isascii():
            continue
        i = lowered.find(prefix)
        while i >= 0:
            m = _DIAL_COMBINATION.match(text, i)
            if m is not None:
                line_start = lowered.rfind("\n", 0, m.start()) + 1
                if _DIAL_BOX.search(lowered, max(line_start, m.start() - 120), m.start()) is not None:
                    yield m.span("v")
            i = lowered.find(prefix, i + 1)


# --- alarm codes without a code word, voice-purchase / parental codes --------------------------------------
_ALARM = re.compile(
    # seclex3: and the alarm's noun in other languages ("Alarmanlage: 5829", "alarme 5829", "allarme è 5829", "larmet är
    # 5829", "riasztó 5829"; a time is none, as in English)
    r"(?<![a-z])(?:alarm(?:e|a|en|et|anlage|u|i|ı)?|allarme|larm(?:et|en)?|riasztó|riaszto"
    r"|disarm(?:\s++(?:with|using|code))?)\s*+(?:(?:is|ist|est|es|è|é|er|är|je|to)\s++|:\s*+|=\s*+)?"
    r"(?P<v>\d{4,8})(?![\d:.,/a-z])"
)
_ALARM_WORDS = ("alarm", "disarm", "allarme", "larm", "riaszt")
_ALARM_CONTEXT = re.compile(
    r"disarm|arm it|keypad|panel|alarm system|burglar|house alarm|alarm company"
    r"|désarm|desarm|desactiv|désactiv|unscharf|entschärf|rozbroj|disinser|disattiv|clavier|teclado|tastiera"
    r"|tastatur|klawiatur|zentrale|centrale|avlarm|frakobl"  # seclex3
)
_DEVICE_CODE = re.compile(
    r"(?<![a-z])(?:voice|purchase|purchasing|parental|restrictions?|screen time|kids?)\s++(?:code|pin|passcode)"
    r"(?:\s++for\s++[a-z]++(?:\s++[a-z]++)?)?\s*+(?:is\s++|:\s*+|=\s*+|(?:was\s++)?(?:set|changed|reset)\s++to\s++|now\s++)?(?P<v>\d{4,8})(?![\d:.,/a-z])"
)


# the words before a device's code, by the letters they start a word with (``_engine._word_starts``: "invoice"
# starts none)
_DEVICE_STARTS = {b"voi": "voice", b"pur": "purchas", b"par": "parental", b"res": "restriction", b"scr": "screen time",
                  b"kid": "kid"}


def _time_like(v: str) -> bool:
    return len(v) == 4 and int(v[:2]) < 24 and int(v[2:]) < 60


def _alarm_codes(lowered: str, starts: set[bytes]) -> Iterator[tuple[int, int]]:
    if words := _present(starts, _ALARM_WORDS):
        for m in finditer_at(_ALARM, lowered, words):
            v = m["v"]
            if len(set(v)) < 2:
                continue
            if _time_like(v) and not _ALARM_CONTEXT.search(lowered, max(0, m.start() - 60), m.end() + 60):
                continue
            yield m.span("v")
    if (b"cod" in starts or b"pin" in starts or b"pas" in starts) and (keys := _DEVICE_STARTS.keys() & starts):
        for m in finditer_at(_DEVICE_CODE, lowered, tuple(_DEVICE_STARTS[k] for k in keys)):
            if len(set(m["v"])) > 1:
                yield m.span("v")


# --- TOTP seeds spaced in groups, or read by OCR ------------------------------------------------------------
_TOTP_WORDS = re.compile(
    r"2fa|two[- ]factor|totp|authenticator|\botp\b|\bmfa\b|seeds?\b|secret key|setup key|enter this key"
    r"|can['’]t scan|manual entry|enter (?:the|this) code manually"
)
# where each word of ``_TOTP_WORDS`` starts (``finditer_at``: a literal search, then ``match``)
_TOTP_LITERALS = tuple((w[:3].encode(), w) for w in (
    "2fa", "two-factor", "two factor", "totp", "authenticator", "otp", "mfa", "seed", "secret key", "setup key",
    "enter th", "can't scan", "can’t scan", "manual entry"))
_SPACED_SEED = re.compile(
    r"(?<![A-Za-z0-9])(?:[a-z2-7]{4}(?: [a-z2-7]{4}){3,15}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15})(?![A-Za-z0-9])"
)
_OCR_SEED = re.compile(r"(?<![A-Za-z0-9])[A-Z0-9]{8,32}(?:\s*+\n\s*+[A-Z0-9]{8,32}){0,3}(?![A-Za-z0-9])")
_OCR_KEY = re.compile(r"enter this key|setup key|secret key|can['’]t scan|manual entry|text code")
_OCR_KEY_STARTS = ("enter this key", "setup key", "secret key", "can", "manual entry", "text code")
_OCR_FIX = str.maketrans("018", "OIB")


def _seed_ok(v: str) -> bool:
    """Base32 of 16+ characters, two of them digits, not words."""
    groups = v.split()
    flat = "".join(groups)
    return len(flat) >= 16 and sum(c.isdigit() for c in flat) >= 2 and _not_words(groups)


def _totp_seeds(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    starts = _word_starts(lowered)
    present = tuple(w for k, w in _TOTP_LITERALS if k in starts and w in lowered)
    if not present:
        return
    end = 0
    for w in finditer_at(_TOTP_WORDS, lowered, present):  # a seed within 400 characters after the word
        for m in _SPACED_SEED.finditer(text, max(end, w.end()), min(len(text), w.end() + 400)):
            end = m.end()
            if _seed_ok(m.group()):
                yield m.span()
    for k in finditer_at(_OCR_KEY, lowered, _OCR_KEY_STARTS):
        o = _OCR_SEED.search(text, k.end(), min(len(text), k.end() + 80))
        if o is None:
            continue
        flat = "".join(o.group().split())
        fixed = flat.translate(_OCR_FIX)
        if (
            len(flat) in (16, 26, 32, 52, 64)
            and not (set(fixed) - set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"))
            and sum(c.isdigit() for c in flat) >= 2
            and sum(c.isalpha() for c in flat) >= 8
        ):
            yield o.span()


# --- smart-home and game credentials ------------------------------------------------------------------------
_TUYA = re.compile(
    r"(?<![a-z])local[_ ]?key(?:\s++(?:for|of|on)\s++[^:=\n'\"]{1,40}?)?[\"']?\s*+[:=]?\s*+[\"']?(?P<v>\S{16})"
    r"(?=[\"',}\s]|$)"
)
_HUE_LABEL = re.compile(r"username|application key|app key|hue-application-key|appkey")
_HUE_KEY = re.compile(r"(?<![A-Za-z0-9-])[A-Za-z0-9-]{40}(?![A-Za-z0-9-])")
_ROBLOX = re.compile(
    r"_\|warning:-do-not-share-this\.[^|\n]{0,200}+\|_[0-9a-f]{100,}+|\.roblosecurity\s*+[=:]\s*+(?P<v>[^\s;]{100,}+)"
)


def _mixed(v: str) -> bool:
    return sum((any(c.islower() for c in v), any(c.isupper() for c in v), any(c.isdigit() for c in v))) >= 2 and (
        len(set(v)) >= 10
    )


def _devices(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    starts = _word_starts(lowered)
    if b"loc" in starts and "local" in lowered and "key" in lowered:
        for m in finditer_at(_TUYA, lowered, ("local",)):
            v = text[m.start("v") : m.end("v")]
            if _mixed(v) and not v.isalpha():
                yield m.span("v")
    if b"hue" in starts and _HUE_LABEL.search(lowered) is not None:
        for m in _HUE_KEY.finditer(text):
            if _mixed(m.group()) and any(c.isdigit() for c in m.group()):
                yield m.span()
    if (b"rob" in starts or b"war" in starts) and ("roblosecurity" in lowered or "do-not-share-this" in lowered):
        for m in _ROBLOX.finditer(lowered):
            yield m.span("v") if m["v"] is not None else m.span()


# --- a wallet's private key in hex, named in other languages or farther from its name -----------------------
_PRIVATE_KEY = re.compile(
    r"(?:private[ _-]?key|cheia? privat[ăa]|cheie privat[ăa]|clé privée|clave privada|chave privada|chiave privata"
    r"|privater? schlüssel|klucz prywatny|soukromý klíč|privésleutel|private sleutel|yksityinen avain|privat nøgle"
    r"|privat nøkkel|privat nyckel)(?![a-z])[^\n]{0,60}?(?<![0-9a-fx])(?:0x)?(?P<v>[0-9a-f]{64})(?![0-9a-z])"
)


# what each match of ``_PRIVATE_KEY`` starts with (its names' first words)
_PRIVATE_KEY_STARTS = (
    "privat", "privésleutel", "chei", "clé privée", "clave privada", "chave privada", "chiave privata",
    "klucz prywatny", "soukromý klíč", "yksityinen avain",
)


def _private_keys(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    from zeusmem.rules.secrets._checks import _entropy

    for m in finditer_at(_PRIVATE_KEY, lowered, _PRIVATE_KEY_STARTS):
        if _entropy(m["v"]) >= 3.0:
            yield m.span("v")


def _present(starts: set[bytes], words: tuple[str, ...]) -> tuple[str, ...]:
    """The ``words`` whose first three letters start a word of the text (``_engine._word_starts``): only those are
    searched for (each search is a pass over the text; a set look-up is not)."""
    return tuple(w for w in words if w[:3].encode() in starts)


# secfix25: a live key by the convention of payment providers' secret keys (Stripe's "sk_live_", Paystack's, and
# others' "<prefix>_live_"): a short prefix, "_live_" and a random run of letters of both cases and digits
_LIVE_KEY = re.compile(r"(?<![A-Za-z0-9_])[a-z]{2,8}_live_(?P<r>[A-Za-z0-9]{24,64})(?![A-Za-z0-9_])")


def _live_keys(text: str) -> Iterator[tuple[int, int]]:
    from zeusmem.rules.secrets._checks import _entropy

    for m in _LIVE_KEY.finditer(text):
        r = m["r"]
        if m.group().startswith(("pk_", "pub_", "publishable_")):
            continue  # a publishable key ("pk_live_…"): shipped in the page, public by design
        if any(c.isdigit() for c in r) and any(c.islower() for c in r) and any(c.isupper() for c in r) and (
            _entropy(r) >= 4.0
        ):
            yield m.span()


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    starts = _word_starts(lowered)
    if "_live_" in text:
        for s, e in _live_keys(text):
            yield s, e, "api_key"
    if words := _present(starts, ("recovery", "revocation", "restore", "rescue")):
        for s, e in _recovery_codes(text, lowered, words):
            yield s, e, "recovery_key"
    for s, e in _recovery_codes_intl(text, lowered):
        yield s, e, "recovery_key"
    if b"app" in starts:
        for s, e in _app_passwords(text, lowered):
            yield s, e, "password_in_prose"
    if words := _present(starts, ("safe", "combination", "combo")):
        for s, e in _combinations(lowered, words):
            yield s, e, "password_in_prose"
    yield from ((s, e, "password_in_prose") for s, e in _alarm_codes(lowered, starts))
    for s, e in _dial_combinations(text, lowered, starts):  # secfix17
        yield s, e, "password_in_prose"
    for s, e in _totp_seeds(text, lowered):
        yield s, e, "totp_seed"
    for s, e in _devices(text, lowered):
        yield s, e, "generic_secret"
    if longest_run(text) >= 64 and (b"pri" in starts or b"cle" in starts or b"cla" in starts or b"cha" in starts
                                    or b"chi" in starts or b"klu" in starts or b"sou" in starts or b"yks" in starts):
        for s, e in _private_keys(text, lowered):
            yield s, e, "private_key_hex"
