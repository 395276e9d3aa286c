"""The caller of a service call, for row-level security: set for the call's length.

A method of a service class with a ``ctx`` parameter (a :class:`~zeusmem.types.SecurityContext`)
runs with that caller in :func:`zeusmem.storage.caller.acting_for`: every statement it (and any
task it starts) sends on the application role's connections runs for that caller
(:mod:`zeusmem.storage.caller`). Classes get it by deriving from :class:`CallerScoped`, a function
by :func:`for_caller`; maintenance that spans callers runs on the owner's connections
(:func:`owner_job`).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from zeusmem.storage.caller import Caller, acting_for, as_owner
from zeusmem.types import SecurityContext

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])


def caller_of(ctx: SecurityContext) -> Caller:
    """The row-level security caller of a SecurityContext."""
    return Caller(ctx.user_id, ctx.org_id, ctx.project_id, ctx.session_id)


def for_caller(fn: F) -> F:
    """``fn`` (a coroutine function with a ``ctx`` parameter) run for its ``ctx``; unchanged when
    ``ctx`` is absent or not a SecurityContext (the function's own check reports that)."""
    names = list(inspect.signature(fn).parameters)
    at = names.index("ctx")

    @functools.wraps(fn)
    async def run(*args: Any, **kwargs: Any) -> Any:
        ctx = args[at] if len(args) > at else kwargs.get("ctx")
        if not isinstance(ctx, SecurityContext):
            return await fn(*args, **kwargs)
        with acting_for(caller_of(ctx)):
            return await fn(*args, **kwargs)

    run.__zeusmem_for_caller__ = True  # type: ignore[attr-defined]
    return run  # type: ignore[return-value]


def owner_job(fn: F) -> F:
    """``fn`` run on the tables' owner's connections (:func:`zeusmem.storage.caller.as_owner`): a
    maintenance job or an operator's call that spans callers (consolidation, the event feed)."""

    @functools.wraps(fn)
    async def run(*args: Any, **kwargs: Any) -> Any:
        with as_owner():
            return await fn(*args, **kwargs)

    run.__zeusmem_for_caller__ = True  # type: ignore[attr-defined]
    return run  # type: ignore[return-value]


def _takes_ctx(fn: Any) -> bool:
    if not inspect.iscoroutinefunction(fn) or getattr(fn, "__zeusmem_for_caller__", False):
        return False
    return "ctx" in inspect.signature(fn).parameters


class CallerScoped:
    """Every coroutine method of a subclass with a ``ctx`` parameter runs for it (:func:`for_caller`)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, value in list(vars(cls).items()):
            if not name.startswith("__") and _takes_ctx(value):
                setattr(cls, name, for_caller(value))
