"""The second independent corrections corpus (``tests/independent/corrections_heldout2.py``, written
by a second author from the brief only, without reading the rules, the first independent corpus or
any conflict test) on the conflict rules: held out from every rule change so far (issue 25).

Figures, rules alone with MiniLM cosines (``tests/pair_eval.py``):

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main as the corpus arrived (rules written from the other corpora) | 21/95 | 47/47 / 21/47 | 132/134 |
| ``gen2``: attribute readings (``zeusmem.rules.attributes``), merged unseen | 36/95 | 47/47 / 33/47 | 129/134 |
| then the precision losses it revealed (a past "used to live" read as present) | 36/95 | 47/47 / 33/47 | 131/134 |
| ``corr3``: endings anchored on the old words (``zeusmem.rules.endings``), slots | 78/95 | 47/47 / 36/47 | 133/134 |
| endings only of one short statement, superseding at cosine >= 0.7 (else flagged) | 56/95 | 47/47 / 36/47 | 133/134 |
| ``corr4``: ``rules.revisions``, endings of names, "for good" from 0.4 (seen) | 77/95 | 47/47 / 37/47 | 133/134 |
| ``corr5``: kinds of the second to fourth corpora's misses (seen) | 78/95 | 47/47 / 38/47 | 133/134 |
| ``corr6``: one value of a frame replaced (seen) | 80/95 | 47/47 / 38/47 | 133/134 |

So the level reached on the first independent corpus (61/68) did not carry over: the rules leaned on
high cosines and on the phrasings of the corpora they were written from; the structural reading of
attributes (where one lives, works, with whom, habits, pets) took corrections from 22% to 38% and
updates from 45% to 70% on data it never saw, compatible pairs kept 97.8%.

The last three rows are no longer held out: **this corpus has now been read by the rule author**
(``corr3`` was written looking at its misses, by clause shapes rather than its phrasings), so its
figures guard against regressions and say little of generalisation; the next independent corpus is
the held-out measure. What it still misses is mostly meaning: a child moving up a grade, a third
baby, a vegan who eats cheese again, a favourite food displaced ("pizza is number one now"), living
alone ending when a girlfriend moves in, an abbreviation ("wow" for World of Warcraft). The
thresholds below guard the level reached (minus about 2 points); they are not the goal (>= 90% of
corrections, >= 97% of compatible pairs kept).
"""

from __future__ import annotations

import sys
from pathlib import Path

from zeusmem.rules import claims

sys.path.insert(0, str(Path(__file__).parent))
from independent.corrections_heldout2 import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import pure_outcomes, score  # noqa: E402


def test_heldout2_on_the_rules(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    s = score(*(pure_outcomes(claims, minilm, pairs) for pairs in (CORRECTIONS, UPDATES, COMPATIBLE)))
    summary_lines.append(f"second independent corrections corpus, rules: {s}")
    assert len(CORRECTIONS) >= 80 and len(UPDATES) >= 40 and len(COMPATIBLE) >= 120
    assert s.meets(corrections=0.82, updates=0.78, compatible=0.97), s
