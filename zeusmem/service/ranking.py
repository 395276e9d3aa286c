"""Relevance, ranking and near-duplicate collapse: pure functions, no I/O.

``similarity`` in the seed formula is a *fused* relevance in [0, 1]:

* ``vector``: cosine similarity of the query and memory embeddings (clipped to [0, 1]);
* ``lexical``: a BM25-style score normalised to [0, 1] — the IDF-weighted share of the query's
  terms the memory contains, each saturated by term frequency and length (BM25's k1, b). IDF
  comes from term statistics of the *visible* scopes, kept in the database by a trigger;
* ``fused = vector + (1 - vector) * lexical_weight * lexical``: never below the vector
  similarity, and a memory matching the query's rare terms (names, versions) rises even when
  the embedding misses them.

Then ``score = similarity*w_sim + confidence*w_conf + scope_priority*w_scope``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from zeusmem.settings import RankWeights

K1 = 1.2
B = 0.75
LEXICAL_WEIGHT = 0.6

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
    """BM25 divided by its maximum for this query (every term present and saturated): in [0, 1]."""
    terms = list(dict.fromkeys(query_terms))
    if not terms:
        return 0.0
    n = max(n_docs, 1)
    doc_len = sum(tf.values())
    norm = k1 * (1 - b + b * doc_len / avg_len) if avg_len > 0 else k1
    total = 0.0
    got = 0.0
    for t in terms:
        w = idf(df.get(t, 0), n)
        total += w
        f = tf.get(t, 0)
        if f:
            got += w * (f * (k1 + 1) / (f + norm)) / (k1 + 1)
    return min(1.0, got / total) if total > 0 else 0.0


def fuse(vector_similarity: float | None, lexical: float, *, lexical_weight: float = LEXICAL_WEIGHT) -> float:
    """Fused relevance in [0, 1]; never below the vector similarity."""
    v = min(1.0, max(0.0, vector_similarity or 0.0))
    return v + (1.0 - v) * lexical_weight * min(1.0, max(0.0, lexical))


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


def collapse_near_duplicates(ranked: Sequence[Candidate], threshold: float) -> list[int]:
    """Indexes of the hits to keep, in rank order.

    A hit is dropped when a better-ranked kept hit has the same type and the same key, or an
    embedding at or above ``threshold`` cosine similarity. Distinct memories are all kept.
    """
    kept: list[Candidate] = []
    for c in ranked:
        dup = False
        for k in kept:
            if k.memory_type != c.memory_type:
                continue
            if c.key is not None and c.key == k.key:
                dup = True
                break
            if c.embedding is not None and k.embedding is not None and _cosine(c.embedding, k.embedding) >= threshold:
                dup = True
                break
        if not dup:
            kept.append(c)
    return [k.index for k in kept]


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    na = float(np.linalg.norm(a))
    nb = float(np.linalg.norm(b))
    if na == 0 or nb == 0:
        return 0.0
    return float(np.dot(a, b) / (na * nb))
