"""Endings anchored on the old statement's words (:mod:`zeusmem.rules.endings`, issue 25): the three
clause shapes, the subject and plan guards, and the precision probes written with them
(``tests/ending_probes.py``, so not held out)."""

from __future__ import annotations

import sys
from pathlib import Path

from zeusmem.rules import claims, endings

sys.path.insert(0, str(Path(__file__).parent))
from ending_probes import PROBES  # noqa: E402
from pair_eval import pure_outcomes  # noqa: E402


def r(new: str, old: str, sim: float = 0.3) -> str:
    return claims.relation(new, old, sim).kind


def r7(new: str, old: str) -> str:
    """On the same topic (a cosine above :data:`~zeusmem.rules.claims.ENDING_SUPERSEDE_CLOSE`)."""
    return r(new, old, 0.7)


def test_object_subject_and_no_longer_shapes() -> None:
    """Each shape supersedes on the same topic (cosine >= claims.ENDING_SUPERSEDE_CLOSE); on another
    topic it is flagged for review (both stay active) unless what ends is a name the old statement holds
    beyond its subject (from cosine claims.GONE_CLOSE), and an old statement of several sentences (a chat
    turn) is ended by none of them."""
    assert r("sold teh civic last week, just biking everywhere now", "I have a Honda Civic.", 0.3) == "supersede"
    assert r("I defended my thesis yesterday!!", "I'm writing my PhD thesis on coral bleaching.", 0.3) == "flag"
    sold = "sold teh civic last week, just biking everywhere now"
    assert r(sold, "Hey! I have a Honda Civic. Love it!", 0.7) == "none"
    # an ending verb and the anchor as its object, after it or (verb-final) before it
    assert r7("sold teh civic last week, just biking everywhere now", "I have a Honda Civic.") == "supersede"
    assert r7("I dropped out of law school, it just wasn't for me.", "I'm studying law at NYU.") == "supersede"
    assert r7("Den Golf hab ich verkauft, fahr jetzt nur noch Rad", "Ich fahre einen VW Golf.") == "supersede"
    # the anchor heads the subject of a predicate that ends it
    assert r7("marcus and i broke up. it's been rough", "Dating a guy called Marcus.") == "supersede"
    assert r7("The Tesla's gone, traded it in for a Subaru.", "Drives a Tesla Model 3.") == "supersede"
    # a discontinuative marker with the anchor in its span
    assert r7("Good news!! no more night shifts for me", "I work night shifts at the hospital.") == "supersede"
    # a negated restatement, set right
    assert r7("Linda actually isn't my manager, I got that mixed up.", "My manager is Linda.") == "supersede"
    # a job that ends with no object, said of the old statement's person
    assert r7("He left there over the summer, he's with Nintendo these days.", "Kenji works at Sony.") == "supersede"


def test_guards() -> None:
    assert r("I sold my old tennis racket online.", "I play tennis.") == "none"  # the racket is the head
    assert r("I left my Civic at the mechanic overnight.", "I have a Honda Civic.") == "none"  # put somewhere
    assert r("Coldplay's tour is over, sadly.", "My favourite band is Coldplay.") == "none"  # the tour ended
    assert r("Luna is not allowed on the bed anymore.", "I have a cat named Luna.") == "none"
    assert r("She quit last week, so the team is short.", "I work at Google.") == "none"  # someone else
    assert r("Tom is not allergic to dogs.", "Tom is allergic to cats.", 0.8) == "none"  # another value denied
    assert endings.planned("i'm thinking about quitting the bakery")
    assert r("I'm thinking about quitting the bakery but I haven't decided yet.", "I work at a bakery.", 0.7) == "none"


def test_known_wrong_supersessions_fixed() -> None:
    assert r("Chloe's parents broke up.", "I'm dating Chloe.", 0.6) == "none"
    assert r("My doctor wants me to quit smoking.", "I smoke.", 0.6) == "none"
    assert r("We moved to a bigger apartment in Capitol Hill.", "Lives in Seattle.", 0.5) == "flag"  # maybe within
    assert r("Just moved into a house in Aberdeen!", "I live in a flat in Glasgow.", 0.5) == "supersede"
    assert not claims.is_restatement("Ich wohne gern in Berlin.", "Ich wohne in Berlin.")


def test_precision_probes_never_supersede(minilm) -> None:  # type: ignore[no-untyped-def]
    outcomes = pure_outcomes(claims, minilm, PROBES)
    assert [p for p, o in zip(PROBES, outcomes, strict=True) if o not in ("none", "flag")] == []
