"""``python -m bench.history``: ``as_of`` search next to plain search (#24).

The synthetic corpus (``bench.corpus``: keyed facts with superseded versions, expired and deleted
items, users, sessions, big projects) is bulk-loaded, then ``--updates`` user memories get a new
version through ``update_memory`` (history written the way an application writes it). Each
latency context (the same mix as the main benchmark) then runs a plain search and a search
``as_of`` an instant between the load and the updates (so the updated memories answer with their
older version), interleaved, after an untimed warm-up pass; p50/p95 per class. ``EXPLAIN (ANALYZE,
BUFFERS)`` of both statements for one small and one huge context goes into the JSON.

``--plain-only`` times plain search alone (to compare plain search with another checkout: run it
there with ``PYTHONPATH`` pointing at that checkout).

    nice python -m bench.history --size 10000 --queries 300 --out bench/results/history-10k.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from bench import breakdown
    from bench.corpus import generate, latency_contexts
    from bench.measure import summary
    from bench.server import create_database, drop_database
    from bench.systems import ZeusmemSystem
    from bench.vectors import VectorCache
    from zeusmem.storage.embedded import start_server, stop_server

    corpus = generate(args.size, args.seed, n_questions=10)
    workload = list(latency_contexts(corpus, args.queries, args.seed))
    rng = random.Random(args.seed)
    users = [m for m in corpus.loaded if m.scope == "user" and m.status == "active"]
    picked = rng.sample(users, min(args.updates, len(users))) if not args.plain_only else []
    revised = {m.id: m.content + " (revised)" for m in picked}
    cache = VectorCache()
    todo = cache.missing([m.content for m in corpus.memories] + [q for _, q, _ in workload] + list(revised.values()))
    if todo:
        print(f"embedding {len(todo):,} texts (cached after)", file=sys.stderr)
        cache.ensure(todo)
    data_dir = Path(args.data_dir)
    admin = start_server(data_dir)
    url = create_database(admin, f"zmhist{args.size}")
    system = ZeusmemSystem(url, cache)
    out: dict[str, Any] = {"size": args.size, "queries": len(workload), "updates": len(picked),
                           "started": datetime.now(UTC).isoformat(timespec="seconds")}
    try:
        await system.open()
        svc = system.service
        out["load"] = await system.load(corpus)
        await asyncio.sleep(0.05)
        between = datetime.now(UTC)
        await asyncio.sleep(0.05)
        t0 = time.perf_counter()
        from zeusmem.errors import GateRejected, InvalidInput
        from zeusmem.types import SecurityContext

        refused = 0
        for m in picked:
            try:
                await svc.update_memory(SecurityContext(m.scope_id, org_id=m.org_id), m.lineage_id,
                                        content=revised[m.id], reason="bench history")
            except (GateRejected, InvalidInput):  # the revised text duplicates a neighbour: no new version
                refused += 1
        out["update_s"] = time.perf_counter() - t0
        out["updates_refused"] = refused
        async with svc.repo.db.connection() as conn:
            await conn.execute("ANALYZE zeusmem.memory_items")
            cur = await conn.execute("SELECT count(*) FILTER (WHERE status = 'active'), count(*)"
                                     " FROM zeusmem.memory_items")
            active, rows = await cur.fetchone() or (0, 0)
        out["rows"] = {"active": active, "all": rows}

        async def plain(ctx: Any, q: str) -> float:
            t = time.perf_counter()
            await svc.search_memories(system.security_context(ctx), q, k=5)
            return (time.perf_counter() - t) * 1000

        async def as_of(ctx: Any, q: str) -> float:
            t = time.perf_counter()
            await svc.search_memories(system.security_context(ctx), q, k=5, as_of=between)
            return (time.perf_counter() - t) * 1000

        async def valid_at(ctx: Any, q: str) -> float:  # what holds in the world now (issue #24)
            t = time.perf_counter()
            await svc.search_memories(system.security_context(ctx), q, k=5, valid_at=between)
            return (time.perf_counter() - t) * 1000

        kinds = {"plain": plain} if args.plain_only else {"plain": plain, "as_of": as_of, "valid_at": valid_at}
        for ctx, q, _cls in workload:  # warm-up, untimed
            for f in kinds.values():
                await f(ctx, q)
        times: dict[str, dict[str, list[float]]] = {k: {"all": [], "small": [], "huge": []} for k in kinds}
        for ctx, q, cls in workload:
            for name, f in kinds.items():
                ms = await f(ctx, q)
                times[name]["all"].append(ms)
                times[name].setdefault(cls, []).append(ms)
        out["latency_ms"] = {k: {c: summary(xs) for c, xs in v.items() if xs} for k, v in times.items()}
        if not args.plain_only:
            out["p95_ratio"] = out["latency_ms"]["as_of"]["all"]["p95"] / out["latency_ms"]["plain"]["all"]["p95"]
            out["valid_at_p95_ratio"] = (out["latency_ms"]["valid_at"]["all"]["p95"]
                                         / out["latency_ms"]["plain"]["all"]["p95"])
            out["explain"] = {}
            for cls in ("small", "huge"):
                w = next((x for x in workload if x[2] == cls), None)
                if w is None:
                    continue
                out["explain"][cls] = {
                    "plain": await breakdown.explain(system, w[0], w[1]),
                    "as_of": await breakdown.explain(system, w[0], w[1], as_of=between),
                }
    finally:
        await system.close()
        drop_database(admin, url)
        if not args.keep_server:
            stop_server(data_dir)
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m bench.history", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", type=int, default=10_000)
    p.add_argument("--queries", type=int, default=300)
    p.add_argument("--updates", type=int, default=500, help="user memories given a new version after the load")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--plain-only", action="store_true", help="time plain search only (no updates, no as_of)")
    p.add_argument("--data-dir", default="/tmp/zeusmem-bench-history/pgdata", help="the embedded server's data dir")
    p.add_argument("--keep-server", action="store_true")
    p.add_argument("--out", type=Path)
    args = p.parse_args(argv)
    out = asyncio.run(run(args))
    text = json.dumps(out, indent=2, default=str)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text)
    lat = out["latency_ms"]
    for kind, classes in lat.items():
        print(kind, {c: f"p50 {s['p50']:.2f} ms, p95 {s['p95']:.2f} ms (n={s['n']})" for c, s in classes.items()})
    if "p95_ratio" in out:
        print(f"as_of p95 / plain p95 = {out['p95_ratio']:.2f}")
        print(f"valid_at p95 / plain p95 = {out['valid_at_p95_ratio']:.2f}")
        for cls, e in out.get("explain", {}).items():
            print(cls, {k: (v["execution_ms"], v["planning_ms"], v["shared_hit"], v["generic_plan"])
                        for k, v in e.items()}, "(execution ms, planning ms, shared hit, generic plan)")


if __name__ == "__main__":
    main()
