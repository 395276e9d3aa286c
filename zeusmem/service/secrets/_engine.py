"""The rule engine: literal triggers, anchored matching, token boundaries (linear time)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from zeusmem.service.secrets._checks import _random_token

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


def _anchor(literals: str, *offsets: int) -> _Anchor:
    return _Anchor(re.compile(literals), offsets or (0,))


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
    if anchor.offsets == (0,):  # fast path: the match starts at the anchor
        for a in anchor.literals.finditer(lowered):
            start = a.start()
            if start >= pos and not (start and subject[start - 1] in left):
                if (m := pattern.match(subject, start)) is not None:
                    yield m
                    pos = max(m.end(), start + 1)
        return
    for a in anchor.literals.finditer(lowered):
        for start in (a.start() - off for off in anchor.offsets):
            if start < pos or (start and subject[start - 1] in left):
                continue
            if (m := pattern.match(subject, start)) is not None:
                yield m
                pos = max(m.end(), m.start() + 1)
                break


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
