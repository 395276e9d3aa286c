"""A write's waits for the server: ``add_explicit_memory`` without conflicts waits twice (the lock,
the neighbours, the insert and the hook's context; then the audit row with ``COMMIT``), read from
libpq's own trace of the connection; a duplicate its neighbours show is rolled back with the
insert; the pipelined transaction rolls back on a failed statement and on an exception of the
caller, and leaves the connection clean; the memories a write supersedes cost one more wait for
all of them."""

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


async def _traced_write(mem: zeusmem.MemoryService, ctx: SecurityContext, text: str) -> tuple[Any, bytes]:
    """``add_explicit_memory(ctx, text)`` with libpq's trace of every connection it checks out: (the item,
    the trace)."""
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
            item = await mem.add_explicit_memory(ctx, text, MemoryType.FACT)
        finally:
            del db.connection
        trace.seek(0)
        return item, trace.read()


async def test_a_write_without_conflicts_waits_twice(database_url: str) -> None:
    ctx = SecurityContext("round-trip-user")
    async with zeusmem.open_memory(database_url, EMB, settings=Settings(app_database_url=None)) as mem:
        # the first write registers the model and reads the scope's index: not what is counted
        await mem.add_explicit_memory(ctx, "Keeps the spare keys in the blue drawer", MemoryType.FACT)
        item, text = await _traced_write(mem, ctx, "Runs five kilometres every Sunday morning")
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


async def test_superseding_several_stale_memories_waits_once_for_all_of_them(database_url: str, minilm: Any) -> None:
    """Three stale memories (loaded without the conflict check) superseded by one correction: the
    three supersessions (conflict row, status, validity, provenance each) go out together and are
    read in one wait, which brings the new memory's provenance too: three waits in all, not two more
    per memory superseded and a read of the new memory."""
    from datetime import UTC, datetime, timedelta

    ctx = SecurityContext("stale-trips")
    texts = ["I live in Munich.", "I live in Hamburg.", "I live in Cologne."]
    async with zeusmem.open_memory(database_url, minilm, settings=Settings(app_database_url=None)) as mem:
        await mem.add_explicit_memory(ctx, "Keeps the spare keys in the blue drawer", MemoryType.FACT)
        now = datetime.now(UTC)
        vecs = await minilm.aembed_documents(texts)
        await mem.bulk_load([{"id": f"stale_trip_{i}", "content": t, "memory_type": "fact", "scope": "user",
                              "scope_id": "stale-trips", "created_by": "stale-trips", "confidence": 0.9,
                              "created_at": now - timedelta(days=3 - i), "embedding": v}
                             for i, (t, v) in enumerate(zip(texts, vecs, strict=True))])
        new, text = await _traced_write(mem, ctx, "Correction: I live in Berlin now.")
        stale = [await mem.get_memory(ctx, f"stale_trip_{i}") for i in range(3)]
        # what the write returned is what is stored: its provenance names the three
        assert new.provenance == (await mem.get_memory(ctx, new.id)).provenance
        assert {c["superseded"] for c in new.provenance["conflicts"]} == {m.id for m in stale}
        assert all(m.provenance.get("superseded_by") == new.id for m in stale), stale
        assert text.count(b"INSERT INTO zeusmem.memory_conflicts") == 3
        assert _waits(text) == 3, text.decode()[-3000:]


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
