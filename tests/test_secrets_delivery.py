"""secfix30: codes of deliveries and depots, phrased in ways no corpus held (each failed before its rule).

* ``_readback``: a code said twice on the radio or the phone with "I repeat" between, in any language, digits or
  spelled (three spelled digits count when read back);
* ``_structured``: a YAML / JSON parent that says its children are a site's ways in ("access:", "zugang:",
  "доступ:"), with a lock among the children; a table's privileged holder's code column ("code_service",
  "kod_serwisowy") in a header that names a lock; a whiteboard's lock line with a list's bullet and a place's number;
* ``_concepts30``: parcel lockers, barriers and garden gates, key safes, "NIP", delivery and pickup codes in the lock
  and PIN columns; ``_lines``: Icelandic "-kóðinn" as a one-time code's compound;
* ``_keypad``: a number with a keypad's star or hash after a code word or a lock ("*2994", "12#80"), also said aloud;
* ``_locales._number_after``: a thing's number before the code ("blocului 7 este 5531") is skipped;
* ``_repairs``: a lock's number repaired into its twin ("das Hoftor ist nicht 5529, sondern 5592").

Each group has benign twins: the same layout without a code's word, a lock, or with a setting's value.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

READ_BACK = [
    "Zentrale an Wagen 4: Ladehof Süd, Code 4812, ich wiederhole 4812.",
    "Control to six: hospital goods-in, code 2207, say again 2207, over.",
    "the padlock on the bike shed is three one four, repeat three one four",
    "Leitstelle an alle: Vorhängeschloss am Container, Kombination sieben drei neun, ich wiederhole sieben drei neun.",
    "Central à tous : le cadenas du local poubelles, c'est deux huit cinq, je répète deux huit cinq.",
    "Диспетчер всім: замок на складі — сім два вісім, повторюю сім два вісім.",
    "Base a todos: candado de la bodega, ocho dos seis, repito ocho dos seis.",
    "Control: the cage padlock, 4 1 7, say again 4 1 7.",
    "调度：仓库大门的密码是八三幺，重复，八三幺。",
]
READ_BACK_BENIGN = [
    "Testing, one two three, repeat one two three, can you hear me",
    "Unit 4 ETA fifteen thirty, repeat 1530, over.",
    "Gate 12, booking 4471, I say again 4471.",
    "Dock 3, trailer four one two, repeat four one two, over.",
    "Chef, die Postleitzahl ist 10115, ich wiederhole 10115.",
    "Centrale: rit 3390, ik herhaal 3390, staat klaar bij de poort.",
]

ACCESS = [
    "site: Leeds north\naccess:\n  yard_gate: '6613'\n  bike_store: '2290'\n",
    "standort: Lager Nord\nzugang:\n  hoftor: \"8830\"\n  lager: \"5521\"\n",
    '{"site": "Lyon", "accès": {"portail": "4821", "local_velos": "7730"}}',
    "локація: склад\nдоступ:\n  ворота: \"41873\"\n  комора: \"2259\"\n",
]
ACCESS_BENIGN = [
    "server:\n  access:\n    port: 8443\n    backlog: 1024\n",
    "access:\n  uid: 1000\n  gid: 1000\n  mode: 0755\n",
    "access:\n  gate: B12\n  floor: 3\n  phone: 5551234\n",
    "access:\n  door: \"front\"\n  parking_spaces: 1200\n",
    "site: Leeds\nopening:\n  gate: '0630'\n  yard: '1800'\n",
]

TABLES_AND_BOARDS = [
    "casier;ville;code_service\nC-12;Lyon;730291\nC-19;Bron;551902",
    "paczkomat,miasto,kod_serwisowy\nKRA01,Kraków,55190274",
    "Packstation,Ort,Admin-Code\n114,Leipzig,730291",
    "locker,site,engineer_code\nLK-4,Leeds,663018",
    "Handover\n- key safe at bay 3: 7741\n- van 4 to garage",
    "Übergabe\n- Schlüsseltresor Halle 2: 6612\n- Fzg. 23 prüfen",
    "Notes\n- door at flat 12: 2218",
]
TABLES_AND_BOARDS_BENIGN = [
    "locker,site,admin_phone\nLK-4,Leeds,7730291",
    "locker,site,admin_id\nLK-4,Leeds,663018",
    "name,team,admin_code\nAlex,ops,448120",
    "Notes\n- key safe at bay 3 opens: 0630",
    "Handover\n- bay 3: 7741\n- van 4 to garage",
    "Handover\n- locker 12: 4471\n- van 4 to garage",
    "Notes\n- flat 12 door: 2218",
]

CONCEPT_WORDS = [
    "La barrière du parking s'ouvre avec le 4471 depuis lundi.",
    "código de la reja 2811, deje el paquete en la cochera",
    "hoi, code van het tuinhek: 1211, pakket achter de regenton",
    "el NIP de mi tarjeta es 4402, no lo compartas",
    "Votre NIP est 8812.",
    "Give the driver your delivery code 5521 when the parcel arrives.",
    "Uw bezorgcode: 4417. Geef hem alleen aan de bezorger.",
    "Ihr Abholcode lautet 882913, gültig bis Freitag.",
    "Kóðinn að lykilboxinu er 4471.",
    "Tilkynning: 773194 er staðfestingarkóðinn fyrir appið. Ekki deila honum.",
]
CONCEPT_WORDS_BENIGN = [
    "La barrière du parking est restée ouverte 2 heures, 1500 voitures sont passées.",
    "Nip to the shop at 1830 for milk.",
    "The barrier at the car park was broken for 2 hours yesterday, about 1500 cars queued.",
    "The delivery code of conduct was updated in 2024.",
    "Delivery code: see the app.",
]

KEYPAD = [
    "Moin, der Code unten ist *4471, dann Aufzug in den 3. Stock.",
    "Portail : taper 12#80 puis pousser fort.",
    "kod teraz 5519#, stary nie działa",
    "Moin, der Code unten ist Stern vier vier sieben eins, dann Aufzug.",
    "hallo, de code beneden is sterretje twee negen negen vier, dan de lift",
]
KEYPAD_BENIGN = [
    "bei Fragen einfach *100# wählen, Guthaben abfragen",
    "Mastercard *4471 wurde belastet.",
    "See ticket #4471 about the gate.",
    "To check your balance dial *123# and press send.",
    "the code is star one two three hash, it checks your balance",
]

# a place's or a vehicle's number before the code ("… blocului 7 este 5531"): the code is the next number
NAMED_FIRST = [
    "codul de la poarta blocului 7 este 5531",
    "kod do bramy na hali 5 jest 7714",
    "PIN-koden till kortet för bil 9 är 5512",
]
NAMED_FIRST_BENIGN = [
    "the code for unit 7 is 5521",
    "Flat 4 is 1200 euros a month, the door code word is silly",
    "PIN 1 of 3 failed",
]

# a lock's number repaired into its twin, with no code word ("the back gate isn't 4471, it's 4417")
REPAIRED = [
    "Kleine Korrektur: das Hoftor ist nicht 5529, sondern 5592.",
    "the back gate isn't 4471, it's 4417",
]
REPAIRED_BENIGN = [
    "Correction: the stage door extension isn't 4471, it's 4417. Sorry all.",
    "The door isn't 4471 wide, it's 4417 mm.",
    "Invoice 4471 isn't paid, 4417 is.",
]


@pytest.mark.parametrize(
    "text", READ_BACK + ACCESS + TABLES_AND_BOARDS + CONCEPT_WORDS + KEYPAD + NAMED_FIRST + REPAIRED
)
def test_delivery_code_is_found(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize(
    "text", READ_BACK_BENIGN + ACCESS_BENIGN + TABLES_AND_BOARDS_BENIGN + CONCEPT_WORDS_BENIGN + KEYPAD_BENIGN
    + NAMED_FIRST_BENIGN + REPAIRED_BENIGN,
)
def test_delivery_twin_is_not(text: str) -> None:
    assert find_secret(text) is None
