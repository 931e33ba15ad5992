"""Read-only access: open a database without writing a byte, and say plainly when it cannot be written.

A SQLite database in WAL mode needs its ``-wal`` and ``-shm`` files. On a read-only file
system (or a folder the user cannot write) SQLite cannot create them, so ``mode=ro`` fails
to open the file; ``immutable=1`` opens it by promising nobody writes meanwhile, which is
true when nobody can. A non-empty ``-wal`` holds committed transactions that ``immutable=1``
would silently ignore, so then we refuse instead of showing stale data.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from sqlalchemy import Connection, Engine, text

from labeler.domain import DatabaseError
from labeler.storage.file_identity import sqlite_uri

READ_ONLY = "the database is read-only"


def read_only_error(where: str, reason: str) -> DatabaseError:
    """`WHERE: the database is read-only (REASON)`: the one line every refused write shows."""
    return DatabaseError(f"{where}: {READ_ONLY} ({reason})")


def _wal_has_content(path: Path) -> bool:
    wal = Path(f"{path}-wal")
    return wal.exists() and wal.stat().st_size > 0


def connect_sqlite_read_only(path: Path) -> sqlite3.Connection:
    """A sqlite3 connection that cannot write: ``mode=ro``, else ``immutable=1`` when the
    folder cannot hold the -shm file (so nobody can be writing). Raises sqlite3.DatabaseError
    when neither can read it, DatabaseError when a -wal holds data immutable=1 would miss."""
    connection = sqlite3.connect(sqlite_uri(path, "mode=ro"), uri=True, check_same_thread=False)
    try:
        # mode=ro opens lazily: the first read is what fails on a WAL file without -shm.
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return connection
    except sqlite3.OperationalError:
        connection.close()
        if os.access(path.parent, os.W_OK):
            raise  # not the missing -shm case (a lock, say): immutable=1 could read a half-written file
        if _wal_has_content(path):
            raise DatabaseError(
                f"{path}: {READ_ONLY} and its {path.name}-wal holds transactions not yet in the file; "
                "open it once where its folder is writable (any labeler command) to fold them in"
            ) from None
    connection = sqlite3.connect(sqlite_uri(path, "immutable=1"), uri=True, check_same_thread=False)
    connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    return connection


def _nearest_existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def _not_writable(path: Path) -> str | None:
    """Why path cannot be written by this process, or None (os.access also sees read-only mounts)."""
    if os.access(path, os.W_OK):
        return None
    try:
        read_only_fs = bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except OSError:
        read_only_fs = False
    if read_only_fs:
        return f"{path} is on a read-only file system"
    return f"{path} is not writable by this user"


def sqlite_write_blocker(path: Path) -> str | None:
    """Why a writer cannot use the SQLite file at path (the file, or the folder that must hold
    the -wal and -shm files or a new database), or None when it can."""
    folder = path.parent
    if path.exists():
        reason = _not_writable(path)
        if reason is not None:
            return reason
        reason = _not_writable(folder)
        if reason is not None:
            return f"{reason}; SQLite needs its folder for the -wal and -shm files"
        return None
    reason = _not_writable(_nearest_existing(folder))
    return None if reason is None else f"cannot create it: {reason}"


def server_write_blocker(engine: Engine) -> str | None:
    """Why a PostgreSQL session cannot write (a read-only role or a hot standby), or None."""
    if engine.dialect.name != "postgresql":
        return None
    with engine.connect() as conn:
        return read_only_reason(conn)


def read_only_reason(conn: Connection) -> str | None:
    """server_write_blocker on an open connection (None on SQLite, whose file sqlite_write_blocker checks)."""
    if conn.dialect.name != "postgresql":
        return None
    read_only = conn.execute(text("SELECT current_setting('transaction_read_only')")).scalar()
    if read_only == "on":
        return "the server opens read-only transactions for this role (default_transaction_read_only or a standby)"
    return None


def is_read_only_failure(reason: str) -> bool:
    """Whether a driver's error message says a write was refused because the database is read-only."""
    lowered = reason.lower()
    return "readonly database" in lowered or "read-only transaction" in lowered or "read-only file system" in lowered
