"""The pure part of the write gate: confidence, sensitive content, length (seed order; a text over the
maximum length is refused before it is scanned).

Duplicate and rate-limit checks need the database and live in the service; this module is
I/O-free so it can be used anywhere (``MemoryService.validate_memory`` wraps it).
"""

from __future__ import annotations

from collections.abc import Callable

from zeusmem.rules.secrets import SecretFinding, find_secret, label
from zeusmem.settings import Settings
from zeusmem.types import Source
from zeusmem.verdicts import GateReason, GateVerdict

DEFAULT_CONFIDENCE = {Source.USER: 1.0, Source.AI: 0.7, Source.KNOWLEDGE_BASE: 0.8, Source.PROJECT_RESOURCE: 0.8}


def default_confidence(source: Source) -> float:
    """Seed defaults: a user's own statement 1.0, an agent's inference 0.7."""
    return DEFAULT_CONFIDENCE[source]


def secret_rejection(where: str, kind: str) -> str:
    """What the agent is told when a write holds a secret (never the secret itself)."""
    return (
        f"{where} contains what looks like a secret ({label(kind)}, {kind}). Secrets are never kept in memory: "
        "the value was not stored; ask the user to configure it as a credential of the host application instead."
    )


def validate(content: str, *, confidence: float, settings: Settings) -> GateVerdict:
    """Steps 1-3 of the gate. The verdict never contains the rejected text. A text over ``max_length`` is
    rejected for its length before it is scanned for secrets (nothing is stored either way)."""
    if confidence < settings.min_confidence:
        return GateVerdict(
            False,
            GateReason.LOW_CONFIDENCE,
            f"confidence {confidence:.2f} is below the minimum {settings.min_confidence:.2f}",
        )
    if len(content) > settings.max_length:  # before the secret scan: 10 MB would cost seconds of CPU
        return _length_rejection(content, settings)
    finding = find_secret(content)
    if finding is not None:
        return GateVerdict(False, GateReason.SENSITIVE, secret_rejection("the content", finding.kind))
    if len(content.strip()) < settings.min_length:
        return _length_rejection(content, settings)
    return GateVerdict.ok()


def _length_rejection(content: str, settings: Settings) -> GateVerdict:
    """The LENGTH verdict (it names the length only, never the text)."""
    return GateVerdict(
        False,
        GateReason.LENGTH,
        f"content must be {settings.min_length}..{settings.max_length} characters (got {len(content)})",
    )


def sensitive_field(
    fields: dict[str, object], find: Callable[[str], SecretFinding | None] = find_secret
) -> GateVerdict | None:
    """A SENSITIVE verdict naming the first metadata field (key, tags, provenance, reason...) holding
    a secret; None when all are clean. Values are scanned as text (lists and dicts as JSON) by
    ``find`` (:func:`~zeusmem.rules.secrets.find_secret`, or a memo of it: a bulk load scans the same
    tags and provenance over and over)."""
    import json

    for name, value in fields.items():
        if value is None or value == "" or value == [] or value == {}:
            continue
        text = value if isinstance(value, str) else json.dumps(value, default=str, ensure_ascii=False)
        finding = find(text)
        if finding is not None:
            return GateVerdict(False, GateReason.SENSITIVE, secret_rejection(name, finding.kind))
    return None

