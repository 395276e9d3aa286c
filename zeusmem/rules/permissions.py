"""The project permission matrix (Zeus seed), as pure functions.

| Role   | Read | Create | Edit / Delete       |
|--------|------|--------|---------------------|
| owner  | all  | yes    | all                 |
| admin  | all  | yes    | all                 |
| editor | all  | yes    | own creations only  |
| viewer | all  | no     | no                  |

User- and session-scope memories belong to their user: only that user reads and writes them.
"""

from __future__ import annotations

from enum import StrEnum

from zeusmem.types import Role


class Action(StrEnum):
    READ = "read"
    CREATE = "create"
    EDIT = "edit"
    DELETE = "delete"
    MANAGE_MEMBERS = "manage_members"


def project_allows(role: Role | None, action: Action, *, is_creator: bool = False) -> bool:
    """Whether a project member with ``role`` may do ``action`` (None: not a member)."""
    if role is None:
        return False
    if role in (Role.OWNER, Role.ADMIN):
        return True
    if role is Role.EDITOR:
        if action in (Action.READ, Action.CREATE):
            return True
        return action in (Action.EDIT, Action.DELETE) and is_creator
    return action is Action.READ
