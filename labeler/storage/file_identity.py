"""The SQLite file a writer opened must still be the file at its path, holding the same project.

SQLite writes through the file descriptor it opened. A file deleted (``rm``) or replaced (``mv``
over it) while labeler runs keeps taking commits — into an unlinked inode, or the file moved
aside — and every one of them is lost, while the caller is told it was saved. A file overwritten in
place (``cp other.db labeler.db`` keeps the inode) is worse: the connection keeps its cached pages
and the -wal's frames of the old file and mixes them with the new file's pages, so a grade lands on
a pair of another query. `FileIdentity` remembers the file's (st_dev, st_ino) and, once the project
is known, the application_id its header holds (storage.project_identity gives every project one),
and compares both with the path's at every transaction's start, every commit and every new
connection: the header is read from the file itself, never through SQLite's caches. A mismatch
raises `DatabaseFileLost` before anything is read or committed, so the transaction rolls back and
nothing is written into the -wal that still sits at the path. Once lost, always lost: every later
transaction and connection raises without looking again.

New connections open with ``mode=rw``, so a connection opened after the file was deleted fails
instead of creating an empty database at the path. PostgreSQL has no file; a dropped database
or a lost connection is `labeler.storage.driver_errors`'s concern, another project restored into
it `labeler.storage.project_identity`'s.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sqlite3
import time
import weakref
from pathlib import Path
from typing import Any

from labeler.domain.errors import DatabaseFileLost

APPLICATION_ID_OFFSET = 68  # SQLite's file header: the 4-byte big-endian application_id
SHM_DMS_BYTE = 128  # the -shm byte SQLite's unix VFS read-locks while a process has the database open


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


# One descriptor per database file a FileIdentity watches, kept open while any of them lives: closing
# a descriptor of a file releases every POSIX lock this process holds on it, SQLite's included, and
# without its SHARED lock on the database file another process's last close would take this
# process's connections for gone and delete the -wal and -shm under them (a later "disk I/O error").
_PINNED: dict[tuple[int, int], list[int]] = {}  # (st_dev, st_ino) -> [descriptor, FileIdentities using it]


def _pin(path: Path, identity: tuple[int, int]) -> bool:
    """Keep a descriptor of the file at path open while its FileIdentity lives; whether one is kept."""
    entry = _PINNED.get(identity)
    if entry is None:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return False
        status = os.fstat(fd)
        if (status.st_dev, status.st_ino) != identity:  # replaced meanwhile: nothing of ours to keep open
            os.close(fd)
            return False
        entry = _PINNED[identity] = [fd, 0]
    entry[1] += 1
    return True


def _unpin(identity: tuple[int, int]) -> None:
    entry = _PINNED.get(identity)
    if entry is None:
        return
    entry[1] -= 1
    if entry[1] <= 0:
        del _PINNED[identity]
        os.close(entry[0])


def _file_state(path: Path) -> tuple[tuple[int, int], int] | None:
    """(st_dev, st_ino) of the file at path and its header's application_id; None when there is no file
    (or no header yet). The file this process watches is read through its kept descriptor (the same
    inode, so what was copied over it in place shows); another file through one opened and closed."""
    identity = _identity(path)
    if identity is None:
        return None
    entry = _PINNED.get(identity)
    if entry is not None:
        header = os.pread(entry[0], 4, APPLICATION_ID_OFFSET)
    else:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return None
        try:
            status = os.fstat(fd)
            identity = status.st_dev, status.st_ino
            header = os.pread(fd, 4, APPLICATION_ID_OFFSET)
        finally:
            os.close(fd)
    application_id = int.from_bytes(header, "big", signed=True) if len(header) == 4 else 0
    return identity, application_id


class _Connection(sqlite3.Connection):
    """sqlite3's connection, which a FileIdentity can hold weakly (the built-in class takes no weak reference)."""


class FileIdentity:
    """Which file a writer engine's connections opened, checked at each connect, transaction and commit."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._identity = _identity(path)  # None until the first connection creates the file
        self._header: int | None = None  # the application_id the project's file holds (None: not checked)
        self._header_settled = True  # False: the header may still show 0 until a checkpoint writes it
        self._lost = False
        self._overwritten = False  # lost to a file copied over it in place (its -wal is the old file's)
        self._connections: weakref.WeakSet[_Connection] = weakref.WeakSet()
        self._unpin: weakref.finalize[Any, FileIdentity] | None = None  # set while a descriptor is kept
        self._watch()

    def _watch(self) -> None:
        """Keep the watched file's descriptor open for as long as this object lives (see _PINNED)."""
        if self._identity is not None and self._unpin is None and _pin(self.path, self._identity):
            self._unpin = weakref.finalize(self, _unpin, self._identity)

    def let_go(self) -> None:
        """Close the descriptor kept of the file (a process about to fork apps, holding no connection of
        it any more: no lock of its to keep); `watch_again` keeps one again."""
        unpin, self._unpin = self._unpin, None
        if unpin is not None:
            unpin()

    def watch_again(self) -> None:
        """Keep a descriptor of the file again, if it is still the file first opened (see _PINNED)."""
        self._watch()

    @property
    def lost(self) -> bool:
        """Whether the file was found deleted or replaced."""
        return self._lost

    def expect_header(self, application_id: int) -> None:
        """From now on the file at the path must also hold this application_id in its header. A file
        whose header still shows 0 (the id written by an upgrade another process's open connection kept
        in the -wal) is accepted until the id reaches the file; any other value is not labeler's
        business, and the header is then left unchecked."""
        state = _file_state(self.path)
        found = None if state is None else state[1]
        if found == application_id:
            self._header, self._header_settled = application_id, True
        elif found == 0:
            self._header, self._header_settled = application_id, False

    def unchanged(self) -> bool:
        """Whether the path still names the file first opened, its header holding the project expected (a
        header not yet settled counts as changed); unlike check, it changes nothing."""
        if self._lost or self._identity is None:
            return False
        state = _file_state(self.path)
        return state is not None and state[0] == self._identity and (self._header is None or state[1] == self._header)

    def check(self) -> None:
        """Raise DatabaseFileLost unless the path still names the file first opened, holding the project
        first opened (one open, fstat and pread)."""
        if self._lost:
            raise DatabaseFileLost.at(self.path)
        if self._identity is None:
            return
        if self._header is None:
            if _identity(self.path) != self._identity:
                self._lose()
            return
        state = _file_state(self.path)
        if state is None or state[0] != self._identity:
            self._lose()
        elif state[1] != self._header:
            if self._header_settled or state[1] != 0:
                self._overwritten = True
                keep_wal_out(self.path, self._connections)
                self._lose()
        else:
            self._header_settled = True

    def _lose(self) -> None:
        self._lost = True
        raise DatabaseFileLost.at(self.path)

    def connect(self) -> sqlite3.Connection:
        """A new connection to the file (SQLAlchemy's creator); refused once the file is gone,
        and never an empty database created in its place."""
        self.check()
        mode = "rwc" if self._identity is None else "rw"
        try:
            connection = sqlite3.connect(sqlite_uri(self.path, f"mode={mode}"), uri=True, check_same_thread=False,
                                         factory=_Connection)
        except sqlite3.OperationalError:
            if self._identity is not None and _identity(self.path) is None:
                self._lost = True
                raise DatabaseFileLost.at(self.path) from None
            raise
        if self._identity is None:
            self._identity = _identity(self.path)
            self._watch()
        self._connections.add(connection)
        return connection

    def on_begin(self, connection: Any) -> None:
        """SQLAlchemy's ``begin`` event: nothing is read from a file that is no longer the project's."""
        self._check_on(connection)

    def before_commit(self, connection: Any) -> None:
        """SQLAlchemy's ``commit`` event: nothing is committed to a file that is no longer the project's."""
        self._check_on(connection)

    def _check_on(self, connection: Any) -> None:
        """check(), on a connection: the first time the file is found deleted or moved, also empty the
        -wal at the path into the file this connection opened (see `drain_wal`; never into a file copied
        over it in place), else roll back."""
        was_lost = self._lost
        try:
            self.check()
        except DatabaseFileLost:
            driver = connection.connection.driver_connection
            if not was_lost and not self._overwritten:
                drain_wal(driver)
            else:
                with contextlib.suppress(sqlite3.Error):
                    driver.rollback()
            raise


def keep_wal_out(path: Path, connections: weakref.WeakSet[_Connection]) -> None:
    """The file at path was overwritten in place: keep this process from writing the old file's pages
    (the -wal's frames) into the new one, and set that -wal aside when the process ends.

    SQLite checkpoints the -wal into the file when its last connection closes, unless another
    connection still holds the database, and a read-only connection never checkpoints. So a read-only
    guard is opened now; at exit this process's connections are closed while it holds the database,
    then the guard; and if no other process has the database open any more, the -wal is renamed
    PATH-wal.overwritten-TIME and the -shm removed, so the next connection reads the new file as it
    was copied. Otherwise the last of them to find the file overwritten does it.
    """
    key = str(path)
    if key in _GUARDED:
        return
    _GUARDED.add(key)
    try:
        guard = sqlite3.connect(sqlite_uri(path, "mode=ro"), uri=True, check_same_thread=False)
        guard.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
    except sqlite3.Error:
        return
    atexit.register(_set_wal_aside, path, guard, connections)


_GUARDED: set[str] = set()


def _set_wal_aside(path: Path, guard: sqlite3.Connection, connections: weakref.WeakSet[_Connection]) -> None:
    for connection in list(connections):
        with contextlib.suppress(sqlite3.Error):
            connection.close()
    guard.close()
    import fcntl  # POSIX: this runs only where SQLite's unix VFS (and its -shm locks) is in use

    wal, shm = Path(f"{path}-wal"), Path(f"{path}-shm")
    try:
        fd = os.open(shm, os.O_RDWR | os.O_CLOEXEC)
    except OSError:
        return
    try:
        # every connection with the database open holds a read lock on this byte of the -shm (SQLite's
        # unix VFS, "DMS"): a write lock granted means no process has it open
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, SHM_DMS_BYTE)
    except OSError:
        os.close(fd)
        return
    try:
        if wal.exists():
            wal.rename(f"{wal}.overwritten-{int(time.time())}")
        shm.unlink(missing_ok=True)
    except OSError:
        pass
    finally:
        os.close(fd)


def drain_wal(driver: sqlite3.Connection) -> None:
    """Roll back, then checkpoint the -wal into the file this connection opened and truncate it.

    The -wal (and -shm) stay at the path when the file is deleted or replaced, and SQLite would
    apply their frames to whatever file is put at the path next — a restored backup, the file moved
    in — pages of one database written into another. Emptying it into the old file (an orphan, or the
    file moved aside, which so gets every committed grade) leaves nothing to apply. Best effort:
    another process using the new file at the path may hold it.
    """
    try:
        driver.rollback()
        driver.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except sqlite3.Error:
        pass
