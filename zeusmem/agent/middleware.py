"""``MemoryContextMiddleware``: the user's profile and related memories in every model call.

A langchain v1 ``AgentMiddleware``. On each model call it takes the latest human
message as the query, reads the identity from the run (config / runtime context), asks
:func:`zeusmem.context.assembly.assemble_context` for a budgeted block and appends it to the
system prompt of *that call* with ``request.override(system_message=...)``. It never
mutates the request and never writes the block into the (checkpointed) state. A database
or service failure degrades to "no memories" with a logged warning; the model is still
called. With ``register_tools`` (the default) it also contributes ``memory_add`` and
``memory_search`` to the agent.

Example (needs a database, so not run as a doctest)::

    async with zeusmem.open_memory() as memory:
        agent = create_agent(model, middleware=[MemoryContextMiddleware(memory)])
        await agent.ainvoke({"messages": [HumanMessage("Which theme do I prefer?")]},
                            {"configurable": {"user_id": "alice", "thread_id": "s2"}})
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import AnyMessage, HumanMessage, SystemMessage
from langchain_core.messages.utils import count_tokens_approximately

from zeusmem.agent.options import callable_option, fraction_option, int_option, score_option
from zeusmem.agent.tools import create_memory_tools
from zeusmem.context.assembly import AssembledContext, TokenCounter, assemble_context
from zeusmem.errors import ConfigurationError
from zeusmem.handle import MemoryRef, MemorySource
from zeusmem.service.identity import context_from_config
from zeusmem.types import SecurityContext

log = logging.getLogger("zeusmem.agent")


def approximate_tokens(text: str) -> int:
    """langchain's ``count_tokens_approximately`` for one block of text."""
    return count_tokens_approximately([SystemMessage(content=text)])


def latest_human_text(messages: Sequence[AnyMessage]) -> str:
    """Text of the latest human message that is not a conversation summary."""
    for m in reversed(messages):
        if isinstance(m, HumanMessage) and m.additional_kwargs.get("lc_source") != "summarization":
            return m.text
    return ""


def model_context_window(model: Any) -> int | None:
    """``max_input_tokens`` from a chat model's ``profile`` (langchain-core), when known."""
    for candidate in (model, getattr(model, "bound", None)):
        profile = getattr(candidate, "profile", None)
        if isinstance(profile, Mapping) and isinstance(profile.get("max_input_tokens"), int):
            return int(profile["max_input_tokens"])
    return None


def append_to_system_message(system: SystemMessage | None, block: str) -> SystemMessage:
    """A new system message: the old one plus ``block`` (the old one is left untouched)."""
    if system is None:
        return SystemMessage(content=block)
    if isinstance(system.content, str):
        text = f"{system.content}\n\n{block}" if system.content else block
        return system.model_copy(update={"content": text})
    return system.model_copy(
        update={"content": [*system.content_blocks, {"type": "text", "text": "\n\n" + block}]}
    )


def _run_config() -> Mapping[str, Any]:
    try:
        from langgraph.config import get_config

        return get_config()
    except RuntimeError:  # called outside a runnable context
        return {}


class MemoryContextMiddleware(AgentMiddleware):
    """Appends the profile and the best-ranked memories to the system prompt of each model call.

    Args:
        memory: an open :class:`~zeusmem.MemoryService` or an async callable returning one
            (:class:`~zeusmem.handle.LazyMemory`).
        k: how many memories to retrieve.
        memory_budget_tokens: the block's token budget.
        max_context_fraction: with a model whose ``profile`` has ``max_input_tokens``, the
            budget is at most this fraction of its context window.
        register_tools: contribute ``memory_add`` and ``memory_search`` to the agent.
        enable_memory: ``False`` turns the middleware into a no-op without tools.
        token_counter: ``str -> int``; default langchain's approximate counter.
        snapshots: record a context snapshot (memory ids and versions, message ids, token counts
            per section; never text) for each model call, see :mod:`zeusmem.service.snapshots`.
        min_score: leave out weak matches: memories whose relevance (``MemoryHit.similarity``,
            0-1) is below it, in the block and in ``memory_search``; ``None`` (default) keeps the ``k`` best.
        as_of: a past instant (timezone-aware): the block shows the memories as they were recorded
            then (replaying or debugging a past answer); ``None`` (default): as they are now.

    >>> from zeusmem.handle import LazyMemory
    >>> MemoryContextMiddleware(LazyMemory(), k=3).budget_for(None)
    2000
    """

    def __init__(
        self,
        memory: MemorySource | MemoryRef,
        *,
        k: int = 5,
        memory_budget_tokens: int = 2000,
        max_context_fraction: float = 0.1,
        register_tools: bool = True,
        enable_memory: bool = True,
        token_counter: TokenCounter | None = None,
        snapshots: bool = True,
        min_score: float | None = None,
        as_of: datetime | None = None,
    ) -> None:
        super().__init__()
        owner = "MemoryContextMiddleware"
        if as_of is not None and (not isinstance(as_of, datetime) or as_of.utcoffset() is None):
            raise ConfigurationError(f"{owner}: as_of must be a timezone-aware datetime, got {as_of!r}")
        self.as_of = as_of
        k = int_option(owner, "k", k, 1, 100)
        min_score = score_option(owner, "min_score", min_score)
        memory_budget_tokens = int_option(owner, "memory_budget_tokens", memory_budget_tokens, 0)
        max_context_fraction = fraction_option(owner, "max_context_fraction", max_context_fraction)
        token_counter = callable_option(owner, "token_counter", token_counter)
        self.ref = memory if isinstance(memory, MemoryRef) else MemoryRef(memory)
        self.k = k
        self.memory_budget_tokens = memory_budget_tokens
        self.max_context_fraction = max_context_fraction
        self.enable_memory = enable_memory
        self.token_counter: TokenCounter = token_counter or approximate_tokens
        self.snapshots = snapshots
        self.min_score = min_score
        self.tools = create_memory_tools(self.ref, min_score=min_score) if (register_tools and enable_memory) else []

    def budget_for(self, model: Any) -> int:
        """``min(memory_budget_tokens, max_context_fraction * context window)`` when the window is known."""
        budget = self.memory_budget_tokens
        window = model_context_window(model) if model is not None else None
        if window:
            budget = min(budget, int(window * self.max_context_fraction))
        return budget

    def _prepare(self, request: ModelRequest) -> tuple[SecurityContext, str, int]:
        """Identity, query and budget of this call (read in the caller's thread: contextvars)."""
        ctx = context_from_config(_run_config(), getattr(request.runtime, "context", None))
        return ctx, latest_human_text(request.messages), self.budget_for(request.model)

    async def _fetch(self, ctx: SecurityContext, query: str, budget: int) -> AssembledContext | None:
        try:
            memory = await self.ref.get()
            assembled = await assemble_context(
                memory, ctx, query, k=self.k, budget_tokens=budget, token_counter=self.token_counter,
                min_score=self.min_score, as_of=self.as_of,
            )
        except ConfigurationError:
            raise
        except Exception as e:  # noqa: BLE001 - the database or service failed: answer without memories
            log.warning(
                "memory context unavailable, continuing without memories: %s: %s",
                type(e).__name__,
                str(e)[:300],
            )
            return None
        log.debug(
            "memory context: %d memories, %d tokens (budget %d, dropped %d)",
            len(assembled.memory_ids),
            assembled.total_tokens,
            budget,
            assembled.dropped,
        )
        return assembled

    async def build_context(self, request: ModelRequest) -> AssembledContext | None:
        """The block for this model call, or ``None`` (memory off, or the service failed)."""
        if not self.enable_memory:
            return None
        return await self._fetch(*self._prepare(request))

    def _apply(self, request: ModelRequest, assembled: AssembledContext | None) -> ModelRequest:
        if assembled is None or assembled.is_empty:
            return request
        return request.override(
            system_message=append_to_system_message(request.system_message, assembled.text)
        )

    async def _snapshot(
        self, ctx: SecurityContext, request: ModelRequest, assembled: AssembledContext | None
    ) -> None:
        """Record what this call is given, by reference (issue #8); a failure never blocks the call."""
        if not self.snapshots or assembled is None:
            return
        try:
            from zeusmem.service.snapshots import record_context_snapshot

            await record_context_snapshot(await self.ref.get(), ctx, request=request, assembled=assembled,
                                          token_counter=self.token_counter,
                                          context_policy=f"k={self.k};budget={assembled.budget_tokens}"
                                          + (f";min_score={self.min_score}" if self.min_score is not None else ""))
        except Exception as e:  # noqa: BLE001 - a snapshot is best effort: the model call goes on
            log.warning("context snapshot not recorded: %s: %s", type(e).__name__, str(e)[:200])

    def wrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]
    ) -> ModelResponse:
        assembled = None
        if self.enable_memory:
            ctx, query, budget = self._prepare(request)
            assembled = self.ref.run_sync(lambda: self._fetch(ctx, query, budget))
            if self.snapshots and assembled is not None:
                self.ref.run_sync(lambda: self._snapshot(ctx, request, assembled))
        return handler(self._apply(request, assembled))

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[ModelResponse]]
    ) -> ModelResponse:
        assembled = await self.build_context(request)
        if assembled is not None:
            await self._snapshot(self._prepare(request)[0], request, assembled)
        return await handler(self._apply(request, assembled))
