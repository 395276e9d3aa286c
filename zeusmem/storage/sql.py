"""All SQL of zeusmem: constants and pure builders returning ``(query, params)``.

Nothing here executes anything. Identifiers, model ids and dimensions go through
``psycopg.sql`` (as literals where the planner must see them to match a partial index),
values are always bound parameters.

The security filter (:func:`visible_clause`) is the one definition of "what a
SecurityContext may see": search, get, list, recall and expiring all use it inside the SQL
that produces candidates, so nothing outside it ever enters a result.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from psycopg import sql

ITEM_COLUMNS = (
    "id", "lineage_id", "version", "supersedes_id", "content", "memory_type", "scope", "scope_id",
    "org_id", "source", "source_id", "confidence", "importance", "visibility", "status", "sensitivity",
    "key", "tags", "priority", "verified", "expires_at", "created_by", "created_at", "updated_at",
    "last_used_at", "provenance", "embedding_model_id", "content_ct", "content_key", "observed_at", "valid_from",
    "valid_to",
)


def last_used_expr(alias: str) -> sql.Composed:
    """``last_used_at`` of the memory whose row is ``alias``: kept in ``zeusmem.memory_usage`` (one row
    per memory, keyed by its id, the lineage id), not in the item's row, so the background batches
    (:data:`TOUCH_LAST_USED`) never rewrite a memory row and ``memory_items`` can fill its pages."""
    return sql.SQL(
        "(SELECT u.last_used_at FROM zeusmem.memory_usage u WHERE u.memory_id = {a}.lineage_id) AS last_used_at"
    ).format(a=sql.Identifier(alias))


def item_columns(alias: str = "m") -> sql.Composed:
    return sql.SQL(", ").join(
        last_used_expr(alias) if c == "last_used_at" else sql.Identifier(alias, c) for c in ITEM_COLUMNS
    )


# --- security ---------------------------------------------------------------------------------

MEMBER_EXISTS = (
    "EXISTS (SELECT 1 FROM zeusmem.project_members pm"
    " WHERE pm.project_id = %(project)s AND pm.user_id = %(user)s AND pm.org_id = %(org)s)"
)

_SCOPE_BRANCH = {
    "user": "m.scope = 'user' AND m.scope_id = %(user)s",
    "session": "m.scope = 'session' AND m.scope_id = %(session)s AND m.created_by = %(user)s",
    "project": (
        "m.scope = 'project' AND m.scope_id = %(project)s AND " + MEMBER_EXISTS
        + " AND (m.visibility <> 'owner_only' OR m.created_by = %(user)s)"
    ),
}


#: the search statement's membership check, once: each branch of a project scope reads this CTE
#: (:func:`_search_branch`) instead of setting up and running its own membership subplan (and, under
#: row-level security, the policy of project_members with it)
_MEMBER_CTE = f"mem AS MATERIALIZED (SELECT {MEMBER_EXISTS} AS ok)"


def _search_branch(scope: str) -> sql.SQL:
    """:data:`_SCOPE_BRANCH` of ``scope`` inside the search statement (membership from :data:`_MEMBER_CTE`)."""
    return sql.SQL(_SCOPE_BRANCH[scope].replace(MEMBER_EXISTS, "(SELECT mem.ok FROM mem)"))


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
    half: str | None = None, /, *, memory_type: bool, scope: bool, tags: bool, include_expired: bool,
    statuses: bool = False, as_of: bool = False, valid_at: bool = False,
) -> sql.Composed:
    """Optional filters; each bound parameter has the same name as the filter. ``include_expired``
    also admits what the consolidation job moved to status ``expired``. ``as_of``: instead of the
    status, the versions recorded and active at ``%(as_of)s`` (:data:`AS_OF_CLAUSE`). ``valid_at``:
    what held in the world at ``%(valid_at)s`` (``valid_from <= t < valid_to``, NULL open), which
    includes the superseded memories a later statement ended (their ``valid_to`` was set then);
    with ``as_of``, the versions of that instant that held then.

    ``half`` (with ``as_of`` or ``valid_at``) keeps one of the two halves of those rows: ``"active"``,
    what a scope's partial ANN index serves, or ``"history"``, the rest (scanned exactly)."""
    if half is not None and (half not in _HALVES or not (as_of or valid_at)):
        raise ValueError(f"half={half!r}: 'active' or 'history', with as_of or valid_at")
    if as_of:
        parts = [sql.SQL(_HALVES[half]["as_of"] if half else AS_OF_CLAUSE)]
        if valid_at:
            parts.append(sql.SQL(VALID_AT_HOLDS))
    elif valid_at:
        parts = [sql.SQL(_HALVES[half]["valid_at"]) if half else sql.SQL(VALID_AT), sql.SQL(VALID_AT_HOLDS)]
        if statuses and not half:
            parts.append(sql.SQL("m.status = ANY(%(statuses)s)"))
    elif statuses:
        parts = [sql.SQL("m.status = ANY(%(statuses)s)")]
    elif include_expired:
        parts = [sql.SQL("m.status IN ('active', 'expired')")]
    else:
        parts = [sql.SQL("m.status = 'active'")]
    if not include_expired and not as_of:
        parts.append(sql.SQL("(m.expires_at IS NULL OR m.expires_at > now())"))
    if memory_type:
        parts.append(sql.SQL("m.memory_type = ANY(%(memory_types)s)"))
    if scope:
        parts.append(sql.SQL("m.scope = ANY(%(scopes)s)"))
    if tags:
        parts.append(sql.SQL("m.tags && %(tags)s"))
    return sql.SQL(" AND ").join(parts)


#: a version recorded and active at ``%(as_of)s``: written by then, not yet superseded, archived or
#: expired (``ended_at``, kept by a trigger on status changes), and not past its expiry. A deleted
#: memory has no rows left, so it is absent for every instant.
AS_OF_CLAUSE = (
    "m.created_at <= %(as_of)s AND (m.status = 'active' OR coalesce(m.ended_at, m.updated_at) > %(as_of)s)"
    " AND (m.expires_at IS NULL OR m.expires_at > %(as_of)s)"
)
#: the half of :data:`AS_OF_CLAUSE` that is still active (a scope's partial ANN index serves it)
AS_OF_ACTIVE = (
    "m.status = 'active' AND m.created_at <= %(as_of)s AND (m.expires_at IS NULL OR m.expires_at > %(as_of)s)"
)
#: the other half: versions that have ended since (the partial index ``memory_items_ended``
#: reads only those of the scope that ended after the instant)
AS_OF_HISTORY = (
    "m.status <> 'active' AND coalesce(m.ended_at, m.updated_at) > %(as_of)s AND m.created_at <= %(as_of)s"
    " AND (m.expires_at IS NULL OR m.expires_at > %(as_of)s)"
)
#: holding in the world at ``%(valid_at)s`` (``valid_from <= t < valid_to``, NULL open)
VALID_AT_HOLDS = (
    "(m.valid_from IS NULL OR m.valid_from <= %(valid_at)s)"
    " AND (m.valid_to IS NULL OR m.valid_to > %(valid_at)s)"
)
#: the rows the ``valid_at`` filter reads (then :data:`VALID_AT_HOLDS`): active, or superseded with
#: an end in the world
VALID_AT = "(m.status = 'active' OR (m.status = 'superseded' AND m.valid_to IS NOT NULL))"
#: the two halves of the as_of and valid_at rows: what a scope's partial ANN index serves (active),
#: the rest (history)
_HALVES = {
    "active": {"as_of": AS_OF_ACTIVE, "valid_at": "m.status = 'active'"},
    "history": {"as_of": AS_OF_HISTORY, "valid_at": "m.status = 'superseded' AND m.valid_to IS NOT NULL"},
}


def and_also(filters: sql.Composed, extra: sql.Composable | None) -> sql.Composed:
    """``filters AND extra`` (one more predicate on ``m``, e.g.
    :func:`zeusmem.storage.store_sql.selector_clause`); ``filters`` alone without one."""
    return filters if extra is None else sql.Composed([filters, sql.SQL(" AND "), extra])


# --- search -----------------------------------------------------------------------------------

def _stats_keys() -> dict[str, str]:
    return {
        "user": "(s.scope = 'user' AND s.scope_id = %(user)s)",
        "session": "(s.scope = 'session' AND s.scope_id = %(session)s)",
        "project": "(s.scope = 'project' AND s.scope_id = %(project)s)",
    }


def _keys_clause(scopes: Sequence[str]) -> sql.Composed:
    keys = _stats_keys()
    return sql.SQL(" OR ").join(sql.SQL(keys[sc]) for sc in scopes)


# A lexeme as a one-term tsquery (quotes and backslashes escaped as tsquery input wants them).
_LEXEME_TSQUERY = "(E'\\'' || replace(replace({x}, E'\\\\', E'\\\\\\\\'), E'\\'', E'\\'\\'') || E'\\'')"


def sealed_token_sql(x: str, i: int) -> str:
    """The keyed token of lexeme ``x`` under lexical key ``i`` of the caller: HMAC-SHA256 from the
    built-in sha256 and the key's pads ``%(lk{i}_i)s`` / ``%(lk{i}_o)s``
    (:func:`zeusmem.rules.encryption.hmac_pads`)."""
    return (f"('zm' || left(encode(sha256(%(lk{i}_o)s::bytea || sha256(%(lk{i}_i)s::bytea"
            f" || convert_to({x}, 'UTF8'))), 'hex'), 20))")


#: the OR-query of a very large scope's lexical branch (:func:`search_query`): each query term at most
#: ``%(rare_df)s`` documents frequent alone, and the pairs of the commoner terms taken rarest first while
#: their document frequencies add up to at most ``%(pair_df)s`` (a row holding two of them); NULL
#: without such terms
_TQ_RARE = (
    "(WITH qc AS (SELECT qt.i, qt.q, qt.df <= %(rare_df)s AS single,"
    "   qt.df > %(rare_df)s AND sum(qt.df) OVER (ORDER BY qt.df, qt.i) <= %(pair_df)s AS pair FROM qt)"
    " SELECT string_agg(x.t, ' | ')::tsquery FROM (SELECT a.q::text AS t FROM qc a WHERE a.single"
    " UNION ALL SELECT '(' || a.q::text || ') & (' || b.q::text || ')' FROM qc a JOIN qc b ON a.i < b.i"
    " WHERE a.pair AND b.pair) x) AS tq_rare"
)


def _sealed_stats_ctes(scopes: Sequence[str], sealed: int, tq_rare: str) -> sql.Composed:
    """:func:`_query_stats_ctes` for a caller with ``sealed`` lexical keys (their own data key, their
    project's): each query lexeme is also looked for as its keyed token under each key (the words of
    encrypted memories: :mod:`zeusmem.rules.encryption`), one term whose forms are OR-ed and whose
    document frequency is the sum of its forms'."""
    keys = _keys_clause(scopes)
    forms = ", ".join(["t.lx", *(sealed_token_sql("t.lx", i) for i in range(1, sealed + 1))])
    dfs = sql.SQL(" UNION ALL ").join(
        sql.SQL(
            "SELECT s.lexeme, s.df FROM zeusmem.term_stats s WHERE s.org_id = %(org)s AND "
            + _stats_keys()[sc]
            + " AND s.lexeme = ANY((SELECT qall.terms FROM qall)::text[])"
        )
        for sc in scopes
    )
    one_f = _LEXEME_TSQUERY.format(x="f")
    return sql.SQL(
        "qterms AS MATERIALIZED (SELECT coalesce(tsvector_to_array(to_tsvector('english', %(query)s)),"
        "   '{{}}'::text[]) AS terms),"
        " qforms AS MATERIALIZED (SELECT t.lx, t.i, ARRAY[" + forms + "] AS forms"
        "   FROM qterms CROSS JOIN LATERAL unnest(qterms.terms) WITH ORDINALITY AS t(lx, i)),"
        " qall AS MATERIALIZED (SELECT coalesce(array_agg(f), '{{}}'::text[]) AS terms"
        "   FROM qforms CROSS JOIN LATERAL unnest(qforms.forms) AS f),"
        " tot AS MATERIALIZED (SELECT greatest(coalesce(sum(s.n_active), 0), 1)::float8 AS n,"
        "   CASE WHEN coalesce(sum(s.n_active), 0) > 0 THEN sum(s.total_len)::float8 / sum(s.n_active)"
        "   ELSE 0 END AS avg_len FROM zeusmem.scope_stats s WHERE s.org_id = %(org)s AND ({keys})),"
        " dfx AS MATERIALIZED (SELECT x.lexeme, sum(x.df)::float8 AS df FROM ({dfs}) x GROUP BY x.lexeme),"
        " qt AS MATERIALIZED (SELECT t.lx, t.i,"
        "   (SELECT string_agg(" + one_f + ", ' | ') FROM unnest(t.forms) AS f)::tsquery AS q,"
        "   coalesce(d.df, 0) AS df,"
        "   ln(1 + (tot.n - coalesce(d.df, 0) + 0.5) / (coalesce(d.df, 0) + 0.5)) AS idf"
        "   FROM qforms t CROSS JOIN tot"
        "   LEFT JOIN LATERAL (SELECT sum(dfx.df) AS df FROM dfx WHERE dfx.lexeme = ANY(t.forms)) d ON true),"
        " qs AS MATERIALIZED (SELECT coalesce(sum(qt.idf), 0) AS total,"
        "   string_agg(qt.q::text, ' | ')::tsquery AS tq,"
        "   " + tq_rare + ","
        "   (SELECT tot.avg_len FROM tot) AS avg_len,"
        "   array_agg(qt.q ORDER BY qt.i) AS qa, array_agg(qt.idf ORDER BY qt.i) AS ia FROM qt),"
        " " + _slots_cte()
    ).format(keys=keys, dfs=dfs)


def _query_stats_ctes(scopes: Sequence[str], sealed: int = 0, branch: bool = True) -> sql.Composed:
    """CTEs with the query's lexemes, their IDF over the visible scopes' term statistics, and the
    OR-queries used to find lexical matches (``tq``: every term; ``tq_rare``: terms whose document
    frequency is at most ``%(rare_df)s`` and pairs of commoner ones, :data:`_TQ_RARE`, for the
    GIN-driven branch of very large scopes).
    ``sealed``: the caller's lexical keys (:func:`_sealed_stats_ctes`). Without ``branch`` (no
    very large scope in the statement) ``tq_rare`` is NULL, not computed."""
    tq_rare = _TQ_RARE if branch else "NULL::tsquery AS tq_rare"
    if sealed:
        return _sealed_stats_ctes(scopes, sealed, tq_rare)
    keys = _keys_clause(scopes)
    # one index lookup per (scope, query term): the terms come from an InitPlan, usable as index keys
    dfs = sql.SQL(" UNION ALL ").join(
        sql.SQL(
            "SELECT s.lexeme, s.df FROM zeusmem.term_stats s WHERE s.org_id = %(org)s AND "
            + _stats_keys()[sc]
            + " AND s.lexeme = ANY((SELECT qterms.terms FROM qterms)::text[])"
        )
        for sc in scopes
    )
    one = _LEXEME_TSQUERY.format(x="t.lx")
    one_qt = _LEXEME_TSQUERY.format(x="qt.lx")
    return sql.SQL(
        "qterms AS MATERIALIZED (SELECT coalesce(tsvector_to_array(to_tsvector('english', %(query)s)),"
        "   '{{}}'::text[]) AS terms),"
        " tot AS MATERIALIZED (SELECT greatest(coalesce(sum(s.n_active), 0), 1)::float8 AS n,"
        "   CASE WHEN coalesce(sum(s.n_active), 0) > 0 THEN sum(s.total_len)::float8 / sum(s.n_active)"
        "   ELSE 0 END AS avg_len FROM zeusmem.scope_stats s WHERE s.org_id = %(org)s AND ({keys})),"
        " qt AS MATERIALIZED (SELECT t.lx, t.i, (" + one + ")::tsquery AS q, coalesce(d.df, 0) AS df,"
        "   ln(1 + (tot.n - coalesce(d.df, 0) + 0.5) / (coalesce(d.df, 0) + 0.5)) AS idf"
        "   FROM qterms CROSS JOIN LATERAL unnest(qterms.terms) WITH ORDINALITY AS t(lx, i) CROSS JOIN tot"
        "   LEFT JOIN (SELECT x.lexeme, sum(x.df)::float8 AS df FROM ({dfs}) x GROUP BY x.lexeme) d"
        "   ON d.lexeme = t.lx),"
        " qs AS MATERIALIZED (SELECT coalesce(sum(qt.idf), 0) AS total,"
        "   string_agg(" + one_qt + ", ' | ')::tsquery AS tq,"
        "   " + tq_rare + ","
        "   (SELECT tot.avg_len FROM tot) AS avg_len,"
        "   array_agg(qt.q ORDER BY qt.i) AS qa, array_agg(qt.idf ORDER BY qt.i) AS ia FROM qt),"
        " " + _slots_cte()
    ).format(keys=keys, dfs=dfs)


#: query terms whose IDF a row's lexical relevance sums by inline tests (one single-term tsquery
#: match each, against the slots of the ``ql`` CTE); the terms after them (a question of more
#: terms) are summed by a per-row subplan over ``qt``. A per-row subplan costs more than a match:
#: on the real-text workload (LoCoMo questions) the subplans were 13-15 % of the statement's
#: server CPU, small and large scopes alike.
LEX_SLOTS = 10


def _slots_cte() -> str:
    """``ql``: one row with the OR-query ``tq``, the IDF ``total``, ``avg_len``, the first
    :data:`LEX_SLOTS` terms' one-term queries ``q1..`` and IDFs ``i1..`` (in the order of the
    query's lexemes, NULL past its last) and whether it has ``more`` terms."""
    slots = ", ".join([f"qs.qa[{j}] AS q{j}" for j in range(1, LEX_SLOTS + 1)]
                      + [f"qs.ia[{j}] AS i{j}" for j in range(1, LEX_SLOTS + 1)])
    return (f"ql AS MATERIALIZED (SELECT qs.tq, qs.total, qs.avg_len, {slots},"
            f" coalesce(cardinality(qs.qa), 0) > {LEX_SLOTS} AS more FROM qs)")


def _idf_sum(col: str, *more: str) -> str:
    """The summed IDF of the query terms the tsvector ``col`` (or one of ``more``) holds, in the
    order of the query's lexemes (as :func:`zeusmem.rules.ranking.lexical_relevance` adds them),
    from the ``ql`` row."""
    def held(q: str) -> str:
        return " OR ".join(f"{c} @@ {q}" for c in (col, *more))
    parts = [f"CASE WHEN {held(f'ql.q{j}')} THEN ql.i{j} ELSE 0.0::float8 END" for j in range(1, LEX_SLOTS + 1)]
    parts.append(f"CASE WHEN ql.more THEN coalesce((SELECT sum(qt.idf) FROM qt WHERE qt.i > {LEX_SLOTS}"
                 f" AND ({held('qt.q')})), 0.0::float8) ELSE 0.0::float8 END")
    return "(" + " + ".join(parts) + ")"


def lexical_expr(alias: str = "i") -> sql.SQL:
    """The lexical relevance of a row ``alias`` (its ``tsv`` and ``context_tsv``, joined with the
    one-row ``ql``: :func:`_slots_cte`) in SQL, equal to :func:`zeusmem.rules.ranking.lexical_relevance`
    (binary term frequency, document length in distinct lexemes): the IDF share of the query's
    terms the memory contains, times ``(1 + k1) / (1 + k1 (1 - b + b dl/avgdl))``, at most 1.
    Two columns, ``own_lex`` and ``ctx_lex``, each computed once per row; :func:`lexical_of`
    combines them a level up. A row matching none of the terms (``tq``) pays one match.
    """
    a = alias
    own = (
        f"CASE WHEN {a}.tsv @@ ql.tq THEN least(1.0,"
        f" {_idf_sum(a + '.tsv')} / ql.total * (1 + %(k1)s)"
        " / (1 + %(k1)s * CASE WHEN ql.avg_len > 0"
        f"   THEN 1 - %(b)s + %(b)s * length({a}.tsv) / ql.avg_len ELSE 1 END))"
        " ELSE 0.0 END"
    )
    # a memory stored with a context (ranking.with_context): its context's IDF share of the query
    # terms (NULL without a context: no other memory pays more than the NULL test)
    ctx = (
        f"CASE WHEN {a}.context_tsv IS NULL THEN NULL WHEN {a}.context_tsv @@ ql.tq"
        f" THEN {_idf_sum(a + '.context_tsv')} / ql.total ELSE 0.0 END"
    )
    return sql.SQL(f"{own} AS own_lex, {ctx} AS ctx_lex")


def coverage_expr(alias: str) -> str:
    """:func:`zeusmem.rules.ranking.coverage` in SQL: the IDF share of the query's terms that the
    row ``alias`` holds in its ``tsv`` or its ``context_tsv``, from the ``ql`` row."""
    return f"CASE WHEN ql.total > 0 THEN {_idf_sum(alias + '.tsv', alias + '.context_tsv')} / ql.total ELSE 0.0 END"


def lexical_of(alias: str) -> sql.Composed:
    """The lexical relevance from a row's ``own_lex`` and ``ctx_lex`` (:func:`lexical_expr`): its own,
    plus ``%(ctxw)s`` of what is left times its context's share (:func:`zeusmem.rules.ranking.with_context`)."""
    return sql.SQL(
        "CASE WHEN {a}.ctx_lex IS NULL THEN {a}.own_lex"
        " ELSE {a}.own_lex + %(ctxw)s * (1 - {a}.own_lex) * least(1.0, {a}.ctx_lex) END"
    ).format(a=sql.Identifier(alias))


def _key(alias: str, dated: bool = False) -> sql.Composed:
    """``w_sim * fuse(v, lex) + w_conf * confidence`` of a narrow candidate row (see ``ranking``);
    ``dated``: plus ``w_sim * p_bonus`` when the row is said in the period the query names."""
    return sql.SQL(
        "%(w_sim)s * (greatest(0.0, least(1.0, {a}.vsim)) + (1 - greatest(0.0, least(1.0, {a}.vsim)))"
        " * %(lam)s * {a}.lex) + %(w_conf)s * {a}.confidence{d}"
    ).format(a=sql.Identifier(alias),
             d=sql.SQL(" + %(w_sim)s * %(p_bonus)s * {a}.dated::int").format(a=sql.Identifier(alias))
             if dated else sql.SQL(""))


#: whether a memory row was said in the query's period (``p_lo`` to ``p_told``: told up to a week
#: after it) or holds from a time in it (``p_lo`` to ``p_hi``): :func:`zeusmem.rules.periods.said_in`
#: over the hull of the periods the query names
DATED = ("(m.observed_at >= %(p_lo)s AND m.observed_at < %(p_told)s"
         " OR m.valid_from >= %(p_lo)s AND m.valid_from < %(p_hi)s) IS TRUE")


def search_query(
    *,
    scopes: Sequence[str],
    model_id: int,
    dims: int,
    filters: sql.Composed,
    n_exact: int,
    n_ann: int,
    indexed: Mapping[str, tuple[str, ...]] | None = None,
    ef_search: int | None = None,
    sealed: int = 0,
    history_filters: sql.Composed | None = None,
    indexed_filters: sql.Composed | None = None,
    dated: bool = False,
    ann_kind: str = "vector",
) -> sql.Composed:
    """The ``n_exact`` best candidates of the whole visible set, in one statement.

    Per scope, inside that scope's branch of the security filter (``m.org_id = %(org)s AND
    <branch of visible_clause>``), narrow rows (ctid, cosine, lexical relevance from the row's
    tsvectors and the query's one-row ``ql``, :func:`lexical_expr`, confidence) are ranked by
    ``key = w_sim * fuse(v, lex) + w_conf * confidence`` — the final score minus the scope's
    constant priority (:mod:`zeusmem.rules.ranking`):

    * a scope of ordinary size is scanned **exactly** (btree on the scope, no ANN); the scopes so
      scanned share one ranked branch (their rows appended, each with its scope's priority, one
      lexical expression and one sort: a branch per scope cost ~0.03 ms of executor set-up each)
      that keeps the ``n_exact`` best by the final score's order — so the union holds the exact
      top ``n_exact`` of the whole visible set; its ORDER BY is not an indexable distance, so the
      planner never swaps in an ANN index;
    * a scope listed in ``indexed`` (scope -> (org, scope_id[, kind]) literals: a very large scope
      with a partial HNSW index of its own, :func:`create_scope_index`, of that kind, else
      ``ann_kind``) gets an
      ANN branch — with a ``bit`` index the ``BIT_CANDIDATES * n_ann`` nearest codes by Hamming
      distance (``ORDER BY code <~> binary_quantize(%(qvec)s) LIMIT ...``), with a ``vector`` one
      the ``n_ann`` best by ``w_sim * cosine + w_conf * confidence`` (``ORDER BY key_vector <#>
      %(qkey)s LIMIT n_ann``, ``qkey`` = ``[w_sim * unit query, w_conf]``, see :func:`ann_key_expr`);
      iterative scan, ``hnsw.ef_search`` set to ``ef_search`` for this statement; re-ranked by the
      exact full key — plus a lexical branch over its rarer query terms
      (the scope's own GIN index, :func:`create_scope_lexical_index`); with ``history_filters``
      (an ``as_of`` search) these branches take ``indexed_filters`` (the still-active half of the
      instant's rows) and an exact branch reads the versions that ended since (``history_filters``).

    The union is de-duplicated, ranked by the final score (``+ w_scope * priority of the scope``,
    parameters ``p_user``, ``p_session``, ``p_project``) and only its ``n_exact`` best rows are read
    whole (by ctid) and sent. With ``dated`` (a query naming a period, parameters ``p_lo``, ``p_hi``,
    ``p_told``, ``p_bonus``), the key adds ``w_sim * p_bonus`` to rows said in it (:data:`DATED`), so
    they are among the candidates sent. Sent: the item's columns but those the same for every row
    (:data:`SEARCH_IMPLIED_COLUMNS`), some shorter (:data:`SEARCH_SENT_COLUMNS`: the response of a
    search over short memories, the real-text benchmark's, then fits the server's 8 kB send buffer:
    one wake-up of the client, not two),
    ``vsim``, ``lex``, ``cov`` (:func:`coverage_expr`: the query's terms in its own or its context's
    lexemes), ``near`` (the ranks of the better-ranked rows sent of the same type whose cosine
    with it is at or above ``%(dup)s``: near-duplicate collapse's vector test, no vector is sent),
    whether a vector branch found it and its ``rank``, best first. The statement only reads: ``last_used_at`` is
    written off the request path (:mod:`zeusmem.storage.usage`), and not read either (it lives in
    ``zeusmem.memory_usage``; a search's items carry None).
    """
    indexed = indexed or {}
    vt = sql.SQL("vector({})").format(sql.Literal(dims))
    dist = sql.SQL("(m.embedding::{vt} <=> %(qvec)s::{vt})").format(vt=vt)
    base = sql.SQL("m.embedding_model_id = {model} AND {filters}").format(
        model=sql.Literal(model_id), filters=filters
    )
    narrow = sql.SQL(
        "m.ctid AS tid, 1 - {dist} AS vsim, m.tsv, m.context_tsv, m.confidence::float8 AS confidence{dated}"
    ).format(dist=dist, dated=sql.SQL(", " + DATED + " AS dated") if dated else sql.SQL(""))
    dcol = sql.SQL(", {}.dated") if dated else sql.SQL("")
    # last_used_at is not read here: a primary-key lookup in memory_usage per candidate row cost
    # ~0.09 ms per search (0.15 ms as the app role, whose policy probes memory_items again),
    # measured; a search's items carry None, get / list / history show it. It, org_id and
    # embedding_model_id (the same for every row: SEARCH_IMPLIED_COLUMNS) are not sent, and
    # lineage_id and tags are sent shorter (SEARCH_SENT_COLUMNS), see Repository.candidates
    wide = sql.SQL(", ").join(sql.SQL(_SEARCH_SENT[c]) if c in _SEARCH_SENT else sql.Identifier("w", c)
                              for c in SEARCH_SENT_COLUMNS)
    key, n = _key("c", dated), sql.Literal(n_exact)

    def ranked(inner: sql.Composable, scope: str | None, from_vec: bool) -> sql.Composed:
        # the inner rows (never flattened: each ends in LIMIT or OFFSET 0), joined with the query's
        # one-row ql, compute own_lex and ctx_lex once (OFFSET 0 again); lex and the key are
        # arithmetic on them. ``scope`` None: rows of several scopes, each with its ``prio``, ranked
        # by the key plus their scope's priority (the final score's order)
        many = scope is None
        pc = sql.SQL(", {}.prio") if many else sql.SQL("")
        return sql.SQL(
            "(SELECT c.tid, c.vsim, c.lex, c.confidence{dc}, {prio}, {fv} AS from_vec"
            " FROM (SELECT r.tid, r.vsim, {lex} AS lex, r.confidence{dr}{pr} FROM"
            " (SELECT i.tid, i.vsim, {own_ctx}, i.confidence{di}{pi} FROM ({inner}) i CROSS JOIN ql OFFSET 0) r) c"
            " ORDER BY {order} DESC LIMIT {n})"
        ).format(prio=sql.SQL("c.prio") if many else sql.SQL("%(p_{})s::float8 AS prio").format(sql.SQL(str(scope))),
                 fv=sql.SQL("true" if from_vec else "false"), inner=inner,
                 own_ctx=lexical_expr("i"), lex=lexical_of("r"), n=n,
                 order=sql.SQL("{key} + %(w_scope)s * c.prio").format(key=key) if many else key,
                 pr=pc.format(sql.Identifier("r")) if many else pc,
                 pi=pc.format(sql.Identifier("i")) if many else pc,
                 dc=dcol.format(sql.Identifier("c")) if dated else dcol,
                 dr=dcol.format(sql.Identifier("r")) if dated else dcol,
                 di=dcol.format(sql.Identifier("i")) if dated else dcol)

    branches: list[sql.Composable] = []
    # the scopes scanned exactly share one ranked branch (one lexical expression, one sort): its
    # best n_exact by the final score's order hold every row of theirs that the union's best do
    exact: list[tuple[str, sql.Composable]] = []
    for s in scopes:
        where = sql.SQL("{base} AND m.org_id = %(org)s AND ({branch})").format(
            base=base, branch=_search_branch(s)
        )
        if s in indexed:
            org, scope_id, *own_kind = indexed[s]
            kind = own_kind[0] if own_kind else ann_kind
            if indexed_filters is not None:
                where = sql.SQL(
                    "m.embedding_model_id = {model} AND {filters} AND m.org_id = %(org)s AND ({branch})"
                ).format(model=sql.Literal(model_id), filters=indexed_filters, branch=_search_branch(s))
            where = sql.SQL("{w} AND m.org_id = {org} AND m.scope = {scope} AND m.scope_id = {sid}").format(
                w=where, org=sql.Literal(org), scope=sql.Literal(s), sid=sql.Literal(scope_id)
            )
            ef = hnsw_scan_settings(ef_search) if ef_search else sql.SQL("")
            branches.append(ranked(sql.SQL(
                "SELECT {narrow} FROM zeusmem.memory_items m WHERE {where}{ef}"
                " ORDER BY {order} LIMIT {n_ann}"
            ).format(narrow=narrow, where=where, ef=ef, order=ann_order(dims, kind),
                     n_ann=sql.Literal(ann_fetch(kind, n_ann))), s, True))
            branches.append(ranked(sql.SQL(
                "SELECT {narrow} FROM zeusmem.memory_items m WHERE {where}"
                " AND m.tsv @@ (SELECT qs.tq_rare FROM qs) OFFSET 0"
            ).format(narrow=narrow, where=where), s, False))
            if history_filters is not None:
                branches.append(ranked(sql.SQL(
                    "SELECT {narrow} FROM zeusmem.memory_items m WHERE m.embedding_model_id = {model}"
                    " AND {hist} AND m.org_id = %(org)s AND ({branch}) OFFSET 0"
                ).format(narrow=narrow, model=sql.Literal(model_id), hist=history_filters,
                         branch=_search_branch(s)), s, True))
        else:
            exact.append((s, where))
    if len(exact) == 1:  # one scope: its constant priority orders nothing
        branches[:0] = [ranked(sql.SQL("SELECT {narrow} FROM zeusmem.memory_items m WHERE {where} OFFSET 0").format(
            narrow=narrow, where=where), s, True) for s, where in exact]
    elif exact:
        branches.insert(0, ranked(sql.SQL(" UNION ALL ").join(
            sql.SQL("(SELECT {narrow}, %(p_{s})s::float8 AS prio FROM zeusmem.memory_items m WHERE {where} OFFSET 0)")
            .format(narrow=narrow, where=where, s=sql.SQL(s)) for s, where in exact), None, True))
    member = sql.SQL(", " + _MEMBER_CTE) if "project" in scopes else sql.SQL("")
    # the near-duplicate test of collapse (same type, cosine at or above %(dup)s) for each pair of
    # the rows sent, each pair once (``near``: the better-ranked ones), instead of the vectors
    # themselves: at 384-d they were 28 of the 33 kB a search received (read in several wake-ups).
    # Measured on the 100k benchmark databases, statements interleaved: client CPU per search
    # -0.15 ms (multi-scope) / -0.19 ms (real text), server CPU unchanged, same hits
    tail = sql.SQL(
        ", tw AS MATERIALIZED (SELECT t.rank, w.memory_type, w.embedding FROM top t"
        " JOIN zeusmem.memory_items w ON w.ctid = t.tid)"
        " SELECT {wide}, t.vsim, t.lex, {cov} AS cov, (SELECT array_agg(x.rank) FROM tw x WHERE x.rank < t.rank"
        " AND x.memory_type = w.memory_type AND 1 - (x.embedding <=> w.embedding) >= %(dup)s) AS near,"
        " t.from_vec, t.rank::int4 AS rank"
    )
    return sql.SQL(
        "WITH {ctes}{member}, cand AS ({branches}),"
        " uniq AS (SELECT DISTINCT ON (u.tid) u.* FROM cand u ORDER BY u.tid, u.from_vec DESC),"
        " top AS (SELECT u.*, row_number() OVER (ORDER BY {key} + %(w_scope)s * u.prio DESC) AS rank"
        " FROM uniq u ORDER BY rank LIMIT {n}){tail}"
        " FROM top t JOIN zeusmem.memory_items w ON w.ctid = t.tid CROSS JOIN ql ORDER BY t.rank"
    ).format(
        tail=tail.format(wide=wide, cov=sql.SQL(coverage_expr("w"))),
        ctes=_query_stats_ctes(scopes, sealed, bool(indexed)), member=member,
        branches=sql.SQL(" UNION ALL ").join(branches),
        key=_key("u", dated), n=n,
    )


SEARCH_ROW_EXTRA = ("vsim", "lex", "cov", "near", "from_vec", "rank")
#: item columns the search statement does not send, the same for every row it returns: ``org_id`` (its
#: filter's ``%(org)s``), ``embedding_model_id`` (its model's) and ``last_used_at`` (NULL, see above)
SEARCH_IMPLIED_COLUMNS = ("org_id", "embedding_model_id", "last_used_at")
#: the item columns it sends (then :data:`SEARCH_ROW_EXTRA`)
SEARCH_SENT_COLUMNS = tuple(c for c in ITEM_COLUMNS if c not in SEARCH_IMPLIED_COLUMNS)
#: how it sends some of them: ``provenance`` as JSON text (decoded only for the hits kept);
#: ``lineage_id`` (NOT NULL) as NULL when it is the row's id (a memory's first version); ``tags`` in
#: PostgreSQL's text form, ``{a,b}`` (binary: 20 bytes of array header more per row)
_SEARCH_SENT = {
    "provenance": "w.provenance::text AS provenance",
    "lineage_id": "nullif(w.lineage_id, w.id) AS lineage_id",
    "tags": "w.tags::text AS tags",
}

_NAMED = re.compile(r"%\((\w+)\)s|%%")


def positional(query: str) -> tuple[str, list[str]]:
    """``%(name)s`` placeholders -> ``$n`` (one number per name) and the names in order.

    >>> positional("SELECT %(a)s, %(b)s, %(a)s, 100%%")
    ('SELECT $1, $2, $1, 100%', ['a', 'b'])
    """
    names: list[str] = []

    def sub(m: re.Match[str]) -> str:
        if m.group(0) == "%%":
            return "%"
        name = m.group(1)
        if name not in names:
            names.append(name)
        return f"${names.index(name) + 1}"

    return _NAMED.sub(sub, query), names


def term_stats_query(scopes: Sequence[str]) -> tuple[sql.Composed, sql.Composed]:
    """(document count and total length, per-lexeme document frequency) over the visible scopes."""
    keys = _keys_clause(scopes)
    totals = sql.SQL(
        "SELECT coalesce(sum(n_active), 0), coalesce(sum(total_len), 0) FROM zeusmem.scope_stats s"
        " WHERE s.org_id = %(org)s AND ({keys})"
    ).format(keys=keys)
    dfs = sql.SQL(
        "SELECT s.lexeme, sum(s.df) FROM zeusmem.term_stats s"
        " WHERE s.org_id = %(org)s AND ({keys})"
        " AND s.lexeme = ANY(tsvector_to_array(to_tsvector('english', %(query)s)))"
        " GROUP BY s.lexeme"
    ).format(keys=keys)
    return totals, dfs


def query_terms_query() -> sql.SQL:
    return sql.SQL("SELECT tsvector_to_array(to_tsvector('english', %(query)s))")


# last_used_at is bookkeeping, written in batches by a background task (zeusmem.storage.usage) into
# zeusmem.memory_usage (one small row per memory, keyed by the memory's id), never into the memory's
# own row: memory_items keeps no free space for it (fillfactor 100) and a use rewrites no wide row
# and touches none of its indexes. At most once every ten minutes per memory; only memories whose
# row exists and no writer holds (FOR KEY SHARE ... SKIP LOCKED: a batch never waits, and a memory
# deleted meanwhile, whose usage row its deleting statement removes, is not written back); ids in
# a stable order (two batches never deadlock); the commit does not wait for the WAL flush
# (synchronous_commit off for this one transaction). %(ats)s pairs each id of %(ids)s with when it was used.
TOUCH_LAST_USED = (
    "WITH cfg AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true) AS v),"
    " used AS (SELECT u.id, u.at FROM unnest(%(ids)s::text[], %(ats)s::timestamptz[]) AS u(id, at)),"
    " live AS (SELECT l.lineage_id AS id, used.at FROM zeusmem.memory_items l JOIN used ON used.id = l.id"
    " WHERE NOT EXISTS (SELECT 1 FROM zeusmem.memory_usage s WHERE s.memory_id = l.lineage_id"
    " AND s.last_used_at >= used.at - interval '10 minutes')"
    " ORDER BY l.id FOR KEY SHARE OF l SKIP LOCKED)"
    " INSERT INTO zeusmem.memory_usage AS s (memory_id, last_used_at)"
    " SELECT DISTINCT ON (live.id) live.id, live.at FROM cfg, live ORDER BY live.id, live.at DESC"
    " ON CONFLICT (memory_id) DO UPDATE SET last_used_at = EXCLUDED.last_used_at"
    " WHERE s.last_used_at < EXCLUDED.last_used_at - interval '10 minutes'"
)
#: a bulk COPY's transaction: work_mem for the statement triggers' transition table (the whole rows,
#: ~2.1 kB each with a 384-d vector: 5000 of them spilled to a temporary file at the default 4 MB,
#: written once and read back by each trigger; 0.6 s of server CPU per 100k rows, measured)
BULK_COPY_SETTINGS = (
    "SELECT set_config('work_mem', (greatest(pg_size_bytes(current_setting('work_mem')),"
    " pg_size_bytes('64MB')) / 1024)::text || 'kB', true)"
)
#: a bulk load's transaction: the statistics trigger on inserts steps aside (migration 21); the load
#: counts its rows itself with BULK_APPLY_STATS before it commits
BULK_DEFER_STATS = "SELECT set_config('zeusmem.bulk_stats', 'deferred', true)"
#: the statistics (term_stats, scope_stats) of the rows a bulk load copied in this transaction, by id
BULK_APPLY_STATS = "SELECT zeusmem.apply_bulk_stats(%(ids)s::text[])"
#: last_used_at of bulk-loaded memories (memory id, time), the latest kept
BULK_LAST_USED = (
    "INSERT INTO zeusmem.memory_usage AS s (memory_id, last_used_at)"
    " SELECT u.id, max(u.at) FROM unnest(%(ids)s::text[], %(ats)s::timestamptz[]) AS u(id, at) GROUP BY u.id"
    " ON CONFLICT (memory_id) DO UPDATE SET last_used_at = greatest(s.last_used_at, EXCLUDED.last_used_at)"
)
#: a per-version id of a bulk load's old-shaped rows -> (memory id, version) (zeusmem.service.bulk.LineageIds)
INSERT_ID_ALIAS = (
    "INSERT INTO zeusmem.memory_id_aliases (old_id, lineage_id, version) VALUES (%s, %s, %s)"
    " ON CONFLICT (old_id) DO NOTHING"
)
EMBEDDINGS_OF = "SELECT id, embedding FROM zeusmem.memory_items WHERE id = ANY(%(ids)s)"

# --- ANN indexes of very large scopes -------------------------------------------------------------
#: each per-scope ANN index, the size it was built for, and its scope's active items now
#: (``scope_stats``): whether its kind still suits the size is ``Repository.kind_for``'s to say, as it is
#: when maintenance builds one
LIST_SCOPE_INDEXES = (
    "SELECT i.org_id, i.scope, i.scope_id, i.embedding_model_id, i.index_name, i.n_active,"
    " coalesce(s.n_active, 0) FROM zeusmem.scope_indexes i LEFT JOIN zeusmem.scope_stats s"
    ' ON i.org_id = s.org_id COLLATE "default" AND i.scope = s.scope COLLATE "default"'
    ' AND i.scope_id = s.scope_id COLLATE "default" WHERE starts_with(i.index_name, \'zeusmem_scope_ann_\')'
)
LIST_SCOPE_INDEXES_WITH_SIZE = (
    "SELECT org_id, scope, scope_id, embedding_model_id, index_name, n_active FROM zeusmem.scope_indexes"
)
#: (the statistics' keys are COLLATE "C", memory_items' are not: a comparison names the collation of
#: the side whose index drives it, which for equality changes no result)
LARGE_SCOPES = (
    "SELECT m.org_id, m.scope, m.scope_id, m.embedding_model_id, count(*), s.n_active FROM zeusmem.scope_stats s"
    ' JOIN zeusmem.memory_items m ON m.org_id = s.org_id COLLATE "default" AND m.scope = s.scope COLLATE "default"'
    ' AND m.scope_id = s.scope_id COLLATE "default"'
    " AND m.status = 'active' AND m.embedding_model_id IS NOT NULL"
    " WHERE s.n_active >= %(threshold)s GROUP BY 1, 2, 3, 4, 6 HAVING count(*) >= %(threshold)s"
)
COUNT_SCOPE_MODEL = (
    "SELECT count(*) FROM zeusmem.memory_items WHERE org_id = %(org)s AND scope = %(scope)s"
    " AND scope_id = %(scope_id)s AND embedding_model_id = %(model)s AND status = 'active'"
)
REGISTER_SCOPE_INDEX = (
    "INSERT INTO zeusmem.scope_indexes (org_id, scope, scope_id, embedding_model_id, index_name, n_active)"
    " VALUES (%(org)s, %(scope)s, %(scope_id)s, %(model)s, %(name)s, %(n)s)"
    " ON CONFLICT (org_id, scope, scope_id, embedding_model_id) DO UPDATE"
    " SET index_name = EXCLUDED.index_name, n_active = EXCLUDED.n_active, created_at = now()"
)
NEEDS_SCOPE_INDEX = (
    "SELECT EXISTS (SELECT 1 FROM zeusmem.scope_stats s WHERE s.n_active >= %(threshold)s AND NOT EXISTS"
    ' (SELECT 1 FROM zeusmem.scope_indexes i WHERE i.org_id = s.org_id COLLATE "default"'
    ' AND i.scope = s.scope COLLATE "default" AND i.scope_id = s.scope_id COLLATE "default"))'
    " OR EXISTS (SELECT 1 FROM zeusmem.scope_indexes i WHERE NOT starts_with(i.index_name, 'zeusmem_scope_ann_')"
    " OR to_regclass('zeusmem.' || quote_ident(regexp_replace(replace(i.index_name, '_ann_', '_gin_'), '_b$', '')))"
    " IS NULL)"
    # memory_items' GIN indexes, dropped by a large bulk load that never finished
    " OR to_regclass('zeusmem.memory_items_tsv') IS NULL OR to_regclass('zeusmem.memory_items_tags') IS NULL"
)
UNREGISTER_SCOPE_INDEX = "DELETE FROM zeusmem.scope_indexes WHERE index_name = %(name)s"


#: index names of the current kind of per-scope ANN index (older kinds are rebuilt by maintenance)
SCOPE_INDEX_PREFIX = "zeusmem_scope_ann_"


def scope_index_name(org: str, scope: str, scope_id: str, model_id: int, kind: str = "vector") -> str:
    """A stable, short index name for one scope, model and key type (never matches
    ``memory_items_hnsw_m*``); a ``bit`` index's ends in ``_b`` (:func:`scope_index_kind`)."""
    import hashlib

    h = hashlib.blake2b(f"{org}\x00{scope}\x00{scope_id}\x00{model_id}".encode(), digest_size=8).hexdigest()
    _check_kind(kind)
    return f"{SCOPE_INDEX_PREFIX}{h}" + ("_b" if kind == "bit" else "")


def scope_index_kind(name: str) -> str:
    """The key type (:data:`ANN_KEY_TYPES`) of the scope index named ``name``."""
    return "bit" if name.endswith("_b") else "vector"


#: the kind of index a large scope can get: ``bit`` where pgvector quantizes (0.7 and later), else ``vector``
ANN_KEY_TYPE_QUERY = (
    "SELECT CASE WHEN to_regprocedure('binary_quantize(vector)') IS NULL"
    " OR NOT EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'bit_hamming_ops') THEN 'vector' ELSE 'bit' END"
)


#: the confidence enters a scope index's vectors scaled down by this factor (and the query's
#: weight for it scaled up by as much): item vectors stay nearly unit, so the graph is built on
#: cosine neighbourhoods (a full-size confidence term would make confident items everyone's
#: neighbours and the graph worse to navigate), while the query still ranks by the weighted sum
ANN_CONF_SCALE = 0.1


#: the kinds of per-scope ANN index (:func:`create_scope_index`; by scope size, ``Repository.kind_for``:
#: ``bit`` from ``BIT_SCOPE_MIN`` items where the server quantizes): ``bit`` (pgvector >= 0.7) holds
#: each item's binary-quantized embedding (one bit per dimension) and yields candidates by Hamming
#: distance, which the statement re-ranks by the exact cosine of the stored vectors; ``vector``
#: (older pgvector) holds :func:`ann_key_expr`. A graph over full vectors splits into islands on
#: memories' clusters of near-identical sentences (one template, one slot value, many copies: a
#: 123k-item scope's search found none of the exact top 10 for 3 % of queries, at any
#: ``ef_search``); the quantized codes of such a cluster coincide and share graph elements, so
#: the graph stays connected, and it is a tenth of the size (figures: docs/scaling.md).
ANN_KEY_TYPES = ("bit", "vector")
#: a walk of a ``bit`` index takes this many times the candidates a ``vector`` one takes (at least
#: BIT_MIN_CANDIDATES), all re-ranked by the exact key: on a 123k-item scope of the 1M corpus, 2x
#: gave recall@10 0.9987 against exact cosine (1.37x: 0.991); the write path's nearest-neighbour
#: look-ups (a handful wanted) need the floor: with short codes (64 dimensions) 40 candidates missed
#: the nearest one time in 15, 100 one time in 30, 200 never in three runs (tests/test_bulk_load.py)
BIT_CANDIDATES = 2
BIT_MIN_CANDIDATES = 200


def ann_key_expr(dims: int, alias: str = "m") -> sql.Composed:
    """The vector a ``vector`` scope index holds: the unit embedding with the (scaled) confidence appended.

    Its inner product with ``[w_sim * unit query, w_conf / ANN_CONF_SCALE]`` is ``w_sim * cosine +
    w_conf * confidence`` — the ranking key without the lexical part — so the index returns the
    best items by (most of) the final score, not merely the nearest ones: a confident item a little
    further away is found without fetching hundreds of neighbours to re-rank.
    """
    return sql.SQL(
        "((l2_normalize({a}.embedding::vector({d})) || ARRAY[{a}.confidence * {s}]::vector(1))::vector({d1}))"
    ).format(a=sql.Identifier(alias), d=sql.Literal(dims), d1=sql.Literal(dims + 1),
             s=sql.Literal(ANN_CONF_SCALE))


def bit_key_expr(dims: int, alias: str = "m") -> sql.Composed:
    """The code a ``bit`` scope index holds: the embedding's sign bits."""
    return sql.SQL("(binary_quantize({a}.embedding::vector({d}))::bit({d}))").format(
        a=sql.Identifier(alias), d=sql.Literal(dims))


def _check_kind(kind: str) -> None:
    if kind not in ANN_KEY_TYPES:
        raise ValueError(f"unknown ANN index kind {kind!r}")


def ann_order(dims: int, kind: str, alias: str = "m") -> sql.Composed:
    """The ORDER BY key of a scope's ANN index of ``kind`` for the query ``%(qvec)s`` (``bit``) or
    ``%(qkey)s`` (``vector``: ``[w_sim * unit query, w_conf / ANN_CONF_SCALE]``)."""
    _check_kind(kind)
    if kind == "bit":
        return sql.SQL("{k} <~> binary_quantize(%(qvec)s::vector({d}))::bit({d})").format(
            k=bit_key_expr(dims, alias), d=sql.Literal(dims))
    return sql.SQL("{k} <#> %(qkey)s::vector({d1})").format(k=ann_key_expr(dims, alias), d1=sql.Literal(dims + 1))


def hnsw_scan_settings(ef_search: int) -> sql.Composed:
    """A condition setting ``hnsw.ef_search`` and the iterative scan for this statement only: a
    one-time filter, evaluated before the scan's first tuple, when pgvector reads the settings
    (``set_config(..., true)`` ends with the statement's transaction; a session ``SET`` cannot be
    promised behind transaction pooling)."""
    return sql.SQL(
        " AND (SELECT set_config('hnsw.ef_search', {ef}, true)"
        " || set_config('hnsw.iterative_scan', 'relaxed_order', true)) IS NOT NULL"
    ).format(ef=sql.Literal(str(ef_search)))


def cosine_order(dims: int, vector: str, alias: str = "m", kind: str = "vector") -> sql.Composed:
    """An ORDER BY key that walks a scope's ANN index of ``kind`` (on ``alias``) in (about) cosine
    order to ``vector`` (SQL of a vector: a parameter or a column): a ``vector`` index key's inner
    product with ``[unit vector, 0]`` is the cosine; a ``bit`` index orders by the Hamming distance
    of the codes (callers re-order what it yields by exact cosine)."""
    _check_kind(kind)
    if kind == "bit":
        return sql.SQL("{k} <~> binary_quantize({v}::vector({d}))::bit({d})").format(
            k=bit_key_expr(dims, alias), v=sql.SQL(vector), d=sql.Literal(dims))
    return sql.SQL("{akey} <#> (l2_normalize({v}::vector({d})) || '[0]'::vector(1))::vector({d1})").format(
        akey=ann_key_expr(dims, alias), v=sql.SQL(vector), d=sql.Literal(dims), d1=sql.Literal(dims + 1))


def ann_fetch(kind: str, n: int) -> int:
    """How many candidates a walk of a scope index of ``kind`` takes for ``n`` re-ranked by exact cosine."""
    return max(int(n * BIT_CANDIDATES), BIT_MIN_CANDIDATES) if kind == "bit" else n


def create_scope_index(
    name: str, model_id: int, dims: int, org: str, scope: str, scope_id: str, kind: str = "vector"
) -> sql.Composed:
    """A partial HNSW index of ``kind`` (:data:`ANN_KEY_TYPES`: Hamming distance over
    :func:`bit_key_expr`, or inner product over :func:`ann_key_expr`) over one scope's active
    vectors of one model, built concurrently.

    Its predicate repeats the literals :func:`search_query` adds to that scope's ANN branch.
    ``ef_construction`` 200 (pgvector's default is 64): memories are full of near-duplicate
    sentences, and a default build now and then leaves a tight cluster badly linked (one query
    in a few hundred then finds nothing of it); 200 costs 2.5x build time, once per large scope.
    """
    _check_kind(kind)
    if kind == "bit":
        key = sql.SQL("(binary_quantize(embedding::vector({d}))::bit({d})) bit_hamming_ops").format(d=sql.Literal(dims))
    else:
        key = sql.SQL(
            "((l2_normalize(embedding::vector({d})) || ARRAY[confidence * {s}]::vector(1))::vector({d1}))"
            " vector_ip_ops"
        ).format(d=sql.Literal(dims), d1=sql.Literal(dims + 1), s=sql.Literal(ANN_CONF_SCALE))
    return sql.SQL(
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON zeusmem.memory_items USING hnsw ({key})"
        " WITH (m = 16, ef_construction = 200)"
        " WHERE embedding_model_id = {model} AND status = 'active' AND org_id = {org} AND scope = {scope}"
        " AND scope_id = {sid}"
    ).format(name=sql.Identifier(name), key=key, model=sql.Literal(model_id),
             org=sql.Literal(org), scope=sql.Literal(scope), sid=sql.Literal(scope_id))


def scope_lexical_index_name(ann_name: str) -> str:
    """The name of the full-text index that goes with a scope's ANN index (of either kind)."""
    return ann_name.replace("_ann_", "_gin_", 1).replace("_hnsw_", "_gin_", 1).removesuffix("_b")


def create_scope_lexical_index(name: str, org: str, scope: str, scope_id: str) -> sql.Composed:
    """A partial GIN index over one large scope's active documents, built concurrently.

    The lexical branch of that scope's search (:func:`search_query`) then reads the postings of
    its query terms inside the scope only, instead of intersecting the whole table's postings
    with every row of the scope.
    """
    return sql.SQL(
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON zeusmem.memory_items USING gin (tsv)"
        " WHERE status = 'active' AND org_id = {org} AND scope = {scope} AND scope_id = {sid}"
    ).format(name=sql.Identifier(name), org=sql.Literal(org), scope=sql.Literal(scope),
             sid=sql.Literal(scope_id))


def drop_scope_index(name: str) -> sql.Composed:
    return sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS zeusmem.{}").format(sql.Identifier(name))


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

#: settings every write transaction makes for itself (``set_config(..., true)`` lasts until the
#: transaction ends; a session ``SET`` would not survive transaction pooling): lock waits end after
#: ``%(lock_timeout)s`` with an error instead of hanging, and HNSW scans (the duplicate check on a
#: large scope) keep scanning past filtered-out neighbours
TRANSACTION_SETTINGS = (
    "SELECT set_config('lock_timeout', %(lock_timeout)s, true),"
    " set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', '100', true)"
)

#: a transaction-level advisory lock (released at commit or rollback, never held by a session: safe
#: behind PgBouncer in transaction mode), after the transaction's settings. The CTE is evaluated
#: first, so the lock wait itself is bounded by the lock_timeout.
SCOPE_WRITE_LOCK = (
    f"WITH cfg AS MATERIALIZED ({TRANSACTION_SETTINGS})"
    " SELECT pg_advisory_xact_lock(hashtextextended(%(lock)s, 0)) FROM cfg"
)

def writer_sees(param: str, *, owner_only: bool = True) -> str:
    """The condition on ``m`` that keeps what the writer ``%(param)s`` may see of the scope it
    writes to: a session memory is its writer's, and (``owner_only``) an owner_only project
    memory its creator's. Every write-path lookup (same key, duplicates, conflict candidates)
    adds it, else a write would reach another person's memory in a shared session or project.

    >>> writer_sees("user", owner_only=False)
    "(m.scope <> 'session' OR m.created_by = %(user)s)"
    """
    out = f"(m.scope <> 'session' OR m.created_by = %({param})s)"
    if owner_only:
        out += f" AND (m.scope <> 'project' OR m.visibility <> 'owner_only' OR m.created_by = %({param})s)"
    return out


ACTIVE_BY_KEY = sql.SQL(
    "SELECT {cols} FROM zeusmem.memory_items m WHERE m.org_id = %(org)s AND m.scope = %(scope)s"
    " AND m.scope_id = %(scope_id)s AND m.memory_type = %(memory_type)s AND m.key = %(key)s"
    " AND m.status = 'active' AND " + writer_sees("created_by", owner_only=False) + " FOR UPDATE"
).format(cols=item_columns())


def duplicate_query(
    model_id: int, dims: int, *, exclude_lineage: bool, limit: int = 1,
    indexed: tuple[str, str, str] | None = None, ann_kind: str = "vector", dateless: bool = False,
) -> sql.Composed:
    """The ``limit`` most similar active, unexpired items of one scope (same model), with their
    cosine similarity ``sim`` and ``lineage_id``: the duplicate gate's and the conflict check's
    candidates, among those ``%(created_by)s`` (the writer) may see. ``dateless``: each one's cosine
    to ``%(dvec)s`` too (``dsim``; the new text without its dates), computed for those ``limit`` rows only.

    A scope of ordinary size is scanned exactly: the nearest by a narrow row (ctid and distance),
    read whole only for the ``limit`` kept. ``indexed`` ((org, scope, scope_id) literals of a
    scope with its own ANN index, :func:`create_scope_index`, key type ``ann_kind``) walks that index instead: its key's
    inner product with ``[unit query, 0]`` is the cosine, so its order is the cosine order; the
    ``2 * limit + 8`` it yields (iterative scan, relaxed order) are re-ordered by exact cosine.
    There is no table-wide vector index: nothing else would use it (:func:`search_query`).
    """
    vt = sql.SQL("vector({})").format(sql.Literal(dims))
    extra = sql.SQL(" AND m.lineage_id <> %(lineage)s") if exclude_lineage else sql.SQL("")
    dist = sql.SQL("(m.embedding::{vt} <=> %(qvec)s::{vt})").format(vt=vt)
    where = sql.SQL(
        "m.status = 'active' AND m.embedding_model_id = {model} AND m.org_id = %(org)s"
        " AND m.scope = %(scope)s AND m.scope_id = %(scope_id)s"
        " AND " + writer_sees("created_by")  # else the gate would name another person's memory
        + " AND (m.expires_at IS NULL OR m.expires_at > now()){extra}"
    ).format(model=sql.Literal(model_id), extra=extra)
    if indexed is None:
        near = sql.SQL(
            "SELECT m.ctid AS tid, 1 - {dist} AS sim FROM zeusmem.memory_items m WHERE {where}"
            " ORDER BY {dist} LIMIT {limit}"
        ).format(dist=dist, where=where, limit=sql.Literal(int(limit)))
    else:
        org, scope, scope_id = indexed
        near = sql.SQL(
            "SELECT a.tid, a.sim FROM (SELECT m.ctid AS tid, 1 - {dist} AS sim FROM zeusmem.memory_items m"
            " WHERE {where} AND m.org_id = {org} AND m.scope = {scope} AND m.scope_id = {sid}{ef}"
            " ORDER BY {order} LIMIT {fetch}) a ORDER BY a.sim DESC LIMIT {limit}"
        ).format(dist=dist, where=where, org=sql.Literal(org), scope=sql.Literal(scope),
                 sid=sql.Literal(scope_id), ef=hnsw_scan_settings(100),
                 order=cosine_order(dims, "%(qvec)s", kind=ann_kind),
                 fetch=sql.Literal(ann_fetch(ann_kind, 2 * int(limit) + 8)), limit=sql.Literal(int(limit)))
    dsim = (sql.SQL(", 1 - (m.embedding::{vt} <=> %(dvec)s::{vt}) AS dsim").format(vt=vt) if dateless
            else sql.SQL(""))
    return sql.SQL(
        "SELECT {cols}, m.lineage_id, n.sim, m.date_spans{dsim} FROM ({near}) n JOIN zeusmem.memory_items m"
        " ON m.ctid = n.tid ORDER BY n.sim DESC, m.id"
    ).format(cols=item_columns(), near=near, dsim=dsim)


INSERT_ITEM = sql.SQL(
    "INSERT INTO zeusmem.memory_items ({cols}) VALUES ({vals}) RETURNING {ret}"
).format(
    cols=sql.SQL(", ").join(
        sql.Identifier(c)
        for c in (
            "id", "lineage_id", "version", "supersedes_id", "content", "memory_type", "scope", "scope_id",
            "org_id", "source", "source_id", "confidence", "importance", "visibility", "sensitivity", "key",
            "tags", "priority", "verified", "expires_at", "created_by", "provenance", "embedding",
            "embedding_model_id", "embedding_dims", "content_ct", "content_key", "context_tsv", "observed_at",
            "valid_from", "valid_to", "date_spans",
        )
    ),
    vals=sql.SQL(", ").join(
        [
            *(
                sql.Placeholder(c)
                for c in (
                    "id", "lineage_id", "version", "supersedes_id", "content", "memory_type", "scope", "scope_id",
                    "org_id", "source", "source_id", "confidence", "importance", "visibility", "sensitivity",
                    "key", "tags", "priority", "verified", "expires_at", "created_by", "provenance",
                    "embedding", "embedding_model_id", "embedding_dims", "content_ct", "content_key",
                )
            ),
            # a new version keeps the context of the one it supersedes unless it is given its own
            sql.SQL(
                "CASE WHEN %(context)s::text IS NOT NULL THEN to_tsvector('english', %(context)s)"
                " ELSE (SELECT p.context_tsv FROM zeusmem.memory_items p WHERE p.id = %(supersedes_id)s) END"
            ),
            sql.SQL("coalesce(%(observed_at)s, now())"), sql.Placeholder("valid_from"), sql.Placeholder("valid_to"),
            sql.Placeholder("date_spans"),
        ]
    ),
    ret=item_columns("memory_items"),
)

#: a transcript turn's next neighbour joins its context (zeusmem.rules.neighbours)
APPEND_CONTEXT = (
    "UPDATE zeusmem.memory_items SET context_tsv = coalesce(context_tsv, ''::tsvector)"
    " || to_tsvector('english', %(text)s) WHERE id = %(id)s AND status = 'active'"
)
SUPERSEDE = "UPDATE zeusmem.memory_items SET status = 'superseded', updated_at = now() WHERE id = %(id)s"
#: verify exactly the version the human read (none when it changed meanwhile)
SET_VERIFIED = (
    "UPDATE zeusmem.memory_items SET verified = true, confidence = greatest(confidence, 0.9),"
    " updated_at = now() WHERE id = %(id)s AND version = %(version)s AND status = 'active'"
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

#: the model's id: no lock at all
FIND_MODEL = "SELECT id FROM zeusmem.embedding_models WHERE name = %(name)s AND dims = %(dims)s"
#: registers a model without locking an existing row (DO NOTHING): a writer's foreign-key check on
#: that row (FOR KEY SHARE) never waits for a registration, so the two cannot deadlock
INSERT_MODEL = (
    "INSERT INTO zeusmem.embedding_models (name, dims) VALUES (%(name)s, %(dims)s)"
    " ON CONFLICT (name, dims) DO NOTHING"
)
#: the transaction-level DDL lock (migrations, model indexes), after the transaction's settings
DDL_XACT_LOCK = (
    f"WITH cfg AS MATERIALIZED ({TRANSACTION_SETTINGS})"
    " SELECT pg_advisory_xact_lock(%(ddl)s) FROM cfg"
)
LIST_MODELS = "SELECT id, name, dims FROM zeusmem.embedding_models"


ESTIMATE_MODEL_ROWS = (
    "SELECT CASE WHEN c.reltuples < 0 THEN (SELECT count(*) FROM zeusmem.memory_items"
    " WHERE embedding_model_id = %(model)s) ELSE c.reltuples::bigint END"
    " FROM pg_class c WHERE c.oid = 'zeusmem.memory_items'::regclass"
)
SCOPE_INDEXES_OF_MODEL = "SELECT index_name FROM zeusmem.scope_indexes WHERE embedding_model_id = %(model)s"
# after a bulk load: the visibility map and hint bits set now rather than by the first searches,
# and fresh planner statistics
BULK_VACUUM = (
    "VACUUM (ANALYZE) zeusmem.memory_items",
    "ANALYZE zeusmem.term_stats",
    "ANALYZE zeusmem.scope_stats",
    "ANALYZE zeusmem.profile_sources",
)
BULK_ANALYZE = ("ANALYZE zeusmem.memory_items", *BULK_VACUUM[1:])
#: memory_items' full-text and tag GIN indexes (migration 1's definitions), which a large bulk load
#: drops before its COPY and builds again after it. Kept up row by row, a GIN's pending list is
#: merged into the tree again and again and its pages stay behind: measured on the real-text
#: benchmark's 100k memories, tsv 9.1 MiB kept up vs 5.2 MiB built once, tags 2.1 vs 0.2 MiB; the
#: two builds cost 0.7 + 0.1 s of server CPU, about what keeping them up cost the COPY (0.7-1.1 s)
BULK_GIN_INDEXES: dict[str, str] = {
    "memory_items_tsv": "ON zeusmem.memory_items USING gin (tsv)",
    "memory_items_tags": "ON zeusmem.memory_items USING gin (tags)",
}
#: whether an index exists and is valid (a failed concurrent build leaves an invalid one behind)
INDEX_STATE = (
    "SELECT i.indisvalid FROM pg_index i WHERE i.indexrelid = to_regclass('zeusmem.' || quote_ident(%(name)s))"
)
#: after a large bulk load: term_stats' primary key built again, in key order. The statistics
#: trigger's upserts insert new keys in the middle of the index (pages split in half): 16 MiB for
#: the 210k keys of the real-text benchmark's 100k memories, 8.9 MiB built once (0.5 s of CPU)
BULK_COMPACT_STATS = "REINDEX INDEX CONCURRENTLY zeusmem.term_stats_pkey"


def create_bulk_gin_index(name: str, *, concurrently: bool) -> sql.Composed:
    """One of :data:`BULK_GIN_INDEXES`, if missing."""
    return sql.SQL("CREATE INDEX {cc} IF NOT EXISTS {name} {definition}").format(
        cc=sql.SQL("CONCURRENTLY" if concurrently else ""), name=sql.Identifier(name),
        definition=sql.SQL(BULK_GIN_INDEXES[name]))  # type: ignore[arg-type]


# index builds of a bulk load: in memory, with the server's parallel maintenance workers
BULK_INDEX_SETTINGS = (
    "SELECT set_config('maintenance_work_mem', (greatest(pg_size_bytes(current_setting('maintenance_work_mem')),"
    " pg_size_bytes('1GB')) / 1024)::text || 'kB', false),"
    " set_config('max_parallel_maintenance_workers', '2', false)"
)
RESET_INDEX_SETTINGS = "RESET maintenance_work_mem; RESET max_parallel_maintenance_workers"


# --- projects and profiles --------------------------------------------------------------------

GET_PROJECT = "SELECT project_id, org_id, name, created_by FROM zeusmem.projects WHERE project_id = %(project)s"
INSERT_PROJECT = (
    "INSERT INTO zeusmem.projects (project_id, org_id, name, created_by)"
    " VALUES (%(project)s, %(org)s, %(name)s, %(user)s)"
    " ON CONFLICT (project_id) DO NOTHING RETURNING project_id"
)
GET_ROLE = (
    "SELECT pm.role FROM zeusmem.project_members pm"
    " WHERE pm.project_id = %(project)s AND pm.user_id = %(user)s AND pm.org_id = %(org)s"
)
UPSERT_MEMBER = (
    "INSERT INTO zeusmem.project_members (project_id, user_id, role, added_by)"
    " VALUES (%(project)s, %(member)s, %(role)s, %(user)s)"
    " ON CONFLICT (project_id, user_id) DO UPDATE SET role = EXCLUDED.role"
)
#: the projects of ``user`` in ``org`` (what a credential naming no project may address)
MEMBER_PROJECTS = (
    "SELECT pm.project_id FROM zeusmem.project_members pm"
    " WHERE pm.user_id = %(user)s AND pm.org_id = %(org)s ORDER BY 1"
)
DELETE_MEMBER = "DELETE FROM zeusmem.project_members WHERE project_id = %(project)s AND user_id = %(member)s"

# the lineage (stable chain of versions) a version id belongs to
LINEAGE_OF = "SELECT lineage_id FROM zeusmem.memory_items WHERE id = %(id)s"
COUNT_OWNERS = "SELECT count(*) FROM zeusmem.project_members WHERE project_id = %(project)s AND role = 'owner'"
LIST_MEMBERS = "SELECT user_id, role FROM zeusmem.project_members WHERE project_id = %(project)s ORDER BY user_id"

GET_USER_PROFILE = (
    "SELECT fields, sources, version, updated_at FROM zeusmem.user_profiles"
    " WHERE org_id = %(org)s AND user_id = %(user)s"
)
UPSERT_USER_PROFILE = (
    "INSERT INTO zeusmem.user_profiles AS p (org_id, user_id, fields, sources)"
    " VALUES (%(org)s, %(user)s, %(fields)s, %(sources)s)"
    " ON CONFLICT (org_id, user_id) DO UPDATE SET fields = p.fields || EXCLUDED.fields,"
    " sources = ARRAY(SELECT DISTINCT unnest(p.sources || EXCLUDED.sources)),"
    " version = p.version + 1, updated_at = now()"
    " RETURNING fields, sources, version, updated_at"
)
GET_PROJECT_PROFILE = (
    "SELECT fields, sources, version, updated_at FROM zeusmem.project_profiles WHERE project_id = %(project)s"
)
UPSERT_PROJECT_PROFILE = (
    "INSERT INTO zeusmem.project_profiles AS p (project_id, fields, sources)"
    " VALUES (%(project)s, %(fields)s, %(sources)s)"
    " ON CONFLICT (project_id) DO UPDATE SET fields = p.fields || EXCLUDED.fields,"
    " sources = ARRAY(SELECT DISTINCT unnest(p.sources || EXCLUDED.sources)),"
    " version = p.version + 1, updated_at = now()"
    " RETURNING fields, sources, version, updated_at"
)


# One round trip for everything a profile needs: the stored fields of the user and (for a member)
# the project, their materialised source items (migration 6: zeusmem.profile_sources, kept by a
# trigger), and the membership itself. Items: [id, type, key, content, created_us, updated_us,
# expires_us, created_by, visibility, reason], oldest first.
PROFILE_FOR_AGENT = (
    "SELECT up.fields AS u_fields, up.sources AS u_sources, up.version AS u_version,"
    " up.updated_at AS u_updated_at, us.items AS u_items, r.role,"
    " pp.fields AS p_fields, pp.sources AS p_sources, pp.version AS p_version,"
    " pp.updated_at AS p_updated_at, ps.items AS p_items"
    " FROM (SELECT 1) one"
    " LEFT JOIN zeusmem.user_profiles up ON up.org_id = %(org)s AND up.user_id = %(user)s"
    " LEFT JOIN zeusmem.profile_sources us ON us.org_id = %(org)s AND us.scope = 'user'"
    " AND us.scope_id = %(user)s"
    " LEFT JOIN LATERAL (SELECT pm.role FROM zeusmem.project_members pm"
    " WHERE pm.project_id = %(project)s AND pm.user_id = %(user)s AND pm.org_id = %(org)s) r ON true"
    " LEFT JOIN zeusmem.project_profiles pp ON r.role IS NOT NULL AND pp.project_id = %(project)s"
    " LEFT JOIN zeusmem.profile_sources ps ON r.role IS NOT NULL AND ps.org_id = %(org)s"
    " AND ps.scope = 'project' AND ps.scope_id = %(project)s"
)
