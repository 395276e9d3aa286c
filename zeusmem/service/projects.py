"""Projects of ``MemoryService``: create one, its members and their roles (owner, admin, editor, viewer)."""

from __future__ import annotations

from zeusmem.errors import NotFound, PermissionDenied
from zeusmem.rules import validation as v
from zeusmem.rules.permissions import Action
from zeusmem.service._base import _Base, _require_ctx
from zeusmem.types import (
    Role,
    SecurityContext,
)


class _Projects(_Base):
    """Projects, their members and roles."""

    async def create_project(self, ctx: SecurityContext, project_id: str, *, name: str | None = None) -> None:
        """Create a project in ctx's org; the ctx user becomes its owner."""
        ctx = _require_ctx(ctx)
        project_id = v.identifier("project_id", project_id)
        if name is not None:
            name = v.text("name", name, max_len=200)
        async with self.repo.db.connection() as conn, conn.transaction():
            if not await self.repo.create_project(conn, project=project_id, org=ctx.org_id or "", name=name,
                                                  user=ctx.user_id):
                raise PermissionDenied(f"project id {project_id!r} is not available; choose another id")
            await self.repo.set_member(conn, project=project_id, member=ctx.user_id, role=Role.OWNER.value,
                                       by=ctx.user_id)
            await self._audit(conn, ctx, "project.created", None, {"project_id": project_id})

    async def add_project_member(self, ctx: SecurityContext, project_id: str, user_id: str,
                                 role: Role | str) -> None:
        """Add or change a member (owner/admin only; only an owner grants owner)."""
        ctx = _require_ctx(ctx)
        r = v.enum_value("role", role, Role)
        member = v.identifier("user_id", user_id)
        my_role = await self._role_in(ctx, v.identifier("project_id", project_id), Action.MANAGE_MEMBERS)
        if r is Role.OWNER and my_role is not Role.OWNER:
            raise PermissionDenied("only an owner can make another member owner")
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.set_member(conn, project=project_id, member=member, role=r.value if r else "viewer",
                                       by=ctx.user_id)
            await self._audit(conn, ctx, "project.member_set", None,
                              {"project_id": project_id, "member": member, "role": r.value if r else None})

    async def remove_project_member(self, ctx: SecurityContext, project_id: str, user_id: str) -> None:
        """Remove a member (owner/admin only); the last owner cannot be removed."""
        ctx = _require_ctx(ctx)
        member = v.identifier("user_id", user_id)
        await self._role_in(ctx, v.identifier("project_id", project_id), Action.MANAGE_MEMBERS)
        async with self.repo.db.connection() as conn, conn.transaction():
            await self.repo.lock(conn, f"members|{project_id}")
            roles = dict(await self.repo.members(project_id))
            if member not in roles:
                raise NotFound(f"{member!r} is not a member of {project_id!r}")
            if roles[member] == Role.OWNER.value and list(roles.values()).count(Role.OWNER.value) == 1:
                raise PermissionDenied("cannot remove the last owner of a project")
            await self.repo.delete_member(conn, project=project_id, member=member)
            await self._audit(conn, ctx, "project.member_removed", None, {"project_id": project_id, "member": member})

    async def project_members(self, ctx: SecurityContext, project_id: str) -> list[tuple[str, Role]]:
        """Members and roles (any member may read)."""
        ctx = _require_ctx(ctx)
        await self._role_in(ctx, v.identifier("project_id", project_id), Action.READ)
        return [(u, Role(r)) for u, r in await self.repo.members(project_id)]

    async def role(self, ctx: SecurityContext) -> Role | None:
        """ctx's role in ctx.project_id (None when not a member or no project)."""
        ctx = _require_ctx(ctx)
        if ctx.project_id is None:
            return None
        r = await self.repo.role(self._params(ctx))
        return Role(r) if r else None
