"""SQL and data access for sessions: the message archive, summaries, state snapshots and the
checkpoint archive. No business rules, no langchain: messages arrive as JSON-ready dicts.

Tables (migration 3, :mod:`zeusmem.storage.migrations`):

* ``zeusmem.session_messages``: every message of a session, once per message id, in the order
  it first appeared (``position``). The source of truth for the transcript: summarization
  removes messages from the checkpointed state, never from here.
* ``zeusmem.session_summaries``: one row per summary: its text, version, model and the
  message ids / positions it covers (derived state, never the source).
* ``zeusmem.session_state_snapshot``: the latest state summary per session (ids, counts,
  pending approvals by name and argument *names*), for listing sessions without loading
  checkpoints. No message text, no argument values.
* ``zeusmem.checkpoint_archive``: rows removed from LangGraph's ``checkpoints``,
  ``checkpoint_blobs`` and ``checkpoint_writes`` by compaction (JSON of the row, the bytea
  column kept as bytea).

LangGraph's checkpoint tables are referenced unqualified, exactly as
``langgraph-checkpoint-postgres`` creates them (the connection's ``search_path``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from datetime import datetime, timedelta
from typing import Any

import psycopg
from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.storage.database import Database
from zeusmem.storage.driver import driver_errors

log = logging.getLogger("zeusmem.storage")

TRY_LOCK = "SELECT pg_try_advisory_lock(hashtextextended(%s, 0))"
SESSION_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('session|' || %(session)s, 0))"

# --- messages -----------------------------------------------------------------------------------

# Positions continue after the session's last one (every user's: zeusmem.session_last_position, run
# as the owner, since row-level security shows the app role only its own), in the order given (WITH ORDINALITY);
# a message already archived keeps its position and is updated only if its content changed
# (e.g. a reviewer-edited tool call keeps its message id).
ARCHIVE_MESSAGES = """
INSERT INTO zeusmem.session_messages AS s
    (session_id, message_id, position, org_id, user_id, message_type, message, content_hash)
SELECT %(session)s, m.message_id,
       coalesce(zeusmem.session_last_position(%(session)s), 0)
         + m.ord,
       %(org)s, %(user)s, m.message_type, m.message, m.content_hash
FROM unnest(%(ids)s::text[], %(types)s::text[], %(messages)s::jsonb[], %(hashes)s::text[])
     WITH ORDINALITY AS m(message_id, message_type, message, content_hash, ord)
ON CONFLICT (session_id, message_id) DO UPDATE
    SET message = EXCLUDED.message, content_hash = EXCLUDED.content_hash,
        message_type = EXCLUDED.message_type, updated_at = now()
    WHERE s.content_hash <> EXCLUDED.content_hash
RETURNING (xmax = 0) AS inserted
"""

TRANSCRIPT = """
SELECT message_id, position, message, summarized_in FROM zeusmem.session_messages
WHERE session_id = %(session)s
  AND (%(user)s::text IS NULL OR user_id = %(user)s)
  AND (%(org)s::text IS NULL OR org_id = %(org)s)
ORDER BY position
"""

POSITIONS = (
    "SELECT message_id, position FROM zeusmem.session_messages"
    " WHERE session_id = %(session)s AND message_id = ANY(%(ids)s)"
)

MARK_SUMMARIZED = (
    "UPDATE zeusmem.session_messages SET summarized_in = %(version)s"
    " WHERE session_id = %(session)s AND message_id = ANY(%(ids)s) AND summarized_in IS NULL"
)

# --- summaries ----------------------------------------------------------------------------------

INSERT_SUMMARY = """
INSERT INTO zeusmem.session_summaries
    (session_id, version, org_id, user_id, summary, model, message_ids, first_message_id,
     last_message_id, first_position, last_position, message_count, previous_version, kept_message_ids)
VALUES (%(session)s,
        coalesce((SELECT max(version) FROM zeusmem.session_summaries WHERE session_id = %(session)s), 0) + 1,
        %(org)s, %(user)s, %(summary)s, %(model)s, %(ids)s, %(first_id)s, %(last_id)s,
        %(first_pos)s, %(last_pos)s, %(count)s,
        (SELECT max(version) FROM zeusmem.session_summaries WHERE session_id = %(session)s),
        %(kept)s)
RETURNING *
"""

SUMMARIES = """
SELECT * FROM zeusmem.session_summaries
WHERE session_id = %(session)s
  AND (%(user)s::text IS NULL OR user_id = %(user)s)
  AND (%(org)s::text IS NULL OR org_id = %(org)s)
ORDER BY version
"""

# --- snapshots ----------------------------------------------------------------------------------

UPSERT_SNAPSHOT = """
INSERT INTO zeusmem.session_state_snapshot AS s
    (session_id, org_id, user_id, project_id, checkpoint_id, message_count, next_nodes,
     pending_approvals, summary_version, updated_at)
VALUES (%(session)s, %(org)s, %(user)s, %(project)s, %(checkpoint_id)s, %(message_count)s,
        %(next)s, %(pending)s,
        (SELECT max(version) FROM zeusmem.session_summaries WHERE session_id = %(session)s), now())
ON CONFLICT (session_id) DO UPDATE SET
    org_id = EXCLUDED.org_id,
    user_id = coalesce(EXCLUDED.user_id, s.user_id),
    project_id = coalesce(EXCLUDED.project_id, s.project_id),
    checkpoint_id = EXCLUDED.checkpoint_id,
    message_count = EXCLUDED.message_count,
    next_nodes = EXCLUDED.next_nodes,
    pending_approvals = EXCLUDED.pending_approvals,
    summary_version = EXCLUDED.summary_version,
    updated_at = now()
RETURNING *
"""

GET_SNAPSHOT = "SELECT * FROM zeusmem.session_state_snapshot WHERE session_id = %(session)s"

MARK_SNAPSHOTS_ARCHIVED = (
    "UPDATE zeusmem.session_state_snapshot SET archived_at = now() WHERE session_id = ANY(%(ids)s)"
)

# --- checkpoint archive -----------------------------------------------------------------------

CHECKPOINT_TABLES_EXIST = (
    "SELECT to_regclass('checkpoints') IS NOT NULL AND to_regclass('checkpoint_blobs') IS NOT NULL"
    " AND to_regclass('checkpoint_writes') IS NOT NULL"
)

# A thread is idle when its newest checkpoint (any namespace) is older than the cut-off;
# only threads with something to compact (more than one checkpoint) are returned.
IDLE_THREADS = """
SELECT thread_id, max((checkpoint ->> 'ts')::timestamptz) AS last_ts, count(*) AS n
FROM checkpoints
GROUP BY thread_id
HAVING max((checkpoint ->> 'ts')::timestamptz) < now() - %(age)s::interval AND count(*) > 1
ORDER BY last_ts
LIMIT %(limit)s
"""

THREAD_SIZES = """
SELECT
  (SELECT count(*) FROM checkpoints WHERE thread_id = ANY(%(ids)s)) AS checkpoints,
  (SELECT coalesce(sum(pg_column_size(c.*)), 0) FROM checkpoints c
    WHERE thread_id = ANY(%(ids)s)) AS checkpoint_bytes,
  (SELECT count(*) FROM checkpoint_blobs WHERE thread_id = ANY(%(ids)s)) AS blobs,
  (SELECT coalesce(sum(pg_column_size(b.*)), 0) FROM checkpoint_blobs b
    WHERE thread_id = ANY(%(ids)s)) AS blob_bytes,
  (SELECT count(*) FROM checkpoint_writes WHERE thread_id = ANY(%(ids)s)) AS writes,
  (SELECT coalesce(sum(pg_column_size(w.*)), 0) FROM checkpoint_writes w
    WHERE thread_id = ANY(%(ids)s)) AS write_bytes
"""

# Copy every row of a thread into the archive under one batch id; after the stock
# keep_latest prune, :data:`UNARCHIVE_LIVE` drops the copies of the rows that were kept
# (of any batch of the thread, so copies left by a run that crashed midway go too).
ARCHIVE_COPY = (
    """
    INSERT INTO zeusmem.checkpoint_archive (batch_id, thread_id, checkpoint_ns, kind, checkpoint_id, row_data)
    SELECT %(batch)s, c.thread_id, c.checkpoint_ns, 'checkpoint', c.checkpoint_id, to_jsonb(c)
    FROM checkpoints c WHERE c.thread_id = %(thread)s
    """,
    """
    INSERT INTO zeusmem.checkpoint_archive
        (batch_id, thread_id, checkpoint_ns, kind, channel, version, row_data, blob)
    SELECT %(batch)s, b.thread_id, b.checkpoint_ns, 'blob', b.channel, b.version, to_jsonb(b) - 'blob', b.blob
    FROM checkpoint_blobs b WHERE b.thread_id = %(thread)s
    """,
    """
    INSERT INTO zeusmem.checkpoint_archive
        (batch_id, thread_id, checkpoint_ns, kind, checkpoint_id, task_id, idx, channel, row_data, blob)
    SELECT %(batch)s, w.thread_id, w.checkpoint_ns, 'write', w.checkpoint_id, w.task_id, w.idx, w.channel,
           to_jsonb(w) - 'blob', w.blob
    FROM checkpoint_writes w WHERE w.thread_id = %(thread)s
    """,
)

UNARCHIVE_LIVE = """
DELETE FROM zeusmem.checkpoint_archive a
WHERE a.thread_id = %(thread)s AND (
    (a.kind = 'checkpoint' AND EXISTS (
        SELECT 1 FROM checkpoints c WHERE c.thread_id = a.thread_id AND c.checkpoint_ns = a.checkpoint_ns
          AND c.checkpoint_id = a.checkpoint_id))
 OR (a.kind = 'blob' AND EXISTS (
        SELECT 1 FROM checkpoint_blobs b WHERE b.thread_id = a.thread_id AND b.checkpoint_ns = a.checkpoint_ns
          AND b.channel = a.channel AND b.version = a.version))
 OR (a.kind = 'write' AND EXISTS (
        SELECT 1 FROM checkpoint_writes w
        WHERE w.thread_id = a.thread_id AND w.checkpoint_ns = a.checkpoint_ns
          AND w.checkpoint_id = a.checkpoint_id AND w.task_id = a.task_id AND w.idx = a.idx))
)
"""

ARCHIVE_BATCH_STATS = (
    "SELECT count(*), coalesce(sum(pg_column_size(a.row_data) + coalesce(octet_length(a.blob), 0)), 0)"
    " FROM zeusmem.checkpoint_archive a WHERE a.batch_id = %(batch)s"
)

DROP_BATCH = "DELETE FROM zeusmem.checkpoint_archive WHERE batch_id = %(batch)s"

ARCHIVED_ROWS = (
    "SELECT kind, checkpoint_ns, checkpoint_id, channel, version, task_id, idx, archived_at"
    " FROM zeusmem.checkpoint_archive WHERE thread_id = %(thread)s ORDER BY id"
)


# --- data access --------------------------------------------------------------------------------


async def archive_messages(
    db: Database, *, session_id: str, user_id: str, org_id: str, rows: Sequence[Mapping[str, Any]]
) -> int:
    """Insert new messages (in the given order) and update changed ones; returns how many were new.

    Each row: ``message_id``, ``message_type``, ``message`` (JSON-ready dict), ``content_hash``.
    """
    if not rows:
        return 0
    params = {
        "session": session_id,
        "user": user_id,
        "org": org_id,
        "ids": [r["message_id"] for r in rows],
        "types": [r["message_type"] for r in rows],
        "messages": [Jsonb(r["message"]) for r in rows],
        "hashes": [r["content_hash"] for r in rows],
    }
    with driver_errors("archiving session messages", detail=True):
        async with db.connection() as conn, conn.transaction():
            await conn.execute(SESSION_LOCK, params)
            cur = await conn.execute(ARCHIVE_MESSAGES, params)
            return sum(1 for (inserted,) in await cur.fetchall() if inserted)


async def transcript_rows(
    db: Database, session_id: str, *, user_id: str | None = None, org_id: str | None = None
) -> list[dict[str, Any]]:
    with driver_errors("reading the transcript", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(TRANSCRIPT, {"session": session_id, "user": user_id, "org": org_id})
            return list(await cur.fetchall())


async def insert_summary(db: Database, params: Mapping[str, Any]) -> dict[str, Any]:
    """Record a summary (next version of the session) and mark the messages it covers."""
    with driver_errors("recording the summary", detail=True):
        async with db.connection() as conn, conn.transaction():
            await conn.execute(SESSION_LOCK, params)
            cur = await conn.execute(POSITIONS, {"session": params["session"], "ids": list(params["ids"])})
            positions = {r[0]: int(r[1]) for r in await cur.fetchall()}
            ids = list(params["ids"])
            p = {
                **params,
                "first_pos": positions.get(ids[0]) if ids else None,
                "last_pos": positions.get(ids[-1]) if ids else None,
                "first_id": ids[0] if ids else None,
                "last_id": ids[-1] if ids else None,
                "count": len(ids),
            }
            async with conn.cursor(row_factory=dict_row) as dcur:
                await dcur.execute(INSERT_SUMMARY, p)
                row = await dcur.fetchone()
            assert row is not None
            await conn.execute(
                MARK_SUMMARIZED, {"session": params["session"], "ids": ids, "version": row["version"]}
            )
            return dict(row)


async def summary_rows(
    db: Database, session_id: str, *, user_id: str | None = None, org_id: str | None = None
) -> list[dict[str, Any]]:
    with driver_errors("reading summaries", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(SUMMARIES, {"session": session_id, "user": user_id, "org": org_id})
            return list(await cur.fetchall())


async def upsert_snapshot(db: Database, params: Mapping[str, Any]) -> dict[str, Any]:
    p = {**params, "pending": Jsonb(list(params["pending"]))}
    with driver_errors("writing the session snapshot", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(UPSERT_SNAPSHOT, p)
            row = await cur.fetchone()
            assert row is not None
            return dict(row)


async def get_snapshot(db: Database, session_id: str) -> dict[str, Any] | None:
    with driver_errors("reading the session snapshot", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(GET_SNAPSHOT, {"session": session_id})
            row = await cur.fetchone()
            return dict(row) if row else None


async def checkpoint_tables_exist(db: Database) -> bool:
    async with db.connection() as conn:
        cur = await conn.execute(CHECKPOINT_TABLES_EXIST)
        row = await cur.fetchone()
        return bool(row and row[0])


async def idle_threads(db: Database, older_than: timedelta, *, limit: int) -> list[tuple[str, datetime, int]]:
    with driver_errors("finding idle threads", detail=True):
        async with db.connection() as conn:
            cur = await conn.execute(IDLE_THREADS, {"age": older_than, "limit": limit})
            return [(r[0], r[1], int(r[2])) for r in await cur.fetchall()]


async def thread_sizes(db: Database, thread_ids: Sequence[str]) -> dict[str, int]:
    with driver_errors("measuring checkpoint tables", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(THREAD_SIZES, {"ids": list(thread_ids)})
            row = await cur.fetchone()
            assert row is not None
            return {k: int(v) for k, v in row.items()}


async def archive_copy(db: Database, *, batch_id: str, thread_id: str) -> None:
    with driver_errors("copying checkpoints to the archive", detail=True):
        async with db.connection() as conn, conn.transaction():
            for stmt in ARCHIVE_COPY:
                await conn.execute(stmt, {"batch": batch_id, "thread": thread_id})


async def archive_finish(db: Database, *, batch_id: str, thread_id: str) -> tuple[int, int]:
    """Drop the archived copies of rows that are still live; returns (rows, bytes) this batch archived."""
    with driver_errors("finishing the checkpoint archive", detail=True):
        async with db.connection() as conn, conn.transaction():
            await conn.execute(UNARCHIVE_LIVE, {"thread": thread_id})
            cur = await conn.execute(ARCHIVE_BATCH_STATS, {"batch": batch_id})
            row = await cur.fetchone()
            assert row is not None
            return int(row[0]), int(row[1])


async def archive_abort(db: Database, *, batch_id: str) -> None:
    with driver_errors("dropping an archive batch", detail=True):
        async with db.connection() as conn:
            await conn.execute(DROP_BATCH, {"batch": batch_id})


async def mark_snapshots_archived(db: Database, session_ids: Sequence[str]) -> None:
    with driver_errors("marking snapshots archived", detail=True):
        async with db.connection() as conn:
            await conn.execute(MARK_SNAPSHOTS_ARCHIVED, {"ids": list(session_ids)})


async def archived_rows(db: Database, thread_id: str) -> list[dict[str, Any]]:
    with driver_errors("reading the checkpoint archive", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(ARCHIVED_ROWS, {"thread": thread_id})
            return list(await cur.fetchall())


#: how often a waiting :func:`session_lock` tries again, and when it says that it waits
LOCK_POLL = 0.1
LOCK_NOTICE_AFTER = 5.0


@asynccontextmanager
async def session_lock(url: str, name: str) -> AsyncIterator[None]:
    """A session-level advisory lock on its own connection (e.g. around a checkpointer's setup).

    Session-level on purpose: the setup it guards builds indexes CONCURRENTLY, which would wait for
    an open lock transaction. So ``url`` must be a direct connection (or session pooling), never
    PgBouncer in transaction mode, where the lock would stay on one server connection
    (:func:`zeusmem.episodic.open_checkpointer` takes care of that).

    Waiters poll ``pg_try_advisory_lock`` instead of blocking in ``pg_advisory_lock``: a blocked
    statement holds a snapshot, and ``CREATE INDEX CONCURRENTLY`` in the holder's setup waits for
    every older snapshot, so with two processes waiting the holder's setup would wait for them
    for ever (a cycle through the application that PostgreSQL cannot detect).
    """
    with driver_errors("connecting for a lock", detail=True):
        conn = await AsyncConnection.connect(url, autocommit=True, connect_timeout=10)
    async with conn:
        waited = 0.0
        while not (await (await conn.execute(TRY_LOCK, (name,))).fetchone() or (False,))[0]:
            if waited <= LOCK_NOTICE_AFTER < waited + LOCK_POLL:
                log.info("waiting for the advisory lock %r (another process holds it)", name)
            await asyncio.sleep(LOCK_POLL)
            waited += LOCK_POLL
        try:
            yield
        finally:
            if not conn.closed:
                await conn.execute("SELECT pg_advisory_unlock(hashtextextended(%s, 0))", (name,))


@contextmanager
def session_lock_sync(url: str, name: str) -> Iterator[None]:
    """:func:`session_lock` for synchronous callers."""
    with driver_errors("connecting for a lock", detail=True):
        conn = psycopg.connect(url, autocommit=True, connect_timeout=10)
    with conn:
        waited = 0.0
        while not (conn.execute(TRY_LOCK, (name,)).fetchone() or (False,))[0]:
            if waited <= LOCK_NOTICE_AFTER < waited + LOCK_POLL:
                log.info("waiting for the advisory lock %r (another process holds it)", name)
            time.sleep(LOCK_POLL)
            waited += LOCK_POLL
        try:
            yield
        finally:
            if not conn.closed:
                conn.execute("SELECT pg_advisory_unlock(hashtextextended(%s, 0))", (name,))
