"""Where the memory service lives (``zeusmem.handle``): one shared service, held by its owners.

``LazyMemory.shared()`` is what the example graphs, ``graphs/backends.py`` and the REST app's
default ``create_app()`` use (one pool per server, counted on a real ``make dev`` in
test_make_dev.py); :meth:`LazyMemory.hold` keeps it open until the last owner is done. The old
import paths keep working.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import psycopg

from zeusmem.handle import LazyMemory
from zeusmem.settings import Settings
from zeusmem.testing import DeterministicEmbeddings

ROOT = Path(__file__).resolve().parent.parent


def _connections(url: str) -> int:
    with psycopg.connect(url) as conn:
        (n,) = conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()  # type: ignore[misc]
    return int(n)


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{name}_under_test", ROOT / "graphs" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_server_parts_use_the_one_shared_service(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ZEUSMEM_MODEL", "offline")
    shared = LazyMemory.shared()
    assert shared is LazyMemory.shared() and isinstance(shared, LazyMemory)
    assert _load("agent").memory is shared
    assert _load("nodes_graph").memory is shared
    assert LazyMemory() is not shared  # an explicit LazyMemory() keeps a pool of its own


async def test_hold_keeps_the_service_until_the_last_holder_leaves(database_url: str) -> None:
    lazy = LazyMemory(database_url, DeterministicEmbeddings(dims=32), settings=Settings())
    before = _connections(database_url)
    async with lazy.hold():
        async with lazy.hold():
            service = await lazy()
            assert await lazy() is service
        assert await lazy() is service  # the outer holder still holds it
        assert _connections(database_url) > before
    assert _connections(database_url) == before  # the last holder closed the pool
    reopened = await lazy()  # a later call opens it again
    assert reopened is not service
    await lazy.aclose()
    assert _connections(database_url) == before


async def test_the_store_factory_holds_the_shared_service(monkeypatch, database_url: str) -> None:  # type: ignore[no-untyped-def]
    """graphs/backends.make_store: a ZeusmemStore on the shared service, closed when the store is done."""
    monkeypatch.setenv("ZEUSMEM_DATABASE_URL", database_url)
    monkeypatch.setenv("ZEUSMEM_EMBEDDINGS", "local")
    backends = _load("backends")
    shared = LazyMemory.shared()
    await shared.aclose()  # opened by an earlier test of this event loop on another database, if any
    before = _connections(database_url)
    async with backends.make_store() as store:
        assert store._ref.source is shared
        assert await store._ref.get() is await shared()
        assert _connections(database_url) > before
    assert _connections(database_url) == before
