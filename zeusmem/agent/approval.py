"""Human approval of memory operations: the decision forms a host may send, checked before use.

:class:`MemoryApprovalMiddleware` is langchain's ``HumanInTheLoopMiddleware`` (batched mode)
whose interrupt carries a ``response_schema``: LangGraph validates the resume value against
it *before* saving it, so a malformed answer fails that one run with a message naming the
expected shape, and the approval stays pending and answerable. Valid answers are normalised
to the middleware's ``{"decisions": [...]}``; besides that full form a host may send the
simple forms :func:`zeusmem.episodic.resume` accepts:

* ``"approve"`` or ``"reject"`` (every pending call),
* ``{"type": "reject", "message": "why"}``, ``{"type": "edit", "args": {...}}`` (one pending call,
  or the same decision for every call),
* a list with one decision per pending call, in order.

Through the LangGraph SDK (``make dev``)::

    await client.runs.wait(thread_id, "agent", command={"resume": "approve"})

>>> normalize_decisions("approve", [("memory_delete", ("approve", "reject"))])
{'decisions': [{'type': 'approve'}]}
>>> normalize_decisions({"type": "edit", "args": {"scope": "user"}}, [("memory_add", ("approve", "edit"))])
{'decisions': [{'type': 'edit', 'edited_action': {'name': 'memory_add', 'args': {'scope': 'user'}}}]}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any

from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain.agents.middleware.human_in_the_loop import _EDITED_TOOL_CALLS_KEY, HITLRequest
from langchain_core.messages import AIMessage
from langgraph.types import interrupt
from pydantic import RootModel, WithJsonSchema, model_validator

from zeusmem.errors import InvalidInput

#: what each pending call allows: ``(tool name, allowed decision types)``
CallSpec = tuple[str, Sequence[str]]

DECISION_TYPES = ("approve", "edit", "reject", "respond")

EXPECTED_SHAPE = (
    "Send 'approve' or 'reject', {'type': 'reject', 'message': 'why'}, {'type': 'edit', 'args': {...}}, "
    "a list with one such decision per pending call, or {'decisions': [{'type': 'approve'}, ...]}"
)


def _bad(problem: str, calls: Sequence[CallSpec]) -> InvalidInput:
    pending = "; ".join(f"{name} (allowed: {', '.join(allowed)})" for name, allowed in calls)
    return InvalidInput("decision", f"{problem}. Pending approval: {pending}. {EXPECTED_SHAPE}.")


def normalize_decision(decision: Any, name: str, allowed: Sequence[str], calls: Sequence[CallSpec] = ()) -> dict:
    """One decision in langchain's form (``{"type": ...}``, edits as ``edited_action``), or InvalidInput.

    ``calls`` only feeds the error message (what is pending).
    """
    calls = calls or [(name, allowed)]
    if isinstance(decision, str):
        kind = decision.strip().lower()
        if kind not in ("approve", "reject"):
            raise _bad(f"{decision[:40]!r} is not a decision", calls)
        d: dict[str, Any] = {"type": kind}
    elif isinstance(decision, Mapping):
        raw = decision.get("type")
        if not isinstance(raw, str) or raw.strip().lower() not in DECISION_TYPES:
            raise _bad(f"a decision needs 'type', one of {', '.join(DECISION_TYPES)} (got {raw!r})", calls)
        kind = raw.strip().lower()
        unknown = set(decision) - {"type", "message", "args", "name", "edited_action"}
        if unknown:
            raise _bad(f"unknown key(s) {', '.join(sorted(map(str, unknown)))} in a {kind!r} decision", calls)
        d = {"type": kind}
        if kind == "edit":
            action = decision.get("edited_action")
            if action is None:
                action = {"name": decision.get("name") or name, "args": decision.get("args")}
            if not isinstance(action, Mapping) or not isinstance(action.get("args"), Mapping):
                raise _bad("an edit needs 'args': the tool call's new arguments as an object", calls)
            if (action.get("name") or name) != name:
                raise _bad(f"an edit of {name} cannot call {action.get('name')!r} instead", calls)
            d["edited_action"] = {"name": name, "args": dict(action["args"])}
        elif "message" in decision:
            if not isinstance(decision["message"], str):
                raise _bad(f"'message' of a {kind!r} decision must be a string", calls)
            d["message"] = decision["message"]
        elif kind == "respond":
            raise _bad("a 'respond' decision needs 'message'", calls)
    else:
        raise _bad(f"a decision is a string or an object, not {type(decision).__name__}", calls)
    if d["type"] not in allowed:
        raise _bad(f"{d['type']!r} is not allowed for {name}", calls)
    return d


def normalize_decisions(value: Any, calls: Sequence[CallSpec]) -> dict[str, list[dict[str, Any]]]:
    """A resume value in any accepted form -> ``{"decisions": [...]}``, one per pending call (pure).

    Raises :class:`~zeusmem.errors.InvalidInput` naming the problem and the expected shape.
    """
    if isinstance(value, Mapping) and "decisions" in value:
        if set(value) != {"decisions"}:
            raise _bad("a {'decisions': [...]} answer has no other keys", calls)
        items = value["decisions"]
        if not isinstance(items, Sequence) or isinstance(items, (str, bytes)):
            raise _bad("'decisions' must be a list", calls)
        per_call: list[Any] | None = list(items)
    elif isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        per_call = list(value)
    else:
        per_call = None
    if per_call is None:
        if len(calls) > 1 and isinstance(value, Mapping) and value.get("type") == "edit":
            raise _bad(f"{len(calls)} calls are pending: send a list with one decision per call", calls)
        return {"decisions": [normalize_decision(value, name, allowed, calls) for name, allowed in calls]}
    if len(per_call) != len(calls):
        raise _bad(f"{len(per_call)} decision(s) for {len(calls)} pending call(s)", calls)
    return {
        "decisions": [
            normalize_decision(d, name, allowed, calls) for d, (name, allowed) in zip(per_call, calls, strict=True)
        ]
    }


#: JSON schema published with the interrupt (clients may render a form from it)
RESPONSE_JSON_SCHEMA: dict[str, Any] = {
    "title": "Approval decision",
    "description": EXPECTED_SHAPE + ".",
    "anyOf": [
        {"type": "string", "enum": ["approve", "reject"]},
        {
            "type": "object",
            "properties": {
                "type": {"type": "string", "enum": list(DECISION_TYPES)},
                "message": {"type": "string"},
                "args": {"type": "object"},
            },
            "required": ["type"],
        },
        {"type": "array", "items": {"type": ["string", "object"]}},
        {
            "type": "object",
            "properties": {"decisions": {"type": "array", "items": {"type": "object"}}},
            "required": ["decisions"],
        },
    ],
}


def response_schema(calls: Sequence[CallSpec]) -> type[RootModel[dict[str, Any]]]:
    """The ``interrupt(..., response_schema=...)`` model: validates and normalises the resume value."""
    frozen = [(name, tuple(allowed)) for name, allowed in calls]

    class ApprovalAnswer(RootModel[Annotated[dict[str, Any], WithJsonSchema(RESPONSE_JSON_SCHEMA)]]):
        @model_validator(mode="before")
        @classmethod
        def _normalize(cls, value: Any) -> Any:
            return normalize_decisions(value, frozen)

    return ApprovalAnswer


class MemoryApprovalMiddleware(HumanInTheLoopMiddleware):
    """``HumanInTheLoopMiddleware`` (batched) whose answer is checked before it is saved.

    A malformed resume value fails that run with a ``ValidationError`` naming the expected
    shape; nothing is saved, so the approval stays pending and the next, correct answer
    continues it. The simple forms (``"approve"``, ``{"type": "edit", "args": ...}``, ...) are
    accepted as well as the full ``{"decisions": [...]}``.
    """

    def __init__(self, interrupt_on: dict[str, Any], **kwargs: Any) -> None:
        if kwargs.get("interrupt_mode", "batched") != "batched":
            raise ValueError("MemoryApprovalMiddleware runs in batched mode")
        super().__init__(interrupt_on, **kwargs)

    def after_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        """langchain's batched ``after_model``, with the resume value validated by ``response_schema``."""
        messages = state["messages"]
        last_ai = next((m for m in reversed(messages) if isinstance(m, AIMessage)), None)
        if last_ai is None or not last_ai.tool_calls:
            return None
        requests, configs, indices = [], [], []
        for idx, tool_call in enumerate(last_ai.tool_calls):
            config = self.interrupt_on.get(tool_call["name"])
            if config is None or not self._should_interrupt(tool_call, config, state, runtime):
                continue
            action_request, review_config = self._create_action_and_config(tool_call, config, state, runtime)
            requests.append(action_request)
            configs.append(review_config)
            indices.append(idx)
        if not requests:
            return {_EDITED_TOOL_CALLS_KEY: {}} if state.get(_EDITED_TOOL_CALLS_KEY) else None

        calls = [(c["action_name"], tuple(c["allowed_decisions"])) for c in configs]
        answer = interrupt(
            HITLRequest(action_requests=requests, review_configs=configs),
            response_schema=response_schema(calls),
        )
        decisions = iter(answer.root["decisions"])
        revised, answers, edited = [], [], {}
        for idx, tool_call in enumerate(last_ai.tool_calls):
            if idx not in indices:
                revised.append(tool_call)
                continue
            decision = next(decisions)
            call, message = self._process_decision(decision, tool_call, self.interrupt_on[tool_call["name"]])
            if call is not None:
                revised.append(call)
                if decision["type"] == "edit" and call.get("id"):
                    edited[call["id"]] = decision["edited_action"]
            if message is not None:
                answers.append(message)
        last_ai.tool_calls = revised
        return {"messages": [last_ai, *answers], _EDITED_TOOL_CALLS_KEY: edited}

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        return self.after_model(state, runtime)
