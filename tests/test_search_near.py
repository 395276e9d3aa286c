"""The search statement sends no vectors: it computes near-duplicate collapse's cosine test for each
pair of the candidates it sends (``near``), and the service collapses with it exactly as it would
with the vectors themselves, in a scope scanned exactly and in one with its own ANN index."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import numpy as np
import pytest

import zeusmem
from zeusmem import SecurityContext
from zeusmem.rules import ranking
from zeusmem.testing import DeterministicEmbeddings

DIMS = 32
EMB = DeterministicEmbeddings(dims=DIMS)
TYPES = ("fact", "preference", "decision")
SUBJECTS = ("billing", "ledger", "search", "gateway", "reports", "alerts")


def _rows(user: str, n: int, seed: int) -> list[dict]:
    """Clusters of near-identical vectors (one subject, cosine ~0.9-0.99, some across types), restated
    or with a changed value, among unrelated memories."""
    rng = np.random.default_rng(seed)
    centers = {s: rng.normal(size=DIMS) for s in SUBJECTS}
    now = datetime.now(UTC)
    rows = []
    for i in range(n):
        subject = SUBJECTS[i % len(SUBJECTS)]
        if i % 4 == 3:  # unrelated
            vec = rng.normal(size=DIMS)
            text = f"Memory {i} about something else entirely, note {i}"
        else:
            vec = centers[subject] + rng.normal(scale=rng.choice([0.05, 0.2, 0.4]), size=DIMS)
            port = 8000 + (i % 3)  # a third restate, the others change the value
            text = f"The {subject} service listens on port {port}"
        rows.append({"id": f"{user}-{i}", "content": text, "memory_type": TYPES[i % 3 if i % 5 else 0],
                     "scope": "user", "scope_id": user, "created_by": user, "confidence": 0.5 + (i % 5) / 10,
                     "created_at": now, "embedding": (vec / np.linalg.norm(vec)).tolist()})
    return rows


async def _candidates(mem: zeusmem.MemoryService, user: str, query: str, k: int) -> list:
    plan = await mem._search_plan(SecurityContext(user), query, k, None, None, None, False)
    assert plan is not None
    g = plan.groups[0]
    return await mem.repo.search_candidates(
        {**plan.params, "qvec": g.qvec, "query": query}, scopes=g.scopes, model_id=g.model_id, dims=g.dims,
        filters=plan.filters, n_exact=3 * k, n_ann=mem.repo.ann_candidates(k), weights=plan.weights,
        ann_threshold=mem.settings.exact_scan_limit)


@pytest.mark.parametrize("indexed", [False, True], ids=["exact-scan", "ann-index"])
async def test_statement_sends_the_near_duplicate_pairs_not_the_vectors(fresh_database_url: str,
                                                                       indexed: bool) -> None:
    user = "near-user"
    rows = _rows(user, 400, seed=11)
    settings = zeusmem.Settings(exact_scan_limit=200 if indexed else 100_000)
    async with zeusmem.open_memory(fresh_database_url, EMB, settings=settings) as mem:
        await mem.bulk_load(rows)
        assert bool(await mem.repo.indexed_scopes(refresh=True)) is indexed
        threshold = mem.settings.duplicate_threshold
        pairs = near_pairs = 0
        for query in [f"which port does the {s} service listen on" for s in SUBJECTS] + ["something else"]:
            cands = await _candidates(mem, user, query, 5)
            assert len(cands) == 15
            assert "emb" not in cands[0].row and not any(
                isinstance(v, bytes | bytearray) for c in cands for v in c.row.values())  # no vector sent
            assert sorted(c.rank for c in cands) == list(range(1, 16))
            vecs = await mem.repo.embeddings_of([c.id for c in cands])
            for a, b in itertools.combinations(cands, 2):
                same = a.row["memory_type"] == b.row["memory_type"]
                va, vb = vecs[a.id], vecs[b.id]
                cos = float(np.dot(va, vb) / (np.linalg.norm(va) * np.linalg.norm(vb)))
                if abs(cos - threshold) < 1e-5:
                    continue  # float rounding may fall either way
                listed = (b.rank in a.near) if b.rank < a.rank else (a.rank in b.near)
                assert listed == (same and cos >= threshold), (a.id, b.id, cos)
                assert b.rank not in a.near or b.rank < a.rank  # only the better-ranked side is listed
                pairs += 1
                near_pairs += listed
        assert pairs > 500 and 20 < near_pairs < pairs  # both kinds of pair were tested
        # the service's hits: its ranking collapsed with the vectors themselves keeps the same
        seen: list = []
        rank = mem._rank

        def recording(scored: list, k: int) -> list:
            hits = rank(scored, k)
            seen.append((sorted(scored, key=lambda t: (-t.score, t.id))[: 3 * k], hits))
            return hits

        mem._rank = recording  # type: ignore[method-assign]
        dropped = 0
        for query in [f"the {s} service port" for s in SUBJECTS]:
            await mem.search_memories(SecurityContext(user), query, k=5)
            top, hits = seen[-1]
            vecs = await mem.repo.embeddings_of([t.id for t in top])
            keep = ranking.collapse_near_duplicates(
                [ranking.Candidate(i, t.candidate.row["memory_type"], t.candidate.row["key"], vecs[t.id],
                                   t.candidate.row["content"]) for i, t in enumerate(top)], threshold, limit=5)
            assert [h.item.id for h in hits] == [top[i].candidate.row["lineage_id"] or top[i].id for i in keep]
            dropped += len(top[: keep[-1] + 1]) - len(keep)
        assert dropped > 0  # restatements were collapsed


def test_collapse_by_near_pairs_keeps_what_collapse_by_vectors_keeps() -> None:
    rng = np.random.default_rng(5)
    threshold = 0.85
    for trial in range(200):
        base = rng.normal(size=16)
        n = int(rng.integers(2, 16))
        vecs = [base + rng.normal(scale=rng.choice([0.05, 0.3, 2.0]), size=16) for _ in range(n)]
        types = [TYPES[int(rng.integers(0, 2))] for _ in range(n)]
        keys = [None if rng.random() < 0.8 else "k" for _ in range(n)]
        texts = [f"The gateway listens on port {8000 + int(rng.integers(0, 2))}" for _ in range(n)]
        # the statement's ranks are its own order; the service walks its re-ranked order
        ranks = list(rng.permutation(n) + 1)
        unit = [v / np.linalg.norm(v) for v in vecs]
        near = [[ranks[j] for j in range(n) if ranks[j] < ranks[i] and types[j] == types[i]
                 and float(np.dot(unit[i], unit[j])) >= threshold] for i in range(n)]
        by_vec = [ranking.Candidate(i, types[i], keys[i], vecs[i].astype(np.float32), texts[i]) for i in range(n)]
        by_near = [ranking.Candidate(i, types[i], keys[i], None, texts[i], ref=ranks[i], near=near[i])
                   for i in range(n)]
        for limit in (None, 1, 3):
            assert (ranking.collapse_near_duplicates(by_near, threshold, limit=limit)
                    == ranking.collapse_near_duplicates(by_vec, threshold, limit=limit)), trial
