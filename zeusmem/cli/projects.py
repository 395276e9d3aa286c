"""``zeusmem project create|add-member|remove-member|members``."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from zeusmem.cli._app import JsonOpt, OrgOpt, UserOpt, identity, out, print_json, project_app, run, service
from zeusmem.types import Role

ProjectArg = Annotated[str, typer.Argument(help="The project id.")]


@project_app.command("create")
def create(
    project_id: ProjectArg,
    user: UserOpt = None,
    org: OrgOpt = None,
    name: Annotated[str | None, typer.Option(help="A display name.")] = None,
) -> None:
    """Create a project; --user becomes its owner."""
    ctx = identity(user, None, None, org)

    async def go() -> None:
        async with service() as svc:
            await svc.create_project(ctx, project_id, name=name)

    run(go())
    out.print(f"[green]✓[/] created project [cyan]{escape(project_id)}[/] (owner: {escape(ctx.user_id)})")


@project_app.command("add-member")
def add_member(
    project_id: ProjectArg,
    member: Annotated[str, typer.Argument(help="The user to add.")],
    user: UserOpt = None,
    org: OrgOpt = None,
    role: Annotated[str, typer.Option(help="owner, admin, editor or viewer.")] = "editor",
) -> None:
    """Add a member or change a role (owner/admin; only an owner grants owner)."""
    ctx = identity(user, None, None, org)

    async def go() -> None:
        async with service() as svc:
            await svc.add_project_member(ctx, project_id, member, role)

    run(go())
    out.print(f"[green]✓[/] {escape(member)} is {escape(role)} of [cyan]{escape(project_id)}[/]")


@project_app.command("remove-member")
def remove_member(
    project_id: ProjectArg,
    member: Annotated[str, typer.Argument(help="The user to remove.")],
    user: UserOpt = None,
    org: OrgOpt = None,
) -> None:
    """Remove a member (owner/admin; never the last owner)."""
    ctx = identity(user, None, None, org)

    async def go() -> None:
        async with service() as svc:
            await svc.remove_project_member(ctx, project_id, member)

    run(go())
    out.print(f"[green]✓[/] removed {escape(member)} from [cyan]{escape(project_id)}[/]")


@project_app.command("members")
def members(
    project_id: ProjectArg, user: UserOpt = None, org: OrgOpt = None, as_json: JsonOpt = False
) -> None:
    """Members and their roles (any member may look)."""
    ctx = identity(user, None, None, org)

    async def go() -> list[tuple[str, Role]]:
        async with service() as svc:
            return await svc.project_members(ctx, project_id)

    rows = run(go())
    if as_json:
        print_json([{"user_id": u, "role": r.value} for u, r in rows])
        return
    table = Table(header_style="bold", title=f"members of {escape(project_id)}")
    table.add_column("user")
    table.add_column("role")
    for u, r in rows:
        table.add_row(escape(u), r.value)
    out.print(table)
