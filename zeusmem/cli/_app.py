"""The Typer applications and everything the command modules share: consoles, identity
options, the error policy (one red line, a non-zero exit code, no traceback for expected
errors) and the async runner."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator, Coroutine
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from zeusmem.errors import (
    ConfigurationError,
    GateRejected,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
    ZeusmemError,
)

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService
    from zeusmem.types import SecurityContext


HELP = (
    "Long-term memory for LangGraph agents on PostgreSQL + pgvector.\n\n"
    "Act as a user with --user (or ZEUSMEM_USER). The database is ZEUSMEM_DATABASE_URL, "
    "else the embedded server in ZEUSMEM_DATA_DIR."
)

app = typer.Typer(
    name="zeusmem",
    help=HELP,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
    rich_markup_mode="rich",
)
db_app = typer.Typer(help="The embedded PostgreSQL server: start, stop, status, url.", no_args_is_help=True)
project_app = typer.Typer(help="Projects and their members.", no_args_is_help=True)


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        out.print(f"zeusmem {version('zeusmem')}")
        raise typer.Exit()


@app.callback()
def _main(
    _version_: Annotated[
        bool,
        typer.Option("--version", "-V", callback=_version, is_eager=True, help="Print the version and exit."),
    ] = False,
) -> None:
    """Long-term memory for LangGraph agents on PostgreSQL + pgvector."""


app.add_typer(db_app, name="db")
app.add_typer(project_app, name="project")

# Exit codes (documented in docs/interfaces.md). 2 is Click's usage error; a bad value given on
# the command line (an option or an argument) is one too, whoever notices it.
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_NOT_FOUND = 3
EXIT_PERMISSION = 4
EXIT_REJECTED = 5
EXIT_STORAGE = 6
EXIT_CONFIG = 7


def _is_tty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


# Data goes to stdout, messages and progress bars to stderr. Off a terminal, lines are not
# wrapped at 80 columns (rich's default) so that piped output stays greppable.
out = Console(soft_wrap=False, width=None if _is_tty(sys.stdout) else 200, highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)


# --- identity ------------------------------------------------------------------------------

UserOpt = Annotated[
    str | None,
    typer.Option(
        "--user", "-u", envvar="ZEUSMEM_USER", help="Act as this user (env ZEUSMEM_USER).", show_default=False
    ),
]
ProjectOpt = Annotated[
    str | None,
    typer.Option(
        "--project",
        "-p",
        envvar="ZEUSMEM_PROJECT",
        help="Project context (env ZEUSMEM_PROJECT).",
        show_default=False,
    ),
]
SessionOpt = Annotated[
    str | None,
    typer.Option(
        "--session",
        "-s",
        envvar="ZEUSMEM_SESSION",
        help="Session context (env ZEUSMEM_SESSION).",
        show_default=False,
    ),
]
OrgOpt = Annotated[
    str | None,
    typer.Option("--org", envvar="ZEUSMEM_ORG", help="Organisation (env ZEUSMEM_ORG).", show_default=False),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
IncludeExpiredOpt = Annotated[bool, typer.Option(help="Include expired memories.")]


def identity(
    user: str | None, project: str | None = None, session: str | None = None, org: str | None = None
) -> SecurityContext:
    """The operator's statement of who they act as (a local admin tool: never the model's)."""
    from zeusmem.types import SecurityContext

    if not user or not user.strip():
        fail("no user given", "pass --user NAME or set ZEUSMEM_USER", code=EXIT_USAGE)
    try:
        return SecurityContext(
            user.strip(), project_id=_opt(project), session_id=_opt(session), org_id=_opt(org)
        )
    except InvalidInput as e:
        fail(f"invalid --{e.field.removesuffix('_id')}: {e}", code=EXIT_USAGE)


def _opt(value: str | None) -> str | None:
    return value.strip() if value and value.strip() else None


# --- errors --------------------------------------------------------------------------------


def one_line(text: str) -> str:
    return " ".join(str(text).split())


def fail(problem: str, fix: str | None = None, *, code: int = EXIT_ERROR) -> NoReturn:
    """Print one red line naming the problem and the fix, then exit with ``code``."""
    line = f"[bold red]error:[/] {escape(one_line(problem))}"
    if fix:
        line += f" [yellow]→ {escape(one_line(fix))}[/]"
    err.print(line)
    raise typer.Exit(code)


def warn(text: str) -> None:
    err.print(f"[yellow]warning:[/] {escape(one_line(text))}")


#: service field -> the CLI option that sets it (for error messages)
OPTION_OF = {
    "memory_type": "--type",
    "expires_at": "--expires",
    "valid_at": "--valid-at",
    "observed_at": "--observed-at",
    "valid_from": "--valid-from",
    "valid_to": "--valid-to",
    "scope": "--scope",
    "k": "-k",
    "limit": "--limit",
    "confidence": "--confidence",
    "importance": "--importance",
    "priority": "--priority",
    "visibility": "--visibility",
    "tags": "--tag",
    "within": "--within",
}


def explain(e: ZeusmemError) -> tuple[str, str | None, int]:
    """(problem, fix, exit code) for an expected error."""
    if isinstance(e, GateRejected):
        v = e.verdict
        fix = {
            "duplicate": f"update the existing memory instead: zeusmem update {v.existing_id} --content ...",
            "low_confidence": "raise --confidence (or MEMORY_MIN_CONFIDENCE)",
            "sensitive": "remove the secret; secrets are never stored",
            "length": "shorten or lengthen the content (MEMORY_MIN_LENGTH / MEMORY_MAX_LENGTH)",
            "rate_limit": "wait, or store it as the user (source user) rather than as an agent",
        }.get(v.reason.value)
        return f"rejected by the write gate ({v.reason.value}): {v.detail}", fix, EXIT_REJECTED
    if isinstance(e, InvalidInput):
        name = OPTION_OF.get(e.field)
        what = (name if name.lstrip("-") == e.field else f"{name} ({e.field})") if name else e.field
        return f"invalid {what}: {str(e).removeprefix(e.field + ': ')}", None, EXIT_USAGE
    if isinstance(e, NotFound):
        return (
            str(e),
            "check the id and --user/--project/--session: items of other users or projects "
            "look exactly like missing ones",
            EXIT_NOT_FOUND,
        )
    if isinstance(e, PermissionDenied):
        return str(e), "ask a project owner or admin", EXIT_PERMISSION
    if isinstance(e, StorageError):
        return str(e), None, EXIT_STORAGE
    if isinstance(e, ConfigurationError):
        return str(e), None, EXIT_CONFIG
    return str(e), None, EXIT_ERROR


def run[T](coro: Coroutine[Any, Any, T]) -> T:
    """Run a command's coroutine; expected errors become one red line and an exit code."""
    try:
        return asyncio.run(coro)
    except ZeusmemError as e:
        problem, fix, code = explain(e)
        fail(problem, fix, code=code)
    except KeyboardInterrupt:
        err.print("[red]interrupted[/]")
        raise typer.Exit(130) from None


@asynccontextmanager
async def service(*, warm_up_dates: bool = False, **settings_overrides: Any) -> AsyncIterator[MemoryService]:
    """A MemoryService on ZEUSMEM_DATABASE_URL or the embedded database. Most commands make one
    call, so the date parser loads when (if) a write first needs it; ``warm_up_dates`` for a
    command that writes many (the demo)."""
    from zeusmem.api import open_memory
    from zeusmem.settings import Settings

    settings = Settings.from_env(**settings_overrides)
    async with open_memory(settings=settings, warm_up_dates=warm_up_dates) as svc:
        yield svc


# --- output helpers ------------------------------------------------------------------------


def print_json(value: Any) -> None:
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2, default=str) + "\n")
    sys.stdout.flush()


def parse_expiry(value: str | None) -> datetime | None:
    """``7d`` / ``12h`` / ``30m`` / ``2w`` from now, or an ISO 8601 date-time (naive = UTC)."""
    if value is None:
        return None
    from zeusmem.rules.validation import duration

    v = value.strip()
    if v and v[-1].lower() in "mhdw" and v[:-1].isdigit():
        return datetime.now(UTC) + duration("expires", v)
    try:
        dt = datetime.fromisoformat(v)
    except ValueError:
        fail(
            f"invalid --expires {value!r}",
            "use a duration like 7d / 12h / 2w or an ISO date such as 2026-12-31",
            code=EXIT_USAGE,
        )
    return dt if dt.tzinfo is not None else dt.replace(tzinfo=UTC)


def short(dt: datetime | None) -> str:
    return dt.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC") if dt else "—"


def env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on")
