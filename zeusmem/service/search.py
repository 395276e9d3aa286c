"""Search of ``MemoryService``: a :class:`SearchPlan` (validated arguments, the caller's scopes, one
:class:`QueryGroup` per embedding model with the query's vector, the ranking weights; no database),
run on one connection (:meth:`~_Search._search_on`: one statement per group), its candidates scored
as :class:`Scored` and ranked (:mod:`zeusmem.rules.ranking`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, NamedTuple

import numpy as np
from langchain_core.embeddings import Embeddings

from zeusmem.rules import neighbours, periods, ranking
from zeusmem.rules import validation as v
from zeusmem.service._base import _Base, _require_ctx, _selector
from zeusmem.stages import stage
from zeusmem.storage.repository import Candidate as StoredCandidate
from zeusmem.types import (
    MemoryHit,
    MemoryType,
    Scope,
    SecurityContext,
    StoreSelector,
)


class QueryGroup(NamedTuple):
    """The scopes one embedding model serves, and the query's vector in that model."""

    scopes: list[str]
    dims: int
    model_id: int
    qvec: np.ndarray


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """A search validated and embedded, ready to run on a connection (no database was used)."""

    query: str
    k: int
    params: dict[str, Any]
    filters: dict[str, bool]
    weights: dict[str, float]
    groups: list[QueryGroup]
    where: StoreSelector | None
    min_score: float | None
    #: the periods the query names (:func:`zeusmem.rules.periods.named_periods`)
    periods: tuple[periods.Period, ...] = ()


class Scored(NamedTuple):
    """A candidate with its scores; ranked by ``(-score, id)``."""

    score: float
    id: str
    similarity: float
    priority: float
    lexical: float
    candidate: StoredCandidate
    #: the statement (embedding model group) it came from
    group: int = 0

def _period_params(named: Sequence[periods.Period]) -> dict[str, Any]:
    """The search statement's period parameters (``zeusmem.storage.sql.DATED``): the hull of the
    periods the query names; none when it names none."""
    if not named:
        return {}
    lo, hi = min(a for a, _ in named), max(b for _, b in named)
    return {"p_lo": lo, "p_hi": hi, "p_told": hi + periods.TOLD_WITHIN, "p_bonus": ranking.PERIOD_BONUS}


class _Search(_Base):
    """Hybrid search: a typed plan (no database), one statement per embedding model, ranking."""

    async def search_memories(
        self,
        ctx: SecurityContext,
        query: str,
        *,
        k: int = 5,
        memory_type: MemoryType | str | Sequence[MemoryType | str] | None = None,
        scope: Scope | str | Sequence[Scope | str] | None = None,
        tags: Sequence[str] | None = None,
        include_expired: bool = False,
        where: StoreSelector | None = None,
        min_score: float | None = None,
        as_of: datetime | str | None = None,
        valid_at: datetime | None = None,
    ) -> list[MemoryHit]:
        """Hybrid search over what ``ctx`` may see, ranked by the seed formula, near-duplicates collapsed.

        ``where`` keeps only these items of LangGraph's store (:class:`~zeusmem.types.StoreSelector`).
        ``min_score`` (0-1) drops weak matches: hits whose relevance (``MemoryHit.similarity``, the
        fused vector and lexical match, before confidence and scope priority) is below it; fewer
        than ``k`` hits (or none) may come back. ``as_of`` (timezone-aware, not in the future):
        what was recorded and active at that instant, superseded versions as they were then
        (scanned exactly; a deleted memory is gone for every instant). ``valid_at``
        (timezone-aware): only what held in the world then (``valid_from <= valid_at < valid_to``,
        an open end holds; a memory a later statement superseded is found for the time it held).

        A query that names a period ("on 7 July, 2023", "last week": read from now, or from
        ``as_of``) ranks the memories said in it higher (docs/time.md, "Asking about a day").

        One statement per embedding model (usually one): small scopes are scored exactly in SQL,
        very large ones through their own ANN index (see ``Repository.search_candidates``).
        """
        ctx = _require_ctx(ctx)
        plan = await self._search_plan(ctx, query, k, memory_type, scope, tags, include_expired, where, min_score,
                                       valid_at, as_of=as_of)
        if plan is None:
            return []
        hits = await self.repo.db.run(lambda conn: self._search_on(conn, plan), search=True)
        self.repo.record_use([h.item.id for h in hits])  # last_used_at, written in the background
        return hits

    async def _search_plan(self, ctx: SecurityContext, query: str, k: int, memory_type: Any, scope: Any,
                           tags: Any, include_expired: Any, where: Any = None,
                           min_score: Any = None, valid_at: Any = None, *, as_of: Any = None) -> SearchPlan | None:
        """Validated arguments, embedded query per embedding model and weights (no database)."""
        query = v.text("query", query, max_len=v.MAX_QUERY_LEN)
        k = v.int_range("k", k, 1, 100)
        min_score = None if min_score is None else v.unit_float("min_score", min_score)
        where = _selector(where)
        params, filters = self._filters(ctx, memory_type, scope, tags, include_expired, as_of)
        if valid_at is not None:  # only then: plain search keeps its statement
            params["valid_at"] = v.aware_datetime("valid_at", valid_at)
            filters["valid_at"] = True
        scopes = [s for s in self._scopes(ctx) if not filters["scope"] or s in params["scopes"]]
        if not scopes:
            return None
        # group scopes by embedding model: project memories use the service's model
        groups: dict[int, tuple[Embeddings, list[str]]] = {}
        for s in scopes:
            emb = self.embeddings_for(ctx, Scope(s))
            groups.setdefault(id(emb), (emb, []))[1].append(s)
        w = self.settings.rank_weights
        prio_of = self.settings.scope_priority
        weights = {"w_sim": w.similarity, "w_conf": w.confidence, "w_scope": w.scope,
                   "lam": ranking.LEXICAL_WEIGHT, "k1": ranking.K1, "b": ranking.B, "ctxw": ranking.CONTEXT_WEIGHT,
                   "dup": self.settings.duplicate_threshold,
                   **{f"p_{s}": float(prio_of.get(s, 0.0)) for s in ("user", "session", "project")}}
        prepared: list[QueryGroup] = []
        for emb, group_scopes in groups.values():
            spec, model_id = await self._spec(emb)
            with stage("embed"):
                qvec = await self._embed(emb, query, query=True)
            prepared.append(QueryGroup(group_scopes, spec.dims, model_id, qvec))
        named = periods.named_periods(query, params.get("as_of") or datetime.now(UTC))
        return SearchPlan(query=query, k=k, params=params, filters=filters, weights=weights,
                          groups=prepared, where=where, min_score=min_score, periods=named)

    async def _search_on(self, conn: Any, plan: SearchPlan) -> list[MemoryHit]:
        """Run a :meth:`_search_plan` on ``conn``: one statement per embedding model, then ranking."""
        w = self.settings.rank_weights
        prio_of = self.settings.scope_priority
        k = plan.k
        scored: list[Scored] = []
        qwords = neighbours.query_words(plan.query)
        w_sim, min_score, named = w.similarity, plan.min_score, plan.periods
        for g, (group_scopes, dims, model_id, qvec) in enumerate(plan.groups):
            cands = await self.repo.search_candidates(
                {**plan.params, **_period_params(plan.periods), "qvec": qvec, "query": plan.query},
                scopes=group_scopes, model_id=model_id, dims=dims, filters=plan.filters,
                n_exact=3 * k,
                n_ann=self.repo.ann_candidates(k), weights=plan.weights,
                ann_threshold=self.settings.exact_scan_limit, conn=conn, where=plan.where,
            )
            with stage("scoring"):
                for c in cands:
                    row = c.row
                    sim = ranking.fuse(c.vector_similarity, c.lexical)
                    if min_score is not None and sim < min_score:
                        continue  # a weak match (min_score)
                    prio = float(prio_of.get(row["scope"], 0.0))
                    score = ranking.final_score(sim, round(float(row["confidence"]), 6), prio, w)
                    if row["key"] is None and row.get("content_ct") is None:  # the named speaker's turn
                        score += w_sim * ranking.speaker_bonus(qwords, str(row["content"]))
                    # the query's terms the memory and its context hold (the statement's ``cov``)
                    score += w_sim * ranking.coverage_bonus(float(row.get("cov") or 0.0))
                    if named:  # said (or holding from) when the query says
                        score += w_sim * ranking.period_bonus(named, row["observed_at"], row["valid_from"])
                    scored.append(Scored(score, str(row["id"]), sim, prio, c.lexical, c, g))
        with stage("scoring"):
            return self._rank(scored, k)

    def _rank(self, scored: list[Scored], k: int) -> list[MemoryHit]:
        """The ``k`` best of scored candidates, near-duplicates collapsed, as hits."""
        scored.sort(key=lambda t: (-t.score, t.id))
        top = scored[: 3 * k]
        # collapse decides each hit against the better-ranked hits it kept, so it walks the ranking
        # once, lazily, and stops at the k-th hit kept (each hit decoded and compared once)
        # near-duplicates by vector: the pairs each statement found among its rows (ranks are per
        # statement; the candidates of two statements, two embedding models, are never compared)
        keep = ranking.collapse_near_duplicates(
            (ranking.Candidate(i, t.candidate.row["memory_type"], t.candidate.row["key"], None,
                               self.repo.row_content(t.candidate.row), ref=(t.group, t.candidate.rank),
                               near=[(t.group, r) for r in t.candidate.near])
             for i, t in enumerate(top)),
            self.settings.duplicate_threshold, limit=k,
        )
        return [
            MemoryHit(item=self.repo.candidate_item(c), similarity=round(sim, 6), scope_priority=prio,
                      score=round(score, 6), vector_similarity=c.vector_similarity, lexical_score=lex)
            for score, _id, sim, prio, lex, c, _g in (top[i] for i in keep[:k])
        ]
