"""Embedding models: the offline default (:mod:`~zeusmem.embeddings.local`), per-user resolution and
model identity (:mod:`~zeusmem.embeddings.resolve`).
"""
