"""secfix25: the readings written from the misses and flags of the 25th and 26th corpora, probed with phrasings of our
own (other languages, other word orders; none is a corpus text). Each goes through the gate's entry point
``find_secret``; a secret must be found and gone from ``redact``, a look-alike must pass."""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret, redact

# (text, the secret's value): what must be refused
SECRETS = [
    # a dial's combination after a safe's or a dial's noun: spaced dashes, turns, after a comma (``_unlocks``)
    ("the combination of the gun safe is 31 - 7 - 52, don't write it on the box", "31 - 7 - 52"),
    ("Kombination des Waffenschranks: R12 L40 R7", "R12 L40 R7"),
    ("la combinaison du coffre de l'hôtel, 18-4-33 si je me souviens bien", "18-4-33"),
    ("el cofre del despacho: 12 - 44 - 09", "12 - 44 - 09"),
    ("шифр сейфа в кабинете L14 R60 L3", "L14 R60 L3"),
    ("kasanın kombinasyonu 22-61-09 olarak ayarlandı", "22-61-09"),
    ("codul seifului din birou este 719035", "719035"),
    ("ο κωδικός του χρηματοκιβωτίου στο γραφείο είναι 550172", "550172"),
    ("the bond locker padlock takes 719", "719"),
    ("a lakat kódja a pincén 4417", "4417"),
    ("仓库挂锁密码是 358", "358"),
    # a code said to have been sent or to have come, before or after its noun; a phone unlocked (``_shared``)
    ("Revolut sent a code to mum's mobile: 418-207, quick before it expires", "418-207"),
    ("la banque a envoyé un code sur le portable de papa : 553 910", "553 910"),
    ("el banco mandó un código al celular de la abuela: 771-430", "771-430"),
    ("o código que o banco enviou é 662014", "662014"),
    ("Die Bank hat einen Code geschickt: 3 8 1 0 7 2", "3 8 1 0 7 2"),
    ("银行发来的验证码是 903 115", "903 115"),
    ("we finally unlocked grandpa's tablet! the code was 7391", "7391"),
    ("abbiamo aperto il telefono della nonna, il codice era 280461", "280461"),
    # a remark in brackets between a PIN's noun and its value; a value given; a copula of Serbian
    ("PIN for the savings card (the pension goes there) 4716", "4716"),
    ("ПИН за картицу (ону плаву) је 8302", "8302"),
    ("she asked for the ATM card PIN and he gave 5096", "5096"),
    # a Wi-Fi's key of digits or after a bare "key" / "pass" once a network is named
    ("the guest wifi Harbour_5G, password 4817290365", "4817290365"),
    ("WLAN Meerblick, 密码 6120938457", "6120938457"),
    ("router sticker: network VM2291847, key: 7702948151", "7702948151"),
    ("network: PLUSNET-8KQ2, pass: XQ7TR2KP9WLM", "XQ7TR2KP9WLM"),
    # an internet voucher in groups of four (``_shared``), an application password in six groups (``_labels``)
    ("hotel wifi voucher for room 12: QXT7-9KLM-ZP2W", "QXT7-9KLM-ZP2W"),
    ("mã thẻ wifi của khách: 7HQ2-LMZX-Q9TR", "7HQ2-LMZX-Q9TR"),
    ("application password for the shop's site, for the plugin: aB3d Kq9Z mN2p Xy7W Lq4e Tt8R",
     "aB3d Kq9Z mN2p Xy7W Lq4e Tt8R"),
    # a live key by the "<prefix>_live_" convention of payment providers' secret keys
    ("the payments key is rk_live_Q8s7Dk2LmZ4xYt9WbN3vHc6RfJ1pAe0", "rk_live_Q8s7Dk2LmZ4xYt9WbN3vHc6RfJ1pAe0"),
    # a security answer with a remark after a spaced dash, lower case too
    ("bank phone line: memorable word is lighthouse - it's in the red notebook", "lighthouse"),
]

# what must pass: withheld values in records, passes that are tickets, other numbers, shop vouchers, public keys
LOOKALIKES = [
    '{"service": "Disney+", "password": "unknown", "action": "cancel by phone"}',
    '{"servicio": "Spotify", "contraseña": "desconocida", "nota": "cancelar con el banco"}',
    '{"dienst": "Netflix", "passwort": "nicht gefunden"}',
    "wifi password: ask the receptionist",
    '{"room": "B12", "door_code": "ask the porter on duty", "building": "North Wing"}',
    '{"note": "код от двери склада", "warehouse": "Sklad Yug 3", "code": "спросить у охраны"}',
    '{"visitor": "J. Marsh", "visitor_pass": "VP-88214"}',
    "boarding pass: BA-49211, gate 22",
    '{"account": "main", "password_hint": "Grandma2Dog"}',
    "訂單號 ７７３２９１８０２４，已发货",
    "bank portal: user code 81724533, the password was never written down",
    "the wifi is Harbour-Guest-2, the password you get at the bar",
    '{"text": "SSID HOME-4G\\nMAC 9C:3A:1F:77:0B:2E"}',
    "the shop gave us a discount voucher: SAVE-2024-SPRG-QQ7X",
    "Stripe publishable key pk_live_Z8s7Dk2LmZ4xYt9WbN3vHc6R goes in the checkout page",
    "the safe was installed on 12-04-22 by the landlord",
    "the bank sent a letter on 4 March, ref 2291-771",
    "we opened the shop's new phone line, call 0800 555 0199",
    "the combination of red and blue 12 - 4 - 33 on the poster",
    "lottery: the winning combination 7 - 19 - 33 - 41",
    "we unlocked level 12 of the game, 4500 points",
    "the code review took 45 minutes",
    "the zip code they sent is 90210",
    "error code 5012 came up again on the printer",
    "the order came, the tracking code 88213377",
    "Wi-Fi at the cafe, key: ask the waiter",
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_the_secret_is_refused(text: str, value: str) -> None:
    assert find_secret(text) is not None, text
    assert value not in redact(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_the_lookalike_passes(text: str) -> None:
    assert find_secret(text) is None, text
