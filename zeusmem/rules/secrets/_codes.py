"""Everyday secrets told without a code word: a lock "set to" a number, the answer to a security question.

* "The hotel room safe is set to 9066", "the padlock on the shed opens with 4417", "garage keypad programmed to
  55190" (an alarm clock "set to 0630" is no lock: an alarm counts as its code, panel or system):
  a lock noun, a verb that sets or opens it, then a number of 4-8 digits (not a year after "since", not a
  unit: "set to 2024 mode" is no code because a lock noun must come first).
* "Security question answer (mother's maiden name) is 'Kowalczyk'", "memorable word: Bramble": after a name
  of a security question's answer, in the same clause, a quoted value or one capitalised word that ends the
  clause. The answer authenticates like a password (docs/secrets.md); talk about answers ("security answers
  are stored in the vault", "the answer was not given") holds neither.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from zeusmem.rules.secrets._engine import _ALNUM, _anchor, _near, _word_starts, four_digits

_LOCK_BEFORE = re.compile(
    r"(?<![a-z])(?:safe|padlock|lockbox|key ?box|keypad|alarm (?:code|panel|system)|smart ?lock|door ?lock"
    r"|bike ?lock|locker|lock)(?:\s++(?:code|combination|combo|pin))?(?:\s++(?:on|of|in|at|for|the|my|our|his|her"
    r"|their|shed|garage|gate|door|room|box|front|back|side|hotel|gym|bike)){0,3}+"
    r"\s++(?:is\s++|was\s++|has\s++been\s++|got\s++)?$"
)
_VERBS = ("set ", "programmed ", "changed ", "reset ", "opens with ", "unlocks with ")
# "about the hotel safe: I set it to 1626": the lock is named earlier in the message, anywhere in the 80
# characters before "it"
_LOCK_EARLIER = re.compile(
    r"(?<![a-z])(?:safe|padlock|lockbox|key ?box|keypad|alarm (?:code|panel|system)|smart ?lock|door ?lock"
    r"|bike ?lock|locker|lock)(?![a-z])"
)
_VERB_STARTS = tuple(v[:3].encode() for v in _VERBS)
_LOCK_NOUNS = ("safe", "lock", "keypad", "key box", "keybox", "alarm")  # one of them is in every _LOCK_BEFORE match
_NUMBER = re.compile(r"(?P<s>\d{4,8}+)#?(?![\d.,:/-]\d|\d|\w)")

_ANSWER_LABEL = re.compile(
    r"(?:security|secret|memorable)(?:[ -]question)?[ -](?:answers?|word)|answer\s++to\s++(?:the|my|his|her|their"
    r"|your)\s++(?:security|secret)\s++question|(?:security|secret)\s++question(?:\s++\([^()\n]{1,60}+\))?"
    r"\s*+(?:answer)?\s*+[:=]"
)
_ANSWER_ANCHOR = _anchor("security|secret|memorable|answer to")
_CLAUSE = re.compile(r"[.!?;](?:\s|$)|\n")
_CONNECTED = re.compile(
    r"(?:\bis|\bwas|[:=—-])\s*+(?:(?P<q>['\"‘“])(?P<v>[^'\"’”\n]{2,40}+)['\"’”]|(?P<w>[A-Z][\w'-]{1,30}+)(?=[\s]*+(?:[.,;)!]|—|$)))"
)
_NAMED_ANSWER = re.compile(
    r"(?:^|(?<=[\s:,]))(?P<n>(?:[a-z][a-z'’]*+\s++){0,3}+)(?P<q>['\"‘“])(?P<v>[^'\"’”\n]{2,40}+)['\"’”](?=[\s,.;)]|$)"
)
_NOT_QUESTION = frozenset(
    "stored kept saved in at see on under with by from to is are was were not no none the a an stored".split()
)
_NOT_ANSWER = frozenset("Not None Unknown Stored Saved Kept Set Same Different Optional Required Empty N/A".split())


def _set_codes(lowered: str, starts: set[bytes]) -> Iterator[tuple[int, int]]:
    for verb, key in zip(_VERBS, _VERB_STARTS, strict=True):
        if key not in starts:  # no word starts like the verb: no pass over the text for it
            continue
        i = lowered.find(verb)
        while i >= 0:
            j = i + len(verb)
            it = not verb.endswith("with ") and lowered.startswith("it to ", j)
            if not (it or verb.endswith("with ") or lowered.startswith("to ", j)):
                i = lowered.find(verb, i + 1)
                continue
            before = lowered[max(0, i - (80 if it else 48)) : i]
            if any(map(before.__contains__, _LOCK_NOUNS)) and (
                _LOCK_EARLIER.search(before) if it else _LOCK_BEFORE.search(before)
            ) is not None:
                at = j + (6 if it else 0 if verb.endswith("with ") else 3)
                at += 5 if lowered.startswith("code ", at) else 0
                n = _NUMBER.match(lowered, at)
                if n is not None and len(set(n["s"])) > 1:
                    yield n.span("s")
            i = lowered.find(verb, i + 1)


def _answers(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    for m in _near(_ANSWER_LABEL, lowered, lowered, _ANSWER_ANCHOR, _ALNUM):
        stop = m.end() + 80
        c = _CLAUSE.search(lowered, m.end(), min(len(lowered), stop))
        stop = c.start() + 1 if c is not None else min(len(text), stop)
        v = _CONNECTED.search(text, m.end() - (1 if lowered[m.end() - 1] in ":=" else 0), stop)
        if v is None:
            # "the security answers are: first pet 'Biscuit47', school '…'", "memorable word 'X'": each answer
            # quoted after its question's short name (no verb or preposition in it: "stored in 'Vault'" is none)
            for q in _NAMED_ANSWER.finditer(text, m.end(), stop):
                if _NOT_QUESTION.isdisjoint(q["n"].lower().split()) and "answer" not in q["v"].lower():
                    yield q.span("v")
            continue
        if v["v"] is not None and "answer" not in v["v"].lower():
            yield v.span("v")
        elif v["w"] is not None and v["w"] not in _NOT_ANSWER:
            yield v.span("w")


# the first three letters of the words the rules need (``_engine._word_starts``, shared by the rules and
# cached per text): a set intersection instead of a ``find`` per verb or label
_LOCK_STARTS = frozenset((b"saf", b"pad", b"loc", b"key", b"ala", b"sma", b"doo", b"bik"))
_ANSWER_STARTS = frozenset((b"sec", b"mem"))


def scan(text: str, lowered: str) -> Iterator[tuple[int, int, str]]:
    starts = _word_starts(lowered)
    set_code = four_digits(text) and not _LOCK_STARTS.isdisjoint(starts)
    answer = not _ANSWER_STARTS.isdisjoint(starts)
    if not (set_code or answer):
        return
    if set_code:
        for s, e in _set_codes(lowered, starts):
            yield s, e, "password_in_prose"
    if answer and ("security" in lowered or "secret" in lowered or "memorable" in lowered):
        for s, e in _answers(text, lowered):
            yield s, e, "password_in_prose"
