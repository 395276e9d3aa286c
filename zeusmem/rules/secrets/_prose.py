"""Passwords and PINs stated in prose, in several languages."""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._checks import (
    _CODE_EXPR,
    _PRINTF_S,
    _QUOTES,
    _REFERENCE,
    _basic_auth_ok,
    _classes,
    _is_placeholder,
    _template_at,
    _trim,
)
from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near, finditer_before

# "password for the bank is X", "DB_PASSWORD=X", '"password": "X"', "the wifi password: X".
# Mode of the connector: strong ("is", ":", "="), weak ("to", "as", a clause in between, other languages:
# only values with digits/symbols or quoted ones count) or bare (no connector: only complex values).
_WORDS = r"(?:\s++[a-z0-9'@._/~-]{1,40}+){1,5}?"  # "for the router admin page", "for ~/.ssh/id_ed25519"
_PASSWORD_EN = re.compile(
    r"(?P<kw>password|passwd|passphrase|passcode|pwd)[\"']?"
    r"(?:\s++(?:for|on|to|at|of)" + _WORDS + r")?"
    # (a value on the next line only when that line is not the next key: "db_password:\n  file: ...")
    r"(?:(?P<strong>\s*+(?:=>|:=|=|:|->)[ \t]*+(?:\r?\n(?![ \t]*+[a-z_][\w.-]*+[ \t]*+[=:]))?[ \t]*+"
    r"|\s++(?:is|was)(?:\s++(?:now|still|just|actually|currently|literally)\b)?(?:\s++(?:set|changed)\s++to)?"
    r"(?:\s*+:)?\s++|,?\s++it(?:['’]s|\s++is)\s++|\s++(?:will|would|should)\s++be\s++)"
    r"|(?P<weak>\s++(?:to|as|è|are)\s++|['’]s\s++))"
    r"|(?P<gap>(?:password|passwd|passphrase|pwd|pw)(?:\s++[^\s:=]{1,30}+){1,6}?\s++(?:is|was|è|é|ist|est|es)\s++)"
    r"|(?P<assign>(?:pass|pw)(?:\s*+(?:::(?=[ \t])|[=:](?!:))\s*+|\s++is\s++))"
    # `pass=X`, `pw: X`, "pw is X": "pass" is common; secfix12: a note's inline field "pass:: X" (Obsidian
    # Dataview); secfix14: not a path of code ("impl pass::Builder": "::" glued to a name)
    r"|(?P<bare>(?:password|passwd|pwd|passphrase)[ \t]++)"  # "passwd Xy9#kd!2"
)
_EN_ANCHOR = _anchor("pass|pw")
# Other languages. CJK has no word boundaries; a bare value (no connector) must be complex.
_PASSWORD_CJK = re.compile(
    r"(?:密码|密碼|口令|パスワード|비밀번호|암호)(?P<c>\s*+(?:是|为|為|は|는|은|：|:|=)\s*+)?\s*+"
)
_CJK_ANCHOR = _anchor("密码|密碼|口令|パスワード|비밀번호|암호")
# Other languages ("mot de passe", "пароль", "Passwort", "contraseña", ...) are the context rules' keywords
# (``_context``): a keyword opens a window over the clause.
# "login is bob / Winter2025!", "creds for the NAS are admin/X", "Zugangsdaten: admin / X".
_LOGIN = re.compile(
    r"(?:login|log-in|logon|sign[- ]?in(?:\s++with)?|credentials?|creds|zugangsdaten|anmeldedaten|identifiants?"
    r"|credenciales|账号|帐号|賬號|用户名|用戶名)"
    r"(?:\s++(?:for|on|to|at|of|für|pour|para|de)(?:\s++[^\s:=/]{1,30}+){1,4}?"
    r"|(?:\s++[^\s:=/]{1,30}+){1,2}?(?=\s*+:))?"  # "Zugangsdaten Router:"
    r"(?:\s*+[:=]\s*+|\s++(?:is|are|sind|ist|est|sont|es|son)\s++|\s++)"
    r"(?P<user>[^\s/:]{1,64}+)(?:\s*+/\s*+|\s++(?:and|und|et|y|e)\s++)"
)
_LOGIN_ANCHOR = _anchor("login|log-in|logon|sign|credential|creds|zugangsdaten|anmeldedaten|identifiant"
                        "|credenciales|账号|帐号|賬號|用户名|用戶名")
# DB_PASSWORD=X, PGPASSWORD=X, MYSQL_ROOT_PASSWORD: X, $env:ADMIN_PASSWORD = 'X' (the name ends with it).
_ENV_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9_])[A-Z][A-Z0-9_]{0,40}?(?:PASSWORD|PASSWD|PASS|PWD|PASSPHRASE|_PW)"
    r"(?:[ \t]*+[=:][ \t]*+|['\"][ \t]*+,[ \t]*+)"
)  # (on its own line: "MAIL_PASSWORD=" with nothing after it takes nothing from the next line; a quoted
#     name then a comma: PHP's define('DB_PASSWORD', 'X'))
# Config keys in camelCase that end with the password word (Helm values ``auth.postgresPassword``,
# ``rootPassword``, ``redisPassword``, JSON settings ``"smtpPassword": …``): the name ends with it.
_CAMEL_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9_])[a-z][A-Za-z0-9]{0,40}?[a-z0-9](?:Password|Passwd|Passphrase|Pwd|Pass)(?![a-z])"
    r"[\"']?[ \t]*+[=:][ \t]*+"
)
# Config files of "name value" lines whose name ends with the password word (Mosquitto ``remote_password X``,
# ``auth_pass X``): at a line's start; the value must look complex (bare mode).
_NAME_VALUE_PASSWORD = re.compile(
    r"(?m)^[ \t]*+[a-z][a-z0-9_.-]{0,40}?(?:password|passwd|pass|pwd)[ \t]++(?=[^\s=:])"
)
# "Tr0ub4dor&3 is my password", "use X as the wifi password": the words before the anchor ...
_REVERSE_BEFORE = re.compile(
    r"\s(?:is|as|[-–—])\s++(?:my|our|the|his|her|their|your)\s++"
    r"(?:(?:new|old|current|wifi|wi-fi|admin|root|email|bank|router|laptop|phone|master|account)\s++)?$"
)
# ... and after it (end of the clause, or "for/on/at/to <something>").
_REVERSE_AFTER = re.compile(r"(?:password|passphrase|passcode)(?=\s*+(?:[.,;!?)]|$)|\s++(?:for|on|at|to)\b)")
_REVERSE_ANCHOR = _anchor("password|passphrase|passcode")
# "PIN is 4821", "card PIN: 7305", "die PIN meiner EC-Karte ist 6617", "the door code is 1234", "safe
# combination: 12-34-56". Lower-case "pin", "code" and "combination" count only after card/atm/door/...:
# "GPIO pin 17", "error code 4821".
_PIN = re.compile(
    r"(?:pin|code|combination)(?:\s++number)?(?:\s++[^\s:=\d]{1,20}+){0,3}?"
    r"(?:\s++(?:is|was|ist|lautet|est|es|é|è|are)|\s*+[:=])\s*+"
    r"(?P<s>\d{4,8}+|\d{1,3}(?:-\d{1,3}){2,3}+|\d(?: \d){3,7}+)(?![\d]|[.,-]\d| \d)"
)
_PIN_QUALIFIER = re.compile(
    r"(?<![a-z])(?:card|atm|debit|bank|sim|phone|door|gate|garage|alarm|safe|lock|keypad|locker|padlock|lockbox"
    r"|bike lock"
    # seclex3: an alarm's, a panel's, a device's, a wallet's PIN ("disarm code: 5829", "M-Pesa PIN is 4471")
    r"|disarm|arming|master|installer|engineer|unlock|screen|tablet|ipad|laptop|wallet|mpesa|m-pesa|momo|gcash"
    r"|voicemail|intercom|shed|mailbox|key ?safe|key ?box|puk|entry)\s++$"
)
_PIN_ANCHOR = _anchor("pin|code|combination")
# the number after "PIN" is another's when a word naming it comes right before it: "changed PIN (event 7731)"
_OTHER_NUMBER = re.compile(
    r"(?i)(?<![a-z])(?:event|ticket|order|case|incident|request|job|build|run|ref|id|no\.|#)\s*+$"
)
# "Visa ending 4417, PIN 3185", "ПИН-код карты 349658": an upper-case PIN (or Cyrillic) needs no connector.
_PIN_BARE = re.compile(
    r"(?:PIN|PUK|ПИН|Пин)(?: ?[12](?= \d{4}))?(?:-?(?:код|Nummer|kod))?(?!\s++code\b)(?:\s++[^\s:=\d]{1,20}+){0,5}?"
    r"(?:\s*+[:=]\s*+|\s++(?:is|was|ist|lautet|est|es|é|è|это|—)\s++|\s++)"
    r"(?P<s>\d{4,8}+|\d(?: \d){3,7}+)(?!\w|[.,-]\d| \d)"
)
# Lock codes in more languages and word orders: "le code de la carte bancaire est 5131", "el código de la
# alarma es 3347", "код от домофона 934468", "Entsperrcode vom Handy: 56728", "front gate keypad code 1191#".
# A code word, a lock noun near it (before it, or after it in the languages that put it there), then the
# first number of 4-8 digits in the clause, not right after a preposition ("changed in 2019") nor before
# a unit ("4 digits"). What a code word means without a lock noun (error, zip, promo, country codes) is
# not a secret; neither is a one-time code ("the 2FA code was 482913").
_LOCK_WORD = re.compile(
    r"(?<![\w-])(?:pin|pins|passcode|code|codes|combination|combo|codice|código|codigo|kod|kodu|код|kode|koodi"
    r"|digicode|geheimzahl|geheimnummer|pincode|pin-code|пин-код|пин|entsperrcode|türcode|tuercode|torcode|alarmcode"
    r"|tresorcode|zahlencode|schlosscode|kombination|kombinationen|clave|cijferslot|fietsslot|hangslot)(?![\w])"
)
_LOCK_ANCHOR = _anchor(
    "pin|passcode|code|combination|combo|codice|código|codigo|kod|код|kode|koodi|digicode|geheimzahl|geheimnummer"
    "|пин|entsperrcode|türcode|tuercode|torcode|alarmcode|tresorcode|zahlencode|schlosscode|kombination|clave"
    "|cijferslot|fietsslot|hangslot"
)
# (secfp: Spanish "clave" before a number is the code or password itself, "la clave 4518" (not "palabra clave");
# the Dutch combination locks name their own)
_SELF_QUALIFIED = frozenset(
    "pin pins passcode digicode geheimzahl geheimnummer pincode pin-code пин-код пин entsperrcode türcode tuercode"
    " torcode alarmcode tresorcode zahlencode schlosscode combination cijferslot fietsslot hangslot clave".split()
)
_LOCK_NOUN = re.compile(
    r"(?<![a-zà-ÿа-яё])(?:card|atm|debit|credit|bank|sim|iphone|android|handy|door|gate|garage|alarm"
    r"|safe|lock|lock-?box|key[ -]?box|keypad|entry|building|unlock|padlock|locker|intercom|buzzer|carte|carta|tarjeta"
    r"|cartão|cartao|karte|карт|alarme|alarma|allarme|сигнализац|portail|portal|cancello|portone|portón|portão|portao|puerta"
    r"|porte|porta|двер|домофон|подъезд|сейф|coffre|caja fuerte|cassaforte|cofre|déverrouillage|deverrouillage"
    r"|desbloqueo|sblocco|desbloqueio"
    r"|разблокировк|immeuble|cadenas|candado|lucchetto|cadeado|замк|tür|tor|tresor|schloss|haustür|alarmanlage"
    r"|cupboard|cabinet|shed|storeroom|store room|mailbox|letterbox|postbox|key[ -]?safe|cash machine"
    r"|banco|inmovilizador|immobili[sz]er|immobilizador|wegfahrsperre|fietsslot|cijferslot|hangslot"  # secfp
    r"|калитк"  # secfix12: a wicket gate
    r"|serratura"  # secfix15: an Italian (smart) lock
    # seclex3: the locks of the other code words this rule reads (codice, código, kod, kodu, kode, koodi, код)
    r"|armadiett|citofon|bancomat|tastierin|taquill|casiller|cajero|portero|garaje|trastero|buzón|cerradura"
    r"|cacifo|armário|multibanco|interfone|garagem|fechadura|drzwi|bram[aęy]|furtk|domofon|sejf|kłódk|klodk"
    r"|szafk|bankomat|klatk|kapı|kilit|dolab|dolap|pintu|gerbang|brankas|gembok|dør|lås|nøkkelboks|nøgleboks"
    r"|portti|portin|lukko|lukon|kaappi|kaapin|ворот|шкафчик|банкомат|замок)"
)  # secfix23: "key-box", "key-safe", "lock-box" with a hyphen
_NOT_LOCK = re.compile(
    r"(?<![a-zà-ÿа-яё])(?:country|dial|dialing|dialling|calling|area|zip|postal|post|postcode|error|status|exit"
    r"|promo|discount|coupon|voucher|gift|referral|invite|invitation|tracking|confirmation|booking|reference"
    r"|product|item|sku|order|verification|2fa|mfa|otp|sms|qr|bar|source|fiscal|fiscale|route|ошибки|ошибка"
    r"|postale|código postal|code postal|postleitzahl|fehler|client|customer|member|membre|kunden|cliente|socio"
    r"|loyalty|fidélité|fidelidad|fedeltà|bonus"
    r"|facility|site(?=\s*+$))(?![a-zà-ÿа-яё])"  # secfp11: a card format's facility / site code (26-bit Wiegand)
)
# (secfp: a letter before or after the digits, "B5520", "6613C"; the end of a JSON string, '4471"}}')
# (and a JSON string's end with the next field after it: '4471","ttl":7}')
_LOCK_VALUE = re.compile(
    r"(?P<s>\d{4,8}+|[A-Z]\d{3,7}+|\d{3,7}+[A-Z])[#*]?[.,;:!?)]*+(?:[\"'][,}\]]|[\"'}\]]*+$)"
)
_DIAL_VALUE = re.compile(r"(?P<s>\d{1,2}(?:-\d{1,2}){2,3}+)(?:[.,;:!?)\"'}\]]*+)$")  # a padlock's "14-03-29"
_DIAL_WORDS = ("combination", "combo", "kombination")
# a number that is a time or an ordinal in the code's clause ("after 7 pm is 4408#", "at 5th & Pine: 954858")
_TIME_OR_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th|h|am|pm)?[,;]?")
_TIME_AFTER = re.compile(r"\s*+(?:am|pm|a\.m\.|p\.m\.|h|uhr|o['’]clock)(?![a-z])")
_LOCK_UNITS = re.compile(
    r"\s*+(?:digits?|chiffres?|ziffern?|stellen|stellig|dígitos?|cifre|цифр|characters?|caractères|zeichen|times"
    r"|mal|fois|veces|days?|jours?|tage|years?|ans|jahre|años|anni|лет|год|€|\$|eur|euros?|usd|%)",
    re.IGNORECASE,
)
_TIME_PREPOSITIONS = frozenset(
    "in since until till from by at on en seit im ab bis depuis desde hasta dal dallo fino с до в от до к на"
    " about around approx ca. circa".split()
)


_MASKED_VALUE = re.compile(r"[\"'(]?(?:\*{3,}|•{3,}|x{4,}|X{4,})[\"')]?[,.;:]?")  # secfix16
_MASK_BETWEEN = re.compile(r"\*{3,}|•{3,}")


def _lock_codes(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    digicode = "digicode" in lowered  # "47B21": a digicode may have a letter between its digits
    # a padlock's "14-03-29": no four digits in a row ("comb" in "combination", "komb" in "Kombination")
    dial = ("comb" in lowered or "komb" in lowered) and "-" in text
    if not (_four_digits(text) or digicode or dial):
        return
    scanned = 0
    for m in _near(_LOCK_WORD, lowered, lowered, _LOCK_ANCHOR, _ALNUM):
        if m.start() < scanned:
            continue  # inside the clause of the code word before it (linear time on repetitions)
        if not _four_digits(text, m.end(), m.end() + 80) and not (digicode and m.group() == "digicode") and not (
            dial and m.group() in _DIAL_WORDS
        ):
            scanned = m.end()
            continue
        line_start = lowered.rfind("\n", max(0, m.start() - 32), m.start()) + 1
        before = lowered[max(line_start, m.start() - 32) : m.start()]
        if _NOT_LOCK.search(before) or _NOT_LOCK.match(lowered, m.end() + 1):
            continue
        # "PIN code 560001 is Bangalore": India's postal PIN code; a PIN code of a card or a phone is named so
        postal = m.group() in ("pincode", "pin-code") or (m.group() == "pin" and lowered.startswith(" code", m.end()))
        qualified = (m.group() in _SELF_QUALIFIED and not postal and not before.endswith("palabra ")) or (
            _LOCK_NOUN.search(before) is not None
        )
        prev = ""
        stop = text.find("\n", m.end(), m.end() + 80)
        depth = n = 0  # a parenthesis ("(Rua das Flores 28)") is skipped: neither its words nor its numbers
        for t in _TOKEN_RE.finditer(text, m.end(), stop if stop >= 0 else min(len(text), m.end() + 80)):
            scanned = t.end()
            word = t.group()
            if depth or word.startswith("("):
                depth = max(0, depth + word.count("(") - word.count(")"))
                continue
            n += 1
            if n > (12 if qualified else 8):  # secfp: a lock named, its code may come later in a long clause
                break
            low = word.lower()
            if _MASKED_VALUE.fullmatch(word):
                break  # secfix16: "PIN ****, limit 64845 Kč": the code is masked, the numbers after it are others
            if not qualified and _LOCK_NOUN.match(low) and not _NOT_LOCK.match(low):
                qualified = True
            if any(c.isdigit() for c in word):
                if _SHORT_NUMBER.fullmatch(word) and (prev in _PLACE_NUMBER or _STREET_AFTER.match(lowered, t.end())):
                    prev, n = "", n - 1
                    continue  # "the cupboard on level 2 is 0839": the place's number, not the code
                if _TIME_OR_ORDINAL.fullmatch(low) and (not low[-1].isdigit() or _TIME_AFTER.match(lowered, t.end())):
                    prev, n = "", n - 1
                    continue  # secfp: "before 8 am is 4408#", "at 22nd & Main: 190274": a time, a street
                if (
                    len(word) == 1
                    and qualified
                    and (sp := _SPACED_DIGITS.match(text, t.start())) is not None
                    and len(set(sp.group())) > 2
                ):
                    yield sp.span()  # "le code de la carte est 6 7 1 5": digit by digit
                    break
                v = _LOCK_VALUE.match(word)
                if v is None and m.group() in _DIAL_WORDS:
                    v = _DIAL_VALUE.match(word)
                if v is None and m.group() == "digicode":
                    v = _DIGICODE.match(word)  # "Digicode : A6305", "1492B"
                if v is not None and not qualified and _LOCK_AFTER.match(lowered, t.end()):
                    qualified = True  # "the same code 372775 for the office door"
                if (
                    v is not None
                    and qualified
                    and prev not in _TIME_PREPOSITIONS
                    and len(set(v["s"])) > 1
                    and not (v["s"].startswith("00") and v["s"].isdigit())  # a dialling prefix: "0033" (secfix21:
                    # "0035B", a digicode with its letter, is none)
                    and not _LOCK_UNITS.match(text, t.end())
                    and not _PHONE_GROUPS.match(text, t.end())  # secfix15: "call 0784 817 440": a phone number
                    and not (v.end("s") < len(word) and word[v.end("s")] in ".,:" and v.end() > v.end("s") + 1)
                ):
                    yield t.start() + v.start("s"), t.start() + v.end("s")
                break  # the first number of the clause is the code, or there is none
            if word[-1] in ".!?" and len(word) > 2:
                break
            prev = low


_TOKEN_RE = re.compile(r"\S++")
# a place's number in a code's clause ("level 2", "room 14", "locker no. 42"): the code comes after it
_PLACE_NUMBER = frozenset(
    "level floor room unit flat apt apartment block building locker no. nr. number # bay platform storey".split()
)
_SHORT_NUMBER = re.compile(r"#?\d{1,3}[a-z]?[,;]?")
# ... or an address's ("Digicode du 12 rue Lepic : B4471", "code for 7 Elm Street is 4471")
_STREET_AFTER = re.compile(
    r"\s++(?:[a-z]{1,20}+\s++)?(?:rue|avenue|av\.?|bd|boulevard|allée|chemin|impasse|place|street|st\.?|road|rd\.?"
    r"|lane|straße|strasse|str\.|calle|rua|via|vej|gade|gata|gatan|veien|weg|laan)(?![a-zà-ÿ])"
)
# (secfix13: its digits one by one with dashes, then the letter: "Digicode 2-4-1-9B")
_DIGICODE = re.compile(
    r"(?P<s>[A-Za-z]?\d{4,6}+[A-Za-z]?|\d{2,3}[A-Za-z]\d{2,3}|\d(?:-\d){3,5}+[A-Za-z])(?:[.,;:!?)]*+)$"
)
# a lock noun named right after the number: "code 372775 for the office door", "code 4411 to the side gate"
_LOCK_AFTER = re.compile(
    r"[,;]?\s++(?:for|to|of|on|at)\s++(?:(?:the|my|our|his|her|their|your|this|that|front|back|side|main"
    r"|office|server|building|garden|street|hotel|room)\s++){0,3}" + _LOCK_NOUN.pattern
)
# two more groups of digits after the number: a phone number written in groups ("0722 531 274", "0740 100 325")
_PHONE_GROUPS = re.compile(r"[ .-]\d{2,4}+[ .-]\d{2,4}+(?!\d)")
_SPACED_DIGITS = re.compile(r"\d(?:[ -]\d){3,7}+(?![\w-]| \d)")
_FOUR_DIGITS = re.compile(r"\d(?:\d{3}|[ -]\d[ -]\d[ -]\d)")  # a code, or one spelled digit by digit: "1 1 0 5"


def _four_digits(text: str, start: int = 0, end: int | None = None) -> bool:
    return _FOUR_DIGITS.search(text, start, len(text) if end is None else end) is not None
_PAIR_TAIL = re.compile(r"\s*+/\s*+")  # "4821 / Winter2025!": the second value of a pair
# .pgpass lines: hostname:port:database:username:password
_PGPASS = re.compile(r":(?:\d{2,5}|\*):[A-Za-z0-9_*.-]{1,64}+:[A-Za-z0-9_.@*-]{1,64}+:(?P<s>[^\s:]{4,128}+)")
_PGPASS_HOST = re.compile(r"(?<![\w.:-])[A-Za-z0-9.*_-]{1,64}$")
_STOPWORDS = frozenset(
    """a an the this that these those it its in on at to for from with without by of about as and or but if
    then than so because via per into onto under over after before during what which who whom where when how
    why your my our their his her same there here being been be is are was were will would should must can
    could may might shall do does did has have had also no not yes none all any some every each one two three
    never always still only just now too very more less most least much many few other another such own
    required optional incorrect correct wrong invalid valid weak strong secure insecure long short empty blank
    missing different new old current default temporary random unique good bad fine ok okay case set unset
    known unknown public private secret safe unsafe complex simple easy hard compromised stale mandatory
    visible shown hidden kept written given taken sent put got left lost forgotten see ask check use change
    reset update rotate rotates rotated send contact call email text look read find get go please needed
    enough sufficient insufficient present absent available unavailable active inactive locked unlocked
    expired disabled enabled encrypted hashed salted plain plaintext cleartext stored saved managed handled
    synced shared protected generated like unlike similar identical equal minimum maximum min max exactly
    approximately around roughly usually typically normally mine yours ours theirs something anything
    nothing everything somewhere nowhere anywhere elsewhere sometimes already yet either neither both
    whatever wherever whichever asked tell told they them we us you he she him i me true false off
    four five six seven eight nine ten eleven twelve sixteen twenty dozen several
    1password lastpass bitwarden keepass dashlane keychain vault manager""".split()
)
# Well-known defaults of local and container set-ups (postgres:postgres, guest:guest): not secrets.
_DEFAULT_PASSWORDS = frozenset({"postgres", "guest", "root", "admin", "default", "mysql", "redis"})
_WORDY_SUFFIX = re.compile(
    r"(?:ed|ing|ly|able|ible|ive|ous|ful|less|ment|tion|sion|ness|ance|ence|ary|ory|ize)$"
)
_PLAIN_WORD = re.compile(r"[^\W\d_]++(?:['’-][^\W\d_]++)*+")
_NUMERIC = re.compile(r"[\d.,+\-–/x%:]++")  # ranges, dates, sizes: "12-64", "8+", "2024-01-01"
_DESCRIPTOR_AFTER = re.compile(
    r"[ \t]*+(?:characters?|chars?|letters?|digits?|symbols?|long|days?|weeks?|months?|years?|hours?"
    r"|minutes?|mins?|seconds?|times|attempts?|tries|bytes?|bits?|words?|%|or (?:more|longer)|hashed"
    r"|encrypted|encoded|protected|salted|based|compatible|compliant)\b",
    re.IGNORECASE,
)
# secfix14: a word the password "is" with a share of it after ("is split between me and Tom", "is divided among
# the partners"): a verb that says how it is kept, not the value
_SHARED_AFTER = re.compile(r"[ \t]++(?:between|among|amongst|across|into)\b", re.IGNORECASE)
_TRUNCATED_NOTE = re.compile(
    r"(?i)[^\n]*?\b(?:paste|replace|fill in|your own|yours|truncated|shortened|elided|redacted|placeholder|here)\b"
)
_MYSQL_HASH = re.compile(r"\*[0-9A-Fa-f]{40}")
_BARE_VALUE = re.compile(r"[^\s\"“”`\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]{1,128}+")
def _value_at(text: str, i: int) -> tuple[int, int, bool] | None:
    """The value starting at ``i``: a quoted string or a run of non-space; (start, end, quoted)."""
    if i >= len(text) or _template_at(text, i) >= 0:  # "{{ .Values.db.password }}": filled in elsewhere
        return None
    close = _QUOTES.get(text[i])
    if close:
        j = text.find(close, i + 1, i + 130)
        return (i + 1, j, True) if j > i + 1 else None
    m = _BARE_VALUE.match(text, i)
    if not m:
        return None
    if text.endswith(("...", "…"), i, m.end()) and _TRUNCATED_NOTE.search(text, m.end(), m.end() + 60):
        return None  # "pypi-AgEIcHlwaS5vcmc...  # paste the token here": a truncated example
    e = _trim(text, i, m.end())
    return (i, e, False) if e > i else None


def _password_ok(value: str, quoted: bool, mode: str, after: str) -> bool:
    """Is ``value`` (what follows "password is"/":"/...) an actual password?

    mode: ``strong`` (English "is" / ":" / "="), ``weak`` ("to"/"as", other languages, reversed order:
    only values with digits/symbols or quoted ones count) or ``bare`` (no connector: only complex values).
    """
    low = value.lower()
    if (
        len(value) < 3
        or low in _STOPWORDS
        or low in _DEFAULT_PASSWORDS
        or _is_placeholder(value)
        or _REFERENCE.search(value)
        or _DESCRIPTOR_AFTER.match(after)
        or (_PLAIN_WORD.fullmatch(value) is not None and _SHARED_AFTER.match(after) is not None)
        or any(p in low for p in ("1password", "lastpass", "bitwarden"))
        or _PRINTF_S.search(value)  # "password=%s&user=%s": a template
    ):
        return False
    if ("." in value or "(" in value or "[" in value) and _CODE_EXPR.fullmatch(value):
        return False
    if value.startswith("(") and ")" not in value:  # "password: (see vault)": a remark, not the value
        return False
    if _PLAIN_WORD.fullmatch(value):  # letters only
        parts = re.split(r"['’-]", low)
        if len(parts) >= 4 and "-" in value and all(len(p) >= 3 for p in parts) and (
            sum(p in _STOPWORDS for p in parts) <= 1
        ):
            return True  # a passphrase of joined words in any mode ("lilac-wagon-meadow-pepper")
        if any(p in _STOPWORDS for p in parts):
            return False
        if quoted:
            return len(value) >= 4
        if mode != "strong" or len(value) < 4:
            return False
        return (any(c.isupper() for c in value[1:]) and not value.isupper()) or not any(
            _WORDY_SUFFIX.search(p) for p in parts
        )
    if value.isdigit():
        return 4 <= len(value) <= 16 and mode != "bare"
    if _NUMERIC.fullmatch(value):
        return False
    if _MYSQL_HASH.fullmatch(value):  # IDENTIFIED BY PASSWORD '*<40 hex>': MySQL's stored hash
        return False
    if mode == "bare":
        words = low.split()
        if quoted and len(words) >= 4 and all(w.isalpha() for w in words):  # passphrase 'lunch noodle skill state'
            return not any(w in _STOPWORDS or w in _FUNCTION_WORDS for w in words)
        return len(value) >= 8 and _classes(value) + (not value.isalnum()) >= 3
    return len(value) >= 4


# A password dictated with words for its symbols: "oajxc dash 4511 dash NOW", "tiger underscore 77",
# "river dot stone dot 9", "Lobo at sign 2649 hash".
_SPELLED = re.compile(
    r"(?:[ \t]++(?:dash|hyphen|minus|underscore|dot|period|slash|backslash|at[ \t]++sign|hash|pound|star|asterisk"
    r"|plus|bang|exclamation(?:[ \t]++(?:mark|point))?|dollar(?:[ \t]++sign)?|percent|ampersand|tilde|caret)"
    r"(?:[ \t]++[A-Za-z0-9]{1,20}+(?=[\s,;.!?)]|$))?){1,6}+"
)


def spelled_end(text: str, s: int, e: int) -> int:
    """The end of a password spelled out from ``text[s:e]`` on (a first part, then symbols as words), or -1."""
    first = text[s:e].lower()
    if first in _STOPWORDS or first in _FUNCTION_WORDS or not first.isalnum():
        return -1
    m = _SPELLED.match(text, e)
    if m is None or not any(c.isdigit() for c in text[s : m.end()]):
        return -1
    return m.end()


def _value_spans(text: str, i: int, mode: str, passphrase: bool = False) -> tuple[int, int] | None:
    """The password starting at ``i`` when it is one (with a "/ second" value of a pair, a multi-word
    passphrase extended to the end of its words)."""
    got = _value_at(text, i)
    if got is None:
        return None
    s, e, quoted = got
    if not quoted and text[s:e].lower() in ("credential", "credentials") and text[e : e + 1] == " ":
        # "password: credential Tr0ub4dor&3": not a reference zeusmem wrote (those are masked), so the
        # word after it is the value
        return _value_spans(text, e + 1, "weak")
    ok = _password_ok(text[s:e], quoted, mode, text[e : e + 24])
    if not quoted and (spelled := spelled_end(text, s, e)) > 0:
        return s, spelled
    if ok and not quoted and (m := _PAIR_TAIL.match(text, e)) is not None and m.end() > e:
        second = _value_at(text, m.end())
        if second is not None and _password_ok(text[second[0] : second[1]], second[2], "weak", ""):
            return s, second[1]
    if passphrase and not quoted and mode == "strong" and _PLAIN_WORD.fullmatch(text[s:e]):
        words = _PASSPHRASE_WORDS.match(text, e)
        if words is not None:
            phrase = re.split(r"[ -]", text[s : words.end()].lower())
            if any(w in _PROSE_WORDS for w in phrase) or any(w in _STOPWORDS for w in phrase[1:]):
                # secfix13: words of a sentence ("passphrase: pick three or four unrelated words", "Passphrase:
                # steht auf keinem Zettel", "vier Wörter, …"): advice or a remark about it, not the phrase
                return None
            if ok or (  # "correct horse battery staple": 4+ words, no function word, no -ed/-ing words
                len(phrase) >= 4
                and not any(w in _FUNCTION_WORDS or _WORDY_SUFFIX.search(w) for w in phrase)
                and not _DESCRIPTOR_AFTER.match(text, words.end())
            ):
                return s, words.end()
    return (s, e) if ok else None


_FUNCTION_WORDS = frozenset(
    """a an the this that it its in on at to for from with by of about as and or but if than so into onto
    is are was were be been being has have had do does not no never always only just also too very our my
    your their his her we you they stored kept saved written managed handled required must should can will
    long short strong weak secure same different set""".split()
)


# secfix13: function and number words of other languages: a "phrase" holding one is a sentence about the secret
_PROSE_WORDS = frozenset(
    """pick choose use add take make auf aus bei mit von vom zum zur im am ist sind steht liegt kein keine keinem
    keinen nicht nur noch schon die der das den dem des ein eine einem einer und oder zwei drei vier fünf sechs
    el la los las lo un una unos unas del al en es está son con sin por para que y o dos tres cuatro cinco
    le les des une est sont dans sur avec sans pour qui et ou deux trois quatre cinq
    os um uma é são com sem por na no nas nos da do das dos em e ou dois duas quatro
    il gli di del della è sono con senza per che ed o due tre quattro
    de het een en is zijn met zonder voor op in niet geen twee drie vier vijf
    ada dan yang untuk dengan sudah belum tidak ini itu akan bisa harus juga saya kamu dia kami mereka tahu tanya
    minta sama pakai""".split()
)
_PASSPHRASE_WORDS = re.compile(r"(?:[ -](?!(?:and|but|for|from|in|on|with|until|since|or)\b)[^\W\d_]{2,20}+){1,8}+")


# Oracle's user/password@host logins: "sqlplus hr/X@//db:1521/PDB", "jdbc:oracle:thin:scott/X@db:1521:ORCL",
# "expdp system/X@ORCL": after one of those tools, user/password@ and a host or service
_ORACLE_LOGIN = re.compile(
    r"(?:sqlplus|sqlldr|rman|expdp|impdp|exp|imp|dgmgrl|jdbc:oracle:(?:thin|oci):)[ \t]*+(?:-[sSlL][ \t]++)*+"
    r"[A-Za-z][\w$#]{0,30}+/(?P<s>[^\s/@\"']{3,64}+)@"
)
_ORACLE_ANCHOR = _anchor("sqlplus|sqlldr|rman|expdp|impdp|exp|imp|dgmgrl|jdbc:oracle")


# a password in a URL's query ("snapshot.cgi?loginuse=admin&loginpas=X", "?user=a&pwd=X", "&passwd=X")
_QUERY_PASSWORD = re.compile(r"[?&;][a-z_]{0,20}?(?:pass|pas|passwd|password|pwd|pw)=(?P<s>[^\s&#\"'<>]{4,128}+)")
# the token of a sign-in link: a magic link, a password reset, an e-mail verification, an invitation that
# signs one in ("https://app/auth/magic?code=X", "/reset-password?token=X"): whoever opens it is the user
_LOGIN_LINK = re.compile(
    r"/[\w./-]{0,60}?(?:magic|login|signin|sign-in|sign_in|reset|verify|confirm|invite|passwordless|otp|sso)"
    r"[\w./-]{0,40}?\?(?:[^\s#?]{0,200}?&)?(?:code|token|key|t|k|otp)=(?P<s>[A-Za-z0-9_.~-]{20,512}+)"
)


# npm's ``_auth=<base64 of user:password>`` (.npmrc, a registry's line or the whole file's)
_NPM_AUTH = re.compile(r"(?m)(?:^|:)_auth[ \t]*+=[ \t]*+(?P<s>[A-Za-z0-9+/]{8,400}+={0,2})(?![A-Za-z0-9+/=])")


def _passwords(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "_auth" in text:
        for m in _NPM_AUTH.finditer(text):
            if _basic_auth_ok(m["s"]):
                yield m.span("s")
    if "=" in text and "?" in text:
        for m in _QUERY_PASSWORD.finditer(lowered):
            if _password_ok(text[m.start("s") : m.end("s")], False, "weak", text[m.end() :]):
                yield m.span("s")
        for m in _LOGIN_LINK.finditer(lowered):
            v = text[m.start("s") : m.end("s")]
            if _classes(v) >= 2 and not _is_placeholder(v):
                yield m.span("s")
    for m in _near(_ORACLE_LOGIN, text, lowered, _ORACLE_ANCHOR, _ALNUM) if "@" in text else ():
        if _password_ok(m["s"], False, "weak", text[m.end() :]):
            yield m.span("s")
    starts: list[tuple[int, str, bool]] = []  # (where the value starts, mode, passphrase)
    for m in _near(_PASSWORD_EN, lowered, lowered, _EN_ANCHOR, _ALNUM):
        if m["bare"] is not None and m.start() and text[m.start() - 1] in "_$-":
            continue  # "-e POSTGRES_PASSWORD postgres:16": a variable's name, no value
        mode = (
            "weak"
            if m["weak"] is not None or m["gap"] is not None
            else "bare"
            if m["bare"] is not None
            else "weak"
            if m["assign"] is not None and "is" in m["assign"]
            else "strong"
        )
        starts.append((m.end(), mode, "passphrase" in m.group()))
    if not lowered.isascii():
        for m in _near(_PASSWORD_CJK, lowered, lowered, _CJK_ANCHOR):
            starts.append((m.end(), "weak" if m["c"] is not None else "bare", False))
    for m in _near(_LOGIN, lowered, lowered, _LOGIN_ANCHOR, _ALNUM):
        starts.append((m.end(), "weak", False))
    for m in _NAME_VALUE_PASSWORD.finditer(lowered) if ("pass" in lowered or "pwd" in lowered) else ():
        starts.append((m.end(), "bare", False))
    # a match: a capital, 0-40 name characters, then the password word (which holds "PASS", "PWD" or "_PW")
    for m in finditer_before(_ENV_PASSWORD, text, ("PASS", "PWD", "_PW"), 1, 41) if "P" in text else ():
        starts.append((m.end(), "weak", False))
    # a match: a letter, 0-40 letters and digits, a letter or digit, then "Pass…" or "Pwd"
    for m in finditer_before(_CAMEL_PASSWORD, text, ("Pass", "Pwd"), 2, 42) if "P" in text else ():
        starts.append((m.end(), "weak", False))
    for i, mode, phrase in starts:
        back = max(0, i - 64)
        if i < len(text) and text[i] in "?-=+" and text.rfind("${", back, i) > text.rfind("}", back, i):
            continue  # "${POSTGRES_PASSWORD:?set it in .env}": a shell expansion's operator and message, no value
        span = _value_spans(text, i, mode, phrase)
        if span is not None:
            yield span
    for m in _near(_REVERSE_AFTER, lowered, lowered, _REVERSE_ANCHOR):
        before = _REVERSE_BEFORE.search(lowered, max(0, m.start() - 40), m.start())
        if before is None:
            continue
        e = s = before.start()
        while s > 0 and e - s < 128 and not text[s - 1].isspace():
            s -= 1
        quoted = e - s >= 2 and text[s] in _QUOTES and text[e - 1] == _QUOTES[text[s]]
        s, e = (s + 1, e - 1) if quoted else (s, _trim(text, s, e))
        if s < e and _password_ok(text[s:e], quoted, "weak", ""):
            yield s, e
    for m in _near(_PIN, lowered, lowered, _PIN_ANCHOR, _ALNUM):
        qualified = text.startswith("PIN", m.start()) or _PIN_QUALIFIER.search(
            lowered, max(0, m.start() - 10), m.start()
        )
        pin = m.group("s")
        if qualified and len(set(pin)) > 1 + (" " in pin) and not pin.startswith("00"):  # "0000": a default;
            # "the phone code for France is 0033": a dialling prefix; "1 1 0 5": spelled digit by digit
            yield m.span("s")
    yield from _lock_codes(text, lowered)
    if "PIN" in text or "ПИН" in text or "Пин" in text:
        for m in _PIN_BARE.finditer(text):
            if len(set(m.group("s"))) > 1 + (" " in m["s"]) and not _OTHER_NUMBER.search(
                text, max(m.start(), m.start("s") - 24), m.start("s")
            ) and not _MASK_BETWEEN.search(text, m.start(), m.start("s")):
                yield m.span("s")
    if ":" in text:
        for m in _PGPASS.finditer(text):
            if _PGPASS_HOST.search(text, max(0, m.start() - 64), m.start()) and _password_ok(
                m["s"], False, "weak", ""
            ):
                yield m.span("s")
