"""A write's waits for the server: ``add_explicit_memory`` without conflicts waits twice (the lock,
the neighbours, the insert and the hook's context; then the audit row with ``COMMIT``), read from
libpq's own trace of the connection; a duplicate its neighbours show is rolled back with the
insert; the pipelined transaction rolls back on a failed statement and on an exception of the
caller, and leaves the connection clean."""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import psycopg
import pytest
from psycopg import pq

import zeusmem
from zeusmem import MemoryType, SecurityContext, Settings
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=32)


def _waits(trace: bytes) -> int:
    """How many times the client read the server's answers after sending: the runs of backend
    (``B``) messages after frontend (``F``) ones in libpq's trace."""
    sides = [line.split("\t")[1] for line in trace.decode().splitlines() if line.count("\t") >= 2]
    return sum(1 for before, now in zip(["F", *sides[:-1]], sides, strict=True) if before == "F" and now == "B")


async def test_a_write_without_conflicts_waits_twice(database_url: str) -> None:
    ctx = SecurityContext("round-trip-user")
    async with zeusmem.open_memory(database_url, EMB, settings=Settings(app_database_url=None)) as mem:
        # the first write registers the model and reads the scope's index: not what is counted
        await mem.add_explicit_memory(ctx, "Keeps the spare keys in the blue drawer", MemoryType.FACT)
        db = mem.repo.db
        plain = db.connection
        with tempfile.TemporaryFile() as trace:

            @asynccontextmanager
            async def traced(**kw: Any) -> AsyncIterator[Any]:
                async with plain(**kw) as conn:
                    conn.pgconn.trace(trace.fileno())
                    try:
                        yield conn
                    finally:
                        conn.pgconn.untrace()

            db.connection = traced  # type: ignore[method-assign]
            try:
                item = await mem.add_explicit_memory(ctx, "Runs five kilometres every Sunday morning",
                                                     MemoryType.FACT)
            finally:
                del db.connection
            trace.seek(0)
            text = trace.read()
        assert b"INSERT INTO zeusmem.memory_items" in text and b"COMMIT" in text
        assert _waits(text) == 2, text.decode()[-3000:]
        assert (await mem.get_memory(ctx, item.id)).content == "Runs five kilometres every Sunday morning"
        # the same again: its neighbours show the duplicate after its insert went out; nothing stays
        with pytest.raises(zeusmem.GateRejected) as rejected:
            await mem.add_explicit_memory(ctx, "Runs five kilometres every Sunday morning", MemoryType.FACT)
        assert rejected.value.verdict.existing_id == item.id
        listed = await mem.list_memories(ctx)
        assert sorted(m.content for m in listed) == ["Keeps the spare keys in the blue drawer",
                                                     "Runs five kilometres every Sunday morning"]


async def test_the_write_transaction_rolls_back_and_leaves_the_connection_clean(database_url: str) -> None:
    async with zeusmem.open_memory(database_url, EMB, settings=Settings(app_database_url=None)) as mem:
        repo = mem.repo
        async with repo.db.connection() as conn:
            await conn.execute("CREATE TEMP TABLE round_trip_probe (x int)")
            with pytest.raises(psycopg.errors.DivisionByZero):  # a statement fails
                async with repo.transaction(conn):
                    await conn.execute("INSERT INTO round_trip_probe VALUES (1)")
                    cur = await conn.execute("SELECT 1 / 0")
                    await cur.fetchone()
            assert conn.pgconn.transaction_status == pq.TransactionStatus.IDLE
            with pytest.raises(RuntimeError):  # the caller gives up (a gate rejection, say)
                async with repo.transaction(conn):
                    await conn.execute("INSERT INTO round_trip_probe VALUES (2)")
                    raise RuntimeError("rejected")
            assert conn.pgconn.transaction_status == pq.TransactionStatus.IDLE
            async with repo.transaction(conn):
                await conn.execute("INSERT INTO round_trip_probe VALUES (3)")
            cur = await conn.execute("SELECT array_agg(x) FROM round_trip_probe")
            assert await cur.fetchone() == ([3],)
            assert conn.pgconn.transaction_status == pq.TransactionStatus.IDLE
