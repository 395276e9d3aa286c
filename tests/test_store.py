"""ZeusmemStore against BaseStore's documented behaviour, sync and async, on a real PostgreSQL.

The contract part is written from ``langgraph.store.base.BaseStore``'s docstrings (get, put,
delete, search with query / filter / limit / offset, list_namespaces with prefix / suffix /
wildcards / max_depth, TTL, batch ordering). The sync API runs in a worker thread while the
service lives on the test's event loop. The last part tests where zeusmem deliberately differs:
identity, other users' and projects' namespaces, and the write gate.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
import pytest
import pytest_asyncio
from langgraph.prebuilt.tool_node import ToolInvocationError
from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchItem,
    SearchOp,
)
from secrets_corpus import SECRET_VALUES, SECRETS

import zeusmem
from zeusmem import ConfigurationError, GateReason, GateRejected, MemoryType, NotFound, PermissionDenied
from zeusmem import SecurityContext as Ctx
from zeusmem.store import StoreIdentity, StoreWriteRejected, ZeusmemStore
from zeusmem.store.namespaces import NamespaceRule
from zeusmem.testing import DeterministicEmbeddings
from zeusmem.types import Role, Scope, Source

MODES = ["async", "sync"]


@pytest_asyncio.fixture(scope="module")
async def memory(database_url: str) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, DeterministicEmbeddings(dims=64), settings=zeusmem.Settings()) as m:
        yield m


def _uid(prefix: str = "u") -> str:
    return f"{prefix}{secrets.token_hex(4)}"


class Api:
    """The same BaseStore call, awaited (async) or run in a worker thread (sync)."""

    def __init__(self, store: BaseStore, mode: str) -> None:
        self.store, self.mode = store, mode

    def __getattr__(self, name: str) -> Any:
        async def call(*args: Any, **kwargs: Any) -> Any:
            if self.mode == "async":
                return await getattr(self.store, "a" + name)(*args, **kwargs)
            return await asyncio.to_thread(getattr(self.store, name), *args, **kwargs)

        return call


@pytest.fixture(params=MODES)
def mode(request: pytest.FixtureRequest) -> str:
    return request.param


def make(memory: zeusmem.MemoryService, mode: str, user: str | None = None, **kw: Any) -> tuple[Api, str]:
    user = user or _uid()
    return Api(ZeusmemStore(memory, identity=Ctx(user), **kw), mode), user


# --- get / put / delete ---------------------------------------------------------------------------


async def test_put_get_round_trip(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    value = {"content": "Prefers dark themes in every editor", "source": "chat", "n": 3, "tags": ["ui"],
             "nested": {"a": 1, "b": [1, 2]}, "ok": True, "none": None}
    await s.put(ns, "theme", value)
    item = await s.get(ns, "theme")
    assert isinstance(item, Item)
    assert item.value == value and item.key == "theme" and item.namespace == ns
    assert isinstance(item.created_at, datetime) and item.created_at.tzinfo is not None
    assert item.updated_at >= item.created_at
    assert await s.get(ns, "missing") is None
    assert await s.get(("memories", me, "elsewhere"), "theme") is None


async def test_structured_content_round_trips(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me, "profile")
    value = {"kind": "UserProfile", "content": {"name": "Ada Lovelace", "role": "mathematician", "age": 36}}
    await s.put(ns, "profile", value)
    assert (await s.get(ns, "profile")).value == value
    # the memory text is a rendering of the structured content, searchable by zeusmem
    hits = await memory.search_memories(Ctx(me), "mathematician Ada", k=3)
    assert hits and hits[0].item.content == "age: 36; name: Ada Lovelace; role: mathematician"


async def test_second_put_is_a_new_version(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    await s.put(ns, "editor", {"content": "Uses vim for all editing work"})
    first = await s.get(ns, "editor")
    await asyncio.sleep(0.01)
    await s.put(ns, "editor", {"content": "Switched to emacs for everything now", "why": "org-mode"})
    second = await s.get(ns, "editor")
    assert second.value == {"content": "Switched to emacs for everything now", "why": "org-mode"}
    assert second.created_at == first.created_at and second.updated_at > first.updated_at
    [active] = await memory.list_memories(Ctx(me), scope="user")
    versions = await memory.history(Ctx(me), active.id)
    assert [v.version for v in versions] == [1, 2] and versions[0].status.value == "superseded"
    assert len(await s.search(ns)) == 1


async def test_delete(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    await s.put(ns, "k", {"content": "Keeps a paper notebook for ideas"})
    await s.delete(ns, "k")
    assert await s.get(ns, "k") is None
    assert await s.search(ns) == []
    await s.delete(ns, "k")  # deleting what is not there is not an error
    await s.delete(ns, "never-existed")
    # forgotten in zeusmem too: only a tombstone remains
    assert await memory.list_memories(Ctx(me), status="superseded") == []


async def test_put_none_in_batch_deletes(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    await s.put(ns, "k", {"content": "Drinks green tea every afternoon"})
    assert await s.batch([PutOp(ns, "k", None), GetOp(ns, "k")]) == [None, None]


# --- batch ----------------------------------------------------------------------------------------


async def test_batch_results_in_order(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    results = await s.batch([
        PutOp(ns, "a", {"content": "Runs marathons in the spring"}),
        GetOp(ns, "a"),
        PutOp((*ns, "b"), "b", {"content": "Collects vintage fountain pens"}),
        SearchOp(ns, filter={"content": "Collects vintage fountain pens"}),
        ListNamespacesOp(match_conditions=(MatchCondition("prefix", ns),)),
        GetOp(ns, "missing"),
        PutOp(ns, "a", None),
        GetOp(ns, "a"),
    ])
    assert len(results) == 8
    assert results[0] is None and results[1].value == {"content": "Runs marathons in the spring"}
    assert [i.key for i in results[3]] == ["b"] and results[3][0].namespace == (*ns, "b")
    assert results[4] == [ns, (*ns, "b")]
    assert results[5] is None and results[6] is None and results[7] is None
    assert await s.batch([]) == []


# --- search ---------------------------------------------------------------------------------------


async def _seed(s: Api, me: str) -> tuple[str, ...]:
    ns = ("memories", me)
    await s.put(ns, "pizza", {"content": "Loves margherita pizza with basil", "kind": "food", "rating": 5})
    await s.put(ns, "sushi", {"content": "Enjoys salmon nigiri at lunch", "kind": "food", "rating": 4})
    await s.put(ns, "hike", {"content": "Goes hiking in the alps every summer", "kind": "sport", "rating": 3,
                             "meta": {"season": "summer", "level": "hard"}})
    await s.put((*ns, "work"), "lang", {"content": "Writes backend services in Rust", "kind": "work",
                                        "since": "2021-03-01"})
    return ns


async def test_search_lists_newest_first_with_limit_and_offset(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = await _seed(s, me)
    everything = await s.search(ns)
    assert [i.key for i in everything] == ["lang", "hike", "sushi", "pizza"]  # most recently updated first
    assert all(isinstance(i, SearchItem) and i.score is None for i in everything)
    assert [i.key for i in await s.search(ns, limit=2)] == ["lang", "hike"]
    assert [i.key for i in await s.search(ns, limit=2, offset=2)] == ["sushi", "pizza"]
    assert await s.search(ns, offset=10) == []
    # a prefix covers its sub-namespaces; a sub-namespace only itself
    assert [i.key for i in await s.search((*ns, "work"))] == ["lang"]
    assert [i.key for i in await s.search(("memories",))] == ["lang", "hike", "sushi", "pizza"]
    assert await s.search((*ns, "nothing-here")) == []


async def test_search_filters(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = await _seed(s, me)

    async def keys(flt: dict[str, Any], **kw: Any) -> set[str]:
        return {i.key for i in await s.search(ns, filter=flt, **kw)}

    assert await keys({"kind": "food"}) == {"pizza", "sushi"}
    assert await keys({"kind": {"$eq": "sport"}}) == {"hike"}
    assert await keys({"kind": {"$ne": "food"}}) == {"hike", "lang"}
    assert await keys({"rating": {"$gt": 3}}) == {"pizza", "sushi"}
    assert await keys({"rating": {"$gte": 3, "$lt": 5}}) == {"sushi", "hike"}
    assert await keys({"rating": {"$lte": 3}}) == {"hike"}
    assert await keys({"since": {"$gte": "2020-01-01"}}) == {"lang"}
    assert await keys({"meta": {"season": "summer"}}) == {"hike"}
    assert await keys({"kind": "food", "rating": 4}) == {"sushi"}
    assert await keys({"content": "Enjoys salmon nigiri at lunch"}) == {"sushi"}
    assert await keys({"kind": "nope"}) == set()
    assert await keys({"kind": "food"}, limit=1, offset=1) == {"pizza"}
    with pytest.raises(zeusmem.InvalidInput, match="unknown operator"):
        await s.search(ns, filter={"rating": {"$regex": "5"}})


async def test_search_with_query_ranks_by_zeusmem_score(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = await _seed(s, me)
    hits = await s.search(ns, query="pizza with basil")
    assert hits[0].key == "pizza" and all(isinstance(h.score, float) for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    ranked = await memory.search_memories(Ctx(me), "pizza with basil", k=10, scope="user")
    assert hits[0].score == pytest.approx(ranked[0].score)  # the final score of zeusmem's ranking
    assert [h.key for h in await s.search(ns, query="pizza with basil", filter={"kind": "sport"})] == ["hike"]
    assert [h.key for h in await s.search(ns, query="pizza", limit=1, offset=1)] == [hits[1].key]
    assert [h.key for h in await s.search((*ns, "work"), query="pizza")] == ["lang"]


async def test_index_false_and_index_fields(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    await s.put(ns, "hidden", {"content": "Private diary about gardening tomatoes"}, index=False)
    assert (await s.get(ns, "hidden")).value == {"content": "Private diary about gardening tomatoes"}
    assert [i.key for i in await s.search(ns)] == ["hidden"]  # listed
    assert await s.search(ns, query="gardening tomatoes") == []  # but never found by a query
    await s.put(ns, "doc", {"title": "Quarterly budget planning", "body": "Spreadsheet with many cells"},
                index=["title"])
    assert (await s.get(ns, "doc")).value == {"title": "Quarterly budget planning",
                                              "body": "Spreadsheet with many cells"}
    [hit] = await memory.search_memories(Ctx(me), "budget planning", k=1)
    assert hit.item.content == "Quarterly budget planning"


# --- list_namespaces ------------------------------------------------------------------------------


async def test_list_namespaces(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    notes = ["Owns a red bicycle", "Speaks fluent Portuguese", "Studied marine biology", "Bakes sourdough weekly"]
    for sub, note in zip([(), ("a", "b"), ("a", "c"), ("d",)], notes, strict=True):
        await s.put((*ns, *sub), "k", {"content": note})
    assert await s.list_namespaces() == [ns, (*ns, "a", "b"), (*ns, "a", "c"), (*ns, "d")]
    assert await s.list_namespaces(prefix=(*ns, "a")) == [(*ns, "a", "b"), (*ns, "a", "c")]
    assert await s.list_namespaces(suffix=("c",)) == [(*ns, "a", "c")]
    assert await s.list_namespaces(prefix=("memories", "*", "a")) == [(*ns, "a", "b"), (*ns, "a", "c")]
    assert await s.list_namespaces(max_depth=3) == [ns, (*ns, "a"), (*ns, "d")]
    assert await s.list_namespaces(limit=2, offset=1) == [(*ns, "a", "b"), (*ns, "a", "c")]
    assert await s.list_namespaces(prefix=("projects",)) == []


# --- TTL ------------------------------------------------------------------------------------------


async def _expires_at(database_url: str, user: str) -> datetime | None:
    async with await psycopg.AsyncConnection.connect(database_url) as conn:
        cur = await conn.execute(
            "SELECT expires_at FROM zeusmem.memory_items WHERE scope_id = %s AND status = 'active'", (user,))
        row = await cur.fetchone()
        return row[0] if row else None


async def test_ttl(memory: zeusmem.MemoryService, database_url: str, mode: str) -> None:
    s, me = make(memory, mode)
    assert s.store.supports_ttl
    ns = ("memories", me)
    await s.put(ns, "soon", {"content": "Temporary note about the parking spot"}, ttl=10)
    at = await _expires_at(database_url, me)
    assert at is not None and timedelta(minutes=9) < at - datetime.now(UTC) <= timedelta(minutes=10)
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        await conn.execute("UPDATE zeusmem.memory_items SET expires_at = now() + interval '1 minute'"
                           " WHERE scope_id = %s", (me,))
    assert (await s.get(ns, "soon", refresh_ttl=False)) is not None
    assert (await _expires_at(database_url, me)) - datetime.now(UTC) < timedelta(minutes=2)
    await s.get(ns, "soon")  # reading refreshes the TTL (the default)
    assert (await _expires_at(database_url, me)) - datetime.now(UTC) > timedelta(minutes=9)
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        await conn.execute("UPDATE zeusmem.memory_items SET expires_at = now() + interval '1 minute'"
                           " WHERE scope_id = %s", (me,))
    await s.search(ns)  # so does a search
    assert (await _expires_at(database_url, me)) - datetime.now(UTC) > timedelta(minutes=9)
    async with await psycopg.AsyncConnection.connect(database_url, autocommit=True) as conn:
        await conn.execute("UPDATE zeusmem.memory_items SET expires_at = now() - interval '1 second'"
                           " WHERE scope_id = %s", (me,))
    assert await s.get(ns, "soon") is None  # expired: gone from every read
    assert await s.search(ns) == [] and await s.list_namespaces() == []


async def test_default_ttl_from_ttl_config(memory: zeusmem.MemoryService, database_url: str, mode: str) -> None:
    s, me = make(memory, mode, ttl={"default_ttl": 60, "refresh_on_read": False})
    await s.put(("memories", me), "k", {"content": "Borrowed the blue umbrella from Sam"})
    at = await _expires_at(database_url, me)
    assert at is not None and timedelta(minutes=59) < at - datetime.now(UTC) <= timedelta(minutes=60)
    await s.put(("memories", me), "k2", {"content": "Library card renewal is due in June"}, ttl=None)
    with pytest.raises(zeusmem.InvalidInput, match="ttl"):
        await s.put(("memories", me), "k3", {"content": "Something with a broken lifetime"}, ttl=-1)


# --- namespaces that do not fit -------------------------------------------------------------------


async def test_invalid_namespaces(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    value = {"content": "Anything at all to be stored here"}
    for bad in [(), ("memories", "a.b"), ("langgraph", "x"), ("memories", "")]:
        with pytest.raises(InvalidNamespaceError):
            await s.put(bad, "k", value)
    with pytest.raises(InvalidNamespaceError, match="does not map to a zeusmem scope"):
        await s.put(("documents", me), "k", value)
    with pytest.raises(InvalidNamespaceError, match="does not map"):  # reserved for session namespaces
        await s.put(("memories", me, "sessions"), "k", value)
    with pytest.raises(InvalidNamespaceError):
        await s.batch([GetOp(("memories", "x.y"), "k")])  # ops given to batch directly are checked too
    assert await s.search(("documents",)) == []


async def test_custom_convention(memory: zeusmem.MemoryService, mode: str) -> None:
    rules = [NamespaceRule(("users", "{user_id}", "memories"), Scope.USER)]
    s, me = make(memory, mode, namespaces=rules)
    await s.put(("users", me, "memories"), "k", {"content": "Plays the cello in an orchestra"})
    assert (await s.get(("users", me, "memories"), "k")).value["content"] == "Plays the cello in an orchestra"
    assert await s.list_namespaces() == [("users", me, "memories")]
    with pytest.raises(ConfigurationError):
        NamespaceRule(("users", "{project_id}"), Scope.USER)


# --- zeusmem is the same memory -------------------------------------------------------------------


async def test_store_and_zeusmem_share_one_memory(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    await s.put(ns, "coffee", {"content": "Takes coffee black without sugar"})
    hits = await memory.search_memories(Ctx(me), "how does the user take coffee", k=3)
    assert hits[0].item.content == "Takes coffee black without sugar" and hits[0].item.key == "coffee"
    native = await memory.add_explicit_memory(Ctx(me), "Allergic to peanuts and cashews", MemoryType.CONSTRAINT)
    found = {i.key: i.value for i in await s.search(ns)}
    # one shape for every memory: the shape of a plain put, value["content"] is the text
    assert found[native.id] == {"content": "Allergic to peanuts and cashews", "memory_type": "constraint"}
    assert [i.key for i in await s.search(ns, filter={"memory_type": "constraint"})] == [native.id]
    assert (await s.get(ns, native.id)).value["content"] == "Allergic to peanuts and cashews"
    await s.put(ns, native.id, {"content": "Allergic to peanuts, cashews and almonds", "severity": "high"})
    assert (await s.get(ns, native.id)).value == {"content": "Allergic to peanuts, cashews and almonds",
                                                  "severity": "high"}
    assert len(await memory.history(Ctx(me), native.id)) == 2
    await s.delete(ns, native.id)
    assert await s.get(ns, native.id) is None


async def test_session_namespace_is_session_scope(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me, "sessions", "s1")
    await s.put(ns, "k", {"content": "Is debugging a flaky integration test today"})
    [item] = await memory.list_memories(Ctx(me, session_id="s1"), scope="session")
    assert item.scope is Scope.SESSION and item.scope_id == "s1"
    assert await memory.list_memories(Ctx(me, session_id="s2"), scope="session") == []
    assert (await s.get(ns, "k")).namespace == ns
    assert await s.list_namespaces(prefix=("memories", me, "sessions")) == [ns]


# --- deliberate differences: identity and other people's memories ---------------------------------


async def test_other_users_namespace_is_not_found(memory: zeusmem.MemoryService, mode: str) -> None:
    alice, a = make(memory, mode)
    bob, b = make(memory, mode)
    await alice.put(("memories", a), "secret-plan", {"content": "Plans a surprise party for Bob"})
    await alice.put(("memories", a, "sessions", "t1"), "k", {"content": "Session note of Alice only"})
    assert await bob.get(("memories", a), "secret-plan") is None
    assert await bob.search(("memories", a)) == []
    assert await bob.search(("memories", a), query="surprise party") == []
    assert await bob.search(("memories",), query="surprise party") == []
    assert await bob.search((), filter={"content": "Plans a surprise party for Bob"}) == []
    assert await bob.list_namespaces() == []
    assert await bob.get(("memories", a, "sessions", "t1"), "k") is None
    with pytest.raises(NotFound):
        await bob.put(("memories", a), "secret-plan", {"content": "Bob overwrote this"})
    with pytest.raises(NotFound):
        await bob.delete(("memories", a), "secret-plan")
    assert (await alice.get(("memories", a), "secret-plan")).value["content"] == "Plans a surprise party for Bob"


async def test_project_namespace_needs_membership(memory: zeusmem.MemoryService, mode: str) -> None:
    owner, viewer, stranger = _uid("own"), _uid("view"), _uid("str")
    project = _uid("proj")
    await memory.create_project(Ctx(owner), project)
    await memory.add_project_member(Ctx(owner, project_id=project), project, viewer, Role.VIEWER)
    s_owner, _ = make(memory, mode, owner)
    s_viewer, _ = make(memory, mode, viewer)
    s_stranger, _ = make(memory, mode, stranger)
    ns = ("projects", project)
    await s_owner.put(ns, "db", {"content": "The project database is PostgreSQL 17"})
    assert (await s_viewer.get(ns, "db")).value["content"] == "The project database is PostgreSQL 17"
    assert [i.key for i in await s_viewer.search(ns, query="database")] == ["db"]
    assert ns in await s_viewer.list_namespaces()
    with pytest.raises(PermissionDenied):
        await s_viewer.put(ns, "db", {"content": "Viewers cannot change this"})
    assert await s_stranger.get(ns, "db") is None
    assert await s_stranger.search(ns) == [] and await s_stranger.list_namespaces() == []
    with pytest.raises(NotFound):
        await s_stranger.put(ns, "x", {"content": "Strangers cannot write here"})


async def test_identity_is_required(memory: zeusmem.MemoryService, mode: str) -> None:
    s = Api(ZeusmemStore(memory), mode)
    with pytest.raises(ConfigurationError, match="user_id"):
        await s.get(("memories", "alice"), "k")
    who = {"ctx": Ctx(_uid())}
    dynamic = Api(ZeusmemStore(memory, identity=lambda: StoreIdentity(who["ctx"], Source.AI)), mode)
    await dynamic.put(("memories", who["ctx"].user_id), "k", {"content": "Written by an agent identity"})
    [item] = await memory.list_memories(who["ctx"])
    assert item.source is Source.AI and item.confidence == pytest.approx(0.7)


# --- deliberate differences: the write gate -------------------------------------------------------


async def test_gate_rejects_secrets_and_stores_nothing(
    memory: zeusmem.MemoryService, database_url: str, mode: str
) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    for i, (kind, text) in enumerate(SECRETS[:: max(1, len(SECRETS) // 6)]):
        with pytest.raises(StoreWriteRejected) as err:
            await s.put(ns, f"s{i}", {"content": text})
        assert isinstance(err.value, GateRejected) and isinstance(err.value, ToolInvocationError)
        assert err.value.verdict.reason is GateReason.SENSITIVE, kind
        assert "secret" in err.value.message
    secret = SECRET_VALUES[0]
    with pytest.raises(StoreWriteRejected, match=r"value\.note contains what looks like a secret"):
        await s.put(ns, "meta", {"content": "A perfectly harmless sentence", "note": SECRETS[0][1]})
    assert await s.search(ns) == [] and await s.list_namespaces() == []
    async with await psycopg.AsyncConnection.connect(database_url) as conn:
        cur = await conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE scope_id = %s"
                                 " OR provenance::text LIKE %s", (me, f"%{secret[:12]}%"))
        assert (await cur.fetchone())[0] == 0


async def test_gate_rejects_duplicates_and_short_content(memory: zeusmem.MemoryService, mode: str) -> None:
    s, me = make(memory, mode)
    ns = ("memories", me)
    await s.put(ns, "first", {"content": "Prefers window seats on long flights"})
    with pytest.raises(StoreWriteRejected, match="id first already says nearly the same") as err:
        await s.put(ns, "second", {"content": "Prefers window seats on long flights!"})
    assert err.value.verdict.reason is GateReason.DUPLICATE
    await s.put(ns, "first", {"content": "Prefers window seats on long flights!"})  # same key: a new version
    with pytest.raises(StoreWriteRejected, match="length"):
        await s.put(ns, "tiny", {"content": "hi"})
    assert sorted(i.key for i in await s.search(ns)) == ["first"]
