"""``last_used_at`` lives in ``zeusmem.memory_usage`` (issue #26, size): one row per memory, keyed by its
id, written by the background usage batches, never by rewriting the memory's row; ``memory_items`` has
fillfactor 100. An existing database moves its values there on upgrade; a memory's usage row goes with
its last row; a new version keeps the memory's last use.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import psycopg
from conftest import database_before, drop_database

import zeusmem
from zeusmem import MemoryType, SecurityContext
from zeusmem.storage.migrations import MIGRATIONS
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=32)
#: the migration that moved last_used_at out of memory_items
MARKER = "CREATE TABLE IF NOT EXISTS zeusmem.memory_usage"


def _row_state(url: str, memory_id: str) -> tuple[str, int]:
    """(ctid, xmin) of the memory's current row: unchanged when nothing rewrote it."""
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT ctid::text, xmin::text::bigint FROM zeusmem.memory_items WHERE id = %s",
                           (memory_id,)).fetchone()
    assert row is not None
    return str(row[0]), int(row[1])


async def test_a_use_is_recorded_beside_the_memory_and_its_row_is_not_rewritten(database_url: str) -> None:
    ctx = SecurityContext("usage-side")
    async with zeusmem.open_memory(database_url, EMB) as mem:
        item = await mem.add_explicit_memory(ctx, "Keeps the on-call rota in the wiki", MemoryType.FACT)
        before = _row_state(database_url, item.id)
        assert (await mem.get_memory(ctx, item.id)).last_used_at is None
        hits = await mem.search_memories(ctx, "on-call rota")
        assert [h.item.id for h in hits] == [item.id]
        await mem.flush_usage()
        used = (await mem.get_memory(ctx, item.id)).last_used_at
        assert used is not None and abs(datetime.now(UTC) - used) < timedelta(minutes=1)
        assert _row_state(database_url, item.id) == before  # the memory's row was not touched
        # a search does not read it (a lookup per candidate row, measured: not free); a list does
        again = await mem.search_memories(ctx, "on-call rota")
        assert again[0].item.id == item.id and again[0].item.last_used_at is None
        assert [i.last_used_at for i in await mem.list_memories(ctx)] == [used]
        # a new version is the same memory: its last use stays
        v2 = await mem.update_memory(ctx, item.id, content="Keeps the on-call rota in the handbook")
        assert (v2.id, v2.version, v2.last_used_at) == (item.id, 2, used)
        assert (await mem.get_memory(ctx, item.id, version=1)).last_used_at == used
        # deleting the memory deletes its usage row (a statement trigger, whoever deletes)
        await mem.delete_memory(ctx, item.id, reason="moved")
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_usage WHERE memory_id = %s",
                            (item.id,)).fetchone() == (0,)
        ff = conn.execute("SELECT reloptions FROM pg_class WHERE oid = 'zeusmem.memory_items'::regclass").fetchone()
        assert "fillfactor=100" in ff[0]
        assert conn.execute("SELECT count(*) FROM information_schema.columns WHERE table_schema = 'zeusmem'"
                            " AND table_name = 'memory_items' AND column_name = 'last_used_at'").fetchone() == (0,)


async def test_a_use_of_a_memory_deleted_meanwhile_is_not_written_back(database_url: str) -> None:
    ctx = SecurityContext("usage-gone")
    async with zeusmem.open_memory(database_url, EMB) as mem:
        item = await mem.add_explicit_memory(ctx, "Parks on level three", MemoryType.FACT)
        assert await mem.search_memories(ctx, "parks level three")
        await mem.delete_memory(ctx, item.id, reason="moved")
        await mem.flush_usage()  # the queued use of a memory that no longer exists
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_usage WHERE memory_id = %s",
                            (item.id,)).fetchone() == (0,)


async def test_an_existing_database_moves_last_used_at_on_upgrade(pg_admin_url: str) -> None:
    url, n = database_before(pg_admin_url, MARKER, "zmusage")
    t0 = datetime(2026, 3, 1, 12, tzinfo=UTC)
    try:
        with psycopg.connect(url, autocommit=True) as conn:
            rows = [  # id, lineage, version, status, last_used_at
                ("mem_a~v1", "mem_a", 1, "superseded", t0 + timedelta(days=2)),
                ("mem_a", "mem_a", 2, "active", t0),
                ("mem_b", "mem_b", 1, "active", t0 + timedelta(hours=1)),
                ("mem_c", "mem_c", 1, "active", None),
            ]
            for mid, lin, ver, status, used in rows:
                conn.execute(
                    "INSERT INTO zeusmem.memory_items (id, lineage_id, version, content, memory_type, scope,"
                    " scope_id, source, confidence, status, created_by, last_used_at)"
                    " VALUES (%s, %s, %s, %s, 'fact', 'user', 'olduser', 'user', 1.0, %s, 'olduser', %s)",
                    (mid, lin, ver, f"note {mid}", status, used))
        async with zeusmem.open_memory(url, EMB) as mem:
            ctx = SecurityContext("olduser")
            assert (await mem.get_memory(ctx, "mem_a")).last_used_at == t0 + timedelta(days=2)  # the latest
            assert (await mem.get_memory(ctx, "mem_b")).last_used_at == t0 + timedelta(hours=1)
            assert (await mem.get_memory(ctx, "mem_c")).last_used_at is None
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT max(version) FROM zeusmem.migrations").fetchone()[0] == len(MIGRATIONS) > n
            assert sorted(conn.execute("SELECT memory_id FROM zeusmem.memory_usage").fetchall()) == [
                ("mem_a",), ("mem_b",)]
    finally:
        drop_database(pg_admin_url, url)
