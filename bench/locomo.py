"""``python -m bench locomo``: zeusmem on real conversations (LoCoMo), evidence retrieval, no LLM.

The data is research data and never part of this repository: it is read at run time from
``--locomo-dir``, ``ZEUSMEM_LOCOMO_DIR`` or the first ``shared/locomo-dev`` folder found next to
the repository or one of its parents (``../shared/locomo-dev/``). Without it the mode says so
and exits (status 0): nothing to measure.

Per conversation, two runs, each into a user scope of its own:

* **turns**: every dialog turn stored as ``"{speaker}: {text}"`` (plus ``" [image: {caption}]"``)
  with ``add_explicit_memory`` (type ``fact``) in dialog order; a question's gold = the turns
  whose ``dia_id`` is in its evidence;
* **observations**: every extracted fact, gold = the facts whose ``dia_id`` meets the evidence.

Questions of categories 1-4 with evidence (category 5 is adversarial). recall@k = share of a
question's gold memories among the top k, averaged over questions; MRR of the first gold hit in
the top 10. Systems, on the same texts and the same vectors (the local MiniLM, cached):

* ``zeusmem search``: ``search_memories`` after the write path (gate, conflicts) had its say;
* ``cosine kNN``: exact cosine over every memory (nothing rejected, nothing hidden);
* ``PostgreSQL full-text``: ``ts_rank`` of the ``english`` tsvector against the OR of the
  question's lexemes, over every memory;
* ``zeusmem vector-only`` / ``zeusmem lexical-only``: the two halves of zeusmem's relevance over
  what zeusmem keeps active, and (``--study``) the fusion candidates the default was chosen from.

Also reported: the share of stored memories hidden by conflicts (status other than active after
the ingest), open conflicts, the gate's rejections by reason and the ingest's write latency.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

KINDS = ("turns", "observations")
CATEGORIES = (1, 2, 3, 4)
KS = (1, 5, 10)
_DIA = re.compile(r"D\d+:\d+")


@dataclass(frozen=True, slots=True)
class Item:
    text: str
    dia_ids: frozenset[str]


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    evidence: frozenset[str]
    category: int


@dataclass(slots=True)
class Conversation:
    name: str
    turns: list[Item] = field(default_factory=list)
    observations: list[Item] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)

    def items(self, kind: str) -> list[Item]:
        return self.turns if kind == "turns" else self.observations

    def gold(self, kind: str, q: Question) -> set[int]:
        return {i for i, m in enumerate(self.items(kind)) if m.dia_ids & q.evidence}


def find_data_dir(explicit: Path | None = None) -> Path | None:
    """The LoCoMo folder: ``explicit``, ``$ZEUSMEM_LOCOMO_DIR``, else ``shared/locomo-dev`` beside
    the repository or one of its parents. None when there is none."""
    if explicit is not None:
        return explicit if explicit.is_dir() else None
    env = os.environ.get("ZEUSMEM_LOCOMO_DIR", "").strip()
    if env:
        p = Path(env).expanduser()
        return p if p.is_dir() else None
    for parent in Path(__file__).resolve().parents[1:]:
        p = parent / "shared" / "locomo-dev"
        if p.is_dir() and any(p.glob("*.json")):
            return p
    return None


def _session_numbers(d: dict[str, Any]) -> list[int]:
    return sorted(int(k.split("_")[1]) for k in d if re.fullmatch(r"session_\d+", k))


def load_conversation(path: Path) -> Conversation:
    """One LoCoMo conversation file (see the folder's README for the format)."""
    d = json.loads(path.read_text())
    conv = Conversation(path.stem)
    for n in _session_numbers(d):
        for t in d[f"session_{n}"]:
            text = f"{t['speaker']}: {t['text']}"
            if t.get("blip_caption"):
                text += f" [image: {t['blip_caption']}]"
            conv.turns.append(Item(text, frozenset([t["dia_id"]])))
        for facts in (d.get(f"session_{n}_observation") or {}).values():
            for fact, ids in facts:
                raw = " ".join(ids) if isinstance(ids, list) else str(ids)
                conv.observations.append(Item(fact, frozenset(_DIA.findall(raw))))
    for q in d.get("qa", []):
        ev = frozenset(_DIA.findall(" ".join(str(e) for e in q.get("evidence") or [])))
        if q.get("category") in CATEGORIES and ev:
            conv.questions.append(Question(str(q["question"]), ev, int(q["category"])))
    return conv


def load(data_dir: Path, names: Sequence[str] | None = None) -> list[Conversation]:
    files = sorted(data_dir.glob("*.json"))
    if names:
        files = [f for f in files if f.stem in set(names)]
    return [load_conversation(f) for f in files]


# --- metrics (pure) ------------------------------------------------------------------------------
def question_scores(ranked: Sequence[int], gold: set[int]) -> dict[str, float]:
    """recall@1/5/10 (share of ``gold`` in the top k) and reciprocal rank (top 10) of one question."""
    out = {f"recall@{k}": len(gold & set(ranked[:k])) / len(gold) for k in KS}
    rr = next((1.0 / (i + 1) for i, x in enumerate(ranked[:10]) if x in gold), 0.0)
    out["mrr"] = rr
    return out


def mean_scores(rows: Sequence[dict[str, float]]) -> dict[str, float]:
    if not rows:
        return {f"recall@{k}": float("nan") for k in KS} | {"mrr": float("nan"), "questions": 0}
    keys = rows[0].keys()
    return {k: float(np.mean([r[k] for r in rows])) for k in keys} | {"questions": len(rows)}


# The fusion study (``--study``): relevance from cosine ``v`` and zeusmem's lexical relevance
# ``x[b]`` (BM25 length normalisation ``b``), ranked over the same active memories. The default
# (:func:`zeusmem.service.ranking.fuse`) is ``v + (1 - v) * x`` with b = 0.4.
Fusion = Callable[[np.ndarray, dict[float, np.ndarray]], np.ndarray]
STUDY_B = (0.2, 0.3, 0.4, 0.5, 0.75)
FUSIONS: dict[str, Fusion] = {
    "previous default: v + (1-v)*0.6*x, b 0.75": lambda v, x: v + (1 - v) * 0.6 * x[0.75],
    **{f"v + (1-v)*x, b {b}": (lambda v, x, b=b: v + (1 - v) * x[b]) for b in STUDY_B},
    **{f"v + (1-v)*0.8*x, b {b}": (lambda v, x, b=b: v + (1 - v) * 0.8 * x[b]) for b in (0.3, 0.4)},
    "0.5 v + 0.5 x, b 0.4": lambda v, x: 0.5 * v + 0.5 * x[0.4],
    "0.6 v + 0.4 x, b 0.4": lambda v, x: 0.6 * v + 0.4 * x[0.4],
    "max(v, x), b 0.4": lambda v, x: np.maximum(v, x[0.4]),
    "reciprocal rank fusion k=60, b 0.4": lambda v, x: _rrf(v, x[0.4]),
    "reciprocal rank fusion k=5, b 0.4": lambda v, x: _rrf(v, x[0.4], 5),
}


def _rrf(v: np.ndarray, x: np.ndarray, k: int = 60) -> np.ndarray:
    rv = np.empty(len(v))
    rv[np.argsort(-v, kind="stable")] = np.arange(1, len(v) + 1)
    rx = np.empty(len(x))
    rx[np.argsort(-x, kind="stable")] = np.arange(1, len(x) + 1)
    return 1.0 / (k + rv) + np.where(x > 0, 1.0 / (k + rx), 0.0)


# --- the run -------------------------------------------------------------------------------------
@dataclass
class KindResult:
    stored: int = 0
    offered: int = 0
    hidden: int = 0
    status: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)
    open_conflicts: int = 0
    resolved_conflicts: int = 0
    write_ms: list[float] = field(default_factory=list)
    scores: dict[str, list[dict[str, float]]] = field(default_factory=dict)
    by_category: dict[str, dict[int, list[dict[str, float]]]] = field(default_factory=dict)
    hidden_examples: list[tuple[str, str]] = field(default_factory=list)

    def add(self, system: str, category: int, s: dict[str, float]) -> None:
        self.scores.setdefault(system, []).append(s)
        self.by_category.setdefault(system, {}).setdefault(category, []).append(s)


async def _ingest(svc: Any, ctx: Any, items: Sequence[Item], res: KindResult) -> dict[str, int]:
    from zeusmem.errors import GateRejected

    ids: dict[str, int] = {}
    for i, m in enumerate(items):
        res.offered += 1
        t0 = time.perf_counter()
        try:
            item = await svc.add_explicit_memory(ctx, m.text, "fact")
        except GateRejected as e:
            res.rejected[e.verdict.reason.value] += 1
        else:
            ids[item.id] = i
            res.stored += 1
        res.write_ms.append((time.perf_counter() - t0) * 1000)
    return ids


async def _after_ingest(svc: Any, ctx: Any, ids: dict[str, int], items: Sequence[Item], res: KindResult) -> None:
    async with svc.repo.db.connection() as conn:
        cur = await conn.execute(
            "SELECT id, status, provenance FROM zeusmem.memory_items WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s",
            (ctx.user_id,),
        )
        rows = await cur.fetchall()
        cur = await conn.execute(
            "SELECT status, count(*) FROM zeusmem.memory_conflicts WHERE scope = 'user' AND scope_id = %s"
            " GROUP BY status",
            (ctx.user_id,),
        )
        conflicts = dict(await cur.fetchall())
    by_id = {r[0]: r for r in rows}
    for mid in ids:
        status = by_id[mid][1] if mid in by_id else "missing"
        res.status[status] += 1
        if status != "active":
            res.hidden += 1
            winner = (by_id[mid][2] or {}).get("superseded_by") if mid in by_id else None
            if winner in ids and len(res.hidden_examples) < 6:
                res.hidden_examples.append((items[ids[mid]].text[:90], items[ids[winner]].text[:90]))
    res.open_conflicts += int(conflicts.get("open", 0))
    res.resolved_conflicts += int(conflicts.get("resolved", 0))


async def _zeusmem_rows(svc: Any, ctx: Any) -> tuple[list[str], list[dict[str, int]]]:
    """Ids and tsvectors of the active items of the scope, in a stable order."""
    from zeusmem.service import ranking

    async with svc.repo.db.connection() as conn:
        cur = await conn.execute(
            "SELECT id, tsv::text FROM zeusmem.memory_items WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s AND status = 'active' AND (expires_at IS NULL OR expires_at > now())"
            " ORDER BY id",
            (ctx.user_id,),
        )
        rows = await cur.fetchall()
    return [r[0] for r in rows], [ranking.parse_tsvector(r[1]) for r in rows]


async def _lexical(
    svc: Any, ctx: Any, query: str, tfs: Sequence[dict[str, int]], bs: Sequence[float]
) -> dict[float, np.ndarray]:
    from zeusmem.service import ranking

    async with svc.repo.db.connection() as conn:
        cur = await conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (query,))
        terms = list((await cur.fetchone())[0] or [])
        cur = await conn.execute(
            "SELECT n_active, total_len FROM zeusmem.scope_stats WHERE org_id = '' AND scope = 'user'"
            " AND scope_id = %s",
            (ctx.user_id,),
        )
        row = await cur.fetchone()
        n_docs, total = (int(row[0]), int(row[1])) if row else (0, 0)
        cur = await conn.execute(
            "SELECT lexeme, df FROM zeusmem.term_stats WHERE org_id = '' AND scope = 'user' AND scope_id = %s"
            " AND lexeme = ANY(%s)",
            (ctx.user_id, terms),
        )
        df = {lx: int(n) for lx, n in await cur.fetchall()}
    avg = total / n_docs if n_docs else 0.0
    return {
        b: np.array(
            [ranking.lexical_relevance(terms, tf, df=df, n_docs=n_docs, avg_len=avg, b=b) for tf in tfs], dtype=float
        )
        for b in bs
    }


async def _fts_setup(url: str, conv: Conversation) -> None:
    import psycopg

    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS bench_locomo_fts (conv text, kind text, idx int, tsv tsvector)"
        )
        for kind in KINDS:
            async with conn.cursor() as cur:
                await cur.executemany(
                    "INSERT INTO bench_locomo_fts VALUES (%s, %s, %s, to_tsvector('english', %s))",
                    [(conv.name, kind, i, m.text) for i, m in enumerate(conv.items(kind))],
                )


async def _fts_rank(conn: Any, conv: str, kind: str, query: str) -> list[int]:
    cur = await conn.execute(
        "WITH q AS (SELECT nullif(array_to_string(tsvector_to_array(to_tsvector('english', %s)), ' | '), '')"
        "   ::tsquery AS q)"
        " SELECT f.idx FROM bench_locomo_fts f, q WHERE f.conv = %s AND f.kind = %s AND f.tsv @@ q.q"
        " ORDER BY ts_rank(f.tsv, q.q) DESC, f.idx LIMIT 10",
        (query, conv, kind),
    )
    return [r[0] for r in await cur.fetchall()]


async def run_conversation(
    svc: Any, url: str, cache: Any, conv: Conversation, results: dict[str, KindResult], *, study: bool
) -> None:
    import psycopg

    from zeusmem.types import SecurityContext

    await _fts_setup(url, conv)
    for kind in KINDS:
        res = results[kind]
        items = conv.items(kind)
        ctx = SecurityContext(f"locomo-{conv.name}-{kind}")
        ids = await _ingest(svc, ctx, items, res)
        await _after_ingest(svc, ctx, ids, items, res)
        all_vecs = cache.matrix([m.text for m in items])
        active_ids, tfs = await _zeusmem_rows(svc, ctx)
        active_idx = np.array([ids.get(i, -1) for i in active_ids])
        active_vecs = all_vecs[np.clip(active_idx, 0, None)] if len(active_idx) else all_vecs[:0]
        async with await psycopg.AsyncConnection.connect(url, autocommit=True) as fconn:
            for q in conv.questions:
                gold = conv.gold(kind, q)
                if not gold:
                    continue
                qvec = cache.get(q.text)
                hits = await svc.search_memories(ctx, q.text, k=10)
                res.add("zeusmem search", q.category, question_scores([ids.get(h.item.id, -1) for h in hits], gold))
                cos = all_vecs @ qvec
                res.add("cosine kNN", q.category, question_scores(list(np.argsort(-cos, kind="stable")[:10]), gold))
                fts = await _fts_rank(fconn, conv.name, kind, q.text)
                res.add("PostgreSQL full-text", q.category, question_scores(fts, gold))
                if not len(active_idx):
                    continue
                v = np.clip(active_vecs @ qvec, 0.0, 1.0)
                from zeusmem.service import ranking

                xs = await _lexical(svc, ctx, q.text, tfs, sorted({ranking.B, *(STUDY_B if study else ())}))
                x = xs[ranking.B]

                def top(score: np.ndarray, mask: np.ndarray | None = None, idx: np.ndarray = active_idx) -> list[int]:
                    order = np.lexsort((np.arange(len(score)), -score))
                    if mask is not None:
                        order = [i for i in order if mask[i]]
                    return [int(idx[i]) for i in list(order)[:10]]

                res.add("zeusmem vector-only", q.category, question_scores(top(v), gold))
                res.add("zeusmem lexical-only", q.category, question_scores(top(x, x > 0), gold))
                if study:
                    for name, f in FUSIONS.items():
                        res.add(f"fusion: {name}", q.category, question_scores(top(f(v, xs)), gold))


def summarize(results: dict[str, KindResult]) -> dict[str, Any]:
    from bench.measure import summary

    out: dict[str, Any] = {}
    for kind, r in results.items():
        out[kind] = {
            "offered": r.offered,
            "stored": r.stored,
            "rejected": dict(r.rejected),
            "status_after_ingest": dict(r.status),
            "hidden": r.hidden,
            "hidden_share": r.hidden / r.stored if r.stored else 0.0,
            "open_conflicts": r.open_conflicts,
            "resolved_conflicts": r.resolved_conflicts,
            "hidden_examples": r.hidden_examples,
            "write_ms": summary(r.write_ms),
            "retrieval": {s: mean_scores(rows) for s, rows in r.scores.items()},
            "retrieval_by_category": {
                s: {str(c): mean_scores(rows) for c, rows in sorted(d.items())} for s, d in r.by_category.items()
            },
        }
    return out


def print_summary(summary: dict[str, Any], console: Any) -> None:
    from rich.table import Table

    for kind, s in summary.items():
        console.print(
            f"[bold]{kind}[/bold]: {s['offered']} offered, {s['stored']} stored, rejected {s['rejected'] or '{}'}, "
            f"hidden after ingest {s['hidden']} ({100 * s['hidden_share']:.2f}%), "
            f"conflicts open {s['open_conflicts']} / resolved {s['resolved_conflicts']}, "
            f"add p95 {s['write_ms']['p95']:.1f} ms"
        )
        for old, new in s["hidden_examples"][:3]:
            console.print(f"  hidden: {old!r}\n     by: {new!r}")
        t = Table(title=f"LoCoMo {kind}: evidence retrieval ({next(iter(s['retrieval'].values()))['questions']} q)")
        for col in ("system", "R@1", "R@5", "R@10", "MRR"):
            t.add_column(col, justify="left" if col == "system" else "right")
        for name, m in s["retrieval"].items():
            t.add_row(name, *(f"{m[k]:.3f}" for k in ("recall@1", "recall@5", "recall@10", "mrr")))
        console.print(t)


def markdown(summary: dict[str, Any]) -> str:
    lines = ["| system | turns R@1 | R@5 | R@10 | MRR | observations R@1 | R@5 | R@10 | MRR |", "|---|" + "---:|" * 8]
    names = list(dict.fromkeys(n for s in summary.values() for n in s["retrieval"]))
    for n in names:
        cells = []
        for kind in KINDS:
            m = summary.get(kind, {}).get("retrieval", {}).get(n)
            cells += [f"{m[k]:.3f}" if m else "" for k in ("recall@1", "recall@5", "recall@10", "mrr")]
        lines.append(f"| {n} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


async def main_async(args: Any, *, admin: str | None = None, cache: Any = None) -> dict[str, Any] | None:
    """Run the LoCoMo mode; None (after saying why) when the data is not there."""
    from rich.console import Console

    from bench import report
    from bench.server import create_database, drop_database, server_settings
    from bench.server import given_or_admin_url as _admin
    from bench.vectors import VectorCache

    console = Console(width=None if os.isatty(1) else 150)
    data_dir = find_data_dir(args.locomo_dir)
    if data_dir is None:
        console.print(
            "[yellow]locomo: skipped: no LoCoMo data found[/yellow] (looked at --locomo-dir, "
            "$ZEUSMEM_LOCOMO_DIR and shared/locomo-dev beside the repository and its parents). "
            "The data is not part of zeusmem; point --locomo-dir at a folder of LoCoMo conversation files."
        )
        return None
    names = [x.strip() for x in args.conversations.split(",")] if args.conversations else None
    convs = load(data_dir, names)
    if not convs:
        console.print(f"[yellow]locomo: skipped: no conversation files in {data_dir}[/yellow]")
        return None
    cache = cache if cache is not None else VectorCache()
    texts = [m.text for c in convs for k in KINDS for m in c.items(k)] + [q.text for c in convs for q in c.questions]
    todo = cache.missing(texts)
    if todo:
        console.print(f"locomo: embedding {len(todo)} new texts (MiniLM, cached after)")
        cache.ensure(todo)
    import zeusmem
    from bench.vectors import CachedEmbeddings

    t0 = time.perf_counter()
    results = {k: KindResult() for k in KINDS}
    with _admin(admin) as admin_url:
        url = create_database(admin_url, "zmlocomo")
        try:
            async with zeusmem.open_memory(url, CachedEmbeddings(cache), settings=zeusmem.Settings()) as svc:
                for conv in convs:
                    console.print(
                        f"locomo {conv.name}: {len(conv.turns)} turns, {len(conv.observations)} observations, "
                        f"{len(conv.questions)} questions"
                    )
                    await run_conversation(svc, url, cache, conv, results, study=args.study)
            server = server_settings(admin_url)
        finally:
            if not args.keep:
                drop_database(admin_url, url)
    summary = summarize(results)
    out = {
        "mode": "locomo",
        "data_dir": str(data_dir),
        "conversations": [c.name for c in convs],
        "machine": report.machine(),
        "server": server,
        "seconds": time.perf_counter() - t0,
        **summary,
    }
    print_summary(summary, console)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "locomo-latest.json"
    path.write_text(json.dumps(out, indent=2, default=str))
    (args.out / "LOCOMO.md").write_text(markdown(summary))
    console.print(f"JSON: {path}\nMarkdown: {args.out / 'LOCOMO.md'}\ntotal {out['seconds']:.0f} s")
    return out
