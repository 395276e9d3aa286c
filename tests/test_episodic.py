"""Episodic memory: resume after a page refresh (a new process), approvals, a SIGKILL, compaction."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest
import pytest_asyncio
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.types import Command, Interrupt

import zeusmem
from zeusmem.agent.tools import create_memory_tools
from zeusmem.episodic import (
    PendingToolCall,
    archive_idle_threads,
    create_memory_delete_tool,
    get_session_snapshot,
    memory_hitl_middleware,
    open_checkpointer,
    resume,
    resume_payload,
)
from zeusmem.errors import InvalidInput, NotFound, PermissionDenied
from zeusmem.service.sessions import sessions_of
from zeusmem.testing import DeterministicEmbeddings

ROOT = Path(__file__).resolve().parents[1]


class FakeToolModel(GenericFakeChatModel):
    def bind_tools(self, tools: Any, **kwargs: Any) -> FakeToolModel:
        return self


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(
        database_url, DeterministicEmbeddings(dims=64), settings=zeusmem.Settings()
    ) as svc:
        yield svc


def run_script(tmp_path: Path, name: str, source: str, *args: str, timeout: float = 120) -> dict[str, Any]:
    script = tmp_path / name
    script.write_text(textwrap.dedent(source))
    proc = subprocess.run(
        [sys.executable, str(script), *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


# --- a run pauses for approval; a new process (the page refresh) resumes and approves ---------

HITL_SCRIPT = """
import asyncio, json, sys
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
import zeusmem
from zeusmem.agent.tools import create_memory_tools
from zeusmem.episodic import create_memory_delete_tool, memory_hitl_middleware, open_checkpointer, resume
from zeusmem.testing import DeterministicEmbeddings

class Fake(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

CALL = {"name": "memory_add", "id": "call-proj",
        "args": {"content": "The team deploys to production on Fridays", "memory_type": "decision",
                 "scope": "project"}}

async def main(url, phase, sid):
    settings = zeusmem.Settings()
    async with zeusmem.open_memory(url, DeterministicEmbeddings(dims=64), settings=settings) as memory, \\
            open_checkpointer(memory) as saver:
        first = phase == "start"
        replies = [AIMessage("", tool_calls=[CALL])] if first else [AIMessage("Saved for the project.")]
        agent = create_agent(Fake(messages=iter(replies)),
                             tools=[*create_memory_tools(memory), create_memory_delete_tool(memory)],
                             middleware=[memory_hitl_middleware()], checkpointer=saver)
        if phase == "start":
            out = await agent.ainvoke(
                {"messages": [HumanMessage("Remember for the project: we deploy on Fridays")]},
                {"configurable": {"thread_id": sid, "user_id": "alice", "project_id": "apollo"}})
            print(json.dumps({"interrupts": [i.id for i in out.get("__interrupt__", [])]}))
            return
        state = await resume(agent, sid)  # the page refresh: only the session id
        pending = [{"name": p.name, "args": p.args, "interrupt_id": p.interrupt_id,
                    "tool_call_id": p.tool_call_id, "allowed": list(p.allowed_decisions)}
                   for p in state.pending_tool_calls]
        snapshot_before = await resume(agent, sid, memory=memory)
        final = await resume(agent, sid, decision="approve", memory=memory)
        print(json.dumps({
            "pending": pending, "next": list(state.next), "user": state.metadata.get("user_id"),
            "messages": [[m.type, m.text] for m in final.messages],
            "final_pending": len(final.pending_tool_calls), "done": final.done,
            "tool_states": [[t.tool_call_id, t.name, t.status] for t in final.tool_states],
            "interrupt_ids": [i.id for i in state.interrupts],
        }))

asyncio.run(main(*sys.argv[1:]))
"""


async def test_page_refresh_resume_approves_project_memory_in_a_new_process(
    mem: zeusmem.MemoryService, database_url: str, tmp_path: Path
) -> None:
    alice = zeusmem.SecurityContext("alice", project_id="apollo")
    await mem.create_project(alice, "apollo")
    started = await asyncio.to_thread(
        run_script, tmp_path, "hitl.py", HITL_SCRIPT, database_url, "start", "hitl-1"
    )
    assert len(started["interrupts"]) == 1
    # paused: nothing stored yet, whatever the model put in its arguments
    assert await mem.list_memories(alice, scope="project") == []
    snap = await get_session_snapshot(mem, "hitl-1")
    assert snap is None  # nothing has written a snapshot yet

    out = await asyncio.to_thread(
        run_script, tmp_path, "hitl.py", HITL_SCRIPT, database_url, "resume", "hitl-1"
    )
    (pending,) = out["pending"]
    assert pending["name"] == "memory_add" and pending["tool_call_id"] == "call-proj"
    assert pending["args"]["scope"] == "project"
    assert pending["args"]["content"] == "The team deploys to production on Fridays"
    assert pending["interrupt_id"] == started["interrupts"][0] == out["interrupt_ids"][0]
    assert pending["allowed"] == ["approve", "edit", "reject"]
    assert out["user"] == "alice"
    assert out["done"] and out["final_pending"] == 0
    assert out["messages"][0] == ["human", "Remember for the project: we deploy on Fridays"]
    assert out["messages"][-1] == ["ai", "Saved for the project."]
    assert [t for t in out["tool_states"] if t[0] == "call-proj"][0][2] == "success"

    (item,) = await mem.list_memories(alice, scope="project")
    assert item.content == "The team deploys to production on Fridays" and item.scope.value == "project"
    snap = await get_session_snapshot(mem, "hitl-1")
    assert snap is not None and snap.user_id == "alice" and snap.project_id == "apollo"
    assert snap.pending_approvals == () and snap.message_count == len(out["messages"])


# --- a deletion needs approval; reject, then approve; the snapshot holds no argument values ------


async def test_delete_requires_approval_and_only_the_host_can_answer(mem: zeusmem.MemoryService) -> None:
    bob = zeusmem.SecurityContext("bob")
    item = await mem.add_explicit_memory(bob, "Uses a standing desk at work", "habit")
    replies = iter(
        [
            AIMessage("", tool_calls=[{"name": "memory_delete", "id": "d1", "args": {"memory_id": item.id}}]),
            AIMessage("Okay, I kept it."),
            # the model "approves" itself in its arguments: irrelevant, the call still pauses
            AIMessage(
                "",
                tool_calls=[
                    {"name": "memory_delete", "id": "d2", "args": {"memory_id": item.id, "approved": True}}
                ],
            ),
            AIMessage("Deleted."),
        ]
    )
    cfg = {"configurable": {"thread_id": "del-1", "user_id": "bob"}}
    async with open_checkpointer(mem) as saver:
        agent = create_agent(
            FakeToolModel(messages=replies),
            tools=[create_memory_delete_tool(mem)],
            middleware=[memory_hitl_middleware()],
            checkpointer=saver,
        )
        await agent.ainvoke({"messages": [HumanMessage("Forget the standing desk thing.")]}, cfg)
        state = await resume(agent, "del-1", memory=mem)
        (p,) = state.pending_tool_calls
        assert (p.name, p.args, p.tool_call_id) == ("memory_delete", {"memory_id": item.id}, "d1")
        assert [t.status for t in state.tool_states] == ["awaiting_approval"]
        snap = await get_session_snapshot(mem, "del-1")
        assert snap is not None and snap.pending_approvals[0]["arg_names"] == ["memory_id"]
        assert item.id not in json.dumps(snap.pending_approvals)  # names only, never values

        with pytest.raises(InvalidInput):  # deletions cannot be edited
            await resume(agent, "del-1", decision={"type": "edit", "args": {"memory_id": "other"}})
        with pytest.raises(PermissionDenied):  # another user cannot answer bob's session
            await resume(agent, "del-1", decision="approve", config={"configurable": {"user_id": "mallory"}})
        state = await resume(agent, "del-1", decision="reject")
        assert state.done and state.messages[-1].text == "Okay, I kept it."
        assert (await mem.get_memory(bob, item.id)).content == "Uses a standing desk at work"

        await agent.ainvoke({"messages": [HumanMessage("No really, delete it.")]}, cfg)
        state = await resume(agent, "del-1")
        assert state.awaiting_approval and state.pending_tool_calls[0].tool_call_id == "d2"
        state = await resume(agent, "del-1", decision="approve")
        assert state.done and state.messages[-1].text == "Deleted."
        with pytest.raises(NotFound):
            await mem.get_memory(bob, item.id)
        with pytest.raises(InvalidInput):  # nothing pending any more
            await resume(agent, "del-1", decision="approve")


def test_resume_payloads() -> None:
    batched = Interrupt(
        value={
            "action_requests": [
                {"name": "memory_delete", "args": {"memory_id": "m1"}},
                {"name": "memory_add", "args": {"scope": "project"}},
            ],
            "review_configs": [],
        },
        id="i1",
    )
    pend = [
        PendingToolCall("i1", "memory_delete", {"memory_id": "m1"}, allowed_decisions=("approve", "reject")),
        PendingToolCall("i1", "memory_add", {"scope": "project"}, index=1),
    ]
    assert resume_payload([batched], pend, "approve") == {"decisions": [{"type": "approve"}] * 2}
    assert resume_payload([batched], pend, ["reject", {"type": "edit", "args": {"scope": "user"}}]) == {
        "decisions": [
            {"type": "reject"},
            {"type": "edit", "edited_action": {"name": "memory_add", "args": {"scope": "user"}}},
        ]
    }
    full = {"decisions": [{"type": "approve"}, {"type": "reject", "message": "no"}]}
    assert resume_payload([batched], pend, full) == full
    per_call = [
        Interrupt(value={"type": "tool_approval", "name": "a", "args": {}, "tool_call_id": "c1"}, id="x"),
        Interrupt(value={"type": "tool_approval", "name": "b", "args": {}, "tool_call_id": "c2"}, id="y"),
    ]
    pc = [
        PendingToolCall("x", "a", {}, "c1", mode="per_call"),
        PendingToolCall("y", "b", {}, "c2", mode="per_call"),
    ]
    assert resume_payload(per_call, pc, "approve") == {"x": {"type": "approve"}, "y": {"type": "approve"}}
    assert resume_payload(per_call, pc, {"x": "raw"}) == {"x": "raw"}
    with pytest.raises(InvalidInput):
        resume_payload([batched], pend, ["approve"])
    with pytest.raises(InvalidInput):
        resume_payload([batched], pend, "maybe")


async def test_resume_unknown_session_and_without_checkpointer(mem: zeusmem.MemoryService) -> None:
    async with open_checkpointer(mem) as saver:
        agent = create_agent(FakeToolModel(messages=iter([])), checkpointer=saver)
        state = await resume(agent, "never-seen")
        assert not state.exists and state.messages == [] and state.next == ()
        with pytest.raises(NotFound):
            await resume(agent, "never-seen", continue_run=True)
    with pytest.raises(zeusmem.ConfigurationError):
        await resume(create_agent(FakeToolModel(messages=iter([]))), "x")


# --- SIGKILL mid-run: resume from another process continues from the last checkpoint ----------

KILL_SCRIPT = """
import asyncio, json, os, sys
from pathlib import Path
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import END, START, MessagesState, StateGraph
from zeusmem.episodic import open_checkpointer, resume

async def main(url, phase, sid, workdir):
    work = Path(workdir)

    def record(step):
        with open(work / "runs.log", "a") as f:
            f.write(f"{step} {os.getpid()}\\n")

    async def step1(state):
        record("step1")
        return {"messages": [AIMessage("one", id="m-one")]}

    async def step2(state):
        record("step2")
        if phase == "run":
            (work / "step2.started").touch()
            await asyncio.sleep(120)
        return {"messages": [AIMessage("two", id="m-two")]}

    async def step3(state):
        record("step3")
        return {"messages": [AIMessage("three", id="m-three")]}

    b = StateGraph(MessagesState)
    b.add_node("step1", step1)
    b.add_node("step2", step2)
    b.add_node("step3", step3)
    b.add_edge(START, "step1")
    b.add_edge("step1", "step2")
    b.add_edge("step2", "step3")
    b.add_edge("step3", END)
    async with open_checkpointer(url) as saver:
        graph = b.compile(checkpointer=saver)
        if phase == "run":
            cfg = {"configurable": {"thread_id": sid}}
            await graph.ainvoke({"messages": [HumanMessage("go", id="m-in")]}, cfg)
            return
        before = await resume(graph, sid)
        after = await resume(graph, sid, continue_run=True)
        again = await resume(graph, sid, continue_run=True)  # finished: nothing runs twice
        print(json.dumps({"before_next": list(before.next), "before": [m.text for m in before.messages],
                          "after": [[m.id, m.text] for m in after.messages], "after_next": list(after.next),
                          "again": [m.id for m in again.messages]}))

asyncio.run(main(*sys.argv[1:]))
"""


async def test_sigkill_mid_run_loses_no_committed_step(database_url: str, tmp_path: Path) -> None:
    script = tmp_path / "kill.py"
    script.write_text(textwrap.dedent(KILL_SCRIPT))
    proc = subprocess.Popen(
        [sys.executable, str(script), database_url, "run", "kill-1", str(tmp_path)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 90
        committed = False
        while time.monotonic() < deadline and not committed:
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            if (tmp_path / "step2.started").exists():
                with psycopg.connect(database_url, autocommit=True) as conn:  # step1's checkpoint is saved
                    row = conn.execute(
                        "SELECT count(*) FROM checkpoints WHERE thread_id = 'kill-1'"
                        " AND (metadata->>'step')::int >= 1"
                    ).fetchone()
                    committed = bool(row and row[0])
            if not committed:
                await asyncio.sleep(0.1)
        assert committed, "step1 was never checkpointed"
        os.kill(proc.pid, signal.SIGKILL)
        assert proc.wait(timeout=30) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()

    out = await asyncio.to_thread(
        run_script, tmp_path, "kill.py", KILL_SCRIPT, database_url, "resume", "kill-1", str(tmp_path)
    )
    assert out["before_next"] == ["step2"]
    assert out["before"] == ["go", "one"]
    assert out["after"] == [["m-in", "go"], ["m-one", "one"], ["m-two", "two"], ["m-three", "three"]]
    assert out["after_next"] == []
    assert out["again"] == ["m-in", "m-one", "m-two", "m-three"]
    runs = [line.split()[0] for line in (tmp_path / "runs.log").read_text().splitlines()]
    assert runs.count("step1") == 1  # the committed step was not repeated
    assert runs.count("step2") == 2  # interrupted by the kill, then run again
    assert runs.count("step3") == 1


# --- compaction of idle threads: history archived, the latest state still resumes ---------------


async def test_archive_idle_threads_compacts_and_the_thread_still_resumes(fresh_database_url: str) -> None:
    async with zeusmem.open_memory(
        fresh_database_url, DeterministicEmbeddings(dims=64), settings=zeusmem.Settings()
    ) as memory:
        cara = zeusmem.SecurityContext("cara")
        item = await memory.add_explicit_memory(cara, "Drinks oat milk in coffee", "preference")
        replies = iter(
            [AIMessage(f"reply {i}") for i in range(3)]
            + [
                AIMessage(
                    "", tool_calls=[{"name": "memory_delete", "id": "d9", "args": {"memory_id": item.id}}]
                ),
                AIMessage("Done, forgotten."),
            ]
        )
        cfg = {"configurable": {"thread_id": "arc-1", "user_id": "cara"}}
        async with open_checkpointer(memory) as saver:
            agent = create_agent(
                FakeToolModel(messages=replies),
                tools=[create_memory_delete_tool(memory)],
                middleware=[memory_hitl_middleware()],
                checkpointer=saver,
            )
            for i in range(3):
                await agent.ainvoke({"messages": [HumanMessage(f"message {i}")]}, cfg)
            await agent.ainvoke({"messages": [HumanMessage("forget the oat milk")]}, cfg)
            before = await resume(agent, "arc-1")
            assert before.awaiting_approval
            n_before = len([c async for c in saver.alist({"configurable": {"thread_id": "arc-1"}})])
            assert n_before > 5

            fresh = await archive_idle_threads(memory, older_than=timedelta(hours=1))
            assert fresh.threads == ()  # not idle yet
            report = await archive_idle_threads(memory, older_than=timedelta(0))
            assert report.threads == ("arc-1",) and not report.skipped
            assert report.rows_after < report.rows_before and report.bytes_after < report.bytes_before
            assert report.detail_after["checkpoints"] == 1
            assert report.archived_rows >= n_before - 1 and report.archived_bytes > 0
            archived = await sessions_of(memory).archived_rows("arc-1")
            assert sum(1 for r in archived if r["kind"] == "checkpoint") == n_before - 1
            assert len([c async for c in saver.alist({"configurable": {"thread_id": "arc-1"}})]) == 1

            after = await resume(agent, "arc-1")
            assert [(m.type, m.text, m.id) for m in after.messages] == [
                (m.type, m.text, m.id) for m in before.messages
            ]
            assert after.pending_tool_calls == before.pending_tool_calls
            done = await resume(agent, "arc-1", decision="approve")
            assert done.done and done.messages[-1].text == "Done, forgotten."
            with pytest.raises(NotFound):
                await memory.get_memory(cara, item.id)
            again = await archive_idle_threads(memory, older_than=timedelta(0))
            assert again.threads == ("arc-1",)
            assert (await resume(agent, "arc-1")).messages[-1].text == "Done, forgotten."


async def test_command_resume_still_works_directly(mem: zeusmem.MemoryService) -> None:
    """The stock path: a host may answer with Command(resume={"decisions": [...]}) itself."""
    dan = zeusmem.SecurityContext("dan", project_id="zeus")
    await mem.create_project(dan, "zeus")
    replies = iter(
        [
            AIMessage(
                "",
                tool_calls=[
                    {
                        "name": "memory_add",
                        "id": "p1",
                        "args": {
                            "content": "Release freeze starts every December 15",
                            "memory_type": "constraint",
                            "scope": "project",
                        },
                    }
                ],
            ),
            AIMessage("Saved."),
            AIMessage(
                "",
                tool_calls=[
                    {
                        "name": "memory_add",
                        "id": "u1",
                        "args": {
                            "content": "Likes release notes in bullet points",
                            "memory_type": "preference",
                            "scope": "user",
                        },
                    }
                ],
            ),
            AIMessage("Saved too."),
        ]
    )
    cfg = {"configurable": {"thread_id": "cmd-1", "user_id": "dan", "project_id": "zeus"}}
    async with open_checkpointer(mem) as saver:
        agent = create_agent(
            FakeToolModel(messages=replies),
            tools=create_memory_tools(mem),
            middleware=[memory_hitl_middleware()],
            checkpointer=saver,
        )
        out = await agent.ainvoke({"messages": [HumanMessage("note the release freeze")]}, cfg)
        assert out["__interrupt__"]
        out = await agent.ainvoke(
            Command(
                resume={
                    "decisions": [
                        {
                            "type": "edit",
                            "edited_action": {
                                "name": "memory_add",
                                "args": {
                                    "content": "Release freeze starts every December 15",
                                    "memory_type": "constraint",
                                    "scope": "project",
                                },
                            },
                        }
                    ]
                }
            ),
            cfg,
        )
        assert out["messages"][-1].text == "Saved."
        # a user-scope add does not pause
        out = await agent.ainvoke({"messages": [HumanMessage("and I like bullet points")]}, cfg)
        assert "__interrupt__" not in out and out["messages"][-1].text == "Saved too."
    contents = {i.content for i in await mem.list_memories(dan)}
    assert {"Release freeze starts every December 15", "Likes release notes in bullet points"} <= contents


async def test_per_call_mode_reports_tool_call_ids(mem: zeusmem.MemoryService) -> None:
    eve = zeusmem.SecurityContext("eve")
    a = await mem.add_explicit_memory(eve, "Commutes by bicycle every day", "habit")
    b = await mem.add_explicit_memory(eve, "Owns a grey cat named Pixel", "fact")
    replies = iter(
        [
            AIMessage(
                "",
                tool_calls=[
                    {"name": "memory_delete", "id": "x1", "args": {"memory_id": a.id}},
                    {"name": "memory_delete", "id": "x2", "args": {"memory_id": b.id}},
                ],
            ),
            AIMessage("One deleted, one kept."),
        ]
    )
    async with open_checkpointer(mem) as saver:
        agent = create_agent(
            FakeToolModel(messages=replies),
            tools=[create_memory_delete_tool(mem)],
            middleware=[memory_hitl_middleware(interrupt_mode="per_call")],
            checkpointer=saver,
        )
        await agent.ainvoke(
            {"messages": [HumanMessage("forget both")]},
            {"configurable": {"thread_id": "pc-1", "user_id": "eve"}},
        )
        state = await resume(agent, "pc-1")
        assert sorted(p.tool_call_id for p in state.pending_tool_calls) == ["x1", "x2"]
        assert all(
            p.mode == "per_call" and "edit" not in p.allowed_decisions for p in state.pending_tool_calls
        )
        by_call = {p.tool_call_id: p.interrupt_id for p in state.pending_tool_calls}
        state = await resume(
            agent, "pc-1", decision={by_call["x1"]: {"type": "approve"}, by_call["x2"]: {"type": "reject"}}
        )
        assert state.done and state.messages[-1].text == "One deleted, one kept."
        assert {t.tool_call_id: t.status for t in state.tool_states} == {"x1": "success", "x2": "error"}
    with pytest.raises(NotFound):
        await mem.get_memory(eve, a.id)
    assert (await mem.get_memory(eve, b.id)).content == "Owns a grey cat named Pixel"


def test_resume_sync_with_a_sync_checkpointer(database_url: str) -> None:
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.types import interrupt

    from zeusmem.episodic import open_checkpointer_sync, resume_sync

    def ask(state: MessagesState) -> dict[str, Any]:
        answer = interrupt({"question": "proceed?"})
        return {"messages": [AIMessage(f"answer: {answer}", id="m-answer")]}

    b = StateGraph(MessagesState)
    b.add_node("ask", ask)
    b.add_edge(START, "ask")
    b.add_edge("ask", END)
    with open_checkpointer_sync(database_url) as saver:
        graph = b.compile(checkpointer=saver)
        graph.invoke({"messages": [HumanMessage("hi", id="m-hi")]}, {"configurable": {"thread_id": "sync-1"}})
        state = resume_sync(graph, "sync-1")
        assert state.next == ("ask",) and state.interrupts[0].value == {"question": "proceed?"}
        assert state.pending_tool_calls == []  # not a tool approval: the raw interrupt is there
        state = resume_sync(graph, "sync-1", decision="yes")
        assert state.done and [m.id for m in state.messages] == ["m-hi", "m-answer"]
        assert state.messages[-1].text == "answer: yes"
