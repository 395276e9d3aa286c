"""The web console under ``/memory/ui``: see and correct what the agent remembers, and chat.

Server-rendered HTML (Jinja2, autoescaped) with a little vanilla JavaScript, served by the REST
app (and so by ``make dev``), fully offline. Sign in with a human's token (``zeusmem token
--user U``, or the link ``make dev`` prints); every page acts through the REST app's own
MemoryService with the signed-in human's SecurityContext, so the gate and the permissions are
the API's. Pages: memories (search with scores, filters, paging, detail with history and the
model calls that used it, edit, verify, forget), profiles, review queues (conflicts,
candidates) and chat with the ``agent`` graph (streamed; approvals survive a page reload).

Example (needs a database, so not run as a doctest)::

    mount_console(app, service=service.get, auth=load_auth)   (done by zeusmem.interfaces.rest)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from starlette.staticfiles import StaticFiles

from zeusmem.interfaces.console.chat import Chat, add_chat_routes
from zeusmem.interfaces.console.pages import AuthGetter, Console, ConsoleRoute, ServiceGetter, add_page_routes
from zeusmem.interfaces.console.render import STATIC
from zeusmem.interfaces.console.session import UI_PREFIX

__all__ = ["mount_console"]


def mount_console(app: FastAPI, *, service: ServiceGetter, auth: AuthGetter) -> None:
    """Add the console's routes (hidden from the OpenAPI schema) and static files to ``app``."""
    console = Console(service, auth)

    def add(path: str, endpoint: Callable[..., Any], methods: list[str]) -> None:
        # plain routes on the app (no included router): langgraph dev merges the app's routes as they are
        app.router.add_api_route(
            UI_PREFIX + path, endpoint, methods=methods, include_in_schema=False, route_class_override=ConsoleRoute
        )

    add_page_routes(add, console)
    add_chat_routes(add, Chat(console))
    app.mount(f"{UI_PREFIX}/static", StaticFiles(directory=str(STATIC)), name="console-static")
