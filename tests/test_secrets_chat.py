"""Probes of the classes branch secfix13 added to the secret gate (from the thirteenth independent corpus's
misses: secrets told in chat and voice messages), each in phrasings written here, not copied from that corpus;
every secret below is missed by main c2ddc82 and every look-alike stays stored.

Classes: PIN digits spelled out in Bengali, Thai, Urdu or as spaced CJK numerals; lock and PIN words of chat in
more languages (a phone's lock code, a passcode, "pinul", "kodem", "namba ya geti", Thai ATM, colloquial
Persian "building", "fietskluis", "Zahlenkombi"); a letters-only password with a remark on how it is typed right
after it ("all lowercase", "todo junto", "alles klein") or closed by a verb-final copula; a door code with a
letter after its digits; an account handed over as an e-mail, a password word and a word of letters; a door or
gate code with the keypad's key said after it; a recovery code's label with what it is for before the colon; a
password manager's master passphrase of three or four words. Look-alikes: a "passphrase" that is a sentence of
advice or a remark, a Wi-Fi QR payload with no password, and the same messages without their value.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # spelled digits
    "দিদি আমার এটিএম পিন নয় তিন সাত দুই, কাউকে বলিস না",
    "พี่ รหัสบัตร atm คือ หนึ่ง ห้า แปด สอง นะ",
    "بھائی میرا اے ٹی ایم پن سات دو ایک آٹھ ہے",
    "哥 我的取款密码是八 三 六 一 记住",
    "رقم سري لبطاقتي سبعة تسعة اثنين واحد",
    # lock and PIN words of chat
    "मम्मी के मोबाइल का लॉक कोड 735190 है",
    "আমার ফোনের পাসকোড 620417",
    "tati pinul cardului e 4826 nu-l spune",
    "furtka otwiera się kodem 731904",
    "namba ya mlango ni 8251 usisahau",
    "รหัสเอทีเอ็ม 9034 นะ",
    "رمز در ساختمون 6182 هست",
    "de fietskluis op het station: code 5839",
    "Fahrradbox am Bahnhof, Zahlenkombi 2957",
    # how the value is typed, said after it
    "wifi pw for the cabin: lanternbreeze, one word lowercase",
    "la contraseña del router es nubepiedra todo junto",
    "Kennwort fürs Tablet: tannenzapfen, alles klein",
    "le mot de passe de la box c'est pommelune, tout en minuscules",
    "a senha do note é cajuventania tudo minúsculo",
    "公司 비밀번호 riverstone 입니다",
    "pw hotspot kantor kopisusumanis semua huruf kecil ya",
    # no password word: a verb that unlocks or logs in with the value, the typed remark after it
    "the old tablet opens with meadowfinchlake, all lowercase, no spaces",
    "pra entrar no wifi da loja com pitangacoruja — tudo junto",
    # a door code with a letter
    "код домофона: 4718Б, этаж третий",
    "digicode 7-3-0-5A puis porte de gauche",
    # an account handed over
    "fortnite acc: sam.k@mail.test pass moonlanterns, dont buy skins",
    "akun ff: dina@mail.test sandi kupukupumalam ya",
    # the keypad's key after a door or gate code
    "the side gate is 58213 then the hash key",
    "garage door 4096 and then press enter",
    # a recovery code's label with what it is for
    "epic recovery code for the main account: R48391",
    # a master passphrase
    "1Password master password velvet harbor stone, the secret key is in the safe",
]

LOOK_ALIKES = [
    "passphrase: choose four random words, never a quote from a song",
    "Passphrase: liegt im Tresor, nicht auf dem Rechner.",
    "scan this: WIFI:T:nopass;S:Cafe-Guest;; (open network)",
    "the wifi password is on the router, all lowercase",
    "la contraseña del router la tiene mi hermano, todo junto",
    "le mot de passe de la box est dans le tiroir, tout en minuscules",
    "garage door opens from the app, then press the green button to close",
    "the old tablet opens with fingerprint only, no numbers",
    "sign in with lowercase letters, no spaces",
    "fortnite acc: sam.k@mail.test pass it to me later",
    "ring 4096 at the garage door and wait",
    "1Password master password known only to me, the secret key is in the safe",
    "код подъезда сменили, спроси у соседей",
    "मम्मी के मोबाइल का लॉक अब फिंगरप्रिंट से खुलता है",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
