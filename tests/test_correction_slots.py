"""Probes of corrgen3: a word of change of :mod:`zeusmem.rules.lexicon` with a value of the old statement's
slot, and a role handed on by its holder. Examples written for these tests (none from a corpus), each
superseding only with the rules of corrgen3; the look-alikes beside them must stay."""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

#: (old, new, cosine): NEW supersedes OLD
SUPERSEDES = [
    # a lexicon marker ("from this term", "sedan", "od", "nyt") and a value of the same type
    ("Choir practice ends at 8.", "Choir practice finishes at 8:30 from this term.", 0.85),
    ("Jag tränar på Friskis.", "Sedan i vintras tränar jag på Nordic Wellness.", 0.75),
    ("Pracuję w Krakowie.", "Od lipca pracuję w Katowicach.", 0.7),
    ("Asun Turussa.", "Nyt asun Porissa.", 0.6),
    # a role handed on, taken over, a holder replaced
    ("User is the captain of the quiz team.", "User handed the quiz team captaincy to Oskar in June.", 0.55),
    ("Our CI runs on Jenkins.", "Buildkite replaced Jenkins last month.", 0.6),
    ("The newsletter is edited by Tomasz.", "Aiko has taken over the newsletter.", 0.55),
]
#: (old, new, cosine): NEW leaves OLD in place (none or flag)
KEEPS = [
    ("Jag tränar på Friskis.", "Sedan i vintras tränar jag på Friskis och Nordic Wellness.", 0.8),  # old kept
    ("Jag tränar på Friskis i Lund.", "Min bror tränar numera på Nordic Wellness i Malmö.", 0.6),  # a brother's
    ("Die Kita schließt um 16 Uhr.", "Nur dieses eine Mal schließt die Kita um 14 Uhr.", 0.8),  # one occasion
    ("Choir practice is on Tuesdays at 19:00.", "From 4 March the hall opens earlier.", 0.5),  # a date, no time
    ("Je travaillais à Lyon.", "Maintenant je travaille à Grenoble.", 0.6),  # the old one is history
    ("The club secretary is Margaret.", "Margaret took over the fundraising as well.", 0.5),  # the holder takes more
    ("User is the captain of the quiz team.", "User handed the quiz answers to the captain, who is still Oskar.", 0.5),
    ("The newsletter is edited by Tomasz.", "Aiko handed her report to the treasurer.", 0.45),  # another's handover
]


@pytest.mark.parametrize(("old", "new", "cos"), SUPERSEDES)
def test_supersedes(old: str, new: str, cos: float) -> None:
    assert claims.relation(new, old, cos).kind == "supersede"


@pytest.mark.parametrize(("old", "new", "cos"), KEEPS)
def test_keeps(old: str, new: str, cos: float) -> None:
    assert claims.relation(new, old, cos).kind != "supersede"
