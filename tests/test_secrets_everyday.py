"""Probes of the classes branch secfix17 added to the secret gate (from the seventeenth independent corpus's misses:
everyday codes and logins in chat, code-switched and transliterated), each in phrasings written here, not copied
from that corpus; every secret below is missed by main 70624e9 and every look-alike stays stored.

Classes: a dial's combination after its word (numbers or a post-office box dial's letters) with the box or lock
named before it; a password of capitalised words closed by its own mark and the clause's ("…Orchid!.", "…Amber..")
after a password word, also after what it is for with no connector; PIN, code, lock and password words of Georgian,
Nepali, Gujarati, Kannada, Malayalam and Maltese, of Greek and Russian written in Latin letters, and more locks
(a locker in Icelandic, a store room in Sinhala, an alarm in Hausa, a car alarm in Uzbek, a console's or a TV's
parental control, Swedish BankID's "säkerhetskod", key boxes); Hindi digits written in Latin letters; a Zulu
copula glued to the PIN ("ngu-7294"). Look-alikes: the same messages without their value, India's postal PIN code
in three more scripts, Albanian "kodi postar", a Zulu order number glued to its copula.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # a dial's combination after its word, with the box or lock named before it
    "Mailbox 17 at the post office, combination: A-F-C.",
    "Postfach 55 bei der Hauptpost, Kombination: B-E-H.",
    "Casilla 44 del correo: la combinación es D-A-C, no la pierdas.",
    # a run of capitalised words closed by its own mark and the clause's; after what it is for, no connector
    "Netflix-passordet er HarborMapleTigerOrchid!. Ikke del det.",
    "Wifi parool: JuniperHarborTigerAmber.. Tere tulemast!",
    "lykilorð fyrir Spotify: LanternCobaltRiverMaple!, ekki segja neinum",
    "password ta3 el Netflix ta3 khouya MeadowFalconRiverOrchid!, matgoulch l7ad",
    # Georgian, Nepali, Gujarati, Kannada, Malayalam, Maltese
    "სადარბაზოს კარის კოდი 5829, არავის უთხრა",
    "घरको ढोकाको कोड 3917 हो, कसैलाई नभन्नू",
    "ભાઈ, વાઇફાઇનો પાસવર્ડ KesarMangoRiverLamp! છે",
    "ಅಮ್ಮನ ಎಟಿಎಂ ಪಿನ್ 6281, ಯಾರಿಗೂ ಹೇಳಬೇಡ",
    "ബാങ്ക് ആപ്പ് പാസ്\u200cവേഡ് Kochi@River2291 ആണ്",
    "il-kodiċi tal-bieb ta' barra huwa 7302",
    # Greek and Russian in Latin letters
    "o kodikos tis eisodou stin polykatoikia einai 58231",
    "Re paidia, to wifi sto spiti: diktyo Spiti_5G, kodikos Thalassa#2024x",
    "Lena, parol' ot pochty na rabote takoi: Sosna_Reka_77!",
    # Hindi digits in Latin letters; a Zulu copula glued to the PIN
    "Bhaiya, mera ATM pin paanch teen nau ek hai, kisi ko mat batana",
    "Bhuti, i-PIN yekhadi lami ngu-7294, ungatsheli muntu",
    # a console's or a TV's parental control; more languages' locks
    "Kindersicherung vom Fernseher: der Code ist 3816",
    "Parental controls on the Xbox: the code is 5027, don't tell Sam.",
    "ég er með skáp 118 í ræktinni, kóðinn er 9264",
    "ගබඩාවේ කේතය 4820",
    "lambar ƙararrawa ta gida 5826, kar ka gaya wa kowa",
    "avtomobil signalizatsiyasi kodi 3904",
    "Säkerhetskoden till BankID är 492817.",
    "Võtmekarp ukse kõrval: 4827, võti on sees.",
]

LOOK_ALIKES = [
    "PO Box 88: the combination is on the card the clerk gave me.",
    "Casilla 44 del correo: la combinación la tiene mamá.",
    "Kodi postar i Tiranës 1001, zyra e postës hapet në 8.",
    "Sisi, inombolo ye-oda ngu-#55120934, ifika ngoLwesihlanu.",
    "i-PIN yami ngiyishintshile, angeke ngikutshele",
    "lyklaboxið er við útidyrnar, kóðann færðu í SMS",
    "ಪಿನ್ ಕೋಡ್ 575001 ಮಂಗಳೂರು",
    "પિન કોડ 395003 સુરત",
    "പിൻ കോഡ് 682001 കൊച്ചി",
    "parol' ot vaifaya napisan na routere, sprosi u soseda",
    "o kodikos tis kratisis einai 482913",
    "Contrôle parental activé : 2 h par jour, le code est chez papa",
    "password ta3 el Netflix matgoulouch l7ata wa7ed",
    "Sundlaugin opnar klukkan 6, skápur 210 var laus",
    "valet parking on the 4th floor, ticket 5521",
    "Bhaiya, train do baje hai, coach teen, seat chaar",
    "I reset the password of the Instagram account for Jonas yesterday, ask HarborTigerMeadowLantern",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
