"""The LangGraph server's store API on zeusmem, through ``langgraph dev`` (as ``make dev`` starts it).

``langgraph.json`` gives the server a ZeusmemStore and zeusmem's auth handler: ``client.store.*``
with a person's JWT stores memories that ``zeusmem search`` finds; another user's token neither
reads nor writes them; the gate refuses a secret with a clear error; without credentials every
route is refused (401), a run naming another user is a 403. Without any auth configured the
store refuses rather than serving (tested in-process on the server's own auth context).
"""

from __future__ import annotations

import json
import secrets
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from dev_server import langgraph_dev, offline_env
from langgraph_sdk import get_client
from secrets_corpus import SECRETS

from zeusmem.interfaces.auth import issue_token

REPO = Path(__file__).resolve().parents[1]
SECRET = "store-test-secret-" + "y" * 40
AGENT_KEY = "agent-key-for-alice-0123"
ZEUSMEM = Path(sys.executable).parent / "zeusmem"


def said(text: str) -> dict[str, str]:
    return {"role": "human", "content": text}


def bearer(user: str) -> dict[str, str]:
    return {"Authorization": "Bearer " + issue_token(SECRET, user)}


@pytest.fixture(scope="module")
def server(pg_admin_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    from conftest import create_database, drop_database

    url = create_database(pg_admin_url)
    env = offline_env(url, ZEUSMEM_JWT_SECRET=SECRET, ZEUSMEM_AGENT_KEYS=f"{AGENT_KEY}=alice")
    log = tmp_path_factory.mktemp("store-server") / "langgraph-dev.log"
    config = json.loads((REPO / "langgraph.json").read_text())
    assert config["store"] == {"path": "./graphs/backends.py:make_store"}
    assert config["auth"] == {"path": "zeusmem.interfaces.langgraph_auth:auth", "disable_studio_auth": True}
    try:
        with langgraph_dev(cwd=REPO, env=env, log=log) as base:
            yield base, env
    finally:
        drop_database(pg_admin_url, url)


async def status_of(coro: Any) -> tuple[int, str]:
    with pytest.raises(httpx.HTTPStatusError) as err:
        await coro
    return err.value.response.status_code, err.value.response.text


async def test_store_api_is_zeusmem_behind_the_server_auth(server: tuple[str, dict[str, str]]) -> None:
    base, env = server
    alice = get_client(url=base, headers=bearer("alice"))
    bob = get_client(url=base, headers=bearer("bob"))
    anonymous = get_client(url=base)
    ns = ["memories", "alice"]

    await alice.store.put_item(ns, "drink", {"content": "Prefers green tea over coffee", "since": 2019})
    item = await alice.store.get_item(ns, "drink")
    assert item["value"] == {"content": "Prefers green tea over coffee", "since": 2019}
    found = await alice.store.search_items(ns, query="which hot drink", filter={"since": {"$lt": 2020}})
    assert [i["key"] for i in found["items"]] == ["drink"] and found["items"][0]["score"] > 0

    # the same memory, in zeusmem: the CLI finds it (a person's write: source user)
    out = subprocess.run([str(ZEUSMEM), "search", "--user", "alice", "--json", "green tea"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    [hit] = [h for h in json.loads(out.stdout) if h["memory"]["key"] == "drink"]
    assert hit["memory"]["content"] == "Prefers green tea over coffee" and hit["memory"]["source"] == "user"

    # another user's token: not found, neither read nor write, and nothing of alice's in its own views
    assert (await status_of(bob.store.get_item(ns, "drink")))[0] == 404
    assert (await status_of(bob.store.put_item(ns, "drink", {"content": "Bob was here, overwriting"})))[0] == 404
    assert (await status_of(bob.store.delete_item(ns, "drink")))[0] == 404
    assert (await status_of(bob.store.search_items(ns, query="tea")))[0] == 404
    assert (await bob.store.search_items(["memories"], query="green tea"))["items"] == []
    assert ("memories", "alice") not in {tuple(n) for n in (await bob.store.list_namespaces())["namespaces"]}
    assert (await alice.store.get_item(ns, "drink"))["value"]["content"] == "Prefers green tea over coffee"

    # the gate refuses a secret: a clear error, nothing stored
    kind, text = SECRETS[0]
    code, body = await status_of(alice.store.put_item(ns, "key", {"content": text}))
    assert code == 422 and "Memory not stored (sensitive)" in body and "secret" in body, body
    assert text not in body
    assert await alice.store.get_item(ns, "key") is None

    # without credentials the store is refused; a wrong token everywhere
    code, body = await status_of(anonymous.store.put_item(ns, "x", {"content": "Anonymous writes are refused"}))
    assert code == 401 and "needs credentials" in body
    assert (await status_of(anonymous.store.search_items(ns)))[0] == 401
    forged = get_client(url=base, headers={"Authorization": "Bearer " + issue_token("z" * 40, "alice")})
    assert (await status_of(forged.store.get_item(ns, "drink")))[0] == 401
    assert (await status_of(forged.threads.create()))[0] == 401

    # an agent key writes as an agent (source ai)
    agent = get_client(url=base, headers={"X-Agent-Key": AGENT_KEY})
    await agent.store.put_item(ns, "meeting", {"content": "Has a standup meeting at nine every weekday"})
    assert (await alice.store.get_item(ns, "meeting"))["value"]["content"].startswith("Has a standup")


async def test_runs_with_and_without_credentials(server: tuple[str, dict[str, str]]) -> None:
    base, _ = server
    user = f"ron{secrets.token_hex(3)}"
    # without credentials: 401, even naming a user in the run's config (never that user's memories)
    anonymous = get_client(url=base)
    code, body = await status_of(anonymous.threads.create())
    assert code == 401 and "zeusmem token --user NAME" in body, body
    code, body = await status_of(anonymous.runs.wait(None, "agent", config={"configurable": {"user_id": user}},
                                                     input={"messages": [said("Which seats do I prefer?")]}))
    assert code == 401, body
    # Studio's local-user scheme is not a way around it (disable_studio_auth)
    studio = get_client(url=base, headers={"x-auth-scheme": "langsmith"})
    assert (await status_of(studio.threads.search()))[0] == 401

    # with a token, the run is the token's user: no user_id needed, another one refused
    carol = f"carol{secrets.token_hex(3)}"
    client = get_client(url=base, headers=bearer(carol))
    thread = await client.threads.create()
    state = await client.runs.wait(thread["thread_id"], "agent",
                                   input={"messages": [said("Remember that I prefer window seats")]})
    assert any(m.get("type") == "tool" and m["content"].startswith("Stored memory") for m in state["messages"])
    found = await client.store.search_items(["memories", carol], query="window seats")
    assert found["items"] and "window seats" in found["items"][0]["value"]["content"]
    code, body = await status_of(client.runs.wait(thread["thread_id"], "agent",
                                                  config={"configurable": {"user_id": user}},
                                                  input={"messages": [said("hi")]}))
    assert code == 403 and "user_id" in body


# --- without auth configured ----------------------------------------------------------------------


def _without_auth(tmp: Path) -> Path:
    """langgraph.json without its ``auth`` (absolute paths, so it runs from anywhere)."""
    config = json.loads((REPO / "langgraph.json").read_text())
    config.pop("auth")
    config["dependencies"] = [str(REPO)]
    for section in ("graphs",):
        config[section] = {k: str(REPO / v.removeprefix("./")) for k, v in config[section].items()}
    for key in ("checkpointer", "store"):
        config[key] = {"path": str(REPO / config[key]["path"].removeprefix("./"))}
    path = tmp / "langgraph.json"
    path.write_text(json.dumps(config))
    return path


def test_without_auth_the_store_api_refuses(fresh_database_url: str, tmp_path: Path) -> None:
    """Only the store swapped in (no ``auth``): every request is LangGraph's unauthenticated user,
    so the store cannot name the caller and refuses instead of serving the namespace asked for."""
    env = offline_env(fresh_database_url)
    with langgraph_dev(cwd=tmp_path, env=env, log=tmp_path / "dev.log", config=_without_auth(tmp_path)) as base:
        client = httpx.Client(base_url=base, timeout=60)
        r = client.put("/store/items", json={"namespace": ["memories", "alice"], "key": "k",
                                             "value": {"content": "Anyone could write this without auth"}})
        assert r.status_code == 403 and "needs credentials" in r.json()["detail"], r.text
        r = client.get("/store/items", params={"namespace": "memories.alice", "key": "k"})
        assert r.status_code == 403, r.text
        r = client.post("/store/items/search", json={"namespace_prefix": ["memories"]})
        assert r.status_code == 403, r.text
        # threads and runs are unaffected
        assert client.post("/threads", json={}).status_code == 200
