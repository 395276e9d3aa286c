"""Who is signed in to the console: the token cookie, the CSRF guard, security headers.

A human signs in with the same bearer token (JWT) the REST API takes; agent keys cannot sign
in. The token is kept in an ``HttpOnly``, ``SameSite=Strict`` cookie scoped to the console's
path (or sent as ``Authorization: Bearer``); every state-changing request made with the
cookie must carry the CSRF token (an HMAC of the session token, in the page's forms and
``<meta name="csrf-token">``) and, when the browser sends one, a same-origin ``Origin``.

>>> csrf_token("s" * 32, "abc") == csrf_token("s" * 32, "abc") != csrf_token("s" * 32, "abd")
True
>>> sign_in_link("http://127.0.0.1:8123/", "TOKEN")
'http://127.0.0.1:8123/memory/ui/login#token=TOKEN'
"""

from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import Response

from zeusmem.errors import AuthError
from zeusmem.interfaces.auth import AuthConfig, Identity, authenticate

UI_PREFIX = "/memory/ui"
COOKIE = "zeusmem_console"
CSRF_FIELD = "_csrf"
CSRF_HEADER = "x-csrf-token"

#: no inline script or style, nothing from elsewhere: memory text can never become code
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",  # no-referrer would make Chromium send "Origin: null"
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


class SignInRequired(Exception):
    """No valid human token: the page sends the browser to the sign-in form."""

    def __init__(self, message: str = "") -> None:
        super().__init__(message)
        self.message = message


class CsrfRejected(Exception):
    """A state-changing request without the page's CSRF token, or from another origin."""


@dataclass(frozen=True, slots=True)
class Session:
    """The signed-in human, the token they signed in with, and how it came."""

    who: Identity
    token: str
    via: str  # "cookie" or "header"
    csrf: str


def sign_in_link(base_url: str, token: str) -> str:
    """The console's sign-in URL carrying ``token`` in the fragment (never sent to the server's logs)."""
    return f"{base_url.rstrip('/')}{UI_PREFIX}/login#token={token}"


def csrf_token(secret: str, token: str) -> str:
    """The CSRF token of a session: bound to its bearer token, unguessable without the secret."""
    return hmac.new(secret.encode(), b"zeusmem-console-csrf|" + token.encode(), hashlib.sha256).hexdigest()[:40]


def presented_token(request: Request) -> tuple[str, str] | None:
    """(token, "header" | "cookie") from ``Authorization: Bearer`` or the console cookie."""
    header = request.headers.get("authorization", "")
    scheme, _, value = header.strip().partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip(), "header"
    cookie = request.cookies.get(COOKIE, "").strip()
    return (cookie, "cookie") if cookie else None


def human_identity(config: AuthConfig, token: str) -> Identity:
    """The human a token stands for; an agent key is refused with a message saying so."""
    token = token.strip()
    if not token:
        raise AuthError("paste a token first (get one with: zeusmem token --user YOUR_NAME)")
    if config.agent_keys:
        try:
            authenticate(config, agent_key=token)
        except AuthError:
            pass
        else:
            raise AuthError(
                "that is an agent key: agents cannot sign in to the console. Sign in with a human's token "
                "(zeusmem token --user YOUR_NAME)",
                403,
            )
    who = authenticate(config, authorization=f"Bearer {token}")
    if not who.is_human:  # pragma: no cover - a bearer token is always a human's
        raise AuthError("only humans can sign in to the console", 403)
    return who


def current_session(config: AuthConfig, request: Request) -> Session:
    """The request's session or :class:`SignInRequired`."""
    found = presented_token(request)
    if found is None:
        raise SignInRequired()
    token, via = found
    try:
        who = human_identity(config, token)
    except AuthError as e:
        raise SignInRequired(str(e)) from None
    assert config.jwt_secret is not None  # a human was authenticated with it
    return Session(who, token, via, csrf_token(config.jwt_secret, token))


def same_origin(request: Request) -> bool:
    """False when the browser says the request comes from another origin (``Origin``/``Referer``)."""
    origin = request.headers.get("origin") or request.headers.get("referer")
    if not origin or origin == "null":
        return origin != "null"
    parts = urlsplit(origin)
    return parts.netloc.lower() == (request.headers.get("host") or "").lower()


def check_csrf(session: Session, request: Request, submitted: str | None) -> None:
    """Refuse a state-changing request made with the cookie but without the page's token."""
    if not same_origin(request):
        raise CsrfRejected("the request comes from another site")
    if session.via == "header":  # browsers never attach an Authorization header by themselves
        return
    given = submitted or request.headers.get(CSRF_HEADER, "")
    if not hmac.compare_digest(given.encode(), session.csrf.encode()):
        raise CsrfRejected("the form is missing its security token (reload the page and try again)")


def token_expiry(token: str) -> int | None:
    """The token's ``exp`` (already verified by :func:`human_identity`), for the cookie's lifetime."""
    import jwt

    try:
        exp = jwt.decode(token, options={"verify_signature": False}).get("exp")
    except jwt.InvalidTokenError:
        return None
    return int(exp) if isinstance(exp, int | float) else None


def set_session_cookie(response: Response, request: Request, token: str) -> None:
    exp = token_expiry(token)
    max_age = max(0, exp - int(time.time())) if exp else None
    response.set_cookie(
        COOKIE,
        token,
        max_age=max_age,
        path=UI_PREFIX,
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )


def clear_session_cookie(response: Response) -> None:
    response.delete_cookie(COOKIE, path=UI_PREFIX, httponly=True, samesite="strict")


def safe_next(target: str | None) -> str:
    """A redirect target inside the console only (no open redirect)."""
    if target and target.startswith(UI_PREFIX + "/") and not target.startswith("//") and "\\" not in target:
        return target
    return f"{UI_PREFIX}/memories"
