"""Persistence for ``langgraph dev``: PostgreSQL checkpointer and zeusmem as the store.

Both use the same database as the memory service: ``ZEUSMEM_DATABASE_URL`` when set, else
the embedded server (started on demand). The store is :class:`zeusmem.store.ZeusmemStore`:
``runtime.store`` in graphs and the server's ``/store`` API (``client.store.*``) read and write
zeusmem's memories, through the gate. The store, the graphs and the REST API share one memory
service (:meth:`zeusmem.handle.LazyMemory.shared`): one pool per server. Referenced from
``langgraph.json``::

    "checkpointer": {"path": "./graphs/backends.py:make_checkpointer"},
    "store": {"path": "./graphs/backends.py:make_store"}
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

from zeusmem.episodic import open_checkpointer
from zeusmem.handle import LazyMemory
from zeusmem.interfaces.langgraph_auth import request_identity
from zeusmem.settings import Settings
from zeusmem.storage.database import resolve_database_url
from zeusmem.storage.embedded import release_server
from zeusmem.store import ZeusmemStore


async def database_url(settings: Settings | None = None) -> str:
    """zeusmem's database URL (starting or attaching to the embedded server when needed)."""
    settings = settings or Settings.from_env()
    return await asyncio.to_thread(resolve_database_url, settings.database_url, settings.data_dir)


@asynccontextmanager
async def make_checkpointer() -> AsyncIterator[AsyncPostgresSaver]:
    """An ``AsyncPostgresSaver`` after ``setup()``: threads survive a server restart or page refresh.

    :func:`zeusmem.episodic.open_checkpointer`: several servers may start at once, and
    behind PgBouncer (``ZEUSMEM_PGBOUNCER``) it prepares nothing and sets up on
    ``ZEUSMEM_DIRECT_DATABASE_URL``. Closed last when the server shuts down (also on SIGTERM), so
    it also lets go of the embedded PostgreSQL: the server stops with ``make dev`` unless another
    process still uses it. It holds the shared memory service until then, so that service (still
    used by runs finishing after the REST API and the store shut down) closes before the server goes.
    """
    settings = Settings.from_env()
    try:
        async with LazyMemory.shared().hold():
            async with open_checkpointer(await database_url(settings), settings=settings) as saver:
                yield saver
    finally:
        if not settings.database_url:
            await asyncio.to_thread(release_server, settings.data_dir)


@asynccontextmanager
async def make_store() -> AsyncIterator[ZeusmemStore]:
    """A :class:`~zeusmem.store.ZeusmemStore` on zeusmem's memory service (opened on first use).

    Inside a graph run the caller is the run's ``user_id`` (as for the tools); on the ``/store``
    routes it is the authenticated caller of ``langgraph.json``'s ``auth``
    (:mod:`zeusmem.interfaces.langgraph_auth`), and without one the routes are refused. The
    service is the process-wide :meth:`~zeusmem.handle.LazyMemory.shared` one, held while the
    store is in use.
    """
    async with LazyMemory.shared().hold() as memory:
        yield ZeusmemStore(memory, identity=request_identity)
