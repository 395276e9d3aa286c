"""Context snapshots: exactly the memory ids the model saw, token counts per section, no content."""

from __future__ import annotations

import re
import secrets
from types import SimpleNamespace
from typing import Any

import psycopg
import pytest
from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import Field

import zeusmem
from zeusmem import MemoryType, NotFound, SecurityContext
from zeusmem import observability as obs
from zeusmem.agent.middleware import MemoryContextMiddleware
from zeusmem.context.assembly import assemble_context
from zeusmem.service.snapshots import (
    SnapshotRef,
    get_context_snapshot,
    inspect_context_snapshot,
    list_context_snapshots,
    record_context_snapshot,
)

SECRETISH = "The launch codename is Bluebird-7741"


def snapshot_rows(url: str, snapshot_id: str) -> str:
    """Everything stored about a snapshot, as text."""
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT to_jsonb(s)::text FROM zeusmem.context_snapshots s WHERE id = %s", (snapshot_id,)
        ).fetchone()
        items = conn.execute(
            "SELECT coalesce(jsonb_agg(to_jsonb(i))::text, '') FROM zeusmem.context_snapshot_items i"
            " WHERE snapshot_id = %s",
            (snapshot_id,),
        ).fetchone()
    return row[0] + items[0]


class RecordingModel(GenericFakeChatModel):
    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> RecordingModel:  # type: ignore[override]
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # type: ignore[override]
        self.seen.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


async def test_record_from_assembled_context(memory: zeusmem.MemoryService, database_url: str) -> None:
    ctx = SecurityContext("snap-user", session_id="snap-s1")
    a = await memory.add_explicit_memory(ctx, SECRETISH, MemoryType.FACT)
    b = await memory.add_explicit_memory(
        ctx, "Prefers release notes as short bullet lists", MemoryType.PREFERENCE
    )
    await memory.upsert_user_profile(ctx, profession="Release manager")
    assembled = await assemble_context(
        memory, ctx, "what is the launch codename and the release notes style?"
    )
    assert set(assembled.memory_ids) == {a.id, b.id}
    request = SimpleNamespace(
        system_message=SystemMessage("You are a release assistant."),
        messages=[
            HumanMessage("What is the launch codename?", id="msg-1"),
            AIMessage("Checking.", id="msg-2"),
            HumanMessage("And the notes style?", id="msg-3"),
        ],
        tools=[{"name": "memory_search", "description": "Search memories", "parameters": {"type": "object"}}],
        model=SimpleNamespace(model_name="gpt-test-1"),
    )
    obs.enable_metrics("prometheus")
    try:
        snap = await record_context_snapshot(
            memory, ctx, request=request, assembled=assembled, context_policy="k=5;budget=2000"
        )
        assert 'zeusmem_context_tokens_count{section="memory"} 1.0' in obs.render_prometheus().decode()
    finally:
        obs.disable_metrics()
    assert snap.memory_ids == assembled.memory_ids
    assert [r.version for r in snap.memories] == [1, 1]
    assert snap.message_ids == ("msg-1", "msg-2", "msg-3") and snap.message_count == 3
    assert snap.model == "gpt-test-1" and snap.context_policy == "k=5;budget=2000"
    assert snap.user_profile_version == 1 and snap.memory_policy_version == 0
    t = snap.tokens
    assert (
        t["memory"] == assembled.total_tokens > 0
        and t["system"] > 0
        and t["conversation"] > 0
        and t["tools"] > 0
    )
    assert t["total"] == t["system"] + t["conversation"] + t["memory"] + t["tools"]
    assert len(snap.hash) == 64 and len(snap.content_hash or "") == 64
    # read back: the same references
    back = await get_context_snapshot(memory, ctx, snap.id)
    assert back.memory_ids == snap.memory_ids and back.tokens == snap.tokens and back.hash == snap.hash
    # stored: references only, never the prompt, the memories or the messages
    stored = snapshot_rows(database_url, snap.id)
    for text in (
        SECRETISH,
        "Bluebird",
        "bullet lists",
        "release assistant",
        "launch codename",
        "Release manager",
    ):
        assert text not in stored
    assert a.id in stored and b.id in stored
    # visible to its user only
    with pytest.raises(NotFound):
        await get_context_snapshot(memory, SecurityContext("snap-other"), snap.id)
    with pytest.raises(NotFound):
        await get_context_snapshot(memory, SecurityContext("snap-user", org_id="other-org"), snap.id)
    # the inspector reports the memories' state now, still without content
    await memory.delete_memory(ctx, a.id)
    _, states = await inspect_context_snapshot(memory, ctx, snap.id)
    assert {s.id: s.state for s in states} == {a.id: "deleted-or-hidden", b.id: "active"}


async def test_explicit_references_and_listing(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("snap-list", session_id="snap-ls")
    s1 = await record_context_snapshot(
        memory,
        ctx,
        memory_refs=[("mem_a", 2), SnapshotRef("mem_b", 1)],
        resource_refs=["kb-doc-1"],
        message_ids=["m1"],
        tokens={"system": 10, "conversation": 20, "memory": 5, "tools": 0},
        model="m",
    )
    s2 = await record_context_snapshot(
        memory, SecurityContext("snap-list", session_id="snap-other"), model="m"
    )
    assert s1.tokens["total"] == 35 and s1.resources[0].kind == "resource"
    assert [s.id for s in await list_context_snapshots(memory, ctx)] == [s2.id, s1.id]
    assert [s.id for s in await list_context_snapshots(memory, ctx, session_id="snap-ls")] == [s1.id]
    with pytest.raises(zeusmem.InvalidInput):
        await record_context_snapshot(memory, ctx, tokens={"resources": 3})


async def test_middleware_snapshot_lists_exactly_what_the_model_saw(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    user = f"snap_mw_{secrets.token_hex(3)}"
    ctx = SecurityContext(user)
    m1 = await memory.add_explicit_memory(
        ctx, "Deploys happen on Tuesdays after the standup", MemoryType.HABIT
    )
    m2 = await memory.add_explicit_memory(ctx, "The staging cluster is called Orchard", MemoryType.FACT)
    await memory.add_explicit_memory(ctx, "Enjoys sourdough baking on weekends", MemoryType.PREFERENCE)
    model = RecordingModel(messages=iter([AIMessage("Tuesday, on Orchard.")]))
    mw = MemoryContextMiddleware(memory, k=2, register_tools=False)
    agent = create_agent(model, tools=[], middleware=[mw], system_prompt="You are terse.")
    await agent.ainvoke(
        {"messages": [HumanMessage("When do deploys happen and on which staging cluster?")]},
        {"configurable": {"user_id": user, "thread_id": "snap-thread"}},
    )
    prompt = model.seen[-1][0].text
    seen_ids = re.findall(r"\[id=(mem_[0-9a-f]+)\]", prompt)
    assert set(seen_ids) == {m1.id, m2.id}
    [snap] = await list_context_snapshots(memory, SecurityContext(user, session_id="snap-thread"))
    assert list(snap.memory_ids) == seen_ids  # exactly those, in the order the model saw them
    assert snap.session_id == "snap-thread" and snap.model and snap.context_policy == "k=2;budget=2000"
    assert snap.tokens["memory"] > 0 and snap.tokens["conversation"] > 0 and snap.tokens["system"] > 0
    assert snap.message_count == 1 and len(snap.message_ids) == 1
    stored = snapshot_rows(database_url, snap.id)
    for text in ("Tuesdays", "Orchard", "sourdough", "You are terse", "staging cluster"):
        assert text not in stored
    # snapshots can be switched off
    off = MemoryContextMiddleware(memory, k=2, register_tools=False, snapshots=False)
    model2 = RecordingModel(messages=iter([AIMessage("ok")]))
    await create_agent(model2, tools=[], middleware=[off]).ainvoke(
        {"messages": [HumanMessage("deploy day?")]},
        {"configurable": {"user_id": user, "thread_id": "snap-off"}},
    )
    assert await list_context_snapshots(memory, SecurityContext(user), session_id="snap-off") == []


def test_cli_context_inspector(database_url: str, fake_embeddings) -> None:
    import asyncio
    import json as _json

    from typer.testing import CliRunner

    from zeusmem.cli import app

    async def make() -> tuple[str, str]:
        async with zeusmem.open_memory(database_url, fake_embeddings, settings=zeusmem.Settings()) as svc:
            ctx = SecurityContext("snap-cli", session_id="snap-cli-s")
            item = await svc.add_explicit_memory(
                ctx, "Keeps the runbook in the wiki under OPS-9", MemoryType.FACT
            )
            snap = await record_context_snapshot(
                svc,
                ctx,
                memory_refs=[(item.id, item.version)],
                message_ids=["msg-9"],
                model="gpt-cli",
                tokens={"system": 1200, "conversation": 2100, "memory": 180, "tools": 350},
            )
            return snap.id, item.id

    snap_id, mem_id = asyncio.run(make())
    env = {"ZEUSMEM_DATABASE_URL": database_url, "ZEUSMEM_EMBEDDINGS": "local", "COLUMNS": "200"}
    runner = CliRunner()
    res = runner.invoke(app, ["context", snap_id, "--user", "snap-cli"], env=env)
    assert res.exit_code == 0, res.output
    for text in (
        "Context Inspector",
        "System:",
        "1,200",
        "Conversation:",
        "2,100",
        "Memory:",
        "Tools:",
        "3,830",
        mem_id,
        "msg-9",
        "gpt-cli",
    ):
        assert text in res.output
    assert "runbook" not in res.output and "OPS-9" not in res.output
    res = runner.invoke(app, ["context", snap_id, "--user", "snap-cli", "--json"], env=env)
    data = _json.loads(res.stdout)
    assert data["memories"] == [{"id": mem_id, "version": 1}] and data["memory_state"][0]["state"] == "active"
    res = runner.invoke(app, ["context", "--user", "snap-cli"], env=env)
    assert res.exit_code == 0 and snap_id in res.output
    res = runner.invoke(app, ["context", snap_id, "--user", "someone-else"], env=env)
    assert res.exit_code == 3  # not found: another user's snapshot


async def test_sync_path_records_a_snapshot(memory: zeusmem.MemoryService) -> None:
    import asyncio

    user = f"snap_sync_{secrets.token_hex(3)}"
    m = await memory.add_explicit_memory(
        SecurityContext(user), "Prefers green tea over coffee", MemoryType.PREFERENCE
    )
    model = RecordingModel(messages=iter([AIMessage("Green tea.")]))
    agent = create_agent(model, tools=[], middleware=[MemoryContextMiddleware(memory, register_tools=False)])
    cfg = {"configurable": {"user_id": user, "thread_id": "snap-sync"}}
    await asyncio.to_thread(agent.invoke, {"messages": [HumanMessage("Tea or coffee?")]}, cfg)
    [snap] = await list_context_snapshots(memory, SecurityContext(user))
    assert snap.memory_ids == (m.id,) and snap.session_id == "snap-sync"
