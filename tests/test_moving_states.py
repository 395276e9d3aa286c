"""States that move on with time (issue 25's "updates"): an age, a school year, a pregnancy. A new value of the
same person's is an update (flagged, or superseding when the new statement says it changed); another
person's value, the same value again, and numbers that are no age stay as they are.

Probes written for these two attributes (not taken from any evaluation corpus).
"""

from __future__ import annotations

import pytest

from zeusmem.rules import attributes

UPDATES = [
    ("I'm 29 years old.", "I'm 30 now.", "supersede"),
    ("I'm 41.", "I turned 42 last week.", "supersede"),
    ("My son is 5.", "My son is 6 years old.", "flag"),
    ("She is 30 years old.", "She is 31 now.", "supersede"),
    ("J'ai 31 ans.", "J'ai 32 ans maintenant.", "supersede"),
    ("Tengo 30 años.", "Ya tengo 31 años.", "supersede"),
    ("Мне 30 лет.", "Мне уже 31 год.", "supersede"),
    ("My daughter is in third grade.", "My daughter started 4th grade this fall.", "flag"),
    ("Our son is a sophomore in college.", "Our son is a junior now.", "supersede"),
    ("I'm 20 weeks pregnant.", "I had the baby last week, a girl.", "supersede"),
    ("We are expecting our first child in May.", "We welcomed our daughter Mia on Tuesday.", "supersede"),
]
KEPT = [
    ("I'm 30 now.", "My son is 5."),  # another person's age
    ("My son is 5.", "My son is 5 and loves Lego."),  # the same value
    ("My daughter is in 3rd grade.", "My daughter is in third grade."),  # the same year, written otherwise
    ("I'm 5 minutes away.", "I'm 30 years old."),  # no age
    ("He is a junior developer.", "He is a senior developer at Acme."),  # a job's grade, no school year
    ("I have 3 kids.", "I have 2 kids."),  # a count is no age
    ("The meeting is 5.", "The meeting is 6."),  # nobody's age
    ("My score is 98.", "My score is 99."),  # a thing's number
    ("I'm pregnant.", "My sister gave birth yesterday."),  # another person's birth
    ("I'm 20 weeks pregnant.", "I'm 24 weeks pregnant now."),  # the same state, further on
]


@pytest.mark.parametrize(("old", "new", "expected"), UPDATES)
def test_a_new_value_of_the_same_persons_state_is_an_update(old: str, new: str, expected: str) -> None:
    assert attributes.verdict(new, old) == expected


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_what_is_no_new_value_of_the_same_state_is_left_alone(old: str, new: str) -> None:
    assert attributes.verdict(new, old) is None
