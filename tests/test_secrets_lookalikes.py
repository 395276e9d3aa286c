"""Probes of the classes branch secfix20 added to the secret gate (from the twentieth independent corpus's hard
look-alikes and misses), each in phrasings written here, not copied from that corpus; every look-alike below is
flagged by main e5b245d (secgen merged) and every secret below is missed by it.

Look-alikes (stored): a password word whose clause says where the password is, then a public identifier in the
next clause (a Wi-Fi network's name, a card's last digits, an order's or a task's number, a MAC address); an SSH
public key after a key word; a placeholder made of "your / here / change / me" words; a value after "not a
password"; a quoted password in a text about a film or a book.
Secrets (refused): a long hex key after a token or key word and a label in its clause; a BLIK code; a car's radio or
immobiliser code in French, Romanian, Italian; a voucher's grouped code named in Czech, German, Polish; a password
hint that gives its answer at its end; Afrikaans and Lithuanian one-word passwords; Indonesian "passwordnya X";
"credentials" in Italian before "user / password".
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # a long hex key after a token or key word and a label
    "token do API KSeF firmy Malinowski: 9c41e07ab25d8f3361c0e4b7a9d25f18e6c3b0a47d9215fe83c6a0b4d71e92c5",
    "klíč k účetnímu API pro sklad: 4be19f03c7a2d85e61f0b3c9a7e24d58",
    # a BLIK code
    "daj mi szybko BLIKa: 482 913",
    "mamo, blik 730214 do zapłaty za bilety",
    # a car's radio or immobiliser code
    "le code autoradio de la Clio est 6173",
    "codul de la imobilizator e 40718",
    "il codice dell'autoradio della Panda è 2950",
    # a voucher's code in groups
    "dárkový poukaz do knihkupectví: 7KQ2-M4XD-R9TB-C3WE",
    "Gutschein für Oma: HX4P-29LM-QC7T-8RWA, einmal einlösbar",
    "karta podarunkowa Empik: 3ZPA-K8Q1-VM6D-T2NY",
    # a hint that gives its answer
    "hint for the router password: our dog's name and the flat number, so Pixel42",
    "password reminder for the NAS — honestly it's just lavender",
    # Afrikaans and Lithuanian one-word passwords, Indonesian "passwordnya"
    "my ma se wagwoord is kalkoen",
    "tėčio el. pašto slaptažodis: ramunele",
    "passwordnya jerukbali, jangan kasih tau siapa-siapa",
    # "credentials" in other languages
    "credenziali della banca: m.bianchi7 / %qlr#ovem!tu",
]

LOOK_ALIKES = [
    # where the password is, then a public identifier
    "Passwort fürs WLAN klebt am Router, Netzwerk Vodafone-7C2B",
    "hasło do wifi wisi na lodówce, sieć Orange_FTTH_9A31",
    "PIN steht nicht im Handy, Karte endet auf 0912",
    "senha no envelope, cartão termina em 4471",
    "mot de passe sur l'étiquette, MAC 3C:A6:2F:81:0B:7E",
    "heslo je na routeru, MAC 4C:ED:FB:12:9A:03",
    # an SSH public key after a key word
    "mi clave pública: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7xKq2Vd9/Tz8mLp0qWw+Rr5YbN3cFhJk1sGd2eXo7uA4i lucia@pc",
    # a placeholder
    "in config.sample: DB_PASSWORD=dein_passwort_hier",
    "template: password: <twoje hasło>",
    # not a password, fiction
    "Hunter2 is a meme, not a password: everyone knows the joke",
    "In the film the vault password was 'goldfinch', which the heroine guesses",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
