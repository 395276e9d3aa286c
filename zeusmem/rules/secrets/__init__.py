"""Secret detection for the write gate ("sensitive content is rejected"). Pure code, no I/O, no network.

``find_secrets(text)`` returns every :class:`SecretFinding` (kind + span), ``find_secret`` the first
one, ``redact`` replaces each with ``[REDACTED:<kind>]``, ``substitute`` hands each secret to a host's
``secret_sink`` and puts the credential reference it returns in its place. What counts as a secret and
what is deliberately accepted is in ``docs/secrets.md``.

Design
------
* **Candidates, then validators.** Regular expressions (precompiled at import) find candidate
  spans; a validator decides: entropy and character classes for random-looking tokens, checksums where
  the format has one (Luhn for cards, ABA 3-7-1 for routing numbers, ICAO 9303 7-3-1 for passport MRZ
  lines, SSA area rules for SSNs, BIP39 for seed phrases, Base58Check for Bitcoin keys, multiples of 11
  for BitLocker keys), a JSON header for JWTs, the decoded payload for Basic auth, Docker ``auth`` and
  base64 PEM, and placeholder / env-var / stop-word filters for values after "password is",
  "api_key=", "mot de passe :", "密码是" and friends.
* **Linear time.** Patterns are literals and bounded character-class runs; repetitions are
  possessive and lazy gaps have small fixed bounds. A rule only runs if one of its trigger substrings
  occurs and the text has a run of non-space characters as long as every match of it holds
  (``_engine._min_run``, from the parsed pattern); patterns without a literal prefix are *anchored*:
  a cheap literal search finds the keyword and the full pattern is tried with ``match`` right there.
  10 MB of random printable text take ~8-9 s of CPU on a loaded machine (``tests/test_secrets.py``; the
  gate refuses a text over its length limit before scanning it); a keyword's window is bounded too (1 MB
  of one keyword repeated, without spaces or line breaks, takes seconds, not minutes).
* **Case-insensitive rules** run on the lower-cased text (same length, same offsets); values are
  validated on the original text.
* **Findings carry only a kind and a span**, never the text. Overlapping findings merge into one.
* Nothing here logs or prints, and no exception message contains the input.

Modules: ``_context`` (issue 25: a keyword such as a password word in many languages, WPA, bindPassword, FTP "pass",
2FA setup key, recovery key or a provider's name opens a short window; the first token in it shaped like a secret is
one; entropy is only checked there), ``_tokens`` (provider keys, context rules, ``NAME=value``), ``_prose``
(passwords, PINs, login pairs in several languages), ``_blocks`` (PEM, base64 PEM, PuTTY, age, WireGuard),
``_recovery`` (seed phrases, backup codes, TOTP seeds, Bitcoin keys), ``_numbers`` (cards, CVV, SSN, passports, bank
accounts, BitLocker), ``_documents`` (webhook URLs with the secret in the path, Kubernetes Secret values,
SealedSecret ciphertext), ``_locales`` (PINs, lock codes and Wi-Fi keys in the words of 20 more languages, one table
per language), ``_layouts`` (positional passwords in code, SQL ``IDENTIFIED BY``, tables with a password column,
product keys, national ids, unlock patterns), ``_splits`` (a vendor key wrapped onto the next line, typed in spaced
groups or with spaces around its dashes: the pieces joined after its prefix, the provider rules run again),
``_spelled`` (digits spelled out, spaced, dotted, as keycaps or numerals: the text read again with them as digits),
``_dictated`` (a value dictated character by character, NATO words, "capital B": the text read again with the string
it spells), ``_devices`` (Zigbee / Z-Wave network keys), ``_unlocks`` (a lock named, then the number that opens it,
with no code word: "shed padlock 8468", "o cofre tá com 7375"), ``_labels`` (secrets named by what they are for, in
their providers' formats: recovery / revocation / restore codes, app passwords, safe combinations, alarm and device
codes, spaced or OCR'd TOTP seeds, Tuya / Hue / Roblox credentials), ``_lexicon`` (the words that name a password in
many languages, read by ``_context`` and ``_locales``), ``_concepts`` (seclex: rows of ``_locales``'s table
built from a concept list × 54 languages, not from a corpus's misses; ``_concepts3``, seclex3: alarm, master,
unlock / PUK and payment PINs, opening verbs, Wi-Fi key words), ``_withheld`` (secwith: a credential's
record value that says where the credential is instead, a concept × 49-language table), ``_checks`` and ``_engine``
(shared validators and the
matcher), ``_shape`` (then a password by its shape alone: letters, a digit and a symbol in one token; ``user /
value``), ``_score`` (a last look when no rule found anything: each token after a word naming a credential gets
context points plus shape points, and one at ``_score.THRESHOLD`` or more is a secret), ``_traces``
(secfix18: a password in two parts, SMB ``user%password``, an agent's form fill, LastPass rows without their header),
``_trades`` (secfix19: full-width and Eastern Arabic digits read as ASCII, licence keys named in other languages, a
password word's label before a colon, a voice transcript's self-correction, a sheet's column of a thing's PIN),
``_lookalikes`` (secfix20: a value read in a public identifier's clause, a public format, a placeholder, fiction;
hex keys after a token word, BLIK, car codes and vouchers in other languages, a hint that gives its answer),
``_extracted`` (secfix21: a memory extractor's fact and value fields read as one label, a postal code's particle, a
service's name with a preposition glued to it, a hex key after a CJK token word, a password told by its use),
``_repairs`` (secfix23: a value repaired into its twin or said again, a Wi-Fi's key after a copula, a memory-edit
command, a number re-labelled as a code, an SMS code in glued scripts; a number said not to be a credential, a
network's name, a customer's or booking's number), ``_shared`` (secfix24: a credential's noun, what it is of, a copula
and the value in thirteen languages, a lock disarmed "with" a number, an API key's hex, backup codes after a clause;
another kind of number's label, a record's metadata field, whom to ask, an account's number in groups), ``_lines``
(secread: a code ending its line on a whiteboard, an OCR'd label or a call sheet, read with its label or the line
above; a code's new or corrected value; an SMS's one-time code beside its "do not share" or validity words),
``_structured`` (secfix29: CSV / TSV header cells and YAML / JSON key paths named by the concept tables in any
language, a whiteboard's lock line, joined passphrases after a password word), ``_readback`` (secfix30: a code said
twice on the radio, "code 7731, say again 7731", in any language), ``_keypad`` (secfix30: a number with a keypad's
key, "*2994", "11#29", after a code word or a lock), ``_concepts30`` (secfix30: parcel lockers, barriers, key safes,
delivery codes).

detect-secrets (Yelp, 1.5.0), evaluated on the corpus of ``tests/secrets_corpus.py`` and
``tests/secrets_formats.py`` (figures of issue 12: 475 secrets of 127 kinds, 723 benign look-alikes;
``python -m bench.secrets`` reproduces them on today's 483 / 718):

* ``scan_line`` with all default plugins: recall 473/475, but 713 of 723 benign memories flagged (its
  high-entropy plugins in eager mode flag every long run of word characters), ~20 ms of CPU per 2 KB
  memory. Rejected as a whole: a gate refusing 98.6% of ordinary memories is no gate.
* Its provider regexes alone: recall 65/475 with 10 false positives (``AKIAIOSFODNN7EXAMPLE``, a masked
  ``ghp_XXXX``, a PEM header named in prose, ``user:password@host`` templates, ``postgres:postgres``).
  **Used** where zeusmem had no rule of its own (Mailchimp, Square OAuth secrets, Artifactory, GitLab
  runner and agent tokens, TestPyPI): their ``denylist`` patterns run in zeusmem's engine with a token
  boundary and zeusmem's validators (``_tokens._DS_RULES``). Where both exist zeusmem's rule stays: a
  superset of the format with validators, 0 false positives on the same corpus.
* ``KeywordDetector``: 12/475 on prose (it wants code-style quoting; told the text is YAML, about 60 with
  22 false positives). ``Base64/HexHighEntropyString`` (not eager): 8/475. Rejected: passwords in prose,
  other languages, identity numbers and recovery material are what memories hold, and no plugin targets
  them. On the same corpus zeusmem finds every secret with 0 false positives (~0.45-0.65 ms CPU p95 per 2 KB
  memory of ordinary text, best of five runs; see docs/secrets.md, Speed), and on the held-out corpora
  ``tests/secrets_heldout_own.py`` and ``tests/independent/secrets_heldout.py`` >= 99%
  (``tests/test_secrets_heldout.py``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from zeusmem.rules.secrets import (
    _blocks,
    _codes,
    _context,
    _devices,
    _dictated,
    _documents,
    _extracted,  # secfix21
    _general,
    _ids,
    _keypad,  # secfix30
    _labels,
    _layouts,
    _lines,  # secread
    _locales,
    _long,  # secfix22
    _lookalikes,  # secfix20
    _numbers,
    _readback,  # secfix30
    _recovery,
    _repairs,  # secfix23
    _score,
    _shape,
    _shared,  # secfix24
    _spelled,
    _splits,
    _structured,  # secfix29
    _traces,
    _trades,
    _unlocks,
)
from zeusmem.rules.secrets._checks import _trim
from zeusmem.rules.secrets._engine import (
    _key,
    _key_bytes,
    _near,
    _Rule,
    _word_starts,
    forget,
    literal_starts,
    longest_run,
    register,
)
from zeusmem.rules.secrets._prose import _passwords
from zeusmem.rules.secrets._rewrite import Rewrite
from zeusmem.rules.secrets._tokens import RULES, _generic_assignments

__all__ = [
    "DetectedSecret",
    "SecretFinding",
    "SecretSink",
    "find_secret",
    "find_secrets",
    "label",
    "redact",
    "substitute",
    "with_references",
]


@dataclass(frozen=True, slots=True)
class SecretFinding:
    """A detected secret: its kind and its ``[start, end)`` span in the text (never the text)."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class DetectedSecret:
    """What a ``secret_sink`` receives: the kind, a human label ("OpenAI API key") and the value.

    The value is left out of ``repr`` so that a log line or a traceback showing the object shows no secret.

    >>> DetectedSecret("openai_api_key", "OpenAI API key", "sk-...")
    DetectedSecret(kind='openai_api_key', label='OpenAI API key')
    """

    kind: str
    label: str
    value: str = field(repr=False)


SecretSink = Callable[[DetectedSecret], str]
"""A host callable: stores the secret in the host's credential store and returns a reference to it."""

_GENERIC_KINDS = frozenset({"generic_secret", "bearer_token", "password_in_prose"})
_LABELS = {
    "openai_api_key": "OpenAI API key",
    "anthropic_api_key": "Anthropic API key",
    "github_token": "GitHub token",
    "gitlab_token": "GitLab token",
    "aws_access_key_id": "AWS access key id",
    "aws_secret_access_key": "AWS secret access key",
    "aws_session_token": "AWS session token",
    "jwt": "JSON Web Token",
    "pem_private_key": "private key",
    "password_in_prose": "password",
    "generic_secret": "secret",
    "scored_secret": "secret",
    "password_shaped": "password",
    "login_pair": "password",
    "credentialed_url": "password in a URL",
    "us_ssn": "US social security number",
    "credit_card": "card number",
    "card_security_code": "card security code",
    "seed_phrase": "wallet seed phrase",
    "totp_seed": "TOTP seed",
    "recovery_key": "recovery key",
    "azure_storage_key": "Azure storage account key",
    "cohere_api_key": "Cohere API key",
}


def label(kind: str) -> str:
    """A human label for a finding's kind: ``openai_api_key`` -> "OpenAI API key"."""
    return _LABELS.get(kind) or kind.replace("_", " ").replace(" api ", " API ").replace("api key", "API key")


_TRIGGERS = frozenset(t for rule in RULES for t in rule.triggers)
# each trigger's run: the shortest ``min_run`` of the rules it gates (in a text without so long a run of
# non-space characters none of them can match, and the trigger is not read)
_TRIGGER_RUNS = {t: min(r.min_run for r in RULES if t in r.triggers) for t in _TRIGGERS}
# The rules that can match in a text whose longest run of non-space characters is at least each
# threshold, in their order (a text of plain words skips most token rules without looking at them).
_RUNS = sorted({r.min_run for r in RULES})
_ALIVE = [tuple(r for r in RULES if r.min_run <= run) for run in _RUNS]


def _alive(longest: int) -> tuple[_Rule, ...]:
    i = bisect_right(_RUNS, longest)
    return _ALIVE[i - 1] if i else ()


register(_TRIGGERS)


def _present(lowered: str, longest: int) -> set[str]:
    """The triggers that occur in ``lowered`` (of the rules that can match given ``longest``): read from the
    one pass of ``literal_starts`` over the text."""
    return {t for t in _TRIGGERS.intersection(literal_starts(lowered)) if _TRIGGER_RUNS[t] <= longest}


def _lower_same_length(text: str) -> str:
    lowered = text.lower()
    if len(lowered) != len(text):  # rare characters (e.g. "İ") whose lower case is longer
        lowered = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    return lowered


# "credential cred_0042", "credential vault:kv/openai": what ``with_references`` writes in place of a secret.
# The reference starts with a short lower-case word and a separator, so a random string after the word
# "credential" is not taken for one. These spans are masked before scanning (same length, "*").
_REFERENCE_MARK = re.compile(
    r"(?<![A-Za-z0-9_-])credential (?P<ref>[a-z][a-z0-9]{1,15}+(?:://|[_:/.-])[A-Za-z0-9_:/.#@-]{1,180}+)"
)


def _is_reference(ref: str) -> bool:
    m = _REFERENCE_MARK.fullmatch("credential " + ref)
    return m is not None


def _mask_references(text: str) -> str:
    return _REFERENCE_MARK.sub(lambda m: "*" * len(m.group()), text)


# Vendor prefixes that start a token (the provider rules without an anchor): where one starts a token that
# was split (wrapped onto the next line, typed in spaced groups, spaces around its dashes), ``_splits``
# joins the pieces and the provider rules run again on them.
_SPLIT_RULES = tuple(r for r in RULES if r.triggers and r.anchor is None and r.kind not in _GENERIC_KINDS)
# Prefixes that end with a separator ("sk_live_", "glpat-", "hvs."), of four characters or more (not "sk-",
# "md-", "sg.": they start ordinary words' fragments), and Slack's "xox"; AWS key ids in groups have a rule of
# their own.
_SPLIT_TRIGGERS = frozenset(
    t for r in _SPLIT_RULES for t in r.triggers
    if (len(t) >= 4 and t[-1] in "_-." and t[0].isalpha() and "insecure" not in t) or t == "xox"
)
# each split prefix's key (``_key_bytes``): a prefix is only looked at where its first letters start a word
_SPLIT_KEYS = {t: _key_bytes(_key(t)) for t in _SPLIT_TRIGGERS}


def _split_present(lowered: str) -> set[str]:
    """The split prefixes in ``lowered`` whose first letters start a word (read from the one pass of
    ``literal_starts``; a prefix without a key is never read)."""
    starts = _word_starts(lowered)
    return {t for t in _SPLIT_TRIGGERS.intersection(literal_starts(lowered)) if _SPLIT_KEYS[t] in starts}


def _provider_findings(flat: str) -> Iterator[tuple[int, int, str]]:
    lowered = _lower_same_length(flat)
    for rule in _SPLIT_RULES:
        if not any(t in lowered for t in rule.triggers):
            continue
        for m in _near(rule.pattern, lowered if rule.on_lower else flat, lowered, rule.anchor, rule.left):
            s, e = m.span("s") if "s" in rule.pattern.groupindex else m.span()
            if s < e and (rule.check is None or rule.check(flat[s:e])):
                yield s, e, rule.kind


def _split_starts(lowered: str, present: set[str]) -> Iterator[int]:
    """Where a vendor prefix (one of the ``present`` triggers) starts a token."""
    where = literal_starts(lowered)
    for t in present:
        for i in where[t]:
            if i == 0 or not lowered[i - 1].isalnum():
                yield i


def _raw_findings(text: str, unescape: bool = True) -> Iterator[tuple[int, int, str]]:
    if "credential " in text:
        text = _mask_references(text)
    lowered = _lower_same_length(text)
    longest = longest_run(text)
    present = _present(lowered, longest)
    # a split token's pieces are shorter than the rule's run: its prefixes are looked for on their own
    split = _split_present(lowered)
    yield from _splits.spans(text, _split_starts(lowered, split), _provider_findings)
    for rule in _alive(longest):
        if rule.triggers and present.isdisjoint(rule.triggers):
            continue
        subject = lowered if rule.on_lower else text
        for m in _near(rule.pattern, subject, lowered, rule.anchor, rule.left):
            s, e = m.span("s") if "s" in rule.pattern.groupindex else m.span()
            if rule.kind in _GENERIC_KINDS:
                e = _trim(text, s, e)
            if s < e and (rule.check is None or rule.check(text[s:e])):
                yield s, e, rule.kind
    for s, e in _generic_assignments(text, lowered):
        yield s, e, "generic_secret"
    for s, e in _passwords(text, lowered):
        yield s, e, "password_in_prose"
    yield from _blocks.scan(text, lowered)
    yield from _recovery.scan(text, lowered)
    yield from _numbers.scan(text, lowered)
    yield from _context.scan(text, lowered)
    yield from _locales.scan(text, lowered)
    yield from _layouts.scan(text, lowered)
    yield from ((s, e, "national_id") for s, e in _ids.scan(text, lowered))
    yield from _codes.scan(text, lowered)
    yield from _devices.scan(text, lowered)
    yield from _unlocks.scan(text, lowered)
    yield from _labels.scan(text, lowered)
    yield from _documents.scan(text, lowered, _has_secret)
    yield from _traces.scan(text, lowered)  # secfix18: parts, SMB logins, form fills
    yield from ((s, e, "product_key") for s, e in _trades.licence_keys(text, lowered))  # secfix19
    if unescape and (narrow := _trades.narrowed(text, lowered)) is not None:  # secfix19: "ｗａｌｎｕｔ-６２" as ASCII
        yield from _raw_findings(narrow, unescape=False)
    yield from ((s, e, "password_in_prose") for s, e in _trades.labelled(text, lowered))  # secfix19
    yield from ((s, e, "password_in_prose") for s, e in _trades.pin_columns(text, lowered))  # secfix19
    yield from ((s, e, "pin") for s, e in _general.code_labels(text, lowered))  # secgen: "Radiocode fürs Auto: 4821"
    yield from _lookalikes.scan(text, lowered)  # secfix20: hex keys, BLIK, car codes, vouchers in other languages
    yield from _extracted.scan(text, lowered)  # secfix21: a memory extractor's facts and values
    yield from _long.passphrases(text, lowered)  # secfix22: "harbor lantern 80" on a Wi-Fi line, "willow-pebble-66"
    yield from _long.codes(text, lowered)  # secfix22: "a 3076 kóddal", "код домофона … теперь 321058", "by text"
    yield from _repairs.scan(text, lowered)  # secfix23: a value repaired into its twin, "the Wi-Fi is …", edits
    yield from _shared.scan(text, lowered)  # secfix24: "the code that came to the club phone is …", "kòd pòt … se …"
    yield from _lines.scan(text, lowered)  # secread: a code on a whiteboard's or a label's line ("comb. 3008")
    yield from _lines.codes(text, lowered)  # secread: a code's new value ("…, dabar 68989"), an SMS's one-time code
    yield from _structured.scan(text, lowered)  # secfix29: tables' and records' credentials named in any language
    yield from ((s, e, "pin") for s, e in _readback.scan(text, lowered))  # secfix30: "code 7731, say again 7731"
    yield from ((s, e, "pin") for s, e in _keypad.scan(text, lowered))  # secfix30: "de code beneden is *2994"
    if unescape:
        yield from _extracted.pairs(text, lowered, _pair_findings)  # secfix21: {"fact": …, "value": …}
    if unescape and (fixed := _trades.corrected(text, lowered)) is not None:  # secfix19: "four... no, sorry, 9620"
        yield from ((*fixed.span(s, e), kind) for s, e, kind in _raw_findings(fixed.text()))
    if unescape and len(text) <= _UNESCAPE_MAX and '\\"' in text:
        yield from _remapped(_unescaped(text))  # JSON read unescaped
    if unescape and len(text) <= _UNESCAPE_MAX and (spelled := _spelled.respelled(text, lowered)) is not None:
        yield from _remapped(spelled)  # "code seven-seven-zero-three", "暗証番号は４８１７": read as digits
    if unescape and len(text) <= _UNESCAPE_MAX and (dictated := _dictated.respelled(text, lowered)) is not None:
        yield from _remapped(dictated)  # "s u n f l o w e r 6 2", "Kilo Echo Sierra …": read as the string
    if unescape and len(text) <= _UNESCAPE_MAX and (respaced := _splits.respaced(text, lowered)) is not None:
        yield from _remapped(respaced)  # "Pass word :", "パス ワード：": an OCR'd label read with its word whole


_ESCAPE = re.compile(r"\\[\"n]")
# JSON-escaped text is read a second time, unescaped: a memory-sized text only (a notebook cell, a config
# in a JSON string), so that a megabyte of arbitrary text is not scanned twice
_UNESCAPE_MAX = 64_000


def _unescaped(text: str) -> Rewrite:
    """``text`` with its JSON escapes undone (``\\"`` -> ``"``, ``\\n`` -> a line break: a notebook's
    ``"source": ["KEY = \\"…\\"\\n"]``)."""
    out = Rewrite(text)
    pos = 0
    for m in _ESCAPE.finditer(text):
        out.copy(pos, m.start())
        out.put('"' if m.group() == '\\"' else "\n", m.start(), m.end())
        pos = m.end()
    out.copy(pos, len(text))
    return out


def _remapped(rewrite: Rewrite) -> Iterator[tuple[int, int, str]]:
    """Findings in a rewrite of the text, their spans mapped back onto the text."""
    for s, e, kind in _raw_findings(rewrite.text(), unescape=False):
        yield *rewrite.span(s, e), kind


def _pair_findings(joined: str) -> list[tuple[int, int, str]]:
    """secfix21: the findings in a fact and its value read as "<fact>: <value>" (``_extracted.pairs``), less the
    values a keyword read that :func:`_read_value_refuted` refutes there."""
    lowered = _lower_same_length(joined)
    return [
        f for f in _raw_findings(joined, unescape=False)
        if f[2] not in _READ_VALUE_KINDS or not _read_value_refuted(joined, lowered, f[0], f[1])
    ]


def _has_secret(text: str) -> bool:
    """Whether ``text`` (a value a document names, decoded) holds a secret: the document rules' callback."""
    return next(_raw_findings(text), None) is not None


# secfp: a Firebase web app's config (its "apiKey" beside its authDomain "….firebaseapp.com" or its appId
# "1:…:web:…") is shipped in every page of the app, public by design (Firebase's documentation); a Google API key
# elsewhere is a secret
_FIREBASE_WEB = re.compile(r"firebaseapp\.com|\d:\d{6,15}+:web:")


def _firebase_web_key(text: str, s: int) -> bool:
    return text.startswith("AIza", s) and _FIREBASE_WEB.search(text, max(0, s - 400), s + 440) is not None


# secfix18: the word right before a value a keyword's window read names what the value is a number of: a ticket, an
# incident, a build, a line, a serial, a room ("the password inline; ticket INC23595", "abrí la incidencia
# JIRA-76315", "the seed is only in the YubiKey in the safe (serial 15712)", "את הסיסמה מקבלים בקבלה בחדר 1098"):
# that reference, not the secret
_READ_VALUE_KINDS = frozenset({"password_in_prose", "scored_secret", "password_shaped"})
_REFERENCE_WORD = re.compile(
    r"(?:(?:^|[\s(\[,;])(?:tickets?|incident|incidents|incidencia|incidente|incidenten|issue|case|caso|build|serial"
    r"|serienummer|seriennummer|s/n|sn|série|serie|room|chambre|habitación|zimmer|kamer|regel|line|línea|ligne"
    r"|zeile|riga|linha|rad|řádek|riadok|sor|rivi|eilutė|linija|строка|рядок|jira|zgłoszenie|hlášení|tiket"
    r"|[בל]?חדר|חדר|שורה|קריאה|اتاق|غرفة)"
    # secfix19: a number labelled as a reference ("... never asks for a one-time code." Ref 2583018), also after a
    # sentence's end
    r"|(?:^|[\s(\[,;.])(?:ref|réf|refs|reference|référence|referenca|referencia|referência|referenz|riferimento"
    r"|referentie|referens|referanse|viite|hivatkozás|odkaz)\.?)"
    r"[\s:#]*+(?:(?:n[º°o]\.?|no\.|nr\.?|#)\s*+)?$"
)


def _after_reference(text: str, s: int) -> bool:
    return _REFERENCE_WORD.search(text[max(0, s - 24) : s].lower()) is not None


# secfix19: what a keyword's window read is not the value: a password manager's name ("şifrə 1Password-da": the
# password is in 1Password) or a path in one ("kv/buh/41"), two words glued by a comma with no space after it ("pw is
# on the sticker behind the till,ask Jo", "nenosiri la mpesa,hata wakala": the value would be "till" or "mpesa", a
# word, not a secret)
_MANAGER_NAME = re.compile(r"(?:1password|bitwarden|keepass(?:xc)?|lastpass|dashlane|nordpass)(?![A-Za-z0-9])")
_GLUED_WORDS = re.compile(r"[^\W\d_]{2,},[^\W\d_A-Z]{2,}")
# a secrets manager's path ("құпиясөзі Vault ішінде, kv/buh/41": the password is in Vault, at that path)
_VAULT_PATH = re.compile(r"(?:kv|secret|secrets|vault|op)/[a-z0-9_.-]+(?:/[a-z0-9_.-]+)*+[.,;]?$")


def _not_the_value(text: str, s: int, e: int) -> bool:
    value = text[s:e]
    return (
        _MANAGER_NAME.match(value.lower()) is not None
        or _GLUED_WORDS.match(value) is not None
        or _VAULT_PATH.match(value) is not None
    )


def _read_value_refuted(text: str, lowered: str, s: int, e: int) -> bool:
    """What a keyword's window read at ``s:e`` is no credential: a reference's number (secfix18, secfix19), a
    password manager's name or path, two words glued by a comma (secfix19), a general reason of :mod:`._general`
    (secgen: a phrase of the sentence, another label's number, an amount, a postal code, a phone's group) or of
    :mod:`._lookalikes` (secfix20: a network's name, a card's last digits, a placeholder, a public key, fiction)."""
    return (
        _after_reference(text, s)
        or _not_the_value(text, s, e)
        or _general.not_the_value(text, lowered, s, e)
        or _lookalikes.not_the_value(text, s, e)
        or _extracted.not_the_value(text, lowered, s, e)  # secfix21: a postal code's particle, a name "for"
        or _long.not_the_value(text, lowered, s, e)  # secfix22: a URL's host, a bracketed placeholder, an account
        or _repairs.not_the_value(text, lowered, s, e)  # secfix23: "1969 is not their PIN", a network's name
        or _shared.not_the_value(text, lowered, s, e)  # secfix24: another JSON field, a booking's or member's number
    )


#: what :func:`redact` leaves in place of a secret
_MARKER = re.compile(r"\[REDACTED:[a-z0-9_]{1,64}\]")


def find_secrets(text: str) -> list[SecretFinding]:
    """Every secret in ``text``, sorted by position; overlapping findings are merged into one.

    >>> [f.kind for f in find_secrets("my SSN is 536-22-8197 and the wifi password is Tr0ub4dor&3")]
    ['us_ssn', 'password_in_prose']
    """
    if not isinstance(text, str):
        raise TypeError("find_secrets() expects a str")
    if "[REDACTED:" in text:  # a marker's kind ("password_in_prose") is no keyword of what follows it
        text = _MARKER.sub(lambda m: "[REDACTED:" + "_" * (len(m[0]) - 11) + "]", text)
    merged: list[tuple[int, int, str]] = []
    try:
        raw = sorted(_raw_findings(text), key=lambda f: (f[0], -f[1]))
        if not raw:  # the rules found nothing: the shape-plus-context score has a last look (``_score``)
            raw = list(_score.scan(masked := _mask_references(text) if "credential " in text else text,
                                   _lower_same_length(masked)))
        if not raw:  # ... and then a password's shape alone ("unlocks with Chico2006!", ``_shape``)
            raw = sorted(_shape.scan(masked))
        if raw and (sealed := _documents.encrypted_spans(text)):  # ciphertext made to be committed
            raw = [f for f in raw if not any(s <= f[0] and f[1] <= e for s, e in sealed)]
        if raw and "AIza" in text and ("firebaseapp.com" in text or ":web:" in text):
            raw = [f for f in raw if not _firebase_web_key(text, f[0])]
        if any(f[2] == "credit_card" for f in raw):  # secfix24: an account's number in groups, no card near
            low = _lower_same_length(text)
            raw = [f for f in raw if f[2] != "credit_card" or not _shared.account_not_card(low, f[0], f[1])]
        if any(f[2] in _READ_VALUE_KINDS for f in raw):  # a keyword's value that is no credential
            lowered = _lower_same_length(text)
            raw = [f for f in raw if f[2] not in _READ_VALUE_KINDS or not _read_value_refuted(text, lowered, *f[:2])]
    finally:
        forget()  # the per-text caches hold the text
    for s, e, kind in raw:
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
    """``text`` with every secret replaced by ``[REDACTED:<kind>]``; what it returns holds none.

    A keyword's value is read once: in "password 密码是 x password is y", ``x`` is the value and
    ``y`` may only show once ``x`` is gone, so the redacted text is read again (a few passes at
    most, only when something was found).
    """
    for _ in range(4):
        found = find_secrets(text)
        if not found:
            return text
        out, pos = [], 0
        for f in found:
            out += [text[pos : f.start], f"[REDACTED:{f.kind}]"]
            pos = f.end
        out.append(text[pos:])
        text = "".join(out)
    return text


def with_references(text: str, findings: list[SecretFinding], refs: list[str]) -> str:
    """``text`` with each finding replaced by "credential <ref>" (``refs`` in the order of ``findings``).

    Raises ``ValueError`` (naming no secret) when a reference is not a short, secret-free string.
    """
    out, pos = [], 0
    for f, ref in zip(findings, refs, strict=True):
        if not isinstance(ref, str) or not _is_reference(ref) or find_secret(ref) is not None:
            raise ValueError(
                "secret_sink must return a credential reference such as 'cred_0042' or 'vault:kv/openai' "
                "(a short word, a separator, an id; never the secret)"
            )
        out += [text[pos : f.start], f"credential {ref}"]
        pos = f.end
    out.append(text[pos:])
    return "".join(out)


def substitute(text: str, sink: SecretSink) -> str:
    """``text`` with every secret handed to ``sink`` and replaced by "credential <reference>".

    >>> vault = {}
    >>> def sink(secret):
    ...     vault[f"cred_{len(vault) + 1}"] = secret.value
    ...     return f"cred_{len(vault)}"
    >>> key = "sk-proj-" + "".join(chr(65 + i * 7 % 26) + str(i % 10) for i in range(24))  # made up
    >>> substitute("OpenAI API key: " + key, sink)
    'OpenAI API key: credential cred_1'
    """
    findings = find_secrets(text)
    refs = [sink(DetectedSecret(f.kind, label(f.kind), text[f.start : f.end])) for f in findings]
    return with_references(text, findings, refs)
