"""Probes of the classes branch secfix15 added to the secret gate (from the fifteenth independent corpus's misses:
landlords', hosts', carers', students' and small shops' codes and passwords in languages few corpora use), each in
phrasings written here, not copied from that corpus; every secret below is missed by main 78400ea and every
look-alike is flagged by it.

Classes: the password words of Armenian, Khmer, Burmese, Sinhala, Uzbek, Azerbaijani, Zulu, Icelandic, Estonian,
Latvian, Albanian, Basque, Galician, Welsh, Irish and Hausa's "kalmar sirrin", then a value shaped like a password
(also one that ends with the clause's own "!" or ".", and after an inflected stem: "lykilorðið á … er X"); door,
gate, key-box and till codes in those languages' words ("կոդ", "លេខកូដ", "ကုဒ်", "kodi", "kóðinn", "kood", "kods",
"kodea", "cod y", "cód"; Estonian "PIN1 on …"); an access code given with its value; a Markdown table's
"Passwort" or "Clave" column; backup codes after a parenthesis with a "!" before the colon. Look-alikes: a phone
number written in groups after a PIN or code word, a Turkish verb ("istemez": does not ask for) after a password
word.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # password words of the new languages, a value shaped like a password after them
    "Պահեստի համակարգչի գաղտնաբառը՝ Gyumri4471!",
    "Wi-Fi បន្ទប់ 12 ពាក្យសម្ងាត់ Mekong-4471z",
    "ကော်ဖီဆိုင် Wi-Fi စကားဝှက်က mandalay5520? ပါ",
    "කාර්යාලයේ Wi-Fi මුරපදය Galle_7731q",
    "Ofis Wi-Fi paroli Toshkent-5521!",
    "Anbar portalının şifrəsi Gence_9043x",
    "I-Wi-Fi yasehhovisi iphasiwedi ithi Durban-6632!",
    "Lykilorðið á fartölvunni er Hekla-3317z",
    "Raamatupidamise parool: Tartu_4820q",
    "Noliktavas datora parole ir Cesis-7719z",
    "Fjalëkalimi i postës së dyqanit: Vlora_2204x",
    "Bulegoko Wi-Fiaren pasahitza Donostia-5518z da",
    "O contrasinal do correo da tenda é Lugo_8830q",
    "Cyfrinair y gliniadur yw Conwy-4471x",
    "Is é pasfhocal an ríomhphoist ná Corcaigh-6619z",
    "Kalmar sirrin kwamfutar ofis ita ce Kano_5513x",
    # codes of doors, gates, key boxes and tills in the new languages
    "ՊՕՍ տերմինալի կոդ 582913",
    "លេខកូដទ្វារ 7314",
    "တံခါး ကုဒ် 6629",
    "ගේට්ටුවේ කේතය 8152",
    "есіктің коды 4927",
    "darvoza kodi 7340",
    "qapının kodu 5182",
    "ikhodi yomnyango ithi 4493",
    "kóðinn að hurðinni er 7391",
    "ukse kood on 8264",
    "durvju kods 3917",
    "kodi i derës 6048",
    "atearen kodea 2759 da",
    "Caixa rexistradora da tenda, código de encargado 730418",
    "cod y drws yw 6205",
    "is é cód an dorais ná 9314",
    "PIN2 on 58203917, PIN1 on 4471",
    # an access code given with its value; a till's manager code; a Markdown table's password column
    "service lift maintenance access code: 582017",
    "Código de encargado del TPV: 730418",
    "| Konto | Benutzer | Passwort |\n|---|---|---|\n| Kasse | chef | Linde-4471x |",
    "| Cuenta | Usuario | Clave |\n|---|---|---|\n| Correo | tienda | Roble_8813! |",
    # backup codes with a parenthesis before the colon
    "Backup codes of the Gmail account (do not lose!): 4829 1736 9052 6618",
]
LOOK_ALIKES = [
    # a phone number in groups after a PIN or code word
    "Never give the card PIN to anyone who calls; the bank's fraud line is 0800 123 4567",
    "Torcode bitte beim Hausmeister erfragen: 0172 345 678",
    # a Turkish verb after a password word
    "Hiçbir banka telefonda internet şifresi istemez, dikkat et.",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
