"""The state and the helpers every floor of ``MemoryService`` shares (``zeusmem.service.service``)."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any, NoReturn

import numpy as np
from langchain_core.embeddings import Embeddings

from zeusmem.embeddings.resolve import EmbeddingSpec, EmbeddingsResolver, embedding_spec
from zeusmem.errors import EmbeddingError, GateRejected, InvalidInput, NotFound, PermissionDenied
from zeusmem.rules import validation as v
from zeusmem.rules.neighbours import LastTurns
from zeusmem.rules.permissions import Action, project_allows
from zeusmem.rules.secrets import SecretSink
from zeusmem.service.caller_scope import CallerScoped
from zeusmem.service.classifier import ConflictClassifier
from zeusmem.settings import Settings
from zeusmem.storage import sql as q
from zeusmem.storage import versions
from zeusmem.storage.replicas import set_caller
from zeusmem.storage.repository import Repository
from zeusmem.types import (
    MemoryItem,
    MemoryType,
    Role,
    Scope,
    SecurityContext,
    StoreSelector,
)
from zeusmem.verdicts import GateVerdict

log = logging.getLogger("zeusmem.service")


def _require_ctx(ctx: Any) -> SecurityContext:
    if not isinstance(ctx, SecurityContext):
        raise InvalidInput("ctx", "must be a SecurityContext built from the authenticated identity")
    set_caller(ctx.org_id, ctx.user_id)  # read replicas: whose writes a later search waits for
    return ctx


def _selector(where: Any) -> StoreSelector | None:
    if where is None or isinstance(where, StoreSelector):
        return where
    raise InvalidInput("where", "must be a zeusmem.types.StoreSelector")


class _Base(CallerScoped):
    """What every floor of :class:`~zeusmem.service.service.MemoryService` shares: its state, the
    embeddings, the caller's parameters, permissions and the audit trail."""

    repo: Repository
    settings: Settings
    embeddings: Embeddings
    _resolver: EmbeddingsResolver
    _specs: dict[int, EmbeddingSpec]
    classifier: ConflictClassifier | None
    secret_sink: SecretSink | None
    _last_turns: LastTurns

    # --- embeddings ---------------------------------------------------------------------------
    def embeddings_for(self, ctx: SecurityContext, scope: Scope) -> Embeddings:
        """Project memories use the service's embeddings; user/session ones the user's own model."""
        return self.embeddings if scope is Scope.PROJECT else self._resolver(ctx.user_id)

    async def _spec(self, emb: Embeddings) -> tuple[EmbeddingSpec, int]:
        spec = self._specs.get(id(emb))
        if spec is None:
            import asyncio

            spec = await asyncio.to_thread(embedding_spec, emb)
            self._specs[id(emb)] = spec
        return spec, await self.repo.model_id(spec.name, spec.dims)

    async def _embed(self, emb: Embeddings, text: str, *, query: bool) -> np.ndarray:
        try:
            vec = await (emb.aembed_query(text) if query else emb.aembed_documents([text]))
        except Exception as e:
            raise EmbeddingError(f"the embedding model failed: {type(e).__name__}: {str(e)[:200]}") from e
        arr = np.asarray(vec if query else vec[0], dtype=np.float32)
        return arr

    # --- reads --------------------------------------------------------------------------------
    async def get_memory(self, ctx: SecurityContext, memory_id: str, *, version: int | None = None,
                         as_of: datetime | str | None = None) -> MemoryItem:
        """A memory by its id: the current version, ``version=N`` that version, ``as_of=`` the version
        recorded and active at that instant. A per-version id issued before ids were stable reads
        its own version. NotFound when not visible (or, with ``as_of``, not recorded yet then);
        InvalidInput naming ``version`` for a version that does not exist."""
        ctx = _require_ctx(ctx)
        number = v.version_number("version", version)
        instant = v.past_instant("as_of", as_of)
        if not isinstance(memory_id, str) or not memory_id or len(memory_id) > v.MAX_ID_LEN or "\x00" in memory_id:
            raise NotFound(f"no memory {str(memory_id)[:64]!r}")
        params, scopes = self._params(ctx), self._scopes(ctx)
        item = await self.repo.get(params, scopes, memory_id)
        if item is None:  # a per-version id from before ids were stable: its own version
            old = await versions.alias(self.repo, memory_id)
            if old is not None:
                item = await versions.version(self.repo, params, scopes, old[0], old[1])
                if item is not None and number is None and instant is None:
                    return item
        if item is None:
            raise NotFound(f"no memory {memory_id!r}")
        if number is not None:
            found = await versions.version(self.repo, params, scopes, item.id, number)
            if found is None:
                raise InvalidInput("version", f"memory {item.id!r} has no version {number}")
            item = found
        if instant is not None:
            found = await versions.at(self.repo, params, scopes, item.id, instant)
            if found is None or (number is not None and found.version != number):
                raise NotFound(f"no memory {memory_id!r} as of {instant.isoformat()}")
            item = found
        return item

    # --- helpers ------------------------------------------------------------------------------
    def _rejected(self, ctx: SecurityContext, verdict: GateVerdict) -> NoReturn:
        log.info("memory rejected reason=%s user=%s", verdict.reason.value, ctx.user_id)
        raise GateRejected(verdict)

    @staticmethod
    def _params(ctx: SecurityContext) -> dict[str, Any]:
        return q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id)

    @staticmethod
    def _scopes(ctx: SecurityContext) -> list[str]:
        return q.visible_scopes(ctx.project_id, ctx.session_id)

    @staticmethod
    def _session_key(ctx: SecurityContext) -> str:
        org = ctx.org_id or ""
        return f"session:{org}:{ctx.session_id}" if ctx.session_id else f"user:{org}:{ctx.user_id}"

    @staticmethod
    def _scope_id(ctx: SecurityContext, scope: Scope) -> str:
        if scope is Scope.USER:
            return ctx.user_id
        if scope is Scope.SESSION:
            if ctx.session_id is None:
                raise InvalidInput("scope", "scope 'session' needs a SecurityContext with session_id")
            return ctx.session_id
        if ctx.project_id is None:
            raise InvalidInput("scope", "scope 'project' needs a SecurityContext with project_id")
        return ctx.project_id

    def _filters(self, ctx, memory_type, scope, tags, include_expired,
                 as_of: Any = None) -> tuple[dict[str, Any], dict[str, bool]]:
        params = self._params(ctx)
        instant = v.past_instant("as_of", as_of)
        types = v.enum_list("memory_type", memory_type, MemoryType)
        scopes = v.enum_list("scope", scope, Scope)
        tag_list = v.tags("tags", tags) if tags is not None else None
        if not isinstance(include_expired, bool):
            raise InvalidInput("include_expired", "must be a boolean")
        filters = {"memory_type": bool(types), "scope": bool(scopes), "tags": bool(tag_list),
                   "include_expired": include_expired}
        if types:
            params["memory_types"] = [t.value for t in types]
        if scopes:
            params["scopes"] = [s.value for s in scopes]
        if tag_list:
            params["tags"] = tag_list
        if instant is not None:  # the versions recorded and active then (sql.AS_OF_CLAUSE)
            params["as_of"] = instant
            filters["as_of"] = True
        return params, filters

    async def _project_role(self, ctx: SecurityContext, action: Action) -> Role:
        assert ctx.project_id is not None
        return await self._role_in(ctx, ctx.project_id, action)

    async def _role_in(self, ctx: SecurityContext, project_id: str, action: Action) -> Role:
        r = await self.repo.role(q.ctx_params(ctx.user_id, project_id, ctx.session_id, ctx.org_id))
        if r is None:
            raise NotFound(f"no project {project_id!r}")  # non-members cannot learn that it exists
        role = Role(r)
        if not project_allows(role, action):
            raise PermissionDenied(f"role {role.value} may not {action.value} in project {project_id!r}")
        return role

    @staticmethod
    def _check_project(role: Role | None, action: Action, item: MemoryItem, ctx: SecurityContext) -> None:
        if not project_allows(role, action, is_creator=item.created_by == ctx.user_id):
            raise PermissionDenied(
                f"role {role.value if role else 'none'} may not {action.value} memory {item.id} "
                "(editors may change only their own memories; viewers only read)"
            )

    async def _check_write(self, ctx: SecurityContext, item: MemoryItem, action: Action) -> None:
        if item.scope is Scope.PROJECT:
            r = await self.repo.role(q.ctx_params(ctx.user_id, item.scope_id, ctx.session_id, ctx.org_id))
            self._check_project(Role(r) if r else None, action, item, ctx)
        elif item.created_by != ctx.user_id:  # pragma: no cover - the visibility filter already hides it
            raise NotFound(f"no memory {item.id!r}")

    async def _lineage(self, conn, memory_id: str) -> str:
        lineage = await self.repo.lineage_of(conn, memory_id)
        if lineage is None:
            raise NotFound(f"no memory {memory_id!r}")
        return lineage

    async def _audit(self, conn, ctx: SecurityContext, event: str, item: MemoryItem | None,
                     details: dict[str, Any], lineage: str | None = None) -> None:
        await self.repo.audit(conn, {
            "event": event, "memory_id": item.id if item else None,
            "lineage": lineage if lineage is not None or item is None or event == "memory.deleted"
            else await self._lineage(conn, item.id),
            "actor": ctx.user_id, "org": ctx.org_id or "",
            "scope": item.scope.value if item else None, "scope_id": item.scope_id if item else None,
            "details": {k: val for k, val in details.items() if val is not None},
        })
