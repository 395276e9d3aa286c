"""How search executes: pool checkout without a round trip, a dead connection replaced without an
error, prepares configurable in one place, ``last_used_at`` off the request path, the embedded
server sized for the machine at its first start."""

from __future__ import annotations

import asyncio
import shutil
import tempfile
from pathlib import Path

import psycopg

import zeusmem
from zeusmem import MemoryType, SecurityContext, Settings
from zeusmem.storage.database import check_idle
from zeusmem.storage.embedded import machine_memory, recorded_tuning, start_server, stop_server, tuning_for
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=32)


async def test_checkout_sends_nothing_and_a_killed_connection_is_replaced(database_url: str) -> None:
    ctx = SecurityContext("path-user")
    async with zeusmem.open_memory(database_url, EMB) as mem:
        item = await mem.add_explicit_memory(ctx, "Keeps the runbook in the ops wiki", MemoryType.FACT)
        assert [h.item.id for h in await mem.search_memories(ctx, "runbook")] == [item.id]
        pool = mem.repo.db.search_pool
        assert pool is not mem.repo.db.pool and pool._check is check_idle
        # an idle pooled connection costs no message to the server to check out (libpq's trace)
        with tempfile.TemporaryFile() as trace:
            async with pool.connection() as conn:
                pid = conn.info.backend_pid
                conn.pgconn.trace(trace.fileno())
            async with pool.connection() as again:
                assert again.info.backend_pid == pid
                again.pgconn.untrace()
            trace.seek(0)
            assert trace.read() == b""
        # the server ends every search connection (a restart, a pooler recycling it): no error surfaces
        with psycopg.connect(database_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                          " WHERE application_name = '' AND pid <> pg_backend_pid() AND datname = current_database()")
        await asyncio.sleep(0.2)
        for _ in range(3):
            assert [h.item.id for h in await mem.search_memories(ctx, "runbook")] == [item.id]


async def test_prepare_threshold_none_uses_one_pool_and_prepares_nothing(database_url: str) -> None:
    ctx = SecurityContext("noprep-user")
    async with zeusmem.open_memory(database_url, EMB, settings=Settings(prepare_threshold=None)) as mem:
        await mem.add_explicit_memory(ctx, "Prefers tabs over spaces", MemoryType.PREFERENCE)
        for _ in range(6):
            assert await mem.search_memories(ctx, "tabs or spaces")
        assert mem.repo.db.search_pool is mem.repo.db.pool
        async with mem.repo.db.connection() as conn:
            cur = await conn.execute("SELECT count(*) FROM pg_prepared_statements")
            assert (await cur.fetchone())[0] == 0
    assert Settings.from_env({"ZEUSMEM_PREPARE_THRESHOLD": "none"}).prepare_threshold is None
    assert Settings.from_env({"ZEUSMEM_PREPARE_THRESHOLD": "0"}).prepare_threshold == 0


async def test_last_used_at_is_written_in_the_background_and_on_close(database_url: str) -> None:
    ctx = SecurityContext("usage-user")
    async with zeusmem.open_memory(database_url, EMB) as mem:
        item = await mem.add_explicit_memory(ctx, "Runs the weekly release train", MemoryType.HABIT)
        hits = await mem.search_memories(ctx, "release train")
        assert hits[0].item.id == item.id and mem.repo.usage.pending == 1  # queued, not written yet
        with psycopg.connect(database_url) as conn:
            row = conn.execute("SELECT last_used_at FROM zeusmem.memory_usage WHERE memory_id = %s",
                               (item.id,)).fetchone()
        assert row is None  # the memory's usage row (zeusmem.memory_usage) does not exist yet
        await mem.search_memories(ctx, "weekly release")  # queued again: closing the service writes it
    with psycopg.connect(database_url) as conn:
        row = conn.execute("SELECT last_used_at FROM zeusmem.memory_usage WHERE memory_id = %s",
                           (item.id,)).fetchone()
    assert row is not None and row[0] is not None


def test_embedded_server_is_sized_for_the_machine_at_first_start() -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="zeusmem-sized-", dir="/tmp")) / "pgdata"
    try:
        url = start_server(data_dir)
        want = tuning_for(machine_memory())
        with psycopg.connect(url) as conn:
            shown = conn.execute("SELECT setting::bigint * 8192 / 1048576 FROM pg_settings"
                                 " WHERE name = 'shared_buffers'").fetchone()[0]
            assert f"{shown}MB" == want["shared_buffers"]
            assert conn.execute("SHOW jit").fetchone()[0] == "off"
        note = recorded_tuning(data_dir)
        assert note is not None and "MB of RAM" in note
    finally:
        stop_server(data_dir)
        shutil.rmtree(data_dir.parent, ignore_errors=True)
    assert tuning_for(64 * 1024**3)["shared_buffers"] == "4096MB"  # capped: test servers start often
    assert tuning_for(1024**3)["shared_buffers"] == "256MB"


def test_collapse_with_a_limit_keeps_the_same_first_hits_and_reads_no_further() -> None:
    """The search collapses its ranking lazily and stops at the k-th hit kept: the same first k
    as collapsing the whole ranking, and no candidate past the one that made k is decoded."""
    import numpy as np

    from zeusmem.rules import ranking

    rng = np.random.default_rng(7)
    base = rng.normal(size=16)
    cands = []
    for i in range(12):  # near-duplicates of one statement (same key every third), and distinct ones
        v = base + rng.normal(scale=0.01 if i % 2 == 0 else 3.0, size=16)
        cands.append(ranking.Candidate(i, "fact", "k" if i % 3 == 0 else None, v, "The analytics timeout is 80"))
    whole = ranking.collapse_near_duplicates(cands, 0.9)
    seen: list[int] = []

    def lazy():
        for c in cands:
            seen.append(c.index)
            yield c

    for k in (1, 3, 5, len(cands)):
        seen.clear()
        assert ranking.collapse_near_duplicates(lazy(), 0.9, limit=k) == whole[:k]
        assert not seen or seen[-1] <= (whole[k - 1] if k <= len(whole) else cands[-1].index)


async def test_search_items_hold_every_column_the_statement_leaves_out_or_sends_short(database_url: str) -> None:
    """The search statement does not send org_id, embedding_model_id, last_used_at (the same for every
    row) and sends lineage_id (NULL when it is the id) and tags (text form) shorter: its items are
    still the stored ones, field for field (last_used_at: None, as for every search)."""
    import dataclasses

    ctx = SecurityContext("cols-user", org_id="cols-org")
    async with zeusmem.open_memory(database_url, EMB) as mem:
        first = await mem.add_explicit_memory(ctx, "Keeps the backup keys in the blue safe", MemoryType.FACT,
                                              tags=["a b", 'x"y', "NULL", "é,}", "{z}", "back\\slash"])
        other = await mem.add_explicit_memory(SecurityContext("cols-user"), "Keeps spare keys in a drawer",
                                              MemoryType.FACT)
        second = await mem.update_memory(ctx, first.id, content="Keeps the backup keys in the red safe",
                                         tags=["plain"])
        assert second.version == 2 and second.lineage_id is not None
        for who, want in ((ctx, second), (SecurityContext("cols-user"), other)):
            hits = await mem.search_memories(who, "backup keys safe drawer", k=5)
            assert [h.item.id for h in hits] == [want.id]
            stored = await mem.get_memory(who, want.id)
            found = hits[0].item
            assert dataclasses.replace(found, last_used_at=None) == dataclasses.replace(stored, last_used_at=None)
            assert found.org_id == stored.org_id and found.embedding_model == stored.embedding_model
        then = second.created_at - (second.created_at - first.created_at) / 2
        old = await mem.search_memories(ctx, "blue safe", k=5, as_of=then)
        assert [(h.item.version, h.item.tags) for h in old] == [(1, first.tags)]
