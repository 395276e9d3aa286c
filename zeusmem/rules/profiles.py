"""Building the agent's profile from stored fields and the items that feed it (pure, no I/O).

Stored fields win; items fill the rest: skill -> ``expertise_areas``, habit ->
``frequently_used_tools``, decision -> ``key_decisions``, constraint -> ``constraints``, and an
item whose key is a profile field name sets that field. The items come materialised per scope
(``zeusmem.profile_sources``, kept by a trigger in the writing transaction, oldest 200 first) as
compact rows, :func:`sources_from_rows`; an item the reader may not see (another member's
owner-only project memory) or that has expired is dropped here.

>>> profile = build_user_profile("ada", None, [ProfileSource("mem_1", MemoryType.SKILL, None, "Go", 0, 0)])
>>> profile.expertise_areas, profile.sources
(('Go',), ('mem_1',))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, NamedTuple

from zeusmem.rules.encryption import SEALED_MARKER
from zeusmem.types import (
    PROJECT_PROFILE_FIELDS,
    USER_PROFILE_FIELDS,
    KeyDecision,
    MemoryType,
    ProjectProfile,
    UserProfile,
)

LIST_FIELDS_USER = {"characteristics", "expertise_areas", "programming_languages", "frequently_used_tools"}
LIST_FIELDS_PROJECT = {"tech_stack", "constraints", "team_conventions", "key_decisions"}


class ProfileSource(NamedTuple):
    """One item feeding a profile (times in epoch microseconds)."""

    id: str
    memory_type: MemoryType
    key: str | None
    content: str
    created_us: int
    updated_us: int
    reason: str = ""

    @property
    def created_at(self) -> datetime:
        return datetime.fromtimestamp(self.created_us / 1e6, UTC)


def sources_from_rows(rows: Sequence[Sequence[Any]] | None, *, reader: str, now_us: int) -> list[ProfileSource]:
    """Materialised rows ``[id, type, key, content, created_us, updated_us, expires_us, created_by,
    visibility, reason]`` -> sources ``reader`` may see that have not expired."""
    out: list[ProfileSource] = []
    for r in rows or ():
        if r[6] is not None and r[6] <= now_us:
            continue
        if r[8] == "owner_only" and r[7] != reader:
            continue
        if not r[3] or r[3].startswith(SEALED_MARKER):  # an encrypted memory never feeds a profile
            continue
        out.append(ProfileSource(r[0], MemoryType(r[1]), r[2], r[3], int(r[4]), int(r[5]), r[9] or ""))
    return out


def _merge_list(stored: Any, derived: list[str], limit: int = 12) -> tuple[str, ...]:
    out: list[str] = list(stored or [])
    for d in derived:
        if d not in out:
            out.append(d)
    return tuple(out[:limit])


def _keyed(items: Sequence[ProfileSource], names: Sequence[str]) -> dict[str, ProfileSource]:
    latest: dict[str, ProfileSource] = {}
    for i in items:
        key = i.key
        if key is not None and key in names and (key not in latest or i.updated_us > latest[key].updated_us):
            latest[key] = i
    return latest


def build_user_profile(
    user_id: str, row: Mapping[str, Any] | None, items: Sequence[ProfileSource]
) -> UserProfile:
    """``row``: the stored ``fields``, ``sources``, ``version``, ``updated_at`` (or None)."""
    stored = dict(row["fields"]) if row else {}
    keyed = _keyed(items, USER_PROFILE_FIELDS)
    values: dict[str, Any] = {}
    for name in USER_PROFILE_FIELDS:
        if name in LIST_FIELDS_USER:
            derived = [keyed[name].content] if name in keyed else []
            if name == "expertise_areas":
                derived += [i.content for i in items if i.memory_type is MemoryType.SKILL and i.key != name]
            if name == "frequently_used_tools":
                derived += [i.content for i in items if i.memory_type is MemoryType.HABIT and i.key != name]
            values[name] = _merge_list(stored.get(name), derived)
        else:
            values[name] = stored.get(name) or (keyed[name].content if name in keyed else None)
    used = [i.id for i in items if i.key in keyed or i.memory_type in (MemoryType.SKILL, MemoryType.HABIT)]
    return UserProfile(user_id=user_id, **values, version=int(row["version"]) if row else 0,
                       updated_at=row["updated_at"] if row else None,
                       sources=tuple(dict.fromkeys([*(row["sources"] if row else []), *used])))


def build_project_profile(
    project_id: str, row: Mapping[str, Any] | None, items: Sequence[ProfileSource]
) -> ProjectProfile:
    stored = dict(row["fields"]) if row else {}
    keyed = _keyed(items, PROJECT_PROFILE_FIELDS)
    decisions = [
        KeyDecision(d["decision"], d.get("rationale") or "",
                    datetime.fromisoformat(d["decided_at"]) if d.get("decided_at") else None)
        for d in stored.get("key_decisions") or []
    ]
    known = {d.decision for d in decisions}
    for i in items:
        if i.memory_type is MemoryType.DECISION and i.content not in known:
            decisions.append(KeyDecision(i.content, i.reason, i.created_at, i.id))
    constraints = _merge_list(stored.get("constraints"),
                              [i.content for i in items if i.memory_type is MemoryType.CONSTRAINT])
    used = [i.id for i in items if i.key in keyed or i.memory_type in (MemoryType.DECISION, MemoryType.CONSTRAINT)]
    return ProjectProfile(
        project_id=project_id,
        project_goal=stored.get("project_goal") or (keyed["project_goal"].content if "project_goal" in keyed else None),
        tech_stack=_merge_list(stored.get("tech_stack"),
                               [keyed["tech_stack"].content] if "tech_stack" in keyed else []),
        constraints=constraints,
        key_decisions=tuple(decisions[-12:]),
        team_conventions=_merge_list(stored.get("team_conventions"),
                                     [keyed["team_conventions"].content] if "team_conventions" in keyed else []),
        current_phase=stored.get("current_phase")
        or (keyed["current_phase"].content if "current_phase" in keyed else None),
        version=int(row["version"]) if row else 0,
        updated_at=row["updated_at"] if row else None,
        sources=tuple(dict.fromkeys([*(row["sources"] if row else []), *used])),
    )
