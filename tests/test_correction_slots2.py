# ruff: noqa: E501  (the probes keep one pair a line)
"""corrfix28: probes of the corrections decision written for its rules, not copied from any corpus.

Each rule has probes in several languages and compatible twins that must stay "none" (or at most "flag").
"""

from __future__ import annotations

import pytest

from zeusmem.rules import aligned, claims

SIM = 0.7


def _kind(new: str, old: str, sim: float = SIM) -> str:
    return claims.relation(new, old, sim, dup_threshold=0.85).kind


# --- a verb of revision without a goal: rescheduled, redone, re-measured (aligned._REVISED_WORDS) -------------

REVISED = [
    ("Le coiffeur a décalé mon rendez-vous : vendredi 15h.", "Rendez-vous chez le coiffeur mardi à 15h."),
    ("Der Installateur hat nachgebessert, 2.450 € netto für das Bad.", "Das Angebot vom Installateur liegt bei 2.100 € netto für das Bad."),
    ("De offerte is aangepast: € 3.900 incl. btw voor het schilderwerk.", "De offerte is € 3.400 incl. btw voor het schilderwerk."),
    ("A clínica desmarcou, a consulta do Rui é quinta às 10h.", "Consulta do Rui na clínica terça às 10h."),
    ("El taller ha retrasado la revisión del coche al jueves.", "La revisión del coche en el taller es el lunes."),
    ("The fence quote was re-done: £2,300 with the gate.", "Fence quote: £1,900 with the gate."),
    ("Dentysta przełożył wizytę Oli na piątek.", "Wizyta Oli u dentysty jest w środę."),
]


@pytest.mark.parametrize(("new", "old"), REVISED)
def test_revision_verb_supersedes(new: str, old: str) -> None:
    assert _kind(new, old) == "supersede"


REVISED_TWINS = [
    ("Quote from a second fencing firm: £2,300 with the gate.", "Fence quote: £1,900 with the gate."),
    ("Le coiffeur de ma sœur : vendredi 15h.", "Rendez-vous chez le coiffeur mardi à 15h."),
    ("Angebot für die Küche: 2.450 € netto.", "Angebot Installateur: 2.100 € netto für das Bad."),
]


@pytest.mark.parametrize(("new", "old"), REVISED_TWINS)
def test_revision_twins_stay(new: str, old: str) -> None:
    assert _kind(new, old) != "supersede"


# --- "too" before a word is a degree ("too windy"), not "as well" -----------------------------------------------

def test_too_of_degree_is_no_second_value() -> None:
    assert _kind("Our book club meets at Hartley's now, the library got too noisy.", "Our book club meets at the library.") == "supersede"
    assert _kind("We switched to Northgate Vets, Riverside was too expensive.", "Our vet is Riverside.") == "supersede"


def test_too_as_well_stays() -> None:
    assert _kind("Our book club meets at Hartley's too.", "Our book club meets at the library.") != "supersede"


# --- numbers with thousands separators: "25.200" is the 25200 values() reads ------------------------------------

def test_separated_figures_are_said() -> None:
    assert aligned._said("25200", "num", "presupuesto: 25.200 € + iva")
    assert aligned._said("85000", "num", "the budget is £85,000 now")
    assert not aligned._said("85000", "num", "the budget is £8,500 now")
    assert aligned._keys("25200", "soler nos rehizo el presupuesto: 25.200 € + iva") >= {"iva"}


# --- weekdays of more languages -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("word", "day"), [
    ("mandag", 0), ("tirsdag", 1), ("onsdag", 2), ("lørdag", 5), ("söndag", 6), ("Jumatatu", 0), ("Alhamisi", 3),
    ("Jumamosi", 5), ("þriðjudaga", 1), ("mánudögum", 0), ("nedeľu", 6), ("četrtek", 3), ("sekmadienį", 6),
    ("четвъртък", 3), ("неделя", 6), ("piatek", 4), ("pazartesi", 0), ("cumartesi", 5),
])
def test_more_weekdays(word: str, day: int) -> None:
    assert aligned._day(word) == day


@pytest.mark.parametrize("word", ["stredisko", "laugardalshöll", "petrol", "pazarda"])
def test_no_weekday(word: str) -> None:
    assert aligned._day(word) is None


# --- "I'm" is no name ------------------------------------------------------------------------------------------

def test_contraction_is_no_name() -> None:
    assert aligned.values("Since May I'm on the Leeds team")["name"] == frozenset({"leeds", "may"})
    assert "i've" not in aligned.values("Since then I've been in Oslo")["name"]


# --- a one-off in Norwegian, Danish, Swedish -------------------------------------------------------------------

@pytest.mark.parametrize(("new", "old"), [
    ("Møtet er flyttet til torsdag, bare den ene gangen.", "Møtet er på tirsdag kl. 10."),
    ("Mødet er flyttet til torsdag, kun den ene gang.", "Mødet er tirsdag kl. 10."),
])
def test_one_off_scandinavian(new: str, old: str) -> None:
    assert _kind(new, old) != "supersede"


# --- a second role beside the first is no restatement ----------------------------------------------------------

def test_second_role_is_no_duplicate() -> None:
    assert not claims.is_restatement("Priya is treasurer of the regional tennis federation too.",
                                     "Priya is the tennis club's treasurer.")
    assert not claims.is_restatement("Marta also chairs the county netball league.", "Marta chairs the netball club.")
    assert claims.is_restatement("Priya is the tennis club's treasurer.", "Priya is the tennis club's treasurer.")


# --- a person of the speaker's, anywhere in the clause, holds another value --------------------------------------

@pytest.mark.parametrize(("new", "old"), [
    ("Från och med nu jobbar min fru på Ekström.", "Jag jobbar på Nordvik."),
    ("À partir de maintenant, travaille ma femme chez Ekström.", "Je travaille chez Nordvik."),
    ("Od teraz pracuje moja żona w Ekström.", "Ja pracuję w Nordvik."),
])
def test_kin_holder_changes_nothing(new: str, old: str) -> None:
    assert _kind(new, old) != "supersede"


def test_speaker_change_still_supersedes() -> None:  # the twin: the speaker's own move
    assert _kind("Från och med nu jobbar jag på Ekström.", "Jag jobbar på Nordvik.") == "supersede"
    assert _kind("Od teraz pracuję w Ekström.", "Ja pracuję w Nordvik.") == "supersede"
    assert not aligned.kin_holder("Down to two coffees a day, my doctor insisted.", "I drink four coffees a day.")


# --- a change announced as a label ("Zmiana:", "Endring:") is no speaker's name ------------------------------------

@pytest.mark.parametrize(("new", "old"), [
    ("Zmiana: trening chóru jest w czwartek o 18.", "Trening chóru jest we wtorek o 18."),
    ("Endring: korøvelsen er torsdag kl. 19.", "Korøvelsen er tirsdag kl. 19."),
    ("Promjena: sastanak je u četvrtak u 10.", "Sastanak je u utorak u 10."),
    ("Wijziging: de repetitie is donderdag om 20 uur.", "De repetitie is dinsdag om 20 uur."),
])
def test_change_label_supersedes(new: str, old: str) -> None:
    assert _kind(new, old, 0.8) == "supersede"


def test_change_label_twin_stays() -> None:  # another rehearsal, announced the same way
    assert _kind("Endring: barnekoret øver også torsdag kl. 17.", "Korøvelsen er tirsdag kl. 19.", 0.6) != "supersede"


# --- CJK: digits glued to ideographs are numbers, not one identifier; weekdays of zh, ja, ko ---------------------

@pytest.mark.parametrize(("text", "num", "day"), [
    ("周会改到星期五上午10点", "10", "4"),
    ("打ち合わせは金曜11時からに変更", "11", "4"),
    ("면담은 목요일 4시로 바뀜", "4", "3"),
])
def test_cjk_values(text: str, num: str, day: str) -> None:
    v = aligned.values(text)
    assert num in v["num"] and day in v["day"] and not v["id"]


def test_cjk_identifier_stays() -> None:
    assert "db-prod-2" in aligned.values("数据库迁移到db-prod-2")["id"]
