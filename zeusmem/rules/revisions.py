# ruff: noqa: E501  (the marker tables keep one language a line)
"""Revisions of a statement that name no old value in the correction's own words (issue 25).

Three readings of a new statement against an old one, by the statement's structure rather than
its phrasing, each with a small table of markers per language:

* :func:`self_correction`: a speaker taking back what they said ("I misspoke", "I told you 6pm
  but", "scratch that", "ich habe mich vertan", "je me suis trompée", "me equivoqué", "я ошибся",
  "说错了"), *scoped to the old statement*: the rest of the new one restates the old one's frame
  (a content word of it, or what the marker quotes) with another value of the same kind (a number
  for a number, a name for a name, a day for a day), or denies the old one's word ("not a dentist").
  A marker in the third person ("she misspoke") or a "scratch that idea" is no retraction.
* :func:`new_value`: "my new number", "our new office", "found a new dentist", "renamed the dog",
  "mein neuer Chef", "mon nouveau numéro", "мой новый номер": the holder's attribute the old
  statement names ("My phone number is ...", "Our dog is called Rusty") has another value now. It
  supersedes when the new statement gives a value the old one does not hold, and is flagged for
  a thing one may have several of ("a new dog", "a new friend").
* :func:`completed`: what the old statement has in progress ("saving up for a motorbike", "halfway
  through the course", "the house is being built", "I'm writing a novel") is done ("bought the
  motorbike", "finished the course", "moved into the new house", "wrapped up the novel"): the thing
  in progress heads the object of a verb of completion, or the subject of "is done".
* :func:`new_schedule`: a habit said again at another time, marked as current ("These days I go to the
  gym in the evenings" for "I go to the gym every morning at 6"): the old statement's words of what
  is done, none of its times, and a "now" ("these days", "nowadays", "jetzt", "ahora", "теперь").
* :func:`stage_ended`: a stage of life that an event ends, read from a small table of (stage, event)
  pairs: a student who graduated or defended a thesis, a tenant who bought a house, an engaged couple
  married, living alone and someone moving in; the event said of the old statement's subject.
* :func:`rescheduled`: a date or a time moved ("the deadline was pushed to mid-May", "Design reviews moved
  to Thursdays at 10:00", "Το release μετατέθηκε για τις 5 Απριλίου", "határidejét június 20-ra tolták ki"):
  a verb of moving a date in the new statement, a content word of the old one, and a time the old one
  does not hold, where the old one holds a time.
* :func:`later_state`: a later value of a counted or ranked state ("two cats" / "three cats now",
  "yellow belt" / "orange belt", "level 40" / "level 50", "second grade" / "third grade"): the
  same frame word beside another value of the same kind; flagged for review, never hidden.

:func:`someone_else` is the precision guard the three share with the clause rules: a new
statement about another person ("My partner is down to one coffee a day now") changes nothing
the speaker said of themselves.

>>> self_correction("I told you 6pm but it actually lands at 8:15pm.", "My flight lands at 6pm.")
True
>>> self_correction("My sister told me she misspoke at her interview.", "My sister is a dentist.")
False
>>> new_value("Please note my new number: 555-0199.", "My phone number is 555-0142.")
'supersede'
>>> later_state("We have three cats now.", "I have two cats.")
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from zeusmem.rules import attributes, endings
from zeusmem.rules.words import TIME_WORDS, stems

__all__ = ["another_value", "completed", "cues", "rescheduled", "stage_ended", "later_state", "new_schedule", "new_value", "self_correction", "someone_else",
           "swapped_pairs"]

_WORD = re.compile(r"[^\W_]+(?:['’.:@/-][^\W_]+)*|[\u4e00-\u9fff]")
_CJK = re.compile(r"[\u4e00-\u9fff]")

_STOP = frozenset(
    """
    a an the this that these those my our your his her their its i i'm im me we us you he she they it it's
    is are was were be been am 's do does did have has had just really actually so and or but to of in on at
    for with from by as about not no now then also too again still very lol haha omg tbh ok okay oh yeah
    sorry oops wait well hey like one before earlier wrong said told say meant mean correct correction
    der die das den dem ein eine einen ich du er sie es wir mein meine ist sind war habe hat mich und in im
    le la les un une je tu il elle nous mon ma mes est sont et à au de du des en
    el los las un una yo mi mis es son y en de del al
    o os um uma eu meu minha é são e em de do da
    il lo gli io mio mia è sono e di del
    я мой моя моё мое мы наш это и в на не
    """.split()
)

# --- values ------------------------------------------------------------------------------------------

_NUMBER_WORDS = frozenset(
    """
    zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
    eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred dozen
    first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth
    eins zwei drei vier fünf sechs sieben acht neun zehn erste zweite dritte vierte
    deux trois quatre cinq six sept huit neuf dix premier première deuxième troisième quatrième
    dos tres cuatro cinco seis siete ocho nueve diez primero segundo tercero tercer cuarto
    dois duas três quatro cinco seis sete oito nove dez primeiro segundo terceiro
    due tre quattro cinque sei sette otto nove dieci primo secondo terzo quarto
    два две три четыре пять шесть семь восемь девять десять первый второй третий
    """.split()
)
_COLOURS = frozenset(
    "white yellow orange green blue purple brown black red grey gray pink gold silver bronze "
    "weiß gelb grün blau braun schwarz rot blanc jaune vert bleu marron noir rouge blanco amarillo verde azul "
    "marrón negro rojo branco amarelo preto vermelho bianco giallo nero rosso".split()
)
_LEVELS = frozenset("beginner intermediate advanced expert novice junior senior lead principal staff".split())
#: stages a person moves through (school, study, relationships, a baby's first steps): each a value of one kind
_STAGES = frozenset(
    "preschool kindergarten nursery elementary freshman sophomore undergrad undergraduate postgrad graduate masters "
    "phd postdoc doctorate apprentice intern trainee dating engaged married newborn infant toddler crawling walking "
    "maternelle primaire collège lycée kindergarten grundschule gymnasium preescolar primaria secundaria".split()
)
_ORDINAL = re.compile(r"^\d+(?:st|nd|rd|th|e|er|ème|º|ª|°)$")
#: a Russian ordinal in any case ("на втором курсе", "на третьем курсе")
_RU_ORDINAL = re.compile(r"^(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят)(?:ый|ой|ий|ом|ем|ьем|ая|ую|ое|ье|ого|ему|ья|ью|ей|ых)$")
_TITLES = frozenset("dr dr. mr mr. mrs mrs. ms ms. prof prof. st st.".split())


_DOTTED = re.compile(r"\w\.\w")
_GROUPED = re.compile(r"v?\d+(?:[.,]\d+)+")
_CLOCK = re.compile(r"\d(?::\d\d|am|pm|h\b)")
_MARK_AFTER = re.compile(r"\s*[.!?:;]")


@lru_cache(maxsize=1 << 15)
def _kind(word: str, cased: str, initial: bool) -> str | None:
    """What kind of value a word is, if it is one: a number, a time, a colour, a level or a name (kept per
    word and position: the words of 20 neighbours mostly repeat)."""
    if "@" in word or _DOTTED.search(word) and not word.endswith(".") and not _GROUPED.fullmatch(word):
        return "id"  # an address, a domain, a handle; not a version or a grouped number ("2.3.1", "1.200")
    if any(c.isdigit() for c in word):
        return "time" if _CLOCK.search(word) or word.endswith(("am", "pm")) else "number"
    if word in _NUMBER_WORDS or _RU_ORDINAL.match(word):
        return "number"
    if word in TIME_WORDS:
        return "time"
    if word in _COLOURS:
        return "colour"
    if word in _LEVELS or word in _STAGES:
        return "level"
    if word in _TITLES or word in _STOP:
        return None
    if not initial and cased[:1].isupper():
        return "name"
    return None


@lru_cache(maxsize=8192)
def _tokens(text: str) -> tuple[tuple[str, str, str | None], ...]:
    """(lower, as written, value kind) per word; a word after a sentence mark counts as initial."""
    out = []
    initial = True
    for m in _WORD.finditer(text):
        w = m.group(0)
        low = w.lower().replace("’", "'")
        out.append((low, w, _kind(low, w, initial)))
        tail = text[m.end() : m.end() + 2]
        initial = (bool(_MARK_AFTER.match(tail)) and low not in _TITLES and low + "." not in _TITLES) or (
            initial and low in ("i", "sorry", "oops", "wait", "ok", "so"))
    return tuple(out)


def _stems(word: str) -> frozenset[str]:
    return attributes._keys(word)  # noqa: SLF001


def _content(toks: tuple[tuple[str, str, str | None], ...]) -> set[str]:
    return {s for w, _, k in toks if k is None and w not in _STOP and len(w) >= 3 and not _CJK.match(w)
            for s in _stems(w[:-2] if w.endswith("'s") else w)}


def _values(toks: tuple[tuple[str, str, str | None], ...]) -> dict[str, str]:
    return {w: k for w, _, k in toks if k is not None}


# --- another person ------------------------------------------------------------------------------------

_PEOPLE = attributes._PEOPLE | frozenset(  # noqa: SLF001
    "nephew niece neighbour neighbor labmate partner wife husband colleague coworker friend boss roommate intern "
    "grandson granddaughter stepson stepdaughter teammate classmate".split()
)
_PEOPLE = _PEOPLE | frozenset("buddy buddies pal mate bestie".split())  # corrfix19
_SELF = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|me|we|we're|we've|us|ich|wir|je|j'|nous|yo|eu|io|я|мы)\b|我", re.I)
_OWNERS = frozenset("my our his her their mein meine unser unsere mon ma mes notre nos mi mis meu minha il la".split())
#: what follows a name that opens a statement about that person ("Priya has ...", "Tom and Erin ...")
_THIRD_VERBS = frozenset(
    "is was has had got gets just and moved left turned broke split quit lives works started finally recently also "
    "ist hat est es é è".split()
)
_NAME = re.compile(r"^[A-ZÀ-ÖØ-Þ][\w-]+$")


@lru_cache(maxsize=8192)
def someone_else(new: str, old: str) -> bool:
    """``new`` is about another person than ``old``'s speaker: it opens on a person the old statement
    does not name ("My partner ...", "My neighbour has ...", "Priya's brother ...") and never speaks in
    the first person ("I", "we"), while the old statement is the speaker's own.

    >>> someone_else("My neighbour has three cats now.", "I have two cats.")
    True
    >>> someone_else("My grandma moved into a care home.", "My grandma lives with us.")
    False
    >>> someone_else("Lena moved from Berlin to Vienna.", "User used to live in Berlin.")
    True
    """
    toks = _tokens(new)
    if len(toks) < 3:
        return False
    old_words = {w for w, _, _ in _tokens(old)}
    first, cased = toks[0][0], toks[0][1]
    if first.endswith("'s") and toks[1][0] in _PEOPLE and toks[1][0] not in old_words:
        return not _SELF.search(" ".join(c for _, c, _ in toks[2:]))  # "Emma's cousin is four now" for "Emma is 3"
    if not _SELF.search(old) and not re.match(r"^\s*(?:my|our)\b|^\s*(?:the\s+)?user\b(?!'s)", old, re.I):
        return False  # the old statement is about someone (not the user an extractor names): other rules read whose
    at = None
    if first in _OWNERS:  # "my partner", "my sister's number"
        at = next((i for i in (1, 2) if toks[i][0].removesuffix("'s") in _PEOPLE), None)
        olds = {w.removesuffix("'s") for w in old_words}
        if at is None or toks[at][0].removesuffix("'s") in olds or _SAME_ROLE.get(toks[at][0].removesuffix("'s")) in olds:
            return False  # "My new boss is Fatima" of "My manager is Dave": the same role
    elif (_NAME.match(cased) and first not in _STOP and first not in old_words and not first.endswith("'s")
          and toks[1][0] in _THIRD_VERBS):
        at = 0  # "Priya has ...", "Tom and Erin ..."
    elif first.endswith("'s") and _NAME.match(cased) and first[:-2] not in old_words:
        at = 0
    if at is None:
        return False
    rest = " ".join(c for _, c, _ in toks[at + 1 :])
    return not _SELF.search(rest)  # "My partner and I moved": the speaker too


# --- self-corrections --------------------------------------------------------------------------------

#: a speaker taking back what they said; ``x``: what they say they said ("I told you X but")
_RETRACTION = re.compile(
    r"\b(?:i|I)\s+(?:mis-?spoke|misremembered|misread|mistyped|mixed (?:it|that|them|those|things) up|got (?:it|that|this|them) (?:wrong|backwards|mixed up)|had (?:it|that) (?:wrong|backwards)"
    r"|was wrong|typed (?:it|that) wrong|wrote (?:it|that) wrong|said (?:it|that) wrong|meant|(?:have|'ve) to correct myself)\b"
    r"|\b(?:my (?:bad|mistake)|scratch that|strike that|ignore what i (?:said|wrote)|let me correct (?:myself|that)|correction to what i (?:said|wrote|told you)"
    r"|that was (?:wrong|a typo)|typo(?: on my part)?)(?:\s+(?:earlier|before|above|yesterday|last time))?\b(?=\s*(?:[,.;:!—–-]|$|\s+(?:it|the|my|i|we|our|he|she)\b))"
    r"|\bi (?:told you|said|wrote|mentioned|used to (?:say|think)|always (?:said|say|thought))\s+(?P<x>[^,.;!?]{1,40}?)(?:\s+(?:before|earlier|last time|the other day))?,?\s+but\b"
    r"|(?:^|[.!?]\s+)(?:wait,?\s+no|no,?\s+wait)\b"
    # the speaker's own mistake, with any subject form: "I was mistaken", "I lied earlier", "I had the name
    # wrong", "never mind what I said about X", "mixed them up", "other way round", "I always swap them"
    r"|\bi (?:was|am|'m) mistaken\b|\bi lied\b|\bi had (?:the|his|her|their|its|my|our) \w+ (?:wrong|backwards|mixed up)\b"
    r"|\bnever ?mind what i (?:said|wrote|told you)\b|(?:^|[.!?,;]\s*)mixed (?:them|it|those|these|that) up\b"
    r"|\b(?:the )?other way (?:a)?round\b|\bi (?:always )?(?:swap|switch|confuse|mix up) them\b"
    r"|\b(?:ich habe mich|hab mich|ich hab mich) (?:vertan|geirrt|versprochen|verschrieben|vertippt)\b|\b(?:mein fehler|ich meinte|korrigiere mich)\b"
    r"|\bje me suis (?:trompée?|mal exprimée?)\b|\b(?:je voulais dire|erreur de ma part|je rectifie|je me corrige)\b"
    r"|\b(?:me equivoqu[ée]|me confund[íi]|quise decir|error mío|me corrijo)\b"
    r"|\b(?:me enganei|eu me enganei|errei|me confundi|eu quis dizer|me corrijo)\b"
    r"|\b(?:mi sono sbagliat[oa]|ho sbagliato|intendevo|mi correggo|mi sono confus[oa])\b"
    r"|(?:^|\s)(?:я\s+)?(?:ошибся|ошиблась|оговорился|оговорилась|перепутал|перепутала)(?=\s|[,.!]|$)"
    r"|\bik (?:heb me vergist|vergiste me|bedoelde)\b"
    r"|说错了|搞错了|写错了|记错了|更正一下|纠正一下|間違えました|間違えた|勘違いでした",
    re.I,
)
_DENIED = re.compile(r"\b(?:not|n't|nicht|kein\w*|pas|no|não|non|не)\s+(?:an?\s+|the\s+|my\s+|in\s+|at\s+|on\s+)?(?P<w>[\w'-]+)", re.I)


@lru_cache(maxsize=8192)
def self_correction(new: str, old: str) -> bool:
    """``new`` takes back what ``old`` says (see the module doc)."""
    m = _RETRACTION.search(new)
    if not m:
        return False
    quoted = (m.group("x") or "").strip()
    rest = (new[: m.start()] + " " + new[m.end() :]).strip()
    ot, rt = _tokens(old), _tokens(rest)
    if not ot or not rt:
        return False
    old_words = {w for w, _, _ in ot}
    old_stems = _content(ot)
    quoted_old = bool(quoted) and bool({s for w, _, _ in _tokens(quoted) for s in _stems(w)} & {s for w in old_words - _STOP for s in _stems(w)})
    if quoted and not quoted_old:
        return False  # "I told you Mr. Patel would fix it but": another statement
    overlap = old_stems & _content(rt)
    ov, nv = _values(ot), _values(rt)
    fresh = {w: k for w, k in nv.items() if w not in ov and not (_stems(w) & old_stems)}
    swapped = any(k in set(ov.values()) for k in fresh.values())
    denied = any(set(_stems(d.group("w").lower())) & old_stems or d.group("w").lower() in ov for d in _DENIED.finditer(rest))
    if someone_else(rest, old):
        return False
    if swapped_pairs(rest, old):
        return True  # "other way round, my son plays basketball and my daughter soccer"
    if quoted_old:
        return bool(fresh) or denied or bool(_content(rt) - old_stems)
    if overlap and (swapped or denied):
        return True
    # "Wait no, I'm 35": a short old statement, a value of its kind swapped, nothing else to read
    return swapped and len(ot) <= 8 and len(fresh) == 1 and len(old_stems) <= 3


def _keys_in_order(text: str) -> list[str]:
    """The words of ``text`` that say something (content words and values), each once, in order."""
    out: list[str] = []
    for w, _, _ in _tokens(text):
        w = w[:-2] if w.endswith("'s") else w
        if w in _STOP or _CJK.match(w) or (len(w) < 3 and not any(c.isdigit() for c in w)):
            continue
        k = min(_stems(w), default=w)
        if k not in out:
            out.append(k)
    return out


@lru_cache(maxsize=8192)
def swapped_pairs(new: str, old: str) -> bool:
    """``new`` says the words of a two-part ``old`` again with two of them traded places ("my son plays
    soccer and my daughter plays basketball" / "my son plays basketball and my daughter plays soccer"):
    nearly every word of ``old`` is there, in another order. Read only beside a retraction marker.

    >>> swapped_pairs("Mixed them up, book club is Thursdays and trivia is Tuesdays.", "We meet for book club on Tuesdays, and trivia is Thursdays.")
    True
    >>> swapped_pairs("Book club is on Tuesdays, trivia on Thursdays.", "We meet for book club on Tuesdays, and trivia is Thursdays.")
    False
    """
    ko, kn = _keys_in_order(old), _keys_in_order(new)
    shared = set(ko) & set(kn)
    if len(shared) < 4 or 4 * len(shared) < 3 * len(ko):
        return False
    po, pn = [k for k in ko if k in shared], [k for k in kn if k in shared]
    moved = [i for i, (a, b) in enumerate(zip(po, pn, strict=True)) if a != b]
    return len(moved) == 2 and po[moved[0]] == pn[moved[1]] and po[moved[1]] == pn[moved[0]]


# --- "my new X" ------------------------------------------------------------------------------------------

_POSSESSIVE = r"(?:my|our|mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|mon|ma|mes|notre|nos|mi|mis|nuestro|nuestra|meu|minha|meus|minhas|nosso|nossa|il mio|la mia|mio|mia|nostro|nostra|мой|моя|моё|мое|мои|наш|наша|наше|наши)"
_NEW_WORD = r"(?:brand[- ]new|new|neue|neuer|neues|neuen|neuem|nouveau|nouvel|nouvelle|nouveaux|nouvelles|nuevo|nueva|nuevos|nuevas|novo|nova|novos|novas|nuovo|nuova|nuovi|nuove|новый|новая|новое|новые|новую|нового)"
_NP = r"[^\W\d_]+(?:[ -][^\W\d_]+){0,2}"
_NEW_NP = re.compile(
    rf"\b(?P<pos>{_POSSESSIVE})\s+{_NEW_WORD}\s+(?P<np>{_NP})"
    rf"|(?:^|[,.;!?]\s*|\b(?:i|we|i've|we've)\s+(?:just\s+|finally\s+)?)(?:found|got|have|hired|picked|chose|signed up with|switched to|started with|started seeing|'ve got|have got)\s+(?:a|an)\s+{_NEW_WORD}\s+(?P<np2>{_NP})"
    rf"|^\s*{_NEW_WORD}\s+(?P<np3>{_NP})\s*[:!]"
    rf"|\b(?:changed|updated)\s+(?P<pos2>{_POSSESSIVE})\s+(?P<np4>{_NP})\s+to\b"
    rf"|\bthe\s+new\s+(?P<np5>{_NP})\s+(?:is|are|will be)\b",  # corrfix17: "the new dog walker is Tomasz"
    re.I,
)
_RENAMED = re.compile(r"\b(?:renamed|rebranded|umbenannt|renommé|renommée|renombr[éó]|renomeado|rinominato|переименовал\w*)\b", re.I)
#: where a noun phrase stops: a verb, a preposition, a clause word
_NP_END = frozenset(
    "is are was were 's has have had started starts starting will can just called named at in on from for to with and but "
    "who that which since as of by is: this last next now today yet though too also already again finally ist hat heißt est a s'appelle es se tiene é tem è ha si il la le "
    "es está está".split()
)
#: things one may have several of: a new one is added, not swapped
_MANY = frozenset(
    "friend friends dog dogs cat cats pet pets puppy kitten hobby hobbies project projects client clients colleague "
    "colleagues coworker neighbour neighbor book song show series game recipe tattoo plant kid kids child children "
    "baby student students class course toy bike shoes tool tools app apps language student hund katze chat chien "
    "perro gato cão cane gatto собака кошка".split()
)
#: heads that name an identifier of the noun before them ("email address", "phone number")
_ID_HEADS = frozenset("address number id account handle name nummer adresse numéro adresse número dirección número endereço numero indirizzo номер адрес".split())
_OLD_NP = re.compile(rf"\b(?P<pos>{_POSSESSIVE}|(?<!\w)user['’]s)\s+(?P<np>[^\W\d_]+(?:[ -][^\W\d_]+){{0,2}})", re.I)
_FIRST_POS = re.compile(r"^(?:user['’]s|my|our|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|nuestr\w+|meu\w*|minha\w*|noss\w+|il mio|la mia|mio|mia|nostr\w+|мо\w+|наш\w*)$", re.I)


def _np_words(np: str) -> list[str]:
    out = []
    for w in re.split(r"[ -]", np.lower()):
        if w in _NP_END:
            break
        out.append(w)
    return out


#: heads that name one role in other words ("new boss" / "my manager", "a new GP" / "my doc")
_SAME_ROLE = {"boss": "manager", "mgr": "manager", "doc": "doctor", "gp": "doctor", "physician": "doctor",
              "dr": "doctor", "hubby": "husband", "missus": "wife", "uni": "university"}


def _heads(np_words: list[str]) -> frozenset[str]:
    if not np_words:
        return frozenset()
    head = _SAME_ROLE.get(np_words[-1], np_words[-1])
    return frozenset(_stems(head)) | frozenset(_stems(np_words[-1]))


@lru_cache(maxsize=8192)
def new_value(new: str, old: str) -> str | None:
    """``"supersede"`` or ``"flag"`` when ``new`` gives the holder's attribute that ``old`` names a new
    value (see the module doc), else None."""
    low_new = new.lower()
    found = list(_NEW_NP.finditer(new))
    renamed = _RENAMED.search(new)
    if not found and not renamed:
        return None
    olds = [(m.group("pos").lower(), _np_words(m.group("np"))) for m in _OLD_NP.finditer(old)]
    olds = [(p, w) for p, w in olds if w and _FIRST_POS.match(p)]
    if not olds:
        return None
    if endings.planned(low_new) or someone_else(new, old):
        return None
    if any(p == "user's" for p, _ in olds) and any(  # corrfix17: "My friend renamed her podcast" of "User's podcast"
            w.removesuffix("'s") in _PEOPLE and w not in old.lower() for w, _, _ in _tokens(new)[:3]):
        return None
    if re.search(r"\b(?:used to|former|ex-)\b", old, re.I):
        return None
    hit: str | None = None
    for m in found:
        pos = (m.group("pos") or m.group("pos2") or "").lower()
        if pos and not _FIRST_POS.match(pos):
            continue
        words = _np_words(m.group("np") or m.group("np2") or m.group("np3") or m.group("np4") or m.group("np5"))
        if not words:
            continue
        english = all(ord(c) < 128 for c in "".join(words))
        same: set[str] | frozenset[str]
        for _, ow in olds:
            if english:
                same = _heads(words) & _heads(ow)
                if not same and words[-1] in _ID_HEADS:
                    same = _heads(ow) & {s for w in words[:-1] for s in _stems(w)}
            else:  # the head comes first in most of the other languages ("номер телефона", "numéro de téléphone")
                same = {s for w in words[:2] for s in _stems(w)} & {s for w in ow for s in _stems(w)}
            if same:
                hit = ow[-1] if english else ow[0]
                break
        if hit:
            break
    if hit is None and renamed:
        after = {s for w, _, _ in _tokens(new[renamed.end() :])[:3] for s in _stems(w)}
        for _, ow in [(p, w) for p, w in olds if p != "user's"]:  # corrfix17: those read by renamed()
            if {s for w in ow for s in _stems(w)} & after or re.search(r"\b(?:called|named|name|heißt|s'appelle|se llama|se chama|si chiama|зовут)\b", old, re.I):
                hit = ow[-1]
                break
    if hit is None:
        return None
    if not renamed and (hit in _MANY or any(s in _MANY for s in _stems(hit))):
        return "flag"
    ov = _values(_tokens(old))
    nv = _values(_tokens(new))
    if renamed or any(w not in ov for w in nv):
        return "supersede"
    return "flag"


# --- later states of a counted or ranked thing ------------------------------------------------------------

_FRAME_SKIP = _STOP | frozenset("now finally just up down got get hit reached made years year old".split())


_IS = frozenset("is 's am ist est es è é".split())
_OF = frozenset("of de di von во".split())


@lru_cache(maxsize=4096)
def _unplanned(text: str) -> str:
    """The clauses of ``text`` that state what is, without its plans ("Migration is at 85%, should finish
    tomorrow": the first clause)."""
    return ", ".join(p for p in re.split(r"[,;.!?]+\s*", text) if p.strip() and not endings.planned(p.lower()))


#: words that make a number beside them an age: one frame for all of them ("is 3 years old" / "turned four")
_AGE_WORDS = frozenset("old aged turned turns turning birthday geworden wird ans años anos anni лет исполнилось".split())


def _frames(toks: tuple[tuple[str, str, str | None], ...]) -> dict[str, tuple[str, str]]:
    """frame stem -> (value, kind): each value with the content words beside it (three either side); a
    number beside an age word has the frame ``#age``."""
    out: dict[str, tuple[str, str]] = {}
    content = [(i, w) for i, (w, _, k) in enumerate(toks) if k is None and w not in _FRAME_SKIP and len(w) >= 2 and w not in _PEOPLE]
    ages = [i for i, (w, _, _) in enumerate(toks) if w in _AGE_WORDS]
    for i, (w, _, k) in enumerate(toks):
        if k not in ("number", "colour", "level") or w == "one":
            continue  # a name is no state's value, a day or a time is when something happened; "one of"
        after = {x for x, _, _ in toks[i + 1 : i + 3]}
        if after & _WHEN:
            continue  # "three years ago", "two weekends later": when, not how many
        if k == "number" and (any(0 < abs(j - i) <= 2 for j in ages) or (
            i == len(toks) - 1 and i > 0 and toks[i - 1][0] in _IS and not _ordinal(w)
        )):
            out.setdefault("#age", (w, k))  # "is 3 years old", "turned four", "Grandpa is 89."
        if k == "number" and i + 1 < len(toks) and toks[i + 1][2] in (None, "name") and toks[i + 1][0] not in _FRAME_SKIP:
            for s in _stems(toks[i + 1][0]):  # what is counted or ranked: "two kids", "die zweite Klasse"
                out.setdefault(s, (w, k))
        if _ordinal(w) and toks[i + 2 : i + 3] and toks[i + 2][0] in _OF and toks[i + 3 : i + 4]:
            for s in _stems(toks[i + 3][0]):  # "second year of residency" / "third year of residency"
                out.setdefault(s, (w, k))
        # a count is read three words either side ("3 plants on my balcony"), a rank or a colour beside its
        # word ("third grade", "orange belt"; "his fourth video game tournament" is one more event)
        reach = 1 if (k != "number" or _ordinal(w)) else 3
        near = [cw for j, cw in content if 0 < abs(j - i) <= reach]
        for cw in near:
            for s in _stems(cw):
                out.setdefault(s, (w, k))
    return out


@lru_cache(maxsize=8192)
def _text_frames(text: str) -> Mapping[str, tuple[str, str]]:
    """:func:`_frames` of a text's words, once per text (a write asks for its own and each neighbour's);
    read-only: the dict is shared."""
    return _frames(_tokens(text))


_ORDINAL_WORDS = frozenset(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth erste zweite dritte vierte premier "
    "première deuxième troisième quatrième primero segundo tercero tercer cuarto primeiro terceiro primo terzo quarto "
    "первый второй третий".split()
)


def _ordinal(word: str) -> bool:
    return word in _ORDINAL_WORDS or bool(_ORDINAL.match(word)) or bool(_RU_ORDINAL.match(word))


#: after a number: when something happened, not how many of a thing there are
_WHEN = frozenset("ago later earlier before since back".split())
_ADDED = re.compile(r"\b(?:also|too|another|as well|auch|aussi|también|também|anche|тоже|также)\b", re.I)


@lru_cache(maxsize=4096)
def _later_reading(new: str) -> tuple[str, tuple[tuple[str, str, str | None], ...], Mapping[str, tuple[str, str]]] | None:
    """What :func:`later_state` reads of ``new`` alone, once per text (a write compares it with up to
    20 statements): the text (a plan beside the value taken out), its tokens and frames; None when it
    gives no counted or ranked value, or adds one ("also", "another")."""
    nt = _tokens(new)
    if not any(k in ("number", "colour", "level") for _, _, k in nt):
        return None
    if endings.planned(new.lower()):
        new = _unplanned(new)  # a value stated beside a plan is still stated
        nt = _tokens(new)
    if _ADDED.search(new):
        return None
    return new, nt, _text_frames(new)


@lru_cache(maxsize=8192)
def later_state(new: str, old: str) -> bool:
    """``new`` gives a thing ``old`` counts or ranks another value of the same kind (see the module doc)."""
    reading = _later_reading(new)
    if reading is None:
        return False
    new, nt, fn = reading
    fo = _text_frames(old)
    if not fo or not (fn.keys() & fo.keys()):
        return False
    if someone_else(new, old):
        return False
    ot = _tokens(old)
    old_words = {w for w, _, _ in ot}
    first_value = next((i for i, (w, _, k) in enumerate(nt) if k in ("number", "colour", "level") and w not in old_words), len(nt))
    if any(w in _PEOPLE and w not in old_words and not (i and nt[i - 1][2] == "number")
           for i, (w, _, _) in enumerate(nt[:first_value])):
        return False  # "my daughter's best friend is in third grade" (whose grade); "30 people" is a count
    for s in fn.keys() & fo.keys():
        (vn, kn), (vo, ko) = fn[s], fo[s]
        if kn == ko and vn != vo and vn not in old_words:
            return True
    return False


@lru_cache(maxsize=8192)
def another_value(new: str, old: str) -> bool:
    """Looser than :func:`later_state`, for close pairs only (the caller's cosine): the two share a
    content word, and ``new`` has a number, time, colour or level of a kind ``old`` has, which ``old``
    does not hold ("Tim's reading streak is 40 days" / "Tim's streak is at 52 days now")."""
    nt, ot = _tokens(new), _tokens(old)
    ov = {k for _, _, k in ot if k in ("number", "colour", "level")}
    if not ov:
        return False
    old_words = {w for w, _, _ in ot}
    # not an ordinal (the fourth tournament is one more event), nor when something happened ("three years ago")
    fresh = {k for i, (w, _, k) in enumerate(nt) if k in ov and w not in old_words and not _ordinal(w) and w != "one"
             and not {x for x, _, _ in nt[i + 1 : i + 3]} & {"ago", "since"}
             and not {x for x, _, _ in nt[max(0, i - 3) : i]} & {"since", "age", "ago"}}
    names = {w for w, _, k in ot if k == "name"} & {w for w, _, k in nt if k == "name"}
    if not fresh or not (_content(ot) & _content(nt) or names):
        return False
    if endings.planned(new.lower()) or _ADDED.search(new) or someone_else(new, old):
        return False
    return not any(w in _PEOPLE and w not in old_words for w, _, _ in nt)


# --- things in progress that are done ---------------------------------------------------------------------

#: an old statement of something in progress; ``rest``: where the thing in progress is named
_IN_PROGRESS = re.compile(
    r"\b(?:(?:i'm|i am|im|we're|we are|is|are|am|been|currently|still)\s+(?:\w+\s+)?"
    r"(?:saving(?: up)? for|halfway through|in the middle of|working (?:on|towards?)|training for|studying for|preparing for"
    r"|writing|building|renovating|redoing|learning|reading|knitting|restoring|planning|organi[sz]ing|applying for|on chapter)"
    r"|being (?:built|renovated|restored|fixed|repaired|written))\b(?P<rest>.*)",
    re.I,
)
#: verbs that complete a thing in progress, and what a thing in progress is once done
_COMPLETE_VERBS = re.compile(
    r"\b(?:finished|completed|wrapped up|done with|bought|moved into|ran|passed|graduated from|defended|submitted|published"
    r"|launched|shipped|delivered|closed on|earned|received|hit|reached|sold|fertig mit|abgeschlossen|gekauft|fini|terminé"
    r"|acheté|terminé|acabé|terminé|compré|terminei|comprei|finito|comprato|закончил\w*|купил\w*)\s+(?P<obj>.{1,60})",
    re.I,
)
_DONE = re.compile(r"(?P<subj>.{1,60}?)\s+(?:is|are|was|'s)\s+(?:finally\s+|all\s+|officially\s+)?(?:done|finished|complete|completed|built|ready|over|fertig|fini|finie|terminado|terminada|pronto|pronta|finito|finita|готов\w*)\b", re.I)
#: what one passes or earns at the end of learning something ("passed my driving test", "got the Spanish certificate")
_CREDENTIALS = frozenset("test exam exams certificate certification licence license degree diploma grading belt".split())
_OBJ_STOP = re.compile(r"\s(?:of|for|at|on|in|with|from|to|by|and|but|so|after|last|this|yesterday|today|because|since|which|that)\b.*$|[,.;!?].*$", re.I)
_STILL = re.compile(r"\b(?:i'm|i am|im|we're|we are|still)\s+(?:\w+\s+)?(?:saving|working|training|writing|building|learning|reading)\b", re.I)


def _head_stems(phrase: str, old: str) -> frozenset[str]:
    """The stems of the phrase's head noun, when every word before it is the old statement's too ("the
    data science course"), a value, or a light one ("the new house"): a "half marathon" is another race."""
    toks = [(w, k) for w, _, k in _tokens(_OBJ_STOP.sub("", " " + phrase))]
    toks = [(w, k) for w, k in toks if w not in _STOP and w not in ("new", "whole", "entire", "final", "last")]
    if not toks:
        return frozenset()
    old_stems = {s for w, _, _ in _tokens(old) for s in _stems(w)}
    if any(k is None and not (_stems(w) & old_stems) for w, k in toks[:-1]):
        return frozenset()
    return _stems(toks[-1][0])


@lru_cache(maxsize=8192)
def completed(new: str, old: str) -> bool:
    """``new`` says the thing ``old`` has in progress is done (see the module doc).

    >>> completed("Bought the motorbike on Saturday, a used Triumph.", "I'm saving up for a motorbike.")
    True
    >>> completed("The builders finished the roof of the house.", "Our house is being built.")
    False
    """
    m = _IN_PROGRESS.search(old)
    if not m:
        return False
    things = {s for w, _, _ in _tokens(m.group("rest"))[:5] if w not in _STOP and len(w) >= 3 for s in _stems(w)}
    before = m.string[: m.start()]
    things |= {s for w, _, _ in _tokens(before)[-3:] if w not in _STOP and len(w) >= 3 for s in _stems(w)}  # "the house is being built"
    if not things or endings.planned(new.lower()) or _STILL.search(new) or someone_else(new, old):
        return False
    for c in _COMPLETE_VERBS.finditer(new):
        if re.search(r"\b(?:not|n't|never|nicht|pas|no|não|non|не)\s+(?:\w+\s+)?$", new[: c.start()], re.I):
            continue
        subj = [w for w, _, _ in _tokens(new[: c.start()])]
        if any(w in _PEOPLE or w in ("builders", "they", "he", "she") for w in subj[-3:]):
            continue  # "The builders finished the roof": someone else's work
        if _head_stems(c.group("obj"), old) & things:
            return True
        obj = [w for w, _, _ in _tokens(_OBJ_STOP.sub("", " " + c.group("obj")))]
        if obj and obj[-1] in _CREDENTIALS and {s for w in obj[:-1] for s in _stems(w)} & things:
            return True  # "learning to drive" / "passed my driving test"
    d = _DONE.search(new)
    return bool(d and _head_stems(d.group("subj"), old) & things)


# --- a habit at another time ----------------------------------------------------------------------------------

_NOW_MARK = re.compile(
    r"\b(?:now|these days|nowadays|lately|from now on|anymore|instead|switched|moved|changed|jetzt|inzwischen|mittlerweile"
    r"|nun|maintenant|désormais|ahora|ya no|agora|adesso|ora|теперь|сейчас)\b|现在|改",
    re.I,
)
_ONE_OFF = re.compile(
    r"\b(?:today|tonight|this (?:week|weekend|morning|evening|time)|yesterday|tomorrow|last (?:night|week)|because i|for once"
    r"|heute|diese woche|aujourd'hui|cette semaine|hoy|esta semana|hoje|oggi|сегодня)\b",
    re.I,
)
_SPLIT = re.compile(r"[.;!?]+\s+|,\s+(?:but|and|so|the|my|our)\s+|,\s+", re.I)
_VAGUE = frozenset(
    "every each usually always often sometimes day days week weeks time times ago jeden jede chaque cada ogni "
    "around about approximately roughly until till gegen etwa vers environ hacia sobre cerca verso circa около".split()
)


@lru_cache(maxsize=8192)
def new_schedule(new: str, old: str) -> bool:
    """``new`` says ``old``'s habit again at another time, as what holds now (see the module doc).

    >>> new_schedule("These days I go to the gym in the evenings after work.", "I go to the gym every morning at 6.")
    True
    >>> new_schedule("I went to the gym in the evening today because I overslept.", "I go to the gym every morning.")
    False
    """
    ot = _tokens(old)
    times = {w for w, _, k in ot if k == "time"}
    if not times or not _NOW_MARK.search(new) or _ONE_OFF.search(new) or endings.planned(new.lower()):
        return False
    what = {s for w, _, k in ot if k is None and w not in _STOP and w not in _VAGUE and len(w) >= 3 for s in _stems(w)}
    if not what or someone_else(new, old) or _ADDED.search(new):
        return False
    words = {w for w, _, k in ot if k is None and w not in _STOP and w not in _VAGUE and len(w) >= 3}
    # what is done is said before its time ("I go to the gym at 6am before work": the gym); what follows the
    # time qualifies it, and a new time need not repeat it ("Switched my gym time to evenings")
    first = next(i for i, (_, _, k) in enumerate(ot) if k == "time")
    doing = {w for w, _, k in ot[:first] if k is None and w not in _STOP and w not in _VAGUE and len(w) >= 3}
    for part in _SPLIT.split(new):
        pt = _tokens(part)
        when = {w for w, _, k in pt if k == "time"}
        have = {s for w, _, _ in pt for s in _stems(w)}
        if when and not (when & times) and not any(_stems(w) & _stems(t) for w in when for t in times):
            if all(_stems(w) & have for w in words) or (doing and all(_stems(w) & have for w in doing)):
                return True
    return False


# --- stages of life an event ends ---------------------------------------------------------------------------

_STAGES_ENDED = tuple(
    (re.compile(a, re.I), re.compile(b, re.I))
    for a, b in (
        (r"\b(?:student|studying|phd candidate|doctoral|grad school|undergrad|at (?:uni|university|college)|in college"
         r"|studiert|étudiante?|estudiante|estudante|studente|студент\w*)\b",
         r"\b(?:graduated|defended (?:\w+ )?(?:thesis|dissertation)|got (?:\w+ )?(?:degree|diploma|phd|masters?)"
         r"|finished (?:uni|university|college|grad school|(?:\w+ )?degree)|dropped out|abschluss gemacht|diplômée?"
         r"|me gradué|se graduó|me formei|se formou|mi sono laureat[oa]|si è laureat[oa]|защитил\w*)\b"),
        (r"\b(?:rent|rents|renting|tenant|miete|locataire|alquilo|alugo|affitto)\b",
         r"\b(?:bought (?:a|our|the|my|an) (?:\w+ )?(?:house|home|flat|apartment|place|condo)|closed on (?:a|the|our) "
         r"(?:\w+ )?(?:house|home|place)|homeowners?|haus gekauft|acheté (?:une|la|notre) maison|compramos (?:una|la) casa"
         r"|compramos (?:uma|a) casa)\b"),
        (r"\b(?:engaged|fiancée?|verlobt|fiancée?s?|comprometid[oa]s?|noiv[oa]s?|fidanzat[oa])\b",
         r"\b(?:got married|tied the knot|we're married|we are married|just married|geheiratet|mariés|nos casamos|casamos"
         r"|ci siamo sposati)\b"),
        (r"\b(?:live alone|living alone|lives alone|on my own)\b",
         r"\b(?:moved in with (?:me|us|him|her|them)|moved in together|living together now|live together now)\b"),
        # single -> a partner named as such; no driving licence -> the test passed; no children -> a birth
        (r"\b(?:single|bujang|ledig|célibataire|solter[oa]|solteir[oa]|nőtlen|hajadon|slobodan|slobodna)\b",
         r"\b(?:engaged|got married|married|fiancée?|my wife|my husband|seeing someone|new girlfriend|new boyfriend|berkahwin|kahwin"
         r"|getrouwd|geheiratet|verlobt|mariée?|casad[oa]|se casó|nos casamos|megnősült|férjhez ment|oženio|udala)\b"),
        (r"\b(?:doesn't drive|don't drive|can't drive|cannot drive|no driving licen[cs]e|no licen[cs]e|nu știe să conducă"
         r"|(?:har|have) ikke (?:førerkort|kørekort)|nem tud vezetni|ne zna voziti|nevie šoférovať)\b",
         r"\b(?:passed (?:\w+ )?(?:driving )?test|got (?:\w+ )?(?:driving )?licen[cs]e|permisul|førerkort|kørekort|lappen"
         r"|oppkjøringen|jogosítvány\w*|vozačk\w*|vodičák)\b"),
        (r"\b(?:no (?:kids|children)|doesn't have (?:kids|children)|don't have (?:kids|children)|childless|nemá deti|nemá děti"
         r"|nincs gyerek\w*|nema djece|geen kinders|ingen børn|ingen barn)\b",
         r"\b(?:was born|were born|gave birth|newborn|had (?:a|our|their) (?:baby|son|daughter)|narodil\w*|született|rodila"
         r"|gebore|født)\b"),
        (r"\b(?:can't swim|cannot swim|never learned to swim|can't ride a bike|cannot ride a bike|never learned to ride)\b",
         r"\b(?:swam|swimming lengths|cycled|rode (?:a|my|her|his) bike|rode to)\b"),
    )
)


@lru_cache(maxsize=8192)
def stage_ended(new: str, old: str) -> bool:
    """``old`` states a stage of life and ``new`` the event that ends it, of the same subject (see the
    module doc).

    >>> stage_ended("Amir defended his thesis last month, so it's Dr. Amir now.", "Amir is a PhD student at MIT.")
    True
    >>> stage_ended("My labmate defended her thesis yesterday.", "I'm a PhD student.")
    False
    """
    if endings.planned(new.lower()) or someone_else(new, old):
        return False
    old_words = {w for w, _, _ in _tokens(old)}
    for stage, event in _STAGES_ENDED:
        if not stage.search(old) or stage.search(new):
            continue
        m = event.search(new)
        if not m:
            continue
        before = [(w, c) for w, c, _ in _tokens(new[: m.start()])][-4:]
        if any(w in _PEOPLE and w not in old_words for w, _ in before):
            continue  # "my labmate defended her thesis"
        if any(c[:1].isupper() and w not in old_words and w not in _STOP for w, c in before):
            continue  # "Priya graduated": another person, unless the old statement names her
        return True
    return False


# --- what a new text can revise at all ------------------------------------------------------------------------


@lru_cache(maxsize=8192)
def cues(new: str) -> frozenset[str]:
    """Which of the readings above can apply to ``new`` at all, from ``new`` alone (once per text: a
    write compares it with up to 20 neighbours, and most texts hold no cue).

    >>> sorted(cues("Scratch that, the kickoff is on Friday."))
    ['retraction']
    >>> cues("Thanks, that sounds lovely!")
    frozenset()
    """
    out = set()
    if _RETRACTION.search(new):
        out.add("retraction")
    if any(event.search(new) for _, event in _STAGES_ENDED):
        out.add("stage")
    toks = _tokens(new)
    if _NOW_MARK.search(new) and any(k == "time" for _, _, k in toks):
        out.add("schedule")
    if _COMPLETE_VERBS.search(new) or _DONE.search(new):
        out.add("completion")
    if _NEW_NP.search(new) or _RENAMED.search(new):
        out.add("new_value")
    if any(k in ("number", "colour", "level") for _, _, k in toks):
        out.add("value")
    return frozenset(out)


# --- a date or a time moved ------------------------------------------------------------------------------

_RESCHEDULED = re.compile(
    r"(?:^|[\s(])(?:moved|postponed|pushed(?: back)?|delayed|rescheduled|extended|brought forward|bumped|slipped"
    r"|verschoben|verlegt|reporté|reportée|décalé|décalée|aplazad[oa]|pospuesto|adiad[oa]|rinviat[oa]|spostat[oa]|перенесли|перенесён"
    r"|μετατέθηκε|μετατέθηκαν|αναβλήθηκε|αναβλήθηκαν|tolták|kitolták|áttették|elhalasztották|נדחה|נדחתה|נדחו|הוזז|הוזזה|הוקדם|הוקדמה"
    r"|ditangguhkan|dianjakkan|uitgestel|verskuif|odgođen\w*|pomaknut\w*|atidėt\w*|posunut\w*|presunut\w*|amânat\w*"
    r"|udskudt|utsatt|ajornat|posposat|ipinagpaliban"
    r"|put back|put forward|moved back|moved forward|imesogezwa|imeahirishwa|imehamishwa|dipindah|diundur|dimajukan"  # corrfix16
    r"|dời sang|dời lại|hoãn|wedi symud|wedi gohirio|frestað|frestaðist|flýtt|edasi lükatud|lükati|pārcēl\w*"
    r"|prestavljen\w*|preloženo|ertelendi|öne alındı)(?=$|[\s,.;:!?)])|পিছিয়ে|এগিয়ে|เลื่อน|به تعویق",
    re.I,
)
_MONTH_OR_DAY = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?"
    r"|dec(?:ember)?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|q[1-4]|h[12])\b"
    r"|ינואר|פברואר|מרץ|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר",
    re.I,
)
_STILL = re.compile(r"\b(?:still|remains?|stays?|only|bleibt|reste|sigue|continua|rimane|ostaje|marad|zostáva|zůstává|rămâne|blijft)\b", re.I)
_TIME_TOKEN = re.compile(r"\d+(?:[:.]\d+)?|" + _MONTH_OR_DAY.pattern, re.I)
_RESCHEDULE_WORD = re.compile(r"[^\W\d_]+")


def _times(text: str) -> frozenset[str]:
    return frozenset(m.group(0).lower()[:3] for m in _TIME_TOKEN.finditer(text))


@lru_cache(maxsize=8192)
def rescheduled(new: str, old: str) -> bool:
    """``new`` moves a date or a time of what ``old`` dates (see the module doc).

    >>> rescheduled("The project deadline got pushed back to 14 May.", "Project deadline: 30 April.")
    True
    >>> rescheduled("My sister's wedding moved to June.", "The deadline is 30 April.")
    False
    """
    m = _RESCHEDULED.search(new)
    if m is None or endings.planned(_MONTH_OR_DAY.sub(" ", new.lower())) or _STILL.search(new) or someone_else(new, old):
        return False  # "may" the month is no hedge; "still a leader", "still with payments": the old one holds
    olds_all = {w.lower() for w in _RESCHEDULE_WORD.findall(old)}
    if any(re.sub(r"'s$", "", w.lower()) in attributes._PEOPLE and re.sub(r"'s$", "", w.lower()) not in olds_all  # noqa: SLF001
           for w in new.split()[:4]):
        return False  # "My sister's audit got postponed": another person's date
    old_times, new_times = _times(old), _times(new[m.start():] + " " + new[: m.start()])
    if not old_times or not (new_times - old_times):
        return False
    olds = {w.lower() for w in _RESCHEDULE_WORD.findall(old) if len(w) >= 4 and not _MONTH_OR_DAY.fullmatch(w)} - _STOP
    news = {w.lower() for w in _RESCHEDULE_WORD.findall(new) if len(w) >= 4} - _STOP
    return any(a[:5] == b[:5] for a in olds for b in news)


# --- a slot switched to another value ------------------------------------------------------------------

#: "switched car insurance to Admiral", "changed my Slack handle to @jess.m", "moved my physio to a clinic near
#: work", "next of kin changed to my husband": the slot named (in the new statement's own words) and its new value
_SWITCHED = re.compile(
    r"\b(?:(?:switched|switch|changed|change|swapped|transferred|ported)\s+(?:over\s+)?(?P<own>my|our|the)?|moved\s+(?:all\s+)?(?:my|our))\s*"
    r"(?P<slot>[a-z][\w'-]*(?:\s+(?!to\b|over\b)[a-z][\w'-]*){0,3}?)\s+(?:over\s+)?to\s+(?P<val>[^,.;!?()]{2,60})"
    r"|(?:^|[,.;:!?]\s*|\b(?:my|our|the)\s+)(?P<slot2>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:was\s+|got\s+|has\s+been\s+|have\s+been\s+)?"
    r"(?:changed|switched)\s+(?:over\s+)?to\s+(?P<val2>[^,.;!?()]{2,60})",
    re.I,
)
_SWITCH_WORD = re.compile(r"[\w'@.-]+")
#: slot words that name no attribute ("switched it to", "moved everything to", "changed the time to")
_NO_SLOT = frozenset(
    "it them everything all things stuff one that this me us him her myself over back up out plan plans mind "
    "time date day days meeting call appointment".split()
)
_SWITCH_NOT = re.compile(
    r"\b(?:also|too|as well|for (?:this|that|the) (?:week|day|month|trip|once)|this (?:week|once|time)|today|tonight|"
    r"temporarily|for now|until|while|trial|might|may|thinking|considering|planning|want to|going to|gonna|if)\b",
    re.I,
)


#: where a slot's name ends and its value begins ("User's energy supplier is British Gas", "Gym: Anytime Fitness")
_FRAME_END = re.compile(r"\s+(?:is|are|was|=)\s+|:\s+|\s*=\s*", re.I)


def _stemset(text: str) -> set[str]:
    out: set[str] = set()
    for w in _SWITCH_WORD.findall(text.lower()):
        w = w.strip("'.-").removesuffix("'s")
        if len(w) >= 3:
            out |= stems(w)
    return out


_SWITCH_CUE = ("switch", "chang", "swap", "transfer", "ported", "moved")


@lru_cache(maxsize=4096)
def _switch(new: str) -> tuple[int, str, str] | None:
    """Once per new text (a write compares it with up to 20 neighbours): where the switch starts, its slot and
    its value, or None (no switch, or one for an occasion, a plan or in addition)."""
    low = new.lower()
    if not any(c in low for c in _SWITCH_CUE):
        return None
    m = _SWITCHED.search(new)
    if m is None or _SWITCH_NOT.search(new):
        return None
    if m.group("slot"):
        return m.start(), m.group("slot"), m.group("val")
    return m.start(), m.group("slot2"), m.group("val2")


def switched(new: str, old: str) -> bool:
    """``new`` switches a slot that ``old`` states ("User's insurance is with Aviva") to another value
    ("switched car insurance to Admiral at renewal"): the slot's head word is a word of ``old``, and the value
    names something ``old`` does not hold. Not for one occasion, a plan, an added item or someone else.

    >>> switched("switched car insurance to Admiral at renewal", "User's insurance is with Aviva.")
    True
    >>> switched("switched the kids' insurance to Admiral too", "User's insurance is with Aviva.")
    False
    >>> switched("changed my mind, staying with Aviva", "User's insurance is with Aviva.")
    False
    """
    found = _switch(new)
    if found is None:
        return False
    start, slot, val = found
    words = [w for w in _SWITCH_WORD.findall(slot.lower()) if w not in ("my", "our", "the", "a", "an")]
    if not words or words[-1] in _NO_SLOT or any(w in attributes._PEOPLE for w in words):  # noqa: SLF001
        return False  # "moved it to Friday", "moved my sister to a new school"
    if any(w.removesuffix("'s") in attributes._PEOPLE for w in _SWITCH_WORD.findall(new[:start].lower())):  # noqa: SLF001
        return False  # "My son switched his favourite team to the Celtics"
    frame = _FRAME_END.split(old, maxsplit=1)
    if len(frame) < 2:
        return False  # the old statement names no slot before its value ("I use VS Code", "I have a cat named Pretzel")
    if not (stems(words[-1].removesuffix("s")) | stems(words[-1])) & _stemset(frame[0]):
        return False  # the slot is not what the old statement gives a value of
    old_stems = _stemset(old)
    val_words = [w for w in _SWITCH_WORD.findall(val.lower()) if len(w) >= 3 and w not in ("the", "and", "for", "from")]
    return bool(val_words) and not all(stems(w) & old_stems for w in val_words[:3]) and not someone_else(new, old)


# --- a name changed (corrfix17) -----------------------------------------------------------------------------

#: a renaming: the verb, or "changed the name" / "another name", in the languages memories are written in
_RENAMING = re.compile(
    r"\b(?:renam(?:ed|ing|e)|re-?named|retitl(?:ed|ing|e)|rebrand(?:ed|ing)|(?:changed|change|changing) (?:the|its|his"
    r"|her|their|our|my) (?:[\w'’]+ )?(?:name|title)|new name(?: is)?|(?:is|'s) now called|umbenannt|renommé\w*|renombr\w+"
    r"|renome\w+|rinominat\w*|rebatej\w+|reanomen\w+|canvia\w* (?:el|de) nom|outro nome|cambi\w+ o nome|redenumit\w*"
    r"|schimbat numele|promijeni\w* ime|preimenova\w+|premenova\w+|zmeni\w* (?:meno|názov)|pakeit\w* \w+ vard\w*"
    r"|pervadin\w+|pinalitan\w* (?:namin |nila |ko )?ang pangalan|palitan ang pangalan|tukar nama|menukar nama"
    r"|renom\w+|alinom\w+|átnevez\w*|új nev\w*|nevet\w* \w+ át)\b",
    re.I,
)
#: a statement of a name: "is called", "named", "se numește", "se zove", "vardu", "bernama", "nomiĝas", "neve"
_NAMING = re.compile(
    r"\b(?:called|named|name|names|title|titled|heißt|s'appelle|se llama|se chama|si chiama|es diu|chámase|chama"
    r"|numește|numeste|cheamă|zove|volá|vola|vardu|vardas|bernama|nama|namanya|nomiĝas|nomo|neve|nevű)\b"
    r"|^(?:ang \w+ (?:ko|namin|natin) ay si)\b",
    re.I,
)
_EN_NAMING = frozenset("called named name names title titled".split())
#: a renaming only weighed or turned down: "nearly renamed", "thinking of renaming", "didn't rename"
_RENAME_NOT = re.compile(
    r"\b(?:nearly|almost|might|may|could|should|would|thinking|considering|want(?:s|ed)? to|going to|plan\w*"
    r"|didn't|did not|won't|not|never|no longer)\s+(?:\w+\s+)?(?:re-?nam|retitl|rebrand|change)\w*"
    r"|\b(?:talk of|not confirmed|unconfirmed|rumou?r\w*|propos\w+|suggest\w*|idea)\b",
    re.I,
)


def _anchors_meet(a: str, b: str) -> bool:
    """Two words of one stem in any of the inflecting languages: the same first four letters ("kutyát" /
    "kutyám", "hundon" / "hundo"), or the same short word."""
    return a == b or (len(a) >= 4 and len(b) >= 4 and a[:4] == b[:4])


@lru_cache(maxsize=8192)
def renamed(new: str, old: str) -> bool:
    """``new`` renames what ``old`` gives the name of ("We renamed the beagle, he's Pickle now" / "User's dog
    is called Biscuit, a beagle"; "Átneveztük a kutyát, most Morzsa a neve" / "A kutyám neve Bodri"): a
    renaming, a name that ``old`` does not hold, and the renamed thing (or its name) a word of ``old``, which
    states a name. Not a renaming only weighed ("we nearly renamed it") nor another person's.

    >>> renamed("We renamed the starter Clint Yeastwood, the kids insisted.", "User's sourdough starter is called Doughlores.")
    True
    >>> renamed("We nearly renamed the starter Clint Yeastwood.", "User's sourdough starter is called Doughlores.")
    False
    >>> renamed("We renamed the Wi-Fi network Pickle.", "User's dog is called Biscuit.")
    False
    """
    m = _RENAMING.search(new)
    if m is None or not _NAMING.search(old) or _RENAME_NOT.search(new) or endings.planned(new.lower()):
        return False
    nt, ot = _tokens(new), _tokens(old)
    old_words = {w for w, _, _ in ot}
    if any(w.removesuffix("'s") in _PEOPLE and w not in old_words for w, _, _ in _tokens(new[: m.start()])):
        return False  # "My friend renamed her podcast": another person's
    fresh = [w for w, _, k in nt if k == "name" and w not in old_words and not any(
        _anchors_meet(w, o) for o in old_words)]
    if not fresh:
        return False  # no name that the old statement does not hold
    olds = [w for w, _, k in ot if len(w) >= 3 and w not in _STOP and w not in _EN_NAMING and not _CJK.match(w)
            and w not in ("user", "user's")]  # "vardu" / "vardą" meet, "called" / "called" do not
    news = [w for w, _, _ in nt if len(w) >= 3 and w not in _STOP]
    return any(_anchors_meet(a.removesuffix("'s"), b.removesuffix("'s")) for a in olds for b in news)


# --- a step on a ladder (corrfix17) ------------------------------------------------------------------------------

_COLOUR_STEMS = (
    "white yellow orange green blue purple brown black red grey gray "  # en
    "alb galben portocali verde albastr maro negr rosu roșu "  # ro
    "bijel žut naranč zelen plav smeđ crn crven "  # hr
    "biel žlt oranž zelen modr hned čiern červen "  # sk
    "putih kuning oren jingga hijau biru coklat hitam merah "  # ms
    "fehér sárga narancs zöld kék barna fekete piros "  # hu
    "balt gelton oranž žali mėlyn rud juod raudon "  # lt
    "blanc groc taronj verd blau marró negre vermell amarel laranx azul marrón negro vermell "  # ca, gl
    "blank flav oranĝ verd blu brun nigr ruĝ puti dilaw kahel berde asul kayumanggi itim pula"  # eo, tl
).split()
#: the steps of the ladders people climb and report: a language level (CEFR, JLPT), a bouldering grade, a game
#: rank, a belt's colour or its stripes
_LADDERS = (
    ("cefr", re.compile(r"(?<![\w-])[ABC][12](?![\w-])")),
    ("jlpt", re.compile(r"(?<![\w-])N[1-5](?![\w-])")),
    ("vgrade", re.compile(r"(?<![\w.-])V(?:1[0-7]|\d)(?![\w.-])")),
    ("rank", re.compile(
        r"\b(?:iron|bronze|silver|gold|platinum|diamond|master|grandmaster|challenger|champion|ascendant|immortal"
        r"|radiant|epic|legend|mythic|mythical|grand master)\b", re.I)),
    ("belt", re.compile(
        r"\b(?:belt|pojas\w*|centur\w*|tali pinggang|öv\w*|diržas|diržą|opasok|opasku|cinturón|cinto|cinturó|zon\w*"
        r"|sinturon|stripes?)\b", re.I)),
)
_ANY_STEP = re.compile("|".join(f"(?:{rx.pattern})" for _, rx in _LADDERS), re.I)
_BELT_GROUND = re.compile(r"\b(?:belt|pojas\w*|centur\w*|tali pinggang|öv\w*|dirž\w*|opas\w*|cintur\w*|sinturon)\b", re.I)
_STRIPES = re.compile(r"\b(?:one|two|three|four|first|second|third|fourth|\d)(?:st|nd|rd|th)? stripes?\b", re.I)


def _steps(text: str, name: str, rx: re.Pattern[str]) -> set[str]:
    if name != "belt":
        return {m.group(0).lower() for m in rx.finditer(text)}
    if not _BELT_GROUND.search(text) and not _STRIPES.search(text):
        return set()
    words = [w.lower() for w in _WORD.findall(text)]
    return ({c for w in words for c in _COLOUR_STEMS if w.startswith(c)}
            | {m.group(0).lower() for m in _STRIPES.finditer(text)})


@lru_cache(maxsize=8192)
def ladder_moved(new: str, old: str) -> bool:
    """``new`` reports another step of a ladder ``old`` states ("Passed my B1 Spanish exam" / "User's Spanish is
    around A2"; "Hit Platinum 1 in Valorant" / "ranked Gold 2 in Valorant"; "Am trecut examenul pentru centura
    portocalie" / "Am centura galbenă la karate"): the same ladder, another step, and a word the two share (the
    language, the game, the belt). A later state, or a mistake: flagged, not decided here.

    >>> ladder_moved("Hit Platinum 1 in Valorant last night!", "User is ranked Gold 2 in Valorant.")
    True
    >>> ladder_moved("My brother hit Platinum in Valorant.", "User is ranked Gold 2 in Valorant.")
    False
    """
    if not _ANY_STEP.search(old) or not _ANY_STEP.search(new):
        return False  # a cheap test before the ladders
    if someone_else(new, old) or any(w.removesuffix("'s") in _PEOPLE and w not in old.lower() for w, _, _ in _tokens(new)[:3]):
        return False  # "My brother made it to Master"
    for name, rx in _LADDERS:
        was, now = _steps(old, name, rx), _steps(new, name, rx)
        if not was or not now or not (now - was):
            continue
        if name == "vgrade" and re.search(r"\b(?:climb\w*|boulder\w*|grade)\b", old, re.I):
            return True
        steps = was | now
        olds = {w.lower() for w in _WORD.findall(old) if len(w) >= 4 and w.lower() not in steps and w.lower() not in _STOP}
        news = {w.lower() for w in _WORD.findall(new) if len(w) >= 4 and w.lower() not in steps and w.lower() not in _STOP}
        if any(a[:4] == b[:4] for a in olds for b in news if a not in _LADDER_SKIP):
            return True
    return False


_LADDER_SKIP = frozenset("user user's ranked rank level".split())
