"""The REST API under ``/memory``: a FastAPI app that ``langgraph dev`` serves next to the graphs.

``langgraph.json``::

    "http": {"app": "zeusmem.interfaces.rest:app"}

(a module path, so the server finds it from any working directory).

The MemoryService is opened on first use (same database resolution as everything else:
``ZEUSMEM_DATABASE_URL``, else the embedded server) and closed by the app's lifespan; the
default ``app`` shares it with the graphs and the store of the same server
(:meth:`zeusmem.handle.LazyMemory.shared`).
Every request is authenticated (:mod:`zeusmem.interfaces.auth`); the identity builds the
SecurityContext and no body or query can name another user. Errors are JSON
``{"error": {"code": ..., "message": ...}}``; the OpenAPI schema is at ``/memory/openapi.json``.

Example (needs a database, so not run as a doctest)::

    app = create_app(database_url="postgresql://...", auth=AuthConfig(jwt_secret=...))
"""

# No ``from __future__ import annotations``: FastAPI reads the route signatures, whose
# dependencies are defined inside create_app().
import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import AbstractAsyncContextManager, AsyncExitStack, asynccontextmanager
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import Body, Depends, FastAPI, Path, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from fastapi.routing import APIRoute
from fastapi.security import APIKeyHeader, HTTPBearer
from langchain_core.embeddings import Embeddings
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from zeusmem.errors import AuthError, ConfigurationError, InvalidInput, NotFound, ZeusmemError, describe
from zeusmem.handle import LazyMemory
from zeusmem.interfaces import server_log
from zeusmem.interfaces.auth import AuthConfig, Identity, authenticate
from zeusmem.interfaces.serialize import (
    hit_to_dict,
    item_to_dict,
    project_profile_to_dict,
    user_profile_to_dict,
)
from zeusmem.settings import Settings
from zeusmem.storage.driver import driver_error
from zeusmem.types import MemoryType, Priority, Role, Scope, Source, Status, Visibility

log = logging.getLogger("zeusmem.rest")

PREFIX = "/memory"
#: Body fields that would name an identity: refused with a clear message.
_IDENTITY_FIELDS = {"user", "user_id", "created_by", "source", "verified", "org", "org_id", "owner"}


# --- error responses -----------------------------------------------------------------------


class ErrorDetail(BaseModel):
    code: str = Field(
        description="Machine-readable: invalid_input, unauthorized, forbidden, not_found, "
        "duplicate, gate_rejected, storage_unavailable, configuration_error, internal_error, ..."
    )
    message: str
    field: str | None = Field(None, description="The offending field (invalid_input).")
    reason: str | None = Field(None, description="The gate's reason (duplicate, gate_rejected).")
    existing_id: str | None = Field(None, description="The memory that already says this (duplicate).")
    similarity: float | None = None


class ErrorBody(BaseModel):
    error: ErrorDetail


def _error(
    status: int, code: str, message: str, headers: dict[str, str] | None = None, **extra: Any
) -> JSONResponse:
    detail = {"code": code, "message": message, **{k: v for k, v in extra.items() if v is not None}}
    return JSONResponse({"error": detail}, status_code=status, headers=headers)


def _validation_error(e: RequestValidationError) -> JSONResponse:
    errors = e.errors()
    first = errors[0] if errors else {}
    loc = [str(p) for p in first.get("loc", ()) if p not in ("body", "query", "path", "header")]
    field = ".".join(loc) or "body"
    if first.get("type") == "extra_forbidden" and loc and loc[-1] in _IDENTITY_FIELDS:
        return _error(
            400,
            "invalid_input",
            f"{field}: identity and source come from your credentials; a request cannot name them",
            field=field,
        )
    if first.get("type") == "json_invalid":
        return _error(400, "invalid_input", "the body is not valid JSON", field="body")
    msg = str(first.get("msg", "invalid value"))
    return _error(400, "invalid_input", f"{field}: {msg}", field=field)


def error_response(e: Exception) -> JSONResponse | None:
    """The JSON error for an expected exception, else None (a bug: the route answers 500 ``internal_error``).

    zeusmem's errors are described by :func:`zeusmem.errors.describe` (the one error table); a
    driver error that reached this far is translated by the storage layer first.
    """
    if isinstance(e, RequestValidationError):
        return _validation_error(e)
    if isinstance(e, StarletteHTTPException):
        code = {404: "not_found", 405: "method_not_allowed", 401: "unauthorized", 403: "forbidden"}.get(
            e.status_code, "http_error"
        )
        return _error(e.status_code, code, str(e.detail), getattr(e, "headers", None))
    d = describe(driver_error(e) or e)
    if d is None:
        return None
    if d.code == "storage_unavailable" or d.code == "embedding_unavailable":
        log.warning("storage error: %s", d.message)
    elif d.code == "configuration_error":
        log.error("configuration error: %s", d.message)
    headers = {"WWW-Authenticate": 'Bearer realm="zeusmem"'} if d.status == 401 else None
    return _error(d.status, d.code, d.message, headers, **d.extra)


async def langgraph_route_error(request: Request, exc: Exception) -> JSONResponse:
    """A zeusmem error under the LangGraph server's routes, in their ``{"detail": ...}`` shape."""
    d = describe(exc)
    if d is not None and d.code == "configuration_error":
        log.error("configuration error: %s", exc)
    return JSONResponse({"detail": str(exc)}, status_code=400 if d is None else d.status)


class _MemoryRoute(APIRoute):
    """Turns expected errors of these routes (only) into the JSON error format."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def route_handler(request: Request) -> Response:
            try:
                return await handler(request)
            except Exception as e:
                response = error_response(e)
                if response is None:  # a bug: logged with its traceback, still the documented JSON
                    log.exception("unexpected error in %s %s", request.method, request.url.path)
                    response = _error(
                        500,
                        "internal_error",
                        f"internal error ({type(e).__name__}); the server log has the details",
                    )
                return response

        return route_handler


_ERROR_TEXT = {
    400: "Invalid input (names the field)",
    401: "Not authenticated",
    403: "Not allowed",
    404: "Not found or not visible to the caller",
    409: "Duplicate of an existing memory",
    422: "Rejected by the write gate",
    500: "Internal error (configuration_error or internal_error; the server log has the details)",
    503: "Database unavailable",
}


def _responses(*codes: int, as_ref: bool = False) -> dict[int | str, dict[str, Any]]:
    """Documented error responses. ``as_ref`` for routes whose own response is not JSON."""
    if as_ref:
        ref = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}
        return {c: {"description": _ERROR_TEXT[c], "content": ref} for c in codes}
    return {c: {"model": ErrorBody, "description": _ERROR_TEXT[c]} for c in codes}


READ_ERRORS = (400, 401, 403, 500, 503)
ID_ERRORS = (400, 401, 403, 404, 500, 503)
WRITE_ERRORS = (400, 401, 403, 404, 409, 422, 500, 503)


# --- request / response models -------------------------------------------------------------


VALID_AT_HELP = (
    "Only what held in the world at this time (ISO 8601 with a timezone): valid_from <= t < valid_to, "
    "an open end holds; a memory a later statement superseded is found for the time it held."
)


class MemoryOut(BaseModel):
    id: str
    content: str
    memory_type: MemoryType
    scope: Scope
    scope_id: str
    key: str | None
    tags: list[str]
    priority: Priority
    source: str
    source_id: str | None
    confidence: float
    importance: float
    verified: bool
    visibility: Visibility
    status: Status
    sensitivity: str
    version: int
    supersedes_id: str | None
    org_id: str | None
    created_by: str
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None
    last_used_at: datetime | None
    provenance: dict[str, Any]
    embedding_model: str | None
    observed_at: datetime | None = None
    valid_from: datetime | None = None
    valid_to: datetime | None = None


class HitOut(BaseModel):
    memory: MemoryOut
    score: float
    similarity: float
    scope_priority: float
    vector_similarity: float | None
    lexical_score: float | None


class MemoryCreate(BaseModel):
    """A new memory. The user, source (``user`` for humans, ``ai`` for agents) and verification
    come from the credentials, never from the body."""

    model_config = ConfigDict(extra="forbid")
    content: str = Field(description="What to remember (checked by the write gate).")
    memory_type: MemoryType = Field(
        MemoryType.FACT,
        description="What kind of memory this is. Omitted, it is stored as `fact`: send it for preferences, "
        "habits, skills, decisions, ...",
    )
    scope: Scope = Scope.USER
    key: str | None = Field(None, description="Stable key: the same key stores a new version.")
    tags: list[str] = Field(default_factory=list, max_length=20)
    priority: Priority = Priority.NORMAL
    confidence: float | None = Field(None, ge=0, le=1, description="Default 1.0 (humans), 0.7 (agents).")
    importance: float = Field(0.5, ge=0, le=1)
    visibility: Visibility = Visibility.MEMBERS
    expires_at: AwareDatetime | None = None
    source_id: str | None = Field(None, description="Id of the document the memory came from, if any.")
    observed_at: AwareDatetime | None = Field(None, description="When it was said (default: now).")
    valid_from: AwareDatetime | None = Field(
        None, description="Since when it holds in the world (default: read from the text, e.g. 'last year').")
    valid_to: AwareDatetime | None = Field(
        None, description="Until when it holds (exclusive; default: read from the text, e.g. 'until Friday').")


class MemoryUpdate(BaseModel):
    """Fields to change; a new version is stored and the previous one kept as history."""

    model_config = ConfigDict(extra="forbid")
    content: str | None = None
    confidence: float | None = Field(None, ge=0, le=1)
    tags: list[str] | None = Field(None, max_length=20)
    priority: Priority | None = None
    importance: float | None = Field(None, ge=0, le=1)
    visibility: Visibility | None = None
    expires_at: AwareDatetime | None = None
    clear_expiry: bool = False
    reason: str | None = Field(None, description="Why (kept in the provenance).")
    observed_at: AwareDatetime | None = None
    valid_from: AwareDatetime | None = None
    valid_to: AwareDatetime | None = None


class UserProfileUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    username: str | None = None
    background: str | None = None
    profession: str | None = None
    communication_style: str | None = None
    response_format: str | None = None
    language_preference: str | None = None
    characteristics: list[str] | None = None
    content: str | None = None
    expertise_areas: list[str] | None = None
    programming_languages: list[str] | None = None
    frequently_used_tools: list[str] | None = None


class KeyDecisionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    decision: str
    rationale: str = ""
    decided_at: AwareDatetime | None = None


class ProjectProfileUpdate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    project_goal: str | None = None
    tech_stack: list[str] | None = None
    constraints: list[str] | None = None
    key_decisions: list[KeyDecisionIn] | None = None
    team_conventions: list[str] | None = None
    current_phase: str | None = None


class KeyDecisionOut(BaseModel):
    decision: str
    rationale: str
    decided_at: datetime | None
    source_memory_id: str | None


class UserProfileOut(BaseModel):
    user_id: str
    username: str | None
    background: str | None
    profession: str | None
    communication_style: str | None
    response_format: str | None
    language_preference: str | None
    characteristics: list[str]
    content: str | None
    expertise_areas: list[str]
    programming_languages: list[str]
    frequently_used_tools: list[str]
    version: int
    updated_at: datetime | None
    sources: list[str]


class ProjectProfileOut(BaseModel):
    project_id: str
    project_goal: str | None
    tech_stack: list[str]
    constraints: list[str]
    key_decisions: list[KeyDecisionOut]
    team_conventions: list[str]
    current_phase: str | None
    version: int
    updated_at: datetime | None
    sources: list[str]


class ProfileOut(BaseModel):
    user: UserProfileOut
    project: ProjectProfileOut | None


class ProjectCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")
    project_id: str = Field(description="The new project's id; you become its owner.")
    name: str | None = None


class MemberSet(BaseModel):
    model_config = ConfigDict(extra="forbid")
    role: Role


class MemberOut(BaseModel):
    user_id: str
    role: Role


class WhoAmI(BaseModel):
    user_id: str
    kind: Literal["human", "agent"]
    project_id: str | None
    session_id: str | None
    org_id: str | None


class ErasureOut(BaseModel):
    """The receipt of an erasure: the only record left, no id in clear (a salted SHA-256 of it)."""

    id: str
    org_id: str
    subject_hash: str
    salt: str
    requested_by: str
    reason: str | None
    started_at: str | None
    finished_at: str | None
    complete: bool
    counts: dict[str, int]
    groups_done: list[str]


# --- the service, opened on first use ------------------------------------------------------

ServiceFactory = Callable[[], AbstractAsyncContextManager[Any]]


class _Service:
    """Opens the MemoryService on first use (and again after a failed attempt); closed by the lifespan."""

    def __init__(self, factory: ServiceFactory) -> None:
        self._factory = factory
        self._svc: Any = None
        self._stack: AsyncExitStack | None = None
        self._lock: asyncio.Lock | None = None

    async def get(self) -> Any:
        if self._svc is not None:
            return self._svc
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if self._svc is None:
                stack = AsyncExitStack()
                try:
                    self._svc = await stack.enter_async_context(self._factory())
                except BaseException:
                    await stack.aclose()
                    raise
                self._stack = stack
        return self._svc

    async def close(self) -> None:
        stack, self._stack, self._svc = self._stack, None, None
        if stack is not None:
            await stack.aclose()

    @asynccontextmanager
    async def lifetime(self) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await self.close()


class _SharedService:
    """The process-wide :meth:`LazyMemory.shared` service (what ``create_app()`` without arguments
    uses): the graphs and the store of the same ``langgraph dev`` server use it too, so the
    lifespan only holds it; it closes when its last holder is done."""

    def __init__(self) -> None:
        self._memory = LazyMemory.shared()

    async def get(self) -> Any:
        return await self._memory()

    @asynccontextmanager
    async def lifetime(self) -> AsyncIterator[None]:
        async with self._memory.hold():
            yield


# --- the app -------------------------------------------------------------------------------


def create_app(
    database_url: str | None = None,
    embeddings: Embeddings | None = None,
    *,
    settings: Settings | None = None,
    auth: AuthConfig | None = None,
) -> FastAPI:
    """The ``/memory`` API. Without arguments everything comes from the environment.

    Without ``database_url``, ``embeddings`` and ``settings`` the app uses the process-wide memory
    service (:meth:`zeusmem.handle.LazyMemory.shared`, shared with the graphs and the store that
    ``langgraph dev`` serves next to it); with any of them, a service of its own.
    """
    from zeusmem.api import open_memory

    def factory() -> AbstractAsyncContextManager[Any]:
        return open_memory(database_url, embeddings, settings=settings or Settings.from_env())

    service: _Service | _SharedService = (
        _SharedService() if database_url is None and embeddings is None and settings is None else _Service(factory)
    )
    auth_config: list[AuthConfig] = [auth] if auth is not None else []

    async def get_auth() -> AuthConfig:
        """From the environment on first use (through a thread: it may create the local secret file)."""
        if not auth_config:
            cfg = await asyncio.to_thread(AuthConfig.from_env, create_secret=True)
            if not auth_config:
                auth_config.append(cfg)
        return auth_config[0]

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        try:
            cfg = await get_auth()
            if not cfg.jwt_secret and not cfg.agent_keys:
                log.warning(
                    "zeusmem REST API: no ZEUSMEM_JWT_SECRET or ZEUSMEM_AGENT_KEYS: every request is refused"
                )
        except ConfigurationError as e:
            log.error("zeusmem REST API misconfigured: %s", e)
        async with service.lifetime():
            yield

    app = FastAPI(
        title="zeusmem memory API",
        version=_version(),
        description=(
            "Long-term memory for agents. Humans authenticate with `Authorization: Bearer <JWT>` "
            "(HS256, `ZEUSMEM_JWT_SECRET`); agents with `X-Agent-Key`. Only humans verify memories. "
            'Errors are `{"error": {"code", "message"}}`.'
        ),
        openapi_url=f"{PREFIX}/openapi.json",
        docs_url=f"{PREFIX}/docs",
        redoc_url=None,
        lifespan=lifespan,
    )
    app.router.route_class = _MemoryRoute

    async def http_exception_handler(request: Request, exc: StarletteHTTPException) -> Response:
        if request.url.path.startswith(PREFIX):
            resp = error_response(exc)
            assert resp is not None
            return resp
        headers = getattr(exc, "headers", None)
        if exc.status_code < 200 or exc.status_code in (204, 205, 304):
            return Response(status_code=exc.status_code, headers=headers)
        detail = exc.detail if isinstance(exc.detail, str) and exc.detail else "unknown error"
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=headers)

    # Merged into the LangGraph server this handles its routes too: same shape as its own handler.
    app.exception_handlers[StarletteHTTPException] = http_exception_handler
    # ... and zeusmem's errors raised under them (the /store routes run ZeusmemStore): a status and
    # the message instead of a bare 500 (the /memory routes answer in their own format above)
    app.exception_handlers[ZeusmemError] = langgraph_route_error

    # The web console under /memory/ui (same service, same auth), before /memory/{memory_id}.
    from zeusmem.interfaces.console import mount_console

    mount_console(app, service=service.get, auth=get_auth)

    bearer = HTTPBearer(auto_error=False, description="Humans: a JWT signed HS256 with ZEUSMEM_JWT_SECRET.")
    agent_key = APIKeyHeader(
        name="X-Agent-Key", auto_error=False, description="Agents: a key configured in ZEUSMEM_AGENT_KEYS."
    )

    # The two security dependencies document the schemes in OpenAPI; the headers are read here.
    async def caller(
        request: Request, _b: Annotated[Any, Depends(bearer)], _k: Annotated[Any, Depends(agent_key)]
    ) -> Identity:
        return authenticate(
            await get_auth(),
            authorization=request.headers.get("authorization"),
            agent_key=request.headers.get("x-agent-key"),
        )

    Caller = Annotated[Identity, Depends(caller)]
    MemoryId = Annotated[str, Path(description="A memory id (mem_...).")]

    async def confined(who: Identity, memory_id: str) -> None:
        """Credentials naming a project (session) address no other project's (session's) memory,
        whatever the user's memberships: 404, as for another user's."""
        if who.project_id is None and who.session_id is None:
            return
        item = await (await service.get()).get_memory(who.context(), memory_id)
        lock = {Scope.PROJECT: who.project_id, Scope.SESSION: who.session_id}.get(item.scope)
        if lock is not None and item.scope_id != lock:
            raise NotFound(f"memory {memory_id} not found")

    def confined_project(who: Identity, project_id: str) -> None:
        if who.project_id is not None and project_id != who.project_id:
            raise NotFound(f"project {project_id!r} not found")

    def human_only(who: Identity, action: str) -> None:
        if not who.is_human:
            raise AuthError(f"{action} needs a human (Authorization: Bearer <JWT>), not an agent key", 403)

    # -- identity ----------------------------------------------------------------------------
    @app.get(f"{PREFIX}/whoami", response_model=WhoAmI, responses=_responses(401), tags=["identity"])
    async def whoami(who: Caller) -> dict[str, Any]:
        """The identity your credentials stand for."""
        return {
            "user_id": who.user_id,
            "kind": who.kind,
            "project_id": who.project_id,
            "session_id": who.session_id,
            "org_id": who.org_id,
        }

    # -- erasure (before /{memory_id}) ---------------------------------------------------------
    @app.delete(
        f"{PREFIX}/me", response_model=ErasureOut, responses=_responses(*READ_ERRORS), tags=["identity"]
    )
    async def erase_me(
        who: Caller,
        confirm: Annotated[str, Query(description="Your user id again: erasure cannot be undone.")],
    ) -> dict[str, Any]:
        """Erase yourself: every memory of yours, your transcripts, checkpoints, profile and id; project
        memories you wrote stay for the team, de-identified. Humans only, with credentials not
        confined to a project or session. Returns the receipt (run again after a 503: it continues)."""
        human_only(who, "erasing yourself")
        if who.project_id is not None or who.session_id is not None:
            raise AuthError("erasing yourself needs credentials not confined to a project or session", 403)
        if confirm != who.user_id:
            raise InvalidInput("confirm", "must be your user id (erasure cannot be undone)")
        svc = await service.get()
        return (await svc.erase_user(who.context())).as_dict()

    @app.delete(
        f"{PREFIX}/users/{{user_id}}", response_model=ErasureOut, responses=_responses(*ID_ERRORS),
        tags=["identity"],
    )
    async def erase_member(
        who: Caller,
        user_id: Annotated[str, Path(max_length=256)],
        reason: Annotated[str, Query(min_length=1, max_length=1000, description="Why (kept in the receipt).")],
    ) -> dict[str, Any]:
        """An admin of the org (a token with ``org_admin``) erases a member, with a reason kept in the
        receipt. Anyone else gets 404, as for a person who does not exist."""
        if not (who.is_human and who.org_admin) or who.project_id is not None or who.session_id is not None:
            raise NotFound(f"no user {user_id[:64]!r}")
        svc = await service.get()
        return (await svc.erase_user(who.context(), user_id, reason=reason, admin=True)).as_dict()

    # -- collection routes (before /{memory_id}) ----------------------------------------------
    @app.post(
        PREFIX,
        status_code=201,
        response_model=MemoryOut,
        responses=_responses(*WRITE_ERRORS),
        tags=["memory"],
    )
    async def create_memory(who: Caller, body: Annotated[MemoryCreate, Body()]) -> dict[str, Any]:
        """Store a memory through the write gate (409 duplicate, 422 other rejections)."""
        svc = await service.get()
        item = await svc.add_explicit_memory(
            who.context(),
            body.content,
            body.memory_type,
            body.scope,
            key=body.key,
            confidence=body.confidence,
            source=who.source,
            source_id=body.source_id,
            tags=body.tags,
            visibility=body.visibility,
            priority=body.priority,
            importance=body.importance,
            expires_at=body.expires_at,
            provenance={"via": "rest", "auth": who.kind},
            observed_at=body.observed_at,
            valid_from=body.valid_from,
            valid_to=body.valid_to,
        )
        return item_to_dict(item)

    @app.get(PREFIX, response_model=list[MemoryOut], responses=_responses(*READ_ERRORS), tags=["memory"])
    async def list_memories(
        who: Caller,
        memory_type: Annotated[list[MemoryType] | None, Query(alias="type")] = None,
        scope: Annotated[list[Scope] | None, Query()] = None,
        tag: Annotated[list[str] | None, Query(max_length=20)] = None,
        status: Status = Status.ACTIVE,
        include_expired: bool = False,
        limit: Annotated[int, Query(ge=1, le=1000)] = 50,
        offset: Annotated[int, Query(ge=0, le=10_000_000)] = 0,
        as_of: Annotated[datetime | None, Query(description="What was recorded and active at this instant "
                                                            "(ISO 8601 with a timezone, not in the future).")] = None,
        valid_at: Annotated[AwareDatetime | None, Query(description=VALID_AT_HELP)] = None,
    ) -> list[dict[str, Any]]:
        """Visible memories, newest first (`?as_of=`: as recorded at that instant)."""
        svc = await service.get()
        items = await svc.list_memories(
            who.context(),
            memory_type=memory_type,
            scope=scope,
            tags=tag,
            status=status,
            include_expired=include_expired,
            limit=limit,
            offset=offset,
            as_of=as_of,
            valid_at=valid_at,
        )
        return [item_to_dict(i) for i in items]

    @app.get(
        f"{PREFIX}/search", response_model=list[HitOut], responses=_responses(*READ_ERRORS), tags=["memory"]
    )
    async def search_memories(
        who: Caller,
        q: Annotated[str, Query(description="What to look for, in plain words.")],
        k: Annotated[int, Query(ge=1, le=100)] = 5,
        memory_type: Annotated[list[MemoryType] | None, Query(alias="type")] = None,
        scope: Annotated[list[Scope] | None, Query()] = None,
        tag: Annotated[list[str] | None, Query(max_length=20)] = None,
        include_expired: bool = False,
        min_score: Annotated[
            float | None,
            Query(ge=0.0, le=1.0, description="Drop hits whose relevance (similarity, 0-1) is below this."),
        ] = None,
        as_of: Annotated[datetime | None, Query(description="What was recorded and active at this instant "
                                                            "(ISO 8601 with a timezone, not in the future).")] = None,
        valid_at: Annotated[AwareDatetime | None, Query(description=VALID_AT_HELP)] = None,
    ) -> list[dict[str, Any]]:
        """Hybrid search over what the caller may see, best first (`?as_of=`: as recorded at that instant)."""
        svc = await service.get()
        hits = await svc.search_memories(
            who.context(),
            q,
            k=k,
            memory_type=memory_type,
            scope=scope,
            tags=tag,
            include_expired=include_expired,
            min_score=min_score,
            as_of=as_of,
            valid_at=valid_at,
        )
        return [hit_to_dict(h) for h in hits]

    @app.get(
        f"{PREFIX}/recall",
        response_class=PlainTextResponse,
        tags=["memory"],
        responses={
            200: {
                "content": {"text/plain": {"schema": {"type": "string"}}},
                "description": "Plain-text digest",
            },
            **_responses(*READ_ERRORS, as_ref=True),
        },
    )
    async def recall(
        who: Caller, limit: Annotated[int, Query(ge=1, le=1000)] = 100,
        as_of: Annotated[datetime | None, Query(description="What was recorded and active at this instant "
                                                            "(ISO 8601 with a timezone, not in the future).")] = None,
    ) -> PlainTextResponse:
        """Plain-text digest for an LLM: priority (critical first), then recency; unverified marked."""
        svc = await service.get()
        return PlainTextResponse(await svc.recall(who.context(), limit=limit, as_of=as_of))

    @app.get(
        f"{PREFIX}/by-tag",
        response_model=list[MemoryOut],
        responses=_responses(*READ_ERRORS),
        tags=["memory"],
    )
    async def by_tag(
        who: Caller,
        tag: Annotated[
            list[str], Query(min_length=1, max_length=20, description="Tag (repeatable: any of).")
        ],
        limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    ) -> list[dict[str, Any]]:
        """Visible memories carrying any of the tags (case-insensitive), newest first."""
        svc = await service.get()
        return [item_to_dict(i) for i in await svc.list_memories(who.context(), tags=tag, limit=limit)]

    @app.get(
        f"{PREFIX}/expiring",
        response_model=list[MemoryOut],
        responses=_responses(*READ_ERRORS),
        tags=["memory"],
    )
    async def expiring(
        who: Caller,
        within: Annotated[str, Query(description="Horizon like 7d, 12h, 30m, 2w.", max_length=32)] = "7d",
    ) -> list[dict[str, Any]]:
        """Memories whose expiry falls within the horizon."""
        svc = await service.get()
        return [item_to_dict(i) for i in await svc.expiring(who.context(), within)]

    # -- profiles ------------------------------------------------------------------------------
    async def _profile(who: Identity) -> dict[str, Any]:
        svc = await service.get()
        p = await svc.get_profile_for_agent(who.context())
        return {
            "user": user_profile_to_dict(p.user),
            "project": project_profile_to_dict(p.project) if p.project else None,
        }

    @app.get(
        f"{PREFIX}/profile", response_model=ProfileOut, responses=_responses(*READ_ERRORS), tags=["profiles"]
    )
    async def get_profile(who: Caller) -> dict[str, Any]:
        """Your user profile and, with a project in your credentials, the project profile."""
        return await _profile(who)

    @app.put(
        f"{PREFIX}/profile/user",
        response_model=UserProfileOut,
        responses=_responses(*WRITE_ERRORS),
        tags=["profiles"],
    )
    async def put_user_profile(who: Caller, body: UserProfileUpdate) -> dict[str, Any]:
        """Set user profile fields (humans only); unset fields keep their value."""
        human_only(who, "changing a profile")
        svc = await service.get()
        fields = body.model_dump(exclude_unset=True)
        return user_profile_to_dict(await svc.upsert_user_profile(who.context(), **fields))

    @app.put(
        f"{PREFIX}/profile/project",
        response_model=ProjectProfileOut,
        responses=_responses(*WRITE_ERRORS),
        tags=["profiles"],
    )
    async def put_project_profile(who: Caller, body: ProjectProfileUpdate) -> dict[str, Any]:
        """Set the project profile of the project in your credentials (humans; owner/admin/editor)."""
        human_only(who, "changing a profile")
        svc = await service.get()
        fields = body.model_dump(exclude_unset=True)
        return project_profile_to_dict(await svc.upsert_project_profile(who.context(), **fields))

    # -- projects ------------------------------------------------------------------------------
    @app.post(
        f"{PREFIX}/projects",
        status_code=201,
        response_model=list[MemberOut],
        responses=_responses(*WRITE_ERRORS),
        tags=["projects"],
    )
    async def create_project(who: Caller, body: ProjectCreate) -> list[dict[str, Any]]:
        """Create a project; you become its owner (humans only)."""
        human_only(who, "creating a project")
        svc = await service.get()
        await svc.create_project(who.context(), body.project_id, name=body.name)
        return [
            {"user_id": u, "role": r} for u, r in await svc.project_members(who.context(), body.project_id)
        ]

    @app.get(
        f"{PREFIX}/projects/{{project_id}}/members",
        response_model=list[MemberOut],
        responses=_responses(*ID_ERRORS),
        tags=["projects"],
    )
    async def members(who: Caller, project_id: str) -> list[dict[str, Any]]:
        """Members and roles (any member may read)."""
        confined_project(who, project_id)
        svc = await service.get()
        return [{"user_id": u, "role": r} for u, r in await svc.project_members(who.context(), project_id)]

    @app.put(
        f"{PREFIX}/projects/{{project_id}}/members/{{member_id}}",
        response_model=list[MemberOut],
        responses=_responses(*ID_ERRORS),
        tags=["projects"],
    )
    async def set_member(
        who: Caller, project_id: str, member_id: str, body: MemberSet
    ) -> list[dict[str, Any]]:
        """Add a member or change a role (humans; owner/admin; only owners grant owner)."""
        human_only(who, "managing project members")
        confined_project(who, project_id)
        svc = await service.get()
        await svc.add_project_member(who.context(), project_id, member_id, body.role)
        return [{"user_id": u, "role": r} for u, r in await svc.project_members(who.context(), project_id)]

    @app.delete(
        f"{PREFIX}/projects/{{project_id}}/members/{{member_id}}",
        status_code=204,
        responses=_responses(*ID_ERRORS),
        tags=["projects"],
    )
    async def remove_member(who: Caller, project_id: str, member_id: str) -> Response:
        """Remove a member (humans; owner/admin; never the last owner)."""
        human_only(who, "managing project members")
        confined_project(who, project_id)
        svc = await service.get()
        await svc.remove_project_member(who.context(), project_id, member_id)
        return Response(status_code=204)

    # -- one memory ----------------------------------------------------------------------------
    @app.get(
        f"{PREFIX}/{{memory_id}}", response_model=MemoryOut, responses=_responses(*ID_ERRORS), tags=["memory"]
    )
    async def get_memory(
        who: Caller, memory_id: MemoryId,
        version: Annotated[int | None, Query(description="One version (1, 2, ...); default the current one.")] = None,
        as_of: Annotated[datetime | None, Query(description="The version recorded and active at this instant "
                                                            "(ISO 8601 with a timezone).")] = None,
    ) -> dict[str, Any]:
        """A memory by its id: the current version, `?version=N` one version, `?as_of=` the version
        active then (404 when it does not exist or is not visible to you)."""
        await confined(who, memory_id)
        svc = await service.get()
        return item_to_dict(await svc.get_memory(who.context(), memory_id, version=version, as_of=as_of))

    @app.get(
        f"{PREFIX}/{{memory_id}}/history",
        response_model=list[MemoryOut],
        responses=_responses(*ID_ERRORS),
        tags=["memory"],
    )
    async def history(who: Caller, memory_id: MemoryId) -> list[dict[str, Any]]:
        """Every version of the memory, oldest first."""
        await confined(who, memory_id)
        svc = await service.get()
        return [item_to_dict(i) for i in await svc.history(who.context(), memory_id)]

    @app.put(
        f"{PREFIX}/{{memory_id}}",
        response_model=MemoryOut,
        responses=_responses(*WRITE_ERRORS),
        tags=["memory"],
    )
    async def update_memory(who: Caller, memory_id: MemoryId, body: MemoryUpdate) -> dict[str, Any]:
        """Store a new version under the same id, `version` + 1 (the previous one is kept as history).
        A content change clears `verified`, unless you (a person) edit your own memory."""
        await confined(who, memory_id)
        svc = await service.get()
        item = await svc.update_memory(
            who.context(),
            memory_id,
            content=body.content,
            confidence=body.confidence,
            tags=body.tags,
            priority=body.priority,
            importance=body.importance,
            visibility=body.visibility,
            expires_at=body.expires_at,
            clear_expiry=body.clear_expiry,
            reason=body.reason,
            source=Source.USER if who.is_human else Source.AI,
            observed_at=body.observed_at,
            valid_from=body.valid_from,
            valid_to=body.valid_to,
        )
        return item_to_dict(item)

    @app.delete(f"{PREFIX}/{{memory_id}}", status_code=204, responses=_responses(*ID_ERRORS), tags=["memory"])
    async def delete_memory(
        who: Caller,
        memory_id: MemoryId,
        reason: Annotated[str | None, Query(max_length=500)] = None,
    ) -> Response:
        """Forget a memory and every version; only a tombstone without content remains."""
        await confined(who, memory_id)
        svc = await service.get()
        await svc.delete_memory(who.context(), memory_id, reason=reason)
        return Response(status_code=204)

    @app.post(
        f"{PREFIX}/{{memory_id}}/verify",
        response_model=MemoryOut,
        responses=_responses(*ID_ERRORS),
        tags=["memory"],
    )
    async def verify_memory(
        who: Caller, memory_id: MemoryId,
        version: Annotated[int | None, Query(ge=1, description="The version you read: 400 when the memory "
                                             "changed since. Default the current one.")] = None,
    ) -> dict[str, Any]:
        """Mark a memory as confirmed by a human: needs a JWT, an agent key gets 403."""
        human_only(who, "verifying a memory")
        await confined(who, memory_id)
        svc = await service.get()
        return item_to_dict(await svc.verify_memory(who.context(), memory_id, version=version))

    return app


def _version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("zeusmem")
    except PackageNotFoundError:  # pragma: no cover - not installed
        return "0"


#: The app langgraph.json points at: everything from the environment, the service opened on first request.
server_log.install()  # the LangGraph server serving this app: client errors in one line
app = create_app()
