"""The classes of correction ``corrfix12`` added to the rules, read from the twelfth held-out corpus's misses
(``tests/independent/corrections_heldout12.py``), each probed with phrasings written here (none is the
corpus's) and with the look-alikes it must leave alone: pure, on ``claims.relation`` with a fixed cosine.

* "the user" as the speaker in the languages memories are written in ("Nutzer wohnt in Köln", "L'utente vive
  a Bologna", "Användaren bor i Göteborg"), and where one lives and moving there in Dutch, Swedish/Norwegian/
  Danish, Polish, Ukrainian, Indonesian/Malay and Swahili (:mod:`zeusmem.rules.attributes`);
* a one-field record ("GP: Beechwood Surgery", "Landlord: Mr Beckett") whose slot a statement fills anew
  without naming it ("re-registered with ... since the move", "new landlord is ...", "Bev retired, Janine has
  the boys"), :func:`zeusmem.rules.followups.key_record`;
* a bare record key for a qualified one ("pronouns=they/them" of "preferred_pronouns: she/her"),
  :mod:`zeusmem.rules.records`;
* an appointment moved to a day named in Swedish, Polish, Ukrainian, Indonesian, Turkish, Finnish or Swahili, or
  "deferred" (:mod:`zeusmem.rules.words`, :mod:`zeusmem.rules.retractions`); "this Thursday" is one occasion.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, followups


def kind(new: str, old: str, cos: float = 0.5) -> str:
    return claims.relation(new, old, cos).kind


SUPERSEDE = [
    # "the user" as the speaker, and homes in more languages
    ("Wir wohnen jetzt in Leipzig.", "Nutzer wohnt in Dresden."),
    ("Ci siamo trasferiti a Verona l'anno scorso.", "L'utente vive a Padova."),
    ("Agora moro em Recife.", "Usuário mora em Natal."),
    ("Vi flyttade till Uppsala i våras.", "Användaren bor i Västerås."),
    ("We zijn vorig jaar verhuisd naar Haarlem.", "Ik woon in Leiden."),
    ("Przeprowadziliśmy się do Poznania w maju.", "Mieszkam w Łodzi."),
    ("Ми переїхали до Одеси минулого літа.", "Користувач живе у Харкові."),
    ("Kami sudah pindah ke Surabaya.", "Pengguna tinggal di Malang."),
    ("Tumehamia Kisumu mwezi uliopita.", "Mtumiaji anaishi Nakuru."),
    # a one-field record's slot given a new value without naming it
    ("Since March I've been registered with Riverside Health Centre.", "GP: Parkview Surgery."),
    ("We switched everything over to Bitbucket last quarter.", "Code hosting: GitHub"),
    ("The building changed hands, the new landlord is Harbour Estates.", "Landlord: Mrs Patel."),
    ("Unser neuer Zahnarzt ist Dr. Krämer in der Altstadt.", "Zahnarzt: Dr. Vogel"),
    ("Maria retired in June; Lotte has the twins on Mondays now.", "Nanny: Maria, Mondays and Wednesdays."),
    ("Sven stepped down, Amira runs the platform team now.", "Platform team lead: Sven."),
    ("Il dottor Neri è andato in pensione, adesso andiamo dalla dottoressa Conti.", "Pediatra: dottor Neri."),
    # a bare key for a qualified one
    ("timezone=Europe/Lisbon", "preferred_timezone: Europe/London"),
    # an appointment moved, the day in another language
    ("Tandläkaren flyttas till fredag kl 10.", "Tandläkare: onsdag kl 10."),
    ("Rapat tim dipindah ke Jumat jam 2 siang.", "Rapat tim: Rabu jam 2 siang."),
    ("Стоматолог переніс прийом на четвер, 9:00.", "Прийом у стоматолога: вівторок, 9:00."),
    ("My physio appointment was deferred to 18 March.", "Physio appointment: 4 March at 10:00.", 0.65),
    ("Jury duty deferred to 12 June.", "Jury duty: 20 April, Crown Court.", 0.65),
]

KEPT = [
    # someone else's move, in the same languages
    ("Moja siostra przeprowadziła się do Gdańska.", "Mieszkam w Krakowie."),
    ("Adik saya baru pindah ke Bogor.", "Pengguna tinggal di Depok."),
    ("Min bror har flyttat till Malmö.", "Användaren bor i Lund."),
    ("User's sister lives in Bristol now.", "User lives in Bath."),
    # a record's slot: someone else's, its own value again, one more, a one-off, another thing of it
    ("My husband re-registered with Riverside Health Centre.", "GP: Parkview Surgery."),
    ("Parking permits for zone D now have to be renewed online.", "Parking permit: zone D."),
    ("We also use GitLab for the mirrors now.", "Code hosting: GitHub"),
    ("Riverside Pharmacy closed Saturday, we got the prescription from Boots this weekend.",
     "Pharmacy: Riverside Pharmacy, High Street"),
    ("Parkview Surgery has new opening hours since April.", "GP: Parkview Surgery."),
    ("Mum's now registered with Dr Hale.", "GP: Parkview Surgery."),
    ("Languages: Spanish now too", "Languages: English, French"),
    # one occasion, in Danish
    ("Svømningen er aflyst denne fredag.", "Svømning om fredagen."),
]

#: one occasion: the standing fact stays, at most flagged for a look
ONE_OCCASION = [
    ("Choir is cancelled this Tuesday, the hall is booked.", "Choir practice is on Tuesdays."),
    ("Yoga is cancelled this Friday, the teacher is ill.", "Yoga class every Friday at 6pm."),
]


@pytest.mark.parametrize("pair", SUPERSEDE, ids=[p[0][:40] for p in SUPERSEDE])
def test_classes_supersede(pair: tuple[str, ...]) -> None:
    new, old, *cos = pair
    assert kind(new, old, *map(float, cos)) == "supersede", (new, old, claims.relation(new, old, 0.5))


@pytest.mark.parametrize(("new", "old"), KEPT)
def test_look_alikes_stay_none(new: str, old: str) -> None:
    assert kind(new, old) == "none", (new, old, claims.relation(new, old, 0.5))


@pytest.mark.parametrize(("new", "old"), ONE_OCCASION)
def test_one_occasion_supersedes_nothing(new: str, old: str) -> None:
    assert kind(new, old, 0.6) != "supersede", (new, old, claims.relation(new, old, 0.6))


def test_key_record_reads_one_value() -> None:
    assert followups.key_record("Childminder: Bev, Tuesdays and Thursdays.") == ("Childminder", "Bev")
    assert followups.key_record("Allergies: peanuts, shellfish") is None
    assert followups.key_record("Mum's GP: Dr Carter") is None
    assert followups.key_record("I moved to Leeds last year.") is None
