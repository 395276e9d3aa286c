"""The words of a statement as the conflict rules read them: tokens, and the word lists the rules share.

:func:`tokens` splits a text into words, numbers and versions (one per CJK character), each a
:class:`Token`: as written, normalised, stemmed (:func:`stem`; :func:`stems` in every language read
here) and classified (a stop word, a negation, a value: a number, a time, a name). The word lists are
those of every language the rules read: negations, number and time words, the words that mark an
update, "also" and "one more" (:data:`ADDITIVE`, :data:`ONE_MORE`, :data:`MORE`), the past
(:data:`PAST`, :data:`HISTORY`), plans and hedges (:data:`PLAN`), the speaker ("I", "we", "my") and other
people, "now"; :func:`refines` tells whether one value refines another. They serve the readings of one
statement (:mod:`zeusmem.rules.parsing`, :mod:`zeusmem.rules.changes`) and the relations between two
(:mod:`zeusmem.rules.claims`).

>>> [(t.norm, t.value) for t in tokens("Moved to Berlin in May 2024")]
[('moved', False), ('to', False), ('berlin', True), ('in', False), ('may', True), ('2024', True)]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import snowballstemmer  # type: ignore[import-untyped]

from zeusmem.rules import lexicon

# --- tokens -------------------------------------------------------------------------------------

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af"
#: combining vowel signs and marks of the Indic and Thai scripts, which ``\w`` does not take for word characters
_MARKS = "\u0300-\u036f\u0900-\u0963\u0966-\u0dff\u0e00-\u0e7f"
_WORD = rf"(?:[^\W_{_CJK}]|[{_MARKS}])"
_TOKEN = re.compile(rf"[{_CJK}]|{_WORD}+(?:(?:[.'’:/@+#-]|,(?=\d{{3}})){_WORD}+)*[+#]*", re.U)

_STOP = frozenset(
    """
    a an the this that these those some any each every all both either neither
    i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
    myself ourselves yourself himself herself itself themselves one ones
    is are was were be been being am do does did done have has had having
    will would shall should can could may might must 's 're 've 'd 'll 'm
    and or but so yet nor for of to in on at by with from into onto about as than then too also just
    very really quite much many more most less least own same such only even still again ever
    there here where when what which who whom whose why how if because while though although
    up down out off over under again further once
    oh hey hi hello wow yeah yes ok okay well sure thanks thank please lol haha
    der die das den dem des ein eine einen einem einer und oder aber ich du er sie es wir ihr mein
    meine dein sein ist sind war waren bin bist hat haben mit von zu im am um auf für an auch
    le la les un une des du de et ou mais je tu il elle nous vous ils elles mon ma mes est sont à au
    aux en dans sur pour avec
    el los las unos unas y o pero yo él ella nosotros es son está están en con para por del al
    o os um uma e eu ele ela nós é são em com para do da dos das no na
    il lo gli una e io lui lei noi è sono con per nel nella
    и а но в во на с со к ко из от до по за для у о об я ты он она оно мы вы они мой моя моё мое мои наш наша
    наше наши это этот эта то же ли бы
    de het een en of maar ik jij je hij zij ze wij we jullie mijn onze ons is zijn was waren ben bent heeft hebben
    met van voor naar bij op aan uit om ook
    cha tistega tisti tisto tiste
    """.split()  # corrfix18: sw "cha" (the one of), sl "tistega" (that one): "Ondoa cha saa 3"
)

NEGATION = frozenset(
    """
    not no never none nobody nothing neither nor n't cannot can't don't doesn't didn't isn't aren't
    wasn't weren't won't wouldn't shouldn't couldn't haven't hasn't hadn't ain't
    nicht kein keine keinen keinem keiner nie niemals
    ne n' pas jamais aucun aucune
    nunca jamás ningún ninguna ningun
    não nem
    non mai
    не нет никогда ни
    不 没 没有 别 无 未
    ikke ikkje inte niet geen nie tidak bukan değil không
    """.split()
)

NUMBER_WORDS = frozenset(
    """
    zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred thousand million billion first second third fourth fifth half dozen couple
    zwei drei vier fünf sechs sieben acht neun zehn zwölf zwanzig dreißig hundert tausend
    deux trois quatre cinq huit neuf dix onze douze vingt trente mille
    dos tres cuatro cinco seis siete ocho nueve diez doce veinte treinta cien
    dois duas três quatro sete oito nove dez doze vinte trinta cem
    quattro cinque sette otto dieci undici dodici venti trenta cento
    一 二 两 三 四 五 六 七 八 九 十 百 千 万
    """.split()
)

#: days, months and parts of the day in every language the rules read (:data:`TIMES` adds to them;
#: ``revisions`` reads a value of the kind "time" by them)
TIME_WORDS = frozenset(
    """
    monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays
    saturdays sundays january february march april june july august september october november december
    morning mornings evening evenings afternoon afternoons night nights weekday weekdays weekend weekends
    montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche
    lunes martes miércoles jueves viernes sábado domingo segunda terça quarta quinta sexta
    gennaio febbraio marzo aprile maggio giugno luglio
    settembre ottobre novembre dicembre oggi domani ieri settimana mese sera mattina pomeriggio
    janeiro fevereiro março abril maio junho julho setembro outubro novembro dezembro hoje amanhã ontem mês manhã noite
    maandag dinsdag woensdag donderdag vrijdag zaterdag zondag maandags dinsdags woensdags donderdags vrijdags
    zaterdags zondags januari februari maart mei augustus vandaag gisteren maand jaar
    понедельник понедельника вторник вторника среда среду среды четверг четверга пятница пятницу пятницы суббота
    субботу субботы воскресенье воскресенья январь февраль март апрель июнь июль август сентябрь октябрь ноябрь
    декабрь января февраля марта апреля мая июня июля августа сентября октября ноября декабря
    lunedì martedì mercoledì giovedì venerdì sabato domenica
    måndag tisdag onsdag torsdag fredag lördag söndag måndagar tisdagar onsdagar torsdagar fredagar lördagar söndagar
    mandag tirsdag fredag lørdag søndag
    poniedziałek poniedziałki wtorek wtorki środa środę środy czwartek czwartki piątek piątki sobota sobotę soboty
    niedziela niedzielę niedziele
    понеділок понеділка вівторок вівторка середа середу четвер четверга п'ятниця п'ятницю субота суботу неділя неділю
    senin selasa rabu kamis jumat sabtu
    pazartesi salı çarşamba perşembe cuma cumartesi
    maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai maanantaina tiistaina keskiviikkona
    torstaina perjantaina lauantaina sunnuntaina
    jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili
    """.split()
)
#: corrfix17: the weekdays of gl, eo, ms, tl, ro, hr, sk, lt, hu and ca
TIME_WORDS = TIME_WORDS | frozenset(
    """
    luns mércores xoves venres lundo lunde mardo marde merkredo merkrede ĵaŭdo ĵaŭde vendredo vendrede sabate
    dimanĉo dimanĉe isnin khamis jumaat ahad miyerkules huwebes biyernes sabado linggo luni marți miercuri joi vineri
    sâmbătă duminică ponedjeljak utorak srijeda četvrtak petak subota nedjelja pondelok utorok streda štvrtok piatok
    nedeľa pirmadienį antradienį trečiadienį ketvirtadienį penktadienį šeštadienį sekmadienį hétfő kedd szerda
    csütörtök péntek szombat vasárnap dilluns dimarts dimecres dijous divendres dissabte diumenge
    """.split()
)
#: times: the days, months and parts of the day of :data:`TIME_WORDS` (every language the rules read), and
#: abbreviations, relative days, units and seasons
TIMES = TIME_WORDS | frozenset(
    """
    may jan feb mar apr jun jul aug sep sept oct nov dec
    today tomorrow yesterday tonight noon midnight am pm daily weekly monthly yearly annually week month year quarter
    spring summer autumn fall winter
    montags dienstags mittwochs donnerstags freitags samstags sonntags januar februar märz mai juni juli oktober
    dezember heute morgen gestern uhr woche monat jahr
    janvier février mars avril juin juillet août septembre octobre décembre aujourd'hui demain hier semaine mois an
    année heure
    enero febrero mayo junio julio agosto septiembre octubre noviembre diciembre hoy mañana ayer semana mes año
    周 星 期 月 日 年 点 今 明 昨 上 午 下 晚
    """.split()
)

#: words that correct or update nothing themselves but mark a text as an update (removed before a
#: slot comparison: "The standup is now at 10am" vs "The standup is at 9am")
UPDATE_WORDS = frozenset(
    """
    now currently anymore longer switched switch moved move changed change updated update upgraded
    upgrade migrated migrate replaced replace swapped swap instead rather correction actually fix
    jetzt nun mehr inzwischen gewechselt umgezogen geändert verschoben korrektur stattdessen statt
    anstatt sondern
    maintenant désormais plus changé déménagé remplacé passé lieu
    ahora ya cambiado cambié mudado mudé lugar vez sino
    agora mais mudei mudou
    ora adesso
    现在 改 改成 改为 换 换成 更正 不再 已经 了
    """.split()
)

_CAPITAL = re.compile(r"[A-ZÀ-ÖØ-ÞА-ЯЁ]")


def _norm(tok: str) -> str:
    t = tok.lower().replace("’", "'")
    for suffix in ("'s", "'"):
        if t.endswith(suffix) and len(t) > len(suffix) + 1:
            t = t[: -len(suffix)]
    return t


def stemmer(language: str) -> Any:
    """The Snowball stemmer of ``language``: PyStemmer's C build of the Snowball algorithms when it is
    installed (a dependency; 15-30 times faster, the same stems), else snowballstemmer's pure Python.
    The C build's own word cache is turned off: the callers keep bounded caches of their own, which an
    erasure empties (:func:`zeusmem.rules.caches.forget_texts`)."""
    st = snowballstemmer.stemmer(language)
    if hasattr(st, "maxCacheSize"):
        st.maxCacheSize = 0
    return st


_STEMMER = stemmer("english")
_FOREIGN_STEMMERS = tuple(
    stemmer(lang) for lang in ("german", "french", "spanish", "portuguese", "italian", "russian")
)


@lru_cache(maxsize=8192)
def stem(t: str) -> str:
    """The Snowball (English) stem; other languages' words mostly pass unchanged, which is enough
    for comparing two statements in the same language."""
    return t if not t.isalpha() or len(t) <= 3 else _STEMMER.stemWord(t)


@lru_cache(maxsize=8192)
def stems(t: str) -> frozenset[str]:
    """The word's stems in every language read here ("Rauchen" and "rauche": "rauch"; "giocare" and
    "gioco": "gioc"; "Казани" and "Казань": "казан"), for asking whether an old statement holds a word
    that a change names."""
    if not t.isalpha() or len(t) <= 3:
        return frozenset({t})
    return frozenset({stem(t), *(st.stemWord(t) for st in _FOREIGN_STEMMERS)})


def is_stop(word: str) -> bool:
    """``word`` is a stop word (:attr:`Token.stop`): "the", "of", "und", "на".

    >>> is_stop("The"), is_stop("rent")
    (True, False)
    """
    return _norm(word) in _STOP


def refines(a: Sequence[str], b: Sequence[str]) -> bool:
    """Two values agree when the words of one, stemmed, are among the other's: one refines the
    other ("postgresql" / "postgresql 16", "senior analyst" / "analyst").

    >>> refines(("postgresql",), ("postgresql", "16")), refines(("leeds",), ("york",))
    (True, False)
    """
    sa, sb = {stem(x) for x in a}, {stem(x) for x in b}
    return sa <= sb or sb <= sa


def _is_value(text: str, norm: str, initial: bool) -> bool:
    """A number, version, time, date or a name (capitalised inside a sentence, or with inner
    capitals or digits anywhere: "iPhone", "GitHub", "S3")."""
    if any(c.isdigit() for c in norm):
        return True
    if norm in _STOP and not text[:1].isupper():
        return False  # "may" (the modal, not May), "one"
    if norm in NUMBER_WORDS or norm in TIMES:
        return True
    if norm in _STOP or norm in NEGATION or norm in UPDATE_WORDS:
        return False
    caps = _CAPITAL.findall(text)
    if len(caps) > 1 or (caps and not text[0].isupper()):
        return True  # GitHub, iPhone, AWS
    return bool(caps) and not initial


@dataclass(frozen=True, slots=True)
class Token:
    """One word: as written, normalised (lower case, possessive dropped), stemmed, and classified."""

    text: str
    norm: str
    initial: bool  # first word of a sentence
    stem: str
    stop: bool
    negation: bool
    value: bool

    @property
    def content(self) -> bool:
        return not self.stop and not self.negation

    @classmethod
    def of(cls, text: str, initial: bool) -> Token:
        norm = _norm(text)
        return cls(
            text,
            norm,
            initial,
            stem(norm),
            norm in _STOP,
            norm in NEGATION or norm.endswith("n't"),
            _is_value(text, norm, initial),
        )


@lru_cache(maxsize=65536)
def _token(text: str, initial: bool) -> Token:
    """:meth:`Token.of`, once per word and position (a write compares its text with up to 20
    neighbours', whose words mostly repeat; a Token is immutable, so sharing one is exact)."""
    return Token.of(text, initial)


@lru_cache(maxsize=8192)
def tokens(text: str) -> tuple[Token, ...]:
    """Words, numbers and versions ("3.12", "9:30", "us-east-1", "e-mail" as "e", "mail"), one per
    CJK character; ``initial`` marks the first word of each sentence."""
    out: list[Token] = []
    initial = True
    pos = 0
    for m in _TOKEN.finditer(text):
        if out and _SENTENCE_GAP.search(text, pos, m.start()) and not (
                out[-1].norm in _TITLES and text[pos : m.start()].strip() == "."):
            initial = True  # not after a title: "Dr. Perić", "dr. Horvat", "Mrs. Abernethy"
        raw = m.group(0)
        parts = raw.split("-") if "-" in raw and not any(c.isdigit() for c in raw) else [raw]
        for part in parts:
            if part:
                out.append(_token(part, initial))
        initial = False
        pos = m.end()
    for i in range(len(out) - 1):  # "one kid": a quantity, not the pronoun
        if out[i].norm == "one" and out[i + 1].content and not out[i + 1].value:
            out[i] = replace(out[i], stop=False, value=True)
    return tuple(out)


#: titles shortened with a period before a name: no sentence ends after them
_TITLES = frozenset("dr mr mrs ms mx st prof sr jr mme mlle sra sr hr fr frau herr ing mgr".split())
_SENTENCE_GAP = re.compile(r"(?:[.!?。！？:;]|\s[—–])\s*$")


# --- more of a slot: "also", "another", "more" ------------------------------------------------------

#: words that add a value to a slot instead of replacing one ("Anna also speaks English"); "too" says so
#: only at the end of its clause ("I have a cat too", not "too expensive"), which the readers check
ADDITIVE = frozenset(
    "also too additionally auch ebenfalls aussi également también também anche 也 还 ook også också myös też także "
    "тоже также juga भी بھی".split()
    # the same word per language, from a list of languages, not from a corpus; words that are also
    # "and", "the same", a pronoun or a common word elsewhere are left out (Romanian "și", Hungarian
    # "is", Turkish "de", Croatian "isto", Estonian "ka", Tagalog "din", Persian "هم", Japanese "も")
    + """likewise zusätzlich gleichfalls egalement pareillement tambien además ademas asimismo tambem tamén tamen
    també tambe inoltre eveneens ogsa ocksa líka einnig myos samuti arī irgi tez takze również rowniez také taky
    též tiež tiez taktiež tudi također takodjer takođe такође също також теж таксама επίσης επισης szintén
    szinten ayrıca ayrica dahi həmçinin ასევე նաև גם أيضا ايضا كذلك همچنین கூட కూడా cũng pia rin ደግሞ
    """.split()
)
#: words that add one more of what is stated, or another time ("I have another cat", "Ahora tengo un
#: gato más", "Ich war wieder in Rom"): refusing such a statement as a restatement would lose it
#: (with :data:`MORE`)
ONE_MORE = frozenset(
    "another extra additional second third again otro otra otros otras nuevamente noch weitere weiteren "
    "weiterer weiteres wieder encore autre autres altro altra altri ancora outro outra outros novamente "
    "ещё еще снова опять другой другая другого".split()
)
#: "one more", in the languages read here
MORE = frozenset("more mehr plus más mais più meer więcej daha 更".split())


# --- the past: "used to", "years ago" ---------------------------------------------------------------

#: the speaker's past, childhood or habit ("I used to live in Lisbon", "als Kind", "quand j'étais", "以前");
#: "prima" is Italian "before", not Spanish or Portuguese "cousin" ("mi prima vive en Madrid")
_PAST = (
    r"used to|back then|grew up|growing up|as a (?:kid|child|teen)|when (?:i|we) (?:was|were)|years ago|früher"
    r"|damals|als kind|autrefois|quand j'étais|antes|antigamente|de niñ[oa]|de pequeñ[oa]|quando era"
    r"|(?<!mi )(?<!tu )(?<!su )(?<!minha )(?<!sua )(?<!nossa )(?<!nuestra )prima|da bambin[oa]|vroeger|раньше"
    r"|когда-то|в детстве|förr|dulu|dawniej|eskiden"
)
#: a statement of the speaker's past: a new one that says it sets no value of today in place of an old one
PAST = re.compile(r"\b(?:" + _PAST + r")\b|以前|小时候", re.I)
#: an old statement that is history: a value of today replaces nothing of it. :data:`PAST` and the words
#: that date a value ("previously", "formerly", "before that", "back in 2019", "my first"), which in a new
#: statement name the value it replaces ("I work at Google now, previously at Meta")
HISTORY = re.compile(
    r"\b(?:" + _PAST + r"|back in|in the past|before (?:this|that)|previously|formerly|my first)\b|以前|小时候", re.I
)


# --- plans and hedges: "going to", "maybe" -----------------------------------------------------------

#: hedges: a change only thought of or wished ("maybe", "peut-être", "vielleicht", "forse"), read by
#: :data:`PLAN` and by :mod:`zeusmem.rules.endings`' plan pattern
HEDGES = (r"maybe|could|would|one day|vielleicht|überlege|peut-être|quizás|tal vez|pienso|talvez|penso em|forse"
          r"|думаю")
#: a change planned, wished or only thought of ("going to move", "thinking of", "next month", "maybe"):
#: nothing has changed yet
PLAN = re.compile(
    r"\b(?:moving|will move|going to|gonna|plan(?:ning)? to|planning|thinking (?:about|of)|thinking|considering"
    r"|might|(?-i:may)|want to|hope to|someday"  # "may" in lower case: "May" is the month ("on 1 May")
    r"|next (?:month|year|week|spring|summer|fall|autumn|winter)|werde|werden|will|möchte|vais|allons|vamos a|voy a"
    r"|vou|vamos|andrò|andremo|voglio|собираюсь|собираемся|хочу"
    # a move only thought of ("maybe someday", "on pense peut-être déménager")
    r"|" + HEDGES + r"|perhaps|überlegen|eines tages|pense|pensons|pensent|envisage\w*|un jour|quizá|pensamos"
    r"|algún día|pensamos em|um dia|penso di|pensiamo di|un giorno|может быть|думаем|когда-нибудь)\b"
    r"|打算|准备|想要|要搬|也许|可能",
    re.I,
)


# --- people and "now" ------------------------------------------------------------------------------

#: the speaker as a subject: I, we
FIRST_PERSON = frozenset("i we me us ich wir je j' nous yo nosotros eu nós io noi ik wij я мы 我 我们".split())
#: the speaker and what is theirs: I, me, my, our ...
MY = frozenset(
    "i me my mine we us our ours ich mich mein meine meinen meinem wir uns unser unsere je moi mon ma mes nous "
    "notre nos yo mi mis nosotros nuestro nuestra eu meu minha nós nosso nossa io mio mia miei mie noi nostro "
    "nostra ik mijn wij ons onze я мой моя моё мое мои мы наш наша наше наши 我".split()
)
#: nouns for people: a clause about one of them is not about the speaker ("my colleague moved")
PEOPLE = frozenset(
    """
    wife husband partner boyfriend girlfriend fiance fiancee colleague coworker friend neighbor neighbour
    sister brother mom mum dad mother father son daughter kid kids boss roommate cousin aunt uncle grandma
    grandpa landlord parents parent grandparents children child baby family folks flatmate housemate classmate
    teammate buddy
    frau mann freund freundin kollege kollegin nachbar nachbarin schwester bruder mutter vater sohn tochter chef eltern
    femme mari ami amie collègue voisin voisine sœur frère mère père fils fille patron parents
    esposa esposo marido amigo amiga colega vecino vecina hermana hermano madre padre hijo hija jefe padres
    irmã irmão mãe pai filho filha chefe vizinho vizinha pais
    moglie marito amico amica collega vicino vicina sorella fratello figlio figlia capo genitori
    vrouw man vriend vriendin collega buurman buurvrouw zus broer moeder vader zoon dochter baas ouders kinderen
    """.split()
)
#: "now", "instead": a statement of the present
NOW = frozenset(
    "now nowadays currently instead stattdessen invece jetzt inzwischen mittlerweile maintenant désormais ahora "
    "agora ora adesso сейчас теперь"
    .split()
) | frozenset(  # corrlex: the one-word "now" of every language of the lexicon
    f.lower() for f in lexicon.fragments("now", glued=False) if re.fullmatch(r"[^\W\d_]+", f)
) - {"nu"}  # nl sv da "nu" is Romanian "not"


# --- stages: a decision taken, a thing delivered, a case still open -----------------------------------------

#: word beginnings of a stage a case, an order or an application reaches (approved, granted, delivered,
#: refunded), or one it waits in (pending, under review, awaiting), in the languages the rules read; a
#: closed class, unlike the things that pass through it
_STAGE_WORDS = re.compile(
    r"^(?:approv|grant|accept|reject|declin|denied|refus|shipp|dispatch|deliver|complet|resolv|cancel|issued"
    r"|refund|credit|disburs|reimburs|paid\Z|processing\Z|processed\Z|expire|pending|await|waitlist|overdue|escalat"
    r"|submitt|review|authori[sz]|confirm|settled|merged\Z|mitigat|progress\Z|"
    r"draft\Z|sent\Z|booked\Z|monitoring\Z|investigating\Z|signed\Z|proposal\Z|discovery\Z|negotiat|exchanged\Z|"
    r"genehmig|bewillig|abgelehnt|zugestellt|geliefert|versand|ausstehend|bearbeitung|erledigt|storniert|"
    r"approuv|accordé|refusé|rejeté|livré|expédi|attente|annulé|validé|"
    r"aprobad|concedid|rechazad|denegad|entregad|enviad|pendiente|trámite|cancelad|resuelt|"
    r"aprovad|negad|entregue|pendente|análise|"
    r"approvat|concess|respint|consegnat|spedit|annullat|"
    r"goedgekeurd|afgewezen|bezorgd|verzonden|behandeling|geannuleerd|toegekend|"
    r"одобр|рассмотр|отказ|доставл|отправл|ожида|выдан|отмен|"
    r"zatwierdz|odrzuc|dostarcz|wysłan|oczekuj|rozpatr|"
    r"onayl|reddedil|teslim|iptal|"
    r"disetujui|ditolak|dikirim|diluluskan|menunggu|dibatalkan|"
    r"đã\Z|chờ|hủy|"
    r"εγκρ|απορρ|εκκρεμ|παραδόθ|στάλθ|ακυρ|"
    r"godkän|godkjen|godkend|avslag|avslått|avslog|leverer|levert|innvilg|bevilg|"
    r"hyväksyt|hylät|toimitet|käsittel|schválen|zamítnut|doručen|jóváhagy|elutasít|kézbesít|folyamatban|"
    r"aprobat|respins|livrat|procesare|așteptare|"
    r"aprubado|tinanggihan|naihatid|imeidhinishwa|imekataliwa|"
    r"אושר|נדחה|נמסר|ממתין|בטיפול|مرفوض|منظور|قيد|تمت|स्वीकृत|अस्वीकृत|लंबित|অনুমোদিত|বিবেচনাধীন|"
    r"duyệt|matkalla|lähetet|αποστολ|pendent|kargo|diproses|diterima|inasubiri|imepokelewa|imetumwa|"
    r"realizac|схвал|відхил|очіку|розгляд|vyřízen|vyřizuj|odeslán|روانہ|وصول|مسترد|"
    # corrfix24: the steps of an order, a return, a ticket or a job between the first and the last (logged, ordered,
    # in provisioning, waiting on a part, in transit, arrived, installed, picked up, closed), in the same languages
    r"waiting\Z|ordered\Z|logged\Z|posted\Z|provisioning|installed\Z|installation\Z|arrived|received\Z|repaired\Z|transit\Z|"
    r"reship|collected\Z|closed\Z|reopened\Z|picked\Z|pickup\Z|open\Z|activ(?:e|ated)\Z|entrega\Z|klaar\Z|"
    r"aguard|postad|chegou|chegad|recebid|fechad|instalad|"
    r"aspett|attes[ao]\Z|inviat|arrivat|ritirat|chius[ao]\Z|installat|"
    r"verstuurd|besteld|opgehaald|afgerond|geïnstalleerd|wacht\Z|wachten\Z|"
    r"передан|закрит|закрыт|завершен|виконан|выполнен|встановлен|установлен|"
    r"αναμον|υποβλ|ενέκρ|επιβεβαι|ολοκληρ|"
    r"skickad|skickat|bevilj|beställ|hämtat|installerad|"
    r"dibayar|lunas|selesai)",
    re.I,
)
#: the same in the scripts read one character at a time, and in scripts without spaces
_STAGE_TEXT = re.compile(
    "批准|通过|拒绝|驳回|签收|发货|送达|审核|审批|完成|处理中|退款|已退|到账|承認|却下|配達|発送|完了|審査|保留|済|"
    "승인|거절|반려|완료|배송 ?중|심사|처리 ?중|대기|อนุมัติ|ปฏิเสธ|จัดส่ง|รอดำเนินการ|รอการ|"
    "รอชำระ|ชำระเงินแล้ว|ยืนยันแล้ว|เรียบร้อย|โอนเงินคืน|נמסר|אושר|בייצור|מהייצור|הוגש|יצא מ|יצאה מ|הגיע"
)


@lru_cache(maxsize=8192)
def stages(text: str) -> frozenset[str]:
    """The stages ``text`` names (approved, pending, 완료 ...), as the beginnings that name them.

    >>> sorted(stages("Visa application: pending")), sorted(stages("Η άδεια διαμονής εγκρίθηκε."))
    (['pending'], ['εγκρ'])
    """
    words = (w for t in _TOKEN.findall(text) for w in t.split("-"))  # "Na-credit": "na", "credit"
    found = {m.group(0).lower() for w in words if (m := _STAGE_WORDS.match(w))}
    return frozenset(found | {m.replace(" ", "") for m in _STAGE_TEXT.findall(text)})
