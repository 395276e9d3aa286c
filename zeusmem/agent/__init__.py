"""The agent layer: memory tools, middleware, identity, chat models for the example graphs."""

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
    resume_sync,
    snapshot_session,
)
from zeusmem.agent.extraction import Candidate, ExtractionResult, extract_explicit
from zeusmem.agent.middleware import MemoryContextMiddleware
from zeusmem.agent.nodes import MemoryNodes, MemoryState, make_memory_nodes
from zeusmem.agent.summarization import (
    ArchivingSummarizationMiddleware,
    create_summarization_middleware,
    extractive_summarizer,
    get_summaries,
    get_transcript,
)
from zeusmem.agent.tools import create_memory_tools
from zeusmem.handle import LazyMemory, MemoryRef, MemorySource
from zeusmem.llm.models import resolve_chat_model
from zeusmem.llm.offline_model import OfflineChatModel
from zeusmem.service.identity import context_from_config

__all__ = [
    "LazyMemory",
    "MemoryContextMiddleware",
    "MemoryRef",
    "MemorySource",
    "OfflineChatModel",
    "context_from_config",
    "create_memory_tools",
    "resolve_chat_model",
    # summarization, nodes, episodic memory
    "ArchivingSummarizationMiddleware",
    "Candidate",
    "ExtractionResult",
    "MemoryNodes",
    "MemoryState",
    "PendingToolCall",
    "SessionState",
    "ToolCallState",
    "archive_idle_threads",
    "create_memory_delete_tool",
    "create_summarization_middleware",
    "extract_explicit",
    "extractive_summarizer",
    "get_session_snapshot",
    "get_summaries",
    "get_transcript",
    "make_memory_nodes",
    "memory_hitl_middleware",
    "open_checkpointer",
    "open_checkpointer_sync",
    "resume",
    "resume_sync",
    "snapshot_session",
]
