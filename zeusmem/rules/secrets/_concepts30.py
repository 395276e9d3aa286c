"""secfix30: concepts of deliveries and depots × languages, rows of ``_locales``'s table (see ``_concepts``).

* ``lock``: a parcel locker and a pickup point's locker bank ("paczkomat", "поштомат", "Packstation", "consigne"); a
  barrier, a boom gate, a garden or side gate ("Schranke", "slagboom", "шлагбаум", "barrière", "reja"); a key safe
  or key box ("sleutelkluis", "cutia cu chei", "peti kunci", "钥匙箱", Icelandic "lykilbox"). A code word's number
  in their clause opens them.
* ``pin``: "NIP", the PIN of Mexican and Québec Spanish and French ("el NIP de la tarjeta"); a delivery's or a
  parcel locker's pickup code ("code de livraison", "ophaalcode", "kod odbioru", "收货码"): it hands the parcel over.

``ROLES``: the words of a privileged code's holder (admin, service, master, engineer, technician) in the same
languages: a table's column "admin_code", "kod_serwisowy", "сервісний_код" is a lock's code when the header names a
lock (``_structured``).
"""

from __future__ import annotations

CONCEPTS: dict[str, tuple[str, dict[str, str]]] = {
    "parcel locker": ("lock", {
        "en": "parcel locker*|parcel room|parcel box|pickup locker*|locker bank*",
        "de": "packstation*|paketstation*|paketbox*|paketkasten*|paketraum*",
        "fr": "consigne|consignes|casier*|point relais",
        "es": "casillero*|taquilla*",
        "pt": "armário*|cacifo*",
        "it": "armadietto*",
        "nl": "pakketautomaat*|pakketkluis*|pakketbox*|pakketkamer*",
        "pl": "paczkomat*|skrytk*",
        "cs": "výdejní box*|balíkobox*|zásilkovna|balíkovna",
        "ro": "easybox*|locker*",
        "hu": "csomagautomat*",
        "uk": "поштомат*|постамат*",
        "ru": "постамат*|почтомат*",
        "ms": "loker*",
        "tr": "kargo dolab*|teslimat dolab*",
        "zh": "快递柜|丰巢|储物柜|智能柜",
        "ja": "宅配ボックス|宅配ロッカー",
        "ko": "택배함|무인택배함",
    }),
    "barrier / garden gate": ("lock", {
        "en": "barrier|boom gate|side gate|garden gate|back gate|roller door|roller shutter",
        "de": "schranke*|gartentor*|hoftor*|rolltor*|gartentür*|pforte",
        "fr": "barrière*|barriere*|portail*|portillon*",
        "es": "reja|barrera*|portón|porton|cancela",
        "it": "cancello*|cancelletto|portoncino|sbarra",
        "pt": "cancela|barreira*|portão|portao",
        "nl": "slagboom*|tuinhek*|hekje|rolluik*|roldeur*",
        "pl": "szlaban*|furtk*",
        "uk": "шлагбаум*|хвіртк*",
        "ru": "шлагбаум*|калитк*",
        "ro": "barieră|bariera|portiță|portita",
        "cs": "závor*|zavor*|branka|branku",
        "hu": "sorompó*|sorompo*",
        "tr": "bariyer*",
        "ms": "palang|pagar",
        "zh": "道闸|栏杆|车库门",
        "ko": "차단기|차단봉",
    }),
    "key safe": ("lock", {
        "en": "key safe|keysafe|key box|key cabinet",
        "de": "schlüsseltresor*|schlüsselkasten*|schlüsselbox*|schlüsselsafe*",
        "fr": "boîte à clés|boite a cles|boite à clés|boîte à clé|coffre à clés",
        "es": "caja de llaves|cajetín de llaves|cajetin de llaves",
        "it": "cassetta delle chiavi|cassettina delle chiavi|cassetta chiavi",
        "pt": "cofre de chaves|caixa de chaves",
        "nl": "sleutelkluis*|sleutelkastje*|sleutelbox*",
        "pl": "sejf na klucze|skrzynka na klucze|skrytka na klucze",
        "ro": "cutia cu chei|cutie cu chei|cutia de chei",
        "uk": "ключниця|сейф для ключів",
        "ms": "peti kunci|kotak kunci",
        "hi": "तिजोरी|चाबी का बॉक्स",
        "zh": "钥匙箱|钥匙盒|钥匙柜",
        "ja": "キーボックス",
        "ko": "키박스|열쇠함",
    }),
    "NIP (PIN)": ("pin", {"es": "nip|el nip|su nip", "fr": "nip|son nip|votre nip"}),
    # the code a courier asks for at the door, or a parcel locker's pickup code: whoever has it takes the parcel
    "delivery / pickup code": ("pin", {
        "en": "delivery code|pickup code|pick-up code|collection code|parcel code",
        "de": "zustellcode*|abholcode*|liefercode*|paketcode*",
        "fr": "code de livraison|code de retrait|code de récupération",
        "es": "código de entrega|codigo de entrega|código de recogida|codigo de recogida|código de retiro",
        "pt": "código de entrega|codigo de entrega|código de retirada|codigo de retirada|código de recolha",
        "it": "codice di ritiro|codice di consegna|codice ritiro",
        "nl": "ophaalcode*|bezorgcode*|afhaalcode*",
        "pl": "kod odbioru|kodu odbioru|kod do odbioru",
        "cs": "kód pro vyzvednutí|kód k vyzvednutí|výdejní kód",
        "ro": "codul de ridicare|cod de ridicare|codul tau de ridicare|codul tău de ridicare",
        "hu": "átvételi kód*",
        "uk": "код отримання|код для отримання",
        "ru": "код получения|код для получения",
        "tr": "teslimat kodu|teslim alma kodu",
        "ms": "kod pengambilan|kod penghantaran",
        "zh": "收货码|取件码|取货码|提货码",
        "ja": "受取コード|受け取りコード",
        "ko": "수령 코드|수령코드",
    }),
    "lock (Icelandic)": ("lock", {"is": "lykilbox*|lyklakass*|öryggiskerf*"}),
}

# a privileged code's holder, by language (a header cell's words: "admin_code", "kod_serwisowy")
ROLES: frozenset[str] = frozenset(
    """admin administrator service master supervisor engineer technician maintenance override operator installer
    administrateur maître maitre technicien entretien administrador servicio maestro técnico tecnico mantenimiento
    administração serviço servico mestre manutenção manutencao amministratore servizio tecnico manutenzione
    beheerder monteur onderhoud verwalter techniker wartung serwisowy serwisowa serwisu administratora techniczny
    tehnic mentenanță mentenanta сервісний сервісна адмін адміністратора технічний майстер сервисный админ
    технический pentadbir servis penyelia""".split()
)
