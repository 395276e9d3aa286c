"""A new memory that keeps all of a stored one and adds a word is no duplicate (the duplicate gate would lose it);
"also" in other languages adds a holder instead of replacing one (``words.ADDITIVE``).

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
