"""``zeusmem consolidate | context | conflicts | events`` (issue #8: lifecycle and context runtime).

* ``consolidate`` — one bounded, idempotent consolidation run (an operator command);
* ``context [SNAPSHOT_ID]`` — the Context Inspector: a snapshot's tokens per section, the
  memories (ids, versions, their state now) and messages by reference — never content;
  without an id, the user's latest snapshots;
* ``conflicts`` — contradicting memories waiting for review; ``--keep ID`` settles one;
* ``events`` — the memory event outbox (``--after``, ``--consumer`` with ``--ack``).
"""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from zeusmem.cli._app import (
    JsonOpt,
    OrgOpt,
    ProjectOpt,
    SessionOpt,
    UserOpt,
    app,
    err,
    identity,
    out,
    print_json,
    run,
    service,
    short,
)
from zeusmem.interfaces.serialize import item_to_dict


@app.command("consolidate")
def consolidate(
    org: Annotated[
        str | None, typer.Option("--org", envvar="ZEUSMEM_ORG", help="Only this organisation (default: all).")
    ] = None,
    limit: Annotated[int, typer.Option(help="At most this many changes per step.")] = 1000,
    scan_limit: Annotated[int, typer.Option(help="At most this many items examined per step.")] = 20_000,
    merge_threshold: Annotated[
        float | None,
        typer.Option(
            help="Cosine similarity at which near-duplicates merge (default: the gate's duplicate threshold)."
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Merge near-duplicates, settle conflicts, apply retention, expire, archive, collect garbage.

    Bounded and idempotent: a second run changes nothing. A run already in progress elsewhere
    makes this one a no-op.
    """
    from zeusmem.service.consolidation import ConsolidationReport, run_consolidation

    async def go() -> ConsolidationReport:
        async with service() as svc:
            return await run_consolidation(
                svc, org=org, limit=limit, scan_limit=scan_limit, merge_threshold=merge_threshold
            )

    report = run(go())
    if as_json:
        print_json(report.as_dict())
        return
    if report.skipped:
        err.print("[yellow]another consolidation run is in progress; nothing done[/]")
        return
    table = Table(title=f"consolidation run {report.run_id}", header_style="bold")
    table.add_column("step")
    table.add_column("items", justify="right")
    for name, n in report.counts().items():
        table.add_row(name.replace("_", " "), str(n))
    out.print(table)
    state = "[green]complete[/]" if report.complete else "[yellow]bounded: run again to continue[/]"
    out.print(f"{report.changes} changes in {report.duration_s:.2f}s — {state}")


def _snapshot_dict(snap: Any, states: list[Any] | None = None) -> dict[str, Any]:
    d = {
        "id": snap.id,
        "created_at": snap.created_at,
        "user_id": snap.user_id,
        "org_id": snap.org_id,
        "project_id": snap.project_id,
        "session_id": snap.session_id,
        "run_id": snap.run_id,
        "model": snap.model,
        "context_policy": snap.context_policy,
        "memory_policy_version": snap.memory_policy_version,
        "user_profile_version": snap.user_profile_version,
        "project_profile_version": snap.project_profile_version,
        "tokens": dict(snap.tokens),
        "budget_tokens": snap.budget_tokens,
        "dropped_memories": snap.dropped_memories,
        "memories": [{"id": r.id, "version": r.version} for r in snap.memories],
        "resources": [{"id": r.id, "version": r.version} for r in snap.resources],
        "message_ids": list(snap.message_ids),
        "message_count": snap.message_count,
        "hash": snap.hash,
        "content_hash": snap.content_hash,
    }
    if states is not None:
        d["memory_state"] = [
            {
                "id": s.id,
                "version_seen": s.version_seen,
                "state": s.state,
                "memory_type": s.memory_type,
                "scope": s.scope,
                "current_version": s.current_version,
            }
            for s in states
        ]
    return d


@app.command("context")
def context(
    snapshot_id: Annotated[
        str | None, typer.Argument(help="A snapshot id (ctx_...); omit to list recent ones.")
    ] = None,
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    limit: Annotated[int, typer.Option(help="How many snapshots to list.")] = 20,
    replay: Annotated[
        bool, typer.Option("--replay", help="Show the snapshot's memories as they were at its time.")
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Context Inspector: what a model call was given, by reference (never the text)."""
    from zeusmem.service.snapshots import inspect_context_snapshot, list_context_snapshots

    ctx = identity(user, project, session, org)
    if snapshot_id is not None and replay:
        _replay(ctx, snapshot_id, as_json)
        return
    if snapshot_id is None:

        async def listing() -> list[Any]:
            async with service() as svc:
                return await list_context_snapshots(svc, ctx, session_id=session, limit=limit)

        snaps = run(listing())
        if as_json:
            print_json([_snapshot_dict(s) for s in snaps])
            return
        if not snaps:
            err.print("no context snapshots")
            return
        table = Table(header_style="bold")
        for col in ("id", "when", "session", "model", "memories", "total tokens"):
            table.add_column(col, justify="right" if col in ("memories", "total tokens") else "left")
        for s in snaps:
            table.add_row(
                f"[cyan]{s.id}[/]",
                short(s.created_at),
                escape(s.session_id or "—"),
                escape(s.model or "—"),
                str(len(s.memories)),
                f"{s.tokens.get('total', 0):,}",
            )
        out.print(table)
        return

    async def go() -> tuple[Any, list[Any]]:
        async with service() as svc:
            return await inspect_context_snapshot(svc, ctx, snapshot_id)

    snap, states = run(go())
    if as_json:
        print_json(_snapshot_dict(snap, states))
        return
    t = snap.tokens
    lines = [
        f"[bold]{name.capitalize()}:[/] {t.get(name, 0):,} tokens"
        for name in ("system", "conversation", "memory", "tools")
    ]
    lines.append(
        f"[bold]Total:[/] {t.get('total', 0):,} tokens"
        + (
            f" (memory budget {snap.budget_tokens:,}, {snap.dropped_memories} memories dropped)"
            if snap.budget_tokens is not None
            else ""
        )
    )
    meta = [
        f"model {escape(snap.model or '—')}, context policy {escape(snap.context_policy or '—')}, "
        f"memory policy v{snap.memory_policy_version}",
        f"profiles: user v{snap.user_profile_version}"
        + (f", project v{snap.project_profile_version}" if snap.project_profile_version is not None else ""),
        f"user {escape(snap.user_id)}"
        + (f", project {escape(snap.project_id)}" if snap.project_id else "")
        + (f", session {escape(snap.session_id)}" if snap.session_id else "")
        + f", {short(snap.created_at)}",
        f"hash {snap.hash[:16]}…"
        + (f"  content hash {snap.content_hash[:16]}…" if snap.content_hash else ""),
    ]
    out.print(Panel("\n".join([*lines, "", *meta]), title=f"Context Inspector — {snap.id}", expand=False))
    table = Table(title="memories the model saw (by reference; content is never stored)", header_style="bold")
    for col in ("#", "id", "version seen", "type", "scope", "state now"):
        table.add_column(col)
    for n, s in enumerate(states, 1):
        state = s.state if s.state == "active" else f"[yellow]{s.state}[/]"
        if (
            s.current_version is not None
            and s.version_seen is not None
            and s.current_version != s.version_seen
        ):
            state += f" (now v{s.current_version})"
        table.add_row(
            str(n),
            f"[cyan]{s.id}[/]",
            str(s.version_seen or "—"),
            s.memory_type or "—",
            s.scope or "—",
            state,
        )
    out.print(table if states else "[dim]no memories in this context[/]")
    if snap.message_ids or snap.message_count:
        out.print(
            f"messages: {snap.message_count} ({', '.join(escape(m) for m in snap.message_ids[:20])}"
            + (" …" if len(snap.message_ids) > 20 else "")
            + ")"
        )


@app.command("conflicts")
def conflicts_cmd(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    status: Annotated[str, typer.Option(help="open, resolved or all.")] = "open",
    resolve: Annotated[int | None, typer.Option(help="Settle this conflict (with --keep).")] = None,
    keep: Annotated[str | None, typer.Option(help="The memory to keep when settling a conflict.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Contradicting memories: those waiting for manual review (or settle one with --resolve --keep)."""
    from zeusmem.service.conflicts import list_conflicts, resolve_conflict

    ctx = identity(user, project, session, org)
    if resolve is not None:
        if not keep:
            err.print("[bold red]error:[/] --resolve needs --keep MEMORY_ID")
            raise typer.Exit(2)

        async def settle() -> Any:
            async with service() as svc:
                return await resolve_conflict(svc, ctx, resolve, keep=keep)

        c = run(settle())
        out.print(f"[green]✓[/] conflict {c.id} settled: kept [cyan]{c.winner}[/]")
        return

    async def go() -> list[Any]:
        async with service() as svc:
            return await list_conflicts(svc, ctx, status=None if status == "all" else status)

    found = run(go())
    if as_json:
        print_json([{k: getattr(c, k) for k in c.__slots__} for c in found])
        return
    if not found:
        err.print("no conflicts")
        return
    table = Table(header_style="bold")
    for col in ("id", "field", "older", "newer", "resolution", "winner", "status", "detected"):
        table.add_column(col)
    for c in found:
        table.add_row(
            str(c.id),
            escape(c.field or "—"),
            c.memory_a,
            c.memory_b,
            c.resolution,
            c.winner or "—",
            c.status,
            short(c.detected_at),
        )
    out.print(table)


@app.command("events")
def events_cmd(
    after: Annotated[
        int | None, typer.Option(help="Events after this id (default: the consumer's cursor).")
    ] = None,
    limit: Annotated[int, typer.Option(help="At most this many.")] = 50,
    org: Annotated[
        str | None, typer.Option("--org", envvar="ZEUSMEM_ORG", help="Only this organisation.")
    ] = None,
    consumer: Annotated[str | None, typer.Option(help="A consumer name whose cursor to read.")] = None,
    ack: Annotated[bool, typer.Option(help="Move the consumer's cursor past what was printed.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """The memory event outbox (memory.created/updated/superseded/deleted/expired/consolidated...)."""
    from zeusmem.service.events import ack_events, fetch_events, get_cursor

    async def go() -> list[Any]:
        async with service() as svc:
            start = after if after is not None else (await get_cursor(svc, consumer) if consumer else 0)
            evs = await fetch_events(svc, start, limit, org_id=org)
            if ack and consumer and evs:
                await ack_events(svc, consumer, evs[-1].id)
            return evs

    evs = run(go())
    if as_json:
        print_json([{k: getattr(e, k) for k in e.__slots__} for e in evs])
        return
    if not evs:
        err.print("no events")
        return
    table = Table(header_style="bold")
    for col in ("id", "event", "memory", "scope", "actor", "when", "details"):
        table.add_column(col)
    for e in evs:
        table.add_row(
            str(e.id),
            e.event,
            e.memory_id or "—",
            escape(f"{e.scope}:{e.scope_id}" if e.scope else "—"),
            escape(e.actor),
            short(e.created_at),
            escape(", ".join(f"{k}={v}" for k, v in sorted(e.payload.items()))),
        )
    out.print(table)


def _replay(ctx: Any, snapshot_id: str, as_json: bool) -> None:
    """``zeusmem context SNAPSHOT_ID --replay``: the memories of a past model call as they were."""
    from zeusmem.service.snapshots import replay_context_snapshot

    async def go() -> tuple[Any, list[Any]]:
        async with service() as svc:
            return await replay_context_snapshot(svc, ctx, snapshot_id)

    snap, pairs = run(go())
    if as_json:
        print_json({
            **_snapshot_dict(snap),
            "replay": [
                {"id": ref.id, "version": ref.version, "memory": item_to_dict(item) if item else None}
                for ref, item in pairs
            ],
        })
        return
    table = Table(title=f"memories of {snap.id} as they were at {short(snap.created_at)}", header_style="bold")
    for col in ("#", "id", "version", "recorded", "content"):
        table.add_column(col, overflow="fold" if col == "content" else "ellipsis")
    for n, (ref, item) in enumerate(pairs, 1):
        if item is None:
            table.add_row(str(n), f"[cyan]{ref.id}[/]", str(ref.version or "—"), "—",
                          "[yellow]deleted since, or not visible to you[/]")
        else:
            table.add_row(str(n), f"[cyan]{item.id}[/]", str(item.version), short(item.created_at),
                          escape(item.content))
    out.print(table if pairs else "[dim]no memories in this context[/]")
