"""Re-embedding stored memories when the embedding model changes (``zeusmem reembed``).

Rows move to the target model in small batches, each batch in its own short transaction, so
reads keep working throughout: a search with the old model sees the rows not yet moved, one
with the new model the rows already moved (searches never compare vectors of different
models). The job is resumable: rows already on the target model are never touched again, and
each UPDATE re-checks that, so two concurrent runs do no harm. Keyset pagination by id means
rows written during the run (ids grow with time) are picked up by the same run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from zeusmem.storage.database import Database
from zeusmem.storage.driver import driver_errors
from zeusmem.storage.keyring import Keyring

COUNT_PENDING = (
    "SELECT count(*) FROM zeusmem.memory_items WHERE embedding_model_id IS DISTINCT FROM %(model)s"
)
COUNT_DONE = "SELECT count(*) FROM zeusmem.memory_items WHERE embedding_model_id = %(model)s"
NEXT_BATCH = (
    "SELECT id, content, content_ct, content_key FROM zeusmem.memory_items"
    " WHERE embedding_model_id IS DISTINCT FROM %(model)s AND id > %(after)s"
    " ORDER BY id LIMIT %(limit)s"
)
APPLY = (
    "UPDATE zeusmem.memory_items"
    " SET embedding = %(embedding)s, embedding_model_id = %(model)s, embedding_dims = %(dims)s"
    " WHERE id = %(id)s AND content = %(content)s AND embedding_model_id IS DISTINCT FROM %(model)s"
)


@dataclass(frozen=True, slots=True)
class Row:
    id: str
    content: str
    #: the content column as stored when it differs (an encrypted memory's is '')
    stored: str | None = None


async def counts(db: Database, model_id: int) -> tuple[int, int]:
    """(rows still on another model, rows already on ``model_id``)."""
    with driver_errors("counting rows to re-embed"):
        async with db.connection() as conn:
            pending = await (await conn.execute(COUNT_PENDING, {"model": model_id})).fetchone()
            done = await (await conn.execute(COUNT_DONE, {"model": model_id})).fetchone()
    return (int(pending[0]) if pending else 0, int(done[0]) if done else 0)


async def next_batch(db: Database, model_id: int, *, after: str, limit: int,
                     keys: Keyring | None = None) -> list[Row]:
    """The next rows (by id, after ``after``) not yet on ``model_id``; encrypted contents opened with ``keys``."""
    with driver_errors("reading rows to re-embed"):
        async with db.connection() as conn:
            cur = await conn.execute(NEXT_BATCH, {"model": model_id, "after": after, "limit": limit})
            rows = await cur.fetchall()
            sealed = [r for r in rows if r[2] is not None]
            if sealed and keys is None:
                raise ValueError("encrypted rows need the keyring")  # a bug, not input
            if sealed and keys is not None:
                await keys.prime(conn, [r[3] for r in sealed])
            return [Row(i, c) if ct is None else Row(i, keys.decrypt(k, ct), c)  # type: ignore[union-attr]
                    for i, c, ct, k in rows]


async def apply_batch(
    db: Database, model_id: int, dims: int, rows: Sequence[Row], vectors: Sequence[np.ndarray]
) -> int:
    """Switch ``rows`` to ``model_id`` in one short transaction; returns how many changed.

    A row deleted or already moved meanwhile is skipped (its UPDATE matches nothing).
    """
    if len(rows) != len(vectors):
        raise ValueError("one vector per row")
    params = [
        {
            "id": r.id,
            "content": r.content if r.stored is None else r.stored,
            "embedding": np.asarray(v, dtype=np.float32),
            "model": model_id,
            "dims": dims,
        }
        for r, v in zip(rows, vectors, strict=True)
    ]
    with driver_errors("storing re-embedded vectors"):
        async with db.connection() as conn, conn.transaction(), conn.cursor() as cur:
            await cur.executemany(APPLY, params)
            return max(cur.rowcount, 0)  # the sum over the statements
