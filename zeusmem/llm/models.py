"""Which chat model the example graphs use: a real one when configured, else the offline stand-in.

| Environment | Model |
|---|---|
| ``ZEUSMEM_MODEL=offline`` | :class:`~zeusmem.llm.offline_model.OfflineChatModel` |
| ``ZEUSMEM_MODEL=provider:name`` (not ``openai:``) | ``langchain.chat_models.init_chat_model(...)`` |
| ``ZEUSMEM_MODEL`` and/or ``OPENAI_API_KEY`` (+ ``OPENAI_BASE_URL``) | ``langchain_openai.ChatOpenAI`` |
| nothing | :class:`~zeusmem.llm.offline_model.OfflineChatModel` |

>>> type(resolve_chat_model(env={})).__name__
'OfflineChatModel'
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from langchain_core.language_models.chat_models import BaseChatModel

from zeusmem.errors import ConfigurationError
from zeusmem.llm.offline_model import OfflineChatModel

DEFAULT_OPENAI_MODEL = "gpt-4o-mini"
OFFLINE_NAMES = frozenset({"offline", "zeusmem-offline", "fake", "none"})


def resolve_chat_model(env: Mapping[str, str] | None = None) -> BaseChatModel:
    """The chat model configured by the environment (see the module table)."""
    env = os.environ if env is None else env
    name = env.get("ZEUSMEM_MODEL", "").strip()
    key = env.get("OPENAI_API_KEY", "").strip()
    base_url = env.get("OPENAI_BASE_URL", "").strip()
    if name.lower() in OFFLINE_NAMES or (not name and not key):
        return OfflineChatModel()
    provider, _, model = name.partition(":")
    if model and provider.lower() != "openai":
        from langchain.chat_models import init_chat_model

        return init_chat_model(name)
    model = model or name or DEFAULT_OPENAI_MODEL
    if not key and not base_url:
        raise ConfigurationError(
            f"ZEUSMEM_MODEL={name!r} needs OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible "
            "server); "
            "unset ZEUSMEM_MODEL or set ZEUSMEM_MODEL=offline to use the offline stand-in model"
        )
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model=model, api_key=key or "not-needed", base_url=base_url or None)  # type: ignore[arg-type]
