"""A memory written without a context gets its neighbours as one (:mod:`zeusmem.rules.neighbours`):
for a transcript turn, the turns the same writer stored just before and after it in the same scope
and session; for any memory, those said at the same instant; not across conversations, sessions,
for keyed memories or for memories written apart."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime, timedelta

import zeusmem
from zeusmem import SecurityContext
from zeusmem.rules import neighbours, ranking

QUESTION = "Ben: Did you go camping in the mountains with the kids?"
REPLY = "Ana: Yes! Last weekend, it was lovely."
THANKS = "Ben: Glad to hear, the lake must have been cold."
QUERY = "When did Ana go camping in the mountains?"
DAY = datetime(2024, 5, 8, 13, 0, tzinfo=UTC)


def _ctx(prefix: str, session: str | None = None) -> SecurityContext:
    return SecurityContext(f"{prefix}_{secrets.token_hex(3)}", session_id=session)


async def _context_of(memory: zeusmem.MemoryService, memory_id: str) -> str | None:
    async with memory.repo.db.connection() as conn:
        cur = await conn.execute("SELECT context_tsv::text FROM zeusmem.memory_items WHERE id = %s", (memory_id,))
        row = await cur.fetchone()
    assert row is not None
    return row[0]


async def test_a_reply_is_found_by_the_turn_before_it(memory: zeusmem.MemoryService) -> None:
    ctx = _ctx("nb")
    q = await memory.add_explicit_memory(ctx, QUESTION, "fact", observed_at=DAY)
    r = await memory.add_explicit_memory(ctx, REPLY, "fact", observed_at=DAY)
    t = await memory.add_explicit_memory(ctx, THANKS, "fact", observed_at=DAY + timedelta(minutes=1))
    # the reply's context is the question before it and the turn after it; the question's, the reply
    assert "camp" in (await _context_of(memory, r.id) or "") and "lake" in (await _context_of(memory, r.id) or "")
    assert "'love'" in (await _context_of(memory, q.id) or "")
    assert "camp" not in (await _context_of(memory, t.id) or "")  # one turn each side only
    hits = await memory.search_memories(ctx, QUERY, k=3)
    assert {h.item.content for h in hits[:2]} == {QUESTION, REPLY}
    assert all("camping" not in repr(h.item) for h in hits if h.item.content == REPLY)  # never shown


async def test_no_neighbours_across_conversations_sessions_or_plain_memories(memory: zeusmem.MemoryService) -> None:
    ctx = _ctx("far")
    await memory.add_explicit_memory(ctx, QUESTION, "fact", observed_at=DAY)
    later = await memory.add_explicit_memory(ctx, REPLY, "fact", observed_at=DAY + timedelta(days=3))
    assert await _context_of(memory, later.id) is None  # another conversation, days later
    a, b = _ctx("s", "s1"), None
    await memory.add_explicit_memory(a, QUESTION, "fact", observed_at=DAY)
    b = SecurityContext(a.user_id, session_id="s2")
    other = await memory.add_explicit_memory(b, REPLY, "fact", observed_at=DAY)
    assert await _context_of(memory, other.id) is None  # another session
    shared = await memory.add_explicit_memory(b, THANKS, "fact", observed_at=DAY, visibility="owner_only")
    assert await _context_of(memory, shared.id) is None  # another visibility
    plain = _ctx("plain")
    await memory.add_explicit_memory(plain, "Prefers tea over coffee", "preference", observed_at=DAY)
    dog = await memory.add_explicit_memory(plain, "Has a dog named Rex", "fact", observed_at=DAY + timedelta(seconds=1))
    assert await _context_of(memory, dog.id) is None  # no turns, not said at the same instant: nothing changes
    cat = await memory.add_explicit_memory(plain, "Has a cat named Tom", "fact", observed_at=DAY + timedelta(seconds=1))
    assert "rex" in (await _context_of(memory, cat.id) or "")  # said at the same instant (one session's facts)
    assert "tom" in (await _context_of(memory, dog.id) or "")
    await memory.add_explicit_memory(plain, QUESTION, "fact", observed_at=DAY)
    keyed = await memory.add_explicit_memory(plain, "Food: pizza; drink: tea", "preference", key="food",
                                             observed_at=DAY)
    assert await _context_of(memory, keyed.id) is None  # a keyed memory (the store's items) is no turn
    given = await memory.add_explicit_memory(plain, REPLY, "fact", observed_at=DAY, context=["Ben: the beach?"])
    assert "beach" in (await _context_of(memory, given.id) or "") and "camp" not in (
        await _context_of(memory, given.id) or "")


def test_speaker_and_adjacency() -> None:
    assert neighbours.speaker("Mary Ann: hi there") == "Mary Ann"
    assert neighbours.speaker("user: I moved to Lisbon") == "user"
    assert neighbours.speaker("Has a dog named Rex") is None
    assert neighbours.speaker("Meeting at 10: bring slides") is None
    assert neighbours.adjacent(DAY, DAY) and neighbours.adjacent(DAY, DAY + neighbours.WINDOW)
    assert not neighbours.adjacent(DAY, DAY - timedelta(seconds=1))
    assert not neighbours.adjacent(DAY, DAY + neighbours.WINDOW + timedelta(seconds=1))
    assert not neighbours.adjacent(None, DAY)
    lru = neighbours.LastTurns(size=2)
    for i in range(3):
        lru.put((str(i),), (str(i), "x", DAY))
    assert lru.get(("0",)) is None and lru.get(("2",)) is not None


def test_a_turn_of_the_speaker_the_query_names_ranks_a_little_higher() -> None:
    assert ranking.speaker_bonus("What did Ana say about camping?", REPLY) == ranking.SPEAKER_BONUS
    assert ranking.speaker_bonus("What did ana say about camping?", REPLY) == ranking.SPEAKER_BONUS
    assert ranking.speaker_bonus("What did Ben say about camping?", REPLY) == 0.0
    assert ranking.speaker_bonus("What did Anabel say?", REPLY) == 0.0  # whole names only
    assert ranking.speaker_bonus("What did Ana say?", "Ana likes camping") == 0.0  # no turn


def test_coverage_counts_each_query_term_once_in_the_memory_or_its_context() -> None:
    df, n = {"camp": 2, "mountain": 5, "ana": 50}, 100
    w = {t: ranking.idf(df.get(t, 0), n) for t in ("ana", "camp", "mountain")}
    total = sum(w.values())
    terms = ["ana", "camp", "mountain", "camp"]
    assert ranking.coverage(terms, {"ana": 1}, None, df=df, n_docs=n) == w["ana"] / total
    both = ranking.coverage(terms, {"ana": 1, "camp": 3}, {"camp": 1, "mountain": 1}, df=df, n_docs=n)
    assert abs(both - 1.0) < 1e-12  # every term, in the memory or its context, each once
    assert ranking.coverage([], {"ana": 1}, None, df=df, n_docs=n) == 0.0
    assert ranking.coverage_bonus(1.0) == ranking.coverage_bonus(2.0) == ranking.COVERAGE_BONUS


async def test_the_statement_sends_the_coverage_the_rules_compute(memory: zeusmem.MemoryService) -> None:
    ctx = _ctx("cov")
    await memory.add_explicit_memory(ctx, QUESTION, "fact", observed_at=DAY)
    r = await memory.add_explicit_memory(ctx, REPLY, "fact", observed_at=DAY)
    await memory.add_explicit_memory(ctx, "Has a dog named Rex", "fact")
    hits = await memory.search_memories(ctx, QUERY, k=3)
    assert {h.item.content for h in hits[:2]} == {QUESTION, REPLY}
    async with memory.repo.db.connection() as conn:
        cur = await conn.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", (QUERY,))
        terms = list((await cur.fetchone())[0])
        cur = await conn.execute(
            "SELECT lexeme, df FROM zeusmem.term_stats WHERE scope = 'user' AND scope_id = %s", (ctx.user_id,))
        df = {lx: int(n) for lx, n in await cur.fetchall()}
        cur = await conn.execute(
            "SELECT n_active FROM zeusmem.scope_stats WHERE scope = 'user' AND scope_id = %s", (ctx.user_id,))
        n_docs = int((await cur.fetchone())[0])
        cur = await conn.execute(
            "SELECT id, tsv::text, context_tsv::text FROM zeusmem.memory_items WHERE scope = 'user'"
            " AND scope_id = %s", (ctx.user_id,))
        rows = {i: (t, c) for i, t, c in await cur.fetchall()}
    plan = await memory._search_plan(ctx, QUERY, 3, None, None, None, False)
    assert plan is not None
    g = plan.groups[0]
    cands = await memory.repo.search_candidates(
        {**plan.params, "qvec": g.qvec, "query": QUERY}, scopes=g.scopes, model_id=g.model_id, dims=g.dims,
        filters=plan.filters, n_exact=9, n_ann=9, weights=plan.weights)
    assert len(cands) == 3
    for c in cands:
        tsv, ctx_tsv = rows[c.id]
        want = ranking.coverage(terms, ranking.parse_tsvector(tsv),
                                ranking.parse_tsvector(ctx_tsv) if ctx_tsv else None, df=df, n_docs=n_docs)
        assert abs(float(c.row["cov"]) - want) < 1e-9
    assert max(float(c.row["cov"]) for c in cands if c.id == r.id) > 0.5  # the reply, by its question's words
