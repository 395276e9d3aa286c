"""The context snapshots' repository: ``zeusmem.context_snapshot`` and its items.

The service's :mod:`zeusmem.service.snapshots` builds and validates the fields; the statements are
here (their SQL in :mod:`zeusmem.storage.lifecycle_sql`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from psycopg import AsyncCursor
from psycopg.rows import dict_row

from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage.database import Database

Row = dict[str, Any]


async def insert(
    db: Database, row: Mapping[str, Any], *, kinds: Sequence[str], item_ids: Sequence[str],
    versions: Sequence[int | None],
) -> Row:
    """One snapshot and its items, in one transaction that does not wait for the WAL flush
    (bookkeeping on every model call: a crash can lose the last fraction of a second of
    snapshots, never memories). Returns the stored row."""
    async with db.connection() as conn, conn.transaction():
        await conn.execute(lq.SNAPSHOT_ASYNC_COMMIT)
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.INSERT_SNAPSHOT, dict(row))
            stored = await cur.fetchone()
        if item_ids:
            await conn.execute(
                lq.INSERT_SNAPSHOT_ITEMS,
                {"id": row["id"], "kinds": list(kinds), "item_ids": list(item_ids), "versions": list(versions)},
            )
    assert stored is not None
    return stored


async def _with_items(cur: AsyncCursor[Row], rows: Sequence[Row]) -> list[tuple[Row, list[Row]]]:
    out = []
    for row in rows:
        await cur.execute(lq.GET_SNAPSHOT_ITEMS, {"id": row["id"]})
        out.append((row, list(await cur.fetchall())))
    return out


async def get(db: Database, snapshot_id: str, *, org: str, user: str) -> tuple[Row, list[Row]] | None:
    """The snapshot of ``user`` with its items, or None."""
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_SNAPSHOT, {"id": snapshot_id, "org": org, "user": user})
        row = await cur.fetchone()
        if row is None:
            return None
        await cur.execute(lq.GET_SNAPSHOT_ITEMS, {"id": snapshot_id})
        return row, list(await cur.fetchall())


async def latest(
    db: Database, *, org: str, user: str, session: str | None, limit: int
) -> list[tuple[Row, list[Row]]]:
    """``user``'s latest snapshots (of one session when given), newest first, with their items."""
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.LIST_SNAPSHOTS, {"org": org, "user": user, "session": session, "limit": limit})
        return await _with_items(cur, await cur.fetchall())


async def using(
    db: Database, *, org: str, user: str, ids: Sequence[str], limit: int
) -> list[tuple[Row, list[Row]]]:
    """``user``'s snapshots whose context held any of ``ids``, newest first, with their items."""
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.SNAPSHOTS_USING, {"org": org, "user": user, "ids": list(ids), "limit": limit})
        return await _with_items(cur, await cur.fetchall())
