"""``MemoryService.bulk_load``: trusted memories with precomputed embeddings, fast, searchable at the end.

For migrations, restores and benchmarks. Rows are mappings with at least ``id``, ``content``,
``memory_type``, ``scope``, ``scope_id``, ``created_by``, ``confidence``, ``created_at`` and
``embedding`` (the other columns of :data:`zeusmem.storage.bulk.BULK_COLUMNS` are optional). They
are validated in Python, one batch at a time, and copied with one binary ``COPY`` per batch. There
is no duplicate check, conflict handling or audit row — but the secret filter is not skipped: a
row whose text (content, key, tags, source id, provenance) holds a secret is left out and named by
id in the report.

When the load is large compared with what the table holds (or of unknown size, into a table of
fewer than 100k vectors), the per-scope vector indexes are dropped first and rebuilt once at the
end (inserting into an HNSW graph row by row is slow), and so are the table's full-text and tag GIN
indexes (kept up row by row they end up nearly twice the size of one build), and term_stats'
primary key is built again after it (the statistics trigger's upserts split its pages in half);
``rebuild_indexes`` decides it explicitly.
There is no table-wide vector index (ordinary scopes are scanned exactly). The call returns when
everything is searchable at full speed: ``VACUUM ANALYZE`` done and every scope over
``Settings.exact_scan_limit`` items given its own ANN and full-text indexes. Materialised profile
sources are kept by the table's triggers, which ``COPY`` fires like any insert. Term statistics are
counted once per transaction of about 50k rows (:class:`zeusmem.storage.bulk.BulkSession`): the
batches are copied in one transaction with the statistics trigger stepping aside, and the group's
rows counted by one statement before the commit (measured on the real-text benchmark's 100k rows:
COPY + statistics 22.9-25.7 s -> 16.0-19.2 s, load 4-7; on the synthetic single-namespace 100k,
whose vocabulary is small, no change: 23-31 s both ways, the client's checks bound the COPY there,
~160 us a row of unique text, 80% of it the secret scanner). So the rows of a group become visible
together; a concurrent writer waits for the group only when it inserts an id the group holds, or
an item that feeds the profile of a scope the group wrote (at most one group: a few seconds).
The validation and secret filter run on a thread of their own up to :data:`LOOKAHEAD_ROWS` rows ahead
of the COPY, so they go on while the server counts a group's statistics (one batch ahead, as before
issue 26's third pass, the Python side waited for the length of that statement: 3.6-11 s per 100k
rows of the single-namespace benchmark, where the checks are ~60% of the load's CPU).
Writers beside the load are counted by their own triggers (they cannot see, so cannot change, rows
of a group before it commits).

A bad row raises :class:`~zeusmem.errors.InvalidInput` naming the row and the field before its
batch is written; earlier batches stay loaded, committed with their statistics (re-running with the
remaining rows continues). A batch that breaks a constraint is rolled back to its savepoint alone.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from itertools import islice
from typing import TYPE_CHECKING, Any

from zeusmem.errors import InvalidInput
from zeusmem.rules import validation as v
from zeusmem.rules.secrets import SecretFinding, find_secret
from zeusmem.service import gate
from zeusmem.storage import versions
from zeusmem.storage.bulk import BatchRejected
from zeusmem.types import MemoryType, Priority, Scope, Sensitivity, Source, Status, Visibility

if TYPE_CHECKING:
    from zeusmem.storage.repository import Repository

REQUIRED = ("id", "content", "memory_type", "scope", "scope_id", "created_by", "confidence", "created_at",
            "embedding")
_ENUMS = {"memory_type": MemoryType, "scope": Scope, "source": Source, "visibility": Visibility,
          "status": Status, "sensitivity": Sensitivity, "priority": Priority}
#: the stored form of each enum field's values: a row already holding one needs no conversion
_ENUM_VALUES = {name: frozenset(e.value for e in enum) for name, enum in _ENUMS.items()}
#: loads of at least this many rows, and at least a quarter of the vectors already stored, drop
#: the vector indexes and rebuild them once at the end; so does a load of unknown size (an
#: iterator) into a table holding fewer than REBUILD_MAX_EXISTING vectors (a rebuild is cheap there)
REBUILD_MIN_ROWS = 1_000
REBUILD_MAX_EXISTING = 100_000
#: how far (rows) the validation and secret filter run ahead of the COPY: while the server counts a
#: group's statistics (:class:`zeusmem.storage.bulk.BulkSession`, seconds per 50k rows) the checks
#: of the next batches go on (one batch ahead, they waited: the Python side idle for the length of
#: the statistics statement); a few batches of rows held in memory
LOOKAHEAD_ROWS = 20_000


@dataclass(frozen=True, slots=True)
class BulkLoadReport:
    """What :meth:`MemoryService.bulk_load` did. Times in seconds."""

    loaded: int
    skipped_secret_ids: tuple[str, ...]
    indexes_rebuilt: bool
    copy_seconds: float
    finish_seconds: float
    seconds: float
    #: seconds per phase: ``check_wait`` (waiting for a batch's validation and secret filter, run
    #: beside the previous batch's COPY), ``copy`` (the COPY statements with their triggers),
    #: ``stats`` (counting the loaded rows' term and scope statistics, once per group of batches),
    #: ``normalize_ids``, ``gin_indexes``, ``analyze`` (VACUUM ANALYZE), ``scope_indexes`` (the
    #: per-scope ANN and full-text indexes) and ``compact_stats``
    phases: Mapping[str, float] = field(default_factory=dict)

    @property
    def rows_per_second(self) -> float:
        """Loaded rows per second, end to end (validation, COPY, indexes, statistics)."""
        return self.loaded / self.seconds if self.seconds else 0.0


def _batches(rows: Iterable[Mapping[str, Any]], n: int) -> Iterator[list[Mapping[str, Any]]]:
    it = iter(rows)
    while chunk := list(islice(it, n)):
        yield chunk


class SecretMemo:
    """:func:`~zeusmem.rules.secrets.find_secret` remembering its answer (tags, keys, provenance
    repeat from row to row: most of the secret filter's time was spent scanning the same
    ``{"source": "ai"}`` again; so does a sentence stored for many people, about 0.1 ms of scanning
    each time). Lives for one load. A text over ``MAX_LEN`` is remembered by its BLAKE2b-256 digest
    (not kept whole): on the real-text benchmark 7% of the 100k rows are over 256 characters and
    were scanned every time (with the stored-form check of enum fields in :func:`check_row`, the
    checks of those 100k rows went from 6.0 to 3.9 s of CPU)."""

    MAX_LEN = 256
    MAX_ENTRIES = 100_000

    def __init__(self) -> None:
        self._seen: dict[str | bytes, SecretFinding | None] = {}

    def __call__(self, text: str) -> SecretFinding | None:
        key: str | bytes = text if len(text) <= self.MAX_LEN else hashlib.blake2b(
            text.encode("utf-8", "surrogatepass"), digest_size=32).digest()
        try:
            return self._seen[key]
        except KeyError:
            found = find_secret(text)
            if len(self._seen) < self.MAX_ENTRIES:
                self._seen[key] = found
            return found


class LineageIds:
    """Rows of the old shape (a later version under an id of its own) moved to the current one before
    they are copied, when a batch holds the whole memory: its latest version takes the memory's id,
    the row that held it ``<id>~v<version>``, and the latest's old id becomes an alias — what
    :func:`zeusmem.storage.versions.normalize_ids` does after the load with three updates per
    memory (each rewriting a whole row and inserting into every index: 20k updates for the 6.6k
    versioned memories of the 100k benchmark). A memory whose versions reach over two batches, or
    whose row holding its id is not in the batch, is left to ``normalize_ids`` (:attr:`later`).
    Lives for one load; used by the check thread only.
    """

    def __init__(self) -> None:
        #: lineages moved here: their renames (old id -> new id), for versions in later batches
        self.moved: dict[str, dict[str, str]] = {}
        #: lineages for normalize_ids
        self.later: set[str] = set()

    def batch(self, rows: list[Mapping[str, Any]]) -> tuple[list[Mapping[str, Any]], list[tuple[str, str, int]]]:
        """``rows`` in the current shape where possible, and the aliases (old id, memory id, version)."""
        groups: dict[str, list[int]] = {}
        for i, r in enumerate(rows):
            if r.get("lineage_id") is not None:
                groups.setdefault(str(r["lineage_id"]), []).append(i)
        out = list(rows)
        aliases: list[tuple[str, str, int]] = []
        for lineage, idx in groups.items():
            if all(str(rows[i]["id"]) == lineage for i in idx):
                continue  # the memory's own row only
            renamed = self.moved.get(lineage)
            if renamed is not None:  # a version after a batch that moved the memory: its pointer follows
                for i in idx:
                    sup = out[i].get("supersedes_id")
                    if sup is not None and str(sup) in renamed:
                        out[i] = {**out[i], "supersedes_id": renamed[str(sup)]}
                self.later.add(lineage)
                continue
            first = next((i for i in idx if str(rows[i]["id"]) == lineage), None)
            if lineage in self.later or first is None:
                self.later.add(lineage)
                continue
            # normalize_ids' order: version, then active, then the newest
            latest = max(idx, key=lambda i: (int(rows[i].get("version") or 1),
                                             (rows[i].get("status") or "active") == "active", rows[i]["created_at"]))
            self.moved[lineage] = {}
            if latest == first:
                continue
            own = f"{lineage}~v{int(rows[first].get('version') or 1)}"
            old = str(rows[latest]["id"])
            out[first] = {**out[first], "id": own}
            for i in idx:
                if i != first and out[i].get("supersedes_id") is not None and str(out[i]["supersedes_id"]) == lineage:
                    out[i] = {**out[i], "supersedes_id": own}
            out[latest] = {**out[latest], "id": lineage}
            aliases.append((old, lineage, int(rows[latest].get("version") or 1)))
            self.moved[lineage] = {lineage: own, old: lineage}
        return out, aliases


def check_row(row: Mapping[str, Any], position: int,
              find: Callable[[str], SecretFinding | None] = find_secret) -> tuple[Mapping[str, Any], str | None]:
    """The row with its enum values normalised, and why it holds a secret (None when clean).
    Raises InvalidInput for a malformed row. ``find``: the secret scanner (a :class:`SecretMemo`)."""
    if not isinstance(row, Mapping):
        raise InvalidInput(f"rows[{position}]", "each row must be a mapping of column names to values")
    rid = row.get("id")
    where = f"rows[{position}] (id {str(rid)[:64]!r})"
    missing = [c for c in REQUIRED if row.get(c) is None]
    if missing:
        raise InvalidInput(where, f"missing {', '.join(missing)}")
    try:
        v.identifier("id", rid)
        v.text("content", row["content"], max_len=10_000_000)
        fixed: dict[str, Any] = {}
        for name, enum in _ENUMS.items():
            given = row.get(name)
            if given is not None and not (type(given) is str and given in _ENUM_VALUES[name]):
                value = v.enum_value(name, given, enum)
                if value is not None and row[name] != value.value:
                    fixed[name] = value.value
        for name in ("scope_id", "created_by"):
            v.identifier(name, row[name])
        v.unit_float("confidence", row["confidence"])
        if row.get("importance") is not None:
            v.unit_float("importance", row["importance"])
        for name in ("created_at", "updated_at", "expires_at", "last_used_at"):
            value = row.get(name)
            if value is not None and not (isinstance(value, datetime) and value.tzinfo is not None):
                raise InvalidInput(name, "must be a timezone-aware datetime")
    except InvalidInput as e:
        raise InvalidInput(where, str(e)) from None
    content = row["content"]
    leak = gate.sensitive_field({"content": content}, find) or gate.sensitive_field({
        "key": row.get("key"), "tags": list(row.get("tags") or ()),
        "source_id": row.get("source_id"), "provenance": row.get("provenance"),
    }, find)
    return ({**row, **fixed} if fixed else row), (leak.detail if leak is not None else None)


async def bulk_load(
    repo: Repository,
    rows: Iterable[Mapping[str, Any]],
    *,
    model_id: int,
    dims: int,
    exact_scan_limit: int,
    batch_size: int = 5000,
    rebuild_indexes: bool | None = None,
) -> BulkLoadReport:
    """See :meth:`MemoryService.bulk_load` (``model_id``/``dims``: the registered embedding model)."""
    t0 = time.perf_counter()
    batch_size = v.int_range("batch_size", batch_size, 1, 1_000_000)
    existing = await repo.model_vector_count(model_id)
    if rebuild_indexes is None:
        known = len(rows) if isinstance(rows, Sequence) else None
        rebuild_indexes = (known >= REBUILD_MIN_ROWS and known * 4 >= existing) if known is not None else (
            existing < REBUILD_MAX_EXISTING)
    if rebuild_indexes:
        await repo.drop_vector_indexes(model_id)
        await repo.drop_bulk_gin_indexes()  # built again, compact, when the load finishes
    loaded = 0
    skipped: list[str] = []
    ids = LineageIds()  # rows of the old shape: moved before the COPY, or by normalize_ids after it
    t_copy = time.perf_counter()
    batches = _batches(rows, batch_size)
    memo = SecretMemo()

    Checked = tuple[list[Mapping[str, Any]], list[tuple[str, str, int]]]

    def check(chunk: list[Mapping[str, Any]], begin: int) -> Checked:
        """Validate and secret-check one batch and put its versions in the current shape (in a
        worker thread, while the previous batches' COPY keeps the server busy)."""
        clean = []
        for i, row in enumerate(chunk):
            fixed, leak = check_row(row, begin + i, memo)
            if leak is None:
                clean.append(fixed)
            else:
                skipped.append(str(row["id"]))
        return ids.batch(clean)

    # the checks run ahead of the COPY by up to LOOKAHEAD_ROWS rows, on one thread (in order: the
    # memo, ``ids`` and ``skipped`` are the thread's), so that they go on while the server counts a
    # group's statistics (a statement of seconds during which the load's own thread only waits)
    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="zeusmem-bulk-check")
    loop = asyncio.get_running_loop()
    depth = max(1, LOOKAHEAD_ROWS // batch_size)
    pending: deque[tuple[list[Mapping[str, Any]], int, asyncio.Future[Checked] | BaseException]] = deque()
    read = 0

    def fill() -> None:
        """Read batches ahead (on the event loop's thread: the caller's iterator is only read there) and
        queue their checks; a failure to read is queued too, and raised where the load reads the batch
        before it (that batch is then not copied, as when the checks were one batch ahead)."""
        nonlocal read
        while len(pending) < depth and not (pending and isinstance(pending[-1][2], BaseException)):
            try:
                chunk = next(batches, None)
            except Exception as e:  # noqa: BLE001 - raised in its turn, below
                pending.append(([], read, e))
                return
            if chunk is None:
                return
            pending.append((chunk, read, loop.run_in_executor(pool, check, chunk, read)))
            read += len(chunk)

    phases = {"check_wait": 0.0, "copy": 0.0, "stats": 0.0}
    try:
        fill()
        # the rows copied so far are committed with their statistics when the block ends, also on an error
        async with repo.bulk_session(model_id=model_id, dims=dims) as session:
            while pending:
                chunk, begin, checked = pending[0]
                if isinstance(checked, BaseException):
                    raise checked
                t = time.perf_counter()
                clean, aliases = await checked
                phases["check_wait"] += time.perf_counter() - t
                pending.popleft()
                fill()
                if pending and isinstance(pending[0][2], BaseException):
                    raise pending[0][2]  # the batch after this one could not be read: as before, not copied
                span = f"rows[{begin}:{begin + len(chunk)}]"
                try:
                    if clean:
                        t, counted = time.perf_counter(), session.stats_seconds
                        loaded += await session.copy(clean, aliases=aliases)
                        phases["copy"] += time.perf_counter() - t - (session.stats_seconds - counted)
                except BatchRejected as e:  # a duplicate id, a constraint the row breaks
                    raise InvalidInput(span, e.reason) from None
                except ValueError as e:  # an embedding of the wrong shape
                    raise InvalidInput(span, str(e)) from None
            await session.commit()
        phases["stats"] = session.stats_seconds
    finally:  # also after a bad batch: what was loaded is searchable, dropped indexes come back
        for _chunk, _begin, queued in pending:
            if isinstance(queued, asyncio.Future):
                if not queued.done():
                    queued.cancel()
                elif not queued.cancelled():
                    queued.exception()  # a bad row in a batch after a failed one: reported by the first error
        # the batch being checked finishes (at most one: the others are cancelled) before ``ids`` is read
        pool.shutdown(wait=True, cancel_futures=True)
        copy_s = time.perf_counter() - t_copy
        t_fin = time.perf_counter()
        t = time.perf_counter()
        # rows of the old shape: the latest version under the memory's id
        await versions.normalize_ids(repo, sorted(ids.later))
        phases["normalize_ids"] = time.perf_counter() - t
        steps = await repo.finish_bulk_load(threshold=exact_scan_limit,
                                            vacuum=bool(rebuild_indexes) or loaded * 10 >= existing,
                                            compact=bool(rebuild_indexes) and loaded > 0)
        phases.update({name.removesuffix("_s"): s for name, s in steps.items()})
        finish_s = time.perf_counter() - t_fin
    return BulkLoadReport(loaded=loaded, skipped_secret_ids=tuple(skipped), indexes_rebuilt=bool(rebuild_indexes),
                          copy_seconds=copy_s, finish_seconds=finish_s, seconds=time.perf_counter() - t0,
                          phases=phases)
