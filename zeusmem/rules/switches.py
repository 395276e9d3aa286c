# ruff: noqa: E501  (the word tables keep one language a line)
"""A value switched for another, said in the new statement's own shape (issue 25, corrfix15).

Readings of a new statement against an old one, each anchored on the old statement's own words,
language-neutral but for small tables of days, markers and prepositions in the languages memories are
written in (English and el, he, ro, hu, da, nb, th, bn, tl, fa, ca, hr, sk, bg, lt beside the ones the
other modules read):

* :func:`arrowed`: a terse transition "A -> B" / "A → B" ("Diet: vegan -> pescatarian since March",
  "Switched systems: Canon → Fujifilm X-T5", "repos renamed master → main") whose A the old statement
  holds and whose B it does not: the old value is the one left;
* :func:`day_moved`: a weekly thing said again on another weekday, as what holds now ("Fotballen er
  flyttet til torsdager" for "Jeg spiller fotball på tirsdager", "El bàsquet ara és els dijous",
  "Padel is Sunday mornings now"): the old statement's activity word, one of its weekdays replaced by
  another, and a word of now or of moving; not a second day ("also", "too") nor a one-off ("this week
  only");
* :func:`no_longer`: the old statement's value denied with a discontinuative marker ("više nisam u
  Infobipu", "Vinted nebedirbu", "informatiku už neštudujem", "ikke medicin længere", "এখন আর ঢাকায়
  থাকি না") while the new statement says what holds instead (a word the old one does not hold).
* :func:`holder_replaced`: another holder of a role the old statement gives a titled person or a full name
  ("External examiner: Prof. Lundqvist" / "Prof. Lundqvist withdrew; the external is Dr. Okoye now");
* :func:`from_to`: "from A to B" in the languages above ("Am trecut de la PyCharm la VS Code", "Минахме
  от Jira на Linear", "átálltunk a Jiráról a YouTrackre") with a verb of switching, A the old statement's
  word and B another;
* :func:`switched_to`: "switched to B" with a verb of switching of those languages ("Ο πελάτης αναβαθμίστηκε
  στο πακέτο Premium", "Klientas perėjo į Premium planą", "Har gått over til Neovim"): a value the old
  statement does not hold, beside a word of it. English "moved / changed / switched ... to" is left out: it
  is as often a third party's change ("Bea moved our one-on-ones to Friday"), measured at 40 compatible pairs
  lost on corpora 2-15;
* :func:`dated_now`: a dated start ("as of this quarter", "starting with the March invoice", "От 1 януари",
  "nuo kovo 1 d.") read as the "now" the other rules read: ``claims.relation`` reads the statement again
  with it.

Another person's change ("My sister moved her class to Thursdays") is left to the guards of
:func:`zeusmem.rules.claims.relation` and :func:`zeusmem.rules.revisions.someone_else`.

>>> arrowed("Diet: vegan -> pescatarian since March.", "Diet: vegan.")
True
>>> arrowed("Route: LHR -> JFK -> SFO.", "Route: LHR -> JFK.")
False
>>> day_moved("Fotballen er flyttet til torsdager.", "Jeg spiller fotball på tirsdager.")
True
>>> day_moved("I also play padel on Sundays now.", "Plays padel on Saturday mornings.")
False
>>> no_longer("Prešao sam u Rimac prošli mjesec, više nisam u Infobipu.", "Radim u Infobipu kao DevOps inženjer.")
True
>>> from_to("Am trecut de la PyCharm la VS Code, din mai.", "Folosesc PyCharm ca editor.")
True
"""

from __future__ import annotations

import re
from functools import lru_cache

#: a word: letters with the combining vowel signs of the Indic and Thai scripts (``\\w`` drops them)
_WORD = re.compile(r"[\w\u0900-\u0dff\u0e00-\u0e7f\u200c'’.@/+-]*[\w\u0900-\u0dff\u0e00-\u0e7f]")
_THAI = re.compile(r"[\u0e00-\u0e7f]+")

_STOP = frozenset(
    """
    the and for with from into onto that this these those their they them there then than have has had been
    user user's users customer customer's client team our your what when where which while about after before
    since now just only still also more most some very much every each other others over under using uses used
    """.split()
)

# --- words of now, of moving, of adding, of a while -------------------------------------------------------

#: the new value is the current one, or a thing was moved: "now", "from now on", "moved to", per language
_NOW = re.compile(
    r"(?<![\w])(?:now|nowadays|these days|from now on|going forward|instead|moved|switched|changed|shifted|rescheduled"
    r"|τώρα|πλέον|από εδώ και πέρα|από τώρα|μεταφέρθηκε|μετακινήθηκε|άλλαξε"
    r"|עכשיו|מעכשיו|כעת|הועבר|הועברה|עבר|עברה"
    r"|acum|de acum|de acum înainte|mutat|mutată|mutate"
    r"|most|mostantól|mára|áttették|átkerült|áthelyezték"
    r"|nu|nå|fremover|fremad|fra nu af|fra nå av|flyttet|flyttede|rykket|byttet|skiftet"
    r"|na|ngayon|simula|inilipat|lumipat"
    r"|ara|des d'ara|a partir d'ara|canviat|canviada|traslladat|traslladada|passat|passa"
    r"|sada|odsad|od sada|ubuduće|premješten|premještena|premješteno|prebačen|prebačena"
    r"|teraz|odteraz|odteraz už|presunut[ýáé]|presunuli|preložen[ýáé]|preložili"
    r"|сега|вече|отсега|занапред|преместен[аио]?|преместиха"
    r"|dabar|nuo šiol|nuo|perkelt[asiaoė]*|perkėlė"
    r"|sasa|imehamishwa|imesogezwa|imehamia|wamehamia|sekarang|dipindah|pindah|bây giờ|dời sang|chuyển sang|đổi sang"  # corrfix16
    r"|nawr|bellach|wedi symud|núna|flutt\w*|færð\w*|nüüd|viidi|tõsteti|tagad|pārcēl\w*|zdaj|sedaj|prestavljen\w*"
    r"|nou|geskuif|verskuif|şimdi|artık|alındı|taşındı|kaydırıldı)(?![\w])"
    r"|ตอนนี้|ย้าย|ตั้งแต่|เปลี่ยน|এখন|থেকে|সরানো|حالا|الان|از این|از حالا|منتقل",
    re.I,
)
#: a second value beside the old one, or a one-off: nothing of the old one is replaced
_ADDED = re.compile(
    r"(?<![\w])(?:also|too|as well|additionally|another|extra|only this|just this|this week|this time|next week only|one[- ]off|once"
    r"|επίσης|μόνο αυτή|αυτή την εβδομάδα|גם|רק השבוע|și|de asemenea|doar|săptămâna asta|még|szintén|is csak|csak most|ezen a héten"
    r"|også|kun denne|bare denne|denne uge|denne uken|lamang|ngayong linggo lang|també|només|aquesta setmana"
    r"|također|isto tako|samo|ovaj tjedan|tiež|taktiež|iba|len tento|tento týždeň|също|само|тази седмица"
    r"|taip pat|irgi|tik|šią savaitę"
    r"|pia|wiki hii|juga|minggu ini|cũng|tuần này|hefyd|yr wythnos hon|líka|einnig|þessa viku|samuti|sel nädalal"  # corrfix16
    r"|arī|šonedēļ|tudi|ta teden|ook|hierdie week|ayrıca|bu hafta)(?![\w])"
    r"|ด้วย|เท่านั้น|สัปดาห์นี้|ও(?![\u0980-\u09ff])|শুধু|এই সপ্তাহে|همچنین|فقط|(?<!از )این هفته",
    re.I,
)

# --- weekdays ---------------------------------------------------------------------------------------------

#: one pattern a weekday (Monday first), each language's forms; a day is matched at a word start
_DAYS = tuple(
    re.compile(p, re.I)
    for p in (
        r"(?<![\w])(?:mondays?|montags?|lundis?|lunes|luned[iì]|segunda|δευτέρ\w*|luni|lunea|hétfő\w*|mandag\w*|lunes|dilluns|ponedjelj\w*|pondel\w*|понеделн\w*|pirmadien\w*)|(?:יום|ימי|ביום|בימי) שני|วันจันทร์|সোমবার|دوشنبه",
        r"(?<![\w])(?:tuesdays?|dienstags?|mardis?|martes|marted[iì]|terça|τρίτ(?:η|ες|ης)|marți|marțea|marti|kedd\w*|tirsdag\w*|dimarts|utor(?:ak|kom|ku|ke)|utor(?:ok|ky|ku)|вторн\w*|antradien\w*)|(?:יום|ימי|ביום|בימי) שלישי|วันอังคาร|মঙ্গলবার|سه‌?\s?شنبه",
        r"(?<![\w])(?:wednesdays?|mittwochs?|mercredis?|miércoles|mercoled[iì]|quarta|τετάρτ\w*|miercuri|szerd\w*|onsdag\w*|miyerkules|dimecres|srijed\w*|stred[auy]|сряд\w*|trečiadien\w*)|(?:יום|ימי|ביום|בימי) רביעי|วันพุธ|বুধবার|چهارشنبه",
        r"(?<![\w])(?:thursdays?|donnerstags?|jeudis?|jueves|gioved[iì]|quinta|πέμπτ\w*|joi|joia|csütörtök\w*|torsdag\w*|huwebes|dijous|četvrt(?:ak|kom|ku)|štvrt(?:ok|ky|ku)|четвърт(?:ък|ъци)\w*|ketvirtadien\w*)|(?:יום|ימי|ביום|בימי) חמישי|วันพฤหัส\w*|বৃহস্পতিবার|پنج‌?\s?شنبه",
        r"(?<![\w])(?:fridays?|freitags?|vendredis?|viernes|venerd[iì]|sexta|παρασκευ\w*|vineri|vinerea|péntek\w*|fredag\w*|biyernes|divendres|pet(?:ak|kom|ku)|piat(?:ok|ky|ku)|пет(?:ък|ъци)\w*|penktadien\w*)|(?:יום|ימי|ביום|בימי) שישי|วันศุกร์|শুক্রবার|جمعه",
        r"(?<![\w])(?:saturdays?|samstags?|samedis?|sábados?|sabato|σάββατ\w*|sâmbăt\w*|szombat\w*|lørdag\w*|sabado|dissabtes?|subot\w*|sobot\w*|събот\w*|šeštadien\w*)|(?:יום|ימי|ביום|בימי) שבת|בשבת|วันเสาร์|শনিবার|(?<![\w\u200c])شنبه",
        r"(?<![\w])(?:sundays?|sonntags?|dimanches?|domingos?|domenica|κυριακ\w*|duminic\w*|vasárnap\w*|søndag\w*|diumenges?|nedjelj\w*|nedeľ\w*|недел\w*|sekmadien\w*)|(?:יום|ימי|ביום|בימי) ראשון|วันอาทิตย์|রবিবার|یک‌?\s?شنبه",
    )
)

#: the same seven in sw, id, vi, cy, is, et, lv, sl, af, tr (corrfix16): Welsh days after "dydd" / "nos" (mutated
#: "ddydd", "Fawrth"), Vietnamese "thứ hai" ... "chủ nhật", Indonesian Sunday only as "hari Minggu" (minggu: a week)
_DAYS_MORE = (
    r"(?<![\w])(?:jumatatu|senin|thứ hai|(?:dd?ydd|nos|bore) lun|llun|mánudag\w*|esmaspäev\w*|pirmdien\w*|ponedelj\w*|maanda\w*|pazartesi\w*)(?![\w])",
    r"(?<![\w])(?:jumanne|selasa|thứ ba|(?:dd?ydd|nos|bore) (?:fawrth|mawrth)|þriðjudag\w*|teisipäev\w*|otrdien\w*|tor(?:ek|ka|ku|kih|ke)|dinsda\w*|salı\w*)(?![\w])",
    r"(?<![\w])(?:jumatano|rabu|thứ tư|(?:dd?ydd|nos|bore) (?:fercher|mercher)|miðvikudag\w*|kolmapäev\w*|trešdien\w*|sred(?:a|ah|o|e)|woensda\w*|çarşamba\w*)(?![\w])",
    r"(?<![\w])(?:alhamisi|kamis|thứ năm|(?:dd?ydd|nos|bore) iau|fimmtudag\w*|neljapäev\w*|ceturtdien\w*|četrt(?:ek|ka|ku|kih)|donderda\w*|perşembe\w*)(?![\w])",
    r"(?<![\w])(?:ijumaa|jumat|thứ sáu|(?:dd?ydd|nos|bore) (?:gwener|wener)|föstudag\w*|reede\w*|piektdien\w*|pet(?:ek|ka|kih)|vryda\w*|cuma(?!rtesi)\w*)(?![\w])",
    r"(?<![\w])(?:jumamosi|sabtu|thứ bảy|(?:dd?ydd|nos|bore) sadwrn|laugardag\w*|laupäev\w*|sestdien\w*|saterda\w*|cumartesi\w*)(?![\w])",
    r"(?<![\w])(?:jumapili|hari minggu|chủ nhật|(?:dd?ydd|nos|bore) sul|sunnudag\w*|pühapäev\w*|svētdien\w*|nedelj\w*|sonda\w*|pazar(?:ı|a|ları|günü|günleri)?)(?![\w])",
)
_DAYS = tuple(re.compile(f"{p.pattern}|{q}", re.I) for p, q in zip(_DAYS, _DAYS_MORE, strict=True))  # corrfix16


#: corrfix17: the weekdays of gl, eo, ms and tl, Monday first, before each day's pattern
_MORE_DAYS = (
    r"luns|lundo?|lunde|isnin", r"martes|mardo?|marde|selasa", r"mércores|merkred[oe]n?|rabu|miyerkules",
    r"xoves|ĵaŭd[oe]n?|jaŭd[oe]n?|khamis|huwebes", r"venres|vendred[oe]n?|jumaat|biyernes",
    r"sábado|sabat[oe]n?|sabtu|sabado", r"domingo|dimanĉ[oe]n?|ahad|linggo",
)
_DAYS = tuple(re.compile(rf"(?<![\w])(?:{more})(?![\w])|{p.pattern}", re.I) for more, p in zip(_MORE_DAYS, _DAYS, strict=True))
#: the seven in one pattern, one named group a day: one scan of a text
_ANY_DAY = re.compile("|".join(f"(?P<d{i}>{p.pattern})" for i, p in enumerate(_DAYS)), re.I)


#: the first four letters (or the whole word) of a weekday in the languages of :data:`_DAYS`, and the strings
#: of the scripts read without word starts: a cheap test before the patterns
_DAY_STARTS = frozenset(
    """
    mond tues wedn thur frid satu sund mont dien mitt donn frei sams sonn lund mard merc jeud vend same dima
    lune mart miér mier juev vier sába sábado domi giov vene saba dome segu terç quar quin sext
    δευτ τρίτ τετά πέμπ παρα σάββ κυρι luni marț joi joia vine sâmb dumi hétf kedd szer csüt pént szom vasá
    mand tirs onsd tors fred lørd sønd miye huwe biye dill dime dijo dive diss dium
    pone utor srij četv peta petk subo nedj pond stre štvr piat sobo nede
    поне втор сряд четв пета пето събо неде pirm antr treč ketv penk šešt sekm
    """.split()
)
_DAY_STARTS |= frozenset(  # corrfix16
    """
    juma alha ijum seni sela rabu kami juma sabt hari thứ chủ dydd ddyd nos bore llun mánu þrið mánu miðv fimm föst
    laug sunn esma teis kolm nelj reed laup püha pirm otrd treš cetu piek sest svēt pone tork tore sred četr pete
    nede maan dins woen dond vryd sate sond paza salı çarş perş cuma cuma
    """.split()
)
_DAY_STARTS = _DAY_STARTS | frozenset(  # corrfix17
    "luns lund lunde isni mart mard marde sela mérc merk rabu xove ĵaŭd jaŭd kham venr vend juma sába saba sabt doma "
    "domi dima ahad ling huwe biye miye".split())
_DAY_STRINGS = ("ימי", "יום", "שבת", "วัน", "বার", "شنبه", "جمعه")


@lru_cache(maxsize=8192)
def _days(text: str) -> frozenset[int]:
    low = text.lower()
    if not any(w.lstrip("(\"'«„")[:4] in _DAY_STARTS or w.strip("(\"'«„.,;:!?") in _DAY_STARTS for w in low.split()) and not any(
        d in low for d in _DAY_STRINGS
    ):
        return frozenset()
    return frozenset(int(m.lastgroup[1:]) for m in _ANY_DAY.finditer(text) if m.lastgroup)


def _strip_days(text: str) -> str:
    return _ANY_DAY.sub(" ", text)


def _words(text: str) -> list[str]:
    return [w.strip("'’.-").lower() for w in _WORD.findall(text)]


def _thai_grams(text: str, n: int = 4) -> frozenset[str]:
    return frozenset(run[i : i + n] for run in _THAI.findall(text) for i in range(len(run) - n + 1))


def _content(text: str) -> set[str]:
    return {w for w in _words(text) if len(w) >= 4 and w not in _STOP and not w[:1].isdigit()}


def _meets(a: str, b: str) -> bool:
    """One word is an inflected form of the other: a shared start of four letters or more, covering most
    of the shorter one ("fotball" / "fotballen", "Jirát" / "Jiráról", "krepšinį" / "krepšinis")."""
    n = min(len(a), len(b))
    k = 0
    while k < n and a[k] == b[k]:
        k += 1
    return k >= min(4, n) and k >= n - 3


def _shares(new_words: set[str], old_words: set[str]) -> bool:
    return any(_meets(a, b) for a in new_words for b in old_words)


# --- "A -> B" ---------------------------------------------------------------------------------------------

_ARROWS = ("->", "→", "=>", "⇒")
_ARROW = re.compile(r"(?P<a>[^\s:=>→(]+(?:\s[^\s:=>→(]+){0,2})\s*(?:->|→|=>|⇒)\s*(?P<b>[^\s,;(]+)")


@lru_cache(maxsize=8192)
def arrowed(new: str, old: str) -> bool:
    """``new`` writes one "A -> B" (see the module doc): A's last word the old statement holds, B's first
    word not, and the old statement has no arrow of its own (a route, a pipeline)."""
    if not any(a in new for a in _ARROWS) or any(a in old for a in _ARROWS) or "?" in new:
        return False
    pairs = _ARROW.findall(new)
    if len(pairs) != 1:
        return False
    a, b = pairs[0]
    # of a "key: value" old statement, A is its value ("Diet: vegan"), not its key ("room: Aurora" / "Retro room -> X")
    key, colon, value = old.partition(": ")
    wa, wb, have = _words(a), _words(b), set(_words(value if colon and len(_words(key)) <= 6 else old))
    if wa and wb and wa[0] == wb[0]:  # corrfix16: "Galaxy S21 -> Galaxy S24": the words after the ones both share
        wb = _words(re.split(r"->|→|=>|⇒", new, maxsplit=1)[1])[: len(wa)]
        while len(wa) > 1 and len(wb) > 1 and wa[0] == wb[0]:
            wa, wb = wa[1:], wb[1:]
    return bool(wa and wb and wa[-1] in have and wb[0] not in have and wa[-1] != wb[0])


#: corrfix18: a line of a settings diff ("- node_version: 18" / "+ node_version: 20")
_DIFF_LINE = re.compile(r"^\s*(?P<sign>[-+])\s*(?P<key>[^:=\n]{1,40}?)\s*[:=]\s*(?P<value>[^\n]{1,80}?)\s*$", re.M)


def diffed(new: str, old: str) -> bool:
    """corrfix18: ``new`` is a settings diff that removes "key: A" and adds "key: B" for one key, read as the
    transition "key: A -> B" (:func:`arrowed`): A the old statement holds and B not."""
    if "\n" not in new or "+" not in new:
        return False
    minus: dict[str, str] = {}
    plus: dict[str, str] = {}
    for m in _DIFF_LINE.finditer(new):
        (minus if m.group("sign") == "-" else plus)[m.group("key").strip().lower()] = m.group("value")
    low = old.lower()
    return any(k in plus and plus[k] != v and k in low and arrowed(f"{k}: {v} -> {plus[k]}", old)
               for k, v in minus.items())


# --- a weekday replaced -----------------------------------------------------------------------------------


@lru_cache(maxsize=8192)
def day_moved(new: str, old: str) -> bool:
    """``new`` sets the weekly thing of ``old`` on another weekday, as what holds now (see the module doc)."""
    old_days = _days(old)
    if not old_days or len(old_days) > 2 or "?" in new:
        return False
    new_days = _days(new)
    if not (new_days - old_days) or not _NOW.search(new) or _ADDED.search(new) or _other_person(new, old):
        return False
    if new_days & old_days and not _denied_day(new, old_days) and not _day_left(new, old_days):  # corrfix17
        return False  # "Tuesdays and Thursdays now": the old day stays
    old_what = _content(_strip_days(old))
    new_what = _content(_strip_days(new))
    if _shares(new_what, old_what):
        return True
    return bool(_thai_grams(_strip_days(old)) & _thai_grams(_strip_days(new)))


#: a negation beside a day: "marțea nu mai merge", "শুক্রবার আর হয় না", "not Tuesdays"
_NEG = re.compile(
    r"(?<![\w])(?:not|no|no longer|nu|nem|ikke|hindi|no|ne|nie|не|ne|δεν|όχι|לא|نه|نمی)(?![\w])|না|ไม่",
    re.I,
)


def _denied_day(new: str, old_days: frozenset[int]) -> bool:
    for clause in re.split(r"[,;.،؛]\s*", new):
        if _days(clause) & old_days and _NEG.search(clause):
            return True
    return False


# --- "no longer X" ----------------------------------------------------------------------------------------

#: discontinuative markers: what follows them (or, verb-final, precedes them) in the clause holds no more
_NO_LONGER = re.compile(
    r"(?<![\w])(?:no longer|not any ?more|no more|n't \w+(?: \w+){0,3} any ?more|not \w+(?: \w+){0,3} any ?more"
    r"|δεν \w+(?: \w+){0,2} πια|όχι πια|πλέον δεν|δεν \w+(?: \w+){0,2} πλέον"
    r"|כבר לא|לא \S+(?: \S+){0,2} יותר"
    r"|nu mai|nu \w+(?: \w+){0,2} mai"
    r"|már nem|többé nem|nem \w+ már|már nincs"
    r"|ikke længere|ikke \w+(?: \w+){0,2} længere|ikke lenger|ikke \w+(?: \w+){0,2} lenger|ikke mere|ikke mer"
    r"|hindi na|wala na"
    r"|ja no|ja no \w+|no \w+(?: \w+){0,2} més"
    r"|više ne\w*|više nisam|više nije|više nismo"
    r"|už ne\w*|už nie\w*|viac ne\w*"
    r"|вече не|повече не|вече ня\w*"
    r"|jau ne\w*|nebe\w+)(?![\w])"
    r"|আর \S+(?: \S+){0,2} না|আর নেই|ไม่\S*แล้ว|ไม่เอา|دیگر|دیگه",
    re.I,
)


#: an English statement of where one lives, works or studies: what "no longer ..." can end even when it says more
_STATE = re.compile(r"\b(?:live[sd]?|living|work(?:s|ed|ing)?|stud(?:y|ies|ying)|based|member|plays? (?:for|in)|uses?|using)\b",
                    re.I)


@lru_cache(maxsize=8192)
def no_longer(new: str, old: str) -> bool:
    """``new`` denies a word of ``old`` with a "no longer" marker and says something else holds (see the
    module doc)."""
    if "?" in new or not _NO_LONGER.search(new) or _ADDED.search(new):
        return False
    old_words = _content(old)
    if not old_words and not _THAI.search(old):
        return False
    if _STILL.search(new) or _other_person(new, old):
        return False  # "no longer near the station, still in Leeds"; "my husband no longer works there"
    for m in _NO_LONGER.finditer(new):
        # the clause of the marker, and its words near the marker (two before it, three after it)
        start = max(new.rfind(c, 0, m.start()) for c in ",;.:،؛") + 1
        ends = [i for i in (new.find(c, m.end()) for c in ",;.،؛") if i >= 0]
        clause = new[start : min(ends) if ends else len(new)]
        if m.group(0).lower().startswith("nebe"):  # Lithuanian "nebedirbu" / "dirbu": the verb is the old one's
            anchored = _shares({m.group(0).lower()[4:]}, set(_words(old)))
        else:
            near = _words(new[start : m.start()])[-2:] + _words(m.group(0)) + _words(new[m.end() :])[:3]
            anchored = _shares({w for w in near if len(w) >= 4}, old_words) or bool(
                _thai_grams(clause) & _thai_grams(old)
            )
        if not anchored:
            continue
        if old.isascii() and not _STATE.search(old) and len(
                {w for w in old_words if not any(_meets(w, x) for x in _words(clause))}) > 2:
            continue  # "no longer live in Munich" says nothing of "I love the beer gardens in Munich"
        rest = new[:start] + " " + new[start + len(clause) :]
        others = _content(rest) - {w for w in _content(rest) if any(_meets(w, o) for o in old_words)}
        if others or (_THAI.search(rest) and not (_thai_grams(rest) <= _thai_grams(old))):
            return True
    return False


#: the old value said to hold on ("still in Leeds", "bleibt", "rămâne")
_STILL = re.compile(
    r"(?<![\w])(?:still|remains?|stays?|bleibt|reste|sigue|rimane|ακόμα|ακόμη|עדיין|încă|rămâne|még mindig|marad|stadig|fortsatt|fremdeles"
    r"|pa rin|hindi pa|encara|još uvijek|ostaje|stále|ešte|zostáva|още|остава|vis dar|tebe)(?![\w])|ยังคง|এখনও|هنوز",
    re.I,
)
#: another person than the speaker: kin, partners, colleagues (English and the languages above)
_OTHER_PERSON = re.compile(
    r"(?<![\w])(?:husband|wife|partner|boyfriend|girlfriend|sister|brother|mother|father|mum|mom|dad|son|daughter|grandma|grandpa|granny|grandad|grandmother|grandfather|aunt|uncle|cousin|colleague|friend|roommate|flatmate|neighbou?r|boss|manager"
    r"|σύζυγ\w*|αδερφ\w*|μητέρα|πατέρας|φίλ\w*|συνάδελφ\w*|בעלי|אשתי|אחותי|אחי|אמא|אבא|חבר\w*"
    r"|soțul|soția|sotul|sotia|fratele|sora|mama|tata|prietenul|prietena|colegul|colega"
    r"|férjem|feleségem|nővérem|húgom|bátyám|öcsém|anyám|apám|barátom|barátnőm|kollégám"
    r"|min mand|min kone|min søster|min bror|min mor|min far|mannen min|kona mi|søsteren min|broren min|kollega\w*"
    r"|kone|kona|konen|ektemann\w*|ektefelle\w*|samboer\w*|kæreste\w*|kjæreste\w*|søster\w*|bror\w*|datter\w*|sønn\w*|søn\w*"
    r"|asawa|kapatid|nanay|tatay|kaibigan|katrabaho"
    r"|marit|dona|germana|germà|mare|pare|amic|amiga|company"
    r"|muž|suprug\w*|žena|supruga|sestra|brat|majka|otac|prijatelj\w*|kolega|kolegica|manžel\w*|mama|otec|kamarát\w*"
    r"|съпруг\w*|сестра|брат|майка|баща|приятел\w*|колега"
    r"|vyras|žmona|sesuo|brolis|mama|tėtis|draug\w*|koleg\w*)(?![\w])"
    r"|স্বামী|স্ত্রী|বোন|ভাই|মা|বাবা|বন্ধু|همسر|شوهر|خواهر|برادر|مادر|پدر|دوست|همکار|สามี|ภรรยา|พี่สาว|น้องสาว|พี่ชาย|แม่|พ่อ|เพื่อน",
    re.I,
)


def _other_person(new: str, old: str) -> bool:
    """``new`` names a person (kin, a partner, a colleague) that ``old`` does not: their change, not the speaker's."""
    old_people = {m.group(0).lower() for m in _OTHER_PERSON.finditer(old)}
    return any(m.group(0).lower() not in old_people for m in _OTHER_PERSON.finditer(new))


# --- "from A to B" ----------------------------------------------------------------------------------------

#: a verb of switching (any of the languages above)
_SWITCH = re.compile(
    r"(?<![\w])(?:switched|moved|migrated|changed|went|gone|transferred"
    r"|άλλαξα|αλλάξαμε|άλλαξε|πέρασα|περάσαμε|μεταφερθήκαμε"
    r"|עברתי|עברנו|עבר|עברה|החלפתי|החלפנו"
    r"|trecut|trecem|schimbat|mutat|migrat"
    r"|átáll\w*|áttér\w*|váltott\w*|váltottunk|átköltöz\w*"
    r"|skiftet|skiftede|gået over|gått over|byttet|byttede|flyttet|migreret|migrert"
    r"|lumipat|nagpalit|nilipat"
    r"|passat|canviat|migrat|mudat"
    r"|prešao|prešla|prešli|prebacili|prebacio|promijenili"
    r"|prešiel|prešla|prešli|prestúpil\w*|zmenili|presunuli"
    r"|минахме|минах|преминахме|преминах|сменихме|смених|преместихме"
    r"|perėjau|perėjome|persikėlėme|pakeitėme)(?![\w])"
    r"|ย้าย|เปลี่ยน|চলে গেছি|চলে এসেছি|বদলে|مهاجرت|عوض",
    re.I,
)
#: "from A ... to B" per language: the A and B words, A first
_FROM_TO = tuple(
    re.compile(p, re.I)
    for p in (
        r"(?<![\w])de la (?P<a>\S+(?: \S+)?) la (?P<b>\S+)",  # ro
        r"(?<![\w])από (?:τον |την |το |τη )?(?P<a>\S+) (?:σε|στον|στην|στο|στη) (?P<b>\S+)",  # el
        r"(?<![\w])от (?P<a>\S+) (?:на|в|към) (?P<b>\S+)",  # bg
        r"(?<![\w])(?:fra) (?P<a>\S+) (?:til) (?P<b>\S+)",  # da, nb
        r"(?<![\w])(?:de|des de) (?:l'|la |el )?(?P<a>\S+) (?:a|al) (?:l'|la |el )?(?P<b>\S+)",  # ca
        r"(?<![\w])(?:s|sa|od|z|zo) (?P<a>\S+) (?:na|u|v|do) (?P<b>\S+)",  # hr, sk
        r"(?<![\w])iš (?P<a>\S+) (?:į|ant) (?P<b>\S+)",  # lt
        r"(?<![\w])mula (?:sa )?(?P<a>\S+) (?:sa|papuntang) (?P<b>\S+)",  # tl
        r"(?<![\w])(?P<a>\w+?)(?:ról|ről|ból|ből|tól|től) (?:a |az )?(?P<b>\w+?)(?:ra|re|ba|be|hoz|hez|höz)(?![\w])",  # hu
        r"מ(?P<a>\S+) ל(?P<b>\S+)",  # he
        r"از (?P<a>\S+) به (?P<b>\S+)",  # fa
        # en, right after the verb: an audit line "Field energy_supplier changed from EDF to Octopus" (corrfix16); not
        # "went camping with friends from church to take her mind off things"
        r"(?<![\w])(?:changed|switched|moved|migrated|updated|transferred|went|gone)\s+(?:over\s+)?from (?P<a>\S+(?: \S+)?) to (?P<b>\S+)",
    )
)


@lru_cache(maxsize=8192)
def from_to(new: str, old: str) -> bool:
    """``new`` switches from a word of ``old`` to another with a verb of switching (see the module doc)."""
    if "?" in new or not _SWITCH.search(new) or _ADDED.search(new) or _other_person(new, old):
        return False
    have = set(_words(old))
    old_words = _content(old) | {w for w in have if len(w) >= 2 and w[:1].isalpha() and any(c.isupper() for c in old)}
    for p in _FROM_TO:
        for m in p.finditer(new):
            wa, wb = _words(m.group("a")), _words(m.group("b"))
            if not wa or not wb:
                continue
            if any(_meets(a, o) or a == o for a in wa for o in old_words if len(o) >= 2) and not any(
                _meets(wb[0], o) or wb[0] == o for o in have
            ):
                return True
    return False


# --- a role's holder replaced ------------------------------------------------------------------------------

#: a person named by a title ("Dr. Hale", "Prof. Lundqvist", "κ. Παπαδόπουλος", "доц. Петрова", "ড. রহমান", "دکتر احمدی")
_TITLED = re.compile(
    r"(?<![\w])(?:dr|dra|prof|mr|mrs|ms|mx|ing|mgr|doc|dott|sr|sra|κ|κα|κος|δρ|доц|проф|д-р|г-н|г-жа)\.?\s+(?P<n>[^\W\d_][\w-]+)"
    r"|ד\"ר\s+(?P<h>\S+)|(?:ড|ডা)\.\s*(?P<b>\S+)|دکتر\s+(?P<f>\S+)",
    re.I,
)
#: a name written as two capitalised words ("Maria Santos", "Leo Brandt")
_FULL_NAME = re.compile(r"(?<![\w])(?P<n>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+\s+[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]+)(?![\w])")
#: a second holder beside the first, or one who stands in for a while
_BESIDE = re.compile(
    r"(?<![\w])(?:co|ko|kó|κο)-\w+|(?<![\w])(?:codirect|cosupervis|cotutor|codirig)\w*|(?<![\w])(?:second|deputy|assistant|covering|covers|cover|interim|acting|temporar\w*|while|until|for now"
    r"|második|második|druhý|druhá|drugi|druga|втори|втора|antras|antroji|segon|segona|segundo|δεύτερ\w*|שני|השני"
    r"|ikalawa|andre|anden|al doilea|a doua)(?![\w])|কো-|দ্বিতীয়|دوم|مشاور|اضافه",
    re.I,
)
#: a holder who goes: "withdrew", "retired", "took over", "stepped down", per language beside :data:`_NOW` / :data:`_SWITCH`
_HOLDER_GOES = re.compile(
    r"(?<![\w])(?:withdrew|retired|took over|taken over|stepped down|replaced|instead|transferred|handed over"
    r"|συνταξιοδοτήθηκε|αποχώρησε|פרש|פרשה|s-a pensionat|a plecat|nyugdíjba|gik på pension|gikk av|umalis|jubilat|jubilada"
    r"|umirovljen\w*|odišao|odišla|odišiel|odišla|пенсионира\w*|напусна|išėjo)(?![\w])|অবসর|বিদেশে চলে|بازنشسته",
    re.I,
)


def _holders(text: str, *, given: bool = False) -> set[str]:
    """The persons ``text`` names by a title, and by a full name: anywhere but first, or (``given``) only
    as what a key or a "si" gives ("Primary admin: Leo Brandt", "ay si Maria Santos"); not one whose own
    thing follows ("Marcus Oyelaran's own manager")."""
    out = {next(g for g in m.groups() if g).lower() for m in _TITLED.finditer(text)
           if text[m.end() : m.end() + 2] not in ("'s", "’s")}
    for m in _FULL_NAME.finditer(text):
        before = text[: m.start()].rstrip()
        if text[m.end() : m.end() + 2] in ("'s", "’s") or m.start() == 0:
            continue
        if not given or before.endswith(":") or before.lower().endswith(" si"):
            out.add(m.group("n").lower())
    return out


@lru_cache(maxsize=8192)
def holder_replaced(new: str, old: str) -> bool:
    """``new`` names another holder of the role ``old`` gives a person ("External examiner: Prof. Lundqvist" /
    "Prof. Lundqvist withdrew; the external is Dr. Okoye now", "A témavezetőm Dr. Kovács" / "Témavezetőt
    váltottam, most Dr. Szabó"): a person ``old`` does not name, a word of ``old``'s role, and a word of now,
    of switching or of the old holder going; not a second holder ("co-supervisor", "a második konzulensem"),
    one who covers for a while, or one who stays ("Dr. Kovács marad")."""
    if "?" in new or not (olds := _holders(old, given=True)):
        return False
    news = _holders(new)
    if not (news - olds) or _BESIDE.search(new) or _STILL.search(new) or _ADDED.search(new) or _other_person(new, old):
        return False
    if not (_NOW.search(new) or _SWITCH.search(new) or _HOLDER_GOES.search(new)):
        return False
    names = {w for n in olds | news for w in n.split()}
    role = {w for w in _content(old) if w not in names} | {
        w.lower() for w in re.findall(r"(?<![\w])[A-Z]{3,}(?![\w])", old)
    }
    have = {w for w in _content(new) if w not in names} | {w.lower() for w in re.findall(r"(?<![\w])[A-Z]{3,}(?![\w])", new)}
    return _shares(have, role)


# --- "switched to B" ---------------------------------------------------------------------------------------

#: a verb of switching to a new value (beside :data:`_SWITCH`): a plan or a tier changed
_SWITCH_TO = re.compile(
    r"(?<![\w])(?:αναβαθμίστηκε|αναβαθμίσαμε|υποβαθμίστηκε|πέρασα σε|περάσαμε σε"
    r"|a trecut|am trecut|au trecut|am migrat"
    r"|gået over|gått over|opgraderet|oppgradert|nedgraderet|nedgradert|skiftet over|byttet over"
    r"|lumipat|nag-upgrade"
    r"|ha passat|han passat|hem passat|he passat"
    r"|prešao|prešla|prešli|prešiel|prestúpil\w*"
    r"|минахме|минах|премина|преминахме|преминах"
    r"|perėjo|perėjau|perėjome)(?![\w])"
    r"|চলে গেছি|চলে গেছে",
    re.I,
)
#: the preposition before the new value, per language
_TO_VALUE = re.compile(
    r"(?<![\w])(?:σε|στο|στον|στη|στην|στα|pe|la|til|over til|al|a la|a|na|u|do|на|в|към|į|sa)\s+"
    r"(?P<v>(?:the |an? |el |la |els |les |τον |την |το )?[^\s,.;:]+(?:\s+[^\s,.;:]+)?)",
    re.I,
)
#: a plan or a wish: nothing switched yet
_FUTURE = re.compile(
    r"(?<![\w])(?:will|going to|plan(?:s|ned|ning)? to|planning|might|(?<!\d )may(?! \d)|next (?:week|month|year|quarter)|θα|va|vom|o să|vil|vill|skal|skall|ще|bude|budeme"
    r"|planuoja|ketina|balak|gusto|planeja|planej\w*|penso|vaig a|anem a|namjerava\w*|plánuj\w*)(?![\w])|قصد|خواهیم|করব|จะ",
    re.I,
)


@lru_cache(maxsize=8192)
def switched_to(new: str, old: str) -> bool:
    """``new`` switches the thing ``old`` states to another value ("Ο πελάτης αναβαθμίστηκε στο πακέτο Premium" for
    "Ο πελάτης είναι στο πακέτο Basic", "Klientas perėjo į Premium planą", "Har gått over til Neovim" for "Jeg
    bruker Emacs"): a verb of switching, a preposition and a value the old statement does not hold, and a word
    of the old statement beside it (or an old statement of three words or fewer); not a plan, a second value,
    another person's or one that stays."""
    if "?" in new or not (m := _SWITCH_TO.search(new)) or _ADDED.search(new) or _FUTURE.search(new):
        return False
    if _STILL.search(new) or _other_person(new, old) or _FUTURE.search(old):
        return False
    have = set(_words(old))
    old_words = _content(old)
    for t in _TO_VALUE.finditer(new, m.end()):
        if t.start() - m.end() > 40:
            break
        value = [w for w in _words(t.group("v")) if w not in ("the", "a", "an", "el", "la", "els", "les", "τον", "την", "το")]
        fresh = [w for w in value if not w[:1].isdigit() and not any(_meets(w, o) or w == o for o in have)]
        if not fresh:
            continue
        rest = _content(new[: t.start()] + " " + new[t.end() :]) | {w for w in value if w not in fresh}
        if _shares(rest, old_words) or len(old_words) <= 3:
            return True
    return False


# --- a dated start: "as of 1 May", "starting with the March invoice", "От 1 януари" ---------------------------

_MONTHS_EN = r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
#: a phrase that dates the start of what follows, per language: read as "now" by :func:`dated_now`
_DATED_START = re.compile(
    r"(?<![\w])(?:(?:as of|as from|effective(?: from)?|starting(?: with| from| on| in)?|beginning(?: with| in)?)\s+(?:the\s+)?(?:(?:start|beginning) of\s+)?"
    r"(?:(?:this|next|the)\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:" + _MONTHS_EN + r"|quarter|month|year|week|sprint|release|q[1-4]|\d{4}|\d{1,2}(?:st|nd|rd|th)?)"
    r"(?:\s+(?:\d{1,2}(?:st|nd|rd|th)?|\d{4}|invoice|billing cycle))?"
    r"|from\s+(?:the\s+)?(?:(?:this|next)\s+(?:quarter|month|year|sprint)|\d{1,2}(?:st|nd|rd|th)?\s+(?:" + _MONTHS_EN + r")|(?:" + _MONTHS_EN + r")\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"|(?:от|считано от)\s+(?:\d{1,2}(?:-?ви|-?ри|-?ти)?\s+)?(?:януари|февруари|март|април|май|юни|юли|август|септември|октомври|ноември|декември)"
    r"|από\s+(?:τ(?:ην?|ον|ο)\s+)?(?:\d{1,2}(?:η)?\s+)?(?:Ιανουαρ|Ιανουάρ|Φεβρουαρ|Φεβρουάρ|Μάρτ|Μαρτ|Απρίλ|Απριλ|Μα[ΐι]|Ιούν|Ιουν|Ιούλ|Ιουλ|Αυγούστ|Αυγουστ|Σεπτεμβρ|Οκτωβρ|Νοεμβρ|Δεκεμβρ)\w*"
    r"|(?:începând cu|începând din|din)\s+(?:\d{1,2}\s+)?(?:ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie)"
    r"|(?:január|február|március|április|május|június|július|augusztus|szeptember|október|november|december)\w*(?:tól|től)"
    r"|(?:fra og med|fra|pr\.)\s+(?:den\s+)?(?:\d{1,2}\.?\s+)?(?:januar|februar|marts|mars|april|maj|mai|juni|juli|august|september|oktober|november|december)"
    r"|(?:des de|a partir de)\s+(?:l'|el\s+)?(?:\d{1,2}\s+de\s+)?(?:gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre)"
    r"|od\s+(?:\d{1,2}\.\s*)?(?:siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga|prosinca|januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra)"
    r"|nuo\s+(?:sausio|vasario|kovo|balandžio|gegužės|birželio|liepos|rugpjūčio|rugsėjo|spalio|lapkričio|gruodžio)(?:\s+\d{1,2}\s*d\.?)?"
    r")(?![\w])",
    re.I,
)


@lru_cache(maxsize=8192)
def dated_now(new: str) -> str | None:
    """``new`` with its dated start ("as of 1 May", "От 1 януари", "nuo kovo 1 d.") read as "now", or None when it
    has none: a change dated from a day on is a "now" for the rules that read one."""
    if not _DATED_START.search(new) or _FUTURE.search(new):
        return None
    return _DATED_START.sub("now", new, count=1)


# --- a shift or a habit moved to another part of the day (corrfix17) -------------------------------------------

#: the parts of the day a shift or a habit is at, by the stem of their word in the languages memories are written in
_PARTS = (
    ("night", re.compile(r"\b(?:nights?|overnights?|night[- ]?shifts?|noapte|nopții|nocturn\w*|naktin\w*|noćn\w*|nočn\w*"
                         r"|gabi|malam|éjszak\w*|nit|nits|nuits?|noches?|noites?|notte|notturn\w*|nokt\w*)\b", re.I)),
    ("day", re.compile(r"\b(?:days|day[- ]?shifts?|on days|zi|ziua|dienin\w*|dnevn\w*|denn\w*|araw|siang"
                       r"|nappal\w*|nappali|tage|tagschicht|diurn\w*|dia|día|tag(?:es)?)\b", re.I)),
    ("morning", re.compile(r"\b(?:mornings?|dimineaț\w*|dimineat\w*|jutr\w*|ráno|rytais?|ryt\w*|umaga|pagi|reggel\w*"
                           r"|matí|matins?|mañanas?|manhãs?|mattin\w*|morgens?|matene)\b", re.I)),
    ("evening", re.compile(r"\b(?:evenings?|seara|serile|večer\w*|vakar\w*|hapon|petang|malam|esté\w*|este|vespres?"
                           r"|tardes?|soirs?|soirées?|sera|sere|abends?|vespere)\b", re.I)),
)
#: a shift, or a habit's time: what the part of the day is of
_SHIFT_WORDS = re.compile(
    r"\b(?:shifts?|works?|working|rota|tur[aăe]\w*|pamain\w*|smjen\w*|zmen\w*|turno\w*|torn\w*|dienst|schicht\w*"
    r"|műszak\w*|gim|gym|waktu|pada)\b|\bwork(?:s|ing)? (?:days|nights)\b",
    re.I,
)
#: the change said: a word of now, from a time on, or moved / put on
_SHIFT_NOW = re.compile(
    r"\b(?:now|put (?:me|us) on|moved (?:me|us)|switched|swapped|from (?:next|this) (?:month|week)|since"
    r"|mutat\w*|de luna asta|nuo šio|nuo šiol|simula|ngayon|sekarang|kini|od (?:ovog|sada)|odteraz|od tohto"
    r"|mostantól|most|ahora|agora|ara|ora|jetzt|maintenant|désormais)\b",
    re.I,
)
#: one shift covered, a day off, a day named, or a change turned down: the shift stays
_SHIFT_ONCE = re.compile(
    r"\b(?:cover\w*|one|once|extra|this (?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday"
    r"|today|tonight|offered|turned|declined|back|then|after|coleg\w*|kolleg\w*|kasamahan|kapalit|kahapon"
    r"|pavaduo\w*|revin|vrátim|joi|ketvirtadien\w*|ieri|jučer|včera|tegnap|semalam|kemarin|nanti|until|till)\b",
    re.I,
)


def _parts(text: str) -> list[str]:
    found = sorted((m.start(), name) for name, rx in _PARTS for m in rx.finditer(text))
    return [name for _, name in found]


@lru_cache(maxsize=4096)
def shift_moved(new: str, old: str) -> bool:
    """``new`` puts the shift or the habit that ``old`` gives a part of the day (nights, mornings) at another
    part, as what holds now ("They put me on days" / "User works nights"; "M-au mutat pe tura de zi" / "Lucrez
    în tura de noapte"; "Sekarang saya ke gim waktu malam" / "Saya pergi gim pada waktu pagi"); not one shift
    covered, a day named, nor an offer turned down.

    >>> shift_moved("They put me on days from next month.", "User works nights.")
    True
    >>> shift_moved("I'm covering one day shift on Thursday, then back on nights.", "User works nights.")
    False
    """
    if not _SHIFT_WORDS.search(old) or not _SHIFT_NOW.search(new) or _SHIFT_ONCE.search(new):
        return False
    was, now = _parts(old), _parts(new)
    return len(set(was)) == 1 and bool(now) and now[0] not in was


def _day_left(new: str, old_days: frozenset[int]) -> bool:
    """The new day said in a clause of now, and the old day only in a later clause, as the reason it was left
    ("I volunteer on Wednesday evenings now, Saturdays clash with football"; corrfix17)."""
    clauses = [c for c in re.split(r"[,;.:!]\s*|\s[-–—]\s", new) if c.strip()]
    first = next((i for i, c in enumerate(clauses) if _days(c) - old_days), None)
    if first is None or not _NOW.search(clauses[first]) or _days(clauses[first]) & old_days:
        return False
    later = [c for c in clauses[first + 1 :] if _days(c) & old_days]
    return (not any(_days(c) & old_days for c in clauses[:first]) and bool(later)
            and not any(_ADDED.search(c) or re.search(r"\b(?:still|and|also|plus)\b", c, re.I) for c in later))
