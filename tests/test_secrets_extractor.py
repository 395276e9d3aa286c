"""Probes of the classes branch secfix21 added to the secret gate (from the twenty-first independent corpus's misses
and false positives: a memory extractor's output), each in phrasings written here, not copied from that corpus;
every secret below is missed by main affef9e and every look-alike below is refused by it.

Classes: a passphrase of a word, digits and a word after a Wi-Fi key word; a fact and its value in two fields (JSON
or "fact: / value:" lines, the value key in other languages); one-time codes named in Korean, Norwegian, Swedish,
Malay; a carport's, a garden gate's, a bike store's code in Danish and Norwegian; Icelandic's password word with
the owner and the service before the copula; Thai "รหัส" by a Wi-Fi word; a hex key after a Korean or Chinese
token / API key word and a particle; a digicode with its letter that starts with "00"; a password told by its use
("uses walnut8820 for his online banking").
Look-alikes: a postal code's number after its topic particle; a service's name with a Hebrew preposition glued to
it after a password word.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # a word, digits, a word after a Wi-Fi key word
    "Guest Wi-Fi key for the lake house: Otter-512-lemon",
    "Her WLAN key is Maple-2041-river",
    # a fact and its value in two fields
    '{"fact": "password of the user\'s router admin page", "value": "walrus4418x"}',
    '{"fakt": "Passwort des Routers", "wert": "kiefer2219"}',
    "- fact: garage keypad\n- value: 7730",
    '{"fact": "office wifi", "value": "meadowlantern7781"}',
    "fakta: kantorets Wi-Fi\nværdi: Plum-338-harbor",
    # one-time codes
    "사용자가 받은 토스 인증번호 482915",
    "Brukeren fikk engangskoden 558207 på SMS",
    "Användaren gav engångskoden 903415 till supporten",
    "Pengguna menerima kod pengesahan 774102 daripada bank",
    # carports, garden gates, bike stores
    "Koden til havelågen er 4172",
    "Brukeren oppga koden til sykkelboden: 3398",
    # Icelandic, Thai
    "Lykilorð móður hennar að Facebook er grani4471.",
    "รหัส wifi ห้องประชุมคือ Kp7vRt2mQx9z",
    # hex keys after a token or API key word and a particle
    "사용자의 깃허브 토큰은 4be07c9d2a8f4e31b6c50d7e9f2a1c83",
    "用户的 API 密钥是 4be07c9d2a8f4e31b6c50d7e9f2a1c83",
    # a digicode with its letter, starting "00" (no dialling prefix)
    "Le digicode est 0041A, l'interphone au nom de Martin",
    # a password told by its use
    "The user's father uses walnut8820 for his online banking.",
    "Grandma uses Tq8zLm3RvX2p on her laptop.",
]

STORED = [
    "ユーザーのマンションは302号室で、郵便番号は15023です。",
    "사용자의 아파트 우편번호는 06234입니다.",
    "המשתמש שאל איך לשנות את הסיסמה ל-Paramount+.",
    "היא שכחה את הסיסמה ל-Canal+",
]


@pytest.mark.parametrize("text", SECRETS)
def test_refused(text: str) -> None:
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", STORED)
def test_stored(text: str) -> None:
    assert find_secret(text) is None, text
