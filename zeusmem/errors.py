"""The errors zeusmem raises, and the one table that says what each means to the outside.

Every error derives from :class:`ZeusmemError`. Three kinds (docs/architecture.md, "Errors"):
developer misuse raises :class:`ConfigurationError`; infrastructure failures become
:class:`StorageError` (the database) or :class:`EmbeddingError` (the embedding model), chained
``from`` the cause; what a model can fix (a gate rejection) is a :class:`GateRejected` carrying the
verdict, which the agent tools turn into a tool message instead of raising.

:func:`describe` is the only translation of an error into what a client, a person or a model sees
(:class:`Described`: a code, an HTTP status, a title, the message, the tool message). REST, the
LangGraph route handler, the console, the agent tools and (through them) MCP all read it.

>>> d = describe(NotFound("no memory 'm1'"))
>>> (d.code, d.status, d.title)
('not_found', 404, 'Not found')
>>> d.for_model
"Not found: no memory 'm1'"
>>> describe(ValueError("a bug")) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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


class EmbeddingError(StorageError):
    """The embedding model failed or could not be reached; chained from the original error.

    A :class:`StorageError` too: the memory cannot be stored or searched either way, and every
    caller that waits for the database to come back waits for the model the same way.
    """


class ErasureIncomplete(StorageError):
    """An erasure stopped between two table groups; ``stopped_at`` names the group that did not
    finish. The groups before it are done (each is one transaction): erase again to continue."""

    def __init__(self, message: str, stopped_at: str) -> None:
        super().__init__(message)
        self.stopped_at = stopped_at


class NotFound(ZeusmemError):
    """No such item *visible to this caller* (items of other tenants look exactly like this)."""


class PermissionDenied(ZeusmemError):
    """The caller may see the object but its role does not allow this action."""


class AuthError(ZeusmemError):
    """The request is not authenticated (401) or the caller may not do this (403)."""

    def __init__(self, message: str, status: int = 401) -> None:
        super().__init__(message)
        self.status = status


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


# --- the error table ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Described:
    """What one error means outside: the same for every interface.

    ``code``/``status``: the machine-readable code and the HTTP status (REST, the LangGraph routes,
    the console); ``title``/``page``: a heading and the text for a person (the console's error page);
    ``message``: the text a client sees (REST, LangGraph routes); ``for_model``: the tool message a
    model sees, ``None`` when the error is not the model's to handle (the tool raises it instead);
    ``extra``: structured fields of the REST body (``field``, ``reason``, ``existing_id``, ...).
    """

    code: str
    status: int
    title: str
    message: str
    page: str
    for_model: str | None
    extra: dict[str, Any] = field(default_factory=dict)


UNAVAILABLE_FOR_MODEL = "Long-term memory is temporarily unavailable; continue without it."


def _gate(e: GateRejected) -> Described:
    v = e.verdict
    for_model = f"Memory not stored ({v.reason.value}): {v.detail}"
    if v.existing_id:
        for_model += f" duplicate_of={v.existing_id}"
    duplicate = v.reason.value == "duplicate"
    extra: dict[str, Any] = {"reason": v.reason.value}
    if duplicate:
        extra |= {"existing_id": v.existing_id, "similarity": v.similarity}
    return Described(
        "duplicate" if duplicate else "gate_rejected", 409 if duplicate else 422, "Refused by the write gate",
        str(e), f"{v.reason.value}: {v.detail}", for_model, extra,
    )


def _auth(e: AuthError) -> Described:
    if e.status == 401:
        return Described("unauthorized", 401, "Not signed in", str(e), str(e), f"Not allowed: {e}")
    return Described("forbidden", e.status, "Not allowed", str(e), str(e), f"Not allowed: {e}")


def _simple(code: str, status: int, title: str, model: str | None, page: str = "{e}") -> Callable[[Any], Described]:
    def describe_one(e: Any) -> Described:
        return Described(code, status, title, str(e), page.format(e=e),
                         None if model is None else model.format(e=e, name=type(e).__name__),
                         {"field": e.field} if isinstance(e, InvalidInput) else {})

    return describe_one


#: error class -> how it is described; the most specific class of an error's MRO wins
ERRORS: dict[type, Callable[[Any], Described]] = {
    GateRejected: _gate,
    InvalidInput: _simple("invalid_input", 400, "Invalid input", "Invalid value: {e}"),
    NotFound: _simple("not_found", 404, "Not found", "Not found: {e}", page="{e} (or it is not visible to you)"),
    PermissionDenied: _simple("forbidden", 403, "Not allowed", "Not allowed: {e}"),
    AuthError: _auth,
    EmbeddingError: _simple("embedding_unavailable", 503, "Embedding model unavailable", UNAVAILABLE_FOR_MODEL),
    ErasureIncomplete: _simple("erasure_incomplete", 503, "Erasure incomplete", None),
    StorageError: _simple("storage_unavailable", 503, "Database unavailable", UNAVAILABLE_FOR_MODEL),
    ConfigurationError: _simple("configuration_error", 500, "Not available", None),
    ZeusmemError: _simple("error", 400, "Error", None),
}


def describe(e: BaseException) -> Described | None:
    """What ``e`` means to a client, a person and a model; ``None`` for anything not zeusmem's (a bug)."""
    for cls in type(e).__mro__:
        entry = ERRORS.get(cls)
        if entry is not None:
            return entry(e)
    return None
