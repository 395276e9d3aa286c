"""Contradictory memories: a small claim extractor, authority, and resolution.

A new memory that contradicts an active one of the same scope does not silently coexist with
it (DevOS seed §46-48). Two memories contradict when

* they have the same ``key`` but different lineages (e.g. different types), or
* the extractor finds the same *field* with incompatible *values*
  ("The project database is PostgreSQL" / "Our database is MySQL 8"), or
* the new one is a correction that negates what the old one states
  ("not PostgreSQL, MySQL", "the database is MySQL, not PostgreSQL").

Resolution (:func:`decide`) follows authority first — configuration > verified > user
statement > document > agent inference — then recency. A user's explicit correction
invalidates the old memory (anything but configuration). The loser keeps its row and its
provenance (status ``superseded``, or ``archived`` when a lower-authority newcomer loses);
what cannot be decided (two users disagreeing, a user contradicting a verified or configured
fact without saying "correction") is recorded as an ``open`` conflict for manual review and
both stay active. Every conflict is a row of ``zeusmem.memory_conflicts``.

The extractor is deliberately small and conservative (English copula sentences and
negations); it only ever *adds* scrutiny to writes that look like attribute statements.

>>> extract_claim("The project database is PostgreSQL").field
'database'
>>> contradicts("Correction: the database is not PostgreSQL, it is MySQL", "The database is PostgreSQL")
True
>>> contradicts("The database is PostgreSQL 16", "The project database is PostgreSQL")
False
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from zeusmem.errors import NotFound, PermissionDenied
from zeusmem.service.permissions import Action, project_allows
from zeusmem.storage import lifecycle_sql as lq
from zeusmem.storage import sql as q
from zeusmem.types import MemoryItem, Role, Scope, SecurityContext, Source, Status

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

log = logging.getLogger("zeusmem.lifecycle")

NEIGHBOURS = 20

# --- the claim extractor (pure) ---------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9][a-z0-9.+#_-]*")
_PREFIX = re.compile(r"^\s*(?:correction|update|fix|note|actually|no|nope|wait)\b\s*[:,.!\-–—]*\s*", re.I)
_CORRECTION_WORDS = re.compile(r"\b(?:correction|actually|no longer|instead of|rather than)\b", re.I)
_COPULA = re.compile(
    r"^(?P<lhs>[^.;!?:=]{2,80}?)\s*(?:(?::|=)\s*|\s(?:is|are|was|were|will be|should be|has become|is now|"
    r"are now|has been changed to|was changed to|changed to)\s+)(?P<rhs>.+)$",
    re.I,
)
_NOT_X_BUT_Y = re.compile(
    r"^\s*not\s+(?P<neg>[^,;]+?)\s*(?:[,;]\s*|\s+but\s+|\s+-\s+)"
    r"(?:but\s+|it\s+is\s+|it's\s+|it\s+was\s+|rather\s+|instead\s+|actually\s+)?(?P<pos>.+)$",
    re.I,
)
_Y_NOT_X = re.compile(
    r"^(?P<pos>.+?)\s*(?:,\s*|\s+and\s+|\s+)(?:not|rather than|instead of)\s+(?P<neg>.+)$", re.I
)
_INSTEAD = re.compile(
    r"^(?:use\s+|uses\s+|using\s+|we use\s+)?(?P<pos>.+?)\s+(?:instead of|rather than)\s+"
    r"(?P<neg>.+)$",
    re.I,
)
_CLAUSE_END = re.compile(r"[.;!?]\s|[.;!?]$|\s(?:because|since|so that|which|as of|for now)\s", re.I)
_DETERMINERS = {
    "the",
    "a",
    "an",
    "our",
    "my",
    "your",
    "their",
    "his",
    "her",
    "its",
    "this",
    "that",
    "these",
    "those",
    "we",
    "i",
    "currently",
    "now",
}
_SCOPE_WORDS = {
    "project",
    "team",
    "user",
    "user's",
    "app",
    "application",
    "repo",
    "repository",
    "company",
    "system",
    "service",
}
_NOT_FIELDS = {
    "it",
    "he",
    "she",
    "they",
    "we",
    "i",
    "you",
    "this",
    "that",
    "there",
    "here",
    "user",
    "project",
    "team",
    "who",
    "what",
    "which",
    "everything",
    "something",
    "nothing",
    "one",
}
_SYNONYMS = {"db": "database", "datastore": "database", "lang": "language", "os": "operating system"}
_MAX_FIELD_WORDS = 4
_MAX_VALUE_WORDS = 8


@dataclass(frozen=True, slots=True)
class Claim:
    """What a short statement asserts: ``field`` = ``value`` (and/or not ``negated``).

    ``subject`` is an explicit owner ("alice's editor"), ``correction`` whether the text reads
    as a correction. Empty claims (``not claim``) assert nothing the extractor understands.
    """

    field: str | None = None
    value: tuple[str, ...] = ()
    negated: tuple[str, ...] = ()
    subject: str | None = None
    correction: bool = False

    def __bool__(self) -> bool:
        return bool(self.field and self.value) or bool(self.negated)


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def _clause(text: str) -> str:
    m = _CLAUSE_END.search(text)
    return (text[: m.start()] if m else text).strip().strip("\"'`“”")


def _value(text: str) -> tuple[str, ...]:
    words = [w.rstrip(".") for w in _words(_clause(text))]
    words = [w for w in words if w and w not in ("the", "a", "an", "it", "is", "it's", "now", "actually")]
    return tuple(words) if 0 < len(words) <= _MAX_VALUE_WORDS else ()


def _field(lhs: str) -> tuple[str | None, str | None]:
    """(subject, field) of a copula's left-hand side, or (None, None) when it is no attribute."""
    text = lhs.strip().lower().replace("’", "'")
    subject = None
    m = re.match(r"^(?:the\s+)?([a-z0-9_-]+)'s?\s+(.+)$", text)
    if m and m.group(1) not in _DETERMINERS:
        subject, text = m.group(1), m.group(2)
    m = re.match(r"^(.+?)\s+(?:of|for)\s+(?:the\s+|our\s+|my\s+|this\s+)?([a-z0-9_ -]+)$", text)
    if m:
        text, subject = m.group(1), subject or m.group(2).strip()
    words = [w for w in _words(text) if w not in _DETERMINERS]
    while len(words) > 1 and words[0] in _SCOPE_WORDS:
        words = words[1:]
    words = [_SYNONYMS.get(w, w) for w in words]
    if not words or len(words) > _MAX_FIELD_WORDS or " ".join(words) in _NOT_FIELDS:
        return None, None
    if subject in _SCOPE_WORDS:
        subject = None
    return subject, " ".join(words)


def extract_claim(text: str) -> Claim:
    """The claim of one short statement (first clause of the first sentence).

    >>> extract_claim("Not PostgreSQL, MySQL").negated
    ('postgresql',)
    >>> c = extract_claim("Our database is MySQL 8, not PostgreSQL")
    >>> (c.field, c.value, c.negated)
    ('database', ('mysql', '8'), ('postgresql',))
    """
    if not isinstance(text, str) or not text.strip() or len(text) > 2000:
        return Claim()
    raw = text.strip()
    correction = bool(_PREFIX.match(raw)) or bool(_CORRECTION_WORDS.search(raw))
    body = _PREFIX.sub("", raw, count=1).strip()
    # bare corrections: "not X, Y" / "Y instead of X"
    for pattern in (_NOT_X_BUT_Y, _INSTEAD):
        m = pattern.match(body)
        if m and not _COPULA.match(m.group("neg")):
            neg, pos = _value(m.group("neg")), _value(m.group("pos"))
            if neg:
                return Claim(None, pos, neg, None, True)
    m = _COPULA.match(body)
    if not m:
        return Claim(correction=correction)
    subject, field = _field(m.group("lhs"))
    if field is None:
        return Claim(correction=correction)
    rhs = m.group("rhs").strip()
    value: tuple[str, ...] = ()
    negated: tuple[str, ...] = ()
    n = _NOT_X_BUT_Y.match(rhs)
    if n:
        negated, value = _value(n.group("neg")), _value(n.group("pos"))
    elif re.match(r"^not\s+", rhs, re.I):
        negated = _value(rhs[4:])
    else:
        y = _Y_NOT_X.match(_clause(rhs) if "," not in rhs else rhs)
        if y and _value(y.group("neg")):
            value, negated = _value(y.group("pos")), _value(y.group("neg"))
        else:
            if re.match(r"^(?:a|an)\s", rhs, re.I):
                return Claim(correction=correction)  # "is a designer": a class, not an attribute value
            if re.match(r"^(?:being|going|getting|[a-z]+ing)\b", rhs):
                return Claim(correction=correction)  # "is being migrated": an activity, not a value
            value = _value(rhs)
    if not negated and value:
        plain_single = (
            len(field.split()) == 1 and len(value) == 1 and not re.search(r"[A-Z0-9]", _clause(rhs))
        )
        if plain_single:
            return Claim(correction=correction)  # "Alice is tall": too weak to call an attribute
    if negated:
        correction = True
    return Claim(field, value, negated, subject, correction)


def _compatible(a: Sequence[str], b: Sequence[str]) -> bool:
    """Values agree when one refines the other ("postgresql" vs "postgresql 16")."""
    sa, sb = set(a), set(b)
    return sa <= sb or sb <= sa


def _mentions(words: Sequence[str], phrase: Sequence[str]) -> bool:
    n = len(phrase)
    return n > 0 and any(tuple(words[i : i + n]) == tuple(phrase) for i in range(len(words) - n + 1))


def claims_contradict(new: Claim, old: Claim, old_text: str = "") -> bool:
    """Whether ``new`` contradicts ``old`` (``old_text`` for corrections that name no field)."""
    if new.subject and old.subject and new.subject != old.subject:
        return False
    if new.field and old.field and new.field != old.field:
        return False
    if new.negated:
        if (
            old.negated
            and set(old.negated) == set(new.negated)
            and (not old.value or not new.value or _compatible(old.value, new.value))
        ):
            return False  # the old one says the same thing
        if old.value and _compatible(old.value, new.negated) and set(new.negated) <= set(old.value):
            return True
        if not old.field and not old.value and _mentions(_words(old_text), new.negated):
            return True
    if (
        old.negated
        and new.value
        and set(old.negated) <= set(new.value)
        and (not new.field or not old.field or new.field == old.field)
    ):
        return True  # old: "not MySQL", new: "database is MySQL"
    if new.field and old.field and new.value and old.value:
        return not _compatible(new.value, old.value)
    return False


def contradicts(new_text: str, old_text: str) -> bool:
    """Whether the statement ``new_text`` contradicts ``old_text`` (pure; used by the write gate
    so that a correction is not rejected as a near-duplicate of what it corrects)."""
    new = extract_claim(new_text)
    if not new:
        return False
    return claims_contradict(new, extract_claim(old_text), old_text)


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

    >>> # user "correction: not PostgreSQL, MySQL" vs an agent's or user's earlier fact -> invalidate
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


async def _fetch_items(
    conn: AsyncConnection, memory: MemoryService, query: Any, params: dict[str, Any]
) -> list[tuple[MemoryItem, str]]:
    async with conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(query, params)
        rows = await cur.fetchall()
    return [(memory.repo.to_item(r), r["lineage_id"]) for r in rows]


async def audit(
    conn: AsyncConnection, *, event: str, item: MemoryItem, lineage: str, actor: str, details: dict[str, Any]
) -> None:
    """An audit row (and, through the trigger, an outbox event) without content."""
    await conn.execute(
        lq.INSERT_AUDIT,
        {
            "event": event,
            "memory_id": item.id,
            "lineage": lineage,
            "actor": actor,
            "org": item.org_id or "",
            "scope": item.scope.value,
            "scope_id": item.scope_id,
            "details": Jsonb({k: v for k, v in details.items() if v is not None}),
        },
    )


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


async def flush_audits(conn: AsyncConnection, audits: Sequence[PendingAudit]) -> None:
    for a in audits:
        await audit(conn, event=a.event, item=a.item, lineage=a.lineage, actor=a.actor, details=a.details)


async def apply_resolution(
    conn: AsyncConnection,
    *,
    new: MemoryItem,
    new_lineage: str,
    old: MemoryItem,
    old_lineage: str,
    claim: Claim,
    resolution: Resolution,
    actor: str,
    detected_by: str,
    audits: list[PendingAudit],
) -> ConflictOutcome:
    """Record the conflict and change the loser's status (its row and provenance are kept).

    Audit rows are appended to ``audits`` for the caller to :func:`flush_audits` last.
    """
    details = {
        "authority_new": authority(new).name.lower(),
        "authority_old": authority(old).name.lower(),
        "correction": claim.correction,
    }
    cur = await conn.execute(
        lq.INSERT_CONFLICT,
        {
            "org": new.org_id or "",
            "scope": new.scope.value,
            "scope_id": new.scope_id,
            "memory_a": old.id,
            "memory_b": new.id,
            "subject": claim.subject,
            "field": claim.field,
            "resolution": resolution.resolution,
            "winner": None
            if resolution.winner is None
            else (new.id if resolution.winner == "new" else old.id),
            "status": resolution.status,
            "detected_by": detected_by,
            "details": Jsonb(details),
        },
    )
    row = await cur.fetchone()
    conflict_id = int(row[0]) if row else None
    if conflict_id is None:  # already recorded (idempotent)
        return ConflictOutcome(None, old.id, new.id, resolution)
    if resolution.winner == "new":
        note = {"superseded_by": new.id, "conflict_id": conflict_id, "resolution": resolution.resolution}
        done = await conn.execute(
            lq.SET_STATUS,
            {
                "status": Status.SUPERSEDED.value,
                "note": Jsonb(note),
                "id": old.id,
                "from_status": Status.ACTIVE.value,
            },
        )
        if await done.fetchone():
            await conn.execute(
                lq.ADD_PROVENANCE,
                {
                    "id": new.id,
                    "note": Jsonb(
                        {
                            "conflicts": [
                                *new.provenance.get("conflicts", []),
                                {"id": conflict_id, "superseded": old.id},
                            ]
                        }
                    ),
                },
            )
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
    elif resolution.winner == "old":
        note = {"lost_conflict_to": old.id, "conflict_id": conflict_id, "resolution": resolution.resolution}
        done = await conn.execute(
            lq.SET_STATUS,
            {
                "status": Status.ARCHIVED.value,
                "note": Jsonb(note),
                "id": new.id,
                "from_status": Status.ACTIVE.value,
            },
        )
        if await done.fetchone():
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
    log.info(
        "memory conflict id=%s scope=%s field=%s resolution=%s winner=%s",
        conflict_id,
        new.scope.value,
        claim.field,
        resolution.resolution,
        resolution.winner,
    )
    return ConflictOutcome(conflict_id, old.id, new.id, resolution)


def neighbours_request(
    item: MemoryItem, ctx: SecurityContext, claim: Claim, model_id: int | None, dims: int | None
) -> tuple[Any, dict[str, Any]] | None:
    """(query, params) of the active items that may contradict ``item``, or None (nothing to check)."""
    if not claim and not item.key:
        return None
    query = lq.conflict_neighbours_query(
        model_id if claim else None,
        dims if claim else None,
        lexical=bool(claim.negated),
        keyed=item.key is not None,
        owner_only_filter=item.scope is Scope.PROJECT,
    )
    params = {
        "org": item.org_id or "",
        "scope": item.scope.value,
        "scope_id": item.scope_id,
        "id": item.id,
        "n": NEIGHBOURS,
        "terms": " ".join(claim.negated),
        "key": item.key,
        "user": ctx.user_id,
    }
    return query, params


def neighbours_from_rows(
    memory: MemoryService, rows: Sequence[dict[str, Any]]
) -> list[tuple[MemoryItem, str]]:
    return [(memory.repo.to_item(r), r["lineage_id"]) for r in rows]


async def settle(
    conn: AsyncConnection,
    memory: MemoryService,
    ctx: SecurityContext,
    item: MemoryItem,
    lineage: str,
    claim: Claim,
    neighbours: Sequence[tuple[MemoryItem, str]],
    audits: list[PendingAudit],
) -> list[ConflictOutcome]:
    """Settle each neighbour that ``item`` contradicts (same key, or contradicting claims)."""
    outcomes: list[ConflictOutcome] = []
    role: Role | None = None
    role_known = False
    for old, old_lineage in neighbours:
        same_key = item.key is not None and old.key == item.key
        if not same_key and not claims_contradict(claim, extract_claim(old.content), old.content):
            continue
        resolution = decide(item, old, correction=claim.correction)
        if resolution.winner == "new" and item.scope is Scope.PROJECT:
            if not role_known:
                r = await memory.repo.role(
                    q.ctx_params(ctx.user_id, item.scope_id, ctx.session_id, ctx.org_id)
                )
                role, role_known = (Role(r) if r else None), True
            if not project_allows(role, Action.EDIT, is_creator=old.created_by == ctx.user_id):
                resolution = Resolution(None, "manual_review")  # may not change someone else's memory
        outcome = await apply_resolution(
            conn,
            new=item,
            new_lineage=lineage,
            old=old,
            old_lineage=old_lineage,
            claim=claim,
            resolution=resolution,
            actor=ctx.user_id,
            detected_by="write",
            audits=audits,
        )
        outcomes.append(outcome)
        if resolution.winner == "old":
            break  # the newcomer is archived; nothing else to settle
    return outcomes


async def resolve_conflicts(
    conn: AsyncConnection,
    memory: MemoryService,
    ctx: SecurityContext,
    item: MemoryItem,
    audits: list[PendingAudit],
) -> list[ConflictOutcome]:
    """Find active memories of ``item``'s scope that it contradicts and settle each.

    Nothing is queried unless the item has a key or an extractable claim. Audit rows go to
    ``audits`` (write them last with :func:`flush_audits`). The write path does the same in
    one pipelined round trip (:func:`zeusmem.service.lifecycle.after_write`).
    """
    claim = extract_claim(item.content)
    cur = await conn.execute(lq.ITEM_VECTOR_INFO, {"id": item.id})
    info = await cur.fetchone()
    if info is None:
        return []
    lineage, model_id, dims = info
    request = neighbours_request(item, ctx, claim, model_id, dims)
    if request is None:
        return []
    neighbours = await _fetch_items(conn, memory, *request)
    return await settle(conn, memory, ctx, item, lineage, claim, neighbours, audits)


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


async def list_conflicts(
    memory: MemoryService, ctx: SecurityContext, *, status: str | None = "open", limit: int = 50
) -> list[MemoryConflict]:
    """Conflicts in the scopes ``ctx`` can see (``status`` 'open', 'resolved' or None for all)."""
    if status not in (None, "open", "resolved"):
        from zeusmem.errors import InvalidInput

        raise InvalidInput("status", "must be 'open', 'resolved' or None")
    is_member = False
    if ctx.project_id is not None:
        is_member = (
            await memory.repo.role(q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id))
            is not None
        )
    params = {
        **q.ctx_params(ctx.user_id, ctx.project_id, ctx.session_id, ctx.org_id),
        "is_member": is_member,
        "status": status,
        "limit": max(1, min(int(limit), 1000)),
    }
    async with memory.repo.db.connection() as conn, conn.cursor(row_factory=dict_row) as cur:
        await cur.execute(lq.list_conflicts_query(q.visible_scopes(ctx.project_id, ctx.session_id)), params)
        return [_conflict(r) for r in await cur.fetchall()]


async def _check_may_change(memory: MemoryService, ctx: SecurityContext, memory_id: str) -> MemoryItem:
    """The memory, if ``ctx`` may change it (its creator, or an editor of its project)."""
    item = await memory.get_memory(ctx, memory_id)  # NotFound when not visible
    if item.scope is Scope.PROJECT:
        r = await memory.repo.role(q.ctx_params(ctx.user_id, item.scope_id, ctx.session_id, ctx.org_id))
        if not project_allows(Role(r) if r else None, Action.EDIT, is_creator=item.created_by == ctx.user_id):
            raise PermissionDenied(f"may not change memory {memory_id} in project {item.scope_id!r}")
    elif item.created_by != ctx.user_id:
        raise NotFound(f"no memory {memory_id!r}")
    return item


async def keep_both(memory: MemoryService, ctx: SecurityContext, conflict_id: int) -> MemoryConflict:
    """Manual review: both memories are right (both stay as they are); the open conflict is closed.

    The caller must be allowed to change both memories.
    """
    async with memory.repo.db.connection() as conn, conn.transaction():
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.GET_CONFLICT, {"id": int(conflict_id)})
            row = await cur.fetchone()
        if row is None or (row["org_id"] or "") != (ctx.org_id or ""):
            raise NotFound(f"no conflict {conflict_id!r}")
        c = _conflict(row)
        if c.status != "open":
            from zeusmem.errors import InvalidInput

            raise InvalidInput("conflict_id", f"conflict {c.id} is already resolved")
        for mid in (c.memory_a, c.memory_b):
            await _check_may_change(memory, ctx, mid)
        await conn.execute(
            lq.CLOSE_CONFLICT, {"id": c.id, "winner": None, "resolution": "manual_review", "actor": ctx.user_id}
        )
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.GET_CONFLICT, {"id": c.id})
            done = await cur.fetchone()
    assert done is not None
    return _conflict(done)


async def resolve_conflict(
    memory: MemoryService, ctx: SecurityContext, conflict_id: int, *, keep: str
) -> MemoryConflict:
    """Manual review: keep ``keep`` (one of the two memories) active; the other is superseded.

    The caller must be allowed to edit the memory that loses. A memory that lost earlier
    (archived or superseded) is reactivated if its lineage has no other active version.
    """
    async with memory.repo.db.connection() as conn, conn.transaction():
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.GET_CONFLICT, {"id": int(conflict_id)})
            row = await cur.fetchone()
        if row is None or (row["org_id"] or "") != (ctx.org_id or ""):
            raise NotFound(f"no conflict {conflict_id!r}")
        c = _conflict(row)
        if keep not in (c.memory_a, c.memory_b):
            from zeusmem.errors import InvalidInput

            raise InvalidInput("keep", f"must be {c.memory_a} or {c.memory_b}")
        lose = c.memory_b if keep == c.memory_a else c.memory_a
        kept = await memory.get_memory(ctx, keep)  # visibility check (NotFound when not visible)
        await _check_may_change(memory, ctx, lose)
        await memory.repo.lock(conn, f"scope|{ctx.org_id or ''}|{kept.scope.value}|{kept.scope_id}")
        kept_rows = await _fetch_items(conn, memory, lq.ITEM_BY_ID_FOR_UPDATE, {"id": keep})
        lost_rows = await _fetch_items(conn, memory, lq.ITEM_BY_ID_FOR_UPDATE, {"id": lose})
        if not kept_rows or not lost_rows:
            raise NotFound("one of the conflicting memories was deleted")
        (kept, kept_lineage), (lost, lost_lineage) = kept_rows[0], lost_rows[0]
        note = {"superseded_by": keep, "conflict_id": c.id, "resolution": "manual_review"}
        audits: list[PendingAudit] = []
        if lost.status is Status.ACTIVE:
            await conn.execute(
                lq.SET_STATUS,
                {
                    "status": Status.SUPERSEDED.value,
                    "note": Jsonb(note),
                    "id": lose,
                    "from_status": Status.ACTIVE.value,
                },
            )
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
            busy = await conn.execute(
                "SELECT 1 FROM zeusmem.memory_items WHERE lineage_id = %(l)s AND status = 'active'",
                {"l": kept_lineage},
            )
            if await busy.fetchone():
                from zeusmem.errors import InvalidInput

                raise InvalidInput("keep", "that memory has a newer active version; keep that one instead")
            await conn.execute(
                lq.SET_STATUS,
                {
                    "status": Status.ACTIVE.value,
                    "id": keep,
                    "from_status": kept.status.value,
                    "note": Jsonb({"reinstated_by_conflict": c.id}),
                },
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
        await conn.execute(
            lq.CLOSE_CONFLICT,
            {"id": c.id, "winner": keep, "resolution": "manual_review", "actor": ctx.user_id},
        )
        await flush_audits(conn, audits)
        async with conn.cursor(row_factory=dict_row) as cur:
            await cur.execute(lq.GET_CONFLICT, {"id": c.id})
            done = await cur.fetchone()
    assert done is not None
    return _conflict(done)
