"""Context snapshots: what a model call was given, by reference (DevOS seed §35-38, §122-123).

A snapshot records, for one model call: the ids and versions of the memories in the context,
the ids of the conversation messages, the user/project profile versions, the memory-policy
version and the caller's context policy (e.g. ``k=5;budget=2000``), the model, a token
estimate per section (system, conversation, memory, tools) and hashes — **never the prompt
text, memory content or secrets**. ``hash`` is the SHA-256 of the references (ids, versions,
model, policy, tokens); ``content_hash`` the SHA-256 of the texts the model saw, so a later
reconstruction can be checked without storing them.

:func:`record_context_snapshot` is the hook :class:`~zeusmem.agent.middleware.MemoryContextMiddleware`
calls (``snapshots=True``); it reads a langchain ``ModelRequest`` and an
:class:`~zeusmem.context.assembly.AssembledContext` by duck typing (this module imports no
langchain). Read snapshots back with :func:`get_context_snapshot` (the "Context Inspector":
``zeusmem context SNAPSHOT_ID``); a snapshot is visible to its own user only.

>>> fields = snapshot_fields(None, None)
>>> fields["tokens"]
{'system': 0, 'conversation': 0, 'memory': 0, 'tools': 0, 'total': 0}
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import secrets as _secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from zeusmem import observability as obs
from zeusmem.errors import InvalidInput, NotFound
from zeusmem.rules import validation as v
from zeusmem.service.caller_scope import for_caller
from zeusmem.storage import snapshots as snapshots_repo
from zeusmem.types import MemoryItem, SecurityContext

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

log = logging.getLogger("zeusmem.context")

SECTIONS = ("system", "conversation", "memory", "tools")
TokenCounter = Callable[[str], int]


def _default_counter(text: str) -> int:
    return math.ceil(len(text) / 4)


@dataclass(frozen=True, slots=True)
class SnapshotRef:
    """A memory (or resource) in a snapshot: its id and the version the model saw."""

    id: str
    version: int | None = None
    kind: str = "memory"


@dataclass(frozen=True, slots=True)
class ContextSnapshot:
    """One recorded model-call context, by reference only."""

    id: str
    user_id: str
    created_at: datetime
    hash: str
    memories: tuple[SnapshotRef, ...] = ()
    resources: tuple[SnapshotRef, ...] = ()
    message_ids: tuple[str, ...] = ()
    message_count: int = 0
    tokens: Mapping[str, int] = field(default_factory=dict)
    budget_tokens: int | None = None
    dropped_memories: int = 0
    model: str | None = None
    context_policy: str | None = None
    memory_policy_version: int = 0
    user_profile_version: int = 0
    project_profile_version: int | None = None
    org_id: str | None = None
    project_id: str | None = None
    session_id: str | None = None
    run_id: str | None = None
    content_hash: str | None = None

    @property
    def memory_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.memories)


# --- reading a request (pure, duck-typed) -----------------------------------------------------


def _text(message: Any) -> str:
    if message is None:
        return ""
    text = getattr(message, "text", None)
    if callable(text) and not isinstance(text, str):  # older langchain-core: a method
        text = text()
    if isinstance(text, str):
        text = str.__str__(text)
    else:
        content = getattr(message, "content", "")
        text = content if isinstance(content, str) else json.dumps(content, default=str)
    calls = getattr(message, "tool_calls", None)
    if calls:
        text += json.dumps([{"name": c.get("name"), "args": c.get("args")} for c in calls], default=str)
    return text


def _tool_text(tool: Any) -> str:
    if isinstance(tool, Mapping):
        return json.dumps(tool, default=str, sort_keys=True)
    parts = [str(getattr(tool, "name", "") or ""), str(getattr(tool, "description", "") or "")]
    try:
        parts.append(json.dumps(getattr(tool, "args", {}) or {}, default=str, sort_keys=True))
    except Exception:  # noqa: BLE001 - a tool whose schema cannot be rendered still counts its name
        pass
    return "\n".join(parts)


def _model_name(model: Any) -> str | None:
    if model is None:
        return None
    if isinstance(model, str):
        return model[:200]
    for attr in ("model_name", "model", "model_id"):
        val = getattr(model, attr, None)
        if isinstance(val, str) and val:
            return val[:200]
    bound = getattr(model, "bound", None)
    if bound is not None and bound is not model:
        return _model_name(bound)
    return type(model).__name__


def snapshot_fields(
    request: Any, assembled: Any, *, token_counter: TokenCounter | None = None
) -> dict[str, Any]:
    """References and token counts of one model call (nothing textual is returned)."""
    count = token_counter or _default_counter
    messages = list(getattr(request, "messages", None) or [])
    system_text = _text(getattr(request, "system_message", None))
    memory_text = str(getattr(assembled, "text", "") or "")
    hits = list(getattr(assembled, "hits", None) or [])
    if hits:
        memories = [SnapshotRef(h.item.id, h.item.version) for h in hits]
    else:
        memories = [SnapshotRef(i) for i in (getattr(assembled, "memory_ids", None) or ())]
    tools = list(getattr(request, "tools", None) or [])
    texts = [_text(m) for m in messages]
    tokens = {
        "system": count(system_text) if system_text else 0,
        "conversation": sum(count(t) for t in texts if t),
        "memory": int(getattr(assembled, "total_tokens", 0) or (count(memory_text) if memory_text else 0)),
        "tools": sum(count(_tool_text(t)) for t in tools),
    }
    tokens["total"] = sum(tokens[s] for s in SECTIONS)
    digest = hashlib.sha256()
    for part in (system_text, memory_text, *texts):
        digest.update(hashlib.sha256(part.encode("utf-8", "replace")).digest())
    return {
        "memories": memories,
        "message_ids": [str(m.id) for m in messages if getattr(m, "id", None)],
        "message_count": len(messages),
        "tokens": tokens,
        "model": _model_name(getattr(request, "model", None)),
        "budget_tokens": getattr(assembled, "budget_tokens", None),
        "dropped": int(getattr(assembled, "dropped", 0) or 0),
        "content_hash": digest.hexdigest() if (messages or system_text or memory_text) else None,
    }


def reference_hash(fields: Mapping[str, Any]) -> str:
    """SHA-256 of the canonical JSON of a snapshot's references."""
    canon = {
        "memories": [[r.id, r.version] for r in fields.get("memories", ())],
        "resources": [[r.id, r.version] for r in fields.get("resources", ())],
        "message_ids": list(fields.get("message_ids", ())),
        "model": fields.get("model"),
        "context_policy": fields.get("context_policy"),
        "tokens": dict(fields.get("tokens", {})),
    }
    return hashlib.sha256(json.dumps(canon, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _new_snapshot_id() -> str:
    return f"ctx_{time.time_ns() // 1000:013x}{_secrets.token_hex(6)}"


# --- storage ----------------------------------------------------------------------------------


@for_caller
async def record_context_snapshot(
    memory: MemoryService,
    ctx: SecurityContext,
    *,
    request: Any = None,
    assembled: Any = None,
    token_counter: TokenCounter | None = None,
    memory_refs: Sequence[SnapshotRef | tuple[str, int | None] | str] | None = None,
    resource_refs: Sequence[SnapshotRef | tuple[str, int | None] | str] = (),
    message_ids: Sequence[str] | None = None,
    tokens: Mapping[str, int] | None = None,
    model: str | None = None,
    context_policy: str | None = None,
    run_id: str | None = None,
) -> ContextSnapshot:
    """Record one model call's context. Explicit arguments override what is read from
    ``request``/``assembled``. Returns the stored snapshot (profile and policy versions filled in
    by the database)."""
    fields = snapshot_fields(request, assembled, token_counter=token_counter)

    def refs(values: Sequence[Any], kind: str) -> list[SnapshotRef]:
        out = []
        for r in values:
            if isinstance(r, SnapshotRef):
                out.append(SnapshotRef(r.id, r.version, kind))
            elif isinstance(r, str):
                out.append(SnapshotRef(v.identifier("memory_refs", r), None, kind))
            else:
                rid, ver = r
                out.append(
                    SnapshotRef(v.identifier("memory_refs", rid), None if ver is None else int(ver), kind)
                )
        return out

    if memory_refs is not None:
        fields["memories"] = refs(memory_refs, "memory")
    fields["resources"] = refs(resource_refs, "resource")
    if message_ids is not None:
        fields["message_ids"] = [v.identifier("message_ids", m) for m in message_ids]
        fields["message_count"] = max(fields["message_count"], len(fields["message_ids"]))
    if tokens is not None:
        unknown = set(tokens) - {*SECTIONS, "total"}
        if unknown:
            raise InvalidInput("tokens", f"unknown sections {sorted(unknown)}; use {', '.join(SECTIONS)}")
        t = {s: int(tokens.get(s, fields["tokens"][s])) for s in SECTIONS}
        t["total"] = int(tokens.get("total", sum(t.values())))
        fields["tokens"] = t
    if model is not None:
        fields["model"] = v.text("model", model, max_len=200)
    fields["context_policy"] = (
        v.text("context_policy", context_policy, max_len=500) if context_policy else None
    )
    snap_id = _new_snapshot_id()
    digest = reference_hash(fields)
    items = [*fields["memories"], *fields["resources"]]
    t = fields["tokens"]
    row = await snapshots_repo.insert(
        memory.repo.db,
        {
            "id": snap_id,
            "org": ctx.org_id or "",
            "user": ctx.user_id,
            "project": ctx.project_id,
            "session": ctx.session_id,
            "run_id": run_id,
            "model": fields["model"],
            "context_policy": fields["context_policy"],
            "message_ids": fields["message_ids"],
            "message_count": fields["message_count"],
            "system_tokens": t["system"],
            "conversation_tokens": t["conversation"],
            "memory_tokens": t["memory"],
            "tools_tokens": t["tools"],
            "total_tokens": t["total"],
            "budget_tokens": fields["budget_tokens"],
            "dropped": fields["dropped"],
            "hash": digest,
            "content_hash": fields["content_hash"],
        },
        kinds=[r.kind for r in items], item_ids=[r.id for r in items], versions=[r.version for r in items],
    )
    metrics = obs.get_metrics()
    for s in SECTIONS:
        metrics.context_tokens(s, t[s])
    metrics.snapshot()
    obs.log_event(
        log,
        "context.snapshot",
        snapshot_id=snap_id,
        memories=len(fields["memories"]),
        message_count=fields["message_count"],
        total_tokens=t["total"],
    )
    return ContextSnapshot(
        id=snap_id,
        user_id=ctx.user_id,
        created_at=row["created_at"],
        hash=digest,
        memories=tuple(fields["memories"]),
        resources=tuple(fields["resources"]),
        message_ids=tuple(fields["message_ids"]),
        message_count=fields["message_count"],
        tokens=dict(t),
        budget_tokens=fields["budget_tokens"],
        dropped_memories=fields["dropped"],
        model=fields["model"],
        context_policy=fields["context_policy"],
        memory_policy_version=int(row["memory_policy_version"]),
        user_profile_version=int(row["user_profile_version"]),
        project_profile_version=row["project_profile_version"],
        org_id=ctx.org_id,
        project_id=ctx.project_id,
        session_id=ctx.session_id,
        run_id=run_id,
        content_hash=fields["content_hash"],
    )


def _snapshot(row: Mapping[str, Any], items: Sequence[Mapping[str, Any]]) -> ContextSnapshot:
    refs = [SnapshotRef(i["item_id"], i["version"], i["kind"]) for i in items]
    return ContextSnapshot(
        id=row["id"],
        user_id=row["user_id"],
        created_at=row["created_at"],
        hash=row["hash"],
        memories=tuple(r for r in refs if r.kind == "memory"),
        resources=tuple(r for r in refs if r.kind == "resource"),
        message_ids=tuple(row["message_ids"] or ()),
        message_count=int(row["message_count"]),
        tokens={
            "system": row["system_tokens"],
            "conversation": row["conversation_tokens"],
            "memory": row["memory_tokens"],
            "tools": row["tools_tokens"],
            "total": row["total_tokens"],
        },
        budget_tokens=row["budget_tokens"],
        dropped_memories=int(row["dropped_memories"]),
        model=row["model"],
        context_policy=row["context_policy"],
        memory_policy_version=int(row["memory_policy_version"]),
        user_profile_version=int(row["user_profile_version"]),
        project_profile_version=row["project_profile_version"],
        org_id=row["org_id"] or None,
        project_id=row["project_id"],
        session_id=row["session_id"],
        run_id=row["run_id"],
        content_hash=row["content_hash"],
    )


@for_caller
async def get_context_snapshot(
    memory: MemoryService, ctx: SecurityContext, snapshot_id: str
) -> ContextSnapshot:
    """One snapshot of ``ctx.user_id`` (NotFound for anyone else's)."""
    if not isinstance(snapshot_id, str) or not snapshot_id or len(snapshot_id) > 256:
        raise NotFound(f"no context snapshot {str(snapshot_id)[:64]!r}")
    found = await snapshots_repo.get(memory.repo.db, snapshot_id, org=ctx.org_id or "", user=ctx.user_id)
    if found is None:
        raise NotFound(f"no context snapshot {snapshot_id!r}")
    return _snapshot(*found)


@for_caller
async def list_context_snapshots(
    memory: MemoryService, ctx: SecurityContext, *, session_id: str | None = None, limit: int = 20
) -> list[ContextSnapshot]:
    """``ctx.user_id``'s latest snapshots (optionally of one session), newest first."""
    found = await snapshots_repo.latest(
        memory.repo.db, org=ctx.org_id or "", user=ctx.user_id, session=session_id,
        limit=v.int_range("limit", limit, 1, 1000),
    )
    return [_snapshot(row, items) for row, items in found]


@for_caller
async def snapshots_using(
    memory: MemoryService, ctx: SecurityContext, memory_ids: Sequence[str], *, limit: int = 20
) -> list[ContextSnapshot]:
    """``ctx.user_id``'s model calls whose context held any of ``memory_ids`` (e.g. every version
    of one memory), newest first: "which model calls used this?"."""
    ids = [i for i in memory_ids if isinstance(i, str) and i]
    if not ids:
        return []
    found = await snapshots_repo.using(
        memory.repo.db, org=ctx.org_id or "", user=ctx.user_id, ids=ids, limit=v.int_range("limit", limit, 1, 1000)
    )
    return [_snapshot(row, items) for row, items in found]


@dataclass(frozen=True, slots=True)
class MemoryState:
    """What the inspector shows about a memory of a snapshot now: never its content."""

    id: str
    version_seen: int | None
    state: str  # active, superseded, expired, archived, deleted-or-hidden
    memory_type: str | None = None
    scope: str | None = None
    current_version: int | None = None


def _caller_then(ctx: SecurityContext, snap: ContextSnapshot) -> SecurityContext:
    """``ctx`` in the project and session the snapshot was taken in (its own where it names none)."""
    return SecurityContext(
        ctx.user_id,
        project_id=snap.project_id or ctx.project_id,
        session_id=snap.session_id or ctx.session_id,
        org_id=ctx.org_id,
    )


@for_caller
async def inspect_context_snapshot(
    memory: MemoryService, ctx: SecurityContext, snapshot_id: str
) -> tuple[ContextSnapshot, list[MemoryState]]:
    """The snapshot and the current state of each of its memories, as far as ``ctx`` may see them."""
    from zeusmem.errors import NotFound as _NotFound

    snap = await get_context_snapshot(memory, ctx, snapshot_id)
    ctx_then = _caller_then(ctx, snap)
    states = []
    for ref in snap.memories:
        try:
            item = await memory.get_memory(ctx_then, ref.id)
        except _NotFound:
            states.append(MemoryState(ref.id, ref.version, "deleted-or-hidden"))
            continue
        states.append(
            MemoryState(
                ref.id, ref.version, item.status.value, item.memory_type.value, item.scope.value, item.version
            )
        )
    return snap, states


async def replay_context_snapshot(
    memory: MemoryService, ctx: SecurityContext, snapshot_id: str
) -> tuple[ContextSnapshot, list[tuple[SnapshotRef, MemoryItem | None]]]:
    """The snapshot and each of its memories as it was then: the version the model saw (recorded
    with the snapshot; else the one active at the snapshot's time), or None when it has been
    deleted since or ``ctx`` may not see it."""
    from zeusmem.errors import NotFound as _NotFound

    snap = await get_context_snapshot(memory, ctx, snapshot_id)
    ctx_then = _caller_then(ctx, snap)
    out: list[tuple[SnapshotRef, MemoryItem | None]] = []
    for ref in snap.memories:
        try:
            if ref.version is not None:
                item: MemoryItem | None = await memory.get_memory(ctx_then, ref.id, version=ref.version)
            else:
                item = await memory.get_memory(ctx_then, ref.id, as_of=snap.created_at)
        except (_NotFound, InvalidInput):
            item = None
        out.append((ref, item))
    return snap, out
