"""The third independent corrections corpus (``tests/independent/corrections_heldout3.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by an independent author who did not read the rules (``zeusmem/rules/``),
``zeusmem/service/conflicts.py``, ``zeusmem/service/classifier.py``, the other corpora or any
conflict test; only this test's model (``tests/test_corrections_heldout2.py``) and the format of
the second corpus. Phrasings follow the register of the LoCoMo development conversations
(casual chat turns, observation-style summaries; paraphrased, nothing copied), ~20% in German,
French, Spanish, Portuguese, Italian, Russian and Chinese, plus team/project decisions.

Figures on main as the corpus arrived, rules alone with MiniLM cosines (``tests/pair_eval.py``),
measured with ``.venv/bin/pytest tests/test_corrections_heldout3.py -q -rA``:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at 4cf985c (the corpus unseen) | 54/101 (53.5%) | 50/50 / 2/50 (4%) | 136/138 (98.6%; 1 flagged) |
| + endings, attributes (corr3; this corpus unseen) | 66/101 (65.3%) | 50/50 / 4/50 (8%) | 136/138 (98.6%; 1 flagged) |
| + the endings' precision bound (from LoCoMo dev) | 60/101 (59.4%) | 50/50 / 4/50 (8%) | 136/138 (98.6%; 1 flagged) |
| main at 2cb9e31 (before ``corr4``) | 60/101 (59.4%) | 50/50 / 6/50 (12%) | 136/138 (98.6%; 1 flagged) |
| ``corr4`` (pairs unread) | 78/101 (77.2%) | 50/50 / 20/50 (40%) | 136/138 (98.6%; 2 flagged) |
| ``corr5`` (misses read, by kind) | 84/101 (83.2%) | 50/50 / 24/50 (48%) | 136/138 (98.6%; 2 flagged) |
| main at fe5bbc8 (corr5 and its precision fixes) | 84/101 (83.2%) | 50/50 / 24/50 (48%) | 137/138 (99.3%; 3 flagged) |
| ``corr6``: one value of a frame replaced (seen) | 87/101 (86.1%) | 50/50 / 24/50 (48%) | 137/138 (99.3%; 3 flagged) |

As the corpus arrived, about half of the explicit corrections were caught, and almost none of the updates: a later
state given without correction wording (an age, a school year, a count, a rank, a level, a
birth after a pregnancy, a finished project, a test passed) is read as compatible. Explicit
corrections missed are mostly self-corrections ("I misspoke", "I told you X but"), new values
of an attribute named only in NEW's wording ("new number", "new manager", "renamed her"),
endings stated by an event (a thesis defended, a band broken up, a studio closed, a break-up in
the third person), reversed team decisions ("we reversed", "scrapped", "ripped out", "is gone",
"slipped") and 7 of the 21 non-English pairs. The two compatible pairs lost were superseded at cosine
0.28: another person's break-up, and a wish to move some day.

``corr4`` was written from its own probes (``tests/correction_probes4.py``), the second corpus and
LoCoMo's development conversations; this corpus was measured after each step, its misses were never
listed, and only its first 15 correction pairs were read (when the file's format was checked; one of
them, the gym moved to the evenings, was then tried by hand), so the last row is close to a held-out
figure, though steps were judged by it (one was kept although it cost this corpus 3 updates, for 35
fewer flags on LoCoMo).

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they
guard the level reached on data the rules never saw, they are not the goal (>= 90% of
corrections, >= 97% of compatible pairs kept).
"""

from __future__ import annotations

import sys
from pathlib import Path

from zeusmem.rules import claims

sys.path.insert(0, str(Path(__file__).parent))
from independent.corrections_heldout3 import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import pure_outcomes, score  # noqa: E402


def test_heldout3_on_the_rules(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    s = score(*(pure_outcomes(claims, minilm, pairs) for pairs in (CORRECTIONS, UPDATES, COMPATIBLE)))
    summary_lines.append(f"third independent corrections corpus, rules: {s}")
    assert len(CORRECTIONS) >= 100 and len(UPDATES) >= 50 and len(COMPATIBLE) >= 130
    assert s.meets(corrections=0.84, updates=0.46, compatible=0.97), s
