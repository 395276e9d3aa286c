"""LangMem, unchanged, on ZeusmemStore: its tools in a ``create_agent`` graph and its memory manager.

The chat models are scripted (the test is about the store, not a model); everything else is
real: LangMem 0.0.30, LangGraph's ToolNode, zeusmem's gate, PostgreSQL. Thread 1 stores a
memory through ``manage_memory``; thread 2 finds it through ``search_memory`` and sees it in
the prompt zeusmem's middleware builds; another user's agent finds nothing.
"""

from __future__ import annotations

import json
import secrets
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest_asyncio
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langgraph.func import entrypoint
from langmem import create_manage_memory_tool, create_memory_store_manager, create_search_memory_tool
from secrets_corpus import SECRETS

import zeusmem
from zeusmem import MemoryContextMiddleware, SecurityContext
from zeusmem.store import ZeusmemStore
from zeusmem.testing import DeterministicEmbeddings

NAMESPACE = ("memories", "{langgraph_user_id}")


class ScriptedModel(GenericFakeChatModel):
    """Replays scripted messages, accepts bound tools, and records the prompts it was given."""

    prompts: list[list[BaseMessage]] = []

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:  # type: ignore[override]
        return self

    async def _agenerate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.prompts.append(list(messages))
        return await super()._agenerate(messages, *args, **kwargs)


def model(*messages: AIMessage) -> ScriptedModel:
    return ScriptedModel(messages=iter(messages), prompts=[])


def call(name: str, args: dict[str, Any], call_id: str = "c1") -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": args, "id": call_id, "type": "tool_call"}])


def config(user: str, *, zeusmem_ids: bool = True) -> dict[str, Any]:
    configurable = {"langgraph_user_id": user, "thread_id": f"t-{secrets.token_hex(3)}"}
    if zeusmem_ids:
        configurable["user_id"] = user
    return {"configurable": configurable}


def system_prompt(m: ScriptedModel) -> str:
    return "\n".join(str(msg.content) for msg in m.prompts[0] if msg.type == "system")


def tool_messages(state: dict[str, Any]) -> list[ToolMessage]:
    return [msg for msg in state["messages"] if isinstance(msg, ToolMessage)]


@pytest_asyncio.fixture(scope="module")
async def memory(database_url: str) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, DeterministicEmbeddings(dims=64), settings=zeusmem.Settings()) as m:
        yield m


def agent(memory: zeusmem.MemoryService, store: ZeusmemStore, m: ScriptedModel, *, middleware: bool = True) -> Any:
    tools = [create_manage_memory_tool(namespace=NAMESPACE), create_search_memory_tool(namespace=NAMESPACE)]
    return create_agent(m, tools=tools, store=store, middleware=[MemoryContextMiddleware(memory)] if middleware else [])


async def test_langmem_agent_remembers_across_threads_and_users(memory: zeusmem.MemoryService) -> None:
    store = ZeusmemStore(memory)
    alice, bob = f"alice{secrets.token_hex(3)}", f"bob{secrets.token_hex(3)}"

    # thread 1: the model stores a memory through LangMem's manage_memory
    m1 = model(call("manage_memory", {"content": "User prefers dark mode in every app"}), AIMessage("Noted."))
    out = await agent(memory, store, m1).ainvoke({"messages": [("user", "I like dark mode everywhere")]},
                                                 config(alice))
    [stored] = tool_messages(out)
    assert stored.status != "error" and stored.content.startswith("created memory "), stored.content
    key = stored.content.removeprefix("created memory ")
    reader = ZeusmemStore(memory, identity=SecurityContext(alice))
    item = await reader.aget(("memories", alice), key)
    assert item is not None and item.value == {"content": "User prefers dark mode in every app"}
    [zm] = await memory.list_memories(SecurityContext(alice))
    assert zm.source.value == "ai" and zm.provenance["store"]["key"] == key  # an agent's write, gated

    # thread 2: search_memory finds it, and zeusmem's middleware put it in the prompt
    m2 = model(call("search_memory", {"query": "dark mode preference"}), AIMessage("You like dark mode."))
    out = await agent(memory, store, m2).ainvoke({"messages": [("user", "What theme do I like?")]}, config(alice))
    [found] = tool_messages(out)
    results = json.loads(found.content)
    assert results[0]["key"] == key and results[0]["value"]["content"] == "User prefers dark mode in every app"
    assert results[0]["namespace"] == ["memories", alice] and results[0]["score"] > 0
    assert "User prefers dark mode in every app" in system_prompt(m2)

    # update through the tool: a new version of the same key
    m3 = model(call("manage_memory", {"content": "User prefers dark mode, except in the terminal",
                                      "action": "update", "id": key}), AIMessage("Updated."))
    await agent(memory, store, m3).ainvoke({"messages": [("user", "Except my terminal")]}, config(alice))
    updated = await reader.aget(("memories", alice), key)
    assert updated.value["content"] == "User prefers dark mode, except in the terminal"
    assert len(await memory.history(SecurityContext(alice), zm.id)) == 2

    # another user's agent finds nothing, in its tool or in its prompt
    m4 = model(call("search_memory", {"query": "dark mode preference"}), AIMessage("I don't know."))
    out = await agent(memory, store, m4).ainvoke({"messages": [("user", "What theme do I like?")]}, config(bob))
    assert json.loads(tool_messages(out)[0].content) == []
    assert "dark mode" not in system_prompt(m4)


async def test_gate_rejection_is_a_tool_error_the_model_sees(memory: zeusmem.MemoryService) -> None:
    store = ZeusmemStore(memory)
    user = f"carol{secrets.token_hex(3)}"
    secret_text = next(text for kind, text in SECRETS if "key" in kind.lower() or "token" in kind.lower())
    m = model(call("manage_memory", {"content": secret_text}), AIMessage("I can't store secrets."))
    out = await agent(memory, store, m, middleware=False).ainvoke(
        {"messages": [("user", "remember my credential")]}, config(user, zeusmem_ids=False)
    )
    [msg] = tool_messages(out)
    assert msg.status == "error" and msg.content.startswith("Memory not stored (sensitive)"), msg.content
    assert secret_text not in msg.content
    assert out["messages"][-1].content == "I can't store secrets."  # the run went on
    assert await memory.list_memories(SecurityContext(user)) == []


async def test_langmem_tools_with_only_langgraph_user_id_sync(memory: zeusmem.MemoryService) -> None:
    """LangMem's own config (``langgraph_user_id`` only), through the sync tools in a sync graph run."""
    import asyncio

    store = ZeusmemStore(memory)
    user = f"dave{secrets.token_hex(3)}"
    m = model(call("manage_memory", {"content": "Works night shifts at the hospital"}),
              call("search_memory", {"query": "night shifts"}, "c2"), AIMessage("done"))
    graph = agent(memory, store, m, middleware=False)
    out = await asyncio.to_thread(graph.invoke, {"messages": [("user", "I work nights")]},
                                  config(user, zeusmem_ids=False))
    created, found = tool_messages(out)
    assert created.content.startswith("created memory ")
    assert json.loads(found.content)[0]["value"] == {"content": "Works night shifts at the hospital"}


async def test_memory_store_manager(memory: zeusmem.MemoryService) -> None:
    store = ZeusmemStore(memory)
    user = f"erin{secrets.token_hex(3)}"
    extractor = model(
        AIMessage("", tool_calls=[
            {"name": "Memory", "args": {"content": "Erin is training for the Berlin marathon"}, "id": "m1",
             "type": "tool_call"},
            {"name": "Memory", "args": {"content": "Erin is vegetarian"}, "id": "m2", "type": "tool_call"},
        ]),
    )
    # the manager keeps LangMem's {"kind", "content": {...}} items in a sub-namespace of its own (docs/store.md):
    # a memory written elsewhere (zeusmem's own tools, CLI, REST) reads as {"content": text} in the user's
    # namespace, which the manager never lists
    manager = create_memory_store_manager(extractor, namespace=(*NAMESPACE, "langmem"))
    await memory.add_explicit_memory(SecurityContext(user), "Erin lives in Lisbon near the river", "fact")

    @entrypoint(store=store)
    async def remember(messages: list[dict[str, str]]) -> list[dict[str, Any]]:
        return await manager.ainvoke({"messages": messages})

    cfg = {"configurable": {"langgraph_user_id": user}}
    puts = await remember.ainvoke(
        [{"role": "user", "content": "I'm training for the Berlin marathon and I don't eat meat."}], cfg
    )
    assert len(puts) == 2
    items = await ZeusmemStore(memory, identity=SecurityContext(user)).asearch(("memories", user, "langmem"),
                                                                            query="marathon training")
    assert items[0].value == {"kind": "Memory", "content": {"content": "Erin is training for the Berlin marathon"}}
    by_us = [i for i in items if i.value["content"] != "Erin lives in Lisbon near the river"]
    assert {i.value["content"]["content"] for i in by_us} == {"Erin is training for the Berlin marathon",
                                                              "Erin is vegetarian"}
    # the manager's own search (inside a run: the store reads who is asking from it) sees them too,
    # and zeusmem has them as the user's memories

    @entrypoint(store=store)
    async def recall(query: str) -> list[Any]:
        return await manager.asearch(query=query)

    found = await recall.ainvoke("what does Erin eat", cfg)
    assert "Erin is vegetarian" in {i.value.content for i in found}  # coerced back into LangMem's Memory
    hits = await memory.search_memories(SecurityContext(user), "vegetarian", k=2)
    assert hits[0].item.content == "Erin is vegetarian"
    assert all(uuid.UUID(i.key) for i in by_us)
