"""Summarization keeps the transcript: langchain's middleware + zeusmem's archive and summary records."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import START, StateGraph
from pydantic import Field

import zeusmem
from zeusmem.agent.nodes import MemoryState, make_memory_nodes
from zeusmem.agent.summarization import (
    SUMMARY_PREFIX,
    ArchivingSummarizationMiddleware,
    create_summarization_middleware,
    extractive_summarizer,
    get_summaries,
    get_transcript,
)
from zeusmem.episodic import open_checkpointer
from zeusmem.errors import ConfigurationError, StorageError
from zeusmem.service import sessions as sessions_mod


class RecordingModel(GenericFakeChatModel):
    """Scripted replies; records the messages of every call; ``bind_tools`` returns itself."""

    calls: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> RecordingModel:
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[no-untyped-def]
        self.calls.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


def counting_summarizer(messages: list[BaseMessage]) -> str:
    return f"SUMMARY of {len(messages)} messages: " + " | ".join(m.text for m in messages if m.text)


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str, fake_embeddings: Any) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, fake_embeddings, settings=zeusmem.Settings()) as svc:
        yield svc


def cfg(thread: str, user: str = "alice") -> dict[str, Any]:
    return {"configurable": {"thread_id": thread, "user_id": user}}


def shape(messages: list[BaseMessage]) -> list[tuple[str, str, str | None]]:
    return [(m.type, m.text, m.id) for m in messages]


async def test_defaults_are_langchain_middleware() -> None:
    mw = create_summarization_middleware(None, summarizer=extractive_summarizer)
    assert type(mw).__name__ == "SummarizationMiddleware"
    assert mw.keep == ("messages", 20)
    assert mw.trigger == [("tokens", 6000), ("messages", 60)]
    with pytest.raises(ConfigurationError):
        create_summarization_middleware(None)


async def test_summarizes_and_keeps_full_transcript(mem: zeusmem.MemoryService) -> None:
    n_turns = 6
    model = RecordingModel(messages=iter([AIMessage(f"answer {i}", id=f"a{i}") for i in range(n_turns)]))
    mw = create_summarization_middleware(
        model, memory=mem, trigger=("messages", 6), keep=("messages", 2), summarizer=counting_summarizer
    )
    assert isinstance(mw, ArchivingSummarizationMiddleware)
    async with open_checkpointer(mem) as saver:
        agent = create_agent(model, middleware=[mw], checkpointer=saver)
        sent: list[BaseMessage] = []
        for i in range(n_turns):
            human = HumanMessage(f"question {i}", id=f"h{i}")
            out = await agent.ainvoke({"messages": [human]}, cfg("sum-1"))
            sent += [human, AIMessage(f"answer {i}", id=f"a{i}")]
        state = out["messages"]

    # the checkpointed thread was compressed: a summary + the kept tail
    assert len(state) < 2 * n_turns
    summary = state[0]
    assert summary.additional_kwargs["lc_source"] == "summarization"
    meta = summary.additional_kwargs["zeusmem_summary"]
    assert meta["version"] >= 1 and meta["model"].startswith("function:")
    assert meta["source_range"]["message_count"] >= 1

    # the model saw the summary (and not the summarized originals) on its last call
    last_call = model.calls[-1]
    assert any(m.text.startswith(SUMMARY_PREFIX) for m in last_call)
    assert "question 0" not in [m.text for m in last_call]

    # the full transcript: every original message, in order, once
    transcript = await get_transcript(mem, "sum-1")
    assert [(m.type, m.text) for m in transcript] == [(m.type, m.text) for m in sent]
    assert [m.id for m in transcript] == [m.id for m in sent]
    assert all(not m.additional_kwargs.get("lc_source") for m in transcript)

    # summary records: versions, covered range, model; later versions chain to earlier ones
    records = await get_summaries(mem, "sum-1")
    assert [r.version for r in records] == list(range(1, len(records) + 1))
    assert records[0].message_ids[0] == "h0" and records[0].first_position == 1
    assert records[0].previous_version is None
    if len(records) > 1:
        assert records[1].previous_version == 1
    assert records[-1].version == meta["version"]
    assert meta["source_range"]["first_message_id"] == records[-1].first_message_id
    # consecutive summaries cover consecutive, disjoint ranges of the transcript
    for prev, nxt in zip(records, records[1:], strict=False):
        assert nxt.first_position > prev.last_position
    assert records[-1].kept_message_ids == tuple(
        m.id for m in state[1 : len(records[-1].kept_message_ids) + 1]
    )

    # another user cannot read the transcript through a ctx filter
    assert await get_transcript(mem, "sum-1", ctx=zeusmem.SecurityContext("mallory")) == []


async def test_tool_pairs_are_never_split(mem: zeusmem.MemoryService) -> None:
    """keep=2 would cut between an AI tool call and its result; langchain moves the cut before the call."""
    nodes = make_memory_nodes(
        mem, summarizer=counting_summarizer, trigger=("messages", 6), keep=("messages", 2)
    )
    builder = StateGraph(MemoryState)
    builder.add_node("summarize", nodes.summarize)
    builder.add_edge(START, "summarize")
    graph = builder.compile()
    call = {"name": "lookup", "args": {"q": "x"}, "id": "call-1", "type": "tool_call"}
    messages = [
        HumanMessage("first", id="m1"),
        AIMessage("reply", id="m2"),
        HumanMessage("look it up", id="m3"),
        AIMessage("", tool_calls=[call], id="m4"),
        ToolMessage("found x", tool_call_id="call-1", id="m5"),
        AIMessage("it is x", id="m6"),
    ]
    out = await graph.ainvoke({"messages": messages}, cfg("sum-tools"))
    kept = out["messages"]
    assert kept[0].additional_kwargs["lc_source"] == "summarization"
    assert [m.id for m in kept[1:]] == ["m4", "m5", "m6"]  # the AI call stays with its ToolMessage
    (record,) = await get_summaries(mem, "sum-tools")
    assert record.message_ids == ("m1", "m2", "m3")
    assert record.first_position == 1 and record.last_position == 3 and record.message_count == 3
    transcript = await get_transcript(mem, "sum-tools")
    assert shape(transcript) == shape(messages)
    # invariant: no ToolMessage in the state without its AI call
    ai_calls = {tc["id"] for m in kept if isinstance(m, AIMessage) for tc in m.tool_calls}
    assert all(m.tool_call_id in ai_calls for m in kept if isinstance(m, ToolMessage))


async def test_agent_with_tools_keeps_pairs(mem: zeusmem.MemoryService) -> None:
    @tool
    def lookup(q: str) -> str:
        """Look something up."""
        return f"result for {q}"

    replies = []
    for i in range(4):
        replies.append(AIMessage("", tool_calls=[{"name": "lookup", "args": {"q": f"q{i}"}, "id": f"c{i}"}]))
        replies.append(AIMessage(f"done {i}"))
    model = RecordingModel(messages=iter(replies))
    mw = create_summarization_middleware(
        model, memory=mem, trigger=("messages", 5), keep=("messages", 3), summarizer=counting_summarizer
    )
    async with open_checkpointer(mem) as saver:
        agent = create_agent(model, tools=[lookup], middleware=[mw], checkpointer=saver)
        for i in range(4):
            out = await agent.ainvoke({"messages": [HumanMessage(f"look up q{i}")]}, cfg("sum-agent-tools"))
    for call in model.calls:  # every model call saw complete tool pairs
        ids = {tc["id"] for m in call if isinstance(m, AIMessage) for tc in m.tool_calls}
        results = {m.tool_call_id for m in call if isinstance(m, ToolMessage)}
        assert results <= ids
        assert ids <= results
    transcript = await get_transcript(mem, "sum-agent-tools")
    assert [m.type for m in transcript] == ["human", "ai", "tool", "ai"] * 4
    assert len({m.id for m in transcript}) == 16
    records = await get_summaries(mem, "sum-agent-tools")
    assert records
    for r in records:  # a covered AI tool call has its result covered too
        covered = {m.id: m for m in transcript if m.id in r.message_ids}
        calls = {tc["id"] for m in covered.values() if isinstance(m, AIMessage) for tc in m.tool_calls}
        res = {m.tool_call_id for m in covered.values() if isinstance(m, ToolMessage)}
        assert calls == res
    assert out["messages"][0].additional_kwargs.get("lc_source") == "summarization"


async def test_archive_failure_skips_summarization(
    mem: zeusmem.MemoryService, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> int:
        raise StorageError("database unavailable")

    monkeypatch.setattr(sessions_mod.st, "archive_messages", broken)
    model = RecordingModel(messages=iter([AIMessage("ok")]))
    mw = create_summarization_middleware(
        model, memory=mem, trigger=("messages", 2), keep=("messages", 1), summarizer=counting_summarizer
    )
    agent = create_agent(model, middleware=[mw])
    msgs = [HumanMessage("one"), AIMessage("two"), HumanMessage("three")]
    out = await agent.ainvoke({"messages": msgs}, cfg("sum-broken"))
    assert [m.text for m in out["messages"]] == ["one", "two", "three", "ok"]  # nothing was removed
    assert not any(m.additional_kwargs.get("lc_source") for m in out["messages"])


async def test_missing_user_id_is_a_configuration_error(mem: zeusmem.MemoryService) -> None:
    model = RecordingModel(messages=iter([AIMessage("ok")]))
    agent = create_agent(
        model,
        middleware=[
            create_summarization_middleware(
                model, memory=mem, trigger=("messages", 50), summarizer=counting_summarizer
            )
        ],
    )
    with pytest.raises(ConfigurationError):
        await agent.ainvoke({"messages": [HumanMessage("hi")]}, {"configurable": {"thread_id": "x"}})


def test_sync_invoke_archives_through_a_lazy_memory(database_url: str, fake_embeddings: Any) -> None:
    """Sync twins: ``agent.invoke`` reaches the async service through MemoryRef's background loop."""
    import asyncio

    from zeusmem.handle import LazyMemory

    lazy = LazyMemory(database_url, fake_embeddings, settings=zeusmem.Settings())
    model = RecordingModel(messages=iter([AIMessage(f"a{i}", id=f"sa{i}") for i in range(3)]))
    mw = create_summarization_middleware(
        model, memory=lazy, trigger=("messages", 4), keep=("messages", 1), summarizer=counting_summarizer
    )
    agent = create_agent(model, middleware=[mw])
    msgs: list[BaseMessage] = []
    for i in range(3):
        msgs = agent.invoke({"messages": [*msgs, HumanMessage(f"q{i}", id=f"sq{i}")]}, cfg("sum-sync"))[
            "messages"
        ]
    assert msgs[0].additional_kwargs["lc_source"] == "summarization"

    async def read() -> list[BaseMessage]:
        async with zeusmem.open_memory(database_url, fake_embeddings, settings=zeusmem.Settings()) as m:
            return await get_transcript(m, "sum-sync")

    transcript = asyncio.run(read())
    assert [m.id for m in transcript] == ["sq0", "sa0", "sq1", "sa1", "sq2", "sa2"]
