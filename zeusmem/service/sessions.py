"""Sessions: the message archive (transcript), summary records, state snapshots, checkpoint archive.

The service-level API the agent layer calls (it never touches the database driver). Obtain one with
:func:`sessions_of`, from a :class:`~zeusmem.service.service.MemoryService` or a
:class:`~zeusmem.storage.database.Database`.

Design (DevOS spec 64-65): a conversation summary is *derived* state; the original messages
stay the source. Every message of a session is archived once, by message id, in the order it
first appeared, before a summarizer may remove it from the checkpointed state; a summary
records the ids and archive positions it covers, its version and its model.

Example (needs a database, so not run as a doctest)::

    sessions = sessions_of(memory)
    await sessions.archive(ctx, state["messages"])
    messages = await sessions.transcript("thread-1")
"""

from __future__ import annotations

import hashlib
import json
import logging
import secrets as _secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from langchain_core.messages import BaseMessage, message_to_dict, messages_from_dict

from zeusmem.errors import ConfigurationError, InvalidInput
from zeusmem.service.caller_scope import CallerScoped, owner_job
from zeusmem.settings import Settings
from zeusmem.storage import sessions as st
from zeusmem.storage.caller import Caller, acting_for, as_owner
from zeusmem.storage.database import Database
from zeusmem.storage.pooling import Pooling, pooling_for
from zeusmem.types import SecurityContext

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

log = logging.getLogger("zeusmem.sessions")

SUMMARY_SOURCE = "summarization"
"""``additional_kwargs["lc_source"]`` of langchain's summary message (never archived as a message)."""

SUMMARY_META_KEY = "zeusmem_summary"
"""``additional_kwargs`` key under which a summary message carries its record (version, range, model)."""


# --- values -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SummaryRecord:
    """One conversation summary: which archived messages it covers, its version and model."""

    session_id: str
    version: int
    summary: str
    model: str
    message_ids: tuple[str, ...]
    first_message_id: str | None
    last_message_id: str | None
    first_position: int | None
    last_position: int | None
    message_count: int
    previous_version: int | None
    kept_message_ids: tuple[str, ...]
    created_at: datetime

    def as_metadata(self) -> dict[str, Any]:
        """The compact form stored in the summary message's ``additional_kwargs``."""
        return {
            "version": self.version,
            "model": self.model,
            "created_at": self.created_at.isoformat(),
            "source_range": {
                "first_message_id": self.first_message_id,
                "last_message_id": self.last_message_id,
                "first_position": self.first_position,
                "last_position": self.last_position,
                "message_count": self.message_count,
            },
            "previous_version": self.previous_version,
        }


@dataclass(frozen=True, slots=True)
class SessionSnapshot:
    """The latest state summary of a session (no message text, no tool argument values)."""

    session_id: str
    org_id: str | None
    user_id: str | None
    project_id: str | None
    checkpoint_id: str | None
    message_count: int
    next: tuple[str, ...]
    pending_approvals: tuple[dict[str, Any], ...]
    summary_version: int | None
    archived_at: datetime | None
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class ArchiveReport:
    """What :meth:`Sessions.compact_idle_threads` did, with table sizes of the threads it looked at."""

    threads: tuple[str, ...] = ()
    skipped: Mapping[str, str] = field(default_factory=dict)
    rows_before: int = 0
    rows_after: int = 0
    bytes_before: int = 0
    bytes_after: int = 0
    archived_rows: int = 0
    archived_bytes: int = 0
    detail_before: Mapping[str, int] = field(default_factory=dict)
    detail_after: Mapping[str, int] = field(default_factory=dict)


# --- message records (pure) -------------------------------------------------------------------


def is_summary_message(message: BaseMessage) -> bool:
    """True for a summary inserted by summarization (derived state, not part of the transcript)."""
    return (message.additional_kwargs or {}).get("lc_source") == SUMMARY_SOURCE


def message_record(message: BaseMessage) -> dict[str, Any]:
    """``{message_id, message_type, message, content_hash}`` for the archive (JSON-safe)."""
    as_dict = json.loads(json.dumps(message_to_dict(message), default=str))
    canonical = json.dumps(as_dict, sort_keys=True, separators=(",", ":"))
    return {
        "message_id": str(message.id),
        "message_type": message.type,
        "message": as_dict,
        "content_hash": hashlib.sha256(canonical.encode()).hexdigest(),
    }


def archivable(messages: Iterable[BaseMessage]) -> list[BaseMessage]:
    """Messages that belong in the transcript: have an id and are not a summary."""
    out = []
    for m in messages:
        if not isinstance(m, BaseMessage) or is_summary_message(m):
            continue
        if not m.id:
            log.warning("a %s message without an id cannot be archived", getattr(m, "type", "?"))
            continue
        out.append(m)
    return out


# Per database, per session: message id -> content hash already archived by this process,
# so a middleware that offers the whole state on every model call costs one round trip only
# when something is new or changed.
_SEEN: WeakKeyDictionary[Database, OrderedDict[str, dict[str, str]]] = WeakKeyDictionary()
_SEEN_SESSIONS = 512


def _seen_for(db: Database, session_id: str) -> dict[str, str]:
    per_db = _SEEN.setdefault(db, OrderedDict())
    seen = per_db.get(session_id)
    if seen is None:
        seen = per_db[session_id] = {}
        while len(per_db) > _SEEN_SESSIONS:
            per_db.popitem(last=False)
    else:
        per_db.move_to_end(session_id)
    return seen


def _require_session(ctx: SecurityContext) -> str:
    if not isinstance(ctx, SecurityContext):
        raise InvalidInput("ctx", "must be a SecurityContext")
    if not ctx.session_id:
        raise ConfigurationError(
            "the session archive needs a session id: pass configurable.session_id or run the graph "
            "with a thread_id (the session id defaults to it)"
        )
    return ctx.session_id


# --- the API ------------------------------------------------------------------------------------


def _owner_unless(ctx: SecurityContext | None) -> AbstractContextManager[None]:
    """The block on the owner's connections when there is no ``ctx`` (a trusted caller's read of a
    whole session); for ``ctx``, the caller it already runs for."""
    return as_owner() if ctx is None else nullcontext()


class Sessions(CallerScoped):
    """Session storage on one database. Build with :func:`sessions_of`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --- transcript -----------------------------------------------------------------------------
    async def archive(self, ctx: SecurityContext, messages: Sequence[BaseMessage]) -> int:
        """Archive new (or changed) messages of ``ctx.session_id``, in order; returns how many were new.

        Idempotent: a message already archived with the same content costs nothing.
        """
        session_id = _require_session(ctx)
        seen = _seen_for(self.db, session_id)
        rows = []
        for m in archivable(messages):
            rec = message_record(m)
            if seen.get(rec["message_id"]) != rec["content_hash"]:
                rows.append(rec)
        if not rows:
            return 0
        n = await st.archive_messages(
            self.db, session_id=session_id, user_id=ctx.user_id, org_id=ctx.org_id or "", rows=rows
        )
        for r in rows:
            seen[r["message_id"]] = r["content_hash"]
        return n

    async def transcript(self, session_id: str, *, ctx: SecurityContext | None = None) -> list[BaseMessage]:
        """Every archived message of the session, in order, each once (its latest content).

        With ``ctx``, only messages archived for that user (and org) are returned; without, every
        user's (a trusted caller's read: on the owner's connection when requests run as the
        application role, whose row-level security shows no caller nothing).
        """
        with _owner_unless(ctx):
            rows = await st.transcript_rows(
                self.db,
                session_id,
                user_id=ctx.user_id if ctx else None,
                org_id=(ctx.org_id or "") if ctx else None,
            )
        return messages_from_dict([r["message"] for r in rows])

    # --- summaries ------------------------------------------------------------------------------
    async def record_summary(
        self,
        ctx: SecurityContext,
        *,
        summary: str,
        covered: Sequence[BaseMessage],
        kept: Sequence[BaseMessage] = (),
        model: str,
    ) -> SummaryRecord:
        """Store the next summary version of the session and mark the messages it covers.

        ``covered`` are the messages the summary replaces (earlier summaries among them are
        skipped: their own records say what they cover, see ``previous_version``).
        """
        session_id = _require_session(ctx)
        ids = [str(m.id) for m in archivable(covered)]
        row = await st.insert_summary(
            self.db,
            {
                "session": session_id,
                "org": ctx.org_id or "",
                "user": ctx.user_id,
                "summary": summary,
                "model": model,
                "ids": ids,
                "kept": [str(m.id) for m in archivable(kept)],
            },
        )
        return _summary(row)

    async def summaries(self, session_id: str, *, ctx: SecurityContext | None = None) -> list[SummaryRecord]:
        """All summary records of the session, oldest first (without ``ctx``: every user's, as
        :meth:`transcript`)."""
        with _owner_unless(ctx):
            rows = await st.summary_rows(
                self.db,
                session_id,
                user_id=ctx.user_id if ctx else None,
                org_id=(ctx.org_id or "") if ctx else None,
            )
        return [_summary(r) for r in rows]

    # --- snapshots ------------------------------------------------------------------------------
    async def write_snapshot(
        self,
        session_id: str,
        *,
        user_id: str | None,
        project_id: str | None = None,
        org_id: str | None = None,
        checkpoint_id: str | None,
        message_count: int,
        next_nodes: Sequence[str] = (),
        pending_approvals: Sequence[Mapping[str, Any]] = (),
    ) -> SessionSnapshot:
        """Upsert the session's snapshot. ``pending_approvals`` entries must not hold argument values.
        Runs for ``user_id`` (row-level security checks the row is theirs); a snapshot of an
        anonymous thread (no ``user_id``) on the owner's connection."""
        with (acting_for(Caller(user_id, org_id, project_id, session_id)) if user_id is not None
              else as_owner()):
            row = await self._upsert_snapshot(session_id, user_id=user_id, project_id=project_id, org_id=org_id,
                                              checkpoint_id=checkpoint_id, message_count=message_count,
                                              next_nodes=next_nodes, pending_approvals=pending_approvals)
        return _snapshot(row)

    async def _upsert_snapshot(self, session_id: str, *, user_id: str | None, project_id: str | None,
                               org_id: str | None, checkpoint_id: str | None, message_count: int,
                               next_nodes: Sequence[str], pending_approvals: Sequence[Mapping[str, Any]]) -> Any:
        return await st.upsert_snapshot(
            self.db,
            {
                "session": session_id,
                "org": org_id or "",
                "user": user_id,
                "project": project_id,
                "checkpoint_id": checkpoint_id,
                "message_count": int(message_count),
                "next": list(next_nodes),
                "pending": [dict(p) for p in pending_approvals],
            },
        )

    async def snapshot(self, session_id: str) -> SessionSnapshot | None:
        """The session's snapshot, whoever's it is (a trusted caller's read, as :meth:`transcript`
        without ``ctx``: on the owner's connection when requests run as the application role)."""
        with as_owner():
            row = await st.get_snapshot(self.db, session_id)
        return _snapshot(row) if row else None

    # --- checkpoint archive ---------------------------------------------------------------------
    @owner_job
    async def compact_idle_threads(
        self,
        *,
        older_than: timedelta,
        prune: Callable[[str], Awaitable[None]],
        limit: int = 1000,
    ) -> ArchiveReport:
        """Compact threads idle for longer than ``older_than`` to their latest checkpoint.

        For each idle thread: copy its checkpoint rows into ``zeusmem.checkpoint_archive``, run
        ``prune(thread_id)`` (LangGraph's own ``keep_latest`` prune: the latest checkpoint per
        namespace, its pending writes and the blobs it references stay), then drop the archive
        copies of every row that is still live. A thread the prune refuses (e.g. one using a
        DeltaChannel) or fails on is left untouched and listed in ``skipped``.
        """
        if older_than < timedelta(0):
            raise InvalidInput("older_than", "must not be negative")
        if not await st.checkpoint_tables_exist(self.db):
            return ArchiveReport()
        idle = await st.idle_threads(self.db, older_than, limit=limit)
        ids = [t for t, _, _ in idle]
        if not ids:
            return ArchiveReport()
        before = await st.thread_sizes(self.db, ids)
        done: list[str] = []
        skipped: dict[str, str] = {}
        rows = nbytes = 0
        for thread_id in ids:
            batch = f"arc_{_secrets.token_hex(8)}"
            await st.archive_copy(self.db, batch_id=batch, thread_id=thread_id)
            try:
                await prune(thread_id)
            except Exception as e:  # noqa: BLE001 - the prune runs in one transaction: nothing was deleted
                await st.archive_abort(self.db, batch_id=batch)
                skipped[thread_id] = f"{type(e).__name__}: {str(e)[:200]}"
                log.warning("checkpoint compaction skipped thread %s: %s", thread_id, skipped[thread_id])
                continue
            r, b = await st.archive_finish(self.db, batch_id=batch, thread_id=thread_id)
            rows += r
            nbytes += b
            done.append(thread_id)
        after = await st.thread_sizes(self.db, ids)
        if done:
            await st.mark_snapshots_archived(self.db, done)

        def total(d: Mapping[str, int], key: str) -> int:
            return sum(
                v
                for k, v in d.items()
                if (k.endswith("_bytes") if key == "bytes" else not k.endswith("_bytes"))
            )

        return ArchiveReport(
            threads=tuple(done),
            skipped=skipped,
            rows_before=total(before, "rows"),
            rows_after=total(after, "rows"),
            bytes_before=total(before, "bytes"),
            bytes_after=total(after, "bytes"),
            archived_rows=rows,
            archived_bytes=nbytes,
            detail_before=before,
            detail_after=after,
        )

    @owner_job  # the archive is maintenance's: the application role has no privilege on it
    async def archived_rows(self, thread_id: str) -> list[dict[str, Any]]:
        """Keys of the archived checkpoint rows of a thread (kind, namespace, ids), oldest first."""
        return await st.archived_rows(self.db, thread_id)

    @staticmethod
    def setup_lock(url: str, name: str = "zeusmem|checkpointer-setup") -> Any:
        """An async context manager holding a database-wide advisory lock (for one-time setups)."""
        return st.session_lock(url, name)


def sessions_of(memory_or_db: MemoryService | Database | Sessions) -> Sessions:
    """The :class:`Sessions` API for a MemoryService, a Database, or itself."""
    if isinstance(memory_or_db, Sessions):
        return memory_or_db
    if isinstance(memory_or_db, Database):
        return Sessions(memory_or_db)
    repo = getattr(memory_or_db, "repo", None)
    db = getattr(repo, "db", None)
    if isinstance(db, Database):
        return Sessions(db)
    raise ConfigurationError(
        "expected a MemoryService (from zeusmem.open_memory) or a Database, "
        f"got {type(memory_or_db).__name__}"
    )


def database_url_of(memory_or_url: Any) -> str:
    """The connection URL of a MemoryService, Database, Sessions or a URL string."""
    if isinstance(memory_or_url, str):
        if not memory_or_url.strip():
            raise ConfigurationError("empty database URL")
        return memory_or_url
    return sessions_of(memory_or_url).db.url


def pooling_of(memory_or_url: Any, settings: Settings | None = None) -> Pooling:
    """How to reach the database of a MemoryService, Database, Sessions or URL (pooler mode,
    migration URL); a URL's from ``settings`` (default: the environment)."""
    if isinstance(memory_or_url, str):
        return pooling_for(database_url_of(memory_or_url), settings or Settings.from_env())
    return sessions_of(memory_or_url).db.pooling


def _summary(row: Mapping[str, Any]) -> SummaryRecord:
    return SummaryRecord(
        session_id=row["session_id"],
        version=int(row["version"]),
        summary=row["summary"],
        model=row["model"],
        message_ids=tuple(row["message_ids"] or ()),
        first_message_id=row["first_message_id"],
        last_message_id=row["last_message_id"],
        first_position=int(row["first_position"]) if row["first_position"] is not None else None,
        last_position=int(row["last_position"]) if row["last_position"] is not None else None,
        message_count=int(row["message_count"]),
        previous_version=int(row["previous_version"]) if row["previous_version"] is not None else None,
        kept_message_ids=tuple(row["kept_message_ids"] or ()),
        created_at=row["created_at"],
    )


def _snapshot(row: Mapping[str, Any]) -> SessionSnapshot:
    return SessionSnapshot(
        session_id=row["session_id"],
        org_id=row["org_id"] or None,
        user_id=row["user_id"],
        project_id=row["project_id"],
        checkpoint_id=row["checkpoint_id"],
        message_count=int(row["message_count"]),
        next=tuple(row["next_nodes"] or ()),
        pending_approvals=tuple(row["pending_approvals"] or ()),
        summary_version=int(row["summary_version"]) if row["summary_version"] is not None else None,
        archived_at=row["archived_at"],
        updated_at=row["updated_at"],
    )
