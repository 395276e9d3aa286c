"""The secret gate on the second independent secrets corpus (``tests/independent/secrets_heldout2.py``).

Who and how: the corpus was written by an independent author (a helper session, corpus4) without reading the gate's
rules, its phrase lists or the other corpora; values follow public format specifications (prefixes, lengths,
charsets, checksums), the sentences around them were written by hand. See the corpus docstring for the decisions
taken on open questions (placeholders, public-by-design identifiers, PINs).

Figures. First contact (corpus4's rules, 2026-12-04, before any change prompted by this corpus): recall
267/279 = 95.7%, false positives 6/334 = 1.8%; below 100%: env 11/12, k8s_secret 2/3, named_api_key 49/51,
password_ar 0/2, pin 6/9, webhook 2/4, wifi 6/7. After issue 25 item 3 (branch sec; the corpus is no longer held
out: its misses were read, and the rules were changed for the class each stands for, with probes of other
phrasings written first into ``secrets_heldout_own.py``): recall 279/279 = 100%, false positives 2/334 = 0.6%
(seen). The two left are deliberate (docs/secrets.md): a published test card number (``4242 4242 4242 4242``) is
refused like any card, and a UK sort code with an account number is refused as a bank account; this corpus's
author counts both as benign. Thresholds are a ratchet at the issue-25 bar: recall >= 99%, false positives
<= 1%. Failures name an index and a kind, never the secret.
"""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

from independent import secrets_heldout2 as corpus  # noqa: E402
from test_secrets_heldout import score_corpus  # noqa: E402


def test_heldout2_recall_and_false_positives(summary_lines: list[str]) -> None:
    assert len(corpus.SECRETS) >= 250 and len(corpus.BENIGN) >= 250
    score_corpus("second independent corpus (independent/secrets_heldout2)", list(corpus.SECRETS),
                 [t for _, t in corpus.BENIGN], summary_lines)
