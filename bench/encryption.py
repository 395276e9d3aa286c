"""``python -m bench.encryption``: what encryption at rest costs (docs/security.md, "Encryption at rest").

* **Primitives**: AES-256-GCM encrypt and decrypt of each memory's content with its data key
  (:mod:`zeusmem.rules.encryption`), per memory, p50/p95 in microseconds.
* **Through the service**, per user scope of ``--n`` memories (0 %, 10 % and 100 % of them
  ``sensitive``; hashing embeddings of 384 dimensions, so the embedding model's time is left out):
  ``add_explicit_memory`` p50/p95 of normal and of sensitive writes, ``get_memory`` p95, and
  ``search_memories`` (k=10) p50/p95 over ``--queries`` questions per scope.

On an embedded server of its own (stopped and removed after). Prints two Markdown tables.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

WORDS = ("diagram", "python", "deploy", "standup", "allergy", "therapy", "budget", "invoice", "garden", "review",
         "morning", "coffee", "kubernetes", "migraine", "salary", "mortgage", "vacation", "reading", "database",
         "backup", "pager", "oncall", "doctor", "insulin", "marathon", "piano", "school", "daughter", "lawyer")


def _texts(n: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    return [f"Note {i}: " + " ".join(rnd.choice(WORDS) for _ in range(12)) + f" ({rnd.randrange(10**6)})"
            for i in range(n)]


def pct(xs: list[float], p: float) -> float:
    return float(np.percentile(np.asarray(xs), p)) if xs else float("nan")


def primitives(n: int = 5000) -> dict[str, float]:
    from zeusmem.rules import encryption as enc

    dek = enc.new_data_key()
    texts = _texts(n, 1)
    e, d = [], []
    for t in texts:
        t0 = time.perf_counter()
        blob = enc.encrypt_content(dek, t, "dk_bench")
        t1 = time.perf_counter()
        enc.decrypt_content(dek, blob, "dk_bench")
        t2 = time.perf_counter()
        e.append((t1 - t0) * 1e6)
        d.append((t2 - t1) * 1e6)
    lk = enc.lexical_key(dek)
    x = []
    for t in texts:
        t0 = time.perf_counter()
        enc.sealed_index_text(lk, t)
        x.append((time.perf_counter() - t0) * 1e6)
    master = enc.new_master_key()
    wrapped = enc.wrap_data_key(master, dek, "dk_bench")
    u = []
    for _ in range(n):
        t0 = time.perf_counter()
        enc.unwrap_data_key(master, wrapped, "dk_bench")
        u.append((time.perf_counter() - t0) * 1e6)
    return {"encrypt_p50_us": pct(e, 50), "encrypt_p95_us": pct(e, 95), "decrypt_p50_us": pct(d, 50),
            "decrypt_p95_us": pct(d, 95), "unwrap_p95_us": pct(u, 95),
            "index_p50_us": pct(x, 50), "index_p95_us": pct(x, 95)}


async def service_run(url: str, n: int, queries: int) -> dict[str, dict[str, float]]:
    """The three scopes side by side: writes, reads and searches interleaved round-robin (a busy
    machine slows all three alike), after 20 warm-up searches each."""
    import zeusmem
    from zeusmem.testing import DeterministicEmbeddings

    shares = (0.0, 0.1, 1.0)
    names = [f"{int(sh * 100)}% sensitive" for sh in shares]
    w: dict[str, dict[bool, list[float]]] = {nm: {False: [], True: []} for nm in names}
    g: dict[str, list[float]] = {nm: [] for nm in names}
    srch: dict[str, list[float]] = {nm: [] for nm in names}
    ids: dict[str, list[str]] = {nm: [] for nm in names}
    async with zeusmem.open_memory(url, DeterministicEmbeddings(dims=384), settings=zeusmem.Settings()) as svc:
        ctxs = {nm: zeusmem.SecurityContext(f"enc-bench-{int(sh * 100)}") for nm, sh in zip(names, shares, strict=True)}
        texts = {nm: _texts(n, 3 + i) for i, nm in enumerate(names)}
        rnd = random.Random(7)
        for i in range(n):
            for nm, sh in zip(names, shares, strict=True):
                sens = sh >= 1.0 or (sh > 0 and rnd.random() < sh)
                t0 = time.perf_counter()
                item = await svc.add_explicit_memory(ctxs[nm], texts[nm][i], "fact",
                                                     sensitivity="sensitive" if sens else "normal")
                w[nm][sens].append((time.perf_counter() - t0) * 1000)
                ids[nm].append(item.id)
        qs = [q[8:60] for q in _texts(queries + 20, 99)]
        for q in qs[:20]:
            for nm in names:
                await svc.search_memories(ctxs[nm], q, k=10)
        for i in range(min(300, n)):
            for nm in names:
                t0 = time.perf_counter()
                await svc.get_memory(ctxs[nm], ids[nm][i])
                g[nm].append((time.perf_counter() - t0) * 1000)
        for q in qs[20:]:
            for nm in names:
                t0 = time.perf_counter()
                await svc.search_memories(ctxs[nm], q, k=10)
                srch[nm].append((time.perf_counter() - t0) * 1000)
    return {nm: {
        "write_normal_p95_ms": pct(w[nm][False], 95), "write_sensitive_p95_ms": pct(w[nm][True], 95),
        "write_normal_p50_ms": pct(w[nm][False], 50), "write_sensitive_p50_ms": pct(w[nm][True], 50),
        "get_p95_ms": pct(g[nm], 95), "search_p50_ms": pct(srch[nm], 50), "search_p95_ms": pct(srch[nm], 95),
    } for nm in names}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=1000, help="memories per scope")
    p.add_argument("--queries", type=int, default=200, help="searches per scope")
    args = p.parse_args()
    os.environ.setdefault("ZEUSMEM_MASTER_KEY_FILE", str(Path(tempfile.mkdtemp(prefix="zm-enc-bench-")) / "key"))
    import shutil

    from bench.server import admin_url, create_database, drop_database

    prim = primitives()
    print("| primitive (per memory) | p50 µs | p95 µs |\n|---|---:|---:|")
    print(f"| AES-GCM encrypt | {prim['encrypt_p50_us']:.1f} | {prim['encrypt_p95_us']:.1f} |")
    print(f"| AES-GCM decrypt | {prim['decrypt_p50_us']:.1f} | {prim['decrypt_p95_us']:.1f} |")
    print(f"| keyed lexical tokens (stem + HMAC each word) | {prim['index_p50_us']:.1f} | {prim['index_p95_us']:.1f} |")
    print(f"| unwrap a data key (once per key and process) | | {prim['unwrap_p95_us']:.1f} |")
    root = Path(tempfile.mkdtemp(prefix="zm-enc-bench-db-", dir="/tmp"))  # a server of its own
    try:
        with admin_url(root / "pgdata") as admin:
            url = create_database(admin, "zmenc")
            try:
                res: dict[str, Any] = asyncio.run(service_run(url, args.n, args.queries))
            finally:
                drop_database(admin, url)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"\n{args.n} memories per scope, {args.queries} searches (k=10), hashing embeddings (384 d)\n")
    print("| scope | write normal p50/p95 ms | write sensitive p50/p95 ms | get p95 ms | search p50/p95 ms |")
    print("|---|---:|---:|---:|---:|")
    for name, r in res.items():
        print(f"| {name} | {r['write_normal_p50_ms']:.2f} / {r['write_normal_p95_ms']:.2f} | "
              f"{r['write_sensitive_p50_ms']:.2f} / {r['write_sensitive_p95_ms']:.2f} | {r['get_p95_ms']:.2f} | "
              f"{r['search_p50_ms']:.2f} / {r['search_p95_ms']:.2f} |")


if __name__ == "__main__":
    main()
