"""A memory's neighbours as its context, and the speaker a question names: pure rules.

A memory written without a ``context`` gets one from the memories written around it, by the same
writer in the same scope and session (:func:`follows`):

* a dialogue turn (``"Name: text"``, :func:`speaker`) after a turn observed at most
  :data:`WINDOW` earlier (the same conversation);
* any memory after one the writer says was observed at the same instant (``observed_at`` given
  and equal: what one conversation or one session yielded, such as the facts extracted from it).

The previous memory is its context, and it joins the previous memory's context (its next
neighbour). The search ranks the context's terms as ``add_explicit_memory(context=)`` does
(:func:`zeusmem.rules.ranking.with_context`): a turn that only answers "yes, it was last May" is
found by the question its previous turn asked. Other memories are left as they are.

>>> speaker("Caroline: I went to the LGBTQ support group yesterday.")
'Caroline'
>>> speaker("Note that the meeting moved") is None
True
>>> speaker_named("When did Caroline go to the support group?", "Caroline: I went yesterday.")
True
"""

from __future__ import annotations

import functools
import re
from collections import OrderedDict
from datetime import datetime, timedelta
from typing import NamedTuple

#: turns observed further apart than this are not neighbours (another conversation)
WINDOW = timedelta(minutes=30)
#: longer memories are nobody's neighbour (a context is a few turns, not a document)
MAX_TEXT = 2_000

_WORD = re.compile(r"\w+")
_SPEAKER = re.compile(r"^\s*([^\W\d_][\w'.\-]{0,30}(?: [^\W\d_][\w'.\-]{0,30}){0,2}):\s+\S")


def speaker(text: str) -> str | None:
    """The speaker of a dialogue turn written as ``"Name: text"`` (one to three words), else None."""
    if ":" not in (text or "")[:100]:
        return None
    m = _SPEAKER.match(text)
    return m.group(1) if m else None


def adjacent(before: datetime | None, after: datetime | None, *, window: timedelta = WINDOW) -> bool:
    """Whether a turn observed at ``after`` follows one observed at ``before`` in one conversation."""
    if before is None or after is None:
        return False
    return timedelta(0) <= after - before <= window


class Written(NamedTuple):
    """A memory as its next neighbour needs it."""

    id: str
    text: str
    observed_at: datetime
    turn: bool


def written(memory_id: str, text: str, observed_at: datetime) -> Written:
    return Written(memory_id, text, observed_at, speaker(text) is not None)


def follows(prev: Written, text: str, observed_at: datetime) -> bool:
    """Whether a memory ``text`` observed at ``observed_at`` is the next neighbour of ``prev``."""
    if prev.observed_at == observed_at:
        return True
    return prev.turn and speaker(text) is not None and adjacent(prev.observed_at, observed_at)


def query_words(query: str) -> str:
    """The query's words, lower case, each between spaces: what :func:`speaker_named` looks in."""
    return " " + " ".join(_WORD.findall(query.lower())) + " "


def speaker_named(query: str, text: str) -> bool:
    """Whether ``text`` is a turn whose speaker the query names (as whole words, any case);
    ``query`` as it was asked, or once through :func:`query_words` for many texts."""
    who = speaker(text)
    if not who:
        return False
    words = query if query.startswith(" ") and query.endswith(" ") else query_words(query)
    return _name_words(who) in words


@functools.lru_cache(maxsize=4096)
def _name_words(who: str) -> str:
    """:func:`query_words` of a speaker's name, remembered: a conversation has a few speakers, and a
    search tests the speaker of each of its candidates."""
    return query_words(who)


class LastTurns:
    """The last memory each writer stored per scope and session (``key -> Written``),
    at most ``size`` keys, the least recently written forgotten first. In one process only: a
    turn another process wrote is nobody's neighbour here (it is found as before, without one)."""

    def __init__(self, size: int = 10_000) -> None:
        self.size = size
        self._d: OrderedDict[tuple[str, ...], Written] = OrderedDict()

    def get(self, key: tuple[str, ...]) -> Written | None:
        return self._d.get(key)

    def forget(self, org: str, user: str) -> int:
        """Drop the turns ``user`` wrote in ``org`` (after their erasure: their last turn would
        otherwise be the next one's context); how many were dropped."""
        gone = [k for k in self._d if k[0] == org and k[3] == user]
        for k in gone:
            del self._d[k]
        return len(gone)

    def put(self, key: tuple[str, ...], turn: Written) -> None:
        self._d[key] = turn
        self._d.move_to_end(key)
        while len(self._d) > self.size:
            self._d.popitem(last=False)
