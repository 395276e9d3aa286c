"""Opening the database: external URL or embedded server, the async pool, and ``setup()``.

One code path for both: :func:`resolve_database_url` returns a URL (starting the embedded
server when ``ZEUSMEM_DATABASE_URL`` is unset), :class:`Database` opens a ``psycopg_pool``
pool on it with ``register_vector`` on every connection, and :meth:`Database.setup` applies
the migrations under an advisory lock.

Checking out a pooled connection costs no round trip: :func:`check_idle` only looks at the
socket (a server that went away has sent its goodbye or closed it), and reads that fail on a
connection that broke anyway are retried once on a fresh one (:meth:`Database.run`).
Statements are prepared server-side after ``prepare_threshold`` executions on a connection
(:data:`DEFAULT_PREPARE_THRESHOLD`); ``prepare_threshold=None`` turns that off, as a
transaction-mode pooler (PgBouncer) needs.

Searches run on a second, small pool (:attr:`Database.search_pool`) whose sessions use generic
plans (``plan_cache_mode = force_generic_plan``): the search statement's plan is fixed by its
shape, and PostgreSQL's default would re-plan it on every execution (planning costs more than
running it on a small scope). Only the search path's read-only statements run there; everything
else keeps PostgreSQL's default plan choice. Without prepared statements there is one pool.

Behind a pooler (:mod:`zeusmem.storage.pooling`: PgBouncer in transaction mode) the pool never
prepares statements and sets nothing per session; migrations run on the direct URL when one is
given. Every lock is transaction-level, so the same code is right with and without a pooler.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import psycopg
from psycopg import AsyncConnection, errors, sql
from psycopg.conninfo import conninfo_to_dict

from zeusmem.errors import ConfigurationError, StorageError
from zeusmem.stages import stage
from zeusmem.storage.caller import (
    APP_ROLE,
    CallerConnection,
    CallerCursor,
    PooledCallerConnection,
    owner_requested,
)
from zeusmem.storage.embedded import start_server
from zeusmem.storage.migrations import MIGRATIONS
from zeusmem.storage.pooling import AsyncConnectionPool, Pooling, check_idle, resolve_pooling, split_url
from zeusmem.storage.replicas import DEFAULT_MAX_LAG, ReplicaSet

log = logging.getLogger("zeusmem.storage")

#: advisory lock key for migrations and DDL (any fixed 64-bit number; "zeusmem" in ASCII)
DDL_LOCK_ID = 0x7A6575736D656D
#: the connection a caller above storage/ passes along (a transaction it opened through a repository)
#: without importing the driver
Connection = AsyncConnection
#: executions of one statement on one connection before psycopg prepares it server-side (the
#: server then parses and plans it once); ``None`` never prepares (PgBouncer transaction mode)
DEFAULT_PREPARE_THRESHOLD: int | None = 2
#: the search pool's: the search statement is prepared (and its generic plan kept) at its first
#: execution on a connection
SEARCH_PREPARE_THRESHOLD = 0

T = TypeVar("T")


def resolve_database_url(database_url: str | None, data_dir: Path, *, keep_running: bool = False) -> str:
    """The external URL when given, else the URI of the (started or attached) embedded server."""
    if database_url:
        check_url(split_url(database_url)[0])
        return database_url
    return start_server(data_dir, keep_running=keep_running)


def check_url(url: str) -> None:
    """Raise ConfigurationError for a URL psycopg cannot parse (the message never shows a password)."""
    if not isinstance(url, str) or not url.strip():
        raise ConfigurationError("ZEUSMEM_DATABASE_URL is empty: set it to postgresql://user:pass@host:port/db")
    bad = ConfigurationError(
        "ZEUSMEM_DATABASE_URL is not a valid PostgreSQL URL; expected "
        "postgresql://user:password@host:port/database"
    )
    stripped = url.strip()
    if "://" in stripped and not stripped.startswith(("postgresql://", "postgres://")):
        raise bad
    try:
        params = conninfo_to_dict(stripped)
    except psycopg.ProgrammingError:
        raise bad from None
    for port in str(params.get("port") or "5432").split(","):
        if not port.strip().isdigit() or not 0 < int(port) < 65536:
            raise bad


def describe_url(url: str) -> str:
    """host:port/dbname of a URL, for messages (no credentials)."""
    try:
        d = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "<unparseable url>"
    host = d.get("host") or "localhost"
    port = d.get("port") or "5432"
    return f"{host}:{port}/{d.get('dbname') or d.get('user') or ''}"


def failure_message(e: BaseException) -> str:
    """What went wrong, for a StorageError: lock timeouts and deadlocks are named as such."""
    first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    if isinstance(e, errors.LockNotAvailable):
        return (f"gave up waiting for a lock held by another writer ({first}); the write was not stored. "
                "Retry it, or raise ZEUSMEM_LOCK_TIMEOUT if writes to one scope queue up this long")
    if isinstance(e, errors.DeadlockDetected):
        return f"the write was rolled back by a deadlock between transactions ({first}); retry it"
    if isinstance(e, errors.QueryCanceled):
        return f"the statement was cancelled ({first})"
    if isinstance(e, errors.DuplicatePreparedStatement | errors.InvalidSqlStatementName):
        return (f"a pooler in transaction mode seems to be in between ({first}): set "
                "ZEUSMEM_PGBOUNCER=transaction (Settings.from_env() reads it), or add ?pgbouncer=true to the URL")
    return f"database unavailable: {first}"


def _connect_error(url: str, e: Exception) -> StorageError:
    reason = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    if "password" in reason.lower():
        reason = "authentication failed"
    return StorageError(
        f"cannot connect to PostgreSQL at {describe_url(url)} ({reason}). Check that the server is running "
        "and ZEUSMEM_DATABASE_URL is right, or unset ZEUSMEM_DATABASE_URL to use the embedded database."
    )


def _is_disconnect(e: BaseException, conn: AsyncConnection | None) -> bool:
    """A failure of the connection itself (not of the statement): worth one retry on a fresh one."""
    return isinstance(e, psycopg.OperationalError) and conn is not None and (conn.broken or conn.closed)


def _remembering(
    configure: Callable[[AsyncConnection], Awaitable[None]], failures: list[Exception]
) -> Callable[[AsyncConnection], Awaitable[None]]:
    """``configure`` that also keeps the last thing it raised: the pool only logs it, then times out."""

    async def remembered(conn: AsyncConnection) -> None:
        try:
            await configure(conn)
        except Exception as e:
            failures[:] = [e]  # the last one only: a pool reconnecting through an outage retries for long
            raise

    return remembered


async def _configure(conn: AsyncConnection) -> None:
    from pgvector.psycopg import register_vector_async  # type: ignore[import-untyped]

    await register_vector_async(conn)
    # Large scopes use the HNSW index; iterative scans keep filtered ANN results complete.
    await conn.execute("SET hnsw.iterative_scan = 'relaxed_order'")
    await conn.execute("SET hnsw.ef_search = 100")


async def _configure_search(conn: AsyncConnection) -> None:
    await _configure(conn)
    await conn.execute("SET plan_cache_mode = force_generic_plan")
    # prepared at its first execution: every execution before that is planned from scratch, and
    # planning this statement costs more than running it (a large scope's text names the scope, so
    # a store with many large scopes has many texts, each paying those plannings per connection)
    conn.prepare_threshold = SEARCH_PREPARE_THRESHOLD


async def _configure_pooled(conn: AsyncConnection) -> None:
    """Behind transaction pooling a session SET would land on whichever server connection is free
    (and stay there for other clients): statements and transactions set what they need themselves."""
    from pgvector.psycopg import register_vector_async

    await register_vector_async(conn)


async def setup(url: str) -> int:
    """Create the extension and apply missing migrations. Idempotent, safe concurrently.

    Each step is one transaction under the transaction-level DDL advisory lock, which re-reads
    the schema version: correct with several processes at once, directly or through PgBouncer in
    transaction mode (a session lock there would be taken on one server connection and released
    on another). Returns the schema version.
    """
    clean = split_url(url)[0]
    try:
        conn = await AsyncConnection.connect(clean, autocommit=True, connect_timeout=10, prepare_threshold=None)
    except psycopg.OperationalError as e:
        raise _connect_error(clean, e) from e
    async with conn:
        try:
            await _refuse_app_role(conn, clean)
            async with conn.transaction():
                await _ddl_lock(conn)
                await _ensure_vector_extension(conn, clean)
                await conn.execute(
                    "CREATE SCHEMA IF NOT EXISTS zeusmem;"
                    "CREATE TABLE IF NOT EXISTS zeusmem.migrations ("
                    " version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
                )
            while True:
                async with conn.transaction():
                    await _ddl_lock(conn)
                    cur = await conn.execute("SELECT coalesce(max(version), 0) FROM zeusmem.migrations")
                    row = await cur.fetchone()
                    current = int(row[0]) if row else 0
                    if current > len(MIGRATIONS):
                        raise ConfigurationError(
                            f"the database schema is at version {current}, newer than this zeusmem "
                            f"({len(MIGRATIONS)}): upgrade the zeusmem package"
                        )
                    if current == len(MIGRATIONS):
                        return current
                    try:
                        await conn.execute(MIGRATIONS[current])
                    except errors.InsufficientPrivilege as e:
                        if str(e).startswith("zeusmem:"):  # the role checks of migration 8
                            hint = e.diag.message_hint or ""
                            raise ConfigurationError(f"{str(e).strip().splitlines()[0]}: {hint}") from None
                        raise
                    await conn.execute("INSERT INTO zeusmem.migrations (version) VALUES (%s)", (current + 1,))
                log.info("zeusmem schema migrated to version %d", current + 1)
        except psycopg.Error as e:
            raise StorageError(f"schema setup failed: {type(e).__name__}: {e}") from e


async def _refuse_app_role(conn: AsyncConnection, url: str) -> None:
    """ConfigurationError when ``url`` connects as the restricted application role: it cannot migrate."""
    cur = await conn.execute("SELECT current_user")
    row = await cur.fetchone()
    if row and row[0] == APP_ROLE:
        raise ConfigurationError(
            f"the URL for migrations ({describe_url(url)}) connects as {APP_ROLE}, the restricted application "
            "role, which cannot change the schema: set ZEUSMEM_DATABASE_URL (or ZEUSMEM_DIRECT_DATABASE_URL) "
            f"to the tables' owner and put the {APP_ROLE} URL in ZEUSMEM_APP_DATABASE_URL"
        )


async def _ddl_lock(conn: AsyncConnection) -> None:
    """The DDL lock for this transaction; says so in the log when another process holds it."""
    cur = await conn.execute("SELECT pg_try_advisory_xact_lock(%s)", (DDL_LOCK_ID,))
    row = await cur.fetchone()
    if row and row[0]:
        return
    log.info("waiting for the zeusmem schema lock: another process is migrating or registering a model")
    await conn.execute("SELECT pg_advisory_xact_lock(%s)", (DDL_LOCK_ID,))


async def _ensure_vector_extension(conn: AsyncConnection, url: str) -> None:
    cur = await conn.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
    if await cur.fetchone():
        return
    try:
        await conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except (errors.FeatureNotSupported, errors.UndefinedFile, errors.InsufficientPrivilege) as e:
        raise ConfigurationError(
            f"the PostgreSQL at {describe_url(url)} has no pgvector extension "
            f"({type(e).__name__}). Install pgvector on that server and run 'CREATE EXTENSION vector' as a "
            "superuser (or use the pgvector/pgvector:pg17 image: docker compose up -d db), or unset "
            "ZEUSMEM_DATABASE_URL to use the embedded database."
        ) from None


class Database:
    """An open async connection pool on a set-up zeusmem database."""

    def __init__(self, url: str, pool: AsyncConnectionPool, pooling: Pooling | None = None,
                 search_pool: AsyncConnectionPool | None = None,
                 owner_pool: AsyncConnectionPool | None = None) -> None:
        self.url = url
        self.pool = pool
        #: the tables' owner, for maintenance spanning callers (:func:`~zeusmem.storage.caller.as_owner`);
        #: the main pool unless requests run as the application role
        self.owner_pool = owner_pool or pool
        #: whether requests run as the restricted application role under row-level security
        self.restricted = owner_pool is not None
        #: the application role's URL when requests run as it (connections opened outside the pools,
        #: such as the knowledge base's vector store, use it too)
        self.app_url: str | None = None
        #: how this database is reached (pooler mode, migration URL, lock timeout)
        self.pooling = pooling or resolve_pooling(url)
        #: lock_timeout of write transactions, as PostgreSQL reads it
        self.lock_timeout = self.pooling.lock_timeout_setting()
        #: where search statements run (generic plans); the main pool when statements are not prepared
        self.search_pool = search_pool or pool
        #: streaming replicas that serve ``run(..., search=True)`` (None: none configured, see
        #: :mod:`zeusmem.storage.replicas`)
        self.replicas: ReplicaSet | None = None

    @classmethod
    @asynccontextmanager
    async def open(
        cls,
        url: str,
        *,
        max_size: int = 10,
        run_setup: bool = True,
        pooling: Pooling | None = None,
        prepare_threshold: int | None = DEFAULT_PREPARE_THRESHOLD,
        replica_urls: Sequence[str] = (),
        replica_max_lag: float = DEFAULT_MAX_LAG,
        app_url: str | None = None,
    ) -> AsyncIterator[Database]:
        """Set up the schema (unless ``run_setup=False``) and open the pools; closed on exit.

        ``pooling`` (default: detected from ``url``, see :func:`~zeusmem.storage.pooling.resolve_pooling`)
        says whether a pooler is in between and where migrations run. ``prepare_threshold``: see
        :data:`DEFAULT_PREPARE_THRESHOLD`; behind transaction pooling statements are never prepared,
        whatever it says. ``max_size`` bounds each pool (the search pool has its own).
        ``replica_urls``: streaming replicas for searches (:mod:`zeusmem.storage.replicas`), skipped
        when they lag more than ``replica_max_lag`` seconds or are down.

        ``app_url`` (the restricted application role's, :data:`~zeusmem.storage.caller.APP_ROLE`):
        both pools connect with it and every statement runs for the caller of the service call
        (:mod:`zeusmem.storage.caller`) under row-level security; a third, small pool on ``url``
        serves maintenance (:func:`~zeusmem.storage.caller.as_owner`). Migrations always run on
        ``url`` (or the pooling's direct URL). With ``replica_urls`` too, searches on a replica run as
        the application role the same way (:class:`~zeusmem.storage.replicas.ReplicaSet`'s ``app_url``).
        """
        pooling = pooling or resolve_pooling(url)
        url = pooling.url
        if run_setup:
            await setup(pooling.migration_url)
        kwargs: dict[str, Any] = {"autocommit": True, "prepare_threshold": prepare_threshold,
                                  **pooling.connect_kwargs()}
        pooled = pooling.transaction_pooling
        failures: list[Exception] = []  # what configuring a new connection last raised (the pool only logs it)
        request_url = url
        owner_pool = None
        request_kwargs: dict[str, Any] = {"kwargs": kwargs}
        if app_url is not None:
            request_url = split_url(app_url)[0]
            check_url(request_url)
            request_kwargs = {"kwargs": {**kwargs, "cursor_factory": CallerCursor},
                              "connection_class": PooledCallerConnection if pooled else CallerConnection}
            owner_pool = AsyncConnectionPool(url, min_size=1, max_size=max(2, max_size // 2), open=False,
                                             configure=_remembering(_configure_pooled if pooled else _configure,
                                                                    failures),
                                             check=check_idle, kwargs=kwargs, timeout=10, name="zeusmem-owner")
        pool = AsyncConnectionPool(request_url, min_size=1, max_size=max_size, open=False,
                                   configure=_remembering(_configure_pooled if pooled else _configure, failures),
                                   check=check_idle, timeout=10, name="zeusmem", **request_kwargs)
        search_pool = None
        if kwargs["prepare_threshold"] is not None and not pooled:
            search_pool = AsyncConnectionPool(request_url, min_size=1, max_size=max_size, open=False,
                                              configure=_remembering(_configure_search, failures),
                                              check=check_idle, timeout=10, name="zeusmem-search",
                                              **request_kwargs)
        pools = [p for p in (pool, search_pool, owner_pool) if p is not None]
        try:
            for p in pools:
                await p.open(wait=True, timeout=15)
        except Exception as e:  # PoolTimeout and friends
            for p in pools:
                await p.close()
            last = failures[0] if failures else None
            if isinstance(last, psycopg.Error) and not isinstance(last, psycopg.OperationalError):
                raise StorageError(f"a new connection to {describe_url(url)} could not be set up: "
                                   f"{failure_message(last)}") from last
            raise _connect_error(url, e) from e
        db = cls(url, pool, pooling, search_pool, owner_pool)
        if app_url is not None:
            db.app_url = request_url
        try:
            if app_url is not None:
                await _check_app_role(pool)
            if replica_urls:
                db.replicas = ReplicaSet(replica_urls, primary_url=url, configure=_configure_search,
                                         configure_pooled=_configure_pooled, prepare_threshold=prepare_threshold,
                                         max_lag=replica_max_lag, max_size=max_size, app_url=db.app_url)
                await db.replicas.open()
            yield db
        finally:
            if db.replicas is not None:
                await db.replicas.close()
            for p in pools:
                await p.close()

    @asynccontextmanager
    async def connection(self, *, track_writes: bool = True) -> AsyncIterator[AsyncConnection]:
        """A pooled connection; database failures become StorageError. With :attr:`replicas`, what
        the block wrote is read back by later searches (``track_writes=False``: bookkeeping no
        search result depends on, such as ``last_used_at``)."""
        try:
            async with (self.owner_pool if owner_requested() else self.pool).connection() as conn:
                if self.replicas is None or not track_writes:
                    yield conn
                else:
                    async with self.replicas.noting_writes(conn):
                        yield conn
        except psycopg.OperationalError as e:
            raise StorageError(failure_message(e)) from e

    async def run(
        self, fn: Callable[[AsyncConnection], Awaitable[T]], *, retries: int = 1, search: bool = False,
        replica: bool = True,
    ) -> T:
        """``await fn(conn)`` on a pooled connection; when the connection itself fails (the server
        restarted, the socket died), once more on a fresh one. Only for reads (``fn`` may run twice).
        ``search``: on :attr:`search_pool` (generic plans; only the search path's statements), or on
        a read replica that replayed the caller's writes when :attr:`replicas` are configured
        (``replica=False``: on the primary regardless). Database failures become StorageError."""
        if search and replica and self.replicas is not None and not owner_requested():
            return await self.replicas.run(fn, lambda: self.run(fn, retries=retries, search=True, replica=False))
        pool = self.owner_pool if owner_requested() else self.search_pool if search else self.pool
        for attempt in range(retries + 1):
            conn: AsyncConnection | None = None
            try:
                with stage("checkout"):
                    conn = await pool.getconn()
                try:
                    return await fn(conn)
                finally:
                    await pool.putconn(conn)
            except psycopg.OperationalError as e:
                if attempt < retries and _is_disconnect(e, conn):
                    log.info("retrying a read on a fresh connection after: %s", str(e).strip()[:200])
                    continue
                raise StorageError(failure_message(e)) from e
        raise AssertionError("unreachable")  # pragma: no cover

    @asynccontextmanager
    async def owner_connection(self) -> AsyncIterator[AsyncConnection]:
        """A pooled connection of the tables' owner (maintenance spanning callers)."""
        try:
            async with self.owner_pool.connection() as conn:
                yield conn
        except psycopg.OperationalError as e:
            raise StorageError(failure_message(e)) from e

    async def server_info(self) -> dict[str, str]:
        """PostgreSQL and pgvector versions and the schema version."""
        async with self.connection() as conn:
            cur = await conn.execute(
                "SELECT current_setting('server_version'),"
                " (SELECT extversion FROM pg_extension WHERE extname = 'vector'),"
                " (SELECT coalesce(max(version), 0) FROM zeusmem.migrations)"
            )
            row = await cur.fetchone()
        assert row is not None
        return {"postgresql": row[0], "pgvector": row[1], "schema_version": str(row[2])}


async def _check_app_role(pool: AsyncConnectionPool) -> None:
    """ConfigurationError unless the application pool really is the restricted role."""
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT current_user, r.rolsuper OR r.rolbypassrls FROM pg_roles r"
                                 " WHERE r.rolname = current_user")
        row = await cur.fetchone()
    if not row or row[0] != APP_ROLE or row[1]:
        raise ConfigurationError(
            f"ZEUSMEM_APP_DATABASE_URL connects as {row[0] if row else '?'}, not as the restricted role "
            f"{APP_ROLE}: print its URL with 'zeusmem db url --role app'"
        )


def ident(name: str) -> sql.Identifier:
    """A quoted identifier (never format SQL with %)."""
    return sql.Identifier(name)
