"""When a memory was said and when it holds: observed_at, valid_from / valid_to read from the text
(rules/validity.py, pure), ``valid_at=`` reads, the supersession that ends a memory, the dates the
model reads, bad input."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

import zeusmem
from zeusmem import InvalidInput, MemoryType, SecurityContext, Status
from zeusmem.rules import claims
from zeusmem.rules.validity import validity, without_dates

SAID = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)  # a Monday


def day(y: int, m: int, d: int = 1) -> datetime:
    return datetime(y, m, d, tzinfo=UTC)


# --- the parser (pure) ----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "start", "end"), [
    ("I moved to Lisbon last year", day(2022, 1), None),
    ("I moved to Porto in March 2024", day(2024, 3), None),
    ("I'm vegetarian since May", day(2023, 5), None),
    ("I'm in Berlin until Friday", None, day(2023, 5, 13)),
    ("Yesterday I went to a support group", day(2023, 5, 7), None),
    ("Ich bin letztes Jahr nach Lissabon gezogen", day(2022, 1), None),
    ("Je suis à Paris depuis mars", day(2023, 3), None),
    ("Sono a Roma fino a venerdì", None, day(2023, 5, 13)),
    ("Mudei-me para o Porto em março de 2024", day(2024, 3), None),
    ("我去年搬到了里斯本", day(2022, 1), None),
    # a ticket id beside the date no longer hides it (it was read as "February" alone: its first day)
    ("Incident SEC-24910 on February 25: the log-shipper outage was caused by a full disk", day(2023, 2, 25), None),
])
def test_validity_read_from_the_text(text: str, start: datetime | None, end: datetime | None) -> None:
    got = validity(text, SAID)
    assert got is not None
    assert (got.valid_from, got.valid_to) == (start, end)


@pytest.mark.parametrize("text", [
    "Hey Mel! Good to see you! How have you been?",
    "I may go to the concert",
    "The kids loved the pottery class",
    "",
])
def test_no_time_named_no_validity(text: str) -> None:
    assert validity(text, SAID) is None


def test_without_dates_leaves_the_statement() -> None:
    assert without_dates("I moved to Porto in March 2024", SAID) == "I moved to Porto"
    assert without_dates("Ticket OPS-10010 closed on October 2", SAID) == "Ticket OPS-10010 closed"
    assert without_dates("Renewal due Jan-2025, policy ABC-12345", SAID) == "Renewal due, policy ABC-12345"
    assert without_dates("No time here.", SAID) == "No time here."


# --- the service ------------------------------------------------------------------------------------
async def test_lisbon_then_porto(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("valid-lisbon")
    lisbon = await memory.add_explicit_memory(ctx, "I moved to Lisbon last year", MemoryType.FACT, observed_at=SAID)
    assert lisbon.observed_at == SAID
    assert (lisbon.valid_from, lisbon.valid_to) == (day(2022, 1), None)
    porto = await memory.add_explicit_memory(ctx, "I moved to Porto in March 2024", MemoryType.FACT,
                                             observed_at=day(2024, 4, 2))
    assert porto.valid_from == day(2024, 3)
    old = await memory.get_memory(ctx, lisbon.id)
    assert old.status is Status.SUPERSEDED and old.valid_to == day(2024, 3)  # Porto ends Lisbon

    async def found(t: datetime | None) -> set[str]:
        hits = await memory.search_memories(ctx, "where do I live?", k=5, valid_at=t)
        return {h.item.content for h in hits}

    mid_2023 = day(2023, 7, 1)
    assert "I moved to Lisbon last year" in await found(mid_2023)
    assert "I moved to Porto in March 2024" not in await found(mid_2023)
    now = datetime.now(UTC)
    assert "I moved to Porto in March 2024" in await found(now)
    assert "I moved to Lisbon last year" not in await found(now)
    assert await found(None) == {"I moved to Porto in March 2024"}  # plain search: what is active
    listed = await memory.list_memories(ctx, valid_at=mid_2023)
    assert [m.id for m in listed] == [lisbon.id]
    assert [m.id for m in await memory.list_memories(ctx, valid_at=now)] == [porto.id]


async def test_an_old_statement_is_compared_without_its_dates_from_where_they_were_kept(
    memory: zeusmem.MemoryService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where a memory's dates are is kept at its write (``date_spans``): a later dated statement is
    compared with it without the times and its text is not parsed again, as in another process whose
    caches never read it. An encrypted memory keeps none (they are something of its text too)."""
    from zeusmem.rules import caches
    from zeusmem.rules import validity as vmod

    ctx = SecurityContext("valid-spans")
    last_year = "Last year Mia's teacher was Ms. Okafor."
    teacher = await memory.add_explicit_memory(ctx, last_year, MemoryType.FACT, observed_at=SAID)
    secret = await memory.add_explicit_memory(ctx, "My therapist appointment moved to May 2023", MemoryType.FACT,
                                              observed_at=SAID, sensitivity="sensitive")
    async with memory.repo.db.connection() as conn:
        rows = dict(await (await conn.execute(
            "SELECT lineage_id, date_spans FROM zeusmem.memory_items WHERE lineage_id IN (%s, %s)",
            (teacher.id, secret.id))).fetchall())
    assert rows == {teacher.id: list(vmod.date_spans(last_year, SAID)), secret.id: None}
    assert vmod.remove_spans(last_year, rows[teacher.id]) == "Mia's teacher was Ms. Okafor."

    caches.forget_texts()  # as if another server wrote it
    parsed: list[str] = []
    original = vmod._read

    def reading(text: str, base: datetime) -> Any:
        parsed.append(text)
        return original(text, base)

    monkeypatch.setattr(vmod, "_read", reading)
    # the two differ in their times and in the teacher: only without the times is it the same statement
    assert claims.relation("Mia's teacher this year is Mr. Brandt.", last_year, 0.7).kind == "none"
    await memory.add_explicit_memory(ctx, "Mia's teacher this year is Mr. Brandt.", MemoryType.FACT,
                                     observed_at=day(2024, 4, 2))
    assert (await memory.get_memory(ctx, teacher.id)).status is Status.SUPERSEDED
    assert last_year not in parsed and "Mia's teacher this year is Mr. Brandt." in parsed


async def test_explicit_validity_bounds_valid_at(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("valid-explicit")
    m = await memory.add_explicit_memory(ctx, "Works at the Acme office in Leeds", MemoryType.FACT,
                                         valid_from=day(2020, 1), valid_to=day(2021, 1))
    assert (m.valid_from, m.valid_to) == (day(2020, 1), day(2021, 1))
    assert m.observed_at is not None and abs(m.observed_at - datetime.now(UTC)) < timedelta(minutes=5)

    async def ids(t: datetime) -> list[str]:
        return [h.item.id for h in await memory.search_memories(ctx, "where does he work?", valid_at=t)]

    assert await ids(day(2020, 6)) == [m.id]
    assert await ids(day(2019, 12, 31)) == []
    assert await ids(day(2021, 1)) == []  # valid_to is exclusive
    # an explicit bound wins over the text; the other one is still read from it
    n = await memory.add_explicit_memory(ctx, "Has lived in York since 2015", MemoryType.FACT,
                                         valid_to=day(2019, 1))
    assert (n.valid_from, n.valid_to) == (day(2015, 1), day(2019, 1))


async def test_update_keeps_or_rereads_the_times(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("valid-update")
    m = await memory.add_explicit_memory(ctx, "Plays the cello in an orchestra", MemoryType.FACT,
                                         observed_at=SAID, valid_from=day(2010, 1))
    same = await memory.update_memory(ctx, m.id, tags=["music"])
    assert (same.observed_at, same.valid_from, same.valid_to) == (SAID, day(2010, 1), None)
    bounded = await memory.update_memory(ctx, same.id, valid_to=day(2022, 1))
    assert (bounded.valid_from, bounded.valid_to) == (day(2010, 1), day(2022, 1))
    reread = await memory.update_memory(ctx, bounded.id, content="Played the cello in an orchestra until 2021")
    assert reread.observed_at == SAID and reread.valid_to == day(2022, 1)


async def test_bad_times_are_typed_errors_and_nothing_is_written(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("valid-bad")
    naive = datetime(2023, 5, 8, 12, 0)
    for kwargs, field in (
        ({"observed_at": naive}, "observed_at"),
        ({"valid_from": naive}, "valid_from"),
        ({"valid_to": naive}, "valid_to"),
        ({"valid_from": day(2022, 1), "valid_to": day(2021, 1)}, "valid_to"),
        ({"valid_from": day(2022, 1), "valid_to": day(2022, 1)}, "valid_to"),
        ({"observed_at": "yesterday"}, "observed_at"),
    ):
        with pytest.raises(InvalidInput) as e:
            await memory.add_explicit_memory(ctx, "Drinks oat milk in coffee", MemoryType.PREFERENCE, **kwargs)
        assert e.value.field == field
    assert await memory.list_memories(ctx) == []
    m = await memory.add_explicit_memory(ctx, "Drinks oat milk in coffee", MemoryType.PREFERENCE,
                                         valid_from=day(2022, 1))
    with pytest.raises(InvalidInput) as e:
        await memory.update_memory(ctx, m.id, valid_to=day(2021, 1))
    assert e.value.field == "valid_to"
    with pytest.raises(InvalidInput) as e:
        await memory.search_memories(ctx, "coffee", valid_at=naive)
    assert e.value.field == "valid_at"
    with pytest.raises(InvalidInput) as e:
        await memory.list_memories(ctx, valid_at=naive)
    assert e.value.field == "valid_at"
    assert [x.id for x in await memory.list_memories(ctx)] == [m.id]


async def test_recall_shows_when_it_was_said(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext("valid-recall")
    await memory.add_explicit_memory(ctx, "I moved to Lisbon last year", MemoryType.FACT, observed_at=SAID)
    text = await memory.recall(ctx)
    assert "said 2023-05-08" in text and "since 2022" in text


async def test_existing_rows_migrate_with_observed_at_from_created_at(
    fresh_database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database from before the change: its rows get observed_at = created_at and no validity."""
    import psycopg

    from zeusmem.storage import database
    from zeusmem.storage.migrations import MIGRATIONS

    mine = next(i for i, m in enumerate(MIGRATIONS) if "ADD COLUMN IF NOT EXISTS observed_at" in m)
    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS[:mine])
    await database.setup(fresh_database_url)
    with psycopg.connect(fresh_database_url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO zeusmem.memory_items (id, lineage_id, content, memory_type, scope, scope_id, source,"
            " confidence, created_by, created_at) VALUES ('mem_old', 'mem_old', 'I moved to Lisbon last year',"
            " 'fact', 'user', 'old-user', 'user', 1.0, 'old-user', '2021-06-01T10:00:00+00')"
        )
    monkeypatch.setattr(database, "MIGRATIONS", MIGRATIONS)
    assert await database.setup(fresh_database_url) == len(MIGRATIONS)
    with psycopg.connect(fresh_database_url) as conn:
        row = conn.execute(
            "SELECT observed_at, valid_from, valid_to FROM zeusmem.memory_items WHERE id = 'mem_old'"
        ).fetchone()
    assert row == (datetime(2021, 6, 1, 10, tzinfo=UTC), None, None)


def test_rest_takes_the_times_and_valid_at(database_url: str, minilm: object) -> None:
    from fastapi.testclient import TestClient

    from zeusmem import Settings
    from zeusmem.interfaces.auth import AuthConfig, issue_token
    from zeusmem.interfaces.rest import create_app

    secret = "validity-secret-" + "x" * 40
    app = create_app(database_url, minilm, settings=Settings(), auth=AuthConfig(jwt_secret=secret))  # type: ignore[arg-type]
    me = {"Authorization": "Bearer " + issue_token(secret, "rest-valid")}
    with TestClient(app) as c:
        r = c.post("/memory", headers=me, json={"content": "Works at the Acme office in Leeds",
                                                 "observed_at": "2023-05-08T13:56:00+00:00",
                                                 "valid_from": "2020-01-01T00:00:00+00:00",
                                                 "valid_to": "2021-01-01T00:00:00+00:00"})
        assert r.status_code == 201, r.text
        body = r.json()
        assert body["observed_at"].startswith("2023-05-08T13:56") and body["valid_to"].startswith("2021-01-01")
        q = "where does he work?"
        found = c.get("/memory/search", headers=me, params={"q": q, "valid_at": "2020-06-01T00:00:00Z"})
        assert [h["memory"]["id"] for h in found.json()] == [body["id"]]
        later = c.get("/memory/search", headers=me, params={"q": q, "valid_at": "2022-06-01T00:00:00Z"})
        assert later.status_code == 200 and later.json() == []
        listed = c.get("/memory", headers=me, params={"valid_at": "2020-06-01T00:00:00+00:00"})
        assert [m["id"] for m in listed.json()] == [body["id"]]
        naive = c.get("/memory", headers=me, params={"valid_at": "2020-06-01T00:00:00"})
        assert naive.status_code == 400 and "valid_at" in naive.text  # a bad query parameter
        bad = c.post("/memory", headers=me, json={"content": "Drinks oat milk", "valid_from": "2022-01-01T00:00:00Z",
                                                   "valid_to": "2021-01-01T00:00:00Z"})
        assert bad.status_code in (400, 422) and "valid_to" in bad.text, bad.text


def test_message_time_from_the_message() -> None:
    from langchain_core.messages import HumanMessage

    from zeusmem.agent.tools import message_time

    assert message_time(HumanMessage("hi", additional_kwargs={"timestamp": "2023-05-08T13:56:00Z"})) == \
        datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert message_time(HumanMessage("hi", response_metadata={"created_at": 1683554160})) == \
        datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert message_time(HumanMessage("hi", additional_kwargs={"timestamp": "2023-05-08T13:56:00"})) is None  # naive
    assert message_time(HumanMessage("hi")) is None


def test_cli_times_and_valid_at(database_url: str) -> None:
    import json
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("ZEUSMEM_") and k != "OPENAI_API_KEY"}
    env.update({"NO_COLOR": "1", "ZEUSMEM_EMBEDDINGS": "local", "ZEUSMEM_DATABASE_URL": database_url})

    def cli(*args: str) -> object:
        done = subprocess.run([sys.executable, "-m", "zeusmem", *args, "--user", "cli-valid", "--json"], env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    item = cli("add", "Works at the Acme office in Leeds", "--observed-at", "2023-05-08",
               "--valid-from", "2020-01-01", "--valid-to", "2021-01-01")
    assert isinstance(item, dict) and item["observed_at"].startswith("2023-05-08")
    hits = cli("search", "where does he work?", "--valid-at", "2020-06-01")
    assert isinstance(hits, list) and [h["memory"]["id"] for h in hits] == [item["id"]]
    assert cli("list", "--valid-at", "2022-06-01") == []


async def test_valid_at_in_a_scope_with_its_own_ann_index(
        fresh_database_url: str, minilm: Any) -> None:
    """A very large scope is searched through its own (active-only) ANN index: what a later statement
    ended in the world is read by an exact branch of its own, so valid_at still finds it."""
    settings = zeusmem.Settings(exact_scan_limit=20)
    async with zeusmem.open_memory(fresh_database_url, minilm, settings=settings) as memory:
        ctx = SecurityContext("valid-ann")
        for i in range(40):
            await memory.add_explicit_memory(ctx, f"Note {i}: sensor {i * 7} reads {i * 13} units", MemoryType.FACT)
        await memory.add_explicit_memory(ctx, "I moved to Lisbon last year", MemoryType.FACT, observed_at=SAID)
        await memory.add_explicit_memory(ctx, "I moved to Porto in March 2024", MemoryType.FACT,
                                         observed_at=day(2024, 4, 2))
        statuses = {m.content: m.status for m in await memory.list_memories(ctx, status=Status.SUPERSEDED)}
        assert statuses == {"I moved to Lisbon last year": Status.SUPERSEDED}  # Porto ended Lisbon
        await memory.repo.maintain_scope_indexes(20)
        assert await memory.repo.indexed_scopes(refresh=True), "the scope has its own ANN index"
        then = await memory.search_memories(ctx, "I moved to Lisbon last year", k=3, valid_at=day(2023, 7, 1))
        assert "I moved to Lisbon last year" in [h.item.content for h in then]
        assert "I moved to Porto in March 2024" not in [h.item.content for h in then]
        now = await memory.search_memories(ctx, "I moved to Lisbon last year", k=3, valid_at=datetime.now(UTC))
        assert "I moved to Porto in March 2024" in [h.item.content for h in now]
        assert "I moved to Lisbon last year" not in [h.item.content for h in now]
        statements = [text for text, _names in memory.repo._search_sql.values()]
        assert any("tq_rare" in t and "valid_to IS NOT NULL" in t for t in statements), "went through the ANN branch"
