"""Memories as an LLM memory extractor (mem0, LangMem) writes them about its one user (corrfix20).

The extractor names the user in the third person: "User lives in Leeds.", "User's GP is Dr Shah.", "Användaren
bor i Göteborg.", "Pengguna menabung di BCA.". The rules read the speaker's own "I ..." and "my ..." well; the
extractor's subject word is the same subject, so :func:`first_person` says such a statement in the first person
("I live in Leeds.", "My GP is Dr Shah.") for the rules to read.

>>> first_person("User no longer lives in Leeds; they moved to York.")
'I no longer live in Leeds; I moved to York.'
>>> first_person("User's husband switched bank.")
'My husband switched bank.'
>>> first_person("Lena lives in Leeds.") is None
True
"""

from __future__ import annotations

import re
from functools import lru_cache

# --- English --------------------------------------------------------------------------------------

#: the extractor's subject word, with its possessive
_EN_SUBJECT = re.compile(r"(?<![\w'’-])(?:User|[Tt]he user)(?P<poss>'s|’s)?(?![\w'’-])")
#: what follows the subject before its verb: adverbs of time and degree
_EN_ADVERBS = frozenset(
    "no longer now only always never still also just actually really mostly usually often sometimes rarely "
    "finally recently lately currently already then again".split()
)
_EN_OBJECT_AFTER = frozenset("to for with told asked gave of by from".split())
_EN_VERB = re.compile(r"((?:\s+(?:" + "|".join(sorted(_EN_ADVERBS, key=len, reverse=True)) + r"))*)\s+([A-Za-z]+)")
_EN_IRREGULAR = {"is": "am", "has": "have", "does": "do", "was": "was", "goes": "go", "says": "say"}
_EN_THEY = (
    (re.compile(r"\bthey are\b"), "I am"), (re.compile(r"\bthey're\b"), "I'm"), (re.compile(r"\bthey were\b"), "I was"),
    (re.compile(r"\bthey\b"), "I"), (re.compile(r"\bthem\b"), "me"), (re.compile(r"\btheir\b"), "my"),
    (re.compile(r"\bthemselves\b"), "myself"), (re.compile(r"\bthemself\b"), "myself"),
)


def _en_base(verb: str) -> str:
    """The first-person form of a third-person verb ("lives" -> "live", "is" -> "am")."""
    low = verb.lower()
    if low in _EN_IRREGULAR:
        return _EN_IRREGULAR[low]
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if re.search(r"(?:ss|sh|ch|x|zz|o)es$", low):
        return verb[:-2]
    if low.endswith("s") and not low.endswith("ss") and len(low) > 2:
        return verb[:-1]
    return verb


def _en(text: str) -> str | None:
    if not _EN_SUBJECT.search(text):
        return None
    out: list[str] = []
    pos = 0
    for m in _EN_SUBJECT.finditer(text):
        out.append(text[pos:m.start()])
        at_start = not text[:m.start()].strip() or text[:m.start()].rstrip()[-1] in ".;:!?"
        if m.group("poss"):
            out.append("My" if at_start else "my")
            pos = m.end()
            continue
        before = text[:m.start()].rstrip().split()
        if before and before[-1].lower().strip(",") in _EN_OBJECT_AFTER:
            out.append("me")  # an object: "the doctor told User ..."
            pos = m.end()
            continue
        out.append("I")
        pos = m.end()
        rest = text[pos:]
        words = _EN_VERB.match(rest)
        if words:
            out.append(words.group(1) + " " + _en_base(words.group(2)))
            pos += words.end()
    out.append(text[pos:])
    said = "".join(out)
    for pat, rep in _EN_THEY:
        said = pat.sub(rep, said)
    return said


# --- languages whose verbs do not change with the person -------------------------------------------

_SV = ((re.compile(r"\bAnvändarens\b"), "Min"), (re.compile(r"\banvändarens\b"), "min"),
       (re.compile(r"\bAnvändaren\b"), "Jag"), (re.compile(r"\banvändaren\b"), "mig"))
_ID = ((re.compile(r"\bPengguna\b(?=\s*[,.;]|$)"), "saya"), (re.compile(r"(?<=\w )Pengguna\b"), "saya"),
       (re.compile(r"\bPengguna\b"), "Saya"), (re.compile(r"\bsuaminya\b"), "suami saya"),
       (re.compile(r"\bistrinya\b"), "istri saya"), (re.compile(r"\banaknya\b"), "anak saya"))


@lru_cache(maxsize=4096)
def first_person(text: str) -> str | None:
    """``text`` with the extractor's subject word as the speaker's own "I" / "my"; None when it has none."""
    if (said := _en(text)) is not None:
        return said
    for table in (_SV, _ID):
        if table[0][0].search(text) or table[2][0].search(text) or (table is _SV and table[1][0].search(text)):
            said = text
            for pat, rep in table:
                said = pat.sub(rep, said)
            return said if said != text else None
    return None


#: one occasion: "ate fish once at a wedding"
_ONCE = re.compile(r"(?<![\w-])(?:once|just once|en gång|jednou|pernah|веднъж|једном)(?![\w-])", re.I)


def said_by_user(new: str, old: str) -> tuple[str, str] | None:
    """``new`` and ``old`` in the first person when either names the user as an extractor does, else None."""
    if not _CUE.search(new):
        return None  # nothing the first-person rules would read as a change: no second pass (speed)
    n, o = _en(new), _en(old)
    if (n is None and o is None) or another_person(new, old) or _ONCE.search(new):
        return None
    return (n or new, o or old)


#: what a first-person reading can turn into a change: "now", "no longer", "not", "left", "new", "since", "misspoke"
_CUE = re.compile(
    r"\b(?:now|no|not|new|since|left|joined|instead|anymore|longer|misspoke|clarified|actually|switched|moved"
    r"|changed|quit|stopped|favourite|favorite|separated|split|raised|lowered|sold|cancell?ed)\b",
    re.I,
)


# --- a change the extractor stores of the user's own slot ------------------------------------------

#: the extractor's subject word in each language, in its case forms (the possessive and object ones too)
_USER_WORD = re.compile(
    r"(?<![\w'’-])(?:(?:[Tt]he )?[Uu]ser(?:'s|’s)?|[Aa]nvändaren?s?|[Uu]živatel(?:e|i|em|ův|ova|ovo|ově|ovu|ovi)?"
    r"|[Pp]engguna|[Пп]отребител(?:ят|я|ю)|[Кк]орисник(?:а|у|ом)?)(?![\w'’-])"
)
#: relatives and others near the user: a statement about one of them is not about the user
_KIN = re.compile(
    r"^(?:husband|wife|partner|son|sons|daughter|kids|children|child|mother|mum|mom|father|dad|parents|sister|brother"
    r"|cousin|friend|neighbours?|neighbors?|colleague|manager|boss|in-laws|grandmother|grandfather|teenage|sambo"
    r"|sibling|siblings|eldest|youngest|twins|younger|older|little|baby|toddler|kid|teacher|coach|tutor"
    r"|fru|dotter|mamma|pappa|syster|bror|brorson|barn|kollega|manžel|manželka|žena|syn|dcera|maminka|matka|otec"
    r"|táta|sestra|sestře|bratr|přítelkyně|přítel|suami|istri|anak|ibu|ayah|kakak|adik|mertua|teman|съпругата"
    r"|съпругът|дъщерята|синът|майката|бащата|брата|сестрата|братовчедка|супруга|супруг|ћерка|син|мајка|отац|брат"
    r"|сестри|сестра)$",
    re.I,
)
_CHILD = frozenset("daughter son kid child dotter dcera syn anak дъщерята синът ћерка син".split())
_ADJECTIVES = frozenset("younger older little teenage eldest youngest".split())
#: those who change the user's own slot for them (a doctor, the family as a whole)
_FOR_USER = re.compile(
    r"^(?:the family|family|doctor|gp|läkaren|lékař|dokter|лекарят|лекар|we)$", re.I
)
_WORDS = re.compile(r"[^\W\d_][\w'’-]*")
#: a change said of a slot: the verb, or "now" / "these days" with a present statement
_CHANGE = re.compile(
    r"(?<![\w-])(?:switched|moved(?:\s+[\w'-]+){0,3}?\s+(?:to|into|in with|out)|ported|quit"
    r"|left(?= (?:the|their|his|her|a|an|[A-Z]))|joined an?|returned|sold|cancell?ed|stopped|gave up|went back"
    r"|again|took up|actually|lately|nowadays|after moving|after the move|efter flytten|setelah pindah"
    r"|од пресељења|след преместването|doctor (?:told|advised|switched|changed|took|put)|stepped down|lapse|now"
    r"|these days|anymore|any more|no longer|decided against|took \w+ off"
    r"|registered with|rebooked|remortgaged|got rid of|finished with|signed up|instead|clarified|misspoke"
    r"|flyttat|flyttade|bytt|bytte|sålde|sa upp|slutat|lämnat|portat|gett upp|strukit|börjat|numera|nu|i stället"
    r"|istället|sänkte|höjde"
    r"|přestěhoval\w*|odstěhoval\w*|přešel|přešla|převedl\w*|přenesl\w*|prodal\w*|vzdal\w*|zrušil\w*|opravil\w*"
    r"|upřesnil\w*|teď|zase|nyní|snížil\w*|zvýšil\w*|po stěhování"
    r"|pindah|ganti|mengganti|memindahkan|batal|berhenti|mengoreksi|sekarang|lagi"
    r"|прехвърли|пренесе|продаде|се отказа|спря|напусна|прекрати|мина на|премести|вече|отново|сега|увеличи|намали"
    r"|пребацио|пренео|продао|одустао|престао|напустио|отказао|прешао|преселио|исправио|прекинуо|заменио|сада"
    r"|поново|ипак|уместо|појаснио|почео)(?![\w-])",
    re.I,
)
#: one occasion, a plan weighed and dropped, a second value: the old statement stays
_STAYS = re.compile(
    r"(?<![\w-])(?:also|too|as well|once|this week|today|last (?:week|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|considered|thought about"
    r"|looked at|viewed|but still|still|sticking|staying|decided to keep|before|while|mentioned|second|alongside"
    r"|same|for fun|started out|kept|some of|some|part of|half of|keeps|earlier|previously|used to|tidigare|förut"
    r"|dřív|dříve|dulu|sebelumnya"
    r"|по-рано|раније"
    r"|också|en gång|den här veckan|funderade|övervägde|tittade på|fortfarande|innan|medan"
    r"|také|taky|ještě|jednou|tento týden|zvažoval\w*|uvažoval\w*|pořád|dál|než"
    r"|juga|pernah|sempat|minggu ini|hari ini|tetap|sebelum"
    r"|също|веднъж|тази седмица|мислеше|все още|преди|докато"
    r"|такође|једном|ове недеље|размишљао|и даље|пре|док)(?![\w-])",
    re.I,
)


def _subject(text: str) -> str:
    """Whom ``text`` is about: "user", a relative's word, or the first word (a name, a thing)."""
    words = _WORDS.findall(text)
    for i, w in enumerate(words):
        if _USER_WORD.fullmatch(w):
            prev = words[i - 1].lower() if i else ""
            if w.lower().endswith(("'s", "’s", "ns", "ův", "ova", "ově")):
                for k in words[i + 1:i + 3]:  # "User's younger brother", "User's colleague's flight"
                    if _KIN.match(k.lower().removesuffix("'s").removesuffix("’s").removesuffix("'")):
                        return k.lower()
                    if k.lower() not in _ADJECTIVES:
                        break
                return "user"
            if prev == "на" and i >= 2 and _KIN.match(words[i - 2]):
                return words[i - 2].lower()  # "Майката на потребителя"
            if prev and _KIN.match(prev) and i <= 2:
                return prev  # "Suami Pengguna", "Син корисника"
            return "user"
    first = words[0].lower() if words else ""
    if _FOR_USER.match(first) or (len(words) > 1 and _FOR_USER.match(f"{first} {words[1].lower()}")):
        return "user"
    return first


def _same_subject(new: str, old: str) -> bool:
    sn, so = _subject(new), _subject(old)
    if sn == so:
        return True
    if sn in ("user",) or so in ("user",) and _KIN.match(sn):
        return False
    # a name or a thing first in the new statement, named in the old one's subject ("Viggo" of "Användarens son
    # Viggo", "Pes" of "Uživatelův pes"), not its value ("Priya" of "User's manager is Priya")
    if len(sn) < 3 or _KIN.match(sn):
        return False
    if so == "user":  # "Pes se jmenuje Bady" of "Uživatelův pes se jmenuje Ben": the user's own dog
        ow = _WORDS.findall(old)
        return any(_USER_WORD.fullmatch(a) and a.lower().endswith(("'s", "’s", "ns", "ův", "ova", "ově"))
                   and b.lower()[:4] == sn[:4] for a, b in zip(ow, ow[1:], strict=False))
    if (so in _CHILD and _WORDS.findall(new)[0][:1].isupper()
            and not any(w[:1].isupper() for w in _WORDS.findall(old)[2:])):
        return True  # "Mia moved into a big-girl bed" of "User's daughter sleeps in a cot"
    for w in _WORDS.findall(old)[:4]:
        if w.lower()[:4] == sn[:4]:
            return True
        if not (_USER_WORD.fullmatch(w) or _KIN.match(w) or w.lower() in ("the", "на")):
            return False  # "User's partner is Tomasz": the name is the old one's value, not its subject
    return False


#: the old statement names someone: a change in their life is no other name
_NAMED = re.compile(r"(?<![\w-])(?:named|called|heter|jmenuje|bernama|казва|зове)(?![\w-])", re.I)
#: the new statement ends the old one's value: it names it as it goes
_ENDS = re.compile(
    r"(?<![\w-])(?:quit|left(?= (?:the|their|his|her|a|an|[A-Z]))|sold|returned|cancell?ed|stopped|gave up"
    r"|stepped down|lapse|got rid of|finished with"
    r"|decided against|took \w+ off|sålde|sa upp|slutat|lämnat|gett upp|strukit|prodal\w*|vzdal\w*|zrušil\w*|batal"
    r"|berhenti|продаде|се отказа|спря|напусна|прекрати|продао|одустао|престао|напустио|отказао|прекинуо)(?![\w-])",
    re.I,
)
_CAPS = re.compile(r"(?<![\w'’-])(?:[A-ZÀ-ÖØ-ÞА-ЯЁЂЈЉЊЋЏ][\w'’-]*|\d[\d.,:]*)")


def _kin(text: str) -> set[str]:
    return {w.lower().removesuffix("'s").removesuffix("’s") for w in _WORDS.findall(text)
            if _KIN.match(w.lower().removesuffix("'s").removesuffix("’s").removesuffix("'"))}


def another_person(new: str, old: str) -> bool:
    """``new`` names a relative or another person ``old`` does not ("their partner", "a colleague's suggestion")."""
    return bool(_kin(new) - _kin(old) - _ADJECTIVES - {"baby", "toddler"})


def _value_stays(new: str, old: str) -> bool:
    """``new`` restates every name or number of ``old``'s and brings none of its own, with no ending: a detail."""
    def caps(t: str) -> set[str]:
        return {w.lower()[:4] for w in _CAPS.findall(t)[1:] if not _USER_WORD.fullmatch(w)}
    oc, nc = caps(old), caps(new) | {w.lower()[:4] for w in _CAPS.findall(new)[:1]}
    return bool(oc) and oc <= nc and not (nc - oc) and not _ENDS.search(new)


#: the extractor's "User clarified: ...": what follows has its own subject
_CORRECTED = re.compile(
    r"^\s*(?:the )?(?:user|användaren|uživatel|pengguna|потребителят|корисник)\s+(?:је\s+)?(?:clarified|corrected"
    r"|misspoke|förtydligade|rättade|upřesnil\w*|opravil\w*|mengoreksi|уточни|поправи|исправио|исправила|појаснио"
    r"|појаснила)\s*(?:[:;,]\s*(?:že|da|att|bahwa|че)?|that)?\s*",
    re.I,
)
_FROM_TO = re.compile(r"\bfrom (?:the |a |an )?([\w'’-]+)(?:\s+[\w'’-]+)?\s+to\b", re.I)


def user_change(new: str, old: str, similarity: float) -> bool:
    """``new`` changes the slot ``old`` fills, as an extractor stores it of the user or one of their family."""
    if similarity < 0.3 or not (_USER_WORD.search(old) or _USER_WORD.search(new)):
        return False
    if not _CHANGE.search(new) or _STAYS.search(new) or another_person(new, old):
        return False
    if not _same_subject(new, old) and not ((m := _CORRECTED.match(new)) and _same_subject(new[m.end():], old)):
        return False  # "Корисник је исправио: супруга се зове Јана" of "Супруга корисника се зове Ана"
    if (m := _FROM_TO.search(new)) and m.group(1).lower()[:4] not in old.lower():
        return False  # "switched from night shifts to day shifts" of "works as a nurse": another slot
    if _NAMED.search(old) and not _NAMED.search(new):
        return False  # "Joaquín changed jobs" of "The user's partner is named Joaquín"
    if _value_stays(new, old):
        return False
    nw, ow = _stems(new), _stems(old)
    if _ENDS.search(new) and nw & ow:
        return True  # "User returned the Peloton", "Användaren sa upp Viaplay": what ends is the old value
    if _PORTED.search(new) or _switched_to_name(new, old):
        return True  # "User ported their number to Three", "Pengguna memindahkan tabungannya ke Bank Jago"
    if _AGAIN.search(new) and (_NEGATED.search(old) or _MEATLESS.search(old)) and not _NEGATED.search(new):
        return True  # "Uživatel zase jí maso" of "Uživatel nejí maso", "eats fish again" of "is vegetarian"
    if (_CORRECTED.match(new) or _ACTUALLY.search(new) or _FIXED.search(new)) and nw & ow and nw - ow:
        return True  # "User clarified they have three kids", "Pes se jmenuje Bady, ne Ben, to opravil automat"
    if (m := _NOT_OLD.search(new)) and m.group(1).lower()[:4] in _prefixes(old) and nw - ow:
        return True  # "... in Montenegro instead of Greece", "an astronaut now, not a vet"
    if (m := _REPLACED.search(new)) and m.group(1).lower()[:4] in _prefixes(old) and m.group(2).lower()[:4] not in ow:
        return True  # "Dokter mengganti amlodipin Pengguna dengan candesartan"
    if _DOSE.search(new) and nw & ow and set(_NUMBER.findall(new)) - set(_NUMBER.findall(old)):
        return True  # "Läkaren sänkte Användarens Levaxin till 50 mg"
    if _NOW.search(new) and nw & ow:
        tail = [w for w in _WORDS.findall(old) if (len(w) >= 4 or w[0].isupper()) and not _USER_WORD.fullmatch(w)
                and w.lower() not in _FUNCTION][-1:]
        if not tail or any(w.lower()[:4] in nw for w in tail) or not nw - ow:
            return False
        if any(c.isdigit() for c in tail[-1]):  # a number or a time replaced by another
            return bool(set(_NUMBER.findall(new)) - set(_NUMBER.findall(old)))
        if tail[-1][0].isupper():  # a name replaced by another
            return any(w.lower()[:4] not in old.lower() for w in _WORDS.findall(new)[1:]
                       if w[0].isupper() and not _USER_WORD.fullmatch(w))
        return True
    return False


_FIXED = re.compile(
    r"(?<![\w-])(?:clarified|misspoke|corrected|förtydligade|rättade|upřesnil\w*|opravil\w*|mengoreksi|уточни|поправи"
    r"|исправио|исправила|појаснио|појаснила)(?![\w-])",
    re.I,
)
#: the old value named as the one replaced: "instead of Greece", "not a vet", "ne Ben"
_NOT_OLD = re.compile(
    r"(?<![\w-])(?:instead of|rather than|not|i stället för|istället för|inte|místo|ne|bukan|вместо|не|уместо)\s+"
    r"(?:(?:a|an|the|v|u|ve|в|у|на|di|ke)\s+)?([^\W\d_][\w'’-]*)",
    re.I,
)
#: a doctor's change of a dose: "sänkte ... till 50 mg", "snížil Euthyrox na 75", "увеличи дозата ... на 75"
_DOSE = re.compile(
    r"(?<![\w-])(?:sänkte|höjde|ökade|minskade|snížil\w*|zvýšil\w*|menurunkan|menaikkan|mengurangi|увеличи|намали"
    r"|смањио|смањила|повећао|повећала|lowered|raised|increased|reduced|upped|cut)(?![\w-])",
    re.I,
)
#: one thing replaced with another: "replaced X with Y", "mengganti X dengan Y", "vyměnil X za Y"
_REPLACED = re.compile(
    r"(?<![\w-])(?:replaced|swapped|mengganti|menukar|bytte ut|vyměnil\w*|замени|заменио|заменила)\s+"
    r"(?:\w+\s+){0,2}?([^\W\d_][\w'’-]*)(?:\s+\w+){0,2}?\s+(?:with|for|dengan|mot|za|с|са)\s+([^\W\d_][\w'’-]*)",
    re.I,
)
_FUNCTION = frozenset(
    "with from into each every about their they them this that have been also some with för från och med dengan "
    "untuk dari setiap като през всяка свако током около".split()
)
_AGAIN = re.compile(r"(?<![\w-])(?:again|igen|zase|znovu|lagi|kembali|отново|пак|поново|опет)(?![\w-])", re.I)
_NEGATED = re.compile(
    r"(?<![\w-])(?:not|doesn't|does not|never|inte|aldrig|tidak|tak|ne|не|нит)(?![\w-])"
    r"|(?<![\w-])ne(?=jí|pij|kouř|jed|má|bydl)",
    re.I,
)
_MEATLESS = re.compile(r"vegetari|vegan|вегетариан|вегетаријан|вегaн|веган|pescatarian", re.I)


def _stems(text: str) -> set[str]:
    """The four-letter beginnings of ``text``'s longer words, the user's word and the change words left out."""
    return {w.lower()[:4] for w in _WORDS.findall(text)
            if (len(w) >= 4 or (len(w) >= 2 and w[1:].lower() != w[1:])) and not _USER_WORD.fullmatch(w)
            and not _CHANGE.fullmatch(w)}


def _prefixes(text: str) -> set[str]:
    return {w.lower()[:4] for w in _WORDS.findall(text) if not _USER_WORD.fullmatch(w)}


#: a number taken to another carrier
_PORTED = re.compile(
    r"(?<![\w-])(?:ported|portat|portade|přenesl\w*|пренесе|пренео|пренела|porting)(?![\w-])", re.I
)
#: a switch to a named value: "moved their current account to Monzo", "přešel na Samsung", "мина на Samsung"
_SWITCH_TO = re.compile(
    r"(?<![\w-])(?:switched|moved|was moved|changed|went over|bytt|bytte|flyttade|flyttat|přešel|přešla|převedl\w*"
    r"|pindah|ganti|mengganti|memindahkan|прехвърли|мина|премести|пребацио|пребацила|прешао|прешла|преселио"
    r"|přestěhoval\w*|odstěhoval\w*|преселила|се премести|registered)"
    r"(?:\s+[\w'’-]+){0,3}?\s+(?:to|into|with|till|na|do|k|ke|ka|в|на|у|към|код)\s+(?:[\w'’,.-]+\s+){0,4}?"
    r"(?P<name>(?:[A-ZÀ-ÖØ-ÞА-ЯЁЂЈЉЊЋЏ]|[a-z][A-Z])[\w'’-]*(?:\s+[A-ZÀ-ÖØ-ÞА-ЯЁЂЈЉЊЋЏ\d][\w'’-]*)*)",
)
#: "now", "these days", "again" and "instead" in the six languages
_NOW = re.compile(
    r"(?<![\w-])(?:now|these days|nowadays|lately|again|instead|no longer|anymore|any more|numera|nu|i stället"
    r"|istället|igen|teď|nyní|zase|místo toho|sekarang|lagi|вече|сега|отново|вместо|сада|поново|уместо|више"
    r"|after moving|after the move|efter flytten|po stěhování|setelah pindah|след преместването|од пресељења)(?![\w-])",
    re.I,
)
_ACTUALLY = re.compile(r"(?<![\w-])(?:actually|misspoke|faktiskt|ve skutečnosti|sebenarnya|всъщност|заправо)(?![\w-])",
                       re.I)


def _switched_to_name(new: str, old: str) -> bool:
    """``new`` switches to a name ``old`` does not hold, and ``old`` holds a name of its own ``new`` does not."""
    if not (m := _SWITCH_TO.search(new)) or all(w.lower()[:4] in old.lower() for w in m.group("name").split()):
        return False
    own = [w for w in _WORDS.findall(old)[1:] if not _USER_WORD.fullmatch(w) and w.lower() != w]
    return any(w.lower()[:4] not in new.lower() for w in own)


#: the new statement is one week's exception, a move weighed and not made, or the way to the old value
_ONE_OFF = re.compile(
    r"(?<![\w-])(?:(?:cancell?ed|called off|skipped|moved|shifted|off)\b.*\bthis (?:week|weekend)"
    r"|ställdes in den här veckan|tento týden odpad\w*|minggu ini libur|тази седмица|ове недеље"
    r"|(?:tapi|namun) (?:tidak|nggak|gak) jadi|but (?:didn't|did not|never) (?:move|go|buy)"
    r"|men (?:blev|flyttade) (?:inte|aldrig))(?![\w-])",
    re.I,
)
_BEFORE_MOVING = re.compile(
    r"(?<![\w-])(?:before (?:moving|they moved|the move) to|než se (?:pře|od)stěhoval\w* (?:na|do|v)|innan (?:flytten|"
    r"de flyttade) till|sebelum pindah ke|пре него што се преселио (?:на|у)|преди да се премести (?:в|на))\s+(\w+)",
    re.I,
)


def stays(new: str, old: str) -> bool:
    """``new`` leaves ``old`` standing, as an extractor writes it: one week's cancellation ("Mia's swimming lesson
    was cancelled this week"), a move weighed and dropped ("tapi tidak jadi pindah"), the way to the old value
    ("bydlel v Berouně, než se přestěhoval na Žižkov")."""
    if not (_USER_WORD.search(old) or _USER_WORD.search(new)):
        return False
    if _ONE_OFF.search(new):
        return True
    return bool((m := _BEFORE_MOVING.search(new)) and m.group(1).lower()[:3] in old.lower())


#: a rise or a change someone called off ("backed down", "si to rozmyslel", "tidak jadi", "се отказа", "одустао") ...
_BACKED = re.compile(
    r"(?<![\w-])(?:backed down|backed off|changed (?:his|her|their) mind|backade|ångrade sig|rozmyslel\w*"
    r"|tidak jadi|batal|се отказа|се отказаха|одустао|одустала|одустали)(?![\w-])",
    re.I,
)
#: ... so the value stays at another number than the old statement's
_KEPT = re.compile(
    r"(?<![\w-])(?:stays?|remains?|ligger kvar|förblir|zůstává|zůstane|tetap|остава|остане|остаје)(?![\w-])", re.I
)
_NUMBER = re.compile(r"\d[\d\s.,]*\d|\d")


def backed_down(new: str, old: str) -> bool:
    """``new`` says the rise or change ``old`` states was called off and the value stays at another number ("The
    landlord backed down and the rent stays at 1,380" of "... raising the rent to 1,450 a month")."""
    if not (_BACKED.search(new) and _KEPT.search(new)) or another_person(new, old):
        return False
    def nums(t: str) -> set[str]:
        return {re.sub(r"\D", "", n) for n in _NUMBER.findall(t)}
    on, nn = nums(old), nums(new)
    return bool(on) and bool(nn - on)
