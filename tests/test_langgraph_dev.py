"""End to end through ``langgraph dev`` (started like ``make dev``) with the offline model.

Session 1 stores "I prefer dark theme" through the agent's memory_add tool; session 2, a
new thread, asks which theme the user prefers and gets "dark theme" back from memory.
The server runs on a free port with ``ZEUSMEM_DATABASE_URL`` pointing at a fresh test
database; its config is a temporary copy of ``langgraph.json`` with absolute paths, so
``.langgraph_api/`` and the log stay outside the repository.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from dev_server import dev_config, langgraph_dev, offline_env
from langgraph_sdk import get_client

from zeusmem.interfaces.auth import issue_token

REPO = Path(__file__).resolve().parents[1]
STARTUP_TIMEOUT = 60.0
SECRET = "langgraph-dev-test-secret-" + "x" * 32


@pytest.fixture
def dev_server(fresh_database_url: str, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    log = tmp_path / "langgraph-dev.log"
    env = offline_env(fresh_database_url, ZEUSMEM_JWT_SECRET=SECRET)
    config = dev_config(tmp_path, REPO)
    with langgraph_dev(cwd=tmp_path, env=env, log=log, config=config, timeout=STARTUP_TIMEOUT) as url:
        yield url, log


def _last_ai_text(state: dict) -> str:
    ai = [m for m in state["messages"] if m.get("type") == "ai"]
    content = ai[-1]["content"]
    return content if isinstance(content, str) else " ".join(b.get("text", "") for b in content)


async def test_memory_across_sessions_through_langgraph_dev(dev_server: tuple[str, Path]) -> None:
    url, log = dev_server
    client = get_client(url=url, headers={"Authorization": "Bearer " + issue_token(SECRET, "alice")})
    config = {"configurable": {"user_id": "alice"}}

    session1 = await client.threads.create(metadata={"user_id": "alice"})
    state1 = await client.runs.wait(
        session1["thread_id"],
        "agent",
        config=config,
        input={"messages": [{"role": "human", "content": "Remember that I prefer dark theme"}]},
    )
    calls = [
        c["name"] for m in state1["messages"] if m.get("type") == "ai" for c in m.get("tool_calls") or []
    ]
    assert calls == ["memory_add"], state1
    tool_results = [m["content"] for m in state1["messages"] if m.get("type") == "tool"]
    assert tool_results and tool_results[0].startswith("Stored memory"), tool_results

    session2 = await client.threads.create(metadata={"user_id": "alice"})
    state2 = await client.runs.wait(
        session2["thread_id"],
        "agent",
        config=config,
        input={"messages": [{"role": "human", "content": "Which theme do I prefer?"}]},
    )
    assert "dark theme" in _last_ai_text(state2).lower(), state2
    # the thread was checkpointed in PostgreSQL: its state can be read back
    saved = await client.threads.get_state(session2["thread_id"])
    assert len(saved["values"]["messages"]) == len(state2["messages"])
    # no blocking call in the server's event loop, no degraded memory context
    text = log.read_text(errors="replace")
    assert "BlockingError" not in text and "continuing without memories" not in text, text[-4000:]
