"""Executes the SQL of :mod:`zeusmem.storage.sql` and maps rows to values. No business rules."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, nullcontext
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np
import psycopg
from psycopg import AsyncConnection, AsyncCursor, pq
from psycopg.adapt import Transformer
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.rules.encryption import SEALED_MARKER, is_encrypted_sensitivity
from zeusmem.stages import stage
from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage import sql as q
from zeusmem.storage import store_sql
from zeusmem.storage.caller import CallerConnection, acting_for, as_owner, current_caller, search_cursor
from zeusmem.storage.database import DDL_LOCK_ID, Database
from zeusmem.storage.keyring import Keyring
from zeusmem.storage.usage import UsageRecorder
from zeusmem.types import (
    MemoryItem,
    MemoryType,
    Priority,
    Scope,
    Sensitivity,
    Source,
    Status,
    StoreSelector,
    Visibility,
)

if TYPE_CHECKING:
    from zeusmem.storage.bulk import BulkSession

log = logging.getLogger("zeusmem.storage")


class Near(NamedTuple):
    """An active memory near a new one: the item, the cosine similarity, its lineage id, where its
    date expressions are when that was kept at its write (``date_spans``, None when not), and its
    cosine to the new text without its dates when that was asked for (``dsim``)."""

    item: MemoryItem
    sim: float
    lineage: str
    date_spans: tuple[int, ...] | None = None
    dsim: float | None = None


#: one neighbour search: (params, model id, dims, exclude_lineage, limit)
NeighbourSearch = tuple[dict[str, Any], int, int, bool, int]


@dataclass(frozen=True, slots=True)
class Candidate:
    """A search candidate: the item's columns (mapped to a MemoryItem only when kept) and its signals.

    ``row["provenance"]`` is JSON text, decoded on demand (:meth:`Repository.candidate_item`): most
    candidates are dropped. ``rank``: its rank in the statement; ``near``: the ranks of the
    better-ranked candidates of the same type whose cosine with it is at or above
    ``Settings.duplicate_threshold`` (the statement computes the test instead of sending vectors).
    """

    row: Mapping[str, Any]
    vector_similarity: float
    lexical: float
    from_vector: bool
    rank: int = 0
    near: Sequence[int] = ()

    @property
    def id(self) -> str:
        return str(self.row["id"])


#: query terms at most this frequent (documents, over the visible scopes) drive the GIN-based
#: lexical branch of a very large scope; commoner terms are left to its vector branch. Chosen on
#: the real-text workload (LoCoMo questions, ``python -m bench --workloads realtext``) at 100k, the
#: two 15k-memory users, recall@10 against scoring every visible item, 80 questions, every value
#: interleaved query by query: 64 gave 0.964 (real questions are full of words in hundreds of
#: memories: names, "share", "make"; a memory holding several of them but far down the vector
#: ranking, median rank 230, was missed), 128 0.976, 192 0.988, 256 0.993, 384 0.996; the
#: branch then reads a few hundred more rows (+25 % at p50 for those users, the small ones are
#: not concerned); taking 3x the ANN candidates instead costs more for less (0.991)
RARE_TERM_DF = 256
#: ... and a row holding two of the commoner query terms, taken rarest first while their document
#: frequencies add up to at most this (the GIN index intersects their posting lists; only rows
#: holding a pair are read). The misses the rare terms leave are memories sharing several common
#: words with the question, lifted above closer vectors by the lexical half of the fusion (cosine
#: rank 65 to 6,000). Same workload, 150 questions of the two 15k-memory users, the kept database,
#: every value interleaved: 0 (rare terms alone) 0.963, 2,000 0.997, 4,000 0.999, 8,000 0.999;
#: p50 / p95 4.09 / 10.04 ms at 0, 4.58 / 9.10 at 4,000 (PostgresStore 5.16 / 11.61). An OR of the
#: terms rarest first within such a sum (no pairs) reads every row holding any of them: 1,000 gave
#: 0.999 (simulated) for p50 +56 %. docs/scaling.md
PAIR_TERM_DF = 4000
#: how long the list of scopes with their own ANN index is trusted before it is re-read
SCOPE_INDEX_TTL = 30.0
#: candidates an ANN branch fetches per result wanted (then re-ranked by the full score): the
#: index already orders by similarity and confidence (:func:`q.ann_key_expr`), so only lexical
#: evidence can lift an item from further down. Chosen on the benchmark's 15k-memory scopes
#: (single namespace @100k, recall@10 against scoring every visible item): 8 gave 0.988–0.996
#: from one HNSW build to the next, 10 gives 0.997 for +0.1 ms at p95
ANN_PER_RESULT = 10
ANN_MIN = 48
#: hnsw.ef_search of the ANN branches: memories hold tight clusters of near-identical sentences
#: (one template, different slots) that a graph search with the default 40 can miss; 64 finds
#: them (see the benchmark's exact-equivalence for very large scopes). At least ``n_ann``.
ANN_EF_SEARCH = 64
#: the scope size (active items) ANN_PER_RESULT and ANN_EF_SEARCH were chosen on (the benchmark's
#: 15k-memory scopes); a larger scope takes sqrt(size / this) times as many candidates, at most
#: ANN_MAX_GROWTH times: its dense clusters of similar memories need a wider search to rank exactly
ANN_SCOPE_REFERENCE = 20_000
ANN_MAX_GROWTH = 3.0
#: a scope of at least this many active items gets a ``bit`` index where the server quantizes
#: (``Repository.ann_kind_wanted = "auto"``, the default), a smaller one a ``vector`` index; one
#: built as ``bit`` stays so down to half of it. A graph over full vectors splits into islands around
#: clusters of near-identical memories at 100k+ items (docs/scaling.md: recall@10 of the vector
#: plan 0.967 on the 1M corpus's 150k-item scopes); at 15k ``vector`` is as complete and faster
BIT_SCOPE_MIN = 50_000


def lexical_branch_params() -> dict[str, int]:
    """The parameters choosing the query terms of a very large scope's lexical branch."""
    return {"rare_df": RARE_TERM_DF, "pair_df": PAIR_TERM_DF}


def ann_query_key(qvec: Any, w_sim: float, w_conf: float) -> np.ndarray:
    """``[w_sim * unit query, w_conf / ANN_CONF_SCALE]``: its inner product with a scope index's key
    vector (:func:`q.ann_key_expr`) is ``w_sim * cosine + w_conf * confidence``."""
    v = np.asarray(qvec, dtype=np.float32)
    n = float(np.linalg.norm(v))
    return np.append(v * (w_sim / n if n else 0.0), np.float32(w_conf / q.ANN_CONF_SCALE)).astype(np.float32)


def _member(enum: Any, value: Any) -> Any:
    """``enum(value)`` without ``Enum.__call__``'s overhead (a few per item of every search), the
    same member or the same error."""
    m = enum._value2member_map_.get(value)
    return enum(value) if m is None else m


#: statements (and their columns) rendered per search shape, kept per repository
STATEMENT_CACHE_SIZE = 256


#: PostgreSQL's text form of a ``text[]`` -> list (the search statement sends ``tags`` so)
_TEXT_ARRAY = Transformer().get_loader(psycopg.postgres.types["text"].array_oid, pq.Format.TEXT)


def _remember(cache: dict[Any, Any], key: Any, value: Any) -> None:
    """Put ``value`` in a bounded cache, first in first out beyond :data:`STATEMENT_CACHE_SIZE`."""
    if len(cache) >= STATEMENT_CACHE_SIZE:
        cache.pop(next(iter(cache)))
    cache[key] = value



def _batch(conn: AsyncConnection) -> AbstractAsyncContextManager[Any]:
    """A pipeline for statements sent together, read once all are sent. Inside a pipeline already
    (the writer's :meth:`Repository.transaction`) none of its own: entering a nested one first
    waits for what is queued (the transaction's ``BEGIN``), a round trip for nothing; reading the
    first result then sends them all and waits once."""
    if conn.pgconn.pipeline_status != pq.PipelineStatus.OFF:
        return nullcontext()
    return conn.pipeline()

class Repository:
    """Data access for memories, projects and profiles on one :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._models: dict[int, str] = {}
        self._model_ids: dict[tuple[str, int], int] = {}
        self._model_lock = asyncio.Lock()
        self._scope_indexes: dict[tuple[str, str, str, int], str] = {}
        self._scope_sizes: dict[tuple[str, str, str, int], int] = {}
        self._scope_indexes_at = -1e9
        #: the kind of index a large scope can get on this server (:data:`q.ANN_KEY_TYPES`: ``bit``
        #: where pgvector quantizes and :attr:`ann_kind_wanted` allows it, else ``vector``), read with
        #: the registry (:meth:`indexed_scopes`); each scope's own kind: :meth:`scope_kind`
        self.ann_kind = "vector"
        #: the kind of scope index wanted: ``auto`` (the default: ``bit`` from :data:`BIT_SCOPE_MIN`
        #: items, :meth:`kind_for`), ``vector`` (always) or ``bit`` (always); a server without binary
        #: quantization (pgvector < 0.7) gets ``vector`` whatever is wanted
        self.ann_kind_wanted = "auto"
        self._maintenance: asyncio.Task[Any] | None = None
        self._search_sql: dict[tuple[Any, ...], tuple[str, list[str]]] = {}
        self._search_cols: dict[str, list[str]] = {}
        self._write_sql: dict[tuple[Any, ...], str] = {}
        self.usage = UsageRecorder(db)
        #: the data keys of encrypted (sensitive, restricted) memories: :mod:`zeusmem.storage.keyring`
        self.keys = Keyring(db)

    def _write_query(self, conn: AsyncConnection, key: tuple[Any, ...], build: Any) -> str:
        """The write path's composed statement ``build()`` of shape ``key``, rendered once (psycopg
        renders a ``sql.Composed`` again at every execute: a tenth of a millisecond each)."""
        text = self._write_sql.get(key)
        if text is None:
            text = build().as_string(conn)
            if len(self._write_sql) >= 256:
                self._write_sql.pop(next(iter(self._write_sql)))
            self._write_sql[key] = text
        return text

    def _duplicate_query(self, conn: AsyncConnection, model_id: int, dims: int, *, exclude_lineage: bool,
                         limit: int, indexed: tuple[str, str, str] | None, dateless: bool = False) -> str:
        kind = self.scope_kind((*indexed, model_id)) if indexed else "vector"
        return self._write_query(
            conn, ("duplicate", model_id, dims, exclude_lineage, limit, indexed, kind, dateless),
            lambda: q.duplicate_query(model_id, dims, exclude_lineage=exclude_lineage, limit=limit, indexed=indexed,
                                      ann_kind=kind, dateless=dateless),
        )

    @asynccontextmanager
    async def transaction(self, conn: AsyncConnection) -> AsyncIterator[None]:
        """A transaction in pipeline mode: ``BEGIN`` goes out with the transaction's first
        statements and ``COMMIT`` with its last ones (a statement whose result is read still waits
        for it). Not psycopg's ``conn.transaction()`` inside a pipeline: that one waits for its
        ``BEGIN`` alone, and once more before its ``COMMIT`` (two round trips of a write's five). On
        the application role's connection its own transaction, which sends ``BEGIN`` in one
        pipeline with the caller's settings; on a connection not in autocommit (or already in a
        transaction), psycopg's."""
        if isinstance(conn, CallerConnection):
            async with conn.transaction():
                yield
            return
        if not conn.autocommit or conn.pgconn.transaction_status != pq.TransactionStatus.IDLE:
            async with conn.pipeline(), conn.transaction():
                yield
            return
        async with conn.pipeline() as pipeline:
            await conn.execute("BEGIN")
            try:
                yield
            except BaseException:
                if not conn.broken:
                    try:  # out of a failed pipeline (its error was raised already), then roll back
                        await pipeline.sync()
                    except psycopg.Error:
                        pass
                    try:
                        await conn.execute("ROLLBACK")
                        await pipeline.sync()
                    except psycopg.Error as e:
                        log.warning("rollback failed: %s", e)
                raise
            await conn.execute("COMMIT")  # sent with the pipeline's end, which reads its result

    async def aclose(self) -> None:
        """Write queued ``last_used_at`` updates and stop background work (before the pool closes)."""
        await self.usage.aclose()
        task, self._maintenance = self._maintenance, None
        if task is not None and not task.done():
            task.cancel()
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - shutting down
                pass

    # --- embedding models -------------------------------------------------------------------
    async def model_id(self, name: str, dims: int) -> int:
        """Id of (name, dims), registering it on first use (no lock when it exists: the path of
        every process but the first one that uses a model)."""
        key = (name, dims)
        if key in self._model_ids:
            return self._model_ids[key]
        async with self._model_lock:
            if key in self._model_ids:
                return self._model_ids[key]
            params = {"name": name, "dims": dims, "ddl": DDL_LOCK_ID, "lock_timeout": self.db.lock_timeout}
            async with self.db.owner_connection() as conn:  # the registry: the owner's
                cur = await conn.execute(q.FIND_MODEL, params)
                row = await cur.fetchone()
                if row is None:
                    async with conn.transaction():
                        await conn.execute(q.DDL_XACT_LOCK, params)
                        await conn.execute(q.INSERT_MODEL, params)
                    cur = await conn.execute(q.FIND_MODEL, params)
                    row = await cur.fetchone()
                    assert row is not None
                mid = int(row[0])
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
    async def write_context(
        self, conn: AsyncConnection, *, hook: Mapping[str, Any] | None, defaults: Mapping[str, Any],
        extra: lq.ConflictLookup | None,
    ) -> tuple[tuple[Any, ...] | None, list[dict[str, Any]]]:
        """The write hook's one round trip on the writer's ``conn`` (pipelined): the hook's context
        row (policies, the automatic-memory switch, the item count, the retention TTL from
        ``defaults``) when ``hook`` has its parameters, and the rows of the ``extra`` conflict
        candidates (item columns, ``lineage_id``, ``sim``) when given."""
        async with conn.pipeline():
            sent = await self._send_write_context(conn, hook=hook, defaults=defaults, extra=extra)
        return await self._read_write_context(conn, sent)

    async def _send_write_context(
        self, conn: AsyncConnection, *, hook: Mapping[str, Any] | None, defaults: Mapping[str, Any],
        extra: lq.ConflictLookup | None,
    ) -> tuple[AsyncCursor[Any], AsyncCursor[dict[str, Any]], bool, bool]:
        """:meth:`write_context`'s statements, queued in ``conn``'s pipeline (read them with
        :meth:`_read_write_context` once it synced)."""
        cur = conn.cursor()
        if hook is not None:
            await cur.execute(lq.HOOK_CONTEXT, {**hook, "defaults": Jsonb(dict(defaults))})
        ncur = conn.cursor(row_factory=dict_row)
        if extra is not None:
            query, params = extra.statement()
            shape = ("conflicts", extra.model_id, extra.dims, bool(extra.terms), extra.key is not None,
                     extra.owner_only_filter)
            await ncur.execute(self._write_query(conn, shape, lambda: query), params)
        return cur, ncur, hook is not None, extra is not None

    async def _read_write_context(
        self, conn: AsyncConnection, sent: tuple[AsyncCursor[Any], AsyncCursor[dict[str, Any]], bool, bool],
    ) -> tuple[tuple[Any, ...] | None, list[dict[str, Any]]]:
        cur, ncur, has_hook, has_extra = sent
        row = await cur.fetchone() if has_hook else None
        rows: list[dict[str, Any]] = await ncur.fetchall() if has_extra else []
        await cur.close()
        await ncur.close()
        await self.prime(conn, rows)
        return row, rows

    async def insert_with_context(
        self, conn: AsyncConnection, values: dict[str, Any], *, hook: Mapping[str, Any] | None,
        defaults: Mapping[str, Any], extra: lq.ConflictLookup | None,
    ) -> tuple[MemoryItem, tuple[Any, ...] | None, list[dict[str, Any]]]:
        """:meth:`insert`, then :meth:`write_context` on the row it wrote: one round trip (pipelined;
        the server runs them in order, so the hook's statement sees the new row)."""
        values = await self._insert_values(conn, values)
        async with _batch(conn):
            icur = conn.cursor(row_factory=dict_row)
            await icur.execute(self._write_query(conn, ("insert",), lambda: q.INSERT_ITEM), values)
            sent = await self._send_write_context(conn, hook=hook, defaults=defaults, extra=extra)
        inserted = await icur.fetchone()
        await icur.close()
        assert inserted is not None
        row, rows = await self._read_write_context(conn, sent)
        return self.to_item(inserted), row, rows

    async def item_row(self, conn: AsyncConnection, memory_id: str) -> MemoryItem | None:
        """The stored version ``memory_id`` as it is now (inside the writer's transaction)."""
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.ITEM_BY_ID, {"id": memory_id})
            fresh = await cur.fetchone()
        if fresh is not None:
            await self.prime(conn, [fresh])
        return None if fresh is None else self.to_item(fresh)

    async def prime(self, conn: AsyncConnection | None, rows: Sequence[Mapping[str, Any]]) -> None:
        """Unwrap the data keys the encrypted ``rows`` need (before :meth:`to_item` maps them)."""
        await self.keys.prime(conn, [r.get("content_key") for r in rows if r.get("content_ct") is not None])

    def row_content(self, row: Mapping[str, Any]) -> str:
        """A row's content, decrypted when it is encrypted (its key :meth:`prime`-d)."""
        if row.get("content_ct") is not None:
            return self.keys.decrypt(row["content_key"], row["content_ct"])
        return str(row["content"])

    def to_item(self, row: Mapping[str, Any], *, provenance: Mapping[str, Any] | None = None) -> MemoryItem:
        """A row as a MemoryItem; an encrypted row's content is decrypted (its key :meth:`prime`-d).
        ``provenance``: the row's, already decoded."""
        content = self.row_content(row)
        return MemoryItem(
            id=row.get("lineage_id") or row["id"],  # the memory's id, the same for all its versions
            content=content,
            memory_type=_member(MemoryType, row["memory_type"]),
            scope=_member(Scope, row["scope"]),
            scope_id=row["scope_id"],
            source=_member(Source, row["source"]),
            confidence=round(float(row["confidence"]), 6),
            importance=round(float(row["importance"]), 6),
            visibility=_member(Visibility, row["visibility"]),
            status=_member(Status, row["status"]),
            sensitivity=_member(Sensitivity, row["sensitivity"]),
            priority=_member(Priority, row["priority"]),
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
            provenance=dict((row["provenance"] if provenance is None else provenance) or {}),
            embedding_model=self._models.get(row["embedding_model_id"]) if row["embedding_model_id"] else None,
            lineage_id=row.get("lineage_id"),
            observed_at=row.get("observed_at"),
            valid_from=row.get("valid_from"),
            valid_to=row.get("valid_to"),
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
        n_exact: int,
        n_ann: int,
        weights: Mapping[str, float],
        ann_threshold: int | None = None,
        conn: AsyncConnection | None = None,
        where: StoreSelector | None = None,
    ) -> list[Candidate]:
        """Hybrid candidates of every visible scope in one statement (:func:`q.search_query`), best first.

        ``weights`` holds ``w_sim``, ``w_conf``, ``lam`` (lexical weight), ``k1``, ``b`` and ``ctxw``
        (the weight of a memory's context terms, :func:`zeusmem.rules.ranking.with_context`).
        Scopes with an ANN index of their own (:meth:`maintain_scope_indexes`) are searched
        through it; the others exactly. One round trip: the statement is prepared (after
        ``prepare_threshold`` executions on a connection) and runs with its generic plan
        (:attr:`Database.search_pool`), so the server neither parses nor plans it again. With
        ``ann_threshold``, a scope found over that size without its own index gets one built in
        the background (checked when the registry is re-read). Pass ``conn`` to reuse one pooled
        connection for a whole call. ``where`` narrows the candidates to items of LangGraph's store
        (:func:`zeusmem.storage.store_sql.selector_clause`).
        """
        if conn is None:
            return await self.db.run(lambda c: self.search_candidates(
                params, scopes=scopes, model_id=model_id, dims=dims, filters=filters, n_exact=n_exact,
                n_ann=n_ann, weights=weights, ann_threshold=ann_threshold, conn=c, where=where), search=True)
        pads = await self.keys.search_pads(conn, params.get("org") or "", params["user"],
                                           params.get("project") if "project" in scopes else None)
        text, names = await self.search_statement(params, scopes=scopes, model_id=model_id, dims=dims,
                                                  filters=filters, n_exact=n_exact, n_ann=n_ann,
                                                  ann_threshold=ann_threshold, conn=conn, where=where,
                                                  sealed=len(pads))
        extra_params = store_sql.selector_clause(where)[2] if where is not None else {}
        p = {**params, **weights, **lexical_branch_params(), **extra_params}
        for i, (ipad, opad) in enumerate(pads, start=1):  # the keyed tokens of encrypted memories
            p[f"lk{i}_i"], p[f"lk{i}_o"] = ipad, opad
        if "qkey" in names:
            p["qkey"] = ann_query_key(params["qvec"], weights["w_sim"], weights["w_conf"])
        args = [p[n] for n in names]
        with stage("db"):
            cur = search_cursor(conn)
            await cur.execute(text, args, binary=True)
            rows = await cur.fetchall()
            # the statement's columns, read once per text (psycopg builds a Column per column
            # at every cursor.description: a tenth of the row loading of a search)
            cols = self._search_cols.get(text)
            if cols is None:
                description = cur.description
                cols = [d.name for d in description] if description else []
                _remember(self._search_cols, text, cols)
            if "content_key" in cols:
                i_key, i_ct = cols.index("content_key"), cols.index("content_ct")
                await self.keys.prime(conn, [r[i_key] for r in rows if r[i_ct] is not None])
        with stage("rows"):
            return self.candidates(rows, cols, model_id, org=p["org"])

    async def search_statement(
        self, params: Mapping[str, Any], *, scopes: Sequence[str], model_id: int, dims: int,
        filters: Mapping[str, bool], n_exact: int, n_ann: int, ann_threshold: int | None,
        conn: AsyncConnection, where: StoreSelector | None = None, sealed: int = 0,
    ) -> tuple[str, list[str]]:
        """The search statement for this shape, rendered once and cached: ``$n`` text and the
        parameter names in order (psycopg then neither walks the composed SQL nor re-parses it)."""
        indexed_keys = await self.indexed_scopes(ann_threshold=ann_threshold, conn=conn)
        org = params.get("org") or ""
        indexed: dict[str, tuple[str, str, str]] = {}
        for s in scopes:
            sid = params.get(s)
            if sid is not None and (org, s, sid, model_id) in indexed_keys:
                indexed[s] = (org, sid, q.scope_index_kind(indexed_keys[(org, s, sid, model_id)]))
        shape, extra, extra_params = store_sql.selector_clause(where) if where is not None else ((), None, {})
        if indexed:  # a scope far above the one the defaults were chosen on fetches more candidates
            largest = max(self._scope_sizes.get((org, s, sid, model_id), 0) for s, (_o, sid, _k) in indexed.items())
            n_ann = int(n_ann * min(ANN_MAX_GROWTH, max(1.0, (largest / ANN_SCOPE_REFERENCE) ** 0.5)))
        dated = "p_lo" in params  # a query naming a period (zeusmem.storage.sql.DATED)
        key = (tuple(scopes), tuple(sorted(indexed.items())), model_id, dims, tuple(sorted(filters.items())),
               n_exact, n_ann, shape if where is not None else None, sealed, dated, self.ann_kind)
        compiled = self._search_sql.get(key)
        if compiled is None:
            split: dict[str, Any] = {}
            if indexed and (filters.get("as_of") or filters.get("valid_at")):
                # the ANN indexes hold active rows: the rest (versions since ended, or memories a
                # later statement ended in the world) exactly
                split = {"indexed_filters": q.and_also(q.filters_clause("active", **filters), extra),
                         "history_filters": q.and_also(q.filters_clause("history", **filters), extra)}
            composed = q.search_query(scopes=scopes, model_id=model_id, dims=dims,
                                      filters=q.and_also(q.filters_clause(**filters), extra), n_exact=n_exact,
                                      n_ann=n_ann, indexed=indexed, ef_search=max(ANN_EF_SEARCH, n_ann),
                                      sealed=sealed, dated=dated, ann_kind=self.ann_kind, **split)
            compiled = q.positional(composed.as_string(conn))
            _remember(self._search_sql, key, compiled)
        if model_id not in self._models:
            await self.model_name(model_id)
        return compiled

    def candidates(self, rows: Sequence[Sequence[Any]], names: Sequence[str], model_id: int,
                   org: str = "") -> list[Candidate]:
        """Rows of the search statement (tuples, in rank order; ``names``: its columns) as candidates,
        one per id. The item columns it does not send (:data:`~zeusmem.storage.sql.SEARCH_IMPLIED_COLUMNS`:
        ``org`` is its ``%(org)s``) and those it sends shorter (``lineage_id``, ``tags``) are put back:
        each row holds every item column as the table has it."""
        i_id, i_vsim, i_lex = names.index("id"), names.index("vsim"), names.index("lex")
        i_vec, i_rank, i_near = names.index("from_vec"), names.index("rank"), names.index("near")
        implied = {"org_id": org, "embedding_model_id": model_id, "last_used_at": None}
        out: dict[str, Candidate] = {}
        for r in rows:
            mid = r[i_id]
            prev = out.get(mid)
            if prev is not None:
                if r[i_vec] and not prev.from_vector:
                    out[mid] = replace(prev, from_vector=True)
                continue
            row = dict(zip(names, r, strict=True))
            row.update(implied)
            if row["lineage_id"] is None:  # NOT NULL: sent as NULL when it is the id
                row["lineage_id"] = mid
            if isinstance(tags := row["tags"], str):  # sent in text form
                row["tags"] = _TEXT_ARRAY.load(tags.encode())
            out[mid] = Candidate(
                row=row,
                vector_similarity=float(r[i_vsim]) if r[i_vsim] is not None else 0.0,
                lexical=float(r[i_lex] or 0.0),
                from_vector=bool(r[i_vec]),
                rank=int(r[i_rank]),
                near=r[i_near] or (),
            )
        return list(out.values())

    @staticmethod
    def ann_candidates(k: int) -> int:
        """How many nearest neighbours an ANN branch takes before re-ranking, for ``k`` results."""
        return max(ANN_MIN, ANN_PER_RESULT * k)

    def candidate_item(self, c: Candidate) -> MemoryItem:
        """The MemoryItem of a kept search candidate."""
        prov = c.row["provenance"]
        return self.to_item(c.row, provenance=json.loads(prov) if isinstance(prov, str) else prov)

    # --- ANN indexes of very large scopes ------------------------------------------------------
    async def indexed_scopes(
        self, *, refresh: bool = False, ann_threshold: int | None = None, conn: AsyncConnection | None = None
    ) -> dict[tuple[str, str, str, int], str]:
        """(org, scope, scope_id, model id) -> index name, re-read every :data:`SCOPE_INDEX_TTL` s
        (on ``conn`` when given: a search never holds two pooled connections)."""
        now = time.monotonic()
        if refresh or now - self._scope_indexes_at > SCOPE_INDEX_TTL:
            if conn is None or self.db.restricted:  # the registry of every caller: the owner's
                async with self.db.owner_connection() as own:
                    needs = await self._read_scope_indexes(own, ann_threshold)
            else:
                needs = await self._read_scope_indexes(conn, ann_threshold)
            self._scope_indexes_at = now
            if needs and ann_threshold is not None:
                self.schedule_scope_index_maintenance(ann_threshold)
        return self._scope_indexes

    async def scope_index_key(
        self, conn: AsyncConnection, params: Mapping[str, Any], model_id: int
    ) -> tuple[str, str, str] | None:
        """(org, scope, scope_id) of the scope ``params`` name (``org``, ``scope``, ``scope_id``)
        when it has an ANN index of its own for ``model_id``, else None (from :meth:`indexed_scopes`)."""
        key = (params.get("org") or "", params.get("scope") or "", params.get("scope_id") or "", model_id)
        return key[:3] if key in await self.indexed_scopes(conn=conn) else None  # type: ignore[return-value]

    def kind_for(self, n_active: int, current: str | None = None) -> str:
        """The kind of index a scope of ``n_active`` items gets (``current``: the kind it has):
        ``vector`` on a server without ``bit`` (:attr:`ann_kind`) or when :attr:`ann_kind_wanted`
        says so, ``bit`` when it says ``bit``; ``auto``: ``bit`` from :data:`BIT_SCOPE_MIN` items,
        kept down to half of it."""
        if self.ann_kind != "bit" or self.ann_kind_wanted == "vector":
            return "vector"
        if self.ann_kind_wanted == "bit":
            return "bit"
        return "bit" if n_active >= (BIT_SCOPE_MIN // 2 if current == "bit" else BIT_SCOPE_MIN) else "vector"

    def scope_kind(self, key: tuple[str, str, str, int]) -> str:
        """The kind of the index of scope ``key`` (org, scope, scope id, model id) in the registry."""
        name = self._scope_indexes.get(key)
        return q.scope_index_kind(name) if name else "vector"

    async def _server_ann_kind(self, conn: AsyncConnection) -> str:
        """The kind of index a large scope can get on this server: ``bit`` if it quantizes
        (:data:`q.ANN_KEY_TYPE_QUERY`) and :attr:`ann_kind_wanted` is not ``vector``, else ``vector``."""
        if self.ann_kind_wanted == "vector":
            return "vector"
        cur = await conn.execute(q.ANN_KEY_TYPE_QUERY)
        row = await cur.fetchone()
        return str(row[0]) if row else "vector"

    async def _read_scope_indexes(self, conn: AsyncConnection, ann_threshold: int | None) -> bool:
        self.ann_kind = await self._server_ann_kind(conn)
        cur = await conn.execute(q.LIST_SCOPE_INDEXES)
        every = await cur.fetchall()
        # each index is searched as its kind says (a scope of the wrong kind for its size is
        # rebuilt by maintenance, and searched as it is until then)
        rows = [r for r in every if q.scope_index_kind(r[4]) in (self.ann_kind, "vector")]
        self._scope_indexes = {(o, s, i, m): name for o, s, i, m, name, _n, _now in rows}
        self._scope_sizes = {(o, s, i, m): int(n or 0) for o, s, i, m, _name, n, _now in rows}
        if ann_threshold is None:
            return False
        cur = await conn.execute(q.NEEDS_SCOPE_INDEX, {"threshold": ann_threshold})
        row = await cur.fetchone()
        if row and row[0]:
            return True
        # an index of another kind than its scope's size now wants (the rule maintenance builds by)
        return any(
            self.kind_for(int(now), kind) != kind
            for *_key, name, _n, now in every
            for kind in (q.scope_index_kind(name),)
        )

    async def maintain_scope_indexes(self, threshold: int, *, fast: bool = False) -> dict[str, list[str]]:
        """Give every scope with at least ``threshold`` active items of one model its own partial
        HNSW index and full-text (GIN) index (built concurrently: writers are not blocked) and drop
        those of scopes that shrank below half of it. Idempotent; safe to run from several processes.

        Small scopes are scanned exactly, which beats any index up to a few thousand items;
        beyond that a per-scope index keeps search fast *and* complete (an ANN search of the
        whole table filtered to one scope loses recall, see the benchmark's README).
        """
        created: list[str] = []
        dropped: list[str] = []
        async with self.db.owner_connection() as conn:  # every scope, and DDL: the owner's
            if fast:  # more memory and parallel workers for the builds (a bulk load waits for them)
                await conn.execute(q.BULK_INDEX_SETTINGS)
            try:
                await self._maintain_on(conn, threshold, created, dropped)
            finally:
                if fast:
                    await conn.execute(q.RESET_INDEX_SETTINGS)
        await self.indexed_scopes(refresh=True)
        return {"created": created, "dropped": dropped}

    async def _maintain_on(self, conn: AsyncConnection, threshold: int, created: list[str],
                           dropped: list[str]) -> None:
        # memory_items' GIN indexes, if a bulk load that dropped them never finished
        await self.ensure_bulk_gin_indexes(conn, concurrently=True)
        cur = await conn.execute(q.LARGE_SCOPES, {"threshold": threshold})
        # (org, scope, scope id, model, the model's active items, the scope's: its index kind's size)
        large = [(o, s, i, int(m), int(n), int(a)) for o, s, i, m, n, a in await cur.fetchall()]
        cur = await conn.execute(q.LIST_SCOPE_INDEXES_WITH_SIZE)
        existing = {
            (o, s, i, int(m)): (name, int(n or 0)) for o, s, i, m, name, n in await cur.fetchall()
        }
        cur = await conn.execute(q.LIST_MODELS)
        dims_of = {int(mid): int(d) for mid, _name, d in await cur.fetchall()}
        self.ann_kind = await self._server_ann_kind(conn)
        for o, s, i, m, n, n_scope in large:
            old = existing.get((o, s, i, m))
            kind = self.kind_for(n_scope, q.scope_index_kind(old[0]) if old is not None else None)
            name = q.scope_index_name(o, s, i, m, kind)
            if old is not None and old[0] == name:
                continue
            await conn.execute(q.create_scope_index(name, m, dims_of[m], o, s, i, kind))
            await conn.execute(q.create_scope_lexical_index(q.scope_lexical_index_name(name), o, s, i))
            await conn.execute(q.REGISTER_SCOPE_INDEX, {"org": o, "scope": s, "scope_id": i, "model": m,
                                                        "name": name, "n": n})
            if old is not None:  # an index of an older kind: replaced
                await conn.execute(q.drop_scope_index(old[0]))
                if q.scope_lexical_index_name(old[0]) != q.scope_lexical_index_name(name):
                    await conn.execute(q.drop_scope_index(q.scope_lexical_index_name(old[0])))
            existing[(o, s, i, m)] = (name, n)
            created.append(name)
        still_large = {(o, s, i, m) for o, s, i, m, _n, _a in large}
        for key, (name, _n) in existing.items():
            if key in still_large:
                # indexes registered before the lexical one existed get it now (idempotent)
                await conn.execute(q.create_scope_lexical_index(q.scope_lexical_index_name(name), *key[:3]))
                continue
            cur = await conn.execute(
                q.COUNT_SCOPE_MODEL, {"org": key[0], "scope": key[1], "scope_id": key[2], "model": key[3]}
            )
            row = await cur.fetchone()
            if row and int(row[0]) >= threshold // 2:
                continue
            await conn.execute(q.UNREGISTER_SCOPE_INDEX, {"name": name})
            await conn.execute(q.drop_scope_index(name))
            dropped.append(name)

    def schedule_scope_index_maintenance(self, threshold: int) -> None:
        """Run :meth:`maintain_scope_indexes` in the background unless a run is in progress."""
        if self._maintenance is not None and not self._maintenance.done():
            return

        async def run() -> None:
            try:
                with as_owner():
                    await self.maintain_scope_indexes(threshold)
            except Exception:  # noqa: BLE001 - maintenance must never break searches
                log.warning("scope index maintenance failed", exc_info=True)

        self._maintenance = asyncio.get_running_loop().create_task(run())

    async def embeddings_of(self, ids: Sequence[str]) -> dict[str, np.ndarray]:
        if not ids:
            return {}
        async with self.db.connection() as conn, conn.cursor(binary=True) as cur:
            await cur.execute(q.EMBEDDINGS_OF, {"ids": list(ids)})
            return {
                i: (e.to_numpy() if hasattr(e, "to_numpy") else np.asarray(e, dtype=np.float32))
                for i, e in await cur.fetchall()
                if e is not None
            }

    def record_use(self, ids: Sequence[str]) -> None:
        """Queue ``last_used_at`` = now for ``ids``; written in the background (:mod:`~zeusmem.storage.usage`)."""
        self.usage.record(ids)

    async def get(self, params: dict[str, Any], scopes: Sequence[str], memory_id: str) -> MemoryItem | None:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.get_query(scopes), {**params, "id": memory_id})
            row = await cur.fetchone()
            if row is not None:
                await self.prime(conn, [row])
        if row is None:
            return None
        await self.model_name(row["embedding_model_id"])
        return self.to_item(row)

    async def versions(self, lineage_id: str) -> list[MemoryItem]:
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.lineage_query(), {"lineage": lineage_id})
            rows = await cur.fetchall()
            await self.prime(conn, rows)
            return [self.to_item(r) for r in rows]

    async def list_items(
        self, params: dict[str, Any], scopes: Sequence[str], filters: Mapping[str, bool], *, order: str,
        limit: int, offset: int = 0, where: StoreSelector | None = None,
    ) -> list[MemoryItem]:
        _, extra, extra_params = store_sql.selector_clause(where) if where is not None else ((), None, {})
        query = q.list_query(scopes, q.and_also(q.filters_clause(**filters), extra), order)
        async with self.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(query, {**params, **extra_params, "limit": limit, "offset": offset})
            rows = await cur.fetchall()
            await self.prime(conn, rows)
        await self.model_name(-1) if any(r["embedding_model_id"] not in self._models for r in rows) else None
        return [self.to_item(r) for r in rows]

    async def count(
        self, params: dict[str, Any], scopes: Sequence[str], filters: Mapping[str, bool]
    ) -> tuple[int, int]:
        async with self.db.connection() as conn:
            cur = await conn.execute(q.count_query(scopes, q.filters_clause(**filters)), params)
            row = await cur.fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    async def store_namespaces(self, org: str, user: str) -> list[tuple[str, str, list[str] | None]]:
        """(scope, scope_id, sub-namespace) of every namespace with active memories ``user`` may see.

        As the application role, row-level security shows a project's rows only to a caller naming
        that project: the statement runs once more for each project ``user`` is a member of, for
        the current caller with that project named."""
        params = {"org": org, "user": user}
        async with self.db.connection() as conn:
            cur = await conn.execute(store_sql.STORE_NAMESPACES, params)
            rows = {(r[0], r[1], tuple(r[2]) if r[2] else None) for r in await cur.fetchall()}
            caller = current_caller()
            if self.db.restricted and caller is not None and caller.project_id is None:
                cur = await conn.execute(q.MEMBER_PROJECTS, params)
                for (project,) in await cur.fetchall():
                    with acting_for(replace(caller, project_id=project)):
                        cur = await conn.execute(store_sql.STORE_NAMESPACES, params)
                        rows.update((r[0], r[1], tuple(r[2]) if r[2] else None) for r in await cur.fetchall())
        ordered = sorted(rows, key=lambda r: (r[0], r[1], r[2] or ()))
        return [(s, sid, list(sub) if sub else None) for s, sid, sub in ordered]

    async def refresh_store_ttl(self, org: str, ids: Sequence[str]) -> None:
        """Restart the TTL of store items (those recorded with one); a no-op for the others."""
        if not ids:
            return
        async with self.db.connection() as conn:
            await conn.execute(store_sql.REFRESH_TTL, {"org": org, "ids": list(ids)})

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

    @staticmethod
    async def profile_row(conn: AsyncConnection, params: Mapping[str, Any]) -> dict[str, Any]:
        """Stored profile fields, materialised source items and membership (:data:`q.PROFILE_FOR_AGENT`)."""
        async with conn.cursor(row_factory=dict_row, binary=True) as cur:
            await cur.execute(q.PROFILE_FOR_AGENT, params)
            row = await cur.fetchone()
        assert row is not None
        return row

    # --- bulk loading (trusted data; see zeusmem.service.bulk) ---------------------------------
    async def model_vector_count(self, model_id: int) -> int:
        """Rows holding a vector of this model (the planner's estimate: instant, roughly right)."""
        async with self.db.connection() as conn:
            cur = await conn.execute(q.ESTIMATE_MODEL_ROWS, {"model": model_id})
            row = await cur.fetchone()
        return int(row[0] or 0) if row else 0

    async def drop_vector_indexes(self, model_id: int) -> list[str]:
        """Drop the model's per-scope ANN indexes (rebuilt by
        :meth:`finish_bulk_load`): a bulk load is much faster into a table without them."""
        async with self.db.connection() as conn:
            cur = await conn.execute(q.SCOPE_INDEXES_OF_MODEL, {"model": model_id})
            names = [r[0] for r in await cur.fetchall()]
            for name in names:
                await conn.execute(q.UNREGISTER_SCOPE_INDEX, {"name": name})
                await conn.execute(q.drop_scope_index(name))
        await self.indexed_scopes(refresh=True)
        return names

    async def drop_bulk_gin_indexes(self) -> None:
        """Drop memory_items' GIN indexes (:data:`q.BULK_GIN_INDEXES`) for a large bulk load:
        :meth:`finish_bulk_load` builds them again, and so does :meth:`maintain_scope_indexes`
        after a load that never finished."""
        async with self.db.owner_connection() as conn:
            for name in q.BULK_GIN_INDEXES:
                await conn.execute(q.drop_scope_index(name))

    async def ensure_bulk_gin_indexes(self, conn: AsyncConnection, *, concurrently: bool) -> list[str]:
        """Build those of :data:`q.BULK_GIN_INDEXES` that are missing (or left invalid by a failed
        concurrent build); returns their names. ``conn``: the owner's, in autocommit."""
        built = []
        for name in q.BULK_GIN_INDEXES:
            cur = await conn.execute(q.INDEX_STATE, {"name": name})
            row = await cur.fetchone()
            if row is not None and row[0]:
                continue
            if row is not None:  # invalid: a concurrent build that failed
                await conn.execute(q.drop_scope_index(name))
            await conn.execute(q.create_bulk_gin_index(name, concurrently=concurrently))
            built.append(name)
        return built

    @asynccontextmanager
    async def bulk_session(self, *, model_id: int, dims: int) -> AsyncIterator[BulkSession]:
        """A :class:`~zeusmem.storage.bulk.BulkSession` on one pooled connection: COPY batches in
        transactions of a few batches, their statistics counted once per transaction. What was copied
        is committed when the block ends, also when it ends with an error."""
        from zeusmem.storage.bulk import BulkSession

        async with self.db.connection() as conn:
            session = BulkSession(conn, model_id=model_id, dims=dims, seal=self.encrypted_content,
                                  sealed=lambda r: is_encrypted_sensitivity(r.get("sensitivity") or "normal"))
            try:
                yield session
            except BaseException as e:
                await session.close(e)
                raise
            await session.close()

    async def finish_bulk_load(self, *, threshold: int, vacuum: bool = True, compact: bool = False) -> dict[str, float]:
        """Make what was loaded searchable at full speed: memory_items' GIN indexes built if a large
        load dropped them, VACUUM ANALYZE (visibility map, statistics; only ANALYZE when ``vacuum``
        is false: a small load into a big table), every scope over ``threshold`` given its own ANN
        and full-text indexes and, with ``compact`` (a large load), term_stats' primary key built
        again (:data:`q.BULK_COMPACT_STATS`). Returns seconds per step."""
        out: dict[str, float] = {}
        t = time.perf_counter()
        async with self.db.owner_connection() as conn:
            await conn.execute(q.BULK_INDEX_SETTINGS)
            try:
                await self.ensure_bulk_gin_indexes(conn, concurrently=True)
            finally:
                await conn.execute(q.RESET_INDEX_SETTINGS)
        out["gin_indexes_s"] = time.perf_counter() - t
        t = time.perf_counter()
        async with self.db.connection() as conn:
            for stmt in q.BULK_VACUUM if vacuum else q.BULK_ANALYZE:
                await conn.execute(stmt)
        out["analyze_s"] = time.perf_counter() - t
        t = time.perf_counter()
        await self.maintain_scope_indexes(threshold, fast=True)
        out["scope_indexes_s"] = time.perf_counter() - t
        if compact:
            t = time.perf_counter()
            async with self.db.owner_connection() as conn:
                await conn.execute(q.BULK_COMPACT_STATS)
            out["compact_stats_s"] = time.perf_counter() - t
        return out

    # --- writes (inside a caller's transaction) ---------------------------------------------
    async def lock(self, conn: AsyncConnection, name: str) -> None:
        """The transaction-level advisory lock ``name``, waiting at most the lock timeout."""
        await conn.execute(q.SCOPE_WRITE_LOCK, {"lock": name, "lock_timeout": self.db.lock_timeout})

    async def active_by_key(self, conn: AsyncConnection, params: dict[str, Any]) -> MemoryItem | None:
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(q.ACTIVE_BY_KEY, params)
            row = await cur.fetchone()
        if row:
            await self.prime(conn, [row])
        return self.to_item(row) if row else None

    async def nearest(
        self, conn: AsyncConnection, params: dict[str, Any], model_id: int, dims: int, *, exclude_lineage: bool
    ) -> tuple[MemoryItem, float] | None:
        rows = await self.neighbours(conn, params, model_id, dims, exclude_lineage=exclude_lineage, limit=1)
        return (rows[0][0], rows[0][1]) if rows else None

    async def neighbours(
        self,
        conn: AsyncConnection,
        params: dict[str, Any],
        model_id: int,
        dims: int,
        *,
        exclude_lineage: bool,
        limit: int,
    ) -> list[Near]:
        """The ``limit`` nearest active items of one scope."""
        indexed = await self.scope_index_key(conn, params, model_id)
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(self._duplicate_query(conn, model_id, dims, exclude_lineage=exclude_lineage,
                                                    limit=limit, indexed=indexed), params)
            rows = await cur.fetchall()
        await self.prime(conn, rows)
        return [self._near(r) for r in rows]

    async def locked_neighbours(
        self,
        conn: AsyncConnection,
        search: NeighbourSearch,
        *,
        lock: str | None = None,
    ) -> list[Near]:
        """:meth:`neighbours` for ``search`` ((params, model id, dims, exclude_lineage, limit)), after
        the advisory :meth:`lock` ``lock`` when given: one round trip (pipelined; the server runs them
        in order, so the search sees the scope under the lock)."""
        indexed = await self.scope_index_key(conn, search[0], search[1])
        async with _batch(conn):
            cur = await self._send_search(conn, search, indexed, lock)
        return await self._read_search(conn, cur)

    async def neighbours_and_insert(
        self,
        conn: AsyncConnection,
        search: NeighbourSearch,
        values: dict[str, Any],
        *,
        lock: str | None,
        append: tuple[str, str] | None,
        hook: Mapping[str, Any] | None,
        defaults: Mapping[str, Any],
        extra: lq.ConflictLookup | None,
    ) -> tuple[list[Near], MemoryItem, tuple[Any, ...] | None, list[dict[str, Any]]]:
        """:meth:`locked_neighbours`, then (``append``: (memory id, text) for :meth:`append_context`)
        :meth:`insert_with_context`, in one round trip: the search runs before the insert, so it
        sees the scope without it; the caller that rejects the write after reading them rolls the
        insert back with its transaction."""
        indexed = await self.scope_index_key(conn, search[0], search[1])
        values = await self._insert_values(conn, values)
        async with _batch(conn):
            cur = await self._send_search(conn, search, indexed, lock)
            if append is not None:
                await self.append_context(conn, *append)
            icur = conn.cursor(row_factory=dict_row)
            await icur.execute(self._write_query(conn, ("insert",), lambda: q.INSERT_ITEM), values)
            sent = await self._send_write_context(conn, hook=hook, defaults=defaults, extra=extra)
        near = await self._read_search(conn, cur)
        inserted = await icur.fetchone()
        await icur.close()
        assert inserted is not None
        row, rows = await self._read_write_context(conn, sent)
        return near, self.to_item(inserted), row, rows

    async def _send_search(
        self, conn: AsyncConnection, search: NeighbourSearch, indexed: Any, lock: str | None,
    ) -> AsyncCursor[dict[str, Any]]:
        if lock is not None:
            await conn.execute(q.SCOPE_WRITE_LOCK, {"lock": lock, "lock_timeout": self.db.lock_timeout})
        params, model_id, dims, exclude_lineage, limit = search
        cur = conn.cursor(row_factory=dict_row)
        await cur.execute(
            self._duplicate_query(conn, model_id, dims, exclude_lineage=exclude_lineage, limit=limit,
                                  indexed=indexed, dateless=params.get("dvec") is not None),
            params,
        )
        return cur

    async def _read_search(self, conn: AsyncConnection, cur: AsyncCursor[dict[str, Any]]) -> list[Near]:
        rows = await cur.fetchall()
        await cur.close()
        await self.prime(conn, rows)
        return [self._near(r) for r in rows]

    def _near(self, r: Mapping[str, Any]) -> Near:
        """A neighbour row (the item's columns, ``sim``, ``lineage_id``, ``date_spans``) -> :class:`Near`."""
        spans, dsim = r.get("date_spans"), r.get("dsim")
        return Near(self.to_item(r), float(r["sim"]), r["lineage_id"], None if spans is None else tuple(spans),
                    None if dsim is None else float(dsim))

    async def append_context(self, conn: AsyncConnection, memory_id: str, text: str) -> None:
        """Add ``text``'s terms to the context of the active memory ``memory_id`` (its next turn)."""
        await conn.execute(q.APPEND_CONTEXT, {"id": memory_id, "text": text})

    async def _insert_values(self, conn: AsyncConnection, values: dict[str, Any]) -> dict[str, Any]:
        values = {"context": None, "observed_at": None, "valid_from": None, "valid_to": None, "date_spans": None,
                  **values,
                  "provenance": Jsonb(values.get("provenance") or {}), "content_ct": None, "content_key": None}
        if is_encrypted_sensitivity(values.get("sensitivity") or "normal"):
            values.update(await self.encrypted_content(conn, values))
            values["date_spans"] = None  # where its dates are is something of its text too
        return values

    async def insert(self, conn: AsyncConnection, values: dict[str, Any]) -> MemoryItem:
        values = await self._insert_values(conn, values)
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(self._write_query(conn, ("insert",), lambda: q.INSERT_ITEM), values)
            row = await cur.fetchone()
        assert row is not None
        return self.to_item(row)

    async def encrypted_content(self, conn: AsyncConnection, values: Mapping[str, Any]) -> dict[str, Any]:
        """The columns that store ``values["content"]`` encrypted under its owner's data key: the
        person's (user scope: its user; session scope: its writer) or the project's. ``content``
        and the context terms hold keyed tokens of its words (:mod:`zeusmem.rules.encryption`),
        so no index, statistic or copy holds a word of it."""
        scope = values["scope"]
        user = None if scope == "project" else (values["scope_id"] if scope == "user" else values["created_by"])
        project = values["scope_id"] if scope == "project" else None
        key_id = await self.keys.owner_key(conn, values.get("org_id") or "", user, project)
        context = values.get("context")
        return {"content": self.keys.index_text(key_id, values["content"]),
                # the context terms as keyed tokens too (to_tsvector keeps them as they are)
                "context": self.keys.index_text(key_id, context).removeprefix(SEALED_MARKER).strip() or None
                if context else None,
                "content_key": key_id, "content_ct": self.keys.encrypt(key_id, values["content"])}

    @staticmethod
    async def supersede(conn: AsyncConnection, memory_id: str) -> None:
        await conn.execute(q.SUPERSEDE, {"id": memory_id})

    @staticmethod
    async def set_verified(conn: AsyncConnection, memory_id: str, version: int) -> bool:
        """Verify that version of the memory; False when it is no longer the active one."""
        cur = await conn.execute(q.SET_VERIFIED, {"id": memory_id, "version": version})
        return cur.rowcount == 1

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
        if conn.pgconn.pipeline_status:  # in a pipeline (:meth:`transaction`) the result comes at a sync
            async with conn.pipeline():
                pass
        return await cur.fetchall() if cur.description else []

    async def lineage_of(self, conn: AsyncConnection, memory_id: str) -> str | None:
        """The lineage of version ``memory_id``, on ``conn`` (inside the caller's transaction)."""
        rows = await self.execute(conn, q.LINEAGE_OF, {"id": memory_id})
        return rows[0][0] if rows else None

    async def item_row_on(self, conn: AsyncConnection, scopes: Sequence[str],
                          params: Mapping[str, Any]) -> tuple[Any, ...] | None:
        """One visible item's row (``q.ITEM_COLUMNS``) read on ``conn``, not on a second pool connection."""
        cur = await conn.execute(q.get_query(scopes), params)
        return await cur.fetchone()

    async def create_project(self, conn: AsyncConnection, *, project: str, org: str, name: str | None,
                             user: str) -> bool:
        """Insert a project; False when its id is taken."""
        return bool(await self.execute(conn, q.INSERT_PROJECT,
                                       {"project": project, "org": org, "name": name, "user": user}))

    async def set_member(self, conn: AsyncConnection, *, project: str, member: str, role: str, by: str) -> None:
        """Add a project member or change their role."""
        await self.execute(conn, q.UPSERT_MEMBER, {"project": project, "member": member, "role": role, "user": by})

    async def delete_member(self, conn: AsyncConnection, *, project: str, member: str) -> None:
        await self.execute(conn, q.DELETE_MEMBER, {"project": project, "member": member})

    async def upsert_profile(self, conn: AsyncConnection, query: str, params: dict[str, Any]) -> dict[str, Any]:
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(query, {**params, "fields": Jsonb(params["fields"])})
            row = await cur.fetchone()
        assert row is not None
        return row
