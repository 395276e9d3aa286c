"""Encryption at rest of sensitive and restricted memories (issue #23 part 2, docs/security.md).

A sensitive memory's distinctive word is nowhere in a full data dump of the database (as text,
as hex of its bytes, as a lexeme), yet its owner reads it back and finds it by search; normal
memories are unchanged; a rotation keeps everything readable; a wrong or missing master key and
a loose key file are one clear error each.
"""

from __future__ import annotations

import os
import stat
import subprocess
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest
import pytest_asyncio

import zeusmem
from zeusmem import ConfigurationError, SecurityContext
from zeusmem.rules import encryption as enc
from zeusmem.storage import keyring as kr
from zeusmem.storage.dump import tool

WORD = "Quetzalvorny"  # a word in no dictionary: found only where the memory's content went
SECRET = f"Was diagnosed with {WORD} syndrome in 2019 and takes medication for it daily"
NORMAL = "Prefers Brasswickle notation in every diagram"


@pytest.fixture(scope="module")
def key_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("keys") / "master-key"
    saved = {k: os.environ.get(k) for k in (kr.ENV_FILE, kr.ENV_KEY)}
    os.environ[kr.ENV_FILE] = str(path)
    os.environ.pop(kr.ENV_KEY, None)
    try:
        yield path
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


@pytest_asyncio.fixture(scope="module")
async def mem(database_url: str, minilm: object, key_file: Path) -> AsyncIterator[zeusmem.MemoryService]:
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings()) as svc:
        yield svc


def dump(url: str) -> bytes:
    return subprocess.run([tool("pg_dump"), "--data-only", "--dbname", url], capture_output=True, check=True,
                          timeout=120).stdout


def assert_nowhere(data: bytes, word: str) -> None:
    low = data.lower()
    for form in (word.lower(), word.lower()[:8]):
        assert form.encode() not in low
        assert form.encode().hex().encode() not in low  # bytea / hex encodings
    assert word.lower().encode().hex().upper().encode() not in data


async def test_sensitive_memory_is_nowhere_in_a_dump_but_its_owner_reads_and_finds_it(
    mem: zeusmem.MemoryService, database_url: str, key_file: Path
) -> None:
    alice, bob = SecurityContext("enc-alice"), SecurityContext("enc-bob")
    item = await mem.add_explicit_memory(alice, SECRET, "fact", sensitivity="sensitive", key="health")
    normal = await mem.add_explicit_memory(alice, NORMAL, "preference")
    restricted = await mem.add_explicit_memory(
        SecurityContext("enc-alice", session_id="s1"), f"Session note: {WORD} flare-up expected on Monday",
        "context", scope="session", sensitivity="restricted")
    with_context = await mem.add_explicit_memory(alice, "Sleeps badly in the week before exams", "habit",
                                                 sensitivity="sensitive", context=f"we talked about {WORD} at lunch")
    assert item.content == SECRET and with_context.content.startswith("Sleeps badly")
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600

    data = dump(database_url)
    assert_nowhere(data, WORD)
    assert b"diagnosed" not in data.lower() and b"diagnos" not in data.lower()
    assert b"brasswickle" in data.lower()  # normal memories are stored as before

    # read back: get, list, search (vector), versions, context
    assert (await mem.get_memory(alice, item.id)).content == SECRET
    listed = {i.id: i.content for i in await mem.list_memories(alice)}
    assert listed[item.id] == SECRET and listed[normal.id] == NORMAL
    hits = await mem.search_memories(alice, "what illness was she diagnosed with?", k=3)
    assert item.id in [h.item.id for h in hits]
    assert next(h.item.content for h in hits if h.item.id == item.id) == SECRET
    # the keyed lexical index: its rare word finds it lexically (no word of it is stored)
    word_hits = await mem.search_memories(alice, f"{WORD} syndrome", k=3)
    assert word_hits[0].item.id == item.id and word_hits[0].lexical_score > 0
    normal_hits = await mem.search_memories(alice, "Brasswickle notation", k=3)
    assert normal_hits[0].item.id == normal.id and normal_hits[0].lexical_score > 0
    session_hits = await mem.search_memories(SecurityContext("enc-alice", session_id="s1"), "flare-up", k=5)
    assert restricted.id in [h.item.id for h in session_hits]
    assert all(h.item.id != item.id for h in await mem.search_memories(bob, "diagnosed syndrome", k=5))

    # an update is a new encrypted version; the old one still opens
    updated = await mem.update_memory(alice, item.id, content=SECRET.replace("2019", "2018"))
    assert (await mem.get_memory(alice, updated.id)).content.endswith("medication for it daily")
    assert_nowhere(dump(database_url), WORD)

    with psycopg.connect(database_url) as conn:
        rows = conn.execute("SELECT id, content, content_ct IS NOT NULL, content_key, tsv::text"
                            " FROM zeusmem.memory_items WHERE id = ANY(%s)", [[item.id, normal.id]]).fetchall()
        by = {r[0]: r[1:] for r in rows}
        assert by[normal.id][:3] == (NORMAL, False, None)  # unchanged
        sealed, has_ct, key_id, tsv = by[item.id]
        assert has_ct and key_id.startswith("dk_") and sealed.startswith(enc.SEALED_MARKER + " zm")
        assert "syndrom" not in tsv and "'health'" in tsv  # keyed tokens (and the key), no words
        keys = conn.execute("SELECT org_id, user_id, project_id, master_key_id FROM zeusmem.data_keys").fetchall()
        assert ("", "enc-alice", None) in [k[:3] for k in keys]


async def test_project_memory_uses_the_project_key(mem: zeusmem.MemoryService, database_url: str) -> None:
    owner = SecurityContext("enc-carol")
    await mem.create_project(owner, "enc-proj")
    ctx = SecurityContext("enc-carol", project_id="enc-proj")
    item = await mem.add_explicit_memory(ctx, f"The {WORD} vendor contract expires in March",
                                         "fact", scope="project", sensitivity="sensitive")
    assert (await mem.get_memory(ctx, item.id)).content.startswith("The ")
    with psycopg.connect(database_url) as conn:
        row = conn.execute("SELECT d.user_id, d.project_id FROM zeusmem.memory_items m JOIN zeusmem.data_keys d"
                           " ON d.key_id = m.content_key WHERE m.id = %s", [item.id]).fetchone()
    assert row == (None, "enc-proj")
    assert_nowhere(dump(database_url), WORD)


async def test_rotate_then_read(mem: zeusmem.MemoryService, database_url: str, minilm: object,
                                key_file: Path) -> None:
    ctx = SecurityContext("enc-dave")
    item = await mem.add_explicit_memory(ctx, "Allergic to penicillin, carries an epinephrine pen",
                                         "fact", sensitivity="sensitive")
    old = kr.load_master_keys()
    assert old is not None
    kr.write_key_file(key_file, [enc.new_master_key(), *old.keys])
    report = await kr.rotate(mem.repo.db, mem.repo.keys)
    assert report.current != old.current_id and report.rewrapped >= 1
    assert set(report.by_master) == {report.current}
    kr.write_key_file(key_file, [kr.load_master_keys().current])  # type: ignore[union-attr]
    # a fresh process (no key in memory) reads with the new key only
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings()) as fresh:
        assert (await fresh.get_memory(ctx, item.id)).content.startswith("Allergic to penicillin")
    # the running service read the rewritten file and keeps working
    assert (await mem.get_memory(ctx, item.id)).content.startswith("Allergic to penicillin")


async def test_wrong_or_missing_master_key_is_a_clear_error(
    mem: zeusmem.MemoryService, database_url: str, minilm: object, key_file: Path,
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    ctx = SecurityContext("enc-erin")
    item = await mem.add_explicit_memory(ctx, "Takes lithium for a mood disorder", "fact", sensitivity="sensitive")
    monkeypatch.setenv(kr.ENV_KEY, enc.encode_master_key(enc.new_master_key()))
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings()) as other:
        with pytest.raises(ConfigurationError, match="wrong master key.*ZEUSMEM_MASTER_KEY"):
            await other.get_memory(ctx, item.id)
    monkeypatch.setenv(kr.ENV_KEY, "not-base64!")
    with pytest.raises(ConfigurationError, match="ZEUSMEM_MASTER_KEY: a master key is not base64"):
        kr.load_master_keys()
    monkeypatch.delenv(kr.ENV_KEY)
    monkeypatch.setenv(kr.ENV_FILE, str(tmp_path / "gone"))
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings()) as lost:
        with pytest.raises(ConfigurationError, match=f"no master key.*{tmp_path / 'gone'}"):
            await lost.get_memory(ctx, item.id)


def test_loose_key_file_is_refused_with_the_chmod(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "master-key"
    monkeypatch.delenv(kr.ENV_KEY, raising=False)
    monkeypatch.setenv(kr.ENV_FILE, str(path))
    created = kr.load_master_keys(create=True)
    assert created is not None and stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o644)
    with pytest.raises(ConfigurationError, match=f"chmod 600 {path}"):
        kr.load_master_keys()
    path.chmod(0o600)
    assert kr.load_master_keys().current == created.current  # type: ignore[union-attr]


def test_primitives() -> None:
    master, dek = enc.new_master_key(), enc.new_data_key()
    wrapped = enc.wrap_data_key(master, dek, "dk_a")
    with pytest.raises(enc.DecryptionFailed):
        enc.unwrap_data_key(master, wrapped, "dk_b")  # bound to its id
    blob = enc.encrypt_content(dek, "x" * 10, "dk_a")
    assert enc.encrypt_content(dek, "x" * 10, "dk_a") != blob  # a fresh nonce each time
    with pytest.raises(enc.BadMasterKey):
        enc.parse_master_keys(enc.encode_master_key(b"short"))
    two = enc.parse_master_keys(f"{enc.encode_master_key(master)}, {enc.encode_master_key(dek)}")
    assert two == [master, dek]


async def test_approval_candidates_and_bulk_rows_are_sealed_too(
    mem: zeusmem.MemoryService, database_url: str
) -> None:
    from zeusmem.rules.policy import MemoryPolicy
    from zeusmem.service.lifecycle import (
        MemoryCandidate,
        approve_candidate,
        list_candidates,
        propose,
        set_project_policy,
    )

    owner = SecurityContext("enc-owner", project_id="enc-appr")
    await mem.create_project(owner, "enc-appr")
    await mem.add_project_member(owner, "enc-appr", "enc-agent", zeusmem.Role.EDITOR)
    await set_project_policy(mem, owner, MemoryPolicy(require_approval=True))
    agent = SecurityContext("enc-agent", project_id="enc-appr", session_id="enc-s")
    d = await propose(mem, agent, MemoryCandidate("fact", f"The client's {WORD} account is under audit",
                                                  sensitivity="sensitive"), scope="project")
    assert d.outcome == "queued"
    assert_nowhere(dump(database_url), WORD)
    pending = await list_candidates(mem, owner)
    assert [p.content for p in pending if p.id == d.candidate_id] == [f"The client's {WORD} account is under audit"]
    ok = await approve_candidate(mem, owner, d.candidate_id)
    assert ok.memory is not None and ok.memory.content.startswith("The client's")
    assert_nowhere(dump(database_url), WORD)

    vec = (await mem.embeddings.aembed_documents(["x"]))[0]
    rows = [{"id": f"mem_enc_bulk_{i}", "content": f"Bulk-loaded {WORD} record number {i}", "memory_type": "fact",
             "scope": "user", "scope_id": "enc-bulk", "created_by": "enc-bulk", "confidence": 0.9,
             "created_at": datetime.now(UTC), "embedding": vec, "sensitivity": "sensitive"} for i in range(3)]
    report = await mem.bulk_load(rows)
    assert report.loaded == 3
    assert_nowhere(dump(database_url), WORD)
    got = await mem.get_memory(SecurityContext("enc-bulk"), "mem_enc_bulk_1")
    assert got.content == f"Bulk-loaded {WORD} record number 1"


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    import sys

    return subprocess.run([sys.executable, "-m", "zeusmem", *args], env=env, capture_output=True, text=True,
                          timeout=180)


async def test_keys_rotate_command(fresh_database_url: str, minilm: object, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    path = tmp_path / "master-key"
    monkeypatch.setenv(kr.ENV_FILE, str(path))
    monkeypatch.delenv(kr.ENV_KEY, raising=False)
    ctx = SecurityContext("enc-frank")
    async with zeusmem.open_memory(fresh_database_url, minilm, settings=zeusmem.Settings()) as svc:
        item = await svc.add_explicit_memory(ctx, "Sees a therapist every Thursday", "habit", sensitivity="sensitive")
    first = kr.load_master_keys()
    assert first is not None
    env = {k: v for k, v in os.environ.items() if not k.startswith("ZEUSMEM_")}
    env.update({"ZEUSMEM_DATABASE_URL": fresh_database_url, kr.ENV_FILE: str(path), "ZEUSMEM_EMBEDDINGS": "local"})
    done = _cli(env, "keys", "rotate", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["rewrapped"] == 1 and report["data_keys"] == {report["current"]: 1}
    assert len(path.read_text().split()) == 2 and report["current"] != first.current_id
    done = _cli(env, "keys", "rotate", "--retire", "--json")
    assert done.returncode == 0, done.stderr
    assert len(path.read_text().split()) == 1 and stat.S_IMODE(path.stat().st_mode) == 0o600
    async with zeusmem.open_memory(fresh_database_url, minilm, settings=zeusmem.Settings()) as svc:
        assert (await svc.get_memory(ctx, item.id)).content == "Sees a therapist every Thursday"
    path.chmod(0o640)
    done = _cli(env, "keys", "status")
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"chmod 600 {path}" in " ".join(done.stderr.split())


async def test_logs_carry_no_plaintext_and_a_shredded_key_is_a_clear_error(
    mem: zeusmem.MemoryService, database_url: str, minilm: object, caplog: pytest.LogCaptureFixture
) -> None:
    import logging

    ctx = SecurityContext("enc-gina")
    with caplog.at_level(logging.DEBUG, logger="zeusmem"):
        item = await mem.add_explicit_memory(ctx, f"Her {WORD} diagnosis came in May", "fact", sensitivity="sensitive")
        await mem.search_memories(ctx, "diagnosis in May", k=3)
        await mem.get_memory(ctx, item.id)
    assert caplog.records and WORD.lower() not in caplog.text.lower()
    # crypto-shredding: the erase engineer's statement; a backup's rows no longer open
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("DELETE FROM zeusmem.data_keys WHERE org_id = %s AND user_id = %s", ("", "enc-gina"))
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings()) as fresh:
        with pytest.raises(ConfigurationError, match="is gone"):
            await fresh.get_memory(ctx, item.id)


async def test_search_reads_the_orgs_key_holders_once_not_a_lookup_per_caller(
    mem: zeusmem.MemoryService, database_url: str, minilm: object
) -> None:
    """Who in an org holds a data key is read once per SEARCH_KEYS_TTL (no key material): a search
    of anyone else needs no key lookup of its own; a key created in this process is used at once,
    one created by another process once the org's list is read again (as before, per caller)."""
    keys = mem.repo.keys
    carol, erin = SecurityContext("enc-kh-carol"), SecurityContext("enc-kh-erin")
    for who in (carol, erin):
        await mem.add_explicit_memory(who, f"{who.user_id} prefers Brasswickle notation", "preference")
    assert await mem.search_memories(carol, "Brasswickle notation", k=1)
    holders = keys._holders[""][1]
    assert holders is not None and "enc-kh-carol" not in holders[0] and "enc-kh-erin" not in holders[0]
    n_orgs = len(keys._holders)
    assert await mem.search_memories(erin, "Brasswickle notation", k=1)  # answered from the org's list
    assert keys._search_keys[("", "enc-kh-erin", None)][1] == [] and len(keys._holders) == n_orgs

    # a key created here: found lexically at once
    sealed = await mem.add_explicit_memory(carol, f"Was told about {WORD} disease by a friend", "fact",
                                           sensitivity="sensitive")
    hits = await mem.search_memories(carol, f"{WORD} disease", k=3)
    assert hits[0].item.id == sealed.id and hits[0].lexical_score > 0

    # a key created by another process: used once the org's list is read again
    async with zeusmem.open_memory(database_url, minilm, settings=zeusmem.Settings()) as other:
        theirs = await other.add_explicit_memory(erin, f"Erin read about {WORD} fever", "fact", sensitivity="sensitive")
    keys._holders.clear()
    keys._search_keys.clear()  # what SEARCH_KEYS_TTL seconds do
    hits = await mem.search_memories(erin, f"{WORD} fever", k=3)
    assert hits[0].item.id == theirs.id and hits[0].lexical_score > 0
    assert "enc-kh-erin" in (keys._holders[""][1] or ((), ()))[0]
