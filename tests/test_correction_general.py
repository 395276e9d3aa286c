# ruff: noqa: E501  (one probe a line)
"""Probes of the general correction readings of ``zeusmem.rules.general`` (corrgen), pure rules, no database.

Each class recurs in many of the independent corrections corpora (``tests/independent/corrections_heldout*.py``,
written by different authors); the phrasings below are written for this file, none copied from a corpus. Each
``SUPERSEDE`` probe was kept by the rules before the readings (flagged or left standing); each ``KEPT`` one is a
look-alike that must not supersede.
"""

from __future__ import annotations

import pytest

from zeusmem.rules import claims

#: (old, new, cosine)
SUPERSEDE = [
    # an owned error: the new statement says what was said before was wrong, with another value
    ("Gate code: 2580#", "Gate code: 2589# (the earlier one was a typo)", 0.8),
    ("Our flat is on the 5th floor.", "sorry, 6th floor, I always miscount because of the mezzanine", 0.6),
    ("Boiler service is due in March.", "Checked the certificate: the boiler service is due in May, I misremembered.", 0.7),
    # one cell of a labelled record or table row replaced, the key before it unchanged
    ("Contact | Role | Phone\nDr. Hale | GP | 0161 555 0101", "Contact | Role | Phone\nDr. Hale | GP | 0161 555 0199", 0.9),
    ("Car profile: Skoda Octavia, petrol, reg KP19 XYZ.", "Car profile: Skoda Octavia, petrol, reg KP21 ABC.", 0.9),
    ("Lint config: flake8, max line 79.", "Lint config: flake8, max line 100.", 0.9),
    # a named holder left for another, said in the third person
    ("Our goalkeeper is Dara.", "Dara hung up his gloves, Kofi is in goal now", 0.6),
    ("Our drummer is Pete.", "Pete left the band, Ana drums for us now", 0.55),
    ("The project lead is Ingrid.", "Ingrid moved to sales; Tobias leads the project now.", 0.6),
]

KEPT = [
    # an apology, an error of something else, the old value said to stay
    ("My locker code is 4471.", "Sorry I'm late, the locker room was packed.", 0.5),
    ("The plumber comes on the 14th.", "The plumber said something went wrong with the boiler last year.", 0.6),
    ("Wifi password: teal-otter-42", "Typo in my last message: the guest wifi is teal-otter-99, ours stays teal-otter-42", 0.7),
    # two cells changed, another scale
    ("Contact | Role\nDr. Hale | GP", "Contact | Role\nDr. Shah | Dentist", 0.8),
    ("Shoe size: EU 42.", "Shoe size: UK 8.", 0.85),
    # a name of the old statement with another attribute, said to hold still, the holder doing it himself, chat
    ("Our goalkeeper is Dara.", "Dara's brother Kofi plays in goal for the under-12s now", 0.6),
    ("The club treasurer is Helen.", "Helen is still treasurer; Marcus now runs the newsletter too.", 0.6),
    ("I report to Joss.", "Joss reports to Amira now after the reshuffle.", 0.6),
    ("Maria: Thanks, Jon! Great to hear from you.", "Maria: Thanks, Jon! Now I'm off to meet Sam at the park.", 0.6),
]


@pytest.mark.parametrize(("old", "new", "cosine"), SUPERSEDE)
def test_general_correction_supersedes(old: str, new: str, cosine: float) -> None:
    assert claims.relation(new, old, cosine).kind == "supersede"


@pytest.mark.parametrize(("old", "new", "cosine"), KEPT)
def test_general_look_alike_kept(old: str, new: str, cosine: float) -> None:
    assert claims.relation(new, old, cosine).kind != "supersede"
