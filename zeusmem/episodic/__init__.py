"""Episodic memory: resume a session after a page refresh, a crash or an approval pause.

The one public home of :func:`resume` and its friends (the modules below are private):
``_resume`` (the session's state from a checkpoint, :func:`resume`, session snapshots),
``_checkpointer`` (:func:`open_checkpointer`, :func:`archive_idle_threads`) and ``_approvals``
(:func:`memory_hitl_middleware`, :func:`create_memory_delete_tool`).

>>> from zeusmem.episodic import resume, open_checkpointer, memory_hitl_middleware
"""

from zeusmem.episodic._approvals import create_memory_delete_tool, memory_hitl_middleware
from zeusmem.episodic._checkpointer import archive_idle_threads, open_checkpointer, open_checkpointer_sync
from zeusmem.episodic._resume import (
    PendingToolCall,
    SessionState,
    ToolCallState,
    get_session_snapshot,
    pending_from_interrupts,
    resume,
    resume_payload,
    resume_sync,
    snapshot_session,
)

__all__ = [
    "PendingToolCall",
    "SessionState",
    "ToolCallState",
    "archive_idle_threads",
    "create_memory_delete_tool",
    "get_session_snapshot",
    "memory_hitl_middleware",
    "open_checkpointer",
    "open_checkpointer_sync",
    "pending_from_interrupts",
    "resume",
    "resume_payload",
    "resume_sync",
    "snapshot_session",
]
