"""When a memory holds in the world: the statement that ends it (its ``valid_to``)."""

from __future__ import annotations

from datetime import datetime

from zeusmem.storage.database import Connection

#: a superseded memory held until its successor's start; one that was already closed (or would
#: end before it started) keeps what it had
END_VALIDITY = (
    "UPDATE zeusmem.memory_items SET valid_to = %(at)s WHERE id = %(id)s AND valid_to IS NULL"
    " AND (valid_from IS NULL OR valid_from < %(at)s)"
)


async def end_validity(conn: Connection, memory_id: str, at: datetime) -> None:
    """``memory_id`` no longer holds from ``at`` (inside the caller's transaction)."""
    await conn.execute(END_VALIDITY, {"id": memory_id, "at": at})
