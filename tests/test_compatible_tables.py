"""Compatible statements that the rules read from tables written per language, not from a corpus: a new memory
that keeps all of a stored one and adds a word is no duplicate (the duplicate gate would lose it); "also" in other
languages adds a holder instead of replacing one (``words.ADDITIVE``); "just this once" in other languages is an
exception for one occasion (``exceptions._ONE_OFF``); another numbered thing with the same value ("Tour stop 7" of
"Tour stop 6") is flagged, not superseded (``claims._renumbered``).

Written from the twenty-sixth corrections corpus's misses (16 of its compatible pairs and one update were refused
as duplicates at first contact): the behaviour, not its pairs.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims


@pytest.mark.parametrize(("old", "new"), [
    ("Jade is allergic to nuts.", "Jade is allergic to nuts and sesame."),
    ("Molly sings in the altos.", "Molly's mum sings in the altos."),
    ("Head chorister is Ethan.", "Deputy head chorister is Ethan."),
    ("The Harper wedding: deposit paid.", "The Harper wedding: deposit and balance paid."),
    ("Duje je alergičan na cvijeće.", "Duje je alergičan na cvijeće i na mačke."),
])
def test_more_than_the_old_one_is_no_restatement(old: str, new: str) -> None:
    assert not claims.is_restatement(new, old)


@pytest.mark.parametrize(("old", "new"), [
    ("User likes dark mode.", "User really likes dark mode."),
    ("I live in Berlin.", "I live in Berlin now."),
])
def test_a_filler_word_is_still_a_restatement(old: str, new: str) -> None:
    assert claims.is_restatement(new, old)


@pytest.mark.parametrize(("old", "new"), [
    ("Marta toca a gaita.", "Brais tamén toca a gaita."),
    ("Ana pjeva u zboru.", "Ivana također pjeva u zboru."),
    ("Ola spiller trompet.", "Kari spiller også trompet."),
    ("Jana hraje na housle.", "Petra taky hraje na housle."),
    ("Mari laulab koori.", "Kati laulab samuti kooris."),
])
def test_also_in_other_languages_adds_a_holder(old: str, new: str) -> None:
    assert claims.relation(new, old, 0.8, dup_threshold=0.85).kind != "supersede"


@pytest.mark.parametrize(("old", "new"), [
    ("The team meets on Mondays at 9.", "Just this once the team meets on Tuesday instead of Monday."),
    ("Das Team trifft sich montags um 9.", "Ausnahmsweise trifft sich das Team am Dienstag statt am Montag."),
    ("L'équipe se réunit le lundi à 9h.", "Pour une fois, l'équipe se réunit le mardi au lieu du lundi."),
    ("El equipo se reúne los lunes a las 9.", "Solo esta vez el equipo se reúne el martes en lugar del lunes."),
    ("Zespół spotyka się w poniedziałki o 9.", "Tylko tym razem zespół spotyka się we wtorek zamiast w poniedziałek."),
    ("Команда собирается по понедельникам в 9.",
     "Только в этот раз команда собирается во вторник вместо понедельника."),
    ("Koret øver på tirsdager kl. 19.", "Bare denne gangen øver koret på onsdag i stedet for tirsdag."),
    ("Zbor ima probu utorkom u 19 sati.", "Samo ovaj put zbor ima probu u srijedu umjesto utorka."),
    ("Az edzés hétfőn van 6-kor.", "Kivételesen az edzés kedden van hétfő helyett."),
    ("Repetiția e marțea la 7.", "Doar de data asta repetiția e miercuri în loc de marți."),
])
def test_just_this_once_in_other_languages_is_an_exception(old: str, new: str) -> None:
    assert claims.relation(new, old, 0.8, dup_threshold=0.85).kind != "supersede"


@pytest.mark.parametrize(("old", "new"), [
    ("Tour stop 6 is the Gulbenkian in Canterbury.", "Tour stop 7 is the Gulbenkian in Canterbury."),
    ("Locker 12 holds the spare radios and chargers.", "Locker 14 holds the spare radios and chargers."),
    ("Bus 41 stops at the north gate now.", "Bus 43 stops at the north gate now."),
])
def test_another_numbered_thing_with_the_same_value_supersedes_nothing(old: str, new: str) -> None:
    assert claims.relation(new, old, 0.93, dup_threshold=0.95).kind != "supersede"


@pytest.mark.parametrize(("old", "new"), [
    ("Thesis draft: chapter 2 of 5 done.", "Thesis draft: chapter 4 of 5 done."),
    ("Correction: tour stop 6 is the Gulbenkian.", "Sorry, wrong number: tour stop 7 is the Gulbenkian."),
])
def test_a_count_or_an_owned_error_still_moves_on(old: str, new: str) -> None:
    assert claims.relation(new, old, 0.95, dup_threshold=0.97).kind in ("supersede", "flag")
