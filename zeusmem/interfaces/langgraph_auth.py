"""Authentication and per-owner authorization for the LangGraph server's own routes.

``langgraph.json``::

    "auth": {"path": "zeusmem.interfaces.langgraph_auth:auth", "disable_studio_auth": true}

The same credentials as the REST API (:mod:`zeusmem.interfaces.auth`): ``Authorization: Bearer
<JWT>`` for people (``ZEUSMEM_JWT_SECRET``, else the local secret file, created on first use as
the REST API does), ``X-Agent-Key`` for agents (``ZEUSMEM_AGENT_KEYS``). Wrong or expired
credentials are a 401 on every route; so is a request **without** credentials (the message
names ``zeusmem token --user NAME``), unless ``ZEUSMEM_ALLOW_ANONYMOUS=true``, a development
switch the server refuses to start with when it is not bound to loopback.

* **Threads, runs, crons, assistants belong to their creator.** On create the caller's ids are
  stamped into the resource's metadata (:func:`owner_metadata`: ``user_id``, ``org_id``,
  ``project_id``, ``session_id``; whatever the client sent there is overwritten); on read,
  search, update, delete, stream and join the handlers return :func:`owner_filter`, so another
  caller gets 404 and never sees the resource in a listing. Runs live on their thread: a run on
  someone else's thread is 404. Credentials naming a project (or session) see only resources
  created with that project (session). The graphs' own assistants (``created_by: system``) are
  readable by every authenticated caller and changed by none.
* **A run is its caller's**: ``user_id``, ``org_id`` (and ``project_id``, ``session_id`` when
  the credentials carry them) in the run's config and context come from the credentials; a run,
  cron or assistant naming someone else is a 403.
* **Store** (``client.store.*``): a namespace naming another user, or another project or session
  than the credentials name, is a 404; the store (:class:`zeusmem.store.ZeusmemStore`) serves
  only what the caller may see. A person's writes are ``source=user``, an agent key's ``source=ai``.

:func:`request_identity` hands the authenticated caller of a store request to the store
(``ZeusmemStore(memory, identity=request_identity)``, as ``graphs/backends.py`` does).
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from langgraph_sdk import Auth

from zeusmem.errors import AuthError, ConfigurationError, PermissionDenied
from zeusmem.interfaces.auth import AuthConfig, Identity, authenticate, is_loopback
from zeusmem.store import StoreIdentity
from zeusmem.store.namespaces import NamespaceConvention
from zeusmem.types import SecurityContext, Source

auth = Auth()

#: the caller of a request without credentials (only with ``ZEUSMEM_ALLOW_ANONYMOUS=true``)
ANONYMOUS: dict[str, Any] = {"identity": "", "display_name": "anonymous", "is_authenticated": False,
                             "permissions": []}
_TRUE = {"1", "true", "yes", "on"}
_CONVENTION = NamespaceConvention()
HOW_TO_GET_A_TOKEN = (
    "send 'Authorization: Bearer <JWT>' (get one with: zeusmem token --user NAME; make dev prints an "
    "'export ZEUSMEM_TOKEN=...' line) or 'X-Agent-Key: <key>' (ZEUSMEM_AGENT_KEYS)"
)
NO_CREDENTIALS = f"this server needs credentials: {HOW_TO_GET_A_TOKEN}"
#: the metadata keys that name a resource's owner
OWNER_KEYS = ("user_id", "org_id", "project_id", "session_id")
_IDS = ("user_id", "org_id", "project_id", "session_id")

_CONFIG: list[AuthConfig] = []


def _load_config() -> AuthConfig:
    if not _CONFIG:
        _CONFIG.append(AuthConfig.from_env(create_secret=True))
    return _CONFIG[0]


async def _config() -> AuthConfig:
    """From the environment, once (through a thread: it may create the local secret file)."""
    return _CONFIG[0] if _CONFIG else await asyncio.to_thread(_load_config)


def allow_anonymous(env: Mapping[str, str] | None = None) -> bool:
    """``ZEUSMEM_ALLOW_ANONYMOUS``: serve requests without credentials (development only)."""
    return (os.environ if env is None else env).get("ZEUSMEM_ALLOW_ANONYMOUS", "").strip().lower() in _TRUE


def server_host(env: Mapping[str, str] | None = None) -> str | None:
    """The host the LangGraph server is bound to, from ``LANGGRAPH_API_URL`` (which ``langgraph dev``
    sets to ``http://HOST:PORT`` before it loads this module); None when unknown.

    >>> server_host({"LANGGRAPH_API_URL": "http://127.0.0.1:2024"})
    '127.0.0.1'
    """
    env = os.environ if env is None else env
    url = env.get("LANGGRAPH_API_URL", "").strip()
    return urlsplit(url).hostname if url else None


def check_anonymous_binding(env: Mapping[str, str] | None = None) -> None:
    """Refuse ``ZEUSMEM_ALLOW_ANONYMOUS=true`` on a server not bound to loopback (or bound to an
    unknown host: a deployment, a tunnel), with :class:`~zeusmem.ConfigurationError`.

    >>> check_anonymous_binding({"ZEUSMEM_ALLOW_ANONYMOUS": "true", "LANGGRAPH_API_URL": "http://0.0.0.0:8123"})
    Traceback (most recent call last):
    ...
    zeusmem.errors.ConfigurationError: ZEUSMEM_ALLOW_ANONYMOUS=true lets anyone who reaches the server ...
    """
    env = os.environ if env is None else env
    if not allow_anonymous(env):
        return
    host = server_host(env)
    if not is_loopback(host):
        where = f"bound to {host}" if host else "on an unknown host (LANGGRAPH_API_URL is unset)"
        raise ConfigurationError(
            "ZEUSMEM_ALLOW_ANONYMOUS=true lets anyone who reaches the server read and run every thread; "
            f"this server is {where}, not loopback: start it with --host 127.0.0.1, or unset "
            "ZEUSMEM_ALLOW_ANONYMOUS and send tokens (zeusmem token --user NAME)"
        )


def user_of(ident: Identity) -> dict[str, Any]:
    """The LangGraph user for an authenticated caller (``identity`` is the user id)."""
    return {
        "identity": ident.user_id, "display_name": ident.user_id, "is_authenticated": True,
        "zeusmem_kind": ident.kind, "org_id": ident.org_id, "project_id": ident.project_id,
        "session_id": ident.session_id, "permissions": [f"zeusmem:{ident.kind}"],
    }


def identity_of(user: Any) -> StoreIdentity | None:
    """The zeusmem caller behind a LangGraph user made by :func:`authenticate_request`, else None
    (anonymous, LangGraph Studio's local user, or another auth scheme). ``confined``: the
    context's project and session are the credentials' own."""
    if user is None:
        return None
    kind = _field(user, "zeusmem_kind")
    if kind not in ("human", "agent"):
        return None
    ctx = SecurityContext(str(_field(user, "identity")), project_id=_field(user, "project_id"),
                          session_id=_field(user, "session_id"), org_id=_field(user, "org_id"))
    return StoreIdentity(ctx, Source.USER if kind == "human" else Source.AI, confined=True)


def _field(user: Any, name: str) -> Any:
    try:
        value = user[name] if isinstance(user, Mapping) else getattr(user, name)
    except (AttributeError, KeyError, TypeError):
        return None
    return value or None


def owner_metadata(ctx: SecurityContext | None) -> dict[str, str]:
    """What a resource created by ``ctx`` carries in its metadata (``""`` for an id it lacks; all
    ``""`` for an anonymous caller, with ``ZEUSMEM_ALLOW_ANONYMOUS``).

    >>> owner_metadata(SecurityContext("alice", project_id="apollo"))
    {'user_id': 'alice', 'org_id': '', 'project_id': 'apollo', 'session_id': ''}
    """
    if ctx is None:
        return {"user_id": "", "org_id": "", "project_id": "", "session_id": ""}
    return {"user_id": ctx.user_id, "org_id": ctx.org_id or "", "project_id": ctx.project_id or "",
            "session_id": ctx.session_id or ""}


def owner_filter(ctx: SecurityContext | None) -> dict[str, str]:
    """The metadata filter of what ``ctx`` may see: its user and org, and the project and session
    when its credentials name them (without, every project's resources of the user). An anonymous
    caller sees only what anonymous callers created.

    >>> owner_filter(SecurityContext("alice"))
    {'user_id': 'alice', 'org_id': ''}
    >>> owner_filter(SecurityContext("alice", project_id="apollo", session_id="s1"))
    {'user_id': 'alice', 'org_id': '', 'project_id': 'apollo', 'session_id': 's1'}
    """
    mine = owner_metadata(ctx)
    return {k: v for k, v in mine.items() if k in ("user_id", "org_id") or v}


def _caller(ctx: Auth.types.AuthContext) -> SecurityContext | None:
    """The authenticated caller; None for an anonymous one when anonymous access is allowed;
    401 otherwise (Studio's local user, a user of another scheme, anonymous)."""
    ident = identity_of(ctx.user)
    if ident is not None:
        return ident.context
    if allow_anonymous():
        return None
    raise Auth.exceptions.HTTPException(401, detail=NO_CREDENTIALS)


def _stamp(value: Any, me: SecurityContext | None) -> None:
    """Overwrite the owner keys of ``value["metadata"]`` with the caller's."""
    if not isinstance(value, dict):
        return
    metadata = value.get("metadata")
    if not isinstance(metadata, dict):
        metadata = {}
        value["metadata"] = metadata
    metadata.update(owner_metadata(me))


def _bind_ids(me: SecurityContext | None, *places: Any) -> None:
    """``user_id`` and ``org_id`` (``project_id``, ``session_id`` when the credentials name them) in
    each of ``places`` (a config's ``configurable``, a run's ``context``) are the caller's: another
    value is a 403, a missing one is filled in. (An anonymous caller's run names its own user: the
    risk ``ZEUSMEM_ALLOW_ANONYMOUS`` takes.)"""
    if me is None:
        return
    mine = {"user_id": me.user_id, "org_id": me.org_id, "project_id": me.project_id, "session_id": me.session_id}
    strict = {"user_id", "org_id"}  # project and session only when the credentials name them
    for where in places:
        if not isinstance(where, dict):
            continue
        for key in _IDS:
            given, own = where.get(key), mine[key]
            if given not in (None, "") and (own is not None or key in strict) and str(given) != own:
                raise Auth.exceptions.HTTPException(
                    403, detail=f"the run's {key} {given!r} is not the authenticated caller's ({own!r})"
                )
            if own is not None:
                where[key] = own


def _run_places(kwargs: Any) -> list[Any]:
    """The ``configurable`` and ``context`` of run kwargs (created when missing, so the ids go in)."""
    if not isinstance(kwargs, dict):
        return []
    config = kwargs.get("config")
    if config is None:
        config = kwargs["config"] = {}
    if not isinstance(config, dict):
        return []
    configurable = config.get("configurable")
    if configurable is None:
        configurable = config["configurable"] = {}
    return [configurable, kwargs.get("context")]


@auth.authenticate
async def authenticate_request(authorization: str | None, headers: dict[bytes, bytes]) -> dict[str, Any]:
    """A JWT or agent key -> the caller; none -> 401 (anonymous with ``ZEUSMEM_ALLOW_ANONYMOUS``)."""
    raw_key = headers.get(b"x-agent-key")
    agent_key = raw_key.decode("utf-8", "replace") if isinstance(raw_key, bytes) else None
    if not (authorization or "").strip() and not (agent_key or "").strip():
        if allow_anonymous():
            return ANONYMOUS
        raise Auth.exceptions.HTTPException(401, detail=NO_CREDENTIALS)
    try:
        return user_of(authenticate(await _config(), authorization=authorization, agent_key=agent_key))
    except AuthError as e:
        raise Auth.exceptions.HTTPException(401, detail=f"{e}; {HOW_TO_GET_A_TOKEN}") from None
    except ConfigurationError as e:
        raise Auth.exceptions.HTTPException(500, detail=f"zeusmem auth is misconfigured: {e}") from None


# --- store ----------------------------------------------------------------------------------------
def _locked_out(bound: Mapping[str, str | None], me: SecurityContext) -> bool:
    """Whether a namespace's labels name another project / session than the credentials name."""
    return any(lock is not None and bound.get(key) not in (None, lock)
               for key, lock in (("project_id", me.project_id), ("session_id", me.session_id)))


def _foreign(bound: Mapping[str, str | None], me: SecurityContext) -> bool:
    """Whether a namespace's labels name another user, or another project / session than the
    credentials name."""
    return bound.get("user_id") not in (None, me.user_id) or _locked_out(bound, me)


@auth.on.store()
async def store_access(ctx: Auth.types.AuthContext, value: dict[str, Any]) -> None:
    """Store requests: an authenticated caller, and no namespace naming another user, project or
    session than its credentials allow (404)."""
    ident = identity_of(ctx.user)
    if ident is None:
        raise Auth.exceptions.HTTPException(401, detail=NO_CREDENTIALS.replace("this server", "the store API"))
    namespace = tuple(value.get("namespace") or ())
    me = ident.context
    if ctx.action in ("put", "get", "delete"):
        placement = _CONVENTION.place(namespace)
        if placement is not None and _foreign(placement.bound, me):
            raise Auth.exceptions.HTTPException(404, detail=f"namespace {namespace!r} not found")
    elif ctx.action == "search" and namespace:
        targets = _CONVENTION.targets(namespace)
        if targets and (all(_foreign(t.bound, me) for t in targets) or any(_locked_out(t.bound, me) for t in targets)):
            raise Auth.exceptions.HTTPException(404, detail=f"namespace {namespace!r} not found")
    return None


# --- threads and runs -----------------------------------------------------------------------------
@auth.on.threads.create
async def thread_create(ctx: Auth.types.AuthContext, value: Auth.types.ThreadsCreate) -> Any:
    """A new thread is its creator's."""
    me = _caller(ctx)
    _stamp(value, me)
    return owner_filter(me)


@auth.on.threads.create_run
async def run_create(ctx: Auth.types.AuthContext, value: Auth.types.RunsCreate) -> Any:
    """A run is its caller's, on its caller's thread (404 otherwise; a new thread is stamped)."""
    me = _caller(ctx)
    _bind_ids(me, *_run_places(value.get("kwargs")))
    _stamp(value, me)
    return owner_filter(me)


@auth.on.threads.update
async def thread_update(ctx: Auth.types.AuthContext, value: Auth.types.ThreadsUpdate) -> Any:
    """Only the owner's threads; their owner keys stay."""
    me = _caller(ctx)
    if isinstance(value.get("metadata"), dict):
        _stamp(value, me)
    return owner_filter(me)


@auth.on.threads.read  # type: ignore[arg-type]
@auth.on.threads.search  # type: ignore[arg-type]
@auth.on.threads.delete
async def thread_access(ctx: Auth.types.AuthContext, value: Any) -> Any:
    """Reading (state, history, runs, streams, joins), listing and deleting: the owner's only."""
    me = _caller(ctx)
    return owner_filter(me)


# --- assistants -----------------------------------------------------------------------------------
def _bind_assistant(me: SecurityContext | None, value: Any) -> None:
    config = value.get("config") if isinstance(value.get("config"), dict) else {}
    _bind_ids(me, config.get("configurable"), value.get("context"))


@auth.on.assistants.create
async def assistant_create(ctx: Auth.types.AuthContext, value: Auth.types.AssistantsCreate) -> Any:
    """A new assistant is its creator's; its config and context cannot name anyone else."""
    me = _caller(ctx)
    _bind_assistant(me, value)
    _stamp(value, me)
    value["metadata"]["created_by"] = me.user_id if me else "anonymous"  # "system" would open it to all
    return owner_filter(me)


@auth.on.assistants.update
async def assistant_update(ctx: Auth.types.AuthContext, value: Auth.types.AssistantsUpdate) -> Any:
    """Only the owner's assistants (never the graphs' own)."""
    me = _caller(ctx)
    _bind_assistant(me, value)
    if isinstance(value.get("metadata"), dict):
        _stamp(value, me)
        value["metadata"]["created_by"] = me.user_id if me else "anonymous"
    return owner_filter(me)


@auth.on.assistants.delete
async def assistant_delete(ctx: Auth.types.AuthContext, value: Any) -> Any:
    me = _caller(ctx)
    return owner_filter(me)


@auth.on.assistants.read  # type: ignore[arg-type]
@auth.on.assistants.search
async def assistant_read(ctx: Auth.types.AuthContext, value: Any) -> Any:
    """The owner's assistants and the graphs' own (``created_by: system``)."""
    me = _caller(ctx)
    return {"$or": [owner_filter(me), {"created_by": "system"}]}


# --- crons ----------------------------------------------------------------------------------------
@auth.on.crons.create
async def cron_create(ctx: Auth.types.AuthContext, value: Any) -> Any:
    """A cron is its creator's; the runs it makes are its creator's."""
    me = _caller(ctx)
    payload = value.get("payload")
    if isinstance(payload, dict):
        _bind_ids(me, *_run_places(payload))
    if isinstance(value.get("metadata"), dict):
        value["metadata"].update(owner_metadata(me))
    return owner_filter(me)


@auth.on.crons.update
async def cron_update(ctx: Auth.types.AuthContext, value: Any) -> Any:
    me = _caller(ctx)
    payload = value.get("payload")
    if isinstance(payload, dict):
        _bind_ids(me, *_run_places(payload))
    return owner_filter(me)


@auth.on.crons.read  # type: ignore[arg-type]
@auth.on.crons.search  # type: ignore[arg-type]
@auth.on.crons.delete
async def cron_access(ctx: Auth.types.AuthContext, value: Any) -> Any:
    me = _caller(ctx)
    return owner_filter(me)


@auth.on
async def other_routes(ctx: Auth.types.AuthContext, value: Any) -> Any:
    """Anything else (a resource added in a later LangGraph): the caller's own only."""
    me = _caller(ctx)
    if ctx.action == "create":
        _stamp(value, me)
    return owner_filter(me)


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
            f"{NO_CREDENTIALS.replace('this server', 'the store API')}, with \"auth\": "
            "{\"path\": \"zeusmem.interfaces.langgraph_auth:auth\"} in langgraph.json; inside a graph run, "
            "pass config={'configurable': {'user_id': ...}}"
        )
    return ident


if "langgraph_api" in sys.modules:  # loaded by the LangGraph server: refuse an open server off loopback
    check_anonymous_binding()


__all__ = ["ANONYMOUS", "OWNER_KEYS", "allow_anonymous", "auth", "check_anonymous_binding", "identity_of",
           "owner_filter", "owner_metadata", "request_identity", "server_host", "user_of"]
