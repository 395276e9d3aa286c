"""``python -m bench.encryption``: what encryption at rest costs (docs/security.md, "Encryption at rest").

* **Primitives**: AES-256-GCM encrypt and decrypt of each memory's content with its data key
  (:mod:`zeusmem.rules.encryption`), per memory, p50/p95 in microseconds.
* **Through the service**, per user scope of ``--n`` memories (0 %, 10 % and 100 % of them
  ``sensitive``; hashing embeddings of 384 dimensions, so the embedding model's time is left out):
  ``add_explicit_memory`` p50/p95 of normal and of sensitive writes, ``get_memory`` p95, and
  ``search_memories`` (k=10) p50/p95 over ``--queries`` questions per scope.

On the embedded server (a database of its own, dropped after). Prints one Markdown table.
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
    master = enc.new_master_key()
    wrapped = enc.wrap_data_key(master, dek, "dk_bench")
    u = []
    for _ in range(n):
        t0 = time.perf_counter()
        enc.unwrap_data_key(master, wrapped, "dk_bench")
        u.append((time.perf_counter() - t0) * 1e6)
    return {"encrypt_p50_us": pct(e, 50), "encrypt_p95_us": pct(e, 95), "decrypt_p50_us": pct(d, 50),
            "decrypt_p95_us": pct(d, 95), "unwrap_p95_us": pct(u, 95)}


async def service_run(url: str, n: int, queries: int) -> dict[str, dict[str, float]]:
    import zeusmem
    from zeusmem.testing import DeterministicEmbeddings

    out: dict[str, dict[str, float]] = {}
    async with zeusmem.open_memory(url, DeterministicEmbeddings(dims=384), settings=zeusmem.Settings()) as svc:
        for share in (0.0, 0.1, 1.0):
            ctx = zeusmem.SecurityContext(f"enc-bench-{int(share * 100)}")
            rnd = random.Random(7)
            w_norm: list[float] = []
            w_sens: list[float] = []
            ids: list[tuple[str, bool]] = []
            for text in _texts(n, int(share * 100) + 3):
                sens = rnd.random() < share
                t0 = time.perf_counter()
                item = await svc.add_explicit_memory(ctx, text, "fact", sensitivity="sensitive" if sens else "normal")
                (w_sens if sens else w_norm).append((time.perf_counter() - t0) * 1000)
                ids.append((item.id, sens))
            g: list[float] = []
            for mid, _sens in ids[: min(300, len(ids))]:
                t0 = time.perf_counter()
                await svc.get_memory(ctx, mid)
                g.append((time.perf_counter() - t0) * 1000)
            s: list[float] = []
            for q in _texts(queries, 99):
                t0 = time.perf_counter()
                await svc.search_memories(ctx, q[8:60], k=10)
                s.append((time.perf_counter() - t0) * 1000)
            out[f"{int(share * 100)}% sensitive"] = {
                "write_normal_p95_ms": pct(w_norm, 95), "write_sensitive_p95_ms": pct(w_sens, 95),
                "write_normal_p50_ms": pct(w_norm, 50), "write_sensitive_p50_ms": pct(w_sens, 50),
                "get_p95_ms": pct(g, 95), "search_p50_ms": pct(s, 50), "search_p95_ms": pct(s, 95),
            }
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=1000, help="memories per scope")
    p.add_argument("--queries", type=int, default=200, help="searches per scope")
    args = p.parse_args()
    os.environ.setdefault("ZEUSMEM_MASTER_KEY_FILE", str(Path(tempfile.mkdtemp(prefix="zm-enc-bench-")) / "key"))
    from bench.server import create_database, drop_database, given_or_admin_url

    prim = primitives()
    print("| primitive (per memory) | p50 µs | p95 µs |\n|---|---:|---:|")
    print(f"| AES-GCM encrypt | {prim['encrypt_p50_us']:.1f} | {prim['encrypt_p95_us']:.1f} |")
    print(f"| AES-GCM decrypt | {prim['decrypt_p50_us']:.1f} | {prim['decrypt_p95_us']:.1f} |")
    print(f"| unwrap a data key (once per key and process) | | {prim['unwrap_p95_us']:.1f} |")
    with given_or_admin_url(None) as admin:
        url = create_database(admin, "zmenc")
        try:
            res: dict[str, Any] = asyncio.run(service_run(url, args.n, args.queries))
        finally:
            drop_database(admin, url)
    print(f"\n{args.n} memories per scope, {args.queries} searches (k=10), hashing embeddings (384 d)\n")
    print("| scope | write normal p50/p95 ms | write sensitive p50/p95 ms | get p95 ms | search p50/p95 ms |")
    print("|---|---:|---:|---:|---:|")
    for name, r in res.items():
        print(f"| {name} | {r['write_normal_p50_ms']:.2f} / {r['write_normal_p95_ms']:.2f} | "
              f"{r['write_sensitive_p50_ms']:.2f} / {r['write_sensitive_p95_ms']:.2f} | {r['get_p95_ms']:.2f} | "
              f"{r['search_p50_ms']:.2f} / {r['search_p95_ms']:.2f} |")


if __name__ == "__main__":
    main()
