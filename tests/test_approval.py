"""Approvals answered with ``Command(resume=...)``, the way an SDK client of ``langgraph dev`` answers.

A malformed answer fails that one run with a message naming the expected shape and leaves
the approval pending (nothing is saved); the simple forms and the full HITL form both
continue it. The checkpoints are in PostgreSQL (the same saver ``make dev`` uses).
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.types import Command
from pydantic import ValidationError

import zeusmem
from zeusmem.agent.approval import normalize_decisions
from zeusmem.agent.tools import create_memory_tools
from zeusmem.episodic import create_memory_delete_tool, memory_hitl_middleware, open_checkpointer, resume
from zeusmem.errors import InvalidInput, NotFound
from zeusmem.testing import DeterministicEmbeddings


class FakeToolModel(GenericFakeChatModel):
    def bind_tools(self, tools: Any, **kwargs: Any) -> FakeToolModel:
        return self


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, DeterministicEmbeddings(dims=64), settings=zeusmem.Settings()) as m:
        yield m


@pytest_asyncio.fixture(scope="module")
async def project(mem: zeusmem.MemoryService) -> zeusmem.SecurityContext:
    dave = zeusmem.SecurityContext("dave", project_id="zephyr")
    await mem.create_project(dave, "zephyr")
    return dave


_threads = itertools.count()

MALFORMED = [
    ("yes", "'yes' is not a decision"),
    ({"decision": "approve"}, "needs 'type'"),
    ({"decisions": "approve"}, "'decisions' must be a list"),
    ({"decisions": [{"type": "approve"}, {"type": "approve"}]}, "2 decision(s) for 1 pending call(s)"),
    ({"type": "edit", "args": {"memory_id": "other"}}, "'edit' is not allowed for memory_delete"),
    (["approve", "approve"], "2 decision(s) for 1 pending call(s)"),
    (42, "a decision is a string or an object, not int"),
]


async def test_a_malformed_answer_leaves_the_deletion_pending(mem: zeusmem.MemoryService) -> None:
    carol = zeusmem.SecurityContext("carol")
    item = await mem.add_explicit_memory(carol, "Keeps a sourdough starter called Bob", "fact")
    call = {"name": "memory_delete", "id": "del-1", "args": {"memory_id": item.id}}
    cfg = {"configurable": {"thread_id": "approval-1", "user_id": "carol"}}
    async with open_checkpointer(mem) as saver:
        agent = create_agent(
            FakeToolModel(messages=iter([AIMessage("", tool_calls=[call]), AIMessage("Forgotten.")])),
            tools=[create_memory_delete_tool(mem)],
            middleware=[memory_hitl_middleware()],
            checkpointer=saver,
        )
        out = await agent.ainvoke({"messages": [HumanMessage("Forget the starter.")]}, cfg)
        (intr,) = out["__interrupt__"]
        assert intr.response_schema and "anyOf" in intr.response_schema  # published for clients

        for value, problem in MALFORMED:
            with pytest.raises(ValidationError) as err:
                await agent.ainvoke(Command(resume=value), cfg)
            text = str(err.value)
            assert problem in text, text
            assert "Send 'approve' or 'reject'" in text and "memory_delete (allowed: approve, reject)" in text
            state = await resume(agent, "approval-1")  # still pending, same interrupt
            assert [p.interrupt_id for p in state.pending_tool_calls] == [intr.id], value
            assert (await mem.get_memory(carol, item.id)).content.startswith("Keeps a sourdough")

        out = await agent.ainvoke(Command(resume="approve"), cfg)  # the simplest form
        assert out["messages"][-1].text == "Forgotten."
        assert "Deleted memory" in out["messages"][-2].text
        with pytest.raises(NotFound):
            await mem.get_memory(carol, item.id)


@pytest.mark.parametrize(
    "answer, stored",
    [
        ("reject", None),
        ({"type": "reject", "message": "keep it personal"}, None),
        (
            {"type": "edit", "args": {"content": "Deploys on Fridays", "memory_type": "decision", "scope": "user"}},
            "user",
        ),
        ({"decisions": [{"type": "approve"}]}, "project"),
        (["approve"], "project"),
    ],
)
async def test_simple_and_full_forms_answer_a_project_write(
    project: zeusmem.SecurityContext, mem: zeusmem.MemoryService, answer: Any, stored: str | None
) -> None:
    dave = project
    thread = f"approval-form-{next(_threads)}"
    call = {
        "name": "memory_add",
        "id": "add-1",
        "args": {"content": "Deploys on Fridays", "memory_type": "decision", "scope": "project"},
    }
    cfg = {"configurable": {"thread_id": thread, "user_id": "dave", "project_id": "zephyr"}}
    async with open_checkpointer(mem) as saver:
        agent = create_agent(
            FakeToolModel(messages=iter([AIMessage("", tool_calls=[call]), AIMessage("Done.")])),
            tools=create_memory_tools(mem),
            middleware=[memory_hitl_middleware()],
            checkpointer=saver,
        )
        await agent.ainvoke({"messages": [HumanMessage("Remember for the project: we deploy on Fridays")]}, cfg)
        out = await agent.ainvoke(Command(resume=answer), cfg)
        assert out["messages"][-1].text == "Done."
        result = out["messages"][-2]
        found = [m for m in await mem.list_memories(dave) if m.content == "Deploys on Fridays"]
        try:
            if stored is None:
                assert result.status == "error" and "rejected" in result.text.lower()
                assert found == []
            else:
                assert "Stored memory" in result.text
                assert [m.scope.value for m in found] == [stored]
        finally:
            for m in found:
                await mem.delete_memory(dave, m.id)


def test_normalize_decisions() -> None:
    calls = [("memory_delete", ("approve", "reject")), ("memory_add", ("approve", "edit", "reject"))]
    assert normalize_decisions(" Approve ", calls) == {"decisions": [{"type": "approve"}] * 2}
    assert normalize_decisions(["reject", {"type": "edit", "args": {"scope": "user"}}], calls) == {
        "decisions": [
            {"type": "reject"},
            {"type": "edit", "edited_action": {"name": "memory_add", "args": {"scope": "user"}}},
        ]
    }
    with pytest.raises(InvalidInput, match="one decision per call"):
        normalize_decisions({"type": "edit", "args": {}}, calls)
    with pytest.raises(InvalidInput, match="cannot call 'memory_delete' instead"):
        normalize_decisions(
            ["approve", {"type": "edit", "edited_action": {"name": "memory_delete", "args": {}}}], calls
        )
    with pytest.raises(InvalidInput, match="unknown key"):
        normalize_decisions({"type": "approve", "why": "x"}, calls[:1])
    with pytest.raises(InvalidInput, match="'message' of a 'reject' decision must be a string"):
        normalize_decisions({"type": "reject", "message": 3}, calls[:1])
