"""A number named by the same word that moved (``quantities.moved``): the old status line may be out of date,
so ``claims.relation`` flags it (both stay active, a person or the classifier decides). Probes written for
this module (none is a corpus pair); a fixed cosine."""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, quantities

SIM = 0.7

MOVED = [
    ("Council tax: £142 a month.", "Council tax: £151 a month from April."),
    ("Vitamin D: 1000 IU daily.", "GP changed vitamin D to 2000 IU daily."),
    ("Cholesterol: 6.1 mmol/L in March.", "Cholesterol came back at 5.2 mmol/L this time."),
    ("Mój syn ma 7 lat.", "Syn skończył wczoraj 8 lat."),
    ("Bench press: 80 kg for 5.", "Bench press up to 85 kg for 5 now."),
]

NOT_MOVED = [
    ("Council tax: £142 a month.", "Council tax is about £1,700 a year."),  # another unit: no shared word
    ("Standup is in room 4.", "In session 5 we talked about the standup."),
    ("The wedding is on 20 September.", "The rehearsal dinner is on 19 September."),
    ("Vitamin D: 1000 IU daily.", "Should I ask about 2000 IU daily?"),
    ("Vitamin D: 1000 IU daily.", "Thinking of going up to 2000 IU, might ask the GP."),
    ("Bench press: 80 kg for 5.", "Bench press: 80 kg for 5 again, felt easy."),
]


@pytest.mark.parametrize(("old", "new"), MOVED)
def test_a_number_of_the_same_unit_or_label_that_moved_is_flagged(old: str, new: str) -> None:
    assert quantities.moved(new, old)
    assert claims.relation(new, old, SIM).kind in ("flag", "supersede")


@pytest.mark.parametrize(("old", "new"), NOT_MOVED)
def test_other_numbers_dates_questions_and_plans_are_not(old: str, new: str) -> None:
    assert not quantities.moved(new, old) or claims.relation(new, old, SIM).kind == "none"
