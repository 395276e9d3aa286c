"""The rule engine: literal triggers, anchored matching, token boundaries (linear time)."""

from __future__ import annotations

import os
import re
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import TypeVar, cast

from ahocorasick_rs import AhoCorasick

from zeusmem.rules.secrets._checks import _random_token

try:  # CPython's private regex parser (3.11+): a pattern's shortest run (``_min_run``), only a speed-up
    import re._constants as _sre  # type: ignore[import-not-found]
    import re._parser as _sre_parse  # type: ignore[import-not-found]
except ImportError:  # a Python that moved them: no pruning by run length, the same findings
    _sre_parse = None

_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")  # left boundary of lower-cased keywords
_NONE: frozenset[str] = frozenset()
_Group = tuple[bytes, str, tuple[str, ...]]
#: anchors with this many guards look them up in the word starts first (whatever their literals)
_INDEXED = 6
_T = TypeVar("_T")
_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


# a group's search: its shared prefix and the guards to check where it is (None: the prefix is the one guard)
_Search = tuple[str, "tuple[str, ...] | None"]


def _search(group: _Group) -> _Search:
    return group[1], (group[2] if len(group[2]) > 1 else None)


@dataclass(frozen=True, slots=True)
class _Anchor:
    """For patterns without a literal prefix: literals every match contains (a lower-case regex
    alternation, searched in the lower-cased text, which is fast) and where a match starts relative
    to them (start = anchor start - offset). The full pattern is then only tried with ``match`` at
    those few positions instead of at every position of the text."""

    literals: re.Pattern[str]
    offsets: tuple[int, ...] = (0,)
    guards: tuple[str, ...] = ()  # plain substrings, one of which every anchor match contains
    # per guard: its first two or three letters/digits ("" when it starts with fewer), looked up in the
    # text's word starts (``_word_starts``) before the guard is searched for
    keys: tuple[str, ...] = field(default=())
    # the guards grouped by key and first three characters: (key, shared prefix, guards), so that guards with
    # one prefix ("password", "passwort", "passwd") cost one ``find`` of it. Those whose prefix starts with a
    # non-ASCII character are kept apart by that character: only searched for in a text that has it
    # (``_non_ascii``; an ASCII text skips them all without a look)
    groups: tuple[tuple[bytes, str, tuple[str, ...]], ...] = field(default=())
    foreign: dict[str, tuple[tuple[bytes, str, tuple[str, ...]], ...]] = field(default_factory=dict)
    # the same as searches (``_search``): all ASCII groups; by key, for a look-up in the word starts (one set
    # intersection finds the keys a text's words start with), and those without a key apart; the others
    searches: tuple[_Search, ...] = ()
    by_key: dict[bytes, tuple[_Search, ...]] = field(default_factory=dict)
    key_set: frozenset[bytes] = frozenset()
    keyless: tuple[_Search, ...] = ()
    foreign_searches: dict[str, tuple[_Search, ...]] = field(default_factory=dict)
    # a match starts where a word does: the hits are looked up in the word starts (``_near``) when the rule's
    # ``left`` holds every letter and digit and either there are many guards (the word-start index pays
    # off) or every literal is letters and digits (a hit inside a word then never hides one at a word start)
    indexed: bool = False
    in_words: bool = False

    def __post_init__(self) -> None:
        by_key: dict[bytes, tuple[_Search, ...]] = {}
        for g in self.groups:
            if g[0]:
                by_key[g[0]] = (*by_key.get(g[0], ()), _search(g))
        set_ = object.__setattr__
        set_(self, "searches", tuple(map(_search, self.groups)))
        set_(self, "by_key", by_key)
        set_(self, "key_set", frozenset(by_key))
        set_(self, "keyless", tuple(_search(g) for g in self.groups if not g[0]))
        set_(self, "foreign_searches", {c: tuple(map(_search, gs)) for c, gs in self.foreign.items()})
        set_(self, "indexed", len(self.guards) >= _INDEXED and self.offsets == (0,))
        words = self.literals.pattern.split("|")
        set_(self, "in_words", self.offsets == (0,) and all(_WORD.fullmatch(w) for w in words) and bool(self.guards))
        _PREFIXES.update(dict.fromkeys(s[0] for s in self.searches))
        _PREFIXES.update(dict.fromkeys(s[0] for ss in self.foreign_searches.values() for s in ss))


_WORD = re.compile(r"[a-z0-9]+")

#: every anchor's shared guard prefixes (``_Search``), in the order they were made: ``_prefix_starts`` finds all
#: of them in one pass of a text (an Aho-Corasick automaton) where a ``str.find`` per prefix was one pass each
_PREFIXES: dict[str, None] = {}
_automaton: tuple[int, AhoCorasick, list[str], int] | None = None


def _prefixes() -> tuple[AhoCorasick, list[str], int]:
    """The automaton of ``_PREFIXES``, rebuilt when one was registered since (most are at import time), its
    words, and the longest word's length."""
    global _automaton
    if _automaton is None or _automaton[0] != len(_PREFIXES):
        words = list(_PREFIXES)
        _automaton = (len(words), AhoCorasick(words), words, max(map(len, words), default=1))
    return _automaton[1:]


_SURROGATE = re.compile("[\ud800-\udfff]")
#: where one literal starts in a text (a list for a memory, machine integers for a long text)
Starts = list[int] | array[int]
#: a long text is read in windows of this many characters (the automaton's list of matches of one window at a time)
_WINDOW = 1 << 16


def _matches(automaton: AhoCorasick, text: str) -> list[tuple[int, int, int]]:
    try:
        return automaton.find_matches_as_indexes(text, overlapping=True)
    except UnicodeEncodeError:  # not valid Unicode (a lone surrogate, as a broken JSON escape gives): the
        return automaton.find_matches_as_indexes(_SURROGATE.sub("\ufffd", text), overlapping=True)  # one for one


@lru_cache(maxsize=4)
def _prefix_starts(lowered: str, generation: int) -> dict[str, Starts]:
    """Where each anchor prefix starts in ``lowered`` (overlapping occurrences too, in order; character
    offsets), the absent ones left out: one C pass for the ~1,000 prefixes of every rule. A long text is
    read window by window (each window's matches are a list of tuples) and the starts are kept as machine
    integers: an adversarial 8 MB of keywords costs tens of MB, not hundreds."""
    global _last
    automaton, words, longest = _prefixes()
    starts: dict[str, Starts] = {}
    if len(lowered) <= _WINDOW:  # a memory: Python lists (faster to read back)
        for i, start, _ in _matches(automaton, lowered):
            if (at := starts.get(words[i])) is None:
                starts[words[i]] = [start]
            else:
                at.append(start)
    else:
        for w in range(0, len(lowered), _WINDOW):
            for i, start, _ in _matches(automaton, lowered[w : w + _WINDOW + longest - 1]):  # one may end after
                if start < _WINDOW:  # else the next window's
                    if (at := starts.get(words[i])) is None:
                        starts[words[i]] = at = array("q")
                    at.append(w + start)
    _last = (lowered, generation, starts)
    return starts


def literal_starts(lowered: str) -> dict[str, Starts]:
    """Where each registered literal (``register``, the anchors' prefixes) starts in ``lowered``."""
    return _prefix_starts(lowered, len(_PREFIXES))


def register(literals: Iterator[str] | frozenset[str] | tuple[str, ...]) -> None:
    """Add ``literals`` to those ``literal_starts`` finds (at import time: the automaton is built once)."""
    _PREFIXES.update(dict.fromkeys(literals))


#: the text ``_prefix_starts`` indexed last, with its generation (``len(_PREFIXES)`` then) and its starts:
#: ``finditer_at`` reads its literals there when it is handed that very text
_last: tuple[str, int, dict[str, Starts]] = ("", 0, {})


_META = re.compile(r"[\\.^$*+?{}\[\]()|]")


def _guards(literals: str) -> tuple[str, ...]:
    """The literal prefix of each alternative ("code wi-?fi" -> "code wi"); () when one has none."""
    out = []
    for alt in literals.split("|"):
        prefix = _META.split(alt, 1)[0]
        if alt[len(prefix) : len(prefix) + 1] in ("?", "*", "{"):
            prefix = prefix[:-1]  # the last character is optional
        if not prefix:
            return ()
        out.append(prefix)
    return tuple(out)


_LEAD = re.compile(r"[a-z0-9]{2,3}")


def _key(guard: str) -> str:
    m = _LEAD.match(guard)
    return m.group() if m else ""




def _groups(guards: tuple[str, ...]) -> tuple[tuple[_Group, ...], dict[str, tuple[_Group, ...]]]:
    """The guards' groups (``_Anchor.groups``), and those of a non-ASCII first character by that character."""
    by: dict[tuple[str, str], list[str]] = {}
    for g in guards:
        by.setdefault((_key(g), g[:3]), []).append(g)
    ascii_groups: list[_Group] = []
    foreign: dict[str, tuple[_Group, ...]] = {}
    for (k, _), gs in by.items():
        group = (_key_bytes(k), os.path.commonprefix(gs), tuple(gs))
        if group[1][0].isascii():
            ascii_groups.append(group)
        else:
            foreign[group[1][0]] = (*foreign.get(group[1][0], ()), group)
    return tuple(ascii_groups), foreign


def _anchor(literals: str, *offsets: int) -> _Anchor:
    guards = _guards(literals) if "(" not in literals and "[" not in literals else ()
    groups, foreign = _groups(guards)
    return _Anchor(re.compile(literals), offsets or (0,), guards, tuple(_key(g) for g in guards), groups, foreign)


# --- what every rule looks at in a text, computed once per text ---------------------------------------

# bytes.translate: every byte but a lower-case ASCII letter or digit becomes a space (a word: a run of ASCII
# letters and digits; the bytes of a non-ASCII character are none)
_WORD_BYTES = bytes(c if 97 <= c <= 122 or 48 <= c <= 57 else 32 for c in range(256))


_FIRST_THREE, _FIRST_TWO = itemgetter(slice(3)), itemgetter(slice(2))  # C calls, no bytecode per word


@lru_cache(maxsize=4)
def _word_starts(lowered: str) -> set[bytes]:
    """The first two and three letters/digits of every word of a lower-cased text (a word: a run of ASCII
    letters and digits). A rule whose match cannot start inside a word (its ``left`` holds every letter and
    digit) can only match where its guard starts a word: a guard whose first letters start no word is not
    searched for (C passes here instead of one ``find`` per guard). A key (``_key_bytes``) starts a word
    when it is in the set."""
    starts = set(map(_FIRST_THREE, lowered.encode("utf-8", "replace").translate(_WORD_BYTES).split()))
    starts.update(list(map(_FIRST_TWO, starts)))
    return starts


def _key_bytes(key: str) -> bytes:
    """A key (``_key``) as it is looked up in ``_word_starts``; ``b""`` (no key) is never found."""
    return key.encode()


_ASCII_RUN = re.compile(r"[\x00-\x7f]++")


@lru_cache(maxsize=4)
def _non_ascii(lowered: str) -> frozenset[str]:
    """The non-ASCII characters of a text (a guard in another script is not searched for in a text without
    its first character: one C pass instead of one ``find`` per guard)."""
    return _NONE if lowered.isascii() else frozenset(_ASCII_RUN.sub("", lowered))


#: the per-text caches of other modules (``per_text``), dropped by ``forget`` with this module's
_PER_TEXT: list[Callable[..., object]] = []


def per_text(fn: Callable[[str], _T]) -> Callable[[str], _T]:
    """``fn`` (one lower-cased text -> what it holds) cached for the last few texts, dropped by ``forget``."""
    cached = lru_cache(maxsize=4)(fn)
    _PER_TEXT.append(cached)
    return cached


def forget() -> None:
    """Drop the per-text caches (``find_secrets`` calls it when it returns: no text, and so no secret,
    stays referenced by this module or by a ``per_text`` cache)."""
    global _last
    for cached in _PER_TEXT:
        cached.cache_clear()  # type: ignore[attr-defined]
    _word_starts.cache_clear()
    _prefix_starts.cache_clear()
    _last = ("", 0, {})
    _non_ascii.cache_clear()
    longest_run.cache_clear()
    digit_runs.cache_clear()


# an ASCII digit -> "1", a space or a dash (the separators of grouped numbers) -> "2", any other byte -> "0"
_DIGIT_MAP = bytes(49 if 48 <= c <= 57 else 50 if c in (32, 45) else 48 for c in range(256))


@lru_cache(maxsize=4)
def digit_runs(text: str) -> bytes:
    """``text``'s UTF-8 bytes with every ASCII digit a ``1``, a space or a dash a ``2`` and every other byte a
    ``0``: a shape of digits and separators is one ``in`` (``b"111121111"``: four digits, a space or a dash,
    four more; C-speed: a regex without a literal prefix steps through every position, and a needle of
    characters the text mostly lacks is skipped over). Other scripts' digits are not ``1``: a rule whose
    ``\\d`` takes them asks ``other_digits`` too."""
    return text.encode("utf-8", "replace").translate(_DIGIT_MAP)


def digit_spans(text: str) -> Iterator[tuple[int, int]]:
    """Each run of four or more ASCII digits in ``text``, as (start, end) in characters: found with ``bytes.find``
    on :func:`digit_runs` (C speed; in a text that is not ASCII a byte's offset is turned into a character's)."""
    runs = digit_runs(text)
    raw = None if text.isascii() else text.encode("utf-8", "replace")
    i = runs.find(b"1111")
    while i >= 0:
        j = i + 4
        while j < len(runs) and runs[j] == 49:  # "1": a digit
            j += 1
        s = i if raw is None else len(raw[:i].decode("utf-8", "replace"))
        yield s, s + j - i
        i = runs.find(b"1111", j)


def four_digits(text: str) -> bool:
    """Whether ``text`` holds a run of four ASCII digits."""
    return b"1111" in digit_runs(text)


def other_digits(lowered: str) -> bool:
    """Whether a text holds a decimal digit outside ASCII (what ``\\d`` matches besides 0-9: "٣", "४")."""
    return not lowered.isascii() and any(c.isdecimal() for c in _non_ascii(lowered))


# bytes.translate: an ASCII whitespace character (what ``str.split`` splits an ASCII text at) -> " ", any other
# byte -> "x"
_RUN_BYTES = bytes(32 if c in b"\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f " else 120 for c in range(256))


@lru_cache(maxsize=4)
def longest_run(text: str) -> int:
    """The length of the longest run of non-space characters in ``text``: a rule whose every match
    holds a longer one (``_min_run``) cannot match. An ASCII text: a binary search with ``in`` on its
    bytes, each run a "x" (a dozen C passes; ``str.split`` makes an object per word, twice the time)."""
    if not text.isascii():
        return max(map(len, text.split()), default=0)
    shape = text.encode().translate(_RUN_BYTES)
    if b"x" not in shape:
        return 0
    lo, hi = 1, 16  # a run of ``lo`` is there; of ``hi``, not known yet
    while b"x" * hi in shape:
        lo, hi = hi, hi * 2
    while hi - lo > 1:  # a run of ``lo`` is there, none of ``hi``
        mid = (lo + hi) // 2
        if b"x" * mid in shape:
            lo = mid
        else:
            hi = mid
    return lo


_SPACE_CATEGORIES = frozenset(
    {_sre.CATEGORY_SPACE, _sre.CATEGORY_UNI_SPACE, _sre.CATEGORY_NOT_WORD, _sre.CATEGORY_UNI_NOT_WORD,
     _sre.CATEGORY_NOT_DIGIT, _sre.CATEGORY_UNI_NOT_DIGIT, _sre.CATEGORY_LINEBREAK, _sre.CATEGORY_UNI_LINEBREAK,
     _sre.CATEGORY_NOT_LINEBREAK, _sre.CATEGORY_UNI_NOT_LINEBREAK}
)


def _class_spaceless(items: list[tuple[object, object]]) -> bool:
    """A character class ([...]) that matches no whitespace character."""
    if items and items[0][0] is _sre.NEGATE:
        return any(op is _sre.CATEGORY and arg in (_sre.CATEGORY_SPACE, _sre.CATEGORY_UNI_SPACE)
                   for op, arg in items[1:])
    for op, arg in items:
        if op is _sre.LITERAL:
            if chr(arg).isspace():  # type: ignore[arg-type]
                return False
        elif op is _sre.RANGE:
            lo, hi = cast("tuple[int, int]", arg)
            if any(chr(c).isspace() for c in range(lo, min(hi, 0x3000) + 1)):
                return False
        elif op is _sre.CATEGORY:
            if arg in _SPACE_CATEGORIES:
                return False
        else:  # CHARSET, BIGCHARSET: unknown
            return False
    return True


def _width(seq: object) -> tuple[int, bool]:
    """(minimum width, matches no whitespace) of a parsed sub-pattern."""
    total, spaceless = 0, True
    for op, arg in seq:  # type: ignore[attr-defined]
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            continue
        if op is _sre.LITERAL:
            total += 1
            spaceless = spaceless and not chr(arg).isspace()
        elif op is _sre.NOT_LITERAL or op is _sre.ANY:
            total, spaceless = total + 1, False
        elif op is _sre.IN:
            total += 1
            spaceless = spaceless and _class_spaceless(arg)
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            lo, _, sub = arg
            w, ok = _width(sub)
            total, spaceless = total + lo * w, spaceless and ok
        elif op is _sre.SUBPATTERN:
            w, ok = _width(arg[-1])
            total, spaceless = total + w, spaceless and ok
        elif op is _sre.ATOMIC_GROUP:
            w, ok = _width(arg)
            total, spaceless = total + w, spaceless and ok
        elif op is _sre.BRANCH:
            widths = [_width(b) for b in arg[1]]
            total += min(w for w, _ in widths)
            spaceless = spaceless and all(ok for _, ok in widths)
        else:  # group references, conditionals: nothing known
            return total, False
    return total, spaceless


def _min_run(pattern: re.Pattern[str]) -> int:
    """A lower bound on the longest run of non-space characters in any match of ``pattern``: the
    widest stretch of consecutive top-level items none of which can match whitespace."""
    best = run = 0
    if _sre_parse is None:
        return 0  # a bound that holds for every pattern
    for item in _sre_parse.parse(pattern.pattern, pattern.flags).data:
        op = item[0]
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            continue
        w, ok = _width([item])
        if ok:
            run += w
            best = max(best, run)
        else:
            run = 0
    return best


def _near(
    pattern: re.Pattern[str],
    subject: str,
    lowered: str,
    anchor: _Anchor | None,
    left: frozenset[str] = frozenset(),
) -> Iterator[re.Match[str]]:
    """Non-overlapping matches of ``pattern`` in ``subject`` not preceded by a ``left`` character."""
    pos = 0
    if anchor is None:  # literal-prefix pattern: let the engine scan
        while (m := pattern.search(subject, pos)) is not None:
            if m.start() and subject[m.start() - 1] in left:
                pos = m.start() + 1  # inside a longer word; a real match may still start later in it
                continue
            yield m
            pos = max(m.end(), m.start() + 1)
        return
    at_word_start = _ALNUM <= left and (
        anchor.indexed
        # a hit inside a word is refused below: subject[start - 1] is a letter or a digit in ``left`` (the
        # one non-ASCII character that lower-cases to one, the Kelvin sign, is looked for)
        or (anchor.in_words and (subject is lowered or (_UPPER <= left and "\u212a" not in subject)))
    )
    hits = _anchor_hits(anchor, lowered, at_word_start)
    if anchor.offsets == (0,):  # fast path: the match starts at the anchor
        for start in hits:
            if start >= pos and not (start and subject[start - 1] in left):
                if (m := pattern.match(subject, start)) is not None:
                    yield m
                    pos = max(m.end(), start + 1)
        return
    for hit in hits:
        for start in (hit - off for off in anchor.offsets):
            if start < pos or (start and subject[start - 1] in left):
                continue
            if (m := pattern.match(subject, start)) is not None:
                yield m
                pos = max(m.end(), m.start() + 1)
                break


def _anchor_hits(anchor: _Anchor, lowered: str, at_word_start: bool = False) -> list[int] | Iterator[int]:
    """Start positions of the anchor's literals in ``lowered``, in order and non-overlapping. With
    guards, the text's one pass of every anchor's prefixes (``_prefix_starts``) locates candidates and the
    literal regex confirms each one; a regex alternation scanned over the whole text is several times
    slower. ``at_word_start``: only a hit that starts a word can make a match (``_near`` decides), so a
    guard whose first letters start no word is not looked at."""
    if not anchor.guards:
        return (a.start() for a in anchor.literals.finditer(lowered))
    if at_word_start and anchor.offsets == (0,):  # the groups whose key starts a word and those without a key
        searches = [s for k in anchor.key_set & _word_starts(lowered) for s in anchor.by_key[k]]
        searches += anchor.keyless
    else:
        searches = anchor.searches  # type: ignore[assignment]
    if lowered.isascii():
        others = _NONE
    else:
        others = _non_ascii(lowered)
        if anchor.foreign:
            searches = [*searches, *(s for c in others & anchor.foreign.keys() for s in anchor.foreign_searches[c])]
    found: set[int] = set()
    where = _prefix_starts(lowered, len(_PREFIXES)).get
    startswith = lowered.startswith
    for prefix, gs in searches:
        if (at := where(prefix)) is None:
            continue
        if gs is None:
            found.update(at)
            continue
        for i in at:  # where the shared prefix is: which of the group's guards start there
            if startswith(gs, i):
                found.add(i)
    hits, end = [], -1
    match = anchor.literals.match
    for i in sorted(found):
        if i >= end and (a := match(lowered, i)) is not None:
            hits.append(i)
            end = a.end()
    return hits


def line_window(lowered: str, s: int, e: int, before: int, after: int) -> tuple[int, int]:
    """The line around a keyword at ``[s, e)``, at most ``before`` characters before it and ``after`` after it
    (both searches bounded: a text without line breaks costs each keyword a fixed amount, linear time)."""
    start = max(lowered.rfind("\n", max(0, s - before), s) + 1, s - before)
    end = lowered.find("\n", e, e + after)
    return start, min(len(lowered), e + after) if end < 0 else end


def clause_end(text: str, pattern: re.Pattern[str], e: int, stop: int) -> int:
    """Where the clause after a keyword ending at ``e`` ends: the first match of ``pattern`` (a sentence end,
    a line break) in ``[e, stop)``, else ``stop``. With ``line_window``, the shared "keyword, then its value
    on the line" window of ``_locales`` and ``_layouts``."""
    m = pattern.search(text, e, stop)
    return m.start() if m is not None else stop


def finditer_at(pattern: re.Pattern[str], subject: str, literals: tuple[str, ...]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(subject)`` for a pattern each match of which starts with one of ``literals``: the
    literals are read from the text's one pass (``_prefix_starts``, when ``subject`` is the lower-cased text
    it indexed; a literal it does not know yet is registered for the next text) or found with ``str.find``
    (C speed), and the pattern is tried with ``match`` there only. A
    pattern that starts with ``\\b`` or a look-behind gets no literal-prefix scan from the regex engine, which
    then steps through every position of the text (``\\bmysql…``: ~50 us per 2 KB; this: ~1 us)."""
    starts: set[int] = set()
    text, generation, index = _last
    indexed = text is subject and generation == len(_PREFIXES)  # the lower-cased text the anchors indexed
    for lit in literals:
        if indexed and lit in _PREFIXES:
            starts.update(index.get(lit, ()))
            continue
        if indexed:
            _PREFIXES[lit] = None  # the next text finds it in the one pass
        i = subject.find(lit)
        while i >= 0:
            starts.add(i)
            i = subject.find(lit, i + 1)
    end = 0
    for i in sorted(starts):
        if i >= end and (m := pattern.match(subject, i)) is not None:
            yield m
            end = max(m.end(), i + 1)


def finditer_before(
    pattern: re.Pattern[str], subject: str, literals: tuple[str, ...], lo: int, hi: int, where: str = ""
) -> Iterator[re.Match[str]]:
    """``pattern.finditer(subject)`` for a pattern each match of which starts ``lo`` to ``hi`` characters before
    one of ``literals`` (a name of 1-41 characters, then "PASSWORD": one ``find`` per literal, then ``match``
    at the few positions before each instead of a regex step at every position of the text). The literals are
    looked for in ``where`` (the subject lower-cased, same offsets) when given."""
    starts: set[int] = set()
    find = (where or subject).find
    for lit in literals:
        i = find(lit)
        while i >= 0:
            starts.update(range(max(0, i - hi), i - lo + 1))
            i = find(lit, i + 1)
    end = 0
    for i in sorted(starts):
        if i >= end and (m := pattern.match(subject, i)) is not None:
            yield m
            end = max(m.end(), i + 1)


def run_table(chars: str) -> bytes:
    """A ``bytes.translate`` table for ``runs_at``: each of ``chars`` (ASCII) -> ``x``, any other byte -> a space."""
    return bytes(120 if chr(c) in chars else 32 for c in range(256))


_X_RUN = re.compile(rb"x*+")


def runs_at(pattern: re.Pattern[str], text: str, table: bytes, lengths: frozenset[int]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern each match of which is a whole run of the characters of ``table``
    (``run_table``; in an ASCII text), of one of ``lengths``: the runs are found in the text's bytes with ``find``
    (C speed; a text has few such runs) and the pattern is tried with ``match`` at their starts only."""
    if not text.isascii():
        yield from pattern.finditer(text)
        return
    shape = text.encode().translate(table)
    needle = b"x" * min(lengths)
    i = shape.find(needle)
    while i >= 0:
        end = _X_RUN.match(shape, i).end()  # type: ignore[union-attr]
        if end - i in lengths and (m := pattern.match(text, i)) is not None:
            yield m
        i = shape.find(needle, end)


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    triggers: tuple[str, ...]  # lower-case substrings; the rule runs only if one is in the text
    check: Callable[[str], bool] | None = None  # validates group "s" (or the whole match)
    anchor: _Anchor | None = None
    on_lower: bool = False  # match against the lower-cased text (pattern written in lower case)
    left: frozenset[str] = _TOKEN_CHARS  # characters that may not precede the match
    min_run: int = 0  # every match holds a run of this many non-space characters (``_min_run``)

    def __post_init__(self) -> None:
        if not self.min_run:
            object.__setattr__(self, "min_run", _min_run(self.pattern))


def _r(
    kind: str,
    pattern: str,
    triggers: str = "",
    check: Callable[[str], bool] | None = _random_token,
    **kw: object,
) -> _Rule:
    return _Rule(kind, re.compile(pattern), tuple(triggers.split()), check, **kw)  # type: ignore[arg-type]


_END = r"(?![A-Za-z0-9_-])"  # a token ends here
_SEP = r"""["']?(?:\s*+(?:=>|:=|[=:])|\s++(?:is|was)\b)\s*+["'`]?"""  # `key = "v"`, `key: v`, `key is v`
_GITLAB = "pat|dt|rt|ptt|cbt|oas|ft|imt|soat"
