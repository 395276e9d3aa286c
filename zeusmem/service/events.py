"""The memory event outbox: ``zeusmem.memory_events``, for other systems to consume.

Every audited memory change is also an event (DevOS seed §114-115), written by a trigger on
``zeusmem.audit_log`` in the *same transaction* as the change — a committed change always has
its event, a rolled-back one never does. Events carry ids, scope and content-free details
only: never memory content, keys, tags or free-text reasons.

======================  ==========================================================================
event                   meaning (``memory_id`` / payload)
======================  ==========================================================================
memory.created          a new memory
memory.updated          a new version by ``update_memory`` (payload ``supersedes`` = previous version)
memory.superseded       either a same-key write replaced ``payload.supersedes`` (memory_id = new
                        version), or ``memory_id`` lost a conflict to ``payload.superseded_by``
memory.deleted          the whole lineage was deleted (payload ``versions``)
memory.expired          ``memory_id`` passed its ``expires_at`` (consolidation)
memory.archived         ``memory_id`` archived (expired long ago, or lost a conflict)
memory.consolidated     near-duplicates ``payload.merged_from`` merged into ``memory_id`` (a new version)
memory.verified         confirmed by a human
======================  ==========================================================================

Consume with :func:`fetch_events` (``after_id`` + ``limit``, in id order — ids become visible in
order, so an "after id" cursor never skips an event) and remember progress per consumer with
:func:`ack_events` / :func:`get_cursor`, or let :func:`consume` do both.

Example (needs a database, so not run as a doctest)::

    cursor = await get_cursor(memory, "search-indexer")
    for ev in await fetch_events(memory, cursor, limit=100): ...
    await ack_events(memory, "search-indexer", ev.id)
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from zeusmem.errors import InvalidInput
from zeusmem.rules import validation as v
from zeusmem.service.caller_scope import owner_job
from zeusmem.storage import events as events_repo

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

EVENTS = (
    "memory.created",
    "memory.updated",
    "memory.superseded",
    "memory.deleted",
    "memory.expired",
    "memory.archived",
    "memory.consolidated",
    "memory.verified",
)


@dataclass(frozen=True, slots=True)
class MemoryEvent:
    """One outbox row (no content)."""

    id: int
    event: str
    memory_id: str | None
    lineage_id: str | None
    actor: str
    org_id: str | None
    scope: str | None
    scope_id: str | None
    created_at: datetime
    payload: dict[str, Any] = field(default_factory=dict)


def _event(row: dict[str, Any]) -> MemoryEvent:
    return MemoryEvent(
        id=int(row["id"]),
        event=row["event"],
        memory_id=row["memory_id"],
        lineage_id=row["lineage_id"],
        actor=row["actor"],
        org_id=row["org_id"] or None,
        scope=row["scope"],
        scope_id=row["scope_id"],
        created_at=row["created_at"],
        payload=dict(row["payload"] or {}),
    )


@owner_job
async def fetch_events(
    memory: MemoryService,
    after_id: int = 0,
    limit: int = 100,
    *,
    org_id: str | None = None,
    events: Sequence[str] | None = None,
) -> list[MemoryEvent]:
    """Events with ``id > after_id`` in id order (optionally of one organisation / some event names).

    An operator API (events of every tenant unless ``org_id`` is given); the host decides who
    may consume.
    """
    if not isinstance(after_id, int) or isinstance(after_id, bool) or after_id < 0:
        raise InvalidInput("after_id", "must be a non-negative integer")
    names = list(events) if events is not None else None
    if names is not None and any(n not in EVENTS for n in names):
        raise InvalidInput("events", f"unknown event name; known: {', '.join(EVENTS)}")
    rows = await events_repo.fetch(
        memory.repo.db, after=after_id, limit=v.int_range("limit", limit, 1, 10_000), org=org_id, events=names
    )
    return [_event(r) for r in rows]


@owner_job
async def get_cursor(memory: MemoryService, consumer: str) -> int:
    """The last event id ``consumer`` acknowledged (0 when new)."""
    return await events_repo.cursor(memory.repo.db, v.identifier("consumer", consumer))


@owner_job
async def ack_events(memory: MemoryService, consumer: str, last_id: int) -> int:
    """Move ``consumer``'s cursor to ``last_id`` (never backwards); returns the cursor."""
    if not isinstance(last_id, int) or isinstance(last_id, bool) or last_id < 0:
        raise InvalidInput("last_id", "must be a non-negative integer")
    return await events_repo.ack(memory.repo.db, v.identifier("consumer", consumer), last_id)


@owner_job
async def consume(
    memory: MemoryService,
    consumer: str,
    handler: Callable[[MemoryEvent], Awaitable[None] | None],
    *,
    limit: int = 100,
    org_id: str | None = None,
) -> int:
    """Hand the next events after ``consumer``'s cursor to ``handler``, acknowledging each after
    it returns (at-least-once: a failing handler stops the batch, and that event comes again).
    Returns how many were handled."""
    after = await get_cursor(memory, consumer)
    handled = 0
    for ev in await fetch_events(memory, after, limit, org_id=org_id):
        result = handler(ev)
        if inspect.isawaitable(result):
            await result
        await ack_events(memory, consumer, ev.id)
        handled += 1
    return handled
