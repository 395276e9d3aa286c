"""The caller of a service call, for row-level security: set for the call's length.

A method of a service class whose first parameter is ``ctx`` (a
:class:`~zeusmem.types.SecurityContext`) runs with that caller in
:func:`zeusmem.storage.caller.acting_for`: every statement it (and any task it starts) sends on the
application role's connections runs for that caller (:mod:`zeusmem.storage.caller`). Classes get
it by deriving from :class:`CallerScoped`; a function with the same first parameters by
:func:`for_caller`.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from zeusmem.storage.caller import Caller, acting_for
from zeusmem.types import SecurityContext

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])


def caller_of(ctx: SecurityContext) -> Caller:
    """The row-level security caller of a SecurityContext."""
    return Caller(ctx.user_id, ctx.org_id, ctx.project_id, ctx.session_id)


def for_caller(fn: F) -> F:
    """``fn(first, ctx, ...)`` (a method or a function taking the service first) run for ``ctx``."""

    @functools.wraps(fn)
    async def run(first: Any, *args: Any, **kwargs: Any) -> Any:
        ctx = args[0] if args else kwargs.get("ctx")
        if not isinstance(ctx, SecurityContext):
            return await fn(first, *args, **kwargs)
        with acting_for(caller_of(ctx)):
            return await fn(first, *args, **kwargs)

    run.__zeusmem_for_caller__ = True  # type: ignore[attr-defined]
    return run  # type: ignore[return-value]


def _takes_ctx(fn: Any) -> bool:
    if not inspect.iscoroutinefunction(fn) or getattr(fn, "__zeusmem_for_caller__", False):
        return False
    params = list(inspect.signature(fn).parameters)
    return len(params) >= 2 and params[1] == "ctx"


class CallerScoped:
    """Every coroutine method ``m(self, ctx, ...)`` of a subclass runs for ``ctx`` (:func:`for_caller`)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, value in list(vars(cls).items()):
            if not name.startswith("__") and _takes_ctx(value):
                setattr(cls, name, for_caller(value))
