"""Measurements: latency, recall against exact search, retrieval quality, writes, context assembly.

Quality methods: ``vector-only`` (cosine) and ``full-text-only`` (the BM25-style lexical relevance)
are the two halves, ``hybrid relevance`` their fusion (:func:`zeusmem.rules.ranking.fuse`), all
three brute force over zeusmem's visible set; ``zeusmem search`` is ``search_memories`` itself,
which ranks by the seed formula (0.5 relevance + 0.3 confidence + 0.2 scope priority; the
corpus's confidences are random, so that part costs it some recall@1 here); the peers are
searched as they are meant to be used.

Exact references are brute force over the *same visible set* a system searches:

* zeusmem: every visible, active, unexpired item (zeusmem's own security filter), scored with
  the same pure functions as ``search_memories`` (:mod:`zeusmem.rules.ranking`) — so
  "exact-equivalence" compares the indexed plan with scoring everything;
* vector recall (all systems): exact cosine top-10 over the visible set (ties within 1e-6 count).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from bench.corpus import Corpus, Ctx, Memory, Question
from bench.systems import ZeusmemSystem, peer_visible
from bench.vectors import VectorCache


def pct(xs: Sequence[float], p: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    i = min(len(s) - 1, max(0, math.ceil(p / 100 * len(s)) - 1))
    return s[i]


def summary(xs: Sequence[float]) -> dict[str, float]:
    return {
        "n": len(xs),
        "p50": pct(xs, 50),
        "p95": pct(xs, 95),
        "p99": pct(xs, 99),
        "mean": float(np.mean(xs)) if xs else float("nan"),
    }


# --- latency ------------------------------------------------------------------------------------
async def latency(
    systems: Sequence[Any],
    workload: Sequence[tuple[Ctx, str, str]],
    *,
    k: int = 5,
    warmup: int = 100,
    tick: Callable[[], None] | None = None,
) -> dict[str, dict[str, Any]]:
    """Interleaved: every query runs on every system (rotating the order), sequentially, one at a time.

    The first ``warmup`` queries run untimed first (connections, caches, prepared statements and
    their generic plans): a memory service answers many searches per process, the figures are
    its steady state.
    """
    for ctx, q, _ in workload[:warmup]:
        for s in systems:
            await s.search(ctx, q, k)
    times: dict[str, dict[str, list[float]]] = {s.name: {"all": [], "small": [], "huge": []} for s in systems}
    for i, (ctx, q, cls) in enumerate(workload):
        order = list(systems[i % len(systems) :]) + list(systems[: i % len(systems)])
        for s in order:
            t0 = time.perf_counter()
            await s.search(ctx, q, k)
            dt = (time.perf_counter() - t0) * 1000
            if not cls.endswith("_sample"):  # an extra sample of one class: not in the overall figures
                times[s.name]["all"].append(dt)
            times[s.name][cls.removesuffix("_sample")].append(dt)
        if tick:
            tick()
    return {name: {cls: summary(v) for cls, v in d.items()} for name, d in times.items()}


# --- exact references ------------------------------------------------------------------------------
def _recall(returned: Sequence[str], exact_ids: Sequence[str], dist: dict[str, float], k: int) -> float:
    """Share of the exact top-k found; a returned item tied with the k-th exact distance counts.

    Similarity is clipped at 0 (zeusmem's ``fuse``): every non-positive cosine (distance >= 1)
    ties, so when the k-th exact item is one of them, so is any other.
    """
    if not exact_ids:
        return 1.0
    kk = min(k, len(exact_ids))
    cutoff = dist[exact_ids[kk - 1]] + 1e-6
    if cutoff >= 1.0:
        cutoff = float("inf")
    good = sum(1 for r in returned[:k] if r in dist and dist[r] <= cutoff)
    return min(kk, good) / kk


def exact_topk(
    vectors: np.ndarray, ids: Sequence[str], q: np.ndarray, k: int
) -> tuple[list[str], dict[str, float]]:
    if not len(ids):
        return [], {}
    d = 1.0 - vectors @ q
    order = np.argsort(d, kind="stable")[:k]
    return [ids[i] for i in order], {ids[i]: float(d[i]) for i in range(len(ids))}


@dataclass
class ZeusExact:
    """Brute-force search over zeusmem's visible set, with the service's scoring (no index)."""

    system: ZeusmemSystem

    async def rows(self, ctx: Ctx, qvec: np.ndarray) -> list[dict[str, Any]]:
        from psycopg.rows import dict_row

        from zeusmem.storage import sql as q

        svc = self.system.service
        sctx = self.system.security_context(ctx)
        params = {**svc._params(sctx), "qvec": qvec}
        scopes = svc._scopes(sctx)
        query = q.sql.SQL(
            "SELECT m.id, m.lineage_id, m.version, m.memory_type, m.key, m.confidence, m.scope, m.content,"
            " m.observed_at, m.valid_from,"
            " m.tsv::text AS tsv_text, m.context_tsv::text AS context_tsv_text,"
            " vector_send(m.embedding) AS emb,"
            " 1 - (m.embedding::vector(384) <=> %(qvec)s::vector(384)) AS vsim"
            " FROM zeusmem.memory_items m WHERE {visible} AND m.status = 'active'"
            " AND (m.expires_at IS NULL OR m.expires_at > now())"
        ).format(visible=q.visible_clause(scopes))
        async with svc.repo.db.connection() as conn, conn.cursor(row_factory=dict_row, binary=True) as cur:
            await cur.execute(query, params)
            return await cur.fetchall()

    async def stats(self, ctx: Ctx, query: str) -> tuple[list[str], int, float, dict[str, int]]:
        svc = self.system.service
        sctx = self.system.security_context(ctx)
        keys = [(s, sid) for s, sid in ctx.scopes]
        async with svc.repo.db.connection() as conn:
            cur = await conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (query,))
            terms = list((await cur.fetchone())[0] or [])
            n_docs = 0
            total = 0
            df: dict[str, int] = {}
            for s, sid in keys:
                cur = await conn.execute(
                    "SELECT n_active, total_len FROM zeusmem.scope_stats WHERE org_id = %s AND scope = %s"
                    " AND scope_id = %s",
                    (sctx.org_id or "", s, sid),
                )
                row = await cur.fetchone()
                if row:
                    n_docs += int(row[0])
                    total += int(row[1])
                cur = await conn.execute(
                    "SELECT lexeme, df FROM zeusmem.term_stats"
                    " WHERE org_id = %s AND scope = %s AND scope_id = %s"
                    " AND lexeme = ANY(%s)",
                    (sctx.org_id or "", s, sid, terms),
                )
                for lx, n in await cur.fetchall():
                    df[lx] = df.get(lx, 0) + int(n)
        return terms, n_docs, (total / n_docs if n_docs else 0.0), df

    async def rank(self, ctx: Ctx, query: str, qvec: np.ndarray) -> dict[str, list[str]]:
        """Rankings over the whole visible set: ``hybrid`` (the service's scoring, collapsed),
        ``vector`` (cosine only) and ``lexical`` (BM25-style only). A query naming a period gets the
        service's period bonus: in the statement's key for the rows said in the hull of its periods
        (``zeusmem.storage.sql.DATED``), in the final score for those said in one of them."""
        from datetime import UTC, datetime

        from zeusmem.rules import neighbours, periods, ranking

        svc = self.system.service
        rows = await self.rows(ctx, qvec)
        terms, n_docs, avg_len, df = await self.stats(ctx, query)
        w = svc.settings.rank_weights
        qwords = neighbours.query_words(query)
        named = periods.named_periods(query, datetime.now(UTC))
        lo = min((a for a, _ in named), default=None)
        hi = max((b for _, b in named), default=None)

        def in_hull(said: Any, valid_from: Any) -> bool:
            if lo is None or hi is None:
                return False
            return bool((said is not None and lo <= said < hi + periods.TOLD_WITHIN)
                        or (valid_from is not None and lo <= valid_from < hi))

        scored = []
        fused = []
        for r in rows:
            lex = ranking.lexical_relevance(
                terms, ranking.parse_tsvector(r["tsv_text"]), df=df, n_docs=n_docs, avg_len=avg_len
            )
            sim = ranking.fuse(float(r["vsim"]), lex)
            prio = float(svc.settings.scope_priority.get(r["scope"], 0.0))
            score = base = ranking.final_score(sim, round(float(r["confidence"]), 6), prio, w)
            if in_hull(r["observed_at"], r["valid_from"]):  # the statement's key (DATED)
                base += w.similarity * ranking.PERIOD_BONUS
            score += w.similarity * ranking.period_bonus(named, r["observed_at"], r["valid_from"])
            if r["key"] is None:  # the named speaker's turn, as the service ranks it
                score += w.similarity * ranking.speaker_bonus(qwords, str(r["content"]))
            ctx_tf = ranking.parse_tsvector(r["context_tsv_text"]) if r["context_tsv_text"] else None
            cov = ranking.coverage(terms, ranking.parse_tsvector(r["tsv_text"]), ctx_tf, df=df, n_docs=n_docs)
            score += w.similarity * ranking.coverage_bonus(cov)
            scored.append((score, r, lex, base))
            fused.append((sim, r["id"]))
        scored.sort(key=lambda t: (-t[0], t[1]["id"]))
        ids = {r["id"]: self.corpus_id(r) for r in rows}  # the corpus' ids, as the questions name them
        return {
            "hybrid_rows": scored,  # type: ignore[dict-item]
            "vector": [ids[r["id"]] for r in sorted(rows, key=lambda r: (-float(r["vsim"]), r["id"]))],
            "lexical": [
                ids[r["id"]] for _, r, lex, _ in sorted(scored, key=lambda t: (-t[2], t[1]["id"])) if lex > 0
            ],
            "fused": [ids[i] for _, i in sorted(fused, key=lambda t: (-t[0], t[1]))],
        }

    def corpus_id(self, row: Any) -> str:
        """The corpus' id of a stored version (the database keeps one id across versions)."""
        return self.system.corpus_ids.get((row["lineage_id"], row["version"]), row["id"])

    async def hybrid_topk(self, ctx: Ctx, query: str, qvec: np.ndarray, k: int) -> list[str]:
        from zeusmem.rules import ranking

        svc = self.system.service
        ranked = (await self.rank(ctx, query, qvec))["hybrid_rows"]
        # as the service: the statement's 3k best by the seed formula, re-ranked with the bonuses
        top = sorted(ranked, key=lambda t: (-t[3], t[1]["id"]))[: 3 * k]
        top.sort(key=lambda t: (-t[0], t[1]["id"]))
        keep = ranking.collapse_near_duplicates(
            [
                ranking.Candidate(
                    i,
                    r["memory_type"],
                    r["key"],
                    np.frombuffer(r["emb"], dtype=">f4", offset=4).astype(np.float32),
                    r["content"],
                )
                for i, (_, r, _, _) in enumerate(top)
            ],
            svc.settings.duplicate_threshold,
        )
        return [self.corpus_id(top[i][1]) for i in keep][:k]


async def zeus_plan_vector_topk(
    system: ZeusmemSystem, ctx: Ctx, query: str, qvec: np.ndarray, k: int
) -> list[str]:
    """The vector side of zeusmem's candidate statement alone (exact scans of small scopes, the
    per-scope ANN index of very large ones), ranked by cosine only: its recall against exact kNN."""
    from zeusmem.rules import ranking

    svc = system.service
    sctx = system.security_context(ctx)
    params, filters = svc._filters(sctx, None, None, None, False)
    scopes = svc._scopes(sctx)
    spec, model_id = await svc._spec(system.embeddings)
    cands = await svc.repo.search_candidates(
        {**params, "qvec": qvec, "query": query},
        scopes=scopes,
        model_id=model_id,
        dims=spec.dims,
        filters=filters,
        n_exact=k,
        n_ann=max(8 * k, 40),
        weights={
            "w_sim": 1.0,
            "w_conf": 0.0,
            "w_scope": 0.0,
            "lam": 0.0,
            "k1": ranking.K1,
            "b": ranking.B,
            "ctxw": 0.0,
            "p_user": 0.0,
            "p_session": 0.0,
            "p_project": 0.0,
            "dup": 1.0,
        },
    )
    vec = [c for c in cands if c.from_vector]
    vec.sort(key=lambda c: (-c.vector_similarity, c.id))
    return [system.corpus_ids.get((c.id, int(c.row.get("version") or 1)), c.id) for c in vec[:k]]


async def recall_vs_exact(
    corpus: Corpus,
    cache: VectorCache,
    systems: Sequence[Any],
    workload: Sequence[tuple[Ctx, str, str]],
    *,
    k: int = 10,
    tick: Callable[[], None] | None = None,
) -> dict[str, dict[str, float]]:
    """recall@k against exact kNN over each system's visible set, small and huge scopes apart;
    for zeusmem also the vector plan alone and exact-equivalence of the full ranking."""
    index = corpus.by_scope()
    peer_index: dict = {}
    for m in corpus.memories:
        if not m.deleted:
            peer_index.setdefault((m.org_id, m.scope, m.scope_id), []).append(m)
    acc: dict[str, dict[str, list[float]]] = {}

    def add(name: str, cls: str, v: float) -> None:
        d = acc.setdefault(name, {"small": [], "huge": [], "all": []})
        d[cls].append(v)
        d["all"].append(v)

    zs = next((s for s in systems if s.name == "zeusmem"), None)
    zexact = ZeusExact(zs) if zs else None
    for ctx, query, cls in workload:
        qvec = cache.get(query)
        assert qvec is not None
        for s in systems:
            if s.name == "zeusmem":
                vis: Sequence[Memory] = corpus.visible(ctx, index)
                ids = [m.id for m in vis]
            else:
                vis = peer_visible(corpus, ctx, s.name, peer_index)
                ids = [m.lineage_id if s.name == "pgstore" else m.id for m in vis]
            if not ids:
                continue
            mat = cache.matrix([m.content for m in vis])
            ex_ids, dist = exact_topk(mat, ids, qvec, k)
            if s.name == "zeusmem":
                assert zexact is not None
                plan = await zeus_plan_vector_topk(s, ctx, query, qvec, k)
                add("zeusmem", cls, _recall(plan, ex_ids, dist, k))
                got = await s.search(ctx, query, k)
                ref = await zexact.hybrid_topk(ctx, query, qvec, k)
                add("zeusmem_exact_equivalence", cls, len(set(got) & set(ref)) / max(1, len(ref)))
            else:
                got = await s.search(ctx, query, k)
                add(s.name, cls, _recall(got, ex_ids, dist, k))
        if tick:
            tick()
    return {
        name: {c: float(np.mean(v)) if v else float("nan") for c, v in d.items()} for name, d in acc.items()
    }


# --- retrieval quality ----------------------------------------------------------------------------------
def _rank_of(ids: Sequence[str], answer: str) -> int | None:
    try:
        return list(ids).index(answer) + 1
    except ValueError:
        return None


def quality_metrics(ranks: Sequence[int | None]) -> dict[str, float]:
    n = max(1, len(ranks))
    return {
        "recall@1": sum(1 for r in ranks if r is not None and r <= 1) / n,
        "recall@5": sum(1 for r in ranks if r is not None and r <= 5) / n,
        "recall@10": sum(1 for r in ranks if r is not None and r <= 10) / n,
        "mrr": sum(1.0 / r for r in ranks if r is not None and r <= 10) / n,
    }


async def quality(
    corpus: Corpus,
    systems: Sequence[Any],
    questions: Sequence[Question],
    *,
    tick: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """recall@1/5/10 and MRR per method, overall and per question kind; superseded: newest ranked first."""
    zs = next(s for s in systems if s.name == "zeusmem")
    zexact = ZeusExact(zs)
    ranks: dict[str, dict[str, list[int | None]]] = {}

    def put(method: str, kind: str, r: int | None) -> None:
        d = ranks.setdefault(method, {})
        d.setdefault(kind, []).append(r)
        d.setdefault("all", []).append(r)

    for q in questions:
        qvec = zs.cache.get(q.text)
        assert qvec is not None
        ranked = await zexact.rank(q.ctx, q.text, qvec)
        put("vector-only", q.kind, _rank_of(ranked["vector"][:10], q.answer_id))
        put("full-text-only", q.kind, _rank_of(ranked["lexical"][:10], q.answer_id))
        put("hybrid relevance", q.kind, _rank_of(ranked["fused"][:10], q.answer_id))
        put("zeusmem search", q.kind, _rank_of(await zs.search(q.ctx, q.text, 10), q.answer_id))
        for s in systems:
            if s.name == "zeusmem":
                continue
            got = await s.search(q.ctx, q.text, 10)
            put(s.name, q.kind, _rank_of(got, q.lineage_id if s.name == "pgstore" else q.answer_id))
        if tick:
            tick()
    out: dict[str, Any] = {}
    for method, d in ranks.items():
        out[method] = {kind: quality_metrics(rs) for kind, rs in d.items()}
        sup = d.get("superseded", [])
        out[method]["superseded_newest_first"] = (
            (sum(1 for r in sup if r == 1) / len(sup)) if sup else float("nan")
        )
    return out


# --- write path -------------------------------------------------------------------------------------------
def write_texts(corpus: Corpus, n: int, seed: int) -> list[tuple[Ctx, str, str]]:
    """(ctx, content, type) of new memories for small users, deterministic."""
    from bench.corpus import FAMILIES, TYPE_WEIGHTS, TYPES

    rng = random.Random(f"{seed}:writes:{corpus.size}")
    users = corpus.users[1:]
    existing = {m.content for m in corpus.memories}
    out: list[tuple[Ctx, str, str]] = []
    while len(out) < n:
        u = users[rng.randrange(len(users))]
        t = rng.choices(TYPES, TYPE_WEIGHTS)[0]
        d = FAMILIES[t](rng)
        text = f"{d.content} (noted {rng.randint(1, 9999)})"
        if text in existing:
            continue
        existing.add(text)
        out.append((Ctx(u.id, u.org_id), text, t))
    return out


def dateless_texts(texts: Sequence[str]) -> list[str]:
    """The texts without their date expressions that ``add_explicit_memory`` embeds too (the conflict
    rules compare a dated statement without its times): embedded before the timing like the rest,
    else each miss of the cache is an embedding (and a cache save) inside a timed write."""
    from datetime import UTC, datetime

    from zeusmem.rules import validity

    now = datetime.now(UTC)
    out = []
    for t in texts:
        stripped = validity.without_dates(t.strip(), now)
        if stripped and stripped != t.strip():
            out.append(stripped)
    return out


async def writes(
    system: ZeusmemSystem, items: Sequence[tuple[Ctx, str, str]], tick: Callable[[], None] | None = None
) -> dict[str, Any]:
    """add_explicit_memory latency including the gate (duplicate check), excluding embedding."""
    from zeusmem.errors import GateRejected

    times: list[float] = []
    rejected = 0
    for ctx, text, t in items:
        t0 = time.perf_counter()
        try:
            await system.service.add_explicit_memory(system.security_context(ctx), text, t)
        except GateRejected:
            rejected += 1
        times.append((time.perf_counter() - t0) * 1000)
        if tick:
            tick()
    return {**summary(times), "rejected": rejected}


# --- context assembly and tokens ---------------------------------------------------------------
async def context_assembly(
    system: ZeusmemSystem, workload: Sequence[tuple[Ctx, str, str]], tick: Callable[[], None] | None = None
) -> dict[str, Any]:
    """Per model call, what ``MemoryContextMiddleware`` does at its defaults (k, token budget, token
    counter) before calling the model: ``latency`` is the context block (profile + search + format,
    ``assemble_context``), ``with_snapshot`` adds the context snapshot it records by default
    (``snapshots=True``: ids, versions and token counts of the call, one small write). Tokens: the
    block's size."""
    from zeusmem.agent.middleware import MemoryContextMiddleware

    svc = system.service
    mw = MemoryContextMiddleware(svc)
    budget = mw.budget_for(None)
    times: list[float] = []
    full: list[float] = []
    tokens: list[float] = []
    for ctx, q, cls in workload:
        if cls.endswith("_sample"):
            continue
        sctx = system.security_context(ctx)
        t0 = time.perf_counter()
        block = await mw._fetch(sctx, q, budget)
        t1 = time.perf_counter()
        if block is not None:
            await mw._snapshot(sctx, None, block)  # type: ignore[arg-type]
        t2 = time.perf_counter()
        times.append((t1 - t0) * 1000)
        full.append((t2 - t0) * 1000)
        tokens.append(float(block.total_tokens if block else 0))
        if tick:
            tick()
    tok = summary(tokens)
    tok["max"] = max(tokens) if tokens else float("nan")
    return {"latency": summary(times), "with_snapshot": summary(full), "tokens": tok,
            "source": f"MemoryContextMiddleware defaults (k={mw.k}, budget {budget} tokens)"}


def _count_tokens(text: str) -> int:
    try:
        from langchain_core.messages import SystemMessage
        from langchain_core.messages.utils import count_tokens_approximately

        return int(count_tokens_approximately([SystemMessage(text)]))
    except ImportError:  # pragma: no cover
        return math.ceil(len(text) / 4)
