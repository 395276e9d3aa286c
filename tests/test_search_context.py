"""``add_explicit_memory(context=)``: the turns around a transcript turn help find it (indexed,
never shown); a context part holding a secret is left out; bad input is a clear error."""

from __future__ import annotations

import secrets

import pytest

import zeusmem
from zeusmem import InvalidInput, SecurityContext
from zeusmem.rules import ranking

QUESTION = "Ben: Did you go camping in the mountains with the kids?"
REPLY = "Ana: Yes! Last weekend, it was lovely."
OTHER = "Ana: My sister visited last weekend, it was lovely."
QUERY = "When did Ana go camping in the mountains?"


def _ctx(prefix: str) -> SecurityContext:
    return SecurityContext(f"{prefix}_{secrets.token_hex(3)}")


async def _context_of(memory: zeusmem.MemoryService, memory_id: str) -> str | None:
    async with memory.repo.db.connection() as conn:
        cur = await conn.execute("SELECT context_tsv::text FROM zeusmem.memory_items WHERE id = %s", (memory_id,))
        row = await cur.fetchone()
    assert row is not None
    return row[0]


async def test_a_reply_is_found_by_the_turn_it_answers(memory: zeusmem.MemoryService) -> None:
    plain, with_ctx = _ctx("plain"), _ctx("ctx")
    for ctx, context in ((plain, None), (with_ctx, [QUESTION, "Ben: Sounds great!"])):
        await memory.add_explicit_memory(ctx, OTHER, "fact")
        await memory.add_explicit_memory(ctx, REPLY, "fact", context=context)
    # without its context the reply holds only the name of the question's terms; with it, the
    # turn it answers lifts it first, and its lexical score says why
    hits = {h.item.content: h for h in await memory.search_memories(plain, QUERY, k=5)}
    found = await memory.search_memories(with_ctx, QUERY, k=5)
    assert found[0].item.content == REPLY
    plain_lex = hits[REPLY].lexical_score or 0.0
    assert found[0].lexical_score is not None and found[0].lexical_score > plain_lex + 0.2
    # the context only adds CONTEXT_WEIGHT of what the memory's own terms leave (same term
    # statistics in both scopes: a context never counts in them)
    assert found[0].lexical_score <= ranking.with_context(plain_lex, 1.0) + 1e-9
    assert ranking.with_context(0.0, 1.0) == ranking.CONTEXT_WEIGHT and ranking.with_context(1.0, 1.0) == 1.0
    # never shown: the item holds the turn only
    item = found[0].item
    assert item.content == REPLY and "camping" not in repr(item)
    assert "camp" in (await _context_of(memory, item.id) or "")
    # a new version keeps its context
    newer = await memory.update_memory(with_ctx, item.id, content="Ana: Yes! Last weekend, it was so lovely.")
    assert (newer.id, newer.version) == (item.id, 2) and "camp" in (await _context_of(memory, newer.id) or "")


async def test_a_context_part_holding_a_secret_is_left_out(memory: zeusmem.MemoryService) -> None:
    ctx = _ctx("sec")
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    item = await memory.add_explicit_memory(
        ctx, REPLY, "fact", context=[f"Ben: my GitHub token is {token}", "Ben: we went to the lighthouse"]
    )
    stored = await _context_of(memory, item.id) or ""
    assert "lighthous" in stored and token.lower() not in stored.lower() and "github" not in stored
    only_secret = await memory.add_explicit_memory(ctx, OTHER, "fact", context=[f"token {token}"])
    assert await _context_of(memory, only_secret.id) is None


@pytest.mark.parametrize(
    ("bad", "message"),
    [(42, "string or a list"), ([None], "must be a string"), (["x" * 20_001], "at most 20000"),
     (["x" * 15_000, "y" * 15_000], "at most 20000 characters in all"), (["a\x00b"], "NUL")],
)
async def test_bad_context_is_invalid_input(memory: zeusmem.MemoryService, bad: object, message: str) -> None:
    with pytest.raises(InvalidInput, match=message) as e:
        await memory.add_explicit_memory(_ctx("bad"), REPLY, "fact", context=bad)  # type: ignore[arg-type]
    assert e.value.field == "context"
