"""Where the memory service lives: :class:`LazyMemory`, :class:`MemoryRef` and the sync path.

Everything that takes "a memory" (the agent's tools, middleware and nodes, the LangGraph store,
the REST app) accepts a :data:`MemorySource`: an open :class:`~zeusmem.MemoryService`, or a
zero-argument async callable returning one, such as :class:`LazyMemory`, which opens the
database on first use inside the event loop that serves the graph (what ``langgraph dev`` needs).
:meth:`LazyMemory.shared` is the one service of a process with the default configuration: the
example graphs, ``graphs/backends.py``'s store and the REST app all use it, so a server opens one
pool (and loads the embedding model once) however many of them it serves.

>>> LazyMemory.shared() is LazyMemory.shared()
True
"""

from __future__ import annotations

import asyncio
import logging
import threading
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

from langchain_core.embeddings import Embeddings

from zeusmem.errors import ConfigurationError
from zeusmem.service.service import MemoryService
from zeusmem.settings import Settings

# the logger name the agent layer has always used ("zeusmem memory service opened" in server logs)
log = logging.getLogger("zeusmem.agent")

T = TypeVar("T")

MemorySource = MemoryService | Callable[[], Awaitable[MemoryService]]
"""An open MemoryService, or a zero-argument async callable returning one (e.g. :class:`LazyMemory`)."""


# --- the sync path: a background event loop -----------------------------------------------------
_bg_loop: asyncio.AbstractEventLoop | None = None
_bg_lock = threading.Lock()


def _background_loop() -> asyncio.AbstractEventLoop:
    """A daemon thread's event loop for sync calls when no running home loop is known."""
    global _bg_loop
    with _bg_lock:
        if _bg_loop is None or _bg_loop.is_closed():
            loop = asyncio.new_event_loop()
            threading.Thread(target=loop.run_forever, name="zeusmem-sync-loop", daemon=True).start()
            _bg_loop = loop
        return _bg_loop


# --- LazyMemory ---------------------------------------------------------------------------------
_shared: LazyMemory | None = None
_shared_lock = threading.Lock()


class LazyMemory:
    """A :class:`~zeusmem.MemoryService` opened with :func:`zeusmem.open_memory` on first use.

    One service per event loop (a pool belongs to the loop that opened it), kept open until
    :meth:`aclose`, the last :meth:`hold` ends, or process exit. Arguments are those of
    ``open_memory``; by default ``ZEUSMEM_DATABASE_URL`` or the embedded server, and the offline
    embeddings. Each ``LazyMemory()`` opens its own pool; :meth:`shared` is the process-wide one.

    >>> memory = LazyMemory()

    Example (needs a database, so not run as a doctest)::

        service = await memory()   # inside the serving event loop
    """

    def __init__(
        self,
        database_url: str | None = None,
        embeddings: Embeddings | None = None,
        *,
        settings: Settings | None = None,
        data_dir: str | Path | None = None,
    ) -> None:
        self._kwargs: dict[str, Any] = {
            "database_url": database_url,
            "settings": settings,
            "data_dir": data_dir,
        }
        self._embeddings = embeddings
        self._open: weakref.WeakKeyDictionary[
            asyncio.AbstractEventLoop, tuple[MemoryService, AsyncExitStack]
        ] = weakref.WeakKeyDictionary()
        self._locks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = (
            weakref.WeakKeyDictionary()
        )
        self._holders: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, int] = weakref.WeakKeyDictionary()
        self._guard = threading.Lock()

    @classmethod
    def shared(cls) -> LazyMemory:
        """The process-wide ``LazyMemory()`` with the default configuration (created on first call).

        What the example graphs, ``graphs/backends.py`` and the REST app's default ``create_app()``
        use, so one ``langgraph dev`` server has one memory service per event loop: one pool of
        ``ZEUSMEM_POOL_MAX`` connections. Whoever owns a lifetime (a server's lifespan, the store
        factory) wraps it in :meth:`hold`; the service closes when the last holder is done.

        >>> LazyMemory.shared() is LazyMemory.shared()
        True
        """
        global _shared
        with _shared_lock:
            if _shared is None:
                _shared = cls()
            return _shared

    def _lock(self, loop: asyncio.AbstractEventLoop) -> asyncio.Lock:
        with self._guard:
            return self._locks.setdefault(loop, asyncio.Lock())

    async def __call__(self) -> MemoryService:
        loop = asyncio.get_running_loop()
        if (entry := self._open.get(loop)) is not None:
            return entry[0]
        async with self._lock(loop):
            if (entry := self._open.get(loop)) is not None:
                return entry[0]
            from zeusmem.api import open_memory  # the composition root, imported on first use only

            settings: Settings = self._kwargs["settings"] or Settings.from_env()
            # open_memory runs the blocking parts (embedded server, model loading) in threads
            stack = AsyncExitStack()
            service = await stack.enter_async_context(
                open_memory(
                    self._kwargs["database_url"], self._embeddings, settings=settings, data_dir=self._kwargs["data_dir"]
                )
            )
            self._open[loop] = (service, stack)
            log.info("zeusmem memory service opened")
            return service

    async def aclose(self) -> None:
        """Close the service of the running event loop now (others stay open; the next call reopens)."""
        loop = asyncio.get_running_loop()
        async with self._lock(loop):  # not in the middle of opening it
            entry = self._open.pop(loop, None)
        if entry is not None:
            await entry[1].aclose()
            log.info("zeusmem memory service closed")

    @asynccontextmanager
    async def hold(self) -> AsyncIterator[LazyMemory]:
        """Keep the running loop's service open for the block; the last holder to leave closes it.

        Opens nothing by itself. A server's lifespan, the store factory and the checkpointer of
        ``graphs/backends.py`` each hold :meth:`shared`, so the service outlives every part that
        still uses it and closes before the embedded server is let go.
        """
        loop = asyncio.get_running_loop()
        with self._guard:
            self._holders[loop] = self._holders.get(loop, 0) + 1
        try:
            yield self
        finally:
            with self._guard:
                left = self._holders.get(loop, 1) - 1
                if left:
                    self._holders[loop] = left
                else:
                    self._holders.pop(loop, None)
            if not left:
                await self.aclose()


# --- MemoryRef ----------------------------------------------------------------------------------
class MemoryRef:
    """Resolves a :data:`MemorySource` and remembers the event loop an open service lives in.

    ``run_sync`` runs a coroutine for a synchronous caller: in the service's own loop when
    that loop runs in another thread, else in a background loop (where a :class:`LazyMemory`
    opens its own service). Calling synchronously from inside the service's loop would
    deadlock and raises :class:`~zeusmem.ConfigurationError` instead.
    """

    def __init__(self, source: MemorySource | MemoryRef) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        if isinstance(source, MemoryRef):
            self.source: MemorySource = source.source
            self.loop = source.loop
            return
        if not (isinstance(source, MemoryService) or hasattr(source, "search_memories") or callable(source)):
            raise ConfigurationError(
                "memory must be a MemoryService (from zeusmem.open_memory) or an async callable returning "
                f"one (e.g. zeusmem.handle.LazyMemory()), got {type(source).__name__}"
            )
        self.source = source
        if self.is_service:
            try:
                self.loop = asyncio.get_running_loop()
            except RuntimeError:
                pass

    @property
    def is_service(self) -> bool:
        return isinstance(self.source, MemoryService) or hasattr(self.source, "search_memories")

    async def get(self) -> MemoryService:
        if self.is_service:
            self.loop = asyncio.get_running_loop()
            return self.source  # type: ignore[return-value]
        return await self.source()  # type: ignore[operator]

    def run_sync(self, factory: Callable[[], Coroutine[Any, Any, T]]) -> T:
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        home = self.loop if self.is_service else None
        if home is not None and (home.is_closed() or not home.is_running()):
            home = None
        if home is not None and home is running:
            raise ConfigurationError(
                "a zeusmem tool or middleware was called synchronously inside the event loop its "
                "MemoryService "
                "runs in, which would deadlock: use the async API there (ainvoke / astream)"
            )
        target = home or _background_loop()
        return asyncio.run_coroutine_threadsafe(factory(), target).result()
