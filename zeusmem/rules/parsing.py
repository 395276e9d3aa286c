"""A statement's parts: its label and body (:func:`parse`), and the explicit correction it makes
(:func:`find_correction`: "not X but Y", "from X to Y", "no longer X", "switched to Y" ...).

A speaker label ("Caroline: ..."), a "Note:" / "TODO:" prefix or a list marker is no part of what a
statement says; a "Correction:" / "Update:" prefix (or a softer "Actually,") marks it as a correction.
Pure and offline; the relations between two statements that read these parts are in
:mod:`zeusmem.rules.claims`.

>>> parse("Caroline: Correction: the standup is at 10am")
Parsed(label='caroline', body='the standup is at 10am', note=False, correction=True, soft=False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from zeusmem.rules import lexicon
from zeusmem.rules.words import UPDATE_WORDS, tokens

# --- labels: speakers, notes, list items ---------------------------------------------------------

_LIST = re.compile(r"^\s*(?:[-*•·‣▪]|\d{1,3}[.)]|[a-z][.)])\s+")
_NOTE = re.compile(
    r"^\s*(?:note|notes|todo|to-do|fyi|reminder|remember|memo|nb|n\.b\.|ps|p\.s\.|notiz|hinweis|remarque|"
    r"rappel|nota|recordatorio|备注|提醒|注意)\s*[:：]\s*",
    re.I,
)
#: a record's place in a log ("In session 7", "During call #3,", "[session 12]"): where it was said, not what
_RECORD = re.compile(
    r"^\s*(?:(?:in|during|from|at)\s+(?:the\s+)?(?:session|conversation|chat|call|turn|meeting)\s+#?\d+|"
    r"\[(?:session|turn|chat)\s*#?\d+\])\s*[,:]?\s+",
    re.I,
)
_RECORD_INSIDE = re.compile(r"\s+(?:in|during)\s+(?:the\s+)?(?:session|conversation|chat|call)\s+#?\d+\b(?=\s|,)", re.I)
#: "Correction:", "Update:", and the lexicon's "actually" / "correction" words before a colon (corrlex)
_CORRECTION_PREFIX = re.compile(
    r"^\s*(?:correction|corrected|update|updated|fix|erratum|korrektur|berichtigung|aktualisierung|"
    r"corrección|correção|correzione|更正|更正一下|纠正|更新|" + lexicon.alternation("actually") + r")\s*[:：]\s*",
    re.I,
)
#: "Actually," and "Correction," in every language of :mod:`zeusmem.rules.lexicon` (corrlex)
_SOFT_PREFIX = re.compile(
    r"^\s*(?:actually|in fact|eigentlich|en fait|en realidad|na verdade|实际上|" + lexicon.alternation("actually")
    + r")\s*[,:，]\s*", re.I
)
#: corrfix28: a change announced as a label ("Change of plan:", "Sprememba:", "Pasikeitė:", "Zmiana:", "Newid:"), per
#: language: no speaker's name, a correction's softer prefix
_CHANGE_PREFIX = re.compile(
    r"^\s*(?:change of plans?|changed?|rescheduled|änderung|planänderung|changement(?: de programme)?|modification"
    r"|cambio(?: de planes)?|mudança(?: de planos)?|alteração|cambio di programma|variazione|wijziging|verandering"
    r"|ändring|endring|ændring|zmiana(?: planów)?|změna|zmena|sprememba|promjena|promena|pasikeitė|pakeitimas"
    r"|izmaiņas|muudatus|muutos|breyting|промяна|изменение|промена|зміна|newid|mabadiliko)\s*[:：]\s*",
    re.I,
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
        if m := _RECORD.match(body):
            body, note = body[m.end() :], True
            continue
        if m := _CORRECTION_PREFIX.match(body):
            body, correction = body[m.end() :], True
            continue
        if m := _SOFT_PREFIX.match(body):
            body, soft = body[m.end() :], True
            continue
        if m := _CHANGE_PREFIX.match(body):
            body, soft = body[m.end() :], True
            continue
        if m := _INTERJECTION.match(body):
            body = body[m.end() :]
            continue
        if label is None and (m := _SPEAKER.match(body)):
            label, body = m.group("label").strip(), m.group("body")
            continue
        break
    if _RECORD_INSIDE.search(body):  # "The user mentioned in session 5 that ...": where, not what
        body, note = _RECORD_INSIDE.sub("", body), True
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
#: corrfix18: the "not" of "Y, not X" in af sw cy is lv sl et eu
_NEG18 = r"(?:nie|si|nid|ekki|nevis|ne|mitte|ez)"
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
        # corrfix18: a terse command "use Y not X" (no comma), and "Y, not X" in af sw cy is lv sl et eu
        (rf"^(?:please\s+)?(?:use|pick|choose|prefer)\s+(?P<new>{_CLAUSE}{{1,40}}?)\s+(?:and\s+)?not\s+"
         rf"(?P<old>{_CLAUSE}{{1,40}}){_END}", "contrast"),  # corrfix18
        (rf"^(?:[^\W\d_]+:\s*)?(?P<new>(?:[\w'’-]+\s+){{0,2}}[\w'’.-]+?)\s*,\s*{_NEG18}\s+"
         rf"(?P<old>{_CLAUSE}{{1,40}}?)(?:\s+nie)?{_END}", "contrast"),  # corrfix18: "Tumia pnpm, si npm"
        (rf"(?P<new>{_CLAUSE}{{1,60}}?)\s*,\s*{_NEG18}\s+(?P<old>{_CLAUSE}{{1,40}}?)"
         rf"(?:\s+nie)?{_END}", "contrast"),  # corrfix18: ".. Jumatano saa nne, si Jumanne": values only
    ]
]


#: a word every correction pattern needs (a cheap test before trying them all)
_TRIGGERS = re.compile(
    r"\b(?:not|n't|never|no|instead|rather|place|from|replac\w*|swap\w*|exchanged|traded|switched|moved|changed|"
    r"migrated|upgraded|downgraded|transitioned|converted|went|became|become|now|nicht|statt|anstatt|anstelle|von|"
    r"plus|lieu|pas|ya|lugar|vez|sino|não|em|non|invece|больше|уже"
    r"|nie|si|nid|ekki|nevis|ne|mitte|ez"  # corrfix18: af sw cy is lv sl et eu
    r")\b|n['’]|不是|从|不再|改|换|变|离开|辞去|退出",
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
    before = [t for t in tokens(body[: span[0]]) if t.content and t.norm not in UPDATE_WORDS]
    toks = [t for t in tokens(body[: span[1]]) if t.content and t.norm not in UPDATE_WORDS][len(before) :][:8]
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
        if pattern is _CORRECTION_PATTERNS[-1][0] and not (old_v and new_v):
            continue  # corrfix18: a long "Y, nid X" of plain words ("I saw the nurse today, not Dr Hughes")
        c = Correction(kind, old, new, old_v, new_v)
        if c.targeted:
            return c
        best = best or c
    if best is None and (p.correction or p.soft):
        return Correction("marker")
    return best
