"""Contradictory memories: authority, resolution and review.

A new memory that contradicts an active one of the same scope does not silently coexist with
it (DevOS seed §46-48), and it never hides one on weak evidence (design habit 13): what counts
as a contradiction is decided by :func:`zeusmem.rules.claims.relation` (an explicit
correction that targets the old value, a strict attribute statement, a value-changing
near-duplicate) or, when one is configured, by a chat model (:mod:`zeusmem.service.classifier`);
the same ``key`` in another lineage always counts.

Resolution (:func:`decide`) follows authority first — configuration > verified > user
statement > document > agent inference — then recency. A user's explicit correction
invalidates the old memory (anything but configuration). The loser keeps its row and its
provenance (status ``superseded``, or ``archived`` when a lower-authority newcomer loses);
what cannot be decided (two users disagreeing, a user contradicting a verified or configured
fact without saying "correction", a near-duplicate that changes a value without saying so)
is recorded as an ``open`` conflict for manual review and both stay active. Every conflict is
a row of ``zeusmem.memory_conflicts``.

This module talks to the database through the repositories (:mod:`zeusmem.storage.conflicts`,
:class:`~zeusmem.storage.repository.Repository`) only; it never imports the service (which calls it).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum
from typing import Any, Protocol

from zeusmem.errors import InvalidInput, NotFound, PermissionDenied
from zeusmem.rules import attributes
from zeusmem.rules.changes import find_changes
from zeusmem.rules.claims import CLOSE, Relation, relation
from zeusmem.rules.encryption import is_encrypted_sensitivity
from zeusmem.rules.parsing import find_correction
from zeusmem.rules.permissions import Action, project_allows
from zeusmem.rules.validity import remove_spans, without_dates
from zeusmem.service.caller_scope import for_caller
from zeusmem.storage import conflicts as store
from zeusmem.storage import sql as q
from zeusmem.storage import validity as validity_store
from zeusmem.storage.database import Connection
from zeusmem.storage.lifecycle_sql import ConflictLookup
from zeusmem.storage.repository import Near, Repository
from zeusmem.types import MemoryItem, Role, Scope, SecurityContext, Source, Status, Visibility

__all__ = [
    "Authority",
    "ConflictOutcome",
    "MemoryConflict",
    "Neighbour",
    "Resolution",
    "authority",
    "decide",
    "keep_both",
    "list_conflicts",
    "resolve_conflict",
    "settle",
]

log = logging.getLogger("zeusmem.lifecycle")

NEIGHBOURS = 20
#: the neighbours (most similar without the times) a dated statement is compared with once the
#: times are left out of both: each old text's dates cost a parse (2-10 ms) the first time
BESIDE_DATES = 3


class HasRepository(Protocol):
    """What the review functions need of a memory service: its repository."""

    repo: Repository


# --- authority and the decision (pure) --------------------------------------------------------


class Authority(IntEnum):
    """Seed §48, low to high."""

    AGENT_INFERENCE = 1
    DOCUMENT = 2
    USER_STATEMENT = 3
    VERIFIED = 4
    CONFIGURATION = 5


def authority(item: MemoryItem) -> Authority:
    """``provenance.authority`` ('configuration' / 'verified') wins; then verified non-user items;
    then the source: user statement, document (knowledge base, project resource), agent."""
    declared = str(item.provenance.get("authority") or "").lower()
    if declared in ("configuration", "config"):
        return Authority.CONFIGURATION
    if declared == "verified" or (item.verified and item.source is not Source.USER):
        return Authority.VERIFIED
    if item.source is Source.USER:
        return Authority.USER_STATEMENT
    if item.source in (Source.KNOWLEDGE_BASE, Source.PROJECT_RESOURCE):
        return Authority.DOCUMENT
    return Authority.AGENT_INFERENCE


@dataclass(frozen=True, slots=True)
class Resolution:
    """How a conflict between an existing (``old``) and a newer memory is settled.

    ``winner`` is ``"new"``, ``"old"`` or ``None`` (manual review, both stay active).
    ``resolution`` is one of the seed's: prefer_source, prefer_newer, prefer_config,
    manual_review, invalidate.
    """

    winner: str | None
    resolution: str

    @property
    def status(self) -> str:
        return "open" if self.winner is None else "resolved"


def decide(new: MemoryItem, old: MemoryItem, *, correction: bool) -> Resolution:
    """Authority first, then recency (``new`` is the more recent one).

    Example (needs a database, so not run as a doctest)::

        user "correction: not PostgreSQL, MySQL" vs an agent's or user's earlier fact -> invalidate
    """
    a_new, a_old = authority(new), authority(old)
    by_user = new.source is Source.USER
    if correction and by_user and a_old < Authority.CONFIGURATION:
        return Resolution("new", "invalidate")
    if a_new > a_old:
        return Resolution("new", "prefer_config" if a_new is Authority.CONFIGURATION else "prefer_source")
    if a_new == a_old:
        if a_new is Authority.USER_STATEMENT and new.created_by != old.created_by and not correction:
            return Resolution(None, "manual_review")  # two people disagree
        return Resolution("new", "prefer_newer")
    if by_user:  # a user contradicting a verified or configured fact
        return Resolution(None, "manual_review")
    return Resolution("old", "prefer_config" if a_old is Authority.CONFIGURATION else "prefer_source")


# --- applying it (I/O, inside the writer's transaction) ---------------------------------------


@dataclass(frozen=True, slots=True)
class ConflictOutcome:
    conflict_id: int | None
    old_id: str
    new_id: str
    resolution: Resolution
    #: after a supersession: the winner's provenance, which now names the conflict (else None)
    provenance: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class PendingAudit:
    """An audit row to write at the end of a transaction.

    The outbox trigger takes one advisory lock from the audit insert to commit, so every
    transaction writes its audit rows last, after all its row locks (no lock-order deadlocks).
    """

    event: str
    item: MemoryItem
    lineage: str
    actor: str
    details: dict[str, Any]


async def flush_audits(conn: Connection, audits: Sequence[PendingAudit]) -> None:
    for a in audits:
        await store.audit(conn, event=a.event, item=a.item, lineage=a.lineage, actor=a.actor, details=a.details)


async def apply_resolution(
    conn: Connection,
    *,
    new: MemoryItem,
    new_lineage: str,
    old: MemoryItem,
    old_lineage: str,
    relation: Relation,
    resolution: Resolution,
    actor: str,
    detected_by: str,
    audits: list[PendingAudit],
) -> ConflictOutcome:
    """Record the conflict and change the loser's status (its row and provenance are kept).

    Audit rows are appended to ``audits`` for the caller to :func:`flush_audits` last.
    """
    if resolution.winner == "new":
        sent = await _send_supersession(conn, new=new, old=old, relation=relation, resolution=resolution,
                                        detected_by=detected_by)
        return _superseded(await store.supersession(sent), new=new, old=old, old_lineage=old_lineage,
                           relation=relation, resolution=resolution, actor=actor, audits=audits)
    conflict_id = await store.conflict_id(
        await _send_conflict(conn, new=new, old=old, relation=relation, resolution=resolution,
                             detected_by=detected_by)
    )
    if conflict_id is None:  # already recorded (idempotent)
        return ConflictOutcome(None, old.id, new.id, resolution)
    if resolution.winner == "old":
        note = {"lost_conflict_to": old.id, "conflict_id": conflict_id, "resolution": resolution.resolution}
        if await store.set_status(conn, new.id, status=Status.ARCHIVED, from_status=Status.ACTIVE, note=note):
            audits.append(
                PendingAudit(
                    "memory.archived",
                    new,
                    new_lineage,
                    actor,
                    {
                        "reason_code": "conflict",
                        "resolution": resolution.resolution,
                        "conflict_id": conflict_id,
                        "status": "archived",
                    },
                )
            )
    _logged(conflict_id, new, relation, resolution)
    return ConflictOutcome(conflict_id, old.id, new.id, resolution)


def _superseded(
    done: tuple[int | None, bool, dict[str, Any] | None], *, new: MemoryItem, old: MemoryItem, old_lineage: str,
    relation: Relation, resolution: Resolution, actor: str, audits: list[PendingAudit],
) -> ConflictOutcome:
    """The outcome of a supersession :func:`_send_supersession` sent (``done``: what
    :func:`zeusmem.storage.conflicts.supersession` read), its audit row appended to ``audits``."""
    conflict_id, superseded, provenance = done
    if conflict_id is None:  # already recorded (idempotent)
        return ConflictOutcome(None, old.id, new.id, resolution)
    if superseded:
        audits.append(
            PendingAudit(
                "memory.superseded",
                old,
                old_lineage,
                actor,
                {
                    "superseded_by": new.id,
                    "resolution": resolution.resolution,
                    "conflict_id": conflict_id,
                    "reason_code": "conflict",
                },
            )
        )
    _logged(conflict_id, new, relation, resolution)
    return ConflictOutcome(conflict_id, old.id, new.id, resolution, provenance)


async def _send_supersession(
    conn: Connection, *, new: MemoryItem, old: MemoryItem, relation: Relation, resolution: Resolution,
    detected_by: str,
) -> Any:
    """``new`` supersedes ``old``: the conflict row, ``old``'s status and validity (ended when ``new``
    starts to hold, else when it was said), ``new``'s provenance; one statement, queued
    (:func:`zeusmem.storage.conflicts.send_supersession`)."""
    note = {"superseded_by": new.id, "resolution": resolution.resolution}
    return await store.send_supersession(
        conn, _conflict_row(new=new, old=old, relation=relation, resolution=resolution, detected_by=detected_by),
        note=note, at=ends_at(new),
    )


async def _send_conflict(
    conn: Connection, *, new: MemoryItem, old: MemoryItem, relation: Relation, resolution: Resolution,
    detected_by: str,
) -> Any:
    """The conflict row's insert, queued (:func:`zeusmem.storage.conflicts.send_conflict`)."""
    return await store.send_conflict(
        conn, **_conflict_row(new=new, old=old, relation=relation, resolution=resolution, detected_by=detected_by)
    )


def _conflict_row(
    *, new: MemoryItem, old: MemoryItem, relation: Relation, resolution: Resolution, detected_by: str
) -> dict[str, Any]:
    """The conflict row's columns: ``old`` is ``memory_a``, ``new`` ``memory_b``."""
    details = {
        "authority_new": authority(new).name.lower(),
        "authority_old": authority(old).name.lower(),
        "correction": relation.correction,
        "evidence": relation.evidence or None,
        "similarity": relation.similarity,
    }
    # an encrypted memory's words stay out of the conflict row (docs/security.md, "Encryption at rest")
    sealed = is_encrypted_sensitivity(new.sensitivity.value) or is_encrypted_sensitivity(old.sensitivity.value)
    if sealed:
        details["evidence"] = None
    return {
        "org": new.org_id or "",
        "scope": new.scope.value,
        "scope_id": new.scope_id,
        "memory_a": old.id,
        "memory_b": new.id,
        "subject": None if sealed else relation.subject,
        "field": relation.field,
        "resolution": resolution.resolution,
        "winner": None if resolution.winner is None else (new.id if resolution.winner == "new" else old.id),
        "status": resolution.status,
        "detected_by": detected_by,
        "details": details,
    }


def _logged(conflict_id: int, new: MemoryItem, relation: Relation, resolution: Resolution) -> None:
    log.info(
        "memory conflict id=%s scope=%s evidence=%s resolution=%s winner=%s",
        conflict_id,
        new.scope.value,
        relation.evidence,
        resolution.resolution,
        resolution.winner,
    )


def _beside_dates(new: MemoryItem, old: MemoryItem, similarity: float, dup_threshold: float,
                  old_spans: tuple[int, ...] | None = None) -> Relation | None:
    """The supersession the rules find between ``new`` and ``old`` once their date expressions are
    left out (only a supersession counts: the times themselves are compared by ``valid_at``).
    ``old_spans``: where ``old``'s dates are, kept at its write (else its text is parsed again)."""
    if similarity < CLOSE:
        return None
    a = without_dates(new.content, new.observed_at or new.created_at)
    b = (remove_spans(old.content, old_spans) if old_spans is not None
         else without_dates(old.content, old.observed_at or old.created_at))
    if (a, b) == (new.content, old.content) or not a or not b:
        return None
    rel = relation(a, b, similarity, dup_threshold=dup_threshold)
    return rel if rel.kind == "supersede" else None


def _said_after(a: MemoryItem, b: MemoryItem) -> bool:
    """Whether ``a`` was said after ``b`` (when it was said, else when it was written)."""
    return (a.observed_at or a.created_at) > (b.observed_at or b.created_at)


def ends_at(new: Any) -> datetime | None:
    """When a memory superseded by ``new`` stops holding in the world: ``new``'s ``valid_from``,
    else (it names no start) when it was said. ``new`` is the new memory, or anything with
    ``valid_from`` and ``observed_at``."""
    return new.valid_from or new.observed_at


async def end_validity(conn: Connection, old: MemoryItem, new: Any) -> None:
    """A statement that supersedes ``old`` ends it in the world, at :func:`ends_at` ``(new)``."""
    at = ends_at(new)
    if at is not None:
        await validity_store.end_validity(conn, old.id, at)


@dataclass(frozen=True, slots=True)
class Neighbour:
    """An active memory of the new one's scope that may conflict with it; ``similarity`` is the
    cosine of their embeddings (None when they use different embedding models)."""

    item: MemoryItem
    lineage: str
    similarity: float | None
    #: where the old memory's date expressions are, kept at its write (None: not kept, read again)
    date_spans: tuple[int, ...] | None = None
    #: its cosine to the new text without its date expressions (None: not computed)
    dsim: float | None = None


def neighbours_from_near(near: Sequence[Near]) -> list[Neighbour]:
    """The write path's neighbour rows (:class:`~zeusmem.storage.repository.Near`) -> :class:`Neighbour` s."""
    return [Neighbour(n.item, n.lineage, n.sim, n.date_spans, n.dsim) for n in near]


def neighbours_from_rows(repo: Repository, rows: Sequence[Mapping[str, Any]]) -> list[Neighbour]:
    """Rows with the item columns, ``lineage_id`` and ``sim`` -> :class:`Neighbour` s."""
    return [
        Neighbour(repo.to_item(r), r["lineage_id"], None if r.get("sim") is None else float(r["sim"]))
        for r in rows
    ]


class Written(Protocol):
    """What the lookup of :func:`extra_candidates_request` reads of the memory written: a
    :class:`~zeusmem.types.MemoryItem`, or its values before the insert."""

    @property
    def id(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def key(self) -> str | None: ...
    @property
    def org_id(self) -> str | None: ...
    @property
    def scope(self) -> Scope: ...
    @property
    def scope_id(self) -> str: ...


def extra_candidates_request(
    item: Written, ctx: SecurityContext, model_id: int | None, dims: int | None
) -> ConflictLookup | None:
    """The lookup of the candidates the nearest neighbours may miss: the same key, and the
    memories holding the value an explicit correction or a change of state names. None when there are none
    to look for."""
    corr = find_correction(item.content)
    words = (corr.old_values or corr.old) if corr is not None and corr.targeted else ()
    if not words:  # "I left Deloitte and now work at KPMG": the memories holding what ended
        words = next((ch.old for ch in find_changes(item.content) if ch.kind != "move"), ())
    if not words:  # "Whiskers passed away", "Tom and I got divorced": the memories naming who
        words = next((f.value for f in attributes.read(item.content) if f.how == "ended" and f.value), ())
    terms = " ".join(words)
    if not terms and not item.key:
        return None
    return ConflictLookup(
        org=item.org_id or "",
        scope=item.scope.value,
        scope_id=item.scope_id,
        memory_id=item.id,
        user=ctx.user_id,
        terms=terms,
        key=item.key,
        model_id=model_id,
        dims=dims,
        owner_only_filter=item.scope in (Scope.PROJECT, Scope.SESSION),
        limit=NEIGHBOURS,
    )


def _merge(neighbours: Sequence[Neighbour]) -> list[Neighbour]:
    """One entry per memory, most similar first (unknown similarity last)."""
    seen: dict[str, Neighbour] = {}
    for n in neighbours:
        prev = seen.get(n.item.id)
        if prev is None or (prev.similarity is None and n.similarity is not None):
            seen[n.item.id] = n
    return sorted(seen.values(), key=lambda n: (n.similarity is None, -(n.similarity or 0.0), n.item.id))


async def settle(
    conn: Connection,
    repo: Repository,
    ctx: SecurityContext,
    item: MemoryItem,
    lineage: str,
    neighbours: Sequence[Neighbour],
    audits: list[PendingAudit],
    *,
    dup_threshold: float = 0.85,
    verdicts: Mapping[str, Relation] | None = None,
    dated: bool = False,
) -> list[ConflictOutcome]:
    """Settle each neighbour ``item`` conflicts with: the same key, or what
    :func:`~zeusmem.rules.claims.relation` (or, for the ids in ``verdicts``, a chat model's
    verdict) finds. Audit rows go to ``audits`` (write them last with :func:`flush_audits`).

    ``dated``: ``item`` names a time; the closest few neighbours the rules see no relation to (by
    :attr:`Neighbour.dsim`, its similarity without that time, else ``similarity``) are compared
    again without the times of both ("I moved to Porto in March 2024" supersedes "I moved to
    Lisbon last year")."""
    outcomes: list[ConflictOutcome] = []
    flags: list[tuple[int, MemoryItem, Relation, Resolution, Any]] = []
    superseding: list[tuple[int, MemoryItem, str, Relation, Resolution, Any]] = []
    role: Role | None = None
    role_known = False
    correction = find_correction(item.content) is not None
    merged = _merge(neighbours)
    beside: set[str] = set()  # compared without times: the closest few only (an old text's dates cost a parse)
    if dated:
        closest = sorted((n for n in merged if n.similarity is not None),
                         key=lambda n: -(n.dsim if n.dsim is not None else n.similarity or 0.0))
        beside = {n.item.id for n in closest[:BESIDE_DATES]}
    for n in merged:
        old, old_lineage = n.item, n.lineage
        if old_lineage == lineage or old.id == item.id or old.status is not Status.ACTIVE:
            continue
        if old.visibility is Visibility.OWNER_ONLY and old.created_by != ctx.user_id:
            continue  # not the writer's to see, so not the writer's to change
        if item.key is not None and old.key == item.key:
            rel = Relation("supersede", "same_key", correction, similarity=n.similarity)
        elif verdicts is not None and old.id in verdicts:
            rel = verdicts[old.id]
        elif n.similarity is None:
            continue
        else:
            rel = relation(item.content, old.content, n.similarity, dup_threshold=dup_threshold)
            if rel.kind == "none" and old.id in beside:
                rel = _beside_dates(item, old, n.similarity if n.dsim is None else n.dsim, dup_threshold,
                                    n.date_spans) or rel
        if rel.kind == "none":
            continue
        if rel.kind == "supersede":
            resolution = decide(item, old, correction=rel.correction)
        else:
            resolution = Resolution(None, "manual_review")
        if resolution.winner == "new" and item.scope is Scope.PROJECT:
            if not role_known:
                r = await repo.role(q.ctx_params(ctx.user_id, item.scope_id, ctx.session_id, ctx.org_id))
                role, role_known = (Role(r) if r else None), True
            if not project_allows(role, Action.EDIT, is_creator=old.created_by == ctx.user_id):
                resolution = Resolution(None, "manual_review")  # may not change someone else's memory
        detected_by = "write" if verdicts is None or old.id not in verdicts else "model"
        if resolution.winner is None:  # a conflict for review changes no row: its id is read at the end,
            # so the rows of all of them go out in one round trip (not one each)
            flags.append((len(outcomes), old, rel, resolution,
                          await _send_conflict(conn, new=item, old=old, relation=rel, resolution=resolution,
                                               detected_by=detected_by)))
            outcomes.append(ConflictOutcome(None, old.id, item.id, resolution))
            continue
        if resolution.winner == "new":  # one statement each, read at the end too
            superseding.append((len(outcomes), old, old_lineage, rel, resolution,
                                await _send_supersession(conn, new=item, old=old, relation=rel,
                                                         resolution=resolution, detected_by=detected_by)))
            outcomes.append(ConflictOutcome(None, old.id, item.id, resolution))
            continue
        await _read_supersessions(superseding, outcomes, item, ctx.user_id, audits)  # their audit rows first
        outcome = await apply_resolution(
            conn,
            new=item,
            new_lineage=lineage,
            old=old,
            old_lineage=old_lineage,
            relation=rel,
            resolution=resolution,
            actor=ctx.user_id,
            detected_by=detected_by,
            audits=audits,
        )
        outcomes.append(outcome)
        if resolution.winner == "old":
            break  # the newcomer is archived; nothing else to settle
    await _read_supersessions(superseding, outcomes, item, ctx.user_id, audits)
    for at, old, rel, resolution, cur in flags:
        conflict_id = await store.conflict_id(cur)
        if conflict_id is not None:
            _logged(conflict_id, item, rel, resolution)
            outcomes[at] = ConflictOutcome(conflict_id, old.id, item.id, resolution)
    return outcomes


async def _read_supersessions(
    sent: list[tuple[int, MemoryItem, str, Relation, Resolution, Any]], outcomes: list[ConflictOutcome],
    item: MemoryItem, actor: str, audits: list[PendingAudit],
) -> None:
    """The outcomes of the supersessions :func:`settle` sent (at their place in ``outcomes``); ``sent``
    is emptied."""
    for at, old, old_lineage, rel, resolution, cur in sent:
        outcomes[at] = _superseded(await store.supersession(cur), new=item, old=old, old_lineage=old_lineage,
                                   relation=rel, resolution=resolution, actor=actor, audits=audits)
    sent.clear()


# --- review -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MemoryConflict:
    """One recorded conflict (seed §47): memory_a (older) vs memory_b (newer)."""

    id: int
    scope: Scope
    scope_id: str
    memory_a: str
    memory_b: str
    subject: str | None
    field: str | None
    resolution: str
    winner: str | None
    status: str
    detected_by: str
    detected_at: Any
    resolved_at: Any = None
    resolved_by: str | None = None
    org_id: str | None = None


def _conflict(row: dict[str, Any]) -> MemoryConflict:
    return MemoryConflict(
        id=int(row["id"]),
        scope=Scope(row["scope"]),
        scope_id=row["scope_id"],
        memory_a=row["memory_a"],
        memory_b=row["memory_b"],
        subject=row["subject"],
        field=row["field"],
        resolution=row["resolution"],
        winner=row["winner"],
        status=row["status"],
        detected_by=row["detected_by"],
        detected_at=row["detected_at"],
        resolved_at=row["resolved_at"],
        resolved_by=row["resolved_by"],
        org_id=row["org_id"] or None,
    )


@for_caller
async def list_conflicts(
    memory: HasRepository, ctx: SecurityContext, *, status: str | None = "open", limit: int = 50
) -> list[MemoryConflict]:
    """Conflicts in the scopes ``ctx`` can see (``status`` 'open', 'resolved' or None for all)."""
    if status not in (None, "open", "resolved"):
        raise InvalidInput("status", "must be 'open', 'resolved' or None")
    is_member = False
    if ctx.project_id is not None:
        is_member = (
            await memory.repo.role(q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id))
            is not None
        )
    rows = await store.list_conflicts(
        memory.repo.db,
        user=ctx.user_id,
        project=ctx.project_id,
        session=ctx.session_id,
        org=ctx.org_id,
        is_member=is_member,
        status=status,
        limit=max(1, min(int(limit), 1000)),
    )
    return [_conflict(r) for r in rows]


async def _visible(repo: Repository, ctx: SecurityContext, memory_id: str) -> MemoryItem:
    item = await repo.get(
        q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id),
        q.visible_scopes(ctx.project_id, ctx.session_id),
        memory_id,
    )
    if item is None:
        raise NotFound(f"no memory {memory_id!r}")
    return item


async def _check_may_change(repo: Repository, ctx: SecurityContext, memory_id: str) -> MemoryItem:
    """The memory, if ``ctx`` may change it (its creator, or an editor of its project)."""
    item = await _visible(repo, ctx, memory_id)  # NotFound when not visible
    if item.scope is Scope.PROJECT:
        r = await repo.role(q.ctx_params(ctx.user_id, item.scope_id, ctx.session_id, ctx.org_id))
        if not project_allows(Role(r) if r else None, Action.EDIT, is_creator=item.created_by == ctx.user_id):
            raise PermissionDenied(f"may not change memory {memory_id} in project {item.scope_id!r}")
    elif item.created_by != ctx.user_id:
        raise NotFound(f"no memory {memory_id!r}")
    return item


@for_caller
async def keep_both(memory: HasRepository, ctx: SecurityContext, conflict_id: int) -> MemoryConflict:
    """Manual review: both memories are right (both stay as they are); the open conflict is closed.

    The caller must be allowed to change both memories.
    """
    async with memory.repo.db.connection() as conn, conn.transaction():
        row = await store.conflict_for_update(conn, conflict_id)
        if row is None or (row["org_id"] or "") != (ctx.org_id or ""):
            raise NotFound(f"no conflict {conflict_id!r}")
        c = _conflict(row)
        if c.status != "open":
            raise InvalidInput("conflict_id", f"conflict {c.id} is already resolved")
        for mid in (c.memory_a, c.memory_b):
            await _check_may_change(memory.repo, ctx, mid)
        await store.close_conflict(conn, c.id, winner=None, resolution="manual_review", actor=ctx.user_id)
        done = await store.conflict_for_update(conn, c.id)
    assert done is not None
    return _conflict(done)


@for_caller
async def resolve_conflict(
    memory: HasRepository, ctx: SecurityContext, conflict_id: int, *, keep: str
) -> MemoryConflict:
    """Manual review: keep ``keep`` (one of the two memories) active; the other is superseded.

    The caller must be allowed to edit the memory that loses. A memory that lost earlier
    (archived or superseded) is reactivated if its lineage has no other active version.
    """
    async with memory.repo.db.connection() as conn, conn.transaction():
        row = await store.conflict_for_update(conn, conflict_id)
        if row is None or (row["org_id"] or "") != (ctx.org_id or ""):
            raise NotFound(f"no conflict {conflict_id!r}")
        c = _conflict(row)
        if keep not in (c.memory_a, c.memory_b):
            raise InvalidInput("keep", f"must be {c.memory_a} or {c.memory_b}")
        lose = c.memory_b if keep == c.memory_a else c.memory_a
        kept = await _visible(memory.repo, ctx, keep)  # visibility check (NotFound when not visible)
        await _check_may_change(memory.repo, ctx, lose)
        await memory.repo.lock(conn, f"scope|{ctx.org_id or ''}|{kept.scope.value}|{kept.scope_id}")
        kept_rows = await store.item(conn, memory.repo, keep, for_update=True)
        lost_rows = await store.item(conn, memory.repo, lose, for_update=True)
        if not kept_rows or not lost_rows:
            raise NotFound("one of the conflicting memories was deleted")
        (kept, kept_lineage), (lost, lost_lineage) = kept_rows[0], lost_rows[0]
        note = {"superseded_by": keep, "conflict_id": c.id, "resolution": "manual_review"}
        audits: list[PendingAudit] = []
        if lost.status is Status.ACTIVE:
            await store.set_status(conn, lose, status=Status.SUPERSEDED, from_status=Status.ACTIVE, note=note)
            if _said_after(kept, lost):  # a later statement ends the other in the world; an earlier one
                await end_validity(conn, lost, kept)  # kept over a newer one: that one never held
            audits.append(
                PendingAudit(
                    "memory.superseded",
                    lost,
                    lost_lineage,
                    ctx.user_id,
                    {
                        "superseded_by": keep,
                        "resolution": "manual_review",
                        "conflict_id": c.id,
                        "reason_code": "conflict",
                    },
                )
            )
        if kept.status is not Status.ACTIVE:
            if await store.lineage_has_active(conn, kept_lineage):
                raise InvalidInput("keep", "that memory has a newer active version; keep that one instead")
            await store.set_status(
                conn, keep, status=Status.ACTIVE, from_status=kept.status, note={"reinstated_by_conflict": c.id}
            )
            audits.append(
                PendingAudit(
                    "memory.updated",
                    kept,
                    kept_lineage,
                    ctx.user_id,
                    {"reason_code": "conflict_review", "conflict_id": c.id, "status": "active"},
                )
            )
        await store.close_conflict(conn, c.id, winner=keep, resolution="manual_review", actor=ctx.user_id)
        await flush_audits(conn, audits)
        done = await store.conflict_for_update(conn, c.id)
    assert done is not None
    return _conflict(done)
