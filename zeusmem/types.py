"""Value types shared by every layer: enums, the security context, memory items and hits.

Enums are ``str`` enums whose values are the lower-case words of the seed documents,
so ``MemoryType("preference")`` and ``GateReason("duplicate")`` work. The gate's verdict
(``GateReason``, ``GateVerdict``) is defined in :mod:`zeusmem.verdicts`, below the errors that
carry it (and exported by :mod:`zeusmem`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from zeusmem.errors import InvalidInput


class MemoryType(StrEnum):
    """What kind of information a memory holds (Zeus seed, eight types)."""

    PREFERENCE = "preference"
    FACT = "fact"
    SKILL = "skill"
    HABIT = "habit"
    EVENT = "event"
    CONTEXT = "context"
    CONSTRAINT = "constraint"
    DECISION = "decision"


class Scope(StrEnum):
    """Who a memory belongs to: one user, one project, or one session."""

    USER = "user"
    PROJECT = "project"
    SESSION = "session"


class Source(StrEnum):
    """Where a memory came from."""

    USER = "user"
    AI = "ai"
    KNOWLEDGE_BASE = "knowledge_base"
    PROJECT_RESOURCE = "project_resource"


class Visibility(StrEnum):
    """Who may see a project memory: everyone in the project, its members, or its creator only."""

    PUBLIC = "public"
    MEMBERS = "members"
    OWNER_ONLY = "owner_only"


class Status(StrEnum):
    """Lifecycle state of one stored version."""

    ACTIVE = "active"
    ARCHIVED = "archived"
    SUPERSEDED = "superseded"
    EXPIRED = "expired"


class Priority(StrEnum):
    """Recall ordering (Synapse): critical first."""

    LOW = "low"
    NORMAL = "normal"
    HIGH = "high"
    CRITICAL = "critical"


class Sensitivity(StrEnum):
    """DevOS sensitivity level; secrets are never stored at any level."""

    NORMAL = "normal"
    SENSITIVE = "sensitive"
    RESTRICTED = "restricted"


class Role(StrEnum):
    """A user's role in a project (looked up in project_members, never taken from the caller)."""

    OWNER = "owner"
    ADMIN = "admin"
    EDITOR = "editor"
    VIEWER = "viewer"


PRIORITY_ORDER: dict[Priority, int] = {
    Priority.CRITICAL: 0,
    Priority.HIGH: 1,
    Priority.NORMAL: 2,
    Priority.LOW: 3,
}


@dataclass(frozen=True, slots=True)
class SecurityContext:
    """Who is asking, built by the host application from an authenticated identity.

    The project role is never part of it: it is looked up in ``project_members``.

    >>> SecurityContext("alice", project_id="apollo", session_id="s1").user_id
    'alice'
    """

    user_id: str
    project_id: str | None = None
    session_id: str | None = None
    org_id: str | None = None

    def __post_init__(self) -> None:
        for name in ("user_id", "project_id", "session_id", "org_id"):
            value = getattr(self, name)
            if value is None and name != "user_id":
                continue
            if not isinstance(value, str) or not value.strip():
                raise InvalidInput(name, "must be a non-empty string")
            if len(value) > 256 or "\x00" in value:
                raise InvalidInput(name, "must be at most 256 characters without NUL bytes")


@dataclass(frozen=True, slots=True)
class MemoryItem:
    """One stored version of a memory (active, or superseded/archived/expired history).

    ``id`` is the memory's, the same for all its versions (numbered by ``version``);
    ``supersedes_id`` the previous version's own id, which reads that version."""

    id: str
    content: str
    memory_type: MemoryType
    scope: Scope
    scope_id: str
    source: Source
    confidence: float
    importance: float
    visibility: Visibility
    status: Status
    sensitivity: Sensitivity
    priority: Priority
    verified: bool
    created_by: str
    created_at: datetime
    updated_at: datetime
    version: int = 1
    key: str | None = None
    org_id: str | None = None
    source_id: str | None = None
    tags: tuple[str, ...] = ()
    expires_at: datetime | None = None
    #: when a search last returned the memory (any version; kept to ten minutes, written in the
    #: background): shown by get / list / history, None in a search's own results (not read there)
    last_used_at: datetime | None = None
    supersedes_id: str | None = None
    provenance: dict[str, Any] = field(default_factory=dict)
    embedding_model: str | None = None
    #: the id of the lineage's first version (the same for every version of one memory)
    lineage_id: str | None = None
    #: when it was said (the message's time; an import's original time); ``created_at`` is when it was stored
    observed_at: datetime | None = None
    #: when it holds in the world: ``valid_from <= t < valid_to``, None open (given, or read from the text)
    valid_from: datetime | None = None
    valid_to: datetime | None = None


@dataclass(frozen=True, slots=True)
class MemoryHit:
    """A search result: the item and how it was scored.

    ``score = similarity*w_sim + confidence*w_conf + scope_priority*w_scope`` (defaults 0.5/0.3/0.2),
    plus ``w_sim`` times the ranking's bonuses (:func:`zeusmem.rules.ranking.coverage_bonus`,
    :func:`~zeusmem.rules.ranking.speaker_bonus`).
    """

    item: MemoryItem
    similarity: float
    scope_priority: float
    score: float
    vector_similarity: float | None = None
    lexical_score: float | None = None


@dataclass(frozen=True, slots=True)
class KeyDecision:
    """A project decision with its rationale and when it was taken."""

    decision: str
    rationale: str = ""
    decided_at: datetime | None = None
    source_memory_id: str | None = None


@dataclass(frozen=True, slots=True)
class UserProfile:
    """Layer-3 user profile (Zeus seed fields). ``sources`` lists memory ids it was aggregated from."""

    user_id: str
    username: str | None = None
    background: str | None = None
    profession: str | None = None
    communication_style: str | None = None
    response_format: str | None = None
    language_preference: str | None = None
    characteristics: tuple[str, ...] = ()
    content: str | None = None
    expertise_areas: tuple[str, ...] = ()
    programming_languages: tuple[str, ...] = ()
    frequently_used_tools: tuple[str, ...] = ()
    version: int = 0
    updated_at: datetime | None = None
    sources: tuple[str, ...] = ()

    def is_empty(self) -> bool:
        return not any(
            getattr(self, f)
            for f in USER_PROFILE_FIELDS
        )


@dataclass(frozen=True, slots=True)
class ProjectProfile:
    """Layer-3 project profile (Zeus seed fields)."""

    project_id: str
    project_goal: str | None = None
    tech_stack: tuple[str, ...] = ()
    constraints: tuple[str, ...] = ()
    key_decisions: tuple[KeyDecision, ...] = ()
    team_conventions: tuple[str, ...] = ()
    current_phase: str | None = None
    version: int = 0
    updated_at: datetime | None = None
    sources: tuple[str, ...] = ()

    def is_empty(self) -> bool:
        return not any(getattr(self, f) for f in PROJECT_PROFILE_FIELDS)


USER_PROFILE_FIELDS: tuple[str, ...] = (
    "username", "background", "profession", "communication_style", "response_format",
    "language_preference", "characteristics", "content", "expertise_areas",
    "programming_languages", "frequently_used_tools",
)
PROJECT_PROFILE_FIELDS: tuple[str, ...] = (
    "project_goal", "tech_stack", "constraints", "key_decisions", "team_conventions", "current_phase",
)


@dataclass(frozen=True, slots=True)
class AgentProfile:
    """What ``MemoryService.get_profile_for_agent`` returns."""

    user: UserProfile
    project: ProjectProfile | None = None


@dataclass(frozen=True, slots=True)
class StoreSelector:
    """Narrows a list or search to items of LangGraph's store (:mod:`zeusmem.store`).

    ``key``: the zeusmem key (exact); ``lineage``: a memory written without a key, by its
    lineage id. ``path_prefix``: the sub-namespace path recorded by the
    store (labels joined by ``.``, ending in ``.``), matched as a prefix. ``value_filter``: a
    ``BaseStore`` filter over the stored value's fields (``{"field": value}`` or operators
    ``$eq``, ``$ne``, ``$gt``, ``$gte``, ``$lt``, ``$lte``).

    >>> StoreSelector(key="prefs").key
    'prefs'
    """

    key: str | None = None
    path_prefix: str | None = None
    value_filter: dict[str, Any] | None = None
    #: one memory (any version's lineage id); with ``key=None`` and written without a key
    lineage: str | None = None
