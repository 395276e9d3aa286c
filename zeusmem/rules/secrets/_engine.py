"""The rule engine: literal triggers, anchored matching, token boundaries (linear time)."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import cast

from zeusmem.rules.secrets._checks import _random_token

try:  # CPython's private regex parser (3.11+): a pattern's shortest run (``_min_run``), only a speed-up
    import re._constants as _sre  # type: ignore[import-not-found]
    import re._parser as _sre_parse  # type: ignore[import-not-found]
except ImportError:  # a Python that moved them: no pruning by run length, the same findings
    _sre_parse = None

_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")  # left boundary of lower-cased keywords
_NONE: frozenset[str] = frozenset()


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
    # the ASCII groups again, for a look-up in the word starts: those of a three-letter key by that key (one
    # set intersection finds the keys a text's words start with), the others (two letters, no key) apart
    by_three: dict[bytes, tuple[tuple[bytes, str, tuple[str, ...]], ...]] = field(default_factory=dict)
    three_keys: frozenset[bytes] = frozenset()
    rest: tuple[tuple[bytes, str, tuple[str, ...]], ...] = ()

    def __post_init__(self) -> None:
        by_three: dict[bytes, tuple[_Group, ...]] = {}
        for g in self.groups:
            if len(g[0]) == 3 and g[0][:1] != b" ":
                by_three[g[0]] = (*by_three.get(g[0], ()), g)
        object.__setattr__(self, "by_three", by_three)
        object.__setattr__(self, "three_keys", frozenset(by_three))
        object.__setattr__(self, "rest", tuple(g for g in self.groups if g[0] not in by_three))


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


_Group = tuple[bytes, str, tuple[str, ...]]


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


#: anchors with this many guards look them up in the word starts first (the index costs about as much
#: as a few dozen ``find`` calls and is built once per text)
_INDEXED = 6


@lru_cache(maxsize=4)
def _word_starts(lowered: str) -> tuple[set[bytes], bytes]:
    """The first three letters/digits of every word of a lower-cased text (a word: a run of ASCII letters and
    digits), and the text's bytes with every other character a space, behind a space (``b" pw" in`` it: a
    word starts with "pw"). A rule whose match cannot start inside a word (its ``left`` holds every letter
    and digit) can only match where its guard starts a word: a guard whose first letters start no word is
    not searched for (C passes here instead of one ``find`` per guard). Look keys up with ``_starts_word``."""
    spaced = b" " + lowered.encode("utf-8", "replace").translate(_WORD_BYTES)
    return {w[:3] for w in set(spaced.split())}, spaced


def _key_bytes(key: str) -> bytes:
    """A key (``_key``) as ``_starts_word`` looks it up: three letters in the set, two in the spaced bytes;
    ``b""`` (no key) is in neither."""
    return b" " + key.encode() if len(key) == 2 else key.encode()


def _starts_word(starts: tuple[set[bytes], bytes], kb: bytes) -> bool:
    return kb in starts[1] if kb[:1] == b" " else kb in starts[0]


_ASCII_RUN = re.compile(r"[\x00-\x7f]++")


@lru_cache(maxsize=4)
def _non_ascii(lowered: str) -> frozenset[str]:
    """The non-ASCII characters of a text (a guard in another script is not searched for in a text without
    its first character: one C pass instead of one ``find`` per guard)."""
    return _NONE if lowered.isascii() else frozenset(_ASCII_RUN.sub("", lowered))


@cache
def _non_ascii_of(word: str) -> frozenset[str]:
    return frozenset(c for c in word if not c.isascii())


def forget() -> None:
    """Drop the per-text caches (``find_secrets`` calls it when it returns: no text, and so no secret,
    stays referenced by this module)."""
    _word_starts.cache_clear()
    _non_ascii.cache_clear()
    longest_run.cache_clear()
    four_digits.cache_clear()


_DIGIT_MAP = bytes(49 if 48 <= c <= 57 else 48 for c in range(256))


@lru_cache(maxsize=4)
def four_digits(text: str) -> bool:
    """Whether ``text`` holds a run of four ASCII digits (C-speed: bytes.translate, then one search; a regex
    without a literal prefix steps through every position)."""
    return b"1111" in text.encode("utf-8", "replace").translate(_DIGIT_MAP)


@lru_cache(maxsize=4)
def longest_run(text: str) -> int:
    """The length of the longest run of non-space characters in ``text``: a rule whose every match
    holds a longer one (``_min_run``) cannot match."""
    return max(map(len, text.split()), default=0)


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
    hits = _anchor_hits(anchor, lowered, _ALNUM <= left)
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
    guards, ``str.find`` (C speed) locates candidates and the literal regex confirms each one; a regex
    alternation scanned over the whole text is several times slower. ``at_word_start``: only a hit
    that starts a word can make a match (the rule's ``left`` holds every letter and digit), so a guard
    whose first letters start no word is not searched for."""
    if not anchor.guards:
        return (a.start() for a in anchor.literals.finditer(lowered))
    found: set[int] = set()
    starts = (
        _word_starts(lowered) if at_word_start and len(anchor.guards) >= _INDEXED and anchor.offsets == (0,) else None
    )
    if starts is None:
        groups = list(anchor.groups)
    else:  # the groups whose key starts a word (``_starts_word``) and those without a key
        groups = [g for k in anchor.three_keys & starts[0] for g in anchor.by_three[k]]
        groups += [g for g in anchor.rest if not g[0] or g[0] in starts[1]]
    if anchor.foreign and not lowered.isascii():
        groups += [g for c in _non_ascii(lowered) & anchor.foreign.keys() for g in anchor.foreign[c]]
    others = _NONE if lowered.isascii() else _non_ascii(lowered)
    for _, prefix, gs in groups:
        if not prefix.isascii() and not _non_ascii_of(prefix) <= others:
            continue  # "código", "mật khẩu" in a text without their "ó", "ậ": not searched for
        i = lowered.find(prefix)
        if len(gs) == 1:
            while i >= 0:
                found.add(i)
                i = lowered.find(prefix, i + 1)
            continue
        while i >= 0:  # where the shared prefix is: which of the group's guards start there
            if any(lowered.startswith(g, i) for g in gs):
                found.add(i)
            i = lowered.find(prefix, i + 1)
    hits, end = [], -1
    for i in sorted(found):
        if i >= end and (a := anchor.literals.match(lowered, i)) is not None:
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
    literals are found with ``str.find`` (C speed) and the pattern is tried with ``match`` there only. A
    pattern that starts with ``\\b`` or a look-behind gets no literal-prefix scan from the regex engine, which
    then steps through every position of the text (``\\bmysql…``: ~50 us per 2 KB; this: ~1 us)."""
    starts: set[int] = set()
    for lit in literals:
        i = subject.find(lit)
        while i >= 0:
            starts.add(i)
            i = subject.find(lit, i + 1)
    end = 0
    for i in sorted(starts):
        if i >= end and (m := pattern.match(subject, i)) is not None:
            yield m
            end = max(m.end(), i + 1)


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
