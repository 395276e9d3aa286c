"""Read replicas: searches and context assembly on PostgreSQL streaming replicas, reading your own writes.

``ZEUSMEM_READ_REPLICA_URLS`` (comma-separated) names hot standbys of the primary
(``ZEUSMEM_DATABASE_URL``). :class:`ReplicaSet` keeps a small search pool per replica (the same
session settings as :attr:`Database.search_pool <zeusmem.storage.database.Database.search_pool>`)
and :meth:`Database.run(..., search=True) <zeusmem.storage.database.Database.run>`, the search
path and the profile read of context assembly, runs there. Everything else (writes, lists, gets,
the lifecycle) stays on the primary.

Read your own writes
    Each time a primary connection of this :class:`~zeusmem.storage.database.Database` is handed
    back, its WAL position (``pg_current_wal_flush_lsn()``, after the commit) raises the *horizon*
    of the caller the service is working for (:func:`set_caller`: the ``SecurityContext``'s org and
    user, set as each service method starts; a write made for no caller raises everyone's). A
    replica read first makes sure the replica has replayed up to its caller's horizon: at no cost
    when the last look at that replica already showed it, else by polling
    ``pg_last_wal_replay_lsn()`` on the replica connection for at most
    :data:`READ_YOUR_WRITES_WAIT` seconds, and then on the primary. So a memory written is found at
    once by the same user's next search in this process, in any of their sessions, whichever
    replica serves it; other users do not wait for it.

Lag and failures
    A background task looks at the primary and every replica every :func:`check_interval`
    seconds (one short statement each, on connections of its own; nothing per query). A
    replica's lag is how long ago the primary first had WAL the replica has not replayed yet (0
    when it has replayed all the primary had at the last look: an idle primary makes no lag).
    A replica lagging more than ``ZEUSMEM_REPLICA_MAX_LAG`` seconds, unreachable, or no longer in
    recovery (promoted) is skipped, and used again once a look finds it healthy. A read that
    fails on a replica (killed, restarted, a recovery conflict) runs again on the primary: the
    caller never sees the replica's error; a replica whose connection died is marked down at once.

Row-level security
    When requests run as the restricted application role (``ZEUSMEM_APP_DATABASE_URL``), so do
    searches on a replica: its search pool connects as that role on the replica's server (the same
    role and policies, replicated with everything else) with the primary's caller connection class,
    so the caller's ``zeusmem.*`` settings go in one pipeline with the statement, exactly as on the
    primary (:mod:`zeusmem.storage.caller`). Read-your-writes and the lag fallback are unchanged.

Without replica URLs nothing here exists: :attr:`Database.replicas` is None and a search costs
what it always did.

>>> parse_lsn("16/B374D848")
97500059720
>>> check_interval(2.0), check_interval(0.1)
(0.5, 0.05)
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TypeVar

import psycopg
from psycopg import AsyncConnection
from psycopg.conninfo import conninfo_to_dict

from zeusmem.errors import ConfigurationError
from zeusmem.stages import stage
from zeusmem.storage.caller import CallerConnection, CallerCursor, PooledCallerConnection, app_role_url_like
from zeusmem.storage.pooling import AsyncConnectionPool, check_idle, resolve_pooling, split_url

log = logging.getLogger("zeusmem.storage")

T = TypeVar("T")

#: seconds a replica read waits for the replica to replay this instance's last write, then reads the primary
READ_YOUR_WRITES_WAIT = 0.05
#: seconds between two polls of the replica's replay position during that wait
POLL_INTERVAL = 0.001
#: default of ``ZEUSMEM_REPLICA_MAX_LAG`` (seconds)
DEFAULT_MAX_LAG = 2.0
#: seconds a health look waits for a connection to a replica (it runs in the background)
CONNECT_TIMEOUT = 2
#: seconds a read waits for a replica pool's connection before it goes to the primary
CHECKOUT_TIMEOUT = 0.25
NOT_CHECKED = "not checked yet"
#: primary WAL positions remembered for the lag measure (at the check interval)
HISTORY = 2000

#: callers whose write positions are remembered one by one (beyond it the oldest is folded into everyone's)
MAX_CALLERS = 100_000

_caller: ContextVar[tuple[str, str] | None] = ContextVar("zeusmem_replica_caller", default=None)
_active = False  # a ReplicaSet was opened in this process: callers are worth noting


def set_caller(org_id: str | None, user_id: str) -> None:
    """Who the current call works for (the service calls this at each method's start). Does nothing
    unless a process opened replicas, so the default path pays one global read."""
    if _active:
        _caller.set((org_id or "", user_id))


_REPLICA_LOOK = "SELECT pg_is_in_recovery(), pg_last_wal_replay_lsn()::text"
_REPLICA_REPORT = (_REPLICA_LOOK + ", extract(epoch FROM now() - pg_last_xact_replay_timestamp())")
_REPLAY_LSN = "SELECT pg_last_wal_replay_lsn()::text"
_PRIMARY_LSN = "SELECT pg_current_wal_flush_lsn()::text"


def parse_lsn(text: str | None) -> int:
    """A ``pg_lsn`` as text (``16/B374D848``) as an integer (0 for None)."""
    if not text:
        return 0
    high, _, low = text.partition("/")
    return (int(high, 16) << 32) + int(low, 16)


def check_interval(max_lag: float) -> float:
    """Seconds between two health looks: a quarter of the allowed lag, between 50 ms and 1 s."""
    return min(1.0, max(0.05, max_lag / 4))


@dataclass
class Replica:
    """One replica: its pool (None while it is down) and what the last look found."""

    #: the URL as configured (the health looks connect with it)
    url: str
    name: str
    configure: Callable[[AsyncConnection], Awaitable[None]]
    kwargs: dict[str, Any]
    #: where searches connect: ``url``, or the application role on the same server
    read_url: str = ""
    connection_class: type[AsyncConnection[Any]] = AsyncConnection
    pool: AsyncConnectionPool | None = None
    healthy: bool = False
    #: seconds behind the primary at the last look (None: never looked at successfully)
    lag: float | None = None
    #: the highest replay position seen (health looks and read-your-writes polls)
    replayed: int = 0
    #: why it is skipped ("" when it is not)
    reason: str = NOT_CHECKED
    monitor: AsyncConnection | None = None
    reads: int = 0
    failures: int = 0
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass
class ReplicaStats:
    """What the replica set did (reads served, fallbacks and why), for docs/scaling.md and tests."""

    replica_reads: int = 0
    primary_reads: int = 0
    waited: int = 0
    wait_seconds: float = 0.0
    wait_timeouts: int = 0
    failures: int = 0
    by_reason: dict[str, int] = field(default_factory=dict)

    def fallback(self, reason: str) -> None:
        self.primary_reads += 1
        self.by_reason[reason] = self.by_reason.get(reason, 0) + 1


class ReplicaSet:
    """Streaming replicas that serve searches (see the module docstring).

    ``configure`` sets up a replica connection (the primary search pool's session settings;
    ``configure_pooled`` behind a transaction-mode pooler), ``prepare_threshold`` as on the primary.
    ``primary_url`` is where the lag monitor reads the primary's WAL position.

    ``app_url`` (the restricted application role's URL on the primary): searches on a replica then
    connect as that role too (:func:`~zeusmem.storage.caller.app_role_url_like`: the replica's host,
    the role's password; a replica URL already naming the role is kept) with the connection class
    of the primary's request pools (:class:`~zeusmem.storage.caller.CallerConnection`, or
    :class:`~zeusmem.storage.caller.PooledCallerConnection` behind a transaction pooler), so each
    statement runs for the caller of the service call under row-level security, its settings sent
    in one pipeline with the statement as on the primary. A physical replica has the primary's
    roles and policies: nothing else changes (the health looks keep the URL as configured).
    """

    def __init__(
        self,
        urls: Sequence[str],
        *,
        primary_url: str,
        configure: Callable[[AsyncConnection], Awaitable[None]],
        configure_pooled: Callable[[AsyncConnection], Awaitable[None]],
        prepare_threshold: int | None,
        max_lag: float = DEFAULT_MAX_LAG,
        max_size: int = 10,
        wait: float = READ_YOUR_WRITES_WAIT,
        interval: float | None = None,
        app_url: str | None = None,
    ) -> None:
        if not urls:
            raise ValueError("a ReplicaSet needs at least one URL")
        self.replicas = []
        for u in urls:
            try:
                params = conninfo_to_dict(split_url(u)[0])
                ports = str(params.get("port") or "5432").split(",")
                if not all(p.strip().isdigit() and 0 < int(p) < 65536 for p in ports):
                    raise psycopg.ProgrammingError("bad port")
            except psycopg.ProgrammingError:
                raise ConfigurationError(
                    "ZEUSMEM_READ_REPLICA_URLS holds a URL that is not a valid PostgreSQL URL; expected "
                    "postgresql://user:password@host:port/database[,postgresql://...]") from None
            pooling = resolve_pooling(u)
            kwargs = {"autocommit": True, "prepare_threshold": prepare_threshold, **pooling.connect_kwargs()}
            read_url, connection_class = pooling.url, AsyncConnection
            if app_url is not None:
                read_url = app_role_url_like(pooling.url, app_url)
                connection_class = PooledCallerConnection if pooling.transaction_pooling else CallerConnection
                kwargs["cursor_factory"] = CallerCursor
            self.replicas.append(Replica(url=pooling.url, name=_describe(pooling.url), kwargs=kwargs,
                                         configure=configure_pooled if pooling.transaction_pooling else configure,
                                         read_url=read_url, connection_class=connection_class))
        #: whether searches on the replicas run as the application role (under row-level security)
        self.restricted = app_url is not None
        self.primary_url = primary_url
        self.max_lag = max_lag
        self.max_size = max_size
        self.wait = wait
        self.interval = check_interval(max_lag) if interval is None else interval
        self.stats = ReplicaStats()
        #: the WAL position this instance's writes reached (the highest of every caller's)
        self.horizon = 0
        self._for_nobody = 0  # writes made for no caller: every read waits for them
        self._by_caller: OrderedDict[tuple[str, str], int] = OrderedDict()
        self._next = 0
        self._history: deque[tuple[float, int]] = deque(maxlen=HISTORY)  # (monotonic, primary flush lsn)
        self._primary_monitor: AsyncConnection | None = None
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self._unknown = 0  # writes whose WAL position could not be read
        self._recheck: asyncio.Task[None] | None = None
        self._check_lock = asyncio.Lock()

    # --- lifetime -------------------------------------------------------------------------------
    async def open(self) -> None:
        """Look at every replica once (a down one is only logged) and start the background looks."""
        global _active
        _active = True
        await self.check()
        self._task = asyncio.get_running_loop().create_task(self._watch(), name="zeusmem-replicas")

    async def close(self) -> None:
        self._closed = True
        for task in (self._task, self._recheck):
            if task is not None:
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Exception):  # noqa: BLE001 - closing regardless
                    pass
        for r in self.replicas:
            await self._drop(r, "closed")
            if r.monitor is not None:
                await r.monitor.close()
                r.monitor = None
        if self._primary_monitor is not None:
            await self._primary_monitor.close()
            self._primary_monitor = None

    async def _watch(self) -> None:
        while not self._closed:
            await asyncio.sleep(self.interval)
            try:
                await self.check()
            except Exception:  # noqa: BLE001 - the watcher never dies; a replica it cannot see is skipped
                log.exception("replica health check failed")

    # --- health ---------------------------------------------------------------------------------
    async def check(self) -> None:
        """One look: the primary's WAL position, then each replica's replay position and lag."""
        unknown = self._unknown
        async with self._check_lock:
            primary = await self._primary_lsn_sample()
        now = time.monotonic()
        if primary is not None:
            self._history.append((now, primary))
            if unknown:  # a write whose position was lost is behind this one
                self._raise(None, primary)
                self._unknown -= unknown
        await asyncio.gather(*(self._check_one(r) for r in self.replicas))

    async def _primary_lsn_sample(self) -> int | None:
        try:
            if self._primary_monitor is None or self._primary_monitor.closed or self._primary_monitor.broken:
                self._primary_monitor = await AsyncConnection.connect(
                    self.primary_url, autocommit=True, connect_timeout=CONNECT_TIMEOUT, prepare_threshold=None)
            cur = await self._primary_monitor.execute(_PRIMARY_LSN)
            row = await cur.fetchone()
            return parse_lsn(row[0]) if row else None
        except psycopg.Error as e:
            log.info("replica lag monitor cannot read the primary's WAL position: %s", _first_line(e))
            if self._primary_monitor is not None:
                await self._primary_monitor.close()
                self._primary_monitor = None
            return None

    def lag_of(self, replayed: int, now: float | None = None) -> float:
        """Seconds since the primary first had WAL beyond ``replayed`` (0 when it has nothing more)."""
        if not self._history or replayed >= self._history[-1][1]:
            return 0.0
        now = time.monotonic() if now is None else now
        first_ahead = self._history[-1][0]
        for at, lsn in reversed(self._history):
            if lsn <= replayed:
                break
            first_ahead = at
        return max(0.0, now - first_ahead)

    async def _check_one(self, r: Replica) -> None:
        async with r.lock:  # the watcher and a read's recheck never look at once
            await self._check_one_locked(r)

    async def _check_one_locked(self, r: Replica) -> None:
        try:
            if r.monitor is None or r.monitor.closed or r.monitor.broken:
                r.monitor = await AsyncConnection.connect(
                    r.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT, prepare_threshold=None)
            cur = await r.monitor.execute(_REPLICA_LOOK)
            row = await cur.fetchone()
        except psycopg.Error as e:
            if r.monitor is not None:
                await r.monitor.close()
                r.monitor = None
            await self._drop(r, f"unreachable: {_first_line(e)}")
            return
        if not (row and row[0]):
            await self._drop(r, "not a standby (promoted, or a primary)")
            return
        r.replayed = max(r.replayed, parse_lsn(row[1]))
        r.lag = self.lag_of(r.replayed)
        if r.lag > self.max_lag:
            self._skip(r, f"lagging {r.lag:.1f} s (ZEUSMEM_REPLICA_MAX_LAG={self.max_lag:g})")
            return
        if r.pool is None:
            r.pool = AsyncConnectionPool(r.read_url or r.url, min_size=1, max_size=self.max_size, open=False,
                                         configure=r.configure, kwargs=r.kwargs, check=check_idle,
                                         connection_class=r.connection_class,
                                         timeout=CHECKOUT_TIMEOUT, name=f"zeusmem-replica-{r.name}")
            try:  # a replica is used once it has a connection ready
                await r.pool.open(wait=True, timeout=CONNECT_TIMEOUT)
            except Exception as e:  # noqa: BLE001 - PoolTimeout: it accepts no session (yet)
                await self._drop(r, f"no connection: {_first_line(e)}")
                return
        if not r.healthy:
            log.info("read replica %s in use (lag %.3f s)", r.name, r.lag)
        r.healthy, r.reason = True, ""

    def _skip(self, r: Replica, reason: str) -> None:
        if r.healthy or r.reason == NOT_CHECKED:  # logged when it changes, not at every look
            log.warning("read replica %s skipped: %s", r.name, reason)
        r.healthy, r.reason = False, reason

    async def _drop(self, r: Replica, reason: str) -> None:
        """Mark ``r`` down and close its pool (a new one is opened when it is healthy again)."""
        if self._closed:
            r.healthy, r.reason = False, reason
        else:
            self._skip(r, reason)
        pool, r.pool = r.pool, None
        if pool is not None:
            await pool.close(timeout=1.0)

    # --- read your writes -----------------------------------------------------------------------
    @asynccontextmanager
    async def noting_writes(self, conn: AsyncConnection) -> AsyncIterator[None]:
        """Around a block on a primary connection: afterwards, :meth:`note_write`; when the block
        failed (it may have committed something first), reads go to the primary until the next look."""
        try:
            yield
        except Exception:
            self._unknown += 1
            raise
        await self.note_write(conn)

    async def note_write(self, conn: AsyncConnection) -> None:
        """After a primary connection was used: raise the horizon to its WAL position.

        A failure here (the connection broke after the block) sends reads to the primary until a
        later write or the next look catches up."""
        try:
            cur = await conn.execute(_PRIMARY_LSN)
            row = await cur.fetchone()
        except psycopg.Error:
            self._unknown += 1  # reads go to the primary until a look re-reads its position
            return
        self._raise(_caller.get(), parse_lsn(row[0] if row else None))

    def _raise(self, caller: tuple[str, str] | None, lsn: int) -> None:
        self.horizon = max(self.horizon, lsn)
        if caller is None:
            self._for_nobody = max(self._for_nobody, lsn)
            return
        self._by_caller[caller] = max(self._by_caller.get(caller, 0), lsn)
        self._by_caller.move_to_end(caller)
        while len(self._by_caller) > MAX_CALLERS:
            _, oldest = self._by_caller.popitem(last=False)
            self._for_nobody = max(self._for_nobody, oldest)

    def horizon_for(self, caller: tuple[str, str] | None) -> int:
        """The WAL position a read for ``caller`` waits for (None: every write of the instance)."""
        if caller is None:
            return self.horizon
        return max(self._for_nobody, self._by_caller.get(caller, 0))

    async def _replayed(self, r: Replica, conn: AsyncConnection, horizon: int) -> bool:
        """Whether ``r`` replayed ``horizon``, polling its replay position for at most :attr:`wait`."""
        if r.replayed >= horizon:
            return True
        started = time.perf_counter()
        deadline = started + self.wait
        self.stats.waited += 1
        while True:
            cur = await conn.execute(_REPLAY_LSN)
            row = await cur.fetchone()
            r.replayed = max(r.replayed, parse_lsn(row[0] if row else None))
            now = time.perf_counter()
            if r.replayed >= horizon:
                self.stats.wait_seconds += now - started
                return True
            if now >= deadline:
                self.stats.wait_seconds += now - started
                self.stats.wait_timeouts += 1
                return False
            await asyncio.sleep(POLL_INTERVAL)

    # --- reads ----------------------------------------------------------------------------------
    def pick(self) -> Replica | None:
        """The next healthy replica, round robin (None: read the primary)."""
        n = len(self.replicas)
        for i in range(n):
            r = self.replicas[(self._next + i) % n]
            if r.healthy and r.pool is not None:
                self._next = (self._next + i + 1) % n
                return r
        return None

    async def run(self, fn: Callable[[AsyncConnection], Awaitable[T]],
                  primary: Callable[[], Awaitable[T]]) -> T:
        """``await fn(conn)`` on a replica that replayed this instance's writes, else ``await primary()``.

        A replica's failure never reaches the caller: the read runs on the primary instead."""
        r = self.pick()
        if r is None or self._unknown:
            self.stats.fallback("no healthy replica" if r is None else "write position unknown")
            return await primary()
        horizon = self.horizon_for(_caller.get())
        pool = r.pool
        assert pool is not None
        try:
            with stage("checkout"):
                conn = await pool.getconn()
        except Exception as e:  # noqa: BLE001 - PoolTimeout (busy, or gone), a pool closed meanwhile
            # busy is no reason to drop it: the next look (now) tells whether it is gone
            self._failed(r, e)
            if self._recheck is None or self._recheck.done():
                self._recheck = asyncio.get_running_loop().create_task(self._check_one(r))
            self.stats.fallback("no replica connection")
            return await primary()
        reason = ""
        try:
            if await self._replayed(r, conn, horizon):
                result = await fn(conn)
                r.reads += 1
                self.stats.replica_reads += 1
                return result
            reason = "replay wait timed out"
        except psycopg.Error as e:
            reason = "replica failed"
            self._failed(r, e)
        except Exception as e:  # a repository's StorageError chained from the driver's
            if not isinstance(e.__cause__, psycopg.Error):
                raise
            reason = "replica failed"
            self._failed(r, e.__cause__)
        finally:
            await pool.putconn(conn)
        if reason == "replica failed" and (conn.broken or conn.closed):
            await self._drop(r, "failed under a read")
        self.stats.fallback(reason)
        return await primary()

    def _failed(self, r: Replica, e: BaseException) -> None:
        r.failures += 1
        self.stats.failures += 1
        log.info("read replica %s failed a read, reading the primary: %s", r.name, _first_line(e))

    def status(self) -> list[dict[str, Any]]:
        """Each replica: name, healthy, lag (s), why it is skipped, reads served."""
        return [{"replica": r.name, "healthy": r.healthy, "lag": r.lag, "reason": r.reason, "reads": r.reads}
                for r in self.replicas]


async def replica_report(primary_url: str, urls: Sequence[str]) -> list[dict[str, Any]]:
    """For ``zeusmem doctor``: each replica's reachability, whether it is a standby, and how far its
    replay is behind the primary's WAL (bytes, and seconds since its last replayed commit when it
    is behind). Connects once to each; never raises for a replica."""
    async def lsn_of(url: str, statement: str) -> tuple[Any, ...]:
        async with await AsyncConnection.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT,
                                                 prepare_threshold=None) as conn:
            cur = await conn.execute(statement)
            row = await cur.fetchone()
            return tuple(row) if row else ()

    try:
        primary = parse_lsn((await lsn_of(split_url(primary_url)[0], _PRIMARY_LSN))[0])
    except psycopg.Error:
        primary = None
    out: list[dict[str, Any]] = []
    for u in urls:
        clean = split_url(u)[0]
        entry: dict[str, Any] = {"replica": _describe(clean)}
        try:
            standby, replay, behind_s = await lsn_of(clean, _REPLICA_REPORT)
        except psycopg.Error as e:
            out.append({**entry, "ok": False, "detail": f"unreachable: {_first_line(e)}"})
            continue
        if not standby:
            out.append({**entry, "ok": False, "detail": "not a standby (pg_is_in_recovery() is false)"})
            continue
        behind = max(0, primary - parse_lsn(replay)) if primary is not None else None
        detail = "standby, " + ("caught up" if behind == 0 else
                                f"{behind} bytes of WAL behind" if behind is not None else "primary unreachable")
        if behind and behind_s is not None:
            detail += f" (last replayed commit {float(behind_s):.1f} s ago)"
        out.append({**entry, "ok": True, "detail": detail, "behind_bytes": behind})
    return out


def _describe(url: str) -> str:
    """host:port/dbname of a replica URL, for logs (no credentials)."""
    try:
        d = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "<unparseable url>"
    return f"{d.get('host') or 'localhost'}:{d.get('port') or '5432'}/{d.get('dbname') or d.get('user') or ''}"


def _first_line(e: BaseException) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else type(e).__name__
