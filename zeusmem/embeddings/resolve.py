"""Choosing an embedding model and identifying it.

* :func:`create_embeddings` builds (and caches) an ``Embeddings`` from an
  :class:`EmbeddingConfig` or, without one, from :class:`~zeusmem.settings.Settings`.
* :func:`embedding_spec` names a model as an :class:`EmbeddingSpec`; the storage layer never
  compares vectors of different specs.
* An :data:`EmbeddingsResolver` maps a user id to that user's ``Embeddings``.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from langchain_core.embeddings import Embeddings

from zeusmem.embeddings.local import MODEL_NAME as LOCAL_MODEL
from zeusmem.embeddings.local import LocalMiniLMEmbeddings
from zeusmem.errors import ConfigurationError
from zeusmem.settings import Settings

#: Output sizes of OpenAI models when no ``dimensions`` is requested.
OPENAI_DIMS = {"text-embedding-3-small": 1536, "text-embedding-3-large": 3072, "text-embedding-ada-002": 1536}
PROBE_TEXT = "dimension probe"

EmbeddingsResolver = Callable[[str], Embeddings]
"""``user_id -> Embeddings``: which model embeds (and searches) a given user's memories."""


@dataclass(frozen=True)
class EmbeddingSpec:
    """Identity of an embedding space: model name and vector size."""

    name: str
    dims: int


@dataclass(frozen=True)
class EmbeddingConfig:
    """One user's embedding configuration (model, base URL, API key).

    ``provider`` is ``"local"`` (the bundled MiniLM; ``model`` must be unset or
    ``"all-MiniLM-L6-v2"``) or ``"openai"`` (any OpenAI-compatible endpoint; ``model``
    defaults to ``Settings.embedding_model``, ``api_key`` to ``OPENAI_API_KEY``).
    The key is kept out of ``repr``.
    """

    provider: str = "local"
    model: str | None = None
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)


# --- identification --------------------------------------------------------------------

_probed: dict[int, tuple[weakref.ref[Any], int]] = {}
_probed_lock = threading.RLock()  # re-entrant: a weakref callback may fire under it


def _declared_dims(emb: Any) -> int | None:
    for attr in ("dimensions", "dims"):
        value = getattr(emb, attr, None)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    model = getattr(emb, "model", None)
    if _is_openai(emb) and isinstance(model, str):
        return OPENAI_DIMS.get(model)
    return None


def _probe_dims(emb: Embeddings) -> int:
    """Embed :data:`PROBE_TEXT` once per live instance and remember the vector size."""
    key = id(emb)
    with _probed_lock:
        hit = _probed.get(key)
        if hit is not None and hit[0]() is emb:
            return hit[1]
    dims = len(emb.embed_query(PROBE_TEXT))
    if dims <= 0:
        raise ConfigurationError(f"{type(emb).__qualname__} returned an empty vector")

    def forget(ref: weakref.ref[Any], key: int = key) -> None:
        with _probed_lock:
            if _probed.get(key, (None,))[0] is ref:
                del _probed[key]

    try:
        ref = weakref.ref(emb, forget)
    except TypeError:  # not weak-referenceable: probe again next time
        return dims
    with _probed_lock:
        _probed[key] = (ref, dims)
    return dims


def embedding_spec(embeddings: Embeddings) -> EmbeddingSpec:
    """The :class:`EmbeddingSpec` of a model.

    The name comes from ``model_name`` or ``model`` (else the class's qualified name); the
    size from ``dimensions``/``dims``, the known OpenAI sizes, or else one probe embedding
    (cached per instance). Note the probe is a blocking call for remote models.
    """
    name = next(
        (v for a in ("model_name", "model") if isinstance(v := getattr(embeddings, a, None), str) and v),
        type(embeddings).__qualname__,
    )
    dims = _declared_dims(embeddings) or _probe_dims(embeddings)
    return EmbeddingSpec(name=name, dims=dims)


# --- construction ----------------------------------------------------------------------

_cache: dict[EmbeddingConfig, Embeddings] = {}
_cache_lock = threading.Lock()


def _is_openai(emb: Any) -> bool:
    try:
        from langchain_openai import OpenAIEmbeddings
    except ImportError:
        return False
    return isinstance(emb, OpenAIEmbeddings)


def _env(name: str) -> str | None:
    return os.environ.get(name, "").strip() or None


def _default_config(settings: Settings) -> EmbeddingConfig:
    key = _env("OPENAI_API_KEY")
    if settings.embeddings == "openai" and not key:
        raise ConfigurationError(
            "ZEUSMEM_EMBEDDINGS=openai needs OPENAI_API_KEY; set it, or use the bundled "
            "offline model with ZEUSMEM_EMBEDDINGS=local"
        )
    if settings.embeddings == "openai" or (settings.embeddings == "auto" and key):
        base_url = _env("OPENAI_BASE_URL") or _env("OPENAI_API_BASE")
        return EmbeddingConfig("openai", settings.embedding_model, base_url, key)
    return EmbeddingConfig("local")


def _build(config: EmbeddingConfig, settings: Settings) -> Embeddings:
    if config.provider == "local":
        if config.model not in (None, LOCAL_MODEL):
            raise ConfigurationError(
                f"provider 'local' only offers {LOCAL_MODEL!r}, not {config.model!r}; "
                "use provider 'openai' with a base_url for other models"
            )
        return LocalMiniLMEmbeddings()
    if config.provider != "openai":
        raise ConfigurationError(f"unknown embedding provider {config.provider!r}; use 'local' or 'openai'")
    key = config.api_key
    if not key:
        raise ConfigurationError(
            "OpenAI embeddings need an API key: set EmbeddingConfig.api_key or OPENAI_API_KEY "
            "(any placeholder for servers without auth), or use provider 'local' / ZEUSMEM_EMBEDDINGS=local"
        )
    try:
        from langchain_openai import OpenAIEmbeddings
    except ImportError as exc:
        raise ConfigurationError(
            "OpenAI embeddings need langchain-openai: pip install langchain-openai"
        ) from exc
    kwargs: dict[str, Any] = {"model": config.model or settings.embedding_model, "api_key": key}
    if config.base_url:
        kwargs["base_url"] = config.base_url
        host = urlparse(config.base_url).hostname or ""
        if not host.endswith("openai.com"):
            # Other servers want raw text, and tiktoken would try to download its vocabulary.
            kwargs["check_embedding_ctx_length"] = False
    return OpenAIEmbeddings(**kwargs)


def create_embeddings(
    config: EmbeddingConfig | None = None, *, settings: Settings | None = None
) -> Embeddings:
    """The ``Embeddings`` for ``config``; one shared instance per distinct config.

    Without a config: OpenAI (``settings.embedding_model``, honouring ``OPENAI_BASE_URL``)
    when ``settings.embeddings`` is ``"openai"``, or ``"auto"`` with ``OPENAI_API_KEY`` set;
    otherwise the offline :class:`LocalMiniLMEmbeddings`. ``settings`` defaults to
    ``Settings.from_env()``. Raises :class:`ConfigurationError` for unusable configs.
    """
    settings = settings or Settings.from_env()
    if config is None:
        config = _default_config(settings)
    elif config.provider == "openai":  # normalise so equal setups share one cached instance
        model = config.model or settings.embedding_model
        config = EmbeddingConfig("openai", model, config.base_url, config.api_key or _env("OPENAI_API_KEY"))
    with _cache_lock:
        if (hit := _cache.get(config)) is not None:
            return hit
    emb = _build(config, settings)
    with _cache_lock:
        return _cache.setdefault(config, emb)


def default_resolver(settings: Settings | None = None) -> EmbeddingsResolver:
    """A resolver giving every user the default model of :func:`create_embeddings`.

    The model is built now, so configuration errors surface at start-up. A host app that
    lets users bring their own model passes its own resolver instead, e.g.
    ``lambda user_id: create_embeddings(load_user_config(user_id))``.
    """
    emb = create_embeddings(settings=settings)

    def resolve(user_id: str) -> Embeddings:
        return emb

    return resolve
