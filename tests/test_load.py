"""Load: 50 concurrent writers on one key, 50 concurrent near-duplicates, and a mixed soak.

Each runs twice where it matters: as asyncio tasks over one pool with a connection per writer,
and from several processes. Afterwards the store must reconcile exactly (see
:func:`test_reliability.assert_store_consistent`): versions ``1..50`` without gaps, exactly one
active, every write audited, term and scope statistics equal to a recount.

The soak test (``-m slow``, about 2.5 minutes; a 10-second version runs by default) mixes add,
search, list, update and delete from many contexts, records every acknowledged write, and
then reconciles ids, lineages, tombstones and counts against that record.

This file doubles as the worker script of the multi-process tests
(``python test_load.py URL WORKER N``).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import psycopg
import pytest
from pgvector.psycopg import register_vector

import zeusmem
from zeusmem import (
    GateReason,
    GateRejected,
    InvalidInput,
    MemoryType,
    NotFound,
    PermissionDenied,
    Role,
    Scope,
    SecurityContext,
    Settings,
    Status,
)
from zeusmem.rules import claims
from zeusmem.testing import DeterministicEmbeddings

sys.path.insert(0, str(Path(__file__).parent))
from test_reliability import assert_store_consistent  # noqa: E402

HERE = Path(__file__).resolve()
N_WRITERS = 50
EMB = DeterministicEmbeddings(dims=64, model_name="load-test")
THRESHOLD = 0.85


def same_key_text(i: int) -> str:
    return f"The deploy target chosen by writer number {i} is region eu-{i} with {i * 3} replicas"


def near_duplicate_text(i: int) -> str:
    """Restatements of one fact (rejected as duplicates) and, for every third writer, the same
    sentence with another value (Thursday, six, production: stored, an update is no duplicate);
    "again" says it once more (stored after a plain or "too" version, which it does not restate)."""
    words = ["staging", "deploys", "run", "every", "Friday", "at", "five", "pm", "after", "the", "review"]
    rng = random.Random(i)
    if i % 3 == 0:
        words[rng.choice([1, 4, 6])] = rng.choice(["Thursday", "six", "production"])
    if i % 4 == 0:
        words.append(rng.choice(["again", "usually", "too"]))
    return " ".join(words).capitalize() + rng.choice(["", ".", "!"])


async def _write_same_key(mem: zeusmem.MemoryService, ctx: SecurityContext, i: int) -> str:
    item = await mem.add_explicit_memory(
        ctx, same_key_text(i), MemoryType.FACT, key="deploy_target", tags=["load"]
    )
    return f"{item.id}@{item.version}"  # a memory keeps its id: a write is (id, version)


async def _write_near_duplicate(mem: zeusmem.MemoryService, ctx: SecurityContext, i: int) -> str:
    try:
        return (await mem.add_explicit_memory(ctx, near_duplicate_text(i), MemoryType.FACT)).id
    except GateRejected as e:
        assert e.verdict.reason is GateReason.DUPLICATE, e
        return "rejected"


def _settings(pool: int) -> Settings:
    return Settings(duplicate_threshold=THRESHOLD, max_extractions=10**9, pool_max=pool)


# --- checks ---------------------------------------------------------------------------------------------
def check_one_lineage_of_50(url: str, user: str, ids: list[str]) -> None:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT id, version, status, supersedes_id, lineage_id, content FROM zeusmem.memory_items"
            " WHERE scope = 'user' AND scope_id = %s AND key = 'deploy_target' ORDER BY version",
            (user,),
        ).fetchall()
    assert len(ids) == N_WRITERS and len(set(ids)) == N_WRITERS
    assert sorted(f"{r[4]}@{r[1]}" for r in rows) == sorted(ids), "a writer's version is missing or extra"
    assert rows[-1][0] == rows[-1][4], "the latest version carries the memory's id"
    assert [r[1] for r in rows] == list(range(1, N_WRITERS + 1))
    assert [r[2] for r in rows].count("active") == 1 and rows[-1][2] == "active"
    assert all(r[2] == "superseded" for r in rows[:-1])
    assert len({r[4] for r in rows}) == 1
    assert all(cur[3] == prev[0] for prev, cur in itertools.pairwise(rows))
    assert sorted(r[5] for r in rows) == sorted(same_key_text(i) for i in range(N_WRITERS))


def check_no_duplicates_survive(url: str, user: str, outcomes: list[str]) -> tuple[int, int]:
    with psycopg.connect(url) as conn:
        register_vector(conn)
        rows = conn.execute(
            "SELECT id, embedding, content FROM zeusmem.memory_items WHERE scope = 'user' AND scope_id = %s"
            " AND status = 'active'",
            (user,),
        ).fetchall()
        # the order the gate saw them in: the audit row is written under the scope's lock
        order = dict(conn.execute(
            "SELECT memory_id, min(id) FROM zeusmem.audit_log WHERE scope = 'user' AND scope_id = %s"
            " GROUP BY memory_id", (user,)).fetchall())
    contents = [(r[0], r[2]) for r in rows]
    stored = {r[0] for r in rows}
    accepted = [o for o in outcomes if o != "rejected"]
    assert stored == set(accepted), "accepted writes and stored rows differ"
    vecs = np.array(
        [np.asarray(r[1].to_numpy() if hasattr(r[1], "to_numpy") else r[1], dtype=np.float64) for r in rows]
    )
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    sims = vecs @ vecs.T
    np.fill_diagonal(sims, -1.0)
    # no active memory restates one written before it (the gate's duplicate rule); value changes
    # and one more of the same ("... again" after "... too") may coexist
    text = dict(contents)
    ids = [r[0] for r in rows]
    assert set(ids) <= set(order), "a stored memory has no audit row"
    for a, b in zip(*np.where(sims >= THRESHOLD), strict=True):
        if order[ids[a]] < order[ids[b]]:
            continue
        assert not claims.is_restatement(text[ids[a]], text[ids[b]]), (
            f"two active memories restating each other survived: {text[ids[a]]!r} / {text[ids[b]]!r}"
        )
    # the test means something: the texts really are near-duplicates of each other
    all_vecs = np.array(EMB.embed_documents([near_duplicate_text(i) for i in range(N_WRITERS)]))
    pair = all_vecs @ all_vecs.T
    assert (pair[np.triu_indices(N_WRITERS, 1)] >= THRESHOLD).mean() > 0.5
    return len(accepted), len(outcomes) - len(accepted)


# --- 50 writers, one pool ---------------------------------------------------------------------------------
async def test_50_concurrent_writers_same_key_one_pool(database_url: str) -> None:
    ctx = SecurityContext("same-key-pool")
    async with zeusmem.open_memory(database_url, EMB, settings=_settings(N_WRITERS + 2)) as mem:
        ids = await asyncio.gather(*(_write_same_key(mem, ctx, i) for i in range(N_WRITERS)))
        history = await mem.history(ctx, ids[0].split("@")[0])
        assert [h.version for h in history] == list(range(1, N_WRITERS + 1))
        assert [h.status for h in history].count(Status.ACTIVE) == 1
        hits = await mem.search_memories(ctx, "deploy target region replicas", k=10)
        assert [h.item.key for h in hits].count("deploy_target") == 1
    check_one_lineage_of_50(database_url, ctx.user_id, list(ids))
    assert_store_consistent(database_url)


async def test_50_concurrent_near_duplicates_one_pool(database_url: str) -> None:
    ctx = SecurityContext("near-dup-pool")
    async with zeusmem.open_memory(database_url, EMB, settings=_settings(N_WRITERS + 2)) as mem:
        outcomes = await asyncio.gather(*(_write_near_duplicate(mem, ctx, i) for i in range(N_WRITERS)))
    accepted, rejected = check_no_duplicates_survive(database_url, ctx.user_id, list(outcomes))
    print(f"\nnear-duplicates, one pool: {accepted} stored, {rejected} rejected as duplicates")
    assert_store_consistent(database_url)


# --- 50 writers, several processes ------------------------------------------------------------------------
PROCESSES = 5


def _go(procs: list[subprocess.Popen]) -> None:
    """Wait until every process printed "ready", then release them together."""
    for p in procs:
        assert p.stdout is not None
        line = p.stdout.readline()
        assert line.strip() == "ready", (line, p.stderr.read() if p.stderr and p.poll() is not None else "")
    for p in procs:
        assert p.stdin is not None
        p.stdin.write("go\n")
        p.stdin.flush()


def _run_processes(url: str) -> tuple[list[str], list[str]]:
    """Each process: its share of the same-key writers, then (after a barrier) of the near-duplicates."""
    env = {**os.environ, "PYTHONPATH": str(HERE.parents[1])}
    per = N_WRITERS // PROCESSES
    procs = [
        subprocess.Popen(
            [sys.executable, str(HERE), url, str(w), str(per)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for w in range(PROCESSES)
    ]
    try:
        _go(procs)  # phase 1: same key
        _go(procs)  # phase 2: near-duplicates
        same_key: list[str] = []
        near: list[str] = []
        for p in procs:
            out, err = p.communicate(timeout=300)
            assert p.returncode == 0, err[-3000:]
            a, b = out.strip().splitlines()[-1].split("|")
            same_key += json.loads(a)
            near += json.loads(b)
        return same_key, near
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()


async def _process_main(url: str, worker: int, n: int) -> None:
    async with zeusmem.open_memory(url, EMB, settings=_settings(n + 2)) as mem:
        await mem.repo.model_id(EMB.model_name, EMB.dimensions)  # register the model before the race
        results = []
        for user, write in (("same-key-procs", _write_same_key), ("near-dup-procs", _write_near_duplicate)):
            print("ready", flush=True)
            await asyncio.to_thread(sys.stdin.readline)
            results.append(
                await asyncio.gather(*(write(mem, SecurityContext(user), worker * n + i) for i in range(n)))
            )
    print(json.dumps(results[0]) + "|" + json.dumps(results[1]), flush=True)


@pytest.mark.slow
def test_50_concurrent_writers_several_processes(database_url: str) -> None:
    """Same key, then near-duplicates, from 5 processes x 10 tasks (one pool each)."""
    ids, outcomes = _run_processes(database_url)
    check_one_lineage_of_50(database_url, "same-key-procs", ids)
    accepted, rejected = check_no_duplicates_survive(database_url, "near-dup-procs", outcomes)
    print(f"\nnear-duplicates, {PROCESSES} processes: {accepted} stored, {rejected} rejected as duplicates")
    assert_store_consistent(database_url)


# --- more concurrent writers than pooled connections ----------------------------------------------------
async def _more_writers_than_connections(url: str, prefix: str, work) -> tuple[list, float]:
    async with zeusmem.open_memory(url, EMB, settings=_settings(3)) as mem:  # 3 connections, 12 writers
        args = await work.setup(mem, prefix)
        t0 = time.monotonic()
        results = await asyncio.gather(*(work.run(mem, a) for a in args), return_exceptions=True)
        return results, time.monotonic() - t0


def _distinct(i: int) -> str:
    return f"Release note {i}: " + " ".join(random.Random(i).sample(SOAK_WORDS, 7))


class _Updates:
    @staticmethod
    async def setup(mem, prefix):
        return [
            (
                SecurityContext(f"{prefix}-u{i}"),
                (
                    await mem.add_explicit_memory(
                        SecurityContext(f"{prefix}-u{i}"),
                        f"Writer {i} deploys on day {i} of the sprint",
                        MemoryType.FACT,
                    )
                ).id,
            )
            for i in range(12)
        ]

    @staticmethod
    async def run(mem, a):
        ctx, mid = a
        return await mem.update_memory(ctx, mid, content=f"{ctx.user_id} now deploys on Fridays only")


class _ProjectConflicts:
    @staticmethod
    async def setup(mem, prefix):
        owner = SecurityContext(f"{prefix}-owner", project_id=f"{prefix}-proj")
        await mem.create_project(owner, f"{prefix}-proj")
        for i in range(12):
            await mem.add_project_member(owner, f"{prefix}-proj", f"{prefix}-m{i}", Role.EDITOR)
        types = list(MemoryType)
        for i in range(12):  # one memory per type under the same key: every new one has conflict neighbours
            await mem.add_explicit_memory(owner, _distinct(i), types[i % 8], "project", key="release_day")
        return [
            (SecurityContext(f"{prefix}-m{i}", project_id=f"{prefix}-proj"), types[(i + 3) % 8], i)
            for i in range(12)
        ]

    @staticmethod
    async def run(mem, a):
        ctx, mtype, i = a
        return await mem.add_explicit_memory(ctx, _distinct(100 + i), mtype, "project", key="release_day")


async def test_more_concurrent_updates_than_pooled_connections(database_url: str) -> None:
    """update_memory must not take a second pooled connection inside its transaction (it used to: with
    every connection held by an update waiting for another one, all timed out after 10 s)."""
    results, elapsed = await _more_writers_than_connections(database_url, "pool-upd", _Updates)
    assert [type(r).__name__ for r in results] == ["MemoryItem"] * 12, results
    assert elapsed < 8, f"{elapsed:.1f}s: writers waited for connections"
    assert_store_consistent(database_url)


async def test_more_concurrent_project_writers_than_pooled_connections(database_url: str) -> None:
    """Project-scope writes with same-key neighbours (role checks, conflict resolution) under pool pressure;
    editors may not supersede the owner's keyed memory (PermissionDenied), nothing may time out."""
    results, elapsed = await _more_writers_than_connections(database_url, "pool-cf", _ProjectConflicts)
    kinds = Counter(type(r).__name__ for r in results)
    assert set(kinds) <= {"MemoryItem", "PermissionDenied"} and kinds["MemoryItem"] > 0, kinds
    assert elapsed < 8, f"{elapsed:.1f}s: writers waited for connections"
    assert_store_consistent(database_url)


# --- reads never wait for writes -------------------------------------------------------------------------
# Regression (fixed; was: zeusmem/storage/sql.py search_query, touch_k CTE; called by
# MemoryService.search_memories): the search
# statement updates last_used_at of its hits, so it takes row locks. A search waits for any write transaction
# holding one of its hits, and in the soak it deadlocks with writers that lock the same rows in another order
# (update + conflict resolution, delete of a lineage): "StorageError: database unavailable: deadlock
# detected" from a read. Fix: lock without waiting, e.g. `touched AS (UPDATE ... WHERE x.ctid IN (SELECT
# y.ctid FROM zeusmem.memory_items y WHERE y.ctid IN (SELECT tid FROM touchset) FOR NO KEY UPDATE SKIP
# LOCKED))`, so bookkeeping skips rows a writer holds.
KNOWN_SEARCH_LOCK_BUG = False  # fixed: the touch of last_used_at skips locked rows (SKIP LOCKED)


async def test_search_is_not_blocked_by_a_write_transaction(database_url: str) -> None:
    async with zeusmem.open_memory(database_url, EMB, settings=_settings(4)) as mem:
        ctx = SecurityContext("blocked-reader")
        item = await mem.add_explicit_memory(
            ctx, "Blocking test: prefers oolong tea after lunch", MemoryType.FACT
        )
        async with await psycopg.AsyncConnection.connect(database_url) as writer:
            # a write transaction holding the row (as update_memory, a conflict or a delete would)
            await writer.execute(
                "UPDATE zeusmem.memory_items SET importance = importance WHERE id = %s", (item.id,)
            )
            t0 = time.monotonic()
            try:
                hits = await asyncio.wait_for(mem.search_memories(ctx, "oolong tea"), timeout=5)
            finally:
                elapsed = time.monotonic() - t0
                await writer.rollback()
    assert [h.item.id for h in hits] == [item.id]
    assert elapsed < 2, f"the search waited {elapsed:.1f}s for a writer's row lock"


# --- the soak ----------------------------------------------------------------------------------------------
SOAK_WORDS = [
    "deploy",
    "billing",
    "theme",
    "database",
    "kestrel",
    "launch",
    "editor",
    "budget",
    "tea",
    "vim",
    "python",
    "rust",
    "friday",
    "review",
    "latency",
    "cache",
    "queue",
    "oncall",
    "backup",
    "search",
]


@dataclass
class SoakRecord:
    #: "id@version" -> the previous version's "id@version" (acknowledged writes; a memory keeps its id)
    written: dict[str, str | None] = field(default_factory=dict)
    deleted: set[str] = field(default_factory=set)  # memory ids named in acknowledged deletes
    ops: Counter = field(default_factory=Counter)
    expected_errors: Counter = field(default_factory=Counter)
    unexpected: list[str] = field(default_factory=list)
    leaks: list[str] = field(default_factory=list)


def _soak_contexts(prefix: str) -> list[SecurityContext]:
    ctxs = []
    for org in (None, f"{prefix}-org"):
        for u in range(4):
            for project in (None, f"{prefix}-p{0 if org is None else 1}"):
                for session in (None, f"{prefix}-s{u % 2}"):
                    ctxs.append(
                        SecurityContext(f"{prefix}-u{u}", project_id=project, session_id=session, org_id=org)
                    )
    return ctxs


async def _soak_setup(mem: zeusmem.MemoryService, prefix: str) -> None:
    for org, project in ((None, f"{prefix}-p0"), (f"{prefix}-org", f"{prefix}-p1")):
        owner = SecurityContext(f"{prefix}-u0", org_id=org)
        await mem.create_project(owner, project)
        for u, role in ((1, Role.EDITOR), (2, Role.VIEWER), (3, Role.ADMIN)):
            await mem.add_project_member(owner, project, f"{prefix}-u{u}", role)


def _visible_to(ctx: SecurityContext, item: zeusmem.MemoryItem) -> bool:
    if (item.org_id or None) != ctx.org_id:
        return False
    if item.scope is Scope.USER:
        return item.scope_id == ctx.user_id
    if item.scope is Scope.SESSION:
        return item.scope_id == ctx.session_id and item.created_by == ctx.user_id
    return item.scope_id == ctx.project_id


async def _soak_task(
    mem: zeusmem.MemoryService, ctxs: list[SecurityContext], rec: SoakRecord, seed: int, deadline: float
) -> None:
    rng = random.Random(seed)
    step = 0
    while time.monotonic() < deadline:
        step += 1
        ctx = rng.choice(ctxs)
        text = (
            f"soak {seed}.{step}: "
            + " ".join(rng.choice(SOAK_WORDS) for _ in range(rng.randint(3, 8)))
            + f" #{rng.randrange(10**6)}"
        )
        op = rng.choices(["add", "search", "list", "update", "delete"], weights=[35, 25, 10, 20, 10])[0]
        rec.ops[op] += 1
        try:
            if op == "add":
                scopes = (
                    ["user"]
                    + (["session"] if ctx.session_id else [])
                    + (["project"] if ctx.project_id else [])
                )
                item = await mem.add_explicit_memory(
                    ctx,
                    text,
                    rng.choice(list(MemoryType)),
                    rng.choice(scopes),
                    key=f"key{rng.randint(0, 5)}" if rng.random() < 0.5 else None,
                    tags=rng.sample(SOAK_WORDS, 2),
                    source=rng.choice(["user", "ai"]),
                    visibility=rng.choice(["members", "owner_only", "public"]),
                )
                rec.written[_written(item)] = _previous(item)
            elif op == "search":
                hits = await mem.search_memories(
                    ctx, " ".join(rng.sample(SOAK_WORDS, 2)), k=rng.randint(1, 10)
                )
                rec.leaks += [h.item.id for h in hits if not _visible_to(ctx, h.item)]
            elif op == "list":
                items = await mem.list_memories(ctx, limit=50)
                rec.leaks += [i.id for i in items if not _visible_to(ctx, i)]
            else:
                items = await mem.list_memories(ctx, limit=30)
                if not items:
                    continue
                target = rng.choice(items)
                if op == "update":
                    item = await mem.update_memory(
                        ctx, target.id, content=text, tags=rng.sample(SOAK_WORDS, 1)
                    )
                    rec.written[_written(item)] = _previous(item)
                else:
                    await mem.delete_memory(ctx, target.id, reason="soak")
                    rec.deleted.add(target.id)
        except GateRejected as e:
            rec.expected_errors[f"gate:{e.verdict.reason.value}"] += 1
        except NotFound:
            rec.expected_errors["not_found (deleted concurrently)"] += 1
        except PermissionDenied:
            rec.expected_errors["permission (viewer / editor on another's)"] += 1
        except InvalidInput as e:
            if e.field != "memory_id":
                rec.unexpected.append(f"{op}: {e}")
            rec.expected_errors["changed concurrently"] += 1
        except zeusmem.StorageError as e:
            if KNOWN_SEARCH_LOCK_BUG and op == "search" and "deadlock detected" in str(e):
                rec.expected_errors["search deadlock (known bug, see above)"] += 1
            else:
                rec.unexpected.append(f"{op}: {type(e).__name__}: {e}")
        except Exception as e:  # noqa: BLE001 - everything else is a failure of the soak
            rec.unexpected.append(f"{op}: {type(e).__name__}: {e}")


def _written(item: zeusmem.MemoryItem) -> str:
    return f"{item.id}@{item.version}"


def _previous(item: zeusmem.MemoryItem) -> str | None:
    return f"{item.id}@{item.version - 1}" if item.version > 1 else None


def _reconcile(url: str, prefix: str, rec: SoakRecord) -> dict[str, int]:
    def root(mid: str) -> str:
        return mid.split("@")[0]  # every version of a memory has the memory's id

    lineages: dict[str, list[str]] = defaultdict(list)
    for mid in rec.written:
        lineages[root(mid)].append(mid)
    deleted_lineages = set(rec.deleted)
    with psycopg.connect(url) as conn:
        rows = [
            (f"{r[1]}@{r[6]}", *r[1:6])  # (id@version, lineage, status, scope, scope_id, org)
            for r in conn.execute(
                "SELECT id, lineage_id, status, scope, scope_id, org_id, version FROM zeusmem.memory_items"
                " WHERE created_by LIKE %s",
                (prefix + "-%",),
            ).fetchall()
        ]
        tomb = {
            r[0]: r[1]
            for r in conn.execute(
                "SELECT memory_id, lineage_id FROM zeusmem.tombstones WHERE deleted_by LIKE %s",
                (prefix + "-%",),
            )
        }
        stats = {
            tuple(r[:3]): int(r[3])
            for r in conn.execute(
                "SELECT org_id, scope, scope_id, n_active FROM zeusmem.scope_stats WHERE scope_id LIKE %s",
                (prefix + "-%",),
            )
        }
    stored = {r[0]: r for r in rows}
    gone = {mid for mid in rec.written if root(mid) in set(tomb.values())}
    # every row comes from an acknowledged write, and every acknowledged write is stored or tombstoned
    assert set(stored) | gone == set(rec.written), (
        f"phantom rows: {sorted(set(stored) - set(rec.written))[:5]}, "
        f"lost writes: {sorted(set(rec.written) - set(stored) - gone)[:5]}"
    )
    assert not set(stored) & gone
    # lineages: the record's chains are the database's; deleted ones are entirely tombstoned
    for lineage, ids in lineages.items():
        if lineage in deleted_lineages:
            assert all(i in gone and i not in stored for i in ids), lineage
        else:
            assert all(stored[i][1] == lineage for i in ids), lineage
            active = [i for i in ids if stored[i][2] == "active"]
            # at most one active; none only when a conflict or merge retired the lineage (checked by
            # assert_store_consistent: the reason is recorded)
            assert len(active) <= 1, (lineage, active)
            assert not any(rec.written.get(other) in active for other in ids), (
                "an active version was superseded"
            )
    assert set(tomb.values()) == deleted_lineages
    # per-scope counts: rows, the recorded active set, and scope_stats agree
    active_per_scope = Counter((r[5], r[3], r[4]) for r in rows if r[2] == "active")
    for key in set(active_per_scope) | set(stats):
        assert active_per_scope.get(key, 0) == stats.get(key, 0), key
    return {
        "writes": len(rec.written),
        "lineages": len(lineages),
        "deleted_lineages": len(deleted_lineages),
        "stored_rows": len(stored),
        "active": sum(active_per_scope.values()),
        "tombstones": len(tomb),
    }


async def _soak(url: str, seconds: float, tasks: int, prefix: str) -> None:
    settings = Settings(duplicate_threshold=0.97, max_extractions=10**9, pool_max=tasks + 2)
    rec = SoakRecord()
    async with zeusmem.open_memory(url, EMB, settings=settings) as mem:
        await _soak_setup(mem, prefix)
        ctxs = _soak_contexts(prefix)
        deadline = time.monotonic() + seconds
        await asyncio.gather(*(_soak_task(mem, ctxs, rec, seed, deadline) for seed in range(tasks)))
    assert not rec.unexpected, rec.unexpected[:20]
    assert not rec.leaks, f"search/list returned memories outside the context: {rec.leaks[:10]}"
    summary = _reconcile(url, prefix, rec)
    assert_store_consistent(url)
    print(
        f"\nsoak {seconds:.0f}s x {tasks} tasks: ops {dict(rec.ops)}; expected errors "
        f"{dict(rec.expected_errors)}; reconciled {summary}"
    )
    assert summary["writes"] > 0 and rec.ops["delete"] > 0 and rec.ops["update"] > 0


async def test_soak_short(fresh_database_url: str) -> None:
    await _soak(fresh_database_url, seconds=10, tasks=12, prefix="soak-short")


@pytest.mark.slow
async def test_soak_bounded(fresh_database_url: str) -> None:
    await _soak(fresh_database_url, seconds=150, tasks=24, prefix="soak-long")


if __name__ == "__main__":
    asyncio.run(_process_main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
