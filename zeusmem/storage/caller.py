"""Who a statement runs for, under row-level security: the caller in the ``zeusmem.*`` settings.

Connected as the restricted application role (``zeusmem_app``, migration 8), a statement sees only
the rows the policies allow the caller read from ``zeusmem.org_id``, ``zeusmem.user_id``,
``zeusmem.project_id`` and ``zeusmem.session_id``; with no caller, nothing. Those settings are
set with ``set_config``, never with a session ``SET`` a pooler could hand to someone else:

* on a direct connection the settings are the session's, sent only when the caller changes, in
  one pipeline with the statement (no round trip of their own, nothing per statement:
  :class:`CallerConnection`);
* behind a transaction pooler (:class:`PooledCallerConnection`), where nothing may outlive a
  transaction, they are transaction-local: a statement outside a transaction (autocommit) is sent in
  one pipeline with the ``set_config`` before it (both run in one implicit transaction, one sync),
  a transaction sends ``BEGIN`` and the ``set_config`` in one pipeline.

The caller comes from a context variable the service facade sets for the length of each call
(:func:`acting_for`); maintenance jobs that span callers run on the owner's pool instead
(:func:`as_owner`, :meth:`zeusmem.storage.database.Database.connection`).

>>> Caller("alice", org_id="acme").settings()["rls_user"]
'alice'
>>> current_caller() is None
True
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

from psycopg import AsyncConnection, AsyncCursor, AsyncRawCursor, AsyncTransaction, pq
from psycopg.conninfo import conninfo_to_dict, make_conninfo

#: the restricted role the migrations create (not the tables' owner, no BYPASSRLS, no memberships)
APP_ROLE = "zeusmem_app"

def app_role_url(owner_url: str, password: str | None = None) -> str:
    """The URL of the restricted application role on the server and database of ``owner_url``
    (its user replaced, its password dropped or replaced by ``password``).

    >>> app_role_url("postgresql://postgres:@/postgres?host=/tmp/pg")
    'postgresql://zeusmem_app@/postgres?host=/tmp/pg'
    >>> app_role_url("postgresql://owner:secret@db:5432/zeusmem?sslmode=require", "p w")
    'postgresql://zeusmem_app:p%20w@db:5432/zeusmem?sslmode=require'
    """
    if "://" not in owner_url:
        extra = {"password": password} if password else {}
        params = {k: v for k, v in conninfo_to_dict(owner_url).items() if k != "password"}
        return make_conninfo(**{**params, "user": APP_ROLE, **extra})  # type: ignore[arg-type]
    parts = urlsplit(owner_url)
    hostport = parts.netloc.rpartition("@")[2]
    user = APP_ROLE + (":" + quote(password, safe="") if password else "")
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True)
                       if k not in ("user", "password")], safe="/")
    return urlunsplit(parts._replace(netloc=f"{user}@{hostport}", query=query))


def app_role_url_like(url: str, app_url: str) -> str:
    """``url`` (another server of the same cluster: a streaming replica) as the application role, with
    the password of ``app_url`` (the role's URL on the primary); ``url`` as it is when it already
    names the role.

    >>> app_role_url_like("postgresql://owner:x@replica:5433/zm", "postgresql://zeusmem_app:pw@primary/zm")
    'postgresql://zeusmem_app:pw@replica:5433/zm'
    >>> app_role_url_like("postgresql://zeusmem_app:own@replica/zm", "postgresql://zeusmem_app:pw@primary/zm")
    'postgresql://zeusmem_app:own@replica/zm'
    """
    if conninfo_to_dict(url).get("user") == APP_ROLE:
        return url
    password = conninfo_to_dict(app_url).get("password")
    return app_role_url(url, str(password) if password else None)


#: the caller, for the transaction this statement opens (one round trip with the statement)
SET_CALLER = (
    "SELECT set_config('zeusmem.org_id', %(rls_org)s, true), set_config('zeusmem.user_id', %(rls_user)s, true),"
    " set_config('zeusmem.project_id', %(rls_project)s, true),"
    " set_config('zeusmem.session_id', %(rls_session)s, true)"
)


@dataclass(frozen=True, slots=True)
class Caller:
    """The identity row-level security checks: a SecurityContext's four ids."""

    user_id: str
    org_id: str | None = None
    project_id: str | None = None
    session_id: str | None = None

    def settings(self) -> dict[str, str]:
        """The parameters of :data:`SET_CALLER` (absent ids are empty: the policies read them as none)."""
        return {"rls_org": self.org_id or "", "rls_user": self.user_id,
                "rls_project": self.project_id or "", "rls_session": self.session_id or ""}


_CALLER: ContextVar[Caller | None] = ContextVar("zeusmem_caller", default=None)
_OWNER: ContextVar[bool] = ContextVar("zeusmem_as_owner", default=False)


def current_caller() -> Caller | None:
    """The caller statements run for now (None: outside any service call)."""
    return _CALLER.get()


def owner_requested() -> bool:
    """Whether the code running now asked for the owner's connection (:func:`as_owner`)."""
    return _OWNER.get()


@contextmanager
def acting_for(caller: Caller) -> Iterator[None]:
    """Statements in this block (and tasks started in it) run for ``caller``."""
    token = _CALLER.set(caller)
    try:
        yield
    finally:
        _CALLER.reset(token)


@contextmanager
def as_owner() -> Iterator[None]:
    """Connections checked out in this block (and tasks started in it) are the owner's: for
    maintenance that legitimately spans callers (index builds, sweeps, consolidation, DDL)."""
    token = _OWNER.set(True)
    try:
        yield
    finally:
        _OWNER.reset(token)


_IDLE = pq.TransactionStatus.IDLE


def _needs_caller(conn: AsyncConnection[Any]) -> Caller | None:
    """The caller to set before the next statement: only outside a transaction and a pipeline
    (inside one, :meth:`CallerConnection.transaction` has set it)."""
    caller = _CALLER.get()
    if caller is None or conn._pipeline is not None or conn.pgconn.transaction_status != _IDLE:
        return None
    return caller


class _SetsCaller:
    """``execute`` that runs the statement for the current caller (:class:`CallerConnection`): when the
    connection last ran for someone else, the caller's settings go in the same pipeline (one round trip)."""

    async def execute(self, query: Any, params: Any = None, *, prepare: bool | None = None,
                      binary: bool | None = None) -> Any:
        conn = self.connection  # type: ignore[attr-defined]
        if not isinstance(conn, CallerConnection):
            return await super().execute(query, params, prepare=prepare, binary=binary)  # type: ignore[misc]
        if conn.session_settings:
            want = conn.pending_caller()
            if want is None:
                return await super().execute(query, params, prepare=prepare, binary=binary)  # type: ignore[misc]
            conn._zeusmem_caller = _UNKNOWN  # a failed pipeline rolls the settings back: send them again
            async with conn.pipeline():
                await AsyncCursor(conn).execute(SET_CALLER_SESSION, want.settings())
                await super().execute(query, params, prepare=prepare, binary=binary)  # type: ignore[misc]
            conn._zeusmem_caller = want
            return self
        caller = _needs_caller(conn)
        if caller is None:
            return await super().execute(query, params, prepare=prepare, binary=binary)  # type: ignore[misc]
        async with conn.pipeline():
            await AsyncCursor(conn).execute(SET_CALLER, caller.settings())
            await super().execute(query, params, prepare=prepare, binary=binary)  # type: ignore[misc]
        return self


class CallerCursor(_SetsCaller, AsyncCursor[Any]):
    """The application role's cursor (``cursor_factory``)."""


class CallerRawCursor(_SetsCaller, AsyncRawCursor[Any]):
    """:class:`CallerCursor` for ``$n`` placeholders (the search statement)."""


def raw_cursor(conn: AsyncConnection[Any]) -> AsyncRawCursor[Any]:
    """A raw cursor on ``conn`` that sets the caller when ``conn`` is the application role's."""
    return CallerRawCursor(conn) if isinstance(conn, CallerConnection) else AsyncRawCursor(conn)


def search_cursor(conn: AsyncConnection[Any]) -> AsyncRawCursor[Any]:
    """The :func:`raw_cursor` the search statement runs on, one per connection, kept with it: a
    new cursor per search looked up the adapters of the statement's parameters and columns again
    (measured on the real-text benchmark: ~0.04 ms of a ~0.9 ms round trip). A connection serves
    one caller at a time, and its statements one after the other, so one cursor is enough."""
    cur: AsyncRawCursor[Any] | None = getattr(conn, "_zeusmem_search_cursor", None)
    if cur is None or cur.closed:
        cur = raw_cursor(conn)
        conn._zeusmem_search_cursor = cur  # type: ignore[attr-defined]
    return cur


#: the caller for the rest of the session (a direct connection, :attr:`CallerConnection.session_settings`)
SET_CALLER_SESSION = SET_CALLER.replace("true)", "false)")
_NOBODY = Caller("")
#: what a connection's session settings are when a pipeline that set them failed (equal to no caller)
_UNKNOWN = Caller("\x00unknown")


class CallerConnection(AsyncConnection[Any]):
    """A connection of the application role: every statement and transaction runs for the caller.

    Behind a transaction pooler (``session_settings`` False: :class:`PooledCallerConnection`) the
    settings are transaction-local, sent with each statement or ``BEGIN`` in one pipeline. On a
    direct connection (``session_settings`` True) they are session settings, sent only when the
    caller differs from the one the connection last ran for (no caller included), in one pipeline
    with the statement (one round trip; a statement that fails takes them back, and the connection
    sends them again next time): a request's statements pay the switch once, whatever their number,
    with no round trip of its own, and a connection never keeps a caller into a statement that has
    none. A transaction for another caller than the session's sets it transaction-local, in one
    pipeline with ``BEGIN``; the session's settings are what they were once it ends.
    """

    session_settings = True
    _zeusmem_caller: Caller = _NOBODY

    def pending_caller(self) -> Caller | None:
        """The caller the session's settings must change to before the next statement (None: they
        are right, or a transaction or pipeline is open, where the caller set when it began holds)."""
        want = _CALLER.get() or _NOBODY
        if want == self._zeusmem_caller or self._pipeline is not None or self.pgconn.transaction_status != _IDLE:
            return None
        return want

    async def sync_caller(self) -> None:
        """Make the session's caller the current one now, in a round trip of its own (outside a
        transaction and a pipeline only)."""
        want = self.pending_caller()
        if want is None:
            return
        self._zeusmem_caller = _UNKNOWN
        await AsyncCursor(self).execute(SET_CALLER_SESSION, want.settings())
        self._zeusmem_caller = want

    @asynccontextmanager
    async def transaction(
        self, savepoint_name: str | None = None, force_rollback: bool = False
    ) -> AsyncIterator[AsyncTransaction]:
        caller = self.pending_caller() if self.session_settings else _needs_caller(self)
        if caller is None:
            async with super().transaction(savepoint_name, force_rollback) as tx:
                yield tx
            return
        tx = AsyncTransaction(self, savepoint_name, force_rollback)
        try:
            async with self.pipeline():  # BEGIN and the caller, transaction-local: one round trip
                await tx.__aenter__()
                await AsyncCursor(self).execute(SET_CALLER, caller.settings())
        except BaseException as e:
            if tx.status == tx.Status.ACTIVE:
                await tx.__aexit__(type(e), e, e.__traceback__)
            raise
        try:
            yield tx
        except BaseException as e:
            if not await tx.__aexit__(type(e), e, e.__traceback__):
                raise
        else:
            await tx.__aexit__(None, None, None)


class PooledCallerConnection(CallerConnection):
    """:class:`CallerConnection` behind PgBouncer in transaction mode: transaction-local settings only."""

    session_settings = False
