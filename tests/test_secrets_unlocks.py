"""A lock named, then the number that opens it, with no code word (``zeusmem.rules.secrets._unlocks``), and the
look-alikes of ordinary text that must pass. Probes written for this module (none is a corpus text); each goes
through the real gate entry point ``find_secret``."""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret, redact

# (text, the code)
OPENED = [
    ("the padlock on the garden gate is 5830", "5830"),
    ("gym locker padlock: 2741", "2741"),
    ("my suitcase lock is set to 482, don't tell anyone", "482"),
    ("the lockbox by the garage takes 3-9-1-7", "3-9-1-7"),
    ("Oma's Zahlenschloss am Fahrrad: 6029", "6029"),
    ("le cadenas du casier est sur 7194", "7194"),
    ("el candado de la bici abre con 8052", "8052"),
    ("a caixa de chaves da casa de praia abre com 4471", "4471"),
    ("il lucchetto della cantina: 3316", "3316"),
    ("kłódka od piwnicy 9204", "9204"),
    ("het hangslot van de schuur staat op 1847", "1847"),
    ("the wall safe in the study opens with 240917", "240917"),
    ("сейф в спальне открывается 7352", "7352"),
    ("金庫の番号は5-9-2-1です", "5-9-2-1"),
    ("the alarm panel: disarm with 6620 within thirty seconds", "6620"),
    ("l'alarme se désactive avec 3108", "3108"),
    ("his old phone unlocks with 914462", "914462"),
    ("Papas Handy entsperrt man mit 551902", "551902"),
]

ORDINARY = [
    "we bought the safe in 2019 and it still works",
    "a decent padlock costs 1299 in that shop",
    "the alarm is set for 0630 tomorrow, don't snooze it",
    "my alarm went off at 0545 again",
    "call my phone on 0612345678 if the train is late",
    "the safe in room 1214 was empty when we checked out",
    "the suitcase lock broke after 3 trips",
    "the padlock is 40 mm wide and rated for outdoor use",
    "it's safe 2024 was a good year for them",
    "bike lock review: the Kryptonite 1520 scored best",
    "the phone has 128 GB and a 6100 mAh battery",
    "der Tresor wiegt 1200 kg und steht im Keller",
]


@pytest.mark.parametrize(("text", "code"), OPENED)
def test_a_lock_then_its_number_is_refused(text: str, code: str) -> None:
    found = find_secret(text)
    assert found is not None
    assert code not in redact(text)


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_about_locks_passes(text: str) -> None:
    assert find_secret(text) is None
