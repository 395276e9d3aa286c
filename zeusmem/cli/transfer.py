"""``zeusmem export`` (JSONL, secrets never present) and ``zeusmem import`` (untrusted input:
every row goes through the write gate)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, TextIO

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from zeusmem.cli._app import (
    EXIT_STORAGE,
    IncludeExpiredOpt,
    JsonOpt,
    OrgOpt,
    ProjectOpt,
    SessionOpt,
    UserOpt,
    app,
    err,
    explain,
    fail,
    identity,
    one_line,
    out,
    print_json,
    run,
    service,
    warn,
)
from zeusmem.errors import GateRejected, InvalidInput, NotFound, PermissionDenied, StorageError
from zeusmem.interfaces.serialize import item_to_dict
from zeusmem.rules.secrets import find_secret
from zeusmem.types import MemoryItem, SecurityContext

PAGE = 500
#: Row fields ``import`` reads; every other field of an export row (id, dates, ...) is informational.
IMPORT_FIELDS = (
    "content",
    "memory_type",
    "scope",
    "key",
    "tags",
    "priority",
    "confidence",
    "importance",
    "visibility",
    "expires_at",
    "source",
    "source_id",
    "observed_at",
    "valid_from",
    "valid_to",
)


def progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        disable=not err.is_terminal,
        transient=False,
    )


def secret_in(row: dict[str, Any]) -> str | None:
    """The kind of secret found in any text of an export row (never expected: the gate keeps them out)."""
    texts = [
        row.get("content") or "",
        row.get("key") or "",
        " ".join(row.get("tags") or ()),
        row.get("source_id") or "",
        json.dumps(row.get("provenance") or {}, ensure_ascii=False),
    ]
    for text in texts:
        finding = find_secret(text)
        if finding is not None:
            return finding.kind
    return None


@app.command("export")
def export(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    scope: Annotated[
        list[str] | None,
        typer.Option(
            "--scope",
            help="Only these scopes (repeatable; default: all visible: user, plus project/session "
            "when given).",
        ),
    ] = None,
    include_expired: IncludeExpiredOpt = False,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write here instead of stdout.")
    ] = None,
) -> None:
    """Write the visible active memories as JSON Lines (one memory per line)."""
    ctx = identity(user, project, session, org)

    async def go(stream: TextIO) -> tuple[int, list[tuple[str, str]]]:
        written, withheld = 0, []
        async with service() as svc:
            with progress() as bar:
                task = bar.add_task("exporting", total=None)
                offset = 0
                while True:
                    items = await svc.list_memories(
                        ctx, scope=scope or None, include_expired=include_expired, limit=PAGE, offset=offset
                    )
                    for item in items:
                        row = item_to_dict(item)
                        kind = secret_in(row)
                        if kind is not None:
                            withheld.append((item.id, kind))
                            continue
                        stream.write(json.dumps(row, ensure_ascii=False) + "\n")
                        written += 1
                    bar.update(task, advance=len(items))
                    if len(items) < PAGE:
                        break
                    offset += PAGE
        return written, withheld

    if output is None:
        written, withheld = run(go(sys.stdout))
        sys.stdout.flush()
    else:
        try:
            with output.open("w", encoding="utf-8") as f:
                written, withheld = run(go(f))
        except OSError as e:
            fail(f"cannot write {output}: {e.strerror}", "choose another --output path")
    for mid, kind in withheld:
        warn(f"withheld {mid}: its text looks like a secret ({kind}); forget it with: zeusmem forget {mid}")
    where = f" to {output}" if output else ""
    err.print(
        f"[green]✓[/] exported {written} memories{escape(where)}"
        + (f", withheld {len(withheld)}" if withheld else "")
    )


def _read_rows(path: str) -> list[tuple[int, str]]:
    try:
        if path == "-":
            lines = sys.stdin.read().splitlines()
        else:
            lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}", "check the path")
    except UnicodeDecodeError:
        fail(f"{path} is not UTF-8 text", "export JSON Lines as UTF-8")
    return [(n, line) for n, line in enumerate(lines, 1) if line.strip()]


def _parse_row(line: str) -> dict[str, Any]:
    try:
        row = json.loads(line)
    except json.JSONDecodeError as e:
        raise InvalidInput("line", f"not valid JSON ({e.msg} at column {e.colno})") from None
    if not isinstance(row, dict):
        raise InvalidInput("line", "each line must be a JSON object")
    if not isinstance(row.get("content"), str):
        raise InvalidInput("content", "missing or not a string")
    return row


async def _import_row(
    svc: Any, ctx: SecurityContext, row: dict[str, Any], *, source: str | None, file: str, line: int
) -> MemoryItem:
    expires = row.get("expires_at")
    if isinstance(expires, str):
        try:
            expires = datetime.fromisoformat(expires)
        except ValueError:
            raise InvalidInput("expires_at", "not an ISO 8601 date-time") from None
    # an import keeps the original time: when it was said (an older export: when it was stored)
    times = {}
    for name in ("observed_at", "valid_from", "valid_to"):
        value = row.get(name) or (row.get("created_at") if name == "observed_at" else None)
        if isinstance(value, str):
            try:
                value = datetime.fromisoformat(value)
            except ValueError:
                raise InvalidInput(name, "not an ISO 8601 date-time") from None
        times[name] = value
    provenance = {"import": {"file": file, "line": line}}
    if isinstance(row.get("id"), str):
        provenance["import"]["original_id"] = row["id"][:64]
    return await svc.add_explicit_memory(
        ctx,
        row["content"],
        row.get("memory_type") or "fact",
        row.get("scope") or "user",
        key=row.get("key"),
        tags=row.get("tags") or (),
        priority=row.get("priority") or "normal",
        confidence=row.get("confidence"),
        importance=row.get("importance", 0.5),
        visibility=row.get("visibility") or "members",
        source=source or row.get("source") or "user",
        source_id=row.get("source_id"),
        expires_at=expires,
        provenance=provenance,
        **times,
    )


@app.command("import")
def import_cmd(
    file: Annotated[
        str, typer.Argument(help="A JSON Lines file (as written by `zeusmem export`), or - for stdin.")
    ],
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    as_source: Annotated[
        str | None,
        typer.Option(
            "--as-source",
            help="Store every row with this source (user, ai, knowledge_base, project_resource) "
            "instead of the row's own (default user).",
        ),
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Import memories as --user; every row goes through the write gate.

    The file is untrusted: confidence, secrets, length, duplicates and the rate limit are checked
    for each row, and each row is stored whole or not at all.
    """
    ctx = identity(user, project, session, org)
    rows = _read_rows(file)
    name = "stdin" if file == "-" else Path(file).name

    async def go() -> tuple[int, Counter[str], list[dict[str, Any]], str | None]:
        accepted, reasons, problems = 0, Counter[str](), []
        async with service() as svc:
            with progress() as bar:
                task = bar.add_task("importing", total=len(rows))
                for n, line in rows:
                    try:
                        row = _parse_row(line)
                        await _import_row(svc, ctx, row, source=as_source, file=name, line=n)
                        accepted += 1
                    except GateRejected as e:
                        reasons[e.verdict.reason.value] += 1
                        problems.append(
                            {
                                "line": n,
                                "status": "rejected",
                                "reason": e.verdict.reason.value,
                                "detail": e.verdict.detail,
                                "existing_id": e.verdict.existing_id,
                            }
                        )
                    except InvalidInput as e:
                        reasons["invalid"] += 1
                        problems.append(
                            {
                                "line": n,
                                "status": "invalid",
                                "reason": "invalid",
                                "field": e.field,
                                "detail": str(e),
                            }
                        )
                    except (NotFound, PermissionDenied) as e:
                        reasons["not_permitted"] += 1
                        problems.append(
                            {"line": n, "status": "rejected", "reason": "not_permitted", "detail": str(e)}
                        )
                    except StorageError as e:
                        return accepted, reasons, problems, f"line {n}: {e}"
                    bar.update(task, advance=1)
        return accepted, reasons, problems, None

    accepted, reasons, problems, aborted = run(go())
    report = {
        "file": name,
        "rows": len(rows),
        "accepted": accepted,
        "rejected": sum(reasons.values()),
        "by_reason": dict(reasons),
        "problems": problems,
        "aborted": aborted,
    }
    if as_json:
        print_json(report)
    else:
        table = Table(header_style="bold", title=f"import of {escape(name)}")
        table.add_column("result")
        table.add_column("rows", justify="right")
        table.add_row("[green]accepted[/]", str(accepted))
        for reason, count in sorted(reasons.items()):
            table.add_row(f"[yellow]rejected: {escape(reason)}[/]", str(count))
        out.print(table)
        for p in problems[:50]:
            err.print(f"[yellow]line {p['line']}:[/] {escape(p['reason'])}: {escape(one_line(p['detail']))}")
        if len(problems) > 50:
            err.print(f"... and {len(problems) - 50} more (use --json for all)")
    if aborted:
        problem, fix, _ = explain(StorageError(aborted))
        fail(
            f"import stopped: {problem}",
            "fix the database and run the import again (duplicates are skipped)",
            code=EXIT_STORAGE,
        )
