"""The write gate: every reason, in the seed's order, with env overrides."""

from __future__ import annotations

import pytest

import zeusmem
from zeusmem import GateReason, GateRejected, MemoryType, Scope, SecurityContext, Settings, Source
from zeusmem.testing import DeterministicEmbeddings


async def reject(coro) -> zeusmem.GateVerdict:
    with pytest.raises(GateRejected) as err:
        await coro
    return err.value.verdict


async def test_each_gate_reason(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("gate-user", session_id="gate-s1")
    v = await reject(memory.add_explicit_memory(ctx, "Maybe likes jazz", MemoryType.PREFERENCE, confidence=0.5))
    assert v.reason is GateReason.LOW_CONFIDENCE and not v.accepted
    v = await reject(memory.add_explicit_memory(ctx, "my password is Tr0ub4dor&3xyz", MemoryType.FACT))
    assert v.reason is GateReason.SENSITIVE and "Tr0ub4dor" not in v.detail
    v = await reject(memory.add_explicit_memory(ctx, "hi", MemoryType.FACT))
    assert v.reason is GateReason.LENGTH
    v = await reject(memory.add_explicit_memory(ctx, "x" * 2001, MemoryType.FACT))
    assert v.reason is GateReason.LENGTH
    first = await memory.add_explicit_memory(ctx, "Prefers answers in bullet points", MemoryType.PREFERENCE)
    v = await reject(memory.add_explicit_memory(ctx, "Prefers answers as bullet points", MemoryType.PREFERENCE))
    assert v.reason is GateReason.DUPLICATE and v.existing_id == first.id and v.similarity >= 0.85
    # agent extractions: 3 per session per 24 h, then rate_limit; human writes are not counted
    for text in ("Uses Neovim as the main editor", "Works mostly in Rust and Go", "Lives in Lisbon, Portugal"):
        await memory.add_explicit_memory(ctx, text, MemoryType.FACT, source=Source.AI)
    assert not await memory.check_rate_limit(ctx)
    v = await reject(memory.add_explicit_memory(ctx, "Has two cats named Ada and Bob", MemoryType.FACT, source="ai"))
    assert v.reason is GateReason.RATE_LIMIT
    await memory.add_explicit_memory(ctx, "Has two cats named Ada and Bob", MemoryType.FACT)  # human: fine
    other_session = SecurityContext("gate-user", session_id="gate-s2")
    assert await memory.check_rate_limit(other_session)


async def test_gate_order_and_defaults(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("order-user")
    # a secret with low confidence reports confidence first (seed order)
    v = memory.validate_memory("api_key=sk-proj-9fj3Kd82jdK2mdk29dkDK2kd", confidence=0.1)
    assert v.reason is GateReason.LOW_CONFIDENCE
    assert memory.validate_memory("Prefers token-based auth", confidence=0.7).accepted
    ai_item = await memory.add_explicit_memory(ctx, "Seems to enjoy hiking trips", MemoryType.PREFERENCE,
                                               source=Source.AI)
    assert ai_item.confidence == pytest.approx(0.7) and not ai_item.verified
    user_item = await memory.add_explicit_memory(ctx, "Is allergic to peanuts", MemoryType.FACT)
    assert user_item.confidence == 1.0 and user_item.verified


async def test_same_key_is_an_update_not_a_duplicate(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("key-user")
    a = await memory.add_explicit_memory(ctx, "Deployment is at version 1.4.0", MemoryType.CONTEXT, key="deploy_status")
    b = await memory.add_explicit_memory(ctx, "Deployment is at version 1.5.0", MemoryType.CONTEXT, key="deploy_status")
    assert (b.id, b.version) == (a.id, 2)
    assert (await memory.get_memory(ctx, a.id, version=1)).status is zeusmem.Status.SUPERSEDED


async def test_env_overrides_change_the_gate(database_url: str) -> None:
    env = {"MEMORY_MIN_CONFIDENCE": "0.9", "MEMORY_MIN_LENGTH": "10", "MEMORY_MAX_LENGTH": "40",
           "MEMORY_MAX_EXTRACTIONS": "1", "MEMORY_DUPLICATE_THRESHOLD": "0.99"}
    settings = Settings.from_env(env)
    ctx = SecurityContext("env-user", session_id="env-s")
    async with zeusmem.open_memory(database_url, DeterministicEmbeddings(), settings=settings) as mem:
        v = await reject(mem.add_explicit_memory(ctx, "Likes long walks", MemoryType.PREFERENCE, confidence=0.85))
        assert v.reason is GateReason.LOW_CONFIDENCE
        assert (await reject(mem.add_explicit_memory(ctx, "too short", "fact"))).reason is GateReason.LENGTH
        assert (await reject(mem.add_explicit_memory(ctx, "y" * 41, "fact"))).reason is GateReason.LENGTH
        await mem.add_explicit_memory(ctx, "Enjoys long walks on the beach", "preference", source="ai",
                                      confidence=0.95)
        v = await reject(mem.add_explicit_memory(ctx, "Plays the violin well", "skill", source="ai", confidence=0.95))
        assert v.reason is GateReason.RATE_LIMIT
        # threshold 0.99: a near-paraphrase is no longer a duplicate
        await mem.add_explicit_memory(ctx, "Enjoys long walks on beaches", "preference")


async def test_scope_needs_matching_context(memory: zeusmem.MemoryService) -> None:
    with pytest.raises(zeusmem.InvalidInput, match="session_id"):
        await memory.add_explicit_memory(SecurityContext("u"), "Temporary note here", "context", Scope.SESSION)
    with pytest.raises(zeusmem.InvalidInput, match="project_id"):
        await memory.add_explicit_memory(SecurityContext("u"), "Project note here", "context", Scope.PROJECT)


def test_too_long_is_refused_before_the_secret_scan() -> None:
    """A text over ``max_length`` is refused for its length without being scanned (10 MB: seconds of
    CPU in the detector); the verdict names no secret. A short secret is still SENSITIVE."""
    import time

    from zeusmem.service import gate

    settings = Settings()
    text = "my password is Tr0ub4dor&3xyz " + "x" * 10_000_000
    t0 = time.process_time()
    v = gate.validate(text, confidence=1.0, settings=settings)
    assert time.process_time() - t0 < 0.5
    assert v.reason is GateReason.LENGTH and "Tr0ub4dor" not in v.detail
    assert gate.validate(text[:40], confidence=1.0, settings=settings).reason is GateReason.SENSITIVE
