"""The consolidation job's repository: its run lock and run rows, the bounded batch statements of each
step and the reads that find work (their SQL in :mod:`zeusmem.storage.lifecycle_sql`).

:mod:`zeusmem.service.consolidation` decides what to merge and how to settle conflicts; the
statements are here. Functions taking a ``conn`` run on the caller's connection (the run's lock
transaction, a step's connection or a merge's transaction); those taking a :class:`Database`
check one out. A batched step runs its statement :data:`BATCH` rows at a time and returns
``(rows changed, complete)``: ``complete`` is False when it stopped at its ``limit``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from psycopg.types.json import Jsonb

from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage.conflicts import item_rows
from zeusmem.storage.database import Connection, Database
from zeusmem.storage.repository import Repository
from zeusmem.storage.versions import RENAME
from zeusmem.types import MemoryItem

BATCH = 500


async def try_lock_run(conn: Connection) -> bool:
    """The database-wide run lock, for ``conn``'s open transaction; False when another run holds it."""
    cur = await conn.execute(lq.CONSOLIDATION_LOCK)
    row = await cur.fetchone()
    return bool(row and row[0])


async def start_run(conn: Connection, *, org: str | None) -> int | None:
    """A new run row; its id."""
    cur = await conn.execute(lq.START_RUN, {"org": org})
    row = await cur.fetchone()
    return int(row[0]) if row else None


async def finish_run(conn: Connection, run_id: int | None, *, complete: bool, counts: Mapping[str, int]) -> None:
    await conn.execute(lq.FINISH_RUN, {"id": run_id, "complete": complete, "counts": Jsonb(dict(counts))})


async def apply_retention(
    conn: Connection, *, org: str | None, after: str, scan: int, defaults: Mapping[str, Any]
) -> tuple[str | None, int, int]:
    """``expires_at`` from the policy TTL (``defaults`` where no policy sets one) for up to ``scan``
    active items after ``after`` (id order) written without one: (last id scanned, scanned, updated)."""
    cur = await conn.execute(
        lq.APPLY_RETENTION,
        {"org": org, "actor": lq.SYSTEM_ACTOR, "after": after, "scan": scan, "defaults": Jsonb(dict(defaults))},
    )
    last, n, updated = await cur.fetchone() or (None, 0, 0)
    return last, int(n or 0), int(updated or 0)


async def _loop(conn: Connection, query: Any, params: Mapping[str, Any], limit: int) -> tuple[int, bool]:
    """Run a batched statement until it returns fewer rows than a batch or ``limit`` is reached."""
    total = 0
    while total < limit:
        batch = min(BATCH, limit - total)
        cur = await conn.execute(query, {**params, "limit": batch})
        n = len(await cur.fetchall())
        total += n
        if n < batch:
            return total, True
    return total, False


def _base(org: str | None) -> dict[str, Any]:
    """Every step's parameters: the organisation (None: all) and the system actor of its audit rows."""
    return {"org": org, "actor": lq.SYSTEM_ACTOR}


async def expire_due(conn: Connection, *, org: str | None, limit: int) -> tuple[int, bool]:
    """Active items past ``expires_at`` become ``expired``."""
    return await _loop(conn, lq.EXPIRE_DUE, _base(org), limit)


async def archive_expired(
    conn: Connection, *, org: str | None, archive_after_s: int, limit: int
) -> tuple[int, bool]:
    """Items expired longer than ``archive_after_s`` seconds become ``archived``."""
    return await _loop(conn, lq.ARCHIVE_EXPIRED, {**_base(org), "archive_after": archive_after_s}, limit)


async def collect_archived_vectors(conn: Connection, *, org: str | None, limit: int) -> tuple[int, bool]:
    return await _loop(conn, lq.COLLECT_ARCHIVED_VECTORS, _base(org), limit)


async def collect_kb_orphans(
    conn: Connection, *, org: str | None, limit: int
) -> list[tuple[int, bool]]:
    """Chunks of deleted documents, from every model's table: (collected, complete) per table."""
    cur = await conn.execute(lq.kb_tables_query())
    return [
        await _loop(conn, lq.kb_orphan_chunks(table), _base(org), limit) for (table,) in await cur.fetchall()
    ]


async def clean_profile_sources(conn: Connection, *, org: str | None) -> int:
    """Deleted ids out of the user and project profiles' ``sources``: the profiles cleaned."""
    cleaned = 0
    for query in (lq.CLEAN_USER_PROFILE_SOURCES, lq.CLEAN_PROJECT_PROFILE_SOURCES):
        cur = await conn.execute(query, _base(org))
        cleaned += len(await cur.fetchall())
    return cleaned


async def prune_extraction_log(conn: Connection, *, org: str | None, limit: int) -> tuple[int, bool]:
    """The rate-limit log older than a day."""
    return await _loop(conn, lq.PRUNE_EXTRACTION_LOG, _base(org), limit)


async def expire_stale_candidates(
    conn: Connection, *, org: str | None, candidate_ttl_s: int, limit: int
) -> tuple[int, bool]:
    return await _loop(
        conn, lq.EXPIRE_STALE_CANDIDATES, {**_base(org), "candidate_ttl": candidate_ttl_s}, limit
    )


async def prune_snapshots(
    conn: Connection, *, org: str | None, retention_s: int, limit: int
) -> tuple[int, bool]:
    return await _loop(conn, lq.PRUNE_SNAPSHOTS, {**_base(org), "snapshot_retention": retention_s}, limit)


async def models(db: Database) -> list[tuple[int, int]]:
    """(id, dims) of every embedding model."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.LIST_MODELS)
        return [(int(m), int(d)) for m, d in await cur.fetchall()]


async def near_duplicate_pairs(
    db: Database, *, model_id: int, dims: int, org: str | None, after: str, scan: int, threshold: float,
    indexed: tuple[str, str, str] | None = None, ann_kind: str = "vector",
) -> tuple[list[tuple[str, str, float]], str | None, int]:
    """For ``scan`` active items of one model after ``after`` (id order) in one group (the scope
    ``indexed``, which has an ANN index of its own, or every scope without one): the near-duplicate
    pairs (a id, b id, cosine) at or above ``threshold``, the last *scanned* id (the scan cursor:
    pairs only hold matches) and how many were scanned. ``ann_kind``: the key type of that scope's
    index (:data:`zeusmem.storage.sql.ANN_KEY_TYPES`)."""
    params = {"org": org, "after": after, "scan": scan, "threshold": threshold}
    async with db.connection() as conn:
        cur = await conn.execute(lq.near_duplicate_pairs_query(model_id, dims, indexed, ann_kind), params)
        pairs = [(a, b, float(sim)) for a, b, sim in await cur.fetchall()]
        cur2 = await conn.execute(lq.merge_scan_cursor_query(model_id, indexed), params)
        last, n = await cur2.fetchone() or (None, 0)
    return pairs, last, int(n or 0)


async def rename_version(conn: Connection, memory_id: str, archive_id: str) -> None:
    """Give the (already superseded) row of ``memory_id`` the id ``archive_id``, so the memory's
    next version can take its id (:mod:`zeusmem.storage.versions`)."""
    await conn.execute(RENAME, {"id": memory_id, "archive": archive_id})


async def copy_as_new_version(
    conn: Connection, repo: Repository, *, new_id: str, memory_id: str, confidence: float,
    provenance: Mapping[str, Any],
) -> tuple[MemoryItem, str]:
    """A new active version ``new_id`` of ``memory_id`` (same content and vector) with ``confidence``
    and ``provenance``: (item, lineage id)."""
    rows = await item_rows(
        conn,
        repo,
        lq.copy_as_new_version(),
        {"new_id": new_id, "id": memory_id, "confidence": confidence, "provenance": Jsonb(dict(provenance))},
    )
    return rows[0]


async def conflict_scan(db: Database, repo: Repository, *, org: str | None, scan: int) -> list[tuple[MemoryItem, str]]:
    """Up to ``scan`` active items that may hold a claim: (item, lineage id)."""
    async with db.connection() as conn:
        return await item_rows(conn, repo, lq.conflict_scan_query(), {"org": org, "scan": scan})
