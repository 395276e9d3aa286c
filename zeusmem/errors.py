"""The errors zeusmem raises. Every one derives from :class:`ZeusmemError`.

Three kinds (see DESIGN.md): developer misuse raises :class:`ConfigurationError`;
infrastructure failures become :class:`StorageError` chained ``from`` the cause;
what a model can fix (a gate rejection) is a :class:`GateRejected` carrying the verdict,
which the agent tools turn into a tool message instead of raising.
"""

from __future__ import annotations

from zeusmem.verdicts import GateVerdict


class ZeusmemError(Exception):
    """Root of every error raised by zeusmem."""


class ConfigurationError(ZeusmemError, ValueError):
    """Wrong configuration or misuse; the message names the problem and the fix.

    A ``ValueError`` too, so servers that only pass on the messages of builtin error kinds
    (langgraph dev's run errors) show the client the cause instead of "An internal error occurred".
    """


class StorageError(ZeusmemError):
    """The database failed or could not be reached; chained from the original error."""


class NotFound(ZeusmemError):
    """No such item *visible to this caller* (items of other tenants look exactly like this)."""


class PermissionDenied(ZeusmemError):
    """The caller may see the object but its role does not allow this action."""


class InvalidInput(ZeusmemError, ValueError):
    """A parameter has a wrong type or value; ``field`` names it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


class GateRejected(ZeusmemError):
    """The write gate refused a memory. ``verdict`` says why (never echoes secret text)."""

    def __init__(self, verdict: GateVerdict) -> None:
        super().__init__(f"memory rejected ({verdict.reason.value}): {verdict.detail}")
        self.verdict = verdict
