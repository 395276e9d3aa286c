"""The three systems under test, loaded with the same corpus and the same vectors.

* ``zeusmem``: :class:`~zeusmem.MemoryService` (``search_memories``), bulk-loaded with
  :func:`zeusmem.storage.bulk.copy_memories`.
* ``pgstore``: LangGraph's ``AsyncPostgresStore`` with its vector index (HNSW, cosine), one
  namespace per user / project / session (``("org", org, "user", id)`` ...). A context that sees
  several scopes sends one ``SearchOp`` per namespace in one ``abatch`` and merges by score.
  Idiomatic use: memories are keyed, so a new version overwrites the old one (key = lineage);
  expiry through its TTL (``omit_expired``).
* ``pgvector``: langchain-postgres ``PGVectorStore`` (v2) with metadata columns and a filter
  ``scope_key IN (...)``; as created (no vector index: exact), optionally with its documented
  HNSW index. Idiomatic use: ``add_documents`` appends, so superseded versions and expired items
  stay searchable.

Peers have no project membership or owner-only notion: they search every memory of the
namespaces the context names (they do less work than zeusmem's security filter).
Vectors are bulk-copied into each system's own tables and every ANN index is built after the
load, the same way for all.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import psycopg
from psycopg.types.json import Json

from bench.corpus import Corpus, Ctx, Memory
from bench.vectors import CachedEmbeddings, VectorCache

Progress = Callable[[int], None]


def _now() -> datetime:
    return datetime.now(UTC)


def _ts(m: Memory, now: datetime) -> tuple[datetime, datetime | None]:
    created = now - timedelta(days=m.age_days)
    expires = None if m.expires_in_days is None else now + timedelta(days=m.expires_in_days)
    return created, expires


# --- zeusmem -------------------------------------------------------------------------------------
class ZeusmemSystem:
    name = "zeusmem"

    def __init__(self, url: str, cache: VectorCache, *, settings: Any = None) -> None:
        self.url = url
        self.cache = cache
        self.embeddings = CachedEmbeddings(cache)
        self.settings = settings
        self._cm: Any = None
        self.service: Any = None
        #: (memory id, version) -> the corpus' id of that version (the corpus numbers versions the old way)
        self.corpus_ids: dict[tuple[str, int], str] = {}

    async def open(self) -> None:
        import zeusmem

        self._cm = zeusmem.open_memory(
            self.url, self.embeddings, settings=self.settings or zeusmem.Settings()
        )
        self.service = await self._cm.__aenter__()

    async def close(self) -> None:
        if self._cm is not None:
            await self._cm.__aexit__(None, None, None)
            self._cm = None

    async def load(
        self, corpus: Corpus, progress: Progress | None = None, batch: int = 5000
    ) -> dict[str, float]:
        """Projects and members, then the memories through the public ``MemoryService.bulk_load``
        (binary COPY; returns once indexes are built and statistics analysed), then tombstones."""
        svc = self.service
        now = _now()
        t0 = time.perf_counter()
        async with svc.repo.db.connection() as conn:
            async with conn.transaction(), conn.cursor() as cur:
                await cur.executemany(
                    "INSERT INTO zeusmem.projects (project_id, org_id, name, created_by) VALUES (%s, %s, %s, %s)",
                    [(p.id, p.org_id, p.name, p.created_by) for p in corpus.projects],
                )
                await cur.executemany(
                    "INSERT INTO zeusmem.project_members (project_id, user_id, role, added_by)"
                    " VALUES (%s, %s, %s, %s)",
                    [(p.id, u, r, p.created_by) for p in corpus.projects for u, r in p.members],
                )
        rows = corpus.loaded
        self.corpus_ids = {(m.lineage_id, m.version): m.id for m in rows}

        def stream() -> Any:
            for start in range(0, len(rows), batch):
                chunk = rows[start : start + batch]
                vecs = self.cache.matrix([m.content for m in chunk])
                yield from (_zeus_row(m, v, now) for m, v in zip(chunk, vecs, strict=True))
                if progress:
                    progress(len(chunk))

        report = await svc.bulk_load(stream(), batch_size=batch)  # a generator, as a migration would pass
        async with svc.repo.db.connection() as conn, conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO zeusmem.tombstones (memory_id, lineage_id, org_id, scope, scope_id, deleted_by, reason)"
                " VALUES (%s, %s, %s, %s, %s, %s, 'bench')",
                [(m.id, m.lineage_id, m.org_id, m.scope, m.scope_id, m.created_by) for m in corpus.memories
                 if m.deleted],
            )
        return {
            "rows": report.loaded,
            "copy_s": report.copy_seconds,
            "rows_per_s": report.rows_per_second,  # end to end: validation, secret filter, COPY, indexes
            "copy_rows_per_s": report.loaded / report.copy_seconds if report.copy_seconds else 0.0,
            "finish_s": report.finish_seconds,
            "bulk_load_s": report.seconds,
            "skipped_secret": len(report.skipped_secret_ids),
            "indexes_rebuilt": report.indexes_rebuilt,
            "phases_s": dict(report.phases),
            "total_s": time.perf_counter() - t0,
        }

    @staticmethod
    def security_context(ctx: Ctx) -> Any:
        from zeusmem.types import SecurityContext

        return SecurityContext(ctx.user, project_id=ctx.project, session_id=ctx.session, org_id=ctx.org)

    async def search(self, ctx: Ctx, query: str, k: int) -> list[str]:
        hits = await self.service.search_memories(self.security_context(ctx), query, k=k)
        # a memory's id is the same for all its versions: back to the corpus' per-version ids
        return [self.corpus_ids.get((h.item.id, h.item.version), h.item.id) for h in hits]


def _zeus_row(m: Memory, vec: np.ndarray, now: datetime) -> dict[str, Any]:
    created, expires = _ts(m, now)
    return {
        "id": m.id,
        "lineage_id": m.lineage_id,
        "version": m.version,
        "supersedes_id": m.supersedes_id,
        "content": m.content,
        "memory_type": m.memory_type,
        "scope": m.scope,
        "scope_id": m.scope_id,
        "org_id": m.org_id,
        "source": m.source,
        "confidence": m.confidence,
        "importance": m.importance,
        "visibility": m.visibility,
        "status": m.status,
        "key": m.key,
        "tags": list(m.tags),
        "priority": m.priority,
        "verified": m.source == "user",
        "expires_at": expires,
        "created_by": m.created_by,
        "created_at": created,
        "updated_at": created,
        "provenance": {"source": m.source, "bench": True},
        "embedding": vec,
    }


# --- LangGraph PostgresStore ---------------------------------------------------------------------------
def pgstore_namespace(scope: str, scope_id: str, org: str) -> tuple[str, ...]:
    return ("org", org, scope, scope_id)


class PostgresStoreSystem:
    name = "pgstore"

    def __init__(self, url: str, cache: VectorCache, *, pool_size: int = 4) -> None:
        self.url = url
        self.embeddings = CachedEmbeddings(cache)
        self.cache = cache
        self.pool_size = pool_size
        self._cm: Any = None
        self.store: Any = None
        self.index = {"dims": 384, "embed": self.embeddings, "fields": ["text"]}

    async def open(self) -> None:
        from langgraph.store.postgres.aio import AsyncPostgresStore

        self._cm = AsyncPostgresStore.from_conn_string(
            self.url,
            pool_config={"min_size": 1, "max_size": self.pool_size},
            index=self.index,  # type: ignore[arg-type]
            ttl={"omit_expired": True},  # type: ignore[typeddict-unknown-key]
        )
        self.store = await self._cm.__aenter__()
        await self.store.setup()

    async def close(self) -> None:
        if self._cm is not None:
            await self._cm.__aexit__(None, None, None)
            self._cm = None

    async def load(
        self, corpus: Corpus, progress: Progress | None = None, batch: int = 5000
    ) -> dict[str, float]:
        """COPY into its two tables (newest version per key); its HNSW index rebuilt after the load."""
        now = _now()
        newest: dict[str, Memory] = {}
        for m in corpus.memories:
            if m.deleted:
                continue
            cur_m = newest.get(m.lineage_id)
            if cur_m is None or m.version > cur_m.version:
                newest[m.lineage_id] = m
        items = list(newest.values())
        t0 = time.perf_counter()
        with psycopg.connect(self.url, autocommit=True) as conn:
            row = conn.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname = 'store_vectors_embedding_idx'"
            ).fetchone()
            indexdef = row[0] if row else None
            conn.execute("DROP INDEX IF EXISTS store_vectors_embedding_idx")
            from pgvector.psycopg import register_vector

            register_vector(conn)
            done = 0
            for start in range(0, len(items), batch):
                chunk = items[start : start + batch]
                vecs = self.cache.matrix([m.content for m in chunk])
                with conn.transaction(), conn.cursor() as cur:
                    with cur.copy(
                        "COPY store (prefix, key, value, created_at, updated_at, expires_at, ttl_minutes)"
                        " FROM STDIN"
                    ) as cp:
                        for m in chunk:
                            created, expires = _ts(m, now)
                            ttl = (
                                None
                                if expires is None
                                else max(1, int((expires - now).total_seconds() // 60))
                            )
                            cp.write_row(
                                (
                                    ".".join(pgstore_namespace(m.scope, m.scope_id, m.org_id)),
                                    m.lineage_id,
                                    json.dumps(_peer_value(m)),
                                    created,
                                    created,
                                    expires,
                                    ttl,
                                )
                            )
                    with cur.copy(
                        "COPY store_vectors (prefix, key, field_name, embedding) FROM STDIN (FORMAT BINARY)"
                    ) as cp:
                        cp.set_types(["text", "text", "text", "vector"])
                        for m, v in zip(chunk, vecs, strict=True):
                            cp.write_row(
                                (
                                    ".".join(pgstore_namespace(m.scope, m.scope_id, m.org_id)),
                                    m.lineage_id,
                                    "text",
                                    v,
                                )
                            )
                done += len(chunk)
                if progress:
                    progress(len(chunk))
            copy_s = time.perf_counter() - t0
            t_idx = time.perf_counter()
            if indexdef:
                conn.execute("SET maintenance_work_mem = '1GB'")
                conn.execute("SET max_parallel_maintenance_workers = 2")
                conn.execute(indexdef)
            index_s = time.perf_counter() - t_idx
            conn.execute("VACUUM ANALYZE store")
            conn.execute("VACUUM ANALYZE store_vectors")
        return {
            "rows": len(items),
            "copy_s": copy_s,
            "ann_index_s": index_s,
            "total_s": time.perf_counter() - t0,
        }

    async def search(self, ctx: Ctx, query: str, k: int) -> list[str]:
        from langgraph.store.base import SearchOp

        ops = [
            SearchOp(namespace_prefix=pgstore_namespace(s, sid, ctx.org), query=query, limit=k)
            for s, sid in ctx.scopes
        ]
        results = await self.store.abatch(ops)
        merged = sorted((it for res in results for it in res), key=lambda it: -(it.score or 0.0))
        return [it.key for it in merged[:k]]


def _peer_value(m: Memory) -> dict[str, Any]:
    return {
        "text": m.content,
        "type": m.memory_type,
        "scope": m.scope,
        "scope_id": m.scope_id,
        "created_by": m.created_by,
        "visibility": m.visibility,
        "confidence": m.confidence,
        "id": m.id,
    }


# --- langchain-postgres PGVectorStore -----------------------------------------------------------------
class PGVectorStoreSystem:
    name = "pgvector"
    TABLE = "bench_memories"

    def __init__(self, url: str, cache: VectorCache, *, hnsw: bool = False) -> None:
        self.url = url
        self.cache = cache
        self.embeddings = CachedEmbeddings(cache)
        self.hnsw = hnsw
        if hnsw:
            self.name = "pgvector_hnsw"
            self.TABLE = "bench_memories_hnsw"
        self.engine: Any = None
        self.store: Any = None

    async def open(self) -> None:
        from langchain_postgres import Column, PGEngine, PGVectorStore
        from sqlalchemy.ext.asyncio import create_async_engine

        from bench.server import sqlalchemy_url

        self.engine = PGEngine.from_engine(create_async_engine(sqlalchemy_url(self.url), pool_size=4))
        with psycopg.connect(self.url) as conn:
            exists = conn.execute("SELECT to_regclass(%s)", (self.TABLE,)).fetchone()[0]
        if not exists:
            await self.engine.ainit_vectorstore_table(
                self.TABLE,
                384,
                metadata_columns=[
                    Column("scope_key", "TEXT"),
                    Column("memory_type", "TEXT"),
                    Column("created_by", "TEXT"),
                ],
                id_column=Column("langchain_id", "TEXT", nullable=False),
            )
        self.store = await PGVectorStore.create(
            self.engine,
            table_name=self.TABLE,
            embedding_service=self.embeddings,
            metadata_columns=["scope_key", "memory_type", "created_by"],
            id_column="langchain_id",
        )

    async def close(self) -> None:
        if self.engine is not None:
            await self.engine.close()
            self.engine = None

    async def load(
        self, corpus: Corpus, progress: Progress | None = None, batch: int = 5000
    ) -> dict[str, float]:
        """COPY every version that was not deleted (append-only use); optional HNSW after the load."""
        items = [m for m in corpus.memories if not m.deleted]
        t0 = time.perf_counter()
        with psycopg.connect(self.url, autocommit=True) as conn:
            from pgvector.psycopg import register_vector

            register_vector(conn)
            for start in range(0, len(items), batch):
                chunk = items[start : start + batch]
                vecs = self.cache.matrix([m.content for m in chunk])
                with conn.transaction(), conn.cursor() as cur:
                    with cur.copy(
                        f'COPY "{self.TABLE}" (langchain_id, content, embedding, scope_key, memory_type,'
                        " created_by, langchain_metadata) FROM STDIN (FORMAT BINARY)"
                    ) as cp:
                        cp.set_types(["text", "text", "vector", "text", "text", "text", "json"])
                        for m, v in zip(chunk, vecs, strict=True):
                            cp.write_row(
                                (
                                    m.id,
                                    m.content,
                                    v,
                                    scope_key(m.org_id, m.scope, m.scope_id),
                                    m.memory_type,
                                    m.created_by,
                                    Json(_peer_value(m)),
                                )
                            )
                if progress:
                    progress(len(chunk))
            copy_s = time.perf_counter() - t0
            conn.execute(f'VACUUM ANALYZE "{self.TABLE}"')
        index_s = 0.0
        if self.hnsw:
            from langchain_postgres.v2.indexes import HNSWIndex

            t_idx = time.perf_counter()
            await self.store.aapply_vector_index(HNSWIndex())
            index_s = time.perf_counter() - t_idx
        return {
            "rows": len(items),
            "copy_s": copy_s,
            "ann_index_s": index_s,
            "total_s": time.perf_counter() - t0,
        }

    async def search(self, ctx: Ctx, query: str, k: int) -> list[str]:
        vec = await self.embeddings.aembed_query(query)
        keys = [scope_key(ctx.org, s, sid) for s, sid in ctx.scopes]
        docs = await self.store.asimilarity_search_by_vector(vec, k=k, filter={"scope_key": {"$in": keys}})
        return [d.id for d in docs]


def scope_key(org: str, scope: str, scope_id: str) -> str:
    return f"{org}|{scope}|{scope_id}"


# --- what each system can see, for exact (brute-force) references -------------------------------------
def peer_visible(corpus: Corpus, ctx: Ctx, system: str, index: dict | None = None) -> Sequence[Memory]:
    """The items a peer searches for ``ctx`` (its namespaces / filter, no membership checks)."""
    if index is None:
        index = {}
        for m in corpus.memories:
            if not m.deleted:
                index.setdefault((m.org_id, m.scope, m.scope_id), []).append(m)
    out: list[Memory] = []
    for s, sid in ctx.scopes:
        ms = index.get((ctx.org, s, sid), [])
        if system == "pgstore":
            newest: dict[str, Memory] = {}
            for m in ms:
                if m.expired:
                    continue
                if m.lineage_id not in newest or m.version > newest[m.lineage_id].version:
                    newest[m.lineage_id] = m
            out += newest.values()
        else:
            out += ms
    return out
