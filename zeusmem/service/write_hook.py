"""The write-path hook: policy, retention and conflicts, inside the writer's transaction.

:func:`after_write` is what ``MemoryService.add_explicit_memory`` and ``update_memory`` call
after the insert. For automatic writes (source other than ``user``) it enforces the memory
policy and the user's switch (:class:`~zeusmem.errors.PermissionDenied` rolls the transaction
back); it applies the retention TTL (:data:`zeusmem.rules.policy.DEFAULT_TTL`); and it settles
conflicts with the nearest neighbours the writer already fetched for the duplicate gate, plus
the memories with the same key or holding the value an explicit correction names
(:mod:`zeusmem.service.conflicts`).

It depends on the repository, never on the service: ``service -> write_hook -> conflicts``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from zeusmem import observability as obs
from zeusmem.errors import PermissionDenied
from zeusmem.rules.claims import Relation
from zeusmem.rules.policy import DEFAULT_TTL, WriteContext, effective_policy, policy_denial, policy_key
from zeusmem.service import conflicts
from zeusmem.storage.database import Connection
from zeusmem.storage.lifecycle_sql import ConflictLookup
from zeusmem.storage.repository import Repository
from zeusmem.types import MemoryItem, Scope, SecurityContext, Source


@dataclass(frozen=True, slots=True)
class Pending:
    """The values of a memory about to be inserted that :func:`request` reads."""

    id: str
    content: str
    key: str | None
    org_id: str | None
    scope: Scope
    scope_id: str
    source: Source
    expires_at: datetime | None


@dataclass(frozen=True, slots=True)
class HookRequest:
    """The statements of :func:`after_write`'s round trip: the hook's context (``hook``: its
    parameters; None when neither the policy nor the retention applies) and the extra conflict
    candidates (None when there are none to look for)."""

    hook: dict[str, Any] | None
    extra: ConflictLookup | None


def request(
    ctx: SecurityContext, item: MemoryItem | Pending, *, model_id: int | None, dims: int | None,
    conflicts_only: bool = False,
) -> HookRequest:
    """What :func:`after_write` asks the database about ``item``: a writer builds it before the
    insert (from the :class:`Pending` values) and sends it in one round trip with it."""
    automatic = item.source is not Source.USER and not conflicts_only
    extra = conflicts.extra_candidates_request(item, ctx, model_id, dims)
    hook = not conflicts_only and (automatic or item.expires_at is None)
    params = None
    if hook:
        org, project = policy_key(ctx, item.scope, item.scope_id)
        params = {
            "id": item.id,
            "org": org,
            "project": project,
            "user": ctx.user_id,
            "scope": item.scope.value,
            "scope_id": item.scope_id,
            "count_items": automatic,
            "apply_ttl": item.expires_at is None,
        }
    return HookRequest(params, extra)


async def after_write(
    conn: Connection,
    repo: Repository,
    ctx: SecurityContext,
    item: MemoryItem,
    *,
    lineage: str,
    neighbours: Sequence[conflicts.Neighbour] = (),
    model_id: int | None = None,
    dims: int | None = None,
    dup_threshold: float = 0.85,
    verdicts: Mapping[str, Relation] | None = None,
    conflicts_only: bool = False,
    dated: bool = False,
    context: tuple[tuple[Any, ...] | None, list[dict[str, Any]]] | None = None,
) -> MemoryItem:
    """Policy, retention and conflicts for ``item`` (just inserted); returns it as stored now.

    ``neighbours``: the nearest active memories of the scope (with their similarity), fetched
    before the insert; ``verdicts``: a chat model's relations to some of them (they replace the
    offline rules for those). ``conflicts_only`` (a new version by ``update_memory``): no policy
    and no retention, which the first version had. One round trip (policy, switch, retention and
    the extra conflict candidates, pipelined); the conflict writes only when there is a conflict.
    ``dated``: the item names a time (:func:`zeusmem.service.conflicts.settle`). ``context``: the
    rows of that round trip when the writer already ran it with its insert (the statements of
    :func:`request`, through :meth:`~zeusmem.storage.repository.Repository.insert_with_context`).
    """
    automatic = item.source is not Source.USER and not conflicts_only
    rows: list[dict] = []
    row = None
    if context is not None:
        row, rows = context
    else:
        wanted = request(ctx, item, model_id=model_id, dims=dims, conflicts_only=conflicts_only)
        if wanted.hook is not None or wanted.extra is not None:
            row, rows = await repo.write_context(conn, hook=wanted.hook, defaults=DEFAULT_TTL, extra=wanted.extra)
    if row is not None:
        policies, auto, n, _lineage, _model, _dims, expires_at = row
        if automatic:
            wc = WriteContext(
                effective_policy(policies or []),
                True if auto is None else bool(auto),
                int(n) if n is not None else None,
            )
            denial = policy_denial(
                wc.policy,
                wc,
                automatic=True,
                memory_type=item.memory_type,
                content=item.content,
                sensitivity=item.sensitivity,
                extra_items=0,
            )
            if denial is not None:
                obs.get_metrics().policy_denial(denial[0])
                raise PermissionDenied(f"memory policy ({denial[0]}): {denial[1]}")
        if expires_at is not None:
            item = replace(item, expires_at=expires_at)
    candidates = [*neighbours, *conflicts.neighbours_from_rows(repo, rows)]
    if not candidates:
        return item
    audits: list[conflicts.PendingAudit] = []
    outcomes = await conflicts.settle(
        conn, repo, ctx, item, lineage, candidates, audits, dup_threshold=dup_threshold, verdicts=verdicts,
        dated=dated,
    )
    await conflicts.flush_audits(conn, audits)  # audit rows last (see PendingAudit)
    changed = [o for o in outcomes if o.conflict_id is not None and o.resolution.winner is not None]
    # a conflict left for review changes no row: the item is as it was inserted
    if changed and all(o.resolution.winner == "new" for o in changed):
        # others superseded: this one's provenance names them, as the last supersession returned it
        noted = [o.provenance for o in changed if o.provenance is not None]
        if noted:
            item = replace(item, provenance=noted[-1])
    elif changed:  # this one's status changed: read it again
        fresh = await repo.item_row(conn, item.id)
        if fresh is not None:
            item = fresh
    return item
