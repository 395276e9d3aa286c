"""``zeusmem erase --user U [--org O] [--reason R] --yes``: erase a person (the operator's door)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape

from zeusmem.cli._app import EXIT_USAGE, JsonOpt, OrgOpt, UserOpt, app, fail, identity, out, print_json, run, service
from zeusmem.service.erasure import ErasureReceipt


@app.command("erase")
def erase(
    user: UserOpt = None,
    org: OrgOpt = None,
    reason: Annotated[str | None, typer.Option(help="Why (kept in the receipt).")] = None,
    yes: Annotated[bool, typer.Option("--yes", help="Really erase: nothing asks again.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Erase a person: their memories, transcripts, checkpoints, profile and id; project memories
    they wrote stay, de-identified. Prints the receipt (the only record left). Run it again after an
    interruption: it continues where it stopped."""
    ctx = identity(user, org=org)
    if not yes:
        fail(f"refusing to erase {ctx.user_id!r} without --yes", "erasure cannot be undone: add --yes",
             code=EXIT_USAGE)

    async def go() -> ErasureReceipt:
        from zeusmem.service.erasure import erase_person

        async with service() as svc:
            return await erase_person(svc.repo.db, ctx.user_id, ctx.org_id, requested_by="operator", reason=reason)

    receipt = run(go())
    if as_json:
        print_json(receipt.as_dict())
        return
    out.print(f"[green]✓[/] erased: receipt [cyan]{escape(receipt.id)}[/] at {receipt.finished_at}")
    out.print(f"  subject  sha256:{receipt.subject_hash} (salt {receipt.salt})")
    out.print(f"  by       {receipt.requested_by}" + (f" — {escape(receipt.reason)}" if receipt.reason else ""))
    for kind, n in sorted(receipt.counts.items()):
        if n:
            out.print(f"  {kind:<28} {n}")
