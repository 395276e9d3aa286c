"""Episodic memory: ``zeusmem.episodic.resume(graph, session_id)`` and friends.

Re-exports :mod:`zeusmem.agent.episodic` (see there for the design).

>>> from zeusmem.episodic import resume, open_checkpointer, memory_hitl_middleware
"""

from zeusmem.agent.episodic import (
    PendingToolCall,
    SessionState,
    ToolCallState,
    archive_idle_threads,
    create_memory_delete_tool,
    get_session_snapshot,
    memory_hitl_middleware,
    open_checkpointer,
    open_checkpointer_sync,
    resume,
    resume_payload,
    resume_sync,
    snapshot_session,
)
from zeusmem.service.sessions import ArchiveReport, SessionSnapshot

__all__ = [
    "ArchiveReport",
    "PendingToolCall",
    "SessionSnapshot",
    "SessionState",
    "ToolCallState",
    "archive_idle_threads",
    "create_memory_delete_tool",
    "get_session_snapshot",
    "memory_hitl_middleware",
    "open_checkpointer",
    "open_checkpointer_sync",
    "resume",
    "resume_payload",
    "resume_sync",
    "snapshot_session",
]
