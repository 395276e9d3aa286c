"""seclex: the PIN / code / lock words of ``_locales`` built from a concept list × a language list (``_concepts``).

For each language, a secret said in a natural sentence (a lock's, a locker's, a door's, an alarm's code, a PIN, a
one-time code) and as a JSON record must be found; the same noun with no value, "ask X", or a reference number
labelled as such must not. The sentences were written for this file from the concept list, not taken from a corpus.
"""

from __future__ import annotations

import json

import pytest

from zeusmem.rules.secrets import find_secret, find_secrets

# language: (secret sentence, look-alike that must pass)
SENTENCES: dict[str, tuple[str, str]] = {
    "en": ("The padlock combination on the shed locker is 4827.", "The padlock combination is written on the box."),
    "de": ("Der Code für den Medikamentenschrank ist 4827.", "Den Code für den Medikamentenschrank hat Frau Weber."),
    "fr": ("Le code de l'armoire à pharmacie est 4827.", "Pour le code de l'armoire à pharmacie, demande à Luc."),
    "es": ("La combinación del candado de la taquilla es 4827.", "La combinación del candado la tiene Marta."),
    "pt": ("O código do cadeado do cacifo é 4827.", "O código do cadeado está com o porteiro."),
    "it": ("Il codice dell'armadietto è 4827.", "Il codice dell'armadietto chiedilo a Giulia."),
    "nl": ("De combinatie van het hangslot is 4827.", "De combinatie van het hangslot weet Pieter."),
    "pl": ("Szyfr do kłódki od szafki to 4827.", "Szyfr do kłódki zna tylko pani Ania."),
    "cs": ("Kombinace visacího zámku na skříňce je 4827.", "Kombinaci visacího zámku zná Petr."),
    "sk": ("Kombinácia zámku na skrinke je 4827.", "Kombináciu zámku na skrinke vie Jana."),
    "sl": ("Koda za omarico je 4827.", "Kodo za omarico ima hišnik."),
    "hr": ("Šifra lokota na ormariću je 4827.", "Šifru lokota zna domar."),
    "sr": ("Шифра катанца на ормарићу је 4827.", "Шифру катанца зна домар."),
    "bs": ("Šifra sefa u kancelariji je 4827.", "Šifru sefa zna direktor."),
    "ro": ("Cifrul lacătului de la dulap este 4827.", "Cifrul lacătului îl știe doar Ana."),
    "hu": ("A lakat kódja a szekrényen 4827.", "A lakat kódját Péter tudja."),
    "fi": ("Lukon yhdistelmä on 4827.", "Lukon yhdistelmän tietää talonmies."),
    "et": ("Tabaluku kood on 4827.", "Tabaluku koodi teab Mari."),
    "lv": ("Seifa kods ir 4827.", "Seifa kodu zina Jānis."),
    "lt": ("Seifo kodas yra 4827.", "Seifo kodą žino Jonas."),
    "sv": ("Koden till hänglåset på skåpet är 4827.", "Koden till hänglåset har Eva."),
    "da": ("Koden til hængelåsen på skabet er 4827.", "Koden til hængelåsen har Lars."),
    "nb": ("Koden til hengelåsen på skapet er 4827.", "Koden til hengelåsen har Kari."),
    "is": ("Kóðinn að skápnum er 4827.", "Spurðu Jón um kóðann að skápnum."),
    "el": ("Ο κωδικός για το λουκέτο είναι 4827.", "Τον κωδικό για το λουκέτο τον ξέρει ο Νίκος."),
    "bg": ("Кодът на сейфа е 4827.", "Кода на сейфа го знае Иван."),
    "uk": ("Код від шафки в роздягальні: 4827.", "Код від шафки знає адміністратор."),
    "ru": ("Код от шкафчика в раздевалке: 4827.", "Код от шкафчика знает администратор."),
    "tr": ("Dolap kilidinin şifresi 4827.", "Dolap kilidinin şifresini Ayşe biliyor."),
    "az": ("Seyfin kodu 4827.", "Seyfin kodunu Elçin bilir."),
    "ka": ("სეიფის კოდი 4827.", "სეიფის კოდი იცის ნინომ."),
    "hy": ("Սեյֆի կոդը 4827 է։", "Սեյֆի կոդը գիտի Արամը։"),
    "he": ("קוד הכספת הוא 4827.", "את קוד הכספת יודע דני."),
    "ar": ("رمز الخزنة هو 4827.", "رمز الخزنة عند أحمد."),
    "fa": ("رمز گاوصندوق 4827 است.", "رمز گاوصندوق را از علی بپرس."),
    "ur": ("لاکر کوڈ 4827 ہے۔", "لاکر کوڈ علی سے پوچھ لو۔"),
    "hi": ("लॉकर कोड 4827 है।", "लॉकर कोड रमेश से पूछ लो।"),
    "bn": ("লকার কোড 4827।", "লকার কোড রহিমের কাছে আছে।"),
    "mr": ("लॉकर कोड 4827 आहे.", "लॉकर कोड सुनीलला विचारा."),
    "ne": ("लकर कोड 4827 हो।", "लकर कोड रामलाई सोध्नुहोस्।"),
    "ta": ("லாக்கர் குறியீடு 4827.", "லாக்கர் குறியீடு ரவியிடம் உள்ளது."),
    "te": ("లాకర్ కోడ్ 4827.", "లాకర్ కోడ్ రవిని అడగండి."),
    "th": ("รหัสตู้เซฟคือ 4827", "รหัสตู้เซฟให้ถามคุณสมชาย"),
    "vi": ("Mã két sắt là 4827.", "Mã két sắt thì hỏi anh Minh."),
    "id": ("Kode gembok loker 4827.", "Kode gembok loker tanya Budi."),
    "ms": ("Kod mangga loker ialah 4827.", "Kod mangga loker tanya Ali."),
    "tl": ("Ang code ng pinto ay 4827.", "Ang code ng pinto ay nasa guard."),
    "sw": ("Namba ya siri ya kufuli ni 4827.", "Namba ya siri ya kufuli anayo Juma."),
    "am": ("የበሩ ኮድ 4827 ነው።", "የበሩ ኮድ ከአበበ ጠይቅ።"),
    "ha": ("Lambar kofa 4827 ce.", "Lambar kofa tana wajen Musa."),
    "yo": ("Koodu ilekun ni 4827.", "Koodu ilekun wa lọdọ Tunde."),
    "zu": ("Ikhodi yomnyango ngu-4827.", "Ikhodi yomnyango ibuze kuSipho."),
    "ja": ("金庫の番号は4827です。", "金庫の番号は田中さんに聞いてください。"),
    "ko": ("사물함 비밀번호는 4827입니다.", "사물함 비밀번호는 관리인에게 물어보세요."),
    "zh": ("储物柜密码是4827。", "储物柜密码问一下王老师。"),
}

# language: a one-time or access code sentence (a PIN word of the table) and a reference number labelled as such
CODES: dict[str, tuple[str, str]] = {
    "de": ("Mein Verifizierungscode ist 482913.", "Meine Bestellnummer ist 482913."),
    "fr": ("Le code d'accès de l'immeuble est 4827B.", "Le numéro de commande est 482913."),
    "es": ("El código de verificación es 482913.", "El número de pedido es 482913."),
    "it": ("Il codice di verifica è 482913.", "Il numero d'ordine è 482913."),
    "pl": ("Kod weryfikacyjny: 482913.", "Numer zamówienia: 482913."),
    "ro": ("Codul de verificare este 482913.", "Numărul comenzii este 482913."),
    "hu": ("Az ellenőrző kód 482913.", "A rendelésszám 482913."),
    "sv": ("Engångskoden är 482913.", "Ordernumret är 482913."),
    "tr": ("Doğrulama kodu 482913.", "Sipariş numarası 482913."),
    "ko": ("인증번호는 482913입니다.", "주문번호는 482913입니다."),
}

# language: a record's key naming the concept (the value a code), and the same key with a reference as its value
RECORDS: dict[str, str] = {
    "en": "lockerCombination", "de": "tuercode", "fr": "digicode", "es": "codigo_puerta", "pt": "codigo_cadeado",
    "it": "codice_allarme", "nl": "kluiscode", "pl": "szyfr", "cs": "pin_kod", "sk": "kombinacia", "sl": "sifra",
    "hr": "sifra", "sr": "шифра", "ro": "cifru", "hu": "kapukod", "fi": "ovikoodi", "et": "uksekood", "lv": "pin",
    "sv": "portkod", "da": "dorkode", "nb": "dorkode", "is": "pinnumer", "el": "συνδυασμός", "uk": "шифр",
    "ru": "шифр", "tr": "kombinasyon", "id": "kode_pintu", "ms": "kod_pintu", "vi": "mã_cửa", "sw": "pin",
}


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_lock_code_sentence_is_found(lang: str) -> None:
    secret, _ = SENTENCES[lang]
    found = find_secrets(secret)
    assert found, secret
    assert any(secret[f.start : f.end] == "4827" for f in found), (secret, found)


@pytest.mark.parametrize("lang", sorted(SENTENCES))
def test_lock_code_lookalike_passes(lang: str) -> None:
    _, benign = SENTENCES[lang]
    assert find_secret(benign) is None, benign


@pytest.mark.parametrize("lang", sorted(CODES))
def test_one_time_and_access_codes(lang: str) -> None:
    secret, reference = CODES[lang]
    assert find_secret(secret) is not None, secret
    assert find_secret(reference) is None, reference


@pytest.mark.parametrize("lang", sorted(RECORDS))
def test_record_keys(lang: str) -> None:
    key = RECORDS[lang]
    for value in ("4827", "48-27-19", "*4827#", "48 27 19"):
        text = json.dumps({"name": "shed", key: value}, ensure_ascii=False)
        assert find_secret(text) is not None, text
    assert find_secret(f"{key}: 4827") is not None, key
    assert find_secret(f"{key}=4827") is not None, key
    for value in ("ask Anna", "see the building manager", "", "0000"):
        text = json.dumps({"name": "shed", key: value}, ensure_ascii=False)
        assert find_secret(text) is None, text


def test_record_keys_password_value() -> None:
    assert find_secret('{"wlan_schluessel": "Hx7!kLm2pq9"}') is not None
    assert find_secret('{"haslo": "Kot#Burek2019"}') is not None
    assert find_secret("router.wifiKey = 'Tq8#vLp2Wn'") is not None


@pytest.mark.parametrize(
    "text",
    [
        '{"error": {"code": 4821}}',  # an error's code
        '{"zip_code": "02139"}',  # a postal code
        '{"country_code": "0048"}',
        '{"order_code": "482913"}',
        '{"szyfr": "AES-256"}',  # a cipher's name
        '{"combination": "ask Anna"}',
        '{"door_code": "see the building manager"}',
        '{"kod_pocztowy": "00-950"}',
        '{"product_combination": "12-34"}',
        "retry: 3\ntimeout = 4827",
    ],
)
def test_record_lookalikes(text: str) -> None:
    assert find_secret(text) is None, text


@pytest.mark.parametrize(
    "text",
    [
        "Den Verifizierungscode niemandem sagen, Hotline 08001234.",  # a helpline's number after the code word
        "Le code de vérification ne se partage pas, service client 3900.",
        "短信里说验证码不要告诉任何人，客服电话95588。",
        "Kod weryfikacyjny nie podawaj nikomu, infolinia 22 123 4567.",
    ],
)
def test_code_word_then_a_helpline(text: str) -> None:
    assert find_secret(text) is None, text
