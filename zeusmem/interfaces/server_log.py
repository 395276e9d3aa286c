"""The LangGraph server's log: an expected client error is one line, a traceback means a bug.

``langgraph dev`` (langgraph_api) logs every failed run and every ``ValueError`` of a route with
its full traceback, twice for a run. For what a client did wrong -- a malformed approval answer,
a namespace outside the store's convention, a write the gate refused, an unknown id, a run
without ``user_id`` -- that buries the server's real problems. :func:`install` adds a filter to
langgraph_api's loggers that turns those records into one warning line::

    client error 400 PUT /store/items: InvalidNamespaceError: namespace ('x',) does not map to ...

and drops the duplicate ones (the run's first report, the request's access line after it).
Any other exception keeps its traceback. Installed by :mod:`zeusmem.interfaces.rest` on import,
so by every server that serves zeusmem's REST app.

>>> one_line_client_error({"event": "Bad Request Error", "method": "PUT", "path": "/store/items",
...     "exception": "Traceback ...\\nlanggraph.store.base.InvalidNamespaceError: bad namespace"})["event"]
'client error 400 PUT /store/items: InvalidNamespaceError: bad namespace'
>>> one_line_client_error({"event": "Bad Request Error", "exception": "Traceback ...\\nKeyError: 'x'"}) is None
True
"""

from __future__ import annotations

import logging
import re
import warnings
from collections import OrderedDict
from typing import Any

#: exception classes that are the client's doing -> the status the client got
CLIENT_ERRORS = {
    "InvalidInput": 400,
    "ConfigurationError": 400,
    "InvalidNamespaceError": 400,
    "AuthError": 401,
    "PermissionDenied": 403,
    "NotFound": 404,
    "GateRejected": 422,
    "StoreWriteRejected": 422,
}
_LAST_ERROR = re.compile(r"^(?P<cls>[A-Za-z_][\w.]*(?:Error|Exception|Rejected|Denied|NotFound|Input|Found))"
                         r"(?::\s*(?P<msg>.*))?$")
_RUN_FAILED = ("Run encountered an error in graph", "Background run failed")
_LOGGERS = ("langgraph_api.worker", "langgraph_api.errors", "langgraph_api.server")


def _client_error(exception: str) -> tuple[str, int, str] | None:
    """(class, status, message) of the last exception in a formatted traceback, when it is a client's."""
    lines = exception.splitlines()
    for i in range(len(lines) - 1, -1, -1):
        found = _LAST_ERROR.match(lines[i])
        if not found:
            continue
        cls = found.group("cls").rsplit(".", 1)[-1]
        message = " ".join([found.group("msg") or "", *(x.strip() for x in lines[i + 1 : i + 2])]).strip()
        if cls == "ValidationError" and "ApprovalAnswer" in lines[i]:
            message = lines[i + 1].strip() if i + 1 < len(lines) else message  # the decision's error
            return "ApprovalAnswer", 422, message.removeprefix("Value error, ")
        if cls in CLIENT_ERRORS:
            return cls, CLIENT_ERRORS[cls], (found.group("msg") or "").strip()
        return None
    return None


def one_line_client_error(event: dict[str, Any]) -> dict[str, Any] | None:
    """The event rewritten as one line when its exception is a client's; ``None`` when it is not."""
    exception = event.get("exception")
    if not isinstance(exception, str):
        return None
    found = _client_error(exception)
    if found is None:
        return None
    cls, status, message = found
    if event.get("method") and event.get("path"):
        route = f"{event['method']} {event['path']}"
    else:
        route = f"run {event.get('run_id', '?')} of graph {event.get('graph_id') or event.get('assistant_id', '?')}"
    rewritten = {k: v for k, v in event.items() if k != "exception"}
    rewritten["event"] = f"client error {status} {route}: {cls}: {message[:500]}"
    rewritten["level"] = "warning"
    return rewritten


class ClientErrorFilter(logging.Filter):
    """langgraph_api's structlog records (``record.msg`` is the event dict): see the module docstring."""

    def __init__(self) -> None:
        super().__init__()
        self._answered: OrderedDict[str, None] = OrderedDict()  # routes whose error line was just written

    def filter(self, record: logging.LogRecord) -> bool:
        event = record.msg
        if not isinstance(event, dict):
            return True
        context = {**_logging_context(), **event}  # method, path, run_id: langgraph_api adds them at format time
        route = f"{context.get('method')} {context.get('path')}"
        if record.name == "langgraph_api.server":  # a request's access line: dropped after its error line
            reported = route in self._answered and str(event.get("status", "")).startswith("4")
            self._answered.pop(route, None)
            return not reported
        rewritten = one_line_client_error(context)
        if rewritten is None:
            return True
        if str(event.get("event", "")).startswith(_RUN_FAILED[0]):  # reported again as "Background run failed"
            return False
        record.msg = {k: v for k, v in rewritten.items() if k in event or k in ("event", "level")}
        record.levelno, record.levelname = logging.WARNING, "WARNING"
        if "method" in context:
            self._answered[route] = None
            while len(self._answered) > 1000:
                self._answered.popitem(last=False)
        return True


def _logging_context() -> dict[str, Any]:
    """langgraph_api's per-request / per-run logging context (empty outside a LangGraph server)."""
    try:
        from langgraph_api.logging import worker_config  # type: ignore[import-untyped]
    except Exception:  # noqa: BLE001 - not inside a LangGraph server (any import failure)
        return {}
    return dict(worker_config.get() or {})


_FILTER = ClientErrorFilter()


def install() -> None:
    """Add the filter to langgraph_api's loggers (idempotent; harmless outside a LangGraph server)."""
    for name in _LOGGERS:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)
    # langgraph_api formats tracebacks itself; structlog's console renderer warns about it once per server
    warnings.filterwarnings("ignore", message="Remove `format_exc_info` from your processor chain")
