"""The composition root: :func:`open_memory` wires storage, embeddings and the service."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from pathlib import Path

from langchain_core.embeddings import Embeddings
from langchain_core.language_models.chat_models import BaseChatModel

from zeusmem.embeddings.resolve import EmbeddingsResolver, create_embeddings
from zeusmem.rules import validity
from zeusmem.rules.secrets import SecretSink
from zeusmem.service.service import MemoryService
from zeusmem.settings import Settings
from zeusmem.storage.caller import app_role_url
from zeusmem.storage.database import Database, resolve_database_url
from zeusmem.storage.pooling import pooling_for
from zeusmem.storage.repository import Repository


@asynccontextmanager
async def open_memory(
    database_url: str | None = None,
    embeddings: Embeddings | None = None,
    *,
    settings: Settings | None = None,
    embeddings_resolver: EmbeddingsResolver | None = None,
    data_dir: str | Path | None = None,
    conflict_model: BaseChatModel | None = None,
    secret_sink: SecretSink | None = None,
    warm_up_dates: bool = True,
) -> AsyncIterator[MemoryService]:
    """Open the database (external URL, else the embedded server), run ``setup()``, yield the service.

    ``database_url`` defaults to ``ZEUSMEM_DATABASE_URL``; ``embeddings`` to OpenAI when
    ``OPENAI_API_KEY`` is set, else the offline MiniLM model. ``embeddings_resolver`` maps a
    user id to that user's own embeddings (user and session memories); project memories
    always use ``embeddings``. ``conflict_model`` (default: the chat model configured by
    ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` / ``ZEUSMEM_MODEL``, if any, unless
    ``ZEUSMEM_CONFLICT_MODEL=off``) also classifies each write against its nearest neighbours
    (:mod:`zeusmem.service.classifier`); without one, the offline rules decide alone.
    ``secret_sink`` (off by default): a host callable that receives each
    detected secret (:class:`~zeusmem.rules.secrets.DetectedSecret`) and returns a credential reference;
    memories then keep only "credential <reference>" instead of being rejected (docs/secrets.md).
    ``warm_up_dates`` (default True): load the date parser's language data while the database
    starts (:func:`zeusmem.rules.validity.warm_up`, a second or two, once per process), so the
    first writes naming a time do not pay it; False for a process that makes one call (the CLI):
    a write then loads it when it first needs it.

    Example (needs a database, so not run as a doctest)::

        async with open_memory() as memory:
            await memory.add_explicit_memory(SecurityContext("alice"), "Prefers tea", "preference")
    """
    settings = settings or Settings.from_env()
    if database_url is not None:
        settings = settings.with_(database_url=database_url)
    if data_dir is not None:
        settings = settings.with_(data_dir=Path(data_dir))
    # Blocking work (the data dir, starting the embedded server, loading the model) runs in a
    # thread: inside an event loop (langgraph dev, FastAPI) it must not stall other requests.
    # the date parser loads its language data meanwhile (else the first writes naming a time pay it)
    dates = asyncio.create_task(asyncio.to_thread(validity.warm_up) if warm_up_dates else asyncio.sleep(0))
    try:
        emb = embeddings if embeddings is not None else await asyncio.to_thread(create_embeddings, settings=settings)
        url = await asyncio.to_thread(resolve_database_url, settings.database_url, settings.data_dir)
        await dates
    finally:
        dates.cancel()  # when the above failed (a finished task ignores it)
    resolver = embeddings_resolver or (lambda _user_id: emb)
    model = conflict_model if conflict_model is not None else configured_conflict_model(settings)
    app_url = request_role_url(settings, url)
    async with Database.open(url, max_size=settings.pool_max, pooling=pooling_for(url, settings),
                             prepare_threshold=settings.prepare_threshold,
                             replica_urls=settings.read_replica_urls, replica_max_lag=settings.replica_max_lag,
                             app_url=app_url) as db:
        repo = Repository(db)
        try:
            yield MemoryService(repo, settings, resolver, emb, conflict_model=model, secret_sink=secret_sink)
        finally:
            await repo.aclose()  # queued last_used_at updates, background index builds


def request_role_url(settings: Settings, owner_url: str) -> str | None:
    """The URL requests connect with (None: the owner's, ``owner_url``). The embedded server's
    default is the restricted application role, so row-level security is the second wall from the
    first start; a server of ``ZEUSMEM_DATABASE_URL`` uses the owner's unless
    ``ZEUSMEM_APP_DATABASE_URL`` names the role's URL (``auto``: the role on the owner's server,
    peer or trust auth), since that role's password is the operator's to set; ``owner`` opts out.

    >>> request_role_url(Settings(), "postgresql://pgembed@/postgres?host=/tmp/s")
    'postgresql://zeusmem_app@/postgres?host=/tmp/s'
    >>> request_role_url(Settings(database_url="postgresql://u@db/z"), "postgresql://u@db/z") is None
    True
    >>> request_role_url(Settings(app_database_url="owner"), "postgresql://pgembed@/postgres?host=/tmp/s") is None
    True
    """
    app_url = settings.app_database_url
    if app_url is None and settings.database_url is None:
        app_url = "auto"  # the embedded server
    word = (app_url or "owner").strip().lower()
    if word == "owner":
        return None
    if word == "auto":  # the app role on the owner's server and database
        return app_role_url(owner_url)
    return app_url


def configured_conflict_model(settings: Settings, env: Mapping[str, str] | None = None) -> BaseChatModel | None:
    """The chat model that classifies writes when none is passed in: the one ``ZEUSMEM_MODEL`` /
    ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` configure (None when nothing does, when that is the
    offline stand-in, or with ``ZEUSMEM_CONFLICT_MODEL=off``).

    >>> configured_conflict_model(Settings(), env={}) is None
    True
    """
    env = os.environ if env is None else env
    if settings.conflict_model == "off":
        return None
    if not any(env.get(k, "").strip() for k in ("ZEUSMEM_MODEL", "OPENAI_API_KEY", "OPENAI_BASE_URL")):
        return None
    from zeusmem.llm.models import resolve_chat_model
    from zeusmem.llm.offline_model import OfflineChatModel

    model = resolve_chat_model(env)
    return None if isinstance(model, OfflineChatModel) else model
