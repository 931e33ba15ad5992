"""Driver errors that mean a write was lost, raised as one domain error each.

`translate` is every engine's SQLAlchemy ``handle_error`` listener, so the app and the CLI say
the same line whatever the call: another writer holding the database past the wait (SQLite's
SQLITE_BUSY after its busy timeout; PostgreSQL's deadlock 40P01 or serialization failure 40001) is
`DatabaseBusy`, which a caller may run again whole; a full disk (SQLite's SQLITE_FULL, "database or disk is full";
PostgreSQL's SQLSTATE 53100 disk_full) is `DiskFullError`; on PostgreSQL a database that no
longer exists (3D000, e.g. dropped while labeler ran) or a connection the server closed (a
restart, ``DROP DATABASE ... WITH (FORCE)``, ``pg_terminate_backend``) is `DatabaseGoneError`.
Every other driver error passes through unchanged (callers handle integrity errors, locks...).
Calls made on the DBAPI connection itself (storage.bulk: COPY, executemany, fetches), which
SQLAlchemy never sees, go through `driver_call_errors`, the same translation.
The transaction the error interrupted is rolled back, so the message says the change was not
saved — except a connection lost while committing, where the server may have committed it.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.engine import ExceptionContext

from labeler.domain.errors import DatabaseBusy, DatabaseGoneError, DiskFullError

PG_DISK_FULL = "53100"
PG_BUSY = frozenset({"40P01", "40001"})  # deadlock_detected, serialization_failure: the transaction is rolled back
SQLITE_BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
PG_NO_SUCH_DATABASE = "3D000"
_NO_SUCH_DATABASE = re.compile(r'database ".*" does not exist')


def _sqlstate(error: BaseException) -> str | None:
    """The PostgreSQL SQLSTATE of a psycopg (sqlstate) or psycopg2 (pgcode) error."""
    return getattr(error, "sqlstate", None) or getattr(error, "pgcode", None)


def _reason(error: BaseException) -> str:
    """The driver's own words, first line only (PostgreSQL adds DETAIL and HINT lines)."""
    text = str(error).strip()
    return text.splitlines()[0].strip() if text else type(error).__name__


def is_disk_full(error: BaseException) -> bool:
    """Whether a driver error says the disk is full (SQLite or PostgreSQL)."""
    if isinstance(error, sqlite3.Error):
        return getattr(error, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "database or disk is full" in str(error)
    return _sqlstate(error) == PG_DISK_FULL


def is_busy(error: BaseException) -> bool:
    """Whether a driver error says another writer held the database (the whole transaction rolled back)."""
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        return (code is not None and code & 0xFF in SQLITE_BUSY_CODES) or str(error).startswith("database is locked")
    return _sqlstate(error) in PG_BUSY


def _where(engine: Any) -> str:
    """The SQLite file, or the PostgreSQL URL with its password masked."""
    if engine is None:
        return "the database"
    url = engine.url
    if url.get_backend_name() == "sqlite" and url.database:
        return str(url.database)
    return str(url.render_as_string(hide_password=True))


def translate(context: ExceptionContext) -> None:
    """Raise the domain error a lost write's driver error means; return to let any other pass."""
    connection = context.connection
    raise_lost_write(context.original_exception, _where(context.engine), context.dialect.name,
                     connecting=connection is None, disconnect=context.is_disconnect,
                     committing=connection is not None and context.statement is None)


@contextmanager
def driver_call_errors(conn: Connection) -> Iterator[None]:
    """Around calls on conn's DBAPI connection or cursor: a driver error that means a lost write is
    raised as its domain error, as `translate` does for statements SQLAlchemy runs."""
    try:
        yield
    except conn.dialect.loaded_dbapi.Error as error:
        disconnect = conn.dialect.is_disconnect(error, conn.connection.dbapi_connection, None)
        raise_lost_write(error, _where(conn.engine), conn.dialect.name, connecting=False, disconnect=disconnect,
                         committing=False)
        raise


def raise_lost_write(error: BaseException, where: str, dialect: str, *, connecting: bool, disconnect: bool,
                     committing: bool) -> None:
    """Raise the domain error a driver error means (DiskFullError, DatabaseGoneError), or return."""
    reason = _reason(error)
    if is_disk_full(error):
        raise DiskFullError(where, f"the disk holding the database {where} is full ({reason})",
                            "free some space, then try again")
    if is_busy(error):
        raise DatabaseBusy(where, f"the database {where} is busy: another writer held it too long ({reason})",
                           "try again (labeler status shows what is stored)")
    if dialect != "postgresql":
        return
    # psycopg gives a failed connection no SQLSTATE: then its words say it
    if _sqlstate(error) == PG_NO_SUCH_DATABASE or (connecting and _NO_SUCH_DATABASE.search(reason)):
        raise DatabaseGoneError(where, f"the database {where} does not exist (dropped while labeler was running?): {reason}",
                                "create or restore it (labeler db upgrade migrates a new one), then run labeler again")
    if disconnect:
        # a statement failed inside a transaction the server rolled back; with no statement it was
        # the commit (or the connect) itself, and a commit the server received may have gone through
        raise DatabaseGoneError(where, f"the connection to the database {where} was lost ({reason})",
                                "try again once the server is back (labeler status shows what is stored)",
                                certain=not committing)
