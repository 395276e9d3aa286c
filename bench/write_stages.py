"""Where ``add_explicit_memory``'s time goes at a corpus size: ``python -m bench.write_stages``.

Loads the multi-scope corpus of ``python -m bench`` (:func:`bench.corpus.generate`) into a template
database once (kept: ``--reuse`` skips the load the next time), then per run copies it
(``CREATE DATABASE ... TEMPLATE``), empties the rules' per-text caches (each run meets its texts
as new, as ``python -m bench`` does: a later run of the same texts would find them read already),
makes the bench's writes (:func:`bench.measure.write_texts`, after ``--warmup`` untimed ones of
another seed) and prints p50 / p95 of the whole call and of each
stage: the Python CPU of each rule and of dateparser (wrapped functions; inclusive, so nested
stages overlap), the statements (count and time inside ``execute``), the round trips (the waits for
results: a pipeline's fetch with results pending, or a statement outside a pipeline), and process
CPU vs wall.

    ZEUSMEM_BENCH_DATA_DIR=/tmp/me-bench python -m bench.write_stages --size 100000 --runs 3 --reuse
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import statistics
import time
from collections.abc import Callable
from typing import Any

TEMPLATE = "zmwrites_tpl"


def _pct(xs: list[float], p: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def _wrap(owner: Any, name: str, stage: str, times: Callable[[], dict[str, float] | None]) -> None:
    fn = getattr(owner, name)
    if asyncio.iscoroutinefunction(fn):

        @functools.wraps(fn)
        async def awrapped(*a: Any, **k: Any) -> Any:
            t = times()
            t0 = time.perf_counter()
            try:
                return await fn(*a, **k)
            finally:
                if t is not None:
                    t[stage] = t.get(stage, 0.0) + (time.perf_counter() - t0) * 1000

        setattr(owner, name, awrapped)
        return

    @functools.wraps(fn)
    def wrapped(*a: Any, **k: Any) -> Any:
        t = times()
        t0 = time.perf_counter()
        try:
            return fn(*a, **k)
        finally:
            if t is not None:
                t[stage] = t.get(stage, 0.0) + (time.perf_counter() - t0) * 1000

    if hasattr(fn, "cache_clear"):
        wrapped.cache_clear = fn.cache_clear  # type: ignore[attr-defined]
    setattr(owner, name, wrapped)


def instrument() -> Callable[[], dict[str, float] | None]:
    """Wrap the write path's rules and statements; returns the getter of the current write's times."""
    import psycopg

    from zeusmem.rules import attributes, changes, claims, endings, parsing, validity, words
    from zeusmem.service import conflicts, gate, write_hook, writes
    from zeusmem.storage.repository import Repository

    current: dict[str, Any] = {"t": None}

    def times() -> dict[str, float] | None:
        return current["t"]

    for owner, name, stage in [
        (gate, "validate", "gate.validate"),
        (claims, "is_restatement", "claims.is_restatement"),
        (validity, "without_dates", "validity.without_dates"),
        (validity, "_read", "dateparser (_read)"),
        (conflicts, "settle", "conflicts.settle (all)"),
        (conflicts, "relation", "claims.relation"),
        (conflicts, "_beside_dates", "conflicts._beside_dates"),
        (conflicts, "extra_candidates_request", "extra_candidates_request"),
        (conflicts, "apply_resolution", "apply_resolution"),
        (conflicts, "flush_audits", "flush_audits"),
        (claims, "_relation", "  claims._relation"),
        (claims, "_attribute_relation", "  claims._attribute_relation"),
        (claims, "_anchored_ending", "  claims._anchored_ending"),
        (claims, "_change_relation", "    claims._change_relation"),
        (claims, "compare", "    claims.compare"),
        (claims, "extract_claim", "    claims.extract_claim"),
        (claims, "claims_contradict", "    claims.claims_contradict"),
        # the readings of one statement, wherever the rules call them (each module binds its own name)
        *[
            (owner, name, f"    {home.__name__.rpartition('.')[2]}.{name}")
            for name, home in (("parse", parsing), ("tokens", words), ("find_changes", changes),
                               ("find_correction", parsing))
            for owner in (words, parsing, changes, claims)
            if name in vars(owner)
        ],
        (attributes, "judge", "    attributes.judge"),
        (attributes, "about_someone_else", "    attributes.about_someone_else"),
        (endings, "ends", "    endings.ends"),
        (Repository, "locked_neighbours", "db: locked_neighbours"),
        (Repository, "insert", "db: insert"),
        (Repository, "insert_with_context", "db: insert_with_context"),
        (Repository, "write_context", "db: write_context"),
        (Repository, "append_context", "db: append_context"),
        (write_hook, "after_write", "after_write (all)"),
        (writes._Writes, "_audit", "db: audit"),
        (writes._Writes, "_dateless_vector", "_dateless_vector"),
    ]:
        if hasattr(owner, name):
            _wrap(owner, name, stage, times)
    # the names conflicts imported from claims: rewrap there too (conflicts.relation done above)
    cur_exec = psycopg.AsyncCursor.execute
    cur_many = psycopg.AsyncCursor.executemany

    from psycopg._pipeline_base import BasePipeline

    fetch_gen = BasePipeline._fetch_gen

    def counted_fetch_gen(self: Any, *, flush: bool) -> Any:
        t = current["t"]
        if t is not None and self.result_queue:  # results to wait for: a round trip
            t["db: round trips (n)"] = t.get("db: round trips (n)", 0.0) + 1
        return (yield from fetch_gen(self, flush=flush))

    BasePipeline._fetch_gen = counted_fetch_gen  # type: ignore[method-assign]

    async def execute(self: Any, *a: Any, **k: Any) -> Any:
        t = current["t"]
        t0 = time.perf_counter()
        if t is not None and self.connection._pipeline is None:  # outside a pipeline each statement waits
            t["db: round trips (n)"] = t.get("db: round trips (n)", 0.0) + 1
        try:
            return await cur_exec(self, *a, **k)
        finally:
            if t is not None:
                t["db: statements (n)"] = t.get("db: statements (n)", 0.0) + 1
                t["db: execute"] = t.get("db: execute", 0.0) + (time.perf_counter() - t0) * 1000

    async def executemany(self: Any, *a: Any, **k: Any) -> Any:
        t = current["t"]
        t0 = time.perf_counter()
        try:
            return await cur_many(self, *a, **k)
        finally:
            if t is not None:
                t["db: statements (n)"] = t.get("db: statements (n)", 0.0) + 1
                t["db: execute"] = t.get("db: execute", 0.0) + (time.perf_counter() - t0) * 1000

    import gc

    gc_t0 = [0.0]

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        t = current["t"]
        if phase == "start":
            gc_t0[0] = time.perf_counter()
        elif t is not None:
            key = f"gc gen{info.get('generation')}"
            t[key] = t.get(key, 0.0) + (time.perf_counter() - gc_t0[0]) * 1000

    gc.callbacks.append(on_gc)
    psycopg.AsyncCursor.execute = execute  # type: ignore[method-assign]
    psycopg.AsyncCursor.executemany = executemany  # type: ignore[method-assign]
    instrument.current = current  # type: ignore[attr-defined]
    return times


def _exists(admin: str, name: str) -> bool:
    import psycopg

    with psycopg.connect(admin, autocommit=True) as conn:
        return conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is not None


async def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m bench.write_stages", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--writes", type=int, default=300)
    p.add_argument("--warmup", type=int, default=30)
    p.add_argument("--runs", type=int, default=1)
    p.add_argument("--reuse", action="store_true", help="reuse the template database of an earlier run")
    p.add_argument("--profile", type=int, default=0, metavar="N",
                   help="cProfile the timed writes; print the top N functions by own and by cumulative time")
    p.add_argument("--no-stages", action="store_true", help="time the whole call only (no wrappers)")
    args = p.parse_args(argv)

    import psycopg
    from psycopg import sql
    from psycopg.conninfo import make_conninfo

    import zeusmem
    from bench import measure
    from bench.corpus import generate
    from bench.server import admin_url, drop_database
    from bench.systems import ZeusmemSystem
    from bench.vectors import VectorCache
    from zeusmem.errors import GateRejected
    from zeusmem.rules import caches

    print(f"zeusmem from {zeusmem.__file__}")
    corpus = generate(args.size, args.seed, n_questions=10)
    writes = measure.write_texts(corpus, args.writes, args.seed)
    warm = [w for w in measure.write_texts(corpus, args.writes + args.warmup, args.seed + 1)
            if w[1] not in {t for _, t, _ in writes}][: args.warmup]
    cache = VectorCache()
    texts = [t for _, t, _ in writes + warm]
    texts += measure.dateless_texts(texts)
    with admin_url() as admin:
        tpl = f"{TEMPLATE}{args.size}"
        if not (args.reuse and _exists(admin, tpl)):
            todo = cache.missing([m.content for m in corpus.memories] + texts)
            if todo:
                print(f"embedding {len(todo)} texts")
                cache.ensure(todo)
            with psycopg.connect(admin, autocommit=True) as conn:
                conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(tpl)))
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(tpl)))
            zs = ZeusmemSystem(make_conninfo(admin, dbname=tpl), cache)
            await zs.open()
            t0 = time.perf_counter()
            await zs.load(corpus)
            await zs.close()
            print(f"loaded {args.size:,} in {time.perf_counter() - t0:.0f} s")
        else:
            todo = cache.missing(texts)
            if todo:
                cache.ensure(todo)
        getter = None if args.no_stages else instrument()
        walls_all: list[list[float]] = []
        for run in range(args.runs):
            name = f"zmwrites_run_{run}"
            with psycopg.connect(admin, autocommit=True) as conn:
                conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
                conn.execute(sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(sql.Identifier(name),
                                                                             sql.Identifier(tpl)))
            url = make_conninfo(admin, dbname=name)
            zs = ZeusmemSystem(url, cache)
            await zs.open()
            try:
                svc = zs.service
                # every run meets its texts as new: what an earlier run read of them (parses, pair
                # verdicts) would make the rules look free in the runs after the first
                caches.forget_texts()
                for ctx, text, t in warm:
                    try:
                        await svc.add_explicit_memory(zs.security_context(ctx), text, t)
                    except GateRejected:
                        pass
                walls: list[float] = []
                cpus: list[float] = []
                per: list[dict[str, float]] = []
                rejected = 0
                prof = None
                if args.profile:
                    import cProfile

                    prof = cProfile.Profile()
                    prof.enable()
                for ctx, text, t in writes:
                    st: dict[str, float] = {}
                    if getter is not None:
                        instrument.current["t"] = st  # type: ignore[attr-defined]
                    c0, t0 = time.process_time(), time.perf_counter()
                    try:
                        await svc.add_explicit_memory(zs.security_context(ctx), text, t)
                    except GateRejected:
                        rejected += 1
                    walls.append((time.perf_counter() - t0) * 1000)
                    cpus.append((time.process_time() - c0) * 1000)
                    if getter is not None:
                        instrument.current["t"] = None  # type: ignore[attr-defined]
                    per.append(st)
                if prof is not None:
                    import pstats

                    prof.disable()
                    ps = pstats.Stats(prof)
                    ps.sort_stats("tottime").print_stats(args.profile)
                    ps.sort_stats("cumulative").print_stats(args.profile)
            finally:
                await zs.close()
                drop_database(admin, url)
            walls_all.append(walls)
            print(f"run {run}: add_explicit_memory p50 {_pct(walls, 50):.2f} / p95 {_pct(walls, 95):.2f} ms"
                  f" (mean {statistics.fmean(walls):.2f}; process CPU p50 {_pct(cpus, 50):.2f} / p95"
                  f" {_pct(cpus, 95):.2f}; rejected {rejected})")
            if getter is not None:
                slow = sorted(range(len(walls)), key=lambda i: -walls[i])[: max(1, len(walls) // 20)]
                names = sorted({k for d in per for k in d}, key=lambda k: (not k.startswith("db"), k))
                print(f"  {'stage':40s} {'p50':>7s} {'p95':>7s} {'mean':>7s} {'mean in slowest 5%':>19s}")
                for k in names:
                    xs = [d.get(k, 0.0) for d in per]
                    print(f"  {k:40s} {_pct(xs, 50):7.2f} {_pct(xs, 95):7.2f} {statistics.fmean(xs):7.2f}"
                          f" {statistics.fmean(xs[i] for i in slow):19.2f}")
                keys = ["db: execute", "conflicts.settle (all)", "dateparser (_read)", "claims.relation",
                        "gc gen2", "gc gen1", "db: statements (n)", "db: round trips (n)"]
                print("  slowest writes: wall cpu | " + " | ".join(keys))
                for i in slow:
                    cells = " | ".join(f"{per[i].get(k, 0.0):5.2f}" for k in keys)
                    print(f"  {walls[i]:6.2f} {cpus[i]:6.2f} | {cells} | {writes[i][1][:70]!r}")
        if args.runs > 1:
            p50s = [_pct(w, 50) for w in walls_all]
            p95s = [_pct(w, 95) for w in walls_all]
            print("p50s " + " ".join(f"{x:.2f}" for x in p50s) + " | p95s " + " ".join(f"{x:.2f}" for x in p95s))


if __name__ == "__main__":
    asyncio.run(main())
