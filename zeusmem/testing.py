"""Test helpers. **For unit tests only — never use these in production.**

:class:`DeterministicEmbeddings` is a tiny hashing embedder: no model, no network, the same
vector for the same text in every process, and texts sharing words come out similar.
It captures no meaning beyond word overlap, so it is never a default anywhere.
:class:`ScriptedChatModel` answers structured-output calls from a script.
"""

from __future__ import annotations

import asyncio
import hashlib
import math
import re
import time
from collections.abc import Sequence
from typing import Any

from langchain_core.embeddings import Embeddings
from langchain_core.language_models import LanguageModelInput
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import Field

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


class ScriptedChatModel(BaseChatModel):
    """A chat model that answers tool calls from a script: for tests of code that uses a model
    through ``with_structured_output`` (the real langchain plumbing, no network).

    Each call takes the next entry of ``script``: a dict (the arguments of a call of the first
    bound tool), an exception (raised), or a callable ``messages -> dict | Exception``. ``delay``
    seconds pass first (for timeout tests); ``received`` keeps every prompt.

    >>> from pydantic import BaseModel
    >>> class Answer(BaseModel):
    ...     value: int
    >>> ScriptedChatModel(script=[{"value": 7}]).with_structured_output(Answer).invoke("?").value
    7
    """

    script: list[Any] = Field(default_factory=list)
    delay: float = 0.0
    received: list[list[BaseMessage]] = Field(default_factory=list)
    tool_names: list[str] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "zeusmem-scripted"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Runnable[LanguageModelInput, AIMessage]:
        self.tool_names = [convert_to_openai_tool(t)["function"]["name"] for t in tools]
        return self  # type: ignore[return-value]

    def _answer(self, messages: list[BaseMessage]) -> ChatResult:
        self.received.append(list(messages))
        if not self.script:
            raise RuntimeError("ScriptedChatModel: the script is exhausted")
        step = self.script.pop(0)
        if callable(step) and not isinstance(step, dict):
            step = step(messages)
        if isinstance(step, BaseException):
            raise step
        name = self.tool_names[0] if self.tool_names else "answer"
        call = {"name": name, "args": dict(step), "id": f"call_{len(self.received)}", "type": "tool_call"}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="", tool_calls=[call]))])

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        if self.delay:
            time.sleep(self.delay)
        return self._answer(messages)

    async def _agenerate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                         run_manager: Any = None, **kwargs: Any) -> ChatResult:
        if self.delay:
            await asyncio.sleep(self.delay)
        return self._answer(messages)
