"""Measuring a labelled pair corpus against the conflict rules, two ways.

* :func:`pure_outcomes`: the rules alone (``claims.is_restatement`` for the duplicate gate above
  its threshold, then ``claims.relation``) with the cosine of the real offline embedder: fast, for
  large sets and for comparing rule sets.
* :func:`write_path_outcome`: the real write path (``add_explicit_memory`` OLD then NEW on the
  service's database, then the old memory's status and the open conflicts), which also decides by
  the neighbours the database returns.

An outcome is ``"supersede"``, ``"flag"`` (both active, an open conflict), ``"none"`` (both
active) or ``"duplicate"`` (NEW rejected as a restatement).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType

import numpy as np

import zeusmem
from zeusmem import GateRejected, MemoryType, SecurityContext
from zeusmem.service.conflicts import list_conflicts
from zeusmem.types import Status
from zeusmem.verdicts import GateReason

Pair = tuple[str, str]


def cosines(embeddings: object, pairs: Sequence[Pair]) -> list[float]:
    texts = sorted({t for p in pairs for t in p})
    vecs = np.array(embeddings.embed_documents(texts), dtype=float)  # type: ignore[attr-defined]
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    at = {t: vecs[i] for i, t in enumerate(texts)}
    return [float(at[o] @ at[n]) for o, n in pairs]


def pure_outcomes(claims: ModuleType, embeddings: object, pairs: Sequence[Pair], dup: float = 0.85) -> list[str]:
    out = []
    for (old, new), sim in zip(pairs, cosines(embeddings, pairs), strict=True):
        if sim >= dup and claims.is_restatement(new, old):
            out.append("duplicate")
        else:
            out.append(claims.relation(new, old, sim, dup_threshold=dup).kind)
    return out


async def write_path_outcome(memory: zeusmem.MemoryService, user: str, old: str, new: str) -> str:
    ctx = SecurityContext(user)
    a = await memory.add_explicit_memory(ctx, old, MemoryType.FACT)
    try:
        b = await memory.add_explicit_memory(ctx, new, MemoryType.FACT)
    except GateRejected as e:
        return "duplicate" if e.verdict.reason is GateReason.DUPLICATE else f"rejected:{e.verdict.reason.value}"
    old_status = (await memory.get_memory(ctx, a.id)).status
    if old_status is Status.SUPERSEDED:
        return "supersede"
    if (await memory.get_memory(ctx, b.id)).status is not Status.ACTIVE:
        return "lost_new"
    conflicts = await list_conflicts(memory, ctx, status=None)
    if any(c.status == "open" and a.id in (c.memory_a, c.memory_b) for c in conflicts):
        return "flag"
    return "none"


@dataclass(frozen=True)
class Score:
    """The three figures of issue 25 for one corpus."""

    changes: tuple[int, int]  # superseded / all corrections
    updates_stored: tuple[int, int]  # stored (no duplicate) / all updates
    updates_changed: tuple[int, int]  # superseded or flagged / all updates
    compatible: tuple[int, int]  # both kept active (none, or flagged for review) / all compatible pairs
    compatible_flagged: int = 0  # of those, flagged (an open conflict, both active)

    def __str__(self) -> str:
        (c, cn), (s, sn), (u, un), (k, kn) = self.changes, self.updates_stored, self.updates_changed, self.compatible
        return (f"corrections superseded {c}/{cn}, updates stored {s}/{sn} and superseded or flagged {u}/{un}, "
                f"compatible kept active {k}/{kn} ({self.compatible_flagged} of them flagged)")

    def meets(self, corrections: float = 0.9, updates: float = 0.7, compatible: float = 0.97) -> bool:
        """The thresholds met, every update stored (none refused by the duplicate gate)."""
        (c, cn), (s, sn), (u, un), (k, kn) = self.changes, self.updates_stored, self.updates_changed, self.compatible
        return c >= corrections * cn and s == sn and u >= updates * un and k >= compatible * kn


def score(changes: Sequence[str], updates: Sequence[str], compatible: Sequence[str]) -> Score:
    return Score(
        (sum(o == "supersede" for o in changes), len(changes)),
        (sum(o != "duplicate" for o in updates), len(updates)),
        (sum(o in ("supersede", "flag") for o in updates), len(updates)),
        (sum(o in ("none", "flag") for o in compatible), len(compatible)),
        sum(o == "flag" for o in compatible),
    )
