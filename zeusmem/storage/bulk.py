"""Bulk import of memories with precomputed embeddings: one binary ``COPY`` per batch.

No gate, no duplicate check, no audit rows: this is for migrations, restores and benchmarks,
where the data is already trusted. :func:`copy_memories` alone fires the table's triggers like any
insert (term statistics included); :class:`BulkSession` groups batches in transactions and counts
their term statistics once per group (the insert trigger steps aside there).

>>> BULK_COLUMNS[:3]
('id', 'lineage_id', 'version')
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

import numpy as np
import psycopg
from psycopg import AsyncConnection, sql
from psycopg.types.json import Jsonb

from zeusmem.errors import InvalidInput
from zeusmem.storage.sql import (
    BULK_APPLY_STATS,
    BULK_COPY_SETTINGS,
    BULK_DEFER_STATS,
    BULK_LAST_USED,
    INSERT_ID_ALIAS,
)

log = logging.getLogger("zeusmem.storage")


class BatchRejected(InvalidInput):
    """A COPY batch breaks a constraint (a duplicate id, ...): nothing of it was loaded.

    ``reason`` is the message without a field, for the caller to name the rows.
    """

    def __init__(self, first_line: str) -> None:
        self.reason = f"not loaded, the batch breaks a constraint: {first_line}"
        super().__init__("rows", self.reason)

#: the columns a bulk row may set; missing optional values take the table defaults' meaning
BULK_COLUMNS: tuple[str, ...] = (
    "id",
    "lineage_id",
    "version",
    "supersedes_id",
    "content",
    "memory_type",
    "scope",
    "scope_id",
    "org_id",
    "source",
    "source_id",
    "confidence",
    "importance",
    "visibility",
    "status",
    "sensitivity",
    "key",
    "tags",
    "priority",
    "verified",
    "expires_at",
    "created_by",
    "created_at",
    "updated_at",
    "provenance",
    "embedding",
    "embedding_model_id",
    "embedding_dims",
    "content_ct",
    "content_key",
    "observed_at",
    "valid_from",
    "valid_to",
)
_TYPES = (
    "text",
    "text",
    "int4",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "float4",
    "float4",
    "text",
    "text",
    "text",
    "text",
    "text[]",
    "text",
    "bool",
    "timestamptz",
    "text",
    "timestamptz",
    "timestamptz",
    "jsonb",
    "vector",
    "int4",
    "int4",
    "bytea",
    "text",
    "timestamptz",
    "timestamptz",
    "timestamptz",
)
_DEFAULTS: dict[str, Any] = {
    "version": 1,
    "supersedes_id": None,
    "org_id": "",
    "source": "user",
    "source_id": None,
    "importance": 0.5,
    "visibility": "members",
    "status": "active",
    "sensitivity": "normal",
    "key": None,
    "tags": [],
    "priority": "normal",
    "verified": False,
    "expires_at": None,
    "provenance": {},
    "content_ct": None,
    "content_key": None,
    "valid_from": None,
    "valid_to": None,
}


_LINEAGE = BULK_COLUMNS.index("lineage_id")


def copy_statement() -> sql.Composed:
    return sql.SQL("COPY zeusmem.memory_items ({}) FROM STDIN (FORMAT BINARY)").format(
        sql.SQL(", ").join(sql.Identifier(c) for c in BULK_COLUMNS)
    )


def _row(values: Mapping[str, Any], model_id: int, dims: int) -> tuple[Any, ...]:
    v = {**_DEFAULTS, **values}
    v.pop("last_used_at", None)  # not a column of memory_items: zeusmem.memory_usage
    v.setdefault("lineage_id", v["id"])
    v.setdefault("updated_at", v.get("created_at"))
    v.setdefault("observed_at", v.get("created_at"))  # an import keeps the original time
    emb = np.asarray(v["embedding"], dtype=np.float32)
    if emb.shape != (dims,):
        raise ValueError(f"memory {v['id']}: embedding has shape {emb.shape}, expected ({dims},)")
    v["embedding"] = emb
    v["embedding_model_id"] = model_id
    v["embedding_dims"] = dims
    v["provenance"] = Jsonb(v["provenance"] or {})
    v["tags"] = list(v["tags"] or [])
    return tuple(v[c] for c in BULK_COLUMNS)


async def copy_memories(
    conn: AsyncConnection, rows: Iterable[Mapping[str, Any]], *, model_id: int, dims: int
) -> int:
    """COPY ``rows`` (mappings with at least id, content, memory_type, scope, scope_id, created_by,
    confidence, created_at and embedding) into ``zeusmem.memory_items``. Returns the row count.

    The caller owns the transaction and the model registration
    (:meth:`zeusmem.storage.repository.Repository.model_id`). The connection needs pgvector's
    types registered (every pooled :class:`~zeusmem.storage.database.Database` connection has).
    """
    n = 0
    used: dict[str, Any] = {}  # memory id -> last_used_at (kept in zeusmem.memory_usage)
    async with conn.cursor() as cur:
        await cur.execute(BULK_COPY_SETTINGS)
        async with cur.copy(copy_statement()) as copy:
            copy.set_types(list(_TYPES))
            for values in rows:
                row = _row(values, model_id, dims)
                await copy.write_row(row)
                n += 1
                at = values.get("last_used_at")
                if at is not None:
                    memory = str(row[_LINEAGE])
                    used[memory] = max(at, used.get(memory, at))
        if used:
            await cur.execute(BULK_LAST_USED, {"ids": list(used), "ats": list(used.values())})
    return n


#: a bulk load commits (with its rows' statistics) at least every this many rows: the rows of a group
#: become visible together, and a concurrent writer that must wait for the load (the same id; an
#: item feeding the profile of a scope the group wrote, whose materialised row the group locked)
#: waits for one group at most (50k rows: 5-10 s on the benchmark's machine)
GROUP_ROWS = 50_000

Seal = Callable[[AsyncConnection, Mapping[str, Any]], Awaitable[Mapping[str, Any]]]


class BulkSession:
    """One connection's COPY batches, grouped in transactions of about :data:`GROUP_ROWS` rows.

    In each transaction the statistics trigger on inserts steps aside (``zeusmem.bulk_stats`` =
    ``deferred``, transaction-local, migration 21) and the group's rows are counted by one
    set-based statement, ``zeusmem.apply_bulk_stats(ids)``, just before the commit: the trigger's
    arithmetic over the same rows, once per group instead of once per COPY (a term of a scope that
    recurs in every batch is upserted once). Concurrent writers stay right: until the commit nobody
    else sees the group's rows, so nobody else can change them, and their own rows are counted by
    their own statements' triggers. Each batch runs in a savepoint: a batch that breaks a
    constraint (:class:`BatchRejected`) leaves the earlier ones to be committed by :meth:`close`.
    Use through :meth:`zeusmem.storage.repository.Repository.bulk_session`.
    """

    def __init__(self, conn: AsyncConnection, *, model_id: int, dims: int, seal: Seal | None = None,
                 sealed: Callable[[Mapping[str, Any]], bool] = lambda r: False,
                 group_rows: int | None = None) -> None:
        self.conn = conn
        self.model_id, self.dims = model_id, dims
        #: the encrypted columns of a row whose content is stored encrypted (``sealed(row)``)
        self.seal, self.sealed = seal, sealed
        self.group_rows = group_rows or GROUP_ROWS
        #: seconds spent counting statistics (inside :meth:`commit`)
        self.stats_seconds = 0.0
        self._ids: list[str] = []
        self._tx: AbstractAsyncContextManager[Any] | None = None

    async def _begin(self) -> None:
        tx = self.conn.transaction()
        await tx.__aenter__()
        self._tx = tx
        await self.conn.execute(BULK_DEFER_STATS)

    async def copy(self, rows: Sequence[Mapping[str, Any]], *, aliases: Sequence[tuple[str, str, int]] = ()) -> int:
        """COPY ``rows`` (with ``aliases``: old id, memory id, version) in a savepoint of the group's
        transaction; commits the group when it reached :attr:`group_rows`."""
        if self._tx is None:
            await self._begin()
        try:
            async with self.conn.transaction():
                out = [{**r, **await self.seal(self.conn, r)} if self.seal is not None and self.sealed(r) else r
                       for r in rows]
                n = await copy_memories(self.conn, out, model_id=self.model_id, dims=self.dims)
                if aliases:
                    async with self.conn.cursor() as cur:
                        await cur.executemany(INSERT_ID_ALIAS, list(aliases))
        except psycopg.errors.IntegrityError as e:  # a duplicate id, a constraint the row breaks
            raise BatchRejected(str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__) from None
        self._ids.extend(str(r["id"]) for r in out)
        if len(self._ids) >= self.group_rows:
            await self.commit()
        return n

    async def commit(self) -> None:
        """Count the group's rows in the statistics and commit them (a new group begins at the next copy)."""
        if self._tx is None:
            return
        if self._ids:
            t = time.perf_counter()
            await self.conn.execute(BULK_APPLY_STATS, {"ids": self._ids})
            self.stats_seconds += time.perf_counter() - t
        tx, self._tx, self._ids = self._tx, None, []
        await tx.__aexit__(None, None, None)

    async def close(self, exc: BaseException | None = None) -> None:
        """Commit what was copied (also after a failed batch: its savepoint is gone); when the
        connection itself failed, the group is rolled back."""
        if self._tx is None:
            return
        if self.conn.info.transaction_status != psycopg.pq.TransactionStatus.INERROR:
            try:
                await self.commit()
                return
            except Exception:  # noqa: BLE001 - the error that ended the load is the one to raise
                if exc is None:
                    raise
                log.warning("a bulk load's last group could not be committed", exc_info=True)
        if self._tx is None:
            return
        tx, self._tx, self._ids = self._tx, None, []
        failure = exc if exc is not None else InvalidInput("rows", "the bulk load's transaction failed")
        try:
            await tx.__aexit__(type(failure), failure, None)  # rolled back
        except Exception:  # noqa: BLE001 - (the connection is gone: the pool discards it)
            log.warning("a bulk load's last group could not be rolled back", exc_info=True)
