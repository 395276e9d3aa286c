"""Context assembly: the profile and the best-ranked memories as one budgeted prompt block.

The profile comes first and is kept; the "Related Memories" follow in the service's
ranking order. When the block is over budget the lowest-ranked memories are dropped
first; the profile is cut (line by line, from its end) only when it alone exceeds the
budget. Every piece is rendered by :mod:`zeusmem.rules.prompt` as data, not
instructions, and each memory line carries its id so a model can refer to it.

No langchain here: the agent layer passes its own ``token_counter``
(e.g. langchain's ``count_tokens_approximately``); the default is ``ceil(chars / 4)``.

>>> estimate_tokens("abcdefgh")
2
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from zeusmem.rules import prompt
from zeusmem.types import AgentProfile, MemoryHit, SecurityContext

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

TokenCounter = Callable[[str], int]

RELATED_MEMORIES_TITLE = "## Related Memories"


def estimate_tokens(text: str) -> int:
    """The default token estimate: one token per four characters, rounded up."""
    return math.ceil(len(text) / 4)


@dataclass(frozen=True, slots=True)
class AssembledContext:
    """What :func:`assemble_context` returns.

    ``text`` is the block to append to a system prompt ("" when there is nothing to say);
    ``memory_ids`` the ids of the memories it includes, best first; ``dropped`` how many
    retrieved memories did not fit; token counts are per section and for the whole text.
    """

    text: str
    memory_ids: tuple[str, ...] = ()
    hits: tuple[MemoryHit, ...] = ()
    profile_tokens: int = 0
    memories_tokens: int = 0
    total_tokens: int = 0
    budget_tokens: int = 0
    dropped: int = 0
    profile_truncated: bool = False

    @property
    def is_empty(self) -> bool:
        return not self.text


def memory_line(hit: MemoryHit) -> str:
    """One memory as a data line with its id: ``- [id=mem_...] (scope=... type=...) content``."""
    line = prompt.memory_lines([hit])[0]
    return f"- [id={hit.item.id}] {line.removeprefix('- ')}"


def render_memories(hits: Sequence[MemoryHit]) -> str:
    """The "Related Memories" block with ids ("" without hits)."""
    if not hits:
        return ""
    return f"{RELATED_MEMORIES_TITLE}\n" + prompt.wrap("memory_data", [memory_line(h) for h in hits])


def _profile_sections(profile: AgentProfile | None) -> list[tuple[str, str, list[str]]]:
    if profile is None:
        return []
    sections = [("## User Profile", "user_profile", prompt.user_profile_lines(profile.user))]
    if profile.project is not None:
        sections.append(
            ("## Project Profile", "project_profile", prompt.project_profile_lines(profile.project))
        )
    return sections


def _render_profile(sections: Sequence[tuple[str, str, list[str]]]) -> str:
    return "\n\n".join(f"{title}\n" + prompt.wrap(tag, lines) for title, tag, lines in sections if lines)


def _fit_profile(profile: AgentProfile | None, budget: int, count: TokenCounter) -> tuple[str, bool]:
    """The rendered profile, cut from its end (project first, then user) until it fits."""
    sections = _profile_sections(profile)
    text = _render_profile(sections)
    if count(text) <= budget:
        return text, False
    while any(lines for _, _, lines in sections):
        last = max(i for i, (_, _, lines) in enumerate(sections) if lines)
        sections[last][2].pop()
        text = _render_profile(sections)
        if count(text) <= budget:
            return text, True
    return "", True


def compose(profile_text: str, hits: Sequence[MemoryHit]) -> str:
    """Profile block, then the memories block, separated by a blank line."""
    return "\n\n".join(part for part in (profile_text, render_memories(hits)) if part)


def fit(
    profile: AgentProfile | None,
    hits: Sequence[MemoryHit],
    budget_tokens: int,
    token_counter: TokenCounter | None = None,
) -> AssembledContext:
    """The pure part of :func:`assemble_context`: budget a profile and ranked hits.

    >>> fit(None, [], 100).text
    ''
    """
    count = token_counter or estimate_tokens
    budget = max(0, int(budget_tokens))
    profile_text, truncated = _fit_profile(profile, budget, count)
    kept = list(hits)
    text = compose(profile_text, kept)
    while kept and count(text) > budget:
        kept.pop()  # the lowest-ranked memory goes first
        text = compose(profile_text, kept)
    profile_tokens = count(profile_text) if profile_text else 0
    memories_block = render_memories(kept)
    return AssembledContext(
        text=text,
        memory_ids=tuple(h.item.id for h in kept),
        hits=tuple(kept),
        profile_tokens=profile_tokens,
        memories_tokens=count(memories_block) if memories_block else 0,
        total_tokens=count(text) if text else 0,
        budget_tokens=budget,
        dropped=len(hits) - len(kept),
        profile_truncated=truncated,
    )


async def assemble_context(
    memory: MemoryService,
    ctx: SecurityContext,
    query: str | None,
    *,
    k: int = 5,
    budget_tokens: int = 2000,
    token_counter: TokenCounter | None = None,
    min_score: float | None = None,
    as_of: datetime | str | None = None,
) -> AssembledContext:
    """Fetch ``ctx``'s profile and the ``k`` best memories for ``query``; fit them in the budget.

    An empty ``query`` gives the profile only. ``min_score``: as for ``search_memories``, weak
    matches are left out. ``as_of``: the memories as they were recorded at that instant. Service
    errors propagate (the middleware decides to degrade to "no memories").

    Example (needs a database, so not run as a doctest)::

        block = await assemble_context(memory, SecurityContext("alice"), "which theme?", budget_tokens=500)
        block.text  -> "## User Profile ...\\n\\n## Related Memories\\n<memory_data ...>...</memory_data>"
    """
    q = query.strip()[:2000] if query else ""
    profile, hits = await memory.profile_and_search(ctx, q or None, k=k, min_score=min_score,  # one connection
                                                    as_of=as_of)
    return fit(profile, hits, budget_tokens, token_counter)
