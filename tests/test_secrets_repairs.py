# ruff: noqa: E501  (one probe a line)
"""Probes of the classes branch secfix23 added to the secret gate (from the twenty-third independent corpus's misses
and false positives: corrections and self-repairs), each in phrasings written here, not copied from that corpus;
every secret below is missed by main 0ff7d28, every look-alike of ``STORED_WAS_FLAGGED`` is refused by it, and the
look-alikes of ``STORED`` (stored by main too) guard the new readings.

Classes: a value repaired into its twin (two characters swapped, its case changed) or said again after "yes" / "that
is", also when its digits were first dictated as words separated by the language's own comma; a Wi-Fi named and its
key after a copula, or after "now" once the first one was taken back; a memory-edit command that changes a password
to a value in languages written without spaces; a number re-labelled as a code ("N isn't the house number; it's the
code for …"); the right key after a wrong one; a one-time code that came by SMS in Japanese and Arabic; a key box or
a key safe written with a hyphen.
Look-alikes: a number said not to be a credential (and the same number said again); a network's name after its label;
a customer's or a booking's number near a withheld code; a non-credential value repaired; a Wi-Fi's name (a band, a
router's name, "free", a rename); a password policy; a hotline's number near a one-time code's warning.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # a value said again after a confirmation word; digits dictated as words, then as figures
    "The code for the lockbox, let me check the card... 40917. Yes, 40917.",
    "Il codice dell'allarme è uno, nove, quattro, sette. Cioè 1947... no, 1974.",
    "الرمز السري للهاتف هو تسعة، واحد، أربعة، اثنان... لا، تسعة، واحد، اثنان، أربعة. يعني 9124.",
    # a Wi-Fi and its key after a copula, or after "now"
    "Das WLAN im Gartenhaus ist Quitte-Birne-4471, sag ich dir.",
    "El wifi del apartamento es Girasol7731Playa, no el del vecino.",
    "Il Wi-Fi della casa al lago è LagoBlu, no aspetta, quello era vecchio. Adesso è Salice-Ponte-5518.",
    "Wi-Fi na działce to Jabłoń-Grusza-3319.",
    "Το Wi-Fi στο σπίτι της γιαγιάς είναι Elia-Thalassa-4471.",
    "O wifi do sítio: Cajueiro#8812.",
    "Wi-Fi в гостинице — Sosna-Kedr-7731, записал.",
    "Il wifi della cascina è Fienile-Trattore-88!, scrivilo.",
    # a memory-edit command in languages without spaces
    "把我备忘录里的支付宝密码改成qT7vLp2Rk9，原来的不对。",
    "メモの楽天のパスワードをkT9vLm2Qp8に書き換えて。",
    # a number re-labelled as a code
    "8812 isn't the house number - it's the code for the side gate.",
    "9930 isn't the PO box number; it's the code for the garden gate.",
    "2290 is not her locker number, it's actually her alarm code.",
    # the right key after a wrong one
    "Sorry, wrong token before. The correct one is 9f3c2a1be07d48c6a5e2f1d0c9b8a7e6.",
    "Ich hatte den falschen Schlüssel geschickt, der richtige ist Zk7Qp2Lm9Xv4Rt8W.",
    # a one-time code that came by SMS
    "ショートメールで来た確認コードは662019です。",
    "رمز التحقق في رسالة SMS هو 774120",
    # a key safe with a hyphen
    "The key-safe by the porch opens with 4418.",
]

STORED_WAS_FLAGGED = [
    # a number said not to be a credential, and said again
    "1985 to nie jest mój PIN, tylko rok, w którym kupiliśmy dom; kupiliśmy go w 1985.",
    "1970 ليس رقمي السري بل سنة ميلاد أخي؛ وُلد سنة 1970.",
    "1990年は暗証番号じゃなくて、引っ越した年です。1990年に大阪へ。",
    "1988不是我的密码，是我们搬家的那年。我们1988年搬到了杭州。",
    # a network's name after its label
    "와이파이 비밀번호는 공유기 뒤에 있어. 네트워크 이름: iptime_5G_7731",
    "Wi-Fiのパスワードは冷蔵庫のメモ。ネットワーク名はBuffalo-G-4F21です。",
    # a customer's or a booking's number
    "경비업체 고객번호 88213904, 비밀번호는 내가 외우고 있어.",
    "SMSのコードはまだ届いていない。予約番号は4471です。",
    "The SMS code never came, so the booking 662019 is still pending.",
]

STORED = [
    "Die Alarmfirma hat die Kundennummer 5519382, das Passwort weiß ich auswendig.",
    "2011 no es mi PIN, es el año en que nació Lucía; nació en 2011.",
    "1999 не мой ПИН-код, а год свадьбы; поженились в 1999.",
    "4471 is not the door code, it's the flat number.",
    # a value repaired that is no credential
    "The meeting room is 4310... no, 4301, on the fourth floor.",
    "Cost centre 4410, no, 4401, pays for the password manager licence.",
    "The code review is on PR 4512... no wait, PR 4521.",
    "My flat number isn't 1028, it's 1082; the door code is with the concierge.",
    # a Wi-Fi's name
    "The cafe wifi is FreeWiFi2024 and it has no password.",
    "Our Wi-Fi is Vodafone-7F3A; password on the router sticker.",
    "The wifi at the office is Staff-5G, ask IT for the key.",
    "Renamed the Wi-Fi to Gremlin2024, same password as before.",
    "The Wi-Fi is FRITZ!Box 7530 SL, the key is on the back.",
    # a password policy, a hotline, the right file
    "Change the password to something longer than 12 characters.",
    "Update the password policy to require 14 characters.",
    "短信里说验证码不要告诉任何人，客服电话95588。",
    "I sent the wrong file; the right one is report-2024-final.pdf.",
]


@pytest.mark.parametrize("text", SECRETS)
def test_refused(text: str) -> None:
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", STORED_WAS_FLAGGED + STORED)
def test_stored(text: str) -> None:
    assert find_secret(text) is None, text
