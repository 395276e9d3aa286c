"""National identity numbers after a word naming them, validated with their check digits (python-stdnum).

A number that passes an id's checksum is only a finding next to that id's name ("Steuer-ID", "BSN",
"СНИЛС", "身份证", "주민등록번호", "رقم الهوية"...), in the languages of the id's country and English: an
order, phone or tracking number passes a mod-11 or Luhn check one time in ten, and the same digits
without a name are no secret. Where the field's library (python-stdnum) has no module, the check is
written here from the public spec (Russian SNILS, Emirates and Saudi ids: Luhn with their prefix), and two
ids without a check digit (a Russian internal passport's series and number, a Vietnamese CCCD) are taken
by their label and exact shape. US SSNs, passports and PESEL / Aadhaar / PAN have their rules elsewhere
(``_numbers``, ``_layouts``).

Cost: a text with fewer than six digits returns at once; otherwise one anchored look-up of the names
(``_engine._near``, the word-start index every rule shares); the validators run only on the few digit
groups within 60 characters after a name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from stdnum import luhn
from stdnum.au import tfn
from stdnum.be import nn
from stdnum.bg import egn
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.ch import ssn as ch_ssn
from stdnum.cl import rut
from stdnum.cn import ric
from stdnum.cz import rc as cz_rc
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.ee import ik
from stdnum.es import dni, nie
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.gr import amka
from stdnum.hr import oib
from stdnum.id import nik
from stdnum.ie import pps
from stdnum.il import idnr as il_idnr
from stdnum.in_ import pan
from stdnum.is_ import kennitala
from stdnum.it import codicefiscale
from stdnum.jp import in_ as my_number
from stdnum.kr import rrn
from stdnum.lt import asmens
from stdnum.mx import curp
from stdnum.my import nric
from stdnum.nl import bsn
from stdnum.no import fodselsnummer
from stdnum.pk import cnic
from stdnum.pt import cc, nif
from stdnum.ro import cnp
from stdnum.ru import inn
from stdnum.se import personnummer
from stdnum.si import emso
from stdnum.th import pin
from stdnum.tr import tckimlik
from stdnum.ua import rntrc
from stdnum.us import itin
from stdnum.za import idnr as za_idnr

from zeusmem.rules.secrets._engine import _ALNUM, _non_ascii, _word_starts

Check = Callable[[str], bool]


def _snils(v: str) -> bool:
    """Russian SNILS: 11 digits, the last two the sum of the first nine weighted 9..1, mod 101 (100 -> 00)."""
    if len(v) != 11 or not v.isdigit() or int(v[:9]) <= 1001998:  # numbers up to 001-001-998 carry no check
        return False
    total = sum(int(c) * (9 - i) for i, c in enumerate(v[:9])) % 101
    return total % 100 == int(v[9:])


def _emirates(v: str) -> bool:
    """UAE Emirates ID: 15 digits, 784 (the country code), the birth year, Luhn."""
    return len(v) == 15 and v.startswith("784") and v.isdigit() and 1900 <= int(v[3:7]) <= 2100 and luhn.is_valid(v)


def _saudi(v: str) -> bool:
    """Saudi national id (1...) or iqama (2...): 10 digits, Luhn."""
    return len(v) == 10 and v[0] in "12" and v.isdigit() and luhn.is_valid(v)


def _cccd(v: str) -> bool:
    """Vietnamese citizen id (CCCD): 12 digits, a province code 001-096, then the century/sex digit and the
    birth year (no check digit); the older CMND: 9 digits."""
    return v.isdigit() and (len(v) == 12 and 1 <= int(v[:3]) <= 96 or len(v) == 9 and v[0] != "0")


def _taj(v: str) -> bool:
    """Hungarian TAJ (social security) number: 9 digits, the last the first eight weighted 3, 7, 3, 7 ... mod 10."""
    return len(v) == 9 and v.isdigit() and sum(int(c) * (3, 7)[i % 2] for i, c in enumerate(v[:8])) % 10 == int(v[8])


def _melli(v: str) -> bool:
    """Iranian national code (code melli): 10 digits, the last from the first nine weighted 10..2, mod 11."""
    if len(v) != 10 or not v.isdigit() or len(set(v)) == 1:
        return False
    r = sum(int(c) * (10 - i) for i, c in enumerate(v[:9])) % 11
    return int(v[9]) == (r if r < 2 else 11 - r)


def _hetu(v: str) -> bool:
    """Finnish henkilötunnus; the groups come compacted, so a "-" century sign (1900s) is put back."""
    return hetu.is_valid(v) or (len(v) == 10 and hetu.is_valid(v[:6] + "-" + v[6:]))


def _kenya(v: str) -> bool:
    """Kenyan national id: 7 or 8 digits (no check digit; taken by its label and shape)."""
    return v.isdigit() and len(v) in (7, 8) and v[0] != "0"


_NINO = re.compile(r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]")


def _nino(v: str) -> bool:
    """UK National Insurance number: two prefix letters (HMRC's exclusions), six digits, A-D."""
    return _NINO.fullmatch(v) is not None


_SG_LETTERS = {"S": "JZIHGFEDCBA", "T": "GFEDCBAJZIH", "F": "XWUTRQPNMLK", "G": "RQPNMLKXWUT"}


def _sg_nric(v: str) -> bool:
    """Singapore NRIC / FIN: S, T, F or G, seven digits weighted 2, 7, 6, 5, 4, 3, 2 (+4 for T and G), a check
    letter from the remainder mod 11 (the public rule)."""
    if len(v) != 9 or v[0] not in _SG_LETTERS or not v[1:8].isdigit() or not v[8].isalpha():
        return False
    total = sum(int(d) * w for d, w in zip(v[1:8], (2, 7, 6, 5, 4, 3, 2), strict=True)) + (4 if v[0] in "TG" else 0)
    return _SG_LETTERS[v[0]][total % 11] == v[8]


_TW_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"  # A=10 ... in the order of the public rule


def _tw_id(v: str) -> bool:
    """Taiwan national id: a letter (its two-digit code), 1 or 2, eight digits; weights 1, 9, 8 ... 1, 1, mod 10."""
    if len(v) != 10 or v[0] not in _TW_LETTERS or v[1] not in "12" or not v[1:].isdigit():
        return False
    n = _TW_LETTERS.index(v[0]) + 10
    digits = [n // 10, n % 10, *map(int, v[1:])]
    return sum(d * w for d, w in zip(digits, (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1), strict=True)) % 10 == 0


def _au_medicare(v: str) -> bool:
    """Australian Medicare card number: 10 or 11 digits, the first 2-6, the ninth the first eight weighted
    1, 3, 7, 9, 1, 3, 7, 9 mod 10."""
    if len(v) not in (10, 11) or not v.isdigit() or v[0] not in "23456":
        return False
    return sum(int(d) * w for d, w in zip(v[:8], (1, 3, 7, 9, 1, 3, 7, 9), strict=True)) % 10 == int(v[8])


_PL_ID_CARD = re.compile(r"[A-Z]{3}\d{6}")
_PL_PASSPORT = re.compile(r"[A-Z]{2}\d{7}")


def _pl_id_card(v: str) -> bool:
    """Polish identity card (dowód osobisty): three letters, six digits. Taken by its label and shape, as the
    Kenyan id: its check digit (weights 7, 3, 1, 9 ...) is not required (a mistyped number is still the card's)."""
    return _PL_ID_CARD.fullmatch(v) is not None


def _pl_passport(v: str) -> bool:
    """Polish passport: two letters, seven digits; by its label and shape, like the identity card."""
    return _PL_PASSPORT.fullmatch(v) is not None


def _is(*modules: object) -> Check:
    checks = [m.is_valid for m in modules]  # type: ignore[attr-defined]
    return lambda v: any(c(v) for c in checks)


# secfix22: a Portuguese Cartão de Cidadão's document number is 12 characters (8-digit civil id, its check digit, two
# version characters, a check digit: "00000000 0 ZZ4"); python-stdnum's pattern takes any run of digits before the
# last three, so that a phone number ("tlm. +351 563 267 …") or a person's NIF with another first digit passed
_PT_CC = re.compile(r"\d{9}[A-Z0-9]{2}\d")


def _pt_cc(v: str) -> bool:
    return _PT_CC.fullmatch(v) is not None and cc.is_valid(v)


# each id's names (lower case, literal) and its check; a name shared by several ids tries each
_IDS: tuple[tuple[tuple[str, ...], Check], ...] = (
    (("steuer-id", "steuerid", "steuer id", "steuer-identifikationsnummer", "steueridentifikationsnummer",
      "steuerliche identifikationsnummer", "identifikationsnummer", "idnr", "tax id", "tax identification number",
      "german tax"), _is(idnr)),
    (("sécurité sociale", "securite sociale", "nir", "numéro insee", "numero insee", "carte vitale",
      "social security number"), _is(nir)),
    (("dni", "nie", "nif", "documento nacional de identidad", "número de identidad", "numero de identidad"),
     _is(dni, nie)),
    (("cpf", "cadastro de pessoa"), _is(cpf)),
    (("cartão de cidadão", "cartao de cidadao", "contribuinte", "nif"), lambda v: _pt_cc(v) or nif.is_valid(v)),
    (("bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "citizen service number"), _is(bsn)),
    (("снилс", "snils", "страховой номер", "страхового номера", "страховое свидетельство"), _snils),
    (("инн", "идентификационный номер налогоплательщика"), _is(inn)),
    (("рнокпп", "ідентифікаційний код", "ідентифікаційний номер", "іпн", "ипн", "податковий номер",
      "идентификационный код", "rnokpp"), _is(rntrc)),
    (("kimlik", "tckn", "tc no"), _is(tckimlik)),
    (("身份证", "身份證", "公民身份号码", "resident id", "chinese id"), _is(ric)),
    (("マイナンバー", "個人番号", "my number", "mynumber"), _is(my_number)),
    (("주민등록번호", "주민번호", "resident registration number", "rrn"), _is(rrn)),
    (("emirates id", "الهوية الإماراتية", "رقم الهوية", "الهوية الوطنية", "هوية", "national id",
      "national identity"), lambda v: _emirates(v) or _saudi(v) or za_idnr.is_valid(v) or pin.is_valid(v)),
    (("iqama", "إقامة", "اقامة", "saudi id"), _saudi),
    (("cccd", "căn cước", "can cuoc", "cmnd", "chứng minh nhân dân", "chung minh nhan dan"), _cccd),
    (("nik", "nomor induk kependudukan", "ktp"), _is(nik)),
    (("codice fiscale", "cod. fiscale"), _is(codicefiscale)),
    (("personnummer", "personnr"), _is(personnummer, fodselsnummer, cpr)),
    (("cpr",), _is(cpr)),
    (("fødselsnummer", "fodselsnummer"), _is(fodselsnummer)),
    (("henkilötunnus", "henkilotunnus", "henkilötunnuks", "henkilotunnuks", "hetu", "sotu", "personbeteckning"),
     _hetu),
    (("rijksregisternummer", "rijksregister", "numéro national", "registre national"), _is(nn)),
    (("cnp", "cod numeric personal"), _is(cnp)),
    (("егн", "egn"), _is(egn)),
    (("rodné číslo", "rodne cislo", "rodné čislo"), _is(cz_rc)),
    (("תעודת זהות", "תעודת הזהות", "מספר זהות", "teudat zehut", "israeli id"), _is(il_idnr)),
    (("south african id", "sa id", "rsa id", "za id"), _is(za_idnr)),
    (("rut",), _is(rut)),
    (("curp",), _is(curp)),
    (("oib",), _is(oib)),
    (("amka", "αμκα"), _is(amka)),
    (("ppsn", "pps number", "pps no"), _is(pps)),
    (("social insurance number", "assurance sociale", "sin number", "my sin", "sin is", "sin:", "sin #"), _is(sin)),
    (("taj szám", "taj-szám", "tajszám", "taj kártya", "taj-kártya"), _taj),
    (("کد ملی", "کدملی", "كد ملي", "code melli", "iranian national code"), _melli),
    (("kitambulisho",), _kenya),
    (("tax file number", "tfn"), _is(tfn)),
    (("ahv", "avs"), _is(ch_ssn)),
    (("cnic",), _is(cnic)),
    (("mykad", "nric", "kad pengenalan"), _is(nric)),
    (("เลขประจำตัวประชาชน", "บัตรประชาชน", "thai id"), _is(pin)),
    (("asmens kodas",), _is(asmens)),
    (("isikukood",), _is(ik)),
    (("kennitala",), _is(kennitala)),
    (("emšo", "emso"), _is(emso)),
    (("पैन",), _is(pan)),
    (("national insurance number", "ni number", "nino"), _nino),
    (("nhs number", "nhs no"), _is(nhs)),
    # secfix3 (the eighth corpus's ids, read by class; each with its public check)
    (("itin", "individual taxpayer identification number"), _is(itin)),
    (("nric", "fin number", "singapore ic"), _sg_nric),
    (("身分證", "身分證字號", "身份證字號", "taiwan id", "national id card number"), _tw_id),
    (("medicare number", "medicare card", "medicare no"), _au_medicare),
    (("dowód osobisty", "dowod osobisty", "dowodu osobistego", "numer dowodu", "polish id card"), _pl_id_card),
    (("numer paszportu", "paszport", "polish passport"), _pl_passport),
    (("numéro de sécu", "numero de secu", "n° de sécu", "n° sécu", "num sécu", "numéro sécu"), _is(nir)),
)

_CHECKS: dict[str, list[Check]] = {}
for _names, _check in _IDS:
    for _name in _names:
        _CHECKS.setdefault(_name, []).append(_check)



def _trie(words: list[str]) -> str:
    """One regular expression for literal words, as a trie ("ab|ac" -> "a(?:b|c)"): the engine tests a
    character per branch instead of every word at every position."""
    tree: dict[str, dict] = {}  # type: ignore[type-arg]
    for w in words:
        node = tree
        for c in w:
            node = node.setdefault(c, {})
        node[""] = {}

    def walk(node: dict) -> str:  # type: ignore[type-arg]
        ends = "" in node
        alts = [re.escape(c) + walk(sub) for c, sub in sorted(node.items()) if c]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        if ends:  # a shorter name ends here: the longer one is tried first
            return "(?:" + body + ")?"
        return body

    return walk(tree)


_LABEL = re.compile(_trie(list(_CHECKS)))
# a digit group of six digits or more, three of them in a row, single separators between the others ("2 85 07
# 75 123 456 55" from its "123"), in the text's UTF-8 bytes with each digit a "1", each separator a "2" (C
# passes: the bytes regex jumps from one "111" to the next)
_GROUP_BYTES = bytes(49 if 48 <= c <= 57 else 50 if c in b" .-/" else 48 for c in range(256))
# (or Belgium's dotted national number, "67.02.13-952.79": no six digits after its "111")
# (or three pairs in a row, a UK NINO's "23 30 75")
_LONG_GROUP = re.compile(rb"111(?:2?1){3,}|11(?:2?11){2}2?1112?11")
# (three pairs in a row, a UK NINO's "23 30 75", not more digits after them: "12/03/2025" is none; a pattern
# of its own, searched for only where the bytes hold one: the first keeps its literal start)
_PAIRS = re.compile(rb"(?<!1)11211211(?!2?1)")
# names of ids whose value has fewer than six digits in a row: looked for by themselves
_LETTER_IDS = ("codice fiscale", "cod. fiscale", "पैन")

# a digit group: alphanumeric chunks (one holding a digit first) joined by one separator
_CHUNK = re.compile(r"[0-9A-Za-z]++")
_WINDOW = 60
_SEPARATORS = frozenset(" .-/")
# a Russian internal passport: "серия 45 12 номер 345678", "4512 345678", "45 12 № 345678"
_RU_PASSPORT = re.compile(r"(?<!\d)\d{2} ?\d{2}[ \t]*+(?:(?:номер|№|n|no\.?)[ \t]*+)?\d{6}(?!\d)")


def _groups(text: str, start: int, stop: int) -> Iterator[list[tuple[int, int]]]:
    """Runs of chunks after ``start`` joined by single separators, each starting with a chunk that holds a
    digit (or a short letter prefix: "X-1234567-L")."""
    chunks = [m.span() for m in _CHUNK.finditer(text, start, stop)]
    i = 0
    while i < len(chunks):
        s, e = chunks[i]
        piece = text[s:e]
        if not any(c.isdigit() for c in piece) and not (
            len(piece) <= 2 and piece.isupper() and i + 1 < len(chunks) and text[chunks[i + 1][0]].isdigit()
        ):
            i += 1
            continue
        j = i + 1
        while j < len(chunks) and chunks[j][0] - chunks[j - 1][1] == 1 and text[chunks[j - 1][1]] in _SEPARATORS:
            nxt = text[chunks[j][0] : chunks[j][1]]
            if not (any(c.isdigit() for c in nxt) or len(nxt) <= 2 and nxt.isupper()):
                break
            j += 1
        yield chunks[i:j]
        i = j


def _valid_span(text: str, group: list[tuple[int, int]], checks: list[Check]) -> tuple[int, int] | None:
    """The span of the chunks of ``group`` (any contiguous part of it, longest first) that an id's check
    accepts, compacted and upper-cased."""
    n = len(group)
    for size in range(min(n, 8), 0, -1):
        for k in range(n - size + 1):
            s, e = group[k][0], group[k + size - 1][1]
            compact = "".join(text[a:b] for a, b in group[k : k + size]).upper()
            if 7 <= len(compact) <= 20 and any(c(compact) for c in checks):
                return s, e
    return None


def _labels(text: str, lowered: str) -> list[re.Match[str]]:
    """The names of ids within ``_WINDOW`` characters before a long digit group (or a letter id's name)."""
    starts = []
    # ``_LETTER_IDS``: a word starting "fis" (the text's word starts, cached for every rule) or a "प"
    if b"fis" in _word_starts(lowered) or (not lowered.isascii() and "प" in _non_ascii(lowered)):
        starts.append(len(text))
    raw = text.encode("utf-8", "surrogatepass")
    digits = raw.translate(_GROUP_BYTES)
    groups = list(_LONG_GROUP.finditer(digits)) if b"111" in digits else []
    if b"11211211" in digits:
        groups = sorted((*groups, *_PAIRS.finditer(digits)), key=lambda g: g.start())
    for g in groups:
        # a byte offset; the text's offset is the length of what the bytes before it decode to
        starts.append(g.start() if len(raw) == len(text) else len(raw[: g.start()].decode("utf-8", "surrogatepass")))
    found: list[re.Match[str]] = []
    done = 0
    for s in starts:
        lo = max(done, s - _WINDOW, 0) if s < len(text) else 0
        for m in _LABEL.finditer(lowered, lo, s):
            if not (m.start() and lowered[m.start() - 1] in _ALNUM):
                found.append(m)
        done = max(done, s)
    return found


# secfp: a company's or a building's tax number is printed on its invoices: "RUT de la empresa", "NIF do
# condomínio", "the company's tax id"; between the id's name and the number
_ORGANISATION = re.compile(
    r"(?<![a-zà-ÿ])(?:empresa|company|company's|companhia|compañía|condomínio|condominio|condominium|sociedad"
    r"|sociedade|firma|firm|business|negocio|negócio|association|asociación|associação|club|clube|organi[sz]ation"
    r"|organización|organização|loja|tienda|shop|store|restaurante?|hotel|clínica|clinic|escola|colegio|igreja"
    r"|iglesia|church|fundação|fundación|foundation)(?![a-zà-ÿ])"
)


def _organisation(text: str, lowered: str, label: re.Match[str], found: tuple[int, int]) -> bool:
    """An organisation's number: named as one, or one by its shape (a Chilean RUT of 50 million or more, a
    Portuguese NIF of a legal person: 5, 6, 7 or 9 first)."""
    if _ORGANISATION.search(lowered, label.end(), found[0]):
        return True
    digits = "".join(c for c in text[found[0] : found[1]] if c.isdigit())
    if label.group() == "rut":
        return len(digits) >= 8 and int(digits[:-1] if not text[found[1] - 1].isalpha() else digits) >= 50_000_000
    if label.group() in ("nif", "contribuinte") and len(digits) == 9 and nif.is_valid(digits):
        return digits[0] in "5679"
    return False


def scan(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """Spans of national id numbers after their name."""
    for label in _labels(text, lowered):
        checks = _CHECKS[label.group()]
        stop = min(len(text), label.end() + _WINDOW)
        for n, group in enumerate(_groups(text, label.end(), stop)):
            if n == 3:
                break
            found = _valid_span(text, group, checks)
            if found is not None:
                if not _organisation(text, lowered, label, found):
                    yield found
                break
    if "паспорт" in lowered:
        for label in re.finditer("паспорт", lowered):
            m = _RU_PASSPORT.search(lowered, label.end(), min(len(lowered), label.end() + _WINDOW))
            if m is not None:
                yield m.span()
