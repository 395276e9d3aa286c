"""Secrets that a document's structure names: webhook URLs, Kubernetes Secret manifests; and the values
that a document says are encrypted at rest (a SealedSecret's ``encryptedData``), which are not secrets.

* **Webhook URLs** carry their secret in the path: Microsoft Teams / Office 365
  (``…webhook.office.com/webhookb2/<id>@<tenant>/IncomingWebhook/<secret>/<id>``), Mattermost and
  Rocket.Chat (``/hooks/<key>``, ``/hooks/<id>/<token>``), IFTTT (``/with/key/<key>``), Telegram's bot API
  (``api.telegram.org/bot<token>/…``), a CI's deploy hook. After a path segment that says "hook"
  (``hooks``, ``webhook``, ``webhookb2``, ``IncomingWebhook``, ``key`` after ``with``), a segment that is a
  strong random token of 16+ characters is the secret; an id (a UUID, digits, a typed id such as
  ``we_…``), a word or a commit hash (after ``commit``, ``blob``, ``tree``…) is not.
* **Kubernetes Secrets** (``kind: Secret``, YAML or JSON): each value under ``data`` is base64 of a secret,
  each under ``stringData`` the secret itself. A value counts when, with its key, it holds a secret the
  other rules find (``password: …``, a Docker ``auth``, a URL with a password, an AWS key pair) or is a
  strong random token; a certificate, a user name or a placeholder does not.
* **Encrypted at rest**: Bitnami SealedSecret ``encryptedData`` values are ciphertext for the cluster's key
  (made to be committed); :func:`encrypted_spans` gives their spans, and findings inside them are dropped.
  (SOPS ``ENC[…]`` and Ansible Vault values are placeholders for the value checks, ``_checks._REFERENCE``.)
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator

from zeusmem.rules.secrets._checks import _is_placeholder, _strong_token

# --- webhook URLs ----------------------------------------------------------------------------------------
_URL = re.compile(r"https?://[^\s\"'<>`]{8,2000}+")
_HOOK_HINT = ("hook", "/bot", "/with/key/")
_HOOK_SEGMENT = frozenset({"hooks", "hook", "webhook", "webhooks", "webhookb2", "incomingwebhook"})
_AFTER_RESOURCE = frozenset(
    "commit commits blob tree compare releases release tag tags pull pulls merge_requests issues runs jobs "
    "deliveries logs hook_logs edit settings".split()
)
_SPLIT = re.compile(r"[/@?&=#]")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.IGNORECASE)
_TYPED_ID = re.compile(r"[a-z]{2,6}_[A-Za-z0-9]{8,40}")  # Stripe-style object ids: we_…, evt_…, acct_…
_TELEGRAM = re.compile(r"bot(?P<s>\d{6,12}:[A-Za-z0-9_-]{30,50}+)$")


def _hook_token(seg: str) -> bool:
    return (
        16 <= len(seg) <= 200
        and not _UUID.fullmatch(seg)
        and not _TYPED_ID.fullmatch(seg)
        and not _is_placeholder(seg)
        and _strong_token(seg)
    )


def _webhook_urls(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    if "://" not in lowered or not any(map(lowered.__contains__, _HOOK_HINT)):
        return
    for u in _URL.finditer(text):
        low = lowered[u.start() : u.end()]
        if not any(map(low.__contains__, _HOOK_HINT)):
            continue
        host_end = low.find("/", low.find("://") + 3)
        if host_end < 0:
            continue
        hooked = "webhook" in low[:host_end] or low[:host_end].endswith("://hooks") or ".hooks." in low[:host_end]
        prev = ""
        pos = u.start() + host_end
        for seg_m in _SPLIT.split(text[pos : u.end()]):
            seg_start = text.find(seg_m, pos, u.end()) if seg_m else pos
            pos = seg_start + len(seg_m)
            seg = seg_m
            low_seg = seg.lower()
            if (t := _TELEGRAM.match(seg)) is not None and "telegram" in low[:host_end]:
                yield seg_start + t.start("s"), seg_start + t.end("s")
                hooked = True
            elif hooked and prev not in _AFTER_RESOURCE and _hook_token(seg):
                yield seg_start, seg_start + len(seg)
            if low_seg in _HOOK_SEGMENT or (low_seg == "key" and prev == "with"):
                hooked = True
            if seg:
                prev = low_seg


# --- Kubernetes Secret manifests -------------------------------------------------------------------------
_KIND_SECRET = re.compile(
    r"""(?m)^[ \t]*+["']?kind["']?[ \t]*+:[ \t]*+["']?Secret["']?[ \t]*+,?[ \t]*+$|"kind"\s*+:\s*+"Secret\""""
)
_SECTION = re.compile(r"(?m)^(?P<ind>[ \t]*+)(?P<name>data|stringData):[ \t]*+$")
_YAML_PAIR = re.compile(
    r"(?P<ind>[ \t]++)(?P<k>[\w.-]{1,253}+):[ \t]++[\"']?(?P<v>[^\s\"'#][^\s\"']{0,20000}+)[\"']?[ \t]*+(?:\n|$)"
)
_JSON_SECTION = re.compile(r"\"(?P<name>data|stringData)\"\s*+:\s*+\{(?P<body>[^{}]{1,20000}+)\}")
_JSON_PAIR = re.compile(r"\"(?P<k>[\w.-]{1,253}+)\"\s*+:\s*+\"(?P<v>[^\"]{1,20000}+)\"")
_B64 = re.compile(r"[A-Za-z0-9+/]{4,}+={0,2}")
_PUBLIC_PEM = re.compile(r"-----BEGIN (?:CERTIFICATE|PUBLIC KEY|X509 CRL|CERTIFICATE REQUEST|[A-Z ]*PUBLIC KEY)-----")


def _secret_value(
    key: str, value: str, encoded: bool, has_secret: Callable[[str], bool], strict: bool = False
) -> bool:
    if _is_placeholder(value) or (strict and not encoded):
        return False
    if encoded:
        if not _B64.fullmatch(value) or len(value) % 4:
            return False
        try:
            raw = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            return False
        try:
            value = raw.decode("utf-8")
        except UnicodeDecodeError:  # binary key material (a keystore, a 32-byte key); not a trust store
            trust = any(w in key.lower() for w in ("trust", "ca.", "ca-", ".crt", "cert"))
            return not strict and len(raw) >= 16 and not trust
    if _PUBLIC_PEM.search(value) and "PRIVATE" not in value:
        return False
    return has_secret(f"{key}: {value}") or (not strict and len(value) >= 16 and _strong_token(value))


def _k8s_secrets(text: str, has_secret: Callable[[str], bool]) -> Iterator[tuple[int, int]]:
    # without its "kind: Secret" line (a manifest's data section pasted alone), a value counts only when it
    # decodes to text that holds a secret (a base64 DSN with its password), not for being random
    strict = "Secret" not in text or _KIND_SECRET.search(text) is None
    if strict and "data:" not in text:
        return
    for sec in _SECTION.finditer(text):
        indent, encoded = len(sec["ind"].expandtabs()), sec["name"] == "data"
        pos = sec.end()
        while pos < len(text):  # the section's lines: indented deeper than its header
            nxt = text.find("\n", pos + 1)
            nxt = len(text) if nxt < 0 else nxt
            line = text[pos + 1 : nxt]
            pos = nxt
            if not line.strip():
                continue
            if len(line) - len(line.lstrip()) <= indent:
                break
            p = _YAML_PAIR.match(text, nxt - len(line))
            if p is not None and _secret_value(p["k"], p["v"], encoded, has_secret, strict):
                yield p.span("v")
    for sec in _JSON_SECTION.finditer(text):
        for p in _JSON_PAIR.finditer(text, sec.start("body"), sec.end("body")):
            if _secret_value(p["k"], p["v"], sec["name"] == "data", has_secret, strict):
                yield p.span("v")


# --- encrypted at rest -----------------------------------------------------------------------------------
_ENCRYPTED_SECTION = re.compile(r"(?m)^(?P<ind>[ \t]*+)[\"']?encryptedData[\"']?[ \t]*+:[ \t]*+(?P<brace>\{)?")


def encrypted_spans(text: str) -> list[tuple[int, int]]:
    """Spans of a SealedSecret's ``encryptedData`` (ciphertext that only the cluster can open)."""
    if "encryptedData" not in text or "SealedSecret" not in text:
        return []
    out = []
    for m in _ENCRYPTED_SECTION.finditer(text):
        if m["brace"] is not None:
            close = text.find("}", m.end())
            out.append((m.end(), close if close >= 0 else len(text)))
            continue
        indent, end = len(m["ind"].expandtabs()), len(text)
        pos = text.find("\n", m.end())
        while 0 <= pos < len(text):
            nxt = text.find("\n", pos + 1)
            line = text[pos + 1 : nxt if nxt >= 0 else len(text)]
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                end = pos
                break
            pos = nxt
        out.append((m.end(), end))
    return out


def scan(text: str, lowered: str, has_secret: Callable[[str], bool]) -> Iterator[tuple[int, int, str]]:
    for s, e in _webhook_urls(text, lowered):
        yield s, e, "webhook_url_secret"
    for s, e in _k8s_secrets(text, has_secret):
        yield s, e, "kubernetes_secret_data"
