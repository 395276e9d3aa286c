"""The consolidation job: merge near-duplicates (provenance kept, confidence recomputed), settle
conflicts, apply retention, expire, archive, garbage-collect; bounded, locked, idempotent."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import psycopg
import pytest

import zeusmem
from zeusmem import MemoryType, SecurityContext, Source, Status
from zeusmem.service.conflicts import list_conflicts
from zeusmem.service.consolidation import (
    combined_confidence,
    run_consolidation,
    start_background_consolidation,
)
from zeusmem.service.events import fetch_events

STATE = (
    "SELECT id, status, version, expires_at, confidence, provenance::text, embedding IS NULL"
    " FROM zeusmem.memory_items ORDER BY id"
)


def db_state(url: str) -> tuple[list, int, int]:
    with psycopg.connect(url) as conn:
        items = conn.execute(STATE).fetchall()
        events = conn.execute("SELECT count(*) FROM zeusmem.memory_events").fetchone()[0]
        conflicts = conn.execute("SELECT count(*) FROM zeusmem.memory_conflicts").fetchone()[0]
    return items, events, conflicts


def sql(url: str, query: str, *params) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(query, params)


async def test_consolidation_run_and_idempotence(memory: zeusmem.MemoryService, database_url: str) -> None:
    # near-duplicates (below the gate's threshold, above the merge threshold used here)
    dup = SecurityContext("co-dup", session_id="co-s1")
    a = await memory.add_explicit_memory(
        dup,
        "User prefers dark mode for the IDE",
        MemoryType.PREFERENCE,
        source=Source.AI,
        provenance={"message_id": "m-1"},
    )
    b = await memory.add_explicit_memory(
        SecurityContext("co-dup", session_id="co-s2"),
        "The user likes a dark theme in the IDE",
        MemoryType.PREFERENCE,
        source=Source.AI,
        provenance={"message_id": "m-2"},
    )
    distinct = await memory.add_explicit_memory(
        dup, "Uses Neovim with a tiling window manager", MemoryType.HABIT
    )
    # a contradiction that predates the write-path check (content changed behind the service's back)
    cf = SecurityContext("co-conflict")
    jenkins = await memory.add_explicit_memory(cf, "The CI provider is Jenkins", MemoryType.FACT)
    other = await memory.add_explicit_memory(cf, "Runs the nightly builds on weekends", MemoryType.FACT)
    sql(
        database_url,
        "UPDATE zeusmem.memory_items SET content = 'The CI provider is GitHub Actions' WHERE id = %s",
        other.id,
    )
    # expiry, archive, retention backfill
    ex = SecurityContext("co-exp")
    due = await memory.add_explicit_memory(ex, "Deploy freeze until Friday", MemoryType.EVENT)
    ancient = await memory.add_explicit_memory(ex, "Sprint 12 demo went well", MemoryType.EVENT)
    legacy = await memory.add_explicit_memory(ex, "Currently rewriting the login page", MemoryType.CONTEXT)
    sql(
        database_url,
        "UPDATE zeusmem.memory_items SET expires_at = now() - interval '1 hour' WHERE id = %s",
        due.id,
    )
    sql(
        database_url,
        "UPDATE zeusmem.memory_items SET expires_at = now() - interval '40 days' WHERE id = %s",
        ancient.id,
    )
    sql(
        database_url,
        "UPDATE zeusmem.memory_items SET expires_at = NULL, created_at = now() - interval '45 days'"
        " WHERE id = %s",
        legacy.id,
    )
    # derived data naming a deleted memory; an old rate-limit row
    gone = await memory.add_explicit_memory(ex, "Has a meeting with the design team", MemoryType.EVENT)
    await memory.upsert_user_profile(ex, profession="Frontend engineer")
    sql(
        database_url,
        "UPDATE zeusmem.user_profiles SET sources = ARRAY[%s, 'mem_keep'] WHERE user_id = 'co-exp'",
        gone.id,
    )
    await memory.delete_memory(ex, gone.id)
    sql(
        database_url,
        "INSERT INTO zeusmem.extraction_log (session_key, created_at)"
        " VALUES ('session::old', now() - interval '3 days')",
    )

    report = await run_consolidation(memory, merge_threshold=0.7)
    assert report.complete and not report.skipped and report.run_id is not None
    assert report.merged == 1
    assert (report.conflicts, report.superseded) == (1, 1)
    assert report.retention_applied == 1 and report.expired == 3  # due, ancient, and legacy (45 days > 30)
    assert report.archived == 1 and report.vectors_collected == 1
    assert report.profiles_cleaned == 1 and report.extraction_log_pruned == 1

    # merged: one active version, all provenance kept, confidence recomputed
    active = await memory.list_memories(dup, memory_type="preference")
    assert len(active) == 1
    merged = active[0]
    assert merged.version == 2 and merged.confidence == pytest.approx(0.91)
    sources = {p["id"]: p for p in merged.provenance["merged_from"]}
    assert merged.id in (a.id, b.id)  # the merged memory keeps the id of the one it kept
    absorbed = b.id if merged.id == a.id else a.id
    assert set(sources) == {absorbed} and sources[absorbed]["session_id"] in ("co-s1", "co-s2")
    assert merged.provenance["message_id"] in ("m-1", "m-2")
    assert (await memory.get_memory(dup, absorbed)).status is Status.SUPERSEDED
    assert (await memory.get_memory(dup, absorbed)).provenance["merged_into"] == merged.id
    assert (await memory.get_memory(dup, distinct.id)).status is Status.ACTIVE
    assert len(await memory.search_memories(dup, "dark theme IDE", memory_type="preference")) == 1
    # conflict: the newer statement of the same user wins, recorded
    assert (await memory.get_memory(cf, jenkins.id)).status is Status.SUPERSEDED
    [c] = await list_conflicts(memory, cf, status=None)
    assert (c.memory_a, c.memory_b, c.resolution, c.detected_by) == (
        jenkins.id,
        other.id,
        "prefer_newer",
        "consolidation",
    )
    # expiry and archive
    assert (await memory.get_memory(ex, due.id)).status is Status.EXPIRED
    assert (await memory.get_memory(ex, legacy.id)).status is Status.EXPIRED
    assert (await memory.get_memory(ex, ancient.id)).status is Status.ARCHIVED
    with psycopg.connect(database_url) as conn:
        assert conn.execute(
            "SELECT embedding IS NULL FROM zeusmem.memory_items WHERE id = %s", (ancient.id,)
        ).fetchone()[0]
        assert conn.execute("SELECT sources FROM zeusmem.user_profiles WHERE user_id = 'co-exp'").fetchone()[
            0
        ] == ["mem_keep"]
        run = conn.execute(
            "SELECT complete, counts FROM zeusmem.consolidation_runs WHERE id = %s", (report.run_id,)
        ).fetchone()
    assert run[0] is True and run[1]["merged"] == 1
    names = [e.event for e in await fetch_events(memory, 0, 10_000)]
    for name in ("memory.consolidated", "memory.expired", "memory.archived", "memory.superseded"):
        assert name in names

    # the second run changes nothing
    before = db_state(database_url)
    again = await run_consolidation(memory, merge_threshold=0.7)
    assert again.changes == 0 and again.complete, again.counts()
    assert db_state(database_url) == before


async def test_bounded_and_locked(memory: zeusmem.MemoryService, database_url: str) -> None:
    ctx = SecurityContext("co-bound")
    texts = ["Quarterly planning happened in March", "The office moved to Berlin", "Hired two new designers"]
    items = [await memory.add_explicit_memory(ctx, t, MemoryType.EVENT) for t in texts]
    sql(
        database_url,
        "UPDATE zeusmem.memory_items SET expires_at = now() - interval '1 minute' WHERE id = ANY(%s)",
        [i.id for i in items],
    )
    first = await run_consolidation(memory, limit=2)
    assert first.expired == 2 and not first.complete
    second = await run_consolidation(memory, limit=2)
    assert second.expired == 1 and second.complete
    # another run in progress: skipped, not queued
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(hashtextextended('zeusmem.consolidation', 0))")
        skipped = await run_consolidation(memory)
        conn.execute("SELECT pg_advisory_unlock(hashtextextended('zeusmem.consolidation', 0))")
    assert skipped.skipped and skipped.changes == 0
    with pytest.raises(zeusmem.InvalidInput):
        await run_consolidation(memory, limit=0)
    with pytest.raises(zeusmem.InvalidInput):
        await run_consolidation(memory, merge_threshold=1.5)


async def test_background_task(memory: zeusmem.MemoryService, database_url: str) -> None:
    with psycopg.connect(database_url) as conn:
        runs = conn.execute("SELECT count(*) FROM zeusmem.consolidation_runs").fetchone()[0]
    task = start_background_consolidation(memory, every=timedelta(hours=1))
    try:
        for _ in range(100):
            await asyncio.sleep(0.1)
            with psycopg.connect(database_url) as conn:
                done = conn.execute(
                    "SELECT count(*) FROM zeusmem.consolidation_runs WHERE finished_at IS NOT NULL"
                ).fetchone()[0]
            if done > runs:
                break
        assert done > runs
    finally:
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task


def test_combined_confidence() -> None:
    from datetime import UTC, datetime

    from zeusmem.types import MemoryItem, Priority, Scope, Sensitivity, Visibility

    now = datetime.now(UTC)

    def item(conf: float, verified: bool = False) -> MemoryItem:
        return MemoryItem(
            "m",
            "x",
            MemoryType.FACT,
            Scope.USER,
            "u",
            Source.AI,
            conf,
            0.5,
            Visibility.MEMBERS,
            Status.ACTIVE,
            Sensitivity.NORMAL,
            Priority.NORMAL,
            verified,
            "u",
            now,
            now,
        )

    assert combined_confidence(item(0.7), item(0.7)) == pytest.approx(0.91)
    assert combined_confidence(item(0.98), item(0.9)) == pytest.approx(0.99)  # capped unless verified
    assert combined_confidence(item(1.0, True), item(0.7)) == 1.0


def test_cli_consolidate_events_conflicts(database_url: str) -> None:
    import json as _json

    from typer.testing import CliRunner

    from zeusmem.cli import app

    env = {"ZEUSMEM_DATABASE_URL": database_url, "ZEUSMEM_EMBEDDINGS": "local", "COLUMNS": "200"}
    runner = CliRunner()
    # its own data, whatever ran before it: two memories (and their events), one changed behind the service's back
    ids = []
    for text in ("The CI provider is Jenkins", "Runs the nightly builds on weekends", "Deploys go out on Tuesdays"):
        res = runner.invoke(app, ["add", text, "--user", "cli-conflict", "--source", "ai", "--json"], env=env)
        assert res.exit_code == 0, res.output
        ids.append(_json.loads(res.stdout)["id"])
    sql(database_url, "UPDATE zeusmem.memory_items SET content = 'The CI provider is GitHub Actions' WHERE id = %s",
        ids[1])
    res = runner.invoke(app, ["consolidate", "--json"], env=env)
    assert res.exit_code == 0, res.output
    data = _json.loads(res.stdout)
    assert data["complete"] is True and data["changes"] >= 1 and "merged" in data
    res = runner.invoke(app, ["consolidate"], env=env)
    assert res.exit_code == 0 and "0 changes" in res.output and "complete" in res.output
    res = runner.invoke(app, ["events", "--limit", "3", "--consumer", "cli-test", "--ack", "--json"], env=env)
    assert res.exit_code == 0, res.output
    first = _json.loads(res.stdout)
    assert len(first) == 3 and first[0]["event"].startswith("memory.")
    res = runner.invoke(app, ["events", "--limit", "1", "--consumer", "cli-test", "--json"], env=env)
    assert _json.loads(res.stdout)[0]["id"] > first[-1]["id"]
    res = runner.invoke(app, ["conflicts", "--user", "cli-conflict", "--status", "all"], env=env)
    assert res.exit_code == 0 and "prefer_newer" in res.output
