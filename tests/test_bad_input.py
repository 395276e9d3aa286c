"""Bad input at every public entry point: a typed error naming the field, no partial write, no 500.

Entry points: the MemoryService methods, SecurityContext, the agent tools (directly and inside
``create_agent``), the memory nodes, the middleware's options, ``resume``, the CLI and the REST
API. Inputs: wrong types, empty, huge (10 MB), binary / NUL / unpaired surrogates, invalid enum
values, timezone-less dates, unknown ids. After every case the row counts of every zeusmem table
are unchanged.
"""

from __future__ import annotations

import math
from collections.abc import AsyncIterator, Callable
from datetime import datetime, timedelta
from typing import Any

import psycopg
import pytest
import pytest_asyncio
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

import zeusmem
from zeusmem import (
    ConfigurationError,
    GateReason,
    GateRejected,
    InvalidInput,
    MemoryType,
    NotFound,
    Role,
    SecurityContext,
    Settings,
)
from zeusmem.agent.middleware import MemoryContextMiddleware
from zeusmem.agent.tools import create_memory_tools
from zeusmem.llm.offline_model import OfflineChatModel
from zeusmem.testing import DeterministicEmbeddings

HUGE = "x" * (10 * 1024 * 1024)  # 10 MB
BINARY = bytes(range(256)).decode("latin-1")  # every byte value as a character, NUL included
SURROGATE = "Prefers tea \ud800 over coffee"  # not encodable as UTF-8
UNKNOWN_ID = "mem_00000000000000000000000aa"
TABLES = (
    "memory_items",
    "audit_log",
    "tombstones",
    "extraction_log",
    "user_profiles",
    "project_profiles",
    "projects",
    "project_members",
    "scope_stats",
    "term_stats",
)

# Regression (fixed; was: zeusmem/rules/validation.py, text()): strings with unpaired surrogates passed
# validation and crashed
# later with a raw UnicodeEncodeError (a 500 over REST). Fix: try value.encode("utf-8") in text() and
# raise InvalidInput(field, "must be valid Unicode text") on UnicodeEncodeError.


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(
        database_url, DeterministicEmbeddings(dims=32), settings=Settings(max_extractions=10**6)
    ) as svc:
        yield svc


@pytest_asyncio.fixture(scope="module")
async def world(mem: zeusmem.MemoryService) -> dict[str, Any]:
    ctx = SecurityContext("bad-user", project_id="bad-proj", session_id="bad-session")
    await mem.create_project(ctx, "bad-proj")
    await mem.add_project_member(ctx, "bad-proj", "bad-viewer", Role.VIEWER)
    item = await mem.add_explicit_memory(ctx, "Prefers concise answers with examples", MemoryType.PREFERENCE)
    return {"ctx": ctx, "item": item}


def counts(url: str) -> dict[str, int]:
    with psycopg.connect(url) as conn:
        return {
            t: conn.execute(
                psycopg.sql.SQL("SELECT count(*) FROM zeusmem.{}").format(psycopg.sql.Identifier(t))
            ).fetchone()[0]
            for t in TABLES
        }


def _short(e: BaseException) -> None:
    """An error message is short, one readable line, and never echoes a huge or binary input."""
    text = str(e)
    assert len(text) < 1000, f"{type(e).__name__} message of {len(text)} characters"
    assert "\x00" not in text and "Traceback" not in text


# --- the service ------------------------------------------------------------------------------------
# (name, call(mem, ctx, item_id), expected) -- expected: a field name (InvalidInput), "notfound",
# "length" (GateRejected: length) or "config"
S = SecurityContext("bad-user", project_id="bad-proj", session_id="bad-session")


def add(**kw: Any) -> Callable:
    args = {"content": "Prefers green tea in the afternoon", "memory_type": "preference", **kw}
    return lambda m, c, i: m.add_explicit_memory(c, **args)


def upd(**kw: Any) -> Callable:
    return lambda m, c, i: m.update_memory(c, kw.pop("memory_id", i), **kw)


SERVICE_CASES: list[tuple[str, Callable, str]] = [
    # add_explicit_memory
    ("add content int", add(content=123), "content"),
    ("add content bytes", add(content=b"Prefers tea"), "content"),
    ("add content None", add(content=None), "content"),
    ("add content empty", add(content=""), "length"),
    ("add content blank", add(content="   \n\t "), "length"),
    ("add content 10MB", add(content=HUGE), "content"),
    ("add content NUL", add(content="Prefers tea\x00with milk"), "content"),
    ("add content binary", add(content=BINARY), "content"),
    ("add memory_type invalid", add(memory_type="mood"), "memory_type"),
    ("add memory_type int", add(memory_type=3), "memory_type"),
    ("add memory_type None", add(memory_type=None), "memory_type"),
    ("add scope invalid", add(scope="galaxy"), "scope"),
    (
        "add scope project without project",
        lambda m, c, i: m.add_explicit_memory(SecurityContext("bad-user"), "Prefers tea", "fact", "project"),
        "scope",
    ),
    ("add source invalid", add(source="robot"), "source"),
    ("add visibility invalid", add(visibility="secret"), "visibility"),
    ("add priority invalid", add(priority="urgent"), "priority"),
    ("add sensitivity invalid", add(sensitivity="top-secret"), "sensitivity"),
    ("add confidence > 1", add(confidence=1.5), "confidence"),
    ("add confidence NaN", add(confidence=math.nan), "confidence"),
    ("add confidence str", add(confidence="high"), "confidence"),
    ("add confidence bool", add(confidence=True), "confidence"),
    ("add importance < 0", add(importance=-0.1), "importance"),
    ("add key too long", add(key="k" * 201), "key"),
    ("add key empty", add(key=""), "key"),
    ("add key NUL", add(key="a\x00b"), "key"),
    ("add tags str too long", add(tags="t" * 65), "tags"),
    ("add tags int", add(tags=[1]), "tags"),
    ("add tags dict", add(tags={"a": 1}), "tags"),
    ("add tags too many", add(tags=[f"t{n}" for n in range(21)]), "tags"),
    ("add expires naive", add(expires_at=datetime(2030, 1, 1)), "expires_at"),
    ("add expires naive str", add(expires_at="2030-01-01T00:00:00"), "expires_at"),
    ("add expires garbage", add(expires_at="tomorrow"), "expires_at"),
    ("add expires int", add(expires_at=1_900_000_000), "expires_at"),
    ("add provenance str", add(provenance="from chat"), "provenance"),
    ("add provenance huge", add(provenance={"blob": "x" * 10_000}), "provenance"),
    ("add provenance NUL", add(provenance={"a": "b\x00"}), "provenance"),
    ("add source_id int", add(source_id=5), "source_id"),
    ("add ctx str", lambda m, c, i: m.add_explicit_memory("bad-user", "Prefers tea", "fact"), "ctx"),
    ("add ctx None", lambda m, c, i: m.add_explicit_memory(None, "Prefers tea", "fact"), "ctx"),
    # update_memory
    ("update unknown id", upd(memory_id=UNKNOWN_ID, content="Prefers coffee"), "notfound"),
    ("update id int", upd(memory_id=5, content="Prefers coffee"), "notfound"),
    ("update id 10MB", upd(memory_id=HUGE, content="Prefers coffee"), "notfound"),
    ("update content int", upd(content=5), "content"),
    ("update content empty", upd(content=""), "content"),
    ("update content 10MB", upd(content=HUGE), "content"),
    ("update content NUL", upd(content="a\x00b and more"), "content"),
    ("update confidence 2", upd(confidence=2), "confidence"),
    ("update tags None item", upd(tags=[None]), "tags"),
    ("update priority invalid", upd(priority="asap"), "priority"),
    ("update importance invalid", upd(importance=7), "importance"),
    ("update visibility invalid", upd(visibility="everyone"), "visibility"),
    ("update expires naive", upd(expires_at=datetime(2031, 5, 1)), "expires_at"),
    ("update reason int", upd(content="Prefers black tea", reason=5), "reason"),
    ("update reason too long", upd(content="Prefers black tea", reason="r" * 501), "reason"),
    # delete / verify / get / history
    ("delete unknown id", lambda m, c, i: m.delete_memory(c, UNKNOWN_ID), "notfound"),
    ("delete empty id", lambda m, c, i: m.delete_memory(c, ""), "notfound"),
    ("delete reason int", lambda m, c, i: m.delete_memory(c, i, reason=5), "reason"),
    ("verify unknown id", lambda m, c, i: m.verify_memory(c, UNKNOWN_ID), "notfound"),
    ("get NUL id", lambda m, c, i: m.get_memory(c, "mem_\x00"), "notfound"),
    ("get None id", lambda m, c, i: m.get_memory(c, None), "notfound"),
    ("history unknown id", lambda m, c, i: m.history(c, UNKNOWN_ID), "notfound"),
    # reads
    ("list memory_type invalid", lambda m, c, i: m.list_memories(c, memory_type="mood"), "memory_type"),
    ("list scope int", lambda m, c, i: m.list_memories(c, scope=5), "scope"),
    ("list tags int", lambda m, c, i: m.list_memories(c, tags=5), "tags"),
    ("list status invalid", lambda m, c, i: m.list_memories(c, status="zombie"), "status"),
    (
        "list include_expired str",
        lambda m, c, i: m.list_memories(c, include_expired="yes"),
        "include_expired",
    ),
    ("list limit 0", lambda m, c, i: m.list_memories(c, limit=0), "limit"),
    ("list limit str", lambda m, c, i: m.list_memories(c, limit="10"), "limit"),
    ("list limit bool", lambda m, c, i: m.list_memories(c, limit=True), "limit"),
    ("list offset negative", lambda m, c, i: m.list_memories(c, offset=-1), "offset"),
    ("recall limit huge", lambda m, c, i: m.recall(c, limit=10**9), "limit"),
    ("expiring within garbage", lambda m, c, i: m.expiring(c, within="soon"), "within"),
    ("expiring within negative", lambda m, c, i: m.expiring(c, within=timedelta(days=-1)), "within"),
    ("search query empty", lambda m, c, i: m.search_memories(c, ""), "query"),
    ("search query None", lambda m, c, i: m.search_memories(c, None), "query"),
    ("search query 10MB", lambda m, c, i: m.search_memories(c, HUGE), "query"),
    ("search query NUL", lambda m, c, i: m.search_memories(c, "tea\x00"), "query"),
    ("search k 0", lambda m, c, i: m.search_memories(c, "tea", k=0), "k"),
    ("search k float", lambda m, c, i: m.search_memories(c, "tea", k=2.5), "k"),
    ("search k str", lambda m, c, i: m.search_memories(c, "tea", k="5"), "k"),
    (
        "search memory_type invalid",
        lambda m, c, i: m.search_memories(c, "tea", memory_type=["fact", "x"]),
        "memory_type",
    ),
    (
        "search include_expired int",
        lambda m, c, i: m.search_memories(c, "tea", include_expired=1),
        "include_expired",
    ),
    ("check_duplicate content int", lambda m, c, i: m.check_duplicate(c, 5), "content"),
    (
        "check_duplicate scope invalid",
        lambda m, c, i: m.check_duplicate(c, "Prefers tea", scope="x"),
        "scope",
    ),
    # projects and profiles
    ("create_project empty id", lambda m, c, i: m.create_project(c, ""), "project_id"),
    ("create_project id too long", lambda m, c, i: m.create_project(c, "p" * 300), "project_id"),
    ("create_project id NUL", lambda m, c, i: m.create_project(c, "p\x00"), "project_id"),
    ("create_project name int", lambda m, c, i: m.create_project(c, "bad-new-proj", name=5), "name"),
    ("add_member role invalid", lambda m, c, i: m.add_project_member(c, "bad-proj", "x-user", "god"), "role"),
    ("add_member user empty", lambda m, c, i: m.add_project_member(c, "bad-proj", "", "viewer"), "user_id"),
    (
        "add_member unknown project",
        lambda m, c, i: m.add_project_member(c, "no-such-proj", "x", "viewer"),
        "notfound",
    ),
    (
        "remove_member not a member",
        lambda m, c, i: m.remove_project_member(c, "bad-proj", "nobody"),
        "notfound",
    ),
    ("members unknown project", lambda m, c, i: m.project_members(c, "no-such-proj"), "notfound"),
    ("user profile unknown field", lambda m, c, i: m.upsert_user_profile(c, shoe_size="42"), "shoe_size"),
    ("user profile field int", lambda m, c, i: m.upsert_user_profile(c, background=5), "background"),
    ("user profile field 10MB", lambda m, c, i: m.upsert_user_profile(c, background=HUGE), "background"),
    ("user profile list int", lambda m, c, i: m.upsert_user_profile(c, characteristics=5), "characteristics"),
    (
        "user profile list item",
        lambda m, c, i: m.upsert_user_profile(c, characteristics=["calm", 5]),
        "characteristics",
    ),
    (
        "project profile without project",
        lambda m, c, i: m.upsert_project_profile(SecurityContext("bad-user"), project_goal="Ship it"),
        "ctx.project_id",
    ),
    (
        "project profile decisions int",
        lambda m, c, i: m.upsert_project_profile(c, key_decisions=5),
        "key_decisions",
    ),
    # gate helper
    ("validate_memory content int", lambda m, c, i: _sync(m.validate_memory(5)), "content"),
    (
        "validate_memory confidence",
        lambda m, c, i: _sync(m.validate_memory("Likes tea", confidence=2)),
        "confidence",
    ),
    ("validate_memory source", lambda m, c, i: _sync(m.validate_memory("Likes tea", source="x")), "source"),
]


async def _sync(value: Any) -> Any:
    return value


@pytest.mark.parametrize("name,fn,expected", SERVICE_CASES, ids=[c[0] for c in SERVICE_CASES])
async def test_service_rejects_bad_input_without_writing(
    mem, world, database_url: str, name: str, fn: Callable, expected: str
) -> None:
    before = counts(database_url)
    with pytest.raises(zeusmem.ZeusmemError) as err:
        await fn(mem, world["ctx"], world["item"].id)
    e = err.value
    _short(e)
    if expected == "notfound":
        assert isinstance(e, NotFound), repr(e)
    elif expected == "length":
        assert isinstance(e, GateRejected) and e.verdict.reason is GateReason.LENGTH, repr(e)
        assert "content" in str(e)
    else:
        assert isinstance(e, InvalidInput), repr(e)
        assert e.field == expected, (e.field, str(e))
    assert counts(database_url) == before, f"{name}: a rejected call wrote something"
    assert (await mem.get_memory(world["ctx"], world["item"].id)).status.value == "active"


@pytest.mark.parametrize("call", ["add", "update", "search", "profile"])
async def test_unpaired_surrogates_are_invalid_input(mem, world, database_url: str, call: str) -> None:
    ctx, item = world["ctx"], world["item"]
    fn = {
        "add": lambda: mem.add_explicit_memory(ctx, SURROGATE, "preference"),
        "update": lambda: mem.update_memory(ctx, item.id, content=SURROGATE),
        "search": lambda: mem.search_memories(ctx, SURROGATE),
        "profile": lambda: mem.upsert_user_profile(ctx, background=SURROGATE),
    }[call]
    before = counts(database_url)
    with pytest.raises(InvalidInput) as err:
        await fn()
    assert err.value.field in ("content", "query", "background")
    assert counts(database_url) == before


async def test_update_clear_expiry_must_be_a_boolean(mem, world) -> None:
    ctx = world["ctx"]
    item = await mem.add_explicit_memory(
        ctx,
        "The conference badge pickup is at gate 4",
        MemoryType.EVENT,
        expires_at=datetime.fromisoformat("2031-01-01T00:00:00+00:00"),
    )
    with pytest.raises(InvalidInput) as err:
        await mem.update_memory(ctx, item.id, clear_expiry="no")
    assert err.value.field == "clear_expiry"


@pytest.mark.parametrize(
    "kwargs,field",
    [
        ({"user_id": ""}, "user_id"),
        ({"user_id": 5}, "user_id"),
        ({"user_id": None}, "user_id"),
        ({"user_id": "a\x00"}, "user_id"),
        ({"user_id": "u" * 300}, "user_id"),
        ({"user_id": "   "}, "user_id"),
        ({"user_id": "ok", "project_id": ""}, "project_id"),
        ({"user_id": "ok", "session_id": 7}, "session_id"),
        ({"user_id": "ok", "org_id": "o" * 257}, "org_id"),
    ],
)
def test_security_context_names_the_bad_field(kwargs: dict, field: str) -> None:
    with pytest.raises(InvalidInput) as err:
        SecurityContext(**kwargs)
    assert err.value.field == field
    _short(err.value)


# --- the agent tools ---------------------------------------------------------------------------------
def _call(name: str, args: dict, call_id: str = "c1") -> dict:
    return {"name": name, "args": args, "id": call_id, "type": "tool_call"}


def _cfg(user: str = "bad-user", **extra: str) -> dict:
    return {"configurable": {"user_id": user, "thread_id": "bad-thread", **extra}}


# Regression (fixed; was: zeusmem/agent/episodic.py, create_memory_delete_tool, now in episodic/_approvals.py): its
# StructuredTool has no
# handle_validation_error, so a wrongly typed or missing memory_id raises pydantic's ValidationError when the
# tool is invoked directly (memory_add/memory_search answer "Invalid arguments: ..."; inside create_agent the
# ToolNode catches it). Fix: pass the same handle_validation_error as create_memory_tools.

TOOL_CASES = [
    ("memory_add", {"content": 5, "memory_type": "fact"}, "content"),
    ("memory_add", {"content": None, "memory_type": "fact"}, "content"),
    ("memory_add", {"memory_type": "fact"}, "content"),
    ("memory_add", {"content": "", "memory_type": "fact"}, "content"),
    ("memory_add", {"content": HUGE, "memory_type": "fact"}, "content"),
    ("memory_add", {"content": "tea\x00milk and sugar", "memory_type": "fact"}, "content"),
    ("memory_add", {"content": BINARY, "memory_type": "fact"}, "content"),
    ("memory_add", {"content": "Prefers tea", "memory_type": "mood"}, "memory_type"),
    ("memory_add", {"content": "Prefers tea", "memory_type": "fact", "scope": "galaxy"}, "scope"),
    ("memory_add", {"content": "Prefers tea", "memory_type": "fact", "scope": "project"}, "scope"),
    ("memory_add", {"content": ["Prefers", "tea"], "memory_type": "fact"}, "content"),
    ("memory_search", {"query": ""}, "query"),
    ("memory_search", {"query": HUGE}, "query"),
    ("memory_search", {"query": "tea\x00"}, "query"),
    ("memory_search", {"query": "tea", "k": 0}, "k"),
    ("memory_search", {"query": "tea", "k": "five"}, "k"),
    ("memory_search", {"query": "tea", "k": 10**9}, "k"),
    ("memory_search", {"query": "tea", "memory_type": "mood"}, "memory_type"),
    ("memory_search", {"query": "tea", "scope": 5}, "scope"),
    ("memory_search", {}, "query"),
    ("memory_delete", {"memory_id": UNKNOWN_ID}, "not found"),
    ("memory_delete", {"memory_id": ""}, "not found"),
    pytest.param("memory_delete", {"memory_id": 5}, "memory_id"),
    pytest.param("memory_delete", {}, "memory_id"),
]


@pytest.fixture(scope="module")
def tools(mem) -> dict:
    from zeusmem.episodic import create_memory_delete_tool

    return {t.name: t for t in [*create_memory_tools(mem), create_memory_delete_tool(mem)]}


def _case(c: Any) -> tuple:
    return tuple(c.values) if hasattr(c, "values") else c


@pytest.mark.parametrize(
    "name,args,field",
    TOOL_CASES,
    ids=[f"{_case(c)[0]}-{'-'.join(_case(c)[1]) or 'none'}-{i}" for i, c in enumerate(TOOL_CASES)],
)
async def test_tools_answer_bad_arguments_with_a_message_naming_the_field(
    tools, world, database_url: str, name: str, args: dict, field: str
) -> None:
    before = counts(database_url)
    msg = await tools[name].ainvoke(_call(name, args), _cfg())
    assert isinstance(msg, ToolMessage) and msg.status == "error", (msg.status, str(msg.content)[:200])
    text = str(msg.content)
    assert field in text.lower(), text[:300]
    assert len(text) < 1500 and "\x00" not in text and "Traceback" not in text
    assert counts(database_url) == before


async def test_bad_tool_calls_inside_an_agent_run_end_in_an_answer(mem, world, database_url: str) -> None:
    """A model emitting broken tool calls gets error messages back; the run finishes; nothing is written."""
    from zeusmem.episodic import create_memory_delete_tool

    cases = [_case(c) for c in TOOL_CASES]
    script = [AIMessage("", tool_calls=[_call(n, a, f"b{i}") for i, (n, a, _) in enumerate(cases)])]

    class Broken(OfflineChatModel):
        def respond(self, messages):  # type: ignore[override]
            return script.pop(0) if script else AIMessage("Sorry, those calls failed.")

    agent = create_agent(Broken(), tools=[*create_memory_tools(mem), create_memory_delete_tool(mem)])
    before = counts(database_url)
    out = await agent.ainvoke({"messages": [HumanMessage("do things")]}, _cfg())
    results = [m for m in out["messages"] if isinstance(m, ToolMessage)]
    assert len(results) == len(TOOL_CASES) and all(m.status == "error" for m in results)
    assert out["messages"][-1].content == "Sorry, those calls failed."
    assert counts(database_url) == before


# --- nodes, middleware options, resume ---------------------------------------------------------------
# Regression (fixed; was: zeusmem/agent/middleware.py MemoryContextMiddleware.__init__ and
# zeusmem/agent/nodes.py make_memory_nodes):
# options are compared without type checks: k="5", memory_budget_tokens="100", max_context_fraction="0.5"
# raise a bare TypeError; k=2.5 and token_counter="len" are accepted (then every search fails with
# InvalidInput("k"), which the middleware swallows as "memory unavailable"). Fix: isinstance checks
# (int and not bool; real number; callable) raising ConfigurationError naming the option.


@pytest.mark.parametrize(
    "kwargs",
    [
        {"memory": None},
        {"memory": "postgresql://x"},
        {"k": 0},
        {"memory_budget_tokens": -1},
        {"max_context_fraction": 0},
        {"max_context_fraction": 1.5},
    ],
)
def test_middleware_rejects_bad_options(mem, kwargs: dict) -> None:
    args = {"memory": mem, **kwargs}
    with pytest.raises(ConfigurationError) as err:
        MemoryContextMiddleware(args.pop("memory"), **args)
    name = next(iter(kwargs))
    assert name in str(err.value) or (name == "memory" and "MemoryService" in str(err.value))


@pytest.mark.parametrize(
    "kwargs",
    [
        {"k": "5"},
        {"k": 2.5},
        {"memory_budget_tokens": "100"},
        {"max_context_fraction": "0.5"},
        {"token_counter": "len"},
    ],
)
def test_middleware_rejects_wrongly_typed_options(mem, kwargs: dict) -> None:
    with pytest.raises(ConfigurationError) as err:
        MemoryContextMiddleware(mem, **kwargs)
    assert next(iter(kwargs)) in str(err.value)


@pytest.mark.parametrize("kwargs", [{"k": "5"}, {"k": 2.5}, {"budget_tokens": "100"}])
def test_nodes_reject_wrongly_typed_options(mem, kwargs: dict) -> None:
    from zeusmem.agent.nodes import make_memory_nodes

    with pytest.raises(ConfigurationError):
        make_memory_nodes(mem, **kwargs)


def test_nodes_reject_bad_options(mem) -> None:
    from zeusmem.agent.nodes import make_memory_nodes

    for kwargs in ({"k": 0}, {"budget_tokens": -5}):
        with pytest.raises(ConfigurationError, match=next(iter(kwargs))):
            make_memory_nodes(mem, **kwargs)
    with pytest.raises(ConfigurationError):
        make_memory_nodes(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "human",
    [
        pytest.param(HUGE, id="10MB"),
        pytest.param("Remember that I prefer " + HUGE, id="remember-10MB"),
        pytest.param("Remember that I prefer tea\x00 with milk", id="NUL"),
        pytest.param("Remember that I prefer " + BINARY, id="binary"),
        pytest.param("", id="empty"),
        pytest.param(
            [{"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}], id="image-only"
        ),
    ],
)
async def test_nodes_survive_bad_messages_without_writing(mem, world, database_url: str, human: Any) -> None:
    from langgraph.graph import END, START, StateGraph

    from zeusmem.agent.nodes import MemoryState, make_memory_nodes

    nodes = make_memory_nodes(mem)
    b = StateGraph(MemoryState)
    for name, fn in nodes.as_dict().items():
        b.add_node(name, fn)
    b.add_edge(START, "load_memory_context")
    b.add_edge("load_memory_context", "save_memories")
    b.add_edge("save_memories", "summarize")
    b.add_edge("summarize", END)
    graph = b.compile()
    before = counts(database_url)
    out = await graph.ainvoke(
        {"messages": [HumanMessage(human, id="hm1")]}, _cfg("bad-node-user", thread_id="bad-node-thread")
    )
    assert isinstance(out.get("memory_context", ""), str)
    for w in out.get("memory_writes", []):
        assert w["status"] in ("rejected", "error"), w
        assert len(str(w)) < 1500
    after = counts(database_url)
    assert {t: after[t] for t in ("memory_items", "scope_stats", "term_stats")} == {
        t: before[t] for t in ("memory_items", "scope_stats", "term_stats")
    }


async def test_resume_rejects_bad_session_ids_and_decisions(mem) -> None:
    from zeusmem.episodic import open_checkpointer, resume

    async with open_checkpointer(mem) as saver:
        agent = create_agent(OfflineChatModel(), tools=[], checkpointer=saver)
        for sid in ("", "   ", None, 5):
            with pytest.raises(InvalidInput) as err:
                await resume(agent, sid)  # type: ignore[arg-type]
            assert err.value.field == "session_id"
        with pytest.raises(NotFound):
            await resume(agent, "no-such-session", continue_run=True)
        await agent.ainvoke({"messages": [HumanMessage("hello")]}, _cfg(thread_id="bad-resume"))
        with pytest.raises(InvalidInput) as err:
            await resume(agent, "bad-resume", decision="approve")  # nothing pending
        assert err.value.field == "decision"
        with pytest.raises(InvalidInput) as err:
            await resume(agent, "bad-resume", config={"configurable": {"thread_id": "other"}})
        assert err.value.field == "config"


# --- the CLI -------------------------------------------------------------------------------------------
CLI_CASES = [
    (["add", "", "--user", "cli-bad"], 5, "length"),
    (["add", "Prefers tea", "--user", "cli-bad", "--type", "mood"], None, "memory_type"),
    (["add", "Prefers tea", "--user", "cli-bad", "--scope", "galaxy"], None, "scope"),
    (["add", "Prefers tea", "--user", "cli-bad", "--confidence", "2"], None, "confidence"),
    (["add", "Prefers tea", "--user", "cli-bad", "--confidence", "high"], 2, "confidence"),
    (["add", "Prefers tea", "--user", "cli-bad", "--expires", "tomorrow"], 2, "expires"),
    (["add", "Prefers tea", "--user", "cli-bad", "--priority", "asap"], None, "priority"),
    (["add", "Prefers tea\x00 with milk", "--user", "cli-bad"], None, "content"),
    (["add", HUGE, "--user", "cli-bad"], None, "content"),
    (["add", "Prefers tea"], 2, "user"),
    (["add", "Prefers tea", "--user", ""], 2, "user"),
    (["add", "Prefers tea", "--user", "a\x00b"], 2, "user"),
    (["search", "", "--user", "cli-bad"], None, "query"),
    (["search", "tea", "--user", "cli-bad", "-k", "0"], None, "k"),
    (["list", "--user", "cli-bad", "--limit", "0"], None, "limit"),
    (["show", UNKNOWN_ID, "--user", "cli-bad"], 3, "no memory"),
    (["update", UNKNOWN_ID, "--content", "Prefers coffee", "--user", "cli-bad"], 3, "no memory"),
    (["forget", UNKNOWN_ID, "--yes", "--user", "cli-bad"], 3, "no memory"),
    (["expiring", "--user", "cli-bad", "--within", "soon"], None, "within"),
]


@pytest.mark.parametrize(
    "args,code,needle", CLI_CASES, ids=[f"{a[0]}-{i}" for i, (a, _, _) in enumerate(CLI_CASES)]
)
def test_cli_bad_input_is_one_line_and_an_exit_code(
    database_url: str, monkeypatch, args: list[str], code: int | None, needle: str
) -> None:
    from typer.testing import CliRunner

    from zeusmem.cli import app

    monkeypatch.setenv("ZEUSMEM_DATABASE_URL", database_url)
    monkeypatch.setenv("ZEUSMEM_EMBEDDINGS", "local")
    before = counts(database_url)
    r = CliRunner().invoke(app, args)
    assert r.exit_code != 0, r.output[:300]
    if code is not None:
        assert r.exit_code == code, (r.exit_code, r.output[:300])
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output and len(r.output) < 2000, r.output[:300]
    assert needle in r.output.lower(), r.output[:300]
    assert counts(database_url) == before


# --- the REST API -------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def rest(database_url: str):
    from fastapi.testclient import TestClient

    from zeusmem.interfaces.auth import AuthConfig, issue_token
    from zeusmem.interfaces.rest import create_app

    auth = AuthConfig(jwt_secret="bad-input-" + "k" * 40, agent_keys={})
    app = create_app(database_url, DeterministicEmbeddings(dims=32), settings=Settings(), auth=auth)
    headers = {"Authorization": "Bearer " + issue_token(auth.jwt_secret, "rest-bad")}
    with TestClient(app, raise_server_exceptions=False) as client:
        mid = client.post(
            "/memory", headers=headers, json={"content": "Prefers window seats on trains"}
        ).json()["id"]
        yield client, headers, mid


REST_CASES: list[tuple[str, str, dict[str, Any], str | None]] = [
    ("POST", "/memory", {"json": {"content": 5}}, "content"),
    ("POST", "/memory", {"json": {"content": None}}, "content"),
    ("POST", "/memory", {"json": {"content": HUGE}}, None),
    ("POST", "/memory", {"json": {"content": "tea\x00milk and sugar"}}, "content"),
    ("POST", "/memory", {"json": {"content": BINARY}}, "content"),
    ("POST", "/memory", {"json": {"content": "Prefers tea", "memory_type": "mood"}}, "memory_type"),
    ("POST", "/memory", {"json": {"content": "Prefers tea", "scope": "galaxy"}}, "scope"),
    ("POST", "/memory", {"json": {"content": "Prefers tea", "priority": 3}}, "priority"),
    ("POST", "/memory", {"json": {"content": "Prefers tea", "confidence": "high"}}, "confidence"),
    (
        "POST",
        "/memory",
        {"json": {"content": "Prefers tea", "expires_at": "2031-01-01T00:00:00"}},
        "expires_at",
    ),
    ("POST", "/memory", {"json": {"content": "Prefers tea", "expires_at": "next week"}}, "expires_at"),
    ("POST", "/memory", {"json": {"content": "Prefers tea", "tags": "not-a-list" * 10}}, "tags"),
    ("POST", "/memory", {"json": ["content", "Prefers tea"]}, None),
    ("POST", "/memory", {"json": "Prefers tea"}, None),
    (
        "POST",
        "/memory",
        {"content": bytes(range(256)) * 4, "headers": {"content-type": "application/json"}},
        None,
    ),
    (
        "POST",
        "/memory",
        {"content": b'{"content": "Prefers tea"', "headers": {"content-type": "application/json"}},
        None,
    ),
    (
        "POST",
        "/memory",
        {"content": b"content=Prefers+tea", "headers": {"content-type": "application/x-www-form-urlencoded"}},
        None,
    ),
    ("PUT", "/memory/{mid}", {"json": {"content": 5}}, "content"),
    ("PUT", "/memory/{mid}", {"json": {"content": ""}}, "content"),
    ("PUT", "/memory/{mid}", {"json": {"priority": "asap"}}, "priority"),
    ("PUT", "/memory/{mid}", {"json": {"expires_at": "2031-01-01T00:00:00"}}, "expires_at"),
    ("PUT", f"/memory/{UNKNOWN_ID}", {"json": {"content": "Prefers coffee"}}, None),
    ("GET", f"/memory/{UNKNOWN_ID}", {}, None),
    ("GET", "/memory/" + "x" * 5000, {}, None),
    ("GET", "/memory/%00", {}, None),
    ("DELETE", f"/memory/{UNKNOWN_ID}", {}, None),
    ("GET", "/memory/search", {"params": {"q": ""}}, None),
    ("GET", "/memory/search", {"params": {"q": "tea", "k": 0}}, "k"),
    ("GET", "/memory/search", {"params": {"q": "tea", "k": "five"}}, "k"),
    ("GET", "/memory/search", {"params": {"q": "x" * 8000}}, None),
    ("GET", "/memory/search", {"params": {"q": "tea\x00"}}, None),
    ("GET", "/memory/search", {"params": {"q": "tea", "type": "mood"}}, None),
    ("GET", "/memory", {"params": {"limit": -1}}, "limit"),
    ("GET", "/memory", {"params": {"status": "zombie"}}, "status"),
    ("GET", "/memory/expiring", {"params": {"within": "-5d"}}, "within"),
    ("PUT", "/memory/profile/user", {"json": {"shoe_size": 42}}, None),
    ("PUT", "/memory/profile/user", {"json": {"background": HUGE}}, None),
    ("POST", "/memory/projects", {"json": {"project_id": ""}}, "project_id"),
    ("PUT", "/memory/projects/no-such-proj/members/x", {"json": {"role": "god"}}, None),
]


@pytest.mark.parametrize(
    "method,path,kwargs,field",
    REST_CASES,
    ids=[f"{m}-{p.split('/')[-1][:20]}-{i}" for i, (m, p, _, _) in enumerate(REST_CASES)],
)
def test_rest_bad_input_is_a_4xx_naming_the_field(
    rest, database_url: str, method: str, path: str, kwargs: dict, field: str | None
) -> None:
    client, headers, mid = rest
    before = counts(database_url)
    extra = dict(kwargs)
    h = {**headers, **extra.pop("headers", {})}
    r = client.request(method, path.format(mid=mid), headers=h, **extra)
    assert 400 <= r.status_code < 500, (r.status_code, r.text[:300])
    assert "Traceback" not in r.text and len(r.text) < 5000, r.text[:300]
    if field is not None:
        body = r.json()
        err = body.get("error") or {}
        assert err.get("field") == field or field in json_text(body), (field, body)
    assert counts(database_url) == before
    assert client.get(f"/memory/{mid}", headers=headers).status_code == 200


def json_text(body: Any) -> str:
    import json

    return json.dumps(body)


def test_rest_unpaired_surrogate_is_400(rest) -> None:
    client, headers, _ = rest
    r = client.post(
        "/memory",
        headers={**headers, "content-type": "application/json"},
        content=b'{"content": "Prefers tea \\ud800 over coffee"}',
    )
    assert r.status_code == 400, (r.status_code, r.text[:300])
