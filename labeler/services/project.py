"""Opening a project database (migrated on open)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labeler.storage import Repository


def open_repository(db: str, *, create: bool = True, read_only: bool = False) -> Repository:
    """Open the database named by a path or SQLAlchemy URL, applying migrations; with
    create=False a missing SQLite file is an error instead of a new empty project; with
    read_only=True nothing is written (no migration, a read-only connection)."""
    from labeler.storage import open_repository as _open

    return _open(db, create=create, read_only=read_only)
