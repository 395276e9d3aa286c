"""Two readings of a pair that do not depend on how a sentence is phrased (issue 25: decisions that
carry over to phrasings no rule was written from).

**Frame substitution** (:func:`substitutes`, a supersede route of :func:`claims.relation`): NEW (or one
of its clauses) states OLD's frame again -- token alignment with ``difflib`` over stems, the speaker,
fillers, stop words and "now" left out -- with exactly one slot replaced by another of the same kind
(number for number, word for word; at most three words, or six characters of a script read one
character at a time), and says that it changed: a "now" (the rules' list, plus :data:`NOW_WORDS` and
:data:`NOW_CHARS` for Dutch, Polish, Turkish, Hindi, Chinese, Japanese, Korean), an arrow ("pg14 ->
pg16") or a retraction. Not for a plan, a question, something temporary or one occasion, an addition
("too", "one more"), "used to", a qualified field ("work email") or someone else.

A learned classifier over language-neutral features was tried beside it and left out of the decision
(``tests/frames_training.py`` holds it and measures it leave-one-set-out): as a supersede tier it gained 11
corrections for 8 compatible pairs lost on the sets it was not fitted on; as a flag-only tier it flagged
0-5 more updates per set but also the look-alikes the rules keep apart on purpose (an occasion, another
value denied, another topic).
"""

from __future__ import annotations

from zeusmem.rules.claims import (
    _ARROW_AT,
    _QUESTION,
    _USED,
    NOW_CHARS,
    NOW_WORDS,
    SUBSTITUTION_CLOSE,
    says_now,
    substitutes,
)

# the rule lives in zeusmem.rules.claims (it reads claims' tokens, parse and vocabularies, and
# claims.relation calls it: one module, no import circle); these are its names
__all__ = ["NOW_CHARS", "NOW_WORDS", "SUBSTITUTION_CLOSE", "_ARROW_AT", "_QUESTION", "_USED", "says_now",
           "substitutes"]
