"""All SQL of zeusmem: constants and pure builders returning ``(query, params)``.

Nothing here executes anything. Identifiers, model ids and dimensions go through
``psycopg.sql`` (as literals where the planner must see them to match a partial index),
values are always bound parameters.

The security filter (:func:`visible_clause`) is the one definition of "what a
SecurityContext may see": search, get, list, recall and expiring all use it inside the SQL
that produces candidates, so nothing outside it ever enters a result.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from psycopg import sql

ITEM_COLUMNS = (
    "id", "lineage_id", "version", "supersedes_id", "content", "memory_type", "scope", "scope_id",
    "org_id", "source", "source_id", "confidence", "importance", "visibility", "status", "sensitivity",
    "key", "tags", "priority", "verified", "expires_at", "created_by", "created_at", "updated_at",
    "last_used_at", "provenance", "embedding_model_id",
)


def item_columns(alias: str = "m") -> sql.Composed:
    return sql.SQL(", ").join(sql.Identifier(alias, c) for c in ITEM_COLUMNS)


# --- security ---------------------------------------------------------------------------------

MEMBER_EXISTS = (
    "EXISTS (SELECT 1 FROM zeusmem.project_members pm JOIN zeusmem.projects p"
    " ON p.project_id = pm.project_id WHERE pm.project_id = %(project)s AND pm.user_id = %(user)s"
    " AND p.org_id = %(org)s)"
)

_SCOPE_BRANCH = {
    "user": "m.scope = 'user' AND m.scope_id = %(user)s",
    "session": "m.scope = 'session' AND m.scope_id = %(session)s AND m.created_by = %(user)s",
    "project": (
        "m.scope = 'project' AND m.scope_id = %(project)s AND " + MEMBER_EXISTS
        + " AND (m.visibility <> 'owner_only' OR m.created_by = %(user)s)"
    ),
}


def ctx_params(user: str, project: str | None, session: str | None, org: str | None) -> dict[str, Any]:
    return {"user": user, "project": project, "session": session, "org": org or ""}


def visible_scopes(project: str | None, session: str | None) -> list[str]:
    """The scope branches a context can see at all."""
    scopes = ["user"]
    if session is not None:
        scopes.append("session")
    if project is not None:
        scopes.append("project")
    return scopes


def visible_clause(scopes: Sequence[str]) -> sql.Composed:
    """``m.org_id = org AND (branch OR branch ...)``: the hard security filter."""
    branches = sql.SQL(" OR ").join(sql.SQL("(" + _SCOPE_BRANCH[s] + ")") for s in scopes)
    return sql.SQL("m.org_id = %(org)s AND ({})").format(branches)


def filters_clause(
    *, memory_type: bool, scope: bool, tags: bool, include_expired: bool, statuses: bool = False
) -> sql.Composed:
    """Optional filters; each bound parameter has the same name as the filter."""
    parts = [sql.SQL("m.status = ANY(%(statuses)s)" if statuses else "m.status = 'active'")]
    if not include_expired:
        parts.append(sql.SQL("(m.expires_at IS NULL OR m.expires_at > now())"))
    if memory_type:
        parts.append(sql.SQL("m.memory_type = ANY(%(memory_types)s)"))
    if scope:
        parts.append(sql.SQL("m.scope = ANY(%(scopes)s)"))
    if tags:
        parts.append(sql.SQL("m.tags && %(tags)s"))
    return sql.SQL(" AND ").join(parts)


# --- search -----------------------------------------------------------------------------------

def search_query(
    *, scopes: Sequence[str], model_id: int, dims: int, filters: sql.Composed, n_vector: int, n_lexical: int
) -> sql.Composed:
    """Hybrid candidates in one statement.

    One vector branch per visible scope, each a bare ``ORDER BY distance LIMIT n`` so that the
    planner scans a small scope exactly (btree on the scope, then sort) and a large one through
    the model's partial HNSW index (iterative scan); plus full-text candidates over the visible
    set. Returns each candidate's columns, cosine similarity, ``tsv`` text (term frequencies for
    BM25) and whether it came from the vector or lexical side.
    """
    model = sql.Literal(model_id)
    vec_type = sql.SQL("vector({})").format(sql.Literal(dims))
    dist = sql.SQL("(m.embedding::{vt} <=> %(qvec)s::{vt})").format(vt=vec_type)
    base = sql.SQL("m.status = 'active' AND m.embedding_model_id = {model} AND {filters}").format(
        model=model, filters=filters
    )
    vec_branches = [
        sql.SQL(
            "(SELECT m.id FROM zeusmem.memory_items m WHERE {base} AND m.org_id = %(org)s AND ({branch})"
            " ORDER BY {dist} LIMIT %(n_vector)s)"
        ).format(base=base, branch=sql.SQL(_SCOPE_BRANCH[s]), dist=dist)
        for s in scopes
    ]
    return sql.SQL(
        "WITH q AS (SELECT replace(plainto_tsquery('english', %(query)s)::text, '&', '|')::tsquery AS tq),"
        " vec AS ({vec}),"
        " lex AS (SELECT m.id FROM zeusmem.memory_items m, q WHERE {base} AND {visible} AND m.tsv @@ q.tq"
        "   ORDER BY ts_rank_cd(m.tsv, q.tq, 1) DESC LIMIT %(n_lexical)s),"
        " cand AS (SELECT id, true AS from_vec FROM vec UNION ALL SELECT id, false FROM lex)"
        " SELECT {cols}, 1 - {dist} AS vsim, m.tsv::text AS tsv_text, bool_or(c.from_vec) AS from_vec"
        " FROM cand c JOIN zeusmem.memory_items m ON m.id = c.id"
        " GROUP BY m.id"
    ).format(
        vec=sql.SQL(" UNION ALL ").join(vec_branches),
        base=base,
        visible=visible_clause(scopes),
        cols=item_columns(),
        dist=dist,
    )


def term_stats_query(scopes: Sequence[str]) -> tuple[sql.Composed, sql.Composed]:
    """(document count and total length, per-lexeme document frequency) over the visible scopes."""
    keys = sql.SQL(" OR ").join(
        sql.SQL(
            {
                "user": "(s.scope = 'user' AND s.scope_id = %(user)s)",
                "session": "(s.scope = 'session' AND s.scope_id = %(session)s)",
                "project": "(s.scope = 'project' AND s.scope_id = %(project)s)",
            }[sc]
        )
        for sc in scopes
    )
    totals = sql.SQL(
        "SELECT coalesce(sum(n_active), 0), coalesce(sum(total_len), 0) FROM zeusmem.scope_stats s"
        " WHERE s.org_id = %(org)s AND ({keys})"
    ).format(keys=keys)
    dfs = sql.SQL(
        "SELECT s.lexeme, sum(s.df) FROM zeusmem.term_stats s"
        " WHERE s.org_id = %(org)s AND ({keys}) AND s.lexeme = ANY(tsvector_to_array(to_tsvector('english', %(query)s)))"
        " GROUP BY s.lexeme"
    ).format(keys=keys)
    return totals, dfs


def query_terms_query() -> sql.SQL:
    return sql.SQL("SELECT tsvector_to_array(to_tsvector('english', %(query)s))")


TOUCH_LAST_USED = "UPDATE zeusmem.memory_items SET last_used_at = now() WHERE id = ANY(%(ids)s)"

# --- reads ------------------------------------------------------------------------------------

def get_query(scopes: Sequence[str]) -> sql.Composed:
    """One item by id, any status, only if visible."""
    return sql.SQL(
        "SELECT {cols} FROM zeusmem.memory_items m WHERE m.id = %(id)s AND {visible}"
    ).format(cols=item_columns(), visible=visible_clause(scopes))


def list_query(scopes: Sequence[str], filters: sql.Composed, order: str = "recent") -> sql.Composed:
    """Visible items with filters; ``order`` is ``recent`` or ``priority`` (recall)."""
    order_by = {
        "recent": "m.updated_at DESC, m.id",
        "priority": (
            "CASE m.priority WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END,"
            " m.updated_at DESC, m.id"
        ),
        "expiry": "m.expires_at ASC, m.id",
    }[order]
    return sql.SQL(
        "SELECT {cols} FROM zeusmem.memory_items m WHERE {visible} AND {filters}"
        " ORDER BY {order} LIMIT %(limit)s OFFSET %(offset)s"
    ).format(cols=item_columns(), visible=visible_clause(scopes), filters=filters, order=sql.SQL(order_by))


def count_query(scopes: Sequence[str], filters: sql.Composed) -> sql.Composed:
    return sql.SQL(
        "SELECT count(*), count(*) FILTER (WHERE m.verified) FROM zeusmem.memory_items m"
        " WHERE {visible} AND {filters}"
    ).format(visible=visible_clause(scopes), filters=filters)


LINEAGE_VERSIONS = (
    "SELECT {cols} FROM zeusmem.memory_items m WHERE m.lineage_id = %(lineage)s ORDER BY m.version"
)


def lineage_query() -> sql.Composed:
    return sql.SQL(LINEAGE_VERSIONS).format(cols=item_columns())


# --- writes -----------------------------------------------------------------------------------

SCOPE_WRITE_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended(%(lock)s, 0))"

ACTIVE_BY_KEY = sql.SQL(
    "SELECT {cols} FROM zeusmem.memory_items m WHERE m.org_id = %(org)s AND m.scope = %(scope)s"
    " AND m.scope_id = %(scope_id)s AND m.memory_type = %(memory_type)s AND m.key = %(key)s"
    " AND m.status = 'active' FOR UPDATE"
).format(cols=item_columns())


def duplicate_query(model_id: int, dims: int, *, exclude_lineage: bool) -> sql.Composed:
    """The most similar active, unexpired item of one scope (same model), with its cosine similarity."""
    vt = sql.SQL("vector({})").format(sql.Literal(dims))
    extra = sql.SQL(" AND m.lineage_id <> %(lineage)s") if exclude_lineage else sql.SQL("")
    return sql.SQL(
        "SELECT {cols}, 1 - (m.embedding::{vt} <=> %(qvec)s::{vt}) AS sim FROM zeusmem.memory_items m"
        " WHERE m.status = 'active' AND m.embedding_model_id = {model} AND m.org_id = %(org)s"
        " AND m.scope = %(scope)s AND m.scope_id = %(scope_id)s"
        " AND (m.expires_at IS NULL OR m.expires_at > now()){extra}"
        " ORDER BY m.embedding::{vt} <=> %(qvec)s::{vt} LIMIT 1"
    ).format(cols=item_columns(), vt=vt, model=sql.Literal(model_id), extra=extra)


INSERT_ITEM = sql.SQL(
    "INSERT INTO zeusmem.memory_items ({cols}) VALUES ({vals}) RETURNING {ret}"
).format(
    cols=sql.SQL(", ").join(
        sql.Identifier(c)
        for c in (
            "id", "lineage_id", "version", "supersedes_id", "content", "memory_type", "scope", "scope_id",
            "org_id", "source", "source_id", "confidence", "importance", "visibility", "sensitivity", "key",
            "tags", "priority", "verified", "expires_at", "created_by", "provenance", "embedding",
            "embedding_model_id", "embedding_dims",
        )
    ),
    vals=sql.SQL(", ").join(
        sql.Placeholder(c)
        for c in (
            "id", "lineage_id", "version", "supersedes_id", "content", "memory_type", "scope", "scope_id",
            "org_id", "source", "source_id", "confidence", "importance", "visibility", "sensitivity", "key",
            "tags", "priority", "verified", "expires_at", "created_by", "provenance", "embedding",
            "embedding_model_id", "embedding_dims",
        )
    ),
    ret=sql.SQL(", ").join(sql.Identifier(c) for c in ITEM_COLUMNS),
)

SUPERSEDE = "UPDATE zeusmem.memory_items SET status = 'superseded', updated_at = now() WHERE id = %(id)s"
SET_VERIFIED = (
    "UPDATE zeusmem.memory_items SET verified = true, confidence = greatest(confidence, 0.9),"
    " updated_at = now() WHERE id = %(id)s AND status = 'active'"
)

DELETE_LINEAGE = "DELETE FROM zeusmem.memory_items WHERE lineage_id = %(lineage)s RETURNING id"
INSERT_TOMBSTONE = (
    "INSERT INTO zeusmem.tombstones (memory_id, lineage_id, org_id, scope, scope_id, deleted_by, reason)"
    " VALUES (%(memory_id)s, %(lineage)s, %(org)s, %(scope)s, %(scope_id)s, %(actor)s, %(reason)s)"
    " ON CONFLICT (memory_id) DO NOTHING"
)
SCRUB_AUDIT = "UPDATE zeusmem.audit_log SET details = details - 'key' - 'tags' WHERE lineage_id = %(lineage)s"

INSERT_AUDIT = (
    "INSERT INTO zeusmem.audit_log (event, memory_id, lineage_id, actor, org_id, scope, scope_id, details)"
    " VALUES (%(event)s, %(memory_id)s, %(lineage)s, %(actor)s, %(org)s, %(scope)s, %(scope_id)s, %(details)s)"
)

COUNT_EXTRACTIONS = (
    "SELECT count(*) FROM zeusmem.extraction_log WHERE session_key = %(session_key)s"
    " AND created_at > now() - interval '24 hours'"
)
INSERT_EXTRACTION = "INSERT INTO zeusmem.extraction_log (session_key) VALUES (%(session_key)s)"

# --- models -----------------------------------------------------------------------------------

UPSERT_MODEL = (
    "INSERT INTO zeusmem.embedding_models (name, dims) VALUES (%(name)s, %(dims)s)"
    " ON CONFLICT (name, dims) DO UPDATE SET name = EXCLUDED.name RETURNING id"
)
LIST_MODELS = "SELECT id, name, dims FROM zeusmem.embedding_models"


def create_model_index(model_id: int, dims: int) -> sql.Composed:
    """The partial HNSW (cosine) index over one model's active vectors."""
    return sql.SQL(
        "CREATE INDEX IF NOT EXISTS {name} ON zeusmem.memory_items USING hnsw"
        " ((embedding::vector({dims})) vector_cosine_ops)"
        " WHERE embedding_model_id = {model} AND status = 'active'"
    ).format(name=sql.Identifier(f"memory_items_hnsw_m{model_id}"), dims=sql.Literal(dims), model=sql.Literal(model_id))


# --- projects and profiles --------------------------------------------------------------------

GET_PROJECT = "SELECT project_id, org_id, name, created_by FROM zeusmem.projects WHERE project_id = %(project)s"
INSERT_PROJECT = (
    "INSERT INTO zeusmem.projects (project_id, org_id, name, created_by) VALUES (%(project)s, %(org)s, %(name)s, %(user)s)"
    " ON CONFLICT (project_id) DO NOTHING RETURNING project_id"
)
GET_ROLE = (
    "SELECT pm.role FROM zeusmem.project_members pm JOIN zeusmem.projects p ON p.project_id = pm.project_id"
    " WHERE pm.project_id = %(project)s AND pm.user_id = %(user)s AND p.org_id = %(org)s"
)
UPSERT_MEMBER = (
    "INSERT INTO zeusmem.project_members (project_id, user_id, role, added_by) VALUES (%(project)s, %(member)s, %(role)s, %(user)s)"
    " ON CONFLICT (project_id, user_id) DO UPDATE SET role = EXCLUDED.role"
)
DELETE_MEMBER = "DELETE FROM zeusmem.project_members WHERE project_id = %(project)s AND user_id = %(member)s"
COUNT_OWNERS = "SELECT count(*) FROM zeusmem.project_members WHERE project_id = %(project)s AND role = 'owner'"
LIST_MEMBERS = "SELECT user_id, role FROM zeusmem.project_members WHERE project_id = %(project)s ORDER BY user_id"

GET_USER_PROFILE = (
    "SELECT fields, sources, version, updated_at FROM zeusmem.user_profiles WHERE org_id = %(org)s AND user_id = %(user)s"
)
UPSERT_USER_PROFILE = (
    "INSERT INTO zeusmem.user_profiles AS p (org_id, user_id, fields, sources) VALUES (%(org)s, %(user)s, %(fields)s, %(sources)s)"
    " ON CONFLICT (org_id, user_id) DO UPDATE SET fields = p.fields || EXCLUDED.fields,"
    " sources = ARRAY(SELECT DISTINCT unnest(p.sources || EXCLUDED.sources)), version = p.version + 1, updated_at = now()"
    " RETURNING fields, sources, version, updated_at"
)
GET_PROJECT_PROFILE = (
    "SELECT fields, sources, version, updated_at FROM zeusmem.project_profiles WHERE project_id = %(project)s"
)
UPSERT_PROJECT_PROFILE = (
    "INSERT INTO zeusmem.project_profiles AS p (project_id, fields, sources) VALUES (%(project)s, %(fields)s, %(sources)s)"
    " ON CONFLICT (project_id) DO UPDATE SET fields = p.fields || EXCLUDED.fields,"
    " sources = ARRAY(SELECT DISTINCT unnest(p.sources || EXCLUDED.sources)), version = p.version + 1, updated_at = now()"
    " RETURNING fields, sources, version, updated_at"
)


def profile_source_items(scopes: Sequence[str]) -> sql.Composed:
    """Active, unexpired, visible items of the types that feed profiles (Layer 2 -> Layer 3)."""
    return sql.SQL(
        "SELECT {cols} FROM zeusmem.memory_items m WHERE {visible} AND m.status = 'active'"
        " AND (m.expires_at IS NULL OR m.expires_at > now()) AND m.scope = ANY(%(profile_scopes)s)"
        " AND m.memory_type = ANY(%(profile_types)s) ORDER BY m.created_at LIMIT 200"
    ).format(cols=item_columns(), visible=visible_clause(scopes))
