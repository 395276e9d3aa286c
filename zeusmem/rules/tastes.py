# ruff: noqa: E501  (the word tables keep one language a line)
"""A taste or a habit turned around: an aversion, or a thing not done, that the new statement now holds (issue 25).

A dislike is single-valued in its polarity: "Priya hates running" is over once "Priya has become a
running convert", "Péter utálja a halat" once "Péter megszerette a halat", "User doesn't drink
coffee" once "Korisnik sada pije kavu". :func:`turned` reads the old statement as an aversion or a
negated habit (a verb of disliking, or a negation, in one of the languages memories are written
in), takes its content words as anchors (matched by a prefix, so that inflected forms meet:
``halat``/``hal``, ``šaltibarščių``/``šaltibarščius``), and looks in the new statement for an
anchor with a turn — a word of now or again, a taste acquired ("grew on me", "got into", "fell in
love with", "a convert", "changed her mind on", "caught the bug") — and no negation or aversion
of its own.

It does not read a taste that stays ("still can't stand olives, but capers are fine"), a one-off
("had one olive to be polite" has no turn) or another person's taste (``claims.relation`` drops a
supersede about someone else).

>>> turned("Olives grew on me in Greece this summer.", "User can't stand olives.")
True
>>> turned("Noor has caught the board-game bug; she hosts a games night.", "Noor is not a fan of board games.")
True
>>> turned("User still can't stand olives, but capers are great now.", "User can't stand olives.")
False
>>> turned("User likes capers now.", "User can't stand olives.")
False

A preference is replaced the same way (:func:`replaced`): "User prefers metric units" is over once
"Give me imperial units from now on", "likes dark mode" once "switched everything to light mode",
"wants replies in bullet points" once "stop using bullet points": the new statement states a
preference or a switch with a turn, about the old one's object (a shared content word), or, for
"prefers", about the same choice with a new value ("prefers the aisle now"); not another item
("also", "too"), a plan, a condition ("when screen-sharing") or a while ("for this trip").

>>> replaced("Give me imperial units from now on.", "User prefers metric units in answers.")
True
>>> replaced("User also likes light mode on her phone now.", "User likes dark mode.")
False
"""

from __future__ import annotations

import re
from functools import lru_cache

from zeusmem.rules import attributes
from zeusmem.rules.changes import TEMPORARY
from zeusmem.rules.words import PLAN

__all__ = ["replaced", "turned"]

#: an aversion or a negation in the old statement (a word each; verbs of disliking and negation particles)
_AVERSE = re.compile(
    r"(?:^|[\s(])(?:hates?|dislikes?|detests?|loathes?|can't stand|cannot stand|can't bear|not a fan of|isn't into|not into|boring"
    r"|doesn't|don't|does not|do not|never|not|no"  # en
    r"|δεν|μισεί"  # el
    r"|utálja|utál|nem"  # hu
    r"|nu|urăște"  # ro
    r"|ikke|kan ikke fordrage|hader"  # da / no
    r"|nie|haat"  # af
    r"|ne|mrzi"  # hr
    r"|neznáša|nemá|nie je"  # sk
    r"|nemėgsta|nevalgo|negeria"  # lt
    r"|tidak|tak|benci"  # ms
    r"|ayaw|hindi"  # tl
    r"|no suporta|odia"  # ca
    r"|לא|שונא|שונאת"  # he
    r"|متنفر|نمی|دوست ندارد"  # fa
    r")(?=$|[\s,.;:!?)])"
    r"|ไม่ชอบ|ไม่กิน|ไม่ดื่ม"  # th
    r"|\sনা(?=[\s।]|$)"  # bn
    , re.I,
)
#: an aversion or a negation in the new statement: the taste has not turned ("still can't stand", "doesn't ... any more")
_NEW_AVERSE = re.compile(
    r"(?:^|[\s(])(?:hates?|dislikes?|detests?|can't stand|cannot stand|not a fan|doesn't|don't|does not|do not|never|not|no longer|barely|still"
    r"|δεν|utálja|nem|nu mai|ikke|nie|ne|neznáša|nemėgsta|tidak|tak|hindi|לא|نمی|ainda|még mindig)(?=$|[\s,.;:!?)])|ไม่|\sনা(?=[\s।]|$)",
    re.I,
)
#: a turn: a word of now or again, or a taste acquired
_TURN = re.compile(
    r"(?:^|[\s(])(?:now|again|these days|grew on|grown on|convert|got (?:really )?into|gotten (?:really )?into|got hooked|hooked on|addict"
    r"|fallen in love|fell in love|falling in love|changed (?:her|his|my|their) mind|bug|came round to|come round to|come around to|won me over"
    r"|τώρα|ξανά|ξανάρχισε|ξεκίνησε"  # el
    r"|most|már|megszerette|megszerett\w*|rászokott"  # hu
    r"|acum|începe|îi place"  # ro
    r"|nu|igen|blevet vild med|vild med|begynt"  # da / no
    r"|nou|geword|verslaaf|begin"  # af
    r"|sada|opet|počeo|počela|udomila|udomio"  # hr
    r"|teraz|už|nakoniec|zachutil\w*|začal\w*"  # sk
    r"|dabar|vėl|pamėgo"  # lt
    r"|sekarang|dah mula|mula|kini"  # ms
    r"|na|ngayon|gusto na"  # tl
    r"|ara|ja m'agrada|m'encanta|encanta"  # ca
    r"|עכשיו|שוב|מאוהב|מאוהבת|אימץ|אימצה"  # he
    r"|حالا|اکنون|عاشق"  # fa
    r")(?=$|[\s,.;:!?)'])"
    r"|ตอนนี้|แล้ว"  # th
    r"|এখন"  # bn
    , re.I,
)
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
#: words that are no anchor: subjects, function words, the verbs of liking and the negations themselves
_STOP = frozenset(
    """user users user's the a an his her their my our of to in on at for and or but with he she they it is are was be
    has have had does do doesn't don't not never no can't cannot stand hates hate dislikes dislike detests loathes fan
    into isn't boring finds find really very much all any prefers likes like eat eats drink drinks
    δεν ο η το τα τον την του της τη να και
    a az nem utálja utál
    utilizatorul nu deloc și
    brugeren brukeren ikke kan fordrage er har
    die gebruiker hou nie van haat het
    korisnik korisnica ne voli pije
    používateľ používateľovi neznáša nemá
    vartotojas nemėgsta
    pengguna tidak suka
    ni ng ang ayaw
    l'usuari no suporta el la els les
    המשתמש לא אוהב
    کاربر از است""".split()
)
_NAME = re.compile(r"^[A-ZÀ-ÖØ-ÞΑ-ΩА-Я][\w'-]*$")


#: where a clause ends: the aversion's object is in its own clause ("Tim is not part of a sports team but enjoys
#: reading": reading is no aversion)
_CLAUSE_END = re.compile(r"[,;.!?:\n]|\s(?:but|and|though|although|aber|mais|pero|ma|maar|men|ale|dar|lakini|tapi|אבל|اما)\s", re.I)


#: a subordinate clause's negation denies no taste ("even if it's not always easy", "when there are no games")
_SUBORDINATE = re.compile(r"\b(?:if|when|whenever|unless|whether|although|though)\b", re.I)


def _averse_clauses(old: str) -> str:
    """The clauses of ``old`` that hold an aversion or a negation, joined (a question's clause is none: "Why
    not?"; nor is a subordinate one)."""
    spans = []
    for m in _AVERSE.finditer(old):
        start = max((b.end() for b in _CLAUSE_END.finditer(old, 0, m.start())), default=0)
        end_m = _CLAUSE_END.search(old, m.end())
        if (end_m is not None and end_m.group(0) == "?") or _SUBORDINATE.search(old, start, m.start()):
            continue
        spans.append(old[start : end_m.start() if end_m is not None else len(old)])
    return " ".join(spans)


def _anchors(old: str) -> tuple[str, ...]:
    words = _WORD.findall(old)
    out = []
    for i, w in enumerate(words):
        low = w.lower()
        if low in _STOP or (i == 0 and _NAME.match(w)) or len(low) < 2:
            continue
        if low.startswith("l'") or low.startswith("m'"):
            low = low[2:]
        out.append(low)
    return tuple(out)


def _meets(anchor: str, word: str) -> bool:
    if len(anchor) <= 3 or len(word) <= 3:
        return anchor == word
    n = 4 if min(len(anchor), len(word)) < 7 else 5
    return anchor[:n] == word[:n]


#: a verb or phrase of disliking (not a bare negation)
_DISLIKE = re.compile(r"\b(?:hates?|hated|dislikes?|detests?|loathes?|can't stand|cannot stand|can't bear|not a fan of|"
                      r"isn't into|not into|boring)\b", re.I)
_THAI_AVERSE = re.compile(r"ไม่(?:ชอบ)?(?:กิน|ดื่ม)?")
#: the new statement under a condition: a habit now and then, not a taste turned ("rents a car when
#: visiting her parents", "drinks wine if there is a wedding")
_CONDITION = re.compile(r"\b(?:when|whenever|if|unless|sometimes|occasionally)\b", re.I)
#: a possessive subject: the new statement is about a thing of the person's ("User's running shoes
#: are now in the garage"), a taste only with a word of liking
# "User's running shoes ...", and the same said in the first person ("My running shoes are now in the garage")
_POSSESSIVE_SUBJECT = re.compile(r"^\s*(?:[\w-]+['’]s|my|our)\s", re.I)
_LIKING = re.compile(r"\b(?:lov\w*|likes?|enjoys?|hobby|favou?rite|passion|into|fan|convert|addict\w*)\b", re.I)


@lru_cache(maxsize=4096)
def turned(new: str, old: str, spoken: bool = False) -> bool:
    """Whether ``new`` holds what ``old`` was averse to, or does what ``old`` did not, with a turn. ``spoken``:
    both are lines of a dialogue ("Jon: ..."), where a bare negation is everywhere ("I won't quit", "no matter
    what"): only a verb of disliking counts there, and a word of liking in ``new``."""
    if not _AVERSE.search(old) or _NEW_AVERSE.search(new) or not _TURN.search(new) or _another_person(new, old):
        return False
    if spoken and not (_DISLIKE.search(old) and _LIKING.search(new)):
        return False
    if (m := _THAI_AVERSE.search(old)) is not None:  # Thai has no spaces: the object is what follows the negation
        obj = old[m.end():].strip()
        return len(obj) >= 2 and obj[:4] in new
    if _CONDITION.search(new) or (_POSSESSIVE_SUBJECT.search(new) and not _LIKING.search(new)):
        return False
    words = [w.lower().removeprefix("m'").removeprefix("l'") for w in _WORD.findall(new)]
    anchors = _anchors(_averse_clauses(old))
    for i, w in enumerate(words):
        if w not in _STOP and any(_meets(a, w) for a in anchors):
            if words[i + 1 : i + 3] in (["for", x] for x in _FOR_OTHERS):
                continue  # bought or made for others: "buys coffee for the office now"
            return True
    return False


#: what follows "for" when a thing is for others, not the person's own taste
_FOR_OTHERS = ("the", "my", "his", "her", "their", "our", "a", "an", "guests", "friends", "others", "everyone")


#: a preference in the old statement ("prefers", "likes", "wants"; a favourite)
_PREFERS = re.compile(r"\b(?:prefers?|preferred|likes?|loves?|wants?|enjoys?|favou?rite|bevorzugt|préfère|prefiere|prefere|preferisce|предпочитает)\b", re.I)
#: a preference stated anew, or a switch, in the new statement
_PREFERS_NOW = re.compile(
    r"\b(?:prefers?|wants?|likes?|switched|switching|switch to|flipped|converted|(?:gone|went|going) back to|give me|use|using"
    r"|bevorzugt|préfère|prefiere|prefere|preferisce|предпочитает)\b", re.I)
#: the turn: it holds from now on
_FROM_NOW = re.compile(
    r"\b(?:now|from now on|these days|switched|flipped|converted|instead|any ?more|no more|from here on|going forward"
    r"|switch to|changed|for all|from today)\b", re.I)
#: the old preference itself stopped ("stop using bullet points", "won't go back to Android")
_STOP_OLD = re.compile(r"\b(?:stop|stopped|quit|no more|won't go back to|not going back to|barely|done with)\b", re.I)
_NOT_NOW = re.compile(
    r"\btoo(?=\s*(?:[,.;:!?)]|$))|\b(?:also|as well|another|when|whenever|if|unless|while|sometimes|occasionally|except|doesn't|don't|does not|not (?!going back)|never)\b", re.I)
_PREF_STOP = _STOP | frozenset(
    """prefers prefer preferred likes like loves love wants want enjoys enjoy favourite favorite replies answers
    everything every all always now""".split())


#: what may follow the head of a noun phrase
_HEAD_END = frozenset(
    """from in on at for to with and but so now instead please these this because since as of or only all every""".split()
)


def _another_person(new: str, old: str) -> bool:
    """A person word opening ``new`` (its subject) that ``old`` does not hold ("the user's partner switched to almond milk")."""
    olds = {w.lower() for w in _WORD.findall(old)}
    return any(w.lower() in attributes._PEOPLE and w.lower() not in olds for w in _WORD.findall(new)[:4])  # noqa: SLF001


def _content(text: str) -> list[str]:
    return [w for w in (x.lower() for x in _WORD.findall(text)) if w not in _PREF_STOP and len(w) >= 3]


@lru_cache(maxsize=4096)
def replaced(new: str, old: str) -> bool:
    """Whether ``new`` states another preference for what ``old`` states a preference about, from now on."""
    if (not _PREFERS.search(old) or _NOT_NOW.search(new) or PLAN.search(new) or TEMPORARY.search(new)
            or _another_person(new, old)):
        return False
    first = old.split()[0] if old.split() else ""
    olds = [w for w in _content(old) if not (_NAME.match(first) and w == first.lower())]  # not the name of the subject
    news = _content(new)
    shared = any(_meets(a, w) for a in olds for w in news)
    if shared and _STOP_OLD.search(new):
        return True  # "Please stop using bullet points", "won't go back to Android"
    if not _FROM_NOW.search(new) or not (cue := _PREFERS_NOW.search(new)):
        return False
    if shared:  # the old word heads the new choice after the cue: "switched everything to light mode"
        after = [w.lower() for w in _WORD.findall(new[cue.end():])]
        for i, w in enumerate(after):
            if any(_meets(a, w) for a in olds):
                nxt = after[i + 1] if i + 1 < len(after) else ""
                if not nxt or nxt in _HEAD_END:  # not "switched sushi places", "Radiohead switched labels"
                    return True
                break
    old_pref = re.search(r"\bprefers?\b", old, re.I)
    return bool(old_pref) and bool(re.search(r"\bprefers?\b", new, re.I))  # "prefers the aisle now"


# --- an assistant setting changed (corrfix17) -----------------------------------------------------------------

def _table(rows: dict[str, str]) -> dict[str, str]:
    return {w: label for label, words in rows.items() for w in words.split()}


#: the values of the settings an assistant keeps for its user, each word with the value it names: the reply
#: language (its name in the languages memories are written in), the tone, units, currency, clock and date format
_SETTINGS: dict[str, dict[str, str]] = {
    "language": _table({
        "en": "english inglés anglès anglais englisch inglese inglês angla engleză engleza engleski anglicky anglický "
              "angliškai inggeris angolul ingles",
        "de": "german deutsch alemán alemany allemand tedesco alemão germana germană njemački nemecky nemecký "
              "vokiškai aleman jerman németül",
        "fr": "french français francés francès francese francês franca franceză francuski francúzsky prancūziškai "
              "pranses perancis franciául",
        "es": "spanish español castellano castellà espagnol spagnolo espanhol hispana spaniolă španjolski španielsky "
              "ispaniškai espanyol sepanyol spanyolul kastila",
        "ca": "catalan català catalán",
        "gl": "galician galego gallego",
        "eo": "esperanto",
        "it": "italian italiano italien itala italiană talijanski taliansky itališkai olaszul",
        "pt": "portuguese português portugués portugais portugisisch portugheză portugalski",
        "nl": "dutch nederlands holandés néerlandais",
        "ro": "romanian română româna",
        "hr": "croatian hrvatski",
        "sk": "slovak slovensky slovenčine",
        "lt": "lithuanian lietuviškai",
        "tl": "tagalog filipino",
        "ms": "malay melayu",
        "hu": "hungarian magyarul",
        "ja": "japanese japonés japonais",
        "zh": "chinese mandarin cantonese",
        "ru": "russian russe ruso russo",
    }),
    "tone": _table({"casual": "casual informal relaxed chatty laid-back", "formal": "formal professional"}),
    "units": _table({"metric": "metric kilometres kilometers celsius", "imperial": "imperial miles fahrenheit"}),
    "currency": _table({"gbp": "gbp sterling £", "eur": "eur euro euros €", "usd": "usd dollars $"}),
    "clock": _table({"24": "24-hour 24h", "12": "12-hour 12h am/pm"}),
    "dates": _table({"dmy": "dd/mm/yyyy dd/mm dd.mm.yyyy", "mdy": "mm/dd/yyyy mm/dd", "iso": "iso yyyy-mm-dd"}),
}
_SETTING_WORD = re.compile(r"[^\W\d_]+(?:[-/.][^\W\d_]+)*|\d\d-hour|\d\dh\b|[£€$]")
#: a reply in a language: the verb the language slot needs in both statements ("reply in English", "respon-me en")
_REPLY = re.compile(
    r"\b(?:repl\w*|respon\w*|answer\w*|write|talk|speak|chat|antwort\w*|répond\w*|rispond\w*|odgovar\w*|odpoved\w*"
    r"|atsak\w*|sagut\w*|sumagot|balas|jawab|válaszol\w*|răspun\w*)\b",
    re.I,
)
#: an instruction or a change for good: the new value is the setting from now on
_SET_NOW = re.compile(
    r"\b(?:from now on|now|going forward|instead|everywhere|always|switch\w*|change\w*|keep|use|show|give|set"
    r"|please|can you|could you|a partir d'ara|d'ara endavant|de agora en diante|de nun|od sada|odteraz|nuo šiol"
    r"|mula ngayon|mulai sekarang|ezentúl|mostantól|de acum|de acum înainte|si us plau|bitte|por favor)\b",
    re.I,
)
#: one reply, one document, or a value added beside the setting: the setting stays
_SET_ONCE = re.compile(
    r"\b(?:this once|just this|for this|this one|only|translat\w*|too|also|as well|roughly|for (?:her|him|them)"
    r"|alongside|in brackets|in parentheses|tradu\w*|prevedi\w*|prelož\w*|išvers\w*|isalin|terjemah\w*|fordít\w*)\b",
    re.I,
)
#: "emoji are fine", "you can use emoji": what a negative instruction forbade is allowed now
_ALLOWED = re.compile(r"\b(?:are|is|'re|'s) (?:fine|ok|okay|allowed|good)\b|\bfeel free\b|\byou can use\b|\bgo ahead\b", re.I)
_FORBIDS = re.compile(r"\s*(?:please\s+)?(?:don't|do not|never|no|avoid)\b", re.I)
_USE = frozenset("use using send include add put".split())
#: the words of a setting at most: a longer old statement is a chat turn
_SETTING_WORDS = 15


def _setting_values(text: str, slot: str) -> list[str]:
    table = _SETTINGS[slot]
    return [table[w] for w in (x.lower() for x in _SETTING_WORD.findall(text)) if w in table]


@lru_cache(maxsize=4096)
def setting_changed(new: str, old: str) -> bool:
    """``new`` sets an assistant setting that ``old`` states to another value, for good ("Switch to imperial
    please" / "Use metric units for the user"; "De nun respondu al mi en la franca" / "Respondu al mi en
    Esperanto"; "Emoji are fine actually" / "Don't use emoji in replies"): the first value ``new`` gives of
    the slot is not ``old``'s, under an instruction or a word of now, and not for one reply or one document.

    >>> setting_changed("Switch to imperial please.", "Use metric units for the user.")
    True
    >>> setting_changed("Give me the distance in miles too this once.", "Use metric units for the user.")
    False
    >>> setting_changed("Translate this paragraph into German.", "Reply to the user in English.")
    False
    """
    if len(_WORD.findall(old)) > _SETTING_WORDS or not (_FORBIDS.match(old) or any(
            w.lower() in _ANY_SETTING for w in _SETTING_WORD.findall(old))):
        return False  # a setting is one short statement, not a chat turn; a cheap test first
    asked = _ASKED.sub(" ", new)  # "could you reply in Spanish" is a request, no hedge
    if _SET_ONCE.search(new) or PLAN.search(asked) or TEMPORARY.search(new) or _another_person(new, old):
        return False
    if len(_WORD.findall(old)) > _SETTING_WORDS:
        return False  # a setting is one short statement, not a chat turn
    if (m := _FORBIDS.match(old)) and (ok := _ALLOWED.search(new)) and not _NOT_ALLOWED.search(new):
        forbidden = {w.lower() for w in _WORD.findall(old[m.end():])[:3] if len(w) >= 4 and w.lower() not in _USE}
        before = {w.lower() for w in _WORD.findall(new[: ok.start()])[-3:]}
        if any(a[:5] == b[:5] for a in forbidden for b in before):
            return True  # "Emoji are fine actually" of "Don't use emoji in replies"
    if not _SET_NOW.search(new):
        return False
    for slot in _SETTINGS:
        if slot == "language" and not (_REPLY.search(old) and _REPLY.search(new)):
            continue
        was, now = _setting_values(old, slot), _setting_values(new, slot)
        if was and now and now[0] not in was and len(set(was)) == 1:
            return True
    return False


_ANY_SETTING = frozenset(w for table in _SETTINGS.values() for w in table)
_ASKED = re.compile(r"\b(?:can|could|would|will) you\b", re.I)
_NOT_ALLOWED = re.compile(r"\b(?:not|isn't|aren't|never|no)\b", re.I)
