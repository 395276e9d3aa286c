"""Memory policy and retention: values and decisions without I/O.

A :class:`MemoryPolicy` per organisation or project (DevOS seed §131) says which automatic
writes are allowed, what sensitive candidates become and how long memories live
(:data:`DEFAULT_TTL`). The functions here are pure; storing and reading policies is
:mod:`zeusmem.service.lifecycle`, applying them on the write path :mod:`zeusmem.service.write_hook`.

>>> policy = MemoryPolicy(allowed_types=frozenset({MemoryType.PREFERENCE}), max_size=200)
>>> policy.ttl_for(MemoryType.CONTEXT, Scope.USER, Sensitivity.NORMAL).days
30
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any, Literal

from zeusmem.errors import InvalidInput
from zeusmem.types import MemoryType, Scope, SecurityContext, Sensitivity

DAY = 86_400
DEFAULT_TTL: Mapping[str, int | None] = {
    MemoryType.CONTEXT.value: 30 * DAY,
    "session": 7 * DAY,
    "restricted": 30 * DAY,
}
"""Seconds to live by memory type, for session-scope items ("session") and restricted ones
("restricted"). A type not listed does not expire. Policies override key by key; a key
set to ``None`` in a policy means "no limit"."""

TTL_KEYS = frozenset({*(t.value for t in MemoryType), "session", "restricted"})
SensitiveHandling = Literal["deny", "restricted", "allow"]


@dataclass(frozen=True, slots=True)
class MemoryPolicy:
    """Per-organisation or per-project memory policy (seed §131). Defaults allow everything.

    ``sensitive_handling``: what happens to a candidate classified sensitive — ``deny`` it,
    store it ``restricted`` (owner-only, short TTL), or ``allow`` it as is. Secrets are never
    stored whatever the policy says. ``ttl`` overrides :data:`DEFAULT_TTL` key by key
    (seconds or ``timedelta``; ``None`` = no limit). ``version`` is set by the database.
    """

    allow_automatic_write: bool = True
    allowed_types: frozenset[MemoryType] | None = None
    max_items: int | None = None
    max_size: int | None = None
    require_approval: bool = False
    sensitive_handling: SensitiveHandling = "restricted"
    ttl: Mapping[str, int | timedelta | None] = field(default_factory=dict)
    version: int = 0

    def __post_init__(self) -> None:
        if self.allowed_types is not None:
            object.__setattr__(self, "allowed_types", frozenset(MemoryType(t) for t in self.allowed_types))
        if self.sensitive_handling not in ("deny", "restricted", "allow"):
            raise InvalidInput("sensitive_handling", "must be 'deny', 'restricted' or 'allow'")
        for name in ("max_items", "max_size"):
            val = getattr(self, name)
            if val is not None and (
                not isinstance(val, int) or isinstance(val, bool) or val < (0 if name == "max_items" else 1)
            ):
                raise InvalidInput(name, "must be a non-negative integer (max_size >= 1) or None")
        clean: dict[str, int | None] = {}
        for k, val in dict(self.ttl).items():
            if k not in TTL_KEYS:
                raise InvalidInput("ttl", f"unknown key {k!r}; keys: {', '.join(sorted(TTL_KEYS))}")
            secs = int(val.total_seconds()) if isinstance(val, timedelta) else val
            if secs is not None and (not isinstance(secs, int) or secs <= 0):
                raise InvalidInput("ttl", f"{k}: must be a positive number of seconds, a timedelta or None")
            clean[k] = secs
        object.__setattr__(self, "ttl", clean)

    def ttl_seconds(self) -> dict[str, int | None]:
        """The effective map: defaults overridden by this policy."""
        return {**DEFAULT_TTL, **self.ttl}  # type: ignore[dict-item]

    def ttl_for(
        self,
        memory_type: MemoryType | str,
        scope: Scope | str,
        sensitivity: Sensitivity | str = Sensitivity.NORMAL,
    ) -> timedelta | None:
        """The shortest applicable time-to-live, or None."""
        eff = self.ttl_seconds()
        options = [eff.get(MemoryType(memory_type).value)]
        if Scope(scope) is Scope.SESSION:
            options.append(eff.get("session"))
        if Sensitivity(sensitivity) is Sensitivity.RESTRICTED:
            options.append(eff.get("restricted"))
        secs = [s for s in options if s]
        return timedelta(seconds=min(secs)) if secs else None

    def allows_type(self, memory_type: MemoryType) -> bool:
        return self.allowed_types is None or memory_type in self.allowed_types


# --- sensitivity (pure) -----------------------------------------------------------------------

_SENSITIVE_PATTERNS = [
    re.compile(p, re.I)
    for p in (
        r"[\w.+-]+@[\w-]+\.[\w.-]+",  # e-mail address
        r"(?<!\w)\+?\d[\d ()./-]{8,}\d(?!\w)",  # phone number
        r"\b(?:date of birth|born on|birthday|home address|lives at)\b",
        r"\b(?:diagnos\w*|medication|prescription|therapy|disease|disorder|pregnan\w*|hiv)\b",
        r"\b(?:salary|income|bank account|iban|credit score|debt|mortgage)\b",
        r"\b(?:religio\w*|political (?:view|party|affiliation)|sexual orientation|ethnicity)\b",
        r"\b(?:passport|social security|national id|driver'?s licen[cs]e)\b",
    )
]


def classify_sensitivity(content: str) -> Sensitivity:
    """``sensitive`` when the text looks like personal data (contact details, health, finances,
    beliefs, identity documents), else ``normal``. Secrets are the gate's business.

    >>> classify_sensitivity("Reach me at alice@example.com").value
    'sensitive'
    >>> classify_sensitivity("Prefers dark theme").value
    'normal'
    """
    return (
        Sensitivity.SENSITIVE if any(p.search(content) for p in _SENSITIVE_PATTERNS) else Sensitivity.NORMAL
    )


# --- policies -------------------------------------------------------------------------------


def policy_from_row(row: Mapping[str, Any]) -> MemoryPolicy:
    return MemoryPolicy(
        allow_automatic_write=bool(row["allow_automatic_write"]),
        allowed_types=frozenset(row["allowed_types"]) if row.get("allowed_types") is not None else None,
        max_items=row.get("max_items"),
        max_size=row.get("max_size"),
        require_approval=bool(row["require_approval"]),
        sensitive_handling=row["sensitive_handling"],
        ttl=dict(row.get("ttl_seconds") or {}),
        version=int(row["version"]),
    )


def effective_policy(rows: Sequence[Mapping[str, Any]]) -> MemoryPolicy:
    """The most specific row wins (project over organisation); TTLs merge key by key."""
    if not rows:
        return MemoryPolicy()
    ordered = sorted(rows, key=lambda r: r["project_id"] != "")  # org row first, then project
    ttl: dict[str, Any] = {}
    for r in ordered:
        ttl.update(dict(r.get("ttl_seconds") or {}))
    return replace(policy_from_row(ordered[-1]), ttl=ttl)


def policy_key(ctx: SecurityContext, scope: Scope, scope_id: str | None = None) -> tuple[str, str]:
    return ctx.org_id or "", (scope_id or ctx.project_id or "") if scope is Scope.PROJECT else ""


@dataclass(frozen=True, slots=True)
class WriteContext:
    policy: MemoryPolicy
    automatic_memory: bool
    active_items: int | None


def policy_denial(
    policy: MemoryPolicy,
    wc: WriteContext,
    *,
    automatic: bool,
    memory_type: MemoryType,
    content: str,
    sensitivity: Sensitivity,
    extra_items: int,
) -> tuple[str, str] | None:
    """(reason, detail) when the policy refuses, else None. Pure."""
    if automatic and not policy.allow_automatic_write:
        return "automatic_writes_disabled", "the memory policy does not allow automatic memory writes"
    if automatic and not wc.automatic_memory:
        return "user_opted_out", "the user switched automatic memory off"
    if not policy.allows_type(memory_type):
        allowed = ", ".join(sorted(t.value for t in policy.allowed_types or ()))
        return "type_not_allowed", f"memory type {memory_type.value!r} is not allowed (allowed: {allowed})"
    if policy.max_size is not None and len(content) > policy.max_size:
        return "max_size", f"content is {len(content)} characters; the policy allows {policy.max_size}"
    if sensitivity is not Sensitivity.NORMAL and policy.sensitive_handling == "deny":
        return "sensitive", "the memory policy denies sensitive memories"
    if (
        policy.max_items is not None
        and wc.active_items is not None
        and wc.active_items + extra_items > policy.max_items
    ):
        return (
            "max_items",
            f"this scope already holds {wc.active_items} active memories (policy max {policy.max_items})",
        )
    return None
