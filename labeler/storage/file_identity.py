"""The SQLite file a writer opened must still be the file at its path when it commits.

SQLite writes through the file descriptor it opened. A file deleted (``rm``) or replaced (``mv``
over it) while labeler runs keeps taking commits — into an unlinked inode, or the file moved
aside — and every one of them is lost, while the caller is told it was saved. `FileIdentity`
remembers the file's (st_dev, st_ino) and compares it with the path's at every commit (one
``stat``) and every new connection: a mismatch raises `DatabaseFileLost` *before* the commit, so
the transaction rolls back and nothing is written into the -wal that still sits at the path
(a restored copy of the file would otherwise pick those frames up). Once lost, always lost:
every later commit and connection raises without looking again.

New connections open with ``mode=rw``, so a connection opened after the file was deleted fails
instead of creating an empty database at the path. PostgreSQL has no file; a dropped database
or a lost connection is `labeler.storage.driver_errors`'s concern.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

from labeler.domain.errors import DatabaseFileLost

def sqlite_uri(path: Path, flag: str) -> str:
    """The SQLite URI filename of path with one query parameter (``mode=ro``, ``immutable=1``...)."""
    from urllib.parse import quote

    return f"file:{quote(str(path))}?{flag}"


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return None
    return status.st_dev, status.st_ino


class FileIdentity:
    """Which file a writer engine's connections opened, checked at each connect and commit."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._identity = _identity(path)  # None until the first connection creates the file
        self._lost = False

    @property
    def lost(self) -> bool:
        """Whether the file was found deleted or replaced."""
        return self._lost

    def check(self) -> None:
        """Raise DatabaseFileLost unless the path still names the file first opened (one stat)."""
        if self._lost or (self._identity is not None and _identity(self.path) != self._identity):
            self._lost = True
            raise DatabaseFileLost.at(self.path)

    def connect(self) -> sqlite3.Connection:
        """A new connection to the file (SQLAlchemy's creator); refused once the file is gone,
        and never an empty database created in its place."""
        self.check()
        mode = "rwc" if self._identity is None else "rw"
        try:
            connection = sqlite3.connect(sqlite_uri(self.path, f"mode={mode}"), uri=True, check_same_thread=False)
        except sqlite3.OperationalError:
            if self._identity is not None and _identity(self.path) is None:
                self._lost = True
                raise DatabaseFileLost.at(self.path) from None
            raise
        if self._identity is None:
            self._identity = _identity(self.path)
        return connection

    def before_commit(self, connection: Any) -> None:
        """SQLAlchemy's ``commit`` event: check the file before the transaction is committed; the
        first time it is found lost, also empty the -wal at the path into the file this
        connection opened (see `drain_wal`)."""
        was_lost = self._lost
        try:
            self.check()
        except DatabaseFileLost:
            if not was_lost:
                drain_wal(connection.connection.driver_connection)
            raise


def drain_wal(driver: sqlite3.Connection) -> None:
    """Roll back, then checkpoint the -wal into the file this connection opened and truncate it.

    The -wal (and -shm) stay at the path when the file is deleted or replaced, and SQLite would
    apply their frames to whatever file is put there next — a restored backup, the file moved in —
    pages of one database written into another. Emptying it into the old file (an orphan, or the
    file moved aside, which so gets every committed grade) leaves nothing to apply. Best effort:
    another process using the new file at the path may hold it.
    """
    try:
        driver.rollback()
        driver.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.Error:
        pass
