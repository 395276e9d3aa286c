"""Jinja2 rendering for the console: autoescaped templates, so memory text is always text."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jinja2
from starlette.responses import HTMLResponse

from zeusmem.interfaces.console.session import SECURITY_HEADERS, UI_PREFIX, Session

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"


def _dt(value: Any) -> str:
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return value
    if not isinstance(value, datetime):
        return "—"
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def _pretty(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False, sort_keys=True, default=str)


ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(TEMPLATES)),
    autoescape=True,  # every template, whatever its name: memory text is data, never markup
    trim_blocks=True,
    lstrip_blocks=True,
    auto_reload=False,  # compiled once: no file system access from the server's event loop
)
ENV.filters["dt"] = _dt
ENV.filters["pretty"] = _pretty
ENV.globals["ui"] = UI_PREFIX
for _name in ENV.list_templates(extensions=["html"]):  # read and compile at import, not in a request
    ENV.get_template(_name)


def render(
    template: str, *, session: Session | None = None, status: int = 200, **context: Any
) -> HTMLResponse:
    """The page ``template`` as an HTML response with the console's security headers."""
    html = ENV.get_template(template).render(session=session, **context)
    return HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)
