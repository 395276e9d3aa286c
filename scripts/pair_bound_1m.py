"""The lexical branch's bounds (RARE_TERM_DF:PAIR_TERM_DF pairs) on a kept 1M single-namespace bench database:
zeusmem's whole ranking against scoring every visible item, for the two 150k-item users' questions.

    python -m bench --sizes 1000000 --workloads single --single-peers pgstore --keep   # once
    PYTHONPATH=. python scripts/pair_bound_1m.py <the bench server's socket dir> 60 256:4000,256:16000
"""
import asyncio, sys, time, os
import psycopg
from bench.vectors import VectorCache
from bench.single import generate_single, single_contexts
from bench.systems import ZeusmemSystem
from bench.measure import ZeusExact
from zeusmem.storage import repository as R

HOST = sys.argv[1]; N = int(sys.argv[2]); VARIANTS = [tuple(map(int, v.split(":"))) for v in sys.argv[3].split(",")]
with psycopg.connect(f"host={HOST} user=postgres dbname=postgres") as c:
    db = [r[0] for r in c.execute("select datname from pg_database where datname like 'zmsingle1000000%'")][0]
url = f"postgresql://postgres@/{db}?host={HOST}"

async def main():
    cache = VectorCache()
    corpus = generate_single(1_000_000, 42, n_questions=3)
    pool = list(single_contexts(corpus, 150 * 8, 43))
    wl = [(c, q) for c, q, cls in pool if cls.startswith("huge")][:N]
    zs = ZeusmemSystem(url, cache); await zs.open()
    zx = ZeusExact(zs)
    refs = []
    t = time.time()
    for ctx, q in wl:
        refs.append(await zx.hybrid_topk(ctx, q, cache.get(q), 10))
    print(f"exact refs {len(refs)} in {time.time()-t:.0f}s", flush=True)
    for rare, pair in VARIANTS + VARIANTS[:1]:
        R.RARE_TERM_DF, R.PAIR_TERM_DF = rare, pair
        for ctx, q in wl[:10]: await zs.search(ctx, q, 10)
        eq, lat = [], []
        for (ctx, q), ref in zip(wl, refs):
            t0 = time.perf_counter(); got = await zs.search(ctx, q, 10); lat.append((time.perf_counter() - t0) * 1000)
            eq.append(len(set(got) & set(ref)) / max(1, len(ref)))
        lat.sort()
        print(f"rare {rare} pair {pair}: exact-eq {sum(eq)/len(eq):.3f}  p50 {lat[len(lat)//2]:.1f} p95 {lat[int(len(lat)*.95)]:.1f} ms load {os.getloadavg()[0]:.1f}", flush=True)
    await zs.close()
asyncio.run(main())
