"""A transcript turn's neighbours as its context, and the speaker a question names: pure rules.

A memory that reads as a turn of a dialogue (``"Name: text"``, :func:`speaker`) written without a
``context`` gets one from the turns around it: the turn the same writer stored just before it in
the same scope and session (observed at most :data:`WINDOW` earlier) is its context, and it is
added to that turn's context in turn (its next neighbour). The search ranks the context's terms
as ``add_explicit_memory(context=)`` does (:func:`zeusmem.rules.ranking.with_context`): a turn
that only answers "yes, it was last May" is found by the question its previous turn asked.
Memories that are no turns (no speaker prefix) are left as they are.

>>> speaker("Caroline: I went to the LGBTQ support group yesterday.")
'Caroline'
>>> speaker("Note that the meeting moved") is None
True
>>> speaker_named("When did Caroline go to the support group?", "Caroline: I went yesterday.")
True
"""

from __future__ import annotations

import re
from collections import OrderedDict
from datetime import datetime, timedelta

#: turns observed further apart than this are not neighbours (another conversation)
WINDOW = timedelta(minutes=30)

_SPEAKER = re.compile(r"^\s*([^\W\d_][\w'.\-]{0,30}(?: [^\W\d_][\w'.\-]{0,30}){0,2}):\s+\S")


def speaker(text: str) -> str | None:
    """The speaker of a dialogue turn written as ``"Name: text"`` (one to three words), else None."""
    m = _SPEAKER.match(text or "")
    return m.group(1) if m else None


def adjacent(before: datetime | None, after: datetime | None, *, window: timedelta = WINDOW) -> bool:
    """Whether a turn observed at ``after`` follows one observed at ``before`` in one conversation."""
    if before is None or after is None:
        return False
    return timedelta(0) <= after - before <= window


def speaker_named(query: str, text: str) -> bool:
    """Whether ``text`` is a turn whose speaker the query names (as a whole word, any case)."""
    who = speaker(text)
    return bool(who) and re.search(rf"(?<!\w){re.escape(who or '')}(?!\w)", query, re.I) is not None


class LastTurns:
    """The last turn each writer stored per scope and session (``key -> (id, text, observed_at)``),
    at most ``size`` keys, the least recently written forgotten first. In one process only: a
    turn another process wrote is nobody's neighbour here (it is found as before, without one)."""

    def __init__(self, size: int = 10_000) -> None:
        self.size = size
        self._d: OrderedDict[tuple[str, ...], tuple[str, str, datetime]] = OrderedDict()

    def get(self, key: tuple[str, ...]) -> tuple[str, str, datetime] | None:
        return self._d.get(key)

    def put(self, key: tuple[str, ...], turn: tuple[str, str, datetime]) -> None:
        self._d[key] = turn
        self._d.move_to_end(key)
        while len(self._d) > self.size:
            self._d.popitem(last=False)
