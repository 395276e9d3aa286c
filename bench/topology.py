"""Several stateless ``langgraph dev`` servers on one PostgreSQL, some through PgBouncer, on loopback.

:func:`topology` starts them for a test and stops them afterwards:

* the database is a fresh one on the test session's PostgreSQL (the embedded server started
  standalone by ``conftest.py``, or ``ZEUSMEM_DATABASE_URL``'s);
* ``via="direct"`` servers connect to it directly; ``via="pgbouncer"`` servers go through a real
  PgBouncer in transaction mode (:mod:`pgbouncer`), with ``ZEUSMEM_PGBOUNCER=transaction`` and
  ``ZEUSMEM_DIRECT_DATABASE_URL`` for the migrations, as docs/scaling.md tells operators to;
  ``via="pgbouncer-only"`` servers have no direct URL (migrations through the pooler too);
* every server runs ``langgraph dev --no-browser --no-reload`` (offline model, local embeddings)
  in its own working directory, so each has its own in-memory run queue and ``.langgraph_api``:
  what they share is only PostgreSQL. The memory REST API is served by each (``/memory``).

``langgraph dev``'s thread registry lives in the server's memory; the state of a thread lives in
the PostgreSQL checkpointer. A client that moves to another server (a page refresh behind a load
balancer) registers the thread id there (``POST /threads`` with ``if_exists: do_nothing``) and
reads the state from the checkpoints: :func:`adopt_thread`. LangGraph Platform's own Postgres
runtime keeps the registry in PostgreSQL too; zeusmem's part (checkpoints, memories) is the same.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.pgbouncer import pgbouncer

REPO = Path(__file__).resolve().parents[1]
LANGGRAPH = Path(sys.executable).parent / "langgraph"
#: langgraph dev contacts the network at start-up without these
OFFLINE = {"LANGGRAPH_CLI_NO_ANALYTICS": "1", "LANGGRAPH_NO_VERSION_CHECK": "1", "LANGSMITH_TRACING": "false"}
JWT_SECRET = "multi-server-test-secret-0123456789abcdef"
AGENT_KEY = "multi-server-agent-key-0123456789"
#: agent keys: alice, and alice in session "rate-1" (the session the rate-limit test counts)
RATE_KEY = "multi-server-rate-key-0123456789"
AGENT_KEYS = json.dumps({AGENT_KEY: {"user": "alice"}, RATE_KEY: {"user": "alice", "session": "rate-1"}})
STARTUP_TIMEOUT = 90.0


class TopologyError(RuntimeError):
    """A server or PgBouncer did not start (the message holds the end of its log)."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def offline_env(database_url: str, **extra: str) -> dict[str, str]:
    """This process's environment without model keys, on ``database_url``, with the local embedder."""
    drop = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ZEUSMEM_MODEL", "ZEUSMEM_PGBOUNCER", "ZEUSMEM_DIRECT_DATABASE_URL")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update({"ZEUSMEM_DATABASE_URL": database_url, "ZEUSMEM_EMBEDDINGS": "local", **OFFLINE, **extra})
    return env


def absolute_config(directory: Path) -> Path:
    """``langgraph.json`` with absolute paths, written into ``directory`` (the server's own cwd)."""
    config = json.loads((REPO / "langgraph.json").read_text())

    def absolute(spec: str) -> str:
        path, _, attr = spec.partition(":")
        return f"{(REPO / path).resolve()}:{attr}"

    config["dependencies"] = [str(REPO)]
    config["graphs"] = {name: absolute(spec) for name, spec in config["graphs"].items()}
    for key in ("checkpointer", "store"):
        if key in config:
            config[key] = {**config[key], "path": absolute(config[key]["path"])}
    path = directory / "langgraph.json"
    path.write_text(json.dumps(config, indent=2))
    return path


@dataclass
class Server:
    """One running ``langgraph dev``."""

    name: str
    url: str
    proc: subprocess.Popen[bytes]
    log: Path
    via: str

    def kill(self) -> None:
        """SIGKILL the server and everything it started (its process group): a crash, no shutdown."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        """SIGTERM (graceful), SIGKILL after 20 s."""
        if self.proc.poll() is not None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.kill()

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""


@dataclass
class Topology:
    """The servers, the database they share, and the URLs to reach it."""

    servers: list[Server]
    database_url: str
    pooled_url: str | None = None
    extra_env: dict[str, str] = field(default_factory=dict)

    def __getitem__(self, i: int) -> Server:
        return self.servers[i]


def _wait_ok(server: Server, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        if server.proc.poll() is not None:
            raise TopologyError(
                f"server {server.name} exited with {server.proc.returncode}:\n{server.log_text()[-4000:]}"
            )
        try:
            with urllib.request.urlopen(f"{server.url}/ok", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise TopologyError(
                f"server {server.name} did not answer /ok within {timeout:.0f} s:\n{server.log_text()[-4000:]}"
            )
        time.sleep(0.3)


def server_env(database_url: str, *, pooled_url: str | None, via: str, **extra: str) -> dict[str, str]:
    """The environment of one server: direct, or through PgBouncer with the direct URL for migrations."""
    auth = {"ZEUSMEM_JWT_SECRET": JWT_SECRET, "ZEUSMEM_AGENT_KEYS": AGENT_KEYS}
    if via in ("pgbouncer", "pgbouncer-only"):
        assert pooled_url is not None
        if via == "pgbouncer":  # migrations on the direct URL, as docs/scaling.md recommends
            extra = {"ZEUSMEM_DIRECT_DATABASE_URL": database_url, **extra}
        return offline_env(pooled_url, ZEUSMEM_PGBOUNCER="transaction", **auth, **extra)
    assert via == "direct", via
    return offline_env(database_url, **auth, **extra)


def start_server(name: str, root: Path, env: dict[str, str], via: str) -> Server:
    """Start one ``langgraph dev`` in ``root/name`` (its own cwd and config); not yet waited for."""
    cwd = root / name
    cwd.mkdir(parents=True, exist_ok=True)
    config = absolute_config(cwd)
    port = free_port()
    log = root / f"{name}.log"
    cmd = [str(LANGGRAPH), "dev", "--no-browser", "--no-reload", "--port", str(port), "--host", "127.0.0.1",
           "--config", str(config)]
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    return Server(name, f"http://127.0.0.1:{port}", proc, log, via)


@contextmanager
def topology(
    database_url: str, root: Path, vias: Sequence[str] = ("direct", "direct"), **extra_env: str
) -> Iterator[Topology]:
    """Start one server per entry of ``vias`` ("direct" or "pgbouncer") on ``database_url``, all at once
    (their setups race, as in a real deploy); yield when every one answers ``/ok``; stop them all."""
    with ExitStack() as stack:
        pooled = stack.enter_context(pgbouncer(database_url)) if any(v.startswith("pgbouncer") for v in vias) else None
        servers: list[Server] = []
        stack.callback(lambda: [s.stop() for s in servers])
        for i, via in enumerate(vias):
            env = server_env(database_url, pooled_url=pooled, via=via, **extra_env)
            servers.append(start_server(f"server-{'abcdefgh'[i]}-{via}", root, env, via))
        for s in servers:
            _wait_ok(s, STARTUP_TIMEOUT)
        yield Topology(servers, database_url, pooled, dict(extra_env))


def assert_clean_logs(top: Topology) -> None:
    """No blocking call, no degraded memory context, no database error in any server's log."""
    for s in top.servers:
        text = s.log_text()
        for bad in ("BlockingError", "continuing without memories", "InvalidSqlStatementName",
                    "prepared statement", "deadlock detected", "StorageError"):
            assert bad not in text, f"{s.name}: {bad!r} in its log:\n{text[-4000:]}"


async def adopt_thread(client: Any, thread_id: str, graph_id: str = "agent", **metadata: str) -> None:
    """Make ``thread_id`` of graph ``graph_id`` known to this server; its state comes from the shared
    checkpointer (the in-memory registry reads a thread's state through its graph)."""
    await client.threads.create(
        thread_id=thread_id, if_exists="do_nothing", metadata={"graph_id": graph_id, **metadata}
    )
