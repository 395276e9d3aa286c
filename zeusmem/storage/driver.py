"""The one translation of PostgreSQL driver errors into zeusmem's errors.

Nothing above ``storage/`` sees a ``psycopg`` exception: a repository raises
:class:`~zeusmem.StorageError` (or :class:`~zeusmem.InvalidInput` for a value the database
refuses), and an interface that still catches a stray driver error asks :func:`driver_error`.

>>> import psycopg
>>> driver_error(psycopg.OperationalError("gone"))
StorageError('database error (OperationalError)')
>>> driver_error(ValueError("not a driver error")) is None
True
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import psycopg

from zeusmem.errors import InvalidInput, StorageError, ZeusmemError


def driver_error(e: BaseException) -> ZeusmemError | None:
    """The zeusmem error for a driver error ``e``; ``None`` when ``e`` is not one."""
    if isinstance(e, psycopg.DataError):
        return InvalidInput("value", f"the database refused a value ({type(e).__name__})")
    if isinstance(e, psycopg.Error):
        return StorageError(f"database error ({type(e).__name__})")
    return None


def is_driver_error(e: BaseException) -> bool:
    """Whether ``e`` came from the database driver (psycopg, or SQLAlchemy under langchain-postgres).

    What else fails in a call that embeds and then queries (a vector store's search) is the
    embedding model's.
    """
    if isinstance(e, psycopg.Error):
        return True
    try:
        from sqlalchemy.exc import SQLAlchemyError
    except ImportError:  # pragma: no cover - langchain-postgres always installs it
        return False
    return isinstance(e, SQLAlchemyError)


@contextmanager
def driver_errors(what: str, *, detail: bool = False) -> Iterator[None]:
    """Turn a driver error inside the block into ``StorageError("<what> failed: <kind>")``, chained.

    The one translation of the repositories (instead of a ``try``/``except psycopg.Error`` at every
    call); ``detail`` adds the first line of the driver's message. Works around ``await`` too.

    >>> with driver_errors("reading the transcript"):
    ...     raise psycopg.OperationalError("server closed the connection")
    Traceback (most recent call last):
    zeusmem.errors.StorageError: reading the transcript failed: OperationalError
    """
    try:
        yield
    except psycopg.Error as e:
        message = f"{what} failed: {type(e).__name__}"
        if detail:
            lines = str(e).strip().splitlines()
            message += f": {lines[0] if lines else ''}"
        raise StorageError(message) from e
