"""Memory candidates, memory policy and retention: the API above the service.

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

The pure policy values live in :mod:`zeusmem.rules.policy`; the hook the service's write path
calls (policy, switch, retention, conflicts) in :mod:`zeusmem.service.write_hook` — below the
service, which this module uses (``propose`` stores through ``add_explicit_memory``). Both are
re-exported here.

>>> policy = MemoryPolicy(allowed_types=frozenset({MemoryType.PREFERENCE}), max_size=200)
>>> policy.ttl_for(MemoryType.CONTEXT, Scope.USER, Sensitivity.NORMAL).days
30

Example (needs a database, so not run as a doctest)::

    decision = await propose(memory, ctx, MemoryCandidate("preference", "Prefers tea", reason="said twice"))
    decision.outcome  -> 'stored' | 'queued' | 'denied'
"""

from __future__ import annotations

import logging
import secrets as _secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from zeusmem import observability as obs
from zeusmem.errors import GateRejected, InvalidInput, NotFound, PermissionDenied
from zeusmem.rules import validation as v
from zeusmem.rules.permissions import Action, project_allows
from zeusmem.rules.policy import (
    MemoryPolicy,
    WriteContext,
    classify_sensitivity,
    effective_policy,
    policy_denial,
    policy_from_row,
    policy_key,
)
from zeusmem.service import gate
from zeusmem.service.caller_scope import for_caller, owner_job
from zeusmem.storage import lifecycle as store
from zeusmem.storage import sql as q
from zeusmem.storage.database import Connection
from zeusmem.types import (
    MemoryItem,
    MemoryType,
    Role,
    Scope,
    SecurityContext,
    Sensitivity,
    Source,
    Visibility,
)
from zeusmem.verdicts import GateVerdict

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

__all__ = [
    "Decision",
    "MemoryCandidate",
    "PendingCandidate",
    "approve_candidate",
    "automatic_memory_enabled",
    "clear_policy",
    "get_policy",
    "list_candidates",
    "propose",
    "reject_candidate",
    "set_automatic_memory",
    "set_policy",
    "set_project_policy",
]

log = logging.getLogger("zeusmem.lifecycle")

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


# --- policies ---------------------------------------------------------------------------------


@owner_job
async def get_policy(
    memory: MemoryService, *, org_id: str | None = None, project_id: str | None = None
) -> MemoryPolicy:
    """The effective policy of an organisation (and project)."""
    return effective_policy(await store.policies(memory.repo.db, org=org_id or "", project=project_id or ""))


@owner_job
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
    row = await store.upsert_policy(
        memory.repo.db,
        org=org_id or "",
        project=v.identifier("project_id", project_id) if project_id else "",
        allow_automatic_write=policy.allow_automatic_write,
        allowed_types=sorted(t.value for t in policy.allowed_types) if policy.allowed_types is not None else None,
        max_items=policy.max_items,
        max_size=policy.max_size,
        require_approval=policy.require_approval,
        sensitive_handling=policy.sensitive_handling,
        ttl_seconds=policy.ttl,
        actor=v.text("actor", actor, max_len=256),
    )
    obs.log_event(log, "policy.updated", org=org_id or "", project=project_id or "", version=row["version"])
    return policy_from_row(row)


@owner_job
async def clear_policy(
    memory: MemoryService, *, org_id: str | None = None, project_id: str | None = None
) -> None:
    """Remove the stored policy of an organisation or project; it then inherits (project, org, defaults)."""
    await store.delete_policy(memory.repo.db, org=org_id or "", project=project_id or "")


@for_caller
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


@for_caller
async def set_automatic_memory(memory: MemoryService, ctx: SecurityContext, enabled: bool) -> None:
    """Switch automatic memory (agent-proposed, extracted) on or off for ``ctx.user_id``.

    Explicit user statements are not affected. Takes effect for the next write.
    """
    if not isinstance(enabled, bool):
        raise InvalidInput("enabled", "must be a boolean")
    await store.set_user_setting(memory.repo.db, org=ctx.org_id or "", user=ctx.user_id, automatic_memory=enabled)
    obs.log_event(log, "user.automatic_memory", user=ctx.user_id, enabled=enabled)


@for_caller
async def automatic_memory_enabled(memory: MemoryService, ctx: SecurityContext) -> bool:
    on = await store.user_setting(memory.repo.db, org=ctx.org_id or "", user=ctx.user_id)
    return True if on is None else on


async def _write_context(
    memory: MemoryService, ctx: SecurityContext, scope: Scope, scope_id: str, *, count_items: bool
) -> WriteContext:
    org, project = policy_key(ctx, scope, scope_id)
    policies, auto, n = await store.write_context(
        memory.repo.db,
        org=org,
        project=project,
        user=ctx.user_id,
        scope=scope.value,
        scope_id=scope_id,
        count_items=count_items,
    )
    return WriteContext(
        effective_policy(policies or []),
        True if auto is None else bool(auto),
        int(n) if n is not None else None,
    )


# --- propose ----------------------------------------------------------------------------------


def _new_candidate_id() -> str:
    return f"cand_{time.time_ns() // 1000:013x}{_secrets.token_hex(6)}"


def _denied(reason: str, detail: str, policy: MemoryPolicy, verdict: GateVerdict | None = None) -> Decision:
    obs.get_metrics().decision("denied", reason)
    obs.log_event(log, "candidate.denied", reason=reason, policy_version=policy.version)
    return Decision("denied", reason, detail, verdict=verdict, policy_version=policy.version)


def _gate_reason(verdict: GateVerdict) -> str:
    return "secret" if verdict.reason.value == "sensitive" else verdict.reason.value


@for_caller
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

    wc = await _write_context(memory, ctx, scope_e, scope_id, count_items=True)
    policy = wc.policy
    verdict = gate.validate(content, confidence=confidence, settings=memory.settings)
    if not verdict.accepted:
        obs.get_metrics().gate_rejection(verdict.reason.value)
        return _denied(_gate_reason(verdict), verdict.detail, policy, verdict)
    sensitivity = declared or Sensitivity.NORMAL
    if sensitivity is Sensitivity.NORMAL:
        sensitivity = classify_sensitivity(content)
    denial = policy_denial(
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
        await store.insert_candidate(
            memory.repo.db,
            candidate_id=cid,
            org=ctx.org_id or "",
            scope=scope_e.value,
            scope_id=scope_id,
            user=ctx.user_id,
            project=ctx.project_id,
            session=ctx.session_id,
            memory_type=mtype.value,
            content=content,
            source=source.value,
            source_id=v.identifier("source_id", candidate.source_id) if candidate.source_id else None,
            confidence=confidence,
            importance=importance,
            reason=reason or None,
            key=candidate.key,
            tags=v.tags("tags", candidate.tags),
            sensitivity=sensitivity.value,
            expires_at=expires_at,
            provenance=provenance,
            policy_version=policy.version,
            keys=memory.repo.keys,
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


@for_caller
async def list_candidates(
    memory: MemoryService, ctx: SecurityContext, *, status: str = "pending", limit: int = 50
) -> list[PendingCandidate]:
    """Candidates ``ctx`` may review: its own, and those of ``ctx.project_id`` for owners/admins."""
    if status not in ("pending", "approved", "rejected"):
        raise InvalidInput("status", "must be 'pending', 'approved' or 'rejected'")
    rows = await store.list_candidates(
        memory.repo.db,
        user=ctx.user_id,
        project=ctx.project_id,
        session=ctx.session_id,
        org=ctx.org_id,
        status=status,
        manages_project=await _manages(memory, ctx, ctx.project_id),
        limit=v.int_range("limit", limit, 1, 1000),
        keys=memory.repo.keys,
    )
    return [_pending(r) for r in rows]


async def _load_for_decision(
    conn: Connection, memory: MemoryService, ctx: SecurityContext, candidate_id: str
) -> dict[str, Any]:
    row = await store.candidate_for_update(conn, candidate_id, org=ctx.org_id or "", keys=memory.repo.keys)
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


@for_caller
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
        await store.decide_candidate(conn, candidate_id, status=status, reason=why, memory_id=mid, actor=ctx.user_id)
    obs.log_event(log, "candidate.decided", candidate=candidate_id, status=status, reason=why or "accepted")
    return decision


@for_caller
async def reject_candidate(
    memory: MemoryService, ctx: SecurityContext, candidate_id: str, *, reason: str = "rejected"
) -> None:
    """Drop a queued candidate; its content is removed, the decision kept."""
    why = v.text("reason", reason, max_len=200)
    async with memory.repo.db.connection() as conn, conn.transaction():
        await _load_for_decision(conn, memory, ctx, candidate_id)
        await store.decide_candidate(
            conn, candidate_id, status="rejected", reason=why, memory_id=None, actor=ctx.user_id
        )
    obs.log_event(log, "candidate.decided", candidate=candidate_id, status="rejected")
