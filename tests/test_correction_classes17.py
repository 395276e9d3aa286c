"""Probe phrasings of the classes the seventeenth held-out corpus's misses showed (corrfix17), written for
these tests, not copied from the corpus: pure rule tests, no database. Each correction fails on d910bcf and
passes here; each look-alike stays "none".

* a name changed: a pet, a band, a shop, a team, a title renamed, in English and ca, gl, ro, hr, sk, lt, tl,
  ms, eo, hu (:func:`zeusmem.rules.revisions.renamed`);
* an assistant setting set to another value for good: the reply language, the tone, units, currency, clock
  and date format, a forbidden thing now allowed (:func:`zeusmem.rules.tastes.setting_changed`);
* a shift or a habit moved to another part of the day (:func:`zeusmem.rules.switches.shift_moved`);
* "my new X" of a memory written in the third person ("User's X is ..."), and "the new X is ..."
  (:func:`zeusmem.rules.revisions.new_value`);
* a weekday left for another, the old day given as the reason in a later clause ("Thursdays now, Tuesdays
  clash with choir": :func:`zeusmem.rules.switches.day_moved`);
* (updates, flagged) a step on a ladder: a language level, a bouldering grade, a game rank, a belt's colour
  or stripes (:func:`zeusmem.rules.revisions.ladder_moved`);
* a weekday corrected in gl, eo, ms, tl (their weekdays in ``switches`` and ``words.TIME_WORDS``, words of
  correction in ``retractions.CUES``).
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

CORRECTIONS = [
    # renamed
    ("User's hamster is called Nibbles.", "We renamed the hamster, she's Peanut now."),
    ("User's podcast is called Two Mugs.", "Renamed the podcast to Kettle Talk last month."),
    ("User's zine's title is Paper Cuts.", "We're retitling the zine, it's Ink Stains from issue 5."),
    ("User's five-a-side team is called Ball Busters.", "Changed the team's name, we're Net Gains these days."),
    ("El meu gos es diu Rufus.", "Al gos l'hem rebatejat, li diem Trufa."),
    ("Pisica mea se numește Mitzi.", "Am redenumit pisica, acum îi spunem Luna."),
    ("Moja mačka se zove Cica.", "Mački smo promijenili ime, sad se zove Maza."),
    ("Môj pes sa volá Dunčo.", "Nášho Dunča sme premenovali, teraz je to Rexo."),
    ("Mano katė vardu Pūkė.", "Pakeitėme katės vardą, dabar ji Micė."),
    ("Ang pusa ko ay si Muning.", "Pinalitan namin ang pangalan ng pusa, si Tala na siya."),
    ("Anjing saya bernama Boboi.", "Kami tukar nama anjing itu, sekarang namanya Coco."),
    ("Mia kato nomiĝas Mimi.", "Ni renomis la katon, nun ŝi nomiĝas Lulu."),
    ("A macskám neve Cirmos.", "Átneveztük a macskát, most Pamacs a neve."),
    # an assistant setting
    ("Reply to the user in a formal tone.", "Keep it casual from now on, this is just for me."),
    ("Use imperial units for the user.", "Switch everything to metric please, I've moved to Berlin."),
    ("Reply to the user in French.", "Could you reply in Spanish from now on?"),
    ("Show amounts in USD.", "I'm in Dublin now, prices in euros please."),
    ("Give the user 12-hour times.", "Use 24-hour times everywhere please."),
    ("Don't use exclamation marks in replies.", "Exclamation marks are fine actually, I like the energy."),
    ("Respon-me en anglès.", "A partir d'ara respon-me en català."),
    # a shift or a habit at another part of the day
    ("User works day shifts at the warehouse.", "They've put me on nights now at the warehouse."),
    ("User goes to the gym in the mornings.", "I go to the gym in the evenings now, mornings are too rushed."),
    ("Lucrez în tura de zi.", "M-au mutat pe tura de noapte."),
    # "my new X" of a memory in the third person ("User's X"), "the new X is ..."
    ("User's running buddy is Sam.", "Sam's knee is bad, so my new running buddy is Tariq."),
    ("User's book club host is Priya.", "Priya's busy with the baby, the new host is Odile."),
    # a weekday left for another, the old day given as the reason
    ("User plays five-a-side on Tuesdays.", "I play five-a-side on Thursdays now, Tuesdays clash with choir."),
    # a self-correction of a weekday in gl, eo (their weekdays and words of correction)
    ("A reunión é o luns.", "Equivoqueime, a reunión é o martes."),
    ("La lernejo komenciĝas lunde.", "Pardonu, la lernejo komenciĝas marde, ne lunde."),
]

COMPATIBLE = [
    ("User's hamster is called Nibbles.", "We nearly renamed the hamster Peanut, but Nibbles stuck."),
    ("User's hamster is called Nibbles.", "We renamed the Wi-Fi network Peanut."),
    ("User's podcast is called Two Mugs.", "There's talk of renaming the podcast Kettle Talk, nothing decided."),
    ("User's podcast is called Two Mugs.", "My friend renamed her podcast to Kettle Talk."),
    ("Reply to the user in a formal tone.", "Make this one text to my brother casual, just this once."),
    ("Use imperial units for the user.", "Give me the distance in kilometres too, for the race form."),
    ("Reply to the user in French.", "Translate this menu into Spanish for me."),
    ("Show amounts in USD.", "What's that in euros, roughly?"),
    ("Don't use bullet points in replies.", "My boss says bullet points are fine in reports."),
    ("User works day shifts at the warehouse.", "I'm covering one night shift on Friday, then back on days."),
    ("User works day shifts at the warehouse.", "They offered me nights but I turned them down."),
    ("User goes to the gym in the mornings.", "Skipped the gym this morning, went in the evening instead just today."),
    ("User's running buddy is Sam.", "My sister's new running buddy is Tariq."),
    ("User's book club host is Priya.", "The new host at the pub quiz is great."),
    ("User plays five-a-side on Tuesdays.", "My son plays five-a-side on Thursdays now, Tuesdays clash with choir."),
    ("A reunión é o luns.", "A reunión do luns remata ás once."),
    ("La lernejo komenciĝas lunde.", "Mia fratino komencis lernejon marde."),
]


#: a later step on a ladder: an update, flagged for review (the old one may be out of date)
LADDERS = [
    ("User's Italian is B1.", "Sat the C1 Italian exam and passed!"),
    ("User is Gold 3 in League.", "Climbed to Platinum 4 in League."),
    ("User boulders V4 at the wall.", "Finally topped a V6 on Friday."),
    ("User is Diamond in Overwatch.", "Made it to Master in Overwatch this season."),
    ("User's judo belt is yellow.", "Got my orange belt in judo on Sunday."),
    ("Am centura verde la judo.", "Am luat centura albastră la judo!"),
]
LADDER_LOOK_ALIKES = [
    ("User is Diamond in Overwatch.", "My brother made it to Master in Overwatch."),
    ("User has a green belt in judo.", "Bought a new blue yoga mat."),
    ("User's Italian is B1.", "My sister's Italian is C1, much better than mine."),
]


@pytest.mark.parametrize(("old", "new"), LADDERS)
def test_ladder_step_flagged(old: str, new: str) -> None:
    assert _kind(old, new) in ("flag", "supersede")


@pytest.mark.parametrize(("old", "new"), LADDER_LOOK_ALIKES)
def test_ladder_look_alike_kept(old: str, new: str) -> None:
    assert _kind(old, new) == "none"


def _kind(old: str, new: str) -> str:
    return claims.relation(new, old, 0.5, dup_threshold=0.85).kind


@pytest.mark.parametrize(("old", "new"), CORRECTIONS)
def test_correction_supersedes(old: str, new: str) -> None:
    assert _kind(old, new) == "supersede"


@pytest.mark.parametrize(("old", "new"), COMPATIBLE)
def test_look_alike_kept(old: str, new: str) -> None:
    assert _kind(old, new) == "none"
