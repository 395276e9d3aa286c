"""Identity comes from the run, never from the model.

The host application puts the authenticated ids into the run's config
(``config["configurable"]``) or into the LangGraph runtime context
(``graph.invoke(..., context={...})``). Tools and middleware read them from there;
nothing a model writes into tool arguments can change who the memory belongs to.
The agent layer (tools, middleware, nodes) and the store (:mod:`zeusmem.store`) both read
identity here.

>>> ctx = context_from_config({"configurable": {"user_id": "alice", "thread_id": "t1"}})
>>> (ctx.user_id, ctx.session_id)
('alice', 't1')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from zeusmem.errors import ConfigurationError
from zeusmem.types import SecurityContext

#: the ids read from the run, in SecurityContext field order
IDENTITY_KEYS: tuple[str, ...] = ("user_id", "project_id", "session_id", "org_id")

_HOW_TO = (
    "Pass it with the run: graph.invoke(inputs, {\"configurable\": {\"user_id\": \"alice\", "
    "\"thread_id\": \"s1\"}}) or graph.invoke(inputs, context={\"user_id\": \"alice\"}); with langgraph "
    "dev / the SDK: client.runs.wait(thread_id, \"agent\", input=..., config={\"configurable\": "
    "{\"user_id\": \"alice\"}})."
)


#: keys the LangGraph runtime and server add (not identity): left out of the error message
_INTERNAL = ("__", "checkpoint_", "langgraph_")


def _from_context(runtime_context: Any, key: str) -> Any:
    if runtime_context is None:
        return None
    if isinstance(runtime_context, Mapping):
        return runtime_context.get(key)
    return getattr(runtime_context, key, None)


def _visible_keys(configurable: Mapping[str, Any], runtime_context: Any) -> list[str]:
    """The keys that carry a value (servers such as langgraph dev add ``user_id: None``)."""
    keys = [k for k, v in configurable.items() if not str(k).startswith(_INTERNAL) and v not in (None, "")]
    if isinstance(runtime_context, Mapping):
        keys += [f"context.{k}" for k, v in runtime_context.items() if v not in (None, "")]
    elif runtime_context is not None:
        names = getattr(runtime_context, "__dataclass_fields__", None) or getattr(
            type(runtime_context), "model_fields", None
        )
        if names is None:
            names = [n for n in getattr(runtime_context, "__dict__", {}) if not n.startswith("_")]
        keys += [f"context.{k}" for k in names if getattr(runtime_context, k, None) not in (None, "")]
    return sorted(set(keys))


def context_from_config(config: Mapping[str, Any] | None, runtime_context: Any = None) -> SecurityContext:
    """Build the :class:`SecurityContext` of a run from its config and runtime context.

    Reads ``user_id``, ``project_id``, ``session_id`` and ``org_id``; the runtime context
    (a dict or an object with those attributes) wins over ``config["configurable"]``.
    ``session_id`` defaults to the run's ``thread_id``. A missing ``user_id`` raises
    :class:`~zeusmem.ConfigurationError` listing what was available.

    >>> context_from_config({"configurable": {"thread_id": "t9"}}, {"user_id": "bob", "project_id": "apollo"})
    SecurityContext(user_id='bob', project_id='apollo', session_id='t9', org_id=None)
    """
    configurable: Mapping[str, Any] = (config or {}).get("configurable") or {}
    values: dict[str, Any] = {}
    for key in IDENTITY_KEYS:
        value = _from_context(runtime_context, key)
        if value is None:
            value = configurable.get(key)
        values[key] = value
    if values["session_id"] is None:
        values["session_id"] = _from_context(runtime_context, "thread_id") or configurable.get("thread_id")
    user_id = values["user_id"]
    if user_id is None or (isinstance(user_id, str) and not user_id.strip()):
        available = _visible_keys(configurable, runtime_context)
        raise ConfigurationError(
            "zeusmem needs the user's id from the run, not from the model: the run has no user_id in "
            f"config[\"configurable\"] or the runtime context (keys with a value: {', '.join(available) or 'none'}). "
            f"{_HOW_TO}"
        )
    clean = {
        k: (str(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else v)
        for k, v in values.items()
    }
    for key, value in clean.items():
        if value is not None and not isinstance(value, str):
            raise ConfigurationError(
                f"{key} in the run's config must be a string, got {type(value).__name__}"
            )
    return SecurityContext(**clean)
