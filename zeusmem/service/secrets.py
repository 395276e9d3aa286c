"""Secret detection for the write gate ("sensitive content is rejected"). Pure code, no I/O.

``find_secrets(text)`` returns every :class:`SecretFinding` (kind + span), ``find_secret`` the first
one, ``redact`` replaces each with ``[REDACTED:<kind>]``.

Design
------
* **Candidates, then validators.** Regular expressions (precompiled at import) find candidate
  spans; a validator decides: entropy and character classes for random-looking tokens, Luhn plus
  issuer prefixes for cards, a JSON header for JWTs, the decoded payload for Basic auth and
  Discord tokens, and placeholder / env-var / stop-word filters for values that follow
  "password is", "api_key=" and friends. Precision in both directions comes from the
  validators, not from ever-cleverer regexes.
* **Linear time.** Patterns are literals and bounded character-class runs; repetitions are
  possessive (``*+``, ``{m,n}+``) and lazy gaps have small fixed bounds, so nothing can
  backtrack catastrophically. Provider tokens start with a distinctive literal (``sk-``,
  ``ghp_``, ...) that the engine scans for quickly, and a rule only runs if one of its trigger
  substrings occurs at all. Patterns without such a prefix (keywords, URLs with ``://``, PINs)
  are *anchored*: a cheap literal search finds the keyword and the full pattern is tried with
  ``match`` right there, never at every position. A 1 MB random text takes ~0.1 s.
* **Case-insensitive rules** are written in lower case and run on the lower-cased text (same
  length, same offsets); values are always validated on the original text.
* **Findings carry only a kind and a span**, never the text. Overlapping findings merge into
  one (union of spans, the most specific kind), so :func:`redact` leaves no fragment behind.
* Nothing here logs or prints, and no exception message contains the input.

Known limits: unlabelled secrets without a recognisable shape ("Cohere key 3kd9..."), passwords
given without a connector word and without digits or symbols, and plain-word passwords in
languages other than English are not detected.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from urllib.parse import unquote

__all__ = ["SecretFinding", "find_secret", "find_secrets", "redact"]


@dataclass(frozen=True, slots=True)
class SecretFinding:
    """A detected secret: its kind and its ``[start, end)`` span in the text (never the text)."""

    kind: str
    start: int
    end: int


# --------------------------------------------------------------------------------------------
# Value checks shared by the rules
# --------------------------------------------------------------------------------------------

_PLACEHOLDER_WORDS = frozenset(
    """password passwd pass pwd pw passphrase secret secrets token key apikey credentials credential
    redacted hidden masked removed omitted none null nil undefined empty blank example dummy sample
    placeholder tbd todo n/a na unknown unset foo bar baz foobar qux test testing
    xxx your_password yourpassword mypassword newpassword oldpassword yourtoken your_token value
    1password lastpass bitwarden keepass keepassxc dashlane keychain vault""".split()
)
_PLACEHOLDER_RE = re.compile(
    r"""(?ix)
      ^(?: <[^<>]*> | \{\{?[^{}]*\}?\} | \$\{[^{}]*\} | \$\([^()]*\) | \$[a-z_]\w* | %\(\w+\)[sd]
         | %\w+% | %s | \[[^\[\]]*\] )$
    | ^[*x.•·_#?~-]+$                                   # ****, xxxx, ..., ____
    | \.\.\. | …                                        # truncated / elided values: sk-...
    | ^(?:your|my|the|some|a|an|enter|insert|put)?[ _-]?
       (?:(?:api|access|secret|auth|db|database|app|admin|user|account|root|private|client|bot
            |bearer|personal|openai|github|aws|service)[ _-]?)*
       (?:key|token|secret|password|passwd|pass|pwd|pw|credentials?|pat|here|value)s?(?:[ _-]?here)?$
    """
)
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*+(?:_[A-Z0-9]++)++")  # DB_PASSWORD, OPENAI_API_KEY
_REFERENCE = re.compile(  # a pointer to a secret, not the secret: env vars, vault paths, files, URLs
    r"(?i)^(?:env|vault|ssm|secrets?|op|arn|keychain|kv|file|aws|gcp|azure|sm)[:.]"
    r"|^(?:os\.|process\.env|/|~/|\./|\\\\)|getenv|environ|://"
)
_CODE_EXPR = re.compile(r"[A-Za-z_]\w*+(?:\.[A-Za-z_]\w*+)*+(?:\(.*\))?")  # settings.db_password, getpass()
_SEQUENTIAL = re.compile(
    r"(?i)abcdef|bcdefg|cdefgh|defghi|ghijkl|jklmno|mnopqr|pqrstu|stuvwx|uvwxyz|qwerty|asdfgh|zxcvbn"
    r"|012345|123456|234567|345678|456789|987654|876543"
)
_WORDY_PART = re.compile(r"[a-z]++|[A-Z][a-z]++|[A-Z]++|\d{1,4}+|(?:[A-Z]?[a-z]{2,}+)++")
_ISO_DATE_OR_VERSION = re.compile(
    r"(?i)^(?:v?\d+(?:\.\d+)++|\d{4}-\d\d-\d\d\S*+|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)$"
)


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
    return len(v) >= 12 and "example" in low


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
    )


def _strong_token(value: str) -> bool:
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
    return not _is_placeholder(value) and "EXAMPLE" not in value.upper() and len(set(value)) > 4


# --------------------------------------------------------------------------------------------
# Rules
# --------------------------------------------------------------------------------------------

_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")  # left boundary of lower-cased keywords
_NONE: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class _Anchor:
    """For patterns without a literal prefix: literals every match contains (a lower-case regex
    alternation, searched in the lower-cased text, which is fast) and where a match starts relative
    to them (start = anchor start - offset). The full pattern is then only tried with ``match`` at
    those few positions instead of at every position of the text."""

    literals: re.Pattern[str]
    offsets: tuple[int, ...] = (0,)


def _anchor(literals: str, *offsets: int) -> _Anchor:
    return _Anchor(re.compile(literals), offsets or (0,))


def _near(
    pattern: re.Pattern[str],
    subject: str,
    lowered: str,
    anchor: _Anchor | None,
    left: frozenset[str] = frozenset(),
) -> Iterator[re.Match[str]]:
    """Non-overlapping matches of ``pattern`` in ``subject`` not preceded by a ``left`` character."""
    pos = 0
    if anchor is None:  # literal-prefix pattern: let the engine scan
        while (m := pattern.search(subject, pos)) is not None:
            if m.start() and subject[m.start() - 1] in left:
                pos = m.start() + 1  # inside a longer word; a real match may still start later in it
                continue
            yield m
            pos = max(m.end(), m.start() + 1)
        return
    if anchor.offsets == (0,):  # fast path: the match starts at the anchor
        for a in anchor.literals.finditer(lowered):
            start = a.start()
            if start >= pos and not (start and subject[start - 1] in left):
                if (m := pattern.match(subject, start)) is not None:
                    yield m
                    pos = max(m.end(), start + 1)
        return
    for a in anchor.literals.finditer(lowered):
        for start in (a.start() - off for off in anchor.offsets):
            if start < pos or (start and subject[start - 1] in left):
                continue
            if (m := pattern.match(subject, start)) is not None:
                yield m
                pos = max(m.end(), m.start() + 1)
                break


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    triggers: tuple[str, ...]  # lower-case substrings; the rule runs only if one is in the text
    check: Callable[[str], bool] | None = None  # validates group "s" (or the whole match)
    anchor: _Anchor | None = None
    on_lower: bool = False  # match against the lower-cased text (pattern written in lower case)
    left: frozenset[str] = _TOKEN_CHARS  # characters that may not precede the match


def _r(
    kind: str,
    pattern: str,
    triggers: str = "",
    check: Callable[[str], bool] | None = _random_token,
    **kw: object,
) -> _Rule:
    return _Rule(kind, re.compile(pattern), tuple(triggers.split()), check, **kw)  # type: ignore[arg-type]


_END = r"(?![A-Za-z0-9_-])"  # a token ends here
_SEP = r"""["']?(?:\s*+(?:=>|:=|[=:])|\s++(?:is|was)\b)\s*+["'`]?"""  # `key = "v"`, `key: v`, `key is v`
_GITLAB = "pat|dt|rt|ptt|cbt|oas|ft|imt|soat"

_RULES: tuple[_Rule, ...] = (
    # --- provider keys and tokens: case-sensitive, distinctive literal prefixes ---
    _r("anthropic_api_key", r"sk-ant-[a-z]{2,8}\d{0,3}-[A-Za-z0-9_-]{32,300}+" + _END, "sk-ant-"),
    _r("openai_api_key", r"sk-(?!ant-)[A-Za-z0-9_-]{32,400}+" + _END, "sk-"),
    _r("github_token", r"gh[pousr]_[A-Za-z0-9]{36,251}+" + _END, "ghp_ gho_ ghu_ ghs_ ghr_"),
    _r("github_token", r"github_pat_[A-Za-z0-9_]{60,255}+" + _END, "github_pat_"),
    _r(
        "gitlab_token",
        rf"gl(?:{_GITLAB})-[A-Za-z0-9_-]{{20,120}}+(?:\.[A-Za-z0-9_-]{{1,80}}+){{0,3}}+",
        " ".join(f"gl{p}-" for p in _GITLAB.split("|")),
    ),
    _r("slack_token", r"xox[abposre]-\d{6,15}-[A-Za-z0-9-]{16,250}+" + _END, "xox"),
    _r("slack_token", r"xapp-\d-[A-Za-z0-9-]{30,250}+" + _END, "xapp-"),
    _r(
        "slack_webhook",
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/-]{20,200}+",
        "hooks.slack.com",
        lambda v: _random_token(v.rsplit("/", 1)[-1]),
        left=_NONE,
    ),
    _r(
        "stripe_key",
        r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,247}+" + _END,
        "sk_live_ sk_test_ rk_live_ rk_test_",
    ),
    _r("stripe_webhook_secret", r"whsec_[A-Za-z0-9+/=]{24,100}+" + _END, "whsec_"),
    _r(
        "aws_access_key_id",
        r"(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])",
        "akia asia abia acca",
        _not_fake,
    ),
    _r("google_api_key", r"AIza[0-9A-Za-z_-]{35}" + _END, "aiza"),
    _r("google_oauth_client_secret", r"GOCSPX-[0-9A-Za-z_-]{20,40}+" + _END, "gocspx-"),
    _r("google_oauth_token", r"ya29\.[0-9A-Za-z_-]{30,2000}+" + _END, "ya29."),
    _r("twilio_api_key", r"SK[0-9a-fA-F]{32}(?![A-Za-z0-9])", "sk", _not_fake),
    _r("twilio_account_sid", r"AC[0-9a-f]{32}(?![A-Za-z0-9])", "ac", _not_fake),
    _r("sendgrid_api_key", r"SG\.[A-Za-z0-9_-]{16,32}+\.[A-Za-z0-9_-]{30,64}+" + _END, "sg."),
    _r("npm_token", r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])", "npm_"),
    _r("pypi_token", r"pypi-AgE[A-Za-z0-9_-]{50,1000}+" + _END, "pypi-age"),
    _r("huggingface_token", r"hf_[A-Za-z0-9]{30,40}+" + _END, "hf_"),
    _r("huggingface_token", r"api_org_[A-Za-z0-9]{30,40}+" + _END, "api_org_"),
    _r(
        "discord_bot_token",
        r"[MNO][A-Za-z0-9_-]{23,27}+\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}+" + _END,
        ".",
        _discord_ok,
    ),
    _r(
        "discord_webhook",
        r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{5,25}/[A-Za-z0-9_-]{40,100}+",
        "discord",
        lambda v: _random_token(v.rsplit("/", 1)[-1]),
        left=_NONE,
    ),
    _r("digitalocean_token", r"do[opr]_v1_[a-f0-9]{64}(?![A-Za-z0-9])", "dop_v1_ doo_v1_ dor_v1_"),
    _r("shopify_token", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])", "shpat_ shpca_ shppa_ shpss_"),
    _r("mailgun_api_key", r"key-[0-9a-zA-Z]{32}(?![A-Za-z0-9])", "key-"),
    _r("hashicorp_vault_token", r"hv[sb]\.[A-Za-z0-9_-]{24,200}+" + _END, "hvs. hvb."),
    _r("notion_token", r"(?:secret|ntn)_[A-Za-z0-9]{43,46}+(?![A-Za-z0-9])", "secret_ ntn_"),
    _r("databricks_token", r"dapi[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9])", "dapi"),
    _r("groq_api_key", r"gsk_[A-Za-z0-9]{48,56}+" + _END, "gsk_"),
    _r("xai_api_key", r"xai-[A-Za-z0-9]{70,90}+" + _END, "xai-"),
    _r("replicate_token", r"r8_[A-Za-z0-9]{37}" + _END, "r8_"),
    _r("linear_api_key", r"lin_api_[A-Za-z0-9]{40}" + _END, "lin_api_"),
    _r("postman_api_key", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}" + _END, "pmak-"),
    _r(
        "jwt",
        r"eyJ[A-Za-z0-9_-]{8,8000}+\.[A-Za-z0-9_-]{8,8000}+\.[A-Za-z0-9_-]{16,8000}+" + _END,
        "eyj",
        _jwt_ok,
    ),
    # --- shapes without a literal prefix: tried only where an anchor literal occurs ---
    _r("telegram_bot_token", r"\d{8,10}:AA[A-Za-z0-9_-]{33}" + _END, anchor=_anchor(":aa", 8, 9, 10)),
    _r(
        "azure_ad_client_secret",
        r"[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}+(?![A-Za-z0-9_~.-])",
        anchor=_anchor("q~", 4),
        left=_TOKEN_CHARS | frozenset("~."),
    ),
    _r(
        "credentialed_url",  # scheme://user:PASSWORD@host (the span is the password)
        r"(?<=[A-Za-z0-9])://(?P<u>[^\s:/?#@\"'<>]{0,256}+):"
        r"(?!(?P=u)@)"  # user:user@ is a well-known default (postgres:postgres, guest:guest), not a secret
        r"(?P<s>[^\s/?#@\"'<>]{1,256}+)@[A-Za-z0-9\[._-]",
        check=_url_password_ok,
        anchor=_anchor("://"),
        left=_NONE,
    ),
    # --- context rules: lower-case patterns run on the lower-cased text ---
    _r(
        "aws_secret_access_key",
        r"(?:secret[_ .-]?access[_ .-]?key|(?<=aws[_ .-])secret[_ .-]?key)(?:[_ .-]?id)?"
        + _SEP
        + r"(?P<s>[a-z0-9/+]{40})(?![a-z0-9/+=])",
        check=_strong_token,
        anchor=_anchor("secret"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "azure_storage_key",
        r"(?:accountkey|sharedaccesskey)\s*+=\s*+(?P<s>[a-z0-9+/]{40,120}+={0,2})",
        "accountkey sharedaccesskey",
        _strong_token,
        on_lower=True,
        left=_NONE,
    ),
    _r("azure_sas_token", r"[?&]sig=(?P<s>[a-z0-9%+/=]{30,200}+)", "sig=", on_lower=True, left=_NONE),
    _r(
        "private_key_hex",
        r"private[ _-]?key\b[^\n]{0,40}?(?<![0-9a-fx])(?:0x)?(?P<s>[0-9a-f]{64})(?![0-9a-z])",
        check=lambda v: _entropy(v) >= 3.0,
        anchor=_anchor("private"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "basic_auth",
        r"\bbasic\s++(?P<s>[a-z0-9+/]{8,1024}+={0,2})(?![a-z0-9+/=])",
        check=_basic_auth_ok,
        anchor=_anchor("basic"),
        on_lower=True,
        left=_ALNUM,
    ),
    _r(
        "bearer_token",
        r"\bbearer\s++(?P<s>[a-z0-9._~+/-]{16,4096}+=*+)",
        anchor=_anchor("bearer"),
        on_lower=True,
        left=_ALNUM,
    ),
)

# Suffixes that turn a secret's name into the name of something else (``token_url``, ``secret_arn``).
_NON_SECRET_SUFFIXES = frozenset(
    "name names id ids arn path file ref version length len count type url uri env var field label limit "
    "ttl expiry expires size prefix location store manager budget usage hash header endpoint".split()
)

# Generic assignments: `OPENAI_API_KEY=...`, "client_secret: ...", "my Cohere API key is ...". The anchor is
# the keyword; the qualifier before it ("api", "client", ...) is read backwards from there.
_GENERIC_ANCHOR = re.compile(r"key|token|secret|credential|passphrase")
_GENERIC_TAIL = re.compile(
    r"(?:key|token|secret|credentials?|passphrase)(?P<sfx>(?:[_.-][a-z0-9]{1,20}+){0,2}+)"
    r"(?:\s++(?:for|of)\s++[a-z0-9._-]{1,30}+)?" + _SEP + r"(?P<s>[^\s\"'`,;<>{}\[\]]{12,256}+)"
)
_QUALIFIER = re.compile(
    r"(?P<q>api|access|secret|private|signing|encryption|master|client|app|auth|refresh|bot|session|id"
    r"|license|webhook|bearer)[_. -]?$"
)
_KEY_QUALIFIERS = frozenset("api access secret private signing encryption master license auth app".split())


def _generic_assignments(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    pos = 0
    for a in _GENERIC_ANCHOR.finditer(lowered):
        if a.start() < pos or (m := _GENERIC_TAIL.match(lowered, a.start())) is None:
            continue
        q = _QUALIFIER.search(lowered, max(0, a.start() - 12), a.start())
        if q and q.start() and lowered[q.start() - 1] in _ALNUM:
            q = None  # the "qualifier" ends a longer word: "paid token"
        start = q.start() if q else a.start()
        if start and lowered[start - 1] in _ALNUM:  # "mysecret", "monkey: ..."
            continue
        if a.group() == "key" and (q is None or q["q"] not in _KEY_QUALIFIERS):
            continue  # a bare "key" is too common ("the key: press F5")
        if m["sfx"].strip("_.-") in _NON_SECRET_SUFFIXES:
            continue
        s, e = m.span("s")
        if start and lowered[start - 1] in "?&":  # a query parameter ends at the next "&"
            amp = lowered.find("&", s, e)
            e = e if amp < 0 else amp
        pos = e = _trim(text, s, e)  # accepted or not, the value is consumed
        if _random_token(text[s:e]):
            yield s, e


# --------------------------------------------------------------------------------------------
# Passwords stated in prose
# --------------------------------------------------------------------------------------------

# "password for the bank is X", "DB_PASSWORD=X", '"password": "X"', "the wifi password: X".
# Mode of the connector: strong ("is", ":", "="), weak ("to", "as", Italian "è") or bare (none).
_PASSWORD_EN = re.compile(
    r"(?:password|passwd|passphrase|passcode|pwd|wi-?fi[ -]key|wpa2?[ -]key)[\"']?"
    r"(?:\s++(?:for|on|to|at|of)(?:\s++[a-z0-9'@._-]{1,40}+){1,5}?)?"
    r"(?:(?P<strong>\s*+(?:=>|:=|=|:|->)\s*+"
    r"|\s++(?:is|was)(?:\s++(?:now|still|just|actually|currently|literally)\b)?(?:\s++(?:set|changed)\s++to)?"
    r"(?:\s*+:)?\s++)"
    r"|(?P<weak>\s++(?:to|as|è)\s++|['’]s\s++))"
    r"|(?P<assign>(?:pass|pw)\s*+[=:]\s*+)"  # `pass=X`, `pw: X` only: "pass" is a common word
    r"|(?P<bare>(?:password|passwd|pwd)\s++)"  # "passwd Xy9#kd!2"
)
_EN_ANCHOR = _anchor("pass|pw|wi-?fi|wpa")
# Other languages (only values with digits/symbols, or quoted, count). CJK has no word boundaries.
_PASSWORD_CJK = re.compile(r"(?:密码|密碼|口令)\s*+(?:是|为|為|：|:|=)\s*+|パスワード\s*+(?:は|：|:)\s*+")
_CJK_ANCHOR = _anchor("密码|密碼|口令|パスワード")
_PASSWORD_INTL = re.compile(  # fr, de, es, pt, ru (Italian "password è" is in _PASSWORD_EN)
    r"mot de passe(?:\s++(?:est|était)\s++|\s*+[:=]\s*+)"
    r"|(?:passwort|kennwort)(?:\s++(?:ist|lautet|war)\s++|\s*+[:=]\s*+)"
    r"|contraseña(?:\s++es\s++|\s*+[:=]\s*+)|senha(?:\s++(?:é|e)\s++|\s*+[:=]\s*+)"
    r"|пароль(?:\s*+[:=—-]\s*+|\s++(?:это|—)\s++)"
)
_INTL_ANCHOR = _anchor("mot de passe|passwort|kennwort|contraseña|senha|пароль")
# "Tr0ub4dor&3 is my password", "use X as the wifi password": the words before the anchor ...
_REVERSE_BEFORE = re.compile(
    r"\s(?:is|as)\s++(?:my|our|the|his|her|their|your)\s++"
    r"(?:(?:new|old|current|wifi|wi-fi|admin|root|email|bank|router|laptop|phone|master|account)\s++)?$"
)
# ... and after it (end of the clause, or "for/on/at/to <something>").
_REVERSE_AFTER = re.compile(r"(?:password|passphrase|passcode)(?=\s*+(?:[.,;!?)]|$)|\s++(?:for|on|at|to)\b)")
_REVERSE_ANCHOR = _anchor("password|passphrase|passcode")
# "PIN is 4821", "card PIN: 7305", "the door code is 1234", "safe combination: 12-34-56". Lower-case
# "pin", "code" and "combination" count only after card/atm/door/...: "GPIO pin 17", "error code 4821".
_PIN = re.compile(
    r"(?:pin|code|combination)(?:\s++number)?(?:\s++(?:is|was)|\s*+[:=])\s*+"
    r"(?P<s>\d{4,8}+|\d{1,3}(?:-\d{1,3}){2,3}+)(?![\d]|[.,-]\d)"
)
_PIN_QUALIFIER = re.compile(
    r"(?<![a-z])(?:card|atm|debit|bank|sim|phone|door|gate|garage|alarm|safe|lock|keypad)\s++$"
)
_PIN_ANCHOR = _anchor("pin|code|combination")
_SEED_PHRASE = re.compile(
    r"(?:phrase|words|mnemonic(?:[ _-]?phrase)?)"
    r"(?:\s++(?:is|are|was)\b|\s*+[:=])?\s*+[\"']?(?P<s>(?:[a-z]{3,8}+[ ,]{1,2}+){11,23}+[a-z]{3,8}+)\b"
)
_SEED_QUALIFIER = re.compile(r"(?<![a-z0-9])(?:seed|recovery|backup|secret)[ _-]?$")  # before phrase/words
_SEED_ANCHOR = _anchor("phrase|words|mnemonic")

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
    1password lastpass bitwarden keepass dashlane keychain vault manager""".split()
)
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
_BARE_VALUE = re.compile(r"[^\s\"“”`\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]{1,128}+")
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


def _value_at(text: str, i: int) -> tuple[int, int, bool] | None:
    """The value starting at ``i``: a quoted string or a run of non-space; (start, end, quoted)."""
    if i >= len(text):
        return None
    close = _QUOTES.get(text[i])
    if close:
        j = text.find(close, i + 1, i + 130)
        return (i + 1, j, True) if j > i + 1 else None
    m = _BARE_VALUE.match(text, i)
    if not m:
        return None
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
        or _is_placeholder(value)
        or _REFERENCE.search(value)
        or _DESCRIPTOR_AFTER.match(after)
        or any(p in low for p in ("1password", "lastpass", "bitwarden"))
    ):
        return False
    if ("." in value or "(" in value) and _CODE_EXPR.fullmatch(value):
        return False
    if _PLAIN_WORD.fullmatch(value):  # letters only
        parts = re.split(r"['’-]", low)
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
    if mode == "bare":
        return len(value) >= 8 and _classes(value) + (not value.isalnum()) >= 3
    return len(value) >= 4


def _passwords(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    starts: list[tuple[int, str]] = []  # (where the value starts, mode)
    for m in _near(_PASSWORD_EN, lowered, lowered, _EN_ANCHOR, _ALNUM):
        mode = "weak" if m["weak"] is not None else "bare" if m["bare"] is not None else "strong"
        starts.append((m.end(), mode))
    starts += [(m.end(), "weak") for m in _near(_PASSWORD_INTL, lowered, lowered, _INTL_ANCHOR, _ALNUM)]
    starts += [(m.end(), "weak") for m in _near(_PASSWORD_CJK, lowered, lowered, _CJK_ANCHOR)]
    for i, mode in starts:
        got = _value_at(text, i)
        if got is not None:
            s, e, quoted = got
            if _password_ok(text[s:e], quoted, mode, text[e : e + 24]):
                yield s, e
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
        if qualified and len(set(m.group("s"))) > 1:  # "0000" is a default, not a secret
            yield m.span("s")


def _seed_phrases(lowered: str) -> Iterator[tuple[int, int]]:
    for m in _near(_SEED_PHRASE, lowered, lowered, _SEED_ANCHOR):
        if m.group().startswith("mnemonic"):
            if m.start() and lowered[m.start() - 1] in _ALNUM:
                continue
        elif not _SEED_QUALIFIER.search(lowered, max(0, m.start() - 9), m.start()):
            continue
        words = re.findall(r"[a-z]+", m.group("s"))
        if len(words) >= 12 and not any(w in _STOPWORDS or _WORDY_SUFFIX.search(w) for w in words[:12]):
            yield m.span("s")


# --------------------------------------------------------------------------------------------
# PEM private keys and card numbers (small hand-written scanners)
# --------------------------------------------------------------------------------------------

_PEM_BEGIN = re.compile(r"-----BEGIN (?:(?!PRIVATE )[A-Z0-9]++ ){0,4}+PRIVATE KEY(?: BLOCK)?-----")
_PEM_BODY = re.compile(r"(?:\s*+[A-Za-z][A-Za-z-]*+: [^\n]*+)*+(?:\s*+[A-Za-z0-9+/=]{4,}+)*+")
_B64_RUN = re.compile(r"[A-Za-z0-9+/=]{32}")


def _pem_keys(text: str) -> Iterator[tuple[int, int]]:
    if "-----BEGIN" not in text:
        return
    next_end = -1
    for m in _PEM_BEGIN.finditer(text):
        if next_end != -2 and next_end < m.end():
            next_end = text.find("-----END", m.end())
            next_end = -2 if next_end < 0 else next_end  # -2: no END marker anywhere after here
        if 0 <= next_end - m.end() <= 20000:
            body_end = text.find("-----", next_end + 8, next_end + 80)
            stop, end = next_end, (body_end + 5 if body_end >= 0 else next_end + 8)
        else:  # no END marker (truncated paste): the base64 lines after the header
            stop = end = _PEM_BODY.match(text, m.end()).end()  # type: ignore[union-attr]
        if _B64_RUN.search(text, m.end(), stop):  # real key material, not a mention of the header
            yield m.start(), end


# A whole run of digits (not part of a longer number, word, decimal or amount) shaped like a card:
# 13-19 digits unbroken, or groups with one consistent separator: 4-4-4-1..4(-1..3) or 4-6-4/5 (Amex).
_CARD = re.compile(
    r"\d(?<![\w+.#/$€£-]\d)(?<!\d[ -]\d)"  # 1st digit; look-behinds after it keep the fast digit scan
    r"(?:\d{12,18}+|\d{3}([ -])(?:\d{4}\1\d{4}\1\d{1,4}+(?:\1\d{1,3}+)?|\d{6}\1\d{4,5}+))"
    r"(?![\w]|[ -]\d|[.,]\d)",
    re.ASCII,
)
_TEST_CARDS = frozenset(  # published test numbers (Stripe, Braintree, ...): documentation, not secrets
    "4242424242424242 4111111111111111 4000056655665556 5555555555554444 2223003122003222 "
    "5105105105105100 378282246310005 371449635398431 6011111111111117 3056930009020004 "
    "36227206271667 3566002020360505 6200000000000005 4012888888881881".split()
)


def _cards(text: str) -> Iterator[tuple[int, int]]:
    for m in _CARD.finditer(text):
        digits = m.group().replace(" ", "").replace("-", "")
        if (
            13 <= len(digits) <= 19
            and len(set(digits)) > 1
            and digits not in _TEST_CARDS
            and _luhn(digits)
            and _card_brand_ok(digits)
        ):
            yield m.span()


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------

_GENERIC_KINDS = frozenset({"generic_secret", "bearer_token", "password_in_prose"})


def _lower_same_length(text: str) -> str:
    lowered = text.lower()
    if len(lowered) != len(text):  # rare characters (e.g. "İ") whose lower case is longer
        lowered = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    return lowered


def _raw_findings(text: str) -> Iterator[tuple[int, int, str]]:
    lowered = _lower_same_length(text)
    for rule in _RULES:
        if rule.triggers and not any(t in lowered for t in rule.triggers):
            continue
        subject = lowered if rule.on_lower else text
        for m in _near(rule.pattern, subject, lowered, rule.anchor, rule.left):
            s, e = m.span("s") if "s" in rule.pattern.groupindex else m.span()
            if rule.kind in _GENERIC_KINDS:
                e = _trim(text, s, e)
            if rule.check is None or rule.check(text[s:e]):
                yield s, e, rule.kind
    for s, e in _generic_assignments(text, lowered):
        yield s, e, "generic_secret"
    for s, e in _passwords(text, lowered):
        yield s, e, "password_in_prose"
    for s, e in _seed_phrases(lowered):
        yield s, e, "seed_phrase"
    for s, e in _pem_keys(text):
        yield s, e, "pem_private_key"
    for s, e in _cards(text):
        yield s, e, "credit_card"


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in ``text``, sorted by position; overlapping findings are merged into one."""
    if not isinstance(text, str):
        raise TypeError("find_secrets() expects a str")
    merged: list[tuple[int, int, str]] = []
    for s, e, kind in sorted(_raw_findings(text), key=lambda f: (f[0], -f[1])):
        if merged and s < merged[-1][1]:  # overlap: one finding, the union of both spans
            ps, pe, pkind = merged[-1]
            if pkind in _GENERIC_KINDS and kind not in _GENERIC_KINDS:
                pkind = kind  # the provider-specific kind is the better label
            merged[-1] = (ps, max(pe, e), pkind)
        else:
            merged.append((s, e, kind))
    return [SecretFinding(kind, s, e) for s, e, kind in merged]


def find_secret(text: str) -> SecretFinding | None:
    """The first secret in ``text``, or ``None`` when it contains none."""
    found = find_secrets(text)
    return found[0] if found else None


def redact(text: str) -> str:
    """``text`` with every secret replaced by ``[REDACTED:<kind>]``."""
    out, pos = [], 0
    for f in find_secrets(text):
        out += [text[pos : f.start], f"[REDACTED:{f.kind}]"]
        pos = f.end
    out.append(text[pos:])
    return "".join(out)
