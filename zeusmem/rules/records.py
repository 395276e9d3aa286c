"""Memories written as records rather than sentences: what an extractor or a profile form stores.

Read here: a JSON object (a subject / predicate / object triple in any language's keys, an
``{"attribute": ..., "value": ...}`` pair, or fields, nested under a subject or not); triples
``(user, works_at, Monzo)``, ``user | works_at | Monzo``, ``user -> lives_in -> Leeds``;
``Key: employer | Value: Ocado``; and ``key: value`` / ``key=value`` fields one per line, bullet or
``;`` / ``|`` segment, where the key is an identifier (``home_city``, ``user.phone``) or the record
has two fields or more. A value's trailing remark (``(moved in August)``, ``-- after the move``,
``# relocated``, ``; customer says M no longer fits``) is the remark, not the value.

:func:`compare` is the relation of two records: a single-valued field of the same subject that
holds another value supersedes; a multi-valued one (languages spoken, allergies, pets: plural keys
and the predicates of :data:`MULTI`) gains a value; a predicate that ends the old object ("sold",
"left", "quit") supersedes the triple that held it. Anything else is left to the sentence rules.
Pure code, no I/O.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from zeusmem.rules import attributes
from zeusmem.rules.words import refines

#: words that name the user as a record's subject, in the languages of the conflict rules
SELF = frozenset(
    "user the_user me i self customer client usuario usuário utilisateur utente nutzer benutzer"
    " gebruiker użytkownik kullanıcı pengguna користувач пользователь uživatel käyttäjä mtumiaji".split()
)
#: predicates and keys whose values add up rather than replace each other
MULTI = frozenset(
    "speaks speak language languages allergic_to allergy allergies has_pet pet pets likes like loves enjoys"
    " plays play instrument instruments hobby hobbies interest interests skill skills knows friend friends"
    " friend_of child children kid kids has_child sibling siblings nationality nationalities citizenship"
    " visited owns has member_of subscription subscriptions card cards account accounts tag tags"
    " medication_for condition conditions diagnosis email_alias alias aliases".split()
)
#: words that make a multi-valued key name one value ("preferred_language", "native_language")
ONE = frozenset("preferred primary main first native home current favourite favorite default mother usual".split())
#: predicates that end what the subject held ("(user, sold, VW Golf)")
ENDING = frozenset(
    "sold left quit stopped cancelled canceled ended gave_up moved_out_of moved_from dropped removed"
    " unsubscribed_from closed lost returned deleted".split()
)
#: record keys read as the attributes :mod:`zeusmem.rules.attributes` reads in prose
ATTRIBUTE_OF = {
    **dict.fromkeys("lives_in lives home home_city city residence based_in current_city".split(), "home"),
    **dict.fromkeys("works_at works_for employer company employed_by workplace current_employer".split(), "employer"),
    **dict.fromkeys("job_title title role occupation job position profession".split(), "job"),
}
#: values that say the slot is empty ("Allergies: none")
EMPTY = frozenset("none no nothing never n/a nil keine aucun aucune ninguno ninguna nenhum nenhuma".split())

#: keys of an attribute / value pair in a JSON record ("fact", "属性"; "value", "值") and of its subject
_ATTRIBUTE_KEYS = frozenset(
    "attribute attr key field fact property slot name 属性 属性名 atributo attribut attributo chave campo clave"
    " atrybut özellik atribut атрибут ominaisuus egenskap sifa".split()
) | {"thuộc tính"}
_VALUE_KEYS = frozenset(
    "value val valor valeur wert valore 值 wartość değer nilai значення значение hodnota arvo värde thamani".split()
) | {"giá trị"}
_SUBJECT_KEYS = frozenset("subject user entity who sujeito sujeto sujet soggetto subjekt 主体 用户 chủ_thể".split())
_TRIPLE_KEYS = ("subject", "predicate", "object")
_REMARK = re.compile(r"\s*(?:\([^)]*\)|\[[^\]]*\]|\s--?\s.*|\s#\s.*|;\s.*|,\s+(?:since|after|from|as of|updated)\b.*)$")
_TRIPLE_PAREN = re.compile(r"\(\s*([^(),]{1,60}?)\s*,\s*([^(),]{1,60}?)\s*,\s*([^()]{1,80}?)\s*\)")
_TRIPLE_SEP = re.compile(r"^\s*([^|>→\n]{1,60}?)\s*(?:\||->|→)\s*([\w .:-]{1,40}?)\s*(?:\||->|→)\s*([^|\n]{1,80}?)\s*$")
_KEY_VALUE_PAIR = re.compile(r"^\s*key\s*:\s*(?P<k>[^|]{1,40}?)\s*\|\s*value\s*:\s*(?P<v>.{1,80}?)\s*$", re.I)
_FIELD = re.compile(r"^\s*(?:[-*•]\s+)?(?P<k>[^\s:=|;][^:=|;\n]{0,38}?)\s*(?::|=)\s*(?P<v>[^\n]{1,80}?)\s*$")
_IDENT = re.compile(r"^[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+$")
_WORDS = re.compile(r"[^\W_]+", re.U)


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a record: ``subject``'s ``key`` is ``value`` ("" subject: the record's own)."""

    subject: str
    key: str
    value: str


Verdict = Literal["supersede", "none"]


def _norm(s: str) -> str:
    return " ".join(_WORDS.findall(s.lower()))


def _subject(s: str) -> str:
    n = _norm(s).replace(" ", "_")
    return "" if n in SELF or n.removeprefix("the_") in SELF else n


def _value(v: object) -> str:
    text = v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)
    return _norm(_REMARK.sub("", text.strip().rstrip(".")) or text)


def _key(k: str) -> tuple[str, str]:
    """(subject, key) of a field's key: ``user.partner.diet`` is the partner's diet."""
    parts = [p for p in re.split(r"[.]", k.strip().lower()) if p]
    if len(parts) > 1 and _subject(parts[0]) == "":
        parts = parts[1:]
    subject = "_".join(parts[:-1]) if len(parts) > 1 else ""
    return subject, _norm(parts[-1] if parts else k).replace(" ", "_")


def _from_json(obj: object, subject: str = "") -> list[Field]:
    if not isinstance(obj, dict) or not obj:
        return []
    vals = list(obj.values())
    if len(obj) == 3 and all(isinstance(v, (str, int, float)) for v in vals):
        keys = [_norm(k) for k in obj]
        if keys[0].startswith(("subj", "suj", "sogg", "subi")) or keys[1].startswith(("pred", "rel", "prädi")):
            s, p, o = vals
            return [Field(_subject(str(s)), _key(str(p))[1], _value(o))]
    lower = {_norm(k): v for k, v in obj.items()}
    attr = [k for k in lower if k in _ATTRIBUTE_KEYS and isinstance(lower[k], str)]
    val = [k for k in lower if k in _VALUE_KEYS]
    if len(attr) == 1 and len(val) == 1:  # {"user": "u_1", "fact": "employer", "value": "Ocado", "since": ...}
        who = next((str(lower[k]) for k in lower if k in _SUBJECT_KEYS), "")
        return [Field(_subject(who) if who else subject, _key(str(lower[attr[0]]))[1], _value(lower[val[0]]))]
    out: list[Field] = []
    for k, v in obj.items():
        if isinstance(v, dict):
            out += _from_json(v, _subject(k) if not subject else f"{subject}_{_subject(k)}")
        else:
            ks, key = _key(str(k))
            out.append(Field(ks or subject, key, _value(v)))
    return out


def fields(text: str, lone: bool = False) -> tuple[Field, ...]:
    """The fields of ``text`` when it is a record, else ``()``. A single ``key: value`` line is one
    only when its key is an identifier (``home_city``), or with ``lone`` (the other statement is a
    record: ``city=Lisbon`` after ``city=Porto; employer=Farfetch``).

    >>> fields('(user, works_at, Monzo)')
    (Field(subject='', key='works_at', value='monzo'),)
    >>> fields("home_city=Glasgow; employer=NHS Lothian")[1].value
    'nhs lothian'
    >>> fields("I live in Leeds.")
    ()
    """
    return _fields(text)[1 if lone else 0]


@lru_cache(maxsize=4096)
def _fields(text: str) -> tuple[tuple[Field, ...], tuple[Field, ...]]:
    """:func:`fields` of ``text`` without and with ``lone``, read once per text (the two differ only at the end)."""
    t = text.strip()
    if not t or len(t) > 600:
        return (), ()
    if t[0] in "{[":
        try:
            obj = json.loads(t)
        except ValueError:
            obj = None
        if isinstance(obj, list) and len(obj) == 1:
            obj = obj[0]
        return (r := tuple(_from_json(obj))), r
    if m := _KEY_VALUE_PAIR.match(t):
        return (r := (Field("", _key(m.group("k"))[1], _value(m.group("v"))),)), r
    triples = _TRIPLE_PAREN.findall(t)
    if triples and _TRIPLE_PAREN.sub("", t).strip(" ;,\n") == "" or (triples and t.startswith("(")):
        return (r := tuple(Field(_subject(s), _key(p)[1], _value(o)) for s, p, o in triples)), r
    if m := _TRIPLE_SEP.match(t):
        s, p, o = m.groups()
        if re.fullmatch(r"[\w-]+", p.strip()) and ("_" in p or len(p.split()) == 1):
            return (r := (Field(_subject(s), _key(p)[1], _value(o)),)), r
    segments = [s for s in re.split(r"\n|;\s*(?=[^\s:=;]{1,40}\s*[:=])|\s\|\s", t) if s.strip()]
    out: list[Field] = []
    for seg in segments:
        m = _FIELD.match(seg)
        if not m:
            return (), ()
        ks, key = _key(m.group("k"))
        if not key or len(key.split("_")) > 5 and "_" not in m.group("k"):
            return (), ()
        out.append(Field(ks, key, _value(m.group("v"))))
    spo = {f.key: f.value for f in out}
    if len(out) == 3 and all(k in spo for k in _TRIPLE_KEYS):  # "subject=Kemal; predicate=manager_of; object=user"
        return (r := (Field(_subject(spo["subject"]), _key(spo["predicate"])[1], spo["object"]),)), r
    first_key = re.split(r"[:=]", segments[0], maxsplit=1)[0].strip().lstrip("-*• ")
    if len(out) >= 2 or (out and _IDENT.match(first_key)):
        return tuple(out), tuple(out)
    return (), tuple(out)  # with ``lone``, one field read is one


def _multi(key: str) -> bool:
    words = key.split("_")
    last = words[-1]
    if ONE.intersection(words):
        return False
    return key in MULTI or last in MULTI or (last.endswith("s") and not last.endswith("ss") and len(last) > 3
                                              and last[:-1] in MULTI)


def compare(new: str, old: str) -> tuple[Verdict, str] | None:
    """``("supersede", key)`` when record ``new`` replaces a single-valued field of record ``old``,
    ``("none", key)`` when it only adds a value of a multi-valued one or restates the value, None
    when this reading does not decide (not both records, or no field in common).

    >>> compare('{"subject": "user", "predicate": "lives_in", "object": "Sheffield"}',
    ...         '{"subject": "user", "predicate": "lives_in", "object": "Leeds"}')
    ('supersede', 'lives_in')
    >>> compare('(user, speaks, English)', '(user, speaks, Welsh)')
    ('none', 'speaks')
    """
    fn, fo = fields(new), fields(old)
    fn, fo = fn or (fields(new, True) if fo else ()), fo or (fields(old, True) if fn else ())
    if not fn and not fo:  # "employer: Adyen" against "User works at Stripe": a field the prose rules name
        fn, fo = _named(new), _named(old)
    if fn and not fo:
        return _against_prose(fn, attributes.read(old), new_is_record=True)
    if fo and not fn:
        return _against_prose(fo, attributes.read(new), new_is_record=False)
    if not fn or not fo:
        return None
    olds = {(f.subject, f.key): f.value for f in fo}
    verdict: tuple[Verdict, str] | None = None
    for f in fn:
        words = f.value.split()
        if f.key in ENDING and any(f.subject == s and refines(words, v.split()) for (s, _), v in olds.items()):
            return "supersede", f.key
        ov = olds.get((f.subject, f.key))
        if ov is None:
            ov = next((v for (s, k), v in olds.items() if s == f.subject and _same_slot(f.key, k)), None)
        if ov is None:
            continue
        if refines(words, ov.split()):
            verdict = verdict or ("none", f.key)
            continue
        empty = (f.value in EMPTY) != (ov in EMPTY)
        if _multi(f.key) and not empty:
            verdict = verdict or ("none", f.key)
            continue
        return "supersede", f.key
    return verdict


#: words that qualify a key without making it one of several ("preferred_pronouns" is the "pronouns" slot;
#: "savings_bank", "work_email" are one of several, no bare key names them)
_NEUTRAL = frozenset("preferred default primary main current usual user my own chosen".split())


def _same_slot(a: str, b: str) -> bool:
    """Two keys name one slot: one is the other's bare head with only neutral qualifiers before it
    ("pronouns" and "preferred_pronouns"), not one of several ("email" and "work_email", "bank" and
    "savings_bank").

    >>> _same_slot("pronouns", "preferred_pronouns"), _same_slot("email", "work_email")
    (True, False)
    """
    wa, wb = a.split("_"), b.split("_")
    short, long_ = (wa, wb) if len(wa) <= len(wb) else (wb, wa)
    if short == long_ or short[-1] != long_[-1] or not set(short) <= set(long_):
        return False
    return len(short) == 1 and set(long_) - set(short) <= _NEUTRAL


@lru_cache(maxsize=4096)
def _named(text: str) -> tuple[Field, ...]:
    return tuple(f for f in fields(text, True) if f.key in ATTRIBUTE_OF)


def _against_prose(record: tuple[Field, ...], facts: tuple[attributes.Fact, ...], *, new_is_record: bool,
                   ) -> tuple[Verdict, str] | None:
    """A record against a sentence: ``works_at: Adyen`` after "User works at Stripe", "User moved to
    York" after ``(user, lives_in, Leeds)``: the same single-valued attribute of the user, another value."""
    for f in record:
        attr = ATTRIBUTE_OF.get(f.key)
        if attr is None or f.subject:
            continue
        for fact in facts:
            if fact.attr != attr or fact.subject not in ("self", "user") or fact.plan or fact.within:
                continue
            if fact.how not in ("state", "change") or fact.negated or not fact.value:
                continue
            if not new_is_record and fact.how != "change" and not fact.value:
                continue
            value = " ".join(fact.value)
            if value == f.value or (fact.how == "state" and refines(value.split(), f.value.split())):
                return "none", f.key  # a change to a finer value ("promoted to senior analyst") is a change
            return "supersede", f.key
    return None


# --- one key, said with "is" or ":" -----------------------------------------------------------------------

#: "Team meeting room: Everest", "meeting room -> Kilimanjaro", "User's pronouns are they/them", "Mum's GP: Elmwood"
_KEYED = re.compile(
    r"^\s*(?P<k>(?:[\w'’/-]+\s+){0,3}[\w'’/-]+?)\s*(?::|->|→|=>|\s(?:is|are)(?:\s+now)?\s)\s*(?P<v>[^.;!?\n]+)",
    re.I,
)
_KEY_SKIP = frozenset("the a an our my your their his her".split())
_KEY_NOT = frozenset(
    """i we you he she they it this that there what who also still just now not no never user users
    is are was were has have had do does did""".split()
)
#: keys of records that hold several entries or notes, not one value
_KEY_MANY = frozenset(
    "rule rules file files note notes comment comments log docs reminder reminders update updates todo".split()
)
_VALUE_WORD = re.compile(r"[^\W_]+", re.I)


def _key_words(key: str) -> tuple[str, ...]:
    return tuple(re.sub(r"['’]s?$", "", w.lower()) for w in key.split() if w.lower() not in _KEY_SKIP)


_EXCLAIMED = re.compile(r"[!?]\s*$")


@lru_cache(maxsize=8192)
def keyed(text: str) -> tuple[tuple[str, ...], frozenset[str]] | None:
    """A statement that is one key and its value: (the key's words, the value's words), or None."""
    if "\n" in text.strip() or len(text) > 90:
        return None
    m = _KEYED.match(text)
    if m is None or text[m.end():].strip(" .;\t") or _EXCLAIMED.search(text):
        return None  # more after the value, or an exclamation or a question: a line of chat ("Jon: Agreed!",
        # "Caroline: Hey Mel! How are you?"), not a key and its value
    key = _key_words(m.group("k"))
    person = len(key) == 1 and m.group("k").strip()[:1].isupper() and ":" not in text
    if not key or person or any(w in _KEY_NOT or w in _KEY_MANY for w in key):
        return None  # "Caroline is 29": a person, not a key; "House rule: ...": one of several
    raw = m.group("v")
    if re.search(r"\d", raw) or len(raw.split()) > 3:
        return None  # a number may be the same in other units ("Rent: USD 1580/mo"); a clause is no value
    value = frozenset(w.lower()[:5] for w in _VALUE_WORD.findall(raw) if w.lower() not in _KEY_SKIP)
    return (key, value) if value else None


@lru_cache(maxsize=8192)
def rekeyed(new: str, old: str) -> bool:
    """``new`` gives the key of ``old`` (or fewer of its words: "meeting room" of "Team meeting room") another value
    that shares no word with the old one; a key with a word ``old``'s does not have ("work email") is another key.

    >>> rekeyed("meeting room -> Kilimanjaro", "Team meeting room: Everest.")
    True
    >>> rekeyed("Work email: ana@acme.test", "Email: ana@gmail.com")
    False
    """
    a, b = keyed(new), keyed(old)
    if a is None or b is None:
        return False
    (nk, nv), (ok, ov) = a, b
    olds = {w[:5] for w in ok}
    if not all(w[:5] in olds for w in nk) or not any(len(w) >= 3 for w in nk):
        return False
    return not (nv & ov) and not (nv & olds)
