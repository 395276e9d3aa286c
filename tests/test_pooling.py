"""Several processes on one database, directly and through a real PgBouncer in transaction mode.

* Detection of the pooler (``ZEUSMEM_PGBOUNCER``, the URL, port 6432) and what it changes.
* Through PgBouncer: memory, search, checkpoints and setup work; setup and the consolidation run
  leave no advisory lock behind on a pooled server connection (the cause of a hang: a session lock
  taken on one server connection and "released" on another stays held for ever).
* A write that waits for a lock longer than ``lock_timeout`` fails with a clear StorageError.
* Regression (``-m slow``): 4 processes writing the same memory at the same moment, each one
  registering its embedding model meanwhile, used to deadlock ("deadlock detected") instead of
  rejecting duplicates. Each round uses a new model so that every round races a registration.

This file doubles as the worker script of the multi-process test (``python test_pooling.py URL``).
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from langgraph.checkpoint.base import empty_checkpoint
from psycopg.conninfo import conninfo_to_dict, make_conninfo

import zeusmem
from bench.pgbouncer import pgbouncer
from zeusmem import GateRejected, MemoryType, SecurityContext, Settings, StorageError
from zeusmem.storage.pooling import resolve_pooling
from zeusmem.testing import DeterministicEmbeddings

HERE = Path(__file__).resolve()
EMB = DeterministicEmbeddings(dims=64, model_name="pooling-test")


# --- detection (pure) ------------------------------------------------------------------------------------


def test_pooler_detection() -> None:
    assert resolve_pooling("postgresql://u@db/z").mode == "off"
    assert resolve_pooling("postgresql://u@db:6432/z").transaction_pooling
    assert resolve_pooling("host=db port=6432 dbname=z").transaction_pooling
    p = resolve_pooling("postgresql://u@db/z?pgbouncer=true&sslmode=require")
    assert (p.mode, p.url) == ("transaction", "postgresql://u@db/z?sslmode=require")
    assert resolve_pooling("postgresql://u@db:6432/z", mode="off").mode == "off"  # the setting wins
    assert resolve_pooling("postgresql://u@db/z", mode="session").behind_pooler
    p = resolve_pooling("postgresql://u@pool/z", mode="transaction", direct_url="postgresql://u@db/z")
    assert p.migration_url == "postgresql://u@db/z" and p.connect_kwargs() == {"prepare_threshold": None}
    assert resolve_pooling("postgresql://u@db/z").connect_kwargs() == {}
    with pytest.raises(zeusmem.ConfigurationError, match="ZEUSMEM_PGBOUNCER"):
        resolve_pooling("postgresql://u@db/z", mode="statement")
    s = Settings.from_env({"ZEUSMEM_PGBOUNCER": "transaction", "ZEUSMEM_DIRECT_DATABASE_URL": "postgresql://d/z",
                           "ZEUSMEM_LOCK_TIMEOUT": "2.5"})
    assert (s.pgbouncer, s.direct_database_url, s.lock_timeout) == ("transaction", "postgresql://d/z", 2.5)
    with pytest.raises(zeusmem.ConfigurationError, match="ZEUSMEM_PGBOUNCER"):
        Settings.from_env({"ZEUSMEM_PGBOUNCER": "yes please"})


def test_the_capped_reconnection_backoff_still_reaches_psycopg_pool() -> None:
    """zeusmem's pools cap psycopg_pool's reconnection backoff by overriding its private ``_add_connection``
    (zeusmem.storage.pooling): a psycopg_pool release that renames it or changes its parameters would drop the
    cap silently (only the slow restart test would notice). Fail here, at once, naming what to re-check."""
    import inspect

    from psycopg_pool import AsyncConnectionPool as LibAsync
    from psycopg_pool import ConnectionPool as LibSync

    from zeusmem.storage import pooling

    for lib, ours in ((LibAsync, pooling.AsyncConnectionPool), (LibSync, pooling.ConnectionPool)):
        assert hasattr(lib, "_add_connection"), f"psycopg_pool {lib.__name__} has no _add_connection any more"
        params = list(inspect.signature(lib._add_connection).parameters)
        assert params[:3] == ["self", "attempt", "growing"], (lib.__name__, params)
        assert ours._add_connection is not lib._add_connection
    attempt = pooling._CappedBackoff(timeout=60.0)
    for _ in range(12):  # the library doubles the delay each time: 1, 2, 4 ... 2048 s without the cap
        attempt.update_delay(time.monotonic())
    assert attempt.delay <= pooling.MAX_RECONNECT_DELAY_S


def test_a_missing_pgbouncer_fails_with_the_command_that_installs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import bench.pgbouncer as pgb

    monkeypatch.setattr(pgb.shutil, "which", lambda _name: None)
    monkeypatch.setattr(pgb.os, "access", lambda _path, _mode: False)
    with pytest.raises(RuntimeError, match=r"make system-deps.*apt-get install -y pgbouncer"):
        with pgb.pgbouncer("postgresql://postgres@/postgres?host=/nonexistent"):
            pass


# --- through PgBouncer ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def bouncer(database_url: str) -> Iterator[str]:
    """This module's database through PgBouncer in transaction mode (a small server pool: 3)."""
    with pgbouncer(database_url, default_pool_size=3) as pooled:
        yield make_conninfo(pooled, dbname=conninfo_to_dict(database_url)["dbname"])


def _advisory_locks(url: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(
            "SELECT l.pid, l.objid, l.granted, a.state FROM pg_locks l JOIN pg_stat_activity a USING (pid)"
            " WHERE l.locktype = 'advisory' AND a.datname = current_database()"
        ).fetchall()


async def test_memory_and_checkpoints_through_pgbouncer(database_url: str, bouncer: str) -> None:
    from zeusmem.episodic import open_checkpointer

    # the test is about the pooler, not the duplicate check (deterministic embeddings are close)
    settings = Settings(pgbouncer="transaction", direct_database_url=database_url, duplicate_threshold=0.99)
    ctx = SecurityContext("bea", session_id="bea-1")
    async with zeusmem.open_memory(bouncer, EMB, settings=settings) as mem:
        assert mem.repo.db.pooling.transaction_pooling
        for i in range(8):  # more statements than psycopg's prepare threshold, on 3 server connections
            await mem.add_explicit_memory(ctx, f"Bea's note number {i}: the {i}th sprint ships feature {i * 7}",
                                          MemoryType.FACT, key=f"note-{i}")
            hits = await mem.search_memories(ctx, f"feature {i * 7}", k=3)
            assert hits
        for i in range(3):
            await mem.add_explicit_memory(ctx, f"Bea was seen using tool {i} for chore {i * 11}", MemoryType.HABIT,
                                          source="ai", confidence=0.9)
        with pytest.raises(GateRejected, match="rate_limit|agent-extracted"):
            await mem.add_explicit_memory(ctx, "Bea likes long walks on the beach at dawn", MemoryType.PREFERENCE,
                                          source="ai", confidence=0.9)
        assert not (await zeusmem.run_consolidation(mem)).skipped  # its lock is a transaction's
        assert not (await zeusmem.run_consolidation(mem)).skipped  # ... and gone after the run
        async with open_checkpointer(mem) as saver:  # no prepared statements through the pooler
            config = {"configurable": {"thread_id": "bea-1", "checkpoint_ns": ""}}
            for step in range(6):
                cp = {**empty_checkpoint(), "id": f"1ef{step:029d}"}
                config = await saver.aput(config, cp, {"step": step}, {})
            assert len([t async for t in saver.alist({"configurable": {"thread_id": "bea-1"}})]) == 6
    assert _advisory_locks(database_url) == [], "an advisory lock outlived its transaction"


async def test_concurrent_setups_through_pgbouncer_leave_no_lock(pg_admin_url: str) -> None:
    """Setups from several pools at once through the pooler (no direct URL): one schema, no lock left."""
    from conftest import create_database, drop_database

    url = create_database(pg_admin_url, "zmsetup")
    try:
        with pgbouncer(url, default_pool_size=4) as pooled:
            pooled_db = make_conninfo(pooled, dbname=conninfo_to_dict(url)["dbname"])
            settings = Settings(pgbouncer="transaction")

            async def one(i: int) -> str:
                async with zeusmem.open_memory(pooled_db, EMB, settings=settings) as mem:
                    item = await mem.add_explicit_memory(
                        SecurityContext(f"setup-{i}"), f"Setup racer {i} stores fact {i * 13}", MemoryType.FACT
                    )
                    return item.id

            ids = await asyncio.wait_for(asyncio.gather(*(one(i) for i in range(4))), 120)
            assert len(set(ids)) == 4
        assert _advisory_locks(url) == []
        with psycopg.connect(url) as conn:
            (version,) = conn.execute("SELECT max(version) FROM zeusmem.migrations").fetchone()
        from zeusmem.storage.migrations import MIGRATIONS

        assert version == len(MIGRATIONS)
    finally:
        drop_database(pg_admin_url, url)


async def test_a_write_waiting_too_long_for_a_lock_fails_clearly(database_url: str) -> None:
    ctx = SecurityContext("lou")
    async with zeusmem.open_memory(database_url, EMB, settings=Settings(lock_timeout=0.5)) as mem:
        await mem.add_explicit_memory(ctx, "Lou takes the early train on Mondays", MemoryType.HABIT)
        with psycopg.connect(database_url) as blocker, blocker.transaction():
            blocker.execute("SELECT pg_advisory_xact_lock(hashtextextended('scope||user|lou', 0))")
            t0 = time.monotonic()
            with pytest.raises(StorageError, match="gave up waiting for a lock") as info:
                await mem.add_explicit_memory(ctx, "Lou prefers window seats on long trips", MemoryType.PREFERENCE)
            assert time.monotonic() - t0 < 5
            assert "ZEUSMEM_LOCK_TIMEOUT" in str(info.value)
        # nothing half-written; the next write goes through
        await mem.add_explicit_memory(ctx, "Lou prefers window seats on long trips", MemoryType.PREFERENCE)
        assert len(await mem.list_memories(ctx)) == 2


# --- regression: 4 processes, the same memory at the same moment, models registered meanwhile -------------

PROCESSES = 4
ROUNDS = 6
PER_PROCESS = 3


def _run_race(url: str, env: dict[str, str]) -> list[list[str]]:
    procs = [
        subprocess.Popen([sys.executable, str(HERE), url], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=env)
        for _ in range(PROCESSES)
    ]
    rounds: list[list[str]] = []
    try:
        for _ in range(ROUNDS):
            for p in procs:
                assert p.stdout is not None
                line = p.stdout.readline().strip()
                assert line == "ready", (line, p.stderr.read() if p.stderr and p.poll() is not None else "")
            for p in procs:
                assert p.stdin is not None
                p.stdin.write("go\n")
                p.stdin.flush()
            outcomes: list[str] = []
            for p in procs:
                assert p.stdout is not None
                outcomes += json.loads(p.stdout.readline())
            rounds.append(outcomes)
        for p in procs:
            p.communicate(timeout=60)
            assert p.returncode == 0, p.stderr
        return rounds
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()


async def _worker(url: str) -> None:
    async with zeusmem.open_memory(url, EMB, settings=Settings.from_env(max_extractions=10**6)) as mem:
        models = [DeterministicEmbeddings(dims=64, model_name=f"race-model-{r}") for r in range(ROUNDS)]
        for r, emb in enumerate(models):  # a registration per round (all kept alive: specs are cached by id)
            mem.embeddings = emb
            mem._resolver = lambda _u, e=emb: e  # type: ignore[misc]
            print("ready", flush=True)
            await asyncio.to_thread(sys.stdin.readline)

            async def one(r: int) -> str:
                try:
                    await mem.add_explicit_memory(SecurityContext(f"racer-{r}", session_id=f"race-{r}"),
                                                  "The user prefers dark mode in every editor", MemoryType.PREFERENCE,
                                                  source="ai", confidence=0.9)
                    return "stored"
                except GateRejected as e:
                    return e.verdict.reason.value
                except Exception as e:  # noqa: BLE001 - reported, so the test shows what went wrong
                    return f"{type(e).__name__}: {e}"

            print(json.dumps(await asyncio.gather(*(one(r) for _ in range(PER_PROCESS)))), flush=True)


@pytest.mark.slow
@pytest.mark.parametrize("via", ["direct", "pgbouncer"])
def test_four_processes_write_the_same_memory_at_once(fresh_database_url: str, via: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(HERE.parents[1])}
    env.pop("ZEUSMEM_DATABASE_URL", None)
    if via == "direct":
        rounds = _run_race(fresh_database_url, env)
    else:
        with pgbouncer(fresh_database_url) as pooled:
            url = make_conninfo(pooled, dbname=conninfo_to_dict(fresh_database_url)["dbname"])
            rounds = _run_race(url, {**env, "ZEUSMEM_PGBOUNCER": "transaction",
                                     "ZEUSMEM_DIRECT_DATABASE_URL": fresh_database_url})
    for outcomes in rounds:
        assert sorted(outcomes) == ["duplicate"] * (PROCESSES * PER_PROCESS - 1) + ["stored"], "; ".join(outcomes)
    with psycopg.connect(fresh_database_url) as conn:
        per_round = conn.execute(
            "SELECT scope_id, count(*) FROM zeusmem.memory_items GROUP BY 1 ORDER BY 1").fetchall()
    assert per_round == [(f"racer-{r}", 1) for r in range(ROUNDS)]
    assert _advisory_locks(fresh_database_url) == []


if __name__ == "__main__":
    asyncio.run(_worker(sys.argv[1]))


async def test_an_undeclared_transaction_pooler_is_named(fresh_database_url: str) -> None:
    """Through PgBouncer in transaction mode without ZEUSMEM_PGBOUNCER (and on a port other than
    6432), prepared statements collide on shared server connections: the error says what to set,
    instead of "cannot connect" after the pool's timeout."""

    async def work(mem: zeusmem.MemoryService, i: int) -> None:
        ctx = SecurityContext(f"pooled-{i % 3}")
        for j in range(6):
            await mem.search_memories(ctx, f"query {i} {j}")
            await mem.list_memories(ctx)

    with pgbouncer(fresh_database_url) as pooled:
        url = make_conninfo(pooled, dbname=conninfo_to_dict(fresh_database_url)["dbname"])
        settings = Settings(direct_database_url=fresh_database_url)
        with pytest.raises(StorageError, match="ZEUSMEM_PGBOUNCER=transaction") as info:
            async with zeusmem.open_memory(url, EMB, settings=settings) as mem:
                await asyncio.wait_for(asyncio.gather(*(work(mem, i) for i in range(8))), 60)
        assert "cannot connect" not in str(info.value)
