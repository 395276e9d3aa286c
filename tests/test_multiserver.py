"""Stateless servers on one PostgreSQL: two or three ``langgraph dev`` processes, some through PgBouncer.

The default suite runs one quick test (two servers, A direct and B through PgBouncer in
transaction mode): a thread started on A is resumed on B after a "page refresh" (messages, the
pending approval, the decision sent to B), and a memory written through B is found through A at
once (REST search and the middleware's prompt). ``make test-all`` (``-m slow``) adds, each
directly and through PgBouncer: the rate limit counted across servers, near-duplicates racing
from two servers, 50 writers on one key over two processes, and SIGKILL of a server mid-run.

Servers, PgBouncer and the database are started and stopped by the tests (:mod:`bench.topology`);
all traffic stays on loopback. Every check reads the database afterwards.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import psycopg
import pytest
from conftest import create_database, drop_database
from langgraph_sdk import get_client
from test_load import N_WRITERS, check_one_lineage_of_50, same_key_text
from test_reliability import assert_store_consistent

from bench.topology import JWT_SECRET, RATE_KEY, Topology, adopt_thread, assert_clean_logs, topology
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
    client_a, client_b = get_client(url=a.url, headers=_auth()), get_client(url=b.url, headers=_auth())

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
    client_a = get_client(url=a.url, headers=_auth())
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


# --- make test-all: the gate across servers, directly and through PgBouncer -------------------------------


@pytest.fixture(scope="module", params=["direct", "pgbouncer"])
def pair(
    request: pytest.FixtureRequest, pg_admin_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Topology]:
    """Two servers on a fresh database, both direct or both through PgBouncer (transaction mode)."""
    url = create_database(pg_admin_url, "zmmulti")
    try:
        with topology(url, tmp_path_factory.mktemp(f"pair-{request.param}"), (request.param, request.param)) as top:
            yield top
            assert_clean_logs(top)
    finally:
        drop_database(pg_admin_url, url)


FACTS = [
    "Remember that I drink green tea every morning",
    "Remember that my cat is called Miso",
    "Remember that I commute by bicycle along the river",
    "Remember that I play the cello in an amateur orchestra",
    "Remember that I am allergic to peanuts",
    "Remember that I read science fiction before sleeping",
]


@pytest.mark.slow
async def test_rate_limit_counts_across_servers(pair: Topology) -> None:
    """3 agent extractions per session per 24 h, wherever the session's runs land."""
    # one thread whose runs alternate between the servers (a load balancer without stickiness)
    clients = [get_client(url=s.url, headers=_auth("rita")) for s in pair.servers]
    tid = (await clients[0].threads.create(metadata={"user_id": "rita"}))["thread_id"]
    await adopt_thread(clients[1], tid)
    config = {"configurable": {"user_id": "rita"}}
    results = []
    for i, fact in enumerate(FACTS[:4]):
        out = await clients[i % 2].runs.wait(
            tid, "agent", config=config, input={"messages": [{"role": "human", "content": fact}]}
        )
        results.append([m["content"] for m in out["messages"] if m["type"] == "tool"][-1])
    assert [r.startswith("Stored memory") for r in results] == [True, True, True, False], results
    assert "rate_limit" in results[3], results
    assert _db_rows(pair.database_url, "SELECT count(*) FROM zeusmem.memory_items WHERE created_by = 'rita'") == [(3,)]

    # the same at the same moment: 6 agent writes of session rate-1 (REST, agent key), 3 to each server
    async with httpx.AsyncClient(timeout=HTTP_TIMEOUT) as http:
        responses = await asyncio.gather(*(
            http.post(f"{pair[i % 2].url}/memory", headers={"X-Agent-Key": RATE_KEY},
                      json={"content": fact.removeprefix("Remember that "), "memory_type": "fact"})
            for i, fact in enumerate(FACTS)
        ))
    codes = sorted(r.status_code for r in responses)
    assert codes == [201] * 3 + [422] * 3, [r.text for r in responses]
    assert all(r.json()["error"]["reason"] == "rate_limit" for r in responses if r.status_code == 422)
    rows = _db_rows(
        pair.database_url, "SELECT count(*) FROM zeusmem.memory_items WHERE provenance->>'session_id' = 'rate-1'"
    )
    assert rows == [(3,)]


NEAR_DUPLICATES = [
    "Prefers the dark theme in the code editor",
    "prefers the dark theme in the code editor",
    "Prefers the dark theme in the code editor.",
    "Prefers a dark theme in the code editor",
    "Prefers the dark theme in their code editor",
    "Prefers the dark theme in the code editor!",
]


@pytest.mark.slow
async def test_near_duplicates_racing_from_two_servers_keep_one(pair: Topology, minilm) -> None:  # type: ignore[no-untyped-def]
    vecs = np.array(minilm.embed_documents(NEAR_DUPLICATES))
    sims = vecs @ vecs.T
    assert sims.min() >= 0.9, "the texts must really be near-duplicates of each other"
    async with httpx.AsyncClient(timeout=HTTP_TIMEOUT) as http:
        responses = await asyncio.gather(*(
            http.post(f"{pair[i % 2].url}/memory", headers=_auth("nadia"),
                      json={"content": text, "memory_type": "preference"})
            for i in range(4) for text in NEAR_DUPLICATES  # 24 writes, 12 to each server
        ))
    codes = sorted(r.status_code for r in responses)
    assert codes == [201] + [409] * 23, [r.text for r in responses]
    rows = _db_rows(pair.database_url, "SELECT id FROM zeusmem.memory_items WHERE created_by = 'nadia'")
    assert [r[0] for r in rows] == [next(r.json()["id"] for r in responses if r.status_code == 201)]


@pytest.mark.slow
async def test_50_writers_on_one_key_over_two_servers(pair: Topology) -> None:
    """Versions 1..50 without gaps, exactly one active, every write acknowledged and stored."""
    async with httpx.AsyncClient(timeout=HTTP_TIMEOUT) as http:
        responses = await asyncio.gather(*(
            http.post(f"{pair[i % 2].url}/memory", headers=_auth("same-key-procs"),
                      json={"content": same_key_text(i), "memory_type": "fact", "key": "deploy_target"})
            for i in range(N_WRITERS)
        ))
    assert [r.status_code for r in responses] == [201] * N_WRITERS, [r.text for r in responses if r.status_code != 201]
    check_one_lineage_of_50(pair.database_url, "same-key-procs", [r.json()["id"] for r in responses])
    assert_store_consistent(pair.database_url)


# --- SIGKILL of a server mid-run ------------------------------------------------------------------------------


def _wait_for_lock_waiter(url: str, timeout: float = 60.0) -> None:
    """Until a backend of the database waits for an advisory lock (the killed server's write)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        rows = _db_rows(url, "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                             " AND wait_event_type = 'Lock' AND wait_event = 'advisory'")
        if rows[0][0]:
            return
        time.sleep(0.05)
    raise AssertionError("the run never reached its memory write")


@pytest.mark.slow
@pytest.mark.parametrize("via", ["direct", "pgbouncer"])
async def test_sigkill_of_a_server_mid_run_loses_nothing(fresh_database_url: str, tmp_path: Path, via: str) -> None:
    """A's run is killed in the middle of its memory write (held up by a lock, so the moment is certain);
    the thread continues on B: the memory is stored exactly once and the run finishes."""
    with topology(fresh_database_url, tmp_path, (via, via)) as top:
        a, b = top[0], top[1]
        client_a = get_client(url=a.url, headers=_auth("kim"))
        client_b = get_client(url=b.url, headers=_auth("kim"))
        config = {"configurable": {"user_id": "kim"}}
        tid = (await client_a.threads.create(metadata={"user_id": "kim"}))["thread_id"]
        warm = await client_a.runs.wait(  # the model, the pool, the embedder are warm; one memory stored
            tid, "agent", config=config, input={"messages": [{"role": "human", "content": FACTS[0]}]}
        )
        assert [m for m in warm["messages"] if m["type"] == "tool"][-1]["content"].startswith("Stored memory")
        with psycopg.connect(fresh_database_url) as blocker:
            with blocker.transaction():  # kim's writes wait for this lock
                blocker.execute("SELECT pg_advisory_xact_lock(hashtextextended('scope||user|kim', 0))")
                await client_a.runs.create(
                    tid, "agent", config=config, input={"messages": [{"role": "human", "content": FACTS[1]}]}
                )
                await asyncio.to_thread(_wait_for_lock_waiter, fresh_database_url)
                a.kill()
        # the page refresh: B continues the thread from its last checkpoint (the tool call pending)
        await adopt_thread(client_b, tid)
        state = await client_b.threads.get_state(tid)
        messages = state["values"]["messages"]
        assert [m["content"] for m in messages if m["type"] == "human"] == FACTS[:2]
        # unfinished: the model's memory_add call has no answer yet (whether the checkpoint names the
        # tools node as next, or only holds the finished writes of the step before it)
        pending_call = messages[-1]["tool_calls"][0]["id"] if messages[-1]["type"] == "ai" else None
        assert pending_call and messages[-1]["tool_calls"][0]["name"] == "memory_add", state
        print(f"\nkilled mid-run; the checkpoint names next={state['next']}")
        done = await client_b.runs.wait(tid, "agent", config=config, input=None)
        assert not done.get("__interrupt__")
        answers = [m for m in done["messages"] if m["type"] == "tool" and m["tool_call_id"] == pending_call]
        assert len(answers) == 1 and done["messages"][-1]["type"] == "ai", done["messages"]
        final = await client_b.threads.get_state(tid)
        assert not final["next"] and not final["tasks"]
        contents = [r[0] for r in _db_rows(
            fresh_database_url, "SELECT content FROM zeusmem.memory_items WHERE created_by = 'kim' ORDER BY created_at"
        )]
        assert len(contents) == 2 and "Miso" in contents[1], contents  # stored once: by A's commit or by B
        assert_store_consistent(fresh_database_url)
        top.servers.remove(a)  # killed on purpose; the others' logs must be clean
        assert_clean_logs(top)


# --- the HTTP load test, small: it keeps working (docs/scaling.md has the full run) -------------------------


@pytest.mark.slow
@pytest.mark.parametrize("via", ["direct", "pgbouncer"])
async def test_http_load_has_no_errors_and_loses_no_write(pg_admin_url: str, tmp_path: Path, via: str) -> None:
    from bench.load import run_level

    level = await run_level(pg_admin_url, via, 20, 8, 300.0, tmp_path)
    s = level.summary()
    assert s["requests"] == 160 and not s["truncated"], s
    assert s["errors"] == 0 and s["lost_writes"] == 0, s
    assert s["acknowledged_writes"] > 20, s  # the mix really wrote: REST writes, updates, agent memory_add
    assert set(s["by_operation"]) == {"search", "write", "agent", "list", "update", "profile"}, s
