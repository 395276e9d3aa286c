"""Corrections read from general signals (:mod:`zeusmem.rules.retractions`, issue 25 item 2), on probe pairs
written for this module in phrasings of their own (none is a corpus pair): each kind it catches supersedes
through ``claims.relation``, and each precision guard keeps a look-alike away from it.

Pure: ``claims.relation`` with a fixed cosine (the corpora measure it with MiniLM's, see
``tests/test_corrections_heldout.py``).
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims, retractions

#: (new, old): the old value taken back ("not X", "X is off", "X was a typo", "ex-", "instead of"), or
#: swapped under a word of correction, in several languages
TAKEN_BACK = [
    ("Sorry, the plumber is Kowalski, not Novak.", "Our plumber is Novak."),
    ("Lisbon is off, we booked Porto for the long weekend.", "We're spending the long weekend in Lisbon."),
    ("The gate code is 4471; 4417 was a typo.", "The gate code is 4417."),
    ("We went with Hetzner instead of DigitalOcean.", "Our servers are on DigitalOcean."),
    ("Priya's my ex-landlady, we rent from Mr. Osei now.", "Priya is my landlady."),
    ("Oops, wrong date: the vet appointment is on the 12th.", "The vet appointment is on the 21st."),
    ("Korrektur: das Treffen ist am Mittwoch, nicht am Dienstag.", "Das Treffen ist am Dienstag."),
    ("Het is geen Volvo meer, ik rijd een Toyota.", "Ik rijd een Volvo."),
    ("Je ne travaille plus chez Renault, je suis chez Peugeot.", "Je travaille chez Renault."),
    ("uh the ferry is at nine fifteen no wait it leaves at 9:45", "The ferry leaves at 9:15."),
]

#: (new, old): look-alikes the module must leave alone, one per guard
KEPT = [
    # a past holder named ("my former coach, X"), not a new one
    ("Correction: my former landlord, Piet Vos, sent the deposit back.", "My landlord is Anneke de Wit."),
    # "The user" is an extractor's subject on every memory: no slot shared by it alone
    ("Correction: the user trained in Porto and now teaches there.", "The user was born in Braga."),
    ("Lisbon is off, we're doing Porto instead?", "We're spending the long weekend in Lisbon."),  # a question
    ("Lisbon is off, we might do Porto instead.", "We're spending the long weekend in Lisbon."),  # a plan
    ("My brother doesn't live in Sevilla anymore, he moved to Cádiz.", "I live in Sevilla."),  # another person
    ("The gym is off today, Pilates at 6 instead.", "I go to the gym on Mondays at 7."),  # one occasion
    ("Sorry, I also speak Portuguese, not only Spanish.", "I speak Spanish."),  # one more
    ("Correction: I live in Utrecht, not Leiden.", "I used to live in Leiden."),  # the old one is history
    ("The pool at the club actually closes at 9.", "The club closes at 11."),  # another thing of the place
    ("Sorry, the junior team coach is Rivera.", "Our team coach is Lindqvist."),  # another team
    ("sorry my locker is two four nine, new sticker", "My locker is 249."),  # the same value spelled
    ("Sam streams on Twitch when there are no chess matches.", "Sam plays in chess matches."),  # a condition
    ("Dana offered to help Jules out with the Madrid move.", "Jules lives with Dana."),  # a particle
    ("Can't wait to see the place in York!",
     "Hey! How are you? We moved to Leeds in May. The place is great."),  # a chat turn of several sentences
    ("Back to no sugar after New Year.", "I'm on a no-sugar diet."),  # the denial is the old one's
    ("Sorry, Alex switched to tea last week.", "Alex switched teams in May."),  # "last week" is when, not a value
    ("We don't use MongoDB anymore.", "We use Postgres."),  # the new value is the one denied
    ("Jun's new bike is a Brompton, sorry.", "Jun rides a Specialized."),  # "new" alone: maybe one more
]


@pytest.mark.parametrize(("new", "old"), TAKEN_BACK)
def test_a_value_taken_back_or_swapped_supersedes(new: str, old: str) -> None:
    assert retractions.corrects(new, old, 0.7), (new, old)
    assert claims.relation(new, old, 0.7).kind == "supersede", (new, old)


@pytest.mark.parametrize(("new", "old"), KEPT)
def test_look_alikes_are_not_read_as_corrections(new: str, old: str) -> None:
    assert not retractions.corrects(new, old, 0.7), (new, old)


def test_a_low_cosine_never_supersedes_by_this_reading() -> None:
    new, old = TAKEN_BACK[0]
    assert claims.relation(new, old, claims.RETRACTION_CLOSE - 0.05).evidence != "retraction"


def test_a_temporary_phrase_both_share_is_no_temporary_change() -> None:
    """"for the summer" in both: the change is not temporary (``claims.relation``'s TEMPORARY flag)."""
    old = "We're going to Crete for the summer."
    assert claims.relation("Crete is off, we booked Rhodes for the summer instead.", old, 0.7).kind == "supersede"
    away = claims.relation("We're in Rhodes for the summer, then back home.", "We live in Crete.", 0.7)
    assert away.kind != "supersede"
