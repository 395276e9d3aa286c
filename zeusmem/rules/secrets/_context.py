"""Context rules (issue 25): a keyword that says what a value is, near a token-shaped string.

The other modules recognise a value by its own shape (a vendor prefix, a checksum) or by a fixed phrase
right before it ("password is", "api_key="). Here a *keyword* (password words in many languages, Wi-Fi /
WPA keys, LDAP bind passwords, FTP "pass", 2FA / TOTP setup keys, recovery keys, a provider's key) opens a
short window (the rest of the clause, a few tokens) and the first value in it that has the shape of a
secret is one. Entropy and character-class checks only ever run on values inside such a window: a random
looking string with no keyword near it is not a secret here (commit hashes, order numbers, ids).

In the window, a connector ("is", ":", "=", "est", "это", "—", "lautet", "是"...) or a "set to" word
("to", "auf", "на", "para"...) makes the next token a candidate that only has to pass the password checks
of ``_prose`` (no stop word, placeholder, reference, description). Any other token must look like a
password on its own: letters with digits or symbols, or random mixed case, and not a technical term
(``WPA2-PSK``), a URL, a path, an e-mail address, a date or a version. The token after a preposition
("for HomeNet-5G", "от ноутбука") is the object the secret belongs to, not the secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _extracted, _lexicon  # secfix21
from zeusmem.rules.secrets._checks import (
    _CODE_EXPR,
    _REFERENCE,
    _b64decode,
    _format_escape,
    _is_placeholder,
    _random_token,
    _strong_token,
    _template_at,
    _trim,
)
from zeusmem.rules.secrets._engine import (
    _ALNUM,
    _Anchor,
    _anchor,
    _near,
    finditer_at,
    finditer_before,
    line_window,
    longest_run,
    run_table,
    runs_at,
)
from zeusmem.rules.secrets._prose import _FUNCTION_WORDS, _password_ok, _value_at, spelled_end

# --- keywords -------------------------------------------------------------------------------------------
# Passwords in many languages (inflected forms listed: "lösenordet", "şifrem", "salasanani", "пароля"): the
# words of ``_lexicon``; those of scripts written without spaces between words are a group of their own (no
# boundary is checked after them).
_PASSWORD_WORDS = _lexicon.keywords(unspaced=False)
_CJK_WORDS = _lexicon.keywords(unspaced=True)
# API keys named in other languages ("la clé API Datadog est …", "Cohere-API-Schlüssel", "API-ключ"): the
# value must be a strong random token.
_API_WORDS = (
    "clé api|clé d'api|clé d’api|clés api|clave api|clave de api|clave de la api|chave api|chave de api"
    "|chave da api|chiave api|chiave dell'api|chiave dell’api|api-schlüssel|api-schluessel|api-ключ|ключ api"
    "|api ключ|api-токен|токен api|klucz api|api anahtarı|api-sleutel|api sleutel|api-nyckel|api-nøgle"
    "|api-nøkkel|api 키|api키|apiキー|api キー|api密钥|api 密钥|api金鑰|api 金鑰|api密鑰"
    # secfix3: a secret key, signing secret or token named in other languages (the eighth corpus's cloud and
    # auth registers): "Секретный ключ", "jeton de rafraîchissement", "secreto de firma", "khóa bí mật",
    # "チャネルシークレット", "시크릿 키", "钱包私钥", "API-Token"
    "|секретный ключ|секретного ключа|секретный токен|jeton de rafraîchissement|jeton d'accès|jeton d’accès"
    "|jeton secret|secreto de firma|clave secreta|chave secreta|segredo do webhook|segredo|khóa bí mật|khoá bí mật"
    "|シークレットキー|シークレット|시크릿 키|시크릿키|시크릿|비밀 키|비밀키|私钥|私鑰|密钥|秘钥|密鑰"
    "|api-token|api token"
)
# LDAP clients (ldap.conf, sssd, nslcd, Keycloak, Grafana, GitLab), OpenLDAP's rootpw, Wi-Fi configs.
_CONFIG_WORDS = (
    "bindpassword|bind_password|bind-password|bind password|bindpw|bind_pw|bind-pw|bind-pwd|bindcredential"
    "|bind credential|olcrootpw|rootpw|ldap_default_authtok|psk|wpa_passphrase|wpa-psk|wpa2-psk|wpa3-sae"
    "|wpa key|wpa2 key|wpa3 key|wpa|wpa2|wpa3|wi-fi key|wifi key|wlan-schlüssel|wlan-key|clé wi-fi|clé wifi"
    "|clé wpa|wireless key|netzwerksicherheitsschlüssel|netzwerkschlüssel|network security key|requirepass"
    "|masterauth|storepass|keypass|keystore password|truststore password"
    "|store password|key password"
)
# Words that are a secret's name only next to a Wi-Fi word ("the key for the wifi", "WiFi: X pw Y").
_WIFI_KEY_WORDS = (
    "key|code|network key|security key|clé|schlüssel|clave|chave|ключ|codice|código|codigo|kod|код|kode|chiave"
    "|llave"
    "|รหัส"  # secfix21: Thai "code" ("รหัส Wi-Fi ที่บ้าน…คือ X")
)
# (with "network" in the languages whose password words are read: "rețeaua Casa-Ionescu, parola 7420393792")
_WIFI = re.compile(
    r"wi-?fi|wlan|wpa|ssid|wireless|psk|netzwerk(?:sicherheits)?schlüssel|network security|вайфа|вай-фа"
    r"|rețea|retea|réseau|netwerk|nettverk|netværk|hálózat|δίκτυ|sieć|síť"
    # seclex3: "Wi-Fi" spelt in the other scripts ("รหัสไวไฟ", "와이파이 키", "رمز وای فای")
    r"|ไวไฟ|วายฟาย|와이파이|ワイファイ|وای ?فای|واي ?فاي|وايفاي|וויפי|ווייפיי|वाई-?फाई|वाईफ़ाई|वायफाय|ওয়াই-?ফাই"
)
# "pass" is an English word ("pass the salt"); it names a password after a user name or FTP.
_PASS_WORDS = "pass"
# Chat abbreviations of a password word: Dutch "ww" (wachtwoord), Vietnamese "mk" (mật khẩu), Swedish "lösen"
# (lösenord), Indonesian "sandi" (kata sandi; also a name). Short and ambiguous ("ww2", "mk II", "lösen" is
# also "to solve"): the value must look like a password by its shape alone, even after a connector.
_ABBREVIATIONS = "ww|mk|lösen|sandi"
_PASS_CONTEXT = re.compile(r"(?:user(?:name)?|login|ftps?|sftp|usr|e-?mail)\b|@[a-z0-9-]++\.[a-z]")

_KEYWORD = re.compile(
    r"(?P<api>" + _API_WORDS + r")(?![a-zà-ÿа-яё0-9_])"
    r"|(?P<pw>" + _PASSWORD_WORDS + r")(?![a-zà-ÿа-яёçşğıöüäß0-9_])"
    r"|(?P<cjk>" + _CJK_WORDS + r")"
    r"|(?P<cfg>" + _CONFIG_WORDS + r")(?![a-z0-9_-])"
    r"|(?P<wifi>" + _WIFI_KEY_WORDS + r")(?![a-zà-ÿа-яё0-9_-])"
    r"|(?P<pass>" + _PASS_WORDS + r")(?![a-z0-9_-])"
    r"|(?P<abbr>" + _ABBREVIATIONS + r")(?![a-zà-ÿ0-9_-])"
)
# Where a keyword can start (prefixes; ``_KEYWORD`` decides at each hit). The words with non-ASCII letters
# are only looked for in a text that has some (``str.isascii`` is one C pass; each literal is one more).
_ASCII_STARTS = (
    "pass|pw|pasw|pssw|pa55|ww|mk|sandi|mot de pass|mots de pass|mdp|clave|senha|parola|wachtwoord|haslo|heslo|hesla"
    "|geslo|salasana|sifre"
    "|kennwort|master|adgangskode|contrase|kata sandi|bind|rootpw|olcrootpw|ldap_default|requirepass|storepass"
    "|psk|wpa|wi-fi|wifi|wlan|wireless|key|code|codi|kod|chiave|chave|llave|jelsz|truststore|kata laluan|min kode"
    "|nenosiri|klucz api|api-sleutel|api sleutel|api-nyckel|network security|jeton|secreto|segredo|api-token"
    "|api token"
    "|slaptazod"  # secfix20
)
# secfix22: Afrikaans, European Portuguese and a temporary password's words (in ``_lexicon``, with no anchor here)
_ASCII_STARTS += "|wagwoord|palavra|temporary access|temporary pass"  # secfix22
_KEYWORD_ANCHOR_ASCII = _anchor(_ASCII_STARTS)
# Keywords with other letters, looked for only in a text that has such letters: Latin-1 ones when the text
# encodes to Latin-1 (one C pass; accented names are common in ordinary text), all of them otherwise.
_LATIN1_ANCHOR = _anchor("lösen|clé|schlüssel|código|api-schlüssel|netzwerk|api-nøgle|api-nøkkel|jeton d’accès"
                         "|lykilorð")  # secfix21: Icelandic
_OTHER_ANCHOR = _anchor(
    "lösen|clé|schlüssel|código|hasł|şifre|mật khẩu|parolă|κωδικ|парол|лозинка|ключ|код|api-schlüssel"
    "|netzwerk|api-nøgle|api-nøkkel|api-ключ|api ключ|api-токен|токен api|api anahtarı|api 키|api키|apiキー"
    "|api キー|api密钥|api 密钥|api金鑰|api 金鑰|api密鑰|كلمة|باسورد|رمز|گذرواژه|کلمه|پسورد|پاس ورڈ|پاسورڈ"
    "|סיסמ|पासवर्ड|कूटशब्द|পাসওয়ার্ড|கடவுச்சொல்|პაროლი|գաղտնաբառ|нууц үг|құпия сөз|секретн|khóa bí mật|khoá bí mật"
    "|シークレット|시크릿|비밀 키|비밀키|私钥|私鑰|密钥|秘钥|密鑰|jeton d’accès|" + _CJK_WORDS
    + "|slaptaž"  # secfix20: Lithuanian's password word (in ``_lexicon`` since secfix16) had no anchor here
    + "|lykilorð|รหัส"  # secfix21: Icelandic's password word (no longer ``_locales``'s only), Thai "code" by Wi-Fi
)

# --- the window ---------------------------------------------------------------------------------------
# "psk=", "bindPassword: ", "WPA2:", 'name="bindPassword" value="...', "密码是"
_GLUED = re.compile(r"[\"'`]?\s*+(?:=>|:=|[=:：]|->|是|为|為|は|는|은|이|が|value\s*+=)\s*+")
_TOKEN = re.compile(r"[^\s]++")
_CONNECTORS = frozenset(
    """is was are est ist es é è это это: — – - = : -> => er är on je jest to lautet c'est c’est sind son
    são sono era war wynosi olarak είναι là là: lautete هي هو هى است היא הוא זה है हैं ہے คือ হল হলো ialah adalah
    ni ay""".split()
)
_SET_TO = frozenset("to auf na para op till på zu as into".split())
_PREPOSITIONS = frozenset(
    """for of from with de du des del della dello di da do dos das pour für fürs vom von для от к ко van voor
    dla för til chez au aux pro mit per على في من عن ل برای از به של ל का की के untuk bagi ya wa""".split()
)
# secfix22: Afrikaans "vir" ("Die wagwoord vir die nuwe groep is X"), Romanian "pentru", Turkish "için", Hungarian
# "a", Czech and Slovak "na", Serbian "за"
_PREPOSITIONS = _PREPOSITIONS | frozenset("vir pentru için за na".split())  # secfix22
_MAX_TOKENS = 10
# the label of another field of the same line: the word after it is that field's value, not the password
_OTHER_FIELDS = frozenset("ssid network host hostname server username user".split())
_QUOTE_END = re.compile(r"[^\W\d_]{2,}[\"”»](?:\W{0,2})$")  # a quoted phrase ends here
_SENTENCE_END = re.compile(r"[^\W\d_]{2,}[.!?]$")  # "forgotten." "again!"
_QUOTE_MARKS = frozenset("\"”»")  # one of them is among a word's last three characters when _QUOTE_END matches
_TECH_TERM = re.compile(
    r"(?i)(?:wpa\d?|wep|psk|sae|aes|tkip|wps|2fa|mfa|otp|totp|ipv[46]|[2-6]g|lte|usb\d?|hdmi\d?|[a-z]{1,5}\d{1,3}"
    r"|[^\W\d_]{2,8}-\d{1,4}|(?-i:[A-Z]{2,6}v?[#.]?\d{1,3})|(?-i:[A-Z]{2,6}\d?v?\d{0,2}-[^\W\d_]++)"
    r"|\d{1,3}[a-z]{1,3})(?:[-/][a-z0-9]{1,8}+){0,3}+"
)
_MIXED_GROUPS = re.compile(r"(?=.*(?<![A-Za-z])[A-Z]{2,}+(?![A-Za-z]))(?=.*(?<![A-Za-z])[a-z]{2,}+(?![A-Za-z]))")
_CJK_CHARS = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CAMEL_WORDS = re.compile(r"[a-z]?(?:[A-Z][a-z]++)++")
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", re.IGNORECASE)
_HASHED = re.compile(r"\{[A-Za-z0-9-]{2,12}\}|\*[0-9A-Fa-f]{40}$")  # {SSHA}..., {CRYPT}...: a hash, not the password
_NOT_VALUE = re.compile(
    r"(?i)^(?:--?[a-z][a-z-]*+(?:=.*)?|\d+(?:[.,:/-]\d+)*+[a-z%]{0,3}|\d+[-–][^\W\d_]+|v?\d+(?:\.\d+)++\S*|@\w+|#[^\W\d_]+|\(.*|.*\)"
    r"|https?:.*|www\..*|[?&/].*|[\w-]++\.(?:py|js|ts|md|txt|json|ya?ml|html?|css|png|jpe?g|pdf|csv|log|conf|cfg"
    r"|ini|sh|rs|go|java|rb|php|xml|toml|lock|zip|gz|tar|docx?|xlsx?))$"
)
_DECORATION = "-=_*#.~+[](){}<>'\"„“”«»¿?¡!,;:"
_SYMBOLS = frozenset("!@#$%^&*?~+=_.,;:/\\|<>()[]{}'\"`-§€£")


def _random_letters(v: str) -> bool:
    """``fqrPAXVlSD``: letters only, but more changes of case than a name has (``PostgreSQL``,
    ``GRUPPens`` have at most three runs of one case; ``McDonald``, ``YouTube`` are capitalised words)."""
    if len(v) < 8 or not v.isalpha() or not v.isascii():
        return False
    runs = 1 + sum(a.isupper() != b.isupper() for a, b in zip(v, v[1:], strict=False))
    return runs >= 4 and not _CAMEL_WORDS.fullmatch(v)


def _mixed_case_letters(v: str) -> bool:
    """``avxcVEPqa``: letters only, an upper-case letter after the first, not a capitalised compound word."""
    return (
        8 <= len(v) <= 64 and v.isalpha() and v.isascii() and any(c.isupper() for c in v[1:])
        and any(c.islower() for c in v) and not _CAMEL_WORDS.fullmatch(v) and not v.isupper()
    )


# secfp11: Arabizi, Arabic written with Latin letters and digits for the sounds they lack (2 hamza, 3 ʿayn, 5 kh,
# 7 ḥ, 9 ṣ): "7ataytoh" (I put it) is a word, not a password, in a text with the chat alphabet's little words
_CHAT_WORD = re.compile(r"(?:[a-z]*+[235679][a-z]++){1,3}+")
_CHAT_FUNCTION = re.compile(
    r"(?<![a-z0-9])(?:el|w|wel|bel|fel|lel|fi|law|ya|ana|enta|enti|mesh|msh|khalas|yalla|kaman|bas|3ala|3an|leh"
    r"|shu|2elli|elli|3shan|hal|ma3)(?![a-z0-9])"
)


def _chat_alphabet(text: str, s: int, v: str) -> bool:
    """``v`` (at ``text[s]``, no connector before it) is an Arabizi word in an Arabizi sentence."""
    if len(v) > 16 or _CHAT_WORD.fullmatch(v.rstrip(".,!?")) is None:
        return False
    around = text[max(0, s - 120) : s + 120].lower()
    return len(_CHAT_FUNCTION.findall(around)) >= 2


def _looks_like_password(v: str) -> bool:
    """A token that is a password by its shape alone (no connector before it)."""
    if not 6 <= len(v) <= 64 or _rejected(v) or any(c.isspace() for c in v):
        return False
    core = v.strip(_DECORATION)
    if (core.isalpha() and not _random_letters(core)) or not core:  # "[shadow]]", "¿durante?", "«exec»"
        return False
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(c in _SYMBOLS for c in v)
    if letters and digits and symbols:
        return True
    if letters and (digits or symbols):
        return len(v) >= 8
    return _random_letters(v)


_WORDS_ONLY = re.compile(r"[^\W\d_]++(?:['’-][^\W\d_]++)*+[.,!?]?")  # "don't-care", "e-mail"


_NAME_PARTS = re.compile(r"[^\W\d_]++(?:[-_=./:][^\W\d_]++)++")  # autocomplete=current-password
_FIELD = re.compile(r"[a-z][a-z_]{1,20}+=")  # "host=10.0.3.14", "port=5432": the next field of a log line
# the next line's entry ("pwd:\nhost: db01"): an empty value, not the password
_NEXT_KEY = re.compile(r"[A-Za-z_][\w.-]{0,40}+[ \t]*+[:=](?:[ \t]|$)", re.MULTILINE)


def _rejected(v: str) -> bool:
    bare = v.strip("-=_*#.~+")
    return bool(
        not bare
        or (bare.isalpha() and not _random_letters(v))  # "KEY-----", "-----BEGIN": a word, decorated
        or v.startswith(("\\", ",", ";", "|"))  # ",OTPAuth,Favorite": the keyword was a table's column name
        or v[:5].upper() == "WIFI:"  # secfix13: a Wi-Fi QR payload; its "P:" field, if any, is ``_WIFI_QR``'s
        or "[REDACTED:" in v  # what redact() left (a label glued to it: "password:[REDACTED:...]")
        or _format_escape(v)
        or _CJK_CHARS.search(v)
        or (_WORDS_ONLY.fullmatch(v) and not _random_letters(v))
        or _NAME_PARTS.fullmatch(v)
        or _FIELD.match(v)
        or _is_placeholder(v)
        or _REFERENCE.search(v)
        or _EMAIL.fullmatch(v)
        or (_TECH_TERM.fullmatch(v) and not _MIXED_GROUPS.search(v))
        or _NOT_VALUE.match(v)
        or _HASHED.match(v)
        or (("(" in v or "[" in v) and _CODE_EXPR.fullmatch(v) is not None)  # creds['password'], getpass('…
        or v.lower().startswith(("http", "www."))
    )


def _weak_ok(v: str, quoted: bool) -> bool:
    """After a connector: the password checks of ``_prose`` (weak mode), or random mixed-case letters."""
    if _diceware(v) or _extracted.passphrase(v):  # secfix21: "Tiger-458-cactus" (a technical term's shape)
        return True
    if _rejected(v) or len(v) > 64:
        return False
    return _password_ok(v, quoted, "weak", "") or _random_letters(v) or _diceware(v)


def _diceware(v: str) -> bool:
    """``credit-veteran-tree-rude``: four or more hyphen-joined words, none a function word."""
    parts = v.lower().split("-")
    return (
        len(parts) >= 4
        and all(2 <= len(p) <= 12 and p.isalpha() for p in parts)
        and not any(p in _FUNCTION_WORDS for p in parts)
    )


# A Wi-Fi key of digits (FRITZ!Box and other routers print 16-20 digit WPA keys, often in groups): 8 to 63
# digits, in groups of three or more with one separator (a date's or a time's groups are shorter).
_DIGIT_KEY = re.compile(r"\d{3,63}+(?:([ -])\d{3,63}+(?:\1\d{3,63}+){0,15}+)?(?![\w/:@-]|[.,]\d|[ -]\d)")


def _digit_key(text: str, i: int) -> int:
    """The end of a Wi-Fi key made of digits starting at ``i``, or -1."""
    m = _DIGIT_KEY.match(text, i) if i < len(text) and text[i].isdigit() else None
    if m is None:
        return -1
    digits = m.group().replace(" ", "").replace("-", "")
    return m.end() if 8 <= len(digits) <= 63 and len(set(digits)) > 2 else -1


def _api_ok(v: str, quoted: bool = False) -> bool:
    """A value named by an API-key word: a strong random token."""
    return 16 <= len(v) <= 200 and _strong_token(v) and not _rejected_reference(v)


def _abbr_ok(v: str, quoted: bool = False) -> bool:
    return _looks_like_password(v)


def _rejected_reference(v: str) -> bool:
    return bool(_is_placeholder(v) or _REFERENCE.search(v) or v.lower().startswith(("http", "www.")))


_CELL_END = "\"',;|\n\r\t"


# secfix16: an account's word before a name ("starý účet wvdmerwe16 už nefunguje": the account's name), and values
# that name a thing or a date rather than are a password: a router's brand ("steht hinten auf Omas FRITZ!Box"), a
# date with a particle of another script glued to it ("ב-2027-12-15", "2027-09-13న")
_ACCOUNT_FIELDS = frozenset("účet účtu konto account fiók akun akaun contul акаунт аккаунт χρήστης משתמש".split())
_ROUTER_BRANDS = frozenset(("fritz!box", "fritzbox", "fritz!box,", "fritz!box."))
_GLUED_DATE = re.compile(r"(?:[\u0590-\u06ff]{1,3}-)?\d{4}-\d{2}-\d{2}[\u0900-\u0dff]*+[.,]?")


def _named_thing(value: str) -> bool:
    return value.lower() in _ROUTER_BRANDS or _GLUED_DATE.fullmatch(value) is not None


# secfix18: a masked value right after the keyword ("****", "●●●●", "[FILTERED]", "<redacted>"): what follows is
# the next field or option, not the password
_MASK = re.compile(
    r"[*•●＊x]{3,}+[,;.]?|\[(?:filtered|redacted|masked|hidden)\][,;.]?|<(?:redacted|hidden|masked)>[,;.]?"
)


def _masked(word: str) -> bool:
    return _MASK.fullmatch(word.lower()) is not None


def _window(text: str, i: int, mode: str = "pw") -> tuple[tuple[int, int] | None, int]:
    """The secret in the clause that starts at ``i`` (just after a keyword), if there is one, and where
    the scan stopped (a keyword before that point is inside this window: linear time on repetitions).

    ``mode``: ``pw`` (a password word), ``wifi`` (also a key of digits right after the keyword, a
    connector or the keyword's object: "WLAN-Schlüssel: 4471 0923 ...", "пароль от вайфая 7213-3529-1185"),
    ``api`` (an API-key word: only a strong random token), ``abbr`` (a chat abbreviation: only a value that
    looks like a password by its shape)."""
    after_connector, after_preposition, after_object = False, False, False
    skip_next = False
    origin = i
    if _template_at(text, i) >= 0:
        return None, i  # "password{{ x }}": a template
    if (g := _GLUED.match(text, i)) is not None:
        if _template_at(text, g.end()) >= 0:  # "password: {{ .Values.db.password }}": filled in elsewhere
            return None, g.end()
        if text.startswith("(", g.end()) and (close := text.find(")", g.end(), g.end() + 120)) > 0:
            inner, after = text[g.end() + 1 : close].strip(), text[close + 1 : close + 4].lstrip(" ")
            if " " in inner and "\n" not in inner and inner[:1].isalpha() and (not after or after[0] in _CELL_END):
                # "Password: (see vault item 'backup root')",Backup server: a remark in its place, then the cell
                # or the line ends
                return None, close + 1
        if "\n" in text[g.start() : g.end()] and _NEXT_KEY.match(text, g.end()):
            return None, g.end()  # "pwd:\nhost: db01:5432": an empty entry, then the next one
        got = _value_at(text, g.end())
        check = _api_ok if mode == "api" else _abbr_ok if mode == "abbr" else _weak_ok
        if got is not None and check(text[got[0] : got[1]], got[2]):
            return (got[0], got[1]), got[1]
        if got is not None:  # "pass=<hidden> host=…": a placeholder in the value's place ends the clause
            placed = text[got[0] : got[1]]
            decoration = len(placed) <= 3 and not placed.strip(_DECORATION)  # "**" of "**Password:** X"
            if not decoration and (_rejected_reference(placed) or _format_escape(placed)):
                return None, got[1]
        i, after_connector = g.end(), True
    stop = line_window(text, i, i, 0, 160)[1]  # the line, at most 160 characters (a bounded search)
    end = i
    for n, t in enumerate(_TOKEN.finditer(text, i, stop)):
        if n >= _MAX_TOKENS:
            break
        end = t.end()
        word = t.group()
        if "[REDACTED:" in word or _template_at(text, t.start()) >= 0:
            break
        if n == 0 and _masked(word):
            break  # secfix18: "--password **** --target pg-replica-1": the value was there, masked
        low = word.lower()
        label = word.endswith((":", "：")) and len(word) > 1
        if skip_next:  # the word after another field's label ("SSID X") is that field's value
            skip_next = False
            if not label and low not in _CONNECTORS and low not in _SET_TO and low not in _PREPOSITIONS:
                continue
        if low in _CONNECTORS or low in _SET_TO or label:
            if label and mode != "api" and _looks_like_password(word[:-1]):
                return (t.start(), t.end() - 1), end
            after_connector, after_preposition, after_object = True, False, False
            continue
        if low in _PREPOSITIONS:
            after_connector, after_preposition, after_object = False, True, False
            continue
        if low in _OTHER_FIELDS or low in _ACCOUNT_FIELDS:
            skip_next = True  # secfp11: "password, WPS off, SSID Farah-Home-5G": the next word is the SSID
            after_connector, after_preposition, after_object = False, False, False
            continue
        if mode == "wifi" and (n == 0 or after_connector or after_object) and (e := _digit_key(text, t.start())) > 0:
            return (t.start(), e), e
        got = _value_at(text, t.start())
        if got is not None:
            s, e, quoted = got
            value = text[s:e]
            if mode == "api":
                if not after_preposition and _api_ok(value, quoted):
                    return (s, e), e
            elif (after_connector and mode != "abbr" and _weak_ok(value, quoted)) or (
                not after_preposition and _looks_like_password(value) and not _chat_alphabet(text, s, value)
                and not _named_thing(value)
            ) or (n == 0 and mode in ("pw", "wifi", "pass") and _diceware(value)):  # "heslo lilac-wagon-…"
                return (s, e), e
            elif (
                after_connector and not quoted and (f := _FIELD.match(value)) is not None and f.end() <= 5
                and "\n" not in text[origin:s] and _looks_like_password(value[f.end() :])
            ):
                return (s + f.end(), e), e  # "비밀번호 좀 기억해줘: pk=ZgXLi73Nx?7@=dH": a short name glued to it
        # the regexes only where the word's last characters can end a clause (each is quadratic in a long word)
        if (word[-1] in ".!?" and _SENTENCE_END.search(word)) or (
            not _QUOTE_MARKS.isdisjoint(word[-3:]) and _QUOTE_END.search(word)
        ):
            break  # the clause ends: "forgotten." / '..."the password must be 12 characters",
        after_object = after_preposition and not any(c.isdigit() for c in word)
        after_connector, after_preposition = False, False
    return None, end


_KEYWORD_LEFT = _ALNUM | frozenset("_$<{%/")  # DB_PASSWORD, $PASSWORD, <password>, {{password}}
_KEYWORD_RIGHT = frozenset(" \t\r\n:=：\"'’,;.!?()")  # "password@host", "<password>": part of a token
# "login.password.label=Password", "password.min_length: 12": the keyword inside a key path whose last part
# names a property of the field (its label, hint, length), not its secret ("db.password.value=" still does)
_KEY_PATH_AFTER = re.compile(r"(?:\.[a-z_][a-z0-9_-]{0,40}+){1,6}+[ \t]*+[=:]")
_SECRET_PART = re.compile(r"pass|pw|secret|key|token|value|cred|plain|clear|raw")


_PASS_CONNECTOR = re.compile(r"\s*+(?:[:=—–-]|\s(?:is|was))\s*+")
_PASSCODE_WORDS = frozenset({"passcode", "pin", "код доступа"})
_DIGITS_AFTER = re.compile(r"\s*+(?:[:=]\s*+|\s(?:is|was)\s++)?(?P<s>\d{4,10}+)(?![\d]|[.,/-]\d)")


# secfp: a password word negated ("no password", "without a password", "sans mot de passe", "ohne Passwort",
# "sin contraseña", "sem senha", "senza password", "zonder wachtwoord", "bez hasła")
_NEGATED = re.compile(r"(?<![a-zà-ÿ])(?:no|without|sans|ohne|sin|sem|senza|zonder|bez|inga|uten|uden)(?:\s++an?)?\s++$")


# secfp: a camelCase name that starts with a password word ("senhaBanco = '…'", "claveSmtp: '…'"), then a literal
_ASSIGN_QUOTE = re.compile(r"[=:][ \t]*+(?=[\"'])")
_CAMEL_BEFORE = re.compile(r"(?<![\w$])(?P<word>[a-zà-ÿ]{2,14}+)(?P<rest>[A-Z][A-Za-z0-9]{0,30}+)[ \t]*+:?$")
_CAMEL_PROPERTY = re.compile(
    r"hint|polic|length|len$|min|max|hash|salt|field|label|regex|pattern|reset|confirm|expir|history|rule|strength"
    r"|input|prompt|text|message|msg|error|valid|changed|required|enabled|visible|placeholder|path|file|url|key$"
)
_FIELD_PROPERTY = re.compile(
    r"[ _-](?:hint|hints|policy|policies|requirements?|rules|strength|complexity|history|expiry|expiration)(?![a-z])"
)


# Danish / Norwegian "kode til" followed by what the code is for, when that is a discount, an offer, a gift card
_PUBLIC_CODE_AFTER = re.compile(r"\s*+(?:rabat|rabatt|tilbud|gavekort|kupon|kupong|kampagne|kampanje)")


def _keyword_windows(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    yield from _keyword_windows_for(text, lowered, _KEYWORD_ANCHOR_ASCII)
    if not lowered.isascii():
        try:
            lowered.encode("latin-1")
            anchor = _LATIN1_ANCHOR
        except UnicodeEncodeError:
            anchor = _OTHER_ANCHOR
        yield from _keyword_windows_for(text, lowered, anchor)


def _keyword_windows_for(text: str, lowered: str, anchor: _Anchor) -> Iterator[tuple[int, int]]:
    scanned = 0
    for m in _near(_KEYWORD, lowered, lowered, anchor, _KEYWORD_LEFT):
        if m["cjk"] is None and m.end() < len(text) and text[m.end()] not in _KEYWORD_RIGHT:
            continue
        if text.startswith(".", m.end()) and (k := _KEY_PATH_AFTER.match(lowered, m.end())) is not None:
            if _SECRET_PART.search(lowered, lowered.rfind(".", m.end(), k.end()) + 1, k.end()) is None:
                continue
        if m["wifi"] is not None:  # "key"/"code" name a Wi-Fi key only near a Wi-Fi word
            if _WIFI.search(lowered, max(0, m.start() - 60), min(len(lowered), m.end() + 30)) is None:
                continue
        elif m["pass"] is not None:
            if _PASS_CONTEXT.search(lowered, max(0, m.start() - 60), m.start()) is None and not (
                text.startswith("PASS ", m.start()) and (m.start() == 0 or text[m.start() - 1] == "\n")
            ):
                # "the shared account pass — hunter34583rl": "pass" and a connector, then a value that is
                # a password by its shape alone ("season pass is 600€" is not)
                c = _PASS_CONNECTOR.match(text, m.end())
                got = _value_at(text, c.end()) if c is not None else None
                if got is not None and _looks_like_password(text[got[0] : got[1]]):
                    yield got[0], got[1]
                elif got is not None and not got[2] and (e := spelled_end(text, got[0], got[1])) > 0:
                    yield got[0], e  # "the wifi pass is tulp underscore 162"
                continue
        elif m["cfg"] is not None and m["cfg"] in ("wpa", "wpa2", "wpa3") and not _GLUED.match(lowered, m.end()):
            # a bare "WPA2" names a protocol ("WPA3 is more secure"); "WPA2: X" names the key
            nxt = lowered[m.end() : m.end() + 6]
            if not nxt.startswith((" key", " pass", " psk")):
                continue
        if m.start() < scanned:
            continue
        if m["pw"] is not None and _NEGATED.search(lowered, max(0, m.start() - 24), m.start()):
            continue  # secfp: "the guest network has no password, it's called X": there is none to give
        if lowered.startswith("; ", m.end()):
            # secfp: "your usual password; the CA certificate is 'X'": the clause ends at the keyword; only a
            # value right after the semicolon is its own
            got = _value_at(text, _SPACES.match(text, m.end() + 1).end())  # type: ignore[union-attr]
            if got is not None and _looks_like_password(text[got[0] : got[1]]):
                yield got[0], got[1]
            continue
        if m["pw"] is not None and _FIELD_PROPERTY.match(lowered, m.end()):
            continue  # "password hint: 'the dog's name'", "password policy: 12 characters": not the password
        if m["pw"] in ("kode til", "koden til") and _PUBLIC_CODE_AFTER.match(lowered, m.end()):
            continue  # "kode til rabat: SOMMER2024": a discount or gift code is published, no secret
        # the run of non-space characters the keyword ends, at most 200 back (a text without a space before
        # the keyword is not read from its start for every keyword: linear time)
        lo = max(0, m.start() - 200)
        run = max(lo, lowered.rfind(" ", lo, m.start()) + 1, lowered.rfind("\n", lo, m.start()) + 1)
        if "://" in lowered[run : m.start()] or "?" in lowered[run : m.start()]:
            continue  # inside a URL: https://example.com/reset-password?step=2
        if m["pw"] in _PASSCODE_WORDS and (d := _DIGITS_AFTER.match(text, m.end())) is not None:
            if len(set(d["s"])) > 1:  # "passcode 482915"; "0000" is a default
                yield d.span("s")
            continue
        if m["api"] is not None:
            mode = "api"
        elif m["abbr"] is not None:
            mode = "abbr"
        elif (m["wifi"] is not None or m["cfg"] is not None or m["pw"] is not None) and _WIFI.search(
            lowered, max(0, m.start() - 60), min(len(lowered), m.end() + 30)
        ):
            mode = "wifi"
        else:
            mode = "pw"
        found, scanned = _window(text, m.end(), mode)
        if found is not None:
            yield found


# --- command lines and formats -----------------------------------------------------------------------
# ldapsearch/ldapmodify/... -w PASSWORD (-W prompts for it); lftp -u user,PASSWORD; the Wi-Fi QR format
# of Android/iOS: WIFI:T:WPA;S:<ssid>;P:<password>;;
_LDAP_W = re.compile(r"\bldap(?:search|modify|add|delete|whoami|passwd|compare|modrdn|exop)\b[^\n]{0,300}?\s-w\s++")
_LFTP_U = re.compile(r"\blftp\b[^\n]{0,100}?\s-u\s++[^\s,]{1,64}+,")
_WIFI_QR = re.compile(r"WIFI:(?:[^\n;]{0,64}+;){0,4}?P:(?P<s>(?:\\.|[^;\\\n]){1,63}+);")
_COHERE_CLIENT = re.compile(
    r"\bco(?:here)?\.(?:async)?client(?:v2)?\(\s*+(?:api_key\s*+=\s*+)?[\"'](?P<s>[a-z0-9]{40})[\"']"
)


# secfp11: "echo X | docker login -u bot --password-stdin": the echoed value is the password (not "$TOKEN")
_STDIN_PASSWORD = re.compile(
    r"\b(?:echo|printf)(?:[ \t]++-[ne]{1,2}+)?[ \t]++(?:'(?P<q1>[^'\n$]{4,128}+)'|\"(?P<q2>[^\"\n$]{4,128}+)\""
    r"|(?P<s>[^\s|'\"$]{4,128}+))[ \t]*+\|[ \t]*+(?:sudo[ \t]++)?[\w./-]{1,40}+[ \t]++(?:registry[ \t]++)?login\b"
    r"[^\n]{0,200}?--password-stdin"
)
# secfp11: tool output whose command names a secret and prints it on the next line: "terraform output -raw
# db_admin_password" then the value (or -json's {"value":"…"}), redis "CONFIG GET requirepass" then 2) "…"
_TF_OUTPUT = re.compile(
    r"terraform[ \t]++output[ \t]++(?:-(?:raw|json)[ \t]++)?(?P<name>[\w-]{1,80}+)[ \t]*+\r?\n(?P<body>[^\n]{1,600}+)"
)
_TF_SECRET_NAME = re.compile(r"pass|pwd|secret|token|api_?key|access_?key|private_?key|credential|auth")
_TF_VALUE = re.compile(r"\"value\"[ \t]*+:[ \t]*+\"(?P<s>[^\"\\\n]{1,256}+)\"")
_REDIS_AUTH = re.compile(
    r"config[ \t]++get[ \t]++(?:requirepass|masterauth)\b[^\n]{0,40}+\r?\n"
    r"[ \t]*+1\)[ \t]*+\"(?:requirepass|masterauth)\"[ \t]*+\r?\n[ \t]*+2\)[ \t]*+\"(?P<s>[^\"\n]{1,256}+)\"",
    re.IGNORECASE,
)
_SSHPASS = re.compile(r"\bsshpass\s++-p\s*+")
_MYSQL_P = re.compile(r"\bmysql(?:dump|admin|sh)?\b[^\n]{0,120}?\s-p(?=[^\s-])")  # -pSECRET (glued)
# "u=kpatel p=...", "user: bob, pass: ...", "router admin: admin/X": a user name, then the password
_PW_NAME_BEFORE = re.compile(r"(?<![a-z0-9_])(?:p|pw|pwd|pass|password|passwort|mdp|senha|пароль)\s*+$")
_USER_BEFORE = re.compile(
    r"(?<![a-z0-9_])(?:u|usr|user|username|login|benutzer|usuario|utilisateur|логин)\s*+[=:]\s*+[^\s,;/]{1,64}+"
    r"[\s,;]++$"
)
_SLASH_USER_BEFORE = re.compile(r"(?<![\w/.-])[`'\"]?+[a-z][\w.@-]{1,30}+[`'\"]?+\s*+$")
_B64_RUN = re.compile(r"[A-Za-z0-9+/]{30,}+={0,2}(?![^\s\"',;)])")
# a path's rest after its first "/": lower-case segments joined by "/", an image tag at most ("acme/api:bf7c")
_PATH_REST = re.compile(r"[a-z0-9._-]{1,64}+(?:/[a-z0-9._-]{1,64}+){1,12}+(?::[\w.-]{1,64}+)?")
_DEFAULT_USERS = frozenset("admin root administrator pi ubnt guest user support operator".split())
_SPACES = re.compile(r"\s*+")
_PAIR_CONTEXT = re.compile(
    r"(?<![a-z])(?:admin|logins?|user(?:name)?|creds|credentials|accounts?|zugangsdaten|identifiants?|логин|router|vpn"
    r"|wi-?fi|wlan|ssid|bind|akun|konto|hesap|hesabı|compte|cuenta|conta|účet|акаунт|аккаунт|учётная запись"
    # secfix20: "credentials" in other languages ("credenziali SPID: p.novak25 / …")
    r"|credenziali|credenciales|credenciais|credențiale|credentiale|dane logowania|přihlašovací údaje"
    r"|prihlasovacie údaje|giriş bilgileri|inloggegevens|inloggningsuppgifter|учетные данные|учётные данные"
    r"|облікові дані|bejelentkezési adatok|prijavni podaci|prisijungimo duomenys|aanmeldbewyse)"
    r"(?![a-z])"
    r"|계정|アカウント|账号|帐号|賬號|账户|حساب|חשבון|บัญชี|tài khoản"
)
# "cn=svc-jenkins,ou=svc,dc=acme,dc=local / X": an LDAP bind DN, then its password
_DN_BEFORE = re.compile(r"(?<![\w=])(?:cn|uid)=[^\s/]{1,150}+,dc=[^\s/]{1,60}+\s*+$")


# "-p"/"-a"/"-P" of registry logins and database clients (a space, then the password; "-p" alone prompts):
# ``docker|podman|helm registry|oc login … -p X``, ``redis-cli … -a X``, ``sqlcmd … -P X``, ``mongosh … -p X``.
_CLI_PASSWORD = re.compile(
    r"\b(?:(?:docker|podman|nerdctl|buildah|finch|crane|oc|helm[ \t]++registry)[ \t]++login\b[^\n]{0,200}?[ \t]-p"
    r"|redis-cli\b[^\n]{0,200}?[ \t]-a|sqlcmd\b[^\n]{0,200}?[ \t]-P|mongo(?:sh)?\b[^\n]{0,200}?[ \t]-p"
    r"|mosquitto_(?:pub|sub|rr)\b[^\n]{0,200}?[ \t]-P)[ \t]++"
)
# JSON Web Keys (RFC 7517/7518): a symmetric key's "k", a private key's "d" (and RSA's "p", "q", "dp", "dq",
# "qi"); the public members ("n", "e", "x", "y") are not secrets.
_JWK_PRIVATE = re.compile(r"\"(?:k|d|p|q|dp|dq|qi)\"\s*+:\s*+\"(?P<s>[A-Za-z0-9_-]{16,1400}+={0,2})\"")
# SASL PLAIN in SMTP / IMAP / POP3 logs (RFC 4616): base64 of "authzid NUL user NUL password".
_SASL_PLAIN = re.compile(
    r"(?i:\bauth(?:enticate)?)[ \t]++(?i:plain)[ \t]++(?P<s>[A-Za-z0-9+/]{8,600}+={0,2})(?![\w+/=])"
)


def _sasl_plain_ok(v: str) -> bool:
    raw = _b64decode(v.rstrip("="))
    parts = raw.split(b"\0") if raw else []
    if len(parts) != 3 or not parts[1] or len(parts[2]) < 4:
        return False
    try:
        password = parts[2].decode("utf-8")
    except UnicodeDecodeError:
        return False
    return password.isprintable() and not _is_placeholder(password)


def _cmd_ok(v: str) -> bool:
    """A value in a fixed position of a command line (``-w X``, ``-u user,X``): not a placeholder."""
    return len(v) >= 4 and not (_is_placeholder(v) or _REFERENCE.search(v) or v.startswith(("$", "%", "-")))


def _in_url(lowered: str, i: int) -> bool:
    """Whether the "/" at ``i`` is a URL's path ("…mongodb.net/plantlog?…"), not "user/password"."""
    lo = max(0, i - 200)
    start = max(lowered.rfind(" ", lo, i), lowered.rfind("\n", lo, i)) + 1
    return "://" in lowered[max(start, lo) : i]


# an e-mail address, then its password: "the account is mine (ana@x.com) with Fjord#7320", "login kim@x.no,
# Sol3kl8ar!x" (a connector or none; the value must hold letters, digits and a symbol, and an account word
# must come before the address)
_EMAIL_AT = re.compile(r"[\w.+-]{1,64}+@[\w-]{1,63}+(?:\.[\w-]{1,63}+)++(?<=[a-z][a-z])(?![\w.-])")
_EMAIL_CONNECTOR = re.compile(
    r"[)\]>\"']?(?:\s*+[,;/|:]\s*+|\s++(?:with|w/|and|pw|pwd|pass(?:word)?)(?:\s*+[:=]|\s)\s*+|\s++)"
)


_LOCAL_BACK = re.compile(r"[\w.+-]{1,64}+")  # an address's local part, read backwards from its "@"


def _email_pairs(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    at = lowered.find("@")
    end = 0
    while at >= 0:
        lo = max(end, at - 64)
        back = _LOCAL_BACK.match(lowered[at - 1 : lo - 1 if lo else None : -1]) if at > lo else None
        m = _EMAIL_AT.match(lowered, at - back.end(), at + 200) if back is not None else None
        if m is None:
            at = lowered.find("@", at + 1)
            continue
        end = m.end()
        c = _EMAIL_CONNECTOR.match(text, m.end())
        got = _value_at(text, c.end()) if c is not None else None
        if got is not None and not got[2]:  # a cell of a CSV row ends at its comma
            cut = min((k for k in (text.find(",", got[0], got[1]), text.find(";", got[0], got[1])) if k >= 0),
                      default=got[1])
            got = (got[0], cut, False)
        if got is not None:
            v = text[got[0] : got[1]]
            symbols = sum(ch in _SYMBOLS for ch in v.strip(_DECORATION))
            if (
                (8 <= len(v) <= 64 and symbols and any(ch.isdigit() for ch in v) and _looks_like_password(v)
                 or _diceware(v.rstrip(".,;!?")))
                and "@" not in v and _PAIR_CONTEXT.search(lowered, max(0, m.start() - 120), m.start())
            ):
                yield got[0], got[1], "password_in_prose"
        at = lowered.find("@", end)


# secfix18: a command named in a sentence, its flag followed by the sentence's words, not by a value ("the deploy
# script still uses sshpass -p with the password inline", "een docker login met -p erin; regel 8533 heb ik gewist"):
# a short lower-case word after the flag, then a function word or the clause's end
_CMD_PROSE_AFTER = re.compile(
    r"[;,.](?:\s|$)|\s++(?:the|a|an|in|on|of|and|or|to|is|it|for|with|de|het|een|en|la|el|le)\s"
)


def _cmd_prose(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    return (
        len(v) <= 8 and v.isalpha() and v.islower()
        and (v in _FUNCTION_WORDS or _CMD_PROSE_AFTER.match(text, e) is not None)
    )


def _commands(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if "sshpass" in lowered or "mysql" in lowered:
        for m in (*finditer_at(_SSHPASS, lowered, ("sshpass",)), *finditer_at(_MYSQL_P, lowered, ("mysql",))):
            got = _value_at(text, m.end())
            if got is not None and _cmd_ok(text[got[0] : got[1]]) and not _cmd_prose(text, got[0], got[1]):
                yield got[0], got[1], "password_in_prose"
    if "terraform" in lowered and " output" in lowered:
        for m in _TF_OUTPUT.finditer(text):
            if _TF_SECRET_NAME.search(m["name"].lower()) is None:
                continue
            body = m["body"].strip()
            if body.startswith("{"):
                v = _TF_VALUE.search(text, m.start("body"), m.end("body"))
                span = v.span("s") if v is not None else None
            elif " " not in body and not body.startswith(('"', "<")):
                span = (m.start("body") + m["body"].find(body), m.start("body") + m["body"].find(body) + len(body))
            else:
                span = None
            if span is not None and _weak_ok(text[span[0] : span[1]], True):
                yield span[0], span[1], "password_in_prose"
    if "config get" in lowered:
        for m in _REDIS_AUTH.finditer(text):
            if _cmd_ok(m["s"]):  # requirepass / masterauth hold nothing but the password
                yield m.start("s"), m.end("s"), "password_in_prose"
    if "--password-stdin" in lowered and "|" in text:
        for m in _STDIN_PASSWORD.finditer(text):
            g = "q1" if m["q1"] is not None else "q2" if m["q2"] is not None else "s"
            if _cmd_ok(m[g]):
                yield m.start(g), m.end(g), "password_in_prose"
    for sep in ":=":
        i = lowered.find(sep)
        while i >= 0:  # "u=kpatel p=X", "user: bob, pass: X": the password name, and a user name before it
            j = i - 1
            while j > 0 and lowered[j] == " ":
                j -= 1
            if j < 0 or lowered[j] not in "pdswtь":  # p, pw, pwd, pass, password, passwort, mdp, senha
                i = lowered.find(sep, i + 1)
                continue
            name = _PW_NAME_BEFORE.search(lowered, max(0, i - 12), i)
            if name is not None and _USER_BEFORE.search(lowered, max(0, name.start() - 90), name.start()):
                got = _value_at(text, _SPACES.match(text, i + 1).end())  # type: ignore[union-attr]
                if got is not None and _weak_ok(text[got[0] : got[1]], got[2]):
                    yield got[0], got[1], "password_in_prose"
            i = lowered.find(sep, i + 1)
    if "@" in text:
        yield from _email_pairs(text, lowered)
    has_dn = ",dc=" in lowered
    i = lowered.find("/")
    while i >= 0:  # "router admin: admin/X": a user name, "/", a password-shaped value, a word about logins
        j = i - 1
        while j > 0 and lowered[j] == " ":
            j -= 1
        if j > 0 and lowered[j] in "`'\"" and lowered[j - 1].isalnum():
            j -= 1  # "admin: `admin` / `X`": a quoted user name
        if j >= 0 and lowered[j].isalnum() and (
            (user := _SLASH_USER_BEFORE.search(lowered, max(0, i - 34), i))
            or (has_dn and lowered.find(",dc=", max(0, i - 220), i) >= 0  # a match holds one
                and (user := _DN_BEFORE.search(lowered, max(0, i - 220), i)))
        ) and not _in_url(lowered, i):
            line_start = lowered.rfind("\n", 0, user.start()) + 1
            # the line before counts too: "here are Priya's logins:\nLaptop: priya.n / X"
            context_start = 0
            if line_start:
                context_start = lowered.rfind("\n", max(0, line_start - 120), line_start - 1) + 1
            if lowered[i - 1] != " " and (
                (user.start() and lowered[user.start() - 1] in "+/=") or _B64_RUN.match(text, user.start()) is not None
            ):
                i = lowered.find("/", i + 1)
                continue  # secfp: "SHA256:+AF/tK…", "PublicKey = YmCL…/IFHJ…=": a "/" inside base64, no pair
            email = _EMAIL.fullmatch(user.group().rstrip().strip("`'\""))
            if email or _PAIR_CONTEXT.search(lowered, max(context_start, user.start() - 120), user.start()):
                got = _value_at(text, _SPACES.match(text, i + 1).end())  # type: ignore[union-attr]
                value = text[got[0] : got[1]] if got is not None else ""
                login = user.group().rstrip()
                if got is not None and _PATH_REST.fullmatch(value):
                    i = lowered.find("/", i + 1)
                    continue  # secfp11: "from /home/ana/.npmrc", "registry.gitlab.com/acme/api:bf7c": a path
                if got is not None and (
                    _looks_like_password(value) or (email and _mixed_case_letters(value))
                    # a passphrase of words after a quoted or a default account's name ("`admin` / `noble-otter-…`")
                    or (_diceware(value) and (login[:1] in "`'\"" or login in _DEFAULT_USERS))
                ):
                    yield got[0], got[1], "password_in_prose"
        i = lowered.find("/", i + 1)
    if "ldap" in lowered and " -w" in text:
        for m in _LDAP_W.finditer(text):
            got = _value_at(text, m.end())
            if got is not None and _cmd_ok(text[got[0] : got[1]]):
                yield got[0], got[1], "password_in_prose"
    if "lftp" in lowered:
        for m in finditer_at(_LFTP_U, lowered, ("lftp",)):
            got = _value_at(text, m.end())
            if got is not None and _cmd_ok(text[got[0] : got[1]]):
                yield got[0], got[1], "password_in_prose"
    if (" -p" in text or " -a" in text or " -P" in text or "\t-" in text) and (
        "login" in lowered or "redis-cli" in lowered or "sqlcmd" in lowered or "mongo" in lowered
        or "mosquitto_" in lowered
    ):
        for m in _CLI_PASSWORD.finditer(text):
            got = _value_at(text, m.end())
            if got is not None and _cmd_ok(text[got[0] : got[1]]) and not _cmd_prose(text, got[0], got[1]):
                yield got[0], got[1], "password_in_prose"
    if '"kty"' in text:
        for m in _JWK_PRIVATE.finditer(text):
            if _random_token(m["s"]):
                yield m.start("s"), m.end("s"), "jwk_private_key"
    if "plain" in lowered and "auth" in lowered:
        for m in _SASL_PLAIN.finditer(text):
            if _sasl_plain_ok(m["s"]):
                yield m.start("s"), m.end("s"), "sasl_plain_credentials"
    if "WIFI:" in text:
        for m in _WIFI_QR.finditer(text):
            if not _is_placeholder(m["s"]):
                yield m.start("s"), m.end("s"), "password_in_prose"
    if "client(" in lowered:
        for m in _COHERE_CLIENT.finditer(lowered):
            if _strong_token(text[m.start("s") : m.end("s")]):
                yield m.start("s"), m.end("s"), "cohere_api_key"


# --- recovery keys ------------------------------------------------------------------------------------
# Apple Account recovery keys (28 characters, shown as 7 groups of 4), FileVault personal recovery keys
# (24 characters, 6 groups of 4), and other "recovery key" codes printed the same way.
_RECOVERY_LABEL = re.compile(
    r"recovery|filevault|wiederherstellung|secours|récupération|recuperación|recuperação|recupero"
    r"|восстановлени|herstel|odzyskiw|恢复|恢復|復旧|복구"
)
_GROUPED = re.compile(
    r"(?<![a-z0-9-])(?:[a-z0-9]{4}(?:-[a-z0-9]{4}){5,7}+|[a-z0-9]{5}(?:-[a-z0-9]{5}){4}"
    r"|[a-z0-9]{4}(?: [a-z0-9]{4}){5,7}+)"
    r"(?![a-z0-9-])"
)


_RECOVERY_WORDS = ("recovery", "filevault", "wiederherstellung", "secours", "recupera", "recupero", "herstel")
_RECOVERY_WORDS_INTL = ("récupération", "восстановлени", "odzyskiw", "恢复", "恢復", "復旧", "복구")


def _recovery_keys(lowered: str) -> Iterator[tuple[int, int, str]]:
    if lowered.count("-") < 4 and lowered.count(" ") < 5:
        return
    if not any(map(lowered.__contains__, _RECOVERY_WORDS)) and (
        lowered.isascii() or not any(map(lowered.__contains__, _RECOVERY_WORDS_INTL))
    ):
        return
    for m in _GROUPED.finditer(lowered):
        v = m.group().replace("-", "").replace(" ", "")
        if not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)) or len(set(v)) < 8:
            continue
        if " " in m.group() and sum(any(c.isdigit() for c in g) and any(c.isalpha() for c in g)
                                    for g in m.group().split()) < 3:
            continue  # spaced groups: most of them mix letters and digits ("recovery data 2019 2020 ..." does not)
        line_start = lowered.rfind("\n", 0, m.start()) + 1
        if _RECOVERY_LABEL.search(lowered, max(line_start, m.start() - 80), m.start()) is not None:
            yield m.start(), m.end(), "recovery_key"


# --- Azure storage account keys (64 random bytes, base64: 86 characters and "==") ------------------------
_AZURE_KEY = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{86}==(?![A-Za-z0-9+/=])")
_AZURE_CONTEXT = re.compile(r"storage|account|azure|blob|key[12]\b|accountkey|account-key|sharedkey")


def _azure_storage_keys(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if "==" not in text or longest_run(text) < 88:
        return
    for m in finditer_before(_AZURE_KEY, text, ("==",), 86, 86):  # 86 characters, then "=="
        if _AZURE_CONTEXT.search(lowered, max(0, m.start() - 100), m.start()) and _strong_token(m.group()):
            yield m.start(), m.end(), "azure_storage_key"


# --- AWS secret access keys (40 characters of base64) named by "AWS" / "secret access key" nearby ----------
_AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")
_AWS_RUN = run_table("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+")
_AWS_CONTEXT = re.compile(r"(?<![a-z])(?:aws|amazon|iam|secret[ _-]?access)(?![a-z])")


def _aws_secret_keys(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if longest_run(text) < 40 or not any(w in lowered for w in ("aws", "amazon", "iam", "access")):
        return
    for m in runs_at(_AWS_SECRET, text, _AWS_RUN, frozenset({40})):
        v = m.group()
        line_start = lowered.rfind("\n", 0, m.start()) + 1
        line_end = lowered.find("\n", m.end())
        window = lowered[max(line_start, m.start() - 80) : min(m.end() + 80, line_end if line_end >= 0 else len(text))]
        if (
            any(c.isupper() for c in v)
            and any(c.islower() for c in v)
            and _AWS_CONTEXT.search(window)
            and _strong_token(v)
        ):
            yield m.start(), m.end(), "aws_secret_access_key"


def _camel_names(text: str) -> Iterator[tuple[int, int]]:
    for a in _ASSIGN_QUOTE.finditer(text):
        c = _CAMEL_BEFORE.search(text, max(0, a.start() - 50), a.start())
        if c is None:
            continue
        k = _KEYWORD.fullmatch(c["word"])
        if k is None or k["pw"] is None or _CAMEL_PROPERTY.search(c["rest"].lower()):
            continue
        got = _value_at(text, a.end())
        if got is not None and got[2] and _weak_ok(text[got[0] : got[1]], got[2]):
            yield got[0], got[1]


# secfix16: more places a password is typed or written: cqlsh's and cypher-shell's -p / --password, Neo4j's
# NEO4J_AUTH=user/password, and a password echoed into a password file ("echo 'X' > ~/.ansible/vault_pass.txt",
# "echo X > .vault-password", "printf '%s' X > secrets/db_password")
_MORE_CLI = re.compile(r"\b(?:cqlsh|cypher-shell)\b[^\n]{0,200}?[ \t](?:-p|--password)(?:[ \t]++|=)")
_NEO4J_AUTH = re.compile(r"\bNEO4J_AUTH[ \t]*+[=:][ \t]*+[\"']?[\w.-]{1,40}+/(?P<s>[^\s\"'/]{4,128}+)")
_ECHO_TO_FILE = re.compile(
    r"\b(?:echo|printf)[ \t]++(?:-n[ \t]++)?(?:'%s'[ \t]++)?(?P<q>['\"]?)(?P<s>[^\s'\"<>|;&]{4,128}+)(?P=q)[ \t]*+>"
    r"[ \t]*+[^\s;&|]{0,120}?(?:pass|pwd|secret|token)[^\s;&|]{0,40}+"
)


def _more_commands(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if "cqlsh" in lowered or "cypher-shell" in lowered:
        for m in _MORE_CLI.finditer(lowered):
            got = _value_at(text, m.end())
            if got is not None and _cmd_ok(text[got[0] : got[1]]):
                yield got[0], got[1], "password_in_prose"
    if "NEO4J_AUTH" in text:
        for m in _NEO4J_AUTH.finditer(text):
            if m["s"].lower() != "none" and _cmd_ok(m["s"]):
                yield m.start("s"), m.end("s"), "password_in_prose"
    if "echo" in lowered or "printf" in lowered:
        for m in _ECHO_TO_FILE.finditer(text):
            if _cmd_ok(m["s"]) and not m["s"].startswith("$") and not (m["s"].isalpha() and m["s"].islower()):
                yield m.start("s"), m.end("s"), "password_in_prose"


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    yield from _more_commands(text, lowered)
    if "=" in text or ': "' in text or ": '" in text:  # three C scans (eight cost 15 us per 2 KB)
        for s, e in _camel_names(text):
            yield s, e, "password_in_prose"
    for s, e in _keyword_windows(text, lowered):
        e = _trim(text, s, e)
        if s < e:
            yield s, e, "password_in_prose"
    yield from _commands(text, lowered)
    yield from _recovery_keys(lowered)
    yield from _azure_storage_keys(text, lowered)
    yield from _aws_secret_keys(text, lowered)
