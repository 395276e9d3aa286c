"""Probes of the classes branch secfix18 added to the secret gate (from the eighteenth independent corpus: secrets as
an agent meets them in what it reads and does), each in phrasings written here, not copied from that corpus; every
secret below is missed by main d910bcf and every look-alike below is refused by it.

Classes: one-time codes forwarded from an SMS, named in their languages (Hungarian, Hebrew, Persian, Lithuanian,
Slovak, Czech, Somali, Belarusian, Macedonian, Esperanto; a verb before a colon in Urdu / Marathi / Punjabi); a
voicemail box's code; an alarm's disarm code in Finnish; a CVV next to an expiry date named in another language, or
with a code word after it; a security question's answer in more languages, or typed after the question; recovery
keys and backup codes named in more languages; seed phrases labelled in Czech, Portuguese or by BIP39's name; a password
handed over in two parts; SMB ``user%password``; an agent's form fill; a LastPass row without its header; a password
of joined words in a table's password column. Look-alikes: a ticket's, a serial's, a room's or a line's number after
a password remark, a masked value and the next option, a command named in a sentence, where a secret is kept (a
safe, a password manager) in an answer's or a cell's place, a password said to be replaced.
"""

from __future__ import annotations

import pytest

from zeusmem.rules.secrets import find_secret

SECRETS = [
    # one-time codes from an SMS
    "Megjött az sms: a megerősítő kódja 582914, add meg a webshopban.",
    "שלחו לי הודעה: קוד אימות 734102, תכניס אותו במקומי",
    "پیامک اومد، کد یکبار مصرف 918273",
    "Atėjo žinutė, vienkartinis kodas 640281, suvesk jį",
    "Prišla SMS, overovací kód do aplikácie: 307519",
    "Ověřovací kód pro přihlášení: 481036",
    "Koodhka xaqiijinta waa 552901, geli fadlan",
    "Код па SMS прыйшоў: 610492, увядзі",
    "Еднократен код за најава 273946, внеси го",
    "Mi ricevis SMS: konfirmkodo 839104",
    "ابو کا OTP آیا ہے: 492817، جلدی بتاؤ",
    "आईचा OTP आला आहे: 731904, पटकन टाक",
    # voicemail, alarm
    "Le répondeur du bureau se consulte avec le code 4917.",
    "Hälytyksen purkukoodi 7390, muista näppäillä heti.",
    # CVV
    "Tarjeta de la empresa, vencimiento 09/28, CVV 318",
    "Firmenkarte: Ablaufdatum 04/27, CVC 662",
    "Kártya adatai: CVV kód 905, lejárat 10/26",
    # security answers
    "Turvakysymys: ensimmäisen lemmikin nimi: Muru",
    "Biztonsági kérdés (első iskolám): Petőfi",
    "Security question: name of your first teacher? I put 'Hallorann' for it.",
    "Sigurnosno pitanje: ime prve učiteljice? Upisala sam „Vesna“.",
    # recovery material
    "Klíč pro obnovení BitLockeru: 418539-205117-660341-092378-371254-558106-214729-903617",
    "Herstelsleutel voor de schijf: 552014-108372-661093-204857-330179-726440-158832-447291",
    "Coduri de rezervă pentru Google: 48213975 60391824 17583046 93027561",
    "Varakoodit: 3819 2046 7731 5508 1294 6637",
    # a phrase typed with words off the list (two in twelve): no checksum, no run of list words, but its label
    "BIP39 slova k trezoru: cuketa cukr brambor cvaknout cval cvik zelenac cyklista daleko muzikant myslivec mzda",
    "Palavras de recuperação da carteira fria: abacate abater abranger laranja acabado acalmar acanhar aceitar pimenta"
    " acervo acetona achatar",
    # split, SMB, form fill, export rows, table cells
    "The Wi-Fi password begins with blueFOX and the rest is harborLight.",
    "smbclient //nas01/photos -U gkowalski%lanternharbor",
    "agent step 4: entered 'copperlantern77' into input[name=password] and pressed Enter",
    "LastPass rows: https://portal.example.org,jkarlsson,fjordpine77,,Portal,Work,1",
    "| Site | User | Password |\n|---|---|---|\n| intranet | ptorres | copper.lantern.meadow72 |",
]

LOOK_ALIKES = [
    "Password reset requested for the VPN, see ticket REQ88213 for the details.",
    "Beveiligingsvraag ingesteld; antwoord: ligt in de kluis",
    "The PIN pad is broken, serial 48213, replaced next week.",
    "cron runs ./backup.sh --password ***** --host db-eu-2 every night",
    "the old CI job ran docker login -p with a plain password, now replaced by a token",
    "Sicherheitsfrage eingerichtet, die Antwort liegt im Tresor.",
    "| Služba | Uživatel | Heslo |\n|---|---|---|\n| Banka | jnovak | v sejfu |",
    "het wachtwoord van de printer is vervangen.",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_refused(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_stored(text: str) -> None:
    assert find_secret(text) is None
