"""Private-key blocks: PEM (also JSON-escaped), base64-wrapped PEM (kubeconfig), PuTTY, age, WireGuard."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator

# (an OpenVPN static key, "-----BEGIN OpenVPN Static key V1-----" in a <tls-auth> / <tls-crypt> block, is a
# shared secret key too)
_PEM_BEGIN = re.compile(
    r"-----BEGIN (?:(?:(?!PRIVATE )[A-Z0-9]++ ){0,4}+PRIVATE KEY(?: BLOCK)?|OpenVPN Static key V[12])-----"
)
# The body of a block without END marker: header lines, then base64 lines; newlines may be JSON-escaped
# ("\n" as two characters, as in a GCP service-account file).
_PEM_BODY = re.compile(
    r"(?:(?:\s|\\[nr])*+[A-Za-z][A-Za-z-]*+: [^\n\\]*+)*+(?:(?:\s|\\[nr])*+[A-Za-z0-9+/=]{4,}+)*+"
)
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


# base64 of "-----BEGIN " (kubeconfig client-key-data, Kubernetes Secret data, CI variables): decoded, it
# must be a private-key PEM (client-certificate-data, a certificate, is public).
_B64_PEM = re.compile(r"LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,20000}+={0,2}")


def _b64_pem_keys(text: str) -> Iterator[tuple[int, int]]:
    if "LS0tLS1CRUdJTi" not in text:
        return
    for m in _B64_PEM.finditer(text):
        chunk = m.group()[:120]
        try:
            head = base64.b64decode(chunk[: len(chunk) // 4 * 4]).decode("ascii", "replace")
        except (binascii.Error, ValueError):
            continue
        if "PRIVATE KEY" in head:
            yield m.span()


# PuTTY .ppk (versions 2 and 3): "PuTTY-User-Key-File-N: <alg>" ... "Private-Lines: n" + base64 lines.
_PPK = re.compile(
    r"PuTTY-User-Key-File-\d: [^\n]{1,80}+(?:\n[^\n]{0,400}+){0,40}?\nPrivate-Lines: \d{1,3}+\n"
    r"(?P<body>(?:[A-Za-z0-9+/=]{4,}+(?:\n|$))++)(?:Private-MAC: [0-9a-fA-F]{40,64}+)?"
)


def _putty_keys(text: str) -> Iterator[tuple[int, int]]:
    if "PuTTY-User-Key-File-" not in text:
        return
    for m in _PPK.finditer(text.replace("\r\n", "\n") if "\r" in text else text):
        if len(m["body"].strip()) >= 16:
            yield m.start(), m.end()


# age identities: Bech32, HRP "AGE-SECRET-KEY-", 32-byte payload = 52 data + 6 checksum characters.
_AGE = re.compile(r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![A-Za-z0-9])")
# WireGuard: "PrivateKey = <44 chars of base64>" in an [Interface] section, "PresharedKey = ..." in a [Peer]
_WIREGUARD = re.compile(
    r"(?<![A-Za-z])(?:Private|Preshared)Key\s*+=\s*+(?P<s>[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)"
)


# OpenVPN's inline credentials: a user name line, then the password line, inside <auth-user-pass>
_OPENVPN_AUTH = re.compile(
    r"<auth-user-pass>[ \t]*+\r?\n[^\n<]{1,128}+\r?\n(?P<s>[^\n<]{1,128}+)\r?\n[ \t]*+</auth-user-pass>"
)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    if "<auth-user-pass>" in text:
        for m in _OPENVPN_AUTH.finditer(text):
            if m["s"].strip():
                yield m.start("s"), m.end("s"), "password_in_prose"
    for s, e in _pem_keys(text):
        yield s, e, "pem_private_key"
    for s, e in _b64_pem_keys(text):
        yield s, e, "pem_private_key"
    for s, e in _putty_keys(text):
        yield s, e, "putty_private_key"
    if "AGE-SECRET-KEY-" in text:
        for m in _AGE.finditer(text):
            yield m.start(), m.end(), "age_secret_key"
    if "PrivateKey" in text or "PresharedKey" in text:
        for m in _WIREGUARD.finditer(text):
            yield m.start("s"), m.end("s"), "wireguard_private_key"
