"""Who may see a memory, as a pure rule. The row-level security policies (migration 14) implement
it; the service's security filter (``zeusmem.storage.sql.visible_clause``) is the same for projects
and narrower for sessions (a search sees only the session the context names).

* the org boundary: nothing of another org (``None`` is the org ``""``);
* user scope: its user only;
* session scope: its creator; only in that session when the caller names one;
* project scope: only the project the caller names, and only when it is a member of it (any role)
  in its org: a credential without a project sees no project's memories (the service addresses a
  project by naming it); an ``owner_only`` memory only to its creator.

>>> alice = Viewer("alice")
>>> memory_visible(alice, RowOwner("", "user", "alice", "members", "alice"), member_of=())
True
>>> memory_visible(Viewer("bob"), RowOwner("", "user", "alice", "members", "alice"), member_of=())
False
>>> memory_visible(Viewer("alice", project_id="apollo"), RowOwner("", "project", "apollo", "members", "bob"),
...                member_of={"apollo"})
True
>>> memory_visible(alice, RowOwner("", "project", "apollo", "members", "bob"), member_of={"apollo"})
False
>>> memory_visible(Viewer("alice", project_id="zeus"), RowOwner("", "project", "apollo", "members", "bob"),
...                member_of={"apollo", "zeus"})
False
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Viewer:
    """The caller: a SecurityContext's ids."""

    user_id: str
    org_id: str | None = None
    project_id: str | None = None
    session_id: str | None = None


@dataclass(frozen=True, slots=True)
class RowOwner:
    """What decides a memory's visibility: its org, scope, scope id, visibility and creator."""

    org_id: str | None
    scope: str
    scope_id: str
    visibility: str
    created_by: str


def memory_visible(viewer: Viewer, row: RowOwner, *, member_of: Collection[str]) -> bool:
    """Whether ``viewer`` may see ``row``; ``member_of``: the projects of the viewer's org it is a member of."""
    if (row.org_id or "") != (viewer.org_id or ""):
        return False
    if row.scope == "user":
        return row.scope_id == viewer.user_id
    if row.scope == "session":
        return row.created_by == viewer.user_id and viewer.session_id in (None, row.scope_id)
    if row.scope == "project":
        return (row.scope_id in member_of and viewer.project_id == row.scope_id
                and (row.visibility != "owner_only" or row.created_by == viewer.user_id))
    return False


def scope_visible(viewer: Viewer, org_id: str | None, scope: str, scope_id: str, *, member_of: Collection[str]) -> bool:
    """The same rule for a row of one scope with no creator (lexical statistics, tombstones): a
    session's rows only in that session."""
    if (org_id or "") != (viewer.org_id or ""):
        return False
    if scope == "user":
        return scope_id == viewer.user_id
    if scope == "session":
        return viewer.session_id is not None and scope_id == viewer.session_id
    if scope == "project":
        return scope_id in member_of and viewer.project_id == scope_id
    return False
