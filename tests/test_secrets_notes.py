"""Probes of the classes branch secfix14 added to the secret gate (from the fourteenth independent corpus's misses
and flagged look-alikes: what a memory extractor writes down, codes told in context, one-word passwords), each in
phrasings written here, not copied from that corpus; every secret below is missed by main 675cf58 and every
look-alike stays stored (the ones main flagged are marked).

Classes: a password that is one dictionary word or a run-together sentence, closing its clause after a password
word, what it is for and a connector ("Kennwort vom Tablet: Regenbogen", "password ng cellphone ay sampaguita",
Turkish "laptop şifresi papatya" with no copula); everyday codes in Finnish, Catalan and Croatian words and more
lock nouns (a phone's lock, a key box, a locker, a stairwell) in Hebrew, Thai, Persian, Danish and Swedish; the
code's length told before it ("senha de 4 dígitos …: 7719"); Dutch alarm user and duress codes; Catalan and
Croatian password words. Look-alikes: descriptions of a password ("geändert", "nueva", "verlopen", "too short"), a
copula that is a preposition in English ("no password to remember"), a password manager's name, a Rust path
"pass::Builder", postal and area codes named in Indonesian, Hebrew, Tamil and Turkish, a room number, the value of
another field after a Wi-Fi word ("ssid: …"), a password "shared between" people.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    'la password del tablet della zia: cieloazzurro',
    'Kennwort vom Tablet: Regenbogen',
    'la contraseña de la tablet es tiburon',
    'senha do notebook: borboleta',
    'mot de passe de la box : marmotte',
    'wachtwoord van de printer is gewoon tulpen',
    'hasło do laptopa to wiewiorka',
    'laptop şifresi papatya',
    'lösenordet till paddan är blåbär',
    'password ng cellphone ay sampaguita',
    'nenosiri la simu ni twiga',
    'Omas Passwort für das Tablet: KatzeImGarten',
    'parola de la tableta e ciocarlie',
    'salasana tabletissa on mustikka',
    'oven koodi on 5829',
    'el codi de la porta és 3917',
    'šifra za garažu je 7320',
    'קוד הנעילה של האייפון הוא 4821',
    'รหัสกล่องกุญแจหน้าบ้าน 7391',
    'رمز قفل موبایل 6295',
    'koden til skabet er 4417',
    'skåpet i omklädningsrummet, kod 5530',
    'senha de 4 dígitos do celular da vó: 7719',
    'kode 6 angka untuk pintu gerbang 771904',
    'de pincode van 4 cijfers is 7719',
    'Ajax hub: gebruikerscode 4410',
    'la contrasenya del correu és Rivet-77pine',
    'rekla je da je lozinka za e-Dnevnik HeronLamp74',
]

# look-alikes; (main) marks the ones main 675cf58 flagged
LOOK_ALIKES = [
    'there is no password to remember on that box',
    'Kennwort vom Tablet: geändert',
    'la contraseña del router es nueva',
    'wachtwoord van de printer is verlopen',
    'password manager: Bitwarden',
    'impl pass::Builder for Config {}',  # (main)
    'let b = pass::Builder::new();',  # (main)
    'the password is stored in the family vault',
    'hasło do laptopa to kwestia czasu, trzeba zmienić',
    'el portal número 4, código postal 28013',
    'kode pos rumah: 40115',  # (main)
    'nomor telepon alan kodu 0216',
    'המיקוד של הבניין 6473921',  # (main)
    'பின்கோடு 600028',  # (main)
    '门禁：刷卡进入，2208室',  # (main)
    'remember(key="router_home", value="ssid: Casa-5G, in the hall")',  # (main)
    'the master password is shared between the two founders',
    'the password for the tablet is too short, pick another',
    'the alarm code has 4 digits',
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
