"""The resource layer (Zeus/memU layer 1): a knowledge base on the same database, and
extraction of memory items from its documents and from project resources.

Documents are chunked into a ``knowledge_base`` collection through langchain-postgres
``PGVectorStore`` on the same PostgreSQL, with the same embeddings as memories (the service's
model for project documents, the user's for user documents; one table per embedding model,
``zeusmem.knowledge_base_m<model id>``, because dimensions differ). A registry
(``zeusmem.kb_documents``) records each document's scope, kind, authority and content hash.

* :meth:`KnowledgeBase.add_document` — index (or re-index) a document; secrets are refused;
* :meth:`KnowledgeBase.search` — chunks visible to the caller (own user documents, documents of
  the project the caller is a member of);
* :meth:`KnowledgeBase.extract_memories` — Layer 1 -> Layer 2: candidates from the document
  (a small rule-based extractor by default, or your own, e.g. an LLM) go through
  :func:`zeusmem.service.lifecycle.propose` — the same gate and policy as every automatic write —
  with ``source`` ``knowledge_base`` / ``project_resource`` and the document id as ``source_id``.
  Extraction of an unchanged document is a no-op;
* :meth:`KnowledgeBase.delete_document` — chunks (vectors) removed, and the memories extracted
  from it forgotten.

A project resource such as a configuration file can carry ``authority="configuration"``:
memories extracted from it then win conflicts over user statements and agent inferences.

Example (needs a database, so not run as a doctest)::

    async with KnowledgeBase(memory) as kb:
        await kb.add_document(ctx, "adr-7", text, title="ADR 7", kind="project_resource")
        decisions = await kb.extract_memories(ctx, "adr-7")
        hits = await kb.search(ctx, "which database?")
"""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import logging
import re
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from langchain_core.embeddings import Embeddings

from zeusmem import observability as obs
from zeusmem.errors import EmbeddingError, GateRejected, InvalidInput, NotFound, PermissionDenied, StorageError
from zeusmem.rules import validation as v
from zeusmem.rules.claims import extract_claim
from zeusmem.rules.permissions import Action, project_allows
from zeusmem.rules.secrets import find_secret
from zeusmem.service.caller_scope import CallerScoped, caller_of
from zeusmem.service.lifecycle import Decision, MemoryCandidate, propose
from zeusmem.storage import knowledge as kb_repo
from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage import sql as q
from zeusmem.storage.caller import acting_for
from zeusmem.storage.driver import is_driver_error
from zeusmem.types import MemoryType, Role, Scope, SecurityContext, Source
from zeusmem.verdicts import GateReason, GateVerdict

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

log = logging.getLogger("zeusmem.knowledge")

KINDS = ("knowledge_base", "project_resource")
METADATA_COLUMNS = ["org_id", "scope", "scope_id", "document_id", "kind", "chunk"]
MAX_DOCUMENT_CHARS = 5_000_000
Extractor = Callable[[str], Sequence[MemoryCandidate] | Awaitable[Sequence[MemoryCandidate]]]


@dataclass(frozen=True, slots=True)
class KnowledgeDocument:
    """A registered document (its text lives in the collection's chunks)."""

    document_id: str
    scope: Scope
    scope_id: str
    kind: str
    title: str | None
    authority: str | None
    content_hash: str
    chunks: int
    created_by: str
    created_at: datetime
    updated_at: datetime
    extracted_at: datetime | None = None
    org_id: str | None = None


@dataclass(frozen=True, slots=True)
class KnowledgeHit:
    """A chunk found by :meth:`KnowledgeBase.search` (``score`` = cosine similarity)."""

    document_id: str
    chunk: int
    content: str
    score: float
    kind: str
    scope: Scope
    title: str | None = None


def _doc(row: Mapping[str, Any]) -> KnowledgeDocument:
    return KnowledgeDocument(
        document_id=row["document_id"],
        scope=Scope(row["scope"]),
        scope_id=row["scope_id"],
        kind=row["kind"],
        title=row["title"],
        authority=row["authority"],
        content_hash=row["content_hash"],
        chunks=int(row["chunks"]),
        created_by=row["created_by"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        extracted_at=row["extracted_at"],
        org_id=row["org_id"] or None,
    )


# --- chunking and the default extractor (pure) ------------------------------------------------


def chunk_text(text: str, *, size: int = 1200, overlap: int = 150) -> list[str]:
    """Paragraph-aware chunks of at most ``size`` characters; long paragraphs are split with overlap.

    >>> chunk_text("a b c", size=100)
    ['a b c']
    """
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]
    chunks: list[str] = []
    current = ""
    for p in paragraphs:
        while len(p) > size:
            cut = p.rfind(" ", 0, size)
            cut = cut if cut > size // 2 else size
            if current:
                chunks.append(current)
                current = ""
            chunks.append(p[:cut].strip())
            p = p[max(cut - overlap, 1) :].strip()
        if current and len(current) + 2 + len(p) > size:
            chunks.append(current)
            current = p
        else:
            current = f"{current}\n\n{p}" if current else p
    if current:
        chunks.append(current)
    return chunks


_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_BULLET = re.compile(r"^\s*(?:[-*•+]|\d+[.)])\s+")
_RULES: list[tuple[MemoryType, re.Pattern[str], float]] = [
    (
        MemoryType.DECISION,
        re.compile(
            r"\b(?:we decided|decided to|decision:|we chose|chose|we will use|we'll use|"
            r"opted for|adopted|selected)\b",
            re.I,
        ),
        0.7,
    ),
    (
        MemoryType.CONSTRAINT,
        re.compile(
            r"\b(?:must|must not|mustn't|shall|is required|are required|requires|"
            r"need to|needs to|never|always|at least|at most|no more than|"
            r"only supports?)\b",
            re.I,
        ),
        0.7,
    ),
    (MemoryType.PREFERENCE, re.compile(r"\b(?:prefer|prefers|preferred|favou?rs?)\b", re.I), 0.5),
    (
        MemoryType.FACT,
        re.compile(
            r"\b(?:uses|is built (?:with|on)|runs on|written in|based on|deployed (?:to|on)|"
            r"hosted on)\b",
            re.I,
        ),
        0.5,
    ),
]


def extract_candidates(text: str, *, max_items: int = 20, confidence: float = 0.8) -> list[MemoryCandidate]:
    """Rule-based Layer 1 -> Layer 2 extraction: statements that read as decisions, constraints,
    preferences or facts ("X is Y", "uses", "runs on"...). Questions, headings, code and very
    short or long lines are skipped. The caller sets source and source_id.

    >>> text = "The database is PostgreSQL 16. What now? It must run on ARM."
    >>> [c.type.value for c in extract_candidates(text)]
    ['fact', 'constraint']
    """
    out: list[MemoryCandidate] = []
    seen: set[str] = set()
    in_code = False
    for raw in _SENTENCE.split(text):
        line = raw.strip()
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_code or not line or line.startswith(("#", "|", ">", "<")):
            continue
        line = _BULLET.sub("", line).strip()
        if not 15 <= len(line) <= 300 or line.endswith("?") or "TODO" in line:
            continue
        key = line.lower()
        if key in seen:
            continue
        for mtype, pattern, importance in _RULES:
            if pattern.search(line) or (mtype is MemoryType.FACT and extract_claim(line)):
                out.append(
                    MemoryCandidate(
                        mtype,
                        line if line.endswith((".", "!")) else line + ".",
                        confidence=confidence,
                        importance=importance,
                        reason=f"extracted {mtype.value} statement",
                    )
                )
                seen.add(key)
                break
        if len(out) >= max_items:
            break
    return out


# --- the knowledge base -----------------------------------------------------------------------


class KnowledgeBase(CallerScoped):
    """The knowledge-base collection of one :class:`~zeusmem.MemoryService`. An async context
    manager (closes its SQLAlchemy engine); cheap to create."""

    def __init__(self, memory: MemoryService, *, chunk_size: int = 1200, chunk_overlap: int = 150) -> None:
        if chunk_size < 100 or not 0 <= chunk_overlap < chunk_size // 2:
            raise InvalidInput("chunk_size", "chunk_size >= 100 and 0 <= chunk_overlap < chunk_size / 2")
        self.memory = memory
        self.chunk_size = chunk_size
        self.chunk_overlap = chunk_overlap
        self._engine: Any = None
        self._stores: dict[int, Any] = {}
        self._lock = asyncio.Lock()

    async def __aenter__(self) -> KnowledgeBase:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self._engine is not None:
            await self._engine.close()
            self._engine = None
            self._stores.clear()

    # --- plumbing -----------------------------------------------------------------------------
    def _pg_engine(self) -> Any:
        if self._engine is None:
            from langchain_postgres import PGEngine
            from sqlalchemy.ext.asyncio import create_async_engine

            engine = create_async_engine(
                kb_repo.ENGINE_URL,
                async_creator=kb_repo.connector(self.memory.repo.db),
                pool_size=2,
                max_overflow=2,
                pool_pre_ping=True,
            )
            self._engine = PGEngine.from_engine(engine)
        return self._engine

    async def _store(self, emb: Embeddings) -> tuple[Any, int]:
        spec, model_id = await self.memory._spec(emb)
        async with self._lock:
            if model_id not in self._stores:
                from langchain_postgres import PGVectorStore

                await kb_repo.create_chunk_table(self.memory.repo.db, model_id, spec.dims)
                self._stores[model_id] = await PGVectorStore.create(
                    self._pg_engine(),
                    embedding_service=emb,
                    table_name=lq.kb_table(model_id),
                    schema_name="zeusmem",
                    metadata_columns=METADATA_COLUMNS,
                )
        return self._stores[model_id], model_id

    def _embeddings(self, ctx: SecurityContext, scope: Scope) -> Embeddings:
        return self.memory.embeddings_for(ctx, scope)

    async def _role(self, ctx: SecurityContext, project_id: str) -> Role | None:
        r = await self.memory.repo.role(q.ctx_params(ctx.user_id, project_id, ctx.session_id, ctx.org_id))
        return Role(r) if r else None

    async def _check(self, ctx: SecurityContext, doc: KnowledgeDocument, action: Action) -> None:
        if doc.scope is Scope.PROJECT:
            role = await self._role(ctx, doc.scope_id)
            if role is None:
                raise NotFound(f"no document {doc.document_id!r}")
            if not project_allows(role, action, is_creator=doc.created_by == ctx.user_id):
                raise PermissionDenied(
                    f"role {role.value} may not {action.value} document {doc.document_id!r}"
                )
        elif doc.scope_id != ctx.user_id:
            raise NotFound(f"no document {doc.document_id!r}")

    async def _get(self, ctx: SecurityContext, document_id: str) -> KnowledgeDocument | None:
        row = await kb_repo.document(self.memory.repo.db, org=ctx.org_id or "", document_id=document_id)
        return _doc(row) if row else None

    # --- public -------------------------------------------------------------------------------
    async def get_document(self, ctx: SecurityContext, document_id: str) -> KnowledgeDocument:
        doc = await self._get(ctx, v.identifier("document_id", document_id))
        if doc is None:
            raise NotFound(f"no document {document_id!r}")
        await self._check(ctx, doc, Action.READ)
        return doc

    async def list_documents(self, ctx: SecurityContext, *, limit: int = 100) -> list[KnowledgeDocument]:
        member = ctx.project_id is not None and await self._role(ctx, ctx.project_id) is not None
        rows = await kb_repo.documents(
            self.memory.repo.db,
            {
                **q.ctx_params(ctx.user_id, ctx.project_id, None, ctx.org_id),
                "is_member": member,
                "limit": v.int_range("limit", limit, 1, 10_000),
            },
        )
        return [_doc(r) for r in rows]

    async def add_document(
        self,
        ctx: SecurityContext,
        document_id: str,
        text: str,
        *,
        title: str | None = None,
        kind: str = "knowledge_base",
        scope: Scope | str | None = None,
        authority: str | None = None,
    ) -> KnowledgeDocument:
        """Index ``text`` as ``document_id`` (re-indexing replaces the old chunks; an unchanged
        document is left alone). ``scope`` defaults to the project when ``ctx`` has one."""
        document_id = v.identifier("document_id", document_id)
        text = v.text("text", text, max_len=MAX_DOCUMENT_CHARS)
        if kind not in KINDS:
            raise InvalidInput("kind", f"must be one of {', '.join(KINDS)}")
        scope_e = v.enum_value(
            "scope", scope if scope is not None else (Scope.PROJECT if ctx.project_id else Scope.USER), Scope
        )
        if scope_e is Scope.SESSION:
            raise InvalidInput("scope", "documents belong to a user or a project")
        assert scope_e is not None
        if authority is not None and authority not in ("configuration", "verified", "document"):
            raise InvalidInput("authority", "must be 'configuration', 'verified', 'document' or None")
        title = v.text("title", title, max_len=500) if title is not None else None
        scope_id = self.memory._scope_id(ctx, scope_e)
        if scope_e is Scope.PROJECT:
            role = await self._role(ctx, scope_id)
            if role is None:
                raise NotFound(f"no project {scope_id!r}")
            if not project_allows(role, Action.CREATE):
                raise PermissionDenied(f"role {role.value} may not add documents to project {scope_id!r}")
        finding = find_secret(text)
        if finding is not None:
            raise GateRejected(
                GateVerdict(
                    False,
                    GateReason.SENSITIVE,
                    f"the document contains what looks like a secret ({finding.kind}); "
                    "remove it before indexing",
                )
            )
        existing = await self._get(ctx, document_id)
        if existing is not None:
            if (existing.scope, existing.scope_id) != (scope_e, scope_id):
                raise PermissionDenied(
                    f"document id {document_id!r} is taken in another scope; choose another id"
                )
            await self._check(ctx, existing, Action.EDIT)
        digest = hashlib.sha256(text.encode()).hexdigest()
        if (
            existing is not None
            and existing.content_hash == digest
            and existing.title == title
            and existing.kind == kind
            and existing.authority == authority
        ):
            return existing
        chunks = chunk_text(text, size=self.chunk_size, overlap=self.chunk_overlap)
        store, model_id = await self._store(self._embeddings(ctx, scope_e))
        org = ctx.org_id or ""
        try:
            if existing is not None:
                await self._delete_chunks(org, document_id)
            metadatas = [
                {
                    "org_id": org,
                    "scope": scope_e.value,
                    "scope_id": scope_id,
                    "document_id": document_id,
                    "kind": kind,
                    "chunk": i,
                    "title": title,
                }
                for i in range(len(chunks))
            ]
            ids = [
                str(uuid.uuid5(uuid.NAMESPACE_URL, f"zeusmem:{org}:{document_id}:{i}"))
                for i in range(len(chunks))
            ]
            await store.aadd_texts(chunks, metadatas=metadatas, ids=ids)
        except Exception as e:
            if isinstance(e, (GateRejected, InvalidInput)):
                raise
            failed = StorageError if is_driver_error(e) else EmbeddingError
            raise failed(f"indexing the document failed: {type(e).__name__}") from e
        row = await kb_repo.upsert_document(
            self.memory.repo.db,
            {
                "org": org,
                "document_id": document_id,
                "scope": scope_e.value,
                "scope_id": scope_id,
                "kind": kind,
                "title": title,
                "authority": authority,
                "content_hash": digest,
                "chunks": len(chunks),
                "model_id": model_id,
                "user": ctx.user_id,
            },
        )
        obs.log_event(
            log, "kb.document_indexed", document_id=document_id, scope=scope_e.value, chunk_count=len(chunks)
        )
        return _doc(row)

    async def _delete_chunks(self, org: str, document_id: str) -> None:
        await kb_repo.delete_chunks(self.memory.repo.db, org=org, document_id=document_id)

    async def _chunks(self, ctx: SecurityContext, doc: KnowledgeDocument) -> list[str]:
        texts = await kb_repo.chunks(self.memory.repo.db, org=ctx.org_id or "", document_id=doc.document_id)
        return [t for _, t in sorted(texts)]

    async def search(self, ctx: SecurityContext, query: str, *, k: int = 4) -> list[KnowledgeHit]:
        """The ``k`` chunks most similar to ``query`` among the documents ``ctx`` may read."""
        query = v.text("query", query, max_len=v.MAX_QUERY_LEN)
        k = v.int_range("k", k, 1, 100)
        org = ctx.org_id or ""
        branches: list[tuple[Scope, str]] = [(Scope.USER, ctx.user_id)]
        if ctx.project_id is not None and await self._role(ctx, ctx.project_id) is not None:
            branches.append((Scope.PROJECT, ctx.project_id))
        groups: dict[int, tuple[Embeddings, list[tuple[Scope, str]]]] = {}
        for s, sid in branches:
            emb = self._embeddings(ctx, s)
            groups.setdefault(id(emb), (emb, []))[1].append((s, sid))
        hits: list[KnowledgeHit] = []
        for emb, scopes in groups.values():
            store, _ = await self._store(emb)
            ors = [{"$and": [{"scope": {"$eq": s.value}}, {"scope_id": {"$eq": sid}}]} for s, sid in scopes]
            flt = {"$and": [{"org_id": {"$eq": org}}, ors[0] if len(ors) == 1 else {"$or": ors}]}
            try:
                found = await store.asimilarity_search_with_score(query, k=k, filter=flt)
            except Exception as e:
                failed = StorageError if is_driver_error(e) else EmbeddingError
                raise failed(f"knowledge-base search failed: {type(e).__name__}") from e
            for d, dist in found:
                m = d.metadata
                hits.append(
                    KnowledgeHit(
                        document_id=m["document_id"],
                        chunk=int(m["chunk"]),
                        content=d.page_content,
                        score=round(1.0 - float(dist), 6),
                        kind=m["kind"],
                        scope=Scope(m["scope"]),
                        title=m.get("title"),
                    )
                )
        hits.sort(key=lambda h: -h.score)
        return hits[:k]

    async def delete_document(
        self, ctx: SecurityContext, document_id: str, *, forget_memories: bool = True
    ) -> int:
        """Remove a document and its vectors; with ``forget_memories`` also the memories extracted
        from it (as far as ``ctx`` may delete them). Returns how many memories were forgotten."""
        doc = await self.get_document(ctx, document_id)
        await self._check(ctx, doc, Action.DELETE)
        org = ctx.org_id or ""
        await self._delete_chunks(org, doc.document_id)
        # the memories extracted from a project's document are that project's: found for a caller
        # naming it (row-level security shows a project's rows only then)
        mctx = replace(ctx, project_id=doc.scope_id) if doc.scope is Scope.PROJECT else ctx
        with acting_for(caller_of(mctx)):
            ids = await kb_repo.delete_document(
                self.memory.repo.db, org=org, document_id=doc.document_id, sources=list(KINDS)
            )
        forgotten = 0
        if forget_memories:
            for mid in ids:
                try:
                    await self.memory.delete_memory(mctx, mid, reason="source document deleted")
                    forgotten += 1
                except (NotFound, PermissionDenied):
                    continue
        obs.log_event(log, "kb.document_deleted", document_id=doc.document_id, memories_forgotten=forgotten)
        return forgotten

    async def extract_memories(
        self,
        ctx: SecurityContext,
        document_id: str,
        *,
        extractor: Extractor | None = None,
        max_items: int = 20,
        force: bool = False,
    ) -> list[Decision]:
        """Propose memory items from a document (Layer 1 -> Layer 2) through the gate and policy.

        Each candidate gets ``source`` = the document's kind, ``source_id`` = the document id,
        provenance with the chunk, and the document's ``authority``. Returns one decision per
        candidate; ``[]`` when the document is unchanged since the last extraction (unless
        ``force``).
        """
        doc = await self.get_document(ctx, document_id)
        max_items = v.int_range("max_items", max_items, 1, 1000)
        if not force and doc.extracted_at is not None:
            if await kb_repo.extracted_current(
                self.memory.repo.db, org=ctx.org_id or "", document_id=doc.document_id
            ):
                return []
        source = Source.KNOWLEDGE_BASE if doc.kind == "knowledge_base" else Source.PROJECT_RESOURCE
        mctx = replace(ctx, project_id=doc.scope_id) if doc.scope is Scope.PROJECT else ctx
        decisions: list[Decision] = []
        seen: set[str] = set()
        for i, chunk in enumerate(await self._chunks(ctx, doc)):
            found = (
                extractor(chunk) if extractor is not None else extract_candidates(chunk, max_items=max_items)
            )
            if inspect.isawaitable(found):
                found = await found
            for cand in found:
                if len(decisions) >= max_items:
                    break
                if not isinstance(cand, MemoryCandidate):
                    raise InvalidInput("extractor", "must return MemoryCandidate values")
                norm = " ".join(cand.content.lower().split())
                if norm in seen:
                    continue
                seen.add(norm)
                prov = {
                    **dict(cand.provenance or {}),
                    "document_id": doc.document_id,
                    "kind": doc.kind,
                    "chunk": i,
                }
                if doc.authority:
                    prov["authority"] = doc.authority
                if doc.title:
                    prov["document_title"] = doc.title[:200]
                cand = replace(cand, source=source, source_id=doc.document_id, provenance=prov)
                decisions.append(await propose(self.memory, mctx, cand, scope=doc.scope))
        await kb_repo.mark_extracted(self.memory.repo.db, org=ctx.org_id or "", document_id=doc.document_id)
        obs.log_event(
            log,
            "kb.extracted",
            document_id=doc.document_id,
            candidates=len(decisions),
            stored=sum(d.stored for d in decisions),
        )
        return decisions
