"""The consolidation job: keep memory right over months (DevOS seed §45, §63, §126, §176).

One run, in this order, each step bounded:

1. **retention** — active items without ``expires_at`` get ``created_at + TTL`` from the
   effective policy (:data:`zeusmem.rules.policy.DEFAULT_TTL` unless configured);
2. **expire** — active items past ``expires_at`` become ``expired`` (out of default context);
3. **merge near-duplicates** — same scope, type, model, visibility and sensitivity, cosine at or
   above the threshold, one only restating the other (no changed number, name, place, time,
   language or negation: :func:`zeusmem.rules.claims.is_restatement`), not different keys: the stronger one
   (authority, then confidence, then age) gets a new version whose provenance lists every merged
   item's provenance and whose confidence is recomputed (independent corroboration,
   ``1 - (1-a)(1-b)``, at most 0.99 unless verified); the other is ``superseded``;
4. **conflicts** — contradicting active items are settled as on the write path
   (:mod:`zeusmem.service.conflicts`), or recorded for manual review;
5. **archive** — items expired longer than ``archive_after`` become ``archived``;
6. **garbage collection** — vectors of archived items, knowledge-base chunks of deleted
   documents, deleted ids in profile ``sources``, the rate-limit log older than a day, stale
   approval candidates, old context snapshots.

Every change writes an audit row, hence an outbox event (memory.expired, memory.consolidated,
memory.superseded, memory.archived). A run holds a database-wide advisory lock (a concurrent
run is skipped, not queued) and is idempotent: run it twice and the second run changes nothing.
It never runs in the request path: call :func:`run_consolidation` from a job runner, the CLI
(``zeusmem consolidate``) or :func:`start_background_consolidation`.

Example (needs a database, so not run as a doctest)::

    report = await run_consolidation(memory, limit=500)
    report.counts()  -> {'retention_applied': 0, 'expired': 3, 'merged': 1, ...}
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import defaultdict
from dataclasses import dataclass, fields
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from zeusmem import observability as obs
from zeusmem.errors import InvalidInput
from zeusmem.rules import claims
from zeusmem.rules.policy import DEFAULT_TTL
from zeusmem.service import conflicts as cf
from zeusmem.service.caller_scope import owner_job
from zeusmem.storage import conflicts as conflict_store
from zeusmem.storage import consolidation as store
from zeusmem.storage.consolidation import BATCH
from zeusmem.storage.lifecycle_sql import SYSTEM_ACTOR
from zeusmem.types import MemoryItem, Status

if TYPE_CHECKING:
    from zeusmem.service.service import MemoryService

log = logging.getLogger("zeusmem.lifecycle")

MAX_PASSES = 5
MAX_CLAIM_GROUP = 200


@dataclass
class ConsolidationReport:
    """What one run changed (counts only, no content)."""

    run_id: int | None = None
    retention_applied: int = 0
    expired: int = 0
    merged: int = 0
    conflicts: int = 0
    superseded: int = 0
    archived: int = 0
    vectors_collected: int = 0
    kb_chunks_collected: int = 0
    profiles_cleaned: int = 0
    extraction_log_pruned: int = 0
    candidates_expired: int = 0
    snapshots_pruned: int = 0
    complete: bool = True
    skipped: bool = False
    duration_s: float = 0.0

    _COUNTS = (
        "retention_applied",
        "expired",
        "merged",
        "conflicts",
        "superseded",
        "archived",
        "vectors_collected",
        "kb_chunks_collected",
        "profiles_cleaned",
        "extraction_log_pruned",
        "candidates_expired",
        "snapshots_pruned",
    )

    def counts(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in self._COUNTS}

    @property
    def changes(self) -> int:
        """Memory-state changes (retention, expiry, merges, conflicts, archive) — 0 on a no-op run."""
        return sum(self.counts().values())

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)} | {"changes": self.changes}


def combined_confidence(a: MemoryItem, b: MemoryItem) -> float:
    """Independent corroboration: ``1 - (1-a)(1-b)``; at most 0.99 unless either is verified."""
    c = 1.0 - (1.0 - a.confidence) * (1.0 - b.confidence)
    if not (a.verified or b.verified):
        c = min(c, 0.99)
    return round(max(a.confidence, b.confidence, c), 4)


def _strength(i: MemoryItem) -> tuple[int, int, float, float]:
    return (int(cf.authority(i)), int(i.verified), i.confidence, -i.created_at.timestamp())


def _provenance_entry(i: MemoryItem) -> dict[str, Any]:
    p = i.provenance
    entry = {
        "id": i.id,
        "source": i.source.value,
        "source_id": i.source_id,
        "created_by": i.created_by,
        "created_at": i.created_at.isoformat(),
        "confidence": i.confidence,
        "session_id": p.get("session_id"),
        "thread_id": p.get("thread_id"),
    }
    return {k: v for k, v in entry.items() if v is not None}


async def _merge_pair(memory: MemoryService, a_id: str, b_id: str, similarity: float = 1.0) -> bool | None:
    """Merge two near-duplicates in one transaction. True merged, False not mergeable, None stale."""
    from zeusmem.service.writes import new_memory_id

    async with memory.repo.db.connection() as conn, conn.transaction():
        first = await conflict_store.item(conn, memory.repo, a_id)
        if not first:
            return None
        a0 = first[0][0]
        await memory.repo.lock(conn, f"scope|{a0.org_id or ''}|{a0.scope.value}|{a0.scope_id}")
        got = {
            i.id: (i, lin)
            for i, lin in [
                *await conflict_store.item(conn, memory.repo, a_id, for_update=True),
                *await conflict_store.item(conn, memory.repo, b_id, for_update=True),
            ]
        }
        if len(got) != 2 or any(i.status is not Status.ACTIVE for i, _ in got.values()):
            return None
        (a, a_lin), (b, b_lin) = got[a_id], got[b_id]
        if a.key is not None and b.key is not None and a.key != b.key:
            return False
        if not (claims.is_restatement(a.content, b.content) or claims.is_restatement(b.content, a.content)):
            return False  # an update or an elaboration is no duplicate
        if claims.contradicts(a.content, b.content, similarity) or claims.contradicts(b.content, a.content, similarity):
            return False
        (keep, keep_lin), (drop, _drop_lin) = sorted(
            [(a, a_lin), (b, b_lin)], key=lambda t: _strength(t[0]), reverse=True
        )
        new_id = keep.id  # the merged memory keeps its id; the old version gets one of its own
        archived = new_memory_id()
        merged_from = [
            *keep.provenance.get("merged_from", []),
            _provenance_entry(drop),
            *drop.provenance.get("merged_from", []),
        ]
        provenance = {**keep.provenance, "merged_from": merged_from, "consolidated_from": keep.id}
        confidence = combined_confidence(keep, drop)
        await conflict_store.set_status(
            conn, keep.id, status=Status.SUPERSEDED, from_status=Status.ACTIVE,
            note={"superseded_by": new_id, "reason_code": "merged"},
        )
        await conflict_store.set_status(
            conn, drop.id, status=Status.SUPERSEDED, from_status=Status.ACTIVE,
            note={"merged_into": new_id, "reason_code": "merged"},
        )
        await store.rename_version(conn, keep.id, archived)
        merged, lineage = await store.copy_as_new_version(
            conn, memory.repo, new_id=new_id, memory_id=archived, confidence=confidence, provenance=provenance
        )
        await conflict_store.audit(
            conn,
            event="memory.consolidated",
            item=merged,
            lineage=lineage,
            actor=SYSTEM_ACTOR,
            details={"supersedes": keep.id, "merged_from": [drop.id], "confidence": confidence, "count": 2},
        )
    return True


async def _merge_step(
    memory: MemoryService,
    report: ConsolidationReport,
    *,
    org: str | None,
    limit: int,
    scan_limit: int,
    threshold: float,
) -> None:
    models = await store.models(memory.repo.db)
    for _ in range(MAX_PASSES):
        stale = False
        indexed_scopes = await memory.repo.indexed_scopes(refresh=True)
        for model_id, dims in models:
            # every scope without an ANN index of its own, then each one with its own (walked by it)
            groups: list[tuple[str, str, str] | None] = [None, *sorted(
                (o, s, i) for o, s, i, m in indexed_scopes if m == model_id and (org is None or o == org))]
            scanned = 0
            for group in groups:
                scanned, group_stale = await _merge_group(
                    memory, report, model_id=model_id, dims=dims, org=org, limit=limit, scan_limit=scan_limit,
                    scanned=scanned, threshold=threshold, group=group)
                stale = stale or group_stale
            if scanned >= scan_limit:
                report.complete = False
        if report.merged >= limit:
            report.complete = False
            return
        if not stale:
            return


async def _merge_group(
    memory: MemoryService, report: ConsolidationReport, *, model_id: int, dims: int, org: str | None,
    limit: int, scan_limit: int, scanned: int, threshold: float, group: tuple[str, str, str] | None,
) -> tuple[int, bool]:
    """Merge the near-duplicate pairs of one group of scopes (:func:`store.near_duplicate_pairs`):
    (items scanned so far, ``scanned`` plus this group's; whether a pair was left for another pass)."""
    after, stale = "", False
    while scanned < scan_limit and report.merged < limit:
        batch = min(BATCH, scan_limit - scanned)
        # the scan cursor: the last *scanned* id (pairs only hold matches)
        pairs, last, n = await store.near_duplicate_pairs(
            memory.repo.db, model_id=model_id, dims=dims, org=org, after=after, scan=batch,
            threshold=threshold, indexed=group,
            ann_kind=memory.repo.scope_kind((*group, model_id)) if group else "vector",
        )
        done_ids: set[str] = set()
        for a_id, b_id, sim in pairs:
            if a_id in done_ids or b_id in done_ids or report.merged >= limit:
                stale = stale or report.merged < limit
                continue
            result = await _merge_pair(memory, a_id, b_id, sim)
            if result is None:
                stale = True
            elif result:
                report.merged += 1
                done_ids.update((a_id, b_id))
        scanned += n
        if not last or n < batch:
            break
        after = last
    return scanned, stale


async def _conflict_step(
    memory: MemoryService, report: ConsolidationReport, *, org: str | None, limit: int, scan_limit: int
) -> None:
    rows = await store.conflict_scan(memory.repo.db, memory.repo, org=org, scan=scan_limit)
    if len(rows) >= scan_limit:
        report.complete = False
    groups: dict[tuple[str, str, str], list[tuple[MemoryItem, str, claims.Claim]]] = defaultdict(list)
    for item, lineage in rows:
        claim = claims.extract_claim(item.content)
        if claim or item.key:
            groups[(item.org_id or "", item.scope.value, item.scope_id)].append((item, lineage, claim))
    changed = 0
    for (g_org, scope, scope_id), members in groups.items():
        members = members[:MAX_CLAIM_GROUP]
        inactive: set[str] = set()
        for j, (new, new_lin, claim) in enumerate(members):
            for old, old_lin, old_claim in members[:j]:
                if changed >= limit:
                    report.complete = False
                    return
                if new.id in inactive or old.id in inactive or new_lin == old_lin:
                    continue
                same_key = new.key is not None and new.key == old.key
                if not same_key and not claims.claims_contradict(claim, old_claim, old.content):
                    continue
                rel = claims.Relation(
                    "supersede", "same_key" if same_key else "attribute", claim.correction, claim.field, claim.subject
                )
                resolution = cf.decide(new, old, correction=claim.correction)
                async with memory.repo.db.connection() as conn, conn.transaction():
                    await memory.repo.lock(conn, f"scope|{g_org}|{scope}|{scope_id}")
                    fresh = {
                        i.id: i
                        for i, _ in [
                            *await conflict_store.item(conn, memory.repo, old.id, for_update=True),
                            *await conflict_store.item(conn, memory.repo, new.id, for_update=True),
                        ]
                    }
                    if len(fresh) != 2 or any(i.status is not Status.ACTIVE for i in fresh.values()):
                        inactive.update(i for i, x in fresh.items() if x.status is not Status.ACTIVE)
                        continue
                    audits: list[cf.PendingAudit] = []
                    outcome = await cf.apply_resolution(
                        conn,
                        new=fresh[new.id],
                        new_lineage=new_lin,
                        old=fresh[old.id],
                        old_lineage=old_lin,
                        relation=rel,
                        resolution=resolution,
                        actor=SYSTEM_ACTOR,
                        detected_by="consolidation",
                        audits=audits,
                    )
                    await cf.flush_audits(conn, audits)
                if outcome.conflict_id is None:
                    continue
                report.conflicts += 1
                changed += 1
                if resolution.winner == "new":
                    report.superseded += 1
                    inactive.add(old.id)
                elif resolution.winner == "old":
                    report.archived += 1
                    inactive.add(new.id)


@owner_job
async def run_consolidation(
    memory: MemoryService,
    *,
    org: str | None = None,
    limit: int = 1000,
    scan_limit: int = 20_000,
    merge_threshold: float | None = None,
    archive_after: timedelta = timedelta(days=30),
    candidate_ttl: timedelta = timedelta(days=30),
    snapshot_retention: timedelta = timedelta(days=90),
) -> ConsolidationReport:
    """One bounded, idempotent consolidation run over all organisations (or ``org``, '' = none).

    ``limit`` bounds the changes of each step, ``scan_limit`` the items examined; a run that
    hit a bound reports ``complete=False`` (run again to continue). ``merge_threshold``
    defaults to the gate's duplicate threshold. A run that finds another one in progress
    returns at once with ``skipped=True``.
    """
    if not isinstance(limit, int) or limit < 1 or not isinstance(scan_limit, int) or scan_limit < 1:
        raise InvalidInput("limit", "limit and scan_limit must be positive integers")
    threshold = memory.settings.duplicate_threshold if merge_threshold is None else float(merge_threshold)
    if not 0.0 < threshold <= 1.0:
        raise InvalidInput("merge_threshold", "must be in (0, 1]")
    report = ConsolidationReport()
    start = time.perf_counter()
    # the lock lives as long as this connection's open transaction (one server connection, also
    # behind PgBouncer in transaction mode); the run's own work goes through other connections
    async with memory.repo.db.connection() as lock_conn, lock_conn.transaction():
        if not await store.try_lock_run(lock_conn):
            report.skipped = True
            obs.log_event(log, "consolidation.skipped", reason="another run in progress")
            return report
        async with memory.repo.db.connection() as conn:
            report.run_id = await store.start_run(conn, org=org)

            # 1. retention: expires_at from the policy TTL, for items written without one
            after, scanned = "", 0
            while scanned < scan_limit:
                last, n, updated = await store.apply_retention(
                    conn, org=org, after=after, scan=min(BATCH, scan_limit - scanned), defaults=DEFAULT_TTL
                )
                report.retention_applied += updated
                scanned += n
                if not last or n < BATCH:
                    break
                after = last
            else:
                report.complete = False

            # 2. expire
            report.expired, ok = await store.expire_due(conn, org=org, limit=limit)
            report.complete &= ok

        # 3. near-duplicates, 4. conflicts
        await _merge_step(
            memory, report, org=org, limit=limit, scan_limit=scan_limit, threshold=threshold
        )
        await _conflict_step(memory, report, org=org, limit=limit, scan_limit=scan_limit)

        async with memory.repo.db.connection() as conn:
            # 5. archive long-expired items
            n, ok = await store.archive_expired(
                conn, org=org, archive_after_s=int(archive_after.total_seconds()), limit=limit
            )
            report.archived += n
            report.complete &= ok
            # 6. garbage collection
            report.vectors_collected, ok = await store.collect_archived_vectors(conn, org=org, limit=limit)
            report.complete &= ok
            for n, ok in await store.collect_kb_orphans(conn, org=org, limit=limit):
                report.kb_chunks_collected += n
                report.complete &= ok
            report.profiles_cleaned += await store.clean_profile_sources(conn, org=org)
            report.extraction_log_pruned, _ = await store.prune_extraction_log(conn, org=org, limit=limit)
            report.candidates_expired, _ = await store.expire_stale_candidates(
                conn, org=org, candidate_ttl_s=int(candidate_ttl.total_seconds()), limit=limit
            )
            report.snapshots_pruned, _ = await store.prune_snapshots(
                conn, org=org, retention_s=int(snapshot_retention.total_seconds()), limit=limit
            )
            report.duration_s = round(time.perf_counter() - start, 3)
            await store.finish_run(conn, report.run_id, complete=report.complete, counts=report.counts())
    obs.get_metrics().consolidation(report.counts())
    obs.log_event(
        log,
        "consolidation.finished",
        run_id=report.run_id,
        complete=report.complete,
        duration_s=report.duration_s,
        **report.counts(),
    )
    return report


async def consolidation_loop(
    memory: MemoryService, *, every: timedelta = timedelta(hours=6), **kwargs: Any
) -> None:
    """Run :func:`run_consolidation` every ``every`` until cancelled; failures are logged, not raised."""
    while True:
        try:
            await run_consolidation(memory, **kwargs)
        except asyncio.CancelledError:
            raise
        except Exception as e:  # noqa: BLE001 - keep the loop alive; the next run retries
            log.warning("consolidation run failed: %s: %s", type(e).__name__, str(e)[:300])
        await asyncio.sleep(every.total_seconds())


def start_background_consolidation(
    memory: MemoryService, *, every: timedelta = timedelta(hours=6), **kwargs: Any
) -> asyncio.Task[None]:
    """A background task on the running loop (cancel it on shutdown). Outside any request path.

    Example (needs a database, so not run as a doctest)::

        task = start_background_consolidation(memory, every=timedelta(hours=1)); ...; task.cancel()
    """
    return asyncio.get_running_loop().create_task(
        consolidation_loop(memory, every=every, **kwargs), name="zeusmem-consolidation"
    )


__all__ = [
    "ConsolidationReport",
    "combined_confidence",
    "consolidation_loop",
    "run_consolidation",
    "start_background_consolidation",
]
