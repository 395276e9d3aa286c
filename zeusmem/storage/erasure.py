"""SQL of erasing a person (:mod:`zeusmem.service.erasure`): every statement that reads or removes
one person's rows across the tables, and the receipts that record it.

The erasure runs in table groups (:data:`GROUPS`), each one transaction that also records its
progress on the receipt (``zeusmem.erasure_receipts``), so a second run continues after the last
group that committed. The order matters: the tables that say which threads and sessions are the
person's (``session_messages``, ``session_state_snapshot``, ...) go last, so a run interrupted
earlier still finds them.

* ``keys``: the person's data keys, when the table ``zeusmem.data_keys`` exists (crypto-shredding).
* ``checkpoints``: LangGraph's ``checkpoints``, ``checkpoint_blobs``, ``checkpoint_writes`` and
  ``zeusmem.checkpoint_archive`` of the person's threads.
* ``memories``: user- and session-scope memories of every version, their tombstones, audit rows,
  events and conflicts, the scopes' term statistics, profile sources and scope indexes, user-scope
  knowledge documents (and their chunks), the extraction rate log.
* ``project``: what stays for the teams, de-identified: project memories they wrote (creator,
  source id, provenance, transcript context terms), tombstones, audit rows, events, conflicts,
  decisions, memberships, projects, policies and documents naming them get the receipt's alias.
* ``sessions``: candidates, context snapshots, profile and settings, summaries, transcripts and
  state snapshots.

Erasure spans one person's data across every scope, so with row-level security it runs on the
owner's connection (a maintenance job), not as a caller. All of its SQL is here.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import psycopg
from psycopg import AsyncConnection, sql
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.errors import StorageError
from zeusmem.storage.database import Database
from zeusmem.storage.driver import driver_errors

#: the person's lock: two erasures of one person never run a group at once
LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('erase|' || %(org)s || '|' || %(user)s, 0))"

# --- which sessions (threads) are the person's ---------------------------------------------------

#: session ids the person's rows name (their transcripts, summaries, snapshots, candidates, session memories)
_MINE = """
    SELECT session_id AS sid FROM zeusmem.session_messages WHERE org_id = %(org)s AND user_id = %(user)s
    UNION SELECT session_id FROM zeusmem.session_summaries WHERE org_id = %(org)s AND user_id = %(user)s
    UNION SELECT session_id FROM zeusmem.session_state_snapshot WHERE org_id = %(org)s AND user_id = %(user)s
    UNION SELECT session_id FROM zeusmem.context_snapshots
          WHERE org_id = %(org)s AND user_id = %(user)s AND session_id IS NOT NULL
    UNION SELECT session_id FROM zeusmem.memory_candidates
          WHERE org_id = %(org)s AND user_id = %(user)s AND session_id IS NOT NULL
    UNION SELECT scope_id FROM zeusmem.memory_items
          WHERE org_id = %(org)s AND scope = 'session' AND created_by = %(user)s"""

#: the sessions only the person's rows name: a session id someone else's rows use too (another
#: person, or the same id in another org) stays theirs
_NOT_SOMEONE_ELSES = """
  AND NOT EXISTS (SELECT 1 FROM zeusmem.session_messages o WHERE o.session_id = m.sid
                  AND (o.org_id, o.user_id) IS DISTINCT FROM (%(org)s, %(user)s))
  AND NOT EXISTS (SELECT 1 FROM zeusmem.session_summaries o WHERE o.session_id = m.sid
                  AND (o.org_id, o.user_id) IS DISTINCT FROM (%(org)s, %(user)s))
  AND NOT EXISTS (SELECT 1 FROM zeusmem.session_state_snapshot o WHERE o.session_id = m.sid
                  AND (o.org_id, o.user_id) IS DISTINCT FROM (%(org)s, %(user)s))
  AND NOT EXISTS (SELECT 1 FROM zeusmem.memory_items o WHERE o.org_id = %(org)s AND o.scope = 'session'
                  AND o.scope_id = m.sid AND o.created_by <> %(user)s)"""
EXCLUSIVE_SESSIONS = f"SELECT m.sid FROM ({_MINE}) m WHERE m.sid IS NOT NULL{_NOT_SOMEONE_ELSES}"

CHECKPOINT_TABLES_EXIST = (
    "SELECT to_regclass('checkpoints') IS NOT NULL AND to_regclass('checkpoint_blobs') IS NOT NULL"
    " AND to_regclass('checkpoint_writes') IS NOT NULL"
)

#: threads whose checkpoints name the person (LangGraph copies the run's configurable user_id and
#: org_id into the metadata) or that are sessions only the person's rows name -- unless a checkpoint
#: of the thread names someone else: a shared thread is left (and counted) for an operator to decide
_NAMES_HER = "(c.metadata ->> 'user_id' = %(user)s AND coalesce(c.metadata ->> 'org_id', '') = %(org)s)"
_SOMEONE_ELSE = """EXISTS (SELECT 1 FROM checkpoints o WHERE o.thread_id = c.thread_id AND o.metadata ? 'user_id'
        AND (o.metadata ->> 'user_id' <> %(user)s OR coalesce(o.metadata ->> 'org_id', '') <> %(org)s))"""
THREADS = f"""
SELECT DISTINCT c.thread_id FROM checkpoints c
WHERE ({_NAMES_HER} OR c.thread_id = ANY(%(sids)s)) AND NOT {_SOMEONE_ELSE}
UNION
SELECT DISTINCT a.thread_id FROM zeusmem.checkpoint_archive a
WHERE a.kind = 'checkpoint' AND a.row_data -> 'metadata' ->> 'user_id' = %(user)s
  AND coalesce(a.row_data -> 'metadata' ->> 'org_id', '') = %(org)s
  AND NOT EXISTS (SELECT 1 FROM checkpoints c WHERE c.thread_id = a.thread_id AND {_SOMEONE_ELSE})
"""
SHARED_THREADS = f"SELECT count(DISTINCT c.thread_id) FROM checkpoints c WHERE {_NAMES_HER} AND {_SOMEONE_ELSE}"

DELETE_CHECKPOINTS = (
    ("checkpoint_writes", "DELETE FROM checkpoint_writes WHERE thread_id = ANY(%(threads)s)"),
    ("checkpoint_blobs", "DELETE FROM checkpoint_blobs WHERE thread_id = ANY(%(threads)s)"),
    ("checkpoints", "DELETE FROM checkpoints WHERE thread_id = ANY(%(threads)s)"),
)
DELETE_CHECKPOINT_ARCHIVE = "DELETE FROM zeusmem.checkpoint_archive WHERE thread_id = ANY(%(threads)s)"

# --- the person's memories ------------------------------------------------------------------------

#: the person's own memories: their user scope, and session memories they wrote
_MINE_ITEMS = (
    "org_id = %(org)s AND ((scope = 'user' AND scope_id = %(user)s)"
    " OR (scope = 'session' AND created_by = %(user)s))"
)
LINEAGES = f"""
SELECT lineage_id FROM zeusmem.memory_items WHERE {_MINE_ITEMS}
UNION SELECT lineage_id FROM zeusmem.tombstones WHERE {_MINE_ITEMS.replace('created_by', 'deleted_by')}
"""
ITEM_IDS = f"SELECT id FROM zeusmem.memory_items WHERE {_MINE_ITEMS}"

#: (kind, statement) in order; each statement's row count goes into the receipt under its kind
DELETE_MEMORIES: tuple[tuple[str, str], ...] = (
    ("conflicts", """DELETE FROM zeusmem.memory_conflicts WHERE org_id = %(org)s AND (
        (scope = 'user' AND scope_id = %(user)s) OR memory_a = ANY(%(ids)s) OR memory_b = ANY(%(ids)s))"""),
    ("audit_rows", """DELETE FROM zeusmem.audit_log WHERE org_id = %(org)s AND (
        (scope = 'user' AND scope_id = %(user)s) OR (scope = 'session' AND actor = %(user)s)
        OR lineage_id = ANY(%(lineages)s) OR memory_id = ANY(%(ids)s))"""),
    ("events", """DELETE FROM zeusmem.memory_events WHERE org_id = %(org)s AND (
        (scope = 'user' AND scope_id = %(user)s) OR (scope = 'session' AND actor = %(user)s)
        OR lineage_id = ANY(%(lineages)s) OR memory_id = ANY(%(ids)s))"""),
    ("tombstones", """DELETE FROM zeusmem.tombstones WHERE org_id = %(org)s AND (
        (scope = 'user' AND scope_id = %(user)s) OR (scope = 'session' AND deleted_by = %(user)s)
        OR lineage_id = ANY(%(lineages)s))"""),
    ("memories", f"DELETE FROM zeusmem.memory_items WHERE {_MINE_ITEMS}"),
    ("term_stats", """DELETE FROM zeusmem.term_stats t WHERE t.org_id = %(org)s AND (
        (t.scope = 'user' AND t.scope_id = %(user)s)
        OR (t.scope = 'session' AND t.scope_id = ANY(%(sids)s) AND NOT EXISTS (
            SELECT 1 FROM zeusmem.memory_items m WHERE m.org_id = t.org_id AND m.scope = 'session'
              AND m.scope_id = t.scope_id)))"""),
    ("scope_stats", """DELETE FROM zeusmem.scope_stats t WHERE t.org_id = %(org)s AND (
        (t.scope = 'user' AND t.scope_id = %(user)s)
        OR (t.scope = 'session' AND t.scope_id = ANY(%(sids)s) AND NOT EXISTS (
            SELECT 1 FROM zeusmem.memory_items m WHERE m.org_id = t.org_id AND m.scope = 'session'
              AND m.scope_id = t.scope_id)))"""),
    ("profile_sources", """DELETE FROM zeusmem.profile_sources
        WHERE org_id = %(org)s AND scope = 'user' AND scope_id = %(user)s"""),
    ("knowledge_documents", """DELETE FROM zeusmem.kb_documents
        WHERE org_id = %(org)s AND scope = 'user' AND scope_id = %(user)s"""),
    ("extraction_log", """DELETE FROM zeusmem.extraction_log
        WHERE session_key = 'user:' || %(org)s || ':' || %(user)s
           OR session_key = ANY(ARRAY(SELECT 'session:' || %(org)s || ':' || s FROM unnest(%(sids)s::text[]) s))"""),
)

#: the scope indexes of the person's scopes (their partial predicate names the scope id)
SCOPE_INDEXES = """
SELECT s.index_name FROM zeusmem.scope_indexes s WHERE s.org_id = %(org)s AND (
    (s.scope = 'user' AND s.scope_id = %(user)s)
    OR (s.scope = 'session' AND s.scope_id = ANY(%(sids)s) AND NOT EXISTS (
        SELECT 1 FROM zeusmem.memory_items m WHERE m.org_id = s.org_id AND m.scope = 'session'
          AND m.scope_id = s.scope_id)))
"""
UNREGISTER_SCOPE_INDEXES = "DELETE FROM zeusmem.scope_indexes WHERE index_name = ANY(%(names)s)"

KB_TABLES = (
    "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
    " WHERE n.nspname = 'zeusmem' AND c.relkind = 'r' AND c.relname ~ '^knowledge_base_m[0-9]+$'"
)


def _drop_index(name: str) -> sql.Composed:
    return sql.SQL("DROP INDEX IF EXISTS zeusmem.{}").format(sql.Identifier(name))


def _delete_user_chunks(table: str) -> sql.Composed:
    return sql.SQL(
        "DELETE FROM {t} WHERE org_id = %(org)s AND scope = 'user' AND scope_id = %(user)s"
    ).format(t=sql.Identifier("zeusmem", table))


# --- what stays for the teams, de-identified ------------------------------------------------------

#: a JSON value with every string equal to the person's id replaced by the alias
_QUOTED = "to_json(%(user)s::text)::text"


def _scrub(col: str) -> str:
    return f"replace({col}::text, {_QUOTED}, to_json(%(alias)s::text)::text)::jsonb"


def _names(col: str) -> str:
    return f"strpos({col}::text, {_QUOTED}) > 0"


#: provenance keys that point into the person's (erased) conversations
_CONVERSATION_KEYS = "ARRAY['thread_id', 'run_id', 'tool_call_id', 'message_id', 'session_id', 'user_id']"

DEIDENTIFY: tuple[tuple[str, str], ...] = (
    ("project_memories", f"""UPDATE zeusmem.memory_items SET
        created_by = CASE WHEN created_by = %(user)s THEN %(alias)s ELSE created_by END,
        source_id = CASE WHEN created_by = %(user)s AND source NOT IN ('knowledge_base', 'project_resource')
                              OR source_id = %(user)s THEN NULL ELSE source_id END,
        provenance = CASE WHEN created_by = %(user)s THEN {_scrub('provenance')} - {_CONVERSATION_KEYS}
                          ELSE {_scrub('provenance')} END,
        context_tsv = CASE WHEN created_by = %(user)s THEN NULL ELSE context_tsv END
        WHERE org_id = %(org)s AND scope = 'project'
          AND (created_by = %(user)s OR source_id = %(user)s OR {_names('provenance')})"""),
    ("tombstones", """UPDATE zeusmem.tombstones SET deleted_by = %(alias)s,
        reason = replace(reason, %(user)s, %(alias)s)
        WHERE org_id = %(org)s AND deleted_by = %(user)s"""),
    ("audit_rows", f"""UPDATE zeusmem.audit_log SET
        actor = CASE WHEN actor = %(user)s THEN %(alias)s ELSE actor END, details = {_scrub('details')}
        WHERE org_id = %(org)s AND (actor = %(user)s OR {_names('details')})"""),
    ("events", f"""UPDATE zeusmem.memory_events SET
        actor = CASE WHEN actor = %(user)s THEN %(alias)s ELSE actor END, payload = {_scrub('payload')}
        WHERE org_id = %(org)s AND (actor = %(user)s OR {_names('payload')})"""),
    ("conflicts", f"""UPDATE zeusmem.memory_conflicts SET
        detected_by = CASE WHEN detected_by = %(user)s THEN %(alias)s ELSE detected_by END,
        resolved_by = CASE WHEN resolved_by = %(user)s THEN %(alias)s ELSE resolved_by END,
        details = {_scrub('details')}
        WHERE org_id = %(org)s AND (detected_by = %(user)s OR resolved_by = %(user)s OR {_names('details')})"""),
    ("candidate_decisions", """UPDATE zeusmem.memory_candidates SET decided_by = %(alias)s
        WHERE org_id = %(org)s AND decided_by = %(user)s"""),
    # a project whose only owner they are gets the member next in line as its owner (an admin before
    # an editor before a viewer, the longest-standing first), else nobody could administer it
    ("owners_promoted", """UPDATE zeusmem.project_members pm SET role = 'owner'
        FROM (SELECT DISTINCT ON (m.project_id) m.project_id, m.user_id
              FROM zeusmem.project_members m JOIN zeusmem.projects p ON p.project_id = m.project_id
              WHERE p.org_id = %(org)s AND m.user_id <> %(user)s
                AND EXISTS (SELECT 1 FROM zeusmem.project_members o WHERE o.project_id = m.project_id
                            AND o.user_id = %(user)s AND o.role = 'owner')
                AND NOT EXISTS (SELECT 1 FROM zeusmem.project_members o WHERE o.project_id = m.project_id
                                AND o.user_id <> %(user)s AND o.role = 'owner')
              ORDER BY m.project_id, array_position(ARRAY['admin', 'editor', 'viewer'], m.role), m.added_at,
                       m.user_id) heir
        WHERE pm.project_id = heir.project_id AND pm.user_id = heir.user_id"""),
    ("memberships", """DELETE FROM zeusmem.project_members pm USING zeusmem.projects p
        WHERE p.project_id = pm.project_id AND p.org_id = %(org)s AND pm.user_id = %(user)s"""),
    ("membership_grants", """UPDATE zeusmem.project_members pm SET added_by = %(alias)s FROM zeusmem.projects p
        WHERE p.project_id = pm.project_id AND p.org_id = %(org)s AND pm.added_by = %(user)s"""),
    ("projects", """UPDATE zeusmem.projects SET created_by = %(alias)s
        WHERE org_id = %(org)s AND created_by = %(user)s"""),
    ("policies", """UPDATE zeusmem.memory_policies SET updated_by = %(alias)s
        WHERE org_id = %(org)s AND updated_by = %(user)s"""),
    ("project_documents", """UPDATE zeusmem.kb_documents SET created_by = %(alias)s
        WHERE org_id = %(org)s AND created_by = %(user)s"""),
)

# --- sessions, profile, the rest (last: these tables say which sessions are the person's) ----------

DELETE_SESSIONS: tuple[tuple[str, str], ...] = (
    ("candidates", "DELETE FROM zeusmem.memory_candidates WHERE org_id = %(org)s AND user_id = %(user)s"),
    ("context_snapshots", "DELETE FROM zeusmem.context_snapshots WHERE org_id = %(org)s AND user_id = %(user)s"),
    ("profiles", "DELETE FROM zeusmem.user_profiles WHERE org_id = %(org)s AND user_id = %(user)s"),
    ("settings", "DELETE FROM zeusmem.memory_user_settings WHERE org_id = %(org)s AND user_id = %(user)s"),
    ("summaries", "DELETE FROM zeusmem.session_summaries WHERE org_id = %(org)s AND user_id = %(user)s"),
    ("messages", "DELETE FROM zeusmem.session_messages WHERE org_id = %(org)s AND user_id = %(user)s"),
    ("session_snapshots",
     "DELETE FROM zeusmem.session_state_snapshot WHERE org_id = %(org)s AND user_id = %(user)s"),
)

# --- crypto-shredding (the table of the encryption feature, when it is installed) ----------------

DATA_KEYS_EXIST = "SELECT to_regclass('zeusmem.data_keys') IS NOT NULL"
DELETE_DATA_KEYS = "DELETE FROM zeusmem.data_keys WHERE org_id = %(org)s AND user_id = %(user)s"

# --- is there anything of theirs at all ---------------------------------------------------------

PRESENT = """
SELECT EXISTS (SELECT 1 FROM zeusmem.memory_items WHERE org_id = %(org)s
                 AND (created_by = %(user)s OR (scope = 'user' AND scope_id = %(user)s)))
    OR EXISTS (SELECT 1 FROM zeusmem.session_messages WHERE org_id = %(org)s AND user_id = %(user)s)
    OR EXISTS (SELECT 1 FROM zeusmem.session_state_snapshot WHERE org_id = %(org)s AND user_id = %(user)s)
    OR EXISTS (SELECT 1 FROM zeusmem.user_profiles WHERE org_id = %(org)s AND user_id = %(user)s)
    OR EXISTS (SELECT 1 FROM zeusmem.memory_candidates WHERE org_id = %(org)s AND user_id = %(user)s)
    OR EXISTS (SELECT 1 FROM zeusmem.context_snapshots WHERE org_id = %(org)s AND user_id = %(user)s)
    OR EXISTS (SELECT 1 FROM zeusmem.project_members pm JOIN zeusmem.projects p USING (project_id)
               WHERE p.org_id = %(org)s AND pm.user_id = %(user)s)
    OR EXISTS (SELECT 1 FROM zeusmem.audit_log WHERE org_id = %(org)s AND actor = %(user)s)
"""

# --- receipts -----------------------------------------------------------------------------------

RECEIPTS_OF_ORG = (
    "SELECT * FROM zeusmem.erasure_receipts WHERE org_id = %(org)s ORDER BY started_at DESC, id"
)
INSERT_RECEIPT = """
INSERT INTO zeusmem.erasure_receipts (id, org_id, subject_salt, subject_hash, requested_by, reason)
VALUES (%(id)s, %(org)s, %(salt)s, %(hash)s, %(requested_by)s, %(reason)s)
RETURNING *
"""
RECORD_GROUP = """
UPDATE zeusmem.erasure_receipts
SET groups_done = array_append(groups_done, %(group)s), counts = counts || %(counts)s,
    stopped_at = NULL, error = NULL,
    finished_at = CASE WHEN %(last)s THEN now() ELSE NULL END
WHERE id = %(id)s
RETURNING *
"""
RECORD_STOP = "UPDATE zeusmem.erasure_receipts SET stopped_at = %(group)s, error = %(error)s WHERE id = %(id)s"
GET_RECEIPT = "SELECT * FROM zeusmem.erasure_receipts WHERE id = %(id)s"


# --- the groups -----------------------------------------------------------------------------------

async def _count(conn: AsyncConnection, counts: dict[str, int], kind: str, stmt: Any,
                 params: Mapping[str, Any]) -> None:
    cur = await conn.execute(stmt, params)
    counts[kind] = counts.get(kind, 0) + max(cur.rowcount, 0)


async def _sessions(conn: AsyncConnection, params: Mapping[str, Any]) -> list[str]:
    cur = await conn.execute(EXCLUSIVE_SESSIONS, params)
    return sorted(r[0] for r in await cur.fetchall())


async def _keys(conn: AsyncConnection, params: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    cur = await conn.execute(DATA_KEYS_EXIST)
    row = await cur.fetchone()
    if row and row[0]:
        await _count(conn, counts, "data_keys", DELETE_DATA_KEYS, params)
    else:
        counts["data_keys"] = 0
    return counts


async def _checkpoints(conn: AsyncConnection, params: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    sids = await _sessions(conn, params)
    p = {**params, "sids": sids}
    cur = await conn.execute(CHECKPOINT_TABLES_EXIST)
    row = await cur.fetchone()
    threads: list[str] = []
    if row and row[0]:
        cur = await conn.execute(THREADS, p)
        threads = sorted({r[0] for r in await cur.fetchall()})
        for kind, stmt in DELETE_CHECKPOINTS:
            await _count(conn, counts, kind, stmt, {**p, "threads": threads})
        cur = await conn.execute(SHARED_THREADS, p)
        shared = await cur.fetchone()
        counts["shared_threads_left"] = int(shared[0]) if shared else 0
    await _count(conn, counts, "checkpoint_archive", DELETE_CHECKPOINT_ARCHIVE, {**p, "threads": threads})
    counts["threads"] = len(threads)
    return counts


#: the lexical statistics trigger's "forget" step (migration 5) joins the statement's lexemes with
#: the term statistics at df <= 0; estimated at one row, it is planned as a nested loop, quadratic in
#: the lexemes of the memories deleted (10k memories: 73 s instead of 0.5 s with a merge join)
NO_NESTED_LOOPS = "SET LOCAL enable_nestloop = off"


async def _memories(conn: AsyncConnection, params: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    await conn.execute(NO_NESTED_LOOPS)
    sids = await _sessions(conn, params)
    cur = await conn.execute(LINEAGES, params)
    lineages = [r[0] for r in await cur.fetchall()]
    cur = await conn.execute(ITEM_IDS, params)
    ids = [r[0] for r in await cur.fetchall()]
    p = {**params, "sids": sids, "lineages": lineages, "ids": ids}
    cur = await conn.execute(KB_TABLES)
    for (table,) in await cur.fetchall():
        await _count(conn, counts, "knowledge_chunks", _delete_user_chunks(table), p)
    for kind, stmt in DELETE_MEMORIES:
        await _count(conn, counts, kind, stmt, p)
    cur = await conn.execute(SCOPE_INDEXES, p)
    names = [r[0] for r in await cur.fetchall()]
    for name in names:
        from zeusmem.storage.sql import scope_lexical_index_name

        await conn.execute(_drop_index(name))
        await conn.execute(_drop_index(scope_lexical_index_name(name)))
    await _count(conn, counts, "scope_indexes", UNREGISTER_SCOPE_INDEXES, {"names": names})
    counts["sessions"] = len(sids)
    return counts


async def _project(conn: AsyncConnection, params: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kind, stmt in DEIDENTIFY:
        await _count(conn, counts, kind if kind in ("memberships", "owners_promoted") else "deidentified_" + kind,
                     stmt, params)
    return counts


async def _session_tables(conn: AsyncConnection, params: dict[str, Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kind, stmt in DELETE_SESSIONS:
        await _count(conn, counts, kind, stmt, params)
    return counts


Group = Callable[[AsyncConnection, dict[str, Any]], Awaitable[dict[str, int]]]

#: the table groups in the order they run; one transaction each
GROUPS: tuple[tuple[str, Group], ...] = (
    ("keys", _keys),
    ("checkpoints", _checkpoints),
    ("memories", _memories),
    ("project", _project),
    ("sessions", _session_tables),
)


# --- data access ----------------------------------------------------------------------------------

async def receipts_of_org(db: Database, org: str) -> list[dict[str, Any]]:
    with driver_errors("reading erasure receipts", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(RECEIPTS_OF_ORG, {"org": org})
            return list(await cur.fetchall())


async def present(db: Database, org: str, user: str) -> bool:
    """Whether anything of the person's is stored in the org."""
    with driver_errors("looking for the person's data", detail=True):
        async with db.connection() as conn:
            cur = await conn.execute(PRESENT, {"org": org, "user": user})
            row = await cur.fetchone()
            return bool(row and row[0])


async def start_receipt(db: Database, params: Mapping[str, Any]) -> dict[str, Any]:
    """Insert a new receipt (id, org, salt, hash, requested_by, reason)."""
    with driver_errors("recording the erasure receipt", detail=True):
        async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(INSERT_RECEIPT, params)
            row = await cur.fetchone()
            assert row is not None
            return dict(row)


async def run_group(db: Database, group: Group, *, name: str, receipt_id: str, org: str, user: str,
                    alias: str, last: bool) -> dict[str, Any]:
    """One table group in one transaction, with its progress on the receipt; returns the receipt row."""
    params = {"org": org, "user": user, "alias": alias}
    with driver_errors(f"erasing ({name})", detail=True):
        async with db.connection() as conn, conn.transaction():
            await conn.execute(LOCK, params)
            cur = await conn.execute("SELECT %(group)s = ANY(groups_done) FROM zeusmem.erasure_receipts"
                                     " WHERE id = %(id)s FOR UPDATE", {"group": name, "id": receipt_id})
            row = await cur.fetchone()
            if row is None or not row[0]:
                counts = await group(conn, params)
                async with conn.cursor(row_factory=dict_row) as dcur:
                    await dcur.execute(RECORD_GROUP, {"group": name, "counts": Jsonb(counts),
                                                      "last": last, "id": receipt_id})
                    done = await dcur.fetchone()
                    assert done is not None
                    return dict(done)
            async with conn.cursor(row_factory=dict_row) as dcur:
                await dcur.execute(GET_RECEIPT, {"id": receipt_id})
                got = await dcur.fetchone()
                assert got is not None
                return dict(got)


async def record_stop(db: Database, receipt_id: str, group: str, error: str) -> None:
    """Best effort: where an interrupted erasure stopped (the next run continues there)."""
    try:
        async with db.connection() as conn:
            await conn.execute(RECORD_STOP, {"id": receipt_id, "group": group, "error": error[:500]})
    except (psycopg.Error, StorageError, OSError):  # the database is what failed: the groups done still say it
        pass
