"""Lifecycle: candidates and policy, the user's switch, conflicts, retention and expiry, the
event outbox, observability, extended ranking."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime, timedelta

import psycopg
import pytest

import zeusmem
from zeusmem import (
    MemoryType,
    NotFound,
    PermissionDenied,
    Role,
    Scope,
    SecurityContext,
    Sensitivity,
    Source,
    Status,
    Visibility,
)
from zeusmem import observability as obs
from zeusmem.context.assembly import assemble_context
from zeusmem.rules.claims import contradicts, extract_claim
from zeusmem.rules.policy import MemoryPolicy, classify_sensitivity
from zeusmem.service import extended_ranking as xr
from zeusmem.service.conflicts import Authority, authority, decide, list_conflicts, resolve_conflict
from zeusmem.service.consolidation import run_consolidation
from zeusmem.service.events import ack_events, consume, fetch_events, get_cursor
from zeusmem.service.lifecycle import (
    MemoryCandidate,
    approve_candidate,
    automatic_memory_enabled,
    get_policy,
    list_candidates,
    propose,
    reject_candidate,
    set_automatic_memory,
    set_policy,
    set_project_policy,
)
from zeusmem.types import MemoryHit, MemoryItem, Priority

# --- candidates and policy --------------------------------------------------------------------


async def test_candidate_stored_through_the_gate(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("cand-a", session_id="cand-a-s")
    d = await propose(
        memory,
        ctx,
        MemoryCandidate(
            "preference", "Prefers answers as bullet points", importance=0.8, reason="asked for it twice"
        ),
    )
    assert d.outcome == "stored" and d.reason == "accepted" and d.memory is not None
    item = d.memory
    assert (
        item.source is Source.AI
        and item.confidence == pytest.approx(0.7)
        and item.importance == pytest.approx(0.8)
    )
    assert item.provenance["candidate"] is True and item.provenance["reason"] == "asked for it twice"
    # the same gate: a duplicate, a low-confidence guess, a secret
    dup = await propose(memory, ctx, MemoryCandidate("preference", "Prefers answers as bullet points."))
    assert dup.outcome == "denied" and dup.reason == "duplicate" and dup.verdict is not None
    low = await propose(memory, ctx, MemoryCandidate("fact", "Might be living in Oslo", confidence=0.4))
    assert (low.outcome, low.reason) == ("denied", "low_confidence")
    secret = await propose(
        memory, ctx, MemoryCandidate("fact", "Deploy key is ghp_9x8Ck2LmP4qR7sT1vW3yZ5aB6dE8fG0hJ2kL")
    )
    assert (secret.outcome, secret.reason) == ("denied", "secret") and "ghp_" not in secret.detail


async def test_policy_types_size_sensitivity_and_limits(memory: zeusmem.MemoryService) -> None:
    org = "pol-org"
    await set_policy(
        memory,
        MemoryPolicy(
            allowed_types=frozenset({MemoryType.PREFERENCE, MemoryType.FACT}),
            max_size=80,
            sensitive_handling="restricted",
        ),
        org_id=org,
    )
    policy = await get_policy(memory, org_id=org)
    assert policy.version == 1 and policy.allowed_types == {MemoryType.PREFERENCE, MemoryType.FACT}
    ctx = SecurityContext("pol-user", org_id=org)
    d = await propose(memory, ctx, MemoryCandidate("skill", "Writes Rust every day at work"))
    assert (d.outcome, d.reason) == ("denied", "type_not_allowed")
    d = await propose(memory, ctx, MemoryCandidate("fact", "Works on the payments team " + "x" * 80))
    assert (d.outcome, d.reason) == ("denied", "max_size")
    # sensitive personal data: stored restricted (owner only, short TTL) by this policy
    assert classify_sensitivity("Reach me at pol.user@example.com") is Sensitivity.SENSITIVE
    d = await propose(memory, ctx, MemoryCandidate("fact", "Reach me at pol.user@example.com for reviews"))
    assert d.stored and d.memory is not None
    assert d.memory.sensitivity is Sensitivity.RESTRICTED and d.memory.visibility is Visibility.OWNER_ONLY
    assert d.memory.expires_at is not None
    assert d.memory.expires_at - d.memory.created_at == timedelta(days=30)
    # the same with 'deny'
    await set_policy(memory, MemoryPolicy(sensitive_handling="deny", max_items=2), org_id=org)
    assert (await get_policy(memory, org_id=org)).version == 2
    ctx2 = SecurityContext("pol-user2", org_id=org)
    d = await propose(memory, ctx2, MemoryCandidate("fact", "Was diagnosed with asthma last year"))
    assert (d.outcome, d.reason) == ("denied", "sensitive")
    # max items per scope
    assert (await propose(memory, ctx2, MemoryCandidate("fact", "Uses a standing desk at home"))).stored
    assert (
        await propose(memory, ctx2, MemoryCandidate("preference", "Likes meetings in the morning"))
    ).stored
    d = await propose(
        memory, ctx2, MemoryCandidate("preference", "Enjoys pair programming sessions", source="user")
    )
    assert (d.outcome, d.reason) == ("denied", "max_items")


async def test_automatic_writes_switches(memory: zeusmem.MemoryService) -> None:
    org = "auto-org"
    ctx = SecurityContext("auto-user", org_id=org)
    assert await automatic_memory_enabled(memory, ctx)
    await set_automatic_memory(memory, ctx, False)
    assert not await automatic_memory_enabled(memory, ctx)
    d = await propose(memory, ctx, MemoryCandidate("preference", "Seems to like green tea"))
    assert (d.outcome, d.reason) == ("denied", "user_opted_out")
    # the agent's direct write path (memory_add) is held to the same switch
    with pytest.raises(PermissionDenied, match="user_opted_out"):
        await memory.add_explicit_memory(ctx, "Seems to like green tea", "preference", source=Source.AI)
    assert await memory.list_memories(ctx) == []
    # explicit user statements are not automatic
    assert (
        await propose(memory, ctx, MemoryCandidate("preference", "Likes green tea", source="user"))
    ).stored
    await set_automatic_memory(memory, ctx, True)
    assert (await propose(memory, ctx, MemoryCandidate("habit", "Drinks tea every afternoon"))).stored
    # the organisation turns automatic memory off
    await set_policy(memory, MemoryPolicy(allow_automatic_write=False), org_id=org)
    d = await propose(
        memory,
        SecurityContext("auto-user2", org_id=org),
        MemoryCandidate("preference", "Seems to prefer short answers"),
    )
    assert (d.outcome, d.reason) == ("denied", "automatic_writes_disabled")


async def test_approval_queue(memory: zeusmem.MemoryService, database_url: str) -> None:
    owner = SecurityContext("appr-owner", project_id="appr-proj")
    viewer = SecurityContext("appr-viewer", project_id="appr-proj")
    await memory.create_project(owner, "appr-proj")
    await memory.add_project_member(owner, "appr-proj", "appr-viewer", Role.VIEWER)
    await memory.add_project_member(owner, "appr-proj", "appr-agent", Role.EDITOR)
    with pytest.raises(PermissionDenied):
        await set_project_policy(memory, viewer, MemoryPolicy(require_approval=True))
    await set_project_policy(memory, owner, MemoryPolicy(require_approval=True))
    agent = SecurityContext("appr-agent", project_id="appr-proj", session_id="appr-s")
    d1 = await propose(
        memory,
        agent,
        MemoryCandidate(
            "decision", "Chose Next.js over Remix for the web app", reason="decided in the standup"
        ),
        scope="project",
    )
    d2 = await propose(
        memory, agent, MemoryCandidate("constraint", "Must support Safari 15 and newer"), scope="project"
    )
    assert (d1.outcome, d1.reason, d2.outcome) == ("queued", "approval_required", "queued")
    assert await memory.list_memories(owner, scope="project") == []
    pending = await list_candidates(memory, owner)
    assert [p.id for p in pending] == [d1.candidate_id, d2.candidate_id]
    assert pending[0].content == "Chose Next.js over Remix for the web app"
    assert await list_candidates(memory, viewer) == []
    with pytest.raises(PermissionDenied):
        await approve_candidate(memory, viewer, d1.candidate_id)
    with pytest.raises(NotFound):
        await approve_candidate(
            memory, SecurityContext("appr-stranger", project_id="appr-proj"), d1.candidate_id
        )
    ok = await approve_candidate(memory, owner, d1.candidate_id)
    assert ok.stored and ok.memory is not None
    assert ok.memory.created_by == "appr-agent" and ok.memory.scope is Scope.PROJECT
    assert ok.memory.provenance["approved_by"] == "appr-owner" and ok.memory.source is Source.AI
    await reject_candidate(memory, owner, d2.candidate_id, reason="not a real constraint")
    with pytest.raises(zeusmem.InvalidInput, match="already"):
        await approve_candidate(memory, owner, d2.candidate_id)
    assert await list_candidates(memory, owner) == []
    with psycopg.connect(database_url) as conn:
        rows = conn.execute(
            "SELECT id, status, content FROM zeusmem.memory_candidates WHERE id = ANY(%s) ORDER BY id",
            ([d1.candidate_id, d2.candidate_id],),
        ).fetchall()
    assert [(r[1], r[2]) for r in rows] == [("approved", None), ("rejected", None)]  # content not kept


# --- conflicts --------------------------------------------------------------------------------


def test_claims_and_authority_pure() -> None:
    c = extract_claim("Correction: the project database is not PostgreSQL, it is MySQL")
    assert (c.field, c.value, c.negated, c.correction) == ("database", ("mysql",), ("postgresql",), True)
    assert contradicts("Not PostgreSQL, MySQL", "The project database is PostgreSQL")
    assert contradicts("Node version is 22", "Node version is 18")
    assert not contradicts("The database is PostgreSQL 16", "The database is PostgreSQL")
    assert not contradicts("Prefers a dark theme", "Prefers dark theme in all editors")
    assert not contradicts("Alice is vegetarian", "Alice is tall")
    now = datetime.now(UTC)

    def item(
        source: Source, *, verified: bool = False, prov: dict | None = None, by: str = "u"
    ) -> MemoryItem:
        return MemoryItem(
            "m",
            "x",
            MemoryType.FACT,
            Scope.USER,
            "u",
            source,
            0.9,
            0.5,
            Visibility.MEMBERS,
            Status.ACTIVE,
            Sensitivity.NORMAL,
            Priority.NORMAL,
            verified,
            by,
            now,
            now,
            provenance=prov or {},
        )

    cfg = item(Source.PROJECT_RESOURCE, prov={"authority": "configuration"})
    user, agent = item(Source.USER, verified=True), item(Source.AI)
    assert [authority(i) for i in (cfg, user, agent)] == [
        Authority.CONFIGURATION,
        Authority.USER_STATEMENT,
        Authority.AGENT_INFERENCE,
    ]
    assert authority(item(Source.AI, verified=True)) is Authority.VERIFIED
    assert decide(agent, cfg, correction=False).resolution == "prefer_config"
    assert decide(agent, cfg, correction=False).winner == "old"
    assert decide(cfg, user, correction=False).winner == "new"
    assert decide(user, agent, correction=True).resolution == "invalidate"
    assert decide(user, cfg, correction=True).resolution == "manual_review"
    assert decide(item(Source.USER, by="v"), user, correction=False).resolution == "manual_review"
    assert decide(user, item(Source.USER), correction=False).resolution == "prefer_newer"


async def test_correction_supersedes_and_search_returns_only_the_new_fact(
    memory: zeusmem.MemoryService,
) -> None:
    ctx = SecurityContext("corr-user")
    old = await memory.add_explicit_memory(
        ctx, "The project database is PostgreSQL", MemoryType.FACT, provenance={"message_id": "msg-1"}
    )
    new = await memory.add_explicit_memory(
        ctx, "Correction: the project database is not PostgreSQL, it is MySQL", MemoryType.FACT
    )
    assert new.status is Status.ACTIVE and new.provenance["conflicts"][0]["superseded"] == old.id
    before = await memory.get_memory(ctx, old.id)
    assert before.status is Status.SUPERSEDED
    assert before.provenance["superseded_by"] == new.id and before.provenance["resolution"] == "invalidate"
    assert (
        before.provenance["message_id"] == "msg-1" and before.provenance["source"] == "user"
    )  # provenance kept
    hits = await memory.search_memories(ctx, "which database does the project use?")
    assert [h.item.id for h in hits] == [new.id]
    [conflict] = await list_conflicts(memory, ctx, status=None)
    assert (conflict.memory_a, conflict.memory_b, conflict.winner) == (old.id, new.id, new.id)
    assert (conflict.field, conflict.resolution, conflict.status) == ("database", "invalidate", "resolved")
    # a bare "not X, Y" correction works too
    third = await memory.add_explicit_memory(ctx, "Not MySQL, MariaDB", MemoryType.FACT)
    assert (await memory.get_memory(ctx, new.id)).status is Status.SUPERSEDED
    assert [h.item.id for h in await memory.search_memories(ctx, "MySQL MariaDB database")] == [third.id]


async def test_authority_decides_and_unresolvable_goes_to_review(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("auth-user", session_id="auth-s")
    user_fact = await memory.add_explicit_memory(ctx, "The preferred editor is Vim", MemoryType.PREFERENCE)
    guess = await memory.add_explicit_memory(
        ctx, "The preferred editor is Emacs", MemoryType.PREFERENCE, source=Source.AI
    )
    assert guess.status is Status.ARCHIVED and guess.provenance["lost_conflict_to"] == user_fact.id
    assert (await memory.get_memory(ctx, user_fact.id)).status is Status.ACTIVE
    # configuration beats the user's plain statement? Not silently: manual review, both stay active
    cfg = await memory.add_explicit_memory(
        ctx,
        "Node version is 22",
        MemoryType.FACT,
        source=Source.PROJECT_RESOURCE,
        source_id="package.json",
        provenance={"authority": "configuration"},
    )
    mine = await memory.add_explicit_memory(ctx, "Node version is 18", MemoryType.FACT)
    assert mine.status is Status.ACTIVE and (await memory.get_memory(ctx, cfg.id)).status is Status.ACTIVE
    [open_one] = await list_conflicts(memory, ctx)
    assert (open_one.resolution, open_one.status, open_one.winner) == ("manual_review", "open", None)
    with pytest.raises(zeusmem.InvalidInput):
        await resolve_conflict(memory, ctx, open_one.id, keep="mem_nope")
    with pytest.raises(NotFound):
        await resolve_conflict(memory, SecurityContext("auth-other"), open_one.id, keep=cfg.id)
    done = await resolve_conflict(memory, ctx, open_one.id, keep=cfg.id)
    assert (done.status, done.winner, done.resolved_by) == ("resolved", cfg.id, "auth-user")
    lost = await memory.get_memory(ctx, mine.id)
    assert lost.status is Status.SUPERSEDED
    assert lost.valid_to is None  # the earlier statement kept: the newer one never held
    assert await list_conflicts(memory, ctx) == []


async def test_two_members_disagreeing_is_recorded_for_review(memory: zeusmem.MemoryService) -> None:
    alice = SecurityContext("cf-alice", project_id="cf-proj")
    bob = SecurityContext("cf-bob", project_id="cf-proj")
    await memory.create_project(alice, "cf-proj")
    await memory.add_project_member(alice, "cf-proj", "cf-bob", Role.EDITOR)
    a = await memory.add_explicit_memory(alice, "The deploy target is AWS", MemoryType.FACT, Scope.PROJECT)
    b = await memory.add_explicit_memory(
        bob, "The deploy target is Google Cloud", MemoryType.FACT, Scope.PROJECT
    )
    assert (await memory.get_memory(alice, a.id)).status is Status.ACTIVE and b.status is Status.ACTIVE
    [c] = await list_conflicts(memory, alice)
    assert (c.memory_a, c.memory_b, c.resolution, c.field) == (a.id, b.id, "manual_review", "deploy target")
    assert await list_conflicts(memory, SecurityContext("cf-stranger", project_id="cf-proj")) == []
    # an editor may not settle it against the owner's memory; the owner may
    with pytest.raises(PermissionDenied):
        await resolve_conflict(memory, bob, c.id, keep=b.id)
    await resolve_conflict(memory, alice, c.id, keep=b.id)
    lost = await memory.get_memory(alice, a.id)
    assert lost.status is Status.SUPERSEDED
    # the later statement, kept, ends the earlier one in the world (what held before stays findable)
    assert lost.valid_to == b.observed_at
    between = a.observed_at + (b.observed_at - a.observed_at) / 2
    assert a.id in {m.id for m in await memory.list_memories(alice, valid_at=between)}
    assert a.id not in {m.id for m in await memory.list_memories(alice, valid_at=b.observed_at)}


# --- retention and expiry ---------------------------------------------------------------------


async def test_ttl_per_type_use_does_not_extend_and_expired_leaves_context(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    ctx = SecurityContext("ttl-user", session_id="ttl-s")
    ctxt = await memory.add_explicit_memory(
        ctx, "Currently migrating the billing service to Kotlin", MemoryType.CONTEXT
    )
    pref = await memory.add_explicit_memory(ctx, "Prefers concise code reviews", MemoryType.PREFERENCE)
    sess = await memory.add_explicit_memory(
        ctx, "Working on ticket BILL-231 in this session", MemoryType.FACT, Scope.SESSION
    )
    assert ctxt.expires_at is not None and ctxt.expires_at - ctxt.created_at == timedelta(days=30)
    assert pref.expires_at is None
    assert sess.expires_at is not None and sess.expires_at - sess.created_at == timedelta(days=7)
    # using it does not extend it
    hits = await memory.search_memories(ctx, "billing service migration")
    assert ctxt.id in [h.item.id for h in hits]
    await memory.flush_usage()  # last_used_at is otherwise written in the background, within 0.5 s
    used = await memory.get_memory(ctx, ctxt.id)
    assert used.last_used_at is not None and used.expires_at == ctxt.expires_at
    # a configured TTL wins over the default
    await set_policy(
        memory, MemoryPolicy(ttl={"preference": timedelta(days=365), "context": None}), org_id="ttl-org"
    )
    octx = SecurityContext("ttl-user", org_id="ttl-org")
    p2 = await memory.add_explicit_memory(octx, "Prefers tabs over spaces", MemoryType.PREFERENCE)
    c2 = await memory.add_explicit_memory(
        octx, "Currently preparing the quarterly report", MemoryType.CONTEXT
    )
    assert p2.expires_at is not None and p2.expires_at - p2.created_at == timedelta(days=365)
    assert c2.expires_at is None
    # time passes: the context item is due
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            "UPDATE zeusmem.memory_items SET expires_at = now() - interval '1 minute' WHERE id = %s",
            (ctxt.id,),
        )
    report = await run_consolidation(memory)
    assert report.expired >= 1
    assert (await memory.get_memory(ctx, ctxt.id)).status is Status.EXPIRED
    block = await assemble_context(memory, ctx, "billing service migration to Kotlin")
    assert ctxt.id not in block.memory_ids and "Kotlin" not in block.text
    assert ctxt.id not in [h.item.id for h in await memory.search_memories(ctx, "billing Kotlin")]
    assert ctxt.id in [  # asked for: what consolidation expired is found again
        h.item.id for h in await memory.search_memories(ctx, "billing Kotlin", include_expired=True)
    ]
    assert [i.id for i in await memory.list_memories(ctx, status="expired", include_expired=True)] == [
        ctxt.id
    ]


# --- events -----------------------------------------------------------------------------------


async def test_event_outbox(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("ev-user", org_id="ev-org")
    assert await fetch_events(memory, 0, org_id="ev-org") == []
    a = await memory.add_explicit_memory(
        ctx, "Drinks oolong tea in the morning", MemoryType.HABIT, key="tea", tags=["secret-tag"]
    )
    b = await memory.add_explicit_memory(
        ctx, "Drinks jasmine tea in the morning", MemoryType.HABIT, key="tea"
    )
    c = await memory.update_memory(ctx, b.id, content="Drinks jasmine tea every morning")
    with pytest.raises(zeusmem.GateRejected):  # rolled back: no event
        await memory.add_explicit_memory(ctx, "Drinks jasmine tea every morning", MemoryType.HABIT)
    await memory.delete_memory(ctx, c.id, reason="private reason text")
    events = await fetch_events(memory, 0, org_id="ev-org")
    assert [e.event for e in events] == [
        "memory.created",
        "memory.superseded",
        "memory.updated",
        "memory.deleted",
    ]
    assert [e.memory_id for e in events] == [a.id, b.id, c.id, c.id]
    assert events[1].payload["supersedes"] == a.id and events[3].payload["versions"] == 3
    assert len({e.lineage_id for e in events}) == 1 and all(e.actor == "ev-user" for e in events)
    dumped = json.dumps([e.payload for e in events])
    assert "tea" not in dumped and "secret-tag" not in dumped and "private reason" not in dumped
    assert [e.id for e in events] == sorted(e.id for e in events)
    # cursors
    assert await get_cursor(memory, "indexer") == 0
    assert await ack_events(memory, "indexer", events[1].id) == events[1].id
    assert await ack_events(memory, "indexer", events[0].id) == events[1].id  # never backwards
    seen: list[str] = []
    assert await consume(memory, "indexer", lambda e: seen.append(e.event), org_id="ev-org") == 2
    assert seen == ["memory.updated", "memory.deleted"]
    assert await consume(memory, "indexer", lambda e: seen.append(e.event), org_id="ev-org") == 0
    assert [e.event for e in await fetch_events(memory, 0, org_id="ev-org", events=["memory.deleted"])] == [
        "memory.deleted"
    ]
    with pytest.raises(zeusmem.InvalidInput):
        await fetch_events(memory, 0, events=["memory.nope"])


# --- observability ----------------------------------------------------------------------------


async def test_metrics_off_by_default_and_prometheus(memory: zeusmem.MemoryService, caplog) -> None:
    assert not obs.get_metrics().enabled and obs.render_prometheus() == b""
    m = obs.enable_metrics("prometheus")
    try:
        svc = obs.instrument(memory)
        assert obs.instrument(svc) is svc
        ctx = SecurityContext("obs-user")
        await svc.add_explicit_memory(ctx, "Uses a split mechanical keyboard", MemoryType.HABIT)
        with pytest.raises(zeusmem.GateRejected):
            await svc.add_explicit_memory(ctx, "Uses a split mechanical keyboard", MemoryType.HABIT)
        await svc.search_memories(ctx, "keyboard")
        await svc.search_memories(SecurityContext("obs-nobody"), "keyboard")  # nothing stored: a miss
        m.compression()
        text = obs.render_prometheus().decode()
        assert 'zeusmem_gate_rejections_total{reason="duplicate"} 1.0' in text
        assert 'zeusmem_search_latency_seconds_count{ranking="seed"} 2.0' in text
        assert 'zeusmem_retrieval_total{result="hit"} 1.0' in text and 'result="miss"} 1.0' in text
        assert "zeusmem_compression_total 1.0" in text
    finally:
        obs.disable_metrics()
    assert obs.enable_from_env({}) is obs.get_metrics() and not obs.get_metrics().enabled
    otel = obs.enable_metrics("opentelemetry")
    otel.search(0.01, 0)
    otel.context_tokens("memory", 10)
    obs.disable_metrics()
    with pytest.raises(zeusmem.ConfigurationError):
        obs.enable_metrics("statsd")
    # structured logs carry no content
    logger = logging.getLogger("zeusmem.test")
    with caplog.at_level(logging.INFO, logger="zeusmem.test"):
        obs.log_event(
            logger,
            "memory.stored",
            memory_id="mem_1",
            content="the secret plan",
            query="q text",
            total_tokens=12,
        )
    rec = caplog.records[-1]
    assert (
        "mem_1" in rec.getMessage()
        and "secret plan" not in rec.getMessage()
        and "q text" not in rec.getMessage()
    )
    line = json.loads(obs.JsonFormatter().format(rec))
    assert line["event"] == "memory.stored" and line["total_tokens"] == 12 and "content" not in line


# --- extended ranking -------------------------------------------------------------------------


def test_extended_ranking_is_opt_in_and_prefers_recent_context() -> None:
    now = datetime.now(UTC)

    def hit(mid: str, mtype: MemoryType, age_days: float, *, sim: float = 0.8, imp: float = 0.5) -> MemoryHit:
        t = now - timedelta(days=age_days)
        item = MemoryItem(
            mid,
            mid,
            mtype,
            Scope.USER,
            "u",
            Source.USER,
            1.0,
            imp,
            Visibility.MEMBERS,
            Status.ACTIVE,
            Sensitivity.NORMAL,
            Priority.NORMAL,
            True,
            "u",
            t,
            t,
        )
        return MemoryHit(item, sim, 0.6, 0.0)

    old, new = hit("a-old", MemoryType.CONTEXT, 60), hit("b-new", MemoryType.CONTEXT, 1)
    assert [h.item.id for h in xr.rerank([old, new], now=now)] == ["b-new", "a-old"]
    # lasting types do not decay; importance counts
    pref_old, pref_new = (
        hit("a", MemoryType.PREFERENCE, 400, imp=0.9),
        hit("b", MemoryType.PREFERENCE, 1, imp=0.2),
    )
    assert [h.item.id for h in xr.rerank([pref_new, pref_old], now=now)] == ["a", "b"]
    # recency never lets an irrelevant memory in front of a relevant one
    w = xr.ExtendedWeights(min_relevance=0.5)
    irrelevant = hit("z", MemoryType.CONTEXT, 0, sim=0.1, imp=1.0)
    assert xr.rerank([irrelevant, old], weights=w, now=now)[0].item.id == "a-old"
    assert xr.recency(old.item, now=now) == pytest.approx(0.5 ** (60 / 14))


async def test_extended_search(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("xr-user")
    await memory.add_explicit_memory(
        ctx, "Prefers Python for data scripts", MemoryType.PREFERENCE, importance=0.9
    )
    seed = await xr.search(memory, ctx, "which language for scripts?", k=3)
    ext = await xr.search(memory, ctx, "which language for scripts?", k=3, ranking="extended")
    assert {h.item.id for h in seed} == {h.item.id for h in ext}
    with pytest.raises(zeusmem.InvalidInput):
        await xr.search(memory, ctx, "x", ranking="magic")


async def test_project_policy_overrides_org_and_clears(memory: zeusmem.MemoryService) -> None:
    from zeusmem.service.lifecycle import clear_policy

    await set_policy(memory, MemoryPolicy(max_size=100, ttl={"fact": 3600}), org_id="inh-org")
    await set_policy(
        memory, MemoryPolicy(max_size=50, ttl={"event": 60}), org_id="inh-org", project_id="inh-p"
    )
    both = await get_policy(memory, org_id="inh-org", project_id="inh-p")
    assert both.max_size == 50 and both.ttl == {"fact": 3600, "event": 60}  # TTLs merge key by key
    assert both.ttl_for("fact", "project") == timedelta(hours=1)
    await clear_policy(memory, org_id="inh-org", project_id="inh-p")
    assert (await get_policy(memory, org_id="inh-org", project_id="inh-p")).max_size == 100
    with pytest.raises(zeusmem.InvalidInput):
        MemoryPolicy(ttl={"forever": 1})
    with pytest.raises(zeusmem.InvalidInput):
        MemoryPolicy(sensitive_handling="maybe")  # type: ignore[arg-type]
