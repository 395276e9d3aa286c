"""secfix21: what a memory extractor writes (mem0 / LangMem facts, ``{"fact": …, "value": …}``, ``memory_add``).

False positives first (:func:`not_the_value`): a value read after a keyword is no credential when
* it follows a postal code's name and its topic particle ("郵便番号は46450", "우편번호는 49802": ``_general.postal``
  reads the name right before the digits only);
* it is a service's name with a preposition glued to it ("הסיסמה ל-Disney+": the password *for* Disney+).

Then the misses (:func:`passphrase`, :func:`scan`):
* a passphrase of a word, 2-4 digits and a word ("Tiger-458-cactus") after a connector: ``_context``'s technical
  term shape ("WPA2-PSK", "Wi-Fi-6") took it for a model name after a Wi-Fi key word;
* a fact and its value in two fields (:func:`pairs`): ``{"fait": "mot de passe Freebox", "valeur": "falcon7591"}``,
  ``- fact: front gate keypad`` / ``- value: 3391#``: the value field's key ("value", "valeur", "thamani", "値",
  "قيمة"...) after a field that names the thing; the two are read as one label and its value ("mot de passe
  Freebox: falcon7591") by every other rule, so the fact's words decide as they would in a sentence ("user
  favourite number: 306", "last deployed commit: bcf8cc3…" are not secrets there either); a fact naming a Wi-Fi
  (not its network's name) whose value is shaped like a passphrase ("事実: 職場のWi-Fi" / "値: Violet-182-pancake");
* a long hex key after a Japanese, Korean or Chinese token / API key word, a particle or a full-width colon;
* a password told by its use, with no password word ("The user's mother uses lantern7122 for her email").

Other words of this branch went to the existing lists: one-time code words (``_score``, ``_locales``), Danish and
Norwegian carports and sheds (``_locales``), Icelandic's password word and Thai "รหัส" by a Wi-Fi word (``_context``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near, longest_run

# --- false positives -----------------------------------------------------------------------------------------------
# a postal code's name, then a topic particle or a copula of a language written without spaces
_POSTAL_PARTICLE = re.compile(
    r"(?:郵便番号|邮编|邮政编码|郵遞區號|우편번호|ไปรษณีย์)[ \t]*+(?:は|が|:|：|是|為|为|는|은|คือ)?[ \t]*+$"
)
# a preposition glued to a name by a hyphen (Hebrew ל- / ב- / מ- / ש-, Arabic لـ): what the password is for
_GLUED_PREPOSITION = re.compile(r"(?:[לבמשו]|ול|של|لـ|ل)[-־][A-Z][\w+&.!-]{0,30}+[.,;!?]?")


def not_the_value(text: str, lowered: str, s: int, e: int) -> bool:
    """A reason why ``text[s:e]``, read after a credential word, is not the credential (see above)."""
    value = text[s:e]
    if value.rstrip(".,;:)。、").isdigit() and _POSTAL_PARTICLE.search(lowered, max(0, s - 16), s) is not None:
        return True
    return _GLUED_PREPOSITION.fullmatch(value) is not None


# --- recall --------------------------------------------------------------------------------------------------------
# a word, 2-4 digits, a word: a memorable passphrase as routers and people make them
_PASSPHRASE = re.compile(r"[A-Za-z][a-z]{3,11}+-\d{2,4}+-[A-Za-z][a-z]{3,11}+[.!]?")


def passphrase(v: str) -> bool:
    """``Tiger-458-cactus``: a word of four letters or more, two to four digits and another such word."""
    return _PASSPHRASE.fullmatch(v) is not None


# a long hex key after a token or API key word of a language written without spaces, its label (a parenthesis) and a
# full-width colon, a topic particle or a copula: "APIキー（個人開発用）：0647…", "깃허브 토큰은 9c24…", "令牌是 …"
# (``_lookalikes``'s hex key wants an ASCII colon; ``_context``'s API words a token of mixed case)
_CJK_KEY = re.compile(
    r"(?:api[ \t]?キー|アクセスキー|トークン|api[ \t]?키|액세스[ \t]?키|토큰"
    r"|api[ \t]?密钥|api[ \t]?密鑰|密钥|密鑰|令牌|金鑰)"
    r"(?P<label>[^\n。；;]{0,40}?)[ \t]*+(?:[:：=]|は|が|を|은|는|이|가|是|为|為)[ \t]*+[\"'「]?"
    r"(?P<s>[0-9a-f]{32,128}+)(?![0-9a-z])"
)
_CJK_KEY_WORDS = ("キー", "トークン", "키", "토큰", "密钥", "密鑰", "令牌", "金鑰")
# what makes a hex value public or no key: a hash, a commit, an id, a public key
_NOT_A_KEY = re.compile(
    r"sha|md5|hash|commit|id\b|uuid|public|ハッシュ|コミット|公開|해시|커밋|공개|哈希|提交|公钥|公鑰|指纹"
)

# a relative's or the user's password told by its use, with no password word: "X uses lantern7122 for her email"
_USES_FOR = re.compile(
    r"us(?:e[sd]?+|ing)[ \t]++(?P<v>[^\s,;]{6,64}+)[ \t]++"
    r"(?:for|on|to (?:log|sign) in(?:to)?(?: to)?)"
    r"[ \t]++(?:her|his|their|my|your|our|the)[ \t]++(?:[\w-]++[ \t]++){0,2}?"
    r"(?:(?P<user>account|login|username|laptop|computer|pc|phone|tablet|ipad|router)|e-?mail|mail|gmail|outlook"
    r"|bank|banking|online banking|wi-?fi|netflix|facebook|instagram|icloud|apple id)(?![\w-])"
)
_LOWER_DIGITS = re.compile(r"[a-z]{3,16}+\d{3,8}+[!?#@$%&*.]?")
# a change of class between two characters: lower / upper case letter / digit
_CLASS_CHANGE = re.compile(r"[a-z](?=[A-Z0-9])|[A-Z](?=[a-z0-9])|[0-9](?=[A-Za-z])")
_CAMEL_NAME = re.compile(r"[a-z]?(?:[A-Z][a-z]++)++\d*+")  # "MacBookPro2019", "iPhone15": a product's name


def _password_by_use(v: str, account: bool) -> bool:
    """A value named by its use only: lower-case letters and three digits or more ("lantern7122"; not for an
    ``account``, a login or a device, where it is as likely the user name or the system: "ubuntu2204 on her laptop"),
    or letters of both cases and digits changing class five times or more ("grTcddBTmX9o"; "Office365" changes
    twice), not a product's camel-case name."""
    v = v.rstrip(".")
    if _LOWER_DIGITS.fullmatch(v) is not None:
        return not account
    return (
        v.isascii() and v.isalnum() and any(c.isdigit() for c in v) and any(c.isupper() for c in v)
        and any(c.islower() for c in v) and len(_CLASS_CHANGE.findall(v)) >= 5 and _CAMEL_NAME.fullmatch(v) is None
    )


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Secrets of the classes above (see the module's docstring)."""
    if len(text) > _PAIR_MAX:
        return
    if not lowered.isascii() and any(w in lowered for w in _CJK_KEY_WORDS) and longest_run(text) >= 32:
        for m in _CJK_KEY.finditer(lowered):
            if _NOT_A_KEY.search(m.group("label")) is None and len(set(m.group("s"))) >= 10:
                yield m.start("s"), m.end("s"), "generic_secret"
    if "use" in lowered or "using" in lowered:
        for m in _USES_FOR.finditer(lowered):  # a literal prefix: the engine's fast search
            if m.start() and lowered[m.start() - 1].isalnum():
                continue
            v = text[m.start("v") : m.end("v")]
            if _password_by_use(v, m.group("user") is not None):
                yield m.start("v"), m.start("v") + len(v.rstrip(".")), "password_in_prose"


# --- a fact and its value in two fields ----------------------------------------------------------------------------
_VALUE_KEYS = (
    "value|valeur|valor|valore|wert|waarde|thamani|値|值|값|قيمة|ערך|τιμή|arvo|verdi|værdi|värde|väärtus|vērtība"
    "|vrednost|nilai|halaga|gildi|ค่า|значение|wartość|hodnota|érték|değer|giá trị"
    "|giá_trị|valè|मान|মান|ዋጋ"  # secfix24: Vietnamese with its underscore, Haitian Creole, Hindi, Bengali, Amharic
)
_VALUE_ANCHOR = _anchor(_VALUE_KEYS)
_VALUE_KEY = re.compile(r"(?:" + _VALUE_KEYS + r")(?P<q>[\"'])?[ \t]*+[:：=][ \t]*+")
# the line before a "value:" line: "- fact: front gate keypad", "事実: 職場のWi-Fi"
_FACT_LINE = re.compile(r"[ \t*-]*+[^\s:：]{1,30}+[ \t]*+[:：][ \t]*+(?P<f>[^\n]{3,160}+)")
_PAIR_MAX = 20_000
_MAX_PAIRS = 16
_FACT_MAX = 160
Findings = Callable[[str], Iterable[tuple[int, int, str]]]


def _pair(text: str, m: re.Match[str]) -> tuple[str, int, int] | None:
    """The fact named before the value key matched at ``m`` and the value's span, or None."""
    s, v = m.start(), m.end()
    if m["q"] is not None:  # JSON: "fact": "…", "value": "…"
        if s == 0 or text[s - 1] != '"' or not text.startswith('"', v):
            return None
        close = text.find('"', v + 1, v + 202)
        before = text[max(0, s - 2 - _FACT_MAX - 8) : s - 1].rstrip(" \t\n")
        if close < 0 or not before.endswith(","):
            return None
        before = before[:-1].rstrip(" \t\n")
        if not before.endswith('"'):
            return None
        opening = before.rfind('"', 0, len(before) - 1)
        if opening < 0:
            return None
        return before[opening + 1 : -1], v + 1, close
    line = text.rfind("\n", 0, s) + 1  # a "value:" line after a fact's line
    if text[line:s].strip(" \t*-") or line == 0:
        return None
    end = text.find("\n", v)
    end = len(text) if end < 0 else end
    previous = text.rfind("\n", 0, line - 1) + 1
    f = _FACT_LINE.fullmatch(text, previous, line - 1)
    if f is None or v >= end:
        return None
    return f["f"].strip(), v, len(text[:end].rstrip(" \t"))


def pairs(text: str, lowered: str, findings: Findings) -> Iterator[tuple[int, int, str]]:
    """A value field read with the fact field before it (see above): ``findings`` reads "<fact>: <value>"."""
    if len(text) > _PAIR_MAX or ":" not in text and "：" not in text and "=" not in text:
        return
    # the key starts a word: only the keys whose first letters start one of the text's words are looked for
    for n, m in enumerate(_near(_VALUE_KEY, lowered, lowered, _VALUE_ANCHOR, _ALNUM)):
        if n >= _MAX_PAIRS:  # each pair is read by every rule: a bound on the work (a memory has a few)
            return
        got = _pair(text, m)
        if got is None:
            continue
        fact, s, e = got
        if s >= e or "\n" in text[s:e]:
            continue
        joined = fact + ": " + text[s:e]
        offset = len(fact) + 2
        found = False
        for fs, fe, kind in findings(joined):
            if fs >= offset:
                found = True
                yield s + fs - offset, s + fe - offset, kind
        if not found and _wifi_key_pair(fact.lower(), text[s:e]):
            yield s, s + len(text[s:e].rstrip(".")), "password_in_prose"


# a fact that names a Wi-Fi (not its network's name) and a value that is a key by its shape: a passphrase of words and
# digits ("Violet-182-pancake", "biscuitmeadow4546"); a network's name has a brand, capitals or a hex suffix
# ("SK_WiFiGIGA3F21", "Telia-7F2A"), and what a router prints as its name is never the value of "the Wi-Fi"'s key
_WIFI_FACT = re.compile(r"wi-?fi|wlan|wireless|ワイファイ|와이파이|ไวไฟ|واي فاي|وايفاي|וויפי|无线|無線|вайфай|вай-фай")
_NETWORK_NAME = re.compile(
    r"ssid|name|名|이름|네트워크|ネットワーク|اسم|שם|网络|網路|nom|nombre|nome|jina|nimi|navn|namn|όνομα|ชื่อ"
)
_RUN_TOGETHER = re.compile(r"[a-z]{8,24}+\d{2,6}+[!?#]?")
# the words networks are named with ("Starlink-2291-guest", "office-2041-ext"): a name, not its key
_NETWORK_WORD = re.compile(
    r"(?<![a-z])(?:guest|gast|gæst|gjest|gäst|invite|invité|invitado|home|house|office|net|wlan|wifi|ext|mesh|router"
    r"|lan|fiber|fibre|starlink|vodafone|telia|telenor|orange|xfinity)(?![a-z])"
)


def _wifi_key_pair(fact: str, value: str) -> bool:
    value = value.rstrip(".")
    return (
        _WIFI_FACT.search(fact) is not None and _NETWORK_NAME.search(fact) is None
        and (passphrase(value) or _RUN_TOGETHER.fullmatch(value) is not None)
        and _NETWORK_WORD.search(value.lower()) is None
    )
