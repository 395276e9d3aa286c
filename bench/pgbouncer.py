"""Start a real PgBouncer (Debian's ``pgbouncer``, 1.18 here) in front of a database, on loopback.

:func:`pgbouncer` runs it in **transaction** pooling mode (or another ``pool_mode``) on a free
port of 127.0.0.1, in front of the server of a given URL (the embedded server's Unix socket,
or host:port), and yields the URL clients use. It runs as the user that owns the upstream
socket directory (``pgembed`` when the tests run as root: the socket is not reachable by
anyone else), with its files in a temporary directory, and is stopped (SIGTERM to the PID it
wrote) on exit. A missing ``pgbouncer`` binary raises RuntimeError naming the command that
installs it (a test then fails with that message; it never skips).

Also runnable by hand: ``python -m bench.pgbouncer URL`` prints the pooled URL and runs until
Ctrl-C or SIGTERM.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from psycopg.conninfo import conninfo_to_dict, make_conninfo

INSTALL_HINT = (
    "pgbouncer is not installed: the multi-server tests run through a real PgBouncer. "
    "Install it with `make system-deps` (runs scripts/ensure-system-deps.sh pgbouncer) "
    "or `apt-get install -y pgbouncer`"
)


def pgbouncer_binary() -> str:
    """The ``pgbouncer`` executable; raises RuntimeError with the install command when it is missing."""
    found = shutil.which("pgbouncer") or next(
        (p for p in ("/usr/sbin/pgbouncer", "/usr/bin/pgbouncer") if os.access(p, os.X_OK)), None
    )
    if not found:
        raise RuntimeError(INSTALL_HINT)
    return found


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _upstream(url: str) -> tuple[str, str, int | None]:
    """(host line for [databases], dbname, uid that can reach a Unix socket dir or None)."""
    d = conninfo_to_dict(url)
    host = d.get("host") or "localhost"
    port = d.get("port") or "5432"
    uid = os.stat(host).st_uid if host.startswith("/") else None
    return f"host={host} port={port} user={d.get('user') or 'postgres'}", str(d.get("dbname") or "postgres"), uid


@contextmanager
def pgbouncer(
    url: str,
    *,
    pool_mode: str = "transaction",
    default_pool_size: int = 20,
    max_client_conn: int = 1000,
    workdir: Path | None = None,
    timeout: float = 15.0,
) -> Iterator[str]:
    """Run PgBouncer in front of the server of ``url``; yield ``url`` rewritten to go through it.

    Every database name is routed (``* = ...``), so ``make_conninfo(pooled, dbname=x)`` works for
    databases created later. Trust auth for the one user of ``url`` (loopback only).
    """
    binary = pgbouncer_binary()
    upstream, dbname, uid = _upstream(url)
    user = conninfo_to_dict(url).get("user") or "postgres"
    own_dir = workdir is None
    work = Path(tempfile.mkdtemp(prefix="zm-pgbouncer-", dir="/tmp")) if workdir is None else workdir
    work.mkdir(parents=True, exist_ok=True)
    port = _free_port()
    (work / "users.txt").write_text(f'"{user}" ""\n')
    ini = work / "pgbouncer.ini"
    ini.write_text(
        "[databases]\n"
        f"* = {upstream}\n"
        "[pgbouncer]\n"
        "listen_addr = 127.0.0.1\n"
        f"listen_port = {port}\n"
        "unix_socket_dir =\n"
        "auth_type = trust\n"
        f"auth_file = {work / 'users.txt'}\n"
        f"pool_mode = {pool_mode}\n"
        f"default_pool_size = {default_pool_size}\n"
        f"max_client_conn = {max_client_conn}\n"
        "ignore_startup_parameters = extra_float_digits,options\n"
        f"logfile = {work / 'pgbouncer.log'}\n"
        f"pidfile = {work / 'pgbouncer.pid'}\n"
    )
    as_user: dict[str, int] = {}
    if os.geteuid() == 0 and uid not in (None, 0):
        os.chown(work, uid, -1)  # the log and pid file are written by that user
        for f in ("users.txt", "pgbouncer.ini"):
            os.chown(work / f, uid, -1)
        as_user = {"user": uid}
    proc = subprocess.Popen(
        [binary, str(ini)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True, **as_user
    )
    log = work / "pgbouncer.log"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                err = (proc.stderr.read().decode(errors="replace") if proc.stderr else "")[-2000:]
                text = log.read_text()[-2000:] if log.exists() else ""
                raise RuntimeError(f"pgbouncer exited with {proc.returncode}: {err}{text}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"pgbouncer did not listen on 127.0.0.1:{port} within {timeout:.0f} s") from None
                time.sleep(0.05)
        yield make_conninfo("", host="127.0.0.1", port=port, user=user, dbname=dbname)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)  # pgbouncer's own PID (no runuser in between)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=5)
        if proc.stderr:
            proc.stderr.close()
        if own_dir:
            shutil.rmtree(work, ignore_errors=True)


def pgbouncer_log(pooled_url: str) -> str:  # pragma: no cover - debugging aid
    """Where to look: the log of the PgBouncer serving ``pooled_url`` is in its temporary directory."""
    return f"see /tmp/zm-pgbouncer-*/pgbouncer.log for port {conninfo_to_dict(pooled_url).get('port')}"


def _interrupt(*_: object) -> None:  # pragma: no cover - manual use
    raise KeyboardInterrupt


if __name__ == "__main__":  # pragma: no cover - manual use
    signal.signal(signal.SIGTERM, _interrupt)
    with pgbouncer(sys.argv[1]) as pooled:
        print(pooled, flush=True)
        try:
            signal.pause()
        except KeyboardInterrupt:
            pass
