"""MemoryService: the gate, versioned writes, secure hybrid search, profiles, permissions.

Every method takes a :class:`~zeusmem.types.SecurityContext` built by the host application.
Reads go through one security filter inside the SQL that produces candidates
(:func:`zeusmem.storage.sql.visible_clause`); an item the context may not see behaves
exactly like one that does not exist (:class:`NotFound`).
"""

from __future__ import annotations

import inspect
import logging
import secrets as _secrets
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, NamedTuple, NoReturn

import numpy as np
from langchain_core.embeddings import Embeddings
from langchain_core.language_models.chat_models import BaseChatModel

from zeusmem.embeddings.resolve import EmbeddingSpec, EmbeddingsResolver, embedding_spec
from zeusmem.errors import EmbeddingError, GateRejected, InvalidInput, NotFound, PermissionDenied
from zeusmem.rules import claims, profiles, prompt, ranking
from zeusmem.rules import secrets as secret_scan
from zeusmem.rules import validation as v
from zeusmem.rules.permissions import Action, project_allows
from zeusmem.service import gate, write_hook
from zeusmem.service.bulk import BulkLoadReport
from zeusmem.service.classifier import ConflictClassifier, ConflictVerdict
from zeusmem.service.classifier import Neighbour as ModelNeighbour
from zeusmem.service.conflicts import NEIGHBOURS, Neighbour
from zeusmem.settings import Settings
from zeusmem.stages import stage
from zeusmem.storage import sql as q
from zeusmem.storage.driver import driver_errors
from zeusmem.storage.repository import Candidate as StoredCandidate
from zeusmem.storage.repository import Repository
from zeusmem.types import (
    PROJECT_PROFILE_FIELDS,
    USER_PROFILE_FIELDS,
    AgentProfile,
    KeyDecision,
    MemoryHit,
    MemoryItem,
    MemoryType,
    Priority,
    ProjectProfile,
    Role,
    Scope,
    SecurityContext,
    Sensitivity,
    Source,
    Status,
    StoreSelector,
    UserProfile,
    Visibility,
)
from zeusmem.verdicts import GateReason, GateVerdict

log = logging.getLogger("zeusmem.service")

_LIST_FIELDS_USER = profiles.LIST_FIELDS_USER
_LIST_FIELDS_PROJECT = profiles.LIST_FIELDS_PROJECT


def new_memory_id() -> str:
    """``mem_`` + 12 hex digits of time + 12 random: sortable by creation, unguessable."""
    return f"mem_{time.time_ns() // 1000:013x}{_secrets.token_hex(6)}"


MAX_CONTEXT_LEN = 20_000


def _context_text(context: Any) -> str | None:
    """The parts of an ``add_explicit_memory`` context that hold no secret, one per line (None: none)."""
    if context is None:
        return None
    parts = [context] if isinstance(context, str) else context
    if not isinstance(parts, (list, tuple)):
        raise InvalidInput("context", "must be a string or a list of strings")
    kept = []
    for part in parts:
        part = v.text("context", part, max_len=MAX_CONTEXT_LEN, allow_empty=True).strip()
        if part and not secret_scan.find_secrets(part):
            kept.append(part)
    text = "\n".join(kept)
    if len(text) > MAX_CONTEXT_LEN:
        raise InvalidInput("context", f"must be at most {MAX_CONTEXT_LEN} characters in all")
    return text or None


def _require_ctx(ctx: Any) -> SecurityContext:
    if not isinstance(ctx, SecurityContext):
        raise InvalidInput("ctx", "must be a SecurityContext built from the authenticated identity")
    return ctx


class QueryGroup(NamedTuple):
    """The scopes one embedding model serves, and the query's vector in that model."""

    scopes: list[str]
    dims: int
    model_id: int
    qvec: np.ndarray


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """A search validated and embedded, ready to run on a connection (no database was used)."""

    query: str
    k: int
    params: dict[str, Any]
    filters: dict[str, bool]
    weights: dict[str, float]
    groups: list[QueryGroup]
    where: StoreSelector | None
    min_score: float | None


class Scored(NamedTuple):
    """A candidate with its scores; ranked by ``(-score, id)``."""

    score: float
    id: str
    similarity: float
    priority: float
    lexical: float
    candidate: StoredCandidate


class MemoryService:
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

    async def _secrets_to_references(self, ctx: SecurityContext, content: str) -> str:
        """With a ``secret_sink``: each secret in ``content`` goes to the host's credential store and
        only the reference it returns is kept ("OpenAI API key: credential cred_42"). Without one, or
        when the sink fails, the content is unchanged and the gate rejects it."""
        if self.secret_sink is None:
            return content
        findings = secret_scan.find_secrets(content)
        if not findings:
            return content
        refs = []
        try:
            for f in findings:
                value = content[f.start : f.end]
                ref = self.secret_sink(secret_scan.DetectedSecret(f.kind, secret_scan.label(f.kind), value))
                refs.append(await ref if inspect.isawaitable(ref) else ref)
            return secret_scan.with_references(content, findings, refs)
        except Exception as e:  # noqa: BLE001 - never echo what the sink said: it may quote the secret
            self._rejected(ctx, GateVerdict(
                False, GateReason.SENSITIVE,
                f"the secret_sink failed ({type(e).__name__}); the secret was not stored. "
                "Configure it as a credential of the host application.",
            ))

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

    # --- the gate ---------------------------------------------------------------------------
    def validate_memory(self, content: str, *, confidence: float = 1.0, source: Source | str = Source.USER
                        ) -> GateVerdict:
        """Gate steps 1-3 (pure): confidence, sensitive content, length."""
        content = v.text("content", content, max_len=10_000_000, allow_empty=True)
        v.enum_value("source", source, Source)
        return gate.validate(content, confidence=v.unit_float("confidence", confidence), settings=self.settings)

    async def check_duplicate(self, ctx: SecurityContext, content: str, *, scope: Scope | str = Scope.USER,
                              memory_type: MemoryType | str | None = None) -> MemoryItem | None:
        """The active memory of the same scope at or above the duplicate threshold, if any."""
        ctx = _require_ctx(ctx)
        content = v.text("content", content, max_len=self.settings.max_length)
        scope_e = v.enum_value("scope", scope, Scope)
        assert scope_e is not None
        scope_id = self._scope_id(ctx, scope_e)
        if scope_e is Scope.PROJECT:
            await self._project_role(ctx, Action.READ)
        emb = self.embeddings_for(ctx, scope_e)
        spec, model_id = await self._spec(emb)
        vec = await self._embed(emb, content, query=False)
        params = {"org": ctx.org_id or "", "scope": scope_e.value, "scope_id": scope_id, "qvec": vec}
        async with self.repo.db.connection() as conn:
            near = await self.repo.neighbours(conn, params, model_id, spec.dims, exclude_lineage=False,
                                              limit=NEIGHBOURS)
        found = self._restated(ctx, content, near)
        return found[0] if found else None

    def _restated(self, ctx: SecurityContext, content: str,
                  near: Sequence[tuple[MemoryItem, float, str]]) -> tuple[MemoryItem, float] | None:
        """The most similar neighbour at or above the duplicate threshold that ``content`` only
        restates (a changed number, name, place, time, language or negation is no duplicate)."""
        for item, sim, _lineage in near:
            if sim < self.settings.duplicate_threshold:
                break
            if item.visibility is Visibility.OWNER_ONLY and item.created_by != ctx.user_id:
                continue
            if claims.is_restatement(content, item.content):
                return item, sim
        return None

    # --- the duplicate gate and the optional model -------------------------------------------
    async def _ask_model(self, ctx: SecurityContext, content: str, params: dict[str, Any], model_id: int,
                         dims: int, *, lineage: str | None) -> tuple[ConflictVerdict, frozenset[str]] | None:
        """The chat model's verdict on ``content`` against its nearest neighbours (None without a
        model, without close neighbours, or when it fails, hesitates or is too slow)."""
        clf = self.classifier
        if clf is None:
            return None
        async with self.repo.db.connection() as conn:
            near = await self.repo.neighbours(conn, {**params, "lineage": lineage}, model_id, dims,
                                              exclude_lineage=lineage is not None, limit=clf.max_neighbours)
        shown = clf.shown([ModelNeighbour(i.id, i.content, sim) for i, sim, _ in near
                           if i.visibility is not Visibility.OWNER_ONLY or i.created_by == ctx.user_id])
        verdict = await clf.classify(content, shown)
        return None if verdict is None else (verdict, frozenset(n.id for n in shown))

    def _duplicate_of(self, ctx: SecurityContext, content: str, near: Sequence[tuple[MemoryItem, float, str]],
                      verdict: tuple[ConflictVerdict, frozenset[str]] | None) -> tuple[MemoryItem, float] | None:
        """The memory ``content`` only restates (the gate's duplicate step), or None."""
        by_id = {i.id: (i, sim) for i, sim, _ in near}
        if verdict is not None:
            v_, _shown = verdict
            target = by_id.get(v_.target_id or "")
            if v_.decision == "DUPLICATE" and target is not None:
                c = claims.compare(target[0].content, content)
                if not c.value_change and c.same_label is not False:
                    return target
            if v_.decision in ("UPDATE", "CONFLICT", "DUPLICATE"):
                near = [t for t in near if t[0].id != v_.target_id]
        return self._restated(ctx, content, near)

    @staticmethod
    def _model_relations(verdict: tuple[ConflictVerdict, frozenset[str]] | None,
                         near: Sequence[tuple[MemoryItem, float, str]]) -> dict[str, claims.Relation] | None:
        """The model's verdict as relations to the neighbours it was shown (they replace the offline
        rules for those): UPDATE supersedes its target, CONFLICT (or a DUPLICATE that changes a
        value) flags it, the others stay as they are."""
        if verdict is None:
            return None
        v_, shown = verdict
        sims = {i.id: sim for i, sim, _ in near}
        out = {mid: claims.NONE for mid in shown}
        if v_.target_id in shown:
            sim = sims.get(v_.target_id)
            if v_.decision == "UPDATE":
                out[v_.target_id] = claims.Relation("supersede", "model_update", True, similarity=sim)
            elif v_.decision in ("CONFLICT", "DUPLICATE"):
                out[v_.target_id] = claims.Relation("flag", f"model_{v_.decision.lower()}", similarity=sim)
        return out

    async def check_rate_limit(self, ctx: SecurityContext) -> bool:
        """True while this session may still store agent-extracted memories (source ai) today."""
        ctx = _require_ctx(ctx)
        async with self.repo.db.connection() as conn:
            n = await self.repo.extractions_in_24h(conn, self._session_key(ctx))
        return n < self.settings.max_extractions

    # --- writes -------------------------------------------------------------------------------
    async def add_explicit_memory(
        self,
        ctx: SecurityContext,
        content: str,
        memory_type: MemoryType | str,
        scope: Scope | str = Scope.USER,
        *,
        key: str | None = None,
        confidence: float | None = None,
        source: Source | str = Source.USER,
        source_id: str | None = None,
        tags: Sequence[str] = (),
        visibility: Visibility | str = Visibility.MEMBERS,
        priority: Priority | str = Priority.NORMAL,
        importance: float = 0.5,
        sensitivity: Sensitivity | str = Sensitivity.NORMAL,
        expires_at: datetime | None = None,
        provenance: dict[str, Any] | None = None,
        embed: bool = True,
        context: str | Sequence[str] | None = None,
    ) -> MemoryItem:
        """Store a memory through the gate; the same ``key`` makes a new version. Raises GateRejected.

        ``embed=False`` stores it without an embedding (LangGraph's ``index=False``): it is listed,
        but a search never finds it and the semantic duplicate check is skipped for it.
        ``context``: text around the memory that helps find it — for a turn of a transcript, the
        turns before and after it. Only its terms are kept (a full-text index, never shown, never
        returned); a search matching them ranks the memory higher
        (:func:`zeusmem.rules.ranking.with_context`). A part holding a secret is left out.
        """
        ctx = _require_ctx(ctx)
        content = v.text("content", content, max_len=10_000_000, allow_empty=True)
        mtype = v.enum_value("memory_type", memory_type, MemoryType)
        scope_e = v.enum_value("scope", scope, Scope)
        source_e = v.enum_value("source", source, Source)
        assert mtype and scope_e and source_e
        vis = v.enum_value("visibility", visibility, Visibility)
        prio = v.enum_value("priority", priority, Priority)
        sens = v.enum_value("sensitivity", sensitivity, Sensitivity)
        conf = gate.default_confidence(source_e) if confidence is None else v.unit_float("confidence", confidence)
        imp = v.unit_float("importance", importance)
        key_s = v.text("key", key, max_len=v.MAX_KEY_LEN).strip() if key is not None else None
        tag_list = v.tags("tags", tags)
        exp = v.aware_datetime("expires_at", expires_at)
        prov = v.provenance("provenance", provenance)
        if source_id is not None:
            source_id = v.identifier("source_id", source_id)
        if not isinstance(embed, bool):
            raise InvalidInput("embed", "must be a boolean")
        context_text = _context_text(context)

        content = await self._secrets_to_references(ctx, content)
        verdict = gate.validate(content, confidence=conf, settings=self.settings)
        if not verdict.accepted:
            self._rejected(ctx, verdict)
        if leak := gate.sensitive_field(
            {"key": key_s, "tags": tag_list, "source_id": source_id, "provenance": prov}
        ):
            self._rejected(ctx, leak)
        content = content.strip()
        scope_id = self._scope_id(ctx, scope_e)
        if scope_e is Scope.PROJECT:
            role = await self._project_role(ctx, Action.CREATE)
        else:
            role = None

        emb = self.embeddings_for(ctx, scope_e)
        spec, model_id = await self._spec(emb)
        vec = await self._embed(emb, content, query=False) if embed else None
        org = ctx.org_id or ""
        prov = {**prov, "source": source_e.value}
        if source_id:
            prov["source_id"] = source_id
        if ctx.session_id:
            prov.setdefault("session_id", ctx.session_id)
        scope_params = {"org": org, "scope": scope_e.value, "scope_id": scope_id, "qvec": vec}
        model_verdict = (
            None if vec is None else await self._ask_model(ctx, content, scope_params, model_id, spec.dims,
                                                           lineage=None)
        )

        with driver_errors("storing the memory"):
            async with self.repo.db.connection() as conn, conn.transaction():
                await self.repo.lock(conn, f"scope|{org}|{scope_e.value}|{scope_id}")
                previous = None
                if key_s:
                    previous = await self.repo.active_by_key(
                        conn, {"org": org, "scope": scope_e.value, "scope_id": scope_id,
                               "memory_type": mtype.value, "key": key_s},
                    )
                    if previous is not None and scope_e is Scope.PROJECT:
                        self._check_project(role, Action.EDIT, previous, ctx)
                lineage = await self._lineage(conn, previous.id) if previous else None
                near = [] if vec is None else await self.repo.neighbours(
                    conn, {**scope_params, "lineage": lineage}, model_id, spec.dims,
                    exclude_lineage=previous is not None, limit=NEIGHBOURS,
                )
                dup = self._duplicate_of(ctx, content, near, model_verdict)
                if dup is not None:
                    self._rejected(ctx, GateVerdict(
                        False, GateReason.DUPLICATE,
                        f"an active memory {dup[0].id} says nearly the same (similarity {dup[1]:.2f}); "
                        "update it instead (same key) or store something new",
                        existing_id=dup[0].id, similarity=round(dup[1], 4),
                    ))
                if source_e is Source.AI:
                    session_key = self._session_key(ctx)
                    await self.repo.lock(conn, f"rate|{session_key}")
                    if await self.repo.extractions_in_24h(conn, session_key) >= self.settings.max_extractions:
                        self._rejected(ctx, GateVerdict(
                            False, GateReason.RATE_LIMIT,
                            f"this session already stored {self.settings.max_extractions} agent-extracted "
                            "memories in the last 24 h",
                        ))
                    await self.repo.record_extraction(conn, session_key)
                new_id = new_memory_id()
                lineage = lineage or new_id
                if previous is not None:
                    await self.repo.supersede(conn, previous.id)
                item = await self.repo.insert(conn, {
                    "id": new_id, "lineage_id": lineage, "version": previous.version + 1 if previous else 1,
                    "supersedes_id": previous.id if previous else None, "content": content,
                    "memory_type": mtype.value, "scope": scope_e.value, "scope_id": scope_id, "org_id": org,
                    "source": source_e.value, "source_id": source_id, "confidence": conf, "importance": imp,
                    "visibility": vis.value if vis else "members", "sensitivity": sens.value if sens else "normal",
                    "key": key_s, "tags": tag_list, "priority": prio.value if prio else "normal",
                    "verified": source_e is Source.USER, "expires_at": exp, "created_by": ctx.user_id,
                    "provenance": prov, "embedding": vec, "embedding_model_id": model_id if embed else None,
                    "embedding_dims": spec.dims if embed else None, "context": context_text,
                })
                item = await write_hook.after_write(  # policy, retention, conflicts
                    conn, self.repo, ctx, item, lineage=lineage,
                    neighbours=[Neighbour(i, lin, sim) for i, sim, lin in near],
                    model_id=model_id if embed else None, dims=spec.dims if embed else None,
                    dup_threshold=self.settings.duplicate_threshold,
                    verdicts=self._model_relations(model_verdict, near),
                )
                await self._audit(conn, ctx, "memory.superseded" if previous else "memory.created", item,
                                  {"source": source_e.value, "memory_type": mtype.value,
                                   "supersedes": previous.id if previous else None})
        log.info("memory stored id=%s scope=%s type=%s version=%d", item.id, item.scope.value,
                 item.memory_type.value, item.version)
        return item

    async def update_memory(
        self,
        ctx: SecurityContext,
        memory_id: str,
        *,
        content: str | None = None,
        confidence: float | None = None,
        tags: Sequence[str] | None = None,
        priority: Priority | str | None = None,
        importance: float | None = None,
        visibility: Visibility | str | None = None,
        expires_at: datetime | None = None,
        clear_expiry: bool = False,
        reason: str | None = None,
        provenance: dict[str, Any] | None = None,
    ) -> MemoryItem:
        """A new version of an active memory (the previous one is kept, superseded); ``provenance``
        is merged into the version's provenance."""
        ctx = _require_ctx(ctx)
        if not isinstance(clear_expiry, bool):
            raise InvalidInput("clear_expiry", "must be a boolean")
        extra_prov = v.provenance("provenance", provenance)
        current = await self.get_memory(ctx, memory_id)
        if current.status is not Status.ACTIVE:
            raise InvalidInput("memory_id", f"is a {current.status.value} version; update the active version")
        await self._check_write(ctx, current, Action.EDIT)
        new_content = current.content if content is None else v.text("content", content, max_len=10_000_000)
        conf = current.confidence if confidence is None else v.unit_float("confidence", confidence)
        if content is not None:
            new_content = await self._secrets_to_references(ctx, new_content)
        verdict = gate.validate(new_content, confidence=conf, settings=self.settings)
        if not verdict.accepted:
            self._rejected(ctx, verdict)
        if leak := gate.sensitive_field({"tags": tags, "reason": reason, "provenance": extra_prov}):
            self._rejected(ctx, leak)
        new_content = new_content.strip()
        emb = self.embeddings_for(ctx, current.scope)
        spec, model_id = await self._spec(emb)
        vec = await self._embed(emb, new_content, query=False)
        org = ctx.org_id or ""
        scope_params = {"org": org, "scope": current.scope.value, "scope_id": current.scope_id, "qvec": vec}
        model_verdict = None
        if content is not None and self.classifier is not None:
            async with self.repo.db.connection() as conn:
                cur_lineage = await self._lineage(conn, current.id)
            model_verdict = await self._ask_model(ctx, new_content, scope_params, model_id, spec.dims,
                                                  lineage=cur_lineage)
        with driver_errors("updating the memory"):
            async with self.repo.db.connection() as conn, conn.transaction():
                await self.repo.lock(conn, f"scope|{org}|{current.scope.value}|{current.scope_id}")
                # re-check on this transaction's connection: a second pool connection here deadlocks
                # when every pooled connection is held by an update waiting for one
                cur = await conn.execute(q.get_query(self._scopes(ctx)),
                                         {**self._params(ctx), "id": current.id})
                fresh = await cur.fetchone()
                if fresh is None or fresh[q.ITEM_COLUMNS.index("status")] != Status.ACTIVE.value:
                    raise InvalidInput("memory_id", "was changed concurrently; fetch the active version and retry")
                lineage = await self._lineage(conn, current.id)
                near: list[tuple[MemoryItem, float, str]] = []
                if content is not None:
                    near = await self.repo.neighbours(conn, {**scope_params, "lineage": lineage}, model_id,
                                                      spec.dims, exclude_lineage=True, limit=NEIGHBOURS)
                    dup = self._duplicate_of(ctx, new_content, near, model_verdict)
                    if dup is not None:
                        self._rejected(ctx, GateVerdict(
                            False, GateReason.DUPLICATE,
                            f"an active memory {dup[0].id} already says nearly the same (similarity {dup[1]:.2f})",
                            existing_id=dup[0].id, similarity=round(dup[1], 4)))
                await self.repo.supersede(conn, current.id)
                prov = {**current.provenance, **extra_prov}
                if reason:
                    prov["update_reason"] = v.text("reason", reason, max_len=500)
                item = await self.repo.insert(conn, {
                    "id": new_memory_id(), "lineage_id": lineage, "version": current.version + 1,
                    "supersedes_id": current.id, "content": new_content,
                    "memory_type": current.memory_type.value, "scope": current.scope.value,
                    "scope_id": current.scope_id, "org_id": org, "source": current.source.value,
                    "source_id": current.source_id, "confidence": conf,
                    "importance": current.importance if importance is None else v.unit_float("importance", importance),
                    "visibility": (
                        v.enum_value("visibility", visibility, Visibility, optional=True) or current.visibility
                    ).value,
                    "sensitivity": current.sensitivity.value, "key": current.key,
                    "tags": list(current.tags) if tags is None else v.tags("tags", tags),
                    "priority": (v.enum_value("priority", priority, Priority, optional=True) or current.priority).value,
                    "verified": current.verified and content is None,
                    "expires_at": None if clear_expiry
                    else (v.aware_datetime("expires_at", expires_at) or current.expires_at),
                    "created_by": current.created_by, "provenance": prov, "embedding": vec,
                    "embedding_model_id": model_id, "embedding_dims": spec.dims,
                })
                if content is not None:  # the same conflict check as a new memory
                    item = await write_hook.after_write(
                        conn, self.repo, ctx, item, lineage=lineage,
                        neighbours=[Neighbour(i, lin, sim) for i, sim, lin in near],
                        model_id=model_id, dims=spec.dims, dup_threshold=self.settings.duplicate_threshold,
                        verdicts=self._model_relations(model_verdict, near), conflicts_only=True,
                    )
                await self._audit(conn, ctx, "memory.updated", item, {"supersedes": current.id})
        return item

    async def delete_memory(self, ctx: SecurityContext, memory_id: str, *, reason: str | None = None) -> None:
        """Forget a memory: every version's content is removed; only a tombstone remains."""
        ctx = _require_ctx(ctx)
        current = await self.get_memory(ctx, memory_id)
        await self._check_write(ctx, current, Action.DELETE)
        org = ctx.org_id or ""
        why = v.text("reason", reason, max_len=500) if reason else None
        if gate.sensitive_field({"reason": why}):  # forgetting must still work: drop the reason
            why = "[withheld: the reason contained a secret]"
        with driver_errors("deleting the memory"):
            async with self.repo.db.connection() as conn, conn.transaction():
                await self.repo.lock(conn, f"scope|{org}|{current.scope.value}|{current.scope_id}")
                lineage = await self._lineage(conn, current.id)
                ids = await self.repo.delete_lineage(conn, lineage)
                for mid in ids:
                    await self.repo.tombstone(conn, {
                        "memory_id": mid, "lineage": lineage, "org": org, "scope": current.scope.value,
                        "scope_id": current.scope_id, "actor": ctx.user_id, "reason": why,
                    })
                await self._audit(conn, ctx, "memory.deleted", current, {"versions": len(ids), "reason": why},
                                  lineage=lineage)

    async def verify_memory(self, ctx: SecurityContext, memory_id: str) -> MemoryItem:
        """Mark a memory as confirmed by a human (the caller must be a human: see the REST API)."""
        ctx = _require_ctx(ctx)
        current = await self.get_memory(ctx, memory_id)
        if current.status is not Status.ACTIVE:
            raise InvalidInput("memory_id", f"is a {current.status.value} version; verify the active version")
        await self._check_write(ctx, current, Action.EDIT)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.set_verified(conn, current.id)
            await self._audit(conn, ctx, "memory.verified", current, {})
        return await self.get_memory(ctx, current.id)

    # --- reads --------------------------------------------------------------------------------
    async def get_memory(self, ctx: SecurityContext, memory_id: str) -> MemoryItem:
        """One version by id (superseded ones too, with their status). NotFound when not visible."""
        ctx = _require_ctx(ctx)
        if not isinstance(memory_id, str) or not memory_id or len(memory_id) > v.MAX_ID_LEN or "\x00" in memory_id:
            raise NotFound(f"no memory {str(memory_id)[:64]!r}")
        item = await self.repo.get(self._params(ctx), self._scopes(ctx), memory_id)
        if item is None:
            raise NotFound(f"no memory {memory_id!r}")
        return item

    async def history(self, ctx: SecurityContext, memory_id: str) -> list[MemoryItem]:
        """Every version of the memory's lineage, oldest first."""
        item = await self.get_memory(ctx, memory_id)
        async with self.repo.db.connection() as conn:
            lineage = await self._lineage(conn, item.id)
        return await self.repo.versions(lineage)

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
    ) -> list[MemoryItem]:
        """Visible memories, newest first (``where``: only these items of LangGraph's store)."""
        ctx = _require_ctx(ctx)
        params, filters = self._filters(ctx, memory_type, scope, tags, include_expired)
        st = v.enum_value("status", status, Status)
        assert st is not None
        params["statuses"] = [st.value, Status.EXPIRED.value] if include_expired and st is Status.ACTIVE else [st.value]
        filters["statuses"] = True
        return await self.repo.list_items(params, self._scopes(ctx), filters, order="recent",
                                    limit=v.int_range("limit", limit, 1, 1000),
                                    offset=v.int_range("offset", offset, 0, 10_000_000),
                                    where=_selector(where))

    async def recall(self, ctx: SecurityContext, *, limit: int = 100) -> str:
        """Synapse-style plain-text digest of the visible active memories: priority, then recency."""
        ctx = _require_ctx(ctx)
        params, filters = self._filters(ctx, None, None, None, False)
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

    async def search_memories(
        self,
        ctx: SecurityContext,
        query: str,
        *,
        k: int = 5,
        memory_type: MemoryType | str | Sequence[MemoryType | str] | None = None,
        scope: Scope | str | Sequence[Scope | str] | None = None,
        tags: Sequence[str] | None = None,
        include_expired: bool = False,
        where: StoreSelector | None = None,
        min_score: float | None = None,
    ) -> list[MemoryHit]:
        """Hybrid search over what ``ctx`` may see, ranked by the seed formula, near-duplicates collapsed.

        ``where`` keeps only these items of LangGraph's store (:class:`~zeusmem.types.StoreSelector`).
        ``min_score`` (0-1) drops weak matches: hits whose relevance (``MemoryHit.similarity``, the
        fused vector and lexical match, before confidence and scope priority) is below it; fewer
        than ``k`` hits (or none) may come back.

        One statement per embedding model (usually one): small scopes are scored exactly in SQL,
        very large ones through their own ANN index (see ``Repository.search_candidates``).
        """
        ctx = _require_ctx(ctx)
        plan = await self._search_plan(ctx, query, k, memory_type, scope, tags, include_expired, where, min_score)
        if plan is None:
            return []
        hits = await self.repo.db.run(lambda conn: self._search_on(conn, plan), search=True)
        self.repo.record_use([h.item.id for h in hits])  # last_used_at, written in the background
        return hits

    async def profile_and_search(
        self, ctx: SecurityContext, query: str | None, *, k: int = 5, min_score: float | None = None
    ) -> tuple[AgentProfile, list[MemoryHit]]:
        """:meth:`get_profile_for_agent` and :meth:`search_memories` on one pooled connection,
        back to back (what context assembly needs for each model call). An empty ``query``
        searches nothing."""
        ctx = _require_ctx(ctx)
        plan = (await self._search_plan(ctx, query, k, None, None, None, False, None, min_score)
                if query and query.strip() else None)

        async def run(conn: Any) -> tuple[AgentProfile, list[MemoryHit]]:
            profile = await self._profile_on(conn, ctx)
            return profile, (await self._search_on(conn, plan) if plan is not None else [])

        profile, hits = await self.repo.db.run(run, search=True)
        self.repo.record_use([h.item.id for h in hits])
        return profile, hits

    async def _search_plan(self, ctx: SecurityContext, query: str, k: int, memory_type: Any, scope: Any,
                           tags: Any, include_expired: Any, where: Any = None,
                           min_score: Any = None) -> SearchPlan | None:
        """Validated arguments, embedded query per embedding model and weights (no database)."""
        query = v.text("query", query, max_len=v.MAX_QUERY_LEN)
        k = v.int_range("k", k, 1, 100)
        min_score = None if min_score is None else v.unit_float("min_score", min_score)
        where = _selector(where)
        params, filters = self._filters(ctx, memory_type, scope, tags, include_expired)
        scopes = [s for s in self._scopes(ctx) if not filters["scope"] or s in params["scopes"]]
        if not scopes:
            return None
        # group scopes by embedding model: project memories use the service's model
        groups: dict[int, tuple[Embeddings, list[str]]] = {}
        for s in scopes:
            emb = self.embeddings_for(ctx, Scope(s))
            groups.setdefault(id(emb), (emb, []))[1].append(s)
        w = self.settings.rank_weights
        prio_of = self.settings.scope_priority
        weights = {"w_sim": w.similarity, "w_conf": w.confidence, "w_scope": w.scope,
                   "lam": ranking.LEXICAL_WEIGHT, "k1": ranking.K1, "b": ranking.B, "ctxw": ranking.CONTEXT_WEIGHT,
                   "dup": self.settings.duplicate_threshold,
                   **{f"p_{s}": float(prio_of.get(s, 0.0)) for s in ("user", "session", "project")}}
        prepared: list[QueryGroup] = []
        for emb, group_scopes in groups.values():
            spec, model_id = await self._spec(emb)
            with stage("embed"):
                qvec = await self._embed(emb, query, query=True)
            prepared.append(QueryGroup(group_scopes, spec.dims, model_id, qvec))
        return SearchPlan(query=query, k=k, params=params, filters=filters, weights=weights,
                          groups=prepared, where=where, min_score=min_score)

    async def _search_on(self, conn: Any, plan: SearchPlan) -> list[MemoryHit]:
        """Run a :meth:`_search_plan` on ``conn``: one statement per embedding model, then ranking."""
        w = self.settings.rank_weights
        prio_of = self.settings.scope_priority
        k = plan.k
        scored: list[Scored] = []
        for group_scopes, dims, model_id, qvec in plan.groups:
            cands = await self.repo.search_candidates(
                {**plan.params, "qvec": qvec, "query": plan.query}, scopes=group_scopes,
                model_id=model_id, dims=dims, filters=plan.filters, n_exact=3 * k,
                n_ann=self.repo.ann_candidates(k), weights=plan.weights,
                ann_threshold=self.settings.exact_scan_limit, conn=conn, where=plan.where,
            )
            with stage("scoring"):
                for c in cands:
                    sim = ranking.fuse(c.vector_similarity, c.lexical)
                    if plan.min_score is not None and sim < plan.min_score:
                        continue  # a weak match (min_score)
                    prio = float(prio_of.get(c.row["scope"], 0.0))
                    score = ranking.final_score(sim, round(float(c.row["confidence"]), 6), prio, w)
                    scored.append(Scored(score, c.id, sim, prio, c.lexical, c))
        with stage("scoring"):
            return self._rank(scored, k)

    def _rank(self, scored: list[Scored], k: int) -> list[MemoryHit]:
        """The ``k`` best of scored candidates, near-duplicates collapsed, as hits."""
        scored.sort(key=lambda t: (-t.score, t.id))
        top = scored[: 3 * k]
        # collapse decides each hit against the better-ranked hits it kept, so a prefix of the ranking
        # is decided exactly as the whole: look at the first k and go further only when some collapsed
        n = min(k, len(top))
        while True:
            keep = ranking.collapse_near_duplicates(
                [ranking.Candidate(i, t.candidate.row["memory_type"], t.candidate.row["key"],
                                   t.candidate.embedding, t.candidate.row["content"])
                 for i, t in enumerate(top[:n])],
                self.settings.duplicate_threshold,
            )
            if len(keep) >= k or n >= len(top):
                break
            n = min(len(top), n + 2 * (k - len(keep)))
        return [
            MemoryHit(item=self.repo.candidate_item(c), similarity=round(sim, 6), scope_priority=prio,
                      score=round(score, 6), vector_similarity=c.vector_similarity, lexical_score=lex)
            for score, _id, sim, prio, lex, c in (top[i] for i in keep[:k])
        ]

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

    async def flush_usage(self) -> None:
        """Write the queued ``last_used_at`` updates now (they are written in the background, within
        half a second of a search, and when the service closes)."""
        await self.repo.usage.flush()

    async def store_namespaces(self, ctx: SecurityContext) -> list[tuple[Scope, str, tuple[str, ...]]]:
        """(scope, scope id, sub-namespace) of every place holding active memories ctx's user may see:
        its user scope, all its sessions, the projects it is a member of (for LangGraph's store)."""
        ctx = _require_ctx(ctx)
        rows = await self.repo.store_namespaces(ctx.org_id or "", ctx.user_id)
        return [(Scope(s), sid, tuple(str(x) for x in sub or ())) for s, sid, sub in rows]

    async def refresh_store_ttl(self, ctx: SecurityContext, items: Sequence[MemoryItem]) -> None:
        """Restart the TTL of store items written with one (LangGraph's ``refresh_ttl``)."""
        ctx = _require_ctx(ctx)
        ids = [i.id for i in items if isinstance((i.provenance.get("store") or {}).get("ttl"), (int, float))]
        if ids:
            with driver_errors("refreshing the TTL"):
                await self.repo.refresh_store_ttl(ctx.org_id or "", ids)

    def format_memories_for_prompt(self, hits: Sequence[MemoryHit]) -> str:
        """The Related Memories block: data, not instructions (see :mod:`zeusmem.rules.prompt`)."""
        return prompt.format_memories_for_prompt(hits)

    # --- projects -----------------------------------------------------------------------------
    async def create_project(self, ctx: SecurityContext, project_id: str, *, name: str | None = None) -> None:
        """Create a project in ctx's org; the ctx user becomes its owner."""
        ctx = _require_ctx(ctx)
        project_id = v.identifier("project_id", project_id)
        if name is not None:
            name = v.text("name", name, max_len=200)
        async with self.repo.db.connection() as conn, conn.transaction():
            rows = await self.repo.execute(conn, q.INSERT_PROJECT, {
                "project": project_id, "org": ctx.org_id or "", "name": name, "user": ctx.user_id})
            if not rows:
                raise PermissionDenied(f"project id {project_id!r} is not available; choose another id")
            await self.repo.execute(conn, q.UPSERT_MEMBER, {
                "project": project_id, "member": ctx.user_id, "role": Role.OWNER.value, "user": ctx.user_id})
            await self._audit(conn, ctx, "project.created", None, {"project_id": project_id})

    async def add_project_member(self, ctx: SecurityContext, project_id: str, user_id: str,
                                 role: Role | str) -> None:
        """Add or change a member (owner/admin only; only an owner grants owner)."""
        ctx = _require_ctx(ctx)
        r = v.enum_value("role", role, Role)
        member = v.identifier("user_id", user_id)
        my_role = await self._role_in(ctx, v.identifier("project_id", project_id), Action.MANAGE_MEMBERS)
        if r is Role.OWNER and my_role is not Role.OWNER:
            raise PermissionDenied("only an owner can make another member owner")
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.execute(conn, q.UPSERT_MEMBER, {
                "project": project_id, "member": member, "role": r.value if r else "viewer", "user": ctx.user_id})
            await self._audit(conn, ctx, "project.member_set", None,
                              {"project_id": project_id, "member": member, "role": r.value if r else None})

    async def remove_project_member(self, ctx: SecurityContext, project_id: str, user_id: str) -> None:
        """Remove a member (owner/admin only); the last owner cannot be removed."""
        ctx = _require_ctx(ctx)
        member = v.identifier("user_id", user_id)
        await self._role_in(ctx, v.identifier("project_id", project_id), Action.MANAGE_MEMBERS)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.lock(conn, f"members|{project_id}")
            roles = dict(await self.repo.members(project_id))
            if member not in roles:
                raise NotFound(f"{member!r} is not a member of {project_id!r}")
            if roles[member] == Role.OWNER.value and list(roles.values()).count(Role.OWNER.value) == 1:
                raise PermissionDenied("cannot remove the last owner of a project")
            await self.repo.execute(conn, q.DELETE_MEMBER, {"project": project_id, "member": member})
            await self._audit(conn, ctx, "project.member_removed", None, {"project_id": project_id, "member": member})

    async def project_members(self, ctx: SecurityContext, project_id: str) -> list[tuple[str, Role]]:
        """Members and roles (any member may read)."""
        ctx = _require_ctx(ctx)
        await self._role_in(ctx, v.identifier("project_id", project_id), Action.READ)
        return [(u, Role(r)) for u, r in await self.repo.members(project_id)]

    async def role(self, ctx: SecurityContext) -> Role | None:
        """ctx's role in ctx.project_id (None when not a member or no project)."""
        ctx = _require_ctx(ctx)
        if ctx.project_id is None:
            return None
        r = await self.repo.role(self._params(ctx))
        return Role(r) if r else None

    # --- profiles -----------------------------------------------------------------------------
    async def upsert_user_profile(self, ctx: SecurityContext, **fields: Any) -> UserProfile:
        """Set user profile fields (merged with what is stored)."""
        ctx = _require_ctx(ctx)
        clean = self._profile_fields(fields, USER_PROFILE_FIELDS, _LIST_FIELDS_USER)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.upsert_profile(conn, q.UPSERT_USER_PROFILE,
                                           {"org": ctx.org_id or "", "user": ctx.user_id, "fields": clean,
                                            "sources": []})
        return (await self.get_profile_for_agent(SecurityContext(ctx.user_id, org_id=ctx.org_id))).user

    async def upsert_project_profile(self, ctx: SecurityContext, **fields: Any) -> ProjectProfile:
        """Set project profile fields of ctx.project_id (owner/admin/editor)."""
        ctx = _require_ctx(ctx)
        if ctx.project_id is None:
            raise InvalidInput("ctx.project_id", "a project profile needs a context with a project")
        await self._project_role(ctx, Action.CREATE)
        clean = self._profile_fields(fields, PROJECT_PROFILE_FIELDS, _LIST_FIELDS_PROJECT)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.upsert_profile(conn, q.UPSERT_PROJECT_PROFILE,
                                           {"project": ctx.project_id, "fields": clean, "sources": []})
        profile = (await self.get_profile_for_agent(ctx)).project
        assert profile is not None
        return profile

    async def get_profile_for_agent(self, ctx: SecurityContext) -> AgentProfile:
        """User profile and, with a project the user belongs to, the project profile.

        Stored fields win; memory items fill the rest (skill -> expertise_areas, habit ->
        frequently_used_tools, decision -> key_decisions, constraint -> constraints, and an item
        whose key is a profile field name sets that field); their ids are the profile's sources.
        One primary-key read: the feeding items are kept materialised per scope by the database
        (see :mod:`zeusmem.rules.profiles`).
        """
        ctx = _require_ctx(ctx)
        return await self.repo.db.run(lambda conn: self._profile_on(conn, ctx), search=True)

    async def _profile_on(self, conn: Any, ctx: SecurityContext) -> AgentProfile:
        with stage("profile_db"):
            row = await self.repo.profile_row(conn, self._params(ctx))
        with stage("profile_build"):
            now_us = time.time_ns() // 1000
            urow = {"fields": row["u_fields"], "sources": row["u_sources"], "version": row["u_version"],
                    "updated_at": row["u_updated_at"]} if row["u_fields"] is not None else None
            user = profiles.build_user_profile(
                ctx.user_id, urow, profiles.sources_from_rows(row["u_items"], reader=ctx.user_id, now_us=now_us))
            project = None
            if ctx.project_id is not None and row["role"] is not None:
                prow = {"fields": row["p_fields"], "sources": row["p_sources"], "version": row["p_version"],
                        "updated_at": row["p_updated_at"]} if row["p_fields"] is not None else None
                project = profiles.build_project_profile(
                    ctx.project_id, prow,
                    profiles.sources_from_rows(row["p_items"], reader=ctx.user_id, now_us=now_us))
            return AgentProfile(user=user, project=project)

    def format_profile_for_prompt(self, profile: AgentProfile) -> str:
        return prompt.format_profile_for_prompt(profile)

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

    def _filters(self, ctx, memory_type, scope, tags, include_expired) -> tuple[dict[str, Any], dict[str, bool]]:
        params = self._params(ctx)
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
        rows = await self.repo.execute(conn, "SELECT lineage_id FROM zeusmem.memory_items WHERE id = %(id)s",
                                       {"id": memory_id})
        if not rows:
            raise NotFound(f"no memory {memory_id!r}")
        return rows[0][0]

    async def _audit(self, conn, ctx: SecurityContext, event: str, item: MemoryItem | None,
                     details: dict[str, Any], lineage: str | None = None) -> None:
        await self.repo.audit(conn, {
            "event": event, "memory_id": item.id if item else None,
            "lineage": (await self._lineage(conn, item.id)) if item and event != "memory.deleted" else lineage,
            "actor": ctx.user_id, "org": ctx.org_id or "",
            "scope": item.scope.value if item else None, "scope_id": item.scope_id if item else None,
            "details": {k: val for k, val in details.items() if val is not None},
        })

    def _profile_fields(self, fields: dict[str, Any], allowed: Sequence[str], list_fields: set[str]) -> dict[str, Any]:
        clean: dict[str, Any] = {}
        for name, value in fields.items():
            if name not in allowed:
                raise InvalidInput(name, f"is not a profile field; allowed: {', '.join(allowed)}")
            if value is None:
                clean[name] = None
                continue
            if name == "key_decisions":
                value = [_decision_dict(d) for d in (value if isinstance(value, (list, tuple)) else [value])]
                texts = [d["decision"] + " " + d.get("rationale", "") for d in value]
            elif name in list_fields:
                if isinstance(value, str):
                    value = [value]
                if not isinstance(value, (list, tuple)):
                    raise InvalidInput(name, "must be a list of strings")
                value = [v.text(name, x, max_len=500).strip() for x in value]
                texts = value
            else:
                value = v.text(name, value, max_len=self.settings.max_length).strip()
                texts = [value]
            for t in texts:
                if leak := gate.sensitive_field({name: t}):
                    raise GateRejected(leak)
            clean[name] = value
        return clean


def _selector(where: Any) -> StoreSelector | None:
    if where is None or isinstance(where, StoreSelector):
        return where
    raise InvalidInput("where", "must be a zeusmem.types.StoreSelector")


def _decision_dict(d: Any) -> dict[str, Any]:
    if isinstance(d, KeyDecision):
        return {"decision": d.decision, "rationale": d.rationale,
                "decided_at": d.decided_at.isoformat() if d.decided_at else None}
    if isinstance(d, str):
        return {"decision": v.text("key_decisions", d, max_len=2000), "rationale": "", "decided_at": None}
    if isinstance(d, dict) and isinstance(d.get("decision"), str):
        at = d.get("decided_at")
        if isinstance(at, datetime):
            at = at.isoformat()
        return {"decision": v.text("key_decisions", d["decision"], max_len=2000),
                "rationale": v.text("rationale", d.get("rationale") or "", max_len=2000, allow_empty=True),
                "decided_at": at}
    raise InvalidInput("key_decisions", "each decision is a string, a KeyDecision or a dict with 'decision'")
