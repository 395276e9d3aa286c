"""A password by its shape alone (``zeusmem.rules.secrets._shape``): handed over in prose with no word naming
it, and the look-alikes of ordinary text that must pass. Probes written for this module (none is a corpus
text); each goes through the real gate entry point ``find_secret``."""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret, redact

HANDED_OVER = [
    "my laptop opens with Mango1999! if you need the slides before I land",
    "changed the shared one to Heron!marsh58 after that weird email, tell Dad",
    "the till login for Saturday is on the sticky note: Ember#lake71",
    "the shop dashboard is ops / Tr4ck&field22",
    "for the NAS log in as piet, it's Gouda2024$ now",
    "kuchni tablet: konto mama / Sosna88#las",
    "la tablette s'ouvre avec Lune@2017, ne le dis pas aux enfants",
    "cover my shift? panel is admin / k3ttle4091",
    # secfix12: glued to kana / CJK, an "a" written "@" after a capital, a generated passphrase
    "店のタブレットはKoi!fish2207で開く",
    "后台账号改成Lo7us!2024了",
    "the shared Netflix is ours and B@rley517 if the kids ask",
    "the vault's break-glass phrase is lantern-pebble-orchid4, keep it offline",
]

ORDINARY = [
    "ssh deploy@203.0.113.40 and run the migration",
    "add me on Battle.net: Kestrel#2291",
    "pay to UPI ID ravi88@okaxis, not the old one",
    "docker pull python@sha256:0f3c2a71d8e64b05a1c7e2f9b3d4a6c8e0f1b2a3c4d5e6f708192a3b4c5d6e7f",
    "people still use P@ssw0rd as if it were clever",
    "we moved from python / python3.11 to 3.12 last sprint",
    "the meeting moved to 14:30, room B-204, bring the Q3 deck",
    "order #A77-1902 ships Friday; tracking 1Z999AA10123456784",
    "my Wi-Fi is called Pixel_6117 and it drops every evening",
    "rated 4.5/5 on the app store, version 2.3.1-rc2",
    "ssh root@10.0.0.4 -p 2222, then sudo -i",
    "Finally got the iPhone15! So happy",
    "we pinned eslint-plugin-react@7 until the flat config lands",
    "people still write Pa$$w0rd1 on sticky notes",
    "ssh deploy@web3 and tail the logs",
    "the blue-green-deploy step failed on run 12",
    "the state-of-the-art model v2 is out",
]


@pytest.mark.parametrize("text", HANDED_OVER)
def test_a_password_handed_over_without_a_label_is_refused(text: str) -> None:
    found = find_secret(text)
    assert found is not None
    assert text[found.start : found.end] not in redact(text)


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_of_a_similar_shape_passes(text: str) -> None:
    assert find_secret(text) is None
