"""Value checks shared by the rules: placeholders, entropy, identifiers, checksums, decoders."""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
from collections import Counter
from urllib.parse import unquote

_PLACEHOLDER_WORDS = frozenset(
    """password passwd pass pwd pw passphrase secret secrets token key apikey credentials credential
    redacted hidden masked removed omitted none null nil undefined empty blank example dummy sample
    placeholder tbd todo n/a na unknown unset foo bar baz foobar qux test testing
    xxx your_password yourpassword mypassword newpassword oldpassword yourtoken your_token value
    1password lastpass bitwarden keepass keepassxc dashlane keychain vault
    changeme change_me change-me changeit change_it changethis change_this replaceme replace_me replace-me
    pleasechange please_change please-change""".split()
)  # the last line: instructions to replace a value (.env.example, a README's first-login default, the
# Java keystore's documented default "changeit"), well-known like "admin": not a secret
_PLACEHOLDER_RE = re.compile(
    r"""(?ix)
      ^(?: <[^<>]*> | \{\{?[^{}]*\}?\} | \$\{[^{}]*\} | \$\([^()]*\) | \$[a-z_]\w* | %\(\w+\)[sd]
         | %\w+% | %s | \[[^\[\]]*\] | \([a-z][a-z _.-]{0,30}\) )$   # (hidden), (see vault)
    | ^(__|@@|%%|\#\#)[a-z][\w.-]{0,60}\1$             # __FROM_VAULT__, @@API_KEY@@: replaced at deploy
    | [*•●＊]{3}                                        # masked: sk_live_****4242, rk_••••7Q2c
    | ^[*x.•·●○◦∙＊_#?~-]+$                               # ****, xxxx, ..., ____, ●●●●
    | \.\.\. | …                                        # truncated / elided values: sk-...
    | <(?:redacted|hidden|masked|removed|omitted|elided|secret|token|key|password|value|your[\w -]{0,30})>
    | ^(?:your|my|the|some|a|an|enter|insert|put)?[ _-]?
       (?:(?:api|access|secret|auth|db|database|app|admin|user|account|root|private|client|bot
            |bearer|personal|openai|github|aws|service)[ _-]?)*
       (?:key|token|secret|password|passwd|pass|pwd|pw|credentials?|pat|here|value)s?(?:[ _-]?here)?$
    """
)
# A value that starts with "/" is a path (a reference), unless it is base64 (one key in 32 starts with "/"):
# only base64 characters, 16 or more, and a "+", a "=" or a run of 16 letters and digits (no path segment).
_B64_NOT_PATH = r"(?=[A-Za-z0-9+/]{15,}+={0,2}$)(?:[^\n]*[+=]|[^\n]*[A-Za-z0-9]{16})"
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*+(?:_[A-Z0-9]++)++")  # DB_PASSWORD, OPENAI_API_KEY
_REFERENCE = re.compile(  # a pointer to a secret, not the secret: env vars, vault paths, files, URLs
    r"(?i)^(?:env|vault|ssm|secrets?|op|arn|keychain|kv|file|aws|gcp|azure|sm)[:.]"
    # values encrypted at rest too: SOPS ("ENC[AES256_GCM,data:...]"), Ansible Vault ("!vault |", "$ANSIBLE_VAULT;")
    r"|^(?:os\.|process\.env|/(?!" + _B64_NOT_PATH + r")|~/|\./|\\\\|enc\[[a-z0-9_]{3,20}+,|!vault\b|!secret\b"
    r"|!env_var\b|\$__(?:file|env|vault)\{"  # Home Assistant / ESPHome "!secret x", Grafana "$__file{...}"
    r"|\$ansible_vault;)|getenv|environ|://"
    # secfix3: the file a value is read from (".env", ".env-Datei") and Kubernetes / Helm / External Secrets
    # fields that point at a Secret ("secretKeyRef", "existingSecret"): names of where it is, not values
    r"|^\.env(?![a-z0-9_])|^(?:secretkeyref|existingsecret|externalsecret|secretref|valuefrom|secretname)\b"
    # where it is kept, in a table's cell or a note: "in Vault: kv/grafana", "see 1Password", "stored in SSM"
    r"|^(?:(?:stored|kept|saved)\s++)?(?:in|see|from|via)\s++(?:the\s++)?(?:hashicorp\s++)?(?:vault|1password"
    r"|bitwarden|lastpass|keepass(?:xc)?|keychain|key\s++vault|secrets?\s++manager|ssm|doppler|infisical|sops)\b"
)
# secfix18: a value that says where the secret is kept, in the languages the reference above lacks ("het antwoord
# staat in mijn kluis", "la respuesta está en el gestor", a table cell "v trezoru", "im Tresor", "w sejfie"): a
# locative preposition, at most two words, then a safe, a vault, a password manager or a note
_KEPT_SOMEWHERE = re.compile(
    r"(?i)(?:^|\s)(?:in|im|en|dans|v|ve|w|we|na|no|nel|nella|nos|nas|op|i|u|у|в|во|на|în|pe|ba|sa|di|trong|içinde"
    r"|a|á|ā)\s++(?:[^\W\d_]{1,12}+\s++){0,2}+"
    r"(?:vault|safe|kluis|trezor[a-zěíuůeé]{0,4}|sejf[a-z]{0,4}|tresor[a-z]{0,2}|coffre(?:-fort)?|caja fuerte"
    r"|cassaforte|kasa[a-zı]{0,4}|kassaskåp\w{0,4}|kassaskab\w{0,4}|kassakaapi\w{0,4}|széf\w{0,4}|seif\w{0,4}"
    r"|сейф\w{0,2}|gestor|gestore|gestionnaire|manager|beheerder|wachtwoordbeheerder|passwortmanager|správci hesel"
    r"|správc[ie]|keychain|schlüsselbund|1password|bitwarden|keepass(?:xc)?|lastpass|yubikey|envelop\w{0,2}"
    r"|sobre|umschlag|obálce|kuvert\w{0,2}|kluisje|bureau|schublade|lade|cajón|tiroir)(?![^\W\d_])"
)


def kept_somewhere(v: str) -> bool:
    """``v`` (a value's place) says where the secret is kept, not what it is."""
    return len(v) <= 60 and " " in v.strip() and _KEPT_SOMEWHERE.search(v) is not None


# A template expression in a value's place (Helm/Go/Jinja ``{{ .Values.db.password }}``, GitHub Actions
# ``${{ secrets.X }}``, ERB ``<%= ENV['X'] %>``, Jinja ``{% ... %}``, Octopus/Azure DevOps ``#{Name}#``,
# ``$(NAME)``, ``${NAME}``): the value is filled in elsewhere; what is written here is a reference.
_TEMPLATE = re.compile(
    r"\$?\{\{[^\n]{0,200}?\}\}|\{%[^\n]{0,200}?%\}|<%[^\n]{0,200}?%>|#\{[^}\n]{1,100}+\}#?"
    r"|\$\([^)\n]{1,100}+\)|\$\{[^}\n]{1,100}+\}"
)


def _template_at(text: str, i: int) -> int:
    """The end of a template expression starting at ``i``, or -1."""
    m = _TEMPLATE.match(text, i) if i < len(text) and text[i] in "{$<#" else None
    return m.end() if m is not None else -1
# settings.db_password, getpass(), creds['password'], getpass.getpass('Vault (a call cut at a space)
# secfp: a method chain cut at its call's first argument (``Bundle.main.object(forInfoDictionaryKey``) and a
# Ruby symbol's index (``credentials.mailgun[:password]``)
_CODE_EXPR = re.compile(
    r"[A-Za-z_]\w*+(?:\.[A-Za-z_]\w*+)*+(?:\(.*\)|\[[:\"']?[\w.-]{1,60}+[\"']?\]|\([\"'].*)?"
    r"|[A-Za-z_]\w*+(?:\.[A-Za-z_]\w*+)++\((?:[A-Za-z_\"'].*)?"
)
# secfp: public halves and their fingerprints, named like keys ("host_key = 'ssh-ed25519 AAAA…'", "PublicKey =",
# "fingerprint: SHA256:…"), and a Firebase app id ("1:4081…:web:9c2e…"): meant to be shared, never a secret
_PUBLIC_MATERIAL = re.compile(
    r"^(?:(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)"
    r"\s++AAAA|SHA256:[A-Za-z0-9+/]{43}=?$|MD5:(?:[0-9a-f]{2}:){15}[0-9a-f]{2}$|\d{1,3}:\d{6,15}:(?:web|android|ios):)"
)
_SEQUENTIAL = re.compile(
    r"(?i)abcdef|bcdefg|cdefgh|defghi|ghijkl|jklmno|mnopqr|pqrstu|stuvwx|uvwxyz|qwerty|asdfgh|zxcvbn"
    r"|012345|123456|234567|345678|456789|987654|876543"
)
_WORDY_PART = re.compile(r"[a-z]++|[A-Z][a-z]++|[A-Z]++|\d{1,4}+|(?:[A-Z]?[a-z]{2,}+)++")
_ISO_DATE_OR_VERSION = re.compile(
    r"(?i)^(?:v?\d+(?:\.\d+)++|\d{4}-\d\d-\d\d\S*+|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)$"
)


# "%s", "%.4s", "%.*s", "%lu", "%%0A", "%1$s": a message template, not a value
_FORMAT_ESCAPE = re.compile(
    r"%(?:[-+ #0]*+(?:\d++|\*)?(?:\.(?:\d++|\*))?(?:l?[sdiufFeExXgGcp])(?![A-Za-z0-9+@#!?^&*~])|%|\d\$[sd])"
)  # not before a word's letters or a password's symbols: "Sommer%68sommer", "Yg%Ft+gu" are passwords, "%68s" a
# field of width 68
# The printf placeholders of a query string or a message ("password=%s&user=%s", "%1$s"): what the password
# rules of ``_prose`` reject (a password may hold "%F" or "%p"; a template's "%s" stands alone).
# a printf placeholder set apart from the rest of the value ("password=%s&user=%s", "%s"), not "%d" inside
# a random string ("+bc3%d%^sFF5%gycaE")
_PRINTF_S = re.compile(r"(?:^|(?<=[\s&;,=:'\"(]))%(?:\d\$)?[sd](?=$|[\s&;,'\")/@])")
# URL escapes ("%2F", "%40"). One "%" with two hex digits is also how people put a symbol into a password
# ("Saffron%2247maple", "Kw%BE91x"): a value is URL-encoded when it holds two escapes, or one of a character
# that URLs encode (space, / : ; @ = & ? # + , and line breaks) not followed by another digit.
_URL_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
_RESERVED_ESCAPE = re.compile(r"(?i)%(?:20|2[36bcf]|3[abdf]|40|0[ad])(?!\d)")


def _format_escape(v: str) -> bool:
    """A printf-style placeholder or URL-encoded text (not a password with a "%" in it)."""
    if "%" not in v:
        return False
    return bool(_FORMAT_ESCAPE.search(v) or len(_URL_ESCAPE.findall(v)) >= 2 or _RESERVED_ESCAPE.search(v))


# Words of four letters or more that name a value (not EXAMPLE: AWS's documented AKIA…EXAMPLE key id is refused,
# issue 27); a random key in capitals holds one by chance about once
# in a million (BASE32 / base36 alphabets), a name in capitals ("BASE32SECRET") always does.
_NAMED_VALUE = re.compile(r"SECRET|TOKEN|YOUR|SAMPLE|DUMMY|PLACEHOLDER|REPLACE|CHANGEME|INSERT|ENCODED")


def _is_placeholder(value: str) -> bool:
    v = value.strip("\"'`")
    low = v.lower()
    if (
        low in _PLACEHOLDER_WORDS
        or low.startswith("[redacted")
        or _PLACEHOLDER_RE.search(v)
        or _ENV_NAME.fullmatch(v)
    ):
        return True
    if v.isupper() and _NAMED_VALUE.search(v) and sum(c.isdigit() for c in v) <= 2:
        return True  # BASE32SECRET, YOURSECRETHERE, SECRETKEY: names of a value in capitals
    # "your-example-token", "example_password": names of a value. A random string that contains EXAMPLE
    # (AWS's documented key pair) is credential-shaped and refused like any other (issue 27).
    return len(v) >= 12 and "example" in low and _is_identifier(v)


def _classes(value: str) -> int:
    """How many of lower / upper / digit occur."""
    return any(c.islower() for c in value) + any(c.isupper() for c in value) + any(c.isdigit() for c in value)


def _entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    n = len(value)
    return -sum(k / n * math.log2(k / n) for k in Counter(value).values()) if n else 0.0


def _is_identifier(value: str) -> bool:
    """``my-service-account-2024``, ``getAccessToken``, ``prod/db/password``: names, not secrets."""
    parts = [p for p in re.split(r"[-_./:]", value) if p]
    return bool(parts) and all(_WORDY_PART.fullmatch(p) for p in parts)


# the remark in parentheses after a key's name says what the value is: "API key (client id) is …" (secfp)
_PUBLIC_NOTE = re.compile(r"\((?:[a-z ]{0,20}+\s)?(?:public|publishable|client[ _-]id|app[ _-]id|not secret)\)")
_ENCODED_WORDS = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,30}+(?:[=&|,:;][A-Za-z0-9_.-]{1,30}+)++")


def _encoded_words(value: str) -> bool:
    """URL-encoded words and flags ("analytics%3Dno", "ads%3Doff%26tracking%3Doff"): a setting, no secret."""
    if "%" not in value or not _URL_ESCAPE.search(value):
        return False
    decoded = unquote(value)
    return bool(_ENCODED_WORDS.fullmatch(decoded)) and all(
        _WORDY_PART.fullmatch(p) for p in re.split(r"[=&|,:;_.-]", decoded) if p
    )


def _random_token(value: str, min_entropy: float = 3.0) -> bool:
    """True for a credential-looking random string, false for placeholders, names and dates."""
    return (
        _classes(value) >= 2
        and _entropy(value) >= min_entropy
        and not _is_placeholder(value)
        and not _REFERENCE.search(value)
        and not _is_identifier(value)
        and not _SEQUENTIAL.search(value)
        and not _ISO_DATE_OR_VERSION.match(value)
        and not _PUBLIC_MATERIAL.match(value)
        and not _encoded_words(value)
    )


_HEX_CHARS = frozenset("0123456789abcdefABCDEF")


def _strong_token(value: str) -> bool:
    """A random token: 3.5 bits of entropy per character; 3.0 for hex of 24+ characters, whose 16-letter
    alphabet caps it at 4 (a random 32-hex key has ~3.6-3.8)."""
    if len(value) >= 24 and set(value) <= _HEX_CHARS:
        return _random_token(value, 3.0)
    return _random_token(value, 3.5)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card_brand_ok(d: str) -> bool:
    """Known issuer prefixes (IIN) with their lengths: Visa, Mastercard, Amex, Discover, JCB, ..."""
    n, p2, p3, p4, p6 = len(d), int(d[:2]), int(d[:3]), int(d[:4]), int(d[:6])
    if d[0] == "4":
        return n in (13, 16, 19)
    if 51 <= p2 <= 55 or 222100 <= p6 <= 272099:
        return n == 16
    if p2 in (34, 37):
        return n == 15
    if p4 == 6011 or 644 <= p3 <= 649 or p2 == 65 or 3528 <= p4 <= 3589 or p2 == 62 or 2200 <= p4 <= 2204:
        return 16 <= n <= 19
    if 300 <= p3 <= 305 or p2 in (36, 38, 39):
        return 14 <= n <= 19
    return (p2 == 50 or 56 <= p2 <= 69) and 12 <= n <= 19  # Maestro


def _b64decode(s: str) -> bytes | None:
    try:
        return base64.urlsafe_b64decode(s.replace("+", "-").replace("/", "_") + "=" * (-len(s) % 4))
    except (binascii.Error, ValueError):
        return None


def _jwt_ok(token: str) -> bool:
    raw = _b64decode(token.split(".", 1)[0])
    try:
        header = json.loads(raw) if raw else None
    except (ValueError, RecursionError):
        return False
    return isinstance(header, dict) and ("alg" in header or "typ" in header)


def _discord_ok(token: str) -> bool:
    raw = _b64decode(token.split(".", 1)[0])  # the first part is the bot's numeric id
    return raw is not None and raw.isdigit() and 15 <= len(raw) <= 21


def _basic_auth_ok(value: str) -> bool:
    raw = _b64decode(value.rstrip("="))
    try:
        decoded = raw.decode("utf-8") if raw else ""
    except UnicodeDecodeError:
        return False
    user, sep, password = decoded.partition(":")
    return bool(sep and user and password and decoded.isprintable() and not _is_placeholder(password))


def _url_password_ok(value: str) -> bool:
    v = unquote(value)
    return not (_is_placeholder(v) or _REFERENCE.search(v) or v.lower() in ("pass", "pwd", "secret"))


def _not_fake(value: str) -> bool:
    return not _is_placeholder(value) and len(set(value)) > 4



_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "`": "`", "«": "»", "「": "」"}
_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _trim(text: str, s: int, e: int) -> int:
    """New end of ``text[s:e]`` without sentence punctuation or an unbalanced closing bracket."""
    while e > s:
        c = text[e - 1]
        if c in ".,;:'’" or (c in _CLOSERS and _CLOSERS[c] not in text[s : e - 1]):
            e -= 1
        else:
            break
    return e


