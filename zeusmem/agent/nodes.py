"""Drop-in memory nodes for a plain ``StateGraph`` with a ``messages`` key.

:func:`make_memory_nodes` returns three async node functions:

* ``load_memory_context``: the user/project profile and the best-ranked memories for the
  latest human message, budgeted, into ``state["memory_context"]`` (a string the next model
  node appends to its system prompt). A service failure gives ``""`` (logged).
* ``save_memories``: extracts candidates from the last exchange (an LLM extractor when
  ``extractor_model`` is given, else the explicit-request rules of
  :mod:`zeusmem.agent.extraction`) and writes each through the service's gate. Verdicts go
  into ``state["memory_writes"]`` (stored ids, or rejection reason and detail, never the
  rejected text); nothing is raised for a rejection. Each human message is processed once.
* ``summarize``: archives every message of the session (the transcript,
  :func:`~zeusmem.agent.summarization.get_transcript`) and, past the trigger, replaces older
  messages with a recorded summary (langchain's summarization logic, see
  :mod:`zeusmem.agent.summarization`).

Identity comes from the run (``config["configurable"]`` / runtime context), as for the tools.
The nodes are async: run the graph with ``ainvoke`` / ``astream``.

Example (needs a database, so not run as a doctest)::

    nodes = make_memory_nodes(memory)
    builder = StateGraph(MemoryState)
    builder.add_node("load_memory_context", nodes.load_memory_context)
    builder.add_node("model", call_model)            # reads state["memory_context"]
    builder.add_node("save_memories", nodes.save_memories)
    builder.add_node("summarize", nodes.summarize)
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, NotRequired

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import MessagesState
from langgraph.runtime import Runtime

from zeusmem.agent.extraction import Candidate, aextract_with_model, extract_explicit, last_exchange
from zeusmem.agent.middleware import approximate_tokens, latest_human_text
from zeusmem.agent.options import int_option
from zeusmem.agent.summarization import (
    DEFAULT_KEEP,
    ArchivingSummarizationMiddleware,
    create_summarization_middleware,
    extractive_summarizer,
)
from zeusmem.agent.tools import message_time
from zeusmem.context.assembly import assemble_context
from zeusmem.errors import (
    ConfigurationError,
    GateRejected,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
)
from zeusmem.handle import MemoryRef, MemorySource
from zeusmem.service.identity import context_from_config
from zeusmem.types import SecurityContext

log = logging.getLogger("zeusmem.agent")

Node = Callable[..., Awaitable[dict[str, Any]]]


class MemoryState(MessagesState):
    """``MessagesState`` plus the keys the memory nodes write."""

    memory_context: NotRequired[str]
    """The profile + related memories block for the next model call ("" when there is none)."""
    memory_writes: NotRequired[list[dict[str, Any]]]
    """Verdicts of the last ``save_memories`` run: ``{"status": "stored" | "rejected" | "error", ...}``."""
    memory_extracted_id: NotRequired[str]
    """Id of the last human message ``save_memories`` processed (each is processed once)."""


@dataclass(frozen=True, slots=True)
class MemoryNodes:
    """The node functions returned by :func:`make_memory_nodes`."""

    load_memory_context: Node
    save_memories: Node
    summarize: Node

    def as_dict(self) -> dict[str, Node]:
        """``{node name: function}``, to ``builder.add_node(name, fn)`` each."""
        return {
            "load_memory_context": self.load_memory_context,
            "save_memories": self.save_memories,
            "summarize": self.summarize,
        }


def _identity(config: RunnableConfig | None, runtime: Any) -> SecurityContext:
    return context_from_config(config, getattr(runtime, "context", None))


def _write_result(cand: Candidate, **fields: Any) -> dict[str, Any]:
    return {
        "memory_type": cand.memory_type,
        "scope": cand.scope,
        "source": cand.source,
        "rule": cand.rule,
        **fields,
    }


#: the first line of :func:`describe_memory_writes`' block (the offline model recognises it)
MEMORY_WRITES_HEADER = "Memory writes for the latest message (what the memory system did; report it as it is):"

_WHY = {
    "duplicate": "it is already in memory{existing}",
    "sensitive": "it looks like a secret (a password, key or token), and secrets are never stored",
    "low_confidence": "the memory system was not confident enough about it",
    "length": "{detail}",
    "rate_limit": "too many automatic memories in this session for today ({detail})",
    "PermissionDenied": "{detail}",
    "NotFound": "{detail}",
    "InvalidInput": "{detail}",
}


def describe_memory_writes(writes: list[dict[str, Any]]) -> str:
    """``state["memory_writes"]`` as a block for the model's system prompt, so that its reply says what
    happened (stored, or rejected and why); ``""`` when nothing was written. Rejected text is never in it.

    >>> print(describe_memory_writes([{"status": "stored", "content": "Prefers tea", "memory_type": "preference"},
    ...                               {"status": "rejected", "reason": "duplicate", "existing_id": "mem_1"}]))
    Memory writes for the latest message (what the memory system did; report it as it is):
    - stored: Prefers tea (preference)
    - rejected (duplicate): it is already in memory (mem_1)
    """
    lines = []
    for w in writes:
        status, reason = w.get("status"), str(w.get("reason") or "")
        if status == "stored":
            lines.append(f"- stored: {w.get('content', '')} ({w.get('memory_type', 'memory')})")
            continue
        existing = f" ({w['existing_id']})" if w.get("existing_id") else ""
        detail = str(w.get("detail") or reason or "unknown").strip().rstrip(".")
        why = _WHY.get(reason, "{detail}").format(existing=existing, detail=detail)
        if status == "rejected":
            lines.append(f"- rejected ({reason}): {why}")
        else:
            lines.append(f"- not saved ({reason or 'error'}): the memory service is unavailable, try again later")
    return "\n".join([MEMORY_WRITES_HEADER, *lines]) if lines else ""


def make_memory_nodes(
    memory: MemorySource | MemoryRef,
    *,
    k: int = 5,
    budget_tokens: int = 2000,
    extractor_model: BaseChatModel | Callable[[list[AnyMessage]], Any] | None = None,
    summary_model: BaseChatModel | str | None = None,
    summarizer: Callable[[list[AnyMessage]], Any] | None = None,
    trigger: Any = None,
    keep: Any = DEFAULT_KEEP,
    summary_budget_tokens: int = 8000,
) -> MemoryNodes:
    """The three memory nodes bound to ``memory`` (a MemoryService or an async callable returning one).

    Args:
        k: memories retrieved for the context block.
        budget_tokens: token budget of the context block (profile first, lowest-ranked memories dropped).
        extractor_model: a chat model for structured extraction, or a function
            ``messages -> list[Candidate | dict]``; ``None`` uses the explicit-request rules.
        summary_model: the chat model that writes summaries; without it (and without
            ``summarizer``) an offline extractive summary is used.
        summarizer: a function ``messages -> str`` writing summaries (wins over ``summary_model``).
        trigger, keep, summary_budget_tokens: as for
            :func:`~zeusmem.agent.summarization.create_summarization_middleware`.

    >>> from zeusmem.handle import LazyMemory
    >>> sorted(make_memory_nodes(LazyMemory()).as_dict())
    ['load_memory_context', 'save_memories', 'summarize']
    """
    k = int_option("make_memory_nodes", "k", k, 1, 100)
    budget_tokens = int_option("make_memory_nodes", "budget_tokens", budget_tokens, 0)
    ref = MemoryRef(memory)
    if summarizer is None and summary_model is None:
        summarizer = extractive_summarizer
    summarizing = create_summarization_middleware(
        summary_model,
        memory=ref,
        trigger=trigger,
        keep=keep,
        budget_tokens=summary_budget_tokens,
        summarizer=summarizer,
    )
    assert isinstance(summarizing, ArchivingSummarizationMiddleware)

    async def load_memory_context(
        state: dict[str, Any], config: RunnableConfig, runtime: Runtime
    ) -> dict[str, Any]:
        """Profile + related memories for the latest human message -> ``state["memory_context"]``."""
        ctx = _identity(config, runtime)
        query = latest_human_text(state.get("messages") or [])
        try:
            service = await ref.get()
            assembled = await assemble_context(
                service, ctx, query, k=k, budget_tokens=budget_tokens, token_counter=approximate_tokens
            )
        except ConfigurationError:
            raise
        except Exception as e:  # noqa: BLE001 - the database or service failed: answer without memories
            log.warning(
                "memory context unavailable, continuing without memories: %s: %s",
                type(e).__name__,
                str(e)[:300],
            )
            return {"memory_context": ""}
        return {"memory_context": assembled.text}

    async def save_memories(
        state: dict[str, Any], config: RunnableConfig, runtime: Runtime
    ) -> dict[str, Any]:
        """Extract from the last exchange, write through the gate; verdicts -> ``state["memory_writes"]``."""
        ctx = _identity(config, runtime)
        human, after = last_exchange(state.get("messages") or [])
        if human is None or (human.id is not None and human.id == state.get("memory_extracted_id")):
            return {}
        done = {"memory_extracted_id": human.id} if human.id else {}
        try:
            if extractor_model is not None:
                candidates = await aextract_with_model(extractor_model, human, after)
            else:
                candidates = extract_explicit(human.text, project_id=ctx.project_id)
        except Exception as e:  # noqa: BLE001 - extraction is best effort: the turn goes on
            log.warning("memory extraction failed: %s: %s", type(e).__name__, str(e)[:300])
            return {
                **done,
                "memory_writes": [
                    {"status": "error", "reason": "extraction_failed", "detail": type(e).__name__}
                ],
            }
        if not candidates:
            return {**done, "memory_writes": []}
        results: list[dict[str, Any]] = []
        try:
            service = await ref.get()
        except Exception as e:  # noqa: BLE001 - the service could not open: the turn goes on without storing
            log.warning("memory service unavailable: %s", e)
            return {
                **done,
                "memory_writes": [_write_result(c, status="error", reason="unavailable") for c in candidates],
            }
        for cand in candidates:
            provenance = {"extractor": "llm" if extractor_model is not None else "rules", "rule": cand.rule}
            if human.id:
                provenance["message_id"] = str(human.id)
            try:
                item = await service.add_explicit_memory(
                    ctx,
                    cand.content,
                    cand.memory_type,
                    cand.scope,
                    source=cand.source,
                    confidence=cand.confidence,
                    provenance=provenance,
                    observed_at=message_time(human),
                )
            except GateRejected as e:
                v = e.verdict
                results.append(
                    _write_result(
                        cand,
                        status="rejected",
                        reason=v.reason.value,
                        detail=v.detail,
                        existing_id=v.existing_id,
                    )
                )
            except (PermissionDenied, NotFound, InvalidInput) as e:
                results.append(
                    _write_result(cand, status="rejected", reason=type(e).__name__, detail=str(e)[:300])
                )
            except StorageError as e:
                log.warning("storing an extracted memory failed: %s", e)
                results.append(_write_result(cand, status="error", reason="storage"))
            else:
                results.append(_write_result(cand, status="stored", memory_id=item.id, content=item.content))
        return {**done, "memory_writes": results}

    async def summarize(state: dict[str, Any], config: RunnableConfig, runtime: Runtime) -> dict[str, Any]:
        """Archive the messages; past the trigger, replace older ones with a recorded summary."""
        result = await summarizing.abefore_model(state, runtime)
        return result or {}

    return MemoryNodes(load_memory_context, save_memories, summarize)
