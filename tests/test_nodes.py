"""Drop-in memory nodes in a plain StateGraph (no create_agent), against a real database."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import END, START, StateGraph
from pydantic import Field

import zeusmem
from zeusmem.agent.extraction import Candidate, extract_explicit
from zeusmem.agent.nodes import MemoryState, make_memory_nodes
from zeusmem.agent.summarization import get_transcript
from zeusmem.errors import ConfigurationError

ROOT = Path(__file__).resolve().parents[1]
SECRET = "sk-proj-" + "Q7d9XkP2mZ4vB8nR1tY6wL3cF5hJ0gA2sE7uI9oK"


class ScriptedModel(GenericFakeChatModel):
    calls: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[no-untyped-def]
        self.calls.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str, fake_embeddings: Any) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, fake_embeddings, settings=zeusmem.Settings()) as svc:
        yield svc


def build(mem: Any, model: ScriptedModel, **kw: Any) -> Any:
    nodes = make_memory_nodes(mem, **kw)

    async def call_model(state: MemoryState, config: RunnableConfig) -> dict[str, Any]:
        system = "You are helpful.\n\n" + state.get("memory_context", "")
        return {"messages": [await model.ainvoke([SystemMessage(system), *state["messages"]])]}

    b = StateGraph(MemoryState)
    for name, fn in nodes.as_dict().items():
        b.add_node(name, fn)
    b.add_node("model", call_model)
    b.add_edge(START, "load_memory_context")
    b.add_edge("load_memory_context", "model")
    b.add_edge("model", "save_memories")
    b.add_edge("save_memories", "summarize")
    b.add_edge("summarize", END)
    return b.compile()


def cfg(thread: str, user: str, **extra: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread, "user_id": user, **extra}}


async def test_load_memory_context_puts_a_stored_memory_into_the_state(mem: zeusmem.MemoryService) -> None:
    ctx = zeusmem.SecurityContext("ann")
    await mem.add_explicit_memory(ctx, "Prefers dark theme in code editors", "preference")
    model = ScriptedModel(messages=iter([AIMessage("Dark theme it is.")]))
    graph = build(mem, model)
    out = await graph.ainvoke({"messages": [HumanMessage("Which editor theme do I like?")]}, cfg("n1", "ann"))
    assert "Prefers dark theme in code editors" in out["memory_context"]
    assert "Related Memories" in out["memory_context"]
    system = model.calls[0][0]
    assert isinstance(system, SystemMessage) and "dark theme" in system.text
    # another user's run does not see it
    model2 = ScriptedModel(messages=iter([AIMessage("No idea.")]))
    out2 = await build(mem, model2).ainvoke(
        {"messages": [HumanMessage("Which theme do I like?")]}, cfg("n1b", "bob")
    )
    assert "dark theme" not in out2["memory_context"]


async def test_save_memories_extracts_preference_and_writes_it(mem: zeusmem.MemoryService) -> None:
    model = ScriptedModel(messages=iter([AIMessage("Got it."), AIMessage("Sure.")]))
    graph = build(mem, model)
    out = await graph.ainvoke(
        {"messages": [HumanMessage("I prefer tabs over spaces in Python files.")]}, cfg("n2", "carl")
    )
    (write,) = out["memory_writes"]
    assert write["status"] == "stored" and write["memory_type"] == "preference"
    assert write["content"] == "Prefers tabs over spaces in Python files"
    hits = await mem.search_memories(zeusmem.SecurityContext("carl"), "tabs or spaces?")
    assert hits and hits[0].item.content == "Prefers tabs over spaces in Python files"
    assert hits[0].item.provenance["extractor"] == "rules"
    assert hits[0].item.provenance["session_id"] == "n2"
    # the same human message is not processed twice; the transcript is archived
    again = await graph.ainvoke(dict(out), cfg("n2", "carl"))
    assert again["memory_extracted_id"] == out["memory_extracted_id"]
    assert again["memory_writes"] == out["memory_writes"]  # untouched: nothing new to extract
    assert len(await mem.list_memories(zeusmem.SecurityContext("carl"))) == 1
    transcript = await get_transcript(mem, "n2")
    assert [m.type for m in transcript][:2] == ["human", "ai"]


async def test_secret_is_rejected_by_the_gate_and_nothing_is_stored(mem: zeusmem.MemoryService) -> None:
    ctx = zeusmem.SecurityContext("dana")
    before = await mem.list_memories(ctx)
    model = ScriptedModel(messages=iter([AIMessage("I won't store that.")]))
    graph = build(mem, model)
    out = await graph.ainvoke(
        {"messages": [HumanMessage(f"Remember that my OpenAI api key is {SECRET}")]}, cfg("n3", "dana")
    )
    (write,) = out["memory_writes"]
    assert write["status"] == "rejected" and write["reason"] == "sensitive"
    assert SECRET not in repr(out["memory_writes"])  # the verdict never echoes the secret
    assert await mem.list_memories(ctx) == before


async def test_llm_extractor_with_structured_output(mem: zeusmem.MemoryService) -> None:
    extractor = ScriptedModel(
        messages=iter(
            [
                AIMessage(
                    "",
                    tool_calls=[
                        {
                            "name": "ExtractionResult",
                            "id": "x1",
                            "args": {
                                "memories": [
                                    {
                                        "content": "Works as a data engineer at a bank",
                                        "memory_type": "fact",
                                        "scope": "user",
                                        "confidence": 0.9,
                                    }
                                ]
                            },
                        }
                    ],
                )
            ]
        )
    )
    model = ScriptedModel(messages=iter([AIMessage("Nice to meet you.")]))
    graph = build(mem, model, extractor_model=extractor)
    out = await graph.ainvoke(
        {"messages": [HumanMessage("Hi! I build data pipelines for a bank.")]}, cfg("n4", "erin")
    )
    (write,) = out["memory_writes"]
    assert write["status"] == "stored" and write["source"] == "ai"
    item = await mem.get_memory(zeusmem.SecurityContext("erin"), write["memory_id"])
    assert item.content == "Works as a data engineer at a bank" and item.provenance["extractor"] == "llm"
    assert "data" in extractor.calls[0][1].text  # the extractor saw the exchange


async def test_function_extractor_and_project_scope_permission(mem: zeusmem.MemoryService) -> None:
    def extractor(messages: list[BaseMessage]) -> list[Candidate]:
        return [Candidate("The project ships every Friday", "decision", "project", "ai", 0.9, "fn")]

    model = ScriptedModel(messages=iter([AIMessage("ok")]))
    out = await build(mem, model, extractor_model=extractor).ainvoke(
        {"messages": [HumanMessage("We ship on Fridays.")]}, cfg("n5", "finn", project_id="nonmember")
    )
    (write,) = out["memory_writes"]
    assert write["status"] == "rejected"  # not a member of that project: recorded, not raised


async def test_missing_user_id_raises(mem: zeusmem.MemoryService) -> None:
    graph = build(mem, ScriptedModel(messages=iter([AIMessage("x")])))
    with pytest.raises(ConfigurationError):
        await graph.ainvoke({"messages": [HumanMessage("hi")]}, {"configurable": {"thread_id": "n6"}})


def test_explicit_rules() -> None:
    assert extract_explicit("Can you tell me about Python?") == []
    assert extract_explicit("I'm not sure about that.") == []
    (c,) = extract_explicit("Please remember that I love short answers!")
    assert (c.memory_type, c.content, c.source, c.confidence) == (
        "preference",
        "Loves short answers",
        "user",
        1.0,
    )
    (c,) = extract_explicit("Remember: our project must support PostgreSQL 16", project_id="apollo")
    assert (c.memory_type, c.scope) == ("constraint", "project")


async def test_nodes_graph_module(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """graphs/nodes_graph.py: a plain StateGraph compiled without a checkpointer, runnable offline."""
    monkeypatch.setenv("ZEUSMEM_DATABASE_URL", database_url)
    monkeypatch.setenv("ZEUSMEM_MODEL", "offline")
    spec = importlib.util.spec_from_file_location(
        "nodes_graph_under_test", ROOT / "graphs" / "nodes_graph.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    graph = module.graph
    assert graph.checkpointer is None
    assert {"load_memory_context", "model", "save_memories", "summarize"} <= set(graph.nodes)
    try:
        out = await graph.ainvoke(
            {"messages": [HumanMessage("I prefer green tea in the morning.")]}, cfg("ng1", "gina")
        )
        assert out["memory_writes"][0]["status"] == "stored"
        assert isinstance(out["messages"][-1], AIMessage)
        assert out["messages"][-1].content == "Got it, I'll remember that.", out["messages"][-1]  # what happened
        out = await graph.ainvoke(
            {"messages": [*out["messages"], HumanMessage("What tea do I like?")]}, cfg("ng1", "gina")
        )
        assert "green tea" in out["memory_context"]
        assert "green tea" in out["messages"][-1].content, out["messages"][-1]  # found
        said = HumanMessage("I prefer green tea in the morning.")
        again = await graph.ainvoke({"messages": [said]}, cfg("ng2", "gina"))
        (dup,) = again["memory_writes"]
        assert dup["status"] == "rejected" and dup["reason"] == "duplicate", dup
        assert again["messages"][-1].content == f"I didn't save that: it is already in memory ({dup['existing_id']})."
        token = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
        said = HumanMessage(f"Remember that my token is {token}")
        secret = await graph.ainvoke({"messages": [said]}, cfg("ng3", "gina"))
        reply = secret["messages"][-1].content
        assert secret["memory_writes"][0]["reason"] == "sensitive" and "looks like a secret" in reply, reply
        assert token not in reply and "not enabled" not in reply, reply
    finally:
        await module.memory.aclose()
