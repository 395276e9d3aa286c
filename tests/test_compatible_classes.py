"""Classes of compatible statements the rules read as corrections before branch ``corrcompat``
(issue 25, held-out corpora 7-10), on probe pairs written for this module in phrasings of their own
(none is a corpus pair), each class next to a true correction it must still supersede:

* the same value restated in another unit or format ("9 km" / "about 5.6 miles", "7pm" / "19:00",
  "3 March" / "03/03", "1,62 m" / "162 cm"): no relation (:mod:`zeusmem.rules.quantities`);
* a size stated on another sizing scale ("UK 8" / "EU 42", "size M" / "waist 32 in"): flagged, not
  superseded (no exact conversion: a person decides);
* a state that passes: an occasion bounded in days, a one-off, "this once", "that week", a holiday
  away from home: flagged, not superseded;
* an interlude after which the old value holds again ("went back to ..."): no relation.

The formats of an LLM extractor are among them: third-person records ("User's X is Y"), "key: value"
lines. Pure: ``claims.relation`` with a fixed cosine.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, quantities

SIM = 0.8

#: (old, new): the same value in another unit or format
SAME_VALUE = [
    ("User's run to work is 9 km.", "User's run to work is about 5.6 miles."),
    ("The garden is 120 m².", "The garden is roughly 1,290 sq ft."),
    ("Choir practice: 7pm.", "Choir practice is at 19:00."),
    ("The user's anniversary is 3 March.", "User's anniversary: 03/03."),
    ("Mia è alta 1,62 m.", "Mia è alta 162 cm."),
    ("The parcel weighs 2 kg.", "The parcel weighs about 4.4 lbs."),
    ("The dentist appointment is at 16:30 on Monday.", "The dentist appointment is at half past four on Monday."),
    ("The loop trail is 10 miles.", "The loop trail is roughly sixteen km."),
    ("Dad is 183 cm tall.", "Dad is 6 ft 0 in tall."),
    ("Target weight: 63 kg.", "Target weight: 9 st 13 lb."),
]

#: (old, new): the value changed, in the same or another unit: still a correction
CHANGED_VALUE = [
    ("User's run to work is 9 km.", "Correction: user's run to work is 12 km, not 9."),
    ("Choir practice: 7pm.", "Choir practice moved to 20:00."),
    ("Choir practice is Tuesday at 7pm.", "Choir practice got moved to Thursday at 19:00."),
    ("The parcel weighs 2 kg.", "Correction: the parcel weighs 3 kg, not 2."),
]

#: (old, new): a size on another sizing scale
OTHER_SCALE = [
    ("Shoe size: UK 8.", "Shoe size: EU 42."),
    ("User's shirt size is M.", "User's shirt size is chest 40 in."),
    ("Profilo cliente: taglia 44.", "Profilo cliente: taglia US 10."),
]

#: (old, new): a state that passes (each superseded before the guard)
PASSING = [
    ("Pool: Eastside Leisure Centre.", "Eastside Leisure Centre is shut for a couple of days for a leak."),
    ("Grandma's weekly delivery comes from Tesco.",
     "Grandma's weekly delivery came from Morrisons just this once because Tesco cancelled."),
    ("The user's cleaner comes on Fridays.",
     "The user's cleaner is off on Friday the 9th; she'll come Saturday that week instead."),
    ("Pengguna tinggal di Medan.", "Pengguna lagi cuti di Lombok minggu ini."),
    # one reply only (stop 48; superseded before)
    ("User wants replies in French.", "switch to English for this one reply please"),
    ("User prefers bullet points.", "no bullet points for this message, write prose"),
]

#: (old, new): an interlude, then the old value again (superseded before the guard)
BACK_TO_OLD = [
    ("The user is vegan.", "The user tried eating fish in March and went back to being vegan."),
]

#: (old, new): a lasting change next to the classes above: still a correction
LASTING = [
    ("Pool: Eastside Leisure Centre.", "Eastside Leisure Centre closed for good; the user swims at Riverside now."),
    ("Grandma's weekly delivery comes from Tesco.",
     "Grandma's weekly delivery comes from Morrisons now, Tesco stopped delivering."),
    ("The user's cleaner comes on Fridays.", "The user's cleaner comes on Saturdays now instead of Fridays."),
    ("The user is vegan.", "The user is no longer vegan, eats fish now."),
    ("User wants replies in French.", "From now on reply in English."),
]


@pytest.mark.parametrize("old,new", SAME_VALUE)
def test_a_value_in_another_unit_is_no_correction(old: str, new: str) -> None:
    assert quantities.same_measure(new, old) == "same"
    assert claims.relation(new, old, SIM).kind == "none"


@pytest.mark.parametrize("old,new", CHANGED_VALUE)
def test_a_changed_value_still_supersedes(old: str, new: str) -> None:
    assert quantities.same_measure(new, old) is None
    assert claims.relation(new, old, SIM).kind == "supersede"


@pytest.mark.parametrize("old,new", OTHER_SCALE)
def test_a_size_on_another_scale_is_flagged(old: str, new: str) -> None:
    assert quantities.same_measure(new, old) == "other_scale"
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


def test_a_size_on_the_same_scale_still_supersedes() -> None:
    assert quantities.same_measure("Shoe size: UK 9.", "Shoe size: UK 8.") is None
    assert claims.relation("Shoe size: UK 9.", "Shoe size: UK 8.", SIM).kind == "supersede"


@pytest.mark.parametrize("old,new", PASSING)
def test_a_passing_state_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", BACK_TO_OLD)
def test_an_interlude_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", LASTING)
def test_a_lasting_change_still_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


#: (old, new): one more value ("also", "too" in other languages) or the other polarity: no restatement
NOT_RESTATED = [
    ("Gebruiker spreekt Nederlands en Engels.", "Gebruiker spreekt ook Fries."),
    ("Pengguna bisa bahasa Sunda dan Jawa.", "Pengguna bisa bahasa Bali juga."),
    ("उपयोगकर्ता हिंदी और अंग्रेज़ी बोलता है।", "उपयोगकर्ता तमिल भी बोलता है।"),
    ("Jeg drikker ikke kaffe om kvelden.", "Jeg drikker kaffe om kvelden."),
    ("Jag är inte allergisk mot nötter.", "Min dotter är allergisk mot nötter."),
]

#: (old, new): restatements in the same languages: still refused as duplicates
RESTATED = [
    ("Gebruiker spreekt Nederlands en Engels.", "Gebruiker spreekt Nederlands en Engels!"),
    ("Jeg drikker ikke kaffe om kvelden.", "Jeg drikker ikke kaffe om kvelden."),
]


@pytest.mark.parametrize("old,new", NOT_RESTATED)
def test_one_more_value_or_the_other_polarity_is_no_restatement(old: str, new: str) -> None:
    assert not claims.is_restatement(new, old)


@pytest.mark.parametrize("old,new", RESTATED)
def test_a_restatement_is_still_one(old: str, new: str) -> None:
    assert claims.is_restatement(new, old)


#: (old, new): an explicit correction of a value ("..., not X") the old statement does not hold: it
#: corrects another statement (the old one is at most flagged), next to the one it does correct
CORRECTS_ANOTHER = [
    ("User lives in Edinburgh.", "Correction: the user's sister lives in Leith, not Portobello."),
    ("User's GP is Dr. Haas.", "Actually, scratch that: the user's check-up with Dr. Haas is at 10:30, not 10."),
    ("Team lead: Priya.", "Correction: the on-call this week is Marek, not Tomasz."),
]
CORRECTS_THIS = [
    ("User lives in Portobello.", "Correction: the user lives in Leith, not Portobello."),
    ("User's check-up with Dr. Haas is at 10.",
     "Actually, scratch that: the user's check-up with Dr. Haas is at 10:30, not 10."),
    ("On-call this week: Tomasz.", "Correction: the on-call this week is Marek, not Tomasz."),
]


@pytest.mark.parametrize("old,new", CORRECTS_ANOTHER)
def test_a_correction_of_another_value_leaves_the_old_one(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", CORRECTS_THIS)
def test_a_correction_of_the_old_value_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


#: (old, new): a change only weighed, proposed, asked about or turned down (each superseded before the
#: guard), next to the change made
UNDECIDED = [
    ("The user banks with Northwind.",
     "The user is wondering whether to move from Northwind to an online bank next year."),
    ("Project kestrel uses Redis for caching.",
     "Someone proposed switching kestrel from Redis to Memcached, but it was voted down."),
    ("kestrel 项目使用 Redis。", "有人提议 kestrel 改用 Memcached，但被否决了。"),
    ("I take my vitamin D in the evening.",
     "What if I took the vitamin D in the morning instead? Asking the pharmacist."),
]
DECIDED = [
    ("The user banks with Northwind.", "The user moved from Northwind to an online bank last month."),
    ("Project kestrel uses Redis for caching.", "Project kestrel switched from Redis to Memcached last sprint."),
]


@pytest.mark.parametrize("old,new", UNDECIDED)
def test_a_change_only_weighed_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", DECIDED)
def test_a_change_made_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


#: (old, new): the old value said to hold on while something around it changes (each superseded
#: before the guard), next to a change of the value itself and a "stay" that is a noun
HOLDS_ON = [
    ("The user sings alto in the Harbour Choir.",
     "Harbour Choir's conductor retired; the choir is looking for a new one and the user stays on alto."),
    ("The user's brother Tomas lives in Gracia.",
     "The user's brother Tomas moved flats within Gracia, nearer the market now."),
]
LEAVES = [
    ("The user sings alto in the Harbour Choir.",
     "The user left the Harbour Choir and sings soprano with the Dockside Singers now."),
    ("The user's brother Tomas lives in Gracia.", "The user's brother Tomas moved from Gracia to Sants last month."),
    ("Our hotel in Porto is near Ribeira.",
     "the host cancelled, so our Porto stay is near Boavista now instead of Ribeira."),
]


@pytest.mark.parametrize("old,new", HOLDS_ON)
def test_a_value_that_holds_on_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", LEAVES)
def test_a_value_left_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


def test_a_negated_statement_under_a_key_is_no_value_of_it() -> None:
    """"key: doesn't/never ..." is a note about the key, not another value of it (extractor notes)."""
    old = "Patient's diet note: vegetarian."
    assert claims.relation("Patient's diet note: never eats mushrooms.", old, SIM).kind in ("none", "flag")
    assert claims.relation("Patient's diet note: vegan.", old, SIM).kind == "supersede"


#: (old, new): the old value stated again with a detail in front of it (each superseded before the
#: guard), next to another value and a value said to be the previous one
DETAIL_ADDED = [
    ("Grandad's evening insulin: 8 units.", "Grandad's evening insulin is Levemir, 8 units."),
    ("Gran's hearing aid battery: size 312.", "Gran's hearing aid battery is Rayovac, size 312."),
]
VALUE_CHANGED = [
    ("Grandad's evening insulin: 8 units.", "Grandad's evening insulin is Levemir, 10 units."),
    ("Gran's hearing aid battery: size 312.", "Gran's hearing aid battery is size 13 now."),
    ("Office wifi: Guest-5G.", "Office wifi is Staff-5G, previously Guest-5G."),
]


@pytest.mark.parametrize("old,new", DETAIL_ADDED)
def test_the_old_value_with_a_detail_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", VALUE_CHANGED)
def test_another_value_next_to_a_detail_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


#: (old, new): another person's ending of a relationship (superseded before the guard), next to the
#: speaker's own; the extractor's third-person records among them
SOMEONE_ELSES_ENDING = [
    ("I'm seeing Noor.", "My flatmate split up with his girlfriend yesterday, rough night."),
    ("I'm married to Sam.", "My cousin got divorced last month, the whole family is shaken."),
    ("User is seeing Noor.", "User's flatmate split up with his girlfriend yesterday."),
]
OWN_ENDING = [
    ("I'm seeing Noor.", "Noor and I split up yesterday, rough night."),
    ("I'm married to Sam.", "Sam and I got divorced last month."),
    ("User is seeing Noor.", "User and Noor split up yesterday."),
]


@pytest.mark.parametrize("old,new", SOMEONE_ELSES_ENDING)
def test_someone_elses_ending_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", OWN_ENDING)
def test_the_speakers_ending_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


def test_a_rounded_conversion_is_another_value() -> None:
    """Beyond a rounding of the converted figure (1.5 %) a value in another unit is another value."""
    assert quantities.same_measure("User is 6 ft tall.", "User is 1.80 m tall.") is None
    assert quantities.same_measure("User is 5 ft 11 in tall.", "User is 1.80 m tall.") == "same"


#: (old, new): an exception or an interlude with a return to the usual (each superseded before the
#: guard), next to a lasting change
EXCEPTION = [
    ("I'm mostly vegetarian, I eat fish and eggs.", "Doing a vegan March with my flatmate, back to normal in April."),
    ("The user collects comics, mostly Marvel.",
     "The user picked up a signed DC annual at the con — a rare non-Marvel buy."),
    ("The user collects stamps, mostly British.",
     "The user bought a French stamp at the fair, a rare non-British find."),
]
NO_EXCEPTION = [
    ("I'm mostly vegetarian, I eat fish and eggs.", "I've gone fully vegan now, no more fish or eggs."),
    ("The user collects comics, mostly Marvel.", "The user sold the Marvel comics and collects only DC now."),
]


@pytest.mark.parametrize("old,new", EXCEPTION)
def test_an_exception_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", NO_EXCEPTION)
def test_a_change_that_lasts_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


#: (old, new): an extractor's log records ("In session 9 the user said ..."): the session is where it
#: was said, no value of what was said (each superseded before the guard), next to a record of a change
RECORDED_OTHER_THING = [
    ("In session 2 the user said their son is called Idris.", "In session 9 the user said Idris changed nurseries."),
    ("In session 4 the user said they moved to Bristol in May.",
     "In session 10 the user said they moved teams at work."),
]
RECORDED_CHANGE = [
    ("In session 4 the user said they live in Bristol.",
     "In session 10 the user said they moved from Bristol to Bath."),
    ("[session 3] The user's dentist is Dr. Moss.", "[session 8] The user's dentist is Dr. Patel now."),
]


@pytest.mark.parametrize("old,new", RECORDED_OTHER_THING)
def test_a_record_of_another_thing_is_no_correction(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind in ("none", "flag")


@pytest.mark.parametrize("old,new", RECORDED_CHANGE)
def test_a_record_of_a_change_supersedes(old: str, new: str) -> None:
    assert claims.relation(new, old, SIM).kind == "supersede"


def test_a_fix_that_arrives_at_the_old_value_confirms_it() -> None:
    """"A -> B" where B is the old value and A is not: the old one is what the fix arrives at."""
    old = "API base path is /v2/orders"
    assert claims.relation("docs: fix path /v2/order -> /v2/orders", old, SIM).kind in ("none", "flag")
    assert claims.relation("API base path: /v2/orders -> /v3/orders", old, SIM).kind == "supersede"
    assert claims.relation("Correction: API base path /v2/orders -> /v3/orders", old, SIM).kind == "supersede"


#: the extractor formats: a bullet list line, a JSON-ish triple, a dotted key
FORMATS_SAME = [
    ('{"subject": "user", "predicate": "commute_distance", "object": "12 km"}',
     '{"subject": "user", "predicate": "commute_distance", "object": "7.5 miles"}'),
    ("- Kids' bedtime: 8pm", "- Kids' bedtime: 20:00"),
    ("user.height = 1.75 m", "user.height = 175 cm"),
]


@pytest.mark.parametrize("old,new", FORMATS_SAME)
def test_the_same_value_in_an_extractor_format(old: str, new: str) -> None:
    assert quantities.same_measure(new, old) == "same"
    assert claims.relation(new, old, SIM).kind == "none"


def test_a_size_on_another_scale_in_a_bullet_list() -> None:
    assert claims.relation("- Shoe size: EU 44.5", "- Shoe size: UK 10", SIM).kind == "flag"
    assert claims.relation("- Shoe size: UK 11", "- Shoe size: UK 10", SIM).kind == "supersede"
