"""Classes of correction read from the fifteenth held-out corpus's misses (corrfix15), probed with other
phrasings than the corpus's (written for this file): a terse "A -> B" transition, a weekly thing moved to
another weekday, "no longer A", "from A to B", "switched to B", a role's holder replaced and a dated start, in languages
the other rules did not read (:mod:`zeusmem.rules.switches`), and their compatible look-alikes. Pure rule
tests, no database.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

#: the cosine given to each pair: mid-range, so that no rule of near-duplicates decides
SIM = 0.6

SUPERSEDE = [
    # "A -> B": the old statement holds A, not B
    ("Shell: bash.", "Shell: bash -> zsh since the new laptop."),
    ("Diet: keto.", "Diet: keto -> Mediterranean after the check-up."),
    ("Ρεπό: Τρίτη.", "Ρεπό: Τρίτη -> Πέμπτη από τον Ιούνιο."),
    # a weekday replaced, said to hold now
    ("Jeg svømmer på mandager.", "Svømmingen er flyttet til onsdager."),
    ("Teniszezni kedden járok.", "A tenisz mostantól csütörtökön van."),
    ("Zborul repetă lunea.", "Repetițiile zborului sunt acum vinerea."),
    ("Joga mi je ponedjeljkom.", "Joga je sada srijedom."),
    ("Plaukimas antradieniais.", "Plaukimas dabar penktadieniais."),
    # "no longer A", something else said instead
    ("Pracujem v Tatra banke.", "Už nepracujem v Tatra banke, som v ESET-e."),
    ("Dirbu Swedbanke.", "Swedbanke nebedirbu, dabar esu Revolut."),
    ("Az irodába busszal járok.", "Már nem busszal járok, hanem biciklivel."),
    # "from A to B" with a verb of switching
    ("Folosim Trello pentru task-uri.", "Am trecut de la Trello la Asana luna trecută."),
    ("Používame Jenkins na CI.", "Prešli sme z Jenkins na GitHub Actions."),
    ("Ползваме Asana за задачите.", "Преминахме от Asana на ClickUp."),
    # a role's holder replaced: another titled person or full name, with a word of now, of switching or of going
    ("A konzulensem Dr. Tóth.", "Konzulenst váltottam, most Dr. Fekete segít."),
    ("Научният ми ръководител е проф. Георгиев.", "Смених ръководителя, сега е д-р Димитрова."),
    ("Account owner: Priya Nair.", "Account ownership was handed over to Tom Becker."),
    # switched to another value (a plan, a tool) with a verb of switching, in the languages above
    ("Ο λογαριασμός είναι στο πλάνο Free.", "Ο λογαριασμός αναβαθμίστηκε στο πλάνο Pro."),
    ("Kunden har Basis-abonnement.", "Kunden har opgraderet til Plus-abonnement."),
    ("Clienta are planul Standard.", "Clienta a trecut pe planul Business din aprilie."),
    ("Jeg bruker Sublime.", "Jeg har gått over til Zed."),
    # a dated start read as "now": "starting this sprint", "Από τον Ιανουάριο", "Nuo sausio"
    ("Node version for the API: 18.", "The API runs on Node 22 starting this sprint."),
    ("Η συνδρομή χρεώνεται μηνιαία.", "Από τον Ιανουάριο η συνδρομή χρεώνεται ετήσια."),
    ("Klienta sąskaitos yra eurais.", "Nuo sausio klienta sąskaitos yra doleriais."),
]

NONE = [
    # an arrow in a route or a pipeline, or one that arrives at the old value
    ("Flight: LHR -> JFK on Monday.", "Flight: LHR -> JFK, seat 14C."),
    ("Uses GitHub Actions for CI.", "Pipeline: lint -> test -> deploy."),
    # a second day, another person's day, one week only
    ("Jeg svømmer på mandager.", "Jeg svømmer også på onsdager nå."),
    ("Joga mi je ponedjeljkom.", "Moja sestra ima jogu sada srijedom."),
    ("Joga mi je ponedjeljkom.", "Joga je samo ovaj tjedan u srijedu."),
    # another person's "no longer", and a value that stays
    ("Lucrez la Emag.", "Soțul meu nu mai lucrează la Emag, acum e la Bolt."),
    ("Живея в София.", "Вече не живея в центъра, но още съм в София."),
    # someone else's switch, and a trip from A to B
    ("Lucrez la UiPath.", "Fratele meu a trecut de la UiPath la Bitdefender."),
    ("Hjemmelufthavn: Billund.", "Fløj fra Billund til London i går."),
    # a holder who covers for a while, another person's holder
    ("Networks module leader: Dr. Byrne.", "Dr. Lee is covering Dr. Byrne's Networks lectures while she is away now."),
    ("Course tutor: Prof. Marsh.", "My sister's course tutor is Dr. Kaur now."),
    ("Brugerens læge er dr. Holm.", "Brugerens kone har skiftet læge til dr. Lund."),
    # another person's switch, a switch of part of it only
    ("Jeg bruker Sublime.", "Søsteren min har gått over til Zed."),
    ("Kunden har Basis-abonnement.", "Kunden har opgraderet til Plus-abonnement på én konto, resten er stadig Basis."),
    # a dated change still to come, a date of the same value, another account's
    ("Invoices for Tallis & Co are in GBP.", "Tallis & Co invoices will be in EUR from 1 April."),
    ("Invoices for Tallis & Co are in GBP.", "Tallis & Co has been invoiced in GBP since 2019."),
    ("Customer's support tier: Silver.", "Customer's sister company is on Gold as of 1 July."),
]


@pytest.mark.parametrize(("old", "new"), SUPERSEDE)
def test_switch_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


@pytest.mark.parametrize(("old", "new"), NONE)
def test_look_alike_stays(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind != "supersede"
