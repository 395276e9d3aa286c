"""Read-only maintenance queries for ``zeusmem db status`` and ``zeusmem doctor``.

Never changes anything (no ``setup()``): a database without the zeusmem schema reports
``schema_version`` 0 and no counts.
"""

from __future__ import annotations

from typing import Any

import psycopg
from psycopg import AsyncConnection

from zeusmem.errors import StorageError
from zeusmem.storage.database import _connect_error
from zeusmem.storage.migrations import MIGRATIONS

SERVER_INFO = (
    "SELECT current_setting('server_version'),"
    " (SELECT extversion FROM pg_extension WHERE extname = 'vector'),"
    " (SELECT default_version FROM pg_available_extensions WHERE name = 'vector'),"
    " pg_database_size(current_database()), current_database(),"
    " to_regclass('zeusmem.migrations') IS NOT NULL, to_regclass('zeusmem.memory_items') IS NOT NULL"
)
SCHEMA_VERSION = "SELECT coalesce(max(version), 0) FROM zeusmem.migrations"
COUNTS = (
    "SELECT count(*) FILTER (WHERE status = 'active'),"
    " count(*) FILTER (WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= now()),"
    " count(*) FILTER (WHERE status <> 'active'),"
    " count(*) FILTER (WHERE status = 'active' AND verified),"
    " count(DISTINCT created_by),"
    " pg_total_relation_size('zeusmem.memory_items')"
    " FROM zeusmem.memory_items"
)
OTHER_COUNTS = (
    "SELECT (SELECT count(*) FROM zeusmem.projects), (SELECT count(*) FROM zeusmem.project_members),"
    " (SELECT count(*) FROM zeusmem.tombstones), (SELECT count(*) FROM zeusmem.audit_log)"
)
MODEL_COUNTS = (
    "SELECT e.name, e.dims, count(m.id) FROM zeusmem.embedding_models e"
    " LEFT JOIN zeusmem.memory_items m ON m.embedding_model_id = e.id"
    " GROUP BY e.id, e.name, e.dims ORDER BY e.id"
)


async def connect(url: str) -> AsyncConnection:
    """One autocommit connection (no pool, no setup)."""
    try:
        return await AsyncConnection.connect(url, autocommit=True, connect_timeout=10)
    except psycopg.OperationalError as e:
        raise _connect_error(url, e) from e


async def database_report(url: str) -> dict[str, Any]:
    """Versions, sizes and counts of the database at ``url`` (read-only)."""
    conn = await connect(url)
    try:
        async with conn:
            cur = await conn.execute(SERVER_INFO)
            row = await cur.fetchone()
            assert row is not None
            report: dict[str, Any] = {
                "postgresql": row[0],
                "pgvector": row[1],
                "pgvector_available": row[2],
                "database_size_bytes": int(row[3]),
                "database": row[4],
                "schema_version": 0,
                "schema_version_expected": len(MIGRATIONS),
            }
            if row[5]:
                cur = await conn.execute(SCHEMA_VERSION)
                v = await cur.fetchone()
                report["schema_version"] = int(v[0]) if v else 0
            if row[6]:
                cur = await conn.execute(COUNTS)
                c = await cur.fetchone()
                assert c is not None
                report["memories"] = {
                    "active": int(c[0]),
                    "expired": int(c[1]),
                    "history": int(c[2]),
                    "verified": int(c[3]),
                    "authors": int(c[4]),
                    "table_size_bytes": int(c[5]),
                }
                cur = await conn.execute(OTHER_COUNTS)
                o = await cur.fetchone()
                assert o is not None
                report.update(
                    projects=int(o[0]),
                    project_members=int(o[1]),
                    tombstones=int(o[2]),
                    audit_events=int(o[3]),
                )
                cur = await conn.execute(MODEL_COUNTS)
                report["embedding_models"] = [
                    {"name": n, "dims": int(d), "rows": int(k)} for n, d, k in await cur.fetchall()
                ]
            return report
    except psycopg.Error as e:
        raise StorageError(f"reading database statistics failed: {type(e).__name__}: {e}") from e


async def set_app_role_password(owner_url: str) -> str:
    """Give the application role (:data:`~zeusmem.storage.caller.APP_ROLE`) a new random password,
    connected as ``owner_url`` (which needs CREATEROLE or ADMIN on the role); returns it."""
    import secrets

    from psycopg import errors, sql

    from zeusmem.errors import ConfigurationError
    from zeusmem.storage.caller import APP_ROLE

    password = secrets.token_urlsafe(24)
    try:
        conn = await AsyncConnection.connect(owner_url, autocommit=True, connect_timeout=10)
    except psycopg.OperationalError as e:
        raise _connect_error(owner_url, e) from e
    async with conn:
        cur = await conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (APP_ROLE,))
        if await cur.fetchone() is None:
            raise ConfigurationError(f"the role {APP_ROLE} does not exist yet: run the migrations first "
                                     "(zeusmem db start, or open the memory once with the owner's URL)")
        try:
            await conn.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(
                sql.Identifier(APP_ROLE), sql.Literal(password)))
        except errors.InsufficientPrivilege:
            raise ConfigurationError(
                f"this URL's role may not set the password of {APP_ROLE}: use a role with CREATEROLE, or as a "
                f"superuser run ALTER ROLE {APP_ROLE} PASSWORD '...'") from None
    return password
