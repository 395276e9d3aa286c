"""Stateless servers on one PostgreSQL: two or three ``langgraph dev`` processes, some through PgBouncer.

The default suite runs one quick test (two servers, A direct and B through PgBouncer in
transaction mode): a thread started on A is resumed on B after a "page refresh" (messages, the
pending approval, the decision sent to B), and a memory written through B is found through A at
once (REST search and the middleware's prompt). ``make test-all`` (``-m slow``) adds, each
directly and through PgBouncer: the rate limit counted across servers, near-duplicates racing
from two servers, 50 writers on one key over two processes, and SIGKILL of a server mid-run.

Servers, PgBouncer and the database are started and stopped by the tests (:mod:`multiserver`);
all traffic stays on loopback. Every check reads the database afterwards.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx
import psycopg
from langgraph_sdk import get_client
from multiserver import JWT_SECRET, Topology, adopt_thread, assert_clean_logs, topology

from zeusmem.interfaces.auth import issue_token

HTTP_TIMEOUT = 60.0


def _auth(user: str = "alice", **claims: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {issue_token(JWT_SECRET, user, **claims)}"}


def _ai_text(state: dict[str, Any]) -> str:
    ai = [m for m in state["messages"] if m.get("type") == "ai"]
    content = ai[-1]["content"] if ai else ""
    return content if isinstance(content, str) else " ".join(b.get("text", "") for b in content)


def _db_rows(url: str, query: str, *params: Any) -> list[tuple[Any, ...]]:
    with psycopg.connect(url) as conn:
        return conn.execute(query, params).fetchall()


# --- the quick test: resume across servers, memory across servers -------------------------------------


async def _resume_across_servers(top: Topology) -> None:
    a, b = top[0], top[1]
    async with httpx.AsyncClient(timeout=HTTP_TIMEOUT) as http:
        r = await http.post(f"{a.url}/memory/projects", json={"project_id": "apollo"}, headers=_auth())
        assert r.status_code == 201, r.text
    config = {"configurable": {"user_id": "alice", "project_id": "apollo"}}
    client_a, client_b = get_client(url=a.url), get_client(url=b.url)

    # on A: the agent wants to store a project memory and pauses for approval
    thread = await client_a.threads.create(metadata={"user_id": "alice"})
    tid = thread["thread_id"]
    first = await client_a.runs.wait(
        tid, "agent", config=config,
        input={"messages": [{"role": "human", "content": "Remember for this project: we deploy on Fridays"}]},
    )
    assert first.get("__interrupt__"), first
    assert _db_rows(top.database_url, "SELECT count(*) FROM zeusmem.memory_items WHERE scope = 'project'") == [(0,)]

    # page refresh, the load balancer sends the browser to B: same thread id, state from PostgreSQL
    await adopt_thread(client_b, tid)
    state = await client_b.threads.get_state(tid)
    human = [m["content"] for m in state["values"]["messages"] if m["type"] == "human"]
    assert human == ["Remember for this project: we deploy on Fridays"]
    (pending,) = state["interrupts"]
    (request,) = pending["value"]["action_requests"]
    assert request["name"] == "memory_add" and request["args"]["scope"] == "project", pending

    # the decision goes to B; B runs the approved tool call and finishes the run
    done = await client_b.runs.wait(
        tid, "agent", config=config, command={"resume": {"decisions": [{"type": "approve"}]}}
    )
    assert not done.get("__interrupt__"), done
    tools = [m for m in done["messages"] if m["type"] == "tool"]
    assert tools and tools[-1]["content"].startswith("Stored memory"), tools
    rows = _db_rows(top.database_url, "SELECT content, created_by FROM zeusmem.memory_items WHERE scope = 'project'")
    assert len(rows) == 1 and rows[0][1] == "alice" and "Fridays" in rows[0][0], rows
    final = await client_a.threads.get_state(tid)  # A reads the finished thread from PostgreSQL
    assert len(final["values"]["messages"]) == len(done["messages"])
    assert not final["interrupts"]


async def _memory_across_servers(top: Topology) -> None:
    a, b = top[0], top[1]
    async with httpx.AsyncClient(timeout=HTTP_TIMEOUT) as http:
        r = await http.post(
            f"{b.url}/memory", headers=_auth(),
            json={"content": "Prefers the dark theme in every editor", "memory_type": "preference"},
        )
        assert r.status_code == 201, r.text
        written = r.json()["id"]
        # at once through A: by search ...
        r = await http.get(f"{a.url}/memory/search", params={"q": "which editor theme"}, headers=_auth())
        assert r.status_code == 200, r.text
        assert [h["memory"]["id"] for h in r.json()][:1] == [written], r.json()
    # ... and in the middleware's prompt of an agent run on A (a new thread)
    client_a = get_client(url=a.url)
    thread = await client_a.threads.create(metadata={"user_id": "alice"})
    out = await client_a.runs.wait(
        thread["thread_id"], "agent", config={"configurable": {"user_id": "alice"}},
        input={"messages": [{"role": "human", "content": "Which theme do I prefer?"}]},
    )
    assert "dark theme" in _ai_text(out).lower(), out
    assert not [m for m in out["messages"] if m["type"] == "tool"], "answered from the prompt, not a search"


def test_two_servers_resume_and_memory(fresh_database_url: str, tmp_path: Path) -> None:
    """A direct, B through PgBouncer (transaction mode): resume on B, memory from B found on A."""
    with topology(fresh_database_url, tmp_path, ("direct", "pgbouncer")) as top:
        asyncio.run(_resume_across_servers(top))
        asyncio.run(_memory_across_servers(top))
        assert_clean_logs(top)
