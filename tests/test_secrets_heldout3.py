"""The secret gate on the third independent secrets corpus (``tests/independent/secrets_heldout3.py``).

Who and how: the corpus was written by an independent author (a helper session, corpus5) without reading the
gate's rules, docs/secrets.md, any test or the other corpora; values follow public format specifications
(prefixes, lengths, charsets, checksums), the sentences around them were written by hand, as secrets are really
pasted (chat with typos, config snippets, connection strings, curl / docker commands, logs, split across lines
or into spaced groups). See the corpus docstring for the decisions taken on open questions.

Figures. First contact (the rules of main af4b965, before any change prompted by this corpus): recall
252/274 = 92.0%, false positives 8/344 = 2.3%; missed: yaml/helm, yaml/rclone, yaml/cloudflared, json/jwk,
docker/login, log/smtp, split/aws, split/password, split/pin, split/seed, split/stripe, split/slack,
split/digitalocean and password_en/fr/es/pt/nl/sv/ko/vi/id (one each); flagged: hash, iban, base64,
placeholder, masked, wallet_public, device x2. After issue 25 item 3 (branch sec3; the corpus is no longer held
out: its misses were read, and the rules were changed for the class each stands for, with probes of other
phrasings written first into ``secrets_heldout_own.py``): recall 274/274 = 100%, false positives 2/344 = 0.6%
(seen). The two left are deliberate (docs/secrets.md): a published test card number (``4242 4242 4242 4242``)
is refused like any card, and a UK sort code with an account number is refused as a bank account; this
corpus's author counts both as benign, as the second corpus's did. Thresholds are a ratchet at the issue-25
bar: recall >= 99%, false positives <= 1%. Failures name an index and a kind, never the secret.
"""

from __future__ import annotations

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

from independent import secrets_heldout3 as corpus  # noqa: E402
from test_secrets_heldout import score_corpus  # noqa: E402


def test_heldout3_recall_and_false_positives(summary_lines: list[str]) -> None:
    assert len(corpus.SECRETS) >= 250 and len(corpus.BENIGN) >= 300
    score_corpus("third independent corpus (independent/secrets_heldout3)", list(corpus.SECRETS),
                 [t for _, t in corpus.BENIGN], summary_lines)
