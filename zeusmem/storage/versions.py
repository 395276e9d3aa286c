"""Versions under one stable id (#24): the SQL of writing a new version, reading one version, the
version active at an instant, and the per-version ids issued before ids were stable.

The row of a memory's latest version always carries the memory's id (``id = lineage_id``). A new
version first retires that row (status ``superseded``; the ``ended_at`` trigger stamps the time)
and renames it to an id of its own, then the new version is inserted under the memory's id
(:func:`retire_current`). Older versions keep their own row ids, never shown: every version of a
memory is shown with the memory's id and its ``version`` number (:meth:`Repository.to_item`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from psycopg import AsyncConnection, sql
from psycopg.rows import dict_row

from zeusmem.storage import sql as q
from zeusmem.storage.repository import Repository
from zeusmem.types import MemoryItem

RETIRE = "UPDATE zeusmem.memory_items SET status = 'superseded', updated_at = now() WHERE id = %(id)s"
RENAME = "UPDATE zeusmem.memory_items SET id = %(archive)s WHERE id = %(id)s"
ALIAS = "SELECT lineage_id, version FROM zeusmem.memory_id_aliases WHERE old_id = %(id)s"


def version_query(scopes: Sequence[str]) -> sql.Composed:
    """Version ``%(version)s`` of memory ``%(lineage)s``, only if visible."""
    return sql.SQL(
        "SELECT {cols} FROM zeusmem.memory_items m WHERE m.lineage_id = %(lineage)s AND m.version = %(version)s"
        " AND {visible} ORDER BY m.status = 'active' DESC, m.created_at DESC LIMIT 1"
    ).format(cols=q.item_columns(), visible=q.visible_clause(scopes))


def as_of_query(scopes: Sequence[str]) -> sql.Composed:
    """The version of memory ``%(lineage)s`` recorded and active at ``%(as_of)s``, only if visible."""
    return sql.SQL(
        "SELECT {cols} FROM zeusmem.memory_items m WHERE m.lineage_id = %(lineage)s AND {as_of}"
        " AND {visible} ORDER BY m.version DESC LIMIT 1"
    ).format(cols=q.item_columns(), as_of=sql.SQL(q.AS_OF_CLAUSE), visible=q.visible_clause(scopes))


async def retire_current(conn: AsyncConnection, memory_id: str, archive_id: str) -> None:
    """Make room for a new version of ``memory_id`` inside the writer's transaction: its current row
    becomes a superseded version under ``archive_id`` (two statements, so the statistics and
    profile triggers, which pair old and new rows by id, see exactly one status change)."""
    await conn.execute(RETIRE, {"id": memory_id})
    await conn.execute(RENAME, {"id": memory_id, "archive": archive_id})


async def alias(repo: Repository, old_id: str) -> tuple[str, int] | None:
    """(memory id, version) of a per-version id issued before ids were stable, or None."""
    async with repo.db.connection() as conn:
        cur = await conn.execute(ALIAS, {"id": old_id})
        row = await cur.fetchone()
    return (str(row[0]), int(row[1])) if row else None


async def _one(repo: Repository, query: sql.Composed, params: dict[str, Any]) -> MemoryItem | None:
    async with repo.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(query, params)
        row = await cur.fetchone()
    if row is None:
        return None
    await repo.model_name(row["embedding_model_id"])
    return repo.to_item(row)


async def version(repo: Repository, params: dict[str, Any], scopes: Sequence[str], lineage: str,
                  number: int) -> MemoryItem | None:
    """Version ``number`` of memory ``lineage`` if the caller may see it."""
    return await _one(repo, version_query(scopes), {**params, "lineage": lineage, "version": number})


async def at(repo: Repository, params: dict[str, Any], scopes: Sequence[str], lineage: str,
             as_of: datetime) -> MemoryItem | None:
    """The version of memory ``lineage`` recorded and active at ``as_of``, if the caller may see it."""
    return await _one(repo, as_of_query(scopes), {**params, "lineage": lineage, "as_of": as_of})


#: rows loaded in the old shape (a later version under an id of its own: a bulk load of data from
#: before ids were stable) moved to the current one, as the migration did: the latest version takes
#: the memory's id, the row that held it gets one of its own, the latest's old id an alias
#: (``p.lineage_id`` in the supersedes update lets the planner join by lineage instead of comparing
#: every pair of rows: 13 s for 30k rows, 2.8k of them older versions, without it)
NORMALIZE_IDS = (
    """DROP TABLE IF EXISTS pg_temp._zm_moves""",
    """CREATE TEMP TABLE _zm_moves ON COMMIT DROP AS
SELECT DISTINCT ON (m.lineage_id) m.lineage_id, m.id AS old_id, m.version
FROM zeusmem.memory_items m
WHERE m.lineage_id IN (SELECT x.lineage_id FROM zeusmem.memory_items x WHERE x.id <> x.lineage_id
                       AND x.lineage_id = ANY(%(lineages)s::text[]))
ORDER BY m.lineage_id, m.version DESC, (m.status = 'active') DESC, m.created_at DESC""",
    """DELETE FROM _zm_moves WHERE old_id = lineage_id""",
    """INSERT INTO zeusmem.memory_id_aliases (old_id, lineage_id, version)
SELECT old_id, lineage_id, version FROM _zm_moves ON CONFLICT (old_id) DO NOTHING""",
    """UPDATE zeusmem.memory_items m SET id = m.id || '~v' || m.version FROM _zm_moves mv WHERE m.id = mv.lineage_id""",
    """UPDATE zeusmem.memory_items m SET supersedes_id = p.id
FROM zeusmem.memory_items p, _zm_moves mv
WHERE p.lineage_id = mv.lineage_id AND p.id = mv.lineage_id || '~v' || p.version
  AND m.supersedes_id = mv.lineage_id AND m.lineage_id = mv.lineage_id""",
    """UPDATE zeusmem.memory_items m SET id = mv.lineage_id FROM _zm_moves mv WHERE m.id = mv.old_id""",
    """SELECT zeusmem.refresh_profile_sources(d.org_id, d.scope, d.scope_id)
FROM (SELECT DISTINCT m.org_id, m.scope, m.scope_id FROM zeusmem.memory_items m JOIN _zm_moves mv
      ON m.id = mv.lineage_id WHERE m.scope IN ('user', 'project') ORDER BY 1, 2, 3) d""",
)


async def normalize_ids(repo: Repository, lineages: Sequence[str]) -> None:
    """After a bulk load: the latest version of each of ``lineages`` (memories loaded with a
    version under an id of its own) under the memory's id (:data:`NORMALIZE_IDS`)."""
    if not lineages:
        return
    async with repo.db.connection() as conn, conn.transaction():
        for stmt in NORMALIZE_IDS:
            await conn.execute(stmt, {"lineages": list(lineages)} if "%(lineages)s" in stmt else None)
