"""``zeusmem mcp`` (the MCP server) and ``zeusmem token`` (a human's JWT for the REST API)."""

from __future__ import annotations

import sys
from typing import Annotated

import typer

from zeusmem.cli._app import (
    EXIT_CONFIG,
    OrgOpt,
    ProjectOpt,
    SessionOpt,
    UserOpt,
    app,
    err,
    fail,
    identity,
    run,
    warn,
)


def data_dir_in_use() -> str:
    """``ZEUSMEM_DATA_DIR``, else the default data dir (where the local JWT secret lives beside)."""
    import os

    from zeusmem.settings import default_data_dir

    return os.environ.get("ZEUSMEM_DATA_DIR", "").strip() or str(default_data_dir())


@app.command("mcp")
def mcp(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    http: Annotated[bool, typer.Option("--http", help="Serve streamable HTTP instead of stdio.")] = False,
    host: Annotated[str, typer.Option(help="HTTP: interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="HTTP: port.")] = 8765,
    path: Annotated[str, typer.Option(help="HTTP: endpoint path.")] = "/mcp",
) -> None:
    """MCP server with memory_add and memory_search, acting as --user.

    stdio by default (for Claude Desktop, Cursor, ...); --http serves http://HOST:PORT/mcp.
    The identity comes from the server's options or environment, never from a tool argument.
    """
    ctx = identity(user, project, session, org)
    from zeusmem.interfaces.mcp_server import serve

    if http:
        err.print(f"[green]zeusmem MCP[/] for {ctx.user_id} on http://{host}:{port}{path}")
    else:  # a client stops a stdio server with SIGTERM: exit normally, so the embedded PostgreSQL is let go
        import signal

        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    run(serve(ctx, http=http, host=host, port=port, path=path))


@app.command("token")
def token(
    user: UserOpt = None,
    project: ProjectOpt = None,
    session: SessionOpt = None,
    org: OrgOpt = None,
    ttl: Annotated[str, typer.Option(help="Lifetime: 30m, 12h, 7d.")] = "1h",
    link: Annotated[
        str | None,
        typer.Option(help="Print the web console's sign-in link on this server (e.g. http://127.0.0.1:8123)."),
    ] = None,
    org_admin: Annotated[
        bool, typer.Option("--org-admin", help="An admin of --org: may erase a member (DELETE /memory/users/{id}).")
    ] = False,
) -> None:
    """Print a human's bearer token (JWT) for the REST API and the web console.

    Signed HS256 with ZEUSMEM_JWT_SECRET, else with the local secret file beside the data dir
    (created on first use, with a warning naming it; the server started with the same
    ZEUSMEM_DATA_DIR accepts it).
    """
    import os

    from zeusmem.errors import ConfigurationError
    from zeusmem.interfaces.auth import AuthConfig, issue_token, local_secret_path
    from zeusmem.rules.validation import duration

    ctx = identity(user, project, session, org)
    try:
        lifetime = int(duration("ttl", ttl).total_seconds())
    except ValueError:
        fail(f"invalid --ttl {ttl!r}", "use 30m, 12h or 7d", code=2)
    new_secret = None
    if not os.environ.get("ZEUSMEM_JWT_SECRET", "").strip():
        path = local_secret_path()
        new_secret = None if path.exists() else path
    try:
        cfg = AuthConfig.from_env(create_secret=True)
    except ConfigurationError as e:
        fail(str(e), code=EXIT_CONFIG)
    if new_secret is not None:  # a mistyped ZEUSMEM_DATA_DIR lands here: say so, that server would refuse it
        warn(
            f"created a new JWT secret {new_secret} (none existed beside the data dir {data_dir_in_use()}): "
            "a server accepts this token only with that ZEUSMEM_DATA_DIR; for a server with another data dir "
            "or ZEUSMEM_JWT_SECRET, run zeusmem token with the server's settings"
        )
    if not cfg.jwt_secret:  # pragma: no cover - create_secret always gives one or raises
        fail("no JWT secret", "set ZEUSMEM_JWT_SECRET in both the server's and this shell", code=EXIT_CONFIG)
    jwt = issue_token(
        cfg.jwt_secret,
        ctx.user_id,
        org=ctx.org_id,
        project=ctx.project_id,
        session=ctx.session_id,
        ttl_seconds=lifetime,
        audience=cfg.jwt_audience,
        issuer=cfg.jwt_issuer,
        org_admin=org_admin,
    )
    if link is not None:
        from zeusmem.interfaces.console.session import sign_in_link

        sys.stdout.write(sign_in_link(link, jwt) + "\n")
        return
    sys.stdout.write(jwt + "\n")
