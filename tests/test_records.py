"""Memories stored as records (:mod:`zeusmem.rules.records`): JSON triples and attribute / value
objects, ``(s, p, o)`` / ``s | p | o`` / ``s -> p -> o`` triples, ``Key: k | Value: v``, ``k=v; k=v``
and bulleted ``key: value`` fields. Probe pairs written for this module (none is a corpus pair):
a single-valued field with another value supersedes through ``claims.relation``; a multi-valued one,
another field, another subject or the same value with a remark does not. Pure: fixed cosine.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, records

SIM = 0.75

#: (old, new): the same single-valued field of the same subject, another value
REPLACED = [
    ('{"subject": "user", "predicate": "home_town", "object": "Derby"}',
     '{"subject": "user", "predicate": "home_town", "object": "Lincoln"}'),
    ('{"sujeto": "usuario", "predicado": "trabaja_en", "objeto": "Telefónica"}',
     '{"sujeto": "usuario", "predicado": "trabaja_en", "objeto": "BBVA"}'),
    ('{"user": "u_77", "attribute": "gym", "value": "PureGym Hove"}',
     '{"user": "u_77", "attribute": "gym", "value": "The Gym Group Brighton", "since": "2025-02"}'),
    ('{"profile": {"editor": "Sublime Text", "os": "Ubuntu"}}', '{"profile": {"editor": "Zed"}}'),
    ("(user, drives, Honda Jazz)", "(user, drives, Kia Niro) -- bought in June"),
    ("user | team | Search", "user | team | Ads Quality"),
    ("user -> dentist -> Dr. Patel", "user -> dentist -> Dr. Lowe"),
    ("Key: bank | Value: Nationwide", "Key: bank | Value: Monzo (switched over the summer)"),
    ("city=Porto; employer=Farfetch", "city=Lisbon"),
    ("- Gym: Anytime Fitness\n- Goal: 10k under 50 min", "- Gym: Third Space (changed in May)"),
    ("user.mobile: 07700 900311", "user.mobile: 07700 900874"),
    ("subject=user; predicate=works_at; object=Arup", "subject=user; predicate=works_at; object=Mott MacDonald"),
    ("- Caffeine: three espressos a day\n- Sleep: 6h", "- Caffeine: none (gave it up in Lent)"),
]

#: (old, new): both stay true
KEPT = [
    ('{"subject": "user", "predicate": "speaks", "object": "Polish"}',
     '{"subject": "user", "predicate": "speaks", "object": "German"}'),
    ("(user, allergic_to, penicillin)", "(user, allergic_to, latex)"),
    ("user | has_pet | cat:Miso", "user | has_pet | dog:Bean"),
    ("(user, lives_in, Derby)", "(user, works_in, Nottingham)"),
    ('{"subject": "user", "predicate": "employer", "object": "Arup"}',
     '{"subject": "user", "predicate": "employer_since", "object": "2023"}'),
    ("user.diet = vegetarian", "user.partner.diet = vegan"),
    ("(user, dentist, Dr. Lowe)", "(Dr. Lowe, works_at, Hove Dental)"),
    ("Key: bank | Value: Monzo", "Key: savings_bank | Value: Chase"),
    ('{"user": "u_77", "fact": "favourite_band", "value": "Wet Leg"}',
     '{"user": "u_77", "fact": "favourite_wet_leg_song", "value": "Chaise Longue"}'),
    ("city=Lisbon; employer=Farfetch", "city=Lisbon (since 2024)"),
]


@pytest.mark.parametrize(("old", "new"), REPLACED)
def test_a_record_with_another_value_supersedes(old: str, new: str) -> None:
    assert records.compare(new, old) is not None
    assert claims.relation(new, old, SIM).kind == "supersede"


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_a_record_that_adds_or_names_another_field_changes_nothing(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind != "supersede"


#: (old, new): a record against a sentence naming the same attribute of the user
MIXED_REPLACED = [
    ("(user, lives_in, Derby)", "User moved to Lincoln in the spring."),
    ("User works at Arup.", "employer: Mott MacDonald"),
    ('{"subject": "user", "predicate": "job_title", "object": "analyst"}', "User was promoted to senior analyst."),
]
MIXED_KEPT = [
    ("(user, lives_in, Derby)", "User's sister moved to Lincoln."),
    ("User works at Arup.", "employer: Arup (since 2021)"),
    ("(user, lives_in, Derby)", "User might move to Lincoln next year."),
]


@pytest.mark.parametrize(("old", "new"), MIXED_REPLACED)
def test_a_record_and_a_sentence_about_the_same_attribute(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


@pytest.mark.parametrize(("old", "new"), MIXED_KEPT)
def test_a_record_and_a_sentence_that_agree_or_speak_of_another(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind != "supersede"


def test_what_is_not_a_record() -> None:
    assert records.fields("I moved to Lincoln last spring.") == ()
    assert records.fields("Customer: please ship it to 9 Hollins Court") == ()
    assert records.fields('{"broken": ') == ()
    assert records.compare("(user, drives, Kia Niro)", "I drive a Honda Jazz.") is None


def test_an_ending_predicate_supersedes_the_triple_it_ends() -> None:
    assert records.compare("(user, sold, Honda Jazz); (user, commutes_by, bus)", "(user, drives, Honda Jazz)") == (
        "supersede",
        "sold",
    )
