"""secfix24: credentials handed round in a group (shared logins, mobile-money PINs, hall codes, Wi-Fi), and the
group's bookkeeping numbers beside them.

Recall (:func:`scan`): a credential's noun, what it is of, a copula, the value, in any word order the languages
of the small groups use (English, Spanish, Portuguese, French, Swahili, Hindi, Bengali, Indonesian, Tagalog,
Haitian Creole, Vietnamese, Thai, Amharic):

* **a credential's noun, its qualifier, a copula, the value**: "the verification code that just came to the club
  phone for the shared Gmail is 149810", "el código de la puerta lateral de la casa comunal es *6492", "Ang MPIN ng
  GCash ng Kooperatiba ay 2956", "PIN kartu ATM kas Komite Sekolah SDN 3 adalah 2493", "modpas Wi-Fi biwo a se
  DapKMlaQ0x5Cx": the noun opens a clause, the first copula of that clause ("is", "es", "é", "est", "ni", "ay",
  "se", "là", "adalah", "คือ") hands over the token after it. A bare "code" needs what it opens (a door, an alarm, a
  padlock) or a code that came to a phone in its clause; a bare "number" needs a lock right after it ("Namba ya
  kufuli …", "numéro du cadenas"), or before it in the languages that put it there ("गोदाम के ताले का नंबर 3605 है");
* **the value right after the noun**, in the languages that put the copula last ("दरवाज़े का कोड B9719 है",
  "দরজার কোড B7167।") or with no copula ("modpas Mawar2089+", "passcode wamKZC" after a meeting's id);
* **a lock disarmed or opened "with" a number** ("switch off the hall alarm with 6754 then press ENT");
* **an API key's noun and a key of hex digits in its clause** ("ufunguo wa API wa fomu … ni 4028…0f", "एपीआई
  कुंजी 3da3…ef91 है");
* **backup codes after their label and a clause that ends in a colon** ("backup codes for the Google account of …
  in case the office phone is lost: 9149 1480, 7039 8583, …").

Each value has a credential's shape for its noun: a code of four to eight digits, marked with "*" or "#" or a
letter ("*6492", "B9719"), three digits or single digits joined by dashes for a combination lock ("839",
"4-4-6-9"); a password's shape for a password's noun; mixed case or digits for a meeting's passcode. An amount, a
date, a phone number in groups, a number with a unit is none.

Precision (:func:`not_the_value`, for a value a keyword's window read):

* **a memory record's metadata field**: the value is inside the string of a JSON key that names where the record came
  from, its scope, its author or its time ("…รหัสผ่านให้ขอจากพี่นิด ไม่ได้บันทึกไว้ที่นี่", "ที่มา": "อีเมลจาก…": the
  password is withheld; what follows is the record's source);
* **a number's own label names another kind of number**, right before it (the label's word, at most two more, a
  colon, or its own copula): a booking, a member, an invoice, a paybill or till, a reference ("Mã đặt xe buýt:
  64775B", "เลขที่จองรถบัส: RES-HX4MVF", "Paybill ni 522533"), or a number sign ("porte le n° 253 sur le registre");
* **whom to ask instead**: the value is the verb "ask", or a name followed by it in the same phrase ("password:
  itanong kay Paolo", "पासवर्ड: सुनीता जी से पूछें").

And (:func:`account_not_card`, for a card number): a number in groups labelled as a bank account's number, with no
card word around it ("खाता संख्या 5261 9565 5181 7626, आईएफ़एससी …", "โอนเข้าบัญชี 4002 2674 0117 7634"): an
account to pay into, not a card.

Work is bounded: texts over ``_MAX`` characters are not read by these rules (a memory is short), each noun reads
one clause of at most ``_SPAN`` characters, a clause read for one noun is not read again for the next, and at most
``_READS`` nouns (and as many "with"s) are read in a text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import _ALNUM, _near, literal_starts, register
from zeusmem.rules.secrets._general import counted, grouped_or_dated
from zeusmem.rules.secrets._locales import _shaped
from zeusmem.rules.secrets._recovery import (
    _CODES_ANCHOR,
    _CODES_LABEL,
    _CODES_LABEL_MORE,
    _CODES_MORE_ANCHOR,
    _code_run,
)

_MAX = 20_000
_SPAN = 150
_READS = 32  # nouns read per text (and "with"s): a bound on the work in a text made of them

# --- the nouns -----------------------------------------------------------------------------------------------------
# role: "pw" a password's noun (a password's shape), "pin" a secret number's noun (a code's shape), "otp" a one-time
# code's noun (digits), "pass" a meeting's or an account's passcode (digits, mixed case), "combo" a combination's
# noun (a code, three digits or dashed digits), "code" a bare code's noun (needs a lock or a phone's arrival),
# "number" a bare number's noun (needs a lock next to it), "api" an API key's noun (hex digits in the clause)
_NOUNS: dict[str, str] = {}


def _add(role: str, words: str) -> None:
    for w in words.split("|"):
        _NOUNS[w] = role


_add("pw", "password|passwort|contraseña|contrasena|senha|mot de passe|mdp|nenosiri|neno la siri|neno siri"
           "|पासवर्ड|kata sandi|kata sandinya|sandi|sandinya|modpas|mo de pas|mật khẩu|mat khau|รหัสผ่าน|পাসওয়ার্ড"
           "|পাসওয়ার্ড|የይለፍ ቃል|የይለፍ ቃሉ")
_add("pin", "pin|mpin|upi pin|m-pin|पिन|পিন|ፒን|namba ya siri|nambari ya siri|kòd sekrè|mã pin|รหัส pin"
            "|digicode|door code|gate code|alarm code|keypad code|key safe code|keysafe code|lockbox code"
            "|key box code")
_add("otp", "otp|verification code|security code|sms code|login code|one-time code|one time code"
            "|código de verificación|codigo de verificacion|código de verificação|codigo de verificacao"
            "|code de vérification|code de verification|nambari ya uthibitisho|namba ya uthibitisho"
            "|msimbo wa uthibitisho|kode verifikasi|kode otp|mã xác minh|mã xác thực|mã otp|รหัส otp|รหัสยืนยัน"
            "|ओटीपी|सत्यापन कोड|ওটিপি|যাচাই কোড|kòd verifikasyon|verification number|ኦቲፒ")
_add("pass", "passcode|pass code|código de acceso|codigo de acceso|código de acesso|codigo de acesso"
             "|code d'accès|code d’accès|code secret|mã truy cập|mã vào|รหัสเข้า|पासकोड|পাসকোড|kòd aksè")
_add("combo", "combination|combinación|combinacion|combinação|combinacao|combinaison|konbinezon|kombinasyon"
              "|kombinasi|mchanganyiko|कॉम्बिनेशन|संयोजन|কম্বিনেশন|tổ hợp")
_add("code", "code|código|codigo|kòd|kod|kode|msimbo|mã|mã số|รหัส|कोड|কোড|ኮድ|codice")
_add("number", "number|número|numero|numéro|namba|nambari|nimewo|nomor|số|หมายเลข|เลข|नंबर|संख्या|নম্বর|ቁጥር")
_add("api", "api key|api-key|apikey|api token|clé api|cle api|clave api|clave de api|chave api|chave da api"
            "|chave de api|ufunguo wa api|funguo wa api|kle api|kle a api|एपीआई कुंजी|api कुंजी|एपीआई की"
            "|khóa api|khoá api|คีย์ api|api key ของ|kunci api|এপিআই কী|এপিআই কি|secret key")
register(tuple(_NOUNS))
_NOUN_SET = frozenset(_NOUNS)


def _alt(latin: str, other: str = "") -> str:
    """An alternation whose Latin words are whole words ("alam", not "alamat"; "rive", not "river"); the words of the
    other scripts (Thai, Devanagari, Bengali, Ethiopic: glued to their particles) anywhere."""
    return f"(?:(?<![^\\W\\d_])(?:{latin})(?![^\\W\\d_])" + (f"|{other})" if other else ")")


# scripts written without spaces between words, or that glue particles to them: a noun may touch its neighbours
_GLUED = re.compile("[\u0e00-\u0e7f]")

# what a code opens: doors, gates, alarms, locks, safes, key boxes (in the groups' languages)
_LOCK_LATIN = (
    r"doors?|gates?|alarms?|padlocks?|locks?|safes?|key ?safes?|key ?box(?:es)?|lock ?box(?:es)?|keypads?|shutters?"
    r"|entrance|puertas?|portón|porton|alarma|candado|caja fuerte|caja de llaves|cajetín|cerradura"
    r"|portas?|portão|portao|alarme|cadeado|cofre|caixa de chaves|fechadura"
    r"|porte|portail|cadenas|coffre|boîte à clés|boite a cles|serrure|digicode"
    r"|mlango|geti|lango|kengele|kufuli|sefu|kasha la funguo"
    r"|pintu|gerbang|gembok|brankas|kotak kunci"
    r"|pinto|tarangkahan|kandado"
    r"|pòt|baryè|alam|kadna|kòf|bwat kle"
    r"|cửa(?! hàng)|cổng|báo động|ổ khóa|ổ khoá|khóa(?! học)|két|hộp chìa khóa"
)
_LOCK_OTHER = (
    r"दरवाज़|दरवाज|गेट|अलार्म|ताला|ताले|तिजोरी|की बॉक्स"
    r"|ประตู|รั้ว|กันขโมย|สัญญาณกันขโมย|กุญแจ|ล็อก|ล็อค|ตู้เซฟ|กล่องกุญแจ"
    r"|দরজা|গেট|অ্যালার্ম|তালা|በር|ማንቂያ|መቆለፊያ"
)
_LOCK = _alt(_LOCK_LATIN, _LOCK_OTHER)
_LOCKS = re.compile(_LOCK)
# the locks whose code is a combination (three digits, dashed digits) and whose "number" is their code
_COMBO_LOCK = _alt(
    r"padlocks?|combination locks?|safes?|key ?safes?|key ?box(?:es)?|lock ?box(?:es)?|alarms?|candado|caja fuerte"
    r"|alarma|cadeado|cofre|alarme|cadenas|coffre|boîte à clés|kufuli|sefu|kengele|gembok|brankas|kandado|kadna"
    r"|kòf|alam|ổ khóa|ổ khoá|két|báo động",
    r"ताला|ताले|तिजोरी|अलार्म|กุญแจ|ล็อก|ล็อค|ตู้เซฟ|กันขโมย|তালা|অ্যালার্ম|መቆለፊያ|ማንቂያ",
)
_COMBO_LOCKS = re.compile(_COMBO_LOCK)
# a number's lock right after it ("namba (mpya) ya kufuli", "numéro du cadenas", "number of the padlock")
_NUMBER_OF_LOCK = re.compile(
    r"[ \t]*+(?:[^\W\d_]{2,8}[ \t]++)?(?:(?:of the|of|de la|del|de|do|da|du|ya|wa|la|ng|ng mga|sou|của|ของ)[ \t]*+)?"
    + _COMBO_LOCK
)
# a lock right before a noun, with a genitive particle (Hindi, Bengali) or none ("padlock number", "দরজার কোড")
_LOCK_BEFORE = re.compile(_LOCK + r"[^\s\d]{0,4}+(?:[ \t]++(?:का|की|के|এর|-এর|ের))?[ \t]*+$")
# a code that came to a phone, by text or to an app: a one-time code
_ARRIVED = re.compile(_alt(
    r"came|arrived|received|sent to|texted|got|llegó|llego|ha llegado|recibido|recibí|chegou|recebido|recebi"
    r"|reçu|recu|arrivé|envoyé|iliyofika|imefika|iliyotumwa|ilitumwa|dumating|natanggap|rive|resevwa"
    r"|nhận được|gửi về|gửi đến|masuk|diterima|dikirim|sms|by text|via text",
    r"ได้รับ|ส่งมา|เข้ามือถือ|आया|आई|मिला|এসেছে|পাওয়া|ደረሰ",
))
# what a code or a number is when it is no credential: a booking, an order, a member's, a postal code...
_OTHER_NUMBER = re.compile(_alt(
    r"(?:booking|reservation|reserva|réservation|reservación|rezèvasyon|kuhifadhi|đặt chỗ|đặt|pnr"
    r"|localizador|members?|membership|socio|sócio|adhérent|adherent|manm|mwanachama|uanachama|anggota|hội viên"
    r"|invoices?|factura|fatura|facture|fakti|ankara|hóa đơn|nota"
    r"|paybill|till number|till no|pix key|chave pix|upi id|promptpay|meeting id|meeting-id"
    r"|reference|referencia|referência|référence|referans|kumbukumbu|referensi|tham chiếu"
    r"|tracking|rastreo|rastreio|suivi|order|pedido|commande|envelope|enveloppe|bahasha"
    r"|promo|discount|descuento|desconto|coupon"
    r"|cupón|voucher|postal|zip|postcode|account number|audience|team id|receipt|recibo|resibo)(?![^\W\d_])",
    r"จอง|बुकिंग|পিএনআর|สมาชิก|सदस्य|সদস্য|አባል|ใบแจ้งหนี้|พร้อมเพย์|อ้างอิง|रेफ़रेंस|रेफरेंस|রেফারেন্স",
))
# a credential's own words in a value's label (a booking word after one of them is still a booking's)
_STRONG = re.compile(
    r"password|passcode|pin|otp|combination|contraseña|senha|mot de passe|nenosiri|पासवर्ड|sandi|modpas|mật khẩu"
    r"|รหัสผ่าน|পাসওয়ার্ড|alarm|door|gate|padlock|safe|puerta|candado|porta|cadeado|porte|cadenas|mlango|kufuli"
    r"|kengele|दरवाज|ताल|pintu|gembok|pinto|kandado|pòt|kadna|cửa|ประตู|กุญแจ|দরজা|তালা|पिन|পিন|ፒን|รหัสผ่าน"
    r"|code|código|codigo|kòd|kode|msimbo|mã|รหัส|कोड|কোড"
)

# a public identifier named in the clause of an API key's noun ("API key (client id) is …", "publishable key")
_PUBLIC_ID = re.compile(_alt(r"(?:client[ _-]?id|app[ _-]?id|id|identifier|publishable|public)(?![^\W\d_])"))
# a negation right before a noun ("no password", "sin contraseña", "pa gen modpas", "ไม่มีรหัสผ่าน")
_NEGATED = re.compile(
    _alt(r"(?:no|not|without|sin|sem|sans|pas de|hakuna|bila|walang|pa gen|không có|không|tanpa|tidak ada)[ \t]++$",
         r"ไม่มี$|ไม่ต้องใช้$|बिना[ \t]*+$|বিনা[ \t]*+$")
)
# a name's word before the copula: what the copula hands over is a name (a network's, a user's)
_NAME_WORD = re.compile(_alt(
    r"(?:name|names|network|ssid|user|username|login|e-?mail|nombre|nom|nome|jina|pangalan|non|tên|usuario"
    r"|utilisateur|usuário|red|rede|réseau|mtandao|jaringan|rezo|mạng|imèl|correo)(?![^\W\d_])",
    r"ชื่อ|नाम|নাম|ስም|เครือข่าย|नेटवर्क|নেটওয়ার্ক",
))


# a copula that hands the value over, in the groups' languages
_COPULA = re.compile(
    r"(?<![^\W\d_])(?:is|are|was|will be|es|era|será|é|est|était|sera|ni|ay|se|là|adalah|ialah|yaitu|yakni)"
    r"(?![^\W\d_])|คือ|เป็น"
)
# a clause ends at a sentence's end, a semicolon, a line, a JSON string's end
_CLAUSE_END = re.compile(r"[.!?](?:\s|$)|[;\n।።]|\"\s*+[,}:]")
# the value: a token; its own closing marks are not part of it
_TOKEN = re.compile(r"[ \t]*+[:：=]?[ \t\"'“«]*+(?P<v>[^\s\"'“”«»,;()]{2,80}+)")
_TRAILING = ".,;:!?)]}\"'”»।"
# SOV languages: the copula after the value ("… B9719 है", "… 3605 है")
_FINAL_COPULA = re.compile(r"[ \t]*+(?:है|हैं|था|थी|হলো|হল|হয়|ነው|ናቸው)(?![^\W\d_])|[ \t]*+(?:[।።.;,]|$)")

# what a value in prose holds not: a reference's or a template's marks, a dotted path
_NOT_PROSE_VALUE = re.compile(r"[\[\]{}<>$]|^[%@]|[a-z]\.[a-z]\w*\.[a-z]")

# the shapes of a code
_CODE = re.compile(r"[*#]?\d{4,8}[#*]?|[*#]\d{3}|\d{3}#|[A-Z]\d{4,6}|[A-Z]{1,2}-\d{4,6}|\d{4,6}[A-Z]")
_COMBO = re.compile(r"\d{3,8}|\d(?:-\d){2,5}|\d{2}(?:-\d{2}){2,3}")
_DIGITS = re.compile(r"\d{4,10}")
# after a password's noun: upper- and lower-case letters and digits, eight or more ("KayNou-2026")
_CASED_PW = re.compile(r"(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)[A-Za-z0-9!#$%&*+=?@^_-]{8,40}")
_HEX = re.compile(r"[0-9a-f]{32,64}|[0-9A-F]{32,64}")
# a meeting's passcode: mixed case, or letters and digits ("wamKZC", "DdpwzF")
_MIXED = re.compile(
    r"(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{5,12}|(?=\w*\d)(?=\w*[A-Za-z])[A-Za-z0-9]{5,12}"
)
_MEETING = re.compile(r"zoom|meet|teams|webex|webinar|meeting|reunión|réunion|reunião|mkutano|pulong|reyinyon"
                      r"|cuộc họp|ประชุม|बैठक|মিটিং|সভা|rapat|ensayo|ensaio|répétition")


_PROSE_BEFORE = frozenset(" \t\n\"'“‘«(¿¡")
_PROSE_AFTER = frozenset(" \t\n,")


def _word_at(lowered: str, i: int, n: int) -> bool:
    """The noun at ``[i, i + n)`` is a word of prose: after a space, a quote or a bracket, before a space or a colon
    and a space (not "DB_PASSWORD", "${PASSWORD}", "password_hash", "login.password.label"); in Thai, anywhere."""
    if _GLUED.match(lowered, i):
        return True
    if i > 0 and lowered[i - 1] not in _PROSE_BEFORE:
        return False
    e = i + n
    if e >= len(lowered) or lowered[e] in _PROSE_AFTER:
        return True
    return lowered[e] in ":：" and (e + 1 >= len(lowered) or lowered[e + 1] in " \t")


def _clause(lowered: str, e: int) -> int:
    """Where the clause that goes on at ``e`` ends (at most ``_SPAN`` characters on)."""
    stop = min(len(lowered), e + _SPAN)
    m = _CLAUSE_END.search(lowered, e, stop)
    return m.start() if m is not None else stop


def _value(text: str, i: int, stop: int) -> tuple[int, int] | None:
    m = _TOKEN.match(text, i, stop + 1)
    if m is None:
        return None
    s, e = m.span("v")
    while e > s and text[e - 1] in _TRAILING:
        e -= 1
    return (s, e) if e - s >= 2 else None


def _not_a_code(text: str, lowered: str, s: int, e: int) -> bool:
    """An amount, a date, a number in groups (a phone), a number with a unit, one digit repeated."""
    v = text[s:e]
    digits = [c for c in v if c.isdigit()]
    return (
        len(set(digits)) < 2
        or counted(text, lowered, s, e)
        or grouped_or_dated(text, s, e)
        or re.match(r"[ \t]*+\d", text[e : e + 2]) is not None
        or re.match(r"[.,:/]\d", text[e : e + 2]) is not None
    )


def _shape_ok(role: str, text: str, lowered: str, s: int, e: int, combo: tuple[int, int] | None) -> bool:
    """The value at ``[s, e)`` has its noun's shape; ``combo``: where a combination's lock would make three digits
    or dashed digits a code (None: the noun names a combination or its number already)."""
    v = text[s:e]
    if v.isalpha() and v.islower() and len(v) < 8:
        return False  # a word of the sentence ("is", "from", "stays"), no value of any noun's shape
    if _NOT_PROSE_VALUE.search(v) is not None or text.startswith(("...", "…"), e):
        return False  # "${DB_PASSWORD}", "ENC[…]", "credentials.mailgun[:password]", "pypi-AgEI…": no value
    if role == "pw":
        return _shaped(v) or _CASED_PW.fullmatch(v) is not None or (
            _CODE.fullmatch(v) is not None and not _not_a_code(text, lowered, s, e)
        )
    if role == "api":
        return _HEX.fullmatch(v) is not None
    if role == "pass":
        ok = _DIGITS.fullmatch(v) is not None or _shaped(v) or (
            _MIXED.fullmatch(v) is not None and _MEETING.search(lowered) is not None
        )
        return ok and not (v.isdigit() and _not_a_code(text, lowered, s, e))
    if role == "otp":
        return _DIGITS.fullmatch(v) is not None and len(v) <= 8 and not _not_a_code(text, lowered, s, e)
    if _CODE.fullmatch(v) is None and not (
        _COMBO.fullmatch(v) is not None and (combo is None or _COMBO_LOCKS.search(lowered, *combo) is not None)
    ):
        return False
    return not _not_a_code(text, lowered, s, e)


def _nouns(lowered: str) -> list[tuple[int, int, str]]:
    where = literal_starts(lowered)
    out = []
    for w in _NOUN_SET.intersection(where):
        for i in where[w]:
            if _word_at(lowered, i, len(w)):
                out.append((i, i + len(w), _NOUNS[w]))
    # the longest noun at a start ("verification code" over "code"; "mã pin" over "mã")
    out.sort(key=lambda t: (t[0], -t[1]))
    kept: list[tuple[int, int, str]] = []
    for t in out:
        if kept and t[0] < kept[-1][1]:
            continue
        kept.append(t)
    return kept


def _other_before(lowered: str, i: int) -> bool:
    """The word right before a bare noun names another kind of code ("booking code", "Kode booking", "promo")."""
    before = lowered[max(0, i - 16) : i]
    return _OTHER_NUMBER.search(before.rsplit("\n", 1)[-1][-14:]) is not None


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Credentials handed over after their noun and a copula, or right after their noun (see the module)."""
    if len(text) > _MAX:
        return
    nouns = _nouns(lowered)
    done = -1
    for n, (i, e, role) in enumerate(nouns):
        if n == _READS:
            break  # a memory names a few credentials; a text of hundreds of "pin 1234" is read for the first ones
        if i < done:
            continue
        got = _read(text, lowered, i, e, role)
        if got is not None:
            done = got[1]
            yield got[0], got[1], "api_key" if role == "api" else "password_in_prose"
    yield from _with_number(text, lowered)
    yield from _backup_list(text, lowered)


def _read(text: str, lowered: str, i: int, e: int, role: str) -> tuple[int, int] | None:
    got = _read_value(text, lowered, i, e, role)
    if got is not None and _POSTAL_PIN.match(lowered, i) and re.fullmatch(r"[1-9]\d{5}", text[got[0] : got[1]]):
        if not (_LOCKS.search(lowered, max(0, i - 40), got[0]) or _CARD_WORD.search(lowered, max(0, i - 40), got[1])):
            return None  # "the PIN code of our office in Bangalore is 560001": India's postal code, no lock's
    return got


# "PIN code", "pincode": India's postal index number when six digits follow and no lock or card is named
_POSTAL_PIN = re.compile(r"pin[ -]?code|pincode|pin kod")


_DIGIT = re.compile(r"\d")


def _read_value(text: str, lowered: str, i: int, e: int, role: str) -> tuple[int, int] | None:
    stop = _clause(lowered, e)
    if role not in ("pw", "pass") and _DIGIT.search(lowered, e, stop) is None:
        return None  # a code, a PIN, a key of hex digits holds a digit ("the code review is tomorrow": none)
    if role == "api":
        if _PUBLIC_ID.search(lowered, e, stop) is not None:
            return None  # "the app's API key (client id) is …": a public identifier
        for m in _HEX.finditer(text, e, stop):
            if (m.start() == 0 or not text[m.start() - 1].isalnum()) and not text[m.end() : m.end() + 1].isalnum():
                return m.span()
        return None
    if role in ("code", "number", "otp", "pass") and _other_before(lowered, i):
        return None
    if _NEGATED.search(lowered, max(0, i - 12), i) is not None:
        return None  # "the hotspot has no password", "pa gen modpas", "walang password"
    c0 = _COPULA.search(lowered, e, stop)
    if c0 is not None and _NAME_WORD.search(lowered, e, c0.start()) is not None:
        return None  # "…, its name is Pixel-7A-Hotspot", "network name is …": what follows is a name
    # (the lock before the noun and a combination's lock are looked for only where a rule needs them)
    lock_before = role in ("code", "number") and _LOCK_BEFORE.search(lowered, max(0, i - 30), i) is not None
    if role == "code":
        span = lowered[e:stop]
        ok = lock_before or _LOCKS.search(span) is not None or _ARRIVED.search(span) is not None
        if not ok or _OTHER_NUMBER.search(span[:60]) is not None:
            return None
    if role == "number" and not (lock_before and _COMBO_LOCKS.search(lowered, max(0, i - 30), i)):
        if _NUMBER_OF_LOCK.match(lowered, e) is None:
            return None
    combo = (max(0, i - 30), stop) if role not in ("combo", "number") else None
    # the value right after the noun (a label's value, or before a final copula)
    direct = _value(text, e, stop)
    if direct is not None and (role in ("pw", "pin", "otp", "pass", "combo") or lock_before):
        s, v_end = direct
        if _shape_ok(role, text, lowered, s, v_end, combo) and (
            role in ("pw", "pin", "pass") or _FINAL_COPULA.match(text, v_end) is not None
        ):
            return s, v_end
    # a copula of the clause, then the value (the first of three copulas whose value has the shape: Swahili's
    # copula "ni" is Tagalog's "of" before a name, "Parokya ni San Roque ay 6248")
    for n, c in enumerate(_COPULA.finditer(lowered, e, stop)):
        if n == 3:
            break
        got = _value(text, c.end(), stop)
        if got is not None and _shape_ok(role, text, lowered, *got, combo):
            return got
    return None


# --- a lock opened or disarmed "with" a number -----------------------------------------------------------------------
# ("con" and "com" are left out: they start too many words of English (and ".com") for a keyword read in every text)
_WITH = ("with", "using", "avec", "kwa", "gamit", "avè", "bằng", "ด้วย", "dengan")
register(_WITH)
_WITH_VALUE = re.compile(
    r"[ \t]++(?:(?:the|el|la|o|a|le|code|código|codigo|kòd|kode|msimbo|mã|pin)[ \t]++){0,2}"
    r"(?P<v>[*#]?\d{4,8}[#*]?)(?=[ \t]*+(?:$|[,.;:!?)]|(?:then|and|followed|press|enter|y|e|et|puis|luego|depois|na"
    r"|at|tapos|epi|rồi|dan|lalu)(?![^\W\d_])|แล้ว))"
)


def _with_number(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    where = literal_starts(lowered)
    reads = 0
    for w in _WITH:
        for i in where.get(w, ()):
            if not _word_at(lowered, i, len(w)):
                continue
            reads += 1
            if reads > _READS:
                return
            m = _WITH_VALUE.match(lowered, i + len(w))
            if m is None:
                continue
            before = lowered[max(0, i - 40) : i]
            locks = list(_LOCKS.finditer(before))
            if not locks or any(c.isdigit() for c in before[locks[-1].end() :]):
                continue  # the lock, then no other number before "with"
            s, e = m.span("v")
            if not _not_a_code(text, lowered, s, e):
                yield s, e, "password_in_prose"


# --- backup codes after a clause that ends in a colon --------------------------------------------------------------
_BACKUP_WORDS = ("backup", "recovery", "बैकअप", "respaldo", "secours", "recupera", "cadangan", "pemulihan",
                 "dự phòng", "khôi phục", "สำรอง", "ব্যাকআপ")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n|।")
register(_BACKUP_WORDS)


def _backup_list(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Three backup codes or more after their label and a clause of the same sentence that ends in a colon."""
    where = literal_starts(lowered)
    if not any(w in where for w in _BACKUP_WORDS):
        return
    for label, anchor in ((_CODES_LABEL, _CODES_ANCHOR), (_CODES_LABEL_MORE, _CODES_MORE_ANCHOR)):
        for m in _near(label, lowered, lowered, anchor, _ALNUM):
            stop = min(len(lowered), m.end() + 200)
            end = _SENTENCE_END.search(lowered, m.end(), stop)
            colon = lowered.find(":", m.end(), end.start() if end is not None else stop)
            if colon < 0:
                continue
            at = colon + 1
            while at < len(lowered) and lowered[at] in " \t":
                at += 1
            first, last, count = _code_run(lowered, at)
            if count >= 3:
                yield first, last, "backup_codes"


# --- precision -----------------------------------------------------------------------------------------------------
# a JSON key right before a value: "<key>": " ; the keys of a memory record's metadata (where it came from, its
# scope, its author, its time), which hold no credential
_JSON_KEY = re.compile(r"\"(?P<k>[^\"\n]{1,40})\"\s*+:\s*+\"?$")
_META_KEY = re.compile(_alt(
    r"source|sources|origin|from|author|by|via|scope|share_with|shared_with|date|time|timestamp|created|updated"
    r"|tags?|category|confidence|channel|fuente|fonte|chanzo|sumber|pinagmulan|sous|nguồn|ámbito|escopo|portée"
    r"|upeo|cakupan|saklaw|pòte|phạm_vi|compartir_con|ibahagi_sa",
    r"ที่มา|ขอบเขต|स्रोत|दायरा|উৎস|ምንጭ",
))
_NUMBER_SIGN = re.compile(r"(?<![^\W\d_])(?:n[º°o]\.?|no\.|nr\.?)[ \t]*+$")
_LABEL_START = re.compile(r"[.;!?\n।,(]")


def not_the_value(text: str, lowered: str, s: int, e: int) -> bool:
    """A reason why ``text[s:e]``, read after a credential word, is not the credential (see the module)."""
    if len(text) > _MAX:
        return False
    q = text.rfind('"', max(0, s - 120), s + 1)  # the value's JSON string opens there (or at ``s``)
    if q >= 0:
        k = _JSON_KEY.search(text, max(0, q - 48), q + 1)
        if k is not None and _META_KEY.fullmatch(k["k"].lower()) is not None:
            return True
    if _NUMBER_SIGN.search(lowered, max(0, s - 6), s) is not None:
        return True
    return other_label(lowered, s) or _asked(text, lowered, s, e)


def other_label(lowered: str, s: int) -> bool:
    """The value at ``s`` is labelled, right before it, as another kind of number ("Mã đặt xe buýt: 64775B",
    "เลขที่จองรถบัส: RES-…", "booking ref QCDHHF"): the label's word, at most two more words, a colon or none,
    and no credential's word or copula between that word and the value."""
    lo = max(0, s - 40)
    for b in _LABEL_START.finditer(lowered, lo, s):
        lo = b.end()
    others = list(_OTHER_NUMBER.finditer(lowered, lo, s))
    if not others:
        return False
    rest = lowered[others[-1].end() : s]
    if _LABEL_COPULA.fullmatch(rest) is not None:
        return True  # "Paybill ni 522533", "booking number is BK4471": the label's own copula
    if len(rest.split()) > 2 or _STRONG.search(rest) is not None or _COPULA.search(rest) is not None:
        return False  # "the PIN for the member portal is 1234": the copula hands over the PIN
    return True


# after another kind of number's word: its "number" word, then a copula ("Paybill number is …", "booking ni …")
_LABEL_COPULA = re.compile(
    r"[ \t:#]*+(?:(?:number|no\.?|nr\.?|id|namba|nambari|número|numero|numéro|nomor|số|nimewo|reference|ref)"
    r"[ \t:#]*+)?(?:is|es|é|est|ni|ay|se|là|adalah|คือ|है)?[ \t:#]*+"
)


# the value is the verb "ask" (or a person's name before it): the text says whom to ask, not the value ("password:
# itanong kay Paolo", "รหัสผ่าน: ถามพี่นิด", "पासवर्ड: सुनीता जी से पूछें", "nenosiri: muulize Juma")
_ASK = re.compile(_alt(
    r"ask|asks|itanong|tanungin|hingin|hingi|mande|muulize|uliza|umuulize|waulize|omba|tanya|tanyakan|minta|hỏi"
    r"|pregunta|pregúntale|pide|pídele|pídeselo|pergunte|pergunta|peça|pede|demande|demander|demandez",
    r"ถาม|ขอจาก|पूछ|माँग|मांग|জিজ্ঞেস|চেয়ে|ጠይቁ|ጠይቅ",
))


def _asked(text: str, lowered: str, s: int, e: int) -> bool:
    """The value at ``[s, e)`` (no digit in it) is an "ask" verb, or one follows it in the same phrase."""
    if any(c.isdigit() for c in text[s:e]):
        return False
    if _ASK.match(lowered, s) is not None:
        return True
    a = _ASK.search(lowered, e, min(len(lowered), e + 20))
    # in the same phrase ("Sunita ji se poochhen"), not after a comma or a dash ("Bluebird, ask me if it fails")
    return a is not None and not any(c in ",;.!?—–-(:" for c in lowered[e : a.start()])


# a bank account's number before a number in groups, and the words of a card (a card's number stays one)
_ACCOUNT = re.compile(
    r"(?:account|acct|cuenta|conta|compte|kont|akaunti|rekening|tài khoản|บัญชี|खाता|অ্যাকাউন্ট|হিসাব|ሂሳብ)"
    r"[^\d\n]{0,24}$"
)
_CARD_WORD = re.compile(_alt(
    r"cards?|tarjeta|cartão|cartao|carte|kadi|kartu|kat|thẻ|visa|mastercard|cvv|cvc|expir\w*|exp|vence|valid\w*",
    r"บัตร|कार्ड|কার্ড|ካርድ",
))


def account_not_card(lowered: str, s: int, e: int) -> bool:
    """A number in groups right after a bank account's word, with no card word in its sentence."""
    if _ACCOUNT.search(lowered, max(0, s - 40), s) is None:
        return False
    return _CARD_WORD.search(lowered, max(0, s - 80), min(len(lowered), e + 80)) is None
