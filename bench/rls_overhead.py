"""What row-level security costs a search and a context assembly, measured on one database.

``python -m bench.rls_overhead [N] [Q]`` (default 20,000 memories, 1,000 queries): bulk-loads ``N`` memories (40 users'
own, half of them in one project all 40 are members of), then times ``search_memories`` and
``profile_and_search`` (what context assembly runs for each model call) for the same queries
through two services on that database: connected as the tables' owner (no RLS applies to it) and
as the restricted ``zeusmem_app`` role (every statement runs under the policies, the caller set in
the statement's own pipeline). Each query runs through both, one right after the other, in
alternating order, so load on the machine hits both alike. Prints p50 and p95 in milliseconds.
Uses ``ZEUSMEM_DATABASE_URL``, else an embedded server in ``ZEUSMEM_BENCH_DATA_DIR`` (stopped
afterwards), and a fresh database it drops afterwards; deterministic embeddings (384 dims), so the
model's time is not in the numbers.
"""

from __future__ import annotations

import asyncio
import random
import secrets
import sys
import time
from datetime import UTC, datetime
from typing import Any

import psycopg
from psycopg import sql
from psycopg.conninfo import make_conninfo

import zeusmem
from bench.server import admin_url
from zeusmem import SecurityContext
from zeusmem.settings import Settings
from zeusmem.testing import DeterministicEmbeddings

USERS = 40
WORDS = ("deploy review latency budget schema migration vector index cache queue retry timeout token "
         "dashboard alert incident rollback feature flag release branch build test coverage python rust "
         "postgres kafka redis docker kubernetes terraform grafana backup restore audit privacy consent").split()


def _text(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


def _pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))] * 1000


async def main(n: int = 20_000, queries: int = 1000) -> None:
    with admin_url() as admin:
        r = await measure(admin, n, queries)
    print(f"{n} memories, {USERS} users, {queries} queries (k=10), each through both connections in turn:")
    for what in ("search", "context"):
        for label in ("owner", "app"):
            x = r[what][label]
            print(f"  {what:8s} {LABELS[label]:15s} p50 {x['p50']:6.2f} ms  p95 {x['p95']:6.2f} ms")


LABELS = {"owner": "owner", "app": "app role + RLS"}


async def measure(admin: str, n: int, queries: int = 1000) -> dict[str, Any]:
    """Time ``queries`` searches and context assemblies through both connections on a fresh database
    of ``n`` memories on the server of ``admin``: ``{"search"|"context": {"owner"|"app": {"p50",
    "p95"}}}`` in milliseconds, plus ``memories`` and ``queries``."""
    settings = Settings.from_env()
    name = f"zmbench_rls_{secrets.token_hex(3)}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    url = make_conninfo(admin, dbname=name)
    emb = DeterministicEmbeddings(dims=384)
    rng = random.Random(23)
    users = [SecurityContext(f"user{i}", project_id="apollo") for i in range(USERS)]
    try:
        owner_settings = settings.with_(database_url=url, app_database_url=None)
        async with zeusmem.open_memory(embeddings=emb, settings=owner_settings) as mem:
            await mem.create_project(users[0], "apollo")
            for u in users[1:]:
                await mem.add_project_member(users[0], "apollo", u.user_id, "editor")
            texts = [_text(rng, 12) for _ in range(n)]
            vectors = emb.embed_documents(texts)
            now = datetime.now(UTC)
            rows: list[dict[str, Any]] = []
            for i, (t, v) in enumerate(zip(texts, vectors, strict=True)):
                u = users[i % USERS].user_id
                project = i % 2 == 1
                rows.append({"id": f"m{i}", "content": t, "memory_type": "fact",
                             "scope": "project" if project else "user", "scope_id": "apollo" if project else u,
                             "created_by": u, "confidence": 0.8, "created_at": now, "embedding": v})
            await mem.bulk_load(rows)
        plan = [(users[rng.randrange(USERS)], _text(rng, 4)) for _ in range(queries)]
        app_settings = settings.with_(database_url=url, app_database_url="auto")
        times: dict[tuple[str, str], list[float]] = {}
        async with zeusmem.open_memory(embeddings=emb, settings=owner_settings) as owner, \
                zeusmem.open_memory(embeddings=emb, settings=app_settings) as app:
            assert app.repo.db.restricted and not owner.repo.db.restricted
            # warm up, so both measure the steady state: every caller once (a large scope's statement
            # names the scope, so each caller's is prepared on its first search), then caches
            warm = list({ctx.user_id: (ctx, query) for ctx, query in plan}.values()) + plan[:30]
            for mem in (owner, app):
                for ctx, query in warm:
                    await mem.search_memories(ctx, query, k=10)
                    await mem.profile_and_search(ctx, query)
            for r, (ctx, query) in enumerate(plan):  # each query through both, in alternating order
                for label, mem in (("owner", owner), ("app", app)) if r % 2 == 0 else \
                        (("app", app), ("owner", owner)):
                    t0 = time.perf_counter()
                    hits = await mem.search_memories(ctx, query, k=10)
                    t1 = time.perf_counter()
                    await mem.profile_and_search(ctx, query)
                    t2 = time.perf_counter()
                    assert all(h.item.scope_id in (ctx.user_id, "apollo") for h in hits)
                    times.setdefault((label, "search"), []).append(t1 - t0)
                    times.setdefault((label, "context"), []).append(t2 - t1)
        out: dict[str, Any] = {"memories": n, "queries": queries}
        for what in ("search", "context"):
            out[what] = {label: {"p50": _pct(times[(label, what)], 50), "p95": _pct(times[(label, what)], 95)}
                         for label in ("owner", "app")}
        return out
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


if __name__ == "__main__":
    asyncio.run(main(*(int(a) for a in sys.argv[1:3])))  # main's own defaults when not given
