"""The secret gate on the fifth independent secrets corpus (``tests/independent/secrets_heldout5.py``).

Who and how: written on 2026-12-05 by an independent author (a helper session, branch seccorp5) kept blind
to the gate: nothing under ``zeusmem/``, ``docs/``, ``bench/`` or ``tests/`` was opened, no other corpus was
read, the gate was never run on its texts. Values were filled by a seeded throw-away script outside the
repository (``cryptography`` for key material; Luhn, IBAN, PESEL and BSN check digits where the author meant
them). Its emphasis differs from the four earlier corpora: secrets in the conversation register (a small
part of a long friendly message; spelled out, spaced, dotted, as keycaps, full-width or CJK numerals, voice
transcripts; corrected in the same message), config files and URLs that are not SaaS tokens (``.npmrc``,
``.netrc``, kubeconfig, ``my.cnf``, ``wp-config.php``, WireGuard, OpenVPN, Mosquitto, RTSP cameras, DSNs of
Oracle, MongoDB, Snowflake...), smart-home and everyday codes, and 38 languages (a third of the texts). Its
published example values (AWS EXAMPLE keys, jwt.io, RFC vectors, the 4242 card...) are in a list of their
own, ``DOCUMENTED_EXAMPLES``, counted in neither figure (the gate refuses most of them deliberately:
docs/secrets.md, "Documented examples are refused too").

Figures (``python tests/test_secrets_heldout5.py`` prints them; the test asserts them):

rules -> recall, false positives, documented examples refused:

* main 81169a7, first contact: 214/301 = 71.1%, 9/369 = 2.4%, 13/21;
* + digits spelled, spaced, dotted, as keycaps or numerals (``_spelled``), ten more languages' lock words:
  250/301, 9/369;
* + config lines (PHP define, "name value", WireGuard peers, OpenVPN keys, npm ``_auth``, Oracle logins),
  URL query passwords, sign-in links, references (``!secret``, ``$__file{}``), empty ``NAME=`` lines:
  260/301 = 86.4%, 5/369 = 1.4%;
* + a password told a sentence later ("It's X", "la nueva es X", "新的是X"), labelled seed words with a word
  off the list: 272/301 = 90.4%, 5/369 = 1.4%, 13/21;
* + a backup-code label farther from its list, OpenVPN inline credentials: 274/301 = 91.0%, 5/369;
* + a URL's path is no "user/password" pair: 274/301 = 91.0%, 4/369 = 1.1%.

Still missed (27): letters spelled one by one or in the NATO alphabet, a PIN said without a PIN word ("at the
cash machine ... it's four five one two"), two halves of a code in one message, card numbers that fail the Luhn
check, a Dutch BSN, a code after "set it to", codes after another number in the clause ("level 2 is 0839"), a
dictated API key, a Zigbee key as a list of bytes, a TOTP seed called "the text code under the QR", a key in a
URL query named only in the prose.
False positives (4): two UK sort codes with an account number (refused on purpose: docs/secrets.md), a Grafana
i18n label, a form body in a log with the password redacted.

The first-contact figure is the honest one for data the rules never saw: after four corpora written from
other angles, 29% of this one's secrets were missed — mostly everyday codes said the way people say them
(spelled, spaced, in a language the tables did not hold) and config lines of formats no rule named. The
changes made after reading the misses are listed in the rows below the first; the corpus is no longer
held out for them. Failures name an index and a kind, never the secret.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent
sys.path.insert(0, str(TESTS))

from independent import secrets_heldout5 as corpus  # noqa: E402

from zeusmem.rules.secrets import find_secret  # noqa: E402

MIN_RECALL = 0.90  # a ratchet at the level reached (the bar is 99%)
MAX_FALSE_POSITIVES = 4  # a ratchet (the bar is 1%)


def measure() -> tuple[list[str], list[str], dict[str, list[bool]], int]:
    by_kind: dict[str, list[bool]] = defaultdict(list)
    missed = []
    for i, (kind, text) in enumerate(corpus.SECRETS):
        ok = find_secret(text) is not None
        by_kind[kind.split("/")[0]].append(ok)
        if not ok:
            missed.append(f"#{i} {kind}")
    flagged = [f"#{i} {kind}" for i, (kind, text) in enumerate(corpus.BENIGN) if find_secret(text) is not None]
    examples = sum(find_secret(text) is not None for _, text in corpus.DOCUMENTED_EXAMPLES)
    return missed, flagged, by_kind, examples


def test_heldout5_recall_and_false_positives(summary_lines: list[str]) -> None:
    assert len(corpus.SECRETS) >= 250 and len(corpus.BENIGN) >= 300
    missed, flagged, by_kind, examples = measure()
    found = len(corpus.SECRETS) - len(missed)
    recall = found / len(corpus.SECRETS)
    summary_lines.append(
        f"secret gate, fifth independent corpus (independent/secrets_heldout5): recall {found}/"
        f"{len(corpus.SECRETS)} = {recall:.1%}, false positives {len(flagged)}/{len(corpus.BENIGN)} = "
        f"{len(flagged) / len(corpus.BENIGN):.1%}, documented examples refused {examples}/"
        f"{len(corpus.DOCUMENTED_EXAMPLES)}; below 100%: "
        + (", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(by_kind.items()) if not all(v)) or "none")
    )
    assert recall >= MIN_RECALL, f"recall {recall:.1%} < {MIN_RECALL:.0%}; missed {missed}"
    assert len(flagged) <= MAX_FALSE_POSITIVES, (
        f"{len(flagged)} benign flagged (ratchet {MAX_FALSE_POSITIVES}): {flagged}"
    )


if __name__ == "__main__":
    m, f, k, x = measure()
    print(f"recall {len(corpus.SECRETS) - len(m)}/{len(corpus.SECRETS)}, false positives {len(f)}/{len(corpus.BENIGN)},"
          f" documented examples refused {x}/{len(corpus.DOCUMENTED_EXAMPLES)}")
    print("missed:", m)
    print("flagged:", f)
