"""Probes of the classes branch secfix16 added to the secret gate (from the sixteenth independent corpus's misses:
nurses, drivers, teachers, farmers, musicians, gamers, crypto users, photographers, gyms, journalists, in 42
languages), each in phrasings written here, not copied from that corpus; every secret below is missed by main
e38a597 and every look-alike stays stored.

Classes: a password made of words right after a password word (four to six lowercase words, a run-together sentence
in capitalised words, words joined by one separator with a number), after what it is for and a colon or a copula
too; a login and such a password after " / "; password words of Bulgarian, Lithuanian, Afrikaans, Somali, Telugu and
Punjabi; lock and PIN words of those languages and of Slovak, Mongolian and Marathi, rooms and fuel cards as locks, a
time of day or a vehicle's plate before the code; a seed phrase's label in more languages and "the recovery words
are:"; cqlsh / NEO4J_AUTH / a password echoed into a password file; a passphrase said to be a sentence; a SecureDrop
codename. Look-alikes: a changed password with the account's name after it, a masked PIN with another number, a year
after "since", a compound word of another script, a router's brand, a date glued to a particle.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # a password of words after a password word
    "Dodal jsem ti přístup do e-shopu: uživatel petra.k, heslo ostrov mrak lampa sova",
    "Cabinetul veterinar, login dr.ionescu, parolă OldHorseEatsRedApples! pentru tura de noapte",
    "Pristup za skladište, korisnik ana.m, lozinka PlaviKonjSpavaNaMoru (ne mijenjaj)",
    "Моля запиши: паролата на касата е ZelenaKrushaPadaVecherta#",
    "Bandos sistema: vartotojas jonas.p, slaptažodis LongRiverMeetsOldStone7",
    "Gebruik vir die plaas se rekenaar: wagwoord Rooi+Kat+Spring+Hoog+12",
    "ఆఫీస్ కంప్యూటర్ పాస్‌వర్డ్ OrangeTrainRunsSlowly99 గుర్తుంచుకో",
    "ਸਟੋਰ ਦਾ ਪਾਸਵਰਡ river candle stone pepper ਹੈ",
    # a login and its password after a slash
    "Club account for the tournament: mira.szabo@mail.test / PurpleFoxJumpsHigh!",
    "shared login nikolai / amber forest pillow rocket — keep it quiet",
    # lock codes
    "Кодът на склада е 6318, не го казвай на доставчика",
    "Sandėlio durų kodas: 5092#",
    "Kód na dvere do skladu po 20:00 je 73915",
    "Stoorkamer se kode is 4471#",
    "PIN kortelės automobiliui KLM-204: 6613",
    "ఆఫీసు గది కోడ్ 2861",
    # seed phrase labels
    "Rezervna fraza novčanika: ribbon quiz method sugar tonight awake hobby lunar dash pride enroll lawn",
    "Trezor recovery words are: ribbon quiz method sugar tonight awake hobby lunar dash pride enroll lantern",
    # commands and files
    "cypher-shell -a bolt://db:7687 -u neo4j -p Kw8Lr2pQz1",
    "NEO4J_AUTH=neo4j/Tr4ckPassw0rd",
    "printf '%s' 'h7Qm2LxPz' > /run/secrets/db_password",
    # a sentence as passphrase, a codename
    'her banking password is the whole sentence "seven quiet horses drink from the silver lake"',
    "SecureDrop code name: amber violet copper ridge lantern oak",
]

LOOK_ALIKES = [
    "Změnil jsem heslo do e-shopu, starý účet petra22 je zrušený.",
    "Kreditní karta …412, PIN ****, limit 20000 Kč měsíčně.",
    "Muszę zmienić hasło do poczty, mam je od 2018 roku.",
    "Das WLAN-Passwort klebt unten auf der FRITZ!Box im Flur.",
    "הסיסמה פגה ב-2026-11-30, צריך לבקש חדשה.",
    "the escape room code was 1-9-8-4, like the book",
    "Kata sandi utama dicatat tangan di buku catatan, disimpan di laci",
    "password reset for the shared drive is scheduled on Monday",
    "Sandėlio durų kodas pasikeitė, naują gausi rytoj.",
    "echo 'hello' > notes/password_ideas.txt",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
