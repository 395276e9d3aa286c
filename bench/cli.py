"""``python -m bench``: zeusmem vs LangGraph PostgresStore vs langchain-postgres PGVectorStore.

    python -m bench --quick          # 10k and 30k memories, < 5 minutes on 2 cores
    python -m bench                  # 10k and 100k, both workloads (multi-scope contexts, single namespace)
    python -m bench --sizes 1000000 --workloads single   # 1M memories, one namespace per query
    python -m bench --readme         # ... and regenerate README.md's Performance section from the run
    python -m bench --workloads realtext  # one namespace per query, LoCoMo texts and questions (100k)
    python -m bench --workloads concurrency --sizes 100000  # searches/s at 1, 8, 32 clients
    python -m bench locomo           # real conversations (LoCoMo, read from ../shared/locomo-dev/)

Everything runs on one PostgreSQL server (``ZEUSMEM_DATABASE_URL``, else an embedded one in
``ZEUSMEM_BENCH_DATA_DIR``), one fresh database per corpus size, queries interleaved between
systems, one connection at a time. Results: a table here, ``bench/results/*.json``, PNG plots.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.report import RESULTS_DIR

REALTEXT_SKIPPED = (
    "no LoCoMo data found (looked at --locomo-dir, $ZEUSMEM_LOCOMO_DIR and shared/locomo-dev beside the"
    " repository and its parents); the real-text workload needs those conversation files, which are not"
    " part of zeusmem"
)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m bench", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "mode",
        nargs="?",
        choices=("perf", "locomo"),
        default="perf",
        help="perf (default): synthetic corpus vs the peers; locomo: evidence retrieval on LoCoMo (bench/locomo.py)",
    )
    p.add_argument("--locomo-dir", type=Path,
                   help="folder of LoCoMo conversation files (locomo mode and the realtext workload)")
    p.add_argument("--conversations", help="locomo mode: comma-separated file names (default: all), e.g. 26,30")
    p.add_argument("--study", action="store_true", help="locomo mode: also rank by the fusion candidates")
    p.add_argument("--hidden-examples", type=int, default=None,
                   help="locomo mode: hidden memories listed in the JSON per kind, each with what hid it and why "
                        "(default 12)")
    p.add_argument("--sensitivity", choices=("normal", "sensitive"), default="normal",
                   help="locomo mode: store every memory with this sensitivity (sensitive: encrypted at rest, "
                   "searched by vector only; docs/security.md)")
    p.add_argument("--as-of-session", type=int, metavar="N",
                   help="locomo mode: as of the end of session N (sessions 1..N, the questions they answer)")
    p.add_argument("--quick", action="store_true", help="10k + 30k memories, fewer queries (< 5 min)")
    p.add_argument(
        "--sizes", help="comma-separated corpus sizes (default: quick 10000,30000; full 10000,100000)"
    )
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--queries", type=int, help="latency queries per size (quick 200, full 500)")
    p.add_argument("--recall-queries", type=int, help="contexts for recall vs exact (quick 60, full 150)")
    p.add_argument("--questions", type=int, help="labelled questions (quick 150, full 300)")
    p.add_argument("--writes", type=int, help="add_explicit_memory calls (quick 100, full 300)")
    p.add_argument(
        "--peers",
        default="pgstore,pgvector",
        help="peers to run: pgstore, pgvector, pgvector_hnsw (comma-separated; '' for none)",
    )
    p.add_argument(
        "--workloads",
        default="multi,single,realtext,concurrency,security",
        help="multi (contexts of user + project + session scopes), single (one user namespace per"
        " query, the PostgresStore docs' shape), realtext (the single shape with LoCoMo texts and"
        " questions, read from ../shared/locomo-dev or --locomo-dir; skipped when absent) and/or"
        " concurrency (searches per second at 1, 8, 32 concurrent clients, one process and 4"
        " processes, zeusmem next to PostgresStore; at the largest size only, on the real-text corpus"
        " when the LoCoMo data is there, else the synthetic single-namespace one) and/or security (what"
        " row-level security costs a search and a context assembly, the owner's connection next to the"
        " restricted role's, at the largest size; and AES-GCM per memory: bench/rls_overhead.py,"
        " bench/encryption.py)",
    )
    p.add_argument("--concurrency-seconds", type=float,
                   help="concurrency workload: timed seconds per level and system (quick 4, full 8)")
    p.add_argument(
        "--single-peers",
        default="pgstore,pgvector_hnsw",
        help="peers of the single-namespace workload (PGVectorStore with its documented HNSW index by"
        " default: without an index it scans every row of the table per query)",
    )
    p.add_argument("--readme", action="store_true", help="rewrite README.md's Performance section from the run")
    p.add_argument(
        "--exact-scan-limit",
        type=int,
        default=None,
        help="zeusmem Settings.exact_scan_limit (scopes above it get their own ANN index);"
        " default: the Settings default",
    )
    p.add_argument("--no-checkpoints", action="store_true")
    p.add_argument("--no-plots", action="store_true")
    p.add_argument("--out", type=Path, default=RESULTS_DIR)
    p.add_argument("--keep", action="store_true", help="keep the benchmark databases")
    p.add_argument(
        "--nice",
        type=int,
        default=None,
        help="renice this process and the embedded server (e.g. -10; needs root) on a shared box",
    )
    p.add_argument("--label", help="a name for this run (e.g. the branch or commit), shown next to its figures")
    p.add_argument("--tiny", action="store_true", help=argparse.SUPPRESS)  # smoke test sizes
    return p.parse_args(argv)


def plan(args: argparse.Namespace) -> dict[str, Any]:
    if args.tiny:
        d = {
            "mode": "tiny",
            "sizes": [600],
            "queries": 12,
            "recall": 6,
            "questions": 9,
            "writes": 3,
            "context": 5,
            "ck_threads": 2,
            "ck_steps": 2,
            "cc_seconds": 0.4,
            "cc_warmup": 0.2,
            "cc_processes": 2,
        }
    elif args.quick:
        d = {
            "mode": "quick",
            "sizes": [10_000, 30_000],
            "queries": 200,
            "recall": 60,
            "questions": 150,
            "writes": 100,
            "context": 100,
            "ck_threads": 6,
            "ck_steps": 10,
            "cc_seconds": 4.0,
            "cc_warmup": 1.0,
            "cc_processes": 4,
        }
    else:
        d = {
            "mode": "full",
            "sizes": [10_000, 100_000],
            "queries": 500,
            "recall": 150,
            "questions": 300,
            "writes": 300,
            "context": 300,
            "ck_threads": 8,
            "ck_steps": 12,
            "cc_seconds": 8.0,
            "cc_warmup": 2.0,
            "cc_processes": 4,
        }
    if args.sizes:
        d["sizes"] = [int(x) for x in args.sizes.split(",") if x.strip()]
        if not args.tiny and min(d["sizes"]) >= 1_000_000:
            d["mode"] = "1m"  # its own results file: the README takes the 1M figures from the latest one
    if getattr(args, "concurrency_seconds", None):
        d["cc_seconds"] = args.concurrency_seconds
    for key, attr in (
        ("queries", "queries"),
        ("recall", "recall_queries"),
        ("questions", "questions"),
        ("writes", "writes"),
    ):
        if getattr(args, attr):
            d[key] = getattr(args, attr)
    return d


async def run_size(
    size: int,
    cfg: dict[str, Any],
    args: argparse.Namespace,
    admin: str,
    cache: Any,
    progress: Any,
    console: Any,
) -> dict[str, Any]:
    from bench import measure
    from bench.corpus import generate, latency_contexts
    from bench.server import create_database, drop_database
    from bench.systems import PGVectorStoreSystem, PostgresStoreSystem, ZeusmemSystem

    t_start = time.perf_counter()
    corpus = generate(size, args.seed, n_questions=cfg["questions"])
    workload = list(latency_contexts(corpus, cfg["queries"], args.seed))
    recall_wl = _recall_workload(corpus, cfg["recall"], args.seed)
    writes = measure.write_texts(corpus, cfg["writes"], args.seed)
    texts = (
        [m.content for m in corpus.memories]
        + [q.text for q in corpus.questions]
        + [q for _, q, _ in workload]
        + [q for _, q, _ in recall_wl]
        + [t for _, t, _ in writes]
        + measure.dateless_texts([t for _, t, _ in writes])
    )
    todo = cache.missing(texts)
    t_emb = time.perf_counter()
    if todo:
        task = progress.add_task(
            f"[{size:,}] embedding {len(todo):,} new texts (MiniLM, cached after)", total=len(todo)
        )
        cache.ensure(todo, progress=lambda done, _n: progress.update(task, completed=done))
    out: dict[str, Any] = {
        "corpus": corpus.summary(),
        "workload": {
            "queries": len(workload),
            "huge_share": sum(1 for w in workload if w[2] == "huge") / max(1, len(workload)),
            "recall_contexts": len(recall_wl),
            "questions": len(corpus.questions),
            "k": 5,
        },
    }
    out["embedding_seconds"] = time.perf_counter() - t_emb
    url = create_database(admin, f"zmbench{size}")
    from zeusmem.settings import Settings

    zsettings = (
        Settings() if args.exact_scan_limit is None else Settings(exact_scan_limit=args.exact_scan_limit)
    )
    out["zeusmem_settings"] = {
        "exact_scan_limit": zsettings.exact_scan_limit,
        "rank_weights": list(
            (
                zsettings.rank_weights.similarity,
                zsettings.rank_weights.confidence,
                zsettings.rank_weights.scope,
            )
        ),
    }
    systems: list[Any] = [ZeusmemSystem(url, cache, settings=zsettings)]
    for peer in [p.strip() for p in args.peers.split(",") if p.strip()]:
        if peer == "pgstore":
            systems.append(PostgresStoreSystem(url, cache))
        elif peer == "pgvector":
            systems.append(PGVectorStoreSystem(url, cache))
        elif peer == "pgvector_hnsw":
            systems.append(PGVectorStoreSystem(url, cache, hnsw=True))
        else:
            raise SystemExit(f"unknown peer {peer!r}")
    try:
        for s in systems:
            await s.open()
        phase: dict[str, float] = {}
        tp = time.perf_counter()
        out["load"] = {}
        for s in systems:
            n = len(corpus.loaded)
            task = progress.add_task(f"[{size:,}] loading {s.name}", total=n)
            out["load"][s.name] = await s.load(corpus, progress=lambda k, t=task: progress.advance(t, k))
            progress.update(task, completed=n)
        phase["load"] = time.perf_counter() - tp
        tp = time.perf_counter()
        zs = systems[0]
        task = progress.add_task(
            f"[{size:,}] search latency ({len(systems)} systems interleaved)", total=len(workload)
        )
        # warm-up: the whole workload once, untimed, then the timed pass (steady state)
        out["latency"] = await measure.latency(
            systems, workload, k=5, warmup=len(workload), tick=lambda: progress.advance(task)
        )
        phase["latency"] = time.perf_counter() - tp
        tp = time.perf_counter()
        from bench import breakdown

        out["storage"] = breakdown.sizes(url)
        out["stages"] = await breakdown.stages(zs, workload[: min(len(workload), 300)])
        small = next(w for w in workload if w[2] == "small")
        huge = next((w for w in workload if w[2] == "huge"), None)
        out["explain"] = {"small": await breakdown.explain(zs, small[0], small[1])}
        if huge is not None:
            out["explain"]["huge"] = await breakdown.explain(zs, huge[0], huge[1])
        phase["breakdown"] = time.perf_counter() - tp
        tp = time.perf_counter()
        task = progress.add_task(f"[{size:,}] recall vs exact", total=len(recall_wl))
        out["recall"] = await measure.recall_vs_exact(
            corpus, cache, systems, recall_wl, k=10, tick=lambda: progress.advance(task)
        )
        phase["recall"] = time.perf_counter() - tp
        tp = time.perf_counter()
        task = progress.add_task(f"[{size:,}] retrieval quality", total=len(corpus.questions))
        out["quality"] = await measure.quality(
            corpus, systems, corpus.questions, tick=lambda: progress.advance(task)
        )
        phase["quality"] = time.perf_counter() - tp
        tp = time.perf_counter()
        task = progress.add_task(f"[{size:,}] context assembly", total=cfg["context"])
        out["context"] = await measure.context_assembly(
            zs, workload[: cfg["context"]], tick=lambda: progress.advance(task)
        )
        out["context_stages"] = await breakdown.stages(zs, workload[: cfg["context"]], context=True)
        phase["context"] = time.perf_counter() - tp
        tp = time.perf_counter()
        task = progress.add_task(f"[{size:,}] add_explicit_memory", total=len(writes))
        out["writes"] = await measure.writes(zs, writes, tick=lambda: progress.advance(task))
        phase["writes"] = time.perf_counter() - tp
        tp = time.perf_counter()
        out["embedding_cache_misses_during_timing"] = sum(s.embeddings.misses for s in systems)
        if size == cfg["sizes"][-1] and not args.no_checkpoints:
            from bench import checkpoints

            task = progress.add_task("checkpoints", total=cfg["ck_threads"] * cfg["ck_steps"] * 2)
            out_ck = await checkpoints.run(
                zs.service,
                url,
                threads=cfg["ck_threads"],
                steps=cfg["ck_steps"],
                tick=lambda: progress.advance(task),
            )
            out["_checkpoints"] = out_ck
            phase["checkpoints"] = time.perf_counter() - tp
        out["phase_seconds"] = phase
    finally:
        for s in systems:
            try:
                await s.close()
            except Exception as e:  # noqa: BLE001
                console.print(f"[yellow]closing {s.name}: {e}[/yellow]")
        if not args.keep:
            drop_database(admin, url)
    out["seconds"] = time.perf_counter() - t_start
    out["loadavg_after"] = os.getloadavg() if hasattr(os, "getloadavg") else None
    return out


async def run_single(
    size: int,
    cfg: dict[str, Any],
    args: argparse.Namespace,
    admin: str,
    cache: Any,
    progress: Any,
    console: Any,
    *,
    realtext: Path | None = None,
) -> dict[str, Any]:
    """The single-namespace workload at ``size`` (see :mod:`bench.single`); with ``realtext`` (a
    LoCoMo folder) the same shape with real texts (see :mod:`bench.realtext`)."""
    from bench import breakdown, measure
    from bench.server import create_database, drop_database
    from bench.single import generate_single, single_contexts
    from bench.systems import PGVectorStoreSystem, PostgresStoreSystem, ZeusmemSystem
    from zeusmem.settings import Settings

    t_start = time.perf_counter()
    label = "realtext" if realtext else "single"
    if realtext is not None:
        from bench.realtext import generate_realtext

        corpus = generate_realtext(size, realtext, args.seed)
    else:
        corpus = generate_single(size, args.seed, n_questions=3)
    workload = list(single_contexts(corpus, cfg["queries"], args.seed))
    pool = list(single_contexts(corpus, cfg["recall"] * 8, args.seed + 1))
    n = cfg["recall"]
    recall_wl = [w for w in pool if w[2] == "small"][: n - n // 2] + [
        (c, q, "huge") for c, q, cls in pool if cls.startswith("huge")][: n // 2]
    texts = [m.content for m in corpus.memories] + [q for _, q, _ in workload] + [q for _, q, _ in recall_wl]
    todo = cache.missing(texts)
    if todo:
        task = progress.add_task(f"[{label} {size:,}] embedding {len(todo):,} new texts", total=len(todo))
        cache.ensure(todo, progress=lambda done, _n: progress.update(task, completed=done))
    sizes = corpus.scope_sizes()
    out: dict[str, Any] = {
        "corpus": {**corpus.summary(), "huge_scope_items": sorted(
            (v for (s, i), v in sizes.items() if i.startswith("uhuge")), reverse=True)},
        "workload": {"queries": sum(not w[2].endswith("_sample") for w in workload),
                     "huge_sample": sum(w[2] == "huge_sample" for w in workload),
                     "huge_share": sum(w[2] == "huge" for w in workload) / len(workload),
                     "recall_contexts": len(recall_wl), "k": 5},
    }
    url = create_database(admin, f"zm{label}{size}")
    zsettings = Settings() if args.exact_scan_limit is None else Settings(exact_scan_limit=args.exact_scan_limit)
    systems: list[Any] = [ZeusmemSystem(url, cache, settings=zsettings)]
    for peer in [p.strip() for p in args.single_peers.split(",") if p.strip()]:
        if peer == "pgstore":
            systems.append(PostgresStoreSystem(url, cache))
        elif peer in ("pgvector", "pgvector_hnsw"):
            systems.append(PGVectorStoreSystem(url, cache, hnsw=peer == "pgvector_hnsw"))
        else:
            raise SystemExit(f"unknown peer {peer!r}")
    phase: dict[str, float] = {}
    try:
        for s in systems:
            await s.open()
        out["load"] = {}
        for s in systems:
            tp = time.perf_counter()
            task = progress.add_task(f"[{label} {size:,}] loading {s.name}", total=len(corpus.loaded))
            out["load"][s.name] = await s.load(corpus, progress=lambda k, t=task: progress.advance(t, k))
            phase[f"load_{s.name}"] = time.perf_counter() - tp
        out["storage"] = breakdown.sizes(url)
        zs = systems[0]
        tp = time.perf_counter()
        task = progress.add_task(f"[{label} {size:,}] search latency ({len(systems)} systems interleaved)",
                                 total=len(workload))
        out["latency"] = await measure.latency(systems, workload, k=5, warmup=len(workload),
                                               tick=lambda: progress.advance(task))
        phase["latency"] = time.perf_counter() - tp
        tp = time.perf_counter()
        out["stages"] = await breakdown.stages(zs, workload[: min(len(workload), 300)])
        small = next(w for w in workload if w[2] == "small")
        huge = next((w for w in workload if w[2].startswith("huge")), None)
        out["explain"] = {"small": await breakdown.explain(zs, small[0], small[1])}
        if huge is not None:
            out["explain"]["huge"] = await breakdown.explain(zs, huge[0], huge[1])
        if realtext is not None:
            from bench.realtext import words

            # real questions are short or long: where the time goes for each, and the server's plan
            median = sorted(words(q) for _, q, _ in workload)[len(workload) // 2]
            by_len = [(c, q, "long" if words(q) > median else "short") for c, q, _ in workload]
            out["stages_by_length"] = await breakdown.stages(zs, by_len[: min(len(by_len), 300)])
            out["median_question_words"] = median
            for cls in ("small", "huge"):
                mine = [w for w in workload if w[2].removesuffix("_sample") == cls]
                if mine:
                    for name, w in (("short", min(mine, key=lambda w: words(w[1]))),
                                    ("long", max(mine, key=lambda w: words(w[1])))):
                        e = await breakdown.explain(zs, w[0], w[1])
                        out["explain"][f"{name}_{cls}"] = {**e, "question": w[1], "words": words(w[1])}
        ids = [m.id for m in corpus.loaded[:500]]
        out["last_used_at_batch"] = await breakdown.usage_flush(zs, ids)
        phase["breakdown"] = time.perf_counter() - tp
        tp = time.perf_counter()
        task = progress.add_task(f"[{label} {size:,}] recall vs exact", total=len(recall_wl))
        out["recall"] = await measure.recall_vs_exact(corpus, cache, systems, recall_wl, k=10,
                                                      tick=lambda: progress.advance(task))
        phase["recall"] = time.perf_counter() - tp
        tp = time.perf_counter()
        task = progress.add_task(f"[{label} {size:,}] context assembly", total=cfg["context"])
        ctx_wl = workload[: cfg["context"]]
        out["context"] = await measure.context_assembly(zs, ctx_wl, tick=lambda: progress.advance(task))
        out["context_stages"] = await breakdown.stages(zs, ctx_wl, context=True)
        phase["context"] = time.perf_counter() - tp
        out["embedding_cache_misses_during_timing"] = sum(s.embeddings.misses for s in systems)
    finally:
        for s in systems:
            try:
                await s.close()
            except Exception as e:  # noqa: BLE001
                console.print(f"[yellow]closing {s.name}: {e}[/yellow]")
        if not args.keep:
            drop_database(admin, url)
    out["phase_seconds"] = phase
    out["seconds"] = time.perf_counter() - t_start
    out["loadavg_after"] = os.getloadavg() if hasattr(os, "getloadavg") else None
    return out


async def run_concurrency(
    size: int,
    cfg: dict[str, Any],
    args: argparse.Namespace,
    admin: str,
    cache: Any,
    progress: Any,
    console: Any,
    *,
    realtext: Path | None = None,
) -> dict[str, Any]:
    """Throughput under concurrency at ``size`` (:mod:`bench.concurrency`): the real-text corpus (the
    single-namespace shape with LoCoMo texts and questions) when ``realtext`` (its folder) is given,
    else the synthetic single-namespace corpus."""
    from bench import concurrency
    from bench.server import create_database, drop_database
    from bench.single import generate_single, single_contexts
    from bench.systems import PostgresStoreSystem, ZeusmemSystem

    t_start = time.perf_counter()
    if realtext is not None:
        from bench.realtext import generate_realtext

        corpus = generate_realtext(size, realtext, args.seed)
    else:
        corpus = generate_single(size, args.seed, n_questions=3)
    workload = [w for w in single_contexts(corpus, 400, args.seed + 2) if not w[2].endswith("_sample")]
    todo = cache.missing([m.content for m in corpus.memories] + [q for _, q, _ in workload])
    if todo:
        task = progress.add_task(f"[concurrency {size:,}] embedding {len(todo):,} new texts", total=len(todo))
        cache.ensure(todo, progress=lambda done, _n: progress.update(task, completed=done))
    url = create_database(admin, f"zmconc{size}")
    out: dict[str, Any] = {"corpus": corpus.summary(), "texts": "realtext" if realtext else "single",
                           "queries": len(workload),
                           "huge_share": sum(w[2] == "huge" for w in workload) / max(1, len(workload))}
    try:
        loaders = [ZeusmemSystem(url, cache), PostgresStoreSystem(url, cache)]
        out["load"] = {}
        for s in loaders:
            await s.open()
            try:
                task = progress.add_task(f"[concurrency {size:,}] loading {s.name}", total=len(corpus.loaded))
                out["load"][s.name] = await s.load(corpus, progress=lambda k, t=task: progress.advance(t, k))
            finally:
                await s.close()
        levels, plevels = concurrency.LEVELS, concurrency.PROCESS_LEVELS
        task = progress.add_task(f"[concurrency {size:,}] levels x systems",
                                 total=2 * (len(levels) + len(plevels)))
        out.update(await concurrency.run(
            url, cache, workload, seconds=cfg["cc_seconds"], warmup=cfg["cc_warmup"],
            processes=cfg["cc_processes"], tick=lambda: progress.advance(task)))
        out["ratios"] = concurrency.ratios(out)
    finally:
        if not args.keep:
            drop_database(admin, url)
    out["seconds"] = time.perf_counter() - t_start
    out["loadavg_after"] = os.getloadavg() if hasattr(os, "getloadavg") else None
    return out


async def run_security(size: int, cfg: dict[str, Any], admin: str, progress: Any) -> dict[str, Any]:
    """Row-level security's cost (:func:`bench.rls_overhead.measure`, owner and restricted role on one
    database of ``size`` memories) and AES-GCM's per memory (:func:`bench.encryption.primitives`)."""
    from bench import encryption, rls_overhead

    task = progress.add_task(f"security @{size:,}: row-level security, encryption", total=2)
    rls = await rls_overhead.measure(admin, size, queries=2 * cfg["queries"])  # a p95 ratio needs many
    progress.advance(task)
    enc = encryption.primitives(200 if cfg["mode"] == "tiny" else 5000)
    progress.advance(task)
    return {"size": size, "rls": rls, "encryption": enc}


def _recall_workload(corpus: Any, n: int, seed: int) -> list[Any]:
    """Half small, half huge contexts (when the corpus has huge scopes)."""
    from bench.corpus import latency_contexts

    pool = list(latency_contexts(corpus, n * 6, seed + 1))
    small = [w for w in pool if w[2] == "small"][: n - n // 2]
    huge = [w for w in pool if w[2] == "huge"][: n // 2]
    return small + huge


async def main_async(
    args: argparse.Namespace, *, admin: str | None = None, cache: Any = None
) -> dict[str, Any]:
    """Run the plan of ``args``; ``admin`` (a URL allowed to CREATE DATABASE) and ``cache`` (a
    :class:`~bench.vectors.VectorCache`) default to the bench server and the MiniLM cache."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from bench import report
    from bench.server import given_or_admin_url, server_settings
    from bench.vectors import VectorCache

    console = Console(width=None if sys.stdout.isatty() else 150)
    cfg = plan(args)
    started = datetime.now(UTC).isoformat(timespec="seconds")
    results: dict[str, Any] = {
        "mode": cfg["mode"],
        "started": started,
        "label": getattr(args, "label", None),
        "seed": args.seed,
        "plan": cfg,
        "machine": report.machine(),
        "sizes": {},
    }
    t0 = time.perf_counter()
    cache = cache if cache is not None else VectorCache()
    with given_or_admin_url(admin) as admin:
        if args.nice is not None:
            _renice_all(args.nice, admin)
        results["server"] = server_settings(admin)
        console.print(
            f"[bold]zeusmem benchmark[/bold] ({cfg['mode']}): sizes {cfg['sizes']}, seed {args.seed}, "
            f"PostgreSQL {results['server']['server_version']}, pgvector {results['server']['pgvector']}, "
            f"{results['machine']['cores']} cores"
        )
        with Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=False,
        ) as progress:
            workloads = {w.strip() for w in args.workloads.split(",") if w.strip()}
            known = {"multi", "single", "realtext", "concurrency", "security"}
            if workloads - known:
                raise SystemExit(f"unknown workloads {sorted(workloads - known)}; use multi, single, realtext,"
                                 " concurrency, security")
            results["single"] = {}
            locomo_dir = cc_texts = None
            if "concurrency" in workloads:
                from bench.locomo import find_data_dir

                cc_texts = find_data_dir(args.locomo_dir)
            if "realtext" in workloads:
                from bench.locomo import find_data_dir

                locomo_dir = find_data_dir(args.locomo_dir)
                if locomo_dir is None:
                    results["realtext_skipped"] = REALTEXT_SKIPPED
                    console.print(f"[yellow]realtext: skipped: {REALTEXT_SKIPPED}[/yellow]")
                else:
                    results["realtext"] = {}
                    results["realtext_data"] = str(locomo_dir)
            for size in cfg["sizes"]:
                if "multi" in workloads:
                    r = await run_size(size, cfg, args, admin, cache, progress, console)
                    ck = r.pop("_checkpoints", None)
                    if ck is not None:
                        results["checkpoints"] = ck
                    results["sizes"][str(size)] = r
                if "single" in workloads:
                    results["single"][str(size)] = await run_single(size, cfg, args, admin, cache, progress,
                                                                    console)
                if locomo_dir is not None:
                    results["realtext"][str(size)] = await run_single(
                        size, cfg, args, admin, cache, progress, console, realtext=locomo_dir)
            if "concurrency" in workloads:  # at the largest size of the run only
                size = max(cfg["sizes"])
                results["concurrency"] = {str(size): await run_concurrency(
                    size, cfg, args, admin, cache, progress, console, realtext=cc_texts)}
            if "security" in workloads:  # at the largest size of the run only
                results["security"] = await run_security(max(cfg["sizes"]), cfg, admin, progress)
    from bench.secrets import detector_latency

    results["secret_detector"] = detector_latency(args.seed, n=60 if args.tiny else 500)
    results["embedding"] = {
        "texts_embedded_this_run": cache.embedded,
        "seconds": cache.embed_seconds,
        "per_second": cache.embedded / cache.embed_seconds if cache.embed_seconds else None,
    }
    results["goals"] = report.evaluate_goals(results)
    results["seconds"] = time.perf_counter() - t0
    report.print_report(results, console)
    path = report.write_json(results, args.out)
    console.print(f"JSON: {path}")
    from rich.markdown import Markdown

    from bench import readme as readme_mod

    md = args.out / f"PERFORMANCE-{results['mode']}.md"
    md.write_text(readme_mod.section(results, None))
    console.print(Markdown(readme_mod.section(results, None)))
    console.print(f"Markdown: {md}")
    if not args.no_plots and results["sizes"]:
        for p in report.plots(results, args.out):
            console.print(f"plot: {p}")
    if args.readme:
        from bench import readme

        path = Path(__file__).resolve().parent.parent / "README.md"
        if results["mode"] == "1m":
            full = args.out / "latest-full.json"
            base, one_m = (json.loads(full.read_text()) if full.exists() else results), results
        else:
            base, one_m = results, readme.latest_1m(args.out)
        page = path.parent / "docs" / "performance.md"
        readme.write_page(page, readme.section(base, one_m))
        readme.update(path, readme.summary(base, one_m))
        console.print(f"README: {path} (Performance summary) and {page} (every table) regenerated")
    console.print(f"total {results['seconds']:.0f} s")
    return results


def _renice_all(n: int, admin: str) -> None:
    """Give this process and the embedded server's processes nice value ``n`` (needs root to go below 0)."""
    import subprocess

    try:
        os.setpriority(os.PRIO_PROCESS, 0, n)
    except OSError:
        return
    import psycopg

    try:
        with psycopg.connect(admin) as conn:
            data_dir = conn.execute("SHOW data_directory").fetchone()[0]
        pid = int(Path(data_dir, "postmaster.pid").read_text().split()[0])
        children = subprocess.run(
            ["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True
        ).stdout
        for p in [pid, *(int(x) for x in children.split())]:
            os.setpriority(os.PRIO_PROCESS, p, n)
    except Exception:  # noqa: BLE001 - an external server, or not allowed: measure anyway
        pass


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    if args.mode == "locomo":
        from bench import locomo

        asyncio.run(locomo.main_async(args))
        return
    asyncio.run(main_async(args))
