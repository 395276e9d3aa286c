"""Where a multi-scope search of a huge scope spends its time, on a kept 100k bench database.

    ZEUSMEM_BENCH_DATA_DIR=/tmp/d python -m bench --workloads multi --sizes 100000 --peers '' --keep  # once
    (start that data dir's server again: python -c "from pathlib import Path; from zeusmem.storage.embedded
     import start_server; start_server(Path('/tmp/d'), keep_running=True)")
    PYTHONPATH=. python scripts/multi_breakdown.py /tmp/d 8

For the latency workload's huge contexts (a member inside a 15k-item project, or the 5k-item power
user): the server's time per branch of the search statement (``EXPLAIN (ANALYZE)`` of its generic
plan, ``bench.breakdown.explain``) and each search's end-to-end time (the minimum of ROUNDS rounds,
searches in workload order), fitted against the rows the lexical branch read.
"""
import asyncio
import re
import sys
import time

import numpy as np
import psycopg

from bench import breakdown
from bench.corpus import generate, latency_contexts
from bench.systems import ZeusmemSystem
from bench.vectors import VectorCache

HOST, ROUNDS = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 8


def actual(line: str) -> tuple[float, int]:
    m = re.search(r"actual time=[0-9.]+\.\.([0-9.]+) rows=(\d+)", line)
    return (float(m.group(1)), int(m.group(2))) if m else (0.0, 0)


def branches(plan: list[str], n_exact_branches: int) -> dict[str, float]:
    """Server ms per part of one plan: the CTE prelude (query terms, IDF), the exactly scanned
    small scopes, the ANN walk, the lexical branch (and its rows), what lies outside the plan's root."""
    out = {"lex_rows": 0.0}
    subs = [ln for ln in plan if re.match(r"^\s{10}->  Subquery Scan on \"\*SELECT\* \d+", ln)]
    times = [actual(ln)[0] for ln in subs]
    exact, ann, lex = (times[:n_exact_branches], times[n_exact_branches:n_exact_branches + 1],
                       times[n_exact_branches + 1:n_exact_branches + 2])
    out["exact_small"] = sum(exact)
    out["ann_branch"] = sum(ann)
    out["lexical_branch"] = sum(lex)
    for i, ln in enumerate(plan):
        if ln.startswith("  CTE ql"):
            out["prelude_ctes"] = actual(plan[i + 1])[0]
        if "Bitmap Heap Scan on memory_items" in ln:
            out["lex_rows"] = float(actual(ln)[1])
    return out


async def main() -> None:
    with psycopg.connect(f"host={HOST} user=postgres dbname=postgres") as c:
        db = [r[0] for r in c.execute("SELECT datname FROM pg_database WHERE datname LIKE 'zmbench100000%'")][0]
    zs = ZeusmemSystem(f"postgresql://postgres@/{db}?host={HOST}", VectorCache())
    await zs.open()
    corpus = generate(100_000, 42, n_questions=300)
    huge = [(c, q) for c, q, cls in latency_contexts(corpus, 500, 42) if cls == "huge"]
    for c, q in huge:  # warm: statements prepared, generic plans, pages cached
        await zs.search(c, q, 5)
    parts: list[dict[str, float]] = []
    for c, q in huge:
        e = await breakdown.explain(zs, c, q)
        p = branches(e["plan"], 1 if len(e["scopes"]) > 1 else 0)
        p["execution"] = e["execution_ms"] or 0.0
        p["outside_root"] = p["execution"] - actual(e["plan"][0])[0]
        parts.append(p)
    best = [float("inf")] * len(huge)
    for _ in range(ROUNDS):
        for i, (c, q) in enumerate(huge):
            t0 = time.perf_counter()
            await zs.search(c, q, 5)
            best[i] = min(best[i], (time.perf_counter() - t0) * 1000)
    await zs.close()
    print(f"{len(huge)} huge searches; server ms per part (EXPLAIN ANALYZE): p50 / p90")
    for k in ("execution", "prelude_ctes", "exact_small", "ann_branch", "lexical_branch", "lex_rows", "outside_root"):
        v = np.array([p.get(k, 0.0) for p in parts])
        print(f"  {k:15s} {np.percentile(v, 50):8.2f} / {np.percentile(v, 90):8.2f}")
    rows, t = np.array([p["lex_rows"] for p in parts]), np.array(best)
    a, b = np.linalg.lstsq(np.vstack([rows, np.ones_like(rows)]).T, t, rcond=None)[0]
    pct = " / ".join(f"{x:.2f}" for x in np.percentile(t, [50, 80, 95]))
    r = np.corrcoef(rows, t)[0, 1]
    print(f"end to end (best of {ROUNDS}) p50 / p80 / p95: {pct} ms;"
          f" = {b:.2f} ms + {1000 * a:.1f} us x lexical rows (r = {r:.2f})")


asyncio.run(main())
