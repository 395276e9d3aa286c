"""Connection pooling in front of PostgreSQL (PgBouncer): detect it and connect the right way.

PgBouncer in **transaction** mode hands each transaction (each statement, in autocommit) to
whichever server connection is free. What a session holds is therefore not held at all:
server-side prepared statements, session advisory locks (taken on one server connection,
"released" on another: the lock stays held for ever and every later waiter hangs), and
session ``SET``\\ s. zeusmem works there because

* statements are never prepared (``prepare_threshold=None``, for its own pool and the
  checkpointer's);
* every advisory lock is transaction-level (``pg_advisory_xact_lock``), held by a transaction;
* settings are local to a statement or transaction (``set_config(..., true)``);
* migrations run on a direct connection when ``ZEUSMEM_DIRECT_DATABASE_URL`` is set (else
  through the pooler, one transaction per step, which transaction pooling supports).

The mode comes from ``ZEUSMEM_PGBOUNCER`` (``transaction``, ``session`` or ``off``), else from
the URL (``?pgbouncer=transaction``, or ``pgbouncer=true``, a convention other clients share;
the parameter is removed before connecting), else from the port: 6432, PgBouncer's default,
means transaction pooling (erring that way only costs the statement cache).

>>> p = resolve_pooling("postgresql://app@db:6432/zeusmem")
>>> p.transaction_pooling, p.url
(True, 'postgresql://app@db:6432/zeusmem')
>>> p = resolve_pooling("postgresql://app@db/zeusmem?pgbouncer=true&sslmode=require")
>>> p.mode, p.url
('transaction', 'postgresql://app@db/zeusmem?sslmode=require')
>>> resolve_pooling("postgresql://app@db/zeusmem").mode
'off'
"""

from __future__ import annotations

import asyncio
import select
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import AsyncConnection, Connection, errors
from psycopg.conninfo import conninfo_to_dict
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool as _LibraryAsyncPool
from psycopg_pool import ConnectionPool as _LibraryPool
from psycopg_pool.base import AttemptWithBackoff

from zeusmem.errors import ConfigurationError, StorageError
from zeusmem.settings import Settings

MODES = ("transaction", "session", "off")
_URL_VALUES = {"true": "transaction", "1": "transaction", "transaction": "transaction",
               "session": "session", "false": "off", "0": "off", "off": "off"}
PGBOUNCER_DEFAULT_PORT = "6432"
#: lock waits (advisory and row locks) of zeusmem's transactions end after this many seconds
DEFAULT_LOCK_TIMEOUT = 30.0
#: the longest wait between two attempts to replace a lost connection (see :class:`AsyncConnectionPool`)
MAX_RECONNECT_DELAY_S = 2.0


class _CappedBackoff(AttemptWithBackoff):
    def update_delay(self, now: float) -> None:
        super().update_delay(now)
        self.delay = min(self.delay, MAX_RECONNECT_DELAY_S)


class AsyncConnectionPool(_LibraryAsyncPool):
    """psycopg_pool's pool, with its reconnection backoff capped at :data:`MAX_RECONNECT_DELAY_S`.

    The library doubles the wait after each failed attempt without bound (1, 2, 4, 8, 16 ... s),
    so a pool that lost its connections during a 30 s database restart may not try again until
    ~30 s after the server is back, and every checkout times out meanwhile (one pool of a service
    recovered, another did not: CI saw ``update_memory`` fail 10 s after a search succeeded). An
    attempt every 2 s against a server that is down costs nothing worth saving."""

    async def _add_connection(self, attempt: AttemptWithBackoff | None, growing: bool = False) -> None:
        await super()._add_connection(attempt or _CappedBackoff(timeout=self.reconnect_timeout), growing)


class ConnectionPool(_LibraryPool):
    """:class:`AsyncConnectionPool` for the synchronous pools."""

    def _add_connection(self, attempt: AttemptWithBackoff | None, growing: bool = False) -> None:
        super()._add_connection(attempt or _CappedBackoff(timeout=self.reconnect_timeout), growing)


@dataclass(frozen=True, slots=True)
class Pooling:
    """How to connect: the URL (pooler parameter removed), the mode, the migration URL, timeouts."""

    url: str
    mode: str = "off"
    #: a direct (unpooled) URL for migrations and DDL; None: ``url``
    direct_url: str | None = None
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT

    @property
    def transaction_pooling(self) -> bool:
        """True behind a transaction-mode pooler: nothing may outlive a transaction."""
        return self.mode == "transaction"

    @property
    def behind_pooler(self) -> bool:
        return self.mode != "off"

    @property
    def migration_url(self) -> str:
        """Where migrations run: the direct URL when there is one."""
        return self.direct_url or self.url

    def connect_kwargs(self) -> dict[str, Any]:
        """psycopg keyword arguments this mode overrides: no prepared statements behind transaction
        pooling (PgBouncer 1.18 has no server-side prepared statements there); nothing otherwise."""
        return {"prepare_threshold": None} if self.transaction_pooling else {}

    def lock_timeout_setting(self) -> str:
        """``lock_timeout`` as PostgreSQL reads it (milliseconds)."""
        return f"{max(1, round(self.lock_timeout * 1000))}ms"


def parse_mode(value: str, *, source: str = "ZEUSMEM_PGBOUNCER") -> str:
    """``transaction`` / ``session`` / ``off`` (also true/false/1/0); ConfigurationError otherwise."""
    mode = _URL_VALUES.get(value.strip().lower())
    if mode is None:
        raise ConfigurationError(f"{source}={value!r}: expected one of transaction, session, off")
    return mode


def split_url(url: str) -> tuple[str, str | None]:
    """``url`` without a ``pgbouncer`` query parameter, and that parameter's mode (None when absent)."""
    if "://" not in url or "pgbouncer=" not in url:
        return url, None
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    found = [v for k, v in query if k == "pgbouncer"]
    if not found:
        return url, None
    rest = urlencode([(k, v) for k, v in query if k != "pgbouncer"])
    return urlunsplit(parts._replace(query=rest)), parse_mode(found[-1], source="the URL's pgbouncer parameter")


def _port(url: str) -> str:
    try:
        return str(conninfo_to_dict(url).get("port") or "")
    except Exception:  # noqa: BLE001 - an unparseable URL is reported where it is used
        return ""


def resolve_pooling(
    url: str,
    *,
    mode: str | None = None,
    direct_url: str | None = None,
    lock_timeout: float = DEFAULT_LOCK_TIMEOUT,
) -> Pooling:
    """The :class:`Pooling` of ``url``: ``mode`` (ZEUSMEM_PGBOUNCER) wins, then the URL, then the port."""
    clean, from_url = split_url(url)
    if mode is not None:
        resolved = parse_mode(mode)
    elif from_url is not None:
        resolved = from_url
    else:
        resolved = "transaction" if PGBOUNCER_DEFAULT_PORT in _port(clean).split(",") else "off"
    direct = split_url(direct_url)[0] if direct_url else None
    if lock_timeout <= 0:
        raise ConfigurationError("ZEUSMEM_LOCK_TIMEOUT must be a positive number of seconds")
    return Pooling(url=clean, mode=resolved, direct_url=direct, lock_timeout=lock_timeout)


def pooling_for(url: str, settings: Settings) -> Pooling:
    """:func:`resolve_pooling` with ``ZEUSMEM_PGBOUNCER``, ``ZEUSMEM_DIRECT_DATABASE_URL`` and
    ``ZEUSMEM_LOCK_TIMEOUT`` from ``settings``."""
    return resolve_pooling(
        url, mode=settings.pgbouncer, direct_url=settings.direct_database_url, lock_timeout=settings.lock_timeout
    )


def _unreachable(pooling: Pooling, e: Exception) -> StorageError:
    try:
        d = conninfo_to_dict(pooling.url)
        where = f"{d.get('host') or 'localhost'}:{d.get('port') or '5432'}/{d.get('dbname') or ''}"
    except Exception:  # noqa: BLE001 - an unparseable URL is named as such
        where = "<unparseable url>"
    return StorageError(f"cannot connect to PostgreSQL at {where} for the LangGraph checkpointer ({type(e).__name__})")


async def check_idle(conn: AsyncConnection) -> None:
    """The pool's check on checkout, without a round trip: an idle connection's socket has nothing
    to read unless the server sent something (its FATAL on shutdown) or closed it; only then is the
    connection asked (``SELECT``-less ping), and a dead one raises, so the pool replaces it."""
    if _socket_has_news(conn):
        await _LibraryAsyncPool.check_connection(conn)


def check_idle_sync(conn: Connection) -> None:
    """:func:`check_idle` for the synchronous pools."""
    if _socket_has_news(conn):
        _LibraryPool.check_connection(conn)


def _socket_has_news(conn: AsyncConnection | Connection) -> bool:
    if conn.closed or conn.broken:
        raise psycopg.OperationalError("the connection is closed")
    try:
        readable, _, _ = select.select([conn.pgconn.socket], [], [], 0)
    except (OSError, ValueError, psycopg.OperationalError) as e:
        raise psycopg.OperationalError(f"the connection's socket is unusable: {e}") from e
    return bool(readable)


def _saver_kwargs(pooling: Pooling) -> dict[str, Any]:
    # what langgraph-checkpoint-postgres's from_conn_string uses (prepare_threshold=0: prepare every
    # statement), except that transaction pooling gets no prepared statements at all
    return {"autocommit": True, "row_factory": dict_row, "prepare_threshold": 0, **pooling.connect_kwargs()}


@asynccontextmanager
async def langgraph_pool(pooling: Pooling, *, max_size: int = 2) -> AsyncIterator[AsyncConnectionPool]:
    """A small pool for LangGraph's ``AsyncPostgresSaver`` (it runs one operation at a time) or
    ``AsyncPostgresStore``: broken connections are replaced on checkout (checkpoints survive a
    database restart) by :func:`check_idle`, which costs no round trip (a graph step checks out a
    connection several times), and behind transaction pooling nothing is prepared."""
    pool = AsyncConnectionPool(
        pooling.url, min_size=1, max_size=max_size, kwargs=_saver_kwargs(pooling), open=False,
        check=check_idle, timeout=10, name="zeusmem-langgraph",
    )
    try:
        await pool.open(wait=True, timeout=15)
    except Exception as e:  # PoolTimeout: the server is unreachable
        await pool.close()
        raise _unreachable(pooling, e) from e
    try:
        yield pool
    finally:
        await pool.close()


@contextmanager
def langgraph_pool_sync(pooling: Pooling, *, max_size: int = 2) -> Iterator[ConnectionPool]:
    """:func:`langgraph_pool` for the synchronous ``PostgresSaver``."""
    pool = ConnectionPool(
        pooling.url, min_size=1, max_size=max_size, kwargs=_saver_kwargs(pooling), open=False,
        check=check_idle_sync, timeout=10, name="zeusmem-langgraph",
    )
    try:
        pool.open(wait=True, timeout=15)
    except Exception as e:
        pool.close()
        raise _unreachable(pooling, e) from e
    try:
        yield pool
    finally:
        pool.close()


#: what two concurrent ``CREATE ... IF NOT EXISTS`` / migration steps raise when they race
_SETUP_RACES = (
    errors.UniqueViolation, errors.DuplicateTable, errors.DuplicateObject, errors.DuplicateColumn,
    errors.DeadlockDetected,  # two CREATE INDEX CONCURRENTLY on one table
)
SETUP_ATTEMPTS = 6


async def setup_with_retry(setup: Callable[[], Awaitable[None]], *, what: str = "setup") -> None:
    """Run an idempotent ``setup()`` (LangGraph's saver or store), again when it lost a race with
    another process's setup (at most :data:`SETUP_ATTEMPTS` times).

    Behind PgBouncer in transaction mode without a direct URL no lock can serialize setups: a
    session lock is impossible there and a transaction lock would block the setup's own
    ``CREATE INDEX CONCURRENTLY``. Processes that can take a session lock still race with those.
    """
    for attempt in range(1, SETUP_ATTEMPTS + 1):
        try:
            await setup()
            return
        except _SETUP_RACES as e:
            if attempt == SETUP_ATTEMPTS:
                raise StorageError(f"{what} kept racing with another process: {type(e).__name__}: {e}") from e
            await asyncio.sleep(0.1 * attempt)


def setup_with_retry_sync(setup: Callable[[], None], *, what: str = "setup") -> None:
    """:func:`setup_with_retry` for synchronous callers."""
    for attempt in range(1, SETUP_ATTEMPTS + 1):
        try:
            setup()
            return
        except _SETUP_RACES as e:
            if attempt == SETUP_ATTEMPTS:
                raise StorageError(f"{what} kept racing with another process: {type(e).__name__}: {e}") from e
            time.sleep(0.1 * attempt)
