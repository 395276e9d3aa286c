"""SQL behind LangGraph's store API (:mod:`zeusmem.store`): pure builders, nothing executes here.

A memory written through the store records its place in ``provenance["store"]``: the store key,
the sub-namespace below the scope (``sub``, and ``path``: its labels joined by ``.`` and ending
in ``.``; labels never contain ``.``), the value's other fields (``value``), whether the memory
text is the value's ``content`` (``text_in``), its TTL in minutes and when the first version was
created. :func:`selector_clause` turns a :class:`~zeusmem.types.StoreSelector` into a predicate on
``m`` that the list and search statements of :mod:`zeusmem.storage.sql` add to their filters.
"""

from __future__ import annotations

import json
from typing import Any

from psycopg import sql
from psycopg.types.json import Jsonb

from zeusmem.types import StoreSelector

#: the value a store caller sees, as jsonb: the recorded value (with the memory text as its
#: ``content`` when that is where the text came from); memories written elsewhere read as
#: LangMem's memory-manager items, ``{"kind": "Memory", "content": {"content": <text>}}``, plus their
#: ``memory_type``
STORE_VALUE = (
    "(CASE WHEN m.provenance->'store'->>'text_in' = 'content'"
    " THEN coalesce(m.provenance->'store'->'value', '{}'::jsonb) || jsonb_build_object('content', m.content)"
    " WHEN m.provenance->'store' IS NOT NULL THEN coalesce(m.provenance->'store'->'value', '{}'::jsonb)"
    " ELSE jsonb_build_object('kind', 'Memory', 'content', jsonb_build_object('content', m.content),"
    " 'memory_type', m.memory_type) END)"
)

COMPARISONS = {"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}
OPERATORS = ("$eq", "$ne", *COMPARISONS)


def escape_like(text: str) -> str:
    """``text`` as a literal LIKE pattern (``\\``, ``%`` and ``_`` escaped).

    >>> escape_like("a_b%c")
    'a\\\\_b\\\\%c'
    """
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _condition(i: int, op: str, value: Any) -> tuple[str, str, dict[str, Any]]:
    """(shape, SQL, params) of one field condition; the field name is bound as ``sf_k{i}``.

    ``op`` is ``$contains`` for a dict without operators (a partial match of a nested object).
    """
    field = f"({STORE_VALUE}->%(sf_k{i})s)"
    p = f"sf_v{i}"
    if op == "$eq":
        return "eq", f"{field} = %({p})s::jsonb", {p: Jsonb(value)}
    if op == "$contains":
        return "contains", f"(jsonb_typeof({field}) = 'object' AND {field} @> %({p})s::jsonb)", {p: Jsonb(value)}
    if op == "$ne":
        return "ne", f"{field} IS DISTINCT FROM %({p})s::jsonb", {p: Jsonb(value)}
    cmp = COMPARISONS[op]
    if isinstance(value, str):
        text = f"({STORE_VALUE}->>%(sf_k{i})s)"
        return f"s{op}", f"(jsonb_typeof({field}) = 'string' AND {text} COLLATE \"C\" {cmp} %({p})s)", {p: value}
    num = f"(CASE WHEN jsonb_typeof({field}) = 'number' THEN ({STORE_VALUE}->>%(sf_k{i})s)::float8 END)"
    return f"n{op}", f"{num} {cmp} %({p})s::float8", {p: float(value)}


def selector_clause(sel: StoreSelector) -> tuple[tuple[str, ...], sql.Composed, dict[str, Any]]:
    """``(shape, predicate, params)`` for ``sel``; ``shape`` identifies the statement text.

    The caller validated ``value_filter`` (top-level field names, known operators, numbers or
    strings for comparisons).
    """
    shape: list[str] = []
    parts: list[str] = []
    params: dict[str, Any] = {}
    if sel.key is not None:
        shape.append("key")
        parts.append("m.key = %(sf_key)s")
        params["sf_key"] = sel.key
    if sel.lineage is not None:
        shape.append("lineage")
        parts.append("m.lineage_id = %(sf_lineage)s AND m.key IS NULL")
        params["sf_lineage"] = sel.lineage
    if sel.path_prefix:
        shape.append("path")
        parts.append("m.provenance->'store'->>'path' LIKE %(sf_path)s")
        params["sf_path"] = escape_like(sel.path_prefix) + "%"
    i = 0
    for name, cond in (sel.value_filter or {}).items():
        if isinstance(cond, dict) and cond and all(k.startswith("$") for k in cond):
            ops = list(cond.items())
        else:
            ops = [("$contains" if isinstance(cond, dict) else "$eq", cond)]
        for op, value in ops:
            s, clause, p = _condition(i, op, value)
            params[f"sf_k{i}"] = name
            params.update(p)
            shape.append(s)
            parts.append(clause)
            i += 1
    if not parts:
        return (), sql.Composed([sql.SQL("true")]), {}
    return tuple(shape), sql.Composed([sql.SQL("(" + " AND ".join(parts) + ")")]), params


def store_value(row_value: Any) -> dict[str, Any]:
    """A jsonb value as read back (psycopg gives dicts; JSON text when read as text)."""
    return json.loads(row_value) if isinstance(row_value, str) else dict(row_value or {})


_NS_COLUMNS = "SELECT m.scope, m.scope_id, m.provenance->'store'->'sub' AS sub FROM zeusmem.memory_items m"
_NS_LIVE = "m.org_id = %(org)s AND m.status = 'active' AND (m.expires_at IS NULL OR m.expires_at > now())"

#: (scope, scope_id, sub) of every namespace holding active memories ``%(user)s`` may see in
#: ``%(org)s``: its own user scope, its sessions, and the projects it is a member of
STORE_NAMESPACES = (
    f"{_NS_COLUMNS} WHERE {_NS_LIVE} AND m.scope = 'user' AND m.scope_id = %(user)s"
    f" UNION {_NS_COLUMNS} WHERE {_NS_LIVE} AND m.scope = 'session' AND m.created_by = %(user)s"
    f" UNION {_NS_COLUMNS} WHERE {_NS_LIVE} AND m.scope = 'project' AND m.scope_id IN"
    " (SELECT pm.project_id FROM zeusmem.project_members pm WHERE pm.user_id = %(user)s AND pm.org_id = %(org)s)"
    " AND (m.visibility <> 'owner_only' OR m.created_by = %(user)s)"
)

#: restart the TTL (``provenance.store.ttl`` minutes) of store items just read or written
REFRESH_TTL = (
    "UPDATE zeusmem.memory_items m"
    " SET expires_at = now() + (m.provenance->'store'->>'ttl')::float8 * interval '1 minute'"
    " WHERE m.id = ANY(%(ids)s) AND m.org_id = %(org)s AND m.status = 'active'"
    " AND jsonb_typeof(m.provenance->'store'->'ttl') = 'number'"
)
