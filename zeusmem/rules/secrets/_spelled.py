"""Digits spelled out, spaced, dotted or dressed up, read as the number they spell (fifth independent corpus).

People read a PIN or a door code aloud, dictate it to a voice assistant, or write it so a phone does not
turn it into a link: "the lockbox code is seven-seven-zero-three", "disarm code four zero one zero",
"alarm code 8.0.9.6", "code 3 nine 7 two", "4️⃣7️⃣1️⃣9️⃣", "暗証番号は４８１７", "门禁密码是三七二九",
"현관 비밀번호는 칠삼구일". :func:`respelled` rewrites each run of four to twelve such digits (digit words
in eleven languages, single digits with one separator between them, keycap emoji, full-width digits, CJK
and Korean numerals) as plain digits; the PIN and lock-code rules then read the rewritten text, and what
they find is mapped back onto the original. Nothing else changes: a run alone is no secret, only a run in
a PIN or lock-code context is.
"""

from __future__ import annotations

import re

from zeusmem.rules.secrets import _readback
from zeusmem.rules.secrets._engine import _non_ascii
from zeusmem.rules.secrets._rewrite import Rewrite

# one word per digit, by language (a word shared by two languages means the same digit in both)
_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("zero|oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    "de": ("null", "eins", "zwei", "drei", "vier", "fünf|fuenf", "sechs", "sieben", "acht", "neun"),
    "nl": ("nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"),
    "fr": ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    "es": ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    "it": ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"),
    "pt": ("zero", "um", "dois", "três|tres", "quatro", "cinco", "seis", "sete", "oito", "nove"),
    "pl": ("zero", "jeden|jedna", "dwa", "trzy", "cztery", "pięć|piec", "sześć|szesc", "siedem", "osiem",
           "dziewięć|dziewiec"),
    "ru": ("ноль|нуль", "один|одна", "два|две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"),
    "uk": ("нуль", "один|одна", "два|дві", "три", "чотири", "п'ять|п’ять", "шість", "сім", "вісім", "дев'ять|дев’ять"),
    "hi": ("शून्य", "एक", "दो", "तीन", "चार", "पांच|पाँच", "छह|छः", "सात", "आठ", "नौ"),
    # secfix: the seventh corpus's languages ("en", "et", "ett" and Danish "nul" are left out: words of other
    # languages first, "nul" is Dutch 0 already)
    "nb": ("null", "én", "to", "tre", "fire", "fem", "seks", "sju|syv", "åtte", "ni"),
    "da": ("nul", "én", "to", "tre", "fire", "fem", "seks", "syv", "otte", "ni"),
    "sv": ("noll", "ett", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio"),
    "cs": ("nula", "jedna|jeden", "dva|dvě", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět"),
    "hu": ("nulla", "egy", "kettő|ketto", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc"),
    "ro": ("zero", "unu|una", "doi|două|doua", "trei", "patru", "cinci", "șase|şase|sase", "șapte|şapte|sapte", "opt",
           "nouă|noua"),  # secfix30: chat drops the diacritics
    "el": ("μηδέν|μηδεν", "ένα|ενα", "δύο|δυο", "τρία|τρια", "τέσσερα|τεσσερα", "πέντε|πεντε", "έξι|εξι",
           "επτά|εφτά|επτα|εφτα", "οκτώ|οχτώ|οκτω|οχτω", "εννέα|εννιά|εννεα|εννια"),
    "tr": ("sıfır|sifir", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"),
    "ms": ("kosong|nol|sifar", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "lapan|delapan", "sembilan"),
    "tl": ("sero", "isa", "dalawa", "tatlo", "apat", "lima", "anim", "pito", "walo", "siyam"),
    "sw": ("sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"),
    "fa": ("صفر", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"),
    "he": ("אפס", "אחת|אחד", "שתיים|שניים", "שלוש|שלושה", "ארבע|ארבעה", "חמש|חמישה", "שש|שישה", "שבע|שבעה",
           "שמונה", "תשע|תשעה"),
    # secfix3: the eighth corpus's voice transcripts (Vietnamese, Arabic, Japanese read in hiragana: its
    # one-syllable readings are particles too, so only a run of four standalone words counts, as for all)
    "vi": ("không", "một|mốt", "hai", "ba", "bốn|tư", "năm|lăm", "sáu", "bảy", "tám", "chín"),
    "ar": ("صفر", "واحد", "اثنان|اثنين", "ثلاثة|ثلاث", "أربعة|اربعة|أربع", "خمسة|خمس", "ستة|ست", "سبعة|سبع",
           "ثمانية|ثماني", "تسعة|تسع"),
    "ja": ("ぜろ|れい|ゼロ", "いち", "に", "さん", "よん", "ご", "ろく", "なな|しち", "はち", "きゅう"),
    # secfix13: the thirteenth corpus's voice and chat PINs (Bengali, Thai, Urdu; Bengali "ছয়" / "নয়" with
    # the nukta composed or not)
    "bn": ("শূন্য", "এক", "দুই", "তিন", "চার", "পাঁচ", "ছয়|ছ\u09df", "সাত", "আট",
           "নয়|ন\u09df"),
    "th": ("ศูนย์", "หนึ่ง", "สอง", "สาม", "สี่", "ห้า", "หก", "เจ็ด", "แปด", "เก้า"),
    "ur": ("صفر", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو"),
    # secfix17: Hindi in Latin letters, as chat writes it ("locker ka code chaar chaar do saat hai"; not "char":
    # a word of code)
    "hi-latn": ("shunya|shoonya|sunya", "ek", "do", "teen", "chaar", "paanch|panch", "chhe|chhah|chah",
                "saat", "aath", "nau"),
    # secfix19: Welsh ("cod y clo … yw naw chwech dau dim"; "un" is French 1 already)
    "cy": ("dim", "un", "dau|dwy", "tri|tair", "pedwar|pedair", "pump|pum", "chwech|chwe", "saith", "wyth", "naw"),
}
_DIGIT_OF: dict[str, str] = {}
for _row in _WORDS.values():
    for _d, _alts in enumerate(_row):
        for _w in _alts.split("|"):
            _DIGIT_OF.setdefault(_w, str(_d))
_DIGIT_OF.update({c: str(i) for i, c in enumerate("零一二三四五六七八九")} | {"〇": "0", "幺": "1"})
_DIGIT_OF.update({c: str(i) for i, c in enumerate("공일이삼사오육칠팔구")} | {"영": "0"})

# a word goes on through Devanagari, Bengali, Thai marks, apostrophes (secfix30: not through a danda, "।", "॥")
_LETTERS = r"\w\u0900-\u0963\u0966-\u09ff\u0e00-\u0e7f'’"
# (one-character words too where they are kana: "に", "ご"; CJK and Korean numerals are a class of their own)
_WORD = "|".join(
    sorted((re.escape(w) for w in _DIGIT_OF if len(w) > 1 or "\u3040" <= w <= "\u30ff"), key=len, reverse=True)
)
# a digit: a keycap ("4️⃣"), a full-width digit, a CJK or Korean numeral, a digit word, a single ASCII digit
# (which starts a run only after a space or a word's start: "10.0.0.1", "v1.2.3.4" are no run)
# "double seven", "triple zero": one word for two or three digits (English speech)
_REPEAT = rf"(?<![{_LETTERS}])(?:double|triple)[ \t]++(?:(?:{_WORD})(?![{_LETTERS}])|[0-9](?![0-9]))"
_ANY = (
    rf"{_REPEAT}|[0-9]\ufe0f?\u20e3|[\uff10-\uff19]|[零〇幺一二三四五六七八九공영일이삼사오육칠팔구]"
    rf"|(?<![{_LETTERS}])(?:{_WORD})(?![{_LETTERS}])"
)
_FIRST = rf"(?:{_ANY}|(?<![\w.,/:-])[0-9](?![0-9]))"
_NEXT = rf"(?:{_ANY}|[0-9](?![0-9]))"
# secfix23: also the Arabic and the ideographic comma ("خمسة، ثمانية، أربعة، ثلاثة": digits dictated one by one)
_SEP = r"(?:[ \t]?[-–.,/،、]?[ \t]?|[ \t]{1,2})"
# four to nineteen digits (a card number read aloud); "double seven" is one step for two digits
_RUN = re.compile(rf"{_FIRST}(?:{_SEP}{_NEXT}){{2,18}}(?![0-9])", re.IGNORECASE)
_ONE = re.compile(_NEXT, re.IGNORECASE)
# digits glued together without spaces: keycaps, full-width digits, CJK or Korean numerals
_GLUED = re.compile(
    r"\u20e3|[\uff10-\uff19]{4}|[零〇幺一二三四五六七八九]{4}|[공영일이삼사오육칠팔구]{4}"
    r"|(?P<t>[零〇幺一二三四五六七八九]{3})[^零〇幺一二三四五六七八九]{1,6}(?P=t)"  # secfix30: three, read back
)
# its characters (none has a case): a text without one is not searched (the alternation steps through every
# position of a text, 0.09 ms per 2 KB; the text's non-ASCII characters are known already)
_GLUED_CHARS = frozenset("\u20e3零〇幺一二三四五六七八九공영일이삼사오육칠팔구０１２３４５６７８９")
# the separators of spelled digits, besides whitespace: replaced by spaces, then ``str.split`` (a translate
# table with "–" took 0.23 ms per 2 KB memory; a regex split and a loop over the words twice this)
_WORD_SEPARATORS = (",", ".", "-", "–", "/")
# secfix23: the Arabic and the ideographic comma (looked for in a non-ASCII text only); secfix30: the danda
_WIDE_SEPARATORS = ("،", "、", "।")
# a word that is one digit: a digit word, a numeral, a single ASCII digit
_DIGIT_WORDS = frozenset(_DIGIT_OF) | frozenset("0123456789") | {"double", "triple"}
_PLAIN = re.compile(r"[0-9]{4,12}")
# a version or an address is no spelled number ("version 1.2.3.4", "ip 1.2.3.4") ...
_VERSION_BEFORE = re.compile(r"(?i)(?<![a-z])(?:version|ver|v|release|rev|build|firmware|fw|ip|ipv4)[\s.:]*$")
# ... nor are numerals before a counter or a unit ("一二三四楼": floors one to four; "일이삼사층")
_COUNTER = re.compile(r"[楼樓层層号號个個次年月日点點位张張人天岁歲元块塊分秒時時階番回円층호개명년월일시초원]")


# secfix30: a keypad's star said before the digits, its hash after them ("star one one four five", "sterretje twee
# negen negen vier", "幺五五八井号")
_STAR_BEFORE = re.compile(
    r"(?<![\w])(?:star|asterisk|sterretje|ster|stern|sternchen|étoile|etoile|estrella|asterisco|steluta|steluța"
    r"|steluţa|gwiazdka|зірочка|звездочка|звёздочка|yıldız|bintang|星号|米字)[ \t,]*+$",
    re.IGNORECASE,
)
_HASH_AFTER = re.compile(
    r"[ \t,]*+(?:hash|pound|hekje|raute|dièse|diese|almohadilla|cerquilha|diez|krzyżyk|решітка|решетка|kare|井号|井字)"
    r"(?![^\W\d_])",
    re.IGNORECASE,
)


# what a spelled number must be near to be a secret at all (the PIN, lock-code and password rules' words,
# lower case, as substrings): without one of them the text is not read again
_CONTEXT = (
    "pin", "code", "kod", "код", "códig", "codig", "codice", "combin", "combo", "pass", "senha", "wachtwoord",
    "hasł", "hasl", "пароль", "пин", "пін", "geheim", "mot de passe", "contraseñ", "clave", "heslo", "kód",
    "şifre", "sifre", "mật khẩu", "mã", "sandi", "κωδικ", "קוד", "סיסמ", "รหัส", "siri", "msimbo", "密码",
    "密碼", "口令", "暗証", "番号", "門禁", "门禁", "비밀번호", "비번", "암호", "도어락", "번호", "कोड", "पिन",
    "पासवर्ड", "رمز", "كود", "کد", "digicode", "puk", "lock", "safe", "atm", "cash machine", "keypad", "codul",
    "cod ", "kodu", "jelsz", "parol", "κλειδ", "הקוד", "رمز", "nenosiri", "namba", "laluan", "kunci",
    # secfix3: an SSN said as "my social", a German "Kombination", Arabic "السري" (secret), "security number", a card
    "social", "kombin", "السري", "security number", "cvv", "cvc", "card number",
    # secfix13: Arabic "سري" (secret) without its article, Bengali / Urdu "পিন" / "پن", Thai "รหัส" is above
    "سري", "পিন", "پن", "garage", "gate", "door",  # (a door or gate code: ``_unlocks``'s "entry" class)
)
# secfix13: CJK numerals one by one with spaces ("密码是一 五 零 八"): the first glued to the word before it
_SPACED_NUMERALS = re.compile(r"[零〇一二三四五六七八九](?:[ \t][零〇一二三四五六七八九]){3}")


def respelled(text: str, lowered: str | None = None) -> Rewrite | None:
    """``text`` with every spelled run of digits written as digits (each digit standing for what spelled it);
    None when there is no such run, or no PIN, code or password word to make one a secret."""
    low = text.lower() if lowered is None else lowered
    if not any(map(low.__contains__, _CONTEXT)) and not (_readback.repeated(low) and _spaced_run(low)) or (
        (_GLUED_CHARS.isdisjoint(_non_ascii(low)) or (_GLUED.search(text) is None
                                                       and _SPACED_NUMERALS.search(text) is None))
        and not _spaced_run(low)
    ):
        return None
    out = Rewrite(text)
    pos = 0
    runs = list(_RUN.finditer(text))
    for i, run in enumerate(runs):
        if _PLAIN.fullmatch(run.group()):
            continue  # already digits
        if _VERSION_BEFORE.search(text, max(0, run.start() - 12), run.start()) or _COUNTER.match(text, run.end()):
            continue
        digits = [(m.start(), m.end(), _digit(m.group())) for m in _ONE.finditer(text, run.start(), run.end())]
        if sum(len(d) for _, _, d in digits) < 4 and not _read_back(text, low, runs, i, digits):
            continue
        star = _STAR_BEFORE.search(text, max(0, run.start() - 16), run.start())
        out.copy(pos, run.start() if star is None else star.start())
        if star is not None:  # secfix30: a keypad's keys said aloud, written as the keys (``_keypad``)
            out.put("*", star.start(), run.start())
        for s, e, d in digits:
            out.put(d, s, e)
        pos = run.end()
        if (hash_ := _HASH_AFTER.match(text, pos)) is not None:
            out.put("#", pos, hash_.end())
            pos = hash_.end()
    if pos == 0:
        return None
    out.copy(pos, len(text))
    return out


def _read_back(text: str, lowered: str, runs: list[re.Match[str]], i: int, digits: list[tuple[int, int, str]]) -> bool:
    """secfix30: three spelled digits said twice with a repeat word between ("cztery siedem jeden, powtarzam cztery
    siedem jeden"): a code read back (``_readback``), either saying."""
    said = "".join(d for _, _, d in digits)
    for j in (i - 1, i + 1):
        if 0 <= j < len(runs):
            other = "".join(_digit(m.group()) for m in _ONE.finditer(text, runs[j].start(), runs[j].end()))
            (s, e), (t, u) = sorted((runs[i].span(), runs[j].span()))
            if other == said and _readback.read_back(lowered, s, e, t, u, same=False):
                return True
    return False


def _spaced_run(lowered: str) -> bool:
    """Whether four words in a row are digits or digit words (a cheap look before the full pattern)."""
    for sep in _WORD_SEPARATORS:
        if sep in lowered:
            lowered = lowered.replace(sep, " ")
    if not lowered.isascii():  # secfix23
        for sep in _WIDE_SEPARATORS:
            if sep in lowered:
                lowered = lowered.replace(sep, " ")
    flags = bytes(map(_DIGIT_WORDS.__contains__, lowered.split()))
    # secfix30: or three said twice, a repeat word between (read back: ``_read_back``)
    return b"\1\1\1\1" in flags or flags.count(b"\1\1\1") > 1 and _readback.repeated(lowered)


def _digit(token: str) -> str:
    low = token.lower()
    if low.startswith(("double", "triple")):
        return _digit(token[6:].strip()) * (2 if low[0] == "d" else 3)
    c = token[0]
    if "0" <= c <= "9":
        return c
    if "\uff10" <= c <= "\uff19":
        return chr(ord(c) - 0xFF10 + 48)
    return _DIGIT_OF[token.lower()]
