"""Short follow-ups that lean on the statement before them: "actually Tuesdays now", "got moved to
31F", "nope, she's at Anthropic these days", "it's 4C now not 4B".

The reply names no slot; it gives a value of a kind (a day, a clock time, a seat / room / flat code,
a number, a name) and says that it is the current one (a "now", a change verb, a retraction). The
slot is the old statement's value of the same kind. :func:`replaces` is True when the old statement
holds a value of that kind that the reply does not, and the reply adds nothing ("also", "too", a
question, a temporary or planned change). Language-neutral but for the signal words the other
rules read. Pure code.

A one-field record ("GP: Beechwood Surgery", "Landlord: Mr Beckett", "Vermieter: Herr Schulte") names its
slot in its key, so a statement that names no slot may still give it a new value ("I've re-registered with
Canalside Medical Practice since the move", "the flat was sold; new landlord is Greystone Lettings Ltd"):
:func:`key_record` reads the record, :func:`_new_key_value` the statement (a name the record does not hold,
said to be current, about the speaker, not naming the record's own value).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from zeusmem.rules.changes import TEMPORARY, find_changes
from zeusmem.rules.parsing import parse
from zeusmem.rules.words import ADDITIVE, HISTORY, MY, NOW, PEOPLE, PLAN, TIME_WORDS, Token, tokens

#: at most this many words in the reply: longer ones state their own frame (the other rules read it)
MAX_WORDS = 12
#: a name replies only with fewer content words beside it than this, each one the old statement's
#: ("nope, she's at Anthropic these days"); "Adesso abito a Firenze" states a frame of its own
NAME_MAX_WORDS = 2
#: at most this many words in the statement it leans on
OLD_MAX_WORDS = 30

_CLOCK = re.compile(r"^\d{1,2}(?:[:.h]\d{2})?(?:am|pm|h|uhr)?$", re.I)
_CODE = re.compile(r"^(?:\d{1,4}[a-z]{1,2}|[a-z]{1,2}\d{1,4})$", re.I)
_SIGNAL = re.compile(
    r"\b(?:actually|nope|not anymore|any ?more|no longer|these days|instead|switched|changed|moved|"
    r"got moved|now|from now on|typo|misread|scratch that|my bad|i meant"
    r"|nvm|never ?mind|oops|sorry|nah|correction)\b",  # corrfix16: "nvm its friday", "oops 6:30 not 6", "sorry 12th"
    re.I,
)
#: one more thing beside the old one ("another", "more"): of :data:`words.ONE_MORE` and :data:`words.MORE`
#: only these, not "again", "wieder", "ancora", "mais", which a value moved anew says as well ("got moved
#: again, 31F now")
_ONE_MORE_THING = frozenset("another second extra more plus".split())


def _kind(t: Token) -> str | None:
    n = t.norm
    if n in TIME_WORDS and n.rstrip("s") in _DAYS:
        return "day"
    if n in _DAY_SHORT:  # corrfix16: "dentist tues 3pm" / "moved to wed"
        return "day"
    if _CLOCK.match(n) and (":" in n or "." in n or n.endswith(("am", "pm", "h", "uhr"))):
        return "clock"
    if _CODE.match(n) and any(c.isdigit() for c in n):
        return "code"
    if n.replace(",", "").replace(".", "").isdigit():
        return None if n.count(".") >= 2 else "number"  # "2.4.0": a version moving on is an update
    if t.text[:1].isupper() and len(n) > 1 and (t.value or (t.initial and not t.stop and not _SIGNAL.match(n))):
        return "name"
    return None


_DAYS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag"
    " sonntag lundi mardi mercredi jeudi vendredi samedi dimanche lune marte miércole jueve vierne sábado domingo"
    " maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split()
)


#: the short weekdays of chat, as the day they stand for ("sat" and "sun" are words too) (corrfix16)
_DAY_SHORT = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
              "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday"}


def _values(toks: Sequence[Token]) -> dict[str, set[str]]:
    """The values of ``toks`` by kind; a negated one ("not 4B") is not among them."""
    out: dict[str, set[str]] = {}
    for i, t in enumerate(toks):
        if i and toks[i - 1].negation:
            continue
        if (k := _kind(t)) is not None:
            out.setdefault(k, set()).add(_DAY_SHORT.get(t.norm, t.norm.rstrip("s")) if k == "day" else t.norm)
    return out


_PREFIX = re.compile(r"^\s*([^:\n]{1,30}?\d[^:\n]{0,10}):\s")


def _prefix(text: str) -> str:
    """A record's heading with a number in it ("CHANGELOG 2.3.0:", "Session 4:"), or ""."""
    m = _PREFIX.match(text)
    return m.group(1).lower() if m else ""


@lru_cache(maxsize=4096)
def replaces(new: str, old: str) -> bool:
    """``new``, a short reply, gives ``old``'s value of one kind anew.

    >>> replaces("actually Tuesdays now", "My Pilates class is on Mondays at 7pm.")
    True
    >>> replaces("Tuesdays too now", "My Pilates class is on Mondays at 7pm.")
    False
    """
    if not (clauses := _reply(new)) and ":" not in old and "=" not in old:
        return False
    pn, po = parse(new), parse(old)
    old_body = po.body
    ot = tokens(old_body)
    if len(ot) > OLD_MAX_WORDS:
        return False
    if _prefix(new) != _prefix(old) or HISTORY.search(old_body):
        return False  # another record's line ("CHANGELOG 2.3.1:"), or history the present does not replace
    if pn.label == po.label and any(_gives_value(c, ot) for c in clauses):
        return True
    return pn.label is None and (rec := key_record(old)) is not None and _new_key_value(pn.body, rec)


#: someone else as the subject of a reply: another person's change is not the record's
_THIRD = frozenset(
    "he she they his her their him them er sie ihr elle ils elles él ella ellos ele ela eles lui lei loro "
    "hij zij han hon он она они він вона вони".split()
)


#: what says that a keyed record's one value changed: a present ("now", "these days", "since", "no longer"),
#: a verb of moving one's custom or a system elsewhere, in the languages the records are written in;
#: "new" only before the key's own word ("new landlord is ...", "unsere neue Vermieterin")
_KEY_NOW = re.compile(
    r"\b(?:now|nowadays|these days|since|from now on|going forward|any ?more|no longer|instead|migrated|migrating"
    r"|moved (?:over )?to|switched|changed to|re-?registered|registered with|transferred|took over|replaced"
    r"|jetzt|nun|inzwischen|mittlerweile|seit|stattdessen|gewechselt|maintenant|désormais|depuis|passée? (?:à|chez)"
    r"|ahora|desde|cambiamos|cambié|agora|desde|trocamos|troquei|ora|adesso|invece|passat[oi] a|nu|sinds|numera"
    r"|sedan|teraz|od|тепер|теперь|зараз|сейчас|sekarang|kini|sasa|artık|şimdi)\b",
    re.I,
)
_NEW_BEFORE = re.compile(
    r"\b(?:new|neue[nrms]?|nouveau|nouvelle|nuev[oa]|nov[oa]|nuov[oa]|nieuwe|nya|now[aey]|нов\w+)\s+([^\W\d_]+)", re.I
)

#: corrfix18: "new" before the key's word in af is lv et ("Nuwe doelgewig", "Ný markþyngd", "Jaunais mērķa svars",
#: "Uus sihtkaal") and after it in sw cy eu ("Lengo jipya la uzito", "Pwysau targed newydd", "Helburuko pisu berria")
_NEW_BEFORE18 = re.compile(r"\b(?:nuwe|ný|nýr|nýtt|nýja|nýju|jauns|jaunais|jaunā|jauno|uus|uue)\s+([^\W\d_]+)", re.I)
_NEW_AFTER18 = re.compile(r"\b([^\W\d_]+)\s+(?:[^\W\d_]+\s+)?(?:jipya|mpya|newydd|berria|berri)\b", re.I)


def _new_keys(body: str) -> list[str]:
    """The words "new" is said of (:data:`_NEW_BEFORE`, and corrfix18's languages)."""
    return _NEW_BEFORE.findall(body) + _NEW_BEFORE18.findall(body) + _NEW_AFTER18.findall(body)


_TITLES = frozenset("dr mr mrs ms mx prof dkt herr frau hr pak bu pan pani dott dottor dottoressa doctor".split())
_ONCE = re.compile(r"\b(?:today|tonight|tomorrow|this (?:week|weekend|morning|afternoon|evening)|for the day)\b", re.I)


def _once(body: str, nt: Sequence[Token]) -> bool:
    """One occasion: a day ("closed Sunday", not "on Sundays"), today, this weekend."""
    return bool(_ONCE.search(body)) or any(t.norm in _DAYS for t in nt)


def _new_key_value(body: str, rec: tuple[str, str]) -> bool:
    """``body`` (a short statement) gives the one-field record ``rec`` another value: it says the value is
    current (:data:`_KEY_NOW`, or "new" before the key's word), names a value (a name not a date) the record
    does not hold, is about the speaker (no other person in it but the key's own: "new landlord is ..."),
    and does not name the record's value ("Visitor permits for zone C ..." of "Parking permit: zone C")."""
    nt = tokens(body)
    if not nt or len(nt) > MAX_WORDS + 4 or "?" in body or TEMPORARY.search(body) or PLAN.search(body):
        return False
    if any(t.norm in ADDITIVE or t.norm in _ONE_MORE_THING for t in nt):
        return False
    key = {t.stem for t in tokens(rec[0])}
    key_prefixes = {k[:5] for k in key if len(k) >= 5}
    have = {t.stem for t in nt} | {t.norm for t in nt}
    held = [t for t in tokens(rec[1]) if t.content or t.value]
    named = [t for t in held if (t.value or t.text[:1].isupper()) and t.norm.rstrip(".") not in _TITLES
             and (t.stem in have or t.norm in have)]
    # each name's pattern is compiled per name (re's cache holds 512): only when the verb is in the body at all
    gone = _GONE.search(body) is not None and any(
        re.search(rf"\b{re.escape(t.norm)}\w*(?:\W+\w+){{0,2}}?\W+{_GONE.pattern}", body, re.I) for t in named
    ) and not _once(body, nt)  # "Bev retired", "la Ricci è andata in pensione"; not "closed Sunday"
    gone = gone or (_ENDED.search(body) is not None
                    and any(re.search(rf"{_ENDED_BEFORE}{re.escape(t.norm)}", body, re.I) for t in named)
                    and not _once(body, nt))  # corrfix16: "Sold the Golf, we drive a Kia Niro EV now"
    fresh = any(
        w.lower()[:5] in key_prefixes or tokens(w)[:1] and tokens(w)[0].stem in key for w in _new_keys(body)
    )  # corrfix18: named, for a new number below
    if not (gone or _KEY_NOW.search(body) or fresh):
        return False
    if any((t.norm in PEOPLE or t.norm in _THIRD) and t.stem not in key for t in nt):
        return False
    if not gone and (named or (held and all(t.stem in have or t.norm in have for t in held))):
        return False  # the record's value said again, or another thing of it ("Majorna har fått nya öppettider")
    names = {t.norm for i, t in enumerate(nt) if _kind(t) == "name" and (t.value or "'" not in t.norm)
             and t.norm not in TIME_WORDS and t.norm not in MY and not (i and nt[i - 1].negation) and t.stem not in key}
    old_names = {t.norm for t in tokens(rec[1])}
    if fresh and any(t.value and _kind(t) == "number" for t in tokens(rec[1])):  # corrfix18: "New target weight: 72 kg"
        names |= {t.norm for t in nt if t.value and _kind(t) == "number"}
    return bool(names - old_names)


#: a one-field record, "Key: value" (an extractor's or a form's line): the key names the slot
_KEY_RECORD = re.compile(r"^\s*(?P<key>[^\W\d_][\w'’ .-]{0,40}?)\s*[:：=]\s*(?P<value>[^:;=\n]{1,60})$")
#: a value that lists several ("English, Spanish", "Tom and Ana", "iOS/Android")
_SEVERAL = re.compile(r",|\band\b|\bund\b|\bet\b|\by\b|\be\b|/|&|\+", re.I)
#: a key that is someone else's ("Mum's GP", "Partner's employer"); the user's own is the speaker's
_OTHERS_KEY = re.compile(r"\b(?!(?:the\s+)?user['’]s\b)[\w-]+['’]s\b", re.I)


@lru_cache(maxsize=4096)
def key_record(text: str) -> tuple[str, str] | None:
    """(key, value) of a one-field record of one value ("GP: Beechwood Surgery", "Package manager: npm",
    "Landlord = Mr Beckett"), else None: a key of at most four words that is not someone else's nor plural,
    a value of at most six words that lists nothing; a detail after a comma is not the value ("Childminder:
    Bev, Tuesdays and Thursdays").

    >>> key_record("Childminder: Bev, Tuesdays and Thursdays.")
    ('Childminder', 'Bev')
    >>> key_record("Mum's GP: Dr Carter") is None, key_record("Languages: English, Spanish") is None
    (True, True)
    """
    m = _KEY_RECORD.match(text.strip())
    if not m:
        return None
    key, value = m.group("key").strip(), m.group("value").strip().rstrip(".!")
    head = value.split(",")[0].strip()
    if "," in value and (key.lower().endswith("s") or _LIST_KEY.search(key)):
        return None  # "Languages: English, Spanish", "Allergy: peanuts, shellfish"
    if len(key.split()) > 4 or not head or len(head.split()) > 6 or _SEVERAL.search(head) or _OTHERS_KEY.search(key):
        return None
    return key, head


#: keys of things one holds several of: a comma lists them
_LIST_KEY = re.compile(
    r"\b(?:allerg\w*|language|hobby|interest|skill|pet|child|kid|instrument|sport|tool|subscription|member\w*"
    r"|friend)\b",
    re.I,
)
#: the record's holder gone: retired, stepped down, moved away, closed ("Bev retired", "la Ricci è andata in pensione")
_GONE = re.compile(
    r"\b(?:retired|retiring|stepped down|steps down|resigned|left|quit|moved away|moved on|closed|shut down|shut"
    r"|is gone|has gone|gone bust|passed away|died|anymore|any more|no longer|dropped|let \w+(?: \w+)? go|in rente"
    r"|in pension|ruhestand|aufgehört|gekündigt|à la retraite|retraitée?|partie?|est parti|jubilad[oa]|se jubiló"
    r"|se fue|aposentou|aposentad[oa]|saiu|in pensione|pensionat[oa]|andat[oa] via|se n'è andat[oa]|odszed\w*"
    r"|odesz\w*|більше не|больше не|ушла?|пішла?|sudah tutup|tutup|pensiun|berhenti"
    r"|cancelled|canceled|sold|scrapped|given away|written off)\b",  # corrfix16: "PureGym membership cancelled"
    re.I,
)
#: the record's value ended by a verb before it: "Sold the Golf", "Gave the Nest Hub away", "closed the CRDB account"
#: (corrfix16)
_ENDED_BEFORE = (
    r"\b(?:sold|scrapped|gave|given|got rid of|traded in|took out|taken out|cancelled|canceled|closed|ditched|dumped"
    r"|returned|seldi|verkoop|verkocht|nimefunga|đóng|satıldı|sattık|sattım)\b(?:\W+\w+){0,3}?\W+"
)
_ENDED = re.compile(_ENDED_BEFORE, re.I)  # the verb alone: where a name's pattern may match


@lru_cache(maxsize=4096)
def _reply(new: str) -> tuple[str, ...]:
    """The clauses of ``new`` that may give a value anew, read once per text (a write compares it
    with up to 20 statements): none when it asks, adds, or plans, or no clause is short, says
    "now" and holds a value."""
    body = parse(new).body
    if not body or "?" in body:
        return ()
    if TEMPORARY.search(body) or PLAN.search(body):
        return ()
    if any(t.norm in ADDITIVE or t.norm in _ONE_MORE_THING for t in tokens(body)):
        return ()
    clauses = [body] if len(tokens(body)) <= MAX_WORDS else [c for c in _CLAUSE.split(body) if c.strip()][1:]
    return tuple(c for c in clauses if _may_give_value(c))


def _may_give_value(body: str) -> bool:
    """What :func:`_gives_value` asks of the reply alone."""
    nt = tokens(body)
    if not nt or len(nt) > MAX_WORDS:
        return False
    if not (_SIGNAL.search(body) or any(t.norm in NOW for t in nt) or find_changes(body)):
        return False
    return bool(_values(nt))


#: where a reply's later clause starts ("took her surname after the wedding; it's Okafor now")
_CLAUSE = re.compile(r"[;.!]\s+|\s+[—–]\s+")


#: a reply that opens on a thing of its own ("The pool ...", "Our other car ...")
_OTHER_HOLDER = re.compile(r"^(?:the|our|my|his|her|their|a|an)\s+(\w+)", re.I)


#: an hour said as a bare number after "at" ("swim is at 6"): a clock time of the old statement (corrfix16)
_AT_HOUR = re.compile(r"\bat (\d{1,2})\b(?![:.]?\d)", re.I)


def _gives_value(body: str, ot: Sequence[Token]) -> bool:
    nt = tokens(body)  # a clause of _reply: short, says "now", holds a value
    nv, ov = _values(nt), _values(ot)
    old_stems = {t.stem for t in ot}
    if (m := _OTHER_HOLDER.match(body)) and (head := tokens(m.group(1))) and head[0].stem not in old_stems \
            and any(t.content and t.stem in old_stems for t in nt[2:]):
        return False  # "The pool at our gym actually opens at 7": the same frame, another thing's
    rest = [t for t in tokens(_SIGNAL.sub(" ", body)) if t.content and t.norm not in NOW and _kind(t) is None]
    at = [i for i, t in enumerate(nt) if _kind(t) == "name"]
    one_name = bool(at) and at[-1] - at[0] == len(at) - 1  # "TV ... HDMI 2": two things, a frame of its own
    bare = one_name and len(rest) < NAME_MAX_WORDS and all(t.stem in old_stems for t in rest)
    for kind, vals in nv.items():
        if kind == "name" and not bare:
            continue  # "I live in Porto now": a frame of its own, which the other rules read
        olds = ov.get(kind, set())
        if kind == "clock" and not olds and _AT_HOUR.search(" ".join(t.text for t in ot)):  # corrfix16
            olds = {m.group(1) for m in _AT_HOUR.finditer(" ".join(t.text for t in ot))}  # "swim is at 6" / "6:30"
        if olds and not (vals & olds):
            return True
    return False
