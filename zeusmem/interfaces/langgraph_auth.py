"""Authentication for the LangGraph server's own routes (``langgraph.json``'s ``auth``).

::

    "auth": {"path": "zeusmem.interfaces.langgraph_auth:auth"}

The same credentials as the REST API (:mod:`zeusmem.interfaces.auth`): ``Authorization: Bearer
<JWT>`` for people (``ZEUSMEM_JWT_SECRET``), ``X-Agent-Key`` for agents (``ZEUSMEM_AGENT_KEYS``).
Wrong or expired credentials are a 401 on every route.

* **Store** (``client.store.*``, what a frontend may call): credentials required (401 without);
  a namespace naming another user is a 404, and the store itself (:class:`zeusmem.store.ZeusmemStore`)
  serves only what the caller may see (project namespaces need membership). Writes count as the
  caller's: a person's are ``source=user``, an agent key's ``source=ai``.
* **Threads, runs, assistants** without credentials are served as without auth (local development,
  the README's SDK example passing ``config={"configurable": {"user_id": ...}}``); set
  ``ZEUSMEM_REQUIRE_AUTH=true`` to refuse them (401). With credentials, a run's ``user_id`` and
  ``org_id`` (and ``project_id``, ``session_id`` when the credentials carry them) come from the
  credentials: a run naming someone else is a 403. Threads are not filtered per owner.

:func:`request_identity` hands the authenticated caller of a store request to the store
(``ZeusmemStore(memory, identity=request_identity)``, as ``graphs/backends.py`` does).
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Mapping
from typing import Any

from langgraph_sdk import Auth

from zeusmem.errors import ConfigurationError, PermissionDenied
from zeusmem.interfaces.auth import AuthConfig, AuthError, Identity, authenticate
from zeusmem.store import StoreIdentity
from zeusmem.store.namespaces import NamespaceConvention
from zeusmem.types import SecurityContext, Source

auth = Auth()

#: the caller of a request without credentials
ANONYMOUS: dict[str, Any] = {"identity": "", "display_name": "anonymous", "is_authenticated": False,
                             "permissions": []}
_TRUE = {"1", "true", "yes", "on"}
_CONVENTION = NamespaceConvention()
NO_CREDENTIALS = (
    "the store API needs credentials: 'Authorization: Bearer <JWT>' (signed with ZEUSMEM_JWT_SECRET) "
    "or 'X-Agent-Key: <key>' (ZEUSMEM_AGENT_KEYS)"
)


@functools.cache
def _config() -> AuthConfig:
    return AuthConfig.from_env()


def require_auth(env: Mapping[str, str] | None = None) -> bool:
    """``ZEUSMEM_REQUIRE_AUTH``: refuse requests without credentials on every route."""
    return (os.environ if env is None else env).get("ZEUSMEM_REQUIRE_AUTH", "").strip().lower() in _TRUE


def user_of(ident: Identity) -> dict[str, Any]:
    """The LangGraph user for an authenticated caller (``identity`` is the user id)."""
    return {
        "identity": ident.user_id, "display_name": ident.user_id, "is_authenticated": True,
        "zeusmem_kind": ident.kind, "org_id": ident.org_id, "project_id": ident.project_id,
        "session_id": ident.session_id, "permissions": [f"zeusmem:{ident.kind}"],
    }


def identity_of(user: Any) -> StoreIdentity | None:
    """The zeusmem caller behind a LangGraph user made by :func:`authenticate_request`, else None
    (anonymous, LangGraph Studio's local user, or another auth scheme)."""
    if user is None:
        return None
    kind = _field(user, "zeusmem_kind")
    if kind not in ("human", "agent"):
        return None
    ctx = SecurityContext(str(_field(user, "identity")), project_id=_field(user, "project_id"),
                          session_id=_field(user, "session_id"), org_id=_field(user, "org_id"))
    return StoreIdentity(ctx, Source.USER if kind == "human" else Source.AI)


def _field(user: Any, name: str) -> Any:
    try:
        value = user[name] if isinstance(user, Mapping) else getattr(user, name)
    except (AttributeError, KeyError):
        return None
    return value or None


@auth.authenticate
async def authenticate_request(authorization: str | None, headers: dict[bytes, bytes]) -> dict[str, Any]:
    """A JWT or agent key -> the caller; none -> anonymous (refused with ``ZEUSMEM_REQUIRE_AUTH``)."""
    raw_key = headers.get(b"x-agent-key")
    agent_key = raw_key.decode("utf-8", "replace") if isinstance(raw_key, bytes) else None
    if not (authorization or "").strip() and not (agent_key or "").strip():
        if require_auth():
            raise Auth.exceptions.HTTPException(401, detail=NO_CREDENTIALS.replace("the store API", "this server"))
        return ANONYMOUS
    try:
        return user_of(authenticate(_config(), authorization=authorization, agent_key=agent_key))
    except AuthError as e:
        raise Auth.exceptions.HTTPException(401, detail=str(e)) from None
    except ConfigurationError as e:
        raise Auth.exceptions.HTTPException(500, detail=f"zeusmem auth is misconfigured: {e}") from None


@auth.on.store()
async def store_access(ctx: Auth.types.AuthContext, value: dict[str, Any]) -> None:
    """Store requests: an authenticated caller, and no namespace naming another user."""
    ident = identity_of(ctx.user)
    if ident is None:
        raise Auth.exceptions.HTTPException(401, detail=NO_CREDENTIALS)
    namespace = tuple(value.get("namespace") or ())
    me = ident.context.user_id
    if ctx.action in ("put", "get", "delete"):
        placement = _CONVENTION.place(namespace)
        if placement is not None and placement.bound.get("user_id", me) != me:
            raise Auth.exceptions.HTTPException(404, detail=f"namespace {namespace!r} not found")
    elif ctx.action == "search" and namespace:
        targets = _CONVENTION.targets(namespace)
        if targets and all(t.bound.get("user_id") not in (None, me) for t in targets):
            raise Auth.exceptions.HTTPException(404, detail=f"namespace {namespace!r} not found")
    return None


@auth.on.threads.create_run
async def run_identity(ctx: Auth.types.AuthContext, value: Auth.types.RunsCreate) -> None:
    """An authenticated caller's runs carry its ids; naming anyone else is a 403."""
    ident = identity_of(ctx.user)
    if ident is None:
        return None
    kwargs: Any = value.get("kwargs")
    if not isinstance(kwargs, dict):
        return None
    config = kwargs.setdefault("config", {}) if isinstance(kwargs.get("config", {}), dict) else {}
    configurable = config.setdefault("configurable", {})
    context = kwargs.get("context") if isinstance(kwargs.get("context"), dict) else None
    me = ident.context
    owned = {"user_id": me.user_id, "org_id": me.org_id, "project_id": me.project_id, "session_id": me.session_id}
    strict = {"user_id", "org_id"}  # project and session only when the credentials name them
    for key, mine in owned.items():
        for where in (configurable, context or {}):
            given = where.get(key)
            if given in (None, ""):
                continue
            if (mine is not None or key in strict) and str(given) != mine:
                raise Auth.exceptions.HTTPException(
                    403, detail=f"the run's {key} {given!r} is not the authenticated caller's ({mine!r})"
                )
        if mine is not None:
            configurable[key] = mine
            if context is not None:
                context[key] = mine
    return None


@auth.on
async def other_routes(ctx: Auth.types.AuthContext, value: Any) -> None:
    """Threads, assistants, crons: served as without auth (not filtered per owner)."""
    return None


def request_identity() -> StoreIdentity | None:
    """The authenticated caller of the LangGraph server request being served, for the store.

    ``None`` outside a server request; :class:`~zeusmem.PermissionDenied` inside one without
    zeusmem credentials (no ``auth`` configured, anonymous, Studio), so the store never serves a
    namespace to someone it cannot name.
    """
    server = sys.modules.get("langgraph_api.utils")  # loaded only inside the LangGraph server
    if server is None:
        return None
    current = server.get_auth_ctx()
    if current is None:
        return None
    ident = identity_of(current.user)
    if ident is None:
        raise PermissionDenied(
            f"{NO_CREDENTIALS}, with \"auth\": {{\"path\": \"zeusmem.interfaces.langgraph_auth:auth\"}} in "
            "langgraph.json; inside a graph run, pass config={'configurable': {'user_id': ...}}"
        )
    return ident


__all__ = ["ANONYMOUS", "auth", "identity_of", "request_identity", "require_auth", "user_of"]
