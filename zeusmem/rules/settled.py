# ruff: noqa: E501  (the marker tables keep one language a line)
"""Correction classes that recur across many authors' corpora, read by structure (corrgen2).

Written from the misses of corrections corpora 1-24 together; a class is kept only when it occurs in at
least four corpora written by different authors. Each reading decides only between ``flag`` and
``supersede``: the other rules have already seen a conflict between the two statements (a value of the
same slot moved), and the reading asks whether the new statement says the old one is over or wrong.

* :func:`rejected_value`: the new statement names a value the old statement holds and rejects it by a
  negation set right after a value of its own: "X, not Y", "X not Y", "X, no Y", "X, nicht Y", "X, не Y",
  "X ไม่ใช่ Y", "X, si Y", "Y değil, X" ("Sorry, it's viola, not cello" of "plays the cello"; "starts on the
  15th now, not the 18th"; "use uv not pip"). A negation after a verb ("is not", "doesn't") is no rejection
  of a value: it is a negated statement, which other rules read.
* :func:`lasting_change`: the new statement carries a marker that its value holds from now on: an adverb of
  the present state ("now", "these days", "from now on", "ahora", "jetzt", "maintenant", "теперь", "sekarang",
  "ตอนนี้", "अब", "现在"), a starting point ("from next week", "as of May", "od lipca", "с понедельника"),
  "new" said of the slot ("new number", "new address:", "número nuevo", "новый номер"), the old value set
  aside ("no longer", "not anymore", "ne ... plus", "nicht mehr", "больше не") or a verb of change with its
  goal ("moved to", "switched to", "changed to", "rebooked to", "raised to", "cambiado a", "passé à",
  "перешёл на", "diundur ke").

Dangers kept out by structure: an occasion or exception ("this week only", "for this order", "also") and an
undecided plan are turned back to ``flag`` by :func:`zeusmem.rules.claims.relation` after any supersede; a
statement of another holder ("Ben's desk is 14 now" of "Ana's desk is 12"), of a second numbered thing, or a
short turn against a many-sentence text are refused here (:func:`_guarded`).

>>> rejected_value("Sorry, it's viola, not cello.", "User plays the cello in a community orchestra.")
True
>>> rejected_value("Ran 24:30 today, not a PB but it was hilly.", "My 5k PB is 23:10.")
False
>>> lasting_change("swimming lessons are sundays at 11 from next week", "The kids' swimming lessons are Saturday at 9.")
True
>>> lasting_change("Ben's desk is 14 now.", "Ana's desk is 12.")
False
"""

from __future__ import annotations

import re
from functools import lru_cache

from zeusmem.rules import lexicon

__all__ = ["rejected_value", "lasting_change", "settles"]

_WORD = re.compile(r"[\w@#.+/%'-]*\w|[^\w\s]", re.U)
_FUNCTION = frozenset("""i me my we our you your he she it they them his her their the a an this that these those
is are was were be been am do does did have has had to of in on at for with and or but so it's its there
just only really actually now new also too still not no any some one from by as""".split())

# --- a value rejected by name -------------------------------------------------------------------------------

#: a negation right after a value (a comma, a dash or nothing between): what follows it is the rejected value
_NEG_AFTER = re.compile(
    r"(?P<before>[\w%)’'.]*\w)(?P<sep>\s*(?:,|;|—|–)\s*|\s+-\s+|\s+)(?:and\s+|y\s+|et\s+|und\s+)?"
    r"(?<![\w'’-])(?P<neg>not|nicht|pas|non|não|niet|nie|не|ні|nem|inte|ikke|bukan|si|sio|ไม่ใช่|không phải)"
    r"\s+(?:the\s+|a\s+|an\s+|el\s+|la\s+|le\s+|les\s+|der\s+|die\s+|das\s+|de\s+|o\s+|a\s+|il\s+|lo\s+|at\s+|on\s+|in\s+)?"
    r"(?P<value>[\w.,:/+%'-]*\w)(?:\s+(?P<value2>[\w.,:/+%'-]*\w))?",
    re.I | re.U,
)
#: a verb or auxiliary right before the negation: "is not", "does not", "es no", "ist nicht": a negated clause
_VERB_BEFORE = re.compile(
    r"^(?:is|are|was|were|be|been|am|do|does|did|have|has|had|will|would|can|could|should|must|may|might|shall|it's|that's"
    r"|he's|she's|they're|we're|i'm|you're|isn't|why|if|or|whether|but|and|yet|still|just|really|actually|because|as"
    r"|es|está|son|ist|sind|war|est|sont|è|sono|é|são|is|zijn|jest|są|это|was|ma|mam|ha|hat|habe|ai|a|have|get|got"
    r"|de|da|den|dem|des|du|del|al|à|au|aux|do|na|no|em|per|pour|por|para|für|mit|with|for|of|to|at|by|in|on|from|than|that|which|who)$",
    re.I,
)
#: negations that are also other words, or mostly negate a verb: they reject a value only after a comma
_SHORT_NEG = frozenset({"si", "sio", "не", "ні", "nem", "nie", "non", "pas", "não", "niet", "nicht", "inte", "ikke"})
#: the Thai, Vietnamese and Hindi negations take no space after a value
_ASIAN_NEG = re.compile(r"(?:ไม่ใช่|không phải)\s*(?P<value>[\w.,:/+-]*\w)", re.U)


def _tokens(text: str) -> list[str]:
    return [w.strip(".,;:!?'\"()").lower() for w in _WORD.findall(text) if w.strip(".,;:!?'\"()")]


def _content(text: str) -> set[str]:
    return {w.removesuffix("'s") for w in _tokens(text) if w not in _FUNCTION and w[:1].isalnum()}


def _numbers(text: str) -> set[str]:
    """The numbers of ``text`` standing alone: "12-1" (a range) gives none."""
    return {re.sub(r"[,.](?=\d{3}\b)", "", m) for m in re.findall(r"(?<![\d–-])(?:\d[\d,.]*\d|\d)(?![\d]|[–-]\d)", text)}


def _held(value: str, old_body: str) -> bool:
    """``value`` is one the old statement holds: a word of it, or one of its numbers."""
    v = value.strip(".,;:!?'\"").lower().removesuffix("'s")
    if not v or v in _FUNCTION:
        return False
    if re.fullmatch(r"\d[\d,.]*", v):
        return re.sub(r"[,.](?=\d{3}\b)", "", v).rstrip(".,") in _numbers(old_body)
    num = re.match(r"\d+", v)
    if num and num.group(0) in _numbers(old_body):
        return True  # "the 18th" of "18 December", "200" of "a 200-amp panel"
    return v in _content(old_body) or (len(v) >= 5 and any(w.startswith(v[:5]) for w in _content(old_body)))


#: a word that opens a remark on another matter right after the value rejected ("not a PB but it was hilly")
_REMARK = frozenset("but yet though pero mais aber".split())
_REMARK_NEXT = re.compile(r"\s*(?:" + "|".join(sorted(_REMARK)) + r")\b", re.I)


@lru_cache(maxsize=4096)
def _negations(new_body: str) -> tuple[re.Match[str], ...]:
    """The values ``new_body`` says no to (:data:`_NEG_AFTER`, :data:`_ASIAN_NEG`), once per text."""
    return (*_NEG_AFTER.finditer(new_body), *_ASIAN_NEG.finditer(new_body))


def rejected_value(new_body: str, old_body: str) -> bool:
    """``new_body`` rejects by name, right after a value of its own, a value ``old_body`` holds."""
    olds = _content(old_body)
    for m in _negations(new_body):
        before = m.groupdict().get("before")
        if before is not None and _VERB_BEFORE.match(before.strip(".,;").lower()):
            continue  # "is not", "doesn't", "es no": a negated statement, not a value rejected
        if before is not None and before.lower().endswith("n't"):
            continue
        if (m.groupdict().get("neg") or "").lower() in _SHORT_NEG and not m.group("sep").strip():
            continue  # "si Mark" (a Tagalog name marker), "nem fut" (a verb negated): only ", si 25,000" rejects
        value = m.group("value")
        if not _held(value, old_body):
            continue
        if before is not None:  # the value said in its place is one the old statement does not hold
            b = before.strip(".,;:!?'\"").lower()
            if b in _FUNCTION or b in olds or (re.fullmatch(r"[\d,.]+", b) and b in _numbers(old_body)):
                continue
        head = new_body[: m.start()]
        if re.search(r"\b(?:but|pero|mais|aber|ma|mas|maar|ale|но)\s*$", head, re.I):
            continue
        if not (_content(head) - olds) and not (_numbers(head) - _numbers(old_body)) and before is not None:
            continue
        tail = new_body[m.end():]
        if (m.groupdict().get("value2") or "").lower() in _REMARK or _REMARK_NEXT.match(tail):
            continue  # "not a PB but it was hilly": a remark on another matter
        return True
    return False


# --- a change said to last --------------------------------------------------------------------------------------

#: the present state, a starting point, the old value set aside, "new" of the slot, a change with its goal
#: (:mod:`zeusmem.rules.lexicon`, every language of it)
_LASTING = lexicon.pattern("now", "from_now", "starting", "no_longer", "new_slot", "changed_to")
#: what the marker says of a plan or a question, not of a fact: "might move to", "if we switch to"
_NOT_YET = re.compile(lexicon.source("not_yet") + r"|\?", re.I | re.U)
#: the old value said to hold still
_STILL = lexicon.pattern("still")
#: a holder named in the new statement: "Ben's", "my sister's", "Elins", "la figlia di"
_POSSESSIVE = re.compile(r"(?<![\w])([A-ZÀ-ÖØ-ÞА-ЯĀ-Ž][\w-]+)['’]s\b", re.U)
_RELATIVE = re.compile(
    r"\b(?:my|his|her|their|our|the user's) (?:wife|husband|partner|sister|brother|mum|mom|dad|father|mother|son|daughter"
    r"|friend|colleague|neighbour|neighbor|roommate|flatmate|boss|cousin|aunt|uncle|kids?|children|grandparents?|other)\b",
    re.I,
)


def _sentences(text: str) -> int:
    return len([s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if len(s.split()) >= 3])


def _guarded(new_body: str, old_body: str) -> bool:
    """The two statements may be of one holder and one slot: no new holder named, no many-sentence old text."""
    if _sentences(old_body) >= 3 and _sentences(new_body) < _sentences(old_body):
        return False  # one chat turn does not overrule a many-sentence text
    olds = old_body.lower()
    for m in _POSSESSIVE.finditer(new_body):
        if m.group(1).lower() not in olds:
            return False  # "Ben's desk is 14 now" of "Ana's desk is 12": another holder
    if (rel := _RELATIVE.search(new_body)) and rel.group(0).lower() not in olds:
        return False  # "my sister's number is new now": another holder
    return True


#: a numbered label before a colon: "CHANGELOG 2.3.1:", "Session 6 summary:", "RFC-51 (draft):"
_LABEL = re.compile(r"^\s*([^:\n]{1,40}?\d[^:\n]{0,20}):")


def _other_label(new_body: str, old_body: str) -> bool:
    """Two numbered documents ("CHANGELOG 2.3.0:" / "CHANGELOG 2.3.1:"): each holds its own statements."""
    a, b = _LABEL.match(new_body), _LABEL.match(old_body)
    return a is not None and b is not None and a.group(1).strip().lower() != b.group(1).strip().lower()


@lru_cache(maxsize=4096)
def _lasting_marker(text: str) -> str | None:
    """The first word of :data:`_LASTING` in ``text`` (one search per new statement, not one per neighbour: the
    table of 55 languages costs ~0.3 ms a search)."""
    m = _LASTING.search(text)
    return None if m is None else m.group(0)


def lasting_change(new_body: str, old_body: str) -> bool:
    """``new_body`` says its value holds from now on (or the old one no longer does), of the same holder."""
    if _other_label(new_body, old_body):
        return False
    marker = _lasting_marker(new_body)
    if marker is None or marker.lower() in old_body.lower():
        return False  # the old statement had the marker too: both speak of the same present
    if _STILL.search(new_body):
        return False  # "..., still at the same flat", "seguimos no 18": the old one holds
    if _NOT_YET.search(new_body):
        return False  # "might move to", "if we switch to", a question: not a change made
    return _guarded(new_body, old_body)


def settles(new_body: str, old_body: str, evidence: str | None) -> str | None:
    """For a pair the other rules flagged: "rejected_value" or "lasting_change" when the new statement
    says the old one is wrong or over, else None."""
    if rejected_value(new_body, old_body) and _guarded(new_body, old_body):
        return "rejected_value"
    if lasting_change(new_body, old_body):
        return "lasting_change"
    return None
