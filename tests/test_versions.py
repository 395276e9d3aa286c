"""Stable ids and numbered versions, as_of reads, and the migration of per-version ids (#24)."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from conftest import database_before, drop_database

import zeusmem
from zeusmem import InvalidInput, MemoryType, NotFound, SecurityContext, Source, Status
from zeusmem.storage.migrations import MIGRATIONS


async def _tick() -> datetime:
    """An instant strictly between two writes."""
    await asyncio.sleep(0.02)
    t = datetime.now(UTC)
    await asyncio.sleep(0.02)
    return t


async def test_update_keeps_the_id_and_numbers_the_version(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("ids-owner")
    v1 = await memory.add_explicit_memory(ctx, "Lives in Lisbon", MemoryType.FACT)
    assert v1.verified and v1.version == 1
    v2 = await memory.update_memory(ctx, v1.id, content="Lives in Porto")
    assert (v2.id, v2.version) == (v1.id, 2)
    assert v2.verified, "a person's edit of their own memory stays verified"
    current = await memory.get_memory(ctx, v1.id)
    assert (current.content, current.version, current.status) == ("Lives in Porto", 2, Status.ACTIVE)
    first = await memory.get_memory(ctx, v1.id, version=1)
    assert (first.id, first.content, first.status) == (v1.id, "Lives in Lisbon", Status.SUPERSEDED)
    history = await memory.history(ctx, v1.id)
    assert [(h.id, h.version, h.content) for h in history] == [
        (v1.id, 1, "Lives in Lisbon"), (v1.id, 2, "Lives in Porto")]
    # the previous version's own id (supersedes_id) resolves to that version
    assert (await memory.get_memory(ctx, v2.supersedes_id)).content == "Lives in Lisbon"
    v3 = await memory.update_memory(ctx, v1.id, content="Lives in Porto, Portugal", source=Source.AI)
    assert (v3.id, v3.version, v3.verified) == (v1.id, 3, False), "an agent's edit is not verified"
    # a human verifies the version they read: version 2 was read, the agent wrote 3 since
    with pytest.raises(InvalidInput, match=r"not the current version \(3\)"):
        await memory.verify_memory(ctx, v1.id, version=2)
    assert not (await memory.get_memory(ctx, v1.id)).verified
    assert (await memory.verify_memory(ctx, v1.id, version=3)).verified
    # a new version through the same key keeps the id too
    k1 = await memory.add_explicit_memory(ctx, "Editor is vim", MemoryType.PREFERENCE, key="editor")
    k2 = await memory.add_explicit_memory(ctx, "Editor is helix", MemoryType.PREFERENCE, key="editor")
    assert (k2.id, k2.version) == (k1.id, 2)
    hits = await memory.search_memories(ctx, "which editor?")
    assert [h.item.version for h in hits if h.item.id == k1.id] == [2]


async def test_as_of_reads_what_was_recorded_then(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("ids-asof")
    before = await _tick()
    a = await memory.add_explicit_memory(ctx, "Favourite colour is green", MemoryType.PREFERENCE)
    between = await _tick()
    await memory.update_memory(ctx, a.id, content="Favourite colour is purple")
    after = await _tick()
    later = await memory.add_explicit_memory(ctx, "Plays the cello on weekends", MemoryType.HABIT)

    assert (await memory.get_memory(ctx, a.id, as_of=between)).content == "Favourite colour is green"
    assert (await memory.get_memory(ctx, a.id, as_of=after)).content == "Favourite colour is purple"
    with pytest.raises(NotFound):
        await memory.get_memory(ctx, a.id, as_of=before)

    hits = await memory.search_memories(ctx, "favourite colour", as_of=between)
    assert [(h.item.id, h.item.content) for h in hits] == [(a.id, "Favourite colour is green")], "only a then"
    assert [h.item.content for h in await memory.search_memories(ctx, "favourite colour")][0] == (
        "Favourite colour is purple")
    assert await memory.search_memories(ctx, "favourite colour", as_of=before) == []
    listed = await memory.list_memories(ctx, as_of=after)
    assert [i.content for i in listed] == ["Favourite colour is purple"], "created after as_of: absent"
    assert {i.id for i in await memory.list_memories(ctx)} == {a.id, later.id}
    assert "green" in await memory.recall(ctx, as_of=between)
    assert "purple" not in await memory.recall(ctx, as_of=between)
    _profile, ctx_hits = await memory.profile_and_search(ctx, "favourite colour", as_of=between)
    assert [h.item.content for h in ctx_hits] == ["Favourite colour is green"]
    from zeusmem.agent.middleware import MemoryContextMiddleware

    block = await MemoryContextMiddleware(memory, as_of=between)._fetch(ctx, "favourite colour", 2000)
    assert block is not None and "green" in block.text and "purple" not in block.text
    assert a.id in block.memory_ids
    with pytest.raises(zeusmem.ConfigurationError):
        MemoryContextMiddleware(memory, as_of=datetime.now())

    await memory.delete_memory(ctx, a.id)
    for t in (between, after, datetime.now(UTC)):
        assert a.id not in {h.item.id for h in await memory.search_memories(ctx, "favourite colour", as_of=t)}
        assert a.id not in {i.id for i in await memory.list_memories(ctx, as_of=t)}
        with pytest.raises(NotFound):
            await memory.get_memory(ctx, a.id, as_of=t)


async def test_as_of_keeps_the_security_filter(memory: zeusmem.MemoryService) -> None:
    owner, other = SecurityContext("ids-sec-a"), SecurityContext("ids-sec-b")
    m = await memory.add_explicit_memory(owner, "Secret project codename is Bluebird", MemoryType.FACT)
    t = await _tick()
    assert await memory.search_memories(other, "project codename", as_of=t) == []
    assert await memory.list_memories(other, as_of=t) == []
    with pytest.raises(NotFound):
        await memory.get_memory(other, m.id, as_of=t)
    with pytest.raises(NotFound):
        await memory.get_memory(other, m.id, version=1)


async def test_bad_version_and_as_of_are_typed_errors(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("ids-bad")
    m = await memory.add_explicit_memory(ctx, "Uses a standing desk", MemoryType.HABIT)
    for bad in (7, 0, -1, "two", True):
        with pytest.raises(InvalidInput) as e:
            await memory.get_memory(ctx, m.id, version=bad)
        assert e.value.field == "version"
    future = datetime.now(UTC) + timedelta(days=1)
    naive = datetime.now()
    for call in (
        lambda t: memory.get_memory(ctx, m.id, as_of=t),
        lambda t: memory.search_memories(ctx, "desk", as_of=t),
        lambda t: memory.list_memories(ctx, as_of=t),
        lambda t: memory.recall(ctx, as_of=t),
    ):
        for t in (future, naive, "yesterday"):
            with pytest.raises(InvalidInput) as e:
                await call(t)
            assert e.value.field == "as_of"
    with pytest.raises(InvalidInput) as e:
        await memory.update_memory(ctx, m.id, content="Uses a treadmill desk", source="robot")
    assert e.value.field == "source"
    assert [h.version for h in await memory.history(ctx, m.id)] == [1], "nothing written"


def _old_database(admin_url: str) -> tuple[str, int]:
    """A database with the migrations from before stable ids only, holding memories and updates
    written the old way: every version a row of its own id, the first version's id the lineage."""
    url, n = database_before(admin_url, "memory_id_aliases")
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    with psycopg.connect(url, autocommit=True) as conn:
        rows = [  # id, lineage, version, supersedes, content, status, created
            ("mem_a1", "mem_a1", 1, None, "Office is in Berlin", "superseded", t0),
            ("mem_a2", "mem_a1", 2, "mem_a1", "Office is in Hamburg", "superseded", t0 + timedelta(days=1)),
            ("mem_a3", "mem_a1", 3, "mem_a2", "Office is in Munich", "active", t0 + timedelta(days=2)),
            ("mem_b1", "mem_b1", 1, None, "Prefers tea over coffee", "active", t0),
            ("mem_c1", "mem_c1", 1, None, "Team size is four", "superseded", t0),
            ("mem_c2", "mem_c1", 2, "mem_c1", "Team size is five", "active", t0 + timedelta(days=3)),
        ]
        for mid, lin, ver, sup, content, status, created in rows:
            later = [r[6] for r in rows if r[1] == lin and r[2] == ver + 1]
            conn.execute(
                "INSERT INTO zeusmem.memory_items (id, lineage_id, version, supersedes_id, content, memory_type,"
                " scope, scope_id, source, confidence, status, verified, created_by, created_at, updated_at)"
                " VALUES (%s, %s, %s, %s, %s, 'fact', 'user', 'olduser', 'user', 1.0, %s, true, 'olduser', %s, %s)",
                (mid, lin, ver, sup, content, status, created, later[0] if later else created),
            )
        conn.execute("INSERT INTO zeusmem.memory_conflicts (scope, scope_id, memory_a, memory_b, resolution,"
                     " winner, detected_by) VALUES ('user', 'olduser', 'mem_c2', 'mem_a3', 'manual_review',"
                     " 'mem_a3', 'test')")
        conn.execute("INSERT INTO zeusmem.context_snapshots (id, user_id, hash) VALUES ('snap_old', 'olduser', 'h')")
        conn.execute("INSERT INTO zeusmem.context_snapshot_items (snapshot_id, position, kind, item_id, version)"
                     " VALUES ('snap_old', 0, 'memory', 'mem_a2', 2), ('snap_old', 1, 'memory', 'mem_c2', NULL)")
    return url, n


async def test_old_per_version_ids_keep_resolving_after_the_migration(
        pg_admin_url: str, fake_embeddings: zeusmem.testing.DeterministicEmbeddings) -> None:
    url, n = _old_database(pg_admin_url)
    try:
        async with zeusmem.open_memory(url, fake_embeddings, settings=zeusmem.Settings()) as memory:
            ctx = SecurityContext("olduser")
            # the lineage (first) id: the current version
            cur = await memory.get_memory(ctx, "mem_a1")
            assert (cur.id, cur.version, cur.content, cur.status) == ("mem_a1", 3, "Office is in Munich",
                                                                      Status.ACTIVE)
            # every other old version id: its own version, shown under the memory's id
            for old, version, content in (("mem_a2", 2, "Office is in Hamburg"), ("mem_a3", 3, "Office is in Munich"),
                                          ("mem_c2", 2, "Team size is five")):
                item = await memory.get_memory(ctx, old)
                assert (item.version, item.content) == (version, content), old
                assert item.id == ("mem_a1" if old.startswith("mem_a") else "mem_c1")
            assert (await memory.get_memory(ctx, "mem_b1")).content == "Prefers tea over coffee"
            assert (await memory.get_memory(ctx, "mem_c1")).content == "Team size is five"
            assert [(h.id, h.version) for h in await memory.history(ctx, "mem_a3")] == [
                ("mem_a1", 1), ("mem_a1", 2), ("mem_a1", 3)]
            assert (await memory.get_memory(ctx, "mem_a1", version=1)).content == "Office is in Berlin"
            t = datetime(2026, 1, 2, 12, tzinfo=UTC)
            assert (await memory.get_memory(ctx, "mem_a1", as_of=t)).content == "Office is in Hamburg"
            # an update through an old id: the same memory id, the next version; the old id stays on its version
            v4 = await memory.update_memory(ctx, "mem_a3", content="Office is in Vienna")
            assert (v4.id, v4.version) == ("mem_a1", 4)
            assert (await memory.get_memory(ctx, "mem_a3")).content == "Office is in Munich"
            assert (await memory.get_memory(ctx, "mem_a1")).content == "Office is in Vienna"
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT max(version) FROM zeusmem.migrations").fetchone()[0] == len(MIGRATIONS) > n
            assert conn.execute("SELECT memory_a, memory_b, winner FROM zeusmem.memory_conflicts").fetchone() == (
                "mem_c1", "mem_a1", "mem_a1")
            assert conn.execute("SELECT item_id, version FROM zeusmem.context_snapshot_items ORDER BY position"
                                ).fetchall() == [("mem_a1", 2), ("mem_c1", 2)]
            # the term statistics still count exactly the active rows
            stats = conn.execute("SELECT n_active FROM zeusmem.scope_stats WHERE scope_id = 'olduser'").fetchone()
            active = conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE status = 'active'").fetchone()
            assert stats[0] == active[0] == 3
    finally:
        drop_database(pg_admin_url, url)


async def test_replay_shows_a_snapshots_memories_as_they_were(memory: zeusmem.MemoryService,
                                                              database_url: str) -> None:
    from zeusmem.service.snapshots import record_context_snapshot, replay_context_snapshot

    ctx = SecurityContext("ids-replay", session_id="rs1")
    m = await memory.add_explicit_memory(ctx, "Deploys on Tuesdays", MemoryType.HABIT)
    gone = await memory.add_explicit_memory(ctx, "Keeps a cat named Miso", MemoryType.FACT)
    hits = await memory.search_memories(ctx, "deploys tuesdays cat", k=5)
    snap = await record_context_snapshot(memory, ctx, memory_refs=[(h.item.id, h.item.version) for h in hits]
                                         + [m.id], tokens={"memory": 5})
    await memory.update_memory(ctx, m.id, content="Deploys on Thursdays")
    await memory.delete_memory(ctx, gone.id)
    _snap, pairs = await replay_context_snapshot(memory, ctx, snap.id)
    seen = [(ref.id, item.content if item else None) for ref, item in pairs]
    assert (m.id, "Deploys on Tuesdays") in seen and (gone.id, None) in seen
    assert seen[-1] == (m.id, "Deploys on Tuesdays"), "no version recorded: the one active at the snapshot's time"

    exe = Path(sys.executable).parent / "zeusmem"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ZEUSMEM_")}
    env.update(NO_COLOR="1", ZEUSMEM_DATABASE_URL=database_url, ZEUSMEM_EMBEDDINGS="local")
    done = subprocess.run([str(exe), "context", snap.id, "--replay", "--user", "ids-replay", "--json"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)["replay"]
    assert [r["memory"]["content"] if r["memory"] else None for r in shown] == [c for _i, c in seen]


async def test_a_bulk_load_of_old_shape_rows_gets_stable_ids(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("ids-bulk")
    texts = ["Printer is on floor two", "Printer is on floor three"]
    vecs = await memory.embeddings.aembed_documents(texts)
    t0 = datetime(2026, 3, 1, tzinfo=UTC)
    rows = [
        {"id": "bulk_v1", "lineage_id": "bulk_v1", "version": 1, "status": "superseded", "content": texts[0],
         "memory_type": "fact", "scope": "user", "scope_id": "ids-bulk", "created_by": "ids-bulk",
         "confidence": 1.0, "created_at": t0, "updated_at": t0 + timedelta(days=1), "embedding": vecs[0]},
        {"id": "bulk_v2", "lineage_id": "bulk_v1", "version": 2, "supersedes_id": "bulk_v1", "content": texts[1],
         "memory_type": "fact", "scope": "user", "scope_id": "ids-bulk", "created_by": "ids-bulk",
         "confidence": 1.0, "created_at": t0 + timedelta(days=1), "embedding": vecs[1]},
    ]
    report = await memory.bulk_load(rows)
    assert report.loaded == 2
    assert (await memory.get_memory(ctx, "bulk_v1")).content == texts[1]
    assert (await memory.get_memory(ctx, "bulk_v2")).version == 2
    assert [(h.id, h.version) for h in await memory.history(ctx, "bulk_v2")] == [("bulk_v1", 1), ("bulk_v1", 2)]
    hits = await memory.search_memories(ctx, "where is the printer?")
    assert [(h.item.id, h.item.content) for h in hits] == [("bulk_v1", texts[1])]
    then = await memory.search_memories(ctx, "where is the printer?", as_of=t0 + timedelta(hours=12))
    assert [h.item.content for h in then] == [texts[0]]


async def test_as_of_in_a_scope_with_its_own_ann_index(
        fresh_database_url: str, fake_embeddings: zeusmem.testing.DeterministicEmbeddings) -> None:
    settings = zeusmem.Settings(exact_scan_limit=20)
    async with zeusmem.open_memory(fresh_database_url, fake_embeddings, settings=settings) as memory:
        ctx = SecurityContext("ids-ann")
        for i in range(40):
            await memory.add_explicit_memory(ctx, f"Note {i}: sensor {i * 7} reads {i * 13} units", MemoryType.FACT)
        lead = await memory.add_explicit_memory(ctx, "Team lead is Ana Ribeiro", MemoryType.FACT)
        between = await _tick()
        await memory.update_memory(ctx, lead.id, content="Team lead is Bruno Costa")
        await memory.repo.maintain_scope_indexes(20)
        assert await memory.repo.indexed_scopes(refresh=True), "the scope has its own ANN index"
        now = await memory.search_memories(ctx, "Team lead is Ana Ribeiro", k=3)
        assert "Team lead is Bruno Costa" in [h.item.content for h in now]
        assert "Team lead is Ana Ribeiro" not in [h.item.content for h in now]
        then = await memory.search_memories(ctx, "Team lead is Ana Ribeiro", k=3, as_of=between)
        assert then[0].item.content == "Team lead is Ana Ribeiro" and then[0].item.id == lead.id
        assert "Team lead is Bruno Costa" not in [h.item.content for h in then]
        statements = [text for text, _names in memory.repo._search_sql.values()]
        assert any("tq_rare" in t and "ended_at" in t for t in statements), "as_of went through the ANN branch"


async def test_concurrent_updates_of_one_memory_number_versions_once(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("ids-race")
    m = await memory.add_explicit_memory(ctx, "Sprint length is one week", MemoryType.FACT)

    async def edit(i: int) -> int | None:
        try:
            return (await memory.update_memory(ctx, m.id, content=f"Sprint length is {i + 2} weeks")).version
        except InvalidInput as e:  # read a version that another update replaced meanwhile
            assert e.field == "memory_id"
            return None

    done = [v for v in await asyncio.gather(*(edit(i) for i in range(8))) if v is not None]
    history = await memory.history(ctx, m.id)
    assert [h.version for h in history] == list(range(1, len(history) + 1))
    assert sorted(done) == list(range(2, len(history) + 1)) and done
    assert [h.status for h in history].count(Status.ACTIVE) == 1 and history[-1].status is Status.ACTIVE


async def test_old_shape_rows_moved_in_their_batch_end_as_normalize_ids_leaves_them(
        memory: zeusmem.MemoryService) -> None:
    """A batch holding every version of a memory moves them to the current shape before its COPY
    (zeusmem.service.bulk.LineageIds); one row per batch leaves it to normalize_ids after the load.
    Both end with the same ids, pointers and aliases: memories of 1, 2 and 3 versions, one whose
    latest version is not the highest-numbered row, and one whose row holding its id comes last."""
    texts = [f"Report {i} word count changed to {i * 37 % 1000}" for i in range(12)]  # no locker code: a secret
    vecs = await memory.embeddings.aembed_documents(texts)
    t0 = datetime(2026, 2, 1, tzinfo=UTC)

    def rows(p: str) -> list[dict]:
        def r(i: str, lineage: str, v: int, status: str, day: int, sup: str | None = None) -> dict:
            n = len(out)
            return {"id": p + i, "lineage_id": p + lineage, "version": v, "status": status,
                    "supersedes_id": p + sup if sup else None, "content": texts[n], "memory_type": "fact",
                    "scope": "user", "scope_id": p + "u", "created_by": p + "u", "confidence": 0.9,
                    "created_at": t0 + timedelta(days=day), "embedding": vecs[n]}
        out: list[dict] = []
        for spec in (("a1", "a1", 1, "active", 0),
                     ("b1", "b1", 1, "superseded", 0), ("b2", "b1", 2, "active", 1, "b1"),
                     ("c1", "c1", 1, "superseded", 0), ("c2", "c1", 2, "superseded", 1, "c1"),
                     ("c3", "c1", 3, "active", 2, "c2"),
                     ("d2", "d1", 2, "active", 3, "d1"), ("d1", "d1", 1, "superseded", 2),
                     ("e1", "e1", 1, "active", 4), ("e2", "e1", 2, "superseded", 5, "e1")):
            out.append(r(*spec))  # type: ignore[arg-type]
        return out

    async def shape(p: str) -> list[tuple]:
        async with memory.repo.db.connection() as conn:
            cur = await conn.execute(
                "SELECT replace(id, %s, ''), replace(lineage_id, %s, ''), version, status,"
                " replace(supersedes_id, %s, '') FROM zeusmem.memory_items WHERE scope_id = %s ORDER BY 1",
                (p, p, p, p + "u"))
            items = await cur.fetchall()
            cur = await conn.execute(
                "SELECT replace(old_id, %s, ''), replace(lineage_id, %s, ''), version FROM zeusmem.memory_id_aliases"
                " WHERE starts_with(old_id, %s) ORDER BY 1", (p, p, p))
            return items + [("alias", *a) for a in await cur.fetchall()]

    await memory.bulk_load(rows("inb_"))
    await memory.bulk_load(rows("one_"), batch_size=1)
    moved = await shape("inb_")
    assert moved == await shape("one_")
    assert ("b1", "b1", 2, "active", "b1~v1") in moved and ("b1~v1", "b1", 1, "superseded", None) in moved
    assert ("c1", "c1", 3, "active", "c2") in moved and ("c2", "c1", 2, "superseded", "c1~v1") in moved
    assert ("alias", "b2", "b1", 2) in moved and ("alias", "d2", "d1", 2) in moved
    assert ("e1", "e1", 2, "superseded", "e1~v1") in moved  # the highest version is the latest
