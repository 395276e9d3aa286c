"""``zeusmem add|search|list|show|update|forget|verify|recall|expiring``."""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from zeusmem.cli._app import (
    EXIT_USAGE,
    IncludeExpiredOpt,
    JsonOpt,
    OrgOpt,
    ProjectOpt,
    SessionOpt,
    UserOpt,
    app,
    err,
    fail,
    identity,
    one_line,
    out,
    parse_expiry,
    print_json,
    run,
    service,
    short,
)
from zeusmem.interfaces.serialize import hit_to_dict, item_to_dict, why
from zeusmem.types import MemoryHit, MemoryItem

TypeOpt = Annotated[
    str | None,
    typer.Option(
        "--type", "-t", help="preference, fact, skill, habit, event, context, constraint or decision."
    ),
]


AsOfOpt = Annotated[
    str | None,
    typer.Option("--as-of", help="As recorded at this instant: an ISO 8601 date-time with a timezone."),
]


def memory_table(items: list[MemoryItem], *, title: str | None = None, expires: bool = False) -> Table:
    table = Table(title=title, show_lines=False, header_style="bold")
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("type")
    table.add_column("scope")
    table.add_column("content", overflow="fold")
    table.add_column("conf", justify="right")
    table.add_column("verified")
    table.add_column("tags")
    if expires:
        table.add_column("expires")
    for i in items:
        cells = [
            i.id,
            i.memory_type.value,
            _scope(i),
            escape(i.content),
            f"{i.confidence:.2f}",
            "[green]yes[/]" if i.verified else "[yellow]no[/]",
            escape(", ".join(i.tags)),
        ]
        table.add_row(*cells, *([short(i.expires_at)] if expires else []))
    return table


def _scope(i: MemoryItem) -> str:
    return f"{i.scope.value}:{escape(i.scope_id)}"


def _moment(option: str, value: str | None) -> datetime | None:
    """An ISO 8601 date or date-time for ``option`` (naive = UTC, a date = its midnight)."""
    if value is None:
        return None
    try:
        dt = datetime.fromisoformat(value.strip())
    except ValueError:
        fail(f"invalid {option} {value!r}", "use an ISO date such as 2023-07-01 or 2023-07-01T12:00+02:00",
             code=EXIT_USAGE)
    return dt if dt.tzinfo is not None else dt.replace(tzinfo=UTC)


ValidAtOpt = Annotated[
    str | None,
    typer.Option("--valid-at", help="Only what held in the world then (ISO date or date-time; naive = UTC)."),
]

#: the filters ``search`` and ``list`` share
ScopeFilterOpt = Annotated[str | None, typer.Option(help="Only this scope.")]
TagFilterOpt = Annotated[list[str] | None, typer.Option("--tag", help="Only memories with this tag (repeatable).")]


@app.command("add")
def add(
    content: Annotated[str, typer.Argument(help="What to remember.")],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    memory_type: TypeOpt = "fact",
    scope: Annotated[str, typer.Option(help="user, project or session.")] = "user",
    key: Annotated[str | None, typer.Option(help="Stable key: the same key makes a new version.")] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeatable).")] = None,
    priority: Annotated[str, typer.Option(help="low, normal, high or critical.")] = "normal",
    confidence: Annotated[float | None, typer.Option(help="0..1 (default: 1.0 for source user).")] = None,
    importance: Annotated[float, typer.Option(help="0..1.")] = 0.5,
    visibility: Annotated[
        str, typer.Option(help="Project memories: public, members or owner_only.")
    ] = "members",
    source: Annotated[str, typer.Option(help="user, ai, knowledge_base or project_resource.")] = "user",
    source_id: Annotated[str | None, typer.Option(help="Id of the source document, if any.")] = None,
    expires: Annotated[str | None, typer.Option(help="Expiry: 7d, 12h, 2w or an ISO date-time.")] = None,
    observed_at: Annotated[
        str | None, typer.Option("--observed-at", help="When it was said (ISO; default now).")
    ] = None,
    valid_from: Annotated[
        str | None, typer.Option("--valid-from", help="Since when it holds (ISO; default: read from the text).")
    ] = None,
    valid_to: Annotated[
        str | None, typer.Option("--valid-to", help="Until when it holds, exclusive (ISO; default: from the text).")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Store a memory through the write gate (as the user: source user, verified)."""
    ctx = identity(user, project, session, org)
    exp = parse_expiry(expires)
    said, since, until = (_moment("--observed-at", observed_at), _moment("--valid-from", valid_from),
                          _moment("--valid-to", valid_to))

    async def go() -> MemoryItem:
        async with service() as svc:
            return await svc.add_explicit_memory(
                ctx,
                content,
                memory_type or "fact",
                scope,
                key=key,
                tags=tag or (),
                priority=priority,
                confidence=confidence,
                importance=importance,
                visibility=visibility,
                source=source,
                source_id=source_id,
                expires_at=exp,
                provenance={"via": "cli"},
                observed_at=said,
                valid_from=since,
                valid_to=until,
            )

    item = run(go())
    if as_json:
        print_json(item_to_dict(item))
    else:
        verb = f"new version {item.version} of" if item.version > 1 else "stored"
        out.print(f"[green]✓[/] {verb} [cyan]{item.id}[/] ({item.memory_type.value}, {_scope(item)})")


@app.command("search")
def search(
    query: Annotated[str, typer.Argument(help="What to look for, in plain words.")],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    k: Annotated[int, typer.Option("-k", "--limit", help="How many results.")] = 5,
    memory_type: TypeOpt = None,
    scope: ScopeFilterOpt = None,
    tag: TagFilterOpt = None,
    include_expired: IncludeExpiredOpt = False,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Hybrid (semantic + keyword) search over what the user may see, best first."""
    ctx = identity(user, project, session, org)
    at = _moment("--valid-at", valid_at)

    async def go() -> list[MemoryHit]:
        async with service() as svc:
            return await svc.search_memories(
                ctx,
                query,
                k=k,
                memory_type=memory_type,
                scope=scope,
                tags=tag or None,
                include_expired=include_expired,
                as_of=as_of,
                valid_at=at,
            )

    hits = run(go())
    if as_json:
        print_json([hit_to_dict(h) for h in hits])
        return
    if not hits:
        err.print("no matching memories")
        return
    table = Table(header_style="bold")
    table.add_column("score", justify="right")
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("type")
    table.add_column("scope")
    table.add_column("content", overflow="fold")
    table.add_column("verified")
    for h in hits:
        i = h.item
        table.add_row(
            f"{h.score:.3f}",
            i.id,
            i.memory_type.value,
            _scope(i),
            escape(i.content),
            "[green]yes[/]" if i.verified else "[yellow]no[/]",
        )
    out.print(table)


@app.command("list")
def list_cmd(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    memory_type: TypeOpt = None,
    scope: ScopeFilterOpt = None,
    tag: TagFilterOpt = None,
    status: Annotated[str, typer.Option(help="active, superseded, archived or expired.")] = "active",
    include_expired: IncludeExpiredOpt = False,
    limit: Annotated[int, typer.Option(help="At most this many.")] = 50,
    offset: Annotated[int, typer.Option(help="Skip this many.")] = 0,
    as_of: AsOfOpt = None,
    valid_at: ValidAtOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """The user's visible memories, newest first (``--as-of``: as recorded at that instant)."""
    ctx = identity(user, project, session, org)
    at = _moment("--valid-at", valid_at)

    async def go() -> list[MemoryItem]:
        async with service() as svc:
            return await svc.list_memories(
                ctx,
                memory_type=memory_type,
                scope=scope,
                tags=tag or None,
                status=status,
                include_expired=include_expired,
                limit=limit,
                offset=offset,
                as_of=as_of,
                valid_at=at,
            )

    items = run(go())
    if as_json:
        print_json([item_to_dict(i) for i in items])
    elif not items:
        err.print("no memories")
    else:
        out.print(memory_table(items))


@app.command("show")
def show(
    memory_id: Annotated[str, typer.Argument(help="The memory id (mem_...).")],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    version: Annotated[int | None, typer.Option(help="Show this version (1, 2, ...).")] = None,
    as_of: AsOfOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Why does the agent know this? Content, scope, source and provenance, confidence, versions.
    The id is the same for all versions; ``--version N`` or ``--as-of`` shows an earlier one."""
    ctx = identity(user, project, session, org)

    async def go() -> tuple[MemoryItem, list[MemoryItem]]:
        async with service() as svc:
            item = await svc.get_memory(ctx, memory_id, version=version, as_of=as_of)
            return item, await svc.history(ctx, memory_id)

    item, versions = run(go())
    if as_json:
        print_json(
            {"memory": item_to_dict(item), "why": why(item), "versions": [item_to_dict(v) for v in versions]}
        )
        return
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold")
    rows: list[tuple[str, str]] = [
        ("content", escape(item.content)),
        ("type", item.memory_type.value),
        ("scope", _scope(item)),
        ("key", escape(item.key or "—")),
        ("tags", escape(", ".join(item.tags) or "—")),
        ("priority", item.priority.value),
        ("source", item.source.value + (f" ({escape(item.source_id)})" if item.source_id else "")),
        ("provenance", escape(json.dumps(item.provenance, ensure_ascii=False)) if item.provenance else "—"),
        ("confidence", f"{item.confidence:.2f}"),
        ("importance", f"{item.importance:.2f}"),
        ("verified", "[green]yes[/]" if item.verified else "[yellow]no[/]"),
        ("visibility", item.visibility.value),
        ("status", item.status.value),
        ("version", f"{item.version} of {len(versions)}"),
        ("created", f"{short(item.created_at)} by {escape(item.created_by)}"),
        ("updated", short(item.updated_at)),
        ("expires", short(item.expires_at)),
        ("last used", short(item.last_used_at) if item.last_used_at else "never"),
        ("embedding", escape(item.embedding_model or "—")),
    ]
    for name, value in rows:
        grid.add_row(name, value)
    out.print(Panel(grid, title=f"[cyan]{item.id}[/]", expand=False))
    out.print(f"[bold]why:[/] {escape(why(item))}")
    vt = Table(title="versions", header_style="bold")
    vt.add_column("v", justify="right")
    vt.add_column("status")
    vt.add_column("recorded")
    vt.add_column("content", overflow="fold")
    for v in versions:
        vt.add_row(str(v.version), v.status.value, short(v.created_at), escape(v.content))
    out.print(vt)


@app.command("update")
def update(
    memory_id: Annotated[str, typer.Argument(help="The memory id (mem_...).")],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    content: Annotated[str | None, typer.Option(help="New content (re-checked by the gate).")] = None,
    confidence: Annotated[float | None, typer.Option(help="0..1.")] = None,
    tag: Annotated[list[str] | None, typer.Option("--tag", help="Replace the tags (repeatable).")] = None,
    priority: Annotated[str | None, typer.Option(help="low, normal, high or critical.")] = None,
    importance: Annotated[float | None, typer.Option(help="0..1.")] = None,
    visibility: Annotated[str | None, typer.Option(help="public, members or owner_only.")] = None,
    expires: Annotated[str | None, typer.Option(help="Expiry: 7d, 12h, 2w or an ISO date-time.")] = None,
    no_expiry: Annotated[bool, typer.Option("--no-expiry", help="Remove the expiry.")] = False,
    reason: Annotated[str | None, typer.Option(help="Why (kept in the provenance).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Correct a memory: a new version; the previous one is kept as history."""
    ctx = identity(user, project, session, org)
    exp = parse_expiry(expires)
    if (
        all(x is None for x in (content, confidence, tag, priority, importance, visibility, exp))
        and not no_expiry
    ):
        fail(
            "nothing to update",
            "pass --content, --confidence, --tag, --priority, --importance, --visibility, "
            "--expires or --no-expiry",
            code=2,
        )

    async def go() -> MemoryItem:
        async with service() as svc:
            return await svc.update_memory(
                ctx,
                memory_id,
                content=content,
                confidence=confidence,
                tags=tag,
                priority=priority,
                importance=importance,
                visibility=visibility,
                expires_at=exp,
                clear_expiry=no_expiry,
                reason=reason,
            )

    item = run(go())
    if as_json:
        print_json(item_to_dict(item))
    else:
        out.print(f"[green]✓[/] updated: version {item.version} is [cyan]{item.id}[/]")


@app.command("forget")
def forget(
    memory_id: Annotated[str, typer.Argument(help="The memory id (mem_...).")],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    reason: Annotated[str | None, typer.Option(help="Why (kept in the tombstone).")] = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
) -> None:
    """Delete a memory and all its versions; only a tombstone (no content) remains."""
    ctx = identity(user, project, session, org)
    if not yes:
        if not sys.stdin.isatty():
            fail("refusing to forget without confirmation", "pass --yes", code=2)
        typer.confirm(f"Forget {memory_id} and every version of it?", abort=True, err=True)

    async def go() -> None:
        async with service() as svc:
            await svc.delete_memory(ctx, memory_id, reason=reason)

    run(go())
    out.print(f"[green]✓[/] forgot [cyan]{escape(memory_id)}[/] (every version)")


@app.command("verify")
def verify(
    memory_id: Annotated[str, typer.Argument(help="The memory id (mem_...).")],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
) -> None:
    """Mark a memory as confirmed by a human (you, the operator)."""
    ctx = identity(user, project, session, org)

    async def go() -> MemoryItem:
        async with service() as svc:
            return await svc.verify_memory(ctx, memory_id)

    item = run(go())
    out.print(f"[green]✓[/] verified [cyan]{item.id}[/]: {escape(one_line(item.content))}")


@app.command("recall")
def recall(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    limit: Annotated[int, typer.Option(help="At most this many memories.")] = 100,
    as_of: AsOfOpt = None,
) -> None:
    """Plain-text digest for an LLM: priority first, then recency; unverified ones marked."""
    ctx = identity(user, project, session, org)

    async def go() -> str:
        async with service() as svc:
            return await svc.recall(ctx, limit=limit, as_of=as_of)

    sys.stdout.write(run(go()).rstrip("\n") + "\n")


@app.command("expiring")
def expiring(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    within: Annotated[str, typer.Option(help="Horizon: 7d, 12h, 30m, 2w.")] = "7d",
    as_json: JsonOpt = False,
) -> None:
    """Memories whose expiry falls within the horizon."""
    ctx = identity(user, project, session, org)

    async def go() -> list[MemoryItem]:
        async with service() as svc:
            return await svc.expiring(ctx, within)

    items = run(go())
    if as_json:
        print_json([item_to_dict(i) for i in items])
        return
    if not items:
        err.print(f"nothing expires within {escape(within)}")
        return
    out.print(memory_table(items, expires=True))
