"""The conflicts' repository: ``zeusmem.memory_conflicts``, the status changes a resolution makes and
the audit rows they write (their SQL in :mod:`zeusmem.storage.lifecycle_sql`).

:mod:`zeusmem.service.conflicts` decides (authority, recency, permissions); the statements are
here. Functions taking a ``conn`` run on the caller's connection, inside its transaction (the
writer's, a review's, a consolidation step's); those taking a :class:`Database` check one out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from psycopg import AsyncCursor
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage import sql as q
from zeusmem.storage.database import Connection, Database
from zeusmem.storage.repository import Repository
from zeusmem.types import MemoryItem, Status

Row = dict[str, Any]


async def item_rows(
    conn: Connection, repo: Repository, query: Any, params: Mapping[str, Any]
) -> list[tuple[MemoryItem, str]]:
    """(item, lineage id) of each row of ``query`` (item columns and ``lineage_id``)."""
    async with conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(query, dict(params))
        rows = await cur.fetchall()
    await repo.prime(conn, rows)
    return [(repo.to_item(r), r["lineage_id"]) for r in rows]


async def item(
    conn: Connection, repo: Repository, memory_id: str, *, for_update: bool = False
) -> list[tuple[MemoryItem, str]]:
    """The version ``memory_id`` with its lineage id (row-locked with ``for_update``): one entry, or none."""
    return await item_rows(conn, repo, lq.ITEM_BY_ID_FOR_UPDATE if for_update else lq.ITEM_BY_ID, {"id": memory_id})


async def audit(
    conn: Connection, *, event: str, item: MemoryItem, lineage: str, actor: str, details: Mapping[str, Any]
) -> None:
    """An audit row (and, through the trigger, an outbox event) without content; ``None`` details are left out."""
    await conn.execute(
        lq.INSERT_AUDIT,
        {
            "event": event,
            "memory_id": item.id,
            "lineage": lineage,
            "actor": actor,
            "org": item.org_id or "",
            "scope": item.scope.value,
            "scope_id": item.scope_id,
            "details": Jsonb({k: v for k, v in details.items() if v is not None}),
        },
    )


async def insert_conflict(
    conn: Connection,
    *,
    org: str,
    scope: str,
    scope_id: str,
    memory_a: str,
    memory_b: str,
    subject: str | None,
    field: str | None,
    resolution: str,
    winner: str | None,
    status: str,
    detected_by: str,
    details: Mapping[str, Any],
) -> int | None:
    """Record a conflict (``memory_a`` the older); its id, or None when the pair is already recorded."""
    return await conflict_id(
        await send_conflict(
            conn, org=org, scope=scope, scope_id=scope_id, memory_a=memory_a, memory_b=memory_b, subject=subject,
            field=field, resolution=resolution, winner=winner, status=status, detected_by=detected_by,
            details=details,
        )
    )


async def conflict_id(cur: AsyncCursor[Any]) -> int | None:
    """The id :func:`send_conflict` 's statement returned (waits for it)."""
    row = await cur.fetchone()
    return int(row[0]) if row else None


async def send_conflict(
    conn: Connection,
    *,
    org: str,
    scope: str,
    scope_id: str,
    memory_a: str,
    memory_b: str,
    subject: str | None,
    field: str | None,
    resolution: str,
    winner: str | None,
    status: str,
    detected_by: str,
    details: Mapping[str, Any],
) -> AsyncCursor[Any]:
    """:func:`insert_conflict` without waiting: in a pipeline the statement is only queued; read its
    id with :func:`conflict_id` (a later statement's wait brings it too)."""
    return await conn.execute(
        lq.INSERT_CONFLICT,
        {
            "org": org,
            "scope": scope,
            "scope_id": scope_id,
            "memory_a": memory_a,
            "memory_b": memory_b,
            "subject": subject,
            "field": field,
            "resolution": resolution,
            "winner": winner,
            "status": status,
            "detected_by": detected_by,
            "details": Jsonb(dict(details)),
        },
    )


async def send_supersession(
    conn: Connection, conflict: Mapping[str, Any], *, note: Mapping[str, Any], at: Any
) -> AsyncCursor[Any]:
    """The conflict row of ``conflict`` (:func:`send_conflict` 's arguments: ``memory_a`` the loser,
    ``memory_b`` the winner), the loser superseded with ``note`` merged into its provenance and its
    validity ended at ``at`` (None: left open), the conflict added to the winner's provenance: one
    statement, queued (in a pipeline, several of them cost one round trip). Read what it did with
    :func:`supersession`."""
    params = {**conflict, "details": Jsonb(dict(conflict["details"])), "note": Jsonb(dict(note)), "at": at}
    return await conn.execute(lq.SUPERSEDE, params)


async def supersession(cur: AsyncCursor[Any]) -> tuple[int | None, bool, dict[str, Any] | None]:
    """(the conflict's id, whether the loser was superseded, the winner's provenance then) of
    :func:`send_supersession` (waits for it): (None, False, None) when the conflict was recorded
    already; the provenance None when the loser was not superseded."""
    row = await cur.fetchone()
    if row is None or row[0] is None:
        return None, False, None
    return int(row[0]), bool(row[1]), (dict(row[2]) if row[1] and row[2] is not None else None)


async def set_status(
    conn: Connection, memory_id: str, *, status: Status, from_status: Status, note: Mapping[str, Any]
) -> bool:
    """Move ``memory_id`` from ``from_status`` to ``status``, ``note`` merged into its provenance (the
    row is kept); whether it was in ``from_status``."""
    done = await conn.execute(
        lq.SET_STATUS,
        {"status": status.value, "note": Jsonb(dict(note)), "id": memory_id, "from_status": from_status.value},
    )
    return await done.fetchone() is not None


async def lineage_has_active(conn: Connection, lineage: str) -> bool:
    """Whether the lineage has an active version."""
    busy = await conn.execute(lq.ACTIVE_IN_LINEAGE, {"l": lineage})
    return await busy.fetchone() is not None


async def conflict_for_update(conn: Connection, conflict_id: int) -> Row | None:
    """The conflict row, locked for the caller's transaction."""
    async with conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_CONFLICT, {"id": int(conflict_id)})
        return await cur.fetchone()


async def close_conflict(
    conn: Connection, conflict_id: int, *, winner: str | None, resolution: str, actor: str
) -> None:
    """Mark the conflict resolved by ``actor`` (``winner`` None: both kept)."""
    await conn.execute(
        lq.CLOSE_CONFLICT, {"id": conflict_id, "winner": winner, "resolution": resolution, "actor": actor}
    )


async def list_conflicts(
    db: Database,
    *,
    user: str,
    project: str | None,
    session: str | None,
    org: str | None,
    is_member: bool,
    status: str | None,
    limit: int,
) -> list[Row]:
    """Conflict rows in the scopes a context (``user``, ``project``, ``session``) sees, newest first
    (the project's only when ``is_member``; ``status`` None for all)."""
    params = {
        **q.ctx_params(user, project, session, org),
        "is_member": is_member,
        "status": status,
        "limit": limit,
    }
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.list_conflicts_query(q.visible_scopes(project, session)), params)
        return list(await cur.fetchall())
