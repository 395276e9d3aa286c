"""The event log's repository: reading ``zeusmem.memory_events`` and the consumers' cursors.

The service's :mod:`zeusmem.service.events` validates and maps; the statements are here (their
SQL in :mod:`zeusmem.storage.lifecycle_sql`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg.rows import dict_row

from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage.database import Database


async def fetch(
    db: Database, *, after: int, limit: int, org: str | None, events: Sequence[str] | None
) -> list[dict[str, Any]]:
    """Event rows with ``id > after`` in id order."""
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.FETCH_EVENTS, {"after": after, "limit": limit, "org": org, "events": events})
        return list(await cur.fetchall())


async def cursor(db: Database, consumer: str) -> int:
    """The last event id ``consumer`` acknowledged (0 when new)."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.GET_CURSOR, {"consumer": consumer})
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def ack(db: Database, consumer: str, last_id: int) -> int:
    """Move ``consumer``'s cursor to ``last_id`` (never backwards); the cursor after."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.ACK_CURSOR, {"consumer": consumer, "last_id": last_id})
        row = await cur.fetchone()
    assert row is not None
    return int(row[0])
