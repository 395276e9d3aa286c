"""secfix20: what the twentieth corpus's hard look-alikes showed the other rules read wrong or missed.

* ``not_the_value``: a value a keyword's window read that is not the secret, by a general reading of it:
  - a value whose clause names it as a public identifier, after a clause separator and with no credential word
    between ("…on the fridge, network Telekom-3X9K", "PIN im Umschlag, Karte endet auf 4140", "…, MAC 99:D4:…",
    "numer zamówienia 63098554", "(задача 67363862)"): the network's name, a card's last digits, an order's or a
    task's number;
  - a value of a public format: a MAC address, an SSH public key's algorithm ("ssh-ed25519 AAAA…");
  - a placeholder made only of placeholder words ("tu_contraseña_aqui", "degistir_beni", "<ваш пароль>");
  - a value after "not a password" ("Swordfish (2001) is the movie, not a password: Travolta, …");
  - a quoted value in a text about a book or a film ("the password … in the first book is 'Caput Draconis'").
* ``scan``: secrets the rules missed, by class:
  - a password hint that gives its answer at its end ("… no hint really, it's just marigold", "also Bello17");
  - Indonesian / Malay "passwordnya X" (the possessive suffix, no copula);
  - a long random hex value after a token or key word and a colon in its clause ("token KSeF dla NIP …: 47b0…",
    "API klíč do fakturace: 192c…"), unless the clause names a checksum, hash or fingerprint;
  - a BLIK code (Polish bank one-time code): six digits after "BLIK";
  - a car's radio or immobiliser code named in other languages ("code de l'antidémarrage : 2821", "codul
    radioului din mașină: 5722");
  - a gift-card or voucher code in groups after a voucher word of other languages ("dárkový poukaz IA8G-U6AN-…").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon, _prose, _score
from zeusmem.rules.secrets._engine import longest_run
from zeusmem.rules.secrets._layouts import _GROUPED_KEY
from zeusmem.rules.secrets._trades import _MAX, _Words

# --- not the value ----------------------------------------------------------------------------------------
# the words that name a credential: a clause that holds one is the credential's, not a public identifier's
_CREDENTIAL = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(re.escape(w) for w in sorted(_lexicon.WORDS, key=len, reverse=True))
    + r"|pin|code|codice|código|kod|kód|код|key|clé|schlüssel|klucz|klíč|ключ|token|secret|wagwoord|slaptažod"
    r"|şifre|lösenord)"
)
# the label of a public identifier at the start of its clause (a network's name, a card's last digits, an
# order's, a task's number, a MAC address)
_PUBLIC_LABEL = re.compile(
    r"^[\s(\[]*+(?:(?:the|die|der|das|la|le|il|el|a|o|de|in|il-|in-)\s*+)?"
    r"(?:(?:wi-?fi[\s-]*+)?(?:network(?:\s+name)?|network\s+jismu|ssid|nätverket(?:\s+heter)?|nätverk|ağ\s+adı"
    r"|nama\s+jaringan|jaringan|tên\s+mạng|mạng|नेटवर्क|sieť|síť|sieć|мережа|сеть|сеть\s+называется|мрежа|mreža"
    r"|netwerk|netwerknaam|rede|red|réseau|netzwerk|rete|rețea|reteaua|rețeaua|hálózat|ssid)"
    r"|(?:karte|kártya|carta|card|kortelė|kard|karta|kartica|tarjeta|carte|cartão|kaart|kort|kart|картка|карта"
    r"|карта)\s+(?:endet\s+auf|finisce\s+con|ends?\s+(?:in|with)|ending\s+in|baigiasi|tispiċċa\s+b['’]?"
    r"|kończy\s+się\s+na|končí\s+na|termina\s+(?:en|em|in|con|cu|na)|se\s+termine\s+par|eindigt\s+op|slutar\s+på"
    r"|ender\s+på|završava\s+na|закінчується\s+на|заканчивается\s+на|завършва\s+на|végződik)"
    r"|numer\s+zamówienia|order(?:\s+(?:number|no\.?|id))?|objednávka|bestellnummer|bestelling|commande|pedido"
    r"|ordine|sipariş(?:\s+no)?|заказ|замовлення|поръчка"
    r"|mac(?:\s+(?:address|adresa|adresi|adres|adresse))?"
    r"|задача|задачи|iş|task|tarea|zadanie|úkol|görev|tâche|aufgabe|taak|feladat|sarcină)"
    r"[\s:#№'’]*+(?:[^\s,;]++\s++){0,2}$"  # "network FRITZ!Box 7590 KQ": the name's first words before it
)
_CLAUSE_SEP = re.compile(r"[,;(\[—–]|\s-\s")
_MAC = re.compile(r"[0-9A-Fa-f]{2}(?:[:-][0-9A-Fa-f]{2}){5}")
_SSH_ALGORITHM = r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)"
_SSH_PUBLIC = re.compile(_SSH_ALGORITHM + r"\s+AAAA")
_SSH_PUBLIC_LINE = re.compile(_SSH_ALGORITHM + r"[ \t]++AAAA[A-Za-z0-9+/]++=*+(?:[ \t]++[\w.-]++@[\w.-]++)?")
# the words of a placeholder ("your", "here", "change", "me", "example", a password word)
_PLACEHOLDER_WORDS = frozenset(
    """your you tu tú tus su sus vuestra ваш ваша ваше твой твоя senin sizin dein deine ihr ihre votre ton ta tuo
    tua vostro seu sua twoje twój twoja váš vaše tvoj tvoje jouw uw din ditt er ваш здесь тут here aqui aquí qui
    ici hier tutaj tady tu burada ide aici acá ovdje ovde itt change changeme cambiami cámbiame cambiame ändern ändere
    aendern degistir değiştir zmien zmień změň zmeň wijzig wijzigen altere mude modifier modifiez changez
    schimba schimbă promijeni измени поменяй змініть me beni mich moi mi mig mij mnie mě ma мене меня example
    exemple ejemplo esempio beispiel örnek przykład пример приклад placeholder secret password""".split()
) | frozenset(w for w in _lexicon.WORDS if " " not in w)
_PARTS = re.compile(r"[_\-\s.]+")
_ANGLE = re.compile(r"<[^\W\d_]+(?:[\s_-][^\W\d_]+)*+>")
_NOT_A = re.compile(
    r"(?:\bnot|\bno|n't|\bnicht|\bpas)\s+(?:an?\s+|the\s+|ein\s+|une?\s+)?(?:password|passwort|mot de passe"
    r"|contraseña|code|pin|key)\s*+[:=]?\s*+$"
)
_FICTION = re.compile(r"\b(?:book|novel|movie|film|episode|series|saga|fairy tale|play|sequel|trilogy|chapter)s?\b"
                      r"|\(\d{4}\)")


def _placeholder(text: str, s: int, e: int) -> bool:
    value = text[s:e].strip("\"'`")
    if value.startswith("<"):
        m = _ANGLE.match(text, s)
        if m is not None and len(m.group()) <= 40:
            return True
    parts = [p for p in _PARTS.split(value.lower()) if p]
    return len(parts) >= 2 and all(p in _PLACEHOLDER_WORDS for p in parts)


def not_the_value(text: str, s: int, e: int) -> bool:
    """Whether the value at ``[s, e)`` a keyword's window read is not the secret (see the module's docstring)."""
    if len(text) > _MAX:
        return False
    value = text[s:e]
    if _MAC.fullmatch(value) is not None or _SSH_PUBLIC.match(text, s) is not None:
        return True
    if "AAAA" in text:  # the body or the comment ("user@host") of a public key the value is in
        for k in _SSH_PUBLIC_LINE.finditer(text, max(0, s - 1000), min(len(text), e + 200)):
            if k.start() <= s and e <= k.end():
                return True
    if _placeholder(text, s, e):
        return True
    quoted = s > 0 and text[s - 1] in "'\"‘“«„"
    before = text[max(0, s - 60) : s]
    if _NOT_A.search(before.lower()) is not None:
        return True
    # the clause the value is in: from the last separator before it
    seps = list(_CLAUSE_SEP.finditer(before))
    if seps:
        clause = before[seps[-1].end() :].lower()
        if _CREDENTIAL.search(clause) is None and _PUBLIC_LABEL.match(clause) is not None:
            return True
    if (
        quoted and _FICTION.search(text) is not None
        and not re.search(r"\b(?:my|our|your|mine)\b", text[: s].lower())
    ):
        return True
    return False


# --- secrets the rules missed -------------------------------------------------------------------------------
# a token or key word, a label in its clause, a colon, a long random hex value
_HEX_KEY = re.compile(
    r"(?<![^\W\d_])(?:token|tokenu|tokenem|klíč|klic|kľúč|klucz|api[ -]?key|apikey|ключ|токен|jeton|chave|clave"
    r"|chiave|schlüssel|anahtar|anahtarı|avain|nyckel|sleutel)(?![^\W\d_])"
    r"(?P<label>[^\n.;:=]{0,60}?)[:=]\s*+[\"']?(?P<s>[0-9a-f]{32,128}|[0-9A-F]{32,128})(?![0-9A-Za-z])"
)
_NOT_A_KEY = re.compile(
    r"sha|md5|checksum|hash|digest|fingerprint|commit|prüfsumme|kontrolní|kontrolna|otisk|odcisk|public|publiczn"
    r"|veřejn|pública|publique|öffentlich|pubblica|открыт|id\b|uuid"
)
# a BLIK code (a Polish bank's one-time code for a payment): six digits after "BLIK"
_BLIK = re.compile(r"(?<![^\W\d_])blik(?:a|iem|u)?(?![^\W\d_])[^\d\n]{0,24}?(?P<s>\d{3} ?\d{3})(?![\d])")
# a car's radio or immobiliser code named in other languages
_CAR_CODE = re.compile(
    r"(?<![^\W\d_])(?:code|codul|codului|codice|código|codigo|kód|kod|kode|pin)(?![^\W\d_])[^\n\d]{0,40}?"
    r"(?:antidémarrage|anti-démarrage|antidemarrage|autoradio|radio|radioului|radioul|imobilizator|imobilizatorului"
    r"|immobilizer|immobiliser|immobilizzatore|wegfahrsperre|inmovilizador|imobilizador|startonderbreker)"
    r"[^\n\d]{0,30}?(?P<s>\d{4,6})(?![\d])"
)
_CAR_HINTS = ("radio", "autoradio", "antidémarrage", "anti-démarrage", "antidemarrage", "immobil", "imobil", "inmovil",
              "wegfahr", "startonderbr")
_CAR_SET = frozenset(_CAR_HINTS)
# a gift card or a voucher named in other languages, then its code in groups
_VOUCHER = re.compile(
    r"(?<![^\W\d_])(?:poukaz|poukázk|dárkov|darčekov|bon podarunkowy|karta podarunkowa|kartę podarunkową|gutschein"
    r"|carte cadeau|carte-cadeau|tarjeta regalo|tarjeta de regalo|buono regalo|vale-presente|cartão-presente|cupom"
    r"|hediye çeki|hediye kartı|ajándékkártya|ajándékutalvány|cadeaubon|cadeaukaart|presentkort|lahjakortti"
    r"|подарочн|подарунков|card cadou|voucher cadou|vale regalo|poklon bon|poklon kartic|dovanų kuponas)"
)
_VOUCHER_HINTS = ((
    "poukaz", "poukázk", "dárkov", "darčekov", "bon podarunkowy", "karta podarunkowa", "kartę podarunkową",
    "gutschein", "carte cadeau", "carte-cadeau", "tarjeta regalo", "tarjeta de regalo", "buono regalo", "vale-presente",
    "cartão-presente", "cupom", "hediye", "ajándék", "cadeaubon", "cadeaukaart", "presentkort", "lahjakortti",
    "подарочн", "подарунков", "card cadou", "voucher", "vale regalo", "poklon", "dovanų kuponas",
))
# both lists looked for in one pass over the text's words' starts
_CAR_OR_VOUCHER = _Words(tuple(dict.fromkeys(_CAR_HINTS + _VOUCHER_HINTS)))

# a password hint that gives its answer at its end ("password hint for X's laptop — no hint really, it's just
# marigold", "Merkhilfe fürs Passwort: Hund + Hausnummer, also Bello17", "… the year we moved — Kowalczyk1998")
_HINT_WORD = re.compile(
    r"(?<![^\W\d_])(?:hint|merkhilfe|eselsbrücke|gedächtnisstütze|pista|indice|dica|podpowiedź|nápověda|ipucu"
    r"|подсказка|gợi ý|promemoria|suggerimento|tipp|wenk|užuomina|reminder|hinweis)"
)
_HINT_ANSWER = re.compile(
    r"(?:(?<![^\W\d_])(?:it'?s|it’s|it is|that'?s|that’s)\s++(?:just|simply|literally|only)\s++"
    r"(?P<w>[A-Za-z][A-Za-z0-9]{3,31}+)"
    r"|(?:[—–=]|->|→|(?<![^\W\d_])(?:also|so|i\.e\.|d\.h\.|ergo|czyli|dus|donc|quindi|o sea|ou seja|tedy))\s++"
    r"(?P<d>[A-Za-z][A-Za-z]{2,23}+\d{2,4}+[!?#$%&*]?))"
    r"\s*+[.!]?\s*+$"
)

# Indonesian and Malay write "the password" with the possessive suffix ("passwordnya kucingoren, tanya Mama"): the
# word, an optional copula, one word closing its clause; words that describe a password in those languages are not
# one ("passwordnya sama", "passwordnya salah")
_NYA = re.compile(
    r"(?<![^\W\d_])(?:password|passwd|pw|pwd|kata sandi|sandi|kata laluan|katalaluan)nya[ \t]*+"
    r"(?:(?:adalah|ialah|itu|yaitu|:)[ \t]*+)?(?P<v>[a-z]{4,24}+\d{0,4}+)(?=[ \t]*+(?:[,;—–]|\.(?:\s|$)|$))"
)
_NYA_DESCRIBES = frozenset(
    "sama baru lama salah benar betul rahasia rahsia lupa ganti diganti kuat lemah panjang pendek gampang susah mudah"
    " sulit kosong aman tertulis disimpan tersimpan berubah berbeda beda tadi kemarin dulu juga".split()
)


def _ordinary(low: str) -> bool:
    """A word that describes a password or is one of the sentence, not a password (``_score``'s, ``_prose``'s)."""
    return (low in _score._DESCRIBES or low in _prose._STOPWORDS or low in _prose._FUNCTION_WORDS
            or low in _prose._PROSE_WORDS)


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Secrets of the classes above (see the module's docstring)."""
    if len(text) > _MAX:
        return
    run = longest_run(text)
    if run >= 32:
        for m in _HEX_KEY.finditer(lowered):
            if _NOT_A_KEY.search(m.group("label")) is None and len(set(m.group("s"))) >= 10:
                yield m.start("s"), m.end("s"), "generic_secret"
    if "blik" in lowered:
        for m in _BLIK.finditer(lowered):
            yield m.start("s"), m.end("s"), "password_in_prose"
    words = _CAR_OR_VOUCHER.present(lowered)
    for h in (w for w in words if w in _CAR_SET):  # the device's word first, then the rule in a window around it
        i = lowered.find(h)
        while i >= 0:
            c = _CAR_CODE.search(lowered, max(0, i - 60), i + 80)
            if c is not None:
                yield c.start("s"), c.end("s"), "password_in_prose"
            i = lowered.find(h, i + 80)
    if run >= 14 and any(w not in _CAR_SET for w in words) and text.count("-") >= 3:  # a voucher word, a grouped code
        for k in _GROUPED_KEY.finditer(text):
            v = k.group().replace("-", "")
            if 0 < sum(c.isdigit() for c in v) < len(v) and len(set(v)) >= 6:
                start = max(0, k.start() - 80, lowered.rfind("\n", 0, k.start()) + 1)
                if _VOUCHER.search(lowered, start, k.start()) is not None:
                    yield k.start(), k.end(), "password_in_prose"
    if "nya" in lowered:
        for m in _NYA.finditer(lowered):
            low = m.group("v")
            if low not in _NYA_DESCRIBES and not _ordinary(low):
                yield m.start("v"), m.end("v"), "password_in_prose"
    if len(text) <= 400 and _HINT_WORD.search(lowered) is not None and _CREDENTIAL.search(lowered) is not None:
        a = _HINT_ANSWER.search(text)
        if a is not None:
            g = "w" if a.group("w") else "d"
            if not _ordinary(a.group(g).lower()):
                yield a.start(g), a.end(g), "password_in_prose"
