"""Erasing a person (``memory.erase_user``, ``zeusmem erase``, ``DELETE /memory/me``), on the real database.

One person (``erin``) with something in every table that can hold a person's data — user, session
and project memories with versions and tombstones, conflicts, candidates, transcripts, summaries,
state and context snapshots, a profile, LangGraph checkpoints of their thread — next to another
person (``bob``) in the same org and project. After the erasure a full data dump (pg_dump, plain
and hex-encoded bytes) holds none of erin's words and not her id; her project memory is still there
for the team, de-identified; and every row that did not name her is exactly as it was.
"""

from __future__ import annotations

import json
import secrets
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
import pytest_asyncio
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import START, MessagesState, StateGraph

import zeusmem
from zeusmem import Role, SecurityContext
from zeusmem.episodic import open_checkpointer
from zeusmem.errors import ErasureIncomplete, InvalidInput, NotFound
from zeusmem.interfaces.auth import AuthConfig, issue_token, parse_agent_keys
from zeusmem.rules.policy import MemoryPolicy
from zeusmem.service import erasure as erasure_service
from zeusmem.service.lifecycle import MemoryCandidate, propose, set_policy
from zeusmem.service.sessions import sessions_of
from zeusmem.service.snapshots import record_context_snapshot
from zeusmem.storage import erasure as erasure_sql
from zeusmem.storage.dump import tool
from zeusmem.testing import DeterministicEmbeddings

RUN = secrets.token_hex(3)
ORG = f"acme{RUN}"
PROJECT = f"apollo{RUN}"


def words(user: str) -> dict[str, str]:
    """The distinctive words of one person's data, by where they were put."""
    return {k: f"{k}{user}" for k in ("usermem", "oldver", "sessmem", "said", "replied", "summed",
                                       "checkpointed", "candidate", "around")}


@pytest_asyncio.fixture(scope="module")
async def memory(database_url: str) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, DeterministicEmbeddings(dims=64),
                                   settings=zeusmem.Settings()) as svc:
        yield svc


def _graph() -> StateGraph:
    def reply(state: MessagesState) -> dict[str, Any]:
        last = state["messages"][-1].content
        return {"messages": [AIMessage(f"I will remember: {last}")]}

    b = StateGraph(MessagesState)
    b.add_node("reply", reply)
    b.add_edge(START, "reply")
    return b


async def populate(memory: zeusmem.MemoryService, user: str, *, project: str = PROJECT,
                   project_owner: bool = False) -> dict[str, Any]:
    """Something of ``user``'s in every table that holds a person's data; returns their ids."""
    w = words(user)
    sid = f"thread-{user}"
    ctx = SecurityContext(user, org_id=ORG)
    sctx = SecurityContext(user, session_id=sid, org_id=ORG)
    pctx = SecurityContext(user, project_id=project, org_id=ORG)
    if project_owner:
        await memory.create_project(ctx, project, name="Apollo")
    first = await memory.add_explicit_memory(ctx, f"Prefers the {w['oldver']} layout", "preference",
                                             key="layout")
    await memory.add_explicit_memory(ctx, f"Prefers the {w['usermem']} layout", "preference", key="layout")
    gone = await memory.add_explicit_memory(ctx, f"Owns a bicycle called b{user}", "fact")
    await memory.delete_memory(ctx, gone.id, reason="sold it")
    await memory.add_explicit_memory(ctx, f"Works on the {w['usermem']} migration", "skill")
    await memory.add_explicit_memory(sctx, f"Today talks about {w['sessmem']}", "context", scope="session")
    project_item = await memory.add_explicit_memory(
        pctx, f"The release of {project} moves to Friday ({user[:3]} note)", "decision", scope="project",
        provenance={"thread_id": sid, "by": user}, context=f"we said {w['around']} in the meeting")
    await memory.upsert_user_profile(ctx, profession=f"profession{user}")
    assert await memory.search_memories(ctx, f"{w['usermem']} layout")  # its last use: zeusmem.memory_usage
    await memory.flush_usage()
    sessions = sessions_of(memory)
    said = HumanMessage(f"My cat is called {w['said']}", id=f"m1-{user}")
    replied = AIMessage(f"Noted {w['replied']}", id=f"m2-{user}")
    await sessions.archive(sctx, [said, replied])
    await sessions.record_summary(sctx, summary=f"They named the cat {w['summed']}", covered=[said, replied],
                                  model="offline")
    await sessions.write_snapshot(sid, user_id=user, org_id=ORG, checkpoint_id=None, message_count=2)
    async with open_checkpointer(memory) as saver:
        graph = _graph().compile(checkpointer=saver)
        await graph.ainvoke({"messages": [HumanMessage(f"Remember {w['checkpointed']}")]},
                            {"configurable": {"thread_id": sid, "user_id": user, "org_id": ORG}})
    await record_context_snapshot(memory, sctx, memory_refs=[first.id], message_ids=[said.id or ""],
                                  tokens={"memory": 10, "total": 20}, model="offline")
    await propose(memory, pctx, MemoryCandidate("fact", f"The team uses {w['candidate']} for builds"),
                  scope="project")
    return {"sid": sid, "project_item": project_item.id, "words": w}


@pytest_asyncio.fixture(scope="module")
async def world(memory: zeusmem.MemoryService) -> dict[str, Any]:
    erin, bob = f"erin{RUN}", f"bob{RUN}"
    # project candidates wait for approval: erin's policy change names her (de-identified later)
    await set_policy(memory, MemoryPolicy(require_approval=True), org_id=ORG, project_id=PROJECT, actor=erin)
    e = await populate(memory, erin, project_owner=True)
    await memory.add_project_member(SecurityContext(erin, org_id=ORG), PROJECT, bob, "editor")
    b = await populate(memory, bob)
    return {"erin": erin, "bob": bob, "e": e, "b": b}


# --- what the database holds ------------------------------------------------------------------------

def dump(url: str) -> str:
    """A full data dump (pg_dump --data-only, plain SQL: bytea columns as hex)."""
    done = subprocess.run([tool("pg_dump"), "--data-only", "--dbname", url], capture_output=True, text=True,
                          timeout=120, check=True)
    return done.stdout


def traces(text: str, needles: list[str]) -> list[str]:
    """The needles found in ``text``, as they are or hex-encoded (bytea, msgpack in checkpoint blobs)."""
    low = text.lower()
    return [n for n in needles if n.lower() in low or n.encode().hex() in low]


def rows(url: str) -> set[str]:
    """Every row of every table (zeusmem's and LangGraph's), as JSON text."""
    out: set[str] = set()
    with psycopg.connect(url) as conn:
        tables = conn.execute(
            "SELECT format('%I.%I', schemaname, tablename) FROM pg_tables"
            " WHERE schemaname IN ('zeusmem', 'public')").fetchall()
        for (t,) in tables:
            for (r,) in conn.execute(f"SELECT row_to_json(x)::text FROM {t} x"):  # noqa: S608 - catalog names
                out.add(f"{t} {r}")
    return out


def unrelated(all_rows: set[str], needles: list[str]) -> set[str]:
    """The rows that neither name the person nor belong to a row that does (a snapshot's items)."""
    theirs = {r for r in all_rows if traces(r, needles)}
    ids = {str(json.loads(r.split(" ", 1)[1]).get("id")) for r in theirs} - {"None"}
    return {r for r in all_rows - theirs if not any(i in r for i in ids)}


# --- the erasure -----------------------------------------------------------------------------------

async def test_erase_user_leaves_no_trace_keeps_the_project_and_nobody_elses_data(
    memory: zeusmem.MemoryService, world: dict[str, Any], database_url: str
) -> None:
    erin, bob = world["erin"], world["bob"]
    needles = [erin, *world["e"]["words"].values()]
    before = dump(database_url)
    assert set(traces(before, needles)) == set(needles)  # every word really was stored somewhere
    untouched = unrelated(rows(database_url), needles)
    used_sql = ("SELECT u.memory_id FROM zeusmem.memory_usage u WHERE u.memory_id IN (SELECT m.lineage_id"
                " FROM zeusmem.memory_items m WHERE m.scope = 'user' AND m.scope_id = %s)")
    with psycopg.connect(database_url) as conn:
        her_used = [r[0] for r in conn.execute(used_sql, (erin,))]
        bob_used = [r[0] for r in conn.execute(used_sql, (bob,))]
    assert her_used and bob_used  # their searches recorded their memories' last use

    receipt = await memory.erase_user(SecurityContext(erin, org_id=ORG))

    assert receipt.complete and receipt.requested_by == "self" and receipt.reason is None
    assert receipt.groups_done == tuple(name for name, _ in erasure_sql.GROUPS)
    assert receipt.is_for(erin, ORG) and not receipt.is_for(bob, ORG)
    c = receipt.counts
    assert c["memories"] == 4 and c["messages"] == 2 and c["summaries"] == 1 and c["checkpoints"] >= 1
    assert c["tombstones"] >= 1 and c["profiles"] == 1 and c["candidates"] == 1 and c["context_snapshots"] == 1
    assert c["deidentified_project_memories"] == 1 and c["memberships"] == 1 and c["deidentified_policies"] == 1
    assert c["threads"] == 1 and c["data_keys"] == 0
    assert c["owners_promoted"] == 1  # bob, the editor, now owns the project she alone owned
    assert await memory.role(SecurityContext(bob, project_id=PROJECT, org_id=ORG)) is Role.OWNER

    after = dump(database_url)
    assert traces(after, needles) == [], "erin's data is still in the dump"
    with psycopg.connect(database_url) as conn:  # her memories' last use went with them, bob's stays
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_usage WHERE memory_id = ANY(%s)",
                            (her_used,)).fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_usage WHERE memory_id = ANY(%s)",
                            (bob_used,)).fetchone() == (len(bob_used),)
    assert erin not in json.dumps(receipt.as_dict())
    # the project keeps what she wrote, de-identified
    bob_ctx = SecurityContext(bob, project_id=PROJECT, org_id=ORG)
    kept = await memory.get_memory(bob_ctx, world["e"]["project_item"])
    assert kept.content.startswith(f"The release of {PROJECT} moves to Friday")
    assert kept.created_by == receipt.alias and kept.source_id is None
    assert "thread_id" not in kept.provenance and kept.provenance.get("by") == receipt.alias
    assert [u for u, _ in await memory.project_members(bob_ctx, PROJECT)] == [bob]
    # nobody else's data changed: every row that did not name her is there, as it was
    changed = untouched - rows(database_url)
    assert not changed, "\n".join(sorted(changed))
    bobs = [bob, *world["b"]["words"].values()]
    assert traces(after, bobs) == bobs  # bob's data is all there
    # her user scope is empty for her
    assert await memory.list_memories(SecurityContext(erin, org_id=ORG)) == []
    # a second call finds nothing left and returns the same receipt
    again = await memory.erase_user(SecurityContext(erin, org_id=ORG))
    assert again.id == receipt.id


async def test_an_interrupted_erasure_says_where_it_stopped_and_the_next_call_continues(
    memory: zeusmem.MemoryService, monkeypatch: pytest.MonkeyPatch, database_url: str
) -> None:
    carl = f"carl{RUN}"
    await set_policy(memory, MemoryPolicy(require_approval=True), org_id=ORG, project_id=f"carls{RUN}")
    c = await populate(memory, carl, project=f"carls{RUN}", project_owner=True)
    original = dict(erasure_sql.GROUPS)

    async def failing(conn: Any, params: dict[str, Any]) -> dict[str, int]:
        await original["project"](conn, params)  # did its work ... and then the server went away
        raise psycopg.OperationalError("terminating connection due to administrator command")

    monkeypatch.setattr(erasure_sql, "GROUPS", tuple((n, failing if n == "project" else g)
                                                     for n, g in erasure_sql.GROUPS))
    with pytest.raises(ErasureIncomplete) as e:
        await memory.erase_user(SecurityContext(carl, org_id=ORG))
    assert e.value.stopped_at == "project"
    assert "'project'" in str(e.value) and "keys, checkpoints, memories" in str(e.value)
    assert "again" in str(e.value) and carl not in str(e.value)
    # the groups before it are done, the stopped one changed nothing
    assert await memory.list_memories(SecurityContext(carl, org_id=ORG)) == []
    with psycopg.connect(database_url) as conn:
        creator = conn.execute("SELECT created_by FROM zeusmem.memory_items WHERE id = %s",
                               (c["project_item"],)).fetchone()
        assert creator == (carl,)  # not yet de-identified: that transaction was rolled back
        stopped = conn.execute("SELECT stopped_at, groups_done, finished_at FROM zeusmem.erasure_receipts"
                               " WHERE stopped_at IS NOT NULL").fetchall()
    assert stopped == [("project", ["keys", "checkpoints", "memories"], None)]

    monkeypatch.undo()
    receipt = await memory.erase_user(SecurityContext(carl, org_id=ORG))
    assert receipt.complete and receipt.groups_done == ("keys", "checkpoints", "memories", "project", "sessions")
    assert receipt.counts["memories"] == 4 and receipt.counts["messages"] == 2  # the first run's counts kept
    assert traces(dump(database_url), [carl, *c["words"].values()]) == []


async def test_only_an_admin_erases_someone_else_with_a_reason(memory: zeusmem.MemoryService) -> None:
    dana, eve = f"dana{RUN}", f"eve{RUN}"
    await memory.add_explicit_memory(SecurityContext(dana, org_id=ORG), "Likes green tea", "preference")
    with pytest.raises(NotFound):  # a non-admin naming someone else: as if they did not exist
        await memory.erase_user(SecurityContext(eve, org_id=ORG), dana)
    with pytest.raises(InvalidInput, match="reason"):
        await memory.erase_user(SecurityContext(eve, org_id=ORG), dana, admin=True)
    with pytest.raises(NotFound):  # nobody of that name in the org
        await memory.erase_user(SecurityContext(eve, org_id=ORG), f"nobody{RUN}", reason="left", admin=True)
    receipt = await memory.erase_user(SecurityContext(eve, org_id=ORG), dana, admin=True,
                                      reason=f"{dana} left the company (ticket 42)")
    assert receipt.requested_by == "admin" and receipt.reason == "[erased person] left the company (ticket 42)"
    assert receipt.is_for(dana) and receipt.counts["memories"] == 1
    assert await memory.list_memories(SecurityContext(dana, org_id=ORG)) == []


async def test_erasure_is_per_org(memory: zeusmem.MemoryService) -> None:
    """The same user id in another org is another person: untouched."""
    fay = f"fay{RUN}"
    other = await memory.add_explicit_memory(SecurityContext(fay, org_id=f"other{RUN}"), "Likes jazz", "preference")
    await memory.add_explicit_memory(SecurityContext(fay, org_id=ORG), "Likes blues", "preference")
    receipt = await memory.erase_user(SecurityContext(fay, org_id=ORG))
    assert receipt.counts["memories"] == 1
    assert (await memory.get_memory(SecurityContext(fay, org_id=f"other{RUN}"), other.id)).content == "Likes jazz"


async def test_a_turn_written_after_the_erasure_does_not_bring_the_erased_words_back(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    """A dialogue turn takes the turn its writer stored just before it as its context (its terms are
    indexed beside it). After the writer's erasure, their next turn in the same session has no such
    context: the erased words are not written again."""
    gil = f"gil{RUN}"
    ctx = SecurityContext(gil, org_id=ORG, session_id=f"s-gil{RUN}")
    await memory.add_explicit_memory(ctx, "Gil: my old flat was on Rua Zabumba in Porto", "fact")
    await memory.erase_user(SecurityContext(gil, org_id=ORG))
    after = await memory.add_explicit_memory(ctx, "Gil: I just signed up again", "fact")
    with psycopg.connect(database_url) as conn:
        stored = conn.execute("SELECT context_tsv::text FROM zeusmem.memory_items WHERE id = %s",
                              (after.id,)).fetchone()
    assert stored is not None and "zabumba" not in (stored[0] or ""), stored


async def test_a_thread_shared_with_someone_else_is_left_and_counted(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    lee, max_ = f"lee{RUN}", f"max{RUN}"
    shared = f"shared-{RUN}"
    async with open_checkpointer(memory) as saver:
        graph = _graph().compile(checkpointer=saver)
        await graph.ainvoke({"messages": [HumanMessage("Alone")]},
                            {"configurable": {"thread_id": f"own-{lee}", "user_id": lee, "org_id": ORG}})
        for who in (lee, max_):
            await graph.ainvoke({"messages": [HumanMessage(f"Hi from {who}")]},
                                {"configurable": {"thread_id": shared, "user_id": who, "org_id": ORG}})

    def count(thread: str) -> int:
        with psycopg.connect(database_url) as conn:
            row = conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = %s", (thread,)).fetchone()
            return int(row[0]) if row else 0

    before = count(shared)
    receipt = await memory.erase_user(SecurityContext(lee, org_id=ORG))
    assert receipt.counts["threads"] == 1 and receipt.counts["shared_threads_left"] == 1
    assert count(f"own-{lee}") == 0 and count(shared) == before > 0


async def test_the_persons_data_keys_are_destroyed(memory: zeusmem.MemoryService, database_url: str) -> None:
    """The contract with encryption at rest: rows of ``zeusmem.data_keys`` with the person's
    (org_id, user_id) go first (crypto-shredding). Without that feature installed, a table of that
    name stands in for it; with it, the person's sensitive memory makes one."""
    nan, other = f"nan{RUN}", f"oscar{RUN}"
    await memory.add_explicit_memory(SecurityContext(nan, org_id=ORG), "Has a peanut allergy", "fact",
                                     sensitivity="sensitive")
    with psycopg.connect(database_url, autocommit=True) as conn:
        row = conn.execute("SELECT to_regclass('zeusmem.data_keys') IS NOT NULL").fetchone()
        if not (row and row[0]):
            conn.execute("CREATE TABLE zeusmem.data_keys (org_id text NOT NULL, user_id text NOT NULL,"
                         " wrapped bytea NOT NULL, PRIMARY KEY (org_id, user_id))")
            conn.execute("INSERT INTO zeusmem.data_keys VALUES (%s, %s, '\\x01'), (%s, %s, '\\x02')",
                         (ORG, nan, ORG, other))
        theirs = "SELECT count(*) FROM zeusmem.data_keys WHERE org_id = %s AND user_id = %s"
        had = conn.execute(theirs, (ORG, nan)).fetchone()
        others_before = conn.execute("SELECT count(*) FROM zeusmem.data_keys WHERE user_id <> %s", (nan,)).fetchone()
    receipt = await memory.erase_user(SecurityContext(nan, org_id=ORG))
    assert receipt.groups_done[0] == "keys" and receipt.counts["data_keys"] == (had[0] if had else 0)
    with psycopg.connect(database_url) as conn:
        assert conn.execute(theirs, (ORG, nan)).fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM zeusmem.data_keys WHERE user_id <> %s",
                            (nan,)).fetchone() == others_before


# --- REST ------------------------------------------------------------------------------------------
SECRET = "erasure-secret-" + "e" * 40
AGENT_KEY = "agent-key-gina-0123456789"


@pytest.fixture(scope="module")
def server(database_url: str) -> Iterator[str]:
    from test_rest import serve

    from zeusmem.interfaces.rest import create_app

    auth = AuthConfig(jwt_secret=SECRET, agent_keys=parse_agent_keys(f"{AGENT_KEY}=gina{RUN}"))
    app = create_app(database_url=database_url, embeddings=DeterministicEmbeddings(dims=64), auth=auth,
                     settings=zeusmem.Settings())
    yield from serve(app)


def bearer(user: str, **claims: Any) -> dict[str, str]:
    return {"Authorization": "Bearer " + issue_token(SECRET, user, **claims)}


def test_rest_delete_me_and_an_admin_erasing_a_member(server: str) -> None:
    gina, hal, ivy = f"gina{RUN}", f"hal{RUN}", f"ivy{RUN}"
    with httpx.Client(base_url=server, timeout=60) as c:
        for who in (gina, hal, ivy):
            r = c.post("/memory", json={"content": f"Note of {who} about kites"}, headers=bearer(who, org=ORG))
            assert r.status_code == 201, r.text
        # not without saying it twice, not by an agent, not with credentials confined to a project
        assert c.delete("/memory/me", headers=bearer(gina, org=ORG)).status_code == 400
        assert c.delete("/memory/me", params={"confirm": hal}, headers=bearer(gina, org=ORG)).status_code == 400
        assert c.delete("/memory/me", params={"confirm": gina}, headers={"X-Agent-Key": AGENT_KEY}).status_code == 403
        r = c.delete("/memory/me", params={"confirm": gina}, headers=bearer(gina, org=ORG, project=PROJECT))
        assert r.status_code == 403
        assert c.delete("/memory/me", params={"confirm": gina}).status_code == 401
        r = c.delete("/memory/me", params={"confirm": gina}, headers=bearer(gina, org=ORG))
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["complete"] and body["counts"]["memories"] == 1 and gina not in r.text
        assert c.get("/memory", headers=bearer(gina, org=ORG)).json() == []
        # a non-admin naming someone else: 404, and hal is untouched
        r = c.delete(f"/memory/users/{hal}", params={"reason": "spite"}, headers=bearer(ivy, org=ORG))
        assert r.status_code == 404, r.text
        assert len(c.get("/memory", headers=bearer(hal, org=ORG)).json()) == 1
        # an admin of the org erases a member, the reason kept in the receipt
        admin = bearer(ivy, org=ORG, org_admin=True)
        assert c.delete(f"/memory/users/{hal}", headers=admin).status_code == 400  # no reason
        r = c.delete(f"/memory/users/{hal}", params={"reason": "account closed on request"}, headers=admin)
        assert r.status_code == 200, r.text
        assert r.json()["requested_by"] == "admin" and r.json()["reason"] == "account closed on request"
        assert c.get("/memory", headers=bearer(hal, org=ORG)).json() == []
        assert len(c.get("/memory", headers=bearer(ivy, org=ORG)).json()) == 1


# --- CLI -------------------------------------------------------------------------------------------

def cli(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    from test_cli import _env

    return subprocess.run([sys.executable, "-m", "zeusmem", *args], env=_env(url), capture_output=True,
                          text=True, timeout=180, cwd=Path(__file__).parent)


async def test_cli_erase_refuses_without_yes_and_prints_the_receipt(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    jo = f"jo{RUN}"
    await memory.add_explicit_memory(SecurityContext(jo, org_id=ORG), "Prefers short answers", "preference")
    done = cli(database_url, "erase", "--user", jo, "--org", ORG)
    assert done.returncode == 2 and "--yes" in done.stderr, done.stderr
    assert len(await memory.list_memories(SecurityContext(jo, org_id=ORG))) == 1
    done = cli(database_url, "erase", "--user", jo, "--org", ORG, "--reason", "GDPR request 7", "--yes", "--json")
    assert done.returncode == 0, done.stderr
    receipt = json.loads(done.stdout)
    assert receipt["requested_by"] == "operator" and receipt["reason"] == "GDPR request 7"
    assert receipt["counts"]["memories"] == 1 and receipt["complete"]
    assert await memory.list_memories(SecurityContext(jo, org_id=ORG)) == []
    assert erasure_service.ErasureReceipt(**{k: v for k, v in receipt.items() if k != "complete"}).is_for(jo)


# --- the console: a button that asks twice ---------------------------------------------------------

def test_console_erase_me_asks_twice(server: str) -> None:
    import re

    kim = f"kim{RUN}"
    ui = "/memory/ui"
    with httpx.Client(base_url=server, timeout=60) as c:
        assert c.post("/memory", json={"content": "Kim waters the ficus on Tuesdays"},
                      headers=bearer(kim, org=ORG)).status_code == 201
        token = issue_token(SECRET, kim, org=ORG)
        assert c.post(f"{ui}/login", data={"token": token, "next": f"{ui}/profiles"}).status_code == 303
        profiles = c.get(f"{ui}/profiles")
        assert 'data-testid="erase-me"' in profiles.text
        first = c.get(f"{ui}/erase")
        found = re.search(r'name="_csrf" value="([0-9a-f]+)"', first.text)
        assert found and 'data-testid="erase-form"' in first.text
        csrf = found.group(1)
        assert c.post(f"{ui}/erase", data={"_csrf": csrf, "step": "1", "confirm": "someone"}).status_code == 400
        # the first answer only brings the second question; nothing is erased yet
        second = c.post(f"{ui}/erase", data={"_csrf": csrf, "step": "1", "confirm": kim})
        assert second.status_code == 200 and 'data-testid="erase-final"' in second.text
        assert len(c.get("/memory", headers=bearer(kim, org=ORG)).json()) == 1
        done = c.post(f"{ui}/erase", data={"_csrf": csrf, "step": "2", "confirm": kim})
        assert done.status_code == 200 and 'data-testid="receipt-id"' in done.text, done.text[-500:]
        assert "zeusmem_console" not in c.cookies  # signed out
        assert c.get("/memory", headers=bearer(kim, org=ORG)).json() == []


# --- the cost --------------------------------------------------------------------------------------
#: the person's memories in the cost measurement (ZEUSMEM_ERASE_MEMORIES to measure more)
COST_MEMORIES = int(__import__("os").environ.get("ZEUSMEM_ERASE_MEMORIES", "1000"))
#: how many other people as big are stored beside them (ZEUSMEM_ERASE_OTHERS)
COST_OTHERS = int(__import__("os").environ.get("ZEUSMEM_ERASE_OTHERS", "10"))


def _bulk_rows(user: str, n: int, emb: DeterministicEmbeddings) -> list[dict[str, Any]]:
    from datetime import UTC, datetime, timedelta

    now = datetime.now(UTC)
    texts = [f"Note {i} of {user}: prefers topic t{i % 97} and tool k{i % 31}" for i in range(n)]
    return [{"id": f"mem_{secrets.token_hex(12)}", "content": t, "memory_type": "fact", "scope": "user",
             "scope_id": user, "created_by": user, "confidence": 0.9,
             "created_at": now - timedelta(minutes=i), "embedding": v}
            for i, (t, v) in enumerate(zip(texts, emb.embed_documents(texts), strict=True))]


async def test_erasure_cost(fresh_database_url: str, summary_lines: list[str]) -> None:
    """Time to erase one person with COST_MEMORIES memories (their scope big enough for an index of
    its own), 3 sessions of 40 archived messages and 3 checkpointed threads, next to COST_OTHERS other
    people with as many memories and sessions each."""
    import time

    emb = DeterministicEmbeddings(dims=64)
    settings = zeusmem.Settings(exact_scan_limit=max(COST_MEMORIES // 2, 100))
    people = [f"p{i}{RUN}" for i in range(COST_OTHERS + 1)]
    target = people[0]
    async with zeusmem.open_memory(fresh_database_url, emb, settings=settings) as memory:
        for p in people:
            await memory.bulk_load(_bulk_rows(p, COST_MEMORIES, emb))
            for i in range(20):  # some through the write path: versions, audit rows, events
                await memory.add_explicit_memory(SecurityContext(p), f"Explicit note {i} of {p}", "fact",
                                                 key=f"k{i % 10}")
            async with open_checkpointer(memory) as saver:
                graph = _graph().compile(checkpointer=saver)
                for s in range(3):
                    sid = f"{p}-s{s}"
                    ctx = SecurityContext(p, session_id=sid)
                    msgs = [HumanMessage(f"Turn {t} of {p}", id=f"{sid}-m{t}") for t in range(40)]
                    await sessions_of(memory).archive(ctx, msgs)
                    for t in range(3):
                        await graph.ainvoke({"messages": [HumanMessage(f"Hello {t}")]},
                                            {"configurable": {"thread_id": sid, "user_id": p}})
        with psycopg.connect(fresh_database_url) as conn:
            indexed = conn.execute("SELECT count(*) FROM zeusmem.scope_indexes WHERE scope_id = %s",
                                   (target,)).fetchone()
        start = time.perf_counter()
        receipt = await memory.erase_user(SecurityContext(target))
        took = time.perf_counter() - start
    assert receipt.complete and receipt.counts["memories"] == COST_MEMORIES + 20
    assert receipt.counts["messages"] == 120 and receipt.counts["threads"] == 3
    assert receipt.counts["scope_indexes"] == (indexed[0] if indexed else 0)
    with psycopg.connect(fresh_database_url) as conn:
        left = conn.execute("SELECT count(*) FROM pg_indexes WHERE schemaname = 'zeusmem'"
                            " AND indexdef LIKE %s", (f"%{target}%",)).fetchone()
        others = conn.execute("SELECT count(*) FROM zeusmem.memory_items").fetchone()
    assert left == (0,) and others == (COST_OTHERS * (COST_MEMORIES + 20),)
    summary_lines.append(
        f"erase_user: {COST_MEMORIES + 20} memories, 120 messages, 3 threads "
        f"({receipt.counts['checkpoints']} checkpoints, {receipt.counts['checkpoint_blobs']} blobs), "
        f"{receipt.counts['scope_indexes']} scope index, next to {COST_OTHERS} people as big: {took:.2f} s")
    assert took < 60
