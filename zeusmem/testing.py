"""Test helpers. **For unit tests only — never use these in production.**

:class:`DeterministicEmbeddings` is a tiny hashing embedder: no model, no network, the same
vector for the same text in every process, and texts sharing words come out similar.
It captures no meaning beyond word overlap, so it is never a default anywhere.
"""

from __future__ import annotations

import hashlib
import math
import re

from langchain_core.embeddings import Embeddings

_WORD = re.compile(r"\w+")


def _features(text: str) -> list[tuple[str, float]]:
    """Lower-cased words (weight 1) and their character trigrams (weight 0.25)."""
    feats: list[tuple[str, float]] = []
    for word in _WORD.findall(text.lower()):
        feats.append(("w:" + word, 1.0))
        padded = f"#{word}#"
        feats.extend(("t:" + padded[i : i + 3], 0.25) for i in range(len(padded) - 2))
    return feats or [("empty:", 1.0)]


class DeterministicEmbeddings(Embeddings):
    """Feature-hashing bag of words + trigrams into ``dims`` signed buckets, L2-normalised.

    Uses blake2b (not Python's salted ``hash``), so vectors are stable across processes.
    An empty text maps to a fixed unit vector. For tests only.
    """

    def __init__(self, dims: int = 64, model_name: str = "deterministic-test") -> None:
        if dims < 1:
            raise ValueError("dims must be >= 1")
        self.dimensions = dims
        self.model_name = model_name

    def _embed(self, text: str) -> list[float]:
        vec = [0.0] * self.dimensions
        for feat, weight in _features(text):
            h = int.from_bytes(hashlib.blake2b(feat.encode(), digest_size=8).digest(), "big")
            vec[h % self.dimensions] += weight if (h >> 63) & 1 else -weight
        norm = math.sqrt(sum(v * v for v in vec))
        if norm == 0.0:  # all features cancelled out
            vec[0], norm = 1.0, 1.0
        return [v / norm for v in vec]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._embed(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._embed(text)

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_documents(texts)

    async def aembed_query(self, text: str) -> list[float]:
        return self._embed(text)

    def __repr__(self) -> str:
        return f"DeterministicEmbeddings(dims={self.dimensions}, model_name={self.model_name!r})"
