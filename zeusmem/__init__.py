"""zeusmem: long-term memory for LangGraph agents on PostgreSQL + pgvector.

>>> import zeusmem
>>> zeusmem.MemoryType("preference")
<MemoryType.PREFERENCE: 'preference'>
"""

from zeusmem.api import open_memory
from zeusmem.errors import (
    ConfigurationError,
    GateRejected,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
    ZeusmemError,
)
from zeusmem.service.service import MemoryService
from zeusmem.settings import RankWeights, Settings
from zeusmem.types import (
    AgentProfile,
    GateReason,
    GateVerdict,
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

__version__ = "0.1.0"

__all__ = [
    "AgentProfile", "ConfigurationError", "GateReason", "GateRejected", "GateVerdict", "InvalidInput",
    "KeyDecision", "MemoryHit", "MemoryItem", "MemoryService", "MemoryType", "NotFound", "PermissionDenied",
    "Priority", "ProjectProfile", "RankWeights", "Role", "Scope", "SecurityContext", "Sensitivity", "Settings",
    "Source", "Status", "StorageError", "UserProfile", "Visibility", "ZeusmemError", "open_memory",
]
