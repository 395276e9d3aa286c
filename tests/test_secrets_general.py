"""Probes of the general rules branch secgen added to the secret gate (``zeusmem/rules/secrets/_general.py``), each in
a phrasing written here, in languages and words none of the corpora's false positives used; every secret below is
missed by main ef001f5 and every look-alike below is refused by it.

Classes. Stored: a value read after a credential word that is another label's number, after a clause boundary
(a ticket, an order, a request, a receipt in Hungarian, Romanian, Vietnamese, Croatian, Czech, Polish, English); an
amount (a number with its currency) or a year after "since" in five languages; a table cell that says where the
password is ("i skuffen"). Refused: 4-8 digits after a colon that closes a label starting its clause with a code
word, alone or as a compound's last part ("Radiocode", "Servicecode"), in nine languages.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

REFUSED = [
    "Radiocode vom alten Passat: 5521",
    "Servicecode für die Heizung im Keller: 7713",
    "Kód ke skříňce v posilovně: 3390",
    "Codice del box auto di via Roma: 80412",
    "Koodi varaston oveen: 4408",
    "- code d'accès au local vélos : 30917",
    "My notes\nCode for the storage cage at work: 2281",
    "Kod do szafki na basenie: 7130",
]

STORED = [
    # another label's number after a clause boundary
    "jelszó lejárt, hibajegy 66013 nyitva",
    "parola a expirat; tichet 40918 deschis",
    "mật khẩu đã đổi; phiếu 44910 đã đóng",
    "lozinka promijenjena, zahtjev 33108 zatvoren",
    "Heslo změněno (objednávka 88120)",
    "Heslo k VPN vypršelo, požadavek 77120 řeší IT",
    "PIN zablokowany; zgłoszenie serwisowe nr 55120",
    "the shed padlock combination changed; receipt 40912 is in the drawer",
    # an amount, a year
    "kartya PIN csere díja 1500 Ft",
    "nowy PIN do karty kosztował 1200 zł",
    "new PIN card fee 2500 Kč",
    "the gate code keypad cost 3990 ₽",
    "PIN kartu baru biayanya 15000 rupiah",
    "I have had the same banking PIN since 2014",
    "mám stejný PIN od 2016",
    "codul PIN nu l-am schimbat din 2015",
    # where it is kept, in a table's password column
    "| Tjeneste | Bruker | Passord |\n|---|---|---|\n| Ruter | admin | i skuffen |",
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", STORED)
def test_stored(text: str) -> None:
    assert find_secret(text) is None
