"""The docs are tests: every Python block of README.md and docs/*.md runs and prints what it says.

pytest-examples finds the blocks (```` ```python ```` / ```` ```py ````) in README.md and in every
Markdown file under docs/, so a new doc is covered without a change here. Each block runs the
way a new user runs it: no ``ZEUSMEM_DATABASE_URL`` and no ``OPENAI_API_KEY``, its own
``ZEUSMEM_DATA_DIR`` (a fresh embedded PostgreSQL, stopped afterwards), the offline model and
the MiniLM embeddings, a temporary working directory. What a ``print`` prints must equal the
``#> ...`` comment (or the triple-quoted block) right after it; memory ids are compared as
``mem_...``. Every block runs twice on the same database and must print the same both times: a
new user runs an example again, and the embedded database keeps what the first run stored.

Settings in a fence's info string:

* ```` ```python test="dev-server" ```` runs against the session's ``make dev`` (its URL replaces
  ``http://127.0.0.1:8123``; its ``ZEUSMEM_JWT_SECRET`` is exported, as in the shell that started it,
  and ``ZEUSMEM_TOKEN``, as the ``export ZEUSMEM_TOKEN=...`` line ``make dev`` prints);
* ```` ```python test="mcp-http" ```` runs against ``zeusmem mcp --http`` (its port replaces 8765);
* ```` ```python test="skip" reason="..." ```` is deliberately not run; the reason is required.

After a deliberate change of what a block prints: ``pytest tests/test_docs.py --update-examples``
rewrites the ``#>`` comments (blocks with a ``test=`` setting are only checked).

Shell blocks preceded by ``<!-- test: NAME -->`` run too: the README's here, those of
docs/interfaces.md in test_cli.py and test_rest.py.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from conftest import REPO, DevServer
from markdown_it import MarkdownIt
from pytest_examples import CodeExample, EvalExample, find_examples

from zeusmem.interfaces.auth import issue_token
from zeusmem.storage.embedded import release_server, stop_server

DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("**/*.md"))]
EXAMPLES = [e for e in find_examples(*DOCS) if e.path.suffix == ".md"]
RUNNABLE = [e for e in EXAMPLES if e.prefix_settings().get("test") != "skip"]
KINDS = {None, "dev-server", "mcp-http"}
DEV_URL = "http://127.0.0.1:8123"
MCP_PORT = "8765"
_IDS = re.compile(r"\bmem_[0-9a-f]{12,}\b")


def _normalise(printed: str) -> str:
    return _IDS.sub("mem_...", printed)


@pytest.fixture
def new_user(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The environment of a new user's shell: nothing configured but a data dir of its own."""
    for var in ("ZEUSMEM_DATABASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "ZEUSMEM_MODEL", "ZEUSMEM_EMBEDDINGS"):
        monkeypatch.delenv(var, raising=False)
    # not under pytest's tmp dir (mode 700): the embedded server's own user must reach it
    root = Path(tempfile.mkdtemp(prefix="zeusmem-docs-", dir="/tmp"))
    data_dir = root / "pgdata"
    monkeypatch.setenv("ZEUSMEM_DATA_DIR", str(data_dir))
    monkeypatch.chdir(tmp_path)
    try:
        yield data_dir
    finally:
        release_server(data_dir)
        stop_server(data_dir)
        shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("example", RUNNABLE, ids=str)
def test_python_block(example: CodeExample, eval_example: EvalExample, new_user: Path, request: pytest.FixtureRequest):
    """The block prints what it says, and again when it runs a second time on the same database."""
    kind = example.prefix_settings().get("test")
    assert kind in KINDS, f'{example}: unknown test="{kind}" (known: dev-server, mcp-http, skip)'
    eval_example.print_callback = _normalise
    if kind is None:
        if eval_example.update_examples:
            eval_example.run_print_update(example)
        else:
            eval_example.run_print_check(example)
        eval_example.run_print_check(example)  # a new user runs it twice: the database persists
    elif kind == "dev-server":
        server: DevServer = request.getfixturevalue("make_dev_server")
        assert DEV_URL in example.source, f"{example}: a dev-server block talks to {DEV_URL}"
        monkeypatch = request.getfixturevalue("monkeypatch")
        monkeypatch.setenv("ZEUSMEM_JWT_SECRET", server.jwt_secret)
        # what make dev's "export ZEUSMEM_TOKEN=$(zeusmem token --user dev --ttl 12h)" line sets
        monkeypatch.setenv("ZEUSMEM_TOKEN", issue_token(server.jwt_secret, "dev", ttl_seconds=12 * 3600))
        on_server = dataclasses.replace(example, source=example.source.replace(DEV_URL, server.url))
        for _ in range(2):
            eval_example.run_print_check(on_server)
    else:
        assert MCP_PORT in example.source, f"{example}: an mcp-http block talks to port {MCP_PORT}"
        with _mcp_http_server(new_user.parent) as port:
            on_server = dataclasses.replace(example, source=example.source.replace(MCP_PORT, port))
            for _ in range(2):
                eval_example.run_print_check(on_server)


def test_every_python_block_is_found_and_unrun_ones_say_why() -> None:
    parser = MarkdownIt("commonmark")
    for doc in DOCS:
        fences = [
            t for t in parser.parse(doc.read_text()) if t.type == "fence" and t.info.split()[:1] in (["python"], ["py"])
        ]
        found = [e for e in EXAMPLES if e.path == doc]
        assert len(found) == len(fences), f"{doc}: {len(fences)} Python blocks, pytest-examples found {len(found)}"
    assert len([e for e in EXAMPLES if e.path.name == "README.md"]) >= 4
    for example in EXAMPLES:
        settings = example.prefix_settings()
        if settings.get("test") == "skip":
            assert settings.get("reason", "").strip(), f'{example}: test="skip" needs reason="why it cannot run"'


def marked_block(doc: Path, name: str) -> str:
    """The fenced block right after ``<!-- test: name -->`` in ``doc``."""
    tokens = MarkdownIt("commonmark").parse(doc.read_text())
    for i, token in enumerate(tokens[:-1]):
        if token.type == "html_block" and token.content.strip() == f"<!-- test: {name} -->":
            fence = tokens[i + 1]
            assert fence.type == "fence", f"{doc}: <!-- test: {name} --> is not followed by a code block"
            return fence.content
    raise AssertionError(f"{doc} has no <!-- test: {name} --> block")


def test_readme_cli_block(new_user: Path) -> None:
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", marked_block(REPO / "README.md", "readme-cli")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    out = done.stdout + done.stderr
    assert "stored mem_" in out and "Prefers answers in bullet points" in out.split("stored", 1)[1], out
    assert "demo complete" in out, out


@contextmanager
def _mcp_http_server(log_dir: Path) -> Iterator[str]:
    """``zeusmem mcp --user alice --http --port <free port>`` as the docs start it; yields the port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    log = log_dir / "mcp-http.log"
    cmd = [sys.executable, "-m", "zeusmem", "mcp", "--user", "alice", "--http", "--port", port]
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=out)
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, log.read_text()
            try:
                with socket.create_connection(("127.0.0.1", int(port)), timeout=1):
                    break
            except OSError:
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.2)
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
