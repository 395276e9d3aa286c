"""Start ``langgraph dev`` the way ``make dev`` does, for end-to-end tests (offline, on a free port)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

LANGGRAPH = Path(sys.executable).parent / "langgraph"
OFFLINE = {"LANGGRAPH_CLI_NO_ANALYTICS": "1", "LANGGRAPH_NO_VERSION_CHECK": "1", "LANGSMITH_TRACING": "false"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def offline_env(database_url: str | None, **extra: str) -> dict[str, str]:
    """This process's environment without model keys, with the local embedder, on ``database_url``.

    ``database_url=None`` leaves ``ZEUSMEM_DATABASE_URL`` unset: the embedded server of
    ``ZEUSMEM_DATA_DIR`` (pass it in ``extra``), the path a new user takes.
    """
    drop = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ZEUSMEM_MODEL", "ZEUSMEM_DATABASE_URL")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update({"ZEUSMEM_EMBEDDINGS": "local", **OFFLINE, **extra})
    if database_url is not None:
        env["ZEUSMEM_DATABASE_URL"] = database_url
    return env


@contextmanager
def langgraph_dev(
    *, cwd: Path, env: dict[str, str], log: Path, config: Path | None = None, timeout: float = 90.0
) -> Iterator[str]:
    """Run ``langgraph dev --no-browser --no-reload`` until ``GET /ok`` answers; yield its URL; stop it."""
    port = free_port()
    cmd = [str(LANGGRAPH), "dev", "--no-browser", "--no-reload", "--port", str(port), "--host", "127.0.0.1"]
    if config is not None:
        cmd += ["--config", str(config)]
    with serve(cmd, cwd=cwd, env=env, log=log, port=port, timeout=timeout) as url:
        yield url


@contextmanager
def make_dev(
    *, repo: Path, env: dict[str, str], log: Path, server_log: Path | None = None, timeout: float = 120.0
) -> Iterator[str]:
    """``make dev PORT=<free port>`` in ``repo``, exactly as the README says; yield its URL; SIGTERM it.

    ``log`` receives what ``make dev`` prints in the terminal; ``server_log`` (``DEV_LOG``) the server's log.
    """
    port = free_port()
    cmd = ["make", "-C", str(repo), "--no-print-directory", "dev", f"PORT={port}"]
    if server_log is not None:
        cmd.append(f"DEV_LOG={server_log}")
    with serve(cmd, cwd=repo, env=env, log=log, port=port, timeout=timeout) as url:
        yield url


@contextmanager
def serve(cmd: list[str], *, cwd: Path, env: dict[str, str], log: Path, port: int, timeout: float) -> Iterator[str]:
    """Start ``cmd`` in its own process group, wait for ``GET /ok`` on ``port``, yield the URL, SIGTERM the group."""
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                pytest.fail(f"{cmd[0]} {cmd[1]} exited with {proc.returncode}:\n{log.read_text()[-4000:]}")
            try:
                with urllib.request.urlopen(f"{url}/ok", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(
                    f"{' '.join(cmd[:3])} did not answer /ok within {timeout:.0f} s:\n{log.read_text()[-4000:]}"
                )
            time.sleep(0.5)
        yield url
    finally:
        stop_group(proc)


def stop_group(proc: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    """SIGTERM the process group of ``proc`` and wait until every member exited (SIGKILL after ``timeout``).

    Waiting for ``proc`` alone is not enough: ``make`` exits at once while the server it started
    still runs its graceful shutdown.
    """
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        proc.poll()
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.2)
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=5)


def dev_config(tmp: Path, repo: Path) -> Path:
    """A copy of ``repo``'s langgraph.json with absolute paths (all of it, the http app included), written
    to ``tmp`` so that ``langgraph dev`` run from ``tmp`` keeps ``.langgraph_api/`` out of the repository."""
    import json

    config = json.loads((repo / "langgraph.json").read_text())

    def absolute(spec: str) -> str:
        path, _, attr = spec.partition(":")
        return f"{(repo / path).resolve()}:{attr}" if path.startswith(".") else spec

    config["dependencies"] = [str(repo)]
    config["graphs"] = {name: absolute(spec) for name, spec in config["graphs"].items()}
    for key, value in list(config.items()):
        if isinstance(value, dict) and isinstance(value.get("path"), str):
            config[key] = {**value, "path": absolute(value["path"])}
    path = tmp / "langgraph.json"
    path.write_text(json.dumps(config, indent=2))
    return path
