"""The LangGraph checkpointer on the memory database, and compaction of idle threads.

:func:`open_checkpointer` opens an ``AsyncPostgresSaver`` (:func:`open_checkpointer_sync` a
``PostgresSaver``) on the memory database, its tables set up under an advisory lock;
:func:`archive_idle_threads` compacts the checkpoint history of idle threads (LangGraph's
``keep_latest`` prune) into ``zeusmem.checkpoint_archive``. Exported by :mod:`zeusmem.episodic`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import timedelta
from typing import Any

from langgraph.checkpoint.postgres import PostgresSaver
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

from zeusmem.service.sessions import (
    ArchiveReport,
    Sessions,
    pooling_of,
    sessions_of,
)
from zeusmem.settings import Settings
from zeusmem.storage.pooling import langgraph_pool, langgraph_pool_sync, setup_with_retry, setup_with_retry_sync

# --- checkpointer -------------------------------------------------------------------------------


@asynccontextmanager
async def open_checkpointer(
    memory_or_url: Any, *, settings: Settings | None = None
) -> AsyncIterator[AsyncPostgresSaver]:
    """An ``AsyncPostgresSaver`` on the memory database (or a URL), its tables set up.

    The setup runs under a database-wide advisory lock, so processes may open it at once. The
    saver runs on a small connection pool (a broken connection is replaced, e.g. after a database
    restart); behind PgBouncer in transaction mode without prepared statements, and its setup on
    ``ZEUSMEM_DIRECT_DATABASE_URL`` when set (a URL's pooler settings come from ``settings``,
    default the environment; a MemoryService's from how it was opened).

    Example (needs a database, so not run as a doctest)::

        async with open_checkpointer(memory) as saver:
            graph = builder.compile(checkpointer=saver)
    """
    pooling = pooling_of(memory_or_url, settings)
    async with langgraph_pool(pooling) as pool:
        saver = AsyncPostgresSaver(pool)  # type: ignore[arg-type]
        what = "the checkpointer's setup"
        # under a session lock where one is possible; run again when it lost a race with a process
        # that could not take the lock (transaction pooling without a direct URL)
        if pooling.direct_url:
            async with Sessions.setup_lock(pooling.direct_url), \
                    AsyncPostgresSaver.from_conn_string(pooling.direct_url) as direct:
                await setup_with_retry(direct.setup, what=what)
        elif pooling.transaction_pooling:
            await setup_with_retry(saver.setup, what=what)
        else:
            async with Sessions.setup_lock(pooling.url):
                await setup_with_retry(saver.setup, what=what)
        yield saver


@contextmanager
def open_checkpointer_sync(memory_or_url: Any, *, settings: Settings | None = None) -> Iterator[PostgresSaver]:
    """A synchronous ``PostgresSaver`` on the memory database (or a URL), its tables set up."""
    from zeusmem.storage.sessions import session_lock_sync

    pooling = pooling_of(memory_or_url, settings)
    with langgraph_pool_sync(pooling) as pool:
        saver = PostgresSaver(pool)  # type: ignore[arg-type]
        what = "the checkpointer's setup"
        if pooling.direct_url:
            with session_lock_sync(pooling.direct_url, "zeusmem|checkpointer-setup"), \
                    PostgresSaver.from_conn_string(pooling.direct_url) as direct:
                setup_with_retry_sync(direct.setup, what=what)
        elif pooling.transaction_pooling:
            setup_with_retry_sync(saver.setup, what=what)
        else:
            with session_lock_sync(pooling.url, "zeusmem|checkpointer-setup"):
                setup_with_retry_sync(saver.setup, what=what)
        yield saver


async def archive_idle_threads(
    memory_or_db: Any, *, older_than: timedelta, limit: int = 1000
) -> ArchiveReport:
    """Compact threads idle for longer than ``older_than`` to their latest checkpoint.

    The rows removed (older checkpoints, their writes, blobs no kept checkpoint references)
    are moved to ``zeusmem.checkpoint_archive``; LangGraph's own ``keep_latest`` prune decides
    what stays, so the latest state (with pending approvals) still resumes.

    Example (needs a database, so not run as a doctest)::

        report = await archive_idle_threads(memory, older_than=timedelta(days=7))
        report.rows_before, report.rows_after, report.bytes_before, report.bytes_after
    """
    sessions = sessions_of(memory_or_db)
    async with open_checkpointer(sessions.db) as saver:

        async def prune(thread_id: str) -> None:
            await saver.aprune([thread_id], strategy="keep_latest")

        return await sessions.compact_idle_threads(older_than=older_than, prune=prune, limit=limit)
