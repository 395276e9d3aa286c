"""What two statements say about each other: pure, offline, precision first.

A new memory may hide an old one only on strong evidence (:func:`relation`):

* an **explicit correction or update** that targets the old value — it names it ("not X",
  "instead of X", "from X to Y", "replaced X with Y", "no longer X" ...) and the old memory holds
  it, or it says "now", "switched to", "moved to", "Correction:" and the old memory differs from
  it in just that slot — and is semantically close to the old memory;
* a **change of state** read clause by clause (:func:`find_changes`): a verb of a small lexicon
  in every language read here ("left", "quit", "sold", "pushed", "gekündigt", "quitté", "dejé",
  "saí", "trasferito" ...), its subject, object and "from" / "to" arguments; it hides the old
  memory when the old memory holds what ended, about the same person, and says nothing that
  outlasts it (an attitude, a past visit); one-off and temporary changes never hide one. A later
  clause that restates the old statement with another value under "now" or a retraction
  ("scratch that", "I misspoke") counts too;
* a **strict attribute statement**: the same subject and attribute slot with another value
  ("The project database is PostgreSQL" / "Our database is MySQL 8"). A speaker label
  ("Caroline: ..."), a "Note:" / "TODO:" prefix or a list marker is no subject, and a person's
  name is no attribute ("Joanna is lactose intolerant" states nothing about a slot).

A near-duplicate that changes a value (a number, version, name, place, language, time or a
negation: :func:`compare`) is no restatement: it is stored and flagged for review. Everything
else coexists. Several languages are understood (English, German, French, Spanish, Portuguese,
Italian, Chinese) for the markers; the rest is language-neutral (tokens, numbers, names).

>>> relation("Correction: the database is MySQL, not PostgreSQL", "The database is PostgreSQL", 0.8).kind
'supersede'
>>> relation("Caroline: Thanks, Mel!", "Caroline: I went to a support group.", 0.5).kind
'none'
>>> relation("The backend uses Django 5.1.", "The backend uses Django 4.2.", 0.94).kind
'flag'
>>> is_restatement("Prefers a dark theme", "Prefers dark theme")
True
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

import snowballstemmer  # type: ignore[import-untyped]

from zeusmem.rules import attributes, endings, revisions

# --- tokens -------------------------------------------------------------------------------------

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af"
#: combining vowel signs and marks of the Indic and Thai scripts, which ``\w`` does not take for word characters
_MARKS = "\u0300-\u036f\u0900-\u0963\u0966-\u0dff\u0e00-\u0e7f"
_WORD = rf"(?:[^\W_{_CJK}]|[{_MARKS}])"
_TOKEN = re.compile(rf"[{_CJK}]|{_WORD}+(?:(?:[.'’:/@+#-]|,(?=\d{{3}})){_WORD}+)*[+#]*", re.U)
_SENTENCE_END = re.compile(r"[.!?。！？;；]\s*$")

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
    """.split()
)

_NEGATION = frozenset(
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
    """.split()
)

_NUMBER_WORDS = frozenset(
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

#: times: the days, months and parts of the day of :data:`revisions.TIME_WORDS` (every language the rules
#: read), and abbreviations, relative days, units and seasons
_TIME_WORDS = revisions.TIME_WORDS | frozenset(
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
_UPDATE_WORDS = frozenset(
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


_STEMMER = snowballstemmer.stemmer("english")
_FOREIGN_STEMMERS = tuple(
    snowballstemmer.stemmer(lang) for lang in ("german", "french", "spanish", "portuguese", "italian", "russian")
)


@lru_cache(maxsize=8192)
def _stem(t: str) -> str:
    """The Snowball (English) stem; other languages' words mostly pass unchanged, which is enough
    for comparing two statements in the same language."""
    return t if not t.isalpha() or len(t) <= 3 else _STEMMER.stemWord(t)


@lru_cache(maxsize=8192)
def _stems(t: str) -> frozenset[str]:
    """The word's stems in every language read here ("Rauchen" and "rauche": "rauch"; "giocare" and
    "gioco": "gioc"; "Казани" and "Казань": "казан"), for asking whether an old statement holds a word
    that a change names."""
    if not t.isalpha() or len(t) <= 3:
        return frozenset({t})
    return frozenset({_stem(t), *(st.stemWord(t) for st in _FOREIGN_STEMMERS)})


def _is_value(text: str, norm: str, initial: bool) -> bool:
    """A number, version, time, date or a name (capitalised inside a sentence, or with inner
    capitals or digits anywhere: "iPhone", "GitHub", "S3")."""
    if any(c.isdigit() for c in norm):
        return True
    if norm in _STOP and not text[:1].isupper():
        return False  # "may" (the modal, not May), "one"
    if norm in _NUMBER_WORDS or norm in _TIME_WORDS:
        return True
    if norm in _STOP or norm in _NEGATION or norm in _UPDATE_WORDS:
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
            _stem(norm),
            norm in _STOP,
            norm in _NEGATION or norm.endswith("n't"),
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
        if out and _SENTENCE_GAP.search(text, pos, m.start()):
            initial = True
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


_SENTENCE_GAP = re.compile(r"[.!?。！？:;]\s*$")


# --- labels: speakers, notes, list items ---------------------------------------------------------

_LIST = re.compile(r"^\s*(?:[-*•·‣▪]|\d{1,3}[.)]|[a-z][.)])\s+")
_NOTE = re.compile(
    r"^\s*(?:note|notes|todo|to-do|fyi|reminder|remember|memo|nb|n\.b\.|ps|p\.s\.|notiz|hinweis|remarque|"
    r"rappel|nota|recordatorio|备注|提醒|注意)\s*[:：]\s*",
    re.I,
)
_CORRECTION_PREFIX = re.compile(
    r"^\s*(?:correction|corrected|update|updated|fix|erratum|korrektur|berichtigung|aktualisierung|"
    r"corrección|correção|correzione|更正|更正一下|纠正|更新)\s*[:：]\s*",
    re.I,
)
_SOFT_PREFIX = re.compile(
    r"^\s*(?:actually|in fact|eigentlich|en fait|en realidad|na verdade|实际上)\s*[,:，]\s*", re.I
)
#: a leading interjection ("Sorry, my sister is 27"): dropped, it marks nothing by itself
_INTERJECTION = re.compile(
    r"^\s*(?:sorry|oops|whoops|oh|ah|well|hmm|ok|okay|uh|um|désolée?|pardon|oups|perdón|perdona|lo siento|ups"
    r"|entschuldigung|desculpa|desculpe|scusa|scusami|抱歉|不好意思)\s*[,!.，！]\s*",
    re.I,
)
_SPEAKER = re.compile(
    r"^\s*(?P<label>[A-ZÀ-ÖØ-Þ][\w'’.-]{0,30}(?:\s+[A-ZÀ-ÖØ-Þ][\w'’.-]{0,30}){0,2})\s?[:：]\s+(?P<body>\S.*)$", re.S
)


@dataclass(frozen=True, slots=True)
class Parsed:
    """A memory's text split into its label and body. ``label`` is a speaker (or any capitalised
    "Name:" prefix), ``note`` a note/TODO/list prefix, ``correction`` an explicit "Correction:" /
    "Update:" prefix (``soft`` for "Actually,")."""

    label: str | None
    body: str
    note: bool = False
    correction: bool = False
    soft: bool = False


@lru_cache(maxsize=8192)
def parse(text: str) -> Parsed:
    body = text.strip()
    note = correction = soft = False
    label = None
    for _ in range(3):
        if m := _LIST.match(body):
            body, note = body[m.end() :], True
            continue
        if m := _NOTE.match(body):
            body, note = body[m.end() :], True
            continue
        if m := _CORRECTION_PREFIX.match(body):
            body, correction = body[m.end() :], True
            continue
        if m := _SOFT_PREFIX.match(body):
            body, soft = body[m.end() :], True
            continue
        if m := _INTERJECTION.match(body):
            body = body[m.end() :]
            continue
        if label is None and (m := _SPEAKER.match(body)):
            label, body = m.group("label").strip(), m.group("body")
            continue
        break
    return Parsed(label.lower() if label else None, body.strip(), note, correction, soft)


# --- explicit corrections -----------------------------------------------------------------------

# one character of a clause: no sentence or clause punctuation, except inside a number or a name
# ("3.10", "25,000", "staging.example.com")
_CLAUSE = r"(?:(?!\s[-–—]\s)[^,;.!?。，；！？\n–—]|[.,](?=[\w/]))"
_END = r"(?=[,;!?。，；！？]|\.(?!\w)|$)"
_NOT_IDIOM = r"(?!only\b|just\b|merely\b)"  # "not only X but also Y" corrects nothing
_SEP = r"(?:\s*[,;，；]\s*|\s+-\s+|\s+)"
# (pattern, kind): ``old`` names the replaced value, ``new`` the new one (either may be absent).
# kinds: "contrast" (not X but Y, Y instead of X), "change" (from X to Y, replaced X with Y),
# "cease" (no longer X, not X anymore) and "marker" (switched to Y, is now Y: no old value named)
Kind = Literal["contrast", "change", "cease", "marker"]
_CORRECTION_PATTERNS: list[tuple[re.Pattern[str], Kind]] = [
    (re.compile(p, re.I | re.U), kind)  # type: ignore[misc]
    for p, kind in [
        # not X anymore: a cease, even after a comma ("found a flat, not at my aunt's anymore")
        (rf"(?:\bnot|n't|\bnever)\s+(?P<old>{_CLAUSE}{{1,50}}?)\s+any\s?more\b", "cease"),
        # not X, (but|it is|rather) Y  /  not X but Y  /  Not X, Y
        (rf"(?:^|[\s,:;])not\s+{_NOT_IDIOM}(?P<old>{_CLAUSE}{{1,60}}?)(?:\s*[,;，]\s*|\s+)"
         rf"(?:but\s+|it'?s\s+|it\s+is\s+|rather\s+|instead\s+|the\s+\w+\s+is\s+)(?P<new>{_CLAUSE}{{1,60}})",
         "contrast"),
        (rf"^(?:the\s+)?not\s+{_NOT_IDIOM}(?P<old>{_CLAUSE}{{1,60}}?)\s*[,;，]\s*(?P<new>{_CLAUSE}{{1,60}})",
         "contrast"),
        # Y, not X  /  Y rather than X  /  Y instead of X  /  instead of X, Y
        (rf"(?P<new>{_CLAUSE}{{1,80}}?)\s*,\s*(?:and\s+)?not\s+(?P<old>{_CLAUSE}{{1,60}})(?:[,;.!?]|\s[-–—]\s|$)",
         "contrast"),
        (rf"(?P<new>{_CLAUSE}{{1,80}}?)\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?P<old>{_CLAUSE}{{1,60}})",
         "contrast"),
        (rf"(?:instead\s+of|rather\s+than)\s+(?P<old>{_CLAUSE}{{1,60}}?)\s*,\s*(?P<new>{_CLAUSE}{{1,80}})", "contrast"),
        # from X to Y ("moved the standup from 9 to 10", "went from 40 to 25")
        (rf"(?:\b(?:moved|changed|switched|upgraded|downgraded|migrated|moving|changing|switching|shifted|"
         rf"updated|increased|decreased|raised|lowered|reduced|rescheduled|transitioned|converted|renamed)"
         rf"(?:\s+[\w'’-]+){{0,3}}|\b(?:went|dropped|rose|grew|jumped|fell))\s+from\s+(?P<old>{_CLAUSE}{{1,40}}?)\s+"
         rf"(?:to|into)\s+(?P<new>{_CLAUSE}{{1,50}})", "change"),
        # replaced X with/by Y, swapped X for Y, X was replaced by Y
        (rf"(?:replaced|replace|replacing|swapped|swap|exchanged|traded)\s+(?P<old>{_CLAUSE}{{1,50}}?)\s+"
         rf"(?:with|by|for)\s+(?P<new>{_CLAUSE}{{1,60}})", "change"),
        (rf"(?P<old>{_CLAUSE}{{1,50}}?)\s+(?:was|were|has\s+been|have\s+been|got|is\s+being)\s+replaced\s+"
         rf"(?:by|with)\s+(?P<new>{_CLAUSE}{{1,60}})", "change"),
        # no longer X / not X anymore
        (rf"\bno\s+longer\s+(?P<old>{_CLAUSE}{{1,60}})", "cease"),
        (rf"(?:\bnot|n't|\bnever)\s+(?P<old>{_CLAUSE}{{1,50}}?)\s+any\s?more\b", "cease"),
        # switched / moved / changed / upgraded / migrated to Y (no old value named), is now Y
        (rf"\b(?:switched|moved|changed|migrated|upgraded|downgraded|transitioned|converted|went\s+over|"
         rf"has\s+become|have\s+become|became)\s+(?:over\s+)?(?:to|into)\s+(?P<new>{_CLAUSE}{{1,60}})", "marker"),
        (rf"\b(?:is|are|was|were)\s+now\s+(?P<new>{_CLAUSE}{{1,60}})", "marker"),
        (rf"\bnow\s+(?:is|are|uses?|runs?|lives?|works?|prefers?|has|have|at|on|in)\b\s*(?P<new>{_CLAUSE}{{0,60}})",
         "marker"),
        # German
        (rf"\bnicht\s+mehr\s+(?P<old>{_CLAUSE}{{1,60}}?)(?:\s*[,;]\s*sondern\s+(?P<new>{_CLAUSE}{{1,60}})|"
         rf"{_END})", "cease"),
        (rf"\bnicht\s+(?P<old>{_CLAUSE}{{1,50}}?)\s*,?\s*sondern\s+(?P<new>{_CLAUSE}{{1,60}})", "contrast"),
        (rf"\b(?:statt|anstatt|anstelle\s+von)\s+(?P<old>{_CLAUSE}{{1,50}}?){_END}", "contrast"),
        (rf"\bvon\s+(?P<old>{_CLAUSE}{{1,40}}?)\s+(?:auf|zu|nach)\s+(?P<new>{_CLAUSE}{{1,40}}?)\s+"
         rf"(?:verschoben|geändert|gewechselt|umgestellt|umgezogen|erhöht|gesenkt|aktualisiert)", "change"),
        # French
        (rf"\bn['’]?\s*\w+\s+plus\s+(?P<old>{_CLAUSE}{{1,60}})", "cease"),
        (rf"\bau\s+lieu\s+d[e'’]\s*(?P<old>{_CLAUSE}{{1,50}}?){_END}", "contrast"),
        (rf"\bpas\s+(?P<old>{_CLAUSE}{{1,50}}?)\s*,?\s*mais\s+(?P<new>{_CLAUSE}{{1,60}})", "contrast"),
        # Spanish / Portuguese / Italian
        (rf"\bya\s+no\s+(?P<old>{_CLAUSE}{{1,60}})", "cease"),
        # Russian: "больше не X", "уже не X"
        (rf"(?:больше|уже)\s+не\s+(?P<old>{_CLAUSE}{{1,60}})", "cease"),
        (rf"\ben\s+(?:lugar|vez)\s+de\s+(?P<old>{_CLAUSE}{{1,50}}?){_END}", "contrast"),
        (rf"\bno\s+(?P<old>{_CLAUSE}{{1,50}}?)\s*,?\s*sino\s+(?P<new>{_CLAUSE}{{1,60}})", "contrast"),
        (rf"\bnão\s+(?P<old>{_CLAUSE}{{1,50}}?)\s+mais\b", "cease"),
        (rf"\bem\s+vez\s+de\s+(?P<old>{_CLAUSE}{{1,50}}?){_END}", "contrast"),
        (rf"\bnon\s+(?P<old>{_CLAUSE}{{1,50}}?)\s+più\b", "cease"),
        (rf"\binvece\s+di\s+(?P<old>{_CLAUSE}{{1,50}}?){_END}", "contrast"),
        # Chinese
        (r"不是(?P<old>[^，,。；;！？]{1,30})[，,]\s*(?:而)?是(?P<new>[^，,。；;！？]{1,30})", "contrast"),
        (r"从(?P<old>[^，,。；;！？]{1,20}?)(?:改|换|变|调|搬|迁|推迟|延期|提前|挪|移|转)(?:到|成|为|至)"
         r"(?P<new>[^，,。；;！？]{1,30})", "change"),
        (r"从(?P<old>[^，,。；;！？]{1,20}?)(?:离职|辞职|退出|离开)", "cease"),
        (r"(?:离开|辞去|退出)了?(?P<old>[^，,。；;！？]{1,20})", "cease"),
        (r"(?P<new>[^，,。；;！？]{1,30})[，,]\s*(?:而)?不是(?P<old>[^，,。；;！？]{1,30})", "contrast"),
        (r"不再(?P<old>[^，,。；;！？]{1,30})", "cease"),
        (r"(?:改|换|变|推迟|提前)(?:成|为|到)(?P<new>[^，,。；;！？]{1,30})", "marker"),
    ]
]


#: a word every correction pattern needs (a cheap test before trying them all)
_TRIGGERS = re.compile(
    r"\b(?:not|n't|never|no|instead|rather|place|from|replac\w*|swap\w*|exchanged|traded|switched|moved|changed|"
    r"migrated|upgraded|downgraded|transitioned|converted|went|became|become|now|nicht|statt|anstatt|anstelle|von|"
    r"plus|lieu|pas|ya|lugar|vez|sino|não|em|non|invece|больше|уже)\b|n['’]|不是|从|不再|改|换|变|离开|辞去|退出",
    re.I,
)
_VALUE_AFTER = re.compile(r"\b(?:is|are|was|were|ist|sind|est|sont|es|son|é|è|是)\s+", re.I)


@dataclass(frozen=True, slots=True)
class Correction:
    """An explicit correction or update: ``old`` (the content words of the value it replaces, when
    named), ``new`` (of the new value), their value words (numbers, names, times), the ``kind``."""

    kind: Kind
    old: tuple[str, ...] = ()
    new: tuple[str, ...] = ()
    old_values: tuple[str, ...] = ()
    new_values: tuple[str, ...] = ()

    @property
    def targeted(self) -> bool:
        return bool(self.old)


#: verbs that carry no value of their own at the head of a phrase ("not doing DoorDash anymore")
_LIGHT_VERBS = frozenset(
    "do doing does did go going goes get getting gets use using uses having machen mache faire fais hacer hago "
    "fazer faço fare faccio".split()
)


def _phrase(body: str, span: tuple[int, int] | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(content words, value words) of ``body[span]``; capitals judged in the sentence's context."""
    if span is None or span[0] < 0:
        return (), ()
    before = [t for t in tokens(body[: span[0]]) if t.content and t.norm not in _UPDATE_WORDS]
    toks = [t for t in tokens(body[: span[1]]) if t.content and t.norm not in _UPDATE_WORDS][len(before) :][:8]
    if len(toks) > 1 and toks[0].norm in _LIGHT_VERBS:
        toks = toks[1:]
    return tuple(t.norm for t in toks), tuple(t.norm for t in toks if t.value)


@lru_cache(maxsize=8192)
def find_correction(text: str) -> Correction | None:
    """The explicit correction or update ``text`` makes, or None.

    >>> find_correction("We replaced Memcached with Redis for sessions").old
    ('memcached',)
    >>> find_correction("Not sure what to do") is None
    True
    """
    p = parse(text)
    best: Correction | None = None
    if not _TRIGGERS.search(p.body):
        return Correction("marker") if (p.correction or p.soft) else None
    for pattern, kind in _CORRECTION_PATTERNS:
        m = pattern.search(p.body)
        if not m:
            continue
        groups = m.groupdict()
        old, old_v = _phrase(p.body, m.span("old") if groups.get("old") else None)
        span = m.span("new") if groups.get("new") else None
        if span is not None and (cop := list(_VALUE_AFTER.finditer(p.body, span[0], span[1]))):
            span = (cop[-1].end(), span[1])  # "the staging URL is X": the new value is X
        new, new_v = _phrase(p.body, span)
        if kind != "marker" and not old:
            continue
        c = Correction(kind, old, new, old_v, new_v)
        if c.targeted:
            return c
        best = best or c
    if best is None and (p.correction or p.soft):
        return Correction("marker")
    return best


# --- changes of state: clauses, their subject, verb and arguments ----------------------------------
#
# "left X and now works at Y", "got pushed from A to B", "sold the Honda", "Saí da Petrobras", "bei
# Siemens gekündigt": a clause-level view instead of one more sentence pattern. The new memory is
# split into clauses; in each, a verb of a small lexicon (inflected forms, every language read here)
# is found, and around it the clause's subject (the words before it), its object (the noun phrase
# after it, or before it when the verb ends the clause) and its "from" / "to" arguments. What the
# old memory must hold for a change to hide it is decided in :func:`_change_targets`.

#: verbs that end a state: their object (or "from" argument) is the value that stops being true
_CEASE_VERBS = frozenset(
    """
    left leave leaves leaving quit quits quitting lost lose loses losing dropped drop drops dropping cut
    sold stopped stop stops stopping resigned resign retired closed ditched ditch
    abandoned cancelled canceled gave give gives giving stepped broke called pulled backed withdrew withdrawn
    scrapped scrap scraps axed shelved killed ripped tore rolled reversed removed dumped deprecated
    gekündigt kündigte verlassen verließ aufgehört aufgegeben verkauft verkaufte abgesagt ausgestiegen
    quitté quitte quitter abandonné arrêté vendu lâché démissionné annulé annulée
    dejé dejó dejado dejamos renuncié renunció abandoné vendí vendió salí salió cancelé canceló cancelado
    saí saiu deixei deixou larguei vendi vendeu abandonei parei cancelei cancelou desisti
    lasciato lasciata lasciai mollato venduto smesso abbandonato annullato annullata disdetto ritirato
    уволился уволилась ушёл ушел ушла ушли бросил бросила бросили продал продала продали перестал перестала
    отменили отменил отменила
    abandonamos abandonaron dejaron cancelamos saímos deixamos abandonamos cancelamos
    weggegaan vertrokken gestopt verkocht opgezegd geannuleerd
    """.split()
)
#: verbs that move a value: "from" X "to" Y; with "to" only, the slot of the moved thing changes
_SHIFT_VERBS = frozenset(
    """
    moved move moves moving pushed push postponed postpone delayed rescheduled reschedule shifted
    switched switch changed change transferred transfer relocated bumped upgraded migrated swapped
    brought slipped slid
    verschoben verlegt gewechselt umgezogen umgestellt geändert
    déplacé déplacée déplacés déplacées passé passée passés passées changé changée reporté reportée
    décalé décalée déménagé transféré transférée
    cambió cambié cambiado cambiada pasé pasó movido movida movió trasladé trasladó mudé mudó pospuso
    aplazado aplazada
    mudei mudou passei passou troquei trocou transferi adiado adiada adiou
    trasferito trasferita passato passata spostato spostata cambiato cambiata rinviato rinviata
    переехал переехала переехали перенесли перенесла перенёс перенес поменял поменяла сменил сменила
    cambiamos cambiaron pasamos pasaron movimos movieron mudamos mudaron trasladamos trasladaron aplazaron pospusieron
    mudamos mudaram passamos passaram trocamos trocaram adiaram adiamos transferimos
    spostati spostate spostiamo
    overgestapt overgeschakeld verhuisd verplaatst gewisseld veranderd verschoven
    """.split()
)
#: cease verbs that need their particle ("gave up X", not "gave me the idea"; "stepped down from X")
_NEEDS_PARTICLE = {
    "gave": ("up",), "give": ("up",), "gives": ("up",), "giving": ("up",), "stepped": ("down",), "cut": ("out",),
    "broke": ("up", "off"), "called": ("off",), "pulled": ("out",), "backed": ("out",), "ripped": ("out",),
    "tore": ("out",), "rolled": ("back",),
}
#: verbs whose *subject* stops being ("My Kindle broke", "Bailey died", "the trip fell through", "the
#: company went under", "Bello ist gestorben"), with the particle some need; they end the clause (or a
#: preposition, an adverb or a time follows): "broke the news" is no end
_ENDS_SUBJECT = {
    "died": (), "dies": (), "passed": ("away", "on"), "broke": (), "ended": (), "folded": (), "closed": ("down", ""),
    "went": ("under", "bust", "bankrupt"), "fell": ("through", "apart"), "shut": ("down",),
    "gestorben": (), "verstorben": (), "pleite": (), "geschlossen": (), "kaputt": (),
    "mort": (), "morte": (), "décédé": (), "décédée": (), "fermé": (), "fermée": (), "cassé": (), "cassée": (),
    "murió": (), "falleció": (), "cerró": (), "rompió": (),
    "morreu": (), "faleceu": (), "fechou": (), "quebrou": (),
    "morto": (), "morta": (), "mancato": (), "mancata": (), "chiuso": (), "chiusa": (), "rotto": (), "rotta": (),
}
#: "closed" is also what a shop does every evening: only with nothing after it (or "down") and no time
_CLOSES = frozenset("closed shut geschlossen fermé fermée cerró fechou chiuso chiusa".split())
#: a habit, not an event ("hat montags geschlossen", "closes every Sunday")
_HABITUAL = frozenset("every each jeden jede jedes chaque cada ogni todos todas tous toutes".split())
#: "is over", "is off", "got cancelled": a copula or "got" before these ends the subject as well
_ENDED_STATES = frozenset(
    "over off cancelled canceled done finished abgesagt annulé annulée cancelado cancelada scrapped axed shelved "
    "killed dropped gone removed reversed abgeschafft gestrichen supprimé supprimée abandonné abandonnée eliminado "
    "eliminada cancellato cancellata".split()
)
#: after a state that ended ("is off", "is done", "is over"): the subject goes on to something, it did not end
_ONWARD = frozenset("to with at for on in into onto".split())
_COPULAS = frozenset("is was are were got been 's ist war sind est était es fue está foi é è".split())
#: relationships that end: what ends is the other person, named anywhere in the text
_BREAK_UP = {"broke": ("up",), "split": ("up",), "divorced": (), "separated": (), "getrennt": (), "séparés": (),
             "separamos": (), "separados": (), "lasciati": ()}
#: a job that ends: "got fired", "was laid off", "got let go", "out of a job", or a cease verb whose
#: object is a position ("lost his banking job"); it ends a statement of where or as what one works
_FIRED = {"fired": (), "sacked": (), "laid": ("off",), "let": ("go",), "redundant": (), "entlassen": (),
          "gekündigt": (), "licencié": (), "licenciée": (), "despedido": (), "despedida": (), "demitido": (),
          "demitida": (), "licenziato": (), "licenziata": ()}
_WORK = frozenset(
    "work works working employed job jobs arbeite arbeitet arbeiten travaille travaillent trabajo trabaja "
    "trabajamos trabalho trabalha lavoro lavora работаю работает работаем".split()
)
#: what a move of home ends: a present statement of where one lives
_LIVE = frozenset(
    "live lives living reside resides stay stays staying rent rents wohne wohnen wohnt habite habitons habitent "
    "vis vivons vivo vive vivimos viven moro mora moramos abito abita abitiamo живу живёт живет живём живем живут"
    .split()
)
_RELOCATE = frozenset(
    "moved relocated umgezogen déménagé déménagée mudé mudó mudamos mudei mudou mudámos trasferito trasferita "
    "trasferiti переехал переехала переехали".split()
)
#: words of a time that are no part of what moved ("last month", "letzten Monat")
_DEICTIC = frozenset(
    "last this next letzten letzte letztes nächsten nächste dernier dernière prochain prochaine pasado pasada "
    "próximo próxima passado passada scorso scorsa prossimo prossima".split()
)

#: objects that name no value ("changed the way I work", "can't stop thinking about it")
_GENERIC = frozenset("way ways thing things stuff lot bit mind life it all".split())
#: the shift verbs that also end the state of their object with no "from" or "to" ("changed dentists")
_REPLACE_VERBS = frozenset(
    "switched switch changed change swapped gewechselt changé cambié cambió troquei trocou cambiato".split()
)
_LEAVE = frozenset("left leave leaves leaving".split())
_PUT_AT = frozenset("at on with behind by".split())
#: English cease verbs that also take two objects ("left him a note")
_DITRANSITIVE = frozenset("left leave leaves leaving gave give gives giving sold sell sells".split())
#: predicates of an attitude or a past experience: what they say outlasts a change of the thing
#: ("I love Paris" / "I left Paris", "I visited Rome" / "I left Rome for Florence")
_ATTITUDE = frozenset(
    """
    love loves loved like likes liked enjoy enjoys enjoyed adore adores hate hates miss misses admire admires
    visited went saw met attended toured traveled travelled stayed spent
    liebe lieben mag mögen genieße besuchte aime aimons adore adorons visité encanta encantan gusta gustan amo
    adoro visité gosto adoro visitei piace piacciono adoro visitato
    """.split()
)
#: particles and prepositions between a verb and its object ("gave up X", "stepped down from X")
_PARTICLES = frozenset(
    "up down away rid out off of from with back forward bei de da do du des dal dalla del von vom di".split()
)
_FROM = frozenset("from off out von vom de du des del da do dal dalla dallo dai dagli van из от с со".split())
#: "a" is a "to" only after a "from" ("da Milano a Torino"; in English it is an article)
_TO = frozenset("to into onto auf zu zum zur nach à au aux al ao aos para pra alla allo naar в во на".split())
_TO_AFTER_FROM = _TO | {"a"}
#: a "from" with no "to" ends a state after these only ("moved out of Denver", "stepped down from")
_FROM_ALONE = frozenset("from off out von vom".split())
#: an object ends at these (a place, a time or the next clause begins)
_OBJECT_END = frozenset(
    """
    at on in to for with since because after before during last this next yesterday tomorrow ago
    as where when while
    auf bei im in nach seit für mit à au aux en chez pour avec depuis dans sur en con para por desde
    em no na nos nas com para por desde a al in nel nella con per da su dopo prima
    в во на с у для после до через
    """.split()
)
#: nouns that name a position rather than its value ("my job as a banker", "my job at Door Dash")
_LIGHT = frozenset(
    "job jobs position role post gig place work stelle arbeit poste travail emploi trabajo puesto "
    "emprego lavoro posto membership subscription account plan mitgliedschaft abo abonnement "
    "suscripción assinatura abbonamento".split()
)
#: a leave that lasts an afternoon is no change of state ("left the office early today")
_OCCASION = frozenset(
    "today tonight early earlier late heute früh aujourd'hui tôt hoy temprano hoje cedo oggi presto".split()
)
#: ... nor one that lasts a while ("for this week only", "for the summer"), nor last night's
_TEMPORARY = re.compile(
    r"\b(?:for (?:a|the|this) (?:bit|while|moment|week|weekend|month|summer|winter|holidays?|day)|temporarily|"
    r"for now|only (?:this|for) |this (?:week|weekend|time) only|until|"
    r"(?:today|tomorrow|tonight) only|only (?:today|tomorrow|tonight)|tomorrow's|today's|tonight's|next week's|"
    r"vorübergehend|bis|pour l'instant|"
    r"temporairement|jusqu'|por ahora|temporalmente|hasta|por enquanto|até|per ora|temporaneamente|fino a)\b",
    re.I,
)
_DAYPART = re.compile(
    r"\b(?:last night|this (?:morning|afternoon|evening)|yesterday (?:morning|afternoon|evening)|hier soir|"
    r"ce matin|gestern abend|heute (?:morgen|abend)|anoche|esta mañana|ontem à noite|hoje de manhã|ieri sera|"
    r"stamattina|stasera)\b",
    re.I,
)
_AUX = frozenset(
    """
    got get gets just finally already recently also eventually officially have has had was were been is
    are be habe hast hat haben hatte sind bin ist wurde wurden worden gestern
    ai as a avons avez ont suis est sommes été se s'est me m'a
    he ha hemos han fue fueron se me
    tenho tem foi fui me
    ho hai abbiamo hanno sono è sei stato stata mi si
    """.split()
)
_FIRST_PERSON = frozenset("i we me us ich wir je j' nous yo nosotros eu nós io noi ik wij я мы 我 我们".split())
#: nouns for people: a clause about one of them is not about the speaker ("my colleague moved")
_PEOPLE = frozenset(
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
_PAST = frozenset("was were used war waren était étaient era eran foi eram erano".split())
_NOW = frozenset(
    "now nowadays currently instead stattdessen invece jetzt inzwischen mittlerweile maintenant désormais ahora "
    "agora ora adesso сейчас теперь"
    .split()
)
_CLAUSE_SPLIT = re.compile(
    r"\s*(?:[;；，。!?！？：]|:(?=\s)|(?<!\d)\.(?=\s|$)|,(?=\s))\s*|\s+[-–—]\s+|\s+(?:and|but|so|then|und|aber|dann|et|mais|puis|y|"
    r"pero|e|mas|ma|poi)\s+",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Change:
    """A change of state one clause states: ``kind`` "cease" (``old`` stops being true), "replace"
    (``old`` names the attribute that now has another value: "changed dentists"), "shift"
    (``old`` -> ``new``) or "move" (the slot of ``thing`` now holds ``new``); ``subject``: who or
    what the clause is about when it names someone (names, "my colleague"; ``first_person`` for I/we)."""

    kind: Literal["cease", "replace", "shift", "move"]
    old: tuple[str, ...] = ()
    new: tuple[str, ...] = ()
    thing: tuple[str, ...] = ()
    subject: tuple[str, ...] = ()
    first_person: bool = False
    occasion: bool = False
    new_values: tuple[str, ...] = ()  # the words of ``new`` that are numbers, names, times
    job: bool = False  # a job ended (a "cease" of where or as what the subject works)
    home: bool = False  # a move of home ("move" with no thing: where the subject lives)
    gone: bool = False  # the subject itself ended ("the Pixel died"): every statement about it ends


def clauses(text: str) -> list[tuple[Token, ...]]:
    """The tokens of each clause of ``text`` (its label or note prefix dropped); capitals are judged
    in the sentence (a clause's first word is no sentence start unless the text's first)."""
    body = parse(text).body
    out: list[tuple[Token, ...]] = []
    for i, part in enumerate(p for p in _CLAUSE_SPLIT.split(body) if p and p.strip()):
        toks = tokens(part) if i == 0 else tokens("x " + part)[1:]
        if toks:
            out.append(toks)
    return out


def _words(toks: Sequence[Token]) -> tuple[str, ...]:
    """Content words (and values that look like function words: "May")."""
    return tuple(
        t.norm for t in toks
        if (t.content or (t.value and not t.negation)) and t.norm not in _UPDATE_WORDS and t.norm not in _AUX
    )[:8]


def _object(toks: Sequence[Token], start: int) -> tuple[Token, ...]:
    """The noun phrase from ``start``: up to a preposition or a time word, continued past it when all
    it has is a position ("my job as a banker")."""
    out: list[Token] = []
    i = start
    while i < len(toks) and len(out) < 6:
        t = toks[i]
        if not out and (t.norm in ("next", "this", "last") or (t.stop and t.norm not in _OBJECT_END)):
            out.append(t)  # "to next Monday", "to an iPhone 15"
            i += 1
            continue
        if t.norm in _OBJECT_END or t.norm in _NOW or t.norm in _SHIFT_VERBS or t.norm in _CEASE_VERBS:
            if out and all(u.stop or u.norm in _LIGHT for u in out) and t.norm not in _NOW:
                out.append(t)  # "my job [as] a banker": a position is no value; its value follows
                i += 1
                continue
            break
        out.append(t)
        i += 1
    return tuple(out)


def _is_time(word: str) -> bool:
    return word in _TIME_WORDS or (word.endswith("s") and word[:-1] in _TIME_WORDS)


def _first_person(t: Token) -> bool:
    """I, we, j'ai, I've, we're ..."""
    return t.norm in _FIRST_PERSON or t.norm.startswith("j'") or t.norm.split("'")[0] in _FIRST_PERSON


#: adverbs that say how, not what ("cut out energy drinks completely", "ist leider gestorben")
_ADVERBS = frozenset(
    """completely entirely totally finally really fully altogether peacefully suddenly sadly unfortunately
    leider endlich völlig ganz complètement totalement finalement malheureusement completamente totalmente
    finalmente lamentablemente infelizmente purtroppo""".split()
)


def _value_words(toks: Sequence[Token]) -> tuple[str, ...]:
    return tuple(
        w for w in _words(toks)
        if w not in _LIGHT and w not in _PARTICLES and w not in _FROM and w not in _GENERIC and w not in _ADVERBS
    )


@lru_cache(maxsize=8192)
def find_changes(text: str) -> tuple[Change, ...]:
    """The changes of state ``text``'s clauses state.

    >>> [c.old for c in find_changes("I left Deloitte and now work at KPMG.")]
    [('deloitte',)]
    >>> [(c.old, c.new) for c in find_changes("The party got pushed from June 5 to June 12.")]
    [(('june', '5'), ('june', '12'))]
    """
    if not isinstance(text, str) or len(text) > 2000:
        return ()
    out: list[Change] = []
    prev: list[Token] = []  # the last clause's subject: "My parents sold the house and [they] moved"
    for toks in clauses(text):
        if not any(t.negation and not t.value for t in toks):
            out += _ends_of(toks, text, prev)
        verb = next(
            (
                i for i, t in enumerate(toks)
                if t.norm in _SHIFT_VERBS or (
                    t.norm in _CEASE_VERBS
                    and (t.norm not in _NEEDS_PARTICLE
                         or bool(set(_NEEDS_PARTICLE[t.norm]) & {u.norm for u in toks[i + 1 : i + 3]}))
                )
            ),
            None,
        )
        if verb is None or any(t.negation and not t.value for t in toks):
            continue  # no such verb, or "don't stop dreaming", "I'm not gonna give up"
        if toks[verb].norm in _STOP_BY and verb + 1 < len(toks) and toks[verb + 1].norm in _VISIT:
            continue  # "stopped by the bakery", "stopped at the shop": a visit, nothing ended
        if endings.planned(" ".join(t.text for t in toks[: verb + 1]).lower()):
            continue  # "thinking about quitting the bakery", "my doctor wants me to quit smoking"
        if toks[verb].norm.endswith("ing") and not [t for t in toks[:verb] if not t.stop]:
            continue  # "Losing my job was hard": the change is the topic, not the news
        rest = toks[verb + 1 :]
        final = not [t for t in rest if t.content and t.norm not in _AUX]  # the verb ends the clause
        if final:  # "Ich habe bei Siemens gekündigt": the subject is what precedes the auxiliary
            aux = next((i for i, t in enumerate(toks[:verb]) if t.norm in _AUX or t.norm in _FROM), verb)
            subj = list(toks[: max(aux, 1)])
        else:
            subj = [t for t in toks[:verb] if t.norm not in _AUX] or prev
        prev = subj
        first, subject = _subject_of(subj)
        said = " ".join(t.text for t in toks)
        occasion = any(t.norm in _OCCASION for t in toks) or bool(_TEMPORARY.search(said) or _DAYPART.search(said))
        start = len(subj) if final else verb + 1
        fr = next((i for i in range(start, len(toks)) if toks[i].norm in _FROM), None)
        to = next((i for i in range(fr + 1 if fr is not None else start, len(toks))
                   if toks[i].norm in (_TO_AFTER_FROM if fr is not None else _TO)), None)
        if final and to is not None and to > verb:
            to = None
        is_shift = toks[verb].norm in _SHIFT_VERBS
        if fr is not None and (to is not None or toks[fr].norm in _FROM_ALONE) and (
            is_shift or toks[fr].norm in _FROM_ALONE
        ):
            old = _value_words([t for t in toks[fr + 1 : to if to is not None else len(toks)] if t.norm not in _FROM])
            if to is None:
                new: tuple[str, ...] = ()
            else:
                new = _value_words(toks[to + 1 : verb] if final else _object(toks, to + 1))
            if old:
                out.append(Change("shift" if new else "cease", old, new, (), subject, first, occasion))
                continue
        if is_shift and to is not None:
            about = tuple(w for w in _value_words(subj) if w not in _FIRST_PERSON and "'" not in w)
            thing = tuple(w for w in about + _value_words(toks[start:to]) if not _is_time(w) and w not in _DEICTIC)
            obj_toks = toks[to + 1 : verb] if final else _object(toks, to + 1)
            new = _value_words(obj_toks)
            values = tuple(t.norm for t in obj_toks if t.value and t.norm in new)
            if new and thing:
                out.append(Change("move", (), new, thing, subject, first, occasion, values))
            elif new and values and toks[verb].norm in _RELOCATE:  # "Wir sind nach Bonn umgezogen": a new home
                out.append(Change("move", (), new, (), subject, first, occasion, values, home=True))
            continue
        if toks[verb].norm in _CEASE_VERBS or (toks[verb].norm in _REPLACE_VERBS and not final):
            if final:  # "bei Siemens gekündigt": the object precedes the verb
                obj = [t for t in toks[start:verb] if t.content]
                obj = [t for t in obj if t.value] or obj
            else:
                j = verb + 1
                while j < len(toks) and (toks[j].norm in _PARTICLES or toks[j].norm in _AUX):
                    j += 1
                obj = list(_object(toks, j))
                after = j + len(obj)
                if toks[verb].norm in _DITRANSITIVE and after + 1 < len(toks) and toks[after].norm in ("a", "an"):
                    continue  # "left Google a review", "gave my sister a call": no state ends
                if toks[verb].norm in _LEAVE and after < len(toks) and toks[after].norm in _PUT_AT and any(
                    t.norm in _MY for t in obj
                ) and not any(t.norm in _LIGHT or t.norm in _JOB_WORDS for t in obj):
                    continue  # "I left my Civic at the mechanic": put somewhere, not ended
            cut = next((k for k, t in enumerate(obj) if _is_time(t.norm) or t.norm == "ago"
                        or (t.norm in _NUMBER_WORDS | {"a", "few", "several"} and k + 1 < len(obj)
                            and _is_time(obj[k + 1].norm))), len(obj))
            old = _value_words(obj[:cut])  # "quit smoking [two months ago]"
            if old:
                kind: Literal["cease", "replace"] = "replace" if toks[verb].norm in _REPLACE_VERBS else "cease"
                out.append(Change(kind, old, (), (), subject, first, occasion))
            if toks[verb].norm in _CEASE_VERBS and any(t.norm in _JOB_WORDS for t in obj):  # "lost his banking job"
                out.append(Change("cease", ("job",), (), (), subject, first, occasion, job=True))
    return tuple(out)


#: "stop by / at / in / off / over": to visit
_STOP_BY = frozenset("stop stops stopped stopping".split())
_VISIT = frozenset("by at in off over into".split())
_SAY = frozenset("say said says saying bid".split())
_JOB_WORDS = frozenset("job jobs position gig stelle arbeit poste emploi trabajo puesto emprego lavoro posto".split())
#: after a verb that ends its subject: nothing, or what cannot start an object ("died peacefully",
#: "passed away in the spring"; not "broke his arm")
_AFTER_END = frozenset(
    "again too already yesterday today recently suddenly leider finalement hier ayer ontem ieri".split()
)


def _subject_of(subj: Sequence[Token]) -> tuple[bool, tuple[str, ...]]:
    """(first person, the names or people) of a clause's subject; a leading time or preposition ("After
    the injury I ...", "Last week Tom ...") is no part of it."""
    return any(_first_person(t) for t in subj), tuple(
        t.norm for t in subj
        if not _first_person(t) and t.norm not in _OBJECT_END and t.norm not in _DEICTIC and not _is_time(t.norm)
        and (t.norm in _PEOPLE or (t.text[:1].isupper() and not t.stop) or (t.value and not t.stop))
    )


def _particle_ok(toks: Sequence[Token], i: int, table: dict[str, tuple[str, ...]]) -> int:
    """How many tokens the verb at ``i`` takes with its particle (0: not this verb)."""
    parts = table.get(toks[i].norm)
    if parts is None:
        return 0
    if not parts:
        return 1
    if i + 1 < len(toks) and toks[i + 1].norm in parts:
        return 2
    return 1 if "" in parts else 0  # "" : the particle may be left out


def _exhortation(t: Token) -> bool:
    """"Let's" ("let's go for it"): a proposal, not "let go" from a job."""
    return t.text.lower().replace("’", "'") in ("let's", "lets")


def _ends_of(toks: Sequence[Token], text: str, prev: Sequence[Token]) -> list[Change]:
    """What a clause says has ended with no object to name it: its subject ("My Kindle broke", "the trip
    is off"), a relationship ("Chris and I broke up": the person named), a job ("got laid off")."""
    out: list[Change] = []
    for i, t in enumerate(toks):
        if t.norm in ("goodbye", "farewell") and i and toks[i - 1].norm in _SAY and i + 1 < len(toks) and (
            toks[i + 1].norm == "to"
        ):  # "we had to say goodbye to Bailey"
            gone = _value_words(_object(toks, i + 2))
            if gone:
                return [Change("cease", gone, gone=True)]
        n = _particle_ok(toks, i, _BREAK_UP)
        if n and any(u.norm in _PEOPLE for u in toks[:i]) and not any(_first_person(u) for u in toks[:i]):
            n = 0  # "Chloe's parents broke up": the parents' relationship, not the speaker's with Chloe
        if n:
            names = tuple(u.norm for u in tokens(parse(text).body)
                          if u.text[:1].isupper() and not u.stop and not _first_person(u) and u.norm.isalpha())
            if names:
                return [Change("cease", names[:3], (), (), (), True)]
        n = 0 if _exhortation(t) else _particle_ok(toks, i, _FIRED) or (
            2 if t.norm == "out" and i + 1 < len(toks) and toks[i + 1].norm == "of"
            and any(u.norm in _JOB_WORDS or u.norm == "work" for u in toks[i + 2 : i + 4]) else 0
        )
        if n:
            subj = [u for u in toks[:i] if u.norm not in _AUX and u.norm not in _COPULAS] or list(prev)
            first, subject = _subject_of(subj)
            return [Change("cease", ("job",), (), (), subject, first, job=True)]
        n = _particle_ok(toks, i, _ENDS_SUBJECT) or (
            1 if t.norm in _ENDED_STATES and i and toks[i - 1].norm in _COPULAS else 0
        )
        if not n:
            continue
        k = i + n
        if t.norm in _CLOSES and (k < len(toks) or any(_is_time(u.norm) for u in toks)):
            continue  # "closes at 5", "hat montags geschlossen"
        if k < len(toks):
            nxt = toks[k].norm
            if not (nxt in _OBJECT_END or _is_time(nxt) or nxt.endswith("ly") or nxt in _AFTER_END or nxt in _DEICTIC):
                continue  # "broke the news", "my son broke his arm"
            if t.norm in _ENDED_STATES and nxt in _ONWARD:
                continue  # "Maria is off to bake some cakes", "is done with the cake", "was over at Tom's"
        said = " ".join(u.text for u in toks)
        if _TEMPORARY.search(said) or any(u.norm in _OCCASION or u.norm in _HABITUAL for u in toks):
            continue
        subj = [u for u in toks[:i] if u.content and u.norm not in _AUX and u.norm not in _COPULAS
                and not _first_person(u) and u.norm not in _OBJECT_END and u.norm not in _DEICTIC
                and not _is_time(u.norm)]
        owner = max((k for k, u in enumerate(subj[:-1]) if u.text.lower().endswith(("'s", "’s", "s'"))), default=-1)
        words = _value_words(subj[owner + 1 :])  # "Luna's mother died": the mother, not Luna
        if words:
            out.append(Change("cease", words, gone=True))
            break
    return out


# --- comparing two statements -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Comparison:
    """How ``new`` differs from ``old`` (token level)."""

    same_label: bool | None  # None: at most one of them has a label
    negation_flip: bool
    substitutions: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]  # short slot changes
    removed_values: frozenset[str]
    added_values: frozenset[str]
    rewritten: bool  # a long stretch differs (a paraphrase or another statement)
    value_substitution: bool = False  # a substitution involves a number, name, time...
    new_words: int = 0  # content words of ``new`` that ``old`` lacks
    kept_share: float = 1.0  # share of ``old``'s content words that ``new`` still has

    @property
    def elaboration(self) -> bool:
        """``new`` keeps what ``old`` says and adds to it ("... and received a medal")."""
        return self.kept_share >= ELABORATION_KEEP and self.new_words >= 2

    @property
    def value_change(self) -> bool:
        """Another value in a slot, or the same statement negated."""
        return self.negation_flip or bool(self.removed_values) or self.value_substitution

    @property
    def replacement(self) -> bool:
        """A value was swapped for another (not only added: "PostgreSQL" -> "PostgreSQL 16")."""
        return self.negation_flip or bool(self.removed_values) or any(a and b for a, b in self.substitutions)

    @property
    def value_replacement(self) -> bool:
        """A number, name, time... swapped for another, or the statement negated."""
        return (
            self.negation_flip
            or self.value_substitution
            or bool(self.removed_values and self.added_values)
        )


def _content(toks: Sequence[Token]) -> list[Token]:
    return [t for t in toks if t.content and t.norm not in _UPDATE_WORDS]


def compare(old: str, new: str) -> Comparison:
    """Token-level difference of two statements (labels compared, then bodies).

    >>> c = compare("The weekly sync is on Thursdays at 3pm.", "The weekly sync is on Thursdays at 4pm.")
    >>> (c.value_change, c.substitutions)
    (True, ((('3pm',), ('4pm',)),))
    """
    po, pn = parse(old), parse(new)
    same_label = None if po.label is None or pn.label is None else po.label == pn.label
    to, tn = tokens(po.body), tokens(pn.body)
    neg_o = sum(1 for t in to if t.negation) % 2
    neg_n = sum(1 for t in tn if t.negation) % 2
    a = [t for t in to if t.norm not in _UPDATE_WORDS and not t.negation]
    b = [t for t in tn if t.norm not in _UPDATE_WORDS and not t.negation]
    sm = difflib.SequenceMatcher(None, [t.stem for t in a], [t.stem for t in b], autojunk=False)
    stems_a, stems_b = {t.stem for t in a}, {t.stem for t in b}
    subs: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    rewritten = value_sub = False
    changed = 0
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        # words that only moved (present anywhere on the other side) are no change
        ca = [t.norm for t in a[i1:i2] if t.content and t.stem not in stems_b]
        cb = [t.norm for t in b[j1:j2] if t.content and t.stem not in stems_a]
        if not ca and not cb:
            continue
        if {_stem(x) for x in ca} == {_stem(x) for x in cb}:
            continue
        if len(ca) > 3 or len(cb) > 3:
            rewritten = True
            continue
        subs.append((tuple(ca), tuple(cb)))
        changed += len(ca) + len(cb)
        if ca and cb:
            value_sub = value_sub or any(t.value for t in (*a[i1:i2], *b[j1:j2]) if t.content)
    all_o = {t.norm for t in to} | {t.stem for t in to}
    all_n = {t.norm for t in tn} | {t.stem for t in tn}
    vo = {t.norm for t in to if t.value}
    vn = {t.norm for t in tn if t.value}
    removed = frozenset(v for v in vo if v not in all_n and _stem(v) not in all_n)
    added = frozenset(v for v in vn if v not in all_o and _stem(v) not in all_o)
    # more than two slots or many words differ: another statement, not another value
    rewritten = rewritten or len(subs) > 2 or changed > 4
    so, sn = {t.stem for t in _content(to)}, {t.stem for t in _content(tn)}
    new_words = len(sn - so)
    kept = len(so & sn) / len(so) if so else 1.0
    return Comparison(
        same_label, neg_o != neg_n, tuple(subs), removed, added, rewritten, value_sub, new_words, kept
    )




#: a near-duplicate that keeps this share of the old one's words and adds two or more says more
ELABORATION_KEEP = 0.8
#: ... and one with more new content words than this says something else (MiniLM puts different
#: facts about the same people above 0.85: "Joanna plans to submit her screenplay" / "Joanna
#: submitted a screenplay to a film festival and is hoping a producer falls in love with it")
MAX_NEW_WORDS = 2


def is_restatement(new: str, old: str) -> bool:
    """``new`` says what ``old`` says (no other value, speaker or polarity): the duplicate gate's
    test for a pair above the similarity threshold.

    >>> is_restatement("The backend uses Django 5.1", "The backend uses Django 4.2")
    False
    >>> is_restatement("Melanie: Thanks, Caroline!", "Caroline: Thanks, Melanie!")
    False
    """
    c = compare(old, new)
    if c.same_label is False:
        return False
    if _ends_old(new, old) or _swap_correction(new, old):
        return False  # "I moved from Boston to Chicago" restates no "I live in Boston, near Chicago"
    pn_body, po_body = parse(new).body, parse(old).body
    if endings.may_end(pn_body) and not endings.may_end(po_body) and endings.ends(pn_body, po_body, _anchors(po_body)):
        return False  # "The export button is gone from the admin panel" restates no "has an export button"
    if c.value_change or c.added_values or c.elaboration or c.new_words > MAX_NEW_WORDS:
        return False  # another value, or more than the old one says
    old_words = {w for t in tokens(parse(old).body) for w in (t.norm, t.stem, t.norm.rstrip("e"))}
    added = [t for t in tokens(parse(new).body) if t.norm in _FEELING]
    if any(not {t.norm, t.stem, t.norm.rstrip("e")} & old_words for t in added):
        return False  # "Ich wohne gern in Berlin": how one feels about it is more than the old one says
    if any((t.norm in _ONE_MORE or t.norm in _MORE) and t.norm not in old_words for t in tokens(parse(new).body)):
        return False  # "I now have one more cat", "Tengo otro gato": one more is news, not the same one
    # one substitution of plain words in an otherwise identical statement is another value
    # ("my favorite color is blue" / "green"); two or more are a paraphrase ("prefers dark mode" /
    # "likes a dark theme")
    return not (len(c.substitutions) == 1 and all(c.substitutions[0]) and not c.rewritten)


#: words that add one more of what is stated, or another time ("I have another cat", "Ahora tengo un
#: gato más", "Ich war wieder in Rom"): refusing such a statement as a restatement would lose it
#: (with :data:`_MORE`)
_ONE_MORE = frozenset(
    "another extra additional second third again otro otra otros otras nuevamente noch weitere weiteren "
    "weiterer weiteres wieder encore autre autres altro altra altri ancora outro outra outros novamente "
    "ещё еще снова опять другой другая другого".split()
)

#: words that add how one feels about what is stated
_FEELING = frozenset(
    "gern gerne love loves like likes enjoy enjoys hate hates adore adores volontiers aime adore encanta gusta "
    "adoro piace люблю нравится".split()
)


# --- strict attribute statements -----------------------------------------------------------------

_COPULA = re.compile(
    r"^(?P<lhs>[^.;!?:=]{2,80}?)\s+(?P<verb>(?:is|are|was|were|will\s+be|has\s+become|have\s+become|became)"
    r"(?:\s+now)?|(?:has\s+|have\s+|had\s+|was\s+|were\s+)?(?:moved|relocated)\s+(?:to|into)|ist|sind|est|sont|"
    r"es|son|está|é|são|è|sono)\s+(?P<rhs>.+)$",
    re.I | re.S,
)
_DETERMINER = re.compile(
    r"^(?:the|our|my|your|their|his|her|its|this|that|der|die|das|unser|unsere|mein|meine|le|la|les|"
    r"notre|mon|ma|el|los|las|nuestro|nuestra|mi|o|a|os|as|nosso|nossa|il|lo|gli)\s+|^l['’]\s*",
    re.I,
)
_POSSESSIVE = re.compile(r"^(?P<owner>[\w-]+)['’]s?\s+(?P<rest>.+)$")
_OF = re.compile(
    r"^(?P<rest>.+?)\s+(?:of|for|von|de|du|des|del|di)\s+(?:the\s+|our\s+|my\s+|this\s+|la\s+|le\s+)?"
    r"(?P<owner>[\w -]+)$"
)
_PRONOUN_SUBJECT = frozenset(
    "it he she they we i you this that there here who what which everything something nothing one"
    " these those everyone someone anyone all".split()
)
_SCOPE_WORDS = frozenset("project team app application repo repository company system service user".split())
_SYNONYMS = {"db": "database", "datastore": "database", "lang": "language"}
_WHERE = frozenset("in at to into inside near within".split())
_SLOT_PREPS = _WHERE | frozenset("on from with by for under over during".split())
_PARTICIPLES = frozenset(
    "written built made done called named known held run kept set hosted located based stored deployed"
    " documented managed owned maintained scheduled planned licensed priced paid served".split()
)
#: words that add a value to a slot instead of replacing one ("Anna also speaks English")
#: words that make a "key: value" line a sentence rather than a bare value
_VERBISH = frozenset("is are was were be has have had do does did will can ist sind est es é è".split())
#: "too" as "as well" ends its clause ("I have a cat too"); before a word it is a degree ("too expensive")
_ADDITIVE_TOO = re.compile(r"\btoo\b(?=\s*(?:[,.;:!?)]|$|\s+(?:lol|haha|now)\b))", re.I)
_ADDITIVE = frozenset("also too additionally auch ebenfalls aussi également también também anche 也 还".split())


@dataclass(frozen=True, slots=True)
class Claim:
    """A strict attribute statement: ``subject``'s ``field`` (``slot``: "in", "on", "written"...)
    is ``value`` (or is not ``negated``). Empty (``not claim``) when no attribute slot with a value
    (a number, name, version, time...) is stated."""

    field: str | None = None
    value: tuple[str, ...] = ()
    negated: tuple[str, ...] = ()
    subject: str | None = None
    correction: bool = False
    slot: str = ""
    fresh: bool = False  # the field was called new or current ("my new number is ...")

    def __bool__(self) -> bool:
        return bool(self.field and (self.value or self.negated))


#: adjectives that mark a field's value as the current one ("my new number", "die neue Adresse")
_FRESH = frozenset(
    "new current latest neue neuer neues neuen nouveau nouvelle nuevo nueva novo nova nuovo nuova".split()
)
#: "key: value" lines: a short key, then a bare value (no discourse prefix such as "Heads up:")
_KEYVAL = re.compile(r"^(?P<lhs>[^.;!?:=\n]{2,40}?)\s*[:=]\s*(?P<rhs>[^:\n]{1,60}?)[.!]?$")
_NOT_KEYS = frozenset(
    "heads up fyi btw news good bad sad update reminder tip warning psa edit change plans plan question answer "
    "thing problem idea point result reason fun fact".split()
)


#: words that make another field of a field's noun ("least favorite cuisine", "second language",
#: "previous employer", "backup email"): kept in the field even where they are stop words
_FIELD_QUALIFIERS = frozenset(
    "least most second third other former previous old ex backup secondary alternate alternative spare".split()
)


def _field(lhs: str, label: str | None) -> tuple[str | None, str | None]:
    """(subject, field) of a copula's left side, or (None, None) when it names no attribute."""
    raw = lhs.strip().replace("’", "'")
    has_det = bool(_DETERMINER.match(raw))
    text = _DETERMINER.sub("", raw, count=1)
    subject: str | None = None
    if m := _POSSESSIVE.match(text):
        if m.group("owner").lower() not in _PRONOUN_SUBJECT:
            subject, text, has_det = m.group("owner").lower(), m.group("rest"), True
    if m := _OF.match(text):
        text, subject, has_det = m.group("rest"), subject or m.group("owner").strip().lower(), True
    if re.match(r"^(?:my|mein|meine|mon|ma|mi)\b", raw, re.I) and label:
        subject = subject or label
    toks = [t for t in tokens(text) if not t.stop or t.norm in _FIELD_QUALIFIERS]
    if not toks or len(toks) > 4 or any(t.negation for t in toks):
        return None, None
    words = [_SYNONYMS.get(t.norm, t.norm) for t in toks]
    while len(words) > 1 and (words[0] in _SCOPE_WORDS or words[0] in _FRESH):
        words = words[1:]
    if words[0] in _PRONOUN_SUBJECT:
        return None, None
    if not has_det and (len(words) == 1 or toks[-1].text[:1].isupper()):
        return None, None  # "Joanna is ...", "Joanna Smith is ...", "Database is ...": a name or too bare
    if subject in _SCOPE_WORDS:
        subject = None
    return subject, " ".join(words)


def _claim_value(rhs: str) -> tuple[str, tuple[str, ...]]:
    """(slot, value words) of a copula's right side; no value unless it holds a number, name, time."""
    clause = re.split(
        r"[,;!?。](?:\s|$)|\.(?:\s|$)|\s(?:because|since|so that|which|but|and\s+(?:it|we|i|they))\s", rhs, maxsplit=1
    )[0]
    toks = tokens("x " + clause)[1:]  # the right side is never a sentence start
    if not toks or len(toks) > 8:
        return "", ()
    first = toks[0].norm
    if first in ("a", "an", "un", "une", "ein", "eine", "uno", "una", "um", "uma"):
        return "", ()  # "is a designer": a class, not a value
    if re.match(r"^[a-z]+ing$", first) or first in ("so", "very", "really", "too", "quite", "not"):
        return "", ()  # an activity or a state
    slot = ""
    if first in _SLOT_PREPS or first in _PARTICIPLES or (first.endswith("ed") and len(first) > 4):
        slot, toks = ("in" if first in _WHERE else first), toks[1:]
        if toks and toks[0].norm in _SLOT_PREPS:
            toks = toks[1:]
    if not any(t.value for t in toks):
        return "", ()  # a plain word ("Alice is tall"): too weak for an attribute value
    return slot, tuple(t.norm for t in toks if t.content)


@lru_cache(maxsize=8192)
def extract_claim(text: str) -> Claim:
    """The strict attribute statement of ``text`` (first clause), or an empty claim.

    >>> extract_claim("The project database is PostgreSQL").field
    'database'
    >>> bool(extract_claim("Joanna is lactose intolerant."))
    False
    >>> bool(extract_claim("Caroline: The transgender stories were so inspiring!"))
    False
    """
    if not isinstance(text, str) or not text.strip() or len(text) > 2000:
        return Claim()
    p = parse(text)
    corr = find_correction(text) is not None or p.correction
    body = re.sub(r"^(?:not\s+[^,;]{1,60}[,;]\s*)", "", p.body, flags=re.I)  # "Not X, the db is Y"
    m = _COPULA.match(body)
    if not m:
        return _key_value_claim(body, p.label, corr)
    subject, fld = _field(m.group("lhs"), p.label)
    if fld is None:
        return Claim(correction=corr)
    rhs = m.group("rhs").strip()
    verb = m.group("verb").lower()
    value: tuple[str, ...] = ()
    negated: tuple[str, ...] = ()
    slot = ""
    n = re.match(
        r"^not\s+(?P<neg>[^,;]+?)\s*(?:[,;]\s*|\s+but\s+)(?:it\s+is\s+|it's\s+|rather\s+)?(?P<pos>.+)$", rhs, re.I
    )
    y = re.match(r"^(?P<pos>.+?)\s*,\s*(?:and\s+)?not\s+(?P<neg>.+)$", rhs, re.I)
    if n:
        (_, negated), (slot, value) = _claim_value(n.group("neg")), _claim_value(n.group("pos"))
    elif re.match(r"^(?:not|nicht|pas|no|não|non)\s+", rhs, re.I):
        slot, negated = _claim_value(rhs.split(None, 1)[1] if " " in rhs else "")
    elif y:
        (slot, value), (_, negated) = _claim_value(y.group("pos")), _claim_value(y.group("neg"))
    else:
        slot, value = _claim_value(rhs)
    if "moved" in verb or "relocated" in verb:
        slot = "in"
    return Claim(fld, value, negated, subject, corr or bool(negated), slot, _is_fresh(m.group("lhs")))


def _is_fresh(lhs: str) -> bool:
    return any(t.norm in _FRESH for t in tokens(lhs))


def _key_value_claim(body: str, label: str | None, corr: bool) -> Claim:
    """"Home city: Austin", "Preferred contact method: email": the key is the field and a bare value
    of up to three words (a plain word too: the key names the slot) its value."""
    m = _KEYVAL.match(body)
    if not m:
        return Claim(correction=corr)
    key = tokens(m.group("lhs"))
    if not key or len(key) > 4 or any(t.norm in _NOT_KEYS or t.negation for t in key):
        return Claim(correction=corr)
    subject, fld = _field("the " + m.group("lhs"), label)
    value = tokens("x " + m.group("rhs"))[1:]
    if fld is None or not value or len(value) > 3 or any(t.norm in _VERBISH for t in value):
        return Claim(correction=corr)
    words = tuple(t.norm for t in value if t.content)
    return Claim(fld, words, (), subject, corr, "", _is_fresh(m.group("lhs"))) if words else Claim(correction=corr)


def _compatible(a: Sequence[str], b: Sequence[str]) -> bool:
    """Values agree when one refines the other ("postgresql" vs "postgresql 16")."""
    sa, sb = {_stem(x) for x in a}, {_stem(x) for x in b}
    return sa <= sb or sb <= sa


def claims_contradict(new: Claim, old: Claim, old_text: str = "") -> bool:
    """Two strict attribute statements of the same subject, field and slot with incompatible values."""
    if not new or not old:
        return False
    same_field = new.field == old.field or (
        (new.fresh or old.fresh) and bool(new.field and old.field)
        and (f" {new.field}".endswith(f" {old.field}") or f" {old.field}".endswith(f" {new.field}"))
    )  # "my new number" is "my phone number"
    if not same_field or (new.subject or None) != (old.subject or None) or new.slot != old.slot:
        return False
    if new.value and old.value and not _compatible(new.value, old.value):
        return True
    if new.negated and old.value and _compatible(new.negated, old.value):
        return True
    return bool(old.negated and new.value and _compatible(old.negated, new.value))


# --- the relation of a new memory to an old one ----------------------------------------------------

#: minimum cosine similarity (the offline MiniLM scale) for a correction that names the old value
CLOSE = 0.5
#: ... when the named value is a number, name, version or time the old memory holds ("Not MySQL, MariaDB")
VALUE_CLOSE = 0.4
#: for a thing that ended ("Max passed away") when the old memory names it ("My dog Max is 3"): a
#: name is strong evidence and the two statements share little else
GONE_CLOSE = 0.3
#: for an update that names no old value ("is now", "switched to"), a correction by contrast that
#: names no number, name or time, and a flagged slot change below the duplicate threshold
SLOT_CLOSE = 0.7

RelationKind = Literal["supersede", "flag", "none"]


@dataclass(frozen=True, slots=True)
class Relation:
    """What ``new`` does to ``old``: ``supersede`` it (strong evidence), ``flag`` an open conflict
    for review (both stay active), or ``none``. ``evidence``: ``correction``, ``update``,
    ``attribute`` or ``value_change``; ``correction`` is True for an explicit correction (a
    user's one invalidates the old memory whatever its authority, configuration aside)."""

    kind: RelationKind
    evidence: str = ""
    correction: bool = False
    field: str | None = None
    subject: str | None = None
    similarity: float | None = None


NONE = Relation("none")


_COMPOUND = re.compile(r"[@./:]")


class _Have(set[str]):
    """What a statement says, to look a word up in: each word, its stem, the parts of an e-mail address
    or a domain ("tom.b@oldmail.com": "oldmail"); its words' stems in the other languages are only
    computed when a word is not found otherwise (the Snowball stemmers are pure Python)."""

    def __init__(self, toks: Sequence[Token]) -> None:
        super().__init__({t.norm for t in toks} | {t.stem for t in toks})
        for t in toks:
            if "@" in t.norm or "." in t.norm:
                self.update(p for p in _COMPOUND.split(t.norm) if len(p) > 2)
        self._toks = toks
        self._foreign: set[str] | None = None

    def foreign(self) -> set[str]:
        if self._foreign is None:
            self._foreign = {st for t in self._toks for st in _stems(t.norm)}
        return self._foreign


_COMPOUND = re.compile(r"[@./:]")


def _have(toks: Sequence[Token]) -> _Have:
    return _Have(toks)


def _holds(have: set[str], words: Sequence[str]) -> bool:
    if not words:
        return False
    if all(w in have or _stem(w) in have for w in words):
        return True
    foreign = have.foreign() if isinstance(have, _Have) else have
    return all(w in have or _stem(w) in have or not foreign.isdisjoint(_stems(w)) for w in words)


def _context_overlap(old_toks: Sequence[Token], new_toks: Sequence[Token], exclude: Sequence[str]) -> bool:
    """Beyond the replaced value, the old memory talks about what the new one talks about."""
    ex = {_stem(w) for w in exclude} | set(exclude)
    rest = {t.stem for t in _content(old_toks) if t.stem not in ex and t.norm not in ex}
    return not rest or bool(rest & {t.stem for t in _content(new_toks)})


def _negated_in(toks: Sequence[Token], words: Sequence[str]) -> bool:
    """``toks`` already says "not <words[0]>" (then a correction saying "not X" changes nothing)."""
    first = {words[0], _stem(words[0])} if words else set()
    return any(t.negation and any(u.norm in first or u.stem in first for u in toks[i + 1 : i + 4])
               for i, t in enumerate(toks))


def _targets(
    corr: Correction,
    old_toks: Sequence[Token],
    new_toks: Sequence[Token],
    similarity: float,
    old_text: str = "",
    new_text: str = "",
) -> bool:
    """The correction names a value the old memory holds (and not yet the new value)."""
    have = _have(old_toks)
    if corr.new and _holds(have, corr.new_values or corr.new) and (
        not _holds(have, corr.old) or _states_change(old_text, corr.old)
    ):
        return False  # the old memory already says the new value (and not the old one, or the change)
    if _negated_in(old_toks, corr.old):
        return False
    if corr.kind == "contrast" and not corr.old_values and similarity < SLOT_CLOSE:
        return False  # "not easy, but worth it": a contrast of plain words is rarely a correction
    if new_text and _other_subject(new_text, corr.old, old_toks):
        return False  # "My colleague Jonas moved from Lisbon to Berlin" changes nothing of mine
    if _holds(have, corr.old):
        return True
    return _holds(have, corr.old_values) and _context_overlap(old_toks, new_toks, corr.old)


# --- changes of state against an old memory ----------------------------------------------------------

#: a speaker taking back what they said ("scratch that", "I misspoke", "turns out")
_RETRACT = re.compile(
    r"\b(?:scratch that|i misspoke|my mistake|my bad|i mixed (?:it|them|that) up|i meant|"
    r"(?:i )?got (?:it|that|this|them|(?:her|his|my|their|the) \w+) wrong|i had (?:it|that) wrong|"
    r"(?:^|(?<=[.!?,;:] )|(?<=[.!?,;:]))(?:it )?turns out|"
    r"i was wrong|that was wrong|ich meinte|mein fehler|ich habe mich geirrt|je voulais dire|je me suis trompée?|"
    r"quise decir|me equivoqué|eu quis dizer|me enganei|intendevo|mi sono sbagliat[oa])\b|说错了|搞错了",
    re.I,
)
_MY = frozenset(
    "i me my mine we us our ours ich mich mein meine meinen meinem wir uns unser unsere je moi mon ma mes nous "
    "notre nos yo mi mis nosotros nuestro nuestra eu meu minha nós nosso nossa io mio mia miei mie noi nostro "
    "nostra ik mijn wij ons onze я мой моя моё мое мои мы наш наша наше наши 我".split()
)
_CLOCK = re.compile(r"^\d{1,2}(?::\d{2})?(?:am|pm|h|uhr)?$|^\d{1,2}h\d{2}$")


def _kinds(word: str) -> frozenset[str]:
    """What kind of value a word is: a time, a number or a name (a bare "10" may be a time)."""
    if word in _TIME_WORDS or (_CLOCK.match(word) and not word.isdigit()):
        return frozenset({"time"})
    if word.isdigit() and len(word) <= 2:
        return frozenset({"time", "number"})
    if any(c.isdigit() for c in word):
        return frozenset({"number"})
    return frozenset({"name"})


def _predicate(toks: Sequence[Token]) -> str:
    """The first content word of a statement (its verb, mostly: "I love Paris" -> "love")."""
    for t in toks:
        w = t.norm.split("'", 1)[1] if "'" in t.norm and t.norm.split("'")[0] in ("j", "l", "m", "t", "s") else t.norm
        if t.content and w and w.split("'")[0] not in _FIRST_PERSON and w not in _FIRST_PERSON:
            return w
    return ""


def _third_party(old_toks: Sequence[Token]) -> bool:
    """The old memory is about someone it names, not the speaker ("Tom works at Apple", "My sister
    lives in Denver")."""
    if len(old_toks) >= 2 and old_toks[0].norm in _MY and old_toks[1].norm in _PEOPLE:
        return True
    if len(old_toks) < 2 or any(t.norm in _MY or t.norm.startswith("j'") for t in old_toks):
        return False
    a, b = old_toks[0], old_toks[1]
    if not a.text[:1].isupper() or a.text.isupper() or a.stop:
        return False
    return b.norm in ("is", "was", "has") or (b.norm.isalpha() and b.norm.endswith("s") and b.text.islower())


#: who decides for the speaker: "Company moved us from Slack to Teams", "Leadership closed the office"
_DECIDERS = frozenset(
    "company employer work job school office leadership management boss manager team org organisation organization "
    "firm university uni hr it landlord firma chef entreprise boîte empresa jefe azienda bedrijf".split()
)


def _subject_differs(ch: Change, old_toks: Sequence[Token]) -> bool:
    """The clause of ``ch`` is about someone or something the old memory does not name; who decides for
    the speaker (:data:`_DECIDERS`, "my company") changes what the speaker's own statement says."""
    subject = [w for w in ch.subject if w not in _MY and w not in _PARTICLES]
    if (subject and all(w in _DECIDERS for w in subject) and not ch.home and any(t.norm in _MY for t in old_toks)
            and not _third_party(old_toks) and _predicate(old_toks) not in _ATTITUDE):
        subject = []
    if subject and not _holds(_have(old_toks), subject):
        return True
    named = old_toks[0] if old_toks and old_toks[0].norm not in _MY and _third_party(old_toks) else None
    owner = named.norm[:-2] if named is not None and named.norm.endswith(("'s", "’s")) else None
    if (subject and named is not None and named.norm not in subject and named.stem not in subject
            and owner not in subject):
        return True  # "Jon left his job" changes nothing of "Gina appreciates Jon's drive": Gina's statement
    return ch.first_person and _third_party(old_toks)


def _other_subject(new: str, words: Sequence[str], old_toks: Sequence[Token]) -> bool:
    """The clause of ``new`` that names ``words`` as changed has another subject than the old memory."""
    ws = {_stem(w) for w in words}
    return any(_subject_differs(ch, old_toks) for ch in find_changes(new) if ws & {_stem(w) for w in ch.old})


def _states_change(old: str, words: Sequence[str]) -> bool:
    """The old memory itself reports the change away from ``words`` (then a new one repeating it
    corrects nothing: "We moved from Jenkins to GitHub Actions")."""
    ws = {_stem(w) for w in words}
    corr = find_correction(old)
    if corr is not None and corr.targeted and ws & {_stem(w) for w in corr.old}:
        return True
    return any(ws & {_stem(w) for w in c.old} for c in find_changes(old) if c.kind != "move")


#: a thing's when: "the review deadline", "my gym time" name when the review or the gym is
_WHEN_HEADS = frozenset(
    "time times date dates day days deadline slot schedule hour hours termin datum date fecha data".split()
)


def _change_targets(ch: Change, old: str, old_toks: Sequence[Token]) -> tuple[str, ...]:
    """The old memory's words that ``ch`` says are no longer true, or () when it is about something else
    (another subject, a one-off occasion, a value the old memory does not hold)."""
    if ch.occasion or (ch.kind != "move" and _states_change(old, ch.old)):
        return ()  # a one-off ("left the office early today"), or the old memory reports the same change
    have = _have(old_toks)
    if _subject_differs(ch, old_toks):
        return ()  # "Tom's wife left Apple" is no change of "Tom works at Apple"
    if ch.job:  # a job ended: where or as what the old statement says one works
        if not _states_position(old, old_toks):
            return ()  # "working on choreography", "hard work pays off", "a tough job": no position held
        return tuple(t.norm for t in old_toks if t.norm in _WORK or t.norm in _JOB_WORDS)
    if ch.home:  # a new home: the place of a present "I live in ..."
        if not any(t.norm in _LIVE for t in old_toks) or _holds(have, ch.new_values):
            return ()
        new_stems = {_stem(w) for w in ch.new}
        return tuple(t.norm for t in old_toks if t.value and t.content and t.stem not in new_stems
                     and _kinds(t.norm) == frozenset({"name"}))
    if ch.kind in ("cease", "replace", "shift"):
        if not _holds(have, ch.old) or _negated_in(old_toks, ch.old):
            return ()
        if ch.kind != "shift" and _predicate(old_toks) in _ATTITUDE:
            return ()  # loving or having visited a place outlasts leaving it
        return ch.old
    thing = [w for w in ch.thing if w not in _MY]
    if not thing or not (
        _holds(have, thing) or (len(thing) > 1 and thing[-1] in _WHEN_HEADS and _holds(have, thing[:-1]))
    ):
        return ()  # "the quarterly review deadline moved up" moves when "the quarterly review" is due
    new_vals = list(ch.new_values)
    if not new_vals or _holds(have, new_vals):
        return ()
    kinds = frozenset().union(*(_kinds(w) for w in new_vals))
    new_stems = {_stem(w) for w in ch.new} | {_stem(w) for w in ch.thing if not _kinds(w) & {"time", "number"}}
    return tuple(
        t.norm for t in old_toks
        if t.value and t.content and t.stem not in new_stems and _kinds(t.norm) & kinds
    )


#: possessives before a job word that make it a position someone holds ("my job", "his new job")
_HOLDER = _MY | frozenset(
    "his her their your sein seine ihr ihre son sa ses leur su sus seu sua dele dela suo sua loro его её ее их".split()
)
#: words of work that take the place of employment after them ("works at", "working for", "work as", "arbeitet bei")
_WORK_AT = frozenset("at for as bei als chez pour comme para como presso per в на".split())


def _states_position(old: str, old_toks: Sequence[Token]) -> bool:
    """The old statement says where or as what someone works: an employer or job reading, "works at /
    for / as", or a job word someone holds ("my job", "his new position"); not the work of an effort
    ("is working on choreography", "hard work pays off", "working together") or a job as a figure of
    speech ("searching for a studio is a tough job")."""
    if any(f.attr in ("employer", "job") and f.how in ("state", "change") and not f.negated
           for f in attributes.read(old)):
        return True
    for i, t in enumerate(old_toks):
        if t.norm in _WORK and i + 1 < len(old_toks) and old_toks[i + 1].norm in _WORK_AT:
            return True
        before = old_toks[max(0, i - 3) : i]
        if t.norm in _JOB_WORDS and any(u.norm in _HOLDER for u in before) and not any(
            u.norm in _CEASE_VERBS for u in before
        ):
            return True  # "my new job"; not "losing my job was tough": that one already ended
    return False


def _has_now(toks: Sequence[Token]) -> bool:
    """A "now" that means currently ("is now", "from now on"; not "bye for now", "now and then")."""
    return any(
        t.norm in _NOW
        and (i == 0 or toks[i - 1].norm not in ("for", "by", "until", "till", "right", "just"))
        and (i + 2 >= len(toks) or (toks[i + 1].norm, toks[i + 2].norm) != ("and", "then"))
        for i, t in enumerate(toks)
    ) or any((a.norm, b.norm) in _NOW_PAIRS for a, b in zip(toks, toks[1:], strict=False))


#: two words that say "now" ("these days I go in the evenings")
_NOW_PAIRS = frozenset({("these", "days"), ("ces", "jours-ci"), ("estos", "días"), ("hoje", "em"), ("di", "recente")})


def _clause_texts(body: str) -> list[str]:
    parts = [p.strip() for p in _CLAUSE_SPLIT.split(body) if p and p.strip()]
    return [re.sub(r"^(?:so|and|then|but|also|und|dann|et|donc|y|entonces|e|então|quindi)\s+", "", p, flags=re.I)
            for p in parts]


def _ends_old(new: str, old: str) -> bool:
    """``new`` names a value of ``old`` as replaced or ended (whatever their similarity)."""
    po = parse(old)
    old_toks = tokens(po.body)
    corr = find_correction(new)
    if corr is not None and corr.targeted and _holds(_have(old_toks), corr.old):
        return not _states_change(po.body, corr.old)
    return any(ch.kind != "move" and _change_targets(ch, po.body, old_toks) for ch in find_changes(new))


@lru_cache(maxsize=4096)
def _signals(new: str) -> tuple[tuple[str, ...], bool, bool]:
    """What of ``new`` the clause rules look at, once per text: its clauses, whether one says "now"
    (as in currently) and whether it takes something back ("scratch that", "Correction:")."""
    pn = parse(new)
    parts = tuple(_clause_texts(pn.body))
    return parts, _has_now(tokens(pn.body)), pn.correction or bool(_RETRACT.search(pn.body))


def _change_relation(new: str, old: str, similarity: float) -> bool:
    """``new`` states a change of state that ends what ``old`` says (see :func:`find_changes`)."""
    changes = find_changes(new)
    parts, now, retract = _signals(new)
    if not (changes or now or retract):
        return False  # nothing in it says that something changed
    po, pn = parse(old), parse(new)
    old_toks, new_toks = tokens(po.body), tokens(pn.body)
    for ch in changes:
        olds = _change_targets(ch, po.body, old_toks)
        if not olds:
            continue
        valued = any(t.value for t in old_toks if t.norm in olds)
        if similarity < (GONE_CLOSE if ch.gone and valued else VALUE_CLOSE if valued else CLOSE):
            continue
        ex = {_stem(w) for w in olds} | set(olds)
        rest = {t.stem for t in _content(old_toks) if t.stem not in ex and t.norm not in ex and "'" not in t.norm}
        content = _content(old_toks)
        predicate = bool(content) and (content[0].stem in ex or content[0].norm in ex)  # "I smoke ..." / quit smoking
        state = any(t.norm in _LIVE or t.norm in _WORK for t in old_toks)  # "we live in a small flat in Leeds"
        if (ch.kind != "replace" and not ch.gone and not state and not predicate and len(rest) > 2
                and not _context_overlap(old_toks, new_toks, olds)):
            continue  # "I left Munich" says nothing about "I love the beer gardens in Munich"
        return True
    if similarity < CLOSE:
        return False
    # "Acting was my first passion, but now I shine in writing": the old statement, past, then now
    old_stems = {t.stem for t in _content(old_toks)}
    for i, part in enumerate(parts[:-1]):
        pt = tokens(part)
        if old_stems and any(t.norm in _PAST for t in pt) and old_stems <= {t.stem for t in _content(pt)}:
            later = [t for p in parts[i + 1 :] for t in tokens(p)]
            if _has_now(later):
                return True
    if not (now or retract) and len(parts) < 2:
        return False
    # "we're now leaving on the 16th", "Correction: my favorite color is green, I mixed it up": one clause
    # says the old statement again with another value, marked as current or as a retraction
    if similarity >= CLOSE:
        for part in parts if len(parts) > 1 else [pn.body]:
            pt = tokens(part)
            if not (retract or _has_now(pt)) or any(t.norm in _ADDITIVE and t.norm != "too" for t in pt):
                continue  # "now I also go in the evenings": one more value
            c = compare(po.body, part)
            if c.rewritten or not c.replacement or c.same_label is False:
                continue
            if similarity < SLOT_CLOSE and not (retract or _one_value_swapped(c, old_toks, pt)):
                continue  # below SLOT_CLOSE only "I have two kids now" for "I have one kid"
            plain_one = retract and len(c.substitutions) == 1 and all(c.substitutions[0])
            if (c.value_replacement or plain_one) and _context_overlap(
                old_toks, pt, [w for a, _ in c.substitutions for w in a] + list(c.removed_values)
            ):
                return True
    # "Karen left the company, so my manager is now Luis": a later clause's attribute statement
    if now or changes:
        oc = extract_claim(old)
        if oc:
            for part in parts[1:]:
                if claims_contradict(extract_claim(part), oc, old):
                    return True
    return False


def _one_value_swapped(c: Comparison, old_toks: Sequence[Token], part: Sequence[Token]) -> bool:
    """The clause says the old statement again with one number, name or time swapped: every other
    content word of the old one is in it ("I have one kid" / "so I have two kids now")."""
    if len(c.substitutions) != 1 or not c.value_substitution or c.negation_flip:
        return False
    swapped = {_stem(w) for w in c.substitutions[0][0]}
    kept = [t for t in _content(old_toks) if t.stem not in swapped]
    rest = {t.stem for t in kept}
    if all((t.value and _kinds(t.norm) == frozenset({"name"})) or (t.initial and t.text[:1].isupper()) for t in kept):
        return False  # only the subject is left: "Tim is working on his studies" / "Tim is now learning German"
    return bool(rest) and rest <= {t.stem for t in _content(part)}


def relation(new: str, old: str, similarity: float, *, dup_threshold: float = 0.85) -> Relation:
    """How the new statement relates to an older one of the same scope (``similarity``: cosine).

    >>> relation("I no longer live in Munich; I moved to Berlin.", "I live in Munich.", 0.7).evidence
    'correction'
    >>> relation("Joanna is curious about dairy-free baking.", "Joanna is lactose intolerant.", 0.6).kind
    'none'
    """
    r = _relation(new, old, similarity, dup_threshold)
    if (r.kind == "supersede" and r.evidence != "correction"
            and revisions.someone_else(parse(new).body, parse(old).body)):
        r = NONE  # "My neighbour has three cats now" changes nothing of "I have two cats"
    if r.kind != "supersede":
        r = _revision(new, old, similarity) or r
    if r.kind != "supersede" and _new_holder(new, old, similarity):
        r = Relation("supersede", "new_holder", True)
    if r.kind != "supersede" and (ident := _new_identifier(new, old, similarity)) is not None:
        r = Relation(ident, "new_identifier", ident == "supersede")  # type: ignore[arg-type]
    if r.kind != "supersede":
        r = _attribute_relation(new, old) or r
        if r.kind != "supersede" and _anchored_ending(new, old):
            if (similarity >= ENDING_SUPERSEDE_CLOSE or (similarity >= GONE_CLOSE and _named_ending(new, old))
                    or (similarity >= ENDING_FINAL_CLOSE and _FINAL.search(parse(new).body))):
                r = Relation("supersede", "ending", True, field=r.field, subject=r.subject)
            else:  # an ending of a word the two share, on another topic: a person decides
                r = Relation("flag", "ending", field=r.field, subject=r.subject)
    elif attributes.about_someone_else(parse(new).body, parse(old).body):
        r = NONE  # "My dad quit smoking" changes nothing of "I smoke"
    if (r.kind != "supersede" and similarity >= SUBSTITUTION_CLOSE and substitutes(old, new)
            and not revisions.someone_else(parse(new).body, parse(old).body)
            and not attributes.about_someone_else(parse(new).body, parse(old).body)):
        r = Relation("supersede", "frame", field=r.field, subject=r.subject)  # "Ik woon nu in Amsterdam"
    if r.kind == "supersede" and r.evidence != "correction" and _other_mover(parse(new).body, parse(old).body):
        r = NONE  # "They moved to Lisbon", "My company moved to Berlin" change nothing of "I live in Munich"
    if r.kind == "none":
        return r
    if r.kind == "supersede" and _TEMPORARY.search(parse(new).body):
        r = replace(r, kind="flag")  # "moved to 10:00 for this week only": the old one stays, flagged
    if r.field is None:  # name the attribute when either statement has one
        c = extract_claim(new) or extract_claim(old)
        r = replace(r, field=c.field, subject=c.subject)
    return replace(r, similarity=round(float(similarity), 4))


#: third-person subjects that are not the speaker ("They moved to Lisbon", "She switched to Android")
_THEY = frozenset(
    "they he she them ils elles il elle sie er ellos ellas él eles elas loro lui lei zij hij они он она".split()
)
#: first-person objects: a change done to the speaker by someone else ("They moved me to Zurich")
_TO_ME = frozenset("me us my our mine ours mich uns mein meine unser unsere me nous mon ma mes notre nos".split())


def _other_mover(new_body: str, old_body: str) -> bool:
    """``new`` opens on someone other than the speaker -- an impersonal or third-person "they"/"she",
    or an organisation ("my company", "the office", :data:`_DECIDERS`) -- that changes something it
    does not share with ``old``, while ``old`` is the speaker's own: "They moved to Lisbon last year"
    or "My company moved to Berlin" change nothing of "I live in Munich". A change done to the speaker
    ("They moved me to Zurich", "Company moved us to Teams") or to a thing ``old`` names ("They moved
    standup to 9:30" for "Our standup is at 9:00") is not this case.

    >>> _other_mover("They moved to Lisbon last year.", "I live in Munich.")
    True
    >>> _other_mover("They moved standup to 9:30.", "Our standup is at 9:00.")
    False
    """
    first = re.split(r"(?<=[.!?;。！？])\s+|\s+[-–—]\s+|,\s*(?:but|and|so)\s", new_body, maxsplit=1)[0]
    toks = [t for t in tokens(first) if t.norm not in ("the", "a", "an", "le", "la", "der", "die", "das", "el")]
    old_toks = tokens(old_body)
    if len(toks) < 2 or not any(t.norm in _FIRST_PERSON or t.norm in _MY for t in old_toks) or _third_party(old_toks):
        return False
    if toks[0].norm in _THEY:
        rest = toks[1:]
        if any(t.norm == toks[0].norm for t in old_toks):
            return False
    elif toks[0].norm in _MY and toks[1].norm in _DECIDERS:
        rest = toks[2:]
    elif toks[0].norm in _DECIDERS and not toks[0].stop:
        rest = toks[1:]
    else:
        return False
    if any(t.norm in _TO_ME or t.norm in _FIRST_PERSON for t in rest):
        return False
    old_stems = {t.stem for t in old_toks if t.content and t.norm not in _NOT_ANCHORS}
    return not any(t.stem in old_stems for t in rest if t.content)


#: content words of an old statement that name no thing of its own (its verb of living or working, fillers)
_NOT_ANCHORS = _WORK | _LIVE | _GENERIC | frozenset(
    "called named name guy girl favourite favorite fav usually every day days night week time lot really im "
    "currently based full part remote".split()
)


@lru_cache(maxsize=4096)
def _anchors(old_body: str) -> tuple[str, ...]:
    """The words of an old statement an ending must name (:mod:`zeusmem.rules.endings`)."""
    old_toks = tokens(old_body)
    return tuple(dict.fromkeys(t.norm for t in old_toks if t.content and len(t.norm) >= 3 and t.norm not in _NOT_ANCHORS
                               and not t.norm.isdigit() and t.norm not in attributes._FIRST))  # noqa: SLF001


#: an old statement an ending can end: one claim (a chat turn of several sentences names many things,
#: and "keep going" or "it's finished" in a later turn ends none of them: on the LoCoMo development
#: turns, 36 pairs within 30 turns of each other read as endings, 1 with this bound; the corpora lost 1)
ENDING_OLD_MAX_CHARS = 160
#: the cosine from which an ending supersedes; below it the pair is flagged (both stay active). LoCoMo
#: development observations hidden after ingest: 5.07% superseding at any cosine, 3.97% from 0.6,
#: 2.96% from 0.7, 2.45% with no endings; the unseen third corrections corpus: 65, 62, 60, 54 of 101.
ENDING_SUPERSEDE_CLOSE = 0.7
#: ... and from this cosine when the new statement says the change is for good or names what holds now
#: ("dropped out of law school, working at a coffee shop now", "ha lasciato la banca e adesso fa il
#: fotografo", "no more night shifts for me", "shaved the beard off finally")
ENDING_FINAL_CLOSE = 0.4
_FINAL = re.compile(
    r"\b(?:now|these days|nowadays|instead|anymore|any more|no more|no longer|for good|finally|for me|long gone"
    r"|officially"
    r"|jetzt|nun|inzwischen|stattdessen|nicht mehr|maintenant|désormais|plus jamais|ahora|ya no|en cambio|agora|já não"
    r"|adesso|ora|invece|non più|теперь|сейчас|больше не)\b|现在|不再",
    re.I,
)


def _anchored_ending(new: str, old: str) -> bool:
    """A clause of ``new`` ends a thing ``old`` names, whatever their similarity ("sold teh civic"),
    when ``old`` is one short statement (:data:`ENDING_OLD_MAX_CHARS`, at most one sentence mark).

    >>> _anchored_ending("I sold the Civic last week.", "I drive a Honda Civic.")
    True
    >>> _anchored_ending("I sold the Civic last week.", "Hey! I drive a Honda Civic. Love it!")
    False
    """
    pn, po = parse(new), parse(old)
    if pn.label != po.label or not endings.may_end(pn.body):
        return False  # no ending cue in the new text: no old one to read (endings.ends is False)
    body = po.body.strip()
    if len(body) > ENDING_OLD_MAX_CHARS or sum(body.count(c) for c in ".!?") > 1:
        return False
    return endings.ends(pn.body, po.body, _anchors(po.body))


#: the cosine from which a revision read by :mod:`zeusmem.rules.revisions` applies: the marker and the
#: old statement's frame are the evidence, the cosine only keeps two unrelated texts apart
REVISION_CLOSE = 0.25
#: the end of a sentence (not the dot of "Dr." or "Mr.")
_SENTENCE_MARK = re.compile(r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bSt)(?<!\bMrs)(?<!\bProf)[.!?]+(?=\s|$)")
#: the cosine from which another number, time or level of a close statement is flagged for review
ANOTHER_VALUE_CLOSE = 0.6


#: "actually", "in fact", "turns out": a statement set right, when the clause says the old one again with
#: its value swapped
_SOFT = re.compile(
    r"\b(?:actually|in fact|in reality|(?:it )?turn(?:s|ed) out|eigentlich|tatsächlich|in wirklichkeit|en fait"
    r"|en réalité|en realidad|de hecho|na verdade|na realidade|in realtà|in effetti|на самом деле|вообще-то)\b,?"
    r"|其实|实际上",
    re.I,
)


#: words a denial of the old statement may add ("it turned out I'm not allergic to peanuts at all")
_DENIAL_FILLERS = frozenset("turned turns turn out after all really ever anymore longer actually fact".split())


def _soft_correction(new_body: str, old_body: str) -> bool:
    """A soft marker and a clause that says the old statement again with its last value swapped
    ("Pixel is actually a Burmese" for "My cat Pixel is a Siamese"), nothing added to its subject
    ("The pool at our gym actually opens at 7" is about the pool).

    >>> _soft_correction("Pixel is actually a Burmese, the shelter got it wrong.", "My cat Pixel is a Siamese.")
    True
    >>> _soft_correction("My brother actually enjoys his commute to Airbus.", "My brother works at Airbus.")
    False
    """
    if not _SOFT.search(new_body) or any(
        t.norm in _ADDITIVE and (t.norm != "too" or _ADDITIVE_TOO.search(new_body)) for t in tokens(new_body)
    ):
        return False  # "turns out I'm allergic to shellfish too": one more value
    old_content = _content(tokens(old_body))
    if len(old_content) < 2:
        return False  # "You too, take care!" states nothing to set right
    last = old_content[-1].norm
    for part in _clause_texts(_SOFT.sub(" ", new_body)):
        c = compare(old_body, part)
        old_stems = {t.stem for t in _content(tokens(old_body))}
        if c.negation_flip and not c.rewritten and c.same_label is not False and not [
            a for a, b in c.substitutions if a
        ] and old_stems and old_stems <= {t.stem for t in tokens(part)} and not [
            t for t in tokens(part) if (t.content or t.value) and t.stem not in old_stems and t.norm not in _NEGATION
            and t.norm not in _DENIAL_FILLERS
        ]:
            return True  # "turns out I'm not allergic to peanuts at all": the old statement denied, nothing added
        if c.rewritten or c.negation_flip or c.same_label is False:
            continue
        swaps = [(a, b) for a, b in c.substitutions if a and b]
        added = [b for a, b in c.substitutions if b and not a]
        dropped = sum(len(a) for a, b in c.substitutions if a and not b)
        if len(swaps) != 1 or added or dropped > 1:
            continue
        a, b = swaps[0]
        if len(b) > 2 or last not in a:
            continue  # the old statement's value is what is swapped
        kept = [t for t in old_content if t.norm not in a]
        part_stems = {t.stem for t in tokens(part)}
        if not kept or 2 * sum(t.stem in part_stems for t in kept) < len(kept):
            continue  # the clause says too little of the old statement to restate it
        if c.value_substitution or (len(a) == 1 and len(b) == 1):
            return True
    return False


def _swap_correction(new: str, old: str) -> bool:
    """A correction marker ("Correction:", "mixed them up") and the old statement's words with two of them
    traded places (:func:`zeusmem.rules.revisions.swapped_pairs`)."""
    pn = parse(new)
    if not (pn.correction or _RETRACT.search(pn.body) or "retraction" in revisions.cues(pn.body)):
        return False
    return revisions.swapped_pairs(pn.body, parse(old).body)


#: a copular clause: "Our team lead is Farah", "Mira's my best friend now"
_COPULA_SPLIT = re.compile(
    r"\s+(?:is|are)\s+|(?<=\w)['’]s\s+(?=(?:my|our|the|his|her|their|your)\b)|(?<=\b[Hh]e)['’]s\s+|(?<=\b[Ss]he)['’]s\s+"
)
#: a noun phrase that names one holder's place: definite or possessed ("the lead", "our main hub for Europe")
_DEFINITE = re.compile(r"^(?:the|my|our|his|her|their|your|[\w-]+['’]s?)\s+\S", re.I)
_NP_STOP = re.compile(r"\s+(?:for|of|at|in|on|with|to|from|since|because)\b.*$", re.I)
_HOLDER_PRONOUNS = frozenset("he she they it".split())
_AFTER_NOW = re.compile(r"\b(?:now|these days|nowadays)\b.*$", re.I)
#: the cosine from which a new holder of the old statement's one place supersedes
HOLDER_CLOSE = 0.5


@lru_cache(maxsize=4096)
def _copular(clause: str) -> tuple[str, str] | None:
    parts = _COPULA_SPLIT.split(clause.strip(), maxsplit=1)
    if len(parts) != 2:
        return None
    left = re.sub(r"^(?:so|and|but|now|then|ok|well)\s+", "", parts[0].strip(" ,"), flags=re.I)
    right = _AFTER_NOW.sub("", parts[1]).strip(" ,.!")
    return (left, right) if left and right else None


def _np_words(np: str) -> list[str]:
    return [t.stem for t in tokens(_NP_STOP.sub("", np)) if t.content or t.value]


def _stems_within(words: Sequence[str], of: Sequence[str]) -> bool:
    return all(any(w[:5] == o[:5] for o in of) for w in words)


def _new_holder(new: str, old: str, similarity: float) -> bool:
    """``old`` says who or what holds one place ("Our team lead is Farah", "The Berlin office is our main hub
    for Europe"), and a clause of ``new`` marked as current gives the same place to another holder ("Diego is
    our team lead now", "Amsterdam is the European hub now", "Mira's my best friend now"). The place is
    definite or possessed ("a nurse" is one of many) and says nothing the old one does not.

    >>> _new_holder("Farah left the company, Diego is our team lead now.", "Our team lead is Farah.", 0.7)
    True
    >>> _new_holder("My brother is a nurse now.", "My sister is a nurse.", 0.7)
    False
    """
    if similarity < HOLDER_CLOSE or not _signals(new)[1]:
        return False  # no "now" in the new text (cached per text): nothing to read
    pn, po = parse(new), parse(old)
    if (pn.label != po.label or _ADDITIVE_TOO.search(pn.body)
            or re.search(r"\b(?:also|another|as well)\b", pn.body, re.I)):
        return False
    oc = _copular(po.body)
    if oc is None or len(_SENTENCE_MARK.findall(po.body.strip())) > 1:
        return False
    old_names = {t.norm for t in tokens(po.body)}
    for part in _clause_texts(pn.body):
        if not _has_now(tokens(part)) or endings.planned(part.lower()):
            continue
        nc = _copular(part)
        if nc is None:
            continue
        for o_place, o_holder in (oc, oc[::-1]):
            if not _DEFINITE.match(o_place):
                continue
            place = _np_words(o_place)
            if not place:
                continue
            for n_place, n_holder in (nc, nc[::-1]):
                nplace = _np_words(n_place)
                if not _DEFINITE.match(n_place) or not nplace or nplace[-1][:5] != place[-1][:5]:
                    continue
                whole = [t.stem for t in tokens(n_place) if t.content or t.value]
                if not _stems_within(whole, [t.stem for t in tokens(po.body)]):
                    continue  # "the lead on the new project": another place
                held = [t for t in tokens(n_holder) if t.content or t.value or t.norm in _HOLDER_PRONOUNS]
                old_held = {t.stem for t in tokens(o_holder) if t.content or t.value}
                if not held or not old_held or any(t.stem in old_held for t in held):
                    continue
                if all(t.norm in _HOLDER_PRONOUNS for t in held) and not any(
                    t.value and t.norm not in old_names and not t.initial for t in tokens(pn.body)
                ):
                    continue  # "he's the lead now" names the new holder elsewhere, or no one
                return True
    return False


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"(?<![A-Za-z0-9_.:/-])\+?\d[\d ().-]{5,}\d(?![A-Za-z0-9_:/-])")
#: words that make an address one of several ("my work email"): another one is added, not swapped
_ID_QUALIFIERS = frozenset(
    "work personal office home mobile cell landline business school uni second other backup alt alternate old "
    "arbeit privat travail perso trabajo personal lavoro".split()
)
#: a new address marked as the one in use ("from now on", "new number", "no longer", "换号")
_ID_CUE = re.compile(
    rf"{_FINAL.pattern}|\b(?:{revisions._NEW_WORD}|changed|switched|updated|not using|stopped using|don't use"  # noqa: SLF001
    r"|from now on|use|reach me|write to|ported)\b|新|换|旧",
    re.I,
)


@lru_cache(maxsize=4096)
def _identifiers(text: str) -> dict[str, frozenset[str]]:
    """The e-mail addresses and phone numbers of a text, by shape (a phone number by its digits)."""
    emails = frozenset(m.group(0).lower().rstrip(".") for m in _EMAIL.finditer(text))
    rest = _EMAIL.sub(" ", text)
    phones = frozenset(d for d in (re.sub(r"\D", "", m.group(0)) for m in _PHONE.finditer(rest)) if 7 <= len(d) <= 15)
    return {k: v for k, v in (("email", emails), ("phone", phones)) if v}


def _new_identifier(new: str, old: str, similarity: float) -> str | None:
    """``old`` gives one e-mail address or phone number and ``new`` another of the same shape: "supersede"
    when ``new`` marks it as the one in use now ("please use ... from now on", "Tengo número nuevo: ...",
    "我换号了"), "flag" otherwise; None when ``new`` is about someone else or names another one of several
    ("my work email").

    >>> _new_identifier("I'm not using the fastmail address anymore, please write to d.k@proton.me.",
    ...                 "My email is dana.k@fastmail.com.", 0.7)
    'supersede'
    >>> _new_identifier("My work email is dana@acme.com.", "My email is dana.k@fastmail.com.", 0.7)
    """
    if similarity < REVISION_CLOSE:
        return None
    pn, po = parse(new), parse(old)
    if pn.label != po.label:
        return None
    ids_old = _identifiers(po.body)
    if not ids_old:
        return None
    ids_new = _identifiers(pn.body)
    for shape, olds in ids_old.items():
        news = ids_new.get(shape)
        if len(olds) != 1 or not news or news & olds:
            continue
        old_words = {t.norm for t in tokens(_EMAIL.sub(" ", po.body))}
        new_words = {t.norm for t in tokens(_EMAIL.sub(" ", pn.body))}
        if (new_words - old_words) & (_ID_QUALIFIERS | _PEOPLE) or revisions.someone_else(pn.body, po.body):
            return None
        if _ADDITIVE_TOO.search(pn.body) or re.search(r"\b(?:also|another|as well)\b", pn.body, re.I):
            return None
        return "supersede" if _ID_CUE.search(_EMAIL.sub(" ", pn.body)) else "flag"
    return None


def _revision(new: str, old: str, similarity: float) -> Relation | None:
    """A self-correction scoped to the old statement, a "new X" of the old statement's attribute, or a
    later value of a counted or ranked state (:mod:`zeusmem.rules.revisions`)."""
    pn, po = parse(new), parse(old)
    if pn.label != po.label or similarity < REVISION_CLOSE:
        return None
    if pn.correction and similarity >= CLOSE and _swap_correction(new, old):
        return Relation("supersede", "self_correction", True)  # "Correction: the red folder has the taxes"
    cue = revisions.cues(pn.body)
    soft = bool(_SOFT.search(pn.body))
    if not cue and not soft:
        return None  # nothing in the new text that any of these readings looks for
    body = po.body.strip()
    if len(body) > ENDING_OLD_MAX_CHARS or len(_SENTENCE_MARK.findall(body)) > 1:
        return None  # one short statement, as for the endings: a chat turn names many things
    if ("retraction" in cue and revisions.self_correction(pn.body, po.body)) or (
        soft and _soft_correction(pn.body, po.body)
    ):
        return Relation("supersede", "self_correction", True)
    if "stage" in cue and revisions.stage_ended(pn.body, po.body):
        return Relation("supersede" if similarity >= CLOSE else "flag", "stage_ended", similarity >= CLOSE)
    if "schedule" in cue and revisions.new_schedule(pn.body, po.body):
        return Relation("supersede", "schedule", True)
    if "completion" in cue and revisions.completed(pn.body, po.body):
        return Relation("supersede" if similarity >= CLOSE else "flag", "completed", similarity >= CLOSE)
    v = revisions.new_value(pn.body, po.body) if "new_value" in cue else None
    if v == "supersede":
        return Relation("supersede", "new_value", True)
    if v == "flag" or ("value" in cue and (revisions.later_state(pn.body, po.body) or (
        similarity >= ANOTHER_VALUE_CLOSE and revisions.another_value(pn.body, po.body)
    ))):
        return Relation("flag", "later_state")
    return None


@lru_cache(maxsize=4096)
def _named(old_body: str) -> tuple[str, ...]:
    """The names an old statement holds beyond its subject ("The Static", "Clayhouse", "Siemens"): an
    ending of one of them is an ending of what the old statement says about it."""
    toks = tokens(old_body)
    content = [t for t in toks if t.content]
    return tuple(dict.fromkeys(
        t.norm for t in content[1:] if t.value and not t.initial and t.norm.isalpha() and len(t.norm) >= 3
        and _kinds(t.norm) == frozenset({"name"}) and t.norm not in _PEOPLE
    ))


def _named_ending(new: str, old: str) -> bool:
    """:func:`_anchored_ending` on the old statement's names only: an ending of a named thing is
    evidence below :data:`ENDING_SUPERSEDE_CLOSE` (the two texts share little else)."""
    named = _named(parse(old).body)
    return bool(named) and endings.ends(parse(new).body, parse(old).body, named)


def _attribute_relation(new: str, old: str) -> Relation | None:
    """The structural reading of both statements (:mod:`zeusmem.rules.attributes`), with no cosine: the
    same single-valued attribute of the same subject with a stated change supersedes, another value flags."""
    pn, po = parse(new), parse(old)
    if pn.label != po.label:
        return None
    v, attr = attributes.judge(pn.body, po.body)
    if v == "supersede":
        return Relation("supersede", "attribute_change", True, field=attr)
    if v == "flag":
        return Relation("flag", "attribute_value", field=attr)
    return None


def _relation(new: str, old: str, similarity: float, dup_threshold: float) -> Relation:
    pn, po = parse(new), parse(old)
    if pn.label and po.label and pn.label != po.label:
        return NONE  # different speakers: different subjects
    corr = find_correction(new)
    nc = extract_claim(new)
    # only what can apply is computed (a write checks up to 20 neighbours)
    correcting = corr is not None and similarity >= (VALUE_CLOSE if corr.old_values else CLOSE)
    close = similarity >= SLOT_CLOSE
    low = GONE_CLOSE if any(c.gone for c in find_changes(new)) else VALUE_CLOSE
    if not (correcting or nc or close or (similarity >= low and find_changes(new))
            or (similarity >= CLOSE and _signals(new)[1])):
        return NONE
    new_toks, old_toks = tokens(pn.body), tokens(po.body)
    comparison = compare(old, new) if close else None
    if correcting and corr is not None:
        if corr.targeted:
            if _targets(corr, old_toks, new_toks, similarity, po.body, new):
                return Relation("supersede", "correction", True)
        elif (
            comparison is not None
            and similarity >= CLOSE
            and comparison.replacement
            and not comparison.rewritten
            and (
                comparison.value_change
                or (similarity >= dup_threshold and len(comparison.substitutions) == 1)
            )
            and _context_overlap(old_toks, new_toks, [w for a, _ in comparison.substitutions for w in a])
        ):
            return Relation("supersede", "update", True)
    if similarity >= low and _change_relation(new, old, similarity):
        return Relation("supersede", "change", True)
    if any(t.norm in _ADDITIVE and (t.norm != "too" or _ADDITIVE_TOO.search(pn.body)) for t in new_toks):
        return NONE  # "also", "too": one more value, not another one ("way too expensive" is a degree)
    if nc:
        oc = extract_claim(old)
        if claims_contradict(nc, oc, old):
            return Relation("supersede", "attribute", nc.correction, nc.field, nc.subject)
    if (
        comparison is not None
        and comparison.value_replacement
        and comparison.same_label is not False
        and not comparison.rewritten
    ):
        values = {t.norm for t in (*new_toks, *old_toks) if t.value}
        one_slot = (
            len(comparison.substitutions) == 1
            and comparison.value_substitution
            and all(any(w in values for w in side) for side in comparison.substitutions[0])
            and not comparison.negation_flip
        )
        if similarity >= dup_threshold or one_slot:
            return Relation("flag", "value_change", field=nc.field)
    return NONE


def contradicts(new_text: str, old_text: str, similarity: float = 1.0) -> bool:
    """Whether ``new_text`` would supersede or flag ``old_text`` (pure; consolidation uses it to
    keep contradicting near-duplicates apart).

    >>> contradicts("Correction: the database is not PostgreSQL, it is MySQL", "The database is PostgreSQL")
    True
    >>> contradicts("The database is PostgreSQL 16", "The project database is PostgreSQL")
    False
    """
    return relation(new_text, old_text, similarity).kind != "none"


# --- frames: a frame said again with one value replaced (substitutes) ---
_QUESTION = re.compile(r"[?？]")
_USED = re.compile(
    r"\b(?:used to|back then|when i was|as a kid|years ago|früher|autrefois|antes|prima|vroeger)\b", re.I
)

#: the cosine from which a frame said again with one value replaced supersedes (:func:`substitutes`)
SUBSTITUTION_CLOSE = 0.5
#: "now" in the languages the tokens read as words, and as character pairs where they read one
#: character at a time (Chinese, Japanese, Korean): the marker of a current state
NOW_WORDS = frozenset("nu teraz obecnie artık şimdi अब".split())
NOW_CHARS = (("现", "在"), ("目", "前"), ("如", "今"), ("今", "は"), ("現", "在"), ("지", "금"), ("이", "제"))
#: the speaker, dropped from both sides before aligning ("저는 서울에 살아요" / "지금은 부산에 살아요")
_FRAME_SPEAKER = frozenset(
    "i i'm im we me us my our ich wir mein meine je j' nous moi mon ma mes yo mi mis eu meu minha io mio mia ik "
    "mijn wij ja mój moja ben benim मैं मेरा मेरी 我 私 저 나 제".split()
)
#: "one more", in the languages read here
_MORE = frozenset("more mehr plus más mais più meer więcej daha 更".split())
#: third-person pronouns: a clause about someone else
_OTHERS = frozenset(
    "he she they er sie il elle ils elles él ella ellos ele ela eles lui lei loro hij zij on ona oni o "
    "她 他 她们 他们 그 그녀 彼 彼女".split()
)
#: one occasion named by its day ("this Saturday", "yesterday")
_THIS_TIME = re.compile(
    r"\b(?:this|last|diesen|dieses|ce|cette|este|esta|questo|questa|deze|dit)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|\b(?:yesterday|gestern|hier|ayer|ontem|ieri|gisteren|wczoraj|dün)\b",
    re.I,
)
#: people words of the scripts read one character at a time (no word tokens to look them up by)
_OTHERS_CJK = tuple(
    "부모님 엄마 아빠 남편 아내 친구 동생 언니 오빠 누나 동료 父母 妈妈 爸爸 老公 老婆 朋友 哥哥 姐姐 弟弟 妹妹 同事 "
    "両親 母 父 夫 妻 友達 兄 姉 同僚".split()
)
#: words that make a field another one ("work email", "home number"), besides ``claims._FIELD_QUALIFIERS``
_QUALIFIERS = frozenset("work home personal private business office mobile cell landline school main".split())
_FILLER = frozenset("lol haha btw anyway ok okay so well yeah ugh hmm fyi".split())
_ARROW_AT = re.compile(r"\s*(?:->|→|=>|⇒)\s*")
_CLAUSE_CUT = re.compile(r"[.;!?。；！？、，]+\s*|,\s+|\s+[-–—]\s+|\(|\)")


def _slot_kind(toks: Sequence[object]) -> str:
    return "num" if any(any(ch.isdigit() for ch in t.norm) for t in toks) else "word"  # type: ignore[attr-defined]


def _aligned(old_toks: Sequence[object], new_toks: Sequence[object]) -> bool:
    """``new_toks`` say ``old_toks`` again with one slot (at most three words, or six characters of a
    script read one character at a time) replaced by another of the same kind (number for number, word
    for word), every other word of ``old_toks`` kept, and at least one content word kept besides."""
    a = [t.stem for t in old_toks]  # type: ignore[attr-defined]
    b = [t.stem for t in new_toks]  # type: ignore[attr-defined]
    if len(a) < 2 or not b:
        return False
    ops = [op for op in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes() if op[0] != "equal"]
    replaced = [op for op in ops if op[0] == "replace"]
    if len(replaced) != 1 or any(op[0] == "delete" for op in ops):
        return False
    if any(t.value for op in ops if op[0] == "insert" for t in new_toks[op[3]:op[4]]):  # type: ignore[attr-defined]
        return False  # another value besides: "staging db: pg14 -> pg16" names another frame

    if any(t.norm in _FIELD_QUALIFIERS or t.norm in _QUALIFIERS  # type: ignore[attr-defined]
           for op in ops if op[0] == "insert" for t in new_toks[op[3]:op[4]]):
        return False  # "My work email is ... now": another field
    _, a1, a2, b1, b2 = replaced[0]
    width = 6 if any(len(t.norm) == 1 and not t.norm.isascii() for t in old_toks) else 3  # type: ignore[attr-defined]
    if a2 - a1 > width or b2 - b1 > width or _slot_kind(old_toks[a1:a2]) != _slot_kind(new_toks[b1:b2]):
        return False
    if {t.norm for t in old_toks[a1:a2]} & {t.norm for t in new_toks}:  # type: ignore[attr-defined]
        return False  # the old value is still there: more detail, not another value
    kept = [t for i, t in enumerate(old_toks) if not a1 <= i < a2]
    # a kept word of the frame itself, not its subject: "Omar is working on his thesis" / "Omar is
    # now learning Portuguese" keep only the name (a sentence's first word is capitalised anyway)
    return any(t.content and not t.value and not (t.initial and t.text[:1].isupper())  # type: ignore[attr-defined]
               for t in kept)


def _clean(toks: Sequence[object]) -> list[object]:
    """Tokens without the speaker, fillers and "now" (words or character pairs)."""
    out = []
    skip = 0
    for i, t in enumerate(toks):
        if skip:
            skip -= 1
            continue
        norm = t.norm  # type: ignore[attr-defined]
        nxt = toks[i + 1].norm if i + 1 < len(toks) else ""  # type: ignore[attr-defined]
        if (norm, nxt) in NOW_CHARS:
            skip = 1
            continue

        if norm in _FRAME_SPEAKER or norm in _FILLER or norm in NOW_WORDS or norm in _NOW or t.stop:  # type: ignore[attr-defined]
            continue
        out.append(t)
    return out


def says_now(toks: Sequence[object]) -> bool:
    """A "now" of :data:`NOW_WORDS` or :data:`NOW_CHARS` (the rules' own list aside)."""
    norms = [t.norm for t in toks]  # type: ignore[attr-defined]
    return any(n in NOW_WORDS for n in norms) or any(p in NOW_CHARS for p in zip(norms, norms[1:], strict=False))


@lru_cache(maxsize=4096)
def substitutes(old: str, new: str) -> bool:
    """``new`` (or one of its clauses) states ``old``'s frame again with one value slot replaced, and
    says that it changed: a "now" in any language read here, an arrow ("pg14 -> pg16"), a change verb
    or a retraction. Language-neutral but for the "now" words; the guards (a plan, a question,
    something temporary, another person, "also") are :func:`claims.relation`'s and this function's.

    >>> substitutes("Ik woon in Utrecht.", "Ik woon nu in Amsterdam.")
    True
    >>> substitutes("api timeout 30s", "api timeout → 60s")
    True
    >>> substitutes("I speak French.", "I speak Spanish too.")
    False
    """

    po, pn = parse(old), parse(new)
    if po.label and pn.label and po.label.lower() != pn.label.lower():
        return False  # another speaker's turn ("Nate: Are you only ...?" / "Joanna: Yeah, ...")
    if _QUESTION.search(po.body):
        return False  # a question states no frame to replace
    body = pn.body
    arrow = bool(_ARROW_AT.search(body))
    all_new = tokens(body)
    signal = (arrow or _has_now(all_new) or says_now(all_new)
              or bool(_RETRACT.search(body)) or pn.correction)
    if not signal or _QUESTION.search(body) or attributes._PLAN.search(body) or _TEMPORARY.search(body):
        return False
    if any(t.norm in _ADDITIVE or t.norm in _MORE or t.norm in _OCCASION for t in all_new):
        return False  # "one more", "early today": an addition, an occasion
    if _USED.search(body) or _DAYPART.search(body) or _THIS_TIME.search(body):
        return False  # "cancelled tennis this Saturday": one occasion
    old_words = {t.norm for t in tokens(po.body)}
    if any((t.norm in _OTHERS or t.norm in _PEOPLE) and t.norm not in old_words for t in all_new):
        return False  # "她在腾讯升职了", "Ihr Mann hat ...": someone else's
    if any(w in body and w not in po.body for w in _OTHERS_CJK):
        return False  # "부모님은 지금 부산에 살아요": the parents'
    old_toks = _clean(tokens(po.body))
    variants = [body]
    if arrow:  # "pg14 -> pg16": the value after the arrow; "oncall -> biweekly": the arrow as a colon
        variants = [_ARROW_AT.sub(" ", re.sub(r"[^\s:=]+" + _ARROW_AT.pattern, "", body)), _ARROW_AT.sub(" : ", body)]
    for text in variants:
        parts = [p for p in _CLAUSE_CUT.split(text) if p and p.strip()]
        for part in dict.fromkeys([text, *parts]):
            if _aligned(old_toks, _clean(tokens(part))):
                return True
    return False
