"""Type and range checks for the options of the agent-layer factories (one clear error each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zeusmem.errors import ConfigurationError


def int_option(owner: str, name: str, value: Any, lo: int, hi: int | None = None) -> int:
    """``value`` if it is an int in ``[lo, hi]``; else a ConfigurationError naming ``owner.name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigurationError(f"{owner}: {name} must be an integer (got {type(value).__name__})")
    if value < lo or (hi is not None and value > hi):
        bound = f"between {lo} and {hi}" if hi is not None else f">= {lo}"
        raise ConfigurationError(f"{owner}: {name} must be {bound} (got {value})")
    return value


def fraction_option(owner: str, name: str, value: Any) -> float:
    """A number in (0, 1]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 < float(value) <= 1.0:
        raise ConfigurationError(f"{owner}: {name} must be a number in (0, 1] (got {value!r})")
    return float(value)


def score_option(owner: str, name: str, value: Any) -> float | None:
    """None or a number in [0, 1]."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= float(value) <= 1.0:
        raise ConfigurationError(f"{owner}: {name} must be a number between 0 and 1, or None (got {value!r})")
    return float(value)


def callable_option(owner: str, name: str, value: Any) -> Callable[..., Any] | None:
    """None or a callable."""
    if value is not None and not callable(value):
        raise ConfigurationError(f"{owner}: {name} must be a callable (got {type(value).__name__})")
    return value
