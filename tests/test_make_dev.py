"""The default path, as a new user meets it: ``make dev`` with no ZEUSMEM_DATABASE_URL.

One ``make dev`` (the session fixture ``make_dev_server``: its own ZEUSMEM_DATA_DIR, no JWT
secret in the environment, the offline model and embeddings) prints a few lines and then the
URL, the console link and ``export ZEUSMEM_TOKEN=...``, and serves the REST API and the graphs. Through it:
REST create / search / show / delete with a token from ``zeusmem token``, a secret refused
with the JSON error body; a pending approval answered through langgraph_sdk (a malformed
answer first, then the documented payload from a second client process: the page refresh);
the message a client gets when it forgets its token; an approved edit of a project memory; one
memory service (one pool) for the REST API, the graphs and the store. The fixture's teardown
checks that SIGTERM closes that service and then stops the embedded PostgreSQL too.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from conftest import DevServer
from langgraph_sdk import get_client

from zeusmem.interfaces.auth import issue_token
from zeusmem.settings import Settings

USER = {"configurable": {"user_id": "alice"}}


def sdk(srv: DevServer, user: str = "alice", **claims: str) -> Any:
    """The LangGraph SDK with ``user``'s token (what ``zeusmem token --user USER`` prints)."""
    token = issue_token(srv.jwt_secret, user, **claims)
    return get_client(url=srv.url, headers={"Authorization": f"Bearer {token}"})


def _json_error(r: httpx.Response) -> dict[str, Any]:
    assert r.headers["content-type"].startswith("application/json"), (r.status_code, r.text[:300])
    body = r.json()
    assert set(body) == {"error"} and {"code", "message"} <= set(body["error"]), body
    return body["error"]


def _say(text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


def test_make_dev_is_quiet_and_ends_with_what_a_person_needs(make_dev_server: DevServer) -> None:
    """At most 15 lines before the URL / console link / export block, and that block last (nothing of
    pip, setuptools or initdb in the terminal: those are in the log files it names)."""
    srv = make_dev_server
    printed = srv.output.read_text(errors="replace").splitlines()
    block = next(i for i, line in enumerate(printed) if line.startswith("LangGraph dev server: "))
    assert block <= 15, printed
    assert printed[block].startswith(f"LangGraph dev server: {srv.url} "), printed
    assert printed[block + 1].startswith(f"Web console, signed in as alice: {srv.url}/memory/ui/login#token="), printed
    assert printed[block + 2] == f"export ZEUSMEM_TOKEN={srv.token}", printed
    before = "\n".join(printed[:block])
    for noise in ("initdb", "setuptools", "Deprecat", "pg_ctl", "Welcome to", "info "):
        assert noise not in before, (noise, before)
    assert str(srv.log) in before, before  # the log file is named
    log = srv.log.read_text(errors="replace")
    assert "Successful postgres command" in log and "Application started up" in log, log[:2000]
    # the export line's token is alice's, accepted by the server
    r = httpx.get(f"{srv.url}/memory", headers={"Authorization": f"Bearer {srv.token}"}, timeout=30)
    assert r.status_code == 200, r.text


def test_rest_on_the_default_path(make_dev_server: DevServer) -> None:
    srv = make_dev_server
    token = srv.cli("token", "--user", "alice").stdout.strip()
    auth = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=srv.url, headers=auth, timeout=60) as c:
        created = c.post("/memory", json={"content": "Prefers answers in bullet points", "memory_type": "preference"})
        assert created.status_code == 201, created.text
        item = created.json()
        assert (item["source"], item["verified"], item["memory_type"]) == ("user", True, "preference")

        hits = c.get("/memory/search", params={"q": "how should answers be formatted?"}).json()
        assert hits[0]["memory"]["id"] == item["id"], hits

        shown = c.get(f"/memory/{item['id']}")
        assert shown.status_code == 200 and shown.json()["content"] == "Prefers answers in bullet points"

        secret = c.post(
            "/memory", json={"content": "my github token is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"}
        )
        assert secret.status_code == 422, secret.text
        err = _json_error(secret)
        assert (err["code"], err["reason"]) == ("gate_rejected", "sensitive")
        assert "ghp_" not in secret.text

        assert c.delete(f"/memory/{item['id']}").status_code == 204
        gone = c.get(f"/memory/{item['id']}")
        assert gone.status_code == 404 and _json_error(gone)["code"] == "not_found"

        # no token: the documented JSON 401, not a plain-text error
        anonymous = httpx.get(f"{srv.url}/memory", timeout=30)
        assert anonymous.status_code == 401 and _json_error(anonymous)["code"] == "unauthorized"
    log = srv.log.read_text(errors="replace")
    assert "BlockingError" not in log and "Internal Server Error" not in log, log[-4000:]


PAGE_REFRESH = """
import asyncio, json, sys
from langgraph_sdk import get_client

async def main(url, thread_id, token):
    # a new client: only the thread id (and the user's token) survived the refresh
    client = get_client(url=url, headers={"Authorization": f"Bearer {token}"})
    state = await client.threads.get_state(thread_id)
    pending = [r["name"] for i in state["interrupts"] for r in i["value"]["action_requests"]]
    out = await client.runs.wait(thread_id, "agent", command={"resume": "approve"},
                                 config={"configurable": {"user_id": "alice"}})
    print(json.dumps({"pending": pending, "answer": out["messages"][-1]["content"]}))

asyncio.run(main(*sys.argv[1:]))
"""


async def test_a_pending_approval_through_the_sdk_and_a_page_refresh(
    make_dev_server: DevServer, tmp_path: Path
) -> None:
    srv = make_dev_server
    client = sdk(srv)
    thread = (await client.threads.create())["thread_id"]
    said = await client.runs.wait(thread, "agent", input=_say("Remember that I own a red bicycle"), config=USER)
    assert said["messages"][-1]["content"] == "Got it, I'll remember that.", said["messages"][-1]
    await client.runs.wait(thread, "agent", input=_say("Forget that I own a red bicycle"), config=USER)
    state = await client.threads.get_state(thread)
    (intr,) = state["interrupts"]
    (request,) = intr["value"]["action_requests"]
    assert request["name"] == "memory_delete"
    memory_id = request["args"]["memory_id"]

    for bad in ["yes", {"decision": "approve"}, {"type": "edit", "args": {"memory_id": "mem_x"}}]:
        with pytest.raises(Exception) as err:
            await client.runs.wait(thread, "agent", command={"resume": bad}, config=USER)
        text = str(err.value)
        assert "ValidationError" in text and "Send 'approve' or 'reject'" in text, text
        assert "memory_delete (allowed: approve, reject)" in text, text
        after = await client.threads.get_state(thread)  # still pending, the same interrupt
        assert [i["id"] for i in after["interrupts"]] == [intr["id"]], after["interrupts"]

    script = tmp_path / "page_refresh.py"
    script.write_text(textwrap.dedent(PAGE_REFRESH))
    done = subprocess.run(
        [sys.executable, str(script), srv.url, thread, issue_token(srv.jwt_secret, "alice")],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out == {"pending": ["memory_delete"], "answer": "Done, I've forgotten that."}, out

    final = await client.threads.get_state(thread)
    assert final["interrupts"] == [] and final["next"] == []
    token = srv.cli("token", "--user", "alice").stdout.strip()
    r = httpx.get(f"{srv.url}/memory/{memory_id}", headers={"Authorization": f"Bearer {token}"}, timeout=30)
    assert r.status_code == 404, r.text


async def test_a_run_without_a_token_says_how_to_get_one(make_dev_server: DevServer) -> None:
    anonymous = get_client(url=make_dev_server.url)
    with pytest.raises(httpx.HTTPStatusError) as err:
        await anonymous.threads.create()
    assert err.value.response.status_code == 401
    assert "zeusmem token --user NAME" in err.value.response.text, err.value.response.text
    # a token's run needs no user_id: the token names the user
    client = sdk(make_dev_server, "tokenuser")
    thread = (await client.threads.create())["thread_id"]
    out = await client.runs.wait(thread, "agent", input=_say("Which theme do I prefer?"))
    assert out["messages"][-1]["type"] == "ai", out["messages"]


async def test_an_approved_edit_of_a_project_memory(make_dev_server: DevServer) -> None:
    srv = make_dev_server
    token = srv.cli("token", "--user", "alice").stdout.strip()
    r = httpx.post(
        f"{srv.url}/memory/projects",
        json={"project_id": "apollo"},
        headers={"Authorization": f"Bearer {token}"},
        timeout=30,
    )
    assert r.status_code == 201, r.text
    cfg = {"configurable": {"user_id": "alice", "project_id": "apollo"}}
    client = sdk(srv)
    thread = (await client.threads.create())["thread_id"]
    await client.runs.wait(thread, "agent", input=_say("Remember for the project: we deploy on Fridays"), config=cfg)
    (intr,) = (await client.threads.get_state(thread))["interrupts"]
    (request,) = intr["value"]["action_requests"]
    assert request["name"] == "memory_add" and request["args"]["scope"] == "project"
    edited = {**request["args"], "content": "The team deploys on Fridays after 10:00"}
    out = await client.runs.wait(thread, "agent", command={"resume": {"type": "edit", "args": edited}}, config=cfg)
    assert out["messages"][-1]["content"] == "Got it, I'll remember that as the reviewer edited it.", out["messages"]
    project_token = srv.cli("token", "--user", "alice", "--project", "apollo").stdout.strip()
    found = httpx.get(
        f"{srv.url}/memory",
        params={"scope": "project"},
        headers={"Authorization": f"Bearer {project_token}"},
        timeout=30,
    ).json()
    assert [m["content"] for m in found] == ["The team deploys on Fridays after 10:00"], found


async def test_one_memory_service_per_server(make_dev_server: DevServer, summary_lines: list[str]) -> None:
    """The REST API, both graphs and the store of one ``make dev`` share one memory service: one pool.

    docs/scaling.md's budget per server: ``ZEUSMEM_POOL_MAX + 2`` connections (the memory service's
    pool and the checkpointer's). Before, each of them opened its own pool (5 connections after
    the calls below where 2 are needed now).
    """
    srv = make_dev_server
    token = srv.cli("token", "--user", "alice").stdout.strip()
    auth = {"Authorization": f"Bearer {token}"}
    r = httpx.post(f"{srv.url}/memory", json={"content": "Keeps a paper notebook for ideas", "memory_type": "habit"},
                   headers=auth, timeout=60)
    assert r.status_code == 201, r.text
    client = get_client(url=srv.url, headers=auth)
    for graph, text in [("agent", "Remember that I cycle to work"), ("nodes", "I prefer aisle seats on trains")]:
        thread = (await client.threads.create())["thread_id"]
        await client.runs.wait(thread, graph, input=_say(text), config=USER)
    await client.store.put_item(["memories", "alice"], "lunch", {"content": "Has lunch at half past twelve"})

    with psycopg.connect(srv.cli("db", "url").stdout.strip()) as conn:
        (connections,) = conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND backend_type = 'client backend' AND pid <> pg_backend_pid()"
        ).fetchone()  # type: ignore[misc]
    summary_lines.append(f"make dev: {connections} connections after a REST call, two graph runs and a store put")
    assert connections <= Settings.from_env(srv.env).pool_max + 2, connections
    opened = srv.log.read_text(errors="replace").count("zeusmem memory service opened")
    assert opened == 1, f"{opened} memory services opened in one server (one pool each)"


def test_a_token_from_another_data_dir_is_refused_with_the_cause_and_the_fix(
    make_dev_server: DevServer, tmp_path: Path
) -> None:
    """A ``zeusmem token`` made in a shell with another (mistyped) ZEUSMEM_DATA_DIR: the command says it
    created a new secret file, and the server's 401 names the likely cause and the fix."""
    srv = make_dev_server
    typo = {**srv.env, "ZEUSMEM_DATA_DIR": str(tmp_path / "pgdta")}
    exe = Path(sys.executable).parent / "zeusmem"
    def token() -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(exe), "token", "--user", "alice"], env=typo, capture_output=True, text=True)

    made = token()
    assert made.returncode == 0, made.stderr
    assert "created a new JWT secret" in made.stderr and str(tmp_path / "jwt-secret") in made.stderr, made.stderr
    again = token()
    assert again.returncode == 0 and again.stderr == "", again.stderr  # said once, when it was created
    r = httpx.get(f"{srv.url}/memory", headers={"Authorization": f"Bearer {made.stdout.strip()}"}, timeout=30)
    err = _json_error(r)
    assert r.status_code == 401 and "signed with another secret" in err["message"], err
    assert "ZEUSMEM_DATA_DIR" in err["message"] and "zeusmem token --user" in err["message"], err
    cut = httpx.get(f"{srv.url}/memory", headers={"Authorization": f"Bearer {srv.token[:-20]}x"}, timeout=30)
    assert cut.status_code == 401 and "DecodeError" not in cut.text, cut.text
    assert "paste the whole token" in _json_error(httpx.get(
        f"{srv.url}/memory", headers={"Authorization": "Bearer not-a-token"}, timeout=30))["message"]


async def test_expected_client_errors_are_one_line_in_the_server_log(make_dev_server: DevServer) -> None:
    """A malformed approval answer and a namespace outside the convention: one warning line each
    (code, route, message) in the server log and the terminal, no traceback."""
    srv = make_dev_server
    client = get_client(url=srv.url, headers={"Authorization": f"Bearer {srv.token}"})
    thread = (await client.threads.create())["thread_id"]
    for text in ["Remember that I keep bees", "Forget that I keep bees"]:
        await client.runs.wait(thread, "agent", input=_say(text), config=USER)
    with pytest.raises(Exception, match="not a decision"):
        await client.runs.wait(thread, "agent", command={"resume": "sure"}, config=USER)
    with pytest.raises(Exception, match="does not map to a zeusmem scope"):
        await client.store.put_item(["nonsense", "x"], "k", {"content": "Likes the sea"})
    await client.runs.wait(thread, "agent", command={"resume": "reject"}, config=USER)  # a later line: flushed
    plain = re.sub(r"\x1b\[[0-9;]*m", "", srv.log.read_text(errors="replace"))
    lines = [x for x in plain.splitlines() if "'sure' is not a decision" in x or "('nonsense', 'x')" in x]
    assert len(lines) == 2, lines
    assert re.search(r"client error 422 run \S+ of graph agent: ApprovalAnswer: decision: 'sure' is not", lines[0])
    assert "client error 400 PUT /store/items: InvalidNamespaceError: namespace ('nonsense', 'x')" in lines[1]
    records = re.split(r"\n(?=\d{4}-\d\d-\d\dT)", plain)  # one per log record, its traceback included
    for record in records:
        if "Traceback (most recent call last)" in record:
            assert "ApprovalAnswer" not in record and "InvalidNamespaceError" not in record, record[-2000:]
    assert "PUT /store/items 400" not in plain, "the access line repeats the error line"
    shown = srv.output.read_text(errors="replace")
    assert "client error 400 PUT /store/items" in shown and "Traceback" not in shown, shown[-3000:]
