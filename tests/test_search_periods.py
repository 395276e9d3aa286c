"""A search whose query names a period ("on 7 July, 2023", "in March 2024", "last week") ranks the
memories said in it (or told within a week after it, or holding from it) higher
(:mod:`zeusmem.rules.periods`, :func:`zeusmem.rules.ranking.period_bonus`), and looks further down
the candidates for them."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime, timedelta

import pytest

import zeusmem
from zeusmem import SecurityContext
from zeusmem.rules.periods import named_periods

NOW = datetime(2024, 1, 10, 15, 30, tzinfo=UTC)


def _days(query: str, now: datetime = NOW) -> list[tuple[str, str]]:
    return [(a.date().isoformat(), b.date().isoformat()) for a, b in named_periods(query, now)]


@pytest.mark.parametrize(("query", "expected"), [
    ("What did Maria plan on the evening of 7 July, 2023?", [("2023-07-07", "2023-07-08")]),
    ("What did Joanna recommend to Nate on February 7, 2022?", [("2022-02-07", "2022-02-08")]),
    ("what happened on the 1st of March 2023", [("2023-03-01", "2023-03-02")]),
    ("Which workout did she start in December 2022?", [("2022-12-01", "2023-01-01")]),
    ("How many times did we go to the beach in 2023?", [("2023-01-01", "2024-01-01")]),
    ("deploy log for 2023-07-07", [("2023-07-07", "2023-07-08")]),
    ("Where was John between August 11 and August 15 2023?",  # the year of the other date
     [("2023-08-11", "2023-08-12"), ("2023-08-15", "2023-08-16")]),
    ("What did we decide on March 3rd?", [("2023-03-03", "2023-03-04")]),  # the latest March 3rd
    ("What did we decide on 5 January?", [("2024-01-05", "2024-01-06")]),
    ("Was ist am 7. Juli 2023 passiert?", [("2023-07-07", "2023-07-08")]),
    ("¿Qué pasó el 7 de julio de 2023?", [("2023-07-07", "2023-07-08")]),
    ("Qu'est-ce qu'on a décidé le 12 mars 2023 ?", [("2023-03-12", "2023-03-13")]),
    ("what did we decide yesterday about the deploy", [("2024-01-09", "2024-01-10")]),
    ("What did Tim do last week?", [("2024-01-01", "2024-01-08")]),
    ("anything from this month?", [("2024-01-01", "2024-02-01")]),
    ("the bug I mentioned 3 days ago", [("2024-01-07", "2024-01-08")]),
])
def test_the_periods_a_query_names(query: str, expected: list[tuple[str, str]]) -> None:
    assert _days(query) == expected


@pytest.mark.parametrize("query", [
    "What are Caroline's plans for the summer?",
    "What do I eat in the morning?",
    "I may 5 times try it",
    "Python 3.12 on port 2024",
    "ticket 4512 is still open",
    "What is the name of the dog I adopted with my sister?",
    "Why did she mark the 31 February?",
])
def test_queries_that_name_no_period(query: str) -> None:
    assert named_periods(query, NOW) == ()


TARGET = "Sushi at the river with Kenji for lunch, then a long walk in the park"
LUNCHES = [  # (said on, text): the lexically strongest lunch memories are not the one of 7 July
    (datetime(2023, 8, 20, 12, tzinfo=UTC), "Had a long lunch with Marco at the pizza place, best lunch of the year"),
    (datetime(2023, 6, 2, 12, tzinfo=UTC), "Lunch with the whole team at the canteen, a noisy lunch"),
    (datetime(2023, 7, 7, 12, tzinfo=UTC), "Priya and I went for ramen at the noodle bar at noon"),
    (datetime(2023, 7, 28, 12, tzinfo=UTC), "Ate a sandwich at my desk, no lunch break today"),
]


async def test_a_memory_said_on_the_day_a_query_names_ranks_first(memory: zeusmem.MemoryService) -> None:
    ctx = SecurityContext(f"periods_{secrets.token_hex(3)}")
    ids = {}
    for said, text in LUNCHES:
        ids[said.date().isoformat()] = (await memory.add_explicit_memory(ctx, text, "fact", observed_at=said)).id
    undated = await memory.search_memories(ctx, "Who did I have lunch with?", k=4)
    assert undated[0].item.id != ids["2023-07-07"]  # on its words alone another lunch ranks first
    dated = await memory.search_memories(ctx, "Who did I have lunch with on 7 July, 2023?", k=4)
    assert dated[0].item.id == ids["2023-07-07"]
    assert dated[0].score > undated[[h.item.id for h in undated].index(ids["2023-07-07"])].score
    # told within a week after the day counts (people tell things later); three weeks later does not
    told = await memory.add_explicit_memory(ctx, "Priya says the ramen place we tried is closing down", "fact",
                                            observed_at=datetime(2023, 7, 12, 9, tzinfo=UTC))
    hits = await memory.search_memories(ctx, "What happened with Priya in the week of 5 July 2023?", k=4)
    assert hits[0].item.id in {ids["2023-07-07"], told.id}


async def test_the_day_a_query_names_reaches_past_the_usual_candidates(memory: zeusmem.MemoryService) -> None:
    """Forty memories match the query's words better than the one of the named day: it is still
    found, from further down the candidates (3 k are sent otherwise)."""
    user = f"periods_deep_{secrets.token_hex(3)}"
    ctx = SecurityContext(user)
    base = datetime(2023, 5, 1, 12, tzinfo=UTC)
    names = ("Ada Ben Cleo Dev Eli Fay Gus Hal Ivy Jo Kai Lea Max Nia Oz Pia Quin Ray Sol Tom Uma Vic Wes Xia Yan Zed"
             " Abe Bea Cy Dot Ed Flo Gil Hen Ian Jan Kit Lou Mo Ned").split()
    texts = [f"Lunch was pasta with {name} at the office canteen" for name in names]
    texts.append(TARGET)
    vectors = await memory.embeddings.aembed_documents(texts)
    said = [base + timedelta(days=i) for i in range(40)] + [datetime(2023, 9, 14, 12, tzinfo=UTC)]
    rows = [{"id": f"mem_{user}_{i}", "content": t, "memory_type": "fact", "scope": "user", "scope_id": user,
             "created_by": user, "confidence": 1.0, "created_at": s, "observed_at": s, "embedding": v}
            for i, (t, s, v) in enumerate(zip(texts, said, vectors, strict=True))]
    report = await memory.bulk_load(rows)
    assert report.loaded == 41
    target = f"mem_{user}_40"
    undated = await memory.search_memories(ctx, "What did I have for lunch?", k=50)
    assert target not in [h.item.id for h in undated[:10]]  # 30 candidates, 40 better on their words
    hits = await memory.search_memories(ctx, "What did I have for lunch on 14 September 2023?", k=1)
    assert [h.item.id for h in hits] == [target]
