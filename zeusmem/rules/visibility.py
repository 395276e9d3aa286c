"""Who may see a row, as a pure rule: what the security filter (``zeusmem.storage.sql.visible_clause``)
and the row-level security policies (migration 8) both implement.

* the org boundary: nothing of another org (``None`` is the org ``""``);
* user scope: its user only;
* session scope: that user (the memory's creator) in that session;
* project scope: the caller's current project, when the caller is a member (any role); an
  ``owner_only`` memory only to its creator.

>>> memory_visible(Viewer("alice"), RowOwner("", "user", "alice", "members", "alice"), member=False)
True
>>> memory_visible(Viewer("bob"), RowOwner("", "user", "alice", "members", "alice"), member=False)
False
"""

from __future__ import annotations

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


def memory_visible(viewer: Viewer, row: RowOwner, *, member: bool) -> bool:
    """Whether ``viewer`` may see ``row``; ``member``: the viewer is a member of its current project."""
    if (row.org_id or "") != (viewer.org_id or ""):
        return False
    if row.scope == "user":
        return row.scope_id == viewer.user_id
    if row.scope == "session":
        return viewer.session_id is not None and row.scope_id == viewer.session_id and row.created_by == viewer.user_id
    if row.scope == "project":
        return (viewer.project_id is not None and row.scope_id == viewer.project_id and member
                and (row.visibility != "owner_only" or row.created_by == viewer.user_id))
    return False
