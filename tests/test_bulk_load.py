"""``MemoryService.bulk_load`` and the large-scope search plan it leaves behind; materialised profiles.

A scope above ``Settings.exact_scan_limit`` (the default, 2000) gets its own ANN index (ordered by
similarity and confidence) and full-text index when the load returns; its search must then rank
like scoring every item of the scope by brute force. Deterministic 64-d embeddings: the test is
about loading and planning, not about embedding quality.
"""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta

import numpy as np
import psycopg
import pytest

import zeusmem
from bench.corpus import _Stream
from zeusmem import InvalidInput, MemoryType, Scope, SecurityContext
from zeusmem.rules import ranking
from zeusmem.storage import repository
from zeusmem.storage import sql as zsql
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=64)
BIG = 2600  # rows, about 2300 of them active: above the default exact_scan_limit (2000)


def _rows(user: str, n: int, seed: int = 7) -> list[dict]:
    now = datetime.now(UTC)
    memories = [m for m in _Stream(seed, "user", user, "", [user]).take(n) if m.status == "active"]
    vecs = EMB.embed_documents([m.content for m in memories])
    return [
        {"id": m.id, "content": m.content, "memory_type": m.memory_type, "scope": "user", "scope_id": user,
         "created_by": user, "confidence": m.confidence, "created_at": now - timedelta(days=m.age_days),
         "key": m.key, "tags": list(m.tags), "embedding": v}
        for m, v in zip(memories, vecs, strict=True)
    ]


def _reference(conn: psycopg.Connection, user: str, query: str, k: int, settings: zeusmem.Settings) -> list[str]:
    """The service's ranking over every active item of the user's scope, by brute force."""
    rows = conn.execute(
        "SELECT id, memory_type, key, confidence, tsv::text, embedding::text, content FROM zeusmem.memory_items"
        " WHERE scope = 'user' AND scope_id = %s AND status = 'active'", (user,)).fetchall()
    terms = conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (query,)).fetchone()[0]
    n, total = conn.execute("SELECT n_active, total_len FROM zeusmem.scope_stats WHERE scope_id = %s",
                            (user,)).fetchone()
    df = dict(conn.execute("SELECT lexeme, df FROM zeusmem.term_stats WHERE scope_id = %s", (user,)).fetchall())
    q = np.asarray(EMB.embed_query(query), dtype=np.float64)
    scored = []
    for mid, mtype, key, conf, tsv, emb, content in rows:
        e = np.asarray([float(x) for x in emb.strip("[]").split(",")])
        cos = float(e @ q / (np.linalg.norm(e) * np.linalg.norm(q)))
        lex = ranking.lexical_relevance(terms, ranking.parse_tsvector(tsv), df=df, n_docs=n, avg_len=total / n)
        sim = ranking.fuse(cos, lex)
        score = ranking.final_score(sim, round(float(conf), 6), settings.scope_priority["user"], settings.rank_weights)
        cov = ranking.coverage(terms, ranking.parse_tsvector(tsv), None, df=df, n_docs=n)
        bonus = settings.rank_weights.similarity * ranking.coverage_bonus(cov)
        scored.append((score, mid, mtype, key, e, content, score + bonus))
    # the statement's 3k best by the seed formula, re-ranked with the coverage bonus
    scored.sort(key=lambda t: (-t[0], t[1]))
    top = sorted(scored[: 3 * k], key=lambda t: (-t[6], t[1]))
    keep = ranking.collapse_near_duplicates(
        [ranking.Candidate(i, t[2], t[3], t[4].astype(np.float32), t[5]) for i, t in enumerate(top)],
        settings.duplicate_threshold)
    return [top[i][1] for i in keep][:k]


async def test_bulk_load_builds_the_large_scope_plan_and_it_ranks_exactly(fresh_database_url: str) -> None:
    big, small = _rows("bulk-big", BIG), _rows("bulk-small", 150, seed=8)
    secret = {**small[0], "id": "mem_with_secret", "content": "deploy key AKIAJ3QXZ7PLMK4N2WRT for the bucket"}
    rows = big + small[1:] + [secret]
    async with zeusmem.open_memory(fresh_database_url, EMB) as mem:
        mem.repo.ann_kind_wanted = "bit"
        report = await mem.bulk_load(rows)
        assert report.loaded == len(rows) - 1 and report.skipped_secret_ids == ("mem_with_secret",)
        assert report.indexes_rebuilt and report.rows_per_second > 0
        # where the time went: every phase timed, together no longer than the whole call
        assert set(report.phases) == {"check_wait", "copy", "stats", "normalize_ids", "gin_indexes", "analyze",
                                      "scope_indexes", "compact_stats"}
        assert all(s >= 0 for s in report.phases.values()) and report.phases["copy"] > 0
        assert report.phases["scope_indexes"] > 0
        assert sum(report.phases.values()) <= report.seconds
        with psycopg.connect(fresh_database_url) as conn:
            registered = conn.execute("SELECT scope_id, index_name FROM zeusmem.scope_indexes").fetchall()
            assert [r[0] for r in registered] == ["bulk-big"]  # the small scope is scanned exactly
            names = {r[0] for r in conn.execute(
                "SELECT indexname FROM pg_indexes WHERE tablename = 'memory_items'").fetchall()}
            ann = registered[0][1]
            assert ann.startswith("zeusmem_scope_ann_") and ann in names
            assert zsql.scope_lexical_index_name(ann) in names
            # pgvector quantizes: the scope's graph is over binary codes (ANN_KEY_TYPES)
            assert ann.endswith("_b") and "bit_hamming_ops" in conn.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname = %s", (ann,)).fetchone()[0]
            assert not any(n.startswith("memory_items_hnsw") for n in names)  # no table-wide graph
            assert conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE id = 'mem_with_secret'"
                                ).fetchone()[0] == 0
            assert conn.execute("SELECT last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL"
                                " FROM pg_stat_user_tables WHERE relname = 'memory_items'").fetchone()[0]

            rng = random.Random(3)
            queries = [r["content"].split(" in ")[0] for r in rng.sample(big, 10)] + [
                "which database backs the billing component", "who owns the ledger service"]
            overlap = []
            for query in queries:
                hits = await mem.search_memories(SecurityContext("bulk-big"), query, k=5)
                want = _reference(conn, "bulk-big", query, 5, mem.settings)
                overlap.append(len({h.item.id for h in hits} & set(want)) / len(want))
            assert np.mean(overlap) >= 0.95, overlap
            # ... and it went through the scope's own ANN index (the statement orders by Hamming distance,
            # and the server counts scans of that index: its statistics reach the view within ~10 s)
            assert any("<~>" in text and "bulk-big" in text for text, _ in mem.repo._search_sql.values())
            scans = 0
            for _ in range(60):
                conn.execute("SELECT pg_stat_clear_snapshot()")
                scans = conn.execute("SELECT idx_scan FROM pg_stat_user_indexes WHERE indexrelname = %s",
                                     (ann,)).fetchone()[0]
                if scans:
                    break
                await asyncio.sleep(0.25)
            assert scans >= 1
            # a small scope's search does not see the big one, and the secret row is nowhere
            hits = await mem.search_memories(SecurityContext("bulk-small"), "deploy key for the bucket", k=10)
            assert hits and all(h.item.scope_id == "bulk-small" for h in hits)
            assert "mem_with_secret" not in {h.item.id for h in hits}


async def test_bulk_load_rejects_bad_rows_naming_them(fresh_database_url: str) -> None:
    rows = _rows("bulk-bad", 30)
    async with zeusmem.open_memory(fresh_database_url, EMB) as mem:
        with pytest.raises(InvalidInput, match=r"rows\[2\].*missing embedding"):
            await mem.bulk_load([*rows[:2], {**rows[2], "embedding": None}])
        with pytest.raises(InvalidInput, match=r"rows\[0\].*memory_type"):
            await mem.bulk_load([{**rows[0], "memory_type": "gossip"}])
        with pytest.raises(InvalidInput, match="timezone-aware"):
            await mem.bulk_load([{**rows[0], "created_at": datetime(2024, 1, 1)}])
        report = await mem.bulk_load(rows[:10], batch_size=4)
        assert report.loaded == 10
        with pytest.raises(InvalidInput, match="constraint"):  # the same ids again
            await mem.bulk_load(rows[8:12])
        with pytest.raises(InvalidInput, match="shape"):
            await mem.bulk_load([{**rows[20], "embedding": [0.1] * 3}])
        # what loaded before a bad batch stays, and is searchable
        hits = await mem.search_memories(SecurityContext("bulk-bad"), rows[0]["content"], k=3)
        assert rows[0]["id"] in {h.item.id for h in hits}


async def test_profile_is_materialised_and_follows_every_write(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("prof-user", project_id="prof-proj")
    other = SecurityContext("prof-other", project_id="prof-proj")
    await memory.create_project(ctx, "prof-proj")
    await memory.add_project_member(ctx, "prof-proj", "prof-other", "editor")
    skill = await memory.add_explicit_memory(ctx, "Writes fast Rust parsers", MemoryType.SKILL)
    lang = await memory.add_explicit_memory(ctx, "Prefers answers in Portuguese", MemoryType.PREFERENCE,
                                            key="language_preference")
    mine = await memory.add_explicit_memory(ctx, "Only I know we picked Kafka", MemoryType.DECISION,
                                            Scope.PROJECT, visibility="owner_only")
    shared = await memory.add_explicit_memory(ctx, "We deploy with ArgoCD", MemoryType.DECISION, Scope.PROJECT)
    p = await memory.get_profile_for_agent(ctx)
    assert "Writes fast Rust parsers" in p.user.expertise_areas and skill.id in p.user.sources
    assert p.user.language_preference == "Prefers answers in Portuguese"
    assert p.project is not None and {d.source_memory_id for d in p.project.key_decisions} == {mine.id, shared.id}
    # another member never sees an owner-only item through the profile
    po = await memory.get_profile_for_agent(other)
    assert po.project is not None and {d.source_memory_id for d in po.project.key_decisions} == {shared.id}
    assert "Writes fast Rust parsers" not in po.user.expertise_areas  # user memories stay the user's
    # a new version, a deletion: the materialised sources follow in the writing transaction
    await memory.update_memory(ctx, lang.id, content="Prefers answers in Spanish")
    await memory.delete_memory(ctx, skill.id)
    p = await memory.get_profile_for_agent(ctx)
    assert p.user.language_preference == "Prefers answers in Spanish"
    assert "Writes fast Rust parsers" not in p.user.expertise_areas and skill.id not in p.user.sources
    # not a member any more: no project profile
    await memory.remove_project_member(ctx, "prof-proj", "prof-other")
    assert (await memory.get_profile_for_agent(other)).project is None


def test_the_secret_memo_answers_as_the_filter_does_for_every_repeat() -> None:
    """Short fields repeat from row to row (tags, provenance): remembered, a secret among them is
    still found in every row that carries it, named by its field; so is a short content's."""
    from zeusmem.rules.secrets import find_secret
    from zeusmem.service.bulk import SecretMemo, check_row

    row = _rows("memo", 1)[0]
    leaky = {"note": "token ghp_" + "aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4"}  # made up
    memo = SecretMemo()
    for text in ("style", '{"source": "ai"}', leaky["note"], "x" * 300):
        assert memo(text) == memo(text) == find_secret(text)
    verdicts = [check_row({**row, "id": f"m{i}", "provenance": leaky if i % 2 else {"source": "ai"}}, i, memo)
                for i in range(6)]
    assert [leak is not None and "provenance" in leak for _, leak in verdicts] == [False, True] * 3
    assert check_row({**row, "content": "deploy key AKIAJ3QXZ7PLMK4N2WRT"}, 0, memo)[1] is not None
    assert check_row(row, 0, memo)[1] is None
    leaky_content = {**row, "content": "the deploy key is AKIAJ3QXZ7PLMK4N2WRT"}  # made up
    assert [check_row({**leaky_content, "id": f"c{i}"}, i, memo)[1] is not None for i in range(3)] == [True] * 3


async def test_the_write_path_finds_a_large_scopes_nearest_through_its_own_index(fresh_database_url: str) -> None:
    """No table-wide vector index: in a scope with its own ANN index the duplicate gate and the
    consolidation's near-duplicate scan walk that index, and find what brute force finds."""
    big = _rows("near-big", BIG, seed=11)
    j = next(i for i, r in enumerate(big) if r["memory_type"] == "preference")
    big[j] = {**big[j], "created_at": datetime.now(UTC)}  # recent: the retention step keeps it
    twin = {**big[j], "id": "mem_twin", "embedding": list(big[j]["embedding"])}  # an exact copy
    async with zeusmem.open_memory(fresh_database_url, EMB) as mem:
        mem.repo.ann_kind_wanted = "bit"
        await mem.bulk_load([*big, twin])
        repo = mem.repo
        model_id = await repo.model_id(EMB.model_name, 64)
        ctx = SecurityContext("near-big")
        with psycopg.connect(fresh_database_url) as conn:
            ann = conn.execute("SELECT index_name FROM zeusmem.scope_indexes WHERE scope_id = 'near-big'").fetchone()[0]
            active = conn.execute(
                "SELECT id, embedding::text FROM zeusmem.memory_items WHERE scope_id = 'near-big'"
                " AND status = 'active'").fetchall()
            ids = [r[0] for r in active]
            vecs = np.asarray([[float(x) for x in e.strip("[]").split(",")] for _i, e in active])
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            # the statement the write path runs for this scope walks the scope's index
            assert repo.ann_kind == zsql.scope_index_kind(ann) == "bit"
            stmt = zsql.duplicate_query(model_id, 64, exclude_lineage=False, limit=3,
                                     indexed=("", "user", "near-big"), ann_kind=repo.ann_kind).as_string(conn)
            with conn.transaction():
                plan = "\n".join(r[0] for r in conn.execute(
                    "EXPLAIN " + stmt, {"org": "", "scope": "user", "scope_id": "near-big",
                                        "qvec": str([float(x) for x in vecs[0]]), "created_by": "near-big"}).fetchall())
            assert ann in plan, plan
        rng = random.Random(5)
        agree = 0
        probes = rng.sample(range(len(ids)), 30)
        async with repo.db.connection() as conn:
            for i in probes:
                q_vec = [float(x) + rng.gauss(0, 0.02) for x in vecs[i]]
                near = await repo.neighbours(conn, {"org": "", "scope": "user", "scope_id": "near-big",
                                                    "qvec": q_vec, "created_by": "near-big"},
                                             model_id, 64, exclude_lineage=False, limit=3)
                qv = np.asarray(q_vec) / np.linalg.norm(q_vec)
                cos = dict(zip(ids, vecs @ qv, strict=True))
                # the nearest is a nearest: memories of one text have one vector, and either may come first
                agree += bool(near) and abs(cos[near[0][0].id] - max(cos.values())) < 1e-9
                assert {n[0].id for n in near} <= set(ids)
        assert agree >= 29, agree  # the nearest is the exact nearest (relaxed-order scan re-ordered)
        # the gate names the restated memory of the large scope
        found = await mem.check_duplicate(ctx, big[9]["content"], memory_type=big[9]["memory_type"])
        assert found is not None and found.content == big[9]["content"]
        # the consolidation's near-duplicate scan of the indexed scope merges the exact copy
        report = await zeusmem.run_consolidation(mem, merge_threshold=0.99)
        assert report.merged >= 1
        with psycopg.connect(fresh_database_url) as conn:
            left = conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE id IN (%s, %s)"
                                " AND status = 'active'", (big[j]["id"], twin["id"])).fetchone()[0]
        assert left == 1  # one of the two, now a merged version


async def test_a_large_load_builds_every_large_scopes_indexes(fresh_database_url: str) -> None:
    """Two large scopes: each gets valid ANN and full-text indexes, registered and used by search;
    the table's GINs that the load dropped are back and valid."""
    rows = _rows("together-a", 500, seed=11) + _rows("together-b", 500, seed=12)
    settings = zeusmem.Settings(exact_scan_limit=300)
    async with zeusmem.open_memory(fresh_database_url, EMB, settings=settings) as mem:
        mem.repo.ann_kind_wanted = "bit"
        report = await mem.bulk_load(rows, rebuild_indexes=True)
        assert report.indexes_rebuilt and report.loaded == len(rows)
        with psycopg.connect(fresh_database_url) as conn:
            registered = conn.execute("SELECT scope_id, index_name FROM zeusmem.scope_indexes ORDER BY 1").fetchall()
            assert [r[0] for r in registered] == ["together-a", "together-b"]
            names = [n for _, n in registered] + [zsql.scope_lexical_index_name(n) for _, n in registered]
            names += ["memory_items_tsv", "memory_items_tags"]
            valid = conn.execute(
                "SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid"
                " WHERE c.relname = ANY(%s)", (names,)).fetchall()
            assert sorted(valid) == sorted((n, True) for n in names)
        for user in ("together-a", "together-b"):
            mine = next(r for r in rows if r["scope_id"] == user)
            hits = await mem.search_memories(SecurityContext(user), mine["content"], k=5)
            assert mine["id"] in {h.item.id for h in hits} and all(h.item.scope_id == user for h in hits)
        assert {u for u in ("together-a", "together-b")
                if any("<~>" in text and u in text for text, _ in mem.repo._search_sql.values())} == {
            "together-a", "together-b"}


async def test_the_default_vector_graph_ranks_exactly_and_moves_to_bit_when_asked(
    fresh_database_url: str,
) -> None:
    """The ``vector`` kind (what a scope below ``BIT_SCOPE_MIN`` gets by default, and what a pgvector
    before 0.7, without ``binary_quantize``, gets) builds, is searched and ranks exactly; once ``bit``
    is wanted, maintenance replaces that index with a ``bit`` one and the full-text index stays."""
    rows = _rows("kind-big", BIG, seed=13)
    async with zeusmem.open_memory(fresh_database_url, EMB) as mem:
        assert mem.repo.ann_kind_wanted == "auto" and BIG < repository.BIT_SCOPE_MIN
        await mem.bulk_load(rows)
        with psycopg.connect(fresh_database_url, autocommit=True) as conn:
            (old,) = conn.execute("SELECT index_name FROM zeusmem.scope_indexes WHERE scope_id = 'kind-big'").fetchone()
            assert zsql.scope_index_kind(old) == "vector" and "vector_ip_ops" in conn.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname = %s", (old,)).fetchone()[0]
            gin = zsql.scope_lexical_index_name(old)
            queries = [r["content"].split(" in ")[0] for r in random.Random(4).sample(rows, 8)]
            overlap = []
            for query in queries:
                hits = await mem.search_memories(SecurityContext("kind-big"), query, k=5)
                want = _reference(conn, "kind-big", query, 5, mem.settings)
                overlap.append(len({h.item.id for h in hits} & set(want)) / len(want))
            assert np.mean(overlap) >= 0.95, overlap
            assert mem.repo.ann_kind == "bit"  # what the server could give; the scope is below BIT_SCOPE_MIN
            assert any("<#>" in text and "kind-big" in text for text, _ in mem.repo._search_sql.values())
            assert not any("<~>" in text for text, _ in mem.repo._search_sql.values())

            mem.repo.ann_kind_wanted = "bit"  # the embedded server quantizes
            done = await mem.repo.maintain_scope_indexes(mem.settings.exact_scan_limit)
            (new,) = conn.execute("SELECT index_name FROM zeusmem.scope_indexes WHERE scope_id = 'kind-big'").fetchone()
            assert done["created"] == [new] and zsql.scope_index_kind(new) == "bit" and mem.repo.ann_kind == "bit"
            present = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'memory_items'")}
            assert new in present and old not in present and zsql.scope_lexical_index_name(new) == gin in present
            mem.repo._search_sql.clear()
            for query in queries[:4]:
                hits = await mem.search_memories(SecurityContext("kind-big"), query, k=5)
                want = _reference(conn, "kind-big", query, 5, mem.settings)
                assert len({h.item.id for h in hits} & set(want)) >= 4, (query, hits, want)
            assert any("<~>" in text and "kind-big" in text for text, _ in mem.repo._search_sql.values())


async def test_the_index_kind_follows_the_scope_size(fresh_database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """By default (``auto``) a scope from ``BIT_SCOPE_MIN`` active items gets a ``bit`` index and a
    smaller large scope a ``vector`` one, both searched in one server by their own kind; a ``bit``
    scope keeps its kind down to half of the bound and goes back to ``vector`` below it. The bound
    is lowered here so that a test-sized scope crosses it (it is 50,000 items)."""
    monkeypatch.setattr(repository, "BIT_SCOPE_MIN", 900)
    rows = _rows("size-big", 1100, seed=21) + _rows("size-mid", 700, seed=22)
    settings = zeusmem.Settings(exact_scan_limit=300)
    async with zeusmem.open_memory(fresh_database_url, EMB, settings=settings) as mem:
        await mem.bulk_load(rows)
        with psycopg.connect(fresh_database_url, autocommit=True) as conn:
            def kinds() -> dict[str, str]:
                return {u: zsql.scope_index_kind(n) for u, n in conn.execute(
                    "SELECT scope_id, index_name FROM zeusmem.scope_indexes").fetchall()}

            def active(user: str) -> int:
                return conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE scope_id = %s"
                                    " AND status = 'active'", (user,)).fetchone()[0]

            assert active("size-big") >= 900 > active("size-mid") >= 300
            assert kinds() == {"size-big": "bit", "size-mid": "vector"}
            for user in ("size-big", "size-mid"):
                mine = next(r for r in rows if r["scope_id"] == user)
                hits = await mem.search_memories(SecurityContext(user), mine["content"], k=5)
                assert mine["id"] in {h.item.id for h in hits} and all(h.item.scope_id == user for h in hits)
            texts = list(mem.repo._search_sql.values())
            assert any("<~>" in t and "size-big" in t for t, _ in texts)  # Hamming walk of the bit index
            assert any("<#>" in t and "size-mid" in t for t, _ in texts)  # the vector key's walk
            assert not any("<~>" in t and "size-mid" in t for t, _ in texts)

            # shrinking: still bit above half of the bound (450), vector below it
            ids = [r[0] for r in conn.execute("SELECT id FROM zeusmem.memory_items WHERE scope_id = 'size-big'"
                                              " AND status = 'active' ORDER BY id").fetchall()]

            async def needs_maintenance() -> bool:  # what a search's registry refresh asks for
                async with mem.repo.db.owner_connection() as own:
                    return await mem.repo._read_scope_indexes(own, settings.exact_scan_limit)

            async def shrink_to(n: int) -> bool:
                conn.execute("UPDATE zeusmem.memory_items SET status = 'archived' WHERE id = ANY(%s)",
                             (ids[n:],))
                conn.execute("UPDATE zeusmem.scope_stats SET n_active = %s WHERE scope_id = 'size-big'", (n,))
                needs = await needs_maintenance()
                await mem.repo.maintain_scope_indexes(settings.exact_scan_limit)
                assert not await needs_maintenance()  # the check and the builds follow one rule
                return needs

            assert not await needs_maintenance()
            assert not await shrink_to(500)
            assert kinds()["size-big"] == "bit"
            await mem.repo.indexed_scopes(refresh=True)
            assert await shrink_to(420)
            assert kinds()["size-big"] == "vector"



async def test_a_large_scope_finds_a_memory_that_only_shares_common_words(
    fresh_database_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A large scope's statement reads its ANN index and its rare query terms, and also the rows
    holding two of its commoner terms (``PAIR_TERM_DF``): a memory holding every word of the
    question, each word in hundreds of memories, with a vector far from the question's, is ranked
    first as scoring every item ranks it; with rare terms alone it is missed. The bounds are scaled
    down to the test's scope (600 items instead of 15,000)."""
    monkeypatch.setattr(repository, "RARE_TERM_DF", 20)
    monkeypatch.setattr(repository, "PAIR_TERM_DF", 1000)
    words = ("harbor", "violin", "lantern")
    syll = ("ka", "mo", "ri", "te", "lu", "sa", "no", "pi", "ve", "do")
    rng = random.Random(31)
    now = datetime.now(UTC)
    rows = []
    for i in range(600):  # each holds one of the question's words (df 200 each) and words of its own
        own = " ".join("".join(rng.choice(syll) for _ in range(3)) for _ in range(5))
        text = f"{own} {words[i % 3]}"
        rows.append({"id": f"mem_common_{i:04d}", "content": text, "memory_type": "fact", "scope": "user",
                     "scope_id": "pairs", "created_by": "pairs", "confidence": 0.9, "created_at": now,
                     "embedding": EMB.embed_documents([text])[0]})
    query = "harbor violin lantern"
    far = (-np.asarray(EMB.embed_query(query))).tolist()  # cosine -1: the last the index would return
    rows.append({**rows[0], "id": "mem_all_three", "content": "an old violin, a lantern and the harbor",
                 "embedding": far})
    settings = zeusmem.Settings(exact_scan_limit=300)
    async with zeusmem.open_memory(fresh_database_url, EMB, settings=settings) as mem:
        await mem.bulk_load(rows)
        with psycopg.connect(fresh_database_url) as conn:
            assert conn.execute("SELECT count(*) FROM zeusmem.scope_indexes WHERE scope_id = 'pairs'").fetchone()[0]
            want = _reference(conn, "pairs", query, 5, mem.settings)
        assert want[0] == "mem_all_three"
        hits = await mem.search_memories(SecurityContext("pairs"), query, k=5)
        assert [h.item.id for h in hits] == want
        assert any("tq_rare" in text and "pairs" in text for text, _ in mem.repo._search_sql.values())
        monkeypatch.setattr(repository, "PAIR_TERM_DF", 0)  # rare terms alone: none is rare here
        hits = await mem.search_memories(SecurityContext("pairs"), query, k=5)
        assert "mem_all_three" not in {h.item.id for h in hits}
