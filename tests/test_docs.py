"""The docs are tests: every Python block of README.md and docs/*.md runs and prints what it says.

pytest-examples finds the blocks (```` ```python ```` / ```` ```py ````) in README.md and in every
Markdown file under docs/, so a new doc is covered without a change here. Each block runs the
way a new user runs it: no ``ZEUSMEM_DATABASE_URL`` and no ``OPENAI_API_KEY``, its own
``ZEUSMEM_DATA_DIR`` (a fresh embedded PostgreSQL, stopped afterwards), the offline model and
the MiniLM embeddings, a temporary working directory. What a ``print`` prints must equal the
``#> ...`` comment (or the triple-quoted block) right after it; memory ids are compared as
``mem_...`` (and the day it runs ``YYYY-MM-DD``). Every block runs twice on the same database
and must print the same both times: a
new user runs an example again, and the embedded database keeps what the first run stored.

They also run as a reader runs them (:func:`test_the_docs_in_reading_order`): README.md's blocks,
then each page of docs/ (alphabetical), one after the other in one process, on ONE database and
ONE dev server -- the ``make dev`` of the default path, its embedded PostgreSQL shared with the
blocks (its ``ZEUSMEM_DATA_DIR``), its ``export ZEUSMEM_TOKEN=...`` line pasted into the shell --
and then all of it a second time. So an example that depends on an empty scope must start clean.

Settings in a fence's info string:

* ```` ```python test="dev-server" ```` runs against the session's ``make dev`` (its URL replaces
  ``http://127.0.0.1:8123``; ``ZEUSMEM_TOKEN`` holds the token of its export line, as in a shell where
  the reader pasted it; no ``ZEUSMEM_JWT_SECRET``: the default path signs with the local secret file);
* ```` ```python test="mcp-http" ```` runs against ``zeusmem mcp --http`` (its port replaces 8765);
* ```` ```python test="skip" reason="..." ```` is deliberately not run; the reason is required.

After a deliberate change of what a block prints: ``pytest tests/test_docs.py --update-examples``
rewrites the ``#>`` comments (blocks with a ``test=`` setting are only checked).

Shell blocks preceded by ``<!-- test: NAME -->`` run too: the README's here, those of
docs/interfaces.md in test_cli.py and test_rest.py.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from conftest import REPO, DevServer
from markdown_it import MarkdownIt
from pytest_examples import CodeExample, EvalExample, find_examples

from zeusmem.storage.embedded import release_server, stop_server

DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("**/*.md"))]
EXAMPLES = [e for e in find_examples(*DOCS) if e.path.suffix == ".md"]
RUNNABLE = [e for e in EXAMPLES if e.prefix_settings().get("test") != "skip"]
KINDS = {None, "dev-server", "mcp-http"}
DEV_URL = "http://127.0.0.1:8123"
MCP_PORT = "8765"
_IDS = re.compile(r"\bmem_[0-9a-f]{12,}\b")


def _normalise(printed: str) -> str:
    """Memory ids become ``mem_...`` and the day a block runs (when a memory was said) ``YYYY-MM-DD``."""
    now = datetime.now(UTC)
    for day in {(now + timedelta(days=d)).date().isoformat() for d in (-1, 0, 1)}:
        printed = printed.replace(day, "YYYY-MM-DD")
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
        request.getfixturevalue("monkeypatch").setenv("ZEUSMEM_TOKEN", server.token)
        on_server = dataclasses.replace(example, source=example.source.replace(DEV_URL, server.url))
        for _ in range(2):
            eval_example.run_print_check(on_server)
    else:
        assert MCP_PORT in example.source, f"{example}: an mcp-http block talks to port {MCP_PORT}"
        with _mcp_http_server(new_user.parent) as port:
            on_server = dataclasses.replace(example, source=example.source.replace(MCP_PORT, port))
            for _ in range(2):
                eval_example.run_print_check(on_server)


def test_the_docs_in_reading_order(
    make_dev_server: DevServer, eval_example: EvalExample, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """README.md's blocks, then each docs page's, in order, on the dev server's database: twice."""
    server = make_dev_server
    for var in ("ZEUSMEM_DATABASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "ZEUSMEM_MODEL", "ZEUSMEM_JWT_SECRET"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("ZEUSMEM_DATA_DIR", str(server.data_dir))  # the reader's default data dir: make dev's
    monkeypatch.setenv("ZEUSMEM_EMBEDDINGS", "local")
    monkeypatch.setenv("ZEUSMEM_TOKEN", server.token)  # the export line make dev printed last
    monkeypatch.chdir(tmp_path)
    eval_example.print_callback = _normalise
    assert [e.path for e in EXAMPLES] == sorted((e.path for e in EXAMPLES), key=DOCS.index), "not in reading order"
    ran: list[str] = []
    try:
        for round_ in (1, 2):
            for example in RUNNABLE:
                kind = example.prefix_settings().get("test")
                ran.append(f"round {round_}: {example}")
                if kind == "dev-server":
                    eval_example.run_print_check(
                        dataclasses.replace(example, source=example.source.replace(DEV_URL, server.url))
                    )
                elif kind == "mcp-http":
                    with _mcp_http_server(tmp_path) as port:
                        eval_example.run_print_check(
                            dataclasses.replace(example, source=example.source.replace(MCP_PORT, port))
                        )
                else:
                    eval_example.run_print_check(example)
    finally:
        release_server(server.data_dir)  # this process lets go of make dev's PostgreSQL (it keeps running)
    assert len(ran) == 2 * len(RUNNABLE) and any("README.md" in r for r in ran) and any("store.md" in r for r in ran)


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
    """``zeusmem mcp --user U --http --port <free port>`` as docs/interfaces.md starts it; yields the port."""
    docs = (REPO / "docs" / "interfaces.md").read_text()
    found = re.search(r"zeusmem mcp --user (\S+) --http --port " + MCP_PORT, docs)
    assert found, "docs/interfaces.md starts no 'zeusmem mcp --user U --http --port 8765'"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    log = log_dir / "mcp-http.log"
    # the docs' export line: a token for that user, made (and signed) the way the reader's shell makes it
    token = subprocess.run([sys.executable, "-m", "zeusmem", "token", "--user", found.group(1)],
                           capture_output=True, text=True, check=True, timeout=60).stdout.strip()
    previous, os.environ["MCP_TOKEN"] = os.environ.get("MCP_TOKEN"), token
    cmd = [sys.executable, "-m", "zeusmem", "mcp", "--user", found.group(1), "--http", "--port", port]
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
        if previous is None:
            os.environ.pop("MCP_TOKEN", None)
        else:
            os.environ["MCP_TOKEN"] = previous
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
