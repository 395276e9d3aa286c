"""The composition root: :func:`open_memory` wires storage, embeddings and the service."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from langchain_core.embeddings import Embeddings

from zeusmem.embeddings.resolve import EmbeddingsResolver, create_embeddings
from zeusmem.service.service import MemoryService
from zeusmem.settings import Settings
from zeusmem.storage.database import Database, resolve_database_url
from zeusmem.storage.repository import Repository


@asynccontextmanager
async def open_memory(
    database_url: str | None = None,
    embeddings: Embeddings | None = None,
    *,
    settings: Settings | None = None,
    embeddings_resolver: EmbeddingsResolver | None = None,
    data_dir: str | Path | None = None,
) -> AsyncIterator[MemoryService]:
    """Open the database (external URL, else the embedded server), run ``setup()``, yield the service.

    ``database_url`` defaults to ``ZEUSMEM_DATABASE_URL``; ``embeddings`` to OpenAI when
    ``OPENAI_API_KEY`` is set, else the offline MiniLM model. ``embeddings_resolver`` maps a
    user id to that user's own embeddings (user and session memories); project memories
    always use ``embeddings``.

    >>> # async with open_memory() as memory:
    >>> #     await memory.add_explicit_memory(SecurityContext("alice"), "Prefers tea", "preference")
    """
    settings = settings or Settings.from_env()
    if database_url is not None:
        settings = settings.with_(database_url=database_url)
    if data_dir is not None:
        settings = settings.with_(data_dir=Path(data_dir))
    # Blocking work (the data dir, starting the embedded server, loading the model) runs in a
    # thread: inside an event loop (langgraph dev, FastAPI) it must not stall other requests.
    emb = embeddings if embeddings is not None else await asyncio.to_thread(create_embeddings, settings=settings)
    resolver = embeddings_resolver or (lambda _user_id: emb)
    url = await asyncio.to_thread(resolve_database_url, settings.database_url, settings.data_dir)
    async with Database.open(url, max_size=settings.pool_max, prepare_threshold=settings.prepare_threshold) as db:
        repo = Repository(db)
        try:
            yield MemoryService(repo, settings, resolver, emb)
        finally:
            await repo.aclose()  # queued last_used_at updates, background index builds
