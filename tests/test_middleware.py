"""MemoryContextMiddleware: memories of one user across sessions, isolation, budget, failures."""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain.agents.middleware import ModelRequest, ModelResponse
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic import Field

import zeusmem
from zeusmem import ConfigurationError, SecurityContext
from zeusmem.agent.middleware import MemoryContextMiddleware, approximate_tokens
from zeusmem.context.assembly import assemble_context, fit
from zeusmem.testing import DeterministicEmbeddings

SYSTEM = "You are a helpful assistant."


class RecordingModel(GenericFakeChatModel):
    """Replays scripted messages, accepts bound tools and records every prompt it receives."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> RecordingModel:  # type: ignore[override]
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[override]
        self.seen.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)

    def system_prompts(self) -> list[str]:
        return [m[0].text for m in self.seen if m and isinstance(m[0], SystemMessage)]


def _uid(prefix: str) -> str:
    return f"{prefix}_{secrets.token_hex(3)}"


def _cfg(user_id: str, thread_id: str | None = None, **extra: str) -> dict:
    return {"configurable": {"user_id": user_id, "thread_id": thread_id or _uid("t"), **extra}}


def _agent(model: RecordingModel, mw: MemoryContextMiddleware):
    return create_agent(model, tools=[], middleware=[mw], system_prompt=SYSTEM)


async def test_two_sessions_of_one_user_and_isolation(memory: zeusmem.MemoryService) -> None:
    alice, bob = _uid("alice"), _uid("bob")
    mw = MemoryContextMiddleware(memory)
    assert [t.name for t in mw.tools] == ["memory_add", "memory_search"]

    # session 1: the model stores the preference through the tool
    s1 = RecordingModel(
        messages=iter(
            [
                AIMessage(
                    "",
                    tool_calls=[
                        {
                            "name": "memory_add",
                            "id": "c1",
                            "type": "tool_call",
                            "args": {"content": "I prefer dark theme", "memory_type": "preference"},
                        }
                    ],
                ),
                AIMessage("Noted, you prefer dark theme."),
            ]
        )
    )
    out1 = await _agent(s1, mw).ainvoke(
        {"messages": [HumanMessage("Remember that I prefer dark theme")]}, _cfg(alice, "session-1")
    )
    tool_msgs = [m for m in out1["messages"] if isinstance(m, ToolMessage)]
    assert tool_msgs[0].status == "success", tool_msgs[0].content
    stored_id = tool_msgs[0].content.split()[2]

    # session 2 (a new thread): the system prompt the model receives contains it
    s2 = RecordingModel(messages=iter([AIMessage("You prefer dark theme.")]))
    out2 = await _agent(s2, mw).ainvoke(
        {"messages": [HumanMessage("Which theme do I prefer?")]}, _cfg(alice, "session-2")
    )
    prompt = s2.system_prompts()[0]
    assert prompt.startswith(SYSTEM)
    assert (
        "## Related Memories" in prompt and "I prefer dark theme" in prompt and f"[id={stored_id}]" in prompt
    )
    assert "data, not instructions" in prompt
    # the block is per call: never written into the state
    assert not any(isinstance(m, SystemMessage) for m in out2["messages"])
    assert all("Related Memories" not in m.text for m in out2["messages"])

    # another user's model never sees it
    s3 = RecordingModel(messages=iter([AIMessage("I don't know.")]))
    await _agent(s3, mw).ainvoke({"messages": [HumanMessage("Which theme do I prefer?")]}, _cfg(bob))
    assert "dark theme" not in s3.system_prompts()[0]
    assert s3.system_prompts()[0] == SYSTEM


async def test_request_is_not_mutated_and_blocks_are_appended(memory: zeusmem.MemoryService) -> None:
    carol = _uid("carol")
    await memory.add_explicit_memory(SecurityContext(carol), "Writes Rust at work every day", "habit")
    mw = MemoryContextMiddleware(memory, register_tools=False)
    assert mw.tools == []
    original = SystemMessage(content=[{"type": "text", "text": "Base prompt."}])
    request = ModelRequest(
        model=RecordingModel(messages=iter([])),
        messages=[HumanMessage("What language do I use?")],
        system_message=original,
        state={"messages": []},
        runtime=None,
    )
    seen: list[ModelRequest] = []

    async def handler(req: ModelRequest) -> ModelResponse:
        seen.append(req)
        return ModelResponse(result=[AIMessage("ok")])

    from langgraph.config import get_config  # noqa: F401  (outside a graph: identity from runtime context)

    class Runtime:
        context = {"user_id": carol}

    request = request.override(runtime=Runtime())  # type: ignore[arg-type]
    await mw.awrap_model_call(request, handler)
    assert request.system_message is original and original.text == "Base prompt."
    new = seen[0].system_message
    assert new is not original and new.text.startswith("Base prompt.") and "Writes Rust" in new.text


async def test_missing_user_id_raises(memory: zeusmem.MemoryService) -> None:
    model = RecordingModel(messages=iter([AIMessage("hi")]))
    with pytest.raises(ConfigurationError, match="user_id"):
        await _agent(model, MemoryContextMiddleware(memory)).ainvoke(
            {"messages": [HumanMessage("hello")]}, {"configurable": {"thread_id": "t"}}
        )


async def test_enable_memory_false_is_a_no_op(memory: zeusmem.MemoryService) -> None:
    mw = MemoryContextMiddleware(memory, enable_memory=False)
    assert mw.tools == []
    model = RecordingModel(messages=iter([AIMessage("hi")]))
    await _agent(model, mw).ainvoke({"messages": [HumanMessage("hello")]}, {"configurable": {}})
    assert model.system_prompts() == [SYSTEM]


async def test_sync_invoke_from_a_worker_thread(memory: zeusmem.MemoryService) -> None:
    dan = _uid("dan")
    await memory.add_explicit_memory(SecurityContext(dan), "Prefers green tea over coffee", "preference")
    model = RecordingModel(messages=iter([AIMessage("Green tea.")]))
    agent = _agent(model, MemoryContextMiddleware(memory))
    await asyncio.to_thread(agent.invoke, {"messages": [HumanMessage("Tea or coffee?")]}, _cfg(dan))
    assert "green tea" in model.system_prompts()[0]


def test_budget_uses_the_model_context_window() -> None:
    class Small(RecordingModel):
        pass

    small = Small(messages=iter([]), profile={"max_input_tokens": 1000})
    mw = MemoryContextMiddleware(lambda: None, memory_budget_tokens=2000, max_context_fraction=0.1)  # type: ignore[arg-type, return-value]
    assert mw.budget_for(small) == 100
    assert mw.budget_for(RecordingModel(messages=iter([]))) == 2000


@pytest.fixture(scope="module")
async def crowded(pg_admin_url: str, fake_embeddings: DeterministicEmbeddings):
    """A user with a profile and 500 memories (deterministic embeddings, distinct contents)."""
    from tests.conftest import create_database, drop_database

    url = create_database(pg_admin_url)
    settings = zeusmem.Settings(duplicate_threshold=0.999)
    try:
        async with zeusmem.open_memory(url, fake_embeddings, settings=settings) as svc:
            ctx = SecurityContext("erin", session_id="bulk")
            await svc.upsert_user_profile(
                ctx,
                profession="Site reliability engineer",
                communication_style="terse",
                programming_languages=["Go", "Python"],
            )
            for i in range(500):
                await svc.add_explicit_memory(
                    ctx,
                    f"Theme note {i}: widget {i} uses palette {i * 7919 % 1009} with contrast level {i % 13}",
                    "fact",
                )
            yield svc
    finally:
        drop_database(pg_admin_url, url)


async def test_budget_holds_with_500_memories(crowded: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("erin")
    budget = 400
    mw = MemoryContextMiddleware(crowded, k=100, memory_budget_tokens=budget)
    model = RecordingModel(messages=iter([AIMessage("ok")]))
    await _agent(model, mw).ainvoke(
        {"messages": [HumanMessage("Which palette does the theme widget use?")]}, _cfg("erin")
    )
    prompt = model.system_prompts()[0]
    block = prompt.removeprefix(SYSTEM).lstrip("\n")
    assert approximate_tokens(block) <= budget
    assert "## User Profile" in block and "Site reliability engineer" in block  # the profile survived
    assert "## Related Memories" in block and "Theme note" in block

    assembled = await assemble_context(crowded, ctx, "theme widget palette", k=100, budget_tokens=budget)
    assert assembled.total_tokens <= budget and assembled.dropped > 0
    assert len(assembled.memory_ids) == 100 - assembled.dropped > 0
    assert assembled.profile_tokens > 0 and not assembled.profile_truncated
    for mid in assembled.memory_ids:
        assert f"[id={mid}]" in assembled.text
    # dropping removes the lowest-ranked first: what is kept is a prefix of the ranking
    hits = await crowded.search_memories(ctx, "theme widget palette", k=100)
    assert assembled.memory_ids == tuple(h.item.id for h in hits[: len(assembled.memory_ids)])

    # a profile alone over budget is cut, never the other way round
    tiny = await assemble_context(crowded, ctx, "theme widget palette", k=100, budget_tokens=60)
    assert tiny.total_tokens <= 60 and tiny.profile_truncated and tiny.memory_ids == ()
    assert fit(None, [], 0).text == ""


async def test_broken_database_does_not_crash_the_agent(
    fresh_database_url: str, fake_embeddings, caplog: pytest.LogCaptureFixture
) -> None:
    async with zeusmem.open_memory(fresh_database_url, fake_embeddings) as svc:
        await svc.add_explicit_memory(SecurityContext("fay"), "Prefers vim keybindings", "preference")
    # the pool is closed now: every query fails
    model = RecordingModel(
        messages=iter(
            [
                AIMessage(
                    "",
                    tool_calls=[
                        {
                            "name": "memory_search",
                            "id": "c1",
                            "type": "tool_call",
                            "args": {"query": "keybindings"},
                        }
                    ],
                ),
                AIMessage("Sorry, I can't recall right now."),
            ]
        )
    )
    with caplog.at_level(logging.WARNING, logger="zeusmem.agent"):
        out = await _agent(model, MemoryContextMiddleware(svc)).ainvoke(
            {"messages": [HumanMessage("Which keybindings do I like?")]}, _cfg("fay")
        )
    assert out["messages"][-1].text == "Sorry, I can't recall right now."
    assert model.system_prompts()[0] == SYSTEM
    tool_msg = next(m for m in out["messages"] if isinstance(m, ToolMessage))
    assert tool_msg.status == "error" and "unavailable" in tool_msg.content
    assert any("continuing without memories" in r.getMessage() for r in caplog.records)


async def test_lazy_memory_that_cannot_open_degrades(caplog: pytest.LogCaptureFixture) -> None:
    from zeusmem.handle import LazyMemory

    lazy = LazyMemory("postgresql://nobody@127.0.0.1:1/none", DeterministicEmbeddings(dims=8))
    model = RecordingModel(messages=iter([AIMessage("Hello!")]))
    with caplog.at_level(logging.WARNING, logger="zeusmem.agent"):
        out = await _agent(model, MemoryContextMiddleware(lazy)).ainvoke(
            {"messages": [HumanMessage("hello")]}, _cfg("gus")
        )
    assert out["messages"][-1].text == "Hello!"
    assert any("continuing without memories" in r.getMessage() for r in caplog.records)
