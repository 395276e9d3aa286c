"""Bulk import of memories with precomputed embeddings: one binary ``COPY`` per batch.

No gate, no duplicate check, no audit rows: this is for migrations, restores and benchmarks,
where the data is already trusted. Term statistics stay right because they are kept by the
table's trigger, which ``COPY`` fires like any insert.

>>> BULK_COLUMNS[:3]
('id', 'lineage_id', 'version')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np
from psycopg import AsyncConnection, sql
from psycopg.types.json import Jsonb

from zeusmem.errors import InvalidInput
from zeusmem.storage.sql import BULK_COPY_SETTINGS, BULK_LAST_USED


class BatchRejected(InvalidInput):
    """A COPY batch breaks a constraint (a duplicate id, ...): nothing of it was loaded.

    ``reason`` is the message without a field, for the caller to name the rows.
    """

    def __init__(self, first_line: str) -> None:
        self.reason = f"not loaded, the batch breaks a constraint: {first_line}"
        super().__init__("rows", self.reason)

#: the columns a bulk row may set; missing optional values take the table defaults' meaning
BULK_COLUMNS: tuple[str, ...] = (
    "id",
    "lineage_id",
    "version",
    "supersedes_id",
    "content",
    "memory_type",
    "scope",
    "scope_id",
    "org_id",
    "source",
    "source_id",
    "confidence",
    "importance",
    "visibility",
    "status",
    "sensitivity",
    "key",
    "tags",
    "priority",
    "verified",
    "expires_at",
    "created_by",
    "created_at",
    "updated_at",
    "provenance",
    "embedding",
    "embedding_model_id",
    "embedding_dims",
    "content_ct",
    "content_key",
    "observed_at",
    "valid_from",
    "valid_to",
)
_TYPES = (
    "text",
    "text",
    "int4",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "float4",
    "float4",
    "text",
    "text",
    "text",
    "text",
    "text[]",
    "text",
    "bool",
    "timestamptz",
    "text",
    "timestamptz",
    "timestamptz",
    "jsonb",
    "vector",
    "int4",
    "int4",
    "bytea",
    "text",
    "timestamptz",
    "timestamptz",
    "timestamptz",
)
_DEFAULTS: dict[str, Any] = {
    "version": 1,
    "supersedes_id": None,
    "org_id": "",
    "source": "user",
    "source_id": None,
    "importance": 0.5,
    "visibility": "members",
    "status": "active",
    "sensitivity": "normal",
    "key": None,
    "tags": [],
    "priority": "normal",
    "verified": False,
    "expires_at": None,
    "provenance": {},
    "content_ct": None,
    "content_key": None,
    "valid_from": None,
    "valid_to": None,
}


_LINEAGE = BULK_COLUMNS.index("lineage_id")


def copy_statement() -> sql.Composed:
    return sql.SQL("COPY zeusmem.memory_items ({}) FROM STDIN (FORMAT BINARY)").format(
        sql.SQL(", ").join(sql.Identifier(c) for c in BULK_COLUMNS)
    )


def _row(values: Mapping[str, Any], model_id: int, dims: int) -> tuple[Any, ...]:
    v = {**_DEFAULTS, **values}
    v.pop("last_used_at", None)  # not a column of memory_items: zeusmem.memory_usage
    v.setdefault("lineage_id", v["id"])
    v.setdefault("updated_at", v.get("created_at"))
    v.setdefault("observed_at", v.get("created_at"))  # an import keeps the original time
    emb = np.asarray(v["embedding"], dtype=np.float32)
    if emb.shape != (dims,):
        raise ValueError(f"memory {v['id']}: embedding has shape {emb.shape}, expected ({dims},)")
    v["embedding"] = emb
    v["embedding_model_id"] = model_id
    v["embedding_dims"] = dims
    v["provenance"] = Jsonb(v["provenance"] or {})
    v["tags"] = list(v["tags"] or [])
    return tuple(v[c] for c in BULK_COLUMNS)


async def copy_memories(
    conn: AsyncConnection, rows: Iterable[Mapping[str, Any]], *, model_id: int, dims: int
) -> int:
    """COPY ``rows`` (mappings with at least id, content, memory_type, scope, scope_id, created_by,
    confidence, created_at and embedding) into ``zeusmem.memory_items``. Returns the row count.

    The caller owns the transaction and the model registration
    (:meth:`zeusmem.storage.repository.Repository.model_id`). The connection needs pgvector's
    types registered (every pooled :class:`~zeusmem.storage.database.Database` connection has).
    """
    n = 0
    used: dict[str, Any] = {}  # memory id -> last_used_at (kept in zeusmem.memory_usage)
    async with conn.cursor() as cur:
        await cur.execute(BULK_COPY_SETTINGS)
        async with cur.copy(copy_statement()) as copy:
            copy.set_types(list(_TYPES))
            for values in rows:
                row = _row(values, model_id, dims)
                await copy.write_row(row)
                n += 1
                at = values.get("last_used_at")
                if at is not None:
                    memory = str(row[_LINEAGE])
                    used[memory] = max(at, used.get(memory, at))
        if used:
            await cur.execute(BULK_LAST_USED, {"ids": list(used), "ats": list(used.values())})
    return n
