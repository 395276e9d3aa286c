"""Embeddings computed once with the local MiniLM and cached on disk, keyed by text.

The cache (``bench/.cache/embeddings-<model>.npz``) holds one vector per distinct text; a
bigger corpus reuses the vectors of the smaller one (they share most texts). Every system
under test receives these same vectors through :class:`CachedEmbeddings`, so embedding time
is measured once, separately, and never hides storage differences.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

from zeusmem.embeddings.local import DIMENSIONS, MODEL_NAME

CACHE_DIR = Path(os.environ.get("ZEUSMEM_BENCH_CACHE", Path(__file__).parent / ".cache"))


def _key(text: str) -> bytes:
    return hashlib.blake2b(text.encode(), digest_size=16).digest()


class VectorCache:
    """text -> unit vector (float32), persisted as one npz file."""

    def __init__(self, path: Path | None = None, *, embedder: Embeddings | None = None) -> None:
        """``embedder`` fills missing vectors (default: the local MiniLM). A cache filled by another
        model must live at another ``path``: entries are keyed by text only."""
        self.path = path or CACHE_DIR / f"embeddings-{MODEL_NAME}.npz"
        self.embedder = embedder
        self._index: dict[bytes, int] = {}
        self._vectors = np.zeros((0, DIMENSIONS), dtype=np.float32)
        self.embed_seconds = 0.0
        self.embedded = 0
        self._mtime: int | None = None
        if self.path.exists():
            self._mtime = self.path.stat().st_mtime_ns
            data = np.load(self.path)
            keys = data["keys"]  # (n, 16) uint8: numpy "S" strings would drop trailing NUL bytes
            self._vectors = data["vectors"].astype(np.float32, copy=False)
            self._index = {k.tobytes(): i for i, k in enumerate(keys)}

    def __len__(self) -> int:
        return len(self._index)

    def missing(self, texts: Iterable[str]) -> list[str]:
        seen: set[bytes] = set()
        out = []
        for t in texts:
            k = _key(t)
            if k not in self._index and k not in seen:
                seen.add(k)
                out.append(t)
        return out

    def ensure(
        self, texts: Iterable[str], *, progress: Callable[[int, int], None] | None = None, batch: int = 512
    ) -> None:
        """Embed (with the real local model) every text not cached yet, then save."""
        todo = self.missing(texts)
        if not todo:
            return
        if self.embedder is None:
            from zeusmem.embeddings.local import LocalMiniLMEmbeddings

            self.embedder = LocalMiniLMEmbeddings()
        model = self.embedder
        done = 0
        last_save = time.monotonic()
        for start in range(0, len(todo), 8 * batch):  # save now and then: an interrupted run keeps its work
            part = todo[start : start + 8 * batch]
            new = np.zeros((len(part), DIMENSIONS), dtype=np.float32)
            t0 = time.perf_counter()
            for s in range(0, len(part), batch):
                chunk = part[s : s + batch]
                new[s : s + len(chunk)] = np.asarray(model.embed_documents(chunk), dtype=np.float32)
                done += len(chunk)
                if progress:
                    progress(done, len(todo))
            self.embed_seconds += time.perf_counter() - t0
            self.embedded += len(part)
            base = len(self._vectors)
            self._vectors = np.concatenate([self._vectors, new]) if base else new
            for i, t in enumerate(part):
                self._index[_key(t)] = base + i
            # every few minutes at most: the file holds every vector (~1.5 kB each), rewritten whole
            if start + 8 * batch >= len(todo) or time.monotonic() - last_save > 180:
                self.save()
                last_save = time.monotonic()

    def save(self) -> None:
        """Write every vector, keeping those another process saved meanwhile (two runs may share
        the cache: the file is merged, never overwritten with less)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.exists() and self.path.stat().st_mtime_ns != self._mtime:
            data = np.load(self.path)
            extra = [(k.tobytes(), i) for i, k in enumerate(data["keys"]) if k.tobytes() not in self._index]
            if extra:
                vecs = data["vectors"][[i for _, i in extra]].astype(np.float32)
                base = len(self._vectors)
                self._vectors = np.concatenate([self._vectors, vecs]) if base else vecs
                for j, (k, _) in enumerate(extra):
                    self._index[k] = base + j
        keys = np.zeros((len(self._vectors), 16), dtype=np.uint8)
        for k, i in self._index.items():
            keys[i] = np.frombuffer(k, dtype=np.uint8)
        tmp = self.path.with_suffix(f".{os.getpid()}.tmp.npz")
        np.savez(tmp, keys=keys, vectors=self._vectors)
        os.replace(tmp, self.path)
        self._mtime = self.path.stat().st_mtime_ns

    def get(self, text: str) -> np.ndarray | None:
        i = self._index.get(_key(text))
        return None if i is None else self._vectors[i]

    def matrix(self, texts: list[str]) -> np.ndarray:
        return self._vectors[[self._index[_key(t)] for t in texts]]


class CachedEmbeddings(Embeddings):
    """Looks vectors up in a :class:`VectorCache`; same model name and size as the local MiniLM,
    so zeusmem registers the same embedding model. A miss embeds for real and is counted."""

    model_name: str = MODEL_NAME
    dimensions: int = DIMENSIONS

    def __init__(self, cache: VectorCache) -> None:
        self.cache = cache
        self.misses = 0

    def _one(self, text: str) -> list[float]:
        v = self.cache.get(text)
        if v is None:
            self.misses += 1
            self.cache.ensure([text])
            v = self.cache.get(text)
            assert v is not None
        return v.tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._one(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._one(text)

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_documents(texts)

    async def aembed_query(self, text: str) -> list[float]:
        return self._one(text)
