"""Relevance, ranking and near-duplicate collapse: pure functions, no I/O.

``similarity`` in the seed formula is a *fused* relevance in [0, 1]:

* ``vector``: cosine similarity of the query and memory embeddings (clipped to [0, 1]);
* ``lexical``: a BM25-style score in [0, 1] — the IDF-weighted share of the query's terms the
  memory contains, times BM25's length normalisation ``(1 + k1) / (1 + k1 (1 - b + b len/avg_len))``
  (k1 = 1.2, b = 0.4), clipped to 1: a memory of average length holding every query term scores
  1, a shorter one reaches 1 sooner, a longer one needs more. Memories are one or two sentences,
  so term frequency counts as present/absent and length is counted in distinct lexemes — exactly
  what PostgreSQL computes cheaply from a ``tsvector``, so the search statement ranks by *this*
  value (:func:`zeusmem.storage.sql.lexical_expr`) and the candidates it keeps are the true best
  ones. IDF comes from term statistics of the *visible* scopes, kept in the database by triggers;
* a memory stored with a ``context`` (the turns around a transcript turn) adds half of what its own
  terms leave times the IDF share of the query terms its context holds (:func:`with_context`):
  R@5 0.582 -> 0.618 on LoCoMo's dialog turns (development half); others rank as before. A
  dialogue turn (``"Name: text"``) written without one gets the turns around it as its context
  (:mod:`zeusmem.rules.neighbours`): LoCoMo's turns stored one by one as the data defines them,
  R@5 0.581 -> 0.620, up in each of the five conversations (+0.020 to +0.066); so does a memory
  stored with the same ``observed_at`` as the one before it (one session's extracted facts):
  LoCoMo's observations 0.698 -> 0.714, up in each conversation;
* a turn whose speaker the query names is ranked with :data:`SPEAKER_BONUS` (0.05) added to its
  relevance (:func:`speaker_bonus`; ``similarity`` and ``min_score`` do not see it): on top of the
  neighbours R@5 0.620 -> 0.629, R@1 0.340 -> 0.364, MRR 0.504 -> 0.527; the study's 0.03-0.1 are
  flat (+0.010 to +0.011, paired interval above 0), so nothing is tuned to a decimal;
* every candidate is ranked with :data:`COVERAGE_BONUS` (0.5) times its *coverage* added: the IDF
  share of the query's terms that the memory **or its context** holds (:func:`coverage`; each term
  once, no length normalisation), so a turn that, with its neighbours, holds the question's words
  ranks up. The search statement computes it for the candidates it sends (``cov``) and
  the service re-ranks them; ``similarity`` and ``min_score`` do not see it. LoCoMo, paired: turns
  R@5 0.627 -> 0.665 (+0.038 [+0.019, +0.056]), observations 0.719 -> 0.730 (+0.011 [-0.006,
  +0.029]); chosen on conversations 26, 30, 41 (0.4-0.6 flat), held-out 42, 43: +0.037, +0.006;
* a memory said in a period the query names ("on 7 July, 2023", "last week";
  :mod:`zeusmem.rules.periods`), or told within a week after it, or holding from it, is ranked
  with :data:`PERIOD_BONUS` (0.2) added (:func:`period_bonus`; the search statement adds it too,
  so those memories are among the candidates it sends): LoCoMo R@5 turns 0.665 -> 0.685,
  observations 0.730 -> 0.748, no conversation down; 0.2-0.3 are flat, 0.1 lower;
* ``fused = vector + (1 - vector) * lexical_weight * lexical`` with ``lexical_weight`` = 1: the
  probabilistic OR of the two, ``1 - (1 - vector)(1 - lexical)``.

Why this fusion: it is monotone in both signals, never below either of them, stays on the
cosine scale the seed's score weights were chosen for (a memory without a lexical match keeps
exactly its vector score), and lets a strong lexical match (names, rare terms, versions) count as
much as a strong vector match. It was chosen on data nobody here wrote — the dialog turns and the
extracted observations of LoCoMo's development half (``python -m bench locomo --study``, 760 and
631 questions). The previous ``lexical_weight`` 0.6 with ``b`` 0.75 only added lexical evidence on
top of cosine and lost to its own lexical half on dialog turns (R@5 0.540 vs 0.552); weight 1
with the milder length normalisation ``b`` 0.4 (long turns with image captions were penalised)
gives R@5 0.582 on turns and 0.702 on observations, above both halves (turns: cosine 0.406, lexical
0.552; observations: 0.636, 0.639). The neighbourhood (weight 0.8-1, b 0.2-0.5) is flat within
0.01, so nothing is tuned to a decimal; weighted sums (0.5/0.5, 0.6/0.4), max and reciprocal rank
fusion (k 5, 60) were no better. On the synthetic benchmark (``python -m bench``) the fused
relevance still beats both halves on R@1, R@5 and MRR.

Then ``score = similarity*w_sim + confidence*w_conf + scope_priority*w_scope`` (the seed formula):
confidence and scope priority deliberately trade some relevance for trust and locality.

Near-duplicate collapse drops a hit that only *restates* a better-ranked one (same key, or cosine
at or above the duplicate threshold without a changed value,
:func:`zeusmem.rules.claims.is_restatement`): "Django 4.2" and "Django 5.1" are both shown.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache

import numpy as np

from zeusmem.rules import neighbours, periods
from zeusmem.rules.claims import is_restatement
from zeusmem.settings import RankWeights

K1 = 1.2
B = 0.4
LEXICAL_WEIGHT = 1.0
CONTEXT_WEIGHT = 0.5
#: added to the relevance of a dialogue turn whose speaker the query names (:func:`speaker_bonus`)
SPEAKER_BONUS = 0.05
#: times a candidate's :func:`coverage`, added to its relevance for ranking
COVERAGE_BONUS = 0.5
#: added to the relevance of a memory said in a period the query names (:func:`period_bonus`)
PERIOD_BONUS = 0.2

_TSV_ENTRY = re.compile(r"'((?:[^']|'')*)'(?::([0-9A-D,]+))?")


def parse_tsvector(text: str) -> dict[str, int]:
    """Term frequencies from a tsvector's text form: ``'dark':3 'theme':4,9`` -> {dark: 1, theme: 2}."""
    tf: dict[str, int] = {}
    for m in _TSV_ENTRY.finditer(text or ""):
        lexeme = m.group(1).replace("''", "'")
        positions = m.group(2)
        tf[lexeme] = len(positions.split(",")) if positions else 1
    return tf


def idf(df: int, n_docs: int) -> float:
    """BM25's (always positive) inverse document frequency."""
    return math.log(1.0 + (n_docs - df + 0.5) / (df + 0.5))


def lexical_relevance(
    query_terms: Sequence[str],
    tf: Mapping[str, int],
    *,
    df: Mapping[str, int],
    n_docs: int,
    avg_len: float,
    k1: float = K1,
    b: float = B,
) -> float:
    """BM25 with binary term frequency, scaled so a full match of average length scores 1: in [0, 1].

    ``tf`` maps the memory's lexemes to counts (only presence matters); its length is the number
    of distinct lexemes, the unit of ``avg_len``.
    """
    terms = list(dict.fromkeys(query_terms))
    if not terms:
        return 0.0
    n = max(n_docs, 1)
    doc_len = sum(1 for c in tf.values() if c)
    norm = k1 * (1 - b + b * doc_len / avg_len) if avg_len > 0 else k1
    total = 0.0
    got = 0.0
    for t in terms:
        w = idf(df.get(t, 0), n)
        total += w
        if tf.get(t, 0):
            got += w
    return min(1.0, got / total * (1.0 + k1) / (1.0 + norm)) if total > 0 else 0.0


def with_context(own: float, context_share: float, *, weight: float = CONTEXT_WEIGHT) -> float:
    """The lexical relevance of a memory stored with a context (``add_explicit_memory(context=)``:
    the turns around a transcript turn): its own BM25 relevance ``own`` plus ``weight`` of what is
    left times the IDF share of the query terms its context holds, in [0, 1]. The search
    statement computes the same (:func:`zeusmem.storage.sql.lexical_expr`)."""
    own = min(1.0, max(0.0, own))
    return own + weight * (1.0 - own) * min(1.0, max(0.0, context_share))


def coverage(
    query_terms: Sequence[str],
    tf: Mapping[str, int],
    context_tf: Mapping[str, int] | None = None,
    *,
    df: Mapping[str, int],
    n_docs: int,
) -> float:
    """The IDF share of the query's terms that the memory (``tf``) or its context (``context_tf``)
    holds, in [0, 1]: each term counted once, no length normalisation. The search statement
    computes the same for the candidates it sends (``cov``)."""
    terms = list(dict.fromkeys(query_terms))
    n = max(n_docs, 1)
    total = got = 0.0
    for t in terms:
        w = idf(df.get(t, 0), n)
        total += w
        if tf.get(t, 0) or (context_tf is not None and context_tf.get(t, 0)):
            got += w
    return got / total if total > 0 else 0.0


def coverage_bonus(share: float, *, bonus: float = COVERAGE_BONUS) -> float:
    """``bonus`` times a candidate's :func:`coverage` ``share``: added to the ranking's relevance,
    not to the similarity shown or compared with ``min_score``."""
    return bonus * _unit_clip(share)


def period_bonus(named: Sequence[periods.Period], said: datetime | None, valid_from: datetime | None = None,
                 *, bonus: float | None = None) -> float:
    """``bonus`` (:data:`PERIOD_BONUS`) when a memory said at ``said`` or holding from ``valid_from``
    falls in a period the query names (:func:`zeusmem.rules.periods.said_in`), else 0."""
    if not named or not periods.said_in(tuple(named), said, valid_from):
        return 0.0
    return PERIOD_BONUS if bonus is None else bonus


def speaker_bonus(query: str, content: str, *, bonus: float = SPEAKER_BONUS) -> float:
    """``bonus`` when ``content`` is a dialogue turn (``"Name: text"``) whose speaker the query names
    ("what did Ana say about camping?" and a turn of Ana's), else 0: a question about a person is
    most often answered by their own words. Added to the ranking's relevance, not to the
    similarity shown or compared with ``min_score``. ``query`` as asked, or once through
    :func:`zeusmem.rules.neighbours.query_words` for many contents."""
    return bonus if neighbours.speaker_named(query, content) else 0.0


def fuse(vector_similarity: float | None, lexical: float, *, lexical_weight: float = LEXICAL_WEIGHT) -> float:
    """Fused relevance in [0, 1]; never below the vector similarity."""
    v = _unit_clip(vector_similarity or 0.0)
    return v + (1.0 - v) * lexical_weight * _unit_clip(lexical)


def _unit_clip(x: float) -> float:
    """``min(1.0, max(0.0, x))`` (NaN gives 0.0 as there) without the two builtin calls: several per
    candidate of every search."""
    if not x >= 0.0:
        return 0.0
    return 1.0 if x > 1.0 else x


def final_score(similarity: float, confidence: float, scope_priority: float, weights: RankWeights) -> float:
    """The seed formula: ``similarity*0.5 + confidence*0.3 + scope_priority*0.2`` by default."""
    return similarity * weights.similarity + confidence * weights.confidence + scope_priority * weights.scope


@dataclass(frozen=True, slots=True)
class Candidate:
    """What collapse needs to know of a ranked hit."""

    index: int
    memory_type: str
    key: str | None
    embedding: np.ndarray | None
    content: str | None = None  # without it, a cosine at or above the threshold is enough
    #: instead of embeddings, the cosine test computed elsewhere (the search statement):
    #: ``ref`` names this hit, ``near`` the refs of the hits it is at or above the threshold with
    #: (a pair may be listed on either side); used when both hits have one
    ref: object = None
    near: Collection[object] | None = None


def collapse_near_duplicates(ranked: Iterable[Candidate], threshold: float, *, limit: int | None = None) -> list[int]:
    """Indexes of the hits to keep, in rank order.

    A hit is dropped when a better-ranked kept hit has the same type and the same key, or an
    embedding at or above ``threshold`` cosine similarity and the hit only restates it (no
    changed number, name, place, time, language or negation). Distinct memories are all kept.
    Hits carrying ``near`` (both of a pair) are tested by it instead of their embeddings (the
    search statement computes the cosine test and sends no vectors).
    Each hit is decided against the better-ranked ones only, so with ``limit`` the walk stops
    once that many are kept (the rest of ``ranked``, which may be lazy, is never looked at): the
    same first ``limit`` as without it.
    """
    kept: list[tuple[Candidate, np.ndarray | None]] = []
    if limit is not None and limit <= 0:
        return []
    for c in ranked:
        unit = _unit(c.embedding) if c.embedding is not None else None
        dup = False
        for k, k_unit in kept:
            if k.memory_type != c.memory_type:
                continue
            if c.key is not None and c.key == k.key:
                dup = True
                break
            if c.near is not None and k.near is not None:
                close = k.ref in c.near or c.ref in k.near
            else:
                close = unit is not None and k_unit is not None and float(np.dot(unit, k_unit)) >= threshold
            if close:
                if c.content is None or k.content is None or _restates(c.content, k.content):
                    dup = True
                    break
        if not dup:
            kept.append((c, unit))
            if limit is not None and len(kept) >= limit:
                break
    return [k.index for k, _ in kept]


@lru_cache(maxsize=16384)
def _restates(new: str, old: str) -> bool:
    """:func:`~zeusmem.rules.claims.is_restatement`, remembered per pair of texts: a scope's clusters of
    near-identical memories meet again in search after search, and each test costs ~0.15 ms (a
    hit of a 15k-item project compared with up to four kept ones: 1.2 of its 1.44 ms ranking p95)."""
    return is_restatement(new, old)


def _unit(v: np.ndarray) -> np.ndarray | None:
    # np.linalg.norm of a real vector (sqrt of its dot with itself, in its own dtype) without its
    # argument checks: a third of the collapse's time per candidate
    n = float(np.sqrt(v.dot(v))) if v.ndim == 1 and v.dtype.kind == "f" else float(np.linalg.norm(v))
    return None if n == 0 else v / n
