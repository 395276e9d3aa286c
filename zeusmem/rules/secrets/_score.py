"""Shape-plus-context score (branch secscore): a last look at a text in which no rule found a secret.

A word that names a credential (a password word of ``_lexicon`` in any language, "secret", "token", "PIN",
"code", "OTP", "TAN", their compounds inside identifiers such as ``DB_PASSWORT`` or ``secret_id``) opens a
short window: the rest of its line, a few tokens. Each token there gets a score, the sum of

* context points: what names it (:data:`_WEIGHTS`), minus a little per token between them, plus a connector or
  a ``key=value`` / ``key: value`` separator right before it, plus quotes around it;
* shape points (:func:`shape`): length, character classes, letter-digit mixing, entropy; minus a word of
  natural language, and a public shape (UUID, hash, version, date, time, phone number, amount, URL, path,
  e-mail, handle) or a placeholder (``****``, ``<...>``, ``{{...}}``, ``$VAR``, "redacted", "example").

A token scoring at least :data:`THRESHOLD` is a secret. Weights are set by hand (transparent, no fitting at run
time) on the tuned corpora only; ``docs/secrets.md`` ("The score") has the figures, on held-out corpora too.
Linear time: one regex pass finds the words, each opens a window of at most :data:`_MAX_TOKENS` tokens.
"""

from __future__ import annotations

import math
import os
import re
from collections import Counter
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon, _prose
from zeusmem.rules.secrets._checks import _PUBLIC_MATERIAL, _REFERENCE, _is_placeholder
from zeusmem.rules.secrets._engine import _key_bytes, _word_starts, finditer_at, per_text

# --- the words that name a credential, and their weights --------------------------------------------------
# secret: names a secret by itself; code: a number or code that may be secret (a PIN, an OTP)
_SECRET_WORDS = (
    "|".join(
        re.escape(w) for w in _lexicon.WORDS
        if len(w) > 3 and w not in ("clave", "parola", "sandi") and w not in _lexicon.LOCALES_ONLY
    )
    + "|secret|secrets|api key|apikey|api_key|access key|secret key|private key|credentials|creds|passkey"
    + "|clé|segredo|secreto|contra|clave|parola|sandi|geheim|sekret|pass|pwd|pw|mdp|ww|mk|token|jeton|токен"
    + "|ключ|密钥|秘钥|私钥|シークレット|시크릿|비번|비밀"
    + "|api-key|トークン|토큰|توکن|توكن|טוקן"  # secfix12: "Datadog-API-Key", "token" in five more scripts
)
_CODE_WORDS = (
    "pin|pins|pincode|pin-code|passcode|otp|tan|combination|combo|code|codes|kod|kód|kodu|koden|kode|código|codigo"
    "|codice|codul|cod|código|kóòdù|msimbo|код|кода|коды|пін|пин|κωδικ|קוד|رمز|كود|کد|کوڈ|रहस्य|कोड|কোড|รหัส"
    "|mã|코드|暗証|コード|验证码|驗證碼|校验码|tac|mpin|upi pin|atm pin|cvv|cvc"
    # secfix21: one-time codes named in Korean, the Nordic languages, Finnish, Malay and Indonesian
    "|인증번호|인증 번호|인증코드|engangskoden|engangskode|engångskoden|engångskod|kertakäyttökoodi|vahvistuskoodi"
    "|kod pengesahan|kode verifikasi"
    "|kode otp"
)

# a code word with one of these near it names a secret code (one-time, verification, a lock's or an account's)
_STRONG_CODE = re.compile(
    r"otp|one-time|one time|verification|verify|security|secret|access|login|sign-in|2fa|mfa|tan\b|pin\b"
    r"|passcode|confirm|unlock|alarm|door|gate|safe|lock|parental|master|admin|pairing|setup|radio|sms"
    r"|tac\b|인증|engangs|engångs|kertakäyttö|vahvistus|pengesahan|verifikasi"  # secfix21: one-time codes
)
#: the score's weights (context points; shape points are :func:`shape`'s), set by hand on the tuned corpora
WEIGHTS = {
    "secret": 3.0,  # a word that names a secret (a password word, secret, token, passcode, a strong code word)
    "code": 2.0,  # a code word alone ("code", "kod", "PIN")
    "connector": 1.0,  # "is", ":", "=", "是" between them, or the token before the value ends with ":"
    "quoted": 0.5,
    "per_token": -0.25,  # per token between the word and the value
    "code_number": 1.0,  # 4-8 digits after a code word (not a year)
    "code_letters": -1.0,  # letters and digits after a strong code word ("35A41")
    "year": -2.0,  # 1900-2099
    "labelled": -1.5,  # a word right before the value labels it ("ticket 4471", "event 90211")
    "masked": -5.0,  # a placeholder or a shared code (discount, referral) near the value
}
# short words need a boundary that is not a letter or digit on both sides (inside an identifier, "_" and "-"
# are boundaries: "db_pwd", "smtp_pass", "rcon_password" name a secret; "spinach", "compass", "tanzania" do not)
_KEYWORD = re.compile(
    r"(?P<secret>" + _SECRET_WORDS + r")|(?P<code>" + _CODE_WORDS + r")"
)
# where a keyword can start: each word's first four characters, found with ``str.find`` (C speed; the
# alternation itself, tried at every position of a text, costs ~1 ms per 2 KB), those of other scripts
# only in a text that is not ASCII
_PREFIXES = sorted({w.replace("\\", "")[:4] for w in "|".join((_SECRET_WORDS, _CODE_WORDS)).split("|")})
# grouped by their first three characters (a key of ``_word_starts``): one ``find`` of the group's common prefix
_BY_KEY: dict[str, list[str]] = {}
for _w in _PREFIXES:
    if _w.isascii():
        _BY_KEY.setdefault(_w[:3], []).append(_w)
_ASCII_PREFIXES = tuple((os.path.commonprefix(ws), _key_bytes(k)) for k, ws in sorted(_BY_KEY.items()))
_OTHER_PREFIXES = tuple(w for w in _PREFIXES if not w.isascii())
_SHORT = 5  # words shorter than this need boundaries


@per_text
def keyword_starts(lowered: str) -> list[int]:
    """Sorted, every position of a lower-cased text where a ``_KEYWORD`` match can start (where one of its
    words' first characters are; the ASCII ones only where they start a word): a rule that reads the
    keywords of many windows of one text tries the pattern there only (a window's ``finditer`` tries the
    alternation at every position: ~80 us per 160 characters, per finding)."""
    starts = _word_starts(lowered)
    prefixes = tuple(w for w, k in _ASCII_PREFIXES if k in starts)
    if not lowered.isascii():
        prefixes += _OTHER_PREFIXES
    found: set[int] = set()
    for lit in prefixes:
        i = lowered.find(lit)
        while i >= 0:
            found.add(i)
            i = lowered.find(lit, i + 1)
    return sorted(found)
_ALNUM_BOUNDARY = re.compile(r"[a-z0-9à-ÿа-яё]")

# "zip code", "error code", "promo code", "QR code", "country code": a code that is public or no code at all
_NOT_SECRET_BEFORE = re.compile(
    r"(?:zip|postal|post|area|error|status|exit|return|http|response|promo|promotional|discount|coupon|voucher"
    r"|referral|invite|invitation|source|qr|bar|country|dial|dialling|dialing|product|item|sku|tracking|booking"
    r"|confirmation|reservation|order|reference|ref|course|class|airport|iata|icao|swift|bic|sort|branch|ifsc"
    r"|hs|icd|dress|colou?r|morse|cheat|language|currency|region|fault|trouble|diagnostic|obd|dtc|unicode|ascii"
    r"|op|machine|byte|postcode|public|publishable|client|app|project|serial|model|part|version|build|ticket"
    r"|case|room|table|seat|flight|gate|platform|track|route|bus|train|tax|vat|customer|member|account|invoice"
    r"|pin|pin code|pincode|shipment|parcel|package|cost|price|access to the)[\s_-]*+$"
)
_NOT_SECRET_WORD_AFTER = re.compile(
    r"[\s_-]*+(?:postal|postale|zip|review|reviews|base|block|snippet|editor|style|formatting|format|generation"
    r"|smell|change|owner|name|names|length|policy|policies|manager|reset|expir\w*|rotation|strength|field|hash|hashing"
    r"|requirement\w*|rule\w*|protected|less|word list|hint|of conduct|signing|coverage|sample|example)\b"
)

# --- the window --------------------------------------------------------------------------------------------
_MAX_TOKENS = 8
_MAX_CHARS = 120
# (secfix15: nor Burmese and Khmer, written without spaces between words)
_TOKEN = re.compile(r"[^\s\u0e00-\u0e7f\u1000-\u109f\u1780-\u17ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]++")
_GLUED_PARTICLE = re.compile(r"(?<=[0-9])[\u0900-\u0dff]++$")  # secfix16: "2027-09-13న": a date and Telugu's particle
_CLAUSE_END = re.compile(r"[.!?。！？][)\]\"'»”]*+(?:\s|$)")
# a negated keyword: "not the password", "no PIN", "isn't a token"
_NEGATED = re.compile(r"(?:^|\W)(?:not|no|isn't|without|nor)\s++(?:the\s++|a\s++|an\s++|my\s++|your\s++)?$")
_OTHER_LABELS = frozenset("name named called ssid network user username id host email like e.g. such".split())
_PREPOSITIONS = frozenset(
    "for of to from with in on at by as into via para pour für de per fürs zum zur del della dello di dla для του"
    " της των για برای".split()  # secfix12: German, Italian, Polish, Russian, Greek and Persian ones
)
# the key names what the secret's value is about, not the value (``PASSWORD_RESET_TIMEOUT``, ``TOKEN_TTL``)
_ABOUT = re.compile(
    r"ttl|timeout|max|min|size|len|length|count|expir|lifetime|age|limit|rounds|cost|port|_id$|header|name|file"
    r"|path|url|arn|version|type|field|hash|policy|reset|rotation|hint|strength|endpoint|uri|_ref|ref$"
)
_CONNECTORS = frozenset(
    "is was are est ist es é è это = : -> => lautet c'est sind son são sono era war wynosi olarak είναι là "
    "adalah ialah ni ay er är on je jest hai है हैं ہے คือ هو هي".split()
)
_SEPARATOR = re.compile(r"[\"'`]?\s*+(?:=>|:=|[=:：]|->|是|为|為|は|는|은|이|が)\s*+")
_DECORATION = "\"'`“”‘’«»「」()[]{}<>.,;!?*#~|"
_QUOTES = frozenset("\"'`“”‘’«»「」")
_DECORATION += "،؛"  # secfix18: the comma and semicolon of the Arabic script ("885097،")
# secfix18: a sentence's verb or copula that ends with a colon before the value, in the languages that put the verb
# last ("بینک کا OTP آیا ہے: 885097", "बँकेचा OTP आला आहे: 689018", "ਬੈਂਕ ਦਾ OTP ਆਇਆ ਹੈ: 410390", "پیامک شد: …"): a
# connector, not another field's label
_COLON_VERBS = frozenset("ہے ہیں آیا آئی है हैं आहे आले आला आली ਹੈ ਹਨ ਆਇਆ شد است آمد এসেছে হয়েছে".split())


def _verb_colon(raw: str) -> bool:
    base = raw[:-1].lower()
    return base in _COLON_VERBS or (base in _CONNECTORS and not base.isascii())

# --- public shapes -----------------------------------------------------------------------------------------
_PUBLIC = re.compile(
    r"(?i)(?:"
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"  # UUID
    r"|v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?"  # version, IP address
    r"|\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:t[\d:]+z?)?|\d{1,2}:\d{2}(?::\d{2})?(?:am|pm)?"  # date, time
    r"|[$€£¥₹]?\d{1,3}(?:[,.]\d{3})*(?:[.,]\d{1,2})?[$€£¥₹%kmb]?|\d+(?:[.,]\d+)?(?:%|[a-z]{1,3})"  # amounts
    r"|\+?\d{1,3}[ -]?\(?\d{2,4}\)?(?:[ -]\d{2,4}){2,3}"  # phone
    r"|[a-z][a-z0-9+.-]*://\S*|www\.\S+|\S+@\S+\.[a-z]{2,}|[~./\\]\S*/\S*|[a-z]:\\\S*"  # URL, e-mail, path
    r"|[@#][\w.-]+|\$\{?[a-z_][a-z0-9_]*\}?|%[a-z_]+%|[\w-]+\.(?:py|js|ts|md|txt|json|ya?ml|html?|css|png|jpe?g"
    r"|pdf|csv|log|conf|cfg|ini|sh|rs|go|java|rb|php|xml|toml|lock|zip|gz|tar|docx?|xlsx?|env|pem|key|exe|app|com"
    r"|org|net|io|dev)"
    r")"
)
_HEX = re.compile(r"[0-9a-f]{7,64}|[0-9A-F]{7,64}")
_PLACEHOLDER = re.compile(
    r"(?i)\*{3,}|x{4,}|•{3,}|<[^<>\s]{1,40}>|\{\{|\}\}|\[redacted|redacted|example|changeme|placeholder|dummy"
    r"|sample|expired|revoked|invalid|no longer|your[_-]|my[_-]?(?:pass|secret|token|key)|\.\.\.|…|hidden|masked"
    r"|not shown|omitted|removed"
)
# code and references: a call, an index, a template, a dotted name, a URL or a host, an assignment inside
_NOT_VALUE = re.compile(
    r"[(\[{}]|\$\{|::|://|@[\w-]+\.[a-z]|^[~./\\]|^eyJ[\w-]*=*$|^(?:pk|sk_test|pk_test|pk_live)[._]"
    r"|^AC[0-9a-f]{32}$|^SW-\d|^[a-z]+=|^--?[a-z]|^0x[0-9a-fA-F]+$|^[xyzt]pub|[@&,]|[=:]\w+="
    r"|^[\w.-]+:[a-z]{1,8}$|^[\w-]+(?:\.[\w-]+)+/|/.*:|\w=[\"']|^[^\W\d][\w-]*=|^[a-z][\w.-]*:\d[\w.]*$"
    r"|^[A-Z]{2,}[-#]?\d{1,4}$"  # a model or a standard: RTX4090, SHA-256, PKCS#1, GPIO4
)
# a path: parts of names and short numbers joined by "/" (``secret/db/prod``, ``python-httpx/0.27.0``)
_PATH = re.compile(r"(?:[A-Za-z][\w.-]*|\d[\d.]*)(?:/(?:[A-Za-z][\w.-]*|\d[\d.]*))++/?")
# names: lower-case words joined by "_", "-" or "." (``mqtt_password``, ``var.db_password``, ``stripe-live-key``)
_NAMES = re.compile(
    r"[a-z]{2,}+(?:[_.-][a-z]{2,}+)++(?:[_.-]\d{1,4})?|[A-Z][a-z]++(?:[A-Z][a-z]++)++|[^\W\d_]++'[^\W\d_]{1,3}+"
)
# a code given away to be shared: a discount, a promotion, a referral (in a few languages)
_SHARED_CODE = re.compile(
    r"discount|rabat|rabatt|promo|coupon|voucher|gutschein|descuento|desconto|sconto|réduction|remise|korting"
    r"|indirim|скидк|промокод|折扣|优惠|クーポン|할인|referral|gift card|giftcard"
)
# secfix13: how the value is to be typed, said right after it ("… is tangomontana todo junto en minúsculas", "Kennwort
# wolkenebel (alles klein)", "… là caluahoa viết liền không dấu"): nobody says "all lowercase, one word" of a word
# that is not typed in, so a letters-only value before it is no word of the sentence but the password (17 languages)
_TYPED = re.compile(
    r"[ \t,;:(\-–—]*+(?:all (?:small|lower|in lower|one word|together|caps)|(?:in |all in )?lower ?-?case\b|one word\b"
    r"|no spaces|no caps|no capitals|no numbers|with spaces|(?:it )?never had (?:any )?(?:numbers|digits|capitals)"
    r"|todo (?:junto|pegado|en min[uú]scula)|en min[uú]scula|sin (?:espacios|may[uú]sculas|n[uú]meros)|con espacios"
    r"|tudo (?:min[uú]scul|junto|colado)|sem (?:espa[cç]o|acento|mai[uú]scula|n[uú]mero)"
    r"|en un (?:seul )?mot|tout en minuscule|en minuscule|sans (?:espace|accent|majuscule|chiffre)"
    r"|alles klein|kleingeschrieben|klein geschrieben|zusammengeschrieben|ohne leerzeichen|in kleinbuchstaben"
    r"|tutto (?:attaccato|minuscol)|senza spazi|geen hoofdletters|aan elkaar|allemaal klein|zonder spaties"
    r"|wszystko ma[łl]ymi|ma[łl]ymi literami|bez (?:cyfr|spacji|polskich znak|mezer|diakritiky)"
    r"|(?:hepsi )?k[üu][çc][üu]k harf|biti[şs]ik|bo[şs]luksuz|(?:semua )?huruf kecil|nyambung|tanpa spasi"
    r"|(?:lahat )?maliit na letra|walang space|herufi ndogo|vi[ếe]t li[ềe]n|kh[ôo]ng d[ấa]u|ch[ữu] th[ưu][ờo]ng"
    r"|(?:allt med )?sm[åa] bokst[äa]ver|ihopskrivet|utan mellanslag|(?:tot cu )?litere mici|f[ăa]r[ăa] spa[țţt]ii"
    r"|(?:v[šs]echno )?mal[ýy]mi p[íi]smeny|dohromady)"
)
# ... or closed by a copula where the verb comes last ("비밀번호 harborvelvet 입니다", "パスワードは skyline です"):
# a Latin token between a password word and the copula of a sentence in another script
_COPULA_AFTER = re.compile(r"[ \t]*+(?:입니다|이에요|예요|이야|です|だよ|だ|है|ہے|است|হল|হলো)")
# the copulas of Romanian and Polish speech ("parola … e X", "hasło … to X"), for the typed value only (as
# connectors in general they are other words: "e" and, "to" a preposition)
_TYPED_COPULA = re.compile(r"(?:^|\s)(?:e|to)\s++$")
# secfix13: an account handed over: an e-mail address right before the password word ("ML account ko: ana@x.test
# pass buwanmangga", "akun: raj@x.org sandi pelangihujan"): the word after it is the password, letters only or not
_LOGIN_BEFORE = re.compile(r"@[\w-]+(?:\.[\w-]+)+[ \t]*[,:;/|]?[ \t]*\Z")
# the published defaults of images and boxes (Raspberry Pi OS pi/raspberry, Vagrant, Ubuntu cloud images): documented
_PUBLISHED_DEFAULTS = frozenset({"raspberry", "vagrant", "ubuntu", "alpine", "password", "changeme", "letmein"})
# secfix13: a password manager's master passphrase, three or four short words after the master password's name
# ("master password pepper copper harbor, key file …", "mot de passe maître « cerise tartine citron »", "kata sandi
# utama mangga rendang pisang,"), or a passphrase in quotes, ending its clause
_MASTER_AFTER = r"(?:maître|maitre|maestra|maestro|mestra|mestre|utama|principal|master|haupt)[ \t]++"
_PHRASE_CONNECTOR = r"(?:(?:is|=|:|est|es|é|ist|è|jest|je|adalah|ni)[ \t]++)?"
_PHRASE_WORDS = r"(?P<s>[^\W\d_]{3,12}+(?:[ \t]++[^\W\d_]{3,12}+){2,3}+)"
_PHRASE = re.compile(  # after the master password's name: quotes optional
    rf"[ \t]*+{_PHRASE_CONNECTOR}[«\"“'‘]?[ \t]*+{_PHRASE_WORDS}[ \t]*+[»\"”'’]?(?=[ \t]*+(?:[,;.—–)(]|$))"
)
_PHRASE_MASTER = re.compile(rf"[ \t]*+{_MASTER_AFTER}")
_PHRASE_QUOTED = re.compile(  # after any password word: in quotes
    rf"[ \t]*+{_PHRASE_CONNECTOR}(?:[«\"“]|(?<=\s)')[ \t]*+{_PHRASE_WORDS}[ \t]*+[»\"”'](?=[ \t]*+(?:[,;.—–)(]|$))"
)
_MASTER_BEFORE = re.compile(r"(?:master|haupt|main)[ \t-]?\Z")
# secfix13: with no password word, a verb that logs in or unlocks with the value ("the shared drive unlocks with X —
# all lowercase", "entra no computador com X — tudo junto", "loguj się słowem X, bez cyfr", "type X, it never had
# numbers in it"): the typed remark after the value is then needed, and a value of 8 letters or more
_UNLOCKS_WITH = re.compile(
    r"(?:unlocks? (?:it )?with|log ?in with|sign in with|opens? with|\btype|entrar?\b[^,.;\n]{0,40}? com|entrar?\b"
    r"[^,.;\n]{0,40}? con|entrez? avec|loguj się słowem|zaloguj się słowem|masuk (?:pakai|dengan))[ \t]++\Z"
)
_VERB_LITERALS = ("with", "type", " com", " con", "avec", "słowem", "pakai", "dengan")
_TYPED_MIN = 6  # letters of a value before such a remark (8 with no connector: "Kennwort wolkenebel")
_VOWELS = frozenset("aeiouyàáâãäåèéêëìíîïòóôõöùúûüæøœ")
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{5,}")
_CASE_RUNS = re.compile(r"[a-z]+|[A-Z]+")
_CAMEL = re.compile(r"[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+")
_YEAR = re.compile(r"(?:19|20)\d\d")
_SEQUENCE = "0123456789 9876543210 abcdefghijklmnopqrstuvwxyz qwertyuiop asdfghjkl"


def _entropy(v: str) -> float:
    n = len(v)
    return -sum(k / n * math.log2(k / n) for k in Counter(v).values())


def _wordlike(letters: str) -> bool:
    """A run of letters that reads as a word: one case pattern (lower, Capitalised, upper or camel words),
    vowels in it, no long consonant cluster."""
    if not letters.isascii():
        return True  # another script's word
    if not _CAMEL.fullmatch(letters):
        return False
    low = letters.lower()
    vowels = sum(c in _VOWELS for c in low)
    return vowels * 5 >= len(low) and not _CONSONANT_RUN.search(low)


def shape(v: str) -> float:
    """Shape points of a value: more for length, mixed classes, letter-digit alternation and entropy, fewer for
    words of natural language; a public shape or a placeholder is -9 (never a secret here)."""
    n = len(v)
    if v.isdigit() and v.isascii():  # a number: a PIN or an OTP has 4-8 digits, not a run or one digit repeated
        return 1.0 if 4 <= n <= 8 and len(set(v)) > 1 and v not in _SEQUENCE else -9.0
    if n < 4 or n > 200 or _PUBLIC.fullmatch(v) or _PLACEHOLDER.search(v) or _NOT_VALUE.search(v):
        return -9.0
    if _PATH.fullmatch(v) and all(_wordlike(p) or len(p) <= 4 for p in re.findall(r"[^\W\d_]+", v)):
        return -9.0
    if _REFERENCE.search(v) or _PUBLIC_MATERIAL.match(v) or _is_placeholder(v) or _NAMES.fullmatch(v):
        return -9.0
    lower = sum(c.islower() for c in v)
    upper = sum(c.isupper() for c in v)
    digits = sum(c.isdigit() for c in v)
    letters = lower + upper
    symbols = n - letters - digits - sum(c in "-_." for c in v)  # separators of names are no symbols
    if _HEX.fullmatch(v) and digits and letters:
        return 0.5 if n >= 16 else -9.0  # a hash or a commit id (public unless named a secret)
    classes = (lower > 0) + (upper > 0) + (digits > 0) + (symbols > 0)
    points = float(classes - 1)
    if not lower and not symbols:
        return points  # capitals and digits: the shape of ids, serials and codes (no more for length)
    points += (n >= 10) + (n >= 16) * 0.5
    if letters and digits:
        alternations = sum(
            a.isdigit() != b.isdigit() for a, b in zip(v, v[1:], strict=False) if a.isalnum() and b.isalnum()
        )
        points += 0.5 if alternations >= 3 else 0.0
    if n >= 8 and _entropy(v) >= 3.3:
        points += 0.5
    runs = _CASE_RUNS.findall(v)
    if letters and all(_wordlike(r) for r in re.findall(r"[^\W\d_]+", v)):
        points -= 1.5 if digits or symbols else 3.0
    elif letters >= 6 and len(runs) >= 4:
        points += 1.0  # irregular case: aBqXz
    return points


def _typed(text: str, lowered: str, raw: str, end: int, least: int) -> bool:
    """``raw`` (a token ending at ``end``) is a letters-only value with a remark on how it is typed right after
    it (:data:`_TYPED`), or a Latin one closed by a copula in a sentence of another script (:data:`_COPULA_AFTER`)."""
    value = raw.rstrip(",;")
    low = value.lower()
    return (
        len(value) >= least
        and value.isalpha()
        and (
            _TYPED.match(lowered, end) is not None
            or (value.isascii() and not text.isascii() and _COPULA_AFTER.match(text, end) is not None)
        )
        and low not in _prose._STOPWORDS
        and _prose._WORDY_SUFFIX.search(low) is None
        and shape(value) > -9.0  # no placeholder
    )


def _phrase(lowered: str, s: int, e: int) -> tuple[int, int] | None:
    """The span of a passphrase of 3-4 words after the keyword at ``s:e`` (:data:`_PHRASE`), when none
    of its words is a stop or function word of the languages ``_prose`` knows, or an -ed / -ing / -ly word."""
    q = _PHRASE_MASTER.match(lowered, e)
    if q is not None:
        m = _PHRASE.match(lowered, q.end())
    elif lowered.startswith(("master", "haupt"), s) or _MASTER_BEFORE.search(lowered, max(0, s - 8), s) is not None:
        m = _PHRASE.match(lowered, e)
    else:
        m = _PHRASE_QUOTED.match(lowered, e)
    if m is None:
        return None
    words = m["s"].split()
    if any(
        w in _prose._STOPWORDS or w in _prose._FUNCTION_WORDS or w in _prose._PROSE_WORDS
        or _prose._WORDY_SUFFIX.search(w) or not w.isascii()
        for w in words
    ):
        return None
    return m.span("s")


def _handed_over(lowered: str, s: int, raw: str) -> bool:
    """The keyword at ``s`` comes right after an e-mail address, and ``raw`` after it is a word of 8 letters or
    more that is no English stop word (a login and its password: "ana@x.test pass buwanmangga")."""
    value = raw.rstrip(",;.")
    return (
        len(value) >= 8
        and value.isalpha()
        and _LOGIN_BEFORE.search(lowered, max(0, s - 60), s) is not None
        and shape(value) > -9.0  # no placeholder ("CHANGEME")
        and value.lower() not in _PUBLISHED_DEFAULTS
        and value.lower() not in _prose._STOPWORDS
        and _prose._WORDY_SUFFIX.search(value.lower()) is None
    )


def _boundary_ok(lowered: str, s: int, e: int, word: str) -> bool:
    if len(word) >= _SHORT and not word.isascii():
        return True
    before = lowered[s - 1] if s else " "
    after = lowered[e] if e < len(lowered) else " "
    if len(word) >= _SHORT:  # inside an identifier ("DB_PASSWORT", "apiKey"), not inside a word ("tokens")
        return (not _ALNUM_BOUNDARY.match(before) or before in "_-") and not after.isalpha()
    return not _ALNUM_BOUNDARY.match(before) and not _ALNUM_BOUNDARY.match(after)


THRESHOLD = 5.0
MAX_TEXT = 64_000
MAX_WINDOWS = 256  # keyword windows read per text (a bound on the work; a memory has a handful)


def _mask_at(text: str, lowered: str, s: int, stop: int) -> int:
    mask = _PLACEHOLDER.search(text, max(0, s - 40), min(len(text), stop + 40))
    shared = _SHARED_CODE.search(lowered, max(0, s - 40), min(len(text), stop + 20))
    return min(mask.start() - 40 if mask else len(text), shared.start() - 20 if shared else len(text))


def _candidates(text: str, lowered: str) -> Iterator[tuple[int, int, float]]:
    """(start, end, score) of each token in a keyword's window."""
    starts = _word_starts(lowered)  # shared with the rules (cached per text): a prefix no word starts with is not
    prefixes = tuple(w for w, k in _ASCII_PREFIXES if k in starts)  # looked for
    if not lowered.isascii():
        prefixes += _OTHER_PREFIXES
    for n, m in enumerate(finditer_at(_KEYWORD, lowered, prefixes)):
        if n >= MAX_WINDOWS:
            return
        kind = m.lastgroup or "code"
        s, e = m.span()
        if not _boundary_ok(lowered, s, e, m.group()):
            continue
        if _NEGATED.search(lowered, max(0, s - 16), s):
            continue
        if kind == "secret" and (word := _word_password_at(text, lowered, s)) is not None:
            yield word[0], word[1], THRESHOLD  # secfix14: "Passwort vom Laptop: Schmetterling"
            continue
        if kind == "secret" and (run := _word_run(text, lowered, s, e)) is not None:
            yield run[0], run[1], THRESHOLD  # secfix16: "heslo lipa violin veena dombra", "wagwoord Kava+Nimbus+43"
            continue
        if kind == "secret" and (run := _owned_run(text, lowered, s, e)) is not None:
            yield run[0], run[1], THRESHOLD  # secfix17: "el password taa el Instagram taa el ma7al CactusOrchid…"
            continue
        if kind == "secret" and (sentence := _sentence_at(text, lowered, s)) is not None:
            yield sentence[0], sentence[1], THRESHOLD  # secfix16: 'password is the sentence "our blue tractor …"'
            continue
        if kind == "code" and lowered.startswith(" code", e):
            continue  # "PIN code": a postal code in India
        if kind == "code" and _NOT_SECRET_BEFORE.search(lowered, max(0, s - 24), s):
            continue
        if _NOT_SECRET_WORD_AFTER.match(lowered, e):
            continue
        base = WEIGHTS[kind]
        if kind == "code" and _STRONG_CODE.search(lowered, max(0, s - 24), min(len(lowered), e + 12)):
            base = WEIGHTS["secret"]
        # the rest of the identifier the word is in ("DB_PASSWORT", "secret_id", "rcon_password")
        k0 = s
        while k0 > 0 and (lowered[k0 - 1].isalnum() or lowered[k0 - 1] in "_-."):
            k0 -= 1
        while e < len(lowered) and (lowered[e].isalnum() or lowered[e] in "_-."):
            e += 1
        if lowered[e - 1] == ".":  # secfix15: the sentence's full stop ("… PIN-koode. 0791 118 824"), not the word's
            e -= 1
        if _ABOUT.search(lowered, k0, e) or (k0 and lowered[k0 - 1] in ":/") or lowered.startswith((":", "/"), e):
            continue  # what the secret's key is about ("TOKEN_TTL"), or a word of a path, a URL or an ARN
        if kind == "secret" and (phrase := _phrase(lowered, s, e)) is not None:
            yield phrase[0], phrase[1], THRESHOLD  # "master password pepper copper harbor, …"
            continue
        line_end = lowered.find("\n", e, e + _MAX_CHARS)
        stop = min(len(lowered), e + _MAX_CHARS) if line_end < 0 else line_end
        if (end := _CLAUSE_END.search(text, e, stop)) is not None:
            stop = end.start() + 1
        pos, glued = e, False
        sep = _SEPARATOR.match(text, pos, stop)
        if sep and sep.end() > pos:
            glued, pos = True, sep.end()
        prev, owner = "", False
        mask_at = -1  # computed for the window's first value
        for i, t in enumerate(_TOKEN.finditer(text, pos, stop)):
            if i >= _MAX_TOKENS:
                break
            raw = t.group()
            low = raw.lower().strip(_DECORATION)
            if low in _CONNECTORS or raw in (":", "=", "-", "—", "–"):
                glued, owner = True, False
                continue
            if low in _OTHER_LABELS:
                break  # "its name is X": X is named, not the secret
            if low in _PREPOSITIONS:
                owner = True  # "the TAN for the transfer is X": what follows names the owner, up to a connector
                continue
            if owner:
                if (
                    i and _TYPED_COPULA.search(lowered, max(0, t.start() - 4), t.start()) is not None
                    and _typed(text, lowered, raw, t.end(), _TYPED_MIN)
                ):  # "parola de la laptopul bunicii e X, tot cu litere mici"
                    yield t.start(), t.start() + len(raw.rstrip(",;")), THRESHOLD
                if raw.endswith((":", "：")):  # secfix12: "the token for the deploy: X": the owner's name ends
                    glued, owner = True, False
                continue
            if raw.endswith((":", "：")) and _verb_colon(raw):
                glued, owner, prev = True, False, ""  # secfix18: "OTP आला आहे: 689018": a verb, then the value
                continue
            if i and raw.endswith(":") and len(raw) > 2:
                break  # another field's label: the value after it is that field's
            value = raw.strip(_DECORATION)
            if value and not value[-1].isascii():
                value = _GLUED_PARTICLE.sub("", value)
            vs = t.start() + raw.find(value[:1]) if value else t.start()
            if not value:
                continue
            if kind == "code" and base == WEIGHTS["code"] and not value.isdigit():
                continue  # a plain code word's value is a number (below, the same as its -9)
            if mask_at < 0:  # the first placeholder or shared code near the window: a value within 40 / 20
                mask_at = _mask_at(text, lowered, s, stop)  # characters before one is no secret
            quoted = raw[:1] in _QUOTES or (t.start() > 0 and text[t.start() - 1] in _QUOTES)
            points = (
                base + shape(value) + WEIGHTS["connector"] * glued + WEIGHTS["quoted"] * quoted
                + WEIGHTS["per_token"] * i + WEIGHTS["masked"] * (t.end() > mask_at)
            )
            if value.isdigit() and _prose._PHONE_GROUPS.match(text, vs + len(value)):
                continue  # secfix15: the first group of a phone number ("0791 118 824")
            year = _YEAR.fullmatch(value) is not None
            if kind == "code":
                if not value.isdigit():  # a code is a number, or holds digits and is named a secret one
                    strong = base > WEIGHTS["code"] and any(c.isdigit() for c in value)
                    points += WEIGHTS["code_letters"] if strong else -9.0
                elif not year:
                    points += WEIGHTS["code_number"]  # 4-8 digits: the shape of a PIN or a one-time code
            points += WEIGHTS["year"] * year
            if i and prev.isalpha() and prev not in _CONNECTORS:
                points += WEIGHTS["labelled"]
            if (
                (glued or i == 0) and _typed(text, lowered, raw, t.end(), _TYPED_MIN + 2 * (not glued))
                # a few words on ("pw wifi kos X semua huruf kecil"): a longer value, named a secret
                or (base == WEIGHTS["secret"] and i <= 3 and _typed(text, lowered, raw, t.end(), 10))
                or (i == 0 and base == WEIGHTS["secret"] and _handed_over(lowered, s, raw))
                or (glued and base == WEIGHTS["secret"] and _run_token(raw))  # secfix16: "lozinka za X je Run"
            ):
                points = max(points, THRESHOLD)  # "… es gatofresalimon, todo junto": typed as it is written
            yield vs, vs + len(value), points
            glued = raw.endswith((":", "："))  # "Kod BLIK: 369963"
            prev = low


# secfix14: a password that is one word or a run-together sentence ("the home computer's password is girasol",
# "Passwort vom Laptop: Schmetterling", "hasło babci do poczty: zimnapiwo!", "password ng laptop ay paruparo"):
# a password word, what it is for (a few words, no verb of its own), a connector, at most two fillers ("just",
# "gewoon") and a single word of Latin letters that closes the text or its clause (end, ",", ";", "(", a dash):
# a description of the password says more than one word ("is too simple, change it") or is a word of the
# lists below (weak, nueva, geändert, a password manager's name)
_WORD_PASSWORD_WORDS = (
    "password|passwort|kennwort|mot de passe|mdp|contraseña|contrasenya|senha|parola|parolă|wachtwoord|hasło"
    "|haslo|heslo|geslo|jelszó|jelszava|jelszavam|salasana|salasanani|lösenordet|lösenord|passordet|passord"
    "|kodeordet|kodeord|adgangskoden|adgangskode|lozinka|lozinku|kata sandi|kata laluan|katalaluan|nenosiri"
    "|mật khẩu|koden til|şifresi|sifresi|şifrem|şifre|sifre|pwd|pw"
    "|wagwoord|slaptažodis|slaptazodis"  # secfix20: Afrikaans, Lithuanian
)
_WORD_PASSWORD = re.compile(
    r"(?<![\w'’-])(?P<kw>" + _WORD_PASSWORD_WORDS + r")(?![\w'’-])"
    # what it is for: up to five words that are no connector, verb or place of keeping
    r"(?P<owner>(?:[ \t]++(?!(?:is|are|was|were|in|on|at|is|es|é|est|ist|è|e|to|je|jest|er|är|ni|ay|és|adalah"
    r"|ialah|là|lautet|c'est|hint|manager|reset|policy|stored|saved|kept|written|changed|set|should|must|will"
    r"|can|has|have|had|not|no|nicht|kein|keine|pas|não|nao|nie|niet|ne|non|sin|sem|ohne)(?![\w'’]))"
    r"[^\s:=：,.;!?()\[\]\"“”«»]{1,24}+){0,5}?)"
    r"(?P<conn>[ \t]*+[:=：][ \t]*+|[ \t]++(?:is|es|é|és|est|c'est|c’est|ist|lautet|è|e|to|je|jest|on|er|är|ni|ay"
    r"|adalah|ialah|là)[ \t]++|(?<=şifresi)[ \t]++|(?<=sifresi)[ \t]++|(?<=şifrem)[ \t]++)"  # Turkish: no copula
    r"(?:(?:literally|just|simply|only|simplemente|solo|só|apenas|juste|simplement|einfach|nur|gewoon|tylko"
    r"|semplicemente|bara|vain|csak|jen|samo|lang|hanya|tu)[ \t]++){0,2}+"
    r"(?P<v>[a-zß-öø-ÿĀ-ɏ]{4,24}+)!?(?=[ \t]*+(?:[,;—–]|-[ \t]|\.(?:\s|$)|$)|[ \t]++\()",  # not a call: "getpass()"
    re.IGNORECASE,
)
# copulas that are other words in other languages: read only after a password word of their language
_COPULA_OF = {"on": ("salasan",), "to": ("has",), "e": ("parol",), "je": ("lozink", "hesl", "gesl"),
              "er": ("passord", "kode", "adgangs"), "ni": ("nenosiri",), "ay": ("password", "pw")}
# words that describe a password rather than are one (the languages of the list above), and managers' names
_DESCRIBES = frozenset(
    "weak strong simple easy hard long short same new old wrong right correct incorrect changed none nothing empty"
    " blank secret private unknown forgotten expired default temporary required optional saved stored written below"
    " above attached here there enabled disabled mandatory unique complex random updated different fine okay"
    " débil fuerte sencilla sencillo fácil difícil larga largo corta corto misma mismo nueva nuevo vieja viejo"
    " antigua antiguo incorrecta correcta secreta secreto desconocida vacía ninguna igual distinta segura"
    " fraca forte simples longa curta mesma nova velha errada correta trocada vazia nenhuma diferente"
    " faible facile difficile longue courte même nouveau nouvelle ancien ancienne fausse vide aucun aucune pareil"
    " schwach stark einfach leicht schwer lang kurz gleich gleiche dasselbe neue alte falsch richtig geheim leer"
    " unbekannt vergessen sicher unsicher debole semplice lunga corta stessa nuova vecchia sbagliata corretta"
    " segreta vuota zwak sterk simpel makkelijk moeilijk kort hetzelfde nieuw oud fout goed geheim leeg onbekend"
    " veilig verlopen vergeten veranderd abgelaufen"
    " słabe słaba mocne proste proste łatwe trudne długie krótkie nowe stare tajne puste inne takie same"
    " yok gizli zayıf güçlü kolay basit uzun kısa aynı yeni eski yanlış doğru lazım gerekli değişti belli"
    " bitwarden lastpass keepass keepassxc dashlane keychain vault nordpass enpass protonpass".split()
)
# secfix18: what was done to it ("het wachtwoord is vervangen", "la contraseña fue cambiada", "heslo je změněno")
_DESCRIBES = _DESCRIBES | frozenset(
    "replaced rotated revoked reset vervangen gewijzigd gereset ingetrokken ersetzt geändert zurückgesetzt gesperrt"
    " remplacé remplacée changé changée réinitialisé réinitialisée révoqué cambiada cambiado reemplazada"
    " reemplazado restablecida restablecido revocada trocada alterada redefinida substituída cambiata sostituita"
    " reimpostata revocata zmienione zmienione zmieniona zresetowane změněno změněné změněna zmenené zmenená"
    " megváltozott lecserélve lecseréltük schimbată resetată înlocuită vaihdettu muutettu nollattu pakeistas"
    " pakeistas promijenjena promijenjeno zamijenjena ändrat bytt återställt ændret skiftet endret".split()
)
# secfix20: the words that describe a password in Afrikaans and Lithuanian (their password words read above)
_DESCRIBES = _DESCRIBES | frozenset(
    "maklik moeilik sterk swak eenvoudig nuut nuwe oud ou verkeerd reg dieselfde geheim leeg verander vergeet"
    " onbekend kort lank veilig onveilig silpnas stiprus paprastas naujas senas neteisingas teisingas tuščias"
    " slaptas pakeistas pamirštas nežinomas trumpas ilgas saugus nesaugus toks".split()
)
# the endings of participles and adverbs ("geändert", "cambiada", "changée", "zmienione", "easily")
_DESCRIBES_SUFFIX = re.compile(
    r"(?:ed|(?<!l)ing|ally|ously|able|ible|ado|ada|ido|ida|ato|ata|iert|ierte|ée|one|ony|ndi|ldi|ndı|ldı"
    # secfix15: Turkish verbs, negative aorist and present ("banka asla kart şifresi sormaz": does not ask)
    r"|[mn]az|[mn]ez|[mn]ıyor|[mn]iyor|[mn]uyor|[mn]üyor)$|^ge\w+(?:t|en|d)$"
)


def _word_password_at(text: str, lowered: str, s: int) -> tuple[int, int] | None:
    """A one-word or run-together password closing its clause after the password word at ``s`` and a connector
    (:data:`_WORD_PASSWORD`); the word is one :func:`_candidates` found (no search of its own)."""
    m = _WORD_PASSWORD.match(lowered, s)
    if m is not None:
        value = text[m.start("v"):m.end("v")]
        low = m["v"]
        conn = m["conn"].strip()
        if conn in _COPULA_OF and not m["kw"].startswith(_COPULA_OF[conn]):
            return None  # "on" is Finnish's copula, "to" Polish's; elsewhere a preposition ("no password to remember")
        if (
            low in _DESCRIBES or low in _prose._STOPWORDS or low in _prose._FUNCTION_WORDS
            or low in _prose._PROSE_WORDS or low in _PUBLISHED_DEFAULTS or low in _prose._DEFAULT_PASSWORDS
            or _DESCRIBES_SUFFIX.search(low) or _NOT_SECRET_WORD_AFTER.match(lowered, m.end("kw"))
            or _PLACEHOLDER.search(value) or _is_placeholder(value)
        ):
            return None
        return m.start("v"), m.end("v")
    return None


_TOKEN_AFTER_VERB = re.compile(r"[^\W\d_]{8,40}+(?=[,;:)(\s—–-]|$)")


def _unlocked_with(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """Values typed at a verb that logs in or unlocks (:data:`_UNLOCKS_WITH`), a typed remark after them."""
    for lit in _VERB_LITERALS:
        i = lowered.find(lit)
        while i >= 0:
            j = i + len(lit)
            if j < len(lowered) and lowered[j] == " ":
                k = j + 1
                m = _TOKEN_AFTER_VERB.match(text, k)
                if (
                    m is not None
                    and _UNLOCKS_WITH.search(lowered, max(0, i - 60), k) is not None
                    and _TYPED.match(" " + m.group().lower()) is None  # "… with lowercase, no spaces"
                    and _typed(text, lowered, m.group(), m.end(), 8)
                ):
                    yield m.start(), m.end()
            i = lowered.find(lit, j)


# secfix16: a password made of words, right after a password word (a connector optional), ending its clause:
# four to six lowercase words ("salasana dunaj morze tundra maple", "lozinka paprika canyon violin cactus"), a
# run-together sentence in capitalised words ("парола OurGoatHatesTundraAgain.", "पासवर्ड MyCatStoleHarborTwice?")
# or words joined by one separator with a number ("wagwoord Kava+Nimbus+Tractor+43", "Tundra.juniper.veena.92").
# One word of another script may stand between ("κωδικός πρόσβασης velvet raga …"); none of the words may be a
# stop, function or prose word, or an -ed / -ing word; a camel run holds no word of code ("PasswordResetHandler")
_RUN_CONNECTOR = (
    r"(?:(?P<conn>[ \t]*+[:=：][ \t]*+|[ \t]++(?:is|es|é|ist|est|è|e|je|jest|ni|ah|е|on|er|är|adalah|ialah|là"
    r"|lautet|είναι|—|–)[ \t]++)|[ \t]++)(?:[^\x00-\x7f\s]{2,20}+[ \t]++)?"
)
# words only (the spaced run) need a connector or a login before the password word: an e-mail address, a handle
# with a digit, or a handle after a user word ("käyttäjä gsingh5 ja uusi salasana …", "вход mhorvat, парола …")
_RUN_LOGIN = re.compile(
    r"@[\w-]++\.[a-z]|(?<![\w.-])[a-z][a-z._-]{0,30}+\d[\w.-]{0,8}+(?![\w@])"
    r"|(?<!\w)(?:user|username|usuari|usuario|utilisateur|benutzer|login|id|gebruiker|käyttäjä|tunnus|vartotojas"
    r"|isticmaale|kullanıcı|přihlášení|prihlásenie|uživatel|používateľ|korisnik|użytkownik|utente|usuário|kasutaja|вход|логин|логін|потребител|хэрэглэгч|χρήστης|کاربر|کاربری"
    r"|아이디|युजर|यूजर|பயனர்|ਯੂਜ਼ਰ|লগইন|लॉगिन|लॉगइन|ਲੌਗਇਨ|లాగిన్)[ \t:]++[a-z][\w.-]{2,30}+"
    r"|(?<!\w)(?:account|akun|akaun|akoonka|konto|účet|fiók|contul|compte|cuenta|conta)(?!\w)"
)
_RUN_END = r"(?=[ \t]*+(?:[,;)(—–]|[.!?](?:\s|$)|$)|[ \t]++(?:[^\x00-\x7f]|\d{1,2}[).]|ile[ \t]))"
# what the password is for, up to a colon or a copula ("Kata laluan DELIMa saya: …", "κωδικός του λογαριασμού μας
# στο Spotify είναι …"): no other sentence, no line break
_RUN_OWNER = re.compile(
    r"[ \t][^:：\n.!?;=]{1,60}?(?=[:：]|[ \t](?:is|es|é|è|ist|est|je|е|είναι|ni|adalah|ialah|là|lautet)[ \t])"
)
# a copula closing the run in a sentence of another script ("ਪਾਸਵਰਡ morze marimba cactus juniper ਹੈ"): a connector
_RUN_COPULA = re.compile(r"[ \t]++(?:है|ਹੈ|ہے|است|আছে|ఉంది|ஆகும்)")
_WORD_RUN = re.compile(
    _RUN_CONNECTOR + r"(?:(?P<w>[a-z]{4,8}+(?:[ \t]++[a-z]{4,8}+){3,5}+)" + _RUN_END
    + r"|(?P<c>(?:[A-Z][a-z]{1,11}+){4,9}+\d{0,4}+[!?.#$%&*@+]?)(?=[\s,;)(]|$|[.,](?:\s|$))"  # secfix17: "…Saffron.."
    + r"|(?P<j>[A-Za-z][a-z]{2,11}+(?P<sep>[-_.+])[A-Za-z][a-z]{2,11}+(?:(?P=sep)[A-Za-z][a-z]{2,11}+){1,5}+"
    + r"(?:(?P=sep)\d{1,4}+)?)" + _RUN_END + ")"
)
_CODE_PART = re.compile(
    r"(?:handler|manager|service|controller|factory|provider|form|field|hash|hasher|reset|policy|error|exception"
    r"|validator|encoder|input|type|config|request|response|util|utils|helper|builder|store|changed|required"
    r"|expired|length|update|view|dialog|screen|page|button|label|text|string|value|key|token|auth|login|user)$"
)


# words of the password words' own phrases ("kata sandi utama": the master password, no value)
_RUN_NAMES = frozenset(w for p in _lexicon.WORDS for w in p.split() if w.isascii()) | {"utama", "master", "wifi"}


def _word_run(text: str, lowered: str, s: int, e: int) -> tuple[int, int] | None:
    """The span of a password of words right after the password word at ``s:e`` (:data:`_WORD_RUN`)."""
    m = _WORD_RUN.match(text, e)
    owned = False
    if m is None and (o := _RUN_OWNER.match(text, e)) is not None:  # "סיסמה לגיבוי … של הסטודיו: velvet …"
        m, owned = _WORD_RUN.match(text, o.end()), True
    if m is None:
        return None
    group = "w" if m["w"] else "c" if m["c"] else "j"
    if (
        group == "w" and not m["conn"] and not owned
        and not lowered.startswith(("şifresi", "sifresi", "şifrem"), s)  # Turkish: the possessive is the copula
        and _RUN_LOGIN.search(lowered, max(0, s - 100), s) is None
        and _RUN_COPULA.match(text, m.end(group)) is None
    ):
        return None
    value = m[group]
    if group == "c":
        words = [w.lower() for w in re.findall(r"[A-Z][a-z]++", value)]
        if len(value) < 16 or any(_CODE_PART.match(w) for w in words):
            return None
        words = [w for w in words if len(w) > 3]  # "The", "On", "At" are the sentence's own
    else:
        words = re.findall(r"[a-z]++", value.lower())
        if group == "j" and not (value[-1].isdigit() or len(words) >= 4):
            return None
    if any(
        w in _prose._STOPWORDS or w in _prose._FUNCTION_WORDS or w in _prose._PROSE_WORDS
        or _prose._WORDY_SUFFIX.search(w) or w in _DESCRIBES or w in _RUN_NAMES
        for w in words
    ):
        return None
    return m.span(group)



# secfix17: a run of capitalised words after a password word and what it is for, with no connector between
# ("el password taa el Instagram taa el ma7al CactusOrchidWillowRaven?, ma t2oulo", "password for the shop's
# Instagram JuniperMeadowEmberRaven!"): up to six words of its owner (no sentence mark, colon or quote), then the
# run (:func:`_word_run`'s ``c`` group) closing its clause
_OWNED_RUN = re.compile(r"(?:[ \t]++[^\s:=：,.;!?()\[\]\"“”«»]{1,24}+){1,6}?(?=[ \t]++[A-Z][a-z]++[A-Z][a-z])")


def _owned_run(text: str, lowered: str, s: int, e: int) -> tuple[int, int] | None:
    m = _OWNED_RUN.match(text, e)
    if m is None:
        return None
    run = _word_run(text, lowered, s, m.end())
    if run is None or not text[run[0]].isupper() or " " in text[run[0] : run[1]]:
        return None
    return run


_RUN_TOKEN = re.compile(
    r"(?:[A-Z][a-z]{1,11}+){4,9}+\d{0,4}+[!?.#$%&*@+]?"
    r"|[A-Za-z][a-z]{2,11}+(?P<sep>[-_.+])[A-Za-z][a-z]{2,11}+(?:(?P=sep)[A-Za-z][a-z]{2,11}+){1,5}+(?P=sep)\d{1,4}+"
)


def _run_token(raw: str) -> bool:
    """``raw`` (a token after a password word and a connector) is a camel or joined run of words
    (:data:`_WORD_RUN`'s ``c`` and ``j``, the joined one with its number)."""
    v = raw.rstrip(",;")
    if _RUN_TOKEN.fullmatch(v) is None:
        return False
    m = _WORD_RUN.match(" " + v)
    return m is not None and _word_run(" " + v, " " + v.lower(), 0, 0) is not None


# secfix16: a login and its password of words after a slash ("fiókja: ana@x.test / OurGoatHatesNimbusOnTuesday.",
# "Smurf account for ranked: opetrenko / sitar dombra tractor palinka —"): an e-mail address, or a handle after
# an account or login word, then " / " and a run of words (:func:`_word_run`)
_SLASH_LOGIN = re.compile(r"(?:@[\w-]++(?:\.[\w-]++)++|(?<![\w@./-])[a-z][\w.-]{2,30}+)[ \t]*+\Z")
_ACCOUNT_WORD = re.compile(
    r"(?<!\w)(?:account|accounts|login|logins|akun|akaun|akoonka|konto|účet|fiók|fiókja|contul|compte|cuenta|conta"
    r"|λογαριασμ\w*|πύλη\w*|حساب|חשבון|계정|账号|帳號|கணக்கு)|ਖਾਤਾ|ڈرائیو|ਡਰਾਈਵ|ఖాతా"
)


def _slash_pairs(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    i = text.find(" / ")
    n = 0
    while i >= 0 and n < 8:
        n += 1
        m = _SLASH_LOGIN.search(lowered, max(0, i - 80), i)
        if m is not None and (
            "@" in m.group() or _ACCOUNT_WORD.search(lowered, max(0, m.start() - 80), m.start()) is not None
        ):
            run = _word_run(text, lowered, i, i + 2)
            if run is not None:
                yield run
        i = text.find(" / ", i + 3)



# secfix16: a passphrase said to be a sentence ("my new Netflix password is literally the sentence "our blue tractor
# sings to seven lemons every june"", "nuova password del Wi-Fi (è una frase intera, con gli spazi): la vespa
# gialla canta …"): a password word, a word for "sentence" within its clause, then five to sixteen words in quotes,
# or after a colon up to the end of the text
_SENTENCE_WORD = re.compile(
    r"(?<![\w-])(?:password|passphrase|passwort|kennwort|mot de passe|contraseña|senha|wachtwoord|hasło|heslo"
    r"|jelszó|lösenord|passord|salasana|şifre|пароль|parola)(?![\w-])[^\n.!?\"“«]{0,80}?(?<![\w-])"
    r"(?:sentence|phrase|frase|satz|zdanie|zin|mening|setning|lause|cümle|фраза|věta|mondat)(?![\w-])"
)
_SENTENCE_AFTER = re.compile(
    r"[^\n\"“«:]{0,60}?(?:[\"“«](?P<q>[^\W\d_]++(?:[ \t]++[^\W\d_]++){4,15}+)[\"”»]"
    r"|:[ \t]*+(?P<c>[^\W\d_]++(?:[ \t]++[^\W\d_]++){4,15}+)[.!]?[ \t]*+$)"
)


def _sentence_at(text: str, lowered: str, s: int) -> tuple[int, int] | None:
    """The span of a passphrase said to be a sentence, after the password word at ``s`` (:data:`_SENTENCE_WORD`)."""
    m = _SENTENCE_WORD.match(lowered, s)
    a = _SENTENCE_AFTER.match(text, m.end()) if m is not None else None
    if a is None:
        return None
    group = "q" if a["q"] else "c"
    words = a[group].lower().split()
    if sum(w in _prose._STOPWORDS or w in _prose._FUNCTION_WORDS for w in words) * 2 >= len(words):
        return None
    return a.span(group)


# secfix16: a SecureDrop codename (what a source types to read the replies: the source's credential), a run of
# five to eight words after "codename"
_CODENAME = re.compile(
    r"(?<![\w-])code ?name[^\n:]{0,30}?[:：][ \t]*+[\"“']?"
    r"(?P<s>[a-z]{2,12}+(?:([ -])[a-z]{2,12}+)(?:\2[a-z]{2,12}+){3,6}+)"
)


def _securedrop_codenames(lowered: str) -> Iterator[tuple[int, int]]:
    for m in _CODENAME.finditer(lowered):
        yield m.span("s")


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Findings of the score: ``(start, end, "scored_secret")``; a memory-sized text only (as the rewritten
    readings of ``__init__``), so that a megabyte of keywords costs nothing here."""
    if len(text) > MAX_TEXT:
        return
    for s, e, points in _candidates(text, lowered):
        if points >= THRESHOLD:
            yield s, e, "scored_secret"
    for s, e in _unlocked_with(text, lowered):
        yield s, e, "scored_secret"
    if " / " in text:
        for s, e in _slash_pairs(text, lowered):
            yield s, e, "scored_secret"
    if "securedrop" in lowered:
        for s, e in _securedrop_codenames(lowered):
            yield s, e, "scored_secret"

