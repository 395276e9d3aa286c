"""The knowledge base's repository: documents, their chunk tables (one per embedding model) and
the connection langchain-postgres' vector store opens.

:mod:`zeusmem.service.knowledge` checks permissions, chunks and extracts; the statements are here
(their SQL in :mod:`zeusmem.storage.lifecycle_sql`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import psycopg
from psycopg.rows import dict_row

from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage.caller import CallerCursor, PooledCallerConnection
from zeusmem.storage.database import DDL_LOCK_ID, Database

Row = dict[str, Any]
#: the SQLAlchemy URL of the vector store's engine (its connections come from :func:`connector`)
ENGINE_URL = "postgresql+psycopg://"


def connector(db: Database) -> Callable[[], Awaitable[psycopg.AsyncConnection[Any]]]:
    """The ``async_creator`` of the vector store's SQLAlchemy engine: a psycopg connection to ``db``.

    When requests run as the application role (:attr:`Database.app_url`), so does the vector store:
    its connections set the caller of the service call transaction-local with the first statement
    of each transaction (SQLAlchemy's), so row-level security holds for the chunk tables too."""

    async def connect() -> psycopg.AsyncConnection[Any]:
        if db.app_url is not None:
            return await PooledCallerConnection.connect(db.app_url, cursor_factory=CallerCursor)
        return await psycopg.AsyncConnection.connect(db.url)

    return connect


async def create_chunk_table(db: Database, model_id: int, dims: int) -> None:
    """The chunk table of one embedding model, created under the DDL lock if it is missing."""
    async with db.owner_connection() as conn, conn.transaction():  # DDL: the owner's
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (DDL_LOCK_ID,))
        await conn.execute(lq.create_kb_table(model_id, dims))


async def document(db: Database, *, org: str, document_id: str) -> Row | None:
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_KB_DOCUMENT, {"org": org, "document_id": document_id})
        return await cur.fetchone()


async def documents(db: Database, params: Mapping[str, Any]) -> list[Row]:
    """The documents visible with ``params`` (the caller's ids, ``is_member``, ``limit``)."""
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.LIST_KB_DOCUMENTS, dict(params))
        return list(await cur.fetchall())


async def upsert_document(db: Database, params: Mapping[str, Any]) -> Row:
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.UPSERT_KB_DOCUMENT, dict(params))
        row = await cur.fetchone()
    assert row is not None
    return row


async def delete_chunks(db: Database, *, org: str, document_id: str) -> None:
    """A document's chunks, from every model's table."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.kb_tables_query())
        for (table,) in await cur.fetchall():
            await conn.execute(lq.kb_delete_document_chunks(table), {"org": org, "document_id": document_id})


async def chunks(db: Database, *, org: str, document_id: str) -> list[tuple[int, str]]:
    """(chunk number, text) of a document, from every model's table."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.kb_tables_query())
        tables = [t for (t,) in await cur.fetchall()]
        texts: list[tuple[int, str]] = []
        for table in tables:
            cur = await conn.execute(lq.kb_document_chunks(table), {"org": org, "document_id": document_id})
            texts.extend((int(c), t) for c, t in await cur.fetchall())
    return texts


async def delete_document(db: Database, *, org: str, document_id: str, sources: Sequence[str]) -> list[str]:
    """Delete the document row; the ids of the memories extracted from it (of ``sources``)."""
    async with db.connection() as conn:
        await conn.execute(lq.DELETE_KB_DOCUMENT, {"org": org, "document_id": document_id})
        cur = await conn.execute(
            lq.MEMORIES_FROM_SOURCE, {"org": org, "document_id": document_id, "sources": list(sources)}
        )
        return [r[0] for r in await cur.fetchall()]


async def extracted_current(db: Database, *, org: str, document_id: str) -> bool:
    """Whether the document's last extraction is of its current content."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.KB_EXTRACTED_CURRENT, {"org": org, "document_id": document_id})
        row = await cur.fetchone()
    return bool(row and row[0])


async def mark_extracted(db: Database, *, org: str, document_id: str) -> None:
    async with db.connection() as conn:
        await conn.execute(lq.MARK_KB_EXTRACTED, {"org": org, "document_id": document_id})
