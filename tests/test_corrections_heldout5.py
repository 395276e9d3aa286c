"""The fifth independent corrections corpus (``tests/independent/corrections_heldout5.py``) on the
conflict rules (issue 25, item 1: corpora built by another method than the rules).

Who and how: written by hand by an independent author (a helper session, corpus5, 2026-12-05) who did not read the
rules (``zeusmem/``), the other corpora, the phrase lists or any conflict test; only the fourth corpus's format
docstring and its test. Styles chosen to differ from the earlier corpora: terse developer and ops notes ("standup
now 9:30", "prod db: pg14 -> pg16"), ``key: value`` facts, decisions in meeting notes, third-person summaries,
lowercase / typos / emoji, corrections spread over two sentences with chatter between; 20% in twelve other
languages (German, French, Spanish, Italian, Portuguese, Dutch, Polish, Turkish, Korean, Chinese, Japanese, Hindi).

Figures at first contact, rules alone with MiniLM cosines (``tests/pair_eval.py``), measured with
``.venv/bin/python -m pytest tests/test_corrections_heldout5.py -q -rA -s``; no rule set had seen the corpus:

| rules | corrections superseded | updates stored / superseded or flagged | compatible kept active |
|---|---|---|---|
| main at cad37c1 (corr4 rules) | 57/135 (42.2%) | 59/59 / 43/59 (72.9%) | 191/196 (97.4%; 20 flagged) |
| + corr5 (from corpora 2-4) | 57/135 (42.2%) | 59/59 / 48/59 (81.4%) | 190/196 (96.9%; 22 flagged) |
| + corr5's precision fixes (main at fe5bbc8) | 57/135 (42.2%) | 59/59 / 48/59 (81.4%) | 193/196 (98.5%; 23 flagged) |
| + corr6 (``claims.substitutes``, pairs unread) | 61/135 (45.2%) | 59/59 / 48/59 | 193/196 (98.5%; 23 flagged) |
| + the frame keeps a word besides its subject (a LoCoMo turn it hid) | 60/135 (44.4%) | 59/59 / 48/59 | 193/196 |

So corr5's gains on the corpora it read (fourth: 76 -> 98/121 corrections) did not carry over to this one at
all, and one of its additions (Dutch "van ... naar") superseded a Dutch speaker's home on their parents' move.
After reading this corpus's compatible losses (this corpus is no longer held out for compatible pairs), three
precision fixes by class, each with probes of other phrasings in ``tests/test_correction_kinds5.py``: a field
qualified by "least", "second", "backup", "previous"... is another field (``claims._FIELD_QUALIFIERS``); Dutch
people and first-person words; hedged moves ("maybe", "peut-être", "envisage", "forse", "one day") are plans
in every language the plan pattern of ``attributes`` reads. Then: 57/135, 48/59, **193/196 (98.5%; 23 flagged)**;
the three still superseded restate the same value in another format ("pg16" / "PostgreSQL 16", "300s" / "5 min",
"180 cm" / "5'11\""), which loses nothing.

``corr6`` (``claims.substitutes``, developed on own probes in the styles named above and checked on corpora
1-4; this corpus's pairs unread, measured once at the start and once at the end): a frame said again with one
value replaced under a "now", an arrow or a retraction supersedes: +4 corrections, nothing else moved (+3
with the subject guard added at the merge).

The thresholds are a ratchet at floor(measured fraction * 100 - 2) / 100 of the latest figures; they guard the
level reached on data the rules never saw, they are not the goal (>= 90% of corrections, >= 70% of updates,
>= 97% of compatible pairs kept).
"""

from __future__ import annotations

import sys
from pathlib import Path

from zeusmem.rules import claims

sys.path.insert(0, str(Path(__file__).parent))
from independent.corrections_heldout5 import COMPATIBLE, CORRECTIONS, UPDATES  # noqa: E402
from pair_eval import pure_outcomes, score  # noqa: E402


def test_heldout5_on_the_rules(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    s = score(*(pure_outcomes(claims, minilm, pairs) for pairs in (CORRECTIONS, UPDATES, COMPATIBLE)))
    summary_lines.append(f"fifth independent corrections corpus, rules: {s}")
    assert len(CORRECTIONS) >= 130 and len(UPDATES) >= 55 and len(COMPATIBLE) >= 190
    assert s.meets(corrections=0.42, updates=0.79, compatible=0.96), s
