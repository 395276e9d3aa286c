"""secgen: general reasons why what a keyword's window read is not the value (any language, any corpus).

Every earlier fix read one corpus's false positives and listed its words; at first contact with the next corpus the
same *causes* came back in other words. These checks name the causes, not the words:

* a phrase of the sentence (:func:`sentence_phrase`): the value holds a function word of the sentence's language
  ("het antwoord staat in mijn kluis", "la respuesta está en el gestor", "Heslo | v trezoru", "sshpass -p with the
  password"): a password of several words does not start with or hold "in", "en el", "v";
* another label's value (:func:`labelled_later`): the value stands after a clause boundary (";", "(", ",", a
  sentence's end) and right after a word of its own that is no connector and no credential word ("…; ticket
  INC23595", "(serial 15712)", ", limit 64845", ", starý účet wvdmerwe16"): that word names what the value is;
* an amount or a counted thing (:func:`counted`): digits followed by a currency or a counter ("64845 Kč", "1062室")
  or a year after "since" / "od" / "seit" ("od 2019 roku").

``find_secrets`` drops a read value (``password_in_prose``, ``scored_secret``, ``password_shaped``) any of them
holds for. Pure functions of the text and the value's span; each looks at most ~160 characters around the value.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator

from zeusmem.rules.secrets._score import (
    _CONNECTORS,
    _KEYWORD,
    _NOT_SECRET_BEFORE,
    _NOT_SECRET_WORD_AFTER,
    _SHARED_CODE,
    keyword_starts,
)
from zeusmem.rules.secrets._trades import _MAX
from zeusmem.rules.secrets._unlocks import _noun_at

# function words (articles, prepositions, pronouns, copulas, locative verbs) of the languages the corpora use most;
# a password of words holds none of them as a word of its own ("correct horse battery staple", "lipa violin veena")
FUNCTION_WORDS = frozenset(
    """a an the in on at to of for from with by into onto under behind inside is are was in it its my your our
    der die das den dem des ein eine einem einer im am auf aus bei mit von vom zum zur ist sind steht liegt
    de het een in op bij met van voor mijn onze zijn staat ligt zit
    le la les un une des du au aux dans sur sous chez avec est sont se trouve mon ma mes notre
    el la los las un una del al en con por para está están es mi mis nuestro
    o a os as um uma do da dos das no na nos nas em com está fica meu minha
    il lo gli le un una del della nel nella sul sulla con per è sta si trova mio mia
    w we z ze na do od u pod przy jest mój moja
    v ve na do od u pod pri je můj moje
    i på av till från med hos är ligger min mitt
    på af til fra med hos er ligger
    di ke dari pada dengan ada dalam
    sa ng ang nasa
    в во на у у в до от за под при с со есть лежит мой моя
    """.split()
)
# prepositions of place ("in the drawer", "en el gestor", "v trezoru", "im Tresor", "på kylskåpet", "di laci")
PLACE_PREPOSITIONS = frozenset(
    """in on at under behind inside im auf unter hinter bei op onder achter bij dans sur sous derrière chez en sobre
    bajo debajo detrás dentro em no na nos nas sob atrás dentro nel nella sul sulla sotto dietro dentro w we na pod
    za przy v ve na pod za pri u på i under bakom hos bag di dalam atas bawah sa nasa в во на под за у""".split()
)
_LETTERS = re.compile(r"[^\W\d_]++")
_EDGE = "\"'`“”‘’«»()[]{}<>.,;:!?*|"


def sentence_phrase(value: str) -> bool:
    """The value is words of the sentence: a single lower-case function word ("with"), or two to five words, letters
    only, the first or the second a preposition of place ("staat in mijn kluis", "está en el gestor", "v trezoru":
    where it is kept, not what it is), with at most one word of one letter (not a value spelled out)."""
    words = [w.strip(_EDGE) for w in value.split()]
    words = [w for w in words if w]
    if not words or len(words) > 5 or any(not _LETTERS.fullmatch(w) for w in words):
        return False
    if len(words) == 1:
        return words[0] in FUNCTION_WORDS
    if sum(len(w) == 1 for w in words) > 1:
        return False
    return any(w.lower() in PLACE_PREPOSITIONS for w in words[:2])


# what may stand between a label and its value ("ticket INC1", "room no. 12", "serial #4471")
_LABEL_TAIL = re.compile(r"[ \t]++(?:(?:#|n[º°o]\.?|no\.|nr\.?)[ \t]*+)?$", re.IGNORECASE)
_LABEL_WORD = re.compile(r"([^\W\d_][\w'’-]*+)$")
# words that hand the value on rather than label it: copulas and "new" / "old" ("…; the new one is X", "…, new: X")
_HANDERS = frozenset(
    """is are was were be est ist es é è sind son são sono era war lautet wynosi olarak adalah ialah ni ay er är on je
    jest to e new old neu neue neues alt nuevo nueva nouveau nouvelle novo nova nuovo nuova nieuw nieuwe nowy nowe
    nový nové ny nya yeni baru current aktuell actual actuelle attuale huidige here hier aquí ici qui aqui below
    unten abajo sotto one uses use with mit con avec com met med z ze c'est c'était it's its that's hai ce yw ydy
    είναι это then sen dann puis luego depois poi dan potem pak så digits numbers number cijfers ziffern chiffres
    dígitos números cifre cyfry 숫자 数字 half part halves parts yarısı hälfte moitié mitad metade metà helft połowa
    część teil parte deel""".split()
)
# secfix20: adverbs that hand the value over ("no hint really, it's just sunflower48"): no label of it
_HANDERS = _HANDERS | frozenset("just simply literally only also einfach nur juste simplement solo só apenas".split())
# secfix22: a PIN or lock code word of one word (a compound ``_keywords`` does not take as a keyword's inflection) is
# the value's own label, no other field's ("nieuwe pinpas geactiveerd, pincode 5760")
_HANDERS = _HANDERS | frozenset(
    "pincode pinkode pinkod pinkoodi pin-code pin-kód pin-kod pinkód deurcode alarmcode kluiscode toegangscode"
    " hekcode poortcode dørkode portkode dörrkode larmkod alarmkode türcode torcode"
    # and "now", which hands a changed code over ("Код домофона поменяли, теперь 321058")
    " now теперь тепер сега sada jetzt maintenant ahora agora adesso teraz nyní şimdi acum nu nyt".split()
)  # secfix22
# secfix25: the copulas of Serbian, Macedonian and Ukrainian ("… (Горан, на њу стиже плата) је 3420"), and the verbs
# that give a value ("she gave 1767", "dia beri 1767", "me dio 4471"): they hand the value over, no label
_HANDERS = _HANDERS | frozenset(
    "је е є gave gives given beri memberi diberi dio dieron deu deram diede gab gaf дал дала дав".split()
)
_BOUNDARY = re.compile(r"[;(]|[.!?](?=\s)|,(?=\s*+[^\W\d_])")
# the value a label names: a number, or an id of capitals and digits ("INC23595", "JIRA-76315", "OPS-22119")
_LABELLED_VALUE = re.compile(r"\d{2,12}|[A-Z]{2,10}-?\d{2,10}|[a-z]{2,12}[._-]?\d{1,6}")
# a host's or a job's name, after a command's option ("--target pg-replica-1")
_OPTION_VALUE = re.compile(r"[a-z]{2,12}(?:-[a-z0-9]{1,12}){0,3}-\d{1,4}")
_WINDOW = 160
_REST = re.compile(r"[^\W_]*+")
_WORD_START = re.compile(r"(?<![^\W_])[^\W\d_]")


def _keywords(lowered: str, start: int, end: int) -> list[tuple[int, int]]:
    """The credential and code words (``_score``'s) that start a word in ``lowered[start:end]``, each with its
    inflection or compound ("kode", "koden", "passwords"; a word of four letters or less takes at most three more)."""
    found: list[tuple[int, int]] = []
    starts = keyword_starts(lowered)  # the positions a match can start at, once per text
    last = start
    for i in starts[bisect_left(starts, start) : bisect_left(starts, end)]:
        if i < last or (k := _KEYWORD.match(lowered, i, end)) is None:
            continue  # inside the last match (``finditer`` goes on after it), or no keyword here
        a, b = k.span()
        last = b
        if a > 0 and lowered[a - 1].isalnum():
            continue
        c = _REST.match(lowered, b).end()  # type: ignore[union-attr]
        if b - a < 5 and c - b > 3:
            continue
        found.append((a, c))
    return found


def labelled_later(text: str, lowered: str, s: int, e: int) -> bool:
    """The value at ``s:e`` (a number or an id) comes after a clause boundary that follows the nearest credential
    word before it, right after a word of its own (a label) that is no connector, no credential or code word, no
    lock noun and no speaker's name at a line's start: that label names the value ("…password inline; ticket
    INC23595", "(serial 15712)", ", starý účet wvdmerwe16")."""
    value = text[s:e].rstrip(".,;:)")
    id_like = _LABELLED_VALUE.fullmatch(value) is not None
    if not id_like and _OPTION_VALUE.fullmatch(value) is None:
        return False
    left = max(0, s - _WINDOW)
    tail = _LABEL_TAIL.search(lowered, left, s)
    if tail is None:
        return False  # glued to the word before it ("Tulip#1992")
    end = tail.start()
    m = _LABEL_WORD.search(lowered, max(left, end - 40), end)
    if m is None or m.end() != end:
        return False
    label = m.group(1)
    if (
        len(label) < 2 or label in _HANDERS or label in FUNCTION_WORDS or label in _CONNECTORS
        or _noun_at(lowered, m.start()) is not None
    ):
        return False
    line = lowered.rfind("\n", left, m.start())
    if not lowered[line + 1 if line >= 0 else left : m.start()].strip():
        return False  # a speaker's or a field's name at the line's start
    keys = _keywords(lowered, left, end)
    if keys and keys[-1][1] > m.start():
        return False  # the label holds a credential word ("wifi-password X")
    if lowered.startswith("-", m.start() - 1):
        return True  # a command's option: "--password **** --target pg-replica-1"
    if not id_like:
        return False
    if not keys:  # another rule's keyword (a seed, a lock): a label opening a parenthesis or a clause
        return lowered[max(left, m.start() - 2) : m.start()].rstrip()[-1:] in ("(", ";")
    boundary = _BOUNDARY.search(lowered, keys[-1][1], m.start() + 1)
    if boundary is None or boundary.start() >= m.start():
        return False
    # a lock named in the label's clause ("сейф в шкафу 4562": the safe in the cupboard) opens with the value
    return not any(_noun_at(lowered, w.start()) for w in _WORD_START.finditer(lowered, boundary.end(), m.start()))


_CURRENCY_AFTER = re.compile(
    r"[ \t\u00a0]?(?:kč|zł|ft|kr|lei|лв|руб|грн|eur|usd|gbp|pln|czk|huf|sek|nok|dkk|chf|ron|bgn|rub|uah|inr|idr|myr"
    r"|ngn|kes|ksh|zar|brl|mxn|baht|dollars?|euros?|pounds?|yuan|yen|złotych|korun|forint|rupiah|ringgit|rupees?"
    r"|naira|shillings?|lira)(?![^\W\d_])|[ \t\u00a0]?[€$£¥₹₽₴₺₩₦₱฿円元원%]|[室楼樓层層階층]"
)
_CURRENCY_BEFORE = re.compile(
    r"(?:(?<![^\s(])[€$£¥₹₽₴₺₩₦₱฿]|\b(?:eur|usd|gbp|rs\.?|rp\.?|inr|kes|ksh|zar|r\$))[ \t\u00a0]?$"
)
_SINCE = re.compile(
    r"(?:^|[\s(])(?:since|seit|depuis|desde|dal|sinds|sedan|siden|sejak|od|din|от|с|з|від|óta|alates|nuo|kopš)\s++$"
)


def counted(text: str, lowered: str, s: int, e: int) -> bool:
    """The value is a number of something: digits with a currency or a counter right after or a currency right
    before ("64845 Kč", "1062室", "₹ 4500"), or a year after a word of time ("od 2019 roku", "since 2019")."""
    value = text[s:e].rstrip(".,;:)")
    if not value.isdigit() or not value.isascii():
        return False
    stop = s + len(value)
    if _CURRENCY_AFTER.match(lowered, stop) is not None or _CURRENCY_BEFORE.search(lowered, max(0, s - 6), s):
        return True
    return (
        len(value) == 4 and value[:2] in ("19", "20")
        and _SINCE.search(lowered, max(0, s - 14), s) is not None
    )


# a postal code named in its language: a code word beside a word of the post ("postal code", "kode pos", "kodi postar",
# "código postal", "почтовый индекс", "รหัสไปรษณีย์", "पिन कोड" is India's postal one): the number after it is an address's
_POSTAL = re.compile(
    r"(?:(?<![^\W\d_])(?:zip|postal|postale|postali|postais|postaux|postar|posta|postais|pos|poşta|posta kodu|pošt\w*"
    r"|poczt\w*|почт\w*|пошт\w*|ταχυδρ\w*|post(?:nummer|nr|code|leitzahl|inumero|kood|cím|irányítószám)?)"
    r"[ \t-]*+(?:code|kode|kodu|kodi|kod|kód|koda|kods|kood|koodi|código|codigo|codice|cod|индекс|код|κώδικας)?"
    r"(?![^\W\d_])|(?:code|kode|kodu|kodi|kod|kód|koda|código|codigo|codice|cod|индекс|код|κώδικας)[ \t-]++"
    r"(?:postal|postale|postar|pos|posta|pošt\w*|poczt\w*|почт\w*|пошт\w*|ταχυδρ\w*)(?![^\W\d_])"
    r"|ไปรษณีย์|邮编|邮政编码|郵便番号|郵遞區號|우편번호|डाक|அஞ்சல்|ডাক|کد پستی"
    r"|الرمز البريدي|بريدي|מיקוד"
    # an area's dialling code: a telephone number's prefix
    r"|area code|dialling code|dialing code|alan kodu|vorwahl|indicatif|prefijo|prefisso|netnummer|riktnummer"
    r"|retningsnummer|suuntanumero|numer kierunkowy|kierunkowy|předvolba|kód oblasti|kode area|телефонный код|区号"
    r"|市外局番|지역번호)[ \t:#]*+$"
)


def postal(lowered: str, s: int, e: int) -> bool:
    """Digits right after a postal code's name, in any language."""
    return lowered[s:e].strip(".,;:)").isdigit() and _POSTAL.search(lowered, max(0, s - 32), s) is not None


# a number in groups ("0722 531 274", "0784 817 440"): the value read is the first group of a phone or an account
_MORE_GROUPS = re.compile(r"(?:[ \t\u00a0]\d{2,4}){2,}+(?![\d])")
# a date, with a particle glued before it ("ב-2027-12-15", "ngo-23.02.2025")
_DATE = re.compile(r"(?:[^\W\d_]{1,4}-)?(?:(?:19|20)\d\d-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d)")


def grouped_or_dated(text: str, s: int, e: int) -> bool:
    value = text[s:e].rstrip(".,;:)")
    if value.isdigit() and 2 <= len(value) <= 5 and _MORE_GROUPS.match(text, s + len(value)) is not None:
        return True
    return _DATE.fullmatch(value) is not None


def not_the_value(text: str, lowered: str, s: int, e: int) -> bool:
    """Any general reason why ``text[s:e]``, read after a credential word, is not the credential."""
    return (
        sentence_phrase(text[s:e])
        or counted(text, lowered, s, e)
        or labelled_later(text, lowered, s, e)
        or postal(lowered, s, e)
        or grouped_or_dated(text, s, e)
    )


# --- recall: a code word opening a label, a colon, the number ------------------------------------------------------
# "Code du badge pour le parking : 846495", "Radiokoden till Volvon: 4926", "Kód k autorádiu ve Škodě: 4300",
# "codice della cassetta di sicurezza in banca: 671911": the other rules weigh a code word by its distance to the
# number (a promo code, an error code...); a label that starts its clause with a code word (alone, or a compound's
# last part: "Radiocode", "Tresorcode") and ends with a colon right before 4-8 digits names the code the number is.
# Not: a label with a public code's word (postal, error, promo, booking, order... as ``_score`` lists them), an
# acronym (a registry: "код ЄДРПОУ:"), a bare "code:" key (an error object's), digits in groups, an amount.
# a colon, then 4-8 digits
_COLON_VALUE = re.compile(r"[:：][ \t]*+(\d{4,8})(?=$|[\s,;!)\]–—-]|[.,;!](?:\s|$))")


def _colon_values(text: str) -> Iterator[re.Match[str]]:
    """Each colon's match of :data:`_COLON_VALUE`, the colons found with ``str.find`` (a search of the pattern
    itself reads every character: ~10 us per 2 KB memory)."""
    for colon in (":", "：") if "：" in text else (":",):
        i = text.find(colon)
        while i >= 0:
            if (m := _COLON_VALUE.match(text, i)) is not None:
                yield m
            i = text.find(colon, i + 1)


_CLAUSE_START = re.compile(
    r"(?:^|[\n.;!?•]|\s[-–—]\s)[ \t*#>•-]*+(?:(?:the|my|our|your|der|die|das|den|le|la|les|el|il|lo|o|a|mi|mein|meine"
    r"|ma|mon|het|de)[ \t]++)?"
)
_CODE_HEAD = re.compile(
    r"(?P<compound>[^\W\d_]{3,}?)?(?:code|codes|coden|koden|kode|kod|kodu|kodi|kód|kódu|kodas|kods|kood|koodi|codice"
    r"|código|codigo|cod|codul|pin|pincode|pinkode|pinkod|nip|passcode|код|коды|кода|κωδικός|κωδικό|קוד|كود|कोड)"
)
# compounds that name a public code or none ("barcode", "postcode", "opcode", "unicode", "encode")
_PUBLIC_COMPOUND = re.compile(
    r"bar|qr|zip|post|geo|uni|op|de|en|source|short|promo|area|country|dial|error|status|exit|trans|re|in|dis|ex|pre"
    r"|sub|bi|tri|pro|auto|sms|mms|gift|rabatt|gutschein|discount|coupon|voucher|pseudo|byte|hex|iso|morse|cheat"
)
_YEAR = re.compile(r"(?:19|20)\d\d")
_POST_WORD = re.compile(r"zip|post\w*|pos|pošt\w*|poczt\w*|почт\w*|пошт\w*|ταχυδρ\w*|area|alan")
_LABEL_WORDS = 9


def code_labels(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """4-8 digits after a colon that closes a label starting its clause with a code word (see above)."""
    if len(text) > _MAX or (":" not in text and "：" not in text):
        return
    for v in _colon_values(text):
        colon = v.start()
        while colon > 0 and text[colon - 1] in " \t":
            colon -= 1
        if colon == 0:
            continue
        s, e = v.span(1)
        if counted(text, lowered, s, e) or grouped_or_dated(text, s, e) or _YEAR.fullmatch(text, s, e):
            continue  # an amount, a phone's groups, a date, a year ("Code Lyoko, season one: 2003")
        left = max(0, colon - 90)
        start = None
        for m in _CLAUSE_START.finditer(lowered, left, colon):
            start = m  # the last clause start before the colon
        if start is None:
            continue
        label = lowered[start.end() : colon]
        words = [w.strip("()[],") for w in label.split()]
        if not words or len(words) > _LABEL_WORDS or not words[0]:
            continue
        head = _CODE_HEAD.fullmatch(words[0])
        if head is None:
            continue
        compound = head.group("compound")
        if compound is not None and (
            _PUBLIC_COMPOUND.fullmatch(compound) is not None or _NOT_SECRET_BEFORE.search(compound) is not None
        ):
            continue
        if len(words) == 1 and compound is None and words[0] not in ("pin", "passcode", "pincode", "nip"):
            continue  # a bare "code:" key
        raw = text[start.end() : colon].split()
        if any(len(w.strip("()[],")) >= 3 and w.strip("()[],").isupper() for w in raw[1:]):
            continue  # a registry's acronym
        if any(_NOT_SECRET_BEFORE.search(w) or _POST_WORD.fullmatch(w) for w in words) or _SHARED_CODE.search(label):
            continue
        if _NOT_SECRET_WORD_AFTER.match(label, head.end()) is not None:
            continue  # "code review: …", "code name: …", "code length: …"
        yield s, e
