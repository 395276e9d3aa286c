"""Probe phrasings of the classes the twentieth held-out corpus's misses showed (corrfix20), written for
these tests, not copied from the corpus: pure rule tests, no database. Each correction supersedes here and
not on affef9e; each "aside" superseded on affef9e and is kept here; the look-alikes stay "none" on both.

Memories as an LLM memory extractor (mem0, LangMem) stores them of its one user (:mod:`zeusmem.rules.extracted`),
in en, sv, cs, id, bg and sr:

* a change verb or "now" / "these days" / "lately" whose object is the new value of the user's own slot, the
  old statement's value never named ("User ported their number to ...", "let their ... lapse");
* a child named in the new statement only ("Oscar stopped swimming" of "User's son has swimming on Mondays");
* the subject after "User clarified:" ("Användaren rättade: katten heter Nisse, inte Misse");
* a rise called off with the value staying at another number ("backade ... ligger kvar på 9 100 kr");
* (kept) another person's change, one week's cancellation, a move weighed and not made, the way to the old
  value, a second value, a named person's own change, a rise weighed and kept at the old number.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

CORRECTIONS = [
    # a change of the user's own slot, en
    ("User has an Audible subscription.", "User let their Audible subscription lapse."),
    ("User uses a Ventolin inhaler.", "User's doctor switched them to a Symbicort inhaler."),
    ("User's favourite band is Blur.", "Lately User says their favourite band is Wet Leg."),
    ("User is a member of the Green Party.", "User let their party membership lapse."),
    ("The user's dentist is Dr Hale.", "The user registered with a new dentist, Dr Moss."),
    ("User's mobile network is O2.", "User ported their number to Vodafone."),
    # sv, cs, id, bg, sr
    ("Användaren tränar på SATS.", "Användaren har slutat på SATS och springer i stället."),
    ("Användaren kör en Saab 9-3.", "Användaren sålde Saaben och har en elcykel nu."),
    ("Användaren har Tre som mobiloperatör.", "Användaren har portat numret till Telenor."),
    ("Uživatel chodí na jógu ve středu.", "Uživatel jógu vzdal a chodí plavat."),
    ("Uživatel má tarif u Vodafonu.", "Uživatel přenesl číslo k T-Mobilu."),
    ("Потребителят ходи на фитнес в Пулс.", "Потребителят спря фитнеса и кара колело."),
    ("Потребителят има договор с Виваком.", "Потребителят пренесе номера си към А1."),
    ("Корисник иде на теретану у центру.", "Корисник је престао са теретаном и трчи."),
    ("Корисник има рачун у Комерцијалној банци.", "Корисник је пребацио плату у Интезу."),
    # a child named in the new statement only
    ("User's son has swimming on Mondays.", "Oscar stopped swimming and does judo instead."),
    ("Användarens dotter spelar fotboll.", "Ella har slutat med fotboll och dansar i stället."),
    # a rise called off, the value stays at another number
    ("Hyresvärden höjer hyran till 9 400 kr.", "Hyresvärden backade och hyran ligger kvar på 9 100 kr."),
    ("Pronajímatel zvyšuje nájem na 15 000 Kč.", "Pronajímatel si to rozmyslel, nájem zůstává 14 200 Kč."),
    ("Станодавац подиже кирију на 400 евра.", "Станодавац је одустао, кирија остаје 350 евра."),
    ("User's landlord is putting the rent up to 1,020.", "The landlord backed down, so the rent stays at 950."),
]

#: superseded on affef9e, kept here
ASIDES = [
    ("Pengguna tinggal di Depok.", "Pengguna sempat lihat rumah di Bogor tapi tidak jadi pindah."),
    ("Uživatel bydlí v Brně.", "Uživatel bydlel v Olomouci, než se přestěhoval do Brna."),
    ("User's son has swimming on Mondays.", "Oscar's swimming was cancelled this week."),
]

#: kept on both
LOOK_ALIKES = [
    ("User is a member of PureGym.", "User's wife cancelled her gym membership."),
    ("User's phone provider is O2.", "User's son ported his number to Vodafone."),
    ("Användaren prenumererar på Netflix.", "Användarens sambo sa upp sin Viaplay."),
    ("Корисник ради у Телекому.", "Брат корисника је напустио Телеком."),
    ("Потребителят има договор с Виваком.", "Съпругата на потребителя пренесе номера си към А1."),
    ("User's son Leo plays football on Saturdays.", "Leo's football match was cancelled this week because of snow."),
    ("User subscribes to Netflix.", "User also pays for Disney+ now."),
    ("User's partner is named Sam.", "Sam changed jobs and works at a bakery now."),
    ("User's manager is Priya.", "Priya moved to the Berlin office."),
    ("User pays 950 a month in rent.", "The landlord considered a rise but backed down; the rent stays at 950."),
    ("User sings in the church choir.", "User also joined a jazz trio."),
    ("User's GP is Dr Hale.", "The surgery moved to a new building on Mill Road."),
    # "now", a switch or a change verb beside the old value, not replacing it
    ("User takes metformin.", "User now takes metformin with food."),
    ("User is learning Spanish.", "User now practises Spanish every morning."),
    ("User learns piano with Mrs Bell.", "User now practises piano every evening."),
    ("User banks with Monzo.", "User moved some savings to Chase."),
    ("User uses an iPhone 12.", "User switched to a new case for the iPhone."),
    ("User plays tennis on Sundays.", "User switched tennis clubs."),
    ("User works as a nurse at St Mary's.", "User joined a union."),
    ("User is vegetarian.", "User now cooks with tofu a lot."),
    ("The user's dentist is Dr Hale.", "The user's sister registered with a new dentist, Dr Moss."),
    ("Uživatel nejí maso.", "Uživatelův manžel zase jí maso."),
    ("User is vegetarian.", "User ate fish once at a wedding, then stuck to vegetarian food again."),
]


def _kind(old: str, new: str) -> str:
    return claims.relation(new, old, 0.6, dup_threshold=0.85).kind


@pytest.mark.parametrize(("old", "new"), CORRECTIONS)
def test_correction_supersedes(old: str, new: str) -> None:
    assert _kind(old, new) == "supersede"


@pytest.mark.parametrize(("old", "new"), ASIDES)
def test_aside_kept(old: str, new: str) -> None:
    assert _kind(old, new) in ("none", "flag")


@pytest.mark.parametrize(("old", "new"), LOOK_ALIKES)
def test_look_alike_kept(old: str, new: str) -> None:
    assert _kind(old, new) == "none"
