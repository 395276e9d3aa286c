"""The secret gate on the fourth independent secrets corpus (``tests/independent/secrets_heldout4.py``).

Who and how: the corpus was written by an independent author (a helper session, branch corpus6) without
reading the gate's rules, docs/secrets.md, any test or the other corpora; values were filled by a seeded
throw-away script (``cryptography`` for keys, ``mnemonic`` for BIP39 phrases, check digits for ids and cards),
the texts around them written by hand as templates. Its emphasis differs from the earlier sets: secrets inside
source code as pasted (positional arguments, JDBC / PDO, SDK credentials, Jupyter JSON, SQL, htpasswd, CI,
Terraform, Kubernetes base64), secrets stated in the user's own words in 20 languages (PINs, door / gate /
intercom codes, Wi-Fi keys, often without a password word), and other places (forwarded e-mails, tickets,
CSV / TSV rows, password-manager exports, 2FA backup-code lists, product keys, national ids). See the corpus
docstring for the decisions taken on open questions.

Figures. First contact (the rules of main 5e276fd, before any change prompted by this corpus): recall
173/261 = 66.3%, false positives 10/323 = 3.1%. Missed: positional passwords in code, SQL ``IDENTIFIED BY``,
``htpasswd -b``, a Yandex OAuth token, a base64 DSN in a Secret's data, a Naver client-secret header, 59
PINs / codes / Wi-Fi keys / passwords in 19 languages, tables with a password column, password-manager
exports, 2FA backup-code lists, recovery codes, a VeraCrypt passphrase, alarm / garage codes, an unlock
pattern, a card split over lines, PESEL / Aadhaar / PAN, a bank login's access code, product keys and
named Cloudflare / Okta / Datadog tokens. Flagged: code reading a password from a secret manager or
getpass, ``SG.<redacted>``, a truncated ``pypi-…`` placeholder, an ARN of a secret, AWS's documented
example keys, jwt.io's sample token, the BIP39 "abandon … about" vector, the Stripe test card, a sort code
with an account number.

After issue 25 item 3 (branch sec4; the corpus is no longer held out: its misses were read, and the rules
were changed for the class each stands for, with probes of other phrasings written first into
``secrets_heldout_own.py``): recall 261/261 = 100%, false positives 5/323 = 1.5% (seen). The five left are
deliberate (docs/secrets.md, "Documented examples are refused too", issue 27 item 7): AWS's documented
``AKIAIOSFODNN7EXAMPLE`` pair, jwt.io's sample token and the BIP39 test vector (published values that have
the shape of a credential, refused like a live one: the first independent corpus counts the same jwt.io
token and the same phrase as secrets), the Stripe test card, and a UK sort code with an account number.
Thresholds: recall at the issue-25 bar (>= 99%); false positives a ratchet at what was reached, 5 of 323
(1.5%, above the 1% bar only by those deliberate refusals). Failures name an index and a kind, never the
secret.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

from independent import secrets_heldout4 as corpus  # noqa: E402

from zeusmem.rules.secrets import find_secret  # noqa: E402

MIN_RECALL = 0.99
MAX_FALSE_POSITIVES = 5  # the deliberate refusals of documented examples (see the docstring); the bar is 1%


def test_heldout4_recall_and_false_positives(summary_lines: list[str]) -> None:
    assert len(corpus.SECRETS) >= 250 and len(corpus.BENIGN) >= 300
    by_kind: dict[str, list[bool]] = defaultdict(list)
    missed = []
    for i, (kind, text) in enumerate(corpus.SECRETS):
        ok = find_secret(text) is not None
        by_kind[kind].append(ok)
        if not ok:
            missed.append(f"#{i} {kind}")
    flagged = [f"#{i} {kind}" for i, (kind, text) in enumerate(corpus.BENIGN) if find_secret(text) is not None]
    found = len(corpus.SECRETS) - len(missed)
    recall = found / len(corpus.SECRETS)
    summary_lines.append(
        f"secret gate, fourth independent corpus (independent/secrets_heldout4): recall {found}/"
        f"{len(corpus.SECRETS)} = {recall:.1%}, false positives {len(flagged)}/{len(corpus.BENIGN)} = "
        f"{len(flagged) / len(corpus.BENIGN):.1%}; below 100%: "
        + (", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(by_kind.items()) if not all(v)) or "none")
    )
    assert recall >= MIN_RECALL, f"recall {recall:.1%} < {MIN_RECALL:.0%}; missed {missed}"
    assert len(flagged) <= MAX_FALSE_POSITIVES, (
        f"{len(flagged)} benign flagged (ratchet {MAX_FALSE_POSITIVES}): {flagged}"
    )
