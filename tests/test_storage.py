"""Foundation: embedded server lifecycle, migrations, connection errors, embedding-model separation."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import make_conninfo

import zeusmem
from zeusmem import ConfigurationError, MemoryType, SecurityContext, Settings, StorageError
from zeusmem.storage.database import Database, setup
from zeusmem.storage.embedded import server_status, start_server, stop_server
from zeusmem.storage.migrations import MIGRATIONS
from zeusmem.testing import DeterministicEmbeddings


def test_embedded_start_attach_stop_and_persist() -> None:
    data_dir = Path(tempfile.mkdtemp(prefix="zeusmem-life-", dir="/tmp")) / "pgdata"
    try:
        t0 = time.perf_counter()
        uri = start_server(data_dir)
        first = time.perf_counter() - t0
        assert server_status(data_dir).running
        with psycopg.connect(uri, autocommit=True) as conn:
            assert conn.execute("SHOW server_version").fetchone()[0].startswith("17")
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            version = conn.execute("SELECT extversion FROM pg_extension WHERE extname='vector'").fetchone()[0]
            assert version.startswith("0.8")
            conn.execute("CREATE TABLE kept (v text)")
            conn.execute("INSERT INTO kept VALUES ('survives a restart')")
        t0 = time.perf_counter()
        assert start_server(data_dir) == uri  # attach to the running server
        assert time.perf_counter() - t0 < min(1.0, first)
        assert stop_server(data_dir) is True
        status = server_status(data_dir)
        assert not status.running and status.initialized
        assert stop_server(data_dir) is False  # stopping twice is harmless
        uri2 = start_server(data_dir)
        with psycopg.connect(uri2) as conn:
            assert conn.execute("SELECT v FROM kept").fetchone()[0] == "survives a restart"
    finally:
        stop_server(data_dir)
    assert not server_status(data_dir).running


async def test_setup_is_idempotent(fresh_database_url: str) -> None:
    assert await setup(fresh_database_url) == len(MIGRATIONS)
    assert await setup(fresh_database_url) == len(MIGRATIONS)
    with psycopg.connect(fresh_database_url) as conn:
        versions = [r[0] for r in conn.execute("SELECT version FROM zeusmem.migrations ORDER BY 1")]
        assert versions == list(range(1, len(MIGRATIONS) + 1))
        n = conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname='zeusmem' AND tablename='memory_items'")
        assert n.fetchone()[0] == 1


def test_setup_from_concurrent_processes(fresh_database_url: str) -> None:
    code = (
        "import asyncio, sys; from zeusmem.storage.database import setup; "
        "print(asyncio.run(setup(sys.argv[1])))"
    )
    procs = [
        subprocess.Popen([sys.executable, "-c", code, fresh_database_url], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
        for _ in range(4)
    ]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0, 0], [o[1][-500:] for o in outs]
    assert all(o[0].strip() == str(len(MIGRATIONS)) for o in outs)
    with psycopg.connect(fresh_database_url) as conn:
        assert conn.execute("SELECT count(*) FROM zeusmem.migrations").fetchone()[0] == len(MIGRATIONS)
        assert conn.execute("SELECT count(*) FROM pg_extension WHERE extname='vector'").fetchone()[0] == 1


async def test_external_database_without_pgvector_gives_clear_error(pg_admin_url: str) -> None:
    name = "zm_novector"
    with psycopg.connect(pg_admin_url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute("DROP ROLE IF EXISTS zm_plain")
        conn.execute("CREATE ROLE zm_plain LOGIN")
        conn.execute(f"CREATE DATABASE {name}")
        conn.execute(f"REVOKE CREATE ON DATABASE {name} FROM PUBLIC")
    url = make_conninfo(pg_admin_url, dbname=name, user="zm_plain")
    try:
        with pytest.raises(ConfigurationError) as err:
            await setup(url)
        msg = str(err.value)
        assert "pgvector" in msg and "CREATE EXTENSION vector" in msg and "ZEUSMEM_DATABASE_URL" in msg
    finally:
        with psycopg.connect(pg_admin_url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            conn.execute("DROP ROLE IF EXISTS zm_plain")


async def test_bad_urls_and_unreachable_servers() -> None:
    with pytest.raises(ConfigurationError, match="not a valid PostgreSQL URL"):
        async with zeusmem.open_memory("postgresql://x:y@host:notaport/db", DeterministicEmbeddings()):
            pass
    with pytest.raises(ConfigurationError, match="empty"):
        from zeusmem.storage.database import check_url

        check_url("  ")
    with pytest.raises(StorageError) as err:
        await setup("postgresql://nobody:secretpw@127.0.0.1:1/nowhere?connect_timeout=2")
    assert "cannot connect" in str(err.value) and "127.0.0.1:1" in str(err.value)
    assert "secretpw" not in str(err.value)


async def test_data_dir_not_writable_or_under_home_as_root() -> None:
    with pytest.raises(ConfigurationError, match="ZEUSMEM_DATA_DIR"):
        async with zeusmem.open_memory(embeddings=DeterministicEmbeddings(), data_dir="/proc/zeusmem/pgdata"):
            pass
    import os

    if os.geteuid() == 0:
        with pytest.raises(ConfigurationError, match="home directory"):
            start_server(Path("/root/zeusmem-never/pgdata"))


async def test_models_never_compare_vectors(database_url: str) -> None:
    ctx = SecurityContext("model-user")
    model_a = DeterministicEmbeddings(dims=64, model_name="model-a")
    model_b = DeterministicEmbeddings(dims=64, model_name="model-b")  # same dims, other model
    model_c = DeterministicEmbeddings(dims=32, model_name="model-c")  # other dims
    async with zeusmem.open_memory(database_url, model_a, settings=Settings()) as mem:
        item = await mem.add_explicit_memory(ctx, "Prefers green tea in the morning", MemoryType.PREFERENCE)
        assert item.embedding_model == "model-a"
        assert [h.item.id for h in await mem.search_memories(ctx, "green tea")] == [item.id]
    for other in (model_b, model_c):
        async with zeusmem.open_memory(database_url, other, settings=Settings()) as mem:
            assert await mem.search_memories(ctx, "green tea") == []
            # and the duplicate gate does not compare across models either
            again = await mem.add_explicit_memory(ctx, "Prefers green tea in the morning", MemoryType.PREFERENCE)
            assert again.embedding_model == other.model_name
    async with Database.open(database_url) as db, db.connection() as conn:
        cur = await conn.execute("SELECT count(*) FROM zeusmem.embedding_models")
        assert (await cur.fetchone())[0] == 3
        # no table-wide vector index (nothing would use it: small scopes are scanned exactly)
        cur = await conn.execute("SELECT count(*) FROM pg_indexes WHERE indexname LIKE 'memory_items_hnsw_m%'")
        assert (await cur.fetchone())[0] == 0


def test_settings_env_overrides() -> None:
    env = {
        "MEMORY_MIN_CONFIDENCE": "0.8", "MEMORY_DUPLICATE_THRESHOLD": "0.9", "MEMORY_MAX_EXTRACTIONS": "5",
        "MEMORY_MIN_LENGTH": "3", "MEMORY_MAX_LENGTH": "100", "ZEUSMEM_RANK_WEIGHTS": "0.6,0.2,0.2",
        "ZEUSMEM_DATABASE_URL": "postgresql://u@h/db", "ZEUSMEM_DATA_DIR": "/var/tmp/zm", "ZEUSMEM_POOL_MAX": "3",
        "ZEUSMEM_EMBEDDINGS": "local",
    }
    s = Settings.from_env(env)
    assert (s.min_confidence, s.duplicate_threshold, s.max_extractions, s.min_length, s.max_length) == (
        0.8, 0.9, 5, 3, 100)
    assert (s.rank_weights.similarity, s.rank_weights.confidence, s.rank_weights.scope) == (0.6, 0.2, 0.2)
    assert s.database_url == "postgresql://u@h/db" and str(s.data_dir) == "/var/tmp/zm" and s.pool_max == 3
    for bad in ({"MEMORY_MIN_CONFIDENCE": "high"}, {"MEMORY_MAX_EXTRACTIONS": "2.5"},
                {"ZEUSMEM_RANK_WEIGHTS": "1,2"}, {"MEMORY_MIN_CONFIDENCE": "1.5"}, {"ZEUSMEM_EMBEDDINGS": "magic"}):
        with pytest.raises(ConfigurationError, match=next(iter(bad))):
            Settings.from_env(bad)


def test_pool_survives_in_a_fresh_event_loop(database_url: str) -> None:
    async def once() -> str:
        async with Database.open(database_url) as db:
            return (await db.server_info())["pgvector"]

    assert asyncio.run(once()).startswith("0.8")


def test_keep_running_survives_later_holders() -> None:
    """`zeusmem db start` semantics: the server outlives every process until stop_server."""
    data_dir = Path(tempfile.mkdtemp(prefix="zeusmem-keep-", dir="/tmp")) / "pgdata"
    code = (
        "import sys; from pathlib import Path; from zeusmem.storage.embedded import start_server; "
        "start_server(Path(sys.argv[1]), keep_running=sys.argv[2] == '1')"
    )
    try:
        for keep in ("1", "0"):  # a keeper starts it, then an ordinary holder attaches and exits
            subprocess.run([sys.executable, "-c", code, str(data_dir), keep], check=True, timeout=120)
        assert server_status(data_dir).running
    finally:
        assert stop_server(data_dir) is True
    assert not server_status(data_dir).running
