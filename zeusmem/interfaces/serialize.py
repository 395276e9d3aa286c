"""JSON shapes shared by the CLI (``--json``, ``export``) and the REST API."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from zeusmem.types import MemoryHit, MemoryItem, ProjectProfile, Source, UserProfile


def _dt(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _short(value: datetime | None) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC") if value else "—"


def why(item: MemoryItem) -> str:
    """One sentence answering "why does the agent know this?" (the CLI's ``show`` and the console)."""
    prov = item.provenance
    origin = item.source_id or "no id"
    who = {
        Source.USER: f"stated by user {item.created_by}",
        Source.AI: f"inferred by an agent acting for {item.created_by}",
        Source.KNOWLEDGE_BASE: f"taken from a knowledge base ({origin}) for {item.created_by}",
        Source.PROJECT_RESOURCE: f"taken from a project resource ({origin}) for {item.created_by}",
    }[item.source]
    where = f" in session {prov['session_id']}" if prov.get("session_id") else ""
    imported = prov.get("import")
    if isinstance(imported, dict):
        where += f", imported from {imported.get('file')} line {imported.get('line')}"
    check = "verified by a human" if item.verified else "not verified by a human"
    return f"{who[0].upper()}{who[1:]}{where} on {_short(item.created_at)}; {check}; confidence {item.confidence:.2f}."


def item_to_dict(item: MemoryItem) -> dict[str, Any]:
    """Every field of a stored version, JSON-ready (datetimes as ISO 8601 strings).

    Example (needs a database, so not run as a doctest)::

        item_to_dict(item)["memory_type"] -> "preference"
    """
    return {
        "id": item.id,
        "content": item.content,
        "memory_type": item.memory_type.value,
        "scope": item.scope.value,
        "scope_id": item.scope_id,
        "key": item.key,
        "tags": list(item.tags),
        "priority": item.priority.value,
        "source": item.source.value,
        "source_id": item.source_id,
        "confidence": item.confidence,
        "importance": item.importance,
        "verified": item.verified,
        "visibility": item.visibility.value,
        "status": item.status.value,
        "sensitivity": item.sensitivity.value,
        "version": item.version,
        "supersedes_id": item.supersedes_id,
        "org_id": item.org_id,
        "created_by": item.created_by,
        "created_at": _dt(item.created_at),
        "updated_at": _dt(item.updated_at),
        "expires_at": _dt(item.expires_at),
        "last_used_at": _dt(item.last_used_at),
        "provenance": dict(item.provenance),
        "embedding_model": item.embedding_model,
        "observed_at": _dt(item.observed_at),
        "valid_from": _dt(item.valid_from),
        "valid_to": _dt(item.valid_to),
    }


def hit_to_dict(hit: MemoryHit) -> dict[str, Any]:
    """A search hit: the memory plus how it was scored."""
    return {
        "memory": item_to_dict(hit.item),
        "score": hit.score,
        "similarity": hit.similarity,
        "scope_priority": hit.scope_priority,
        "vector_similarity": hit.vector_similarity,
        "lexical_score": hit.lexical_score,
    }


def user_profile_to_dict(p: UserProfile) -> dict[str, Any]:
    return {
        "user_id": p.user_id,
        "username": p.username,
        "background": p.background,
        "profession": p.profession,
        "communication_style": p.communication_style,
        "response_format": p.response_format,
        "language_preference": p.language_preference,
        "characteristics": list(p.characteristics),
        "content": p.content,
        "expertise_areas": list(p.expertise_areas),
        "programming_languages": list(p.programming_languages),
        "frequently_used_tools": list(p.frequently_used_tools),
        "version": p.version,
        "updated_at": _dt(p.updated_at),
        "sources": list(p.sources),
    }


def project_profile_to_dict(p: ProjectProfile) -> dict[str, Any]:
    return {
        "project_id": p.project_id,
        "project_goal": p.project_goal,
        "tech_stack": list(p.tech_stack),
        "constraints": list(p.constraints),
        "key_decisions": [
            {
                "decision": d.decision,
                "rationale": d.rationale,
                "decided_at": _dt(d.decided_at),
                "source_memory_id": d.source_memory_id,
            }
            for d in p.key_decisions
        ],
        "team_conventions": list(p.team_conventions),
        "current_phase": p.current_phase,
        "version": p.version,
        "updated_at": _dt(p.updated_at),
        "sources": list(p.sources),
    }
