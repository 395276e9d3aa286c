"""The independent corrections corpus (``tests/independent/corrections_heldout.py``, written by a
second author from the brief only, without reading the rules) on the conflict rules and through the
write path: each rule set reported on a corpus it was not written from (issue 25).

Figures, rules alone with MiniLM cosines (``tests/pair_eval.py``), as the corpus arrived:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| before issue 25 (from ``conflict_corpus.py``) | 19/68 | 42/42 / 37/42 | 130/130 |
| change-of-state clauses (from ``correction_phrasings.py``), merged unseen | 38/68 | 42/42 / 37/42 | 129/130 |
| after the classes it revealed were fixed | 55/68 | 42/42 / 41/42 | 130/130 |
| ``gen``, written from ``corrections_conversational.py`` | 57/68 | 42/42 / 41/42 | 130/130 |
| ``gen``, then the kinds the issue names (Russian, "one kid", "now") | 61/68 | 42/42 / 41/42 | 130/130 |
| ``gen2``: the attribute reading (``rules/attributes.py``) | 62/68 | 42/42 / 41/42 | 130/130 (1 flagged) |
| main at fe5bbc8 (corr5) | 64/68 | 42/42 / 41/42 | 130/130 (4 flagged) |
| ``corr6``: one value of a frame replaced (seen) | 65/68 | 42/42 / 41/42 | 130/130 (4 flagged) |

The last row is no longer held out: Russian, "one kid" and the "now" clauses were named in the issue from
this corpus's misses. The goal (>= 90% of corrections) is not met (61/68 = 89.7%): what is left needs
meaning rather than structure ("I love steak" / "I'm vegetarian now", "I got the job ... no longer job
hunting", "I upgraded to Spotify Premium" / "the free Spotify plan"), or the two statements are far apart
for MiniLM ("I stopped running because of my knee", cosine 0.38). The thresholds below guard the level
reached. Through the write path ``gen2`` gives the same figures as the rules alone (62/68, 41/42, 130/130).
"""

from __future__ import annotations

import sys
from pathlib import Path

import zeusmem
from zeusmem.rules import claims

sys.path.insert(0, str(Path(__file__).parent))
from independent.corrections_heldout import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import pure_outcomes, score, write_path_outcome  # noqa: E402


def test_heldout_on_the_rules(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    s = score(*(pure_outcomes(claims, minilm, pairs) for pairs in (CORRECTIONS, UPDATES, COMPATIBLE)))
    summary_lines.append(f"independent corrections corpus, rules: {s}")
    assert len(CORRECTIONS) >= 60 and len(COMPATIBLE) >= 120
    assert s.meets(corrections=0.93, updates=0.95, compatible=0.99), s


async def test_heldout_through_the_write_path(memory: zeusmem.MemoryService, summary_lines) -> None:  # type: ignore[no-untyped-def]
    out = {}
    for name, pairs in (("c", CORRECTIONS), ("u", UPDATES), ("k", COMPATIBLE)):
        out[name] = [await write_path_outcome(memory, f"ho-{name}-{i}", o, n) for i, (o, n) in enumerate(pairs)]
    s = score(out["c"], out["u"], out["k"])
    summary_lines.append(f"independent corrections corpus, write path: {s}")
    lost = [(p, o) for p, o in zip(COMPATIBLE, out["k"], strict=True) if o not in ("none", "flag")]
    assert s.meets(corrections=0.9, updates=0.9, compatible=0.99), (s, lost)
