"""Episodic memory: resume a session after a page refresh, a crash or an approval pause.

LangGraph's PostgreSQL checkpointer saves the state after every step. :func:`resume` is the
seed's ``resume(session_id)``: given the compiled graph (with its checkpointer) and the
session id (the ``thread_id``), it returns a :class:`SessionState` (messages, other state,
tool call states, tool calls awaiting approval with their interrupt ids and arguments, the
next nodes). With a ``decision`` it answers the pending approval(s) with
``Command(resume=...)`` and runs on; with ``continue_run=True`` it continues a run that
stopped mid-way (a killed process) from its last checkpoint. Nothing a model writes can
answer an interrupt: only the host's ``Command(resume=...)`` continues.

:func:`snapshot_session` records a secret-free summary of a session's state in
``zeusmem.session_state_snapshot``. The checkpointer (``_checkpointer``) and the approvals
(``_approvals``) are the package's other modules; all are exported by :mod:`zeusmem.episodic`.

Example (needs a database, so not run as a doctest)::

    async with open_checkpointer(memory) as saver:
        agent = create_agent(model, tools, middleware=[memory_hitl_middleware()], checkpointer=saver)
        ...                                      # a run pauses for approval; the page refreshes
        state = await resume(agent, "thread-1")   # state.pending_tool_calls[0].name == "memory_add"
        state = await resume(agent, "thread-1", decision="approve")
"""

from __future__ import annotations

import json
import logging
from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langgraph.types import Command, Interrupt, StateSnapshot

from zeusmem.agent.approval import normalize_decision
from zeusmem.errors import (
    ConfigurationError,
    InvalidInput,
    NotFound,
    PermissionDenied,
    StorageError,
)
from zeusmem.handle import MemoryRef, MemorySource
from zeusmem.service.identity import IDENTITY_KEYS
from zeusmem.service.sessions import (
    Sessions,
    SessionSnapshot,
    sessions_of,
)

log = logging.getLogger("zeusmem.agent")

DecisionType = Literal["approve", "edit", "reject", "respond"]
Decision = str | Mapping[str, Any] | Sequence[Mapping[str, Any] | str]
"""``"approve"`` | ``"reject"`` | ``{"type": "edit", "args": {...}}`` |
``{"type": "reject", "message": ...}`` |
a full HITL payload ``{"decisions": [...]}`` | a list (one per pending call) | ``{interrupt_id: payload}``."""


# --- values -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PendingToolCall:
    """A tool call paused for human approval."""

    interrupt_id: str
    name: str
    args: dict[str, Any]
    tool_call_id: str | None = None
    description: str = ""
    allowed_decisions: tuple[str, ...] = ("approve", "edit", "reject", "respond")
    mode: Literal["batched", "per_call"] = "batched"
    index: int = 0


@dataclass(frozen=True, slots=True)
class ToolCallState:
    """Where one tool call of the session stands."""

    tool_call_id: str
    name: str
    args: dict[str, Any]
    status: Literal["awaiting_approval", "pending", "success", "error"]
    result: str | None = None


@dataclass(frozen=True, slots=True)
class SessionState:
    """What :func:`resume` returns: the session's state at its latest checkpoint."""

    session_id: str
    messages: list[BaseMessage] = field(default_factory=list)
    agent_state: dict[str, Any] = field(default_factory=dict)
    tool_states: list[ToolCallState] = field(default_factory=list)
    pending_tool_calls: list[PendingToolCall] = field(default_factory=list)
    next: tuple[str, ...] = ()
    interrupts: tuple[Interrupt, ...] = ()
    checkpoint_id: str | None = None
    created_at: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    errors: tuple[str, ...] = ()
    #: the process died after a step's writes were saved but before the next checkpoint
    interrupted_step: bool = False

    @property
    def exists(self) -> bool:
        """False for a session id with no checkpoint at all."""
        return self.checkpoint_id is not None

    @property
    def awaiting_approval(self) -> bool:
        return bool(self.pending_tool_calls)

    @property
    def done(self) -> bool:
        """The last run finished (nothing pending, nothing to continue)."""
        return self.exists and not self.next and not self.interrupts and not self.interrupted_step


# --- pure mapping -------------------------------------------------------------------------------


def _last_tool_calls(messages: Sequence[BaseMessage]) -> list[dict[str, Any]]:
    for m in reversed(messages):
        if isinstance(m, AIMessage) and m.tool_calls:
            return [dict(tc) for tc in m.tool_calls]
    return []


def pending_from_interrupts(
    interrupts: Sequence[Interrupt], messages: Sequence[BaseMessage]
) -> list[PendingToolCall]:
    """Tool calls awaiting approval, from HumanInTheLoopMiddleware interrupts (batched or per-call)."""
    out: list[PendingToolCall] = []
    calls = _last_tool_calls(messages)
    used: set[int] = set()

    def match(name: str, args: Any) -> str | None:
        for i, tc in enumerate(calls):
            if i not in used and tc.get("name") == name and tc.get("args") == args:
                used.add(i)
                return tc.get("id")
        return None

    for intr in interrupts:
        value = intr.value
        if not isinstance(value, Mapping):
            continue
        if value.get("type") == "tool_approval":
            out.append(
                PendingToolCall(
                    interrupt_id=intr.id,
                    name=value.get("name", ""),
                    args=dict(value.get("args") or {}),
                    tool_call_id=value.get("tool_call_id"),
                    description=value.get("description", ""),
                    allowed_decisions=_allowed(intr),
                    mode="per_call",
                )
            )
        elif isinstance(value.get("action_requests"), list):
            configs = value.get("review_configs") or []
            for i, ar in enumerate(value["action_requests"]):
                allowed = configs[i].get("allowed_decisions") if i < len(configs) else None
                out.append(
                    PendingToolCall(
                        interrupt_id=intr.id,
                        name=ar.get("name", ""),
                        args=dict(ar.get("args") or {}),
                        tool_call_id=match(ar.get("name", ""), ar.get("args")),
                        description=ar.get("description", ""),
                        allowed_decisions=tuple(allowed or ("approve", "edit", "reject", "respond")),
                        mode="batched",
                        index=i,
                    )
                )
    return out


def _allowed(intr: Interrupt) -> tuple[str, ...]:
    schema = intr.response_schema
    found: list[str] = []
    if isinstance(schema, Mapping):
        text = json.dumps(schema)
        found = [d for d in ("approve", "edit", "reject", "respond") if f'"{d}"' in text]
    return tuple(found) or ("approve", "edit", "reject", "respond")


def tool_states_of(
    messages: Sequence[BaseMessage], pending: Sequence[PendingToolCall]
) -> list[ToolCallState]:
    """Every tool call in the messages with its status (result text truncated to 500 characters)."""
    results = {m.tool_call_id: m for m in messages if isinstance(m, ToolMessage)}
    waiting = {p.tool_call_id for p in pending if p.tool_call_id}
    out = []
    for m in messages:
        if not isinstance(m, AIMessage):
            continue
        for tc in m.tool_calls:
            tid = tc.get("id") or ""
            res = results.get(tid)
            if res is not None:
                status: Any = "error" if res.status == "error" else "success"
                text: str | None = res.text[:500]
            else:
                status, text = ("awaiting_approval" if tid in waiting else "pending"), None
            out.append(ToolCallState(tid, tc.get("name", ""), dict(tc.get("args") or {}), status, text))
    return out


def session_state(session_id: str, snap: StateSnapshot | None) -> SessionState:
    """Map a LangGraph ``StateSnapshot`` to a :class:`SessionState` (pure)."""
    if snap is None or not (snap.config or {}).get("configurable", {}).get("checkpoint_id"):
        return SessionState(session_id=session_id)
    values = snap.values if isinstance(snap.values, Mapping) else {}
    messages = list(values.get("messages") or [])
    pending = pending_from_interrupts(snap.interrupts, messages)
    meta = dict(snap.metadata or {})
    return SessionState(
        session_id=session_id,
        messages=messages,
        agent_state={k: v for k, v in values.items() if k != "messages"},
        tool_states=tool_states_of(messages, pending),
        pending_tool_calls=pending,
        next=tuple(snap.next),
        interrupts=tuple(snap.interrupts),
        checkpoint_id=snap.config["configurable"].get("checkpoint_id"),
        created_at=snap.created_at,
        metadata={k: meta[k] for k in ("source", "step", *IDENTITY_KEYS) if k in meta},
        errors=tuple(f"{t.name}: {type(t.error).__name__}: {t.error}" for t in snap.tasks if t.error),
        interrupted_step=not snap.next and bool(snap.tasks) and not snap.interrupts,
    )


def _decision_dict(decision: str | Mapping[str, Any], pending: PendingToolCall) -> dict[str, Any]:
    return normalize_decision(decision, pending.name, pending.allowed_decisions)


def resume_payload(
    interrupts: Sequence[Interrupt], pending: Sequence[PendingToolCall], decision: Decision
) -> Any:
    """The ``Command(resume=...)`` value answering the pending interrupts with ``decision`` (pure).

    One decision applies to every pending call; a list gives one decision per call (in
    order); ``{"decisions": [...]}`` or ``{interrupt_id: payload}`` pass through unchanged.
    """
    ids = [i.id for i in interrupts]
    if isinstance(decision, Mapping) and decision and set(decision) <= set(ids):
        return dict(decision)
    per_call = list(decision) if isinstance(decision, Sequence) and not isinstance(decision, str) else None
    if per_call is not None and len(per_call) != len(pending):
        raise InvalidInput("decision", f"{len(per_call)} decisions for {len(pending)} pending tool calls")
    payloads: dict[str, Any] = {}
    pos = 0
    for intr in interrupts:
        mine = [p for p in pending if p.interrupt_id == intr.id]
        if isinstance(decision, Mapping) and "decisions" in decision:
            payloads[intr.id] = dict(decision)
        elif not mine:  # not a tool approval: the decision is the value
            payloads[intr.id] = decision
        elif mine[0].mode == "per_call":
            d = per_call[pos] if per_call is not None else decision
            pos += 1
            payloads[intr.id] = _decision_dict(d, mine[0])  # type: ignore[arg-type]
        else:
            ds = []
            for p in mine:
                d = per_call[pos] if per_call is not None else decision
                pos += 1
                ds.append(_decision_dict(d, p))  # type: ignore[arg-type]
            payloads[intr.id] = {"decisions": ds}
    if len(payloads) == 1:
        return next(iter(payloads.values()))
    return payloads


def _thread_config(session_id: str, config: RunnableConfig | None) -> RunnableConfig:
    if not isinstance(session_id, str) or not session_id.strip():
        raise InvalidInput("session_id", "must be a non-empty string (the thread_id)")
    cfg: dict[str, Any] = dict(config or {})
    configurable = dict(cfg.get("configurable") or {})
    if configurable.get("thread_id") not in (None, session_id):
        raise InvalidInput("config", "configurable.thread_id differs from session_id")
    configurable["thread_id"] = session_id
    configurable.pop("checkpoint_id", None)
    cfg["configurable"] = configurable
    return cfg  # type: ignore[return-value]


def _run_config(cfg: RunnableConfig, snap: StateSnapshot | None) -> RunnableConfig:
    """The config for continuing: identity keys the caller left out come from the checkpoint.

    A caller-given ``user_id`` that differs from the session's raises PermissionDenied.
    """
    meta = dict((snap.metadata if snap else None) or {})
    configurable = dict(cfg.get("configurable") or {})
    owner = meta.get("user_id")
    if (
        configurable.get("user_id") is not None
        and owner is not None
        and str(configurable["user_id"]) != str(owner)
    ):
        raise PermissionDenied("this session belongs to another user")
    for key in IDENTITY_KEYS:
        if configurable.get(key) is None and meta.get(key) is not None:
            configurable[key] = meta[key]
    return {**cfg, "configurable": configurable}  # type: ignore[typeddict-item]


_Op = tuple[str, Any, Any]


def _resume_steps(
    session_id: str, decision: Decision | None, config: RunnableConfig | None, continue_run: bool
) -> Generator[_Op, Any, SessionState]:
    """The resume protocol, I/O-free: yields ``("get", cfg, None)`` / ``("run", input, cfg)``."""
    cfg = _thread_config(session_id, config)
    snap = yield ("get", cfg, None)
    state = session_state(session_id, snap)
    run_cfg = _run_config(cfg, snap)  # also checks the caller against the session's owner
    if decision is None and not continue_run:
        return state
    if not state.exists:
        raise NotFound(f"no checkpoint for session {session_id!r}")
    if decision is not None:
        if not state.interrupts:
            raise InvalidInput("decision", f"session {session_id!r} has nothing awaiting a decision")
        payload = resume_payload(state.interrupts, state.pending_tool_calls, decision)
        yield ("run", Command(resume=payload), run_cfg)
    else:
        if state.interrupts:
            raise InvalidInput("decision", f"session {session_id!r} is awaiting a decision; pass decision=")
        if not state.next and not state.interrupted_step:
            return state
        yield ("run", None, run_cfg)
    snap = yield ("get", cfg, None)
    return session_state(session_id, snap)


def _require_checkpointer(graph: Any) -> None:
    if getattr(graph, "checkpointer", None) in (None, False):
        raise ConfigurationError(
            "resume needs the graph compiled with a checkpointer: "
            "async with open_checkpointer(memory) as saver: graph = builder.compile(checkpointer=saver)"
        )


def _pending_summary(state: SessionState) -> list[dict[str, Any]]:
    """Pending approvals without argument values (snapshots hold no secrets)."""
    return [
        {
            "interrupt_id": p.interrupt_id,
            "tool_call_id": p.tool_call_id,
            "name": p.name,
            "arg_names": sorted(p.args),
        }
        for p in state.pending_tool_calls
    ]


async def _write_snapshot(memory: Any, state: SessionState) -> SessionSnapshot | None:
    if not state.exists:
        return None
    service = await MemoryRef(memory).get() if not isinstance(memory, Sessions) else memory
    meta = state.metadata
    return await sessions_of(service).write_snapshot(
        state.session_id,
        user_id=meta.get("user_id"),
        project_id=meta.get("project_id"),
        org_id=meta.get("org_id"),
        checkpoint_id=state.checkpoint_id,
        message_count=len(state.messages),
        next_nodes=state.next,
        pending_approvals=_pending_summary(state),
    )


# --- resume -------------------------------------------------------------------------------------


async def resume(
    graph: Any,
    session_id: str,
    *,
    decision: Decision | None = None,
    config: RunnableConfig | None = None,
    continue_run: bool = False,
    memory: MemorySource | Sessions | None = None,
) -> SessionState:
    """The session's state at its latest checkpoint; with ``decision``, answer the approval and run on.

    Args:
        graph: the compiled graph, with its checkpointer (e.g. from :func:`open_checkpointer`).
        session_id: the session id = the LangGraph ``thread_id``.
        decision: ``"approve"``, ``"reject"``, ``{"type": "edit", "args": {...}}``,
            ``{"type": "reject", "message": "..."}``, a list with one decision per pending call,
            a full HITL payload ``{"decisions": [...]}``, or ``{interrupt_id: payload}``.
        config: extra run config (e.g. ``{"configurable": {"user_id": ...}}``); identity keys left
            out are taken from the session's checkpoint, a different ``user_id`` is refused.
        continue_run: continue a run that stopped between steps (e.g. its process was killed)
            from the last checkpoint; completed steps are not repeated.
        memory: when given, the session's snapshot row is updated.

    Raises:
        ConfigurationError: the graph has no checkpointer.
        InvalidInput: a decision with nothing pending, or a decision type the tool does not allow.
        NotFound: a decision or continue for a session without checkpoints.
        PermissionDenied: ``config`` names a different user than the session's.

    Example (needs a database, so not run as a doctest)::

        state = await resume(agent, "thread-1")
        [(p.name, p.args, p.interrupt_id) for p in state.pending_tool_calls]
        state = await resume(agent, "thread-1", decision="approve")
    """
    _require_checkpointer(graph)
    steps = _resume_steps(session_id, decision, config, continue_run)
    result: Any = None
    try:
        while True:
            op, a, b = steps.send(result)
            result = await (graph.aget_state(a) if op == "get" else graph.ainvoke(a, b))
    except StopIteration as stop:
        state: SessionState = stop.value
    if memory is not None:
        try:
            await _write_snapshot(memory, state)
        except StorageError as e:
            log.warning("could not write the session snapshot: %s", e)
    return state


def resume_sync(
    graph: Any,
    session_id: str,
    *,
    decision: Decision | None = None,
    config: RunnableConfig | None = None,
    continue_run: bool = False,
    memory: MemorySource | None = None,
) -> SessionState:
    """:func:`resume` for synchronous graphs (a ``PostgresSaver``, ``graph.invoke``)."""
    _require_checkpointer(graph)
    steps = _resume_steps(session_id, decision, config, continue_run)
    result: Any = None
    try:
        while True:
            op, a, b = steps.send(result)
            result = graph.get_state(a) if op == "get" else graph.invoke(a, b)
    except StopIteration as stop:
        state: SessionState = stop.value
    if memory is not None:
        ref = MemoryRef(memory)
        try:
            ref.run_sync(lambda: _write_snapshot(memory, state))
        except StorageError as e:
            log.warning("could not write the session snapshot: %s", e)
    return state


async def snapshot_session(
    memory: MemorySource | Sessions, graph: Any, session_id: str, *, config: RunnableConfig | None = None
) -> SessionSnapshot | None:
    """Record the session's current state summary in ``zeusmem.session_state_snapshot``."""
    state = await resume(graph, session_id, config=config)
    return await _write_snapshot(memory, state)


async def get_session_snapshot(memory_or_db: Any, session_id: str) -> SessionSnapshot | None:
    """The stored snapshot of a session, if any."""
    return await sessions_of(memory_or_db).snapshot(session_id)
