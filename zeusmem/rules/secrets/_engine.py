"""The rule engine: literal triggers, anchored matching, token boundaries (linear time)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from zeusmem.rules.secrets._checks import _random_token

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


def _anchor(literals: str, *offsets: int) -> _Anchor:
    guards = _guards(literals) if "(" not in literals and "[" not in literals else ()
    return _Anchor(re.compile(literals), offsets or (0,), guards)


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
    hits = _anchor_hits(anchor, lowered)
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


def _anchor_hits(anchor: _Anchor, lowered: str) -> list[int] | Iterator[int]:
    """Start positions of the anchor's literals in ``lowered``, in order and non-overlapping. With
    guards, ``str.find`` (C speed) locates candidates and the literal regex confirms each one; a regex
    alternation scanned over the whole text is several times slower."""
    if not anchor.guards:
        return (a.start() for a in anchor.literals.finditer(lowered))
    found: set[int] = set()
    for g in anchor.guards:
        i = lowered.find(g)
        while i >= 0:
            found.add(i)
            i = lowered.find(g, i + 1)
    hits, end = [], -1
    for i in sorted(found):
        if i >= end and (a := anchor.literals.match(lowered, i)) is not None:
            hits.append(i)
            end = a.end()
    return hits


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    triggers: tuple[str, ...]  # lower-case substrings; the rule runs only if one is in the text
    check: Callable[[str], bool] | None = None  # validates group "s" (or the whole match)
    anchor: _Anchor | None = None
    on_lower: bool = False  # match against the lower-cased text (pattern written in lower case)
    left: frozenset[str] = _TOKEN_CHARS  # characters that may not precede the match


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
