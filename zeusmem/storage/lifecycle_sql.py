"""SQL of the lifecycle and context runtime (policies, candidates, conflicts, consolidation,
events, snapshots, knowledge base): constants and pure builders, nothing executes here.

Like :mod:`zeusmem.storage.sql`, identifiers and dimensions go through ``psycopg.sql`` and
values are always bound parameters. Statements that change memory items write their audit
rows in the same statement or transaction; the outbox trigger turns those into events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from psycopg import sql

from zeusmem.storage.sql import ann_fetch, cosine_order, hnsw_scan_settings, item_columns, writer_sees
from zeusmem.storage.validity import open_before

SYSTEM_ACTOR = "system:consolidation"

# --- policies and user switches ---------------------------------------------------------------

POLICY_COLUMNS = (
    "org_id, project_id, allow_automatic_write, allowed_types, max_items, max_size, require_approval,"
    " sensitive_handling, ttl_seconds, version, updated_by, updated_at"
)

# the org-wide row ('' project) and the project's row, most specific first
GET_POLICIES = (
    "SELECT " + POLICY_COLUMNS + " FROM zeusmem.memory_policies"
    " WHERE org_id = %(org)s AND project_id IN ('', %(project)s) ORDER BY project_id DESC"
)

# policies + the user's automatic-memory switch + the scope's active item count (only when a policy
# sets max_items: counting a huge scope is not free), in one round trip
WRITE_CONTEXT = (
    "SELECT (SELECT coalesce(jsonb_agg(to_jsonb(p) ORDER BY p.project_id DESC), '[]'::jsonb)"
    "        FROM zeusmem.memory_policies p"
    "        WHERE p.org_id = %(org)s AND p.project_id IN ('', %(project)s)) AS policies,"
    " (SELECT automatic_memory FROM zeusmem.memory_user_settings"
    "   WHERE org_id = %(org)s AND user_id = %(user)s) AS automatic_memory,"
    " CASE WHEN %(count_items)s AND EXISTS (SELECT 1 FROM zeusmem.memory_policies p"
    "   WHERE p.org_id = %(org)s AND p.project_id IN ('', %(project)s) AND p.max_items IS NOT NULL)"
    " THEN (SELECT count(*) FROM zeusmem.memory_items m"
    "   WHERE m.org_id = %(org)s AND m.scope = %(scope)s AND m.scope_id = %(scope_id)s"
    "   AND m.status = 'active') END AS active_items"
)

UPSERT_POLICY = (
    "INSERT INTO zeusmem.memory_policies AS p (org_id, project_id, allow_automatic_write, allowed_types,"
    " max_items, max_size, require_approval, sensitive_handling, ttl_seconds, updated_by)"
    " VALUES (%(org)s, %(project)s, %(allow_automatic_write)s, %(allowed_types)s, %(max_items)s,"
    " %(max_size)s,"
    " %(require_approval)s, %(sensitive_handling)s, %(ttl_seconds)s, %(actor)s)"
    " ON CONFLICT (org_id, project_id) DO UPDATE SET allow_automatic_write = EXCLUDED.allow_automatic_write,"
    " allowed_types = EXCLUDED.allowed_types, max_items = EXCLUDED.max_items, max_size = EXCLUDED.max_size,"
    " require_approval = EXCLUDED.require_approval, sensitive_handling = EXCLUDED.sensitive_handling,"
    " ttl_seconds = EXCLUDED.ttl_seconds, updated_by = EXCLUDED.updated_by, version = p.version + 1,"
    " updated_at = now()"
    " RETURNING " + POLICY_COLUMNS
)
DELETE_POLICY = "DELETE FROM zeusmem.memory_policies WHERE org_id = %(org)s AND project_id = %(project)s"

GET_USER_SETTING = (
    "SELECT automatic_memory FROM zeusmem.memory_user_settings WHERE org_id = %(org)s AND user_id = %(user)s"
)
UPSERT_USER_SETTING = (
    "INSERT INTO zeusmem.memory_user_settings (org_id, user_id, automatic_memory) VALUES (%(org)s,"
    " %(user)s, %(on)s)"
    " ON CONFLICT (org_id, user_id) DO UPDATE SET automatic_memory = EXCLUDED.automatic_memory,"
    " updated_at = now()"
)


# --- candidates -------------------------------------------------------------------------------

CANDIDATE_COLUMNS = (
    "id, org_id, scope, scope_id, user_id, project_id, session_id, memory_type, content, source, source_id,"
    " confidence, importance, reason, key, tags, sensitivity, expires_at, provenance, status,"
    " decision_reason,"
    " memory_id, policy_version, created_at, decided_at, decided_by"
)
INSERT_CANDIDATE = (
    "INSERT INTO zeusmem.memory_candidates (id, org_id, scope, scope_id, user_id, project_id, session_id,"
    " memory_type, content, source, source_id, confidence, importance, reason, key, tags, sensitivity,"
    " expires_at, provenance, policy_version)"
    " VALUES (%(id)s, %(org)s, %(scope)s, %(scope_id)s, %(user)s, %(project)s, %(session)s, %(memory_type)s,"
    " %(content)s, %(source)s, %(source_id)s, %(confidence)s, %(importance)s, %(reason)s, %(key)s, %(tags)s,"
    " %(sensitivity)s, %(expires_at)s, %(provenance)s, %(policy_version)s)"
    " RETURNING " + CANDIDATE_COLUMNS
)
GET_CANDIDATE = (
    "SELECT " + CANDIDATE_COLUMNS + " FROM zeusmem.memory_candidates WHERE id = %(id)s AND org_id = %(org)s"
    " FOR UPDATE"
)
# what a reviewer may see: their own candidates, and the project's when they manage it
LIST_CANDIDATES = (
    "SELECT " + CANDIDATE_COLUMNS + " FROM zeusmem.memory_candidates c"
    " WHERE c.org_id = %(org)s AND c.status = %(status)s"
    " AND ((c.scope <> 'project' AND c.user_id = %(user)s)"
    "      OR (c.scope = 'project' AND c.scope_id = %(project)s AND %(manages_project)s))"
    " ORDER BY c.created_at, c.id LIMIT %(limit)s"
)
DECIDE_CANDIDATE = (
    "UPDATE zeusmem.memory_candidates SET status = %(status)s, decision_reason = %(decision_reason)s,"
    " memory_id = %(memory_id)s, decided_at = now(), decided_by = %(actor)s, content = NULL"
    " WHERE id = %(id)s AND status = 'pending'"
)

# --- conflicts --------------------------------------------------------------------------------

# the newly written item's vector coordinates (to find its neighbours)
ITEM_VECTOR_INFO = (
    "SELECT lineage_id, embedding_model_id, embedding_dims FROM zeusmem.memory_items WHERE id = %(id)s"
)


def conflict_neighbours_query(
    model_id: int | None,
    dims: int | None,
    *,
    lexical: bool,
    keyed: bool,
    owner_only_filter: bool,
    vector: bool = False,
) -> sql.Composed:
    """Active, unexpired items of one scope outside the lineage of ``%(id)s`` that may contradict it.

    The union of: (``vector``) the ``%(n)s`` nearest by vector (same model), items matching
    ``%(terms)s`` (the value an explicit correction names, full-text), and items with the same
    key. Returns item columns, ``lineage_id`` and ``sim``, the cosine similarity to ``%(id)s``
    (NULL for items of another embedding model, or without ``model_id``).
    """
    base = sql.SQL(
        "m.org_id = %(org)s AND m.scope = %(scope)s AND m.scope_id = %(scope_id)s AND m.status = 'active'"
        " AND m.lineage_id <> (SELECT x.lineage_id FROM zeusmem.memory_items x WHERE x.id = %(id)s)"
        " AND (m.expires_at IS NULL OR m.expires_at > now()){vis}"
    ).format(
        vis=sql.SQL(" AND " + writer_sees("user")) if owner_only_filter
        else sql.SQL("")
    )
    branches: list[sql.Composable] = []
    sim: sql.Composable = sql.SQL("NULL::float8")
    if model_id is not None and dims is not None:
        vt = sql.SQL("vector({})").format(sql.Literal(dims))
        sim = sql.SQL(
            "CASE WHEN m.embedding_model_id = {model} THEN 1 - (m.embedding::{vt} <=> (SELECT e.embedding::{vt}"
            " FROM zeusmem.memory_items e WHERE e.id = %(id)s)) END"
        ).format(model=sql.Literal(model_id), vt=vt)
    if vector and model_id is not None and dims is not None:
        branches.append(
            sql.SQL(
                "(SELECT m.id FROM zeusmem.memory_items m WHERE {base} AND m.embedding_model_id = {model}"
                " ORDER BY m.embedding::{vt} <=> (SELECT e.embedding::{vt} FROM zeusmem.memory_items e"
                " WHERE e.id = %(id)s) LIMIT %(n)s)"
            ).format(base=base, model=sql.Literal(model_id), vt=vt)
        )
    if lexical:
        branches.append(
            sql.SQL(
                "(SELECT m.id FROM zeusmem.memory_items m WHERE {base}"
                " AND m.tsv @@ plainto_tsquery('english', %(terms)s) LIMIT %(n)s)"
            ).format(base=base)
        )
    if keyed:
        branches.append(
            sql.SQL(
                "(SELECT m.id FROM zeusmem.memory_items m WHERE {base} AND m.key = %(key)s LIMIT %(n)s)"
            ).format(base=base)
        )
    if not branches:
        branches.append(sql.SQL("(SELECT NULL::text AS id WHERE false)"))
    return sql.SQL(
        "SELECT {cols}, m.lineage_id, {sim} AS sim FROM zeusmem.memory_items m WHERE m.id IN ({ids}) ORDER BY"
        " m.created_at, m.id"
    ).format(cols=item_columns(), sim=sim, ids=sql.SQL(" UNION ").join(branches))


@dataclass(frozen=True, slots=True)
class ConflictLookup:
    """The candidates a new memory's nearest neighbours may miss: the active memories of its scope
    (outside its lineage) with the same ``key``, or matching ``terms`` by full text (the value an
    explicit correction or a change of state names). ``model_id``/``dims``: the new memory's
    embedding model, for each candidate's similarity to it. Run by
    :meth:`zeusmem.storage.repository.Repository.write_context` (a statement of :func:`conflict_neighbours_query`)."""

    org: str
    scope: str
    scope_id: str
    memory_id: str
    user: str
    terms: str
    key: str | None
    model_id: int | None
    dims: int | None
    owner_only_filter: bool
    limit: int

    def statement(self) -> tuple[Any, dict[str, Any]]:
        """(query, params) of :func:`conflict_neighbours_query`."""
        query = conflict_neighbours_query(
            self.model_id,
            self.dims,
            lexical=bool(self.terms),
            keyed=self.key is not None,
            owner_only_filter=self.owner_only_filter,
        )
        params = {
            "org": self.org,
            "scope": self.scope,
            "scope_id": self.scope_id,
            "id": self.memory_id,
            "n": self.limit,
            "terms": self.terms,
            "key": self.key,
            "user": self.user,
        }
        return query, params


INSERT_CONFLICT = (
    "INSERT INTO zeusmem.memory_conflicts (org_id, scope, scope_id, memory_a, memory_b, subject, field,"
    " resolution, winner, status, detected_by, details, resolved_at, resolved_by)"
    " VALUES (%(org)s, %(scope)s, %(scope_id)s, %(memory_a)s, %(memory_b)s, %(subject)s, %(field)s,"
    " %(resolution)s, %(winner)s, %(status)s, %(detected_by)s, %(details)s,"
    " CASE WHEN %(status)s = 'resolved' THEN now() END, CASE WHEN %(status)s = 'resolved' THEN"
    " %(detected_by)s END)"
    " ON CONFLICT (memory_a, memory_b) DO NOTHING RETURNING id"
)
CONFLICT_COLUMNS = (
    "id, org_id, scope, scope_id, memory_a, memory_b, subject, field, resolution, winner, status,"
    " detected_by,"
    " details, detected_at, resolved_at, resolved_by"
)


def list_conflicts_query(scopes: list[str]) -> sql.Composed:
    """Conflicts in the scopes a context can see (``scopes``: :func:`zeusmem.storage.sql.visible_scopes`)."""
    branch = {
        "user": "(c.scope = 'user' AND c.scope_id = %(user)s)",
        "session": "(c.scope = 'session' AND c.scope_id = %(session)s)",
        "project": "(c.scope = 'project' AND c.scope_id = %(project)s AND %(is_member)s)",
    }
    return sql.SQL(
        "SELECT " + CONFLICT_COLUMNS + " FROM zeusmem.memory_conflicts c WHERE c.org_id = %(org)s AND ({b})"
        " AND (%(status)s::text IS NULL OR c.status = %(status)s) ORDER BY c.detected_at DESC, c.id DESC"
        " LIMIT %(limit)s"
    ).format(b=sql.SQL(" OR ").join(sql.SQL(branch[s]) for s in scopes))


GET_CONFLICT = "SELECT " + CONFLICT_COLUMNS + " FROM zeusmem.memory_conflicts WHERE id = %(id)s FOR UPDATE"
CLOSE_CONFLICT = (
    "UPDATE zeusmem.memory_conflicts SET status = 'resolved', winner = %(winner)s, resolution ="
    " %(resolution)s,"
    " resolved_at = now(), resolved_by = %(actor)s WHERE id = %(id)s"
)

# status changes keep the row (and its provenance); the note is merged into provenance
SET_STATUS = (
    "UPDATE zeusmem.memory_items SET status = %(status)s, updated_at = now(),"
    " provenance = provenance || %(note)s WHERE id = %(id)s AND status = %(from_status)s"
    " RETURNING id, lineage_id"
)
ACTIVE_IN_LINEAGE = "SELECT 1 FROM zeusmem.memory_items WHERE lineage_id = %(l)s AND status = 'active'"
#: a supersession in one statement: the conflict row; the loser, still active, superseded (its
#: provenance noted, its validity ended at %(at)s as ``zeusmem.storage.validity.END_VALIDITY``
#: ends it); the conflict appended to the winner's provenance. Returns the conflict's id (none when it
#: was recorded already: then nothing changes), whether the loser was superseded and the winner's
#: provenance then.
SUPERSEDE = (
    "WITH c AS (" + INSERT_CONFLICT + "),"
    " s AS (UPDATE zeusmem.memory_items m SET status = 'superseded', updated_at = now(),"
    " provenance = m.provenance || %(note)s || jsonb_build_object('conflict_id', c.id),"
    " valid_to = CASE WHEN " + open_before("m") + " THEN %(at)s::timestamptz ELSE m.valid_to END"
    " FROM c WHERE m.id = %(memory_a)s AND m.status = 'active' RETURNING c.id),"
    " p AS (UPDATE zeusmem.memory_items n SET provenance = jsonb_set(n.provenance, '{conflicts}',"
    " COALESCE(n.provenance -> 'conflicts', '[]'::jsonb)"
    " || jsonb_build_array(jsonb_build_object('id', s.id, 'superseded', %(memory_a)s::text)))"
    " FROM s WHERE n.id = %(memory_b)s RETURNING n.provenance)"
    " SELECT (SELECT id FROM c), EXISTS (SELECT 1 FROM s), (SELECT provenance FROM p)"
)
ITEM_BY_ID = sql.SQL("SELECT {cols}, m.lineage_id FROM zeusmem.memory_items m WHERE m.id = %(id)s").format(
    cols=item_columns()
)
ITEM_BY_ID_FOR_UPDATE = sql.SQL(
    "SELECT {cols}, m.lineage_id FROM zeusmem.memory_items m WHERE m.id = %(id)s FOR UPDATE"
).format(cols=item_columns())

INSERT_AUDIT = (
    "INSERT INTO zeusmem.audit_log (event, memory_id, lineage_id, actor, org_id, scope, scope_id, details)"
    " VALUES (%(event)s, %(memory_id)s, %(lineage)s, %(actor)s, %(org)s, %(scope)s, %(scope_id)s,"
    " %(details)s)"
)

# --- consolidation ----------------------------------------------------------------------------

#: transaction-level: held by the run's open lock transaction, released when it ends (also when the
#: process dies), never left behind on a pooled server connection as a session lock would be
CONSOLIDATION_LOCK = "SELECT pg_try_advisory_xact_lock(hashtextextended('zeusmem.consolidation', 0))"
START_RUN = "INSERT INTO zeusmem.consolidation_runs (org_id) VALUES (%(org)s) RETURNING id"
FINISH_RUN = (
    "UPDATE zeusmem.consolidation_runs SET finished_at = now(), complete = %(complete)s, counts = %(counts)s"
    " WHERE id = %(id)s"
)

_ORG_FILTER = "(%(org)s::text IS NULL OR m.org_id = %(org)s)"

# the time-to-live of an item by the most specific policy: project row, org row, defaults;
# a key present with null means "no limit" at that level. The smallest of type / session / restricted.
_TTL_EXPR = """
    (SELECT min(t) FROM unnest(ARRAY[
        (CASE WHEN pp.ttl_seconds ? m.memory_type THEN pp.ttl_seconds ->> m.memory_type
              WHEN op.ttl_seconds ? m.memory_type THEN op.ttl_seconds ->> m.memory_type
              ELSE %(defaults)s::jsonb ->> m.memory_type END)::bigint,
        CASE WHEN m.scope = 'session' THEN
            (CASE WHEN pp.ttl_seconds ? 'session' THEN pp.ttl_seconds ->> 'session'
                  WHEN op.ttl_seconds ? 'session' THEN op.ttl_seconds ->> 'session'
                  ELSE %(defaults)s::jsonb ->> 'session' END)::bigint END,
        CASE WHEN m.sensitivity = 'restricted' THEN
            (CASE WHEN pp.ttl_seconds ? 'restricted' THEN pp.ttl_seconds ->> 'restricted'
                  WHEN op.ttl_seconds ? 'restricted' THEN op.ttl_seconds ->> 'restricted'
                  ELSE %(defaults)s::jsonb ->> 'restricted' END)::bigint END
    ]) AS t)
"""

# The write-path hook's one round trip: the item's lineage and vector coordinates, the policies,
# the user's switch, the scope's active count (only under a max_items policy), and -- when
# %(apply_ttl)s -- the retention TTL applied to the item if it has no expiry yet.
HOOK_CONTEXT = (
    "WITH item AS (SELECT m.id, m.lineage_id, m.embedding_model_id, m.embedding_dims, "
    + _TTL_EXPR
    + " AS ttl FROM zeusmem.memory_items m"
    " LEFT JOIN zeusmem.memory_policies op ON op.org_id = m.org_id AND op.project_id = ''"
    " LEFT JOIN zeusmem.memory_policies pp ON pp.org_id = m.org_id AND m.scope = 'project'"
    "   AND pp.project_id = m.scope_id"
    " WHERE m.id = %(id)s),"
    " upd AS (UPDATE zeusmem.memory_items m SET expires_at = m.created_at + make_interval(secs => item.ttl)"
    "   FROM item WHERE %(apply_ttl)s AND m.id = item.id AND item.ttl IS NOT NULL AND m.expires_at IS NULL"
    "   RETURNING m.expires_at)"
    " SELECT w.policies, w.automatic_memory, w.active_items, item.lineage_id, item.embedding_model_id,"
    " item.embedding_dims, (SELECT expires_at FROM upd) AS expires_at"
    " FROM item, (" + WRITE_CONTEXT + ") w"
)

APPLY_RETENTION = (
    "WITH due AS ("
    " SELECT m.id, " + _TTL_EXPR + " AS ttl FROM zeusmem.memory_items m"
    " LEFT JOIN zeusmem.memory_policies op ON op.org_id = m.org_id AND op.project_id = ''"
    " LEFT JOIN zeusmem.memory_policies pp ON pp.org_id = m.org_id AND m.scope = 'project'"
    "   AND pp.project_id = m.scope_id"
    " WHERE m.status = 'active' AND m.expires_at IS NULL AND "
    + _ORG_FILTER
    + " AND m.id > %(after)s ORDER BY m.id LIMIT %(scan)s)"
    " , upd AS (UPDATE zeusmem.memory_items m SET expires_at = m.created_at + make_interval(secs => due.ttl)"
    "   FROM due WHERE m.id = due.id AND due.ttl IS NOT NULL AND m.expires_at IS NULL RETURNING m.id)"
    " SELECT (SELECT max(id) FROM due), (SELECT count(*) FROM due), (SELECT count(*) FROM upd)"
)

EXPIRE_DUE = (
    "WITH due AS (SELECT m.id FROM zeusmem.memory_items m WHERE m.status = 'active' AND m.expires_at <= now()"
    "   AND " + _ORG_FILTER + " ORDER BY m.expires_at, m.id LIMIT %(limit)s FOR UPDATE SKIP LOCKED),"
    " upd AS (UPDATE zeusmem.memory_items m SET status = 'expired', updated_at = now() FROM due"
    "   WHERE m.id = due.id RETURNING m.id, m.lineage_id, m.org_id, m.scope, m.scope_id, m.memory_type)"
    " INSERT INTO zeusmem.audit_log (event, memory_id, lineage_id, actor, org_id, scope, scope_id, details)"
    " SELECT 'memory.expired', id, lineage_id, %(actor)s, org_id, scope, scope_id,"
    "   jsonb_build_object('memory_type', memory_type, 'reason_code', 'ttl', 'status', 'expired') FROM upd"
    " RETURNING memory_id"
)

ARCHIVE_EXPIRED = (
    "WITH due AS (SELECT m.id FROM zeusmem.memory_items m WHERE m.status = 'expired'"
    "   AND m.expires_at < now() - make_interval(secs => %(archive_after)s) AND "
    + _ORG_FILTER
    + "   ORDER BY m.expires_at, m.id LIMIT %(limit)s FOR UPDATE SKIP LOCKED),"
    " upd AS (UPDATE zeusmem.memory_items m SET status = 'archived', updated_at = now() FROM due"
    "   WHERE m.id = due.id RETURNING m.id, m.lineage_id, m.org_id, m.scope, m.scope_id, m.memory_type)"
    " INSERT INTO zeusmem.audit_log (event, memory_id, lineage_id, actor, org_id, scope, scope_id, details)"
    " SELECT 'memory.archived', id, lineage_id, %(actor)s, org_id, scope, scope_id,"
    "   jsonb_build_object('memory_type', memory_type, 'reason_code', 'expired', 'status', 'archived')"
    " FROM upd"
    " RETURNING memory_id"
)

# vectors are only needed for search and duplicate checks of active items
COLLECT_ARCHIVED_VECTORS = (
    "WITH due AS (SELECT m.id FROM zeusmem.memory_items m WHERE m.status = 'archived'"
    "   AND m.embedding IS NOT NULL AND "
    + _ORG_FILTER
    + " ORDER BY m.id LIMIT %(limit)s FOR UPDATE SKIP LOCKED)"
    " UPDATE zeusmem.memory_items m SET embedding = NULL FROM due WHERE m.id = due.id RETURNING m.id"
)

# derived data that still names deleted memories
CLEAN_USER_PROFILE_SOURCES = (
    "UPDATE zeusmem.user_profiles p SET sources = ARRAY(SELECT s FROM unnest(p.sources) s"
    "   WHERE NOT EXISTS (SELECT 1 FROM zeusmem.tombstones t WHERE t.memory_id = s))"
    " WHERE (%(org)s::text IS NULL OR p.org_id = %(org)s)"
    " AND EXISTS (SELECT 1 FROM unnest(p.sources) s JOIN zeusmem.tombstones t ON t.memory_id = s)"
    " RETURNING p.user_id"
)
CLEAN_PROJECT_PROFILE_SOURCES = (
    "UPDATE zeusmem.project_profiles p SET sources = ARRAY(SELECT s FROM unnest(p.sources) s"
    "   WHERE NOT EXISTS (SELECT 1 FROM zeusmem.tombstones t WHERE t.memory_id = s))"
    " WHERE (%(org)s::text IS NULL OR EXISTS (SELECT 1 FROM zeusmem.projects pr"
    "   WHERE pr.project_id = p.project_id AND pr.org_id = %(org)s))"
    " AND EXISTS (SELECT 1 FROM unnest(p.sources) s JOIN zeusmem.tombstones t ON t.memory_id = s)"
    " RETURNING p.project_id"
)
PRUNE_EXTRACTION_LOG = (
    "DELETE FROM zeusmem.extraction_log WHERE id IN (SELECT id FROM zeusmem.extraction_log"
    " WHERE created_at < now() - interval '25 hours' ORDER BY id LIMIT %(limit)s) RETURNING id"
)
EXPIRE_STALE_CANDIDATES = (
    "UPDATE zeusmem.memory_candidates SET status = 'rejected', decision_reason = 'expired', content = NULL,"
    " decided_at = now(), decided_by = %(actor)s"
    " WHERE id IN (SELECT id FROM zeusmem.memory_candidates WHERE status = 'pending'"
    "   AND created_at < now() - make_interval(secs => %(candidate_ttl)s)"
    "   AND (%(org)s::text IS NULL OR org_id = %(org)s) ORDER BY id LIMIT %(limit)s) RETURNING id"
)
PRUNE_SNAPSHOTS = (
    "DELETE FROM zeusmem.context_snapshots WHERE id IN (SELECT id FROM zeusmem.context_snapshots"
    " WHERE created_at < now() - make_interval(secs => %(snapshot_retention)s)"
    " AND (%(org)s::text IS NULL OR org_id = %(org)s) ORDER BY created_at LIMIT %(limit)s) RETURNING id"
)

LIST_MODELS = "SELECT id, dims FROM zeusmem.embedding_models ORDER BY id"

# where the next batch of the near-duplicate scan starts (the last id a batch examined)
def _merge_group(model_id: int, indexed: tuple[str, str, str] | None) -> sql.Composed:
    """The condition on ``m`` of one group of a merge scan: the scope ``indexed`` (org, scope,
    scope_id literals of a scope with its own ANN index), or (None) every scope without one."""
    if indexed is not None:
        return sql.SQL("m.org_id = {} AND m.scope = {} AND m.scope_id = {}").format(*map(sql.Literal, indexed))
    return sql.SQL(
        "NOT EXISTS (SELECT 1 FROM zeusmem.scope_indexes i WHERE i.org_id = m.org_id AND i.scope = m.scope"
        " AND i.scope_id = m.scope_id AND i.embedding_model_id = {model})"
    ).format(model=sql.Literal(model_id))


def _merge_scanned(model_id: int, indexed: tuple[str, str, str] | None) -> sql.Composed:
    """The ``%(scan)s`` active items of one group after ``%(after)s`` (id order)."""
    return sql.SQL(
        "SELECT m.* FROM zeusmem.memory_items m WHERE m.status = 'active' AND m.embedding_model_id = {model}"
        " AND m.embedding IS NOT NULL AND (m.expires_at IS NULL OR m.expires_at > now()) AND " + _ORG_FILTER
        + " AND {group} AND m.id > %(after)s ORDER BY m.id LIMIT %(scan)s"
    ).format(model=sql.Literal(model_id), group=_merge_group(model_id, indexed))


def merge_scan_cursor_query(model_id: int, indexed: tuple[str, str, str] | None = None) -> sql.Composed:
    """The last id and the count of the items :func:`near_duplicate_pairs_query` scanned."""
    return sql.SQL("SELECT max(s.id), count(*) FROM ({scanned}) s").format(
        scanned=_merge_scanned(model_id, indexed))


def near_duplicate_pairs_query(model_id: int, dims: int, indexed: tuple[str, str, str] | None = None,
                               ann_kind: str = "vector") -> sql.Composed:
    """For active items after ``%(after)s`` (id order, ``%(scan)s`` of them) of one group (the
    scope ``indexed``, or every scope without an ANN index of its own), the nearest other item of
    the same scope, type, model, visibility and sensitivity, with its cosine similarity.

    An ordinary scope is scanned exactly for each item; an indexed scope walks its own index
    (:func:`zeusmem.storage.sql.create_scope_index`, key type ``ann_kind``: its key's inner product with ``[unit vector,
    0]`` is the cosine), the few it yields re-ordered by exact cosine.
    """
    vt = sql.SQL("vector({})").format(sql.Literal(dims))
    model = sql.Literal(model_id)
    same = sql.SQL(
        "o.embedding_model_id = {model} AND o.status = 'active' AND o.id <> a.id"
        " AND o.memory_type = a.memory_type AND o.visibility = a.visibility AND o.sensitivity = a.sensitivity"
        " AND (a.visibility <> 'owner_only' OR o.created_by = a.created_by)"
        " AND (o.expires_at IS NULL OR o.expires_at > now())"
    ).format(model=model)
    sim = sql.SQL("1 - (o.embedding::{vt} <=> a.embedding::{vt})").format(vt=vt)
    if indexed is None:
        nearest = sql.SQL(
            "SELECT o.id, {sim} AS sim FROM zeusmem.memory_items o"
            " WHERE o.org_id = a.org_id AND o.scope = a.scope AND o.scope_id = a.scope_id AND {same}"
            " ORDER BY o.embedding::{vt} <=> a.embedding::{vt} LIMIT 1"
        ).format(sim=sim, same=same, vt=vt)
    else:
        nearest = sql.SQL(
            "SELECT n.id, n.sim FROM (SELECT o.id, {sim} AS sim FROM zeusmem.memory_items o"
            " WHERE o.org_id = {org} AND o.scope = {scope} AND o.scope_id = {sid} AND {same}{ef}"
            " ORDER BY {order} LIMIT {fetch}) n ORDER BY n.sim DESC LIMIT 1"
        ).format(sim=sim, org=sql.Literal(indexed[0]), scope=sql.Literal(indexed[1]),
                 sid=sql.Literal(indexed[2]), same=same, ef=hnsw_scan_settings(100),
                 order=cosine_order(dims, "a.embedding", "o", ann_kind), fetch=sql.Literal(ann_fetch(ann_kind, 4)))
    return sql.SQL(
        "SELECT a.id AS a_id, b.id AS b_id, b.sim FROM ({scanned}) a CROSS JOIN LATERAL ({nearest}) b"
        " WHERE b.sim >= %(threshold)s ORDER BY a.id"
    ).format(scanned=_merge_scanned(model_id, indexed), nearest=nearest)


def copy_as_new_version() -> sql.Composed:
    """A new active version of ``%(id)s`` (same content and vector) with new confidence and provenance."""
    cols = (
        "lineage_id",
        "content",
        "memory_type",
        "scope",
        "scope_id",
        "org_id",
        "source",
        "source_id",
        "importance",
        "visibility",
        "sensitivity",
        "key",
        "tags",
        "priority",
        "verified",
        "expires_at",
        "created_by",
        "embedding",
        "embedding_model_id",
        "embedding_dims",
        "context_tsv",
        "content_ct",
        "content_key",
        "observed_at",
        "valid_from",
        "valid_to",
    )
    return sql.SQL(
        "INSERT INTO zeusmem.memory_items (id, version, supersedes_id, confidence, provenance, {cols})"
        " SELECT %(new_id)s, m.version + 1, m.id, %(confidence)s, %(provenance)s, {src} FROM"
        " zeusmem.memory_items m"
        " WHERE m.id = %(id)s RETURNING {ret}, lineage_id"
    ).format(
        cols=sql.SQL(", ").join(sql.Identifier(c) for c in cols),
        src=sql.SQL(", ").join(sql.Identifier("m", c) for c in cols),
        ret=item_columns("memory_items"),
    )


# items with something a claim extractor may read, for the conflict scan
def conflict_scan_query() -> sql.Composed:
    return sql.SQL(
        "SELECT {cols}, m.lineage_id FROM zeusmem.memory_items m WHERE m.status = 'active'"
        " AND (m.expires_at IS NULL OR m.expires_at > now()) AND "
        + _ORG_FILTER
        + " ORDER BY m.org_id, m.scope, m.scope_id, m.created_at, m.id LIMIT %(scan)s"
    ).format(cols=item_columns())


# --- events -----------------------------------------------------------------------------------

EVENT_COLUMNS = "id, event, memory_id, lineage_id, actor, org_id, scope, scope_id, payload, created_at"
FETCH_EVENTS = (
    "SELECT " + EVENT_COLUMNS + " FROM zeusmem.memory_events WHERE id > %(after)s"
    " AND (%(org)s::text IS NULL OR org_id = %(org)s)"
    " AND (%(events)s::text[] IS NULL OR event = ANY(%(events)s))"
    " ORDER BY id LIMIT %(limit)s"
)
GET_CURSOR = "SELECT last_id FROM zeusmem.memory_event_cursors WHERE consumer = %(consumer)s"
ACK_CURSOR = (
    "INSERT INTO zeusmem.memory_event_cursors AS c (consumer, last_id) VALUES (%(consumer)s, %(last_id)s)"
    " ON CONFLICT (consumer) DO UPDATE SET last_id = greatest(c.last_id, EXCLUDED.last_id), updated_at ="
    " now()"
    " RETURNING last_id"
)

# --- context snapshots ------------------------------------------------------------------------

INSERT_SNAPSHOT = (
    "INSERT INTO zeusmem.context_snapshots (id, org_id, user_id, project_id, session_id, run_id, model,"
    " context_policy, memory_policy_version, user_profile_version, project_profile_version, message_ids,"
    " message_count, system_tokens, conversation_tokens, memory_tokens, tools_tokens, total_tokens,"
    " budget_tokens,"
    " dropped_memories, hash, content_hash)"
    " VALUES (%(id)s, %(org)s, %(user)s, %(project)s, %(session)s, %(run_id)s, %(model)s, %(context_policy)s,"
    " coalesce((SELECT max(version) FROM zeusmem.memory_policies WHERE org_id = %(org)s"
    "   AND project_id IN ('', coalesce(%(project)s, ''))), 0),"
    " coalesce((SELECT version FROM zeusmem.user_profiles WHERE org_id = %(org)s AND user_id = %(user)s), 0),"
    " (SELECT version FROM zeusmem.project_profiles WHERE project_id = %(project)s),"
    " %(message_ids)s, %(message_count)s, %(system_tokens)s, %(conversation_tokens)s, %(memory_tokens)s,"
    " %(tools_tokens)s, %(total_tokens)s, %(budget_tokens)s, %(dropped)s, %(hash)s, %(content_hash)s)"
    " RETURNING memory_policy_version, user_profile_version, project_profile_version, created_at"
)
SNAPSHOT_ASYNC_COMMIT = "SET LOCAL synchronous_commit = off"
INSERT_SNAPSHOT_ITEMS = (
    "INSERT INTO zeusmem.context_snapshot_items (snapshot_id, position, kind, item_id, version)"
    " SELECT %(id)s, p - 1, k, i, v FROM unnest(%(kinds)s::text[], %(item_ids)s::text[], %(versions)s::int[])"
    " WITH ORDINALITY AS u(k, i, v, p)"
)
SNAPSHOT_COLUMNS = (
    "id, org_id, user_id, project_id, session_id, run_id, model, context_policy, memory_policy_version,"
    " user_profile_version, project_profile_version, message_ids, message_count, system_tokens,"
    " conversation_tokens, memory_tokens, tools_tokens, total_tokens, budget_tokens, dropped_memories, hash,"
    " content_hash, created_at"
)
GET_SNAPSHOT = (
    "SELECT " + SNAPSHOT_COLUMNS + " FROM zeusmem.context_snapshots"
    " WHERE id = %(id)s AND org_id = %(org)s AND user_id = %(user)s"
)
GET_SNAPSHOT_ITEMS = (
    "SELECT kind, item_id, version FROM zeusmem.context_snapshot_items WHERE snapshot_id = %(id)s"
    " ORDER BY position"
)
LIST_SNAPSHOTS = (
    "SELECT " + SNAPSHOT_COLUMNS + " FROM zeusmem.context_snapshots"
    " WHERE org_id = %(org)s AND user_id = %(user)s AND (%(session)s::text IS NULL OR session_id ="
    " %(session)s)"
    " ORDER BY created_at DESC, id DESC LIMIT %(limit)s"
)

SNAPSHOTS_USING = (
    "SELECT " + SNAPSHOT_COLUMNS + " FROM zeusmem.context_snapshots"
    " WHERE org_id = %(org)s AND user_id = %(user)s AND id IN (SELECT snapshot_id FROM"
    " zeusmem.context_snapshot_items WHERE kind = 'memory' AND item_id = ANY(%(ids)s::text[]))"
    " ORDER BY created_at DESC, id DESC LIMIT %(limit)s"
)

# --- knowledge base ---------------------------------------------------------------------------

KB_COLUMNS = (
    "org_id, document_id, scope, scope_id, kind, title, authority, content_hash, chunks, model_id,"
    " created_by,"
    " created_at, updated_at, extracted_hash, extracted_at"
)
UPSERT_KB_DOCUMENT = (
    "INSERT INTO zeusmem.kb_documents AS d (org_id, document_id, scope, scope_id, kind, title, authority,"
    " content_hash, chunks, model_id, created_by)"
    " VALUES (%(org)s, %(document_id)s, %(scope)s, %(scope_id)s, %(kind)s, %(title)s, %(authority)s,"
    " %(content_hash)s, %(chunks)s, %(model_id)s, %(user)s)"
    " ON CONFLICT (org_id, document_id) DO UPDATE SET title = EXCLUDED.title, authority = EXCLUDED.authority,"
    " content_hash = EXCLUDED.content_hash, chunks = EXCLUDED.chunks, model_id = EXCLUDED.model_id,"
    " kind = EXCLUDED.kind, updated_at = now()"
    " RETURNING " + KB_COLUMNS
)
GET_KB_DOCUMENT = (
    "SELECT "
    + KB_COLUMNS
    + " FROM zeusmem.kb_documents WHERE org_id = %(org)s AND document_id = %(document_id)s"
)
LIST_KB_DOCUMENTS = (
    "SELECT " + KB_COLUMNS + " FROM zeusmem.kb_documents WHERE org_id = %(org)s"
    " AND ((scope = 'user' AND scope_id = %(user)s) OR (scope = 'project' AND scope_id = %(project)s AND"
    " %(is_member)s))"
    " ORDER BY created_at, document_id LIMIT %(limit)s"
)
DELETE_KB_DOCUMENT = (
    "DELETE FROM zeusmem.kb_documents WHERE org_id = %(org)s AND document_id = %(document_id)s"
)
MARK_KB_EXTRACTED = (
    "UPDATE zeusmem.kb_documents SET extracted_hash = content_hash, extracted_at = now()"
    " WHERE org_id = %(org)s AND document_id = %(document_id)s"
)
KB_EXTRACTED_CURRENT = (
    "SELECT extracted_hash = content_hash FROM zeusmem.kb_documents WHERE org_id = %(org)s"
    " AND document_id = %(document_id)s"
)
MEMORIES_FROM_SOURCE = (
    "SELECT m.id FROM zeusmem.memory_items m WHERE m.org_id = %(org)s AND m.source = ANY(%(sources)s)"
    " AND m.source_id = %(document_id)s AND m.status = 'active'"
)


def kb_table(model_id: int) -> str:
    """The knowledge-base collection table of one embedding model (dimensions differ per model)."""
    return f"knowledge_base_m{int(model_id)}"


def create_kb_table(model_id: int, dims: int) -> sql.Composed:
    """The collection table in the layout :class:`langchain_postgres.PGVectorStore` expects, plus the
    columns the security filter needs, and its HNSW index. Idempotent."""
    table = sql.Identifier("zeusmem", kb_table(model_id))
    return sql.SQL(
        "CREATE TABLE IF NOT EXISTS {t} (langchain_id uuid PRIMARY KEY, content text NOT NULL,"
        " embedding vector({dims}) NOT NULL, org_id text NOT NULL, scope text NOT NULL, scope_id text"
        " NOT NULL,"
        " document_id text NOT NULL, kind text NOT NULL, chunk integer NOT NULL, langchain_metadata json);"
        " CREATE INDEX IF NOT EXISTS {doc_idx} ON {t} (org_id, document_id);"
        " CREATE INDEX IF NOT EXISTS {hnsw} ON {t} USING hnsw (embedding vector_cosine_ops);"
        # row-level security as on every table of people's data (migration 8), once
        " SELECT zeusmem.protect_scope_table(c.oid) FROM pg_class c"
        " WHERE c.oid = {name}::regclass AND NOT c.relforcerowsecurity"
    ).format(
        name=sql.Literal(f"zeusmem.{kb_table(model_id)}"),
        t=table,
        dims=sql.Literal(dims),
        doc_idx=sql.Identifier(f"{kb_table(model_id)}_doc"),
        hnsw=sql.Identifier(f"{kb_table(model_id)}_hnsw"),
    )


def kb_tables_query() -> str:
    return (
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " WHERE n.nspname = 'zeusmem' AND c.relkind = 'r' AND c.relname ~ '^knowledge_base_m[0-9]+$'"
    )


def kb_orphan_chunks(table: str) -> sql.Composed:
    """Chunks whose document is gone (garbage of a deleted document)."""
    t = sql.Identifier("zeusmem", table)
    return sql.SQL(
        "DELETE FROM {t} WHERE langchain_id IN (SELECT k.langchain_id FROM {t} k WHERE"
        " (%(org)s::text IS NULL OR k.org_id = %(org)s) AND NOT EXISTS (SELECT 1 FROM zeusmem.kb_documents d"
        " WHERE d.org_id = k.org_id AND d.document_id = k.document_id) LIMIT %(limit)s) RETURNING"
        " langchain_id"
    ).format(t=t)


def kb_delete_document_chunks(table: str) -> sql.Composed:
    t = sql.Identifier("zeusmem", table)
    return sql.SQL("DELETE FROM {t} WHERE org_id = %(org)s AND document_id = %(document_id)s").format(t=t)


def kb_document_chunks(table: str) -> sql.Composed:
    t = sql.Identifier("zeusmem", table)
    return sql.SQL(
        "SELECT chunk, content FROM {t} WHERE org_id = %(org)s AND document_id = %(document_id)s ORDER"
        " BY chunk"
    ).format(t=t)
