"""Erasing a person: ``await memory.erase_user(SecurityContext(user, org_id=org))``.

Everything of theirs in the org goes (user- and session-scope memories of every version, their
tombstones, audit rows and events, conflicts, term statistics, profile sources, user-scope knowledge
documents, transcripts, summaries, state and context snapshots, candidates, profile, settings, the
LangGraph checkpoints of their threads, their data keys when encryption is installed); project
memories they wrote stay for the team, de-identified: every place that named them (creator, source
id, provenance, audit actor, events, decisions, project creator, ...) names the receipt's alias
``erased-<receipt>`` instead, and their memberships are removed.

It runs in table groups (:data:`zeusmem.storage.erasure.GROUPS`), one transaction each, recording its
progress on the receipt: an interruption raises :class:`~zeusmem.errors.ErasureIncomplete` naming the
group where it stopped (nothing of that group changed), and the next call continues there. The
receipt (:class:`ErasureReceipt`) is the only record left: counts per kind, when, who asked (the
person, an admin of the org, an operator) and the admin's reason, and a salted SHA-256 of the id
(:meth:`ErasureReceipt.is_for` checks an id against it); no id in clear.

>>> r = ErasureReceipt("era_1", "", subject_hash(bytes(16), "", "alice"), bytes(16).hex(), "self", None,
...                    None, None, {}, ())
>>> r.is_for("alice"), r.is_for("bob")
(True, False)
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from zeusmem.errors import ErasureIncomplete, InvalidInput, NotFound
from zeusmem.service.caller_scope import owner_job
from zeusmem.storage import erasure as store
from zeusmem.storage.database import Database

log = logging.getLogger("zeusmem.service")

RequestedBy = Literal["self", "admin", "operator"]
#: what stands for the person in a reason text (and a recorded error) of their own receipt
REDACTED = "[erased person]"


def subject_hash(salt: bytes, org_id: str, user_id: str) -> str:
    """The receipt's hash of a person: SHA-256 of the salt, the org and the user id (hex)."""
    return hashlib.sha256(salt + org_id.encode() + b"\x00" + user_id.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class ErasureReceipt:
    """What is left of an erasure: no id in clear, only a salted hash of it."""

    id: str
    org_id: str
    subject_hash: str
    #: the hash's salt (hex)
    salt: str
    requested_by: str
    #: why an admin (or operator) erased the person
    reason: str | None
    started_at: datetime | None
    finished_at: datetime | None
    #: rows removed (or de-identified: ``deidentified_*``) per kind
    counts: Mapping[str, int] = field(default_factory=dict)
    #: the table groups done, in order
    groups_done: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        return self.finished_at is not None

    @property
    def alias(self) -> str:
        """What stands for the person in the rows kept for the teams."""
        return "erased-" + self.id.removeprefix("era_")

    def is_for(self, user_id: str, org_id: str | None = None) -> bool:
        """Whether this receipt is about ``user_id`` (in ``org_id``, default this receipt's org)."""
        org = self.org_id if org_id is None else org_id
        return secrets.compare_digest(subject_hash(bytes.fromhex(self.salt), org, user_id), self.subject_hash)

    def as_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "org_id": self.org_id, "subject_hash": self.subject_hash, "salt": self.salt,
            "requested_by": self.requested_by, "reason": self.reason,
            "started_at": self.started_at.isoformat() if self.started_at else None,
            "finished_at": self.finished_at.isoformat() if self.finished_at else None,
            "complete": self.complete, "counts": dict(self.counts), "groups_done": list(self.groups_done),
        }


def _receipt(row: Mapping[str, Any]) -> ErasureReceipt:
    return ErasureReceipt(
        id=row["id"], org_id=row["org_id"], subject_hash=row["subject_hash"], salt=bytes(row["subject_salt"]).hex(),
        requested_by=row["requested_by"], reason=row["reason"], started_at=row["started_at"],
        finished_at=row["finished_at"], counts={k: int(v) for k, v in (row["counts"] or {}).items()},
        groups_done=tuple(row["groups_done"] or ()),
    )


def _redact(text: str | None, user_id: str) -> str | None:
    return None if text is None else text.replace(user_id, REDACTED)


@owner_job  # spans the person's scopes, the project's rows and the checkpoints: the owner's connections
async def erase_person(db: Database, user_id: str, org_id: str | None, *, requested_by: RequestedBy,
                       reason: str | None = None) -> ErasureReceipt:
    """Erase ``user_id`` in ``org_id`` (no permission check: :meth:`MemoryService.erase_user` is the
    caller's door, ``zeusmem erase`` the operator's). Continues an unfinished erasure of the person;
    when nothing of theirs is left and they were erased before, returns that receipt."""
    if not isinstance(user_id, str) or not user_id.strip() or len(user_id) > 256 or "\x00" in user_id:
        raise InvalidInput("user_id", "must be a non-empty string of at most 256 characters")
    if reason is not None and (not isinstance(reason, str) or len(reason) > 1000 or "\x00" in reason):
        raise InvalidInput("reason", "must be a string of at most 1000 characters")
    org = org_id or ""
    mine = [r for r in await store.receipts_of_org(db, org)
            if secrets.compare_digest(subject_hash(bytes(r["subject_salt"]), org, user_id), r["subject_hash"])]
    row: dict[str, Any] | None = next((r for r in mine if r["finished_at"] is None), None)
    if row is None:
        if not await store.present(db, org, user_id):
            if mine:
                return _receipt(mine[0])
            if requested_by == "admin":
                raise NotFound(f"no member {user_id!r} in this org")
        salt = secrets.token_bytes(16)
        row = await store.start_receipt(db, {
            "id": "era_" + secrets.token_hex(8), "org": org, "salt": salt,
            "hash": subject_hash(salt, org, user_id), "requested_by": requested_by,
            "reason": _redact(reason.strip() if reason else None, user_id) or None,
        })
    receipt = _receipt(row)
    groups = store.GROUPS  # read at call time (a test injects a failing group here)
    for n, (name, group) in enumerate(groups):
        if name in receipt.groups_done:
            continue
        try:
            row = await store.run_group(db, group, name=name, receipt_id=receipt.id, org=org, user=user_id,
                                        alias=receipt.alias, last=n == len(groups) - 1)
        except Exception as e:
            error = _redact(f"{type(e).__name__}: {e}", user_id) or ""
            await store.record_stop(db, receipt.id, name, error)
            done = ", ".join(receipt.groups_done) or "none"
            raise ErasureIncomplete(
                f"erasure {receipt.id} stopped at the table group {name!r} (done: {done}); that group changed "
                f"nothing ({error[:200]}). Run the erasure again to continue where it stopped", name,
            ) from e
        receipt = _receipt(row)
    log.info("erasure %s complete (%s)", receipt.id, ", ".join(f"{k}={v}" for k, v in sorted(receipt.counts.items())))
    return receipt
