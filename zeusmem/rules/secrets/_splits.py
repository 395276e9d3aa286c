"""Provider keys split apart on the way into a memory (issue 25, third independent corpus).

A token that a chat client or a PDF wrapped onto the next line (``sk_live_WBwr`` / ``CALl6DM…``), one typed in
spaced groups (``AKIA 57VO 75Z5 BFXR WSUG``), with spaces around its dashes (``xoxb - 8323… - 8817… - wxuM…``) or
spaces in their place (``xoxb 4284… 5584… BcyU…``)
no longer has its vendor's shape. Where a vendor prefix starts a token, the pieces after it are joined
(one line break between two runs of token characters, the spaces between groups of one length that are
not lower-case words, the spaces around a dash) and the provider rules are run on the joined text; a
finding counts when it spans a join, and its span is mapped back onto the original text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets import _lexicon
from zeusmem.rules.secrets._rewrite import Rewrite

_TOKEN_CHAR = re.compile(r"[A-Za-z0-9_+/=.-]")
_RUN = re.compile(r"[A-Za-z0-9_+/=.-]{1,300}+")  # a piece; a longer run is no split token (linear time)
_NEXT_LINE = re.compile(r"[ \t]*+\r?\n[ \t]*+(?=[A-Za-z0-9_+/-])")
_DASH = re.compile(r"[ \t]++-[ \t]*+|[ \t]*+-[ \t]++")
_GROUP = re.compile(r" ([A-Za-z0-9]{3,8}+)(?![A-Za-z0-9])")
_MAX_JOINS = 8
_SLACK_PREFIXES = frozenset(("xoxb", "xoxp", "xoxa", "xoxe", "xoxr", "xoxs"))
_SLACK_SPACED = re.compile(r" (\d{8,14}+) (\d{8,14}+) ([A-Za-z0-9]{24,34}+)(?![A-Za-z0-9])")


def joined(text: str, start: int) -> tuple[Rewrite, int] | None:
    """The token starting at ``start`` with its split pieces joined, and the length of the first piece; None
    when nothing follows it to join."""
    out = Rewrite(text)
    first = -1
    i = start
    for _ in range(_MAX_JOINS):
        run = _RUN.match(text, i)
        if run is None or _TOKEN_CHAR.match(text, run.end()):
            break
        out.copy(run.start(), run.end())
        if first < 0:
            first = len(out)
        i = run.end()
        if run.group() in _SLACK_PREFIXES and (m := _SLACK_SPACED.match(text, i)) is not None:
            # "xoxb 4284… 5584… Bcy…": a Slack token's dashes typed as spaces (two ids, then the secret)
            for k in (1, 2, 3):
                out.put("-", m.start(k) - 1, m.start(k))
                out.copy(m.start(k), m.end(k))
            break
        if (m := _NEXT_LINE.match(text, i)) is not None:  # wrapped onto the next line
            i = m.end()
            continue
        if (m := _DASH.match(text, i)) is not None and _RUN.match(text, m.end()):  # "xoxb - 8323… - …"
            dash = m.start() + m.group().index("-")
            out.copy(dash, dash + 1)
            i = m.end()
            continue
        groups: list[re.Match[str]] = []
        j = i
        while (g := _GROUP.match(text, j)) is not None and len(groups) < 12:
            if groups and len(g.group(1)) != len(groups[0].group(1)):
                if len(g.group(1)) < len(groups[0].group(1)):
                    groups.append(g)  # a shorter last group
                    j = g.end()
                break
            groups.append(g)
            j = g.end()
        while groups and groups[-1].group(1).isalpha() and groups[-1].group(1).islower():
            groups.pop()  # "… WSUG and": a word after the groups
            j = groups[-1].end() if groups else i
        if len(groups) >= 2 and not any(g.group(1).isalpha() and g.group(1).islower() for g in groups):
            # "AKIA 57VO 75Z5 BFXR WSUG": groups of one length that are not lower-case words
            for g in groups:
                out.copy(g.start(1), g.end(1))
            i = j
        break
    if first < 0 or len(out) == first:
        return None
    return out, first


def spans(text: str, starts: Iterator[int], scan) -> Iterator[tuple[int, int, str]]:  # type: ignore[no-untyped-def]
    """Findings of ``scan`` (the provider rules) on each joined token that span a join."""
    for start in starts:
        got = joined(text, start)
        if got is None:
            continue
        flat, first = got
        for s, e, kind in scan(flat.text()):
            if s == 0 and e > first:
                yield *flat.span(s, e), kind


# A password word broken by OCR or a line-wrapping screen reader ("Pass word :", "Kenn wort:", "パス ワード：",
# "密 码：", "Mot de pas se provisoire :"): a line's label before its colon, read without its spaces, holds a
# password word of ``_lexicon`` that the label as written does not; the text is read again with the word whole.
_LABEL = re.compile(r"[^\S\n]*+(?P<l>[^\n:：=]{3,40}?)[^\S\n]*+[:：]")
_SQUASHED_WORDS = {w.replace(" ", ""): w for w in reversed(_lexicon.WORDS) if len(w.replace(" ", "")) >= 2}
_SQUASHED_RE = re.compile("|".join(re.escape(f) for f in sorted(_SQUASHED_WORDS, key=len, reverse=True)))
# (a pattern per colon: one that starts with a literal is searched for at C speed, a class of two is not)
_VALUE_AFTER = re.compile(r":[^\S\n]*+[^\s:：]{1,200}+[^\S\n]*+(?:\n|$)")
_VALUE_AFTER_WIDE = re.compile(r"：[^\S\n]*+[^\s:：]{1,200}+[^\S\n]*+(?:\n|$)")


def respaced(text: str, lowered: str) -> Rewrite | None:
    """``text`` with each password word that a label's stray spaces broke written whole, or None when none is."""
    out: Rewrite | None = None
    done = 0
    # a label's line ends with its value, one token after the colon: the pattern starts at a colon (a fast
    # literal search), a chat log's sentences fail it at their next space
    values = _VALUE_AFTER.finditer(lowered)
    if "：" in lowered:
        values = iter(sorted((*values, *_VALUE_AFTER_WIDE.finditer(lowered)), key=lambda v: v.start()))
    for v in values:
        start = lowered.rfind("\n", 0, v.start()) + 1
        if start < done or v.start() - start > 44 or lowered.find(" ", start + 1, v.start()) < 0 and (
            lowered.find("\u3000", start, v.start()) < 0
        ):
            continue
        m = _LABEL.match(lowered, start, v.start() + 1)
        if m is not None and (found := _broken_word(lowered, m)) is not None:
            s, e, word = found
            out = Rewrite(text) if out is None else out
            out.copy(done, s)
            out.put(word, s, e)
            done = e
    if out is None:
        return None
    out.copy(done, len(text))
    return out


def _broken_word(lowered: str, m: re.Match[str]) -> tuple[int, int, str] | None:
    """The span of the password word that spaces broke in the label ``m["l"]``, and the word."""
    label = m["l"]
    keep = [i for i, c in enumerate(label) if not c.isspace()]
    squashed = "".join(label[i] for i in keep)
    for w in _SQUASHED_RE.finditer(squashed):  # one pattern over a short label, the longest word first
        word = _SQUASHED_WORDS[w.group()]
        k = w.start()
        if word in label:
            continue
        s, e = m.start("l") + keep[k], m.start("l") + keep[w.end() - 1] + 1
        if " " in lowered[s:e] or "\u3000" in lowered[s:e]:
            return s, e, word
    return None
