"""The console's chat: threads and runs of the ``agent`` graph through the server's own
LangGraph API (the SDK's in-process loopback client), streamed to the page as server-sent events.

Every call goes through the server's own authorization as the signed-in human
(:meth:`Chat.as_caller`: the same owner stamps and filters as a client with that person's token,
:mod:`zeusmem.interfaces.langgraph_auth`), the human's ids go into every run's
``config["configurable"]`` (never anything the page sends), and a thread is only shown to the user
in its ``metadata["user_id"]``. A paused
approval lives in the PostgreSQL checkpoint, so reloading the page shows the same thread,
messages and pending approval; approving sends ``command={"resume": ...}`` built by
:func:`zeusmem.episodic.resume_payload` (``{"decisions": [{"type": "approve"}]}`` for
HumanInTheLoopMiddleware). Each human turn lists the context snapshots of its model calls:
which memories (ids and versions) were injected, and the tokens per section.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from fastapi import Request
from starlette.responses import Response, StreamingResponse

from zeusmem.errors import ConfigurationError, InvalidInput, NotFound
from zeusmem.interfaces.console.pages import Console, RouteAdder, redirect
from zeusmem.interfaces.console.render import render
from zeusmem.interfaces.console.session import SECURITY_HEADERS, UI_PREFIX, Session

log = logging.getLogger("zeusmem.console")

ASSISTANT = "agent"
STREAM_MODES = ["messages-tuple", "updates"]


class ChatUnavailable(ConfigurationError):
    """The console runs outside the LangGraph server: there is no agent to talk to."""


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b if isinstance(b, str) else str(b.get("text", "")) for b in content if isinstance(b, str | dict)]
        return "".join(parts)
    return "" if content is None else str(content)


def thread_interrupts(state: Mapping[str, Any]) -> list[Any]:
    """The pending interrupts of a thread state (LangGraph API JSON) as ``langgraph.types.Interrupt``."""
    from langgraph.types import Interrupt

    seen: dict[str, Any] = {}
    raw = list(state.get("interrupts") or [])
    for task in state.get("tasks") or []:
        raw.extend(task.get("interrupts") or [])
    for i in raw:
        if isinstance(i, Mapping) and i.get("id") and i["id"] not in seen:
            seen[i["id"]] = Interrupt(value=i.get("value"), id=i["id"])
    return list(seen.values())


def _lc_messages(messages: Sequence[Mapping[str, Any]]) -> list[Any]:
    from langchain_core.messages import messages_from_dict

    try:
        return messages_from_dict([{"type": m.get("type"), "data": dict(m)} for m in messages])
    except Exception:  # noqa: BLE001 - an unknown message type: approvals still match by name and arguments
        return []


def pending_approvals(state: Mapping[str, Any]) -> tuple[list[Any], list[Any]]:
    """(interrupts, pending tool calls) of a thread state, with :mod:`zeusmem.episodic`'s mapping."""
    from zeusmem.episodic import pending_from_interrupts

    interrupts = thread_interrupts(state)
    messages = list((state.get("values") or {}).get("messages") or [])
    return interrupts, pending_from_interrupts(interrupts, _lc_messages(messages))


def conversation(messages: Sequence[Mapping[str, Any]], snapshots: Sequence[Any]) -> list[dict[str, Any]]:
    """Messages for the page; each human turn carries the snapshots of its model calls."""
    human_ids = [m.get("id") for m in messages if m.get("type") == "human" and m.get("id")]
    by_turn: dict[str, list[Any]] = {}
    for snap in sorted(snapshots, key=lambda s: s.created_at):
        present = set(snap.message_ids)
        turn = next((h for h in reversed(human_ids) if h in present), None)
        if turn is not None:
            by_turn.setdefault(turn, []).append(snap)
    out = []
    for m in messages:
        kind = m.get("type")
        calls = [
            {"name": c.get("name"), "args": json.dumps(c.get("args") or {}, ensure_ascii=False)}
            for c in m.get("tool_calls") or []
        ]
        out.append({
            "id": m.get("id"), "role": kind, "text": _text(m.get("content")), "tool_calls": calls,
            "name": m.get("name"), "status": m.get("status"), "snapshots": by_turn.get(m.get("id") or "", []),
        })
    return out


def decision_from_form(form: Mapping[str, Any]) -> Any:
    """The reviewer's decision from the approval form: approve, reject (with a message) or edit."""
    kind = str(form.get("decision") or "")
    if kind == "approve":
        return "approve"
    if kind == "reject":
        message = str(form.get("message") or "").strip()
        return {"type": "reject", "message": message} if message else "reject"
    if kind == "edit":
        try:
            args = json.loads(str(form.get("args") or ""))
        except json.JSONDecodeError as e:
            raise InvalidInput("args", f"the edited arguments are not valid JSON ({e.msg})") from None
        if not isinstance(args, dict):
            raise InvalidInput("args", "the edited arguments must be a JSON object")
        return {"type": "edit", "args": args}
    raise InvalidInput("decision", "choose approve, edit or reject")


class Chat:
    """Chat handlers, on the page handlers' session and service."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self._client: Any = None

    def client(self) -> Any:
        """The SDK's loopback client to this very server's LangGraph API."""
        if self._client is None:
            if "langgraph_api.server" not in sys.modules:
                raise ChatUnavailable(
                    "chat needs the LangGraph server: start the console with make dev (langgraph dev)"
                )
            from langgraph_sdk import get_client

            self._client = get_client(url=None, api_key=None)
        return self._client

    @staticmethod
    @asynccontextmanager
    async def as_caller(session: Session) -> AsyncIterator[None]:
        """The in-process client's requests skip the server's authentication (the SDK's loopback):
        make them the signed-in person's, so the server's handlers stamp and filter as for a
        client with that person's token."""
        if "langgraph_api.utils" not in sys.modules:  # pragma: no cover - chat() raised already
            yield
            return
        from langgraph_api.auth.custom import normalize_user  # type: ignore[import-untyped]
        from langgraph_api.utils import with_user  # type: ignore[import-untyped]
        from starlette.authentication import AuthCredentials

        from zeusmem.interfaces.langgraph_auth import user_of

        user = user_of(session.who)
        async with with_user(normalize_user(user), AuthCredentials(user["permissions"])):
            yield

    @staticmethod
    def run_config(session: Session) -> dict[str, Any]:
        who = session.who
        ids = {"user_id": who.user_id, "project_id": who.project_id, "org_id": who.org_id}
        return {"configurable": {k: v for k, v in ids.items() if v}}

    async def thread(self, session: Session, thread_id: str) -> dict[str, Any]:
        """The thread, if it belongs to the signed-in user (NotFound otherwise: no existence oracle)."""
        from langgraph_sdk.errors import NotFoundError

        if not thread_id or len(thread_id) > 100:
            raise NotFound(f"no chat {thread_id[:40]!r}")
        try:
            async with self.as_caller(session):
                thread = await self.client().threads.get(thread_id)
        except NotFoundError:
            raise NotFound(f"no chat {thread_id!r}") from None
        except Exception as e:
            if getattr(getattr(e, "response", None), "status_code", None) in (404, 422):
                raise NotFound(f"no chat {thread_id!r}") from None
            raise
        if (thread.get("metadata") or {}).get("user_id") != session.who.user_id:
            raise NotFound(f"no chat {thread_id!r}")
        return thread

    async def _view(self, session: Session, thread_id: str) -> dict[str, Any]:
        from zeusmem.service.snapshots import list_context_snapshots

        thread = await self.thread(session, thread_id)
        async with self.as_caller(session):
            state = await self.client().threads.get_state(thread_id)
        messages = list((state.get("values") or {}).get("messages") or [])
        svc = await self.console.service()
        snaps = await list_context_snapshots(svc, session.who.context(), session_id=thread_id, limit=500)
        interrupts, pending = pending_approvals(state)
        return {
            "thread": thread, "messages": conversation(messages, snaps), "pending": pending,
            "interrupt_ids": [i.id for i in interrupts], "busy": thread.get("status") == "busy",
        }

    # --- pages ------------------------------------------------------------------------------
    async def threads(self, request: Request) -> Response:
        session = await self.console.session(request)
        try:
            client = self.client()
            async with self.as_caller(session):
                found = await client.threads.search(
                    metadata={"user_id": session.who.user_id}, limit=50, sort_by="updated_at", sort_order="desc"
                )
        except ChatUnavailable as e:
            return self.console.page("chat_list.html", session, request, threads=[], unavailable=str(e))
        rows = []
        for t in found:
            messages = (t.get("values") or {}).get("messages") or [] if isinstance(t.get("values"), dict) else []
            first = next((_text(m.get("content")) for m in messages if m.get("type") == "human"), "")
            rows.append({"id": t["thread_id"], "title": first[:80] or "(empty)", "status": t.get("status"),
                         "updated_at": t.get("updated_at"), "count": len(messages)})
        return self.console.page("chat_list.html", session, request, threads=rows, unavailable=None)

    async def new_thread(self, request: Request) -> Response:
        session, _ = await self.console.form(request)
        client = self.client()
        async with self.as_caller(session):
            thread = await client.threads.create(
                metadata={"user_id": session.who.user_id, "created_via": "zeusmem-console"}
            )
        return redirect(f"{UI_PREFIX}/chat/{thread['thread_id']}")

    async def show(self, request: Request, thread_id: str) -> Response:
        session = await self.console.session(request)
        return self.console.page("chat.html", session, request, **await self._view(session, thread_id))

    async def fragment(self, request: Request, thread_id: str) -> Response:
        session = await self.console.session(request)
        return render("_conversation.html", session=session, **await self._view(session, thread_id))

    # --- runs ---------------------------------------------------------------------------------
    async def _respond(self, request: Request, session: Session, thread_id: str, **run: Any) -> Response:
        """Stream the run as SSE when the page asks for it (JavaScript), else wait and redirect."""
        client = self.client()
        config = self.run_config(session)
        if "text/event-stream" not in request.headers.get("accept", ""):
            async with self.as_caller(session):
                await client.runs.wait(thread_id, ASSISTANT, config=config, on_disconnect="continue", **run)
            return redirect(f"{UI_PREFIX}/chat/{thread_id}")

        async def events() -> AsyncIterator[bytes]:
            try:
                async with self.as_caller(session):
                    async for part in client.runs.stream(
                        thread_id, ASSISTANT, config=config, stream_mode=STREAM_MODES, on_disconnect="continue",
                        **run,
                    ):
                        data = json.dumps(part.data, default=str, ensure_ascii=False)
                        yield f"event: {part.event}\ndata: {data}\n\n".encode()
            except Exception as e:  # noqa: BLE001 - the page shows it; the run's own errors arrive as "error" events
                log.warning("console chat stream failed: %s: %s", type(e).__name__, str(e)[:300])
                yield f"event: error\ndata: {json.dumps({'message': type(e).__name__})}\n\n".encode()
            yield b"event: done\ndata: {}\n\n"

        headers = {**SECURITY_HEADERS, "X-Accel-Buffering": "no"}
        return StreamingResponse(events(), media_type="text/event-stream", headers=headers)

    async def send(self, request: Request, thread_id: str) -> Response:
        session, form = await self.console.form(request)
        await self.thread(session, thread_id)
        text = str(form.get("message") or "").strip()
        if not text:
            raise InvalidInput("message", "type a message first")
        if len(text) > 20_000:
            raise InvalidInput("message", "is longer than 20,000 characters")
        return await self._respond(
            request, session, thread_id, input={"messages": [{"role": "user", "content": text}]}
        )

    async def decide(self, request: Request, thread_id: str) -> Response:
        from zeusmem.episodic import resume_payload

        session, form = await self.console.form(request)
        await self.thread(session, thread_id)
        async with self.as_caller(session):
            state = await self.client().threads.get_state(thread_id)
        interrupts, pending = pending_approvals(state)
        asked = str(form.get("interrupt_id") or "")
        if not pending or (asked and asked not in {i.id for i in interrupts}):
            raise InvalidInput("decision", "nothing is waiting for approval in this chat any more (reload the page)")
        payload = resume_payload(interrupts, pending, decision_from_form(form))
        return await self._respond(request, session, thread_id, command={"resume": payload})


def add_chat_routes(add: RouteAdder, chat: Chat) -> None:
    for path, endpoint, methods in (
        ("/chat", chat.threads, ["GET"]),
        ("/chat/new", chat.new_thread, ["POST"]),
        ("/chat/{thread_id}", chat.show, ["GET"]),
        ("/chat/{thread_id}/conversation", chat.fragment, ["GET"]),
        ("/chat/{thread_id}/send", chat.send, ["POST"]),
        ("/chat/{thread_id}/decide", chat.decide, ["POST"]),
    ):
        add(path, endpoint, methods)
