"""Embedding models: the offline default, per-user resolution, and model identity."""

from zeusmem.embeddings.local import LocalMiniLMEmbeddings
from zeusmem.embeddings.resolve import (
    EmbeddingConfig,
    EmbeddingSpec,
    EmbeddingsResolver,
    create_embeddings,
    default_resolver,
    embedding_spec,
)

__all__ = [
    "EmbeddingConfig",
    "EmbeddingSpec",
    "EmbeddingsResolver",
    "LocalMiniLMEmbeddings",
    "create_embeddings",
    "default_resolver",
    "embedding_spec",
]
