"""Short follow-ups that lean on the statement before them (:mod:`zeusmem.rules.followups`), on probe
pairs written for this module (none is a corpus pair): a reply that gives a value of the old
statement's kind (a day, a clock time, a seat or flat code, a number, a bare name) under a "now", a
change verb or a retraction supersedes it through ``claims.relation`` (a longer reply's later clause
too); one that adds ("too", "also"), asks, plans, passes ("this week only"), or speaks of history does
not. Pure: a fixed low cosine, as
short replies have.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, followups

SIM = 0.35

REPLACED = [
    ("Swimming lessons are on Thursdays at 5pm.", "actually Wednesdays now"),
    ("Choir rehearsal starts at 19:30.", "19:45 now, the hall needs setting up"),
    ("My locker at the gym is 112.", "got moved to 87 after the refit"),
    ("Our cabin on the ferry is 6C.", "changed to 4A, sea view!"),
    ("My mentor on the programme is Dr. Ferreira.", "nope, it's Okafor these days"),
    ("Bins go out on Sunday night.", "switched to Tuesdays since the new contract"),
    ("We're in room 214 for the offsite.", "typo, it's 241"),
    ("The user's surname is Moreau.", "She changed her name after the wedding in the spring; it's Lindqvist now."),
]

KEPT = [
    ("Swimming lessons are on Thursdays at 5pm.", "Saturdays too now, they added a class"),
    ("Choir rehearsal starts at 19:30.", "19:45 this week only, the hall is late"),
    ("My locker at the gym is 112.", "might move to 87 after the refit?"),
    ("I used to live in Cork.", "Galway now"),
    ("My mentor on the programme is Dr. Ferreira.", "I moved to Lisbon for the summer now"),
    ("Swimming lessons are on Thursdays at 5pm.", "Now I also do yoga on Mondays with my sister and her friends"),
]


@pytest.mark.parametrize(("old", "new"), REPLACED)
def test_a_short_reply_with_a_new_value_of_the_kind_supersedes(old: str, new: str) -> None:
    assert followups.replaces(new, old)
    assert claims.relation(new, old, SIM).kind == "supersede"


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_a_reply_that_adds_plans_passes_or_leaves_history_does_not(old: str, new: str) -> None:
    assert not followups.replaces(new, old)
    assert claims.relation(new, old, SIM).kind != "supersede"
