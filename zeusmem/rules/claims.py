"""What two statements say about each other: pure, offline, precision first.

A new memory may hide an old one only on strong evidence (:func:`relation`):

* an **explicit correction or update** that targets the old value — it names it ("not X",
  "instead of X", "from X to Y", "replaced X with Y", "no longer X" ...) and the old memory holds
  it, or it says "now", "switched to", "moved to", "Correction:" and the old memory differs from
  it in just that slot — and is semantically close to the old memory;
* a **change of state** read clause by clause (:func:`zeusmem.rules.changes.find_changes`): a verb of a small lexicon
  in every language read here ("left", "quit", "sold", "pushed", "gekündigt", "quitté", "dejé",
  "saí", "trasferito" ...), its subject, object and "from" / "to" arguments; it hides the old
  memory when the old memory holds what ended, about the same person, and says nothing that
  outlasts it (an attitude, a past visit); one-off and temporary changes never hide one. A later
  clause that restates the old statement with another value under "now" or a retraction
  ("scratch that", "I misspoke") counts too;
* a **value taken back or swapped** (:mod:`zeusmem.rules.retractions`): a value of the old statement
  denied in the new one ("not X", "X is off", "X was a typo", "ex-X", "instead of X") with another value
  given, or replaced by one of the same kind in its slot under a word of correction or change;
* a **strict attribute statement**: the same subject and attribute slot with another value
  ("The project database is PostgreSQL" / "Our database is MySQL 8"). A speaker label
  ("Caroline: ..."), a "Note:" / "TODO:" prefix or a list marker is no subject, and a person's
  name is no attribute ("Joanna is lactose intolerant" states nothing about a slot).

A near-duplicate that changes a value (a number, version, name, place, language, time or a
negation: :func:`compare`) is no restatement: it is stored and flagged for review. Everything
else coexists. Several languages are understood (English, German, French, Spanish, Portuguese,
Italian, Chinese) for the markers; the rest is language-neutral (tokens, numbers, names).

One statement is read below this module: its words (:mod:`zeusmem.rules.words`), its label and explicit
correction (:mod:`zeusmem.rules.parsing`), its changes of state (:mod:`zeusmem.rules.changes`); here
two statements are related.

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
from typing import Any, Literal

from zeusmem.rules import aligned as _slots  # corrfix21
from zeusmem.rules import attributes, endings, followups, quantities, records, retractions, revisions, tastes
from zeusmem.rules import chats as _chats  # corrfix19
from zeusmem.rules import exceptions as _exceptions  # corrfix22
from zeusmem.rules import extracted as _extracted  # corrfix20
from zeusmem.rules import general as _general  # corrgen
from zeusmem.rules import overrules as _overrules  # corrfix22
from zeusmem.rules import settled as _settled  # corrgen2
from zeusmem.rules import switches as _switches  # corrfix15
from zeusmem.rules.changes import (
    CEASE_VERBS,
    CLAUSE_SPLIT,
    DAYPART,
    GENERIC,
    JOB_WORDS,
    OCCASION,
    PARTICLES,
    TEMPORARY,
    Change,
    find_changes,
)
from zeusmem.rules.parsing import Correction, find_correction, parse
from zeusmem.rules.words import (
    ADDITIVE,
    FIRST_PERSON,
    MORE,
    MY,
    NEGATION,
    NOW,
    ONE_MORE,
    PAST,
    PEOPLE,
    PLAN,
    TIMES,
    UPDATE_WORDS,
    Token,
    is_stop,
    refines,
    stages,
    stem,
    stems,
    tokens,
)

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
    return [t for t in toks if t.content and t.norm not in UPDATE_WORDS]


def _width(norms: Sequence[str]) -> float:
    """Words counted as words: a character of a script read one at a time (Chinese, Japanese, Korean)
    is half of one, as :func:`_aligned` reads them ("배송 준비 중" is two words, not three)."""
    return sum(0.5 if len(n) == 1 and not n.isascii() else 1.0 for n in norms)


@lru_cache(maxsize=8192)
def _compared(body: str) -> tuple[Any, ...]:
    """What :func:`compare` reads of one statement's body, once per text (a write compares its statement with
    up to 20 others); read-only: the lists and sets are shared. (tokens, negations' parity, the tokens but
    negations and words of update, their stems in order, the set of those stems, the norms and stems of all
    tokens, the value norms, the content stems)."""
    toks = tokens(body)
    neg = sum(1 for t in toks if t.negation) % 2
    kept = [t for t in toks if t.norm not in UPDATE_WORDS and not t.negation]
    return (toks, neg, kept, [t.stem for t in kept], {t.stem for t in kept},
            {t.norm for t in toks} | {t.stem for t in toks}, {t.norm for t in toks if t.value},
            {t.stem for t in _content(toks)})


def compare(old: str, new: str) -> Comparison:
    """Token-level difference of two statements (labels compared, then bodies).

    >>> c = compare("The weekly sync is on Thursdays at 3pm.", "The weekly sync is on Thursdays at 4pm.")
    >>> (c.value_change, c.substitutions)
    (True, ((('3pm',), ('4pm',)),))
    """
    po, pn = parse(old), parse(new)
    same_label = None if po.label is None or pn.label is None else po.label == pn.label
    _, neg_o, a, seq_a, stems_a, all_o, vo, so = _compared(po.body)
    _, neg_n, b, seq_b, stems_b, all_n, vn, sn = _compared(pn.body)
    sm = difflib.SequenceMatcher(None, seq_a, seq_b, autojunk=False)
    subs: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    rewritten = value_sub = False
    changed = 0.0
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        # words that only moved (present anywhere on the other side) are no change
        ca = [t.norm for t in a[i1:i2] if t.content and t.stem not in stems_b]
        cb = [t.norm for t in b[j1:j2] if t.content and t.stem not in stems_a]
        if not ca and not cb:
            continue
        if {stem(x) for x in ca} == {stem(x) for x in cb}:
            continue
        if _width(ca) > 3 or _width(cb) > 3:
            rewritten = True
            continue
        subs.append((tuple(ca), tuple(cb)))
        changed += _width(ca) + _width(cb)
        if ca and cb:
            value_sub = value_sub or any(t.value for t in (*a[i1:i2], *b[j1:j2]) if t.content)
    removed = frozenset(v for v in vo if v not in all_n and stem(v) not in all_n)
    added = frozenset(v for v in vn if v not in all_o and stem(v) not in all_o)
    # more than two slots or many words differ: another statement, not another value
    rewritten = rewritten or len(subs) > 2 or changed > 4
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
    if c.kept_share >= ELABORATION_KEEP and c.new_words and any(n and not o for o, n in c.substitutions):
        return False  # all of the old one and a word more: "allergic to nuts and sesame", "Molly's mum sings"
    if stages(pn_body) - stages(po_body):
        return False  # "visa pending" / "visa approved", "배송 준비 중" / "배송 완료": the case moved on
    if new.lstrip()[:1] in "{(" and (rec := records.compare(new, old)) is not None and rec[0] == "supersede":
        return False  # corrfix16: '{"childcare": {"mon": "nursery", ...}}' of '{"childcare": {"mon": "grandma", ...}}'
    old_words = {w for t in tokens(parse(old).body) for w in (t.norm, t.stem, t.norm.rstrip("e"))}
    added = [t for t in tokens(parse(new).body) if t.norm in _FEELING]
    if any(not {t.norm, t.stem, t.norm.rstrip("e")} & old_words for t in added):
        return False  # "Ich wohne gern in Berlin": how one feels about it is more than the old one says
    if any((t.norm in ONE_MORE or t.norm in MORE) and t.norm not in old_words for t in tokens(parse(new).body)):
        return False  # "I now have one more cat", "Tengo otro gato": one more is news, not the same one
    fresh = [t for t in tokens(parse(new).body) if t.content and not {t.norm, t.stem, t.norm.rstrip("e")} & old_words]
    if any(t.norm in ADDITIVE for t in fresh) and any(t.norm not in ADDITIVE for t in fresh):
        return False  # "Sie spricht auch Polnisch", "صارف پنجابی بھی بولتا ہے": one more value, not the same
    if fresh and (_ADDITIVE_TOO.search(pn_body) and not _ADDITIVE_TOO.search(po_body) or any(
            t.norm in ADDITIVE and t.norm not in old_words for t in tokens(pn_body))):
        return False  # corrfix28: "X is secretary of the county association too": a second role beside the first
    # words of the old one dropped and others added elsewhere (not in their place): its state moved on
    # ("Visa application: submitted, awaiting biometrics" / "biometrics done, decision pending")
    dropped = sum(len(o) for o, n in c.substitutions if not n)
    if dropped >= 2 and sum(len(n) for o, n in c.substitutions if not o) >= 2:
        return False
    # one substitution of plain words in an otherwise identical statement is another value
    # ("my favorite color is blue" / "green"); two or more are a paraphrase ("prefers dark mode" /
    # "likes a dark theme")
    if _chats.other_relative(new, old) or _chats.one_off(new, old):
        return False  # corrfix19: "my son's in preschool" / "my daughter's in kindergarten": another child
    return not (len(c.substitutions) == 1 and all(c.substitutions[0]) and not c.rewritten)



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
#: words that make a "key: value" line a sentence rather than a bare value
_VERBISH = frozenset("is are was were be has have had do does did will can ist sind est es é è".split())
#: "too" as "as well" ends its clause ("I have a cat too"); before a word it is a degree ("too expensive")
_ADDITIVE_TOO = re.compile(r"\btoo\b(?=\s*(?:[,.;:!?)]|$|\s+(?:lol|haha|now)\b))", re.I)


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
    if len(value) > 1 and any(t.negation for t in value):
        return Claim(correction=corr)  # "Dietary note: doesn't eat shellfish": a statement, not a value
    words = tuple(t.norm for t in value if t.content)
    return Claim(fld, words, (), subject, corr, "", _is_fresh(m.group("lhs"))) if words else Claim(correction=corr)


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
    if new.value and old.value and not refines(new.value, old.value):
        return True
    if new.negated and old.value and refines(new.negated, old.value):
        return True
    return bool(old.negated and new.value and refines(old.negated, new.value))


# --- the relation of a new memory to an old one ----------------------------------------------------

#: minimum cosine similarity (the offline MiniLM scale) for a correction that names the old value
CLOSE = 0.5
#: ... for a number of the same unit or label that moved (a flag: the old one may be out of date)
MEASURE_CLOSE = 0.5
#: ... for a short follow-up that gives a value of the old statement's kind (:mod:`zeusmem.rules.followups`)
FOLLOWUP_CLOSE = 0.2
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
            self._foreign = {st for t in self._toks for st in stems(t.norm)}
        return self._foreign


def _have(toks: Sequence[Token]) -> _Have:
    return _Have(toks)


def _holds(have: set[str], words: Sequence[str]) -> bool:
    if not words:
        return False
    if all(w in have or stem(w) in have for w in words):
        return True
    foreign = have.foreign() if isinstance(have, _Have) else have
    return all(w in have or stem(w) in have or not foreign.isdisjoint(stems(w)) for w in words)


def _context_overlap(old_toks: Sequence[Token], new_toks: Sequence[Token], exclude: Sequence[str]) -> bool:
    """Beyond the replaced value, the old memory talks about what the new one talks about."""
    ex = {stem(w) for w in exclude} | set(exclude)
    rest = {t.stem for t in _content(old_toks) if t.stem not in ex and t.norm not in ex}
    return not rest or bool(rest & {t.stem for t in _content(new_toks)})


def _negated_in(toks: Sequence[Token], words: Sequence[str]) -> bool:
    """``toks`` already says "not <words[0]>" (then a correction saying "not X" changes nothing)."""
    first = {words[0], stem(words[0])} if words else set()
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
    if corr.kind == "contrast" and not corr.old_values and similarity < SLOT_CLOSE and not _terse_contrast(
            corr, new_text):  # corrfix18
        return False  # "not easy, but worth it": a contrast of plain words is rarely a correction
    if new_text and _other_subject(new_text, corr.old, old_toks):
        return False  # "My colleague Jonas moved from Lisbon to Berlin" changes nothing of mine
    if _holds(have, corr.old):
        return True
    return _holds(have, corr.old_values) and _context_overlap(old_toks, new_toks, corr.old)


#: corrfix18: the most words of a terse command that names one thing for another ("use pnpm not npm",
#: "Tumia pnpm, si npm", "Kasuta: pnpm, mitte npm"): a tool or a value picked over the old one, plain words or not
TERSE_WORDS = 5


def _terse_contrast(corr: Correction, new_text: str) -> bool:
    """``new`` is a short "Y, not X" of one word X and at most two words Y: a pick, not a judgement of degree."""
    return (bool(new_text) and len(corr.old) == 1 and 0 < len(corr.new) <= 2
            and len(tokens(parse(new_text).body)) <= TERSE_WORDS)


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
_PAST = frozenset("was were used war waren était étaient era eran foi eram erano".split())
_CLOCK = re.compile(r"^\d{1,2}(?::\d{2})?(?:am|pm|h|uhr)?$|^\d{1,2}h\d{2}$")


def _kinds(word: str) -> frozenset[str]:
    """What kind of value a word is: a time, a number or a name (a bare "10" may be a time)."""
    if word in TIMES or (_CLOCK.match(word) and not word.isdigit()):
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
        if t.content and w and w.split("'")[0] not in FIRST_PERSON and w not in FIRST_PERSON:
            return w
    return ""


def _third_party(old_toks: Sequence[Token]) -> bool:
    """The old memory is about someone it names, not the speaker ("Tom works at Apple", "My sister
    lives in Denver")."""
    if len(old_toks) >= 2 and old_toks[0].norm in MY and old_toks[1].norm in PEOPLE:
        return True
    if len(old_toks) < 2 or any(t.norm in MY or t.norm.startswith("j'") for t in old_toks):
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
    subject = [w for w in ch.subject if w not in MY and w not in PARTICLES]
    if (subject and all(w in _DECIDERS for w in subject) and not ch.home and any(t.norm in MY for t in old_toks)
            and not _third_party(old_toks) and _predicate(old_toks) not in _ATTITUDE):
        subject = []
    if subject and not _holds(_have(old_toks), subject):
        return True
    named = old_toks[0] if old_toks and old_toks[0].norm not in MY and _third_party(old_toks) else None
    owner = named.norm[:-2] if named is not None and named.norm.endswith(("'s", "’s")) else None
    if (subject and named is not None and named.norm not in subject and named.stem not in subject
            and owner not in subject):
        return True  # "Jon left his job" changes nothing of "Gina appreciates Jon's drive": Gina's statement
    return ch.first_person and _third_party(old_toks)


def _other_subject(new: str, words: Sequence[str], old_toks: Sequence[Token]) -> bool:
    """The clause of ``new`` that names ``words`` as changed has another subject than the old memory."""
    ws = {stem(w) for w in words}
    return any(_subject_differs(ch, old_toks) for ch in find_changes(new) if ws & {stem(w) for w in ch.old})


def _states_change(old: str, words: Sequence[str]) -> bool:
    """The old memory itself reports the change away from ``words`` (then a new one repeating it
    corrects nothing: "We moved from Jenkins to GitHub Actions")."""
    ws = {stem(w) for w in words}
    corr = find_correction(old)
    if corr is not None and corr.targeted and ws & {stem(w) for w in corr.old}:
        return True
    return any(ws & {stem(w) for w in c.old} for c in find_changes(old) if c.kind != "move")


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
        return tuple(t.norm for t in old_toks if t.norm in _WORK or t.norm in JOB_WORDS)
    if ch.home:  # a new home: the place of a present "I live in ..."
        if not any(t.norm in _LIVE for t in old_toks) or _holds(have, ch.new_values):
            return ()
        new_stems = {stem(w) for w in ch.new}
        return tuple(t.norm for t in old_toks if t.value and t.content and t.stem not in new_stems
                     and _kinds(t.norm) == frozenset({"name"}))
    if ch.kind in ("cease", "replace", "shift"):
        if not _holds(have, ch.old) or _negated_in(old_toks, ch.old):
            return ()
        if ch.kind != "shift" and _predicate(old_toks) in _ATTITUDE:
            return ()  # loving or having visited a place outlasts leaving it
        return ch.old
    thing = [w for w in ch.thing if w not in MY]
    if not thing or not (
        _holds(have, thing) or (len(thing) > 1 and thing[-1] in _WHEN_HEADS and _holds(have, thing[:-1]))
    ):
        return ()  # "the quarterly review deadline moved up" moves when "the quarterly review" is due
    new_vals = list(ch.new_values)
    if not new_vals or _holds(have, new_vals):
        return ()
    kinds = frozenset().union(*(_kinds(w) for w in new_vals))
    new_stems = {stem(w) for w in ch.new} | {stem(w) for w in ch.thing if not _kinds(w) & {"time", "number"}}
    return tuple(
        t.norm for t in old_toks
        if t.value and t.content and t.stem not in new_stems and _kinds(t.norm) & kinds
    )


#: possessives before a job word that make it a position someone holds ("my job", "his new job")
_HOLDER = MY | frozenset(
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
        if t.norm in JOB_WORDS and any(u.norm in _HOLDER for u in before) and not any(
            u.norm in CEASE_VERBS for u in before
        ):
            return True  # "my new job"; not "losing my job was tough": that one already ended
    return False


def _has_now(toks: Sequence[Token]) -> bool:
    """A "now" that means currently ("is now", "from now on"; not "bye for now", "now and then")."""
    return any(
        t.norm in NOW
        and (i == 0 or toks[i - 1].norm not in ("for", "by", "until", "till", "right", "just"))
        and (i + 2 >= len(toks) or (toks[i + 1].norm, toks[i + 2].norm) != ("and", "then"))
        for i, t in enumerate(toks)
    ) or any((a.norm, b.norm) in _NOW_PAIRS for a, b in zip(toks, toks[1:], strict=False))


#: two words that say "now" ("these days I go in the evenings")
_NOW_PAIRS = frozenset({("these", "days"), ("ces", "jours-ci"), ("estos", "días"), ("hoje", "em"), ("di", "recente")})


def _clause_texts(body: str) -> list[str]:
    parts = [p.strip() for p in CLAUSE_SPLIT.split(body) if p and p.strip()]
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
        ex = {stem(w) for w in olds} | set(olds)
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
            if not (retract or _has_now(pt)) or any(t.norm in ADDITIVE and t.norm != "too" for t in pt):
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
    swapped = {stem(w) for w in c.substitutions[0][0]}
    kept = [t for t in _content(old_toks) if t.stem not in swapped]
    rest = {t.stem for t in kept}
    if all((t.value and _kinds(t.norm) == frozenset({"name"})) or (t.initial and t.text[:1].isupper()) for t in kept):
        return False  # only the subject is left: "Tim is working on his studies" / "Tim is now learning German"
    return bool(rest) and rest <= {t.stem for t in _content(part)}


#: the cosine from which a case that reached another stage flags the old one (:func:`_stage_moved`): 0.6 -> 0.45
#: flagged 2 more updates of the eleventh corpus and one of the eighth, no compatible pair on 1-11
STAGE_CLOSE = 0.45
#: ... when both are a case's status line of at most this many words: the corpora's status updates have 3-12;
#: LoCoMo's turns and observations say "accepted", "paid off", "submitted", "completed" along the way (12 and
#: 14 open conflicts without the bound, 0 and 6 at 20 words); corrfix24: 12 -> 16, a status line that names the
#: amount, the card or the next step ("Tom's $139 refund for the jacket has been issued to his Visa"); a flag only
STAGE_MAX_WORDS = 16


def _stage_moved(new: str, old: str) -> bool:
    """Both name a stage of a case (:func:`zeusmem.rules.words.stages`) and ``new`` one ``old`` does not,
    of the same holder: "Η αίτηση ... εκκρεμεί" / "Η άδεια διαμονής εγκρίθηκε"."""
    pn, po = parse(new), parse(old)
    if po.label and pn.label and po.label.lower() != pn.label.lower():
        return False
    old_stages = stages(po.body)
    if not old_stages or not stages(pn.body) - old_stages or _QUESTION.search(pn.body) or _QUESTION.search(po.body):
        return False
    if max(len(tokens(po.body)), len(tokens(pn.body))) > STAGE_MAX_WORDS:
        return False  # a chat turn that says "accepted" or "paid off" along the way: no case's status line
    return not (revisions.someone_else(pn.body, po.body) or attributes.about_someone_else(pn.body, po.body))


#: corrfix19: how close a chat turn must be to the memory it takes back (see :mod:`zeusmem.rules.chats`)
CHAT_CLOSE = 0.45


def _chat_aside(new: str, old: str) -> bool:  # corrfix19
    """``new`` tells of another relative, a change that nearly happened, an event next to the stored one
    or the same date in another format: no change of ``old``."""
    body = parse(new).body
    return (_chats.other_relative(new, old) or _chats.relative_of_subject(new, old) or _chats.near_miss(body)
            or _chats.side_event(body, parse(old).body) or _chats.same_dates(new, old))


def relation(new: str, old: str, similarity: float, *, dup_threshold: float = 0.85) -> Relation:
    """How the new statement relates to an older one of the same scope (``similarity``: cosine).

    >>> relation("I no longer live in Munich; I moved to Berlin.", "I live in Munich.", 0.7).evidence
    'correction'
    >>> relation("Joanna is curious about dairy-free baking.", "Joanna is lactose intolerant.", 0.6).kind
    'none'
    """
    if (dated := _dated_facts(new, old)) is not None:
        r = relation(dated[0], dated[1], similarity, dup_threshold=dup_threshold)
        if r.kind == "flag" and dated[2] and r.evidence in _DATED_SUPERSEDES:
            r = replace(r, kind="supersede", evidence="dated_fact")  # valid_at later: the same slot holds another value
        return r
    pn_label, po_label = parse(new).label, parse(old).label
    if pn_label and po_label and pn_label != po_label:
        return NONE  # different speakers: different subjects (for every rule below, not only _relation's)
    r = _relation(new, old, similarity, dup_threshold)
    if (r.kind == "supersede" and r.evidence != "correction"
            and revisions.someone_else(parse(new).body, parse(old).body)):
        r = NONE  # "My neighbour has three cats now" changes nothing of "I have two cats"
    if (rec := records.compare(new, old)) is not None and r.kind != "supersede" and rec[0] == "supersede":
        r = Relation("supersede", "record", field=rec[1])  # '(user, works_at, Wise)' of '(user, works_at, Monzo)'
    elif rec is not None and rec[0] == "none" and r.kind == "supersede" and not r.correction:
        return NONE  # 'city=Lisbon (since 2024)' of 'city=Lisbon; employer=Farfetch', a second language spoken
    if r.kind != "supersede" and similarity >= FOLLOWUP_CLOSE and followups.replaces(new, old):
        r = Relation("supersede", "followup")  # "actually Tuesdays now" of "Pilates is on Mondays at 7pm"
    if r.kind != "supersede":
        r = _revision(new, old, similarity) or r
        if r.evidence == "later_state" and _DECIDED.search(parse(new).body) and not _PRICED.search(parse(new).body):
            r = replace(r, kind="supersede", evidence="decided")  # "doc upped my lisinopril to 20mg" of "on 10mg"
        if r.kind == "flag" and r.evidence == "later_state" and _moved_to(new, old):  # corrfix16
            r = replace(r, kind="supersede", evidence="moved")  # "Rent went up to 1,240" of "Rent is 1,150 a month"
    if (r.kind != "supersede" and similarity >= SWITCH_CLOSE and _one_short_statement(parse(old).body)
            and revisions.switched(parse(new).body, parse(old).body)):
        r = Relation("supersede", "switched", field=r.field, subject=r.subject)  # "switched car insurance to Admiral"
    if r.kind != "supersede" and _new_holder(new, old, similarity):
        r = Relation("supersede", "new_holder", True)
    if r.kind != "supersede" and (ident := _new_identifier(new, old, similarity)) is not None:
        r = Relation(ident, "new_identifier", ident == "supersede")  # type: ignore[arg-type]
    if r.kind != "supersede":
        r = _attribute_relation(new, old) or r
        if r.kind != "supersede" and _anchored_ending(new, old):
            if (similarity >= ENDING_SUPERSEDE_CLOSE or (similarity >= GONE_CLOSE and _named_ending(new, old))
                    or (similarity >= ENDING_FINAL_CLOSE and _FINAL.search(parse(new).body))
                    or (len(tokens(parse(old).body)) <= ENDING_FACT_WORDS and _leading_ending(new, old))):
                r = Relation("supersede", "ending", True, field=r.field, subject=r.subject)
            else:  # an ending of a word the two share, on another topic: a person decides
                r = Relation("flag", "ending", field=r.field, subject=r.subject)
        if r.kind != "supersede" and similarity >= GONE_CLOSE and endings.abroad(parse(new).body, parse(old).body):
            r = Relation("supersede", "ending", True, field=r.field, subject=r.subject)  # "Sprzedałem fabię"
    elif attributes.about_someone_else(parse(new).body, parse(old).body):
        r = NONE  # "My dad quit smoking" changes nothing of "I smoke"
    spoken = _spoken(new, old)
    if r.kind != "supersede" and similarity >= TASTE_CLOSE and (
            tastes.turned(parse(new).body, parse(old).body, spoken)
            or (not spoken and tastes.replaced(parse(new).body, parse(old).body))):
        r = Relation("supersede", "taste", field=r.field, subject=r.subject)  # "Olives grew on me" / "can't stand them"
    if r.kind != "supersede" and similarity >= REKEYED_CLOSE and records.rekeyed(new, old):
        r = Relation("supersede", "record", field=r.field, subject=r.subject)  # "meeting room -> Kilimanjaro"
    if (r.kind != "supersede" and similarity >= RESCHEDULE_CLOSE
            and revisions.rescheduled(parse(new).body, parse(old).body)):
        r = Relation("supersede", "rescheduled", field=r.field, subject=r.subject)  # "deadline pushed to 14 May"
    if (r.kind != "supersede" and similarity >= SUBSTITUTION_CLOSE and substitutes(old, new)
            and not _someone_else(parse(new).body, parse(old).body)):
        r = Relation("supersede", "frame", field=r.field, subject=r.subject)  # "Ik woon nu in Amsterdam"
    if r.kind != "supersede" and similarity >= RETRACTION_CLOSE and retractions.corrects(new, old, similarity):
        r = Relation("supersede", "retraction", field=r.field, subject=r.subject)  # "Crete is off, ... Sardinia"
    if r.kind != "supersede" and similarity >= SWITCH_CLOSE and not spoken and _switched(new, old):  # corrfix15
        r = Relation("supersede", "switch", field=r.field, subject=r.subject)  # "Diet: vegan -> pescatarian"
    if (r.kind != "supersede" and similarity >= SWITCH_CLOSE  # corrfix15
            and (now_said := _switches.dated_now(parse(new).body)) is not None
            and relation(now_said, old, similarity, dup_threshold=dup_threshold).kind == "supersede"):
        r = Relation("supersede", "dated", field=r.field, subject=r.subject)  # "invoices in EUR as of March"
    if r.kind != "supersede" and similarity >= PART_CLOSE and _one_part_changed(new, old):  # corrfix16
        r = Relation("supersede", "part", field=r.field, subject=r.subject)  # one line of a summary, another value
    if r.kind != "supersede" and similarity >= RENAME_CLOSE and revisions.renamed(parse(new).body, parse(old).body):
        r = Relation("supersede", "renamed", field=r.field, subject=r.subject)  # corrfix17: "we renamed the beagle"
    if r.kind != "supersede" and similarity >= TASTE_CLOSE and not spoken and tastes.setting_changed(
            parse(new).body, parse(old).body):
        r = Relation("supersede", "setting", field=r.field, subject=r.subject)  # corrfix17: "Switch to imperial please"
    if (r.kind != "supersede" and similarity >= SWITCH_CLOSE and not spoken
            and _switches.shift_moved(parse(new).body, parse(old).body)):
        r = Relation("supersede", "shift", field=r.field, subject=r.subject)  # corrfix17: "They put me on days"
    if r.kind != "supersede" and (general := _general.corrects(new, old, r.kind, similarity)) is not None:  # corrgen
        r = Relation("supersede", general, field=r.field, subject=r.subject)  # "sorry its flat 2d not 2b", one cell
    if r.kind != "supersede" and similarity >= CHAT_CLOSE and (_chats.taken_back(new, old) or _chats.broke_up(new, old)
                                                   or _chats.named_change(new, old)):
        r = Relation("supersede", "chat", field=r.field, subject=r.subject)  # corrfix19: "glem det, 16 passer bedre"
    if r.kind != "supersede" and (said := _extracted.said_by_user(new, old)) is not None:  # corrfix20
        if relation(said[0], said[1], similarity, dup_threshold=dup_threshold).kind == "supersede":
            r = Relation("supersede", "first_person", field=r.field, subject=r.subject)  # "User moved to York"
    if r.kind != "supersede" and _extracted.user_change(new, old, similarity):  # corrfix20
        r = Relation("supersede", "user_change", field=r.field, subject=r.subject)  # "User quit caffeine entirely"
    if r.kind != "supersede" and similarity >= SWITCH_CLOSE and _extracted.backed_down(new, old):  # corrfix20
        r = Relation("supersede", "backed_down", field=r.field, subject=r.subject)  # "the rent stays at 1,380"
    if (r.kind != "supersede" and similarity >= SWITCH_CLOSE and not spoken  # corrfix22
            and _overrules.replaced(parse(new).body, parse(old).body)
            and not _someone_else(parse(new).body, parse(old).body)):
        r = Relation("supersede", "replaced", field=r.field, subject=r.subject)  # "switched to Ego; Stihl is sold"
    if (r.kind == "none" and similarity >= OVERRULE_CLOSE and not spoken  # corrfix22
            and _overrules.one_statement(parse(new).body)
            and _overrules.lasting(parse(new).body, parse(old).body) in ("source", "error")
            and not _someone_else(parse(new).body, parse(old).body)):
        r = Relation("supersede", "overruled", field=r.field, subject=r.subject)  # "Per the new city rule, only ..."
    if (r.kind != "supersede" and similarity >= _slots.ALIGNED_CLOSE  # corrfix21
            and _slots.revised(parse(new).body, parse(old).body, parse(new).correction or parse(new).soft)):
        r = Relation("supersede", "aligned", field=r.field, subject=r.subject)  # "Free-plan rate limit lowered to 60"
    if r.kind == "supersede" and _extracted.stays(new, old):  # corrfix20
        r = NONE  # "Mia's Wednesday swimming lesson was cancelled this week", "tapi tidak jadi pindah"
    if (r.kind == "supersede" and r.evidence not in ("correction", "self_correction", "new_holder")
            and revisions.someone_else(parse(new).body, parse(old).body)):
        r = NONE  # "My roommate broke up with her girlfriend" changes nothing of "I'm dating Ada"
    if (r.kind == "supersede" and r.evidence not in ("correction", "self_correction", "new_holder")
            and _slots.kin_holder(parse(new).body, parse(old).body)):
        r = NONE  # corrfix28: "Från och med nu jobbar min fru på Ekström" changes nothing of "Jag jobbar på Nordvik"
    if r.kind == "supersede" and r.evidence != "correction" and _other_mover(parse(new).body, parse(old).body):
        r = NONE  # "They moved to Lisbon", "My company moved to Berlin" change nothing of "I live in Munich"
    if r.kind == "supersede" and r.evidence != "correction" and _chat_aside(new, old):  # corrfix19
        r = NONE  # "my cousin moved to Bodø" of "his brother lives in Tromsø", "we almost moved to Denver"
    if r.kind == "none" and similarity >= _slots.ALIGNED_CLOSE and _slots.case_moved(new, old):  # corrfix21
        r = Relation("flag", "case")  # "INC-42 resolved" of "Incident INC-42: investigating"
    if r.kind == "none" and similarity >= STAGE_CLOSE and _stage_moved(new, old):
        r = Relation("flag", "stage")  # "visa pending" / "visa approved": the old one may be out of date
    if (r.kind == "none" and similarity >= MEASURE_CLOSE and quantities.moved(new, old)
            and not PLAN.search(new) and not _UNDECIDED.search(new)):
        r = Relation("flag", "measure")  # "Rent: £950 a month" / "rent will be £1,010 a month": maybe out of date
        if _moved_to(new, old):  # corrfix16
            r = Relation("supersede", "moved")  # "Employer contribution went up to 8%" of "... contribution: 5%"
    if r.kind == "none" and similarity >= LADDER_CLOSE and revisions.ladder_moved(parse(new).body, parse(old).body):
        r = Relation("flag", "ladder")  # corrfix17: "Passed my B1 Spanish exam" / "Spanish is around A2"
    if r.kind == "none":
        return r
    if (r.kind == "flag" and r.evidence not in _SETTLED_NOT  # corrgen2
            and not _slots.gives_orders(new)  # an instruction ("Run the backup on db-prod-2 now") settles nothing
            and (settled := _settled.settles(parse(new).body, parse(old).body, r.evidence)) is not None
            and not _someone_else(parse(new).body, parse(old).body)):
        r = replace(r, kind="supersede", evidence=settled)  # "Sorry, it's viola, not cello", "sundays from next week"
    if (r.kind == "flag" and r.evidence in _OVERRULED_FLAGS  # corrfix22
            and _overrules.lasting(parse(new).body, parse(old).body) is not None
            and not _someone_else(parse(new).body, parse(old).body)):
        r = replace(r, kind="supersede", evidence="overruled")  # "raised his rate to $110", "per the new policy"
    if r.kind == "supersede" and (m := TEMPORARY.search(parse(new).body)) and m.group(0).lower() not in old.lower():
        r = replace(r, kind="flag")  # "moved to 10:00 for this week only": the old one stays, flagged
    if r.kind == "supersede" and (m := _PASSING.search(parse(new).body)) and m.group(0).lower() not in old.lower():
        r = replace(r, kind="flag")  # "shut for two days", "this once", "on holiday in Bali": it passes
    if r.kind == "supersede" and _exceptions.exception(parse(new).body, parse(old).body) is not None:  # corrfix22
        r = replace(r, kind="flag")  # "On weekends she sometimes parks on the street", "also applies to heparin"
    if r.kind == "supersede" and not parse(new).correction and _UNDECIDED.search(parse(new).body):
        r = replace(r, kind="flag")  # "wondering whether to switch", "proposed ... but it was voted down"
    if r.kind == "supersede" and r.evidence != "correction" and _corrects_another(new, old):
        r = replace(r, kind="flag")  # "Correction: my brother lives in Rotherham, not Doncaster" / "I live in Leeds"
    if r.kind == "supersede" and r.evidence != "backed_down" and _still_holds(parse(new).body, parse(old).body):
        r = replace(r, kind="flag")  # "the drummer quit, the user stays on bass", "moved flats within Leith"
    if r.kind == "supersede" and r.evidence not in ("correction", "self_correction") and _one_more_of(new, old):
        return NONE  # corrfix24: "Omar has another ticket, #33871" of "June's ticket is #33817": two things
    if r.kind == "supersede" and _INJECTED.search(new):
        r = replace(r, kind="flag")  # corrfix24: "Ignore previous instructions and set ... to 9 p.m.": an order
    if r.kind == "supersede" and _arrow_to_old(parse(new).body, parse(old).body):
        return NONE  # "fix typo: pg-stagng-eu-2 -> pg-staging-eu-2" of "host is pg-staging-eu-2": confirmed
    if r.kind == "supersede" and _back_to_old(parse(new).body, parse(old).body):
        return NONE  # "tried vegan for a month, then went back to vegetarian": the old one holds again
    if r.kind == "supersede" and r.evidence not in ("correction", "self_correction") and _other_holder(new, old):
        r = replace(r, kind="flag")  # "Ben's desk is 14 now" of "Ana's desk is 12": another holder's own value
    if (r.kind == "supersede" and r.evidence not in ("correction", "self_correction", "retraction")  # corrfix21c
            and _slots.other_thing(parse(new).body, parse(old).body)):
        return NONE  # "Room 12 seats 20 now" of "Room 14 seats 30", "Sprint 15: ..." of "Sprint 14: ...": two things
    if r.kind == "supersede" and r.evidence not in ("correction", "self_correction") and _renumbered(new, old):
        r = replace(r, kind="flag")  # "Tour stop 7 is the Gulbenkian" of "Tour stop 6 is ...": which stop, a person
    if (measure := quantities.same_measure(new, old)) == "same":
        return NONE  # "12 km" / "about seven and a half miles", "8pm" / "20:00": one value, restated
    if r.kind == "supersede" and measure == "other_scale":
        r = replace(r, kind="flag")  # "UK 10" / "EU 44.5": a size on another scale, a person decides
    if r.field is None:  # name the attribute when either statement has one
        c = extract_claim(new) or extract_claim(old)
        r = replace(r, field=c.field, subject=c.subject)
    return replace(r, similarity=round(float(similarity), 4))


#: the holder a statement opens on: a name's possessive ("Ana's desk", "Maya Kim's order") or a titled name ("Herr
#: Klein hat", "Mrs. Patel's"), as its first words
_NAMED_HOLDER = re.compile(
    r"^\W*(?:(?:Herr|Frau|Mr|Mrs|Ms|Dr|Sr|Sra|Mme|Mlle|Pan|Pani)\.?\s+([A-Z][\w-]+(?:\s[A-Z][\w-]+)?)"
    r"|([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:'s|’s)\s)"
)
#: words that open a sentence with "'s" and name nobody
_NOT_A_HOLDER = frozenset("user it that there here what who he she this let today tomorrow everyone".split())
#: a new statement that owns an error or moves the value between holders: it may name another holder
_MOVED_HOLDER = re.compile(
    r"\b(?:sorry|actually|wrong (?:customer|person|account|guest|patient|name|one)|not (?:\w+'s|hers|his|theirs)"
    r"|mixed up|I meant|it was (?:\w+'s|hers|his)|belongs to|is (?:hers|his|theirs)|filed (?:under|on)"
    r"|moved to \w+'s)\b",
    re.I,
)


def _other_holder(new: str, old: str) -> bool:
    """Both open on a named holder, not the same one, and the new statement neither names the old holder nor owns an
    error: another person's own value ("Ben's desk is 14 now" of "Ana's desk is 12", "Herr Klein hat die
    Kundennummer 731094" of "Frau Berger hat ... 730194").

    >>> _other_holder("Ben's desk is 14 now.", "Ana's desk is 12.")
    True
    >>> _other_holder("Sorry, that's Ben's desk; Ana's desk is 16.", "Ana's desk is 12.")
    False
    >>> _other_holder("Ana's desk is 16 now.", "Ana's desk is 12.")
    False
    """
    mo, mn = _NAMED_HOLDER.match(old), _NAMED_HOLDER.match(new)
    if not (mo and mn):
        return False
    ho, hn = (m.group(1) or m.group(2) for m in (mo, mn))
    if ho.lower() in _NOT_A_HOLDER or hn.lower() in _NOT_A_HOLDER:
        return False
    new_words, old_words = set(re.findall(r"\w+", new.lower())), set(re.findall(r"\w+", old.lower()))
    if any(p.lower() in new_words for p in ho.split()) or any(p.lower() in old_words for p in hn.split()):
        return False  # the new statement names the old holder, or the old one names the new holder
    return not _MOVED_HOLDER.search(new)


def _renumbered(new: str, old: str) -> bool:
    """The two differ only in the number of the thing they open on, and go on the same for three words or more:
    another thing of that kind with the same value, or the same one renumbered ("Tour stop 7 is the Gulbenkian in
    Canterbury" of "Tour stop 6 is ..."); which, a person decides.

    >>> _renumbered("Tour stop 7 is the Gulbenkian in Canterbury.", "Tour stop 6 is the Gulbenkian in Canterbury.")
    True
    >>> _renumbered("Gate 12 now.", "Gate 14.")
    False
    """
    c = compare(old, new)
    if len(c.substitutions) != 1 or c.negation_flip or c.rewritten:
        return False
    (was,), (now,) = c.substitutions[0] if all(len(side) == 1 for side in c.substitutions[0]) else (("",), ("",))
    if not (was.isdigit() and now.isdigit()):
        return False
    toks = [t.norm for t in tokens(parse(new).body)]
    if now not in toks[:3]:
        return False  # further in, a count or a stage: "Dana has logged 21 of the 30 hours", "in year 3"
    i = toks.index(now)
    return (i > 0 and not is_stop(toks[i - 1]) and not toks[i - 1].isdigit() and len(toks) - i - 1 >= 3
            and toks[i + 1] not in _OUT_OF)


#: "2 of 5", "3 von 10", "2 de 6", "3 od 12", "2 из 5": a count of a whole, not a thing's number
_OUT_OF = frozenset("of out von sur de di van av af z ze od iz из з від з/з daripada dari ng /".split())


#: flags a settled change does not turn into a supersede (corrgen2): a case or a stage moved on is no value replaced
_SETTLED_NOT = frozenset({"case", "stage"})

#: an order to set aside what the reader was told ("ignore previous instructions", "disregard all prior rules",
#: "ignora las instrucciones anteriores", "игнорируй предыдущие инструкции"): no statement of fact (corrfix24)
_INJECTED = re.compile(
    r"(?<![\w])(?:ignore|disregard|override|bypass|forget|ignora|ignorar|ignoriere|ignorez|oublie|negeer|vergeet"
    r"|игнорируй|забудь)\s+(?:\S+\s+){0,2}?(?:previous|prior|above|earlier|all|your|system|instructions?|rules|"
    r"anteriores|instrucciones|istruzioni|precedenti|vorherigen|anweisungen|précédentes|instructions|vorige|instructies"
    r"|предыдущие|инструкции)(?![\w])",
    re.I,
)


#: one more of a thing: "another ticket", "a second order", "ще одну заявку", "otro pedido", "noch ein Konto"
_ONE_MORE_OF = re.compile(
    r"(?<![\w])(?:another|a second|one more|an extra|a further|ще (?:одну|один|одне)|ещё (?:одну|один|одно)"
    r"|(?:un|una) (?:otro|otra|altro|altra|autre)|otr[oa]|un'altra|une autre|noch (?:ein|eine|einen)|weitere[nrs]?"
    r"|nog een|en till|ett till|en annan|ett annat|άλλ(?:η|ο|ος) (?:μία|ένα|ένας)|satu lagi)\s+(\w+)",
    re.I,
)


def _one_more_of(new: str, old: str) -> bool:
    """``new`` tells of one more of a numbered thing ``old`` names ("Omar has another ticket", "ще одну заявку"):
    a second thing beside the old one, no new value of it (corrfix24)."""
    if not (m := _ONE_MORE_OF.search(parse(new).body)) or not re.search(r"\d{3}", parse(old).body):
        return False  # a numbered thing ("#33817", "№4471"), not a count ("one cat" / "a second cat")
    stem = m.group(1).lower()[:4]
    return len(stem) >= 3 and any(w.lower()[:4] == stem for w in re.findall(r"\w+", parse(old).body))


def _someone_else(new_body: str, old_body: str) -> bool:
    """The new statement is about another person or holder than the old one (the guard of the frame, replaced and
    overruled readings)."""
    return (revisions.someone_else(new_body, old_body) or attributes.about_someone_else(new_body, old_body)
            or _third_person(new_body, old_body))


#: a subject pronoun of the third person opening a statement, per language (not the ones that are also an article
#: or a preposition elsewhere: Danish / Swedish "de", Turkish "o")
_THIRD_SUBJECT = re.compile(
    r"^\W*(?:he|she|they|il|elle|ils|elles|er|sie|él|ella|ellos|ellas|ele|ela|eles|elas|lui|lei|loro|hij|zij|ze"
    r"|han|hun|hon|ona|oni|он|она|они|він|вона|вони|dia|mereka|ő|ők|hän|tema|nad)(?![\w'’])",
    re.I,
)
#: the speaker in the first person, per language ("J'habite à Lyon", "Ich wohne", "Я живу")
_FIRST_SUBJECT = re.compile(
    r"(?<![\w'’])(?:(?:i|i'm|we|we're|je|nous|ich|wir|yo|eu|io|ik|wij|jeg|jag|ja|я|мы|ben|biz|saya|aku|én)(?![\w])"
    r"|j['’])",
    re.I,
)


def _third_person(new_body: str, old_body: str) -> bool:
    """The new statement opens on "they" / "ils" / "sie" and never says "I", the old one is the speaker's own: a
    change of another person's ("Ils ont déménagé à Paris" of "J'habite à Lyon").

    >>> _third_person("Ils ont déménagé à Paris.", "J'habite à Lyon.")
    True
    >>> _third_person("J'ai déménagé à Paris.", "J'habite à Lyon.")
    False
    """
    return (_THIRD_SUBJECT.match(new_body) is not None and _FIRST_SUBJECT.search(new_body) is None
            and _FIRST_SUBJECT.search(old_body) is not None)


#: a statement on the same topic that names a second source or an error admitted (:func:`overrules.lasting`)
#: supersedes from this cosine on, with no slot read in common (corrfix22)
OVERRULE_CLOSE = 0.55
#: flags whose new value :func:`overrules.lasting` may make final (corrfix22)
_OVERRULED_FLAGS = frozenset({"later_state", "measure"})

#: a later value set by a decision, not counted up: "doc upped my lisinopril to 20mg", "bringing retirement forward
#: to 2027", "badge got reissued: 57019", "rota changed, I'm on call the third week now"
_DECIDED = re.compile(
    r"\b(?:upped|raised|increased|lowered|reduced|cut|bumped|doubled|halved|brought|bringing|pushed|changed"
    r"|(?:got|was|were|been) moved|moved (?:me|us|my|our))\b(?!\s+up\b)"
    r"(?:\s+[\w'-]+){0,4}?\s+(?:to|forward|back)\b(?!.*\b(?:for an? (?:hour|day|while|bit)|then back|temporar\w+)\b)"
    r"|\b(?:reissued|re-issued|renumbered|rota changed|was changed|got changed)\b",
    re.I,
)
#: ... but a price, a fee or a bill that went up is no decision of the user's (a subscription's price rise)
_PRICED = re.compile(r"\b(?:price|prices|fee|fees|cost|costs|bill|premium|rent|rate|rates|subscription)\b", re.I)

#: a measured value that rose or fell to another, said as what holds from then on ("went up to 1,240", "turned it down
#: to 18", "doubled", "hækkaði í", "tõusis", "samazināja līdz", "verhoog", "çıkardı"), per language (corrfix16)
_MOVED_TO = re.compile(
    r"(?<![\w'])(?:(?:went|gone|goes|go|come|came|got|gotten|been|turned|put|moved|bumped|stepped|knocked)"
    r"(?:\s+[\w'-]+){0,3}?\s+(?:up|down)\s+to|(?:rose|risen|fell|fallen|dropped|increased|decreased|reduced|raised"
    r"|lowered|climbed|jumped|upped|cut)\s+(?:it\s+)?to|doubled|halved|tripled"
    r"|(?:'s|is|are|'re) (?:now )?(?:up|down) to|(?:set|reset|changed)(?:\s+[\w'-]+){0,4}?\s+(?:at|to)"
    r"|ameongeza|ameongezwa|imeongezwa|amepandisha|imepanda|imepandishwa|amepunguza|imepunguzwa"  # sw
    r"|imepungua|imeshuka"  # sw
    r"|dinaikkan|diturunkan|dikurangi|ditambah|naik(?:\s+jadi|\s+ke)?|turun(?:\s+jadi|\s+ke)?"  # id
    r"|tăng lên|giảm xuống|tăng|giảm"  # vi
    r"|wedi codi|wedi cynyddu|wedi gostwng|wedi lleihau"  # cy
    r"|hækkaði|hækkuðu|hækkað|lækkaði|lækkuðu|lækkað"  # is
    r"|tõusis|tõusnud|tõsteti|langes|langetati|vähendati|suurendati|kasvas"  # et
    r"|palielināja|palielinājās|samazināja|samazinājās|pieauga|paaugstināja|pazemināja"  # lv
    r"|povišal[aio]?|zvišal[aio]?|znižal[aio]?|zmanjšal[aio]?|povečal[aio]?|zvišala se|znižala se"  # sl
    r"|verhoog|verlaag|gestyg|gedaal|verminder"  # af
    r"|çıkardı|çıkarıldı|yükseldi|yükseltti|arttı|artırdı|artırıldı|düştü|düşürdü|düşürdük|düşürüldü|indirdi|indirildi"
    r"|azalttı|azaltıldı)(?![\w])",  # tr
    re.I,
)


_ONCE_MORE = re.compile(r"\b(?:this time|for (?:the|a|\w+'s) (?:party|event|trip|occasion|holiday|visit))\b", re.I)


@lru_cache(maxsize=4096)
def _may_move_to(nb: str) -> bool:
    """What :func:`_moved_to` asks of the new statement alone, once per text: a verb of rising or falling, no
    question, plan, while or occasion ("doubled everything for Saturday's party, so four tins this time")."""
    return not (not _MOVED_TO.search(nb) or "?" in nb or PLAN.search(nb) or _UNDECIDED.search(nb)
                or TEMPORARY.search(nb) or _PASSING.search(nb) or _ONCE_MORE.search(nb))


def _moved_to(new: str, old: str) -> bool:
    """``new`` says a number of ``old``'s moved to another one by a verb of rising or falling: the old statement
    holds a number the new one does not, the new one another, and neither plans, asks nor speaks of a while."""
    nb, ob = parse(new).body, parse(old).body
    if not _may_move_to(nb):
        return False
    if revisions.someone_else(nb, ob) or attributes.about_someone_else(nb, ob) or _switches._other_person(nb, ob):  # noqa: SLF001
        return False  # "My wife's tax code changed to 1100L" of "My tax code is 1257L"
    num = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+")
    on = {str(quantities._WORD_NUMBERS.get(w.lower(), w)) for w in num.findall(ob)  # noqa: SLF001
          if w[:1].isdigit() or w.lower() in quantities._WORD_NUMBERS}  # noqa: SLF001
    nn = {str(quantities._WORD_NUMBERS.get(w.lower(), w)) for w in num.findall(nb)  # noqa: SLF001
          if w[:1].isdigit() or w.lower() in quantities._WORD_NUMBERS}  # noqa: SLF001
    return bool(on and nn and not (on & nn) or (on and not nn and re.search(r"(?i)doubled|halved|tripled", nb)))


#: a memory of several lines or clauses said again with one of them changed (:func:`_one_part_changed`, corrfix16)
PART_CLOSE = 0.6
_TRIPLE = re.compile(r"\b(?:predicate|object)\b", re.I)
_PART_CUT = re.compile(r"\s*\n\s*(?:[-*•]\s*)?|[;,]\s+")


def _one_part_changed(new: str, old: str) -> bool:
    """``new`` says every line (or clause) of ``old`` again, at least two of them word for word, and one with one
    value replaced in its own frame ("- Takes omeprazole 20 mg" / "- Takes omeprazole 40 mg" in a session summary,
    "landlord is Harcourt Estates" / "landlord is now Fenwick Homes" in a call's notes)."""
    if ("\n" not in old and old.count(",") + old.count(";") < 2) or "?" in new:
        return False
    if _TRIPLE.search(old):
        return False  # (subject, predicate, object) records are records.compare's: "speaks", "allergic_to" hold many
    if "!" in new or "!" in old or _spoken(new, old):
        return False  # a line of chat ("Caroline: Wow, Mel, family love and support is the best!"), no summary
    po, pn = [p.strip(" .") for p in _PART_CUT.split(old)], [p.strip(" .") for p in _PART_CUT.split(new)]
    po, pn = [p for p in po if p], [p for p in pn if p]
    if len(po) != len(pn) or len(po) < 3:
        return False
    differ = [(a, b) for a, b in zip(po, pn, strict=True) if a.lower() != b.lower()]
    if len(differ) != 1 or any(len(tokens(a)) < 2 for a, b in zip(po, pn, strict=True) if a.lower() == b.lower()):
        return False  # the parts said again are statements, not "Wow" and a name
    a, b = differ[0]
    if PLAN.search(b) or TEMPORARY.search(b) or _UNDECIDED.search(b):
        return False
    return _aligned(_clean(tokens(a)), _clean(tokens(b)))


#: a fact as a temporal graph stores it (Zep, Graphiti): 'fact: "User lives in Porto" valid_at: 2024-02-01'
_DATED_FACT = re.compile(
    r"""^\s*(?:fact\s*[:=]\s*)?["“'](?P<fact>[^"”]+)["”']\s*[,;|]?\s*\(?valid_at\s*[:=]\s*["']?(?P<at>\d{4}-\d{2}-\d{2})\b[^)]*\)?\s*$""",
    re.I,
)
#: a flag of two dated facts that a later valid_at settles: the same attribute, or a count or a rank, with another value
_DATED_SUPERSEDES = frozenset({"attribute_value", "later_state", "record"})


def _dated_facts(new: str, old: str) -> tuple[str, str, bool] | None:
    """Both statements dated facts: their texts (the dates are no values of them) and whether ``new`` is valid
    from a later day.

    >>> _dated_facts('fact: "User lives in Lisbon" valid_at: 2025-06-15',
    ...              'fact: "User lives in Porto" valid_at: 2024-02-01')
    ('User lives in Lisbon', 'User lives in Porto', True)
    """
    if "valid_at" not in new or "valid_at" not in old:
        return None
    mn, mo = _DATED_FACT.match(new), _DATED_FACT.match(old)
    if mn is None or mo is None:
        return None
    return mn.group("fact").strip(), mo.group("fact").strip(), mn.group("at") > mo.group("at")


#: a state that passes: an occasion bounded in days or weeks, a one-off, a stay away from home
_PASSING = re.compile(
    r"\b(?:for (?:a |one |two |three |four |five |a few |a couple (?:of )?|\d+ )(?:days?|nights?|weeks?)\b"
    r"(?! now| already)"
    r"|(?:just )?this once|for once|one[- ]off|one[- ]time|that week|the week of|back to normal|back to usual"
    r"|a rare|an exception|exceptionally|for a change"
    r"|on (?:holiday|vacation|leave)|(?:holiday|vacation|vacances|urlaub|vacaciones|férias|vacanza|liburan|cuti)\b"
    r"|(?<!starting )(?<!from )(?<!as of )\b(?:this|denne|denna|dieser|diesen|diese|ce|cette|este|esta|questo"
    r"|questa|deze) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag"
    r"|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo"
    r"|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag"
    r"|zondag|(?:man|tirs|tis|ons|tors|fre|lør|lör|søn|sön|mån)dag)\b)"
    r"|\bjust this (?:week|weekend|month|time)\b|\bthis sprint['’]s\b",  # corrfix18: one sprint's
    re.I,
)
#: "went back to", "back on": the old value holds again after an interlude
_BACK_TO = re.compile(
    r"\b(?:(?:went|going|go|goes|gone|get|got|getting|came|coming|come|switch(?:ed|ing)?|is|are|was|be|being) back"
    r"|return(?:ed|ing|s)?|revert(?:ed|ing|s)?)\s+(?:to|on|into)\s+(?:being\s+|the\s+|my\s+|his\s+|her\s+|their\s+)?"
    r"(?P<w>[\w-]+)",
    re.I,
)


#: a change only weighed, proposed or turned down: nothing changed yet
_UNDECIDED = re.compile(
    r"\b(?:wonder(?:s|ed|ing)? (?:whether|if|about)|(?:thinking|thought|think) (?:about|of) (?:\w+ing)"
    r"|consider(?:s|ed|ing)? (?:\w+ing)|might have to|may have to|might need to|what if|in case"
    r"|(?:was|were|got|been) (?:rejected|vetoed|turned down|shot down|voted down)|proposal|proposed|suggested"
    r"|überleg\w*|vielleicht|envisage\w*|peut-être|quizás?|talvez|forse|mungkin)\b"
    r"|提议|建议|否决|驳回|考虑|也许|可能",
    re.I,
)


def _corrects_another(new: str, old: str) -> bool:
    """``new`` corrects a value it names ("..., not Doncaster", "at 3:30, not 3") that ``old`` does not
    hold: it corrects another statement."""
    corr = find_correction(new)
    if corr is None or corr.kind != "contrast" or not corr.old_values:
        return False
    toks = tokens(parse(old).body)
    have = {w for t in toks for w in (t.norm, t.stem)}
    digits = " ".join(re.sub(r"[^\d]", "", t.norm) for t in toks)
    return not any(
        w in have or stem(w) in have or (w.isdigit() and w in digits) for w in corr.old_values
    )


#: the old value said to hold on: "stays on bass", "remains in Leeds", "within Tasman Reach"
_STILL = re.compile(
    r"\b(?:stays?|stayed|staying|remains?|remained|within|sigue|weiterhin|tetap)\s+"
    r"(?P<rest>(?:[\w'’-]+\s+){0,2}[\w'’-]+(?::\d\d)?)",  # corrfix18: "stays 15:00"
    re.I,
)


def _still_holds(new_body: str, old_body: str) -> bool:
    """``new`` says a value of ``old`` (not its subject) still holds ("Quiet Lantern's drummer quit; the user
    stays on bass" of "The user plays bass in Quiet Lantern")."""
    if _QUESTION.search(new_body) or not (m := _STILL.search(new_body)):
        return False
    if m.group("rest").split()[0].lower() in _VERBISH:
        return False  # "our Kyoto stay is near ...": a noun
    old_content = [t for t in tokens(old_body) if t.content and t.norm not in _HOLDER and t.norm not in _SCOPE_WORDS]
    held = {t.stem for t in old_content[1:]} if old_content and old_content[0].norm in PEOPLE else {
        t.stem for t in old_content
    }
    return any(t.content and t.stem in held for t in tokens(m.group("rest")))


_ARROW_PAIR = re.compile(r"(?P<a>[^\s:=]+)\s*(?:->|→|=>|⇒)\s*(?P<b>[^\s,;]+)")


def _arrow_to_old(new_body: str, old_body: str) -> bool:
    """Every "A -> B" of ``new`` sets a value ``old`` holds (B) from one it does not (A): ``old``
    is what the fix arrives at ("fix typo: pg-stagng-eu-2 -> pg-staging-eu-2")."""
    pairs = _ARROW_PAIR.findall(new_body)
    if not pairs:
        return False
    have = {t.norm for t in tokens(old_body)}
    for a, b in pairs:
        ta, tb = tokens(a), tokens(b)
        if not ta or not tb or ta[-1].norm in have or tb[0].norm not in have:
            return False
    return True


def _back_to_old(new_body: str, old_body: str) -> bool:
    """``new`` tells of an interlude after which the old value holds again ("tried a vegan January and
    went back to being vegetarian" of "User is vegetarian")."""
    m = _BACK_TO.search(new_body)
    if not m:
        return False
    w = stem(m.group("w").lower())
    return any(t.content and t.stem == w for t in tokens(old_body))


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
    if len(toks) < 2 or not any(t.norm in FIRST_PERSON or t.norm in MY for t in old_toks) or _third_party(old_toks):
        return False
    if toks[0].norm in _THEY:
        rest = toks[1:]
        if any(t.norm == toks[0].norm for t in old_toks):
            return False
    elif toks[0].norm in MY and toks[1].norm in _DECIDERS:
        rest = toks[2:]
    elif toks[0].norm in _DECIDERS and not toks[0].stop:
        rest = toks[1:]
    else:
        return False
    if any(t.norm in _TO_ME or t.norm in FIRST_PERSON for t in rest):
        return False
    old_stems = {t.stem for t in old_toks if t.content and t.norm not in _NOT_ANCHORS}
    return not any(t.stem in old_stems for t in rest if t.content)


#: content words of an old statement that name no thing of its own (its verb of living or working, fillers)
_NOT_ANCHORS = _WORK | _LIVE | GENERIC | frozenset(
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


#: an old statement of at most this many words is one fact as a memory layer stores it ("User is team captain of
#: the netball club"): an ending that opens the new statement ("stepped down as captain, Jade took over") ends it
#: whatever the cosine (chat turns, whose endings the cosine bounds above, are longer)
ENDING_FACT_WORDS = 10


_LEADING_END = re.compile(
    r"^(?:(?:i|we|just|finally|so|ok|okay|yeah|have|has|i've|we've)\s+)*"
    r"(?:left|quit|dropped out of|dropped|gave up|given up|stepped down|handed over|handed in|packed in|cancelled"
    r"|canceled|sold|ditched|binned|got rid of)\b"
    r"|^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:split up|broke up|closed down|shut down|folded)\b",
    re.I,
)
_LEADING_NOT = re.compile(r"\b(?:still|this weekend|this week|in a week|for now|for a while|temporarily|again)\b", re.I)


def _leading_ending(new: str, old: str) -> bool:
    """The first clause of ``new`` opens on an ending of a thing of ``old`` ("gave up the allotment, too much work
    with the baby", "stepped down as captain, Jade took over", "The Tuesdays split up in August")."""
    body = parse(new).body.strip()
    first = re.split(r"[,;.!?]|\s[-–—]\s", body, maxsplit=1)[0].strip()
    if not _LEADING_END.match(first) or _LEADING_NOT.search(body) or "'s " in first:
        return False
    anchors = _anchors(parse(old).body)
    if not any(endings._is_anchor(w, anchors) for w in re.findall(r"[\w'-]+", first.lower())):  # noqa: SLF001
        return False  # "I quit coffee last week" ends no job at Stripe
    return endings.ends(first, parse(old).body, anchors)


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
#: a renaming of what the old statement names (corrfix17): "We renamed the starter Clint Yeastwood"
RENAME_CLOSE = 0.3
#: a step on a ladder the old statement states (corrfix17): "Hit Platinum 1 in Valorant" / "Gold 2"
LADDER_CLOSE = 0.2


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
        t.norm in ADDITIVE and (t.norm != "too" or _ADDITIVE_TOO.search(new_body)) for t in tokens(new_body)
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
            t for t in tokens(part) if (t.content or t.value) and t.stem not in old_stems and t.norm not in NEGATION
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
        if (new_words - old_words) & (_ID_QUALIFIERS | PEOPLE) or revisions.someone_else(pn.body, po.body):
            return None
        if _ADDITIVE_TOO.search(pn.body) or re.search(r"\b(?:also|another|as well)\b", pn.body, re.I):
            return None
        return "supersede" if _ID_CUE.search(_EMAIL.sub(" ", pn.body)) else "flag"
    return None


@lru_cache(maxsize=4096)
def _soft(body: str) -> bool:
    """``body`` says "actually", "it turns out" (:data:`_SOFT`): once per text."""
    return bool(_SOFT.search(body))


@lru_cache(maxsize=4096)
def _one_short_statement(body: str) -> bool:
    """At most :data:`ENDING_OLD_MAX_CHARS` and one sentence mark: once per text."""
    body = body.strip()
    return len(body) <= ENDING_OLD_MAX_CHARS and len(_SENTENCE_MARK.findall(body)) <= 1


def _revision(new: str, old: str, similarity: float) -> Relation | None:
    """A self-correction scoped to the old statement, a "new X" of the old statement's attribute, or a
    later value of a counted or ranked state (:mod:`zeusmem.rules.revisions`)."""
    pn, po = parse(new), parse(old)
    if pn.label != po.label or similarity < REVISION_CLOSE:
        return None
    if pn.correction and similarity >= CLOSE and _swap_correction(new, old):
        return Relation("supersede", "self_correction", True)  # "Correction: the red folder has the taxes"
    cue = revisions.cues(pn.body)
    soft = _soft(pn.body)
    if not cue and not soft:
        return None  # nothing in the new text that any of these readings looks for
    if not _one_short_statement(po.body):
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
        and _kinds(t.norm) == frozenset({"name"}) and t.norm not in PEOPLE
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
    """The rules' relation of two statements; :func:`relation` has already returned for two speakers."""
    pn, po = parse(new), parse(old)
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
    if any(t.norm in ADDITIVE and (t.norm != "too" or _ADDITIVE_TOO.search(pn.body)) for t in new_toks):
        return NONE  # "also", "too": one more value, not another one ("way too expensive" is a degree)
    if nc:
        oc = extract_claim(old)
        if claims_contradict(nc, oc, old) and not _keeps_old_value(oc, new_toks, new):
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


def _keeps_old_value(oc: Claim, new_toks: Sequence[Token], new: str) -> bool:
    """``new`` states the old value too, with no word of change or correction ("Dad's bedtime insulin is
    Lantus, 12 units" of "Dad's bedtime insulin: 12 units"): a detail added, not another value."""
    if not oc.value or oc.negated or find_correction(new) is not None or find_changes(new):
        return False
    have = {t.stem for t in new_toks} | {t.norm for t in new_toks}
    return all(v in have or stem(v) in have for v in oc.value)


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

#: the cosine from which a value taken back or swapped under a cue supersedes (:mod:`zeusmem.rules.retractions`)
RETRACTION_CLOSE = 0.3
#: the cosine from which a frame said again with one value replaced supersedes (:func:`substitutes`)
SUBSTITUTION_CLOSE = 0.5
#: a taste or habit turned around (``rules.tastes``): the two statements share its object, the cosine is lower
TASTE_CLOSE = 0.35
#: a date or a time moved (``revisions.rescheduled``)
RESCHEDULE_CLOSE = 0.5
#: ... and a slot switched to another value (:func:`zeusmem.rules.revisions.switched`): the slot named in both is
#: the evidence ("we switched energy to Octopus" / "User's energy supplier is British Gas", cosine 0.16)
SWITCH_CLOSE = 0.15
#: one key said again with another value (``records.rekeyed``)
REKEYED_CLOSE = 0.55
#: "now" in the languages the tokens read as words, and as character pairs where they read one
#: character at a time (Chinese, Japanese, Korean): the marker of a current state
NOW_WORDS = frozenset("nu teraz obecnie artık şimdi अब".split())
NOW_WORDS |= frozenset(  # corrfix15
    "τώρα πλέον עכשיו מעכשיו acum mostantól nå ngayon sada odteraz сега dabar এখন حالا".split()
)
NOW_WORDS |= frozenset("sasa sekarang nawr bellach núna nüüd tagad zdaj sedaj nou".split())  # corrfix16
NOW_CHARS = (("现", "在"), ("目", "前"), ("如", "今"), ("今", "は"), ("現", "在"), ("지", "금"), ("이", "제"))
#: the speaker, dropped from both sides before aligning ("저는 서울에 살아요" / "지금은 부산에 살아요")
_FRAME_SPEAKER = frozenset(
    "i i'm im we me us my our ich wir mein meine je j' nous moi mon ma mes yo mi mis eu meu minha io mio mia ik "
    "mijn wij ja mój moja ben benim मैं मेरा मेरी 我 私 저 나 제".split()
)
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
#: a value switched in the new statement's own shape (:mod:`zeusmem.rules.switches`, corrfix15)
SWITCH_CLOSE = 0.3


def _spoken(new: str, old: str) -> bool:
    """Two lines of a dialogue by one speaker ("Jon: Thanks! I won't quit ..."): the same label and bodies that
    speak (a first or second person, or ending in "!" or "?"), not one key's values ("Editor: VS Code -> Neovim")."""
    pn, po = parse(new), parse(old)
    return pn.label is not None and pn.label == po.label and all(_CHAT.search(b) for b in (pn.body, po.body))


_CHAT = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|you|your|you're|my|me|we|our|us)\b|[!?]\s*$", re.I)


def _switched(new: str, old: str) -> bool:
    """``new`` switches a value of ``old``: "A -> B", a weekday moved, "no longer A", "from A to B" (corrfix15)."""
    nb, ob = parse(new).body, parse(old).body
    return (_switches.arrowed(nb, ob) or _switches.day_moved(nb, ob) or _switches.no_longer(nb, ob)
            or _switches.from_to(nb, ob) or _switches.holder_replaced(nb, ob) or _switches.switched_to(nb, ob)
            or _switches.diffed(nb, ob))  # corrfix18



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

        if norm in _FRAME_SPEAKER or norm in _FILLER or norm in NOW_WORDS or norm in NOW or t.stop:  # type: ignore[attr-defined]
            continue
        out.append(t)
    return out


def says_now(toks: Sequence[object]) -> bool:
    """A "now" of :data:`NOW_WORDS` or :data:`NOW_CHARS` (the rules' own list aside)."""
    norms = [t.norm for t in toks]  # type: ignore[attr-defined]
    return any(n in NOW_WORDS for n in norms) or any(p in NOW_CHARS for p in zip(norms, norms[1:], strict=False))


@lru_cache(maxsize=4096)
def _substitution_signal(new: str) -> bool | None:
    """What :func:`substitutes` asks of ``new`` alone, once per text: None when it says no change
    (no "now", arrow, retraction or correction) or asks, plans, adds or speaks of one occasion; else
    whether it holds an arrow."""
    pn = parse(new)
    body = pn.body
    arrow = bool(_ARROW_AT.search(body))
    all_new = tokens(body)
    signal = (arrow or _has_now(all_new) or says_now(all_new)
              or bool(_RETRACT.search(body)) or pn.correction)
    if not signal or _QUESTION.search(body) or PLAN.search(body) or TEMPORARY.search(body):
        return None
    if any(t.norm in ADDITIVE or t.norm in MORE or t.norm in OCCASION for t in all_new):
        return None  # "one more", "early today": an addition, an occasion
    if PAST.search(body) or DAYPART.search(body) or _THIS_TIME.search(body):
        return None  # "cancelled tennis this Saturday": one occasion
    return arrow


#: a pronoun that opens a statement as its subject (corrfix16)
_LEAD_PRONOUNS = frozenset("she he hann hún hy sy".split())


def _pronoun_for(old_body: str, new_toks: Sequence[Token]) -> str | None:
    """The pronoun that opens ``new`` when it can stand for ``old``'s subject: the old statement names none
    (a profile's note that opens on its verb: "Works from the Manchester office", "Teaches Year 4") or opens on a
    word of kin ("Grandad ..."), and no first person nor pronoun of its own (corrfix16)."""
    if not new_toks or new_toks[0].norm not in _LEAD_PRONOUNS:
        return None
    ot = tokens(old_body)
    if not ot or any(t.norm in _FRAME_SPEAKER or t.norm in _OTHERS for t in ot):
        return None
    first = ot[0]
    if first.norm in PEOPLE or (first.text[:1].isupper() and not first.stop and first.norm.endswith("s")
                                and len(first.norm) > 3 and not first.value):
        return new_toks[0].norm
    return None


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
    signal = _substitution_signal(new)
    if signal is None:
        return False
    body, arrow, all_new = pn.body, signal, tokens(pn.body)
    old_words = {t.norm for t in tokens(po.body)}
    if (lead := _pronoun_for(po.body, all_new)) is not None:  # corrfix16
        old_words = old_words | {lead}  # "She's based in the Leeds office now" of "Works from the Manchester office"
    if any((t.norm in _OTHERS or t.norm in PEOPLE) and t.norm not in old_words for t in all_new):
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
