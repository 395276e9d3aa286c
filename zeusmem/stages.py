"""Where a call's time goes: per-stage wall-clock timing, collected only when someone asks.

The search and context paths mark their stages (``pool``, ``db``, ``scoring``...) with
:func:`stage`; nothing is recorded unless the caller wraps the call in :func:`collect`, so the
cost when nobody listens is one context-variable lookup per stage. The benchmark
(``python -m bench``) uses it for its per-stage breakdown.

>>> import asyncio
>>> async def work():
...     with stage("db"):
...         await asyncio.sleep(0)
>>> with collect() as times:
...     asyncio.run(work())
>>> sorted(times)
['db']
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["collect", "stage"]

_current: ContextVar[dict[str, float] | None] = ContextVar("zeusmem_stages", default=None)


class _Stage:
    __slots__ = ("name", "times", "t0")

    def __init__(self, name: str, times: dict[str, float]) -> None:
        self.name, self.times, self.t0 = name, times, 0.0

    def __enter__(self) -> None:
        self.t0 = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self.times[self.name] = self.times.get(self.name, 0.0) + (time.perf_counter() - self.t0) * 1000


class _Nothing:
    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_NOTHING = _Nothing()


def stage(name: str) -> _Stage | _Nothing:
    """A context manager adding its duration (ms) to stage ``name`` of the active :func:`collect`."""
    times = _current.get()
    return _NOTHING if times is None else _Stage(name, times)


def add(name: str, ms: float) -> None:
    """Add ``ms`` to stage ``name`` (for durations measured elsewhere)."""
    times = _current.get()
    if times is not None:
        times[name] = times.get(name, 0.0) + ms


@contextmanager
def collect() -> Iterator[dict[str, float]]:
    """Collect stage durations (milliseconds, summed per name) of everything run inside."""
    times: dict[str, float] = {}
    token = _current.set(times)
    try:
        yield times
    finally:
        _current.reset(token)
