"""The fourth independent corrections corpus (``tests/independent/corrections_heldout4.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corpus4) who did not read the rules
(``zeusmem/``), the other corpora, the phrase lists or any conflict test; only this test's model
(``tests/test_corrections_heldout3.py``) and the format of the third corpus. Phrasings follow the register of
the LoCoMo development conversations (casual chat turns, observation-style summaries; written fresh, nothing
copied), ~22% of the corrections in German, French, Spanish, Portuguese, Italian, Russian, Chinese, Japanese
and Dutch, plus team/project decisions reversed, schedule changes and near-miss compatible pairs.

Figures: to be filled in at first contact (the corpus was committed without being run on the rules). The
thresholds are 0.0 until then; the first measurement sets the ratchet.
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
    assert s.meets(corrections=0.0, updates=0.0, compatible=0.0), s
