# ruff: noqa: E501  (the marker tables keep one language a line)
"""Correction classes that recur across many authors' corpora, read by structure (corrgen).

Two readings, each a general mechanism rather than a list of the phrasings seen:

* :func:`owned_error`: the new statement says that something said before was wrong ("I had it wrong",
  "typo", "it was keyed in by mistake", "sorry", "oops", "misspoke", "mixed them up", "me equivoqué",
  "я ошибся", "jomba"...) and, when it names the value it rejects ("..., not X", "X was a guess"),
  that value is one the old statement holds. Scoped so: "scratch that: the appointment is at 3:30,
  not 3" of "My dentist is Dr. Okonjo" rejects a value the old statement never held.
* :func:`one_cell_swapped`: the same labelled record, table row or template said again with one
  span of it replaced ("Registered address: 5 Tern Close, Leeds" / "Registered address: 18 Wharf Row,
  Bristol", "Name | Office\\nLena | Berlin" / "Name | Office\\nLena | Lisbon", "Profile: Theo, 34, lives
  in Leith, ..." / "... lives in Portobello, ..."): everything before the span (the key, with its
  label) and everything after it are the same, word for word.

>>> owned_error("sorry its flat 2d not 2b", "i live in flat 2b")
True
>>> owned_error("Actually, scratch that: it's at 3:30, not 3.", "My dentist is Dr. Okonjo.")
False
>>> one_cell_swapped("Registered address: 18 Wharf Row, Bristol BS1", "Registered address: 5 Tern Close, Leeds LS6")
True
>>> one_cell_swapped("Calendar: Optician, Tue 25 Mar 13:15.", "Calendar: Dentist, Tue 18 Mar 13:15.")
False
"""

from __future__ import annotations

import re
from functools import lru_cache

from zeusmem.rules import attributes, lexicon, revisions
from zeusmem.rules.parsing import parse
from zeusmem.rules.words import PLAN

__all__ = ["handed_over", "owned_error", "one_cell_swapped", "may_own_error", "transposed"]

#: words by which a speaker (or a record) owns that something said before was wrong, per language
_ERROR = re.compile(
    r"(?<![\w])(?:(?<!went )(?<!go )(?<!goes )(?<!going )(?<!gone )(?<!thing )(?<!what's )(?<!what )wrong(?:ly)?"
    r"|(?<!make )(?<!made )(?<!making )mistake(?!s)|mistaken\w*|mistyp\w*|typo|typos|misspo\w+|misread|misheard|misremember\w*|miscount\w*"
    r"|(?<!always )mix(?:ed|ing)?\s+(?:it|them|us|her|him|those|these|that|the \w+)\s+up|my bad|scratch (?:that|the)|i meant|was a guess|rounding"
    r"|(?:i|we)\s+(?:had|got)\s+(?:it|that|this|them|those)\s+(?:wrong|backwards)|incorrect\w*|in error|by error"
    r"|correction|corrected|i (?:said|told you|wrote) \w+(?: \w+)? (?:before|earlier)"  # en
    r"|me equivoqué|me confundí|equivocad[oa]|por error|un error"  # es
    r"|je me suis trompée?|erreur|je voulais dire"  # fr
    r"|vertan|verschrieben|versprochen|falsch|fehler"  # de
    r"|sbagliat[oa]|mi sono sbagliat[oa]|errore"  # it
    r"|errad[oa]|engan\w+|me enganei"  # pt
    r"|vergist|fout"  # nl
    r"|yanlış|yanlis|düzeltme"  # tr
    r"|nilikosea|nimekosea"  # sw
    r"|pomyłk\w*|pomylił\w*|błąd"  # pl
    r"|ошиб\w*|неправильн\w*|перепутал\w*"  # ru
    r"|salah|keliru"  # id/ms
    r"|mali"  # tl
    r"|nhầm"  # vi
    r")(?![\w])"
    r"|ผิด|จำผิด|טעות|טעיתי|搞错|弄错|说错|記錯|记错|間違|잘못|틀렸",  # th, he, zh, ja, ko
    re.I,
)
#: an apology or a start that owns an error only in a short reply ("Silver, sorry.", "Oops, Tuesday.") or beside
#: a value of the old statement it rejects ("sorry its flat 2d not 2b"): in chat it is mostly sympathy
_SORRY = re.compile(
    r"(?<![\w])(?:sorry|oops|whoops|perdón|perdon|lo siento|désolée?|pardon|entschuldigung|scusa(?:te)?|desculp\w+"
    r"|özür|samahani|przepraszam|извин\w*|maaf|pasensya|xin lỗi)(?![\w])(?!\s+(?:to|about|for|that|you|if|but)\b)"
    r"|ขอโทษ|סליחה|ごめん",
    re.I,
)
#: a reply this short with an apology is about what was said
_SHORT_REPLY = 8
#: a value the new statement rejects by name: "..., not X", "not X but Y", "X değil", "X ไม่ใช่"
_NOT_X = re.compile(r"(?<![\w'])(?:not|no|nicht|pas|non|niet|nie|не|no es|não|değil|si)\s+(?:the\s+|a\s+|an\s+)?([\w.:,/+-]+)", re.I)
#: the old value said to hold still
_HOLDS = re.compile(r"\b(?:still|stays?|unchanged|as planned|as before)\b", re.I)
_FUNCTION = frozenset("""i me my we our you your he she it they them his her their the a an this that these those
is are was were be been am do does did have has had to of in on at for with and or but so
that's it's its anymore any more longer really even sure only just going back me""".split())

_WORD = re.compile(r"[\w@#.+'/-]+|[^\w\s]", re.U)


def _words(text: str) -> list[str]:
    return [w.strip(".,;:!?'\"").lower() for w in _WORD.findall(text) if w.strip(".,;:!?'\"")]


#: pieces one of :data:`_ERROR`'s or :data:`_SORRY`'s words holds (lowercased): the cheap gate before them
_ERROR_KEYS = (
    "wrong", "mistak", "mistyp", "typo", "missp", "misre", "mishe", "miscou", "mix", "bad", "scratch", "meant",
    "guess", "round", "incorrect", "error", "erreur", "correct", "said", "told", "wrote", "equivoc", "confund", "tromp",
    "voulais", "vertan", "verschrieb", "versproch", "falsch", "fehler", "sbagli", "errad", "engan", "vergist", "fout",
    "yanl", "düzelt", "kosea", "pomył", "pomyl", "błąd", "ошиб", "неправил", "перепута", "salah", "keliru", "mali", "nhầm",
    "ผิด", "טעות", "טעיתי", "错", "錯", "間違", "잘못", "틀렸",
    "sorr", "oops", "whoops", "perd", "siento", "désol", "pardon", "entschuld", "scusa", "desculp", "özür", "samahani",
    "przeprasz", "извин", "maaf", "pasensya", "xin lỗi", "ขอโทษ", "סליחה", "ごめん",
)


@lru_cache(maxsize=4096)
def may_own_error(new_body: str) -> bool:
    """The cheap gate: the new statement has a word of owned error or an apology at all."""
    low = new_body.lower()
    if not any(k in low for k in _ERROR_KEYS):
        return False
    return _ERROR.search(new_body) is not None or _SORRY.search(new_body) is not None


def _restates_value(new_body: str, old_body: str) -> bool:
    """The value ``old_body`` gives after its label ("Bank: Barclays current account") opens a clause of
    ``new_body`` as its subject, not rejected: what the new statement corrects is another detail."""
    if ":" not in old_body:
        return False
    value = old_body.split(":", 1)[1].split()
    if not value or not value[0][:1].isupper():
        return False
    head = value[0].strip(".,;").lower()
    return re.search(rf"(?:^|[,;:]\s*)(?:\w+\s+)?(?:the\s+)?{re.escape(head)}\b(?!\s+(?:was|is)\s+(?:wrong|a typo|a mistake))",
                     new_body, re.I) is not None and not re.search(rf"\bnot\s+(?:the\s+)?{re.escape(head)}\b", new_body, re.I)


def owned_error(new_body: str, old_body: str, old_text: str = "") -> bool:
    """``new_body`` owns an error, and any value it rejects by name is one ``old_body`` holds.

    >>> owned_error("Measured properly at the GP: I'm 1.76 m; the 1.80 was a guess.", "I'm 1.80 m tall.")
    True
    >>> owned_error("Oh no, sorry to hear that. How are you handling the changes?", "I work at a bakery.")
    False
    """
    strong = _ERROR.search(new_body) is not None
    if not strong and not _SORRY.search(new_body):
        return False
    if _HOLDS.search(new_body):
        return False  # "..., the insurer is still Tollgate", "March stays as planned": the old one holds
    old = set(_words(old_body))
    if (olds := {w.removesuffix("'s") for w in old if w not in _FUNCTION and w[0].isalnum()}) and olds <= {
            w.removesuffix("'s") for w in _words(new_body)} and not _NOT_X.search(new_body):
        return False  # every word of the old statement said again: it is confirmed, another detail corrected
    if _restates_value(new_body, old_text or old_body):
        return False  # "My bad, the Barclays card ... is the credit card" of "Bank: Barclays": Barclays holds
    rejects = False
    for m in _NOT_X.finditer(new_body):
        w = m.group(1).strip(".,;:!?'\"").lower()
        if not w or w in _FUNCTION:
            continue
        if w not in old and not any(o.startswith(w[:4]) and len(w) >= 4 for o in old):
            return False  # "..., not 3" of a statement that never said 3: another value corrected
        rejects = True
    return strong or rejects or len(_words(new_body)) <= _SHORT_REPLY


_ADDED = frozenset(("also", "too", "additionally", "plus"))


def _cells(text: str) -> list[str]:
    return [w.rstrip(".") for w in re.findall(r"\w[\w.@+/'-]*|[:|=,;()\[\]{}\"]", text.strip().rstrip("."))]


def _valued(span: list[str]) -> bool:
    """A span with a value in it: a number or a capitalised word ("Lisbon", "2419", "4B")."""
    return any(any(c.isdigit() for c in t) or t[:1].isupper() for t in span)


@lru_cache(maxsize=4096)
def one_cell_swapped(new: str, old: str) -> bool:
    """``new`` is ``old``'s labelled record with one span of it replaced, the key before it unchanged.

    >>> one_cell_swapped("Staff | Extension\\nOwen Price | 2419", "Staff | Extension\\nOwen Price | 2231")
    True
    >>> one_cell_swapped("Staff | Mobile\\nOwen Price | 07700 900318", "Staff | Extension\\nOwen Price | 2419")
    False
    >>> one_cell_swapped("Lives in Ancoats, Manchester.", "Lives in Manchester.")
    False
    """
    if any(c in t for c in "!?" for t in (new, old)):
        return False  # an exclamation, a question: chat, not a record
    ca, cb = _cells(old), _cells(new)
    a, b = [t.lower() for t in ca], [t.lower() for t in cb]
    if a == b or not a or not b:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    da, db = a[i:len(a) - j], b[i:len(b) - j]
    if not da or not db or len(da) > 7 or len(db) > 7 or abs(len(da) - len(db)) > 2:
        return False  # a detail added or taken away, or more rewritten than one cell
    if not _valued(ca[i:len(a) - j]) or not _valued(cb[i:len(b) - j]):
        return False  # "Appreciate your support" / "Appreciate the kind words": words, not a value
    key = a[:i]
    if not any(t in (":", "|", "=") for t in key):
        return False  # no label before the span: a sentence, read by the other rules
    if a[0] in ("{", "[") or any(t in _ADDED for t in b):
        return False  # a JSON triple (a predicate may hold several objects), "also": one more value
    if da.count(",") != db.count(",") or {t for t in da if t[0].isalnum()} & set(db):
        return False  # not one cell on both sides: two cells changed around one the same ("Tue" in both)
    if any(t in (":", "|", "=", "(", ")", "[", "]", "{", "}", '"', ";") for t in (*da, *db)):
        return False  # the span crosses a field's bounds
    words = [t for t in key if t[0].isalnum()]
    return len(words) >= 1 and len(a) - len(da) >= 2


#: below it, a statement owning an error that the rules read as unrelated stays unrelated (a flag is read at any cosine)
ERROR_CLOSE = 0.6
#: the same record with one cell replaced: this close at least
CELL_CLOSE = 0.8
#: a named holder or value left for another: this close at least
NAME_CLOSE = 0.45


def corrects(new: str, old: str, kind: str, similarity: float) -> str | None:
    """The evidence by which ``new`` supersedes ``old`` that the other rules kept (``kind``: "flag" or "none"),
    or None: an owned error ("owned_error"), one cell of a record replaced ("one_cell"), a named holder left for
    another ("name_replaced"), a role handed on by its holder ("handed_over")."""
    nb, ob = parse(new).body, parse(old).body
    if (kind == "flag" or similarity >= ERROR_CLOSE) and may_own_error(nb) and owned_error(nb, ob, old):
        return "owned_error"
    if similarity >= CELL_CLOSE and (":" in old or "|" in old or "=" in old) and one_cell_swapped(new, old):
        return "one_cell"
    if similarity >= NAME_CLOSE and name_replaced(nb, ob):
        return "name_replaced"
    if similarity >= NAME_CLOSE and handed_over(nb, ob):
        return "handed_over"
    if similarity >= TYPO_CLOSE and transposed(nb, ob):
        return "transposed"
    return None


# --- an identifier keyed with two digits swapped (corrfix24) ------------------------------------------------------

#: a number written as an identifier, with its letters and separators: "TN-40518", "#22817", "415-555-0121", "ΑΒ-7731"
_IDENT = re.compile(r"(?<![\w#№])[#№]?(?:[^\W\d_]{1,4}[-/.]?)?\d[\d./-]*\d(?![\w])", re.U)
#: how many digits an identifier holds at least: "Room 12" and "Room 21" are two rooms, "40518" / "40581" a typo
TYPO_DIGITS = 4
#: how close the two statements must be
TYPO_CLOSE = 0.45
#: a second one named beside the first: "another ticket", "a second order", "ще одну заявку", "otro pedido"
_SECOND = re.compile(
    r"(?<![\w])(?:also|another|too|second|both|as well|other|additional|new|auch|noch|weitere[nrs]?|zweite[nrs]?|"
    r"aussi|autre|deuxième|también|otr[oa]s?|segund[oa]|também|anche|altr[oa]|ook|nog|ander[e]?|tweede|też|inn[ya]|"
    r"drug[aiy]|ещё|еще|другой|другая|второй|ще|інш\w*|друг\w*|άλλ\w*|επίσης|också|annan|andra|juga|lain|lagi)(?![\w])",
    re.I,
)


def _idents(text: str) -> dict[str, str]:
    """The identifiers of ``text`` of :data:`TYPO_DIGITS` digits or more: their digits, by their written form."""
    out = {}
    for m in _IDENT.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if len(digits) >= TYPO_DIGITS:
            out[m.group(0)] = digits
    return out


def _swapped(a: str, b: str) -> bool:
    """``b`` is ``a`` with two neighbouring characters swapped: "40518" / "40581"."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def transposed(new_body: str, old_body: str) -> bool:
    """``new_body`` gives an identifier of ``old_body`` again (the same letters, separators and digits) with two
    neighbouring digits swapped, the way a number is mistyped ("The confirmation number is HB-71720" of "... under
    confirmation number HB-77120", "Jorge's number is 415-555-0112" of "Jorge's phone is 415-555-0121"); not when it
    names a second one ("another ticket, #22871"), nor of another named holder than the old one's.

    >>> transposed("Sorry, the order is TN-40581.", "Ben's order number is TN-40518.")
    True
    >>> transposed("Ben also has order TN-40581.", "Ben's order number is TN-40518.")
    False
    >>> transposed("Room 21 is free.", "Room 12 is free.")
    False
    """
    olds, news = _idents(old_body), _idents(new_body)
    if not olds or not news or "?" in new_body:
        return False
    shape = re.compile(r"\d")
    hit = any(_swapped(od, nd) and shape.sub("0", o).lower() == shape.sub("0", n).lower()
              for o, od in olds.items() for n, nd in news.items())
    if not hit or _HOLDS.search(new_body) or _STILL.search(new_body):
        return False  # "mine is still 4471": the old one holds
    if revisions.someone_else(new_body, old_body) or attributes.about_someone_else(new_body, old_body):
        return False  # "my partner's passport ends 4417"
    for clause in re.split(r"[;·:,.!]\s|[;·]", new_body):  # "ΑΒ-7731 είναι άλλου πελάτη": the old one is the other's
        if _SECOND.search(clause) and not (set(_idents(clause).values()) & set(olds.values())
                                           and not set(_idents(clause).values()) - set(olds.values())):
            return False
    old_names, new_names = ({w for w in _names(t)[0] if not any(c.isdigit() for c in w)} for t in (old_body, new_body))
    return not (new_names - old_names and old_names - new_names)  # "Herr Klein hat ..." of "Frau Berger hat ..."


# --- one named holder or value left for another ----------------------------------------------------------------

#: a capitalised word: a name, in any script with case
_CAP = re.compile(r"(?<![\w'’])([A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁ][\w’'-]*\w|[A-Z])")
#: words that open a sentence or a line with a capital and name nobody
_STARTS = frozenset("""i the a an my our your his her their we he she they it its this that these those there here
now actually sorry so and but just new old since from got not no yes ok okay oh also then after before when finally
today yesterday last next user user's agent customer session summary note notes update correction diary dear minutes
mr mrs ms dr prof sir madam team""".split())
#: "now", "instead", "these days", "took over", "replaced": the other value holds from then on
_HENCE = re.compile(
    r"(?<![\w])(?:(?<!for )(?<!and )now|nowadays|these days|from now on|going forward|instead|took over|taken over|takes over"
    r"|taking over|replaced|replaces|handed (?:over|it|them|that)|handing (?:over|it)"
    r"|ahora|maintenant|désormais|jetzt|inzwischen|adesso|ora|agora|nu|teraz|сейчас|теперь|şimdi|artık|sasa"
    r"|sekarang|kini|bây giờ|ngayon|acum|nyní|teď)(?![\w])",
    re.I,
)
_STILL = re.compile(
    r"(?<![\w])(?:still|stays?|staying|also|too|as well|as before|unchanged|alongside|both|kept|keeps|keep"
    r"|immer noch|noch|auch|bleibt|toujours|encore|aussi|reste|todavía|sigue|también|ancora|anche|resta|ainda|também"
    r"|nog|ook|blijft|wciąż|nadal|też|также|всё ещё|все еще|tetap|masih|juga)(?![\w])",
    re.I,
)


#: pieces one of :data:`_HENCE`'s words holds (lowercased): the cheap gate before it
_HENCE_KEYS = ("now", "these days", "going forward", "instead", "over", "replac", "hand", "ahora", "maintenant",
               "désormais", "jetzt", "inzwischen", "adesso", "ora", "agora", "nu", "teraz", "сейчас", "теперь", "şimdi",
               "artık", "sasa", "sekarang", "kini", "bây giờ", "ngayon", "acum", "nyní", "teď")


@lru_cache(maxsize=4096)
def _hence(text: str) -> bool:
    """A word of what holds from then on, not a name's ("Vets Now")."""
    low = text.lower()
    if any(k in low for k in _HENCE_KEYS) and any(
            not (m.group(0) == "Now" and re.search(r"[A-Z]\w*\s+$", text[:m.start()])) for m in _HENCE.finditer(text)):
        return True
    return _HENCE_MORE.search(text) is not None


#: corrlex: "now", "from now on" in the other languages of :mod:`zeusmem.rules.lexicon`
_HENCE_MORE = re.compile(lexicon.source("now", "from_now", langs=lexicon.BUT_ENGLISH), re.I | re.U)


def _names(text: str) -> tuple[set[str], set[str]]:
    """The capitalised words of ``text``, lowercased: (all of them, those inside a sentence)."""
    every, inner = set(), set()
    for m in _CAP.finditer(text):
        w = m.group(1).lower().removesuffix("'s").removesuffix("’s")
        if w in _STARTS or len(w) < 2:
            continue
        before = text[:m.start()].rstrip()
        if re.match(r"\s*[!,.?]", text[m.end():]) and (not before or before[-1] in ",.!?:;" or re.search(
                r"(?i)\b(?:hey|hi|hello|thanks|thank you|wow|yeah|yes|bye|cheers|sure|ok|okay|oh|congrats)$", before)):
            continue  # a name called ("Thanks, Mel.", "Hey Maria!"), not one said of anything
        every.add(w)
        if before and before[-1] not in ".!?:\n-—–•*>\"(":
            inner.add(w)
    return every, inner


def name_replaced(new_body: str, old_body: str) -> bool:
    """``new_body`` names a name of ``old_body`` (the holder or the value left behind) and another name inside a
    sentence, with a word of what holds from then on ("Cal quit the band, Nadia's on bass now", "Vitest replaced
    Jest", "Kowalski Plumbing does all our plumbing now, Gary retired"); nothing of the old one said to hold still.

    >>> name_replaced("Dominika stood down, Kemi is chairing the PTA now", "PTA chair this year is Dominika")
    True
    >>> name_replaced("Dominika is chairing the school fair too now", "PTA chair this year is Dominika")
    False
    """
    if "!" in old_body or "?" in old_body or not _hence(new_body):
        return False
    old_all, old_inner = _names(old_body)
    if not old_all:
        return False
    new_all, new_inner = _names(new_body)
    shared = old_all & new_all
    if not shared or not ((old_inner | new_inner) & shared or _hands_over(new_body, shared)):
        return False  # no name of the old one said again (a name at both starts could be any word, unless it hands over)
    if _STILL.search(new_body):
        return False
    toks = re.findall(r"[\w'’]+|[^\w\s]", new_body)
    pairs = list(zip(toks, toks[1:], strict=False))
    if any(a.lower().replace("’", "'") in {w + "'s" for w in shared} and b[:1].islower() for a, b in pairs):
        return False  # "Priya's manager changed, it's Tom now": an attribute of the one the old statement names
    if not new_inner - old_all:
        return False
    frame = {w[:4] for w in _words(old_body) if len(w) >= 4 and w not in old_all | new_all and w not in _FUNCTION}
    if any(a.lower() in shared and b.lower()[:4] in frame for a, b in pairs):
        return False  # "Femi reports to Carla now" of "I report to Femi": the old one's holder does it himself
    return _same_frame(new_body, old_body, old_all | new_all)


#: a holder leaving a role or handing it on: "Dmitri stepped down", "Linda handed over", "Orca handed it off"
_HANDS_OVER = (r"(?:'s\s+|\s+(?:has|had|just|finally)\s+|\s+)(?:stepped down|stood down|steps down|stands down|handed|hands"
               r"|retired|resigned|left|quit|moved on|gave (?:it|up)|übergab|hat (?:\w+ )?übergeben|dimitió|renunció|a démissionné"
               r"|passou|ha lasciato|is gestopt|ustąpił\w*|ушёл|ушел|ушла|передал\w*)(?![\w])")


def _hands_over(new_body: str, names: set[str]) -> bool:
    """One of ``names`` (a capitalised word of both statements, maybe at both starts) is the subject of a verb of
    leaving or handing on a role in ``new_body``: a holder, not a common word that opens a sentence."""
    return any(re.search(rf"(?<![\w]){re.escape(n)}{_HANDS_OVER}", new_body, re.I) for n in names)


def _same_frame(new_body: str, old_body: str, names: set[str]) -> bool:
    """A word of ``old_body`` that is no name, or its stem, said again in ``new_body``: the holder's role or the
    thing held ("bassist" / "on bass", "plumber" / "plumbing", "PTA chair" / "chairing the PTA")."""
    new_stems = {w[:4] for w in _words(new_body) if len(w) >= 4}
    return any(w[:4] in new_stems for w in _words(old_body)
               if len(w) >= 4 and w not in names and w not in _FUNCTION and w.isalpha())


# --- a role handed on by the one who held it (corrgen3) --------------------------------------------------------

#: a holder (group "g") leaving a role or handing it on, or another (group "t") taking it over or replacing one
_HANDOVER = re.compile(
    r"(?:(?P<g>@?[\w'’-]+)(?:'s|’s| has| had| just| finally)?\s+|^\W*)(?:stepped down|stood down|stepped back|steps down|stands down"
    r"|handed (?:\w+ )?(?:over|off|on)|handed (?P<obj>(?:[\w'’@/-]+\s+){0,4}?)(?:over\s+)?to)(?![\w])"
    r"|(?P<t>@?[\w'’-]+)(?:'s|’s| has| had| just)?\s+(?:took|taken|takes|taking) over(?![\w])"
    r"|(?P<t2>@?[\w'’-]+)\s+replaced\s+(?P<g2>@?[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]*)?)",
    re.I,
)
#: the speaker or the user as a holder
_SELF = frozenset("i user the_user we".split())


def _holds(holder: str, old_body: str) -> bool:
    """``holder`` (a word of the new statement) is the one the old statement gives the role to: a name it says, or
    the speaker or the user when the old statement is about them ("I'm the DM", "User is the treasurer")."""
    h = holder.lower().lstrip("@").removesuffix("'s").removesuffix("’s")
    if h in _SELF:
        return re.search(r"(?i)(?:^|\W)(?:i|i'm|i’m|user|user's|the user|we|we're)(?![\w'’])", old_body) is not None
    return len(h) >= 2 and re.search(rf"(?i)(?<![\w]){re.escape(h)}(?![\w])", old_body) is not None and h not in _FUNCTION


def handed_over(new_body: str, old_body: str) -> bool:
    """``new_body`` says that the one ``old_body`` gives a role to left it or handed it on, or that another took it
    over or replaced them, in the old statement's frame ("Linda stood down at the AGM" of "Orchestra secretary: Linda
    Booth", "User handed the treasurer role to Fiona" of "User is the treasurer", "Vitest replaced Jest" of "Test
    framework: Jest"); nothing said to hold still, no question, no plan.

    >>> handed_over("Stood down as course rep; Amelia took over.", "Course rep for year 2: the user.")
    True
    >>> handed_over("User handed the treasurer role to Fiona at the AGM.", "User is the treasurer of the allotment society.")
    True
    >>> handed_over("Fiona took over the garden rota, the user is still treasurer.", "User is the treasurer of the society.")
    False
    """
    low = new_body.lower()
    if not any(k in low for k in ("down", "back", "hand", "over", "replaced")):
        return False  # the cheap gate
    if "?" in new_body or "?" in old_body or _STILL.search(new_body) or PLAN.search(new_body):
        return False
    (old_names, old_inner), (new_names, new_inner) = _names(old_body), _names(new_body)
    names = old_inner | new_inner  # a capitalised word at a start may be the role itself ("Course rep ...")
    for m in _HANDOVER.finditer(new_body):
        giver, taker = m.group("g") or m.group("g2"), m.group("t") or m.group("t2")
        if giver is None and taker is None:
            giver = "i"  # "Stood down as course rep": the speaker, or the user of a note
        if giver is not None and not _holds(giver, old_body):
            continue  # someone the old statement does not name hands something on
        if giver is None and (taker is None or _holds(taker, old_body)):
            continue  # the old holder takes over something more
        obj = {w.lower() for w in _WORD.findall(m.group("obj") or "")} - _FUNCTION
        people = {w.lower().lstrip("@").removesuffix("'s").removesuffix("’s") for w in (giver, taker) if w}
        if (_same_frame(new_body, old_body, names) or m.group("g2") is not None or (old_names & new_names) - people
                or obj & {w.lower() for w in _WORD.findall(old_body)}):
            return True  # the role the old statement names, or the old holder replaced, or the thing handed on
    return False
