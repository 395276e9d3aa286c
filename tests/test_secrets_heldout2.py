"""The secret gate on the second independent secrets corpus (``tests/independent/secrets_heldout2.py``).

Who and how: the corpus was written by an independent author (a helper session, corpus4) without reading the gate's
rules, its phrase lists or the other corpora; values follow public format specifications (prefixes, lengths,
charsets, checksums), the sentences around them were written by hand. See the corpus docstring for the decisions
taken on open questions (placeholders, public-by-design identifiers, PINs).

Figures: to be filled in at first contact (the corpus was committed without being run on the gate). The thresholds
are recall >= 0.0 and false positives <= 1.0 until then; the aim is the issue-25 bar (recall >= 99%, false positives
<= 1%). Failures name an index and a kind, never the secret.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

from independent import secrets_heldout2 as corpus  # noqa: E402

from zeusmem.rules.secrets import find_secret  # noqa: E402


def test_heldout2_recall_and_false_positives(summary_lines: list[str]) -> None:
    assert len(corpus.SECRETS) >= 250 and len(corpus.BENIGN) >= 250
    by_kind: dict[str, list[bool]] = defaultdict(list)
    missed = []
    for i, (kind, text) in enumerate(corpus.SECRETS):
        ok = find_secret(text) is not None
        by_kind[kind].append(ok)
        if not ok:
            missed.append(f"#{i} {kind}")
    flagged = [f"#{i} {kind}" for i, (kind, text) in enumerate(corpus.BENIGN) if find_secret(text) is not None]
    found = len(corpus.SECRETS) - len(missed)
    recall, fp = found / len(corpus.SECRETS), len(flagged) / len(corpus.BENIGN)
    summary_lines.append(
        f"secret gate, second independent corpus (independent/secrets_heldout2): recall {found}/{len(corpus.SECRETS)} "
        f"= {recall:.1%}, false positives {len(flagged)}/{len(corpus.BENIGN)} = {fp:.1%}; below 100%: "
        + (", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(by_kind.items()) if not all(v)) or "none")
    )
    assert recall >= 0.0, f"recall {recall:.1%}; missed {missed}"
    assert fp <= 1.0, f"{len(flagged)} benign flagged ({fp:.1%}): {flagged}"
