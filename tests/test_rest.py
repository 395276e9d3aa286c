"""The REST API (``/memory``): auth, identity, errors, OpenAPI, a schemathesis fuzz, and one
real run through ``langgraph dev`` (HTTP on loopback).

The in-process tests serve the app with uvicorn on a loopback port in a background thread
(one event loop, like the real server); the last test starts ``langgraph dev`` with the
repository's langgraph.json on a fresh database and runs the README examples with curl.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
import schemathesis
import uvicorn
from dev_server import free_port, langgraph_dev, offline_env
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.checks import not_a_server_error
from schemathesis.generation.modes import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from zeusmem import Settings
from zeusmem.embeddings.local import LocalMiniLMEmbeddings
from zeusmem.interfaces.auth import AuthConfig, issue_token, parse_agent_keys
from zeusmem.interfaces.rest import create_app

REPO = Path(__file__).resolve().parents[1]
SECRET = "test-secret-" + "x" * 40
AGENT_KEY = "agent-key-alice-0123456789"
AGENT_KEY_BOB = "agent-key-bob-0123456789ab"
FUZZ_EXAMPLES = int(os.environ.get("ZEUSMEM_FUZZ_EXAMPLES", "15"))


def serve(app: Any) -> Iterator[str]:
    """Run ``app`` with uvicorn on a free loopback port in a thread; yields the base URL."""
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


def human(user: str, **claims: Any) -> dict[str, str]:
    return {"Authorization": "Bearer " + issue_token(SECRET, user, **claims)}


AGENT = {"X-Agent-Key": AGENT_KEY}


@pytest.fixture(scope="module")
def auth() -> AuthConfig:
    return AuthConfig(
        jwt_secret=SECRET, agent_keys=parse_agent_keys(f"{AGENT_KEY}=alice, {AGENT_KEY_BOB}=bob:apollo")
    )


@pytest.fixture(scope="module")
def base_url(database_url: str, minilm: LocalMiniLMEmbeddings, auth: AuthConfig) -> Iterator[str]:
    app = create_app(database_url, minilm, settings=Settings(max_extractions=50), auth=auth)
    yield from serve(app)


@pytest.fixture
def client(base_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=base_url, timeout=60) as c:
        yield c


def error(r: httpx.Response) -> dict[str, Any]:
    body = r.json()
    assert set(body) == {"error"}, body
    assert {"code", "message"} <= set(body["error"]), body
    return body["error"]


# --- auth -------------------------------------------------------------------------------------


def test_requests_without_valid_credentials_are_refused(client: httpx.Client) -> None:
    r = client.get("/memory/whoami")
    assert r.status_code == 401 and error(r)["code"] == "unauthorized"
    assert r.headers["www-authenticate"].startswith("Bearer")
    # a missing memory id is no reason to skip authentication (no existence oracle)
    assert client.get("/memory/mem_nothing").status_code == 401
    now = int(time.time())
    bad = {
        "wrong secret": jwt.encode({"sub": "alice", "exp": now + 60}, "another-secret-" + "y" * 40, "HS256"),
        "expired": jwt.encode({"sub": "alice", "exp": now - 3600}, SECRET, "HS256"),
        "no exp": jwt.encode({"sub": "alice"}, SECRET, "HS256"),
        "no sub": jwt.encode({"exp": now + 60}, SECRET, "HS256"),
        "alg none": jwt.encode({"sub": "alice", "exp": now + 60}, None, "none"),
        "not a jwt": "abc.def.ghi",
    }
    for name, token in bad.items():
        r = client.get("/memory/whoami", headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 401, name
        assert error(r)["code"] == "unauthorized", name
    assert client.get("/memory/whoami", headers={"X-Agent-Key": "nope-nope-nope-nope"}).status_code == 401
    both = {**human("alice"), **AGENT}
    assert client.get("/memory/whoami", headers=both).status_code == 401


def test_identity_comes_from_the_credentials(client: httpx.Client) -> None:
    me = client.get(
        "/memory/whoami", headers=human("alice", project="apollo", session="s1", org="acme")
    ).json()
    assert me == {
        "user_id": "alice",
        "kind": "human",
        "project_id": "apollo",
        "session_id": "s1",
        "org_id": "acme",
    }
    agent = client.get("/memory/whoami", headers={"X-Agent-Key": AGENT_KEY_BOB}).json()
    assert agent == {
        "user_id": "bob",
        "kind": "agent",
        "project_id": "apollo",
        "session_id": None,
        "org_id": None,
    }
    # a body cannot name a user or a source...
    for field in ("user_id", "source", "verified", "created_by"):
        r = client.post("/memory", headers=AGENT, json={"content": "Prefers green tea", field: "bob"})
        assert r.status_code == 400, field
        assert error(r)["field"] == field
    # ...and a query parameter naming one is ignored: alice only ever sees alice's memories
    client.post("/memory", headers=human("bob"), json={"content": "Bob's secret plan is to learn the banjo"})
    listed = client.get(
        "/memory", headers=human("alice"), params={"user_id": "bob", "scope_id": "bob"}
    ).json()
    assert all(m["scope_id"] == "alice" for m in listed)


def test_human_and_agent_writes_differ_in_source_and_verification(client: httpx.Client) -> None:
    r = client.post(
        "/memory",
        headers=human("alice"),
        json={
            "content": "Prefers answers in bullet points",
            "memory_type": "preference",
            "tags": ["Style"],
            "priority": "high",
        },
    )
    assert r.status_code == 201, r.text
    mine = r.json()
    assert (mine["source"], mine["verified"], mine["confidence"], mine["tags"]) == (
        "user",
        True,
        1.0,
        ["style"],
    )
    r = client.post(
        "/memory",
        headers=AGENT,
        json={"content": "Alice seems to work late on Fridays", "memory_type": "habit"},
    )
    assert r.status_code == 201, r.text
    inferred = r.json()
    assert (inferred["source"], inferred["verified"], inferred["confidence"]) == ("ai", False, 0.7)
    assert inferred["provenance"]["auth"] == "agent"

    # only a human may verify
    r = client.post(f"/memory/{inferred['id']}/verify", headers=AGENT)
    assert r.status_code == 403 and error(r)["code"] == "forbidden"
    r = client.post(f"/memory/{inferred['id']}/verify", headers=human("alice"), params={"version": 2})
    assert r.status_code == 400 and "not the current version (1)" in error(r)["message"], r.text
    r = client.post(f"/memory/{inferred['id']}/verify", headers=human("alice"), params={"version": 1})
    assert r.status_code == 200 and r.json()["verified"] is True


def test_gate_rejections_are_409_and_422_with_the_reason(client: httpx.Client) -> None:
    body = {"content": "Uses vim keybindings in every editor", "memory_type": "habit"}
    first = client.post("/memory", headers=human("alice"), json=body)
    assert first.status_code == 201
    dup = client.post("/memory", headers=human("alice"), json=body)
    assert dup.status_code == 409
    e = error(dup)
    assert e["code"] == "duplicate" and e["reason"] == "duplicate" and e["existing_id"] == first.json()["id"]

    secret = client.post(
        "/memory",
        headers=human("alice"),
        json={"content": "my github token is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"},
    )
    assert secret.status_code == 422
    e = error(secret)
    assert (e["code"], e["reason"]) == ("gate_rejected", "sensitive")
    assert "ghp_" not in secret.text  # the verdict never echoes the secret

    low = client.post("/memory", headers=AGENT, json={"content": "Maybe likes jazz", "confidence": 0.2})
    assert low.status_code == 422 and error(low)["reason"] == "low_confidence"


def test_invalid_input_is_400_naming_the_field(client: httpx.Client) -> None:
    cases = [
        ({"content": "Likes tea", "memory_type": "mood"}, "memory_type"),
        ({"content": "Likes tea", "confidence": 2}, "confidence"),
        ({"content": "Likes tea", "expires_at": "2030-01-01T00:00:00"}, "expires_at"),  # naive
        ({"memory_type": "fact"}, "content"),
        ({"content": "Likes tea", "tags": ["a\x00b"]}, "tags"),
    ]
    for body, field in cases:
        r = client.post("/memory", headers=human("alice"), json=body)
        assert r.status_code == 400, (body, r.text)
        e = error(r)
        assert e["code"] == "invalid_input" and e["field"] == field, (body, e)
    r = client.get("/memory/expiring", headers=human("alice"), params={"within": "soon"})
    assert r.status_code == 400 and error(r)["field"] == "within"
    r = client.post(
        "/memory", headers={**human("alice"), "content-type": "application/json"}, content=b"{nope"
    )
    assert r.status_code == 400 and error(r)["code"] == "invalid_input"


def test_other_users_memories_are_not_found(client: httpx.Client) -> None:
    mem = client.post(
        "/memory", headers=human("alice"), json={"content": "Alice's cat is called Miso"}
    ).json()
    for method, path in (
        ("GET", f"/memory/{mem['id']}"),
        ("GET", f"/memory/{mem['id']}/history"),
        ("PUT", f"/memory/{mem['id']}"),
        ("DELETE", f"/memory/{mem['id']}"),
        ("POST", f"/memory/{mem['id']}/verify"),
    ):
        r = client.request(
            method,
            path,
            headers=human("mallory"),
            json={"content": "Mallory owns the cat"} if method == "PUT" else None,
        )
        assert r.status_code == 404, (method, path, r.text)
        assert error(r)["code"] == "not_found"
    hits = client.get("/memory/search", headers=human("mallory"), params={"q": "cat name"}).json()
    assert all(h["memory"]["scope_id"] == "mallory" for h in hits)
    assert client.get(f"/memory/{mem['id']}", headers=human("alice")).status_code == 200


def test_update_history_delete(client: httpx.Client) -> None:
    h = human("alice")
    v1 = client.post(
        "/memory", headers=h, json={"content": "Lives in Berlin", "memory_type": "fact", "key": "home_city"}
    ).json()
    r = client.put(f"/memory/{v1['id']}", headers=h, json={"content": "Lives in Hamburg", "reason": "moved"})
    assert r.status_code == 200, r.text
    v2 = r.json()
    assert (
        v2["id"] == v1["id"]  # a memory keeps its id; versions are numbered
        and v2["version"] == 2
        and v2["verified"]  # a person's edit of their own memory stays verified
        and v2["provenance"]["update_reason"] == "moved"
    )
    history = client.get(f"/memory/{v2['id']}/history", headers=h).json()
    assert [(m["id"], m["version"], m["status"]) for m in history] == [
        (v1["id"], 1, "superseded"), (v1["id"], 2, "active")]
    assert client.get(f"/memory/{v1['id']}", headers=h).json()["content"] == "Lives in Hamburg"
    first = client.get(f"/memory/{v1['id']}", headers=h, params={"version": 1}).json()
    assert (first["status"], first["content"]) == ("superseded", "Lives in Berlin")
    assert client.get(f"/memory/{v2['supersedes_id']}", headers=h).json()["version"] == 1
    then = client.get(f"/memory/{v1['id']}", headers=h, params={"as_of": v1["created_at"]}).json()
    assert then["content"] == "Lives in Berlin"
    r = client.get(f"/memory/{v1['id']}", headers=h, params={"version": 9})
    assert r.status_code == 400 and error(r)["field"] == "version", r.text
    for bad in ("2999-01-01T00:00:00+00:00", "2026-01-01T00:00:00"):
        r = client.get("/memory/search", headers=h, params={"q": "city", "as_of": bad})
        assert r.status_code == 400 and error(r)["field"] == "as_of", r.text
    assert client.put(f"/memory/{v2['id']}", headers=h, json={"colour": "red"}).status_code == 400
    r = client.delete(f"/memory/{v2['id']}", headers=h, params={"reason": "test"})
    assert r.status_code == 204 and r.content == b""
    assert client.get(f"/memory/{v2['id']}", headers=h).status_code == 404
    assert client.get(f"/memory/{v1['id']}", headers=h).status_code == 404  # every version is gone


def test_search_recall_by_tag_expiring(client: httpx.Client) -> None:
    h = human("erin")
    client.post(
        "/memory",
        headers=h,
        json={
            "content": "Runs the Docker swarm on three VPS nodes",
            "memory_type": "context",
            "tags": ["docker", "infra"],
            "priority": "critical",
        },
    )
    client.post(
        "/memory",
        headers=h,
        json={
            "content": "Quarterly planning meeting is this Thursday",
            "memory_type": "event",
            "tags": ["meetings"],
            "expires_at": "2099-01-01T00:00:00+00:00",
        },
    )
    soon = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(time.time() + 2 * 86400))
    client.post(
        "/memory",
        headers=h,
        json={"content": "Currently reviewing pull request 42", "memory_type": "context", "expires_at": soon},
    )
    hits = client.get("/memory/search", headers=h, params={"q": "container orchestration cluster"}).json()
    assert hits and "Docker swarm" in hits[0]["memory"]["content"]
    assert {"score", "similarity", "scope_priority"} <= set(hits[0])
    tagged = client.get("/memory/by-tag", headers=h, params={"tag": "DOCKER"}).json()
    assert [m["tags"] for m in tagged] == [["docker", "infra"]]
    expiring = client.get("/memory/expiring", headers=h, params={"within": "7d"}).json()
    assert [m["content"] for m in expiring] == ["Currently reviewing pull request 42"]
    r = client.get("/memory/recall", headers=h)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    assert r.text.index("Docker swarm") < r.text.index("pull request 42")  # critical first
    assert client.get("/memory/search", headers=h, params={"q": "x", "k": 0}).status_code == 400


def test_profiles_and_project_members(client: httpx.Client) -> None:
    alice = human("alice")
    r = client.put(
        "/memory/profile/user", headers=alice, json={"profession": "SRE", "programming_languages": ["Go"]}
    )
    assert r.status_code == 200, r.text
    assert r.json()["profession"] == "SRE"
    assert client.put("/memory/profile/user", headers=AGENT, json={"profession": "x"}).status_code == 403
    assert client.put("/memory/profile/user", headers=alice, json={"user_id": "bob"}).status_code == 400

    r = client.post("/memory/projects", headers=alice, json={"project_id": "apollo", "name": "Apollo"})
    assert r.status_code == 201, r.text
    assert r.json() == [{"user_id": "alice", "role": "owner"}]
    r = client.put("/memory/projects/apollo/members/bob", headers=alice, json={"role": "viewer"})
    assert r.status_code == 200 and {"user_id": "bob", "role": "viewer"} in r.json()
    # bob may read the members but not manage them; carol (not a member) cannot even see the project
    assert client.get("/memory/projects/apollo/members", headers=human("bob")).status_code == 200
    r = client.put("/memory/projects/apollo/members/carol", headers=human("bob"), json={"role": "owner"})
    assert r.status_code == 403
    assert client.get("/memory/projects/apollo/members", headers=human("carol")).status_code == 404
    # agents do not manage projects
    assert client.post("/memory/projects", headers=AGENT, json={"project_id": "x1"}).status_code == 403

    in_apollo = human("alice", project="apollo")
    r = client.put(
        "/memory/profile/project",
        headers=in_apollo,
        json={
            "project_goal": "Ship the lunar lander",
            "key_decisions": [{"decision": "Use PostgreSQL", "rationale": "pgvector"}],
        },
    )
    assert r.status_code == 200, r.text
    r = client.post(
        "/memory",
        headers=in_apollo,
        json={"content": "Deploys happen on Tuesdays", "memory_type": "decision", "scope": "project"},
    )
    assert r.status_code == 201, r.text
    bob_view = client.get("/memory/profile", headers=human("bob", project="apollo")).json()
    assert bob_view["project"]["project_goal"] == "Ship the lunar lander"
    assert any(
        m["content"] == "Deploys happen on Tuesdays"
        for m in client.get("/memory", headers=human("bob", project="apollo")).json()
    )
    # bob's agent key is configured for apollo too: it sees the project memory, carol's token does not
    assert (
        client.get(
            "/memory/search", headers={"X-Agent-Key": AGENT_KEY_BOB}, params={"q": "when do deploys happen"}
        ).json()[0]["memory"]["scope"]
        == "project"
    )
    r = client.get("/memory", headers=human("carol", project="apollo"))
    assert r.status_code == 200 and r.json() == []
    r = client.delete("/memory/projects/apollo/members/bob", headers=alice)
    assert r.status_code == 204


def test_openapi_schema_is_published(client: httpx.Client) -> None:
    spec = client.get("/memory/openapi.json").json()
    assert spec["openapi"].startswith("3.")
    paths = spec["paths"]
    for path in (
        "/memory",
        "/memory/search",
        "/memory/recall",
        "/memory/by-tag",
        "/memory/expiring",
        "/memory/{memory_id}",
        "/memory/{memory_id}/verify",
        "/memory/profile",
        "/memory/projects/{project_id}/members",
    ):
        assert path in paths, path
    schemes = spec["components"]["securitySchemes"]
    assert {s["type"] for s in schemes.values()} == {"http", "apiKey"}
    assert "ErrorBody" in spec["components"]["schemas"]


def test_storage_failure_is_503(minilm: LocalMiniLMEmbeddings, auth: AuthConfig) -> None:
    app = create_app(
        "postgresql://nobody@127.0.0.1:1/none?connect_timeout=1", minilm, settings=Settings(), auth=auth
    )
    for url in serve(app):
        r = httpx.get(f"{url}/memory", headers=human("alice"), timeout=60)
        assert r.status_code == 503, r.text
        assert error(r)["code"] == "storage_unavailable"


# --- fuzzing ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fuzz_url(pg_admin_url: str, minilm: LocalMiniLMEmbeddings, auth: AuthConfig) -> Iterator[str]:
    from tests.conftest import create_database, drop_database

    url = create_database(pg_admin_url, prefix="zmfuzz")
    try:
        app = create_app(url, minilm, settings=Settings(max_extractions=10_000), auth=auth)
        for base in serve(app):
            headers = human("fuzzer", project="fuzzproj")
            httpx.post(
                f"{base}/memory/projects", headers=headers, json={"project_id": "fuzzproj"}, timeout=60
            )
            httpx.post(
                f"{base}/memory",
                headers=headers,
                json={"content": "The fuzzer likes edge cases", "tags": ["fuzz"]},
                timeout=60,
            )
            yield base
    finally:
        drop_database(pg_admin_url, url)


def test_fuzz_openapi_no_server_errors(fuzz_url: str) -> None:
    """Every operation of the published schema, with schemathesis-generated valid and invalid
    input: never a 5xx, and every response (status, content type, body) matches the schema."""
    schema = schemathesis.openapi.from_url(f"{fuzz_url}/memory/openapi.json")
    headers = human("fuzzer", project="fuzzproj")
    checks = [
        not_a_server_error,
        status_code_conformance,
        content_type_conformance,
        response_schema_conformance,
    ]
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15
    for operation in operations:
        # invalid input exists only where there is a query or a body (any path segment is a valid id)
        modes = [GenerationMode.POSITIVE]
        if len(operation.query) or len(operation.body):
            modes.append(GenerationMode.NEGATIVE)
        for mode in modes:
            examples = FUZZ_EXAMPLES if mode is GenerationMode.POSITIVE else max(FUZZ_EXAMPLES // 2, 1)

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(
                max_examples=examples,
                deadline=None,
                database=None,
                derandomize=True,
                suppress_health_check=list(HealthCheck),
            )
            def check(case: Any) -> None:
                case.call_and_validate(base_url=fuzz_url, headers=headers, checks=checks)

            try:
                check()
            except Unsatisfiable:
                # an operation without parameters or body has no invalid input to generate
                assert mode is GenerationMode.NEGATIVE, operation.label


# --- through langgraph dev --------------------------------------------------------------------


def _doc_block(name: str) -> str:
    """The shell block after ``<!-- test: name -->`` in docs/interfaces.md."""
    text = (REPO / "docs" / "interfaces.md").read_text()
    marker = f"<!-- test: {name} -->"
    start = text.index(marker)
    block = text[text.index("```", start) :]
    body = block[block.index("\n") + 1 :]
    return body[: body.index("```")]


def test_rest_through_langgraph_dev(fresh_database_url: str, tmp_path: Path) -> None:
    """The REST examples of docs/interfaces.md, run with curl against a real `langgraph dev`."""
    env = offline_env(
        fresh_database_url,
        ZEUSMEM_JWT_SECRET=SECRET,
        ZEUSMEM_AGENT_KEYS=f"{AGENT_KEY}=alice",
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
    )
    config = json.loads((REPO / "langgraph.json").read_text())
    assert config["http"] == {"app": "zeusmem.interfaces.rest:app"}
    with langgraph_dev(cwd=REPO, env=env, log=tmp_path / "langgraph-dev.log") as base:
        # the graphs and the memory API are served side by side
        assert (
            httpx.get(f"{base}/memory/openapi.json", timeout=10).json()["info"]["title"]
            == "zeusmem memory API"
        )
        script = _doc_block("rest")
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script],
            env={**env, "ZEUSMEM_URL": base},
            capture_output=True,
            text=True,
            timeout=180,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        out_text = done.stdout
        assert '"kind":"human"' in out_text.replace(" ", "")
        assert "Prefers answers in bullet points" in out_text
        assert '"code":"forbidden"' in out_text.replace(" ", "")  # the agent key cannot verify
        assert '"verified":true' in out_text.replace(" ", "")  # the human can
        assert "Memories: 2 total (2 verified, 0 unverified)" in out_text  # the recall digest
        assert out_text.rstrip().endswith("[]")  # nothing expires within 7 days
