"""Memory candidates, memory policy, retention, and the write-path hook.

The agent does not write long-term memory directly: it *proposes* a
:class:`MemoryCandidate` (type, content, source, confidence, importance, reason) and the
:class:`MemoryPolicy` of the organisation or project decides (DevOS seed §50-53, §131)::

    Source -> MemoryCandidate -> validation (the gate) -> policy -> persist | queue | deny

:func:`propose` returns a :class:`Decision`: ``stored`` (through
:meth:`~zeusmem.MemoryService.add_explicit_memory`, the same gate), ``queued`` for approval
(:func:`approve_candidate` / :func:`reject_candidate`), or ``denied`` with a reason code.
Users switch automatic memory off for themselves with :func:`set_automatic_memory`.

Retention: every policy has a time-to-live per memory type, for session-scope items and for
restricted ones (:data:`DEFAULT_TTL`: context 30 days, session scope 7 days, restricted 30
days; preferences, facts, skills, habits, events, constraints and decisions do not expire by
default). ``expires_at`` is set from ``created_at`` when a memory is written; reading or
using a memory never extends it (seed §62). The consolidation job moves due items to
``expired``, which takes them out of the default context.

:func:`after_write` is the one hook the service's write path calls (inside its transaction,
after the insert): for automatic writes (source other than ``user``) it enforces the policy
and the user's switch, it applies the retention TTL, and it settles conflicts
(:mod:`zeusmem.service.conflicts`).

>>> policy = MemoryPolicy(allowed_types=frozenset({MemoryType.PREFERENCE}), max_size=200)
>>> policy.ttl_for(MemoryType.CONTEXT, Scope.USER, Sensitivity.NORMAL).days
30
>>> # decision = await propose(memory, ctx, MemoryCandidate("preference", "Prefers tea", reason="said twice"))
>>> # decision.outcome  -> 'stored' | 'queued' | 'denied'
"""

from __future__ import annotations

import logging
import re
import secrets as _secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal

from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem import observability as obs
from zeusmem.errors import GateRejected, InvalidInput, NotFound, PermissionDenied
from zeusmem.service import conflicts, gate
from zeusmem.service import validation as v
from zeusmem.service.conflicts import contradicts
from zeusmem.service.permissions import Action, project_allows
from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage import sql as q
from zeusmem.types import (
    GateVerdict,
    MemoryItem,
    MemoryType,
    Role,
    Scope,
    SecurityContext,
    Sensitivity,
    Source,
    Visibility,
)

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

__all__ = [
    "DEFAULT_TTL",
    "Decision",
    "MemoryCandidate",
    "MemoryPolicy",
    "PendingCandidate",
    "after_write",
    "approve_candidate",
    "automatic_memory_enabled",
    "clear_policy",
    "classify_sensitivity",
    "contradicts",
    "get_policy",
    "list_candidates",
    "propose",
    "reject_candidate",
    "set_automatic_memory",
    "set_policy",
    "set_project_policy",
]

log = logging.getLogger("zeusmem.lifecycle")

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
Outcome = Literal["stored", "queued", "denied"]


# --- values -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MemoryCandidate:
    """What an agent (or an extractor) proposes to remember (seed §51).

    ``source`` defaults to ``ai`` (an agent's inference): that is an *automatic* write, subject
    to the policy's automatic-write switch, approval and the user's own switch. A ``user``
    source is an explicit user statement (seed §49): still subject to types, size and
    sensitivity rules, never queued.

    >>> MemoryCandidate("preference", "Prefers answers in Chinese", reason="asked twice").source
    <Source.AI: 'ai'>
    """

    type: MemoryType | str
    content: str
    source: Source | str = Source.AI
    confidence: float | None = None
    importance: float = 0.5
    reason: str = ""
    scope: Scope | str | None = None
    key: str | None = None
    source_id: str | None = None
    tags: Sequence[str] = ()
    sensitivity: Sensitivity | str | None = None
    expires_at: datetime | None = None
    provenance: Mapping[str, Any] | None = None


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


@dataclass(frozen=True, slots=True)
class Decision:
    """What :func:`propose` decided.

    ``reason`` codes: ``accepted``, ``approval_required``; policy denials
    ``automatic_writes_disabled``, ``user_opted_out``, ``type_not_allowed``, ``max_size``,
    ``max_items``, ``sensitive``; gate rejections carry the gate's reason (``low_confidence``,
    ``secret``, ``length``, ``duplicate``, ``rate_limit``) and its ``verdict``.
    """

    outcome: Outcome
    reason: str
    detail: str = ""
    memory: MemoryItem | None = None
    candidate_id: str | None = None
    verdict: GateVerdict | None = None
    policy_version: int = 0

    @property
    def stored(self) -> bool:
        return self.outcome == "stored"


@dataclass(frozen=True, slots=True)
class PendingCandidate:
    """A queued candidate as a reviewer sees it."""

    id: str
    memory_type: MemoryType
    content: str | None
    scope: Scope
    scope_id: str
    user_id: str
    source: Source
    confidence: float
    importance: float
    reason: str | None
    status: str
    created_at: datetime
    decision_reason: str | None = None
    memory_id: str | None = None


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


# --- policies ---------------------------------------------------------------------------------


def _policy_from_row(row: Mapping[str, Any]) -> MemoryPolicy:
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
    return replace(_policy_from_row(ordered[-1]), ttl=ttl)


def _policy_key(ctx: SecurityContext, scope: Scope, scope_id: str | None = None) -> tuple[str, str]:
    return ctx.org_id or "", (scope_id or ctx.project_id or "") if scope is Scope.PROJECT else ""


async def get_policy(
    memory: MemoryService, *, org_id: str | None = None, project_id: str | None = None
) -> MemoryPolicy:
    """The effective policy of an organisation (and project)."""
    async with memory.repo.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_POLICIES, {"org": org_id or "", "project": project_id or ""})
        return effective_policy(await cur.fetchall())


async def set_policy(
    memory: MemoryService,
    policy: MemoryPolicy,
    *,
    org_id: str | None = None,
    project_id: str | None = None,
    actor: str = "operator",
) -> MemoryPolicy:
    """Store the policy of an organisation (``project_id=None``) or of one project.

    An operator API: the host application decides who may call it. Project owners and
    admins use :func:`set_project_policy`. Returns the stored policy with its new version.
    """
    if not isinstance(policy, MemoryPolicy):
        raise InvalidInput("policy", "must be a MemoryPolicy")
    params = {
        "org": org_id or "",
        "project": v.identifier("project_id", project_id) if project_id else "",
        "allow_automatic_write": policy.allow_automatic_write,
        "allowed_types": sorted(t.value for t in policy.allowed_types)
        if policy.allowed_types is not None
        else None,
        "max_items": policy.max_items,
        "max_size": policy.max_size,
        "require_approval": policy.require_approval,
        "sensitive_handling": policy.sensitive_handling,
        "ttl_seconds": Jsonb(dict(policy.ttl)),
        "actor": v.text("actor", actor, max_len=256),
    }
    async with memory.repo.db.connection() as conn, conn.transaction():
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.UPSERT_POLICY, params)
            row = await cur.fetchone()
    assert row is not None
    obs.log_event(log, "policy.updated", org=org_id or "", project=project_id or "", version=row["version"])
    return _policy_from_row(row)


async def clear_policy(
    memory: MemoryService, *, org_id: str | None = None, project_id: str | None = None
) -> None:
    """Remove the stored policy of an organisation or project; it then inherits (project, org, defaults)."""
    async with memory.repo.db.connection() as conn:
        await conn.execute(lq.DELETE_POLICY, {"org": org_id or "", "project": project_id or ""})


async def set_project_policy(
    memory: MemoryService, ctx: SecurityContext, policy: MemoryPolicy
) -> MemoryPolicy:
    """Store the policy of ``ctx.project_id`` (project owners and admins only)."""
    if ctx.project_id is None:
        raise InvalidInput("ctx.project_id", "a project policy needs a context with a project")
    r = await memory.repo.role(q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id))
    if r is None:
        raise NotFound(f"no project {ctx.project_id!r}")
    if not project_allows(Role(r), Action.MANAGE_MEMBERS):
        raise PermissionDenied(f"role {r} may not change the memory policy of project {ctx.project_id!r}")
    return await set_policy(memory, policy, org_id=ctx.org_id, project_id=ctx.project_id, actor=ctx.user_id)


async def set_automatic_memory(memory: MemoryService, ctx: SecurityContext, enabled: bool) -> None:
    """Switch automatic memory (agent-proposed, extracted) on or off for ``ctx.user_id``.

    Explicit user statements are not affected. Takes effect for the next write.
    """
    if not isinstance(enabled, bool):
        raise InvalidInput("enabled", "must be a boolean")
    async with memory.repo.db.connection() as conn:
        await conn.execute(
            lq.UPSERT_USER_SETTING, {"org": ctx.org_id or "", "user": ctx.user_id, "on": enabled}
        )
    obs.log_event(log, "user.automatic_memory", user=ctx.user_id, enabled=enabled)


async def automatic_memory_enabled(memory: MemoryService, ctx: SecurityContext) -> bool:
    async with memory.repo.db.connection() as conn:
        cur = await conn.execute(lq.GET_USER_SETTING, {"org": ctx.org_id or "", "user": ctx.user_id})
        row = await cur.fetchone()
    return True if row is None else bool(row[0])


@dataclass(frozen=True, slots=True)
class _WriteContext:
    policy: MemoryPolicy
    automatic_memory: bool
    active_items: int | None


async def _write_context(
    conn: AsyncConnection, ctx: SecurityContext, scope: Scope, scope_id: str, *, count_items: bool
) -> _WriteContext:
    org, project = _policy_key(ctx, scope, scope_id)
    cur = await conn.execute(
        lq.WRITE_CONTEXT,
        {
            "org": org,
            "project": project,
            "user": ctx.user_id,
            "scope": scope.value,
            "scope_id": scope_id,
            "count_items": count_items,
        },
    )
    row = await cur.fetchone()
    assert row is not None
    policies, auto, n = row
    return _WriteContext(
        effective_policy(policies or []),
        True if auto is None else bool(auto),
        int(n) if n is not None else None,
    )


def _policy_denial(
    policy: MemoryPolicy,
    wc: _WriteContext,
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


# --- the write-path hook ----------------------------------------------------------------------


async def after_write(
    conn: AsyncConnection, memory: MemoryService, ctx: SecurityContext, item: MemoryItem
) -> MemoryItem:
    """Called by ``MemoryService.add_explicit_memory`` inside its transaction, after the insert.

    Automatic writes (source other than ``user``) must pass the policy and the user's switch
    (else :class:`PermissionDenied`, and the transaction rolls back). Then the retention TTL
    is applied and conflicts are settled. Returns the item as stored now.

    One round trip for most writes (policy, switch, retention together), a second one only when
    the item has a key or reads as an attribute statement (the conflict check).
    """
    automatic = item.source is not Source.USER
    claim = conflicts.extract_claim(item.content)
    if not (automatic or item.expires_at is None or claim or item.key):
        return item
    org, project = _policy_key(ctx, item.scope, item.scope_id)
    model_id = dims = None
    if claim and item.embedding_model is not None:
        spec, model_id = await memory._spec(memory.embeddings_for(ctx, item.scope))  # cached: no I/O
        dims = spec.dims
    request = conflicts.neighbours_request(item, ctx, claim, model_id, dims)
    # one round trip: policy + switch + retention, and the conflict candidates
    async with conn.pipeline():
        cur = await conn.execute(
            lq.HOOK_CONTEXT,
            {
                "id": item.id,
                "org": org,
                "project": project,
                "user": ctx.user_id,
                "scope": item.scope.value,
                "scope_id": item.scope_id,
                "count_items": automatic,
                "apply_ttl": item.expires_at is None,
                "defaults": Jsonb(dict(DEFAULT_TTL)),
            },
        )
        ncur = conn.cursor(row_factory=dict_row)
        if request is not None:
            await ncur.execute(*request)
    row = await cur.fetchone()
    neighbour_rows = await ncur.fetchall() if request is not None else []
    await ncur.close()
    if row is None:  # pragma: no cover - the item was inserted by this transaction
        return item
    policies, auto, n, lineage, _model, _dims, expires_at = row
    if automatic:
        wc = _WriteContext(
            effective_policy(policies or []),
            True if auto is None else bool(auto),
            int(n) if n is not None else None,
        )
        denial = _policy_denial(
            wc.policy,
            wc,
            automatic=True,
            memory_type=item.memory_type,
            content=item.content,
            sensitivity=item.sensitivity,
            extra_items=0,
        )
        if denial is not None:
            obs.get_metrics().policy_denial(denial[0])
            raise PermissionDenied(f"memory policy ({denial[0]}): {denial[1]}")
    if expires_at is not None:
        item = replace(item, expires_at=expires_at)
    if not neighbour_rows:
        return item
    audits: list[conflicts.PendingAudit] = []
    outcomes = await conflicts.settle(
        conn,
        memory,
        ctx,
        item,
        lineage,
        claim,
        conflicts.neighbours_from_rows(memory, neighbour_rows),
        audits,
    )
    await conflicts.flush_audits(conn, audits)  # audit rows last (see PendingAudit)
    if any(o.conflict_id is not None for o in outcomes):
        async with conn.cursor(row_factory=dict_row) as c2:
            await c2.execute(lq.ITEM_BY_ID, {"id": item.id})
            fresh = await c2.fetchone()
        if fresh is not None:
            item = memory.repo.to_item(fresh)
    return item


# --- propose ----------------------------------------------------------------------------------


def _new_candidate_id() -> str:
    return f"cand_{time.time_ns() // 1000:013x}{_secrets.token_hex(6)}"


def _denied(reason: str, detail: str, policy: MemoryPolicy, verdict: GateVerdict | None = None) -> Decision:
    obs.get_metrics().decision("denied", reason)
    obs.log_event(log, "candidate.denied", reason=reason, policy_version=policy.version)
    return Decision("denied", reason, detail, verdict=verdict, policy_version=policy.version)


def _gate_reason(verdict: GateVerdict) -> str:
    return "secret" if verdict.reason.value == "sensitive" else verdict.reason.value


async def propose(
    memory: MemoryService,
    ctx: SecurityContext,
    candidate: MemoryCandidate,
    *,
    scope: Scope | str | None = None,
) -> Decision:
    """Decide about one candidate: store it (same gate as every write), queue it, or deny it.

    ``scope`` (or ``candidate.scope``) defaults to ``user``. Never raises for what the
    policy or the gate refuses: that is a ``denied`` decision with a reason code.
    """
    if not isinstance(candidate, MemoryCandidate):
        raise InvalidInput("candidate", "must be a MemoryCandidate")
    mtype = v.enum_value("type", candidate.type, MemoryType)
    source = v.enum_value("source", candidate.source, Source)
    scope_e = v.enum_value("scope", scope if scope is not None else (candidate.scope or Scope.USER), Scope)
    assert mtype and source and scope_e
    content = v.text("content", candidate.content, max_len=10_000_000, allow_empty=True).strip()
    confidence = (
        gate.default_confidence(source)
        if candidate.confidence is None
        else v.unit_float("confidence", candidate.confidence)
    )
    importance = v.unit_float("importance", candidate.importance)
    reason = v.text("reason", candidate.reason or "", max_len=500, allow_empty=True)
    declared = v.enum_value("sensitivity", candidate.sensitivity, Sensitivity, optional=True)
    scope_id = memory._scope_id(ctx, scope_e)
    automatic = source is not Source.USER

    async with memory.repo.db.connection() as conn:
        wc = await _write_context(conn, ctx, scope_e, scope_id, count_items=True)
    policy = wc.policy
    verdict = gate.validate(content, confidence=confidence, settings=memory.settings)
    if not verdict.accepted:
        obs.get_metrics().gate_rejection(verdict.reason.value)
        return _denied(_gate_reason(verdict), verdict.detail, policy, verdict)
    sensitivity = declared or Sensitivity.NORMAL
    if sensitivity is Sensitivity.NORMAL:
        sensitivity = classify_sensitivity(content)
    denial = _policy_denial(
        policy,
        wc,
        automatic=automatic,
        memory_type=mtype,
        content=content,
        sensitivity=sensitivity,
        extra_items=1,
    )
    if denial is not None:
        return _denied(*denial, policy)
    visibility = Visibility.MEMBERS
    if sensitivity is not Sensitivity.NORMAL and policy.sensitive_handling == "restricted":
        sensitivity, visibility = Sensitivity.RESTRICTED, Visibility.OWNER_ONLY
    expires_at = v.aware_datetime("expires_at", candidate.expires_at)
    provenance = {
        **v.provenance("provenance", dict(candidate.provenance or {})),
        "candidate": True,
        "policy_version": policy.version,
    }
    if reason:
        provenance["reason"] = reason

    if automatic and policy.require_approval:
        cid = _new_candidate_id()
        async with memory.repo.db.connection() as conn:
            await conn.execute(
                lq.INSERT_CANDIDATE,
                {
                    "id": cid,
                    "org": ctx.org_id or "",
                    "scope": scope_e.value,
                    "scope_id": scope_id,
                    "user": ctx.user_id,
                    "project": ctx.project_id,
                    "session": ctx.session_id,
                    "memory_type": mtype.value,
                    "content": content,
                    "source": source.value,
                    "source_id": v.identifier("source_id", candidate.source_id)
                    if candidate.source_id
                    else None,
                    "confidence": confidence,
                    "importance": importance,
                    "reason": reason or None,
                    "key": candidate.key,
                    "tags": v.tags("tags", candidate.tags),
                    "sensitivity": sensitivity.value,
                    "expires_at": expires_at,
                    "provenance": Jsonb(provenance),
                    "policy_version": policy.version,
                },
            )
        obs.get_metrics().decision("queued", "approval_required")
        obs.log_event(log, "candidate.queued", candidate=cid, scope=scope_e.value, memory_type=mtype.value)
        return Decision(
            "queued",
            "approval_required",
            "waiting for approval",
            candidate_id=cid,
            policy_version=policy.version,
        )

    try:
        item = await memory.add_explicit_memory(
            ctx,
            content,
            mtype,
            scope_e,
            key=candidate.key,
            confidence=confidence,
            source=source,
            source_id=candidate.source_id,
            tags=candidate.tags,
            visibility=visibility,
            importance=importance,
            sensitivity=sensitivity,
            expires_at=expires_at,
            provenance=provenance,
        )
    except GateRejected as e:
        obs.get_metrics().gate_rejection(e.verdict.reason.value)
        return _denied(_gate_reason(e.verdict), e.verdict.detail, policy, e.verdict)
    except PermissionDenied as e:
        if str(e).startswith("memory policy ("):
            code = str(e)[len("memory policy (") :].split(")", 1)[0]
            return _denied(code, str(e), policy)
        raise
    obs.get_metrics().decision("stored", "accepted")
    return Decision("stored", "accepted", "", memory=item, policy_version=policy.version)


# --- the approval queue -----------------------------------------------------------------------


def _pending(row: Mapping[str, Any]) -> PendingCandidate:
    return PendingCandidate(
        id=row["id"],
        memory_type=MemoryType(row["memory_type"]),
        content=row["content"],
        scope=Scope(row["scope"]),
        scope_id=row["scope_id"],
        user_id=row["user_id"],
        source=Source(row["source"]),
        confidence=round(float(row["confidence"]), 6),
        importance=round(float(row["importance"]), 6),
        reason=row["reason"],
        status=row["status"],
        created_at=row["created_at"],
        decision_reason=row["decision_reason"],
        memory_id=row["memory_id"],
    )


async def _manages(memory: MemoryService, ctx: SecurityContext, project_id: str | None) -> bool:
    if project_id is None:
        return False
    r = await memory.repo.role(q.ctx_params(ctx.user_id, project_id, ctx.session_id, ctx.org_id))
    return r is not None and project_allows(Role(r), Action.MANAGE_MEMBERS)


async def list_candidates(
    memory: MemoryService, ctx: SecurityContext, *, status: str = "pending", limit: int = 50
) -> list[PendingCandidate]:
    """Candidates ``ctx`` may review: its own, and those of ``ctx.project_id`` for owners/admins."""
    if status not in ("pending", "approved", "rejected"):
        raise InvalidInput("status", "must be 'pending', 'approved' or 'rejected'")
    params = {
        **q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id),
        "status": status,
        "manages_project": await _manages(memory, ctx, ctx.project_id),
        "limit": v.int_range("limit", limit, 1, 1000),
    }
    async with memory.repo.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.LIST_CANDIDATES, params)
        return [_pending(r) for r in await cur.fetchall()]


async def _load_for_decision(
    conn: AsyncConnection, memory: MemoryService, ctx: SecurityContext, candidate_id: str
) -> dict[str, Any]:
    async with conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.GET_CANDIDATE, {"id": candidate_id, "org": ctx.org_id or ""})
        row = await cur.fetchone()
    if row is None:
        raise NotFound(f"no candidate {candidate_id!r}")
    if row["scope"] == Scope.PROJECT.value:
        if not await _manages(memory, ctx, row["scope_id"]):
            if await memory.repo.role(q.ctx_params(ctx.user_id, row["scope_id"], None, ctx.org_id)) is None:
                raise NotFound(f"no candidate {candidate_id!r}")
            raise PermissionDenied(
                "only project owners and admins approve or reject project memory candidates"
            )
    elif row["user_id"] != ctx.user_id:
        raise NotFound(f"no candidate {candidate_id!r}")
    if row["status"] != "pending":
        raise InvalidInput("candidate_id", f"was already {row['status']}")
    return row


async def approve_candidate(memory: MemoryService, ctx: SecurityContext, candidate_id: str) -> Decision:
    """Store a queued candidate (through the gate) as its proposer; record who approved it."""
    async with memory.repo.db.connection() as conn, conn.transaction():
        row = await _load_for_decision(conn, memory, ctx, candidate_id)
        proposer = SecurityContext(
            row["user_id"],
            project_id=row["project_id"],
            session_id=row["session_id"],
            org_id=row["org_id"] or None,
        )
        prov = {**dict(row["provenance"] or {}), "candidate_id": candidate_id, "approved_by": ctx.user_id}
        decision: Decision
        try:
            item = await memory.add_explicit_memory(
                proposer,
                row["content"] or "",
                row["memory_type"],
                row["scope"],
                key=row["key"],
                confidence=float(row["confidence"]),
                source=row["source"],
                source_id=row["source_id"],
                tags=row["tags"] or (),
                importance=float(row["importance"]),
                sensitivity=row["sensitivity"],
                visibility=Visibility.OWNER_ONLY
                if row["sensitivity"] == "restricted"
                else Visibility.MEMBERS,
                expires_at=row["expires_at"],
                provenance=prov,
            )
            decision = Decision(
                "stored",
                "accepted",
                "",
                memory=item,
                candidate_id=candidate_id,
                policy_version=int(row["policy_version"]),
            )
            status, why, mid = "approved", None, item.id
        except GateRejected as e:
            decision = Decision(
                "denied",
                _gate_reason(e.verdict),
                e.verdict.detail,
                candidate_id=candidate_id,
                verdict=e.verdict,
                policy_version=int(row["policy_version"]),
            )
            status, why, mid = "rejected", _gate_reason(e.verdict), None
        except PermissionDenied as e:
            decision = Decision(
                "denied",
                "permission",
                str(e),
                candidate_id=candidate_id,
                policy_version=int(row["policy_version"]),
            )
            status, why, mid = "rejected", "permission", None
        await conn.execute(
            lq.DECIDE_CANDIDATE,
            {
                "id": candidate_id,
                "status": status,
                "decision_reason": why,
                "memory_id": mid,
                "actor": ctx.user_id,
            },
        )
    obs.log_event(log, "candidate.decided", candidate=candidate_id, status=status, reason=why or "accepted")
    return decision


async def reject_candidate(
    memory: MemoryService, ctx: SecurityContext, candidate_id: str, *, reason: str = "rejected"
) -> None:
    """Drop a queued candidate; its content is removed, the decision kept."""
    why = v.text("reason", reason, max_len=200)
    async with memory.repo.db.connection() as conn, conn.transaction():
        await _load_for_decision(conn, memory, ctx, candidate_id)
        await conn.execute(
            lq.DECIDE_CANDIDATE,
            {
                "id": candidate_id,
                "status": "rejected",
                "decision_reason": why,
                "memory_id": None,
                "actor": ctx.user_id,
            },
        )
    obs.log_event(log, "candidate.decided", candidate=candidate_id, status="rejected")
