"""Goals, terminal tables (rich), the JSON file and the PNG plots."""

from __future__ import annotations

import json
import math
import os
import platform
from pathlib import Path
from typing import Any

#: where runs are written (python -m bench --out overrides it)
RESULTS_DIR = Path(os.environ.get("ZEUSMEM_BENCH_RESULTS", Path(__file__).parent / "results"))

GOAL_SIZE = 100_000

GOALS = [
    # key, text, threshold check
    ("search_p95", "search p95 <= 5 ms at 100k"),
    ("search_vs_peer", "search p95 <= 0.5x best peer"),
    ("recall_small", "recall@10 vs exact >= 0.99 (small scopes)"),
    ("recall_huge", "recall@10 vs exact >= 0.99 (huge scopes)"),
    ("exact_equivalence", "exact-equivalence recall >= 0.99"),
    ("add_p95", "add_explicit_memory p95 <= 20 ms"),
    ("context_p95", "context assembly p95 <= 15 ms"),
    ("checkpoint_overhead", "checkpoint overhead <= 1.05x"),
    ("tokens", "injected tokens <= 2,000"),
    ("hybrid_recall5", "hybrid recall@5 > vector-only and > both peers"),
    ("hybrid_halves", "hybrid relevance >= each half (R@1, R@5, MRR)"),
    ("secret_p95", "secret detector p95 <= 1 ms per 2 KB memory"),
]


def machine() -> dict[str, Any]:
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal"):
                mem = round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gib": mem,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "loadavg_at_start": load,
    }


def fmt(x: Any, digits: int = 2) -> str:
    if x is None:
        return "n/a"
    if isinstance(x, float):
        if math.isnan(x):
            return "n/a"
        return f"{x:.{digits}f}"
    return str(x)


def evaluate_goals(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Each goal: the figure it is judged on (largest size measured), met or missed."""
    sizes = results["sizes"]
    secret_goal = _secret_goal(results.get("secret_detector"))
    if not sizes:
        return secret_goal
    size_key = max(sizes, key=lambda s: int(s))
    r = sizes[size_key]
    lat = r["latency"]
    z = lat["zeusmem"]["all"]["p95"]
    peers = {n: v["all"]["p95"] for n, v in lat.items() if n != "zeusmem"}
    best_peer = min(peers.values()) if peers else float("nan")
    rec = r.get("recall", {})
    zr = rec.get("zeusmem", {})
    eq = rec.get("zeusmem_exact_equivalence", {})
    q = r.get("quality", {})

    def r5(name: str) -> float:
        return q.get(name, {}).get("all", {}).get("recall@5", float("nan"))

    writes = r.get("writes", {})
    ctx = r.get("context", {})
    ck = results.get("checkpoints", {})
    note = "" if int(size_key) >= GOAL_SIZE else f" (measured at {int(size_key):,}; the goal is set at 100k)"
    out = []

    def add(key: str, figure: str, ok: bool | None, extra: str = "") -> None:
        text = dict(GOALS)[key]
        out.append({"goal": key, "text": text, "figure": figure + extra, "met": ok})

    add("search_p95", f"{fmt(z)} ms", z <= 5.0, note)
    add(
        "search_vs_peer",
        f"{fmt(z / best_peer if best_peer else float('nan'))}x of {fmt(best_peer)} ms",
        (z / best_peer) <= 0.5 if peers else None,
        note,
    )
    add("recall_small", fmt(zr.get("small"), 3), (zr.get("small") or 0) >= 0.99)
    add("recall_huge", fmt(zr.get("huge"), 3), (zr.get("huge") or 0) >= 0.99)
    add(
        "exact_equivalence",
        f"small {fmt(eq.get('small'), 3)}, huge {fmt(eq.get('huge'), 3)}",
        min(eq.get("small", 0), eq.get("huge", 0)) >= 0.99 if eq else None,
    )
    add("add_p95", f"{fmt(writes.get('p95'))} ms", writes.get("p95", 1e9) <= 20.0 if writes else None)
    cl = ctx.get("latency", {})
    add("context_p95", f"{fmt(cl.get('p95'))} ms", cl.get("p95", 1e9) <= 15.0 if cl else None)
    if ck.get("available"):
        add(
            "checkpoint_overhead",
            f"{fmt(ck['overhead_per_step'])}x per graph step ({fmt(ck['overhead_per_turn_p50'])}x per turn)",
            ck["overhead_per_step"] <= 1.05,
        )
    else:
        add("checkpoint_overhead", "n/a", None)
    tok = r.get("tokens") or ctx.get("tokens", {})
    add(
        "tokens",
        f"p95 {fmt(tok.get('p95'), 0)} (max {fmt(tok.get('max', tok.get('p99')), 0)})",
        tok.get("max", tok.get("p99", 1e9)) <= 2000 if tok else None,
    )
    h, vo = r5("zeusmem search"), r5("vector-only")
    peer5 = [r5(n) for n in ("pgstore", "pgvector", "pgvector_hnsw") if n in q]
    add(
        "hybrid_recall5",
        f"search {fmt(h, 3)} vs vector {fmt(vo, 3)}, peers {', '.join(fmt(p, 3) for p in peer5)}",
        h > vo and all(h > p for p in peer5),
    )
    if q:
        keys = ("recall@1", "recall@5", "mrr")
        hy = [q["hybrid relevance"]["all"][k] for k in keys]
        halves = [[q[n]["all"][k] for k in keys] for n in ("vector-only", "full-text-only")]
        add(
            "hybrid_halves",
            "R@1/R@5/MRR "
            + "/".join(fmt(x, 3) for x in hy)
            + " vs vector "
            + "/".join(fmt(x, 3) for x in halves[0])
            + ", text "
            + "/".join(fmt(x, 3) for x in halves[1]),
            all(hy[i] >= h[i] for h in halves for i in range(3)),
        )
    return out + secret_goal


def _secret_goal(sd: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The write gate's secret detector on 2 KB memories (CPU time per call, bench/secrets.py)."""
    if not sd:
        return []
    c, w = sd["cpu_ms"], sd["wall_ms"]
    figure = f"CPU p50 {fmt(c['p50'], 3)} / p95 {fmt(c['p95'], 3)} ms (wall p95 {fmt(w['p95'], 3)} ms)"
    return [{"goal": "secret_p95", "text": dict(GOALS)["secret_p95"], "figure": figure, "met": c["p95"] <= 1.0}]


def print_report(results: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    for size, r in sorted(results["sizes"].items(), key=lambda kv: int(kv[0])):
        t = Table(
            title=f"Search latency, k=5, {int(size):,} memories ({r['workload']['queries']} queries,"
            " query embedding excluded)"
        )
        for col in (
            "system",
            "p50 ms",
            "p95 ms",
            "p99 ms",
            "small p95",
            "huge p95",
            "zeusmem/peer p95",
            "recall@10 small",
            "recall@10 huge",
        ):
            t.add_column(col, justify="right" if col != "system" else "left")
        z95 = r["latency"]["zeusmem"]["all"]["p95"]
        for name, lat in r["latency"].items():
            rec = r.get("recall", {}).get(name, {})
            ratio = "" if name == "zeusmem" else fmt(z95 / lat["all"]["p95"])
            t.add_row(
                name,
                fmt(lat["all"]["p50"]),
                fmt(lat["all"]["p95"]),
                fmt(lat["all"]["p99"]),
                fmt(lat["small"]["p95"]),
                fmt(lat["huge"]["p95"]),
                ratio,
                fmt(rec.get("small"), 3),
                fmt(rec.get("huge"), 3),
            )
        eq = r.get("recall", {}).get("zeusmem_exact_equivalence")
        if eq:
            t.caption = (
                f"zeusmem exact-equivalence (full ranking vs scoring every visible item): small "
                f"{fmt(eq.get('small'), 3)}, huge {fmt(eq.get('huge'), 3)}"
            )
        console.print(t)
        if r.get("quality"):
            qt = Table(
                title=f"Retrieval quality, {int(size):,} memories"
                f" ({r['workload']['questions']} labelled questions)"
            )
            for col in (
                "method",
                "R@1",
                "R@5",
                "R@10",
                "MRR",
                "paraphrase R@5",
                "rare-term R@5",
                "superseded R@5",
                "newest first",
            ):
                qt.add_column(col, justify="right" if col != "method" else "left")
            for name, m in r["quality"].items():
                qt.add_row(
                    name,
                    fmt(m["all"]["recall@1"], 3),
                    fmt(m["all"]["recall@5"], 3),
                    fmt(m["all"]["recall@10"], 3),
                    fmt(m["all"]["mrr"], 3),
                    fmt(m.get("paraphrase", {}).get("recall@5"), 3),
                    fmt(m.get("rare", {}).get("recall@5"), 3),
                    fmt(m.get("superseded", {}).get("recall@5"), 3),
                    fmt(m.get("superseded_newest_first"), 3),
                )
            console.print(qt)
        wt = Table(title=f"Writes, context, load — {int(size):,} memories")
        wt.add_column("figure")
        wt.add_column("value", justify="right")
        w = r.get("writes", {})
        if w:
            wt.add_row(
                "add_explicit_memory p50 / p95 ms (gate incl., embedding excl.)",
                f"{fmt(w['p50'])} / {fmt(w['p95'])}",
            )
        for name, ld in r.get("load", {}).items():
            rate = ld.get("rows_per_s") or (ld["rows"] / ld["copy_s"] if ld.get("copy_s") else None)
            wt.add_row(
                f"{name}: bulk load rows/s (COPY) · ANN index build s",
                f"{fmt(rate, 0)} · {fmt(ld.get('ann_index_s'), 1)}",
            )
            if ld.get("phases_s"):  # zeusmem's bulk_load, per phase
                wt.add_row(f"{name}: bulk_load s per phase",
                           " · ".join(f"{k} {v:.1f}" for k, v in ld["phases_s"].items()))
        c = r.get("context", {})
        if c:
            wt.add_row(
                f"context assembly p50 / p95 ms ({c['source']})",
                f"{fmt(c['latency']['p50'])} / {fmt(c['latency']['p95'])}",
            )
            wt.add_row(
                "tokens injected per turn p50 / p95 / max",
                f"{fmt(c['tokens']['p50'], 0)} / "
                f"{fmt(c['tokens']['p95'], 0)} / {fmt(c['tokens'].get('max'), 0)}",
            )
        console.print(wt)
    ck = results.get("checkpoints", {})
    if ck:
        ct = Table(title="Checkpoints (agent turn with a fake model)")
        ct.add_column("figure")
        ct.add_column("value", justify="right")
        if ck.get("available"):
            ct.add_row(
                "plain AsyncPostgresSaver p50 / p95 ms per turn",
                f"{fmt(ck['plain']['p50'])} / {fmt(ck['plain']['p95'])}",
            )
            ct.add_row(
                "zeusmem episodic wiring p50 / p95 ms per turn",
                f"{fmt(ck['zeusmem']['p50'])} / {fmt(ck['zeusmem']['p95'])}",
            )
            ct.add_row(
                "ms per graph step (superstep): plain / zeusmem",
                f"{fmt(ck['plain_ms_per_step'])} / {fmt(ck['zeusmem_ms_per_step'])}",
            )
            ct.add_row(
                "graph steps per turn: plain / zeusmem",
                f"{fmt(ck['steps_per_turn']['plain'], 1)} / {fmt(ck['steps_per_turn']['zeusmem'], 1)}",
            )
            ct.add_row(
                "overhead per step (per turn, p50)",
                f"{fmt(ck['overhead_per_step'])}x ({fmt(ck['overhead_per_turn_p50'])}x)",
            )
            a = ck["archive"]
            ct.add_row(
                "rows per thread before → after archiving",
                f"{fmt(a['rows_per_thread_before'], 1)} → {fmt(a['rows_per_thread_after'], 1)}",
            )
            ct.add_row(
                "bytes per thread before → after archiving",
                f"{fmt(a['bytes_per_thread_before'], 0)} → {fmt(a['bytes_per_thread_after'], 0)}",
            )
        else:
            ct.add_row("episodic wiring", f"n/a ({ck.get('reason', '')})")
        console.print(ct)
    for size, cc in sorted((results.get("concurrency") or {}).items(), key=lambda kv: int(kv[0])):
        t = Table(title=f"Throughput under concurrency, {int(size):,} memories, pool {cc.get('pool_size')} per process"
                  " and system")
        for col in ("mode", "clients", "system", "searches/s", "p50 ms", "p95 ms", "CPU ms/search", "zeusmem/pgstore"):
            t.add_column(col, justify="left" if col in ("mode", "system") else "right")
        for mode, label in (("asyncio", "1 process"), ("processes_mode", f"{cc.get('processes')} processes")):
            for level in sorted(cc.get(mode) or {}, key=int):
                for name, x in cc[mode][level].items():
                    ratio = (cc.get("ratios") or {}).get(mode, {}).get(level) if name == "zeusmem" else None
                    t.add_row(label, level, name, fmt(x["searches_per_s"], 0), fmt(x["latency_ms"].get("p50")),
                              fmt(x["latency_ms"].get("p95")), fmt(x.get("cpu_ms_per_search")),
                              "" if ratio is None else f"{ratio:.2f}x")
        console.print(t)
    gt = Table(title="Goals")
    for col in ("goal", "figure", "met"):
        gt.add_column(col)
    for g in results.get("goals", []):
        met = "n/a" if g["met"] is None else ("[green]met[/green]" if g["met"] else "[red]missed[/red]")
        gt.add_row(g["text"], g["figure"], met)
    console.print(gt)


def write_json(results: dict[str, Any], out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = (
        out_dir / f"bench-{results['mode']}-{results['started'].replace(':', '').replace('-', '')[:15]}.json"
    )
    path.write_text(json.dumps(results, indent=2, default=str))
    (out_dir / f"latest-{results['mode']}.json").write_text(json.dumps(results, indent=2, default=str))
    return path


def plots(results: dict[str, Any], out_dir: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = sorted(results["sizes"], key=int)
    if not sizes:
        return []
    systems = list(results["sizes"][sizes[0]]["latency"])
    paths = []
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2))
    for ax, cls in zip(axes, ("small", "huge"), strict=True):
        for name in systems:
            xs = [int(s) for s in sizes if name in results["sizes"][s]["latency"]]
            p50 = [
                results["sizes"][s]["latency"][name][cls]["p50"]
                for s in sizes
                if name in results["sizes"][s]["latency"]
            ]
            p95 = [
                results["sizes"][s]["latency"][name][cls]["p95"]
                for s in sizes
                if name in results["sizes"][s]["latency"]
            ]
            line = ax.plot(xs, p95, marker="o", label=f"{name} p95")[0]
            ax.plot(xs, p50, marker=".", linestyle="--", color=line.get_color(), label=f"{name} p50")
        ax.axhline(5.0, color="grey", linewidth=0.8, linestyle=":")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("memories in the store")
        ax.set_ylabel("search latency, ms (k=5)")
        ax.set_title(f"{cls} scopes")
        ax.grid(True, which="both", alpha=0.3)
    axes[0].legend(fontsize=7)
    fig.tight_layout()
    p = out_dir / f"latency-vs-size-{results['mode']}.png"
    fig.savefig(p, dpi=120)
    plt.close(fig)
    paths.append(p)
    # quality bars at the largest size
    q = results["sizes"][sizes[-1]].get("quality")
    if q:
        fig, ax = plt.subplots(figsize=(8, 3.8))
        names = list(q)
        kinds = ["paraphrase", "rare", "superseded", "all"]
        width = 0.8 / len(names)
        for i, name in enumerate(names):
            ax.bar(
                [k + i * width for k in range(len(kinds))],
                [q[name].get(kd, {}).get("recall@5", 0) for kd in kinds],
                width,
                label=name,
            )
        ax.set_xticks([k + 0.4 - width / 2 for k in range(len(kinds))], kinds)
        ax.set_ylabel("recall@5")
        ax.set_ylim(0, 1.05)
        ax.legend(fontsize=7, ncol=3)
        ax.set_title(f"Retrieval quality at {int(sizes[-1]):,} memories")
        fig.tight_layout()
        p = out_dir / f"quality-{results['mode']}.png"
        fig.savefig(p, dpi=120)
        plt.close(fig)
        paths.append(p)
    return paths


def markdown(results: dict[str, Any]) -> str:
    """The Performance section (tables of the run) as Markdown, for the README."""
    m = results["machine"]
    srv = results.get("server", {})
    lines: list[str] = []
    sizes = sorted(results["sizes"], key=int)
    lines.append(
        f"Machine: {m['cores']} cores ({m['cpu'] or 'unknown CPU'}), {m['memory_gib']} GiB RAM, "
        f"PostgreSQL {srv.get('server_version')} + pgvector {srv.get('pgvector')} (embedded, defaults: "
        f"shared_buffers {srv.get('shared_buffers')}), Python {m['python']}. Load average at start "
        f"{', '.join(f'{x:.1f}' for x in (m.get('loadavg_at_start') or []))}."
    )
    lines.append("")
    lines.append(
        "**Search** (k=5, query embedding excluded, one connection, systems interleaved, steady state):"
    )
    lines.append("")
    lines.append(
        "| memories | system | p50 ms | p95 ms | p99 ms | zeusmem/peer p95 | recall@10 small"
        " | recall@10 huge |"
    )
    lines.append("|---:|---|---:|---:|---:|---:|---:|---:|")
    for s in sizes:
        r = results["sizes"][s]
        z95 = r["latency"]["zeusmem"]["all"]["p95"]
        for name, lat in r["latency"].items():
            rec = r.get("recall", {}).get(name, {})
            ratio = "" if name == "zeusmem" else f"{z95 / lat['all']['p95']:.2f}"
            lines.append(
                f"| {int(s):,} | {name} | {fmt(lat['all']['p50'])} | {fmt(lat['all']['p95'])} | "
                f"{fmt(lat['all']['p99'])} | {ratio} | {fmt(rec.get('small'), 3)} | "
                f"{fmt(rec.get('huge'), 3)} |"
            )
    eq = {s: results["sizes"][s].get("recall", {}).get("zeusmem_exact_equivalence", {}) for s in sizes}
    lines.append("")
    lines.append(
        "zeusmem exact-equivalence (its ranking vs scoring every visible item): "
        + "; ".join(
            f"{int(s):,}: small {fmt(e.get('small'), 3)}, huge {fmt(e.get('huge'), 3)}" for s, e in eq.items()
        )
    )
    last = results["sizes"][sizes[-1]]
    q = last.get("quality")
    if q:
        lines.append("")
        lines.append(
            f"**Retrieval quality** ({last['workload']['questions']} labelled questions, "
            f"{int(sizes[-1]):,} memories):"
        )
        lines.append("")
        lines.append(
            "| method | R@1 | R@5 | R@10 | MRR | paraphrase R@5 | rare-term R@5 | superseded R@5"
            " | newest first |"
        )
        lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for name, mm in q.items():
            lines.append(
                f"| {name} | {fmt(mm['all']['recall@1'], 3)} | {fmt(mm['all']['recall@5'], 3)} | "
                f"{fmt(mm['all']['recall@10'], 3)} | {fmt(mm['all']['mrr'], 3)} | "
                f"{fmt(mm.get('paraphrase', {}).get('recall@5'), 3)} | "
                f"{fmt(mm.get('rare', {}).get('recall@5'), 3)} | "
                f"{fmt(mm.get('superseded', {}).get('recall@5'), 3)} | "
                f"{fmt(mm.get('superseded_newest_first'), 3)} |"
            )
    lines.append("")
    lines.append("**Writes, context, checkpoints:**")
    lines.append("")
    lines.append("| figure | " + " | ".join(f"{int(s):,}" for s in sizes) + " |")
    lines.append("|---|" + "---:|" * len(sizes))

    def row(label: str, f: Any) -> None:
        vals = []
        for s in sizes:
            try:
                vals.append(f(results["sizes"][s]))
            except (KeyError, TypeError, ZeroDivisionError):
                vals.append("n/a")
        lines.append(f"| {label} | " + " | ".join(vals) + " |")

    row(
        "add_explicit_memory p50 / p95 ms (gate incl.)",
        lambda r: f"{fmt(r['writes']['p50'])} / {fmt(r['writes']['p95'])}",
    )
    row("bulk import (COPY) memories/s", lambda r: fmt(r["load"]["zeusmem"]["rows_per_s"], 0))
    row(
        "context assembly p50 / p95 ms",
        lambda r: f"{fmt(r['context']['latency']['p50'])} / {fmt(r['context']['latency']['p95'])}",
    )
    row(
        "tokens injected per turn p50 / max",
        lambda r: f"{fmt(r['context']['tokens']['p50'], 0)} / {fmt(r['context']['tokens']['max'], 0)}",
    )
    ck = results.get("checkpoints", {})
    if ck.get("available"):
        a = ck["archive"]
        lines.append("")
        lines.append(
            f"Checkpoints: {fmt(ck['plain_ms_per_step'])} ms per graph step with a plain AsyncPostgresSaver, "
            f"{fmt(ck['zeusmem_ms_per_step'])} ms with zeusmem's episodic wiring "
            f"({fmt(ck['overhead_per_step'])}x; {fmt(ck['overhead_per_turn_p50'])}x per turn, which has "
            "one more step: the approval middleware); archiving idle threads: "
            f"{fmt(a['rows_per_thread_before'], 1)} → "
            f"{fmt(a['rows_per_thread_after'], 1)} rows and {fmt(a['bytes_per_thread_before'], 0)} → "
            f"{fmt(a['bytes_per_thread_after'], 0)} bytes per thread."
        )
    lines.append("")
    lines.append("**Goals:**")
    lines.append("")
    lines.append("| goal | figure | |")
    lines.append("|---|---|---|")
    for g in results.get("goals", []):
        met = "n/a" if g["met"] is None else ("met" if g["met"] else "**missed**")
        lines.append(f"| {g['text']} | {g['figure']} | {met} |")
    return "\n".join(lines) + "\n"
