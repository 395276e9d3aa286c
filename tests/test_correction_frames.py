"""Frames said again with one value replaced, and other movers (issue 25, ``corr6``).

* :func:`zeusmem.rules.claims.substitutes`: ``new`` states ``old``'s frame again (token alignment over stems,
  the speaker, fillers and "now" left out) with one slot replaced by another of the same kind, under a
  "now" (in the languages read here), an arrow or a retraction; not for a plan, a question, something
  temporary or one occasion, an addition, "used to" or someone else.
* ``claims._other_mover``: "They moved to Lisbon", "My company switched to Teams" change nothing of the
  speaker's own "I live in Munich", "I use Slack with my family".

Own probes (``tests/correction_frames.py``, written from the fifth corpus's style description, not its pairs),
with MiniLM cosines: ``PYTHONPATH=. .venv/bin/python -m pytest tests/test_correction_frames.py -q -rA -s``
(corr6 at the commit adding this file: 31/36 corrections superseded (main: 21/36), 20/20 look-alikes kept).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from zeusmem.rules import claims
from zeusmem.rules import claims as frames  # the frame rule lives in claims

sys.path.insert(0, str(Path(__file__).parent))
from correction_frames import COMPATIBLE, CORRECTIONS, MOVERS_THAT_CHANGE, OTHER_MOVERS  # noqa: E402
from pair_eval import pure_outcomes  # noqa: E402


def test_style_probes(minilm, summary_lines) -> None:  # type: ignore[no-untyped-def]
    changed = pure_outcomes(claims, minilm, CORRECTIONS)
    kept = pure_outcomes(claims, minilm, COMPATIBLE)
    summary_lines.append(f"corr6 style probes: corrections superseded {changed.count('supersede')}/{len(changed)}, "
                         f"look-alikes kept {sum(o != 'supersede' for o in kept)}/{len(kept)}")
    assert [p for p, o in zip(COMPATIBLE, kept, strict=True) if o in ("supersede", "duplicate")] == []
    assert changed.count("supersede") >= 30, [p for p, o in zip(CORRECTIONS, changed, strict=True) if o != "supersede"]
    assert "duplicate" not in changed  # "अब मैं मुंबई में रहता हूँ।" is no restatement of "मैं दिल्ली में ..."


@pytest.mark.parametrize("cos", [0.5, 0.7, 0.9])
@pytest.mark.parametrize(("old", "new"), OTHER_MOVERS)
def test_other_movers_change_nothing_of_the_speaker(old: str, new: str, cos: float) -> None:
    assert claims.relation(new, old, cos).kind != "supersede"


@pytest.mark.parametrize(("old", "new"), MOVERS_THAT_CHANGE)
def test_movers_of_what_the_memory_names_still_change_it(old: str, new: str) -> None:
    assert claims.relation(new, old, 0.7).kind == "supersede"


def test_frame_substitution() -> None:
    assert frames.substitutes("Ik woon in Utrecht.", "Ik woon nu in Amsterdam.")
    assert frames.substitutes("İstanbul'da yaşıyorum.", "Artık Ankara'da yaşıyorum.")
    assert frames.substitutes("저는 서울에 살아요.", "지금은 부산에 살아요.")
    assert frames.substitutes("prod db: pg14", "prod db: pg14 -> pg16")
    assert not frames.substitutes("I speak French.", "I speak Spanish too.")  # an addition
    assert not frames.substitutes("Ik woon in Utrecht.", "Ik woon nu in Amsterdam, voor de zomer?")  # a question
    assert not frames.substitutes("저는 서울에 살아요.", "부모님은 지금 부산에 살아요.")  # someone else
    assert not frames.substitutes("prod db: pg14", "staging db: pg14 -> pg16")  # another frame


def test_the_occasion_and_another_value_denied_are_no_substitution() -> None:
    assert not frames.substitutes("I work from the Berlin office.", "I left the Berlin office early today, now home.")
    assert not frames.substitutes("Plays tennis on Saturdays.", "Rain cancelled tennis this Saturday, squash instead.")
    assert not frames.substitutes("My email is dana.k@fastmail.com.", "My work email is dana@acme.com now.")


def test_a_frame_of_another_speaker_or_a_question_is_not_replaced() -> None:
    """LoCoMo: an answer from another speaker superseded the question it answered."""
    from zeusmem.rules import claims as frames

    old = "Nate: Sounds delicious! Are you only trying dairy-free options?"
    new = ("Joanna: Yeah, since I'm lactose intolerant I'm trying out dairy-free options like coconut or"
           " almond milk instead. It's been great so far.")
    assert not frames.substitutes(old, new)
    assert not frames.substitutes("Are you still living in Utrecht?", "I live now in Amsterdam.")
    assert frames.substitutes("Nate: I live in Utrecht.", "Nate: I live now in Amsterdam.")
