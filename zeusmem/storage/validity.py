"""When a memory holds in the world: the statement that ends it (its ``valid_to``)."""

from __future__ import annotations

from datetime import datetime

from zeusmem.storage.database import Connection


def open_before(row: str) -> str:
    """SQL: the memory ``row`` (a table alias) is still open and started before ``%(at)s``: what a
    memory that ends at ``%(at)s`` must be (one already closed, or that would end before it started,
    keeps what it had)."""
    return f"{row}.valid_to IS NULL AND ({row}.valid_from IS NULL OR {row}.valid_from < %(at)s::timestamptz)"


#: a superseded memory held until its successor's start (:func:`open_before`)
END_VALIDITY = (
    "UPDATE zeusmem.memory_items m SET valid_to = %(at)s::timestamptz WHERE m.id = %(id)s AND " + open_before("m")
)


async def end_validity(conn: Connection, memory_id: str, at: datetime) -> None:
    """``memory_id`` no longer holds from ``at`` (inside the caller's transaction)."""
    await conn.execute(END_VALIDITY, {"id": memory_id, "at": at})
