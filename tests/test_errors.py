"""One error table (``zeusmem.errors.describe``): every interface answers an error the same way.

Each error is raised under the real route classes and handlers of REST (``_MemoryRoute``), the
console (``ConsoleRoute``) and the LangGraph server's routes (``langgraph_route_error``), and by
the memory source of the agent tools (what MCP serves): the status (and REST's code) must be the
table's, and the tool message the table's ``for_model`` text (or the error itself when it is not
the model's to handle).
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from langchain_core.messages import ToolMessage

from zeusmem import (
    ConfigurationError,
    EmbeddingError,
    GateReason,
    GateRejected,
    GateVerdict,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
    ZeusmemError,
)
from zeusmem.agent.tools import create_memory_tools
from zeusmem.episodic import create_memory_delete_tool
from zeusmem.errors import AuthError, ErasureIncomplete, describe
from zeusmem.interfaces.console.chat import ChatUnavailable
from zeusmem.interfaces.console.pages import ConsoleRoute
from zeusmem.interfaces.rest import _MemoryRoute, langgraph_route_error

ERRORS: list[ZeusmemError] = [
    GateRejected(GateVerdict(False, GateReason.DUPLICATE, "already stored", existing_id="mem_1", similarity=0.97)),
    GateRejected(GateVerdict(False, GateReason.SENSITIVE, "looks like a password")),
    GateRejected(GateVerdict(False, GateReason.RATE_LIMIT, "too many writes")),
    InvalidInput("k", "must be between 1 and 20"),
    NotFound("no memory 'mem_x'"),
    PermissionDenied("viewers cannot write"),
    AuthError("token expired"),
    AuthError("humans only", 403),
    StorageError("database unavailable: connection refused"),
    EmbeddingError("the embedding model failed: TimeoutError"),
    ErasureIncomplete("erasure era_1 stopped at the table group 'project'", "project"),
    ConfigurationError("ZEUSMEM_JWT_SECRET is too short"),
    ChatUnavailable("no agent"),
    ZeusmemError("something else"),
]
IDS = [f"{type(e).__name__}-{i}" for i, e in enumerate(ERRORS)]


def _app(route_class: type[APIRoute] | None, error: Exception) -> FastAPI:
    app = FastAPI()
    if route_class is not None:
        app.router.route_class = route_class
    else:  # the LangGraph server's own routes: a plain route, the app-wide handler
        app.exception_handlers[ZeusmemError] = langgraph_route_error

    @app.get("/boom")
    async def boom() -> None:
        raise error

    return app


async def _get(app: FastAPI) -> httpx.Response:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        return await client.get("/boom")


@pytest.mark.parametrize("error", ERRORS, ids=IDS)
async def test_rest_console_and_langgraph_routes_answer_with_the_tables_status(error: ZeusmemError) -> None:
    d = describe(error)
    assert d is not None
    rest = await _get(_app(_MemoryRoute, error))
    console = await _get(_app(ConsoleRoute, error))
    langgraph = await _get(_app(None, error))
    assert (rest.status_code, console.status_code, langgraph.status_code) == (d.status,) * 3
    body = rest.json()["error"]
    assert (body["code"], body["message"]) == (d.code, str(error))
    assert langgraph.json() == {"detail": str(error)}
    assert d.title in console.text
    if isinstance(error, GateRejected):
        assert body["reason"] == error.verdict.reason.value
    if d.status == 401:
        assert rest.headers["www-authenticate"].startswith("Bearer")


@pytest.mark.parametrize("error", ERRORS, ids=IDS)
async def test_the_tools_answer_with_the_tables_model_message(error: ZeusmemError) -> None:
    d = describe(error)
    assert d is not None

    async def failing_source() -> Any:
        raise error

    add, search = create_memory_tools(failing_source)
    delete = create_memory_delete_tool(failing_source)
    config = {"configurable": {"user_id": "alice", "thread_id": "t1"}}
    calls = [
        (add, {"content": "Prefers tea", "memory_type": "preference"}),
        (search, {"query": "tea"}),
        (delete, {"memory_id": "mem_1"}),
    ]
    for tool, args in calls:
        call = {"name": tool.name, "args": args, "id": "call_1", "type": "tool_call"}
        if d.for_model is None:  # a developer's problem: raised, never shown to the model
            with pytest.raises(type(error)):
                await tool.ainvoke(call, config=config)
        else:
            result = await tool.ainvoke(call, config=config)
            assert isinstance(result, ToolMessage) and result.content == d.for_model, tool.name


def test_the_table_keeps_the_documented_codes() -> None:
    """docs/interfaces.md's list: each error class's (code, status)."""
    got = {IDS[i]: (d.code, d.status) for i, e in enumerate(ERRORS) if (d := describe(e)) is not None}
    assert list(got.values()) == [
        ("duplicate", 409), ("gate_rejected", 422), ("gate_rejected", 422), ("invalid_input", 400),
        ("not_found", 404), ("forbidden", 403), ("unauthorized", 401), ("forbidden", 403),
        ("storage_unavailable", 503), ("embedding_unavailable", 503), ("erasure_incomplete", 503),
        ("configuration_error", 500),
        ("configuration_error", 500), ("error", 400),
    ]
    assert describe(RuntimeError("a bug")) is None
