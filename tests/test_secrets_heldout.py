"""The secret gate on every corpus, each one with the thresholds of issue 25: recall >= 99%, false positives
<= 1% of benign look-alikes, and none on the real LoCoMo turns and observations.

Corpora: ``secrets_corpus`` + ``secrets_formats`` (the rules' development data), ``secrets_heldout_own``
(written before the issue-25 rules), ``independent/secrets_heldout`` (an independent author's, written
without reading the rules). LoCoMo is read from ``../shared/locomo-dev`` beside the repository (never
copied into it); the test fails, naming the folder, when it is missing. Failures name a corpus, an index
and a kind, never the secret.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
sys.path.insert(0, str(TESTS))

import secrets_corpus  # noqa: E402
import secrets_heldout_own  # noqa: E402
from independent import secrets_heldout as independent  # noqa: E402

from bench.secrets import locomo_texts  # noqa: E402
from zeusmem.rules.secrets import find_secret  # noqa: E402

# a clone has ../shared beside it; a worktree under /work/wt has it two levels up
LOCOMO_CANDIDATES = [REPO.parent / "shared" / "locomo-dev", REPO.parents[1] / "shared" / "locomo-dev"]

CORPORA = {
    "existing (secrets_corpus + secrets_formats)": (secrets_corpus.SECRETS, list(secrets_corpus.BENIGN)),
    "own held-out (secrets_heldout_own)": (secrets_heldout_own.SECRETS, list(secrets_heldout_own.BENIGN)),
    "independent (independent/secrets_heldout)": (independent.SECRETS, [t for _, t in independent.BENIGN]),
}


@pytest.mark.parametrize("name", list(CORPORA))
def test_recall_and_false_positives(name: str, summary_lines: list[str]) -> None:
    secrets, benign = CORPORA[name]
    score_corpus(name, secrets, benign, summary_lines)


def score_corpus(name: str, secrets: list[tuple[str, str]], benign: list[str], summary_lines: list[str]) -> None:
    """The gate on one corpus: recall >= 99% and false positives <= 1%, its figures in the summary."""
    by_kind: dict[str, list[bool]] = defaultdict(list)
    missed = []
    for i, (kind, text) in enumerate(secrets):
        ok = find_secret(text) is not None
        by_kind[kind].append(ok)
        if not ok:
            missed.append(f"#{i} {kind}")
    flagged = [i for i, text in enumerate(benign) if find_secret(text) is not None]
    found = len(secrets) - len(missed)
    recall, fp = found / len(secrets), len(flagged) / len(benign)
    summary_lines.append(
        f"secret gate, {name}: recall {found}/{len(secrets)} = {recall:.1%}, false positives "
        f"{len(flagged)}/{len(benign)} = {fp:.1%}; below 100%: "
        + (", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(by_kind.items()) if not all(v)) or "none")
    )
    assert recall >= 0.99, f"{name}: recall {recall:.1%} < 99%; missed {missed}"
    assert fp <= 0.01, f"{name}: {len(flagged)} benign flagged ({fp:.1%} > 1%): benign #{flagged}"


def test_no_locomo_turn_is_flagged(summary_lines: list[str]) -> None:
    folder = next((d for d in LOCOMO_CANDIDATES if d.is_dir() and any(d.glob("*.json"))), None)
    assert folder is not None, (
        f"LoCoMo conversations not found: expected ../shared/locomo-dev beside the repository "
        f"(looked in {', '.join(str(d) for d in LOCOMO_CANDIDATES)})"
    )
    texts = locomo_texts(folder)
    assert len(texts) >= 1000, f"{folder} holds only {len(texts)} turns and observations"
    flagged = [i for i, t in enumerate(texts) if find_secret(t) is not None]
    summary_lines.append(f"secret gate, LoCoMo ({folder}): {len(flagged)} of {len(texts)} turns/observations flagged")
    assert not flagged, f"LoCoMo turns flagged as secrets: #{flagged[:20]}"
