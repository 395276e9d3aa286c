"""secfix29 (issue 25): credentials in structured exports, named in any language (``_structured``).

Tables and records written for this test (not taken from a corpus), each missed before ``_structured``: a header
column or a record key named by the concept tables (a lock noun with a code word joined in any case, a Wi-Fi key's
word, a password word of any language, a key box), a whiteboard's lock label and code, a
passphrase after a password word. The look-alikes have the same
layouts with a column, a key or a label that names the thing (a locker, a gate, a flat, a stop), a withheld value, a
time or a number of another kind: they must stay unflagged.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

TABLE_SECRETS = [
    # a lock noun and a code word joined in one header cell: snake_case, camelCase, spaced, compounded
    "site;kod_bramy;notes\nMagazyn;48213;tylko rano",
    "building|gateCode|contact\nNorth|91735|Ana",
    "local,código portão,obs\nArmazém,7315,fechar sempre",
    "Standort\tTürcode\tHinweis\nLager\t73914\tnachts",
    "location,alarm_pin\nWarehouse,4852",
    # a bare code word with the lock in another header cell, a keypad's "#"
    "Tür,Code\nHintereingang,4821#",
    # a Wi-Fi key's word with its network named
    "name,wifi_key\nBüro,Kx7pQ2mv9L",
    # a password word of another language, a digits-only Wi-Fi password, a lock box's column
    "místo;heslo wifi\nkancelář;Pr4ha2026x",
    "ubicación;wifi;clave\nBodega;Bodega-5G;8392017465",
    "site,lockbox\nDepot,4823",
]

RECORD_SECRETS = [
    # a key safe's key (its number is its code), in a YAML document with other numbers
    "location: Mill Lane\ncontact: Rory 07759 602847\nkey_safe: 1671\nparking: 82 trucks",
    "lieu: Entrepôt\nboîte_à_clés: 4825",
    "caja_de_llaves: 4821\ncontacto: Ana",
    # a JSON record: a password word's long digits, a Wi-Fi's code word
    '{"lokal": "biuro", "wifi": "Biuro-5G", "hasło": "7392018465"}',
    '{"hotel": "Alder", "wifi": "Alder_Guest", "รหัส": "5829104736"}',
]

BOARD_SECRETS = [
    # a whiteboard's line: a lock's label and its code, either way round, in any language
    "DAY 3\nBack door: 4821\nwrap 19:00",
    "DAG 4\nhek achterom: 5821\nlunch 12:30",
    "DIA 4\nportão do estúdio: 5821\nalmoço 13h",
    "DZIEŃ 2\nalarm w biurze: 4821 + OFF\nobiad 14:00",
    "JOUR 7\n4821# = porte du studio\ndéjeuner 13h",
    "ДЕНЬ 3\nкалитка: 58213\nобед 14:00",
]

PASSPHRASE_SECRETS = [
    # words joined by "-" after a password word of any language
    "Heslo k NAS je jablko-medved-pivo, login jana.k",
    "Das Passwort fürs Schnittsystem: tanne-wolke-brezel (bitte ändern)",
    "KARTEN 14 — TAG 3 — Kennwort fluss-brot-adler",
    "비밀번호 sarang-bada-haneul 로그인 minji.k",
]

LOOKALIKES = [
    # hyphened words that are no passphrase, or where one is kept
    "Pick a hard-to-guess password for the state-of-the-art vault.",
    "The password is in the shared-drive-folder, ask Ana.",
    "Parola de la Wi-Fi-ul din birou e la recepție.",
    "Reset your password-reset-link today.",
    "I changed my password after the long-overdue-security audit.",
    "Password policy: follow-the-leader-style rules, min 12 chars.",
    # a whiteboard's numbers that name the thing, a time, a boarding gate, a computer's port
    "DAY 3\nLocker: 1423\nwrap 19:00",
    "DAY 3\nRoom: 1204\nwrap",
    "DAY 1\nszafka: 1423\nlunch",
    "DAY 2\nBus stop: 4821\nlunch",
    "DAY 2\nFlat — 1204\nlunch",
    "DAY 1\nDoor opens: 1930\nlunch",
    "Team\nAlarm set: 0630\nbreakfast",
    "Flight LH 2490\nGate: 1204\nboarding 13:05",
    "DAY 1\nGate: 1800 hrs\nlunch",
    "Rota\nDoor duty: 0700\nlunch",
    "Schedule\nAlarm — 0545\nbus 06:15",
    "Quote\nAlarm system — 1299 EUR\ninstall Monday",
    # a Wi-Fi's security mode in its "key" column
    "ssid,security,key\nHome,WPA2,WPA2-PSK",
    "wifi,key\nHome-5G,WPA3",
    "[db]\nhost = db.internal\nport = 5432",
    # columns that name the thing: a locker, a gate, a flat, a stop, a room's extension
    "name,locker,gate no.\nAna,143,12",
    "flat,stop number,notes\n4B,58213,bus",
    "site;locker;gate\nDepot;1423;7",
    "site,gate,locker\nDepot,4,4821",
    "Tür,Nummer\nHinten,4821",
    "name,room,extension\nAna,204,4821",
    # other numbers: tracking, a card's ending, a flight, a product's code, a postcode
    "order,tracking,card ending\nA1,58213947,4821",
    "location,gate,code\nTerminal 2,B14,LH2490",
    "date,gate,flight\n2024-05-01,12,4821",
    "product,code,price\nApple,4821,1.20",
    "postcode,door\n48213,red",
    "city,pincode\nPune,411001",  # India's postal PIN code
    # withheld values
    "location,wifi,password\nDepot,Depot-5G,ask reception",
    "location,wifi,password\nDepot,Depot-5G,in 1Password",
    "mekan,ağ,şifre\nOfis,OFIS-5G,mekan sahibinde",
    "wifi:\n  ssid: Office-5G\n  key: ask reception",
    "door:\n  code: ask the concierge",
    "keysafe: in the blue box by the door",
    # keys that name the thing, or another kind of code
    "gate: 12\nlocker: 143\nflat: 4821",
    "door:\n  number: 4821",
    "stop:\n  code: 4821",
    "product:\n  code: 4821",
    "country:\n  code: 4821",
    "bank:\n  code: 48213",
    "meeting:\n  room: 4821\n  code: AB12",
    "password_hint: 4821",
    '{"gate": "B12", "flight": "4821"}',
    '{"door": {"number": "4821"}}',
]


@pytest.mark.parametrize("text", TABLE_SECRETS + RECORD_SECRETS + BOARD_SECRETS + PASSPHRASE_SECRETS)
def test_structured_credential_found(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOKALIKES)
def test_structured_lookalike_unflagged(text: str) -> None:
    assert find_secret(text) is None
