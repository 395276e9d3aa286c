"""Throughput under concurrency: searches per second and latency at 1, 8 and 32 concurrent clients.

The single-namespace shape (:mod:`bench.single`: one user's namespace per query, the user drawn
uniformly, two 15 %-of-the-corpus users among them) with the real texts and questions of
:mod:`bench.realtext` when the LoCoMo data is there (else the synthetic texts), loaded into
zeusmem and LangGraph's PostgresStore on one server, same MiniLM vectors, query embedding
excluded (cached vectors).

* **one process** (``asyncio``): N client tasks share one system object and its connection
  pool; each client sends its next search as soon as the last one answered (closed loop).
* **4 processes**: the same N clients split over 4 worker processes (N / 4 each), each process
  with a system object and a pool of its own, all started on the same clock.

Pools: both systems get :data:`POOL_SIZE` connections per process for their searches (zeusmem:
``Settings.pool_max``, its search pool is that large; PostgresStore: ``pool_config max_size``),
never more than the process's clients. The levels run one system after the other, alternating
which goes first, each after an untimed warm-up at the same concurrency (the pool fills, the
statements are prepared on every connection). A search's latency is the client's wall clock
(waiting for a pooled connection included). ``cpu_ms_per_search`` is the client processes' own
CPU (Python: the driver, ranking, asyncio) per search; zeusmem's per-stage times at the highest
level in one process (``stages``) say where its time goes under load.
"""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.corpus import Ctx

#: client counts of the one-process (asyncio) levels and of the 4-process levels
LEVELS = (1, 8, 32)
PROCESS_LEVELS = (8, 32)
PROCESSES = 4
#: connections per process and system (at most the process's clients)
POOL_SIZE = 8
SYSTEMS = ("zeusmem", "pgstore")

Query = tuple[str, str, str]  # (user, org, text)


def make_system(name: str, url: str, cache: Any, pool: int) -> Any:
    from bench.systems import PostgresStoreSystem, ZeusmemSystem
    from zeusmem.settings import Settings

    if name == "zeusmem":
        return ZeusmemSystem(url, cache, settings=Settings(pool_max=pool))
    if name == "pgstore":
        return PostgresStoreSystem(url, cache, pool_size=pool)
    raise ValueError(name)


async def _clients(system: Any, queries: Sequence[Query], clients: int, seconds: float, *,
                   start_at: float | None = None, stages: bool = False) -> dict[str, Any]:
    """``clients`` closed-loop clients for ``seconds``; latencies (ms), count, wall and CPU time."""
    from zeusmem import stages as st

    if start_at is not None:
        await asyncio.sleep(max(0.0, start_at - time.time()))
    lat: list[float] = []
    times: dict[str, list[float]] = {}
    t0 = time.perf_counter()
    deadline = t0 + seconds
    cpu0 = time.process_time()
    started = time.time()

    async def client(i: int) -> None:
        j = (i * len(queries)) // max(1, clients)
        while time.perf_counter() < deadline:
            user, org, q = queries[j % len(queries)]
            j += 1
            ctx = Ctx(user, org)
            if stages:
                with st.collect() as per:
                    s = time.perf_counter()
                    await system.search(ctx, q, 5)
                    ms = (time.perf_counter() - s) * 1000
                per["other"] = max(0.0, ms - sum(per.values()))
                per["total"] = ms
                for k, v in per.items():
                    times.setdefault(k, []).append(v)
            else:
                s = time.perf_counter()
                await system.search(ctx, q, 5)
                ms = (time.perf_counter() - s) * 1000
            lat.append(ms)

    await asyncio.gather(*(client(i) for i in range(clients)))
    return {"lat": lat, "n": len(lat), "wall": time.perf_counter() - t0, "cpu": time.process_time() - cpu0,
            "started": started, "ended": time.time(), "stages": times}


def _worker(name: str, url: str, cache_path: str, pool: int, queries: list[Query],
            commands: Any, results: Any) -> None:
    """A worker process: opens ``name`` with its own pool, then runs each ("run", clients, seconds,
    warmup, start_at) command it is sent and puts the outcome on ``results``; ("stop",) ends it."""
    from bench.vectors import VectorCache

    async def main() -> None:
        system = make_system(name, url, VectorCache(Path(cache_path)), pool)
        await system.open()
        try:
            results.put(("ready", os.getpid()))
            while True:
                cmd = await asyncio.to_thread(commands.get)
                if cmd[0] == "stop":
                    break
                _, clients, seconds, warmup, start_at = cmd
                await _clients(system, queries, clients, warmup, start_at=start_at)
                results.put(("done", await _clients(system, queries, clients, seconds)))
        finally:
            await system.close()

    try:
        asyncio.run(main())
    except BaseException as e:  # noqa: BLE001 - the parent must hear of it, not wait forever
        results.put(("error", repr(e)))


def _summary(parts: Sequence[dict[str, Any]], clients: int, pool: int, processes: int) -> dict[str, Any]:
    from bench.measure import summary

    lat = [x for p in parts for x in p["lat"]]
    n = sum(p["n"] for p in parts)
    wall = max(p["ended"] for p in parts) - min(p["started"] for p in parts) if processes > 1 else parts[0]["wall"]
    out: dict[str, Any] = {
        "clients": clients, "processes": processes, "pool_per_process": pool, "searches": n,
        "seconds": wall, "searches_per_s": n / wall if wall > 0 else 0.0,
        "latency_ms": summary(lat) if lat else {},
        "cpu_ms_per_search": 1000 * sum(p["cpu"] for p in parts) / max(1, n),
    }
    st = {k: v for p in parts for k, v in p["stages"].items()}
    if st:
        out["stages"] = {k: summary(v) for k, v in st.items()}
    return out


async def run(url: str, cache: Any, queries: Sequence[tuple[Ctx, str, str]], *, seconds: float,
              warmup: float, levels: Sequence[int] = LEVELS, process_levels: Sequence[int] = PROCESS_LEVELS,
              processes: int = PROCESSES, pool: int = POOL_SIZE, systems: Sequence[str] = SYSTEMS,
              tick: Any = None) -> dict[str, Any]:
    """Every level for every system (already loaded in ``url``); results per mode, level, system."""
    qs: list[Query] = [(c.user, c.org, q) for c, q, _ in queries]
    out: dict[str, Any] = {"pool_size": pool, "processes": processes, "seconds_per_level": seconds,
                           "warmup_seconds": warmup, "asyncio": {}, "processes_mode": {}}
    opened = {name: make_system(name, url, cache, min(pool, max(levels))) for name in systems}
    for s in opened.values():
        await s.open()
    try:
        for li, clients in enumerate(levels):
            row = out["asyncio"].setdefault(str(clients), {})
            order = list(systems) if li % 2 == 0 else list(reversed(systems))
            for name in order:
                s = opened[name]
                await _clients(s, qs, clients, warmup)
                part = await _clients(s, qs, clients, seconds)
                row[name] = _summary([part], clients, min(pool, max(levels)), 1)
                if tick:
                    tick()
        top = max(levels)
        if "zeusmem" in opened:  # where zeusmem's time goes at the highest level, one process
            part = await _clients(opened["zeusmem"], qs, top, max(seconds / 2, 0.2), stages=True)
            out["stages_at"] = top
            out["stages"] = _summary([part], top, min(pool, top), 1)
    finally:
        for s in opened.values():
            await s.close()
    if process_levels and processes > 1:
        out["processes_mode"] = await asyncio.to_thread(
            _run_processes, url, str(cache.path), qs, seconds=seconds, warmup=warmup, levels=process_levels,
            processes=processes, pool=pool, systems=systems, tick=tick)
    return out


def _run_processes(url: str, cache_path: str, qs: list[Query], *, seconds: float, warmup: float,
                   levels: Sequence[int], processes: int, pool: int, systems: Sequence[str],
                   tick: Any = None) -> dict[str, Any]:
    ctx = mp.get_context("spawn")
    per_proc_pool = min(pool, max(1, max(levels) // processes))
    workers: dict[str, list[tuple[Any, Any]]] = {}
    results: dict[str, Any] = {}
    procs: list[Any] = []
    try:
        for name in systems:
            results[name] = ctx.Queue()
            workers[name] = []
            for _ in range(processes):
                cq = ctx.Queue()
                p = ctx.Process(target=_worker, args=(name, url, cache_path, per_proc_pool, qs, cq, results[name]),
                                daemon=True)
                p.start()
                procs.append(p)
                workers[name].append((p, cq))
        for name in systems:
            for _ in range(processes):
                msg = results[name].get(timeout=300)
                if msg[0] != "ready":
                    raise RuntimeError(f"{name} worker: {msg[1]}")
        out: dict[str, Any] = {}
        for li, clients in enumerate(levels):
            row = out.setdefault(str(clients), {})
            order = list(systems) if li % 2 == 0 else list(reversed(systems))
            for name in order:
                shares = [clients // processes + (1 if i < clients % processes else 0) for i in range(processes)]
                start_at = time.time() + 0.3
                busy = [(p, cq) for (p, cq), n in zip(workers[name], shares, strict=True) if n]
                for (_p, cq), n in zip(busy, [n for n in shares if n], strict=True):
                    cq.put(("run", n, seconds, warmup, start_at))
                parts = []
                for _ in busy:
                    msg = results[name].get(timeout=seconds + warmup + 300)
                    if msg[0] != "done":
                        raise RuntimeError(f"{name} worker: {msg[1]}")
                    parts.append(msg[1])
                row[name] = _summary(parts, clients, per_proc_pool, len(busy))
                if tick:
                    tick()
        return out
    finally:
        for name in workers:
            for _p, cq in workers[name]:
                cq.put(("stop",))
        for p in procs:
            p.join(timeout=30)
            if p.is_alive():
                p.kill()
                p.join(timeout=5)


def ratios(result: dict[str, Any]) -> dict[str, dict[str, float]]:
    """zeusmem's searches/s over PostgresStore's, per mode and level."""
    out: dict[str, dict[str, float]] = {}
    for mode in ("asyncio", "processes_mode"):
        for level, row in (result.get(mode) or {}).items():
            z, p = row.get("zeusmem"), row.get("pgstore")
            if z and p and p["searches_per_s"]:
                out.setdefault(mode, {})[level] = z["searches_per_s"] / p["searches_per_s"]
    return out
