"""``min_score``: weak matches dropped by search, REST ``?min_score=``, ``memory_search`` and the
middleware; out-of-range values are a clear error on each path."""

from __future__ import annotations

import math
import secrets
from collections.abc import Iterator

import httpx
import pytest
from test_rest import SECRET, human, serve

import zeusmem
from zeusmem import (
    ConfigurationError,
    InvalidInput,
    MemoryContextMiddleware,
    SecurityContext,
    Settings,
    create_memory_tools,
)
from zeusmem.context.assembly import assemble_context
from zeusmem.embeddings.local import LocalMiniLMEmbeddings
from zeusmem.interfaces.auth import AuthConfig
from zeusmem.interfaces.rest import create_app

STRONG = "Prefers Neovim with a dark colour theme for coding"
WEAK = "Rides a red bicycle to the office on Fridays"
QUERY = "which editor colour theme for coding"


def _uid(prefix: str) -> str:
    return f"{prefix}_{secrets.token_hex(3)}"


async def _two_memories(memory: zeusmem.MemoryService) -> tuple[SecurityContext, float, float]:
    """A user with one memory that matches QUERY well and one that hardly does; their relevances."""
    ctx = SecurityContext(_uid("ms"))
    await memory.add_explicit_memory(ctx, STRONG, "preference")
    await memory.add_explicit_memory(ctx, WEAK, "habit")
    hits = await memory.search_memories(ctx, QUERY, k=5)
    by = {h.item.content: h.similarity for h in hits}
    assert set(by) == {STRONG, WEAK} and by[STRONG] > by[WEAK] + 0.1, by
    return ctx, by[STRONG], by[WEAK]


async def test_min_score_drops_weak_matches(memory: zeusmem.MemoryService) -> None:
    ctx, strong, weak = await _two_memories(memory)
    mid = (strong + weak) / 2
    kept = await memory.search_memories(ctx, QUERY, k=5, min_score=mid)
    assert [h.item.content for h in kept] == [STRONG] and kept[0].similarity >= mid
    assert len(await memory.search_memories(ctx, QUERY, k=5, min_score=0)) == 2  # 0 keeps everything
    assert await memory.search_memories(ctx, QUERY, k=5, min_score=min(1.0, strong + 0.01)) == []
    # the bound is on relevance (similarity), not on the final score that adds confidence and scope
    assert all(h.score != h.similarity for h in kept)
    # context assembly passes it through
    block = await assemble_context(memory, ctx, QUERY, min_score=mid)
    assert [h.item.content for h in block.hits] == [STRONG]


@pytest.mark.parametrize("bad", [1.5, -0.1, math.nan, "0.5", True])
async def test_min_score_out_of_range_is_invalid_input(memory: zeusmem.MemoryService, bad: object) -> None:
    with pytest.raises(InvalidInput) as e:
        await memory.search_memories(SecurityContext(_uid("ms")), "anything", min_score=bad)  # type: ignore[arg-type]
    assert e.value.field == "min_score" and "between 0 and 1" in str(e.value)


async def test_memory_search_tool_and_middleware_take_min_score(memory: zeusmem.MemoryService) -> None:
    ctx, strong, weak = await _two_memories(memory)
    cfg = {"configurable": {"user_id": ctx.user_id, "thread_id": _uid("t")}}
    call = {"name": "memory_search", "args": {"query": QUERY}, "id": "c1", "type": "tool_call"}
    strict = {t.name: t for t in create_memory_tools(memory, min_score=(strong + weak) / 2)}["memory_search"]
    found = (await strict.ainvoke(call, cfg)).content
    assert "Neovim" in found and "bicycle" not in found
    loose = {t.name: t for t in create_memory_tools(memory)}["memory_search"]
    assert "bicycle" in (await loose.ainvoke(call, cfg)).content
    none = {t.name: t for t in create_memory_tools(memory, min_score=1.0)}["memory_search"]
    assert (await none.ainvoke(call, cfg)).content == "No matching memories found."
    mw = MemoryContextMiddleware(memory, min_score=(strong + weak) / 2)
    assert mw.min_score == (strong + weak) / 2
    mw_search = {t.name: t for t in mw.tools}["memory_search"]
    assert "bicycle" not in (await mw_search.ainvoke(call, cfg)).content
    for bad in (1.01, -1, "high", True):
        with pytest.raises(ConfigurationError, match="min_score must be a number between 0 and 1"):
            MemoryContextMiddleware(memory, min_score=bad)  # type: ignore[arg-type]
        with pytest.raises(ConfigurationError, match="min_score"):
            create_memory_tools(memory, min_score=bad)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def base_url(database_url: str, minilm: LocalMiniLMEmbeddings) -> Iterator[str]:
    app = create_app(database_url, minilm, settings=Settings(), auth=AuthConfig(jwt_secret=SECRET))
    yield from serve(app)


def test_rest_min_score(base_url: str) -> None:
    h = human(_uid("rest"))
    with httpx.Client(base_url=base_url, timeout=60) as c:
        for content, kind in ((STRONG, "preference"), (WEAK, "habit")):
            r = c.post("/memory", headers=h, json={"content": content, "memory_type": kind})
            assert r.status_code in (200, 201), r.text
        hits = c.get("/memory/search", headers=h, params={"q": QUERY}).json()
        sims = {x["memory"]["content"]: x["similarity"] for x in hits}
        mid = (sims[STRONG] + sims[WEAK]) / 2
        kept = c.get("/memory/search", headers=h, params={"q": QUERY, "min_score": mid}).json()
        assert [x["memory"]["content"] for x in kept] == [STRONG]
        for bad in ("1.5", "-0.2", "high"):
            r = c.get("/memory/search", headers=h, params={"q": QUERY, "min_score": bad})
            assert r.status_code == 400, (bad, r.text)
            assert "min_score" in r.text
