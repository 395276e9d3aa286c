"""MemoryService, the facade: the gate, versioned writes, secure hybrid search, profiles, permissions.

Its floors are modules of their own, sharing :mod:`zeusmem.service._base` (the state, the caller's
parameters, permissions, the audit trail): :mod:`~zeusmem.service.writes` (the gate and the write
path), :mod:`~zeusmem.service.search` (a typed plan, one statement per embedding model, ranking),
:mod:`~zeusmem.service.projects` and :mod:`~zeusmem.service.profiles`. Here: construction, reads,
bulk loading and the prompt blocks.

Every method takes a :class:`~zeusmem.types.SecurityContext` built by the host application.
Reads go through one security filter inside the SQL that produces candidates
(:func:`zeusmem.storage.sql.visible_clause`); an item the context may not see behaves
exactly like one that does not exist (:class:`NotFound`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from langchain_core.embeddings import Embeddings
from langchain_core.language_models.chat_models import BaseChatModel

from zeusmem.embeddings.resolve import EmbeddingSpec, EmbeddingsResolver
from zeusmem.errors import InvalidInput, NotFound
from zeusmem.rules import prompt
from zeusmem.rules import secrets as secret_scan
from zeusmem.rules import validation as v
from zeusmem.rules.caches import forget_texts
from zeusmem.rules.neighbours import LastTurns
from zeusmem.service._base import _require_ctx, _selector
from zeusmem.service.bulk import BulkLoadReport
from zeusmem.service.caller_scope import owner_job
from zeusmem.service.classifier import ConflictClassifier
from zeusmem.service.erasure import ErasureReceipt
from zeusmem.service.profiles import _Profiles
from zeusmem.service.projects import _Projects
from zeusmem.service.search import _Search
from zeusmem.service.writes import _Writes
from zeusmem.settings import Settings
from zeusmem.storage.repository import Repository
from zeusmem.types import (
    AgentProfile,
    MemoryHit,
    MemoryItem,
    MemoryType,
    Scope,
    SecurityContext,
    Status,
    StoreSelector,
)


class MemoryService(_Writes, _Search, _Projects, _Profiles):
    """Long-term memory for one database. Build it with :func:`zeusmem.open_memory`.

    Example (needs a database, so not run as a doctest)::

        async with zeusmem.open_memory() as memory:
            ctx = SecurityContext("alice", session_id="s1")
            await memory.add_explicit_memory(ctx, "Prefers dark theme", MemoryType.PREFERENCE)
            hits = await memory.search_memories(ctx, "which theme does alice like?")
    """

    def __init__(self, repo: Repository, settings: Settings, resolver: EmbeddingsResolver,
                 default_embeddings: Embeddings, *, conflict_model: BaseChatModel | None = None,
                 secret_sink: secret_scan.SecretSink | None = None) -> None:
        self.repo = repo
        self.settings = settings
        self._resolver = resolver
        self.embeddings = default_embeddings
        self._specs: dict[int, EmbeddingSpec] = {}
        #: the optional chat-model classifier of writes (see zeusmem.service.classifier)
        self.classifier = (
            ConflictClassifier(conflict_model, timeout=settings.conflict_model_timeout,
                               min_confidence=settings.conflict_model_min_confidence)
            if conflict_model is not None else None
        )
        self.secret_sink = secret_sink
        self._last_turns = LastTurns()  # transcript turns' neighbours (zeusmem.rules.neighbours)

    async def history(self, ctx: SecurityContext, memory_id: str) -> list[MemoryItem]:
        """Every version of the memory, oldest first, all with the memory's id (``version`` 1, 2, ...)."""
        item = await self.get_memory(ctx, memory_id)
        return await self.repo.versions(item.id)

    async def list_memories(
        self,
        ctx: SecurityContext,
        *,
        memory_type: MemoryType | str | Sequence[MemoryType | str] | None = None,
        scope: Scope | str | Sequence[Scope | str] | None = None,
        tags: Sequence[str] | None = None,
        status: Status | str = Status.ACTIVE,
        include_expired: bool = False,
        limit: int = 50,
        offset: int = 0,
        where: StoreSelector | None = None,
        as_of: datetime | str | None = None,
        valid_at: datetime | None = None,
    ) -> list[MemoryItem]:
        """Visible memories, newest first (``where``: only these items of LangGraph's store).

        ``as_of``: the versions recorded and active at that instant (``status`` does not apply).
        ``valid_at`` (timezone-aware): what held in the world then, superseded memories included
        for the time they held (with the default ``status``; another status narrows it)."""
        ctx = _require_ctx(ctx)
        params, filters = self._filters(ctx, memory_type, scope, tags, include_expired, as_of)
        st = v.enum_value("status", status, Status)
        assert st is not None
        if valid_at is not None:
            params["valid_at"] = v.aware_datetime("valid_at", valid_at)
            filters["valid_at"] = True
        if not filters.get("as_of") and (valid_at is None or st is not Status.ACTIVE):
            params["statuses"] = ([st.value, Status.EXPIRED.value] if include_expired and st is Status.ACTIVE
                                  else [st.value])
            filters["statuses"] = True
        return await self.repo.list_items(params, self._scopes(ctx), filters, order="recent",
                                    limit=v.int_range("limit", limit, 1, 1000),
                                    offset=v.int_range("offset", offset, 0, 10_000_000),
                                    where=_selector(where))

    async def recall(self, ctx: SecurityContext, *, limit: int = 100, as_of: datetime | str | None = None) -> str:
        """Synapse-style plain-text digest of the visible active memories: priority, then recency
        (``as_of``: those recorded and active at that instant)."""
        ctx = _require_ctx(ctx)
        params, filters = self._filters(ctx, None, None, None, False, as_of)
        items = await self.repo.list_items(params, self._scopes(ctx), filters, order="priority",
                                     limit=v.int_range("limit", limit, 1, 1000))
        total, verified = await self.repo.count(params, self._scopes(ctx), filters)
        title = ctx.user_id + (f" in project {ctx.project_id}" if ctx.project_id else "")
        return prompt.format_recall(items, title=title, total=total, verified=verified)

    async def expiring(self, ctx: SecurityContext, within: timedelta | str = "7d") -> list[MemoryItem]:
        """Visible active memories whose expiry falls within ``within`` from now."""
        ctx = _require_ctx(ctx)
        delta = v.duration("within", within)
        params, filters = self._filters(ctx, None, None, None, False)
        items = await self.repo.list_items(params, self._scopes(ctx), filters, order="expiry", limit=1000)
        horizon = datetime.now(UTC) + delta
        return [i for i in items if i.expires_at is not None and i.expires_at <= horizon]

    async def profile_and_search(
        self, ctx: SecurityContext, query: str | None, *, k: int = 5, min_score: float | None = None,
        as_of: datetime | str | None = None,
    ) -> tuple[AgentProfile, list[MemoryHit]]:
        """:meth:`get_profile_for_agent` and :meth:`search_memories` on one pooled connection,
        back to back (what context assembly needs for each model call). An empty ``query``
        searches nothing. ``as_of``: the memories as recorded at that instant (the profile is today's)."""
        ctx = _require_ctx(ctx)
        plan = (await self._search_plan(ctx, query, k, None, None, None, False, None, min_score, as_of=as_of)
                if query and query.strip() else None)

        async def run(conn: Any) -> tuple[AgentProfile, list[MemoryHit]]:
            profile = await self._profile_on(conn, ctx)
            return profile, (await self._search_on(conn, plan) if plan is not None else [])

        profile, hits = await self.repo.db.run(run, search=True)
        self.repo.record_use([h.item.id for h in hits])
        return profile, hits

    @owner_job  # trusted rows of any caller (migrations, restores, benchmarks)
    async def bulk_load(
        self,
        rows: Iterable[Mapping[str, Any]],
        *,
        embeddings: Embeddings | None = None,
        batch_size: int = 5000,
        rebuild_indexes: bool | None = None,
    ) -> BulkLoadReport:
        """Load trusted memories with precomputed embeddings (migrations, restores, benchmarks);
        returns when they are searchable at full speed (indexes built, statistics analysed).

        ``rows``: mappings with at least id, content, memory_type, scope, scope_id, created_by,
        confidence, created_at (timezone-aware) and embedding (``embeddings``' model, default the
        service's); any other column of ``zeusmem.storage.bulk.BULK_COLUMNS`` is optional. No
        duplicate check, conflict handling or audit row; rows holding a secret are left out and
        named in the report. ``rebuild_indexes``: drop the vector indexes first and rebuild them
        once (default: when the load is large next to what is stored). See :mod:`zeusmem.service.bulk`.

        Example (needs a database, so not run as a doctest)::

            report = await memory.bulk_load(rows)
            report.loaded, report.rows_per_second
        """
        from zeusmem.service.bulk import bulk_load

        spec, model_id = await self._spec(embeddings or self.embeddings)
        return await bulk_load(self.repo, rows, model_id=model_id, dims=spec.dims,
                               exact_scan_limit=self.settings.exact_scan_limit, batch_size=batch_size,
                               rebuild_indexes=rebuild_indexes)

    async def erase_user(
        self, ctx: SecurityContext, user_id: str | None = None, *, reason: str | None = None, admin: bool = False
    ) -> ErasureReceipt:
        """Erase a person in ``ctx.org_id``: ``ctx.user_id`` itself, or (``admin``: the host has checked
        that ``ctx.user_id`` administers the org) the member ``user_id``, with a ``reason`` kept in the
        receipt. Naming someone else without ``admin`` is NotFound. Resumable: an interrupted erasure
        raises ErasureIncomplete and the next call continues. See :mod:`zeusmem.service.erasure`.

        Example (needs a database, so not run as a doctest)::

            receipt = await memory.erase_user(SecurityContext("alice", org_id="acme"))
            receipt.counts["memories"], receipt.is_for("alice")
        """
        from zeusmem.service.erasure import erase_person

        ctx = _require_ctx(ctx)
        if not isinstance(admin, bool):
            raise InvalidInput("admin", "must be a boolean")
        target = ctx.user_id if user_id is None else user_id
        if target != ctx.user_id:
            if not admin:
                raise NotFound(f"no user {str(target)[:64]!r}")  # as if they did not exist
            if not isinstance(reason, str) or not reason.strip():
                raise InvalidInput("reason", "an admin erasing a member must give the reason (kept in the receipt)")
        try:
            return await erase_person(self.repo.db, target, ctx.org_id,
                                      requested_by="self" if target == ctx.user_id else "admin", reason=reason)
        finally:  # what this process keeps of their words: their last turn, what the rules read
            self._last_turns.forget(ctx.org_id or "", target)
            forget_texts()

    async def flush_usage(self) -> None:
        """Write the queued ``last_used_at`` updates now (they are written in the background, within
        half a second of a search, and when the service closes)."""
        await self.repo.usage.flush()

    def format_memories_for_prompt(self, hits: Sequence[MemoryHit]) -> str:
        """The Related Memories block: data, not instructions (see :mod:`zeusmem.rules.prompt`)."""
        return prompt.format_memories_for_prompt(hits)
