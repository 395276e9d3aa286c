"""``bulk_load``'s lexical statistics (migration 21): the insert trigger steps aside inside the load's
transactions and ``zeusmem.apply_bulk_stats`` counts each group of batches once before it commits.

What it leaves must be what the trigger leaves: the same ``term_stats`` / ``scope_stats`` rows as
the same memories inserted by an ordinary statement (which fires the trigger), equal to a recount of
the active rows, with statistics already there before the load (keys upserted, not only inserted),
with writers committing beside the load between its batches, and after a batch that breaks a
constraint (the earlier batches are committed with their counts). On the real embedded database.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
import pytest

import zeusmem
from zeusmem import InvalidInput, SecurityContext
from zeusmem.service import bulk as service_bulk
from zeusmem.storage import bulk as storage_bulk
from zeusmem.testing import DeterministicEmbeddings

EMB = DeterministicEmbeddings(dims=16)
WORDS = ("tea coffee zebra ledger billing green black morning evening garden river mountain piano violin"
         " invoice deploy bucket kernel tulip harbor lantern meadow orbit quartz saffron").split()

_TERMS = "SELECT org_id, scope, scope_id, lexeme, df FROM zeusmem.term_stats WHERE df <> 0 ORDER BY 1, 2, 3, 4"
_SCOPES = ("SELECT org_id, scope, scope_id, n_active, total_len FROM zeusmem.scope_stats WHERE n_active <> 0"
           " ORDER BY 1, 2, 3")
_RECOUNT_TERMS = (
    'SELECT org_id COLLATE "C", scope COLLATE "C", scope_id COLLATE "C", lx COLLATE "C", count(*)::int'
    " FROM zeusmem.memory_items, unnest(tsvector_to_array(tsv)) lx WHERE status = 'active'"
    " GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4")
_RECOUNT_SCOPES = (
    'SELECT org_id COLLATE "C", scope COLLATE "C", scope_id COLLATE "C", count(*), sum(length(tsv))'
    " FROM zeusmem.memory_items WHERE status = 'active' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3")


def _rows(org: str, n: int, prefix: str = "b", kw: str = "topic") -> list[dict[str, Any]]:
    """Memories of two users and a project: repeated words across batches, keys (part of the indexed
    text), and some rows that are not active (counted by nobody)."""
    now = datetime.now(UTC)
    out = []
    for i in range(n):
        scope, sid = [("user", "alice"), ("user", "bob"), ("project", "p1")][i % 3]
        words = [WORDS[(i * 7 + j * 3) % len(WORDS)] for j in range(3 + i % 5)]
        out.append({
            "id": f"{prefix}{i}", "content": f"Note {i % 11}: " + " ".join(words), "memory_type": "fact",
            "scope": scope, "scope_id": sid, "org_id": org, "created_by": "alice", "confidence": 0.8,
            "created_at": now - timedelta(minutes=i),
            "key": f"{kw} {i} {WORDS[i % len(WORDS)]}" if i % 4 == 0 else None,
            "status": "superseded" if i % 9 == 4 else "active", "embedding": EMB.embed_query(f"{prefix}{i}"),
        })
    return out


def _stats(url: str, org: str | None = None) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    with psycopg.connect(url) as conn:
        terms, scopes = conn.execute(_TERMS).fetchall(), conn.execute(_SCOPES).fetchall()
    if org is None:
        return terms, scopes
    return [r[1:] for r in terms if r[0] == org], [r[1:] for r in scopes if r[0] == org]


def _recount(url: str) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    with psycopg.connect(url) as conn:
        return conn.execute(_RECOUNT_TERMS).fetchall(), conn.execute(_RECOUNT_SCOPES).fetchall()


@pytest.fixture
def small_groups(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage_bulk, "GROUP_ROWS", 25)  # several committed groups in a small load
    # the checks one batch of 10 ahead of the COPY: the caller's iterator read where these tests expect it
    monkeypatch.setattr(service_bulk, "LOOKAHEAD_ROWS", 10)


async def test_bulk_statistics_equal_the_triggers(fresh_database_url: str, small_groups: None) -> None:
    url = fresh_database_url
    async with zeusmem.open_memory(url, EMB) as mem:
        # statistics already there: the load upserts existing keys too
        for org in ("bulk", "trig"):
            for r in _rows(org, 12, prefix=f"pre-{org}-", kw="early"):
                with psycopg.connect(url, autocommit=True) as conn:
                    conn.execute(
                        "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id,"
                        " org_id, source, confidence, created_by, key, status) VALUES"
                        " (%s, %s, %s, 'fact', %s, %s, %s, 'user', 0.8, 'alice', %s, %s)",
                        (r["id"], r["id"], r["content"], r["scope"], r["scope_id"], org, r["key"], r["status"]))
        report = await mem.bulk_load(_rows("bulk", 160), batch_size=10)  # 16 batches, 7 groups
        assert report.loaded == 160 and report.phases["stats"] > 0
        # the trigger's path: the same memories (another org) inserted by ordinary statements
        with psycopg.connect(url, autocommit=True) as conn:
            for start in range(0, 160, 40):
                conn.execute(
                    "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id, org_id,"
                    " source, confidence, created_by, key, status, embedding, embedding_model_id, embedding_dims)"
                    " SELECT 't' || id, 't' || id, content, memory_type, scope, scope_id, 'trig', source, confidence,"
                    " created_by, key, status, embedding, embedding_model_id, embedding_dims"
                    " FROM zeusmem.memory_items WHERE org_id = 'bulk' AND id LIKE 'b%%'"
                    " ORDER BY id OFFSET %s LIMIT 40", (start,))
        bulk, trig = _stats(url, "bulk"), _stats(url, "trig")
        assert bulk == trig and len(bulk[0]) > 50 and len(bulk[1]) == 3
        assert _stats(url) == _recount(url)
        # the setting was the load's transactions' only: a write after it is counted by the trigger
        added = await mem.add_explicit_memory(SecurityContext("alice", org_id="bulk"), "A saffron harbor lantern",
                                              zeusmem.MemoryType.FACT)
        assert added.id and _stats(url) == _recount(url)


async def test_writers_beside_the_load_and_a_failed_batch_keep_the_counts(fresh_database_url: str,
                                                                        small_groups: None) -> None:
    url = fresh_database_url
    rows = _rows("", 120)

    def stream() -> Iterator[dict[str, Any]]:
        """The rows, with other writers committing between batches: a new memory in a scope the
        load is writing, a memory of a group already committed superseded, another one deleted."""
        for i, r in enumerate(rows):
            if i in (35, 75):
                with psycopg.connect(url, autocommit=True) as conn:
                    conn.execute(
                        "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id,"
                        " source, confidence, created_by) VALUES (%s, %s, 'zebra meadow quartz', 'fact',"
                        " 'user', 'alice', 'user', 0.9, 'alice')", (f"w{i}", f"w{i}"))
                    conn.execute("UPDATE zeusmem.memory_items SET status = 'superseded' WHERE id = %s",
                                 (f"b{i - 30}",))
                    conn.execute("DELETE FROM zeusmem.memory_items WHERE id = %s", (f"b{i - 29}",))
            yield r

    async with zeusmem.open_memory(url, EMB) as mem:
        report = await mem.bulk_load(stream(), batch_size=10)
        assert report.loaded == 120
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE id LIKE 'w%'").fetchone() == (2,)
        assert _stats(url) == _recount(url)
        # a batch that breaks a constraint: the batches before it stay, counted; nothing of it
        more = _rows("", 50, prefix="c", kw="later")
        with pytest.raises(InvalidInput, match="constraint"):
            await mem.bulk_load([*more[:30], {**more[30], "id": "b0"}, *more[31:]], batch_size=10)
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT count(*) FROM zeusmem.memory_items WHERE id LIKE 'c%'").fetchone() == (30,)
        assert _stats(url) == _recount(url)


async def test_bulk_statistics_as_the_restricted_application_role(fresh_database_url: str) -> None:
    """Behind ``app_database_url`` (row-level security) the load counts its rows as well: the
    counting function runs as the owner, as the trigger does."""
    if os.environ.get("ZEUSMEM_DATABASE_URL", "").strip():
        pytest.skip("the restricted role is set up by the embedded database's default path")
    settings = zeusmem.Settings(app_database_url="auto")
    async with zeusmem.open_memory(fresh_database_url, EMB, settings=settings) as mem:
        assert mem.repo.db.restricted
        report = await mem.bulk_load(_rows("", 40), batch_size=10)
        assert report.loaded == 40
    assert _stats(fresh_database_url) == _recount(fresh_database_url)


async def test_an_iterator_that_fails_leaves_the_batches_before_it_counted(fresh_database_url: str,
                                                                          small_groups: None) -> None:
    url = fresh_database_url
    rows = _rows("", 40, prefix="f")

    def stream() -> Iterator[dict[str, Any]]:
        for i, r in enumerate(rows):
            if i == 33:  # read before rows 20-29 are copied; rows 0-19: a group not committed yet
                raise RuntimeError("the source went away")
            yield r

    async with zeusmem.open_memory(url, EMB) as mem:
        with pytest.raises(RuntimeError, match="went away"):
            await mem.bulk_load(stream(), batch_size=10)
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT count(*) FROM zeusmem.memory_items").fetchone() == (20,)
    assert _stats(url) == _recount(url) and _stats(url)[0]  # committed as the load ended, counted


async def test_the_checks_run_ahead_of_the_copy(fresh_database_url: str, small_groups: None,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The batches after the one being copied are read and checked ahead, up to ``LOOKAHEAD_ROWS``
    rows (so the checks go on while the server counts a group's statistics); the load is the same."""
    url = fresh_database_url
    monkeypatch.setattr(service_bulk, "LOOKAHEAD_ROWS", 30)
    rows = _rows("", 100, prefix="a")
    read = 0

    def stream() -> Iterator[dict[str, Any]]:
        nonlocal read
        for r in rows:
            read += 1
            yield r

    read_at_copy: list[int] = []
    copy = storage_bulk.BulkSession.copy

    async def spied(self: storage_bulk.BulkSession, batch: Any, **kw: Any) -> int:
        read_at_copy.append(read)
        return await copy(self, batch, **kw)

    monkeypatch.setattr(storage_bulk.BulkSession, "copy", spied)
    async with zeusmem.open_memory(url, EMB) as mem:
        report = await mem.bulk_load(stream(), batch_size=10)
    assert report.loaded == 100
    # batch k is copied once batches k+1..k+3 are read (the 100 rows' end aside)
    assert read_at_copy == [min(100, 10 * (k + 4)) for k in range(10)]
    assert _stats(url) == _recount(url)
