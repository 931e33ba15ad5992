"""Opening a project database (migrated on open)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.storage import Repository


def open_repository(db: str, *, create: bool = True, read_only: bool = False, migrate: bool = True) -> Repository:
    """Open the database named by a path or SQLAlchemy URL, applying migrations; with
    create=False a missing SQLite file is an error instead of a new empty project; with
    read_only=True nothing is written (no migration, a read-only connection); with migrate=False
    a schema behind this labeler's is an error instead of being upgraded."""
    from labeler.storage import open_repository as _open

    return _open(db, create=create, read_only=read_only, migrate=migrate)


def new_database_file(db: str) -> Path | None:
    """The SQLite file db names when it does not exist yet (opening db would create it), else None."""
    from labeler.storage.engine import database_url, sqlite_path

    path = sqlite_path(database_url(db))
    return path if path is not None and not path.exists() else None


def discard_new_database(repository: Repository, path: Path) -> bool:
    """Close repository and remove path, a database file this command created, with its -wal, -shm and
    -journal, if it still holds nothing (another process may have filled it since): a command that failed
    leaves no empty project behind. Whether it was removed."""
    from labeler.domain.status import StatusCounts

    try:
        empty = repository.counts() == StatusCounts()
    finally:
        repository.close()
    if empty:
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    return empty
