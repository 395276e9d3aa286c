"""The console's pages: sign-in, memories (list, search, detail, edit, verify, forget), profiles
and the review queues. Every action calls the same :class:`~zeusmem.MemoryService` methods as
the REST API, with the signed-in human's SecurityContext; the service's gate and permissions
decide, the page only shows what they said."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from datetime import UTC, datetime
from typing import Any

import httpx
from fastapi import Request
from fastapi.routing import APIRoute
from starlette.datastructures import FormData
from starlette.responses import RedirectResponse, Response

from zeusmem.errors import AuthError, GateRejected, InvalidInput, NotFound, ZeusmemError, describe
from zeusmem.interfaces.auth import AuthConfig
from zeusmem.interfaces.console.render import render
from zeusmem.interfaces.console.session import (
    CSRF_FIELD,
    SECURITY_HEADERS,
    UI_PREFIX,
    CsrfRejected,
    Session,
    SignInRequired,
    check_csrf,
    clear_session_cookie,
    current_session,
    human_identity,
    safe_next,
    same_origin,
    set_session_cookie,
)
from zeusmem.interfaces.serialize import why
from zeusmem.types import MemoryType, Role, Scope, Source, Status

log = logging.getLogger("zeusmem.console")

PER_PAGE = 20
ServiceGetter = Callable[[], Awaitable[Any]]
AuthGetter = Callable[[], Awaitable[AuthConfig]]
RouteAdder = Callable[[str, Callable[..., Any], list[str]], None]

#: what a redirect's ?done= code says on the next page
DONE = {
    "edited": "Saved as a new version.",
    "verified": "Marked as verified by you.",
    "forgotten": "Forgotten: every version was removed; only a tombstone remains.",
    "created": "Stored.",
    "kept": "Conflict resolved.",
    "approved": "Candidate approved and stored.",
    "rejected": "Candidate rejected.",
    "profile": "Profile saved.",
}
USER_TEXT_FIELDS = ("username", "background", "profession", "communication_style", "response_format",
                    "language_preference", "content")
USER_LIST_FIELDS = ("characteristics", "expertise_areas", "programming_languages", "frequently_used_tools")
PROJECT_TEXT_FIELDS = ("project_goal", "current_phase")
#: the profile form's labels where the field name alone says too little (else the name, spaced)
FIELD_LABELS = {"content": "Anything else about you (free text)", "username": "Name",
                "language_preference": "Preferred language", "response_format": "Preferred answer format"}
PROJECT_LIST_FIELDS = ("tech_stack", "constraints", "team_conventions")


def gate_message(e: GateRejected) -> dict[str, Any]:
    """What the write gate said, for the page (never the refused text itself)."""
    v = e.verdict
    return {"reason": v.reason.value, "detail": v.detail, "existing_id": v.existing_id, "similarity": v.similarity}


def status_of(e: ZeusmemError) -> int:
    """The HTTP status of a refused form (the error table's, as REST answers)."""
    d = describe(e)
    return 400 if d is None else d.status


def redirect(path: str) -> RedirectResponse:
    return RedirectResponse(path, status_code=303, headers=SECURITY_HEADERS)


def _error_page(status: int, title: str, message: str) -> Response:
    return render("error.html", status=status, title=title, message=message)


class ConsoleRoute(APIRoute):
    """Expected errors become pages (or a redirect to sign-in), never a traceback."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def route_handler(request: Request) -> Response:
            try:
                return await handler(request)
            except SignInRequired as e:
                if request.method == "GET" and "/api/" not in request.url.path:
                    target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
                    response = render("login.html", status=401, error=e.message, next=safe_next(target))
                    if e.message:
                        clear_session_cookie(response)
                    return response
                return _error_page(401, "Not signed in", e.message or "sign in first")
            except CsrfRejected as e:
                return _error_page(403, "Refused", str(e))
            except ZeusmemError as e:  # the one error table: same code and status as REST
                d = describe(e)
                assert d is not None
                if d.status == 503:
                    log.warning("console: storage error: %s", e)
                return _error_page(d.status, d.title, d.page)
            except httpx.HTTPStatusError as e:  # the LangGraph API refused (e.g. a run is already going)
                code = e.response.status_code
                busy = "the agent is still busy with this chat; wait a moment"
                text = busy if code == 409 else e.response.reason_phrase
                return _error_page(502 if code >= 500 else code, "The agent server refused", f"{code}: {text}")

        return route_handler


def _lines(text: str | None) -> list[str]:
    return [s.strip() for s in (text or "").replace(",", "\n").splitlines() if s.strip()]


def _choice(value: str | None, enum: Any) -> Any:
    value = (value or "").strip()
    if not value:
        return None
    try:
        return enum(value)
    except ValueError:
        raise InvalidInput(enum.__name__.lower(), f"unknown value {value[:40]!r}") from None


def _page(request: Request) -> int:
    try:
        return max(1, min(int(request.query_params.get("page", "1")), 10_000))
    except ValueError:
        return 1


class Console:
    """The page handlers; ``service`` and ``auth`` are the REST app's own (one service, one auth)."""

    def __init__(self, service: ServiceGetter, auth: AuthGetter) -> None:
        self.service = service
        self.auth = auth

    # --- plumbing -------------------------------------------------------------------------
    async def session(self, request: Request) -> Session:
        return current_session(await self.auth(), request)

    async def form(self, request: Request) -> tuple[Session, FormData]:
        """The session and the submitted form of a state-changing request (CSRF-checked)."""
        session = await self.session(request)
        form = await request.form()
        token = form.get(CSRF_FIELD)
        check_csrf(session, request, token if isinstance(token, str) else None)
        return session, form

    def page(self, template: str, session: Session, request: Request, *, status: int = 200, **ctx: Any) -> Response:
        done = DONE.get(request.query_params.get("done", ""))
        return render(template, session=session, status=status, done=done, **ctx)

    # --- sign in / out ---------------------------------------------------------------------
    async def login_form(self, request: Request) -> Response:
        return render("login.html", next=safe_next(request.query_params.get("next")))

    async def login(self, request: Request) -> Response:
        if not same_origin(request):
            raise CsrfRejected("the sign-in form was posted from another site")
        form = await request.form()
        token = str(form.get("token") or "").strip()
        target = safe_next(str(form.get("next") or ""))
        try:
            human_identity(await self.auth(), token)
        except AuthError as e:  # the form again, with what went wrong (200: a page, not a failed resource)
            return render("login.html", error=str(e), next=target)
        response = redirect(target)
        set_session_cookie(response, request, token)
        return response

    async def logout(self, request: Request) -> Response:
        await self.form(request)
        response = redirect(f"{UI_PREFIX}/login")
        clear_session_cookie(response)
        return response

    async def home(self, request: Request) -> Response:
        await self.session(request)
        return redirect(f"{UI_PREFIX}/memories")

    # --- memories ----------------------------------------------------------------------------
    async def memories(self, request: Request) -> Response:
        session = await self.session(request)
        qp = request.query_params
        query = (qp.get("q") or "").strip()
        scope = _choice(qp.get("scope"), Scope)
        mtype = _choice(qp.get("type"), MemoryType)
        status = _choice(qp.get("status"), Status) or Status.ACTIVE
        tag = (qp.get("tag") or "").strip()
        as_of_text = (qp.get("as_of") or "").strip()
        as_of = _instant(as_of_text)
        page = _page(request)
        svc = await self.service()
        ctx = session.who.context()
        start = (page - 1) * PER_PAGE
        hits: list[Any] = []
        items: list[Any] = []
        if query:
            k = min(100, start + PER_PAGE + 1)
            found = await svc.search_memories(
                ctx, query, k=k, memory_type=mtype, scope=scope, tags=[tag] if tag else None, as_of=as_of
            )
            hits = found[start : start + PER_PAGE]
            has_next = len(found) > start + PER_PAGE and k < 100
        else:
            got = await svc.list_memories(
                ctx, memory_type=mtype, scope=scope, tags=[tag] if tag else None, status=status,
                limit=PER_PAGE + 1, offset=start, as_of=as_of,
            )
            items, has_next = got[:PER_PAGE], len(got) > PER_PAGE
        filters = {"q": query, "scope": scope.value if scope else "", "type": mtype.value if mtype else "",
                   "status": status.value, "tag": tag, "as_of": as_of_text}
        return self.page(
            "memories.html", session, request, hits=hits, items=items, query=query, filters=filters, page=page,
            has_next=has_next, scopes=[s.value for s in Scope], types=[t.value for t in MemoryType],
            statuses=[s.value for s in Status], as_of=as_of,
        )

    async def _detail(self, session: Session, memory_id: str, version: str | None = None) -> dict[str, Any]:
        from zeusmem.service.snapshots import snapshots_using

        svc = await self.service()
        ctx = session.who.context()
        item = await svc.get_memory(ctx, memory_id, version=version or None)
        versions = await svc.history(ctx, memory_id)
        calls = await snapshots_using(svc, ctx, [v.id for v in versions], limit=20)
        ids = {v.id: v.version for v in versions}
        used = [
            {"snapshot": s, "version": next((r.version or ids.get(r.id) for r in s.memories if r.id in ids), None)}
            for s in calls
        ]
        return {"item": item, "versions": versions, "why": why(item), "used": used}

    async def memory(self, request: Request, memory_id: str) -> Response:
        session = await self.session(request)
        version = request.query_params.get("version")
        return self.page("memory.html", session, request, **await self._detail(session, memory_id, version))

    async def edit(self, request: Request, memory_id: str) -> Response:
        session, form = await self.form(request)
        svc = await self.service()
        content = str(form.get("content") or "")
        reason = str(form.get("reason") or "").strip()
        tags = _lines(str(form.get("tags") or ""))
        try:
            if not reason:
                raise InvalidInput("reason", "say why you change it (kept with the new version)")
            current = await svc.get_memory(session.who.context(), memory_id)
            item = await svc.update_memory(
                session.who.context(), memory_id,
                content=content if content.strip() != current.content else None,
                tags=tags if tags != list(current.tags) else None,
                reason=reason,
            )
        except (GateRejected, InvalidInput) as e:
            detail = await self._detail(session, memory_id)
            error = gate_message(e) if isinstance(e, GateRejected) else {"reason": "invalid_input", "detail": str(e)}
            if error["reason"] in ("secret", "sensitive"):  # never send a secret back, not even to its author
                content = detail["item"].content
            return self.page("memory.html", session, request, status=status_of(e),
                             refused=error, draft={"content": content, "reason": reason, "tags": tags}, **detail)
        return redirect(f"{UI_PREFIX}/memories/{item.id}?done=edited")

    async def verify(self, request: Request, memory_id: str) -> Response:
        session, form = await self.form(request)
        svc = await self.service()
        read = str(form.get("version") or "")  # the version the page showed: not one written since
        item = await svc.verify_memory(session.who.context(), memory_id,
                                       version=int(read) if read.isdigit() else None)
        return redirect(f"{UI_PREFIX}/memories/{item.id}?done=verified")

    async def forget_form(self, request: Request, memory_id: str) -> Response:
        session = await self.session(request)
        svc = await self.service()
        item = await svc.get_memory(session.who.context(), memory_id)
        versions = await svc.history(session.who.context(), memory_id)
        return self.page("forget.html", session, request, item=item, versions=versions)

    async def forget(self, request: Request, memory_id: str) -> Response:
        session, form = await self.form(request)
        if form.get("confirm") != "yes":
            raise InvalidInput("confirm", "tick the box to confirm that this memory should be forgotten")
        svc = await self.service()
        await svc.delete_memory(session.who.context(), memory_id, reason=str(form.get("reason") or "") or None)
        return redirect(f"{UI_PREFIX}/memories?done=forgotten")

    async def erase_form(self, request: Request) -> Response:
        session = await self.session(request)
        return self.page("erase.html", session, request, step=1)

    async def erase(self, request: Request) -> Response:
        """Erase the signed-in person, after asking twice (the typed id, then a last question)."""
        session, form = await self.form(request)
        who = session.who
        if who.project_id is not None or who.session_id is not None:
            raise AuthError("erasing yourself needs a sign-in not confined to a project or session", 403)
        if form.get("confirm") != who.user_id:
            raise InvalidInput("confirm", "type your user id exactly to erase yourself")
        if form.get("step") != "2":
            return self.page("erase.html", session, request, step=2)
        svc = await self.service()
        receipt = await svc.erase_user(who.context())
        response = render("erased.html", session=session, receipt=receipt, done=None)
        clear_session_cookie(response)
        return response

    async def new_form(self, request: Request) -> Response:
        session = await self.session(request)
        return self.page("memory_new.html", session, request, draft={}, **self._choices())

    @staticmethod
    def _choices() -> dict[str, Any]:
        return {"scopes": [s.value for s in Scope], "types": [t.value for t in MemoryType]}

    async def create(self, request: Request) -> Response:
        session, form = await self.form(request)
        svc = await self.service()
        draft = {k: str(form.get(k) or "") for k in ("content", "memory_type", "scope", "tags")}
        try:
            item = await svc.add_explicit_memory(
                session.who.context(), draft["content"], draft["memory_type"] or "fact", draft["scope"] or "user",
                source=Source.USER, tags=_lines(draft["tags"]), provenance={"via": "console", "auth": "human"},
            )
        except (GateRejected, InvalidInput) as e:
            error = gate_message(e) if isinstance(e, GateRejected) else {"reason": "invalid_input", "detail": str(e)}
            if error["reason"] in ("secret", "sensitive"):  # never send a secret back, not even to its author
                draft["content"] = ""
            return self.page("memory_new.html", session, request, status=status_of(e),
                             refused=error, draft=draft, **self._choices())
        return redirect(f"{UI_PREFIX}/memories/{item.id}?done=created")

    # --- profiles ------------------------------------------------------------------------------
    async def _profiles(self, session: Session) -> dict[str, Any]:
        svc = await self.service()
        ctx = session.who.context()
        profile = await svc.get_profile_for_agent(ctx)
        role = await svc.role(ctx) if ctx.project_id else None
        return {
            "profile": profile, "prompt": svc.format_profile_for_prompt(profile), "role": role,
            "can_edit_project": role in (Role.OWNER, Role.ADMIN, Role.EDITOR),
            "user_text": USER_TEXT_FIELDS, "user_lists": USER_LIST_FIELDS,
            "project_text": PROJECT_TEXT_FIELDS, "project_lists": PROJECT_LIST_FIELDS, "labels": FIELD_LABELS,
        }

    async def profiles(self, request: Request) -> Response:
        session = await self.session(request)
        return self.page("profiles.html", session, request, **await self._profiles(session))

    async def save_profile(self, request: Request, which: str) -> Response:
        session, form = await self.form(request)
        svc = await self.service()
        texts, lists = (USER_TEXT_FIELDS, USER_LIST_FIELDS) if which == "user" else (
            PROJECT_TEXT_FIELDS, PROJECT_LIST_FIELDS)
        fields: dict[str, Any] = {f: str(form.get(f) or "").strip() or None for f in texts if f in form}
        fields.update({f: [s.strip() for s in str(form.get(f) or "").splitlines() if s.strip()]
                       for f in lists if f in form})
        try:
            if which == "user":
                await svc.upsert_user_profile(session.who.context(), **fields)
            else:
                await svc.upsert_project_profile(session.who.context(), **fields)
        except (GateRejected, InvalidInput) as e:
            error = gate_message(e) if isinstance(e, GateRejected) else {"reason": "invalid_input", "detail": str(e)}
            return self.page("profiles.html", session, request, status=status_of(e), refused=error, refused_form=which,
                             **await self._profiles(session))
        return redirect(f"{UI_PREFIX}/profiles?done=profile")

    async def save_user_profile(self, request: Request) -> Response:
        return await self.save_profile(request, "user")

    async def save_project_profile(self, request: Request) -> Response:
        return await self.save_profile(request, "project")

    # --- review queues -------------------------------------------------------------------------
    async def _review(self, session: Session) -> dict[str, Any]:
        from zeusmem.service.conflicts import list_conflicts
        from zeusmem.service.lifecycle import list_candidates

        svc = await self.service()
        ctx = session.who.context()
        conflicts = []
        for c in await list_conflicts(svc, ctx, status="open", limit=50):
            pair = []
            for mid in (c.memory_a, c.memory_b):
                try:
                    pair.append(await svc.get_memory(ctx, mid))
                except NotFound:
                    pair.append(None)
            conflicts.append({"conflict": c, "a": pair[0], "b": pair[1]})
        return {
            "conflicts": conflicts,
            "candidates": await list_candidates(svc, ctx, status="pending", limit=50),
            "rejected": await list_candidates(svc, ctx, status="rejected", limit=10),
        }

    async def review(self, request: Request) -> Response:
        session = await self.session(request)
        return self.page("review.html", session, request, **await self._review(session))

    async def decide_conflict(self, request: Request, conflict_id: int) -> Response:
        from zeusmem.service.conflicts import keep_both, resolve_conflict

        session, form = await self.form(request)
        svc = await self.service()
        keep = str(form.get("keep") or "")
        if keep == "both":
            await keep_both(svc, session.who.context(), conflict_id)
        else:
            await resolve_conflict(svc, session.who.context(), conflict_id, keep=keep)
        return redirect(f"{UI_PREFIX}/review?done=kept")

    async def decide_candidate(self, request: Request, candidate_id: str) -> Response:
        from zeusmem.service.lifecycle import approve_candidate, reject_candidate

        session, form = await self.form(request)
        svc = await self.service()
        if form.get("action") == "approve":
            decision = await approve_candidate(svc, session.who.context(), candidate_id)
            if not decision.stored:
                refused = {"reason": decision.reason, "detail": decision.detail}
                return self.page("review.html", session, request, status=422, refused=refused,
                                 **await self._review(session))
            return redirect(f"{UI_PREFIX}/review?done=approved")
        await reject_candidate(svc, session.who.context(), candidate_id,
                               reason=str(form.get("reason") or "").strip() or "rejected in the console")
        return redirect(f"{UI_PREFIX}/review?done=rejected")


def _instant(text: str) -> datetime | None:
    """The list's "as of" picker: an ISO date-time; without a timezone it is UTC (the page says so)."""
    if not text:
        return None
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidInput("as_of", "must be a date and time, e.g. 2026-05-08T14:30") from None
    return value if value.utcoffset() is not None else value.replace(tzinfo=UTC)


def add_page_routes(add: RouteAdder, console: Console) -> None:
    """The page routes, relative to ``/memory/ui``."""
    get, post = ["GET"], ["POST"]
    for path, endpoint, methods in (
        ("", console.home, get),
        ("/", console.home, get),
        ("/login", console.login_form, get),
        ("/login", console.login, post),
        ("/logout", console.logout, post),
        ("/memories", console.memories, get),
        ("/memories/new", console.new_form, get),
        ("/memories/new", console.create, post),
        ("/memories/{memory_id}", console.memory, get),
        ("/memories/{memory_id}/edit", console.edit, post),
        ("/memories/{memory_id}/verify", console.verify, post),
        ("/memories/{memory_id}/forget", console.forget_form, get),
        ("/memories/{memory_id}/forget", console.forget, post),
        ("/profiles", console.profiles, get),
        ("/erase", console.erase_form, get),
        ("/erase", console.erase, post),
        ("/profiles/user", console.save_user_profile, post),
        ("/profiles/project", console.save_project_profile, post),
        ("/review", console.review, get),
        ("/review/conflicts/{conflict_id}", console.decide_conflict, post),
        ("/review/candidates/{candidate_id}", console.decide_candidate, post),
    ):
        add(path, endpoint, methods)
