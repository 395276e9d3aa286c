"""Identity and financial numbers with their checksums: cards (Luhn), SSN, passports (MRZ), ABA."""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._checks import _card_brand_ok, _luhn
from zeusmem.rules.secrets._engine import (
    _ALNUM,
    _anchor,
    _near,
    digit_runs,
    longest_run,
    other_digits,
    run_table,
    runs_at,
)

# A whole run of digits (not part of a longer number, word, decimal or amount) shaped like a card:
# 13-19 digits unbroken, or groups with one consistent separator: 4-4-4-1..4(-1..3) or 4-6-4/5 (Amex).
_CARD = re.compile(
    r"\d(?<![\w+.#/$€£-]\d)(?<!\d[ -]\d)"  # 1st digit; look-behinds after it keep the fast digit scan
    r"(?:\d{12,18}+|\d{3}([ -])(?:\d{4}\1\d{4}\1\d{1,4}+(?:\1\d{1,3}+(?!/))?|\d{6}\1\d{4,5}+))"
    r"(?![\w]|[ -]\d(?!\d?/\d)|[.,]\d)",  # may be followed by an expiry: "4111 ... 1111 09/27"
    re.ASCII,
)


# An unbroken run of digits is a card only near a word about cards (a build or order number may pass
# Luhn and an issuer prefix by chance); grouped "4539 1488 0343 6467" is a card by its shape.
_CARD_CONTEXT = re.compile(
    r"card|visa|master|amex|american express|discover|diners|jcb|unionpay|maestro|rupay|cvv|cvc|exp|valid"
    r"|pay|charge|credit|debit|karte|carte|tarjeta|cartão|carta|卡|карт|kart"
)


# Cards that pay for nothing: a library, loyalty, membership, gym, student or transit card, and any barcode,
# carry a number that may pass Luhn with an issuer's prefix (14-digit library barcodes start with 2 or 3).
# Without a payment word near it, such an unbroken number is an identifier.
_NON_PAYMENT_CARD = re.compile(
    r"(?:library|loyalty|rewards?|membership|member|gym|student|campus|transit|bus|metro|travel|oyster|club"
    r"|health|insurance|patient|frequent[ -]flyer|boarding|bibliothèque|biblioteca|bibliotheks?|fidélité"
    r"|kunden|mitglieds)[ -]?(?:card|karte|carte|tarjeta|pass)|bar[ -]?code|barcode"
)
_PAYMENT_WORD = re.compile(
    r"visa|master|amex|american express|discover|diners|jcb|unionpay|maestro|cvv|cvc|exp|valid|pay|charge"
    r"|credit|debit|bank"
)


def _cards(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    runs = digit_runs(text)  # every card number: 13 digits or more in a row, or 4, a separator and 4 more
    if b"111121111" not in runs and b"1111111111111" not in runs:
        return
    for m in _CARD.finditer(text):
        digits = m.group().replace(" ", "").replace("-", "")
        if (
            13 <= len(digits) <= 19
            and len(set(digits)) > 1
            and _luhn(digits)
            and _card_brand_ok(digits)
            and (len(digits) < len(m.group()) or _unbroken_card(lowered, m.start(), m.end()))
        ):
            yield m.span()


def _unbroken_card(lowered: str, s: int, e: int) -> bool:
    """An unbroken run of digits is a card near a word about cards, unless that card pays for nothing."""
    lo, hi = max(0, s - 40), e + 40
    if not _CARD_CONTEXT.search(lowered, lo, hi):
        return False
    return not (_NON_PAYMENT_CARD.search(lowered, lo, s) and not _PAYMENT_WORD.search(lowered, lo, hi))


# Card security codes (CVV2/CVC2/CID) are sensitive authentication data (PCI DSS): never stored.
_CVV = re.compile(
    r"(?:cvv2?|cvc2?|cid|csc|security code|prüfnummer|kartenprüfnummer|cryptogramme|código de seguridad"
    r"|安全码|安全碼)(?:\s*+(?:is|:|=|ist|est|es|#)\s*+|\s++|(?=\d))(?P<s>\d{3,4})(?!\d|[/.,-]\d|\s\d)"
)
_CVV_ANCHOR = _anchor("cvv|cvc|cid|csc|security code|prüfnummer|cryptogramme|código de seguridad|安全码|安全碼")


# an expiry date: "exp 09/27", "valid thru 11/2029", "gültig bis 04/28"
_EXPIRY = re.compile(
    r"(?<![a-z])(?:exp(?:iry|ires|iration)?|valid(?: thru| until)?|gültig bis|vence)\.?:?\s*+"
    r"(?:0[1-9]|1[0-2])\s*+/\s*+\d{2}(?:\d{2})?(?!\d)"
)


_EXPIRY_WORDS = ("exp ", "exp.", "exp:", "expir", "valid thru", "valid until", "gültig", "vence")


# secfix18: the expiry date named in other languages ("caducidad 11/27", "lejárat 07/28", "vervaldatum 03/29",
# "validade 05/28", "date d'expiration 09/27", "scadenza 12/26", "ważna do 04/27", "platnost do 10/28", "срок действия
# 08/27", "son kullanma 06/29", "voimassa 11/27", "valabil până la 02/28"), and a code word after the CVV's name
# ("a hátoldali CVC kód 748", "CVV-Code: 123", "código CVV 481")
_EXPIRY_NAMED = re.compile(
    r"(?<![^\W\d_])(?:caducidad|caduca|vencimiento|válida hasta|valida hasta|validade|válido até|valido ate"
    r"|expiration|date d'expiration|date d’expiration|expire fin|scadenza|lejárat|lejár|érvényes|vervaldatum"
    r"|geldig tot|ablaufdatum|ablauf|läuft ab|ważna do|ważności|data ważności|platnost do|platnost|platná do"
    r"|platí do|срок действия|действует до|термін дії|дійсна до|son kullanma|geçerlilik|voimassa|vanhenee"
    r"|utgångsdatum|giltig till|udløbsdato|utløpsdato|valabil până la|valabil pana la|data expirării|expiră"
    r"|galioja iki|vrijedi do|istek|tarehe ya kuisha|hạn sử dụng|berlaku hingga|masa berlaku|תוקף|انقضا|صلاحية"
    r"|有効期限|有效期|유효기간)[^\S\n]*+[:：]?[^\S\n]*+(?:0[1-9]|1[0-2])[^\S\n]*+/[^\S\n]*+\d{2}(?:\d{2})?(?!\d)"
)
_CVV_WORDED = re.compile(
    r"(?<![a-z])(?:cvv2?|cvc2?)[ -]?+(?:kód|kod|kode|code|código|codice|kodas|koodi|kodu|код)(?![^\W\d_])"
    r"[^\S\n]*+[:=]?[^\S\n]*+(?P<s>\d{3,4})(?!\d|[/.,-]\d|\s\d)"
    r"|(?<![^\W\d_])(?:código|codice|code|kód|kod|код)[ -]?+(?:cvv2?|cvc2?)[^\S\n]*+[:=]?[^\S\n]*+(?P<t>\d{3,4})"
    r"(?!\d|[/.,-]\d|\s\d)"
)


# seclex3: a card's security code named in the languages of ``_concepts`` ("Sicherheitscode 482", "código de
# segurança: 317", "код безопасности 905", "セキュリティコード 227"), read only next to a card number or an expiry
# date (``scan``): the same words name an account's one-time code elsewhere
_CVV_LABELS = (
    "sicherheitscode|kartenprüfnummer|kartenpruefnummer|prüfziffer|prüfziffern|code de sécurité|code de securite"
    "|cryptogramme visuel|codigo de seguridad|código de segurança|codigo de seguranca|codice di sicurezza"
    "|codice di controllo|codice cvv|beveiligingscode|veiligheidscode|kaartverificatiecode|kod zabezpieczający"
    "|kod zabezpieczajacy|kod bezpieczeństwa|kod bezpieczenstwa|bezpečnostní kód|bezpecnostni kod"
    "|bezpečnostný kód|bezpecnostny kod|varnostna koda|varnostno kodo|sigurnosni kod|sigurnosni broj"
    "|сигурносни код|codul de securitate|cod de securitate|biztonsági kód|biztonsagi kod|biztonsági kódja"
    "|turvakoodi|turvanumero|turvakood|drošības kods|drosibas kods|drošības kodu|saugos kodas|apsaugos kodas"
    "|säkerhetskod|säkerhetskoden|kontrollsiffror|sikkerhedskode|sikkerhedskoden|kontrolcifre|sikkerhetskode"
    "|sikkerhetskoden|kontrollsiffer|öryggisnúmer|κωδικός ασφαλείας|κωδικό ασφαλείας|κωδικος ασφαλειας"
    "|код за сигурност|кода за сигурност|код безпеки|код безопасности|güvenlik kodu|guvenlik kodu"
    "|güvenlik numarası|קוד אבטחה|קוד האבטחה|رمز الأمان|رمز الامان|کد امنیتی|سیکیورٹی کوڈ|सुरक्षा कोड"
    "|সিকিউরিটি কোড|mã bảo mật|ma bao mat|kode keamanan|kod keselamatan|รหัสความปลอดภัย|msimbo wa usalama"
    "|namba ya usalama|セキュリティコード|セキュリティーコード|보안코드|보안 코드|카드 뒷면 번호"
)
_CVV_NAMED = re.compile(
    f"(?<![^\\W\\d_])(?:{_CVV_LABELS})(?:[^\\S\\n]*+(?:is|:|=|ist|est|es|é|è|je|jest|är|er|on|это|—|-)[^\\S\\n]*+"
    r"|[^\S\n]++|(?=\d))(?P<s>\d{3,4})(?!\d|[/.,-]\d|\s\d)"
)
_CVV_NAMED_ANCHOR = _anchor(_CVV_LABELS)


def _cvvs_named(lowered: str) -> Iterator[tuple[int, int]]:
    for m in _near(_CVV_NAMED, lowered, lowered, _CVV_NAMED_ANCHOR):
        yield m.span("s")


_EXPIRY_NAMED_ANCHOR = _anchor(
    "caducidad|caduca|vencimiento|válida hasta|valida hasta|validade|válido até|valido ate|expiration|date d'exp"
    "|date d’exp|expire fin|scadenza|lejár|érvényes|vervaldatum|geldig tot|ablauf|läuft ab|ważna do|ważności"
    "|data ważności|platnost|platná do|platí do|срок действия|действует до|термін дії|дійсна до|son kullanma"
    "|geçerlilik|voimassa|vanhenee|utgångsdatum|giltig till|udløbsdato|utløpsdato|valabil p|data expirării|expiră"
    "|galioja iki|vrijedi do|istek|tarehe ya kuisha|hạn sử dụng|berlaku hingga|masa berlaku|תוקף|انقضا|صلاحية"
    "|有効期限|有效期|유효기간"
)


def _expiry_named(lowered: str) -> bool:
    return (
        len(lowered) <= 64_000 and "/" in lowered and ("cvv" in lowered or "cvc" in lowered)
        and next(_near(_EXPIRY_NAMED, lowered, lowered, _EXPIRY_NAMED_ANCHOR, _ALNUM), None) is not None
    )


def _cvvs_worded(lowered: str) -> Iterator[tuple[int, int]]:
    if "cvv" in lowered or "cvc" in lowered:
        for m in _CVV_WORDED.finditer(lowered):
            yield m.span("s") if m["s"] is not None else m.span("t")


def _cvvs(lowered: str) -> Iterator[tuple[int, int]]:
    """Card security codes after their label."""
    for m in _near(_CVV, lowered, lowered, _CVV_ANCHOR, _ALNUM):
        yield m.span("s")


# --- US Social Security numbers (SSA): area 001-899 except 666, group 01-99, serial 0001-9999 ----------
_SSN_LABEL = re.compile(
    r"(?:ssn|ss#|social security(?: number| no\.?| #)?|(?:my|his|her|their|your) social(?: is)?"
    r"|sozialversicherungsnummer|numéro de sécurité sociale|número de seguro social|itin|tax id)"
)
_SSN_ANCHOR = _anchor(
    "ssn|ss#|social security|my social|his social|her social|their social|your social"
    "|sozialversicherungsnummer|numéro de sécurité sociale|número de seguro social|itin|tax id"
)
_SSN = re.compile(r"(?<![\d-])(?P<a>\d{3})([- ]?)(?P<g>\d{2})\2(?P<s>\d{4})(?![\d-])")
# 123-45-6789 is a template (a digit sequence the SSA never issues), like XXX-XX-XXXX. The SSA's documented
# examples (078-05-1120, 219-09-9999) are SSN-shaped and refused like any other (issue 27).
_SSN_EXAMPLES = frozenset({"123456789"})


def _ssn_ok(m: re.Match[str]) -> bool:
    a, g, s = int(m["a"]), int(m["g"]), int(m["s"])
    return (
        0 < a < 900 and a != 666 and g > 0 and s > 0 and (m["a"] + m["g"] + m["s"]) not in _SSN_EXAMPLES
    )


def _ssns(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    runs = digit_runs(text)  # nine digits, or 3-2-4 with a space or a dash between
    if b"111111111" not in runs and b"11121121111" not in runs and not other_digits(lowered):
        return
    for label in _near(_SSN_LABEL, lowered, lowered, _SSN_ANCHOR, _ALNUM):
        m = _SSN.search(lowered, label.end(), label.end() + 40)
        if m is not None and _ssn_ok(m):
            yield m.span()


# --- Passports (ICAO 9303): the labelled number, and the TD3 machine-readable zone with check digits ----
_PASSPORT_LABEL = re.compile(
    r"(?:passport|reisepass|pass(?:port)?-?nummer|passeport|pasaporte|passaporte|passaporto|paspoort"
    r"|護照|护照|パスポート|여권|पासपोर्ट|পাসপোর্ট|paszport|pasaport|paspor|hộ chiếu|جواز السفر|جواز سفر|หนังสือเดินทาง)"
)  # secfp: Hindi, Bengali, Polish, Turkish, Indonesian / Malay, Vietnamese, Arabic, Thai
_PASSPORT_ANCHOR = _anchor(
    "passport|reisepass|passnummer|passeport|pasaporte|passaport|paspoort|護照|护照|パスポート|여권|पासपोर्ट|পাসপোর্ট"
    "|paszport|pasaport|paspor|hộ chiếu|جواز السفر|جواز سفر|หนังสือเดินทาง"
)
_PASSPORT_OTHER = re.compile(
    r"appointment|application|file|reference|ref\b|tracking|booking|receipt|office|fee|token|slot|queue|counter"
    r"|termin|antrag|rendez-vous|demande|cita|solicitud|agendamento|wniosek|okienko|randevu|başvuru|janji|antrian"
    r"|अपॉइंटमेंट|आवेदन|फ़ाइल|फाइल|कार्यालय|टोकन|موعد|طلب|予約|申请|预约|예약|신청"
)
_PASSPORT_NO = re.compile(r"(?<![A-Za-z0-9])[A-Z0-9]{6,10}(?![A-Za-z0-9])")
_MRZ_LINE2 = re.compile(
    r"(?<![A-Z0-9<])(?P<no>[A-Z0-9<]{9})(?P<c1>\d)[A-Z<]{3}(?P<dob>\d{6})(?P<c2>\d)[MFX<]"
    r"(?P<exp>\d{6})(?P<c3>\d)(?P<pn>[A-Z0-9<]{14})(?P<c4>[\d<])(?P<c5>\d)(?![A-Z0-9<])"
)
_MRZ_RUN = run_table("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")  # a line 2 is a whole run of 44 of them


def _mrz_check(s: str) -> str:
    total = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else 0 if c == "<" else ord(c) - 55
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def _mrz_ok(m: re.Match[str]) -> bool:
    line = m.group()
    return (
        _mrz_check(m["no"]) == m["c1"]
        and _mrz_check(m["dob"]) == m["c2"]
        and _mrz_check(m["exp"]) == m["c3"]
        and _mrz_check(line[0:10] + line[13:20] + line[21:43]) == m["c5"]
    )


def _passports(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    for label in _near(_PASSPORT_LABEL, lowered, lowered, _PASSPORT_ANCHOR, _ALNUM):
        window_end = min(len(text), label.end() + 40)
        for m in _PASSPORT_NO.finditer(text, label.end(), window_end):
            if _PASSPORT_OTHER.search(lowered, label.end(), m.start()):
                break  # secfp: "passport renewal appointment 2264856": the number of something else about it
            v = m.group()
            n_digits = sum(c.isdigit() for c in v)
            if n_digits >= 5 or (n_digits >= 2 and len(v) >= 8 and not v.isalpha()):
                yield m.span()
                break
    if "<" in text:
        for m in runs_at(_MRZ_LINE2, text, _MRZ_RUN, frozenset({44})):
            if _mrz_ok(m):
                yield m.span()


# --- Bank accounts: ABA routing numbers (3-7-1 checksum) with an account number; UK sort code + account --
_BANK_LABEL = re.compile(
    r"(?:routing|aba|rtn|transit)(?:\s++(?:number|no\.?|#))?\s*+(?:is|:|#)?\s*+(?P<s>\d{9})(?!\d)"
    r"|sort[ -]?code\s*+(?:is|:)?\s*+(?P<sc>\d{2}-\d{2}-\d{2})(?![\d-])"
    r"|(?:(?:bank|checking|savings|current|chequing)\s++)?(?:account|acct|konto|compte|cuenta)(?:\s++(?:number|no\.?|#|nummer|numéro|número))?"
    r"(?:\s++(?:is|ist|est|es))?\s*+[:#]?\s*+(?P<acct>\d{6,17})(?!\d)"
)
_BANK_ANCHOR = _anchor("routing|aba|rtn|transit|sort|bank|checking|savings|current|chequing|account|acct|konto"
                       "|compte|cuenta")
# (secfix24: a food, blood, data or power bank is no bank: "the paybill account … of the Riverside food bank")
_BANK_CONTEXT = re.compile(
    r"(?<!food )(?<!blood )(?<!data )(?<!power )(?<!memory )(?<!milk )(?<!seed )(?<!toy )(?<!river )bank"
    r"|routing|aba|rtn|checking|savings|chequing|sort[ -]?code|wire|deposit|iban|konto"
)


def _aba_ok(d: str) -> bool:
    p = int(d[:2])
    if not (p <= 12 or 21 <= p <= 32 or 61 <= p <= 72 or p == 80):
        return False
    w = (3, 7, 1) * 3
    return sum(int(c) * w[i] for i, c in enumerate(d)) % 10 == 0


def _bank_accounts(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """Account numbers (near a bank word), and the routing number / sort code next to one. A routing
    number or sort code alone identifies a bank branch and is published: it is not a secret."""
    runs = digit_runs(text)  # six digits in a row (an account or a routing number) or a sort code 12-34-56
    if b"111111" not in runs and b"11211211" not in runs and not other_digits(lowered):
        return
    routing: list[tuple[int, int]] = []
    accounts: list[tuple[int, int]] = []
    for m in _near(_BANK_LABEL, lowered, lowered, _BANK_ANCHOR, _ALNUM):
        if m["s"] is not None:
            if _aba_ok(m["s"]):
                routing.append(m.span("s"))
        elif m["sc"] is not None:
            routing.append(m.span("sc"))
        elif _BANK_CONTEXT.search(lowered, max(0, m.start() - 80), m.end() + 40) and len(set(m["acct"])) > 2:
            accounts.append(m.span("acct"))
    yield from accounts
    for s, e in routing:
        if any(abs(s - a) <= 80 for a, _ in accounts):
            yield s, e


# --- BitLocker recovery keys: 8 groups of 6 digits, each a multiple of 11 below 720896 -----------------
_BITLOCKER = re.compile(r"\d(?<![\d-]\d)\d{5}(?:-\d{6}){7}(?![\d-])")  # look-behind after the 1st digit: fast scan


_BITLOCKER_SHAPE = b"111111" + b"2111111" * 7  # (``digit_runs``: a digit "1", a "-" "2")


def _bitlocker(text: str) -> Iterator[tuple[int, int]]:
    if longest_run(text) < 55 or (text.isascii() and _BITLOCKER_SHAPE not in digit_runs(text)):
        return  # 8 groups of 6 digits joined by "-"
    for m in _BITLOCKER.finditer(text):
        groups = [int(g) for g in m.group().split("-")]
        if all(g % 11 == 0 and g < 720896 for g in groups) and len(set(groups)) > 2:
            yield m.span()


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    cards = list(_cards(text, lowered))
    for s, e in cards:
        yield s, e, "credit_card"
    expiry = "/" in lowered and any(map(lowered.__contains__, _EXPIRY_WORDS)) and _EXPIRY.search(lowered) is not None
    card = bool(cards) or expiry or _expiry_named(lowered)
    if card:  # a security code next to an expiry date: a card's, however split
        for s, e in _cvvs(lowered):
            yield s, e, "card_security_code"
        for s, e in _cvvs_worded(lowered):
            yield s, e, "card_security_code"
    if card or "/" in lowered:  # seclex3: a security code named in other languages, by a card or an expiry date
        named = list(_cvvs_named(lowered))
        if named and (card or next(_near(_EXPIRY_NAMED, lowered, lowered, _EXPIRY_NAMED_ANCHOR, _ALNUM), None)):
            for s, e in named:
                yield s, e, "card_security_code"
    for s, e in _ssns(text, lowered):
        yield s, e, "us_ssn"
    for s, e in _passports(text, lowered):
        yield s, e, "passport_number"
    for s, e in _bank_accounts(text, lowered):
        yield s, e, "bank_account"
    if "-" in text:
        for s, e in _bitlocker(text):
            yield s, e, "bitlocker_recovery_key"
