"""Input checking for public entry points: a typed :class:`InvalidInput` naming the field."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any, TypeVar

from zeusmem.errors import InvalidInput

E = TypeVar("E", bound=StrEnum)

MAX_TAGS = 20
MAX_TAG_LEN = 64
MAX_KEY_LEN = 200
MAX_QUERY_LEN = 4000
MAX_PROVENANCE_BYTES = 8192
MAX_ID_LEN = 256


def enum_value(field: str, value: Any, enum: type[E], *, optional: bool = False) -> E | None:
    if value is None and optional:
        return None
    if isinstance(value, enum):
        return value
    if isinstance(value, str):
        try:
            return enum(value.strip().lower())
        except ValueError:
            pass
    allowed = ", ".join(e.value for e in enum)
    raise InvalidInput(field, f"must be one of: {allowed} (got {str(value)[:40]!r})")


def enum_list(field: str, value: Any, enum: type[E]) -> list[E] | None:
    if value is None:
        return None
    values = [value] if isinstance(value, (str, enum)) else value
    if not isinstance(values, (list, tuple, set, frozenset)):
        raise InvalidInput(field, "must be a value or a list of values")
    return [enum_value(field, v, enum) for v in values]  # type: ignore[misc]


def text(field: str, value: Any, *, max_len: int, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise InvalidInput(field, f"must be a string (got {type(value).__name__})")
    if "\x00" in value:
        raise InvalidInput(field, "must not contain NUL bytes")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInput(field, "must be valid Unicode text (no unpaired surrogates)") from None
    if len(value) > max_len:
        raise InvalidInput(field, f"must be at most {max_len} characters (got {len(value)})")
    if not allow_empty and not value.strip():
        raise InvalidInput(field, "must not be empty")
    return value


def identifier(field: str, value: Any) -> str:
    return text(field, value, max_len=MAX_ID_LEN).strip()


def unit_float(field: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidInput(field, f"must be a number between 0 and 1 (got {type(value).__name__})")
    f = float(value)
    if not 0.0 <= f <= 1.0 or f != f:
        raise InvalidInput(field, f"must be between 0 and 1 (got {f})")
    return f


def int_range(field: str, value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(field, f"must be an integer between {lo} and {hi}")
    if not lo <= value <= hi:
        raise InvalidInput(field, f"must be between {lo} and {hi} (got {value})")
    return value


def aware_datetime(field: str, value: Any, *, optional: bool = True) -> datetime | None:
    if value is None and optional:
        return None
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise InvalidInput(field, "must be an ISO 8601 date-time with a timezone") from None
    if not isinstance(value, datetime):
        raise InvalidInput(field, "must be a datetime with a timezone")
    if value.tzinfo is None or value.utcoffset() is None:
        raise InvalidInput(field, "must be timezone-aware (e.g. 2026-12-01T00:00:00+00:00)")
    return value


def duration(field: str, value: Any) -> timedelta:
    if isinstance(value, timedelta):
        if value.total_seconds() <= 0:
            raise InvalidInput(field, "must be positive")
        return value
    if isinstance(value, str):
        units = {"m": 60, "h": 3600, "d": 86400, "w": 604800}
        v = value.strip().lower()
        if len(v) >= 2 and v[-1] in units and v[:-1].isdigit() and int(v[:-1]) > 0:
            return timedelta(seconds=int(v[:-1]) * units[v[-1]])
    raise InvalidInput(field, "must be a positive timedelta or a string like '7d', '12h', '30m', '2w'")


def tags(field: str, value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple, set, frozenset)):
        raise InvalidInput(field, "must be a list of strings")
    out: list[str] = []
    for t in value:
        t = text(field, t, max_len=MAX_TAG_LEN).strip().lower()
        if t not in out:
            out.append(t)
    if len(out) > MAX_TAGS:
        raise InvalidInput(field, f"at most {MAX_TAGS} tags")
    return out


def provenance(field: str, value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidInput(field, "must be a JSON object (dict)")
    try:
        encoded = json.dumps(value, default=str)
        json.dumps(value, default=str, ensure_ascii=False).encode("utf-8")
    except (TypeError, ValueError, UnicodeEncodeError):
        raise InvalidInput(field, "must be JSON-serialisable") from None
    if len(encoded) > MAX_PROVENANCE_BYTES or "\\u0000" in encoded:
        raise InvalidInput(field, f"must be at most {MAX_PROVENANCE_BYTES} bytes of JSON without NUL")
    return json.loads(encoded)


def past_instant(field: str, value: Any, *, now: datetime | None = None) -> datetime | None:
    """An ``as_of`` instant: timezone-aware (a datetime or ISO 8601 text) and not in the future."""
    instant = aware_datetime(field, value)
    if instant is None:
        return None
    current = now or datetime.now(UTC)
    if instant > current:
        raise InvalidInput(field, f"is in the future ({instant.isoformat()} is after {current.isoformat()})")
    return instant


def version_number(field: str, value: Any) -> int | None:
    """A version number (1, 2, ...), or None."""
    if value is None:
        return None
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidInput(field, "must be a version number (1, 2, ...)")
    return value
