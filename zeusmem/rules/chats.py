"""Memories from real multi-session chats between named people (corrfix19).

Two kinds of reading, both small and local:

- vetoes: a new memory that other rules read as a change of the old one, but that is about another
  relative ("my cousin moved" of "his brother lives in Tromsø"), a plan that nearly happened ("we almost
  moved to Denver, ... so Austin it is"), an event next to the stored one (the orientation before the
  first day) or the same date in another format ("May 2" / "the 2nd of May");
- changes told in chat: a speaker taking back a time, date or plan by reference ("glem det, 16 passer
  bedre", "pardon yanlış söylemişim, düğün 19 Haziran'da"), a relative's place corrected mid-message
  ("my brother lives in Phoenix, no wait, that's my cousin, my brother's in Tucson"), a couple's break-up
  told by another speaker ("Marte: visste du at Håkon og Ingeborg har gjort det slutt?").

>>> near_miss("we almost moved to Denver but the job fell through, so Austin it is")
True
>>> other_relative("my son's in preschool", "my daughter's in kindergarten")
True
>>> same_dates("Due date is the 2nd of May.", "Due date is May 2.")
True
"""

from __future__ import annotations

import re
from functools import lru_cache

from zeusmem.rules.parsing import parse

#: relatives, by the word that names them (nominative, possessive and definite forms of the
#: languages the corpora use); the value is the relation, so that "bror" and "broren" agree
_KIN: dict[str, str] = {}
for _rel, _words in {
    "brother": "brother brothers bro bror broren broder broderen veli veljeni veljensä ağabey abi abim ağabeyim "
               "αδερφός αδελφός αδερφό брат брата brata bhai bhaiya",
    "sister": "sister sisters sis søster søsteren søstera syster sisko siskoni siskonsa sisar abla ablam kız kardeşim "
              "αδερφή αδελφή сестра сестри siostra siostry behen didi",
    "cousin": "cousin cousins fetter fetteren kusine kusina fætter fætteren serkku serkkuni kuzen kuzenim ξάδερφος "
              "ξάδερφό ξαδέρφη двоюрідний двоюрідна kuzyn kuzynka",
    "mother": "mother mom mum mor moren mora äiti äitini anne annem μητέρα μαμά мама mama",
    "father": "father dad far faren isä isäni baba babam πατέρας μπαμπάς тато tata",
    "son": "son sons sønn sønnen søn sønnen poika poikani oğlu oğlum γιος син syn beta",
    "daughter": "daughter daughters datter datteren tytär tyttäreni kızı kızım κόρη донька córka beti",
    "wife": "wife kone kona hustru vaimo vaimoni karısı σύζυγος дружина żona biwi",
    "husband": "husband ektemann mannen mand manden aviomies kocası чоловік mąż pati",
    "girlfriend": "girlfriend kjæreste kjæresten kæreste kæresten tyttöystävä kız arkadaşı девушка dziewczyna",
    "boyfriend": "boyfriend poikaystävä chłopak",
    "aunt": "aunt tante faster moster täti teyze hala тітка ciocia",
    "nephew": "nephew nephews nevø nevøen veljenpoika yeğen yeğenim ανιψιός племінник siostrzeniec bratanek",
    "niece": "niece nieces niese niesen siskontytär ανιψιά племінниця siostrzenica bratanica",
    "grandmother": "grandma grandmother granny gran mormor farmor mormoren farmoren isoäiti mummo babaanne anneanne "
                   "γιαγιά бабуся babcia nani dadi",
    "grandfather": "grandpa grandfather morfar farfar isoisä ukki dede παππούς дідусь dziadek nana dada",
    "uncle": "uncle onkel farbror morbror setä eno amca dayı дядько wujek",
}.items():
    for _w in _words.split():
        _KIN.setdefault(_w, _rel)

_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.U)
_NAMEISH = re.compile(r"^[A-ZÀ-ÖØ-ÞΑ-ΩА-ЯІЇЄ]")


def _lead_kin(body: str) -> set[str]:
    """The relatives a statement opens on (its first two words after a name): its subject."""
    words = [w.lower().removesuffix("'s").removesuffix("’s") for w in _WORD.findall(body)[:4]]
    if words and words[0] in ("my", "our", "his", "her", "their", "min", "mitt", "mine"):
        words = words[1:]
    return {_KIN[w] for w in words[:2] if w in _KIN}


def _kin(body: str) -> set[str]:
    words = (t.lower().removesuffix("'s").removesuffix("’s") for t in _WORD.findall(body))
    return {_KIN[w] for w in words if w in _KIN}


_REPORTED = re.compile(r"^\W*(?:my\s+|our\s+)?[\w'’]+\s+(?:mentioned|said|says|told|tells|thinks|heard|texted)\b",
                       re.I)


@lru_cache(maxsize=8192)
def other_relative(new: str, old: str) -> bool:
    """Each statement opens on a relative and the two are different relatives, neither named by the other
    ("Vegard: fetteren min flyttet til Bodø" of "Broren til Vegard bor i Tromsø"): another person."""
    nb, ob = parse(new).body, parse(old).body
    if _REPORTED.match(nb):
        return False  # "Mum mentioned Kev moved to Leeds": the relative tells, the news is of another
    ln, lo = _lead_kin(nb), _lead_kin(ob)
    return bool(ln and lo and not ln & _kin(ob) and not lo & _kin(nb))


#: "X til Name" (nb/da "the sister of Name"), "Name's sister": a relative of a named person
_KIN_OF = re.compile(r"^\s*(?P<kin>[^\W\d_]+)\s+(?:til|of)\s+(?P<name>[A-ZÀ-ÖØ-Þ][\w-]+)\b")


@lru_cache(maxsize=8192)
def relative_of_subject(new: str, old: str) -> bool:
    """``new`` is about a relative of the person ``old`` is about ("Søsteren til Sindre har flyttet" of
    "Sindre bor i Bergen")."""
    m = _KIN_OF.match(parse(new).body)
    if not m or m.group("kin").lower() not in _KIN:
        return False
    ob = parse(old).body.lstrip()
    return ob.startswith(m.group("name")) and not _kin(ob)


_NEAR_MISS = re.compile(
    r"\b(?:almost|nearly)\s+(?:\w+\s+)?(?:gave|quit|left|moved|sold|dropped|cancell?ed|canceled|switched|broke|went|"
    r"took|bought|changed|called)\b[^.!?]*?\b(?:but|so|though)\b", re.I)


def near_miss(body: str) -> bool:
    """A change that nearly happened, and what stands after all ("almost gave up ..., but he's sticking with it")."""
    return bool(_NEAR_MISS.search(body))


#: an event next to a start or a day (held on another day, not the stored one moved)
_SIDE_EVENT = re.compile(
    r"\b(?:orientation|(?:induction|onboarding) (?:day|week|session|evening|call)|rehearsal|walk-?through|"
    r"open house|info session|welcome (?:day|drinks)|"
    r"fitting|dress rehearsal|pre-?wedding|bachelorette|bachelor party|stag|hen do|baby shower)\b", re.I)


def side_event(new: str, old: str) -> bool:
    """``new`` tells of an event next to the stored one ("orientation is on Friday the 2nd" of "starts Monday")."""
    m = _SIDE_EVENT.search(new)
    return m is not None and m.group(0).lower() not in old.lower()


_MONTHS = {m: i for i, ms in enumerate((
    "jan january", "feb february", "mar march", "apr april", "may", "jun june", "jul july", "aug august",
    "sep sept september", "oct october", "nov november", "dec december"), 1) for m in ms.split()}
_MON = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE = re.compile(
    rf"\b(?:(?P<m1>{_MON})\.?\s+(?:the\s+)?(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?|(?:the\s+)?(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?"
    rf"\s+(?:of\s+)?(?P<m2>{_MON})\.?)\b", re.I)


def _dates(body: str) -> tuple[str, set[tuple[int, int]]]:
    found = set()

    def sub(m: re.Match[str]) -> str:
        month = _MONTHS[(m.group("m1") or m.group("m2")).lower()]
        found.add((month, int(m.group("d1") or m.group("d2"))))
        return " DATE "

    rest = _DATE.sub(sub, body)
    return " ".join(w.lower() for w in _WORD.findall(rest)), found


def same_dates(new: str, old: str) -> bool:
    """One date in two formats and nothing else changed ("May 2" / "the 2nd of May")."""
    rn, dn = _dates(parse(new).body)
    ro, do = _dates(parse(old).body)
    return bool(dn) and dn == do and rn == ro


_ONE_OFF = re.compile(r"\b(?:this|last|next) (?:weekend|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
                      r"\b(?:today|tonight|yesterday)\b", re.I)
_ROUTINE = re.compile(r"\b(?:on|every|most|all) (?:weekends|weekdays|mondays|tuesdays|wednesdays|thursdays|fridays|"
                      r"saturdays|sundays|day|morning|night|week)\b|\b(?:always|usually|weekly|daily)\b", re.I)


def one_off(new: str, old: str) -> bool:
    """A single occasion told of a routine ("had the kids this weekend" / "kids are with her ex on weekends")."""
    return bool(_ONE_OFF.search(new)) and not _ONE_OFF.search(old) and bool(_ROUTINE.search(old))


# --- changes told in chat ----------------------------------------------------------------------------

def _same_name(a: str, b: str) -> bool:
    """Two forms of one name, inflected or not ("Michała" / "Michał", "Villen" / "Ville", "Θοδωρή" / "Θοδωρής")."""
    a, b = a.lower().rstrip("'’"), b.lower().rstrip("'’")
    short, long_ = sorted((a, b), key=len)
    if len(short) < 3:
        return a == b
    if long_.startswith(short):
        return len(long_) - len(short) <= 4
    k = 0
    while k < len(short) and short[k] == long_[k]:
        k += 1
    return len(short) >= 4 and k >= len(short) - 1 and len(long_) - k <= 4


def _names(body: str) -> list[str]:
    """Capitalised words after the first one, and the first one when a name follows a one-word article."""
    words = _WORD.findall(body)
    return [w.split("'")[0].split("’")[0] for i, w in enumerate(words) if _NAMEISH.match(w)
            and (i > 0 or w.lower() not in _OPENERS)]


_OPENERS = frozenset(
    "the a an my our his her their i we η ο το οι он она ja user tôi mình jeg minä ben εγώ я main".split())


_LABEL = re.compile(r"^\s*(?P<label>[^\W\d_][\w'’.-]{0,30})\s?:\s+(?P<body>\S.*)$", re.S)


@lru_cache(maxsize=8192)
def _split(text: str) -> tuple[str | None, str]:
    """A chat turn's speaker and body; speakers in any script ("Ελένη: ...", "Назар: ...")."""
    p = parse(text)
    if p.label is None and (m := _LABEL.match(p.body)) and m.group("label")[0].isupper():
        return m.group("label").lower(), m.group("body")
    return p.label, p.body


def _speaker_of(new: str, old: str) -> bool:
    """``new`` is a turn of the person ``old`` is about (its speaker, or the name ``old`` is told of)."""
    (ln, _), (lo, ob) = _split(new), _split(old)
    if ln is None:
        return False
    if lo is not None:
        return ln == lo
    return any(_same_name(ln, n) for n in _names(ob)[:3])


#: a correction by reference is a short turn, and says so early in it
_CHAT_TURN = 160
_MARKER_AT = 50

#: a speaker taking back what they said, or dropping it, in the corpora's languages
_TAKEN_BACK = re.compile(
    r"(?:(?:^|[,.!?;]\s*)forget (?:that|it)\b)|"
    r"\b(?:no,? wait|wait,? no|scratch that|never ?mind|nvm|my bad|i was wrong|i got it wrong|"
    r"change of plans?|plans? changed|plot twist|ok final answer|jk|just kidding|"
    r"glem det|nei,? vent|vent,? nei|jeg tok feil|jeg tog fejl|hov|nej,? vent|endring i planene|ændring i planerne|"
    r"unohda (?:toi|tuo|se)|ai hups|hups|eikun|suunnitelmat muuttu\w*|olin väärässä|"
    r"boşver|yanlış söyle\w*|yok pardon|planlar değişti|"
    r"thôi bỏ đi|à không|nhầm rồi|đổi kế hoạch|"
    r"άσ'? ?το|άστο|λάθος|άλλαξαν τα σχέδια|"
    r"забудь|помили\w*|ні,? стоп|плани змінил\w*|"
    r"nieważne|pomylił\w* się|nie,? czekaj|zmiana planów|"
    r"galti se|plan badal ga\w*|sorry,? it'?s|(?<=,) ?όχι ?(?=,))(?!\w)", re.I)
#: "... suits everyone better": another time offered in place of the stored one
_SUITS = re.compile(
    r"\b(?:works better|suits (?:\w+ )?better|passer bedre|passer bedst|sopii \w* ?paremmin|daha uygun|tiện \w* ?hơn|"
    r"βολεύει|зручніше|pasuje \w* ?lepiej)", re.I)
_NOT = re.compile(
    r"(?P<a>[\w'’-]+)(?P<c>\*?,|\*)?\s+(?:not|nahi|nahin|όχι|nie|ні|ikke|ei|değil)\s+(?P<b>[\w'’-]+)", re.I)
_NOT_A = frozenset(("is", "it's", "its", "do", "does", "i", "and"))
_STILL = re.compile(r"\b(?:still|fortsatt|stadig|edelleen|yhä|hâlâ|vẫn|ακόμα|досі|nadal)\b", re.I)
_VALUE = re.compile(r"\d+|[^\W\d_][\w-]*", re.U)


#: times said in words ("kolmelta" / "neljältä", "о третій" / "о четвертій")
_TIME_WORDS = frozenset(
    "kahdelta kolmelta neljältä viideltä kuudelta seitsemältä kahdeksalta другій третій четвертій п'ятій шостій "
    "сьомій восьмій".split())


def _values(body: str) -> set[str]:
    return {w.lower() for w in _VALUE.findall(body) if w[:1].isdigit() or _NAMEISH.match(w) or w.lower() in _TIME_WORDS}


@lru_cache(maxsize=8192)
def taken_back(new: str, old: str) -> bool:
    """The speaker takes back a time, date, plan or relative's place of ``old``, by reference
    ("glem det, 16 passer bedre", "broren min bor i Tromsø, nei vent, det er fetteren min")."""
    if not _speaker_of(new, old):
        return False
    (label, nb), (_, ob) = _split(new), _split(old)
    if len(nb) > _CHAT_TURN:
        return False  # a long turn that tells a story, not one taking back a time or a name
    label = label or ""
    if _STILL.search(nb):
        return False  # "I meant the hotel ...; the flight's still Friday": the old one stands
    marker = _TAKEN_BACK.search(nb)
    if marker is None and not _SUITS.search(nb) and not _NOT.search(nb):
        return False  # the cheap test first: no word of taking back
    fresh = {v for v in _values(nb) if not any(_same_name(v, o) or v == o for o in _values(ob)) and v != label}
    digits = (any(v[:1].isdigit() or v in _TIME_WORDS for v in fresh)
              and any(w[:1].isdigit() or w in _TIME_WORDS for w in _values(ob)))
    if (m := _NOT.search(nb)) is not None:
        a, b = m.group("a").lower(), m.group("b").lower()
        low = ob.lower()
        valued = m.group("c") or all(x[:1].isdigit() or _NAMEISH.match(x) for x in (m.group("a"), m.group("b")))
        if valued and (b in low) != (a in low) and a not in _KIN and a not in _NOT_A:
            return True  # "lab, not golden", "14th, not 4th", "3 nahi 4 baje"
        if b in low and fresh and _NAMEISH.match(m.group("b")):
            return True  # "Μπόμπης λέγεται, όχι Μπόμπος": the stored name denied, another one given
    if _SUITS.search(nb) and (digits or fresh):
        return True
    if marker is None or marker.start() > _MARKER_AT:
        return False
    kin = _lead_kin(ob)
    if kin and not kin <= _kin(nb):
        return False  # another relative's
    return digits or bool(fresh)


#: a couple's break-up, and what a couple is
_BROKE_UP = re.compile(
    r"\b(?:broke up|split up|separated|divorced|gjort det slutt|slått opp|slået op|gået fra hinanden|erosivat|"
    r"eronneet|ayrılmış|ayrıldı\w*|chia tay|χώρισαν|розійшлися|rozstali|rozstały|breakup ho gaya|alag ho gaye)(?!\w)",
    re.I)
_COUPLE = re.compile(
    r"\b(?:dating|girlfriend|boyfriend|partner|married|engaged|seeing|together|kjæreste\w*|kæreste\w*|sammen|"
    r"seurustelee|sevgili\w*|đang yêu|yêu|είναι με|зустрічається|chodzi z|spotyka się)(?!\w)", re.I)


@lru_cache(maxsize=8192)
def broke_up(new: str, old: str) -> bool:
    """``new`` tells that the couple ``old`` names broke up ("Yara: btw Matteo and Sara broke up")."""
    nb, ob = _split(new)[1], _split(old)[1]
    if not _BROKE_UP.search(nb) or _BROKE_UP.search(ob) or not _COUPLE.search(ob) or _kin(nb):
        return False
    names = _names(ob)
    shared = [o for o in names if any(_same_name(o, n) for n in _names(nb))]
    return len(shared) >= 2


#: where a named person lives or works, and the news that it changed
_HOME = re.compile(r"\b(?:lives in|lives with|bor i|bor på|asuu|rehta hai|rehti hai|mieszka w|живе в|sống ở|μένει|"
                   r"oturuyor|yaşıyor)(?!\w)|\w+(?:ssa|ssä|lla|llä)\.?$", re.I)
_MOVED = re.compile(r"\b(?:moved to|moved|flyttet til|flyttet|flyttede|muutti|muuttivat|shift ho ga\w*|taşındı\w*|"
                    r"chuyển đến|chuyển|μετακόμισ\w*|переїха\w*|przeprowadzi\w*)(?!\w)", re.I)
_WORK = re.compile(r"\b(?:works|teaches|arbejder|jobber|arbetar|on töissä|työskentelee|kaam kar\w*|pracuje|працює|"
                   r"làm việc|δουλεύει|çalışıyor)(?!\w)", re.I)
_QUIT = re.compile(r"\b(?:quit|resigned|lost (?:his|her|my|their) job|left (?:his|her|my) job|got fired|was fired|"
                   r"laid off|sagt (?:sit|sin|mit|min) job op|sagt opp|menetti työnsä|irtisanoutui|job chhod d\w*|"
                   r"naukri chhod d\w*|zwolni\w*|звільни\w*|nghỉ việc|παραιτήθηκ\w*|istifa et\w*|işten ayrıl\w*)(?!\w)",
                   re.I)
_NOT_YET = re.compile(r"\b(?:thinking|planning|plans?|wants?|might|may|hopes?|considering|ago|almost|nearly|grew up|"
                      r"as a kid|if|vil|ønsker|haluaa|aikoo|istiyor|muốn|θέλει|хоче|chce)\b|\?\s*$", re.I)


#: what makes a name a possessive in the corpora's languages ("Rohan ka bhai", "Linh của")
_OF = frozenset("ka ki ke của".split())
_HE_SHE = re.compile(r"\b(?:he|she|han|hun|hän|anh ấy|cô ấy|αυτός|αυτή|він|вона|on|ona)\b", re.I)


def _subject_name(old: str) -> str | None:
    """The name a third-person memory opens on ("Aino asuu Tampereella.": Aino), not a relative of it."""
    label, body = _split(old)
    words = _WORD.findall(body)
    if label is not None or not words or not _NAMEISH.match(words[0]) or words[0].lower() in _OPENERS:
        return None
    if _lead_kin(body) or "'" in words[0] or "’" in words[0]:
        return None
    return words[0]


@lru_cache(maxsize=8192)
def named_change(new: str, old: str) -> bool:
    """``new`` tells that the named person ``old`` says lives or works somewhere moved or quit, in their
    own turn, in the third person or told by another speaker ("Mette: ... vi er endelig flyttet til Odense",
    "Aino muutti Ouluun", "Delphine: Did Hollis tell you? He quit teaching")."""
    ob = _split(old)[1]
    label, nb = _split(new)
    if not ((_MOVED.search(nb) and _HOME.search(ob)) or (_QUIT.search(nb) and _WORK.search(ob))):
        return False  # the cheap test first: no move of a home, no quit of a job
    name = _subject_name(old)
    if name is None:
        return False
    words = _WORD.findall(nb)
    if label is not None and _same_name(label, name):
        pass  # their own turn
    elif words and words[0] == name and (len(words) < 2 or words[1].lower() not in _OF):
        pass  # "Aino muutti Ouluun", not "Rohan ka bhai ..."
    elif not (name in words[:6] and _HE_SHE.search(nb[nb.find(name):])):
        return False  # "Delphine: Did Hollis tell you? He quit teaching"
    if _kin(nb) or _NOT_YET.search(nb) or _NEAR_MISS.search(nb) or _STILL.search(nb):
        return False
    if _HOME.search(ob) and _MOVED.search(nb):
        olds = _values(ob)
        return any(not any(_same_name(v, o) for o in olds) and not _same_name(v, name) and v != label
                   for v in _values(nb) if not v[:1].isdigit())
    return bool(_WORK.search(ob) and _QUIT.search(nb) and not _QUIT.search(ob))
