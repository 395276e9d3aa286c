"""Probes of the classes branch secfix19 added to the secret gate (from the nineteenth independent corpus's misses and
false positives: secrets of small businesses and trades, inside documents an agent reads, in voice transcripts,
full-width or Eastern Arabic digits), each in phrasings written here, not copied from that corpus; every secret below
is missed by main f1ee869 and every look-alike is stored (main flagged four of the first five).

Classes: lock nouns of trades (a lorry's alarm behind its plate, a terminal, a cupboard, a smart lock, a POS, a
warehouse alarm) in Welsh, Irish, Albanian, Estonian, Yoruba, Kannada; a flat's number before the colon of the code;
full-width Latin letters and digits, Eastern Arabic and Persian digits; licence keys in groups named in German,
Spanish, Japanese; Kazakh's joined "құпиясөз"; a password word, a label of a few words and a colon before the value;
a voice transcript's self-correction ("two... no, sorry, ..."), Welsh digit words; a sheet's column of a thing's PIN.
Look-alikes: a word glued by a comma after a password word, a password manager's name or path, a reference number
after a warning about codes, Eastern Arabic and full-width numbers that are no code, a licence renewed, a plate, a
label with no value, a correction of a time, a PIN column with a remark, a column named "Spin class".
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    "Cod larwm y lori (Iveco CX21PLT) yw 5092",
    "Alarmkode, leilighet 14: 582093",
    "Cód an teirminéil ag an gcarrchlós: 40817",
    "Kodi i dollapit në depo është 582014",
    "Koodu ẹ̀rọ POS ti ṣọ́ọ̀bù wa ni 7316",
    "ಗೋದಾಮಿನ ಅಲಾರ್ಮ್ ಕೋಡ್ 4082",
    "Nutiluku kood on 731942",
    "银行网站的密码：ｐｉｎｅ-ｒｉｖｅｒ-４７",
    "パスワード：ｍａｐｌｅ-ｃｌｏｕｄ-３９",
    "رمز البوابة ٥٨٣١",
    "رمز در ساختمون ۶۱۸۲ هست",
    "Lizenzschlüssel für das Schnittprogramm: K7P2Q-9XM4B-2RT8V-LW3ZN",
    "licencia del programa de contabilidad: 4HT7K-PQ2X9-MZ8RW-3VBN6",
    "ライセンスキー：H4K9P-2XQ7M-T8RW3-ZN5VB",
    "құпиясөз: Qw7mZp2Rx9",
    "Cyfrinair cyfrif e-bost y siop: TqW9xLmR4vZe",
    "Pasfhocal do phunann an tsoláthraí: Xk7PmQ2rTzW",
    "[voice note] the padlock on the kit room is two... no, sorry, eight one five three",
    "[trawsgrifiad] cod y giât yw saith... na, sori, tri wyth un pump",
    "staff.csv\nName;Role;Alarm-PIN\nOla;cook;5820\nBen;porter;7163",
    "Mitarbeiter;Tür-PIN\nAnna;4719",
]

LOOK_ALIKES = [
    "the wifi password is on the fridge,ask mum",
    "hasło do banku zna tylko Ewa,reszta nie",
    "Passwort steht in 1Password, Tresor Büro",
    "Your bank will never ask for your PIN. Ref 4419203",
    "the password is in Vault, kv/shop/12",
    "رقم الشقة ٦٢ والطابق ٣ في العمارة",
    "会议室在３楼，电话０１２３-４５６７",
    "Lizenz verlängert bis 2027, Rechnung RE-2026-0412",
    "the van (Transit AB12CDE) is booked for 0930 service",
    "Cyfrinair y porth: gofynnwch i'r swyddfa",
    "Password policy for the school portal: at least twelve characters",
    "[voice note] the meeting is on two... no, sorry, three five, room 12",
    "staff.csv\nName;Role;Door-PIN\nOla;cook;ask manager",
    "Name;Spin class;Year\nOla;Monday;2019",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
