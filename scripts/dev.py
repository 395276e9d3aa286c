"""``make dev``: start ``langgraph dev`` quietly and print what a person needs once it answers.

Everything the server writes goes to the log file (``--log``); the terminal gets a few lines
while it starts, then the server URL, the console sign-in link for ``--user`` and an ``export
ZEUSMEM_TOKEN=...`` line for the SDK examples, and after that only the server's warnings and
errors (with their tracebacks). Ctrl-C / SIGTERM reach the server directly (same process group):
this script only waits for it and exits with its status.

    python scripts/dev.py --port 8123 --user alice --log .venv/dev-server.log
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

BIN = Path(sys.executable).parent
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_HEADER = re.compile(r"^(\d{4}-\d\d-\d\dT\S+\s+\[|[A-Z]+:[\w.]+:)")  # a structlog line, or a logging one
_LOUD = re.compile(r"^\S+\s+\[(warning|error|critical|exception)\b|^(WARNING|ERROR|CRITICAL):", re.IGNORECASE)


def _port_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _token_link(user: str, url: str, log: Path) -> str:
    """``zeusmem token --link``: the console link (its fragment holds the token). Messages go to the log."""
    with log.open("a") as err:
        done = subprocess.run(
            [str(BIN / "zeusmem"), "token", "--user", user, "--ttl", "12h", "--link", url],
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            timeout=120,
        )
    if done.returncode != 0:
        raise SystemExit(f"zeusmem token failed (exit {done.returncode}); see {log}")
    return done.stdout.strip()


def _relay(proc: subprocess.Popen[str], log: Path, ready: threading.Event) -> None:
    """Every server line to the log; once ready, warnings and errors (and their tracebacks) to stderr too."""
    echo = False
    assert proc.stdout is not None
    with log.open("a", buffering=1) as out:
        for line in proc.stdout:
            out.write(line)
            if not ready.is_set():
                continue
            plain = _ANSI.sub("", line)
            if _HEADER.match(plain):
                echo = bool(_LOUD.match(plain))
            if echo:
                sys.stderr.write(line)
                sys.stderr.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8123)
    parser.add_argument("--user", default="alice")
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--timeout", type=float, default=120.0)
    args = parser.parse_args()
    url = f"http://127.0.0.1:{args.port}"
    if not _port_free(args.port):
        print(
            f"port {args.port} is busy (langgraph dev would silently move to another port): "
            f"run make dev PORT=<free port>, e.g. make dev PORT={args.port + 1}",
            file=sys.stderr,
        )
        return 1
    args.log.parent.mkdir(parents=True, exist_ok=True)
    args.log.write_text(f"make dev {time.strftime('%Y-%m-%dT%H:%M:%S%z')}: {url}\n")
    t0 = time.monotonic()
    print(f"starting the LangGraph dev server on the embedded PostgreSQL (server log: {args.log})", flush=True)

    env = {**os.environ, "LANGGRAPH_CLI_NO_ANALYTICS": "1", "LANGGRAPH_NO_VERSION_CHECK": "1",
           "LANGSMITH_TRACING": "false"}
    cmd = [str(BIN / "langgraph"), "dev", "--no-browser", "--no-reload", "--port", str(args.port),
           "--host", "127.0.0.1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                            errors="replace")
    # Ctrl-C and SIGTERM go to the whole process group: the server shuts down gracefully on its own
    # (a second SIGINT forwarded from here would make uvicorn force-quit), this script waits for it.
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: None)
    ready = threading.Event()
    relay = threading.Thread(target=_relay, args=(proc, args.log, ready), daemon=True)
    relay.start()
    link: list[str] = []
    token = threading.Thread(target=lambda: link.append(_token_link(args.user, url, args.log)), daemon=True)
    token.start()

    deadline = t0 + args.timeout
    while True:
        if proc.poll() is not None:
            relay.join(timeout=5)
            tail = args.log.read_text(errors="replace").splitlines()[-30:]
            print("\n".join(tail), file=sys.stderr)
            print(f"langgraph dev exited with {proc.returncode} before it answered; full log: {args.log}",
                  file=sys.stderr)
            return proc.returncode or 1
        try:
            with urllib.request.urlopen(f"{url}/ok", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            pass
        if time.monotonic() > deadline:
            print(f"langgraph dev did not answer {url}/ok within {args.timeout:.0f} s; see {args.log}",
                  file=sys.stderr)
            proc.terminate()
            proc.wait(timeout=30)
            return 1
        time.sleep(0.25)
    token.join(timeout=120)
    if not link:
        proc.terminate()
        proc.wait(timeout=30)
        return 1
    jwt = link[0].split("#token=", 1)[1]
    ready.set()
    print(f"ready in {time.monotonic() - t0:.1f} s; stop with Ctrl-C (the embedded PostgreSQL stops with it; "
          "after a kill -9: make db-stop); warnings and errors show below")
    print(f"LangGraph dev server: {url}  (API docs: {url}/docs)")
    print(f"Web console, signed in as {args.user}: {link[0]}")
    print(f"export ZEUSMEM_TOKEN={jwt}", flush=True)
    while True:
        try:
            code = proc.wait()
            break
        except KeyboardInterrupt:  # pragma: no cover - SIGINT is ignored above
            continue
    relay.join(timeout=10)
    return 0 if code in (-signal.SIGINT, -signal.SIGTERM) else code  # stopped as asked


if __name__ == "__main__":
    sys.exit(main())
