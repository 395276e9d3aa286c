"""The MCP server (``zeusmem mcp``) through the official SDK's client: stdio and streamable HTTP.

The server's identity comes from its options/environment, never from tool arguments; writes
are agent inferences (source ai); gate rejections come back as tool results.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

import zeusmem
from zeusmem import SecurityContext, Settings
from zeusmem.embeddings.local import LocalMiniLMEmbeddings

sys.path.insert(0, str(Path(__file__).parent))
from secrets_corpus import ONE_PER_KIND, SECRETS, needle  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _env(url: str, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("ZEUSMEM_") and k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL")
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        {
            "ZEUSMEM_DATABASE_URL": url,
            "ZEUSMEM_EMBEDDINGS": "local",
            "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
            **extra,
        }
    )
    return env


@asynccontextmanager
async def mcp_client(url: str, *args: str, **env: str) -> AsyncIterator[Client]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "zeusmem", "mcp", *args], env=_env(url, **env)
    )
    async with Client(params) as client:
        yield client


def text(result: Any) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", "") == "text")


async def test_tools_over_stdio(database_url: str, minilm: LocalMiniLMEmbeddings) -> None:
    async with mcp_client(database_url, "--user", "alice", "--session", "mcp-1") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert set(tools) == {"memory_add", "memory_search"}
        for tool in tools.values():  # no identity among the arguments
            assert not {"user_id", "project_id", "session_id", "org_id"} & set(
                tool.input_schema["properties"]
            )
        added = await client.call_tool(
            "memory_add", {"content": "Prefers dark theme in editors", "memory_type": "preference"}
        )
        assert not added.is_error
        assert text(added).startswith("Stored memory mem_")
        memory_id = text(added).split()[2]

        # a gate rejection is a tool result the model can act on, with the duplicate's id
        dup = await client.call_tool(
            "memory_add", {"content": "Prefers dark theme in editors", "memory_type": "preference"}
        )
        assert not dup.is_error
        assert text(dup).startswith("Memory not stored (duplicate)") and f"duplicate_of={memory_id}" in text(
            dup
        )
        secret = await client.call_tool(
            "memory_add",
            {"content": "my token is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", "memory_type": "fact"},
        )
        assert "(sensitive)" in text(secret) and "ghp_" not in text(secret)
        for i in ONE_PER_KIND:  # one secret of every kind of the corpus
            got = await client.call_tool("memory_add", {"content": SECRETS[i][1], "memory_type": "fact"})
            assert "(sensitive)" in text(got), f"#{i} {SECRETS[i][0]} was not rejected over MCP"
            assert needle(i) not in text(got), f"#{i} {SECRETS[i][0]} echoed"

        found = await client.call_tool("memory_search", {"query": "which colour scheme in the editor?"})
        assert memory_id in text(found) and "Prefers dark theme in editors" in text(found)
        bad = await client.call_tool("memory_search", {"query": "x", "k": 500})
        assert bad.is_error  # argument validation by the schema

    async with zeusmem.open_memory(database_url, minilm, settings=Settings()) as memory:
        item = await memory.get_memory(SecurityContext("alice"), memory_id)
        assert (item.source.value, item.verified, item.confidence, item.scope_id) == (
            "ai",
            False,
            0.7,
            "alice",
        )
        assert item.provenance["tool"] == "memory_add" and item.provenance["session_id"] == "mcp-1"


async def test_identity_is_the_servers_never_a_tool_argument(
    database_url: str, minilm: LocalMiniLMEmbeddings
) -> None:
    async with zeusmem.open_memory(database_url, minilm, settings=Settings()) as memory:
        await memory.add_explicit_memory(SecurityContext("bob"), "Bob's bank is in Zurich", "fact")
    async with mcp_client(database_url, "--user", "carol") as client:
        # arguments naming another user change nothing: the write lands in carol's scope
        added = await client.call_tool(
            "memory_add",
            {"content": "Carol collects vinyl records", "memory_type": "habit", "user_id": "bob"},
        )
        found = await client.call_tool(
            "memory_search", {"query": "which bank does bob use", "user_id": "bob"}
        )
        assert "Zurich" not in text(found)
    async with zeusmem.open_memory(database_url, minilm, settings=Settings()) as memory:
        carol = await memory.list_memories(SecurityContext("carol"))
        assert [m.content for m in carol] == ["Carol collects vinyl records"]
        assert await memory.list_memories(SecurityContext("bob")) != []
    assert text(added).startswith("Stored memory"), text(added)  # the unknown argument is dropped


async def test_identity_from_the_environment_and_rate_limit(database_url: str) -> None:
    async with mcp_client(database_url, ZEUSMEM_USER="dave", ZEUSMEM_SESSION="mcp-rate") as client:
        results = []
        for content in [
            "Dave likes chess",
            "Dave runs on Sundays",
            "Dave drinks oat milk",
            "Dave reads science fiction",
        ]:
            results.append(
                text(await client.call_tool("memory_add", {"content": content, "memory_type": "habit"}))
            )
        assert [r.split()[0] for r in results[:3]] == ["Stored"] * 3
        assert results[3].startswith("Memory not stored (rate_limit)")


def test_mcp_without_a_user_is_a_usage_error(database_url: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "zeusmem", "mcp"],
        env=_env(database_url),
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2
    assert "no user given" in done.stderr and "Traceback" not in done.stderr


# The documented examples (stdio and streamable HTTP) of docs/interfaces.md run in test_docs.py.


@pytest.mark.parametrize("project", [None, "apollo"])
async def test_server_object_in_process(
    database_url: str, minilm: LocalMiniLMEmbeddings, project: str | None
) -> None:
    """create_server() works embedded in a host application, with an open MemoryService."""
    from zeusmem.interfaces.mcp_server import create_server

    async with zeusmem.open_memory(database_url, minilm, settings=Settings()) as memory:
        if project:
            await memory.create_project(SecurityContext("erin"), project)
        server = create_server(
            SecurityContext("erin", project_id=project, session_id=f"inproc-{project}"), memory=memory
        )
        async with Client(server) as client:
            scope = "project" if project else "user"
            added = await client.call_tool(
                "memory_add",
                {
                    "content": f"Erin's {scope} note about release trains",
                    "memory_type": "fact",
                    "scope": scope,
                },
            )
            assert text(added).startswith("Stored memory"), text(added)
            found = await client.call_tool("memory_search", {"query": "release trains", "scope": scope})
            assert f"scope={scope}" in text(found)


async def test_http_server_stops_the_embedded_database_on_sigterm(tmp_path: Path) -> None:
    """``zeusmem mcp --http`` on the default path (no database URL): SIGTERM lets go of the embedded
    PostgreSQL it started, which uvicorn's re-raised signal would otherwise leave running."""
    import asyncio
    import signal
    import time

    from dev_server import free_port

    from zeusmem.storage.embedded import server_status, stop_server

    data_dir = tmp_path / "pgdata"
    env = _env("", ZEUSMEM_DATA_DIR=str(data_dir))
    env.pop("ZEUSMEM_DATABASE_URL")
    port = free_port()
    log = tmp_path / "mcp.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "zeusmem", "mcp", "--user", "erin", "--http", "--port", str(port)],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, log.read_text()
            try:
                async with Client(f"http://127.0.0.1:{port}/mcp") as client:
                    added = await client.call_tool(
                        "memory_add", {"content": "Erin deploys on Tuesdays", "memory_type": "habit"}
                    )
                break
            except Exception:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.5)
        assert text(added).startswith("Stored memory"), text(added)
        assert server_status(data_dir).running, "the first call starts the embedded server"
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.to_thread(proc.wait, 60) is not None
        assert not server_status(data_dir).running, "embedded PostgreSQL still running:\n" + log.read_text()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        stop_server(data_dir)


def _rpc(port: int, headers: dict[str, str], name: str, arguments: dict[str, Any]) -> tuple[int, str]:
    import httpx

    r = httpx.post(f"http://127.0.0.1:{port}/mcp", timeout=60, headers={
        "Accept": "application/json, text/event-stream", **headers},
        json={"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": name, "arguments": arguments}})
    return r.status_code, r.text


def test_http_authenticates_each_client_with_the_rest_credentials(database_url: str, tmp_path: Path) -> None:
    """``zeusmem mcp --http`` with a JWT secret: each request acts as its token's user (the server's
    --user is nobody's identity over HTTP); no token or a forged one is a 401 naming zeusmem token."""
    import time

    import httpx
    from dev_server import free_port

    from zeusmem.interfaces.auth import issue_token

    secret = "mcp-http-secret-" + "m" * 40
    env = _env(database_url, ZEUSMEM_JWT_SECRET=secret)
    port = free_port()
    log = tmp_path / "mcp.log"
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "zeusmem", "mcp", "--user", "server-user", "--http",
                                 "--port", str(port)], env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        ivy = {"Authorization": "Bearer " + issue_token(secret, "ivy-mcp")}
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, log.read_text()
            try:
                code, body = _rpc(port, ivy, "memory_add", {"content": "Ivy keeps bees on the roof",
                                                            "memory_type": "fact"})
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.5)
        assert code == 200 and "Stored memory" in body, body
        code, body = _rpc(port, {}, "memory_search", {"query": "bees"})
        assert code == 401 and "zeusmem token --user NAME" in body, body
        forged = {"Authorization": "Bearer " + issue_token("f" * 40, "ivy-mcp")}
        assert _rpc(port, forged, "memory_search", {"query": "bees"})[0] == 401
        other = {"Authorization": "Bearer " + issue_token(secret, "server-user")}
        code, body = _rpc(port, other, "memory_search", {"query": "who keeps bees on the roof"})
        assert code == 200 and "bees" not in body, body
        code, body = _rpc(port, ivy, "memory_search", {"query": "who keeps bees on the roof"})
        assert code == 200 and "Ivy keeps bees on the roof" in body, body
    finally:
        proc.terminate()
        proc.wait(timeout=60)


def test_http_without_credentials_refuses_a_non_loopback_host(tmp_path: Path) -> None:
    env = _env("", ZEUSMEM_DATA_DIR=str(tmp_path / "pgdata"))
    env.pop("ZEUSMEM_JWT_SECRET", None)
    env.pop("ZEUSMEM_AGENT_KEYS", None)
    done = subprocess.run([sys.executable, "-m", "zeusmem", "mcp", "--user", "zed", "--http", "--host", "0.0.0.0",
                           "--port", "1"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "loopback" in done.stderr, (done.returncode, done.stdout, done.stderr[-2000:])
