"""What LangGraph's store API costs on top of zeusmem: ZeusmemStore next to MemoryService, same data.

``python -m bench.store_overhead [--items 500] [--queries 200]`` starts an embedded PostgreSQL in a
temporary directory (or uses ``ZEUSMEM_DATABASE_URL``), writes ``--items`` memories for one user
through the store, then times interleaved pairs: ``store.asearch(ns, query=q)`` against
``memory.search_memories(ctx, q)``, ``store.aget`` against ``memory.list_memories`` by key, and a
filter-only ``store.asearch``. Embeddings are the deterministic test embedder (no model time),
so the figures are the store's own work plus SQL. Prints p50 / p95 in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import zeusmem
from zeusmem import SecurityContext
from zeusmem.storage.embedded import start_server, stop_server
from zeusmem.store import ZeusmemStore
from zeusmem.testing import DeterministicEmbeddings
from zeusmem.types import StoreSelector

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa "
         "quebec romeo sierra tango uniform victor whiskey xray yankee zulu amber basil cedar dune ember fern "
         "grove heron iris jade kelp lotus maple nectar olive pearl quartz reed sage thyme umber violet").split()


def _sentence(rng: random.Random) -> str:
    return " ".join(rng.sample(WORDS, 7)).capitalize() + f" {rng.randrange(10**6)}"


def _pct(samples: list[float], p: float) -> float:
    return statistics.quantiles(samples, n=100)[int(p) - 1] if len(samples) > 1 else samples[0]


async def _timed(fn: Callable[[], Awaitable[Any]]) -> float:
    t = time.perf_counter()
    await fn()
    return (time.perf_counter() - t) * 1000


async def run(url: str, items: int, queries: int) -> None:
    rng = random.Random(7)
    settings = zeusmem.Settings().with_(duplicate_threshold=0.999, max_length=2000)
    async with zeusmem.open_memory(url, DeterministicEmbeddings(dims=64), settings=settings) as memory:
        ctx = SecurityContext("bench-user")
        store = ZeusmemStore(memory, identity=ctx)
        ns = ("memories", "bench-user")
        for i in range(items):
            await store.aput(ns, f"k{i}", {"content": _sentence(rng), "n": i % 10})
        texts = [_sentence(rng) for _ in range(queries)]
        pairs: dict[str, tuple[list[float], list[float]]] = {"search": ([], []), "get": ([], []), "filter": ([], [])}
        for q in texts[:10]:  # warm-up
            await store.asearch(ns, query=q, limit=5)
            await memory.search_memories(ctx, q, k=5, scope="user")
        for i, q in enumerate(texts):
            key = f"k{rng.randrange(items)}"
            order = [0, 1] if i % 2 == 0 else [1, 0]  # interleave which one runs first
            for which in order:
                if which == 0:
                    pairs["search"][0].append(await _timed(lambda q=q: store.asearch(ns, query=q, limit=5)))
                    pairs["get"][0].append(await _timed(lambda key=key: store.aget(ns, key)))
                    pairs["filter"][0].append(await _timed(lambda: store.asearch(ns, filter={"n": 3}, limit=5)))
                else:
                    pairs["search"][1].append(await _timed(
                        lambda q=q: memory.search_memories(ctx, q, k=5, scope="user")))
                    pairs["get"][1].append(await _timed(lambda key=key: memory.list_memories(
                        ctx, scope="user", limit=1, where=StoreSelector(key=key))))
                    pairs["filter"][1].append(await _timed(lambda: memory.list_memories(
                        ctx, scope="user", limit=5, where=StoreSelector(value_filter={"n": 3}))))
        print(f"{items} memories, {queries} queries (ms)")
        print(f"{'operation':<34}{'store p50':>10}{'p95':>8}{'service p50':>13}{'p95':>8}")
        for name, (s, m) in pairs.items():
            print(f"{name:<34}{_pct(s, 50):>10.2f}{_pct(s, 95):>8.2f}{_pct(m, 50):>13.2f}{_pct(m, 95):>8.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=500)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    url = os.environ.get("ZEUSMEM_DATABASE_URL", "").strip()
    tmp = None
    if not url:
        tmp = Path(tempfile.mkdtemp(prefix="zeusmem-store-bench-", dir="/tmp"))
        url = start_server(tmp / "pgdata")
    try:
        asyncio.run(run(url, args.items, args.queries))
    finally:
        if tmp is not None:
            stop_server(tmp / "pgdata")
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
