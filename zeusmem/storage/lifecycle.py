"""The lifecycle's repository: memory policies, the users' automatic-memory switch and the approval
queue (``zeusmem.memory_policies``, ``memory_user_settings``, ``memory_candidates``; their SQL in
:mod:`zeusmem.storage.lifecycle_sql`).

:mod:`zeusmem.service.lifecycle` validates, decides and checks permissions; the statements are
here. Functions taking a ``conn`` run inside the caller's transaction (a decision on a queued
candidate holds its row lock while the candidate is stored); those taking a :class:`Database`
check a connection out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.rules.encryption import is_encrypted_sensitivity
from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage import sql as q
from zeusmem.storage.database import Connection, Database
from zeusmem.storage.keyring import Keyring

Row = dict[str, Any]


async def policies(db: Database, *, org: str, project: str) -> list[Row]:
    """The policy rows of ``org`` ('' project) and of ``project``, most specific first."""
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_POLICIES, {"org": org, "project": project})
        return list(await cur.fetchall())


async def upsert_policy(
    db: Database,
    *,
    org: str,
    project: str,
    allow_automatic_write: bool,
    allowed_types: Sequence[str] | None,
    max_items: int | None,
    max_size: int | None,
    require_approval: bool,
    sensitive_handling: str,
    ttl_seconds: Mapping[str, Any],
    actor: str,
) -> Row:
    """Store the policy of ``org`` (``project`` '') or of one project, in its own transaction; the
    stored row (its version incremented on every change)."""
    params = {
        "org": org,
        "project": project,
        "allow_automatic_write": allow_automatic_write,
        "allowed_types": None if allowed_types is None else list(allowed_types),
        "max_items": max_items,
        "max_size": max_size,
        "require_approval": require_approval,
        "sensitive_handling": sensitive_handling,
        "ttl_seconds": Jsonb(dict(ttl_seconds)),
        "actor": actor,
    }
    async with db.connection() as conn, conn.transaction():
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.UPSERT_POLICY, params)
            row = await cur.fetchone()
    assert row is not None
    return row


async def delete_policy(db: Database, *, org: str, project: str) -> None:
    async with db.connection() as conn:
        await conn.execute(lq.DELETE_POLICY, {"org": org, "project": project})


async def set_user_setting(db: Database, *, org: str, user: str, automatic_memory: bool) -> None:
    """The user's automatic-memory switch."""
    async with db.connection() as conn:
        await conn.execute(lq.UPSERT_USER_SETTING, {"org": org, "user": user, "on": automatic_memory})


async def user_setting(db: Database, *, org: str, user: str) -> bool | None:
    """The user's automatic-memory switch; None when never set."""
    async with db.connection() as conn:
        cur = await conn.execute(lq.GET_USER_SETTING, {"org": org, "user": user})
        row = await cur.fetchone()
    return None if row is None else bool(row[0])


async def write_context(
    db: Database, *, org: str, project: str, user: str, scope: str, scope_id: str, count_items: bool
) -> tuple[list[Any] | None, bool | None, int | None]:
    """In one round trip: the policies (JSON rows, most specific first), the user's switch (None
    when never set) and the scope's active item count (only with ``count_items`` and a policy
    that sets ``max_items``, else None)."""
    async with db.connection() as conn:
        cur = await conn.execute(
            lq.WRITE_CONTEXT,
            {
                "org": org,
                "project": project,
                "user": user,
                "scope": scope,
                "scope_id": scope_id,
                "count_items": count_items,
            },
        )
        row = await cur.fetchone()
    assert row is not None
    policies, auto, n = row
    return policies, auto, n


async def insert_candidate(
    db: Database,
    *,
    candidate_id: str,
    org: str,
    scope: str,
    scope_id: str,
    user: str,
    project: str | None,
    session: str | None,
    memory_type: str,
    content: str,
    source: str,
    source_id: str | None,
    confidence: float,
    importance: float,
    reason: str | None,
    key: str | None,
    tags: Sequence[str],
    sensitivity: str,
    expires_at: datetime | None,
    provenance: Mapping[str, Any],
    policy_version: int,
    keys: Keyring | None = None,
) -> None:
    """Queue a candidate for approval; a sensitive or restricted one's content sealed with ``keys``."""
    async with db.connection() as conn:
        if is_encrypted_sensitivity(sensitivity):
            if keys is None:
                raise ValueError("a sensitive candidate needs the keyring")  # a bug, not input
            owner = (None, scope_id) if scope == "project" else (scope_id if scope == "user" else user, None)
            content = await keys.seal_text(conn, org, owner[0], owner[1], content)
        await conn.execute(
            lq.INSERT_CANDIDATE,
            {
                "id": candidate_id,
                "org": org,
                "scope": scope,
                "scope_id": scope_id,
                "user": user,
                "project": project,
                "session": session,
                "memory_type": memory_type,
                "content": content,
                "source": source,
                "source_id": source_id,
                "confidence": confidence,
                "importance": importance,
                "reason": reason,
                "key": key,
                "tags": tags,
                "sensitivity": sensitivity,
                "expires_at": expires_at,
                "provenance": Jsonb(dict(provenance)),
                "policy_version": policy_version,
            },
        )


async def list_candidates(
    db: Database,
    *,
    user: str,
    project: str | None,
    session: str | None,
    org: str | None,
    status: str,
    manages_project: bool,
    limit: int,
    keys: Keyring | None = None,
) -> list[Row]:
    """Candidates of ``status`` a reviewer sees: their own, and the project's when they manage it."""
    params = {
        **q.ctx_params(user, project, session, org),
        "status": status,
        "manages_project": manages_project,
        "limit": limit,
    }
    async with db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.LIST_CANDIDATES, params)
        rows = list(await cur.fetchall())
        if keys is not None:
            for r in rows:
                r["content"] = await keys.open_text(conn, r.get("content"))
        return rows


async def candidate_for_update(conn: Connection, candidate_id: str, *, org: str,
                               keys: Keyring | None = None) -> Row | None:
    """The candidate row, locked for the caller's transaction (its content opened with ``keys``)."""
    async with conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_CANDIDATE, {"id": candidate_id, "org": org})
        row = await cur.fetchone()
    if row is not None and keys is not None:
        row["content"] = await keys.open_text(conn, row.get("content"))
    return row


async def decide_candidate(
    conn: Connection, candidate_id: str, *, status: str, reason: str | None, memory_id: str | None, actor: str
) -> None:
    """Record the decision on a pending candidate (its content is dropped)."""
    await conn.execute(
        lq.DECIDE_CANDIDATE,
        {"id": candidate_id, "status": status, "decision_reason": reason, "memory_id": memory_id, "actor": actor},
    )
