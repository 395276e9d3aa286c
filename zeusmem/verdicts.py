"""The write gate's answer: :class:`GateReason` and :class:`GateVerdict`.

The bottom of the package: imports nothing of zeusmem. :class:`~zeusmem.GateRejected`
(:mod:`zeusmem.errors`) carries a verdict and :mod:`zeusmem.types` raises errors, so the verdict
lives below both (``verdicts`` <- ``errors`` <- ``types``, never a circle). Also exported as
``zeusmem.GateVerdict``.

>>> GateVerdict.ok().reason
<GateReason.ACCEPTED: 'accepted'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class GateReason(StrEnum):
    """Why the write gate accepted or rejected a memory (seed order)."""

    ACCEPTED = "accepted"
    LOW_CONFIDENCE = "low_confidence"
    SENSITIVE = "sensitive"
    LENGTH = "length"
    DUPLICATE = "duplicate"
    RATE_LIMIT = "rate_limit"


@dataclass(frozen=True, slots=True)
class GateVerdict:
    """The write gate's answer. ``existing_id`` is set for duplicates."""

    accepted: bool
    reason: GateReason
    detail: str = ""
    existing_id: str | None = None
    similarity: float | None = None

    @classmethod
    def ok(cls) -> GateVerdict:
        return cls(True, GateReason.ACCEPTED, "")
