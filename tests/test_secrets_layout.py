"""secread (issue 25): codes in line-oriented layouts, a code's new value, an SMS's one-time code (``_lines``).

General layouts written for this test (not taken from a corpus), each missed before ``_lines``, and look-alikes of
the same layouts that must stay unflagged: a number that names a locker, a gate or a cabin is not its code.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

LAYOUT_SECRETS = [
    # a code word on its own line, the lock it opens on a line above (an OCR'd label)
    "TOOL CUPBOARD\nP. Okafor\ncomb. 4096\nback by Friday",
    "ARMÁRIO 7\nRui Lopes\ncódigo 582",
    "SZAFKA 14\nAnna Nowak\nkod: 739",
    "ШКАФЧИК 22\nОльга Петренко\nкомбинация 6071",
    # a lock itself, a colon, its code
    "Spremište\nLokot: 5521\nRukavice – polica 2",
    "Depo kilidi: 731",
    "Zámek na kolo: 518",
    "Garage\nAntivol du scooter : 4417",
    "BODEGA\nKandado: 318",
    # a padlock in a sentence, in a language whose padlock word the lock readers lacked
    "kufuli la karakana namba yake ni 614, usisahau kufunga",
    # the label on one line, the code alone on the next
    "Stage door keypad:\n6142",
    # a keypad's key after the code: after a lock noun, or a place and its number
    "YARD\nGate — 3391#\nForklifts back by 18:00",
    "Cabin 3: 7204*",
    "Porta laterale: 48210#",
    # a code's new value
    "Kód od brány se změnil, teď 7710.",
    "Kapı şifresi değişti, yenisi 4417.",
    "רגע, קוד השער השתנה, עכשיו 3381",
    "The alarm code was changed from 1204 to 8830 yesterday.",
    "oops, the shed door is 5817 not 5871",
    # an SMS's one-time code
    "Your code is 482913. Do not share it with anyone.",
    "839201 is your login code. It expires in 10 minutes.",
    "Tu código es 290417. No lo compartas con nadie.",
    "Kodi yako ni 551208. Usishiriki na mtu yeyote.",
    "Ihr Bestätigungscode lautet 482913. Geben Sie ihn nicht weiter.",
    "Doğrulama kodunuz: 482913. Bu kodu kimseyle paylaşmayın.",
    # a radio call: the keypad's key said after the number
    "ch 2 - Mike: front gate is 7710 hash, over",
]

LOOKALIKES = [
    "LOCKER 14\nS. Ahmed\nkey at reception, deposit £20",
    "Locker: 143",
    "GATE 4\nBoarding 14:35",
    "Cabin 3\nExtension: 4471\nWalkie channel: 6",
    "BIKE SHED 3\nP. Okafor\nkey from the office",
    "Order 48213 shipped. Never share your password with anyone.",
    "Karte endet auf 6052, gültig bis 03/29 – PIN im Umschlag",
    "The password expired; I'll set a new one on 2027-07-08.",
    "Your booking reference is 482913. Valid for 3 days.",
    "Tarjeta terminada en 4818\nCódigo de autorización 923116\nTotal 38,90 €",
    "assert response.status_code == 401",
    "kufuli mpya nimenunua kwa 1500 shilingi",
    "Lock screen timeout: 300",
    "Slot: 1420\nMangga: 500",
    "Your order code is 48213. We will never ask for your password, do not share it.",
    "Error code 4012. Do not share logs publicly.",
    "sorry, typo - the staff room extension is 7391 not 7319",
]


@pytest.mark.parametrize("text", LAYOUT_SECRETS)
def test_layout_code_is_found(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOKALIKES)
def test_layout_lookalike_is_not(text: str) -> None:
    assert find_secret(text) is None
