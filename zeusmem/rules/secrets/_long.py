"""secfix22: long memories (pasted e-mails, tickets, hand-overs, forms, itineraries) with one credential line.

Precision: in a long text a keyword's window reads what sits next to it, and what sits there is often no value:

* the keyword is part of a URL's host name ("opnieuw instellen via https://wachtwoord.zuidewijk.nl": what follows
  "wachtwoord" is the rest of the host);
* a placeholder or a masked value in brackets ("PGPASSWORD=<replication password from Vault path …>",
  "m.o****@gmail.com / [hidden by user]"): a description in words, no value;
* the account a password is for, named before a colon ("il cambio password per RECEPTION2: fatto"): the name of
  the account, not its password.

Recall: a Wi-Fi passphrase of two words and a number ("harbor lantern 80", as routers and people make them) right
after a password word (or after its clause and a colon) on a line that names the network; the same joined by hyphens
("willow-pebble-66") after a password word and its clause on any line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import literal_starts, register
from zeusmem.rules.secrets._general import counted, grouped_or_dated
from zeusmem.rules.secrets._repairs import labelled_number  # secfix23

# --- precision -----------------------------------------------------------------------------------------------------
# a URL's scheme and host up to ``s``: no user:password part, no path yet
_URL_HOST = re.compile(r"(?:[a-z][a-z0-9+.-]{1,15}://|www\.)[\w.-]*+")
# a bracketed description: words (a space inside) or one lower-case word ("[hidden]", "<password>")
_BRACKETED = re.compile(r"[<\[](?:[^\n<>\[\]]*? [^\n<>\[\]]*?|[a-z_-]{3,30})[>\]]")
# "password for <account>:" in several languages: the preposition and the name right before the colon
_FOR_ACCOUNT = re.compile(
    r"(?:^|\s)(?:for|per|pour|für|fur|voor|para|pro|dla|za|pentru|için|vir|för|til|för)\s++$", re.IGNORECASE
)


def not_the_value(text: str, lowered: str, s: int, e: int) -> bool:
    """A reason why ``text[s:e]``, read after a credential word, is not the credential (see above)."""
    # the value continues a URL's host name that the keyword is in
    t = s
    while t > 0 and not text[t - 1].isspace() and s - t < 200:
        t -= 1
    if t < s and (m := _URL_HOST.match(lowered, t)) is not None and m.end() > s:
        return True
    if text[s : s + 1] in ("<", "["):
        m = _BRACKETED.match(lowered, s)
        if m is not None and m.end() >= e - 1:
            return True
    # "... per RECEPTION2: fatto": the account's name before a colon
    if text[e : e + 1] == ":" and _FOR_ACCOUNT.search(text, max(0, s - 12), s) is not None:
        return True
    return False


# --- recall --------------------------------------------------------------------------------------------------------
_PASSWORD_WORDS = (
    "password", "passwort", "wachtwoord", "wagwoord", "senha", "palavra-passe", "palavra passe", "contraseña",
    "contrasenya", "mot de passe", "şifre", "sifre", "parola", "mật khẩu", "mat khau", "पासवर्ड", "лозинка",
    "lozinka", "lösenord", "passord", "adgangskode", "salasana", "hasło", "haslo", "heslo", "jelszó", "пароль",
    "парола", "slaptažodis", "kata sandi", "kata laluan", "wpa key", "wpa2 key", "network key", "wi-fi key",
    "wifi key",
)
register(_PASSWORD_WORDS)
# what a line names a network with
_NETWORK = re.compile(
    r"wi-?fi|wlan|ssid|router|modem|\brede\b|mạng|वाई-?फ़?ाई|internet|\bnetwork|netwerk|nätverk|мреж|ağ adı"
    r"|réseau|\bred\b|sieć|síť|hálózat|mreža"
)
# after the word: a connector, or a short label and a colon; then two words of letters and a number, ending the
# clause ("wachtwoord maple tundra 81, werkt …", "palavra-passe é harbor lantern 80.", "…: tundra copper 15 (rete …)")
_PHRASE = re.compile(
    r"(?:[^\n:;.!?]{0,60}?[:=]|[ \t]++(?:is|é|è|e|es|est|ist|är|er|je|là|was|=))?[ \t]*+[\"'“«]?"
    r"(?P<s>[a-z]{3,10}+(?P<sep>[ -])[a-z]{3,10}+(?P=sep)\d{2,4}+)(?![\w-])[\"'”»]?[ \t]*+(?=[.,;:!?)(।]|$)",
    re.MULTILINE,
)
# a number labelled as a reference: "see page 12", "seat 14", "room 305" are no passphrase
_REFERENCE = re.compile(
    r"(?:page|pagina|página|seite|room|camera|quarto|kamer|zimmer|step|line|row|seat|floor|table|unit|ext|level"
    r"|card|slide|item|section|chapter|version|build|ticket|order|flight|gate|bay|desk|platform|track|route|apt"
    r"|flat|no|nr|box|sticker|label|days|dagen|dias|giorni|minutes|hours)$"
)


def passphrases(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Spans of a Wi-Fi passphrase of two words and a number after a password word on a line naming a network."""
    where = literal_starts(lowered)
    found = sorted((i, w) for w in _PASSWORD_WORDS for i in where.get(w, ()))
    done = -1
    for i, word in found:
        end = i + len(word)
        if i < done or (i and lowered[i - 1].isalnum()) or (end < len(lowered) and lowered[end].isalpha()):
            continue
        m = _PHRASE.match(lowered, end)
        if m is None:
            continue
        line_start = lowered.rfind("\n", 0, i) + 1
        line_end = lowered.find("\n", m.end())
        # words joined by hyphens are a passphrase's shape by themselves; words with spaces need the network
        stop = len(lowered) if line_end < 0 else line_end
        if m.group("sep") == " " and _NETWORK.search(lowered, line_start, stop) is None:
            continue
        if _REFERENCE.match(m.group("s").split(m.group("sep"))[1]) is not None:
            continue
        done = m.end()
        # hyphen-joined words are no reference's number ("change the room: willow-pebble-66"): not read again
        yield (*m.span("s"), "password_in_prose" if m.group("sep") == " " else "passphrase")


# --- recall: lock and one-time codes said in a long text's own order ------------------------------------------------
# a number before its code word, as Hungarian says it ("a kapu a 3076 kóddal nyitható": the gate opens with the code
# 3076), with a lock noun earlier in the sentence
_NUMBER_THEN_CODE = re.compile(
    r"(?<![\d.,:/+-])(?P<s>\d{4,8})(?![\d]|[.,:/-]\d)[ \t]*+(?:-[a-záéíóöőúüű]{1,3}[ \t]++)?"
    r"kód(?:dal|ot|ja|ját|ú|os)?(?![^\W\d_])"
)
# "the door code was changed, now 321058", "Код домофона поменяли, теперь 321058": a lock's code word and its lock
# earlier in the sentence, then "now" and the number
_NOW_WORDS = ("now", "теперь", "тепер", "сега", "sada", "jetzt", "maintenant", "ahora", "agora", "adesso", "teraz",
              "nyní", "teraz", "şimdi", "acum", "nüüd", "dabar", "tagad", "nyt", "nu", "most")
_NOW_VALUE = re.compile(
    r"[ \t:,-]*+(?:(?:it's|is|es|é|è|je|ist|est|son|jest|je|e)[ \t]++)?(?P<s>\d{4,8})(?![\d]|[.,:/-]\d)"
)
_LOCK_CODE_WORD = re.compile(
    r"(?<![^\W\d_])(?:code|kode|kod|kód|kodu|koden|código|codigo|codice|codul|pin|код|кода|коду|kóddal|kódja|шифра)"
    r"(?![^\W\d_])"
)
# a code that came by text (one-time: a fraud ticket's "the code they asked for was 834893, it came by text"; "de
# verificatiecode die je per sms krijgt was 243214")
_SMS_WORDS = ("sms", "by text", "via text", "texted", "text message", "смс")
_ANY_CODE_WORD = re.compile(
    r"(?<![^\W\d_])(?:[^\W\d_]{0,14}code|[^\W\d_]{0,14}kode|kod|kodu|kód|kódot|código|codigo|codice|codul|код|кода|коду)"
    r"(?![^\W\d_])"
)
_LONE_NUMBER = re.compile(r"(?<![\d+./:#-])(?<!\d[ \t])(?P<s>\d{4,8})(?![\d]|[.,:/-]\d|[ \t]\d)")
_SENTENCE_END = re.compile(r"[.!?](?=\s)|\n")
register(("kód", *_NOW_WORDS, *_SMS_WORDS))


def _sentence(lowered: str, i: int, j: int) -> tuple[int, int]:
    """The sentence (or line) around ``[i, j)``, at most 200 characters each way."""
    lo = max(0, i - 200)
    start = lo
    for m in _SENTENCE_END.finditer(lowered, lo, i):
        start = m.end()
    end = _SENTENCE_END.search(lowered, j, min(len(lowered), j + 200))
    return start, end.start() if end is not None else min(len(lowered), j + 200)


def _word_at(lowered: str, i: int, n: int) -> bool:
    return not (i and lowered[i - 1].isalnum()) and not (i + n < len(lowered) and lowered[i + n].isalpha())


def codes(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    """Lock codes with the number before the code word or after "now", one-time codes that came by text."""
    from zeusmem.rules.secrets._locales import _LOCKS, _has  # the locks of every language (``_locales``'s table)

    where = literal_starts(lowered)
    for i in where.get("kód", ()):
        for m in _NUMBER_THEN_CODE.finditer(lowered, max(0, i - 16), i + 12):
            if m.end() > i:
                a, _ = _sentence(lowered, m.start(), m.end())
                if _has(_LOCKS, lowered, a, m.start()):
                    yield (*m.span("s"), "password_in_prose")
    for word in _NOW_WORDS:
        for i in where.get(word, ()):
            if not _word_at(lowered, i, len(word)):
                continue
            v = _NOW_VALUE.match(lowered, i + len(word))
            if v is None:
                continue
            a, _ = _sentence(lowered, i, i)
            c = _LOCK_CODE_WORD.search(lowered, a, i)
            if c is not None and _has(_LOCKS, lowered, a, i):
                yield (*v.span("s"), "password_in_prose")
    for word in _SMS_WORDS:
        for i in where.get(word, ()):
            if not _word_at(lowered, i, len(word)):
                continue
            a, b = _sentence(lowered, i, i + len(word))
            c = _ANY_CODE_WORD.search(lowered, a, b)
            if c is None:
                continue
            n = _LONE_NUMBER.search(lowered, c.end(), b)
            if n is not None and n.start() - c.end() <= 80:
                ns, ne = n.span("s")
                # read here, not by a keyword's window ("… was bij mij 243214": no other field's label): an amount,
                # a date or a number in groups is still none
                # secfix23: nor is a booking's or a customer's number ("the SMS code never came; booking 662019")
                if not (
                    counted(text, lowered, ns, ne) or grouped_or_dated(text, ns, ne) or labelled_number(lowered, ns)
                ):
                    yield ns, ne, "one_time_code"
