"""Conflicts and duplicates decided with precision (issue 11), on the default path: the real
offline embedder (MiniLM), a real PostgreSQL, the service's write path.

The labelled pairs are ``tests/conflict_corpus.py`` (written for these tests). Targets:
>= 90% of explicit corrections supersede the old memory; every value-changing near-duplicate is
stored and >= 70% of them supersede or flag the old one; >= 97% of compatible pairs stay active;
true restatements are rejected as duplicates naming the existing memory.

With the attribute reading (``zeusmem/rules/attributes.py``, ``gen2``) the figures on the rules alone
are unchanged: corrections 44/45, updates 25/25 stored and changed, compatible 95/95.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections import Counter
from pathlib import Path

import psycopg
import pytest

import zeusmem
from zeusmem import GateRejected, MemoryType, SecurityContext
from zeusmem.api import configured_conflict_model
from zeusmem.rules import claims
from zeusmem.rules.parsing import find_correction, parse
from zeusmem.service.conflicts import list_conflicts
from zeusmem.testing import ScriptedChatModel
from zeusmem.types import Status
from zeusmem.verdicts import GateReason

sys.path.insert(0, str(Path(__file__).parent))
from conflict_corpus import COMPATIBLE, CORRECTIONS, RESTATEMENTS, VALUE_UPDATES  # noqa: E402

# --- pure ------------------------------------------------------------------------------------


def test_labels_notes_and_list_items_are_no_subjects() -> None:
    assert parse("Caroline: I went to a support group.").label == "caroline"
    assert parse("Note: deploys freeze on Fridays").note
    assert parse("- uses Redis for caching").note
    assert parse("Correction: the db is MySQL").correction
    for text in (
        "Caroline: Hey Mel! Good to see you!",
        "Note: the office is closed on Monday.",
        "- likes hiking",
        "Joanna is lactose intolerant.",
        "Melanie's kids are excited about the beach.",
        "The API is written in Go.",  # no number, name... in a plain predicate: written is a slot
    ):
        c = claims.extract_claim(text)
        assert not c or c.slot, text
    assert claims.extract_claim("The project database is PostgreSQL").field == "database"
    assert claims.extract_claim("Alice's editor is Vim").subject == "alice"


def test_corrections_in_several_languages() -> None:
    cases = {
        "We replaced Memcached with Redis for sessions.": ("memcached",),
        "Standup moved from 9:30 to 10:00.": ("9:30",),
        "I no longer live in Munich; I moved to Berlin.": ("live", "munich"),
        "Correction: prefers tea, not coffee.": ("coffee",),
        "Ich wohne nicht mehr in Hamburg, sondern in Köln.": ("hamburg",),
        "L'équipe utilise Linear au lieu de Jira.": ("jira",),
        "Ya no vivo en Madrid, ahora vivo en Sevilla.": ("vivo", "madrid"),
        "更正：项目数据库不是 PostgreSQL，是 MySQL。": ("postgresql",),
    }
    for text, old in cases.items():
        c = find_correction(text)
        assert c is not None and c.targeted and c.old == old, (text, c)
    for text in ("Not sure what to do", "It's not the end of the world", "Tim has not only met LeBron but also"):
        c = find_correction(text)
        assert c is None or not c.targeted or text.startswith("It's"), text


def test_relation_precision_first() -> None:
    r = claims.relation
    assert r("I no longer live in Munich; I moved to Berlin.", "I live in Munich.", 0.7).kind == "supersede"
    # the old memory names the place, but talks about something else
    moved = "I no longer live in Munich; I moved to Berlin."
    assert r(moved, "I love the beer gardens in Munich.", 0.55).kind == "none"
    # a speaker's next turn is no correction of the last one
    assert r("Caroline: Thanks, Mel!", "Caroline: I went to a support group yesterday.", 0.6).kind == "none"
    assert r("Melanie: No, I haven't.", "Melanie: I love painting.", 0.55).kind == "none"
    # different speakers never conflict
    assert r("Melanie: My favorite color is blue.", "Caroline: My favorite color is green.", 0.9).kind == "none"
    # a value-changing near-duplicate is flagged, a strict attribute statement supersedes
    assert r("The backend uses Django 5.1.", "The backend uses Django 4.2.", 0.94).kind == "flag"
    assert r("Node version is 22.", "Node version is 18.", 0.92).kind == "supersede"
    assert r("The database is PostgreSQL 16.", "The database is PostgreSQL.", 0.94).kind == "none"  # refinement
    assert r("Anna spricht auch Englisch.", "Anna spricht Deutsch.", 0.83).kind == "none"  # "auch": one more
    assert claims.is_restatement("Prefers a dark theme", "Prefers dark theme")
    assert not claims.is_restatement("I am not allergic to peanuts.", "I am allergic to peanuts.")
    assert not claims.is_restatement("Melanie: Thanks, Caroline!", "Caroline: Thanks, Melanie!")
    # one more of the same, or another time, is news: refusing it as a duplicate would lose it
    for new, old in (("Ahora tengo un gato más", "Tengo un gato"), ("I now have one more cat", "I have a cat"),
                     ("I have another cat", "I have a cat"), ("I went to Rome again", "I went to Rome"),
                     ("Jetzt habe ich noch eine Katze", "Ich habe eine Katze")):
        assert not claims.is_restatement(new, old), new
    assert claims.is_restatement("I have a cat too", "I have a cat")  # "too": the same cat, said again
    # a state that moved on (words dropped, others added elsewhere) is no restatement: refusing it would
    # lose the update; one word swapped for another where it stood is still a paraphrase
    for new, old in (("Job application: interview done, offer pending.",
                      "Job application: submitted, awaiting interview."),
                     ("Mortgage: valuation done, offer expected.", "Mortgage: applied, waiting for valuation.")):
        assert not claims.is_restatement(new, old), new
    assert claims.is_restatement("On weekends the user goes hiking", "User enjoys hiking on weekends")


# --- the labelled pairs through the write path ---------------------------------------------------


async def _pair(memory: zeusmem.MemoryService, user: str, old: str, new: str) -> dict:
    ctx = SecurityContext(user)
    a = await memory.add_explicit_memory(ctx, old, MemoryType.FACT)
    out: dict = {"old": a.id}
    try:
        b = await memory.add_explicit_memory(ctx, new, MemoryType.FACT)
    except GateRejected as e:
        out.update(outcome="rejected", reason=e.verdict.reason, existing=e.verdict.existing_id)
        out["old_status"] = (await memory.get_memory(ctx, a.id)).status
        return out
    out["new_status"] = b.status
    out["old_status"] = (await memory.get_memory(ctx, a.id)).status
    conflicts = await list_conflicts(memory, ctx, status=None)
    out["flagged"] = any(c.status == "open" and a.id in (c.memory_a, c.memory_b) for c in conflicts)
    out["outcome"] = "stored"
    return out


async def test_pair_corpus_meets_the_targets(memory: zeusmem.MemoryService) -> None:
    results: dict[str, list[dict]] = {}
    for name, pairs in (("correction", CORRECTIONS), ("update", VALUE_UPDATES), ("compatible", COMPATIBLE),
                        ("restatement", RESTATEMENTS)):
        results[name] = [await _pair(memory, f"pc-{name}-{i}", o, n) for i, (o, n) in enumerate(pairs)]
    corr, upd, comp, rest = (results[k] for k in ("correction", "update", "compatible", "restatement"))
    superseded = [r for r in corr if r.get("old_status") is Status.SUPERSEDED]
    stored_upd = [r for r in upd if r["outcome"] == "stored"]
    changed = [r for r in stored_upd if r["old_status"] is Status.SUPERSEDED or r["flagged"]]
    active = [r for r in comp
              if r["old_status"] is Status.ACTIVE and r.get("new_status", Status.ACTIVE) is Status.ACTIVE]
    dup = [r for r in rest if r["outcome"] == "rejected" and r["reason"] is GateReason.DUPLICATE
           and r["existing"] == r["old"]]
    summary = (f"corrections superseded {len(superseded)}/{len(corr)}, value updates stored {len(stored_upd)}/"
               f"{len(upd)} (superseded or flagged {len(changed)}), compatible active {len(active)}/{len(comp)},"
               f" restatements rejected {len(dup)}/{len(rest)}")
    print(summary)
    assert len(corr) >= 40 and len(comp) >= 80
    assert len(superseded) >= 0.9 * len(corr), summary
    assert len(stored_upd) == len(upd), summary  # an update is never a duplicate
    assert len(changed) >= 0.7 * len(upd), summary
    assert len(active) >= 0.97 * len(comp), summary
    assert len(dup) == len(rest), summary
    # the superseded memory keeps its row and names what replaced it
    ctx = SecurityContext("pc-correction-0")
    old = await memory.get_memory(ctx, corr[0]["old"])
    assert old.status is Status.SUPERSEDED and old.provenance["superseded_by"].startswith("mem_")


async def test_one_more_is_stored_next_to_the_first(memory: zeusmem.MemoryService) -> None:
    """A statement adding one more of what a memory states is kept, and the first stays active."""
    for i, (old, new) in enumerate((("Tengo un gato.", "Ahora tengo un gato más."),
                                    ("I have a cat.", "I now have one more cat."))):
        out = await _pair(memory, f"one-more-{i}", old, new)
        assert out["outcome"] == "stored", out
        assert out["old_status"] is Status.ACTIVE and out["new_status"] is Status.ACTIVE, out


async def test_update_memory_goes_through_the_conflict_check(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("um-user")
    db = await memory.add_explicit_memory(ctx, "The project database is PostgreSQL.", MemoryType.FACT)
    note = await memory.add_explicit_memory(ctx, "Remember to check the database setup", MemoryType.CONTEXT)
    fixed = await memory.update_memory(
        ctx, note.id, content="Correction: the project database is MySQL, not PostgreSQL."
    )
    assert fixed.status is Status.ACTIVE
    assert (await memory.get_memory(ctx, db.id)).status is Status.SUPERSEDED
    # an update that changes a value is no duplicate of a neighbour
    sync = await memory.add_explicit_memory(ctx, "The weekly sync is on Thursdays at 3pm.", MemoryType.FACT)
    other = await memory.add_explicit_memory(ctx, "Lunch with the team on Fridays", MemoryType.EVENT)
    moved = await memory.update_memory(ctx, other.id, content="The weekly sync is on Thursdays at 4pm.")
    assert moved.version == 2 and moved.status is Status.ACTIVE
    [c] = [c for c in await list_conflicts(memory, ctx, status=None) if sync.id in (c.memory_a, c.memory_b)]
    assert (c.memory_b, c.winner) == (moved.id, moved.id)  # a strict attribute statement: superseded
    assert (await memory.get_memory(ctx, sync.id)).status is Status.SUPERSEDED
    # a true restatement is still rejected, naming the memory it restates
    third = await memory.add_explicit_memory(ctx, "Book the room for the offsite", MemoryType.CONTEXT)
    with pytest.raises(GateRejected) as e:
        await memory.update_memory(ctx, third.id, content="The weekly sync is on Thursdays at 4pm!")
    assert e.value.verdict.reason is GateReason.DUPLICATE and e.value.verdict.existing_id == moved.id


async def test_include_expired_returns_what_consolidation_expired(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    from zeusmem.service.consolidation import run_consolidation

    ctx = SecurityContext("ie-user")
    item = await memory.add_explicit_memory(ctx, "Deploy freeze until the Kestrel migration ends", MemoryType.EVENT)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("UPDATE zeusmem.memory_items SET expires_at = now() - interval '1 hour' WHERE id = %s",
                     (item.id,))
    await run_consolidation(memory)
    assert (await memory.get_memory(ctx, item.id)).status is Status.EXPIRED
    assert [h.item.id for h in await memory.search_memories(ctx, "Kestrel migration freeze")] == []
    hits = await memory.search_memories(ctx, "Kestrel migration freeze", include_expired=True)
    assert [h.item.id for h in hits] == [item.id]
    assert [i.id for i in await memory.list_memories(ctx, include_expired=True)] == [item.id]
    assert await memory.list_memories(ctx) == []


# --- the optional chat model -------------------------------------------------------------------


@pytest.fixture
async def with_model(database_url: str, minilm):  # type: ignore[no-untyped-def]
    model = ScriptedChatModel()
    settings = zeusmem.Settings(conflict_model_timeout=0.5)
    async with zeusmem.open_memory(database_url, minilm, settings=settings, conflict_model=model) as svc:
        yield svc, model


async def test_model_update_supersedes_with_provenance(with_model) -> None:  # type: ignore[no-untyped-def]
    svc, model = with_model
    ctx = SecurityContext("cm-update")
    old = await svc.add_explicit_memory(ctx, "I live in Munich.", MemoryType.FACT)
    model.script.append(lambda msgs: {"decision": "UPDATE", "target_id": old.id, "confidence": 0.9,
                                      "reason": "moved"})
    new = await svc.add_explicit_memory(ctx, "These days home is Berlin.", MemoryType.FACT)
    before = await svc.get_memory(ctx, old.id)
    assert before.status is Status.SUPERSEDED and before.provenance["superseded_by"] == new.id
    [c] = await list_conflicts(svc, ctx, status=None)
    assert c.detected_by == "model" and c.winner == new.id
    # what the model saw: the texts as JSON data, the target among the shown ids
    prompt = model.received[-1][-1].content
    assert '"NEW": "These days home is Berlin."' in prompt and old.id in prompt
    assert model.tool_names == ["ConflictVerdict"]


async def test_model_verdicts_never_block_or_lose_a_write(with_model) -> None:  # type: ignore[no-untyped-def]
    svc, model = with_model
    ctx = SecurityContext("cm-robust")
    old = await svc.add_explicit_memory(ctx, "The backend uses Django 4.2.", MemoryType.FACT)
    # an error, a timeout, low confidence, a target it was not shown: the offline rules decide
    model.script.extend([
        RuntimeError("provider down"),
        {"decision": "UPDATE", "target_id": old.id, "confidence": 0.3},
        {"decision": "UPDATE", "target_id": "mem_not_shown", "confidence": 0.99},
    ])
    a = await svc.add_explicit_memory(ctx, "The backend uses Django 5.1.", MemoryType.FACT)
    b = await svc.add_explicit_memory(ctx, "The backend uses Django 5.2.", MemoryType.FACT)
    c = await svc.add_explicit_memory(ctx, "The backend uses Django 5.0.", MemoryType.FACT)
    assert all(x.status is Status.ACTIVE for x in (a, b, c))
    assert (await svc.get_memory(ctx, old.id)).status is Status.ACTIVE  # flagged by the offline rules
    assert svc.classifier is not None and svc.classifier.failures == 1
    slow = ScriptedChatModel(delay=5.0, script=[{"decision": "ADD", "confidence": 1.0}])
    svc.classifier.model = slow
    t0 = time.perf_counter()
    d = await svc.add_explicit_memory(ctx, "The backend uses Django 5.3.", MemoryType.FACT)
    assert d.status is Status.ACTIVE and time.perf_counter() - t0 < 3.0  # capped at the 0.5 s timeout
    # DUPLICATE of a value-changing neighbour is no duplicate: stored and flagged
    svc.classifier.model = model
    model.script.append(lambda msgs: {"decision": "DUPLICATE", "target_id": d.id, "confidence": 0.95})
    e = await svc.add_explicit_memory(ctx, "The backend uses Django 5.4.", MemoryType.FACT)
    assert e.status is Status.ACTIVE
    assert any(c.detected_by == "model" and d.id in (c.memory_a, c.memory_b) and c.status == "open"
               for c in await list_conflicts(svc, ctx))
    # DUPLICATE of a true restatement is rejected, naming it
    model.script.append(lambda msgs: {"decision": "DUPLICATE", "target_id": e.id, "confidence": 0.95})
    with pytest.raises(GateRejected) as rej:
        await svc.add_explicit_memory(ctx, "The backend uses Django 5.4!", MemoryType.FACT)
    assert rej.value.verdict.existing_id == e.id


def test_configured_conflict_model() -> None:
    s = zeusmem.Settings()
    assert configured_conflict_model(s, env={}) is None
    assert configured_conflict_model(s, env={"ZEUSMEM_MODEL": "offline"}) is None
    assert configured_conflict_model(s.with_(conflict_model="off"), env={"OPENAI_API_KEY": "sk-test"}) is None
    model = configured_conflict_model(s, env={"OPENAI_API_KEY": "sk-test"})
    assert type(model).__name__ == "ChatOpenAI"
    assert zeusmem.Settings.from_env({"ZEUSMEM_CONFLICT_MODEL": "off"}).conflict_model == "off"
    with pytest.raises(zeusmem.ConfigurationError):
        zeusmem.Settings.from_env({"ZEUSMEM_CONFLICT_MODEL": "maybe"})


async def test_concurrent_corrections_keep_one_active(memory: zeusmem.MemoryService) -> None:
    """Two corrections of the same fact at once: both stored, the original superseded once."""
    ctx = SecurityContext("cc-user")
    old = await memory.add_explicit_memory(ctx, "The release is planned for March 3.", MemoryType.FACT)
    a, b = await asyncio.gather(
        memory.add_explicit_memory(ctx, "The release date changed from March 3 to March 17.", MemoryType.FACT),
        memory.add_explicit_memory(ctx, "Correction: the release is planned for March 10, not March 3.",
                                   MemoryType.FACT),
    )
    assert (await memory.get_memory(ctx, old.id)).status is Status.SUPERSEDED
    statuses = Counter([(await memory.get_memory(ctx, x.id)).status for x in (a, b)])
    assert statuses[Status.ACTIVE] >= 1 and sum(statuses.values()) == 2


#: a case that reached another stage: stored (never a duplicate) and the old one flagged; written for
#: this test in phrasings of its own (the ninth and eighth corpora lost four such updates to the
#: duplicate gate)
STAGE_MOVES = [
    ("Insurance claim 4471: under review.", "Insurance claim 4471: approved."),
    ("Mi solicitud de beca está pendiente.", "Mi solicitud de beca fue aprobada."),
    ("대출 신청: 심사 중", "대출 신청: 승인 완료"),
    ("Το δέμα μου εκκρεμεί στο τελωνείο.", "Το δέμα μου παραδόθηκε."),
    ("Hồ sơ xin việc của tôi đang được xem xét.", "Hồ sơ xin việc của tôi đã được chấp nhận rồi."),
    ("Mein Bauantrag ist noch in Bearbeitung.", "Mein Bauantrag wurde genehmigt."),
    ("Travel expenses claim: processing.", "Travel expenses claim: re-credited to my account."),
    ("Tilaus 5521: matkalla.", "Tilaus 5521: toimitettu."),
    ("Заявка на візу: на розгляді.", "Заявка на візу: схвалено."),
    ("报销申请：审核中。", "报销申请：已到账。"),
    ("پارسل: روانہ کر دیا گیا۔", "پارسل: وصول ہو گیا۔"),
]


def test_a_case_that_moved_on_is_no_restatement() -> None:
    for old, new in STAGE_MOVES:
        assert not claims.is_restatement(new, old), (old, new)
    # the same stage said again is still a restatement; a stage named by someone else flags nothing
    assert claims.is_restatement("Insurance claim 4471 is approved", "Insurance claim 4471: approved.")
    assert claims.relation("My sister's visa was approved.", "My visa application is pending.", 0.8).kind == "none"
    # a chat turn that says "accepted" or "submitted" along the way is no case's status line
    chat_old = "Nina: I submitted my short story to a magazine last week and I'm hoping they like it as much as I do!"
    chat_new = "Nina: Thanks! It feels amazing that the group accepted me, all that hard work with the story paid off."
    assert claims.relation(chat_new, chat_old, 0.7).kind == "none"


async def test_a_case_that_moved_on_is_stored_and_flags_the_old_one(memory: zeusmem.MemoryService) -> None:
    outs = [await _pair(memory, f"stage-{i}", old, new) for i, (old, new) in enumerate(STAGE_MOVES)]
    assert all(o["outcome"] == "stored" for o in outs), outs
    assert sum(o["flagged"] or o["old_status"] is Status.SUPERSEDED for o in outs) >= 5, outs


async def test_a_correction_of_several_stale_memories_supersedes_each_and_names_them_all(
    memory: zeusmem.MemoryService, database_url: str
) -> None:
    """Memories loaded without the conflict check (a migration) can contradict each other; the next
    correction supersedes every one of them: each loser's status, validity and audit row, and all of
    them in the winner's provenance (a write once kept only the last one there)."""
    from datetime import UTC, datetime, timedelta

    ctx = SecurityContext("stale-homes")
    texts = ["I live in Munich.", "I live in Hamburg.", "I live in Cologne."]
    vecs = await memory.embeddings.aembed_documents(texts)
    now = datetime.now(UTC)
    rows = [{"id": f"stale_home_{i}", "content": t, "memory_type": "fact", "scope": "user",
             "scope_id": "stale-homes", "created_by": "stale-homes", "confidence": 0.9,
             "created_at": now - timedelta(days=3 - i), "embedding": v}
            for i, (t, v) in enumerate(zip(texts, vecs, strict=True))]
    assert (await memory.bulk_load(rows)).loaded == 3
    new = await memory.add_explicit_memory(ctx, "Correction: I live in Berlin now.", MemoryType.FACT)
    stale = [await memory.get_memory(ctx, r["id"]) for r in rows]
    assert all(m.status is Status.SUPERSEDED and m.provenance["superseded_by"] == new.id for m in stale), stale
    assert all(m.valid_to is not None for m in stale)
    conflicts = {c.memory_a: c for c in await list_conflicts(memory, ctx, status=None)}
    assert set(conflicts) == {r["id"] for r in rows} and all(c.winner == new.id for c in conflicts.values())
    named = (await memory.get_memory(ctx, new.id)).provenance["conflicts"]
    assert {(c["id"], c["superseded"]) for c in named} == {(c.id, a) for a, c in conflicts.items()}
    with psycopg.connect(database_url) as conn:
        audited = conn.execute("SELECT memory_id FROM zeusmem.audit_log WHERE event = 'memory.superseded'"
                               " AND memory_id LIKE 'stale_home_%'").fetchall()
    assert sorted(r[0] for r in audited) == sorted(r["id"] for r in rows)
