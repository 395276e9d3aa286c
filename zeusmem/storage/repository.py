"""Executes the SQL of :mod:`zeusmem.storage.sql` and maps rows to values. No business rules."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.storage import sql as q
from zeusmem.storage.database import DDL_LOCK_ID, Database
from zeusmem.types import (
    MemoryItem,
    MemoryType,
    Priority,
    Scope,
    Sensitivity,
    Source,
    Status,
    Visibility,
)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A search candidate: the item and its raw signals."""

    item: MemoryItem
    vector_similarity: float
    tsv_text: str
    from_vector: bool


@dataclass(frozen=True, slots=True)
class TermStats:
    n_docs: int
    avg_len: float
    df: dict[str, int]


class Repository:
    """Data access for memories, projects and profiles on one :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._models: dict[int, str] = {}
        self._model_ids: dict[tuple[str, int], int] = {}
        self._model_lock = asyncio.Lock()

    # --- embedding models -------------------------------------------------------------------
    async def model_id(self, name: str, dims: int) -> int:
        """Id of (name, dims), registering it and its HNSW index on first use."""
        key = (name, dims)
        if key in self._model_ids:
            return self._model_ids[key]
        async with self._model_lock:
            if key in self._model_ids:
                return self._model_ids[key]
            async with self.db.connection() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock(%s)", (DDL_LOCK_ID,))
                cur = await conn.execute(q.UPSERT_MODEL, {"name": name, "dims": dims})
                row = await cur.fetchone()
                assert row is not None
                mid = int(row[0])
                await conn.execute(q.create_model_index(mid, dims))
            self._model_ids[key] = mid
            self._models[mid] = name
            return mid

    async def model_name(self, model_id: int | None) -> str | None:
        if model_id is None:
            return None
        if model_id not in self._models:
            async with self.db.connection() as conn:
                cur = await conn.execute(q.LIST_MODELS)
                for mid, name, dims in await cur.fetchall():
                    self._models[mid] = name
                    self._model_ids[(name, dims)] = mid
        return self._models.get(model_id)

    # --- mapping ----------------------------------------------------------------------------
    def to_item(self, row: Mapping[str, Any]) -> MemoryItem:
        return MemoryItem(
            id=row["id"],
            content=row["content"],
            memory_type=MemoryType(row["memory_type"]),
            scope=Scope(row["scope"]),
            scope_id=row["scope_id"],
            source=Source(row["source"]),
            confidence=round(float(row["confidence"]), 6),
            importance=round(float(row["importance"]), 6),
            visibility=Visibility(row["visibility"]),
            status=Status(row["status"]),
            sensitivity=Sensitivity(row["sensitivity"]),
            priority=Priority(row["priority"]),
            verified=bool(row["verified"]),
            created_by=row["created_by"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            version=int(row["version"]),
            key=row["key"],
            org_id=row["org_id"] or None,
            source_id=row["source_id"],
            tags=tuple(row["tags"] or ()),
            expires_at=row["expires_at"],
            last_used_at=row["last_used_at"],
            supersedes_id=row["supersedes_id"],
            provenance=dict(row["provenance"] or {}),
            embedding_model=self._models.get(row["embedding_model_id"]) if row["embedding_model_id"] else None,
        )

    # --- reads ------------------------------------------------------------------------------
    async def search_candidates(
        self,
        params: dict[str, Any],
        *,
        scopes: Sequence[str],
        model_id: int,
        dims: int,
        filters: Mapping[str, bool],
        n_vector: int,
        n_lexical: int,
    ) -> tuple[list[Candidate], list[str], TermStats, dict[str, np.ndarray]]:
        """Candidates, the query's lexemes, term statistics, and candidate embeddings (by id)."""
        fclause = q.filters_clause(**filters)
        query = q.search_query(
            scopes=scopes, model_id=model_id, dims=dims, filters=fclause, n_vector=n_vector, n_lexical=n_lexical
        )
        totals_q, dfs_q = q.term_stats_query(scopes)
        p = {**params, "n_vector": n_vector, "n_lexical": n_lexical}
        async with self.db.connection() as conn:
            async with conn.cursor(row_factory=dict_row) as cur:
                await cur.execute(query, p)
                rows = await cur.fetchall()
            cur2 = await conn.execute(q.query_terms_query(), p)
            terms_row = await cur2.fetchone()
            terms = list(terms_row[0]) if terms_row and terms_row[0] else []
            n_docs, total_len, df = 0, 0, {}
            if terms:
                cur3 = await conn.execute(totals_q, p)
                trow = await cur3.fetchone()
                if trow:
                    n_docs, total_len = int(trow[0]), int(trow[1])
                cur4 = await conn.execute(dfs_q, p)
                df = {lx: int(n) for lx, n in await cur4.fetchall()}
        await self.model_name(model_id)
        embeddings: dict[str, np.ndarray] = {}
        cands = []
        for r in rows:
            cands.append(
                Candidate(
                    item=self.to_item(r),
                    vector_similarity=float(r["vsim"]) if r["vsim"] is not None else 0.0,
                    tsv_text=r["tsv_text"] or "",
                    from_vector=bool(r["from_vec"]),
                )
            )
        stats = TermStats(n_docs=n_docs, avg_len=(total_len / n_docs) if n_docs else 0.0, df=df)
        return cands, terms, stats, embeddings

    async def embeddings_of(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        async with self.db.connection() as conn, conn.cursor(binary=True) as cur:
            await cur.execute(
                "SELECT id, embedding FROM zeusmem.memory_items WHERE id = ANY(%(ids)s)", {"ids": list(ids)}
            )
            return {
                i: (e.to_numpy() if hasattr(e, "to_numpy") else np.asarray(e, dtype=np.float32))
                for i, e in await cur.fetchall()
                if e is not None
            }

    async def touch(self, ids: Sequence[str]) -> None:
        if ids:
            async with self.db.connection() as conn:
                await conn.execute(q.TOUCH_LAST_USED, {"ids": list(ids)})

    async def get(self, params: dict[str, Any], scopes: Sequence[str], memory_id: str) -> MemoryItem | None:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.get_query(scopes), {**params, "id": memory_id})
            row = await cur.fetchone()
        if row is None:
            return None
        await self.model_name(row["embedding_model_id"])
        return self.to_item(row)

    async def versions(self, lineage_id: str) -> list[MemoryItem]:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.lineage_query(), {"lineage": lineage_id})
            return [self.to_item(r) for r in await cur.fetchall()]

    async def list(
        self, params: dict[str, Any], scopes: Sequence[str], filters: Mapping[str, bool], *, order: str,
        limit: int, offset: int = 0,
    ) -> list[MemoryItem]:
        query = q.list_query(scopes, q.filters_clause(**filters), order)
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(query, {**params, "limit": limit, "offset": offset})
            rows = await cur.fetchall()
        await self.model_name(-1) if any(r["embedding_model_id"] not in self._models for r in rows) else None
        return [self.to_item(r) for r in rows]

    async def count(self, params: dict[str, Any], scopes: Sequence[str], filters: Mapping[str, bool]) -> tuple[int, int]:
        async with self.db.connection() as conn:
            cur = await conn.execute(q.count_query(scopes, q.filters_clause(**filters)), params)
            row = await cur.fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    async def role(self, params: dict[str, Any]) -> str | None:
        async with self.db.connection() as conn:
            cur = await conn.execute(q.GET_ROLE, params)
            row = await cur.fetchone()
        return row[0] if row else None

    async def project(self, project_id: str) -> dict[str, Any] | None:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.GET_PROJECT, {"project": project_id})
            return await cur.fetchone()

    async def members(self, project_id: str) -> list[tuple[str, str]]:
        async with self.db.connection() as conn:
            cur = await conn.execute(q.LIST_MEMBERS, {"project": project_id})
            return [(u, r) for u, r in await cur.fetchall()]

    async def user_profile_row(self, org: str, user: str) -> dict[str, Any] | None:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.GET_USER_PROFILE, {"org": org, "user": user})
            return await cur.fetchone()

    async def project_profile_row(self, project: str) -> dict[str, Any] | None:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.GET_PROJECT_PROFILE, {"project": project})
            return await cur.fetchone()

    async def profile_items(self, params: dict[str, Any], scopes: Sequence[str], types: Sequence[str],
                            profile_scopes: Sequence[str]) -> list[MemoryItem]:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(
                q.profile_source_items(scopes),
                {**params, "profile_types": list(types), "profile_scopes": list(profile_scopes)},
            )
            return [self.to_item(r) for r in await cur.fetchall()]

    # --- writes (inside a caller's transaction) ---------------------------------------------
    @staticmethod
    async def lock(conn: AsyncConnection, name: str) -> None:
        await conn.execute(q.SCOPE_WRITE_LOCK, {"lock": name})

    async def active_by_key(self, conn: AsyncConnection, params: dict[str, Any]) -> MemoryItem | None:
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.ACTIVE_BY_KEY, params)
            row = await cur.fetchone()
        return self.to_item(row) if row else None

    async def nearest(
        self, conn: AsyncConnection, params: dict[str, Any], model_id: int, dims: int, *, exclude_lineage: bool
    ) -> tuple[MemoryItem, float] | None:
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.duplicate_query(model_id, dims, exclude_lineage=exclude_lineage), params)
            row = await cur.fetchone()
        return (self.to_item(row), float(row["sim"])) if row else None

    async def insert(self, conn: AsyncConnection, values: dict[str, Any]) -> MemoryItem:
        values = {**values, "provenance": Jsonb(values.get("provenance") or {})}
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.INSERT_ITEM, values)
            row = await cur.fetchone()
        assert row is not None
        return self.to_item(row)

    @staticmethod
    async def supersede(conn: AsyncConnection, memory_id: str) -> None:
        await conn.execute(q.SUPERSEDE, {"id": memory_id})

    @staticmethod
    async def set_verified(conn: AsyncConnection, memory_id: str) -> None:
        await conn.execute(q.SET_VERIFIED, {"id": memory_id})

    @staticmethod
    async def delete_lineage(conn: AsyncConnection, lineage_id: str) -> list[str]:
        cur = await conn.execute(q.DELETE_LINEAGE, {"lineage": lineage_id})
        return [r[0] for r in await cur.fetchall()]

    @staticmethod
    async def tombstone(conn: AsyncConnection, values: dict[str, Any]) -> None:
        await conn.execute(q.INSERT_TOMBSTONE, values)
        await conn.execute(q.SCRUB_AUDIT, values)

    @staticmethod
    async def audit(conn: AsyncConnection, values: dict[str, Any]) -> None:
        await conn.execute(q.INSERT_AUDIT, {**values, "details": Jsonb(values.get("details") or {})})

    @staticmethod
    async def extractions_in_24h(conn: AsyncConnection, session_key: str) -> int:
        cur = await conn.execute(q.COUNT_EXTRACTIONS, {"session_key": session_key})
        row = await cur.fetchone()
        return int(row[0]) if row else 0

    @staticmethod
    async def record_extraction(conn: AsyncConnection, session_key: str) -> None:
        await conn.execute(q.INSERT_EXTRACTION, {"session_key": session_key})

    @staticmethod
    async def execute(conn: AsyncConnection, query: str, params: Mapping[str, Any]) -> list[tuple[Any, ...]]:
        cur = await conn.execute(query, params)
        return await cur.fetchall() if cur.description else []

    async def upsert_profile(self, conn: AsyncConnection, query: str, params: dict[str, Any]) -> dict[str, Any]:
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(query, {**params, "fields": Jsonb(params["fields"])})
            row = await cur.fetchone()
        assert row is not None
        return row
