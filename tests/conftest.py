"""Test fixtures: a real PostgreSQL + pgvector for every test that needs one.

``ZEUSMEM_DATABASE_URL`` set: that server (each test module gets a fresh database created on
it). Unset: an embedded server started in a temporary directory for this test session and
stopped at its end. A missing database is an error, never a skip.
"""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest
import pytest_asyncio
from psycopg.conninfo import make_conninfo

import zeusmem
from zeusmem.embeddings.local import LocalMiniLMEmbeddings
from zeusmem.storage.embedded import server_status, start_server, stop_server
from zeusmem.testing import DeterministicEmbeddings

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session", autouse=True)
def _master_key_file() -> Iterator[None]:
    """Sensitive memories are encrypted with the master key; without ZEUSMEM_MASTER_KEY, its key file
    is created beside the default data dir: the tests keep theirs in a temporary directory instead."""
    if os.environ.get("ZEUSMEM_MASTER_KEY") or os.environ.get("ZEUSMEM_MASTER_KEY_FILE"):
        yield
        return
    root = Path(tempfile.mkdtemp(prefix="zeusmem-test-keys-", dir="/tmp"))
    os.environ["ZEUSMEM_MASTER_KEY_FILE"] = str(root / "master-key")
    try:
        yield
    finally:
        os.environ.pop("ZEUSMEM_MASTER_KEY_FILE", None)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def pg_admin_url() -> Iterator[str]:
    """A server URL with the right to CREATE DATABASE."""
    external = os.environ.get("ZEUSMEM_DATABASE_URL", "").strip()
    if external:
        yield external
        return
    data_dir = Path(tempfile.mkdtemp(prefix="zeusmem-test-", dir="/tmp")) / "pgdata"
    url = start_server(data_dir)
    try:
        yield url
    finally:
        stop_server(data_dir)
        shutil.rmtree(data_dir.parent, ignore_errors=True)


def create_database(admin_url: str, prefix: str = "zmtest") -> str:
    name = f"{prefix}_{secrets.token_hex(4)}"
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(name)))
    return make_conninfo(admin_url, dbname=name)


def drop_database(admin_url: str, url: str) -> None:
    name = psycopg.conninfo.conninfo_to_dict(url)["dbname"]
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(psycopg.sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(psycopg.sql.Identifier(name)))


def database_before(admin_url: str, marker: str, prefix: str = "zmold") -> tuple[str, int]:
    """A new database migrated as an older release left it: every migration before the first one
    whose SQL contains ``marker`` applied and recorded, as :func:`zeusmem.storage.database.setup`
    would have. Returns its URL and how many migrations it holds (drop it with
    :func:`drop_database`)."""
    from zeusmem.storage.migrations import MIGRATIONS

    n = next(i for i, m in enumerate(MIGRATIONS) if marker in m)
    url = create_database(admin_url, prefix)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute("CREATE SCHEMA zeusmem; CREATE TABLE zeusmem.migrations ("
                     " version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        for i, m in enumerate(MIGRATIONS[:n]):
            with conn.transaction():
                conn.execute(m)
                conn.execute("INSERT INTO zeusmem.migrations (version) VALUES (%s)", (i + 1,))
    return url, n


@pytest.fixture(scope="module")
def database_url(pg_admin_url: str) -> Iterator[str]:
    """A fresh, empty database for this test module."""
    url = create_database(pg_admin_url)
    try:
        yield url
    finally:
        drop_database(pg_admin_url, url)


@pytest.fixture
def fresh_database_url(pg_admin_url: str) -> Iterator[str]:
    """A fresh, empty database for one test."""
    url = create_database(pg_admin_url)
    try:
        yield url
    finally:
        drop_database(pg_admin_url, url)


@pytest.fixture(scope="session")
def minilm() -> LocalMiniLMEmbeddings:
    return LocalMiniLMEmbeddings()


@pytest.fixture(scope="session")
def fake_embeddings() -> DeterministicEmbeddings:
    return DeterministicEmbeddings(dims=64)


@pytest_asyncio.fixture(scope="module")
async def memory(database_url: str, minilm: LocalMiniLMEmbeddings) -> AsyncIterator[zeusmem.MemoryService]:
    """A MemoryService on this module's database with the real offline embedder and default settings
    (``ZEUSMEM_APP_DATABASE_URL=auto``: its requests as the restricted app role, under row-level security)."""
    app = os.environ.get("ZEUSMEM_APP_DATABASE_URL", "").strip() or None
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings(app_database_url=app)) as svc:
        yield svc


@dataclass
class DevServer:
    """A running ``make dev`` on the default path (see :func:`make_dev_server`)."""

    url: str
    env: dict[str, str]
    data_dir: Path
    #: the server's log (``make dev DEV_LOG=...``): everything langgraph dev and zeusmem wrote
    log: Path
    #: the local secret file's JWT secret (the default path signs with it)
    jwt_secret: str
    #: what ``make dev`` printed in the terminal
    output: Path
    #: the token of the ``export ZEUSMEM_TOKEN=...`` line ``make dev`` printed last (for alice)
    token: str

    def cli(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        """Run ``zeusmem ARGS`` with the server's environment (its data dir, so its secret file)."""
        exe = Path(sys.executable).parent / "zeusmem"
        return subprocess.run(
            [str(exe), *args], env=self.env, capture_output=True, text=True, timeout=timeout, check=True
        )


@pytest.fixture(scope="session")
def make_dev_server() -> Iterator[DevServer]:
    """``make dev`` exactly as the README says: no ZEUSMEM_DATABASE_URL, no ZEUSMEM_JWT_SECRET (tokens are
    signed with the local secret file beside the data dir), its own ZEUSMEM_DATA_DIR, the offline model
    and embeddings. Shared by the tests of the default path and the docs.

    Stopped with SIGTERM at the end; the embedded PostgreSQL must stop with it (checked here).
    """
    from dev_server import make_dev, offline_env

    # not under pytest's tmp dir (mode 700): the embedded server's own user must reach the data dir
    root = Path(tempfile.mkdtemp(prefix="zeusmem-make-dev-", dir="/tmp"))
    data_dir = root / "pgdata"
    env = offline_env(None, ZEUSMEM_DATA_DIR=str(data_dir))
    env.pop("ZEUSMEM_JWT_SECRET", None)
    output, log = root / "make-dev.out", root / "dev-server.log"
    try:
        with make_dev(repo=REPO, env=env, log=output, server_log=log) as url:
            token = ""
            deadline = time.monotonic() + 30  # the block is printed right after /ok answered
            while not token and time.monotonic() < deadline:
                lines = output.read_text(errors="replace").splitlines()
                token = next((x.split("=", 1)[1] for x in lines if x.startswith("export ZEUSMEM_TOKEN=")), "")
                time.sleep(0.1)
            assert token, output.read_text(errors="replace")
            secret = (data_dir.parent / "jwt-secret").read_text().strip()
            yield DevServer(url, env, data_dir, log, secret, output, token)
        deadline = time.monotonic() + 15
        while server_status(data_dir).running and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not server_status(data_dir).running, (
            "the embedded PostgreSQL kept running after make dev got SIGTERM:\n" + log.read_text()[-3000:]
        )
        # the one memory service the server shared closed before the checkpointer let go of PostgreSQL
        text = log.read_text(errors="replace")
        if "zeusmem memory service opened" in text:
            closed, stopped = text.find("zeusmem memory service closed"), text.find("(last holder gone)")
            assert -1 < closed < stopped, "memory service not closed before PostgreSQL stopped:\n" + text[-3000:]
    finally:
        stop_server(data_dir)
        shutil.rmtree(root, ignore_errors=True)


# --- measurements printed at the end of the run (`make test` shows them with -q) ---------------------------
_SUMMARY = pytest.StashKey[list[str]]()


@pytest.fixture(scope="session")
def summary_lines(pytestconfig: pytest.Config) -> list[str]:
    """Lines a test appends to have them printed in the terminal summary (figures, not assertions)."""
    return pytestconfig.stash.setdefault(_SUMMARY, [])


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # type: ignore[no-untyped-def]
    lines = config.stash.get(_SUMMARY, [])
    if lines:
        terminalreporter.section("zeusmem measurements")
        for line in lines:
            terminalreporter.write_line(line)
