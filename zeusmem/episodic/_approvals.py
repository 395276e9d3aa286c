"""Human approval of memory operations: :func:`memory_hitl_middleware` and the ``memory_delete`` tool.

:func:`memory_hitl_middleware` configures langchain's ``HumanInTheLoopMiddleware`` so that
``memory_delete`` and project-scope ``memory_add`` calls pause for approval (its ``when``
predicate looks at the call's ``scope`` argument). Exported by :mod:`zeusmem.episodic`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field

from zeusmem.agent.approval import MemoryApprovalMiddleware
from zeusmem.agent.tools import memory_tool, model_error, run_identity
from zeusmem.errors import (
    ZeusmemError,
)
from zeusmem.handle import MemoryRef, MemorySource

# --- HITL for memory operations -----------------------------------------------------------------


def is_project_scope_add(request: Any) -> bool:
    """``when`` predicate: a ``memory_add`` call whose ``scope`` is ``project``."""
    args = (getattr(request, "tool_call", None) or {}).get("args") or {}
    return str(args.get("scope") or "").strip().lower() == "project"


def _describe(tool_call: Any, state: Any, runtime: Any) -> str:
    name = tool_call["name"]
    args = json.dumps(tool_call.get("args") or {}, ensure_ascii=False, default=str)
    what = {
        "memory_delete": "Delete a memory (every version; only a tombstone remains)",
        "memory_add": "Store a memory shared with the whole project",
    }.get(name, "Run a memory operation")
    return f"{what}.\nTool: {name}\nArgs: {args}"


def memory_hitl_middleware(
    *,
    delete: bool = True,
    project_add: bool = True,
    interrupt_mode: Literal["batched", "per_call"] = "batched",
    extra_interrupt_on: Mapping[str, Any] | None = None,
) -> HumanInTheLoopMiddleware:
    """Human approval of ``memory_delete`` and project-scope ``memory_add`` calls.

    Deletions may be approved or rejected; a project-scope add may also be edited (e.g. to
    ``scope="user"``). Other ``memory_add`` calls run without a pause. The agent needs a
    checkpointer; answer with :func:`resume` (``decision="approve"``) or ``Command(resume=...)``
    with any form :class:`~zeusmem.agent.approval.MemoryApprovalMiddleware` accepts (``"approve"``,
    ``{"type": "edit", "args": {...}}``, ``{"decisions": [...]}``, ...). A malformed answer fails
    that run with a message naming the expected shape and leaves the approval pending.
    ``interrupt_mode="per_call"`` gives langchain's own per-call middleware.

    >>> sorted(memory_hitl_middleware().interrupt_on)
    ['memory_add', 'memory_delete']
    """
    interrupt_on: dict[str, Any] = {}
    if delete:
        interrupt_on["memory_delete"] = {"allowed_decisions": ["approve", "reject"], "description": _describe}
    if project_add:
        interrupt_on["memory_add"] = {
            "allowed_decisions": ["approve", "edit", "reject"],
            "description": _describe,
            "when": is_project_scope_add,
        }
    interrupt_on.update(extra_interrupt_on or {})
    if interrupt_mode == "per_call":  # langchain validates per-call answers itself
        return HumanInTheLoopMiddleware(interrupt_on=interrupt_on, interrupt_mode="per_call")
    return MemoryApprovalMiddleware(interrupt_on)


class MemoryDeleteArgs(BaseModel):
    """Arguments of ``memory_delete``."""

    memory_id: str = Field(description="The id of the memory to forget (mem_...), e.g. from memory_search.")
    reason: str | None = Field(default=None, description="Why it should be forgotten (optional, short).")


MEMORY_DELETE_DESCRIPTION = (
    "Forget a memory for good (every version of it). Use when the user asks you to forget something or a "
    "memory is wrong. A human may have to approve the deletion first."
)


def create_memory_delete_tool(memory: MemorySource | MemoryRef) -> BaseTool:
    """The ``memory_delete`` tool (pair it with :func:`memory_hitl_middleware` for approval).

    Identity comes from the run; a missing or foreign memory comes back as a tool message.

    >>> from zeusmem.handle import LazyMemory
    >>> create_memory_delete_tool(LazyMemory()).name
    'memory_delete'
    """
    ref = MemoryRef(memory)

    async def delete(
        memory_id: str, reason: str | None = None, *, config: RunnableConfig | None, runtime: Any,
        tool_call_id: str | None = None,
    ) -> str:
        ctx = run_identity(config, runtime)
        try:
            service = await ref.get()
            await service.delete_memory(ctx, memory_id, reason=reason)
        except ZeusmemError as e:
            if (message := model_error(e, "memory_delete")) is None:
                raise
            raise message from e
        return f"Deleted memory {memory_id}."

    return memory_tool(delete, ref, name="memory_delete", description=MEMORY_DELETE_DESCRIPTION,
                       args_schema=MemoryDeleteArgs)
