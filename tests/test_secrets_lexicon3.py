"""seclex3: the concepts of ``_concepts3`` (an alarm's disarm code, a master / installer code, a phone's unlock
code and a SIM's PUK, a payment PIN, a Wi-Fi password written as one word, a card's security code by a card
number) in a few of their languages. The sentences were written for this file from the concept list, not taken
from a corpus; each has a look-alike that must pass.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

# (secret sentence, look-alike)
CASES: list[tuple[str, str]] = [
    ("The disarm code for the shop is 5829, you have 30 seconds.", "The disarm code is on the note in the drawer."),
    ("Der Unscharfcode der Alarmanlage lautet 5829.", "Den Unscharfcode kennt nur Herr Weber."),
    ("Le code de désarmement : 5829.", "Le code de désarmement est chez la voisine."),
    ("Código de desarme de la alarma: 5829", "El código de desarme lo tiene Marta."),
    ("kod rozbrojenia alarmu 5829", "Kod rozbrojenia zna tylko pan Adam."),
    ("код снятия с охраны 5829", "Код снятия с охраны знает охранник."),
    ("Der Errichtercode der Zentrale ist 5829.", "Den Errichtercode hat der Techniker."),
    ("código maestro de la cerradura 582913", "El código maestro lo guarda el administrador."),
    ("mesterkód: 582913", "A mesterkódot a gondnok tudja."),
    ("Entsperrcode vom Tablet: 5829", "Den Entsperrcode weiß Oma nicht mehr."),
    ("PUK-Code der neuen SIM: 58291374", "Den PUK-Code findest du auf der Karte."),
    ("código de desbloqueo del móvil 5829", "El código de desbloqueo está en la caja."),
    ("M-Pesa PIN yangu: 5829", "M-Pesa PIN is never shared with agents."),
    ("pin ya mpesa ni 5829", "Usimpe mtu pin ya mpesa."),
    ("kod BLIK 582913", "Kod BLIK przyjdzie w aplikacji."),
    ("支付密码 582913", "支付密码请不要告诉别人。"),
    ("Unser WLAN-Passwort ist Ht7#mQ2vLp9", "Das WLAN-Passwort steht auf dem Router."),
    ("wifikoden er 8sKd72mQp", "Wifikoden står på baksiden av ruteren."),
    ("Karte gültig bis 04/28, Sicherheitscode 482", "Sicherheitscode 482 Punkte im Spiel."),
    ("Thẻ Visa hạn sử dụng 09/27, mã bảo mật 317", "Mã bảo mật 317 điểm."),
    ("unlock pattern: 1-4-7-8-9.", "The unlock pattern is easy to guess from smudges."),
    ("Entsperrmuster: 1-4-7-8-9.", "Das Entsperrmuster kennt nur Tom."),
    ("la clave del wifi es Pk8w2LmQz7", "La clave del éxito es la constancia."),
]


@pytest.mark.parametrize(("secret", "benign"), CASES, ids=[c[0][:24] for c in CASES])
def test_concept_sentences(secret: str, benign: str) -> None:
    assert find_secret(secret) is not None, secret
    assert find_secret(benign) is None, benign


@pytest.mark.parametrize("text", [
    '{"sistema": "nómina", "usuario": "ana.4411", "contraseña": "azahar-invernadero-regadera"}',
    '{"ứng_dụng": "chấm công", "tài_khoản": "w7619", "mật_khẩu": "TWUCBs4Xx7Py"}',
    '{"النظام": "الحضور", "المستخدم": "w415", "كلمة_المرور": "P7mgRbfpZZBd"}',
    "docker run --name some-mysql -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:tag",
])
def test_record_passwords_by_key_in_any_language(text: str) -> None:
    """A record's password key in any language (two-word ones joined by "_"), a value starting with a letter, a
    passphrase of joined words: its value is a secret."""
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", [
    "User's config template: DB_PASSWORD=changeme-in-docs, SECRET=***",
    '{"mật_khẩu": "gửi qua SMS"}',
])
def test_record_password_look_alikes(text: str) -> None:
    assert find_secret(text) is None
