"""Read replicas (``ZEUSMEM_READ_REPLICA_URLS``) on a real streaming replica of the embedded server.

The module builds its own primary and a ``pg_basebackup -R`` replica of it (tests/replica_cluster.py;
no Docker) and stops both at the end. What it checks:

* searches and context assembly run on the replica, and a memory written is found at once by the
  next search of the same service, through the replica (it waits for the write's WAL position);
* results through the replica equal the primary's;
* a replica whose replay is paused (``pg_wal_replay_pause()``) is skipped once it lags more than
  ``ZEUSMEM_REPLICA_MAX_LAG``, with no error, and used again once it catches up;
* a replica killed with SIGKILL costs no error (searches go to the primary) and comes back when
  restarted;
* the default path (no replica URLs) has no replica machinery at all;
* with the restricted application role (``ZEUSMEM_APP_DATABASE_URL``) searches on the replica run as
  it, under row-level security: results equal the primary's, another user's memories never come back
  even with the search's own filter removed (also with the replica behind PgBouncer in transaction
  mode), and a replica connection with no caller sees nothing.

``-m slow``: concurrent writers and searchers while the replica is paused, resumed, killed and
restarted (every search finds its own write, none fails); the measurements of docs/scaling.md.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio
from replica_cluster import Cluster, build_cluster

import zeusmem
from zeusmem import MemoryType, SecurityContext, Settings
from zeusmem.storage.replicas import ReplicaSet, parse_lsn
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=64, model_name="replica-test")
TOPICS = ["espresso", "hiking", "rust", "jazz", "sailing", "chess", "pottery", "tango", "kayaks", "tea"]


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    c = build_cluster()
    try:
        yield c
    finally:
        c.close()


def replica_settings(c: Cluster, **kw: object) -> Settings:
    return Settings(read_replica_urls=(c.replica_url,), **kw)  # type: ignore[arg-type]


@pytest_asyncio.fixture(scope="module")
async def primary_only(cluster: Cluster) -> AsyncIterator[zeusmem.MemoryService]:
    """A service on the primary alone (what the replica's answers are compared with)."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=Settings()) as svc:
        yield svc


@pytest_asyncio.fixture(scope="module")
async def seeded(primary_only: zeusmem.MemoryService, cluster: Cluster) -> list[SecurityContext]:
    """Three users with twenty memories each, replayed on the replica."""
    users = [SecurityContext(f"seed-{i}", session_id=f"s{i}") for i in range(3)]
    for u, ctx in enumerate(users):
        for j in range(20):
            topic = TOPICS[(u + j) % len(TOPICS)]
            await primary_only.add_explicit_memory(
                ctx, f"{ctx.user_id} note {j}: likes {topic} number {j * 7 + u}", MemoryType.PREFERENCE)
    cluster.wait_caught_up()
    return users


def replicas_of(svc: zeusmem.MemoryService) -> ReplicaSet:
    rs = svc.repo.db.replicas
    assert rs is not None
    return rs


def hit_view(hits: list[zeusmem.MemoryHit]) -> list[tuple[str, str, float]]:
    return [(h.item.id, h.item.content, round(h.score, 6)) for h in hits]


async def test_default_path_has_no_replicas(primary_only: zeusmem.MemoryService) -> None:
    assert Settings.from_env({}).read_replica_urls == ()
    assert primary_only.repo.db.replicas is None


def test_settings_read_the_replica_variables() -> None:
    s = Settings.from_env({"ZEUSMEM_READ_REPLICA_URLS": "postgresql://a@r1/db, postgresql://a@r2,r3/db",
                           "ZEUSMEM_REPLICA_MAX_LAG": "0.5"})
    assert s.read_replica_urls == ("postgresql://a@r1/db", "postgresql://a@r2,r3/db")
    assert s.replica_max_lag == 0.5
    with pytest.raises(zeusmem.ConfigurationError, match="ZEUSMEM_REPLICA_MAX_LAG"):
        Settings.from_env({"ZEUSMEM_REPLICA_MAX_LAG": "0"})
    assert parse_lsn("0/3000060") == 0x3000060


def test_replica_set_rules_without_a_server(monkeypatch: pytest.MonkeyPatch) -> None:
    from zeusmem.storage import replicas

    async def nothing(conn: object) -> None:
        return None

    def make(*urls: str) -> ReplicaSet:
        return ReplicaSet(urls, primary_url="postgresql://p/db", configure=nothing, configure_pooled=nothing,
                          prepare_threshold=2)

    with pytest.raises(zeusmem.ConfigurationError, match="ZEUSMEM_READ_REPLICA_URLS"):
        make("postgresql://r1/db", "host=a port=x=y")
    with pytest.raises(zeusmem.ConfigurationError, match="ZEUSMEM_READ_REPLICA_URLS"):
        make("nonsense")
    rs = make("postgresql://r1/db", "postgresql://r2:6432/db")
    assert rs.replicas[1].kwargs["prepare_threshold"] is None  # a pooler's port: nothing prepared there
    monkeypatch.setattr(replicas, "MAX_CALLERS", 2)
    rs._raise(("", "a"), 10)
    rs._raise(("", "b"), 20)
    rs._raise(None, 5)
    assert (rs.horizon_for(("", "a")), rs.horizon_for(("", "b")), rs.horizon_for(("", "c"))) == (10, 20, 5)
    rs._raise(("", "c"), 30)  # "a" is forgotten: its position now counts for everyone
    assert rs.horizon_for(("", "b")) == 20 and rs.horizon_for(("", "d")) == 10 and rs.horizon_for(None) == 30
    # lag: how long ago the primary first had WAL the replica lacks
    rs._history.extend([(100.0, 50), (101.0, 60), (102.0, 70)])
    assert rs.lag_of(70, now=103.0) == 0.0
    assert rs.lag_of(60, now=103.0) == 1.0
    assert rs.lag_of(40, now=103.0) == 3.0


async def test_own_write_found_at_once_through_the_replica(cluster: Cluster) -> None:
    """Every search right after a write finds it, served by the replica (a generous wait so that a
    loaded machine's replay delay never sends the read to the primary: the test is about the replica)."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        rs = replicas_of(svc)
        rs.wait = 5.0
        assert rs.status()[0]["healthy"], rs.status()
        ctx = SecurityContext("ryw-user", session_id="ryw")
        before = rs.stats.replica_reads
        for i in range(8):
            content = f"ryw fact {i}: the locker number is {1000 + i * 37}"
            item = await svc.add_explicit_memory(ctx, content, MemoryType.FACT)
            hits = await svc.search_memories(ctx, content, k=3)
            assert hits and hits[0].item.id == item.id, (i, hit_view(hits))
            profile, hits = await svc.profile_and_search(ctx, content, k=3)  # context assembly
            assert hits[0].item.id == item.id
        assert rs.stats.replica_reads - before == 16, rs.stats
        assert rs.stats.primary_reads == 0, rs.stats
        assert rs.stats.waited >= 1  # some read did wait for a write's replay


async def test_other_users_do_not_wait_for_a_write(cluster: Cluster, seeded: list[SecurityContext]) -> None:
    """The horizon is per caller (org, user): a write makes its own user's next replica read wait for
    it, not everyone's."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        rs = replicas_of(svc)
        writer, reader = SecurityContext("writer-user", session_id="w"), seeded[0]
        await svc.search_memories(reader, "likes espresso", k=1)  # anything the service set up first
        cluster.wait_caught_up()
        await rs.check()  # the replica's replay position is known to be at least all of that
        waited = rs.stats.waited
        for i in range(3):
            await svc.add_explicit_memory(writer, f"writer fact {i}: crate {300 + i}", MemoryType.FACT)
            assert rs.horizon_for(("", "writer-user")) > rs.horizon_for(("", reader.user_id))
            hits = await svc.search_memories(reader, "likes espresso", k=3)
            assert hits and rs.stats.waited == waited, rs.stats  # served by the replica without a wait
        assert rs.stats.primary_reads == 0
        assert rs.horizon_for(None) == rs.horizon  # a read for nobody waits for every write


async def test_own_write_found_with_the_default_wait(cluster: Cluster) -> None:
    """With the default bounded wait a read either sees the write on the replica or reads the primary:
    either way the write is found."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        rs = replicas_of(svc)
        ctx = SecurityContext("ryw-default", session_id="d")
        for i in range(5):
            content = f"default wait fact {i}: parcel {4000 + i}"
            item = await svc.add_explicit_memory(ctx, content, MemoryType.FACT)
            hits = await svc.search_memories(ctx, content, k=1)
            assert hits and hits[0].item.id == item.id
        assert rs.stats.replica_reads + rs.stats.primary_reads == 5
        assert rs.stats.replica_reads >= 1, rs.stats


async def test_results_equal_the_primarys(cluster: Cluster, seeded: list[SecurityContext],
                                          primary_only: zeusmem.MemoryService) -> None:
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        rs = replicas_of(svc)
        rs.wait = 5.0  # a loaded machine's replay delay must not send a read to the primary: compare the replica
        compared = 0
        for ctx in seeded:
            for q in ("likes espresso", "which number does the jazz note have", "rust and tea", "pottery 15"):
                on_replica = await svc.search_memories(ctx, q, k=5)
                on_primary = await primary_only.search_memories(ctx, q, k=5)
                assert hit_view(on_replica) == hit_view(on_primary)
                assert on_replica
                rp, rh = await svc.profile_and_search(ctx, q, k=5)
                pp, ph = await primary_only.profile_and_search(ctx, q, k=5)
                assert hit_view(rh) == hit_view(ph) and rp == pp
                compared += 1
        assert rs.stats.replica_reads == 2 * compared and rs.stats.primary_reads == 0, rs.stats


async def test_paused_replica_is_skipped_without_error(cluster: Cluster, seeded: list[SecurityContext],
                                                       primary_only: zeusmem.MemoryService) -> None:
    settings = replica_settings(cluster, replica_max_lag=0.3)
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=settings) as svc:
        rs = replicas_of(svc)
        assert rs.status()[0]["healthy"]
        ctx = SecurityContext("paused-user", session_id="p")
        cluster.pause_replay()
        try:
            for i in range(6):  # writes the paused replica cannot replay: its lag grows
                content = f"while paused {i}: the gate code is {700 + i}"
                item = await svc.add_explicit_memory(ctx, content, MemoryType.FACT)
                hits = await svc.search_memories(ctx, content, k=1)  # primary: the replica cannot show it
                assert hits[0].item.id == item.id
                await asyncio.sleep(0.1)
            deadline = time.monotonic() + 10
            while rs.status()[0]["healthy"]:
                assert time.monotonic() < deadline, "the lagging replica was never skipped"
                await asyncio.sleep(0.05)
            assert "lagging" in rs.status()[0]["reason"], rs.status()
            other = seeded[0]  # a caller with no pending write: still no replica read while it lags
            reads = rs.stats.replica_reads
            hits = await svc.search_memories(other, "likes espresso", k=5)
            assert hit_view(hits) == hit_view(await primary_only.search_memories(other, "likes espresso", k=5))
            assert rs.stats.replica_reads == reads
            assert rs.stats.by_reason.get("no healthy replica", 0) >= 1
        finally:
            cluster.resume_replay()
        await wait_healthy(rs)
        reads = rs.stats.replica_reads
        hits = await svc.search_memories(ctx, "while paused 5: the gate code is 705", k=1)
        assert hits[0].item.content.endswith("705") and rs.stats.replica_reads == reads + 1


async def test_killed_replica_costs_no_error_and_comes_back(cluster: Cluster, seeded: list[SecurityContext],
                                                            primary_only: zeusmem.MemoryService) -> None:
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        rs = replicas_of(svc)
        ctx = seeded[1]
        expected = hit_view(await primary_only.search_memories(ctx, "hiking", k=5))
        assert hit_view(await svc.search_memories(ctx, "hiking", k=5)) == expected
        assert rs.stats.replica_reads == 1
        cluster.kill_replica()
        try:
            for _ in range(5):  # at once: the pooled replica connection is dead; then while it is down
                assert hit_view(await svc.search_memories(ctx, "hiking", k=5)) == expected
                profile, hits = await svc.profile_and_search(ctx, "hiking", k=5)
                assert hit_view(hits) == expected
            assert not rs.status()[0]["healthy"], rs.status()
            item = await svc.add_explicit_memory(ctx, "written while the replica was down: kayak rental 3",
                                                 MemoryType.FACT)
            assert (await svc.search_memories(ctx, "kayak rental 3", k=1))[0].item.id == item.id
        finally:
            cluster.start_replica()
        await wait_healthy(rs)
        reads = rs.stats.replica_reads
        assert (await svc.search_memories(ctx, "kayak rental 3", k=1))[0].item.id == item.id
        assert rs.stats.replica_reads == reads + 1, rs.stats


async def test_unreachable_replica_at_start_costs_no_error(cluster: Cluster, seeded: list[SecurityContext],
                                                           primary_only: zeusmem.MemoryService) -> None:
    gone = cluster.replica_url.replace(str(cluster.replica_dir), str(cluster.root / "nowhere"))
    settings = Settings(read_replica_urls=(gone,))
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=settings) as svc:
        rs = replicas_of(svc)
        assert not rs.status()[0]["healthy"] and "unreachable" in rs.status()[0]["reason"]
        ctx = seeded[2]
        assert hit_view(await svc.search_memories(ctx, "chess", k=5)) == hit_view(
            await primary_only.search_memories(ctx, "chess", k=5))


async def test_doctor_reports_the_replicas(cluster: Cluster) -> None:
    from zeusmem.storage.replicas import replica_report

    cluster.wait_caught_up()
    gone = cluster.replica_url.replace(str(cluster.replica_dir), str(cluster.root / "nowhere"))
    ok, down = await replica_report(cluster.primary_url, [cluster.replica_url, gone])
    assert ok["ok"] and ok["detail"].startswith("standby"), ok
    assert not down["ok"] and "unreachable" in down["detail"]
    primary_as_replica, = await replica_report(cluster.primary_url, [cluster.primary_url])
    assert not primary_as_replica["ok"] and "not a standby" in primary_as_replica["detail"]
    env = {**os.environ, "ZEUSMEM_DATABASE_URL": cluster.primary_url, "ZEUSMEM_EMBEDDINGS": "local",
           "ZEUSMEM_READ_REPLICA_URLS": f"{cluster.replica_url},{gone}"}
    done = await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "zeusmem", "doctor", "--json"],
                                   env=env, capture_output=True, text=True, timeout=180)
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    replica_checks = [c for name, c in checks.items() if name.startswith("replica ")]
    assert [c["status"] for c in replica_checks] == ["ok", "warn"], checks
    assert "searches skip it" in replica_checks[1]["detail"]


# --- the restricted application role on the replica ---------------------------------------------

def app_settings(c: Cluster, **kw: object) -> Settings:
    """Requests as ``zeusmem_app`` (``auto``: that role on the primary's socket) with the replica."""
    return Settings(read_replica_urls=(c.replica_url,), app_database_url="auto", **kw)  # type: ignore[arg-type]


def _strip_app_filter(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search statement's own security filter admits every row (tests/test_rls.py's mutation)."""
    from zeusmem.storage import sql as q

    monkeypatch.setattr(q, "_SCOPE_BRANCH", {s: "true) OR (true" for s in q._SCOPE_BRANCH})


async def _replica_role(rs: ReplicaSet) -> tuple[str, bool]:
    """current_user and pg_is_in_recovery() of a connection of the replica's search pool."""
    pool = rs.replicas[0].pool
    assert pool is not None
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT current_user, pg_is_in_recovery()")
        row = await cur.fetchone()
    assert row is not None
    return row[0], row[1]


async def _team(svc: zeusmem.MemoryService) -> dict[str, SecurityContext]:
    """alice's private and project memories (bob a viewer of the project, carol no member), bob's own."""
    alice = SecurityContext("rls-alice", project_id="rls-proj", session_id="ra")
    bob = SecurityContext("rls-bob", project_id="rls-proj", session_id="rb")
    carol = SecurityContext("rls-carol", project_id="rls-proj")
    mallory = SecurityContext("rls-alice", project_id="rls-proj", org_id="elsewhere")  # same id, other org
    if not await svc.list_memories(alice):
        await svc.create_project(alice, "rls-proj")
        await svc.add_project_member(alice, "rls-proj", "rls-bob", "viewer")
        await svc.add_explicit_memory(alice, "alice private quince jam", MemoryType.PREFERENCE)
        await svc.add_explicit_memory(alice, "alice session quince jam", MemoryType.CONTEXT, scope="session")
        await svc.add_explicit_memory(alice, "team quince jam recipe", MemoryType.FACT, scope="project")
        await svc.add_explicit_memory(bob, "bob private quince jam", MemoryType.PREFERENCE)
    return {"alice": alice, "bob": bob, "carol": carol, "mallory": mallory}


#: what each caller of :func:`_team` may find searching "quince jam" (its session's memory only in it)
TEAM_SEES = {
    "alice": ["alice private quince jam", "alice session quince jam", "team quince jam recipe"],
    "bob": ["bob private quince jam", "team quince jam recipe"],
    "carol": [], "mallory": [],
}


async def test_app_role_on_the_replica_equals_the_primary(cluster: Cluster, seeded: list[SecurityContext],
                                                          primary_only: zeusmem.MemoryService) -> None:
    """Searches and context assembly on the replica as ``zeusmem_app``: the same hits and profiles as the
    owner's on the primary alone, every read served by the replica; a write is found at once."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=app_settings(cluster)) as svc:
        assert svc.repo.db.restricted
        rs = replicas_of(svc)
        assert rs.restricted
        rs.wait = 5.0  # compare the replica, not a fallback of a loaded machine
        assert await _replica_role(rs) == ("zeusmem_app", True)
        team = await _team(svc)
        compared = 0
        for ctx in [*seeded, *team.values()]:
            for q in ("likes espresso", "which number does the jazz note have", "quince jam", "pottery 15"):
                on_replica = await svc.search_memories(ctx, q, k=5)
                assert hit_view(on_replica) == hit_view(await primary_only.search_memories(ctx, q, k=5)), (ctx, q)
                rp, rh = await svc.profile_and_search(ctx, q, k=5)
                pp, ph = await primary_only.profile_and_search(ctx, q, k=5)
                assert hit_view(rh) == hit_view(ph) and rp == pp
                compared += 1
        assert rs.stats.replica_reads == 2 * compared and rs.stats.primary_reads == 0, rs.stats
        ctx = SecurityContext("rls-ryw", session_id="w")
        for i in range(4):  # read your writes, as the app role
            content = f"app role fact {i}: the bike shed holds {2000 + i * 11} bikes"  # a lock's number is a secret
            item = await svc.add_explicit_memory(ctx, content, MemoryType.FACT)
            hits = await svc.search_memories(ctx, content, k=3)
            assert hits and hits[0].item.id == item.id
        assert rs.stats.primary_reads == 0, rs.stats


async def test_app_role_on_the_replica_never_returns_another_users_memories(
        cluster: Cluster, seeded: list[SecurityContext], monkeypatch: pytest.MonkeyPatch) -> None:
    """The search's own filter removed: row-level security on the replica alone keeps every caller to
    its own memories and projects, callers alternating on one replica connection."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=app_settings(cluster)) as svc:
        team = await _team(svc)
    cluster.wait_caught_up()
    _strip_app_filter(monkeypatch)
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=app_settings(cluster, pool_max=1)) as svc:
        rs = replicas_of(svc)
        rs.wait = 5.0
        for _ in range(2):  # twice round: each caller after another one on the same connection
            for name, ctx in team.items():
                hits = await svc.search_memories(ctx, "quince jam", k=20)
                assert sorted(h.item.content for h in hits) == TEAM_SEES[name], name
                _profile, hits = await svc.profile_and_search(ctx, "quince jam", k=20)
                assert sorted(h.item.content for h in hits) == TEAM_SEES[name], name
            for ctx in seeded:
                hits = await svc.search_memories(ctx, "likes espresso", k=50)
                assert hits and {h.item.created_by for h in hits} == {ctx.user_id}, ctx
        assert rs.stats.primary_reads == 0 and rs.stats.replica_reads > 0, rs.stats
    # the mutation is real: as the owner, the same stripped search on the replica leaks
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        hits = await svc.search_memories(team["carol"], "quince jam", k=20)
        assert any("alice private" in h.item.content for h in hits)
        assert replicas_of(svc).stats.replica_reads == 1


async def test_app_role_on_the_replica_with_no_caller_sees_nothing(cluster: Cluster,
                                                                   seeded: list[SecurityContext]) -> None:
    import psycopg

    from zeusmem.storage.caller import APP_ROLE, Caller, acting_for, app_role_url

    tables = ("memory_items", "term_stats", "session_messages", "user_profiles", "tombstones")
    count = "SELECT " + ", ".join(f"(SELECT count(*) FROM zeusmem.{t})" for t in tables)
    async with await psycopg.AsyncConnection.connect(cluster.replica_url, autocommit=True) as owner:
        cur = await owner.execute(count)
        owner_counts = await cur.fetchone()
    assert owner_counts is not None and owner_counts[0] >= 60
    # a bare connection of the role on the replica, nothing set
    async with await psycopg.AsyncConnection.connect(app_role_url(cluster.replica_url), autocommit=True) as bare:
        cur = await bare.execute("SELECT current_user, pg_is_in_recovery()")
        assert await cur.fetchone() == (APP_ROLE, True)
        cur = await bare.execute(count)
        assert await cur.fetchone() == (0,) * len(tables)
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=app_settings(cluster)) as svc:
        pool = replicas_of(svc).replicas[0].pool
        assert pool is not None
        async with pool.connection() as conn:
            with acting_for(Caller(seeded[0].user_id, session_id=seeded[0].session_id)):
                cur = await conn.execute("SELECT count(*) FROM zeusmem.memory_items")
                mine = await cur.fetchone()
            cur = await conn.execute(count)  # the connection's caller is gone with the call
            nothing = await cur.fetchone()
        assert mine is not None and mine[0] >= 20
        assert nothing == (0,) * len(tables)


async def test_app_role_on_a_replica_behind_pgbouncer(cluster: Cluster, seeded: list[SecurityContext],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The replica through PgBouncer in transaction mode (one server connection for every caller, the
    settings transaction-local with each statement): concurrent callers, the search's own filter
    removed, each sees only what it may."""
    from psycopg.conninfo import conninfo_to_dict

    from bench.pgbouncer import pgbouncer
    from zeusmem.storage.caller import PooledCallerConnection, app_role_url

    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=app_settings(cluster)) as svc:
        team = await _team(svc)
    cluster.wait_caught_up()
    _strip_app_filter(monkeypatch)
    with pgbouncer(app_role_url(cluster.replica_url), default_pool_size=1) as pooled:
        d = conninfo_to_dict(pooled)
        url = f"postgresql://{d['user']}@{d['host']}:{d['port']}/{conninfo_to_dict(cluster.replica_url)['dbname']}"
        settings = Settings(read_replica_urls=(url + "?pgbouncer=true",), app_database_url="auto")
        async with zeusmem.open_memory(cluster.primary_url, EMB, settings=settings) as svc:
            rs = replicas_of(svc)
            rs.wait = 5.0
            assert rs.replicas[0].connection_class is PooledCallerConnection
            assert rs.replicas[0].kwargs["prepare_threshold"] is None
            pool = rs.replicas[0].pool
            assert pool is not None
            await pool.resize(4, max(4, pool.max_size))  # four client connections on PgBouncer's one, in turn
            await pool.wait(timeout=30)

            async def look(name: str) -> list[str]:
                return sorted(h.item.content for h in await svc.search_memories(team[name], "quince jam", k=20))

            for name in list(team) * 2:  # one after another, each on the next client connection
                assert await look(name) == TEAM_SEES[name], name
            assert rs.stats.replica_reads == 2 * len(team) and rs.stats.primary_reads == 0, rs.stats
            names = list(team) * 6  # at once (a read the replica pool cannot serve in time goes to the primary)
            results = await asyncio.gather(*(look(n) for n in names))
            for name, got in zip(names, results, strict=True):
                assert got == TEAM_SEES[name], name
            assert rs.stats.replica_reads > 2 * len(team), rs.stats
            assert set(rs.stats.by_reason) <= {"no replica connection"}, rs.stats


async def wait_healthy(rs: ReplicaSet, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not all(s["healthy"] for s in rs.status()):
        assert time.monotonic() < deadline, rs.status()
        await asyncio.sleep(0.05)


# --- slow: concurrency with faults, and the measurements of docs/scaling.md ---------------------------

@pytest.mark.slow
async def test_concurrent_sessions_read_their_writes_through_faults(cluster: Cluster) -> None:
    settings = replica_settings(cluster, replica_max_lag=0.5)
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=settings) as svc:
        rs = replicas_of(svc)
        stop = asyncio.Event()
        done: list[int] = []

        async def session(n: int) -> None:
            ctx = SecurityContext(f"conc-{n}", session_id=f"c{n}")
            i = 0
            while not stop.is_set():
                content = f"session {n} fact {i}: bin {n * 1000 + i}"
                item = await svc.add_explicit_memory(ctx, content, MemoryType.FACT)
                hits = await svc.search_memories(ctx, content, k=1)
                assert hits and hits[0].item.id == item.id, (n, i)
                i += 1
            done.append(i)

        tasks = [asyncio.create_task(session(n)) for n in range(8)]
        await asyncio.sleep(2)
        cluster.pause_replay()
        await asyncio.sleep(2)
        cluster.resume_replay()
        await asyncio.sleep(1)
        cluster.kill_replica()
        await asyncio.sleep(1.5)
        cluster.start_replica()
        await wait_healthy(rs)
        await asyncio.sleep(2)
        stop.set()
        await asyncio.gather(*tasks)
        assert sum(done) > 40 and rs.stats.replica_reads > 0, (done, rs.stats)


def _quantiles(xs: list[float]) -> tuple[float, float]:
    qs = statistics.quantiles(xs, n=100)
    return qs[49], qs[94]


@pytest.mark.slow
async def test_measurements(cluster: Cluster, seeded: list[SecurityContext], primary_only: zeusmem.MemoryService,
                            summary_lines: list[str]) -> None:
    """The figures of docs/scaling.md's read replicas section (printed, not asserted beyond sanity)."""
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as svc:
        rs = replicas_of(svc)
        queries = ["likes espresso", "jazz note number", "rust and tea", "pottery 15", "sailing chess"]
        ctxs = seeded

        async def timed(service: zeusmem.MemoryService, i: int) -> float:
            t = time.perf_counter()
            await service.search_memories(ctxs[i % 3], queries[i % 5], k=5)
            return (time.perf_counter() - t) * 1000

        for i in range(50):  # warm: prepared statements, caches
            await timed(svc, i)
            await timed(primary_only, i)
        rep, pri = [], []
        for i in range(500):  # interleaved, so that the machine's load falls on both alike
            rep.append(await timed(svc, i))
            pri.append(await timed(primary_only, i))
        # read your writes: a write, then a search of the same service (replay wait included), next to
        # the same on the primary alone
        ryw, ryw_primary, waits = [], [], []
        for i in range(60):
            for service, out in ((svc, ryw), (primary_only, ryw_primary)):
                ctx = SecurityContext("measure" if service is svc else "measure-p", session_id="m")
                await service.add_explicit_memory(ctx, f"measured fact {i}: shelf {i * 13}", MemoryType.FACT)
                w0 = rs.stats.wait_seconds
                t = time.perf_counter()
                await service.search_memories(ctx, f"shelf {i * 13}", k=3)
                out.append((time.perf_counter() - t) * 1000)
                if service is svc:
                    waits.append((rs.stats.wait_seconds - w0) * 1000)

        async def throughput(service: zeusmem.MemoryService, clients: int, seconds: float = 3.0) -> float:
            count = 0
            end = time.perf_counter() + seconds

            async def client(c: int) -> None:
                nonlocal count
                i = c
                while time.perf_counter() < end:
                    await service.search_memories(ctxs[i % 3], queries[i % 5], k=5)
                    count += 1
                    i += 1

            await asyncio.gather(*(client(c) for c in range(clients)))
            return count / seconds

        tps = {n: (await throughput(svc, n), await throughput(primary_only, n)) for n in (1, 8)}
        rp50, rp95 = _quantiles(rep)
        pp50, pp95 = _quantiles(pri)
        y50, y95 = _quantiles(ryw)
        yp50, yp95 = _quantiles(ryw_primary)
        w50, w95 = _quantiles(waits)
        summary_lines.extend([
            f"search p50/p95 ms: through the replica {rp50:.2f}/{rp95:.2f}; primary {pp50:.2f}/{pp95:.2f} "
            "(500 each, interleaved)",
            f"search right after a write p50/p95 ms: replica {y50:.2f}/{y95:.2f} (replay wait alone "
            f"{w50:.2f}/{w95:.2f}, {rs.stats.wait_timeouts} waits timed out); primary {yp50:.2f}/{yp95:.2f}",
            *(f"{n} concurrent clients, searches/s: through the replica {a:.0f}, primary only {b:.0f}"
              for n, (a, b) in tps.items()),
            f"replica stats: {rs.stats}",
        ])
        assert rp50 > 0 and all(a > 0 for a, _ in tps.values())


@pytest.mark.slow
async def test_app_role_measurements(cluster: Cluster, seeded: list[SecurityContext],
                                     summary_lines: list[str]) -> None:
    """Searches as the owner and as ``zeusmem_app``, through the replica and on the primary alone, the
    four interleaved in rotating order (docs/security.md)."""
    primary_app = Settings(app_database_url="auto")
    async with zeusmem.open_memory(cluster.primary_url, EMB, settings=replica_settings(cluster)) as owner, \
            zeusmem.open_memory(cluster.primary_url, EMB, settings=app_settings(cluster)) as app, \
            zeusmem.open_memory(cluster.primary_url, EMB, settings=Settings()) as p_owner, \
            zeusmem.open_memory(cluster.primary_url, EMB, settings=primary_app) as p_app:
        arms = [("replica owner", owner), ("replica zeusmem_app", app), ("primary owner", p_owner),
                ("primary zeusmem_app", p_app)]
        queries = ["likes espresso", "jazz note number", "rust and tea", "pottery 15", "sailing chess"]
        times: dict[str, list[float]] = {name: [] for name, _ in arms}

        async def timed(service: zeusmem.MemoryService, i: int) -> float:
            t = time.perf_counter()
            await service.search_memories(seeded[i % 3], queries[i % 5], k=5)  # another user each time
            return (time.perf_counter() - t) * 1000

        for i in range(50):
            for _, service in arms:
                await timed(service, i)
        for i in range(600):  # rotating which goes first
            for name, service in arms[i % 4:] + arms[:i % 4]:
                times[name].append(await timed(service, i))
        figures = {name: _quantiles(xs) for name, xs in times.items()}
        summary_lines.append("search p50/p95 ms (600 each, interleaved): " + "; ".join(
            f"{name} {p50:.2f}/{p95:.2f}" for name, (p50, p95) in figures.items()))
        o, a = replicas_of(owner).stats, replicas_of(app).stats
        summary_lines.append(f"replica reads owner/app {o.replica_reads}/{a.replica_reads}, "
                             f"fallbacks {o.primary_reads}/{a.primary_reads}")
        assert replicas_of(app).stats.replica_reads > 0 and all(p50 > 0 for p50, _ in figures.values())
