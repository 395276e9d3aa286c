"""secfix23: corrections and self-repairs ("the code is A25611... no, that's the garage, it's A25161").

Recall:

* **a value repaired into its twin**: a credential word, a value, then a second value that is the first with two of
  its characters swapped ("1028... nie, to od garażu. Skrytka ma 1082", "nicht mehr *7938, seit letzter Woche *7983",
  "PINは4003で、4030じゃない") or with its letters' case changed ("é ceSkhkwpfoe*, e não CeSkhkwpfoe*"): a speaker
  repairs a value by a transposition or a case, so both are the credential's (the wrong one leaks most of the right
  one); a value said again after a confirmation word ("*293010. Hold on, let me look at the paper. Yes, *293010",
  digits spelled and then said as figures "… يعني 5834");
* **a Wi-Fi named and its value after a copula** ("Das WLAN im Ferienhaus ist violet-garden-8806#", "El wifi de la
  casa es SakuraMeadow8410"): what "the Wi-Fi is" when the value is shaped like a key (not a network's name);
* **a memory-edit command**: "replace the password in my notes with <value>", "密码改成<value>", "パスワードを
  <value>に書き換えて": the password word, a change verb and the value it is changed to;
* **a number re-labelled as a code**: "5121 is not their flat number; it is the code for the front door";
* **a one-time code that came by SMS** in the languages written without spaces or with glued particles ("SMSの
  コードは812480", "短信里的验证码是579115", "الكود في الرسالة هو 555256", "문자로 온 인증번호 430912"): ``_long``
  reads "code" and "SMS" as separate words of a spaced language.

Precision (:func:`not_the_value`, for a value a keyword's window read):

* **a number said not to be a credential**: "1969 non è il suo PIN, è l'anno del matrimonio", "1973は暗証番号では
  なく", "1966년은 비밀번호가 아니라": a negation and a credential word right after the value;
* **a network's name** labelled as such ("ネットワーク名はelecom2g-9B41", "네트워크 이름: SK_WiFiGIGA41");
* **a customer's or member's number** ("código do cliente 5617946", "고객번호 77329719").
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import digit_runs, literal_starts, register
from zeusmem.rules.secrets._extracted import _NETWORK_WORD, _RUN_TOGETHER, passphrase
from zeusmem.rules.secrets._general import counted, grouped_or_dated
from zeusmem.rules.secrets._locales import _LOCKS, _NOT_RECORD_LOCK, _bounded, _has, _shaped
from zeusmem.rules.secrets._prose import _LOCK_NOUN
from zeusmem.rules.secrets._unlocks import _UNITS

_MAX = 20_000

# --- the words -----------------------------------------------------------------------------------------------------
# a credential's word (a password, a PIN, a lock's code, a Wi-Fi) in the corpus languages and their neighbours, found
# in the one pass of ``literal_starts``; a compound ending in "code" / "kode" / "kod" ("Türcode", "Torcode") counts,
# not a public code's compound (postcode...). A word starts and ends at no Latin, Cyrillic or Greek letter (in
# Japanese and Chinese it is glued to its neighbours); a stem ("κωδικ") may go on.
_CRED_WORDS = (
    "password", "passwort", "kennwort", "mot de passe", "mdp", "contraseña", "clave", "senha", "parola", "hasło",
    "haslo", "heslo", "wachtwoord", "пароль", "пароля", "пин", "код", "кода", "pin", "passcode", "combination",
    "combinaison", "combinación", "combinazione", "combinação", "szyfr", "wifi", "wi-fi", "wlan", "code", "kode",
    "kod", "kodu", "kodem", "código", "codigo", "codice", "κωδικ", "вай-фай", "вайфай",
    "كلمة المرور", "كلمة السر", "الرقم السري", "الرمز السري", "رقمه السري", "رمز", "كود", "الكود", "واي فاي",
    "암호", "비밀번호", "비번", "핀번호", "인증번호", "해제 번호", "코드", "와이파이",
    "パスワード", "暗証", "コード", "ワイファイ", "密码", "密碼", "验证码", "驗證碼",
)
_WIFI_WORDS = frozenset(("wifi", "wi-fi", "wlan", "واي فاي", "와이파이", "вай-фай", "вайфай", "ワイファイ"))
_PASSWORD_WORDS = frozenset((
    "password", "passwort", "kennwort", "mot de passe", "contraseña", "clave", "senha", "parola", "hasło", "haslo",
    "heslo", "wachtwoord", "пароль", "пароля", "κωδικ", "كلمة المرور", "كلمة السر", "パスワード", "暗証", "密码",
    "密碼", "비밀번호", "비번", "암호",
))
_CRED_SET = frozenset(_CRED_WORDS)
_COMPOUND_TAILS = frozenset(("code", "kode", "kod"))
_STEMS = frozenset(("κωδικ",))
_LETTER = re.compile("[a-zà-ÿа-яёα-ωά-ώ]")
# a compound's first part that names a lock or a secret ("Türcode", "Torcode", "Tresorcode", "Zugangscode",
# "deurcode", "pinkode"); any other ("postcode", "barcode", "unicode", "xcode") is no credential's word
_COMPOUND_HEAD = re.compile(
    r"tür|tuer|tor|haus|haustür|tresor|alarm|zahlen|schloss|schlüssel|garagen?|zugangs|eingangs|sicherheits|geheim"
    r"|entsperr|deur|poort|kluis|dør|port|porte|pin|lås|kodelås|nøkkel|safe|door|gate|lock|alarme|alarma|cofre"
)
register(_CRED_WORDS)


def _letter(lowered: str, i: int) -> bool:
    return 0 <= i < len(lowered) and _LETTER.match(lowered, i) is not None


def _cred_words(lowered: str) -> list[tuple[int, int, str]]:
    """The credential words of ``lowered`` (start, end, word), in order."""
    where = literal_starts(lowered)
    out = []
    for w in _CRED_SET.intersection(where):
        for i in where[w]:
            e = i + len(w)
            if w not in _STEMS and _letter(lowered, e):
                continue
            if w in _COMPOUND_TAILS:
                j = i
                while j > 0 and i - j < 12 and _letter(lowered, j - 1):
                    j -= 1
                if j < i and (_letter(lowered, j - 1) or _COMPOUND_HEAD.fullmatch(lowered, j, i) is None):
                    continue  # "barcode", "unicode", "xcode": no lock's code
                i = j
            elif _letter(lowered, i - 1):
                continue
            out.append((i, e, lowered[i:e]))
    out.sort()
    return out


# a number's label between the credential word and the value ("the code is with the flat number 1028": the flat's)
_NUMBER_LABEL = re.compile(
    r"number|nummer|numéro|número|numero|numer|номер|번호|番号|号码|號碼|رقم|αριθμ|phone|telefon|téléphone|teléfono"
)
_KEEP_CRED = ("인증번호", "해제 번호", "핀번호", "비밀번호", "رقمه السري", "الرقم السري")

# a value: a token with a digit, or a long one of mixed case or with a symbol ("ceSkhkwpfoe*")
# (no lookbehind in front: a pattern that starts with a character class is searched for in C; the character before
# a token is checked in ``_values``)
_VALUE = re.compile(r"[*#A-Za-z0-9][A-Za-z0-9*#!?$%&@_+-]{3,39}")
_DIGIT_RUN = re.compile(r"\d[\d*#]{2,}")


# a word of six characters or more, without the punctuation around it
_LONG_WORD = re.compile(r"[^\s.,;:!?()»«“”'\"]{6,}")
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*#!?$%&@_+-")


def _starts(text: str, lowered: str, lo: int, hi: int) -> list[int] | None:
    """Where the tokens to read in ``[lo, hi)`` start: those whose runs of digits are made of the same digits as
    another's (a value repaired or said again); None (read them all) when a word comes twice written differently (a
    value whose case was repaired); [] when neither."""
    words = _LONG_WORD.findall(lowered, lo, hi)
    if len(set(words)) < len(words):
        originals = _LONG_WORD.findall(text, lo, hi)
        cased = {w for w, o in zip(words, originals, strict=False) if w != o}
        if any(words.count(w) >= 2 for w in cased):
            return None
    by_digits: dict[str, list[int]] = {}
    for m in _DIGIT_RUN.finditer(text, lo, hi):
        by_digits.setdefault("".join(sorted(m.group())), []).append(m.start())
    out = []
    for group in by_digits.values():
        if len(group) >= 2:
            for i in group:
                j = i
                while j > lo and i - j < 40 and text[j - 1] in _TOKEN_CHARS:
                    j -= 1
                out.append(j)
    return sorted(set(out))


_NOT_BEFORE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_*#@$%&!?+/.:-")
_YEAR = re.compile(r"(?:19|20)\d\d")
# a word that confirms a value said again ("yes", "so", "that is"), right before it
_CONFIRM = re.compile(
    r"(?:(?<![^\W\d_])(?:yes|yeah|yep|right|so|ja|genau|also|oui|voilà|donc|sí|si|sim|isso|tak|czyli|да|так"
    r"|ναι|δηλαδή|i\.e\.|that is|that's|d\.h\.|cioè|es decir|ou seja|то есть)"
    r"|うん|はい|そう|つまり|맞아|네|즉|是的|对|對|就是|يعني|نعم)[\s,.:、，!]*+$"
)


# a bare "code" (no lock, no password in the word) is a code of anything ("the code review is on PR 4512"): it counts
# with a connector right after it ("the code is", "kod to", "код A18631") or a lock's noun near it
_BARE_CODE = frozenset((
    "code", "kode", "kod", "kodu", "kodem", "код", "кода", "código", "codigo", "codice", "コード", "코드", "كود",
    "الكود", "رمز",
))
_CONNECTOR = re.compile(
    r"[ \t]*+(?:[:：=]|is|was|ist|war|es|era|est|c['’]est|è|é|to|jest|—|–|это|είναι|هو|هي|は|是|为|는|은)?[ \t]*+"
    r"[*#]?[a-z]?\d"
)


def _counts(lowered: str, start: int, end: int, word: str) -> bool:
    """Whether a credential's word counts here: a bare code word only with a connector or a lock near it."""
    if word not in _BARE_CODE or _CONNECTOR.match(lowered, end) is not None:
        return True
    lo, hi = max(0, start - 60), min(len(lowered), end + 40)
    return _has(_LOCKS, lowered, lo, hi) or _LOCK_NOUN.search(lowered, lo, hi) is not None


def _cred_before(lowered: str, words: list[tuple[int, int, str]], i: int, reach: int = 100) -> bool:
    """A credential's word (of ``words``) within ``reach`` characters before ``i``, with no other number's label
    between."""
    k = bisect_right(words, (i,)) - 1
    while k >= 0 and words[k][1] > i:
        k -= 1
    if k < 0 or words[k][1] < i - reach:
        return False
    start, end, word = words[k]
    if not _counts(lowered, start, end, word):
        return False
    return _NUMBER_LABEL.search(lowered, end, i) is None or any(c in word for c in _KEEP_CRED)


def _digits(v: str) -> int:
    return sum(map(str.isdigit, v))


def _core(v: str) -> str:
    return v.rstrip("?!-_") if v.rstrip("?!-_")[-1:].isdigit() else v


def _is_value(v: str) -> bool:
    if v.isalpha() and (v.islower() or len(v) < 8):
        return False  # a word
    if _digits(v) >= 3:
        return True
    return len(v) >= 8 and sum(map(str.isalpha, v)) >= 6 and (not v[1:].islower() or not v.isalnum())


# a repair between a credential's word and the second value (or right after it): "no", "wait", "no longer", "e não",
# "nicht mehr", "不对", "じゃない", "لم يعد", "isn't" (secfix30); a changelog's "4410 -> 4401" is no repair
_REPAIR = re.compile(
    r"(?<![^\W\d_])(?:no|not|nope|wait|sorry|oops|wrong|nee|nein|nicht|non|nie|nah|não|nao|нет|не|ні|όχι|δεν|ne)"
    r"(?![^\W\d_])|(?<=[a-z])n['’]t(?![^\W\d_])"
    r"|不对|不對|不是|错了|錯了|いや|じゃない|じゃなく|ではなく|違う|아니|잘못|لا|ليس|ليست|لم يعد|لم تعد"
)


def _twins(a: str, b: str) -> bool:
    if a == b:
        return False
    if len(a) == len(b) and _digits(a) >= 3 and sorted(a) == sorted(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 2  # two characters swapped
    return len(a) >= 6 and a.lower() == b.lower()  # its letters' case changed


def twins(text: str, lowered: str, words: list[tuple[int, int, str]]) -> Iterator[tuple[int, int]]:
    """A value after a credential's word (of ``words``) and its twin (two characters swapped, its case changed) or
    itself said again after a confirmation word, within a few sentences: both spans."""
    # the values of the windows after the words (a value 100 characters after one, its twin 160 after it)
    windows: list[tuple[int, int]] = []
    for _, e, _ in words:
        hi = min(len(text), e + 280)
        if windows and e <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
        else:
            windows.append((e, hi))
    # a window is read token by token only if two of its runs of digits are made of the same digits (a value
    # repaired or said again) or a word of it comes twice written differently (a value whose case was repaired)
    found: list[re.Match[str]] = []
    for lo, hi in windows:
        starts = _starts(text, lowered, lo, hi)
        if starts is None:
            found += _VALUE.finditer(text, lo, hi)
        else:
            found += (m for i in starts if (m := _VALUE.match(text, i, hi)) is not None)
    values = [
        (m, v) for m in found
        if _is_value(v := _core(m.group())) and not (m.start() and text[m.start() - 1] in _NOT_BEFORE)
        and (m.group()[0] not in "*#" or m.group()[1:2].isalnum())
    ][:60]
    for k, (a, va) in enumerate(values):
        for b, vb in values[k + 1 :]:
            if b.start() - a.end() > 160:
                break
            if _twins(va, vb):
                told = _REPAIR.search(lowered, max(0, a.start() - 60), min(len(lowered), b.end() + 10)) is not None
            elif va == vb and _digits(va) >= 4 and len(va) - _digits(va) <= 2 and _YEAR.fullmatch(va) is None:
                told = _CONFIRM.search(lowered, max(a.end(), b.start() - 24), b.start()) is not None
            else:
                continue
            if told and _cred_before(lowered, words, a.start()):
                yield a.start(), a.start() + len(va)
                yield b.start(), b.start() + len(vb)
                break


# --- a Wi-Fi named, a copula, its key ---------------------------------------------------------------------------------
_COPULA = re.compile(
    r"[ \t]++(?:is|ist|es|è|é|est|c['’]est|to|jest|είναι|هو|هي|это|—|–)[ \t]++|[ \t]*+[:：][ \t]*+"
    r"|[ \t]++[—–][ \t]++"
)
# what makes the gap about something else: a network's name, the password word itself (read elsewhere), speed
_WIFI_GAP_STOP = re.compile(
    r"[.!?\n;]|\\n|name|ssid|network|netz|réseau|red\b|rete|rede|sieć|sieci|сеть|сети|شبكة|δίκτυο|called|heißt|heisst"
    r"|llama|chiama|chama|nazywa|называ|speed|mbit|gbit|qr"
)
# routers' and providers' names that start a network's default name ("Livebox-8C3E", "TP-Link_5G")
_ROUTER_BRANDS = frozenset((
    "fritz!box", "fritzbox", "livebox", "freebox", "bbox", "sfr", "orange", "vodafone", "telekom", "speedport", "o2",
    "ziggo", "tp", "tplink", "netgear", "asus", "dlink", "d", "linksys", "huawei", "zte", "xfinity", "bt", "bthub",
    "sky", "virgin", "telia", "telenor", "movistar", "jazztel", "vivo", "claro", "tim", "fastweb", "upc", "starlink",
    "elecom", "aterm", "buffalo", "iptime", "kt", "sk", "tenda", "mercury", "xiaomi", "eir", "proximus", "swisscom",
    "magenta", "digi", "mtn", "airtel", "jio", "globe", "pldt", "unifi", "maxis", "optus", "telstra", "spark",
))
# a network's name has these inside it ("FreeWiFi2024", "CafeGuest88")
_NAME_PART = re.compile(r"wi-?fi|wlan|guest|gast|free|open|public|hotspot|lan\d")
_BAND = re.compile(r"(?:2\.4|2|5|6)[ _-]?g(?:hz)?$|[-_](?:ext|guest|gast|iot|mesh)$", re.IGNORECASE)
# a rename: the Wi-Fi's new name, not its key ("renamed the home Wi-Fi to …")
_RENAMED = re.compile(r"renam|umbenann|renomm|renombr|rinomin|renomea|zmieni\w* nazw|переименов")
_ROUTER_NAME = re.compile(r"[A-Za-z]{2,12}[-_ ]?(?=[0-9A-F]*[A-F])(?=[0-9A-F]*[0-9])[0-9A-F]{4,6}")
_NOW = re.compile(
    r"(?:(?<![^\W\d_])(?:now|jetzt|ahora|adesso|ora|agora|teraz|теперь|сейчас|maintenant|nu|τώρα)|الآن|今は|现在|現在|지금은?)"
    r"[ \t,:]*+(?:(?:it['’]s|it is|ist es|es|è|é|c['’]est|jest|to|είναι|هو|是)[ \t]++)?[:：]?[ \t]*+"
)
_KEY_TOKEN = re.compile(r"[^\s,;،،]{6,40}")


def _key_shaped(v: str) -> bool:
    v = v.rstrip(".")
    if not any(c.isdigit() for c in v) or _NETWORK_WORD.search(v.lower()) is not None or "_" in v or (
        _NAME_PART.search(v.lower()) is not None
    ):
        return False  # "'Sunrise-Free'" (a name in words), "SK_WiFiGIGA41", "Telia-7F2A-guest"
    if _ROUTER_NAME.fullmatch(v) is not None or v.split("-")[0].lower() in _ROUTER_BRANDS:
        return False  # "Livebox-8C3E": a router's name and its hex suffix
    if _BAND.search(v) is not None:
        return False  # "Gremlin5G", "Staff-5G": a network's band ends its name
    if v[:1].isupper() and v[1:].split("-")[0].isupper():  # "FRITZ!Box", "TP-LINK_5G": a brand in capitals
        return False
    return passphrase(v) or _RUN_TOGETHER.fullmatch(v.lower()) is not None or _shaped(v)


def wifi_values(text: str, lowered: str, words: list[tuple[int, int, str]]) -> Iterator[tuple[int, int]]:
    """A Wi-Fi named, a short gap without a network's name, a copula, then a value shaped like a key."""
    for k, (start, end, word) in enumerate(words):
        if word not in _WIFI_WORDS:
            continue
        stop = min(len(lowered), end + 48)
        c = _COPULA.search(lowered, end, stop)
        if c is None or _WIFI_GAP_STOP.search(lowered, end, c.start()) is not None:
            continue
        if any(end <= o[0] < c.start() for o in words[k + 1 : k + 4]):
            continue  # "Wi-Fi password at home is …": the password word's own rules read it
        if _RENAMED.search(lowered, max(0, start - 40), start) is not None:
            continue
        v = _KEY_TOKEN.match(text, c.end())
        if v is not None and any(v.end() <= o[0] < v.end() + 24 for o in words[k + 1 : k + 4]):
            continue  # secfix25: "the Wi-Fi is Crew-Meridian-4, the password …": the network's name, its key after
        if v is not None and _key_shaped(v.group()):
            yield v.start(), v.start() + len(v.group().rstrip("."))
            continue
        # repaired: "…, no wait, that was the old router. Now it's <value>"
        n = _NOW.search(lowered, c.end(), min(len(lowered), c.end() + 200))
        v = _KEY_TOKEN.match(text, n.end()) if n is not None else None
        if v is not None and _key_shaped(v.group()):
            yield v.start(), v.start() + len(v.group().rstrip("."))


# --- a memory-edit command: the password changed to a value -----------------------------------------------------------
_CHANGE_VERB = re.compile(
    r"(?<![^\W\d_])(?:replace|change|update|set|swap|cambia|cambiar|actualiza|remplace|remplacer|modifie|ändere"
    r"|ersetze|aktualisiere|sostituisci|aggiorna|troca|altera|muda|atualiza|substitui|zmień|zamień|zaktualizuj"
    r"|замени|измени|поменяй|обнови|άλλαξε|ενημέρωσε|غيّر|غير|بدّل|استبدل|حدّث)(?![^\W\d_])"
)
# after the password word: a short gap, a preposition, the value
_EDIT = re.compile(
    r"[^\W\d_]*+[^.!?\n]{0,60}?[ \t](?:with|to|by|por|par|per|con|para|auf|durch|zu|na|на|σε|με|إلى|ب)[ \t]++"
    r"(?P<s>[^\s,;]{6,40})"
)
# languages without spaces: the password word, the value, the verb that changes it
_GLUED = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_EDIT_GLUED = re.compile(
    r"(?:パスワード|暗証番号)を[ \t]*+(?P<j>[\x21-\x7e]{6,40}?)[ \t]*+に(?:書き換え|変更|変え|更新|直)"
    r"|(?:密码|密碼)(?:改成|改为|改為|换成|換成|更新为|更新為|设为|設為|设置为|設置為)[ \t]*+"
    r"(?P<z>[\x21-\x7e]{6,40}?)(?=[，。,\s]|$)"
    r"|(?:비밀번호|비번|암호)(?:를|을)?[ \t]*+(?P<k>[\x21-\x7e]{6,40}?)(?:으로|로)[ \t]*+(?:바꿔|변경|수정|고쳐)"
)


def edits(text: str, lowered: str, words: list[tuple[int, int, str]]) -> Iterator[tuple[int, int]]:
    """A password changed to a value in a command to edit a note ("replace the X password in my notes with V")."""
    for start, end, word in words:
        if word not in _PASSWORD_WORDS:
            continue
        m = _EDIT_GLUED.match(lowered, start) if _GLUED.match(word) else _EDIT.match(lowered, end)
        if m is None:
            continue
        g = next(k for k in ("s", "j", "z", "k") if k in m.re.groupindex and m.group(k) is not None)
        s, e = m.span(g)
        v = text[s:e].rstrip(".") if g == "s" else text[s:e]
        if _shaped(v) and (
            g != "s" or _CHANGE_VERB.search(lowered, max(0, start - 60), s) is not None
        ):
            yield s, s + len(v)


# --- the right one after a wrong one: "I pasted the wrong key earlier. The right one for the script is <value>" ----
_WRONG = re.compile(
    r"wrong|falsch|mauvais|mauvaise|equivocad|incorrect|sbagliat|errad|złe|zły|неправильн|не тот|не та|間違|错|錯"
    r"|잘못|خطأ|خاطئ|λάθος"
)
_RIGHT_ONE = re.compile(
    r"(?:(?<![^\W\d_])(?:the[ \t]++)?(?:right|correct|real|proper)[ \t]++one(?:[ \t]++(?:for|on|of|to)[ \t]++"
    r"[^.,;:!?\n]{1,40}?)?[ \t]++(?:is|was)|la (?:buena|correcta) es|(?:die|der|das) richtige ist|la bonne est"
    r"|(?:quella|quello) giust[ao] è|(?:a|o) cert[ao] é|(?:właściwy|właściwa|dobry|dobra) to|правильн\w* [—–-]"
    r"|正しいのは|正确的是|正確的是|맞는 건|الصحيح هو|το σωστό είναι)[ \t]*+[:：]?[ \t]*+(?P<s>[^\s,;，。]{8,80})"
)
_KEY_WORD = re.compile(
    "|".join(map(re.escape, _CRED_WORDS))
    + "|key|token|secret|schlüssel|clé|chiave|chave|klucz|ключ|токен|キー|トークン|密钥|令牌|키|토큰|مفتاح|κλειδί"
)
# the literals one of which every match of ``_RIGHT_ONE`` holds (it is only searched for in a text with one)
_RIGHT_LITERALS = (
    "right one", "correct one", "real one", "proper one", "richtige", "la bonne", "la buena", "la correcta",
    "giust", "certa é", "certo é", "właściw", "dobry to", "dobra to", "правильн", "الصحيح", "σωστό",
    "正しいのは", "正确的是", "正確的是", "맞는 건",
)
register(_RIGHT_LITERALS)


def right_ones(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A key, token or password given wrong, then "the right one is <value>": the value, if shaped like one."""
    where = literal_starts(lowered)
    if not any(w in where for w in _RIGHT_LITERALS):
        return
    for m in _RIGHT_ONE.finditer(lowered):
        lo = max(0, m.start() - 200)
        w = _WRONG.search(lowered, lo, m.start())
        if w is None or _KEY_WORD.search(lowered, lo, m.start()) is None:
            continue
        s, e = m.span("s")
        v = text[s:e].rstrip(".!")
        if _shaped(v):
            yield s, s + len(v)


# --- a number re-labelled as a code -----------------------------------------------------------------------------------
# the negation (found in the one pass of ``literal_starts``), the number right before it, the new label after it
_NEGATIONS = (" is not ", " isn't ", " was not ", " wasn't ", " is no longer ")
register(_NEGATIONS)
_NUMBER_BEFORE = re.compile(r"(?<![\w*#])[*#]?[a-z]?\d{4,8}[#*]?$")
_RELABELLED = re.compile(
    r"[^.;:\n]{0,60}?(?:[;,.:]|[ \t]-|[ \t]—)[ \t]*+(?:but[ \t]++)?(?:it|this|that)"
    r"(?:['’]s|[ \t]++is|[ \t]++was)[ \t]++"
    r"(?:actually[ \t]++|really[ \t]++)?(?:the|their|his|her|my|our|your)[ \t]++(?:[\w'’-]+[ \t]++){0,3}?"
    r"(?:code|pin|passcode|combination|password|door code|alarm code)(?![a-z])"
)


def relabelled(lowered: str) -> Iterator[tuple[int, int]]:
    """"N is not their flat number; it is the code for the front door": N."""
    where = literal_starts(lowered)
    for neg in _NEGATIONS:
        for i in where.get(neg, ()):
            n = _NUMBER_BEFORE.search(lowered, max(0, i - 12), i)
            if n is not None and _YEAR.fullmatch(n.group()) is None and _RELABELLED.match(lowered, i + len(neg)):
                yield n.span()


# --- a one-time code that came by SMS, in the languages without spaces or with glued particles ------------------------
_SMS_GLUED = re.compile(r"sms|ｓｍｓ|短信|簡訊|简讯|ショートメール|メッセージ|문자|الرسالة|رسالة|μήνυμα|sms-")
_SMS_LITERALS = ("sms", "ｓｍｓ", "短信", "簡訊", "简讯", "ショートメール", "メッセージ", "문자", "رسالة", "μήνυμα")
register(_SMS_LITERALS)
_CODE_GLUED = re.compile(r"验证码|驗證碼|校验码|认证码|コード|인증번호|인증 번호|코드|الكود|كود|رمز التحقق|رمز|κωδικ")
_SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$|[^\x00-\x7f])|\n")
_OTHER_NUMBER = re.compile(
    rf"{_NUMBER_LABEL.pattern}|电话|電話|热线|熱線|客服|tel|هاتف|τηλ|전화|予約|预约|預約|订单|訂單|注文|주문|حجز|κράτηση"
)
_LONE = re.compile(r"(?<![\d+./:#-])(?<!\d[ \t])(\d{4,8})(?![\d]|[.,:/-]\d|[ \t]\d|[:/年月日년월일])")


def sms_codes(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """A code word and an SMS word in one sentence of a language written without spaces (or with glued particles),
    then a number of 4-8 digits soon after the code word."""
    if lowered.isascii():
        return
    where = literal_starts(lowered)
    if not any(w in where for w in _SMS_LITERALS):
        return
    for w in _SMS_GLUED.finditer(lowered):
        a = 0
        for m in _SENTENCE_END.finditer(lowered, max(0, w.start() - 200), w.start()):
            a = m.end()
        end = _SENTENCE_END.search(lowered, w.end(), min(len(lowered), w.end() + 200))
        b = end.start() if end is not None else min(len(lowered), w.end() + 200)
        c = _CODE_GLUED.search(lowered, a, b)
        if c is None:
            continue
        n = _LONE.search(lowered, c.end(), min(b, c.end() + 30))
        if n is not None and _OTHER_NUMBER.search(lowered, c.end(), n.start()) is not None:
            continue  # "验证码不要告诉任何人，客服电话95588": a hotline's number
        if n is not None and not (counted(text, lowered, *n.span(1)) or grouped_or_dated(text, *n.span(1))):
            yield n.span(1)
            return


# bytes.translate: a digit stays, any other byte -> a space
_ONLY_DIGITS = bytes(c if 48 <= c <= 57 else 32 for c in range(256))


def _digit_twins(text: str) -> bool:
    """secfix30: whether two numbers of 3-8 digits in a row are made of the same digits in another order
    (``bytes.translate`` and a split: C speed), before the lock nouns are looked for."""
    if b"111" not in digit_runs(text):
        return False
    last = b""
    for n in text.encode("utf-8", "replace").translate(_ONLY_DIGITS).split()[:200]:
        if 3 <= len(n) <= 8:
            if len(n) == len(last) and n != last and sorted(n) == sorted(last):
                return True
            last = n
    return False


# a unit or a dimension after a number: a size, not a code
_MEASURE = re.compile(
    _UNITS.pattern + r"|\s*+(?:wide|high|long|tall|deep|breit|hoch|lang|large|haut|ancho|alto)(?![^\W\d_])",
    re.IGNORECASE,
)


# a number's label between the lock and the value: the value is that number ("the stage door extension isn't 4471")
_LABEL_BETWEEN = frozenset(
    """extension ext phone tel telephone number no nr nummer numéro número numero room ends ending endet termina finit
    width size card account invoice""".split()
)


def _lock_words(lowered: str) -> list[tuple[int, int, str]]:
    """The lock nouns of ``lowered`` (``_locales``' column, any language; no card's or bank's: ``_lines._locked``) as
    credential words: a door's, a gate's number repaired into its twin is its code."""
    return [(m.start(), m.end(), m.group()) for m in _LOCKS.finditer(lowered)
            if _NOT_RECORD_LOCK.match(m.group()) is None and _bounded(lowered, m.start(), m.end(), m.group())]


def _lock_said(lowered: str, locks: list[tuple[int, int, str]], s: int) -> bool:
    """A lock noun at most three words before ``s``, none of them another number's label."""
    before = [e for _, e, _ in locks if e <= s and s - e <= 40]
    if not before:
        return False
    words = re.findall(r"[^\W\d_]+", lowered[before[-1] : s])
    return len(words) <= 3 and _LABEL_BETWEEN.isdisjoint(words)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if len(text) > _MAX:
        return
    words = _cred_words(lowered)
    repaired = False
    if words:
        for s, e in twins(text, lowered, words):
            repaired = True
            yield s, e, "password_in_prose"
    if not repaired and _digit_twins(text):  # secfix30: a lock's number repaired ("the stage door isn't 4471, …")
        locks = _lock_words(lowered)
        spans = list(twins(text, lowered, locks))
        if spans and _lock_said(lowered, locks, spans[0][0]) and not any(
            _MEASURE.match(lowered, e) for _, e in spans  # "isn't 4471 wide, it's 4417 mm": a size
        ):
            yield from ((s, e, "password_in_prose") for s, e in spans)
    if words:
        for s, e in wifi_values(text, lowered, words):
            yield s, e, "password_in_prose"
        for s, e in edits(text, lowered, words):
            yield s, e, "password_in_prose"
    for s, e in relabelled(lowered):
        yield s, e, "password_in_prose"
    for s, e in right_ones(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in sms_codes(text, lowered):
        yield s, e, "one_time_code"


# --- precision -------------------------------------------------------------------------------------------------------
_NOT_CRED = (
    r"pin|password|passcode|code|combination|passwort|kennwort|mot de passe|contraseña|clave|código|codigo|senha"
    r"|codice|parola|hasło|haslo|kod|пароль|код|пин|κωδικ|暗証|パスワード|コード|密码|密碼|码|碼|비밀번호|비번|암호|번호"
    r"|السري|كلمة|رمز"
)
_NEGATED_AFTER = re.compile(
    r"[ \t]*+(?:年|년)?(?:은|는|は|が|이|가)?[ \t]*+(?:"
    r"(?:is not|isn't|was not|wasn't|is no|n'est pas|n'était pas|ist nicht|ist kein|ist keine|war nicht|non è|non era"
    r"|no es|no era|não é|não era|nie jest|to nie jest|to nie|to nebyl|не является|это не|не|ليس|ليست|δεν είναι"
    r"|δεν ήταν|不是|并非|並非|並不是|并不是)(?![a-zà-ÿа-яёα-ωά-ώ])[^,;，；。.!?\n]{0,24}?"
    rf"(?:{_NOT_CRED})"
    rf"|[^\s,;，；。.!?]{{0,8}}?(?:{_NOT_CRED})[^\s,;，；。.!?]{{0,4}}?"
    r"(?:ではなく|ではない|じゃなく|じゃない|가 아니|이 아니|가 아닌|이 아닌|가 아님|이 아님))"
)
_NETWORK_LABEL = re.compile(
    r"(?:ssid|network name|name of the network|network is called|netzwerkname|netzname|nom du réseau|nombre de la red"
    r"|nombre de red|nome da rede|nome della rete|nazwa sieci|имя сети|название сети|ネットワーク名|ネットワークの名前"
    r"|网络名称|网络名|網路名稱|네트워크 이름|네트워크명|اسم الشبكة|όνομα δικτύου|όνομα του δικτύου)"
    r"[ \t]*+(?:is|ist|est|es|è|é|to|jest|είναι|هو|—|–|=|は|是|为|為|는|은)?[ \t]*+[:：]?[ \t]*+$"
)
_CUSTOMER_LABEL = re.compile(
    r"(?:(?:customer|client|member|membership|contract|policy)[ \t]*+(?:number|no\.?|nr\.?|id|code|#)"
    r"|kundennummer|kundennr\.?|mitgliedsnummer|vertragsnummer|numéro (?:de )?client|n° client|numéro d'adhérent"
    r"|número de (?:cliente|socio|contrato)|código (?:do|de|del) (?:cliente|socio)|codice cliente"
    r"|numero (?:di )?cliente"
    r"|numer klienta|номер клиента|номер договора|お客様番号|顧客番号|会員番号|契約番号|客户编号|客户号|客戶編號|会员号"
    r"|고객번호|고객 번호|회원번호|계약번호|رقم العميل|رقم العقد|αριθμός πελάτη"
    # a booking's, an order's number
    r"|booking|reservation|order number|buchungsnummer|bestellnummer|réservation|reserva|prenotazione|rezerwacj\w*"
    r"|бронировани\w*|予約番号|注文番号|预订号|预约号|訂單號|订单号|예약번호|주문번호|رقم الحجز|κράτηση\w*)"
    r"[ \t]*+(?:is|ist|est|es|è|é|to|jest|είναι|هو|—|–|=|は|是|为|為|는|은)?[ \t]*+[:：]?[ \t]*+$"
)


def labelled_number(lowered: str, s: int) -> bool:
    """The number at ``s`` is labelled right before it as a customer's, a member's, a booking's or an order's."""
    return _CUSTOMER_LABEL.search(lowered[max(0, s - 40) : s]) is not None


#: the earlier mentions of a value looked at (the nearest; a text that repeats one value more is no dictation,
#: and each finding's cost stays bounded: "pin 1234 " 11,000 times in 100 KB)
_EARLIER = 8


def not_the_value(text: str, lowered: str, s: int, e: int) -> bool:
    """A value a keyword read that is said not to be a credential, or is labelled as a network's name or a
    customer's (member's, booking's) number right before it."""
    if _NEGATED_AFTER.match(lowered, e, min(len(lowered), e + 48)) is not None:
        return True
    # the same number said earlier not to be one ("1969 non è il suo PIN …; si sono sposati nel 1969")
    value = lowered[s:e]
    i = lowered.rfind(value, max(0, s - 300), s) if e - s >= 4 else -1
    for _ in range(_EARLIER):
        if i < 0:
            break
        if (i == 0 or not lowered[i - 1].isalnum()) and _NEGATED_AFTER.match(
            lowered, i + len(value), min(len(lowered), i + len(value) + 48)
        ) is not None:
            return True
        i = lowered.rfind(value, max(0, s - 300), i)
    before = lowered[max(0, s - 40) : s]
    return _NETWORK_LABEL.search(before) is not None or _CUSTOMER_LABEL.search(before) is not None
