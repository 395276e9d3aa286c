"""zeusmem: long-term memory for LangGraph agents on PostgreSQL + pgvector.

>>> import zeusmem
>>> zeusmem.MemoryType("preference")
<MemoryType.PREFERENCE: 'preference'>
"""

from typing import TYPE_CHECKING

from zeusmem.api import open_memory
from zeusmem.errors import (
    ConfigurationError,
    EmbeddingError,
    GateRejected,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
    ZeusmemError,
)
from zeusmem.rules.secrets import DetectedSecret, SecretSink
from zeusmem.service.bulk import BulkLoadReport
from zeusmem.service.service import MemoryService
from zeusmem.settings import RankWeights, Settings
from zeusmem.types import (
    AgentProfile,
    KeyDecision,
    MemoryHit,
    MemoryItem,
    MemoryType,
    Priority,
    ProjectProfile,
    Role,
    Scope,
    SecurityContext,
    Sensitivity,
    Source,
    Status,
    UserProfile,
    Visibility,
)
from zeusmem.verdicts import GateReason, GateVerdict

if TYPE_CHECKING:
    from zeusmem.agent.middleware import MemoryContextMiddleware
    from zeusmem.agent.tools import create_memory_tools

__version__ = "0.1.0"

# The agent layer imports langchain's agent stack (about 2 s): loaded on first access only.
_LAZY = {
    "MemoryContextMiddleware": "zeusmem.agent.middleware",
    "create_memory_tools": "zeusmem.agent.tools",
    "MemoryCandidate": "zeusmem.service.lifecycle",
    "MemoryPolicy": "zeusmem.rules.policy",
    "propose": "zeusmem.service.lifecycle",
    "run_consolidation": "zeusmem.service.consolidation",
    "KnowledgeBase": "zeusmem.service.knowledge",
    "fetch_events": "zeusmem.service.events",
}


def __getattr__(name: str) -> object:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'zeusmem' has no attribute {name!r}")


__all__ = [
    "AgentProfile", "BulkLoadReport", "ConfigurationError", "DetectedSecret", "EmbeddingError", "GateReason",
    "GateRejected",
    "GateVerdict", "InvalidInput",
    "KeyDecision", "MemoryContextMiddleware", "MemoryHit", "MemoryItem", "MemoryService", "MemoryType",
    "NotFound", "PermissionDenied", "Priority", "ProjectProfile", "RankWeights", "Role", "Scope",
    "SecretSink", "SecurityContext", "Sensitivity", "Settings", "Source", "Status", "StorageError", "UserProfile",
    "Visibility", "ZeusmemError", "create_memory_tools", "open_memory",
    "MemoryCandidate", "MemoryPolicy", "propose", "run_consolidation", "KnowledgeBase", "fetch_events",
]
