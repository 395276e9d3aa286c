"""The body of :mod:`zeusmem.store` (its face re-exports the public names): :class:`ZeusmemStore`,
the identity of a run, the gate's refusals, the store-only helpers (its namespaces, the TTL)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.config import get_config
from langgraph.prebuilt.tool_node import ToolInvocationError
from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)

from zeusmem.errors import ConfigurationError, GateRejected, InvalidInput, NotFound
from zeusmem.handle import MemoryRef, MemorySource
from zeusmem.rules.validation import MAX_QUERY_LEN
from zeusmem.service import gate
from zeusmem.service.caller_scope import caller_of
from zeusmem.service.identity import context_from_config
from zeusmem.service.service import MemoryService
from zeusmem.storage.caller import acting_for
from zeusmem.storage.driver import driver_errors
from zeusmem.store.namespaces import (
    DEFAULT_RULES,
    NamespaceConvention,
    NamespaceRule,
    Placement,
    Target,
)
from zeusmem.store.values import (
    check_filter,
    check_value,
    kept_value,
    memory_text,
    store_key,
    value_of,
)
from zeusmem.types import MemoryItem, MemoryType, Scope, SecurityContext, Source, StoreSelector
from zeusmem.verdicts import GateReason, GateVerdict

log = logging.getLogger("zeusmem.store")

#: search results come from zeusmem's ranked search, which returns at most this many
MAX_SEARCH_RESULTS = 100


class StoreWriteRejected(GateRejected, ToolInvocationError, ValueError):
    """The write gate refused a put; nothing was stored. ``verdict`` says why.

    Also a ``ToolInvocationError``, so LangGraph's ``ToolNode`` (``create_agent``, LangMem's
    ``manage_memory``) returns :attr:`message` to the model as a tool error instead of failing
    the run, and a ``ValueError``, so the LangGraph server answers 400 with the message.
    """

    def __init__(self, verdict: GateVerdict, message: str) -> None:
        Exception.__init__(self, message)
        self.verdict = verdict
        self.message = message
        self.tool_name = "store"
        self.tool_kwargs: dict[str, Any] = {}
        self.source = None  # type: ignore[assignment]
        self.filtered_errors = None


@dataclass(frozen=True, slots=True)
class StoreIdentity:
    """Who is calling outside a run, and what their writes count as (``user``: a person's own
    statement; ``ai``: an agent's, with confidence 0.7 and the per-session rate limit)."""

    context: SecurityContext
    source: Source = Source.USER
    #: the context's project and session come from the caller's credentials: a namespace naming
    #: another project or session is not theirs (as another user's), whatever their memberships
    confined: bool = False


IdentitySource = SecurityContext | StoreIdentity | Callable[[], "SecurityContext | StoreIdentity | None"]


def _runtime_context(config: RunnableConfig) -> Any:
    runtime = (config.get("configurable") or {}).get("__pregel_runtime")
    return getattr(runtime, "context", None)


def run_identity(config: RunnableConfig | None) -> SecurityContext | None:
    """The identity of the run ``config`` belongs to, or ``None`` when it names no user.

    The same rules as the tools (:func:`zeusmem.service.identity.context_from_config`); LangMem's
    ``langgraph_user_id`` stands in for a missing ``user_id``.
    """
    if not config:
        return None
    configurable = dict(config.get("configurable") or {})
    runtime_ctx = _runtime_context(config)
    in_context = runtime_ctx is not None and (
        (runtime_ctx.get("user_id") if isinstance(runtime_ctx, dict) else getattr(runtime_ctx, "user_id", None))
        is not None
    )
    if configurable.get("user_id") in (None, "") and not in_context:
        alias = configurable.get("langgraph_user_id")
        if alias in (None, ""):
            return None
        configurable["user_id"] = alias
    return context_from_config({**config, "configurable": configurable}, runtime_ctx)


@dataclass(frozen=True, slots=True)
class _Caller:
    ctx: SecurityContext
    source: Source
    provenance: dict[str, str]
    #: the project / session the caller's credentials name (no other is addressable), else None
    project_lock: str | None = None
    session_lock: str | None = None


def _credential_locks(config: RunnableConfig | None) -> tuple[str | None, str | None]:
    """The project and session named by the credentials of the LangGraph server request that
    started this run (``langgraph_auth_user``, made by :mod:`zeusmem.interfaces.langgraph_auth`)."""
    user = ((config or {}).get("configurable") or {}).get("langgraph_auth_user")
    if user is None:
        return None, None

    def field(name: str) -> Any:
        try:
            value = user[name] if isinstance(user, dict) else getattr(user, name)
        except (AttributeError, KeyError, TypeError):
            return None
        return value if isinstance(value, str) and value else None

    if field("zeusmem_kind") not in ("human", "agent"):
        return None, None
    return field("project_id"), field("session_id")


class ZeusmemStore(BaseStore):
    """LangGraph's ``BaseStore`` on a zeusmem :class:`~zeusmem.MemoryService`.

    ``memory`` is an open service or a zero-argument async callable returning one (e.g.
    :class:`zeusmem.handle.LazyMemory`, which ``langgraph.json``'s ``store`` uses). The sync API
    (``get``, ``put``, ``search``...) works from any thread while the service runs on its own
    event loop; inside that loop use the async API.

    Options: ``namespaces`` (a :class:`~zeusmem.store.namespaces.NamespaceConvention` or its
    rules), ``identity`` (a SecurityContext, a :class:`StoreIdentity`, or a callable returning one:
    who calls outside a run), ``memory_type`` (of values without a valid ``"memory_type"`` field,
    default ``fact``), ``run_source`` (what writes inside a run count as, default ``ai``),
    ``fields`` (JSON paths whose text is the memory text of values without ``content``),
    ``ttl`` (a ``TTLConfig``: ``default_ttl`` and ``refresh_on_read``).

    Example (needs a database, so not run as a doctest)::

        store = ZeusmemStore(memory, identity=SecurityContext("alice"))
        store.put(("memories", "alice"), "theme", {"content": "Prefers dark theme"})
        store.get(("memories", "alice"), "theme").value
        {'content': 'Prefers dark theme'}
    """

    supports_ttl = True

    def __init__(
        self,
        memory: MemorySource | MemoryRef,
        *,
        namespaces: NamespaceConvention | Sequence[NamespaceRule] | None = None,
        identity: IdentitySource | None = None,
        memory_type: MemoryType | str = MemoryType.FACT,
        run_source: Source | str = Source.AI,
        fields: Sequence[str] | None = None,
        ttl: TTLConfig | None = None,
    ) -> None:
        self._ref = memory if isinstance(memory, MemoryRef) else MemoryRef(memory)
        if namespaces is None:
            namespaces = NamespaceConvention(DEFAULT_RULES)
        elif not isinstance(namespaces, NamespaceConvention):
            namespaces = NamespaceConvention(namespaces)
        self.namespaces = namespaces
        if identity is not None and not (isinstance(identity, (SecurityContext, StoreIdentity)) or callable(identity)):
            raise ConfigurationError("identity must be a SecurityContext, a StoreIdentity or a callable returning one")
        self._identity = identity
        try:
            self.memory_type = MemoryType(memory_type)
            self.run_source = Source(run_source)
        except ValueError as e:
            raise ConfigurationError(f"ZeusmemStore: {e}") from None
        self.fields = list(fields) if fields else None
        if ttl is not None and not isinstance(ttl, dict):
            raise ConfigurationError("ttl must be a langgraph.store.base.TTLConfig dict")
        self.ttl_config = ttl

    def __repr__(self) -> str:
        return f"ZeusmemStore(namespaces={self.namespaces.describe()})"

    # --- BaseStore ------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ``ops`` in order (from any thread but the service's own event loop's)."""
        ops = list(ops)
        caller = self._caller() if ops else None
        return self._ref.run_sync(lambda: self._run(ops, caller))

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ``ops`` in order; results in the same order. The first op that fails raises (the
        ones before it are done, the ones after it are not run)."""
        ops = list(ops)
        return await self._run(ops, self._caller() if ops else None)

    # --- identity -------------------------------------------------------------------------------
    def _caller(self) -> _Caller:
        try:
            config: RunnableConfig | None = get_config()
        except RuntimeError:
            config = None
        ctx = run_identity(config)
        if ctx is not None:
            return _Caller(ctx, self.run_source, _run_provenance(config), *_credential_locks(config))
        ident = self._identity() if callable(self._identity) else self._identity
        if isinstance(ident, StoreIdentity):
            if ident.confined:
                return _Caller(ident.context, ident.source, {}, ident.context.project_id, ident.context.session_id)
            return _Caller(ident.context, ident.source, {})
        if isinstance(ident, SecurityContext):
            return _Caller(ident, Source.USER, {})
        if ident is not None:
            raise ConfigurationError(f"the store's identity callable returned {type(ident).__name__}")
        raise ConfigurationError(
            "zeusmem's store needs the caller's identity: inside a graph run pass it with the run, e.g. "
            "graph.invoke(inputs, {'configurable': {'user_id': 'alice', 'thread_id': 't1'}}) (LangMem's "
            "'langgraph_user_id' works too); outside a run create the store with "
            "ZeusmemStore(memory, identity=SecurityContext('alice')); behind the LangGraph server add "
            "\"auth\": {\"path\": \"zeusmem.interfaces.langgraph_auth:auth\"} to langgraph.json"
        )

    # --- dispatch -------------------------------------------------------------------------------
    async def _run(self, ops: list[Op], caller: _Caller | None) -> list[Result]:
        if not ops:
            return []
        assert caller is not None
        memory = await self._ref.get()
        with acting_for(caller_of(caller.ctx)):  # under row-level security: the ops run for the caller
            return await self._run_ops(memory, ops, caller)

    async def _run_ops(self, memory: MemoryService, ops: list[Op], caller: _Caller) -> list[Result]:
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(await self._get(memory, caller, op))
            elif isinstance(op, PutOp):
                await self._put(memory, caller, op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(await self._search(memory, caller, op))
            elif isinstance(op, ListNamespacesOp):
                results.append(await self._list_namespaces(memory, caller, op))
            else:
                raise InvalidInput("op", f"unknown store operation {type(op).__name__}")
        return results

    # --- namespaces -----------------------------------------------------------------------------
    def _place(self, namespace: tuple[str, ...]) -> Placement:
        placement = self.namespaces.place(namespace)
        if placement is None:
            raise InvalidNamespaceError(
                f"namespace {namespace!r} does not map to a zeusmem scope; the convention is "
                f"{self.namespaces.describe()} (labels after a pattern are a sub-namespace)"
            )
        return placement

    @staticmethod
    def _scoped(caller: _Caller, scope: Scope, bound: dict[str, str | None]) -> SecurityContext | None:
        """The SecurityContext that addresses ``scope`` with ``bound`` labels, or ``None`` when they
        name someone else (another user; a project or session other than the one the caller's
        credentials name) or nothing (no current session / project)."""
        me = caller.ctx
        user = bound.get("user_id")
        if user is not None and user != me.user_id:
            return None
        session = me.session_id
        project = me.project_id
        if scope is Scope.SESSION:
            session = bound.get("session_id") or me.session_id
            if session is None or (caller.session_lock is not None and session != caller.session_lock):
                return None
        if scope is Scope.PROJECT:
            project = bound.get("project_id") or me.project_id
            if project is None or (caller.project_lock is not None and project != caller.project_lock):
                return None
        return SecurityContext(me.user_id, project_id=project, session_id=session, org_id=me.org_id)

    def _namespace_of(self, item: MemoryItem) -> tuple[tuple[str, ...], str]:
        record = item.provenance.get("store")
        sub: tuple[str, ...] = ()
        key = item.key or item.lineage_id or item.id
        if isinstance(record, dict) and isinstance(record.get("key"), str):
            sub = tuple(str(x) for x in record.get("sub") or ())
            key = record["key"]
        return self.namespaces.namespace_of(item.scope, item.scope_id, owner=item.created_by, sub=sub), key

    def _item(self, item: MemoryItem) -> Item:
        namespace, key = self._namespace_of(item)
        return Item(namespace=namespace, key=key, value=value_of(item), created_at=self._created(item),
                    updated_at=item.updated_at)

    def _search_item(self, item: MemoryItem, score: float | None) -> SearchItem:
        namespace, key = self._namespace_of(item)
        return SearchItem(namespace, key, value_of(item), self._created(item), item.updated_at, score=score)

    @staticmethod
    def _created(item: MemoryItem) -> datetime:
        """When the key was first put (its first version), else when this memory was created."""
        record = item.provenance.get("store")
        if isinstance(record, dict) and isinstance(record.get("created_at"), str):
            try:
                return datetime.fromisoformat(record["created_at"])
            except ValueError:
                pass
        return item.created_at

    async def _find(self, memory: MemoryService, ctx: SecurityContext, placement: Placement,
                    key: str) -> MemoryItem | None:
        """The active memory at (namespace, key): by its zeusmem key, else (memories written
        elsewhere without a key, in the scope's own namespace) by its lineage id."""
        found = await memory.list_memories(
            ctx, scope=placement.scope, limit=1, where=StoreSelector(key=store_key(placement.sub, key))
        )
        if not found and not placement.sub and key.startswith("mem_"):
            found = await memory.list_memories(ctx, scope=placement.scope, limit=1, where=StoreSelector(lineage=key))
        return found[0] if found else None

    # --- get ------------------------------------------------------------------------------------
    async def _get(self, memory: MemoryService, caller: _Caller, op: GetOp) -> Item | None:
        placement = self._place(tuple(op.namespace))
        ctx = self._scoped(caller, placement.scope, dict(placement.bound))
        if ctx is None:
            return None
        item = await self._find(memory, ctx, placement, str(op.key))
        if item is None:
            return None
        if op.refresh_ttl:
            await _refresh_ttl(memory, ctx, [item])
        return self._item(item)

    # --- put / delete ---------------------------------------------------------------------------
    async def _put(self, memory: MemoryService, caller: _Caller, op: PutOp) -> None:
        namespace = tuple(op.namespace)
        if not namespace:
            raise InvalidNamespaceError("Namespace cannot be empty.")
        placement = self._place(namespace)
        ctx = self._scoped(caller, placement.scope, dict(placement.bound))
        if ctx is None:
            raise NotFound(f"no namespace {namespace!r} visible to you")
        key = op.key
        if not isinstance(key, str) or not key or "\x00" in key:
            raise InvalidInput("key", "must be a non-empty string without NUL")
        previous = await self._find(memory, ctx, placement, key)
        if op.value is None:
            if previous is not None:
                await memory.delete_memory(ctx, previous.id, reason="deleted through the store")
            return
        value = check_value(op.value)
        index = op.index
        if index is not None and index is not False and (
            not isinstance(index, list) or not all(isinstance(p, str) for p in index)
        ):
            raise InvalidInput("index", "must be False, None or a list of JSON paths")
        text = memory_text(value, index or None, self.fields).strip()
        kept, text_is_content = kept_value(value, text, index)
        mtype = self.memory_type
        if previous is not None:  # a key keeps the type of its first version
            mtype = previous.memory_type
        elif value.get("memory_type") in MemoryType._value2member_map_:
            mtype = MemoryType(value["memory_type"])
        ttl = op.ttl
        if ttl is not None and (isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or ttl <= 0):
            raise InvalidInput("ttl", "must be a positive number of minutes or None")
        now = datetime.now(UTC)
        first = self._created(previous) if previous is not None else now
        record: dict[str, Any] = {
            "key": key, "sub": list(placement.sub), "path": ".".join(placement.sub) + "." if placement.sub else "",
            "value": kept, "created_at": first.isoformat(),
        }
        if text_is_content:
            record["text_in"] = "content"
        if ttl is not None:
            record["ttl"] = float(ttl)
        if index is False:
            record["index"] = False
        leak = gate.sensitive_field({f"value.{k}": v for k, v in kept.items()})
        if leak:
            raise _rejected(leak)
        prov = {"store": record, **caller.provenance}
        zkey = store_key(placement.sub, key)
        try:
            if previous is not None and previous.key is None:
                # a memory written elsewhere without a key: its next version (same lineage, same key)
                await memory.update_memory(
                    ctx, previous.id, content=text, reason="updated through the store", provenance=prov,
                    source=caller.source, expires_at=now + timedelta(minutes=float(ttl)) if ttl is not None else None,
                )
                return
            await memory.add_explicit_memory(
                ctx, text, mtype, placement.scope, key=zkey, source=caller.source,
                expires_at=now + timedelta(minutes=float(ttl)) if ttl is not None else None,
                provenance=prov, embed=index is not False,
            )
        except GateRejected as e:
            raise await self._explain(memory, ctx, e.verdict) from None

    async def _explain(self, memory: MemoryService, ctx: SecurityContext, verdict: GateVerdict) -> StoreWriteRejected:
        """The gate's verdict in the store's terms: a duplicate names the existing memory's key."""
        if verdict.reason is GateReason.DUPLICATE and verdict.existing_id:
            try:
                existing = await memory.get_memory(ctx, verdict.existing_id)
                _, existing_key = self._namespace_of(existing)
            except NotFound:  # pragma: no cover - it was just found by the gate
                existing_key = verdict.existing_id
            sim = f" (similarity {verdict.similarity:.2f})" if verdict.similarity is not None else ""
            return StoreWriteRejected(
                verdict,
                f"Memory not stored (duplicate): an existing memory with id {existing_key} already says nearly "
                f"the same{sim}; update that memory instead of creating a new one.",
            )
        return _rejected(verdict)

    # --- search ---------------------------------------------------------------------------------
    async def _search(self, memory: MemoryService, caller: _Caller, op: SearchOp) -> list[SearchItem]:
        value_filter = check_filter(op.filter)
        limit, offset = _page(op.limit, op.offset)
        groups = self._groups(caller, self.namespaces.targets(tuple(op.namespace_prefix)))
        if not groups or limit == 0:
            return []
        if op.query is not None and not isinstance(op.query, str):
            raise InvalidInput("query", f"must be a string or None, got {type(op.query).__name__}")
        # LangMem's manager searches with whole conversation windows: the head is what counts
        query = (op.query or "").strip()[:MAX_QUERY_LEN]
        want = offset + limit
        found: list[tuple[float, MemoryItem]] = []
        for ctx, scopes, sub_prefix in groups:
            where = StoreSelector(path_prefix=".".join(sub_prefix) + "." if sub_prefix else None,
                                  value_filter=value_filter)
            if query:
                hits = await memory.search_memories(
                    ctx, query, k=min(want, MAX_SEARCH_RESULTS), scope=scopes, where=where
                )
                found.extend((h.score, h.item) for h in hits)
            else:
                items = await memory.list_memories(ctx, scope=scopes, limit=min(want, 1000), where=where)
                found.extend((i.updated_at.timestamp(), i) for i in items)
        found.sort(key=lambda t: (-t[0], t[1].id))
        page = found[offset:want]
        if op.refresh_ttl:
            await _refresh_ttl(memory, caller.ctx, [i for _, i in page])
        return [self._search_item(i, round(s, 6) if query else None) for s, i in page]

    def _groups(
        self, caller: _Caller, targets: list[Target]
    ) -> list[tuple[SecurityContext, list[Scope], tuple[str, ...]]]:
        """One (context, scopes, sub-namespace prefix) per search to run: the targets without a
        sub-namespace prefix together (their scopes in one ranked search), the others alone."""
        plain: dict[Scope, SecurityContext] = {}
        groups: list[tuple[SecurityContext, list[Scope], tuple[str, ...]]] = []
        for t in targets:
            ctx = self._scoped(caller, t.scope, t.bound)
            if ctx is None:
                continue
            if t.sub_prefix:
                groups.append((ctx, [t.scope], t.sub_prefix))
            else:
                plain[t.scope] = ctx
        if plain:
            me = caller.ctx
            session = plain[Scope.SESSION].session_id if Scope.SESSION in plain else me.session_id
            project = plain[Scope.PROJECT].project_id if Scope.PROJECT in plain else me.project_id
            ctx = SecurityContext(me.user_id, project_id=project, session_id=session, org_id=me.org_id)
            groups.insert(0, (ctx, list(plain), ()))
        return groups

    # --- list namespaces ------------------------------------------------------------------------
    async def _list_namespaces(self, memory: MemoryService, caller: _Caller,
                               op: ListNamespacesOp) -> list[tuple[str, ...]]:
        limit, offset = _page(op.limit, op.offset, max_limit=10_000)
        if op.max_depth is not None and (not isinstance(op.max_depth, int) or op.max_depth < 1):
            raise InvalidInput("max_depth", "must be a positive integer or None")
        me = caller.ctx
        seen: set[tuple[str, ...]] = set()
        for scope, scope_id, sub in await _namespaces_of(memory, me):
            if not self.namespaces.maps(scope):
                continue
            lock = {Scope.PROJECT: caller.project_lock, Scope.SESSION: caller.session_lock}.get(scope)
            if lock is not None and scope_id != lock:
                continue
            ns = self.namespaces.namespace_of(scope, scope_id, owner=me.user_id, sub=sub)
            if all(_matches_condition(ns, c.match_type, tuple(c.path)) for c in op.match_conditions or ()):
                seen.add(ns[: op.max_depth] if op.max_depth else ns)
        return sorted(seen)[offset: offset + limit]


def _matches_condition(ns: tuple[str, ...], match_type: str, path: tuple[str, ...]) -> bool:
    if len(ns) < len(path):
        return False
    pairs = zip(ns, path, strict=False) if match_type == "prefix" else zip(reversed(ns), reversed(path), strict=False)
    if match_type not in ("prefix", "suffix"):
        raise InvalidInput("match_type", f"must be 'prefix' or 'suffix', got {match_type!r}")
    return all(p == "*" or n == p for n, p in pairs)


def _page(limit: Any, offset: Any, *, max_limit: int = 1000) -> tuple[int, int]:
    for name, val in (("limit", limit), ("offset", offset)):
        if isinstance(val, bool) or not isinstance(val, int) or val < 0:
            raise InvalidInput(name, "must be a non-negative integer")
    return min(limit, max_limit), offset


def _rejected(verdict: GateVerdict) -> StoreWriteRejected:
    return StoreWriteRejected(verdict, f"Memory not stored ({verdict.reason.value}): {verdict.detail}")


def _run_provenance(config: RunnableConfig | None) -> dict[str, str]:
    """Thread and run of the graph run making the write."""
    if not config:
        return {}
    configurable = config.get("configurable") or {}
    metadata = config.get("metadata") or {}
    prov = {"thread_id": configurable.get("thread_id") or metadata.get("thread_id"),
            "run_id": metadata.get("run_id") or config.get("run_id")}
    return {k: str(v) for k, v in prov.items() if v}


async def _namespaces_of(memory: MemoryService, ctx: SecurityContext) -> list[tuple[Scope, str, tuple[str, ...]]]:
    """(scope, scope id, sub-namespace) of every place holding active memories ctx's user may see:
    its user scope, all its sessions, the projects it is a member of."""
    rows = await memory.repo.store_namespaces(ctx.org_id or "", ctx.user_id)
    return [(Scope(s), sid, tuple(str(x) for x in sub or ())) for s, sid, sub in rows]


async def _refresh_ttl(memory: MemoryService, ctx: SecurityContext, items: Sequence[MemoryItem]) -> None:
    """Restart the TTL of store items written with one (LangGraph's ``refresh_ttl``)."""
    ids = [i.id for i in items if isinstance((i.provenance.get("store") or {}).get("ttl"), (int, float))]
    if ids:
        with driver_errors("refreshing the TTL"):
            await memory.repo.refresh_store_ttl(ctx.org_id or "", ids)
