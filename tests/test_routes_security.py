"""Every route of a running server, attacked: LangGraph's ``/openapi.json`` and zeusmem's ``/memory/openapi.json``.

One ``langgraph dev`` as ``make dev`` starts it (langgraph.json's auth, store and REST app, a JWT
secret). User A creates one of each resource — a thread with a finished run, an assistant, a cron,
a project with a memory, a store item in the project's namespace — and every route is then called
as user B, as an anonymous caller, and with A's own credentials scoped to another project. Each
route has a rule in :data:`RULES`; a route in either OpenAPI document without one fails
:func:`test_every_route_has_a_rule` (a route added by a LangGraph upgrade must be looked at).

Rules:

* ``DENY``: the caller reaches A's resource by id: 401 (anonymous) / 403 / 404, never 2xx.
* ``HIDDEN``: the store's view of a project the caller is not a member of: empty (``get`` is
  ``null``, ``search`` ``[]``, ``delete`` a no-op 204) or 401/403/404, never A's items.
* ``LIST``: a listing, search or count, with a filter naming A (it cannot widen the caller's view):
  2xx without any of A's ids or memory text, or 401/403/404.
* ``CREATE``: makes the caller's own resource (B may; what it names as owner is overwritten).
* ``AS_A``: a run (or cron) whose config names user A: B gets 403; A's own credentials scoped to
  another project run as A there (A's user scope is theirs), without A's project data.
* ``SELF``: about the caller itself (whoami, its profile): anonymous 401, never A's data.
* ``PUBLIC``: no resource (health, docs, the OpenAPI documents).

At the end A's resources are unchanged (metadata, values, versions, members, memory text).
"""

from __future__ import annotations

import json
import os
import random
import re
import secrets
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from dev_server import dev_config, langgraph_dev, offline_env

import zeusmem
from zeusmem import Scope, SecurityContext, Settings
from zeusmem.interfaces.auth import issue_token

REPO = Path(__file__).resolve().parents[1]
SECRET = "route-suite-secret-" + "r" * 40
RUN = secrets.token_hex(3)
A, B, PROJECT, OTHER = f"ada{RUN}", f"bob{RUN}", f"apollo{RUN}", f"other{RUN}"
MARK = f"zebra{RUN}"  # in A's memory text: never in a response to someone else
DENIED = {401, 403, 404}


def bearer(user: str, **claims: str) -> dict[str, str]:
    return {"Authorization": "Bearer " + issue_token(SECRET, user, **claims)}


@dataclass
class World:
    url: str
    ids: dict[str, str]
    database_url: str = ""

    def client(self, headers: dict[str, str] | None = None) -> httpx.Client:
        return httpx.Client(base_url=self.url, headers=headers or {}, timeout=60)


def _ok(r: httpx.Response) -> Any:
    assert r.status_code < 300, (r.request.method, r.request.url, r.status_code, r.text[:500])
    return r.json() if r.content else None


@pytest.fixture(scope="module")
def world(pg_admin_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    from conftest import create_database, drop_database

    db = create_database(pg_admin_url)
    tmp = tmp_path_factory.mktemp("routes")
    env = offline_env(db, ZEUSMEM_JWT_SECRET=SECRET)
    try:
        with langgraph_dev(cwd=tmp, env=env, log=tmp / "dev.log", config=dev_config(tmp, REPO)) as url:
            w = World(url, {}, db)
            with w.client(bearer(A)) as a, w.client(bearer(A, project=PROJECT)) as ap:
                _ok(a.post("/memory/projects", json={"project_id": PROJECT}))
                mem = _ok(ap.post("/memory", json={"content": f"The {MARK} launch code name is Bluebird",
                                                  "scope": "project", "memory_type": "fact"}))
                w.ids["memory_id"] = mem["id"]
                _ok(a.put("/store/items", json={"namespace": ["projects", PROJECT], "key": "plan",
                                                "value": {"content": f"The {MARK} plan is to ship in May"}}))
                thread = _ok(a.post("/threads", json={"metadata": {"topic": MARK}}))
                w.ids["thread_id"] = thread["thread_id"]
                _ok(a.post(f"/threads/{thread['thread_id']}/runs/wait", json={
                    "assistant_id": "agent",
                    "input": {"messages": [{"role": "user", "content": "Remember that my cat is grey"}]}}))
                runs = _ok(a.get(f"/threads/{thread['thread_id']}/runs"))
                w.ids["run_id"] = runs[0]["run_id"]
                history = _ok(a.get(f"/threads/{thread['thread_id']}/history"))
                w.ids["checkpoint_id"] = history[0]["checkpoint"]["checkpoint_id"]
                assistant = _ok(a.post("/assistants", json={"graph_id": "agent", "name": f"{MARK}-assistant"}))
                w.ids["assistant_id"] = assistant["assistant_id"]
                cron = _ok(a.post(f"/threads/{thread['thread_id']}/runs/crons", json={
                    "assistant_id": "agent", "schedule": "0 0 1 1 *",
                    "input": {"messages": [{"role": "user", "content": "hello"}]}}))
                w.ids["cron_id"] = cron["cron_id"]
            yield w
    finally:
        drop_database(pg_admin_url, db)


# --- the rules ------------------------------------------------------------------------------------
Build = Callable[[dict[str, str]], dict[str, Any]]  # ids -> httpx request kwargs (path, json, params)


@dataclass(frozen=True)
class Rule:
    kind: str  # DENY, AS_A, HIDDEN, LIST, CREATE, SELF, PUBLIC
    build: Build | None = None
    #: also a refusal for this route: LangGraph's own status for "not yours" (copy: 409; storage: 501,
    #: answered before any data), or a 2xx body that says so (SSE / JSON-RPC errors)
    also: frozenset[int] = frozenset()
    refused_body: str | None = None
    #: a stream that ends at once without an event is a refusal too
    empty_ok: bool = False


def _fill(value: Any, ids: dict[str, str]) -> Any:
    text = json.dumps(value).replace("{A}", A)
    for name, v in ids.items():
        text = text.replace("{" + name + "}", v)
    return json.loads(text)


def req(path: str, **kw: Any) -> Build:
    return lambda ids: {"url": path.format(**ids),
                        **{k: _fill(v, ids) if k in ("json", "params") else v for k, v in kw.items()}}


MSG = {"messages": [{"role": "user", "content": "What do you know about me?"}]}
NAMING_A = {"assistant_id": "agent", "input": MSG, "config": {"configurable": {"user_id": "{A}"}}}
T, R, AS, C, M = "/threads/{thread_id}", "/threads/{thread_id}/runs/{run_id}", "/assistants/{assistant_id}", \
    "/runs/crons/{cron_id}", "/memory/{memory_id}"
DENY, AS_A, HIDDEN, LIST, CREATE, SELF, PUBLIC = "DENY", "AS_A", "HIDDEN", "LIST", "CREATE", "SELF", "PUBLIC"

RULES: dict[tuple[str, str], Rule] = {
    # assistants
    ("POST", "/assistants"): Rule(AS_A, req("/assistants", json={"graph_id": "agent",
                                                                  "config": {"configurable": {"user_id": "{A}"}}})),
    ("POST", "/assistants/search"): Rule(LIST, req("/assistants/search", json={"metadata": {"user_id": "{A}"}})),
    ("POST", "/assistants/count"): Rule(LIST, req("/assistants/count", json={"metadata": {"user_id": "{A}"}})),
    ("GET", AS): Rule(DENY, req(AS)),
    ("DELETE", AS): Rule(DENY, req(AS)),
    ("PATCH", AS): Rule(DENY, req(AS, json={"name": "taken over"})),
    ("GET", AS + "/graph"): Rule(DENY, req(AS + "/graph")),
    ("GET", AS + "/subgraphs"): Rule(DENY, req(AS + "/subgraphs")),
    ("GET", AS + "/subgraphs/{namespace}"): Rule(DENY, req(AS + "/subgraphs/x")),
    ("GET", AS + "/schemas"): Rule(DENY, req(AS + "/schemas")),
    ("POST", AS + "/versions"): Rule(DENY, req(AS + "/versions", json={})),
    ("POST", AS + "/latest"): Rule(DENY, req(AS + "/latest", json={"version": 1})),
    # threads
    ("POST", "/threads"): Rule(CREATE, req("/threads", json={"metadata": {"user_id": "{A}"}})),
    ("POST", "/threads/search"): Rule(LIST, req("/threads/search", json={"metadata": {"user_id": "{A}"}})),
    ("POST", "/threads/count"): Rule(LIST, req("/threads/count", json={"metadata": {"user_id": "{A}"}})),
    ("POST", "/threads/prune"): Rule(DENY, req("/threads/prune", json={"thread_ids": ["{thread_id}"]})),
    ("GET", T + "/storage"): Rule(DENY, req(T + "/storage"), also=frozenset({501})),
    ("GET", T + "/state"): Rule(DENY, req(T + "/state")),
    ("POST", T + "/state"): Rule(DENY, req(T + "/state", json={"values": {"messages": []}})),
    ("GET", T + "/state/{checkpoint_id}"): Rule(DENY, req(T + "/state/{checkpoint_id}")),
    ("POST", T + "/state/checkpoint"): Rule(DENY, req(T + "/state/checkpoint",
                                                      json={"checkpoint": {"checkpoint_id": "{checkpoint_id}"}})),
    ("GET", T + "/history"): Rule(DENY, req(T + "/history")),
    ("POST", T + "/history"): Rule(DENY, req(T + "/history", json={"limit": 10})),
    ("POST", T + "/copy"): Rule(DENY, req(T + "/copy", json={}), also=frozenset({409})),
    ("GET", T): Rule(DENY, req(T)),
    ("DELETE", T): Rule(DENY, req(T)),
    ("PATCH", T): Rule(DENY, req(T, json={"metadata": {"user_id": "{A}", "topic": "taken over"}})),
    ("GET", T + "/stream"): Rule(DENY, req(T + "/stream"), refused_body="404: Thread not found"),
    ("POST", T + "/stream/events"): Rule(DENY, req(T + "/stream/events", json={"channels": ["values"]}),
                                         empty_ok=True),
    ("POST", T + "/commands"): Rule(DENY, req(T + "/commands", json={
        "id": 1, "method": "run.start", "params": {"assistant_id": "agent", "input": MSG}}), refused_body="not found"),
    # runs on a thread
    ("GET", T + "/runs"): Rule(DENY, req(T + "/runs")),
    ("POST", T + "/runs"): Rule(DENY, req(T + "/runs", json={"assistant_id": "agent", "input": MSG})),
    ("POST", T + "/runs/crons"): Rule(DENY, req(T + "/runs/crons", json={"assistant_id": "agent",
                                                                         "schedule": "0 0 1 1 *"})),
    ("POST", T + "/runs/stream"): Rule(DENY, req(T + "/runs/stream", json={"assistant_id": "agent", "input": MSG})),
    ("POST", T + "/runs/wait"): Rule(DENY, req(T + "/runs/wait", json={"assistant_id": "agent", "input": MSG})),
    ("GET", R): Rule(DENY, req(R)),
    ("DELETE", R): Rule(DENY, req(R)),
    ("GET", R + "/join"): Rule(DENY, req(R + "/join")),
    ("GET", R + "/stream"): Rule(DENY, req(R + "/stream"), refused_body="404: Thread not found"),
    ("POST", R + "/cancel"): Rule(DENY, req(R + "/cancel")),
    # stateless runs, crons
    ("POST", "/runs/crons"): Rule(AS_A, req("/runs/crons", json={**NAMING_A, "schedule": "0 0 1 1 *"})),
    ("POST", "/runs/crons/search"): Rule(LIST, req("/runs/crons/search", json={})),
    ("POST", "/runs/crons/count"): Rule(LIST, req("/runs/crons/count", json={})),
    ("POST", "/runs/stream"): Rule(AS_A, req("/runs/stream", json=NAMING_A)),
    ("POST", "/runs/cancel"): Rule(DENY, req("/runs/cancel", json={"thread_id": "{thread_id}",
                                                                    "run_ids": ["{run_id}"]})),
    ("POST", "/runs/wait"): Rule(AS_A, req("/runs/wait", json=NAMING_A)),
    ("POST", "/runs"): Rule(AS_A, req("/runs", json=NAMING_A)),
    ("POST", "/runs/batch"): Rule(AS_A, req("/runs/batch", json=[NAMING_A])),
    ("GET", C): Rule(DENY, req(C)),
    ("PATCH", C): Rule(DENY, req(C, json={"schedule": "0 0 2 1 *"})),
    ("DELETE", C): Rule(DENY, req(C)),
    # the store: A's project namespace
    ("PUT", "/store/items"): Rule(DENY, req("/store/items", json={
        "namespace": ["projects", PROJECT], "key": "plan", "value": {"content": "Taken over by someone"}})),
    ("DELETE", "/store/items"): Rule(HIDDEN, req("/store/items", json={"namespace": ["projects", PROJECT],
                                                                      "key": "plan"})),
    ("GET", "/store/items"): Rule(HIDDEN, req("/store/items", params={"namespace": f"projects.{PROJECT}",
                                                                    "key": "plan"})),
    ("POST", "/store/items/search"): Rule(HIDDEN, req("/store/items/search",
                                                    json={"namespace_prefix": ["projects", PROJECT]})),
    ("POST", "/store/namespaces"): Rule(LIST, req("/store/namespaces", json={})),
    # LangGraph's agent protocols: they run assistants, so they are runs
    ("POST", "/a2a/{assistant_id}"): Rule(DENY, req("/a2a/{assistant_id}", json={
        "jsonrpc": "2.0", "id": 1, "method": "message/send",
        "params": {"message": {"role": "user", "messageId": "m1", "parts": [{"kind": "text", "text": "hi"}]}}},
        headers={"Accept": "application/json"}), refused_body="not found"),
    ("POST", "/mcp/"): Rule(LIST, req("/mcp/", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                                      headers={"Accept": "application/json, text/event-stream"})),
    ("GET", "/mcp/"): Rule(SELF, req("/mcp/")),
    ("DELETE", "/mcp/"): Rule(SELF, req("/mcp/")),
    # no resource
    ("GET", "/info"): Rule(PUBLIC), ("GET", "/metrics"): Rule(PUBLIC), ("GET", "/docs"): Rule(PUBLIC),
    ("GET", "/ok"): Rule(PUBLIC),
    # zeusmem's REST API (A's project memory)
    ("GET", "/memory/whoami"): Rule(SELF, req("/memory/whoami")),
    # erasure: confirm names A, so B is refused (400) and A's credentials scoped to another project too (403)
    ("DELETE", "/memory/me"): Rule(SELF, req("/memory/me", params={"confirm": "{A}"})),
    ("DELETE", "/memory/users/{user_id}"): Rule(DENY, req(f"/memory/users/{A}", params={"reason": "take over"})),
    ("POST", "/memory"): Rule(CREATE, req("/memory", json={"content": "Prefers tea to coffee in the morning"})),
    ("GET", "/memory"): Rule(LIST, req("/memory", params={"scope": "project", "limit": 1000})),
    ("GET", "/memory/search"): Rule(LIST, req("/memory/search", params={"q": f"{MARK} launch code name"})),
    ("GET", "/memory/recall"): Rule(LIST, req("/memory/recall")),
    ("GET", "/memory/by-tag"): Rule(LIST, req("/memory/by-tag", params={"tag": "x"})),
    ("GET", "/memory/expiring"): Rule(LIST, req("/memory/expiring")),
    ("GET", "/memory/profile"): Rule(SELF, req("/memory/profile")),
    ("PUT", "/memory/profile/user"): Rule(SELF, req("/memory/profile/user", json={"name": "Mallory"})),
    ("PUT", "/memory/profile/project"): Rule(SELF, req("/memory/profile/project", json={"name": "Mallory's"})),
    ("POST", "/memory/projects"): Rule(CREATE, req("/memory/projects", json={"project_id": f"mine{RUN}"})),
    ("GET", "/memory/projects/{project_id}/members"): Rule(DENY, req(f"/memory/projects/{PROJECT}/members")),
    ("PUT", "/memory/projects/{project_id}/members/{member_id}"): Rule(
        DENY, req(f"/memory/projects/{PROJECT}/members/{B}", json={"role": "owner"})),
    ("DELETE", "/memory/projects/{project_id}/members/{member_id}"): Rule(
        DENY, req(f"/memory/projects/{PROJECT}/members/{A}")),
    ("GET", M): Rule(DENY, req(M)),
    ("PUT", M): Rule(DENY, req(M, json={"content": "Taken over by someone else entirely"})),
    ("DELETE", M): Rule(DENY, req(M)),
    ("GET", M + "/history"): Rule(DENY, req(M + "/history")),
    ("POST", M + "/verify"): Rule(DENY, req(M + "/verify")),
}
OPENAPI_DOCS = ("/openapi.json", "/memory/openapi.json")
METHODS = {"get", "post", "put", "patch", "delete"}


def routes(url: str) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for doc in OPENAPI_DOCS:
        spec = httpx.get(url + doc, timeout=30).json()
        found |= {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops if m in METHODS}
    return found


def test_every_route_has_a_rule(world: World) -> None:
    missing = sorted(routes(world.url) - set(RULES))
    assert not missing, f"routes without a rule in RULES (say who may call them): {missing}"


def snapshot(w: World) -> dict[str, Any]:
    """What A sees of its resources (compared before and after the attacks)."""
    ids = w.ids
    with w.client(bearer(A)) as a, w.client(bearer(A, project=PROJECT)) as ap:
        thread = _ok(a.get(f"/threads/{ids['thread_id']}"))
        state = _ok(a.get(f"/threads/{ids['thread_id']}/state"))
        assistant = _ok(a.get(f"/assistants/{ids['assistant_id']}"))
        cron = _ok(a.post("/runs/crons/search", json={}))
        return {
            "thread": (thread["metadata"], len(state["values"]["messages"]), state["checkpoint"]["checkpoint_id"]),
            "runs": [r["run_id"] for r in _ok(a.get(f"/threads/{ids['thread_id']}/runs"))],
            "assistant": (assistant["name"], assistant["version"], assistant["metadata"]),
            "cron": [(c["cron_id"], c["schedule"], c["payload"]) for c in cron if c["cron_id"] == ids["cron_id"]],
            "store": _ok(a.get("/store/items", params={"namespace": f"projects.{PROJECT}", "key": "plan"}))["value"],
            "memory": {k: v for k, v in _ok(ap.get(f"/memory/{ids['memory_id']}")).items() if k != "score"},
            "members": _ok(a.get(f"/memory/projects/{PROJECT}/members")),
        }


def leaks(w: World, text: str, who: str) -> list[str]:
    """A's ids and marker in ``text``; for A's own credentials scoped elsewhere, only what lives in
    A's project or belongs to A's thread (A's user scope, whose provenance names the thread, is theirs)."""
    own = {"thread_id", "run_id", "checkpoint_id"} if who.startswith("A ") else set()
    return [name for name, value in [*w.ids.items(), ("marker", MARK)] if name not in own and value in text]


@dataclass
class Answer:
    status_code: int
    text: str


def call(url: str, method: str, kw: dict[str, Any], budget: float = 5.0) -> tuple[int, str]:
    """The status and body of a request; a stream is read for ``budget`` seconds at most (an
    open stream of someone else's thread would otherwise never end)."""
    chunks: list[str] = []
    with httpx.Client(base_url=url, timeout=10) as c:
        try:
            with c.stream(method, **kw) as r:
                start = time.monotonic()
                for chunk in r.iter_text():
                    chunks.append(chunk)
                    if time.monotonic() - start > budget:
                        break
                return r.status_code, "".join(chunks)
        except httpx.ReadTimeout:
            return 200, "".join(chunks) or "(an open stream: no answer within the read timeout)"


def test_every_route_as_another_user_anonymous_and_another_project(world: World) -> None:
    before = snapshot(world)
    callers = {"user B": bearer(B), "anonymous": {}, "A scoped to another project": bearer(A, project=OTHER)}
    failures: list[str] = []
    for (method, path), rule in sorted(RULES.items()):
        if rule.kind == PUBLIC or rule.build is None:
            continue
        for who, headers in callers.items():
            kw = rule.build(world.ids)
            kw["headers"] = {**headers, **kw.get("headers", {})}
            status, text = call(world.url, method, kw)
            r = Answer(status, text)
            where = f"{method} {path} as {who}: {r.status_code}"
            if who == "anonymous":
                if r.status_code != 401:
                    failures.append(f"{where} (anonymous must be 401) {r.text[:200]}")
                continue
            refused = r.status_code in DENIED | rule.also or (
                rule.refused_body is not None and r.status_code < 300 and rule.refused_body in r.text) or (
                rule.empty_ok and r.status_code < 300 and not r.text.strip())
            if refused:
                continue
            if rule.kind == DENY or (rule.kind == AS_A and who == "user B"):
                failures.append(f"{where} (must be 401/403/404) {r.text[:200]}")
            elif r.status_code < 300 and (leaked := leaks(world, r.text, who)):
                failures.append(f"{where} shows A's {leaked}")
            elif r.status_code >= 500 and r.status_code not in rule.also:
                failures.append(f"{where} {r.text[:200]}")
    after = snapshot(world)
    assert not failures, "\n".join(failures)
    assert after == before


def test_no_credentials_names_how_to_get_a_token(world: World) -> None:
    r = httpx.post(world.url + "/threads/search", json={}, timeout=30)
    assert r.status_code == 401 and "zeusmem token --user NAME" in r.json()["detail"], r.text


def test_run_config_cannot_widen_scoped_credentials(world: World) -> None:
    """A's credentials scoped to another project name A's project (or another user, org or
    session) in a run's config: 403; the store namespace of A's project: 404."""
    with world.client(bearer(A, project=OTHER, session="s-own")) as scoped:
        for configurable in ({"project_id": PROJECT}, {"user_id": B}, {"org_id": "elsewhere"},
                             {"session_id": "s-other"}):
            r = scoped.post("/runs/wait", json={"assistant_id": "agent", "input": MSG,
                                                "config": {"configurable": configurable}})
            assert r.status_code == 403, (configurable, r.status_code, r.text[:300])
        r = scoped.post("/runs/wait", json={"assistant_id": "agent", "input": MSG, "context": {"project_id": PROJECT}})
        assert r.status_code == 403, r.text[:300]
        r = scoped.post("/store/items/search", json={"namespace_prefix": ["memories", A, "sessions", "s-other"]})
        assert r.status_code == 404, r.text[:300]


# --- generated reads: REST, the store API and the console never show what the caller may not see ------
#: generated HTTP reads per run (ZEUSMEM_GENERATED_READS to run more, e.g. 20000)
GENERATED_READS = int(os.environ.get("ZEUSMEM_GENERATED_READS", "1000"))
_MEM_ID = re.compile(r"\bmem_[0-9a-f]{12,}\b")


def may_see(world: Any, cred: SecurityContext, item: zeusmem.MemoryItem) -> bool:
    """What credentials may see through any door: :func:`test_isolation.visible` for the context the
    request can address — the credentials' project and session when they name one, else any
    project the user is a member of and any of its sessions."""
    from test_isolation import visible

    if item.scope is Scope.PROJECT:
        ctx = SecurityContext(cred.user_id, project_id=cred.project_id or item.scope_id, org_id=cred.org_id)
    elif item.scope is Scope.SESSION:
        ctx = SecurityContext(cred.user_id, session_id=cred.session_id or item.scope_id, org_id=cred.org_id)
    else:
        ctx = cred
    return visible(world, ctx, item)


def generated_read(world: Any, cred: SecurityContext, rng: random.Random) -> tuple[str, str, dict[str, Any]]:
    """(door, method, httpx kwargs) of one random read as ``cred``."""
    from test_isolation import WORDS

    ids = list(world.items)
    door = rng.choice(["rest", "rest", "store", "store", "console"])
    word = rng.choice(WORDS)
    if door == "rest":
        kind = rng.choice(["list", "search", "recall", "get", "history"])
        if kind == "list":
            return door, "GET", {"url": "/memory", "params": {"limit": 1000, **(
                {"scope": rng.choice(["user", "session", "project"])} if rng.random() < 0.5 else {})}}
        if kind == "search":
            return door, "GET", {"url": "/memory/search", "params": {"q": f"{world.prefix} {word}", "k": 100}}
        if kind == "recall":
            return door, "GET", {"url": "/memory/recall"}
        suffix = "/history" if kind == "history" else ""
        return door, "GET", {"url": f"/memory/{rng.choice(ids)}{suffix}"}
    if door == "store":
        user = rng.choice([cred.user_id, *world.users])
        session = rng.choice([f"{world.prefix}-s{i}" for i in range(3)])
        project = rng.choice([*world.projects, f"{world.prefix}-p-missing"])
        namespace = rng.choice([["memories"], ["memories", user], ["memories", user, "sessions"],
                                ["memories", user, "sessions", session], ["projects"], ["projects", project]])
        if rng.random() < 0.25:  # a get by lineage id in the namespace of the item's scope
            item = world.items[rng.choice(ids)]
            ns = {Scope.USER: f"memories.{user}", Scope.SESSION: f"memories.{user}.sessions.{item.scope_id}",
                  Scope.PROJECT: f"projects.{item.scope_id}"}[item.scope]
            return door, "GET", {"url": "/store/items", "params": {"namespace": ns, "key": item.id}}
        body: dict[str, Any] = {"namespace_prefix": namespace, "limit": 1000}
        if rng.random() < 0.5:
            body["query"] = f"{world.prefix} {word}"
        return door, "POST", {"url": "/store/items/search", "json": body}
    page = rng.choice(["list", "search", "one"])
    if page == "one":
        return door, "GET", {"url": f"/memory/ui/memories/{rng.choice(ids)}"}
    params = {"q": f"{world.prefix} {word}"} if page == "search" else {}
    return door, "GET", {"url": "/memory/ui/memories", "params": params}


async def test_generated_reads_never_show_a_memory_the_caller_may_not_see(
    world: World, minilm: Any, summary_lines: list[str]
) -> None:
    from test_isolation import build_world, random_ctx

    rng = random.Random(21)
    settings = Settings(duplicate_threshold=1.0, max_extractions=10**6)
    async with zeusmem.open_memory(world.database_url, minilm, settings=settings) as svc:
        worlds = [await build_world(svc, seed) for seed in range(3)]
    by_text = {item.content: item for w in worlds for item in w.items.values()}
    counts: Counter[str] = Counter()
    leaks_found: list[str] = []
    async with httpx.AsyncClient(base_url=world.url, timeout=60) as client:
        for n in range(GENERATED_READS):
            w = worlds[n % len(worlds)]
            cred = random_ctx(w, rng)
            token = issue_token(SECRET, cred.user_id, org=cred.org_id, project=cred.project_id,
                                session=cred.session_id)
            door, method, kw = generated_read(w, cred, rng)
            r = await client.request(method, headers={"Authorization": f"Bearer {token}"}, **kw)
            assert r.status_code < 500, (door, kw, r.status_code, r.text[:300])
            counts[door] += 1
            if r.status_code >= 300:  # a refusal (its message may repeat the id asked for)
                continue
            seen = {m for m in _MEM_ID.findall(r.text)} | {
                by_text[t].id for t in by_text if t in r.text}  # recall and pages show the text
            counts["memories shown"] += len(seen & set(w.items))
            for mid in seen:
                item = w.items.get(mid)
                if item is not None and not may_see(w, cred, item):
                    leaks_found.append(f"{door} {method} {kw} as {cred}: {mid} ({item.scope.value} {item.scope_id})")
                elif item is None and any(mid in other.items for other in worlds):
                    leaks_found.append(f"{door} {kw} as {cred}: {mid} of another world")
    summary_lines.append(f"generated HTTP reads with signed tokens: {GENERATED_READS} ({dict(counts)}), "
                         f"memories shown that the caller may not see: {len(leaks_found)}")
    assert counts["memories shown"] > GENERATED_READS // 4, counts  # the reads do show memories
    assert not leaks_found, "\n".join(leaks_found[:20])


# --- ZEUSMEM_ALLOW_ANONYMOUS: a development switch, on loopback only ----------------------------------
def test_anonymous_switch_refuses_a_server_not_bound_to_loopback(tmp_path: Path) -> None:
    import subprocess

    from dev_server import LANGGRAPH, free_port

    env = offline_env("postgresql://127.0.0.1:1/unused", ZEUSMEM_JWT_SECRET=SECRET, ZEUSMEM_ALLOW_ANONYMOUS="true")
    cmd = [str(LANGGRAPH), "dev", "--no-browser", "--no-reload", "--port", str(free_port()), "--host", "0.0.0.0",
           "--config", str(dev_config(tmp_path, REPO))]
    done = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    out = done.stdout + done.stderr
    assert done.returncode != 0, out[-3000:]
    assert "ZEUSMEM_ALLOW_ANONYMOUS=true lets anyone" in out and "bound to 0.0.0.0, not loopback" in out, out[-3000:]


def test_anonymous_switch_on_loopback_serves_without_credentials(fresh_database_url: str, tmp_path: Path) -> None:
    """With the switch, requests without credentials are served (anonymous threads, a run naming its
    user: the risk it takes), but a token's threads stay their owner's and anonymous ones are
    nobody else's."""
    env = offline_env(fresh_database_url, ZEUSMEM_JWT_SECRET=SECRET, ZEUSMEM_ALLOW_ANONYMOUS="true")
    with langgraph_dev(cwd=tmp_path, env=env, log=tmp_path / "dev.log", config=dev_config(tmp_path, REPO)) as url:
        with httpx.Client(base_url=url, timeout=60) as anonymous, httpx.Client(
            base_url=url, headers=bearer(A), timeout=60
        ) as a:
            theirs = _ok(anonymous.post("/threads", json={"metadata": {"user_id": A}}))["thread_id"]
            assert _ok(anonymous.get(f"/threads/{theirs}"))["metadata"]["user_id"] == ""
            mine = _ok(a.post("/threads", json={}))["thread_id"]
            assert anonymous.get(f"/threads/{mine}").status_code == 404
            assert mine not in anonymous.post("/threads/search", json={}).text
            assert a.get(f"/threads/{theirs}").status_code == 404
            assert a.get(f"/threads/{mine}").status_code == 200
