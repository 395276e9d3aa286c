"""The validated arguments of ``add_explicit_memory``: one frozen :class:`WriteRequest`, built by
:func:`write_request` (every check raises :class:`~zeusmem.errors.InvalidInput` naming the field,
before anything is written), that the write path then reads instead of its raw arguments.

Times: ``observed_at`` is when the memory was said (now when not given); ``valid_from`` /
``valid_to`` when it holds in the world. Each one not given is read from the content relative to
``observed_at`` (:func:`zeusmem.rules.validity.validity`); an expression the parser cannot read
gives no validity and no error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from zeusmem.errors import InvalidInput
from zeusmem.rules import secrets as secret_scan
from zeusmem.rules import validation as v
from zeusmem.rules.validity import validity
from zeusmem.service import gate
from zeusmem.types import MemoryType, Priority, Scope, Sensitivity, Source, Visibility

MAX_CONTEXT_LEN = 20_000


def _context_text(context: Any) -> str | None:
    """The parts of an ``add_explicit_memory`` context that hold no secret, one per line (None: none)."""
    if context is None:
        return None
    parts = [context] if isinstance(context, str) else context
    if not isinstance(parts, (list, tuple)):
        raise InvalidInput("context", "must be a string or a list of strings")
    kept = []
    for part in parts:
        part = v.text("context", part, max_len=MAX_CONTEXT_LEN, allow_empty=True).strip()
        if part and not secret_scan.find_secrets(part):
            kept.append(part)
    text = "\n".join(kept)
    if len(text) > MAX_CONTEXT_LEN:
        raise InvalidInput("context", f"must be at most {MAX_CONTEXT_LEN} characters in all")
    return text or None


@dataclass(frozen=True, slots=True)
class Times:
    """When a memory was said and when it holds (``valid_from <= t < valid_to``, None open)."""

    observed_at: datetime
    valid_from: datetime | None = None
    valid_to: datetime | None = None

    def columns(self) -> dict[str, datetime | None]:
        return {"observed_at": self.observed_at, "valid_from": self.valid_from, "valid_to": self.valid_to}


def times(content: str, observed_at: Any = None, valid_from: Any = None, valid_to: Any = None, *,
          derive: bool = True, now: datetime | None = None) -> Times:
    """Validated times (timezone-aware, ``valid_to`` after ``valid_from``); with ``derive``, the
    validity not given is read from ``content`` relative to ``observed_at``."""
    obs = v.aware_datetime("observed_at", observed_at) or now or datetime.now(UTC)
    start = v.aware_datetime("valid_from", valid_from)
    end = v.aware_datetime("valid_to", valid_to)
    if start is not None and end is not None and end <= start:
        raise InvalidInput("valid_to", "must be after valid_from")
    given = Times(obs, start, end)
    return read_times(given, content) if derive else given


def read_times(given: Times, content: str) -> Times:
    """``given`` with the validity it leaves open read from ``content``, relative to when it was
    said (:func:`zeusmem.rules.validity.validity`: a date parse, a few milliseconds when the text
    names a time)."""
    start, end = given.valid_from, given.valid_to
    if start is not None and end is not None:
        return given
    read = validity(content, given.observed_at)
    if read is None:
        return given
    if start is None and read.valid_from is not None and (end is None or read.valid_from < end):
        start = read.valid_from
    if end is None and read.valid_to is not None and (start is None or read.valid_to > start):
        end = read.valid_to
    return Times(given.observed_at, start, end)


def update_times(current: Any, new_content: str | None, observed_at: Any = None, valid_from: Any = None,
                 valid_to: Any = None) -> Times:
    """The times of a new version of ``current`` (a MemoryItem): those given, else, for new content,
    read from it, else the current version's."""
    obs = v.aware_datetime("observed_at", observed_at) or current.observed_at or current.created_at
    if new_content is not None:
        return times(new_content, obs, valid_from, valid_to)
    start = v.aware_datetime("valid_from", valid_from)
    end = v.aware_datetime("valid_to", valid_to)
    start = current.valid_from if start is None else start
    end = current.valid_to if end is None else end
    if start is not None and end is not None and end <= start:
        raise InvalidInput("valid_to", "must be after valid_from")
    return Times(obs, start, end)


@dataclass(frozen=True, slots=True)
class WriteRequest:
    """``add_explicit_memory``'s arguments, validated (content not yet stripped of secrets; ``times``
    those given, the validity the content names not yet read: :func:`read_times`)."""

    content: str
    memory_type: MemoryType
    scope: Scope
    source: Source
    visibility: Visibility
    priority: Priority
    sensitivity: Sensitivity
    confidence: float
    importance: float
    key: str | None
    tags: list[str]
    expires_at: datetime | None
    provenance: dict[str, Any]
    source_id: str | None
    embed: bool
    context: str | None
    times: Times


def write_request(
    content: Any, memory_type: Any, scope: Any, *, key: Any = None, confidence: Any = None,
    source: Any = Source.USER, source_id: Any = None, tags: Sequence[str] = (),
    visibility: Any = Visibility.MEMBERS, priority: Any = Priority.NORMAL, importance: Any = 0.5,
    sensitivity: Any = Sensitivity.NORMAL, expires_at: Any = None, provenance: Any = None,
    embed: Any = True, context: Any = None, observed_at: Any = None, valid_from: Any = None,
    valid_to: Any = None,
) -> WriteRequest:
    """Every argument of ``add_explicit_memory`` checked (:class:`InvalidInput` naming the field)."""
    text = v.text("content", content, max_len=10_000_000, allow_empty=True)
    mtype = v.enum_value("memory_type", memory_type, MemoryType)
    scope_e = v.enum_value("scope", scope, Scope)
    source_e = v.enum_value("source", source, Source)
    vis = v.enum_value("visibility", visibility, Visibility)
    prio = v.enum_value("priority", priority, Priority)
    sens = v.enum_value("sensitivity", sensitivity, Sensitivity)
    assert mtype and scope_e and source_e and vis and prio and sens
    conf = gate.default_confidence(source_e) if confidence is None else v.unit_float("confidence", confidence)
    imp = v.unit_float("importance", importance)
    key_s = v.text("key", key, max_len=v.MAX_KEY_LEN).strip() if key is not None else None
    tag_list = v.tags("tags", tags)
    exp = v.aware_datetime("expires_at", expires_at)
    prov = v.provenance("provenance", provenance)
    if source_id is not None:
        source_id = v.identifier("source_id", source_id)
    if not isinstance(embed, bool):
        raise InvalidInput("embed", "must be a boolean")
    context_text = _context_text(context)
    # the validity the content names is read later (read_times): once its secrets are out, while
    # the model embeds it
    when = times(text, observed_at, valid_from, valid_to, derive=False)
    return WriteRequest(
        content=text, memory_type=mtype, scope=scope_e, source=source_e, visibility=vis, priority=prio,
        sensitivity=sens, confidence=conf, importance=imp, key=key_s, tags=tag_list, expires_at=exp,
        provenance=prov, source_id=source_id, embed=embed, context=context_text, times=when,
    )
