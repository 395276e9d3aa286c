"""The shape-plus-context score (``zeusmem.rules.secrets._score``): what it adds, and what it leaves alone.

The probes were written for this branch (secscore), not taken from a corpus: ordinary technical chat that must
stay storable (commit ids, UUIDs, hashes, versions, product and booking codes, flight numbers, postcodes, model
numbers, hashtags, user names, codes that are public) and secrets that no rule finds but the score does.
"""

from __future__ import annotations

import time

import pytest

from zeusmem.rules.secrets import _score, find_secret, find_secrets

BENIGN = [
    "merged it in commit 3f9a2c1e7b4d, the fix for the flaky test is in a0c4e19",
    "the request id in the log was 9b2f3c4e-8a71-4d2b-b6f0-2c9e8d7a1f35, I'll attach the trace",
    "sha256 of the release tarball: 4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce",
    "upgraded to version 3.12.4 and node 20.11.1, then pinned numpy==1.26.4",
    "product code SKU-88231-BLK is back in stock at the Leeds store",
    "my flight is BA2490 on the 14th, seat 23C, gate closes at 09:40",
    "booking reference PNR X7K2QD for the Lisbon trip, Hotel confirmation 55821934",
    "order id 112-4839201-5573821 shipped, tracking number 1Z999AA10123456784",
    "our new postcode is SW1A 1AA and the old one was EC2V 7HH",
    "just ordered an RTX4090 and a Ryzen 9 7950X3D for the build",
    "loved the talk #PyConDE2025 and followed @guido_fan on mastodon",
    "my username on the forum is night_owl_1987, feel free to add me",
    "the token limit is 128000 and max_tokens=4096 in the request",
    "reset your password from the settings page; the password policy requires 12 characters",
    "the PIN code of our office in Bangalore is 560001",
    "promo code SUMMER25 gives 20% off the first order",
    "error code 0x80070005 when installing the update, access denied",
    "the zip code for the venue is 94110",
    "Zoom meeting ID 845 2231 9970, no passcode needed, link in the calendar",
    "source code is on GitHub, the code review is tomorrow at 10",
    "ISBN 978-0-13-468599-1 is the edition we use in the course",
    "call me at +44 20 7946 0958 after 6pm",
    "transfer reference INV-2024-0087 for the March invoice",
    "the train leaves from platform 9 at 17:45, coach C, seat 42",
    "our Wi-Fi network is called Garden-5G, ask Sam for the password",
    "a passkey is stored on the phone, there is no password to remember",
    "the OTP expired before I could type it, so I asked for a new one",
    "GPIO pin 18 drives the LED strip, pin 23 the fan",
    "the door code changed last week, I'll text you the new one in person",
    "CVE-2024-3094 affects xz 5.6.0 and 5.6.1",
    "API key rotation is every 90 days; the key itself lives in Vault at kv/prod/stripe",
    "model number WH-1000XM5, serial 4829103 on the box",
]

# secrets no rule of 8d089f7 found and the score does
SCORED = [
    ("fwd: the bank sent OTP 583920 for the transfer, type it before it expires", "583920"),
    ("the TAN for the transfer is 660318", "660318"),
    ("zoom 912 4471 2093 passcode Tq7vLs", "Tq7vLs"),
    ("db_passwort = 'Ztq8NvLw3pXa'", "Ztq8NvLw3pXa"),
    ("INSERT INTO settings (name, value) VALUES ('mail_pass', 'Rm2xQv9LpWz7')", "Rm2xQv9LpWz7"),
    ("the radio code for the Polo is 1290", "1290"),
    ("the otp is 551203, quick", "551203"),
    # secfix12: the owner's name ended by a colon, "token" in another script
    ("il token della staging per la demo: Hq7ZpL2vXw9TnR4k", "Hq7ZpL2vXw9TnR4k"),
    ("Netlifyのトークン：Zr8Kq2LmW4xT9vBn", "Zr8Kq2LmW4xT9vBn"),
]


def _without_score(text: str) -> list[object]:
    scan = _score.scan
    _score.scan = lambda text, lowered: iter(())  # type: ignore[assignment]
    try:
        return list(find_secrets(text))
    finally:
        _score.scan = scan


@pytest.mark.parametrize("text", BENIGN)
def test_ordinary_technical_chat_is_not_flagged(text: str) -> None:
    assert find_secret(text) is None


@pytest.mark.parametrize(("text", "secret"), SCORED)
def test_the_score_finds_what_no_rule_does(text: str, secret: str) -> None:
    """The score alone finds it, and the gate refuses it (the rules of 8d089f7 missed each one)."""
    assert [text[s:e] for s, e, _ in _score.scan(text, text.lower())] == [secret]
    found = find_secrets(text)
    assert [text[f.start : f.end] for f in found] == [secret]


def test_the_score_only_adds_findings() -> None:
    """It runs only when the rules found nothing: a text the rules flag keeps exactly their findings."""
    text = "my SSN is 536-22-8197 and the otp is 551203"
    assert find_secrets(text) == _without_score(text)


def test_shape_points() -> None:
    assert _score.shape("pKORB32jmqRhRZVVodSB") >= 3  # random mixed case with digits
    assert _score.shape("482913") == 1.0  # a PIN-sized number
    for public in ("9b2f3c4e-8a71-4d2b-b6f0-2c9e8d7a1f35", "v3.12.4", "2026-12-06", "https://example.org/a",
                   "secret/db/prod", "mqtt_password", "RTX4090", "SHA-256", "1234567890123", "0000"):
        assert _score.shape(public) == -9.0, public
    assert _score.shape("sunshine") < 0 < _score.shape("Tq7vLs2x")  # a word scores below a random string


def test_the_score_is_bounded_on_adversarial_text() -> None:
    """64 KB of one keyword and a value repeated: the windows read per text are bounded (``MAX_WINDOWS``)."""
    text = ("token=aB3xY9kLm2 " * 4000)[: _score.MAX_TEXT]
    t0 = time.process_time()
    n = sum(1 for _ in _score.scan(text, text.lower()))
    assert n <= _score.MAX_WINDOWS and time.process_time() - t0 < 2.0
    assert list(_score.scan("password is Zq8vLw3pXa " * 4000, "")) == []  # over MAX_TEXT: not read
