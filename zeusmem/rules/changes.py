"""Changes of state read clause by clause (:func:`find_changes`): what one statement says has ended,
moved or been replaced.

A verb of a small lexicon in every language read here ("left", "quit", "sold", "pushed", "gekündigt",
"quitté", "dejé", "saí", "trasferito" ...), its subject, object and "from" / "to" arguments; endings
that name no object ("my Kindle broke", "we broke up", "got laid off"). Whether a change hides an old
memory is decided against that memory in :mod:`zeusmem.rules.claims`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from zeusmem.rules import endings
from zeusmem.rules.parsing import parse
from zeusmem.rules.words import FIRST_PERSON, MY, NOW, NUMBER_WORDS, PEOPLE, TIMES, UPDATE_WORDS, Token, tokens

# --- changes of state: clauses, their subject, verb and arguments ----------------------------------
#
# "left X and now works at Y", "got pushed from A to B", "sold the Honda", "Saí da Petrobras", "bei
# Siemens gekündigt": a clause-level view instead of one more sentence pattern. The new memory is
# split into clauses; in each, a verb of a small lexicon (inflected forms, every language read here)
# is found, and around it the clause's subject (the words before it), its object (the noun phrase
# after it, or before it when the verb ends the clause) and its "from" / "to" arguments. What the
# old memory must hold for a change to hide it is decided in :func:`zeusmem.rules.claims._change_targets`.

#: verbs that end a state: their object (or "from" argument) is the value that stops being true
CEASE_VERBS = frozenset(
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
    verwyder kanselleer ondoa futa ghairi dileu canslo slepptu sleppa eyddu eyða noņem noņemt atcel atceļ dzēs
    odstrani odstranite prekliči izbriši eemalda tühista kustuta kendu ezabatu cancel remove delete deleted
    """.split()  # corrfix18: imperatives of removing an item in af sw cy is lv sl et eu
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
    μετατέθηκε μετατέθηκαν μετακόμισε μετακόμισα μετακομίσαμε αναβλήθηκε αναβλήθηκαν
    elköltözött elköltöztünk költözött költöztünk tolták kitolták áttették átálltunk átállt
    נדחה נדחתה נדחו עבר עברה עברנו עברו
    presťahovala presťahoval presťahovali preložili presunuli persikėlė persikėlėme atidėjo
    flyttet flyttede flytta preselio preselila preselili odgođen odgođeno
    lumipat lumipat na berpindah pindah ditangguhkan verhuis verskuif uitgestel
    imebadilishwa imebadilika ilibadilishwa imehamishwa newid newidiwyd nomainīts nomainīta mainīts mainīta
    pārcelts pārcelta spremenjen spremenjena spremenjeno prestavljen prestavljena prestavljeno
    """.split()  # corrfix18: sw cy lv sl "changed to", their "to" in _TO18
)
#: corrfix18: the "to" of a verb of changing in sw cy lv sl ("imebadilishwa kuwa", "wedi newid i", "nomainīts uz",
#: "spremenjen v"): read only after these verbs ("i" is also the English "I")
_TO18 = {
    **dict.fromkeys("imebadilishwa imebadilika ilibadilishwa".split(), frozenset({"kuwa", "hadi"})),
    "imehamishwa": frozenset({"hadi", "kwenda"}), "newid": frozenset({"i"}), "newidiwyd": frozenset({"i"}),
    **dict.fromkeys("nomainīts nomainīta mainīts mainīta pārcelts pārcelta".split(), frozenset({"uz"})),
    **dict.fromkeys("spremenjen spremenjena spremenjeno prestavljen prestavljena prestavljeno".split(),
                    frozenset({"v", "na"})),
}
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
GENERIC = frozenset("way ways thing things stuff lot bit mind life it all".split())
#: the shift verbs that also end the state of their object with no "from" or "to" ("changed dentists")
_REPLACE_VERBS = frozenset(
    "switched switch changed change swapped gewechselt changé cambié cambió troquei trocou cambiato".split()
)
_LEAVE = frozenset("left leave leaves leaving".split())
_PUT_AT = frozenset("at on with behind by".split())
#: English cease verbs that also take two objects ("left him a note")
_DITRANSITIVE = frozenset("left leave leaves leaving gave give gives giving sold sell sells".split())
#: particles and prepositions between a verb and its object ("gave up X", "stepped down from X")
PARTICLES = frozenset(
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
OCCASION = frozenset(
    "today tonight early earlier late heute früh aujourd'hui tôt hoy temprano hoje cedo oggi presto".split()
)
#: ... nor one that lasts a while ("for this week only", "for the summer"), nor last night's
TEMPORARY = re.compile(
    r"\b(?:for (?:a|the|this) (?:bit|while|moment|week|weekend|month|summer|winter|holidays?|day)|temporarily|"
    r"for now|only (?:this|for) |this (?:week|weekend|time) only|until|"
    # one reply: "switch to English for this one reply", "no bullet points for this message"
    r"for (?:this|the next) (?:one )?(?:reply|answer|response|message|email|question)|"
    r"(?:today|tomorrow|tonight) only|only (?:today|tomorrow|tonight)|tomorrow's|today's|tonight's|next week's|"
    r"vorübergehend|bis|pour l'instant|"
    r"temporairement|jusqu'|por ahora|temporalmente|hasta|por enquanto|até|per ora|temporaneamente|fino a)\b",
    re.I,
)
DAYPART = re.compile(
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
    wedi je
    """.split()  # corrfix18: cy "wedi", sl "je"
)
CLAUSE_SPLIT = re.compile(
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
    for i, part in enumerate(p for p in CLAUSE_SPLIT.split(body) if p and p.strip()):
        toks = tokens(part) if i == 0 else tokens("x " + part)[1:]
        if toks:
            out.append(toks)
    return out


def _words(toks: Sequence[Token]) -> tuple[str, ...]:
    """Content words (and values that look like function words: "May")."""
    return tuple(
        t.norm for t in toks
        if (t.content or (t.value and not t.negation)) and t.norm not in UPDATE_WORDS and t.norm not in _AUX
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
        if t.norm in _OBJECT_END or t.norm in NOW or t.norm in _SHIFT_VERBS or t.norm in CEASE_VERBS:
            if out and all(u.stop or u.norm in _LIGHT for u in out) and t.norm not in NOW:
                out.append(t)  # "my job [as] a banker": a position is no value; its value follows
                i += 1
                continue
            break
        out.append(t)
        i += 1
    return tuple(out)


def _is_time(word: str) -> bool:
    return word in TIMES or (word.endswith("s") and word[:-1] in TIMES)


def _first_person(t: Token) -> bool:
    """I, we, j'ai, I've, we're ..."""
    return t.norm in FIRST_PERSON or t.norm.startswith("j'") or t.norm.split("'")[0] in FIRST_PERSON


#: adverbs that say how, not what ("cut out energy drinks completely", "ist leider gestorben")
_ADVERBS = frozenset(
    """completely entirely totally finally really fully altogether peacefully suddenly sadly unfortunately
    leider endlich völlig ganz complètement totalement finalement malheureusement completamente totalmente
    finalmente lamentablemente infelizmente purtroppo""".split()
)


def _value_words(toks: Sequence[Token]) -> tuple[str, ...]:
    return tuple(
        w for w in _words(toks)
        if w not in _LIGHT and w not in PARTICLES and w not in _FROM and w not in GENERIC and w not in _ADVERBS
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
                    t.norm in CEASE_VERBS
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
        occasion = any(t.norm in OCCASION for t in toks) or bool(TEMPORARY.search(said) or DAYPART.search(said))
        start = len(subj) if final else verb + 1
        fr = next((i for i in range(start, len(toks)) if toks[i].norm in _FROM), None)
        to = next((i for i in range(fr + 1 if fr is not None else start, len(toks))
                   if toks[i].norm in (_TO_AFTER_FROM if fr is not None else _TO18.get(toks[verb].norm, _TO))), None)
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
            about = tuple(w for w in _value_words(subj) if w not in FIRST_PERSON and "'" not in w)
            thing = tuple(w for w in about + _value_words(toks[start:to]) if not _is_time(w) and w not in _DEICTIC)
            obj_toks = toks[to + 1 : verb] if final else _object(toks, to + 1)
            new = _value_words(obj_toks)
            values = tuple(t.norm for t in obj_toks if t.value and t.norm in new)
            if new and thing:
                out.append(Change("move", (), new, thing, subject, first, occasion, values))
            elif new and values and toks[verb].norm in _RELOCATE:  # "Wir sind nach Bonn umgezogen": a new home
                out.append(Change("move", (), new, (), subject, first, occasion, values, home=True))
            continue
        if toks[verb].norm in CEASE_VERBS or (toks[verb].norm in _REPLACE_VERBS and not final):
            if final:  # "bei Siemens gekündigt": the object precedes the verb
                obj = [t for t in toks[start:verb] if t.content]
                obj = [t for t in obj if t.value] or obj
            else:
                j = verb + 1
                while j < len(toks) and (toks[j].norm in PARTICLES or toks[j].norm in _AUX):
                    j += 1
                obj = list(_object(toks, j))
                after = j + len(obj)
                if toks[verb].norm in _DITRANSITIVE and after + 1 < len(toks) and toks[after].norm in ("a", "an"):
                    continue  # "left Google a review", "gave my sister a call": no state ends
                if toks[verb].norm in _LEAVE and after < len(toks) and toks[after].norm in _PUT_AT and any(
                    t.norm in MY for t in obj
                ) and not any(t.norm in _LIGHT or t.norm in JOB_WORDS for t in obj):
                    continue  # "I left my Civic at the mechanic": put somewhere, not ended
            cut = next((k for k, t in enumerate(obj) if _is_time(t.norm) or t.norm == "ago"
                        or (t.norm in NUMBER_WORDS | {"a", "few", "several"} and k + 1 < len(obj)
                            and _is_time(obj[k + 1].norm))), len(obj))
            old = _value_words(obj[:cut])  # "quit smoking [two months ago]"
            if old:
                kind: Literal["cease", "replace"] = "replace" if toks[verb].norm in _REPLACE_VERBS else "cease"
                out.append(Change(kind, old, (), (), subject, first, occasion))
            if toks[verb].norm in CEASE_VERBS and any(t.norm in JOB_WORDS for t in obj):  # "lost his banking job"
                out.append(Change("cease", ("job",), (), (), subject, first, occasion, job=True))
    return tuple(out)


#: "stop by / at / in / off / over": to visit
_STOP_BY = frozenset("stop stops stopped stopping".split())
_VISIT = frozenset("by at in off over into".split())
_SAY = frozenset("say said says saying bid".split())
JOB_WORDS = frozenset("job jobs position gig stelle arbeit poste emploi trabajo puesto emprego lavoro posto".split())
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
        and (t.norm in PEOPLE or (t.text[:1].isupper() and not t.stop) or (t.value and not t.stop))
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
        if n and any(u.norm in PEOPLE for u in toks[:i]) and not any(_first_person(u) for u in toks[:i]):
            n = 0  # "Chloe's parents broke up": the parents' relationship, not the speaker's with Chloe
        if n:
            names = tuple(u.norm for u in tokens(parse(text).body)
                          if u.text[:1].isupper() and not u.stop and not _first_person(u) and u.norm.isalpha())
            if names:
                return [Change("cease", names[:3], (), (), (), True)]
        n = 0 if _exhortation(t) else _particle_ok(toks, i, _FIRED) or (
            2 if t.norm == "out" and i + 1 < len(toks) and toks[i + 1].norm == "of"
            and any(u.norm in JOB_WORDS or u.norm == "work" for u in toks[i + 2 : i + 4]) else 0
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
        if TEMPORARY.search(said) or any(u.norm in OCCASION or u.norm in _HABITUAL for u in toks):
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
