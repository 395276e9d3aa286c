"""``last_used_at`` off the request path: uses are queued in memory and written in batches.

A search returns without writing anything; the ids it returned are handed to
:class:`UsageRecorder`, which writes them from a background task on its own pooled connection,
at most every :data:`FLUSH_INTERVAL` seconds (sooner when :data:`MAX_PENDING` ids are waiting),
one statement per batch (:data:`zeusmem.storage.sql.TOUCH_LAST_USED`: at most once every
:data:`GRANULARITY` seconds per item, rows a writer holds are skipped); an id this process wrote
less than that ago is not even sent. Closing the service flushes what is left. It is
bookkeeping: a failed batch is logged and dropped, never raised into a search.

>>> UsageRecorder.__name__
'UsageRecorder'
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import psycopg

from zeusmem.errors import StorageError
from zeusmem.storage import sql as q

if TYPE_CHECKING:
    from collections.abc import Iterable

    from zeusmem.storage.database import Database

log = logging.getLogger("zeusmem.storage")

#: seconds between two batches
FLUSH_INTERVAL = 0.5
#: a batch is written without waiting for the interval once this many ids are queued
MAX_PENDING = 2000
#: last_used_at is kept to this precision (seconds): the same as TOUCH_LAST_USED's interval
GRANULARITY = 600
#: ids remembered as recently written (the oldest are forgotten first)
RECENT_MAX = 100_000


class UsageRecorder:
    """Queues item uses and writes them in batches in the background (see the module docstring)."""

    def __init__(self, db: Database, *, interval: float = FLUSH_INTERVAL) -> None:
        self.db = db
        self.interval = interval
        self._pending: dict[str, datetime] = {}
        self._recent: dict[str, float] = {}  # id -> when this process last wrote it (monotonic)
        self._task: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None
        self._closed = False

    def record(self, ids: Iterable[str]) -> None:
        """Note that ``ids`` were used now; returns at once (no I/O)."""
        if self._closed:
            return
        now = datetime.now(UTC)
        mono = time.monotonic()
        for i in ids:
            at = self._recent.get(i)
            if at is None or mono - at >= GRANULARITY:
                self._pending.setdefault(i, now)
        if not self._pending:
            return
        if self._task is None or self._task.done():
            self._wake = asyncio.Event()
            self._task = asyncio.get_running_loop().create_task(self._run(), name="zeusmem-last-used")
        elif len(self._pending) >= MAX_PENDING and self._wake is not None:
            self._wake.set()

    @property
    def pending(self) -> int:
        return len(self._pending)

    async def _run(self) -> None:
        assert self._wake is not None
        while self._pending and not self._closed:
            try:
                await asyncio.wait_for(self._wake.wait(), timeout=self.interval)
            except TimeoutError:
                pass
            self._wake.clear()
            await self.flush()

    async def flush(self) -> int:
        """Write every queued use now; returns how many ids the batch held."""
        if not self._pending:
            return 0
        batch, self._pending = self._pending, {}
        ids = sorted(batch)
        mono = time.monotonic()
        for i in ids:
            self._recent.pop(i, None)
            self._recent[i] = mono
        while len(self._recent) > RECENT_MAX:
            self._recent.pop(next(iter(self._recent)))
        try:
            async with self.db.owner_connection() as conn:  # a batch of every caller's: the owner's
                await conn.execute(q.TOUCH_LAST_USED, {"ids": ids, "ats": [batch[i] for i in ids]})
        except (psycopg.Error, StorageError) as e:
            log.warning("could not record last_used_at of %d memories: %s", len(ids), str(e)[:200])
        return len(ids)

    async def aclose(self) -> None:
        """Flush what is queued and stop the background task."""
        self._closed = True
        task, self._task = self._task, None
        if task is not None and not task.done():
            if self._wake is not None:
                self._wake.set()
            try:
                await asyncio.wait_for(asyncio.shield(task), timeout=5)
            except (TimeoutError, asyncio.CancelledError):
                task.cancel()
            except Exception:  # noqa: BLE001 - bookkeeping never breaks a close
                log.warning("last_used_at task failed", exc_info=True)
        await self.flush()
