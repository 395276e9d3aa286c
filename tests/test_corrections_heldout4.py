"""The fourth independent corrections corpus (``tests/independent/corrections_heldout4.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corpus4) who did not read the rules
(``zeusmem/``), the other corpora, the phrase lists or any conflict test; only this test's model
(``tests/test_corrections_heldout3.py``) and the format of the third corpus. Phrasings follow the register of
the LoCoMo development conversations (casual chat turns, observation-style summaries; written fresh, nothing
copied), ~22% of the corrections in German, French, Spanish, Portuguese, Italian, Russian, Chinese, Japanese
and Dutch, plus team/project decisions reversed, schedule changes and near-miss compatible pairs.

Figures at first contact, rules alone with MiniLM cosines (``tests/pair_eval.py``), measured with
``.venv/bin/python -m pytest tests/test_corrections_heldout4.py -q -rA -s``; neither rule set had seen the corpus
(the corr4 rules were written from the kinds the earlier authors named, and from probes of their own,
``tests/correction_probes4.py``):

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at 8df7c5d (before corr4) | 62/121 (51.2%) | 54/54 / 8/54 (14.8%) | 150/153 (98.0%; 3 flagged) |
| + corr4 (zeusmem.rules.revisions) | 76/121 (62.8%) | 54/54 / 31/54 (57.4%) | 150/153 (98.0%; 3 flagged) |
| + corr5 (misses read, by kind) | 98/121 (81.0%) | 54/54 / 37/54 (68.5%) | 150/153 (98.0%; 3 flagged) |
| + corr6: one value of a frame replaced (seen) | 99/121 (81.8%) | 54/54 / 38/54 (70.4%) | 150/153 (98.0%; 3 flagged) |

``corr5`` read this corpus's misses (and the second and third corpus's) and grouped them by kind, fixing kinds
rather than sentences: retraction markers in any subject form and two values traded places ("other way
round"), a new holder of a definite place ("Diego is our team lead now"), a new e-mail address or phone
number, a change decided for the speaker ("Company moved us"), a habit's new time, a thing's when moved
("the review deadline moved up"), counted and ranked frames, and change verbs, stop words and day names
of more languages. So the last row is no longer a held-out figure; the fifth corpus is.

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they guard the
level reached on data the rules never saw, they are not the goal (>= 90% of corrections, >= 70% of updates,
>= 97% of compatible pairs kept).
"""

from __future__ import annotations

import sys
from pathlib import Path

from zeusmem.rules import claims

sys.path.insert(0, str(Path(__file__).parent))
from independent.corrections_heldout4 import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import pure_outcomes, score  # noqa: E402


def test_heldout4_on_the_rules(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    s = score(*(pure_outcomes(claims, minilm, pairs) for pairs in (CORRECTIONS, UPDATES, COMPATIBLE)))
    summary_lines.append(f"fourth independent corrections corpus, rules: {s}")
    assert len(CORRECTIONS) >= 110 and len(UPDATES) >= 50 and len(COMPATIBLE) >= 140
    assert s.meets(corrections=0.79, updates=0.68, compatible=0.96), s
