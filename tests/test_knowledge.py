"""The resource layer: a knowledge base on the same database (PGVectorStore), isolation, and
extraction of memory items from documents through the same gate and policy."""

from __future__ import annotations

import uuid

import psycopg
import pytest

import zeusmem
from zeusmem import (
    GateRejected,
    MemoryType,
    NotFound,
    PermissionDenied,
    Role,
    Scope,
    SecurityContext,
    Source,
    Status,
)
from zeusmem.rules.policy import MemoryPolicy
from zeusmem.service.consolidation import run_consolidation
from zeusmem.service.knowledge import KnowledgeBase, chunk_text, extract_candidates
from zeusmem.service.lifecycle import MemoryCandidate, set_project_policy

ADR = """# ADR 1: storage and API

The database is PostgreSQL 16 with the pgvector extension.

We decided to use FastAPI for the REST layer because the team knows it.

The service must run on ARM64 machines in production.

What about caching? We have not looked at it yet.

""" + "\n\n".join(
    f"Background paragraph {i}: the team discussed trade-offs at length over several weeks "
    f"and wrote down the options considered in meeting number {i}."
    for i in range(6)
)


def test_chunking_and_rule_extraction() -> None:
    chunks = chunk_text(ADR, size=300, overlap=40)
    assert len(chunks) >= 3 and all(len(c) <= 300 for c in chunks)
    long = chunk_text("word " * 200, size=200, overlap=20)
    assert all(len(c) <= 200 for c in long) and len(long) >= 5
    found = extract_candidates(ADR)
    kinds = {c.content: c.type for c in found}
    assert kinds["The database is PostgreSQL 16 with the pgvector extension."] is MemoryType.FACT
    assert (
        kinds["We decided to use FastAPI for the REST layer because the team knows it."]
        is MemoryType.DECISION
    )
    assert kinds["The service must run on ARM64 machines in production."] is MemoryType.CONSTRAINT
    assert not any("caching" in c for c in kinds) and not any(c.startswith("#") for c in kinds)


async def test_knowledge_base_search_extract_delete(memory: zeusmem.MemoryService, database_url: str) -> None:
    owner = SecurityContext("kb-owner", project_id="kb-proj")
    viewer = SecurityContext("kb-viewer", project_id="kb-proj")
    stranger = SecurityContext("kb-stranger", project_id="kb-proj")
    await memory.create_project(owner, "kb-proj")
    await memory.add_project_member(owner, "kb-proj", "kb-viewer", Role.VIEWER)
    async with KnowledgeBase(memory, chunk_size=300, chunk_overlap=40) as kb:
        doc = await kb.add_document(owner, "adr-1", ADR, title="ADR 1", kind="project_resource")
        assert doc.scope is Scope.PROJECT and doc.scope_id == "kb-proj" and doc.chunks >= 3
        again = await kb.add_document(owner, "adr-1", ADR, title="ADR 1", kind="project_resource")
        assert again.updated_at == doc.updated_at  # unchanged: not re-indexed
        personal = await kb.add_document(
            SecurityContext("kb-owner"), "notes-1", "My notes: the staging password rotation happens monthly."
        )
        assert personal.scope is Scope.USER
        # search: what the caller may read, nothing else
        hits = await kb.search(viewer, "which database does the service use?", k=3)
        assert hits and hits[0].document_id == "adr-1" and "PostgreSQL" in hits[0].content
        assert all(h.document_id == "adr-1" for h in hits) and hits[0].score > 0.3
        assert await kb.search(stranger, "which database does the service use?") == []
        assert await kb.search(SecurityContext("kb-owner", org_id="other"), "database") == []
        mine = await kb.search(SecurityContext("kb-owner", project_id="kb-proj"), "staging rotation", k=10)
        assert {h.document_id for h in mine} == {"adr-1", "notes-1"}
        assert [d.document_id for d in await kb.list_documents(viewer)] == ["adr-1"]
        with pytest.raises(PermissionDenied):
            await kb.add_document(viewer, "adr-2", "The cache is Redis.")
        with pytest.raises(NotFound):
            await kb.get_document(stranger, "adr-1")
        with pytest.raises(GateRejected):
            await kb.add_document(
                owner, "leak", "Deploy with token ghp_9x8Ck2LmP4qR7sT1vW3yZ5aB6dE8fG0hJ2kL now"
            )
        with pytest.raises(PermissionDenied):  # the id is taken in another scope
            await kb.add_document(owner, "notes-1", "Project notes")

        # Layer 1 -> Layer 2 through propose (gate + policy)
        decisions = await kb.extract_memories(owner, "adr-1")
        stored = [d.memory for d in decisions if d.stored and d.memory is not None]
        assert {m.memory_type for m in stored} >= {
            MemoryType.FACT,
            MemoryType.DECISION,
            MemoryType.CONSTRAINT,
        }
        for m in stored:
            assert (m.source, m.source_id, m.scope, m.scope_id) == (
                Source.PROJECT_RESOURCE,
                "adr-1",
                Scope.PROJECT,
                "kb-proj",
            )
            assert m.provenance["document_id"] == "adr-1" and isinstance(m.provenance["chunk"], int)
            assert m.confidence == pytest.approx(0.8) and not m.verified
        assert await kb.extract_memories(owner, "adr-1") == []  # unchanged document
        forced = await kb.extract_memories(owner, "adr-1", force=True)
        assert forced and all(d.outcome == "denied" and d.reason == "duplicate" for d in forced)
        # the policy applies: a project that only keeps facts
        await set_project_policy(memory, owner, MemoryPolicy(allowed_types=frozenset({MemoryType.FACT})))
        await kb.add_document(owner, "adr-3", "Short note.", kind="knowledge_base")
        custom = await kb.extract_memories(
            owner,
            "adr-3",
            extractor=lambda text: [
                MemoryCandidate("decision", "Chose Redis as the cache for sessions"),
                MemoryCandidate("fact", "The cache for sessions is Redis"),
            ],
        )
        assert [(d.outcome, d.reason) for d in custom] == [
            ("denied", "type_not_allowed"),
            ("stored", "accepted"),
        ]
        assert custom[1].memory is not None and custom[1].memory.source is Source.KNOWLEDGE_BASE
        await set_project_policy(memory, owner, MemoryPolicy())

        # a configuration resource outranks an agent's inference
        await kb.add_document(
            owner,
            "package-json",
            "The Node version is 22.",
            kind="project_resource",
            authority="configuration",
        )
        [cfg] = [d.memory for d in await kb.extract_memories(owner, "package-json") if d.memory]
        assert cfg.provenance["authority"] == "configuration"
        agent = SecurityContext("kb-owner", project_id="kb-proj", session_id="kb-s")
        guess = await memory.add_explicit_memory(
            agent, "The Node version is 18", MemoryType.FACT, Scope.PROJECT, source=Source.AI
        )
        assert (
            guess.status is Status.ARCHIVED
            and (await memory.get_memory(owner, cfg.id)).status is Status.ACTIVE
        )

        # deleting the document removes its vectors and forgets what was extracted from it
        with pytest.raises(PermissionDenied):
            await kb.delete_document(viewer, "adr-1")
        forgotten = await kb.delete_document(owner, "adr-1")
        assert forgotten == len(stored)
        for m in stored:
            with pytest.raises(NotFound):
                await memory.get_memory(owner, m.id)
        assert all(h.document_id != "adr-1" for h in await kb.search(owner, "which database?", k=10))
        with pytest.raises(NotFound):
            await kb.get_document(owner, "adr-1")

    # orphan chunks (a crash between indexing and registering) are garbage-collected
    with psycopg.connect(database_url, autocommit=True) as conn:
        table = conn.execute(
            "SELECT relname FROM pg_class WHERE relname LIKE 'knowledge_base_m%%' AND relkind = 'r'"
        ).fetchone()[0]
        conn.execute(
            f'INSERT INTO zeusmem."{table}" (langchain_id, content, embedding, org_id, scope, scope_id,'
            " document_id, kind, chunk) SELECT %s, 'orphan', embedding, org_id, scope, scope_id, 'ghost',"
            f' kind, 0 FROM zeusmem."{table}" LIMIT 1',
            (str(uuid.uuid4()),),
        )
    report = await run_consolidation(memory)
    assert report.kb_chunks_collected == 1
    with psycopg.connect(database_url) as conn:
        assert (
            conn.execute(f"SELECT count(*) FROM zeusmem.\"{table}\" WHERE document_id = 'ghost'").fetchone()[
                0
            ]
            == 0
        )
