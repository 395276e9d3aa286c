"""The ``zeusmem`` command line, driven as a real subprocess on a fresh test database.

Also runs the CLI examples of docs/interfaces.md literally (bash), so they stay correct.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import psycopg
import pytest

import zeusmem
from zeusmem import MemoryType, SecurityContext, Settings
from zeusmem.testing import DeterministicEmbeddings

sys.path.insert(0, str(Path(__file__).parent))
from secrets_corpus import ONE_PER_KIND, SECRETS, needle  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _env(url: str | None, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("ZEUSMEM_") and k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL")
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # ~1 s less per call once the bytecode is cached
    env.update(
        {
            "NO_COLOR": "1",
            "ZEUSMEM_EMBEDDINGS": "local",
            "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        }
    )
    if url is not None:
        env["ZEUSMEM_DATABASE_URL"] = url
    env.update(extra)
    return env


def run(
    url: str | None,
    *args: str,
    code: int = 0,
    env: dict[str, str] | None = None,
    input: str | None = None,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "zeusmem", *args],
        env=env or _env(url),
        input=input,
        capture_output=True,
        text=True,
        timeout=180,
        cwd=cwd,
    )
    assert done.returncode == code, f"exit {done.returncode} != {code}\n{done.stdout}\n{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    return done


def run_json(url: str, *args: str) -> Any:
    return json.loads(run(url, *args, "--json").stdout)


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    return lines[0]


def doc_block(name: str) -> str:
    text = (REPO / "docs" / "interfaces.md").read_text()
    start = text.index(f"<!-- test: {name} -->")
    block = text[text.index("```", start) :]
    body = block[block.index("\n") + 1 :]
    return body[: body.index("```")]


def run_doc(name: str, url: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", doc_block(name)],
        env=_env(url),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    return done


# --- the documented examples --------------------------------------------------------------------


def test_docs_cli_example(fresh_database_url: str, tmp_path: Path) -> None:
    out = run_doc("cli", fresh_database_url, tmp_path).stdout
    assert "stored" in out
    assert "Prefers answers in bullet points" in out  # search found it
    assert "why: Stated by user alice" in out  # show answers "why"
    assert "superseded" in out and "Prefers short answers in bullet points" in out  # both versions
    assert "Is reviewing pull request 42 this week" in out  # expiring
    assert "Memories: 2 total" in out  # recall
    assert "forgot mem_" in out


def test_docs_transfer_example(fresh_database_url: str, tmp_path: Path) -> None:
    url = fresh_database_url
    run(url, "add", "--user", "alice", "--type", "preference", "Prefers answers in bullet points")
    run(url, "add", "--user", "alice", "--type", "skill", "--tag", "lang", "Writes Rust and Go")
    out = run_doc("transfer", url, tmp_path).stdout
    assert json.loads(out) == {"accepted": 2, "by_reason": {}}
    rows = [json.loads(line) for line in (tmp_path / "alice.jsonl").read_text().splitlines()]
    assert sorted(r["content"] for r in rows) == ["Prefers answers in bullet points", "Writes Rust and Go"]
    bob = run_json(url, "list", "--user", "bob")
    assert sorted(m["content"] for m in bob) == ["Prefers answers in bullet points", "Writes Rust and Go"]
    assert all(m["provenance"]["import"]["file"] == "alice.jsonl" for m in bob)


# --- memories -------------------------------------------------------------------------------------


def test_add_search_isolation_and_json(database_url: str) -> None:
    url = database_url
    item = run_json(
        url,
        "add",
        "--user",
        "alice",
        "--type",
        "preference",
        "--tag",
        "Style",
        "--priority",
        "high",
        "Likes concise code reviews",
    )
    assert (item["source"], item["verified"], item["tags"], item["priority"]) == (
        "user",
        True,
        ["style"],
        "high",
    )
    assert item["provenance"]["via"] == "cli"
    hits = run_json(url, "search", "--user", "alice", "what kind of code review feedback")
    assert hits[0]["memory"]["id"] == item["id"]
    # another user sees nothing, and cannot show it either
    assert run_json(url, "search", "--user", "mallory", "code review feedback") == []
    done = run(url, "show", item["id"], "--user", "mallory", code=3)
    assert "no memory" in one_error_line(done)
    # env vars work as well as options
    env = _env(url, ZEUSMEM_USER="alice")
    listed = json.loads(run(url, "list", "--json", env=env).stdout)
    assert [m["id"] for m in listed] == [item["id"]]
    tagged = run_json(url, "list", "--user", "alice", "--tag", "style")
    assert [m["id"] for m in tagged] == [item["id"]]


def test_expected_errors_are_one_red_line_with_an_exit_code(database_url: str) -> None:
    url = database_url
    assert "--user" in one_error_line(run(url, "add", "Something worth keeping", code=2))
    run(url, "add", "--user", "dora", "Keeps a paper notebook for meeting notes")
    dup = run(url, "add", "--user", "dora", "Keeps a paper notebook for meeting notes", code=5)
    line = one_error_line(dup)
    assert "duplicate" in line and "zeusmem update mem_" in line
    secret = run(
        url, "add", "--user", "dora", "my github token is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", code=5
    )
    line = one_error_line(secret)
    assert "sensitive" in line and "ghp_" not in line
    low = run(url, "add", "--user", "dora", "--confidence", "0.1", "Might like jazz", code=5)
    assert "low_confidence" in one_error_line(low)
    # a bad option value is a usage error (2), whichever layer notices it
    bad = run(url, "add", "--user", "dora", "--type", "mood", "Feels fine today", code=2)
    assert "--type (memory_type)" in one_error_line(bad)
    bad = run(url, "add", "--user", "dora", "--expires", "someday", "Feels fine today", code=2)
    assert "--expires" in one_error_line(bad)
    assert run(url, "--version").stdout.strip() == f"zeusmem {zeusmem.__version__}"
    assert "nothing to update" in one_error_line(run(url, "update", "mem_x", "--user", "dora", code=2))
    assert "--yes" in one_error_line(run(url, "forget", "mem_x", "--user", "dora", code=2))
    assert "ZEUSMEM_DATABASE_URL" in one_error_line(run(url, "db", "start", code=7))
    unreachable = run(
        "postgresql://nobody@127.0.0.1:1/none?connect_timeout=1", "list", "--user", "dora", code=6
    )
    assert "cannot connect" in one_error_line(unreachable)


def test_show_update_verify_forget_recall_expiring(database_url: str) -> None:
    url = database_url
    env = _env(url, ZEUSMEM_USER="erin", ZEUSMEM_SESSION="s1")
    v1 = json.loads(
        run(
            url,
            "add",
            "--source",
            "ai",
            "--type",
            "habit",
            "--expires",
            "3d",
            "--tag",
            "tools",
            "Uses neovim with the lazy plugin manager",
            "--json",
            env=env,
        ).stdout
    )
    assert (v1["source"], v1["verified"], v1["confidence"]) == ("ai", False, 0.7)
    v2 = json.loads(
        run(
            url,
            "update",
            v1["id"],
            "--content",
            "Uses neovim with lazy.nvim",
            "--reason",
            "precise",
            "--json",
            env=env,
        ).stdout
    )
    assert v2["version"] == 2 and v2["id"] == v1["id"]
    shown = json.loads(run(url, "show", v1["id"], "--version", "1", "--json", env=env).stdout)
    assert shown["memory"]["status"] == "superseded" and shown["memory"]["version"] == 1
    assert [(v["id"], v["version"]) for v in shown["versions"]] == [(v1["id"], 1), (v1["id"], 2)]
    then = json.loads(run(url, "list", "--as-of", v1["created_at"], "--json", env=env).stdout)
    assert [(m["id"], m["version"]) for m in then if m["id"] == v1["id"]] == [(v1["id"], 1)]
    assert shown["why"].startswith("Inferred by an agent acting for erin in session s1")
    text = run(url, "show", v2["id"], env=env).stdout
    for word in (
        "content",
        "scope",
        "user:erin",
        "source",
        "provenance",
        "confidence",
        "verified",
        "versions",
        "last used",
        "update_reason",
    ):
        assert word in text, word
    # recall marks it unverified; verifying changes that
    assert "[unverified]" in run(url, "recall", env=env).stdout
    run(url, "verify", v2["id"], env=env)
    assert "[unverified]" not in run(url, "recall", env=env).stdout
    # a search marks it as used: show reports when
    run(url, "search", "which editor", env=env)
    assert json.loads(run(url, "show", v2["id"], "--json", env=env).stdout)["memory"]["last_used_at"]
    assert [
        m["id"] for m in json.loads(run(url, "expiring", "--within", "7d", "--json", env=env).stdout)
    ] == [v2["id"]]
    assert json.loads(run(url, "expiring", "--within", "1d", "--json", env=env).stdout) == []
    assert "invalid --within" in one_error_line(run(url, "expiring", "--within", "soon", env=env, code=2))
    run(url, "forget", v2["id"], "--yes", "--reason", "test", env=env)
    run(url, "show", v1["id"], env=env, code=3)


def test_projects(database_url: str) -> None:
    url = database_url
    run(url, "project", "create", "apollo", "--user", "alice", "--name", "Apollo")
    run(url, "project", "add-member", "apollo", "bob", "--user", "alice", "--role", "viewer")
    members = run_json(url, "project", "members", "apollo", "--user", "bob")
    assert members == [{"user_id": "alice", "role": "owner"}, {"user_id": "bob", "role": "viewer"}]
    denied = run(url, "project", "add-member", "apollo", "carol", "--user", "bob", code=4)
    assert "viewer" in one_error_line(denied)
    run(url, "project", "members", "apollo", "--user", "carol", code=3)  # not a member: looks missing
    item = run_json(
        url,
        "add",
        "--user",
        "alice",
        "--project",
        "apollo",
        "--scope",
        "project",
        "--type",
        "decision",
        "Deploys happen on Tuesdays",
    )
    assert item["scope"] == "project"
    assert (
        run_json(url, "list", "--user", "bob", "--project", "apollo", "--scope", "project")[0]["id"]
        == item["id"]
    )
    assert run_json(url, "list", "--user", "carol", "--project", "apollo") == []
    run(
        url,
        "add",
        "--user",
        "bob",
        "--project",
        "apollo",
        "--scope",
        "project",
        "Viewers cannot write",
        code=4,
    )
    table = run(url, "project", "members", "apollo", "--user", "alice").stdout
    assert "owner" in table and "viewer" in table
    run(url, "project", "remove-member", "apollo", "bob", "--user", "alice")
    run(url, "list", "--user", "bob", "--project", "apollo", "--scope", "project")


def test_import_treats_every_row_as_untrusted(database_url: str, tmp_path: Path) -> None:
    url = database_url
    run(url, "add", "--user", "frank", "Already knows the office is in Berlin")
    rows = [
        json.dumps({"content": "Prefers tabs over spaces", "memory_type": "preference"}),
        "{not json",
        json.dumps({"memory_type": "fact"}),
        json.dumps({"content": "my token is ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"}),
        json.dumps({"content": "Already knows the office is in Berlin"}),
        json.dumps({"content": "Maybe likes opera", "confidence": 0.3}),
        "",
        json.dumps(
            {
                "content": "Speaks Portuguese",
                "memory_type": "skill",
                "tags": ["lang"],
                "user_id": "mallory",
                "scope_id": "mallory",
                "verified": True,
                "source": "user",
            }
        ),
        json.dumps({"content": "Team decision from the file", "scope": "project"}),
        json.dumps({"content": "Pinned expiry", "expires_at": "not a date"}),
    ]
    path = tmp_path / "untrusted.jsonl"
    path.write_text("\n".join(rows) + "\n")
    report = json.loads(run(url, "import", str(path), "--user", "frank", "--json").stdout)
    assert report["rows"] == 9 and report["accepted"] == 2
    assert report["by_reason"] == {"invalid": 4, "sensitive": 1, "duplicate": 1, "low_confidence": 1}
    by_line = {p["line"]: p for p in report["problems"]}
    assert by_line[2]["reason"] == "invalid" and "JSON" in by_line[2]["detail"]
    assert by_line[3]["field"] == "content"
    assert by_line[4]["reason"] == "sensitive" and "ghp_" not in json.dumps(report)
    assert by_line[5]["reason"] == "duplicate" and by_line[5]["existing_id"].startswith("mem_")
    assert by_line[6]["reason"] == "low_confidence"
    assert by_line[9]["field"] == "scope"  # a project row without --project
    assert by_line[10]["field"] == "expires_at"
    # rows land in frank's scope whatever they claim; nothing of a rejected row is stored
    frank = run_json(url, "list", "--user", "frank")
    assert sorted(m["content"] for m in frank) == [
        "Already knows the office is in Berlin",
        "Prefers tabs over spaces",
        "Speaks Portuguese",
    ]
    assert run_json(url, "list", "--user", "mallory") == []
    # --as-source: rows stored as agent inferences are unverified
    again = tmp_path / "agent.jsonl"
    again.write_text(json.dumps({"content": "Probably uses a standing desk", "memory_type": "habit"}) + "\n")
    run(url, "import", str(again), "--user", "frank", "--as-source", "knowledge_base")
    kb = [
        m for m in run_json(url, "list", "--user", "frank") if m["content"] == "Probably uses a standing desk"
    ]
    assert kb[0]["source"] == "knowledge_base" and kb[0]["verified"] is False
    # the human-readable report names the lines
    text = run(url, "import", str(path), "--user", "frank")
    assert "accepted" in text.stdout and "line 2:" in text.stderr


def test_export_never_contains_secrets(database_url: str) -> None:
    url = database_url
    run(url, "add", "--user", "gina", "Prefers window seats on trains")
    # a secret that slipped in before the detector knew it (written straight into the table)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id,"
            " source, confidence, created_by) VALUES ('mem_legacy1', 'mem_legacy1', %s, 'fact', 'user',"
            " 'gina', 'user', 1, 'gina')",
            ("old note: token ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",),
        )
        # one secret of every kind of the corpus, also stored before the detector knew its format
        for i, idx in enumerate(ONE_PER_KIND):
            conn.execute(
                "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id,"
                " source, confidence, created_by) VALUES (%s, %s, %s, 'fact', 'user', 'gina', 'user', 1, 'gina')",
                (f"mem_kind{i}", f"mem_kind{i}", SECRETS[idx][1]),
            )
    done = run(url, "export", "--user", "gina")
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["content"] for r in rows] == ["Prefers window seats on trains"]
    assert "ghp_" not in done.stdout and "ghp_" not in done.stderr
    assert "withheld mem_legacy1" in done.stderr
    missed = [SECRETS[idx][0] for i, idx in enumerate(ONE_PER_KIND) if f"withheld mem_kind{i}:" not in done.stderr]
    assert not missed, f"export did not withhold: {missed}"
    leaked = [SECRETS[i][0] for i in ONE_PER_KIND if needle(i) in done.stdout + done.stderr]
    assert not leaked, f"export shows secrets of kinds {leaked}"


async def test_reembed_moves_rows_resumably(fresh_database_url: str) -> None:
    url = fresh_database_url
    old = DeterministicEmbeddings(dims=64, model_name="old-model")
    async with zeusmem.open_memory(url, old, settings=Settings()) as memory:
        for i, text in enumerate(
            [
                "Prefers dark theme in every editor",
                "Runs marathons in spring",
                "Allergic to peanuts",
                "Works from Lisbon",
                "Plays the cello",
            ]
        ):
            await memory.add_explicit_memory(SecurityContext("hana"), text, MemoryType.FACT, key=f"k{i}")
    # the new model cannot see rows still on the old one
    assert run_json(url, "search", "--user", "hana", "which colour scheme for code") == []
    first = run_json(url, "reembed", "--model", "local", "--max-rows", "2", "--batch-size", "1")
    assert (first["model"], first["dims"], first["reembedded"], first["remaining"]) == (
        "all-MiniLM-L6-v2",
        384,
        2,
        3,
    )
    second = run_json(url, "reembed", "--model", "local")
    assert (second["already_on_model"], second["reembedded"], second["remaining"]) == (2, 3, 0)
    third = run_json(url, "reembed", "--model", "local")
    assert (third["reembedded"], third["on_model"]) == (0, 5)
    hits = run_json(url, "search", "--user", "hana", "which colour scheme for code")
    assert hits[0]["memory"]["content"] == "Prefers dark theme in every editor"
    assert hits[0]["memory"]["embedding_model"] == "all-MiniLM-L6-v2"
    assert "re-embedded 0 memories" in run(url, "reembed").stdout


def test_db_status_doctor_token(database_url: str) -> None:
    url = database_url
    # its own memory (the test passes alone, not only after the file's earlier tests wrote theirs)
    run(url, "add", "--user", "doctor-user", "--type", "fact", "Keeps the staging database on port 6543")
    status = run_json(url, "db", "status")
    assert status["mode"] == "external" and status["pgvector"].startswith("0.")
    assert status["schema_version"] == status["schema_version_expected"]
    assert status["memories"]["active"] >= 1
    doctor = run_json(url, "doctor")
    assert doctor["ok"] is True
    checks = {c["check"]: c["status"] for c in doctor["checks"]}
    for name in ("python", "database", "pgvector", "migrations", "embeddings"):
        assert checks[name] == "ok", doctor
    # no JWT secret in this shell is "not configured", not a failure or a warning
    env = {k: v for k, v in _env(url).items() if k not in ("ZEUSMEM_JWT_SECRET", "ZEUSMEM_AGENT_KEYS")}
    # ... and no local secret file yet (a fresh data dir: the default one may hold one already)
    env["ZEUSMEM_DATA_DIR"] = str(Path(tempfile.mkdtemp(prefix="zeusmem-doctor-", dir="/tmp")) / "pgdata")
    unset = {c["check"]: c for c in json.loads(run(url, "doctor", "--json", env=env).stdout)["checks"]}["rest auth"]
    assert unset["status"] == "info" and unset["detail"].startswith("not configured"), unset
    configured = json.loads(run(url, "doctor", "--json", env={**env, "ZEUSMEM_JWT_SECRET": "s" * 40}).stdout)
    assert {c["check"]: c["status"] for c in configured["checks"]}["rest auth"] == "ok"
    bad = run(url, "doctor", env=_env(url, ZEUSMEM_AGENT_KEYS="short=alice"), code=1)
    assert "some checks failed" in bad.stderr
    import jwt

    # without ZEUSMEM_JWT_SECRET: the local secret file beside the data dir, created once (mode 0600)
    data_dir = Path(tempfile.mkdtemp(prefix="zeusmem-token-", dir="/tmp")) / "pgdata"
    local = _env(url, ZEUSMEM_DATA_DIR=str(data_dir))
    first = run(url, "token", "--user", "alice", env=local).stdout.strip()
    secret_file = data_dir.parent / "jwt-secret"
    assert secret_file.stat().st_mode & 0o777 == 0o600
    local_secret = secret_file.read_text().strip()
    assert jwt.decode(first, local_secret, algorithms=["HS256"])["sub"] == "alice"
    link = run(url, "token", "--user", "bob", "--link", "http://127.0.0.1:8123", env=local).stdout.strip()
    assert link.startswith("http://127.0.0.1:8123/memory/ui/login#token=")
    assert jwt.decode(link.split("#token=")[1], local_secret, algorithms=["HS256"])["sub"] == "bob"
    assert "on (" + str(secret_file) in run(url, "doctor", env=local).stdout
    shutil.rmtree(data_dir.parent)
    secret = "s" * 40
    token = run(
        url, "token", "--user", "alice", "--project", "apollo", env=_env(url, ZEUSMEM_JWT_SECRET=secret)
    ).stdout
    claims = jwt.decode(token.strip(), secret, algorithms=["HS256"])
    assert (claims["sub"], claims["project"]) == ("alice", "apollo")


def test_embedded_server_lifecycle() -> None:
    """db start keeps the server running across CLI calls; status, url and stop."""
    data_dir = Path(tempfile.mkdtemp(prefix="zeusmem-cli-", dir="/tmp")) / "pgdata"
    env = _env(None, ZEUSMEM_DATA_DIR=str(data_dir))
    try:
        before = json.loads(run(None, "db", "status", "--json", env=env).stdout)
        assert (before["mode"], before["running"], before["initialized"]) == ("embedded", False, False)
        run(None, "db", "url", env=env, code=1)
        started = run(None, "db", "start", env=env).stdout
        assert "running" in started
        uri = run(None, "db", "url", env=env).stdout.strip()
        assert uri.startswith("postgresql://") and str(data_dir) in uri
        # a command that attaches and exits must not stop the server db start keeps running
        run(None, "add", "--user", "ivan", "Keeps bees on the balcony", env=env)
        status = json.loads(run(None, "db", "status", "--json", env=env).stdout)
        assert status["running"] and status["memories"]["active"] == 1 and status["pgvector"]
        assert "running" in run(None, "db", "status", env=env).stdout
        assert "stopped" in run(None, "db", "stop", env=env).stdout
        assert json.loads(run(None, "db", "status", "--json", env=env).stdout)["running"] is False
        assert "was not running" in run(None, "db", "stop", env=env).stdout
    finally:
        subprocess.run(
            [sys.executable, "-m", "zeusmem", "db", "stop"], env=env, capture_output=True, timeout=60
        )
        shutil.rmtree(data_dir.parent, ignore_errors=True)


def test_help_lists_every_command() -> None:
    out = run(None, "--help").stdout
    for command in (
        "add",
        "search",
        "list",
        "show",
        "update",
        "forget",
        "verify",
        "recall",
        "expiring",
        "export",
        "import",
        "reembed",
        "doctor",
        "demo",
        "mcp",
        "db",
        "project",
        "erase",
        "dev",
        "token",
        "consolidate",
        "context",
        "conflicts",
        "events",
        "keys",
    ):
        assert re.search(rf"^\W*{command}\s", out, re.M), command  # a row of its own, not a word in one
    assert "start" in run(None, "db", "--help").stdout


@pytest.mark.parametrize("args", [["add", "--help"], ["mcp", "--help"], ["reembed", "--help"]])
def test_subcommand_help(args: list[str]) -> None:
    assert "Usage" in run(None, *args).stdout


def test_demo(fresh_database_url: str) -> None:
    done = run(fresh_database_url, "demo", "--user", "demo-test")
    out = done.stdout
    assert "→ memory_add(content='User prefers answers in bullet points'" in out  # session 1 writes
    assert "You prefer answers in bullet points." in out  # session 2 recalls
    assert "run paused" in out and "pending memory_add" in out  # approval pause
    assert "approved and resumed: the run finished" in out  # resume
    assert "demo complete" in done.stderr
    stored = run_json(fresh_database_url, "list", "--user", "demo-test", "--project", "demo-test-project")
    assert {m["scope"] for m in stored} == {"user", "project"}
