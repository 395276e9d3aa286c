"""Secrets handed over in more languages and layouts (branch secfix12): Swedish / Portuguese / Persian lock and PIN
words, a login handed over as "log in as <user>, …: <value>", 2FA backup codes named in eight more languages, a
card's PIN column in a sheet, a note's inline field "pass:: X", and the look-alikes that must pass. Probes written
for these rules (none is a corpus text); each goes through the real gate entry point ``find_secret``."""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret, redact

# (text, the secret)
HANDED_OVER = [
    ("portkoden till gården är 7316", "7316"),
    ("pinkoden till kortet: 4082", "4082"),
    ("no portão da garagem digite 5528 e espere", "5528"),
    ("پین کارت بانکی 7391 است", "7391"),
    ("у калитки код 4-7-1-9", "4-7-1-9"),
    ("sign in as mehdi on the kiosk, it's the same as last year: harbor2291", "harbor2291"),
    ("zaloguj się jako ola, hasło jak do poczty: krokus8812", "krokus8812"),
    ("accedi come giulia, la stessa del router: 55gatto71", "55gatto71"),
    ("kody odzyskiwania do Dropboxa:\n4f2kd-9x1qa\n7mm2p-0zz8c\n1q9wd-5t7pe\n8jj4s-2kd0x", "4f2kd-9x1qa"),
    ("herstelcodes Microsoft: 3381 2209, 7710 4423, 9921 0038", "3381 2209"),
    ("naam;kaart-PIN;opmerking\nmama;6624;de oude pas", "6624"),
    ("holder,card PIN\nDad,8137", "8137"),
    ("# NAS\nuser:: ola\npass:: Kestrel@88bay", "Kestrel@88bay"),
]

ORDINARY = [
    "jag har bott här sedan 2019 och porten är grön",
    "o portão foi pintado em 2021, digite o seu nome no formulário",
    "logged in as admin, the error was: 0x80070005",
    "log in as admin, then open: Settings",
    "log in as guest, the ticket is: INC-40211.",
    "log in as root and check the uptime: 41 days",
    "city,PIN code\nBangalore,560001",
    "kody odzyskiwania przechowuję w sejfie, nie w telefonie",
]


@pytest.mark.parametrize(("text", "secret"), HANDED_OVER)
def test_a_handed_over_secret_is_refused(text: str, secret: str) -> None:
    assert find_secret(text) is not None
    assert secret not in redact(text)


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_passes(text: str) -> None:
    assert find_secret(text) is None
