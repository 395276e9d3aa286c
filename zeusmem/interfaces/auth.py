"""Who is calling the REST API: a human with a signed JWT, or an agent with an agent key.

* **Humans** send ``Authorization: Bearer <JWT>``, signed HS256 with ``ZEUSMEM_JWT_SECRET``
  (at least 32 characters). Without it, the secret is the local file ``jwt-secret`` next to the
  embedded data dir (``ZEUSMEM_DATA_DIR``'s parent), created on first use with mode 0600 by the
  server and by ``zeusmem token``: whoever can read it could also act as anyone through the
  local CLI, so it grants nothing more. Claims: ``sub`` (the user id, required), ``exp`` (required),
  optional ``org``, ``project``, ``session`` and ``org_admin`` (``true``: the host application says
  this person administers ``org``: they may erase a member, ``DELETE /memory/users/{id}``);
  ``aud``/``iss`` are checked when ``ZEUSMEM_JWT_AUDIENCE``/``ZEUSMEM_JWT_ISSUER`` are set.
  Only humans may verify memories.
* **Agents** send ``X-Agent-Key: <key>``. ``ZEUSMEM_AGENT_KEYS`` maps keys to identities, either
  as ``key=user_id[:project]`` pairs separated by commas, or as a JSON object
  ``{"<key>": "user_id[:project]"}`` / ``{"<key>": {"user": ..., "project": ..., "org": ...,
  "session": ...}}``. Keys are at least 16 characters. Agent writes are stored with source ``ai``.

The identity builds the :class:`~zeusmem.types.SecurityContext`; nothing in a request body or
query can name another user.

>>> cfg = AuthConfig(jwt_secret="s" * 32)
>>> token = issue_token(cfg.jwt_secret, "alice", project="apollo")
>>> authenticate(cfg, authorization=f"Bearer {token}").context()
SecurityContext(user_id='alice', project_id='apollo', session_id=None, org_id=None)
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from zeusmem.errors import AuthError, ConfigurationError, InvalidInput
from zeusmem.files import create_private_file
from zeusmem.types import SecurityContext, Source

MIN_SECRET_LEN = 32
MIN_AGENT_KEY_LEN = 16
_GENERATE = "generate one with: python -c 'import secrets; print(secrets.token_urlsafe(32))'"


@dataclass(frozen=True, slots=True)
class AgentKey:
    """The identity an agent key stands for."""

    user_id: str
    project_id: str | None = None
    org_id: str | None = None
    session_id: str | None = None


@dataclass(frozen=True, slots=True)
class Identity:
    """An authenticated caller."""

    user_id: str
    kind: Literal["human", "agent"]
    project_id: str | None = None
    session_id: str | None = None
    org_id: str | None = None
    #: an admin of ``org_id`` (a human's token with ``"org_admin": true``)
    org_admin: bool = False

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def source(self) -> Source:
        """What the caller's writes are stored as: ``user`` for humans, ``ai`` for agents."""
        return Source.USER if self.is_human else Source.AI

    def context(self) -> SecurityContext:
        return SecurityContext(
            self.user_id, project_id=self.project_id, session_id=self.session_id, org_id=self.org_id
        )


@dataclass(frozen=True)
class AuthConfig:
    """Secrets for the REST API (kept out of ``repr``)."""

    jwt_secret: str | None = field(default=None, repr=False)
    agent_keys: Mapping[str, AgentKey] = field(default_factory=dict, repr=False)
    jwt_audience: str | None = None
    jwt_issuer: str | None = None
    leeway_seconds: int = 30
    #: where the JWT secret came from: "ZEUSMEM_JWT_SECRET", a local file's path, or None
    secret_source: str | None = None

    def __post_init__(self) -> None:
        if self.jwt_secret is not None and len(self.jwt_secret) < MIN_SECRET_LEN:
            raise ConfigurationError(
                f"ZEUSMEM_JWT_SECRET must be at least {MIN_SECRET_LEN} characters; {_GENERATE}"
            )
        for key in self.agent_keys:
            if len(key) < MIN_AGENT_KEY_LEN:
                raise ConfigurationError(
                    f"every agent key in ZEUSMEM_AGENT_KEYS must be at least {MIN_AGENT_KEY_LEN} characters; "
                    + _GENERATE.replace("32", "24")
                )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, create_secret: bool = False) -> AuthConfig:
        """Read ``ZEUSMEM_JWT_SECRET``, ``ZEUSMEM_AGENT_KEYS``, ``ZEUSMEM_JWT_AUDIENCE`` and
        ``ZEUSMEM_JWT_ISSUER``. Without a secret in the environment, the local secret file is
        used when it exists (``create_secret``: created when it does not). Blocking file I/O:
        call it through a thread inside a server."""
        env = os.environ if env is None else env
        secret = env.get("ZEUSMEM_JWT_SECRET", "").strip() or None
        source = "ZEUSMEM_JWT_SECRET" if secret else None
        if secret is None:
            path = local_secret_path(env)
            secret = local_secret(path, create=create_secret)
            source = str(path) if secret else None
        return cls(
            jwt_secret=secret,
            agent_keys=parse_agent_keys(env.get("ZEUSMEM_AGENT_KEYS", "")),
            jwt_audience=env.get("ZEUSMEM_JWT_AUDIENCE", "").strip() or None,
            jwt_issuer=env.get("ZEUSMEM_JWT_ISSUER", "").strip() or None,
            secret_source=source,
        )


def local_secret_path(env: Mapping[str, str] | None = None) -> Path:
    """``jwt-secret`` beside the embedded data dir (``ZEUSMEM_DATA_DIR``, else the default one).

    >>> str(local_secret_path({"ZEUSMEM_DATA_DIR": "/tmp/zm/pgdata"}))
    '/tmp/zm/jwt-secret'
    """
    from zeusmem.settings import default_data_dir

    env = os.environ if env is None else env
    raw = env.get("ZEUSMEM_DATA_DIR", "").strip()
    data_dir = Path(raw).expanduser() if raw else default_data_dir()
    return data_dir.parent / "jwt-secret"


def local_secret(path: Path, *, create: bool = False) -> str | None:
    """The secret in ``path`` (None when absent and not ``create``); created 0600, race-free."""
    try:
        text = path.read_text().strip()
    except FileNotFoundError:
        if not create:
            return None
        create_private_file(path, secrets.token_urlsafe(48) + "\n")
        return local_secret(path)  # this one, or the one another process created meanwhile
    except OSError as e:
        raise ConfigurationError(
            f"cannot read the local JWT secret {path}: {e.strerror}; set ZEUSMEM_JWT_SECRET"
        ) from e
    if len(text) < MIN_SECRET_LEN:
        raise ConfigurationError(
            f"the local JWT secret {path} is shorter than {MIN_SECRET_LEN} characters; delete it to get a new one"
        )
    return text


def _agent_key(value: Any, where: str) -> AgentKey:
    if isinstance(value, str):
        user, _, project = value.strip().partition(":")
        value = {"user": user, "project": project or None}
    if not isinstance(value, dict):
        raise ConfigurationError(
            f"ZEUSMEM_AGENT_KEYS: {where} must be 'user[:project]' or an object with 'user'"
        )
    unknown = set(value) - {"user", "project", "org", "session"}
    if unknown:
        raise ConfigurationError(
            f"ZEUSMEM_AGENT_KEYS: {where} has unknown fields {sorted(unknown)}; "
            "allowed: user, project, org, session"
        )
    try:
        ctx = SecurityContext(
            value.get("user") or "",
            project_id=value.get("project") or None,
            session_id=value.get("session") or None,
            org_id=value.get("org") or None,
        )
    except InvalidInput as e:
        raise ConfigurationError(f"ZEUSMEM_AGENT_KEYS: {where}: {e}") from None
    return AgentKey(ctx.user_id, ctx.project_id, ctx.org_id, ctx.session_id)


def parse_agent_keys(raw: str) -> dict[str, AgentKey]:
    """Parse ``ZEUSMEM_AGENT_KEYS`` (pairs or JSON; see the module docstring).

    >>> parse_agent_keys("k" * 16 + "=alice:apollo")["k" * 16]
    AgentKey(user_id='alice', project_id='apollo', org_id=None, session_id=None)
    """
    raw = raw.strip()
    if not raw:
        return {}
    keys: dict[str, AgentKey] = {}
    if raw.startswith("{"):
        try:
            data = json.loads(raw)
        except json.JSONDecodeError:
            raise ConfigurationError("ZEUSMEM_AGENT_KEYS looks like JSON but does not parse") from None
        for n, (key, value) in enumerate(data.items(), 1):
            keys[str(key)] = _agent_key(value, f"entry {n}")
        return keys
    for n, pair in enumerate(raw.replace(";", ",").replace("\n", ",").split(","), 1):
        pair = pair.strip()
        if not pair:
            continue
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise ConfigurationError(
                f"ZEUSMEM_AGENT_KEYS: pair {n} is not 'key=user_id[:project]' (pairs separated by commas)"
            )
        keys[key.strip()] = _agent_key(value, f"pair {n}")
    return keys


def issue_token(
    secret: str,
    user_id: str,
    *,
    org: str | None = None,
    project: str | None = None,
    session: str | None = None,
    ttl_seconds: int = 3600,
    audience: str | None = None,
    issuer: str | None = None,
    org_admin: bool = False,
) -> str:
    """A human's HS256 bearer token (for tests, scripts and ``zeusmem token``)."""
    import jwt

    now = int(time.time())
    claims: dict[str, Any] = {"sub": user_id, "iat": now, "exp": now + ttl_seconds}
    if org_admin:
        claims["org_admin"] = True
    for name, value in (
        ("org", org),
        ("project", project),
        ("session", session),
        ("aud", audience),
        ("iss", issuer),
    ):
        if value:
            claims[name] = value
    return jwt.encode(claims, secret, algorithm="HS256")


def is_loopback(host: str | None) -> bool:
    """Whether ``host`` (a name or an address) is this machine's loopback interface.

    >>> [is_loopback(h) for h in ("127.0.0.1", "::1", "localhost", "0.0.0.0", "10.0.0.5", None)]
    [True, True, True, False, False, False]
    """
    import ipaddress

    if not host:
        return False
    host = host.strip().strip("[]").lower()
    if host in ("localhost", "localhost.localdomain", "ip6-localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _find_agent(keys: Mapping[str, AgentKey], presented: str) -> AgentKey | None:
    found = None
    given = presented.encode()
    for key, ident in keys.items():  # constant time per key, and every key is compared
        if hmac.compare_digest(key.encode(), given):
            found = ident
    return found


def _other_secret(config: AuthConfig) -> str:
    """Why a well-formed token's signature does not match, and the fix (a token made for another server)."""
    env = config.secret_source == "ZEUSMEM_JWT_SECRET"
    mine = "ZEUSMEM_JWT_SECRET" if env else "the secret file beside its data dir"
    return (
        f"the token was signed with another secret than this server's ({mine}): it was probably made by "
        "'zeusmem token' in a shell with another ZEUSMEM_DATA_DIR or ZEUSMEM_JWT_SECRET. Make a new one with "
        "the server's settings (the same ZEUSMEM_DATA_DIR, or ZEUSMEM_JWT_SECRET): zeusmem token --user YOUR_NAME"
    )


def authenticate(
    config: AuthConfig, *, authorization: str | None = None, agent_key: str | None = None
) -> Identity:
    """The caller's identity from the request headers; raises :class:`AuthError` (401)."""
    if authorization and agent_key:
        raise AuthError("send either 'Authorization: Bearer <JWT>' or 'X-Agent-Key', not both")
    if agent_key:
        if not config.agent_keys:
            raise AuthError("agent keys are not enabled on this server (ZEUSMEM_AGENT_KEYS is empty)")
        ident = _find_agent(config.agent_keys, agent_key.strip())
        if ident is None:
            raise AuthError("unknown agent key")
        return Identity(ident.user_id, "agent", ident.project_id, ident.session_id, ident.org_id)
    if not authorization:
        raise AuthError(
            "authentication required: 'Authorization: Bearer <JWT>' (humans) or 'X-Agent-Key: <key>' (agents)"
        )
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise AuthError("the Authorization header must be 'Bearer <JWT>'")
    if not config.jwt_secret:
        raise AuthError("bearer tokens are not enabled on this server (ZEUSMEM_JWT_SECRET is unset)")
    import jwt

    try:
        claims = jwt.decode(
            token.strip(),
            config.jwt_secret,
            algorithms=["HS256"],
            options={"require": ["exp", "sub"]},
            audience=config.jwt_audience,
            issuer=config.jwt_issuer,
            leeway=config.leeway_seconds,
        )
    except jwt.ExpiredSignatureError:
        raise AuthError("the token has expired; get a new one with: zeusmem token --user YOUR_NAME") from None
    except jwt.MissingRequiredClaimError as e:
        raise AuthError(f"the bearer token lacks the '{e.claim}' claim") from None
    except jwt.InvalidSignatureError:
        raise AuthError(_other_secret(config)) from None
    except jwt.DecodeError:
        raise AuthError(
            "that is not a token (cut off or mistyped?): paste the whole token, or get a new one with: "
            "zeusmem token --user YOUR_NAME"
        ) from None
    except jwt.InvalidTokenError as e:
        raise AuthError(f"the token was not accepted ({e}); get a new one: zeusmem token --user YOUR_NAME") from None
    values: dict[str, str | None] = {}
    for claim in ("sub", "org", "project", "session"):
        value = claims.get(claim)
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise AuthError(f"the bearer token's '{claim}' claim must be a non-empty string")
        values[claim] = value.strip() if isinstance(value, str) else None
    try:
        ctx = SecurityContext(
            values["sub"] or "",
            project_id=values["project"],
            session_id=values["session"],
            org_id=values["org"],
        )
    except InvalidInput as e:
        raise AuthError(f"the bearer token's claims are invalid: {e}") from None
    org_admin = claims.get("org_admin", False)
    if not isinstance(org_admin, bool):
        raise AuthError("the bearer token's 'org_admin' claim must be true or false")
    return Identity(ctx.user_id, "human", ctx.project_id, ctx.session_id, ctx.org_id, org_admin)
