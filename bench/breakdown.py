"""Where zeusmem's search time goes: per-stage timings, the server's own plan, storage sizes.

* :func:`stages` runs searches (and context assemblies) inside :func:`zeusmem.stages.collect`:
  pool checkout, the statement's round trip (``db``: send, server execution, receive), turning
  rows into candidates (``rows``), Python ranking and near-duplicate collapse (``scoring``), the
  profile read and build; ``other`` is what is left of the wall-clock time (argument checks,
  asyncio). The query embedding is excluded (the vectors are cached; ``embed`` is the lookup).
* :func:`explain` runs ``EXPLAIN (ANALYZE, BUFFERS)`` of the real search statement — the same
  text and parameters, executed as the prepared statement with its generic plan, as searches run
  it — for one context: server execution and planning time, buffers hit and read, the plan.
* :func:`usage_flush` times one background ``last_used_at`` batch (not on the request path).
* :func:`sizes` reports table and index sizes of every system.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from bench.corpus import Ctx
from bench.measure import summary


async def stages(system: Any, workload: Sequence[tuple[Ctx, str, str]], *, k: int = 5,
                 context: bool = False) -> dict[str, dict[str, dict[str, float]]]:
    """Per class (small / huge / all): per stage, p50 / p95 / mean ms over ``workload``."""
    from zeusmem import stages as st

    svc = system.service
    mw = None
    if context:
        from zeusmem.agent.middleware import MemoryContextMiddleware

        mw = MemoryContextMiddleware(svc, snapshots=False)
    acc: dict[str, dict[str, list[float]]] = {}
    for ctx, q, cls in workload:
        sctx = system.security_context(ctx)
        with st.collect() as times:
            t0 = time.perf_counter()
            if mw is not None:
                await mw._fetch(sctx, q, mw.budget_for(None))
            else:
                await svc.search_memories(sctx, q, k=k)
            total = (time.perf_counter() - t0) * 1000
        times["other"] = max(0.0, total - sum(times.values()))
        times["total"] = total
        cls = cls.removesuffix("_sample")
        for c in (cls, "all"):
            d = acc.setdefault(c, {})
            for name, ms in times.items():
                d.setdefault(name, []).append(ms)
    out: dict[str, dict[str, dict[str, float]]] = {}
    for c, d in acc.items():
        n = max(len(v) for v in d.values())
        # a stage a call did not go through counts as 0 ms for it
        out[c] = {name: summary([*v, *[0.0] * (n - len(v))]) for name, v in d.items()}
    return out


async def explain(system: Any, ctx: Ctx, query: str, *, k: int = 5, as_of: Any = None) -> dict[str, Any]:
    """``EXPLAIN (ANALYZE, BUFFERS)`` of the search statement for ``ctx`` (its generic plan;
    ``as_of``: of the search as of that instant)."""
    from psycopg import AsyncClientCursor, AsyncRawCursor

    from zeusmem.storage.repository import ann_query_key, lexical_branch_params

    svc = system.service
    repo = svc.repo
    sctx = system.security_context(ctx)
    plan = (await svc._search_plan(sctx, query, k, None, None, None, False) if as_of is None
            else await svc._search_plan(sctx, query, k, None, None, None, False, as_of=as_of))
    assert plan is not None
    group_scopes, dims, model_id, qvec = plan.groups[0]
    params = {**plan.params, "qvec": qvec, "query": plan.query}
    w = svc.settings.rank_weights
    p = {**params, **plan.weights, **lexical_branch_params(),
         "qkey": ann_query_key(qvec, w.similarity, w.confidence)}
    async with repo.db.search_pool.connection() as conn:
        text, names = await repo.search_statement(
            params, scopes=group_scopes, model_id=model_id, dims=dims, filters=plan.filters,
            n_exact=3 * k, n_ann=repo.ann_candidates(k), ann_threshold=None, conn=conn)
        args = [p[n] for n in names]
        timings = []
        for _ in range(6):  # prepared (and generic) after prepare_threshold runs, as searches run it
            async with AsyncRawCursor(conn) as cur:
                t0 = time.perf_counter()
                await cur.execute(text, args, binary=True)
                await cur.fetchall()
                timings.append((time.perf_counter() - t0) * 1000)
        cur0 = await conn.execute("SELECT name FROM pg_prepared_statements WHERE statement = %s", (text,))
        row = await cur0.fetchone()
        async with AsyncClientCursor(conn) as cur:
            if row is not None:
                lits = ", ".join(["%s"] * len(args))
                await cur.execute(f"EXPLAIN (ANALYZE, BUFFERS) EXECUTE {row[0]}({lits})", args)
            else:  # statements are not prepared (prepare_threshold None): a custom plan
                await cur.execute("EXPLAIN (ANALYZE, BUFFERS) " + re.sub(r"\$(\d+)", r"%s", text),
                                  [args[int(m) - 1] for m in re.findall(r"\$(\d+)", text)])
            lines = [r[0] for r in await cur.fetchall()]
    joined = "\n".join(lines)

    def num(pattern: str) -> float | None:
        m = re.search(pattern, joined)
        return float(m.group(1)) if m else None

    top = lines[1] if len(lines) > 1 and "Buffers" in lines[1] else ""
    hit = re.search(r"shared hit=(\d+)", top)
    read = re.search(r"read=(\d+)", top)
    ann = [ln.strip() for ln in lines if "zeusmem_scope_ann_" in ln and "Index Scan" in ln]
    return {
        "scopes": group_scopes,
        "execution_ms": num(r"Execution Time: ([0-9.]+)"),
        "planning_ms": num(r"Planning Time: ([0-9.]+)"),
        "shared_hit": int(hit.group(1)) if hit else None,
        "shared_read": int(read.group(1)) if read else 0,
        "client_ms_last": min(timings[-3:]),
        "generic_plan": row is not None,
        "ann_index_scan": ann[0][:160] if ann else None,
        "plan": [ln[:220] for ln in lines],
    }


async def usage_flush(system: Any, ids: Sequence[str]) -> dict[str, float]:
    """One background last_used_at batch of ``ids``: its duration (off the request path)."""
    rec = system.service.repo.usage
    await rec.flush()
    async with system.service.repo.db.connection() as conn:  # as if never used: every row is written
        await conn.execute("DELETE FROM zeusmem.memory_usage WHERE memory_id = ANY(%s)", (list(ids),))
    t0 = time.perf_counter()
    rec._pending = dict.fromkeys(ids, datetime.now(UTC))
    n = await rec.flush()
    return {"ids": n, "ms": (time.perf_counter() - t0) * 1000}


#: every table of zeusmem's schema (memories, their usage, term and scope statistics, profiles, ...: what a
#: deployment stores), the peers' own tables
SIZE_QUERY = """
SELECT CASE WHEN n.nspname = 'zeusmem' THEN 'memory_items' ELSE c.relname END,
       pg_total_relation_size(c.oid), pg_relation_size(c.oid),
       coalesce((SELECT sum(pg_relation_size(i.indexrelid)) FROM pg_index i WHERE i.indrelid = c.oid), 0)
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE (n.nspname = 'zeusmem' AND c.relkind IN ('r', 'm'))
   OR (n.nspname, c.relname) IN (('public', 'store'), ('public', 'store_vectors'), ('public', %(t1)s),
                                 ('public', %(t2)s))
"""
INDEX_QUERY = """
SELECT t.relname, i.relname, pg_relation_size(i.oid), am.amname
FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
JOIN pg_am am ON am.oid = i.relam JOIN pg_namespace n ON n.oid = t.relnamespace
WHERE (n.nspname, t.relname) IN (('zeusmem', 'memory_items'), ('public', 'store_vectors'), ('public', %(t1)s),
                                 ('public', %(t2)s))
"""
OWNER = {"memory_items": "zeusmem", "store": "pgstore", "store_vectors": "pgstore",
         "bench_memories": "pgvector", "bench_memories_hnsw": "pgvector_hnsw"}


def sizes(url: str) -> dict[str, dict[str, Any]]:
    """Per system: total bytes (heap + TOAST + indexes) of all its tables (zeusmem: every table of its
    schema), vector index bytes, zeusmem's index list (of memory_items)."""
    import psycopg

    out: dict[str, dict[str, Any]] = {}
    with psycopg.connect(url) as conn:
        for rel, total, heap, idx in conn.execute(SIZE_QUERY, {"t1": "bench_memories",
                                                              "t2": "bench_memories_hnsw"}):
            d = out.setdefault(OWNER[rel], {"total_bytes": 0, "heap_bytes": 0, "index_bytes": 0,
                                            "vector_index_bytes": 0})
            d["total_bytes"] += int(total)
            d["heap_bytes"] += int(heap)
            d["index_bytes"] += int(idx)
        for table, name, size, am in conn.execute(INDEX_QUERY, {"t1": "bench_memories",
                                                               "t2": "bench_memories_hnsw"}):
            owner = OWNER[table]
            if owner in out and am in ("hnsw", "ivfflat"):
                out[owner]["vector_index_bytes"] += int(size)
            if owner == "zeusmem":
                out[owner].setdefault("indexes", {})[name] = int(size)
    return out

